import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { keys } from './keys.ts';

export interface Attempt {
  exerciseId: string;
  subject: string;
  topic: string;
  correct: boolean;
  at: string;
  source: 'practice' | 'simulator';
  timeSpentSeconds?: number;
}

/** One verified answer, kept for statistics and practice history. */
export async function recordAttempt(userId: string, attempt: Attempt): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.attempt(userId, attempt.at, attempt.exerciseId), ...attempt },
    }),
  );
}

export async function attemptsOf(userId: string, limit = 100): Promise<Attempt[]> {
  const { Items } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.attempts(userId).pk },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (Items ?? []) as Attempt[];
}
