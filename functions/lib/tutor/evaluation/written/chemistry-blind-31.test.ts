import { chemistryBlind31 } from './chemistry-blind-31.ts';
import { describeBlindSetKeys, describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 26;

describeWrittenSet(
  'a blind set of the chemistry entrance (wave 31), written in UTN exam wording',
  'Química, conjunto ciego de la ola 31 (escrita)',
  chemistryBlind31,
  RIGHT_FLOOR,
);

describeBlindSetKeys(
  'the keys of the blind chemistry set (wave 31) that are not plain numbers',
  chemistryBlind31,
  {
    fiveOptions: 20,
    numeric: 15,
    pages: 13,
    rightIsE: ['exs-qui-25805', 'exs-qui-25811', 'exs-qui-25817'],
  },
);
