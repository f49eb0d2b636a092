import { randomBytes, randomInt } from 'node:crypto';
import type {
  answerRequest,
  createSimulatorRequest,
  SimulatorMode,
} from '../../../shared/api/contracts/simulators.ts';
import type * as z from '../../../shared/api/zod.ts';
import type { Difficulty, SubjectId } from '../../../shared/domain/subjects.ts';
import { loadCatalog } from '../../content/catalog.ts';
import { loadGenerators } from '../../content/load-generators.ts';
import type { Session } from '../auth/session.ts';
import type { Attempt } from '../data/attempt-record.ts';
import { fileRunningQuestions } from '../data/running-questions.ts';
import {
  completeSimulator,
  getSeenQuestions,
  getSimulator,
  listSimulators,
  publicSummary,
  putSeenQuestions,
  putSimulator,
  type StoredAnswer,
  type StoredSimulator,
  saveAnswer,
} from '../data/simulators.ts';
import { type Grade, gradeAnswer } from '../educational/grading.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../errors.ts';
import { recordMetrics } from '../metrics.ts';
import { gradedFields, publicQuestion, questionKey, storedAnswer, storedGrade } from './question-view.ts';
import { type Bank, type SimulatorQuestion, selectQuestions } from './questions.ts';
import { drawRegionalExam, regionalSetting, type StoredPreset } from './regional-preset.ts';
import { computeResults } from './results.ts';
import { anchorsOf, statementFingerprint } from './statement-fingerprint.ts';

const messages = {
  notFound: 'Simulador no encontrado',
  noSuchQuestion: 'Esa pregunta no existe en este simulador.',
  noSuchOption: 'Elegí una de las opciones de la pregunta.',
  typeValue: 'Escribí el valor de tu respuesta.',
  answerEachPart: 'Respondé cada parte de la pregunta con una opción o un valor, según pida.',
  finished: 'Este simulador ya terminó.',
  timeUp: 'Se terminó el tiempo del simulador. Tus respuestas quedaron guardadas.',
} as const;

const SEEN_MEMORY = 400;

/** Time-ordered, so the newest simulators come first in a query. */
function newSimulatorId(now: Date): string {
  return `${now.getTime().toString(36)}${randomBytes(6).toString('base64url')}`;
}

type WithoutCaller<T> = T extends unknown ? Omit<T, 'mode' | 'userId'> & { mode?: SimulatorMode } : never;

/**
 * A parsed create request, without the caller's id (that comes from the session); `mode` may be left
 * out: practice, or an exam for a regional's simulacro.
 */
type CreateInput = WithoutCaller<z.output<typeof createSimulatorRequest>>;

export async function createSimulator(session: Session, input: CreateInput, now = new Date()) {
  const subject = input.subject;
  const [seen, generators] = await Promise.all([
    getSeenQuestions(session.userId, subject),
    loadGenerators(subject),
  ]);
  const bank = { exercises: loadCatalog(subject).exercises, generators };
  const drawn = drawQuestions(input, bank, { recentlySeen: new Set(seen), seed: randomInt(1, 2 ** 31 - 1) });
  const { mode, questions } = drawn;
  const simulator: StoredSimulator = {
    id: newSimulatorId(now),
    subject,
    difficulty: drawn.difficulty,
    mode,
    numQuestions: questions.length,
    timeLimit: drawn.timeLimit,
    createdAt: now.toISOString(),
    deadline: new Date(now.getTime() + drawn.timeLimit * 60_000).toISOString(),
    questions,
    ...(drawn.preset ? { preset: drawn.preset } : {}),
    answers: {},
  };
  await putSimulator(session.userId, simulator);
  recordMetrics({ SimulatorsCreated: 1 }, { userId: session.userId, subject, mode });
  const authoredIds = questions.map((q) => q.sourceId).filter((id) => !id.includes('#'));
  await Promise.all([
    putSeenQuestions(
      session.userId,
      subject,
      [...seen.filter((id) => !authoredIds.includes(id)), ...authoredIds].slice(-SEEN_MEMORY),
    ),
    // So the tutor refuses to solve them for anyone until the deadline, signed in or not.
    fileRunningQuestions(runningFingerprints(questions), simulator.id, new Date(simulator.deadline)),
  ]);
  return { simulator: { id: simulator.id, mode } };
}

