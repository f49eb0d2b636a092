/**
 * Factoring a polynomial in x and y by the course's cases, as the exams ask it («Factorizá 6x²y − 9xy²»,
 * «La factorización de x² − 6xy + 9y² es:»): the common factor (the coefficients' greatest common divisor
 * and the lowest powers of x and y), then, for what is left, the homogeneous cases — difference of squares,
 * perfect-square trinomial, a trinomial by its roots — read as a polynomial in t = x/y with rational roots,
 * or grouping when what is left is of degree one in a variable (A(x)·y + B(x) = common factor of A and B
 * times the rest). The product is multiplied back and compared with the polynomial term by term.
 */
import { foldText } from '../text.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import { readGrouping, sumText } from './factoring-groups.ts';
import { workedReply } from './reply.ts';
import { withoutOptions } from './statement.ts';

/** A polynomial in x and y with integer coefficients: "i,j" → coefficient of xⁱyʲ. */
type Poly = Map<string, number>;

const keyOf = (i: number, j: number) => `${i},${j}`;
type Variable = 0 | 1;
const powersOf = (key: string): [number, number] => {
  const [i = '0', j = '0'] = key.split(',');
  return [Number(i), Number(j)];
};
/** The power of x (0) or y (1) in a term's key. */
const powerIn = (key: string, v: Variable) => {
  const [i, j] = powersOf(key);
  return v === 0 ? i : j;
};

function addTerm(p: Poly, i: number, j: number, c: number): void {
  const key = keyOf(i, j);
  const sum = (p.get(key) ?? 0) + c;
  if (sum === 0) p.delete(key);
  else p.set(key, sum);
}

function multiply(p: Poly, q: Poly): Poly {
  const out: Poly = new Map();
  for (const [a, c] of p)
    for (const [b, d] of q) {
      const [[i, j], [k, l]] = [powersOf(a), powersOf(b)];
      addTerm(out, i + k, j + l, c * d);
    }
  return out;
}

const same = (p: Poly, q: Poly) => p.size === q.size && [...p].every(([key, c]) => q.get(key) === c);

const SUPER: Record<string, string> = { '²': '2', '³': '3', '⁴': '4', '⁵': '5', '⁶': '6' };
const TO_SUPER = ['', '', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹'];

/**
 * The polynomial of a run like «6x²y − 9xy²» or «x^2 + xy + 2x + 2y»: terms of a coefficient and powers
 * of x and y, written together. Undefined for anything else (brackets, other letters, a term with spaces).
 */
function parse(run: string): Poly | undefined {
  const text = run
    .replace(/[²³⁴⁵⁶]/g, (c) => `^${SUPER[c] ?? ''}`)
    .replace(/[−–]/g, '-')
    .replace(/\s*([+-])\s*/g, '$1')
    .trim();
  if (!/^[-+]?[\dxy^*·]+(?:[-+][\dxy^*·]+)*$/.test(text)) return undefined;
  const p: Poly = new Map();
  for (const term of text.match(/[-+]?[^-+]+/g) ?? []) {
    const m = /^([-+]?)(\d*)((?:[xy](?:\^\d+)?)*)$/.exec(term.replace(/[*·]/g, ''));
    if (!m) return undefined;
    const c = (m[1] === '-' ? -1 : 1) * (m[2] ? Number(m[2]) : 1);
    let [i, j] = [0, 0];
    for (const v of (m[3] ?? '').matchAll(/([xy])(?:\^(\d+))?/g)) {
      const k = Number(v[2] ?? 1);
      if (v[1] === 'x') i += k;
      else j += k;
    }
    addTerm(p, i, j, c);
  }
  return p.size > 0 ? p : undefined;
}

/** The polynomial in x and y a factoring statement writes, with the run as written. */
function readPolynomial(statement: string): { poly: Poly; raw: string } | undefined {
  const runs = [...statement.matchAll(/[\dxy²³⁴⁵⁶^+\-−·* ]+/g)]
    .map((m) => m[0].trim())
    .filter((run) => /x/.test(run) && /y/.test(run));
  if (runs.length !== 1) return undefined;
  const raw = runs[0] ?? '';
  const poly = parse(raw);
  return poly ? { poly, raw } : undefined;
}

const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));

