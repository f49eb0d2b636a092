import { useEffect, useRef } from 'react';
import type { Plan } from '../../../../shared/domain/subscription-plans.ts';
import { EmailModal } from './email-modal.tsx';
import { useCheckout } from './use-checkout.ts';

/** Loaded when a plan is chosen on a public page: the e-mail modal and the checkout calls. */
export default function CheckoutFlow({ plan, onClose }: { plan: Plan; onClose: () => void }) {
  const { state, askedForEmail, choose, payWith } = useCheckout();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    choose(plan);
  }, [choose, plan]);

  if (state.step === 'idle') return null;
  if (!askedForEmail) {
    return state.step === 'error' ? (
      <p className="checkout-status checkout-status--error" role="alert">
        {state.message}
      </p>
    ) : (
      <p className="checkout-status" role="status">
        Preparando tu pago…
      </p>
    );
  }
  return (
    <EmailModal
      plan={state.plan}
      busy={state.step === 'working'}
      error={state.step === 'error' ? state.message : null}
      onSubmit={(email) => payWith(state.plan, email)}
      onClose={onClose}
    />
  );
}
