import { chemistryExamWordingProblems } from './chemistry-exam-wording.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 54;

describeWrittenSet(
  'the written set of chemistry in exam wording',
  'Química con redacción de examen (escrita)',
  chemistryExamWordingProblems,
  RIGHT_FLOOR,
);
