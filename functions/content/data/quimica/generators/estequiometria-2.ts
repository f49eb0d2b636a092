import { MOLAR_VOLUME, GAS_CONSTANT as R } from '../../../../lib/science/constants.ts';
import { fmtNum, placeOptions, type Rng, round } from '../../../lib.ts';
import type { GeneratedExercise, Generator } from '../../../schema.ts';
import { pickNumericDistractors } from '../util.ts';

const tex = (value: number, decimals = 2) => fmtNum(value, decimals).replace(/,/g, '{,}');

// ── Leyes de los gases con masa constante ────────────────────────────────

type Ley = 'boyle' | 'charles' | 'gay-lussac' | 'general';

interface LeyesParams {
  ley: Ley;
  p1: number;
  v1: number;
  t1: number;
  p2: number;
  v2: number;
  t2: number;
}

const leyesGases: Generator<LeyesParams> = {
  id: 'qui-estequiometria-gen-leyes-gases',
  subject: 'quimica',
  topic: 'estequiometria',
  difficulty: 'medio',
  subtopic: 'estequiometria.gases',
  params(rng: Rng) {
    // Redraw until the answer is at least 1,5: two decimals then keep it within 0,5 %.
    for (;;) {
      const ley = rng.pick(['boyle', 'charles', 'gay-lussac', 'general'] as const);
      const t1 = ley === 'boyle' ? 27 : rng.pick([7, 17, 27, 37, 47, 57, 77, 127]);
      let t2 = t1;
      if (ley !== 'boyle') while (t2 === t1) t2 = rng.pick([7, 17, 27, 37, 47, 57, 77, 127, 177, 227, 327]);
      const p1 = rng.pick([0.5, 1, 1.5, 2, 2.5, 3, 4]);
      let p2 = p1;
      if (ley !== 'charles') while (p2 === p1) p2 = rng.pick([0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 6]);
      const v1 = rng.pick([2, 3, 4, 5, 6, 8, 10, 12, 15, 20]);
      const params: LeyesParams = { ley, p1, v1, t1, p2, v2: v1, t2 };
      if (respuestaLeyes(params) >= 1.5) return params;
    }
  },
  build({ ley, p1, v1, t1, p2, t2 }, rng) {
    const T1 = t1 + 273;
    const T2 = t2 + 273;
    const presion = (p: number) => `${fmtNum(p, 2)} atm`;
    const volumen = (v: number) => `${fmtNum(v, 2)} L`;
    let question: string;
    let correcto: number;
    let fmt: (x: number) => string;
    let candidatos: number[];
    let pasos: string[];
    if (ley === 'boyle') {
      correcto = (p1 * v1) / p2;
      fmt = volumen;
      candidatos = [(p2 * v1) / p1, v1, v1 * p1 * p2];
      question = `Un gas ocupa ${volumen(v1)} a ${presion(p1)}. Sin cambiar la temperatura, la presión pasa a ${presion(p2)}. ¿Qué volumen ocupa? (Redondeá a dos decimales.)`;
      pasos = [
        'PASO 1: La temperatura no cambia: ley de Boyle, $P_1 V_1 = P_2 V_2$.',
        `PASO 2: $V_2 = \\dfrac{P_1 V_1}{P_2} = \\dfrac{${tex(p1)} \\cdot ${tex(v1)}}{${tex(p2)}} = ${tex(correcto)}$ L.`,
        `PASO 3: Controlá el sentido: la presión ${p2 > p1 ? 'subió, así que el volumen tiene que bajar' : 'bajó, así que el volumen tiene que subir'}. Multiplicar por el cociente al revés es el error típico.`,
      ];
    } else if (ley === 'charles') {
      correcto = (v1 * T2) / T1;
      fmt = volumen;
      candidatos = [(v1 * t2) / t1, (v1 * T1) / T2, v1];
      question = `Un gas ocupa ${volumen(v1)} a ${t1} °C. Si se lo ${t2 > t1 ? 'calienta' : 'enfría'} a presión constante hasta ${t2} °C, ¿qué volumen ocupa? (Redondeá a dos decimales.)`;
      pasos = [
        'PASO 1: A presión constante vale la ley de Charles con temperaturas absolutas: $\\dfrac{V_1}{T_1} = \\dfrac{V_2}{T_2}$.',
        `PASO 2: Pasá a kelvin: $T_1 = ${t1} + 273 = ${T1}$ K y $T_2 = ${t2} + 273 = ${T2}$ K.`,
        `PASO 3: $V_2 = V_1 \\cdot \\dfrac{T_2}{T_1} = ${tex(v1)} \\cdot \\dfrac{${T2}}{${T1}} = ${tex(correcto)}$ L. Con grados Celsius el resultado sería ${volumen((v1 * t2) / t1)}, un error grave.`,
      ];
    } else if (ley === 'gay-lussac') {
      correcto = (p1 * T2) / T1;
      fmt = presion;
      candidatos = [(p1 * t2) / t1, (p1 * T1) / T2, p1];
      question = `Un recipiente rígido contiene un gas a ${presion(p1)} y ${t1} °C. Si la temperatura pasa a ${t2} °C, ¿cuál es la nueva presión? (Redondeá a dos decimales.)`;
      pasos = [
        'PASO 1: Recipiente rígido: volumen constante. Ley de Gay-Lussac: $\\dfrac{P_1}{T_1} = \\dfrac{P_2}{T_2}$, con $T$ en kelvin.',
        `PASO 2: $T_1 = ${t1} + 273 = ${T1}$ K y $T_2 = ${t2} + 273 = ${T2}$ K.`,
        `PASO 3: $P_2 = P_1 \\cdot \\dfrac{T_2}{T_1} = ${tex(p1)} \\cdot \\dfrac{${T2}}{${T1}} = ${tex(correcto)}$ atm.`,
      ];
    } else {
      correcto = (p1 * v1 * T2) / (T1 * p2);
      fmt = volumen;
      candidatos = [(p1 * v1 * t2) / (t1 * p2), (p1 * v1) / p2, (p2 * v1 * T2) / (T1 * p1), (v1 * T2) / T1];
      question = `Un gas ocupa ${volumen(v1)} a ${presion(p1)} y ${t1} °C. ¿Qué volumen ocupará a ${presion(p2)} y ${t2} °C? (Redondeá a dos decimales.)`;
      pasos = [
        'PASO 1: Cambian presión y temperatura: ecuación general, $\\dfrac{P_1 V_1}{T_1} = \\dfrac{P_2 V_2}{T_2}$.',
        `PASO 2: En kelvin: $T_1 = ${T1}$ K y $T_2 = ${T2}$ K.`,
        `PASO 3: $V_2 = \\dfrac{P_1 V_1 T_2}{T_1 P_2} = \\dfrac{${tex(p1)} \\cdot ${tex(v1)} \\cdot ${T2}}{${T1} \\cdot ${tex(p2)}} = ${tex(correcto)}$ L.`,
      ];
    }
    const correcta = fmt(correcto);
    const distractores = pickNumericDistractors(correcta, candidatos.filter((x) => x > 0).map(fmt), (k) =>
      fmt(correcto * (1 + 0.25 * k)),
    );
    const { options, correctAnswer } = placeOptions(rng, correcta, distractores);
    return {
      question,
      options,
      correctAnswer,
      explanation: [...pasos, `RESULTADO: ${correcta}.`].join('\n'),
    };
  },
  solve: respuestaLeyes,
};

