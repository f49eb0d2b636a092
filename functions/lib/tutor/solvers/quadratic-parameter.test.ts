import { describe, expect, it } from 'vitest';
import { quadraticParameter, solveQuadraticParameter } from './quadratic-parameter.ts';
import { itDeclines, itSolvesCertainly, itSolvesItsExamples, random } from './testing.ts';

const solve = (problem: string) => solveQuadraticParameter(problem);

describe('solveQuadraticParameter', () => {
  itSolvesCertainly(solve, [
    ['Hallá k para que x² − 6x + k = 0 tenga una única raíz real.', ['$\\Delta = -4k + 36$', '**k = 9**']],
    ['Hallá k para que x² + kx + 9 = 0 tenga raíces reales iguales.', ['**k = -6 o k = 6**']],
    ['Hallá k para que kx² + 4x + 1 = 0 tenga una raíz doble.', ['**k = 4**']],
    // The double root asked too: −b/(2a) with each value kept (x² − 10x + 25 = (x − 5)²).
    [
      'Determiná el valor positivo de p para que x² − px + 25 = 0 tenga una raíz doble y calculá dicha raíz.',
      ['**p = 10: raíz doble x = 5**'],
    ],
    ['¿Para qué valores de m la ecuación x² + 4x + m = 0 tiene dos raíces reales distintas?', ['**m < 4**']],
    ['Hallá m para que x² − 2x + m = 0 no tenga raíces reales.', ['**m > 1**']],
    // The parameter not named in words: the one letter besides x in the equation.
    ['La ecuación x² − 6x + k = 0 no tiene raíces reales si y solo si:', ['**k > 9**']],
    ['La ecuación kx² + 4x + 1 = 0 tiene una raíz doble si:', ['**k = 4**']],
    // The graph's words for the roots: the formula set to 0.
    ['¿Para qué valores de k la parábola y = x² − 4x + k no corta al eje x?', ['**k > 4**']],
    ['Hallá m para que el gráfico de f(x) = x² + 6x + m corte al eje x en dos puntos.', ['**m < 9**']],
    // «de abscisa positiva» keeps the value that puts the double root there (y = (x − 3)²).
    [
      'Hallar m sabiendo que la parábola y = x² + mx + 9 toca al eje x en un solo punto, de abscisa positiva.',
      ['**m = -6**'],
    ],
  ]);

  itDeclines('leaves alone what it does not read whole: %s', solve, [
    // A root asked when the roots are two: not what this reading answers.
    'Hallá m para que x² + mx + 4 = 0 tenga dos raíces reales distintas y calculá la raíz mayor.',
    'Resolvé x² − 6x + 9 = 0.',
    'Hallá k para que x² − 6x + k = 0 tenga una raíz igual a 2.',
    // A discriminant quadratic in the parameter: the inequality is not this reading.
    'Hallá k para que x² + kx + 9 = 0 tenga dos raíces reales distintas.',
    // Two letters besides x: which is the parameter is not said.
    'La ecuación x² + bx + c = 0 no tiene raíces reales si:',
    // A sign asked of two distinct roots is a condition this reading does not read.
    'Hallá m para que la parábola y = x² + 6x + m corte al eje x en dos puntos de abscisa negativa.',
  ]);

  itSolvesItsExamples(quadraticParameter);
});

describe('solveQuadraticParameter, checked back', () => {
  it('finds the c that makes x² + bx + c = 0 a double root, c = b²/4', () => {
    const next = random(9);
    for (let n = 0; n < 30; n++) {
      const b = 2 * (Math.floor(next() * 11) - 5);
      const reply = solve(
        `Hallá k para que x² ${b < 0 ? '−' : '+'} ${Math.abs(b)}x + k = 0 tenga una raíz doble.`,
      );
      expect(reply?.certain).toBe(true);
      expect(reply?.text).toContain(`**k = ${(b * b) / 4}**`);
    }
  });
});

describe('solveQuadraticParameter: a parabola asked for its roots, and a sign the parameter must have (#32)', () => {
  itSolvesCertainly(solve, [
    // Δ = k² − 36 = 0 gives ±6; k > 0 keeps 6.
    [
      'Calcular el valor de k > 0 para el cual la parábola y = x² + kx + 9 tiene una única raíz real (raíz doble).',
      ['**k = 6**'],
    ],
    ['¿Para qué valor de k la ecuación x² + kx + 9 = 0 tiene raíz doble, con k > 0?', ['**k = 6**']],
    // Δ = k² − 64 = 0 gives ±8; negativo keeps −8.
    ['Hallar k negativo para que x² + kx + 16 = 0 tenga una raíz doble.', ['**k = -8**']],
    // The parabola's own words: Δ = 36 − 4k = 0, k = 9.
    ['Hallar k para que la parábola y = x² + 6x + k tenga una única raíz.', ['**k = 9**']],
  ]);
  itDeclines('leaves a sign it does not apply: %s', solve, [
    // A sign of the parameter beside two distinct roots: an inequality this reading does not intersect.
    'Hallar k > 0 para que x² + kx + 9 = 0 tenga dos raíces reales distintas.',
  ]);
});

describe('solveQuadraticParameter: a line and a parabola, tangent, secant or apart (#32)', () => {
  itSolvesCertainly(solve, [
    // x² − 2x − k = 0: Δ = 4 + 4k = 0.
    ['Calcular k para que la recta y = 2x + k sea tangente a la parábola y = x²', ['**k = -1**']],
    // x² − mx + 1 = 0: Δ = m² − 4 = 0.
    ['¿Para qué valores de m la recta y = mx − 1 es tangente a la parábola y = x²?', ['**m = -2 o m = 2**']],
    // x² − 4x − k = 0: Δ = 16 + 4k < 0.
    ['Hallar k para que la recta y = x + k no corte a la parábola y = x² − 3x.', ['**k < -4**']],
    // x² − 4x + 2 − b = 0: Δ = 8 + 4b > 0.
    [
      'Hallar b para que la recta y = 4x + b y la parábola y = x² + 2 se corten en dos puntos.',
      ['**b > -2**'],
    ],
  ]);
  itDeclines('leaves a line and a curve with no relation asked: %s', solve, [
    'Hallar k para que la recta y = 2x + k pase por el vértice de la parábola y = x² − 4x.',
  ]);
});
