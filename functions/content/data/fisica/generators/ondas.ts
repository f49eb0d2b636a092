import { GRAVITY } from '../../../../lib/science/constants.ts';
import { pendulumFigure } from '../../../figures/oscillations.ts';
import { fmtNum, texNum } from '../../../lib.ts';
import type { Generator } from '../../../schema.ts';
import { conRedondeo, eqSig, fmtSig, legible, numericOptions, pasos, texSig } from '../helpers.ts';

type Modo = 'longitud' | 'frecuencia' | 'velocidad';

interface OndaParams {
  modo: Modo;
  medio: string;
  /** Propagation speed in m/s (given in 'longitud' and 'frecuencia'). */
  v: number;
  /** Frequency in Hz (given in 'longitud' and 'velocidad'). */
  f: number;
  /** Wavelength in m (given in 'frecuencia' and 'velocidad'). */
  lambda: number;
  /** Whether the wavelength is stated in cm. */
  enCm: boolean;
}

const MEDIOS_SONIDO = [
  { medio: 'Una onda sonora en el aire', v: 340 },
  { medio: 'Una onda sonora en el agua', v: 1480 },
  { medio: 'Una onda sonora en un riel de acero', v: 5100 },
];
const FRECUENCIAS_SONIDO = [
  85, 100, 125, 170, 200, 250, 340, 400, 500, 680, 850, 1000, 1700, 2000, 2500, 4000,
];

function textoFrecuencia(f: number): string {
  return f >= 1000 ? `${fmtNum(f / 1000)} kHz` : `${fmtNum(f)} Hz`;
}

function textoLongitud(lambda: number, enCm: boolean): string {
  return enCm ? `${fmtNum(lambda * 100)} cm` : `${fmtNum(lambda)} m`;
}

