import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './data/client.ts';
import { cancellationReasons, failedConditions, isConditionFailure } from './data/errors.ts';
import { keys, ttlFrom } from './data/keys.ts';
import { type TransactItem, transactWrite } from './data/transactions.ts';
import { TooManyRequestsError } from './errors.ts';

/**
 * `window`: at most `max` hits per fixed window of `seconds`. `cooldown`: at least `seconds` between
 * two hits. Both are counters in the table; TTL only cleans them up, the window start in the key and
 * the `until` attribute decide on read.
 */
export type Limit =
  | {
      kind: 'window';
      scope: string;
      subject: string;
      max: number;
      seconds: number;
      /** Windows start this many seconds after the UTC epoch's boundaries (an Argentine day: 03:00 UTC). */
      startsAtSecond?: number;
      message: (wait: string) => string;
    }
  | { kind: 'cooldown'; scope: string; subject: string; seconds: number; message: (wait: string) => string };

/**
 * A cooldown that grows with each hit of a streak: `steps[0]` seconds after the first hit, `steps[1]`
 * after the second, the last step after every later one. A subject quiet for `forgetSeconds` since its
 * last hit starts again from the first step. One item per subject: `until`, `hits`, `lastAt`.
 */
export interface EscalatingLimit {
  kind: 'escalating';
  scope: string;
  subject: string;
  steps: readonly [number, ...number[]];
  forgetSeconds: number;
  /** `hits`: how many hits of the streak came before this refused one. */
  message: (wait: string, hits: number) => string;
}

/** Anything consumeLimits counts. */
export type AnyLimit = Limit | EscalatingLimit;

/** Where an escalating limit's streak stands: when its cooldown ends, how many hits, the last one's time. */
interface Streak {
  until: number;
  hits: number;
  lastAt: number;
}

/** The cooldown after the `hits`-th hit of a streak. */
export function escalatingSeconds(limit: EscalatingLimit, hits: number): number {
  const { steps } = limit;
  return steps[Math.min(Math.max(hits, 1), steps.length) - 1] ?? steps[0];
}

export function formatWait(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return s === 1 ? '1 segundo' : `${s} segundos`;
  const minutes = Math.ceil(s / 60);
  if (minutes < 60) return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? '1 hora' : `${hours} horas`;
}

function windowOf(limit: { seconds: number; startsAtSecond?: number }, now: number) {
  const size = limit.seconds * 1000;
  const offset = (limit.startsAtSecond ?? 0) * 1000;
  const start = Math.floor((now - offset) / size) * size + offset;
  return { start, end: start + size };
}

/** A stored number, plain or still marshalled ({ N: "…" }) as cancellation reasons carry it. */
function numberOf(raw: unknown): number | undefined {
  const value = raw && typeof raw === 'object' && 'N' in raw ? Number((raw as { N: string }).N) : Number(raw);
  return raw === undefined || !Number.isFinite(value) ? undefined : value;
}

async function readStreak(limit: EscalatingLimit): Promise<Streak | undefined> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.rateLimitWindow(limit.scope, limit.subject, 0),
      ConsistentRead: true,
    }),
  );
  const until = numberOf(Item?.until);
  const hits = numberOf(Item?.hits);
  const lastAt = numberOf(Item?.lastAt);
  return until === undefined || hits === undefined || lastAt === undefined
    ? undefined
    : { until, hits, lastAt };
}

/** Hits of the streak before this one: none when the subject was quiet for `forgetSeconds`. */
function hitsBefore(limit: EscalatingLimit, streak: Streak | undefined, at: number): number {
  return streak && streak.lastAt + limit.forgetSeconds * 1000 > at ? streak.hits : 0;
}

/** A 429 from consumeLimits, naming the limit that refused, so a caller can offer another way. */
export class LimitRefusal extends TooManyRequestsError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    readonly scope: string,
  ) {
    super(message, retryAfterSeconds);
  }
}

function refusal(limit: AnyLimit, waitMs: number, hits = 0): LimitRefusal {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const wait = formatWait(seconds);
  const message = limit.kind === 'escalating' ? limit.message(wait, hits) : limit.message(wait);
  return new LimitRefusal(message, seconds, limit.scope);
}

/** When an escalating limit's current cooldown ends (epoch ms); undefined when it is not cooling down. */
export async function cooldownUntil(limit: EscalatingLimit, now = new Date()): Promise<number | undefined> {
  const streak = await readStreak(limit);
  return streak && streak.until > now.getTime() ? streak.until : undefined;
}

/**
 * Counts one hit against every limit at once: all count, or none does and the first tripped one answers
 * 429. An escalating limit's streak is read first (its next cooldown depends on it) and written only if
 * nobody moved it since: a request racing this one for the same subject is answered with its cooldown.
 * Returns when the cooldown each escalating limit just started ends (epoch ms), by scope.
 */
