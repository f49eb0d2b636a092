import { entityPrefixes } from '../../../shared/data/table.ts';

/**
 * The learning loop's access patterns (#21), named once like those of keys.ts: the review schedule
 * (ADR 0051), the daily goal and its reminder (ADR 0052). Each entity has its own partition prefix.
 */

/** The reminder index is split in this many partitions, read in turn by the hourly job. */
export const REMINDER_SHARDS = 8;

/** A student's shard of the reminder index: stable, so turning it off finds the item turned on. */
export function reminderShardOf(userId: string): number {
  let hash = 0;
  for (let i = 0; i < userId.length; i++) hash = (hash * 31 + userId.charCodeAt(i)) >>> 0;
  return hash % REMINDER_SHARDS;
}

const review = (userId: string) => `${entityPrefixes.reviewCard}${userId}`;

export const reviewKeys = {
  /** Every item of the student's schedule: cards, due pointers and the sync state. */
  partition: (userId: string) => ({ pk: review(userId) }),
  /** One item's card: its FSRS state and what it is. */
  card: (userId: string, itemId: string) => ({ pk: review(userId), sk: `CARD#${itemId}` }),
  /** A card's place in the due order; exactly one per card, moved when the card is rescheduled. */
  due: (userId: string, due: string, itemId: string) => ({ pk: review(userId), sk: `DUE#${due}#${itemId}` }),
  /** Every due pointer, in due order. */
  dueRange: (userId: string) => ({ pk: review(userId), from: 'DUE#', to: 'DUE#~' }),
  /** How far the schedule has read the student's answers, and the per-subtopic figures it keeps. */
  sync: (userId: string) => ({ pk: review(userId), sk: 'SYNC' }),
  goal: (userId: string) => ({ pk: `${entityPrefixes.studyGoal}${userId}`, sk: 'GOAL' }),
  reminder: (userId: string) => ({
    pk: `${entityPrefixes.studyReminder}${reminderShardOf(userId)}`,
    sk: userId,
  }),
  reminderShard: (shard: number) => ({ pk: `${entityPrefixes.studyReminder}${shard}` }),
} as const;
