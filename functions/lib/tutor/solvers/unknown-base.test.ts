import { describe, expect, it } from 'vitest';
import { solveProblem } from './solve-problem.ts';
import { random } from './testing.ts';
import { solveUnknownBase } from './unknown-base.ts';

describe('solveUnknownBase', () => {
  it.each([
    ['Hallar x tal que log_x(81) = 4.', '**x = 3**'],
    ['Resolver logₓ 1/8 = −3.', '**x = 2**'],
    ['El valor de x que verifica log_x(16) = 2 es:', '**x = 4**'],
  ])('%s', (message, expected) => {
    expect(solveUnknownBase(message)).toContain(expected);
  });

  it('gives no base that is not one (1, or from a negative argument), and leaves other equations alone', () => {
    expect(solveUnknownBase('Hallar x tal que log_x(1) = 3.')).toBeUndefined();
    expect(solveUnknownBase('Hallar x tal que log_x(−8) = 3.')).toBeUndefined();
    expect(solveUnknownBase('Resolver log_2(x) = 3.')).toBeUndefined();
    expect(solveUnknownBase('Resolver log_x(8) = 3 + x.')).toBeUndefined();
  });

  it('is certain through the production entry, and no linear equation reads «x(81) = 4» any more', () => {
    const reply = solveProblem(
      'El valor de x que verifica log_x(81) = 4 es:\nA) 3\nB) 9\nC) −3\nD) 81/4\nE) Ninguna respuesta anterior es correcta',
    );
    expect(reply.certain).toBe(true);
    expect(reply.text).toContain('La correcta es la **A)**');
    expect(solveProblem('Hallar x tal que log_x(81) = 4.').text).not.toContain(
      'Propiedades de los logaritmos',
    );
  });

  it('finds the base that gives the logarithm back (seeded)', () => {
    const next = random(5);
    for (let n = 0; n < 30; n++) {
      const base = 2 + Math.floor(next() * 8);
      const k = 1 + Math.floor(next() * 4);
      const text = solveUnknownBase(`Hallar x tal que log_x(${base ** k}) = ${k}.`) ?? '';
      expect(Number(/\*\*x = (\d+)\*\*/.exec(text)?.[1])).toBe(base);
    }
  });
});
