import { lazy, Suspense, useEffect, useState } from 'react';
import { type Plan, planList } from '../../../../shared/domain/subscription-plans.ts';
import { PlanCard } from '../../components/plan-card.tsx';
import { useSignedInStudent } from '../../lib/signed-in-student.ts';
import { mayHaveCheckoutToResume } from '../../lib/storage-keys.ts';

const CheckoutFlow = lazy(() => import('./checkout-flow.tsx'));
const ResumeCheckout = lazy(() => import('./resume-checkout.tsx'));
const AccessNotice = lazy(() => import('../../components/access-notice.tsx'));

/** The two plans on a public page; the checkout code loads only once a plan is chosen. */
export function PricingSection() {
  const [chosen, setChosen] = useState<Plan | null>(null);
  const [mayResume, setMayResume] = useState(false);
  const student = useSignedInStudent();
  const subscription = student.phase === 'signed-in' ? student.subscription : null;

  useEffect(() => {
    // Back from Mercado Pago (reloaded, or restored from the back-forward cache) with a payment to
    // resume: the code that asks the session loads only then, and only once the page is idle.
    const look = () => setMayResume((already) => already || mayHaveCheckoutToResume());
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      setChosen(null);
      look();
    };
    if ('requestIdleCallback' in window) requestIdleCallback(look);
    else setTimeout(look, 1);
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  return (
    <section id="pricing" className="pricing" aria-labelledby="pricing-title">
      <h2 id="pricing-title">Planes</h2>
      <p className="lead">
        Todo incluido en los dos planes. Pagás con Mercado Pago y cancelás cuando quieras.
      </p>
      {mayResume && (
        <Suspense fallback={null}>
          <ResumeCheckout />
        </Suspense>
      )}
      {subscription && (
        <Suspense fallback={null}>
          <AccessNotice subscription={subscription} />
        </Suspense>
      )}
      {!subscription?.hasAccess && (
        <div className="plans__grid">
          {planList.map((plan) => (
            <PlanCard key={plan.id} plan={plan} onChoose={setChosen} />
          ))}
        </div>
      )}
      {chosen && (
        <Suspense fallback={null}>
          <CheckoutFlow key={chosen.id} plan={chosen} onClose={() => setChosen(null)} />
        </Suspense>
      )}
    </section>
  );
}
