/**
 * Chemistry's moles (ADR 0120), split from chemistry-amounts.ts under the per-family budget and tried right
 * after it on the same cue: moles and grams, a plain molar mass.
 */
import { solveMolarMass, solveMoleConversion } from '../chemistry.ts';
import { declareSolver, fromText } from '../declaration.ts';

export const solvers = [
  declareSolver({
    name: 'convert_mass_moles',
    offer: 'moles y gramos',
    summary:
      'Converts between the mass and the amount of substance (moles) of one substance (n = m/M, m = n·M), with the molar mass the statement gives when it gives one.',
    examples: [
      '¿cuántos moles hay en 36 g de agua?',
      '¿cuántos gramos son 2 moles de CO2?',
      '¿Cuántos moles hay en 80 g de NaOH? (M = 40 g/mol)',
    ],
    solve: fromText(solveMoleConversion),
  }),
  declareSolver({
    name: 'molar_mass',
    offer: 'masas molares',
    summary:
      "Computes the molar mass of a chemical formula or a common substance's name with the course's rounded atomic masses.",
    examples: ['masa molar del H2SO4', 'masa molar de Ca(OH)2', 'masa molar del agua'],
    solve: fromText(solveMolarMass),
  }),
] as const;
