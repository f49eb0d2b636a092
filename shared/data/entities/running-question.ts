import * as z from '../../api/zod.ts';
import { defineEntity, itemSchema } from '../entity.ts';

/**
 * The questions of the simulators now running, filed by a hash of their wording (ADR 0066), so the
 * tutor can tell a quoted one whoever asks: `SIMQ#<anchor>#<two-hour bucket of the deadline>`.
 * Kept: no student in it, and gone by TTL after the deadline.
 */
export const runningQuestion = defineEntity({
  prefix: 'SIMQ#',
  deletion: 'kept',
  keys: (pk) => ({
    /** The running simulators' questions filed under one anchor whose deadline falls in one bucket. */
    runningQuestions: (anchor: number, bucket: number) => ({
      pk: pk(`${anchor.toString(36)}#${bucket}`),
      sk: 'RUNNING',
    }),
  }),
});

/**
 * One question filed in a bucket's item, an attribute of its own (named after the question's id): its
 * shingles (base-36, comma-joined), its numbers, the simulator that filed it last and until when
 * (epoch milliseconds).
 */
export const runningQuestionEntry = /* @__PURE__ */ itemSchema(() =>
  z.object({
    shingles: z.string(),
    numbers: z.array(z.string()),
    simulatorId: z.string(),
    until: z.number(),
  }),
);
