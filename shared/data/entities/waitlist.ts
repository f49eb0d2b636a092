import { defineEntity } from '../entity.ts';

/** Kept: an address left before any account existed. */
export const waitlist = defineEntity({
  prefix: 'WAITLIST#',
  deletion: 'kept',
  keys: (pk) => ({ waitlist: (email: string) => ({ pk: pk(email), sk: 'ENTRY' }) }),
});
