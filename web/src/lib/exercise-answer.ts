import type { publicExerciseSchema } from '../../../shared/api/contracts/educational.ts';
import type * as z from '../../../shared/api/zod.ts';

type PublicExercise = z.output<typeof publicExerciseSchema>;

type ExerciseShape = Pick<PublicExercise, 'tipo' | 'opciones'>;

const trueFalseOptions = ['Verdadero', 'Falso'];

/** The options to show: the server's, or Verdadero/Falso for a true-or-false exercise without them. */
export function exerciseOptions(exercise: ExerciseShape): string[] {
  if (exercise.tipo === 'verdadero-falso' && exercise.opciones.length < 2) return trueFalseOptions;
  return exercise.opciones;
}

function trueIndex(exercise: ExerciseShape): number {
  const index = exerciseOptions(exercise).findIndex((option) => /^verdadero$/i.test(option.trim()));
  return index === -1 ? 0 : index;
}

/** What the verify call expects for the chosen option: its index, or a boolean for true-or-false. */
export function answerFor(exercise: ExerciseShape, choice: number): number | boolean {
  return exercise.tipo === 'verdadero-falso' ? choice === trueIndex(exercise) : choice;
}

/** The option index of an answer as the server writes it (index, or boolean for true-or-false). */
export function optionIndexOf(exercise: ExerciseShape, answer: number | boolean): number {
  if (typeof answer === 'number') return answer;
  const index = trueIndex(exercise);
  return answer ? index : index === 0 ? 1 : 0;
}
