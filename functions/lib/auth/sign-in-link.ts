import { createHash, randomBytes } from 'node:crypto';
import { emailSchema } from '../../../shared/api/common.ts';

/**
 * The token of a login e-mail's sign-in link: the e-mail (base64url), which says where its challenge is
 * stored, a dot, and 256 random bits that only the mail carries. The challenge keeps only their hash.
 */
export function newSignInLink(email: string): { token: string; linkHash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { token: `${Buffer.from(email).toString('base64url')}.${secret}`, linkHash: hashLinkSecret(secret) };
}

export function hashLinkSecret(secret: string): string {
  return createHash('sha256').update(`login-link\n${secret}`).digest('base64url');
}

/** The e-mail and the hash of the secret a token carries; undefined when it is not one of ours. */
export function readSignInLink(token: string): { email: string; linkHash: string } | undefined {
  const [encoded = '', secret = '', ...rest] = token.split('.');
  if (rest.length > 0 || !/^[A-Za-z0-9_-]{43}$/.test(secret)) return undefined;
  const email = emailSchema.safeParse(Buffer.from(encoded, 'base64url').toString('utf8'));
  // The address must be written exactly as it is stored, so one mail has one token.
  if (!email.success || Buffer.from(email.data).toString('base64url') !== encoded) return undefined;
  return { email: email.data, linkHash: hashLinkSecret(secret) };
}
