import { parseExplanation } from '../../../../shared/content/text-format.ts';
import { numberFormat } from '../../../../shared/domain/es-ar-format.ts';
/** Minutes and seconds of a countdown: 600 → "10:00", 59 → "0:59". */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** Moments the countdown is read out to screen readers: few, so it never talks over the questions. */
const announcements: [seconds: number, text: string][] = [
  [0, 'Se terminó el tiempo.'],
  [60, 'Te queda 1 minuto.'],
  [300, 'Te quedan 5 minutos.'],
];

/**
 * The announcement for the latest moment passed, given the seconds left now. `null` before the first
 * one: nothing is said while there is plenty of time.
 */
export function timeAnnouncement(secondsLeft: number, totalSeconds: number): string | null {
  const due = announcements.find(([at]) => secondsLeft <= at && at < totalSeconds);
  return due ? due[1] : null;
}

const numbers = numberFormat({ maximumFractionDigits: 1 });

const points = (value: number) => `${numbers().format(value)} ${value === 1 ? 'punto' : 'puntos'}`;

/** What a trial's score means for the real exam, whose pass mark is 4/10. */
export function passMessage(results: { passes: boolean; marginToPass: number }): string {
  if (results.passes && results.marginToPass > 0)
    return `Con este resultado aprobarías: la nota mínima del examen es 4/10 y la superaste por ${points(results.marginToPass)}.`;
  if (results.passes) return 'Con este resultado aprobarías justo: la nota mínima del examen es 4/10.';
  const missing = -results.marginToPass;
  return `Todavía no alcanza: la nota mínima del examen es 4/10 y te ${missing === 1 ? 'falta' : 'faltan'} ${points(missing)}. Con práctica se llega.`;
}

export const gradeText = (grade: number) => `${numbers().format(grade)}/10`;

/** A step-by-step explanation as its steps and its result. */
export const explanationParts = parseExplanation;

export const optionLetter = (index: number) => String.fromCharCode(65 + index);
