import { defineEntity } from '../entity.ts';

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
