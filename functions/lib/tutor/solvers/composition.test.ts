import { describe, expect, it } from 'vitest';
import { composition, inverseFunction, solveComposition, solveInverse } from './composition.ts';

describe('composition of functions', () => {
  it('evaluates the inner function first', () => {
    const reply = solveComposition('Sean f(x) = 2x − 3 y g(x) = x² + 1. Calculá (f ∘ g)(2).');
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**(f ∘ g)(2) = 7**');
    expect(reply?.text).not.toContain('**(f ∘ g)(2) = f(5)');
    expect(solveComposition('Si f(x) = 2x + 5 y g(x) = √x, entonces f(g(9)) es:')?.text).toContain('= 11**');
  });

  it('simplifies (f ∘ g)(x) and (g ∘ f)(x)', () => {
    const text = 'Sean f(x) = x + 2 y g(x) = x². Hallá (f ∘ g)(x) y (g o f)(x).';
    expect(solveComposition(text)?.text).toContain('(f ∘ g)(x) = x² + 2**');
    expect(solveComposition(text)?.text).toContain('(g ∘ f)(x) = x² + 4x + 4**');
  });

  it('says a composition outside the domain is not defined', () => {
    expect(solveComposition('Sean f(x) = 1/(x − 3) y g(x) = x + 1. Calculá (f ∘ g)(2).')?.text).toContain(
      'no está definida',
    );
  });

  it('leaves alone a statement with no function defined', () => {
    expect(solveComposition('Calculá (f ∘ g)(2).')).toBeUndefined();
  });

  it('answers values joined by an operation as one number, and leaves a glued coefficient alone', () => {
    // Before, the two values were answered and their difference, the question, was not.
    const reply = solveComposition('Sean f(x) = 2x + 1 y g(x) = x². Calculá (f ∘ g)(−2) − (g ∘ f)(1).');
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**(f ∘ g)(-2) - (g ∘ f)(1) = 0**');
    expect(solveComposition('Sean f(x) = 2x + 1 y g(x) = x². Calculá f(g(2)) + g(f(0)).')?.text).toContain(
      '= 10**',
    );
    expect(solveComposition('Sean f(x) = 2x + 1 y g(x) = x². Calculá 2·(f ∘ g)(1).')).toBeUndefined();
  });

  it('answers its examples with certainty', () => {
    for (const example of composition.examples) expect(composition.solve(example)?.certain).toBe(true);
    for (const example of inverseFunction.examples)
      expect(inverseFunction.solve(example)?.certain).toBe(true);
  });
});

describe('inverse functions', () => {
  it('inverts a homographic function, with its domain', () => {
    const reply = solveInverse('Hallá la función inversa de f(x) = (2x + 1)/(x − 3).');
    expect(reply?.text).toContain('**f⁻¹(x) = (3x + 1)/(x - 2)**');
    expect(reply?.text).toContain('ℝ − {2}');
  });

  it('writes a linear inverse over a positive divisor, and checks it undoes the function', () => {
    expect(solveInverse('Determinar la función inversa de g(x) = 5 − 2x.')?.text).toContain(
      '**g⁻¹(x) = (-x + 5)/2 = -(1/2)x + 5/2**',
    );
    expect(solveInverse('Hallá la inversa de f(x) = −1 − 0,5x.')?.text).toContain(
      '**f⁻¹(x) = (-x - 1)/(1/2) = -2x - 2**',
    );
    expect(solveInverse('Hallá la inversa de f(x) = 7 + 2x.')?.text).toContain(
      '**f⁻¹(x) = (x - 7)/2 = (1/2)x - 7/2**',
    );
  });

  it('inverts an exponential and a logarithm, and evaluates at a point', () => {
    expect(solveInverse('Determiná la inversa de f(x) = 2^(x − 1) + 3.')?.text).toContain(
      'f⁻¹(x) = log_2(x − 3) + 1**',
    );
    expect(solveInverse('Sea f(x) = ln(x + 2). Calculá f⁻¹(0).')?.text).toContain('**f⁻¹(0) = −1**');
  });

  it('gives no inverse of a function that is not one-to-one', () => {
    expect(solveInverse('Hallá la inversa de f(x) = x² + 1.')).toBeUndefined();
    expect(solveInverse('Hallá la inversa de f(x) = (2x + 4)/(x + 2).')).toBeUndefined();
  });

  it('finds inverses that undo the function (seeded)', () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 16807) % 2147483647;
      return (seed % 11) - 5;
    };
    for (let trial = 0; trial < 60; trial++) {
      const [a, b, c, d] = [next(), next(), next(), next()];
      if (a * d === b * c) continue;
      const reply = solveInverse(`Hallá la inversa de f(x) = (${a}x + ${b})/(${c}x + ${d}).`);
      const found = /\*\*f⁻¹\(x\) = ([^*]+)\*\*/.exec(reply?.text ?? '')?.[1];
      expect(found, `(${a}x + ${b})/(${c}x + ${d})`).toBeDefined();
    }
  });
});
