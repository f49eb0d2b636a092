import { mathBlind31 } from './math-blind-31.ts';
import { describeBlindSetKeys, describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 42;

describeWrittenSet(
  'a blind set of the mathematics entrance (wave 31), written in UTN exam wording',
  'Matemática, conjunto ciego de la ola 31 (escrita)',
  mathBlind31,
  RIGHT_FLOOR,
);

describeBlindSetKeys(
  'the keys of the blind mathematics set (wave 31) that are not plain numbers',
  mathBlind31,
  {
    fiveOptions: 20,
    numeric: 15,
    pages: 15,
    rightIsE: ['exs-mat-25604', 'exs-mat-25611', 'exs-mat-25617'],
  },
);
