import { fmtNum, placeOptions, round, texNum } from '../../../lib.ts';
import type { Generator } from '../../../schema.ts';
import {
  conRedondeo,
  datosMasas,
  fmtAuto,
  fmtSigned,
  formulaTex,
  masaMolarDe,
  masaMolarTex,
  pickNumericDistractors,
  texAuto,
} from '../util.ts';

// ── Calor de combustión a partir de la masa ─────────────────────────────

const COMBUSTIBLES = [
  { formula: 'CH₄', nombre: 'metano', dh: 890 },
  { formula: 'C₂H₆', nombre: 'etano', dh: 1560 },
  { formula: 'C₃H₈', nombre: 'propano', dh: 2220 },
  { formula: 'C₄H₁₀', nombre: 'butano', dh: 2878 },
  { formula: 'C₈H₁₈', nombre: 'octano', dh: 5471 },
  { formula: 'CH₃OH', nombre: 'metanol', dh: 726 },
  { formula: 'C₂H₅OH', nombre: 'etanol', dh: 1367 },
  { formula: 'C₆H₁₂O₆', nombre: 'glucosa', dh: 2808 },
  { formula: 'H₂', nombre: 'hidrógeno', dh: 286 },
  { formula: 'C', nombre: 'carbono (grafito)', dh: 393.5 },
] as const;

interface CalorParams {
  combustible: number;
  moles: number;
  modo: 'calor' | 'masa';
}

const calor: Generator<CalorParams> = {
  id: 'qui-termodinamica-quimica-gen-calor',
  subject: 'quimica',
  topic: 'termodinamica-quimica',
  difficulty: 'medio',
  subtopic: 'termodinamica-quimica.sistemas-calor',
  params(rng) {
    return {
      combustible: rng.int(0, COMBUSTIBLES.length - 1),
      moles: rng.pick([0.1, 0.2, 0.25, 0.4, 0.5, 0.75, 1.5, 2, 2.5, 3, 4, 5, 8, 10]),
      modo: rng.next() < 0.6 ? 'calor' : 'masa',
    };
  },
  build({ combustible, moles, modo }, rng) {
    const { formula, nombre, dh } = COMBUSTIBLES[combustible]!;
    const M = masaMolarDe(formula);
    const tex = formulaTex(formula);
    const masa = round(moles * M, 3);
    const q = moles * dh;
    const dato = `ΔH de combustión = −${fmtNum(dh)} kJ por mol de ${formula}; ${datosMasas(formula)}`;
    if (modo === 'calor') {
      const op = (x: number) => `${fmtAuto(x)} kJ`;
      const correcta = op(q);
      const candidatos = [op(masa * dh), op(dh / masa), op(dh), op((masa / M) * dh * 2), op(dh / moles)];
      const distractores = pickNumericDistractors(correcta, candidatos, (k) => op(q * (1 + 0.4 * k)));
      const { options, correctAnswer } = placeOptions(rng, correcta, distractores);
      return {
        question: `¿Cuánto calor se libera al quemar completamente ${fmtNum(masa, 3)} g de ${nombre}? (${dato})`,
        options,
        correctAnswer,
        explanation: [
          `PASO 1: Masa molar: $M(${tex}) = ${masaMolarTex(formula)}$ g/mol.`,
          `PASO 2: Moles: $n = \\dfrac{${texNum(masa, 3)}}{${texNum(M)}} = ${texNum(moles, 3)}$ mol.`,
          `PASO 3: Cada mol libera ${fmtNum(dh)} kJ: $q = ${texNum(moles, 3)} \\cdot ${texNum(dh)} = ${texAuto(q)}$ kJ.`,
          `RESULTADO: Se liberan ${fmtAuto(q)} kJ (para el sistema, $\\Delta H = -${texAuto(q)}$ kJ).`,
        ].join('\n'),
      };
    }
    const qDado = round(q, 1);
    const op = (x: number) => `${fmtAuto(x)} g`;
    const nDado = qDado / dh;
    const correcta = op(nDado * M);
    const candidatos = [op(nDado), op((dh * M) / qDado), op(M), op(qDado / M), op(nDado * M * 2)];
    const distractores = pickNumericDistractors(correcta, candidatos, (k) => op(nDado * M * (1 + 0.4 * k)));
    const { options, correctAnswer } = placeOptions(rng, correcta, distractores);
    return {
      question: `¿Qué masa de ${nombre} hay que quemar para obtener ${fmtNum(qDado, 1)} kJ de calor? (${dato})`,
      options,
      correctAnswer,
      explanation: [
        `PASO 1: Cada mol de ${formula} libera ${fmtNum(dh)} kJ: $n = \\dfrac{${texNum(qDado, 1)}}{${texNum(dh)}} = ${texAuto(nDado)}$ mol.`,
        `PASO 2: Masa molar: $M(${tex}) = ${masaMolarTex(formula)}$ g/mol.`,
        `PASO 3: Masa: $m = ${texAuto(nDado)} \\cdot ${texNum(M)} = ${texAuto(nDado * M)}$ g.`,
        `RESULTADO: Hay que quemar ${fmtAuto(nDado * M)} g de ${nombre}.`,
      ].join('\n'),
    };
  },
  solve({ combustible, moles, modo }) {
    const { formula, dh } = COMBUSTIBLES[combustible]!;
    const M = masaMolarDe(formula);
    // Heat per gram of fuel, then scale.
    const kJporGramo = dh / M;
    const masa = round(moles * M, 3);
    if (modo === 'calor') return masa * kJporGramo;
    return round(moles * dh, 1) / kJporGramo;
  },
};

