import * as z from '../../api/zod.ts';
import { defineEntity, itemSchema } from '../entity.ts';

export const feedback = defineEntity({
  prefix: 'FEEDBACK#',
  deletion: 'partition',
  keys: (pk) => ({
    feedbackOf: (userId: string) => ({ pk: pk(userId) }),
    feedback: (userId: string, createdAt: string, id: string) => ({
      pk: pk(userId),
      sk: `${createdAt}#${id}`,
    }),
  }),
});

export const feedbackItem = /* @__PURE__ */ itemSchema(() =>
  z.object({
    id: z.string(),
    userId: z.string(),
    userEmail: z.string(),
    message: z.string(),
    rating: z.number(),
    category: z.enum(['general', 'bug', 'feature', 'ui', 'content', 'performance']),
    createdAt: z.string(),
  }),
);
