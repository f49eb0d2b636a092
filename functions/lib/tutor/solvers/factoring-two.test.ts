import { describe, expect, it } from 'vitest';
import { factoringTwo, solveFactoringTwo } from './factoring-two.ts';
import { answerLine, itDeclines, itSolvesCertainly, itSolvesItsExamples, random } from './testing.ts';

const solve = (problem: string) => solveFactoringTwo(problem);

describe('solveFactoringTwo', () => {
  itSolvesCertainly(solve, [
    ['Factorizá 6x²y − 9xy².', ['Factor común: 3xy', '**6x²y − 9xy² = 3xy(2x − 3y)**']],
    ['Factorizá 4x² − 9y².', ['**4x² − 9y² = (2x − 3y)(2x + 3y)**']],
    [
      'La factorización de x² − 6xy + 9y² es:',
      ['trinomio cuadrado perfecto', '**x² − 6xy + 9y² = (x − 3y)²**'],
    ],
    [
      'La expresión x² + xy + 2x + 2y factorizada es:',
      ['Agrupando', '**x² + xy + 2x + 2y = (x + 2)(x + y)**'],
    ],
    ['Factorizá completamente x³y − xy³.', ['**x³y − xy³ = xy(x − y)(x + y)**']],
    ['factorizá 2x^3y - 8xy^3', ['**2x³y − 8xy³ = 2xy(x − 2y)(x + 2y)**']],
    ['factorizá x^4 - y^4', ['(x − y)(x + y)(x² + y²)']],
    ['factorizá x^2 + 5xy + 6y^2', ['(x + 2y)(x + 3y)']],
    ['Factorizá ax + bx + ay + by.', ['Agrupá de a dos', '**ax + bx + ay + by = (x + y)(a + b)**']],
    ['Factorizá 3am − 6an + 2bm − 4bn.', ['**3am − 6an + 2bm − 4bn = (3a + 2b)(m − 2n)**']],
    ['Factorizá ax − ay − bx + by.', ['**ax − ay − bx + by = (a − b)(x − y)**']],
    ['Factorizá xy − x.', ['**xy − x = x(y − 1)**']],
    ['Factorizá x²y − y.', ['**x²y − y = y(x − 1)(x + 1)**']],
    ['Factorizá 2xy − 6x + y − 3.', ['**2xy − 6x + y − 3 = (2x + 1)(y − 3)**']],
    [
      'Sacá factor común en 12x³y² − 18x²y³ + 6xy.',
      ['## Factor común', '**12x³y² − 18x²y³ + 6xy = 6xy(2x²y − 3xy² + 1)**'],
    ],
  ]);

  itDeclines('leaves alone what it does not read whole: %s', solve, [
    // One letter: the polynomial factoring's.
    'Factorizá x² − 9.',
    // Other letters.
    'Factorizá a² − b².',
    // Irrational roots in x/y.
    'Factorizá x² − 2y².',
    // Nothing to take out.
    'Factorizá x² + xy + y².',
    'Sacá factor común en x² + xy + y.',
    // By groups, but a common 2 is still inside: left alone rather than half done.
    'Factorizá 2ax + 2bx + 2ay + 2by.',
    // Four terms with no grouping that works.
    'Factorizá ax + by + cx + dy.',
    // A number outside the polynomial.
    'Factorizá 4x² − 9y² y evaluá en x = 2.',
    // Not asked to factor.
    'Calculá 6x²y − 9xy² para x = 1 e y = 2.',
  ]);

  itSolvesItsExamples(factoringTwo);
});

/** A product written as the reply writes it, evaluated at (x; y). */
function evaluate(product: string, x: number, y: number): number {
  const js = product
    .replace(/−/g, '-')
    .replace(/²/g, '^2')
    .replace(/³/g, '^3')
    .replace(/(\d|\)|x|y)(?=[(xy])/g, '$1*')
    .replace(/\^/g, '**')
    .replace(/x/g, `(${x})`)
    .replace(/y/g, `(${y})`);
  return Number(Function(`"use strict"; return (${js});`)());
}

describe('solveFactoringTwo, checked back', () => {
  it('a product of a monomial and two linear factors in x and y comes back equal to the polynomial', () => {
    const next = random(683);
    const pick = () => (1 + Math.floor(next() * 4)) * (next() < 0.5 ? -1 : 1);
    for (let t = 0; t < 30; t++) {
      const [k, a, b, c, d] = [
        1 + Math.floor(next() * 4),
        1 + Math.floor(next() * 3),
        pick(),
        1 + Math.floor(next() * 3),
        pick(),
      ];
      // k·x·(a x + b y)(c x + d y), expanded.
      const [x3, x2y, xy2] = [k * a * c, k * (a * d + b * c), k * b * d];
      const term = (coefficient: number, body: string, first: boolean) =>
        coefficient === 0
          ? ''
          : `${coefficient < 0 ? ' - ' : first ? '' : ' + '}${Math.abs(coefficient)}${body}`;
      const polynomial = `${term(x3, 'x^3', true)}${term(x2y, 'x^2y', false)}${term(xy2, 'xy^2', false)}`;
      const reply = solve(`Factorizá ${polynomial}`);
      expect(reply?.certain).toBe(true);
      const [, product = ''] = answerLine(reply?.text ?? '').split(' = ');
      for (const [x, y] of [
        [2, 1],
        [-1, 3],
        [0.5, -2],
      ] as const)
        expect(evaluate(product, x, y)).toBeCloseTo(x3 * x ** 3 + x2y * x * x * y + xy2 * x * y * y, 9);
    }
  });
});
