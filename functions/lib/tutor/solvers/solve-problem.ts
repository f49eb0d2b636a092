/**
 * The production tutor's entry over every solver loaded at once, for the tests, the evaluation and the
 * offline engine's tool examples: the families a message's cues name, as the Lambda loads them
 * (load-families.ts).
 */
import { declarationsFor, solverDeclarations } from './registry.ts';
import { type ProblemSolution, solutionFrom } from './solution.ts';

export type { ProblemSolution } from './solution.ts';

export function solveProblem(problem: string): ProblemSolution {
  return solutionFrom(problem, declarationsFor(problem));
}

/** What the solvers cover, for the tool's description: their names in the engine's order. */
export const solverNames: readonly string[] = solverDeclarations.map((declaration) => declaration.name);
