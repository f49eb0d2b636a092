import { defineEntity } from '../entity.ts';

export const health = defineEntity({
  prefix: 'HEALTH',
  deletion: 'kept',
  keys: (pk) => ({ health: () => ({ pk: pk(), sk: pk() }) }),
});
