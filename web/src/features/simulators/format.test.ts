import { describe, expect, it } from 'vitest';
import { clock, firstUnanswered, minutes } from './format.ts';

describe('simulator formatting', () => {
  it('shows clocks and minutes', () => {
    expect(clock(65)).toBe('1:05');
    expect(clock(3725)).toBe('1:02:05');
    expect(clock(-3)).toBe('0:00');
    expect(minutes(89)).toBe(1);
    expect(minutes(90)).toBe(2);
  });

  it('resumes at the first unanswered question', () => {
    expect(firstUnanswered(10, [0, 1, 3])).toBe(2);
    expect(firstUnanswered(3, [0, 1, 2])).toBe(2);
  });
});
