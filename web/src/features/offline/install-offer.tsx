import { useState, useSyncExternalStore } from 'react';
import {
  currentInstallOffer,
  type InstallOffer as Offer,
  promptInstall,
  rememberDismissal,
  subscribeToInstallPrompt,
} from './install-prompt.ts';
import './install-offer.css';

/** A phone with an arrow into it: the line drawing of the offer. Decorative. */
function PhoneDrawing() {
  return (
    <svg
      className="install-offer__drawing"
      viewBox="0 0 48 48"
      width="48"
      height="48"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="#14213d"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <rect x="12" y="4" width="24" height="40" rx="4" fill="#fff" />
      <path d="M20 38h8" />
      <path d="M24 12v16M17 21l7 7 7-7" stroke="#0b5cff" />
      <circle cx="38" cy="10" r="5" fill="#ffb703" />
    </svg>
  );
}

/**
 * The offer to install Ingresá, shown only where it is rendered: at a calm moment of the subscriber
 * area (the end of the day's session, a simulator just finished), never on the public pages. Chromium
 * gets its install dialog; an iPhone or iPad gets Safari's steps. "Ahora no" keeps it quiet for days.
 */
export function InstallOffer() {
  const [closed, setClosed] = useState(false);
  const offer = useSyncExternalStore<Offer>(
    subscribeToInstallPrompt,
    () => currentInstallOffer(),
    () => null,
  );
  if (closed || !offer) return null;

  const dismiss = () => {
    rememberDismissal();
    setClosed(true);
  };
  const install = async () => {
    setClosed(true);
    await promptInstall();
  };

  return (
    <section className="install-offer" aria-labelledby="install-offer-title">
      <PhoneDrawing />
      <div className="install-offer__body">
        <h2 id="install-offer-title" className="install-offer__title">
          {offer === 'prompt' ? 'Instalá Ingresá en tu teléfono' : 'Sumá Ingresá a tu pantalla de inicio'}
        </h2>
        {offer === 'prompt' ? (
          <p className="install-offer__text">
            La abrís con un toque, como cualquier app, y seguís practicando aunque se corte la señal.
          </p>
        ) : (
          <p className="install-offer__text">
            Tocá <strong>Compartir</strong> y después <strong>«Agregar a inicio»</strong>. La abrís con un
            toque y seguís practicando aunque se corte la señal.
          </p>
        )}
        <div className="install-offer__actions">
          {offer === 'prompt' && (
            <button type="button" className="button button--primary" onClick={install}>
              Instalar
            </button>
          )}
          <button type="button" className="button" onClick={dismiss}>
            Ahora no
          </button>
        </div>
      </div>
    </section>
  );
}
