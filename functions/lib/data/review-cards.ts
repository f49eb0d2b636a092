import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type * as z from '../../../shared/api/zod.ts';
import { duePointerItem, reviewCardItem, reviewSyncItem } from '../../../shared/data/entities/review-card.ts';
import { batchGetAll, db, queryAll, tableName } from './client.ts';
import { failedConditions, isConditionFailure } from './errors.ts';
import { parseItem, parseItems, parseItemsLeavingOut } from './items.ts';
import { reviewKeys } from './review-keys.ts';
import { type TransactItem, transactWrite } from './transactions.ts';

/**
 * The review schedule's storage (ADR 0051): per student, one card per item (an authored exercise or a
 * generator's template), one due pointer per card whose sort key starts with the due instant, so
 * "what is due by tonight" is one small range query, and the sync state.
 */

export type ReviewCard = z.infer<typeof reviewCardItem>;
/** A card written by older code may name a subject or topic the enums no longer have. */
const staleFields = ['subject', 'topic'];
/** FSRS's card as stored: dates as ISO strings (the scheduler restores them). */
export type StoredFsrs = ReviewCard['fsrs'];

/**
 * The card of one item, read strongly: the answer about to move it must see the latest. A card about a
 * subject or topic the product no longer has reads as none (and is logged).
 */
export async function getCard(userId: string, itemId: string): Promise<ReviewCard | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: reviewKeys.card(userId, itemId), ConsistentRead: true }),
  );
  return parseItemsLeavingOut(reviewCardItem, Item ? [Item] : [], 'review card', staleFields)[0];
}

/** The cards of these items (found ones only, a stale one left out as in `getCard`), read strongly. */
export async function getCards(userId: string, itemIds: readonly string[]): Promise<Map<string, ReviewCard>> {
  const cards = new Map<string, ReviewCard>();
  const unique = [...new Set(itemIds)];
  for (let i = 0; i < unique.length; i += 100) {
    const items = await batchGetAll(
      unique.slice(i, i + 100).map((itemId) => reviewKeys.card(userId, itemId)),
      { consistent: true },
    );
    for (const card of parseItemsLeavingOut(reviewCardItem, items, 'review card', staleFields))
      cards.set(card.itemId, card);
  }
  return cards;
}

/**
 * Stores a card's new state and moves its due pointer, all or nothing: a new card only if there was
 * none, an existing one only if nobody wrote it since `previous` was read. False when that condition
 * failed (another answer or sync moved the card first): the caller reads it again or leaves it.
 */
export async function saveCard(
  userId: string,
  card: Omit<ReviewCard, 'version'>,
  previous: ReviewCard | undefined,
): Promise<boolean> {
  const version = (previous?.version ?? 0) + 1;
  const items: TransactItem[] = [
    {
      Put: {
        TableName: tableName(),
        Item: { ...reviewKeys.card(userId, card.itemId), ...card, version },
        ...(previous
          ? {
              ConditionExpression: 'version = :version',
              ExpressionAttributeValues: { ':version': previous.version },
            }
          : { ConditionExpression: 'attribute_not_exists(pk)' }),
      },
    },
  ];
  if (previous && previous.fsrs.due !== card.fsrs.due)
    items.push({
      Delete: { TableName: tableName(), Key: reviewKeys.due(userId, previous.fsrs.due, card.itemId) },
    });
  if (!previous || previous.fsrs.due !== card.fsrs.due)
    items.push({
      Put: {
        TableName: tableName(),
        Item: { ...reviewKeys.due(userId, card.fsrs.due, card.itemId), itemId: card.itemId },
      },
    });
  try {
    await transactWrite(items);
    return true;
  } catch (error) {
    if (failedConditions(error).includes(0)) return false;
    throw error;
  }
}

export interface DuePointer {
  due: string;
  itemId: string;
}

/** Every card's due instant, soonest first: small items, one range query. */
export async function duePointers(userId: string): Promise<DuePointer[]> {
  const range = reviewKeys.dueRange(userId);
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': range.pk, ':from': range.from, ':to': range.to },
    ProjectionExpression: 'sk',
  });
  return parseItems(duePointerItem, items, 'review due pointer').map(({ sk }) => {
    const rest = sk.slice('DUE#'.length);
    const split = rest.indexOf('#');
    return { due: rest.slice(0, split), itemId: rest.slice(split + 1) };
  });
}

export type ReviewSync = z.infer<typeof reviewSyncItem>;
/** Per subtopic of the syllabus map: answers and right ones, all time and in the week starting `week`. */
export type SubtopicFigures = ReviewSync['subtopics'][string];

export async function getReviewSync(userId: string): Promise<ReviewSync | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: reviewKeys.sync(userId), ConsistentRead: true }),
  );
  return Item ? parseItem(reviewSyncItem, Item, 'review sync') : undefined;
}

/** Stores the sync state unless another look stored one since `previousVersion`; false then. */
export async function putReviewSync(
  userId: string,
  sync: Omit<ReviewSync, 'version'>,
  previousVersion: number | undefined,
): Promise<boolean> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...reviewKeys.sync(userId), ...sync, version: (previousVersion ?? 0) + 1 },
        ...(previousVersion === undefined
          ? { ConditionExpression: 'attribute_not_exists(pk)' }
          : {
              ConditionExpression: 'version = :version',
              ExpressionAttributeValues: { ':version': previousVersion },
            }),
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
