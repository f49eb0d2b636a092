import { type Card, createEmptyCard, fsrs, generatorParameters, Rating, TypeConvert } from 'ts-fsrs';
import type { Difficulty } from '../../../shared/domain/subjects.ts';
import type { StoredFsrs } from '../data/review-cards.ts';

const common = {
  request_retention: 0.9,
  enable_fuzz: true,
  // Past the exam nothing needs scheduling; a year keeps an item in sight for the next intake.
  maximum_interval: 365,
} as const;

/**
 * The review schedule's clocks (ADRs 0051, 0078), both FSRS (ts-fsrs); fuzz spreads the long intervals
 * so a day's misses do not all return together.
 *
 * - A generator's template comes back with other numbers, so one learning step of ten minutes is a
 *   real test: after other work, the same idea with a statement the student has not seen.
 * - A written exercise can only come back with the statement whose key was just shown; asked again the
 *   same session it tests the memory of that key. Without short-term steps FSRS gives every answer an
 *   interval of whole days (a miss: the next day).
 */
const schedulers = {
  variant: fsrs(
    generatorParameters({
      ...common,
      enable_short_term: true,
      learning_steps: ['10m'],
      relearning_steps: ['10m'],
    }),
  ),
  same: fsrs(generatorParameters({ ...common, enable_short_term: false })),
};

/** Whether the item returns with another statement (a generated variant) or with the same one. */
export type ItemReturn = keyof typeof schedulers;

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
export function review(
  previous: StoredFsrs | undefined,
  rating: ReviewRating,
  at: Date,
  returns: ItemReturn,
): StoredFsrs {
  const card = previous ? restore(previous) : createEmptyCard(at);
  return store(schedulers[returns].next(card, at, ratings[rating]).card);
}
