import { createHmac, randomBytes } from 'node:crypto';
import type { ConsumerRequestKind } from '../../../shared/api/contracts/consumer.ts';
import { sameDigest } from '../auth/crypto.ts';

/** Crockford's base32: no I, L, O or U, so a code read aloud or copied by hand is not misread. */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const PREFIX: Record<ConsumerRequestKind, string> = { arrepentimiento: 'ARR', baja: 'BAJ' };
const CODE = /^(ARR|BAJ)-[0-9A-HJKMNP-TV-Z]{8}$/;

/** A fresh identification code, e.g. `ARR-7K3P9Q2M`: 40 random bits as 8 Crockford characters. */
export function newRequestCode(kind: ConsumerRequestKind, random: Buffer = randomBytes(5)): string {
  let bits = 0n;
  for (const byte of random.subarray(0, 5)) bits = (bits << 8n) | BigInt(byte);
  let body = '';
  for (let i = 0; i < 8; i++) {
    body = CROCKFORD.charAt(Number(bits & 31n)) + body;
    bits >>= 5n;
  }
  return `${PREFIX[kind]}-${body}`;
}

export const isRequestCode = (value: string) => CODE.test(value);

function mac(key: string, code: string, expiresAt: number): string {
  return createHmac('sha256', key).update(`consumer-request\n${code}\n${expiresAt}`).digest('base64url');
}

/**
 * The confirmation link's token, `<code>.<expiry in epoch seconds>.<HMAC>`: it names the request, and
 * only the server can have made it. The link is the proof the account's mailbox agreed.
 */
export function confirmationToken(key: string, code: string, expiresAt: Date): string {
  const seconds = Math.floor(expiresAt.getTime() / 1000);
  return `${code}.${seconds}.${mac(key, code, seconds)}`;
}

/** What a token names when its signature holds (expired or not: the caller decides); else undefined. */
export function readConfirmationToken(
  key: string,
  token: string,
): { code: string; expiresAt: Date } | undefined {
  const [code = '', seconds = '', signed = '', ...rest] = token.split('.');
  if (rest.length > 0 || !isRequestCode(code) || !/^\d{1,12}$/.test(seconds)) return undefined;
  if (!sameDigest(mac(key, code, Number(seconds)), signed)) return undefined;
  return { code, expiresAt: new Date(Number(seconds) * 1000) };
}
