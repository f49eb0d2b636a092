import { physicsExamWordingKinematicsDynamicsProblems } from './physics-exam-wording-kinematics-dynamics.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 40;

describeWrittenSet(
  'straight-line motion and dynamics, worded as UTN entrance exams word them',
  'Física, cinemática y dinámica con la redacción de examen (escrita)',
  physicsExamWordingKinematicsDynamicsProblems,
  RIGHT_FLOOR,
);