/** The questions of a new simulator and how it runs: as the student set it, or as a regional's exam. */
function drawQuestions(
  input: CreateInput,
  bank: Bank,
  draw: { recentlySeen: ReadonlySet<string>; seed: number },
): {
  mode: SimulatorMode;
  difficulty: Difficulty;
  timeLimit: number;
  questions: SimulatorQuestion[];
  preset?: StoredPreset;
} {
  const subject = input.subject;
  if (input.preset) {
    const setting = regionalSetting(input.preset, subject);
    return {
      mode: input.mode ?? 'exam',
      // The middle difficulty; the selection takes the others where a topic runs short of it.
      difficulty: 'medio',
      timeLimit: setting.plan.figures.durationMinutes.value,
      ...drawRegionalExam(bank, setting, draw),
    };
  }
  return {
    mode: input.mode ?? 'practice',
    difficulty: input.difficulty,
    timeLimit: input.timeLimit,
    questions: selectQuestions(bank, {
      subject,
      difficulty: input.difficulty,
      numQuestions: input.numQuestions,
      topics: input.selectedTopics,
      ...(input.formats ? { formats: input.formats } : {}),
      ...draw,
    }),
  };
}

function runningFingerprints(questions: readonly SimulatorQuestion[]) {
  return questions.flatMap((question) => {
    const fingerprint = statementFingerprint(question.question);
    return fingerprint ? [{ ...fingerprint, anchors: anchorsOf(fingerprint) }] : [];
  });
}

/** What a 400 says when an answer does not fit its question. */
function mismatchOf(question: SimulatorQuestion): string {
  if (question.format === undefined) return messages.noSuchOption;
  return question.format === 'numeric' ? messages.typeValue : messages.answerEachPart;
}

const modeOf = (simulator: Pick<StoredSimulator, 'mode'>): SimulatorMode => simulator.mode ?? 'practice';

/**
 * What the browser sees: questions without answers, and the answers given. Practice grades each
 * answer (key and explanation) as it comes; an exam only says what was chosen until it is completed.
 */
export function publicSimulator(simulator: StoredSimulator) {
  const graded = modeOf(simulator) === 'practice' || Boolean(simulator.completedAt);
  return {
    id: simulator.id,
    subject: simulator.subject,
    difficulty: simulator.difficulty as 'facil' | 'medio' | 'dificil',
    mode: modeOf(simulator),
    numQuestions: simulator.numQuestions,
    timeLimit: simulator.timeLimit,
    createdAt: simulator.createdAt,
    deadline: simulator.deadline,
    completedAt: simulator.completedAt ?? null,
    questions: simulator.questions.map(publicQuestion),
    answers: Object.entries(simulator.answers)
      .map(([index, answer]) => {
        const question = simulator.questions[Number(index)];
        const recorded = {
          questionIndex: Number(index),
          userAnswer: answer.userAnswer,
          timeSpent: answer.timeSpent,
        };
        if (!graded || !question) return recorded;
        return {
          ...recorded,
          isCorrect: answer.isCorrect,
          explanation: question.explanation,
          ...gradedFields(question, answer),
        };
      })
      .sort((a, b) => a.questionIndex - b.questionIndex),
    results: simulator.results ?? null,
    ...(simulator.preset ? { preset: simulator.preset } : {}),
  };
}

/** Every question of a completed simulator, the unanswered ones too; nothing before completion. */
export function reviewOf(simulator: StoredSimulator) {
  if (!simulator.completedAt) return null;
  return simulator.questions.map((question, questionIndex) => {
    const answer = simulator.answers[String(questionIndex)];
    return {
      questionIndex,
      userAnswer: answer?.userAnswer ?? null,
      isCorrect: answer?.isCorrect ?? false,
      explanation: question.explanation,
      ...gradedFields(question, answer),
    };
  });
}

