import type { PlanId } from '../../../shared/api/contracts/subscriptions.ts';
import { plans } from '../../../shared/domain/plans.ts';
import { mercadoPago } from '../adapters/mercadopago.ts';
import { newId } from '../auth/crypto.ts';
import type { Session } from '../auth/session.ts';
import { config } from '../config.ts';
import {
  applyProviderState,
  getSubscription,
  hasAccess,
  type StoredSubscription,
  startSubscription,
  subscriptionView,
} from '../data/subscriptions.ts';
import { ConflictError, NotFoundError, ServiceUnavailableError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { stateFromPreapproval } from './provider.ts';

export const PAYMENT_ERROR_MESSAGE = 'Error al procesar el pago. Intenta nuevamente.';
export const NO_SUBSCRIPTION_MESSAGE = 'No encontramos una suscripción para tu cuenta.';

async function provider<T>(log: Logger, action: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (cause) {
    log.warn('mercado pago call failed', { action, error: String((cause as Error)?.message ?? cause) });
    throw new ServiceUnavailableError(PAYMENT_ERROR_MESSAGE, { cause });
  }
}

/** Starts a Mercado Pago subscription (preapproval without a plan) and returns where to pay. */
export async function createSubscription(session: Session, planId: PlanId, log: Logger, now = new Date()) {
  if (hasAccess(await getSubscription(session.userId), now)) {
    throw new ConflictError('Ya tenés una suscripción activa. Podés seguir estudiando desde tu dashboard.');
  }
  const plan = plans[planId];
  const subscriptionId = newId();
  const { preApproval } = await mercadoPago();
  const created = await provider(log, 'preapproval.create', () =>
    preApproval.create({
      body: {
        reason: `Ingresá: ${plan.name}`,
        external_reference: subscriptionId,
        payer_email: session.email,
        back_url: `${config().SITE_URL}/subscription/success`,
        status: 'pending',
        auto_recurring: {
          frequency: plan.billing.frequency,
          frequency_type: plan.billing.frequencyType,
          transaction_amount: plan.priceArs,
          currency_id: 'ARS',
        },
      },
    }),
  );
  if (!created.id || !created.init_point) throw new ServiceUnavailableError(PAYMENT_ERROR_MESSAGE);
  await startSubscription(session.userId, { subscriptionId, planId, providerId: created.id }, now);
  log.info('subscription checkout started', { planId, providerId: created.id });
  return { success: true as const, initPoint: created.init_point };
}

/** Reads the preapproval back from Mercado Pago and stores what it says; the browser's word counts for nothing. */
export async function refreshFromProvider(
  userId: string,
  log: Logger,
  now = new Date(),
): Promise<StoredSubscription | undefined> {
  const stored = await getSubscription(userId);
  if (!stored?.providerId) return stored;
  const { preApproval } = await mercadoPago();
  const preapproval = await provider(log, 'preapproval.get', () =>
    preApproval.get({ id: stored.providerId as string }),
  );
  const { subscription } = await applyProviderState(userId, stateFromPreapproval(preapproval), now);
  return subscription;
}

export function statusResponse(
  session: Session,
  subscription: StoredSubscription | undefined,
  now = new Date(),
) {
  return {
    success: true as const,
    subscription: subscriptionView(subscription, now),
    userId: session.userId,
    email: session.email,
  };
}

/** Cancels at Mercado Pago; access lasts until the paid period ends. */
export async function cancelSubscription(session: Session, log: Logger, now = new Date()) {
  const stored = await getSubscription(session.userId);
  if (!stored?.providerId || stored.status === 'cancelled' || stored.status === 'failed')
    throw new NotFoundError(NO_SUBSCRIPTION_MESSAGE);
  const { preApproval } = await mercadoPago();
  await provider(log, 'preapproval.cancel', () =>
    preApproval.update({ id: stored.providerId as string, body: { status: 'cancelled' } }),
  );
  const subscription = await refreshFromProvider(session.userId, log, now);
  const view = subscriptionView(subscription, now);
  const message =
    view.expirationDate && view.daysRemaining > 0
      ? `Cancelaste tu suscripción. No se te va a cobrar de nuevo y podés seguir estudiando hasta el ${new Intl.DateTimeFormat('es-AR', { dateStyle: 'long', timeZone: 'America/Argentina/Buenos_Aires' }).format(new Date(view.expirationDate))}.`
      : 'Cancelaste tu suscripción. No se te va a cobrar de nuevo.';
  return { success: true as const, message, subscription: view };
}
