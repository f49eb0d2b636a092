import { mathBlind32 } from './math-blind-32.ts';
import { describeBlindSetKeys, describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 43;

describeWrittenSet(
  'a blind set of the mathematics entrance (wave 32), written in UTN exam wording',
  'Matemática, conjunto ciego de la ola 32 (escrita)',
  mathBlind32,
  RIGHT_FLOOR,
);

describeBlindSetKeys(
  'the keys of the blind mathematics set (wave 32) that are not plain numbers',
  mathBlind32,
  {
    fiveOptions: 20,
    numeric: 15,
    pages: 15,
    rightIsE: ['exs-mat-25903', 'exs-mat-25910', 'exs-mat-25916'],
  },
);
