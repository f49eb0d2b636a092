import { chemistryBlind30 } from './chemistry-blind-30.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 40;

describeWrittenSet(
  'a blind set of the chemistry entrance (wave 30), written in UTN exam wording',
  'Química, conjunto ciego de la ola 30 (escrita)',
  chemistryBlind30,
  RIGHT_FLOOR,
);
