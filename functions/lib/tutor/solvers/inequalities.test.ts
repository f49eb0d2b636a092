import { describe, expect, it } from 'vitest';
import { solveInequality } from './inequalities.ts';

const solve = (message: string) => solveInequality(message) ?? '';

describe('solveInequality', () => {
  it.each([
    ['resolve 2x - 3 < 5', ['**Solución: x < 4**', 'S = (-∞; 4)']],
    ['2x-3<5', ['x < 4']],
    ['3 - 2x >= x + 9', ['se invierte', '**Solución: x ≤ -2**', '(-∞; -2]']],
    ['inecuacion: 0,5x + 1 > 2', ['**Solución: x > 2**']],
    ['3x > 1', ['x > 1/3', '\\frac{1}{3}']],
    ['2(x + 1) > 2x + 5', ['falso', 'ningún número real']],
    ['-1 < 2x+1 <= 5', ['**Solución: -1 < x ≤ 2**', '(-1; 2]']],
    ['1 < 3 - 2x < 7', ['se invierten', '**Solución: -2 < x < 1**']],
  ])('linear: %s', (message, expected) => {
    const reply = solve(message);

    for (const text of expected) expect(reply).toContain(text);
  });

  it.each([
    ['(x-1)/(x+2) ≥ 0', ['x \\neq -2', '**Solución: x < -2 o x ≥ 1**', '(-∞; -2) ∪ [1; +∞)']],
    [
      '(x+3)/(x-1) <= 2',
      ['la desigualdad se invierte', '\\frac{x - 5}{x - 1} \\ge 0', '**Solución: x < 1 o x ≥ 5**'],
    ],
    ['(2x-1)/(x^2-9) < 0', ['**Solución: x < -3 o 1/2 < x < 3**']],
    ['x/(x-2) >= 2/(x-2)', ['**Solución: x ≠ 2**']],
  ])('rational, with a table of signs: %s', (message, expected) => {
    const reply = solve(message);

    expect(reply).toContain('## Inecuación racional');
    expect(reply).toContain('probando con x =');
    for (const text of expected) expect(reply).toContain(text);
  });

  it.each([
    ['x^2 - 4 > 0', '**Solución: x < -2 o x > 2**'],
    ['x²+1>0', '**Solución: cualquier número real**'],
    ['x^2 - 2x - 1 <= 0', '**Solución: 1 - √2 ≤ x ≤ 1 + √2**'],
    ['(x-3)^2 > 0', '**Solución: x ≠ 3**'],
    ['-x^2 + 4 >= 0', '**Solución: -2 ≤ x ≤ 2**'],
    ['x^3 - x >= 0', '**Solución: -1 ≤ x ≤ 0 o x ≥ 1**'],
    ['x^2 < 0', '**Solución: ningún número real**'],
  ])('polynomial: %s', (message, expected) => {
    expect(solve(message)).toContain(expected);
  });

  it('verifies with a value of the solution', () => {
    expect(solve('2x - 3 < 5')).toContain(
      'Verificación con un valor de la solución, x = 3: el primer miembro da 3 y el segundo 5, y 3 < 5 ✓',
    );
  });

  it.each([
    ['an equation', '2x - 3 = 5'],
    ['no unknown', '3 < 5'],
    ['an absolute value', '|2x - 3| < 5'],
    ['a function it does not read', 'sen x > 1/2'],
    ['two inequalities at once', 'x > 2 y x < 5'],
    ['mixed directions', '2 < x > 3'],
    ['a heart', 'gracias <3'],
    ['a condition the statement gives', 'si x > 3, ¿cuánto vale 2x?'],
    ['a word problem', 'un auto va a más de 60 km/h'],
    [
      'an integer made of the solution set, not the set',
      '¿Cuál es el mayor número entero que verifica 2(x + 1) > 4x + 8? A) −4 B) −3 C) −2 D) 3',
    ],
    ['a count of integers', '¿Cuántos números naturales verifican 3x − 2 < 10?'],
  ])('declines %s', (_kind, message) => {
    expect(solveInequality(message)).toBeUndefined();
  });
});

describe('solveInequality: the integers of the solution set, when they are asked (#32)', () => {
  it.each([
    // −4 ≤ 2x < 6 ⇒ [−2; 3): −2, −1, 0, 1, 2.
    [
      'Dada la doble desigualdad −3 ≤ 2x + 1 < 7, indique cuántos números enteros la verifican.',
      '**Son 5 enteros: -2, -1, 0, 1, 2**',
    ],
    // 3x − 11 ≤ x − 7 ⇒ x ≤ 2.
    [
      'Dada la inecuación 3(x − 2) − 5 ≤ 2x − (x + 7), ¿cuál es el mayor número entero que la verifica?',
      '**El mayor número entero que la verifica es 2**',
    ],
    // x > 5/2.
    ['¿Cuál es el menor entero que verifica 2x − 1 > 4?', '**El menor número entero que la verifica es 3**'],
    // −2 < x < 2.
    ['¿Cuántos enteros verifican x² − 4 < 0?', '**Son 3 enteros: -1, 0, 1**'],
  ])('%s', (message, expected) => {
    expect(solveInequality(message)).toContain(expected);
  });
  it.each([
    // Infinitely many.
    '¿Cuántos enteros verifican 2x − 1 > 4?',
    // Bounds that are surds, not read.
    '¿Cuál es el mayor número entero que verifica x² < 5?',
    // Natural numbers are another set.
    '¿Cuántos números naturales verifican 2x − 1 < 9?',
  ])('leaves what it does not count: %s', (message) => {
    expect(solveInequality(message)).toBeUndefined();
  });
});

describe('an inequality on a polynomial named before («Sea P(x) = …»)', () => {
  it.each([
    ['Dado P(x) = x³ − 4x, hallar los x tales que P(x) ≥ 0.', 'S = [-2; 0] ∪ [2; +∞)'],
    ['Sea g(x) = 2x − 6. ¿Para qué valores de x se cumple g(x) ≥ 4?', 'S = [5; +∞)'],
    ['Sea Q(x) = x² − 3x − 10. ¿Cuántos números enteros x cumplen Q(x) < 0?', '**Son 6 enteros'],
    ['Considerá h(x) = x² + x − 6; ¿dónde es h(x) > 0?', 'S = (-∞; -3) ∪ (2; +∞)'],
  ])('%s', (message, expected) => {
    expect(solveInequality(message)).toContain(expected);
  });

  it('the set it gives satisfies the named formula at integer points', () => {
    for (const [a, b] of [
      [1, -6],
      [-2, -8],
      [0, -9],
    ] as const) {
      const reply = solve(`Sea P(x) = x² + ${a}x + ${b}. Resolvé P(x) < 0.`);
      const set = /S = \((-?\d+); (-?\d+)\)/.exec(reply);
      expect(set).not.toBeNull();
      const [lo, hi] = [Number(set?.[1]), Number(set?.[2])];
      for (let x = lo - 3; x <= hi + 3; x++) expect(x * x + a * x + b < 0).toBe(x > lo && x < hi);
    }
  });

  it.each([
    // A piecewise definition is no single formula.
    'Sea f(x) = x + 3 si x < 0. ¿Para qué valores de x es f(x) > 1?',
    // Two functions named: read as written, not guessed.
    'Sea f(x) = x + 1 y g(x) = 2x. ¿Cuándo f(x) < g(x)?',
  ])('leaves a definition it does not read: %s', (message) => {
    expect(solveInequality(message)).toBeUndefined();
  });
});
