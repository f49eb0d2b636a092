import { randomBytes } from 'node:crypto';
import {
  MAX_ANSWERS_PER_SYNC,
  type OfflineAnswer,
  type OfflinePack,
  PACK_MAX_BYTES,
  PACK_SIZE,
  PACK_VALID_DAYS,
  PACKS_PER_DAY,
} from '../../../shared/api/contracts/offline-practice.ts';
import { addDays, dayEnd, daysBetween } from '../../../shared/domain/calendar-days.ts';
import { studyDay } from '../../../shared/domain/study-days.ts';
import { type SubjectId, subjectNames } from '../../../shared/domain/subjects.ts';
import { readTypedNumber, typedNumberMessages } from '../../../shared/math/typed-number.ts';
import { loadGenerators } from '../../content/load-generators.ts';
import type { Session } from '../auth/session.ts';
import { recordPracticeOnce } from '../data/attempts.ts';
import { getGoal, replaceStreakAnchor } from '../data/goals.ts';
import {
  getPacks,
  issuePack,
  packsIssuedOn,
  type Receipt,
  receiptsOf,
  receiptWrite,
  type StoredPack,
} from '../data/offline-practice.ts';
import { gradeAnswer } from '../educational/grading.ts';
import { NotFoundError, TooManyRequestsError } from '../errors.ts';
import { studyPlan } from '../learning-loop/study-plan.ts';
import { recordMetrics } from '../metrics.ts';
import { drawPack, packVariant, parseItemId } from './pack-items.ts';

/*
 * Offline practice (ADR 0097): packs of generated items handed out with their keys, and the answers
 * given offline taken back once each, regraded by the server, on the Argentine day they were given.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const VALID_MS = PACK_VALID_DAYS * DAY_MS;
/** A phone's clock may be a little off: an answer this far ahead of the server, or before its pack, is taken. */
export const CLOCK_SKEW_MS = 5 * 60 * 1000;
/** A tab left open is not study: one answer counts for at most this much time, as in practice. */
const MAX_ANSWER_SECONDS = 20 * 60;

export const messages = {
  dailyLimit: `Ya descargaste ${PACKS_PER_DAY} paquetes hoy. Probá de nuevo mañana.`,
  nothingToPack: 'Todavía no hay ejercicios de esta materia para practicar sin conexión.',
  nothingThisWeek:
    'Tu plan de esta semana no tiene temas de esta materia para practicar sin conexión. Descargá el paquete de la materia completa.',
  notYours: 'Este ejercicio no es de un paquete que hayas descargado, así que no lo pudimos sumar.',
  future: 'La hora de esta respuesta está en el futuro. Revisá la fecha y la hora de tu teléfono.',
  beforePack:
    'Esta respuesta tiene una hora anterior a la descarga de su paquete. Revisá la fecha de tu teléfono.',
  expired: `Esta respuesta es de después del vencimiento de su paquete (duran ${PACK_VALID_DAYS} días) y no se sumó.`,
  tooOld: `Esta respuesta tiene más de ${PACK_VALID_DAYS} días y ya no se puede sincronizar.`,
  doesNotFit: 'Esta respuesta no corresponde al tipo de ejercicio (una opción o un valor escrito).',
} as const;

/** The subtopics the study plan gives this week (its first week) in the subject (ADR 0053). */
async function thisWeeksSubtopics(session: Session, subject: SubjectId, now: Date): Promise<string[]> {
  const plan = await studyPlan(session, {}, now);
  return (plan.weeks[0]?.focus ?? [])
    .filter((focus) => focus.subject === subject)
    .map((focus) => focus.subtopic);
}

/** A pack's id: 20 lowercase letters and digits (about 100 bits). */
function newPackId(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(randomBytes(20), (byte) => alphabet[byte % alphabet.length]).join('');
}

function dailyLimit(now: Date): TooManyRequestsError {
  return new TooManyRequestsError(
    messages.dailyLimit,
    (dayEnd(studyDay(now)).getTime() - now.getTime()) / 1000,
  );
}

const bytesOf = (value: unknown) => Buffer.byteLength(JSON.stringify(value), 'utf8');

/**
 * A new pack of the subject's generated items, for the device to keep and grade by itself. At most
 * PACKS_PER_DAY a day (Argentine days); the pack is stored so its answers can be checked as this
 * student's when they come back.
 */
