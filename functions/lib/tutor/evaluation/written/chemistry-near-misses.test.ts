import { chemistryNearMissProblems } from './chemistry-near-misses.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 52;

describeWrittenSet(
  'the written set of chemistry near misses',
  'Química, casi iguales (escrita)',
  chemistryNearMissProblems,
  RIGHT_FLOOR,
);
