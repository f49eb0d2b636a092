import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { Link } from '../../components/link.tsx';
import { MathText } from '../../components/math-text.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { markFinishedWork } from '../../lib/finished-work.ts';
import { useLoader } from '../../lib/use-loader.ts';
import { type Exercise, fetchExercise, fetchSolution, type PracticeState, verifyAnswer } from './api.ts';
import { answerFor, exerciseOptions } from './exercise-answer.ts';
import {
  type ExerciseOutcome,
  type FinishedExercise,
  finishExercise,
  finishedVerdict,
  retryVerdict,
} from './exercise-flow.ts';
import { exerciseTypeLabels, optionLetter, subjectName, topicTitle } from './labels.ts';
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
  const [busy, setBusy] = useState<'verifying' | 'revealing' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [finished, setFinished] = useState<FinishedExercise | null>(null);
  const [resultOpen, setResultOpen] = useState(false);
  const [reporting, setReporting] = useState(false);
  const title = useRef<HTMLHeadingElement>(null);
  const retryMessage = useRef<HTMLParagraphElement>(null);
  const nextStep = useRef<HTMLAnchorElement>(null);
  const openedAt = useRef(Date.now());
  const location = useLocation();

  const options = exerciseOptions(exercise);
  const trueFalse = exercise.tipo === 'verdadero-falso';
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
    if (tried.length > 0) retryMessage.current?.focus();
  }, [tried.length]);

  const finish = (
    outcome: ExerciseOutcome,
    solution: FinishedExercise['solution'],
    answer: number | null,
    tries: number,
  ) => {
    setFinished(finishExercise(exercise, outcome, solution, answer, tries));
    setChoice(outcome === 'revealed' ? null : answer);
    if (outcome === 'wrong' && answer !== null) setTried((list) => [...list, answer]);
    setResultOpen(true);
    markFinishedWork();
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (choice === null || busy || finished) return;
    setBusy('verifying');
    setError(null);
    const seconds = Math.round((Date.now() - openedAt.current) / 1000);
    const response = await verifyAnswer(subjectId, exercise.id, answerFor(exercise, choice), seconds);
    setBusy(null);
    if (!response.ok) {
      setError(educationalMessages.verifyFailed);
      return;
    }
    const { esCorrecta, solucion } = response.data.data;
    if (solucion) {
      finish(esCorrecta ? 'correct' : 'wrong', solucion, choice, tried.length + 1);
      return;
    }
    setTried((list) => [...list, choice]);
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
    finish('revealed', response.data.data, tried.at(-1) ?? null, tried.length);
  };

  const lastTried = tried[tried.length - 1];
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
              <button type="button" className="button" onClick={() => setResultOpen(true)}>
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
            {lastTried !== undefined && (
              <div className="edu-verdict edu-verdict--retry">
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
                disabled={choice === null}
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
        />
      )}
      {reporting && (
        <ReportDialog subjectId={subjectId} exerciseId={exercise.id} onClose={() => setReporting(false)} />
      )}
    </article>
  );
}
