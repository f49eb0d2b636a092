import { describe, expect, it } from 'vitest';
import { solvePolynomialDivision } from './polynomial-division.ts';
import { solvePolynomialRoots } from './polynomial-roots.ts';

/** P(x) = x³ + ax² + bx + c at x. */
const cubic = (a: number, b: number, c: number, x: number) => x ** 3 + a * x ** 2 + b * x + c;

describe('two coefficients from one divisor and one remainder', () => {
  it('reads each divisor with its own condition, in either order', () => {
    const both = solvePolynomialDivision(
      'Sea P(x) = x³ + ax² + bx − 8. Se sabe que P(x) es divisible por (x − 2) y que el resto de dividirlo por (x + 1) es −18. Determine los valores de a y b.',
    );
    expect(both?.certain).toBe(true);
    expect(both?.text).toContain('**a = -3; b = 6**');
    const reversed = solvePolynomialDivision(
      'Hallar a y b sabiendo que el resto de dividir P(x) = x³ + ax² + bx − 8 por (x + 1) es −18 y que P(x) es divisible por (x − 2).',
    );
    expect(reversed?.text).toContain('**a = -3; b = 6**');
  });

  it('reads «da resto» after the divisor and a list of divisors with one condition', () => {
    expect(
      solvePolynomialDivision(
        'Determine a y b para que P(x) = x³ + ax² + bx + 4 sea divisible por (x − 1) y al dividirlo por (x − 2) dé resto 6.',
      )?.text,
    ).toContain('**a = 2; b = -7**');
    expect(
      solvePolynomialDivision(
        'Dado el polinomio P(x) = x³ + ax² + bx + 6, determine a y b sabiendo que P(x) es divisible por (x − 1) y por (x + 2).',
      )?.text,
    ).toContain('**a = -2; b = -5**');
  });

  it('leaves a divisor without a condition of its own unanswered', () => {
    const reply = solvePolynomialDivision(
      'Sea P(x) = x³ + ax² + bx − 8, con (x − 2) y (x + 1) dados. Determine los valores de a y b.',
    );
    expect(reply?.certain ?? false).toBe(false);
  });

  it('finds the coefficients a divisor and a remainder were built from (seeded)', () => {
    let seed = 29;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return (seed % n) - Math.floor(n / 2);
    };
    const divisor = (r: number) => (r < 0 ? `(x + ${-r})` : `(x − ${r})`);
    const number = (v: number) => (v < 0 ? `−${-v}` : String(v));
    for (let i = 0; i < 40; i++) {
      const [a, b] = [next(13), next(13)];
      const r1 = next(7) || 3;
      const r2 = next(7) || -4;
      if (r1 === r2) continue;
      // c makes P divisible by (x − r1); the remainder by (x − r2) is what P leaves there.
      const c = -cubic(a, b, 0, r1);
      const rest = cubic(a, b, c, r2);
      const problem = `Sea P(x) = x³ + ax² + bx ${c < 0 ? '−' : '+'} ${Math.abs(c)}. Se sabe que P(x) es divisible por ${divisor(r1)} y que el resto de dividirlo por ${divisor(r2)} es ${number(rest)}. Determine los valores de a y b.`;
      const reply = solvePolynomialDivision(problem);
      expect(reply?.certain, problem).toBe(true);
      expect(reply?.text, problem).toContain(`**a = ${a}; b = ${b}**`);
    }
  });
});

describe('complex roots and the factored form', () => {
  it('gives the non-real roots of the quadratic factor', () => {
    const reply = solvePolynomialRoots('Halle las raíces complejas no reales de P(x) = x³ − 2x² + 9x − 18.');
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**Raíces complejas no reales: x = 3i y x = −3i**');
    expect(
      solvePolynomialRoots(
        'Halle todas las raíces de P(x) = 2x³ − 4x² + 2x − 4 en el conjunto de los números complejos.',
      )?.text,
    ).toContain('x = 2 y x = i y x = −i');
    expect(
      solvePolynomialRoots('Halle las raíces complejas no reales de P(x) = x³ − 3x² + 4x − 2.')?.text,
    ).toContain('x = 1 + i y x = 1 − i');
  });

  it('answers no non-real roots when every root is real', () => {
    expect(
      solvePolynomialRoots('Halle las raíces complejas no reales de P(x) = x³ − 6x² + 11x − 6.')?.certain ??
        false,
    ).toBe(false);
  });

  it('says the factored form with the real roots', () => {
    const reply = solvePolynomialRoots('Factorice P(x) = x³ − 2x² + 9x − 18 e indique sus raíces reales.');
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**P(x) = (x - 2)(x² + 9); raíces reales: x = 2**');
    expect(solvePolynomialRoots('Factorice P(x) = 2x³ + 5x² − x − 6 e indique sus raíces.')?.text).toContain(
      'x = -2, x = -3/2 y x = 1',
    );
  });

  it('leaves a multiplicity asked with a factoring alone', () => {
    expect(
      solvePolynomialRoots('Factorice P(x) = x³ − 3x + 2 e indique la multiplicidad de la raíz x = 1.'),
    ).toBeUndefined();
  });
});
