import { chemistryBlind33 } from './chemistry-blind-33.ts';
import { describeBlindSetKeys, describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 27;

describeWrittenSet(
  'a blind set of the chemistry entrance (wave 33), written in UTN exam wording',
  'Química, conjunto ciego de la ola 33 (escrita)',
  chemistryBlind33,
  RIGHT_FLOOR,
);

describeBlindSetKeys(
  'the keys of the blind chemistry set (wave 33) that are not plain numbers',
  chemistryBlind33,
  {
    fiveOptions: 20,
    numeric: 15,
    pages: 13,
    rightIsE: ['exs-qui-26406', 'exs-qui-26413', 'exs-qui-26418'],
  },
);
