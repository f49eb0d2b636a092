import { plans } from '../../../shared/domain/subscription-plans.ts';
import { sendEmail } from '../adapters/ses.ts';
import { config } from '../config.ts';
import { findDeletedAgreement } from '../data/deleted-agreements.ts';
import {
  CHECKOUT_PAYABLE_DAYS,
  claimMail,
  expectedFrom,
  getSubscription,
  hasAccess,
  listCheckouts,
  payableCheckout,
  releaseMail,
  type StoredCheckout,
  type StoredSubscription,
  SubscriptionChangedError,
  saveSubscription,
} from '../data/subscriptions.ts';
import type { Logger } from '../logger.ts';
import { type MetricValues, recordMetrics } from '../metrics.ts';
import { withBillingLock } from './billing-lock.ts';
import {
  accessActivatedEmail,
  accessEndingEmail,
  paymentFailedEmail,
  renewalReminderEmail,
} from './emails.ts';
import { type Agreement, agreementFrom, decide, isLive, paysForNow, stateOf } from './provider.ts';
import { isNotFound, isRefused, type ProviderBudget, providerCall } from './provider-calls.ts';

const DAY_MS = 86_400_000;

export interface PaymentNews {
  id?: string;
  status?: string;
}

export interface SyncOptions {
  budget: ProviderBudget;
  now?: Date;
  /** Reconciliation: also search the provider by payer e-mail and read the keeper's latest payment. */
  thorough?: boolean;
  /** Agreements the caller itself has just cancelled while nothing was charged on them (a switch). */
  cancelledUnpaid?: readonly string[];
  /** The agreement a notification was about, and the payment it reported. */
  notified?: { preapprovalId: string; payment?: PaymentNews };
}

export interface SyncResult {
  subscription?: StoredSubscription;
  /** What this run changed, in words for the log. */
  changes: string[];
}

/** Brings one student's billing in line with Mercado Pago (ADR 0016), holding their billing lease. */
export function syncStudent(userId: string, options: SyncOptions): Promise<SyncResult> {
  return withBillingLock(userId, options.budget, () => syncLocked(userId, options));
}

/** The same, for a caller that already holds the student's billing lease. */
export function syncHoldingLock(userId: string, options: SyncOptions): Promise<SyncResult> {
  return syncLocked(userId, options);
}

const periodRunning = (checkout: StoredCheckout, now: Date) =>
  checkout.charged > 0 && checkout.periodEnd !== undefined && Date.parse(checkout.periodEnd) > now.getTime();

/** Reads back every agreement that may matter: live ones, paid ones still running, the notified one. */
export async function readAgreements(
  budget: ProviderBudget,
  ids: Iterable<string>,
  payerEmail: string | undefined,
): Promise<Map<string, Agreement>> {
  const found = new Map<string, Agreement>();
  if (payerEmail) {
    for (let offset = 0; offset < 1000; offset += 100) {
      const page = await providerCall(budget, 'preapproval.search', (mp) =>
        mp.preApproval.search({ options: { payer_email: payerEmail, limit: 100, offset } }),
      );
      for (const raw of page.results ?? []) {
        const agreement = agreementFrom(raw);
        if (agreement) found.set(agreement.id, agreement);
      }
      if ((page.results?.length ?? 0) < 100) break;
    }
  }
  for (const id of new Set(ids)) {
    if (found.has(id)) continue;
    try {
      const agreement = agreementFrom(
        await providerCall(budget, 'preapproval.get', (mp) => mp.preApproval.get({ id })),
      );
      if (agreement) found.set(id, agreement);
    } catch (error) {
      if (!isNotFound(error)) throw error;
      budget.log.warn('preapproval not found at the provider', { preapprovalId: id });
    }
  }
  return found;
}

/** Cancels an agreement at Mercado Pago; one that is already cancelled (or gone) counts as done. */
export async function cancelAgreement(
  budget: ProviderBudget,
  agreement: Pick<Agreement, 'id' | 'status'>,
): Promise<void> {
  try {
    await providerCall(
      budget,
      'preapproval.cancel',
      (mp) => mp.preApproval.update({ id: agreement.id, body: { status: 'cancelled' } }),
      { write: true, idempotencyKey: `cancel-${agreement.id}` },
    );
  } catch (error) {
    if (!isNotFound(error) && !isRefused(error)) throw error;
  }
  agreement.status = 'cancelled';
}

