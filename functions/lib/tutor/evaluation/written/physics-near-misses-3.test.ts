import { physicsNearMisses3Problems } from './physics-near-misses-3.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 73;

describeWrittenSet(
  'a third pass of physics near misses: the readings added this session, with one thing changed',
  'Casi iguales de física, tercera pasada (escrita)',
  physicsNearMisses3Problems,
  RIGHT_FLOOR,
);
