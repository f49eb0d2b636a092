import { useEffect, useState } from 'react';
import { hasFinishedWork } from '../../lib/finished-work.ts';
import { FeedbackModal } from './feedback-modal.tsx';
import { readLastShown, shouldShowFeedback, stampShown } from './feedback-schedule.ts';
import './feedback.css';

/**
 * How long the dashboard is on screen before the modal asks: long enough to see the numbers the
 * student came for, and it only asks someone who has finished an exercise or a simulator (ADR 0014).
 */
const FEEDBACK_PROMPT_DELAY_MS = 3_000;

const due = () => hasFinishedWork() && shouldShowFeedback(readLastShown(), Date.now());

/** An invitation to leave feedback that also opens the modal by itself once a day. */
export function FeedbackPrompt() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!due()) return;
    let timer = 0;
    const ask = () => {
      if (!due()) return;
      // Never stack on another dialog (cancelling the subscription, a result): try again later.
      if (document.querySelector('dialog[open]')) timer = window.setTimeout(ask, FEEDBACK_PROMPT_DELAY_MS);
      else setOpen(true);
    };
    timer = window.setTimeout(ask, FEEDBACK_PROMPT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const stamp = () => stampShown(Date.now());
  const close = () => {
    stamp();
    setOpen(false);
  };

  return (
    <aside className="feedback-invite card" aria-labelledby="feedback-invite-title">
      <div>
        <h2 id="feedback-invite-title" className="feedback-invite__title">
          ¿Nos ayudás a mejorar?
        </h2>
        <p className="feedback-invite__text">
          Contanos qué te sirve y qué cambiarías. Leemos cada comentario.
        </p>
      </div>
      <button type="button" className="button" onClick={() => setOpen(true)}>
        Dejar un comentario
      </button>
      {open && <FeedbackModal onClose={close} onSent={stamp} />}
    </aside>
  );
}
