import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type * as z from '../../../shared/api/zod.ts';
import {
  offlinePackDayItem,
  offlinePackItem,
  offlineReceiptItem,
} from '../../../shared/data/entities/offline-practice.ts';
import { batchGetAll, db, tableName } from './client.ts';
import { failedConditions } from './errors.ts';
import { parseItem, parseItems, parseItemsLeavingOut } from './items.ts';
import { keys, ttlFrom } from './keys.ts';
import { type TransactItem, transactWrite } from './transactions.ts';

/*
 * Offline practice (ADR 0097): the packs handed out, how many each Argentine day, and one receipt per
 * answer taken, so an answer sent again changes nothing.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export type StoredPack = z.infer<typeof offlinePackItem>;
export type Receipt = z.infer<typeof offlineReceiptItem>;

/** Packs handed out to the student on this Argentine day. */
export async function packsIssuedOn(userId: string, day: string): Promise<number> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.offlinePackDay(userId, day), ConsistentRead: true }),
  );
  return Item ? parseItem(offlinePackDayItem, Item, 'offline pack day').count : 0;
}

/**
 * Stores the pack and counts it for the day, both or neither; false (nothing written) when the day
 * already has `limit` packs. The pack stays until its answers can no longer come in (`keepUntil`).
 */
export async function issuePack(
  userId: string,
  pack: StoredPack,
  day: string,
  limit: number,
  keepUntil: Date,
): Promise<boolean> {
  const dayKey = keys.offlinePackDay(userId, day);
  const items: TransactItem[] = [
    {
      Update: {
        TableName: tableName(),
        Key: dayKey,
        UpdateExpression: 'ADD #count :one SET #day = :day, #ttl = :ttl',
        ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
        ExpressionAttributeNames: { '#count': 'count', '#day': 'day', '#ttl': 'ttl' },
        ExpressionAttributeValues: {
          ':one': 1,
          ':day': day,
          ':limit': limit,
          ':ttl': ttlFrom(new Date(Date.parse(`${day}T00:00:00Z`) + 3 * DAY_MS)),
        },
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: { ...keys.offlinePack(userId, pack.packId), ...pack, ttl: ttlFrom(keepUntil) },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ];
  try {
    await transactWrite(items);
    return true;
  } catch (error) {
    if (failedConditions(error).includes(0)) return false;
    throw error;
  }
}

/**
 * The student's packs of these ids that are still kept, by id; a pack of a subject the product no
 * longer has is left out (and logged), so its answers are refused like those of an unknown pack.
 */
export async function getPacks(userId: string, packIds: readonly string[]): Promise<Map<string, StoredPack>> {
  const unique = [...new Set(packIds)];
  const found = new Map<string, StoredPack>();
  for (let i = 0; i < unique.length; i += 100) {
    const items = await batchGetAll(unique.slice(i, i + 100).map((id) => keys.offlinePack(userId, id)));
    for (const pack of parseItemsLeavingOut(offlinePackItem, items, 'offline pack', ['subject']))
      found.set(pack.packId, pack);
  }
  return found;
}

/** The receipts of the answers of these ids already taken, by answer id. */
export async function receiptsOf(
  userId: string,
  answerIds: readonly string[],
): Promise<Map<string, Receipt>> {
  const unique = [...new Set(answerIds)];
  const found = new Map<string, Receipt>();
  for (let i = 0; i < unique.length; i += 100) {
    const items = await batchGetAll(
      unique.slice(i, i + 100).map((id) => keys.offlineReceipt(userId, id)),
      { consistent: true },
    );
    for (const receipt of parseItems(offlineReceiptItem, items, 'offline answer receipt'))
      found.set(receipt.answerId, receipt);
  }
  return found;
}

/**
 * The receipt of one answer, written with the answer itself and only if the id was never taken. Kept
 * while an answer that old may still be sent: later the answer is refused for its age anyway.
 */
export function receiptWrite(
  userId: string,
  receipt: Receipt & { itemId: string; answeredAt: string; takenAt: string },
  keepUntil: Date,
): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...keys.offlineReceipt(userId, receipt.answerId), ...receipt, ttl: ttlFrom(keepUntil) },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}
