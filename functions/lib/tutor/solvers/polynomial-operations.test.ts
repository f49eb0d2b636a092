import { describe, expect, it } from 'vitest';
import {
  polynomialExpansion,
  polynomialFeatures,
  polynomialFromRoots,
  polynomialGcdLcm,
  solvePolynomialExpansion,
  solvePolynomialFeatures,
  solvePolynomialFromRoots,
  solvePolynomialGcdLcm,
} from './polynomial-operations.ts';
import { answerLine, itDeclines, itSolvesCertainly, itSolvesItsExamples, random, signed } from './testing.ts';

const POWERS: Record<string, number> = { '': 1, '²': 2, '³': 3, '⁴': 4 };

/** A polynomial as the replies write it («-2x² + 6x + 8», «x³ - 1/2x») at x, term by term. */
function valueAt(text: string, x: number): number {
  return text
    .replace(/\s+/g, '')
    .split(/(?=[+-])/)
    .reduce((sum, term) => {
      const match = /^([+-]?)(\d+(?:\/\d+)?)?(x([²³⁴]?))?$/.exec(term);
      if (!match) throw new Error(`unread term ${term}`);
      const [, sign, digits, hasX, power] = match;
      const [n, d] = (digits ?? '1').split('/').map(Number);
      const coefficient = ((sign === '-' ? -1 : 1) * (n ?? 1)) / (d ?? 1);
      return sum + coefficient * (hasX ? x ** (POWERS[power ?? ''] ?? 1) : 1);
    }, 0);
}

describe('solvePolynomialExpansion', () => {
  itSolvesCertainly(solvePolynomialExpansion, [
    ['El producto (2x − 3)·(x² + x − 1) es igual a:', ['**Resultado: 2x³ - x² - 5x + 3**']],
    ['Desarrollá (x − 1)³.', ['**Resultado: x³ - 3x² + 3x - 1**']],
    ['Calculá 3(x + 1)(x − 4).', ['**Resultado: 3x² - 9x - 12**']],
    ['Efectuá (x² − 2x)(x² + 2x).', ['**Resultado: x⁴ - 4x²**']],
  ]);

  itDeclines('leaves %s to other solvers', solvePolynomialExpansion, [
    // Other letters, factors asked, an equation, a quotient, nothing to multiply out.
    'Desarrollá (a + b)²',
    'Desarrollá (x + 2y)(x − y)',
    'Factorizá (x + 1)(x − 2) + 3(x + 1)',
    'Resolvé (x − 2)(x + 3) = 0',
    'Calculá (x² − 1)/(x − 1)',
    'Calculá 2x² − 3x + 1',
    'Hallá el grado del producto (x³ + 1)(x² − 4)',
    // Another question about the product: its sign, an area.
    'El producto (x + 1)(x − 1) es mayor que 0 cuando:',
    'Calculá el área de un rectángulo de lados (x + 2) y (x − 1).',
  ]);

  itSolvesItsExamples(polynomialExpansion);

  it('writes out products whose value it checks back at a point (seeded)', () => {
    const next = random(23);
    const int = () => Math.floor(next() * 11) - 5;
    for (let k = 0; k < 60; k++) {
      const [a, b, c, d] = [int() || 1, int(), int() || 2, int()];
      const reply = solvePolynomialExpansion(`Desarrollá (${a}x ${signed(b)})(${c}x ${signed(d)}).`);
      expect(reply?.certain).toBe(true);
      // (ax + b)(cx + d) read back at x = 10 from the standard form.
      const at10 = valueAt(answerLine(reply?.text ?? '').replace('Resultado: ', ''), 10);
      expect(at10).toBe((10 * a + b) * (10 * c + d));
    }
  });
});

