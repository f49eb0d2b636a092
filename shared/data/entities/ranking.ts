import * as z from '../../api/zod.ts';
import { defineEntity, itemSchema, shardOf } from '../entity.ts';

/**
 * Each national ranking histogram is split in this many items, so its writes spread over partitions
 * and students moving at the same moment rarely touch the same item.
 */
export const RANKING_SHARDS = 8;

/** A student's ranking shard: stable, so the moves out of a bucket and into another land on the same item. */
export function rankingShardOf(userId: string): number {
  return shardOf(userId, RANKING_SHARDS);
}

/** A deleted student's totals leave the histogram they counted in (`removeFromRanking`). */
export const ranking = defineEntity({
  prefix: 'RANK#',
  deletion: 'byKey',
  keys: (pk) => {
    /** One shard of a scope's ranking histogram; a student always moves within their own shard. */
    const rankingHistogram = (scope: string, shard: number) => ({
      pk: pk(`${scope}#${shard}`),
      sk: 'HISTOGRAM',
    });
    return {
      rankingHistogram,
      /** Every shard of a scope's ranking histogram, to read and merge. */
      rankingHistogramShards: (scope: string) =>
        Array.from({ length: RANKING_SHARDS }, (_, shard) => rankingHistogram(scope, shard)),
    };
  },
});

/** A scope's ranking histogram: besides its key, only `b<bucket>` student counts. */
export const rankingHistogramItem = /* @__PURE__ */ itemSchema(() =>
  z.object({ pk: z.string(), sk: z.string() }).catchall(z.number()),
);
