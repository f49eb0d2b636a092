import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { readCachedTarget } from '../lib/exam-target-cache.ts';

// The regionals' list and the select: loaded when wanted, never with the public page itself.
const VisitorFacultyPicker = lazy(() => import('./visitor-faculty-picker.tsx'));

export interface FacultyPickProps {
  /** A «Cómo es el ingreso» page's own regional: offered in one tap. */
  preset?: string | undefined;
  /** Loads the picker once it scrolls near, for a page that shows it far below the first screen. */
  loadWhenNear?: boolean;
  /** The subjects the picked faculty does not examine ([] for none or no pick), when they are known. */
  onNotExamined?: (subjects: readonly string[]) => void;
}

/**
 * "¿En qué facultad rendís?" on /probar and the SEO pages (#31): a visitor's pick is kept in this
 * browser only (no request) and joins their account when they subscribe. Until the visitor asks, or
 * comes back with a pick, the page carries only this line and a button.
 */
export function FacultyPick({ preset, loadWhenNear = false, onNotExamined }: FacultyPickProps) {
  // `asked`: the visitor tapped the button (the select then takes the focus); `near`: it scrolled close;
  // `picked`: this browser already holds a faculty (read after hydration: the HTML is a visitor's).
  const [asked, setAsked] = useState(false);
  const [near, setNear] = useState(false);
  const [picked, setPicked] = useState(false);
  const place = useRef<HTMLElement>(null);
  const titleId = useId();
  const open = asked || near || picked;

  useEffect(() => {
    if (readCachedTarget()?.regional) setPicked(true);
  }, []);

  useEffect(() => {
    if (!loadWhenNear || near || !place.current || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(place.current);
    return () => observer.disconnect();
  }, [loadWhenNear, near]);

  const closed = (
    <p className="faculty-pick__closed">
      <span>Te mostramos primero lo que toma tu facultad.</span>{' '}
      <button type="button" className="button" onClick={() => setAsked(true)}>
        Elegir mi facultad
      </button>
    </p>
  );
  return (
    <section className="faculty-pick" ref={place} aria-labelledby={titleId}>
      <h2 id={titleId} className="faculty-pick__title">
        ¿En qué facultad rendís?
      </h2>
      {open ? (
        <Suspense fallback={closed}>
          <VisitorFacultyPicker preset={preset} focus={asked} onNotExamined={onNotExamined} />
        </Suspense>
      ) : (
        closed
      )}
    </section>
  );
}
