import * as z from '../../../shared/api/zod.ts';

/**
 * One answer as it is stored, the one declaration of its shape: the attempts and the statistics
 * written with them (statistics-writes.ts) write it, the review schedule (review-attempts.ts) and the
 * learning loop (attempt-history.ts) read it. A module of its own, because attempts.ts imports those
 * writes.
 */
export const attemptSchema = z.object({
  exerciseId: z.string(),
  subject: z.string(),
  topic: z.string(),
  correct: z.boolean(),
  at: z.string(),
  source: z.enum(['practice', 'simulator']),
  timeSpentSeconds: z.number().optional(),
  /** False when the answer is kept for the record but did not move the statistics. */
  counted: z.boolean().optional(),
  /** A simulator question left without an answer: it counts as incorrect, as in the results. */
  unanswered: z.boolean().optional(),
});
export type Attempt = z.infer<typeof attemptSchema>;