/** Terms from the highest power of x down, then of y: the order the course writes. */
const ordered = (p: Poly) =>
  [...p].sort(([a], [b]) => {
    const [[i, j], [k, l]] = [powersOf(a), powersOf(b)];
    return k + l - (i + j) || k - i || l - j;
  });

function monomialText(i: number, j: number): string {
  const power = (v: string, k: number) => (k === 0 ? '' : `${v}${TO_SUPER[k] ?? `^${k}`}`);
  return `${power('x', i)}${power('y', j)}`;
}

function polyText(p: Poly): string {
  return ordered(p)
    .map(([key, c], n) => {
      const [i, j] = powersOf(key);
      const body = monomialText(i, j);
      const size = Math.abs(c) === 1 && body ? '' : String(Math.abs(c));
      const sign = c < 0 ? (n === 0 ? '−' : ' − ') : n === 0 ? '' : ' + ';
      return `${sign}${size}${body}`;
    })
    .join('');
}

interface Factor {
  poly: Poly;
  power: number;
}

/** t-polynomial q(t) = Σ cₖ tᵏ, highest first, of a homogeneous polynomial of degree d (t = x/y). */
function dehomogenized(p: Poly, d: number): number[] | undefined {
  const q = new Array<number>(d + 1).fill(0);
  for (const [key, c] of p) {
    const [i, j] = powersOf(key);
    if (i + j !== d) return undefined;
    q[d - i] = c;
  }
  return q;
}

const divisors = (n: number) => {
  const out: number[] = [];
  for (let k = 1; k <= Math.abs(n); k++) if (n % k === 0) out.push(k);
  return out;
};

/** Synthetic division of q (highest first) by (s t − p); undefined when it leaves a remainder. */
function divideRoot(q: readonly number[], p: number, s: number): number[] | undefined {
  // q(t) = (s t − p) · r(t): r's coefficients from the top.
  const r: number[] = [];
  let carry = 0;
  for (let k = 0; k < q.length - 1; k++) {
    const c = ((q[k] ?? 0) + carry) / s;
    if (!Number.isInteger(c)) return undefined;
    r.push(c);
    carry = c * p;
  }
  return (q.at(-1) ?? 0) + carry === 0 ? r : undefined;
}

/** A homogeneous polynomial split into linear factors (s x − p y) and what has no rational root (of degree 2 at most). */
function homogeneousFactors(p: Poly, d: number): Factor[] | undefined {
  let q = dehomogenized(p, d);
  if (!q) return undefined;
  const linear = new Map<string, Factor>();
  let found = true;
  while (found && q.length > 2) {
    found = false;
    const [lead = 0, last = 0] = [q[0], q.at(-1)];
    for (const s of divisors(lead)) {
      for (const a of divisors(last)) {
        for (const root of [a, -a]) {
          if (gcd(root, s) !== 1) continue;
          const rest: number[] | undefined = divideRoot(q, root, s);
          if (!rest) continue;
          const factor: Poly = new Map();
          addTerm(factor, 1, 0, s);
          addTerm(factor, 0, 1, -root);
          const key = polyText(factor);
          const known = linear.get(key);
          if (known) known.power++;
          else linear.set(key, { poly: factor, power: 1 });
          q = rest;
          found = true;
          break;
        }
        if (found) break;
      }
      if (found) break;
    }
  }
  const degree = q.length - 1;
  if (degree > 2) return undefined;
  const factors = [...linear.values()];
  if (degree === 1) {
    const factor: Poly = new Map();
    addTerm(factor, 1, 0, q[0] ?? 0);
    addTerm(factor, 0, 1, q[1] ?? 0);
    // (x − 3y) found twice is a square.
    const known = linear.get(polyText(factor));
    if (known) known.power++;
    else factors.push({ poly: factor, power: 1 });
  } else if (degree === 2) {
    // Irrational roots (x² − 2y²): the course's answer would need roots; left alone.
    const [a = 0, b = 0, c = 0] = q;
    if (b * b - 4 * a * c >= 0) return undefined;
    const rest: Poly = new Map();
    q.forEach((c, k) => {
      addTerm(rest, degree - k, k, c);
    });
    factors.push({ poly: rest, power: 1 });
  } else if ((q[0] ?? 1) !== 1) return undefined;
  return factors;
}

