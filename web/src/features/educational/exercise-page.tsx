import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { AnswerFigure } from '../../components/answer-figure.tsx';
import type { SheetTick } from '../../components/answer-sheet.tsx';
import { Link } from '../../components/link.tsx';
import { MathText } from '../../components/math-text.tsx';
import { NumericAnswer } from '../../components/numeric-answer.tsx';
import { PartsAnswer, type PartVerdict } from '../../components/parts-answer.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { answerFor, exerciseOptions } from '../../lib/exercise-answer.ts';
import { markFinishedWork } from '../../lib/finished-work.ts';
import { readGoalTick } from '../../lib/goal-tick.ts';
import {
  emptyTyped,
  type PartDraft,
  type TypedValue,
  typedProblem,
  typedText,
} from '../../lib/typed-answer.ts';
import { useLoader } from '../../lib/use-loader.ts';
import {
  type Exercise,
  fetchExercise,
  fetchSolution,
  type PracticeState,
  type Respuesta,
  type VerifyResult,
  verifyAnswer,
} from './api.ts';
import {
  type ExerciseOutcome,
  type FinishedExercise,
  finishExercise,
  finishedVerdict,
  retryVerdict,
  typedRetryVerdict,
} from './exercise-flow.ts';
import { exerciseTypeLabels, optionLetter, subjectName, topicTitle } from './labels.ts';

/** The API's reason for a wrong typed value, in the words the part verdicts use. */
const reasonOf: Record<string, string> = {
  valor: 'value',
  unidad: 'unit',
  'falta-unidad': 'missing-unit',
  'en-blanco': 'blank',
};

import { educationalMessages, isNotFound } from './messages.ts';
import { ErrorState, subjectsPath } from './page-state.tsx';
import { PracticeStateTag } from './practice-state-tag.tsx';
import { ReportDialog } from './report-dialog.tsx';
import { ResultDialog } from './result-dialog.tsx';
import './educational.css';

/** Navigation state of the "Siguiente ejercicio" link: the next page starts with focus on its title. */
const focusTitleState = { focusTitle: true };

/** /content/educational/:subjectId/ejercicio/:exerciseId */
export function ExercisePage() {
  const { subjectId, exerciseId } = useParams();
  if (!subjectId || !exerciseId) return <ErrorState message={educationalMessages.exerciseNotFound} />;
  // A new exercise (previous/next) starts from scratch: no choice, no result.
  return <ExerciseLoader key={`${subjectId}/${exerciseId}`} subjectId={subjectId} exerciseId={exerciseId} />;
}

function ExerciseLoader({ subjectId, exerciseId }: { subjectId: string; exerciseId: string }) {
  const { state } = useLoader(
    (signal) => fetchExercise(subjectId, exerciseId, signal),
    [subjectId, exerciseId],
  );
  useDocumentTitle(
    state.phase === 'ready'
      ? `Ejercicio de ${topicTitle(state.data.data.tema)} | Ingresá`
      : 'Ejercicio | Ingresá',
  );

  if (state.phase === 'loading') return <Spinner label="Cargando el ejercicio…" />;
  if (state.phase === 'error') {
    const name = subjectName(subjectId);
    const back = name
      ? { to: `${subjectsPath}/${subjectId}?tab=ejercicios`, label: `Volver a ${name}` }
      : undefined;
    return isNotFound(state.status) ? (
      <ErrorState message={educationalMessages.exerciseNotFound} back={back} />
    ) : (
      <ErrorState message={educationalMessages.exerciseFailed} onRetry={state.retry} back={back} />
    );
  }
  return <ExerciseView subjectId={subjectId} exercise={state.data.data} />;
}

/**
 * choosing → verifying → (wrong: choosing again, the tried option crossed out) … → finished, by a right
 * answer, by "Ver solución" or by a wrong true/false answer (the other option is the key).
 */
