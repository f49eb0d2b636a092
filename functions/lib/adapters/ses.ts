import { SESClient, SendRawEmailCommand } from '@aws-sdk/client-ses';
import { config } from '../config.ts';
import { buildMimeMessage } from '../mail/mime.ts';

export interface Email {
  to: string;
  subject: string;
  html?: string;
  text: string;
  /** Headers of our own, e.g. List-Unsubscribe on the mail a student may turn off. */
  headers?: Readonly<Record<string, string>>;
}

let client: SESClient | undefined;

/** SES wants a non-ASCII display name as an RFC 2047 encoded word: "Ingresá <a@b>" → "=?UTF-8?B?…?= <a@b>". */
export function encodeSender(from: string): string {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(from);
  if (!match) return from;
  const [, name = '', address] = match;
  if (/^[\x20-\x7e]*$/.test(name)) return from;
  return `=?UTF-8?B?${Buffer.from(name, 'utf8').toString('base64')}?= <${address}>`;
}

function ses(): SESClient {
  if (!client) {
    const { AWS_REGION, SES_ENDPOINT } = config();
    client = new SESClient({
      region: AWS_REGION,
      ...(SES_ENDPOINT ? { endpoint: SES_ENDPOINT } : {}),
      maxAttempts: 2,
    });
  }
  return client;
}

/**
 * Sends one e-mail through SES (the local SES when SES_ENDPOINT is set), with the stage's configuration
 * set where there is one, so its bounces and complaints reach CloudWatch (locally there is none). Always
 * as a raw MIME message: SendEmail cannot carry headers such as List-Unsubscribe, and one way to send
 * keeps every mail built alike.
 */
export async function sendEmail(email: Email): Promise<void> {
  const { MAIL_FROM, SES_CONFIGURATION_SET } = config();
  const from = encodeSender(MAIL_FROM);
  const raw = buildMimeMessage({
    from,
    to: email.to,
    subject: email.subject,
    text: email.text,
    ...(email.html === undefined ? {} : { html: email.html }),
    ...(email.headers ? { headers: email.headers } : {}),
  });
  await ses().send(
    new SendRawEmailCommand({
      Source: from,
      Destinations: [email.to],
      ...(SES_CONFIGURATION_SET ? { ConfigurationSetName: SES_CONFIGURATION_SET } : {}),
      RawMessage: { Data: Buffer.from(raw, 'utf8') },
    }),
  );
}
