import { describe, expect, it } from 'vitest';
import { PRODUCTION_SITE_URL } from '../../../shared/site-settings.ts';
import {
  accessActivatedEmail,
  accessEndingEmail,
  paymentFailedEmail,
  renewalReminderEmail,
} from './emails.ts';

const base = { to: 'alumna@ejemplo.com', siteUrl: PRODUCTION_SITE_URL };

describe('lifecycle e-mails', () => {
  const mails = [
    accessActivatedEmail({
      ...base,
      planId: 'annual',
      expirationDate: '2027-11-25T12:00:00Z',
      renews: true,
      amount: 42440,
    }),
    renewalReminderEmail({ ...base, planId: 'weekly', chargeDate: '2026-12-02T12:00:00Z', amount: 6050 }),
    accessEndingEmail({ ...base, planId: 'weekly', expirationDate: '2026-12-02T12:00:00Z' }),
    paymentFailedEmail({
      ...base,
      planId: 'weekly',
      amount: 6050,
      firstPayment: true,
      retryUrl: 'https://mp/x',
    }),
  ];

  it('each has a subject, an HTML part and a plain-text part with the same content', () => {
    for (const mail of mails) {
      expect(mail.subject.length).toBeGreaterThan(10);
      expect(mail.html).toContain('<html lang="es-AR">');
      expect(mail.text).toContain('— El equipo de Ingresá');
    }
  });

  it('speaks with voseo, in pesos and Argentine dates', () => {
    expect(mails[0]?.text).toContain('¡Ya podés empezar a prepararte!');
    expect(mails[0]?.text).toContain('$ 42.440');
    expect(mails[1]?.subject).toBe('Tu Plan Semanal se renueva el 02/12/2026');
    expect(mails[3]?.text).toContain('Revisá que tu tarjeta');
    expect(mails[3]?.text).toContain('Intentar de nuevo: https://mp/x');
  });

  it('says a plan ends without claiming the student cancelled one they never cancelled', () => {
    expect(mails[2]?.text).toContain('Cancelaste la renovación de tu Plan Semanal');
    const mail = accessEndingEmail({
      ...base,
      planId: 'weekly',
      expirationDate: '2026-12-02T12:00:00Z',
      cancelledByStudent: false,
    });
    expect(mail.text).toContain(
      'Tu Plan Semanal no se renueva, así que no se te va a cobrar de nuevo y podés seguir estudiando hasta el 02/12/2026.',
    );
    expect(mail.text).not.toContain('Cancelaste');
  });

  it('escapes what it puts into HTML', () => {
    const mail = paymentFailedEmail({
      ...base,
      planId: 'weekly',
      amount: 1,
      firstPayment: true,
      retryUrl: 'https://x/?a=1&b="2"',
    });
    expect(mail.html).toContain('https://x/?a=1&amp;b=&quot;2&quot;');
  });
});