// ── Energía libre de Gibbs ──────────────────────────────────────────────

interface GibbsParams {
  dh: number;
  ds: number;
  t: number;
  celsius: boolean;
}

const gibbs: Generator<GibbsParams> = {
  id: 'qui-termodinamica-quimica-gen-gibbs',
  subject: 'quimica',
  topic: 'termodinamica-quimica',
  difficulty: 'dificil',
  subtopic: 'termodinamica-quimica.entropia-gibbs',
  params(rng) {
    let p: GibbsParams = { dh: -100, ds: -200, t: 298, celsius: false };
    for (let intento = 0; intento < 50; intento++) {
      const celsius = rng.next() < 0.3;
      p = {
        dh: rng.int(2, 60) * 5 * (rng.next() < 0.5 ? -1 : 1),
        // Multiples of 10 J/K keep T·ΔS exact to the hundredth of a kJ.
        ds: rng.int(2, 40) * 10 * (rng.next() < 0.5 ? -1 : 1),
        t: celsius
          ? rng.pick([25, 50, 100, 150, 200, 300, 500, 700, 1000])
          : rng.pick([250, 298, 300, 350, 400, 500, 600, 800, 1000, 1200]),
        celsius,
      };
      const T = p.celsius ? p.t + 273 : p.t;
      if (Math.abs(p.dh - (T * p.ds) / 1000) >= 3) break;
    }
    return p;
  },
  build({ dh, ds, t, celsius }, rng) {
    const T = celsius ? t + 273 : t;
    const dsk = ds / 1000;
    const dg = dh - T * dsk;
    const conSigno = (x: number) => `${x > 0 ? '+' : ''}${fmtSigned(x, 2)}`;
    const op = (x: number) => `ΔG = ${conSigno(x)} kJ`;
    const correcta = op(dg);
    const candidatos = [
      op(dh - T * ds),
      op(dh + T * dsk),
      ...(celsius ? [op(dh - t * dsk)] : []),
      op(-dg),
      op(dh * 1000 - T * ds),
    ];
    const distractores = pickNumericDistractors(correcta, candidatos, (k) =>
      op(dg + (k % 2 === 0 ? 5 * k : -5 * k)),
    );
    const { options, correctAnswer } = placeOptions(rng, correcta, distractores);
    const tTexto = celsius ? `${t} °C` : `${t} K`;
    const espontanea = dg < 0;
    const tLimite = dh / dsk;
    const casos =
      dh < 0 && ds > 0
        ? 'Como ΔH es negativo y ΔS positivo, la reacción es espontánea a cualquier temperatura.'
        : dh > 0 && ds < 0
          ? 'Como ΔH es positivo y ΔS negativo, la reacción no es espontánea a ninguna temperatura.'
          : `La temperatura límite es $T = \\Delta H / \\Delta S = ${texNum(tLimite, 0)}$ K: ${dh < 0 ? 'por debajo' : 'por encima'} de ese valor es espontánea.`;
    const pasos = [
      celsius
        ? `PASO 1: Pasá la temperatura a kelvin: $T = ${t} + 273 = ${T}$ K.`
        : `PASO 1: La temperatura ya está en kelvin: $T = ${T}$ K.`,
      `PASO 2: Pasá la entropía a kJ/K para que coincida con el ΔH: $\\Delta S = ${texNum(ds)}\\ \\text{J/K} = ${texNum(dsk, 3)}$ kJ/K.`,
      `PASO 3: $\\Delta G = \\Delta H - T\\,\\Delta S = ${texNum(dh)} - ${T} \\cdot (${texNum(dsk, 3)}) = ${texNum(dh)} ${T * dsk >= 0 ? '-' : '+'} ${texNum(Math.abs(T * dsk), 2)} = ${texNum(dg, 2)}$ kJ.`,
      `PASO 4: ${espontanea ? 'ΔG es negativo: a esa temperatura la reacción es espontánea.' : 'ΔG es positivo: a esa temperatura la reacción no es espontánea (sí lo es la inversa).'} ${casos}`,
    ];
    return {
      question: `Una reacción tiene ΔH = ${conSigno(dh)} kJ y ΔS = ${conSigno(ds)} J/K. Suponiendo que no varían con la temperatura, ¿cuánto vale ΔG a ${tTexto}?`,
      options,
      correctAnswer,
      explanation: [
        ...pasos,
        `RESULTADO: ${correcta}; la reacción ${espontanea ? 'es' : 'no es'} espontánea a ${tTexto}.`,
      ].join('\n'),
    };
  },
  solve({ dh, ds, t, celsius }) {
    // Work in joules throughout, then convert the result back to kJ.
    const kelvin = celsius ? t + 273.0 : t;
    return (dh * 1000 - kelvin * ds) / 1000;
  },
};

export const generators: Generator[] = [conRedondeo(calor) as Generator, gibbs as Generator];
