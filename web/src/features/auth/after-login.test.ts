import { describe, expect, it } from 'vitest';
import { afterLogin } from './after-login.ts';

const now = new Date('2026-06-01T12:00:00Z');
const plan = { id: 'annual' as const, name: 'Plan Premium' };

describe('afterLogin', () => {
  it('sends an active, unexpired subscriber to the dashboard', () => {
    expect(afterLogin({ status: 'active', expirationDate: '2026-07-01T00:00:00Z' }, plan, now)).toEqual({
      kind: 'dashboard',
    });
  });

  it('takes a student with a chosen plan to checkout when the subscription is not active or has ended', () => {
    expect(afterLogin({ status: 'active', expirationDate: '2026-05-01T00:00:00Z' }, plan, now)).toEqual({
      kind: 'checkout',
      plan,
    });
    expect(afterLogin({ status: 'none', expirationDate: null }, plan, now)).toEqual({
      kind: 'checkout',
      plan,
    });
  });

  it('sends everyone else to choose a plan', () => {
    expect(afterLogin({ status: 'pending', expirationDate: null }, null, now)).toEqual({ kind: 'plans' });
  });
});
