import { describe, expect, it } from 'vitest';
import { saysNoSolution, statesNoSolutionOption } from './no-solution-options.ts';

describe('options that say there is no solution', () => {
  it('knows the ways an option says it, and not others', () => {
    for (const option of [
      '∅',
      'S = ∅',
      '{ }',
      'No tiene solución',
      'No tiene soluciones reales',
      'No existe tal valor',
    ])
      expect(saysNoSolution(option), option).toBe(true);
    for (const option of ['x = 3', 'S = {−1}', '(−∞; 2)', 'k = −2', 'Tiene infinitas soluciones'])
      expect(saysNoSolution(option), option).toBe(false);
  });

  it('is the result when the result says it in other words, and is not when the result gives values', () => {
    const noRoots = ['**La ecuación no tiene raíces reales** (Δ = -3 < 0).'];
    expect(statesNoSolutionOption('∅', noRoots)).toBe(true);
    expect(statesNoSolutionOption('No tiene soluciones reales', noRoots)).toBe(true);
    const noValue = [
      '**No hay ningún valor de a que lo haga incompatible** (con a = -6 es compatible indeterminado)',
    ];
    expect(statesNoSolutionOption('No existe tal valor', noValue)).toBe(true);
    expect(statesNoSolutionOption('S = ∅', ['**Solución: x = 7**'])).toBe(false);
    expect(statesNoSolutionOption('∅', ['**Soluciones: x₁ = -1 y x₂ = 5**'])).toBe(false);
    expect(statesNoSolutionOption('x = 3', noRoots)).toBeUndefined();
  });

  it('is not the result «no real roots» when the other options are complex numbers', () => {
    const noRoots = ['**La ecuación no tiene raíces reales** (Δ = -36 < 0).'];
    const options = ['x = 2 ± 3i', 'x = −2 ± 3i', 'no tiene soluciones', 'x = 2 ± 9i'];
    expect(statesNoSolutionOption('no tiene soluciones', noRoots, options)).toBe(false);
    expect(statesNoSolutionOption('S = ∅', noRoots, ['1 − i', 'S = ∅'])).toBe(false);
    // Said of the reals, or among real options, it still is the result.
    expect(statesNoSolutionOption('No tiene soluciones reales', noRoots, options)).toBe(true);
    expect(statesNoSolutionOption('no tiene soluciones', noRoots, ['x = 2', 'x = −3'])).toBe(true);
  });
});
