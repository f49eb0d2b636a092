import { PendingCheckoutPanel } from '../../components/pending-checkout-panel.tsx';
import { mayHaveCheckoutToResume } from '../../lib/storage-keys.ts';
import { useCheckoutToResume } from '../../lib/use-checkout-to-resume.ts';

/** The landing's offer to resume a payment: loaded only when this tab may have one. */
export default function ResumeCheckout() {
  const { state, dismiss } = useCheckoutToResume({ shouldLook: mayHaveCheckoutToResume });
  if (state.phase !== 'done' || !state.checkout) return null;
  return <PendingCheckoutPanel checkout={state.checkout} onChooseOther={dismiss} />;
}
