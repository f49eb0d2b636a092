import { type Entity, entities } from './entities.ts';

export type { Entity };

/**
 * The one DynamoDB table, as data: the CDK stack and the local stack both create it from here.
 * Every entity lives in its own partition-key prefix so IAM can grant it alone (dynamodb:LeadingKeys).
 */
export const tableDefinition = {
  partitionKey: 'pk',
  sortKey: 'sk',
  timeToLiveAttribute: 'ttl',
  /**
   * `open`: a sparse index of the subscriptions that are not final (a checkout that can still be paid,
   * a paid period running), which reconciliation reads back from the payment provider.
   * `inbox`: a sparse index of what students send the team (problem reports, feedback, the waitlist),
   * one partition per kind sorted by date, which `npm run ops` and the weekly digest read.
   */
  globalSecondaryIndexes: [
    { indexName: 'open', partitionKey: 'openPk', sortKey: 'openSk', entity: 'openSubscription' },
    { indexName: 'inbox', partitionKey: 'inboxPk', sortKey: 'inboxSk', entity: 'inbox' },
  ] as {
    indexName: string;
    partitionKey: string;
    sortKey: string;
    /** The entity whose prefix is this index's partition key, so reading it is granted like any entity. */
    entity: Entity;
  }[],
} as const;

/** One of the table's indexes, by name. */
export function tableIndex(name: 'open' | 'inbox') {
  const index = tableDefinition.globalSecondaryIndexes.find((candidate) => candidate.indexName === name);
  if (!index) throw new Error(`The table has no index "${name}"`);
  return index;
}

/** Each entity's partition-key prefix, from its declaration in entities.ts. */
export const entityPrefixes = Object.fromEntries(
  Object.entries(entities).map(([name, entity]) => [name, entity.prefix]),
) as { [Name in Entity]: (typeof entities)[Name]['prefix'] };
