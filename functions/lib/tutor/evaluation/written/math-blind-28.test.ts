import { mathBlind28 } from './math-blind-28.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 37;

describeWrittenSet(
  'a blind set of the mathematics entrance (wave 28), written in UTN exam wording',
  'Matemática, conjunto ciego de la ola 28 (escrita)',
  mathBlind28,
  RIGHT_FLOOR,
);
