import { describe, expect, it } from 'vitest';
import { generateCode, generateSessionToken, hashCode, hashSessionToken, sameDigest } from './crypto.ts';

describe('login codes', () => {
  it('are six digits, leading zeros kept, spread over the whole range', () => {
    const codes = Array.from({ length: 5000 }, generateCode);
    expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true);
    expect(codes.some((code) => code.startsWith('0'))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(4900);
  });

  it('are stored as an HMAC bound to the key, the e-mail and the challenge', () => {
    const base = hashCode('k'.repeat(32), 'ana@mail.com', 'c1', '123456');
    expect(base).not.toContain('123456');
    expect(hashCode('k'.repeat(32), 'ana@mail.com', 'c1', '123456')).toBe(base);
    expect(hashCode('x'.repeat(32), 'ana@mail.com', 'c1', '123456')).not.toBe(base);
    expect(hashCode('k'.repeat(32), 'otra@mail.com', 'c1', '123456')).not.toBe(base);
    expect(hashCode('k'.repeat(32), 'ana@mail.com', 'c2', '123456')).not.toBe(base);
  });

  it('compare digests only when equal in length and content', () => {
    expect(sameDigest('abc', 'abc')).toBe(true);
    expect(sameDigest('abc', 'abd')).toBe(false);
    expect(sameDigest('abc', 'abcd')).toBe(false);
  });
});

describe('session tokens', () => {
  it('carry 256 random bits and are stored only as a hash', () => {
    const token = generateSessionToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(generateSessionToken()).not.toBe(token);
    expect(hashSessionToken(token)).not.toBe(token);
    expect(hashSessionToken(token)).toBe(hashSessionToken(token));
  });
});
