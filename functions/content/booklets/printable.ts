/*
 * Kept apart from pdf-layout.ts (which imports pdfkit) so a handler that prepares a booklet's content
 * does not bundle the PDF writer: that ships beside it (load-writer.ts).
 */
import { plainText } from '../../../shared/math/formulas.ts';
import type { CatalogExercise } from '../catalog.ts';
import type { ExercisePart, Figure, NumericKey } from '../schema.ts';

/** One part of a problem in parts, as printed: its prompt, its options if any, its key. */
export interface PrintablePart {
  prompt: string;
  points: number;
  options: readonly string[] | null;
  /** The key as printed: "B) 4 m/s", "20 m/s". */
  key: string;
}

/** An exercise as the booklets print it: authored (any kind) or generated. */
export interface PrintableExercise {
  question: string;
  /** The options, lettered A, B, C…; null for a true/false statement, a typed answer or parts. */
  options: readonly string[] | null;
  /** The right option's index, or the statement's truth (unused for a typed answer or parts). */
  correct: number | boolean;
  /** PASO n: … RESULTADO: … */
  explanation: string;
  /** A typed answer: its key as printed ("29,06 m/s"); the statement gets a line to write it on. */
  typedKey?: string;
  parts?: PrintablePart[];
  figure?: Figure;
}

const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'];

/** A typed key as printed: the value with the decimals its tolerance asks for, and the unit. */
function typedKeyText(key: NumericKey): string {
  if (key.text) return plainText(key.text);
  const step =
    'absolute' in key.tolerance
      ? 2 * key.tolerance.absolute
      : 2 * key.tolerance.relative * Math.abs(key.value);
  const decimals = step > 0 ? Math.min(6, Math.max(0, Math.ceil(-Math.log10(step) - 1e-9))) : 2;
  const value = new Intl.NumberFormat('es-AR', { maximumFractionDigits: decimals }).format(key.value);
  return key.unit ? `${value} ${key.unit}` : value;
}

function printablePart(part: ExercisePart): PrintablePart {
  return part.kind === 'numeric'
    ? { prompt: part.prompt, points: part.points, options: null, key: typedKeyText(part.answer) }
    : {
        prompt: part.prompt,
        points: part.points,
        options: part.options,
        key: `${LETTERS[part.correctAnswer]}) ${plainText(part.options[part.correctAnswer] ?? '')}`,
      };
}

/** An exercise of the content model in the booklets' terms. */
export function printable(exercise: CatalogExercise): PrintableExercise {
  const figure = exercise.figure ? { figure: exercise.figure } : {};
  const common = { question: exercise.question, explanation: exercise.explanation, ...figure };
  switch (exercise.kind) {
    case 'multiple-choice':
      return { ...common, options: exercise.options, correct: exercise.correctAnswer };
    case 'true-false':
      return { ...common, options: null, correct: exercise.correctAnswer };
    case 'numeric':
      return { ...common, options: null, correct: true, typedKey: typedKeyText(exercise.answer) };
    case 'multi-part':
      return { ...common, options: null, correct: true, parts: exercise.parts.map(printablePart) };
  }
}
