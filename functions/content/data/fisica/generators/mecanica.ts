import { GRAVITY } from '../../../../lib/science/constants.ts';
import { inclinedPlane } from '../../../figures/incline.ts';
import { motionGraph } from '../../../figures/line-graph.ts';
import { beamFigure, hydraulicPress, pulleySetup, submergedBody } from '../../../figures/mechanisms.ts';
import { springFigure } from '../../../figures/oscillations.ts';
import { trackFigure } from '../../../figures/track.ts';
import { fmtNum, texNum } from '../../../lib.ts';
import type { Generator } from '../../../schema.ts';
import {
  conRedondeo,
  eqDec,
  eqSig,
  fmtSig,
  numericOptions,
  pasos,
  redondeo,
  texSci,
  texSig,
} from '../helpers.ts';

const G = GRAVITY;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

interface FrenadoParams {
  vehiculo: string;
  kmh: number;
  a: number;
}

const VEHICULOS = ['Un auto', 'Una moto', 'Un colectivo', 'Una camioneta', 'Un camión'];

/** Braking distance in MRUV: the speed comes in km/h, the deceleration in m/s². */
const frenado: Generator<FrenadoParams> = {
  id: 'fis-mecanica-gen-frenado',
  subject: 'fisica',
  topic: 'mecanica',
  difficulty: 'medio',
  subtopic: 'mecanica.cinematica',
  params: (rng) => ({
    vehiculo: rng.pick(VEHICULOS),
    kmh: 18 * rng.int(2, 8),
    a: rng.int(4, 16) / 2,
  }),
  build: ({ vehiculo, kmh, a }, rng) => {
    const v = kmh / 3.6;
    const d = v ** 2 / (2 * a);
    const sinConvertir = kmh ** 2 / (2 * a);
    const { options, correctAnswer } = numericOptions(
      rng,
      d,
      [sinConvertir, v ** 2 / a, v / (2 * a), (kmh * 3.6) ** 2 / (2 * a)],
      (value) => `${fmtSig(value)} m`,
    );
    return {
      question: `${vehiculo} circula a ${kmh} km/h por una ruta recta y frena con una desaceleración constante de ${fmtNum(a)} m/s² hasta detenerse. ¿Qué distancia recorre mientras frena?`,
      options,
      correctAnswer,
      explanation: pasos(
        [
          String.raw`Pasá la velocidad a m/s: $v_0 = ${kmh} \div 3{,}6 = ${texNum(v)}$ m/s.`,
          String.raw`Al final el vehículo se detiene ($v = 0$). Usá $v^2 = v_0^2 - 2 a\,d$, que no necesita el tiempo, y despejá: $d = \dfrac{v_0^2}{2a}$.`,
          String.raw`$d = \dfrac{${texNum(v)}^2}{2 \cdot ${texNum(a)}} = \dfrac{${texNum(v ** 2)}}{${texNum(2 * a)}} ${eqSig(d)} ${texSig(d)}$ m.`,
          `Control: si usaras ${kmh} km/h sin convertir obtendrías ${fmtSig(sinConvertir)} m, una distancia absurda para un frenado. Y si olvidás el 2 del denominador, el resultado te da el doble.`,
        ],
        `${fmtSig(d)} m.`,
      ),
    };
  },
  solve: ({ kmh, a }) => {
    // Another route: time to stop, then x = v0·t − a·t²/2.
    const v0 = (kmh * 1000) / 3600;
    const t = v0 / a;
    return v0 * t - (a * t * t) / 2;
  },
};

interface PlanoParams {
  masa: number;
  angulo: number;
  mu: number;
}

const ANGULOS = [20, 25, 30, 35, 40, 45, 50, 55, 60];

