import { readTypedNumber, typedNumberMessages } from '../../../shared/math/typed-number.ts';

/*
 * What a student has entered for a question in the exam's formats (#31), before it is sent: an
 * option, a typed value with its unit, or one entry per part of a problem in parts.
 */

/** A typed value and the unit written beside it ('' when there is no unit field or it is empty). */
export interface TypedValue {
  value: string;
  unit: string;
}

/** One part's entry: an option index, a typed value, or nothing yet. */
export type PartDraft = number | TypedValue | null;

export const emptyTyped = (): TypedValue => ({ value: '', unit: '' });

/** What is wrong with a typed value before sending it, in the words the server would use; null when it reads. */
export function typedProblem(value: string): string | null {
  const read = readTypedNumber(value);
  return read.ok ? null : typedNumberMessages[read.reason];
}

/** The value and unit as the student wrote them: "3,5 m/s". */
export function typedText(typed: TypedValue, shownUnit: string | null): string {
  const unit = typed.unit.trim() || (readTypedNumber(typed.value).ok ? (shownUnit ?? '') : '');
  return unit ? `${typed.value.trim()} ${unit}` : typed.value.trim();
}

/** Why a typed answer or part is wrong, as the verdict says it. */
export const missReasonTexts: Record<string, string> = {
  value: 'el valor no es correcto',
  unit: 'el valor está bien, pero la unidad no',
  'missing-unit': 'el valor está bien, pero falta la unidad',
  blank: 'quedó sin responder',
  unreadable: 'no se pudo leer el valor',
};
