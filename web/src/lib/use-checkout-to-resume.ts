import { useEffect, useRef, useState } from 'react';
import type { PendingCheckout } from '../../../shared/api/contracts/subscriptions.ts';
import { checkoutToResume } from './checkout-to-resume.ts';
import type { SessionResult } from './session-api.ts';
import {
  dismissCheckoutLink,
  forgetCheckoutLink,
  readCheckoutLink,
  readItem,
  storageKeys,
} from './session-storage.ts';

export type ResumeState =
  /** The page had no reason to look (nothing remembered, nobody signed in): the session was not asked. */
  | { phase: 'idle' }
  | { phase: 'checking' }
  | { phase: 'done'; checkout: PendingCheckout | null; session: SessionResult };

interface Options {
  /** Whether the page has a reason to ask the session now; read again each time it looks. */
  shouldLook: () => boolean;
  /** The page came back from the back-forward cache: undo what it was showing when it left. */
  onReturn?: () => void;
}

/**
 * A checkout the student started and can still pay, looked up when the page opens and again when
 * the browser restores it from its back-forward cache (the student pressed "Atrás" on Mercado Pago).
 */
export function useCheckoutToResume({ shouldLook, onReturn }: Options) {
  const [state, setState] = useState<ResumeState>(() =>
    shouldLook() ? { phase: 'checking' } : { phase: 'idle' },
  );
  const options = useRef({ shouldLook, onReturn });
  options.current = { shouldLook, onReturn };

  useEffect(() => {
    let latest = 0;
    const look = async () => {
      const request = ++latest;
      if (!options.current.shouldLook()) {
        setState({ phase: 'idle' });
        return;
      }
      setState({ phase: 'checking' });
      // Only a page with something to resume asks, and only then loads the code that asks.
      const { readSession } = await import('./session-api.ts');
      const session = await readSession();
      if (request !== latest) return;
      const pendingCheckout = session.ok ? (session.data.user.subscription.pendingCheckout ?? null) : null;
      // Paid, cancelled or replaced: the server no longer offers it, so this tab forgets it too.
      if (session.ok && !pendingCheckout) forgetCheckoutLink();
      const checkout = checkoutToResume(
        readCheckoutLink(),
        session.ok ? { pendingCheckout } : null,
        readItem(storageKeys.dismissedCheckoutLink),
      );
      setState({ phase: 'done', checkout, session });
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      options.current.onReturn?.();
      void look();
    };
    void look();
    window.addEventListener('pageshow', onPageShow);
    return () => {
      latest++;
      window.removeEventListener('pageshow', onPageShow);
    };
  }, []);

  /** "Elegir otro plan": hide the offer; choosing a plan then goes through create, which replaces the link. */
  const dismiss = () => {
    if (state.phase !== 'done' || !state.checkout) return;
    dismissCheckoutLink(state.checkout.initPoint);
    setState({ ...state, checkout: null });
  };

  return { state, dismiss };
}
