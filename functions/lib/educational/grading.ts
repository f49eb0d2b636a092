import { withinTolerance } from '../../../shared/math/tolerance.ts';
import { readTypedNumber } from '../../../shared/math/typed-number.ts';
import type { ExercisePart, NumericKey } from '../../content/schema.ts';
import { unitMatches } from './units.ts';

/*
 * The one place where an answer is graded against its key, for every format: an option, a typed value
 * (with its unit where the item asks for one), or a problem in parts. Pure: the exercise page, the
 * simulator and the tests all call it with the key and the answer as they are.
 */

/** What a student typed: the value, and the unit when the item has a field for it. */
export interface TypedAnswer {
  value: string;
  unit?: string | undefined;
}

/** One answer per part, in order: an option index, a typed value, or nothing (left blank). */
export type PartAnswer = number | TypedAnswer | null;

/** Why a typed answer is wrong: the value, the unit, a unit missing where asked, or a number we cannot read. */
export type MissReason = 'value' | 'unit' | 'missing-unit' | 'unreadable' | 'blank';

export interface NumericVerdict {
  correct: boolean;
  reason?: MissReason;
}

export interface PartVerdict extends NumericVerdict {
  earned: number;
  possible: number;
}

/** A graded answer: right or not, why not, the points, and for a problem in parts each part's verdict. */
export interface Grade extends NumericVerdict {
  points: { earned: number; possible: number };
  parts?: PartVerdict[];
}

/** The key a grade is given against: an option, true/false, a typed value, or parts. */
export type AnswerKey =
  | { kind: 'option'; correctAnswer: number; optionCount: number }
  | { kind: 'true-false'; correctAnswer: boolean }
  | { kind: 'numeric'; answer: NumericKey }
  | { kind: 'multi-part'; parts: readonly ExercisePart[] };

export type GivenAnswer = number | boolean | TypedAnswer | { parts: readonly PartAnswer[] };

export { withinTolerance };

/**
 * A typed value against its key. The unit may come in its own field or after the number ("3,5 m/s");
 * where the item asks for it, it must be there and be the expected one (km/h is not m/s). Where it does
 * not ask, a unit typed anyway must still be the right one.
 */
export function gradeNumeric(key: NumericKey, answer: TypedAnswer): NumericVerdict {
  const read = readTypedNumber(answer.value);
  if (!read.ok) return { correct: false, reason: read.reason === 'empty' ? 'blank' : 'unreadable' };
  const typedUnits = [answer.unit?.trim() ?? '', read.unit].filter((unit) => unit !== '');
  const expected = key.unit ?? '';
  const unitRight = typedUnits.every((unit) => unitMatches(unit, expected, key.acceptedUnits));
  if (!withinTolerance(read.value, key.value, key.tolerance)) return { correct: false, reason: 'value' };
  if (key.askUnit && typedUnits.length === 0) return { correct: false, reason: 'missing-unit' };
  if (!unitRight) return { correct: false, reason: 'unit' };
  return { correct: true };
}

const isTyped = (answer: unknown): answer is TypedAnswer =>
  typeof answer === 'object' && answer !== null && typeof (answer as TypedAnswer).value === 'string';

/** One part: undefined when the answer's shape does not fit the part (an option for a typed part…). */
function gradePart(part: ExercisePart, answer: PartAnswer): PartVerdict | undefined {
  const possible = part.points;
  if (answer === null) return { correct: false, reason: 'blank', earned: 0, possible };
  if (part.kind === 'numeric') {
    if (!isTyped(answer)) return undefined;
    const verdict = gradeNumeric(part.answer, answer);
    return { ...verdict, earned: verdict.correct ? possible : 0, possible };
  }
  if (typeof answer !== 'number' || !Number.isInteger(answer) || answer < 0 || answer >= part.options.length)
    return undefined;
  const correct = answer === part.correctAnswer;
  return {
    correct,
    ...(correct ? {} : { reason: 'value' as const }),
    earned: correct ? possible : 0,
    possible,
  };
}

/** Each part on its own, its points when right; the problem is right when every part is. */
export function gradeParts(
  parts: readonly ExercisePart[],
  answers: readonly PartAnswer[],
): Grade | undefined {
  if (answers.length !== parts.length) return undefined;
  const verdicts: PartVerdict[] = [];
  for (const [index, part] of parts.entries()) {
    const verdict = gradePart(part, answers[index] ?? null);
    if (!verdict) return undefined;
    verdicts.push(verdict);
  }
  const earned = verdicts.reduce((sum, v) => sum + v.earned, 0);
  const possible = verdicts.reduce((sum, v) => sum + v.possible, 0);
  const correct = verdicts.every((v) => v.correct);
  return {
    correct,
    ...(correct ? {} : { reason: 'value' as const }),
    points: { earned, possible },
    parts: verdicts,
  };
}

const onePoint = (correct: boolean) => ({ earned: correct ? 1 : 0, possible: 1 });

/**
 * Grades any answer against its key. Undefined when the answer does not fit the item (an option for a
 * typed answer, an option it does not have, the wrong number of parts): the caller says so with a 400.
 */
export function gradeAnswer(key: AnswerKey, answer: GivenAnswer): Grade | undefined {
  switch (key.kind) {
    case 'option': {
      if (typeof answer !== 'number' || !Number.isInteger(answer) || answer < 0 || answer >= key.optionCount)
        return undefined;
      const correct = answer === key.correctAnswer;
      return { correct, ...(correct ? {} : { reason: 'value' as const }), points: onePoint(correct) };
    }
    case 'true-false': {
      if (typeof answer !== 'boolean') return undefined;
      const correct = answer === key.correctAnswer;
      return { correct, ...(correct ? {} : { reason: 'value' as const }), points: onePoint(correct) };
    }
    case 'numeric': {
      if (!isTyped(answer)) return undefined;
      const verdict = gradeNumeric(key.answer, answer);
      return { ...verdict, points: onePoint(verdict.correct) };
    }
    case 'multi-part': {
      if (typeof answer !== 'object' || answer === null || !('parts' in answer)) return undefined;
      return gradeParts(key.parts, answer.parts);
    }
  }
}

/** The decimals that show a value as precisely as its tolerance asks: 0,005 → 2. */
export function decimalsFor(key: Pick<NumericKey, 'value' | 'tolerance'>): number {
  const step =
    'absolute' in key.tolerance
      ? 2 * key.tolerance.absolute
      : 2 * key.tolerance.relative * Math.abs(key.value);
  if (!(step > 0)) return 2;
  return Math.min(6, Math.max(0, Math.ceil(-Math.log10(step) - 1e-9)));
}

/** The key as a person writes it: its own text, or the value in Argentine notation and its unit. */
export function keyText(key: NumericKey): string {
  if (key.text) return key.text;
  const value = new Intl.NumberFormat('es-AR', { maximumFractionDigits: decimalsFor(key) }).format(key.value);
  return key.unit ? `${value} ${key.unit}` : value;
}
