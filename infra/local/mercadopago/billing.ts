import type { EmulatorState } from './state.ts';
import type { AuthorizedPayment, Decision, EmulatorEvent, Payment, Preapproval, Refund } from './types.ts';

const DAY_MS = 86_400_000;
/** Mercado Pago cancels a subscription after this many rejected attempts in a row to charge one instalment. */
const MAX_REJECTED_ATTEMPTS = 3;

export const cents = (amount: number) => Math.round(amount * 100) / 100;

function addPeriod(from: Date, recurring: Preapproval['auto_recurring']): Date {
  const next = new Date(from);
  if (recurring.frequency_type === 'months') next.setUTCMonth(next.getUTCMonth() + recurring.frequency);
  else next.setUTCDate(next.getUTCDate() + recurring.frequency);
  return next;
}

const paymentStatus = { approve: 'approved', reject: 'rejected', pending: 'in_process' } as const;
const paymentDetail = {
  approve: 'accredited',
  reject: 'cc_rejected_insufficient_amount',
  pending: 'pending_review_manual',
} as const;
const invoiceStatus = { approve: 'processed', reject: 'recycling', pending: 'scheduled' } as const;

/** One attempt to collect: a new payment, on a new authorized payment or on the one being retried. */
function attempt(
  state: EmulatorState,
  preapproval: Preapproval,
  decision: Decision,
  at: Date,
  debitDate: string,
  invoice?: AuthorizedPayment,
): AuthorizedPayment {
  const amount = preapproval.auto_recurring.transaction_amount;
  const payment: Payment = {
    id: state.newId(),
    status: paymentStatus[decision],
    status_detail: paymentDetail[decision],
    transaction_amount: amount,
    transaction_amount_refunded: 0,
    currency_id: preapproval.auto_recurring.currency_id,
    external_reference: preapproval.external_reference,
    metadata: { preapproval_id: preapproval.id },
    date_created: at.toISOString(),
    date_last_updated: at.toISOString(),
  };
  state.payments.set(payment.id, payment);
  const status = invoiceStatus[decision];
  const paymentSummary = { id: payment.id, status: payment.status, status_detail: payment.status_detail };
  if (invoice) {
    invoice.status = status;
    invoice.retry_attempt++;
    invoice.payment = paymentSummary;
    invoice.last_modified = at.toISOString();
    return invoice;
  }
  const created: AuthorizedPayment = {
    id: state.newId(),
    preapproval_id: preapproval.id,
    type: 'recurring',
    status,
    reason: preapproval.reason,
    external_reference: preapproval.external_reference,
    transaction_amount: amount,
    currency_id: preapproval.auto_recurring.currency_id,
    debit_date: debitDate,
    date_created: at.toISOString(),
    last_modified: at.toISOString(),
    retry_attempt: 0,
    payment: paymentSummary,
  };
  state.authorizedPayments.set(created.id, created);
  return created;
}

/**
 * What the checkout would do, forced: works on any status. Approving a cancelled preapproval keeps it
 * cancelled but records the charge, as when a payment races a cancellation.
 */
export function decide(state: EmulatorState, preapproval: Preapproval, decision: Decision): EmulatorEvent[] {
  const at = state.now();
  const invoice = attempt(state, preapproval, decision, at, at.toISOString());
  if (decision === 'approve') {
    if (preapproval.status !== 'cancelled') preapproval.status = 'authorized';
    preapproval.next_payment_date = addPeriod(at, preapproval.auto_recurring).toISOString();
    preapproval.summarized = {
      charged_quantity: 1,
      last_charged_date: at.toISOString(),
      last_charged_amount: preapproval.auto_recurring.transaction_amount,
    };
    state.retries.delete(preapproval.id);
  }
  preapproval.last_modified = at.toISOString();
  const events: EmulatorEvent[] = [
    { resource: 'authorized_payment', id: String(invoice.id) },
    { resource: 'payment', id: invoice.payment.id.toString() },
  ];
  if (decision === 'approve') events.unshift({ resource: 'preapproval', id: preapproval.id });
  return events;
}

function renewed(preapproval: Preapproval, invoice: AuthorizedPayment, at: Date): void {
  let next = new Date(preapproval.next_payment_date as string);
  do next = addPeriod(next, preapproval.auto_recurring);
  while (next.getTime() <= at.getTime());
  preapproval.next_payment_date = next.toISOString();
  preapproval.summarized = {
    charged_quantity: preapproval.summarized.charged_quantity + 1,
    last_charged_date: at.toISOString(),
    last_charged_amount: preapproval.auto_recurring.transaction_amount,
  };
  invoice.next_retry_date = undefined;
}

