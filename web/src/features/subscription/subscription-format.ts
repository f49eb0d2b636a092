import type { PaymentStatus, Subscription } from '../../../../shared/api/contracts/subscriptions.ts';
import { formatArs, formatDateAr, type Plan, planList } from '../../../../shared/domain/plans.ts';

/** How a state reads at a glance: the colour always comes with an icon and words. */
export type Tone = 'ok' | 'pending' | 'error' | 'refunded' | 'none';

/** Cancelled at Mercado Pago: nothing renews, whatever was paid still runs. */
export const isCancelled = (subscription: Subscription) =>
  subscription.status === 'cancelled' ||
  (subscription.status === 'active' && subscription.cancelAtPeriodEnd === true);

export const hasAccess = (subscription: Subscription) =>
  (subscription.status === 'active' || subscription.status === 'cancelled') && subscription.daysRemaining > 0;

export const canCancel = (subscription: Subscription) =>
  subscription.status === 'active' && !subscription.cancelAtPeriodEnd;

const paidUntil = (subscription: Subscription) =>
  subscription.expirationDate ? formatDateAr(subscription.expirationDate) : null;

/** "Activa", "Cancelada — acceso hasta el 25/12/2026", "Pago pendiente", … */
export function statusInWords(subscription: Subscription): { text: string; tone: Tone } {
  if (isCancelled(subscription)) {
    const until = paidUntil(subscription);
    return until && subscription.daysRemaining > 0
      ? { text: `Cancelada — acceso hasta el ${until}`, tone: 'pending' }
      : { text: 'Cancelada', tone: 'none' };
  }
  switch (subscription.status) {
    case 'active':
      return { text: 'Activa', tone: 'ok' };
    case 'pending':
      return { text: 'Pago pendiente', tone: 'pending' };
    case 'failed':
      return { text: 'Pago rechazado', tone: 'error' };
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
