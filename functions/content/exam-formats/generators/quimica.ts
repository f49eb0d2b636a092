import { MOLAR_VOLUME } from '../../../lib/science/constants.ts';
import { compositionOf, molarMass } from '../../../lib/science/formula.ts';
import { fmtNum, pickDistractors, placeOptions, texNum } from '../../lib.ts';
import type { Generator } from '../../schema.ts';
import { key, typed, worked } from '../parts.ts';

const METHANE = molarMass(compositionOf('CH4'));
const CARBON_DIOXIDE = molarMass(compositionOf('CO2'));

interface CombustionParams {
  grams: number;
}

/** Burning methane: the mass of CO₂; in parts, the moles, the CO₂ and the O₂ it takes in CNPT. */
const combustion: Generator<CombustionParams> = {
  id: 'qui-estequiometria-gen-combustion-partes',
  subject: 'quimica',
  topic: 'estequiometria',
  difficulty: 'medio',
  subtopic: 'estequiometria.balanceo-relaciones',
  params: (rng) => ({ grams: rng.int(2, 160) }),
  build: ({ grams }, rng) => {
    const moles = grams / METHANE;
    const write = (value: number) => `${fmtNum(value)} g`;
    const correct = write(moles * CARBON_DIOXIDE);
    const distractors = pickDistractors(
      correct,
      [grams, moles * 18 * 2, (grams * METHANE) / CARBON_DIOXIDE, moles * 12].map(write),
      (attempt) => write(moles * CARBON_DIOXIDE * (1 + 0.3 * attempt)),
    );
    const { options, correctAnswer } = placeOptions(rng, correct, distractors);
    return {
      question: `${statement(grams)} ¿Qué masa de CO₂ se forma? (Redondeá a dos decimales.)`,
      options,
      correctAnswer,
      explanation: explanationOf(grams),
    };
  },
  solve: ({ grams }) => (grams * CARBON_DIOXIDE) / METHANE,
  buildParts: ({ grams }) => ({
    question: `${statement(grams)} Redondeá a dos decimales cuando haga falta.`,
    parts: [
      typed('¿Cuántos moles de CH₄ se queman?', 1, key(grams / METHANE, 'mol')),
      typed('¿Qué masa de CO₂ se forma?', 1, key((grams / METHANE) * CARBON_DIOXIDE, 'g')),
      typed(
        '¿Qué volumen de O₂, medido en CNPT, se consume?',
        2,
        key((2 * grams * MOLAR_VOLUME) / METHANE, 'L'),
      ),
    ],
    explanation: explanationOf(grams),
  }),
  solveParts: ({ grams }) => [grams / 16, grams * (44 / 16), (grams / 16) * 2 * 22.4],
};

function statement(grams: number): string {
  return `Se queman por completo ${grams} g de metano según $\\mathrm{CH_4 + 2\\,O_2 \\rightarrow CO_2 + 2\\,H_2O}$ (C = 12; H = 1; O = 16).`;
}

function explanationOf(grams: number): string {
  const moles = grams / METHANE;
  return worked(
    [
      `Masa molar del CH₄: $12 + 4 = 16$ g/mol. Moles: $n = \\frac{${grams}}{16} = ${texNum(moles, 4)}$ mol.`,
      `Por la ecuación, 1 mol de CH₄ da 1 mol de CO₂ (44 g/mol): $${texNum(moles, 4)} \\cdot 44 = ${texNum(moles * CARBON_DIOXIDE)}$ g.`,
      `Hacen falta 2 mol de O₂ por mol de CH₄, y en CNPT cada mol ocupa 22,4 L: $2 \\cdot ${texNum(moles, 4)} \\cdot 22{,}4 = ${texNum(2 * moles * MOLAR_VOLUME)}$ L.`,
    ],
    `${fmtNum(moles)} mol de CH₄; ${fmtNum(moles * CARBON_DIOXIDE)} g de CO₂; ${fmtNum(2 * moles * MOLAR_VOLUME)} L de O₂.`,
  );
}

/** Generators whose problem also comes in parts (a, b, …), written for the exam's format (#31). */
export const generators: Generator[] = [combustion as Generator];