/** Charges one instalment of an authorized preapproval whose next_payment_date has passed. */
export function renew(state: EmulatorState, preapproval: Preapproval, at: Date): EmulatorEvent[] {
  const retry = state.retries.get(preapproval.id);
  const outcome = state.outcomes.get(preapproval.id) ?? 'approve';
  const invoice = attempt(
    state,
    preapproval,
    outcome,
    at,
    preapproval.next_payment_date as string,
    retry ? state.authorizedPayments.get(retry.authorized_payment_id) : undefined,
  );
  const events: EmulatorEvent[] = [
    { resource: 'authorized_payment', id: String(invoice.id) },
    { resource: 'payment', id: String(invoice.payment.id) },
  ];
  preapproval.last_modified = at.toISOString();
  if (outcome === 'approve') {
    renewed(preapproval, invoice, at);
    state.retries.delete(preapproval.id);
    events.unshift({ resource: 'preapproval', id: preapproval.id });
    return events;
  }
  const rejectedAttempts = (retry?.rejected_attempts ?? 0) + 1;
  state.retries.set(preapproval.id, {
    rejected_attempts: rejectedAttempts,
    last_attempt: at.toISOString(),
    authorized_payment_id: invoice.id,
  });
  if (rejectedAttempts >= MAX_REJECTED_ATTEMPTS) {
    preapproval.status = 'cancelled';
    invoice.status = 'cancelled';
    invoice.next_retry_date = undefined;
    events.unshift({ resource: 'preapproval', id: preapproval.id });
  } else {
    invoice.next_retry_date = new Date(at.getTime() + DAY_MS).toISOString();
  }
  return events;
}

/** Every instalment due at the emulator's clock, a rejected one retried no sooner than a day later. */
export function chargeDue(state: EmulatorState): EmulatorEvent[] {
  const at = state.now();
  const events: EmulatorEvent[] = [];
  for (const preapproval of state.preapprovals.values()) {
    if (preapproval.status !== 'authorized' || !preapproval.next_payment_date) continue;
    if (Date.parse(preapproval.next_payment_date) > at.getTime()) continue;
    const retry = state.retries.get(preapproval.id);
    if (retry && at.getTime() - Date.parse(retry.last_attempt) < DAY_MS) continue;
    events.push(...renew(state, preapproval, at));
  }
  return events;
}

export type RefundResult =
  | { refund: Refund; created: boolean; events: EmulatorEvent[] }
  | { problem: string; events: [] };

/** A full or partial refund of an approved payment; the same idempotency key gives back the same refund. */
export function refund(
  state: EmulatorState,
  payment: Payment,
  key: string,
  requested: number | undefined,
): RefundResult {
  const known = state.refundKeys.get(`${payment.id} ${key}`);
  const knownRefund = known === undefined ? undefined : state.refunds.get(known);
  if (knownRefund) return { refund: knownRefund, created: false, events: [] };
  if (payment.status !== 'approved')
    return { problem: `payment ${payment.id} is ${payment.status}`, events: [] };
  const remaining = cents(payment.transaction_amount - payment.transaction_amount_refunded);
  const amount = requested === undefined ? remaining : cents(requested);
  if (!(amount > 0) || amount > remaining) {
    return { problem: `amount must be between 0 and ${remaining}`, events: [] };
  }
  const at = state.now().toISOString();
  const created: Refund = {
    id: state.newId(),
    payment_id: payment.id,
    amount,
    status: 'approved',
    date_created: at,
  };
  state.refunds.set(created.id, created);
  state.refundKeys.set(`${payment.id} ${key}`, created.id);
  payment.transaction_amount_refunded = cents(payment.transaction_amount_refunded + amount);
  payment.date_last_updated = at;
  if (payment.transaction_amount_refunded >= payment.transaction_amount) {
    payment.status = 'refunded';
    payment.status_detail = 'refunded';
    for (const invoice of state.authorizedPayments.values()) {
      if (invoice.payment.id !== payment.id) continue;
      invoice.payment = { ...invoice.payment, status: 'refunded', status_detail: 'refunded' };
      invoice.last_modified = at;
    }
  } else {
    payment.status_detail = 'partially_refunded';
  }
  return { refund: created, created: true, events: [{ resource: 'payment', id: String(payment.id) }] };
}
