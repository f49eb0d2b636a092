import { describe, expect, it } from 'vitest';
import { createRng, fmtNum, parseNumbers, pickDistractors, round, texNum } from './lib.ts';

describe('fmtNum and texNum', () => {
  it('write Argentine notation without floating-point noise', () => {
    expect(fmtNum(0.1 + 0.2)).toBe('0,3');
    expect(fmtNum(3)).toBe('3');
    expect(fmtNum(12500)).toBe('12.500');
    expect(fmtNum(-2.456, 1)).toBe('-2,5');
    expect(texNum(3.5)).toBe('3{,}5');
    expect(round(-0.0001, 2)).toBe(0);
  });
});

describe('parseNumbers', () => {
  it.each([
    ['x = 3{,}5', [3.5]],
    ['$x_1 = -2$ y $x_2 = 5$', [-2, 5]],
    ['$\\frac{3}{4}$', [0.75]],
    ['$-\\dfrac{1}{2}$', [-0.5]],
    ['$2{,}5 \\cdot 10^{-3}\\ \\text{mol}$', [0.0025]],
    ['2,5 · 10⁻³ mol', [0.0025]],
    ['$3\\sqrt{2}$', [3 * Math.SQRT2]],
    ['$2\\pi$ rad', [2 * Math.PI]],
    ['9,8 $\\mathrm{m/s^2}$', [9.8]],
    ['12.500 J', [12500]],
    ['$x^2 + 1$', [1]],
  ])('%s → %j', (text, expected) => {
    const found = parseNumbers(text);
    expect(found).toHaveLength(expected.length);
    found.forEach((value, i) => {
      expect(value).toBeCloseTo(expected[i]!, 6);
    });
  });
});

describe('createRng', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = createRng(7);
    const b = createRng(7);
    expect([a.next(), a.int(1, 6), a.pick(['x', 'y'])]).toEqual([b.next(), b.int(1, 6), b.pick(['x', 'y'])]);
  });
});

describe('pickDistractors', () => {
  it('skips candidates equal to the answer or to each other', () => {
    expect(pickDistractors('3', ['3', '4', '4', '5'], (n) => String(10 + n))).toEqual(['4', '5', '11']);
  });
});
