import { describe, expect, it } from 'vitest';
import { typedProblem, typedText } from './typed-answer.ts';

describe('a typed answer before it is sent', () => {
  it('reads the decimal comma and point, and says what it cannot read in the server’s words', () => {
    expect(typedProblem('3,5')).toBeNull();
    expect(typedProblem('-0.25')).toBeNull();
    expect(typedProblem('2/3')).toBeNull();
    expect(typedProblem('')).toBe('Escribí tu respuesta.');
    expect(typedProblem('1.500')).toMatch(/^No sabemos si ese punto/);
    expect(typedProblem('tres')).toMatch(/^No entendimos ese número/);
  });

  it('reads back as the student wrote it, with the unit beside it', () => {
    expect(typedText({ value: ' 3,5 ', unit: 'm/s' }, null)).toBe('3,5 m/s');
    expect(typedText({ value: '20', unit: '' }, 'km/h')).toBe('20 km/h');
    expect(typedText({ value: '20', unit: '' }, null)).toBe('20');
  });
});
