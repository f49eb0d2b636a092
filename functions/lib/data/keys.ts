import { type Entity, entities } from '../../../shared/data/entities.ts';

export { RANKING_SHARDS, rankingShardOf } from '../../../shared/data/entities.ts';

type EntityKeys = (typeof entities)[Entity]['keys'];
type Merged<Union> = (Union extends unknown ? (all: Union) => void : never) extends (all: infer All) => void
  ? All
  : never;

/**
 * Every access pattern's key, named once in its entity's declaration (shared/data/entities.ts) and
 * merged here. Handlers call these and never build `pk`/`sk` themselves; entities.test.ts fails when
 * two entities name a pattern alike.
 */
export const keys: Merged<EntityKeys> = Object.assign(
  {},
  ...Object.values(entities).map((entity) => entity.keys),
);

/** Epoch seconds for the `ttl` attribute; DynamoDB deletes late, so every read checks expiry itself. */
export function ttlFrom(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

export function isExpired(item: { ttl?: number } | undefined, now = new Date()): boolean {
  return item?.ttl !== undefined && item.ttl * 1000 <= now.getTime();
}
