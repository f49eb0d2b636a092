import * as z from '../../api/zod.ts';
import { defineEntity, itemSchema, shardOf } from '../entity.ts';

/** The reminder index is split in this many partitions, read in turn by the hourly job. */
export const REMINDER_SHARDS = 8;

/** A student's shard of the reminder index: stable, so turning it off finds the item turned on. */
export function reminderShardOf(userId: string): number {
  return shardOf(userId, REMINDER_SHARDS);
}

/** Who asked for the daily reminder e-mail, sharded `REMIND#<0..7>`, one item per student. */
export const studyReminder = defineEntity({
  prefix: 'REMIND#',
  deletion: 'byKey',
  keys: (pk) => ({
    reminder: (userId: string) => ({ pk: pk(reminderShardOf(userId)), sk: userId }),
    reminderShard: (shard: number) => ({ pk: pk(shard) }),
  }),
});

export const reminderItem = /* @__PURE__ */ itemSchema(() =>
  z.object({
    sk: z.string(),
    email: z.string(),
    /** The Argentine day the last reminder went out. */
    lastSentDay: z.string().optional(),
  }),
);
