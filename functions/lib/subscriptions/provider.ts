import type { PlanId } from '../../../shared/api/contracts/subscriptions.ts';
import * as z from '../../../shared/api/zod.ts';
import type { ProviderStatus, StoredStatus } from '../data/subscriptions.ts';

const dateText = z.union([z.string(), z.number()]).transform((value) => new Date(value).toISOString());

/** What the product reads of a Mercado Pago preapproval (from get or search), parsed, never cast. */
const preapprovalSchema = z.object({
  id: z.string().min(1),
  status: z.enum(['pending', 'authorized', 'paused', 'cancelled']),
  payer_email: z.string().optional(),
  external_reference: z.union([z.string(), z.number()]).transform(String).optional(),
  init_point: z.string().optional(),
  date_created: dateText.optional(),
  last_modified: dateText.optional(),
  next_payment_date: dateText.optional(),
  auto_recurring: z
    .object({
      frequency: z.number(),
      frequency_type: z.string(),
      transaction_amount: z.number(),
    })
    .partial()
    .optional(),
  summarized: z.object({ charged_quantity: z.number().nullish() }).partial().nullish(),
});

/** One agreement of a student with Mercado Pago, as the provider reports it now. */
export interface Agreement {
  id: string;
  status: ProviderStatus;
  planId: PlanId;
  amount: number;
  /** Instalments charged so far. */
  charged: number;
  /** End of the paid period (the next charge date) once something was charged. */
  periodEnd?: string;
  /** Its latest collected charge was given back, so the period it paid for is not paid (set on sync). */
  periodRefunded?: boolean;
  externalReference?: string;
  payerEmail?: string;
  initPoint?: string;
  dateCreated: string;
  lastModified: string;
}

function planOfRecurrence(recurring: { frequency_type?: string } | undefined): PlanId {
  return recurring?.frequency_type === 'months' ? 'annual' : 'weekly';
}

/** Parses what Mercado Pago answered; undefined when it is not a preapproval the product can read. */
export function agreementFrom(raw: unknown): Agreement | undefined {
  const parsed = preapprovalSchema.safeParse(raw);
  if (!parsed.success) return undefined;
  const p = parsed.data;
  const charged = p.summarized?.charged_quantity ?? 0;
  const dateCreated = p.date_created ?? new Date(0).toISOString();
  return {
    id: p.id,
    status: p.status,
    planId: planOfRecurrence(p.auto_recurring),
    amount: p.auto_recurring?.transaction_amount ?? 0,
    charged,
    ...(charged > 0 && p.next_payment_date ? { periodEnd: p.next_payment_date } : {}),
    ...(p.external_reference ? { externalReference: p.external_reference } : {}),
    ...(p.payer_email ? { payerEmail: p.payer_email } : {}),
    ...(p.init_point ? { initPoint: p.init_point } : {}),
    dateCreated,
    lastModified: p.last_modified ?? dateCreated,
  };
}

export const isLive = (agreement: Pick<Agreement, 'status'>) => agreement.status !== 'cancelled';

/** A charge whose period is still running: it pays for access now. */
export const paysForNow = (agreement: Agreement, now: Date) =>
  agreement.charged > 0 &&
  agreement.periodEnd !== undefined &&
  Date.parse(agreement.periodEnd) > now.getTime();

export interface ProviderState {
  status: StoredStatus;
  expirationDate?: string;
  cancelAtPeriodEnd: boolean;
}

/**
 * Our view of an agreement: authorized with a charge is an active paid period ending at the next
 * charge date; cancelled keeps the period already paid; a rejected latest payment on an agreement
 * that never charged is a failure. An agreement paid after it was cancelled unpaid (the older link of a
 * switch, paid anyway) was never cancelled by the student: its period is active, and it cannot renew
 * (ADR 0065).
 */
export function stateOf(
  agreement: Agreement,
  latestPayment?: { status?: string },
  options: { cancelledUnpaid?: boolean } = {},
): ProviderState {
  const paid = agreement.charged > 0;
  const expiration = paid && agreement.periodEnd ? { expirationDate: agreement.periodEnd } : {};
  switch (agreement.status) {
    case 'authorized':
      return { status: paid ? 'active' : 'pending', ...expiration, cancelAtPeriodEnd: false };
    case 'cancelled':
      return {
        status: options.cancelledUnpaid && expiration.expirationDate ? 'active' : 'cancelled',
        ...expiration,
        cancelAtPeriodEnd: true,
      };
    default:
      return {
        status: latestPayment?.status === 'rejected' && !paid ? 'failed' : paid ? 'active' : 'pending',
        ...expiration,
        cancelAtPeriodEnd: false,
      };
  }
}

export interface Decision {
  /** The student's one agreement: the one that pays for access, else the checkout in progress. */
  keeper?: Agreement;
  /** Live agreements to cancel at the provider. */
  cancel: Agreement[];
  /** Paid agreements other than the keeper: their charges are refunded. */
  duplicates: Agreement[];
}

const byCreated = (a: Agreement, b: Agreement) => a.dateCreated.localeCompare(b.dateCreated);

/**
 * The single-agreement rule (ADR 0016). If something pays for access now, the keeper is a live one
 * (it renews), then the one already stored, then the oldest; other paid ones are duplicates. If
 * nothing is paid, the keeper is the stored checkout if still live, else the newest live one. Every
 * other live agreement is cancelled.
 */
export function decide(agreements: Agreement[], storedId: string | undefined, now: Date): Decision {
  const paid = agreements.filter((a) => paysForNow(a, now));
  let keeper: Agreement | undefined;
  if (paid.length > 0) {
    keeper = [...paid].sort(
      (a, b) =>
        Number(isLive(b)) - Number(isLive(a)) ||
        Number(b.id === storedId) - Number(a.id === storedId) ||
        byCreated(a, b),
    )[0];
  } else {
    const live = agreements.filter(isLive);
    keeper =
      live.find((a) => a.id === storedId) ??
      [...live].sort(byCreated).at(-1) ??
      agreements.find((a) => a.id === storedId) ??
      [...agreements].sort(byCreated).at(-1);
  }
  return {
    keeper,
    cancel: agreements.filter((a) => isLive(a) && a.id !== keeper?.id),
    duplicates: paid.filter((a) => a.id !== keeper?.id),
  };
}
