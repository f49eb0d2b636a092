import { physicsExamWordingForcesProblems } from './physics-exam-wording-forces.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 79;

describeWrittenSet(
  'forces and statics as the entrance exams word them',
  'Física, fuerzas y estática (redacción de examen, escrita)',
  physicsExamWordingForcesProblems,
  RIGHT_FLOOR,
);
