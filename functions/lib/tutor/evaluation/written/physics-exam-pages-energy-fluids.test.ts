import { physicsExamPagesEnergyFluidsProblems } from './physics-exam-pages-energy-fluids.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 36;

describeWrittenSet(
  'exam pages on energy, power, fluids, heat and gases, in our own words',
  'Física, páginas de examen de energía, fluidos, calor y gases (escrita)',
  physicsExamPagesEnergyFluidsProblems,
  RIGHT_FLOOR,
);
