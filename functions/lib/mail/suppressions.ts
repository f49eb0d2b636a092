import type { SNSEvent } from 'aws-lambda';
import { emailSchema } from '../../../shared/api/common.ts';
import * as z from '../../../shared/api/zod.ts';
import { type MailSuppression, suppressAddress } from '../data/mail-suppressions.ts';
import type { Logger } from '../logger.ts';

const recipientSchema = z.looseObject({ emailAddress: z.string() });

/**
 * What SES publishes to SNS about a sent mail, in either of its shapes: identity notifications carry
 * `notificationType`, configuration-set event publishing carries `eventType`. Only what is read here.
 */
const sesNotificationSchema = z
  .looseObject({
    notificationType: z.string().optional(),
    eventType: z.string().optional(),
    bounce: z
      .looseObject({
        bounceType: z.string(),
        bounceSubType: z.string().optional(),
        bouncedRecipients: z.array(recipientSchema),
        timestamp: z.string().optional(),
      })
      .optional(),
    complaint: z
      .looseObject({
        complainedRecipients: z.array(recipientSchema),
        complaintFeedbackType: z.string().optional(),
        timestamp: z.string().optional(),
      })
      .optional(),
  })
  .refine((notification) => notification.notificationType ?? notification.eventType);

export interface Suppression {
  email: string;
  reason: MailSuppression['reason'];
  detail?: string | undefined;
  at: Date;
}

/** `Ana <ana@x.com>` or `ana@x.com`, as the product stores e-mails (trimmed, lowercase). */
function addressOf(recipient: string): string | undefined {
  const bracketed = /<([^>]+)>\s*$/.exec(recipient)?.[1];
  const parsed = emailSchema.safeParse(bracketed ?? recipient);
  return parsed.success ? parsed.data : undefined;
}

function dateOf(timestamp: string | undefined, fallback: Date): Date {
  const at = timestamp ? new Date(timestamp) : fallback;
  return Number.isNaN(at.getTime()) ? fallback : at;
}

/**
 * The addresses one SES notification says to stop mailing: every recipient of a permanent bounce
 * (the address does not exist or refuses mail for good) and of a complaint (marked as spam), unless
 * the complaint says "not spam". A transient or undetermined bounce (a full mailbox, a server down)
 * suppresses nothing: SES already retried, and the next code may well arrive.
 */
export function suppressionsIn(message: unknown, receivedAt: Date): Suppression[] {
  const parsed = sesNotificationSchema.safeParse(message);
  if (!parsed.success) return [];
  const notification = parsed.data;
  const type = notification.notificationType ?? notification.eventType;
  const recipients = (list: { emailAddress: string }[]) =>
    list.flatMap((recipient) => {
      const email = addressOf(recipient.emailAddress);
      return email ? [email] : [];
    });
  if (type === 'Bounce' && notification.bounce?.bounceType === 'Permanent') {
    const { bounce } = notification;
    const at = dateOf(bounce.timestamp, receivedAt);
    return recipients(bounce.bouncedRecipients).map((email) => ({
      email,
      reason: 'bounce' as const,
      detail: bounce.bounceSubType,
      at,
    }));
  }
  if (type === 'Complaint' && notification.complaint) {
    const { complaint } = notification;
    if (complaint.complaintFeedbackType === 'not-spam') return [];
    const at = dateOf(complaint.timestamp, receivedAt);
    return recipients(complaint.complainedRecipients).map((email) => ({
      email,
      reason: 'complaint' as const,
      detail: complaint.complaintFeedbackType,
      at,
    }));
  }
  return [];
}

export interface MailEventsReport {
  records: number;
  suppressed: number;
  /** Records that were not an SES notification at all (logged, not retried: they will not improve). */
  unreadable: number;
}

/**
 * Handles one SNS delivery of SES notifications: stores a suppression for every address that bounced
 * for good or complained. A storage failure throws, so Lambda delivers the event again; writing the
 * same suppression twice changes nothing.
 */
export async function recordMailEvents(
  event: SNSEvent,
  log: Logger,
  now = new Date(),
): Promise<MailEventsReport> {
  const report: MailEventsReport = { records: 0, suppressed: 0, unreadable: 0 };
  for (const record of event.Records ?? []) {
    report.records += 1;
    let message: unknown;
    try {
      message = JSON.parse(record.Sns?.Message ?? '');
    } catch {
      report.unreadable += 1;
      log.warn('SNS message is not JSON', { messageId: record.Sns?.MessageId });
      continue;
    }
    if (!sesNotificationSchema.safeParse(message).success) {
      report.unreadable += 1;
      log.warn('SNS message is not an SES notification', { messageId: record.Sns?.MessageId });
      continue;
    }
    const suppressions = suppressionsIn(message, dateOf(record.Sns?.Timestamp, now));
    for (const suppression of suppressions) {
      await suppressAddress(suppression.email, suppression);
      report.suppressed += 1;
    }
    if (suppressions.length > 0)
      log.info('addresses suppressed', {
        messageId: record.Sns?.MessageId,
        reason: suppressions[0]?.reason,
        count: suppressions.length,
      });
  }
  return report;
}
