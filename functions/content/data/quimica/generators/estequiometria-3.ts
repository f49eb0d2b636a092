import { fmtNum, placeOptions, type Rng } from '../../../lib.ts';
import type { Generator } from '../../../schema.ts';
import { pickNumericDistractors } from '../util.ts';

const R_SI = 8.314;
const tex = (value: number, decimals = 2) => fmtNum(value, decimals).replace(/,/g, '{,}');

interface Gas {
  formula: string;
  nombre: string;
  /** g/mol */
  masaMolar: number;
}

const GASES: readonly Gas[] = [
  { formula: 'H₂', nombre: 'hidrógeno', masaMolar: 2 },
  { formula: 'He', nombre: 'helio', masaMolar: 4 },
  { formula: 'CH₄', nombre: 'metano', masaMolar: 16 },
  { formula: 'NH₃', nombre: 'amoníaco', masaMolar: 17 },
  { formula: 'Ne', nombre: 'neón', masaMolar: 20 },
  { formula: 'N₂', nombre: 'nitrógeno', masaMolar: 28 },
  { formula: 'O₂', nombre: 'oxígeno', masaMolar: 32 },
  { formula: 'Ar', nombre: 'argón', masaMolar: 40 },
  { formula: 'CO₂', nombre: 'dióxido de carbono', masaMolar: 44 },
  { formula: 'SO₂', nombre: 'dióxido de azufre', masaMolar: 64 },
  { formula: 'Cl₂', nombre: 'cloro', masaMolar: 71 },
];

const vCuadraticaMedia = (temperaturaK: number, masaMolarKg: number) =>
  Math.sqrt((3 * R_SI * temperaturaK) / masaMolarKg);

type TeoriaCineticaParams =
  | { pregunta: 'comparar'; liviano: Gas; pesado: Gas }
  | { pregunta: 'calentar'; gas: Gas; t1: number; t2: number };

/**
 * Root-mean-square speeds: how many times faster one gas is than another at the same temperature, or the
 * speed of one gas after a change of temperature.
 */
