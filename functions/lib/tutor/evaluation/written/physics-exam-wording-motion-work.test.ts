import { physicsExamWordingMotionWorkProblems } from './physics-exam-wording-motion-work.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 53;

describeWrittenSet(
  'throws and the work of several forces, worded as UTN entrance exams word them',
  'Física, tiros y trabajo de varias fuerzas con la redacción de examen (escrita)',
  physicsExamWordingMotionWorkProblems,
  RIGHT_FLOOR,
);
