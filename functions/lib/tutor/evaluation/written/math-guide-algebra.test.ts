import { mathGuideAlgebra } from './math-guide-algebra.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 122;

describeWrittenSet(
  'the FRM guide algebra set as exam items',
  'Matemática, álgebra de la guía (escrita)',
  mathGuideAlgebra,
  RIGHT_FLOOR,
);
