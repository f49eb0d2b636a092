import { physicsGeneralProblems } from './physics-general.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 84;

describeWrittenSet(
  'the written set of non-motion physics',
  'Física general (escrita)',
  physicsGeneralProblems,
  RIGHT_FLOOR,
);
