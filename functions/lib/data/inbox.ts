import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../../shared/api/zod.ts';
import { entityPrefixes, tableIndex } from '../../../shared/data/table.ts';
import { db, tableName } from './client.ts';
import { parseItems } from './items.ts';

/** What students send the team, each kind a partition of the `inbox` index sorted by date. */
export type InboxKind = 'report' | 'feedback' | 'waitlist';

/** The index keys that put an item in the team's inbox: written with the item itself. */
export function inboxKeys(kind: InboxKind, at: string, id: string) {
  const index = tableIndex('inbox');
  return { [index.partitionKey]: `${entityPrefixes.inbox}${kind}`, [index.sortKey]: `${at}#${id}` };
}

const schemas = {
  report: z.object({
    exerciseId: z.string(),
    subject: z.string(),
    reason: z.string(),
    comment: z.string().optional(),
    userId: z.string(),
    createdAt: z.string(),
  }),
  feedback: z.object({
    userEmail: z.string(),
    message: z.string(),
    rating: z.number(),
    category: z.string(),
    createdAt: z.string(),
  }),
  waitlist: z.object({ email: z.string(), joinedAt: z.string() }),
};

export type InboxReport = z.output<typeof schemas.report>;
export type InboxFeedback = z.output<typeof schemas.feedback>;
export type InboxWaitlistEntry = z.output<typeof schemas.waitlist>;

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

export async function inboxReports(range: InboxRange): Promise<InboxReport[]> {
  return parseItems(schemas.report, await queryInbox('report', range), 'problem report');
}

export async function inboxFeedback(range: InboxRange): Promise<InboxFeedback[]> {
  return parseItems(schemas.feedback, await queryInbox('feedback', range), 'feedback');
}

export async function inboxWaitlist(range: InboxRange): Promise<InboxWaitlistEntry[]> {
  return parseItems(schemas.waitlist, await queryInbox('waitlist', range), 'waitlist entry');
}
