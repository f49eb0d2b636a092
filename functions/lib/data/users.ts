import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../../shared/api/zod.ts';
import { db, tableName } from './client.ts';
import { isConditionFailure } from './errors.ts';
import { newId } from './ids.ts';
import { parseItem } from './items.ts';
import { keys } from './keys.ts';

/** The e-mail's item points at the user it belongs to. */
const userByEmailSchema = z.object({ userId: z.string() });

export interface User {
  id: string;
  email: string;
}

export async function findUserByEmail(email: string): Promise<User | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.userByEmail(email) }));
  if (!Item) return undefined;
  return { id: parseItem(userByEmailSchema, Item, 'user e-mail').userId, email };
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