/** Independent route: the moles of gas from the initial state, then PV = nRT in the final one. */
function respuestaLeyes({ ley, p1, v1, t1, p2, t2 }: LeyesParams): number {
  const n = (p1 * v1) / (R * (t1 + 273));
  if (ley === 'gay-lussac') return (n * R * (t2 + 273)) / v1;
  return (n * R * (t2 + 273)) / p2;
}

// ── PV = nRT ─────────────────────────────────────────────────────────────

interface Gas {
  formula: string;
  nombre: string;
  masaMolar: number;
  /** Molar mass a student uses by mistake (the atom instead of the molecule), when it applies. */
  masaAtomo?: number;
}

const GASES: Gas[] = [
  { formula: 'O₂', nombre: 'oxígeno', masaMolar: 32, masaAtomo: 16 },
  { formula: 'N₂', nombre: 'nitrógeno', masaMolar: 28, masaAtomo: 14 },
  { formula: 'H₂', nombre: 'hidrógeno', masaMolar: 2, masaAtomo: 1 },
  { formula: 'Cl₂', nombre: 'cloro', masaMolar: 71, masaAtomo: 35.5 },
  { formula: 'CO₂', nombre: 'dióxido de carbono', masaMolar: 44 },
  { formula: 'CH₄', nombre: 'metano', masaMolar: 16 },
  { formula: 'NH₃', nombre: 'amoníaco', masaMolar: 17 },
  { formula: 'He', nombre: 'helio', masaMolar: 4 },
];

