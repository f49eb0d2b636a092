import { mathBlind30 } from './math-blind-30.ts';
import { describeBlindSetKeys, describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 47;

describeWrittenSet(
  'a blind set of the mathematics entrance (wave 30), written in UTN exam wording',
  'Matemática, conjunto ciego de la ola 30 (escrita)',
  mathBlind30,
  RIGHT_FLOOR,
);

describeBlindSetKeys(
  'the keys of the blind mathematics set (wave 30) that are not plain numbers',
  mathBlind30,
  {
    fiveOptions: 20,
    numeric: 16,
    pages: 14,
    rightIsE: ['exs-mat-25305', 'exs-mat-25312', 'exs-mat-25318'],
  },
);
