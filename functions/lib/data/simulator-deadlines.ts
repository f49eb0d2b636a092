import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type * as z from '../../../shared/api/zod.ts';
import { simulatorDeadlineItem } from '../../../shared/data/entities/simulator-answer.ts';
import { db, tableName } from './client.ts';
import { parseItems } from './items.ts';
import { keys } from './keys.ts';

/** Whether a simulator still runs: its deadline, and whether it was handed in. */
export type SimulatorDeadline = z.infer<typeof simulatorDeadlineItem>;

/**
 * The deadlines of a student's newest simulators, newest first. The tutor asks only this, so it reads
 * them here rather than through simulators.ts, whose schemas (and the contracts behind them) would
 * otherwise ride in the chat's bundle.
 */
export async function newestSimulatorDeadlines(userId: string, limit: number): Promise<SimulatorDeadline[]> {
  const { Items } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.simulators(userId).pk },
      ProjectionExpression: 'id, deadline, completedAt',
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return parseItems(simulatorDeadlineItem, Items, 'simulator deadline');
}
