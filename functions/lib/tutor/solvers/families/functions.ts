/**
 * Functions' solvers, tried on their cue before the mathematics base (ADR 0095): curves that meet,
 * intervals, a function's composition, inverse, study, domain, equation and values, a quadratic from its
 * data or with a parameter (the quadratics, last here, are tried just after: quadratics.ts, ADR 0113). Their order is the one they had within math; the polynomials and the
 * exponential and logarithmic equations, once last here, are tried just after (polynomials.ts, ADR 0111). Complex numbers, lines and vectors, once first here, are a family of
 * their own tried just before (complex-numbers.ts and lines-vectors.ts, ADR 0105 and 0121).
 */
import { composition, inverseFunction } from '../composition.ts';
import { curveIntersection } from '../curve-intersection.ts';
import { functionDomain } from '../domain.ts';
import { expLogCrossings } from '../exp-log-crossings.ts';
import { functionEquation } from '../function-equation.ts';
import { functionStudy } from '../function-study.ts';
import { functionValues } from '../function-values.ts';
import { intervalSets } from '../interval-sets.ts';
import { numericValue } from '../numeric-value.ts';

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
] as const;
