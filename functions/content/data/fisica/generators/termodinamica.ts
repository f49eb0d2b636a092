import { fmtNum, texNum } from '../../../lib.ts';
import type { Generator } from '../../../schema.ts';
import { conRedondeo, eqSig, fmtSig, numericOptions, pasos, texSig } from '../helpers.ts';

const C_AGUA = 4186;

interface EquilibrioParams {
  metal: string;
  c: number;
  masaMetal: number;
  tMetal: number;
  masaAgua: number;
  tAgua: number;
}

const METALES = [
  { metal: 'aluminio', c: 900 },
  { metal: 'hierro', c: 450 },
  { metal: 'cobre', c: 390 },
  { metal: 'plomo', c: 130 },
  { metal: 'bronce', c: 380 },
];

/** A hot metal block dropped into water inside a calorimeter: equilibrium temperature. */
const equilibrio: Generator<EquilibrioParams> = {
  id: 'fis-termodinamica-gen-equilibrio',
  subject: 'fisica',
  topic: 'termodinamica',
  difficulty: 'medio',
  subtopic: 'termodinamica.calorimetria',
  params: (rng) => {
    const { metal, c } = rng.pick(METALES);
    return {
      metal,
      c,
      masaMetal: 50 * rng.int(2, 16),
      tMetal: 10 * rng.int(8, 25),
      masaAgua: 100 * rng.int(2, 10),
      tAgua: rng.int(15, 25),
    };
  },
  build: ({ metal, c, masaMetal, tMetal, masaAgua, tAgua }, rng) => {
    const capMetal = (masaMetal / 1000) * c;
    const capAgua = (masaAgua / 1000) * C_AGUA;
    const te = (capMetal * tMetal + capAgua * tAgua) / (capMetal + capAgua);
    const { options, correctAnswer } = numericOptions(
      rng,
      te,
      [
        (tMetal + tAgua) / 2,
        (masaMetal * tMetal + masaAgua * tAgua) / (masaMetal + masaAgua),
        (capMetal * tAgua + capAgua * tMetal) / (capMetal + capAgua),
        (c * tMetal + C_AGUA * tAgua) / (c + C_AGUA),
      ],
      (value) => `${fmtNum(value, 1)} °C`,
    );
    return {
      question: `Un bloque de ${metal} de ${masaMetal} g a ${tMetal} °C se sumerge en ${masaAgua} g de agua a ${tAgua} °C, dentro de un recipiente aislado. ¿Cuál es la temperatura de equilibrio? (c del ${metal} = ${c} J/(kg·°C); c del agua = 4186 J/(kg·°C))`,
      options,
      correctAnswer,
      explanation: pasos(
        [
          `En el recipiente aislado, el calor que cede el ${metal} es el que absorbe el agua: $m_1 c_1 (T_1 - T_e) = m_2 c_2 (T_e - T_2)$.`,
          String.raw`Pasá las masas a kg y calculá las capacidades caloríficas: $m_1 c_1 = ${texNum(masaMetal / 1000)} \cdot ${c} = ${texNum(capMetal)}$ J/°C y $m_2 c_2 = ${texNum(masaAgua / 1000)} \cdot 4186 = ${texNum(capAgua)}$ J/°C.`,
          String.raw`Despejá: $T_e = \dfrac{m_1 c_1 T_1 + m_2 c_2 T_2}{m_1 c_1 + m_2 c_2} = \dfrac{${texNum(capMetal)} \cdot ${tMetal} + ${texNum(capAgua)} \cdot ${tAgua}}{${texNum(capMetal)} + ${texNum(capAgua)}} \approx ${texNum(te, 1)}$ °C.`,
          `Control: el resultado tiene que quedar entre ${tAgua} °C y ${tMetal} °C, y más cerca de la temperatura del agua, porque su capacidad calorífica (${fmtNum(capAgua)} J/°C) es mayor que la del bloque (${fmtNum(capMetal)} J/°C). El promedio simple, ${fmtNum((tMetal + tAgua) / 2, 1)} °C, ignora masas y calores específicos.`,
        ],
        `≈ ${fmtNum(te, 1)} °C.`,
      ),
    };
  },
  solve: ({ c, masaMetal, tMetal, masaAgua, tAgua }) => {
    // The water warms up by the fraction of the temperature gap given by the metal's heat capacity share.
    const capMetal = masaMetal * c;
    const capAgua = masaAgua * C_AGUA;
    return tAgua + ((tMetal - tAgua) * capMetal) / (capMetal + capAgua);
  },
};

