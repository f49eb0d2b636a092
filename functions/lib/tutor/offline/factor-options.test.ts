import { describe, expect, it } from 'vitest';
import { solveProblem } from '../solvers/solve-problem.ts';
import { factoredResult, isSameFactorization, isSamePolynomialOtherwise } from './factor-options.ts';

const NONE = 'E) Ninguna de las anteriores';

describe('factoring options in another order', () => {
  const reply = (polynomial: string, product: string) =>
    `## Factorización\n\nFactoricemos…\n\n**${polynomial} = ${product}**\n\n¿Por qué…?`;

  it('matches the same factors in any order, with signs and constants moved', () => {
    const result = factoredResult(reply('x² - 5x + 6', '(x - 2)(x - 3)'));
    if (!result) throw new Error('no result read');
    expect(isSameFactorization('(3 − x)(2 − x)', result)).toBe(true);
    expect(isSameFactorization('(x - 3)·(x - 2)', result)).toBe(true);
    expect(isSameFactorization('(x + 2)(x + 3)', result)).toBe(false);
    expect(isSameFactorization('x² − 5x + 6', result)).toBe(false);
    expect(isSameFactorization('(x − √2)(x + √2)', result)).toBeUndefined();
    const cubic = factoredResult(reply('3x³ - 12x', '3x(x - 2)(x + 2)'));
    if (!cubic) throw new Error('no result read');
    expect(isSameFactorization('(x + 2) · 3x · (x − 2)', cubic)).toBe(true);
    expect(isSameFactorization('−3x(2 − x)(x + 2)', cubic)).toBe(true);
    expect(isSameFactorization('3x(x² − 4)', cubic)).toBe(false);
    expect(isSamePolynomialOtherwise('3x(x² − 4)', cubic)).toBe(true);
  });

  it('reads no result from an incomplete factoring', () => {
    expect(
      factoredResult(`## Factorización\n\n1. **Sin raíces racionales**: …\n\n**x³ + x + 1 = x³ + x + 1**\n`),
    ).toBeUndefined();
  });

  it('names the option written in another order, through the production entry', () => {
    const chosen = solveProblem(
      `Factorizá 6 - 5x + x^2. A) (3 - x)(2 - x) B) (x + 2)(x + 3) C) (x - 1)(x - 6) D) (x + 1)(x - 6) ${NONE}`,
    );
    expect(chosen.certain).toBe(true);
    expect(chosen.text).toContain('La correcta es la **A)**');
    const cubic = solveProblem(
      `La factorización de x^3 - 4x es: A) x(x - 2)^2 B) (x + 2)x(x - 2) C) (x - 4)(x + 1)x D) x^2(x - 4) ${NONE}`,
    );
    expect(cubic.text).toContain('La correcta es la **B)**');
  });

  it('names no «ninguna» when an option is the same polynomial factored less', () => {
    const reply = solveProblem(
      `Factorizá x^3 - x. A) x(x^2 - 1) B) (x + 2)(x + 3) C) (x - 1)(x - 6) D) (x + 1)(x - 6) ${NONE}`,
    );
    expect(reply.certain).toBe(false);
  });
});

describe('factoring options in x and y', () => {
  it('names the option that is the same product in x and y, and «ninguna» when none is', () => {
    const square = solveProblem(
      `La factorización de x² − 6xy + 9y² es: A) (x + 3y)² B) (x − 3y)(x + 3y) C) (x − 9y)² D) (3y − x)² ${NONE}`,
    );
    expect(square.text).toContain('La correcta es la **D)**');
    const none = solveProblem(
      `La factorización completa de x³y − xy³ es: A) xy(x − y)² B) x(x − y)(x + y) C) (x − y)(x + y) D) x²y(x − y) ${NONE}`,
    );
    expect(none.text).toContain('la correcta es la **E)**');
    const less = solveProblem(
      `La factorización completa de x³y − xy³ es: A) xy(x² − y²) B) x(x − y)(x + y) C) (x − y)(x + y) D) x²y(x − y) ${NONE}`,
    );
    expect(less.certain).toBe(false);
    // The same product with a number left inside a bracket is factored less: neither it nor «ninguna».
    const loose = solveProblem(
      `Al factorizar 6x²y − 9xy² se obtiene: A) xy(6x − 9y) B) 3xy(2x + 3y) C) 6xy(x − 9y) D) 3x²y(2 − 3y) ${NONE}`,
    );
    expect(loose.certain).toBe(false);
    // Other letters: the same product in another order.
    const groups = solveProblem(
      `Al factorizar ax + bx + ay + by se obtiene: A) (a + x)(b + y) B) (y + x)(b + a) C) ab(x + y) D) (a − b)(x − y) ${NONE}`,
    );
    expect(groups.text).toContain('La correcta es la **B)**');
  });
});
