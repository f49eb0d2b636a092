import type { verifyCodeRequest } from '../../../shared/api/contracts/auth.ts';
import type * as z from '../../../shared/api/zod.ts';
import { challengesOf, countTry, type LoginChallenge, markUsed } from '../data/login-challenges.ts';
import { BadRequestError } from '../errors.ts';
import { consumeLimits } from '../rate-limit.ts';
import { secrets } from '../secrets.ts';
import { hashCode, sameDigest } from './crypto.ts';
import { MAX_CODE_ATTEMPTS, verifyLimits } from './limits.ts';
import { loginHolderHash } from './requester.ts';
import { type SignedIn, type SignInContext, signIn } from './sign-in.ts';

type Request = z.output<typeof verifyCodeRequest>;

const messages = {
  noCode: 'Este código ya no es válido. Pedí uno nuevo.',
  expired: 'El código venció. Pedí uno nuevo.',
  exhausted: 'Ingresaste mal el código demasiadas veces. Pedí uno nuevo.',
  wrong: (left: number) =>
    left === 1
      ? 'El código no es correcto. Te queda 1 intento.'
      : `El código no es correcto. Te quedan ${left} intentos.`,
};

/**
 * Checks a login code (counted before comparing, compared in constant time, used once) and signs the
 * student in. Each browser that asked holds a challenge of its own (ADR 0064): a try from it counts
 * against its own challenge's tries, and against the foreign tries of every other live challenge of the
 * e-mail, so a code typed from the newest mail works whoever asked for it, and nobody's guesses can
 * spend another browser's own tries.
 */
export async function verifyCode(
  { email, code, trial }: Request,
  context: Omit<SignInContext, 'trial'> & { now?: Date },
): Promise<SignedIn> {
  const now = context.now ?? new Date();
  await consumeLimits(verifyLimits(context.ip), now);

  const holderHash = loginHolderHash(context.cookies);
  const unused = (await challengesOf(email, now)).filter((challenge) => challenge.usedAt === undefined);
  const own = holderHash === undefined ? undefined : unused.find((c) => c.holderHash === holderHash);
  const live = (challenge: LoginChallenge) =>
    challenge.expiresAt > now.getTime() && challenge.attempts < MAX_CODE_ATTEMPTS;
  const others = unused.filter((challenge) => challenge !== own && live(challenge));
  if (!(own && live(own)) && others.length === 0) throw new BadRequestError(noLiveCode(own, unused, now));

  const [ownTry, ...foreignTries] = await Promise.all([
    own && live(own) ? countTry(email, own, 'own', MAX_CODE_ATTEMPTS) : undefined,
    ...others.map((challenge) => countTry(email, challenge, 'foreign', MAX_CODE_ATTEMPTS)),
  ]);
  const counted = [ownTry, ...foreignTries].filter((challenge) => challenge !== undefined);
  const { sessionKey } = await secrets();
  const match = counted.find((challenge) =>
    sameDigest(hashCode(sessionKey, email, challenge.challengeId, code), challenge.codeHash),
  );
  if (!match) {
    const left = ownTry
      ? MAX_CODE_ATTEMPTS - ownTry.attempts
      : Math.max(0, ...foreignTries.map((c) => (c ? MAX_CODE_ATTEMPTS - c.foreignAttempts : 0)));
    throw new BadRequestError(left <= 0 ? messages.exhausted : messages.wrong(left));
  }
  if (!(await markUsed(email, match, now))) throw new BadRequestError(messages.noCode);
  return signIn(email, sessionKey, { ...context, trial }, now);
}

/** Why no code of the e-mail can be tried: this browser's own code ran out of tries or time, or none is left. */
function noLiveCode(own: LoginChallenge | undefined, unused: readonly LoginChallenge[], now: Date): string {
  if (own && own.attempts >= MAX_CODE_ATTEMPTS) return messages.exhausted;
  const expired = (challenge: LoginChallenge) =>
    challenge.expiresAt <= now.getTime() && challenge.attempts < MAX_CODE_ATTEMPTS;
  if (own ? expired(own) : unused.some(expired)) return messages.expired;
  return messages.noCode;
}
