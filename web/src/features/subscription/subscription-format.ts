import type { PaymentStatus, Subscription } from '../../../../shared/api/contracts/subscriptions.ts';
import {
  formatArs,
  formatDateAr,
  type Plan,
  planList,
} from '../../../../shared/domain/subscription-plans.ts';

/** How a state reads at a glance: the colour always comes with an icon and words. */
export type Tone = 'ok' | 'pending' | 'error' | 'refunded' | 'none';

/** Cancelled at Mercado Pago: nothing renews, whatever was paid still runs. */
export const isCancelled = (subscription: Subscription) =>
  subscription.status === 'cancelled' ||
  (subscription.status === 'active' && subscription.cancelAtPeriodEnd === true);

/** The server's word, renewal grace included: the page never re-derives it from dates. */
export const hasAccess = (subscription: Subscription) => subscription.hasAccess;

export const canCancel = (subscription: Subscription) =>
  subscription.status === 'active' && !subscription.cancelAtPeriodEnd;

const paidUntil = (subscription: Subscription) =>
  subscription.expirationDate ? formatDateAr(subscription.expirationDate) : null;

/** "Activa", "Cancelada — acceso hasta el 25/12/2026", "Pago pendiente", … */
export function statusInWords(subscription: Subscription): { text: string; tone: Tone } {
  const until = paidUntil(subscription);
  switch (subscription.state) {
    case 'active':
      // A plan that does not renew says until when; the student did not cancel it (ADR 0065).
      return isCancelled(subscription)
        ? { text: `Activa — acceso hasta el ${until}`, tone: 'ok' }
        : { text: 'Activa', tone: 'ok' };
    case 'cancelled-with-time':
      return { text: `Cancelada — acceso hasta el ${until}`, tone: 'pending' };
    case 'renewal-overdue':
      return {
        text: `Renovación pendiente — acceso hasta el ${subscription.accessUntil ? formatDateAr(subscription.accessUntil) : until}`,
        tone: 'pending',
      };
    case 'checkout-pending':
      return { text: 'Pago pendiente', tone: 'pending' };
    case 'payment-failed':
      return { text: 'Pago rechazado', tone: 'error' };
    case 'refunded':
      return { text: 'Pago devuelto — sin acceso', tone: 'refunded' };
    case 'ended':
      return { text: `Terminó el ${until}`, tone: 'none' };
    default:
      return { text: 'Sin suscripción', tone: 'none' };
  }
}

export function paidUntilText(subscription: Subscription): string {
  return paidUntil(subscription) ?? 'Sin período pago';
}

/** "25/12/2026 · $ 6.050", or why nothing is charged. */
export function nextChargeText(subscription: Subscription): string {
  const { nextChargeDate, nextChargeAmount } = subscription;
  if (nextChargeDate && nextChargeAmount !== null && nextChargeAmount !== undefined)
    return `${formatDateAr(nextChargeDate)} · ${formatArs(nextChargeAmount)}`;
  return isCancelled(subscription) ? 'No se renueva' : 'Sin cobros programados';
}

/** The plan a student would switch to. */
export function otherPlan(subscription: Subscription): Plan | undefined {
  return subscription.planId ? planList.find((plan) => plan.id !== subscription.planId) : undefined;
}

export const paymentStatusInWords: Record<PaymentStatus, { text: string; tone: Tone }> = {
  approved: { text: 'Aprobado', tone: 'ok' },
  pending: { text: 'Pendiente', tone: 'pending' },
  rejected: { text: 'Rechazado', tone: 'error' },
  refunded: { text: 'Devuelto', tone: 'refunded' },
};
