import { mathNearMissProblems } from './math-near-misses.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 56;

describeWrittenSet(
  'near misses of the session’s mathematics readings: the setting kept, the question or a datum changed',
  'Matemática, casi iguales a lo que ya leemos (escrita)',
  mathNearMissProblems,
  RIGHT_FLOOR,
);
