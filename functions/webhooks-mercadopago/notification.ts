import { mercadoPago } from '../lib/adapters/mercadopago.ts';
import { applyProviderState, findUserByProviderRef } from '../lib/data/subscriptions.ts';
import type { Logger } from '../lib/logger.ts';
import { stateFromPreapproval } from '../lib/subscriptions/provider.ts';

/**
 * Handles one notification by reading the resource back from Mercado Pago and storing the
 * preapproval's current state: duplicates change nothing and late deliveries cannot undo news,
 * because what is stored always comes from the latest read and older states never overwrite newer.
 */
export async function processNotification(
  type: string,
  id: string,
  log: Logger,
): Promise<'applied' | 'unchanged' | 'ignored'> {
  const clients = await mercadoPago();
  let preapprovalId: string | undefined;
  let userId: string | undefined;
  let latestPayment: { status?: string } | undefined;

  if (type === 'subscription_preapproval' || type === 'preapproval') {
    preapprovalId = id;
  } else if (type === 'subscription_authorized_payment') {
    const invoice = await clients.invoice.get({ id });
    preapprovalId = invoice.preapproval_id;
    latestPayment = { status: invoice.payment?.status };
  } else if (type === 'payment') {
    const payment = await clients.payment.get({ id });
    latestPayment = { status: payment.status };
    const metadata = payment.metadata as { preapproval_id?: string } | undefined;
    preapprovalId = metadata?.preapproval_id;
    if (!preapprovalId && payment.external_reference) {
      userId = await findUserByProviderRef(`ext:${payment.external_reference}`);
    }
  } else {
    log.info('webhook type ignored', { type });
    return 'ignored';
  }

  if (preapprovalId) userId ??= await findUserByProviderRef(preapprovalId);
  if (!userId || !preapprovalId) {
    log.warn('webhook for a subscription we do not know', { type, id });
    return 'ignored';
  }
  const preapproval = await clients.preApproval.get({ id: preapprovalId });
  const { applied } = await applyProviderState(userId, stateFromPreapproval(preapproval, latestPayment));
  log.info('webhook processed', { type, id, applied });
  return applied ? 'applied' : 'unchanged';
}
