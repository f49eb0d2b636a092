/**
 * Chemistry's amounts (ADR 0117), split from chemistry.ts under the per-family budget and tried right after
 * its reactions on the same cue, the narrower first: particles with Avogadro's number, moles and grams, a
 * plain molar mass.
 */
import { solveAvogadro } from '../avogadro.ts';
import { solveMolarMass, solveMoleConversion } from '../chemistry.ts';
import { declareSolver, fromText } from '../declaration.ts';

export const solvers = [
  declareSolver({
    name: 'convert_particles',
    offer: 'número de Avogadro',
    summary:
      "Converts between particles (molecules, atoms, also the atoms of one element in a compound), moles and grams with Avogadro's number, 6,02·10²³.",
    examples: [
      '¿cuántas moléculas hay en 2 moles de agua?',
      '¿cuántos gramos son 3,01·10^23 moléculas de CO2?',
      '¿cuántos átomos de H hay en 2 moles de H2O?',
    ],
    solve: fromText(solveAvogadro),
  }),
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
