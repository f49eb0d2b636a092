import { defineEntity } from '../entity.ts';

/** Kept: a notice's id, so a retried webhook is handled once. */
export const webhookEvent = defineEntity({
  prefix: 'WEBHOOK#',
  deletion: 'kept',
  keys: (pk) => ({ webhookEvent: (eventId: string) => ({ pk: pk(eventId), sk: 'EVENT' }) }),
});
