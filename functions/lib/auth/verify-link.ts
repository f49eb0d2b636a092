import type { verifyLinkRequest } from '../../../shared/api/contracts/auth.ts';
import type * as z from '../../../shared/api/zod.ts';
import { challengesOf, markUsed } from '../data/login-challenges.ts';
import { BadRequestError, HttpError } from '../errors.ts';
import { consumeLimits } from '../rate-limit.ts';
import { secrets } from '../secrets.ts';
import { sameDigest } from './crypto.ts';
import { verifyLimits } from './limits.ts';
import { type SignedIn, type SignInContext, signIn } from './sign-in.ts';
import { readSignInLink } from './sign-in-link.ts';

type Request = z.output<typeof verifyLinkRequest>;

export const linkMessages = {
  invalid: 'Este enlace para ingresar no es válido. Pedí un código nuevo para entrar.',
  used: 'Este enlace ya se usó: sirve una sola vez. Pedí un código nuevo para entrar.',
  expired: 'Este enlace venció: vale por 10 minutos. Pedí un código nuevo para entrar.',
} as const;

/**
 * Signs in whoever opened a login e-mail's link (ADR 0064): only that mailbox has its secret. It works
 * once and for 10 minutes (longer when a refused request pointed to this mail again), together with
 * the code beside it: whichever is used first, the other stops working. No tries are counted: 256
 * random bits are not guessed.
 */
export async function verifyLink(
  { token, trial }: Request,
  context: Omit<SignInContext, 'trial'> & { now?: Date },
): Promise<SignedIn> {
  const now = context.now ?? new Date();
  await consumeLimits(verifyLimits(context.ip), now);
  const link = readSignInLink(token);
  if (!link) throw new BadRequestError(linkMessages.invalid);
  const challenge = (await challengesOf(link.email, now)).find((candidate) =>
    sameDigest(candidate.linkHash, link.linkHash),
  );
  if (!challenge) throw new BadRequestError(linkMessages.invalid);
  if (challenge.usedAt !== undefined) throw new HttpError(410, linkMessages.used);
  if (challenge.linkExpiresAt <= now.getTime()) throw new HttpError(410, linkMessages.expired);
  if (!(await markUsed(link.email, challenge, now))) throw new HttpError(410, linkMessages.used);
  const { sessionKey } = await secrets();
  return signIn(link.email, sessionKey, { ...context, trial }, now);
}
