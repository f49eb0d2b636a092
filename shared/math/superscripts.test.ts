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
