import { chemistryExamProblems } from './chemistry-exam.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 87;

describeWrittenSet(
  'the written set of exam-phrased chemistry',
  'Química de examen (escrita)',
  chemistryExamProblems,
  RIGHT_FLOOR,
);
