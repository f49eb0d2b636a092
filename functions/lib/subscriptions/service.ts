import type { PaymentStatus, SubscriptionPayment } from '../../../shared/api/contracts/subscriptions.ts';
import { argentineLongDate } from '../../../shared/domain/study-days.ts';
import { plans } from '../../../shared/domain/subscription-plans.ts';
import type { Session } from '../auth/session.ts';
import {
  getSubscription,
  listCheckouts,
  type StoredSubscription,
  subscriptionView,
} from '../data/subscriptions.ts';
import { NotFoundError } from '../errors.ts';
import { consumeLimits, type Limit } from '../rate-limit.ts';
import type { ProviderBudget } from './provider-calls.ts';
import { cancelAgreement, chargesOf, syncStudent } from './sync.ts';

const NO_SUBSCRIPTION_MESSAGE = 'No encontramos una suscripción para tu cuenta.';

/**
 * Status checks per student: the content gate asks on every page, so the window is generous; the
 * calls that read Mercado Pago back have a tighter one.
 */
function statusCheckLimits(userId: string, readsProvider: boolean): Limit[] {
  const limits: Limit[] = [
    {
      kind: 'window',
      scope: 'status-10m',
      subject: userId,
      max: 150,
      seconds: 600,
      message: (wait) => `Consultaste tu suscripción demasiadas veces. Esperá ${wait} y volvé a intentar.`,
    },
  ];
  if (readsProvider)
    limits.push({
      kind: 'window',
      scope: 'provider-read-10m',
      subject: userId,
      max: 30,
      seconds: 600,
      message: (wait) => `Ya estamos revisando tu pago con Mercado Pago. Esperá ${wait} y volvé a consultar.`,
    });
  return limits;
}

async function limitStatusChecks(userId: string, readsProvider: boolean, now = new Date()) {
  await consumeLimits(statusCheckLimits(userId, readsProvider), now);
}

/** Reads the student's agreements back from Mercado Pago and stores what they say; the browser's word counts for nothing. */
async function refreshFromProvider(
  userId: string,
  budget: ProviderBudget,
  now = new Date(),
): Promise<StoredSubscription | undefined> {
  const stored = await getSubscription(userId);
  if (!stored?.providerId) return stored;
  return (await syncStudent(userId, { budget, now })).subscription;
}

function statusOf(session: Session, subscription: StoredSubscription | undefined, now: Date) {
  return {
    subscription: subscriptionView(subscription, now),
    userId: session.userId,
    email: session.email,
  };
}

/** The student's subscription as stored (what the content gate asks on every page). */
export async function subscriptionStatus(session: Session, now = new Date()) {
  await limitStatusChecks(session.userId, false, now);
  return statusOf(session, await getSubscription(session.userId), now);
}

/** The return pages post a status; only what Mercado Pago confirms on read-back is stored. */
export async function confirmedStatus(session: Session, budget: ProviderBudget, now = new Date()) {
  await limitStatusChecks(session.userId, true, now);
  const subscription = await refreshFromProvider(session.userId, budget, now);
  if (!subscription) throw new NotFoundError(NO_SUBSCRIPTION_MESSAGE);
  return statusOf(session, subscription, now);
}

/** Cancels at Mercado Pago; access lasts until the paid period ends. */
export async function cancelSubscription(session: Session, budget: ProviderBudget, now = new Date()) {
  const stored = await getSubscription(session.userId);
  if (!stored?.providerId || stored.status === 'cancelled' || stored.status === 'failed')
    throw new NotFoundError(NO_SUBSCRIPTION_MESSAGE);
  // Already cancelled at Mercado Pago (after three failed charges) counts as done: it is read back next.
  await cancelAgreement(budget, { id: stored.providerId, status: stored.providerStatus ?? 'authorized' });
  const { subscription } = await syncStudent(session.userId, { budget, now });
  return { subscription: subscriptionView(subscription, now) };
}

/** What the student reads after cancelling: until when they keep studying, when they do. */
export function cancellationMessage(view: { expirationDate: string | null; daysRemaining: number }): string {
  return view.expirationDate && view.daysRemaining > 0
    ? `Cancelaste tu suscripción. No se te va a cobrar de nuevo y podés seguir estudiando hasta el ${argentineLongDate(view.expirationDate)}.`
    : 'Cancelaste tu suscripción. No se te va a cobrar de nuevo.';
}

const MAX_AGREEMENTS_LISTED = 10;

function paymentStatus(status: string | undefined): PaymentStatus {
  if (status === 'approved' || status === 'rejected' || status === 'refunded') return status;
  if (status === 'cancelled' || status === 'charged_back') return 'refunded';
  return 'pending';
}

/** The student's charges on every agreement they started, newest first, as Mercado Pago reports them. */
export async function listPayments(
  session: Session,
  budget: ProviderBudget,
  now = new Date(),
): Promise<{ payments: SubscriptionPayment[] }> {
  await limitStatusChecks(session.userId, true, now);
  const checkouts = (await listCheckouts(session.userId))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, MAX_AGREEMENTS_LISTED);
  const payments: SubscriptionPayment[] = [];
  for (const checkout of checkouts) {
    for (const charge of await chargesOf(budget, checkout.providerId)) {
      payments.push({
        id: charge.payment?.id ?? charge.id,
        date: charge.date,
        amount: charge.amount,
        planName: plans[checkout.planId].name,
        status: paymentStatus(charge.payment?.status),
      });
    }
  }
  payments.sort((a, b) => b.date.localeCompare(a.date));
  return { payments };
}
