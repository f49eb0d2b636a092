/**
 * Absolute values and inequalities: an equation or inequality with bars, and linear, double, polynomial
 * and rational inequalities. A module of their own, tried on their cue just before the mathematics base,
 * where they came after the sums of fractions and the radicals (ADR 0109): split from the base that every
 * message loads, so that each family's line has room under the chat's budget.
 */
import { solveAbsoluteValue } from '../absolute-value.ts';
import { declareSolver, fromText } from '../declaration.ts';
import { solveInequality } from '../inequalities.ts';
import { withCombination } from './with-combination.ts';

export const solvers = [
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
] as const;
