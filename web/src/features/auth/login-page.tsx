import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LegalLinks } from '../../components/legal-links.tsx';
import { Link } from '../../components/link.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { authMessages } from './messages.ts';

export default function LoginPage() {
  useDocumentTitle('Ingresar | Ingresá');
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

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
        `/email-verification?${new URLSearchParams({ email: address, next: 'checkout' })}`,
        codeSentNavigation(forCheckout.data),
      );
      return;
    }
    navigate(
      `/email-verification?${new URLSearchParams({ email: address })}`,
      codeSentNavigation(first.data),
    );
  };

  return (
    <main className="auth">
      <div className="auth__card">
        <Link to="/" className="brand">
          Ingresá
        </Link>
        <h1 className="auth__title">Ingresá a tu cuenta</h1>
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
      </div>
      <LegalLinks className="auth__legal" />
    </main>
  );
}
