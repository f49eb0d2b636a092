import { describe, expect, it } from 'vitest';
import { afterLogin } from './after-login.ts';

const plan = { id: 'annual' as const, name: 'Plan Premium' };

describe('afterLogin', () => {
  it.each([
    ['active', { status: 'active', hasAccess: true }],
    ['cancelled with paid time left', { status: 'cancelled', hasAccess: true }],
    ['with a renewal Mercado Pago is still collecting', { status: 'active', hasAccess: true }],
  ])('sends a student whose plan is %s to the dashboard, even with a plan chosen', (_name, subscription) => {
    expect(afterLogin(subscription, plan)).toEqual({ kind: 'dashboard' });
    expect(afterLogin(subscription, null)).toEqual({ kind: 'dashboard' });
  });

  it('takes a student with a chosen plan and no access to checkout', () => {
    expect(afterLogin({ hasAccess: false }, plan)).toEqual({ kind: 'checkout', plan });
  });

  it('sends everyone else without access to choose a plan', () => {
    expect(afterLogin({ hasAccess: false }, null)).toEqual({ kind: 'plans' });
  });
});
