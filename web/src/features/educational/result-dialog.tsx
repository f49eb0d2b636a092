import type { RefObject } from 'react';
import { parseExplanation } from '../../../../shared/content/text-format.ts';
import { AnswerSheet, type SheetTick } from '../../components/answer-sheet.tsx';
import { Link } from '../../components/link.tsx';
import { MathText } from '../../components/math-text.tsx';
import { exerciseOptions } from '../../lib/exercise-answer.ts';
import type { Exercise } from './api.ts';
import { type FinishedExercise, keyDescription } from './exercise-flow.ts';
import { exerciseTypeLabels, optionLetter, topicTitle } from './labels.ts';
import { subjectsPath } from './page-state.tsx';

interface ResultDialogProps {
  subjectId: string;
  subjectName: string;
  exercise: Exercise;
  finished: FinishedExercise;
  /** The page of the next exercise to do, when there is one. */
  next: string | null;
  onClose: () => void;
  returnFocus: RefObject<HTMLElement | null>;
  /** Right after the answer: the moment plays and today's count against the goal shows. */
  fresh: boolean;
  tick?: SheetTick | undefined;
}

const tips = (topic: string) => [
  'Antes de calcular, leé la consigna dos veces y anotá los datos con sus unidades.',
  `Si dudaste en algún paso, repasá la mini clase de ${topic} y volvé a intentarlo sin mirar.`,
  'Resolvé por lo menos tres ejercicios más del mismo tema: la práctica seguida es lo que fija el método.',
];

const headings = {
  correct: {
    tone: 'right',
    title: '¡Correcto!',
    lead: '¡Muy bien! Mirá igual la explicación: te sirve para resolver el próximo más rápido.',
  },
  wrong: {
    tone: 'wrong',
    title: 'Incorrecto',
    lead: 'No pasa nada, de los errores se aprende. Mirá la resolución paso a paso.',
  },
  revealed: {
    tone: 'neutral',
    title: 'Solución',
    lead: 'Seguí la resolución paso a paso y después probá con el siguiente ejercicio sin mirar.',
  },
} as const;

/**
 * The end of an exercise: correct, wrong or revealed, in the answer sheet (#30); the explanation step by
 * step, both answers, tips and where to go next.
 */
export function ResultDialog({
  subjectId,
  subjectName,
  exercise,
  finished,
  next,
  onClose,
  returnFocus,
  fresh,
  tick,
}: ResultDialogProps) {
  const options = exerciseOptions(exercise);
  const explanation = parseExplanation(finished.solution.explicacion);
  const topic = topicTitle(exercise.tema);
  const heading = headings[finished.outcome];
  const moreExercises = `${subjectsPath}/${subjectId}?${new URLSearchParams({ tab: 'ejercicios', tema: exercise.tema })}`;
  const answerText = (index: number) => {
    const option = options[index] ?? '';
    return exercise.tipo === 'verdadero-falso' ? option : `${optionLetter(index)}. ${option}`;
  };
  // A typed answer or a problem in parts: what was written and the key, as text.
  const yourAnswer =
    finished.answeredText ??
    (finished.answer !== null && finished.correctIndex >= 0 ? answerText(finished.answer) : null);
  const rightAnswer =
    finished.correctIndex >= 0
      ? answerText(finished.correctIndex)
      : keyDescription(exercise, finished.solution.respuestaCorrecta);
  const answeredRight = finished.outcome === 'correct';

  return (
    <AnswerSheet
      tone={heading.tone}
      title={heading.title}
      lead={heading.lead}
      tick={tick}
      fresh={fresh}
      onClose={onClose}
      returnFocus={returnFocus}
      className="edu-result"
    >
      <dl className="edu-result__answers">
        {yourAnswer !== null && (
          <div className={answeredRight ? 'edu-answer edu-answer--correct' : 'edu-answer edu-answer--wrong'}>
            <dt>Tu respuesta</dt>
            <dd>
              <MathText text={yourAnswer} />
            </dd>
          </div>
        )}
        <div className="edu-answer edu-answer--correct">
          <dt>Respuesta correcta</dt>
          <dd>
            <MathText text={rightAnswer} />
          </dd>
        </div>
      </dl>

      <section aria-labelledby="edu-explanation-title">
        <h3 id="edu-explanation-title" className="edu-result__subtitle">
          Explicación paso a paso
        </h3>
        <ol className="edu-steps-list">
          {explanation.steps.map((step, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the steps of one explanation never reorder.
            <li key={index} className="edu-step">
              <span className="edu-step__label">Paso {index + 1}</span>
              <span className="edu-step__text">
                <MathText text={step} />
              </span>
            </li>
          ))}
        </ol>
        {explanation.result && (
          <p className="edu-final">
            <strong className="edu-final__label">Resultado</strong>
            <span className="edu-final__text">
              <MathText text={explanation.result} />
            </span>
          </p>
        )}
      </section>

      <section aria-labelledby="edu-info-title">
        <h3 id="edu-info-title" className="edu-result__subtitle">
          Sobre este ejercicio
        </h3>
        <dl className="edu-info">
          <div>
            <dt>Materia</dt>
            <dd>{subjectName}</dd>
          </div>
          <div>
            <dt>Tema</dt>
            <dd>{topic}</dd>
          </div>
          <div>
            <dt>Tipo</dt>
            <dd>{exerciseTypeLabels[exercise.tipo]}</dd>
          </div>
          <div>
            <dt>Dificultad</dt>
            <dd>Intermedia</dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby="edu-tips-title">
        <h3 id="edu-tips-title" className="edu-result__subtitle">
          Consejos para seguir
        </h3>
        <ul className="edu-tips">
          {tips(topic).map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </section>

      <div className="actions edu-result__actions">
        <Link className="button" to={moreExercises}>
          Más ejercicios de {topic}
        </Link>
        {next && (
          <Link className="button" to={next} state={{ focusTitle: true }}>
            Siguiente ejercicio
          </Link>
        )}
      </div>
    </AnswerSheet>
  );
}
