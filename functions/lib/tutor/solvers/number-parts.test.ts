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
    // Another quantity of the number asked.
    [
      'Un número más su mitad más su tercera parte es 55. ¿Cuál es la mitad de ese número?',
      'La mitad del número es 15',
    ],
    ['Un número más su triple es 48. ¿Cuánto es el doble del número?', 'El doble del número es 24'],
    [
      'La suma de un número y su mitad es 36. ¿Cuál es la diferencia entre el número y su mitad?',
      'La diferencia entre el número y su mitad es 12',
    ],
    [
      'Un número menos su cuarta parte es 30. ¿Cuál es la suma del número y su doble?',
      'La suma entre el número y su doble es 120',
    ],
    // «disminuido en su quinta parte», «aumentado en su mitad» after the number alone.
    ['Un número disminuido en su quinta parte es 48. ¿Cuál es el número?', 'El número es 60'],
    ['Un número aumentado en su mitad da 27. ¿Cuál es el número?', 'El número es 18'],
    // A multiple of a sum or a difference.
    ['El doble de la suma de un número y 4 es 30. ¿Cuál es el número?', 'El número es 11'],
    ['El triple de la diferencia entre un número y 5 es 21. Hallar el número.', 'El número es 12'],
    [
      'La mitad de la suma de un número y 10 es 13. ¿Cuál es el triple de ese número?',
      'El triple del número es 48',
    ],
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
    'El doble de un número disminuido en su mitad es 30. ¿Cuál es el número?',
    // A difference whose order is not said.
    'Un número más su mitad es 36. ¿Cuál es la diferencia entre el número y su doble?',
    // A multiple of a sum with another number asked.
    'El doble de la suma de un número y 4 es 30. ¿Cuál es el número siguiente?',
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
