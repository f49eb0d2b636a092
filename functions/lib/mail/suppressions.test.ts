import { describe, expect, it } from 'vitest';
import { formatMailbox, mailFromOf } from '../../../shared/site-settings.ts';
import { suppressionsIn } from './suppressions.ts';

const receivedAt = new Date('2030-06-01T12:00:00Z');
const mail = {
  timestamp: '2030-06-01T11:59:00.000Z',
  source: formatMailbox(mailFromOf('prod')),
  messageId: '0100018f-abc',
  destination: ['ana@ejemplo.com'],
};

/** An identity notification for a bounce, as SES publishes it to SNS (notificationType). */
const bounce = (bounceType: string, bounceSubType: string, ...emails: string[]) => ({
  notificationType: 'Bounce',
  bounce: {
    bounceType,
    bounceSubType,
    bouncedRecipients: emails.map((emailAddress) => ({
      emailAddress,
      action: 'failed',
      status: '5.1.1',
      diagnosticCode: 'smtp; 550 5.1.1 user unknown',
    })),
    timestamp: '2030-06-01T11:59:30.000Z',
    feedbackId: '0100018f-feedback',
    reportingMTA: 'dsn; a8-70.smtp-out.amazonses.com',
  },
  mail,
});

describe('suppressionsIn', () => {
  it('suppresses every recipient of a permanent bounce, as stored (lowercase), at the bounce time', () => {
    expect(
      suppressionsIn(bounce('Permanent', 'General', 'Ana@Ejemplo.com', 'beto@ejemplo.com'), receivedAt),
    ).toEqual([
      {
        email: 'ana@ejemplo.com',
        reason: 'bounce',
        detail: 'General',
        at: new Date('2030-06-01T11:59:30.000Z'),
      },
      {
        email: 'beto@ejemplo.com',
        reason: 'bounce',
        detail: 'General',
        at: new Date('2030-06-01T11:59:30.000Z'),
      },
    ]);
  });

  it('suppresses nothing for a transient or undetermined bounce (a full mailbox, a server down)', () => {
    expect(suppressionsIn(bounce('Transient', 'MailboxFull', 'ana@ejemplo.com'), receivedAt)).toEqual([]);
    expect(suppressionsIn(bounce('Undetermined', 'Undetermined', 'ana@ejemplo.com'), receivedAt)).toEqual([]);
  });

  it('suppresses the recipients of a complaint, read from configuration-set events (eventType) too', () => {
    const complaint = {
      eventType: 'Complaint',
      complaint: {
        complainedRecipients: [{ emailAddress: 'Ana <ana@ejemplo.com>' }],
        complaintFeedbackType: 'abuse',
        timestamp: '2030-06-01T11:59:40.000Z',
        feedbackId: '0100018f-complaint',
      },
      mail,
    };
    expect(suppressionsIn(complaint, receivedAt)).toEqual([
      {
        email: 'ana@ejemplo.com',
        reason: 'complaint',
        detail: 'abuse',
        at: new Date('2030-06-01T11:59:40.000Z'),
      },
    ]);
  });

  it('leaves alone a complaint that says "not spam", deliveries, and what is not an SES notification', () => {
    const notSpam = {
      notificationType: 'Complaint',
      complaint: {
        complainedRecipients: [{ emailAddress: 'ana@ejemplo.com' }],
        complaintFeedbackType: 'not-spam',
      },
    };
    expect(suppressionsIn(notSpam, receivedAt)).toEqual([]);
    expect(suppressionsIn({ notificationType: 'Delivery', delivery: {}, mail }, receivedAt)).toEqual([]);
    expect(suppressionsIn({ hello: 'world' }, receivedAt)).toEqual([]);
    expect(suppressionsIn('Bounce', receivedAt)).toEqual([]);
  });

  it('skips a recipient that is not an e-mail address and falls back to the delivery time', () => {
    const odd = bounce('Permanent', 'General', 'no es un mail', 'ana@ejemplo.com');
    odd.bounce.timestamp = 'ayer';
    expect(suppressionsIn(odd, receivedAt)).toEqual([
      { email: 'ana@ejemplo.com', reason: 'bounce', detail: 'General', at: receivedAt },
    ]);
  });
});
