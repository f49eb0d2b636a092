/**
 * A solver whose reply lists the solutions, for a statement that asks their sum or product: the reply
 * answers that, or the solver is left out (never the solutions for the sum). Used by a base solver and
 * by a cued one, so it is a module of its own and not a family.
 */
import { answerCombination, combinationAsked } from '../asked-combination.ts';

export const withCombination =
  (solve: (problem: string) => string | undefined) =>
  (problem: string): string | undefined => {
    const text = solve(problem);
    const combination = combinationAsked(problem);
    return text && combination ? answerCombination(text, combination) : text;
  };
