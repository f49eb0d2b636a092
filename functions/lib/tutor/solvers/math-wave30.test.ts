import { describe, expect, it } from 'vitest';
import { solveArithmetic } from './arithmetic.ts';
import { solveDomain } from './domain.ts';
import { solveFactoring } from './factoring.ts';
import { solveLines } from './lines.ts';
import { solvePeriodicArithmetic } from './periodic-decimals.ts';
import { solvePlanePoints } from './plane-points.ts';
import { solvePolynomialDivision } from './polynomial-division.ts';
import { itDeclines, itSolvesCertainly } from './testing.ts';

describe('a circle asked for its radius or its centre alone', () => {
  itSolvesCertainly(solvePlanePoints, [
    ['Calculá el radio de la circunferencia x² + y² + 4x − 2y − 20 = 0.', ['radio r = 5']],
    ['¿Cuál es el centro de la circunferencia de ecuación x² + y² − 8y = 0?', ['Centro C = (0; 4)']],
  ]);
  itDeclines('another thing of the circle asked', solvePlanePoints, [
    'Calculá la longitud de la circunferencia x² + y² − 2x − 8 = 0, de centro (1; 0).',
  ]);
});

describe('a named polynomial factored with the formal orders', () => {
  it('factors «Factorice P(x) = …» and «Escriba P(x) factorizado»', () => {
    expect(solveFactoring('Sea P(x) = x³ − 7x + 6. Factorice P(x).')).toContain('(x + 3)(x - 1)(x - 2)');
    expect(solveFactoring('Sea Q(x) = x³ − x. Escriba Q(x) factorizado.')).toContain('x(x - 1)(x + 1)');
  });
});

describe('Ruffini after a root checked first', () => {
  itSolvesCertainly(solvePolynomialDivision, [
    [
      'Sea P(x) = x³ − 4x² + x + 6. Verifique que x = 2 es raíz y, por la regla de Ruffini, halle el cociente de P(x) : (x − 2).',
      ['P(2) = 0: x = 2 es raíz.', 'Cociente: x² - 2x - 3; resto: 0'],
    ],
  ]);
  it('is not sure when the number checked is not a root', () => {
    const reply = solvePolynomialDivision(
      'Sea P(x) = x³ − 4x² + x + 6. Verifique que x = 1 es raíz y halle el cociente de P(x) : (x − 1).',
    );
    expect(reply?.certain).not.toBe(true);
  });
});

describe('the root of a homographic function', () => {
  it('is the numerator’s zero, checked back', () => {
    for (const [a, b, c, d] of [
      [2, 1, 1, -3],
      [3, -6, 1, 1],
      [-4, 2, 2, 5],
      [5, 10, -1, 3],
    ] as const) {
      const f = `(${a}x ${b < 0 ? '−' : '+'} ${Math.abs(b)})/(${c}x ${d < 0 ? '−' : '+'} ${Math.abs(d)})`;
      const reply = solveDomain(`Sea f(x) = ${f}. Halle la raíz de f.`);
      expect(reply?.certain).toBe(true);
      const root = /Raíz: x = (-?\d+)(?:\/(\d+))?/.exec(reply?.text ?? '');
      const x = Number(root?.[1]) / Number(root?.[2] ?? 1);
      expect(Math.abs((a * x + b) / (c * x + d))).toBeLessThan(1e-9);
    }
  });
  it('says when there is none', () => {
    expect(solveDomain('Halle los ceros de f(x) = 5/(x + 2).')?.text).toContain('f no tiene raíces');
  });
  itDeclines('another thing asked beside the root', solveDomain, [
    'Sea f(x) = (2x + 1)/(x − 3). Halle la raíz de f y el valor de f(4).',
  ]);
});

describe('a linear function through two points', () => {
  itSolvesCertainly(solveLines, [
    ['Una función lineal pasa por los puntos (2; 1) y (4; 7). Halle su pendiente.', ['Pendiente: m = 3']],
    ['Una función lineal pasa por (−2; 0) y (0; 6). Halle su ordenada al origen.', ['b = 6']],
  ]);
});

describe('combined operations as exams print them', () => {
  it('groups with square brackets as with round ones', () => {
    expect(solveArithmetic('Calcular: [2 + (−3)²]⁻¹ · 22')).toContain('= 2**');
    expect(solveArithmetic('Calcular: 10 − [4 − (1 − 3)] · 2')).toContain('= -2**');
  });
  it('states a result «escrito en notación científica»', () => {
    expect(
      solveArithmetic(
        'El resultado de (8 · 10⁵ · 3 · 10⁻²) : (4 · 10³), escrito en notación científica, es:',
      ),
    ).toContain('en notación científica, 6');
  });
});

describe('periodic decimals in a sum asked as an irreducible fraction', () => {
  it('gives the fraction, checked against the decimals', () => {
    const cases: [string, string, number][] = [
      ['El resultado de 0,2777… + 0,5, expresado como fracción irreducible, es:', '7/9', 0.2777777 + 0.5],
      ['Calcular 1,0333… − 0,2 y expresar el resultado como fracción irreducible.', '5/6', 1.0333333 - 0.2],
      ['Calcular (0,1666… + 1,5) · 3, expresado como fracción.', '5', (1 / 6 + 1.5) * 3],
    ];
    for (const [problem, fraction, value] of cases) {
      const reply = solvePeriodicArithmetic(problem) ?? '';
      expect(reply, problem).toContain(`= ${fraction}** (fracción irreducible)`);
      const [p = 0, q = 1] = fraction.split('/').map(Number);
      expect(Math.abs(p / q - value)).toBeLessThan(1e-6);
    }
  });
});
