/** Words and numbers of the learning loop (#21): the dashboard's cards and the review page, tested alone. */
import { dateFormat } from '../../../shared/domain/es-ar-format.ts';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const exercises = (count: number) => plural(count, 'ejercicio', 'ejercicios');
export const days = (count: number) => plural(count, 'día', 'días');

const timeAr = dateFormat({
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'America/Argentina/Buenos_Aires',
});
const dayMonthAr = dateFormat({ day: 'numeric', month: 'numeric', timeZone: 'UTC' });
const longDayAr = dateFormat({ weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const weekdayAr = dateFormat({ weekday: 'short', timeZone: 'UTC' });

/** '2026-11-30' → '30/11'. */
export const shortDate = (day: string) => dayMonthAr().format(new Date(`${day}T12:00:00Z`));
/** '2026-11-30' → 'lunes 30 de noviembre'. */
export const longDate = (day: string) => longDayAr().format(new Date(`${day}T12:00:00Z`));
/** '2026-11-30' → 'lun'. */
export const weekday = (day: string) =>
  weekdayAr()
    .format(new Date(`${day}T12:00:00Z`))
    .replace('.', '');

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** When an item comes back, as a student says it: "en 10 minutos", "hoy a las 18:40", "en 3 días". */
export function whenBack(dueIso: string, now = new Date()): string {
  const wait = Date.parse(dueIso) - now.getTime();
  if (wait <= MINUTE) return 'ahora';
  if (wait < HOUR) return `en ${plural(Math.round(wait / MINUTE), 'minuto', 'minutos')}`;
  const argentineDay = (time: number) => new Date(time - 3 * HOUR).toISOString().slice(0, 10);
  const today = argentineDay(now.getTime());
  const dueDay = argentineDay(Date.parse(dueIso));
  if (dueDay === today) return `hoy a las ${timeAr().format(new Date(dueIso))}`;
  const inDays = Math.round((Date.parse(`${dueDay}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY);
  if (inDays === 1) return 'mañana';
  return `en ${days(inDays)}`;
}

/** The review card's line about what is left for later. */
export function laterText(
  review: { laterToday: number; nextDue: string | null },
  now = new Date(),
): string | null {
  if (review.laterToday > 0)
    return review.laterToday === 1
      ? `1 ejercicio vuelve ${whenBack(review.nextDue ?? '', now)}.`
      : `${review.laterToday} ejercicios vuelven más tarde hoy; el próximo, ${whenBack(review.nextDue ?? '', now)}.`;
  if (review.nextDue) return `Tu próximo repaso: ${whenBack(review.nextDue, now)}.`;
  return null;
}

export const reasonLabels = {
  debil: 'Para reforzar',
  'sin-practica': 'Sin practicar',
  peso: 'Pesa en el examen',
  repaso: 'Repaso',
} as const;

/** The streak in words, warm and short. */
export function streakText(streak: number, metToday: boolean): string {
  if (streak === 0) return 'Cumplí tu meta hoy para empezar una racha.';
  if (streak === 1)
    return metToday
      ? '¡Primer día de tu racha! Volvé mañana para seguirla.'
      : 'Ayer cumpliste tu meta: cumplí la de hoy para seguir la racha.';
  if (metToday) return `¡${days(streak)} seguidos cumpliendo tu meta!`;
  return `Llevás ${days(streak)} seguidos: cumplí la meta de hoy para no cortar la racha.`;
}

/** The goal's progress as a whole percentage of the bar (never past 100). */
export const goalShare = (done: number, goal: number) =>
  Math.min(100, Math.round((done / Math.max(goal, 1)) * 100));
