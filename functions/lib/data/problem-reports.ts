import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type * as z from '../../../shared/api/zod.ts';
import type { problemReportItem } from '../../../shared/data/entities/problem-report.ts';
import { db, tableName } from './client.ts';
import { inboxKeys } from './inbox.ts';
import { keys } from './keys.ts';

export type ProblemReport = z.infer<typeof problemReportItem>;

/** A student's report about an exercise, kept per exercise for the content team to review. */
export async function saveProblemReport(report: ProblemReport): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.problemReport(report.exerciseId, report.createdAt, report.userId),
        ...inboxKeys('report', report.createdAt, `${report.exerciseId}#${report.userId}`),
        ...report,
      },
    }),
  );
}
