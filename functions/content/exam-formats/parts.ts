import { pasos } from '../items.ts';
import type { ExercisePart, NumericKey, Tolerance } from '../schema.ts';

/** Small builders for writing problems in parts; the numbers of a key are written as a student gets them. */

interface KeyOptions {
  /** How far a typed value may be; 0,01 by default. */
  tolerance?: Tolerance;
  /** The student writes the unit (default where there is one, as in the Física and Química exams). */
  askUnit?: boolean;
  acceptedUnits?: string[];
  text?: string;
}

export function key(value: number, unit = '', options: KeyOptions = {}): NumericKey {
  const askUnit = options.askUnit ?? unit !== '';
  return {
    value,
    tolerance: options.tolerance ?? { absolute: 0.01 },
    ...(unit ? { unit } : {}),
    ...(unit && askUnit ? { askUnit } : {}),
    ...(options.acceptedUnits ? { acceptedUnits: options.acceptedUnits } : {}),
    ...(options.text ? { text: options.text } : {}),
  };
}

/** A part whose value the student types. */
export function typed(prompt: string, points: number, answer: NumericKey): ExercisePart {
  return { kind: 'numeric', prompt, points, answer };
}

/** A part answered by choosing an option. */
export function choice(
  prompt: string,
  points: number,
  options: string[],
  correctAnswer: number,
): ExercisePart {
  return { kind: 'multiple-choice', prompt, points, options, correctAnswer };
}

/** PASO 1: … PASO n: … RESULTADO: … from the steps and the result. */
export const worked = pasos;

export const deg = (degrees: number) => (degrees * Math.PI) / 180;
export const toDeg = (radians: number) => (radians * 180) / Math.PI;
