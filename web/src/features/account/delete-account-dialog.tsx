import { type FormEvent, useState } from 'react';
import { SUPPORT_EMAIL } from '../../../../shared/domain/contact.ts';
import { useModalDialog } from '../../components/use-modal-dialog.ts';
import { DELETE_CONFIRMATION, deleteAccount } from './api.ts';
import { deleteErrorMessage } from './download.ts';
import './account.css';

type Deleting = { step: 'confirm' | 'working' } | { step: 'error'; message: string };

/**
 * "Eliminar mi cuenta" (Ley 25.326, right of deletion): says plainly what goes, and deletes only once
 * the student has typed ELIMINAR. The server cancels the Mercado Pago subscription first and deletes
 * nothing if it cannot.
 */
export default function DeleteAccountDialog({
  onClose,
  onDeleted,
}: {
  onClose: () => void;
  /** The account is gone: the caller forgets the session and leaves the subscriber area. */
  onDeleted: () => void;
}) {
  const [state, setState] = useState<Deleting>({ step: 'confirm' });
  const working = state.step === 'working';
  // Escape and "Volver" do nothing while the deletion runs: its answer must be seen.
  const { initialFocus, dialogProps } = useModalDialog<HTMLHeadingElement>(() => {
    if (!working) onClose();
  });
  const [typed, setTyped] = useState('');
  const confirmed = typed.trim() === DELETE_CONFIRMATION;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed || working) return;
    setState({ step: 'working' });
    const result = await deleteAccount();
    if (result.ok) onDeleted();
    else setState({ step: 'error', message: deleteErrorMessage(result) });
  };

  return (
    <dialog {...dialogProps} className="modal account-modal" aria-labelledby="delete-title">
      <form className="modal__body" onSubmit={submit}>
        <h2 id="delete-title" ref={initialFocus} tabIndex={-1} className="modal__title">
          Eliminar mi cuenta
        </h2>
        <p className="modal__lead">No tiene vuelta atrás. Esto es lo que pasa:</p>
        <ul className="account-modal__list">
          <li>
            <strong>Cancelamos tu suscripción en Mercado Pago</strong>: no se te cobra nada más.
          </li>
          <li>
            <strong>Perdés el tiempo que ya pagaste</strong>, aunque te queden días.
          </li>
          <li>
            <strong>Borramos todo tu progreso</strong>: respuestas, estadísticas, simuladores, opiniones y
            charlas con el tutor. No se puede recuperar.
          </li>
        </ul>
        <p className="account-modal__note">
          ¿Querés una copia? Antes usá «Descargar mis datos». ¿Pagaste hace menos de 10 días? Para
          arrepentirte y recibir la devolución, escribinos a{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
        <label className="field">
          <span className="field__label">Escribí {DELETE_CONFIRMATION} para confirmar</span>
          <input
            className="field__input account-modal__confirm"
            type="text"
            name="confirmation"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            disabled={working}
          />
        </label>
        {state.step === 'error' && (
          <p className="form-error" role="alert">
            {state.message}
          </p>
        )}
        <div className="modal__actions">
          <button type="button" className="button" onClick={onClose} disabled={working}>
            Volver
          </button>
          <button type="submit" className="button button--danger" disabled={!confirmed || working}>
            {working ? 'Eliminando tu cuenta…' : 'Eliminar mi cuenta'}
          </button>
        </div>
      </form>
    </dialog>
  );
}
