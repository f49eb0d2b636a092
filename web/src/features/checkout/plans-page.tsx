import { lazy, Suspense, useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { planList, plans } from '../../../../shared/domain/subscription-plans.ts';
import { Link } from '../../components/link.tsx';
import { PlanCard } from '../../components/plan-card.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { rememberUser } from '../../lib/session-storage.ts';
import { mayHaveCheckoutToResume, maySignedIn } from '../../lib/storage-keys.ts';
import { type ResumeState, useCheckoutToResume } from '../../lib/use-checkout-to-resume.ts';
import { useCheckout } from './use-checkout.ts';

// Shown only after a click or when there is a payment to resume: their code is not part of the first load.
const EmailModal = lazy(() => import('./email-modal.tsx').then((m) => ({ default: m.EmailModal })));
const PendingCheckoutPanel = lazy(() =>
  import('../../components/pending-checkout-panel.tsx').then((m) => ({ default: m.PendingCheckoutPanel })),
);
// Only for a signed-in student: where they stand, and "Ir a mi panel" instead of a purchase that fails.
const AccessNotice = lazy(() => import('../../components/access-notice.tsx'));

export default function PlansPage() {
  useDocumentTitle('Planes | Ingresá');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { state, askedForEmail, choose, payWith, reset } = useCheckout();
  // Asked only by a browser that signed in or left for a payment: a visitor's page sends nothing.
  const { state: resume, dismiss } = useCheckoutToResume({
    shouldLook: () => maySignedIn() || mayHaveCheckoutToResume(),
    onReturn: reset,
  });
  const handled = useRef<ResumeState | null>(null);
  const autoStarted = useRef(false);

  useEffect(() => {
    if (resume.phase === 'checking' || handled.current === resume) return;
    handled.current = resume;
    const session = resume.phase === 'done' ? resume.session : null;
    if (session?.ok) rememberUser(session.data.user);
    if (autoStarted.current || params.get('autoSelect') !== 'true') return;
    // Only the first time: the address loses `autoSelect`, so coming back from Mercado Pago shows
    // the plans (and the payment to resume) instead of leaving for it again.
    autoStarted.current = true;
    const rest = new URLSearchParams(params);
    rest.delete('autoSelect');
    navigate({ search: rest.size > 0 ? `?${rest}` : '' }, { replace: true });
    const planId = params.get('plan');
    const studying = session?.ok === true && session.data.user.subscription.hasAccess;
    const pending = resume.phase === 'done' && resume.checkout !== null;
    if (!pending && !studying && (planId === 'annual' || planId === 'weekly')) choose(plans[planId]);
  }, [resume, params, navigate, choose]);

  const busyPlan = state.step === 'working' ? state.plan.id : null;
  const pending = resume.phase === 'done' ? resume.checkout : null;
  const subscription =
    resume.phase === 'done' && resume.session.ok ? resume.session.data.user.subscription : null;
  const studying = subscription?.hasAccess === true;
  return (
    <main className="plans">
      <header className="plans__header">
        <Link to="/" className="brand">
          Ingresá
        </Link>
        <h1>Elegí tu plan</h1>
        <p className="lead">
          Todo Ingresá incluido en los dos planes. Pagás con Mercado Pago y cancelás cuando quieras.
        </p>
      </header>
      {subscription && (
        <Suspense fallback={null}>
          <AccessNotice subscription={subscription} />
        </Suspense>
      )}
      {pending && (
        <Suspense fallback={null}>
          <PendingCheckoutPanel checkout={pending} onChooseOther={dismiss} focusOnShow />
        </Suspense>
      )}
      {state.step === 'error' && !askedForEmail && (
        <p className="form-error plans__error" role="alert">
          {state.message}
        </p>
      )}
      {!studying && (
        <>
          <h2 className="visually-hidden">Planes disponibles</h2>
          <div className="plans__grid">
            {planList.map((plan) => (
              <PlanCard key={plan.id} plan={plan} busy={busyPlan === plan.id} onChoose={choose} />
            ))}
          </div>
        </>
      )}
      {!studying && (
        <p className="plans__legal">
          Al suscribirte aceptás los <Link to="/terminos">Términos y condiciones</Link> y la{' '}
          <Link to="/privacidad">Política de privacidad</Link>. La suscripción se renueva sola hasta que la
          canceles, y tenés 10 días para arrepentirte.
        </p>
      )}
      {askedForEmail && state.step !== 'idle' && (
        <Suspense fallback={null}>
          <EmailModal
            plan={state.plan}
            busy={state.step === 'working'}
            error={state.step === 'error' ? state.message : null}
            onSubmit={(email) => payWith(state.plan, email)}
            onClose={reset}
          />
        </Suspense>
      )}
    </main>
  );
}
