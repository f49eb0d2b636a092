import { mathExamPages3 } from './math-exam-pages-3.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 36;

describeWrittenSet(
  'mathematics on exam pages, a third blind set in UTN exam wording',
  'Matemática en páginas de examen, tercer conjunto (escrita)',
  mathExamPages3,
  RIGHT_FLOOR,
);
