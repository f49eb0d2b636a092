/**
 * A factoring option compared with the engine's factorization whatever the order of its factors and
 * where its signs and constants went: «(3 − x)(2 − x)» is «(x − 2)(x − 3)». Two products are the same
 * factorization when they are the same polynomial (equal at more points than their degree) with as
 * many non-constant factors: the engine's factors are irreducible, so an option with as many factors
 * and the same product has the same ones up to constants.
 */

/** Plain text of a polynomial product: superscripts to ^, minus signs and multiplication dots to ASCII. */
function plain(text: string): string {
  const sup: Record<string, string> = {
    '⁰': '0',
    '¹': '1',
    '²': '2',
    '³': '3',
    '⁴': '4',
    '⁵': '5',
    '⁶': '6',
  };
  return text
    .replace(/\$/g, '')
    .replace(/[⁰¹²³⁴⁵⁶]+/g, (s) => `^${[...s].map((c) => sup[c] ?? '').join('')}`)
    .replace(/[−–]/g, '-')
    .replace(/[·×]/g, '*')
    .replace(/\s+/g, '')
    .replace(/\.$/, '');
}

/** A value for each letter of a product: one point of the space its polynomial lives in. */
type Point = (letter: string) => number;

/** A product read as its factors: each a polynomial in its letters to evaluate and how many non-constant factors it counts. */
interface Reading {
  at: (point: Point) => number;
  factors: number;
  /** False when a bracket still holds a common number, «xy(6x − 9y)»: factored less than it can be. */
  primitive: boolean;
}

/**
 * Reads sums, differences, products (also implicit: 3x(x − 1), 3xy(2x − y), (a + b)(x + y)), integer
 * powers, integers and letters (i aside: it is the imaginary unit). Undefined for anything else (roots,
 * i, fractions with a letter below).
 */
function read(text: string): Reading | undefined {
  const s = plain(text);
  if (!/^[-+*^()a-hj-z\d,]+$/.test(s) || !/[a-hj-z]/.test(s)) return undefined;
  let i = 0;
  let primitive = true;
  const peek = () => s[i];
  type Node = { at: (point: Point) => number; factors: number; constant: boolean };
  const fail = (): never => {
    throw new Error('unreadable');
  };
  function sum(): Node {
    let node = product();
    let terms = 1;
    while (peek() === '+' || peek() === '-') {
      const op = s[i++];
      const right = product();
      const left = node;
      node = {
        at: op === '+' ? (v) => left.at(v) + right.at(v) : (v) => left.at(v) - right.at(v),
        factors: 0,
        constant: left.constant && right.constant,
      };
      terms++;
    }
    if (terms > 1 && !node.constant) node.factors = 1;
    return node;
  }
  function product(): Node {
    let sign = 1;
    while (peek() === '-' || peek() === '+') if (s[i++] === '-') sign = -sign;
    const parts: Node[] = [power()];
    while (i < s.length && (peek() === '*' || peek() === '(' || /[a-hj-z\d]/.test(peek() ?? ''))) {
      if (peek() === '*') i++;
      parts.push(power());
    }
    return {
      at: (v) => sign * parts.reduce((p, n) => p * n.at(v), 1),
      factors: parts.reduce((c, n) => c + n.factors, 0),
      constant: parts.every((n) => n.constant),
    };
  }
  function power(): Node {
    const base = atom();
    if (peek() !== '^') return base;
    i++;
    const m = /^\d+/.exec(s.slice(i)) ?? fail();
    i += m[0].length;
    const k = Number(m[0]);
    return { at: (v) => base.at(v) ** k, factors: base.factors * k, constant: base.constant };
  }
  function atom(): Node {
    const c = peek();
    if (c === '(') {
      const start = ++i;
      const inner = sum();
      if (s[i++] !== ')') fail();
      if (!inner.constant && commonNumber(s.slice(start, i - 1)) > 1) primitive = false;
      // A bracketed sum is one factor; a bracketed product keeps its own count.
      return { ...inner, factors: inner.constant ? 0 : Math.max(1, inner.factors) };
    }
    if (c !== undefined && /[a-hj-z]/.test(c)) {
      i++;
      return { at: (v) => v(c), factors: 1, constant: false };
    }
    const m = /^\d+(?:,\d+)?/.exec(s.slice(i)) ?? fail();
    i += m[0].length;
    const v = Number(m[0].replace(',', '.'));
    return { at: () => v, factors: 0, constant: true };
  }
  try {
    const node = sum();
    if (i !== s.length) return undefined;
    return { at: node.at, factors: node.factors, primitive };
  } catch {
    return undefined;
  }
}

