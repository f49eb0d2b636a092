import { describe, expect, it } from 'vitest';
import { withinWithdrawalWindow } from './carry-out.ts';
import { confirmationToken, isRequestCode, newRequestCode, readConfirmationToken } from './codes.ts';

const KEY = 'k'.repeat(40);

describe('identification codes', () => {
  it('are the kind and 8 Crockford base32 characters', () => {
    expect(newRequestCode('arrepentimiento', Buffer.from([0, 0, 0, 0, 0]))).toBe('ARR-00000000');
    expect(newRequestCode('baja', Buffer.from([255, 255, 255, 255, 255]))).toBe('BAJ-ZZZZZZZZ');
    const code = newRequestCode('baja');
    expect(isRequestCode(code)).toBe(true);
    expect(code).not.toMatch(/[ILOU]/);
  });
});

describe('confirmation tokens', () => {
  const expiresAt = new Date('2026-03-10T12:00:00Z');

  it('name their request and expiry when the signature holds', () => {
    const token = confirmationToken(KEY, 'ARR-7K3P9Q2M', expiresAt);
    expect(token).toMatch(/^[A-Za-z0-9_.-]{20,400}$/);
    expect(readConfirmationToken(KEY, token)).toEqual({ code: 'ARR-7K3P9Q2M', expiresAt });
  });

  it('are refused when signed with another key, or when the code or expiry was changed', () => {
    const token = confirmationToken(KEY, 'ARR-7K3P9Q2M', expiresAt);
    expect(readConfirmationToken('x'.repeat(40), token)).toBeUndefined();
    expect(readConfirmationToken(KEY, token.replace('ARR-7K3P9Q2M', 'ARR-7K3P9Q2N'))).toBeUndefined();
    const [code, seconds, mac] = token.split('.');
    expect(readConfirmationToken(KEY, `${code}.${Number(seconds) + 3600}.${mac}`)).toBeUndefined();
    expect(readConfirmationToken(KEY, `${token}.extra`)).toBeUndefined();
  });
});

describe('the withdrawal window', () => {
  it('takes in charges up to 10 Argentine calendar days before the request was received', () => {
    const receivedAt = '2026-03-11T02:00:00Z'; // 10 March, 23:00 in Argentina
    expect(withinWithdrawalWindow('2026-02-28T03:00:00Z', receivedAt)).toBe(true); // 28 Feb, 00:00
    expect(withinWithdrawalWindow('2026-02-28T02:59:00Z', receivedAt)).toBe(false); // 27 Feb, 23:59
    expect(withinWithdrawalWindow('2026-03-12T12:00:00Z', receivedAt)).toBe(true);
  });
});
