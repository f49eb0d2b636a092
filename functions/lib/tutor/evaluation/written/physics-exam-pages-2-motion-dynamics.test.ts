import { physicsExamPages2MotionDynamicsProblems } from './physics-exam-pages-2-motion-dynamics.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 46;

describeWrittenSet(
  'motion and dynamics exam pages (2): encounters, throws, circular and relative motion, Newton in real-exam wording',
  'Física, páginas de examen 2: encuentros, tiros, circular, relativo y Newton (escrita)',
  physicsExamPages2MotionDynamicsProblems,
  RIGHT_FLOOR,
);
