/**
 * Exponential and logarithmic equations, the values of logarithms, and identities and equivalent
 * expressions among options: tried on the polynomials' cue just after them (polynomials.ts), in the order
 * they had there; split from them when that line passed the chat's budget (ADR 0126).
 */
import { declareSolver, fromText } from '../declaration.ts';
import { expressionOptions } from '../equivalent-options.ts';
import { solveExponentialLog } from '../exponential.ts';
import { exponentialModel } from '../exponential-model.ts';
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
  exponentialModel,
] as const;
