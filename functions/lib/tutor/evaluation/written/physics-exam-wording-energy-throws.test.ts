import { physicsExamWordingEnergyThrowsProblems } from './physics-exam-wording-energy-throws.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 55;

describeWrittenSet(
  'work on an incline, mechanical energy, power and vertical throws, worded as UTN entrance exams word them',
  'Física, trabajo en el plano inclinado, energía, potencia y tiros verticales con la redacción de examen (escrita)',
  physicsExamWordingEnergyThrowsProblems,
  RIGHT_FLOOR,
);
