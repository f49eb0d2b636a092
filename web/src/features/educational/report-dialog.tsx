import { type FormEvent, useState } from 'react';
import { useModalDialog } from '../../components/use-modal-dialog.ts';
import { type ReportReason, reportProblem } from './api.ts';
import { educationalMessages } from './messages.ts';

const reasons: { id: ReportReason; label: string }[] = [
  { id: 'respuesta-incorrecta', label: 'La respuesta marcada como correcta está mal' },
  { id: 'ambiguo', label: 'La consigna es ambigua o se entiende de más de una forma' },
  { id: 'error-de-tipeo', label: 'Hay un error de tipeo o una fórmula que se ve mal' },
  { id: 'otro', label: 'Otro problema' },
];

const maxCommentLength = 500;

type Sending = { step: 'editing' | 'sending' | 'sent' } | { step: 'error'; message: string };

/** "Reportar un problema": a reason, an optional comment, and a thank-you once it is sent. */
export function ReportDialog({
  subjectId,
  exerciseId,
  onClose,
}: {
  subjectId: string;
  exerciseId: string;
  onClose: () => void;
}) {
  const { initialFocus, dialogProps } = useModalDialog<HTMLHeadingElement>(onClose);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [comment, setComment] = useState('');
  const [sending, setSending] = useState<Sending>({ step: 'editing' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return;
    setSending({ step: 'sending' });
    const result = await reportProblem(subjectId, exerciseId, reason, comment);
    if (result.ok) setSending({ step: 'sent' });
    else
      setSending({
        step: 'error',
        message:
          result.status === 0
            ? educationalMessages.connection
            : (result.message ?? educationalMessages.reportFailed),
      });
  };

  return (
    <dialog {...dialogProps} className="modal edu-modal edu-report" aria-labelledby="edu-report-title">
      <div className="modal__body">
        <h2 id="edu-report-title" ref={initialFocus} tabIndex={-1} className="modal__title">
          Reportar un problema
        </h2>
        {sending.step === 'sent' ? (
          <>
            <p className="form-notice" role="status">
              ¡Gracias por avisarnos! Vamos a revisar el ejercicio y corregirlo si hace falta.
            </p>
            <div className="modal__actions">
              <button type="button" className="button button--primary" onClick={onClose}>
                Cerrar
              </button>
            </div>
          </>
        ) : (
          <form onSubmit={submit}>
            <p className="modal__lead">Contanos qué viste y lo revisamos.</p>
            <fieldset className="edu-report__reasons" disabled={sending.step === 'sending'}>
              <legend className="field__label">¿Qué problema encontraste?</legend>
              {reasons.map((item) => (
                <label key={item.id} className="edu-report__reason">
                  <input
                    type="radio"
                    name="reason"
                    value={item.id}
                    checked={reason === item.id}
                    onChange={() => setReason(item.id)}
                  />
                  <span>{item.label}</span>
                </label>
              ))}
            </fieldset>
            <label className="field">
              <span className="field__label">Comentario (opcional)</span>
              <textarea
                className="field__input edu-report__comment"
                name="comment"
                rows={3}
                maxLength={maxCommentLength}
                value={comment}
                onChange={(event) => setComment(event.target.value)}
                disabled={sending.step === 'sending'}
                aria-describedby="edu-report-count"
              />
              <span id="edu-report-count" className="edu-report__count">
                {comment.length}/{maxCommentLength}
              </span>
            </label>
            {sending.step === 'error' && (
              <p className="form-error" role="alert">
                {sending.message}
              </p>
            )}
            <div className="modal__actions">
              <button
                type="button"
                className="button"
                onClick={onClose}
                disabled={sending.step === 'sending'}
              >
                Cancelar
              </button>
              <button
                type="submit"
                className="button button--primary"
                disabled={!reason || sending.step === 'sending'}
              >
                {sending.step === 'sending' ? 'Enviando…' : 'Enviar reporte'}
              </button>
            </div>
          </form>
        )}
      </div>
    </dialog>
  );
}
