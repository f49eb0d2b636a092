import { chemistryBlind32 } from './chemistry-blind-32.ts';
import { describeBlindSetKeys, describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 33;

describeWrittenSet(
  'a blind set of the chemistry entrance (wave 32), written in UTN exam wording',
  'Química, conjunto ciego de la ola 32 (escrita)',
  chemistryBlind32,
  RIGHT_FLOOR,
);

describeBlindSetKeys(
  'the keys of the blind chemistry set (wave 32) that are not plain numbers',
  chemistryBlind32,
  {
    fiveOptions: 20,
    numeric: 15,
    pages: 13,
    rightIsE: ['exs-qui-26104', 'exs-qui-26115', 'exs-qui-26119'],
  },
);
