import { describe, expect, it } from 'vitest';
import { countdownTarget, DEFAULT_COUNTDOWN_TARGET, remainingUntil, yearInArgentina } from './countdown.ts';

const target = Date.parse(DEFAULT_COUNTDOWN_TARGET);
const second = 1000;

describe('the countdown', () => {
  it('aims at 2025-12-01 12:00 in Argentina unless the build says otherwise', () => {
    expect(new Date(countdownTarget).toISOString()).toBe('2025-12-01T15:00:00.000Z');
  });

  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = target - (2 * 86_400 + 3 * 3600 + 4 * 60 + 5) * second;
    expect(remainingUntil(target, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
  });

  it('counts whole seconds down, one tick at a time', () => {
    expect(remainingUntil(target, target - 86_400 * second)).toEqual({
      days: 1,
      hours: 0,
      minutes: 0,
      seconds: 0,
    });
    expect(remainingUntil(target, target - 86_400 * second + 1 * second)).toEqual({
      days: 0,
      hours: 23,
      minutes: 59,
      seconds: 59,
    });
    expect(remainingUntil(target, target - 1500)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
  });

  it('is over at zero and after it', () => {
    expect(remainingUntil(target, target - 999)).toBeNull();
    expect(remainingUntil(target, target)).toBeNull();
    expect(remainingUntil(target, target + 86_400 * second)).toBeNull();
  });

  it('names the year of its target, as the calendar reads in Argentina', () => {
    expect(yearInArgentina(countdownTarget)).toBe(2025);
    expect(yearInArgentina(Date.parse('2026-11-30T12:00:00-03:00'))).toBe(2026);
    // New Year's Eve at 22:00 in Argentina is already 1 January in UTC.
    expect(yearInArgentina(Date.parse('2026-12-31T22:00:00-03:00'))).toBe(2026);
    expect(yearInArgentina(Date.parse('2027-01-01T00:30:00-03:00'))).toBe(2027);
  });
});
