import * as z from '../../api/zod.ts';
import { defineEntity, itemSchema } from '../entity.ts';

export const userEmail = defineEntity({
  prefix: 'EMAIL#',
  deletion: 'byKey',
  keys: (pk) => ({ userByEmail: (email: string) => ({ pk: pk(email), sk: 'USER' }) }),
});

/** The e-mail's item points at the user it belongs to. */
export const userByEmailItem = /* @__PURE__ */ itemSchema(() => z.object({ userId: z.string() }));
