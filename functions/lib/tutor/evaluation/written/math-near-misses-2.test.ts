import { mathNearMiss2Problems } from './math-near-misses-2.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 60;

describeWrittenSet(
  'near misses, second round: the session’s new mathematics and chemistry readings with another question or datum',
  'Matemática y química, casi iguales a lo nuevo (escrita)',
  mathNearMiss2Problems,
  RIGHT_FLOOR,
);
