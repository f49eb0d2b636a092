import { useEffect, useRef } from 'react';
import { EXAM_PASS_MARK } from '../../../../shared/domain/exam.ts';
import { Link } from '../../components/link.tsx';
import { AnswerReview } from './answer-review.tsx';
import type { Results, SimulatorView } from './api.ts';
import { minutes, modeLabels, subjectLabel, topicLabel } from './format.ts';
import { passVerdict } from './pass-bar.ts';
import { RegionalResult } from './regional-result.tsx';

export function ResultsView({
  simulator,
  results,
  review,
  justFinished = false,
}: {
  simulator: SimulatorView['simulator'];
  results: Results;
  review: SimulatorView['review'];
  /** Right after finishing, the results take the focus from the button that finished. */
  justFinished?: boolean;
}) {
  const title = useRef<HTMLHeadingElement>(null);
  const reviewTitle = useRef<HTMLHeadingElement>(null);
  const verdict = passVerdict(results.accuracy);

  useEffect(() => {
    if (justFinished) title.current?.focus();
  }, [justFinished]);

  const openReview = () => {
    reviewTitle.current?.scrollIntoView({ block: 'start' });
    reviewTitle.current?.focus({ preventScroll: true });
  };

  return (
    <div className="simulators">
      <section className="card results" aria-labelledby="results-title">
        <h1 id="results-title" ref={title} tabIndex={-1}>
          Resultados del simulador
        </h1>
        <p className="muted results__about">
          {subjectLabel(simulator.subject)} · {simulator.numQuestions} preguntas · Modo{' '}
          {modeLabels[simulator.mode].toLowerCase()}
        </p>
        {results.regional ? (
          <RegionalResult result={results.regional} preset={simulator.preset} />
        ) : (
          <div className={`results__pass ${verdict.passes ? 'results__pass--ok' : 'results__pass--short'}`}>
            <span className="results__pass-sign" aria-hidden="true">
              {verdict.passes ? '✓' : '✗'}
            </span>
            <div>
              <p className="results__pass-text">{verdict.text}</p>
              <p className="results__pass-hint">
                El ingreso se aprueba con {EXAM_PASS_MARK} de 10.{' '}
                {verdict.passes
                  ? 'Revisá igual las que fallaste: cada punto suma.'
                  : 'Revisá las explicaciones de las que fallaste y volvé a intentarlo.'}
              </p>
            </div>
          </div>
        )}
        <dl className="metrics">
          <div>
            <dt>Precisión</dt>
            <dd>{results.accuracy}%</dd>
          </div>
          <div>
            <dt>Correctas</dt>
            <dd>{results.correctAnswers}</dd>
          </div>
          <div>
            <dt>Incorrectas</dt>
            <dd>{results.incorrectAnswers}</dd>
          </div>
          <div>
            <dt>Tiempo</dt>
            <dd>{minutes(results.totalTimeSpent)} min</dd>
          </div>
          {results.points && (
            <div>
              <dt>Puntaje</dt>
              <dd>
                {results.points.earned} de {results.points.possible}
              </dd>
            </div>
          )}
        </dl>
        <h2>Por tema</h2>
        <table className="results__topics">
          <thead>
            <tr>
              <th scope="col">Tema</th>
              <th scope="col">Correctas</th>
              <th scope="col">Precisión</th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(results.topicStats).map(([topic, stats]) => (
              <tr key={topic}>
                <th scope="row">{topicLabel(topic)}</th>
                <td>
                  {stats.correct} de {stats.total}
                </td>
                <td>{stats.accuracy}%</td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className="actions">
          {review && (
            <button type="button" className="button" onClick={openReview}>
              Revisar respuestas
            </button>
          )}
          <Link className="button" to="/content/simuladores#history-title">
            Ver historial
          </Link>
          <Link className="button button--primary" to="/content/simuladores">
            Nuevo simulador
          </Link>
        </div>
      </section>
      {review && <AnswerReview questions={simulator.questions} review={review} headingRef={reviewTitle} />}
    </div>
  );
}
