import { describe, expect, it } from 'vitest';
import { clock, counted, duration, explanationParts, firstUnanswered, optionLetter } from './format.ts';

describe('simulator formatting', () => {
  it('shows clocks', () => {
    expect(clock(65)).toBe('1:05');
    expect(clock(3725)).toBe('1:02:05');
    expect(clock(-3)).toBe('0:00');
  });

  it('says time spent in minutes and seconds', () => {
    expect(duration(725)).toBe('12 min 05 s');
    expect(duration(60)).toBe('1 min 00 s');
    expect(duration(45)).toBe('45 s');
    expect(duration(0)).toBe('0 s');
    expect(duration(3725)).toBe('1 h 02 min 05 s');
  });

  it('counts with the noun in its number', () => {
    expect(counted(1, 'incorrecta', 'incorrectas')).toBe('1 incorrecta');
    expect(counted(0, 'incorrecta', 'incorrectas')).toBe('0 incorrectas');
    expect(counted(10, 'pregunta', 'preguntas')).toBe('10 preguntas');
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
