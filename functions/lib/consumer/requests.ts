import type { ConsumerRequestKind, ConsumerRequestResponse } from '../../../shared/api/contracts/consumer.ts';
import { sendEmail } from '../adapters/ses.ts';
import { resolveSession } from '../auth/session.ts';
import { config } from '../config.ts';
import {
  completeConsumerRequest,
  createConsumerRequest,
  getConsumerRequest,
  type StoredConsumerRequest,
} from '../data/consumer-requests.ts';
import { findUserByEmail } from '../data/users.ts';
import { BadRequestError, HttpError, isDependencyFailure } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { consumeLimits, type Limit } from '../rate-limit.ts';
import { secrets } from '../secrets.ts';
import { withBillingLock } from '../subscriptions/billing-lock.ts';
import type { ProviderBudget } from '../subscriptions/provider-calls.ts';
import { carryOutHoldingLock } from './carry-out.ts';
import { confirmationToken, newRequestCode, readConfirmationToken } from './codes.ts';
import { confirmationEmail, requestDoneEmail } from './emails.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** How long the mailed link carries the request out. */
export const CONFIRMATION_VALID_HOURS = 72;
/** A request never confirmed is forgotten after this (its link died long before). */
const AWAITING_KEEP_DAYS = 30;
/** A carried-out request is the record of what was done, kept as long as a claim about it could come. */
const DONE_KEEP_DAYS = 5 * 365;

/** Requests from one network an hour: a family or a school shares one, a script should not. */
export const REQUESTS_PER_NETWORK_HOUR = 20;
/** Requests a day naming one address by anyone but its signed-in owner: each may mail that address. */
export const STRANGER_REQUESTS_PER_EMAIL_DAY = 5;
/** Requests a day the signed-in owner makes (each reads Mercado Pago back). */
export const OWNER_REQUESTS_PER_DAY = 10;
/** Confirmations from one network an hour (a link needs a token only the server makes). */
export const CONFIRMATIONS_PER_NETWORK_HOUR = 60;

export const BAD_LINK_MESSAGE = 'El enlace de confirmación no es válido.';
export const EXPIRED_LINK_MESSAGE =
  'El enlace de confirmación venció. Volvé a hacer el pedido desde el botón de arrepentimiento o de baja.';

export interface RequestContext {
  /** The requester's network (clientIp). */
  network: string;
  /** The request's cookies: the owner's own session carries the request out at once. */
  cookies?: readonly string[] | undefined;
  budget: ProviderBudget;
  now?: Date;
}

type RequestView = Omit<ConsumerRequestResponse, 'success' | 'message'>;

const view = (request: StoredConsumerRequest): RequestView => ({
  code: request.code,
  kind: request.kind,
  receivedAt: request.receivedAt,
  status: request.status,
  outcome: request.outcome ?? null,
});

/**
 * Counted before anything is looked up, the same for every address: a refusal tells nothing about an
 * account. A stranger can mail an address a few times a day at most; the signed-in owner is not held
 * by what strangers used up.
 */
function requestLimits(email: string, network: string, ownerId: string | undefined): Limit[] {
  return [
    {
      kind: 'window',
      scope: 'consumer-network-hour',
      subject: network,
      max: REQUESTS_PER_NETWORK_HOUR,
      seconds: 3600,
      message: (wait) => `Se hicieron demasiados pedidos desde tu conexión. Probá de nuevo en ${wait}.`,
    },
    ownerId
      ? {
          kind: 'window',
          scope: 'consumer-owner-day',
          subject: ownerId,
          max: OWNER_REQUESTS_PER_DAY,
          seconds: 86_400,
          message: (wait) => `Hiciste muchos pedidos hoy. Probá de nuevo en ${wait}.`,
        }
      : {
          kind: 'window',
          scope: 'consumer-email-day',
          subject: email,
          max: STRANGER_REQUESTS_PER_EMAIL_DAY,
          seconds: 86_400,
          message: (wait) =>
            `Ya recibimos varios pedidos para este e-mail hoy. Si es tu cuenta, confirmá con el enlace que te mandamos o iniciá sesión y hacé el pedido desde ahí; si no, probá de nuevo en ${wait}.`,
        },
  ];
}

function confirmLimits(network: string): Limit[] {
  return [
    {
      kind: 'window',
      scope: 'consumer-confirm-network-hour',
      subject: network,
      max: CONFIRMATIONS_PER_NETWORK_HOUR,
      seconds: 3600,
      message: (wait) =>
        `Se intentaron demasiadas confirmaciones desde tu conexión. Probá de nuevo en ${wait}.`,
    },
  ];
}

async function storeRequest(kind: ConsumerRequestKind, email: string, now: Date) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const request: StoredConsumerRequest = {
      code: newRequestCode(kind),
      kind,
      email,
      receivedAt: now.toISOString(),
      status: 'awaiting-confirmation',
    };
    if (await createConsumerRequest(request, new Date(now.getTime() + AWAITING_KEEP_DAYS * DAY_MS)))
      return request;
  }
  throw new Error('no free consumer request code after 5 draws');
}

/**
 * Mails the code and the confirmation link when the address has an account; nothing otherwise. A failed
 * send is logged, not answered: the answer must not differ between addresses with and without one.
 */
