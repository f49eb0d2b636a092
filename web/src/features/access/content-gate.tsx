import { type ReactNode, useLayoutEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { Spinner } from '../../components/spinner.tsx';
import { registerAccessCheck } from '../../lib/access-check.ts';
import { readSession } from '../../lib/session-api.ts';
import { clearSessionStorage, readItem, rememberUser, storageKeys } from '../../lib/session-storage.ts';

type Gate = 'checking' | 'allowed' | 'login' | 'plans';

/**
 * The browser-side gate of the subscriber area. It only steers the UI: every content API checks the
 * session and the subscription itself and answers 403, which also leads to /plans.
 */
export function decideAccess(
  session: { userId: string | null; email: string | null },
  check: { ok: true; status: string; hasAccess: boolean } | { ok: false; status: number },
): Exclude<Gate, 'checking'> {
  if (!session.userId || !session.email) return 'login';
  if (!check.ok) return check.status === 401 ? 'login' : 'allowed';
  if (check.status === 'none' || check.hasAccess) return 'allowed';
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
  const [gate, setGate] = useState<Gate>('checking');

  // A layout effect runs before the page's own effects, so the page's first request sees the check.
  useLayoutEffect(() => {
    let cancelled = false;
    const decide = (next: Exclude<Gate, 'checking'>) => {
      if (!cancelled) setGate(next);
      return !cancelled && next === 'allowed';
    };
    const check = readSession().then((result) => {
      if (cancelled) return false;
      if (!result.ok) {
        if (result.status === 401) clearSessionStorage();
        const stored = { userId: readItem(storageKeys.userId), email: readItem(storageKeys.userEmail) };
        return decide(decideAccess(stored, { ok: false, status: result.status }));
      }
      const { user } = result.data;
      rememberUser(user);
      return decide(
        decideAccess(
          { userId: user.id, email: user.email },
          { ok: true, status: user.subscription.status, hasAccess: user.subscription.hasAccess },
        ),
      );
    });
    const release = registerAccessCheck(check);
    const onStorage = (event: StorageEvent) => {
      if (event.key !== LOGOUT_KEY) return;
      clearSessionStorage();
      setGate('login');
    };
    window.addEventListener('storage', onStorage);
    return () => {
      cancelled = true;
      release();
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  if (gate === 'login') return <Navigate to="/login" replace />;
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
