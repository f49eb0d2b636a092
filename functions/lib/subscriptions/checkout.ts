import type { PlanId } from '../../../shared/api/contracts/subscriptions.ts';
import { plans } from '../../../shared/domain/subscription-plans.ts';
import type { Session } from '../auth/session.ts';
import { config } from '../config.ts';
import { newId } from '../data/ids.ts';
import {
  expectedFrom,
  getSubscription,
  hasAccess,
  listCheckouts,
  payableCheckout,
  type StoredCheckout,
  saveSubscription,
} from '../data/subscriptions.ts';
import { ConflictError, ServiceUnavailableError } from '../errors.ts';
import { consumeLimits, type Limit } from '../rate-limit.ts';
import { withBillingLock } from './billing-lock.ts';
import { agreementFrom, isLive, paysForNow } from './provider.ts';
import { PAYMENT_ERROR_MESSAGE, type ProviderBudget, providerCall } from './provider-calls.ts';
import { cancelAgreement, readAgreements, syncHoldingLock, withholdRefundedPeriod } from './sync.ts';

const ALREADY_ACTIVE_MESSAGE = 'Ya tenés una suscripción activa. Podés seguir estudiando desde tu panel.';

/** A student cannot start dozens of checkouts: each one is a call to Mercado Pago. */
function checkoutLimits(userId: string): Limit[] {
  return [
    {
      kind: 'window',
      scope: 'checkout-10m',
      subject: userId,
      max: 12,
      seconds: 600,
      message: (wait) => `Iniciaste demasiados pagos seguidos. Esperá ${wait} y volvé a intentar.`,
    },
    {
      kind: 'window',
      scope: 'checkout-day',
      subject: userId,
      max: 40,
      seconds: 86_400,
      message: (wait) => `Llegaste al límite de pagos iniciados por hoy. Volvé a intentar en ${wait}.`,
    },
  ];
}

/**
 * Starts paying for a plan with one live agreement per student (ADR 0016): the checkout already
 * started for the same plan is offered again while it can be paid; otherwise every earlier live
 * agreement is cancelled at Mercado Pago before a new one is created.
 */
export async function createSubscription(
  session: Session,
  planId: PlanId,
  budget: ProviderBudget,
  now = new Date(),
): Promise<{ initPoint: string }> {
  await consumeLimits(checkoutLimits(session.userId), now);
  const initPoint = await withBillingLock(session.userId, budget, () =>
    startCheckout(session, planId, budget, now),
  );
  return { initPoint };
}

async function startCheckout(session: Session, planId: PlanId, budget: ProviderBudget, now: Date) {
  const { userId } = session;
  const current = await getSubscription(userId);
  if (hasAccess(current, now)) throw new ConflictError(ALREADY_ACTIVE_MESSAGE);
  const checkouts = await listCheckouts(userId);
  const live = new Set(
    checkouts.filter((checkout) => checkout.providerStatus !== 'cancelled').map((c) => c.providerId),
  );
  if (current?.providerId) live.add(current.providerId);
  const agreements = [...(await readAgreements(budget, live, undefined)).values()];
  // A period that was given back (an arrepentimiento) pays for nothing, here as on every sync.
  for (const agreement of agreements) await withholdRefundedPeriod(budget, agreement, now);

  if (agreements.some((agreement) => paysForNow(agreement, now))) {
    // A payment arrived that the product had not applied yet: apply it instead of charging again.
    await syncHoldingLock(userId, { budget, now });
    throw new ConflictError(ALREADY_ACTIVE_MESSAGE);
  }

  const reusable = payableCheckout(current, now);
  const stored = agreements.find((agreement) => agreement.id === current?.providerId);
  if (reusable && reusable.planId === planId && stored?.status === 'pending' && stored.charged === 0) {
    budget.log.info('checkout reused', { planId, providerId: stored.id });
    return reusable.initPoint;
  }

  const cancelled: StoredCheckout[] = [];
  for (const agreement of agreements.filter(isLive)) {
    await cancelAgreement(budget, agreement);
    const known = checkouts.find((checkout) => checkout.providerId === agreement.id);
    if (known) cancelled.push({ ...known, providerStatus: 'cancelled' });
    budget.log.info('earlier checkout cancelled', { providerId: agreement.id });
  }
  if (cancelled.length > 0) {
    // A payment may have landed on an earlier link between reading it and cancelling it: that payment
    // is the student's access (ADR 0065), so apply it instead of starting another checkout.
    const after = await readAgreements(
      budget,
      cancelled.map((checkout) => checkout.providerId),
      undefined,
    );
    if ([...after.values()].some((agreement) => paysForNow(agreement, now))) {
      const cancelledUnpaid = cancelled.map((checkout) => checkout.providerId);
      await syncHoldingLock(userId, { budget, now, cancelledUnpaid });
      throw new ConflictError(ALREADY_ACTIVE_MESSAGE);
    }
  }

  const plan = plans[planId];
  const subscriptionId = newId();
  const created = agreementFrom(
    await providerCall(
      budget,
      'preapproval.create',
      (mp) =>
        mp.preApproval.create({
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
      { write: true, idempotencyKey: `checkout-${subscriptionId}` },
    ),
  );
  if (!created?.initPoint) throw new ServiceUnavailableError(PAYMENT_ERROR_MESSAGE);
  const at = now.toISOString();
  const checkout: StoredCheckout = {
    providerId: created.id,
    planId,
    subscriptionId,
    initPoint: created.initPoint,
    amount: plan.priceArs,
    createdAt: at,
    providerStatus: created.status,
    charged: 0,
  };
  await saveSubscription(
    userId,
    {
      subscriptionId,
      planId,
      status: 'pending',
      providerId: created.id,
      providerStatus: created.status,
      providerLastModified: created.lastModified,
      cancelAtPeriodEnd: false,
      initPoint: created.initPoint,
      checkoutCreatedAt: at,
      amount: plan.priceArs,
      email: session.email,
      open: true,
      createdAt: current?.createdAt ?? at,
      updatedAt: at,
    },
    { expected: expectedFrom(current), checkouts: [checkout, ...cancelled] },
  );
  budget.log.info('subscription checkout started', { planId, providerId: created.id });
  return created.initPoint;
}
