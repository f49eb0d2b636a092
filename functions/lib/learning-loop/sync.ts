import { mondayOf } from '../../../shared/domain/calendar-days.ts';
import { studyDay } from '../../../shared/domain/study-days.ts';
import { answersAfter, type StoredAnswer } from '../data/review-attempts.ts';
import {
  getCards,
  getReviewSync,
  putReviewSync,
  type ReviewCard,
  type SubtopicFigures,
  saveCard,
} from '../data/review-cards.ts';
import { findItem, freshVariant, type ItemSource, itemOfAnswer, returnsAs, reviewable } from './items.ts';
import { entersSchedule, ratingFor, review } from './scheduler.ts';

/**
 * Brings the review schedule up to date with the answers the student gave since the last look (ADR 0051).
 * The answers are the ones the statistics already store (practice verifications, simulator questions,
 * review answers), so neither the verify path nor the simulators know about the schedule: a missed or
 * slow practice answer and a simulator question answered wrong enter it, and any later answer to an item
 * already in it moves its card.
 */

/**
 * Answers are read again this far behind the newest one read: a simulator stores its answers, with the
 * instants they were given, when it is completed, up to its two hours later.
 */
export const LOOKBACK_MS = 3 * 60 * 60 * 1000;
/** The first look reads the last two weeks, so a student who already practised starts with a schedule. */
export const FIRST_LOOK_MS = 14 * 24 * 60 * 60 * 1000;
const CONCURRENT_CARDS = 6;

export type SubtopicFigureMap = Record<string, SubtopicFigures>;

/** Adds one answer to its subtopic's figures: all time, and in the week (Monday on) it was given. */
export function addToFigures(figures: SubtopicFigures | undefined, answer: StoredAnswer): SubtopicFigures {
  const day = studyDay(answer.at);
  const week = mondayOf(day);
  const right = answer.correct ? 1 : 0;
  const base = figures ?? { answered: 0, correct: 0, week, weekAnswered: 0, weekCorrect: 0, lastDay: day };
  const weekly =
    week > base.week
      ? { week, weekAnswered: 1, weekCorrect: right }
      : week === base.week
        ? { week, weekAnswered: base.weekAnswered + 1, weekCorrect: base.weekCorrect + right }
        : { week: base.week, weekAnswered: base.weekAnswered, weekCorrect: base.weekCorrect };
  return {
    answered: base.answered + 1,
    correct: base.correct + right,
    ...weekly,
    lastDay: day > base.lastDay ? day : base.lastDay,
  };
}

interface Event {
  answer: StoredAnswer;
  seed?: number | undefined;
}

/**
 * The card after the item's new answers, oldest first; undefined when nothing changes (the answers
 * are older than the card's last, or none of them brings the item in).
 */
export function applyAnswers(
  source: ItemSource,
  card: ReviewCard | undefined,
  events: readonly Event[],
  now: Date,
): Omit<ReviewCard, 'version'> | undefined {
  let next: Omit<ReviewCard, 'version'> | undefined = card;
  let changed = false;
  for (const { answer, seed } of [...events].sort((a, b) => a.answer.at.localeCompare(b.answer.at))) {
    if (next && answer.at <= next.lastAnswerAt) continue;
    const rating = ratingFor(
      { correct: answer.correct, seconds: answer.timeSpentSeconds },
      source.difficulty,
    );
    // Into the schedule: a practice answer missed or slow, a simulator question answered wrong.
    if (!next && !(answer.source === 'simulator' ? rating === 'again' : entersSchedule(rating))) continue;
    if (!next && !reviewable(source)) continue;
    const fsrs = review(next?.fsrs, rating, new Date(answer.at), returnsAs(source));
    const shown = [seed, next?.generated ? next.variant : undefined].filter((s) => s !== undefined);
    next = {
      itemId: source.itemId,
      subject: source.subject,
      topic: source.topic,
      ...(source.subtopic ? { subtopic: source.subtopic } : {}),
      generated: Boolean(source.generator),
      variant: source.generator ? freshVariant(source.generator, shown) : fsrs.reps,
      lastAnswerAt: answer.at,
      addedAt: next?.addedAt ?? now.toISOString(),
      fsrs,
    };
    changed = true;
  }
  return changed ? next : undefined;
}

async function inBatches<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(work));
}

/**
 * Reads the answers given since the last look and moves the schedule and the per-subtopic figures.
 * Two looks at once (the dashboard asks for the review and the plan together) are safe: each card is
 * written only over the version it read, and only one of the two stores the sync state.
 * Answers the figures of every subtopic.
 */
export async function syncSchedule(userId: string, now = new Date()): Promise<SubtopicFigureMap> {
  const sync = await getReviewSync(userId);
  const from = sync
    ? new Date(Date.parse(sync.through) - LOOKBACK_MS)
    : new Date(now.getTime() - FIRST_LOOK_MS);
  const read = new Set(sync?.recent ?? []);
  const answers = (await answersAfter(userId, from.toISOString())).filter(
    (answer) => !read.has(answer.sk) && answer.counted !== false && !answer.unanswered,
  );
  const subtopics: SubtopicFigureMap = { ...(sync?.subtopics ?? {}) };
  if (answers.length === 0) return subtopics;

  const byItem = new Map<string, Event[]>();
  for (const answer of answers) {
    const { itemId, seed } = itemOfAnswer(answer.exerciseId);
    byItem.set(itemId, [...(byItem.get(itemId) ?? []), { answer, seed }]);
  }
  const sources = new Map<string, ItemSource>();
  for (const itemId of byItem.keys()) {
    const source = await findItem(itemId);
    // An item the bank no longer has (renamed, withdrawn) leaves the schedule alone.
    if (source) sources.set(itemId, source);
  }
  for (const answer of answers) {
    const subtopic = sources.get(itemOfAnswer(answer.exerciseId).itemId)?.subtopic;
    if (subtopic) subtopics[subtopic] = addToFigures(subtopics[subtopic], answer);
  }

  const cards = await getCards(userId, [...sources.keys()]);
  await inBatches([...sources.values()], CONCURRENT_CARDS, async (source) => {
    const events = byItem.get(source.itemId) ?? [];
    let current = cards.get(source.itemId);
    // Moved by another look or an answer meanwhile: read it again once, and apply what is still newer.
    for (let round = 0; round < 2; round++) {
      const next = applyAnswers(source, current, events, now);
      if (!next || (await saveCard(userId, next, current))) return;
      current = (await getCards(userId, [source.itemId])).get(source.itemId);
    }
  });

  const newest = answers.reduce((max, answer) => (answer.at > max ? answer.at : max), sync?.through ?? '');
  const keepFrom = new Date(Date.parse(newest) - LOOKBACK_MS).toISOString();
  const recent = [...(sync?.recent ?? []), ...answers.map((answer) => answer.sk)].filter(
    (key) => key > keepFrom,
  );
  // Another look stored its state first: it read the same answers, so its figures are these.
  await putReviewSync(userId, { through: newest, recent, subtopics }, sync?.version);
  return subtopics;
}
