import type { Context, SNSEvent } from 'aws-lambda';
import { config } from '../lib/config.ts';
import { createLogger } from '../lib/logger.ts';
import { type MailEventsReport, recordMailEvents } from '../lib/mail/suppressions.ts';

config();

/** Invoked by SNS with SES bounce and complaint notifications, not behind the API. */
export async function handler(event: SNSEvent, context: Context): Promise<MailEventsReport> {
  const log = createLogger({ function: 'mail-events', awsRequestId: context.awsRequestId });
  return recordMailEvents(event, log);
}
