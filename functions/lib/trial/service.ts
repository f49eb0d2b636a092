import { randomBytes, randomInt } from 'node:crypto';
import {
  type answerTrialRequest,
  TRIAL_QUESTION_COUNT,
  TRIAL_TIME_LIMIT_SECONDS,
} from '../../../shared/api/contracts/trial.ts';
import type * as z from '../../../shared/api/zod.ts';
import type { SubjectId } from '../../../shared/domain/subjects.ts';
import { trialItems } from '../../content/trial/index.ts';
import { findTrial, putTrial, type StoredTrial, saveTrialAnswer } from '../data/trials.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../errors.ts';
import { consumeLimits } from '../rate-limit.ts';
import { isFinished, isOver, revealedAnswers, secondsLeft, trialResults } from './grading.ts';
import { answerLimits, startLimits, viewLimits } from './limits.ts';
import { pickTrialQuestions } from './questions.ts';

const trialMessages = {
  notFound: 'No encontramos esta prueba: puede que haya vencido. Empezá una nueva cuando quieras.',
  noSuchOption: 'Elegí una de las opciones de la pregunta.',
  alreadyAnswered: 'Ya respondiste esta pregunta: cuenta tu primera respuesta.',
  timeUp: 'Se terminó el tiempo de la prueba. Mirá tus resultados.',
} as const;

/** How long a trial's results stay reachable after it starts. */
const KEEP_SECONDS = 24 * 60 * 60;

/** 128 random bits: a trial id is its only key, so it must not be guessable. */
const newTrialId = () => randomBytes(16).toString('base64url');

/** The trial as the visitor may see it now (see revealedAnswers). */
function publicTrial(trial: StoredTrial, now: Date) {
  const finished = isFinished(trial, now);
  return {
    id: trial.id,
    subject: trial.subject,
    deadline: trial.deadline,
    secondsLeft: secondsLeft(trial, now),
    finished,
    questions: trial.questions.map(({ topic, question, options }) => ({ topic, question, options })),
    answers: revealedAnswers(trial, finished),
    results: finished ? trialResults(trial) : null,
  };
}

export interface Visitor {
  /** The address the per-address limits count (clientIp). */
  address: string;
}

export async function startTrial(subject: SubjectId, visitor: Visitor, now = new Date()) {
  await consumeLimits(startLimits(visitor.address), now);
  const trial: StoredTrial = {
    id: newTrialId(),
    subject,
    createdAt: now.toISOString(),
    deadline: new Date(now.getTime() + TRIAL_TIME_LIMIT_SECONDS * 1000).toISOString(),
    questions: pickTrialQuestions(trialItems[subject], TRIAL_QUESTION_COUNT, (below) => randomInt(below)),
    answers: {},
  };
  await putTrial(trial, new Date(now.getTime() + KEEP_SECONDS * 1000));
  return { trial: publicTrial(trial, now) };
}

async function load(id: string, now: Date): Promise<StoredTrial> {
  const trial = await findTrial(id, now);
  if (!trial) throw new NotFoundError(trialMessages.notFound);
  return trial;
}

export async function viewTrial(id: string, visitor: Visitor, now = new Date()) {
  await consumeLimits(viewLimits(visitor.address), now);
  return { trial: publicTrial(await load(id, now), now) };
}

/**
 * Grades one answer on the server and stores it once: the same answer sent again (a retry) gets the
 * same reply, a different one is refused, and nothing is accepted after the deadline.
 */
export async function answerTrial(
  id: string,
  input: z.output<typeof answerTrialRequest>,
  visitor: Visitor,
  now = new Date(),
) {
  await consumeLimits(answerLimits(visitor.address, id), now);
  const trial = await load(id, now);
  const question = trial.questions[input.questionIndex];
  if (!question || input.userAnswer >= question.options.length)
    throw new BadRequestError(trialMessages.noSuchOption);

  const reply = (current: StoredTrial) => {
    const stored = current.answers[String(input.questionIndex)];
    if (!stored) return undefined;
    if (stored.userAnswer !== input.userAnswer) throw new ConflictError(trialMessages.alreadyAnswered);
    return {
      isCorrect: stored.isCorrect,
      correctAnswer: question.correctAnswer,
      explanation: question.explanation,
      finished: isFinished(current, now),
    };
  };

  const earlier = reply(trial);
  if (earlier) return earlier;
  if (isOver(trial, now)) throw new ConflictError(trialMessages.timeUp);
  const answer = {
    userAnswer: input.userAnswer,
    isCorrect: input.userAnswer === question.correctAnswer,
    at: now.toISOString(),
  };
  if (await saveTrialAnswer(id, input.questionIndex, answer, now)) {
    const answers = { ...trial.answers, [String(input.questionIndex)]: answer };
    return reply({ ...trial, answers }) as NonNullable<ReturnType<typeof reply>>;
  }
  // Another request got there first, or the deadline passed in between.
  const current = await load(id, now);
  const stored = reply(current);
  if (stored) return stored;
  throw new ConflictError(trialMessages.timeUp);
}
