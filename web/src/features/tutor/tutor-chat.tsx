import {
  type FormEvent,
  type KeyboardEvent,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useLocation } from 'react-router-dom';
import { trapTab } from '../../components/use-modal-dialog.ts';
import { loadKatex } from '../../lib/katex-loader.ts';
import { askTutor } from './api.ts';
import { ChatMarkdown } from './chat-markdown-view.tsx';
import { formatChatTime } from './chat-time.ts';
import { isSimulatorContext, tutorContextFor } from './page-context.ts';
import { type ChatMessage, useTutorChat } from './use-tutor-chat.ts';
import './tutor.css';

const MAX_MESSAGE_LENGTH = 2000;

const SUGGESTIONS = ['Resolvé 2x + 3 = 11', 'Convertí 72 km/h a m/s', '¿Cómo me preparo para el ingreso?'];

function Message({ message }: { message: ChatMessage }) {
  const side = message.isUser ? 'user' : 'tutor';
  return (
    <li className={`tutor-message tutor-message--${side}`}>
      <span className="visually-hidden">{message.isUser ? 'Vos:' : 'Tutor:'}</span>
      <div className="tutor-message__bubble">
        {message.isUser ? (
          <p className="tutor-message__text">{message.text}</p>
        ) : (
          <ChatMarkdown text={message.text} />
        )}
      </div>
      <time className="tutor-message__time" dateTime={message.timestamp.toISOString()}>
        {formatChatTime(message.timestamp)}
      </time>
    </li>
  );
}

/**
 * The tutor's chat as a modal dialog: full screen on a phone, a panel in the corner on a desktop.
 * It stays mounted once opened so the conversation (and an answer on its way) survive closing it.
 */
export default function TutorChat({
  open,
  onClose,
  returnFocus,
}: {
  open: boolean;
  onClose: () => void;
  returnFocus: RefObject<HTMLElement | null>;
}) {
  const { pathname } = useLocation();
  const context = tutorContextFor(pathname);
  const ask = useCallback((text: string) => askTutor(text, context), [context]);
  const { messages, waiting, send } = useTutorChat(ask);
  const [draft, setDraft] = useState('');
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const inputId = useId();
  const hintId = useId();

  useEffect(() => {
    void loadKatex();
  }, []);

  // A layout effect, so the dialog is showing before the scroll below measures it.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open) {
      if (!element.open) element.showModal();
      input.current?.focus();
      return;
    }
    if (element.open) element.close();
    returnFocus.current?.focus();
  }, [open, returnFocus]);

  // Newest message in view; a long answer shows from its beginning, not its end. An answer that
  // arrived while the chat was closed is measured once the dialog shows again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a message arrives, the typing indicator toggles or the chat opens.
  useLayoutEffect(() => {
    const box = log.current;
    const last = box?.querySelector<HTMLElement>('.tutor-message:last-of-type');
    if (!open || !box || !last) return;
    const bottom = box.scrollHeight - box.clientHeight;
    box.scrollTop = waiting ? bottom : Math.min(bottom, last.offsetTop - 12);
  }, [messages.length, waiting, open]);

  const submit = (text: string) => {
    if (!text.trim() || waiting) return;
    setDraft('');
    void send(text);
    input.current?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(draft);
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit(draft);
  };

  const onDialogKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => trapTab(dialog.current, event);

  const asked = messages.some((message) => message.isUser);
  const canSend = draft.trim() !== '' && !waiting;

  return (
    <dialog
      ref={dialog}
      className="tutor-chat"
      aria-labelledby={titleId}
      onKeyDown={onDialogKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // The browser may still close the dialog by itself (a repeated Escape); keep the state in step.
      onClose={() => {
        if (open) onClose();
      }}
    >
      <header className="tutor-chat__header">
        <span className="tutor-chat__avatar" aria-hidden="true">
          IA
        </span>
        <div className="tutor-chat__heading">
          <h2 id={titleId} className="tutor-chat__title">
            Tutor IA
          </h2>
          <p className="tutor-chat__subtitle">Matemática, física y química</p>
        </div>
        <button type="button" className="tutor-chat__close" aria-label="Cerrar tutor" onClick={onClose}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
      </header>
      {isSimulatorContext(context) ? (
        <p className="tutor-chat__note" role="note">
          Mientras hacés el simulador, el tutor no resuelve ejercicios: el resultado tiene que ser tuyo.
          Terminalo y lo repasamos juntos.
        </p>
      ) : null}

      <div
        ref={log}
        className="tutor-chat__log"
        role="log"
        aria-label="Conversación con el tutor"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a long conversation scrolls; keyboards must reach it.
        tabIndex={0}
      >
        <ol className="tutor-chat__messages">
          {messages.map((message) => (
            <Message key={message.id} message={message} />
          ))}
        </ol>
        <div className="tutor-chat__typing" role="status">
          {waiting ? (
            <span className="tutor-typing">
              <span className="tutor-typing__dots" aria-hidden="true">
                <span />
                <span />
                <span />
              </span>
              <span className="visually-hidden">El tutor está escribiendo…</span>
            </span>
          ) : null}
        </div>
        {asked ? null : (
          <div className="tutor-chat__suggestions">
            <p className="tutor-chat__suggestions-label">Probá con:</p>
            {SUGGESTIONS.map((suggestion) => (
              <button
                key={suggestion}
                type="button"
                className="tutor-chat__suggestion"
                disabled={waiting}
                onClick={() => submit(suggestion)}
              >
                {suggestion}
              </button>
            ))}
          </div>
        )}
      </div>

      <form className="tutor-chat__form" onSubmit={onSubmit}>
        <label htmlFor={inputId} className="visually-hidden">
          Tu consulta al tutor
        </label>
        <textarea
          ref={input}
          id={inputId}
          className="tutor-chat__input"
          rows={1}
          maxLength={MAX_MESSAGE_LENGTH}
          placeholder="Escribí tu consulta…"
          aria-describedby={hintId}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onInputKeyDown}
        />
        <button type="submit" className="tutor-chat__send" disabled={!canSend} aria-label="Enviar consulta">
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path d="M4 12l16-8-6 16-2.5-6.5L4 12z" fill="currentColor" />
          </svg>
        </button>
        <p id={hintId} className="tutor-chat__hint">
          Enter envía · Shift+Enter agrega una línea
        </p>
      </form>
    </dialog>
  );
}