/** v = λ·f in its three directions, with kHz and cm to convert. */
const velocidadOnda: Generator<OndaParams> = {
  id: 'fis-ondas-gen-velocidad-onda',
  subject: 'fisica',
  topic: 'ondas',
  difficulty: 'facil',
  subtopic: 'ondas.magnitudes-velocidad',
  params: (rng) => {
    const modo = rng.pick<Modo>(['longitud', 'frecuencia', 'velocidad']);
    if (modo === 'longitud') {
      const { medio, v } = rng.pick(MEDIOS_SONIDO);
      return { modo, medio, v, f: rng.pick(FRECUENCIAS_SONIDO), lambda: 0, enCm: false };
    }
    const enCm = rng.next() < 0.5;
    const lambda = enCm ? (5 * rng.int(2, 19)) / 100 : rng.pick([1, 1.5, 2, 2.5, 3, 4, 5, 6, 8]);
    if (modo === 'frecuencia') {
      const sonido = rng.next() < 0.5;
      if (sonido) {
        const { medio, v } = rng.pick(MEDIOS_SONIDO);
        return { modo, medio, v, f: 0, lambda, enCm };
      }
      return { modo, medio: 'Una onda en una cuerda tensa', v: 5 * rng.int(4, 30), f: 0, lambda, enCm };
    }
    const medio = rng.pick([
      'Una onda en una cuerda tensa',
      'Una onda en un resorte largo',
      'Una onda en una soga',
    ]);
    return { modo, medio, v: 0, f: rng.int(2, 40), lambda, enCm };
  },
  build: ({ modo, medio, v, f, lambda, enCm }, rng) => {
    const lambdaTxt = textoLongitud(lambda, enCm);
    if (modo === 'longitud') {
      const answer = v / f;
      const kHz = f >= 1000;
      const { options, correctAnswer } = numericOptions(
        rng,
        answer,
        [v * f, f / v, kHz ? v / (f / 1000) : v / (2 * f), (2 * v) / f],
        (value) => legible(value, 'm'),
      );
      return {
        question: `${medio} (v = ${fmtNum(v)} m/s) tiene una frecuencia de ${textoFrecuencia(f)}. ¿Cuál es su longitud de onda?`,
        options,
        correctAnswer,
        explanation: pasos(
          [
            kHz
              ? `Pasá la frecuencia a hertz: ${textoFrecuencia(f)} $= ${texNum(f)}$ Hz.`
              : `La frecuencia ya está en hertz: f = ${fmtNum(f)} Hz.`,
            String.raw`De $v = \lambda \cdot f$ despejás $\lambda = \dfrac{v}{f}$.`,
            String.raw`$\lambda = \dfrac{${texNum(v)}}{${texNum(f)}} ${eqSig(answer)} ${texSig(answer)}$ m.`,
            `Control: multiplicar v por f (${fmtSig(v * f)} m) o dividir f por v (${fmtSig(f / v)} m) son los errores más comunes; revisá que las unidades den metros: (m/s)/(1/s) = m.`,
          ],
          `${fmtSig(answer)} m.`,
        ),
      };
    }
    if (modo === 'frecuencia') {
      const answer = v / lambda;
      const { options, correctAnswer } = numericOptions(
        rng,
        answer,
        [v * lambda, lambda / v, enCm ? v / (lambda * 100) : v / (2 * lambda)],
        (value) => legible(value, 'Hz'),
      );
      return {
        question: `${medio} se propaga a ${fmtNum(v)} m/s y su longitud de onda es de ${lambdaTxt}. ¿Cuál es su frecuencia?`,
        options,
        correctAnswer,
        explanation: pasos(
          [
            enCm
              ? `Pasá la longitud de onda a metros: ${lambdaTxt} = ${fmtNum(lambda)} m.`
              : `La longitud de onda ya está en metros: λ = ${fmtNum(lambda)} m.`,
            String.raw`De $v = \lambda \cdot f$ despejás $f = \dfrac{v}{\lambda}$.`,
            String.raw`$f = \dfrac{${texNum(v)}}{${texNum(lambda)}} ${eqSig(answer)} ${texSig(answer)}$ Hz.`,
            enCm
              ? `Si no pasás los centímetros a metros, obtenés ${fmtSig(v / (lambda * 100))} Hz, un valor 100 veces menor.`
              : 'Control: la unidad queda (m/s)/m = 1/s = Hz.',
          ],
          `${fmtSig(answer)} Hz.`,
        ),
      };
    }
    const answer = lambda * f;
    const { options, correctAnswer } = numericOptions(
      rng,
      answer,
      [lambda / f, f / lambda, enCm ? lambda * 100 * f : 2 * lambda * f],
      (value) => legible(value, 'm/s'),
    );
    return {
      question: `${medio} tiene una longitud de onda de ${lambdaTxt} y una frecuencia de ${fmtNum(f)} Hz. ¿A qué velocidad se propaga?`,
      options,
      correctAnswer,
      explanation: pasos(
        [
          enCm
            ? `Pasá la longitud de onda a metros: ${lambdaTxt} = ${fmtNum(lambda)} m.`
            : `La longitud de onda ya está en metros: λ = ${fmtNum(lambda)} m.`,
          String.raw`Usá $v = \lambda \cdot f = ${texNum(lambda)} \cdot ${f} ${eqSig(answer)} ${texSig(answer)}$ m/s.`,
          enCm
            ? `Si dejás λ en centímetros, el número que obtenés (${fmtSig(lambda * 100 * f)}) está en cm/s, no en m/s.`
            : `Control: en un segundo pasan ${f} ondas de ${fmtNum(lambda)} m cada una, así que el frente avanza ${fmtSig(answer)} m.`,
        ],
        `${fmtSig(answer)} m/s.`,
      ),
    };
  },
  solve: ({ modo, v, f, lambda }) => {
    // Through the period: in one period T the wave advances one wavelength.
    if (modo === 'longitud') return v * (1 / f);
    if (modo === 'frecuencia') return 1 / (lambda / v);
    return lambda / (1 / f);
  },
};

interface PenduloParams {
  modo: 'periodo' | 'longitud';
  lugar: string;
  g: number;
  longitud: number;
  periodo: number;
}

