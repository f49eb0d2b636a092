import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Spinner } from '../../components/spinner.tsx';
import { registerAccessCheck } from '../../lib/access-check.ts';
import { forgetStudent } from '../../lib/forget-student.ts';
import { forgetSubscriberData } from '../../lib/offline-caches.ts';
import { readSession } from '../../lib/session-api.ts';
import { readItem, rememberUser, storageKeys } from '../../lib/session-storage.ts';

type Gate = 'checking' | 'allowed' | 'login' | 'plans';
type Check = { ok: true; status: string; hasAccess: boolean } | { ok: false; status: number };

/** "Mi suscripción" is for every signed-in student: one whose plan ended reads there why, and their payments. */
export const needsAccess = (pathname: string) => !pathname.startsWith('/content/suscripcion');

type Session = { userId: string | null; email: string | null };

/**
 * The browser-side gate of the subscriber area. It only steers the UI: every content API checks the
 * session and the subscription itself and answers 403, which also leads to /plans.
 */
export function decideAccess(
  session: Session,
  check: Check,
  pageNeedsAccess = true,
): Exclude<Gate, 'checking'> {
  if (!session.userId || !session.email) return 'login';
  if (!check.ok) return check.status === 401 ? 'login' : 'allowed';
  if (check.status === 'none' || check.hasAccess || !pageNeedsAccess) return 'allowed';
  return 'plans';
}

/** Tells the other tabs of this browser that the student logged out (they share the cookie). */
export function announceLogout(): void {
  try {
    window.localStorage.setItem(LOGOUT_KEY, String(Date.now()));
  } catch {
    // Storage may be blocked; the other tabs then learn it from their next API call's 401.
  }
}

const LOGOUT_KEY = 'ingresa_logout';

/**
 * The subscriber area's gate. Who the student is comes from the HttpOnly session cookie (through
 * GET /api/auth/session), so a new tab, a pasted link or a reopened browser stays logged in; a logout
 * in another tab sends this one to /login.
 *
 * The page behind it mounts at once, unseen, so its own request runs beside the session's instead of
 * after it (ADR 0027); a 401 or 403 it gets meanwhile waits for the gate's word (lib/access-check.ts).
 */
export function ContentGate({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const [outcome, setOutcome] = useState<{ session: Session; check: Check } | 'logged-out' | null>(null);
  const path = useRef(pathname);
  path.current = pathname;

  // A layout effect runs before the page's own effects, so the page's first request sees the check.
  useLayoutEffect(() => {
    let cancelled = false;
    const decide = (session: Session, check: Check) => {
      if (!cancelled) setOutcome({ session, check });
      return !cancelled && decideAccess(session, check, needsAccess(path.current)) === 'allowed';
    };
    const check = readSession().then((result) => {
      if (cancelled) return false;
      if (!result.ok) {
        if (result.status === 401) forgetStudent();
        const stored = { userId: readItem(storageKeys.userId), email: readItem(storageKeys.userEmail) };
        return decide(stored, { ok: false, status: result.status });
      }
      const { user } = result.data;
      rememberUser(user);
      // A subscription that ended leaves nothing of what it paid for on this device (#34).
      if (!user.subscription.hasAccess && user.subscription.status !== 'none') void forgetSubscriberData();
      // The account's exam for the countdown on every page, and a visitor's pick joining it (#31).
      void import('../../lib/exam-target-sync.ts').then(({ syncExamTarget }) => syncExamTarget(user.id));
      return decide(
        { userId: user.id, email: user.email },
        { ok: true, status: user.subscription.status, hasAccess: user.subscription.hasAccess },
      );
    });
    const release = registerAccessCheck(check);
    const onStorage = (event: StorageEvent) => {
      if (event.key !== LOGOUT_KEY) return;
      forgetStudent();
      setOutcome('logged-out');
    };
    window.addEventListener('storage', onStorage);
    return () => {
      cancelled = true;
      release();
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  // Decided again on every page of the area, from the one check made when the area opened.
  const gate: Gate =
    outcome === null
      ? 'checking'
      : outcome === 'logged-out'
        ? 'login'
        : decideAccess(outcome.session, outcome.check, needsAccess(pathname));
  if (gate === 'login') {
    // A link from WhatsApp or an e-mail survives the login: /login says why it asks and leads back.
    const back = `${pathname}${search}`;
    // A logout (here or in another tab) is not a page to come back to.
    const deep =
      outcome !== 'logged-out' &&
      back !== '/content/dashboard' &&
      pathname !== '/content' &&
      pathname !== '/content/';
    return <Navigate to={deep ? `/login?${new URLSearchParams({ volver: back })}` : '/login'} replace />;
  }
  if (gate === 'plans') return <Navigate to="/plans" replace />;
  const checking = gate === 'checking';
  return (
    <>
      {checking && <Spinner label="Verificando acceso..." />}
      <div className="content-gate" hidden={checking} inert={checking} aria-hidden={checking || undefined}>
        {children}
      </div>
    </>
  );
}
