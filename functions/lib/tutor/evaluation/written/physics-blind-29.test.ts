import { physicsBlind29 } from './physics-blind-29.ts';
import { describeBlindSetKeys, describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 39;

describeWrittenSet(
  'a blind physics set (wave 29), written in UTN exam wording',
  'Física, conjunto ciego de la ola 29 (escrita)',
  physicsBlind29,
  RIGHT_FLOOR,
);

describeBlindSetKeys(
  'the keys of the blind physics set (wave 29) that are not plain numbers',
  physicsBlind29,
  {
    fiveOptions: 20,
    numeric: 13,
    pages: 12,
    rightIsE: ['exs-fis-25108', 'exs-fis-25112', 'exs-fis-25117'],
  },
);
