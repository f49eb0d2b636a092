import { describe, expect, it } from 'vitest';
import { solveArithmetic } from './arithmetic.ts';
import { answerLine, random } from './testing.ts';

const result = (expression: string) => answerLine(solveArithmetic(expression) ?? '');

describe('solveArithmetic, fractions as the school writes them', () => {
  it.each([
    ['3/4 − 2/3 : 4/9', '= -0,75'],
    ['6 : 2/3', '= 9'],
    ['2/3 · 3/4', '= 0,5'],
    // A chain of «/» keeps its order, and so do powers next to a fraction.
    ['(1 + 2)/3/4', '= 0,25'],
    ['8/4/2', '= 1'],
    ['2^3/4', '= 2'],
    ['3/2^2', '= 0,75'],
  ])('%s', (expression, shown) => {
    expect(result(expression)).toContain(shown);
  });

  it('divides by a fraction as multiplying by its inverse', () => {
    const next = random(692);
    for (let n = 0; n < 30; n++) {
      const draw = () => 1 + Math.floor(next() * 9);
      const [a, b, c, d] = [draw(), draw(), draw(), draw()];
      const stated = Number(
        (/[=≈]\s*(-?[\d.,]+)$/.exec(result(`${a}/${b} : ${c}/${d}`))?.[1] ?? '')
          .replace(/\./g, '')
          .replace(',', '.'),
      );
      expect(Math.abs(stated - (a * d) / (b * c))).toBeLessThan(0.006);
    }
  });
});
