/**
 * Exact numbers for the solvers whose answers are fractions and roots (1/2, √2/2, (1 + √5)/2), never
 * 0,3333: rationals over safe integers, polynomials in one unknown with rational coefficients, their
 * rational roots (Gauss) and the roots of what is left when it is a quadratic.
 */
import { at } from '../../../../shared/lib/must.ts';

/** A number that would not stay exact in a double: the solver declines rather than round it. */
export class Inexact extends Error {}

export interface Rational {
  readonly n: number;
  /** Always positive; n/d in lowest terms. */
  readonly d: number;
}

function gcd(a: number, b: number): number {
  let [x, y] = [Math.abs(a), Math.abs(b)];
  while (y) [x, y] = [y, x % y];
  return x;
}

const safe = (value: number) => {
  if (!Number.isSafeInteger(value)) throw new Inexact();
  return value;
};

export function rat(n: number, d = 1): Rational {
  if (d === 0) throw new Inexact();
  safe(n);
  safe(d);
  const g = gcd(n, d) || 1;
  const sign = d < 0 ? -1 : 1;
  return { n: (sign * n) / g + 0, d: (sign * d) / g };
}

export const ZERO = rat(0);
export const ONE = rat(1);

export const add = (a: Rational, b: Rational) => rat(safe(a.n * b.d) + safe(b.n * a.d), safe(a.d * b.d));
export const neg = (a: Rational) => rat(-a.n, a.d);
export const sub = (a: Rational, b: Rational) => add(a, neg(b));
export const mul = (a: Rational, b: Rational) => rat(safe(a.n * b.n), safe(a.d * b.d));
export const div = (a: Rational, b: Rational) => {
  if (b.n === 0) throw new Inexact();
  return rat(safe(a.n * b.d), safe(a.d * b.n));
};
export const isZero = (a: Rational) => a.n === 0;
export const isInt = (a: Rational) => a.d === 1;
export const sign = (a: Rational) => Math.sign(a.n);
export const equal = (a: Rational, b: Rational) => a.n === b.n && a.d === b.d;
export const value = (a: Rational) => a.n / a.d;
export const cmp = (a: Rational, b: Rational) => sign(sub(a, b));

/** a^k for an integer k (negative inverts). */
export function power(a: Rational, k: number): Rational {
  if (!Number.isInteger(k) || Math.abs(k) > 64) throw new Inexact();
  let result = ONE;
  for (let i = 0; i < Math.abs(k); i++) result = mul(result, a);
  return k < 0 ? div(ONE, result) : result;
}

/** A typed number (0,25 or 1.500) as the fraction it is: 0,25 → 1/4. */
export function fromNumber(x: number): Rational {
  if (!Number.isFinite(x)) throw new Inexact();
  for (let k = 0; k <= 9; k++) {
    const scale = 10 ** k;
    const scaled = Math.round(x * scale);
    if (Math.abs(scaled / scale - x) <= 1e-12 * Math.max(1, Math.abs(x))) return rat(scaled, scale);
  }
  throw new Inexact();
}

/** The rational square root, when there is one: √(9/4) = 3/2. */
export function sqrtRational(a: Rational): Rational | undefined {
  if (a.n < 0) return undefined;
  const n = Math.round(Math.sqrt(a.n));
  const d = Math.round(Math.sqrt(a.d));
  return n * n === a.n && d * d === a.d ? rat(n, d) : undefined;
}

/** 3, -\frac{3}{4}. */
export function ratTex(a: Rational): string {
  if (a.d === 1) return String(a.n);
  return `${a.n < 0 ? '-' : ''}\\frac{${Math.abs(a.n)}}{${a.d}}`;
}

/** 3, -3/4. */
export function ratText(a: Rational): string {
  return a.d === 1 ? String(a.n) : `${a.n}/${a.d}`;
}

/** A value that may be irrational, written exactly where it can be: its number, LaTeX and plain text. */
export interface Exact {
  value: number;
  tex: string;
  text: string;
}

