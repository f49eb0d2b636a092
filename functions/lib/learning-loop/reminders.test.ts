import { describe, expect, it } from 'vitest';
import { SUPPORT_EMAIL } from '../../../shared/site-settings.ts';
import { reminderEmail } from './reminders.ts';
import { unsubscribeToken, userOfToken } from './unsubscribe.ts';

const key = 'k'.repeat(40);

describe('the unsubscribe token', () => {
  it('names the student it was made for', () => {
    expect(userOfToken(key, unsubscribeToken(key, 'alumno_12345678'))).toBe('alumno_12345678');
  });

  it('is refused when altered, made with another key or made up', () => {
    const token = unsubscribeToken(key, 'alumno_12345678');
    const other = Buffer.from('otro_alumno_1234').toString('base64url');
    expect(userOfToken(key, `${other}.${token.split('.')[1]}`)).toBeUndefined();
    expect(userOfToken('x'.repeat(40), token)).toBeUndefined();
    expect(userOfToken(key, 'nada')).toBeUndefined();
  });
});

describe('the reminder e-mail', () => {
  const facts = {
    to: 'ana@ejemplo.com.ar',
    siteUrl: 'https://ingresa.test',
    unsubscribeUrl: 'https://ingresa.test/recordatorios/baja?token=abc.def',
    oneClickUrl: 'https://ingresa.test/api/practice/reminders/unsubscribe?token=abc.def',
    goal: 20,
    done: 12,
    streak: 4,
    reviewsDue: 3,
  };

  it('says what is missing, the streak at stake and the review waiting, in voseo', () => {
    const mail = reminderEmail(facts);
    expect(mail.subject).toBe('Te faltan 8 ejercicios para no cortar tu racha de 4 días');
    expect(mail.text).toContain('Tu meta es de 20 ejercicios por día y hoy llevás 12.');
    expect(mail.text).toContain('cumpliéndola 4 días seguidos');
    expect(mail.text).toContain('tenés 3 ejercicios para repasar');
  });

  it('carries the way out as a link in the HTML and as an address in the text', () => {
    const mail = reminderEmail({ ...facts, streak: 0, reviewsDue: 0 });
    expect(mail.subject).toBe('Te faltan 8 ejercicios para tu meta de hoy');
    expect(mail.html).toContain(
      '<a href="https://ingresa.test/recordatorios/baja?token=abc.def" style="color:#0842b8">dejar de recibir el recordatorio</a>',
    );
    expect(mail.text).toContain(
      'Para no recibirlo más: https://ingresa.test/recordatorios/baja?token=abc.def',
    );
  });

  it('lets the mail client offer a one-click unsubscribe (RFC 8058), with a mailto for the others', () => {
    expect(reminderEmail(facts).headers).toEqual({
      'List-Unsubscribe': `<https://ingresa.test/api/practice/reminders/unsubscribe?token=abc.def>, <mailto:${SUPPORT_EMAIL}?subject=Baja%20del%20recordatorio%20diario>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});
