import type { sendVerificationRequest } from '../../../shared/api/contracts/auth.ts';
import type * as z from '../../../shared/api/zod.ts';
import { SUPPORT_EMAIL } from '../../../shared/domain/contact.ts';
import { sendEmail } from '../adapters/ses.ts';
import { UNKNOWN_NETWORK } from '../client-ip.ts';
import { config } from '../config.ts';
import { newId } from '../data/ids.ts';
import { replaceChallenge } from '../data/login-challenges.ts';
import { findSuppression } from '../data/mail-suppressions.ts';
import { getSubscription, hasAccess } from '../data/subscriptions.ts';
import { findUserByEmail, isKnownNetwork, type User } from '../data/users.ts';
import { HttpError, ServiceUnavailableError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { consumeLimits, refundLimits } from '../rate-limit.ts';
import { secrets } from '../secrets.ts';
import { loginCodeEmail } from './code-email.ts';
import { generateCode, hashCode } from './crypto.ts';
import { CODE_VALIDITY_MINUTES, lookupLimits, type Requester, sendLimits } from './limits.ts';
import { knownDevice, networkTag, newLoginHolder } from './requester.ts';

type Request = z.output<typeof sendVerificationRequest>;
/** Sent, or why a login did not go ahead: no account with that e-mail, or no active subscription. */
export type SendOutcome = 'sent' | 'user-not-found' | 'requires-subscription';

const SEND_FAILED_MESSAGE = 'No se pudo enviar el código de verificación';
/**
 * The same for every suppressed address, account or not, and said before the account is looked up:
 * it tells nothing about an account, and nothing about why (a bounce or a complaint).
 */
export const SUPPRESSED_MESSAGE = `No podemos enviar correos a este email. Revisá que esté bien escrito o escribinos a ${SUPPORT_EMAIL}.`;

export interface SendContext {
  /** The requester's network (clientIp). */
  ip: string;
  /** The request's cookies: the device cookie recognises the owner's browser. */
  cookies?: readonly string[] | undefined;
  log: Logger;
  now?: Date;
}

/**
 * A login (no purpose) goes ahead only for an account with an active subscription; otherwise the
 * page is told why and asks again with purpose "checkout", which always sends a code. A sent code
 * comes with the cookie that marks this browser as the one that asked for it.
 */
export async function sendVerification(
  { email, purpose }: Request,
  context: SendContext,
): Promise<{ outcome: SendOutcome; cookies: string[] }> {
  const now = context.now ?? new Date();
  let user: User | undefined;
  if (purpose !== 'checkout') {
    // Suppression first: its answer must not depend on whether the account exists.
    await consumeLimits(lookupLimits(context.ip), now);
    await refuseSuppressed(email);
    user = await findUserByEmail(email);
    if (!user) return { outcome: 'user-not-found', cookies: [] };
    if (!hasAccess(await getSubscription(user.id), now))
      return { outcome: 'requires-subscription', cookies: [] };
  }

  const { sessionKey } = await secrets();
  const requester = await recognise(email, user, sessionKey, context, now);
  const limits = sendLimits(email, requester);
  await consumeLimits(limits, now);
  // A checkout request looks nothing up; the send limits it just counted pace its suppression check.
  if (purpose === 'checkout') await refuseSuppressed(email);
  const code = generateCode();
  const challengeId = newId();
  const holder = newLoginHolder();
  await replaceChallenge(email, {
    challengeId,
    codeHash: hashCode(sessionKey, email, challengeId, code),
    expiresAt: now.getTime() + CODE_VALIDITY_MINUTES * 60_000,
    holderHash: holder.holderHash,
  });
  try {
    await sendEmail(loginCodeEmail(email, code, config().SITE_URL));
  } catch (cause) {
    // Nothing reached the student: the wait between codes and the daily counts do not apply to it.
    await refundLimits(limits, now).catch((refundError: unknown) =>
      context.log.warn('could not give back the limits of a failed send', { error: String(refundError) }),
    );
    throw new ServiceUnavailableError(SEND_FAILED_MESSAGE, { cause });
  }
  if (config().STAGE === 'local')
    context.log.info('login code sent (shown on local stages only)', { email, code });
  return { outcome: 'sent', cookies: [holder.cookie] };
}

async function refuseSuppressed(email: string): Promise<void> {
  if (await findSuppression(email)) throw new HttpError(422, SUPPRESSED_MESSAGE);
}

/** The owner's browser by its signed cookie; else the owner's network, if the account logged in from it. */
async function recognise(
  email: string,
  knownUser: User | undefined,
  key: string,
  context: SendContext,
  now: Date,
): Promise<Requester> {
  const device = knownDevice(key, email, context.cookies, now);
  if (device) return { network: context.ip, device, recognised: true };
  if (context.ip === UNKNOWN_NETWORK) return { network: context.ip, recognised: false };
  const user = knownUser ?? (await findUserByEmail(email));
  const recognised = user ? await isKnownNetwork(user.id, networkTag(key, context.ip), now) : false;
  return { network: context.ip, recognised };
}
