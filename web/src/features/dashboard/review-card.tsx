import { Link } from '../../components/link.tsx';
import { exercises, laterText } from '../../lib/learning-format.ts';
import type { LoadState } from '../../lib/use-loader.ts';
import type { ReviewSummary } from './home-api.ts';
import { subjectLabel, topicLabel } from './labels.ts';

/** Where the review is answered, one exercise at a time. */
export const REVIEW_PATH = '/content/repaso';

/**
 * "Repaso de hoy", the dashboard's first card (ADR 0051): how many of the exercises the student missed
 * or took long on are due now, of which topics, and the way in; or that the review is up to date. Its
 * data comes with the dashboard's first answer.
 */
export function ReviewCard({ state }: { state: LoadState<ReviewSummary> }) {
  return (
    <section
      className="card learn-card learn-review"
      aria-labelledby="learn-review-title"
      aria-busy={state.phase === 'loading'}
    >
      <h2 id="learn-review-title" className="dash__subtitle">
        Repaso de hoy
      </h2>
      {state.phase === 'loading' && (
        <p className="learn-card__status" role="status">
          Cargando tu repaso…
        </p>
      )}
      {state.phase === 'error' && (
        <p className="learn-card__status">
          No pudimos cargar tu repaso.{' '}
          <button type="button" className="link-button" onClick={state.retry}>
            Volver a intentar
          </button>
        </p>
      )}
      {state.phase === 'ready' && <ReviewSummaryView review={state.data} />}
    </section>
  );
}

function ReviewSummaryView({ review }: { review: ReviewSummary }) {
  const later = laterText(review);
  if (review.dueNow > 0) {
    const { topics } = review;
    return (
      <>
        <p className="learn-review__count">
          <strong>{exercises(review.dueNow)}</strong> para repasar ahora
        </p>
        <p className="learn-card__text">
          Son los que te costaron: vuelven justo cuando conviene, para que no se te olviden.
        </p>
        {topics.length > 0 && (
          <ul className="learn-review__topics" aria-label="Temas del repaso">
            {topics.map((item) => (
              <li key={`${item.subject}/${item.topic}`} className="tag tag--primary">
                {topicLabel(item.topic)}
                <span className="visually-hidden"> ({subjectLabel(item.subject)})</span>
              </li>
            ))}
          </ul>
        )}
        <Link className="button button--primary learn-card__action" to={REVIEW_PATH}>
          Empezar el repaso
        </Link>
      </>
    );
  }
  if (review.scheduled === 0)
    return (
      <p className="learn-card__text">
        Todavía no tenés ejercicios para repasar. Cuando te equivoques o tardes en uno, va a volver acá en el
        momento justo para que no se te olvide.
      </p>
    );
  return (
    <>
      <p className="learn-review__done">
        <span aria-hidden="true">✓ </span>¡Tu repaso está al día!
      </p>
      {later && <p className="learn-card__text">{later}</p>}
    </>
  );
}
