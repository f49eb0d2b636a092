import type * as z from '../api/zod.ts';

/**
 * How deleting a student's account (Ley 25.326) reaches an entity's items:
 * - `partition`: the partition `<prefix><userId>` holds only that student's items and goes whole;
 * - `byKey`: the student's items sit in partitions of their own kind and are deleted one by one;
 * - `kept`: the entity holds nothing of a deleted student, or keeps it on purpose (its declaration says why).
 */
export type AccountDeletion = 'partition' | 'byKey' | 'kept';

/** A key builder: the key (or key range) of one access pattern, from its ids. */
type KeyBuilder = (...ids: never[]) => unknown;

/** `<prefix><id>`: a partition key of the entity; the whole prefix for one without `#` (HEALTH). */
export type Partition = (id?: string | number) => string;

export interface EntityDeclaration<
  Prefix extends string = string,
  Deletion extends AccountDeletion = AccountDeletion,
  Keys = Record<string, KeyBuilder>,
> {
  /** The partition-key prefix: the unit IAM grants (`dynamodb:LeadingKeys`) and the local check reads. */
  prefix: Prefix;
  deletion: Deletion;
  partition: Partition;
  /** The entity's access patterns, each named once: `keys.ts` merges every entity's into one object. */
  keys: Keys;
}

/**
 * Declares one stored entity (ADR 0093): its prefix, how account deletion reaches it and the keys of
 * its access patterns, each built on `partition` so no key can leave the entity's prefix.
 */
export function defineEntity<
  const Prefix extends string,
  const Deletion extends AccountDeletion,
  Keys extends Record<string, KeyBuilder>,
>(input: {
  prefix: Prefix;
  deletion: Deletion;
  keys: (partition: Partition) => Keys;
}): EntityDeclaration<Prefix, Deletion, Keys> {
  const partition: Partition = (id = '') => `${input.prefix}${id}`;
  return { prefix: input.prefix, deletion: input.deletion, partition, keys: input.keys(partition) };
}

/** A stable shard in `0..shards-1` for a student, for an entity whose partitions several students share. */
export function shardOf(userId: string, shards: number): number {
  let hash = 0;
  for (let i = 0; i < userId.length; i++) hash = (hash * 31 + userId.charCodeAt(i)) >>> 0;
  return hash % shards;
}

/**
 * One kind of item an entity stores, its zod schema built by `build`, declared in the entity's module
 * beside its keys. Call it as `/* @__PURE__ *\/ itemSchema(() => z.object({ ... }))`: every bundle
 * imports the entity's module for its keys, and the annotation lets esbuild drop each schema from a
 * bundle that never reads it (`entities.test.ts` bundles `keys.ts` to check that none stays).
 */
export function itemSchema<const Schema extends z.ZodType>(build: () => Schema): Schema {
  return build();
}
