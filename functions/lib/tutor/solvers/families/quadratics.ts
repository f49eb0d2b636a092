/**
 * A quadratic from its roots, vertex or points, with a parameter, or as a model of a word problem: tried
 * just after the functions' other readings (functions.ts), on the same cue, and before the polynomials.
 * Split from the functions when their readings left that family's line no room under the chat's budget
 * (ADR 0113).
 */
import { quadraticFromData } from '../quadratic-from-data.ts';
import { quadraticModel } from '../quadratic-model.ts';
import { quadraticParameter } from '../quadratic-parameter.ts';
import { solveRootsExpression } from '../roots-expression.ts';

export const solvers = [
  quadraticFromData,
  // «Si x₁ y x₂ son las raíces de …, x₁² + x₂² es:»: a number made of the roots, not the roots (a reading
  // of its own on this family's cue, so that the base every message loads does not carry it).
  {
    ...quadraticParameter,
    solve: (problem: string) => solveRootsExpression(problem) ?? quadraticParameter.solve(problem),
  },
  quadraticModel,
] as const;
