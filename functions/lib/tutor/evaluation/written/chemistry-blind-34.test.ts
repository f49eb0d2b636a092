import { chemistryBlind34 } from './chemistry-blind-34.ts';
import { describeBlindSetKeys, describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 5;

describeWrittenSet(
  'a blind set of the chemistry entrance (wave 34), written in UTN exam wording',
  'Química, conjunto ciego de la ola 34 (escrita)',
  chemistryBlind34,
  RIGHT_FLOOR,
);

describeBlindSetKeys(
  'the keys of the blind chemistry set (wave 34) that are not plain numbers',
  chemistryBlind34,
  {
    fiveOptions: 20,
    numeric: 15,
    pages: 13,
    rightIsE: ['exs-qui-26700', 'exs-qui-26712', 'exs-qui-26716'],
  },
);
