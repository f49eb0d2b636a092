import { defineEntity } from '../entity.ts';

/**
 * Offline practice (ADR 0097): the packs handed out (their items' generators and seeds, until the
 * answers can no longer come), how many on each Argentine day, and a receipt per answer id taken.
 */
export const offlinePractice = defineEntity({
  prefix: 'OFFLINE#',
  deletion: 'partition',
  keys: (pk) => ({
    offlinePack: (userId: string, packId: string) => ({ pk: pk(userId), sk: `PACK#${packId}` }),
    offlinePackDay: (userId: string, day: string) => ({ pk: pk(userId), sk: `DAY#${day}` }),
    offlineReceipt: (userId: string, answerId: string) => ({ pk: pk(userId), sk: `ANSWER#${answerId}` }),
  }),
});
