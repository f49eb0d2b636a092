import { dateFormat } from '../../../../shared/domain/es-ar-format.ts';

/** Wording the charts share: days, counts, and how a value sits against a mark. */

function localDate(iso: string): Date {
  const [year, month, day] = iso.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1);
}

/** 'YYYY-MM-DD' of a local calendar day. */
function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The last `count` calendar days up to `today`, oldest first, without practice. */
export function blankDays(today: Date, count: number) {
  return Array.from({ length: count }, (_, index) => {
    const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (count - 1 - index));
    return { date: isoDay(day), accuracy: 0, totalQuestions: 0 };
  });
}

const shortWeekday = dateFormat({ weekday: 'short' });
const weekdayAndDay = dateFormat({ weekday: 'long', day: 'numeric', month: 'long' });

/** The weekday ("lun") and the day of the month ("12/5") of a study day 'YYYY-MM-DD'. */
export function dayParts(iso: string): { weekday: string; date: string } {
  const date = localDate(iso);
  const weekday = shortWeekday().format(date).replace('.', '');
  return { weekday, date: `${date.getDate()}/${date.getMonth() + 1}` };
}

/** "lunes, 12 de mayo", for the table a screen reader reads. */
export function longDay(iso: string): string {
  return weekdayAndDay().format(localDate(iso));
}

export function questionsText(count: number): string {
  return `${count} ${count === 1 ? 'pregunta' : 'preguntas'}`;
}

/** A share 0–100 kept inside the scale, for drawing. */
export const clampShare = (value: number): number =>
  Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0));

/** "Arriba del 4" / "Debajo del 4": where a value sits against a mark, in words, not only by position. */
export function markText(value: number, mark: { value: number; label: string }): string {
  return value >= mark.value ? `Arriba del ${mark.label}` : `Debajo del ${mark.label}`;
}
