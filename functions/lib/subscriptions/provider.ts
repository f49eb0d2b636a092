import type { PreApprovalResponse } from 'mercadopago/dist/clients/preApproval/commonTypes';
import type { ProviderState } from '../data/subscriptions.ts';

/**
 * Our view of a Mercado Pago preapproval. `authorized` with a charge is an active paid period whose
 * end is `next_payment_date`; a rejected latest payment on a pending preapproval is a failure.
 */
export function stateFromPreapproval(
  preapproval: PreApprovalResponse,
  latestPayment?: { status?: string },
): ProviderState {
  const paid = (preapproval.summarized?.charged_quantity ?? 0) > 0;
  const expirationDate =
    paid && preapproval.next_payment_date ? new Date(preapproval.next_payment_date).toISOString() : undefined;
  let status: ProviderState['status'];
  switch (preapproval.status) {
    case 'authorized':
      status = paid ? 'active' : 'pending';
      break;
    case 'cancelled':
      status = 'cancelled';
      break;
    default:
      status = latestPayment?.status === 'rejected' ? 'failed' : 'pending';
  }
  return {
    providerId: preapproval.id ?? '',
    status,
    ...(expirationDate ? { expirationDate } : {}),
    lastModified: preapproval.last_modified ?? preapproval.date_created ?? '',
    cancelAtPeriodEnd: preapproval.status === 'cancelled',
  };
}
