/**
 * Polynomials (division and the remainder theorem, from their roots, a coefficient from a condition,
 * common divisors and multiples, degree and roots) and algebraic fractions: tried on their cue just after
 * functions (functions.ts), where they were last, so the engine's order is unchanged; split from it when
 * its readings left its line little room under the chat's budget (ADR 0111). The exponential and
 * logarithmic equations and the identities among options are tried just after, on the same cue
 * (exponential-log.ts, ADR 0126); the algebraic fractions stay here, where the factoring they share with
 * the base stays in one chunk.
 */
import { solveAlgebraicFraction } from '../algebraic-fraction.ts';
import { declareSolver, fromText } from '../declaration.ts';
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
  declareSolver({
    name: 'simplify_algebraic_fraction',
    offer: 'simplificación de fracciones algebraicas',
    summary:
      'Simplifies a quotient of polynomials in x (or a sum of such fractions) by factoring numerator and denominator, with the restrictions of the original denominator, and its value at an x asked. Start the problem with "simplificá".',
    examples: ['simplificá (x^2 - 1)/(x - 1)', 'simplificá (x^2 - 4)/(x^2 + 4x + 4)'],
    solve: fromText(solveAlgebraicFraction),
  }),
] as const;
