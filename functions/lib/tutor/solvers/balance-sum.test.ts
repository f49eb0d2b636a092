import { describe, expect, it } from 'vitest';
import { solveStoichiometry } from './chemistry.ts';

describe('solveStoichiometry: the sum of the balanced coefficients asked', () => {
  it('states the sum, not the equation alone (an options stem never matches the equation with a number)', () => {
    const reply = solveStoichiometry(
      'Al balancear Al + O₂ → Al₂O₃ con los menores enteros, la suma de los coeficientes es:',
    );
    expect(reply).toContain('**Suma de los coeficientes: 9**');
    expect(reply).not.toContain('**4Al + 3O₂ → 2Al₂O₃**');
  });

  it('checks back: every sum is that of the balanced equation it states', () => {
    const reply =
      solveStoichiometry('Balancear C₃H₈ + O₂ → CO₂ + H₂O e indicar la suma de los coeficientes.') ?? '';
    expect(reply).toContain('**Suma de los coeficientes: 13**');
  });
});
