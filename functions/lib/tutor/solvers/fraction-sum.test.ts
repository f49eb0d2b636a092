import { describe, expect, it } from 'vitest';
import { fractionSum, solveFractionSum } from './fraction-sum.ts';
import { answerLine, itDeclines, itSolvesCertainly, itSolvesItsExamples, random, signed } from './testing.ts';

const solve = (problem: string) => solveFractionSum(problem);

describe('solveFractionSum', () => {
  itSolvesCertainly(solve, [
    ['Sumá 1/(x − 1) + 2/(x + 1).', ['$(x + 1)(x - 1)$', '**(3x - 1)/(x² - 1), con x ≠ -1 y x ≠ 1**']],
    [
      'Resolvé x/(x − 2) − 8/(x² − 4) y simplificá.',
      ['Simplificá el factor común $x - 2$', '**(x + 4)/(x + 2), con x ≠ -2 y x ≠ 2**'],
    ],
    ['Operá 3/x + 2/(x + 3).', ['$x(x + 3)$', '**(5x + 9)/(x² + 3x), con x ≠ -3 y x ≠ 0**']],
    ['calculá 1/x - 1/(x+1)', ['**1/(x² + x), con x ≠ -1 y x ≠ 0**']],
    ['El resultado de 2/(x − 1) − 1/(x + 1) es:', ['**(x + 3)/(x² - 1), con x ≠ -1 y x ≠ 1**']],
  ]);

  itDeclines('leaves other kinds alone: %s', solve, [
    'resolvé 2x + 3 = 7',
    'simplificá (x^2 - 1)/(x - 1)',
    'resolvé 1/x + 1/(x + 2) = 4/3',
    // A value of the sum asked: not the sum itself.
    'El resultado de 1/x + 1/(x + 1) para x = 1 es:',
    'Si x = 2, calculá 1/(x − 1) + 1/(x + 1).',
  ]);

  itSolvesItsExamples(fractionSum);
});

/** A polynomial as the reply writes it ("(3x - 1)", "x² + 3x", "1") at x. */
function polyAt(text: string, x: number): number {
  let total = 0;
  for (const [, sign, digits, power] of text.replace(/[()\s]/g, '').matchAll(/([+-]?)(\d*)(x²|x³|x)?/g)) {
    if (!digits && !power) continue;
    const k = (sign === '-' ? -1 : 1) * (digits ? Number(digits) : 1);
    total += k * (power === 'x³' ? x ** 3 : power === 'x²' ? x ** 2 : power === 'x' ? x : 1);
  }
  return total;
}

describe('solveFractionSum, checked back', () => {
  it('a/(x − p) + b/(x − q) is one fraction that equals it away from p and q', () => {
    const next = random(36);
    const int = () => Math.floor(next() * 13) - 6;
    for (let n = 0; n < 150; n++) {
      const [a, b, p, q] = [int() || 1, int() || 2, int(), int()];
      if (p === q) continue;
      const text = solve(`Sumá ${a}/(x ${signed(-p)}) + ${b}/(x ${signed(-q)}).`)?.text ?? '';
      expect(text).toContain(`x ≠ ${Math.min(p, q)} y x ≠ ${Math.max(p, q)}`);
      const shown = answerLine(text).split(',')[0] ?? '';
      const [top, bottom = '1'] = shown.split(/\/(?=\(|x|\d)/);
      const x = 0.5;
      expect(polyAt(top ?? '', x) / polyAt(bottom, x)).toBeCloseTo(a / (x - p) + b / (x - q), 9);
    }
  });
});