interface GasParams {
  p1: number;
  v1: number;
  t1: number;
  v2: number;
  t2: number;
}

const TEMPERATURAS = [-23, -13, 0, 7, 17, 27, 37, 47, 57, 77, 97, 127, 177, 227];
const R = 8.314;
const ATM = 101_325;

/** Combined gas law with temperatures in °C (the trap is to forget the kelvin). */
const gasIdeal: Generator<GasParams> = {
  id: 'fis-termodinamica-gen-gas-ideal',
  subject: 'fisica',
  topic: 'termodinamica',
  difficulty: 'dificil',
  subtopic: 'termodinamica.gases-primer-principio',
  params: (rng) => {
    const t1 = rng.pick(TEMPERATURAS);
    let t2 = rng.pick(TEMPERATURAS);
    while (t2 === t1) t2 = rng.pick(TEMPERATURAS);
    const v1 = rng.int(2, 20);
    let v2 = rng.int(2, 20);
    while (v2 === v1) v2 = rng.int(2, 20);
    return { p1: rng.pick([1, 1.5, 2, 2.5, 3, 4]), v1, t1, v2, t2 };
  },
  build: ({ p1, v1, t1, v2, t2 }, rng) => {
    const k1 = t1 + 273;
    const k2 = t2 + 273;
    const p2 = (p1 * v1 * k2) / (k1 * v2);
    const { options, correctAnswer } = numericOptions(
      rng,
      p2,
      // Pressures are positive: a mistake that gives a negative one is not offered.
      [
        (p1 * v1 * t2) / (t1 * v2),
        (p1 * v2 * k2) / (k1 * v1),
        (p1 * v1 * k1) / (k2 * v2),
        (p1 * v1) / v2,
      ].filter((value) => value > 0),
      (value) => `${fmtSig(value)} atm`,
    );
    return {
      question: `Una cierta cantidad de gas ideal ocupa ${v1} L a ${fmtNum(p1)} atm y ${t1} °C. Sin que entre ni salga gas, se lo lleva a un volumen de ${v2} L y a una temperatura de ${t2} °C. ¿Cuál es su nueva presión?`,
      options,
      correctAnswer,
      explanation: pasos(
        [
          String.raw`Como la cantidad de gas no cambia, vale $\dfrac{P_1 V_1}{T_1} = \dfrac{P_2 V_2}{T_2}$, con las temperaturas en kelvin.`,
          `Pasá a kelvin: $T_1 = ${t1} + 273 = ${k1}$ K y $T_2 = ${t2} + 273 = ${k2}$ K. La presión y el volumen pueden quedar en atm y en litros, porque se usan las mismas unidades en los dos estados.`,
          String.raw`Despejá: $P_2 = P_1 \cdot \dfrac{V_1}{V_2} \cdot \dfrac{T_2}{T_1} = ${texNum(p1)} \cdot \dfrac{${v1}}{${v2}} \cdot \dfrac{${k2}}{${k1}} ${eqSig(p2)} ${texSig(p2)}$ atm.`,
          `Control: ${v2 < v1 ? 'al achicarse el volumen la presión tiende a subir' : 'al aumentar el volumen la presión tiende a bajar'} y ${k2 > k1 ? 'al calentarse tiende a subir' : 'al enfriarse tiende a bajar'}. ${t1 === 0 ? 'Con las temperaturas en °C tendrías que dividir por 0: por eso la ley exige kelvin.' : `Con las temperaturas en °C obtendrías ${fmtSig((p1 * v1 * t2) / (t1 * v2))} atm, un resultado incorrecto.`}`,
        ],
        `${fmtSig(p2)} atm.`,
      ),
    };
  },
  solve: ({ p1, v1, t1, v2, t2 }) => {
    // Moles from the initial state in SI units, then P = nRT/V for the final state.
    const n = (p1 * ATM * v1 * 1e-3) / (R * (t1 + 273));
    return (n * R * (t2 + 273)) / (v2 * 1e-3) / ATM;
  },
};

export const generators: Generator[] = [conRedondeo(equilibrio), conRedondeo(gasIdeal)];
