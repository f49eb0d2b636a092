import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../../shared/api/zod.ts';
import { attemptItem } from '../../../shared/data/entities/attempt.ts';
import { db, tableName } from './client.ts';
import { parseItemsLeavingOut } from './items.ts';
import { keys } from './keys.ts';

/** What the review schedule reads of a stored answer (data/attempts.ts writes them). */
const answerSchema = attemptItem.extend({ sk: z.string() });
export type StoredAnswer = z.infer<typeof answerSchema>;

/** The most answers one look reads: a long absence is caught up over the following looks. */
export const ANSWERS_PER_LOOK = 600;

/**
 * The student's answers stored with a key after `afterKey` (their key starts with the answer's
 * instant), oldest first, at most `ANSWERS_PER_LOOK`, but for those about a subject or topic the
 * product no longer has (left out and logged).
 */
export async function answersAfter(userId: string, afterKey: string): Promise<StoredAnswer[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND sk > :after',
        ExpressionAttributeValues: { ':pk': keys.attempts(userId).pk, ':after': afterKey },
        Limit: ANSWERS_PER_LOOK - items.length,
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey && items.length < ANSWERS_PER_LOOK);
  return parseItemsLeavingOut(answerSchema, items, 'answer', ['subject', 'topic']);
}