export async function downloadPack(
  session: Session,
  input: { subject: SubjectId; planWeek?: boolean },
  now = new Date(),
): Promise<{ pack: OfflinePack; packsLeftToday: number }> {
  const { userId } = session;
  const day = studyDay(now);
  const issued = await packsIssuedOn(userId, day);
  if (issued >= PACKS_PER_DAY) throw dailyLimit(now);
  let generators = await loadGenerators(input.subject);
  if (input.planWeek) {
    const week = new Set(await thisWeeksSubtopics(session, input.subject, now));
    generators = generators.filter((generator) => generator.subtopic && week.has(generator.subtopic));
    if (generators.length === 0) throw new NotFoundError(messages.nothingThisWeek);
  }
  const drawn = drawPack(input.subject, generators, PACK_SIZE);
  if (drawn.length === 0) throw new NotFoundError(messages.nothingToPack);

  const packId = newPackId();
  const expiresAt = new Date(now.getTime() + VALID_MS);
  const items = drawn.map(({ generator, seed, variant }) => ({
    id: `${packId}:${generator.id}#${seed}`,
    ...variant.item,
  }));
  const packOf = (kept: typeof items): OfflinePack => ({
    id: packId,
    subject: input.subject,
    title: `${subjectNames[input.subject]}${input.planWeek ? ', tu semana del plan' : ''}: ${kept.length} ejercicios para practicar sin conexión`,
    issuedAt: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
    items: kept,
  });
  let pack = packOf(items);
  // Figures are the heavy part: drop items from the end until the pack fits.
  while (pack.items.length > 1 && bytesOf({ success: true, pack, packsLeftToday: 0 }) > PACK_MAX_BYTES)
    pack = packOf(pack.items.slice(0, -1));

  const stored: StoredPack = {
    packId,
    subject: input.subject,
    items: pack.items.map((item) => item.id.slice(packId.length + 1)),
    issuedAt: pack.issuedAt,
    expiresAt: pack.expiresAt,
  };
  // Kept while an answer given before it expired may still come in.
  const keepUntil = new Date(expiresAt.getTime() + VALID_MS);
  if (!(await issuePack(userId, stored, day, PACKS_PER_DAY, keepUntil))) throw dailyLimit(now);
  return { pack, packsLeftToday: Math.max(0, PACKS_PER_DAY - issued - 1) };
}

export type SyncResult =
  | { answerId: string; status: 'accepted' | 'duplicate'; correct: boolean }
  | { answerId: string; status: 'rejected'; message: string };

const rejected = (answerId: string, message: string): SyncResult => ({
  answerId,
  status: 'rejected',
  message,
});

/** Why an answer's time cannot be taken, if it cannot. */
function timeProblem(answeredAt: number, pack: StoredPack, now: Date): string | undefined {
  if (answeredAt > now.getTime() + CLOCK_SKEW_MS) return messages.future;
  if (answeredAt < now.getTime() - VALID_MS) return messages.tooOld;
  if (answeredAt < Date.parse(pack.issuedAt) - CLOCK_SKEW_MS) return messages.beforePack;
  if (answeredAt > Date.parse(pack.expiresAt)) return messages.expired;
  return undefined;
}

/**
 * The answers given offline. Each is taken once by its id (a second sending is `duplicate` and changes
 * nothing), regraded from its item's generator and seed (the device's verdict is not asked for), and
 * counted like a practice answer on the Argentine day it was given. Taken oldest first, so of two
 * answers to one item on one day the earlier is the one counted (ADR 0097).
 */
