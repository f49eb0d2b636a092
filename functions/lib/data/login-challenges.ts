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
  attempts: z.number(),
});
export type LoginChallenge = z.infer<typeof loginChallengeSchema>;

/** Stores the latest code for an e-mail; any earlier one stops being valid. */
export async function replaceChallenge(
  email: string,
  challenge: Omit<LoginChallenge, 'attempts'>,
): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.loginChallenge(email),
        ...challenge,
        attempts: 0,
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

/**
 * Counts one try before the code is compared, so parallel guesses share the same budget.
 * Returns the challenge after counting, or undefined when there is none or its tries are used up.
 */
export async function countAttempt(email: string, maxAttempts: number): Promise<LoginChallenge | undefined> {
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.loginChallenge(email),
        UpdateExpression: 'ADD attempts :one',
        ConditionExpression: 'attribute_exists(pk) AND attempts < :max',
        ExpressionAttributeValues: { ':one': 1, ':max': maxAttempts },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? parseItem(loginChallengeSchema, Attributes, 'login challenge') : undefined;
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
