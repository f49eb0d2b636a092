import { describe, expect, it } from 'vitest';
import { foldText } from '../text.ts';
import { numberParts } from './number-parts.ts';
import { random } from './testing.ts';
import { solveWordEquation } from './word-equations.ts';

describe('a number and its parts', () => {
  it.each([
    ['Un número más su mitad más su tercera parte es 55. ¿Cuál es el número?', 'El número es 30'],
    ['El doble de un número menos su cuarta parte es 21. Hallar el número.', 'El número es 12'],
    ['Un número, su doble y su triple suman 84. ¿Cuál es el número?', 'El número es 14'],
    ['Un número más su mitad más 6 es 21. ¿Cuál es el número?', 'El número es 10'],
    ['Las dos terceras partes de un número más 5 es igual a 17. ¿Cuál es el número?', 'El número es 18'],
  ])('%s', (statement, expected) => {
    const reply = solveWordEquation(statement);

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(`**${expected}**`);
  });

  it.each([
    // Another thing asked than the number.
    'Un número más su mitad más su tercera parte es 55. ¿Cuál es su doble?',
    // A square: not a sum of parts.
    'Un número más su cuadrado es 30. ¿Cuál es el número?',
    // «aumentado en» may group either way.
    'El triple de un número aumentado en 5 es 26. ¿Cuál es el número?',
  ])('leaves alone «%s»', (statement) => {
    expect(numberParts(foldText(statement))).toBeUndefined();
  });

  it('finds a number that the sentence gives back (seeded)', () => {
    const next = random(32_2004);
    const parts = [
      ['su mitad', 1 / 2],
      ['su tercera parte', 1 / 3],
      ['su cuarta parte', 1 / 4],
      ['su doble', 2],
      ['su triple', 3],
    ] as const;
    for (let i = 0; i < 40; i++) {
      const x = 12 * (1 + Math.floor(next() * 20));
      const [phrase, factor] = parts[Math.floor(next() * parts.length)] ?? parts[0];
      const total = x + factor * x;
      const reply = numberParts(foldText(`Un número más ${phrase} es ${total}. ¿Cuál es el número?`));

      expect(reply?.answer).toBe(`**El número es ${x}**`);
    }
  });
});
