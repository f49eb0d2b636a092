import { describe, expect, it } from 'vitest';
import { requestMessage } from './wording.ts';

const base = { code: 'BAJ-7K3P9Q2M' } as const;

describe('what the student reads', () => {
  it('says a waiting request has a code and a link on its way, the same for every address', () => {
    expect(requestMessage({ ...base, kind: 'baja', status: 'awaiting-confirmation', outcome: null })).toBe(
      'Recibimos tu pedido. Tu código es BAJ-7K3P9Q2M. Si hay una cuenta de Ingresá con ese e-mail, te mandamos un enlace para confirmarlo: revisá tu correo.',
    );
  });

  it('says a refund in pesos and that access ended', () => {
    const message = requestMessage({
      code: 'ARR-7K3P9Q2M',
      kind: 'arrepentimiento',
      status: 'done',
      outcome: { applied: 'arrepentimiento', refundedAmount: 42440, accessUntil: null },
    });
    expect(message).toMatch(
      /^Listo\. Tu código es ARR-7K3P9Q2M\. Te devolvimos \$ 42\.440 por Mercado Pago y cancelamos tu suscripción/,
    );
  });

  it('says until when a baja keeps access, in an Argentine date', () => {
    const message = requestMessage({
      ...base,
      kind: 'baja',
      status: 'done',
      outcome: { applied: 'baja', refundedAmount: null, accessUntil: '2026-03-20T15:00:00Z' },
    });
    expect(message).toBe(
      'Listo. Tu código es BAJ-7K3P9Q2M. Dimos de baja tu suscripción: no se te va a cobrar de nuevo y podés seguir estudiando hasta el 20 de marzo de 2026.',
    );
  });

  it('explains an arrepentimiento with nothing to refund became a baja', () => {
    const message = requestMessage({
      code: 'ARR-7K3P9Q2M',
      kind: 'arrepentimiento',
      status: 'done',
      outcome: { applied: 'baja', refundedAmount: null, accessUntil: null },
    });
    expect(message).toContain(
      'No encontramos un pago de los últimos 10 días para devolver, así que dimos de baja tu suscripción: no se te va a cobrar de nuevo.',
    );
  });
});

describe('a withdrawal asked again', () => {
  const repeated = {
    code: 'ARR-7K3P9Q2M',
    kind: 'arrepentimiento',
    status: 'done',
  } as const;

  it('says what was already given back and when, and claims no new refund', () => {
    const message = requestMessage({
      ...repeated,
      outcome: {
        applied: 'arrepentimiento',
        refundedAmount: null,
        accessUntil: null,
        earlierRefund: { amount: 42440, refundedAt: '2026-03-04T02:30:00Z' },
      },
    });
    expect(message).toMatch(
      /^Listo\. Tu código es ARR-7K3P9Q2M\. Ya te devolvimos \$ 42\.440 por Mercado Pago el 3 de marzo de 2026 y tu suscripción ya estaba cancelada/,
    );
    expect(message).not.toMatch(/\. Te devolvimos/);
  });

  it('leaves the date out when Mercado Pago does not say it', () => {
    const message = requestMessage({
      ...repeated,
      outcome: {
        applied: 'arrepentimiento',
        refundedAmount: null,
        accessUntil: null,
        earlierRefund: { amount: 6050, refundedAt: null },
      },
    });
    expect(message).toContain(
      'Ya te devolvimos $ 6.050 por Mercado Pago y tu suscripción ya estaba cancelada',
    );
  });

  it('names both a new refund and one made before', () => {
    const message = requestMessage({
      ...repeated,
      outcome: {
        applied: 'arrepentimiento',
        refundedAmount: 6050,
        accessUntil: null,
        earlierRefund: { amount: 6050, refundedAt: '2026-03-04T15:00:00Z' },
      },
    });
    expect(message).toContain(
      'Te devolvimos $ 6.050 por Mercado Pago y cancelamos tu suscripción, así que tu acceso terminó. Antes ya te habíamos devuelto $ 6.050 por Mercado Pago el 4 de marzo de 2026.',
    );
  });
});
