import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type * as z from '../../../shared/api/zod.ts';
import { exerciseProgressItem } from '../../../shared/data/entities/stat-counter.ts';
import { studyDay } from '../../../shared/domain/study-days.ts';
import { PRACTICE_MARKER_TTL_MS } from './attempts.ts';
import { db, queryAll, tableName } from './client.ts';
import { isConditionFailure } from './errors.ts';
import { parseItemsLeavingOut } from './items.ts';
import { keys, ttlFrom } from './keys.ts';

/** Which practice exercise a record is about. */
export type ExerciseRef = Pick<z.infer<typeof exerciseProgressItem>, 'subject' | 'topic' | 'exerciseId'>;

/** What the student has done with one practice exercise, over all time. */
export interface ExerciseProgress extends ExerciseRef {
  /** Answers sent, right or wrong. */
  tries: number;
  firstTriedAt?: string;
  /** The result of the very first answer. */
  firstCorrect?: boolean;
  lastTriedAt?: string;
  /** First time a right answer arrived. */
  solvedAt?: string;
  /** Last time the solution was shown (asked for, or given after a true/false answer). */
  revealedAt?: string;
}

function progressKey(userId: string, ref: ExerciseRef) {
  return keys.exerciseProgress(userId, ref.subject, ref.topic, ref.exerciseId);
}

/** Adds one answer to the record, creating it on the first; `revealed`: the answer showed the solution. */
export async function recordTry(
  userId: string,
  ref: ExerciseRef,
  answer: { correct: boolean; revealed?: boolean },
  at: string,
): Promise<void> {
  const set = [
    'exerciseId = :id',
    'subject = :subject',
    'topic = :topic',
    'lastTriedAt = :at',
    'firstTriedAt = if_not_exists(firstTriedAt, :at)',
    'firstCorrect = if_not_exists(firstCorrect, :correct)',
    ...(answer.correct ? ['solvedAt = if_not_exists(solvedAt, :at)'] : []),
    ...(answer.revealed ? ['revealedAt = :at'] : []),
  ];
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: progressKey(userId, ref),
      UpdateExpression: `SET ${set.join(', ')} ADD tries :one`,
      ExpressionAttributeValues: {
        ':id': ref.exerciseId,
        ':subject': ref.subject,
        ':topic': ref.topic,
        ':at': at,
        ':correct': answer.correct,
        ':one': 1,
      },
    }),
  );
}

/** Notes that the student saw the solution. */
export async function recordReveal(userId: string, ref: ExerciseRef, at: string): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: progressKey(userId, ref),
      UpdateExpression: 'SET exerciseId = :id, subject = :subject, topic = :topic, revealedAt = :at',
      ExpressionAttributeValues: {
        ':id': ref.exerciseId,
        ':subject': ref.subject,
        ':topic': ref.topic,
        ':at': at,
      },
    }),
  );
}

/**
 * Takes the exercise's counted answer of this study day without counting anything, as when the
 * solution is shown before any answer: an answer sent later that day, with the key known, is then
 * stored as not counted. Nothing happens when the day's answer was already taken.
 */
export async function claimPracticeDay(userId: string, exerciseId: string, at: string): Promise<void> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.practiceCounted(userId, studyDay(at), exerciseId),
          ttl: ttlFrom(new Date(Date.parse(at) + PRACTICE_MARKER_TTL_MS)),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** The student's records for a subject, or one of its topics: one query however many exercises. */
export async function progressOf(
  userId: string,
  subject: string,
  topic?: string,
): Promise<ExerciseProgress[]> {
  const { pk, prefix } = keys.exerciseProgressOf(userId, subject, topic);
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': prefix },
    ProjectionExpression: 'exerciseId, subject, topic, tries, solvedAt, revealedAt',
  });
  return parseItemsLeavingOut(exerciseProgressItem, items, 'exercise progress', ['subject', 'topic']);
}