/** A polynomial in one variable as coefficients by power, and back. */
function univariateGcd(a: readonly number[], b: readonly number[]): number[] {
  // Euclid over the rationals, kept primitive: coefficients lowest power first.
  const trim = (p: number[]) => {
    while (p.length > 0 && p.at(-1) === 0) p.pop();
    return p;
  };
  const primitive = (p: number[]) => {
    const g = p.reduce((acc, c) => gcd(acc, c), 0) || 1;
    const s = (p.at(-1) ?? 1) < 0 ? -1 : 1;
    return p.map((c) => (s * c) / g);
  };
  let [x, y] = [trim([...a]), trim([...b])];
  while (y.length > 0) {
    // x ← lead(y)^k · x mod y, kept in integers.
    let r = [...x];
    while (r.length >= y.length && r.length > 0) {
      const [lr = 0, ly = 1] = [r.at(-1), y.at(-1)];
      const shift = r.length - y.length;
      r = r.map((c) => c * ly);
      for (let k = 0; k < y.length; k++) r[k + shift] = (r[k + shift] ?? 0) - lr * (y[k] ?? 0);
      r = trim(r);
    }
    [x, y] = [y, r.length > 0 ? primitive(r) : r];
  }
  return primitive(x);
}

/** A polynomial of degree one in `v` (0 for x, 1 for y): A·v + B grouped as g · (A/g · v + B/g). */
function grouping(p: Poly, v: Variable): Factor[] | undefined {
  const other: Variable = v === 0 ? 1 : 0;
  const [a, b]: [number[], number[]] = [[], []];
  for (const [key, c] of p) {
    const [inV, inOther] = [powerIn(key, v), powerIn(key, other)];
    if (inV > 1) return undefined;
    const target = inV === 1 ? a : b;
    target[inOther] = (target[inOther] ?? 0) + c;
  }
  const fill = (q: number[]) => Array.from({ length: q.length }, (_, k) => q[k] ?? 0);
  const [aa, bb] = [fill(a), fill(b)];
  if (aa.length === 0 || bb.length === 0) return undefined;
  const g = univariateGcd(aa, bb);
  // A·v + B with A and B coprime is irreducible (Gauss): nothing to group, it stays whole.
  if (g.length < 2) return [{ poly: p, power: 1 }];
  // g must divide A and B exactly; the quotients come from multiplying back.
  const asPoly = (q: readonly number[], withV: boolean): Poly => {
    const out: Poly = new Map();
    q.forEach((c, k) => {
      const powers: [number, number] = [0, 0];
      powers[other] = k;
      powers[v] = withV ? 1 : 0;
      addTerm(out, powers[0], powers[1], c);
    });
    return out;
  };
  const divide = (q: readonly number[]): number[] | undefined => {
    const r = [...q];
    const out = new Array<number>(Math.max(0, r.length - g.length + 1)).fill(0);
    for (let k = out.length - 1; k >= 0; k--) {
      const c = (r[k + g.length - 1] ?? 0) / (g.at(-1) ?? 1);
      if (!Number.isInteger(c)) return undefined;
      out[k] = c;
      for (let m = 0; m < g.length; m++) r[k + m] = (r[k + m] ?? 0) - c * (g[m] ?? 0);
    }
    return r.every((c) => c === 0) ? out : undefined;
  };
  const [qa, qb] = [divide(aa), divide(bb)];
  if (!qa || !qb) return undefined;
  const rest = asPoly(qa, true);
  for (const [key, c] of asPoly(qb, false)) addTerm(rest, ...powersOf(key), c);
  // The common factor in one variable, split into linear factors when its roots are rational.
  const common = asPoly(g, false);
  const degree = g.length - 1;
  const split = degree === 1 ? [{ poly: common, power: 1 }] : homogeneousInOne(common, other, degree);
  return split ? [...split, { poly: rest, power: 1 }] : undefined;
}

