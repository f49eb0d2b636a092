import { describe, expect, it } from 'vitest';
import { solveDomain } from './domain.ts';
import { solveFactoring } from './factoring.ts';
import { solveLines } from './lines.ts';
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
