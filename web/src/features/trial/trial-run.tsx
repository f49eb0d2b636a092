import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { TRIAL_TIME_LIMIT_SECONDS } from '../../../../shared/api/contracts/trial.ts';
import {
  type SubjectId,
  subjectNames,
  type TopicId,
  topicTitles,
} from '../../../../shared/domain/subjects.ts';
import { Link } from '../../components/link.tsx';
import { MathText } from '../../components/math-text.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { rememberTrialToClaim } from '../../lib/trial-claim.ts';
import { type LoadResult, useLoader } from '../../lib/use-loader.ts';
import { fetchTrial, sendTrialAnswer, startTrial, type Trial, type TrialAnswer } from './api.ts';
import { ExplanationSteps } from './explanation-steps.tsx';
import { clock, optionLetter, timeAnnouncement } from './trial-format.ts';
import { TrialResultsView } from './trial-results.tsx';
import { rememberCurrentTrial } from './trial-storage.ts';
import './trial-run.css';

const CONNECTION_ERROR = 'No pudimos conectarnos. Revisá tu conexión y probá de nuevo.';

type Start = { subject: SubjectId } | { id: string };

/** The trial on screen and where it ends on this device's clock; null when the server no longer has it. */
type Shown = { trial: Trial; deadline: number } | null;

/** Where the trial ends on this device's clock: the server says how many seconds are left. */
const localDeadline = (trial: Trial) => Date.now() + trial.secondsLeft * 1000;

export default function TrialRun({ start, onRestart }: { start: Start; onRestart: () => void }) {
  const startKey = 'subject' in start ? `subject:${start.subject}` : `id:${start.id}`;
  /** The trial this run is about once the server named it: trying again reloads it, never starts another. */
  const current = useRef<string | null>('id' in start ? start.id : null);
  /** One start per choice, also when the load runs twice (StrictMode): each start counts against the limit. */
  const starting = useRef<{ key: string; request: ReturnType<typeof startTrial> } | null>(null);

  const { state, reload } = useLoader(
    async (signal): Promise<LoadResult<Shown>> => {
      const id = current.current;
      let result: Awaited<ReturnType<typeof fetchTrial>>;
      if (id) result = await fetchTrial(id, signal);
      else if ('subject' in start) {
        if (starting.current?.key !== startKey) {
          starting.current = { key: startKey, request: startTrial(start.subject) };
        }
        result = await starting.current.request;
        if (!result.ok) starting.current = null;
      } else return { ok: true, data: null };
      if (!result.ok) {
        if (id && result.status === 404) return { ok: true, data: null };
        return { ok: false, status: result.status, message: result.message ?? CONNECTION_ERROR };
      }
      const { trial } = result.data;
      current.current = trial.id;
      rememberCurrentTrial(trial.id);
      return { ok: true, data: { trial, deadline: localDeadline(trial) } };
    },
    [startKey],
  );

  const gone = state.phase === 'ready' && state.data === null;
  useEffect(() => {
    if (gone) onRestart();
  }, [gone, onRestart]);

  if (state.phase === 'error')
    return (
      <Problem
        message={state.message}
        limited={state.status === 429}
        onRetry={state.retry}
        onRestart={onRestart}
      />
    );
  // While the trial is read again (the time seemed up), the player stays until the answer arrives.
  const shown = state.data;
  if (!shown)
    return <Spinner label={'subject' in start ? 'Preparando tus preguntas…' : 'Recuperando tu prueba…'} />;
  if (shown.trial.finished && shown.trial.results)
    return <TrialResultsView trial={shown.trial} onRestart={onRestart} />;
  return (
    <Player
      // Anew after every reply from the server (a reload when the time seemed up, a race with another tab).
      key={`${shown.trial.id}:${shown.deadline}`}
      trial={shown.trial}
      deadline={shown.deadline}
      onOver={reload}
    />
  );
}

function Problem({
  message,
  limited,
  onRetry,
  onRestart,
}: {
  message: string;
  limited: boolean;
  onRetry: () => void;
  onRestart: () => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div ref={box} className="card trial-problem" role="alert" tabIndex={-1}>
      <h1 className="trial-problem__title">No pudimos seguir con la prueba</h1>
      <p>{message}</p>
      <div className="actions">
        {limited ? (
          <Link className="button button--primary" to="/plans">
            Ver planes
          </Link>
        ) : (
          <button type="button" className="button button--primary" onClick={onRetry}>
            Intentar de nuevo
          </button>
        )}
        <button type="button" className="button" onClick={onRestart}>
          Elegir otra materia
        </button>
      </div>
    </div>
  );
}