async function invoicesOf(budget: ProviderBudget, preapprovalId: string) {
  const page = await providerCall(budget, 'invoice.search', (mp) =>
    mp.invoice.search({ options: { preapproval_id: preapprovalId, limit: 50 } as never }),
  );
  return (page as { results?: unknown[] }).results ?? [];
}

interface InvoiceView {
  id: string;
  preapprovalId: string;
  date: string;
  amount: number;
  payment?: { id: string; status: string };
}

function invoiceView(raw: unknown): InvoiceView | undefined {
  const invoice = raw as {
    id?: string | number;
    preapproval_id?: string;
    debit_date?: string;
    date_created?: string;
    transaction_amount?: number;
    payment?: { id?: string | number; status?: string };
  };
  if (invoice?.id === undefined || !invoice.preapproval_id) return undefined;
  return {
    id: String(invoice.id),
    preapprovalId: invoice.preapproval_id,
    date: invoice.debit_date ?? invoice.date_created ?? new Date(0).toISOString(),
    amount: invoice.transaction_amount ?? 0,
    ...(invoice.payment?.id !== undefined
      ? { payment: { id: String(invoice.payment.id), status: invoice.payment.status ?? 'pending' } }
      : {}),
  };
}

/** The charges (authorized payments) of one agreement, newest first. */
export async function chargesOf(budget: ProviderBudget, preapprovalId: string): Promise<InvoiceView[]> {
  return (await invoicesOf(budget, preapprovalId))
    .map(invoiceView)
    .filter((invoice): invoice is InvoiceView => invoice !== undefined)
    .sort((a, b) => b.date.localeCompare(a.date));
}

/**
 * Refunds one charge in full. Every refund of a payment uses the same idempotency key, so a retry, a
 * replayed notice or two paths racing refund it once. False when Mercado Pago refuses it.
 */
async function refundCharge(budget: ProviderBudget, paymentId: string): Promise<boolean> {
  try {
    await providerCall(budget, 'payment.refund', (mp) => mp.refund.total({ payment_id: paymentId }), {
      write: true,
      idempotencyKey: `refund-${paymentId}`,
    });
    return true;
  } catch (error) {
    if (!isRefused(error) && !isNotFound(error)) throw error;
    return false;
  }
}

/** Gives back every approved charge of an agreement that paid for access another one already paid. */
async function refundDuplicate(budget: ProviderBudget, agreement: Agreement, log: Logger): Promise<number> {
  let refunded = 0;
  for (const charge of await chargesOf(budget, agreement.id)) {
    if (charge.payment?.status !== 'approved') continue;
    const paymentId = charge.payment.id;
    if (await refundCharge(budget, paymentId)) {
      refunded++;
      log.info('duplicate charge refunded', { preapprovalId: agreement.id, paymentId });
    } else log.warn('duplicate charge could not be refunded', { preapprovalId: agreement.id, paymentId });
  }
  return refunded;
}

/** Payment statuses of a charge that was collected; the last two gave the money back. */
const COLLECTED = new Set(['approved', 'refunded', 'charged_back']);
const GIVEN_BACK = new Set(['refunded', 'charged_back']);

/**
 * An agreement whose student deleted the account (ADR 0065): it is cancelled if still live, and every
 * approved charge beyond the `keptCharges` that had paid for access the product gave is refunded in
 * full. A payment that raced the deletion therefore never stays with us; one made before it does.
 */
export async function settleDeletedAgreement(
  budget: ProviderBudget,
  agreement: Agreement,
  keptCharges: number,
): Promise<string[]> {
  const log = budget.log.child({ preapprovalId: agreement.id });
  const changes: string[] = [];
  if (isLive(agreement)) {
    await cancelAgreement(budget, agreement);
    log.info('agreement of a deleted account cancelled');
    changes.push(`cancelled preapproval ${agreement.id} of a deleted account`);
  }
  const oldestFirst = (await chargesOf(budget, agreement.id))
    .filter((charge) => COLLECTED.has(charge.payment?.status ?? ''))
    .reverse();
  for (const charge of oldestFirst.slice(keptCharges)) {
    if (charge.payment?.status !== 'approved') continue;
    const paymentId = charge.payment.id;
    if (await refundCharge(budget, paymentId)) {
      log.warn('payment for a deleted account refunded', { paymentId, amount: charge.amount });
      changes.push(`refunded payment ${paymentId} of preapproval ${agreement.id} of a deleted account`);
    } else log.error('payment for a deleted account could not be refunded', { paymentId });
  }
  return changes;
}