export const exactRat = (a: Rational): Exact => ({ value: value(a), tex: ratTex(a), text: ratText(a) });

/** k² · s with s square-free: √72 = 6√2. */
export function splitSquare(n: number): { outside: number; inside: number } {
  let outside = 1;
  let inside = n;
  for (let f = 2; f * f <= inside; f++) {
    while (inside % (f * f) === 0) {
      inside /= f * f;
      outside *= f;
    }
  }
  return { outside, inside };
}

/** p + q·√s, as one fraction: (3 + √5)/2, 1 - √3, √2/2. */
export function surd(p: Rational, q: Rational, s: number): Exact {
  const x = value(p) + value(q) * Math.sqrt(s);
  if (s === 1) return exactRat(add(p, q));
  if (isZero(q)) return exactRat(p);
  const den = (p.d * q.d) / gcd(p.d, q.d);
  const P = (p.n * den) / p.d;
  const Q = (q.n * den) / q.d;
  const rootTex = (k: number) => `${Math.abs(k) === 1 ? '' : Math.abs(k)}\\sqrt{${s}}`;
  const rootText = (k: number) => `${Math.abs(k) === 1 ? '' : Math.abs(k)}√${s}`;
  const numTex = P === 0 ? `${Q < 0 ? '-' : ''}${rootTex(Q)}` : `${P} ${Q < 0 ? '-' : '+'} ${rootTex(Q)}`;
  const numText = P === 0 ? `${Q < 0 ? '-' : ''}${rootText(Q)}` : `${P} ${Q < 0 ? '-' : '+'} ${rootText(Q)}`;
  if (den === 1) return { value: x, tex: numTex, text: numText };
  // A lone negative root keeps its sign outside the fraction: -\frac{\sqrt{2}}{2}.
  if (P === 0 && Q < 0) {
    return {
      value: x,
      tex: `-\\frac{${rootTex(Q)}}{${den}}`,
      text: `-${rootText(Q)}/${den}`,
    };
  }
  return {
    value: x,
    tex: `\\frac{${numTex}}{${den}}`,
    text: P === 0 ? `${numText}/${den}` : `(${numText})/${den}`,
  };
}

/** √a as q·√s with s a square-free integer (s = 1 when the root is rational): √(1/2) = (1/2)·√2. */
export function sqrtParts(a: Rational): { coefficient: Rational; inside: number } {
  if (a.n < 0) throw new Inexact();
  if (a.n === 0) return { coefficient: ZERO, inside: 1 };
  // √(n/d) = √(n·d)/d
  const { outside, inside } = splitSquare(safe(a.n * a.d));
  return { coefficient: rat(outside, a.d), inside };
}

/** √a exactly: √(1/2) = √2/2, √8 = 2√2, √(9/4) = 3/2. */
export function sqrtExact(a: Rational): Exact {
  const { coefficient, inside } = sqrtParts(a);
  return surd(ZERO, coefficient, inside);
}

// ---------------------------------------------------------------------------------------------------
// Polynomials in one unknown: coefficients from degree 0 up, without trailing zeros.

export type Poly = readonly Rational[];

export function trim(p: readonly Rational[]): Poly {
  const out = [...p];
  while (out.length && isZero(out.at(-1) as Rational)) out.pop();
  return out;
}
export const constPoly = (a: Rational): Poly => trim([a]);
export const X: Poly = [ZERO, ONE];
export const degree = (p: Poly) => p.length - 1;
export const lead = (p: Poly) => p.at(-1) ?? ZERO;
export const coefAt = (p: Poly, k: number) => p[k] ?? ZERO;

