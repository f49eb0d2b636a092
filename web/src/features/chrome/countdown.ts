import { examStartTime, type Intake, intakes } from '../../../../shared/domain/exam-calendar.ts';

/** The first exam day stays "Comienza hoy" until its evening; the next morning the bar aims further. */
const SAME_DAY_MS = 14 * 3_600_000;

export interface Countdown {
  intake: Intake;
  target: number;
  label: string;
}

/** What the bar counts down to at `now`: the next intake's first exam; null when none is known. */
export function countdownAt(now: number, calendar: readonly Intake[] = intakes): Countdown | null {
  const intake = [...calendar]
    .sort((a, b) => examStartTime(a) - examStartTime(b))
    .find((candidate) => examStartTime(candidate) + SAME_DAY_MS > now);
  return intake ? { intake, target: examStartTime(intake), label: `Ingreso UTN ${intake.entryYear}` } : null;
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
