/** Argentina keeps UTC−3 all year; a study day runs from midnight to midnight there. */
const ARGENTINA_OFFSET_MS = -3 * 60 * 60 * 1000;
/** Seconds after UTC midnight when an Argentine day starts (03:00 UTC). */
export const ARGENTINE_DAY_START_SECONDS = -ARGENTINA_OFFSET_MS / 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** 'YYYY-MM-DD' of the Argentine day an instant falls in. */
export function studyDay(at: Date | string): string {
  const time = typeof at === 'string' ? Date.parse(at) : at.getTime();
  return new Date(time + ARGENTINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The `count` study days ending with the one `now` falls in, oldest first. */
export function lastDays(now: Date, count: number): string[] {
  const today = Date.parse(`${studyDay(now)}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) =>
    new Date(today - (count - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
}
