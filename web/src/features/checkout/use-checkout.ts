import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Plan } from '../../../../shared/domain/subscription-plans.ts';
import { readItem, rememberCheckoutLink, storageKeys, writeItem } from '../../lib/session-storage.ts';
import { checkoutMessages } from './messages.ts';

export type CheckoutState =
  | { step: 'idle' }
  | { step: 'asking-email'; plan: Plan }
  | { step: 'working'; plan: Plan }
  | { step: 'error'; plan: Plan; message: string };

/**
 * Starting a purchase: with the verified e-mail of this browser's session the subscription is
 * created right away; otherwise a code goes to the e-mail first and checkout resumes after it.
 */
export function useCheckout() {
  const navigate = useNavigate();
  const [state, setState] = useState<CheckoutState>({ step: 'idle' });
  const [askedForEmail, setAskedForEmail] = useState(false);

  const payWith = async (plan: Plan, rawEmail: string) => {
    const email = rawEmail.trim().toLowerCase();
    if (!email.includes('@')) {
      setState({ step: 'error', plan, message: checkoutMessages.invalidEmail });
      return;
    }
    setState({ step: 'working', plan });
    writeItem(storageKeys.pendingCheckoutPlan, JSON.stringify({ id: plan.id, name: plan.name }));
    writeItem(storageKeys.pendingCheckoutEmail, email);

    if (readItem(storageKeys.subscriptionEmail) === email) {
      // The API's contracts (zod) load when a plan is chosen, not with the page.
      const { startCheckout } = await import('../../lib/auth-api.ts');
      const created = await startCheckout(plan.id, email);
      if (created.ok && created.data.initPoint) {
        const { initPoint } = created.data;
        rememberCheckoutLink({ initPoint, planId: plan.id, planName: plan.name, email });
        window.location.assign(initPoint);
        return;
      }
      if (!created.ok && created.status === 401) {
        // The session ended: verify the e-mail again and come back to this checkout.
      } else {
        setState({
          step: 'error',
          plan,
          message: created.ok
            ? checkoutMessages.paymentFailed
            : (created.message ?? checkoutMessages.paymentFailed),
        });
        return;
      }
    }

    const { requestCode, codeSentNavigation } = await import('../../lib/auth-api.ts');
    const sent = await requestCode(email, 'checkout');
    if (!sent.ok) {
      setState({
        step: 'error',
        plan,
        message:
          sent.status === 0 ? checkoutMessages.sendConnection : (sent.message ?? checkoutMessages.sendFailed),
      });
      return;
    }
    navigate(
      `/email-verification?${new URLSearchParams({ email, next: 'checkout' })}`,
      codeSentNavigation(sent.data),
    );
  };

  /** Chooses a plan: straight to payment with the stored e-mail, or ask for one first. */
  const choose = (plan: Plan) => {
    const stored = readItem(storageKeys.userEmail) ?? readItem(storageKeys.subscriptionEmail);
    if (stored) void payWith(plan, stored);
    else {
      setAskedForEmail(true);
      setState({ step: 'asking-email', plan });
    }
  };

  const reset = () => {
    setAskedForEmail(false);
    setState({ step: 'idle' });
  };

  return { state, askedForEmail, choose, payWith, reset };
}
