import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { studyDay } from '../../../shared/domain/study-days.ts';
import type { Attempt } from './attempt-record.ts';
import { db, tableName } from './client.ts';
import { failedConditions } from './errors.ts';
import { keys, ttlFrom } from './keys.ts';
import { writeWithStatistics } from './statistics-writes.ts';
import { type TransactItem, transactWrite } from './transactions.ts';

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
  return (await writePractice(userId, attempt)) === 'counted';
}

/** What became of an answer written once: counted, kept without counting, or already taken before. */
export type OnceOutcome = 'counted' | 'kept' | 'duplicate';

/**
 * A practice answer given offline and sent later (ADR 0097): written like any practice answer, with
 * `receipt` (a Put conditioned on its absence) in the same transaction, so an answer sent twice is
 * taken once. Filed under `storedAt`, the instant it reached the server, so the readers that follow
 * the attempts from where they last looked (the review schedule, the plan) find it; its `at` stays
 * the instant it was given, which the statistics' days and the schedule go by.
 */
export function recordPracticeOnce(
  userId: string,
  attempt: Attempt,
  receipt: TransactItem,
  storedAt: string,
  fileAs: string,
): Promise<OnceOutcome> {
  return writePractice(userId, attempt, { receipt, storedAt, fileAs });
}

async function writePractice(
  userId: string,
  attempt: Attempt,
  once?: { receipt: TransactItem; storedAt: string; fileAs: string },
): Promise<OnceOutcome> {
  const own = once ? [once.receipt] : [];
  const item = (counted: Attempt) =>
    once ? { ...keys.attempt(userId, once.storedAt, once.fileAs), ...counted } : attemptItem(userId, counted);
  const since = Math.max(Date.parse(attempt.at), once ? Date.parse(once.storedAt) : 0);
  const marker = {
    Put: {
      TableName: tableName(),
      Item: {
        ...keys.practiceCounted(userId, studyDay(attempt.at), attempt.exerciseId),
        ttl: ttlFrom(new Date(since + PRACTICE_MARKER_TTL_MS)),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
  try {
    await writeWithStatistics(
      userId,
      [...own, marker, { Put: { TableName: tableName(), Item: item(attempt) } }],
      [attempt],
    );
    return 'counted';
  } catch (error) {
    const failed = failedConditions(error);
    if (once && failed.includes(0)) return 'duplicate';
    if (!failed.includes(own.length)) throw error;
  }
  const kept = { Put: { TableName: tableName(), Item: item({ ...attempt, counted: false }) } };
  if (!once) {
    await db().send(new PutCommand(kept.Put));
    return 'kept';
  }
  try {
    await transactWrite([once.receipt, kept]);
    return 'kept';
  } catch (error) {
    if (failedConditions(error).includes(0)) return 'duplicate';
    throw error;
  }
}
