import { mathBlind34 } from './math-blind-34.ts';
import { describeBlindSetKeys, describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 18;

describeWrittenSet(
  'a blind set of the mathematics entrance (wave 34), written in UTN exam wording',
  'Matemática, conjunto ciego de la ola 34 (escrita)',
  mathBlind34,
  RIGHT_FLOOR,
);

describeBlindSetKeys(
  'the keys of the blind mathematics set (wave 34) that are not plain numbers',
  mathBlind34,
  {
    fiveOptions: 20,
    numeric: 15,
    pages: 15,
    rightIsE: ['exs-mat-26510', 'exs-mat-26511', 'exs-mat-26518'],
  },
);
