/**
 * Functions' solvers, tried on their cue before the mathematics base (ADR 0095): curves that meet,
 * intervals, a function's composition, inverse, study, domain, equation and values, a quadratic from its
 * data or with a parameter, polynomial division, and exponential and logarithmic equations. Their order
 * is the one they had within math. Complex numbers, lines and vectors, once first here, are a family of
 * their own tried just before (complex-lines-vectors.ts, ADR 0105).
 */
import { composition, inverseFunction } from '../composition.ts';
import { curveIntersection } from '../curve-intersection.ts';
import { declareSolver, fromText } from '../declaration.ts';
import { functionDomain } from '../domain.ts';
import { expLogCrossings } from '../exp-log-crossings.ts';
import { solveExponentialLog } from '../exponential.ts';
import { functionEquation } from '../function-equation.ts';
import { functionStudy } from '../function-study.ts';
import { functionValues } from '../function-values.ts';
import { intervalSets } from '../interval-sets.ts';
import { numericValue } from '../numeric-value.ts';
import { polynomialConditions } from '../polynomial-conditions.ts';
import { polynomialDivision } from '../polynomial-division.ts';
import { polynomialFeatures, polynomialFromRoots, polynomialGcdLcm } from '../polynomial-operations.ts';
import { quadraticFromData } from '../quadratic-from-data.ts';
import { quadraticModel } from '../quadratic-model.ts';
import { quadraticParameter } from '../quadratic-parameter.ts';
import { withCombination } from './with-combination.ts';

export const solvers = [
  curveIntersection,
  intervalSets,
  composition,
  inverseFunction,
  expLogCrossings,
  functionStudy,
  functionDomain,
  functionEquation,
  functionValues,
  numericValue,
  quadraticFromData,
  quadraticParameter,
  quadraticModel,
  polynomialDivision,
  polynomialFromRoots,
  polynomialConditions,
  polynomialGcdLcm,
  polynomialFeatures,
  declareSolver({
    name: 'solve_exponential_log',
    offer: 'ecuaciones exponenciales y logarítmicas',
    summary:
      'Solves an exponential equation (same base, common factor, substitution u = a^x, or logarithms) or a logarithmic equation (properties, definition, domain check) in x. Put exponents in parentheses; log2(x) is base 2, log(x) base 10, ln(x) base e.',
    examples: ['2^(x+1) = 16', '4^x = 8^(x-1)', '4^x - 6*2^x + 8 = 0', 'log2(x) + log2(x-2) = 3'],
    solve: fromText(withCombination(solveExponentialLog)),
  }),
] as const;
