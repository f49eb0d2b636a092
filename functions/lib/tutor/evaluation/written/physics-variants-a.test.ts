import { physicsVariantsA } from './physics-variants-a.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 98;

describeWrittenSet(
  'variants of the tuning dynamics, energy, units and vectors problems',
  'Física, variantes A (escrita)',
  physicsVariantsA,
  RIGHT_FLOOR,
);
