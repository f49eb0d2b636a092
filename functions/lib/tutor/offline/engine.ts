/**
 * The tutor without a language model: it recognises the problem kinds of the UTN course that can be
 * solved exactly (equations, inequalities, exponentials, trigonometry, factoring, arithmetic, kinematics,
 * dynamics, energy, unit conversions, molar masses, moles, solutions, gases, nomenclature, stoichiometry)
 * and solves them step by step; anything else it answers from the course's own passages.
 * Local default, and the answer when the model is not configured. The solvers are the module the
 * production tutor offers the model as tools (../solvers/tools.ts).
 */
import { type TutorInput, type TutorProvider, TutorUnavailableError } from '../provider.ts';
import { solveAbsoluteValue } from '../solvers/absolute-value.ts';
import { solveAlgebra } from '../solvers/algebra.ts';
import { solveArithmetic } from '../solvers/arithmetic.ts';
import { solveAvogadro } from '../solvers/avogadro.ts';
import { solveMolarMass, solveMoleConversion, solveStoichiometry } from '../solvers/chemistry.ts';
import { solveAtwood, solveInclinedPlane, solveNewton } from '../solvers/dynamics.ts';
import { solveWorkEnergy } from '../solvers/energy.ts';
import { solveExponentialLog } from '../solvers/exponential.ts';
import { solveAlgebraicFraction, solveFactoring } from '../solvers/factoring.ts';
import { solveIdealGas } from '../solvers/gases.ts';
import { solveInequality } from '../solvers/inequalities.ts';
import { solveKinematics } from '../solvers/kinematics.ts';
import { solveMeeting } from '../solvers/meeting.ts';
import type { Solver } from '../solvers/named-solvers.ts';
import { solveNomenclature } from '../solvers/nomenclature.ts';
import { solveSolution } from '../solvers/solutions.ts';
import { solveRightTriangle, solveTrigEquation } from '../solvers/trigonometry.ts';
import { solveConversion } from '../solvers/units.ts';
import {
  explainFromPassages,
  smallTalkReply,
  studyAdviceReply,
  unreadableNumberReply,
} from './conversation.ts';

// Order matters: a kinematics statement also holds a unit conversion, and a chemical equation an "=".
// A number that cannot be read stops everything, so no solver computes with a misread one. The
// narrower solvers (ADR 0050) go before the broader ones they resemble: a meeting or a pulley before
// kinematics, an inequality or a factoring before a plain equation.
export const offlineReplies: readonly Solver[] = [
  smallTalkReply,
  unreadableNumberReply,
  solveNomenclature,
  solveStoichiometry,
  solveSolution,
  solveAvogadro,
  solveIdealGas,
  solveMoleConversion,
  solveMolarMass,
  solveMeeting,
  solveAtwood,
  solveInclinedPlane,
  solveNewton,
  solveWorkEnergy,
  solveKinematics,
  solveConversion,
  solveRightTriangle,
  solveTrigEquation,
  solveExponentialLog,
  solveAbsoluteValue,
  solveInequality,
  solveFactoring,
  solveAlgebraicFraction,
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
