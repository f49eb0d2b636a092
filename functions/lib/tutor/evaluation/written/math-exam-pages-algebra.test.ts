import { mathExamPagesAlgebra } from './math-exam-pages-algebra.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 44;

describeWrittenSet(
  'algebra on exam pages in UTN exam wording',
  'Matemática, álgebra en páginas de examen con la redacción de examen (escrita)',
  mathExamPagesAlgebra,
  RIGHT_FLOOR,
);