const teoriaCinetica: Generator<TeoriaCineticaParams> = {
  id: 'qui-estequiometria-gen-teoria-cinetica',
  subject: 'quimica',
  topic: 'estequiometria',
  difficulty: 'medio',
  subtopic: 'estequiometria.teoria-cinetica',
  params(rng: Rng) {
    if (rng.next() < 0.5) {
      for (;;) {
        const a = rng.pick(GASES);
        const b = rng.pick(GASES);
        if (a.masaMolar < b.masaMolar) return { pregunta: 'comparar', liviano: a, pesado: b };
      }
    }
    const gas = rng.pick(GASES);
    const t1 = rng.pick([-73, -23, 0, 7, 17, 27, 37, 47, 77, 127]);
    let t2 = t1;
    while (t2 === t1) t2 = rng.pick([-73, -23, 27, 77, 127, 177, 227, 327, 427, 527, 627, 927]);
    return { pregunta: 'calentar', gas, t1, t2 };
  },
  build(params, rng) {
    if (params.pregunta === 'comparar') {
      const { liviano, pesado } = params;
      const cociente = Math.sqrt(pesado.masaMolar / liviano.masaMolar);
      const fmt = (x: number) => `${fmtNum(x, 2)} veces`;
      const correcta = fmt(cociente);
      const distractores = pickNumericDistractors(
        correcta,
        [
          pesado.masaMolar / liviano.masaMolar,
          Math.sqrt(liviano.masaMolar / pesado.masaMolar),
          Math.sqrt(pesado.masaMolar) / liviano.masaMolar,
          pesado.masaMolar / liviano.masaMolar / 2,
        ]
          // «1 veces» does not read: a ratio that rounds to 1 is no distractor anyway.
          .filter((x) => x > 0 && Math.abs(x - 1) >= 0.005)
          .map(fmt),
        (k) => fmt(cociente * (1 + 0.3 * k)),
      );
      const { options, correctAnswer } = placeOptions(rng, correcta, distractores);
      return {
        question: `A la misma temperatura, ¿cuántas veces mayor es la velocidad cuadrática media de las moléculas de ${liviano.nombre} (${liviano.formula}, ${liviano.masaMolar} g/mol) que la de las de ${pesado.nombre} (${pesado.formula}, ${pesado.masaMolar} g/mol)? (Redondeá a dos decimales.)`,
        options,
        correctAnswer,
        explanation: [
          'PASO 1: A igual temperatura las moléculas de los dos gases tienen la misma energía cinética media, así que las más livianas se mueven más rápido.',
          `PASO 2: Como $v_{cm} = \\sqrt{3RT/M}$, el cociente es $\\dfrac{v_{${liviano.formula}}}{v_{${pesado.formula}}} = \\sqrt{\\dfrac{${pesado.masaMolar}}{${liviano.masaMolar}}} \\approx ${tex(cociente)}$.`,
          `PASO 3: Errores típicos: olvidar la raíz (${fmtNum(pesado.masaMolar / liviano.masaMolar, 2)}) o invertir el cociente, que daría un número menor que 1 para el gas más liviano.`,
          `RESULTADO: ${correcta}.`,
        ].join('\n'),
      };
    }
    const { gas, t1, t2 } = params;
    const T1 = t1 + 273;
    const T2 = t2 + 273;
    const v1 = Math.round(vCuadraticaMedia(T1, gas.masaMolar / 1000));
    const v2 = v1 * Math.sqrt(T2 / T1);
    const fmt = (x: number) => `${fmtNum(x, 0)} m/s`;
    const correcta = fmt(v2);
    const celsius = t1 !== 0 && t2 / t1 > 0 ? v1 * Math.sqrt(t2 / t1) : 0;
    const distractores = pickNumericDistractors(
      correcta,
      [v1 * (T2 / T1), celsius, v1 * Math.sqrt(T1 / T2), v1 * (T2 / T1) ** 2].filter((x) => x > 0).map(fmt),
      (k) => fmt(v2 * (1 + 0.3 * k)),
    );
    const { options, correctAnswer } = placeOptions(rng, correcta, distractores);
    return {
      question: `A ${t1} °C, la velocidad cuadrática media de las moléculas de ${gas.nombre} (${gas.formula}) es de ${fmtNum(v1, 0)} m/s. ¿Cuánto vale a ${t2} °C? (Redondeá al entero.)`,
      options,
      correctAnswer,
      explanation: [
        'PASO 1: $v_{cm} = \\sqrt{3RT/M}$: para el mismo gas, la velocidad es proporcional a la raíz de la temperatura absoluta.',
        `PASO 2: En kelvin: $T_1 = ${t1} + 273 = ${T1}$ K y $T_2 = ${t2} + 273 = ${T2}$ K.`,
        `PASO 3: $v_2 = v_1 \\sqrt{\\dfrac{T_2}{T_1}} = ${fmtNum(v1, 0)} \\cdot \\sqrt{\\dfrac{${T2}}{${T1}}} \\approx ${tex(v2, 0)}$ m/s.`,
        'PASO 4: Errores típicos: olvidar la raíz (la que es proporcional a T es la energía cinética, no la velocidad) o usar grados Celsius.',
        `RESULTADO: ${correcta}.`,
      ].join('\n'),
    };
  },
  solve(params) {
    // Each speed from √(3RT/M), in SI units, and then the one asked for.
    if (params.pregunta === 'comparar') {
      return (
        vCuadraticaMedia(300, params.liviano.masaMolar / 1000) /
        vCuadraticaMedia(300, params.pesado.masaMolar / 1000)
      );
    }
    const { gas, t1, t2 } = params;
    const v1 = Math.round(vCuadraticaMedia(t1 + 273, gas.masaMolar / 1000));
    // The molar mass that gives the stated speed at t1, then the speed at t2.
    const masaMolar = (3 * R_SI * (t1 + 273)) / v1 ** 2;
    return vCuadraticaMedia(t2 + 273, masaMolar);
  },
};

export const generators: Generator[] = [teoriaCinetica];
