import { describe, expect, it } from 'vitest';
import { checkoutToResume } from './checkout-to-resume.ts';

const link = 'https://mp.example/checkout/preapproval/pa-1';
const remembered = {
  initPoint: link,
  planId: 'annual' as const,
  planName: 'Plan Premium',
  email: 'ana@ejemplo.com.ar',
};
const server = { planId: 'weekly' as const, planName: 'Plan Semanal', initPoint: `${link}-server` };

describe('checkoutToResume', () => {
  it('offers the remembered link when there is no session to ask', () => {
    expect(checkoutToResume(remembered, null, null)).toEqual({
      planId: 'annual',
      planName: 'Plan Premium',
      initPoint: link,
    });
  });

  it('follows the session over the remembered link', () => {
    expect(checkoutToResume(remembered, { pendingCheckout: server }, null)).toEqual(server);
  });

  it('offers nothing when the session says the link can no longer be paid', () => {
    expect(checkoutToResume(remembered, { pendingCheckout: null }, null)).toBeNull();
  });

  it('offers the session’s checkout in a tab that remembers none', () => {
    expect(checkoutToResume(null, { pendingCheckout: server }, null)).toEqual(server);
  });

  it('does not offer again a link the student dismissed', () => {
    expect(checkoutToResume(remembered, null, link)).toBeNull();
    expect(checkoutToResume(null, { pendingCheckout: server }, server.initPoint)).toBeNull();
  });

  it('offers nothing with neither a link nor a session', () => {
    expect(checkoutToResume(null, null, null)).toBeNull();
  });
});
