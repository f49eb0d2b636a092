import { describe, expect, it } from 'vitest';
import { RANKING_MIN_QUESTIONS } from './levels.ts';
import { PERCENTILE_MIN_OTHERS, PERCENTILE_MIN_QUESTIONS, percentileOf, rankingStanding } from './ranking.ts';

describe('rankingStanding', () => {
  it('asks for more answers before anything else, counting down to the minimum', () => {
    expect(rankingStanding(0, 500, null)).toEqual({
      status: 'needs-answers',
      missingAnswers: PERCENTILE_MIN_QUESTIONS,
    });
    // The reported case: 11 answers and a single rival gave "mejor que el 100%".
    expect(rankingStanding(11, 1, 100)).toEqual({
      status: 'needs-answers',
      missingAnswers: PERCENTILE_MIN_QUESTIONS - 11,
    });
    expect(rankingStanding(PERCENTILE_MIN_QUESTIONS - 1, 500, 80)).toEqual({
      status: 'needs-answers',
      missingAnswers: 1,
    });
  });

  it('says the ranking is still small while there are few others to compare with', () => {
    expect(rankingStanding(PERCENTILE_MIN_QUESTIONS, PERCENTILE_MIN_OTHERS - 1, 100)).toEqual({
      status: 'few-students',
    });
    expect(rankingStanding(200, 0, null)).toEqual({ status: 'few-students' });
  });

  it('gives the percentile with enough answers and enough students', () => {
    expect(rankingStanding(PERCENTILE_MIN_QUESTIONS, PERCENTILE_MIN_OTHERS, 72)).toEqual({
      status: 'ranked',
      percentile: 72,
    });
  });

  it('never asks for fewer answers than it takes to be in the ranking at all', () => {
    expect(PERCENTILE_MIN_QUESTIONS).toBeGreaterThanOrEqual(RANKING_MIN_QUESTIONS);
  });
});

describe('percentileOf', () => {
  it('is the number only when the student is ranked', () => {
    expect(percentileOf({ status: 'ranked', percentile: 0 })).toBe(0);
    expect(percentileOf({ status: 'few-students' })).toBeNull();
    expect(percentileOf({ status: 'needs-answers', missingAnswers: 3 })).toBeNull();
  });
});
