import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import type { SubscriptionStatus } from '../../../shared/api/contracts/subscriptions.ts';
import * as z from '../../../shared/api/zod.ts';
import {
  checkoutItem,
  type providerStatusSchema,
  subscriptionItem,
} from '../../../shared/data/entities/subscription.ts';
import { subscriptionRefItem } from '../../../shared/data/entities/subscription-ref.ts';
import { entityPrefixes, tableIndex } from '../../../shared/data/table.ts';
import { daysRemaining, plans } from '../../../shared/domain/subscription-plans.ts';
import {
  accessUntil,
  hasAccessNow,
  type SubscriptionState,
  subscriptionState,
} from '../../../shared/domain/subscription-state.ts';
import { must } from '../../../shared/lib/must.ts';
import { db, queryAll, tableName } from './client.ts';
import { isConditionFailure } from './errors.ts';
import { parseItem } from './items.ts';
import { keys, ttlFrom } from './keys.ts';

export type StoredStatus = Exclude<SubscriptionStatus, 'none'>;

/** A preapproval's own status at Mercado Pago. */
export type ProviderStatus = z.infer<typeof providerStatusSchema>;

/** How long a started checkout stays payable before reconciliation cancels it at the provider. */
export const CHECKOUT_PAYABLE_DAYS = 7;

export type StoredSubscription = z.infer<typeof subscriptionItem>;

/** One preapproval the student started (several over time; at most one is live). */
export type StoredCheckout = z.infer<typeof checkoutItem>;

export async function getSubscription(userId: string): Promise<StoredSubscription | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.subscription(userId), ConsistentRead: true }),
  );
  return Item ? parseItem(subscriptionItem, Item, 'subscription') : undefined;
}

export async function listCheckouts(userId: string): Promise<StoredCheckout[]> {
  const { pk, prefix } = keys.checkouts(userId);
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': prefix },
    ConsistentRead: true,
  });
  return items.map((item) => parseItem(checkoutItem, item, 'checkout'));
}

/**
 * Access needs a paid period that has not ended: an active subscription (with a few days of grace while
 * Mercado Pago collects its renewal), or a cancelled one whose paid period is still running.
 */
export function hasAccess(subscription: StoredSubscription | undefined, now = new Date()): boolean {
  return hasAccessNow(subscription, now);
}

export function subscriptionSummary(
  subscription: StoredSubscription | undefined,
  now = new Date(),
): {
  status: SubscriptionStatus;
  expirationDate: string | null;
  hasAccess: boolean;
  state: SubscriptionState;
} {
  return {
    status: subscription?.status ?? 'none',
    expirationDate: subscription?.expirationDate ?? null,
    hasAccess: hasAccessNow(subscription, now),
    state: subscriptionState(subscription, now),
  };
}

/** Whether the student's checkout link can still be paid: offered again instead of a new one. */
export function payableCheckout(subscription: StoredSubscription | undefined, now = new Date()) {
  if (!subscription?.initPoint || subscription.providerStatus !== 'pending') return null;
  if (subscription.status !== 'pending' && subscription.status !== 'failed') return null;
  const created = Date.parse(subscription.checkoutCreatedAt ?? '');
  if (!(now.getTime() - created < CHECKOUT_PAYABLE_DAYS * 86_400_000)) return null;
  if (subscription.amount !== undefined && subscription.amount !== plans[subscription.planId].priceArs)
    return null;
  return {
    planId: subscription.planId,
    planName: plans[subscription.planId].name,
    initPoint: subscription.initPoint,
  };
}

/** The shape the status calls, the session and the return pages read. */
export function subscriptionView(subscription: StoredSubscription | undefined, now = new Date()) {
  const expirationDate = subscription?.expirationDate ?? null;
  const renews =
    subscription?.status === 'active' && !subscription.cancelAtPeriodEnd && expirationDate !== null;
  return {
    planId: subscription?.planId ?? null,
    planName: subscription ? plans[subscription.planId].name : null,
    status: subscription?.status ?? ('none' as const),
    expirationDate,
    daysRemaining: daysRemaining(expirationDate, now),
    cancelAtPeriodEnd: subscription?.cancelAtPeriodEnd ?? false,
    nextChargeDate: renews ? expirationDate : null,
    nextChargeAmount: renews ? (subscription.amount ?? plans[subscription.planId].priceArs) : null,
    pendingCheckout: payableCheckout(subscription, now),
    hasAccess: hasAccessNow(subscription, now),
    accessUntil: accessUntil(subscription) ?? null,
    state: subscriptionState(subscription, now),
  };
}

/** Keys of the sparse `open` index: set while a subscription is not final, removed when it is. */
function openIndex(open: boolean, userId: string) {
  if (!open) return {};
  const index = tableIndex('open');
  return { [index.partitionKey]: entityPrefixes.openSubscription, [index.sortKey]: userId };
}

export class SubscriptionChangedError extends Error {
  constructor() {
    super('the subscription changed while it was being written');
  }
}

type TransactItem = NonNullable<
  ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']
>[number];

/** What a conditional write expects to find: nothing, or the item as it was read. */
export type Expected = { exists: false } | { exists: true; version: number | undefined };

