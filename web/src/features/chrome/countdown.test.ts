import { describe, expect, it } from 'vitest';
import { examStartTime, intakes } from '../../../../shared/domain/exam-calendar.ts';
import { aimAt, countdownAt, remainingUntil } from './countdown.ts';

const at = (iso: string) => Date.parse(iso);
const second = 1000;

describe('the countdown', () => {
  it('on 2026-11-24 aims at the next intake’s first exam and names its year', () => {
    const countdown = countdownAt(at('2026-11-24T10:00:00-03:00'));
    expect(countdown?.intake.id).toBe('2027-anticipado');
    expect(new Date(countdown?.target ?? 0).toISOString()).toBe('2026-11-30T11:00:00.000Z');
    expect(countdown?.label).toBe('Ingreso UTN 2027');
  });

  it('keeps the exam day as "today" until the evening, then aims at the following intake', () => {
    const first = intakes[0] as (typeof intakes)[number];
    expect(countdownAt(examStartTime(first) + 3_600_000)?.intake.id).toBe(first.id);
    expect(countdownAt(at('2026-12-01T09:00:00-03:00'))?.intake.id).toBe('2027-verano');
  });

  it('knows nothing after the last intake of the calendar: the bar hides', () => {
    expect(countdownAt(at('2028-06-01T00:00:00-03:00'))).toBeNull();
    expect(countdownAt(0, [])).toBeNull();
  });

  it('splits the time left into days, hours, minutes and seconds, and is over at zero', () => {
    const target = at('2026-11-30T08:00:00-03:00');
    const now = target - (2 * 86_400 + 3 * 3600 + 4 * 60 + 5) * second;
    expect(remainingUntil(target, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(remainingUntil(target, target - 86_400 * second + second)).toEqual({
      days: 0,
      hours: 23,
      minutes: 59,
      seconds: 59,
    });
    expect(remainingUntil(target, target - 999)).toBeNull();
    expect(remainingUntil(target, target + second)).toBeNull();
  });
});

describe('the countdown to the student’s own exam', () => {
  const now = at('2026-11-24T10:00:00-03:00');

  it('aims at 8 a. m. of the day they chose, named after their faculty', () => {
    const aim = aimAt(now, { examDate: '2027-07-01', code: 'FRC' });
    expect(aim?.label).toBe('Tu examen en FRC');
    expect(new Date(aim?.target ?? 0).toISOString()).toBe('2027-07-01T11:00:00.000Z');
    expect(aimAt(now, { examDate: '2027-07-01', code: null })?.label).toBe('Tu examen');
  });

  it('keeps their day until its evening, then shows the calendar as for a visitor', () => {
    expect(aimAt(at('2027-07-01T20:00:00-03:00'), { examDate: '2027-07-01', code: 'FRC' })?.label).toBe(
      'Tu examen en FRC',
    );
    expect(aimAt(at('2027-07-02T09:00:00-03:00'), { examDate: '2027-07-01', code: 'FRC' })).toEqual(
      countdownAt(at('2027-07-02T09:00:00-03:00')),
    );
  });

  it('without a day of their own, is the calendar’s next exam', () => {
    expect(aimAt(now, null)).toEqual(countdownAt(now));
    expect(aimAt(now, { examDate: null, code: 'FRC' })?.label).toBe('Ingreso UTN 2027');
  });
});
