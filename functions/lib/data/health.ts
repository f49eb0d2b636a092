import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { keys } from './keys.ts';

/** Reads the health item with a strongly consistent read: proves the table is there and answering. */
export async function probeTable(): Promise<{ table: string; latencyMs: number }> {
  const started = performance.now();
  await db().send(new GetCommand({ TableName: tableName(), Key: keys.health(), ConsistentRead: true }));
  return { table: tableName(), latencyMs: Math.round((performance.now() - started) * 10) / 10 };
}
