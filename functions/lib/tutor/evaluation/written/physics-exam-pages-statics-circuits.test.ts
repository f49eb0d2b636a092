import { physicsExamPagesStaticsCircuitsProblems } from './physics-exam-pages-statics-circuits.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 40;

describeWrittenSet(
  'exam pages on units and measurement, vectors, statics and circuits (session 24)',
  'Física, páginas de examen: unidades, vectores, estática y circuitos (escrita)',
  physicsExamPagesStaticsCircuitsProblems,
  RIGHT_FLOOR,
);
