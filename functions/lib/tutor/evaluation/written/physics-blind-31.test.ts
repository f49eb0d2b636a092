import { physicsBlind31 } from './physics-blind-31.ts';
import { describeBlindSetKeys, describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 36;

describeWrittenSet(
  'a blind physics set (wave 31), written in UTN exam wording',
  'Física, conjunto ciego de la ola 31 (escrita)',
  physicsBlind31,
  RIGHT_FLOOR,
);

describeBlindSetKeys(
  'the keys of the blind physics set (wave 31) that are not plain numbers',
  physicsBlind31,
  {
    fiveOptions: 20,
    numeric: 12,
    pages: 13,
    rightIsE: ['exs-fis-25704', 'exs-fis-25711', 'exs-fis-25716'],
  },
);
