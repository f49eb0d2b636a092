import { lazy, type RefObject, Suspense, useEffect, useRef, useState } from 'react';
import './tutor-launcher.css';

const loadChat = () => import('./tutor-chat.tsx');
const TutorChat = lazy(loadChat);

/** What a student taps: the button must never lie over one of these (#30). */
const ACTIONS = ':is(main,footer) :is(a[href],button,input,select,textarea,label,[role=button])';

/** How long the page must stay unchanged before the button looks again at what lies under it. */
const SETTLE_MS = 120;

/** Points across the button where an action beneath it is looked for: a 4 × 4 grid. */
const PROBES = [0.1, 0.37, 0.63, 0.9];

/**
 * Moves the button aside, to a sliver at the screen's edge, while it would lie over an action: looked at
 * again after every scroll or resize (once a frame at most) and once the page settles after a change.
 * It asks the browser what lies under a few points of the button rather than measuring every action
 * of the page, which on a long page cost a phone more than the page's own drawing (#30).
 */
function useTuckedAside(button: RefObject<HTMLButtonElement | null>) {
  useEffect(() => {
    const launcher = button.current;
    if (!launcher) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      // Where it stands: a fixed element's offsets leave the tuck's transform out.
      const { offsetLeft: left, offsetTop: top, offsetWidth: width, offsetHeight: height } = launcher;
      const covers =
        width > 0 &&
        PROBES.some((x) =>
          PROBES.some((y) =>
            document
              .elementsFromPoint(left + x * width, top + y * height)
              .some((element) => element.matches(ACTIONS)),
          ),
        );
      launcher.classList.toggle('tutor-launcher--tucked', covers);
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(check);
    };
    // A page that is still drawing changes every frame: it is looked at once it has settled.
    let settling = 0;
    const afterChanges = () => {
      clearTimeout(settling);
      settling = window.setTimeout(schedule, SETTLE_MS);
    };
    const changes = new MutationObserver(afterChanges);
    changes.observe(document.body, { childList: true, subtree: true });
    addEventListener('scroll', schedule, { passive: true });
    addEventListener('resize', schedule);
    schedule();
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(settling);
      changes.disconnect();
      removeEventListener('scroll', schedule);
      removeEventListener('resize', schedule);
    };
  }, [button]);
}

/**
 * The floating button on every page. The chat itself (markdown, KaTeX) is its own chunk, fetched
 * when the pointer or the focus reaches the button and mounted on the first click. It steps aside from
 * the page's actions, rises above a bar of actions at the bottom of a phone and stays out of an exam.
 */
export function TutorLauncher() {
  const [open, setOpen] = useState(false);
  const [started, setStarted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useTuckedAside(button);
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
