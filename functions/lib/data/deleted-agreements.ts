import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type * as z from '../../../shared/api/zod.ts';
import { deletedAgreementItem } from '../../../shared/data/entities/subscription-ref.ts';
import { db, tableName } from './client.ts';
import { isConditionFailure } from './errors.ts';
import { parseItem } from './items.ts';
import { isExpired, keys, ttlFrom } from './keys.ts';

/**
 * Kept longer than any paid period (a year) and its renewal: until then a charge that lands on the
 * agreement, or a search that meets it again under a new account of the same e-mail, finds it here.
 */
const KEEP_DAYS = 400;

/** What is left of one agreement once its student deleted the account (its schema says what). */
export type DeletedAgreement = Omit<z.infer<typeof deletedAgreementItem>, 'ttl'>;

/**
 * Remembers an agreement of a deleted account under its id and under our reference (`ext:` and the
 * subscription id), as the webhook finds its owner. `replace: false` keeps what an earlier deletion
 * wrote (an agreement the e-mail's earlier account left behind, met again by a search).
 */
export async function rememberDeletedAgreement(
  agreement: DeletedAgreement & { subscriptionId?: string | undefined },
  options: { replace: boolean; now?: Date },
): Promise<void> {
  const now = options.now ?? new Date();
  const item = {
    providerId: agreement.providerId,
    keptCharges: agreement.keptCharges,
    ttl: ttlFrom(new Date(now.getTime() + KEEP_DAYS * 86_400_000)),
  };
  const references = [
    agreement.providerId,
    ...(agreement.subscriptionId ? [`ext:${agreement.subscriptionId}`] : []),
  ];
  for (const reference of references) {
    try {
      await db().send(
        new PutCommand({
          TableName: tableName(),
          Item: { ...keys.deletedAgreement(reference), ...item },
          ...(options.replace ? {} : { ConditionExpression: 'attribute_not_exists(pk)' }),
        }),
      );
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
}

/** The deleted account's agreement a provider reference names (an id, or `ext:` and ours), if any. */
export async function findDeletedAgreement(
  reference: string,
  now = new Date(),
): Promise<DeletedAgreement | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.deletedAgreement(reference), ConsistentRead: true }),
  );
  if (!Item) return undefined;
  const stored = parseItem(deletedAgreementItem, Item, 'deleted agreement');
  if (isExpired(stored, now)) return undefined;
  return { providerId: stored.providerId, keptCharges: stored.keptCharges };
}
