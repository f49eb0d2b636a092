import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type * as z from '../../../shared/api/zod.ts';
import { trialItem } from '../../../shared/data/entities/trial.ts';
import { trialClaimItem } from '../../../shared/data/entities/user.ts';
import type { SubjectId, TopicId } from '../../../shared/domain/subjects.ts';
import { db, tableName } from './client.ts';
import { isConditionFailure } from './errors.ts';
import { parseItem } from './items.ts';
import { isExpired, keys, ttlFrom } from './keys.ts';
import type { TransactItem } from './transactions.ts';

/** A visitor's trial: no user, no statistics; the item goes away by itself (`ttl`). */
export type StoredTrial = Omit<z.infer<typeof trialItem>, 'ttl'>;
export type StoredTrialAnswer = StoredTrial['answers'][string];

export async function putTrial(trial: StoredTrial, expiresAt: Date): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.trial(trial.id), ...trial, ttl: ttlFrom(expiresAt) },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

export async function findTrial(id: string, now: Date): Promise<StoredTrial | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.trial(id), ConsistentRead: true }),
  );
  if (!Item) return undefined;
  const trial = parseItem(trialItem, Item, 'trial');
  if (isExpired(trial, now)) return undefined;
  const { ttl: _ttl, ...stored } = trial;
  return stored;
}

/**
 * Stores the first answer to a question, and only before the deadline. False when the question was
 * already answered, the time is up or the trial is gone: an answer is never changed.
 */
export async function saveTrialAnswer(
  id: string,
  index: number,
  answer: StoredTrialAnswer,
  now: Date,
): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.trial(id),
        UpdateExpression: 'SET answers.#i = :answer',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(answers.#i) AND deadline > :now',
        ExpressionAttributeNames: { '#i': String(index) },
        ExpressionAttributeValues: { ':answer': answer, ':now': now.toISOString() },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Where the plan of an account that took a trial over starts: the trial's weakest point. */
export interface TrialStart {
  subject: SubjectId;
  topic: TopicId;
  subtopic: string;
}

export type TrialClaim = z.infer<typeof trialClaimItem>;

/**
 * The two writes that hand a trial to an account, for the transaction that also stores its answers as
 * the account's attempts: the trial is marked as taken, on condition that it is still there, not
 * expired and nobody's yet; the account records it, on condition that it took none before. Either
 * condition failing cancels the whole transaction, so nothing is ever counted twice.
 */
export function trialClaimWrites(
  trialId: string,
  userId: string,
  start: TrialStart | undefined,
  now: Date,
): TransactItem[] {
  const claimedAt = now.toISOString();
  return [
    {
      Update: {
        TableName: tableName(),
        Key: keys.trial(trialId),
        UpdateExpression: 'SET claimedBy = :user, claimedAt = :at',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(claimedBy) AND #ttl > :now',
        ExpressionAttributeNames: { '#ttl': 'ttl' },
        ExpressionAttributeValues: { ':user': userId, ':at': claimedAt, ':now': ttlFrom(now) },
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: { ...keys.trialClaim(userId), trialId, claimedAt, ...(start ? { start } : {}) },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ];
}

export async function findTrialClaim(userId: string): Promise<TrialClaim | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.trialClaim(userId), ConsistentRead: true }),
  );
  return Item ? parseItem(trialClaimItem, Item, 'trial claim') : undefined;
}
