import { mathExamFunctionsPolynomials } from './math-exam-functions-polynomials.ts';
import { describeWrittenSet } from './written-set.testing.ts';

/** Problems of the set the offline engine states the key of, as measured at the last commit that moved it. */
const RIGHT_FLOOR = 68;

describeWrittenSet(
  'functions and polynomials in UTN exam wording',
  'Matemática, funciones y polinomios con la redacción de examen (escrita)',
  mathExamFunctionsPolynomials,
  RIGHT_FLOOR,
);
