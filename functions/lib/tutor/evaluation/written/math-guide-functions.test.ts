import { mathGuideFunctions } from './math-guide-functions.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 69;

describeWrittenSet(
  'the FRM guide set on geometry, trigonometry and functions',
  'Matemática, guía U4–U6 (escrita)',
  mathGuideFunctions,
  RIGHT_FLOOR,
);
