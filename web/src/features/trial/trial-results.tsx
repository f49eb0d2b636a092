import { useEffect, useRef } from 'react';
import { subjectNames, type TopicId, topicTitles } from '../../../../shared/domain/subjects.ts';
import { Link } from '../../components/link.tsx';
import { MathText } from '../../components/math-text.tsx';
import type { Trial, TrialAnswer } from './api.ts';
import { ExplanationSteps } from './explanation-steps.tsx';
import { gradeText, optionLetter, passMessage } from './trial-format.ts';

/** The score, what it means for the exam, every question with its explanation, and the way to the plans. */
export function TrialResultsView({ trial, onRestart }: { trial: Trial; onRestart: () => void }) {
  const results = trial.results;
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  if (!results) return null;
  const unanswered = trial.answers.filter((answer) => answer.userAnswer === null).length;

  return (
    <div className="trial-results">
      <section className="card trial-score" aria-labelledby="trial-results-title">
        <p className="trial-score__eyebrow">Mini simulacro de {subjectNames[trial.subject]}</p>
        <h1 id="trial-results-title" ref={title} tabIndex={-1} className="trial-score__title">
          Respondiste bien {results.correctAnswers} de {results.totalQuestions}
        </h1>
        <p
          className={`trial-score__grade ${results.passes ? 'trial-score__grade--pass' : 'trial-score__grade--fail'}`}
        >
          <span className="trial-score__label">Tu nota</span>
          <span className="trial-score__value">{gradeText(results.grade)}</span>
          <span className="trial-score__verdict">
            <span aria-hidden="true">{results.passes ? '✓ ' : '✗ '}</span>
            {results.passes ? 'Aprobarías' : 'Todavía no aprobarías'}
          </span>
        </p>
        <p>{passMessage(results)}</p>
        {unanswered > 0 && (
          <p className="trial-score__note">
            Se terminó el tiempo con {unanswered === 1 ? '1 pregunta' : `${unanswered} preguntas`} sin
            responder: cuentan como incorrectas, igual que en el examen.
          </p>
        )}
      </section>

      <section className="trial-cta" aria-labelledby="trial-cta-title">
        <h2 id="trial-cta-title">Seguí practicando con todo Ingresá</h2>
        <p>
          Simuladores ilimitados con el formato del examen, más de 400 ejercicios resueltos paso a paso, mini
          clases y un tutor con IA que te responde a cualquier hora.
        </p>
        <div className="actions">
          <Link className="button button--primary" to="/plans">
            Ver planes
          </Link>
          <button type="button" className="button" onClick={onRestart}>
            Probar otra materia
          </button>
        </div>
      </section>

      <section className="trial-review" aria-labelledby="trial-review-title">
        <h2 id="trial-review-title">Repasá cada pregunta</h2>
        <ol className="trial-review__list">
          {trial.questions.map((question, index) => {
            const answer = trial.answers.find((a) => a.questionIndex === index);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: the questions of a trial never reorder.
              <li key={index} className="card trial-review__item">
                <p className="trial-question__topic">
                  Pregunta {index + 1} · {topicTitles[question.topic as TopicId] ?? question.topic}
                </p>
                <h3 className="trial-review__statement">
                  <MathText text={question.question} />
                </h3>
                {answer && <ReviewAnswer answer={answer} options={question.options} />}
              </li>
            );
          })}
        </ol>
        <div className="actions">
          <Link className="button button--primary" to="/plans">
            Ver planes
          </Link>
          <button type="button" className="button" onClick={onRestart}>
            Probar otra materia
          </button>
        </div>
      </section>
    </div>
  );
}

function ReviewAnswer({ answer, options }: { answer: TrialAnswer; options: string[] }) {
  const status =
    answer.userAnswer === null
      ? 'Sin responder'
      : answer.isCorrect
        ? 'Respuesta correcta'
        : 'Respuesta incorrecta';
  const kind = answer.isCorrect ? 'right' : answer.userAnswer === null ? 'skipped' : 'wrong';
  return (
    <>
      <p className={`trial-review__status trial-review__status--${kind}`}>
        <span aria-hidden="true">{answer.isCorrect ? '✓ ' : answer.userAnswer === null ? '– ' : '✗ '}</span>
        {status}
      </p>
      <dl className="trial-review__answers">
        {answer.userAnswer !== null && !answer.isCorrect && (
          <div>
            <dt>Tu respuesta</dt>
            <dd>
              {optionLetter(answer.userAnswer)}. <MathText text={options[answer.userAnswer] ?? ''} />
            </dd>
          </div>
        )}
        <div>
          <dt>{answer.isCorrect ? 'Tu respuesta' : 'La correcta'}</dt>
          <dd>
            {optionLetter(answer.correctAnswer)}. <MathText text={options[answer.correctAnswer] ?? ''} />
          </dd>
        </div>
      </dl>
      <ExplanationSteps explanation={answer.explanation} />
    </>
  );
}