export const expectedFrom = (current: StoredSubscription | undefined): Expected =>
  current ? { exists: true, version: current.version } : { exists: false };

function currentPut(
  userId: string,
  next: StoredSubscription,
  expected: Expected,
  open: boolean,
): TransactItem {
  const version = (expected.exists ? (expected.version ?? 0) : 0) + 1;
  const condition = !expected.exists
    ? { ConditionExpression: 'attribute_not_exists(pk)' }
    : expected.version === undefined
      ? { ConditionExpression: 'attribute_not_exists(version)' }
      : {
          ConditionExpression: 'version = :version',
          ExpressionAttributeValues: { ':version': expected.version },
        };
  return {
    Put: {
      TableName: tableName(),
      Item: { ...keys.subscription(userId), ...next, version, ...openIndex(open, userId) },
      ...condition,
    },
  };
}

function checkoutPut(userId: string, checkout: StoredCheckout): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...keys.checkout(userId, checkout.providerId), ...checkout },
    },
  };
}

/**
 * Writes the student's subscription if nobody changed it since it was read, with any checkout records
 * that changed. Throws SubscriptionChangedError when someone else wrote first.
 */
export async function saveSubscription(
  userId: string,
  next: StoredSubscription,
  options: { expected: Expected; checkouts?: StoredCheckout[] },
): Promise<StoredSubscription> {
  const checkouts = options.checkouts ?? [];
  const items: TransactItem[] = [
    currentPut(userId, next, options.expected, next.open ?? false),
    ...checkouts.map((checkout) => checkoutPut(userId, checkout)),
    ...checkouts.flatMap((checkout): TransactItem[] => [
      {
        Put: {
          TableName: tableName(),
          Item: { ...keys.subscriptionByProviderId(checkout.providerId), userId },
        },
      },
      {
        Put: {
          TableName: tableName(),
          Item: { ...keys.subscriptionByProviderId(`ext:${checkout.subscriptionId}`), userId },
        },
      },
    ]),
  ];
  try {
    await db().send(new TransactWriteCommand({ TransactItems: items }));
  } catch (error) {
    if (isConditionFailure(error)) throw new SubscriptionChangedError();
    throw error;
  }
  const { expected } = options;
  return { ...next, version: (expected.exists ? (expected.version ?? 0) : 0) + 1 };
}

export async function findUserByProviderRef(reference: string): Promise<string | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.subscriptionByProviderId(reference) }),
  );
  return Item ? parseItem(subscriptionRefItem, Item, 'subscription reference').userId : undefined;
}

/** One page of the subscriptions that are not final, for reconciliation. */
export async function openSubscriptions(
  startKey?: Record<string, unknown>,
): Promise<{ userIds: string[]; next?: Record<string, unknown> }> {
  const index = tableIndex('open');
  const openEntrySchema = z.object({ [index.sortKey]: z.string() }).transform((entry) => ({
    userId: must(entry[index.sortKey], 'the open index key'),
  }));
  const page = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: index.indexName,
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': index.partitionKey, '#sk': index.sortKey },
      ExpressionAttributeValues: { ':pk': entityPrefixes.openSubscription },
      ProjectionExpression: '#sk',
      Limit: 100,
      ExclusiveStartKey: startKey,
    }),
  );
  return {
    userIds: (page.Items ?? []).map((item) => parseItem(openEntrySchema, item, 'open subscription').userId),
    ...(page.LastEvaluatedKey ? { next: page.LastEvaluatedKey } : {}),
  };
}

/**
 * A lease on one student's billing: creating a checkout and applying the provider's state take it,
 * so two of them never interleave. It expires by itself if its holder dies.
 */
export async function tryLockBilling(userId: string, owner: string, leaseMs: number, now = Date.now()) {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.billingLock(userId),
          owner,
          until: now + leaseMs,
          ttl: ttlFrom(new Date(now + leaseMs + 60_000)),
        },
        ConditionExpression: 'attribute_not_exists(pk) OR #until < :now',
        ExpressionAttributeNames: { '#until': 'until' },
        ExpressionAttributeValues: { ':now': now },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export async function unlockBilling(userId: string, owner: string): Promise<void> {
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.billingLock(userId),
        ConditionExpression: '#owner = :owner',
        ExpressionAttributeNames: { '#owner': 'owner' },
        ExpressionAttributeValues: { ':owner': owner },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** Claims a lifecycle e-mail so it goes out once; false when it was already claimed. */
export async function claimMail(userId: string, mailKey: string, now = new Date()): Promise<boolean> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.sentMail(userId, mailKey), claimedAt: now.toISOString() },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Gives a claim back when the e-mail could not be sent, so a later run sends it. */
export async function releaseMail(userId: string, mailKey: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.sentMail(userId, mailKey) }));
}

export async function webhookEventSeen(eventId: string): Promise<boolean> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.webhookEvent(eventId) }),
  );
  return Item !== undefined;
}

/** Remembers a handled webhook delivery; false when it was already there. */
export async function recordWebhookEvent(eventId: string, now = new Date()): Promise<boolean> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.webhookEvent(eventId),
          receivedAt: now.toISOString(),
          ttl: Math.floor(now.getTime() / 1000) + 7 * 86_400,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
