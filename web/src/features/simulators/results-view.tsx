import { type ReactNode, useEffect, useRef } from 'react';
import { EXAM_PASS_MARK } from '../../../../shared/domain/exam.ts';
import { ResultsIllustration } from '../../components/illustrations/moments.tsx';
import { Link } from '../../components/link.tsx';
import { AnswerReview } from './answer-review.tsx';
import type { Results, SimulatorView } from './api.ts';
import { counted, duration, modeLabels, subjectLabel, topicLabel } from './format.ts';
import { passVerdict, scoreParts } from './pass-bar.ts';
import { RegionalResult } from './regional-result.tsx';

export function ResultsView({
  simulator,
  results,
  review,
  justFinished = false,
  calm,
}: {
  simulator: SimulatorView['simulator'];
  results: Results;
  review: SimulatorView['review'];
  /** Right after finishing, the results take the focus from the button that finished. */
  justFinished?: boolean;
  /** Shown under the results, before the review of the answers: a calm moment of the area (#34). */
  calm?: ReactNode;
}) {
  const title = useRef<HTMLHeadingElement>(null);
  const reviewTitle = useRef<HTMLHeadingElement>(null);
  const verdict = passVerdict(results.accuracy);
  const topics = Object.entries(results.topicStats);
  const score = scoreParts(results.accuracy, results.correctAnswers, simulator.numQuestions);

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
        <div className="results__head">
          <h1 id="results-title" ref={title} tabIndex={-1}>
            Resultados del simulador
          </h1>
          <p className="muted results__about">
            {subjectLabel(simulator.subject)} · {counted(simulator.numQuestions, 'pregunta', 'preguntas')} ·
            Modo {modeLabels[simulator.mode].toLowerCase()}
          </p>
          <ResultsIllustration width={120} className="results__art" />
        </div>
        {results.regional ? (
          <RegionalResult result={results.regional} preset={simulator.preset} />
        ) : (
          <div className={`results__pass ${verdict.passes ? 'results__pass--ok' : 'results__pass--short'}`}>
            <span className="results__pass-sign" aria-hidden="true">
              {verdict.passes ? '✓' : '✗'}
            </span>
            <div>
              <p className="results__score">
                {score.mark} <span className="results__score-from">{score.from}</span>
              </p>
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
        <ul className="metrics">
          <li>
            <span className="metrics__value">{results.accuracy} %</span>{' '}
            <span className="metrics__label">de precisión</span>
          </li>
          <li>
            <span className="metrics__value">{results.correctAnswers}</span>{' '}
            <span className="metrics__label">{results.correctAnswers === 1 ? 'correcta' : 'correctas'}</span>
          </li>
          <li>
            <span className="metrics__value">{results.incorrectAnswers}</span>{' '}
            <span className="metrics__label">
              {results.incorrectAnswers === 1 ? 'incorrecta' : 'incorrectas'}
            </span>
          </li>
          <li>
            <span className="metrics__value">{duration(results.totalTimeSpent)}</span>{' '}
            <span className="metrics__label">en total</span>
          </li>
          {results.points && (
            <li>
              <span className="metrics__value">
                {results.points.earned} de {results.points.possible}
              </span>{' '}
              <span className="metrics__label">puntos</span>
            </li>
          )}
        </ul>
        <h2 id="results-topics-title">Por tema</h2>
        {/* A phone gets bars with the figures in words (and the pass mark drawn); a wide screen, the table. */}
        <ul className="results__bars" aria-label="Correctas por tema">
          {topics.map(([topic, stats]) => (
            <li key={topic} className="results__bar">
              <span className="results__bar-name">{topicLabel(topic)}</span>
              <span className="results__bar-track" aria-hidden="true">
                <span
                  className={`results__bar-fill${stats.accuracy >= EXAM_PASS_MARK * 10 ? ' results__bar-fill--pass' : ''}`}
                  style={{ width: `${stats.accuracy}%` }}
                />
              </span>
              <span className="results__bar-figures">
                {stats.correct} de {stats.total} · {stats.accuracy} %
              </span>
            </li>
          ))}
        </ul>
        <table className="results__topics" aria-labelledby="results-topics-title">
          <thead>
            <tr>
              <th scope="col">Tema</th>
              <th scope="col">Correctas</th>
              <th scope="col">Precisión</th>
            </tr>
          </thead>
          <tbody>
            {topics.map(([topic, stats]) => (
              <tr key={topic}>
                <th scope="row">{topicLabel(topic)}</th>
                <td>
                  {stats.correct} de {stats.total}
                </td>
                <td>{stats.accuracy} %</td>
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
      {calm}
      {review && <AnswerReview questions={simulator.questions} review={review} headingRef={reviewTitle} />}
    </div>
  );
}
