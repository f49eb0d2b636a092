import { describe, expect, it } from 'vitest';
import { fenceArea } from './fence-area.ts';
import { solveFunctionStudy } from './function-study.ts';
import { solveRegularPolygon } from './regular-polygons.ts';

describe('pages of functions and figures, later readings (wave 26)', () => {
  const plot =
    'Con 60 m de alambre se quiere cercar un terreno rectangular aprovechando una pared recta como uno de sus lados, que no se alambra.';
  it.each([
    // 22016 a): the area as a function of the sides that meet the wall, named in parentheses.
    [
      `${plot}\nExpresá el área del terreno en función del ancho x (los dos lados perpendiculares a la pared).`,
      '**A(x) = x(60 − 2x) = −2x² + 60x**',
    ],
    [
      `${plot}\n¿Qué dimensiones debe tener para que su área sea máxima?`,
      '**Lados: 15 m y 30 m; área máxima = 450 m²**',
    ],
  ])('%s', (problem, expected) => {
    const reply = fenceArea.solve(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it.each([
    // 22069 c): the circle less the inscribed square, exact and rounded.
    [
      'Un cuadrado está inscripto en una circunferencia de 5 cm de radio.\nCalcule el área de la parte del círculo que queda fuera del cuadrado.',
      '**Área fuera del cuadrado = 25π − 50 ≈ 28,54 cm²**',
    ],
    [
      'Un hexágono regular está inscripto en una circunferencia de 2 cm de radio. Calculá el área de la parte del círculo que queda fuera del hexágono.',
      '**Área fuera del hexágono ≈ 2,17 cm²**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveRegularPolygon(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it.each([
    // 22030 c): the zeros asked with «f(x) = 0», of a piecewise function and of a quadratic.
    [
      'Se define la función f(x) = x² − 1 si x < 2; f(x) = 3x − 3 si x ≥ 2.\nHallá todos los valores de x para los cuales f(x) = 0.',
      '**Raíces: x = -1 y x = 1**',
    ],
    ['Sea f(x) = x² − 5x + 6. Hallá los valores de x para los que f(x) = 0.', '**Raíces: x = 2 y x = 3**'],
    // Another value than 0 is read since a value taken was (x² − 5x + 4 = 0); it was declined before.
    [
      'Sea f(x) = x² − 5x + 6. Hallá los valores de x para los que f(x) = 2.',
      '**f(x) = 2 en x = 1 y x = 4**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveFunctionStudy(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it.each([
    // Another figure than the one inscribed; a shaded region not named; f(x) equal to another number.
    () =>
      solveRegularPolygon(
        'Un cuadrado está inscripto en una circunferencia de 5 cm de radio. Calculá el área de la parte del círculo que queda fuera del hexágono.',
      ),
    () =>
      solveRegularPolygon(
        'Un cuadrado está inscripto en una circunferencia de 5 cm de radio. Calculá el área sombreada.',
      ),
    () =>
      fenceArea.solve(
        'Con 60 m de alambre se quiere cercar un terreno rectangular junto a una pared. Expresá el área en función del ancho x (los dos lados perpendiculares a la pared) y dos más.',
      ),
  ])('is not sure (%#)', (run) => {
    expect(run()?.certain).not.toBe(true);
  });
});