/** Block sliding down an incline with kinetic friction. */
const planoInclinado: Generator<PlanoParams> = {
  id: 'fis-mecanica-gen-plano-inclinado',
  subject: 'fisica',
  topic: 'mecanica',
  difficulty: 'dificil',
  subtopic: 'mecanica.dinamica',
  figure: ({ masa, angulo, mu }) =>
    inclinedPlane({
      angle: angulo,
      block: `${masa} kg`,
      forces: { weight: 'P', normal: 'N', friction: 'f' },
      motion: 'down',
      alt: `Un bloque de ${masa} kg baja deslizando por un plano inclinado ${angulo}° con coeficiente de rozamiento cinético ${fmtNum(mu)}: el peso P, la normal N y el rozamiento f, que apunta plano arriba.`,
    }),
  params: (rng) => {
    const masa = rng.int(2, 25);
    for (;;) {
      const angulo = rng.pick(ANGULOS);
      const mu = rng.int(2, 8) / 20;
      if (Math.sin(rad(angulo)) - mu * Math.cos(rad(angulo)) >= 0.2) return { masa, angulo, mu };
    }
  },
  build: ({ masa, angulo, mu }, rng) => {
    const sin = Math.sin(rad(angulo));
    const cos = Math.cos(rad(angulo));
    const a = G * (sin - mu * cos);
    const peso = masa * G;
    const px = peso * sin;
    const normal = peso * cos;
    const roce = mu * normal;
    const { options, correctAnswer } = numericOptions(
      rng,
      a,
      [G * sin, G * (sin + mu * cos), G * (cos - mu * sin), G * (sin - mu)].filter((value) => value > 0),
      (value) => `${fmtSig(value)} m/s²`,
    );
    return {
      question: `Un bloque de ${masa} kg baja deslizando por un plano inclinado ${angulo}° respecto de la horizontal. El coeficiente de rozamiento cinético entre el bloque y el plano es ${fmtNum(mu)}. ¿Cuál es la aceleración del bloque? (g = 9,8 m/s²)`,
      options,
      correctAnswer,
      explanation: pasos(
        [
          String.raw`Tomá el eje x a lo largo del plano, hacia abajo, y el eje y perpendicular. El peso es $P = ${masa} \cdot 9{,}8 = ${texNum(peso)}$ N y se descompone en $P_x = P \operatorname{sen} ${angulo}^\circ ${eqDec(px)} ${texNum(px)}$ N (plano abajo) y $P_y = P \cos ${angulo}^\circ ${eqDec(normal)} ${texNum(normal)}$ N.`,
          String.raw`En y no hay aceleración, así que $N = P_y ${eqDec(normal)} ${texNum(normal)}$ N. El rozamiento apunta plano arriba y vale $f = \mu_c N = ${texNum(mu)} \cdot ${texNum(normal)} ${eqDec(roce)} ${texNum(roce)}$ N.`,
          String.raw`Segunda ley en x: $a = \dfrac{P_x - f}{m} \approx \dfrac{${texNum(px)} - ${texNum(roce)}}{${masa}} \approx ${texSig(a)}\ \text{m/s}^2$.`,
          String.raw`Fijate que la masa se simplifica: $a = g\,(\operatorname{sen}\theta - \mu_c \cos\theta) = 9{,}8 \cdot (${texNum(sin, 3)} - ${texNum(mu)} \cdot ${texNum(cos, 3)}) ${eqSig(a)} ${texSig(a)}\ \text{m/s}^2$. Sin rozamiento sería $g \operatorname{sen}\theta \approx ${texSig(G * sin)}\ \text{m/s}^2$.`,
        ],
        `${fmtSig(a)} m/s².`,
      ),
    };
  },
  solve: ({ masa, angulo, mu }) => {
    // Forces with the actual mass, then Newton's second law.
    const theta = rad(angulo);
    const parallel = masa * G * Math.sin(theta);
    const friction = mu * masa * G * Math.cos(theta);
    return (parallel - friction) / masa;
  },
};

const G10 = 10;
const r = String.raw;

/** Finds the root of an increasing function on [lo, hi] by bisection (the solvers' independent route). */
function bisect(f: (x: number) => number, lo: number, hi: number): number {
  let a = lo;
  let b = hi;
  for (let i = 0; i < 200; i++) {
    const mid = (a + b) / 2;
    if (f(mid) > 0) b = mid;
    else a = mid;
  }
  return (a + b) / 2;
}

interface EncuentroParams {
  moviles: readonly [string, string];
  distancia: number;
  v1: number;
  v2: number;
}

const PARES: readonly (readonly [string, string])[] = [
  ['un auto', 'una camioneta'],
  ['un colectivo', 'un camión'],
  ['una moto', 'un auto'],
  ['un tren de carga', 'un tren de pasajeros'],
  ['un ciclista', 'una moto'],
];

