import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { queryAll } from '../../functions/lib/data/client.ts';
import { keys, RANKING_SHARDS, rankingShardOf } from '../../functions/lib/data/keys.ts';
import { TooManyRequestsError } from '../../functions/lib/errors.ts';
import { consumeLimits, type Limit } from '../../functions/lib/rate-limit.ts';
import { pointAtLocalServices } from './environment.ts';

pointAtLocalServices();

describe('shared counters under concurrency', () => {
  it('counts 60 hits at the same moment on one limit, refusing none below the limit and every one above it', async () => {
    const subject = `school-${randomUUID()}`;
    const limit: Limit = {
      kind: 'window',
      scope: 'hot-test',
      subject,
      max: 50,
      seconds: 3600,
      message: (wait) => `Esperá ${wait}.`,
    };
    const now = new Date();

    const outcomes = await Promise.allSettled(Array.from({ length: 60 }, () => consumeLimits([limit], now)));

    const refused = outcomes.filter((o) => o.status === 'rejected');
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(50);
    expect(refused).toHaveLength(10);
    for (const outcome of refused) expect(outcome.reason).toBeInstanceOf(TooManyRequestsError);
  });

  it('spreads the national ranking over shards: a student always lands on the same one, students on all of them', () => {
    const shards = new Set(Array.from({ length: 400 }, (_, i) => rankingShardOf(`student-${i}-${i * 7919}`)));
    expect(shards.size).toBe(RANKING_SHARDS);
    expect(rankingShardOf('abc-123')).toBe(rankingShardOf('abc-123'));
    expect(keys.rankingHistogramShards('all')).toHaveLength(RANKING_SHARDS);
  });

  it('keeps no histogram item without a shard', async () => {
    expect(
      await queryAll({
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': 'RANK#all' },
      }),
    ).toEqual([]);
  });
});
