import { mathExamWordingAlgebra } from './math-exam-wording-algebra.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 60;

describeWrittenSet(
  'complex numbers, the quadratic function and polynomials worded as exams word them',
  'Matemática, álgebra con la redacción de los exámenes (escrita)',
  mathExamWordingAlgebra,
  RIGHT_FLOOR,
);
