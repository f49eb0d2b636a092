import type { sendVerificationRequest } from '../../../shared/api/contracts/auth.ts';
import type * as z from '../../../shared/api/zod.ts';
import { SUPPORT_EMAIL } from '../../../shared/domain/contact.ts';
import { sendEmail } from '../adapters/ses.ts';
import { UNKNOWN_NETWORK } from '../client-ip.ts';
import { config } from '../config.ts';
import { newId } from '../data/ids.ts';
import { readChallenge, replaceChallenge } from '../data/login-challenges.ts';
import { findSuppression } from '../data/mail-suppressions.ts';
import { getSubscription, hasAccess } from '../data/subscriptions.ts';
import { findUserByEmail, isKnownNetwork, type User } from '../data/users.ts';
import { HttpError, ServiceUnavailableError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { consumeLimits, cooldownUntil, type EscalatingLimit, refundLimits } from '../rate-limit.ts';
import { secrets } from '../secrets.ts';
import { loginCodeEmail } from './code-email.ts';
import { generateCode, hashCode } from './crypto.ts';
import {
  CODE_VALIDITY_MINUTES,
  lookupLimits,
  MAX_CODE_ATTEMPTS,
  type Requester,
  sendLimits,
} from './limits.ts';
import { knownDevice, loginHolderHash, networkTag, newLoginHolder } from './requester.ts';

type Request = z.output<typeof sendVerificationRequest>;
/**
 * Sent; a code sent a moment ago is still the one to use (nothing new is sent); or why a login did not
 * go ahead: no account with that e-mail, or no active subscription.
 */
export type SendOutcome = 'sent' | 'already-sent' | 'user-not-found' | 'requires-subscription';

export interface SendResult {
  outcome: SendOutcome;
  cookies: string[];
  /** When the code to use was sent ('sent' and 'already-sent'). */
  sentAt?: Date;
  /** When this requester may ask for another code. */
  resendAt?: Date;
}

/**
 * A code this browser asked for this recently, still valid, is the one to use: asking again (going back
 * from the code page, or logging in right after a checkout sent one) leads to it instead of to a wait.
 */
export const RECENT_CODE_SECONDS = 60;

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
): Promise<SendResult> {
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
  const cooldown = limits.find((limit): limit is EscalatingLimit => limit.kind === 'escalating');
  const sentAt = await recentCodeSentAt(email, loginHolderHash(context.cookies), now);
  if (sentAt) {
    // Nothing is sent, so no send limit counts; a checkout request, which looked nothing up, counts as one.
    if (purpose === 'checkout') await consumeLimits(lookupLimits(context.ip), now);
    const until = cooldown ? await cooldownUntil(cooldown, now) : undefined;
    const resendAt = new Date(Math.max(sentAt.getTime() + RECENT_CODE_SECONDS * 1000, until ?? 0));
    return { outcome: 'already-sent', cookies: [], sentAt, resendAt };
  }
  const cooldowns = await consumeLimits(limits, now);
  // A checkout request looks nothing up; the send limits it just counted pace its suppression check.
  if (purpose === 'checkout') await refuseSuppressed(email);
  const code = generateCode();
  const challengeId = newId();
  const holder = newLoginHolder();
  await replaceChallenge(email, {
    challengeId,
    codeHash: hashCode(sessionKey, email, challengeId, code),
    sentAt: now.getTime(),
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
  const resendAt = cooldown && cooldowns[cooldown.scope];
  return {
    outcome: 'sent',
    cookies: [holder.cookie],
    sentAt: now,
    ...(resendAt ? { resendAt: new Date(resendAt) } : {}),
  };
}

/**
 * When the e-mail's current code was sent, if this browser asked for it (it holds the code's login
 * cookie), a moment ago, and it can still be used. Anyone else asking meets the limits as before.
 */
async function recentCodeSentAt(
  email: string,
  holderHash: string | undefined,
  now: Date,
): Promise<Date | undefined> {
  if (!holderHash) return undefined;
  const challenge = await readChallenge(email);
  if (!challenge?.sentAt || challenge.holderHash !== holderHash) return undefined;
  const usable = challenge.expiresAt > now.getTime() && challenge.attempts < MAX_CODE_ATTEMPTS;
  const recent = now.getTime() - challenge.sentAt < RECENT_CODE_SECONDS * 1000;
  return usable && recent ? new Date(challenge.sentAt) : undefined;
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