export function polyAdd(a: Poly, b: Poly, bSign = 1): Poly {
  const out: Rational[] = [];
  for (let k = 0; k < Math.max(a.length, b.length); k++) {
    const right = coefAt(b, k);
    out.push(add(coefAt(a, k), bSign < 0 ? neg(right) : right));
  }
  return trim(out);
}
export function polyMul(a: Poly, b: Poly): Poly {
  if (!a.length || !b.length) return [];
  const out: Rational[] = Array.from({ length: a.length + b.length - 1 }, () => ZERO);
  a.forEach((x, i) => {
    b.forEach((y, j) => {
      out[i + j] = add(out[i + j] ?? ZERO, mul(x, y));
    });
  });
  return trim(out);
}
export const polyScale = (p: Poly, k: Rational): Poly => trim(p.map((c) => mul(c, k)));
export function polyPow(p: Poly, n: number): Poly {
  let out: Poly = [ONE];
  for (let k = 0; k < n; k++) out = polyMul(out, p);
  return out;
}
export const samePoly = (a: Poly, b: Poly) => polyAdd(a, b, -1).length === 0;
export const evalPoly = (p: Poly, x: number) => p.reduceRight((acc, c) => acc * x + value(c), 0);
export const evalRat = (p: Poly, x: Rational) => p.reduceRight((acc, c) => add(mul(acc, x), c), ZERO);

/** Synthetic division by (x - r): the quotient and the remainder. */
export function divideByRoot(p: Poly, r: Rational): { quotient: Poly; remainder: Rational } {
  const quotient: Rational[] = [];
  let carry = ZERO;
  for (const c of [...p].reverse()) {
    carry = add(mul(carry, r), c);
    quotient.unshift(carry);
  }
  const remainder = quotient.shift() ?? ZERO;
  return { quotient: trim(quotient), remainder };
}

/** Polynomial long division: p = q·d + r. */
export function polyDivide(p: Poly, d: Poly): { quotient: Poly; remainder: Poly } {
  let remainder = [...p];
  const quotient: Rational[] = Array.from({ length: Math.max(0, p.length - d.length + 1) }, () => ZERO);
  while (remainder.length >= d.length && remainder.length) {
    const shift = remainder.length - d.length;
    const factor = div(lead(remainder), lead(d));
    quotient[shift] = factor;
    const term = polyMul([...Array.from({ length: shift }, () => ZERO), factor], d);
    remainder = [...polyAdd(remainder, term, -1)];
  }
  return { quotient: trim(quotient), remainder: trim(remainder) };
}

/** Greatest common divisor of two polynomials, monic (Euclid). */
export function polyGcd(a: Poly, b: Poly): Poly {
  let [x, y] = [a, b];
  while (y.length) [x, y] = [y, polyDivide(x, y).remainder];
  return x.length ? polyScale(x, div(ONE, lead(x))) : x;
}

function coefTex(c: Rational, withOne: boolean): string {
  const magnitude = rat(Math.abs(c.n), c.d);
  if (!withOne && equal(magnitude, ONE)) return '';
  return ratTex(magnitude);
}

/** 2x^2 - \frac{1}{2}x + 3, highest degree first. */
export function polyTex(p: Poly, x = 'x'): string {
  if (!p.length) return '0';
  const terms: string[] = [];
  for (const [k, c] of [...p.entries()].reverse()) {
    if (isZero(c)) continue;
    const body = `${coefTex(c, k === 0)}${k === 0 ? '' : k === 1 ? x : `${x}^${k > 9 ? `{${k}}` : k}`}`;
    terms.push(terms.length === 0 ? `${c.n < 0 ? '-' : ''}${body}` : ` ${c.n < 0 ? '-' : '+'} ${body}`);
  }
  return terms.join('');
}

const superscript = (k: number) =>
  String(k).replace(/\d/g, (digit) => at('⁰¹²³⁴⁵⁶⁷⁸⁹', Number(digit), 'superscript digit'));

/** The same in plain text: 2x² - 1/2x + 3. */
export function polyText(p: Poly, x = 'x'): string {
  if (!p.length) return '0';
  const terms: string[] = [];
  for (const [k, c] of [...p.entries()].reverse()) {
    if (isZero(c)) continue;
    const magnitude = rat(Math.abs(c.n), c.d);
    // A fraction times x in brackets: «(3/2)x», since «3/2x» reads as 3/(2x) too.
    const coefficient =
      k > 0 && equal(magnitude, ONE)
        ? ''
        : k > 0 && magnitude.d !== 1
          ? `(${ratText(magnitude)})`
          : ratText(magnitude);
    const body = `${coefficient}${k === 0 ? '' : k === 1 ? x : `${x}${superscript(k)}`}`;
    terms.push(terms.length === 0 ? `${c.n < 0 ? '-' : ''}${body}` : ` ${c.n < 0 ? '-' : '+'} ${body}`);
  }
  return terms.join('');
}

