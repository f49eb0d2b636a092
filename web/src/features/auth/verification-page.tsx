import { type FormEvent, lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { contentReturnPath } from '../../../../shared/domain/deep-link.ts';
import { Link } from '../../components/link.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { type CodeSent, codeSentFrom, countdownText, readCodeSent, sentClock } from '../../lib/code-sent.ts';
import {
  dismissCheckoutLink,
  readCheckoutLink,
  readPendingPlan,
  rememberCheckoutLink,
  rememberUser,
} from '../../lib/session-storage.ts';
import { useCheckoutToResume } from '../../lib/use-checkout-to-resume.ts';
import { afterLogin } from './after-login.ts';
import { CODE_LENGTH, CodeInput } from './code-input.tsx';
import { authMessages } from './messages.ts';

// Only a student back from Mercado Pago with a payment to finish sees it: the others never load it.
const PendingCheckoutPanel = lazy(() =>
  import('../../components/pending-checkout-panel.tsx').then((m) => ({ default: m.PendingCheckoutPanel })),
);

const emptyCode = () => Array.from({ length: CODE_LENGTH }, () => '');

/** Whole seconds left until `until` (ISO), ticking every second while there are any. */
function useSecondsUntil(until: string | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until) return;
    const end = Date.parse(until);
    setNow(Date.now());
    const timer = window.setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= end) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  return until ? Math.max(0, Math.ceil((Date.parse(until) - now) / 1000)) : 0;
}

const alreadySentNotice = (codeSent: CodeSent) =>
  `Ya te enviamos un código a las ${sentClock(codeSent.sentAt)}: usá ese, vale por 10 minutos.`;

