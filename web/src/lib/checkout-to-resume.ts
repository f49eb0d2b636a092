import type { PendingCheckout } from '../../../shared/api/contracts/subscriptions.ts';
import type { CheckoutLink } from './session-storage.ts';

/**
 * The payment to offer again, if any. With a session the server's word decides (it knows whether the
 * link was paid, cancelled or replaced); without one (signed out, offline) the link this tab left for
 * is still Mercado Pago's own. A link the student dismissed is not offered again.
 */
export function checkoutToResume(
  remembered: CheckoutLink | null,
  session: { pendingCheckout: PendingCheckout | null } | null,
  dismissed: string | null,
): PendingCheckout | null {
  const offer = session
    ? session.pendingCheckout
    : remembered && {
        planId: remembered.planId,
        planName: remembered.planName,
        initPoint: remembered.initPoint,
      };
  return offer && offer.initPoint !== dismissed ? offer : null;
}
