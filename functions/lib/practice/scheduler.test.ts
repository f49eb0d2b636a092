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

describe('review', () => {
  it('brings a missed item back ten minutes later, and a right answer then moves it out by days', () => {
    const missed = review(undefined, 'again', at);
    expect(missed.due).toBe(minutes(10).toISOString());
    expect(missed.reps).toBe(1);
    const right = review(missed, 'good', minutes(12));
    expect(Date.parse(right.due) - minutes(12).getTime()).toBeGreaterThanOrEqual(24 * 60 * 60 * 1000);
  });

  it('takes its own stored state back after a trip through JSON (dates as strings)', () => {
    const stored = JSON.parse(JSON.stringify(review(undefined, 'hard', at)));
    const again = review(stored, 'again', minutes(20));
    expect(again.due).toBe(minutes(30).toISOString());
    expect(again.last_review).toBe(minutes(20).toISOString());
  });

  it('sends a lapse of a learned item back to relearning, counting the lapse', () => {
    const learned = review(review(undefined, 'again', at), 'good', minutes(11));
    const lapse = review(learned, 'again', new Date(Date.parse(learned.due) + 60_000));
    expect(lapse.lapses).toBe(1);
    expect(Date.parse(lapse.due) - Date.parse(learned.due)).toBe(11 * 60_000);
  });
});
