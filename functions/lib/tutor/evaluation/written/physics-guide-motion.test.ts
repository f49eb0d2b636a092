import { physicsGuideMotionProblems } from './physics-guide-motion.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 46;

describeWrittenSet(
  'kinematics and dynamics in the shape of the FRM seminario guide',
  'Física, cinemática y dinámica de la guía (escrita)',
  physicsGuideMotionProblems,
  RIGHT_FLOOR,
);