/** A polynomial in one variable, as a binary form with the other at power 0: factored by its rational roots. */
function homogeneousInOne(p: Poly, v: Variable, degree: number): Factor[] | undefined {
  // Homogenize with a dummy variable set to 1: reuse the t-roots on the coefficients.
  const swapped: Poly = new Map();
  for (const [key, c] of p) {
    const k = powerIn(key, v);
    addTerm(swapped, k, degree - k, c);
  }
  const factors = homogeneousFactors(swapped, degree);
  if (!factors) return undefined;
  return factors.map(({ poly, power }) => {
    const back: Poly = new Map();
    for (const [key, c] of poly) {
      const [i] = powersOf(key);
      const powers: [number, number] = [0, 0];
      powers[v] = i;
      addTerm(back, powers[0], powers[1], c);
    }
    return { poly: back, power };
  });
}

const factorText = ({ poly, power }: Factor) =>
  `(${polyText(poly)})${power > 1 ? (TO_SUPER[power] ?? `^${power}`) : ''}`;

interface Factorization {
  sign: number;
  content: number;
  x: number;
  y: number;
  factors: Factor[];
  grouped: boolean;
}

/** The common factor taken out, what is left kept whole. */
function commonFactor(p: Poly): Factorization {
  const terms = ordered(p);
  const content = terms.reduce((g, [, c]) => gcd(g, c), 0);
  const sign = (terms[0]?.[1] ?? 1) < 0 ? -1 : 1;
  const powers = terms.map(([key]) => powersOf(key));
  const x = Math.min(...powers.map(([i]) => i));
  const y = Math.min(...powers.map(([, j]) => j));
  const rest: Poly = new Map();
  for (const [key, c] of p) {
    const [i, j] = powersOf(key);
    addTerm(rest, i - x, j - y, (sign * c) / content);
  }
  return { sign, content, x, y, factors: rest.size > 1 ? [{ poly: rest, power: 1 }] : [], grouped: false };
}

function factorTwo(p: Poly): Factorization | undefined {
  const { sign, content, x, y, factors: left } = commonFactor(p);
  const rest = left[0]?.poly;
  if (!rest) return { sign, content, x, y, factors: [], grouped: false };
  const degrees = [...rest.keys()].map((key) => powersOf(key).reduce((s, k) => s + k, 0));
  const d = Math.max(...degrees);
  if (degrees.every((k) => k === d)) {
    const factors = homogeneousFactors(rest, d);
    return factors ? { sign, content, x, y, factors, grouped: false } : undefined;
  }
  // What is left in one letter only (y(x² − 1)): by its rational roots.
  const letters = [0, 1].filter((v) => [...rest.keys()].some((key) => powerIn(key, v === 0 ? 0 : 1) > 0));
  const [letter] = letters;
  if (letters.length === 1 && letter !== undefined) {
    const factors = homogeneousInOne(rest, letter === 0 ? 0 : 1, d);
    return factors ? { sign, content, x, y, factors, grouped: false } : undefined;
  }
  const factors = grouping(rest, 1) ?? grouping(rest, 0);
  if (!factors) return undefined;
  // Grouped only when the common factor was found; a rest left whole is no grouping.
  return { sign, content, x, y, factors, grouped: factors.length > 1 };
}

function productText(f: Factorization): string {
  const lead = `${f.sign < 0 ? '−' : ''}${f.content === 1 ? '' : f.content}${monomialText(f.x, f.y)}`;
  const body = f.factors.map(factorText).join('');
  if (!body) return lead || '1';
  // A single factor of power one needs no brackets after nothing.
  return f.factors.length === 1 && f.factors[0]?.power === 1 && !lead
    ? polyText(f.factors[0].poly)
    : `${lead}${body}`;
}

function expanded(f: Factorization): Poly {
  let p: Poly = new Map([[keyOf(f.x, f.y), f.sign * f.content]]);
  for (const { poly, power } of f.factors) for (let k = 0; k < power; k++) p = multiply(p, poly);
  return p;
}

