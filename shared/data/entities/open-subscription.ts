import { defineEntity } from '../entity.ts';

/** Partition key, in the `open` index, of every subscription that is not final; goes with SUB#. */
export const openSubscription = defineEntity({ prefix: 'SUBOPEN', deletion: 'kept', keys: () => ({}) });
