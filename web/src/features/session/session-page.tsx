import { type FormEvent, type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { sessionMinutes } from '../../../../shared/domain/daily-session.ts';
import {
  type SubjectId,
  subjectNames,
  type TopicId,
  topicTitles,
} from '../../../../shared/domain/subjects.ts';
import { AnswerFigure } from '../../components/answer-figure.tsx';
import { AnswerSheet, type SheetTick } from '../../components/answer-sheet.tsx';
import { Link } from '../../components/link.tsx';
import { MathText } from '../../components/math-text.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { forgetStoredSession } from '../../lib/daily-session-store.ts';
import { exerciseOptions, optionIndexOf } from '../../lib/exercise-answer.ts';
import { readGoalTick } from '../../lib/goal-tick.ts';
import { exercises } from '../../lib/learning-format.ts';
import { useLoader } from '../../lib/use-loader.ts';
import { answerReview, fetchSolution, verifyChoice } from './api.ts';
import { type DailySession, loadSession, type Outcome, type Step, saveSession } from './session-data.ts';
import { EmptySession, SessionEnd } from './session-end.tsx';
import './session.css';

const DASHBOARD_PATH = '/content/dashboard';
const letter = (index: number) => String.fromCharCode(65 + index);

/**
 * /content/sesion: «Tu sesión de hoy», today's review and plan in one run (#30, ADR 0080). `calm` is
 * what the area shows at the end, a calm moment (the offer to install the app, #34).
 */
export function SessionPage({ calm }: { calm?: ReactNode }) {
  useDocumentTitle('Tu sesión de hoy | Ingresá');
  const { state, reload } = useLoader(loadSession, []);
  if (state.phase === 'loading') return <Spinner label="Armando tu sesión de hoy…" />;
  if (state.phase === 'error')
    return (
      <div className="session session--state">
        <h1 className="session__title">Tu sesión de hoy</h1>
        <p className="form-error" role="alert">
          No pudimos armar tu sesión. {state.message}
        </p>
        <div className="actions">
          <button type="button" className="button button--primary" onClick={state.retry}>
            Volver a intentar
          </button>
          <Link className="button" to={DASHBOARD_PATH}>
            Volver a tu panel
          </Link>
        </div>
      </div>
    );
  if (state.data.steps.length === 0) return <EmptySession />;
  return (
    <SessionRun
      initial={state.data}
      calm={calm}
      onAnother={() => {
        forgetStoredSession();
        reload();
      }}
    />
  );
}

const firstOpen = (session: DailySession) => {
  const index = session.outcomes.indexOf(null);
  return index === -1 ? session.steps.length : index;
};

function SessionRun({
  initial,
  calm,
  onAnother,
}: {
  initial: DailySession;
  calm: ReactNode;
  onAnother: () => void;
}) {
  const [session, setSession] = useState(initial);
  const [position, setPosition] = useState(() => firstOpen(initial));
  const heading = useRef<HTMLHeadingElement>(null);
  const total = session.steps.length;
  const answered = session.outcomes.filter(Boolean).length;
  const step = session.steps[position];

  // Each new exercise takes the focus to its heading, so a screen reader starts from the question.
  useEffect(() => {
    if (position > firstOpen(initial)) heading.current?.focus();
  }, [position, initial]);

  const record = (index: number, outcome: Outcome) =>
    setSession((current) => {
      const next = { ...current, outcomes: current.outcomes.map((old, i) => (i === index ? outcome : old)) };
      saveSession(next);
      return next;
    });

  if (!step) return <SessionEnd session={session} calm={calm} onAnother={onAnother} />;

  return (
    <div className="session">
      <header className="session__header">
        <h1 className="session__title">Tu sesión de hoy</h1>
        <p className="session__progress-text" id="session-progress-text">
          <strong>
            {answered} de {total}
          </strong>{' '}
          · unos {sessionMinutes(total - answered)} min más
        </p>
        <div
          className="session__progress"
          role="progressbar"
          aria-label="Avance de tu sesión"
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={answered}
          aria-valuetext={`${answered} de ${exercises(total)}`}
        >
          <span style={{ width: `${Math.round((answered / total) * 100)}%` }} />
        </div>
      </header>
      <SessionQuestion
        key={position}
        step={step}
        heading={heading}
        number={position + 1}
        total={total}
        onAnswered={(outcome) => record(position, outcome)}
        onNext={() => setPosition((current) => current + 1)}
      />
    </div>
  );
}

/** What an answer brought back, the same for a review item and an exercise. */
interface Graded {
  correct: boolean;
  counted: boolean;
  correctIndex: number | null;
  explanation: string;
}

interface Shown {
  subject: string;
  topic: string;
  detail: string | null;
  question: string;
  options: string[];
  trueFalse: boolean;
  figure: { svg: string; alt: string } | undefined;
}

function shownOf(step: Step): Shown {
  if (step.kind === 'review') {
    const { item } = step;
    return {
      subject: item.subject,
      topic: item.topic,
      detail: item.subtopic,
      question: item.question,
      options: item.options,
      trueFalse: item.kind === 'true-false',
      figure: item.figure,
    };
  }
  const { exercise, subject, subtopic } = step.item;
  return {
    subject,
    topic: exercise.tema,
    detail: subtopic,
    question: exercise.pregunta,
    options: exerciseOptions(exercise),
    trueFalse: exercise.tipo === 'verdadero-falso',
    figure: exercise.figura,
  };
}

/** Sends the choice to the endpoint that checks it; the key arrives only with the verdict. */
async function grade(step: Step, choice: number, seconds: number): Promise<Graded | { error: string }> {
  if (step.kind === 'review') {
    const response = await answerReview(step.item, choice, seconds);
    if (!response.ok)
      return { error: response.message ?? 'No pudimos guardar tu respuesta. Probá de nuevo.' };
    const { result } = response.data;
    return {
      correct: result.correct,
      counted: result.counted,
      correctIndex: result.correctAnswer,
      explanation: result.explanation,
    };
  }
  const { subject, exercise } = step.item;
  const response = await verifyChoice(subject, exercise, choice, seconds);
  if (!response.ok)
    return {
      error:
        response.status === 400 && response.message
          ? response.message
          : 'No pudimos verificar tu respuesta. Probá de nuevo.',
    };
  const { esCorrecta, primerIntento } = response.data.data;
  let solution = response.data.data.solucion;
  // A missed option leaves the exercise open elsewhere; in the session the key and the steps come now.
  if (!solution) {
    const revealed = await fetchSolution(subject, exercise);
    solution = revealed.ok ? revealed.data.data : null;
  }
  const key = solution?.respuestaCorrecta;
  return {
    correct: esCorrecta,
    counted: primerIntento,
    correctIndex: typeof key === 'number' || typeof key === 'boolean' ? optionIndexOf(exercise, key) : null,
    explanation: solution?.explicacion ?? '',
  };
}

function SessionQuestion({
  step,
  heading,
  number,
  total,
  onAnswered,
  onNext,
}: {
  step: Step;
  heading: RefObject<HTMLHeadingElement | null>;
  number: number;
  total: number;
  onAnswered: (outcome: Outcome) => void;
  onNext: () => void;
}) {
  const [choice, setChoice] = useState<number | null>(null);
  const [graded, setGraded] = useState<Graded | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [tick, setTick] = useState<SheetTick | undefined>();
  const shownAt = useRef(Date.now());
  const shown = shownOf(step);
  const last = number === total;
  const idBase = `session-${number}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (choice === null || busy || graded) return;
    setBusy(true);
    setError(null);
    const result = await grade(step, choice, Math.round((Date.now() - shownAt.current) / 1000));
    setBusy(false);
    if ('error' in result) {
      setError(result.error);
      return;
    }
    setGraded(result);
    setTick('waiting');
    void readGoalTick(result.counted).then((read) => setTick(read ?? undefined));
    onAnswered({ correct: result.correct, counted: result.counted });
  };

  const skip = () => {
    onAnswered({ correct: false, counted: false, skipped: true });
    onNext();
  };

  const steps = graded?.explanation
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

  return (
    <form className="session__card card" onSubmit={submit} aria-labelledby={`${idBase}-title`}>
      <h2 className="session__card-title" id={`${idBase}-title`} ref={heading} tabIndex={-1}>
        <span className={`tag ${step.kind === 'review' ? 'tag--accent' : 'tag--primary'}`}>
          {step.kind === 'review' ? 'Repaso' : 'Tu plan'}
        </span>{' '}
        {topicTitles[shown.topic as TopicId] ?? shown.topic}
        <span className="visually-hidden">
          , ejercicio {number} de {total}
        </span>
      </h2>
      <p className="session__meta">
        {subjectNames[shown.subject as SubjectId] ?? shown.subject}
        {shown.detail && <> · {shown.detail}</>}
      </p>
      <p className="session__question" id={`${idBase}-question`}>
        <MathText text={shown.question} />
      </p>
      {shown.figure && <AnswerFigure figure={shown.figure} />}
      <fieldset className="session-options" aria-describedby={`${idBase}-question`}>
        <legend className="session-options__legend">
          {shown.trueFalse ? '¿Es verdadero o falso? Elegí una opción.' : 'Elegí la respuesta correcta.'}
        </legend>
        {shown.options.map((option, index) => {
          const isRight = graded !== null && graded.correctIndex === index;
          const isWrong = graded !== null && !graded.correct && choice === index;
          const classes = [
            'session-option',
            choice === index && !graded ? 'session-option--chosen' : '',
            isRight ? 'session-option--right' : '',
            isWrong ? 'session-option--wrong' : '',
          ].filter(Boolean);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the index is the answer; options never reorder.
            <label key={index} className={classes.join(' ')}>
              <input
                className="session-option__input"
                type="radio"
                name={idBase}
                value={index}
                checked={choice === index}
                onChange={() => {
                  if (!busy && !graded) setChoice(index);
                }}
                disabled={graded !== null}
              />
              {!shown.trueFalse && (
                <span className="session-option__letter">
                  {letter(index)}
                  <span className="visually-hidden">.</span>
                </span>
              )}
              <span className="session-option__text">
                <MathText text={option} />
              </span>
              {isRight && (
                <span className="session-option__badge session-option__badge--right">
                  <span aria-hidden="true">✓ </span>Correcta
                </span>
              )}
              {isWrong && (
                <span className="session-option__badge session-option__badge--wrong">
                  <span aria-hidden="true">✗ </span>Tu respuesta
                </span>
              )}
            </label>
          );
        })}
      </fieldset>

      {error && (
        <div className="session__error">
          <p className="form-error" role="alert">
            {error}
          </p>
          <button type="button" className="link-button link-button--tap" onClick={skip}>
            Saltear este ejercicio
          </button>
        </div>
      )}

      <div className="session__actions">
        <button
          type="submit"
          className="button button--primary session__submit"
          disabled={choice === null || graded !== null}
          aria-disabled={busy || undefined}
        >
          {busy ? 'Revisando…' : 'Responder'}
        </button>
      </div>

      {graded && (
        <AnswerSheet
          tone={graded.correct ? 'right' : 'wrong'}
          title={graded.correct ? '¡Bien! Te salió.' : 'Esta vez no'}
          lead={
            graded.correct
              ? last
                ? 'Era el último: mirá cómo te fue hoy.'
                : 'Seguí así, vamos con el próximo.'
              : graded.correctIndex !== null
                ? `La correcta era ${shown.trueFalse ? `«${shown.options[graded.correctIndex]}»` : `la ${letter(graded.correctIndex)}`}. Mirá la resolución y seguimos.`
                : 'Mirá la resolución y seguimos.'
          }
          tick={tick}
          fresh
          onClose={onNext}
          className="session-sheet"
        >
          {steps && steps.length > 0 && (
            <details className="session-sheet__steps" open={!graded.correct}>
              <summary>Resolución paso a paso</summary>
              {steps.map((line, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one fixed text, in order.
                <p key={index}>
                  <MathText text={line} />
                </p>
              ))}
            </details>
          )}
        </AnswerSheet>
      )}
    </form>
  );
}
