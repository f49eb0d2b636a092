import { lazy, Suspense, useState } from 'react';
import { type Plan, planList } from '../../../../shared/domain/plans.ts';
import { PlanCard } from '../../components/plan-card.tsx';

const CheckoutFlow = lazy(() => import('./checkout-flow.tsx'));

/** The two plans on a public page; the checkout code loads only once a plan is chosen. */
export function PricingSection() {
  const [chosen, setChosen] = useState<Plan | null>(null);
  return (
    <section id="pricing" className="pricing" aria-labelledby="pricing-title">
      <h2 id="pricing-title">Planes</h2>
      <p className="lead">
        Todo incluido en los dos planes. Pagás con Mercado Pago y cancelás cuando quieras.
      </p>
      <div className="plans__grid">
        {planList.map((plan) => (
          <PlanCard key={plan.id} plan={plan} onChoose={setChosen} />
        ))}
      </div>
      {chosen && (
        <Suspense fallback={null}>
          <CheckoutFlow key={chosen.id} plan={chosen} onClose={() => setChosen(null)} />
        </Suspense>
      )}
    </section>
  );
}
