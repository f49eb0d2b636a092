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
import type { SolverDeclaration, SolverReply } from '../solvers/declaration.ts';
import { mathematicsFamilies } from '../solvers/families/names.ts';
import { declarationsFor, solverDeclarations, solverFamilies } from '../solvers/registry.ts';
import { type RoutedReply, routeProblem } from '../solvers/route.ts';
import { studentWording } from '../text.ts';
import { attackReply, explainFromPassages, smallTalkReply, unreadableNumberReply } from './conversation.ts';
import { changedProblem, changeInQuestion, followUpReply, pickedSubProblem } from './follow-ups.ts';
import { asksWithoutMass, withoutGivenMass } from './part-chains.ts';
import { askedPart, isPhysicsStatement, physicsMethodReply } from './physics-method.ts';
import {
  asideFirst,
  asked,
  askedUnknown,
  optionsReply,
  partsReply,
  withoutChatter,
  withoutItemNumber,
  withoutOptions,
} from './reading.ts';
import { studyReply, topicReply } from './study.ts';

// Order matters: a kinematics statement also holds a unit conversion, and a chemical equation an "=".
// The narrower solvers (ADR 0050) go before the broader ones they resemble: a meeting or a pulley before
// kinematics, an inequality or a factoring before a plain equation. The order is the declarations'
// (solvers/registry.ts and its family files), so the model's tools and this engine never disagree.
export const offlineSolvers: readonly SolverDeclaration[] = solverDeclarations;

/**
 * The exact solvers on a problem: the one sub-problem the student picked ("…con la segunda"), said the
 * solvers' way first ("a 60 y 90 km/h" is two speeds, not one: read as written, a broader solver would
 * take 90 km/h alone), then as written. The first certain reply wins; when no solver is certain, the
 * first one's reply, which states no result and asks for what it could not use (ADR 0086).
 */
export function solveOfflineDetailed(problem: string): SolverReply | undefined {
  const routed = routeOffline(problem);
  if (!routed) return undefined;
  const { text, certain, option } = routed;
  return option === undefined ? { text, certain } : { text, certain, option };
}

function routeOffline(problem: string): RoutedReply | undefined {
  const picked = pickedSubProblem(problem) ?? askedUnknown(problem);
  const reworded = studentWording(problem);
  const readings = picked ? [picked] : reworded === problem ? [problem] : [reworded, problem];
  return routeProblem(readings, declarationsFor(problem));
}

// The mathematics families: their method is no answer to a statement with physical units.
const MATH_SOLVERS: ReadonlySet<string> = new Set(
  mathematicsFamilies.flatMap((family) => solverFamilies[family].map((declaration) => declaration.name)),
);

/**
 * A statement with physical units that no solver answers for sure gets the physics method for what it
 * asks, never a mathematics solver's unsure reading of its numbers (a right triangle in a work problem).
 */
function physicsFirst(statement: string, reply: SolverReply | undefined): SolverReply | undefined {
  if (!reply || reply.certain || !isPhysicsStatement(statement)) return reply;
  const routed = routeOffline(withoutChatter(statement));
  return routed && MATH_SOLVERS.has(routed.solver)
    ? { text: physicsMethodReply(statement), certain: false }
    : reply;
}

export function solveOffline(problem: string): string | undefined {
  return solveOfflineDetailed(problem)?.text;
}

export interface OfflineContext {
  /** The course content, for the topics' overviews and the follow-ups' passages (the catalog by default). */
  retriever?: Retriever;
  /** Milliseconds since the epoch: the exam calendar's "next intake" depends on it. */
  now?: number;
}

type OfflineInput = Omit<TutorInput, 'history'> & Pick<Partial<TutorInput>, 'history'>;

/**
 * The engine's reply and whether it states a result it is sure of: only an exact solver's certain
 * reply is; a follow-up, an overview or a passage states no computed result of its own.
 */
export function answerOfflineDetailed(
  { message, passages, history = [] }: OfflineInput,
  { retriever, now = Date.now() }: OfflineContext = {},
): SolverReply {
  const uncertain = (text: string | undefined) => (text === undefined ? undefined : { text, certain: false });
  const attack = attackReply(message);
  if (attack) return { text: attack, certain: false };
  // An exam's question in parts or with options is read as the exam writes it (reading.ts) before anything
  // reads it whole; a number that cannot be read leaves it to the reply that says so.
  const exam = unreadableNumberReply(message)
    ? undefined
    : (optionsReply(message, solveOfflineDetailed) ??
      // «50) a) Resuelva …»: the item's number is no datum of its parts.
      partsReply(withoutItemNumber(message.trim()), solveOfflineDetailed, changedProblem));
  if (exam) return exam;
  const statement = withoutOptions(message);
  return (
    uncertain(
      topicReply(statement, retriever) ??
        followUpReply(statement, history, { solve: solveOffline, ...(retriever ? { retriever } : {}) }) ??
        smallTalkReply(statement) ??
        unreadableNumberReply(statement),
    ) ??
    physicsFirst(statement, solvePasted(statement)) ?? {
      text:
        studyReply(statement, now) ??
        explainFromPassages(statement, passages, retriever?.courseShare(statement)),
      certain: false,
    }
  );
}

/**
 * The message as written, or the statement it pastes amid greetings and thanks when only that is solved
 * for sure, or else read without the mass its question does not need.
 */
function solvePasted(message: string): SolverReply | undefined {
  const whole = solveOfflineDetailed(message);
  const pasted = withoutChatter(message);
  if (whole?.certain) return whole;
  const alone = pasted === message ? undefined : solveOfflineDetailed(pasted);
  const read = alone && (alone.certain || !whole) ? alone : whole;
  if (read?.certain) return read;
  // «La masa de 0,25 mol de H₂SO₄ es (H = 1; S = 32; O = 16):» is the question «¿Cuál es la masa …?».
  const question = asked(asideFirst(pasted));
  const posed = question === undefined ? undefined : solveOfflineDetailed(question);
  if (posed?.certain) return posed;
  return read?.certain ? read : (withoutNeedlessMass(pasted) ?? changedInQuestion(pasted) ?? read);
}

/**
 * «Un bloque de 2 kg recibe 10 N. Si la masa fuera el triple, ¿qué aceleración tendría?»: the question
 * read as its statement with the datum changed, the way a part or a follow-up that changes one is read
 * (follow-ups.ts). Sure or nothing; the reply says what changed.
 */
function changedInQuestion(message: string): SolverReply | undefined {
  const split = changeInQuestion(message);
  const change = split && changedProblem(split.problem, split.change);
  const reply = change && solveOfflineDetailed(change.problem);
  return reply?.certain && change
    ? { text: `Con ${change.said}:\n\n${reply.text}`, certain: true }
    : undefined;
}

/**
 * «Una piedra de 200 g se lanza desde 15 m a 10 m/s. ¿Con qué rapidez llega al piso?»: a height, a
 * time, a speed or a resultant needs no mass, and a reading without it that still uses every other
 * datum cannot have needed it (a force, an energy or a power left would go unused). Sure or nothing.
 */
function withoutNeedlessMass(message: string): SolverReply | undefined {
  if (!asksWithoutMass(askedPart(message))) return undefined;
  const without = withoutGivenMass(message);
  const reply = without === undefined ? undefined : solveOfflineDetailed(without);
  return reply?.certain ? reply : undefined;
}

export function answerOffline(input: OfflineInput, context: OfflineContext = {}): string {
  return answerOfflineDetailed(input, context).text;
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
