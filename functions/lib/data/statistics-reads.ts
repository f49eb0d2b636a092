import { BatchGetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type * as z from '../../../shared/api/zod.ts';
import { rankingHistogramItem } from '../../../shared/data/entities/ranking.ts';
import { dayCounterItem, statTotalsItem } from '../../../shared/data/entities/stat-counter.ts';
import { entityPrefixes } from '../../../shared/data/table.ts';
import { type Histogram, histogramFromItem, type Totals } from '../../../shared/domain/ranking-histogram.ts';
import { subjectIds } from '../../../shared/domain/subjects.ts';
import { batchGetAll, db, tableName } from './client.ts';
import { parseItem, parseItemsLeavingOut } from './items.ts';
import { keys } from './keys.ts';

/** The student's totals over everything, and per subject: the ranking reads from these. */
export const TOTAL_SCOPE_ALL = 'all';

export type DayCounter = z.output<typeof dayCounterItem>;

/**
 * The student's per-day counters from `fromDay` to `toDay` inclusive (YYYY-MM-DD); a counter of a
 * subject or topic the product no longer has is left out.
 */
export async function dayCounters(userId: string, fromDay: string, toDay: string): Promise<DayCounter[]> {
  const range = keys.statDays(userId, fromDay, toDay);
  const counters: DayCounter[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':pk': range.pk, ':from': range.from, ':to': range.to },
        ...(startKey ? { ExclusiveStartKey: startKey } : {}),
      }),
    );
    counters.push(...parseItemsLeavingOut(dayCounterItem, page.Items, 'day counter', ['subject', 'topic']));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return counters;
}

/** The student's running totals for each scope, read consistently: the statistics show them and the write that moves them checks them. */
export async function readTotals(userId: string, scopes: readonly string[]): Promise<Map<string, Totals>> {
  const items = await batchGetAll(
    scopes.map((scope) => keys.statTotals(userId, scope)),
    { consistent: true },
  );
  const found = new Map<string, Totals>();
  for (const item of items) {
    const { sk, ...totals } = parseItem(statTotalsItem, item, 'statistics totals');
    found.set(sk.slice('TOTAL#'.length), totals);
  }
  return found;
}

/** The national histograms, overall ('all') and per subject: one small item each. */
export async function rankingHistograms(): Promise<Map<string, Histogram>> {
  const scopes = [TOTAL_SCOPE_ALL, ...subjectIds];
  const { Responses } = await db().send(
    new BatchGetCommand({
      RequestItems: {
        [tableName()]: { Keys: scopes.flatMap((scope) => keys.rankingHistogramShards(scope)) },
      },
    }),
  );
  const histograms = new Map<string, Histogram>(scopes.map((scope) => [scope, {}]));
  for (const item of Responses?.[tableName()] ?? []) {
    const shard = parseItem(rankingHistogramItem, item, 'ranking histogram');
    const scope = shard.pk.slice(entityPrefixes.ranking.length).replace(/#\d+$/, '');
    const merged = histograms.get(scope);
    if (!merged) continue;
    for (const [bucket, count] of Object.entries(histogramFromItem(shard)))
      merged[Number(bucket)] = (merged[Number(bucket)] ?? 0) + count;
  }
  return histograms;
}
