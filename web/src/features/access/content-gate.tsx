import { type ReactNode, useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { Spinner } from '../../components/spinner.tsx';
import { readSession } from '../../lib/auth-api.ts';
import { clearSessionStorage, readItem, rememberUser, storageKeys } from '../../lib/session-storage.ts';

type Gate = 'checking' | 'allowed' | 'login' | 'plans';

/**
 * The browser-side gate of the subscriber area. It only steers the UI: every content API checks the
 * session and the subscription itself and answers 403, which also leads to /plans.
 */
export function decideAccess(
  session: { userId: string | null; email: string | null },
  check: { ok: true; status: string; daysRemaining: number } | { ok: false; status: number },
): Exclude<Gate, 'checking'> {
  if (!session.userId || !session.email) return 'login';
  if (!check.ok) return check.status === 401 ? 'login' : 'allowed';
  if (check.status === 'none') return 'allowed';
  if (check.status === 'active' || (check.status === 'cancelled' && check.daysRemaining > 0))
    return 'allowed';
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
 */
export function ContentGate({ children }: { children: ReactNode }) {
  const [gate, setGate] = useState<Gate>('checking');

  useEffect(() => {
    let cancelled = false;
    readSession().then((result) => {
      if (cancelled) return;
      if (!result.ok) {
        if (result.status === 401) clearSessionStorage();
        const stored = { userId: readItem(storageKeys.userId), email: readItem(storageKeys.userEmail) };
        setGate(decideAccess(stored, { ok: false, status: result.status }));
        return;
      }
      const { user } = result.data;
      rememberUser(user);
      setGate(
        decideAccess(
          { userId: user.id, email: user.email },
          { ok: true, status: user.subscription.status, daysRemaining: user.subscription.daysRemaining },
        ),
      );
    });
    const onStorage = (event: StorageEvent) => {
      if (event.key !== LOGOUT_KEY) return;
      clearSessionStorage();
      setGate('login');
    };
    window.addEventListener('storage', onStorage);
    return () => {
      cancelled = true;
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  if (gate === 'checking') return <Spinner label="Verificando acceso..." />;
  if (gate === 'login') return <Navigate to="/login" replace />;
  if (gate === 'plans') return <Navigate to="/plans" replace />;
  return <>{children}</>;
}
