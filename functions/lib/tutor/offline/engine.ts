/**
 * The tutor without a language model: it recognises the problem kinds of the UTN course that can be
 * solved exactly (equations, inequalities, exponentials, trigonometry, factoring, arithmetic, kinematics,
 * dynamics, energy, unit conversions, molar masses, moles, solutions, gases, nomenclature, stoichiometry)
 * and solves them step by step; follows the conversation ("¿y si fuera 15?", "no entendí el paso 2");
 * answers questions about the exam from "Cómo es el ingreso" and the syllabus map; and anything else
 * from the course's own passages, with the page to read them on.
 * Local default, and the answer when the model is not configured. The solvers are the module the
 * production tutor offers the model as tools (../solvers/tools.ts).
 */
import { type TutorInput, type TutorProvider, TutorUnavailableError } from '../provider.ts';
import { contentRetriever, type Retriever } from '../retrieval.ts';
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
import { studentWording } from '../text.ts';
import { attackReply, explainFromPassages, smallTalkReply, unreadableNumberReply } from './conversation.ts';
import { followUpReply, pickedSubProblem } from './follow-ups.ts';
import { studyReply, topicReply } from './study.ts';

// Order matters: a kinematics statement also holds a unit conversion, and a chemical equation an "=".
// The narrower solvers (ADR 0050) go before the broader ones they resemble: a meeting or a pulley before
// kinematics, an inequality or a factoring before a plain equation.
export const offlineSolvers: readonly Solver[] = [
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
];

/**
 * The replies that need nothing but the message, in order. A number that cannot be read stops
 * everything, so no solver computes with a misread one.
 */
export const offlineReplies: readonly Solver[] = [smallTalkReply, unreadableNumberReply, ...offlineSolvers];

function firstReply(replies: readonly Solver[], message: string): string | undefined {
  for (const reply of replies) {
    const answer = reply(message);
    if (answer) return answer;
  }
  return undefined;
}

/**
 * The exact solvers on a problem: the one sub-problem the student picked ("…con la segunda"), said the
 * solvers' way first ("a 60 y 90 km/h" is two speeds, not one: read as written, a broader solver would
 * take 90 km/h alone), then as written.
 */
export function solveOffline(problem: string): string | undefined {
  const picked = pickedSubProblem(problem);
  if (picked) return firstReply(offlineSolvers, picked);
  const reworded = studentWording(problem);
  return (
    (reworded === problem ? undefined : firstReply(offlineSolvers, reworded)) ??
    firstReply(offlineSolvers, problem)
  );
}

export interface OfflineContext {
  /** The course content, for the topics' overviews and the follow-ups' passages (the catalog by default). */
  retriever?: Retriever;
  /** Milliseconds since the epoch: the exam calendar's "next intake" depends on it. */
  now?: number;
}

export function answerOffline(
  { message, passages, history = [] }: Omit<TutorInput, 'history'> & Pick<Partial<TutorInput>, 'history'>,
  { retriever, now = Date.now() }: OfflineContext = {},
): string {
  return (
    attackReply(message) ??
    topicReply(message, retriever) ??
    followUpReply(message, history, { solve: solveOffline, ...(retriever ? { retriever } : {}) }) ??
    smallTalkReply(message) ??
    unreadableNumberReply(message) ??
    solveOffline(message) ??
    studyReply(message, now) ??
    explainFromPassages(message, passages, retriever?.courseShare(message))
  );
}

export class OfflineTutorProvider implements TutorProvider {
  readonly #retriever: Retriever;

  /** `retriever` defaults to the catalog's (CONTENT_DIR locally); without content the engine still answers. */
  constructor(options: { retriever?: Retriever } = {}) {
    this.#retriever = guarded(options.retriever ?? contentRetriever());
  }

  async answer(input: TutorInput, options: { signal: AbortSignal }): Promise<string> {
    if (options.signal.aborted) throw new TutorUnavailableError('timeout', { cause: options.signal.reason });
    return answerOffline(input, { retriever: this.#retriever });
  }
}

/** The catalog is read on the first search: a missing one (no CONTENT_DIR) must not fail the answer. */
function guarded(retriever: Retriever): Retriever {
  return {
    search: (query, options) => {
      try {
        return retriever.search(query, options);
      } catch {
        return [];
      }
    },
    topic: (topic) => {
      try {
        return retriever.topic(topic);
      } catch {
        return { miniClasses: [] };
      }
    },
    courseShare: (query) => {
      try {
        return retriever.courseShare(query);
      } catch {
        return 1;
      }
    },
    miniClass: (id) => {
      try {
        return retriever.miniClass(id);
      } catch {
        return [];
      }
    },
    buildTime: () => retriever.buildTime(),
  };
}
