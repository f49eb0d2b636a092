import { describe, expect, it } from 'vitest';
import { literalSystems, solveLiteralSystem } from './literal-systems.ts';
import { fraction, itDeclines, itSolvesCertainly, itSolvesItsExamples, random, signed } from './testing.ts';

const solve = (problem: string) => solveLiteralSystem(problem);

describe('solveLiteralSystem', () => {
  itSolvesCertainly(solve, [
    [
      '¿Para qué valor de m el sistema { 2x − my = 1 ; 4x + 6y = 2 } es incompatible? A) m = −3 B) m = 3 C) m = 2 D) m = 0 E) Ninguna respuesta anterior es correcta',
      ['$\\Delta = a_1 b_2 - a_2 b_1 = 4m + 12$', '**No hay ningún valor de m que lo haga incompatible**'],
    ],
    [
      '¿Para qué valor de k el sistema { kx + 2y = 4 ; 3x + 6y = 12 } tiene infinitas soluciones?',
      ['**Es compatible indeterminado para k = 1.**'],
    ],
    // The letter a named by «valor de a» or «Hallar a para que».
    [
      'Hallar el valor de a para que el sistema { 3x + ay = 6 ; x − 2y = 2 } sea incompatible.',
      ['**No hay ningún valor de a que lo haga incompatible** (con a = -6 es compatible indeterminado'],
    ],
    [
      'Hallar a para que el sistema { 2x − y = 3 ; ax − 3y = 9 } sea compatible indeterminado.',
      ['**Es compatible indeterminado para a = 6.**'],
    ],
    [
      '¿Para qué valores de m el sistema { mx + y = 2 ; 4x + my = 4 } tiene solución única?',
      ['**Tiene solución única para m ≠ -2 y m ≠ 2.**'],
    ],
    // The parameter only in an independent term: Δ = 0 always, never one solution.
    [
      '¿Para qué valor de b el sistema { x + 2y = b ; 3x + 6y = 12 } tiene infinitas soluciones?',
      ['**Es compatible indeterminado para b = 4.**'],
    ],
    [
      'Clasificar según los valores de c el sistema { 2x − 4y = c ; x − 2y = 3 }.',
      [
        '**c = 6: compatible indeterminado (infinitas soluciones); c ≠ 6: incompatible (no tiene solución).**',
      ],
    ],
    [
      '¿Para qué valores de c el sistema { 2x − 4y = c ; x − 2y = 3 } es incompatible?',
      ['**Es incompatible para c ≠ 6.**'],
    ],
    [
      'Dado el sistema { x + ay = 1 ; ax + y = 1 }: Clasificalo según los valores de a.',
      [
        '$x = \\frac{1}{a + 1}$',
        '**a = -1: incompatible (no tiene solución); a = 1: compatible indeterminado (infinitas soluciones); a ≠ -1 y a ≠ 1: compatible determinado (una única solución).**',
      ],
    ],
    ['Dado el sistema { x + ay = 1 ; ax + y = 1 }: Resolvelo para a = 2.', ['**x = 1/3; y = 1/3**']],
    [
      'Clasificá según los valores de a el sistema { ax + y = 3 ; 2x + y = 1 }.',
      ['**a = 2: incompatible (no tiene solución); a ≠ 2: compatible determinado (una única solución).**'],
    ],
    [
      '¿Para qué valores de k el sistema kx + y = 2, 4x + ky = 4 no tiene solución?',
      ['**Es incompatible para k = -2.**'],
    ],
  ]);

  itDeclines('leaves what is not a system with a parameter alone: %s', solve, [
    // The solution in terms of the parameter, for the values it excludes: not a classification.
    'Resolvé el sistema { kx + y = 2 ; x + ky = 2 } para k ≠ 1 y k ≠ −1.',
    'resolvé el sistema 2x + y = 5, x − y = 1',
    '¿para qué valor de k la recta kx + 2y = 1 pasa por (1; 1)?',
  ]);

  itSolvesItsExamples(literalSystems);
});

describe('solveLiteralSystem, two letters and infinitely many solutions', () => {
  itSolvesCertainly(solve, [
    [
      '¿Para qué valores de a y b el sistema { x + 2y = 3 ; 2x + ay = b } tiene infinitas soluciones?',
      ['λ = 2 : 1 = 2', '**a = 4; b = 6**'],
    ],
    // The question names one letter: that one is the answer.
    ['El sistema { x + 2y = 3 ; 2x + ay = b } tiene infinitas soluciones. ¿Cuánto vale b?', ['**b = 6**']],
    [
      'Hallá m y n para que el sistema { mx − 3y = 2 ; 2x + y = n } sea compatible indeterminado.',
      ['**m = -6; n = -2/3**'],
    ],
  ]);

  itDeclines('leaves alone: %s', solve, [
    // Two letters in one column (never read as one letter and «y = 1»), or a row it does not read.
    '¿Para qué valores de a y b el sistema { ax + 2y = 3 ; bx + y = 1 } tiene infinitas soluciones?',
    '¿Para qué valores de a y b el sistema { x + 2y = 3 ; 2x + 5y + 0x = b } tiene infinitas soluciones?',
  ]);

  it('gives back the letters of a second row built as λ times the first (seeded)', () => {
    const next = random(41);
    const int = () => Math.floor(next() * 9) - 4;
    for (let k = 0; k < 40; k++) {
      const [p, q, c] = [int() || 1, int() || 2, int()];
      const lambda = int() || 3;
      const reply = solve(
        `¿Para qué valores de a y b el sistema { ${p}x ${signed(q)}y = ${c} ; ${lambda * p}x + ay = b } tiene infinitas soluciones?`,
      );
      expect(reply?.certain, `${p} ${q} ${c} ${lambda}`).toBe(true);
      expect(reply?.text).toContain(`**a = ${lambda * q}; b = ${lambda * c}**`);
    }
  });
});