describe('solvePolynomialFromRoots', () => {
  itSolvesCertainly(solvePolynomialFromRoots, [
    [
      'El polinomio mónico de grado 3 cuyas raíces son 1, −2 y 3 es:',
      ['**P(x) = (x - 1)(x + 2)(x - 3) = x³ - 2x² - 5x + 6**'],
    ],
    [
      'Un polinomio de segundo grado tiene raíces −1 y 4, y su término independiente es 8. El polinomio es:',
      ['a = -2', '**P(x) = -2(x + 1)(x - 4) = -2x² + 6x + 8**'],
    ],
    ['Hallá P(x) de raíces 2 y −3 tal que P(1) = 8.', ['= -2x² - 2x + 12**']],
    ['Escribí el polinomio de raíces 1/2 y 3 cuyo coeficiente principal es 2.', ['= 2x² - 7x + 3**']],
  ]);

  itDeclines('leaves %s to other solvers', solvePolynomialFromRoots, [
    // Not determined, overdetermined, a multiple root, a number it does not use, roots asked.
    'Hallá un polinomio cuyas raíces son 1 y 2.',
    'El polinomio mónico de grado 3 con raíces 1 y 2.',
    'Hallá el polinomio mónico con raíz doble 2 y raíz simple −1.',
    'Hallá el polinomio mónico de raíces 1 y 2 que vale 5 en x = 7.',
    'Hallá las raíces del polinomio P(x) = x² − 5x + 6.',
    // Another thing asked of it.
    'Un polinomio mónico tiene raíces 2 y 3. ¿Cuál es su término independiente?',
    // A complex root written with its coefficient glued to the i («3i» was read as 3).
    'Hallar el polinomio mónico de grado 3 cuyas raíces son 2, 3i y −3i.',
  ]);

  itSolvesItsExamples(polynomialFromRoots);

  it('rebuilds a polynomial that vanishes at its roots and meets its condition (seeded)', () => {
    const next = random(5);
    const int = () => Math.floor(next() * 13) - 6;
    for (let k = 0; k < 60; k++) {
      const r = int();
      const s = r + 1 + Math.floor(next() * 5);
      const m = int() || 3;
      const reply = solvePolynomialFromRoots(
        `Hallá el polinomio de raíces ${r} y ${s} cuyo coeficiente principal es ${m}.`,
      );
      expect(reply?.certain).toBe(true);
      const shown =
        answerLine(reply?.text ?? '')
          .split('=')
          .at(-1) ?? '';
      const at = (x: number) => valueAt(shown, x);
      expect(at(r)).toBe(0);
      expect(at(s)).toBe(0);
      expect(at(s + 1)).toBe(m * (s + 1 - r));
    }
  });
});

describe('solvePolynomialGcdLcm', () => {
  itSolvesCertainly(solvePolynomialGcdLcm, [
    [
      'Dados P(x) = x² − 9 y Q(x) = x² + 6x + 9, hallá el máximo común divisor y el mínimo común múltiplo.',
      ['**MCD: x + 3**', '**mcm: (x + 3)²(x - 3)**'],
    ],
    ['Hallá el mcm de P(x) = x³ − 8 y Q(x) = x² − 4.', ['**mcm: (x + 2)(x - 2)(x² + 2x + 4)**']],
    ['Dados P(x) = x² − 1 y Q(x) = x² + 2x, hallá el MCD.', ['**MCD: 1**']],
  ]);

  itDeclines('leaves %s to other solvers', solvePolynomialGcdLcm, [
    // A leading coefficient other than 1: whether the number goes in is a convention.
    'Hallá el MCD de P(x) = 3x² − 6x y Q(x) = x² − 4.',
    'Hallá el mcm de 12 y 18.',
    'Factorizá P(x) = x² − 9.',
  ]);

  itSolvesItsExamples(polynomialGcdLcm);

  it('finds the common root of two products it was built from, and their product over it (seeded)', () => {
    const next = random(12);
    const pick = () => Math.floor(next() * 13) - 6;
    const term = (r: number) => (r === 0 ? 'x' : `(x ${r < 0 ? '+' : '-'} ${Math.abs(r)})`);
    const poly = (r: number, s: number) => `x² ${signed(-(r + s))}x ${signed(r * s)}`.replace(/ [+−] 0x/, '');
    for (let k = 0; k < 40; k++) {
      const [a, b, c] = [pick(), pick(), pick()];
      if (new Set([a, b, c]).size < 3) continue;
      const reply = solvePolynomialGcdLcm(
        `Dados P(x) = ${poly(a, b)} y Q(x) = ${poly(a, c)}, hallá el MCD y el mcm.`,
      );
      expect(reply?.certain, `${a} ${b} ${c}`).toBe(true);
      const gcd = /\*\*MCD: ([^*]+)\*\*/.exec(reply?.text ?? '')?.[1] ?? '';
      const lcm = /\*\*mcm: ([^*]+)\*\*/.exec(reply?.text ?? '')?.[1] ?? '';
      expect(gcd).toBe(term(a).replace(/^\((.*)\)$/, '$1'));
      for (const r of [a, b, c]) expect(lcm).toContain(term(r));
    }
  });
});

