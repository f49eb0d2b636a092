import { chainedPartsProblems } from './chained-parts.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 33;

describeWrittenSet(
  'questions in parts whose later parts use an earlier part’s result',
  'Partes encadenadas: física, matemática y química (escrita)',
  chainedPartsProblems,
  RIGHT_FLOOR,
);
