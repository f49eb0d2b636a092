import type { Identity, Ownership, RequestPart, RouteDefinition } from '../../shared/api/route-definition.ts';
import { resolveSession, type Session } from './auth/session.ts';
import { getSubscription, hasAccess } from './data/subscriptions.ts';
import { ForbiddenError, UnauthorizedError } from './errors.ts';

const SESSION_REQUIRED_MESSAGE = 'Tu sesión venció o no iniciaste sesión. Ingresá de nuevo.';
const SUBSCRIPTION_REQUIRED_MESSAGE = 'Necesitás una suscripción activa para acceder a este contenido.';
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

export type RequestInput = { [P in RequestPart]: unknown };

/**
 * Each request field the route declares as naming the caller must equal the session's own identity.
 * Returns the input without those fields, so past this point the caller comes from the session only.
 */
export function claimOwnInput(
  owner: Ownership,
  session: Session | undefined,
  input: RequestInput,
): RequestInput {
  if (owner === 'none') return input;
  if (!session) throw new Error('a route that declares an owner must require a session');
  const claimed = { ...input };
  for (const [part, fields] of Object.entries(owner) as [RequestPart, Record<string, Identity>][]) {
    const values = input[part];
    if (!values || typeof values !== 'object') continue;
    const rest: Record<string, unknown> = { ...values };
    for (const [field, identity] of Object.entries(fields)) {
      if (rest[field] !== undefined && rest[field] !== session[identity])
        throw new ForbiddenError(NOT_YOURS_MESSAGE);
      delete rest[field];
    }
    claimed[part] = rest;
  }
  return claimed;
}
