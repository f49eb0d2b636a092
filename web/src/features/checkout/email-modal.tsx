import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { Plan } from '../../../../shared/domain/subscription-plans.ts';

interface EmailModalProps {
  plan: Plan;
  busy: boolean;
  error: string | null;
  onSubmit: (email: string) => void;
  onClose: () => void;
}

/** "Casi listo": the e-mail a new student pays and logs in with. */
export function EmailModal({ plan, busy, error, onSubmit, onClose }: EmailModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState<string | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(email);
    onSubmit(email);
  };

  return (
    <dialog ref={dialog} className="modal" aria-labelledby="checkout-title" onCancel={onClose}>
      <form onSubmit={submit} className="modal__body" noValidate>
        <h2 id="checkout-title" className="modal__title">
          ¡Casi listo!
        </h2>
        <p className="modal__lead">
          Elegiste el <strong>{plan.name}</strong>. Ingresá tu email: ahí te mandamos un código para confirmar
          tu cuenta y después pagás con Mercado Pago.
        </p>
        <label className="field">
          <span className="field__label">Email</span>
          <input
            className="field__input"
            type="email"
            required
            autoComplete="email"
            placeholder="tu@email.com"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            disabled={busy}
          />
        </label>
        {error && submitted === email && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className="modal__actions">
          <button type="button" className="button" onClick={onClose} disabled={busy}>
            Cancelar
          </button>
          <button type="submit" className="button button--primary" disabled={busy || email.trim() === ''}>
            {busy ? 'Enviando…' : 'Continuar'}
          </button>
        </div>
      </form>
    </dialog>
  );
}
