import { physicsEnergySpringsProblems } from './physics-energy-springs.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 72;

describeWrittenSet(
  'the written set of kinematics, energy and springs gaps',
  'Cinemática, energía y resortes (escrita)',
  physicsEnergySpringsProblems,
  RIGHT_FLOOR,
);
