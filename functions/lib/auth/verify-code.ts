import type { SessionUser, verifyCodeRequest } from '../../../shared/api/contracts/auth.ts';
import type * as z from '../../../shared/api/zod.ts';
import { consumeChallenge, countAttempt, deleteChallenge, readChallenge } from '../data/login-challenges.ts';
import { getSubscription, subscriptionSummary } from '../data/subscriptions.ts';
import { findOrCreateUser } from '../data/users.ts';
import { BadRequestError } from '../errors.ts';
import { consumeLimits } from '../rate-limit.ts';
import { secrets } from '../secrets.ts';
import { hashCode, sameDigest } from './crypto.ts';
import { MAX_CODE_ATTEMPTS, verifyLimits } from './limits.ts';
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
 * session: the student, and the cookie that carries the session.
 */
export async function verifyCode(
  { email, code }: Request,
  context: { ip: string; now?: Date },
): Promise<{ user: SessionUser; cookie: string }> {
  const now = context.now ?? new Date();
  await consumeLimits(verifyLimits(context.ip), now);

  const challenge = await countAttempt(email, MAX_CODE_ATTEMPTS);
  if (!challenge) {
    const spent = await readChallenge(email);
    if (spent) await deleteChallenge(email);
    throw new BadRequestError(spent ? messages.exhausted : messages.noCode);
  }
  if (challenge.expiresAt <= now.getTime()) {
    await deleteChallenge(email);
    throw new BadRequestError(messages.expired);
  }
  const { sessionKey } = await secrets();
  if (!sameDigest(hashCode(sessionKey, email, challenge.challengeId, code), challenge.codeHash)) {
    const left = MAX_CODE_ATTEMPTS - challenge.attempts;
    if (left <= 0) {
      await deleteChallenge(email);
      throw new BadRequestError(messages.exhausted);
    }
    throw new BadRequestError(messages.wrong(left));
  }
  if (!(await consumeChallenge(email, challenge.challengeId))) throw new BadRequestError(messages.noCode);

  const user = await findOrCreateUser(email, now);
  const subscription = subscriptionSummary(await getSubscription(user.id));
  const { cookie } = await startSession(user, now);
  return { user: { id: user.id, email: user.email, subscription }, cookie };
}
