import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ConsumerOutcome } from '../../../shared/api/contracts/consumer.ts';
import type * as z from '../../../shared/api/zod.ts';
import { consumerRequestItem } from '../../../shared/data/entities/consumer-request.ts';
import type { consumerRequestChannels } from '../../../shared/domain/consumer-requests.ts';
import { db, tableName } from './client.ts';
import { isConditionFailure } from './errors.ts';
import { parseItem } from './items.ts';
import { isExpired, keys, ttlFrom } from './keys.ts';

/** A consumer-law request as stored under its identification code (ADR 0060). */
export type StoredConsumerRequest = Omit<z.infer<typeof consumerRequestItem>, 'ttl'>;

/** Stores a new request; false when its code is already taken (draw another). */
export async function createConsumerRequest(
  request: StoredConsumerRequest,
  keepUntil: Date,
): Promise<boolean> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.consumerRequest(request.code), ...request, ttl: ttlFrom(keepUntil) },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export async function getConsumerRequest(
  code: string,
  now = new Date(),
): Promise<StoredConsumerRequest | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.consumerRequest(code), ConsistentRead: true }),
  );
  if (!Item) return undefined;
  const stored = parseItem(consumerRequestItem, Item, 'consumer request');
  if (isExpired(stored, now)) return undefined;
  const { ttl: _ttl, ...request } = stored;
  return request;
}

/**
 * Marks a request carried out, with what was done, if it was still awaiting: the one write that wins
 * is the one whose outcome the student is told and mailed. Undefined when it was already done.
 */
export async function completeConsumerRequest(
  code: string,
  done: { outcome: ConsumerOutcome; carriedOutBy: (typeof consumerRequestChannels)[number] },
  keepUntil: Date,
  now = new Date(),
): Promise<StoredConsumerRequest | undefined> {
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.consumerRequest(code),
        UpdateExpression:
          'SET #status = :done, #outcome = :outcome, #by = :by, #completedAt = :at, #ttl = :ttl',
        ConditionExpression: '#status = :awaiting',
        ExpressionAttributeNames: {
          '#status': 'status',
          '#outcome': 'outcome',
          '#by': 'carriedOutBy',
          '#completedAt': 'completedAt',
          '#ttl': 'ttl',
        },
        ExpressionAttributeValues: {
          ':done': 'done',
          ':awaiting': 'awaiting-confirmation',
          ':outcome': done.outcome,
          ':by': done.carriedOutBy,
          ':at': now.toISOString(),
          ':ttl': ttlFrom(keepUntil),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    const { ttl: _ttl, ...request } = parseItem(consumerRequestItem, Attributes ?? {}, 'consumer request');
    return request;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}
