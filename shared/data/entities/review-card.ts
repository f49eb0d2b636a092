import { defineEntity } from '../entity.ts';

/** A student's review schedule (ADR 0051): one card per item, a pointer per due date, the sync state. */
export const reviewCard = defineEntity({
  prefix: 'REVIEW#',
  deletion: 'partition',
  keys: (pk) => ({
    /** Every item of the student's schedule: cards, due pointers and the sync state. */
    reviewSchedule: (userId: string) => ({ pk: pk(userId) }),
    /** One item's card: its FSRS state and what it is. */
    card: (userId: string, itemId: string) => ({ pk: pk(userId), sk: `CARD#${itemId}` }),
    /** A card's place in the due order; exactly one per card, moved when the card is rescheduled. */
    due: (userId: string, due: string, itemId: string) => ({ pk: pk(userId), sk: `DUE#${due}#${itemId}` }),
    /** Every due pointer, in due order. */
    dueRange: (userId: string) => ({ pk: pk(userId), from: 'DUE#', to: 'DUE#~' }),
    /** How far the schedule has read the student's answers, and the per-subtopic figures it keeps. */
    sync: (userId: string) => ({ pk: pk(userId), sk: 'SYNC' }),
  }),
});
