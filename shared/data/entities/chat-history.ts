import * as z from '../../api/zod.ts';
import { defineEntity, itemSchema } from '../entity.ts';

export const chatHistory = defineEntity({
  prefix: 'CHAT#',
  deletion: 'partition',
  keys: (pk) => ({ chatHistory: (ownerId: string) => ({ pk: pk(ownerId), sk: 'TURNS' }) }),
});

/** One message of a conversation with the tutor, the student's or the tutor's. */
export const chatTurnSchema = /* @__PURE__ */ itemSchema(() =>
  z.object({ role: z.enum(['user', 'assistant']), text: z.string() }),
);

export const chatHistoryItem = /* @__PURE__ */ itemSchema(() =>
  z.object({ turns: z.array(chatTurnSchema), ttl: z.number().optional() }),
);
