import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

const CODE_LENGTH = 6;

/** Six digits from the OS's cryptographically secure generator, leading zeros kept. */
export function generateCode(): string {
  return randomInt(0, 10 ** CODE_LENGTH)
    .toString()
    .padStart(CODE_LENGTH, '0');
}

/** What is stored instead of the code: an HMAC bound to the e-mail and to this one challenge. */
export function hashCode(key: string, email: string, challengeId: string, code: string): string {
  return createHmac('sha256', key)
    .update(`login-code\n${email}\n${challengeId}\n${code}`)
    .digest('base64url');
}

export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** An opaque session token: 256 random bits, sent only in the cookie. */
export function generateSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Sessions are stored under this hash, so a leaked table does not hand out live tokens. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
