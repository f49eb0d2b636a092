/**
 * The roots of a quadratic with integer coefficients and an irrational discriminant, written exactly as
 * the options of an exam write them: «1 − √2», «(3 + √5)/2», «−2√3». A decimal alone («≈ −0,41») cannot
 * be told apart from an option «1 − √2» or «−1 + √2» by the options reader, which weighs roots by value.
 */

const gcd = (p: number, q: number): number => (q === 0 ? Math.abs(p) : gcd(q, p % q));

/** n = k²·m with m free of squares. */
function splitSquare(n: number): { k: number; m: number } {
  let k = 1;
  let m = n;
  for (let f = 2; f * f <= m; f++) {
    while (m % (f * f) === 0) {
      m /= f * f;
      k *= f;
    }
  }
  return { k, m };
}

/** A reduced fraction as text: «3», «−3/2». */
function fractionText(n: number, d: number): string {
  const g = gcd(n, d) || 1;
  const [num, den] = d / g < 0 ? [-n / g, -d / g] : [n / g, d / g];
  const sign = num < 0 ? '−' : '';
  return den === 1 ? `${sign}${Math.abs(num)}` : `${sign}${Math.abs(num)}/${den}`;
}

/**
 * x = (−b ± √Δ)/(2a) in simplest radical form, the smaller first; undefined unless a, b and Δ are
 * integers and Δ is positive and not a perfect square.
 */
export function surdRoots(a: number, b: number, delta: number): [string, string] | undefined {
  if (![a, b, delta].every(Number.isInteger) || a === 0 || delta <= 0) return undefined;
  const { k, m } = splitSquare(delta);
  if (m === 1) return undefined;
  // Over one denominator: (−b ± k√m)/(2a), with the three reduced together and a positive denominator.
  const d = Math.abs(2 * a);
  const sign = a < 0 ? -1 : 1;
  const g = gcd(gcd(Math.abs(b), k), d) || 1;
  const [center, coefficient, over] = [(-b * sign) / g, k / g, d / g];
  const root = `${coefficient === 1 ? '' : coefficient}√${m}`;
  if (over === 1) {
    const shown = (s: '−' | '+') =>
      center === 0 ? `${s === '−' ? '−' : ''}${root}` : `${fractionText(center, 1)} ${s} ${root}`;
    return [shown('−'), shown('+')];
  }
  // Split when the centre is a whole number over the same denominator would read worse: keep «(c ± k√m)/d».
  const shown = (s: '−' | '+') =>
    center === 0
      ? `${s === '−' ? '−' : ''}${root}/${over}`
      : `(${fractionText(center, 1)} ${s} ${root})/${over}`;
  return [shown('−'), shown('+')];
}