/** Two bodies that leave at once towards each other: where they meet. */
const encuentro: Generator<EncuentroParams> = {
  id: 'fis-mecanica-gen-encuentro',
  subject: 'fisica',
  topic: 'mecanica',
  difficulty: 'medio',
  subtopic: 'mecanica.encuentro-graficos',
  figure: ({ moviles, distancia, v1, v2 }) =>
    trackFigure({
      length: distancia,
      places: [
        { at: 0, name: 'A' },
        { at: distancia, name: 'B' },
      ],
      bodies: [
        { name: moviles[0].replace(/^un[a]? /, ''), at: 0, motion: `${v1} km/h`, heading: 1 },
        { name: moviles[1].replace(/^un[a]? /, ''), at: distancia, motion: `${v2} km/h`, heading: -1 },
      ],
      distances: [{ from: 0, to: distancia, label: `${distancia} km` }],
      alt: `La ruta recta entre A y B, separadas ${distancia} km: ${moviles[0]} sale de A hacia B a ${v1} km/h y ${moviles[1]} sale de B hacia A a ${v2} km/h.`,
    }),
  params: (rng) => {
    const moviles = rng.pick(PARES);
    const v1 = 10 * rng.int(3, 12);
    let v2 = 10 * rng.int(3, 12);
    while (v2 === v1) v2 = 10 * rng.int(3, 12);
    return { moviles, distancia: 10 * rng.int(6, 45), v1, v2 };
  },
  build: ({ moviles, distancia, v1, v2 }, rng) => {
    const x = (distancia * v1) / (v1 + v2);
    const t = distancia / (v1 + v2);
    const { options, correctAnswer } = numericOptions(
      rng,
      x,
      [
        distancia - x,
        distancia / 2,
        (distancia * v2) / (v1 + v2) / 2,
        v1 * (distancia / Math.abs(v1 - v2)),
      ].filter((value) => value > 0 && value < distancia),
      (value) => `${fmtSig(value)} km`,
    );
    return {
      question: `Las ciudades A y B están a ${distancia} km por una ruta recta. Al mismo tiempo salen ${moviles[0]} de A hacia B, a ${v1} km/h, y ${moviles[1]} de B hacia A, a ${v2} km/h, los dos a velocidad constante. ¿A qué distancia de A se cruzan?${redondeo(x)}`,
      options,
      correctAnswer,
      explanation: pasos(
        [
          r`Origen en A, positivo hacia B, t en horas: $x_1 = ${v1}\,t$ y $x_2 = ${distancia} - ${v2}\,t$.`,
          r`Se cruzan cuando $x_1 = x_2$: $${v1}\,t + ${v2}\,t = ${distancia} \Rightarrow t = \dfrac{${distancia}}{${v1 + v2}} ${eqSig(t)} ${texSig(t)}$ h. Se acercan ${v1 + v2} km cada hora.`,
          r`Posición: $x = ${v1} \cdot t ${eqSig(x)} ${texSig(x)}$ km de A. Control: el otro recorrió $${texSig(distancia - x)}$ km y entre los dos suman ${distancia} km.`,
          `Errores típicos: medir desde B (${fmtSig(distancia - x)} km) o suponer que se cruzan a mitad de camino (${fmtSig(distancia / 2)} km), lo que solo pasa con velocidades iguales.`,
        ],
        `A ${fmtSig(x)} km de A.`,
      ),
    };
  },
  solve: ({ distancia, v1, v2 }) => {
    // The time first, then where the first one is.
    const t = bisect((time) => v1 * time - (distancia - v2 * time), 0, distancia);
    return v1 * t;
  },
};

interface PersecucionParams {
  v: number;
  a: number;
  demora: number;
}

/** A patrol car that starts from rest (maybe a few seconds late) after a car at constant speed. */
const persecucion: Generator<PersecucionParams> = {
  id: 'fis-mecanica-gen-persecucion',
  subject: 'fisica',
  topic: 'mecanica',
  difficulty: 'dificil',
  subtopic: 'mecanica.encuentro-graficos',
  figure: ({ v, a }) =>
    trackFigure({
      length: 100,
      bodies: [
        { name: 'auto', at: 0, motion: `${v} m/s` },
        { name: 'patrullero', at: 0, motion: `a = ${fmtNum(a)} m/s²` },
      ],
      alt: `Un auto pasa a ${v} m/s junto a un patrullero detenido, que arranca en el mismo sentido con una aceleración de ${fmtNum(a)} m/s².`,
    }),
  params: (rng) => {
    for (;;) {
      const params = { v: rng.int(8, 25), a: rng.int(3, 10) / 2, demora: rng.int(0, 4) };
      const { v, a, demora } = params;
      const tau = (v + Math.sqrt(v * v + 2 * a * v * demora)) / a;
      // A patrol car tops out around 160 km/h.
      if (a * tau <= 45) return params;
    }
  },
  build: ({ v, a, demora }, rng) => {
    // τ: time the patrol car has been moving; ½·a·τ² = v·(τ + demora).
    const tau = (v + Math.sqrt(v * v + 2 * a * v * demora)) / a;
    const x = v * (tau + demora);
    const sinDemora = (2 * v * v) / a;
    const { options, correctAnswer } = numericOptions(
      rng,
      x,
      [(v * v) / a, (4 * v * v) / a, sinDemora, v * (v / a + demora)],
      (value) => `${fmtSig(value)} m`,
    );
    const arranque =
      demora === 0 ? 'en ese mismo instante' : `${demora} ${demora === 1 ? 'segundo' : 'segundos'} después`;
    const ecuacion =
      demora === 0
        ? r`$\frac{1}{2} \cdot ${texNum(a)}\,\tau^2 = ${v}\,\tau \Rightarrow \tau = \dfrac{2 \cdot ${v}}{${texNum(a)}} ${eqSig(tau)} ${texSig(tau)}$ s (la otra solución, τ = 0, es la partida).`
        : r`$\frac{1}{2} \cdot ${texNum(a)}\,\tau^2 = ${v}\,(\tau + ${demora})$, es decir $${texNum(a / 2)}\,\tau^2 - ${v}\,\tau - ${v * demora} = 0$. La raíz positiva es $\tau = \dfrac{${v} + \sqrt{${v}^2 + 4 \cdot ${texNum(a / 2)} \cdot ${v * demora}}}{2 \cdot ${texNum(a / 2)}} ${eqSig(tau)} ${texSig(tau)}$ s.`;
    return {
      question: `Un auto pasa a ${v} m/s constantes junto a un patrullero detenido. El patrullero arranca ${arranque}, en la misma dirección y sentido, con una aceleración constante de ${fmtNum(a)} m/s². ¿A qué distancia del punto de partida del patrullero lo alcanza?${redondeo(x)}`,
      options,
      correctAnswer,
      explanation: pasos(
        [
          r`Origen en el patrullero. Llamá τ al tiempo que lleva moviéndose el patrullero: $x_P = \frac{1}{2} \cdot ${texNum(a)}\,\tau^2$. El auto lleva ${demora === 0 ? 'el mismo tiempo' : `${demora} s más`}: $x_A = ${v}\,(\tau + ${demora})$.`,
          `Lo alcanza cuando las posiciones coinciden: ${ecuacion}`,
          r`Distancia: $x = ${v} \cdot (${texSig(tau)} + ${demora}) ${eqSig(x)} ${texSig(x)}$ m.`,
          `Error típico: igualar las velocidades. Cuando el patrullero llega a ${v} m/s todavía está detrás del auto; lo alcanza más tarde, yendo más rápido.`,
        ],
        `${fmtSig(x)} m.`,
      ),
    };
  },
  solve: ({ v, a, demora }) => {
    // Gap between the two as a function of the time since the car passed; find where it closes.
    const gap = (t: number) => (t <= demora ? -v * t : 0.5 * a * (t - demora) ** 2 - v * t);
    const start = demora + (2 * v) / a / 2; // the gap is growing before this point
    const t = bisect(gap, Math.max(start, demora + 1e-6), 1000);
    return v * t;
  },
};

