import { mathExamPages2Algebra } from './math-exam-pages-2-algebra.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 38;

describeWrittenSet(
  'numbers and algebra on exam pages, a second blind set in UTN exam wording',
  'Matemática, números y álgebra en páginas de examen, segundo conjunto (escrita)',
  mathExamPages2Algebra,
  RIGHT_FLOOR,
);
