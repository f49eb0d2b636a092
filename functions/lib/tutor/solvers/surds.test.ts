import { describe, expect, it } from 'vitest';
import { surdRoots } from './surds.ts';
import { random } from './testing.ts';

/** «1 − √2», «(3 + √5)/2», «−2√3/3» back to a number. */
function surdValueOf(text: string): number {
  const plain = text.replace(/−/g, '-');
  const over = /^\((.*)\)\/(\d+)$/.exec(plain) ?? /^(.*)\/(\d+)$/.exec(plain);
  const body = over?.[1] ?? plain;
  const divisor = Number(over?.[2] ?? 1);
  const [, center = '0', sign = '+', k = '', m = '0'] =
    /^(?:(-?\d+)\s*([-+])\s*)?(-?\d*)√(\d+)$/.exec(body.replace(/^(-?)(\d*)√/, '0 + $1$2√')) ?? [];
  const coefficient = k === '' ? 1 : k === '-' ? -1 : Number(k);
  return (Number(center) + (sign === '-' ? -1 : 1) * coefficient * Math.sqrt(Number(m))) / divisor;
}

describe('surdRoots', () => {
  it.each([
    [1, -2, 8, ['1 − √2', '1 + √2']],
    [1, -4, 20, ['2 − √5', '2 + √5']],
    [1, -3, 5, ['(3 − √5)/2', '(3 + √5)/2']],
    [3, 0, 36 * 3, ['−√3', '√3']],
    [3, 0, 12, ['−√3/3', '√3/3']],
    [-1, 4, 20, ['2 − √5', '2 + √5']],
  ] as const)('a = %d, b = %d, Δ = %d', (a, b, delta, expected) => {
    expect(surdRoots(a, b, delta)).toEqual(expected);
  });

  it('leaves alone a perfect square, a negative Δ and decimals', () => {
    expect(surdRoots(1, -5, 1)).toBeUndefined();
    expect(surdRoots(1, 0, -4)).toBeUndefined();
    expect(surdRoots(1, 0.5, 3)).toBeUndefined();
  });

  it('writes the two roots of the resolvent, checked by value (seeded)', () => {
    const next = random(7);
    for (let n = 0; n < 60; n++) {
      const a = (1 + Math.floor(next() * 6)) * (next() < 0.3 ? -1 : 1);
      const b = Math.floor(next() * 21) - 10;
      const c = Math.floor(next() * 21) - 10;
      const delta = b * b - 4 * a * c;
      const roots = surdRoots(a, b, delta);
      if (!roots) continue;
      const expected = [(-b - Math.sqrt(delta)) / (2 * a), (-b + Math.sqrt(delta)) / (2 * a)].sort(
        (p, q) => p - q,
      );
      expect(roots.map(surdValueOf)[0]).toBeCloseTo(expected[0] ?? Number.NaN, 9);
      expect(roots.map(surdValueOf)[1]).toBeCloseTo(expected[1] ?? Number.NaN, 9);
    }
  });
});