interface GraficoParams {
  v: number;
  t1: number;
  t2: number;
  t3: number;
}

/** Reading a v(t) graph with three straight segments: speeding up, constant, braking. */
const graficoVt: Generator<GraficoParams> = {
  id: 'fis-mecanica-gen-grafico-vt',
  subject: 'fisica',
  topic: 'mecanica',
  difficulty: 'medio',
  subtopic: 'mecanica.encuentro-graficos',
  figure: ({ v, t1, t2, t3 }) =>
    motionGraph({
      quantity: 'v',
      bodies: [
        {
          corners: [
            [0, 0],
            [t1, v],
            [t1 + t2, v],
            [t1 + t2 + t3, 0],
          ],
        },
      ],
      alt: `Gráfico v(t) en tres tramos rectos: durante ${t1} s la velocidad sube de 0 a ${v} m/s, durante ${t2} s se mantiene en ${v} m/s y durante los últimos ${t3} s baja hasta 0.`,
    }),
  params: (rng) => ({ v: rng.int(2, 25), t1: rng.int(2, 10), t2: rng.int(3, 20), t3: rng.int(2, 10) }),
  build: ({ v, t1, t2, t3 }, rng) => {
    const d1 = (v * t1) / 2;
    const d2 = v * t2;
    const d3 = (v * t3) / 2;
    const total = d1 + d2 + d3;
    const { options, correctAnswer } = numericOptions(
      rng,
      total,
      [v * (t1 + t2 + t3), d2, d2 + d1, v * t1 + d2 + v * t3 * 2],
      (value) => `${fmtSig(value)} m`,
    );
    return {
      question: `El gráfico de velocidad en función del tiempo de un móvil tiene tres tramos rectos: en los primeros ${t1} s la velocidad sube de 0 a ${v} m/s, durante los ${t2} s siguientes se mantiene en ${v} m/s y en los últimos ${t3} s baja de manera uniforme hasta 0. ¿Qué distancia recorre en total?${redondeo(total)}`,
      options,
      correctAnswer,
      explanation: pasos(
        [
          'La distancia recorrida es el área bajo el gráfico v(t) (la velocidad nunca es negativa): un triángulo, un rectángulo y otro triángulo.',
          r`Arranque: $\frac{1}{2} \cdot ${t1} \cdot ${v} = ${texNum(d1)}$ m. Tramo constante: $${t2} \cdot ${v} = ${d2}$ m. Frenado: $\frac{1}{2} \cdot ${t3} \cdot ${v} = ${texNum(d3)}$ m.`,
          r`Total: $${texNum(d1)} + ${d2} + ${texNum(d3)} = ${texNum(total)}$ m.`,
          `Error típico: multiplicar ${v} m/s por los ${t1 + t2 + t3} s (${fmtSig(v * (t1 + t2 + t3))} m), como si la velocidad hubiera sido máxima todo el tiempo.`,
        ],
        `${fmtSig(total)} m.`,
      ),
    };
  },
  solve: ({ v, t1, t2, t3 }) => {
    // Trapezoids on each straight segment of v(t): exact for straight lines, and no formula for areas.
    const speed = (t: number) => (t <= t1 ? (v * t) / t1 : t <= t1 + t2 ? v : v * (1 - (t - t1 - t2) / t3));
    let area = 0;
    for (const [start, end] of [
      [0, t1],
      [t1, t1 + t2],
      [t1 + t2, t1 + t2 + t3],
    ] as const) {
      const step = (end - start) / 10;
      for (let i = 0; i < 10; i++) {
        const a = start + i * step;
        area += ((speed(a) + speed(a + step)) / 2) * step;
      }
    }
    return area;
  },
};

interface PoleasParams {
  sistema: 'atwood' | 'mesa';
  pregunta: 'aceleracion' | 'tension';
  m1: number;
  m2: number;
  mu: number;
}

