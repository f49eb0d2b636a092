import { physicsNearMisses2Problems } from './physics-near-misses-2.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 59;

describeWrittenSet(
  'a second pass of physics near misses: a datum changed in a later part, the other body, another unit',
  'Casi iguales de física, segunda pasada (escrita)',
  physicsNearMisses2Problems,
  RIGHT_FLOOR,
);
