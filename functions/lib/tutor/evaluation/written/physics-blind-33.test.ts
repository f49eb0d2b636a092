import { physicsBlind33 } from './physics-blind-33.ts';
import { describeBlindSetKeys, describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 31;

describeWrittenSet(
  'a blind physics set (wave 33), written in UTN exam wording',
  'Física, conjunto ciego de la ola 33 (escrita)',
  physicsBlind33,
  RIGHT_FLOOR,
);

describeBlindSetKeys(
  'the keys of the blind physics set (wave 33) that are not plain numbers',
  physicsBlind33,
  {
    fiveOptions: 20,
    numeric: 14,
    pages: 11,
    rightIsE: ['exs-fis-26305', 'exs-fis-26312', 'exs-fis-26317'],
  },
);
