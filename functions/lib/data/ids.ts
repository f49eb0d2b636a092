import { randomBytes } from 'node:crypto';

/** A random id for a stored item (a login challenge, a checkout's reference): 128 bits, URL-safe. */
export function newId(): string {
  return randomBytes(16).toString('base64url');
}
