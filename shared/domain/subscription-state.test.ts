import { describe, expect, it } from 'vitest';
import {
  accessUntil,
  hasAccessNow,
  RENEWAL_GRACE_DAYS,
  type SubscriptionFacts,
  type SubscriptionState,
  subscriptionState,
} from './subscription-state.ts';

const now = new Date('2026-12-01T12:00:00.000Z');
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();

const cases: [string, SubscriptionFacts | undefined, SubscriptionState, boolean][] = [
  ['nothing bought', undefined, 'none', false],
  [
    'a checkout waiting for its payment',
    { status: 'pending', providerStatus: 'pending' },
    'checkout-pending',
    false,
  ],
  [
    'a renewing paid period',
    { status: 'active', providerStatus: 'authorized', expirationDate: inDays(20) },
    'active',
    true,
  ],
  [
    'a cancelled agreement with paid time left',
    {
      status: 'cancelled',
      providerStatus: 'cancelled',
      expirationDate: inDays(200),
      cancelAtPeriodEnd: true,
    },
    'cancelled-with-time',
    true,
  ],
  [
    'a link paid after the product cancelled it: active, not renewing',
    {
      status: 'active',
      providerStatus: 'cancelled',
      expirationDate: inDays(5),
      cancelAtPeriodEnd: true,
    },
    'active',
    true,
  ],
  [
    'that link once its period is over',
    {
      status: 'active',
      providerStatus: 'cancelled',
      expirationDate: inDays(-0.5),
      cancelAtPeriodEnd: true,
    },
    'ended',
    false,
  ],
  [
    'a renewal due a day ago that Mercado Pago is still collecting',
    { status: 'active', providerStatus: 'authorized', expirationDate: inDays(-1) },
    'renewal-overdue',
    true,
  ],
  [
    'a renewal overdue past the grace',
    { status: 'active', providerStatus: 'authorized', expirationDate: inDays(-RENEWAL_GRACE_DAYS - 0.01) },
    'ended',
    false,
  ],
  [
    'an agreement Mercado Pago cancelled after its declined retries',
    { status: 'cancelled', providerStatus: 'cancelled', expirationDate: inDays(-1), cancelAtPeriodEnd: true },
    'ended',
    false,
  ],
  [
    'a first payment that was declined',
    { status: 'failed', providerStatus: 'pending' },
    'payment-failed',
    false,
  ],
  [
    'a paid period that was given back',
    { status: 'cancelled', providerStatus: 'cancelled', cancelAtPeriodEnd: true, periodRefunded: true },
    'refunded',
    false,
  ],
  [
    'a checkout that was closed unpaid',
    { status: 'cancelled', providerStatus: 'cancelled', cancelAtPeriodEnd: true },
    'none',
    false,
  ],
];

describe('subscriptionState', () => {
  it.each(cases)('reads %s', (_name, facts, state, access) => {
    expect(subscriptionState(facts, now)).toBe(state);
    expect(hasAccessNow(facts, now)).toBe(access);
  });

  it('gives a renewing agreement the grace and a cancelled one exactly its paid period', () => {
    const end = inDays(-1);
    expect(accessUntil({ status: 'active', providerStatus: 'authorized', expirationDate: end })).toBe(
      inDays(-1 + RENEWAL_GRACE_DAYS),
    );
    expect(accessUntil({ status: 'cancelled', providerStatus: 'cancelled', expirationDate: end })).toBe(end);
    expect(accessUntil({ status: 'active', cancelAtPeriodEnd: true, expirationDate: end })).toBe(end);
    expect(accessUntil({ status: 'pending' })).toBeUndefined();
  });
});