/** Two bodies tied by a rope over an ideal pulley: an Atwood machine or a block on a table. */
const poleas: Generator<PoleasParams> = {
  id: 'fis-mecanica-gen-poleas',
  subject: 'fisica',
  topic: 'mecanica',
  difficulty: 'dificil',
  subtopic: 'mecanica.tension-poleas',
  figure: ({ sistema, m1, m2, mu }) =>
    sistema === 'atwood'
      ? pulleySetup({
          kind: 'atwood',
          bodies: [`${m1} kg`, `${m2} kg`],
          alt: `Máquina de Atwood: de un lado de la polea cuelga un cuerpo de ${m1} kg y del otro uno de ${m2} kg.`,
        })
      : pulleySetup({
          kind: 'mesa',
          bodies: [`${m1} kg`, `${m2} kg`],
          surface: mu === 0 ? 'sin rozamiento' : `μ = ${fmtNum(mu)}`,
          alt: `Un bloque de ${m1} kg sobre una mesa horizontal ${mu === 0 ? 'sin rozamiento' : `con coeficiente de rozamiento ${fmtNum(mu)}`}, atado a una soga que pasa por una polea en el borde; del otro extremo cuelga un cuerpo de ${m2} kg.`,
        }),
  params: (rng) => {
    const sistema = rng.next() < 0.5 ? 'atwood' : 'mesa';
    const pregunta = rng.next() < 0.5 ? 'aceleracion' : 'tension';
    for (;;) {
      // m1: the body that rises (Atwood) or slides on the table; m2: the one that goes down.
      const m1 = rng.int(1, 12);
      const m2 = rng.int(1, 12);
      const mu = sistema === 'mesa' ? rng.int(0, 6) / 20 : 0;
      const neta = sistema === 'atwood' ? m2 - m1 : m2 - mu * m1;
      if (neta >= 0.5) return { sistema, pregunta, m1, m2, mu };
    }
  },
  build: ({ sistema, pregunta, m1, m2, mu }, rng) => {
    const total = m1 + m2;
    const fuerzaNeta = sistema === 'atwood' ? (m2 - m1) * G10 : m2 * G10 - mu * m1 * G10;
    const a = fuerzaNeta / total;
    const tension = m2 * (G10 - a);
    const enunciado =
      sistema === 'atwood'
        ? `En una máquina de Atwood ideal cuelgan dos cuerpos de ${m1} kg y ${m2} kg de los extremos de una soga que pasa por una polea.`
        : `Un bloque de ${m1} kg está sobre una mesa horizontal ${mu === 0 ? 'sin rozamiento' : `con coeficiente de rozamiento cinético ${fmtNum(mu)}`}, atado a una soga ideal que pasa por una polea en el borde; del otro extremo cuelga un cuerpo de ${m2} kg.`;
    const ecuaciones =
      sistema === 'atwood'
        ? r`Cuerpo de ${m2} kg (baja): $${m2 * G10} - T = ${m2}\,a$. Cuerpo de ${m1} kg (sube): $T - ${m1 * G10} = ${m1}\,a$.`
        : r`Cuerpo que cuelga: $${m2 * G10} - T = ${m2}\,a$. Bloque de la mesa: $T${mu === 0 ? '' : ` - ${texNum(mu * m1 * G10)}`} = ${m1}\,a$${mu === 0 ? '' : r` (el rozamiento es $\mu N = ${texNum(mu)} \cdot ${m1 * G10}$ N)`}.`;
    const pasoA = r`Sumando las dos ecuaciones la tensión se cancela: $${texNum(fuerzaNeta)} = ${total}\,a \Rightarrow a ${eqSig(a)} ${texSig(a)}\ \text{m/s}^2$.`;
    const pasoT = r`Tensión, desde el cuerpo que cuelga: $T = ${m2} \cdot (10 - ${texSig(a)}) ${eqSig(tension)} ${texSig(tension)}$ N, menor que su peso (${m2 * G10} N) porque baja acelerando.`;
    const value = pregunta === 'aceleracion' ? a : tension;
    const unidad = pregunta === 'aceleracion' ? 'm/s²' : 'N';
    const candidatos =
      pregunta === 'aceleracion'
        ? [
            fuerzaNeta / m2,
            fuerzaNeta / m1,
            sistema === 'atwood' ? G10 : (m2 * G10) / total,
            G10 * (m2 / total),
          ]
        : [m2 * G10, m1 * G10, ((m1 + m2) * G10) / 2, m2 * (G10 + a)];
    const { options, correctAnswer } = numericOptions(
      rng,
      value,
      candidatos.filter((c) => c > 0),
      (x) => `${fmtSig(x)} ${unidad}`,
    );
    return {
      question: `${enunciado} ¿${pregunta === 'aceleracion' ? 'Cuál es la aceleración del sistema' : 'Cuál es la tensión de la soga'}? (Usá g = 10 m/s².${redondeo(value)})`,
      options,
      correctAnswer,
      explanation: pasos(
        [
          ecuaciones,
          pasoA,
          pasoT,
          'Error típico: tomar la tensión igual al peso del cuerpo que cuelga, o dividir la fuerza neta por una sola de las masas: se mueven juntos, así que acelera la masa total.',
        ],
        `${fmtSig(value)} ${unidad}.`,
      ),
    };
  },
  solve: ({ sistema, pregunta, m1, m2, mu }) => {
    // Solve the 2×2 linear system in (a, T) by Cramer's rule.
    // m2·a + T = m2·g ; m1·a − T = −m1·g (Atwood) or m1·a − T = −μ·m1·g (table).
    const c2 = sistema === 'atwood' ? -m1 * G10 : -mu * m1 * G10;
    const det = m2 * -1 - 1 * m1;
    const a = (m2 * G10 * -1 - 1 * c2) / det;
    const t = (m2 * c2 - m1 * m2 * G10) / det;
    return pregunta === 'aceleracion' ? a : t;
  },
};

