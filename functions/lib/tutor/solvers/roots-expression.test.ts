import { describe, expect, it } from 'vitest';
import { solveRootsExpression } from './roots-expression.ts';
import { solveProblem } from './solve-problem.ts';

const answer = (text: string) => text.split('\n').find((line) => /^\*\*(?!Datos)/.test(line)) ?? '';

describe('an expression of the two roots of a quadratic, by their names', () => {
  it.each([
    ['Si x₁ y x₂ son las raíces de 3x² − 7x + 2 = 0, el valor de x₁² + x₂² es:', 'Valor pedido: 37/9'],
    ['Sean x₁ y x₂ las raíces de x² − 4x + 1 = 0. Calcular 1/x₁ + 1/x₂.', 'Valor pedido: 4**'],
    ['Si x_1 y x_2 son las soluciones de x^2 - 6x + 5 = 0, halle x_1 · x_2', 'Valor pedido: 5**'],
    ['Calcular x₁²·x₂ + x₁·x₂² siendo x₁ y x₂ las raíces de x² − 7x + 10 = 0.', 'Valor pedido: 70**'],
    ['Si x₁ y x₂ son raíces de 2x² + 3x − 2 = 0, entonces (x₁ + 1)(x₂ + 1) vale:', 'Valor pedido: -3/2'],
  ])('answers %s, sure', (problem, result) => {
    const reply = solveRootsExpression(problem);
    expect(reply?.certain, reply?.text).toBe(true);
    expect(answer(reply?.text ?? '')).toContain(result);
  });

  it('goes through the engine, and names the option', () => {
    const reply = solveProblem(
      'Si x₁ y x₂ son las raíces de 3x² − 7x + 2 = 0, el valor de x₁² + x₂² es:\nA) 37/9\nB) 49/9\nC) 13/9\nD) 5\nE) Ninguna respuesta anterior es correcta',
    );
    expect(reply.certain, reply.text).toBe(true);
    expect(reply.text).toMatch(/\*\*A\)/);
  });

  it('leaves alone what depends on which root is which, complex roots, and the roots themselves', () => {
    expect(
      solveRootsExpression('Si x₁ y x₂ son las raíces de x² − 5x + 6 = 0, calcular x₁ − x₂'),
    ).toBeUndefined();
    expect(
      solveRootsExpression('Si x₁ y x₂ son las raíces de x² + x + 1 = 0, calcular x₁² + x₂²'),
    ).toBeUndefined();
    expect(
      solveRootsExpression('Si x₁ y x₂ son las raíces de x² − 5x + 6 = 0, hallar x₁ y x₂'),
    ).toBeUndefined();
    expect(solveRootsExpression('Resolver x² − 5x + 6 = 0')).toBeUndefined();
  });

  it('finds x₁² + x₂² = s² − 2p for quadratics built from known roots (seeded)', () => {
    let seed = 29;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed;
    };
    for (let k = 0; k < 60; k++) {
      const a = 1 + (next() % 4);
      const r1 = (next() % 13) - 6;
      const r2 = (next() % 13) - 6;
      // a(x − r1)(x − r2) = a x² − a(r1 + r2) x + a r1 r2
      const b = -a * (r1 + r2);
      const c = a * r1 * r2;
      const term = (k: number, x: string) => (k === 0 ? '' : `${k < 0 ? ' − ' : ' + '}${Math.abs(k)}${x}`);
      const problem = `Si x₁ y x₂ son las raíces de ${a}x²${term(b, 'x')}${term(c, '')} = 0, calcular x₁² + x₂².`;
      const reply = solveRootsExpression(problem);
      expect(reply?.certain, problem).toBe(true);
      const value = r1 * r1 + r2 * r2;
      expect(answer(reply?.text ?? ''), problem).toMatch(new RegExp(`Valor pedido: ${value}\\*\\*$`));
    }
  });
});
