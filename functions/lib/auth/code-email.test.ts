import { describe, expect, it } from 'vitest';
import { loginCodeEmail } from './code-email.ts';
import { CODE_VALIDITY_MINUTES } from './limits.ts';

describe('loginCodeEmail', () => {
  const mail = loginCodeEmail('estudiante@example.com', '123456', 'https://ingresa.test');

  it('puts the code in the subject, so it shows in the notification', () => {
    expect(mail.subject).toBe('123456 es tu código para ingresar a Ingresá');
  });

  it('has a plain-text part with the code on a line of its own and how long it lasts', () => {
    expect(mail.text).toMatch(/^\s+123456$/m);
    expect(mail.text).toContain(`Vale por ${CODE_VALIDITY_MINUTES} minutos`);
  });

  it('has an HTML part with the code', () => {
    expect(mail.html).toContain('>123456</p>');
    expect(mail.html).toContain('lang="es-AR"');
  });

  it('carries no link at all: no anchor, no address of any kind, in either part', () => {
    for (const part of [mail.text, mail.html]) {
      expect(part).not.toMatch(/<a\b/i);
      expect(part).not.toMatch(/href=/i);
      expect(part).not.toMatch(/https?:|www\.|mailto:/i);
      expect(part).not.toMatch(/\b[a-z0-9-]+\.(com|ar|net|org)\b/i);
    }
  });
});
