import { useEffect, useRef } from 'react';
import type { PendingCheckout } from '../../../shared/api/contracts/subscriptions.ts';
import './pending-checkout.css';

interface PendingCheckoutPanelProps {
  checkout: PendingCheckout;
  /** Hides the offer so the student can choose; choosing goes through create, which replaces the old link. */
  onChooseOther: () => void;
  /** `h1` where the panel is the whole page (the verification page), `h2` inside a page. */
  heading?: 'h1' | 'h2';
  /** Moves focus to the panel's title, for pages where it is the first thing to read. */
  focusOnShow?: boolean;
  /** `plain` inside a card of its own (no border or shadow of its own). */
  variant?: 'card' | 'plain';
}

/** "Tenés un pago pendiente": the same Mercado Pago link again, or another plan. */
export function PendingCheckoutPanel({
  checkout,
  onChooseOther,
  heading: Heading = 'h2',
  focusOnShow = false,
  variant = 'card',
}: PendingCheckoutPanelProps) {
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnShow) title.current?.focus();
  }, [focusOnShow]);

  return (
    <section
      className={`resume-checkout resume-checkout--${variant}`}
      aria-labelledby="resume-checkout-title"
    >
      <svg
        className="resume-checkout__icon"
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <rect x="2" y="5" width="20" height="14" rx="2" />
        <path d="M2 10h20" />
        <path d="M6 15h4" />
      </svg>
      <div className="resume-checkout__body">
        <Heading id="resume-checkout-title" ref={title} tabIndex={-1} className="resume-checkout__title">
          Tenés un pago pendiente del {checkout.planName}.
        </Heading>
        <p className="resume-checkout__text">
          Podés terminarlo en Mercado Pago con el mismo enlace de antes: no se te cobra dos veces.
        </p>
        <div className="resume-checkout__actions">
          <a className="button button--primary" href={checkout.initPoint}>
            Continuar con el pago
          </a>
          <button type="button" className="button" onClick={onChooseOther}>
            Elegir otro plan
          </button>
        </div>
      </div>
    </section>
  );
}
