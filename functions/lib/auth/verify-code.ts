import type { SessionUser, verifyCodeRequest } from '../../../shared/api/contracts/auth.ts';
import type * as z from '../../../shared/api/zod.ts';
import { UNKNOWN_NETWORK } from '../client-ip.ts';
import { consumeChallenge, countAttempt, deleteChallenge, readChallenge } from '../data/login-challenges.ts';
import { getSubscription, subscriptionSummary } from '../data/subscriptions.ts';
import { findOrCreateUser, rememberNetwork } from '../data/users.ts';
import { BadRequestError } from '../errors.ts';
import { recordMetrics } from '../metrics.ts';
import { consumeLimits } from '../rate-limit.ts';
import { secrets } from '../secrets.ts';
import { hashCode, sameDigest } from './crypto.ts';
import { MAX_CODE_ATTEMPTS, verifyLimits } from './limits.ts';
import { deviceCookieAfterLogin, loginHolderHash, networkTag } from './requester.ts';
import { startSession } from './session.ts';

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
 * Checks a login code (counted before comparing, compared in constant time, used once) and starts a
 * session: the student, the cookie that carries the session and the one that remembers this browser
 * as theirs. Tries from the browser that asked for the code and from anywhere else are counted apart,
 * so a stranger's guesses cannot spend the student's tries.
 */
export async function verifyCode(
  { email, code }: Request,
  context: { ip: string; cookies?: readonly string[] | undefined; now?: Date },
): Promise<{ user: SessionUser; cookie: string; deviceCookie: string }> {
  const now = context.now ?? new Date();
  await consumeLimits(verifyLimits(context.ip), now);

  const counted = await countAttempt(email, MAX_CODE_ATTEMPTS, loginHolderHash(context.cookies));
  if (!counted) {
    const spent = await readChallenge(email);
    throw new BadRequestError(spent ? messages.exhausted : messages.noCode);
  }
  const { challenge, own } = counted;
  if (challenge.expiresAt <= now.getTime()) {
    await deleteChallenge(email);
    throw new BadRequestError(messages.expired);
  }
  const { sessionKey } = await secrets();
  if (!sameDigest(hashCode(sessionKey, email, challenge.challengeId, code), challenge.codeHash)) {
    const left = MAX_CODE_ATTEMPTS - (own ? challenge.attempts : challenge.foreignAttempts);
    if (left <= 0) {
      // The asking browser used its own tries: the code is spent. Foreign tries only close themselves.
      if (own) await deleteChallenge(email);
      throw new BadRequestError(messages.exhausted);
    }
    throw new BadRequestError(messages.wrong(left));
  }
  if (!(await consumeChallenge(email, challenge.challengeId))) throw new BadRequestError(messages.noCode);

  const user = await findOrCreateUser(email, now);
  const subscription = subscriptionSummary(await getSubscription(user.id));
  if (context.ip !== UNKNOWN_NETWORK) await rememberNetwork(user.id, networkTag(sessionKey, context.ip), now);
  const { cookie } = await startSession(user, now);
  recordMetrics({ Logins: 1 }, { userId: user.id });
  return {
    user: { id: user.id, email: user.email, subscription },
    cookie,
    deviceCookie: deviceCookieAfterLogin(sessionKey, email, context.cookies, now),
  };
}
