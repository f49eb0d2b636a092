/**
 * The solvers as the production tutor uses them (ADR 0087): one entry that reads a problem the way the
 * offline engine does (a multiple-choice statement without its options, a statement in parts part by
 * part, each reading said the solvers' way, then as written) and runs it through the given solvers in
 * the engine's order. It imports no solver itself, so that the Lambda loads only the families a
 * message's cues name (load-families.ts, ADR 0095).
 */
import { optionsReply, partsReply } from '../offline/reading.ts';
import { studentWording } from '../text.ts';
import type { SolverDeclaration, SolverReply } from './declaration.ts';
import { unreadableNumber } from './numbers.ts';
import type { SolverName } from './registry.ts';
import { type RoutedReply, routeProblem } from './route.ts';

export interface ProblemSolution {
  /** False when no solver took the problem: the text then says so, for the model. */
  ok: boolean;
  /** The solver's own word: true only when its results can be stated (declaration.ts). */
  certain: boolean;
  text: string;
  /** The solver that answered, when one did for the whole problem. */
  solver?: SolverName;
}

export function solutionFrom(
  problem: string,
  declarations: readonly SolverDeclaration<SolverName>[],
): ProblemSolution {
  // As in the offline engine: no solver computes with a number it would have to guess.
  const unreadable = unreadableNumber(problem);
  if (unreadable) {
    return {
      ok: false,
      certain: false,
      text: `"${unreadable.raw}" cannot be read without guessing (too many digits, or the comma is not the decimal separator): ask the student to write it again.`,
    };
  }
  const routed = (part: string): RoutedReply | undefined => {
    const reworded = studentWording(part);
    return routeProblem(reworded === part ? [part] : [reworded, part], declarations);
  };
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
  return {
    ok: true,
    certain: reply.certain,
    text: reply.text,
    ...(isRouted(reply) ? { solver: reply.solver } : {}),
  };
}

function isRouted(reply: SolverReply | RoutedReply): reply is RoutedReply {
  return 'solver' in reply;
}
