/**
 * Chemistry's particles (ADR 0117), split from chemistry.ts under the per-family budget and tried right after
 * its reactions on the same cue: particles with Avogadro's number. Moles and grams and a plain molar mass
 * follow in chemistry-moles.ts (ADR 0120).
 */
import { solveAvogadro } from '../avogadro.ts';
import { declareSolver, fromText } from '../declaration.ts';
import { mostMoleculesAmongOptions } from '../particles-among-options.ts';

const convertParticles = fromText(solveAvogadro);

export const solvers = [
  declareSolver({
    name: 'convert_particles',
    offer: 'número de Avogadro',
    summary:
      "Converts between particles (molecules, atoms, also the atoms of one element in a compound), moles and grams with Avogadro's number, 6,02·10²³; among options of samples, the one with the most (or fewest) molecules.",
    examples: [
      '¿cuántas moléculas hay en 2 moles de agua?',
      '¿cuántos gramos son 3,01·10^23 moléculas de CO2?',
      '¿cuántos átomos de H hay en 2 moles de H2O?',
    ],
    solve: (problem) => mostMoleculesAmongOptions(problem) ?? convertParticles(problem),
  }),
] as const;
