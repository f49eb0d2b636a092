import { type ReactNode, useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { Spinner } from '../../components/spinner.tsx';
import { readItem, rememberUser, storageKeys } from '../../lib/session-storage.ts';
import { readSession } from '../auth/api.ts';
import { checkStatus } from '../subscription/api.ts';

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

export function ContentGate({ children }: { children: ReactNode }) {
  const [gate, setGate] = useState<Gate>('checking');

  useEffect(() => {
    const session = { userId: readItem(storageKeys.userId), email: readItem(storageKeys.userEmail) };
    let cancelled = false;
    if (!session.userId || !session.email) {
      // A tab opened anew stores nothing yet: the session cookie may still say who the student is.
      readSession().then((result) => {
        if (cancelled) return;
        if (!result.ok) {
          setGate('login');
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
      return () => {
        cancelled = true;
      };
    }
    checkStatus(session.email).then((result) => {
      if (cancelled) return;
      setGate(
        decideAccess(
          session,
          result.ok
            ? {
                ok: true,
                status: result.data.subscription.status,
                daysRemaining: result.data.subscription.daysRemaining,
              }
            : { ok: false, status: result.status },
        ),
      );
    });
    return () => {
      cancelled = true;
    };
  }, []);

  if (gate === 'checking') return <Spinner label="Verificando acceso..." />;
  if (gate === 'login') return <Navigate to="/login" replace />;
  if (gate === 'plans') return <Navigate to="/plans" replace />;
  return <>{children}</>;
}
