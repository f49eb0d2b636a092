import { physicsBlind32 } from './physics-blind-32.ts';
import { describeBlindSetKeys, describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 25;

describeWrittenSet(
  'a blind physics set (wave 32), written in UTN exam wording',
  'Física, conjunto ciego de la ola 32 (escrita)',
  physicsBlind32,
  RIGHT_FLOOR,
);

describeBlindSetKeys(
  'the keys of the blind physics set (wave 32) that are not plain numbers',
  physicsBlind32,
  {
    fiveOptions: 12,
    numeric: 10,
    pages: 8,
    rightIsE: ['exs-fis-26004', 'exs-fis-26009'],
  },
);
