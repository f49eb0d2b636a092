import { type Card, createEmptyCard, fsrs, generatorParameters, Rating, TypeConvert } from 'ts-fsrs';
import type { Difficulty } from '../../../shared/domain/subjects.ts';
import type { StoredFsrs } from '../data/review-cards.ts';

/**
 * The review schedule's clock (ADR 0051): FSRS (ts-fsrs) with one learning step of ten minutes, so a
 * missed item is back in today's review after the student has done something else, and a right answer
 * moves it out by days. Fuzz spreads the long intervals so a day's misses do not all return together.
 */
const scheduler = fsrs(
  generatorParameters({
    request_retention: 0.9,
    enable_fuzz: true,
    enable_short_term: true,
    learning_steps: ['10m'],
    relearning_steps: ['10m'],
    // Past the exam nothing needs scheduling; a year keeps an item in sight for the next intake.
    maximum_interval: 365,
  }),
);

export type ReviewRating = 'again' | 'hard' | 'good' | 'easy';

const ratings = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
} as const satisfies Record<ReviewRating, Rating>;

/**
 * Seconds after which a right answer counts as slow, and under which it counts as quick, by the item's
 * difficulty: an entrance exam gives about three minutes a question, less for the easy ones.
 */
export const answerTimes: Record<Difficulty, { quickUnder: number; slowAfter: number }> = {
  facil: { quickUnder: 20, slowAfter: 90 },
  medio: { quickUnder: 35, slowAfter: 150 },
  dificil: { quickUnder: 60, slowAfter: 240 },
};

/**
 * The grade an answer gives the schedule: wrong is Again; right is Hard when slow, Easy when quick, Good
 * otherwise. An answer without a time (0 or unknown) is Good when right.
 */
export function ratingFor(
  answer: { correct: boolean; seconds?: number | undefined },
  difficulty: Difficulty,
): ReviewRating {
  if (!answer.correct) return 'again';
  const seconds = answer.seconds ?? 0;
  if (seconds <= 0) return 'good';
  const times = answerTimes[difficulty];
  if (seconds > times.slowAfter) return 'hard';
  if (seconds < times.quickUnder) return 'easy';
  return 'good';
}

/** A practice answer enters the schedule when it was missed or slow. */
export const entersSchedule = (rating: ReviewRating) => rating === 'again' || rating === 'hard';

function restore(stored: StoredFsrs): Card {
  return TypeConvert.card(stored);
}

function store(card: Card): StoredFsrs {
  return {
    due: card.due.toISOString(),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: card.elapsed_days,
    scheduled_days: card.scheduled_days,
    learning_steps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    ...(card.last_review ? { last_review: card.last_review.toISOString() } : {}),
  };
}

/** The card after one graded answer at `at`; a new card when there was none. */
export function review(previous: StoredFsrs | undefined, rating: ReviewRating, at: Date): StoredFsrs {
  const card = previous ? restore(previous) : createEmptyCard(at);
  return store(scheduler.next(card, at, ratings[rating]).card);
}
