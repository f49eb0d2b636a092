import { physicsOpticsWavesElectricityProblems } from './physics-optics-waves-electricity.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 38;

describeWrittenSet(
  'optics, oscillations and waves, and electricity, worded as exams word them',
  'Óptica, ondas y electricidad con la redacción de examen (escrita)',
  physicsOpticsWavesElectricityProblems,
  RIGHT_FLOOR,
);
