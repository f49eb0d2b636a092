import { describe, expect, it } from 'vitest';
import { fromSuperscripts, superscriptPowers } from './superscripts.ts';

describe('superscripts', () => {
  it('reads superscript digits and signs as ASCII and keeps everything else', () => {
    expect(fromSuperscripts('⁻¹²³')).toBe('-123');
    expect(fromSuperscripts('⁺⁴⁵⁶⁷⁸⁹⁰')).toBe('+4567890');
    expect(fromSuperscripts('-3 m/s')).toBe('-3 m/s');
  });

  it('writes each run of superscripts as a power', () => {
    expect(superscriptPowers('x² + 3·10⁻³')).toBe('x^2 + 3·10^-3');
    expect(superscriptPowers('6,02 × 10²³ mol⁻¹', true)).toBe('6,02 × 10^{23} mol^{-1}');
    expect(superscriptPowers('sin potencias')).toBe('sin potencias');
  });
});

describe('superscriptPowers with letters in the exponent', () => {
  it.each([
    ['2ˣ + 3', '2^(x) + 3'],
    ['2ˣ⁺¹ = 16', '2^(x+1) = 16'],
    ['e⁻ᵏᵗ', 'e^(-kt)'],
    ['x² + 10⁻³', 'x^2 + 10^-3'],
  ])('%s → %s', (typed, plain) => {
    expect(superscriptPowers(typed)).toBe(plain);
  });

  it('braces a whole exponent for LaTeX', () => {
    expect(superscriptPowers('3²ˣ⁻¹', true)).toBe('3^{2x-1}');
  });
});
