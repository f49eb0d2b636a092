import { physicsExamUnitsFluidsHeatProblems } from './physics-exam-units-fluids-heat.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 55;

describeWrittenSet(
  'units, measurement, fluids, heat, gases and circuits as UTN exams ask them, in our own words',
  'Física, unidades, fluidos, calor, gases y circuitos en palabras de examen (escrita)',
  physicsExamUnitsFluidsHeatProblems,
  RIGHT_FLOOR,
);
