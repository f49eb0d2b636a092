/** 2025-12-01 12:00 in Argentina (UTC-3); a build can point it elsewhere with VITE_COUNTDOWN_TARGET. */
export const DEFAULT_COUNTDOWN_TARGET = '2025-12-01T12:00:00-03:00';

export const countdownTarget: number = Date.parse(
  import.meta.env.VITE_COUNTDOWN_TARGET || DEFAULT_COUNTDOWN_TARGET,
);

const argentineYear = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Argentina/Buenos_Aires',
  year: 'numeric',
});

/** The calendar year in Argentina at `time`, whatever the clock's time zone: the exam's year. */
export function yearInArgentina(time: number): number {
  return Number(argentineYear.formatToParts(time).find((part) => part.type === 'year')?.value);
}

export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole days, hours, minutes and seconds left until `target`; null once it is reached. */
export function remainingUntil(target: number, now: number): Remaining | null {
  const total = Math.floor((target - now) / 1000);
  if (total <= 0) return null;
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}
