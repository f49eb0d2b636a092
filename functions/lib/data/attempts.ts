import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { studyDay } from '../../../shared/domain/study-days.ts';
import type { Attempt } from './attempt-record.ts';
import { db, tableName } from './client.ts';
import { failedConditions } from './errors.ts';
import { keys, ttlFrom } from './keys.ts';
import { writeWithStatistics } from './statistics-writes.ts';

export function attemptItem(userId: string, attempt: Attempt) {
  return { ...keys.attempt(userId, attempt.at, attempt.exerciseId), ...attempt };
}

/** The marker outlives its study day by a little, so DynamoDB can delete it at leisure. */
export const PRACTICE_MARKER_TTL_MS = 3 * 24 * 60 * 60 * 1000;

/**
 * One verified practice answer, kept with the statistics it moves, in one transaction. An exercise
 * moves the statistics once per study day: after the first answer the key is known, and answering
 * again must not raise accuracy, time studied or the ranking. Later answers are kept, not counted.
 * True when the answer was counted.
 */
export async function recordPractice(userId: string, attempt: Attempt): Promise<boolean> {
  const marker = {
    Put: {
      TableName: tableName(),
      Item: {
        ...keys.practiceCounted(userId, studyDay(attempt.at), attempt.exerciseId),
        ttl: ttlFrom(new Date(Date.parse(attempt.at) + PRACTICE_MARKER_TTL_MS)),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
  try {
    await writeWithStatistics(
      userId,
      [marker, { Put: { TableName: tableName(), Item: attemptItem(userId, attempt) } }],
      [attempt],
    );
    return true;
  } catch (error) {
    if (!failedConditions(error).includes(0)) throw error;
  }
  await db().send(
    new PutCommand({ TableName: tableName(), Item: attemptItem(userId, { ...attempt, counted: false }) }),
  );
  return false;
}
