import { describe, expect, it } from 'vitest';
import { WITHDRAWAL_DAYS } from '../../../../shared/api/contracts/consumer.ts';
import {
  answerView,
  longDateText,
  type RequestAnswer,
  receivedAtText,
  WITHDRAWAL_DAYS_TEXT,
} from './request-format.ts';

it('names the same number of days the server refunds within', () => {
  expect(WITHDRAWAL_DAYS_TEXT).toBe(`${WITHDRAWAL_DAYS} días corridos`);
});

const received = {
  code: 'BAJ-7K3P9Q2M',
  kind: 'baja',
  receivedAt: '2026-11-27T18:54:00.000Z',
} as const;

describe('receivedAtText', () => {
  it('says the day and the time in Argentina', () => {
    expect(receivedAtText('2026-11-27T18:54:00.000Z')).toBe('27/11/2026 a las 15:54');
  });

  it('moves past midnight to the next day in Argentina, not UTC', () => {
    expect(receivedAtText('2026-11-28T02:05:00.000Z')).toBe('27/11/2026 a las 23:05');
  });
});

describe('answerView', () => {
  it('asks to check the e-mail while the request awaits its confirmation', () => {
    const answer: RequestAnswer = { ...received, status: 'awaiting-confirmation', outcome: null };
    const view = answerView(answer, 'ana@example.com');
    expect(view.done).toBe(false);
    expect(view.title).toBe('Recibimos tu pedido de baja de servicio');
    expect(view.lines.join(' ')).toContain('el e-mail ana@example.com');
    expect(view.lines.join(' ')).toContain('Revisá tu e-mail para confirmarlo');
  });

  it('names the refunded amount in pesos after an arrepentimiento', () => {
    const answer: RequestAnswer = {
      ...received,
      code: 'ARR-7K3P9Q2M',
      kind: 'arrepentimiento',
      status: 'done',
      outcome: { applied: 'arrepentimiento', refundedAmount: 42_440, accessUntil: null },
    };
    const view = answerView(answer);
    expect(view.done).toBe(true);
    expect(view.lines[0]).toBe(
      'Te devolvimos $ 42.440 por Mercado Pago y cancelamos tu suscripción, así que tu acceso terminó.',
    );
  });

  it('names the last day of access after a baja', () => {
    const answer: RequestAnswer = {
      ...received,
      status: 'done',
      outcome: { applied: 'baja', refundedAmount: null, accessUntil: '2027-03-15T12:00:00.000Z' },
    };
    expect(answerView(answer).lines).toContain(
      `No te vamos a cobrar más y seguís estudiando hasta el ${longDateText('2027-03-15T12:00:00.000Z')}.`,
    );
    expect(longDateText('2027-03-15T12:00:00.000Z')).toBe('15 de marzo de 2027');
  });

  it('explains an arrepentimiento past the 10 days was taken as a baja', () => {
    const answer: RequestAnswer = {
      ...received,
      kind: 'arrepentimiento',
      status: 'done',
      outcome: { applied: 'baja', refundedAmount: null, accessUntil: null },
    };
    const view = answerView(answer);
    expect(view.lines[0]).toContain('lo tomamos como una baja');
    expect(view.lines).toContain('No te vamos a cobrar más.');
  });

  it('says a repeated withdrawal found the money already given back, and when, without a new refund', () => {
    const answer: RequestAnswer = {
      ...received,
      code: 'ARR-7K3P9Q2M',
      kind: 'arrepentimiento',
      status: 'done',
      outcome: {
        applied: 'arrepentimiento',
        refundedAmount: null,
        accessUntil: null,
        earlierRefund: { amount: 42_440, refundedAt: '2026-11-27T18:54:00.000Z' },
      },
    };
    const view = answerView(answer);
    expect(view.title).toBe('Ya te habíamos devuelto tu dinero');
    expect(view.lines[0]).toBe(
      'Ya te devolvimos $ 42.440 por Mercado Pago el 27 de noviembre de 2026 y tu suscripción ya estaba cancelada, así que tu acceso ya había terminado: esta vez no había nada más para devolver.',
    );
    expect(view.lines.join(' ')).not.toMatch(/(^|\. )Te devolvimos/);
  });

  it('says there was nothing to end when no subscription was found', () => {
    const answer: RequestAnswer = {
      ...received,
      status: 'done',
      outcome: { applied: 'none', refundedAmount: null, accessUntil: null },
    };
    expect(answerView(answer).lines.join(' ')).toContain('No encontramos una suscripción');
  });
});
