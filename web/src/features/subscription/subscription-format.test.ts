import { describe, expect, it } from 'vitest';
import type { Subscription } from '../../../../shared/api/contracts/subscriptions.ts';
import {
  canCancel,
  hasAccess,
  nextChargeText,
  otherPlan,
  paidUntilText,
  statusInWords,
} from './subscription-format.ts';

// Noon in Buenos Aires: the same calendar day whatever zone the test runs in.
const expirationDate = '2026-12-25T15:00:00.000Z';
const active: Subscription = {
  planId: 'weekly',
  planName: 'Plan Semanal',
  status: 'active',
  expirationDate,
  daysRemaining: 7,
  cancelAtPeriodEnd: false,
  nextChargeDate: expirationDate,
  nextChargeAmount: 6050,
  pendingCheckout: null,
  hasAccess: true,
  accessUntil: '2026-12-28T15:00:00.000Z',
  state: 'active',
};
const cancelled: Subscription = {
  ...active,
  status: 'cancelled',
  cancelAtPeriodEnd: true,
  nextChargeDate: null,
  nextChargeAmount: null,
  accessUntil: expirationDate,
  state: 'cancelled-with-time',
};
const cancelledEnded: Subscription = {
  ...cancelled,
  daysRemaining: 0,
  hasAccess: false,
  state: 'ended',
};
const none: Subscription = {
  planId: null,
  planName: null,
  status: 'none',
  expirationDate: null,
  daysRemaining: 0,
  hasAccess: false,
  accessUntil: null,
  state: 'none',
};

describe('statusInWords', () => {
  it.each([
    ['an active subscription', active, 'Activa'],
    ['a cancelled one with days left', cancelled, 'Cancelada — acceso hasta el 25/12/2026'],
    ['a cancelled one whose access ended', cancelledEnded, 'Terminó el 25/12/2026'],
    [
      'one cancelled at the period’s end, still active',
      { ...active, cancelAtPeriodEnd: true, state: 'cancelled-with-time' as const },
      'Cancelada — acceso hasta el 25/12/2026',
    ],
    [
      'a plan paid through a link the product had cancelled, active without renewing',
      {
        ...active,
        cancelAtPeriodEnd: true,
        nextChargeDate: null,
        nextChargeAmount: null,
        accessUntil: expirationDate,
      },
      'Activa — acceso hasta el 25/12/2026',
    ],
    [
      'a renewal Mercado Pago has not collected yet',
      { ...active, daysRemaining: 0, state: 'renewal-overdue' as const },
      'Renovación pendiente — acceso hasta el 28/12/2026',
    ],
    [
      'a period that ended',
      { ...active, daysRemaining: 0, hasAccess: false, state: 'ended' as const },
      'Terminó el 25/12/2026',
    ],
    [
      'a refunded period',
      { ...cancelledEnded, expirationDate: null, state: 'refunded' as const },
      'Pago devuelto — sin acceso',
    ],
    [
      'a pending payment',
      { ...none, status: 'pending' as const, state: 'checkout-pending' as const },
      'Pago pendiente',
    ],
    [
      'a rejected payment',
      { ...none, status: 'failed' as const, state: 'payment-failed' as const },
      'Pago rechazado',
    ],
    ['no subscription', none, 'Sin suscripción'],
  ])('reads %s', (_name, subscription, text) => {
    expect(statusInWords(subscription).text).toBe(text);
  });
});

describe('nextChargeText', () => {
  it('gives the date and the amount of a renewing subscription', () => {
    expect(nextChargeText(active)).toBe('25/12/2026 · $ 6.050');
  });

  it('says a cancelled subscription does not renew', () => {
    expect(nextChargeText(cancelled)).toBe('No se renueva');
  });

  it('says nothing is scheduled without a subscription', () => {
    expect(nextChargeText(none)).toBe('Sin cobros programados');
  });
});

describe('what the page offers', () => {
  it('offers cancelling only an active subscription that still renews', () => {
    expect(canCancel(active)).toBe(true);
    expect(canCancel({ ...active, cancelAtPeriodEnd: true })).toBe(false);
    expect(canCancel(cancelled)).toBe(false);
    expect(canCancel(none)).toBe(false);
  });

  it('counts a cancelled subscription with days left as access', () => {
    expect(hasAccess(cancelled)).toBe(true);
    expect(hasAccess(cancelledEnded)).toBe(false);
    expect(hasAccess({ ...none, status: 'pending', state: 'checkout-pending' })).toBe(false);
  });

  it('names the paid period’s end and the other plan', () => {
    expect(paidUntilText(active)).toBe('25/12/2026');
    expect(paidUntilText(none)).toBe('Sin período pago');
    expect(otherPlan(active)?.name).toBe('Plan Premium');
    expect(otherPlan(none)).toBeUndefined();
  });
});
