import { describe, expect, it } from 'vitest';
import { solvePolynomialRoots } from './polynomial-roots.ts';

const P = 'Sea P(x) = x⁴ − 2x³ − 3x² + 4x + 4.';

describe('solvePolynomialRoots', () => {
  it('reads the multiplicity of a root named after a division', () => {
    const reply = solvePolynomialRoots(`${P} ¿Cuál es el orden de multiplicidad de la raíz x = 2?`);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**x = 2 es raíz doble: orden de multiplicidad 2**');
  });

  it('reads a triple root and a simple one, other numbers and wording', () => {
    const triple = solvePolynomialRoots(
      'Dado P(x) = x⁴ − 3x³ + 3x² − x, ¿qué multiplicidad tiene la raíz 1?',
    );
    expect(triple?.text).toContain('x = 1 es raíz triple');
    const simple = solvePolynomialRoots(
      'Sea P(x) = x³ − 7x + 6. Indique la multiplicidad de la raíz x = −3.',
    );
    expect(simple?.text).toContain('x = -3 es raíz simple');
  });

  it('gives every root with its multiplicity, and only the others when one is named', () => {
    const all = solvePolynomialRoots(`${P} Halle las demás raíces de P(x) y su multiplicidad.`);
    expect(all?.certain).toBe(true);
    expect(all?.text).toContain('**Raíces de P(x): x = -1 (doble) y x = 2 (doble)**');
    const others = solvePolynomialRoots(
      'Sea P(x) = 2x³ − 3x² − 3x + 2. Sabiendo que la raíz x = 2 anula P(x), halle las demás raíces.',
    );
    expect(others?.text).toContain('**Las demás raíces: x = -1 y x = 1/2**');
  });

  it('takes a quadratic left over by the formula', () => {
    const reply = solvePolynomialRoots(
      'Sea P(x) = x³ − x² − 2x + 2. Halle todas las raíces de P(x) y su multiplicidad.',
    );
    expect(reply?.text).toMatch(/x = 1 \(simple\)/);
    expect(reply?.text).toMatch(/√2/);
  });

  it('leaves alone what it does not read', () => {
    // A number that is no root, another polynomial's name, another question, no polynomial.
    expect(solvePolynomialRoots(`${P} ¿Cuál es el orden de multiplicidad de la raíz x = 3?`)).toBeUndefined();
    expect(solvePolynomialRoots(`${P} Halle las raíces de Q(x).`)).toBeUndefined();
    expect(
      solvePolynomialRoots(`${P} Divida P(x) por (x − 2) e indique el cociente y las raíces.`),
    ).toBeUndefined();
    expect(solvePolynomialRoots('¿Cuál es el orden de multiplicidad de la raíz x = 2?')).toBeUndefined();
    expect(solvePolynomialRoots(`${P} Halle la suma de las raíces.`)).toBeUndefined();
    // Two roots named for one multiplicity.
    expect(
      solvePolynomialRoots(`${P} ¿Cuál es la multiplicidad de la raíz x = 2 y de la raíz −1?`),
    ).toBeUndefined();
  });
});
