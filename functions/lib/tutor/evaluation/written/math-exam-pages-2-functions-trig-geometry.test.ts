import { mathExamPages2FunctionsTrigGeometry } from './math-exam-pages-2-functions-trig-geometry.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 49;

describeWrittenSet(
  'functions, trigonometry, geometry, complex numbers and vectors on exam pages, a second blind set',
  'Matemática, páginas de examen 2: funciones, trigonometría, geometría, complejos y vectores (escrita)',
  mathExamPages2FunctionsTrigGeometry,
  RIGHT_FLOOR,
);
