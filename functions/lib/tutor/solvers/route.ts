import { answersSolvingForDomain } from './asked-domain.ts';
import { misstatesAskedUnit } from './asked-unit.ts';
import type { SolverDeclaration, SolverReply } from './declaration.ts';
import type { SolverName } from './registry.ts';

export interface RoutedReply extends SolverReply {
  /** The solver that gave it. */
  solver: SolverName;
}

/**
 * The problem through the given solvers, in order, for each of its readings in order (as the student
 * wrote it, reworded…): the first certain reply; when none is certain, the first reply (which states no
 * result). A solver that throws is taken as not knowing the problem: one solver's bug must not cost the
 * reply.
 */
export function routeProblem(
  readings: readonly string[],
  declarations: readonly SolverDeclaration<SolverName>[],
): RoutedReply | undefined {
  let firstUncertain: RoutedReply | undefined;
  for (const reading of readings) {
    for (const declaration of declarations) {
      let reply: SolverReply | undefined;
      try {
        reply = declaration.solve(reading);
      } catch {
        reply = undefined;
      }
      if (!reply) continue;
      // A result in another unit of the kind asked («en km» answered in m) is no answer to the question,
      // sure or not: the next solver, or none, gets the problem.
      if (misstatesAskedUnit(reading, boldOf(reply.text))) continue;
      // «Indique el dominio de la ecuación …» answered with the equation's solution: another question.
      if (answersSolvingForDomain(reading, boldOf(reply.text))) continue;
      if (reply.certain) return { ...reply, solver: declaration.name };
      firstUncertain ??= { ...reply, solver: declaration.name };
    }
  }
  return firstUncertain;
}

/**
 * The lines of a reply that state its result: those with a bold run, but not its numbered steps (which
 * convert units on the way) nor its data line; the conversion beside a bold result («(= 9,6 kN)») counts.
 */
function boldOf(text: string): string {
  return text
    .split('\n')
    .filter((line) => line.includes('**') && !/^\s*\d+\.\s/.test(line))
    .map((line) => line.replace(/\*\*(?:Datos|Incógnita):\*\*[^*]*/g, ''))
    .join('\n');
}
