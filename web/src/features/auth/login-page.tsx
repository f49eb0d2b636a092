import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { contentReturnPath, returnReason } from '../../../../shared/domain/deep-link.ts';
import { LegalLinks } from '../../components/legal-links.tsx';
import { Link } from '../../components/link.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { type SignedInStudent, useSignedInStudent } from '../../lib/signed-in-student.ts';
import { authMessages } from './messages.ts';

const AccessNotice = lazy(() => import('../../components/access-notice.tsx'));

/** A student already signed in on this browser: where to go, instead of a form they do not need. */
function SignedIn({
  student,
  onOtherEmail,
}: {
  student: Extract<SignedInStudent, { phase: 'signed-in' }>;
  onOtherEmail: () => void;
}) {
  const { subscription } = student;
  const explained =
    subscription.hasAccess || ['ended', 'refunded', 'payment-failed'].includes(subscription.state);
  return (
    <>
      <h1 className="auth__title">Ya ingresaste</h1>
      <p className="auth__lead">
        Estás con <strong>{student.email}</strong>.
      </p>
      {explained ? (
        <Suspense fallback={null}>
          <AccessNotice subscription={subscription} offerPlans />
        </Suspense>
      ) : (
        <Link className="button button--primary button--block" to="/plans">
          Elegí tu plan
        </Link>
      )}
      <button type="button" className="button button--block auth__other" onClick={onOtherEmail}>
        Ingresar con otro email
      </button>
    </>
  );
}

export default function LoginPage() {
  useDocumentTitle('Ingresar | Ingresá');
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const student = useSignedInStudent();
  // Read after hydration: the prerendered page knows no query. Where to lead back after the code.
  const [back, setBack] = useState<string | null>(null);
  useEffect(() => {
    setBack(contentReturnPath(new URLSearchParams(window.location.search).get('volver')));
  }, []);
  const withBack = (query: Record<string, string>) =>
    new URLSearchParams(back ? { ...query, volver: back } : query).toString();
  const [otherEmail, setOtherEmail] = useState(false);
  useEffect(() => {
    if (otherEmail) input.current?.focus();
  }, [otherEmail]);

  // The page is prerendered: keep whatever was typed before the JavaScript arrived.
  useEffect(() => {
    if (input.current?.value) setEmail(input.current.value);
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setError(null);
    const address = email.trim().toLowerCase();
    // The API's contracts (zod) load when the student sends the form, not with the page.
    const { requestCode, codeSentNavigation } = await import('../../lib/auth-api.ts');
    const first = await requestCode(address);
    if (!first.ok) {
      setSending(false);
      setError(
        first.status === 0 ? authMessages.loginConnection : (first.message ?? authMessages.sendFailed),
      );
      return;
    }
    if (first.data.userNotFound || first.data.requiresSubscription) {
      const forCheckout = await requestCode(address, 'checkout');
      if (!forCheckout.ok) {
        setSending(false);
        setError(
          forCheckout.status === 0
            ? authMessages.loginConnection
            : (forCheckout.message ?? authMessages.resendForCheckoutFailed),
        );
        return;
      }
      navigate(
        `/email-verification?${withBack({ email: address, next: 'checkout' })}`,
        codeSentNavigation(forCheckout.data),
      );
      return;
    }
    navigate(`/email-verification?${withBack({ email: address })}`, codeSentNavigation(first.data));
  };

  return (
    <main className="auth">
      <div className="auth__card">
        <Link to="/" className="brand">
          Ingresá
        </Link>
        {student.phase === 'signed-in' && !otherEmail ? (
          <SignedIn student={student} onOtherEmail={() => setOtherEmail(true)} />
        ) : (
          <>
            <h1 className="auth__title">Ingresá a tu cuenta</h1>
            {back && (
              <p className="auth__reason" role="status">
                {returnReason(back)} Después del código te llevamos ahí.
              </p>
            )}
            <p className="auth__lead">Te enviamos un código de 6 dígitos a tu email. Sin contraseñas.</p>
            <form onSubmit={submit} noValidate={false}>
              <label className="field">
                <span className="field__label">Email</span>
                <input
                  ref={input}
                  className="field__input"
                  type="email"
                  name="email"
                  autoComplete="email"
                  required
                  placeholder="tu@email.com"
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                  disabled={sending}
                />
              </label>
              {error && (
                <p className="form-error" role="alert">
                  {error}
                </p>
              )}
              <button
                className="button button--primary button--block"
                type="submit"
                disabled={sending || email.trim() === ''}
              >
                {sending ? 'Enviando código…' : 'Acceder'}
              </button>
            </form>
            <p className="auth__footnote">
              ¿Todavía no te suscribiste? <Link to="/plans">Mirá los planes</Link>
            </p>
            <p className="auth__footnote">
              ¿Querés ver cómo es antes? <Link to="/probar">Probá gratis 5 preguntas</Link>
            </p>
          </>
        )}
      </div>
      <LegalLinks className="auth__legal" />
    </main>
  );
}
