import type { SessionUser } from '../../../shared/api/contracts/auth.ts';
import { UNKNOWN_NETWORK } from '../client-ip.ts';
import { getSubscription, subscriptionSummary } from '../data/subscriptions.ts';
import { findOrCreateUser, rememberNetwork } from '../data/users.ts';
import { createLogger, describeError, type Logger } from '../logger.ts';
import { recordMetrics } from '../metrics.ts';
import { claimTrial, isClaimed } from '../trial/claim.ts';
import { deviceCookieAfterLogin, networkTag } from './requester.ts';
import { startSession } from './session.ts';

export interface SignedIn {
  user: SessionUser;
  /** The session cookie. */
  cookie: string;
  /** The cookie that remembers this browser as the owner's (ADR 0040). */
  deviceCookie: string;
  /** Whether the trial this browser named is now the account's; absent when none was named. */
  trialClaimed?: boolean;
}

export interface SignInContext {
  ip: string;
  cookies?: readonly string[] | undefined;
  /** The free trial this browser took, offered to the account (ADR 0082). */
  trial?: string | undefined;
  log?: Logger | undefined;
}

/**
 * The trial's answers carried into the account. A failure here must not undo a sign-in whose code is
 * already spent: it is logged, and the browser, told nothing, keeps the trial for its next sign-in.
 */
async function takeTrial(userId: string, trialId: string, now: Date, log: Logger | undefined) {
  try {
    const outcome = await claimTrial(userId, trialId, now);
    (log ?? createLogger()).info('trial claim', { userId, outcome });
    return isClaimed(outcome);
  } catch (error) {
    (log ?? createLogger()).error('trial claim failed', { userId, ...describeError(error) });
    return undefined;
  }
}

/**
 * Signs in the owner of an e-mail whose code or link was just used: the account (made on first use),
 * the network it came from remembered, a new session, and this browser remembered as theirs.
 */
export async function signIn(
  email: string,
  sessionKey: string,
  context: SignInContext,
  now: Date,
): Promise<SignedIn> {
  const user = await findOrCreateUser(email, now);
  const subscription = subscriptionSummary(await getSubscription(user.id));
  if (context.ip !== UNKNOWN_NETWORK) await rememberNetwork(user.id, networkTag(sessionKey, context.ip), now);
  const { cookie } = await startSession(user, now);
  recordMetrics({ Logins: 1 }, { userId: user.id });
  const trialClaimed =
    context.trial === undefined ? undefined : await takeTrial(user.id, context.trial, now, context.log);
  return {
    user: { id: user.id, email: user.email, subscription },
    cookie,
    deviceCookie: deviceCookieAfterLogin(sessionKey, email, context.cookies, now),
    ...(trialClaimed === undefined ? {} : { trialClaimed }),
  };
}
