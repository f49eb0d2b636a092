import { describe, expect, it } from 'vitest';
import {
  bucketOf,
  type Histogram,
  othersIn,
  percentileIn,
  RANKING_MIN_QUESTIONS,
} from './ranking-histogram.ts';

/** A seeded population of students' totals: varied volume and accuracy, some below the ranking minimum. */
function population(size: number, seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  return Array.from({ length: size }, () => {
    const total = Math.floor(next() * 200);
    return { total, correct: Math.floor(total * next()) };
  });
}

/** The definition, by brute force over every other ranked student. */
function bruteForce(students: { correct: number; total: number }[], index: number): number | null {
  const me = students[index];
  const mine = me && bucketOf(me);
  if (mine === undefined || mine === null) return null;
  const others = students.filter((s, i) => i !== index && bucketOf(s) !== undefined);
  if (others.length === 0) return null;
  const below = others.filter((s) => (bucketOf(s) as number) < mine).length;
  const tied = others.filter((s) => bucketOf(s) === mine).length;
  return Math.round(((below + tied / 2) / others.length) * 100);
}

describe('percentileIn', () => {
  it('matches the brute-force definition on a synthetic population of 2,000 students', () => {
    const students = population(2_000, 42);
    const histogram: Histogram = {};
    for (const student of students) {
      const bucket = bucketOf(student);
      if (bucket !== undefined) histogram[bucket] = (histogram[bucket] ?? 0) + 1;
    }
    students.forEach((student, index) => {
      expect(percentileIn(histogram, bucketOf(student)), `student ${index}`).toBe(
        bruteForce(students, index),
      );
    });
  });

  it('puts the best student at 100, the worst at 0 and the median near 50', () => {
    const histogram: Histogram = { 10: 1, 50: 1, 90: 1 };
    expect(percentileIn(histogram, 90)).toBe(100);
    expect(percentileIn(histogram, 10)).toBe(0);
    expect(percentileIn(histogram, 50)).toBe(50);
  });

  it('has nothing to say for an unranked student or one alone in the ranking', () => {
    expect(percentileIn({ 70: 5 }, undefined)).toBeNull();
    expect(percentileIn({ 70: 1 }, 70)).toBeNull();
  });
});

describe('bucketOf', () => {
  it(`ranks from ${RANKING_MIN_QUESTIONS} answers, in whole percent`, () => {
    expect(bucketOf({ correct: 9, total: RANKING_MIN_QUESTIONS - 1 })).toBeUndefined();
    expect(bucketOf({ correct: 2, total: 3 * RANKING_MIN_QUESTIONS })).toBe(6);
    expect(bucketOf({ correct: 10, total: 10 })).toBe(100);
  });
});

describe('othersIn', () => {
  it('counts every ranked student but the one asking', () => {
    expect(othersIn({ 10: 2, 55: 1, 90: 3 }, 55)).toBe(5);
    expect(othersIn({ 70: 1 }, 70)).toBe(0);
  });

  it('counts everybody for a student who is not ranked yet, and ignores empty buckets', () => {
    expect(othersIn({ 10: 2, 55: 0, 90: 3 }, undefined)).toBe(5);
    expect(othersIn({}, 40)).toBe(0);
  });
});
