import {
  examDayStart,
  examStartTime,
  type Intake,
  intakes,
} from '../../../../shared/domain/exam-calendar.ts';

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

/** What the bar aims at: an intake of the calendar, or the student's own exam day. */
export type Aim = Pick<Countdown, 'target' | 'label'>;

/** The student's exam as the browser keeps it: only what the bar needs. */
export interface OwnExam {
  examDate: string | null;
  code: string | null;
}

/**
 * The student's own exam day while it is ahead (the same day's evening included), named after their
 * faculty; otherwise, as for a visitor, the calendar's next intake.
 */
export function aimAt(now: number, own: OwnExam | null, calendar: readonly Intake[] = intakes): Aim | null {
  if (own?.examDate) {
    const target = examDayStart(own.examDate);
    if (target + SAME_DAY_MS > now)
      return { target, label: own.code ? `Tu examen en ${own.code}` : 'Tu examen' };
  }
  return countdownAt(now, calendar);
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
