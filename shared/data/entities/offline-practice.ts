import * as z from '../../api/zod.ts';
import { subjectIds } from '../../domain/subjects.ts';
import { defineEntity, itemSchema } from '../entity.ts';

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

/** A pack handed out (`PACK#<packId>`): its subject and items, kept until its answers can no longer come. */
export const offlinePackItem = /* @__PURE__ */ itemSchema(() =>
  z.object({
    packId: z.string(),
    subject: z.enum(subjectIds),
    /** Each item as `<generator>#<seed>`. */
    items: z.array(z.string()),
    issuedAt: z.string(),
    expiresAt: z.string(),
  }),
);

/** How many packs were handed out on one Argentine day (`DAY#<day>`). */
export const offlinePackDayItem = /* @__PURE__ */ itemSchema(() =>
  z.object({ count: z.number().default(0) }),
);

/** An answer taken (`ANSWER#<answerId>`), so one sent again changes nothing. */
export const offlineReceiptItem = /* @__PURE__ */ itemSchema(() =>
  z.object({ answerId: z.string(), correct: z.boolean() }),
);
