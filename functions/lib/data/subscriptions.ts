import { GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SubscriptionStatus } from '../../../shared/api/contracts/auth.ts';
import type { PlanId } from '../../../shared/api/contracts/subscriptions.ts';
import { daysRemaining, plans } from '../../../shared/domain/plans.ts';
import { db, tableName } from './client.ts';
import { isConditionFailure } from './errors.ts';
import { keys } from './keys.ts';

export type StoredStatus = Exclude<SubscriptionStatus, 'none'>;

export interface StoredSubscription {
  subscriptionId: string;
  planId: PlanId;
  status: StoredStatus;
  /** End of the paid period as the payment provider reports it (ISO). */
  expirationDate?: string;
  /** Mercado Pago's preapproval id. */
  providerId?: string;
  /** Mercado Pago's `last_modified` of the state stored here: older news never overwrites newer. */
  providerLastModified?: string;
  cancelAtPeriodEnd?: boolean;
  version?: number;
  updatedAt: string;
}

export async function getSubscription(userId: string): Promise<StoredSubscription | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.subscription(userId), ConsistentRead: true }),
  );
  return Item as StoredSubscription | undefined;
}

/**
 * Access needs a paid period that has not ended: an active subscription, or a cancelled one whose
 * paid period is still running.
 */
export function hasAccess(subscription: StoredSubscription | undefined, now = new Date()): boolean {
  return (
    (subscription?.status === 'active' || subscription?.status === 'cancelled') &&
    subscription.expirationDate !== undefined &&
    Date.parse(subscription.expirationDate) > now.getTime()
  );
}

export function subscriptionSummary(subscription: StoredSubscription | undefined): {
  status: SubscriptionStatus;
  expirationDate: string | null;
} {
  return { status: subscription?.status ?? 'none', expirationDate: subscription?.expirationDate ?? null };
}

/** The shape the status calls and return pages read. */
export function subscriptionView(subscription: StoredSubscription | undefined, now = new Date()) {
  const expirationDate = subscription?.expirationDate ?? null;
  return {
    planId: subscription?.planId ?? null,
    planName: subscription ? plans[subscription.planId].name : null,
    status: subscription?.status ?? ('none' as const),
    expirationDate,
    daysRemaining: daysRemaining(expirationDate, now),
    cancelAtPeriodEnd: subscription?.cancelAtPeriodEnd ?? false,
  };
}

/** Records a checkout that has just started, with the provider ids that lead back to the student. */
export async function startSubscription(
  userId: string,
  subscription: { subscriptionId: string; planId: PlanId; providerId: string },
  now = new Date(),
): Promise<void> {
  const at = now.toISOString();
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: tableName(),
            Item: {
              ...keys.subscription(userId),
              ...subscription,
              status: 'pending',
              version: 1,
              createdAt: at,
              updatedAt: at,
            },
          },
        },
        {
          Put: {
            TableName: tableName(),
            Item: { ...keys.subscriptionByProviderId(subscription.providerId), userId },
          },
        },
        {
          Put: {
            TableName: tableName(),
            Item: { ...keys.subscriptionByProviderId(`ext:${subscription.subscriptionId}`), userId },
          },
        },
      ],
    }),
  );
}

export async function findUserByProviderRef(reference: string): Promise<string | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.subscriptionByProviderId(reference) }),
  );
  return Item?.userId as string | undefined;
}

export interface ProviderState {
  providerId: string;
  status: StoredStatus;
  expirationDate?: string;
  lastModified: string;
  cancelAtPeriodEnd?: boolean;
}

/** Whether `incoming` is news compared to what is stored (webhooks arrive late, twice, or out of order). */
export function isNewer(current: StoredSubscription, incoming: ProviderState): boolean {
  const stored = current.providerLastModified ?? '';
  if (incoming.lastModified > stored) return true;
  if (incoming.lastModified < stored) return false;
  if (current.status === 'failed' && incoming.status === 'pending') return false;
  return (
    incoming.status !== current.status ||
    (incoming.expirationDate !== undefined && incoming.expirationDate !== current.expirationDate) ||
    (incoming.cancelAtPeriodEnd ?? false) !== (current.cancelAtPeriodEnd ?? false)
  );
}

/**
 * Applies what the provider confirmed to the student's current subscription, with optimistic
 * locking so two deliveries processed at once cannot interleave. Returns the stored result.
 */
export async function applyProviderState(userId: string, incoming: ProviderState, now = new Date()) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const current = await getSubscription(userId);
    if (!current || current.providerId !== incoming.providerId)
      return { applied: false as const, subscription: current };
    if (!isNewer(current, incoming)) return { applied: false as const, subscription: current };
    const version = current.version ?? 0;
    try {
      const { Attributes } = await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.subscription(userId),
          UpdateExpression:
            'SET #status = :status, providerLastModified = :lm, cancelAtPeriodEnd = :cancel, updatedAt = :now, version = :next' +
            (incoming.expirationDate ? ', expirationDate = :exp' : ''),
          ConditionExpression: 'providerId = :pid AND (attribute_not_exists(version) OR version = :version)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':status': incoming.status,
            ':lm': incoming.lastModified,
            ':cancel': incoming.cancelAtPeriodEnd ?? current.cancelAtPeriodEnd ?? false,
            ':now': now.toISOString(),
            ':next': version + 1,
            ':pid': incoming.providerId,
            ':version': version,
            ...(incoming.expirationDate ? { ':exp': incoming.expirationDate } : {}),
          },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return { applied: true as const, subscription: Attributes as StoredSubscription };
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  throw new Error('subscription kept changing while applying provider state');
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
