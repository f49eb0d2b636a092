import { describe, expect, it } from 'vitest';
import { functionValues, solveFunctionValues } from './function-values.ts';
import { itDeclines, itSolvesCertainly, itSolvesItsExamples, random } from './testing.ts';

const solve = (problem: string) => solveFunctionValues(problem);

describe('solveFunctionValues', () => {
  itSolvesCertainly(solve, [
    ['Si f(x) = 3^x, calculá f(2) − f(−1).', ['**f(2) - f(-1) = 26/3 ≈ 8,6667**']],
    ['Sea g(x) = log_3(x + 1). Calculá g(8).', ['**g(8) = 2**']],
    ['Sea f(x) = √(x + 5). Calculá f(4).', ['**f(4) = 3**']],
    ['Dada f(x) = 2/(x − 1), calculá f(3) + f(0).', ['**f(3) + f(0) = -1**']],
    ['Sea f(x) = 2^(x+1) − 3. Calculá f(0) y f(2).', ['**f(0) = -1**', '**f(2) = 5**']],
    ['Sea f(x) = log(x). Calculá f(−1).', ['**f(-1) no está definido.**']],
  ]);

  itDeclines('leaves alone what is not its kind: %s', solve, [
    'Sea f(x) = x² − 1. Calculá f(2).',
    'Sea f(x) = log_2(x). Hallá la inversa y calculá f(8).',
    'Sea f(x) = 3^x. Calculá 2 · f(1).',
    // Another feature asked beside the value: the reply would state only f(4).
    'Hallar la asíntota horizontal de f(x) = (2x + 1)/(x − 3) y el valor de f(4).',
  ]);

  itSolvesItsExamples(functionValues);
});

describe('solveFunctionValues, checked back', () => {
  it('gives back k for log_b(b^k) at random bases and exponents', () => {
    const next = random(700);
    for (let n = 0; n < 30; n++) {
      const [b, k] = [2 + Math.floor(next() * 4), Math.floor(next() * 5)];
      const reply = solve(`Sea f(x) = log_${b}(x). Calculá f(${b ** k}).`);
      expect(reply?.certain).toBe(true);
      expect(reply?.text).toContain(`**f(${b ** k}) = ${k}**`);
    }
  });
});
