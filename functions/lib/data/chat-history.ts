import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type * as z from '../../../shared/api/zod.ts';
import { chatHistoryItem, type chatTurnSchema } from '../../../shared/data/entities/chat-history.ts';
import { db, tableName } from './client.ts';
import { parseItem } from './items.ts';
import { isExpired, keys, ttlFrom } from './keys.ts';

/** A conversation nobody continued for this long starts over. */
const CHAT_HISTORY_TTL_MS = 24 * 60 * 60 * 1000;
/** Each turn is stored bounded: the model never needs more than the start of a long answer back. */
const MAX_STORED_TURN_CHARS = 2_000;

/** One message of a conversation with the tutor, the student's or the tutor's. */
export type TutorTurn = z.infer<typeof chatTurnSchema>;

/** A student's last turns with the tutor, oldest first; empty after a day of silence. */
export async function getChatHistory(userId: string, now = new Date()): Promise<TutorTurn[]> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.chatHistory(userId) }));
  const stored = Item && parseItem(chatHistoryItem, Item, 'tutor chat history');
  if (!stored || isExpired(stored, now)) return [];
  return stored.turns;
}

/** Keeps only the newest `limit` turns; a concurrent message in another tab simply wins or loses whole. */
export async function saveChatHistory(
  userId: string,
  turns: TutorTurn[],
  limit: number,
  now = new Date(),
): Promise<void> {
  const kept = turns
    .slice(-limit)
    .map((turn) => ({ ...turn, text: turn.text.slice(0, MAX_STORED_TURN_CHARS) }));
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.chatHistory(userId),
        turns: kept,
        ttl: ttlFrom(new Date(now.getTime() + CHAT_HISTORY_TTL_MS)),
      },
    }),
  );
}