async function mailConfirmation(request: StoredConsumerRequest, log: Logger, now: Date): Promise<void> {
  const user = await findUserByEmail(request.email);
  if (!user) return;
  try {
    const { sessionKey } = await secrets();
    const expiresAt = new Date(now.getTime() + CONFIRMATION_VALID_HOURS * HOUR_MS);
    await sendEmail(
      confirmationEmail(request, {
        siteUrl: config().SITE_URL,
        token: confirmationToken(sessionKey, request.code, expiresAt),
        validHours: CONFIRMATION_VALID_HOURS,
      }),
    );
    log.info('consumer request confirmation mailed', { code: request.code });
  } catch (error) {
    log.error('consumer request confirmation could not be mailed', {
      code: request.code,
      error: String(error),
    });
  }
}

/**
 * Carries a request out once, holding the student's billing lease: a second click, a duplicate
 * request or a webhook waits for it, and a request found done is answered as it was done. The one
 * run that marks it done mails what was done.
 */
async function carryOut(
  request: StoredConsumerRequest,
  userId: string,
  carriedOutBy: 'session' | 'link',
  budget: ProviderBudget,
  now: Date,
): Promise<RequestView> {
  const result = await withBillingLock(userId, budget, async () => {
    const current = await getConsumerRequest(request.code, now);
    if (current?.status === 'done') return { request: current, fresh: false };
    const outcome = await carryOutHoldingLock(userId, request, budget, now);
    const keepUntil = new Date(now.getTime() + DONE_KEEP_DAYS * DAY_MS);
    const done = await completeConsumerRequest(request.code, { outcome, carriedOutBy }, keepUntil, now);
    if (done) return { request: done, fresh: true };
    return {
      request: (await getConsumerRequest(request.code, now)) ?? { ...request, outcome },
      fresh: false,
    };
  });
  if (result.fresh && result.request.outcome) {
    budget.log.info('consumer request carried out', {
      code: request.code,
      applied: result.request.outcome.applied,
      carriedOutBy,
    });
    try {
      await sendEmail(
        requestDoneEmail(result.request, result.request.outcome, { siteUrl: config().SITE_URL }),
      );
    } catch (error) {
      budget.log.error('consumer request outcome could not be mailed', {
        code: request.code,
        error: String(error),
      });
    }
  }
  return view(result.request);
}

/** Mercado Pago or the table was down or busy: worth trying again, by the link. */
const isTransient = (error: unknown) =>
  (error instanceof HttpError && error.statusCode === 503) || isDependencyFailure(error);

/**
 * The "Botón de arrepentimiento" or "de baja" (ADR 0060): stored at once under an identification code
 * and answered alike for every address. From the owner's own session it is carried out at once; from
 * anyone else the account's address (if there is one) is mailed a link that carries it out.
 */
export async function receiveConsumerRequest(
  body: { kind: ConsumerRequestKind; email: string },
  context: RequestContext,
): Promise<RequestView> {
  const now = context.now ?? new Date();
  const { log } = context.budget;
  const session = await resolveSession(context.cookies, now);
  const owner = session?.email === body.email ? session : undefined;
  await consumeLimits(requestLimits(body.email, context.network, owner?.userId), now);
  const request = await storeRequest(body.kind, body.email, now);
  log.info('consumer request received', { code: request.code, kind: body.kind, fromOwner: Boolean(owner) });
  if (owner) {
    try {
      return await carryOut(request, owner.userId, 'session', context.budget, now);
    } catch (error) {
      if (!isTransient(error)) throw error;
      log.warn('consumer request could not be carried out now; the link is mailed instead', {
        code: request.code,
        error: String(error),
      });
    }
  }
  await mailConfirmation(request, log, now);
  return view(request);
}

/** The mailed link, posted by the confirmation page: carries the request out, or tells how it was. */
export async function confirmConsumerRequest(
  token: string,
  context: Omit<RequestContext, 'cookies'>,
): Promise<RequestView> {
  const now = context.now ?? new Date();
  await consumeLimits(confirmLimits(context.network), now);
  const { sessionKey } = await secrets();
  const named = readConfirmationToken(sessionKey, token);
  if (!named) throw new BadRequestError(BAD_LINK_MESSAGE);
  const request = await getConsumerRequest(named.code, now);
  if (!request) throw new BadRequestError(EXPIRED_LINK_MESSAGE);
  if (request.status === 'done') return view(request);
  if (named.expiresAt.getTime() <= now.getTime()) throw new BadRequestError(EXPIRED_LINK_MESSAGE);
  const user = await findUserByEmail(request.email);
  if (!user) {
    // The account was deleted after the link was mailed: nothing is left to end.
    const outcome = { applied: 'none', refundedAmount: null, accessUntil: null } as const;
    const keepUntil = new Date(now.getTime() + DONE_KEEP_DAYS * DAY_MS);
    const done = await completeConsumerRequest(
      request.code,
      { outcome, carriedOutBy: 'link' },
      keepUntil,
      now,
    );
    return view(done ?? (await getConsumerRequest(request.code, now)) ?? request);
  }
  return carryOut(request, user.id, 'link', context.budget, now);
}
