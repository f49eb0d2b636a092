/** The shapes Mercado Pago's API answers with, as far as the product reads them. */

export type Decision = 'approve' | 'reject' | 'pending';
export type Outcome = 'approve' | 'reject';
export type Signature = 'valid' | 'tampered' | 'missing' | 'stale';

export interface Preapproval {
  id: string;
  payer_email: string;
  status: 'pending' | 'authorized' | 'paused' | 'cancelled';
  reason: string;
  external_reference: string;
  date_created: string;
  last_modified: string;
  init_point: string;
  back_url: string;
  next_payment_date?: string;
  auto_recurring: {
    frequency: number;
    frequency_type: 'days' | 'months';
    transaction_amount: number;
    currency_id: string;
  };
  summarized: {
    charged_quantity: number;
    last_charged_date: string | null;
    last_charged_amount: number | null;
  };
  application_id: number;
  collector_id: number;
}

export interface AuthorizedPayment {
  id: number;
  preapproval_id: string;
  type: 'recurring';
  status: 'processed' | 'recycling' | 'scheduled' | 'cancelled';
  reason: string;
  external_reference: string;
  transaction_amount: number;
  currency_id: string;
  debit_date: string;
  date_created: string;
  last_modified: string;
  retry_attempt: number;
  next_retry_date?: string;
  payment: { id: number; status: string; status_detail: string };
}

export interface Payment {
  id: number;
  status: 'approved' | 'rejected' | 'in_process' | 'refunded';
  status_detail: string;
  transaction_amount: number;
  transaction_amount_refunded: number;
  currency_id: string;
  external_reference: string;
  metadata: { preapproval_id: string };
  date_created: string;
  date_last_updated: string;
}

export interface Refund {
  id: number;
  payment_id: number;
  amount: number;
  status: 'approved';
  date_created: string;
}

/** A renewal that was rejected and will be tried again on the same authorized payment. */
export interface Retry {
  rejected_attempts: number;
  last_attempt: string;
  authorized_payment_id: number;
}

export interface Fault {
  method?: string;
  path: string;
  status?: number;
  delayMs?: number;
  times: number;
}

export const resourceTypes = {
  preapproval: 'subscription_preapproval',
  authorized_payment: 'subscription_authorized_payment',
  payment: 'payment',
} as const;

export type Resource = keyof typeof resourceTypes;

/** A change a webhook tells the product about. */
export interface EmulatorEvent {
  resource: Resource;
  id: string;
}

export interface Delivery {
  type: string;
  id: string;
  status: number;
  signature: Signature;
}
