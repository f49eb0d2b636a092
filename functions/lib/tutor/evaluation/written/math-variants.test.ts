import { mathVariants } from './math-variants.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 214;

describeWrittenSet(
  'variants of the tuning mathematics problems',
  'Matemática, variantes (escrita)',
  mathVariants,
  RIGHT_FLOOR,
);
