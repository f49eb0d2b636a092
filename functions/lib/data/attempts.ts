import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { writeWithStatistics } from '../statistics/aggregates.ts';
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

export function attemptItem(userId: string, attempt: Attempt) {
  return { ...keys.attempt(userId, attempt.at, attempt.exerciseId), ...attempt };
}

/** One verified answer, kept with the statistics it moves, in one transaction. */
export async function recordAttempt(userId: string, attempt: Attempt): Promise<void> {
  await writeWithStatistics(
    userId,
    [{ Put: { TableName: tableName(), Item: attemptItem(userId, attempt) } }],
    [attempt],
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
