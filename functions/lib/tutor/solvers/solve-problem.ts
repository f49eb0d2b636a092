/**
 * The solvers as the production tutor uses them (ADR 0087): one entry that reads a problem the way the
 * offline engine does (a multiple-choice statement without its options, a statement in parts part by
 * part, each reading said the solvers' way, then as written) and runs it through every declared solver
 * in the engine's order. The Bedrock provider answers from it without the model when it is certain,
 * and the model calls it as its one tool otherwise.
 */
import { optionsReply, partsReply } from '../offline/reading.ts';
import { studentWording } from '../text.ts';
import type { SolverReply } from './declaration.ts';
import { unreadableNumber } from './numbers.ts';
import { type RoutedReply, routeProblem, type SolverName, solverDeclarations } from './registry.ts';

export interface ProblemSolution {
  /** False when no solver took the problem: the text then says so, for the model. */
  ok: boolean;
  /** The solver's own word: true only when its results can be stated (declaration.ts). */
  certain: boolean;
  text: string;
  /** The solver that answered, when one did for the whole problem. */
  solver?: SolverName;
}

function routed(problem: string): RoutedReply | undefined {
  const reworded = studentWording(problem);
  return routeProblem(reworded === problem ? [problem] : [reworded, problem]);
}

export function solveProblem(problem: string): ProblemSolution {
  // As in the offline engine: no solver computes with a number it would have to guess.
  const unreadable = unreadableNumber(problem);
  if (unreadable) {
    return {
      ok: false,
      certain: false,
      text: `"${unreadable.raw}" cannot be read without guessing (too many digits, or the comma is not the decimal separator): ask the student to write it again.`,
    };
  }
  const reply: SolverReply | RoutedReply | undefined =
    optionsReply(problem, routed) ?? partsReply(problem, routed) ?? routed(problem);
  if (!reply) {
    return {
      ok: false,
      certain: false,
      text: 'No solver reads this as a problem it solves. Rewrite it as one self-contained problem with its data and units, or explain the method without stating computed results.',
    };
  }
  // A reply in parts or for options has no single solver.
  const { solver } = reply as Partial<RoutedReply>;
  return { ok: true, certain: reply.certain, text: reply.text, ...(solver ? { solver } : {}) };
}

/** What the solvers cover, for the tool's description: their names in the engine's order. */
export const solverNames: readonly string[] = solverDeclarations.map((declaration) => declaration.name);
