import { describe, expect, it } from 'vitest';
import { functionDomain, solveDomain } from './domain.ts';

const solve = (problem: string) => solveDomain(problem);

describe('solveDomain', () => {
  it.each([
    [
      'Hallá el dominio de f(x) = √(6 − 2x) / (x + 1).',
      ['$6 - 2x \\ge 0$', '**Dom f = (-∞; -1) ∪ (-1; 3]**'],
    ],
    ['Hallá el dominio de f(x) = log(x² − 5x + 6).', ['**Dom f = (-∞; 2) ∪ (3; +∞)**']],
    ['Dominio de f(x) = 1/(x² − 4)', ['**Dom f = (-∞; -2) ∪ (-2; 2) ∪ (2; +∞)** (o sea, ℝ − {-2; 2})']],
    ['Sea f(x) = log₂(x − 1) + 3. ¿Cuál es el dominio de f?', ['**Dom f = (1; +∞)**']],
    ['dominio de f(x) = √(x^2 - 9)', ['**Dom f = (-∞; -3] ∪ [3; +∞)**']],
    ['dominio de f(x) = ln(x)/(x - 3)', ['**Dom f = (0; 3) ∪ (3; +∞)**']],
  ])('%s', (problem, expected) => {
    const reply = solve(problem);

    expect(reply?.certain).toBe(true);
    for (const text of expected) expect(reply?.text).toContain(text);
  });

  it.each([
    'Hallá la imagen de f(x) = x² − 4x + 1.',
    'Sea f(x) = log₂(x − 1) + 3. ¿Para qué x vale f(x) = 5?',
    'dominio de f(x) = sen(x)/x',
  ])('leaves other questions alone: %s', (problem) => {
    expect(solve(problem)).toBeUndefined();
  });

  it('solves its own examples', () => {
    for (const example of functionDomain.examples) expect(solve(example)?.certain).toBe(true);
  });
});

function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const minus = (a: number) => (a < 0 ? `x + ${-a}` : a === 0 ? 'x' : `x - ${a}`);

describe('solveDomain, checked back', () => {
  it('√(x − a)/(x − b) is [a; +∞) without b', () => {
    const next = random(71);
    const int = () => Math.floor(next() * 21) - 10;
    for (let n = 0; n < 150; n++) {
      const [a, b] = [int(), int()];
      const text = solve(`Hallá el dominio de f(x) = √(${minus(a)})/(${minus(b)}).`)?.text ?? '';
      const expected = b < a ? `[${a}; +∞)` : b === a ? `(${a}; +∞)` : `[${a}; ${b}) ∪ (${b}; +∞)`;
      expect(text).toContain(`**Dom f = ${expected}**`);
    }
  });
});
