import { physicsExamPages2EnergyFluidsHeatProblems } from './physics-exam-pages-2-energy-fluids-heat.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 47;

describeWrittenSet(
  'energy, fluids and heat exam pages (second set): work, power, momentum, pressure, buoyancy, calorimetry, expansion and gases',
  'Física, páginas de examen 2: trabajo, potencia, cantidad de movimiento, presión, empuje, calorimetría, dilatación y gases (escrita)',
  physicsExamPages2EnergyFluidsHeatProblems,
  RIGHT_FLOOR,
);
