import { physicsUnitsHeatProblems } from './physics-units-heat.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 23;

describeWrittenSet(
  'units, measurement errors and heat in words of our own: expansion, the first law, changes of state, scales, conversions and errors combined',
  'Unidades, errores y calor (escrita)',
  physicsUnitsHeatProblems,
  RIGHT_FLOOR,
);
