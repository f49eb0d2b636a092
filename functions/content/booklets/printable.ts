/*
 * Kept apart from pdf-layout.ts (which imports pdfkit) so a handler that prepares a booklet's content
 * does not bundle the PDF writer: that ships beside it (load-writer.ts).
 */

/** An exercise as the booklets print it: authored (multiple choice or true/false) or generated. */
export interface PrintableExercise {
  question: string;
  /** The options, lettered A, B, C…; null for a true/false statement. */
  options: readonly string[] | null;
  /** The right option's index, or the statement's truth. */
  correct: number | boolean;
  /** PASO n: … RESULTADO: … */
  explanation: string;
}

/** An exercise of the content model in the booklets' terms. */
export function printable(
  exercise:
    | {
        kind: 'multiple-choice';
        question: string;
        options: readonly string[];
        correctAnswer: number;
        explanation: string;
      }
    | { kind: 'true-false'; question: string; correctAnswer: boolean; explanation: string },
): PrintableExercise {
  return exercise.kind === 'multiple-choice'
    ? {
        question: exercise.question,
        options: exercise.options,
        correct: exercise.correctAnswer,
        explanation: exercise.explanation,
      }
    : {
        question: exercise.question,
        options: null,
        correct: exercise.correctAnswer,
        explanation: exercise.explanation,
      };
}
