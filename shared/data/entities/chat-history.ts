import * as z from '../../api/zod.ts';
import { defineEntity, itemSchemas } from '../entity.ts';

export const chatHistory = defineEntity({
  prefix: 'CHAT#',
  deletion: 'partition',
  keys: (pk) => ({ chatHistory: (ownerId: string) => ({ pk: pk(ownerId), sk: 'TURNS' }) }),
});

export const chatHistoryItems = /* @__PURE__ */ itemSchemas(() => {
  /** One message of a conversation with the tutor, the student's or the tutor's. */
  const turn = z.object({ role: z.enum(['user', 'assistant']), text: z.string() });
  return { turn, chatHistory: z.object({ turns: z.array(turn), ttl: z.number().optional() }) };
});
