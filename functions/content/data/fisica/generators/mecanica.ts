import { fmtNum, texNum } from '../../../lib.ts';
import type { Generator } from '../../../schema.ts';
import { eqDec, eqSig, fmtSig, numericOptions, pasos, texSig } from '../helpers.ts';

const G = 9.8;
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
  params: (rng) => ({
    vehiculo: rng.pick(VEHICULOS),
    kmh: 18 * rng.int(2, 8),
    a: rng.int(4, 16) / 2,
  }),
  build: ({ vehiculo, kmh, a }, rng) => {
    const v = kmh / 3.6;
    const d = v ** 2 / (2 * a);
    const sinConvertir = kmh ** 2 / (2 * a);
    const { opciones, respuestaCorrecta } = numericOptions(
      rng,
      d,
      [sinConvertir, v ** 2 / a, v / (2 * a), (kmh * 3.6) ** 2 / (2 * a)],
      (value) => `${fmtSig(value)} m`,
    );
    return {
      pregunta: `${vehiculo} circula a ${kmh} km/h por una ruta recta y frena con una desaceleración constante de ${fmtNum(a)} m/s² hasta detenerse. ¿Qué distancia recorre mientras frena?`,
      opciones,
      respuestaCorrecta,
      explicacion: pasos(
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
    const { opciones, respuestaCorrecta } = numericOptions(
      rng,
      a,
      [G * sin, G * (sin + mu * cos), G * (cos - mu * sin), G * (sin - mu)].filter((value) => value > 0),
      (value) => `${fmtSig(value)} m/s²`,
    );
    return {
      pregunta: `Un bloque de ${masa} kg baja deslizando por un plano inclinado ${angulo}° respecto de la horizontal. El coeficiente de rozamiento cinético entre el bloque y el plano es ${fmtNum(mu)}. ¿Cuál es la aceleración del bloque? (g = 9,8 m/s²)`,
      opciones,
      respuestaCorrecta,
      explicacion: pasos(
        [
          String.raw`Tomá el eje x a lo largo del plano, hacia abajo, y el eje y perpendicular. El peso es $P = ${masa} \cdot 9{,}8 = ${texNum(peso)}$ N y se descompone en $P_x = P \sin ${angulo}^\circ ${eqDec(px)} ${texNum(px)}$ N (plano abajo) y $P_y = P \cos ${angulo}^\circ ${eqDec(normal)} ${texNum(normal)}$ N.`,
          String.raw`En y no hay aceleración, así que $N = P_y ${eqDec(normal)} ${texNum(normal)}$ N. El rozamiento apunta plano arriba y vale $f = \mu_c N = ${texNum(mu)} \cdot ${texNum(normal)} ${eqDec(roce)} ${texNum(roce)}$ N.`,
          String.raw`Segunda ley en x: $a = \dfrac{P_x - f}{m} \approx \dfrac{${texNum(px)} - ${texNum(roce)}}{${masa}} \approx ${texSig(a)}\ \text{m/s}^2$.`,
          String.raw`Fijate que la masa se simplifica: $a = g\,(\sin\theta - \mu_c \cos\theta) = 9{,}8 \cdot (${texNum(sin, 3)} - ${texNum(mu)} \cdot ${texNum(cos, 3)}) ${eqSig(a)} ${texSig(a)}\ \text{m/s}^2$. Sin rozamiento sería $g \sin\theta \approx ${texSig(G * sin)}\ \text{m/s}^2$.`,
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

export const generators: Generator[] = [frenado, planoInclinado];