interface IdealParams {
  gas: number;
  modo: 'presion' | 'volumen' | 'masa';
  moles: number;
  t: number;
  /** Volume (L) for presion/masa, pressure (atm) for volumen. */
  dato: number;
}

const gasIdeal: Generator<IdealParams> = {
  id: 'qui-estequiometria-gen-gas-ideal',
  subject: 'quimica',
  topic: 'estequiometria',
  difficulty: 'dificil',
  subtopic: 'estequiometria.gases',
  params(rng) {
    for (;;) {
      const modo = rng.pick(['presion', 'volumen', 'masa'] as const);
      const params: IdealParams = {
        gas: rng.int(0, GASES.length - 1),
        modo,
        moles: rng.pick([0.25, 0.5, 0.75, 1.5, 2, 2.5, 3, 4]),
        t: rng.pick([17, 27, 37, 47, 77, 127, 227]),
        dato:
          modo === 'volumen'
            ? rng.pick([0.5, 1, 1.5, 2, 2.5, 3, 5])
            : rng.pick([2, 5, 10, 12, 15, 20, 25, 50]),
      };
      const presion = (params.moles * R * (params.t + 273)) / params.dato;
      // Answers of at least 1,5 (two decimals stay within 0,5 %) and pressures a cylinder can hold.
      if (respuestaIdeal(params) >= 1.5 && (modo === 'volumen' || presion <= 60)) return params;
    }
  },
  build({ gas: iGas, modo, moles, t, dato }, rng) {
    const gas = GASES[iGas]!;
    const T = t + 273;
    const masa = round(moles * gas.masaMolar, 2);
    const datos = `M(${gas.formula}) = ${fmtNum(gas.masaMolar)} g/mol; $R = 0{,}082$ atm·L/(mol·K)`;
    const paso1 = `PASO 1: Moles: $n = \\dfrac{m}{M} = \\dfrac{${tex(masa)}}{${tex(gas.masaMolar)}} = ${tex(moles)}$ mol. Temperatura absoluta: $T = ${t} + 273 = ${T}$ K.`;
    let pregunta: string;
    let correcto: number;
    let fmt: (x: number) => string;
    let candidatos: number[];
    let paso2: string;
    const malaMasa = gas.masaAtomo ? (moles * gas.masaMolar) / gas.masaAtomo : moles * 2;
    if (modo === 'presion') {
      correcto = (moles * R * T) / dato;
      fmt = (x) => `${fmtNum(x, 2)} atm`;
      candidatos = [
        (moles * R * t) / dato,
        moles * R * T,
        (malaMasa * R * T) / dato,
        (moles * MOLAR_VOLUME) / dato,
      ];
      pregunta = `¿Qué presión ejercen ${fmtNum(masa, 2)} g de ${gas.nombre}, ${gas.formula}, encerrados en un recipiente de ${fmtNum(dato)} L a ${t} °C? (${datos}; redondeá a dos decimales.)`;
      paso2 = `PASO 2: $P = \\dfrac{nRT}{V} = \\dfrac{${tex(moles)} \\cdot 0{,}082 \\cdot ${T}}{${tex(dato)}} = ${tex(correcto)}$ atm.`;
    } else if (modo === 'volumen') {
      correcto = (moles * R * T) / dato;
      fmt = (x) => `${fmtNum(x, 2)} L`;
      candidatos = [
        moles * MOLAR_VOLUME,
        (moles * R * t) / dato,
        (malaMasa * R * T) / dato,
        moles * R * T * dato,
      ];
      pregunta = `¿Qué volumen ocupan ${fmtNum(masa, 2)} g de ${gas.nombre}, ${gas.formula}, a ${fmtNum(dato)} atm y ${t} °C? (${datos}; redondeá a dos decimales.)`;
      paso2 = `PASO 2: El gas no está en CNPT, así que no sirve 22,4 L/mol: $V = \\dfrac{nRT}{P} = \\dfrac{${tex(moles)} \\cdot 0{,}082 \\cdot ${T}}{${tex(dato)}} = ${tex(correcto)}$ L.`;
    } else {
      // The pressure is the one these moles produce; the student recovers the mass.
      const p = round((moles * R * T) / dato, 2);
      correcto = ((p * dato) / (R * T)) * gas.masaMolar;
      fmt = (x) => `${fmtNum(x, 2)} g`;
      const n = (p * dato) / (R * T);
      candidatos = [
        ((p * dato) / (R * t)) * gas.masaMolar,
        n,
        n * (gas.masaAtomo ?? gas.masaMolar / 2),
        p * dato * R * T * gas.masaMolar,
      ];
      pregunta = `Un recipiente rígido de ${fmtNum(dato)} L contiene ${gas.nombre}, ${gas.formula}, a ${fmtNum(p, 2)} atm y ${t} °C. ¿Qué masa de gas contiene? (${datos}; redondeá a dos decimales.)`;
      return finish(rng, fmt, correcto, candidatos, pregunta, [
        `PASO 1: Temperatura absoluta: $T = ${t} + 273 = ${T}$ K.`,
        `PASO 2: Moles: $n = \\dfrac{PV}{RT} = \\dfrac{${tex(p)} \\cdot ${tex(dato)}}{0{,}082 \\cdot ${T}} = ${tex(n, 3)}$ mol.`,
        `PASO 3: Masa: $m = n \\cdot M = ${tex(n, 3)} \\cdot ${tex(gas.masaMolar)} = ${tex(correcto)}$ g.`,
        'PASO 4: Errores típicos: usar la temperatura en grados Celsius, dar los moles como si fueran gramos o usar la masa del átomo en lugar de la de la molécula.',
      ]);
    }
    return finish(rng, fmt, correcto, candidatos, pregunta, [
      paso1,
      paso2,
      'PASO 3: Errores típicos: usar la temperatura en grados Celsius, usar 22,4 L/mol fuera de CNPT, usar la masa del átomo en lugar de la de la molécula u olvidar dividir.',
    ]);
  },
  solve: respuestaIdeal,
};

