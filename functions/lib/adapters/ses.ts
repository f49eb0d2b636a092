import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import { config } from '../config.ts';

export interface Email {
  to: string;
  subject: string;
  html: string;
  text: string;
}

let client: SESClient | undefined;

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

/** Sends one e-mail through SES (the local SES when SES_ENDPOINT is set). */
export async function sendEmail(email: Email): Promise<void> {
  await ses().send(
    new SendEmailCommand({
      Source: config().MAIL_FROM,
      Destination: { ToAddresses: [email.to] },
      Message: {
        Subject: { Data: email.subject, Charset: 'UTF-8' },
        Body: { Html: { Data: email.html, Charset: 'UTF-8' }, Text: { Data: email.text, Charset: 'UTF-8' } },
      },
    }),
  );
}
