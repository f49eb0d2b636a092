import { type DeletedAgreement, findDeletedAgreement } from '../data/deleted-agreements.ts';
import { findUserByProviderRef } from '../data/subscriptions.ts';
import { findUserByEmail } from '../data/users.ts';
import { agreementFrom } from './provider.ts';
import { isNotFound, type ProviderBudget, providerCall } from './provider-calls.ts';
import { type PaymentNews, settleDeletedAgreement, syncStudent } from './sync.ts';

export type NotificationOutcome = 'applied' | 'unchanged' | 'ignored';

/** Which agreement a notification is about, and the payment it reports, read back from Mercado Pago. */
async function resolve(
  type: string,
  id: string,
  budget: ProviderBudget,
): Promise<{ preapprovalId?: string; externalReference?: string; payment?: PaymentNews } | undefined> {
  if (type === 'subscription_preapproval' || type === 'preapproval') return { preapprovalId: id };
  if (type === 'subscription_authorized_payment') {
    const invoice = await providerCall(budget, 'invoice.get', (mp) => mp.invoice.get({ id }));
    return {
      ...(invoice.preapproval_id ? { preapprovalId: invoice.preapproval_id } : {}),
      ...(invoice.payment
        ? { payment: { id: String(invoice.payment.id), status: invoice.payment.status } }
        : {}),
    };
  }
  if (type === 'payment') {
    const payment = await providerCall(budget, 'payment.get', (mp) => mp.payment.get({ id }));
    const metadata = payment.metadata as { preapproval_id?: unknown } | undefined;
    return {
      ...(typeof metadata?.preapproval_id === 'string' ? { preapprovalId: metadata.preapproval_id } : {}),
      ...(payment.external_reference ? { externalReference: payment.external_reference } : {}),
      payment: { id: String(payment.id), ...(payment.status ? { status: payment.status } : {}) },
    };
  }
  return undefined;
}

type Owner = { userId: string; preapprovalId?: string } | { deleted: DeletedAgreement };

/**
 * The student an agreement belongs to: by its id, its reference, or (for one we never stored) its payer;
 * or the deleted account it was left by, before the payer's e-mail could name a newer account.
 */
async function ownerOf(
  preapprovalId: string | undefined,
  externalReference: string | undefined,
  budget: ProviderBudget,
): Promise<Owner | undefined> {
  if (preapprovalId) {
    const byId = await findUserByProviderRef(preapprovalId);
    if (byId) return { userId: byId, preapprovalId };
  }
  if (externalReference) {
    const byReference = await findUserByProviderRef(`ext:${externalReference}`);
    if (byReference) return { userId: byReference, ...(preapprovalId ? { preapprovalId } : {}) };
  }
  const deleted =
    (preapprovalId ? await findDeletedAgreement(preapprovalId) : undefined) ??
    (externalReference ? await findDeletedAgreement(`ext:${externalReference}`) : undefined);
  if (deleted) return { deleted };
  if (!preapprovalId) return undefined;
  const agreement = agreementFrom(
    await providerCall(budget, 'preapproval.get', (mp) => mp.preApproval.get({ id: preapprovalId })),
  );
  const user = agreement?.payerEmail ? await findUserByEmail(agreement.payerEmail) : undefined;
  return user ? { userId: user.id, preapprovalId } : undefined;
}

/**
 * Handles one notification by reading the resource back and reconciling the student it belongs to:
 * duplicates and late deliveries change nothing, since only the provider's current state is applied.
 * A resource Mercado Pago does not know is acknowledged and ignored (no retry storm).
 */
export async function processNotification(
  type: string,
  id: string,
  budget: ProviderBudget,
): Promise<NotificationOutcome> {
  const { log } = budget;
  try {
    const resolved = await resolve(type, id, budget);
    if (!resolved) {
      log.info('webhook type ignored', { type });
      return 'ignored';
    }
    const owner = await ownerOf(resolved.preapprovalId, resolved.externalReference, budget);
    if (!owner) {
      log.warn('webhook for a subscription we do not know', { type, id });
      return 'ignored';
    }
    if ('deleted' in owner) {
      const { providerId, keptCharges } = owner.deleted;
      const agreement = agreementFrom(
        await providerCall(budget, 'preapproval.get', (mp) => mp.preApproval.get({ id: providerId })),
      );
      const changes = agreement ? await settleDeletedAgreement(budget, agreement, keptCharges) : [];
      log.info('webhook for a deleted account processed', { type, id, preapprovalId: providerId, changes });
      return changes.length > 0 ? 'applied' : 'unchanged';
    }
    // Without the agreement's id (a payment that names only our reference), every agreement of the
    // student is read back instead.
    const { changes } = await syncStudent(owner.userId, {
      budget,
      ...(owner.preapprovalId
        ? {
            notified: {
              preapprovalId: owner.preapprovalId,
              ...(resolved.payment ? { payment: resolved.payment } : {}),
            },
          }
        : {}),
    });
    log.info('webhook processed', { type, id, userId: owner.userId, changes });
    return changes.length > 0 ? 'applied' : 'unchanged';
  } catch (error) {
    if (!isNotFound(error)) throw error;
    log.warn('webhook resource not found at the provider; acknowledged', { type, id });
    return 'ignored';
  }
}
