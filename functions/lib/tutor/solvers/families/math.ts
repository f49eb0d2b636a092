/**
 * Math's solvers, in the offline engine's order: the narrower before the broader they resemble
 * (ADR 0050): complex numbers, a system with a parameter, a line and a function's study before the
 * equations they contain; an inequality, an absolute value or a factoring before a plain equation, and
 * bare arithmetic last.
 */
import { solveAbsoluteValue } from '../absolute-value.ts';
import { solveAlgebra } from '../algebra.ts';
import { solveArithmetic } from '../arithmetic.ts';
import { answerCombination, combinationAsked } from '../asked-combination.ts';
import { complexNumbers } from '../complex.ts';
import { composition, inverseFunction } from '../composition.ts';
import { curveIntersection } from '../curve-intersection.ts';
import { declareSolver, fromText } from '../declaration.ts';
import { functionDomain } from '../domain.ts';
import { elevation } from '../elevation.ts';
import { exactValue } from '../exact-value.ts';
import { solveExponentialLog } from '../exponential.ts';
import { solveAlgebraicFraction, solveFactoring } from '../factoring.ts';
import { fractionSum } from '../fraction-sum.ts';
import { functionEquation } from '../function-equation.ts';
import { functionStudy } from '../function-study.ts';
import { functionValues } from '../function-values.ts';
import { solveInequality } from '../inequalities.ts';
import { intervalSets } from '../interval-sets.ts';
import { leaning } from '../leaning.ts';
import { lines } from '../lines.ts';
import { literalSystems } from '../literal-systems.ts';
import { obliqueTriangle } from '../oblique-triangle.ts';
import { planeFigures } from '../plane-figures.ts';
import { planePoints } from '../plane-points.ts';
import { polynomialDivision } from '../polynomial-division.ts';
import { proportions } from '../proportions.ts';
import { quadrantRatios } from '../quadrant.ts';
import { quadraticFromData } from '../quadratic-from-data.ts';
import { quadraticParameter } from '../quadratic-parameter.ts';
import { radicalEquation } from '../radical-equation.ts';
import { radicals } from '../radicals.ts';
import { similarity } from '../similarity.ts';
import { solids } from '../solids.ts';
import { trigIdentity } from '../trig-identity.ts';
import { solveRightTriangle, solveTrigEquation } from '../trigonometry.ts';
import { vectors } from '../vectors.ts';
import { wordEquations } from '../word-equations.ts';

/**
 * A solver whose reply lists the solutions, for a statement that asks their sum or product: the reply
 * answers that, or the solver is left out (never the solutions for the sum).
 */
const withCombination =
  (solve: (problem: string) => string | undefined) =>
  (problem: string): string | undefined => {
    const text = solve(problem);
    const combination = combinationAsked(problem);
    return text && combination ? answerCombination(text, combination) : text;
  };

export const solvers = [
  complexNumbers,
  elevation,
  quadrantRatios,
  trigIdentity,
  exactValue,
  obliqueTriangle,
  leaning,
  literalSystems,
  lines,
  vectors,
  planePoints,
  planeFigures,
  curveIntersection,
  intervalSets,
  solids,
  similarity,
  composition,
  inverseFunction,
  functionStudy,
  functionDomain,
  functionEquation,
  functionValues,
  quadraticFromData,
  quadraticParameter,
  polynomialDivision,
  fractionSum,
  proportions,
  wordEquations,
  radicals,
  radicalEquation,
  declareSolver({
    name: 'solve_right_triangle',
    offer: 'triángulos rectángulos',
    summary:
      'Solves a right triangle given two sides, or a side and an acute angle (say whether the leg is opposite or adjacent to it): the other sides and angles, with Pythagoras and SOH-CAH-TOA, exact for 30°, 45° and 60°.',
    examples: [
      'triángulo rectángulo con catetos de 3 cm y 4 cm',
      'la hipotenusa mide 10 y un cateto 6',
      'triángulo rectángulo con hipotenusa 12 m y un ángulo de 30°',
    ],
    solve: fromText(solveRightTriangle),
  }),
  declareSolver({
    name: 'solve_trig_equation',
    offer: 'ecuaciones trigonométricas',
    summary:
      'Solves a trigonometric equation in one function (sen, cos, tg) of a linear angle, also quadratic in the function, over [0, 2π) or the interval given (radians, or degrees when the problem uses °), exactly for the notable angles.',
    examples: ['sen x = 1/2', 'cos x = -√2/2', 'tg x = 1 en [0°, 360°)', '2 sen^2 x - 1 = 0'],
    solve: fromText(solveTrigEquation),
  }),
  declareSolver({
    name: 'solve_exponential_log',
    offer: 'ecuaciones exponenciales y logarítmicas',
    summary:
      'Solves an exponential equation (same base, common factor, substitution u = a^x, or logarithms) or a logarithmic equation (properties, definition, domain check) in x. Put exponents in parentheses; log2(x) is base 2, log(x) base 10, ln(x) base e.',
    examples: ['2^(x+1) = 16', '4^x = 8^(x-1)', '4^x - 6*2^x + 8 = 0', 'log2(x) + log2(x-2) = 3'],
    solve: fromText(withCombination(solveExponentialLog)),
  }),
  declareSolver({
    name: 'solve_absolute_value',
    offer: 'ecuaciones e inecuaciones con módulo',
    summary:
      'Solves an equation or inequality with the absolute value of a linear expression in x, exactly (checks each case when the other member has x). Write the absolute value with bars.',
    examples: ['|2x - 3| < 5', '|2x - 3| = 5', '|x - 2| = 2x + 1', '3|x + 1| - 2 >= 4'],
    solve: fromText(withCombination(solveAbsoluteValue)),
  }),
  declareSolver({
    name: 'solve_inequality',
    offer: 'inecuaciones (también racionales)',
    summary:
      'Solves a linear inequality, a double inequality (a < bx + c < d) or a polynomial or rational inequality in x with a table of signs, exactly; gives the solution as inequalities and intervals. Pass only the inequality (<, >, <=, >=).',
    examples: ['2x - 3 < 5', '-1 < 2x + 1 <= 5', '(x - 1)/(x + 2) >= 0', 'x^2 - 4 > 0'],
    solve: fromText(solveInequality),
  }),
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
  declareSolver({
    name: 'simplify_algebraic_fraction',
    offer: 'simplificación de fracciones algebraicas',
    summary:
      'Simplifies a quotient of polynomials in x by factoring numerator and denominator, with the restrictions of the original denominator. Start the problem with "simplificá".',
    examples: ['simplificá (x^2 - 1)/(x - 1)', 'simplificá (x^2 - 4)/(x^2 + 4x + 4)'],
    solve: fromText(solveAlgebraicFraction),
  }),
  declareSolver({
    name: 'solve_equations',
    offer: 'ecuaciones y sistemas',
    summary:
      'Solves a linear or quadratic equation in one unknown (also with the unknown in a denominator), or a system of two linear equations in two unknowns, exactly.',
    examples: ['3(x + 2) - 4 = 2x + 7', 'x^2 - 5x + 6 = 0', '(x+1)/(x-1) = 2', '2x + y = 7 y x - y = 2'],
    // A reply with no result in bold is a question back (a system it does not solve): it already states
    // no result, so it goes as written, never as certain.
    solve: (problem) => {
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