/** Independent route: scale the CNPT molar volume (R·273 L at 1 atm) to T and P. */
function respuestaIdeal({ gas: iGas, modo, moles, t, dato }: IdealParams): number {
  const gas = GASES[iGas]!;
  const molarCnpt = R * 273;
  const molarTP = (presion: number) => (molarCnpt * ((t + 273) / 273)) / presion;
  if (modo === 'volumen') return moles * molarTP(dato);
  if (modo === 'presion') return (moles * molarTP(1)) / dato;
  const p = round((moles * R * (t + 273)) / dato, 2);
  return (dato / molarTP(p)) * gas.masaMolar;
}

function finish(
  rng: Rng,
  fmt: (x: number) => string,
  correcto: number,
  candidatos: number[],
  question: string,
  pasos: string[],
): GeneratedExercise {
  const correcta = fmt(correcto);
  const distractores = pickNumericDistractors(correcta, candidatos.filter((x) => x > 0).map(fmt), (k) =>
    fmt(correcto * (1 + 0.3 * k)),
  );
  const { options, correctAnswer } = placeOptions(rng, correcta, distractores);
  return { question, options, correctAnswer, explanation: [...pasos, `RESULTADO: ${correcta}.`].join('\n') };
}

export const generators: Generator[] = [leyesGases as Generator, gasIdeal as Generator];
