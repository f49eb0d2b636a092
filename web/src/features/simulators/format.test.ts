import { describe, expect, it } from 'vitest';
import { clock, explanationParts, firstUnanswered, minutes, optionLetter } from './format.ts';

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

  it('splits an explanation into its steps and its result', () => {
    expect(explanationParts('PASO 1: Despejá $x$.\nPASO 2: Dividí por 2.\nRESULTADO: $x = 3$')).toEqual({
      steps: ['Despejá $x$.', 'Dividí por 2.'],
      result: '$x = 3$',
    });
    expect(explanationParts('Una sola línea.\n\n')).toEqual({ steps: ['Una sola línea.'], result: null });
  });

  it('letters the options', () => {
    expect([0, 1, 4].map(optionLetter)).toEqual(['A', 'B', 'E']);
  });
});
