/**
 * Word problems: percentages and proportions (rules of three, simple and compound, growth) and the
 * statements in words that an equation or a system answers (ages, numbers, coins, mixtures, rates of
 * work). A module of their own, tried on their cue just before the mathematics base, where they were
 * first in its order (ADR 0106).
 */
import { linearModel } from '../linear-model.ts';
import { proportions } from '../proportions.ts';
import { wordEquations } from '../word-equations.ts';

export const solvers = [proportions, wordEquations, linearModel] as const;
