import type { sendVerificationRequest } from '../../../shared/api/contracts/auth.ts';
import type * as z from '../../../shared/api/zod.ts';
import { SUPPORT_EMAIL } from '../../../shared/domain/contact.ts';
import { signInLinkUrl } from '../../../shared/domain/sign-in-link.ts';
import { sendEmail } from '../adapters/ses.ts';
import { UNKNOWN_NETWORK } from '../client-ip.ts';
import { config } from '../config.ts';
import { newId } from '../data/ids.ts';
import {
  challengesOf,
  dropChallenge,
  type LoginChallenge,
  type NewChallenge,
  putChallenge,
  renewLink,
} from '../data/login-challenges.ts';
import { findSuppression } from '../data/mail-suppressions.ts';
import { getSubscription, hasAccess } from '../data/subscriptions.ts';
import { findUserByEmail, isKnownNetwork, type User } from '../data/users.ts';
import { HttpError, ServiceUnavailableError, TooManyRequestsError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import {
  type AnyLimit,
  consumeLimits,
  cooldownUntil,
  type EscalatingLimit,
  formatWait,
  LimitRefusal,
  refundLimits,
} from '../rate-limit.ts';
import { secrets } from '../secrets.ts';
import { loginCodeEmail } from './code-email.ts';
import { generateCode, hashCode } from './crypto.ts';
import {
  CODE_VALIDITY_MINUTES,
  COOLDOWN_SCOPES,
  EMAIL_LIMIT_SCOPES,
  lookupLimits,
  MAX_CODE_ATTEMPTS,
  NEWEST_LINK_AFTER_CAP_MESSAGE,
  newestLinkAfterCooldownMessage,
  type Requester,
  sendLimits,
} from './limits.ts';
import { knownDevice, loginHolder, networkTag } from './requester.ts';
import { newSignInLink } from './sign-in-link.ts';

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
 * comes with the cookie that marks this browser as the one that asked for it: it gets a challenge of
 * its own, which no other browser's request replaces (ADR 0064).
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
  const challenges = await challengesOf(email, now);
  const holder = loginHolder(context.cookies);
  const own = challenges.find((challenge) => challenge.holderHash === holder.holderHash);
  const requester = await recognise(email, user, sessionKey, context, now, {
    hash: holder.holderHash,
    known: own !== undefined,
  });
  const limits = sendLimits(email, requester);
  // What paces this browser's next request: its own cooldown, never the network's it shared first.
  const escalating = limits.filter((limit): limit is EscalatingLimit => limit.kind === 'escalating');
  const paced = escalating.find((limit) => limit.scope === 'send-holder') ?? escalating[0];
  const sentAt = own && recentlySent(own, now);
  if (sentAt) {
    // Nothing is sent, so no send limit counts; a checkout request, which looked nothing up, counts as one.
    if (purpose === 'checkout') await consumeLimits(lookupLimits(context.ip), now);
    const until = paced ? await cooldownUntil(paced, now) : undefined;
    const resendAt = new Date(Math.max(sentAt.getTime() + RECENT_CODE_SECONDS * 1000, until ?? 0));
    return { outcome: 'already-sent', cookies: [], sentAt, resendAt };
  }
  const { counted, cooldowns } = await countSend(limits, email, challenges, now);
  // A checkout request looks nothing up; the send limits it just counted pace its suppression check.
  if (purpose === 'checkout') await refuseSuppressed(email);
  const code = generateCode();
  const challengeId = newId();
  const link = newSignInLink(email);
  const challenge: NewChallenge = {
    challengeId,
    holderHash: holder.holderHash,
    codeHash: hashCode(sessionKey, email, challengeId, code),
    linkHash: link.linkHash,
    sentAt: now.getTime(),
    expiresAt: now.getTime() + CODE_VALIDITY_MINUTES * 60_000,
    linkExpiresAt: now.getTime() + CODE_VALIDITY_MINUTES * 60_000,
  };
  await putChallenge(email, challenge);
  try {
    await sendEmail(loginCodeEmail(email, code, signInLinkUrl(config().SITE_URL, link.token)));
  } catch (cause) {
    // Nothing reached the student: the challenge, the wait between codes and the daily counts go.
    await Promise.all([dropChallenge(email, challenge), refundLimits(counted, now)]).catch(
      (refundError: unknown) =>
        context.log.warn('could not give back the limits of a failed send', { error: String(refundError) }),
    );
    throw new ServiceUnavailableError(SEND_FAILED_MESSAGE, { cause });
  }
  if (config().STAGE === 'local')
    context.log.info('login code sent (shown on local stages only)', { email, code });
  const resendAt = paced && cooldowns[paced.scope];
  return {
    outcome: 'sent',
    cookies: [holder.cookie],
    sentAt: now,
    ...(resendAt ? { resendAt: new Date(resendAt) } : {}),
  };
}

