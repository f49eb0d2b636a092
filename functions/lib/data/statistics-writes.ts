import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  bucketAttribute,
  bucketOf,
  emptyTotals,
  type Totals,
} from '../../../shared/domain/ranking-histogram.ts';
import { studyDay } from '../../../shared/domain/study-days.ts';
import type { Attempt } from './attempts.ts';
import { batchGetAll, db, tableName } from './client.ts';
import { isConditionFailure } from './errors.ts';
import { parseItem } from './items.ts';
import { keys, rankingShardOf } from './keys.ts';
import { statTotalsSchema } from './statistics.ts';
import { type TransactItem, transactWrite } from './transactions.ts';

/** The student's totals over everything, and per subject: the ranking reads from these. */
export const TOTAL_SCOPE_ALL = 'all';

function add(into: Totals, attempt: Attempt): Totals {
  return {
    correct: into.correct + (attempt.correct ? 1 : 0),
    total: into.total + 1,
    seconds: into.seconds + Math.max(0, Math.round(attempt.timeSpentSeconds ?? 0)),
  };
}

function group<K>(attempts: readonly Attempt[], keyOf: (attempt: Attempt) => K): Map<K, Totals> {
  const groups = new Map<K, Totals>();
  for (const attempt of attempts) {
    const key = keyOf(attempt);
    groups.set(key, add(groups.get(key) ?? emptyTotals, attempt));
  }
  return groups;
}

/** The student's current totals for each scope, read before the write that moves them. */
export async function readTotals(userId: string, scopes: readonly string[]): Promise<Map<string, Totals>> {
  const items = await batchGetAll(
    scopes.map((scope) => keys.statTotals(userId, scope)),
    { consistent: true },
  );
  const found = new Map<string, Totals>();
  for (const item of items) {
    const { sk, ...totals } = parseItem(statTotalsSchema, item, 'statistics totals');
    found.set(sk.slice('TOTAL#'.length), totals);
  }
  return found;
}

/**
 * The per-day counters (by subject and topic) these attempts add to, for the same transaction that
 * stores them: plain ADDs, so concurrent answers never make each other fail.
 */
function dayCounterWrites(userId: string, attempts: readonly Attempt[]): TransactItem[] {
  const items: TransactItem[] = [];
  for (const [key, delta] of group(attempts, (a) => `${studyDay(a.at)}#${a.subject}#${a.topic}`)) {
    const [day = '', subject = '', topic = ''] = key.split('#');
    items.push({
      Update: {
        TableName: tableName(),
        Key: keys.statCounter(userId, day, subject, topic),
        UpdateExpression:
          'ADD correct :c, #total :t, seconds :s SET #day = :day, subject = :subject, topic = :topic',
        ExpressionAttributeNames: { '#total': 'total', '#day': 'day' },
        ExpressionAttributeValues: {
          ':c': delta.correct,
          ':t': delta.total,
          ':s': delta.seconds,
          ':day': day,
          ':subject': subject,
          ':topic': topic,
        },
      },
    });
  }
  return items;
}

/** The update of the student's histogram shard that moves them between buckets; none if the bucket stays. */
function histogramMove(
  userId: string,
  scope: string,
  from: number | undefined,
  to: number | undefined,
): TransactItem | undefined {
  if (from === to) return undefined;
  const moves: [string, number][] = [];
  if (from !== undefined) moves.push([bucketAttribute(from), -1]);
  if (to !== undefined) moves.push([bucketAttribute(to), 1]);
  return {
    Update: {
      TableName: tableName(),
      Key: keys.rankingHistogram(scope, rankingShardOf(userId)),
      UpdateExpression: `ADD ${moves.map((_, i) => `#b${i} :d${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(moves.map(([name], i) => [`#b${i}`, name])),
      ExpressionAttributeValues: Object.fromEntries(moves.map(([, value], i) => [`:d${i}`, value])),
    },
  };
}

/**
 * Adds committed attempts to the student's totals of each scope ('all' and the subject) with one atomic
 * ADD per scope, which answers the totals after it: the totals before are those minus what was added,
 * exactly, whatever else ran at the same moment. When that moves the student to another accuracy bucket,
 * the move goes to their shard of the scope's national histogram (ADR 0034).
 */
async function addToTotals(userId: string, attempts: readonly Attempt[]): Promise<void> {
  const perScope = new Map<string, Totals>([
    [TOTAL_SCOPE_ALL, attempts.reduce(add, emptyTotals)],
    ...group(attempts, (a) => a.subject),
  ]);
  await Promise.all(
    [...perScope].map(async ([scope, delta]) => {
      const { Attributes } = await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.statTotals(userId, scope),
          UpdateExpression: 'ADD correct :c, #total :t, seconds :s',
          ExpressionAttributeNames: { '#total': 'total' },
          ExpressionAttributeValues: { ':c': delta.correct, ':t': delta.total, ':s': delta.seconds },
          ReturnValues: 'ALL_NEW',
        }),
      );
      const { sk: _sk, ...after } = parseItem(statTotalsSchema, Attributes ?? {}, 'statistics totals');
      const before = {
        correct: after.correct - delta.correct,
        total: after.total - delta.total,
        seconds: after.seconds - delta.seconds,
      };
      const move = histogramMove(userId, scope, bucketOf(before), bucketOf(after));
      if (move?.Update) await db().send(new UpdateCommand(move.Update));
    }),
  );
}

const REMOVE_TRIES = 5;

/**
 * Takes a student out of the national ranking (their account is being deleted): each scope's totals
 * item goes in the same transaction that takes them out of the bucket those totals put them in, on
 * condition that the totals are still the ones read, so a late answer or a retry never counts twice.
 */
export async function removeFromRanking(userId: string, scopes: readonly string[]): Promise<void> {
  for (const scope of scopes) {
    for (let attempt = 1; ; attempt++) {
      const totals = (await readTotals(userId, [scope])).get(scope);
      if (!totals) break;
      const move = histogramMove(userId, scope, bucketOf(totals), undefined);
      try {
        await transactWrite([
          {
            Delete: {
              TableName: tableName(),
              Key: keys.statTotals(userId, scope),
              ConditionExpression: 'correct = :c AND #total = :t',
              ExpressionAttributeNames: { '#total': 'total' },
              ExpressionAttributeValues: { ':c': totals.correct, ':t': totals.total },
            },
          },
          ...(move ? [move] : []),
        ]);
        break;
      } catch (error) {
        if (!isConditionFailure(error) || attempt >= REMOVE_TRIES) throw error;
      }
    }
  }
}

/**
 * Writes `own` items (the attempt, the completed simulator…) and the day counters they imply, all or
 * nothing (a failed condition of the caller's own items is theirs to read); once committed, adds them
 * to the student's totals and the national ranking.
 */
export async function writeWithStatistics(
  userId: string,
  own: TransactItem[],
  attempts: readonly Attempt[],
): Promise<void> {
  await transactWrite([...own, ...dayCounterWrites(userId, attempts)]);
  if (attempts.length > 0) await addToTotals(userId, attempts);
}