interface ResorteParams {
  k: number;
  xCm: number;
  m: number;
  mu: number;
}

/** A compressed spring launches a block over a floor with friction: how far it slides. */
const resorteRozamiento: Generator<ResorteParams> = {
  id: 'fis-mecanica-gen-resorte-rozamiento',
  subject: 'fisica',
  topic: 'mecanica',
  difficulty: 'medio',
  subtopic: 'mecanica.trabajo-energia',
  figure: ({ k, xCm, m }) =>
    springFigure({
      constant: `${k} N/m`,
      mass: `${fmtNum(m)} kg`,
      stretch: `${xCm} cm`,
      alt: `Un resorte de constante ${k} N/m comprimido ${xCm} cm contra un bloque de ${fmtNum(m)} kg apoyado en un piso horizontal.`,
    }),
  params: (rng) => {
    for (;;) {
      const params = {
        k: 100 * rng.int(2, 20),
        xCm: rng.int(5, 30),
        m: rng.int(1, 10) / 2,
        mu: rng.int(2, 10) / 20,
      };
      const energia = 0.5 * params.k * (params.xCm / 100) ** 2;
      const d = energia / (params.mu * params.m * G10);
      // A table-top launch: a few metres at most, at walking-to-running speeds.
      if (d >= 0.2 && d <= 12 && energia / params.m <= 32) return params;
    }
  },
  build: ({ k, xCm, m, mu }, rng) => {
    const x = xCm / 100;
    const energia = 0.5 * k * x * x;
    const roce = mu * m * G10;
    const d = energia / roce;
    const { options, correctAnswer } = numericOptions(
      rng,
      d,
      [(k * x * x) / roce, (0.5 * k * x) / roce, energia / (m * G10), energia / (mu * m)],
      (value) => `${fmtSig(value)} m`,
    );
    return {
      question: `Un resorte de constante ${k} N/m, comprimido ${xCm} cm, lanza un bloque de ${fmtNum(m)} kg sobre un piso horizontal. El coeficiente de rozamiento cinético entre el bloque y el piso es ${fmtNum(mu)} y solo hay rozamiento después de que el bloque se separa del resorte. ¿Qué distancia recorre el bloque desde que se separa hasta detenerse? (Usá g = 10 m/s².${redondeo(d)})`,
      options,
      correctAnswer,
      explanation: pasos(
        [
          r`Energía elástica, con x en metros: $E = \frac{1}{2} k x^2 = \frac{1}{2} \cdot ${k} \cdot ${texNum(x)}^2 ${eqSig(energia)} ${texSig(energia)}$ J. Toda pasa a energía cinética del bloque.`,
          r`Esa energía la disipa el rozamiento: $f = \mu\,m\,g = ${texNum(mu)} \cdot ${texNum(m)} \cdot 10 = ${texNum(roce)}$ N, y su trabajo es $-f\,d$.`,
          r`$f\,d = E \Rightarrow d = \dfrac{${texSig(energia)}}{${texNum(roce)}} ${eqSig(d)} ${texSig(d)}$ m.`,
          'Errores típicos: olvidar el 1/2 de la energía elástica, no elevar la compresión al cuadrado o dejarla en centímetros.',
        ],
        `${fmtSig(d)} m.`,
      ),
    };
  },
  solve: ({ k, xCm, m, mu }) => {
    // Launch speed first, then braking with a = μ·g.
    const v0 = (xCm / 100) * Math.sqrt(k / m);
    return (v0 * v0) / (2 * mu * G10);
  },
};

interface PalancaParams {
  largo: number;
  apoyo: number;
  masaBarra: number;
  m1: number;
}