export default function VerificationPage() {
  useDocumentTitle('Verificá tu email | Ingresá');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const email = params.get('email')?.trim().toLowerCase() ?? '';
  // The page the student was sent away from to log in (a link from WhatsApp or an e-mail).
  const back = contentReturnPath(params.get('volver')) ?? '/content/dashboard';
  const [digits, setDigits] = useState(emptyCode);
  const [state, setState] = useState<'idle' | 'verifying' | 'redirecting' | 'resending'>('idle');
  const [error, setError] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const location = useLocation();
  // Read after hydration: the prerendered page knows nothing of the router's state.
  const [codeSent, setCodeSent] = useState<CodeSent | null>(null);
  useEffect(() => {
    const told = readCodeSent(location.state);
    setCodeSent(told);
    if (told?.alreadySent) setNotice(alreadySentNotice(told));
  }, [location.state]);
  const resendIn = useSecondsUntil(codeSent?.resendAt ?? null);
  const code = digits.join('');
  // Back from Mercado Pago: the code was used already, so the page offers the same payment instead.
  const { state: resume } = useCheckoutToResume({
    shouldLook: () => email !== '' && readCheckoutLink()?.email === email,
    onReturn: () => setState('idle'),
  });

  useEffect(() => {
    if (resume.phase !== 'done' || resume.checkout || !resume.session.ok) return;
    // Signed in with nothing left to pay (paid meanwhile, or the link lapsed): where a login leads.
    const next = afterLogin(resume.session.data.user.subscription, null);
    navigate(next.kind === 'dashboard' ? back : '/plans', { replace: true });
  }, [resume, navigate, back]);

  if (resume.phase === 'checking') return <Spinner label="Cargando…" />;
  if (resume.phase === 'done' && resume.checkout) {
    const { checkout } = resume;
    return (
      <main className="auth">
        <div className="auth__card">
          <Link to="/" className="brand">
            Ingresá
          </Link>
          <Suspense fallback={<Spinner label="Cargando…" />}>
            <PendingCheckoutPanel
              checkout={checkout}
              heading="h1"
              variant="plain"
              focusOnShow
              onChooseOther={() => {
                // Straight to the plans: this page has nothing else to show once the offer is gone.
                dismissCheckoutLink(checkout.initPoint);
                navigate('/plans');
              }}
            />
          </Suspense>
        </div>
      </main>
    );
  }

  if (!email) {
    return (
      <main className="auth">
        <div className="auth__card" role="alert">
          <h1 className="auth__title">Falta tu email</h1>
          <p className="auth__lead">
            No sabemos a qué email te enviamos el código. Volvé a ingresar tu email para recibir uno.
          </p>
          <Link className="button button--primary button--block" to="/login">
            Volver al inicio de sesión
          </Link>
        </div>
      </main>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void verify(code);
  };

  const verify = async (code: string) => {
    if (state !== 'idle') return;
    setError(null);
    setNotice(null);
    if (code.length !== CODE_LENGTH || !email) {
      setError(authMessages.codeAndEmailRequired);
      return;
    }
    setState('verifying');
    const { confirmCode } = await import('../../lib/auth-api.ts');
    const result = await confirmCode(email, code);
    if (!result.ok) {
      setState('idle');
      setError(result.message ?? authMessages.verifyFailed);
      setDigits(emptyCode());
      setFocusRequest((count) => count + 1);
      return;
    }
    const { user } = result.data;
    rememberUser(user);
    const next = afterLogin(user.subscription, readPendingPlan());
    if (next.kind === 'dashboard') {
      navigate(back);
      return;
    }
    if (next.kind === 'plans') {
      navigate('/plans');
      return;
    }
    setState('redirecting');
    const { startCheckout } = await import('../../lib/auth-api.ts');
    const checkout = await startCheckout(next.plan.id, user.email);
    if (checkout.ok && checkout.data.initPoint) {
      const { initPoint } = checkout.data;
      rememberCheckoutLink({ initPoint, planId: next.plan.id, planName: next.plan.name, email: user.email });
      window.location.assign(initPoint);
      return;
    }
    if (!checkout.ok && checkout.status === 0) {
      setError(authMessages.checkoutConnection);
      navigate('/plans');
      return;
    }
    setState('idle');
    setError(authMessages.paymentFailed);
  };

  const resend = async () => {
    setError(null);
    setNotice(null);
    setState('resending');
    const { requestCode } = await import('../../lib/auth-api.ts');
    const result = await requestCode(email, 'checkout');
    setState('idle');
    if (result.ok) {
      const told = codeSentFrom(result.data);
      if (told) setCodeSent(told);
      if (told?.alreadySent) {
        setNotice(alreadySentNotice(told));
        return;
      }
      setDigits(emptyCode());
      setNotice(authMessages.resent);
    } else {
      setError(result.message ?? authMessages.resendFailed);
    }
  };

  const busy = state !== 'idle';
  return (
    <main className="auth">
      <div className="auth__card">
        <Link to="/" className="brand">
          Ingresá
        </Link>
        <h1 className="auth__title">Revisá tu email</h1>
        <p className="auth__lead">
          Escribí el código de 6 dígitos que enviamos a <strong>{email}</strong>
          {codeSent ? ` a las ${sentClock(codeSent.sentAt)}` : ''}. Vale por 10 minutos.
        </p>
        <form onSubmit={submit}>
          <CodeInput
            value={digits}
            onChange={setDigits}
            readOnly={state === 'verifying'}
            disabled={state === 'redirecting' || state === 'resending'}
            autoFocus
            onComplete={(complete) => void verify(complete)}
            focusRequest={focusRequest}
          />
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
          {notice && (
            <p className="form-notice" role="status">
              {notice}
            </p>
          )}
          <button
            className="button button--primary button--block"
            type="submit"
            disabled={busy || code.length !== CODE_LENGTH}
          >
            {state === 'verifying'
              ? 'Verificando…'
              : state === 'redirecting'
                ? 'Te llevamos al pago…'
                : 'Verificar código'}
          </button>
        </form>
        <p className="auth__footnote">
          ¿No te llegó?{' '}
          <button
            type="button"
            className="link-button link-button--tap"
            onClick={resend}
            disabled={busy || resendIn > 0}
            aria-describedby={resendIn > 0 ? 'resend-wait' : undefined}
          >
            {state === 'resending' ? 'Reenviando…' : 'Reenviar código'}
          </button>
          · <Link to="/login">Usar otro email</Link>
        </p>
        {resendIn > 0 && (
          <p id="resend-wait" className="auth__wait">
            Podés pedir otro código en <span className="auth__countdown">{countdownText(resendIn)}</span>.
          </p>
        )}
      </div>
    </main>
  );
}
