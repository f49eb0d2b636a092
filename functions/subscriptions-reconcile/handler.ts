import type { Context } from 'aws-lambda';
import * as z from '../../shared/api/zod.ts';
import { config } from '../lib/config.ts';
import { createLogger } from '../lib/logger.ts';
import { budgetFrom } from '../lib/subscriptions/provider-calls.ts';
import { type ReconcileReport, reconcileSubscriptions } from '../lib/subscriptions/reconcile.ts';

config();

/** The scheduler sends nothing; a local run may say what time it is (to test reminders). */
const eventSchema = z.object({ now: z.iso.datetime().optional() }).loose();

/** Runs on a schedule (EventBridge Scheduler), not behind the API. */
export async function handler(event: unknown, context: Context): Promise<ReconcileReport> {
  const log = createLogger({ job: 'subscriptions-reconcile', awsRequestId: context.awsRequestId });
  const parsed = eventSchema.safeParse(event ?? {});
  const now = parsed.success && parsed.data.now ? new Date(parsed.data.now) : new Date();
  const report = await reconcileSubscriptions(budgetFrom(context.getRemainingTimeInMillis(), log), now);
  if (report.failed > 0) throw new Error(`reconciliation failed for ${report.failed} subscription(s)`);
  return report;
}
