import { defineEntity } from '../entity.ts';

/** A visitor's free mini simulacro (/probar): no user, kept a day by TTL. */
export const trial = defineEntity({
  prefix: 'TRIAL#',
  deletion: 'kept',
  keys: (pk) => ({ trial: (trialId: string) => ({ pk: pk(trialId), sk: 'TRIAL' }) }),
});
