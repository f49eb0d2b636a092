import type * as z from '../../../shared/api/zod.ts';
import { attemptItem } from '../../../shared/data/entities/attempt.ts';
import { queryAll } from './client.ts';
import { parseItemsLeavingOut } from './items.ts';
import { keys } from './keys.ts';

/** What the learning loop reads of an attempt: which item, when, right or not, and whether it counted. */
const answeredSchema = attemptItem.pick({
  exerciseId: true,
  subject: true,
  topic: true,
  correct: true,
  at: true,
  source: true,
  counted: true,
});
export type AnsweredItem = z.infer<typeof answeredSchema>;

/**
 * The student's attempts from `fromIso` on, oldest first: one query over the attempts' partition,
 * whose sort key starts with the attempt's time. Answers kept without counting (an exercise answered
 * again the same day, its key known) are left out, as the statistics leave them out, and so are
 * answers about a subject or topic the product no longer has.
 */
export async function countedAttemptsSince(userId: string, fromIso: string): Promise<AnsweredItem[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND sk >= :from',
    ExpressionAttributeNames: { '#at': 'at', '#source': 'source' },
    ExpressionAttributeValues: { ':pk': keys.attempts(userId).pk, ':from': fromIso },
    ProjectionExpression: 'exerciseId, subject, topic, correct, #at, #source, counted',
  });
  return parseItemsLeavingOut(answeredSchema, items, 'attempt', ['subject', 'topic']).filter(
    (attempt) => attempt.counted !== false,
  );
}
