import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  type SubjectId,
  subjectNames,
  type TopicId,
  topicTitles,
} from '../../../../shared/domain/subjects.ts';
import { AnswerFigure } from '../../components/answer-figure.tsx';
import { AnswerSheet, type SheetTick } from '../../components/answer-sheet.tsx';
import { CaughtUpIllustration } from '../../components/illustrations/moments.tsx';
import { Link } from '../../components/link.tsx';
import { MathText } from '../../components/math-text.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { readGoalTick } from '../../lib/goal-tick.ts';
import { exercises, laterText, whenBack } from '../../lib/learning-format.ts';
import { useLoader } from '../../lib/use-loader.ts';
import { answerReview, fetchReview, type Review, type ReviewItem, type ReviewResult } from './api.ts';
import './review.css';

const DASHBOARD = '/content/dashboard';
const letter = (index: number) => String.fromCharCode(65 + index);

/** /content/repaso: today's review, one exercise at a time (ADR 0051). */
export function ReviewPage() {
  useDocumentTitle('Repaso de hoy | Ingresá');
  const { state, reload } = useLoader(fetchReview, []);
  if (state.phase === 'loading') return <Spinner label="Cargando tu repaso…" />;
  if (state.phase === 'error')
    return (
      <div className="daily-review daily-review--state">
        <h1 className="daily-review__title">Repaso de hoy</h1>
        <p className="form-error" role="alert">
          No pudimos cargar tu repaso. {state.message}
        </p>
        <div className="actions">
          <button type="button" className="button button--primary" onClick={state.retry}>
            Volver a intentar
          </button>
          <Link className="button" to={DASHBOARD}>
            Volver a tu panel
          </Link>
        </div>
      </div>
    );
  return (
    <ReviewSession
      key={state.data.items.map((item) => `${item.id}:${item.variant}`).join()}
      review={state.data}
      onMore={reload}
    />
  );
}

interface Answered {
  item: ReviewItem;
  choice: number;
  result: ReviewResult;
}

/**
 * When the items answered come back (ADR 0078): a generated one missed, with other numbers in minutes; a
 * written one missed, the next day, so its key is not answered from memory.
 */
function whenMissedReturn(answered: readonly Answered[]): string {
  const missed = answered.filter((entry) => !entry.result.correct);
  if (missed.length === 0) return 'Vuelven dentro de unos días, cuando convenga repasarlos.';
  const variants = missed.some((entry) => entry.item.generated);
  const same = missed.some((entry) => !entry.item.generated);
  const back =
    variants && same
      ? 'vuelven con otros números en unos minutos, o mañana los que no tienen otra versión'
      : variants
        ? 'vuelven en unos minutos, con otros números'
        : 'vuelven mañana, así no los respondés de memoria';
  return missed.length === answered.length
    ? `Los que fallaste ${back}.`
    : `Los que fallaste ${back}; los que te salieron, dentro de unos días.`;
}

