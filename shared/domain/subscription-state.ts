/**
 * Where a student stands with their subscription, in the terms the pages speak (docs/subscription-states.md).
 * Decided once, on the server, from what Mercado Pago confirmed; the pages only read it.
 */
export const subscriptionStates = [
  'none',
  'checkout-pending',
  'active',
  'cancelled-with-time',
  'renewal-overdue',
  'payment-failed',
  'ended',
  'refunded',
] as const;
export type SubscriptionState = (typeof subscriptionStates)[number];

/**
 * A renewal that Mercado Pago has not collected yet (it is due, or a charge was declined and is being
 * retried) keeps access this long past the paid period. Mercado Pago cancels the agreement after its
 * third declined try, a day apart, so the grace covers the retries and ends with them.
 */
export const RENEWAL_GRACE_DAYS = 3;
const DAY_MS = 86_400_000;

/** What the state is decided from: the stored subscription's fields, with nothing the browser said. */
export interface SubscriptionFacts {
  status: 'active' | 'pending' | 'failed' | 'cancelled';
  expirationDate?: string | undefined;
  /** The agreement's own status at Mercado Pago. */
  providerStatus?: 'pending' | 'authorized' | 'paused' | 'cancelled' | undefined;
  cancelAtPeriodEnd?: boolean | undefined;
  /** The latest paid period was given back (an arrepentimiento, a refund, a chargeback). */
  periodRefunded?: boolean | undefined;
}

/** A renewing agreement: live at Mercado Pago and not cancelled by the student. */
const renews = (facts: SubscriptionFacts) =>
  facts.status === 'active' && facts.providerStatus !== 'cancelled' && !facts.cancelAtPeriodEnd;

/** Until when the student may study (ISO), counting the renewal grace; undefined without access ever. */
export function accessUntil(facts: SubscriptionFacts | undefined): string | undefined {
  if (!facts?.expirationDate) return undefined;
  if (facts.status !== 'active' && facts.status !== 'cancelled') return undefined;
  const end = Date.parse(facts.expirationDate);
  if (Number.isNaN(end)) return undefined;
  return renews(facts) ? new Date(end + RENEWAL_GRACE_DAYS * DAY_MS).toISOString() : facts.expirationDate;
}

export function hasAccessNow(facts: SubscriptionFacts | undefined, now = new Date()): boolean {
  const until = accessUntil(facts);
  return until !== undefined && Date.parse(until) > now.getTime();
}

export function subscriptionState(facts: SubscriptionFacts | undefined, now = new Date()): SubscriptionState {
  if (!facts) return 'none';
  const paidEnd = facts.expirationDate ? Date.parse(facts.expirationDate) : Number.NaN;
  if (hasAccessNow(facts, now)) {
    if (paidEnd <= now.getTime()) return 'renewal-overdue';
    // Active without renewing: a link paid after the product had cancelled it (ADR 0065). The student
    // cancelled nothing, so it is not "cancelled with time"; the page says it does not renew.
    return renews(facts) || facts.status === 'active' ? 'active' : 'cancelled-with-time';
  }
  if (facts.periodRefunded) return 'refunded';
  if (!Number.isNaN(paidEnd)) return 'ended';
  if (facts.status === 'failed') return 'payment-failed';
  if (facts.status === 'pending') return 'checkout-pending';
  // A checkout that was never paid and is closed now: as if nothing had been bought.
  return 'none';
}
