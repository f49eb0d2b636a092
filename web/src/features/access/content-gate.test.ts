import { describe, expect, it } from 'vitest';
import { decideAccess, needsAccess } from './content-gate.tsx';

const session = { userId: 'u1234567', email: 'ana@mail.com' };

describe('decideAccess', () => {
  it('sends a browser without user id or e-mail to login', () => {
    expect(
      decideAccess({ userId: null, email: 'a@b.c' }, { ok: true, status: 'active', hasAccess: true }),
    ).toBe('login');
  });

  it('sends a subscription that exists but is not active to plans', () => {
    expect(decideAccess(session, { ok: true, status: 'pending', hasAccess: false })).toBe('plans');
    expect(decideAccess(session, { ok: true, status: 'failed', hasAccess: false })).toBe('plans');
    expect(decideAccess(session, { ok: true, status: 'cancelled', hasAccess: false })).toBe('plans');
    expect(decideAccess(session, { ok: true, status: 'active', hasAccess: false })).toBe('plans');
  });

  it('lets in whatever the server says has access: active, cancelled with time left, renewal in grace', () => {
    expect(decideAccess(session, { ok: true, status: 'active', hasAccess: true })).toBe('allowed');
    expect(decideAccess(session, { ok: true, status: 'cancelled', hasAccess: true })).toBe('allowed');
  });

  it('lets in when there is no subscription or the check fails (the server still guards the content)', () => {
    expect(decideAccess(session, { ok: true, status: 'none', hasAccess: false })).toBe('allowed');
    expect(decideAccess(session, { ok: false, status: 500 })).toBe('allowed');
    expect(decideAccess(session, { ok: false, status: 0 })).toBe('allowed');
  });

  it('opens "Mi suscripción" to a signed-in student without access, and nothing else of the area', () => {
    const ended = { ok: true as const, status: 'cancelled', hasAccess: false };
    expect(decideAccess(session, ended, needsAccess('/content/suscripcion'))).toBe('allowed');
    expect(decideAccess(session, ended, needsAccess('/content/dashboard'))).toBe('plans');
    expect(decideAccess({ userId: null, email: null }, ended, needsAccess('/content/suscripcion'))).toBe(
      'login',
    );
  });

  it('sends an expired session back to login', () => {
    expect(decideAccess(session, { ok: false, status: 401 })).toBe('login');
  });
});
