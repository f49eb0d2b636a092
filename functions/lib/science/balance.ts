/**
 * The smallest whole coefficients that balance a chemical equation (science kernel, see constants.ts):
 * the atoms of each element conserved is a homogeneous linear system, solved exactly with fractions; the
 * equation is balanced one way only when its solutions form a single line, all of whose coefficients are
 * positive. Undefined otherwise (no balance, or several independent ones).
 */
import { at } from '../../../shared/lib/must.ts';
import type { Composition } from './formula.ts';

const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));

/** A fraction p/q in lowest terms, q > 0. */
type Fraction = readonly [number, number];

const fraction = (p: number, q = 1): Fraction => {
  const g = gcd(p, q) || 1;
  const sign = q < 0 ? -1 : 1;
  return [(sign * p) / g, (sign * q) / g];
};
const sub = (a: Fraction, b: Fraction): Fraction => fraction(a[0] * b[1] - b[0] * a[1], a[1] * b[1]);
const mul = (a: Fraction, b: Fraction): Fraction => fraction(a[0] * b[0], a[1] * b[1]);
const div = (a: Fraction, b: Fraction): Fraction => fraction(a[0] * b[1], a[1] * b[0]);

/** Coefficients for the reactants then the products, in order; undefined when not balanced one way. */
export function balanceEquation(
  reactants: readonly Composition[],
  products: readonly Composition[],
): number[] | undefined {
  const species = [...reactants, ...products];
  const n = species.length;
  if (n < 2 || n > 10 || reactants.length === 0 || products.length === 0) return undefined;
  const elements = [...new Set(species.flatMap((s) => [...s.keys()]))];
  const rows: Fraction[][] = elements.map((element) =>
    species.map((s, j) => fraction((s.get(element) ?? 0) * (j < reactants.length ? 1 : -1))),
  );
  // Reduced row echelon form.
  const pivots: number[] = [];
  let r = 0;
  for (let c = 0; c < n && r < rows.length; c++) {
    const found = rows.findIndex((row, i) => i >= r && (row[c]?.[0] ?? 0) !== 0);
    if (found < 0) continue;
    const pivotRow = at(rows, found, 'row');
    rows[found] = at(rows, r, 'row');
    rows[r] = pivotRow;
    const pivot = at(pivotRow, c, 'pivot');
    for (let j = 0; j < n; j++) pivotRow[j] = div(at(pivotRow, j, 'entry'), pivot);
    for (const [i, row] of rows.entries()) {
      const factor = at(row, c, 'entry');
      if (i === r || factor[0] === 0) continue;
      for (let j = 0; j < n; j++) row[j] = sub(at(row, j, 'entry'), mul(factor, at(pivotRow, j, 'entry')));
    }
    pivots.push(c);
    r++;
  }
  const free = [...Array(n).keys()].filter((c) => !pivots.includes(c));
  if (free.length !== 1) return undefined;
  const f = at(free, 0, 'free column');
  const solution: Fraction[] = Array.from({ length: n }, () => fraction(0));
  solution[f] = fraction(1);
  pivots.forEach((c, i) => {
    const entry = at(at(rows, i, 'row'), f, 'entry');
    solution[c] = fraction(-entry[0], entry[1]);
  });
  const lcm = solution.reduce((l, [, q]) => (l * q) / gcd(l, q), 1);
  const whole = solution.map(([p, q]) => (p * lcm) / q);
  const common = whole.reduce((g, v) => gcd(g, v), 0);
  const coefficients = whole.map((v) => v / common);
  const sign = Math.sign(coefficients[0] ?? 0);
  const positive = coefficients.map((v) => v * sign);
  if (positive.some((v) => !(v > 0) || !Number.isSafeInteger(v) || v > 1000)) return undefined;
  // Check back: every element conserved.
  const conserved = elements.every(
    (element) =>
      species.reduce(
        (sum, s, j) => sum + (s.get(element) ?? 0) * (positive[j] ?? 0) * (j < reactants.length ? 1 : -1),
        0,
      ) === 0,
  );
  return conserved ? positive : undefined;
}
