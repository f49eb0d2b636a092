import { describe, expect, it } from 'vitest';
import { solveQuadraticFromData } from './quadratic-from-data.ts';

describe('a quadratic from its data answers every feature asked after it (wave 25)', () => {
  it.each([
    // 22011: the polynomial form and then the vertex, asked «luego» and through «las coordenadas de».
    [
      'Halle la expresión polinómica de la función cuadrática cuyas raíces son x = 1 y x = 4 y cuyo gráfico pasa por el punto (2; −4). Indique luego las coordenadas de su vértice.',
      ['**Forma polinómica: f(x) = 2x² - 10x + 8**', '**V = (5/2; -9/2)**'],
    ],
    // A form asked by name with a feature after it.
    [
      'Hallá la forma canónica de la parábola de vértice (1; −4) que pasa por (3; 0) y calculá sus raíces.',
      ['**Forma canónica: f(x) = (x - 1)² - 4**', '**Raíces: x = -1 y x = 3**'],
    ],
    [
      'Escribí la expresión factorizada de la cuadrática cuyo vértice es (2; −1) y que pasa por (0; 3). Indicá además su eje de simetría.',
      ['**Forma factorizada: f(x) = (x - 3)(x - 1)**', '**Eje de simetría: x = 2**'],
    ],
    [
      'Determiná la parábola cuyos ceros son −2 y 6 y que corta al eje y en 12. Calculá también su imagen.',
      ['**f(x) = -x² + 4x + 12**', '**Im = (-∞; 16]**'],
    ],
  ])('%s', (problem, expected) => {
    const reply = solveQuadraticFromData(problem);
    expect(reply?.certain).toBe(true);
    for (const text of expected) expect(reply?.text).toContain(text);
  });

  it.each([
    // A feature named in a way not read as asked: never the function alone, sure.
    'Hallá la función cuadrática con raíces 1 y 4 que pasa por (2; −4); después decí dónde está su vértice.',
    'Hallá la función cuadrática cuyas raíces son 1 y 3 y que pasa por (0; 6). ¿Tiene máximo o mínimo?',
    // A missing datum: the roots alone.
    'Halle la expresión polinómica de la función cuadrática cuyas raíces son x = 1 y x = 4. Indique luego las coordenadas de su vértice.',
  ])('is not sure of the function alone when more is named: %s', (problem) => {
    expect(solveQuadraticFromData(problem)?.certain).not.toBe(true);
  });
});
