import { useModalDialog } from '../../components/use-modal-dialog.ts';

/**
 * Asked before a logout that would lose answers given offline and not yet sent: the logout forgets
 * everything this device keeps of the student, and those answers exist nowhere else.
 */
export function UnsentAnswersDialog({
  count,
  onStay,
  onLeave,
}: {
  count: number;
  onStay: () => void;
  onLeave: () => void;
}) {
  const { initialFocus, dialogProps } = useModalDialog<HTMLHeadingElement>(onStay);
  const answers = count === 1 ? '1 respuesta sin sincronizar' : `${count} respuestas sin sincronizar`;
  return (
    <dialog {...dialogProps} className="modal" aria-labelledby="unsent-title" aria-describedby="unsent-lead">
      <div className="modal__body">
        <h2 id="unsent-title" className="modal__title" ref={initialFocus} tabIndex={-1}>
          Tenés {answers}
        </h2>
        <p id="unsent-lead" className="modal__lead">
          Las respondiste sin conexión y todavía están solo en este dispositivo. Si cerrás sesión ahora, se
          pierden y no cuentan en tus estadísticas ni en tu racha. Conectate un momento y se envían solas.
        </p>
        <div className="modal__actions">
          <button type="button" className="button button--primary" onClick={onStay}>
            Seguir en mi cuenta
          </button>
          <button type="button" className="button button--danger" onClick={onLeave}>
            Cerrar sesión igual
          </button>
        </div>
      </div>
    </dialog>
  );
}
