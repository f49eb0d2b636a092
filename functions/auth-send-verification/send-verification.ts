import type { sendVerificationRequest, sendVerificationResponse } from '../../shared/api/contracts/auth.ts';
import type * as z from '../../shared/api/zod.ts';
import { sendEmail } from '../lib/adapters/ses.ts';
import { generateCode, hashCode, newId } from '../lib/auth/crypto.ts';
import { config } from '../lib/config.ts';
import { replaceChallenge } from '../lib/data/login-challenges.ts';
import { getSubscription, hasAccess } from '../lib/data/subscriptions.ts';
import { findUserByEmail } from '../lib/data/users.ts';
import { ServiceUnavailableError } from '../lib/errors.ts';
import type { Logger } from '../lib/logger.ts';
import { consumeLimits } from '../lib/rate-limit.ts';
import { secrets } from '../lib/secrets.ts';
import { loginCodeEmail } from './email.ts';
import { CODE_VALIDITY_MINUTES, lookupLimits, sendLimits } from './limits.ts';

type Request = z.output<typeof sendVerificationRequest>;
type Response = z.input<typeof sendVerificationResponse>;

export const SEND_FAILED_MESSAGE = 'No se pudo enviar el código de verificación';

/**
 * A login (no purpose) goes ahead only for an account with an active subscription; otherwise the
 * page is told why and asks again with purpose "checkout", which always sends a code.
 */
export async function sendVerification(
  { email, purpose }: Request,
  context: { ip: string; log: Logger; now?: Date },
): Promise<Response> {
  const now = context.now ?? new Date();
  if (purpose !== 'checkout') {
    await consumeLimits(lookupLimits(context.ip), now);
    const user = await findUserByEmail(email);
    if (!user) {
      return { success: true, message: 'Todavía no tenés una cuenta con este email.', userNotFound: true };
    }
    if (!hasAccess(await getSubscription(user.id), now)) {
      return {
        success: true,
        message: 'Tu cuenta no tiene una suscripción activa.',
        requiresSubscription: true,
      };
    }
  }

  await consumeLimits(sendLimits(email, context.ip), now);
  const code = generateCode();
  const challengeId = newId();
  const { sessionKey } = await secrets();
  await replaceChallenge(email, {
    challengeId,
    codeHash: hashCode(sessionKey, email, challengeId, code),
    expiresAt: now.getTime() + CODE_VALIDITY_MINUTES * 60_000,
  });
  try {
    await sendEmail(loginCodeEmail(email, code, config().SITE_URL));
  } catch (cause) {
    throw new ServiceUnavailableError(SEND_FAILED_MESSAGE, { cause });
  }
  if (config().STAGE === 'local')
    context.log.info('login code sent (shown on local stages only)', { email, code });
  return { success: true, message: 'Te enviamos un código de 6 dígitos a tu email.' };
}
