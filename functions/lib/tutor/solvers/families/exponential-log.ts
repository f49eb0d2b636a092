/**
 * Exponential and logarithmic equations, the values of logarithms, identities and equivalent expressions
 * among options, and algebraic fractions: tried on the polynomials' cue just after them
 * (polynomials.ts), in the order they had there; split from them when that line passed the chat's budget
 * (ADR 0126).
 */
import { solveAlgebraicFraction } from '../algebraic-fraction.ts';
import { declareSolver, fromText } from '../declaration.ts';
import { expressionOptions } from '../equivalent-options.ts';
import { solveExponentialLog } from '../exponential.ts';
import { identityOptions } from '../identity-options.ts';
import { logValues } from '../log-values.ts';
import { withCombination } from './with-combination.ts';

export const solvers = [
  logValues,
  identityOptions,
  expressionOptions,
  declareSolver({
    name: 'solve_exponential_log',
    offer: 'ecuaciones exponenciales y logarítmicas',
    summary:
      'Solves an exponential equation (same base, common factor, substitution u = a^x, or logarithms) or a logarithmic equation (properties, definition, domain check) in x. Put exponents in parentheses; log2(x) is base 2, log(x) base 10, ln(x) base e.',
    examples: ['2^(x+1) = 16', '4^x = 8^(x-1)', '4^x - 6*2^x + 8 = 0', 'log2(x) + log2(x-2) = 3'],
    solve: fromText(withCombination(solveExponentialLog)),
  }),
  declareSolver({
    name: 'simplify_algebraic_fraction',
    offer: 'simplificación de fracciones algebraicas',
    summary:
      'Simplifies a quotient of polynomials in x (or a sum of such fractions) by factoring numerator and denominator, with the restrictions of the original denominator, and its value at an x asked. Start the problem with "simplificá".',
    examples: ['simplificá (x^2 - 1)/(x - 1)', 'simplificá (x^2 - 4)/(x^2 + 4x + 4)'],
    solve: fromText(solveAlgebraicFraction),
  }),
] as const;
