import { type Entity, entityPrefixes, tableDefinition } from '../../../shared/data/table.ts';

/** The entities one DynamoDB call reads and writes, as IAM's `dynamodb:LeadingKeys` would see them. */
export interface TouchedEntities {
  reads: Entity[];
  writes: Entity[];
}

/** A call no route is granted (Scan, PartiQL, table management) or a key outside every entity. */
export class UngrantableCallError extends Error {}

type Input = Record<string, unknown>;

/**
 * Works out what a command touches from its partition keys (and, for an index query, the index's
 * entity). Reads: GetItem, BatchGetItem, TransactGetItems, Query and a transaction's ConditionCheck;
 * writes: PutItem, UpdateItem, DeleteItem, BatchWriteItem and a transaction's Put, Update and Delete.
 * Takes the input before or after marshalling (`'USER#1'` or `{ S: 'USER#1' }`).
 */
export function touchedEntities(commandName: string, input: Input): TouchedEntities {
  const touched = { reads: new Set<Entity>(), writes: new Set<Entity>() };
  const read = (key: unknown) => touched.reads.add(entityOfKey(key));
  const write = (key: unknown) => touched.writes.add(entityOfKey(key));
  const operation = commandName.replace(/Command$/, '');

  switch (operation) {
    case 'GetItem':
      read(input.Key);
      break;
    case 'PutItem':
      write(input.Item);
      break;
    case 'UpdateItem':
    case 'DeleteItem':
      write(input.Key);
      break;
    case 'Query':
      for (const entity of queriedEntities(input)) touched.reads.add(entity);
      break;
    case 'BatchGetItem':
      for (const request of tableRequests(input.RequestItems)) {
        for (const key of asArray((request as Input).Keys)) read(key);
      }
      break;
    case 'BatchWriteItem':
      for (const requests of tableRequests(input.RequestItems)) {
        for (const request of asArray(requests) as Input[]) {
          if (request.PutRequest) write((request.PutRequest as Input).Item);
          if (request.DeleteRequest) write((request.DeleteRequest as Input).Key);
        }
      }
      break;
    case 'TransactGetItems':
      for (const item of asArray(input.TransactItems) as Input[]) read((item.Get as Input | undefined)?.Key);
      break;
    case 'TransactWriteItems':
      for (const item of asArray(input.TransactItems) as Input[]) {
        if (item.Put) write((item.Put as Input).Item);
        if (item.Update) write((item.Update as Input).Key);
        if (item.Delete) write((item.Delete as Input).Key);
        if (item.ConditionCheck) read((item.ConditionCheck as Input).Key);
      }
      break;
    default:
      throw new UngrantableCallError(`${operation} is granted to no function`);
  }
  return { reads: [...touched.reads].sort(), writes: [...touched.writes].sort() };
}

/** The entity whose prefix starts a partition key; a prefix without `#` is the whole key (HEALTH). */
function entityOfPartitionKey(value: string): Entity {
  for (const [entity, prefix] of Object.entries(entityPrefixes) as [Entity, string][]) {
    if (prefix.endsWith('#') ? value.startsWith(prefix) : value === prefix) return entity;
  }
  throw new UngrantableCallError(`the partition key "${value}" belongs to no entity in shared/data/table.ts`);
}

function entityOfKey(key: unknown): Entity {
  const value = stringOf((key as Input | undefined)?.[tableDefinition.partitionKey]);
  if (value === undefined) throw new UngrantableCallError('a key without a string partition key');
  return entityOfPartitionKey(value);
}

/** A query reads the partition its key condition names; on an index, also that index's entity. */
function queriedEntities(input: Input): Entity[] {
  const indexName = input.IndexName as string | undefined;
  const index = tableDefinition.globalSecondaryIndexes.find((gsi) => gsi.indexName === indexName);
  if (indexName !== undefined && !index)
    throw new UngrantableCallError(`the index "${indexName}" is not in shared/data/table.ts`);
  const partitionKey = index?.partitionKey ?? tableDefinition.partitionKey;
  const value = partitionValue(input, partitionKey);
  if (value === undefined)
    throw new UngrantableCallError(`a query whose key condition names no ${partitionKey} value`);
  const entity = entityOfPartitionKey(value);
  return index && index.entity !== entity ? [index.entity, entity] : [entity];
}

/** The value compared with `partitionKey` in a KeyConditionExpression such as `#pk = :pk AND …`. */
function partitionValue(input: Input, partitionKey: string): string | undefined {
  const expression = (input.KeyConditionExpression as string | undefined) ?? '';
  const names = (input.ExpressionAttributeNames ?? {}) as Record<string, string>;
  const values = (input.ExpressionAttributeValues ?? {}) as Record<string, unknown>;
  for (const [, name, placeholder] of expression.matchAll(/(#?[A-Za-z_][\w]*)\s*=\s*(:[\w]+)/g)) {
    const attribute = name?.startsWith('#') ? names[name] : name;
    if (attribute === partitionKey) return stringOf(values[placeholder as string]);
  }
  return undefined;
}

function tableRequests(requestItems: unknown): unknown[] {
  return Object.values((requestItems ?? {}) as Record<string, unknown>);
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function stringOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  const marshalled = (value as { S?: unknown } | undefined)?.S;
  return typeof marshalled === 'string' ? marshalled : undefined;
}