/** A uniform bar on a pivot with a load at the left end: the load that balances it at the right end. */
const palanca: Generator<PalancaParams> = {
  id: 'fis-mecanica-gen-palanca',
  subject: 'fisica',
  topic: 'mecanica',
  difficulty: 'medio',
  subtopic: 'mecanica.estatica',
  figure: ({ largo, apoyo, masaBarra, m1 }) =>
    beamFigure({
      length: `${largo} m`,
      forces: [
        { at: 0, label: `${m1} kg` },
        { at: 0.5, label: `${masaBarra} kg` },
        { at: 1, label: 'm' },
      ],
      supports: [{ at: apoyo / largo }],
      distances: [{ from: 0, to: apoyo / largo, label: `${fmtNum(apoyo)} m` }],
      alt: `Una barra homogénea de ${largo} m y ${masaBarra} kg (su peso en el centro) apoyada a ${fmtNum(apoyo)} m de su extremo izquierdo; del extremo izquierdo cuelgan ${m1} kg y del derecho, la masa m que hay que hallar.`,
    }),
  params: (rng) => {
    const largo = rng.int(2, 6);
    return { largo, apoyo: (largo * rng.int(6, 8)) / 10, masaBarra: rng.int(2, 20), m1: rng.int(2, 20) };
  },
  build: ({ largo, apoyo, masaBarra, m1 }, rng) => {
    const brazoBarra = apoyo - largo / 2;
    const brazo2 = largo - apoyo;
    const m2 = (m1 * apoyo + masaBarra * brazoBarra) / brazo2;
    const { options, correctAnswer } = numericOptions(
      rng,
      m2,
      [
        (m1 * apoyo) / brazo2,
        (m1 * brazo2) / apoyo,
        (m1 * apoyo + masaBarra * (largo / 2)) / brazo2,
        m1 + masaBarra,
      ],
      (value) => `${fmtSig(value)} kg`,
    );
    return {
      question: `Una barra homogénea de ${largo} m y ${masaBarra} kg se apoya en un punto que está a ${fmtNum(apoyo)} m de su extremo izquierdo. Del extremo izquierdo cuelga un cuerpo de ${m1} kg. ¿Qué masa hay que colgar del extremo derecho para que la barra quede en equilibrio horizontal?${redondeo(m2)}`,
      options,
      correctAnswer,
      explanation: pasos(
        [
          r`El peso de la barra actúa en su centro, a ${fmtNum(largo / 2)} m del extremo izquierdo: queda a $${texNum(apoyo)} - ${texNum(largo / 2)} = ${texNum(brazoBarra)}$ m a la izquierda del apoyo. El extremo derecho está a $${largo} - ${texNum(apoyo)} = ${texNum(brazo2)}$ m del apoyo.`,
          r`Momentos respecto del apoyo (g se simplifica): $${m1} \cdot ${texNum(apoyo)} + ${masaBarra} \cdot ${texNum(brazoBarra)} = m \cdot ${texNum(brazo2)}$.`,
          r`$m = \dfrac{${texNum(m1 * apoyo)} + ${texNum(masaBarra * brazoBarra)}}{${texNum(brazo2)}} ${eqSig(m2)} ${texSig(m2)}$ kg.`,
          `Errores típicos: olvidar el peso de la barra (${fmtSig((m1 * apoyo) / brazo2)} kg) o medir su brazo desde el extremo y no desde el apoyo.`,
        ],
        `${fmtSig(m2)} kg.`,
      ),
    };
  },
  solve: ({ largo, apoyo, masaBarra, m1 }) => {
    // Net torque about the left end as the bar's support force also balances the weights.
    const torque = (m: number) => {
      const normal = m1 + masaBarra + m;
      return normal * apoyo - masaBarra * (largo / 2) - m * largo;
    };
    // torque(m) decreases with m; find where it vanishes.
    return bisect((m) => -torque(m), 0, 10_000);
  },
};

interface ArquimedesParams {
  material: { nombre: string; densidad: number };
  liquido: { nombre: string; densidad: number };
  masa: number;
}

const MATERIALES = [
  { nombre: 'aluminio', densidad: 2700 },
  { nombre: 'hierro', densidad: 7900 },
  { nombre: 'cobre', densidad: 8900 },
  { nombre: 'plomo', densidad: 11_300 },
  { nombre: 'vidrio', densidad: 2500 },
  { nombre: 'granito', densidad: 2700 },
];

const LIQUIDOS = [
  { nombre: 'agua', densidad: 1000 },
  { nombre: 'agua de mar', densidad: 1030 },
  { nombre: 'aceite', densidad: 900 },
  { nombre: 'alcohol', densidad: 800 },
  { nombre: 'glicerina', densidad: 1260 },
];

