import { describe, expect, it } from 'vitest';
import {
  fmt,
  fmtEquals,
  fmtResult,
  prepareMath,
  readNumber,
  relation,
  texEquals,
  unreadableNumber,
} from './numbers.ts';
import { solveProblem } from './solve-problem.ts';

describe('readNumber', () => {
  it.each([
    ['3,5', 3.5],
    ['3.5', 3.5],
    ['0.500', 0.5],
    ['1.500', 1500],
    ['1.250,5', 1250.5],
    ['12.345.678', 12345678],
    ['1e3', 1000],
    ['2,5e-3', 0.0025],
    ['123456789012345', 123456789012345],
    ['100000000000000000000000', 1e23],
  ])('reads %s as %d', (raw, value) => {
    expect(readNumber(raw)).toBe(value);
  });

  it.each(['1,234.5', '1.2.3', '1,2,3', '12.34.567', '1234567890123456', '0,12345678901234567'])(
    'refuses %s rather than guess',
    (raw) => {
      expect(readNumber(raw)).toBeUndefined();
    },
  );
});

describe('unreadableNumber', () => {
  it('says why a number cannot be read', () => {
    expect(unreadableNumber('12345678901234567890123x = 1')).toEqual({
      raw: '12345678901234567890123',
      reason: 'digits',
    });
    expect(unreadableNumber('1,234.5 m')).toEqual({ raw: '1,234.5', reason: 'separators' });
  });

  it('lets readable numbers and dates through', () => {
    expect(unreadableNumber('el 12.10.2024 rindo: 2,5 km y 1.500 m')).toBeUndefined();
  });
});

describe('fmtEquals and texEquals', () => {
  it.each([
    [5, '= 5', '= 5'],
    [0.125, '= 0,125', '= 0{,}125'],
    [5 / 3, '= 5/3 ≈ 1,67', '= \\frac{5}{3} \\approx 1{,}67'],
    [-1 / 3, '= -1/3 ≈ -0,33', '= -\\frac{1}{3} \\approx -0{,}33'],
    [Math.SQRT2, '≈ 1,41', '\\approx 1{,}41'],
    [1 / 0.1234567, '≈ 8,1', '\\approx 8{,}1'],
    [0.000001, '= 0,000001', '= 0{,}000001'],
    [1 / 1.2345678901234568e22, '≈ 8,1 · 10⁻²³', '\\approx 8{,}1 \\cdot 10^{-23}'],
  ])('states %d as "x %s"', (value, plain, latex) => {
    expect(fmtEquals(value)).toBe(plain);
    expect(texEquals(value)).toBe(latex);
  });

  it('never rounds a small result to 0', () => {
    expect(fmtResult(0.00213456)).toBe('0,00213');
    expect(fmtResult(2 ** 100)).toBe('1,27 · 10³⁰');
  });
});

describe('fmt and relation for a small result', () => {
  it.each([
    [0.006, '0,006', '='],
    [0.0225, '0,0225', '='],
    [0.045, '0,045', '='],
    [1 / 30, '0,0333', '≈'],
    [0.27272727, '0,27', '≈'],
    [12.345, '12,35', '≈'],
  ])('writes %d as %s (%s)', (value, shown, rel) => {
    expect(fmt(value)).toBe(shown);
    expect(relation(value)).toBe(rel);
  });

  it('leaves below half a hundredth rounded as asked: the residue of data typed rounded reads 0', () => {
    expect(fmt(0.00214)).toBe('0');
  });

  it('keeps the decimals a caller asks for other than two', () => {
    expect(fmt(0.0225, 4)).toBe('0,0225');
    expect(fmt(0.4, 0)).toBe('0');
  });
});

describe('a fraction divided by a fraction, as the school writes it', () => {
  it('keeps each fraction whole around «:» or «÷»', () => {
    expect(prepareMath('(x + 1)/(x − 2) : (x + 1)/(x² − 4)')).toBe('((x + 1)/(x - 2))/((x + 1)/(x^2 - 4))');
    expect(prepareMath('2/3 ÷ 4/9')).toBe('(2/3)/(4/9)');
    // A ratio or a colon after a word is left alone.
    expect(prepareMath('Simplificar: (x + 1)/(x − 2)')).toBe('Simplificar: (x + 1)/(x - 2)');
    expect(prepareMath('la razón 3 : 2')).toBe('la razón 3 : 2');
  });

  it('simplifies the quotient, sure, never the first fraction over the divisor’s numerator alone', () => {
    for (const sign of [':', '÷']) {
      const reply = solveProblem(`Simplificar: (x² − 4)/(x² + 4x + 4) ${sign} (x − 2)/(3x + 6)`);
      expect(reply.certain, reply.text).toBe(true);
      expect(reply.text).toContain('**Resultado: 3, con x ≠ -2 y x ≠ 2**');
    }
  });
});
