import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { resetConfigForTests } from '../config.ts';
import { encodeSender, sendEmail } from './ses.ts';

describe('encodeSender', () => {
  it('encodes a non-ASCII display name as RFC 2047 and leaves ASCII alone', () => {
    expect(encodeSender('Ingresá <no-responder@ingresa.com.ar>')).toBe(
      '=?UTF-8?B?SW5ncmVzw6E=?= <no-responder@ingresa.com.ar>',
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
    expect(ses.commandCalls(SendEmailCommand)[0]?.args[0].input.ConfigurationSetName).toBe(
      'ingresa-prod-mail',
    );
  });

  it('names no configuration set where there is none (locally)', async () => {
    delete process.env.SES_CONFIGURATION_SET;
    resetConfigForTests();
    await sendEmail(email);
    expect(ses.commandCalls(SendEmailCommand)[0]?.args[0].input).not.toHaveProperty('ConfigurationSetName');
  });
});
