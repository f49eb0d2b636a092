import {
  annualSavingTag,
  annualValueLines,
  formatArs,
  type Plan,
} from '../../../shared/domain/subscription-plans.ts';

interface PlanCardProps {
  plan: Plan;
  busy?: boolean;
  onChoose: (plan: Plan) => void;
}

export function PlanCard({ plan, busy, onChoose }: PlanCardProps) {
  const featured = Boolean(plan.highlight);
  return (
    <article
      className={`plan-card${featured ? ' plan-card--featured' : ''}`}
      aria-labelledby={`plan-${plan.id}`}
    >
      <div className="plan-card__tags">
        {plan.highlight && <span className="tag tag--primary">{plan.highlight}</span>}
        {plan.id === 'annual' && <span className="tag tag--accent">{annualSavingTag()}</span>}
      </div>
      <h3 id={`plan-${plan.id}`} className="plan-card__name">
        {plan.name}
      </h3>
      <p className="plan-card__price">
        <span className="plan-card__amount">{formatArs(plan.priceArs)}</span>{' '}
        <span className="plan-card__period">{plan.periodLabel}</span>
      </p>
      {plan.id === 'annual' && <AnnualValue />}
      <ul className="plan-card__features">
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <button
        type="button"
        className={`button button--block${featured ? ' button--primary' : ''}`}
        onClick={() => onChoose(plan)}
        disabled={busy}
      >
        {busy ? 'Procesando…' : `Elegir ${plan.name}`}
      </button>
      <p className="plan-card__note">Cancelás cuando quieras.</p>
    </article>
  );
}

/** The annual plan's value against its reference, so the tag above it is never a bare percentage. */
function AnnualValue() {
  const lines = annualValueLines();
  return (
    <p className="plan-card__value">
      <strong>{lines.perMonth}</strong>
      <br />
      {lines.saving}
    </p>
  );
}
