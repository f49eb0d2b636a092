import { describe, expect, it } from 'vitest';
import { formatStudyTime } from './study-time.ts';

describe('formatStudyTime', () => {
  it.each([
    [0, '0 min'],
    [-5, '0 min'],
    [Number.NaN, '0 min'],
    [1, 'menos de 1 min'],
    [59, 'menos de 1 min'],
    [60, '1 min'],
    [12 * 60 + 59, '12 min'],
    [3_599, '59 min'],
    [3_600, '1 h'],
    [3_900, '1 h 5 min'],
    [10 * 3_600 + 59 * 60 + 59, '10 h 59 min'],
    [1_234 * 3_600, '1.234 h'],
  ])('%d s → %s', (seconds, text) => {
    expect(formatStudyTime(seconds)).toBe(text);
  });

  it('never reads zero after some study', () => {
    for (let seconds = 1; seconds < 7_200; seconds++) expect(formatStudyTime(seconds)).not.toMatch(/^0/);
  });
});
