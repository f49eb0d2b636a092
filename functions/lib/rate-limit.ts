import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
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
      message: (wait: string) => string;
    }
  | { kind: 'cooldown'; scope: string; subject: string; seconds: number; message: (wait: string) => string };

export function formatWait(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return s === 1 ? '1 segundo' : `${s} segundos`;
  const minutes = Math.ceil(s / 60);
  if (minutes < 60) return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? '1 hora' : `${hours} horas`;
}

/** Cancellation reasons carry the old item still marshalled ({ N: "…" }). */
function cooldownEnd(raw: unknown, fallback: number): number {
  const value = raw && typeof raw === 'object' && 'N' in raw ? Number((raw as { N: string }).N) : Number(raw);
  return Number.isFinite(value) ? value : fallback;
}

function windowOf(limit: Limit, now: number) {
  const size = limit.seconds * 1000;
  const start = Math.floor(now / size) * size;
  return { start, end: start + size };
}

/** Counts one hit against every limit at once: all count, or none does and the first tripped one answers 429. */
export async function consumeLimits(limits: readonly Limit[], now = new Date()): Promise<void> {
  const at = now.getTime();
  const items = limits.map((limit): TransactItem => {
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
    if (index === undefined) throw error;
    const limit = limits[index] as Limit;
    const waitMs =
      limit.kind === 'cooldown'
        ? cooldownEnd(cancellationReasons(error)?.[index]?.item?.until, at + limit.seconds * 1000) - at
        : windowOf(limit, at).end - at;
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    throw new TooManyRequestsError(limit.message(formatWait(seconds)), seconds);
  }
}

/**
 * Gives back a hit counted by `consumeLimits` at `now` when the work it paid for failed on our side: a
 * window's count goes down by one (never below zero), and a cooldown started then is lifted, so the
 * student may try again at once.
 */
export async function refundLimits(limits: readonly Limit[], now: Date): Promise<void> {
  const at = now.getTime();
  await Promise.all(
    limits.map(async (limit) => {
      try {
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