function useSecondsLeft(deadline: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

function Player({ trial, deadline, onOver }: { trial: Trial; deadline: number; onOver: () => void }) {
  const total = trial.questions.length;
  const [answers, setAnswers] = useState<Map<number, TrialAnswer>>(
    () => new Map(trial.answers.map((answer) => [answer.questionIndex, answer])),
  );
  const [index, setIndex] = useState(() => {
    const open = trial.questions.findIndex((_, i) => !answers.has(i));
    return open === -1 ? total - 1 : open;
  });
  const [selected, setSelected] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const secondsLeft = useSecondsLeft(deadline);
  const announcement = timeAnnouncement(secondsLeft, Math.min(TRIAL_TIME_LIMIT_SECONDS, trial.secondsLeft));
  const statement = useRef<HTMLHeadingElement>(null);
  const verdict = useRef<HTMLHeadingElement>(null);
  const overCalled = useRef(false);
  const question = trial.questions[index];
  const answered = answers.get(index);

  useEffect(() => {
    if (secondsLeft > 0 || overCalled.current) return;
    overCalled.current = true;
    onOver();
  }, [secondsLeft, onOver]);

  // A new question takes the focus, so keyboard and screen-reader users start reading it.
  const shown = useRef(index);
  useEffect(() => {
    if (shown.current === index) return;
    shown.current = index;
    statement.current?.focus();
  }, [index]);

  // The verdict takes the focus once it is on screen: it is read out, and Tab goes on to the next step.
  const focusVerdict = useRef(false);
  useEffect(() => {
    if (!answered || !focusVerdict.current) return;
    focusVerdict.current = false;
    verdict.current?.focus();
  }, [answered]);

  if (!question) return null;

  const submit = async () => {
    if (selected === null || sending) return;
    setSending(true);
    setError(null);
    const result = await sendTrialAnswer(trial.id, index, selected);
    setSending(false);
    if (result.ok) {
      rememberTrialToClaim(trial.id);
      const { isCorrect, correctAnswer, explanation } = result.data;
      setAnswers(
        new Map(answers).set(index, {
          questionIndex: index,
          userAnswer: selected,
          isCorrect,
          correctAnswer,
          explanation,
        }),
      );
      focusVerdict.current = true;
    } else if (result.status === 409 || result.status === 404) {
      onOver();
    } else {
      setError(result.message ?? CONNECTION_ERROR);
    }
  };

  const next = () => {
    setSelected(null);
    setError(null);
    setIndex(index + 1);
  };

  const last = index === total - 1;
  return (
    <div className="trial-player">
      <header className="trial-player__header">
        <h1 className="trial-player__title">Mini simulacro de {subjectNames[trial.subject]}</h1>
        <div className="trial-player__status">
          <span>
            Pregunta {index + 1} de {total}
          </span>
          <span className={secondsLeft <= 60 ? 'trial-timer trial-timer--low' : 'trial-timer'}>
            <span className="visually-hidden">Tiempo restante: </span>
            <span role="timer" aria-live="off">
              <ClockIcon />
              {clock(secondsLeft)}
            </span>
          </span>
        </div>
        <div
          className="trial-player__progress"
          role="progressbar"
          aria-label="Preguntas respondidas"
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={answers.size}
          aria-valuetext={`${answers.size} de ${total} respondidas`}
        >
          <span style={{ width: `${(answers.size / total) * 100}%` }} />
        </div>
        <p className="visually-hidden" role="status">
          {announcement}
        </p>
      </header>

      <section className="card trial-question" aria-labelledby="trial-question">
        <p className="trial-question__topic">{topicTitles[question.topic as TopicId] ?? question.topic}</p>
        <h2 id="trial-question" ref={statement} tabIndex={-1} className="trial-question__statement">
          <MathText text={question.question} />
        </h2>
        <fieldset className="trial-options" disabled={Boolean(answered) || sending}>
          <legend className="visually-hidden">Elegí una opción</legend>
          {question.options.map((option, optionIndex) => {
            const chosen = (answered?.userAnswer ?? selected) === optionIndex;
            const isRight = answered !== undefined && optionIndex === answered.correctAnswer;
            const isWrong = answered !== undefined && chosen && !isRight;
            const state = isRight
              ? ' trial-option--right'
              : isWrong
                ? ' trial-option--wrong'
                : chosen
                  ? ' trial-option--chosen'
                  : '';
            return (
              <label key={option} className={`trial-option${state}`}>
                <input
                  type="radio"
                  name={`trial-${trial.id}-${index}`}
                  value={optionIndex}
                  checked={chosen}
                  onChange={() => setSelected(optionIndex)}
                />
                <span className="trial-option__letter" aria-hidden="true">
                  {optionLetter(optionIndex)}
                </span>
                <span className="trial-option__text">
                  <span className="visually-hidden">{optionLetter(optionIndex)}. </span>
                  <MathText text={option} />
                </span>
                {isRight && (
                  <span className="trial-option__mark trial-option__mark--right">
                    <span aria-hidden="true">✓ </span>Respuesta correcta
                  </span>
                )}
                {isWrong && (
                  <span className="trial-option__mark trial-option__mark--wrong">
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

        {answered ? (
          <Feedback
            answer={answered}
            headingRef={verdict}
            action={
              last ? (
                <button type="button" className="button button--primary" onClick={onOver}>
                  Ver mis resultados
                </button>
              ) : (
                <button type="button" className="button button--primary" onClick={next}>
                  Siguiente pregunta
                </button>
              )
            }
          />
        ) : (
          <button
            type="button"
            className="button button--primary trial-question__send"
            onClick={submit}
            disabled={selected === null || sending}
          >
            {sending ? 'Corrigiendo…' : 'Responder'}
          </button>
        )}
      </section>
    </div>
  );
}

function Feedback({
  answer,
  headingRef,
  action,
}: {
  answer: TrialAnswer;
  headingRef: RefObject<HTMLHeadingElement | null>;
  action: ReactNode;
}) {
  return (
    <div className={`trial-feedback ${answer.isCorrect ? 'trial-feedback--right' : 'trial-feedback--wrong'}`}>
      <h3 ref={headingRef} tabIndex={-1} className="trial-feedback__verdict">
        <span aria-hidden="true">{answer.isCorrect ? '✓ ' : '✗ '}</span>
        {answer.isCorrect
          ? '¡Correcto!'
          : `Incorrecto: la respuesta correcta es la ${optionLetter(answer.correctAnswer)}`}
      </h3>
      <ExplanationSteps explanation={answer.explanation} />
      {action}
    </div>
  );
}

function ClockIcon() {
  return (
    <svg className="trial-timer__icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
      <circle cx="8" cy="9" r="6" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path
        d="M8 6v3.2l2 1.3M6.5 1.5h3"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </svg>
  );
}
