import { mathExamTrigComplexAlgebra } from './math-exam-trig-complex-algebra.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 51;

describeWrittenSet(
  'trigonometry, complex numbers, systems and algebra as UTN exams ask them, in our own words',
  'Matemática, trigonometría, complejos, sistemas y álgebra con la redacción de los exámenes (escrita, 2)',
  mathExamTrigComplexAlgebra,
  RIGHT_FLOOR,
);
