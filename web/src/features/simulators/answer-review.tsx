import { type Ref, useState } from 'react';
import { AnswerFigure } from '../../components/answer-figure.tsx';
import { MathText } from '../../components/math-text.tsx';
import { answerText, keyText, type Question } from './answers.ts';
import type { ReviewItem, SimulatorView } from './api.ts';
import { counted, topicLabel } from './format.ts';
import { ExplanationSteps, ReviewedOptions } from './player-parts.tsx';

/** A typed answer or a problem in parts, reviewed: what was answered, the key, each part and the points. */
function TypedReview({ question, item }: { question: Question; item: ReviewItem }) {
  return (
    <dl className="review__typed">
      <div>
        <dt>Tu respuesta</dt>
        <dd>
          <MathText text={answerText(question, item.userAnswer)} />
        </dd>
      </div>
      <div>
        <dt>Respuesta correcta</dt>
        <dd>
          <MathText text={keyText(item)} />
        </dd>
      </div>
      {item.parts && item.points && (
        <div>
          <dt>Puntaje</dt>
          <dd>
            {item.parts
              .map((part) => `${part.label}) ${part.isCorrect ? '✓' : '✗'} ${part.earned}/${part.possible}`)
              .join(' · ')}{' '}
            — {item.points.earned} de {item.points.possible} puntos
          </dd>
        </div>
      )}
    </dl>
  );
}

type Outcome = 'right' | 'wrong' | 'unanswered';

const outcomeOf = (item: ReviewItem): Outcome =>
  item.userAnswer === null ? 'unanswered' : item.isCorrect ? 'right' : 'wrong';

const outcomeText: Record<Outcome, { sign: string; text: string }> = {
  right: { sign: '✓', text: 'Correcta' },
  wrong: { sign: '✗', text: 'Incorrecta' },
  unanswered: { sign: '–', text: 'Sin responder' },
};

/** "9 correctas y 1 incorrecta.": the right ones always, the others when there are any. */
function summary(right: number, wrong: number, unanswered: number): string {
  const parts = [
    counted(right, 'correcta', 'correctas'),
    ...(wrong ? [counted(wrong, 'incorrecta', 'incorrectas')] : []),
    ...(unanswered ? [`${unanswered} sin responder`] : []),
  ];
  const last = parts.pop();
  return `${parts.length ? `${parts.join(', ')} y ` : ''}${last}.`;
}

/** Every question of a completed simulator: the student's answer, the right one and the explanation. */
export function AnswerReview({
  questions,
  review,
  headingRef,
}: {
  questions: SimulatorView['simulator']['questions'];
  review: readonly ReviewItem[];
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const [onlyMisses, setOnlyMisses] = useState(false);
  const count = (outcome: Outcome) => review.filter((item) => outcomeOf(item) === outcome).length;
  const shown = onlyMisses ? review.filter((item) => outcomeOf(item) !== 'right') : review;
  return (
    <section className="card review" aria-labelledby="review-title">
      <h2 id="review-title" ref={headingRef} tabIndex={-1}>
        Revisar respuestas
      </h2>
      <p className="muted">{summary(count('right'), count('wrong'), count('unanswered'))}</p>
      <label className="chip-check review__filter">
        <input type="checkbox" checked={onlyMisses} onChange={() => setOnlyMisses(!onlyMisses)} />
        <span>Ver solo las incorrectas y sin responder</span>
      </label>
      {shown.length === 0 ? (
        <p>¡Respondiste bien todas! No te quedó nada para revisar.</p>
      ) : (
        <ol className="review__list">
          {shown.map((item) => {
            const question = questions[item.questionIndex];
            if (!question) return null;
            const outcome = outcomeOf(item);
            const titleId = `review-question-${item.questionIndex}`;
            return (
              <li key={item.questionIndex} className={`review__item review__item--${outcome}`}>
                <article aria-labelledby={titleId}>
                  <h3 id={titleId} className="review__title">
                    Pregunta {item.questionIndex + 1}
                    <span className="review__topic"> · {topicLabel(question.topic)}</span>
                  </h3>
                  <p className={`review__outcome review__outcome--${outcome}`}>
                    <span aria-hidden="true">{outcomeText[outcome].sign}</span> {outcomeText[outcome].text}
                    {outcome === 'unanswered' && <span className="muted"> (cuenta como incorrecta)</span>}
                  </p>
                  <p className="review__statement">
                    <MathText text={question.question} />
                  </p>
                  {question.figure && <AnswerFigure figure={question.figure} />}
                  {question.format ? (
                    <TypedReview question={question} item={item} />
                  ) : (
                    <ReviewedOptions
                      options={question.options}
                      chosen={typeof item.userAnswer === 'number' ? item.userAnswer : null}
                      correct={item.correctAnswer}
                    />
                  )}
                  <div className="review__explanation">
                    <h4>Explicación</h4>
                    <ExplanationSteps explanation={item.explanation} />
                  </div>
                </article>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
