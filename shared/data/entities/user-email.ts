import * as z from '../../api/zod.ts';
import { defineEntity, itemSchemas } from '../entity.ts';

export const userEmail = defineEntity({
  prefix: 'EMAIL#',
  deletion: 'byKey',
  keys: (pk) => ({ userByEmail: (email: string) => ({ pk: pk(email), sk: 'USER' }) }),
});

export const userEmailItems = /* @__PURE__ */ itemSchemas(() => ({
  /** The e-mail's item points at the user it belongs to. */
  userByEmail: z.object({ userId: z.string() }),
}));
