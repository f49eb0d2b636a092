import { REVIEW_BATCH, type reviewAnswerRequest } from '../../../shared/api/contracts/practice.ts';
import type * as z from '../../../shared/api/zod.ts';
import { dayEnd } from '../../../shared/domain/calendar-days.ts';
import { studyDay } from '../../../shared/domain/study-days.ts';
import type { Session } from '../auth/session.ts';
import { recordPractice } from '../data/attempts.ts';
import { duePointers, getCard, getCards, type ReviewCard, saveCard } from '../data/review-cards.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../errors.ts';
import { findItem, freshVariant, ITEM_NOT_FOUND, questionOf, returnsAs, subtopicTitle } from './items.ts';
import { ratingFor, review } from './scheduler.ts';
import { syncSchedule } from './sync.ts';

const messages = {
  changed:
    'Este ejercicio de repaso ya cambió (quizás lo respondiste en otra pestaña). Cargá el repaso de nuevo.',
  notYet: 'Este ejercicio todavía no te toca repasarlo. Volvé más tarde.',
  noSuchOption: 'Elegí una de las opciones del ejercicio.',
} as const;

/** A tab left open is not study: one answer counts for at most this much time, as in practice. */
const MAX_ANSWER_SECONDS = 20 * 60;

/**
 * Today's review: the schedule brought up to date with the latest answers, then the items due now
 * (soonest first, at most a batch), how many more are due now and how many come back later today.
 * Never a key or an explanation.
 */
export async function todaysReview({ userId }: Session, now = new Date()) {
  await syncSchedule(userId, now);
  const pointers = await duePointers(userId);
  const nowIso = now.toISOString();
  const tonight = dayEnd(studyDay(now)).toISOString();
  const dueNow = pointers.filter((pointer) => pointer.due <= nowIso);
  const laterToday = pointers.filter((pointer) => pointer.due > nowIso && pointer.due < tonight);
  const upcoming = pointers.find((pointer) => pointer.due > nowIso);
  const batch = dueNow.slice(0, REVIEW_BATCH);
  const cards = await getCards(
    userId,
    batch.map((pointer) => pointer.itemId),
  );
  const items = [];
  for (const pointer of batch) {
    const card = cards.get(pointer.itemId);
    const source = card && (await findItem(card.itemId));
    const question = card && source && questionOf(source, card.variant);
    if (!card || !source || !question) continue;
    items.push({
      id: card.itemId,
      variant: card.variant,
      subject: source.subject,
      topic: source.topic,
      subtopic: subtopicTitle(source.subtopic),
      kind: question.kind,
      generated: card.generated,
      question: question.question,
      options: question.options,
      ...(question.figure ? { figure: question.figure } : {}),
      due: card.fsrs.due,
      lapses: card.fsrs.lapses,
    });
  }
  return {
    items,
    dueNow: dueNow.length,
    laterToday: laterToday.length,
    nextDue: upcoming?.due ?? null,
    scheduled: pointers.length,
  };
}

type AnswerInput = z.output<typeof reviewAnswerRequest>;

/**
 * One review answer: graded against the variant shown, the card moved by FSRS with the grade its
 * correctness and time give, and then kept like a practice answer (the statistics count it once a day,
 * ADR 0013). The key and the explanation go back with it: the card will not ask this variant again.
 */
export async function answerReview(
  { userId }: Session,
  itemId: string,
  input: AnswerInput,
  now = new Date(),
) {
  const card = await getCard(userId, itemId);
  if (!card) throw new NotFoundError(ITEM_NOT_FOUND);
  const source = await findItem(itemId);
  if (!source) throw new NotFoundError(ITEM_NOT_FOUND);
  if (input.variant !== card.variant) throw new ConflictError(messages.changed);
  if (card.fsrs.due >= dayEnd(studyDay(now)).toISOString()) throw new ConflictError(messages.notYet);
  const question = questionOf(source, card.variant);
  if (!question) throw new NotFoundError(ITEM_NOT_FOUND);
  if (input.answer >= question.options.length) throw new BadRequestError(messages.noSuchOption);

  const correct = input.answer === question.correctAnswer;
  const seconds = Math.min(input.timeSpent ?? 0, MAX_ANSWER_SECONDS);
  const rating = ratingFor({ correct, seconds }, source.difficulty);
  const at = now.toISOString();
  const fsrs = review(card.fsrs, rating, now, returnsAs(source));
  const next: Omit<ReviewCard, 'version'> = {
    ...card,
    variant: source.generator ? freshVariant(source.generator, [card.variant]) : fsrs.reps,
    lastAnswerAt: at,
    fsrs,
  };
  // The card first, then the answer with the same instant: the next sync finds the card already past it.
  if (!(await saveCard(userId, next, card))) throw new ConflictError(messages.changed);
  const counted = await recordPractice(userId, {
    exerciseId: source.generator ? `${itemId}#${card.variant}` : itemId,
    subject: source.subject,
    topic: source.topic,
    correct,
    at,
    source: 'practice',
    timeSpentSeconds: seconds,
  });
  return {
    correct,
    correctAnswer: question.correctAnswer,
    explanation: question.explanation,
    rating,
    nextDue: fsrs.due,
    counted,
  };
}
