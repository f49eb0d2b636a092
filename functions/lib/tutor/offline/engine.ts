/**
 * The tutor without a language model: it recognises the problem kinds of the UTN course that can be
 * solved exactly (equations, systems, arithmetic, kinematics, unit conversions, molar masses, moles,
 * stoichiometry) and solves them step by step; anything else it answers from the course's own passages.
 * Local default, and the answer when the model is not configured. The solvers are the module the
 * production tutor offers the model as tools (../solvers/tools.ts).
 */
import { type TutorInput, type TutorProvider, TutorUnavailableError } from '../provider.ts';
import { solveAlgebra } from '../solvers/algebra.ts';
import { solveArithmetic } from '../solvers/arithmetic.ts';
import { solveMolarMass, solveMoleConversion, solveStoichiometry } from '../solvers/chemistry.ts';
import { solveKinematics } from '../solvers/kinematics.ts';
import type { Solver } from '../solvers/named-solvers.ts';
import { solveConversion } from '../solvers/units.ts';
import {
  explainFromPassages,
  smallTalkReply,
  studyAdviceReply,
  unreadableNumberReply,
} from './conversation.ts';

// Order matters: a kinematics statement also holds a unit conversion, and a chemical equation an "=".
// A number that cannot be read stops everything, so no solver computes with a misread one.
export const offlineReplies: readonly Solver[] = [
  smallTalkReply,
  unreadableNumberReply,
  solveStoichiometry,
  solveMoleConversion,
  solveMolarMass,
  solveKinematics,
  solveConversion,
  solveAlgebra,
  solveArithmetic,
  studyAdviceReply,
];

export function answerOffline({ message, passages }: Omit<TutorInput, 'history'>): string {
  for (const solve of offlineReplies) {
    const reply = solve(message);
    if (reply) return reply;
  }
  return explainFromPassages(message, passages);
}

export class OfflineTutorProvider implements TutorProvider {
  async answer(input: TutorInput, options: { signal: AbortSignal }): Promise<string> {
    if (options.signal.aborted) throw new TutorUnavailableError('timeout', { cause: options.signal.reason });
    return answerOffline(input);
  }
}
