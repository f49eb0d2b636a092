import { describe, expect, it } from 'vitest';
import { periodicDecimals, solvePeriodicArithmetic } from './periodic-decimals.ts';

const fraction = (text: string) => {
  const [p] = periodicDecimals(text);
  return p ? `${p.numerator}/${p.denominator}` : undefined;
};

describe('periodic decimals as exams write them', () => {
  it('reads the period from dots, an ellipsis or a bar', () => {
    expect(fraction('0,1666…')).toBe('1/6');
    expect(fraction('2,333...')).toBe('7/3');
    expect(fraction('0,16̄')).toBe('1/6');
    expect(fraction('0,272727…')).toBe('3/11');
    expect(fraction('1,2454545…')).toBe('137/110');
    expect(fraction('0,999…')).toBe('1/1');
  });

  it('leaves a number cut short that repeats nothing', () => {
    expect(periodicDecimals('π ≈ 3,14…')).toEqual([]);
    expect(periodicDecimals('√2 = 1,4142…')).toEqual([]);
    expect(periodicDecimals('2,5 kg')).toEqual([]);
  });

  it('gives back every fraction n/d from its expansion (seeded)', () => {
    let seed = 11;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return 1 + (seed % n);
    };
    for (let k = 0; k < 80; k++) {
      const d = [3, 6, 7, 9, 11, 12, 13, 15, 18, 22, 27, 33, 37][next(13) - 1] as number;
      const n = next(5 * d);
      if (n % d === 0) continue;
      const value = n / d;
      // Written with enough digits for its period to show twice, and the ellipsis.
      const written = `${value.toFixed(14).replace('.', ',').slice(0, -2)}…`;
      const [p] = periodicDecimals(written);
      expect(p, written).toBeDefined();
      expect((p?.numerator ?? 0) / (p?.denominator ?? 1), written).toBeCloseTo(value, 9);
    }
  });

  it('computes with them as fractions, each one shown first', () => {
    const text =
      solvePeriodicArithmetic(
        'Calcule pasando a fracción los decimales periódicos: (0,1666… + 2,333…) · (0,5)^(−2) − √0,25',
      ) ?? '';
    expect(text).toContain('1. Pasá a fracción: 0,1666… = (16 − 1)/90 = 15/90 = 1/6');
    expect(text).toMatch(/\*\*.* = 9,5\*\*/);
    expect(solvePeriodicArithmetic('Expresá 0,1666… como fracción')).toContain('**0,1666… = 1/6**');
  });
});
