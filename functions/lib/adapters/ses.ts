import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import { config } from '../config.ts';

export interface Email {
  to: string;
  subject: string;
  html: string;
  text: string;
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
 * set where there is one, so its bounces and complaints reach CloudWatch (locally there is none).
 */
export async function sendEmail(email: Email): Promise<void> {
  const { MAIL_FROM, SES_CONFIGURATION_SET } = config();
  await ses().send(
    new SendEmailCommand({
      Source: encodeSender(MAIL_FROM),
      ...(SES_CONFIGURATION_SET ? { ConfigurationSetName: SES_CONFIGURATION_SET } : {}),
      Destination: { ToAddresses: [email.to] },
      Message: {
        Subject: { Data: email.subject, Charset: 'UTF-8' },
        Body: { Html: { Data: email.html, Charset: 'UTF-8' }, Text: { Data: email.text, Charset: 'UTF-8' } },
      },
    }),
  );
}