const LUGARES = [
  { lugar: 'en la Tierra', g: GRAVITY },
  { lugar: 'en la Tierra', g: GRAVITY },
  { lugar: 'en la Luna', g: 1.6 },
  { lugar: 'en Marte', g: 3.7 },
];

/** Simple pendulum: period from length, or length for a given period. */
const pendulo: Generator<PenduloParams> = {
  id: 'fis-ondas-gen-pendulo',
  subject: 'fisica',
  topic: 'ondas',
  difficulty: 'medio',
  subtopic: 'ondas.mas-pendulo',
  figure: ({ modo, longitud }) =>
    modo === 'periodo'
      ? pendulumFigure({
          length: `L = ${fmtNum(longitud)} m`,
          alt: `Un péndulo simple de ${fmtNum(longitud)} m de longitud que oscila con un ángulo pequeño.`,
        })
      : undefined,
  params: (rng) => {
    const { lugar, g } = rng.pick(LUGARES);
    if (rng.next() < 0.5) return { modo: 'periodo', lugar, g, longitud: rng.int(2, 60) / 20, periodo: 0 };
    return { modo: 'longitud', lugar, g, longitud: 0, periodo: rng.int(4, 30) / 4 };
  },
  build: ({ modo, lugar, g, longitud, periodo }, rng) => {
    const dosPi = 2 * Math.PI;
    if (modo === 'periodo') {
      const answer = dosPi * Math.sqrt(longitud / g);
      const { options, correctAnswer } = numericOptions(
        rng,
        answer,
        [
          Math.sqrt(longitud / g),
          dosPi * Math.sqrt(g / longitud),
          dosPi * (longitud / g),
          dosPi * Math.sqrt(longitud),
        ],
        (value) => `${fmtSig(value)} s`,
      );
      return {
        question: `¿Cuál es el período de un péndulo simple de ${fmtNum(longitud)} m de longitud que oscila ${lugar} (g = ${fmtNum(g)} m/s²) con oscilaciones pequeñas?`,
        options,
        correctAnswer,
        explanation: pasos(
          [
            String.raw`Para oscilaciones pequeñas, $T = 2\pi\sqrt{\dfrac{L}{g}}$. No depende de la masa ni de la amplitud.`,
            String.raw`$\dfrac{L}{g} = \dfrac{${texNum(longitud)}}{${texNum(g)}} ${eqSig(longitud / g)} ${texSig(longitud / g)}\ \text{s}^2$, y su raíz es $\approx ${texSig(Math.sqrt(longitud / g))}$ s.`,
            String.raw`$T = 2\pi \cdot ${texSig(Math.sqrt(longitud / g))} \approx ${texSig(answer)}$ s.`,
            `Errores típicos: olvidar el 2π (${fmtSig(Math.sqrt(longitud / g))} s) o invertir el cociente y usar g/L (${fmtSig(dosPi * Math.sqrt(g / longitud))} s).`,
          ],
          `≈ ${fmtSig(answer)} s.`,
        ),
      };
    }
    const answer = g * (periodo / dosPi) ** 2;
    const { options, correctAnswer } = numericOptions(
      rng,
      answer,
      [(g * periodo) / dosPi, (g * periodo ** 2) / dosPi, periodo ** 2 / (g * dosPi ** 2), g * periodo ** 2],
      (value) => `${fmtSig(value)} m`,
    );
    return {
      question: `¿Qué longitud tiene que tener un péndulo simple para que ${lugar} (g = ${fmtNum(g)} m/s²) su período sea de ${fmtNum(periodo)} s? (Oscilaciones pequeñas.)`,
      options,
      correctAnswer,
      explanation: pasos(
        [
          String.raw`Partí de $T = 2\pi\sqrt{L/g}$. Dividí por $2\pi$ y elevá al cuadrado: $\left(\dfrac{T}{2\pi}\right)^2 = \dfrac{L}{g}$, entonces $L = g\left(\dfrac{T}{2\pi}\right)^2$.`,
          String.raw`$\dfrac{T}{2\pi} = \dfrac{${texNum(periodo)}}{2\pi} \approx ${texSig(periodo / dosPi)}$ s.`,
          String.raw`$L = ${texNum(g)} \cdot ${texSig(periodo / dosPi)}^2 \approx ${texSig(answer)}$ m.`,
          `Error típico: olvidar elevar al cuadrado, que da ${fmtSig((g * periodo) / dosPi)} m.`,
        ],
        `≈ ${fmtSig(answer)} m.`,
      ),
    };
  },
  solve: ({ modo, g, longitud, periodo }) => {
    if (modo === 'periodo') {
      // Through the angular frequency ω = √(g/L).
      const omega = Math.sqrt(g / longitud);
      return (2 * Math.PI) / omega;
    }
    const omega = (2 * Math.PI) / periodo;
    return g / omega ** 2;
  },
};

