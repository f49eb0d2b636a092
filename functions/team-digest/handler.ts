import type { Context } from 'aws-lambda';
import * as z from '../../shared/api/zod.ts';
import { config } from '../lib/config.ts';
import { createLogger } from '../lib/logger.ts';
import { type DigestReport, sendWeeklyDigest } from '../lib/team/digest.ts';

config();

/** The scheduler sends nothing; a local run may say what time it is. */
const eventSchema = z.object({ now: z.iso.datetime().optional() }).loose();

/** Runs once a week (EventBridge Scheduler), not behind the API. */
export async function handler(event: unknown, context: Context): Promise<DigestReport> {
  const log = createLogger({ job: 'team-digest', awsRequestId: context.awsRequestId });
  const parsed = eventSchema.safeParse(event ?? {});
  const report = await sendWeeklyDigest(
    parsed.success && parsed.data.now ? new Date(parsed.data.now) : new Date(),
  );
  log.info(report.sentTo ? 'team digest sent' : 'team digest not sent: no OPS_EMAIL', {
    counts: report.counts,
  });
  return report;
}
