import { physicsModernExamWordingProblems } from './physics-modern-exam-wording.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 45;

describeWrittenSet(
  'modern physics (photons, the photoelectric effect, hydrogen, decay, E = m·c², time dilation), worded as exams word it',
  'Física moderna con la redacción de examen (escrita)',
  physicsModernExamWordingProblems,
  RIGHT_FLOOR,
);
