import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { planList, plans } from '../../../../shared/domain/plans.ts';
import { PlanCard } from '../../components/plan-card.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { readItem, storageKeys } from '../../lib/session-storage.ts';
import { EmailModal } from './email-modal.tsx';
import { useCheckout } from './use-checkout.ts';

export default function PlansPage() {
  useDocumentTitle('Planes | Ingresá');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { state, askedForEmail, choose, payWith, reset } = useCheckout();
  const autoStarted = useRef(false);

  useEffect(() => {
    const storedEmail = readItem(storageKeys.userEmail) ?? readItem(storageKeys.subscriptionEmail);
    if (!storedEmail) {
      navigate('/login', { replace: true });
      return;
    }
    const planId = params.get('plan');
    if (
      !autoStarted.current &&
      params.get('autoSelect') === 'true' &&
      (planId === 'annual' || planId === 'weekly')
    ) {
      autoStarted.current = true;
      choose(plans[planId]);
    }
  }, [params, navigate, choose]);

  const busyPlan = state.step === 'working' ? state.plan.id : null;
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
      {state.step === 'error' && !askedForEmail && (
        <p className="form-error plans__error" role="alert">
          {state.message}
        </p>
      )}
      <h2 className="visually-hidden">Planes disponibles</h2>
      <div className="plans__grid">
        {planList.map((plan) => (
          <PlanCard key={plan.id} plan={plan} busy={busyPlan === plan.id} onChoose={choose} />
        ))}
      </div>
      {askedForEmail && state.step !== 'idle' && (
        <EmailModal
          plan={state.plan}
          busy={state.step === 'working'}
          error={state.step === 'error' ? state.message : null}
          onSubmit={(email) => payWith(state.plan, email)}
          onClose={reset}
        />
      )}
    </main>
  );
}
