import { describe, expect, it } from 'vitest';
import { ratingFor, review } from './scheduler.ts';

const at = new Date('2026-09-01T15:00:00.000Z');
const minutes = (n: number) => new Date(at.getTime() + n * 60_000);

describe('ratingFor', () => {
  it('is Again for any wrong answer, however quick', () => {
    expect(ratingFor({ correct: false, seconds: 5 }, 'facil')).toBe('again');
    expect(ratingFor({ correct: false }, 'dificil')).toBe('again');
  });

  it('is Hard for a right answer past the slow mark of its difficulty, Easy under the quick one', () => {
    expect(ratingFor({ correct: true, seconds: 91 }, 'facil')).toBe('hard');
    expect(ratingFor({ correct: true, seconds: 91 }, 'dificil')).toBe('good');
    expect(ratingFor({ correct: true, seconds: 241 }, 'dificil')).toBe('hard');
    expect(ratingFor({ correct: true, seconds: 10 }, 'medio')).toBe('easy');
  });

  it('is Good for a right answer without a time', () => {
    expect(ratingFor({ correct: true }, 'medio')).toBe('good');
    expect(ratingFor({ correct: true, seconds: 0 }, 'facil')).toBe('good');
  });
});

const DAY = 24 * 60 * 60 * 1000;

describe('review of a template (it returns with other numbers)', () => {
  it('brings a missed item back ten minutes later, and a right answer then moves it out by days', () => {
    const missed = review(undefined, 'again', at, 'variant');
    expect(missed.due).toBe(minutes(10).toISOString());
    expect(missed.reps).toBe(1);
    const right = review(missed, 'good', minutes(12), 'variant');
    expect(Date.parse(right.due) - minutes(12).getTime()).toBeGreaterThanOrEqual(DAY);
  });

  it('takes its own stored state back after a trip through JSON (dates as strings)', () => {
    const stored = JSON.parse(JSON.stringify(review(undefined, 'hard', at, 'variant')));
    const again = review(stored, 'again', minutes(20), 'variant');
    expect(again.due).toBe(minutes(30).toISOString());
    expect(again.last_review).toBe(minutes(20).toISOString());
  });

  it('sends a lapse of a learned item back to relearning, counting the lapse', () => {
    const learned = review(review(undefined, 'again', at, 'variant'), 'good', minutes(11), 'variant');
    const lapse = review(learned, 'again', new Date(Date.parse(learned.due) + 60_000), 'variant');
    expect(lapse.lapses).toBe(1);
    expect(Date.parse(lapse.due) - Date.parse(learned.due)).toBe(11 * 60_000);
  });
});

describe('review of a written exercise (it returns with the same statement)', () => {
  it('brings a miss back the next day, never within the session', () => {
    const missed = review(undefined, 'again', at, 'same');
    expect(Date.parse(missed.due) - at.getTime()).toBe(DAY);
    const slow = review(undefined, 'hard', at, 'same');
    expect(Date.parse(slow.due) - at.getTime()).toBeGreaterThanOrEqual(DAY);
  });

  it('gives a lapse a day too, counting it, and a right answer more days', () => {
    const missed = review(undefined, 'again', at, 'same');
    const right = review(missed, 'good', new Date(missed.due), 'same');
    expect(Date.parse(right.due) - Date.parse(missed.due)).toBeGreaterThan(DAY);
    const lapse = review(right, 'again', new Date(right.due), 'same');
    expect(lapse.lapses).toBe(1);
    expect(Date.parse(lapse.due) - Date.parse(right.due)).toBe(DAY);
  });

  it('moves a card stored in a ten-minute step (before ADR 0078) out by a day at its next answer', () => {
    const stored = review(undefined, 'again', at, 'variant');
    const again = review(stored, 'again', minutes(11), 'same');
    expect(Date.parse(again.due) - minutes(11).getTime()).toBe(DAY);
  });
});