interface DopplerParams {
  fuente: string;
  f: number;
  vf: number;
  acerca: boolean;
}

const FUENTES = ['Una ambulancia', 'Un patrullero', 'Un camión de bomberos'];
const V_SONIDO = 340;

/** Doppler effect with a moving source and a listener at rest. */
const doppler: Generator<DopplerParams> = {
  id: 'fis-ondas-gen-doppler',
  subject: 'fisica',
  topic: 'ondas',
  difficulty: 'dificil',
  subtopic: 'ondas.sonido',
  params: (rng) => ({
    fuente: rng.pick(FUENTES),
    f: 50 * rng.int(6, 24),
    vf: 5 * rng.int(2, 8),
    acerca: rng.next() < 0.5,
  }),
  build: ({ fuente, f, vf, acerca }, rng) => {
    const denominador = acerca ? V_SONIDO - vf : V_SONIDO + vf;
    const percibida = (f * V_SONIDO) / denominador;
    const otroSigno = (f * V_SONIDO) / (acerca ? V_SONIDO + vf : V_SONIDO - vf);
    const comoObservador = f * (acerca ? 1 + vf / V_SONIDO : 1 - vf / V_SONIDO);
    const { options, correctAnswer } = numericOptions(
      rng,
      percibida,
      [otroSigno, f, comoObservador, acerca ? f + vf : f - vf],
      (value) => `${fmtSig(value, 4)} Hz`,
    );
    const signo = acerca ? '-' : '+';
    return {
      question: `${fuente} con la sirena encendida, que emite a ${f} Hz, se ${acerca ? 'acerca' : 'aleja'} a ${vf} m/s de una persona que está quieta. Si el sonido viaja a 340 m/s, ¿qué frecuencia percibe la persona?${isExact4(percibida) ? '' : ' Redondeá a cuatro cifras significativas.'}`,
      options,
      correctAnswer,
      explanation: pasos(
        [
          String.raw`Con la fuente en movimiento y el observador quieto: $f' = f \cdot \dfrac{v}{v \mp v_f}$. Si la fuente se acerca, las crestas llegan más juntas y va el signo −; si se aleja, el +.`,
          String.raw`$f' = ${f} \cdot \dfrac{340}{340 ${signo} ${vf}} = ${f} \cdot \dfrac{340}{${denominador}} ${eqSig(percibida, 4)} ${texSig(percibida, 4)}$ Hz.`,
          `Control: ${acerca ? 'al acercarse el sonido se percibe más agudo, así que f′ tiene que ser mayor' : 'al alejarse el sonido se percibe más grave, así que f′ tiene que ser menor'} que ${f} Hz. Con el signo cambiado daría ${fmtSig(otroSigno, 4)} Hz.`,
        ],
        `${fmtSig(percibida, 4)} Hz.`,
      ),
    };
  },
  solve: ({ f, vf, acerca }) => {
    // Through the wavelength in front of (or behind) the source: λ′ = (v ∓ v_f)/f and f′ = v/λ′.
    const lambda = (V_SONIDO + (acerca ? -vf : vf)) / f;
    return V_SONIDO / lambda;
  },
};

function isExact4(value: number): boolean {
  return Math.abs(Number(value.toPrecision(4)) - value) < 1e-9 * Math.abs(value);
}

export const generators: Generator[] = [conRedondeo(velocidadOnda), conRedondeo(pendulo), doppler];
