import { physicsExamPagesMotionProblems } from './physics-exam-pages-motion.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 44;

describeWrittenSet(
  'kinematics exam pages: meetings with clock times, braking, throws, stages, x(t) and v(t) (session 24)',
  'Física, páginas de examen de cinemática (escrita)',
  physicsExamPagesMotionProblems,
  RIGHT_FLOOR,
);
