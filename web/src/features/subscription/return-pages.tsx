import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { subscriptionSchema } from '../../../../shared/api/contracts/subscriptions.ts';
import type * as z from '../../../../shared/api/zod.ts';
import { SUPPORT_EMAIL } from '../../../../shared/domain/contact.ts';
import { formatDateAr } from '../../../../shared/domain/subscription-plans.ts';
import { SuccessIllustration } from '../../components/illustrations/moments.tsx';
import { Link } from '../../components/link.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { ONBOARDING_PATH } from '../../lib/account-paths.ts';
import { readItem, storageKeys } from '../../lib/session-storage.ts';

type Subscription = z.output<typeof subscriptionSchema>;

function storedEmail(): string | null {
  return readItem(storageKeys.subscriptionEmail) ?? readItem(storageKeys.userEmail);
}

/** Tells the server a return page was reached (it checks with Mercado Pago itself); failures are ignored. */
function useReportedStatus(status: 'active' | 'failed' | 'pending') {
  const navigate = useNavigate();
  const [subscription, setSubscription] = useState<Subscription | null | undefined>(undefined);
  useEffect(() => {
    const email = storedEmail();
    if (!email) {
      navigate('/login', { replace: true });
      return;
    }
    let cancelled = false;
    (async () => {
      // The API's contracts (zod) load only for a student who came back with an e-mail to report.
      const { checkStatus, updateStatus } = await import('./api.ts');
      const updated = await updateStatus(email, status);
      if (updated.ok) return updated.data.subscription;
      const checked = await checkStatus(email);
      return checked.ok ? checked.data.subscription : null;
    })().then((result) => {
      if (!cancelled) setSubscription(result);
    });
    return () => {
      cancelled = true;
    };
  }, [navigate, status]);
  return subscription;
}

export function SuccessPage() {
  useDocumentTitle('¡Pago confirmado! | Ingresá');
  const navigate = useNavigate();
  const subscription = useReportedStatus('active');

  useEffect(() => {
    if (subscription?.status === 'failed') navigate('/subscription/failure', { replace: true });
    if (subscription?.status === 'pending') {
      navigate(`/subscription/pending?${new URLSearchParams({ email: storedEmail() ?? '' })}`, {
        replace: true,
      });
    }
  }, [subscription, navigate]);

  if (subscription === undefined) return <Spinner label="Confirmando tu pago con Mercado Pago…" />;
  const active = subscription?.status === 'active';
  return (
    <main className="result">
      <div className="result__card">
        <SuccessIllustration width={180} className="result__art" />
        <h1>{active ? '¡Te damos la bienvenida!' : 'Recibimos tu pago'}</h1>
        <p className="lead">
          {active
            ? 'Tu suscripción ya está activa. Contanos dónde y cuándo rendís, y armamos tu plan hasta ese día.'
            : 'Estamos terminando de confirmar tu suscripción.'}
        </p>
        {subscription && (
          <dl className="result__details">
            <div>
              <dt>Plan</dt>
              <dd>{subscription.planName ?? '—'}</dd>
            </div>
            <div>
              <dt>Estado</dt>
              <dd className={active ? 'status-text--ok' : 'status-text--muted'}>
                {active ? 'Activa' : 'Inactiva'}
              </dd>
            </div>
            <div>
              <dt>Próximo cobro</dt>
              <dd>{subscription.expirationDate ? formatDateAr(subscription.expirationDate) : '—'}</dd>
            </div>
            <div>
              <dt>Días restantes</dt>
              <dd>{subscription.daysRemaining}</dd>
            </div>
          </dl>
        )}
        {active ? (
          <div className="result__actions">
            <Link className="button button--primary button--block" to={ONBOARDING_PATH}>
              Armar mi preparación
            </Link>
            <Link className="button button--block" to="/content/dashboard">
              Ir a mi panel
            </Link>
          </div>
        ) : (
          <Link className="button button--primary button--block" to="/content/dashboard">
            Ir a mi panel
          </Link>
        )}
      </div>
    </main>
  );
}

export function FailurePage() {
  useDocumentTitle('No pudimos procesar tu pago | Ingresá');
  useReportedStatus('failed');
  return (
    <main className="result">
      <div className="result__card">
        <h1>No pudimos procesar tu pago</h1>
        <p className="lead">
          <strong>No se realizó ningún cargo.</strong> Estas son las causas más comunes:
        </p>
        <ul className="result__causes">
          <li>Fondos insuficientes en la tarjeta o la cuenta.</li>
          <li>Datos de la tarjeta incorrectos.</li>
          <li>Tarjeta vencida o bloqueada para compras online.</li>
          <li>Un problema temporal del procesador de pagos.</li>
        </ul>
        <Link className="button button--primary button--block" to="/plans">
          Intentar de nuevo
        </Link>
        <p className="auth__footnote">
          ¿Necesitás ayuda? Escribinos a <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
        </p>
      </div>
    </main>
  );
}

export function PendingPage() {
  useDocumentTitle('Pago en verificación | Ingresá');
  const [params] = useSearchParams();
  useReportedStatus('pending');
  const email = params.get('email') ?? storedEmail();
  return (
    <main className="result">
      <div className="result__card">
        <h1>Tu pago está en verificación</h1>
        <p className="lead">
          Mercado Pago está revisando el pago. Puede demorar hasta 24 horas, y Mercado Pago te avisa por email
          cuando se acredita.
          {email ? (
            <>
              {' '}
              Tu acceso con <strong>{email}</strong> se activa apenas se confirme.
            </>
          ) : (
            ' Tu acceso se activa apenas se confirme.'
          )}
        </p>
        <Link className="button button--block" to="/">
          Volver al inicio
        </Link>
      </div>
    </main>
  );
}
