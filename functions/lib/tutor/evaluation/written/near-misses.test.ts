import { nearMissProblems } from './near-misses.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 63;

describeWrittenSet(
  'near misses of the newer readings: the setting kept, the question or a datum changed',
  'Casi iguales a lo que ya leemos (escrita)',
  nearMissProblems,
  RIGHT_FLOOR,
);
