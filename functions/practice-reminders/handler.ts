import type { Context } from 'aws-lambda';
import * as z from '../../shared/api/zod.ts';
import { config } from '../lib/config.ts';
import { type RemindersReport, sendReminders } from '../lib/learning-loop/reminders.ts';
import { createLogger } from '../lib/logger.ts';

config();

/** The scheduler sends nothing; a local run or a test may say what time it is. */
const eventSchema = z.object({ now: z.iso.datetime().optional() }).loose();

/** Runs every hour (EventBridge Scheduler), not behind the API; mails only from 19 to 22 h (Argentina). */
export async function handler(event: unknown, context: Context): Promise<RemindersReport> {
  const log = createLogger({ job: 'practice-reminders', awsRequestId: context.awsRequestId });
  const parsed = eventSchema.safeParse(event ?? {});
  const report = await sendReminders(
    parsed.success && parsed.data.now ? new Date(parsed.data.now) : new Date(),
    log,
  );
  log.info('practice reminders', { ...report });
  return report;
}
