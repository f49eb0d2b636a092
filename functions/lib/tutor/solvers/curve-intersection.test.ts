import { describe, expect, it } from 'vitest';
import { curveIntersection, solveCurveIntersection } from './curve-intersection.ts';
import { itDeclines, itSolvesCertainly, itSolvesItsExamples, random } from './testing.ts';

const solve = (problem: string) => solveCurveIntersection(problem);

describe('solveCurveIntersection', () => {
  itSolvesCertainly(solve, [
    [
      'Hallá los puntos de intersección entre y = x² y y = x + 2.',
      ['$x^2 - x - 2 = 0$', '**Puntos de intersección: (-1; 1) y (2; 4)**'],
    ],
    [
      'Hallá la intersección de f(x) = x² − 4x + 3 y g(x) = x − 1.',
      ['**Puntos de intersección: (1; 0) y (4; 3)**'],
    ],
    ['¿En qué puntos se cortan y = x² − 2x e y = 2x − 4?', ['**Punto de intersección: (2; 0)**']],
    [
      'Hallá los puntos de intersección entre y = x² + 1 e y = x − 3.',
      ['**No se cortan: no hay puntos de intersección.**'],
    ],
  ]);

  itDeclines('leaves alone what is not its kind: %s', solve, [
    'Hallá el punto de intersección de las rectas y = 2x − 1 e y = −x + 5.',
    'Hallá los puntos de intersección entre y = x³ e y = x.',
    'Hallá las raíces de y = x² − 4.',
  ]);

  itSolvesItsExamples(curveIntersection);
});

describe('solveCurveIntersection, checked back', () => {
  it('gives back the two points a parabola y = x² and a line through two of its points share', () => {
    const next = random(626);
    for (let n = 0; n < 30; n++) {
      const [a, b] = [Math.floor(next() * 9) - 4, Math.floor(next() * 9) - 4];
      if (a >= b) continue;
      // The line through (a; a²) and (b; b²) is y = (a + b)x − ab.
      const [m, c] = [a + b, -a * b];
      const line = `${m === 0 ? '' : `${m}x`}${c === 0 ? (m === 0 ? '0' : '') : `${c < 0 ? ' − ' : m === 0 ? '' : ' + '}${Math.abs(c)}`}`;
      const reply = solve(`Hallá los puntos de intersección entre y = x² e y = ${line}.`);
      expect(reply?.certain).toBe(true);
      expect(reply?.text).toContain(`(${a}; ${a * a}) y (${b}; ${b * b})`);
    }
  });
});