function ReviewSession({ review, onMore }: { review: Review; onMore: () => void }) {
  const [index, setIndex] = useState(0);
  const [answered, setAnswered] = useState<Answered[]>([]);
  const heading = useRef<HTMLHeadingElement>(null);
  const item = review.items[index];
  const total = review.items.length;

  // Each new exercise takes the focus to its heading, so a screen reader starts from the question.
  useEffect(() => {
    if (index > 0) heading.current?.focus();
  }, [index]);

  if (total === 0)
    return (
      <div className="daily-review daily-review--state">
        <CaughtUpIllustration width={180} className="daily-review__art" />
        <h1 className="daily-review__title">Repaso de hoy</h1>
        <p className="daily-review__lead">No tenés ejercicios para repasar ahora.</p>
        {laterText(review) && <p className="daily-review__lead">{laterText(review)}</p>}
        <Link className="button button--primary" to={DASHBOARD}>
          Volver a tu panel
        </Link>
      </div>
    );

  if (!item) {
    const right = answered.filter((entry) => entry.result.correct).length;
    const more = review.dueNow > total;
    return (
      <div className="daily-review daily-review--state">
        <h1 className="daily-review__title" ref={heading} tabIndex={-1}>
          ¡Terminaste el repaso!
        </h1>
        <p className="daily-review__lead">
          Respondiste bien {right} de {exercises(total)}. {whenMissedReturn(answered)}
        </p>
        <div className="actions">
          {more && (
            <button type="button" className="button button--primary" onClick={onMore}>
              Seguir repasando
            </button>
          )}
          <Link className={`button${more ? '' : ' button--primary'}`} to={DASHBOARD}>
            Volver a tu panel
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className="daily-review">
      <header className="daily-review__header">
        <h1 className="daily-review__title" ref={heading} tabIndex={-1}>
          Repaso de hoy
        </h1>
        <p className="daily-review__progress-text">
          Ejercicio {index + 1} de {total}
        </p>
        <div
          className="daily-review__progress"
          role="progressbar"
          aria-label="Avance del repaso"
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={index}
        >
          <span style={{ width: `${Math.round((index / total) * 100)}%` }} />
        </div>
      </header>
      <ReviewQuestion
        key={`${item.id}:${item.variant}`}
        item={item}
        last={index === total - 1}
        onAnswered={(entry) => setAnswered((list) => [...list, entry])}
        onNext={() => setIndex((current) => current + 1)}
      />
    </div>
  );
}

function ReviewQuestion({
  item,
  last,
  onAnswered,
  onNext,
}: {
  item: ReviewItem;
  last: boolean;
  onAnswered: (entry: Answered) => void;
  onNext: () => void;
}) {
  const [choice, setChoice] = useState<number | null>(null);
  const [result, setResult] = useState<ReviewResult | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [tick, setTick] = useState<SheetTick | undefined>();
  const shownAt = useRef(Date.now());
  const verdict = useRef<HTMLParagraphElement>(null);
  const trueFalse = item.kind === 'true-false';

  // Behind the sheet, the verdict and its explanation come into view: closing the sheet lands there.
  useEffect(() => {
    if (result) verdict.current?.scrollIntoView({ block: 'start' });
  }, [result]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (choice === null || busy || result) return;
    setBusy(true);
    setError(null);
    const response = await answerReview(item, choice, Math.round((Date.now() - shownAt.current) / 1000));
    setBusy(false);
    if (!response.ok) {
      setError(response.message ?? 'No pudimos guardar tu respuesta. Probá de nuevo.');
      return;
    }
    setResult(response.data.result);
    setSheetOpen(true);
    setTick('waiting');
    void readGoalTick(response.data.result.counted).then((read) => setTick(read ?? undefined));
    onAnswered({ item, choice, result: response.data.result });
  };

  return (
    <form className="daily-review__card card" onSubmit={submit}>
      <p className="daily-review__meta">
        <span className="tag tag--primary">{subjectNames[item.subject as SubjectId]}</span>
        <span className="tag tag--primary">{topicTitles[item.topic as TopicId]}</span>
        {item.generated && <span className="tag tag--accent">Con otros números</span>}
        {item.lapses > 0 && (
          <span className="tag">Ya te costó {item.lapses === 1 ? 'una vez' : `${item.lapses} veces`}</span>
        )}
      </p>
      {item.subtopic && <p className="daily-review__subtopic">{item.subtopic}</p>}
      <p className="daily-review__question" id={`daily-review-question-${item.id}`}>
        <MathText text={item.question} />
      </p>
      {item.figure && <AnswerFigure figure={item.figure} />}
      <fieldset className="daily-review-options" aria-describedby={`daily-review-question-${item.id}`}>
        <legend className="daily-review-options__legend">
          {trueFalse ? '¿Es verdadero o falso? Elegí una opción.' : 'Elegí la respuesta correcta.'}
        </legend>
        {item.options.map((option, index) => {
          const isRight = result !== null && result.correctAnswer === index;
          const isWrong = result !== null && !result.correct && choice === index;
          const classes = [
            'daily-review-option',
            choice === index && !result ? 'daily-review-option--chosen' : '',
            isRight ? 'daily-review-option--right' : '',
            isWrong ? 'daily-review-option--wrong' : '',
          ].filter(Boolean);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the index is the answer; options never reorder.
            <label key={index} className={classes.join(' ')}>
              <input
                className="daily-review-option__input"
                type="radio"
                name={`review-${item.id}`}
                value={index}
                checked={choice === index}
                onChange={() => {
                  if (!busy && !result) setChoice(index);
                }}
                disabled={result !== null}
              />
              {!trueFalse && (
                <span className="daily-review-option__letter">
                  {letter(index)}
                  <span className="visually-hidden">.</span>
                </span>
              )}
              <span className="daily-review-option__text">
                <MathText text={option} />
              </span>
              {isRight && (
                <span className="daily-review-option__badge daily-review-option__badge--right">
                  <span aria-hidden="true">✓ </span>Correcta
                </span>
              )}
              {isWrong && (
                <span className="daily-review-option__badge daily-review-option__badge--wrong">
                  <span aria-hidden="true">✗ </span>Tu respuesta
                </span>
              )}
            </label>
          );
        })}
      </fieldset>

      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}

      {result ? (
        <div className={`daily-review-verdict daily-review-verdict--${result.correct ? 'right' : 'wrong'}`}>
          <p className="daily-review-verdict__text" ref={verdict} tabIndex={-1}>
            <span aria-hidden="true">{result.correct ? '✓ ' : '✗ '}</span>
            {result.correct ? '¡Bien! Te salió.' : 'Esta vez no. Mirá la resolución paso a paso.'}{' '}
            <span className="daily-review-verdict__when">
              {result.correct ? 'Lo volvés a ver' : 'Vuelve'} {whenBack(result.nextDue)}.
            </span>
          </p>
          <div className="daily-review-explanation">
            <h2 className="daily-review-explanation__title">Resolución paso a paso</h2>
            {result.explanation
              .split('\n')
              .filter((line) => line.trim())
              .map((line, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one fixed text, in order.
                <p key={index}>
                  <MathText text={line} />
                </p>
              ))}
          </div>
          <button type="button" className="button button--primary" onClick={onNext}>
            {last ? 'Terminar el repaso' : 'Siguiente ejercicio'}
          </button>
          {sheetOpen && (
            <AnswerSheet
              tone={result.correct ? 'right' : 'wrong'}
              title={result.correct ? '¡Bien! Te salió.' : 'Esta vez no'}
              lead={
                result.correct
                  ? `Lo volvés a ver ${whenBack(result.nextDue)}.`
                  : `Vuelve ${whenBack(result.nextDue)}${item.generated ? ', con otros números' : ''}. Mirá la resolución paso a paso.`
              }
              tick={tick}
              fresh
              onClose={() => setSheetOpen(false)}
              returnFocus={verdict}
            />
          )}
        </div>
      ) : (
        <button
          type="submit"
          className="button button--primary daily-review__submit"
          disabled={choice === null}
          aria-disabled={busy || undefined}
        >
          {busy ? 'Revisando…' : 'Responder'}
        </button>
      )}
    </form>
  );
}
