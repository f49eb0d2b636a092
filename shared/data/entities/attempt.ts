import * as z from '../../api/zod.ts';
import { allTopicIds, subjectIds, type TopicId } from '../../domain/subjects.ts';
import { defineEntity, itemSchema } from '../entity.ts';

export const attempt = defineEntity({
  prefix: 'ATTEMPT#',
  deletion: 'partition',
  keys: (pk) => ({
    attempts: (userId: string) => ({ pk: pk(userId) }),
    attempt: (userId: string, at: string, exerciseId: string) => ({
      pk: pk(userId),
      sk: `${at}#${exerciseId}`,
    }),
  }),
});

/**
 * One answer as it is stored: the attempts and the statistics written with them write it, the review
 * schedule and the learning loop read it.
 */
export const attemptItem = /* @__PURE__ */ itemSchema(() =>
  z.object({
    exerciseId: z.string(),
    subject: z.enum(subjectIds),
    topic: z.enum(allTopicIds as [TopicId, ...TopicId[]]),
    correct: z.boolean(),
    at: z.string(),
    source: z.enum(['practice', 'simulator']),
    timeSpentSeconds: z.number().optional(),
    /** False when the answer is kept for the record but did not move the statistics. */
    counted: z.boolean().optional(),
    /** A simulator question left without an answer: it counts as incorrect, as in the results. */
    unanswered: z.boolean().optional(),
  }),
);
