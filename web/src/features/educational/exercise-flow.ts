import type { Exercise, Solution } from './api.ts';
import { exerciseOptions, optionIndexOf } from './exercise-answer.ts';
import { optionLetter, topicTitle } from './labels.ts';

type ExerciseShape = Pick<Exercise, 'tipo' | 'opciones' | 'tema'>;

/** How an exercise ended: a right answer, a wrong true/false answer, or "Ver solución". */
export type ExerciseOutcome = 'correct' | 'wrong' | 'revealed';

export interface FinishedExercise {
  outcome: ExerciseOutcome;
  solution: Solution;
  /** The student's last answer in this visit, if any. */
  answer: number | null;
  correctIndex: number;
  /** Answers sent in this visit. */
  tries: number;
}

export function finishExercise(
  exercise: ExerciseShape,
  outcome: ExerciseOutcome,
  solution: Solution,
  answer: number | null,
  tries: number,
): FinishedExercise {
  return {
    outcome,
    solution,
    answer,
    correctIndex: optionIndexOf(exercise, solution.respuestaCorrecta),
    tries,
  };
}

/** "la B", or "Verdadero" for a true/false exercise. */
function optionName(exercise: ExerciseShape, index: number): string {
  return exercise.tipo === 'verdadero-falso'
    ? (exerciseOptions(exercise)[index] ?? '')
    : `la ${optionLetter(index)}`;
}

/** What the page says after a wrong answer that can be tried again. */
export function retryVerdict(exercise: ExerciseShape, option: number, tries: number): string {
  return `${tries > 1 ? 'Tampoco es' : 'No es'} ${optionName(exercise, option)}. Probá de nuevo.`;
}

/** What the page says once the exercise is over, and a word on what comes next. */
export function finishedVerdict(
  exercise: ExerciseShape,
  finished: FinishedExercise,
  hasNext: boolean,
): { icon: string; text: string; note: string | null } {
  const topic = topicTitle(exercise.tema);
  const correct = optionName(exercise, finished.correctIndex);
  const allSolved = hasNext
    ? null
    : finished.outcome === 'correct'
      ? `¡Resolviste todos los ejercicios de ${topic}!`
      : `Ya resolviste los demás ejercicios de ${topic}.`;
  if (finished.outcome === 'correct') {
    const retried = finished.tries > 1;
    return {
      icon: '✓',
      text: retried ? '¡Correcto! Esta vez sí.' : '¡Correcto! Le pegaste.',
      note:
        [retried ? 'En tus estadísticas queda el primer intento.' : null, allSolved]
          .filter(Boolean)
          .join(' ') || null,
    };
  }
  if (finished.outcome === 'wrong') {
    return { icon: '✗', text: `Incorrecto: la respuesta correcta es ${correct}.`, note: allSolved };
  }
  return { icon: '→', text: `Solución: la respuesta correcta es ${correct}.`, note: allSolved };
}