async function load(session: Session, id: string): Promise<StoredSimulator> {
  const simulator = await getSimulator(session.userId, id);
  if (!simulator) throw new NotFoundError(messages.notFound);
  return simulator;
}

/** Completes once, with every answer stored before completion graded. */
async function finish(session: Session, simulator: StoredSimulator, now: Date): Promise<StoredSimulator> {
  let current = simulator;
  // An answer stored while grading moves the version: grade again with it, so none is left out.
  for (let round = 0; round < FINISH_ROUNDS && !current.completedAt; round++) {
    const outcome = await completeSimulator(session.userId, current.id, grade(current, now), now);
    if (outcome === 'completed')
      recordMetrics({ SimulatorsCompleted: 1 }, { userId: session.userId, subject: current.subject });
    current = await load(session, current.id);
    if (outcome !== 'moved') break;
  }
  return current;
}

const FINISH_ROUNDS = 5;

/**
 * The results computed from what was stored, and every question as an attempt, the unanswered ones as
 * incorrect, so the statistics agree with the results and skipping hard questions does not protect a
 * student's accuracy.
 */
function grade(simulator: StoredSimulator, now: Date) {
  const attempts: Attempt[] = simulator.questions.map((question, index) => {
    const answer = simulator.answers[String(index)];
    const common = {
      exerciseId: question.sourceId,
      subject: simulator.subject,
      topic: question.topic,
      source: 'simulator' as const,
    };
    return answer
      ? { ...common, correct: answer.isCorrect, at: answer.at, timeSpentSeconds: answer.timeSpent }
      : { ...common, correct: false, at: now.toISOString(), timeSpentSeconds: 0, unanswered: true };
  });
  return { results: computeResults(simulator), attempts, version: simulator.version ?? 0 };
}

/**
 * The seconds a question can really have taken: the player shows one question at a time, so no more
 * than has passed since the simulator started or the previous answer arrived (plus a little for the
 * trip to the server). The browser's own count is trusted only below that.
 */
function serverBoundedTime(simulator: StoredSimulator, claimed: number, now: Date): number {
  const since = Math.max(
    Date.parse(simulator.createdAt),
    ...Object.values(simulator.answers).map((answer) => Date.parse(answer.at)),
  );
  const elapsed = Math.max(0, Math.ceil((now.getTime() - since) / 1000)) + TIME_SLACK_SECONDS;
  return Math.min(claimed, elapsed);
}

const TIME_SLACK_SECONDS = 2;

/**
 * In an exam the student moves between questions, so a question's time is its total over every
 * visit: never more than has passed since the start, minus what the other answers already hold.
 */
function examBoundedTime(simulator: StoredSimulator, index: number, claimed: number, now: Date): number {
  const others = Object.entries(simulator.answers)
    .filter(([answered]) => answered !== String(index))
    .reduce((sum, [, answer]) => sum + answer.timeSpent, 0);
  const elapsed = Math.ceil((now.getTime() - Date.parse(simulator.createdAt)) / 1000) + TIME_SLACK_SECONDS;
  return Math.max(0, Math.min(claimed, elapsed - others));
}

const isOver = (simulator: StoredSimulator, now: Date) => Date.parse(simulator.deadline) <= now.getTime();

export async function getSimulatorView(session: Session, id: string, now = new Date()) {
  let simulator = await load(session, id);
  if (!simulator.completedAt && isOver(simulator, now)) simulator = await finish(session, simulator, now);
  return {
    simulator: publicSimulator(simulator),
    isCompleted: Boolean(simulator.completedAt),
    results: simulator.results ?? null,
    review: reviewOf(simulator),
  };
}

