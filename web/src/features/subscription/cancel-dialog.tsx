import { useEffect, useRef, useState } from 'react';
import { cancelSubscription } from './api.ts';

/** "Cancelar suscripción": asks once, cancels at Mercado Pago and says until when access lasts. */
export function CancelSubscriptionDialog({
  onClose,
  onCancelled,
}: {
  onClose: () => void;
  /** The cancellation went through: what shows the subscription can refresh behind the dialog. */
  onCancelled?: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [state, setState] = useState<
    { step: 'confirm' | 'working' } | { step: 'done' | 'error'; message: string }
  >({
    step: 'confirm',
  });

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  const confirm = async () => {
    setState({ step: 'working' });
    const result = await cancelSubscription();
    if (result.ok) {
      setState({ step: 'done', message: result.data.message });
      onCancelled?.();
    } else
      setState({
        step: 'error',
        message: result.message ?? 'No pudimos cancelar tu suscripción. Intentá de nuevo.',
      });
  };

  return (
    <dialog ref={dialog} className="modal" aria-labelledby="cancel-title" onCancel={onClose}>
      <div className="modal__body">
        <h2 id="cancel-title" className="modal__title">
          Cancelar suscripción
        </h2>
        {state.step === 'done' ? (
          <p className="form-notice" role="status">
            {state.message}
          </p>
        ) : (
          <p className="modal__lead">
            No se te va a volver a cobrar. Vas a poder seguir estudiando hasta que termine el período que ya
            pagaste.
          </p>
        )}
        {state.step === 'error' && (
          <p className="form-error" role="alert">
            {state.message}
          </p>
        )}
        <div className="modal__actions">
          <button type="button" className="button" onClick={onClose} disabled={state.step === 'working'}>
            {state.step === 'done' ? 'Cerrar' : 'Volver'}
          </button>
          {state.step !== 'done' && (
            <button
              type="button"
              className="button button--danger"
              onClick={confirm}
              disabled={state.step === 'working'}
            >
              {state.step === 'working' ? 'Cancelando…' : 'Sí, cancelar'}
            </button>
          )}
        </div>
      </div>
    </dialog>
  );
}
