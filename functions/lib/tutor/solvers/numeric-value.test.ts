import { describe, expect, it } from 'vitest';
import { parseNumber } from './numbers.ts';
import { solveNumericValue } from './numeric-value.ts';
import { expectCertain, random } from './testing.ts';

describe('solveNumericValue', () => {
  it.each([
    ['Calcular el valor numérico de 3x² − 2x + 1 para x = −2', 'Valor numérico: 17'],
    ['Hallar el valor numérico de la expresión 3x² − 2x + 1 cuando x = −2', 'Valor numérico: 17'],
    ['Calcular el valor numérico de P(x) = 3x² − 2x + 1 en x = −2', 'Valor numérico: 17'],
    ['Hallar el valor numérico de (x² − 1)/(x + 3) cuando x = 1/2', 'Valor numérico: -3/14 ≈ -0,2143'],
    ['Calcular el valor numérico de 2x³ − x para x = 0,5', 'Valor numérico: -1/4 = -0,25'],
  ])('%s', (statement, expected) => {
    expectCertain(solveNumericValue(statement), `**${expected}**`);
  });

  it('says a quotient has no value where its denominator vanishes', () => {
    expectCertain(
      solveNumericValue('Hallar el valor numérico de (x² − 1)/(x + 3) cuando x = −3'),
      'el denominador se anula',
    );
  });

  it.each([
    'Calcular el valor numérico de 2a + 3b para a = 1',
    'Calcular el valor numérico de P(x) = x³ − 2x para x = 2 y el resto de dividirlo por x − 1',
    // Two points, or a number made of the values: more than one value asked.
    'Calcular el valor numérico de P(x) = x² − 3x + 2 para x = 2 y x = 1. ¿Qué se puede decir de esos valores?',
    'Calcular el doble del valor numérico de P(x) = x² − 3x + 2 para x = 3.',
  ])('leaves alone «%s»', (statement) => {
    expect(solveNumericValue(statement)).toBeUndefined();
  });

  it('agrees with the polynomial evaluated term by term (seeded)', () => {
    const next = random(32_2003);
    for (let i = 0; i < 40; i++) {
      const [a, b, c] = [1 + Math.floor(next() * 6), Math.floor(next() * 9) - 4, Math.floor(next() * 11) - 5];
      const x = Math.floor(next() * 9) - 4;
      const reply = solveNumericValue(
        `Calcular el valor numérico de ${a}x² ${b < 0 ? '−' : '+'} ${Math.abs(b)}x ${c < 0 ? '−' : '+'} ${Math.abs(c)} para x = ${x}`,
      );
      const [, sign, digits] = /Valor numérico: (-?)([\d.,]+)/.exec(reply?.text ?? '') ?? [];
      const found = (sign ? -1 : 1) * parseNumber(digits ?? 'NaN');

      expect(reply?.certain).toBe(true);
      expect(found).toBe(a * x * x + b * x + c);
    }
  });
});

describe('solveNumericValue: an expression in several letters, each given a value', () => {
  it.each([
    // 2·1 + 3·2 = 8.
    ['Calcular el valor numérico de 2a + 3b para a = 1 y b = 2', '**Valor numérico: 8**'],
    // 3·2² − 2·2·(−1) = 12 + 4 = 16.
    ['El valor numérico de 3a² − 2ab para a = 2 y b = −1 es:', '**Valor numérico: 16**'],
    // (−1)³ − 2·3 + 4 = −1 − 6 + 4 = −3.
    ['Hallá el valor numérico de a³ − 2b + c cuando a = −1, b = 3 y c = 4.', '**Valor numérico: -3**'],
    // (5 + 3)/(5 − 3) = 4.
    ['Calcular el valor numérico de (m + n)/(m − n) si m = 5 y n = 3.', '**Valor numérico: 4**'],
  ])('%s', (problem, expected) => {
    const reply = solveNumericValue(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it.each([
    // A letter without a value, a value for no letter, a denominator that vanishes.
    'Calcular el valor numérico de 3a² − 2ab para a = 2.',
    'Calcular el valor numérico de 3a² − 2ab + c para a = 2 y b = −1.',
    'Calcular el valor numérico de 3a² para a = 2 y b = −1.',
    'Calcular el valor numérico de (m + n)/(m − n) si m = 3 y n = 3.',
  ])('declines %s', (problem) => {
    expect(solveNumericValue(problem)?.certain).not.toBe(true);
  });
});
