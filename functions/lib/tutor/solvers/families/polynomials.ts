/**
 * Polynomials (division and the remainder theorem, from their roots, a coefficient from a condition,
 * common divisors and multiples, degree and roots): tried on their cue just after functions
 * (functions.ts), where they were last, so the engine's order is unchanged; split from it when its
 * readings left its line little room under the chat's budget (ADR 0111). The exponential and logarithmic
 * equations, equivalent expressions and algebraic fractions that followed them here are tried just after,
 * on the same cue (exponential-log.ts, ADR 0126).
 */
import { polynomialConditions } from '../polynomial-conditions.ts';
import { polynomialDivision } from '../polynomial-division.ts';
import { polynomialFeatures, polynomialFromRoots, polynomialGcdLcm } from '../polynomial-operations.ts';
import { quadraticKnownRoot } from '../quadratic-known-root.ts';

export const solvers = [
  polynomialDivision,
  polynomialFromRoots,
  polynomialConditions,
  quadraticKnownRoot,
  polynomialGcdLcm,
  polynomialFeatures,
] as const;
