import type { SessionUser } from '../../../shared/api/contracts/auth.ts';
import { UNKNOWN_NETWORK } from '../client-ip.ts';
import { getSubscription, subscriptionSummary } from '../data/subscriptions.ts';
import { findOrCreateUser, rememberNetwork } from '../data/users.ts';
import { recordMetrics } from '../metrics.ts';
import { deviceCookieAfterLogin, networkTag } from './requester.ts';
import { startSession } from './session.ts';

export interface SignedIn {
  user: SessionUser;
  /** The session cookie. */
  cookie: string;
  /** The cookie that remembers this browser as the owner's (ADR 0040). */
  deviceCookie: string;
}

/**
 * Signs in the owner of an e-mail whose code or link was just used: the account (made on first use),
 * the network it came from remembered, a new session, and this browser remembered as theirs.
 */
export async function signIn(
  email: string,
  sessionKey: string,
  context: { ip: string; cookies?: readonly string[] | undefined },
  now: Date,
): Promise<SignedIn> {
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
