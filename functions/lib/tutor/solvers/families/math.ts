/**
 * The mathematics base, tried with every message (ADR 0095): what a statement of any subject may need,
 * equations, radicals, factoring and arithmetic. Geometry and trigonometry, functions, word problems, and
 * inequalities and absolute values are families of their own tried on their cue before it (geometry.ts,
 * functions.ts, word-problems.ts, inequalities.ts, ADR 0106, ADR 0109). In the offline engine's order: the
 * narrower before the broader they resemble (ADR 0050); a factoring before a plain equation, and bare
 * arithmetic last.
 */
import { solveAlgebra } from '../algebra.ts';
import { solveRestrictions } from '../algebraic-fraction-restrictions.ts';
import { solveArithmetic } from '../arithmetic.ts';
import { declareSolver, fromText } from '../declaration.ts';
import { solveFactoring } from '../factoring.ts';
import { factoringTwo } from '../factoring-two.ts';
import { fractionSum } from '../fraction-sum.ts';
import { polynomialExpansion } from '../polynomial-operations.ts';
import { radicalEquation } from '../radical-equation.ts';
import { radicals } from '../radicals.ts';
import { withCombination } from './with-combination.ts';

export const solvers = [
  fractionSum,
  radicals,
  radicalEquation,
  factoringTwo,
  declareSolver({
    name: 'factor_polynomial',
    offer: 'factoreo',
    summary:
      'Factors a polynomial in x by the course cases (common factor, grouping, difference of squares, perfect-square trinomial, quadratic by its roots, Gauss and Ruffini). Start the problem with "factorizá".',
    examples: [
      'factorizá x^2 - 9',
      'factorizá 3x^3 - 12x',
      'factorizá x^2 - 5x + 6',
      'factorizá x^3 - 6x^2 + 11x - 6',
    ],
    solve: fromText(solveFactoring),
  }),
  polynomialExpansion,
  declareSolver({
    name: 'solve_equations',
    offer: 'ecuaciones y sistemas',
    summary:
      'Solves a linear or quadratic equation in one unknown (also with the unknown in a denominator, and the values x cannot take there), or a system of two linear equations in two unknowns, exactly.',
    examples: ['3(x + 2) - 4 = 2x + 7', 'x^2 - 5x + 6 = 0', '(x+1)/(x-1) = 2', '2x + y = 7 y x - y = 2'],
    // A reply with no result in bold is a question back (a system it does not solve): it already states
    // no result, so it goes as written, never as certain.
    solve: (problem) => {
      // «Indique qué valores no puede tomar x» of an equation with x in a denominator, asked alone.
      const restrictions = solveRestrictions(problem);
      if (restrictions) return restrictions;
      const text = solveAlgebra(problem);
      if (text !== undefined && !text.includes('**')) return { text, certain: false };
      return fromText(solveAlgebra)(problem);
    },
  }),
  declareSolver({
    name: 'compute_arithmetic',
    offer: 'cuentas',
    summary:
      'Evaluates a bare arithmetic expression (+, -, *, /, :, ^, √, parentheses, decimal comma) in order of precedence, or a percentage of a number. Pass only the expression.',
    examples: ['3 + 4 * 2', '(2,5 - 1)^2 : 3', '√49 + 2^10', '15% de 200'],
    solve: fromText(solveArithmetic),
  }),
] as const;
