import { physicsDynamics } from './physics-dynamics.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 126;

describeWrittenSet(
  'dynamics, ropes, inclines, units and vectors as exams write them',
  'Física, dinámica y unidades (escrita)',
  physicsDynamics,
  RIGHT_FLOOR,
);
