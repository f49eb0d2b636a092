import { exerciseOptions, optionIndexOf } from '../../lib/exercise-answer.ts';
import type { Exercise, Solution } from './api.ts';
import { optionLetter, topicTitle } from './labels.ts';

type ExerciseShape = Pick<Exercise, 'tipo' | 'opciones' | 'tema'>;
type Key = Solution['respuestaCorrecta'];

/** How an exercise ended: a right answer, a wrong true/false answer, or "Ver solución". */
export type ExerciseOutcome = 'correct' | 'wrong' | 'revealed';

export interface FinishedExercise {
  outcome: ExerciseOutcome;
  solution: Solution;
  /** The student's last answer in this visit, if any: an option index. */
  answer: number | null;
  /** The option that is the key; -1 for a typed key or a problem in parts. */
  correctIndex: number;
  /** A typed answer or a problem in parts: what the student answered last, as text. */
  answeredText?: string | null;
  /** Answers sent in this visit. */
  tries: number;
}

export function finishExercise(
  exercise: ExerciseShape,
  outcome: ExerciseOutcome,
  solution: Solution,
  answer: number | null,
  tries: number,
  answeredText: string | null = null,
): FinishedExercise {
  const key = solution.respuestaCorrecta;
  return {
    outcome,
    solution,
    answer,
    correctIndex: typeof key === 'number' || typeof key === 'boolean' ? optionIndexOf(exercise, key) : -1,
    tries,
    ...(answeredText === null ? {} : { answeredText }),
  };
}

/** A key as the page says it: "la B", "Verdadero", "29,06 m/s", or each part's: "a) 15 cm; b) la A". */
export function keyDescription(exercise: ExerciseShape, key: Key): string {
  if (typeof key === 'number' || typeof key === 'boolean')
    return optionName(exercise, optionIndexOf(exercise, key));
  if ('texto' in key) return key.texto;
  return key.partes
    .map(
      (part, index) =>
        `${String.fromCharCode(97 + index)}) ${typeof part === 'number' ? `la ${optionLetter(part)}` : part.texto}`,
    )
    .join('; ');
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
  const correct = keyDescription(exercise, finished.solution.respuestaCorrecta);
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

/** What the page says after a wrong typed answer or a problem in parts with parts still to fix. */
export function typedRetryVerdict(reason: string | undefined, tries: number): string {
  const again = tries > 1 ? 'Todavía no' : 'No es correcto';
  if (reason === 'unidad')
    return `${again}: el valor está bien, pero la unidad no. Revisala y verificá de nuevo.`;
  if (reason === 'falta-unidad')
    return `${again}: el valor está bien, pero falta la unidad. Escribila y verificá de nuevo.`;
  return `${again}. Revisá la cuenta y probá de nuevo.`;
}
