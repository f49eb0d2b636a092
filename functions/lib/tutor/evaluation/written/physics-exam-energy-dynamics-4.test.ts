import { physicsExamEnergyDynamics4Problems } from './physics-exam-energy-dynamics-4.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 39;

describeWrittenSet(
  'dynamics, work, energy and power in real-exam wording (fourth set)',
  'Física, dinámica, trabajo, energía y potencia en palabras de examen (escrita, 4)',
  physicsExamEnergyDynamics4Problems,
  RIGHT_FLOOR,
);
