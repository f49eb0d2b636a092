/**
 * The exact solvers by tool name, one way to run a single one, and the tool catalog: for the tests,
 * the evaluation and the tool descriptions' checks. Everything here is derived from the declarations
 * (registry.ts). The Lambda loads the solvers by family instead (load-solvers.ts, ADR 0095).
 */
import type { SolverDeclaration } from './declaration.ts';
import { unreadableNumber } from './numbers.ts';
import { type SolverName, solverDeclarations } from './registry.ts';

export { type SolverName, solverDeclarations } from './registry.ts';
export { type RoutedReply, routeProblem } from './route.ts';
export { type ProblemSolution, solveProblem, solverNames } from './solve-problem.ts';
export { toolCatalog } from './tool-catalog.ts';

export interface SolverResult {
  /** False when the solver could not solve it: the text then says why, for the model. */
  ok: boolean;
  /**
   * True only when the solver's reading used every datum and answered what was asked: its results can
   * be quoted. When false, the text states no result (it asks for what is missing).
   */
  certain: boolean;
  text: string;
}

export const namedSolvers = Object.fromEntries(
  solverDeclarations.map((declaration) => [declaration.name, declaration]),
) as unknown as { readonly [Name in SolverName]: SolverDeclaration<Name> };

export function runSolver(name: SolverName, problem: string): SolverResult {
  // As in the offline engine: no solver computes with a number it would have to guess.
  const unreadable = unreadableNumber(problem);
  if (unreadable) {
    return {
      ok: false,
      certain: false,
      text:
        unreadable.reason === 'digits'
          ? `"${unreadable.raw}" has more than 15 significant digits and cannot be computed exactly: ask the student for a rounded value.`
          : `"${unreadable.raw}" cannot be read without guessing (comma is the decimal separator, point the thousands one): ask the student to write it again.`,
    };
  }
  let reply: ReturnType<SolverDeclaration['solve']>;
  try {
    reply = namedSolvers[name].solve(problem);
  } catch {
    // A solver bug must not cost the student the whole answer: the model explains without the result.
    reply = undefined;
  }
  return reply
    ? { ok: true, certain: reply.certain, text: reply.text }
    : {
        ok: false,
        certain: false,
        text: `${name} cannot solve this problem. Rewrite it like the examples in the tool description, try another tool, or explain the method without stating computed results.`,
      };
}
