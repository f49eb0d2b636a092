import { describe, expect, it } from 'vitest';
import { MAX_TYPED_ANSWER, readTypedNumber } from './typed-number.ts';

const value = (text: string) => {
  const read = readTypedNumber(text);
  return read.ok ? read.value : read.reason;
};

/** mulberry32, the same small generator the content bank draws its numbers with. */
function rng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('reading a typed number', () => {
  it.each([
    ['3,5', 3.5],
    ['3.5', 3.5],
    ['-0,25', -0.25],
    ['−0,25', -0.25],
    ['+2', 2],
    [',5', 0.5],
    ['0.125', 0.125],
    ['1.234,5', 1234.5],
    ['1,234.5', 1234.5],
    ['1 234,5', 1234.5],
    ['1.234.567', 1234567],
    ['12500', 12500],
    ['1234.5', 1234.5],
    ['2/3', 2 / 3],
    ['-3/4', -0.75],
    ['1,5/2', 0.75],
    ['2,5e-3', 0.0025],
    ['2,5E3', 2500],
    ['2,5·10^-3', 0.0025],
    ['2,5 x 10^3', 2500],
    ['6,02 × 10²³', 6.02e23],
    ['1,6·10⁻¹⁹', 1.6e-19],
    ['10^3', 1000],
    ['-0', 0],
  ])('reads "%s" as %s', (text, expected) => {
    expect(value(text)).toBeCloseTo(expected as number, 12);
  });

  it('keeps what follows the number as the unit, as typed', () => {
    expect(readTypedNumber('3,5 m/s')).toEqual({ ok: true, value: 3.5, unit: 'm/s' });
    expect(readTypedNumber('20km/h')).toEqual({ ok: true, value: 20, unit: 'km/h' });
    expect(readTypedNumber('3/4 m')).toEqual({ ok: true, value: 0.75, unit: 'm' });
    expect(readTypedNumber('25 °C')).toEqual({ ok: true, value: 25, unit: '°C' });
    expect(readTypedNumber('12 %')).toEqual({ ok: true, value: 12, unit: '%' });
  });

  it('asks again for a point that could be thousands or decimals', () => {
    expect(value('1.500')).toBe('ambiguous');
    expect(value('12.500')).toBe('ambiguous');
    expect(value('100.000')).toBe('ambiguous');
    // Unambiguous: a leading zero, other than three decimals, or a comma.
    expect(value('0.500')).toBe(0.5);
    expect(value('1.5')).toBe(1.5);
    expect(value('1,500')).toBe(1.5);
  });

  it.each([
    '',
    '   ',
    'abc',
    '3,',
    '3,5,1',
    '1.23.4',
    '1,234.567,8',
    '1 23',
    '2 3',
    '3/0',
    '1/2/3',
    '--3',
    '3 5 m',
    '12345678901234567',
    'x'.repeat(MAX_TYPED_ANSWER + 1),
  ])('refuses "%s"', (text) => {
    expect(readTypedNumber(text).ok).toBe(false);
  });

  it('reads back every number written in Argentine notation, with or without groups of thousands', () => {
    const next = rng(7);
    const format = (n: number, grouping: boolean, decimals: number) =>
      new Intl.NumberFormat('es-AR', { maximumFractionDigits: decimals, useGrouping: grouping }).format(n);
    for (let i = 0; i < 2000; i++) {
      const decimals = Math.floor(next() * 4);
      const magnitude = 10 ** Math.floor(next() * 7);
      const n = Math.round((next() - 0.5) * 2 * magnitude * 10 ** decimals) / 10 ** decimals;
      for (const grouping of [true, false]) {
        const text = format(n, grouping, decimals);
        const read = readTypedNumber(text);
        // A bare "1.500" (grouped thousands, no decimals) is the one form it asks about again.
        if (!read.ok) {
          expect(read.reason, text).toBe('ambiguous');
          expect(text, text).toMatch(/^-?[1-9]\d{0,2}\.\d{3}$/);
          continue;
        }
        expect(read.value, text).toBeCloseTo(n, 9);
      }
    }
  });

  it('reads back every number written with a decimal point, as a calculator shows it', () => {
    const next = rng(11);
    for (let i = 0; i < 2000; i++) {
      const n = Math.round((next() - 0.5) * 2e5) / 100;
      const text = String(n);
      const read = readTypedNumber(text);
      if (!read.ok) {
        expect(text).toMatch(/^-?[1-9]\d{0,2}\.\d{3}$/);
        continue;
      }
      expect(read.value, text).toBeCloseTo(n, 9);
    }
  });

  it('never throws, whatever it is given', () => {
    const next = rng(3);
    const alphabet = '0123456789.,-+/eE^·x× m/s°%²⁻';
    for (let i = 0; i < 5000; i++) {
      const length = Math.floor(next() * 14);
      const text = Array.from({ length }, () => alphabet[Math.floor(next() * alphabet.length)]).join('');
      const read = readTypedNumber(text);
      if (read.ok) expect(Number.isFinite(read.value), text).toBe(true);
    }
  });
});