export function solveFactoringTwo(problem: string): SolverReply | undefined {
  const statement = withoutOptions(problem);
  if (!/factoriz|factore|factor comun/.test(foldText(statement))) return undefined;
  const read = readPolynomial(statement);
  if (!read) return byGroups(statement);
  // Every number of the statement is in the polynomial.
  const digits = (text: string) => (text.match(/\d+/g) ?? []).length;
  if (digits(statement.replace(/[²³⁴⁵⁶]/g, '')) !== digits(read.raw.replace(/[²³⁴⁵⁶]/g, '')))
    return undefined;
  // «Sacá factor común»: the common factor is what is asked, whatever is left.
  const full = factorTwo(read.poly);
  // Only the common factor: not the complete factorization an option's comparison reads (factor-options.ts).
  const f = full ?? (/factor comun/.test(foldText(statement)) ? commonFactor(read.poly) : undefined);
  // A monomial, or a polynomial with nothing to take out, is no factoring to state.
  if (!f || f.factors.length === 0) return undefined;
  const [only] = f.factors;
  if (f.factors.length === 1 && only?.power === 1 && f.content === 1 && f.x + f.y === 0) return undefined;
  // The check: the product multiplied back is the polynomial.
  if (!same(expanded(f), read.poly)) return undefined;
  const given = polyText(read.poly);
  const common = `${f.sign < 0 ? '−' : ''}${f.content === 1 ? '' : f.content}${monomialText(f.x, f.y)}`;
  const steps: string[] = [];
  if (common && common !== '1')
    steps.push(
      `Factor común: ${common} (el máximo común divisor de los coeficientes y la menor potencia de cada letra).`,
    );
  const squares = f.factors.filter((factor) => factor.power === 2);
  if (f.grouped)
    steps.push(
      'Agrupando los términos que comparten la misma letra, cada grupo tiene un factor común, y ese factor se repite en los dos: se lo saca otra vez.',
    );
  else if (squares.length > 0)
    steps.push(
      'Lo que queda es un trinomio cuadrado perfecto: dos cuadrados y el doble producto de sus bases.',
    );
  else if (f.factors.length === 2)
    steps.push(
      'Lo que queda se escribe como producto de dos binomios: una diferencia de cuadrados (a² − b² = (a + b)(a − b)) o un trinomio según sus raíces en x/y.',
    );
  steps.push(`Verificación: multiplicando los factores se vuelve a ${given}.`);
  return {
    text: workedReply({
      title: full ? 'Factorización' : 'Factor común',
      data: `P(x; y) = ${given}`,
      steps,
      answer: `**${given} = ${productText(f)}**`,
      closing:
        '¿Qué caso de factoreo probás primero, y por qué conviene empezar siempre por el factor común?',
    }),
    certain: true,
  };
}

/** «Factorizá ax + bx + ay + by»: four terms in any letters, by groups. */
function byGroups(statement: string): SolverReply | undefined {
  const read = readGrouping(statement);
  if (!read) return undefined;
  const { outer, inner, pairs } = read.grouping;
  const given = sumText(read.terms);
  const product = `(${sumText(outer)})(${sumText(inner)})`;
  const pairText = (pair: Parameters<typeof sumText>[0]) => `(${sumText(pair)})`;
  return {
    text: workedReply({
      title: 'Factorización',
      data: `P = ${given}`,
      steps: [
        `Agrupá de a dos los términos que comparten letras: ${pairText(pairs[0])} + ${pairText(pairs[1])}.`,
        `Sacá factor común en cada grupo: los dos dejan el mismo binomio, ${sumText(inner)}.`,
        `Ese binomio es ahora factor común: ${product}.`,
        `Verificación: multiplicando los factores se vuelve a ${given}.`,
      ],
      answer: `**${given} = ${product}**`,
      closing: '¿Qué pasa si agrupás los términos de otra manera? ¿Llegás al mismo resultado?',
    }),
    certain: true,
  };
}

export const factoringTwo = declareSolver({
  name: 'factor_two_variables',
  offer: 'factoreo con dos letras (x e y)',
  summary:
    'Factors a polynomial in x and y by the course cases: common factor, grouping, difference of squares, perfect-square trinomial and trinomials by their roots in x/y; the product is multiplied back and checked. Start the problem with "factorizá".',
  examples: [
    'factorizá 6x²y − 9xy²',
    'factorizá 4x² − 9y²',
    'factorizá x² − 6xy + 9y²',
    'factorizá x² + xy + 2x + 2y',
  ],
  parameters: { problem: 'the statement, as written' },
  solve: solveFactoringTwo,
});
