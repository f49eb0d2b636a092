import { defineEntity } from '../entity.ts';

/** Kept: each window expires by TTL within a day. */
export const rateLimit = defineEntity({
  prefix: 'RATE#',
  deletion: 'kept',
  keys: (pk) => ({
    rateLimitWindow: (scope: string, subject: string, windowStart: number) => ({
      pk: pk(`${scope}#${subject}`),
      sk: String(windowStart),
    }),
  }),
});
