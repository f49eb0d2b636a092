import * as z from '../../api/zod.ts';
import { defineEntity, itemSchema } from '../entity.ts';

/** Kept: an address left before any account existed. */
export const waitlist = defineEntity({
  prefix: 'WAITLIST#',
  deletion: 'kept',
  keys: (pk) => ({ waitlist: (email: string) => ({ pk: pk(email), sk: 'ENTRY' }) }),
});

/** An address on the waiting list (`ENTRY`) and when it was left. */
export const waitlistItem = /* @__PURE__ */ itemSchema(() =>
  z.object({ email: z.string(), joinedAt: z.string() }),
);
