import type { RouteDefinition } from '../../shared/api/route-definition.ts';
import { resolveSession, type Session } from './auth/session.ts';
import { getSubscription, hasAccess } from './data/subscriptions.ts';
import { ForbiddenError, UnauthorizedError } from './errors.ts';

export const SESSION_REQUIRED_MESSAGE = 'Tu sesión venció o no iniciaste sesión. Ingresá de nuevo.';
export const SUBSCRIPTION_REQUIRED_MESSAGE =
  'Necesitás una suscripción activa para acceder a este contenido.';
export const NOT_YOURS_MESSAGE = 'No tenés permiso para ver o cambiar datos de otra cuenta.';

/** Resolves the caller from the session cookie only, and for content checks the subscription too. */
export async function authorize(
  access: RouteDefinition['access'],
  cookies: readonly string[] | undefined,
): Promise<Session | undefined> {
  if (access === 'public') return undefined;
  const session = await resolveSession(cookies);
  if (!session) throw new UnauthorizedError(SESSION_REQUIRED_MESSAGE);
  if (access === 'subscription' && !hasAccess(await getSubscription(session.userId))) {
    throw new ForbiddenError(SUBSCRIPTION_REQUIRED_MESSAGE);
  }
  return session;
}

const userIdFields = ['user', 'userId'] as const;
const emailFields = ['email', 'userEmail'] as const;

/** A user id or e-mail named in the path, query or body must be the session's own. */
export function assertOwnIdentity(session: Session, ...parts: unknown[]): void {
  for (const part of parts) {
    if (!part || typeof part !== 'object') continue;
    const record = part as Record<string, unknown>;
    for (const field of userIdFields) {
      if (typeof record[field] === 'string' && record[field] !== session.userId)
        throw new ForbiddenError(NOT_YOURS_MESSAGE);
    }
    for (const field of emailFields) {
      if (typeof record[field] === 'string' && record[field] !== session.email)
        throw new ForbiddenError(NOT_YOURS_MESSAGE);
    }
  }
}