/** The greatest common divisor of a plain sum's coefficients («6x-9y» → 3); 1 when it has brackets or one term. */
function commonNumber(sum: string): number {
  if (/[()]/.test(sum)) return 1;
  const terms = sum.split(/(?=[-+])/).filter((term) => term !== '');
  if (terms.length < 2) return 1;
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  return terms.reduce((g, term) => {
    const digits = /^[-+]?(\d+)(?![\d,])/.exec(term)?.[1];
    return gcd(g, digits ? Number(digits) : 1);
  }, 0);
}

const POINTS = [-3.5, -2.25, -1.5, -0.75, 0.5, 1.25, 2.75, 4.5, 6.25];
/** A second coordinate for each point, for products in x and y: no pair on a line through the origin twice. */
const SECOND = [1.75, -0.5, 2.5, -3.25, -1.25, 3.5, 0.75, -2.75, 1.5];

/** Letter values at the k-th point: x and y as before, any other letter apart from both. */
const pointAt =
  (k: number): Point =>
  (letter) => {
    const [x, y] = [POINTS[k] ?? 1, SECOND[k] ?? 1];
    if (letter === 'x') return x;
    if (letter === 'y') return y;
    const n = letter.charCodeAt(0) - 96;
    return 0.61 * x + 0.29 * (SECOND[(k + n) % SECOND.length] ?? 1) + 0.17 * n;
  };

function samePolynomial(a: Reading, b: Reading): boolean {
  return POINTS.every((_, k) => {
    const point = pointAt(k);
    const [p, q] = [a.at(point), b.at(point)];
    return Math.abs(p - q) <= 1e-9 * Math.max(1, Math.abs(p), Math.abs(q));
  });
}

/**
 * The engine's factorization in a factoring reply («**x² − 5x + 6 = (x − 2)(x − 3)**»), when it is
 * complete (its factors irreducible), else undefined.
 */
export function factoredResult(reply: string): Reading | undefined {
  if (!reply.includes('## Factorización') || /Sin raíces racionales/.test(reply)) return undefined;
  const line = /\n\*\*([^*\n]+=[^*\n]+)\*\*/.exec(reply)?.[1];
  const sides = line?.split('=') ?? [];
  if (sides.length < 2) return undefined;
  const polynomial = read(sides[0] ?? '');
  const factored = read(sides[1] ?? '');
  if (!polynomial || !factored || !samePolynomial(polynomial, factored)) return undefined;
  return factored;
}

/**
 * Whether an option is the factorization: true when it is, false when it reads as a product that is
 * not, undefined when it does not read as one (another comparison decides).
 */
export function isSameFactorization(option: string, result: Reading): boolean | undefined {
  const reading = read(option);
  if (!reading) return undefined;
  return reading.factors === result.factors && reading.primitive && samePolynomial(reading, result);
}

/** An option that is the same polynomial with fewer or more factors: «ninguna» cannot be told then. */
export function isSamePolynomialOtherwise(option: string, result: Reading): boolean {
  const reading = read(option);
  return (
    reading !== undefined &&
    (reading.factors !== result.factors || !reading.primitive) &&
    samePolynomial(reading, result)
  );
}
