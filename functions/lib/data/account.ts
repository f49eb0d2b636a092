import { BatchWriteCommand, DeleteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../../shared/api/zod.ts';
import { entityPrefixes } from '../../../shared/data/table.ts';
import { db, queryAll, tableName } from './client.ts';
import { parseItems } from './items.ts';
import { keys } from './keys.ts';
import { reviewKeys } from './review-keys.ts';

/** Every partition that holds only this student's items. */
export function studentPartitions(userId: string) {
  return {
    profile: keys.user(userId).pk,
    subscription: keys.subscription(userId).pk,
    attempts: keys.attempts(userId).pk,
    statistics: keys.statCounters(userId).pk,
    simulators: keys.simulators(userId).pk,
    simulatorAnswers: keys.simulatorAnswers(userId).pk,
    seenQuestions: `${entityPrefixes.seenQuestions}${userId}`,
    feedback: keys.feedbackOf(userId).pk,
    tutorChat: keys.chatHistory(userId).pk,
    reviewSchedule: reviewKeys.partition(userId).pk,
    studyGoal: reviewKeys.goal(userId).pk,
  };
}

/** Any item of the student's, whole: the export shows it and the deletion needs its key. */
const storedItemSchema = z.looseObject({ pk: z.string(), sk: z.string() });
export type StoredItem = z.infer<typeof storedItemSchema>;

/** Every item of one partition. */
export async function partitionItems(pk: string): Promise<StoredItem[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': pk },
  });
  return parseItems(storedItemSchema, items, 'student item');
}

/** Deletes items 25 at a time, retrying what DynamoDB leaves unprocessed. */
export async function deleteItems(items: readonly { pk: string; sk: string }[]): Promise<void> {
  for (let i = 0; i < items.length; i += 25) {
    let pending: Record<string, unknown>[] = items
      .slice(i, i + 25)
      .map(({ pk, sk }) => ({ DeleteRequest: { Key: { pk, sk } } }));
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
      if (attempt > 6) throw new Error('DynamoDB kept items unprocessed while deleting an account');
      const { UnprocessedItems } = await db().send(
        new BatchWriteCommand({ RequestItems: { [tableName()]: pending as never } }),
      );
      pending = (UnprocessedItems?.[tableName()] ?? []) as Record<string, unknown>[];
    }
  }
}

export async function deleteItem(key: { pk: string; sk: string }): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: key }));
}
