import type { verifyCodeRequest, verifyCodeResponse } from '../../shared/api/contracts/auth.ts';
import type * as z from '../../shared/api/zod.ts';
import { MAX_CODE_ATTEMPTS, verifyLimits } from '../auth-send-verification/limits.ts';
import { hashCode, sameDigest } from '../lib/auth/crypto.ts';
import { startSession } from '../lib/auth/session.ts';
import {
  consumeChallenge,
  countAttempt,
  deleteChallenge,
  readChallenge,
} from '../lib/data/login-challenges.ts';
import { getSubscription, subscriptionSummary } from '../lib/data/subscriptions.ts';
import { findOrCreateUser } from '../lib/data/users.ts';
import { BadRequestError } from '../lib/errors.ts';
import { HttpResponse } from '../lib/http.ts';
import { consumeLimits } from '../lib/rate-limit.ts';
import { secrets } from '../lib/secrets.ts';

type Request = z.output<typeof verifyCodeRequest>;
type Response = z.input<typeof verifyCodeResponse>;

export const messages = {
  noCode: 'Este código ya no es válido. Pedí uno nuevo.',
  expired: 'El código venció. Pedí uno nuevo.',
  exhausted: 'Ingresaste mal el código demasiadas veces. Pedí uno nuevo.',
  wrong: (left: number) =>
    left === 1
      ? 'El código no es correcto. Te queda 1 intento.'
      : `El código no es correcto. Te quedan ${left} intentos.`,
};

/** Checks a login code (counted before comparing, compared in constant time, used once) and starts a session. */
export async function verifyCode(
  { email, code }: Request,
  context: { ip: string; now?: Date },
): Promise<HttpResponse<Response>> {
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
  return new HttpResponse(
    {
      success: true,
      message: '¡Listo! Ingresaste a tu cuenta.',
      user: { id: user.id, email: user.email, subscription },
    },
    { cookies: [cookie] },
  );
}
