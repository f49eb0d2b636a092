import { subjectIdSchema, topicIdSchema } from '../../../shared/api/common.ts';
import * as z from '../../../shared/api/zod.ts';

const count = z.number().default(0);

/** A student's totals for one scope (`TOTAL#all`, `TOTAL#<subject>`): every answer adds to them atomically. */
export const statTotalsSchema = z.object({ sk: z.string(), correct: count, total: count, seconds: count });

/** One study day's counters for one topic (`DAY#<day>#<subject>#<topic>`). */
export const dayCounterSchema = z.object({
  day: z.string(),
  subject: subjectIdSchema,
  topic: topicIdSchema,
  correct: count,
  total: count,
  seconds: count,
});

/** A scope's ranking histogram: besides its key, only `b<bucket>` student counts. */
export const histogramItemSchema = z.object({ pk: z.string(), sk: z.string() }).catchall(z.number());
