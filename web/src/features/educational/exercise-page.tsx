import { type FormEvent, useCallback, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { MathText } from '../../components/math-text.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { markFinishedWork } from '../../lib/finished-work.ts';
import { type Exercise, fetchExercise, type VerifyResult, verifyAnswer } from './api.ts';
import { answerFor, exerciseOptions, optionIndexOf } from './exercise-answer.ts';
import { exerciseTypeLabels, optionLetter, subjectName, topicTitle } from './labels.ts';
import { educationalMessages, isNotFound } from './messages.ts';
import { ErrorState, subjectsPath } from './page-state.tsx';
import { ReportDialog } from './report-dialog.tsx';
import { ResultDialog } from './result-dialog.tsx';
import { useResource } from './use-resource.ts';
import './educational.css';

/** /content/educational/:subjectId/ejercicio/:exerciseId */
export function ExercisePage() {
  const { subjectId, exerciseId } = useParams();
  if (!subjectId || !exerciseId) return <ErrorState message={educationalMessages.exerciseNotFound} />;
  // A new exercise (previous/next) starts from scratch: no choice, no result.
  return <ExerciseLoader key={`${subjectId}/${exerciseId}`} subjectId={subjectId} exerciseId={exerciseId} />;
}

function ExerciseLoader({ subjectId, exerciseId }: { subjectId: string; exerciseId: string }) {
  const load = useCallback(() => fetchExercise(subjectId, exerciseId), [subjectId, exerciseId]);
  const { state, retry } = useResource(load);
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
      <ErrorState message={educationalMessages.exerciseFailed} onRetry={retry} back={back} />
    );
  }
  return <ExerciseView subjectId={subjectId} exercise={state.data.data} />;
}

/** unanswered → selected → verifying → answered; a failed verification goes back to selected. */
type Verification =
  | { step: 'idle'; error: string | null }
  | { step: 'verifying' }
  | { step: 'answered'; result: VerifyResult };

function ExerciseView({ subjectId, exercise }: { subjectId: string; exercise: Exercise }) {
  const [choice, setChoice] = useState<number | null>(null);
  const [verification, setVerification] = useState<Verification>({ step: 'idle', error: null });
  const [resultOpen, setResultOpen] = useState(false);
  const [reporting, setReporting] = useState(false);
  const reviewButton = useRef<HTMLButtonElement>(null);
  const openedAt = useRef(Date.now());

  const options = exerciseOptions(exercise);
  const trueFalse = exercise.tipo === 'verdadero-falso';
  const topic = topicTitle(exercise.tema);
  const subject = subjectName(subjectId) ?? 'la materia';
  const subjectPath = `${subjectsPath}/${subjectId}`;
  const topicExercises = `${subjectPath}?${new URLSearchParams({ tab: 'ejercicios', tema: exercise.tema })}`;
  const locked = verification.step !== 'idle';
  const result = verification.step === 'answered' ? verification.result : null;
  const correctIndex = result ? optionIndexOf(exercise, result.respuestaCorrecta) : null;

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (choice === null || locked) return;
    setVerification({ step: 'verifying' });
    const seconds = Math.round((Date.now() - openedAt.current) / 1000);
    const answer = await verifyAnswer(subjectId, exercise.id, answerFor(exercise, choice), seconds);
    if (!answer.ok) {
      setVerification({ step: 'idle', error: educationalMessages.verifyFailed });
      return;
    }
    setVerification({ step: 'answered', result: answer.data.data });
    markFinishedWork();
    setResultOpen(true);
  };

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
        </p>
        <h1 className="edu-exercise__title">Ejercicio de {topic}</h1>
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
            const isCorrect = correctIndex === index;
            const isWrongChoice = result !== null && choice === index && !isCorrect;
            const classes = [
              'edu-option',
              trueFalse ? 'edu-option--tf' : '',
              choice === index ? 'edu-option--chosen' : '',
              isCorrect ? 'edu-option--correct' : '',
              isWrongChoice ? 'edu-option--wrong' : '',
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
                  onChange={() => setChoice(index)}
                  disabled={locked}
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
                {isCorrect && <span className="edu-option__badge edu-option__badge--correct">Correcta</span>}
                {isWrongChoice && (
                  <span className="edu-option__badge edu-option__badge--wrong">Tu respuesta</span>
                )}
              </label>
            );
          })}
        </fieldset>

        {verification.step === 'idle' && verification.error && (
          <p className="form-error" role="alert">
            {verification.error}
          </p>
        )}

        {result ? (
          <div
            className={`edu-verdict ${result.esCorrecta ? 'edu-verdict--correct' : 'edu-verdict--wrong'}`}
            role="status"
          >
            <p className="edu-verdict__text">
              {result.esCorrecta
                ? '¡Correcto! Le pegaste.'
                : 'Incorrecto. La opción marcada en verde es la correcta.'}
            </p>
            <div className="actions">
              <button ref={reviewButton} type="button" className="button" onClick={() => setResultOpen(true)}>
                Ver explicación
              </button>
              {exercise.siguiente ? (
                <Link
                  className="button button--primary"
                  to={`${subjectPath}/ejercicio/${exercise.siguiente}`}
                >
                  Siguiente ejercicio
                </Link>
              ) : (
                <Link className="button button--primary" to={topicExercises}>
                  Más ejercicios de {topic}
                </Link>
              )}
            </div>
          </div>
        ) : (
          <button
            type="submit"
            className="button button--primary button--block edu-exercise__verify"
            disabled={choice === null || locked}
          >
            {verification.step === 'verifying' ? 'Verificando…' : 'Verificar respuesta'}
          </button>
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

      {result && resultOpen && choice !== null && (
        <ResultDialog
          subjectId={subjectId}
          subjectName={subject}
          exercise={exercise}
          choice={choice}
          result={result}
          onClose={() => setResultOpen(false)}
          returnFocus={reviewButton}
        />
      )}
      {reporting && (
        <ReportDialog subjectId={subjectId} exerciseId={exercise.id} onClose={() => setReporting(false)} />
      )}
    </article>
  );
}
