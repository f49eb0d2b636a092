import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Link } from '../../components/link.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { readPendingPlan, rememberUser } from '../../lib/session-storage.ts';
import { afterLogin } from './after-login.ts';

type Phase =
  | { name: 'signing-in' }
  /** Worth trying again: the connection failed, or the server was busy. */
  | { name: 'retry'; message: string }
  /** The link cannot work: missing, malformed, used or expired. */
  | { name: 'refused'; message: string };

/** The server's words for a link that is not one of ours (the contract's), without loading it first. */
const BAD_LINK = 'Este enlace para ingresar no es válido. Pedí un código nuevo para entrar.';
const CONNECTION = 'No pudimos conectarnos. Revisá tu conexión y probá de nuevo.';

/**
 * /login/enlace#<token>: the one-click link of a login e-mail (ADR 0064). The token is read after
 * hydration, taken out of the address bar at once, and posted: opening the page alone, as a mail
 * client's preview does, uses nothing. Signed in, the student goes where a login leads.
 */
export default function SignInLinkPage() {
  useDocumentTitle('Ingresando a tu cuenta | Ingresá');
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>({ name: 'signing-in' });
  const token = useRef<string | null>(null);
  const started = useRef(false);

  const signIn = useCallback(async () => {
    const value = token.current;
    if (!value) {
      setPhase({ name: 'refused', message: BAD_LINK });
      return;
    }
    setPhase({ name: 'signing-in' });
    try {
      // The contracts (zod) load now, not with the page (ADR 0020).
      const { confirmSignInLink, isSignInLinkToken } = await import('../../lib/auth-api.ts');
      if (!isSignInLinkToken(value)) {
        setPhase({ name: 'refused', message: BAD_LINK });
        return;
      }
      const result = await confirmSignInLink(value);
      if (result.ok) {
        const { user } = result.data;
        rememberUser(user);
        // A plan chosen in another tab is not known here: a student without access chooses it again.
        const next = afterLogin(user.subscription, readPendingPlan());
        navigate(next.kind === 'dashboard' ? '/content/dashboard' : '/plans', { replace: true });
        return;
      }
      if (result.status === 0) setPhase({ name: 'retry', message: CONNECTION });
      else if (result.status === 429 || result.status >= 500)
        setPhase({ name: 'retry', message: result.message ?? CONNECTION });
      else setPhase({ name: 'refused', message: result.message ?? BAD_LINK });
    } catch {
      setPhase({ name: 'retry', message: CONNECTION });
    }
  }, [navigate]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    token.current = window.location.hash.slice(1) || null;
    // Out of the address bar and the history: whoever sees the screen later cannot reuse it.
    if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
    void signIn();
  }, [signIn]);

  return (
    <main className="auth">
      <div className="auth__card">
        <Link to="/" className="brand">
          Ingresá
        </Link>
        {phase.name === 'signing-in' ? (
          <>
            <h1 className="auth__title">Ingresando a tu cuenta</h1>
            <Spinner label="Estamos abriendo tu sesión…" />
          </>
        ) : phase.name === 'retry' ? (
          <>
            <h1 className="auth__title">No pudimos hacerte ingresar todavía</h1>
            <p className="form-error" role="alert">
              {phase.message}
            </p>
            <button type="button" className="button button--primary button--block" onClick={signIn}>
              Reintentar
            </button>
          </>
        ) : (
          <>
            <h1 className="auth__title">Este enlace no sirve para ingresar</h1>
            <p className="form-error" role="alert">
              {phase.message}
            </p>
            <p className="auth__lead">Escribí tu email y te mandamos otro al momento, con un enlace nuevo.</p>
            <Link className="button button--primary button--block" to="/login">
              Volver a ingresar
            </Link>
          </>
        )}
      </div>
    </main>
  );
}
