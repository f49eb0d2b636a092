import { TransactWriteCommand, type TransactWriteCommandInput, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  bucketAttribute,
  bucketOf,
  emptyTotals,
  type Totals,
} from '../../../shared/domain/ranking-histogram.ts';
import { studyDay } from '../../../shared/domain/study-days.ts';
import type { Attempt } from './attempts.ts';
import { batchGetAll, db, tableName } from './client.ts';
import { ContentionError, cancellationReasons } from './errors.ts';
import { parseItem } from './items.ts';
import { keys, rankingShardOf } from './keys.ts';
import { statTotalsSchema } from './statistics.ts';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

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

/** A student moving between buckets of one scope's histogram: -1 from the old, +1 into the new. */
export interface RankingMove {
  scope: string;
  moves: [bucket: string, delta: number][];
}

/**
 * The writes that fold these attempts into the statistics, for the same transaction that stores them:
 * per-day counters by subject and topic and the student's totals (conditioned on the values just read,
 * so a concurrent answer makes the transaction retry instead of double counting). Besides, the ranking
 * moves those totals imply, applied once the transaction has committed (`applyRankingMoves`): the
 * national histograms are shared by every student, and inside transactions they would make every
 * answer conflict with every other.
 */
function statisticsWrites(
  userId: string,
  attempts: readonly Attempt[],
  current: Map<string, Totals>,
): { items: TransactItem[]; ranking: RankingMove[] } {
  const items: TransactItem[] = [];
  const ranking: RankingMove[] = [];
  if (attempts.length === 0) return { items, ranking };
  const perDay = group(attempts, (a) => `${studyDay(a.at)}#${a.subject}#${a.topic}`);
  for (const [key, delta] of perDay) {
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
  const perScope = new Map<string, Totals>([
    [TOTAL_SCOPE_ALL, attempts.reduce(add, emptyTotals)],
    ...group(attempts, (a) => a.subject),
  ]);
  for (const [scope, delta] of perScope) {
    const before = current.get(scope) ?? emptyTotals;
    const after = {
      correct: before.correct + delta.correct,
      total: before.total + delta.total,
      seconds: before.seconds + delta.seconds,
    };
    items.push({
      Update: {
        TableName: tableName(),
        Key: keys.statTotals(userId, scope),
        UpdateExpression: 'SET correct = :c, #total = :t, seconds = :s',
        ConditionExpression:
          before.total === 0 ? 'attribute_not_exists(#total) OR #total = :zero' : '#total = :before',
        ExpressionAttributeNames: { '#total': 'total' },
        ExpressionAttributeValues: {
          ':c': after.correct,
          ':t': after.total,
          ':s': after.seconds,
          ...(before.total === 0 ? { ':zero': 0 } : { ':before': before.total }),
        },
      },
    });
    const from = bucketOf(before);
    const to = bucketOf(after);
    if (from === to) continue;
    const moves: [string, number][] = [];
    if (from !== undefined) moves.push([bucketAttribute(from), -1]);
    if (to !== undefined) moves.push([bucketAttribute(to), 1]);
    ranking.push({ scope, moves });
  }
  return { items, ranking };
}

/** Applies committed ranking moves to the student's shard of each histogram (plain ADDs never conflict). */
async function applyRankingMoves(userId: string, ranking: readonly RankingMove[]): Promise<void> {
  const shard = rankingShardOf(userId);
  await Promise.all(
    ranking.map(({ scope, moves }) =>
      db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.rankingHistogram(scope, shard),
          UpdateExpression: `ADD ${moves.map((_, i) => `#b${i} :d${i}`).join(', ')}`,
          ExpressionAttributeNames: Object.fromEntries(moves.map(([name], i) => [`#b${i}`, name])),
          ExpressionAttributeValues: Object.fromEntries(moves.map(([, delta], i) => [`:d${i}`, delta])),
        }),
      ),
    ),
  );
}

function scopesOf(attempts: readonly Attempt[]): string[] {
  return [TOTAL_SCOPE_ALL, ...new Set(attempts.map((a) => a.subject))];
}

const MAX_TRIES = 10;

function isRetryable(error: unknown, ownItems: number): boolean {
  const reasons = cancellationReasons(error);
  if (!reasons) return false;
  // Only a moved total (ours) or a concurrent transaction is worth another try; the caller's own
  // conditions (the first `ownItems`) failing means the write must not happen at all.
  return reasons.every(
    ({ code }, index) =>
      code === 'None' ||
      code === 'TransactionConflict' ||
      (code === 'ConditionalCheckFailed' && index >= ownItems),
  );
}

/**
 * Writes `own` items (the attempt, the completed simulator…) together with the statistics they imply,
 * all or nothing; when another answer of the same student moved the totals in between, reads again and
 * retries.
 */
export async function writeWithStatistics(
  userId: string,
  own: TransactItem[],
  attempts: readonly Attempt[],
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const current = await readTotals(userId, scopesOf(attempts));
    try {
      const { items, ranking } = statisticsWrites(userId, attempts, current);
      await db().send(new TransactWriteCommand({ TransactItems: [...own, ...items] }));
      await applyRankingMoves(userId, ranking);
      return;
    } catch (error) {
      if (!isRetryable(error, own.length)) throw error;
      if (attempt >= MAX_TRIES)
        throw new ContentionError('Statistics kept moving under this write', { cause: error });
      // Full jitter: writers that collided spread out instead of colliding again in lockstep.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(1_000, 25 * 2 ** attempt)));
    }
  }
}
