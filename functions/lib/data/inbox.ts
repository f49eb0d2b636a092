import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type * as z from '../../../shared/api/zod.ts';
import { feedbackItem } from '../../../shared/data/entities/feedback.ts';
import { problemReportItem } from '../../../shared/data/entities/problem-report.ts';
import { waitlistItem } from '../../../shared/data/entities/waitlist.ts';
import { entityPrefixes, tableIndex } from '../../../shared/data/table.ts';
import { db, tableName } from './client.ts';
import { parseItems, parseItemsLeavingOut } from './items.ts';

/** What students send the team, each kind a partition of the `inbox` index sorted by date. */
export type InboxKind = 'report' | 'feedback' | 'waitlist';

/** The index keys that put an item in the team's inbox: written with the item itself. */
export function inboxKeys(kind: InboxKind, at: string, id: string) {
  const index = tableIndex('inbox');
  return { [index.partitionKey]: `${entityPrefixes.inbox}${kind}`, [index.sortKey]: `${at}#${id}` };
}

/** What the inbox reads of each kind: the entity's item, the feedback without its ids. */
const inboxFeedbackItem = feedbackItem.pick({
  userEmail: true,
  message: true,
  rating: true,
  category: true,
  createdAt: true,
});

export type InboxReport = z.output<typeof problemReportItem>;
export type InboxFeedback = z.output<typeof inboxFeedbackItem>;
export type InboxWaitlistEntry = z.output<typeof waitlistItem>;

export interface InboxRange {
  /** An ISO date: only what arrived from then on. */
  since?: string;
  limit: number;
}

/** The newest items of a kind, newest first. */
async function queryInbox(kind: InboxKind, { since, limit }: InboxRange): Promise<Record<string, unknown>[]> {
  const index = tableIndex('inbox');
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: index.indexName,
        KeyConditionExpression: since ? '#pk = :pk AND #sk >= :since' : '#pk = :pk',
        ExpressionAttributeNames: { '#pk': index.partitionKey, ...(since ? { '#sk': index.sortKey } : {}) },
        ExpressionAttributeValues: {
          ':pk': `${entityPrefixes.inbox}${kind}`,
          ...(since ? { ':since': since } : {}),
        },
        ScanIndexForward: false,
        Limit: limit - items.length,
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey && items.length < limit);
  return items;
}

/** The newest reports; one about a subject or with a reason the product no longer has is left out (and logged). */
export async function inboxReports(range: InboxRange): Promise<InboxReport[]> {
  return parseItemsLeavingOut(problemReportItem, await queryInbox('report', range), 'problem report', [
    'subject',
    'reason',
  ]);
}

/** The newest feedback; one of a category the product no longer offers is left out (and logged). */
export async function inboxFeedback(range: InboxRange): Promise<InboxFeedback[]> {
  return parseItemsLeavingOut(inboxFeedbackItem, await queryInbox('feedback', range), 'feedback', [
    'category',
  ]);
}

export async function inboxWaitlist(range: InboxRange): Promise<InboxWaitlistEntry[]> {
  return parseItems(waitlistItem, await queryInbox('waitlist', range), 'waitlist entry');
}
