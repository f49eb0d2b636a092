import * as z from '../../api/zod.ts';
import { defineEntity, itemSchema } from '../entity.ts';

export const session = defineEntity({
  prefix: 'SESSION#',
  deletion: 'byKey',
  keys: (pk) => ({ session: (tokenHash: string) => ({ pk: pk(tokenHash), sk: 'SESSION' }) }),
});

export const sessionItem = /* @__PURE__ */ itemSchema(() =>
  z.object({
    userId: z.string(),
    email: z.string(),
    createdAt: z.number(),
    lastSeenAt: z.number(),
    absoluteExpiresAt: z.number(),
  }),
);
