import { describe, expect, it } from 'vitest';
import { random } from '../solvers/testing.ts';
import { optionFunction, statedFunctions, statesOptionFunction } from './expression-options.ts';

describe('options that are functions of x', () => {
  it('reads an option as a function, and leaves sets, intervals and words alone', () => {
    expect(optionFunction('y = −x/3')).toBeDefined();
    expect(optionFunction('(4x + 2)/(3 − x)')).toBeDefined();
    expect(optionFunction('f⁻¹(x) = (3x + 1)/(x − 2)')).toBeDefined();
    expect(optionFunction('(−∞; 3]')).toBeUndefined();
    expect(optionFunction('{−4; 1/2}')).toBeUndefined();
    expect(optionFunction('x = 2 y x = −1/3')).toBeUndefined();
    expect(optionFunction('Crece en (3; +∞)')).toBeUndefined();
  });

  it('takes the last member of a stated formula', () => {
    expect(statedFunctions(['**g⁻¹(x) = (-x + 5)/2 = -(1/2)x + 5/2**'])).toHaveLength(1);
    expect(statedFunctions(['**x = 3**', '**Dominio de f⁻¹: ℝ − {2}**'])).toHaveLength(0);
    // Unnamed: after a label, before «, con x ≠ …», or the last member of an identity in x.
    expect(statedFunctions(['**Resultado: 2x³ - x² - 5x + 3**'])).toHaveLength(1);
    expect(statedFunctions(['**(x + 3)/(x² - 1), con x ≠ -1 y x ≠ 1**'])).toHaveLength(1);
    expect(statedFunctions(['**(x + 2)² = x² + 4x + 4**'])).toHaveLength(1);
    expect(statedFunctions(['**Raíces: x = -1 y x = 2**', '**x₁ = 3**'])).toHaveLength(0);
  });

  it('compares the option with the result by value, whatever way each is written', () => {
    const line = ['**y = -1/3 x** (en forma general, x + 3y = 0)'];
    expect(statesOptionFunction('y = −x/3', line)).toBe(true);
    expect(statesOptionFunction('y = −x/3 + 2', line)).toBe(false);
    expect(statesOptionFunction('y = 3x − 10', line)).toBe(false);
    const inverse = ['**f⁻¹(x) = (-4x - 2)/(x - 3)**', '**Dominio de f⁻¹: ℝ − {3}**'];
    expect(statesOptionFunction('(4x + 2)/(3 − x)', inverse)).toBe(true);
    expect(statesOptionFunction('(x + 4)/(3x − 2)', inverse)).toBe(false);
    expect(statesOptionFunction('(2 − 4x)/(3 + x)', inverse)).toBe(false);
    // Not a function either side: the other readers decide.
    expect(statesOptionFunction('5', inverse)).toBeUndefined();
    expect(statesOptionFunction('y = −x/3', ['**x = 3**'])).toBeUndefined();
  });

  it('matches a line written in any of its forms, and no other (seeded)', () => {
    const next = random(11);
    for (let n = 0; n < 40; n++) {
      const m = Math.floor(next() * 9) - 4;
      const d = 2 + Math.floor(next() * 4);
      const b = Math.floor(next() * 11) - 5;
      const stated = [`**y = ${m}/${d} x ${b < 0 ? '-' : '+'} ${Math.abs(b)}**`];
      expect(statesOptionFunction(`y = (${m}x ${b < 0 ? '−' : '+'} ${Math.abs(b * d)})/${d}`, stated)).toBe(
        true,
      );
      expect(
        statesOptionFunction(`y = (${m}x ${b < 0 ? '−' : '+'} ${Math.abs(b * d) + 1})/${d}`, stated),
      ).toBe(false);
    }
  });
});
