import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type * as z from '../../../shared/api/zod.ts';
import { loginChallengeItem } from '../../../shared/data/entities/login-challenge.ts';
import { db, queryAll, tableName } from './client.ts';
import { isConditionFailure } from './errors.ts';
import { parseItems } from './items.ts';
import { keys, ttlFrom } from './keys.ts';

/**
 * How long a challenge is kept after its mail went out: the browser that asked is known by it for that
 * long (its own cooldown), and the newest mail can still be pointed to (ADR 0064). Its code and its link
 * stop working much sooner, by `expiresAt` and `linkExpiresAt`.
 */
export const CHALLENGE_KEPT_SECONDS = 86_400;

export type LoginChallenge = z.infer<typeof loginChallengeItem>;

export type NewChallenge = Omit<LoginChallenge, 'attempts' | 'foreignAttempts' | 'usedAt'>;

const keepUntil = (challenge: { sentAt: number; linkExpiresAt: number }) =>
  ttlFrom(new Date(Math.max(challenge.sentAt + CHALLENGE_KEPT_SECONDS * 1000, challenge.linkExpiresAt)));

/** Stores a browser's latest challenge for an e-mail: its own earlier one stops working, nobody else's. */
export async function putChallenge(email: string, challenge: NewChallenge): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.loginChallenge(email, challenge.holderHash),
        ...challenge,
        attempts: 0,
        foreignAttempts: 0,
        ttl: keepUntil(challenge),
      },
    }),
  );
}

/** The e-mail's challenges whose mail went out within the last day, newest first. */
export async function challengesOf(email: string, now: Date): Promise<LoginChallenge[]> {
  const { pk, prefix } = keys.loginChallenges(email);
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': prefix },
    ConsistentRead: true,
  });
  const since = now.getTime() - CHALLENGE_KEPT_SECONDS * 1000;
  return parseItems(loginChallengeItem, items, 'login challenge')
    .filter((challenge) => challenge.sentAt > since)
    .sort((a, b) => b.sentAt - a.sentAt);
}

/**
 * Counts one try at a challenge's code before the code is compared, so parallel guesses share the same
 * budget: `own` from the browser that asked, `foreign` from any other. The challenge after counting, or
 * undefined when it was used, replaced, or this budget (or the asker's own, which spends the code) is
 * used up.
 */
export async function countTry(
  email: string,
  challenge: LoginChallenge,
  kind: 'own' | 'foreign',
  maxAttempts: number,
): Promise<LoginChallenge | undefined> {
  const counter = kind === 'own' ? 'attempts' : 'foreignAttempts';
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.loginChallenge(email, challenge.holderHash),
        UpdateExpression: `ADD ${counter} :one`,
        ConditionExpression:
          'challengeId = :id AND attribute_not_exists(usedAt) AND attempts < :max AND foreignAttempts < :foreignMax',
        ExpressionAttributeValues: {
          ':one': 1,
          ':id': challenge.challengeId,
          ':max': maxAttempts,
          // Foreign tries only stop themselves; the asker's own tries, spent, spend the code.
          ':foreignMax': kind === 'foreign' ? maxAttempts : Number.MAX_SAFE_INTEGER,
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? parseItems(loginChallengeItem, [Attributes], 'login challenge')[0] : undefined;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** Marks a challenge used, if nobody used it first: its code and its link sign in once, together. */
export async function markUsed(email: string, challenge: LoginChallenge, now: Date): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.loginChallenge(email, challenge.holderHash),
        UpdateExpression: 'SET usedAt = :now',
        ConditionExpression: 'challengeId = :id AND attribute_not_exists(usedAt)',
        ExpressionAttributeValues: { ':now': now.getTime(), ':id': challenge.challengeId },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Makes an unused challenge's link work until `until` again (its code stays as it was). */
export async function renewLink(email: string, challenge: LoginChallenge, until: number): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.loginChallenge(email, challenge.holderHash),
        UpdateExpression: 'SET linkExpiresAt = :until, #ttl = :ttl',
        ConditionExpression: 'challengeId = :id AND attribute_not_exists(usedAt)',
        ExpressionAttributeNames: { '#ttl': 'ttl' },
        ExpressionAttributeValues: {
          ':until': until,
          ':id': challenge.challengeId,
          ':ttl': keepUntil({ sentAt: challenge.sentAt, linkExpiresAt: until }),
        },
      }),
    );
  } catch (error) {
    // Used or replaced meanwhile: nothing of this mail is left to renew.
    if (!isConditionFailure(error)) throw error;
  }
}

/** Removes a challenge whose mail could not be sent, unless the browser asked again meanwhile. */
export async function dropChallenge(email: string, challenge: NewChallenge): Promise<void> {
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.loginChallenge(email, challenge.holderHash),
        ConditionExpression: 'challengeId = :id',
        ExpressionAttributeValues: { ':id': challenge.challengeId },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** The keys of every challenge stored for an e-mail, for deleting the account. */
export async function challengeKeysOf(email: string): Promise<{ pk: string; sk: string }[]> {
  const { pk, prefix } = keys.loginChallenges(email);
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': prefix },
    ProjectionExpression: 'pk, sk',
  });
  return items.map((item) => ({ pk: String(item.pk), sk: String(item.sk) }));
}
