import { physicsGuideUnitsEnergyProblems } from './physics-guide-units-energy.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 62;

describeWrittenSet(
  'the written set of units and measurement, work, energy and power after the FRM guides',
  'Unidades, trabajo, energía y potencia de las guías FRM (escrita)',
  physicsGuideUnitsEnergyProblems,
  RIGHT_FLOOR,
);
