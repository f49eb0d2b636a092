import { mathExamWordingTrigComplex } from './math-exam-wording-trig-complex.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 70;

describeWrittenSet(
  'complex numbers in polar form, trigonometry and geometry in the exams’ wording',
  'Matemática, complejos en forma polar, trigonometría y geometría con la redacción de los exámenes (escrita)',
  mathExamWordingTrigComplex,
  RIGHT_FLOOR,
);
