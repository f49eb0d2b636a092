import { deleteSession, getSession, putSession, touchSession } from '../data/sessions.ts';
import { getSubscription, subscriptionView } from '../data/subscriptions.ts';
import { generateSessionToken, hashSessionToken } from './crypto.ts';

const SESSION_COOKIE = 'ingresa_session';
const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
/** How stale `lastSeenAt` may get before a request refreshes it (keeps writes rare). */
const TOUCH_AFTER_MS = 60 * 60 * 1000;

export interface Session {
  userId: string;
  email: string;
  tokenHash: string;
}

function cookie(value: string, maxAgeSeconds: number): string {
  return `${SESSION_COOKIE}=${value}; HttpOnly; Secure; SameSite=Lax; Path=/; Max-Age=${maxAgeSeconds}`;
}

/** Starts a session with a fresh random token; only its hash is stored. */
export async function startSession(
  user: { id: string; email: string },
  now = new Date(),
): Promise<{ cookie: string }> {
  const token = generateSessionToken();
  const at = now.getTime();
  await putSession(hashSessionToken(token), {
    userId: user.id,
    email: user.email,
    createdAt: at,
    lastSeenAt: at,
    absoluteExpiresAt: at + SESSION_ABSOLUTE_MS,
  });
  return { cookie: cookie(token, SESSION_ABSOLUTE_MS / 1000) };
}

export function sessionTokenFrom(cookies: readonly string[] | undefined): string | undefined {
  for (const entry of cookies ?? []) {
    const separator = entry.indexOf('=');
    if (separator > 0 && entry.slice(0, separator).trim() === SESSION_COOKIE) {
      const value = entry.slice(separator + 1).trim();
      return /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : undefined;
    }
  }
  return undefined;
}

/** The session behind a cookie, if it exists and has passed neither its absolute nor its idle expiry. */
export async function resolveSession(
  cookies: readonly string[] | undefined,
  now = new Date(),
): Promise<Session | undefined> {
  const token = sessionTokenFrom(cookies);
  if (!token) return undefined;
  const tokenHash = hashSessionToken(token);
  const stored = await getSession(tokenHash);
  const at = now.getTime();
  if (!stored || stored.absoluteExpiresAt <= at || stored.lastSeenAt + SESSION_IDLE_MS <= at)
    return undefined;
  if (at - stored.lastSeenAt > TOUCH_AFTER_MS) await touchSession(tokenHash, at);
  return { userId: stored.userId, email: stored.email, tokenHash };
}

async function endSession(session: Session): Promise<{ cookie: string }> {
  await deleteSession(session.tokenHash);
  return { cookie: cookie('', 0) };
}

export const expiredSessionCookie = cookie('', 0);

/** Revokes the cookie's session if there is one; the cookie that drops it from the browser either way. */
export async function logOut(cookies: readonly string[] | undefined): Promise<string> {
  const session = await resolveSession(cookies);
  return session ? (await endSession(session)).cookie : expiredSessionCookie;
}

/** Who the session belongs to, with their subscription: every tab asks this instead of trusting its storage. */
export async function sessionStudent(session: Session) {
  return {
    id: session.userId,
    email: session.email,
    subscription: subscriptionView(await getSubscription(session.userId)),
  };
}
