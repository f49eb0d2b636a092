import { physicsDynamics3Problems } from './physics-dynamics-3.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 17;

describeWrittenSet(
  'dynamics, friction, work and energy the course bank asks, in our own words',
  'Física, dinámica, rozamiento y trabajo del banco, con otras palabras (escrita)',
  physicsDynamics3Problems,
  RIGHT_FLOOR,
);
