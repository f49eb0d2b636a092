import { chemistryExamPages2Problems } from './chemistry-exam-pages-2.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 49;

describeWrittenSet(
  'chemistry exam pages 2: a reaction, mixed units, parts that chain their results',
  'Química, páginas de examen 2: reacción, unidades mezcladas, partes encadenadas (escrita)',
  chemistryExamPages2Problems,
  RIGHT_FLOOR,
);