export async function syncOfflineAnswers(
  { userId }: Session,
  answers: readonly OfflineAnswer[],
  now = new Date(),
): Promise<{ results: SyncResult[] }> {
  const batch = answers.slice(0, MAX_ANSWERS_PER_SYNC);
  const receipts = await receiptsOf(
    userId,
    batch.map((answer) => answer.answerId),
  );
  const packs = await getPacks(
    userId,
    batch.map((answer) => parseItemId(answer.itemId).packId),
  );
  const order = batch
    .map((answer, index) => ({ answer, index }))
    .sort((a, b) => Date.parse(a.answer.answeredAt) - Date.parse(b.answer.answeredAt) || a.index - b.index);
  const results: SyncResult[] = [];
  const tally = new Map<string, { answered: number; correct: number }>();
  for (const { answer, index } of order) {
    const result = await takeAnswer(userId, answer, { receipts, packs, now });
    results[index] = result;
    if (result.status === 'accepted') {
      const subject = packs.get(parseItemId(answer.itemId).packId)?.subject ?? '';
      const sum = tally.get(subject) ?? { answered: 0, correct: 0 };
      tally.set(subject, { answered: sum.answered + 1, correct: sum.correct + (result.correct ? 1 : 0) });
    }
  }
  const days = order
    .filter(({ index }) => results[index]?.status === 'accepted')
    .map(({ answer }) => studyDay(answer.answeredAt));
  if (days.length > 0)
    await rewindStreakAnchor(
      userId,
      days.reduce((a, b) => (a < b ? a : b)),
    );
  for (const [subject, sum] of tally)
    recordMetrics(
      { AnswersVerified: sum.answered, AnswersCorrect: sum.correct },
      { userId, subject, offline: true },
    );
  return { results };
}

async function takeAnswer(
  userId: string,
  answer: OfflineAnswer,
  context: { receipts: Map<string, Receipt>; packs: ReadonlyMap<string, StoredPack>; now: Date },
): Promise<SyncResult> {
  const { answerId } = answer;
  const seen = context.receipts.get(answerId);
  if (seen) return { answerId, status: 'duplicate', correct: seen.correct };

  const { packId, generatorId, seed } = parseItemId(answer.itemId);
  const pack = context.packs.get(packId);
  const exerciseId = `${generatorId}#${seed}`;
  if (!pack?.items.includes(exerciseId)) return rejected(answerId, messages.notYours);
  const answeredAt = Date.parse(answer.answeredAt);
  const problem = timeProblem(answeredAt, pack, context.now);
  if (problem) return rejected(answerId, problem);
  const generator = (await loadGenerators(pack.subject)).find((g) => g.id === generatorId);
  const variant = generator && packVariant(generator, seed);
  // A generator withdrawn since the pack was handed out: its answer cannot be graded.
  if (!generator || !variant) return rejected(answerId, messages.notYours);
  if (typeof answer.answer === 'object') {
    const read = readTypedNumber(answer.answer.value);
    if (!read.ok) return rejected(answerId, typedNumberMessages[read.reason]);
  }
  const grade = gradeAnswer(variant.key, answer.answer);
  if (!grade) return rejected(answerId, messages.doesNotFit);

  const at = new Date(answeredAt).toISOString();
  const takenAt = context.now.toISOString();
  const receipt = receiptWrite(
    userId,
    { answerId, correct: grade.correct, itemId: answer.itemId, answeredAt: at, takenAt },
    new Date(answeredAt + VALID_MS + DAY_MS),
  );
  const outcome = await recordPracticeOnce(
    userId,
    {
      exerciseId,
      subject: generator.subject,
      topic: generator.topic,
      correct: grade.correct,
      at,
      source: 'practice',
      timeSpentSeconds: Math.min(answer.timeSpent ?? 0, MAX_ANSWER_SECONDS),
    },
    receipt,
    takenAt,
    `${exerciseId}#${answerId}`,
  );
  if (outcome === 'duplicate') {
    // Taken by another sync meanwhile (two tabs sending the same queue): its receipt has the grade.
    const first = (await receiptsOf(userId, [answerId])).get(answerId);
    return { answerId, status: 'duplicate', correct: first?.correct ?? grade.correct };
  }
  context.receipts.set(answerId, { answerId, correct: grade.correct });
  return { answerId, status: 'accepted', correct: grade.correct };
}

/**
 * The streak's anchor (ADR 0052) says how long the streak ending on a finished day was, as counted when
 * it was stored. Answers given offline on that day or before change what it says: it goes back to the
 * day before the first of them, shortened by the days between, or away when that leaves no streak.
 * The next look counts the days after it from the day counters, which have the answers.
 */
async function rewindStreakAnchor(userId: string, firstDay: string): Promise<void> {
  const anchor = (await getGoal(userId))?.streakAnchor;
  if (!anchor || anchor.day < firstDay) return;
  const day = addDays(firstDay, -1);
  const length = anchor.length - daysBetween(day, anchor.day);
  await replaceStreakAnchor(userId, anchor, length > 0 ? { day, length } : undefined);
}