/** When this browser's own code was sent, if a moment ago and it can still be used. */
function recentlySent(own: LoginChallenge, now: Date): Date | undefined {
  const usable =
    own.usedAt === undefined && own.expiresAt > now.getTime() && own.attempts < MAX_CODE_ATTEMPTS;
  const recent = now.getTime() - own.sentAt < RECENT_CODE_SECONDS * 1000;
  return usable && recent ? new Date(own.sentAt) : undefined;
}

/**
 * Counts a send against its limits. When a limit on the e-mail refuses it (a requester's cooldown, a
 * daily cap), the mailbox keeps a way in that no stranger can use up (ADR 0064):
 * - the newest mail was used (only its mailbox could use it): this mail goes, held only by the
 *   network's own ceiling;
 * - otherwise the newest mail's link works for another 10 minutes, and the answer says to open it.
 *   A cooldown whose newest mail's link still works answers as before.
 * Returns the limits it counted and the cooldowns they started.
 */
async function countSend(
  limits: AnyLimit[],
  email: string,
  challenges: readonly LoginChallenge[],
  now: Date,
): Promise<{ counted: AnyLimit[]; cooldowns: Record<string, number> }> {
  try {
    return { counted: limits, cooldowns: await consumeLimits(limits, now) };
  } catch (refusal) {
    if (!(refusal instanceof LimitRefusal) || !EMAIL_LIMIT_SCOPES.has(refusal.scope)) throw refusal;
    const [newest] = challenges;
    if (!newest) throw refusal;
    if (newest.usedAt !== undefined) {
      const counted = limits.filter((limit) => !EMAIL_LIMIT_SCOPES.has(limit.scope));
      return { counted, cooldowns: await consumeLimits(counted, now) };
    }
    const cooldownOnly = COOLDOWN_SCOPES.has(refusal.scope);
    if (cooldownOnly && newest.linkExpiresAt > now.getTime()) throw refusal;
    await renewLink(email, newest, now.getTime() + CODE_VALIDITY_MINUTES * 60_000);
    const message = cooldownOnly
      ? newestLinkAfterCooldownMessage(formatWait(refusal.retryAfterSeconds))
      : NEWEST_LINK_AFTER_CAP_MESSAGE;
    throw new TooManyRequestsError(message, refusal.retryAfterSeconds);
  }
}

async function refuseSuppressed(email: string): Promise<void> {
  if (await findSuppression(email)) throw new HttpError(422, SUPPRESSED_MESSAGE);
}

/**
 * The owner's browser by its signed cookie; else the owner's network, if the account logged in from it.
 * `holder`: this browser's login cookie, known when it asked for this e-mail before.
 */
async function recognise(
  email: string,
  knownUser: User | undefined,
  key: string,
  context: SendContext,
  now: Date,
  holder: { hash: string; known: boolean },
): Promise<Requester> {
  const device = knownDevice(key, email, context.cookies, now);
  if (device) return { network: context.ip, device, holder, recognised: true };
  if (context.ip === UNKNOWN_NETWORK) return { network: context.ip, holder, recognised: false };
  const user = knownUser ?? (await findUserByEmail(email));
  const recognised = user ? await isKnownNetwork(user.id, networkTag(key, context.ip), now) : false;
  return { network: context.ip, holder, recognised };
}
