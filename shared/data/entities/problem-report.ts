import * as z from '../../api/zod.ts';
import { problemReportReasons } from '../../domain/problem-reports.ts';
import { subjectIds } from '../../domain/subjects.ts';
import { defineEntity, itemSchema } from '../entity.ts';

/** Kept: a report is about an exercise, filed under it for the team. */
export const problemReport = defineEntity({
  prefix: 'REPORT#',
  deletion: 'kept',
  keys: (pk) => ({
    problemReport: (exerciseId: string, createdAt: string, userId: string) => ({
      pk: pk(exerciseId),
      sk: `${createdAt}#${userId}`,
    }),
  }),
});

/** A student's report about an exercise, as the team's inbox reads it. */
export const problemReportItem = /* @__PURE__ */ itemSchema(() =>
  z.object({
    exerciseId: z.string(),
    subject: z.enum(subjectIds),
    reason: z.enum(problemReportReasons),
    comment: z.string().optional(),
    userId: z.string(),
    createdAt: z.string(),
  }),
);
