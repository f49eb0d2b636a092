import { lazy, Suspense, useRef, useState } from 'react';
import './tutor-launcher.css';

const loadChat = () => import('./tutor-chat.tsx');
const TutorChat = lazy(loadChat);

/**
 * The floating button on every page. The chat itself (markdown, KaTeX) is its own chunk, fetched
 * when the pointer or the focus reaches the button and mounted on the first click.
 */
export function TutorLauncher() {
  const [open, setOpen] = useState(false);
  const [started, setStarted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const preload = () => {
    void loadChat();
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className="tutor-launcher"
        aria-label="Abrir tutor IA"
        aria-haspopup="dialog"
        aria-expanded={open}
        title="Tutor IA"
        onPointerEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
        onClick={() => {
          setStarted(true);
          setOpen(true);
        }}
      >
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
          <path
            d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.2 3.6c-.5.4-1.3.1-1.3-.6V16A2.5 2.5 0 0 1 4 13.5z"
            fill="currentColor"
          />
          <circle cx="8.5" cy="9.5" r="1.3" fill="var(--tutor-launcher-bg, #0b5cff)" />
          <circle cx="12" cy="9.5" r="1.3" fill="var(--tutor-launcher-bg, #0b5cff)" />
          <circle cx="15.5" cy="9.5" r="1.3" fill="var(--tutor-launcher-bg, #0b5cff)" />
        </svg>
      </button>
      {started ? (
        <Suspense fallback={null}>
          <TutorChat open={open} onClose={() => setOpen(false)} returnFocus={button} />
        </Suspense>
      ) : null}
    </>
  );
}
