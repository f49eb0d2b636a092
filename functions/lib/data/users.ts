import { GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { knownNetworkItem } from '../../../shared/data/entities/user.ts';
import { userByEmailItem } from '../../../shared/data/entities/user-email.ts';
import { db, tableName } from './client.ts';
import { isConditionFailure } from './errors.ts';
import { newId } from './ids.ts';
import { parseItem } from './items.ts';
import { isExpired, keys, ttlFrom } from './keys.ts';

export interface User {
  id: string;
  email: string;
}

export async function findUserByEmail(email: string): Promise<User | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.userByEmail(email) }));
  if (!Item) return undefined;
  return { id: parseItem(userByEmailItem, Item, 'user e-mail').userId, email };
}

/** The user of this e-mail, created on first login; the e-mail item makes the id stable under races. */
export async function findOrCreateUser(email: string, now = new Date()): Promise<User> {
  const existing = await findUserByEmail(email);
  if (existing) return existing;
  const user = { id: newId(), email };
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: { ...keys.userByEmail(email), userId: user.id },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: { ...keys.user(user.id), email, createdAt: now.toISOString() },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ],
      }),
    );
    return user;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const winner = await findUserByEmail(email);
    if (!winner) throw error;
    return winner;
  }
}

/** How long a network from which the user logged in keeps counting as theirs. */
const KNOWN_NETWORK_DAYS = 90;

/** Remembers (again) that the user logged in from this network; stored only as its keyed hash. */
export async function rememberNetwork(userId: string, networkTag: string, now = new Date()): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.knownNetwork(userId, networkTag),
        lastLoginAt: now.toISOString(),
        ttl: ttlFrom(new Date(now.getTime() + KNOWN_NETWORK_DAYS * 86_400_000)),
      },
    }),
  );
}

/** True when the user logged in from this network in the last KNOWN_NETWORK_DAYS days. */
export async function isKnownNetwork(userId: string, networkTag: string, now = new Date()): Promise<boolean> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.knownNetwork(userId, networkTag) }),
  );
  if (!Item) return false;
  return !isExpired(parseItem(knownNetworkItem, Item, 'known network'), now);
}