/**
 * A refunded charge pays for nothing (ADR 0060): when the latest collected charge of a cancelled
 * agreement whose period still runs was refunded (an arrepentimiento, a refunded duplicate) or charged
 * back, that period is not paid, so the agreement grants no access and keeps no paid-until. Only
 * cancelled agreements are checked: a live one that charged renews, and refunds always cancel first.
 */
export async function withholdRefundedPeriod(budget: ProviderBudget, agreement: Agreement, now: Date) {
  if (agreement.status !== 'cancelled' || !paysForNow(agreement, now)) return;
  const latest = (await chargesOf(budget, agreement.id)).find((charge) =>
    COLLECTED.has(charge.payment?.status ?? ''),
  );
  if (!latest?.payment) return;
  let status = latest.payment.status;
  if (!GIVEN_BACK.has(status)) {
    // An authorized payment may lag behind its payment: the payment itself has the last word.
    const paymentId = latest.payment.id;
    try {
      const payment = await providerCall(budget, 'payment.get', (mp) => mp.payment.get({ id: paymentId }));
      status = payment.status ?? status;
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  }
  if (GIVEN_BACK.has(status)) {
    agreement.periodEnd = undefined;
    agreement.periodRefunded = true;
  }
}

function checkoutOf(agreement: Agreement, known: StoredCheckout | undefined): StoredCheckout {
  return {
    providerId: agreement.id,
    planId: known?.planId ?? agreement.planId,
    subscriptionId: known?.subscriptionId ?? agreement.externalReference ?? agreement.id,
    ...(known?.initPoint || agreement.initPoint
      ? { initPoint: (known?.initPoint ?? agreement.initPoint) as string }
      : {}),
    amount: agreement.amount || known?.amount || plans[known?.planId ?? agreement.planId].priceArs,
    createdAt: known?.createdAt ?? agreement.dateCreated,
    providerStatus: agreement.status,
    charged: agreement.charged,
    ...(agreement.periodEnd ? { periodEnd: agreement.periodEnd } : {}),
  };
}

const sameCheckout = (a: StoredCheckout | undefined, b: StoredCheckout) =>
  a !== undefined &&
  a.providerStatus === b.providerStatus &&
  a.charged === b.charged &&
  a.periodEnd === b.periodEnd;

const comparable = (s: StoredSubscription | undefined) =>
  s && JSON.stringify({ ...s, updatedAt: undefined, version: undefined, createdAt: undefined });

async function syncLocked(userId: string, options: SyncOptions, retried = false): Promise<SyncResult> {
  const { budget, notified, thorough = false } = options;
  const now = options.now ?? new Date();
  const log = budget.log.child({ userId });
  const changes: string[] = [];
  const current = await getSubscription(userId);
  const checkouts = await listCheckouts(userId);
  const known = new Map(checkouts.map((checkout) => [checkout.providerId, checkout]));

  const toRead = [
    ...(notified ? [notified.preapprovalId] : []),
    ...(current?.providerId ? [current.providerId] : []),
    ...checkouts
      .filter((c) => c.providerStatus !== 'cancelled' || periodRunning(c, now))
      .map((c) => c.providerId),
  ];
  const found = await readAgreements(budget, toRead, thorough ? current?.email : undefined);
  for (const [id, agreement] of found) {
    if (known.has(id)) continue;
    const deleted = await findDeletedAgreement(id, now);
    if (!deleted) continue;
    // Left by a deleted account (met again by a search of its e-mail, or a sync that waited out the
    // deletion): it is never this student's, and what was charged on it after the deletion goes back.
    found.delete(id);
    changes.push(...(await settleDeletedAgreement(budget, agreement, deleted.keptCharges)));
  }
  const agreements = [...found.values()];
  for (const agreement of agreements) await withholdRefundedPeriod(budget, agreement, now);
  for (const agreement of agreements) {
    if (!known.has(agreement.id))
      changes.push(`registered preapproval ${agreement.id} the product did not know`);
  }

  const decision = decide(agreements, current?.providerId, now);
  const { keeper } = decision;
  if (!keeper) return { subscription: current, changes };

  if (
    thorough &&
    keeper.status === 'pending' &&
    keeper.charged === 0 &&
    now.getTime() - Date.parse(keeper.dateCreated) > CHECKOUT_PAYABLE_DAYS * DAY_MS
  ) {
    decision.cancel.push(keeper);
  }
  for (const agreement of decision.cancel) {
    await cancelAgreement(budget, agreement);
    changes.push(
      `cancelled preapproval ${agreement.id} (${agreement === keeper ? 'abandoned checkout' : 'not the student’s one agreement'})`,
    );
  }
  for (const duplicate of decision.duplicates) {
    const refunded = await refundDuplicate(budget, duplicate, log);
    if (refunded > 0) changes.push(`refunded ${refunded} charge(s) of duplicate preapproval ${duplicate.id}`);
  }

  let latestPayment: PaymentNews | undefined;
  if (notified?.payment && notified.preapprovalId === keeper.id) latestPayment = notified.payment;
  else if (thorough) latestPayment = (await chargesOf(budget, keeper.id))[0]?.payment;

  const knownKeeper = known.get(keeper.id);
  const keeperCheckout = checkoutOf(keeper, knownKeeper);
  // Cancelled by the product while nothing was charged on it (a switch, an abandoned checkout), or
  // already stored as paid that way: a payment on it is not a period the student cancelled.
  const cancelledUnpaid =
    keeper.status === 'cancelled' &&
    (options.cancelledUnpaid?.includes(keeper.id) === true ||
      (knownKeeper?.providerStatus === 'cancelled' && knownKeeper.charged === 0) ||
      (current?.providerId === keeper.id &&
        current.status === 'active' &&
        current.providerStatus === 'cancelled'));
  const state = stateOf(keeper, latestPayment, { cancelledUnpaid });
  const sameAgreement = current?.providerId === keeper.id;
  const status =
    sameAgreement &&
    current.status === 'failed' &&
    state.status === 'pending' &&
    keeper.lastModified <= (current.providerLastModified ?? '')
      ? 'failed'
      : state.status;
  const draft: StoredSubscription = {
    subscriptionId: keeperCheckout.subscriptionId,
    planId: keeperCheckout.planId,
    status,
    ...(state.expirationDate ? { expirationDate: state.expirationDate } : {}),
    providerId: keeper.id,
    providerStatus: keeper.status,
    providerLastModified: keeper.lastModified,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    ...(keeper.periodRefunded ? { periodRefunded: true } : {}),
    ...(keeperCheckout.initPoint ? { initPoint: keeperCheckout.initPoint } : {}),
    checkoutCreatedAt: keeperCheckout.createdAt,
    amount: keeperCheckout.amount,
    ...(current?.email ? { email: current.email } : keeper.payerEmail ? { email: keeper.payerEmail } : {}),
    createdAt: current?.createdAt ?? now.toISOString(),
    updatedAt: now.toISOString(),
  };
  const accessGrantedBy = hasAccess(draft, now)
    ? hasAccess(current, now) && current?.accessGrantedBy
      ? current.accessGrantedBy
      : keeper.id
    : undefined;
  const next: StoredSubscription = {
    ...draft,
    ...(accessGrantedBy ? { accessGrantedBy } : {}),
    open: isLive(keeper) || hasAccess(draft, now),
  };
  const changedCheckouts = agreements
    .map((agreement) => checkoutOf(agreement, known.get(agreement.id)))
    .filter((checkout) => !sameCheckout(known.get(checkout.providerId), checkout));

  let saved = current;
  if (comparable(current) !== comparable({ ...next, version: current?.version }) || changedCheckouts.length) {
    try {
      saved = await saveSubscription(userId, next, {
        expected: expectedFrom(current),
        checkouts: changedCheckouts,
      });
    } catch (error) {
      if (error instanceof SubscriptionChangedError && !retried) return syncLocked(userId, options, true);
      throw error;
    }
    recordMetrics(billingNews(changedCheckouts, known, !hasAccess(current, now) && hasAccess(next, now)), {
      userId,
      planId: next.planId,
    });
    if (current?.status !== next.status || current?.providerId !== next.providerId)
      changes.push(`subscription ${current?.status ?? 'none'} → ${next.status} (preapproval ${keeper.id})`);
    else if (current?.expirationDate !== next.expirationDate)
      changes.push(`paid period now ends ${next.expirationDate ?? 'never'}`);
  }
  if (saved) await sendLifecycleMails(userId, saved, { keeper, latestPayment, now, log });
  return { subscription: saved, changes };
}

/**
 * What a saved sync tells the dashboard: the charges Mercado Pago reported that the product sees for the
 * first time (each is saved once, so each is counted once), their pesos, and access newly granted.
 */
function billingNews(
  changed: readonly StoredCheckout[],
  known: ReadonlyMap<string, StoredCheckout>,
  activated: boolean,
): MetricValues {
  const charges = changed.map((checkout) => ({
    count: Math.max(0, checkout.charged - (known.get(checkout.providerId)?.charged ?? 0)),
    amount: checkout.amount,
  }));
  const count = charges.reduce((total, charge) => total + charge.count, 0);
  return {
    ...(count > 0
      ? {
          PaymentsCharged: count,
          PaymentsArs: charges.reduce((total, charge) => total + charge.count * charge.amount, 0),
        }
      : {}),
    ...(activated ? { SubscriptionsActivated: 1 } : {}),
  };
}

async function sendOnce(
  userId: string,
  mailKey: string,
  log: Logger,
  now: Date,
  mail: () => { to: string; subject: string; html: string; text: string },
): Promise<void> {
  if (!(await claimMail(userId, mailKey, now))) return;
  try {
    await sendEmail(mail());
    log.info('lifecycle e-mail sent', { mailKey });
  } catch (error) {
    await releaseMail(userId, mailKey);
    log.warn('lifecycle e-mail failed; a later run sends it', { mailKey, error: String(error) });
  }
}

/** Lead time of the reminder before a paid period ends. */
function reminderLeadMs(subscription: StoredSubscription): number {
  return subscription.planId === 'annual' && !subscription.cancelAtPeriodEnd ? 7 * DAY_MS : DAY_MS;
}

/**
 * Each lifecycle e-mail is decided from the stored state and claimed before it is sent, so duplicate
 * webhooks, reconciliation and retries send it once: access activated, payment failed, and the
 * reminder before a paid period ends.
 */
async function sendLifecycleMails(
  userId: string,
  subscription: StoredSubscription,
  context: { keeper: Agreement; latestPayment?: PaymentNews; now: Date; log: Logger },
): Promise<void> {
  const { now, log, keeper, latestPayment } = context;
  const to = subscription.email;
  if (!to) return;
  const siteUrl = config().SITE_URL;
  const amount = subscription.amount ?? plans[subscription.planId].priceArs;
  const mail = { to, siteUrl, planId: subscription.planId };
  const expirationDate = subscription.expirationDate;

  if (hasAccess(subscription, now) && subscription.accessGrantedBy && expirationDate) {
    await sendOnce(userId, `activated#${subscription.accessGrantedBy}`, log, now, () =>
      accessActivatedEmail({
        ...mail,
        expirationDate,
        amount,
        renews: subscription.status === 'active' && !subscription.cancelAtPeriodEnd,
      }),
    );
  }
  if (latestPayment?.status === 'rejected' && latestPayment.id && subscription.providerId === keeper.id) {
    const retryUrl = payableCheckout(subscription, now)?.initPoint;
    await sendOnce(userId, `payment-failed#${latestPayment.id}`, log, now, () =>
      paymentFailedEmail({
        ...mail,
        amount,
        firstPayment: keeper.charged === 0,
        ...(retryUrl ? { retryUrl } : {}),
      }),
    );
  }
  if (hasAccess(subscription, now) && expirationDate) {
    const dueAt = Date.parse(expirationDate) - reminderLeadMs(subscription);
    if (now.getTime() >= dueAt) {
      await sendOnce(userId, `reminder#${subscription.providerId}#${expirationDate}`, log, now, () =>
        subscription.cancelAtPeriodEnd || subscription.status === 'cancelled'
          ? accessEndingEmail({
              ...mail,
              expirationDate,
              cancelledByStudent: subscription.status === 'cancelled',
            })
          : renewalReminderEmail({ ...mail, chargeDate: expirationDate, amount }),
      );
    }
  }
}
