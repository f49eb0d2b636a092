import { physicsExamWordingConversions } from './physics-exam-wording-conversions.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 23;

describeWrittenSet(
  'unit conversions asked as exams ask them',
  'Física, conversiones de unidades con la redacción de examen (escrita)',
  physicsExamWordingConversions,
  RIGHT_FLOOR,
);
