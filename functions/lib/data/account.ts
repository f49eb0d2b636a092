import { BatchWriteCommand, DeleteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../../shared/api/zod.ts';
import { type Entity, entities } from '../../../shared/data/entities.ts';
import { db, queryAll, tableName } from './client.ts';
import { parseItems } from './items.ts';

/** An entity whose partition `<prefix><userId>` holds only one student's items (ADR 0093). */
export type StudentEntity = {
  [Name in Entity]: (typeof entities)[Name]['deletion'] extends 'partition' ? Name : never;
}[Entity];

/** An entity whose items of a student's are deleted one by one, each found by its key (ADR 0093). */
export type ByKeyEntity = {
  [Name in Entity]: (typeof entities)[Name]['deletion'] extends 'byKey' ? Name : never;
}[Entity];

export const byKeyEntities = (Object.keys(entities) as Entity[]).filter(
  (entity): entity is ByKeyEntity => entities[entity].deletion === 'byKey',
);

export const studentEntities = (Object.keys(entities) as Entity[]).filter(
  (entity): entity is StudentEntity => entities[entity].deletion === 'partition',
);

/** Every partition that holds only this student's items, by entity. */
export function studentPartitions(userId: string): Record<StudentEntity, string> {
  const partitions: Partial<Record<StudentEntity, string>> = {};
  for (const entity of studentEntities) partitions[entity] = entities[entity].partition(userId);
  return partitions as Record<StudentEntity, string>;
}

/** Any item of the student's, whole: the export shows it and the deletion needs its key. */
const storedItemSchema = z.looseObject({ pk: z.string(), sk: z.string() });
export type StoredItem = z.infer<typeof storedItemSchema>;

/** Every item of one partition. */
export async function partitionItems(pk: string): Promise<StoredItem[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': pk },
  });
  return parseItems(storedItemSchema, items, 'student item');
}

/** Deletes items 25 at a time, retrying what DynamoDB leaves unprocessed. */
export async function deleteItems(items: readonly { pk: string; sk: string }[]): Promise<void> {
  for (let i = 0; i < items.length; i += 25) {
    let pending: Record<string, unknown>[] = items
      .slice(i, i + 25)
      .map(({ pk, sk }) => ({ DeleteRequest: { Key: { pk, sk } } }));
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
      if (attempt > 6) throw new Error('DynamoDB kept items unprocessed while deleting an account');
      const { UnprocessedItems } = await db().send(
        new BatchWriteCommand({ RequestItems: { [tableName()]: pending as never } }),
      );
      pending = (UnprocessedItems?.[tableName()] ?? []) as Record<string, unknown>[];
    }
  }
}

export async function deleteItem(key: { pk: string; sk: string }): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: key }));
}
