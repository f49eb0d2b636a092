import { SESClient, SendRawEmailCommand } from '@aws-sdk/client-ses';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { PRODUCT_DOMAIN } from '../../../shared/site-settings.ts';
import { resetConfigForTests } from '../config.ts';
import { encodeSender, sendEmail } from './ses.ts';

describe('encodeSender', () => {
  it('encodes a non-ASCII display name as RFC 2047 and leaves ASCII alone', () => {
    expect(encodeSender(`Ingresá <no-responder@${PRODUCT_DOMAIN}>`)).toBe(
      `=?UTF-8?B?SW5ncmVzw6E=?= <no-responder@${PRODUCT_DOMAIN}>`,
    );
    expect(encodeSender('Ingresa <a@b.com>')).toBe('Ingresa <a@b.com>');
    expect(encodeSender('a@b.com')).toBe('a@b.com');
  });
});

describe('sendEmail', () => {
  const ses = mockClient(SESClient);
  const saved = { ...process.env };
  const email = { to: 'estudiante@example.com', subject: 'Código', html: '<p>1</p>', text: '1' };
  afterEach(() => {
    process.env = { ...saved };
    resetConfigForTests();
    ses.reset();
  });

  it("sends with the stage's configuration set, so bounces and complaints reach its metrics", async () => {
    process.env.SES_CONFIGURATION_SET = 'ingresa-prod-mail';
    resetConfigForTests();
    await sendEmail(email);
    expect(ses.commandCalls(SendRawEmailCommand)[0]?.args[0].input.ConfigurationSetName).toBe(
      'ingresa-prod-mail',
    );
  });

  it('names no configuration set where there is none (locally)', async () => {
    delete process.env.SES_CONFIGURATION_SET;
    resetConfigForTests();
    await sendEmail(email);
    expect(ses.commandCalls(SendRawEmailCommand)[0]?.args[0].input).not.toHaveProperty(
      'ConfigurationSetName',
    );
  });

  it('sends a MIME message with both parts, to the address alone, carrying the headers asked for', async () => {
    process.env.MAIL_FROM = `Ingresá <no-responder@${PRODUCT_DOMAIN}>`;
    resetConfigForTests();
    await sendEmail({ ...email, headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } });
    const input = ses.commandCalls(SendRawEmailCommand)[0]?.args[0].input;
    expect(input?.Destinations).toEqual(['estudiante@example.com']);
    expect(input?.Source).toBe(`=?UTF-8?B?SW5ncmVzw6E=?= <no-responder@${PRODUCT_DOMAIN}>`);
    const raw = Buffer.from(input?.RawMessage?.Data ?? new Uint8Array()).toString('utf8');
    expect(raw).toMatch(/^From: =\?UTF-8\?B\?SW5ncmVzw6E=\?= <no-responder@ingresa\.com\.ar>\r\n/);
    expect(raw).toContain('\r\nTo: estudiante@example.com\r\n');
    expect(raw).toContain('\r\nList-Unsubscribe-Post: List-Unsubscribe=One-Click\r\n');
    expect(raw).toContain('Content-Type: text/plain; charset=UTF-8');
    expect(raw).toContain('Content-Type: text/html; charset=UTF-8');
  });
});
