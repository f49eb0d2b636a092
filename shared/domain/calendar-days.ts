/**
 * Arithmetic on Argentine study days ('YYYY-MM-DD', see study-days.ts): Argentina keeps UTC−3 all year,
 * so a day is a fixed 24 hours and a date string can be moved with UTC arithmetic.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

const dayTime = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The day `count` days after `day` (before it when negative). */
export function addDays(day: string, count: number): string {
  return new Date(dayTime(day) + count * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return Math.round((dayTime(to) - dayTime(from)) / DAY_MS);
}

/** 0 for Monday … 6 for Sunday: Argentine weeks start on Monday. */
export function weekdayOf(day: string): number {
  return (new Date(dayTime(day)).getUTCDay() + 6) % 7;
}

/** The Monday of the week `day` falls in. */
export function mondayOf(day: string): string {
  return addDays(day, -weekdayOf(day));
}

/** The instant an Argentine day starts (00:00 at UTC−3). */
export function dayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00-03:00`));
}

/** The instant an Argentine day ends (the next day's 00:00 at UTC−3). */
export function dayEnd(day: string): Date {
  return dayStart(addDays(day, 1));
}

/** The hour (0–23) it is in Argentina at `at`. */
export function argentineHour(at: Date): number {
  return new Date(at.getTime() - 3 * 60 * 60 * 1000).getUTCHours();
}
