import { describe, expect, it } from 'vitest';
import { solveSystemOfThree, systemOfThree } from './systems-three.ts';
import { itSolvesCertainly, itSolvesItsExamples } from './testing.ts';

const solve = (problem: string) => solveSystemOfThree(problem);

describe('solveSystemOfThree: three linear equations in x, y, z', () => {
  itSolvesCertainly(solve, [
    // The written set's system (exs-mat-20541), asked without its options.
    [
      'Resolver el sistema x + y + z = 6, 2x − y + z = 3, x + 2y − z = 2.',
      ['**Solución: x = 1; y = 2; z = 3**', '(1; 2; 3)'],
    ],
    [
      'Resolvé el sistema: 2x + y − z = 3; x − y + 2z = 5; 3x + 2y + z = 10',
      ['**Solución: x = 2; y = 1; z = 2**'],
    ],
    [
      'Hallar la solución del sistema de ecuaciones { x − y = 1 ; y + z = 5 ; x + 2z = 7 }',
      ['**Solución: x = 5; y = 4; z = 1**'],
    ],
    // Fractions and a decimal comma, the unknowns on both sides.
    [
      'Determine la solución del sistema: 0,5x + y = 3 ; y − z = 1 ; x = 1 − z + y',
      ['**Solución: x = 2; y = 2; z = 1**'],
    ],
  ]);
  itSolvesItsExamples(systemOfThree);

  it('is never sure of a system with no single solution, a datum left out, or two equations', () => {
    for (const problem of [
      // Dependent: the first two add up to the third.
      'Resolver el sistema { x − y = 1 ; y + z = 5 ; x + z = 6 }',
      'Resolver el sistema x + y + z = 6, 2x + 2y + 2z = 10, x − y = 0',
      'Resolver el sistema x + y + z = 6, 2x − y + z = 3, x + 2y − z = 2 y calcular x · y · z.',
      'Resolver el sistema x + y + z = 6, 2x − y + z = 3, x + 2y − z = 2. ¿Cuánto vale la suma de x y z?',
      'Resolvé el sistema x + y = 5, x − y = 1, sabiendo que la suma es 10.',
    ])
      expect(solve(problem)?.certain, problem).not.toBe(true);
  });

  it('checks back: random systems built from a known solution are solved to it', () => {
    let seed = 11;
    const next = (k: number) => {
      seed = (seed * 48271) % 2147483647;
      return (seed % (2 * k + 1)) - k;
    };
    let solved = 0;
    for (let n = 0; n < 60; n++) {
      const [x, y, z] = [next(5), next(5), next(5)];
      const rows = [0, 1, 2].map(() => [next(4) || 1, next(4), next(4) || 2]);
      const eq = (r: number[]) => {
        const [a = 0, b = 0, c = 0] = r;
        const terms = [
          [a, 'x'],
          [b, 'y'],
          [c, 'z'],
        ].filter(([k]) => k !== 0) as [number, string][];
        const body = terms
          .map(
            ([k, v], i) =>
              `${k < 0 ? (i ? '− ' : '−') : i ? '+ ' : ''}${Math.abs(k) === 1 ? '' : Math.abs(k)}${v}`,
          )
          .join(' ');
        return `${body} = ${a * x + b * y + c * z}`.replace(/= -/, '= −');
      };
      const reply = solve(`Resolvé el sistema: ${rows.map(eq).join(' ; ')}`);
      if (!reply) continue;
      expect(reply.certain).toBe(true);
      const show = (v: number) => String(v).replace('-', '−');
      expect(reply.text).toContain(`**Solución: x = ${show(x)}; y = ${show(y)}; z = ${show(z)}**`);
      solved++;
    }
    expect(solved).toBeGreaterThan(30);
  });
});

describe('solveSystemOfThree: one equation a line, as a page prints it (#32)', () => {
  itSolvesCertainly(solve, [
    [
      'Dado el sistema\nx + y + z = 6\n2x − y + z = 3\nx + 2y − z = 2\nresuélvalo y clasifíquelo.',
      ['**Solución: x = 1; y = 2; z = 3**', '**Clasificación: compatible determinado**'],
    ],
    // x = 2, y = 1, z = 2: 4 + 1 − 2 = 3; 2 − 1 + 4 = 5; 6 + 2 + 2 = 10.
    [
      'Resolvé el sistema:\n2x + y − z = 3\nx − y + 2z = 5\n3x + 2y + z = 10',
      ['**Solución: x = 2; y = 1; z = 2**'],
    ],
    // x = 3, y = −1, z = 2: 3 − 1 = 2; −1 + 2 = 1; 3 + 2 = 5.
    [
      'Hallar la solución del sistema\nx + y = 2\ny + z = 1\nx + z = 5',
      ['**Solución: x = 3; y = −1; z = 2**'],
    ],
  ]);
  it('leaves a system on lines with a fourth line of data', () => {
    expect(
      solve('Resolvé el sistema\nx + y + z = 6\n2x − y + z = 3\nx + 2y − z = 2\nx − y = 5')?.certain,
    ).not.toBe(true);
  });
});
