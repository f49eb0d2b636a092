import { DeleteCommand, GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type * as z from '../../../shared/api/zod.ts';
import { sessionItem } from '../../../shared/data/entities/session.ts';
import { db, tableName } from './client.ts';
import { parseItem } from './items.ts';
import { keys, ttlFrom } from './keys.ts';

export type StoredSession = z.infer<typeof sessionItem>;

export async function putSession(tokenHash: string, session: StoredSession): Promise<void> {
  const ttl = ttlFrom(new Date(session.absoluteExpiresAt));
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: tableName(),
            Item: { ...keys.session(tokenHash), ...session, ttl },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        { Put: { TableName: tableName(), Item: { ...keys.userSession(session.userId, tokenHash), ttl } } },
      ],
    }),
  );
}

export async function getSession(tokenHash: string): Promise<StoredSession | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.session(tokenHash) }));
  return Item ? parseItem(sessionItem, Item, 'session') : undefined;
}

export async function touchSession(tokenHash: string, at: number): Promise<void> {
  await db()
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.session(tokenHash),
        UpdateExpression: 'SET lastSeenAt = :at',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':at': at },
      }),
    )
    .catch(() => undefined);
}

export async function deleteSession(tokenHash: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.session(tokenHash) }));
}