describe('solveLiteralSystem, checked back', () => {
  it('the solution for a given value satisfies both equations', () => {
    const next = random(3);
    const int = () => Math.floor(next() * 13) - 6;
    for (let n = 0; n < 200; n++) {
      const [b1, c1, a2, b2, c2] = [int() || 1, int(), int() || 3, int() || 2, int()];
      const k = int();
      const reply = solve(
        `Dado el sistema { kx ${signed(b1)}y = ${c1} ; ${a2}x ${signed(b2)}y = ${c2} }, resolvelo para k = ${k}.`,
      );
      expect(reply?.certain).toBe(true);
      const text = reply?.text ?? '';
      const solved = /\*\*x = (-?[\d/]+); y = (-?[\d/]+)\*\*/.exec(text);
      if (k * b2 - a2 * b1 === 0) {
        expect(solved).toBeNull();
        continue;
      }
      const [x, y] = [fraction(solved?.[1] ?? 'NaN'), fraction(solved?.[2] ?? 'NaN')];
      expect(k * x + b1 * y).toBeCloseTo(c1, 9);
      expect(a2 * x + b2 * y).toBeCloseTo(c2, 9);
    }
  });
});

describe('solveLiteralSystem, parallel lines whatever the parameter (seeded)', () => {
  it('finds the independent term that makes them one line, and no other', () => {
    const next = random(32);
    for (let n = 0; n < 30; n++) {
      const a = 1 + Math.floor(next() * 5);
      const b = -(1 + Math.floor(next() * 5));
      const k = 2 + Math.floor(next() * 3);
      const c = Math.floor(next() * 9) - 4;
      const reply = solveLiteralSystem(
        `¿Para qué valor de p el sistema { ${k * a}x ${signed(k * b)}y = p ; ${a}x ${signed(b)}y = ${c} } tiene infinitas soluciones?`,
      );
      expect(reply?.certain).toBe(true);
      const value = Number(/para p = (-?\d+)\.\*\*/.exec(reply?.text ?? '')?.[1]);
      expect(value).toBe(k * c);
    }
  });
});

describe('solveLiteralSystem, the parameter that puts the solution on a line (#32)', () => {
  itSolvesCertainly(solveLiteralSystem, [
    [
      'Hallá m de modo que la solución del sistema x + 2y = m ; 3x − y = 5 pertenezca a la recta x + y = 3.',
      ['**m = 4**'],
    ],
    [
      'Calcular el valor de b para que la solución del sistema bx + y = 7 ; x − y = 1 verifique y = 2.',
      ['**b = 5/3**'],
    ],
  ]);

  itDeclines('leaves %s', solveLiteralSystem, [
    // x − y = 1 and y = x never meet: there is no point to put the third line through.
    'Determinar el valor de k para que la solución del sistema 2x + y = k ; x − y = 1 pertenezca a la recta y = x.',
    // k = −1 would make kx + y = k the same line as x − y = 1: no single solution.
    'Hallá k para que la solución del sistema kx + y = k ; x − y = 1 esté sobre la recta y = 2x.',
  ]);

  it('finds a value with which the system’s solution lies on the line (seeded)', () => {
    const next = random(31);
    const int = () => Math.floor(next() * 13) - 6;
    for (let n = 0; n < 60; n++) {
      const [x0, y0] = [int(), int()];
      const [a1, b1] = [int() || 2, int() || -1];
      const [a2, b2] = [int() || 1, int() || 3];
      if (a1 * b2 - a2 * b1 === 0) continue;
      const [p, q] = [int() || 1, int() || 1];
      if (p * b1 - a1 * q === 0 || p * b2 - a2 * q === 0) continue;
      const reply = solveLiteralSystem(
        `Determiná el valor de k para que la solución del sistema ${p}x ${signed(q)}y = k ; ${a1}x ${signed(b1)}y = ${a1 * x0 + b1 * y0} esté sobre la recta ${a2}x ${signed(b2)}y = ${a2 * x0 + b2 * y0}.`,
      );
      expect(reply?.certain).toBe(true);
      const k = fraction(/\*\*k = (-?[\d/]+)\*\*/.exec(reply?.text ?? '')?.[1] ?? 'NaN');
      expect(k).toBeCloseTo(p * x0 + q * y0, 9);
    }
  });
});
