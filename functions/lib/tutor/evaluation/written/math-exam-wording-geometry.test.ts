import { mathExamWordingGeometry } from './math-exam-wording-geometry.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 54;

describeWrittenSet(
  'trigonometric ratios, lines, absolute value and plane geometry in the exams’ wording',
  'Matemática, geometría con la redacción de los exámenes (escrita)',
  mathExamWordingGeometry,
  RIGHT_FLOOR,
);