describe('solvePolynomialFeatures', () => {
  itSolvesCertainly(solvePolynomialFeatures, [
    ['Sea P(x) = (2x³ − 1)(3x² + x).\n¿Cuál es el grado de P?', ['$6x^5 + 2x^4 - 3x^2 - x$', '**Grado: 5**']],
    ['Sea P(x) = (2x³ − 1)(3x² + x).\n¿Cuál es su coeficiente principal?', ['**Coeficiente principal: 6**']],
    ['¿Cuál es el término independiente del polinomio (x − 2)(x + 5)?', ['**Término independiente: -10**']],
  ]);

  itDeclines('leaves %s to other solvers', solvePolynomialFeatures, [
    'Hallá las raíces de P(x) = x² − 5x + 6 y su grado.',
    '¿Cuál es el grado de (x + y)²?',
    'Calculá el resto de dividir P(x) = x³ + 2 por (x − 1) y el grado del cociente.',
  ]);

  itSolvesItsExamples(polynomialFeatures);
});

describe('one number of an expansion, and the degree of an MCD (#32)', () => {
  it.each([
    ['En el desarrollo de (2x − 3)², el coeficiente de x es:', '**Coeficiente de x: -12**'],
    ['¿Cuál es el coeficiente de x² en el desarrollo de (x − 1)³?', '**Coeficiente de x²: -3**'],
    ['Hallar el coeficiente del término cuadrático de (3x + 1)(x² − 2x + 5).', '**Coeficiente de x²: -5**'],
    ['Calculá la suma de los coeficientes del desarrollo de (x + 2)³.', '**Suma de los coeficientes: 27**'],
    [
      'Al desarrollar (2x − 1)(x + 4), ¿cuánto da la suma de sus coeficientes?',
      '**Suma de los coeficientes: 5**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solvePolynomialExpansion(problem) ?? solvePolynomialFeatures(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it('states the MCD or the mcm with the degree asked of it', () => {
    const gcd = solvePolynomialGcdLcm('Hallá el MCD de P(x) = x³ − x y Q(x) = x² + x. ¿Cuál es su grado?');
    expect(gcd?.certain).toBe(true);
    expect(gcd?.text).toContain('**MCD: (x + 1)x**');
    expect(gcd?.text).toContain('**Grado del MCD: 2**');
    const lcm = solvePolynomialGcdLcm(
      'Calcular el mcm de P(x) = x² − 4 y Q(x) = x² + 4x + 4 e indicar su grado.',
    );
    expect(lcm?.certain).toBe(true);
    expect(lcm?.text).toContain('**Grado del mcm: 3**');
  });

  it('leaves alone two coefficients asked, and «su grado» of both the MCD and the mcm', () => {
    expect(
      solvePolynomialExpansion('En el desarrollo de (2x − 3)², el coeficiente de x y el de x² son:')?.certain,
    ).not.toBe(true);
    expect(
      solvePolynomialGcdLcm('Hallá el MCD y el mcm de P(x) = x³ − x y Q(x) = x² + x. ¿Cuál es su grado?')
        ?.certain,
    ).not.toBe(true);
    // A coefficient of a power the expansion does not reach is none the reading states.
    expect(
      solvePolynomialExpansion('En el desarrollo de (x + 1)², el coeficiente de x⁵ es:')?.certain,
    ).not.toBe(true);
  });
});
