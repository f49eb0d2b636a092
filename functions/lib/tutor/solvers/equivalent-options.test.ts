import { describe, expect, it } from 'vitest';
import { solveExpressionOptions } from './equivalent-options.ts';

const withOptions = (statement: string, options: readonly string[]) =>
  [statement, ...options.map((option, i) => `${'ABCDE'[i]}) ${option}`)].join('\n');
const NONE = 'Ninguna respuesta anterior es correcta';

describe('which option equals an expression', () => {
  it('computes a number with powers, a negative exponent and an absolute value', () => {
    const reply = solveExpressionOptions(
      withOptions('Señale la opción correcta. El resultado de (−3)^2 − 2^3 · (1/2)^(−2) + |−7| es:', [
        '−16',
        '48',
        '−32',
        '16',
        NONE,
      ]),
    );
    expect(reply?.certain).toBe(true);
    expect(reply?.option).toBe('A');
    expect(reply?.text).toContain('**A) −16**');
  });

  it('rationalizes a denominator by weighing each option’s value', () => {
    const reply = solveExpressionOptions(
      withOptions('2) Racionalizar el denominador: 6/(√5 + 1) =', [
        '6(√5 − 1)/4',
        '3(√5 − 1)/2',
        '3(√5 + 1)/2',
        '(√5 − 1)/4',
        NONE,
      ]),
    );
    // 6(√5 − 1)/4 and 3(√5 − 1)/2 are the same number: two options right is no answer.
    expect(reply).toBeUndefined();
    const one = solveExpressionOptions(
      withOptions('Racionalizar el denominador: 6/(√5 + 1) =', [
        '6(√5 + 1)/4',
        '3(√5 − 1)/2',
        '3(√5 + 1)/2',
        NONE,
      ]),
    );
    expect(one?.option).toBe('B');
    expect(one?.text).toContain('≈ 1,8541');
  });

  it('simplifies powers of letters and a quotient of algebraic fractions', () => {
    const powers = solveExpressionOptions(
      withOptions('Siendo x ≠ 0 e y ≠ 0, la expresión (x² · y⁻³)³ / (x⁵ · y⁻⁸) es equivalente a:', [
        'x/y',
        'x · y',
        'x^11 · y^(−17)',
        'x/y^17',
        NONE,
      ]),
    );
    expect(powers?.certain).toBe(true);
    expect(powers?.option).toBe('A');
    const quotient = solveExpressionOptions(
      withOptions(
        'Para los valores de x en que está definida, la expresión\n(x^2 − 4)/(x^2 − 4x + 4) : (x + 2)/(5x − 10)\nes igual a:',
        ['5', '1/5', '5(x − 2)', '(x + 2)/(x − 2)', NONE],
      ),
    );
    expect(quotient?.option).toBe('A');
  });

  it('chooses «ninguna» when no option is the value', () => {
    const reply = solveExpressionOptions(
      withOptions('El resultado de 2^3 − 3^2 es:', ['1', '17', '−17', NONE]),
    );
    expect(reply?.option).toBe('D');
  });

  it.each([
    [
      'no option is the value and none says «ninguna»',
      withOptions('El resultado de 2^3 − 3^2 es:', ['1', '17', '−17']),
    ],
    [
      'a datum outside the expression',
      withOptions('Si a = 2, el resultado de 2^3 − 3^2 es:', ['−1', '1', '17', NONE]),
    ],
    [
      'the option that is not equivalent is asked',
      withOptions('¿Cuál de las siguientes no es equivalente a la expresión (x + 1)^2?', [
        'x^2 + 2x + 1',
        '(x + 1)(x + 1)',
        'x^2 + 1',
      ]),
    ],
    [
      'options that are intervals',
      withOptions('El resultado de 2^3 − 3^2 es:', ['(−1, 3)', '[0, 2]', '(−∞, 1)', NONE]),
    ],
    [
      'an option in a letter the expression does not have',
      withOptions('La expresión (a^2 · a^3) es equivalente a:', ['a^5', 'b^5', 'a^6']),
    ],
  ])('declines: %s', (_, problem) => {
    expect(solveExpressionOptions(problem)).toBeUndefined();
  });

  it('finds the power of a product of powers among shuffled options (property)', () => {
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let trial = 0; trial < 40; trial++) {
      const [p, q, r, s, k] = [next(5) + 1, next(5) + 1, next(5) + 1, next(5) + 1, next(3) + 2];
      const a = p * k - r;
      const b = -q * k + s;
      const right = `a^(${a}) · b^(${b})`;
      const wrong = [
        `a^(${a + 1}) · b^(${b})`,
        `a^(${a}) · b^(${-b || 1})`,
        `a^(${p + k - r}) · b^(${b - 1})`,
      ];
      const place = next(4);
      const options = [...wrong];
      options.splice(place, 0, right);
      const reply = solveExpressionOptions(
        withOptions(
          `Siendo a ≠ 0 y b ≠ 0, la expresión (a^${p} · b^(−${q}))^${k} / (a^${r} · b^(−${s})) es equivalente a:`,
          [...options, NONE],
        ),
      );
      expect(reply?.option, `${p} ${q} ${r} ${s} ${k}`).toBe('ABCD'[place]);
    }
  });
});
