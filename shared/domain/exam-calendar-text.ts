import { dateFormat } from './es-ar-format.ts';

/** The calendar's dates in words, apart from the calendar so the countdown's bundle does not carry them. */
const dayMonth = dateFormat({ day: 'numeric', month: 'long', timeZone: 'UTC' });
const dayMonthYear = dateFormat({
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const utcDay = (day: string) => new Date(`${day}T12:00:00Z`);

/** "del 22 de febrero al 5 de marzo de 2027" (the year once when both days share it). */
export function dateRangeText(range: { start: string; end: string }): string {
  const sameYear = range.start.slice(0, 4) === range.end.slice(0, 4);
  const start = (sameYear ? dayMonth : dayMonthYear)().format(utcDay(range.start));
  return `del ${start} al ${dayMonthYear().format(utcDay(range.end))}`;
}
