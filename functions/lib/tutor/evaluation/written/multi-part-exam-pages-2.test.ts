import { multiPartExamPages2Problems } from './multi-part-exam-pages-2.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 50;

describeWrittenSet(
  'whole exam items in parts, in other layouts and words',
  'Ítems de examen en partes, otras disposiciones y palabras: física, matemática y química (escrita)',
  multiPartExamPages2Problems,
  RIGHT_FLOOR,
);
