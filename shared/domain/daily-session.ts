import { type MasteryLevel, masteryLevels } from './mastery.ts';

/**
 * «Tu sesión de hoy» (#30): today's review first, then the plan's subtopics, about a quarter of an hour
 * in all (ADR 0080). Items carry no time estimate of their own, so every one is reckoned at the same
 * length; the session stops at what fits in its minutes.
 */

/** How long a day's session aims to take. */
export const SESSION_MINUTES = 15;
/** What one exercise is reckoned to take, for lack of an estimate per item. */
export const SECONDS_PER_EXERCISE = 75;
/** The most exercises a session holds: what fits in its minutes. */
export const SESSION_CAPACITY = Math.floor((SESSION_MINUTES * 60) / SECONDS_PER_EXERCISE);

/** "unos 15 min": a session's length as the student reads it, never under a minute. */
export function sessionMinutes(exercises: number): number {
  return Math.max(1, Math.round((exercises * SECONDS_PER_EXERCISE) / 60));
}

/** What a day offers: the review due now, the plan's subtopics with their share, the goal still open. */
export interface SessionSupply<Review, Exercise> {
  review: readonly Review[];
  /** The plan's subtopics for today, each with the exercises to draw from, best first. */
  plan: readonly { suggested: number; exercises: readonly Exercise[] }[];
  /** Exercises still missing to meet today's goal (0 once met). */
  goalLeft: number;
}

export type SessionStep<Review, Exercise> =
  | { kind: 'review'; item: Review }
  | { kind: 'exercise'; planItem: number; item: Exercise };

/**
 * The session's queue: the review due now, then each plan subtopic's suggested share taken in turn, then,
 * while today's goal is not yet reached by the queue, more of the plan's exercises; never more than fits
 * in the session. An exercise offered by two subtopics (or already in the review, by `idOf`) comes once.
 */
export function buildSessionQueue<Review, Exercise>(
  supply: SessionSupply<Review, Exercise>,
  idOf: (item: Review | Exercise) => string,
  capacity = SESSION_CAPACITY,
): SessionStep<Review, Exercise>[] {
  const queue: SessionStep<Review, Exercise>[] = supply.review
    .slice(0, capacity)
    .map((item) => ({ kind: 'review', item }));
  const taken = new Set(queue.map((step) => idOf(step.item)));
  const cursors = supply.plan.map(() => 0);
  const shares = supply.plan.map(() => 0);

  /** The next exercise of a subtopic not yet taken, or undefined when its list is spent. */
  const draw = (planItem: number): Exercise | undefined => {
    const list = supply.plan[planItem]?.exercises ?? [];
    for (let item = list[cursors[planItem] ?? 0]; item !== undefined; item = list[cursors[planItem] ?? 0]) {
      cursors[planItem] = (cursors[planItem] ?? 0) + 1;
      if (!taken.has(idOf(item))) return item;
    }
    return undefined;
  };
  /** One round over the subtopics; `within` says whether a subtopic may give one more. */
  const round = (within: (planItem: number) => boolean): boolean => {
    let added = false;
    for (const planItem of supply.plan.keys()) {
      if (queue.length >= capacity) return added;
      if (!within(planItem)) continue;
      const item = draw(planItem);
      if (item === undefined) continue;
      taken.add(idOf(item));
      shares[planItem] = (shares[planItem] ?? 0) + 1;
      queue.push({ kind: 'exercise', planItem, item });
      added = true;
    }
    return added;
  };

  while (round((planItem) => (shares[planItem] ?? 0) < (supply.plan[planItem]?.suggested ?? 0)));
  while (queue.length < Math.min(supply.goalLeft, capacity) && round(() => true));
  return queue;
}

/**
 * How many exercises the session will hold, from the counts alone (the dashboard's button says it before
 * the exercises are chosen): the same rule as the queue, supposing each subtopic has enough exercises.
 */
export function sessionSize(input: {
  reviewDue: number;
  suggested: readonly number[];
  goalLeft: number;
}): number {
  const planned = input.reviewDue + input.suggested.reduce((sum, share) => sum + share, 0);
  const wanted = input.suggested.length > 0 ? Math.max(planned, input.goalLeft) : input.reviewDue;
  return Math.min(wanted, SESSION_CAPACITY);
}

/** A subtopic's mastery at one moment, as the session keeps it to compare. */
export interface MasteryPoint {
  id: string;
  title: string;
  answers: number;
  estimate: number | null;
  level: MasteryLevel;
}

export interface Improvement {
  id: string;
  title: string;
  from: MasteryLevel;
  to: MasteryLevel;
  /** Points the estimate rose (0–100 scale). */
  rise: number;
}

/**
 * What improved between the session's start and its end: subtopics answered since whose estimate rose,
 * a level gained first, then the largest rise. A subtopic the session did not touch is not news.
 */
export function improvedSubtopics(
  before: readonly MasteryPoint[],
  after: readonly MasteryPoint[],
  limit = 3,
): Improvement[] {
  const earlier = new Map(before.map((point) => [point.id, point]));
  const rank = (level: MasteryLevel) => masteryLevels.indexOf(level);
  return after
    .flatMap((now) => {
      const then = earlier.get(now.id);
      const answersBefore = then?.answers ?? 0;
      if (now.answers <= answersBefore || now.estimate === null) return [];
      const rise = now.estimate - (then?.estimate ?? 0);
      const from = then?.level ?? 'sin-practica';
      const levelUp = rank(now.level) > rank(from) && now.level !== 'para-reforzar';
      const estimateUp = then?.estimate != null && rise > 0;
      if (!levelUp && !estimateUp) return [];
      return [{ id: now.id, title: now.title, from, to: now.level, rise: estimateUp ? rise : 0 }];
    })
    .sort((a, b) => rank(b.to) - rank(b.from) - (rank(a.to) - rank(a.from)) || b.rise - a.rise)
    .slice(0, limit);
}
