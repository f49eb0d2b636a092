/**
 * Every solver, once, in the offline engine's order: chemistry, physics, measurement, math (each family
 * file says why its own order). The tool catalog, the named solvers, the engine's order and the tests'
 * lists are all computed from `solverDeclarations`.
 */
import type { SolverDeclaration, SolverReply } from './declaration.ts';
import { chemistrySolvers } from './families/chemistry.ts';
import { mathSolvers } from './families/math.ts';
import { measurementSolvers } from './families/measurement.ts';
import { physicsSolvers } from './families/physics.ts';

export const solverDeclarations = [
  ...chemistrySolvers,
  ...physicsSolvers,
  ...measurementSolvers,
  ...mathSolvers,
] as const;

export type SolverName = (typeof solverDeclarations)[number]['name'];

export interface RoutedReply extends SolverReply {
  /** The solver that gave it. */
  solver: SolverName;
}

/**
 * The problem through every solver, in order, for each of its readings in order (as the student wrote
 * it, reworded…): the first certain reply; when none is certain, the first reply (which states no result).
 * A solver that throws is taken as not knowing the problem: one solver's bug must not cost the reply.
 */
export function routeProblem(
  readings: readonly string[],
  declarations: readonly SolverDeclaration<SolverName>[] = solverDeclarations,
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
      if (reply.certain) return { ...reply, solver: declaration.name };
      firstUncertain ??= { ...reply, solver: declaration.name };
    }
  }
  return firstUncertain;
}
