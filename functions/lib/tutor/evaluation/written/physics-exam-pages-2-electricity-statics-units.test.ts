import { physicsExamPages2ElectricityStaticsUnitsProblems } from './physics-exam-pages-2-electricity-statics-units.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 43;

describeWrittenSet(
  'units, statics and electricity exam pages: conversions, errors, vectors, levers, beams, Coulomb, circuits and some optics',
  'Física, páginas de examen 2: unidades, errores, vectores, estática, electrostática, circuitos y óptica (escrita)',
  physicsExamPages2ElectricityStaticsUnitsProblems,
  RIGHT_FLOOR,
);
