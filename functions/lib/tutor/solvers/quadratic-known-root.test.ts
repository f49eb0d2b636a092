import { describe, expect, it } from 'vitest';
import { quadraticKnownRoot, solveQuadraticKnownRoot } from './quadratic-known-root.ts';
import { itSolvesCertainly, itSolvesItsExamples } from './testing.ts';

const solve = (problem: string) => solveQuadraticKnownRoot(problem);

describe('solveQuadraticKnownRoot: a coefficient by a known solution, or the solutions once it is given', () => {
  itSolvesCertainly(solve, [
    // 8 + 2b − 6 = 0 ⇒ b = −1; 2x² − x − 6 = (x − 2)(2x + 3): the other is −3/2, the sum 1/2.
    [
      'Se sabe que x = 2 es una de las soluciones de la ecuación 2x² + bx − 6 = 0.\na) Halle el valor de b.\nb) Con ese valor de b, halle la otra solución.\nc) Calcule la suma de las dos soluciones.',
      ['**b = -1**', '**La otra solución: x = -3/2**', '**Suma de las soluciones: 1/2**'],
    ],
    // 9 − 3m + 12 = 0 ⇒ m = 7.
    ['Una de las raíces de x² + mx + 12 = 0 es x = −3. ¿Cuánto vale m?', ['**m = 7**']],
    // 3 + 5 + c = 0 ⇒ c = −8; 3x² − 5x − 8 = (x + 1)(3x − 8).
    [
      'Si x = −1 es raíz de 3x² − 5x + c = 0, hallá c y la otra raíz.',
      ['**c = -8**', '**La otra solución: x = 8/3**'],
    ],
    // x² − 6x + 5 = (x − 1)(x − 5).
    ['Dada la ecuación x² − 6x + k = 0, halle sus soluciones para k = 5.', ['**Soluciones: x = 1 y x = 5**']],
    // 2x² + 3x − 2 = (2x − 1)(x + 2); product −1.
    [
      'En la ecuación 2x² + 3x + p = 0, con p = −2, calculá el producto de sus raíces y sus raíces.',
      ['**Soluciones: x = -2 y x = 1/2**', '**Producto de las soluciones: -1**'],
    ],
  ]);
  itSolvesItsExamples(quadraticKnownRoot);

  it.each([
    // Nothing fixes the letter.
    'Dada la ecuación x² − 6x + k = 0, halle sus soluciones.',
    // Another thing asked.
    'Se sabe que x = 2 es una de las soluciones de la ecuación 2x² + bx − 6 = 0. Halle el vértice de la parábola.',
    // The letter squared: a root does not fix it alone.
    'Se sabe que x = 1 es solución de x² + k²x − 5 = 0. Halle k.',
    // Two letters.
    'Se sabe que x = 1 es solución de ax² + bx − 5 = 0. Halle b.',
  ])('is never sure where the reading is not whole: %s', (problem) => {
    expect(solve(problem)?.certain).not.toBe(true);
  });

  it('checks back: random equations built from two roots give the letter and the other root', () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 16807) % 2147483647;
      return seed;
    };
    for (let i = 0; i < 30; i++) {
      const r = (next() % 9) - 4;
      const s = (next() % 9) - 4;
      // x² − (r + s)x + rs = 0, the constant hidden behind c.
      const b = -(r + s);
      const statement = `Se sabe que x = ${r} es una de las soluciones de x² ${b < 0 ? '−' : '+'} ${Math.abs(b)}x + c = 0. Hallá c y la otra solución.`;
      const reply = solve(statement);
      expect(reply?.certain, statement).toBe(true);
      expect(reply?.text).toContain(`**c = ${r * s}**`);
      expect(reply?.text).toContain(`**La otra solución: x = ${s}**`);
    }
  });
});
