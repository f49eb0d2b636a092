import { describe, expect, it } from 'vitest';
import {
  deviceCookieAfterLogin,
  knownDevice,
  loginHolder,
  loginHolderHash,
  networkTag,
} from './requester.ts';

const key = 'k'.repeat(32);
const now = new Date('2030-05-01T12:00:00Z');
const pair = (setCookie: string) => setCookie.split(';')[0] as string;

describe('the login cookie', () => {
  it('is HttpOnly, Strict, only for /api/auth, lasts a day, and the challenge keeps only its hash', () => {
    const { cookie, holderHash } = loginHolder(undefined);
    expect(cookie).toMatch(
      /^ingresa_login=[A-Za-z0-9_-]{43}; HttpOnly; Secure; SameSite=Strict; Path=\/api\/auth; Max-Age=86400$/,
    );
    expect(loginHolderHash([pair(cookie)])).toBe(holderHash);
    expect(cookie).not.toContain(holderHash);
  });

  it('is kept by a browser that has one, so its next code replaces only its own', () => {
    const first = loginHolder(undefined);
    const again = loginHolder(['ingresa_device=x', pair(first.cookie)]);
    expect(again).toEqual(first);
    expect(loginHolder(['ingresa_login=short']).holderHash).not.toBe(first.holderHash);
    expect(loginHolder(undefined).holderHash).not.toBe(first.holderHash);
  });

  it('is ignored when missing or malformed', () => {
    expect(loginHolderHash(undefined)).toBeUndefined();
    expect(loginHolderHash(['ingresa_login=short'])).toBeUndefined();
  });
});

describe('the device cookie', () => {
  it('recognises the browser for the e-mail it was signed for, and no other', () => {
    const cookie = pair(deviceCookieAfterLogin(key, 'ana@mail.com', undefined, now));
    const device = knownDevice(key, 'ana@mail.com', [cookie], now);
    expect(device).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(knownDevice(key, 'otra@mail.com', [cookie], now)).toBeUndefined();
    expect(knownDevice('x'.repeat(32), 'ana@mail.com', [cookie], now)).toBeUndefined();
  });

  it('is long-lived, HttpOnly, Strict and only for /api/auth', () => {
    expect(deviceCookieAfterLogin(key, 'ana@mail.com', undefined, now)).toMatch(
      /^ingresa_device=[^;]+; HttpOnly; Secure; SameSite=Strict; Path=\/api\/auth; Max-Age=31536000$/,
    );
  });

  it('refuses a forged entry or a borrowed device id', () => {
    const cookie = pair(deviceCookieAfterLogin(key, 'ana@mail.com', undefined, now));
    const [id, entry] = cookie.slice('ingresa_device='.length).split('~') as [string, string];
    const forged = `ingresa_device=${id}~${entry.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))}`;
    expect(knownDevice(key, 'ana@mail.com', [forged], now)).toBeUndefined();
    const otherId = `ingresa_device=${'a'.repeat(22)}~${entry}`;
    expect(knownDevice(key, 'ana@mail.com', [otherId], now)).toBeUndefined();
  });

  it('expires after a year', () => {
    const cookie = pair(deviceCookieAfterLogin(key, 'ana@mail.com', undefined, now));
    const later = new Date(now.getTime() + 366 * 86_400_000);
    expect(knownDevice(key, 'ana@mail.com', [cookie], later)).toBeUndefined();
  });

  it('keeps one id per browser and remembers several accounts, renewing the one that logged in', () => {
    const first = pair(deviceCookieAfterLogin(key, 'ana@mail.com', undefined, now));
    const second = pair(deviceCookieAfterLogin(key, 'beto@mail.com', [first], now));
    const again = pair(deviceCookieAfterLogin(key, 'ana@mail.com', [second], now));
    const id = knownDevice(key, 'ana@mail.com', [first], now);
    expect(knownDevice(key, 'ana@mail.com', [again], now)).toBe(id);
    expect(knownDevice(key, 'beto@mail.com', [again], now)).toBe(id);
    expect(again.split('~')).toHaveLength(3);
  });

  it('is ignored when malformed', () => {
    expect(knownDevice(key, 'ana@mail.com', ['ingresa_device=<script>'], now)).toBeUndefined();
    expect(knownDevice(key, 'ana@mail.com', undefined, now)).toBeUndefined();
  });
});

describe('networkTag', () => {
  it('stores a network as a keyed hash, the same for the same network', () => {
    expect(networkTag(key, '198.51.100.7')).toBe(networkTag(key, '198.51.100.7'));
    expect(networkTag(key, '198.51.100.7')).not.toBe(networkTag(key, '198.51.100.8'));
    expect(networkTag(key, '198.51.100.7')).not.toContain('198');
  });
});