// ---------------------------------------------------------------------------------------------------
// Roots and factors.

function lcm(a: number, b: number): number {
  return safe((a / gcd(a, b)) * b);
}

/** The same polynomial times a positive number so that its coefficients are coprime integers. */
export function integerForm(p: Poly): { poly: Poly; factor: Rational } {
  if (!p.length) return { poly: p, factor: ONE };
  const denominators = p.reduce((acc, c) => lcm(acc, c.d), 1);
  const numerators = p.reduce((acc, c) => gcd(acc, (c.n * denominators) / c.d), 0) || 1;
  const factor = rat(denominators, numerators);
  return { poly: polyScale(p, factor), factor };
}

function divisors(n: number): number[] {
  const m = Math.abs(n);
  if (m > 1e8) throw new Inexact();
  const out: number[] = [];
  for (let k = 1; k * k <= m; k++) {
    if (m % k === 0) {
      out.push(k);
      if (k * k !== m) out.push(m / k);
    }
  }
  return out;
}

export interface LinearFactor {
  root: Rational;
  multiplicity: number;
}

export interface Factored {
  /** The leading coefficient, outside every factor. */
  constant: Rational;
  /** (x - root)^multiplicity for each rational root, smallest root first. */
  linear: LinearFactor[];
  /** What is left, monic, with no rational root ([1] when nothing is). */
  rest: Poly;
}

/** Rational roots by Gauss's theorem (±divisors of the constant term over divisors of the leading one). */
export function factorRational(p: Poly): Factored {
  if (!p.length) throw new Inexact();
  const constant = lead(p);
  let rest: Poly = polyScale(p, div(ONE, constant));
  const found: LinearFactor[] = [];
  const take = (root: Rational) => {
    let multiplicity = 0;
    for (;;) {
      const { quotient, remainder } = divideByRoot(rest, root);
      if (!isZero(remainder) || degree(rest) < 1) break;
      rest = quotient;
      multiplicity++;
    }
    if (multiplicity) found.push({ root, multiplicity });
  };
  take(ZERO);
  if (degree(rest) >= 1) {
    const integer = integerForm(rest).poly;
    const last = at(integer, 0, 'constant term');
    const first = lead(integer);
    const candidates: Rational[] = [];
    for (const a of divisors(last.n))
      for (const b of divisors(first.n)) candidates.push(rat(a, b), rat(-a, b));
    for (const root of candidates) {
      if (degree(rest) < 1) break;
      if (found.some((f) => equal(f.root, root))) continue;
      take(root);
    }
  }
  found.sort((a, b) => cmp(a.root, b.root));
  return { constant, linear: found, rest };
}

/** The real roots of a quadratic with rational coefficients, exactly: none, one double or two. */
export function quadraticRoots(q: Poly): { discriminant: Rational; roots: Exact[] } {
  const [c, b, a] = [coefAt(q, 0), coefAt(q, 1), coefAt(q, 2)];
  const discriminant = sub(mul(b, b), mul(rat(4), mul(a, c)));
  if (sign(discriminant) < 0) return { discriminant, roots: [] };
  const p = div(neg(b), mul(rat(2), a));
  if (isZero(discriminant)) return { discriminant, roots: [exactRat(p)] };
  // √Δ / (2a) = √(Δ / 4a²), with the sign of a
  const { coefficient, inside } = sqrtParts(div(discriminant, mul(rat(4), mul(a, a))));
  const roots = [surd(p, neg(coefficient), inside), surd(p, coefficient, inside)];
  return { discriminant, roots: roots.sort((x, y) => x.value - y.value) };
}
