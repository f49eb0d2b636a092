import { describe, expect, it } from 'vitest';
import { forceSumSolver } from './force-sum.ts';
import { itSolvesCertainly } from './testing.ts';

const solve = forceSumSolver.solve;
const ring =
  'Sobre una argolla actúan tres fuerzas: 40 N hacia el norte, 30 N hacia el este y 10 N hacia el sur.';
const axes = 'Tome el este como semieje x positivo y el norte como semieje y positivo.';

describe('withForceWording', () => {
  itSolvesCertainly(solve, [
    [`${ring} ${axes} Determine las componentes Rx y Ry de la resultante.`, ['Rx = 30 N y Ry = 30 N']],
    [`${ring} ${axes} Determine el módulo de la resultante.`, ['**R ≈ 42,43 N**']],
    [
      `${ring} ${axes} Determine el módulo de la fuerza equilibrante y el ángulo que forma con el semieje x positivo, medido en sentido antihorario.`,
      ['**E ≈ 42,43 N', '225°'],
    ],
    // Other numbers, no axes sentence.
    [
      'Sobre un cuerpo actúan dos fuerzas: 60 N hacia el este y 80 N hacia el norte. Calcule el módulo de la resultante y el ángulo que forma con el semieje x positivo.',
      ['**R = 100 N**', '53,13°'],
    ],
  ]);

  it.each([
    // Axes other than the usual ones: the sentence says something the reading does not take.
    `${ring} Tome el norte como semieje x positivo y el este como semieje y positivo. Determine las componentes Rx y Ry de la resultante.`,
    // A direction the reading does not know: both parts are needed sure.
    'Sobre un cuerpo actúan dos fuerzas: 60 N hacia el este y 80 N hacia arriba a la izquierda. Calcule el módulo de la resultante y el ángulo que forma con el semieje x positivo.',
  ])('answers nothing sure: %s', (problem) => {
    expect(solve(problem)?.certain).not.toBe(true);
  });
});
