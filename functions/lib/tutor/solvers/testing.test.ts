import { describe, expect, it } from 'vitest';
import { answerLine, answerNumbers, fraction, random, signed } from './testing.ts';

const reply =
  '## Título\n\n**Datos:** m = 2 kg.\n\n1. Paso.\n\n**F = 1.500,5 N y a = −2 m/s²**\n\n¿Se entiende?';

describe('solver test helpers', () => {
  it('reads the bold answer and its numbers, not the data line', () => {
    expect(answerLine(reply)).toBe('F = 1.500,5 N y a = −2 m/s²');
    expect(answerNumbers(reply)).toEqual([1500.5, -2]);
    expect(answerLine('## Sin respuesta\n\n**Datos:** nada.')).toBe('');
  });

  it('writes and reads the numbers the exams use', () => {
    expect([signed(3), signed(-3), signed(0)]).toEqual(['+ 3', '− 3', '+ 0']);
    expect([fraction('7'), fraction('-3/2')]).toEqual([7, -1.5]);
  });

  it('draws the same numbers from the same seed', () => {
    const [a, b] = [random(42), random(42)];
    const draws = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(draws);
    expect(draws.every((x) => x >= 0 && x < 1)).toBe(true);
  });
});
