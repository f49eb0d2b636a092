import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../../shared/api/zod.ts';
import { db, tableName } from './client.ts';
import { isConditionFailure } from './errors.ts';
import { parseItem } from './items.ts';
import { keys, ttlFrom } from './keys.ts';

const loginChallengeSchema = z.object({
  challengeId: z.string(),
  codeHash: z.string(),
  expiresAt: z.number(),
  /** When the code was sent (epoch ms); absent on codes stored before it was kept. */
  sentAt: z.number().optional(),
  /** Tries from the browser that asked for this code (it holds the login cookie whose hash this is). */
  attempts: z.number(),
  holderHash: z.string().optional(),
  /** Tries from anywhere else: counted apart, so they can never use up the asker's own tries. */
  foreignAttempts: z.number().default(0),
});
export type LoginChallenge = z.infer<typeof loginChallengeSchema>;

/** Stores the latest code for an e-mail; any earlier one stops being valid. */
export async function replaceChallenge(
  email: string,
  challenge: Omit<LoginChallenge, 'attempts' | 'foreignAttempts'>,
): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.loginChallenge(email),
        ...challenge,
        attempts: 0,
        foreignAttempts: 0,
        ttl: ttlFrom(new Date(challenge.expiresAt)),
      },
    }),
  );
}

export async function readChallenge(email: string): Promise<LoginChallenge | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.loginChallenge(email), ConsistentRead: true }),
  );
  return Item ? parseItem(loginChallengeSchema, Item, 'login challenge') : undefined;
}

/** An attribute of the item a failed condition returns: the document client leaves it marshalled. */
function stringOf(raw: unknown): string | undefined {
  if (typeof raw === 'string') return raw;
  const marshalled = raw as { S?: unknown } | undefined;
  return typeof marshalled?.S === 'string' ? marshalled.S : undefined;
}

/** A counted try: the challenge after counting, and whether the try came from the code's own browser. */
export interface CountedAttempt {
  challenge: LoginChallenge;
  own: boolean;
}

/**
 * Counts one try before the code is compared, so parallel guesses share the same budget. A try that
 * carries the login cookie of the browser that asked for the code counts against that browser's tries;
 * any other counts against the foreign tries, so a stranger guessing can never use up the student's.
 * Undefined when there is no challenge or the budget this try belongs to is used up.
 */
export async function countAttempt(
  email: string,
  maxAttempts: number,
  holderHash: string | undefined,
): Promise<CountedAttempt | undefined> {
  if (holderHash !== undefined) {
    try {
      const { Attributes } = await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.loginChallenge(email),
          UpdateExpression: 'ADD attempts :one',
          ConditionExpression: 'attribute_exists(pk) AND holderHash = :holder AND attempts < :max',
          ExpressionAttributeValues: { ':one': 1, ':max': maxAttempts, ':holder': holderHash },
          ReturnValues: 'ALL_NEW',
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        }),
      );
      return Attributes
        ? { challenge: parseItem(loginChallengeSchema, Attributes, 'login challenge'), own: true }
        : undefined;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      const old = (error as { Item?: Record<string, unknown> }).Item;
      // No challenge at all, or this browser's own tries are used up: nothing more to count.
      if (!old || stringOf(old.holderHash) === holderHash) return undefined;
    }
  }
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.loginChallenge(email),
        UpdateExpression: 'SET foreignAttempts = if_not_exists(foreignAttempts, :zero) + :one',
        ConditionExpression:
          'attribute_exists(pk) AND (attribute_not_exists(foreignAttempts) OR foreignAttempts < :max)',
        ExpressionAttributeValues: { ':one': 1, ':zero': 0, ':max': maxAttempts },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes
      ? { challenge: parseItem(loginChallengeSchema, Attributes, 'login challenge'), own: false }
      : undefined;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** Deletes the challenge only if it is still the one that was checked: a code works once. */
export async function consumeChallenge(email: string, challengeId: string): Promise<boolean> {
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.loginChallenge(email),
        ConditionExpression: 'challengeId = :id',
        ExpressionAttributeValues: { ':id': challengeId },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export async function deleteChallenge(email: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.loginChallenge(email) }));
}
