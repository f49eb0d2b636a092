import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useModalDialog } from '../../components/use-modal-dialog.ts';
import { readItem, storageKeys } from '../../lib/session-storage.ts';
import { submitFeedback } from './api.ts';
import {
  canSubmit,
  categoryLabels,
  FEEDBACK_ERROR,
  FEEDBACK_SENT,
  type FeedbackCategory,
  MESSAGE_LIMIT,
  NOT_AUTHENTICATED,
  ratingLabels,
  SUCCESS_CLOSE_MS,
} from './feedback-form.ts';
import './feedback.css';

type Phase = 'idle' | 'sending' | 'success' | 'error';

interface FeedbackModalProps {
  onClose: () => void;
  /** Called once the server has the feedback, before the thank-you closes the modal. */
  onSent: () => void;
}

/** A rating from 1 to 5, a category and a comment; closes itself 4 s after a successful send. */
export function FeedbackModal({ onClose, onSent }: FeedbackModalProps) {
  const { initialFocus, dialogProps } = useModalDialog<HTMLHeadingElement>(onClose);
  const [message, setMessage] = useState('');
  const [rating, setRating] = useState(0);
  const [category, setCategory] = useState<FeedbackCategory>('general');
  const [phase, setPhase] = useState<Phase>('idle');
  const closeLater = useRef(onClose);
  closeLater.current = onClose;

  const done = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (phase !== 'success') return;
    // The form the focus was in is gone; keep it inside the dialog.
    done.current?.focus();
    const timer = window.setTimeout(() => closeLater.current(), SUCCESS_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [phase]);

  const sending = phase === 'sending';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || !canSubmit(message, rating)) return;
    setPhase('sending');
    try {
      const userId = readItem(storageKeys.userId);
      if (!userId) throw new Error(NOT_AUTHENTICATED);
      const result = await submitFeedback({
        userId,
        userEmail: readItem(storageKeys.userEmail),
        message,
        rating,
        category,
      });
      if (!result.ok) throw new Error(result.message ?? FEEDBACK_ERROR);
    } catch {
      // The student sees one message whatever went wrong, the missing session included.
      setPhase('error');
      return;
    }
    setMessage('');
    setRating(0);
    setCategory('general');
    setPhase('success');
    onSent();
  };

  return (
    <dialog {...dialogProps} className="modal feedback-modal" aria-labelledby="feedback-title">
      <div className="modal__body">
        <div className="feedback-modal__head">
          <h2 id="feedback-title" ref={initialFocus} tabIndex={-1} className="modal__title">
            ¿Cómo te está resultando Ingresá?
          </h2>
          <button type="button" className="feedback-modal__close" aria-label="Cerrar" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div role="status" aria-live="polite" className="feedback-thanks">
          {phase === 'success' && <p className="form-notice">{FEEDBACK_SENT}</p>}
        </div>
        {phase === 'success' ? (
          <div className="modal__actions">
            <button ref={done} type="button" className="button button--primary" onClick={onClose}>
              Listo
            </button>
          </div>
        ) : (
          <>
            <p className="modal__lead">
              Tu opinión nos ayuda a mejorar los ejercicios, los simuladores y todo lo demás. Te lleva un
              minuto.
            </p>
            <form onSubmit={submit} noValidate>
              <fieldset className="feedback-rating" disabled={sending}>
                <legend className="field__label">Tu calificación</legend>
                <div className="feedback-rating__options">
                  {ratingLabels.map((label, index) => {
                    const value = index + 1;
                    return (
                      <label key={label} className="feedback-rating__option">
                        <input
                          type="radio"
                          name="feedback-rating"
                          value={value}
                          checked={rating === value}
                          onChange={() => setRating(value)}
                        />
                        <span className="feedback-rating__value" aria-hidden="true">
                          {value}
                        </span>
                        <span className="feedback-rating__label">{label}</span>
                      </label>
                    );
                  })}
                </div>
              </fieldset>

              <label className="field">
                <span className="field__label">Tipo de comentario</span>
                <select
                  className="field__input"
                  value={category}
                  disabled={sending}
                  onChange={(event) => setCategory(event.target.value as FeedbackCategory)}
                >
                  {(Object.keys(categoryLabels) as FeedbackCategory[]).map((id) => (
                    <option key={id} value={id}>
                      {categoryLabels[id]}
                    </option>
                  ))}
                </select>
              </label>

              <label className="field feedback-message">
                <span className="field__label">Tu comentario</span>
                <textarea
                  className="field__input feedback-message__input"
                  value={message}
                  maxLength={MESSAGE_LIMIT}
                  rows={4}
                  disabled={sending}
                  aria-describedby="feedback-counter"
                  placeholder="Contanos qué te gusta y qué mejorarías"
                  onChange={(event) => setMessage(event.target.value)}
                />
              </label>
              <p id="feedback-counter" className="feedback-message__counter">
                {message.length}/{MESSAGE_LIMIT}
              </p>

              {phase === 'error' && (
                <p className="form-error" role="alert">
                  {FEEDBACK_ERROR}
                </p>
              )}
              <div className="modal__actions">
                <button
                  type="submit"
                  className="button button--primary"
                  disabled={sending || !canSubmit(message, rating)}
                >
                  {sending ? 'Enviando…' : 'Enviar comentario'}
                </button>
              </div>
            </form>
          </>
        )}
      </div>
    </dialog>
  );
}
