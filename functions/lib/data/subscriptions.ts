import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { SubscriptionStatus } from '../../../shared/api/contracts/auth.ts';
import { db, tableName } from './client.ts';
import { keys } from './keys.ts';

export interface StoredSubscription {
  subscriptionId: string;
  planId: 'annual' | 'weekly';
  status: Exclude<SubscriptionStatus, 'none'>;
  /** End of the paid period as the payment provider reports it (ISO). */
  expirationDate?: string;
  providerId?: string;
  cancelAtPeriodEnd?: boolean;
  updatedAt: string;
}

export async function getSubscription(userId: string): Promise<StoredSubscription | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.subscription(userId) }),
  );
  return Item as StoredSubscription | undefined;
}

/** Active means: the provider said so and the paid period has not ended. */
export function hasAccess(subscription: StoredSubscription | undefined, now = new Date()): boolean {
  return (
    subscription?.status === 'active' &&
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
