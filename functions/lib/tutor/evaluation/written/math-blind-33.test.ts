import { mathBlind33 } from './math-blind-33.ts';
import { describeBlindSetKeys, describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 35;

describeWrittenSet(
  'a blind set of the mathematics entrance (wave 33), written in UTN exam wording',
  'Matemática, conjunto ciego de la ola 33 (escrita)',
  mathBlind33,
  RIGHT_FLOOR,
);

describeBlindSetKeys(
  'the keys of the blind mathematics set (wave 33) that are not plain numbers',
  mathBlind33,
  {
    fiveOptions: 20,
    numeric: 15,
    pages: 15,
    rightIsE: ['exs-mat-26205', 'exs-mat-26211', 'exs-mat-26217'],
  },
);
