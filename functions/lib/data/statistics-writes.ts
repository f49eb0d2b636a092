import {
  bucketAttribute,
  bucketOf,
  emptyTotals,
  type Totals,
} from '../../../shared/domain/ranking-histogram.ts';
import { studyDay } from '../../../shared/domain/study-days.ts';
import type { Attempt } from './attempt-record.ts';
import { tableName } from './client.ts';
import { failedConditions, isConditionFailure } from './errors.ts';
import { keys, rankingShardOf } from './keys.ts';
import { readTotals, TOTAL_SCOPE_ALL } from './statistics-reads.ts';
import { type TransactItem, transactWrite } from './transactions.ts';

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

/** The attempts' sums per scope: everything ('all') and each subject they touch. */
function deltasOf(attempts: readonly Attempt[]): Map<string, Totals> {
  return new Map<string, Totals>([
    [TOTAL_SCOPE_ALL, attempts.reduce(add, emptyTotals)],
    ...group(attempts, (a) => a.subject),
  ]);
}

/**
 * The totals after the attempts, each written on condition that the totals are still those read, with
 * the histogram move they imply (ADR 0090). In one transaction with the attempts, a lost reply retried
 * by the SDK (same request token) or a crash between writes can neither count an answer twice nor
 * leave the histogram apart from the totals.
 */
function totalsWrites(
  userId: string,
  before: ReadonlyMap<string, Totals>,
  deltas: ReadonlyMap<string, Totals>,
): TransactItem[] {
  return [...deltas].flatMap(([scope, delta]) => {
    const was = before.get(scope);
    const from = was ?? emptyTotals;
    const after = {
      correct: from.correct + delta.correct,
      total: from.total + delta.total,
      seconds: from.seconds + delta.seconds,
    };
    const totals: TransactItem = {
      Update: {
        TableName: tableName(),
        Key: keys.statTotals(userId, scope),
        UpdateExpression: 'SET correct = :c, #total = :t, seconds = :s',
        ConditionExpression: was
          ? 'correct = :wc AND #total = :wt AND seconds = :ws'
          : 'attribute_not_exists(pk)',
        ExpressionAttributeNames: { '#total': 'total' },
        ExpressionAttributeValues: {
          ':c': after.correct,
          ':t': after.total,
          ':s': after.seconds,
          ...(was ? { ':wc': was.correct, ':wt': was.total, ':ws': was.seconds } : {}),
        },
      },
    };
    const move = histogramMove(userId, scope, was ? bucketOf(was) : undefined, bucketOf(after));
    return move ? [totals, move] : [totals];
  });
}

/** Rounds of reading the totals again when another answer of the same student moved them first. */
const TOTALS_TRIES = 20;

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
 * Writes `own` items (the attempt, the completed simulator…), the day counters they imply, the student's
 * totals and their place in the national ranking, all or nothing. A failed condition of the caller's own
 * items is theirs to read (their positions come first); a failed condition of the totals means another
 * answer moved them in between, so they are read again and the whole write is tried again.
 */
export async function writeWithStatistics(
  userId: string,
  own: TransactItem[],
  attempts: readonly Attempt[],
): Promise<void> {
  const fixed = [...own, ...dayCounterWrites(userId, attempts)];
  if (attempts.length === 0) return transactWrite(fixed);
  const deltas = deltasOf(attempts);
  for (let round = 1; ; round++) {
    const before = await readTotals(userId, [...deltas.keys()]);
    try {
      await transactWrite([...fixed, ...totalsWrites(userId, before, deltas)]);
      return;
    } catch (error) {
      const failed = failedConditions(error);
      const onlyTotals = failed.length > 0 && failed.every((index) => index >= fixed.length);
      if (!onlyTotals || round >= TOTALS_TRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * Math.min(round, 8)));
    }
  }
}
