import { dateFormat } from './es-ar-format.ts';

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

const wallClock = dateFormat({
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'America/Argentina/Buenos_Aires',
});

/** "15:47": the time of day in Argentina an instant falls at. */
export function argentineClock(at: Date | string): string {
  return wallClock().format(typeof at === 'string' ? new Date(at) : at);
}

const longDate = dateFormat({
  dateStyle: 'long',
  timeZone: 'America/Argentina/Buenos_Aires',
});

/** "27 de noviembre de 2026": the Argentine date an instant falls on. */
export function argentineLongDate(at: Date | string): string {
  return longDate().format(typeof at === 'string' ? new Date(at) : at);
}
