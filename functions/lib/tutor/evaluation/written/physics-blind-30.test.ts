import { physicsBlind30 } from './physics-blind-30.ts';
import { describeBlindSetKeys, describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 42;

describeWrittenSet(
  'a blind physics set (wave 30), written in UTN exam wording',
  'Física, conjunto ciego de la ola 30 (escrita)',
  physicsBlind30,
  RIGHT_FLOOR,
);

describeBlindSetKeys(
  'the keys of the blind physics set (wave 30) that are not plain numbers',
  physicsBlind30,
  {
    fiveOptions: 20,
    numeric: 13,
    pages: 12,
    rightIsE: ['exs-fis-25405', 'exs-fis-25411', 'exs-fis-25418'],
  },
);
