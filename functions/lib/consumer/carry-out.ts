import {
  type ConsumerOutcome,
  type ConsumerRequestKind,
  WITHDRAWAL_DAYS,
} from '../../../shared/api/contracts/consumer.ts';
import { daysBetween } from '../../../shared/domain/calendar-days.ts';
import { studyDay } from '../../../shared/domain/study-days.ts';
import { getSubscription, hasAccess } from '../data/subscriptions.ts';
import { isLive } from '../subscriptions/provider.ts';
import {
  isNotFound,
  isRefused,
  type ProviderBudget,
  ProviderError,
  providerCall,
} from '../subscriptions/provider-calls.ts';
import { cancelAgreement, chargesOf, readAgreements, syncHoldingLock } from '../subscriptions/sync.ts';

/**
 * A charge may be taken back when its Argentine calendar day is at most 10 days before the day the
 * request was received (Ley 24.240 art. 34). Judged at reception, never at confirmation; a charge made
 * after the request (a renewal while the link waited) is within it too.
 */
export function withinWithdrawalWindow(chargeDate: string, receivedAt: string): boolean {
  return daysBetween(studyDay(chargeDate), studyDay(receivedAt)) <= WITHDRAWAL_DAYS;
}

/**
 * Refunds one payment in full. The idempotency key is the payment's own (the same the duplicate-charge
 * refund uses), so a retry, a second request or a crash half-way never pays back twice. A refusal
 * because it is already refunded counts as done.
 */
async function refundInFull(budget: ProviderBudget, paymentId: string): Promise<void> {
  try {
    await providerCall(budget, 'payment.refund', (mp) => mp.refund.total({ payment_id: paymentId }), {
      write: true,
      idempotencyKey: `refund-${paymentId}`,
    });
    budget.log.info('withdrawal refund made', { paymentId });
  } catch (error) {
    if (!isRefused(error) && !isNotFound(error)) throw error;
    const payment = await providerCall(budget, 'payment.get', (mp) => mp.payment.get({ id: paymentId }));
    if (payment.status !== 'refunded') throw new ProviderError('payment.refund', error);
  }
}

const nothing: ConsumerOutcome = { applied: 'none', refundedAmount: null, accessUntil: null };

type Charge = Awaited<ReturnType<typeof chargesOf>>[number];

/**
 * The charges a withdrawal already gave back: the newest collected charges of an agreement that ended,
 * for as long as each was refunded. A refunded charge behind one that was kept is someone else's story
 * (a support refund long ago), not this purchase.
 */
function alreadyGivenBack(charges: readonly Charge[]): Charge[] {
  const given: Charge[] = [];
  for (const charge of charges) {
    const status = charge.payment?.status;
    if (status === 'refunded') given.push(charge);
    else if (status === 'approved' || status === 'charged_back') break;
  }
  return given;
}

/** When the last of these charges was refunded, as Mercado Pago recorded it; null when it cannot say. */
async function refundedAt(budget: ProviderBudget, charges: readonly Charge[]): Promise<string | null> {
  let latest: string | null = null;
  for (const charge of charges) {
    const paymentId = charge.payment?.id;
    if (!paymentId) continue;
    try {
      const refunds = await providerCall(budget, 'refund.list', (mp) =>
        mp.refund.list({ payment_id: paymentId }),
      );
      for (const refund of refunds ?? []) {
        const at = refund.date_created ? new Date(refund.date_created).toISOString() : null;
        if (at && (latest === null || at > latest)) latest = at;
      }
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  }
  return latest;
}

const total = (charges: readonly Charge[]) => charges.reduce((sum, charge) => sum + charge.amount, 0);

/**
 * Carries out an arrepentimiento or a baja for one student; the caller holds their billing lease.
 * Arrepentimiento with charges in the window: the agreement is cancelled first (nothing renews while the
 * refunds go out), then every approved charge in the window is refunded in full, and access ends. An
 * arrepentimiento that finds the purchase already given back (a second request) refunds nothing and says
 * what was given back and when. Otherwise (a baja, or nothing in the window to refund): the agreement is
 * cancelled and access lasts until the paid period ends. Then the provider's state is read back and
 * stored, as after any change.
 */
export async function carryOutHoldingLock(
  userId: string,
  request: { kind: ConsumerRequestKind; receivedAt: string },
  budget: ProviderBudget,
  now = new Date(),
): Promise<ConsumerOutcome> {
  const stored = await getSubscription(userId);
  if (!stored?.providerId) return nothing;
  const agreement = (await readAgreements(budget, [stored.providerId], undefined)).get(stored.providerId);
  if (!agreement) return nothing;
  const wasLive = isLive(agreement);

  let refundedAmount: number | null = null;
  let earlierRefund: ConsumerOutcome['earlierRefund'];
  if (request.kind === 'arrepentimiento') {
    const charges = await chargesOf(budget, agreement.id);
    const toRefund = charges.filter(
      (charge) =>
        charge.payment?.status === 'approved' && withinWithdrawalWindow(charge.date, request.receivedAt),
    );
    if (toRefund.length > 0) {
      if (wasLive) await cancelAgreement(budget, agreement);
      for (const charge of toRefund) await refundInFull(budget, (charge.payment as { id: string }).id);
      refundedAmount = total(toRefund);
    }
    // Only an agreement that had already ended can hold an earlier withdrawal's refunds.
    const given = wasLive ? [] : alreadyGivenBack(charges.filter((charge) => !toRefund.includes(charge)));
    if (given.length > 0)
      earlierRefund = { amount: total(given), refundedAt: await refundedAt(budget, given) };
  }
  if (refundedAmount === null && !earlierRefund && wasLive) await cancelAgreement(budget, agreement);

  const { subscription } = await syncHoldingLock(userId, { budget, now });
  if (refundedAmount !== null || earlierRefund) {
    if (hasAccess(subscription, now))
      budget.log.error('access still stored after a withdrawal refund', { providerId: agreement.id });
    return {
      applied: 'arrepentimiento',
      refundedAmount,
      accessUntil: null,
      ...(earlierRefund ? { earlierRefund } : {}),
    };
  }
  const accessUntil = hasAccess(subscription, now) ? (subscription?.expirationDate ?? null) : null;
  return wasLive || accessUntil ? { applied: 'baja', refundedAmount: null, accessUntil } : nothing;
}
