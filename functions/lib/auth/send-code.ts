import type { sendVerificationRequest } from '../../../shared/api/contracts/auth.ts';
import type * as z from '../../../shared/api/zod.ts';
import { sendEmail } from '../adapters/ses.ts';
import { config } from '../config.ts';
import { newId } from '../data/ids.ts';
import { replaceChallenge } from '../data/login-challenges.ts';
import { getSubscription, hasAccess } from '../data/subscriptions.ts';
import { findUserByEmail } from '../data/users.ts';
import { ServiceUnavailableError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { consumeLimits, refundLimits } from '../rate-limit.ts';
import { secrets } from '../secrets.ts';
import { loginCodeEmail } from './code-email.ts';
import { generateCode, hashCode } from './crypto.ts';
import { CODE_VALIDITY_MINUTES, lookupLimits, sendLimits } from './limits.ts';

type Request = z.output<typeof sendVerificationRequest>;
/** Sent, or why a login did not go ahead: no account with that e-mail, or no active subscription. */
export type SendOutcome = 'sent' | 'user-not-found' | 'requires-subscription';

const SEND_FAILED_MESSAGE = 'No se pudo enviar el código de verificación';

/**
 * A login (no purpose) goes ahead only for an account with an active subscription; otherwise the
 * page is told why and asks again with purpose "checkout", which always sends a code.
 */
export async function sendVerification(
  { email, purpose }: Request,
  context: { ip: string; log: Logger; now?: Date },
): Promise<SendOutcome> {
  const now = context.now ?? new Date();
  if (purpose !== 'checkout') {
    await consumeLimits(lookupLimits(context.ip), now);
    const user = await findUserByEmail(email);
    if (!user) {
      return 'user-not-found';
    }
    if (!hasAccess(await getSubscription(user.id), now)) {
      return 'requires-subscription';
    }
  }

  const limits = sendLimits(email, context.ip);
  await consumeLimits(limits, now);
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
    // Nothing reached the student: the 60 s between codes and the hourly counts do not apply to it.
    await refundLimits(limits, now).catch((refundError: unknown) =>
      context.log.warn('could not give back the limits of a failed send', { error: String(refundError) }),
    );
    throw new ServiceUnavailableError(SEND_FAILED_MESSAGE, { cause });
  }
  if (config().STAGE === 'local')
    context.log.info('login code sent (shown on local stages only)', { email, code });
  return 'sent';
}
