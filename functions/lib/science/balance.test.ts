import { describe, expect, it } from 'vitest';
import { balanceEquation } from './balance.ts';
import { compositionOf } from './formula.ts';

const balance = (left: string[], right: string[]) =>
  balanceEquation(left.map(compositionOf), right.map(compositionOf));

describe('balancing an equation exactly', () => {
  it.each([
    [['H2', 'O2'], ['H2O'], [2, 1, 2]],
    [
      ['K2Cr2O7', 'HCl'],
      ['CrCl3', 'KCl', 'Cl2', 'H2O'],
      [1, 14, 2, 2, 3, 7],
    ],
    [
      ['KMnO4', 'HCl'],
      ['KCl', 'MnCl2', 'Cl2', 'H2O'],
      [2, 16, 2, 2, 5, 8],
    ],
    [
      ['Cu', 'HNO3'],
      ['Cu(NO3)2', 'NO', 'H2O'],
      [3, 8, 3, 2, 4],
    ],
    [
      ['Al', 'H2SO4'],
      ['Al2(SO4)3', 'H2'],
      [2, 3, 1, 3],
    ],
  ])('%j → %j', (left, right, coefficients) => {
    expect(balance(left, right)).toEqual(coefficients);
  });

  it('balances every alkane’s combustion with the smallest whole numbers (property)', () => {
    for (let n = 1; n <= 12; n++) {
      const found = balance([`C${n}H${2 * n + 2}`, 'O2'], ['CO2', 'H2O']);
      // 2 CₙH₂ₙ₊₂ + (3n + 1) O₂ → 2n CO₂ + (2n + 2) H₂O, halved when all are even.
      const expected = [2, 3 * n + 1, 2 * n, 2 * n + 2];
      const k = expected.every((v) => v % 2 === 0) ? 2 : 1;
      expect(found, `n = ${n}`).toEqual(expected.map((v) => v / k));
    }
  });

  it('declines an equation with no balance or with two independent ones', () => {
    expect(balance(['H2', 'O2'], ['H2O2', 'H2O'])).toBeUndefined();
    expect(balance(['NaCl'], ['KCl'])).toBeUndefined();
  });
});
