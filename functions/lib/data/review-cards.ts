import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../../shared/api/zod.ts';
import { batchGetAll, db, queryAll, tableName } from './client.ts';
import { failedConditions, isConditionFailure } from './errors.ts';
import { parseItem, parseItems } from './items.ts';
import { reviewKeys } from './review-keys.ts';
import { type TransactItem, transactWrite } from './transactions.ts';

/**
 * The review schedule's storage (ADR 0051): per student, one card per item (an authored exercise or a
 * generator's template), one due pointer per card whose sort key starts with the due instant, so
 * "what is due by tonight" is one small range query, and the sync state.
 */

/** FSRS's card as stored: dates as ISO strings (the scheduler restores them). */
export const storedFsrsSchema = z.object({
  due: z.string(),
  stability: z.number(),
  difficulty: z.number(),
  elapsed_days: z.number(),
  scheduled_days: z.number(),
  learning_steps: z.number(),
  reps: z.number(),
  lapses: z.number(),
  state: z.number(),
  last_review: z.string().optional(),
});
export type StoredFsrs = z.infer<typeof storedFsrsSchema>;

export const reviewCardSchema = z.object({
  itemId: z.string(),
  subject: z.string(),
  topic: z.string(),
  subtopic: z.string().optional(),
  /** A generator's template: each review draws a new variant (`variant` is its seed). */
  generated: z.boolean(),
  /** The variant shown next: a generator's seed, or the review count of an authored exercise. */
  variant: z.number(),
  /** Moves with every write, so two writers of one card cannot both win. */
  version: z.number(),
  /** The newest answer the card has taken: an older one arriving late is not applied twice. */
  lastAnswerAt: z.string(),
  addedAt: z.string(),
  fsrs: storedFsrsSchema,
});
export type ReviewCard = z.infer<typeof reviewCardSchema>;

/** The card of one item, read strongly: the answer about to move it must see the latest. */
export async function getCard(userId: string, itemId: string): Promise<ReviewCard | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: reviewKeys.card(userId, itemId), ConsistentRead: true }),
  );
  return Item ? parseItem(reviewCardSchema, Item, 'review card') : undefined;
}

/** The cards of these items (found ones only), read strongly. */
export async function getCards(userId: string, itemIds: readonly string[]): Promise<Map<string, ReviewCard>> {
  const cards = new Map<string, ReviewCard>();
  const unique = [...new Set(itemIds)];
  for (let i = 0; i < unique.length; i += 100) {
    const items = await batchGetAll(
      unique.slice(i, i + 100).map((itemId) => reviewKeys.card(userId, itemId)),
      { consistent: true },
    );
    for (const card of parseItems(reviewCardSchema, items, 'review card')) cards.set(card.itemId, card);
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
  return parseItems(z.object({ sk: z.string() }), items, 'review due pointer').map(({ sk }) => {
    const rest = sk.slice('DUE#'.length);
    const split = rest.indexOf('#');
    return { due: rest.slice(0, split), itemId: rest.slice(split + 1) };
  });
}

/** Per subtopic of the syllabus map: answers and right ones, all time and in the week starting `week`. */
export const subtopicFiguresSchema = z.object({
  answered: z.number(),
  correct: z.number(),
  /** The Monday of the week the weekly figures are about. */
  week: z.string(),
  weekAnswered: z.number(),
  weekCorrect: z.number(),
  lastDay: z.string(),
});
export type SubtopicFigures = z.infer<typeof subtopicFiguresSchema>;

export const reviewSyncSchema = z.object({
  version: z.number(),
  /** The newest answer read so far (ISO). */
  through: z.string(),
  /** Keys of the answers already read near `through`, which the next look reads again. */
  recent: z.array(z.string()),
  subtopics: z.record(z.string(), subtopicFiguresSchema),
});
export type ReviewSync = z.infer<typeof reviewSyncSchema>;

export async function getReviewSync(userId: string): Promise<ReviewSync | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: reviewKeys.sync(userId), ConsistentRead: true }),
  );
  return Item ? parseItem(reviewSyncSchema, Item, 'review sync') : undefined;
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
