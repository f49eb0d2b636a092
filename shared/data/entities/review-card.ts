import * as z from '../../api/zod.ts';
import { allTopicIds, subjectIds, type TopicId } from '../../domain/subjects.ts';
import { defineEntity, itemSchema } from '../entity.ts';

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

/** FSRS's card as stored: dates as ISO strings (the scheduler restores them). */
const storedFsrs = () =>
  z.object({
    due: z.string(),
    stability: z.number(),
    difficulty: z.number(),
    elapsed_days: z.number(),
    scheduled_days: z.number(),
    learning_steps: z.number(),
    reps: z.number(),
    lapses: z.number(),
    state: z.number(),
    last_review: z.string().optional(),
  });

/** One item's card (`CARD#<itemId>`): what the item is and its FSRS state. */
export const reviewCardItem = /* @__PURE__ */ itemSchema(() =>
  z.object({
    itemId: z.string(),
    subject: z.enum(subjectIds),
    topic: z.enum(allTopicIds as [TopicId, ...TopicId[]]),
    subtopic: z.string().optional(),
    /** A generator's template: each review draws a new variant (`variant` is its seed). */
    generated: z.boolean(),
    /** The variant shown next: a generator's seed, or the review count of an authored exercise. */
    variant: z.number(),
    /** Moves with every write, so two writers of one card cannot both win. */
    version: z.number(),
    /** The newest answer the card has taken: an older one arriving late is not applied twice. */
    lastAnswerAt: z.string(),
    addedAt: z.string(),
    fsrs: storedFsrs(),
  }),
);

/** A due pointer as the due range reads it (only its key: `DUE#<due>#<itemId>`). */
export const duePointerItem = /* @__PURE__ */ itemSchema(() => z.object({ sk: z.string() }));

/** Per subtopic of the syllabus map: answers and right ones, all time and in the week starting `week`. */
const subtopicFigures = () =>
  z.object({
    answered: z.number(),
    correct: z.number(),
    /** The Monday of the week the weekly figures are about. */
    week: z.string(),
    weekAnswered: z.number(),
    weekCorrect: z.number(),
    lastDay: z.string(),
  });

/** The sync state (`SYNC`): how far the schedule has read the answers, and the subtopics' figures. */
export const reviewSyncItem = /* @__PURE__ */ itemSchema(() =>
  z.object({
    version: z.number(),
    /** The newest answer read so far (ISO). */
    through: z.string(),
    /** Keys of the answers already read near `through`, which the next look reads again. */
    recent: z.array(z.string()),
    subtopics: z.record(z.string(), subtopicFigures()),
  }),
);