/** A solid hanging from a spring scale, fully under a liquid: what the scale reads. */
const arquimedes: Generator<ArquimedesParams> = {
  id: 'fis-mecanica-gen-arquimedes',
  subject: 'fisica',
  topic: 'mecanica',
  difficulty: 'dificil',
  subtopic: 'mecanica.hidrostatica',
  figure: ({ material, liquido, masa }) =>
    submergedBody({
      body: `${fmtNum(masa)} kg`,
      liquid: liquido.nombre,
      alt: `Un bloque de ${material.nombre} de ${fmtNum(masa)} kg totalmente sumergido en ${liquido.nombre}: el empuje E hacia arriba y el peso P hacia abajo.`,
    }),
  params: (rng) => ({
    material: rng.pick(MATERIALES),
    liquido: rng.pick(LIQUIDOS),
    masa: rng.int(2, 60) / 2,
  }),
  build: ({ material, liquido, masa }, rng) => {
    const volumen = masa / material.densidad;
    const peso = masa * G10;
    const empuje = liquido.densidad * G10 * volumen;
    const aparente = peso - empuje;
    const { options, correctAnswer } = numericOptions(
      rng,
      aparente,
      [peso, empuje, peso + empuje, peso - liquido.densidad * volumen],
      (value) => `${fmtSig(value)} N`,
    );
    return {
      question: `Un bloque de ${material.nombre} (ρ = ${fmtNum(material.densidad)} kg/m³) de ${fmtNum(masa)} kg cuelga de un dinamómetro y se sumerge por completo en ${liquido.nombre} (ρ = ${fmtNum(liquido.densidad)} kg/m³), sin tocar el fondo. ¿Qué marca el dinamómetro? (Usá g = 10 m/s².${redondeo(aparente)})`,
      options,
      correctAnswer,
      explanation: pasos(
        [
          r`Volumen del bloque: $V = \dfrac{m}{\rho} = \dfrac{${texNum(masa)}}{${material.densidad}} ${eqSig(volumen)} ${texSci(volumen)}$ m³.`,
          r`Peso: $${texNum(masa)} \cdot 10 = ${texNum(peso)}$ N. Empuje (Arquímedes): $E = \rho_{liq}\,g\,V = ${liquido.densidad} \cdot 10 \cdot V ${eqSig(empuje)} ${texSig(empuje)}$ N.`,
          r`El dinamómetro marca el peso aparente: $${texNum(peso)} - ${texSig(empuje)} ${eqSig(aparente)} ${texSig(aparente)}$ N.`,
          'Errores típicos: ignorar el empuje, sumarlo al peso o calcularlo con la densidad del bloque en lugar de la del líquido.',
        ],
        `${fmtSig(aparente)} N.`,
      ),
    };
  },
  solve: ({ material, liquido, masa }) => masa * G10 * (1 - liquido.densidad / material.densidad),
};

interface PrensaParams {
  d1: number;
  d2: number;
  masa: number;
}

/** Hydraulic press with circular pistons given by their diameters: the force on the small one. */
const prensa: Generator<PrensaParams> = {
  id: 'fis-mecanica-gen-prensa',
  subject: 'fisica',
  topic: 'mecanica',
  difficulty: 'medio',
  subtopic: 'mecanica.hidrostatica',
  figure: ({ d1, d2, masa }) =>
    hydraulicPress({
      small: `diámetro ${d1} cm`,
      large: `diámetro ${d2} cm`,
      smallForce: 'F = ?',
      largeForce: `${masa} kg`,
      alt: `Una prensa hidráulica con émbolos circulares de ${d1} cm y ${d2} cm de diámetro; sobre el grande se apoya una carga de ${masa} kg y se busca la fuerza F sobre el chico.`,
    }),
  params: (rng) => {
    const d1 = rng.int(1, 6);
    return { d1, d2: d1 * rng.int(3, 12) + rng.int(0, 1) * 2, masa: 50 * rng.int(4, 40) };
  },
  build: ({ d1, d2, masa }, rng) => {
    const peso = masa * G10;
    const f1 = peso * (d1 / d2) ** 2;
    const { options, correctAnswer } = numericOptions(
      rng,
      f1,
      [peso * (d1 / d2), peso, peso * (d2 / d1) ** 2, peso * (d1 / d2) ** 2 * 4],
      (value) => `${fmtSig(value)} N`,
    );
    return {
      question: `Los émbolos circulares de una prensa hidráulica tienen ${d1} cm y ${d2} cm de diámetro. ¿Qué fuerza hay que hacer sobre el émbolo chico para sostener una carga de ${masa} kg apoyada en el grande? (Usá g = 10 m/s².${redondeo(f1)})`,
      options,
      correctAnswer,
      explanation: pasos(
        [
          r`Principio de Pascal: la presión es la misma en los dos émbolos, $\dfrac{F_1}{A_1} = \dfrac{F_2}{A_2}$, así que $F_1 = F_2 \cdot \dfrac{A_1}{A_2}$.`,
          r`El área de un círculo es proporcional al cuadrado del diámetro: $\dfrac{A_1}{A_2} = \left(\dfrac{${d1}}{${d2}}\right)^2$. Como es un cociente, no hace falta pasar a metros.`,
          r`$F_1 = ${peso} \cdot \left(\dfrac{${d1}}{${d2}}\right)^2 ${eqSig(f1)} ${texSig(f1)}$ N.`,
          `Error típico: usar el cociente de diámetros sin elevarlo al cuadrado (${fmtSig(peso * (d1 / d2))} N).`,
        ],
        `${fmtSig(f1)} N.`,
      ),
    };
  },
  solve: ({ d1, d2, masa }) => {
    // Areas in m², then equal pressures.
    const a1 = Math.PI * (d1 / 200) ** 2;
    const a2 = Math.PI * (d2 / 200) ** 2;
    return (masa * G10 * a1) / a2;
  },
};

export const generators: Generator[] = [
  conRedondeo(frenado),
  conRedondeo(planoInclinado),
  encuentro,
  persecucion,
  graficoVt,
  poleas,
  resorteRozamiento,
  palanca,
  arquimedes,
  prensa,
];