export async function consumeLimits(
  limits: readonly AnyLimit[],
  now = new Date(),
): Promise<Record<string, number>> {
  const at = now.getTime();
  const streaks = await Promise.all(
    limits.map((limit) => (limit.kind === 'escalating' ? readStreak(limit) : undefined)),
  );
  const cooldowns: Record<string, number> = {};
  limits.forEach((limit, index) => {
    const streak = streaks[index];
    if (limit.kind !== 'escalating') return;
    if (streak && streak.until > at) throw refusal(limit, streak.until - at, hitsBefore(limit, streak, at));
    cooldowns[limit.scope] = at + escalatingSeconds(limit, hitsBefore(limit, streak, at) + 1) * 1000;
  });
  const items = limits.map((limit, index): TransactItem => {
    if (limit.kind === 'escalating') {
      const streak = streaks[index];
      const hits = hitsBefore(limit, streak, at) + 1;
      const until = at + escalatingSeconds(limit, hits) * 1000;
      const keepUntil = Math.max(until, at + limit.forgetSeconds * 1000) + 60_000;
      return {
        Update: {
          TableName: tableName(),
          Key: keys.rateLimitWindow(limit.scope, limit.subject, 0),
          UpdateExpression: 'SET #until = :until, #hits = :hits, #lastAt = :at, #ttl = :ttl',
          ConditionExpression: streak ? '#lastAt = :previous' : 'attribute_not_exists(#lastAt)',
          ExpressionAttributeNames: {
            '#until': 'until',
            '#hits': 'hits',
            '#lastAt': 'lastAt',
            '#ttl': 'ttl',
          },
          ExpressionAttributeValues: {
            ':until': until,
            ':hits': hits,
            ':at': at,
            ':ttl': ttlFrom(new Date(keepUntil)),
            ...(streak ? { ':previous': streak.lastAt } : {}),
          },
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const,
        },
      };
    }
    if (limit.kind === 'cooldown') {
      const until = at + limit.seconds * 1000;
      return {
        Update: {
          TableName: tableName(),
          Key: keys.rateLimitWindow(limit.scope, limit.subject, 0),
          UpdateExpression: 'SET #until = :until, #ttl = :ttl',
          ConditionExpression: 'attribute_not_exists(#until) OR #until <= :now',
          ExpressionAttributeNames: { '#until': 'until', '#ttl': 'ttl' },
          ExpressionAttributeValues: {
            ':until': until,
            ':now': at,
            ':ttl': ttlFrom(new Date(until + 60_000)),
          },
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const,
        },
      };
    }
    const { start, end } = windowOf(limit, at);
    return {
      Update: {
        TableName: tableName(),
        Key: keys.rateLimitWindow(limit.scope, limit.subject, start),
        UpdateExpression: 'ADD #count :one SET #ttl = :ttl',
        ConditionExpression: 'attribute_not_exists(#count) OR #count < :max',
        ExpressionAttributeNames: { '#count': 'count', '#ttl': 'ttl' },
        ExpressionAttributeValues: { ':one': 1, ':max': limit.max, ':ttl': ttlFrom(new Date(end + 60_000)) },
      },
    };
  });
  try {
    // A conflict with another request counting at the same moment is retried, never read as a limit.
    await transactWrite(items);
  } catch (error) {
    const [index] = failedConditions(error);
    const limit = index === undefined ? undefined : limits[index];
    if (index === undefined || limit === undefined) throw error;
    const old = cancellationReasons(error)?.[index]?.item;
    if (limit.kind === 'escalating') {
      // Another request of the same subject counted first: its cooldown is the one to wait for.
      const until = numberOf(old?.until) ?? at + escalatingSeconds(limit, 1) * 1000;
      throw refusal(limit, until - at, numberOf(old?.hits) ?? 1);
    }
    const waitMs =
      limit.kind === 'cooldown'
        ? (numberOf(old?.until) ?? at + limit.seconds * 1000) - at
        : windowOf(limit, at).end - at;
    throw refusal(limit, waitMs);
  }
  return cooldowns;
}

/**
 * Gives back a hit counted by `consumeLimits` at `now` when the work it paid for failed on our side: a
 * window's count goes down by one (never below zero), and a cooldown started then is lifted, so the
 * student may try again at once.
 */
export async function refundLimits(limits: readonly AnyLimit[], now: Date): Promise<void> {
  const at = now.getTime();
  await Promise.all(
    limits.map(async (limit) => {
      try {
        if (limit.kind === 'escalating') {
          // The streak stays where it was before this hit, and its cooldown ends now.
          await db().send(
            new UpdateCommand({
              TableName: tableName(),
              Key: keys.rateLimitWindow(limit.scope, limit.subject, 0),
              UpdateExpression: 'SET #until = :at, #hits = #hits - :one',
              ConditionExpression: '#lastAt = :at AND #hits > :zero',
              ExpressionAttributeNames: { '#until': 'until', '#hits': 'hits', '#lastAt': 'lastAt' },
              ExpressionAttributeValues: { ':at': at, ':one': 1, ':zero': 0 },
            }),
          );
          return;
        }
        if (limit.kind === 'cooldown') {
          await db().send(
            new DeleteCommand({
              TableName: tableName(),
              Key: keys.rateLimitWindow(limit.scope, limit.subject, 0),
              ConditionExpression: '#until = :until',
              ExpressionAttributeNames: { '#until': 'until' },
              ExpressionAttributeValues: { ':until': at + limit.seconds * 1000 },
            }),
          );
          return;
        }
        await db().send(
          new UpdateCommand({
            TableName: tableName(),
            Key: keys.rateLimitWindow(limit.scope, limit.subject, windowOf(limit, at).start),
            UpdateExpression: 'ADD #count :minusOne',
            ConditionExpression: '#count > :zero',
            ExpressionAttributeNames: { '#count': 'count' },
            ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
          }),
        );
      } catch (error) {
        // Another hit already moved it: nothing of ours is left to give back.
        if (!isConditionFailure(error)) throw error;
      }
    }),
  );
}
