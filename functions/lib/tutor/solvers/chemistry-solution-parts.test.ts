import { describe, expect, it } from 'vitest';
import { solvePercentConcentration } from './percent-concentration.ts';
import { solveSolution } from './solutions.ts';
import { solveProblem } from './solve-problem.ts';

const answer = (statement: string) =>
  solveSolution(statement)
    ?.split('\n')
    .find((line) => line.startsWith('**') && !line.startsWith('**Datos'));

const sulfate =
  'Se disuelven 14,2 g de sulfato de sodio (Na₂SO₄) en agua hasta completar 250 cm³ de solución. (Na = 23; S = 32; O = 16)';

describe('solveSolution: a part of the prepared solution diluted, and the ions of a salt', () => {
  it.each([
    [
      `${sulfate} Se toman 20 mL de esa solución y se llevan a 0,1 L con agua: ¿cuál es la molaridad de la solución final?`,
      '**La solución final es 0,08 M (0,08 mol/L).**',
    ],
    // 20 g of NaOH in 500 mL is 1 M; 50 mL of it to 250 mL is 0,2 M.
    [
      'Se disuelven 20 g de NaOH en agua hasta completar 500 mL de solución. Se toman 50 mL de esa solución y se diluyen con agua hasta 250 mL. ¿Cuál es la molaridad de la solución final?',
      '**La solución final es 0,2 M (0,2 mol/L).**',
    ],
    [`${sulfate} Calcular la concentración molar de iones sodio.`, '**[Na⁺] = 0,8 M (0,8 mol/L).**'],
    [
      'Se disuelven 11,1 g de CaCl₂ en agua hasta completar 500 mL de solución. ¿Cuál es la concentración molar de iones cloruro?',
      '**[Cl⁻] = 0,4 M (0,4 mol/L).**',
    ],
  ])('%s', (statement, expected) => {
    expect(answer(statement)).toBe(expected);
    expect(solveProblem(statement).certain).toBe(true);
  });

  it.each([
    // An ion the salt does not hold.
    `${sulfate} Calcular la concentración molar de iones cloruro.`,
    // The moles, not the molarity, of the diluted solution.
    'Se disuelven 20 g de NaOH en agua hasta completar 500 mL de solución. Se toman 50 mL de esa solución y se diluyen con agua hasta 250 mL. ¿Cuántos moles hay en la solución final?',
    // A final volume smaller than the part taken.
    'Se disuelven 20 g de NaOH en agua hasta completar 500 mL de solución. Se toman 300 mL de esa solución y se llevan a 250 mL. ¿Cuál es la molaridad de la solución final?',
  ])('states no result for %s', (statement) => {
    expect(solveProblem(statement).certain).toBe(false);
  });
});

describe('solvePercentConcentration: % m/m and % m/v through the density', () => {
  it.each([
    [
      'Una solución acuosa de glucosa (C₆H₁₂O₆) al 12 % m/m tiene una densidad de 1,05 g/mL. Exprese la concentración en % m/v. (C = 12; H = 1; O = 16)',
      '**12,6 % m/v**',
    ],
    [
      'Una solución de NaCl al 20 % m/v tiene densidad 1,15 g/mL. ¿Cuál es su concentración en % m/m?',
      '**17,39 % m/m**',
    ],
  ])('%s', (statement, expected) => {
    const reply = solvePercentConcentration(statement);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it.each([
    // The kind it already is.
    'Una solución acuosa de glucosa al 12 % m/m tiene una densidad de 1,05 g/mL. Exprese la concentración en % m/m.',
    // A volume besides: the question may be of that part.
    'Una solución acuosa de glucosa al 12 % m/m tiene una densidad de 1,05 g/mL. Se toman 200 mL. Exprese la concentración en % m/v.',
  ])('states no result for %s', (statement) => {
    expect(solvePercentConcentration(statement)?.certain ?? false).toBe(false);
  });
});
