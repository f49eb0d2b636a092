import { defineEntity } from '../entity.ts';

/**
 * A consumer-law request (arrepentimiento or baja) by its identification code (ADR 0060). Kept: the
 * record of a request the law asks to answer.
 */
export const consumerRequest = defineEntity({
  prefix: 'CONSUMER#',
  deletion: 'kept',
  keys: (pk) => ({ consumerRequest: (code: string) => ({ pk: pk(code), sk: 'REQUEST' }) }),
});
