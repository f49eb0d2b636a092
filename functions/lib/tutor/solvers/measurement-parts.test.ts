import { describe, expect, it } from 'vitest';
import { solveMeasurementErrors } from './measurement-errors.ts';
import { withMeasurementParts } from './measurement-parts.ts';
import { itSolvesCertainly } from './testing.ts';

const solve = withMeasurementParts(solveMeasurementErrors);
const hall =
  'Con una cinta métrica se midió el largo de un pasillo y se obtuvo 8,40 m, con un error absoluto de 2 cm.';
const sheet =
  'Los lados de una chapa rectangular, medidos con una regla, son a = (12,0 ± 0,1) cm y b = (5,0 ± 0,1) cm.';

describe('withMeasurementParts', () => {
  itSolvesCertainly(solve, [
    [`${hall}\nExprese ese error en forma porcentual.`, ['ε% ≈ 0,238 %']],
    [
      `${hall}\nCon el mismo instrumento (y el mismo error absoluto) se mide una mesa de 1,20 m. ¿Cuál es el error porcentual de esta segunda medición?`,
      ['ε% ≈ 1,667 %'],
    ],
    [`${sheet}\nCalcule el error relativo porcentual de a.`, ['ε% ≈ 0,833 %']],
    [`${sheet}\nCalcule el error relativo porcentual de b.`, ['ε% ≈ 2 %']],
    [`${sheet}\nCalcule el valor más probable del área.`, ['**A = 60 cm²**']],
    // Other numbers and words.
    [
      'Se midió una varilla y se obtuvo 50,0 cm con un error absoluto de 0,5 cm. Exprese el error en porcentaje.',
      ['ε% ≈ 1 %'],
    ],
    [
      'Los lados de un terreno rectangular son x = (20,0 ± 0,2) m e y = (15,0 ± 0,1) m. ¿Cuál es el valor más probable del área?',
      ['**A = 300 m²**'],
    ],
  ]);

  it.each([
    // The second reading's error is not said to be the same.
    `${hall}\nCon otro instrumento se mide una mesa de 1,20 m. ¿Cuál es el error porcentual de esta segunda medición?`,
    // A side not among the named ones.
    `${sheet}\nCalcule el error relativo porcentual de c.`,
    // Not a rectangle: the area of what?
    'Dos medidas son a = (12,0 ± 0,1) cm y b = (5,0 ± 0,1) cm. Calcule el valor más probable del área.',
    // An extra number in the question.
    `${sheet}\nCalcule el valor más probable del área si se agregan 2 cm a cada lado.`,
  ])('answers nothing sure: %s', (problem) => {
    expect(solve(problem)?.certain).not.toBe(true);
  });
});
