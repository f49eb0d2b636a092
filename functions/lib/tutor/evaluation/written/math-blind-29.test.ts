import { mathBlind29 } from './math-blind-29.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 33;

describeWrittenSet(
  'a blind set of the mathematics entrance (wave 29), written in UTN exam wording',
  'Matemática, conjunto ciego de la ola 29 (escrita)',
  mathBlind29,
  RIGHT_FLOOR,
);
