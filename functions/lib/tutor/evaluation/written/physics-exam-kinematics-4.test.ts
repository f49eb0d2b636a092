import { physicsExamKinematics4Problems } from './physics-exam-kinematics-4.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 43;

describeWrittenSet(
  'kinematics as UTN exams ask it: meetings with clock times, stages, throws, graphs (fourth set)',
  'Física, cinemática en palabras de examen (cuarto set, escrita)',
  physicsExamKinematics4Problems,
  RIGHT_FLOOR,
);
