/**
 * The solvers module: the exact solvers by tool name, the one way to run one for the model, the router
 * over all of them and the tool catalog. In Lambda this module ships beside the chat's bundle and is
 * loaded on the model's first tool call (load-solvers.ts, ADR 0028). Everything here is derived from
 * the declarations (registry.ts).
 */
import type { SolverDeclaration } from './declaration.ts';
import { unreadableNumber } from './numbers.ts';
import { type SolverName, solverDeclarations } from './registry.ts';

export { type RoutedReply, routeProblem, type SolverName, solverDeclarations } from './registry.ts';
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