function ExerciseView({ subjectId, exercise }: { subjectId: string; exercise: Exercise }) {
  const [choice, setChoice] = useState<number | null>(null);
  const [tried, setTried] = useState<number[]>([]);
  // A typed answer and a problem in parts (#31): what is written, the last grade, how many tries.
  const [typed, setTyped] = useState<TypedValue>(emptyTyped);
  const [parts, setParts] = useState<PartDraft[]>(() => (exercise.partes ?? []).map(() => null));
  const [typedTries, setTypedTries] = useState(0);
  const [lastGrade, setLastGrade] = useState<VerifyResult | null>(null);
  const [fieldErrors, setFieldErrors] = useState<(string | null)[]>([]);
  const [busy, setBusy] = useState<'verifying' | 'revealing' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [finished, setFinished] = useState<FinishedExercise | null>(null);
  const [resultOpen, setResultOpen] = useState(false);
  // The sheet's first opening, right after the answer, plays the moment and counts the day (#30).
  const [fresh, setFresh] = useState(false);
  const [tick, setTick] = useState<SheetTick | undefined>();
  const [reporting, setReporting] = useState(false);
  const title = useRef<HTMLHeadingElement>(null);
  const retryMessage = useRef<HTMLParagraphElement>(null);
  const nextStep = useRef<HTMLAnchorElement>(null);
  const openedAt = useRef(Date.now());
  const location = useLocation();

  const options = exerciseOptions(exercise);
  const trueFalse = exercise.tipo === 'verdadero-falso';
  const isTyped = exercise.tipo === 'numerica';
  const inParts = exercise.tipo === 'multiparte';
  const asked = exercise.respuestaNumerica;
  const askedParts = (exercise.partes ?? []).map((part) => ({
    label: part.letra,
    prompt: part.consigna,
    points: part.puntos,
    options: part.opciones,
    typed: part.respuestaNumerica
      ? { unit: part.respuestaNumerica.unidad, askUnit: part.respuestaNumerica.pideUnidad }
      : null,
  }));
  const topic = topicTitle(exercise.tema);
  const subject = subjectName(subjectId) ?? 'la materia';
  const subjectPath = `${subjectsPath}/${subjectId}`;
  const topicExercises = `${subjectPath}?${new URLSearchParams({ tab: 'ejercicios', tema: exercise.tema })}`;
  const next = exercise.siguientePendiente ? `${subjectPath}/ejercicio/${exercise.siguientePendiente}` : null;
  const shownState: PracticeState =
    finished?.outcome === 'correct' || exercise.estado === 'resuelto'
      ? 'resuelto'
      : finished || tried.length > 0
        ? 'intentado'
        : exercise.estado;
  const canReveal = !finished && (tried.length > 0 || exercise.estado !== 'pendiente');

  useEffect(() => {
    if ((location.state as typeof focusTitleState | null)?.focusTitle) title.current?.focus();
  }, [location.state]);
  // After a wrong answer the student hears it and stays near the options to try again.
  useEffect(() => {
    if (tried.length > 0 || typedTries > 0) retryMessage.current?.focus();
  }, [tried.length, typedTries]);

  const finish = (
    outcome: ExerciseOutcome,
    solution: FinishedExercise['solution'],
    answer: number | null,
    tries: number,
    answeredText: string | null = null,
    counted = false,
  ) => {
    setFinished(finishExercise(exercise, outcome, solution, answer, tries, answeredText));
    setChoice(outcome === 'revealed' ? null : answer);
    if (outcome === 'wrong' && answer !== null) setTried((list) => [...list, answer]);
    setFresh(true);
    setTick('waiting');
    void readGoalTick(counted).then((read) => setTick(read ?? undefined));
    setResultOpen(true);
    markFinishedWork();
  };

  /** What a typed answer or a problem in parts sends, or null (with the fields' errors shown) when it is not ready. */
  const typedRespuesta = (): { respuesta: Respuesta; text: string } | null => {
    if (isTyped && asked) {
      const problem = typedProblem(typed.value);
      const missingUnit = asked.pideUnidad && typed.unit.trim() === '' ? 'Escribí la unidad.' : null;
      setFieldErrors([problem ?? missingUnit]);
      if (problem || missingUnit) return null;
      return {
        respuesta: { valor: typed.value, ...(asked.pideUnidad ? { unidad: typed.unit.trim() } : {}) },
        text: typedText(typed, asked.unidad),
      };
    }
    const errors = askedParts.map((part, index) => {
      const draft = parts[index] ?? null;
      if (!part.typed) return draft === null ? 'Elegí una opción.' : null;
      const value = typeof draft === 'object' && draft !== null ? draft : emptyTyped();
      return (
        typedProblem(value.value) ??
        (part.typed.askUnit && value.unit.trim() === '' ? 'Escribí la unidad.' : null)
      );
    });
    setFieldErrors(errors);
    if (errors.some(Boolean)) return null;
    const partes = parts.map((draft, index) =>
      typeof draft === 'object' && draft !== null
        ? { valor: draft.value, ...(askedParts[index]?.typed?.askUnit ? { unidad: draft.unit.trim() } : {}) }
        : draft,
    );
    const text = parts
      .map((draft, index) => {
        const part = askedParts[index];
        const shown =
          typeof draft === 'number'
            ? optionLetter(draft)
            : draft
              ? typedText(draft, part?.typed?.unit ?? null)
              : '—';
        return `${part?.label}) ${shown}`;
      })
      .join('; ');
    return { respuesta: { partes }, text };
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || finished) return;
    const typedAnswer = isTyped || inParts ? typedRespuesta() : null;
    if ((isTyped || inParts) && !typedAnswer) return;
    if (!isTyped && !inParts && choice === null) return;
    setBusy('verifying');
    setError(null);
    const seconds = Math.round((Date.now() - openedAt.current) / 1000);
    const respuesta = typedAnswer ? typedAnswer.respuesta : answerFor(exercise, choice as number);
    const response = await verifyAnswer(subjectId, exercise.id, respuesta, seconds);
    setBusy(null);
    if (!response.ok) {
      setError(
        response.status === 400 && response.message ? response.message : educationalMessages.verifyFailed,
      );
      return;
    }
    const graded = response.data.data;
    const { esCorrecta, solucion, primerIntento } = graded;
    if (typedAnswer) {
      setLastGrade(graded);
      setTypedTries((count) => count + 1);
      if (solucion) finish('correct', solucion, null, typedTries + 1, typedAnswer.text, primerIntento);
      return;
    }
    if (solucion) {
      finish(esCorrecta ? 'correct' : 'wrong', solucion, choice, tried.length + 1, null, primerIntento);
      return;
    }
    setTried((list) => [...list, choice as number]);
    setChoice(null);
  };

  const reveal = async () => {
    if (busy || finished) return;
    setBusy('revealing');
    setError(null);
    const response = await fetchSolution(subjectId, exercise.id);
    setBusy(null);
    if (!response.ok) {
      setError(educationalMessages.solutionFailed);
      return;
    }
    finish('revealed', response.data.data, tried.at(-1) ?? null, tried.length + typedTries);
  };

  const lastTried = tried[tried.length - 1];
  const partVerdicts: (PartVerdict | undefined)[] | undefined = lastGrade?.partes?.map((part) => ({
    isCorrect: part.esCorrecta,
    reason: part.motivo ? reasonOf[part.motivo] : undefined,
    earned: part.puntosObtenidos,
    possible: part.puntos,
  }));
  const ready = isTyped || inParts ? true : choice !== null;
  const finishedView = finished ? finishedVerdict(exercise, finished, Boolean(next)) : null;

  return (
    <article className="edu edu-exercise">
      <nav aria-label="Ruta" className="edu-breadcrumb">
        <Link to={subjectsPath}>Sistema Educativo</Link>
        <span aria-hidden="true"> / </span>
        <Link to={`${subjectPath}?tab=ejercicios`}>{subject}</Link>
        <span aria-hidden="true"> / </span>
        <Link to={topicExercises}>{topic}</Link>
      </nav>

      <header className="edu-exercise__header">
        <p className="edu-card__meta">
          <span className="tag tag--accent">{exerciseTypeLabels[exercise.tipo]}</span>
          <span className="tag tag--primary">{topic}</span>
          <PracticeStateTag state={shownState} />
        </p>
        <h1 className="edu-exercise__title" ref={title} tabIndex={-1}>
          Ejercicio de {topic}
        </h1>
      </header>

      <form className="edu-exercise__card card" onSubmit={verify}>
        <p className="edu-exercise__question" id="edu-question">
          <MathText text={exercise.pregunta} />
        </p>
        {exercise.figura && <AnswerFigure figure={exercise.figura} />}
        {isTyped && asked ? (
          <NumericAnswer
            id="edu-valor"
            label="Tu respuesta"
            value={typed}
            onChange={(value) => {
              setTyped(value);
              setFieldErrors([]);
            }}
            unit={asked.unidad}
            askUnit={asked.pideUnidad}
            disabled={finished !== null}
            error={fieldErrors[0] ?? null}
          />
        ) : inParts ? (
          <PartsAnswer
            idPrefix="edu"
            parts={askedParts}
            drafts={parts}
            onChange={(index, draft) => {
              setParts((list) => list.map((old, i) => (i === index ? draft : old)));
              setFieldErrors((list) => list.map((old, i) => (i === index ? null : old)));
            }}
            verdicts={finished ? undefined : partVerdicts}
            disabled={finished !== null}
            errors={fieldErrors}
          />
        ) : (
          <fieldset className="edu-options" aria-describedby="edu-question">
            <legend className="edu-options__legend">
              {trueFalse ? '¿Es verdadero o falso? Elegí una opción.' : 'Elegí la respuesta correcta.'}
            </legend>
            {options.map((option, index) => {
              const isCorrect = finished !== null && finished.correctIndex === index;
              const isWrong = tried.includes(index);
              const classes = [
                'edu-option',
                trueFalse ? 'edu-option--tf' : '',
                choice === index && !isWrong ? 'edu-option--chosen' : '',
                isCorrect ? 'edu-option--correct' : '',
                isWrong ? 'edu-option--wrong' : '',
              ].filter(Boolean);
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: the index is the answer; options never reorder.
                <label key={index} className={classes.join(' ')}>
                  <input
                    className="edu-option__input"
                    type="radio"
                    name="respuesta"
                    value={index}
                    checked={choice === index}
                    onChange={() => {
                      if (!busy) setChoice(index);
                    }}
                    disabled={finished !== null || isWrong}
                  />
                  {!trueFalse && (
                    <span className="edu-option__letter">
                      {optionLetter(index)}
                      <span className="visually-hidden">.</span>
                    </span>
                  )}
                  <span className="edu-option__text">
                    <MathText text={option} />
                  </span>
                  {isCorrect && (
                    <span className="edu-option__badge edu-option__badge--correct">
                      <span aria-hidden="true">✓ </span>Correcta
                    </span>
                  )}
                  {isWrong && (
                    <span className="edu-option__badge edu-option__badge--wrong">
                      <span aria-hidden="true">✗ </span>Incorrecta
                    </span>
                  )}
                </label>
              );
            })}
          </fieldset>
        )}

        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}

        {finished && finishedView ? (
          <div className={`edu-verdict edu-verdict--${finished.outcome}`}>
            <p className="edu-verdict__text">
              <span aria-hidden="true">{finishedView.icon} </span>
              {finishedView.text}
            </p>
            {finishedView.note && <p className="edu-verdict__note">{finishedView.note}</p>}
            <div className="actions">
              {next ? (
                <Link ref={nextStep} className="button button--primary" to={next} state={focusTitleState}>
                  Siguiente ejercicio
                </Link>
              ) : (
                <Link ref={nextStep} className="button button--primary" to={topicExercises}>
                  Volver a los ejercicios de {topic}
                </Link>
              )}
              <button
                type="button"
                className="button"
                onClick={() => {
                  setFresh(false);
                  setResultOpen(true);
                }}
              >
                Ver explicación
              </button>
            </div>
            {next && (
              <p className="edu-verdict__back">
                <Link to={topicExercises}>Volver a los ejercicios de {topic}</Link>
              </p>
            )}
          </div>
        ) : (
          <>
            {(isTyped || inParts) && lastGrade && !lastGrade.esCorrecta && (
              <div className="edu-verdict edu-verdict--retry" key={typedTries}>
                <p className="edu-verdict__text" ref={retryMessage} tabIndex={-1}>
                  <span aria-hidden="true">✗ </span>
                  {inParts && lastGrade.puntaje
                    ? `Obtuviste ${lastGrade.puntaje.obtenidos} de ${lastGrade.puntaje.total} puntos: corregí las partes marcadas y verificá de nuevo.`
                    : typedRetryVerdict(lastGrade.motivo, typedTries)}
                </p>
                <p className="edu-verdict__note">
                  O tocá «Ver solución» para ver la resolución paso a paso. En tus estadísticas cuenta solo el
                  primer intento del día.
                </p>
              </div>
            )}
            {lastTried !== undefined && (
              <div className="edu-verdict edu-verdict--retry" key={tried.length}>
                <p className="edu-verdict__text" ref={retryMessage} tabIndex={-1}>
                  <span aria-hidden="true">✗ </span>
                  {retryVerdict(exercise, lastTried, tried.length)}
                </p>
                <p className="edu-verdict__note">
                  Elegí otra opción y verificala, o tocá «Ver solución» para ver la resolución paso a paso. En
                  tus estadísticas cuenta solo el primer intento del día.
                </p>
              </div>
            )}
            <div className="edu-exercise__actions">
              <button
                type="submit"
                className="button button--primary edu-exercise__verify"
                disabled={!ready}
                aria-disabled={busy !== null || undefined}
              >
                {busy === 'verifying' ? 'Verificando…' : 'Verificar respuesta'}
              </button>
              {canReveal && (
                <button
                  type="button"
                  className="button edu-exercise__reveal"
                  onClick={reveal}
                  aria-disabled={busy !== null || undefined}
                >
                  {busy === 'revealing' ? 'Buscando la solución…' : 'Ver solución'}
                </button>
              )}
            </div>
          </>
        )}
      </form>

      <nav className="edu-pager" aria-label="Otros ejercicios del tema">
        {exercise.anterior ? (
          <Link className="edu-pager__link" to={`${subjectPath}/ejercicio/${exercise.anterior}`}>
            <span aria-hidden="true">← </span>Ejercicio anterior
          </Link>
        ) : (
          <span />
        )}
        {exercise.siguiente && (
          <Link
            className="edu-pager__link edu-pager__link--next"
            to={`${subjectPath}/ejercicio/${exercise.siguiente}`}
          >
            Ejercicio siguiente<span aria-hidden="true"> →</span>
          </Link>
        )}
      </nav>

      <p className="edu-exercise__report">
        ¿Viste algo raro en este ejercicio?{' '}
        <button type="button" className="link-button" onClick={() => setReporting(true)}>
          Reportar un problema
        </button>
      </p>

      {finished && resultOpen && (
        <ResultDialog
          subjectId={subjectId}
          subjectName={subject}
          exercise={exercise}
          finished={finished}
          next={next}
          onClose={() => setResultOpen(false)}
          returnFocus={nextStep}
          fresh={fresh}
          tick={fresh ? tick : undefined}
        />
      )}
      {reporting && (
        <ReportDialog subjectId={subjectId} exerciseId={exercise.id} onClose={() => setReporting(false)} />
      )}
    </article>
  );
}
