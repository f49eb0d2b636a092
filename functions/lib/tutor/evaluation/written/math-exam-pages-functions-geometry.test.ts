import { mathExamPagesFunctionsGeometry } from './math-exam-pages-functions-geometry.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 42;

describeWrittenSet(
  'exam pages on functions and geometry',
  'Matemática, páginas de examen de funciones y geometría (escrita)',
  mathExamPagesFunctionsGeometry,
  RIGHT_FLOOR,
);
