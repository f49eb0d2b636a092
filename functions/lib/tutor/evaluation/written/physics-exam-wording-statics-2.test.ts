import { physicsExamWordingStatics2Problems } from './physics-exam-wording-statics-2.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 68;

describeWrittenSet(
  'statics and simple machines as the entrance exams word them, a second set',
  'Física, estática y máquinas simples (redacción de examen, segunda, escrita)',
  physicsExamWordingStatics2Problems,
  RIGHT_FLOOR,
);
