import { describe, expect, it } from 'vitest';
import { loginCodeEmail } from './code-email.ts';
import { CODE_VALIDITY_MINUTES } from './limits.ts';

describe('loginCodeEmail', () => {
  const link = 'https://ingresa.test/login/enlace#YW5hQG1haWwuY29t.abc_-123';
  const mail = loginCodeEmail('estudiante@example.com', '123456', link);

  it('puts the code in the subject, so it shows in the notification', () => {
    expect(mail.subject).toBe('123456 es tu código para ingresar a Ingresá');
  });

  it('has a plain-text part with the code on a line of its own, the link, and how long both last', () => {
    expect(mail.text).toMatch(/^\s+123456$/m);
    expect(mail.text).toContain(`\n${link}\n`);
    expect(mail.text).toContain(`valen por ${CODE_VALIDITY_MINUTES} minutos y sirven una sola vez`);
  });

  it('has an HTML part with the code and an "Ingresar" button to the link', () => {
    expect(mail.html).toContain('>123456</p>');
    expect(mail.html).toContain(`<a href="${link}"`);
    expect(mail.html).toMatch(/>Ingresar<\/a>/);
    expect(mail.html).toContain('lang="es-AR"');
  });

  it('carries the sign-in link and no other: no other anchor or address in either part', () => {
    for (const part of [mail.text, mail.html]) {
      const withoutLink = part.replaceAll(link, '');
      expect(part.match(/<a\b/gi)?.length ?? 0).toBeLessThanOrEqual(1);
      expect(withoutLink).not.toMatch(/https?:|www\.|mailto:/i);
      expect(withoutLink).not.toMatch(/\b[a-z0-9-]+\.(com|ar|net|org|test)\b/i);
    }
  });
});
