/** The learning loop's keys (#21) are declared with their entities (shared/data/entities.ts). */
export { REMINDER_SHARDS, reminderShardOf } from '../../../shared/data/entities.ts';
export { keys as reviewKeys } from './keys.ts';