export async function answerQuestion(
  session: Session,
  id: string,
  input: z.output<typeof answerRequest>,
  now = new Date(),
) {
  const simulator = await load(session, id);
  const question = simulator.questions[input.questionIndex];
  if (!question) throw new BadRequestError(messages.noSuchQuestion);
  const graded = gradeAnswer(questionKey(question), input.userAnswer);
  if (!graded) throw new BadRequestError(mismatchOf(question));
  if (modeOf(simulator) === 'exam') return recordExamAnswer(session, simulator, input, graded, now);
  const reply = (stored: StoredAnswer) => ({
    mode: 'practice' as const,
    isCorrect: stored.isCorrect,
    explanation: question.explanation,
    ...gradedFields(question, stored),
  });

  const earlier = simulator.answers[String(input.questionIndex)];
  if (earlier) return reply(earlier);
  if (simulator.completedAt) throw new ConflictError(messages.finished);
  if (isOver(simulator, now)) {
    await finish(session, simulator, now);
    throw new ConflictError(messages.timeUp);
  }
  const answer: StoredAnswer = {
    userAnswer: storedAnswer(input.userAnswer),
    ...storedGrade(graded),
    timeSpent: serverBoundedTime(simulator, input.timeSpent, now),
    at: now.toISOString(),
  };
  if (await saveAnswer(session.userId, id, input.questionIndex, answer, now)) return reply(answer);

  const current = await load(session, id);
  const stored = current.answers[String(input.questionIndex)];
  if (stored) return reply(stored);
  if (!current.completedAt && isOver(current, now)) await finish(session, current, now);
  throw new ConflictError(current.completedAt ? messages.finished : messages.timeUp);
}

/**
 * An exam answer, like one on paper: it can be changed until the exam is completed or time is up,
 * and the last one counts. The reply confirms it without saying whether it is right.
 */
async function recordExamAnswer(
  session: Session,
  simulator: StoredSimulator,
  input: z.output<typeof answerRequest>,
  graded: Grade,
  now: Date,
) {
  const { questionIndex, userAnswer } = input;
  const reply = { mode: 'exam' as const, questionIndex, userAnswer: storedAnswer(userAnswer) };
  if (simulator.completedAt) throw new ConflictError(messages.finished);
  if (isOver(simulator, now)) {
    await finish(session, simulator, now);
    throw new ConflictError(messages.timeUp);
  }
  const answer: StoredAnswer = {
    userAnswer: storedAnswer(userAnswer),
    ...storedGrade(graded),
    timeSpent: examBoundedTime(simulator, questionIndex, input.timeSpent, now),
    at: now.toISOString(),
  };
  if (await saveAnswer(session.userId, simulator.id, questionIndex, answer, now, { replace: true })) {
    return reply;
  }
  const current = await load(session, simulator.id);
  if (!current.completedAt && isOver(current, now)) await finish(session, current, now);
  throw new ConflictError(current.completedAt ? messages.finished : messages.timeUp);
}

export async function completeSimulatorFor(session: Session, id: string, now = new Date()) {
  const simulator = await finish(session, await load(session, id), now);
  return { results: simulator.results ?? computeResults(simulator) };
}

/** The last 10 finished simulators with their rounded average and best score. */
export async function simulatorHistory(session: Session) {
  const finished = (await listSimulators(session.userId)).filter((s) => s.completedAt && s.results);
  const last = finished.slice(0, 10);
  const scores = last.map((s) => s.results?.accuracy ?? 0);
  return {
    simulators: last.map(publicSummary),
    averageScore: scores.length ? Math.round(scores.reduce((a, b) => a + b, 0) / scores.length) : 0,
    bestScore: scores.length ? Math.max(...scores) : 0,
    totalSimulators: finished.length,
  };
}

/** Simulators still running (time left, not completed), to resume. */
export async function simulatorsInProgress(session: Session, now = new Date()) {
  const running = (await listSimulators(session.userId)).filter(
    (s) => !s.completedAt && Date.parse(s.deadline) > now.getTime(),
  );
  return { simulators: running.map(publicSummary) };
}
