import { physicsExamProblems } from './physics-exam.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 76;

describeWrittenSet(
  'the written set of exam-phrased physics',
  'Física de examen (escrita)',
  physicsExamProblems,
  RIGHT_FLOOR,
);
