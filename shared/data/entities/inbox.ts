import { defineEntity } from '../entity.ts';

/** Partition keys, in the `inbox` index, of what students send the team: `INBOX#<kind>`. */
export const inbox = defineEntity({ prefix: 'INBOX#', deletion: 'kept', keys: () => ({}) });
