import { describe, expect, it } from 'vitest';
import { radicalEquation, solveRadicalEquation } from './radical-equation.ts';
import { itDeclines, itSolvesCertainly, itSolvesItsExamples, random } from './testing.ts';

const solve = (problem: string) => solveRadicalEquation(problem);

describe('solveRadicalEquation', () => {
  itSolvesCertainly(solve, [
    ['Resolvé √(x + 3) = x − 3.', ['$x^2 - 7x + 6 = 0$', '**se descarta**', '**Solución: x = 6**']],
    ['Resolvé √(2x + 1) = 3.', ['$2x - 8 = 0$', '**Solución: x = 4**']],
    ['Resolvé √(x + 5) + 1 = x.', ['**Solución: x = 4**']],
    ['Resolvé 2√(x − 1) = x − 1.', ['**Solución: x = 1 y x = 5**']],
    ['Resolvé 5 − √(x + 1) = 2.', ['**Solución: x = 8**']],
    ['Resolvé √(x + 2) = −3.', ['**La ecuación no tiene solución.**']],
  ]);

  itDeclines('leaves alone what is not its kind: %s', solve, [
    'Resolvé √(x + 1) = √(2x − 3).',
    'Resolvé x² − 4 = 0.',
    'Calculá √50 + √18.',
  ]);

  itSolvesItsExamples(radicalEquation);
});

describe('solveRadicalEquation, checked back', () => {
  it('gives back the x a root equation √(x + a) = b was built at, x = b² − a', () => {
    const next = random(710);
    for (let n = 0; n < 30; n++) {
      const [a, b] = [Math.floor(next() * 21) - 10, 1 + Math.floor(next() * 9)];
      const inner = a === 0 ? 'x' : `x ${a < 0 ? '−' : '+'} ${Math.abs(a)}`;
      const reply = solve(`Resolvé √(${inner}) = ${b}.`);
      expect(reply?.certain).toBe(true);
      expect(reply?.text).toContain(`**Solución: x = ${b * b - a}**`);
    }
  });
});
