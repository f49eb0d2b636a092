import { physicsBlind34 } from './physics-blind-34.ts';
import { describeBlindSetKeys, describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 11;

describeWrittenSet(
  'a blind physics set (wave 34), written in UTN exam wording',
  'Física, conjunto ciego de la ola 34 (escrita)',
  physicsBlind34,
  RIGHT_FLOOR,
);

describeBlindSetKeys(
  'the keys of the blind physics set (wave 34) that are not plain numbers',
  physicsBlind34,
  {
    fiveOptions: 20,
    numeric: 14,
    pages: 11,
    rightIsE: ['exs-fis-26604', 'exs-fis-26611', 'exs-fis-26616'],
  },
);
