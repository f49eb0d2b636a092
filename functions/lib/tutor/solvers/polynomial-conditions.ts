/**
 * A polynomial (or a quadratic function) pinned down by conditions, as the exams word them: «Sea p(x) un
 * polinomio de grado 3 del cual se sabe que tiene una raíz doble x = 2, que p(0) = 40 y que el resto de
 * dividirlo por x − 1 es 15. Calcular p(3)», «Factorizar el polinomio de grado mínimo…», «p(x) = x³ + ax²
 * + bx − 6 es divisible por x − 1 y…; hallar a y b», «la parábola de vértice (1; 4) que pasa por (3; −4)».
 * Every condition is linear in the unknown coefficients (a root of multiplicity m annuls p and its first
 * m − 1 derivatives; a vertex annuls the derivative), so the coefficients come out of one linear system,
 * exactly. The reading answers only when every number of the statement is a condition, the degree or
 * the argument asked, and the system has one solution; the result is checked against every condition.
 */
import { foldText } from '../text.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import {
  add,
  div,
  equal,
  evalRat,
  factorRational,
  Inexact,
  isZero,
  mul,
  neg,
  ONE,
  type Poly,
  polyText,
  type Rational,
  rat,
  ratText,
  sub,
  trim,
  ZERO,
} from './exact.ts';
import { prepareMath } from './numbers.ts';
import { workedReply } from './reply.ts';
import { withoutOptions } from './statement.ts';

class Unread extends Error {}

const SECOND_QUESTION =
  /\?[^¿]*¿|\by\s+(?:cual(?:es)?|cuanto|cuanta|cuantos|cuantas|en\s+que|donde|cuando|a\s+que|que)\s+(?:es|son|vale|valen|instante|momento|tiempo|altura|punto|tarda|alcanza|la|lo|sus?)\b/;

const NUM = String.raw`-?\d+(?:[.,]\d+)?(?:\/\d+)?`;

function readRational(raw: string): Rational {
  const [top = '', bottom] = raw.split('/');
  const decimals = top.includes(',') || top.includes('.') ? (top.split(/[.,]/)[1]?.length ?? 0) : 0;
  const n = Math.round(Number(top.replace(',', '.')) * 10 ** decimals);
  const d = 10 ** decimals * (bottom ? Number(bottom) : 1);
  if (!Number.isSafeInteger(n) || !Number.isSafeInteger(d) || d === 0) throw new Unread();
  return rat(n, d);
}

/** A linear form in the unknowns: coefficients, then the constant term. */
type Affine = Rational[];

interface Condition {
  /** What the reply lists among the data. */
  said: string;
  /** The derivative's order, where it is taken and the value it has there. */
  order: number;
  at: Rational;
  value: Rational;
  /** A complex point a + bi: its imaginary part, and which part of the value the row constrains. */
  atIm?: Rational;
  part?: 're' | 'im';
  /** Weights of the coefficients of their own (Vieta's relations), instead of a value at a point. */
  weights?: (k: number) => Rational;
}

interface Root {
  root: Rational;
  multiplicity: number;
  /** The imaginary part of a complex root (a + bi, b ≠ 0), which comes with its conjugate. */
  im?: Rational;
  /** «raíz simple», «doble»: the multiplicity said; a root or a factor said alone may repeat. */
  exact?: boolean;
}

interface Reading {
  name: string;
  /** The unknowns' names: the written polynomial's letters, or its coefficients. */
  unknowns: string[];
  /** Each coefficient of p, lowest degree first, as a linear form in the unknowns. */
  coefficients: Affine[];
  conditions: Condition[];
  roots: Root[];
  /** The leading coefficient, when it is given («mónico», «coeficiente principal 2»). */
  leading?: Rational;
  /** The degree the statement states (undefined for a written polynomial). */
  degree?: number;
  letters: boolean;
}

type Asked =
  | { kind: 'value'; at: Rational; remainder?: boolean }
  | { kind: 'letters'; only?: string }
  /** «la suma de sus coeficientes es:»: p(1). */
  | { kind: 'coefficient-sum' }
  | { kind: 'factored' }
  /** «las otras raíces»; with an op, «la suma (el producto) de las otras dos raíces». */
  | { kind: 'other-roots'; op?: 'sum' | 'product' }
  | { kind: 'all-roots' }
  | { kind: 'vertex' }
  | { kind: 'polynomial' }
  /** «Hallar a·b», «a + b»: one number made of the letters. */
  | { kind: 'letters-combined'; letters: string[]; ops: string[] }
  /** «la suma (el producto) de las raíces». */
  | { kind: 'roots-combined'; op: 'sum' | 'product' };

const DEGREE_WORDS: Record<string, number> = {
  dos: 2,
  tres: 3,
  cuatro: 4,
  segundo: 2,
  tercer: 3,
  cuarto: 4,
};

/** Spans of the text a reading used, so that what is left can be checked for unread numbers. */
class Consumed {
  private readonly spans: [number, number][] = [];
  take(match: RegExpExecArray | RegExpMatchArray): void {
    const start = match.index ?? 0;
    this.spans.push([start, start + match[0].length]);
  }
  leftover(text: string): string {
    return [...text].map((c, k) => (this.spans.some(([a, b]) => k >= a && k < b) ? ' ' : c)).join('');
  }
}

const ddx = (order: number, k: number, r: Rational): Rational => {
  // d^order/dx^order of x^k at r: k!/(k − order)! · r^(k − order).
  if (k < order) return ZERO;
  let factor = 1;
  for (let j = 0; j < order; j++) factor *= k - j;
  let power = ONE;
  for (let j = 0; j < k - order; j++) power = mul(power, r);
  return mul(rat(factor), power);
};

/** d^order/dx^order of x^k at a + bi, as its real and imaginary parts. */
function ddxComplex(order: number, k: number, re: Rational, im: Rational): [Rational, Rational] {
  if (k < order) return [ZERO, ZERO];
  let factor = 1;
  for (let j = 0; j < order; j++) factor *= k - j;
  let [pr, pi] = [ONE, ZERO];
  for (let j = 0; j < k - order; j++)
    [pr, pi] = [sub(mul(pr, re), mul(pi, im)), add(mul(pr, im), mul(pi, re))];
  return [mul(rat(factor), pr), mul(rat(factor), pi)];
}

function weightOf(condition: Condition, k: number): Rational {
  if (condition.weights) return condition.weights(k);
  if (!condition.atIm) return ddx(condition.order, k, condition.at);
  const [re, im] = ddxComplex(condition.order, k, condition.at, condition.atIm);
  return condition.part === 'im' ? im : re;
}

function conditionRow(reading: Reading, condition: Condition): Affine {
  const size = reading.unknowns.length + 1;
  const row: Affine = Array.from({ length: size }, () => ZERO);
  reading.coefficients.forEach((form, k) => {
    const weight = weightOf(condition, k);
    form.forEach((c, j) => {
      row[j] = add(row[j] ?? ZERO, mul(c, weight));
    });
  });
  // Σ row·u + constant = value, written as Σ row·u = value − constant.
  row[size - 1] = sub(condition.value, row[size - 1] ?? ZERO);
  return row;
}

/** The one solution of the rows (each: coefficients, then the right-hand side), or undefined. */
function solveRows(rows: Affine[], unknowns: number): Rational[] | undefined {
  const m = rows.map((row) => [...row]);
  let rank = 0;
  for (let col = 0; col < unknowns; col++) {
    const pivot = m.findIndex((row, k) => k >= rank && !isZero(row[col] ?? ZERO));
    if (pivot < 0) return undefined;
    const [chosen] = m.splice(pivot, 1);
    if (!chosen) return undefined;
    m.splice(rank, 0, chosen);
    const p = chosen[col] ?? ONE;
    const normal = chosen.map((c) => div(c, p));
    m[rank] = normal;
    for (let k = 0; k < m.length; k++) {
      if (k === rank) continue;
      const row = m[k] ?? [];
      const f = row[col] ?? ZERO;
      if (isZero(f)) continue;
      m[k] = row.map((c, j) => sub(c, mul(f, normal[j] ?? ZERO)));
    }
    rank++;
  }
  // Rows beyond the rank must read 0 = 0: the conditions agree.
  if (m.slice(rank).some((row) => !isZero(row[unknowns] ?? ZERO))) return undefined;
  return m.slice(0, unknowns).map((row) => row[unknowns] ?? ZERO);
}

/** «x³ + ax² + bx − 6»: each coefficient as a linear form in the letters; undefined when not that. */
function writtenPolynomial(body: string): { letters: string[]; coefficients: Affine[] } | undefined {
  const compact = body.replace(/\s+/g, '').replace(/\*/g, '');
  if (!/^[-+]?[^-+]/.test(compact)) return undefined;
  const terms = compact.match(/[-+]?[^-+]+/g) ?? [];
  const parsed = terms.map((term) =>
    /^([-+])?(\d+(?:[.,]\d+)?(?:\/\d+)?)?([a-wyz])?(x(?:\^(\d+))?)?$/.exec(term),
  );
  if (parsed.some((p) => !p || (!p[2] && !p[3] && !p[4]))) return undefined;
  const letters = [...new Set(parsed.flatMap((p) => (p?.[3] ? [p[3]] : [])))].sort();
  const coefficients: Affine[] = [];
  for (const p of parsed) {
    if (!p) return undefined;
    const sign = p[1] === '-' ? -1 : 1;
    const size = p[2] ? readRational(p[2]) : ONE;
    const power = p[4] ? (p[5] ? Number(p[5]) : 1) : 0;
    // The remainder theorem reads any degree («x¹⁰⁰ − 1»); exact arithmetic declines what overflows.
    if (power > 100) return undefined;
    while (coefficients.length <= power)
      coefficients.push(Array.from({ length: letters.length + 1 }, () => ZERO));
    const form = coefficients[power] ?? [];
    const slot = p[3] ? letters.indexOf(p[3]) : letters.length;
    form[slot] = add(form[slot] ?? ZERO, mul(rat(sign), size));
  }
  return { letters, coefficients };
}

function statedDegree(t: string, consumed: Consumed): number | 'minimal' | undefined {
  const minimal = /grado\s+minimo/.exec(t);
  if (minimal) {
    consumed.take(minimal);
    return 'minimal';
  }
  const digits = /\bgrado\s+(\d)\b/.exec(t) ?? /\bgrado\s+(dos|tres|cuatro)\b/.exec(t);
  const words = /\bde\s+(segundo|tercer|cuarto)\s+grado\b/.exec(t);
  const found = digits ?? words;
  if (found) {
    consumed.take(found);
    const raw = found[1] ?? '';
    return DEGREE_WORDS[raw] ?? Number(raw);
  }
  if (/funcion\s+cuadratica|\bparabola\b/.test(t)) return 2;
  return undefined;
}

const ROOT_WORD = 'raiz';
const MULTIPLICITY: Record<string, number> = { simple: 1, doble: 2, triple: 3 };
const MULTIPLICITY_WORD: Record<number, string> = { 1: '', 2: 'doble', 3: 'triple' };

/** A root as the exams write it: 2, −1/2, 2 + i, 1 − 3i, 2i. */
const ROOT_VALUE = String.raw`(?:${NUM}\s*[+-]\s*(?:\d+(?:[.,]\d+)?)?\s*\*?\s*i|-?(?:\d+(?:[.,]\d+)?)?\s*\*?\s*i|${NUM})(?![\p{L}\d])`;

/** 2 + i → [2, 1]; 2i → [0, 2]; −1/2 → [−1/2, 0]. */
function readRootValue(raw: string): [Rational, Rational] {
  const text = raw.replace(/\s+/g, '').replace(/\*/g, '');
  if (!text.endsWith('i')) return [readRational(text), ZERO];
  const body = text.slice(0, -1);
  const split = /^(-?[\d.,/]+)([+-])([\d.,]*)$/.exec(body);
  if (split) {
    const size = split[3] ? readRational(split[3]) : ONE;
    return [readRational(split[1] ?? ''), split[2] === '-' ? neg(size) : size];
  }
  if (body === '' || body === '-') return [ZERO, body === '-' ? rat(-1) : ONE];
  return [ZERO, readRational(body)];
}

function readRoots(t: string, consumed: Consumed): Root[] {
  const roots: Root[] = [];
  const push = (raw: string, multiplicity: number, exact = true) => {
    const [root, im] = readRootValue(raw);
    roots.push(isZero(im) ? { root, multiplicity, exact } : { root, multiplicity, im, exact });
  };
  for (const m of t.matchAll(
    new RegExp(
      String.raw`\b${ROOT_WORD}\s+(simple|doble|triple)\s+(?:en\s+)?(?:x\s*=\s*)?(${ROOT_VALUE})`,
      'gu',
    ),
  )) {
    consumed.take(m);
    push(m[2] ?? '', MULTIPLICITY[m[1] ?? ''] ?? 1);
  }
  for (const m of t.matchAll(
    new RegExp(
      String.raw`(?:\bx\s*=\s*)?(${ROOT_VALUE})\s+(?:no\s+)?es\s+(?:una\s+)?${ROOT_WORD}(?:\s+(simple|doble|triple))?(?![\p{L}])`,
      'gu',
    ),
  )) {
    consumed.take(m);
    push(m[1] ?? '', MULTIPLICITY[m[2] ?? 'simple'] ?? 1, m[2] !== undefined);
  }
  for (const m of t.matchAll(
    new RegExp(
      String.raw`(?:tenga|tiene|admita|admite)\s+(?:a\s+|por\s+)?(?:x\s*=\s*)?(${ROOT_VALUE})\s+(?:como|por)\s+raiz(?:\s+(simple|doble|triple))?|(?:\bx\s*=\s*)?(${ROOT_VALUE})\s+(?:no\s+)?sea\s+(?:una\s+)?raiz(?:\s+(simple|doble|triple))?(?![\p{L}])`,
      'gu',
    ),
  )) {
    consumed.take(m);
    push(m[1] ?? m[3] ?? '', MULTIPLICITY[m[2] ?? m[4] ?? 'simple'] ?? 1, (m[2] ?? m[4]) !== undefined);
  }
  const list = String.raw`(?:x\s*=\s*)?${ROOT_VALUE}(?:\s*(?:,|\by\b|\be\b)\s*(?:en\s+)?(?:x\s*=\s*)?${ROOT_VALUE})*`;
  for (const m of t.matchAll(
    new RegExp(
      String.raw`(?:tiene\s+(?:como\s+)?raices(?:\s+simples)?|raices\s+simples|sus\s+raices\s+son|cuyas\s+raices\s+son|raices\s+son|corta\s+al\s+eje\s+(?:x|de\s+(?:las\s+)?abscisas)\s+en)\s+(${list})`,
      'gu',
    ),
  )) {
    consumed.take(m);
    for (const raw of (m[1] ?? '').match(new RegExp(ROOT_VALUE, 'gu')) ?? []) push(raw, 1);
  }
  // «divisible por (x − 1) y por (x + 3)»: each factor x − a is a root a.
  const factor = String.raw`\(?\s*x\s*[+-]\s*${NUM}\s*\)?(?!\s*\^)`;
  for (const m of t.matchAll(
    new RegExp(String.raw`divisible\s+por\s+${factor}(?:\s*(?:,|\by\b)\s*(?:por\s+)?${factor})*`, 'g'),
  )) {
    consumed.take(m);
    for (const f of m[0].matchAll(new RegExp(String.raw`x\s*([+-])\s*(${NUM})`, 'g')))
      push(`${f[1] === '+' ? '-' : ''}${f[2] ?? ''}`, 1, false);
  }
  // «dos raíces simples cuya suma es 1 y cuyo producto es −6»: the roots of t² − s·t + p.
  const pair =
    new RegExp(
      String.raw`dos\s+raices(?:\s+simples)?\s+(?:reales\s+)?cuya\s+suma\s+es\s+(?:igual\s+a\s+)?(${NUM})\s+y\s+(?:cuyo|su)\s+producto\s+es\s+(?:igual\s+a\s+)?(${NUM})`,
    ).exec(t) ??
    new RegExp(
      String.raw`dos\s+raices(?:\s+simples)?\s+(?:reales\s+)?cuyo\s+producto\s+es\s+(?:igual\s+a\s+)?(${NUM})\s+y\s+(?:cuya|su)\s+suma\s+es\s+(?:igual\s+a\s+)?(${NUM})`,
    ).exec(t);
  if (pair) {
    consumed.take(pair);
    const productFirst =
      /cuyo\s+producto\s+es[^y]*\by\b/.test(pair[0]) && pair[0].indexOf('producto') < pair[0].indexOf('suma');
    const [s, p] = productFirst
      ? [readRational(pair[2] ?? ''), readRational(pair[1] ?? '')]
      : [readRational(pair[1] ?? ''), readRational(pair[2] ?? '')];
    const found = factorRational(trim([p, neg(s), ONE]));
    if (found.linear.length !== 2 || found.linear.some((f) => f.multiplicity !== 1)) throw new Unread();
    for (const f of found.linear) roots.push({ root: f.root, multiplicity: 1 });
  }
  return roots;
}

function readConditions(t: string, name: string, consumed: Consumed): Condition[] {
  const out: Condition[] = [];
  const value = (at: Rational, v: Rational, said: string) => out.push({ order: 0, at, value: v, said });
  for (const m of t.matchAll(new RegExp(String.raw`\b${name}\s*\(\s*(${NUM})\s*\)\s*=\s*(${NUM})`, 'g'))) {
    consumed.take(m);
    value(readRational(m[1] ?? ''), readRational(m[2] ?? ''), `${name}(${m[1]}) = ${m[2]}`);
  }
  for (const m of t.matchAll(
    new RegExp(
      String.raw`pasa\s+por\s+(?:el\s+punto\s+)?(?:[a-z]\s*=\s*)?\(\s*(${NUM})\s*[;,]\s*(${NUM})\s*\)`,
      'g',
    ),
  )) {
    consumed.take(m);
    value(readRational(m[1] ?? ''), readRational(m[2] ?? ''), `pasa por (${m[1]}; ${m[2]})`);
  }
  // «su gráfico corta al eje y en 18», «… en (0; 18)», «… en y = 18»: the value at 0.
  for (const m of t.matchAll(
    new RegExp(
      String.raw`corta\s+al\s+eje\s+(?:y|de\s+(?:las\s+)?ordenadas)\s+en\s+(?:el\s+punto\s+)?(?:\(\s*0\s*[;,]\s*(${NUM})\s*\)|y\s*=\s*(${NUM})|(${NUM}))`,
      'g',
    ),
  )) {
    consumed.take(m);
    const raw = m[1] ?? m[2] ?? m[3] ?? '';
    value(ZERO, readRational(raw), `${name}(0) = ${raw}`);
  }
  // «pasa por el origen»: the point (0; 0).
  for (const m of t.matchAll(/pasa\s+por\s+el\s+origen(?:\s+de\s+coordenadas)?/g)) {
    consumed.take(m);
    value(ZERO, ZERO, 'pasa por el origen');
  }
  for (const m of t.matchAll(
    new RegExp(
      String.raw`resto\s+de\s+(?:la\s+)?divi\w*\s[^.?;]*?\bpor\s+(?:el\s+(?:polinomio|binomio)\s+)?(?:[a-z]\s*\(\s*x\s*\)\s*=\s*)?\(?\s*x\s*([+-])\s*(${NUM})\s*\)?\s*(?:es|da|vale|resulta|sea|=)\s*(?:igual\s+a\s+)?(${NUM})`,
      'g',
    ),
  )) {
    consumed.take(m);
    const at = readRational(`${m[1] === '+' ? '-' : ''}${m[2] ?? ''}`);
    value(at, readRational(m[3] ?? ''), `resto de dividir por x ${m[1]} ${m[2]} = ${m[3]}`);
  }
  // «Al dividir p(x) = x^3 + ax^2 + 2x − 4 por (x − 1) el resto es 3»: the remainder after the divisor.
  for (const m of t.matchAll(
    new RegExp(
      String.raw`\bdivid\w*\s+(?:a\s+)?${name}\s*\(\s*x\s*\)(?:\s*=\s*[^,;.?]*?)?\s+(?:por|entre)\s+(?:el\s+(?:polinomio|binomio)\s+)?\(?\s*x\s*([+-])\s*(${NUM})\s*\)?\s*,?\s*(?:se\s+obtiene\s+|da\s+|el\s+)?(?:un\s+)?resto\s+(?:es\s+|da\s+|vale\s+|igual\s+a\s+|de\s+)?(?:igual\s+a\s+)?(${NUM})`,
      'g',
    ),
  )) {
    consumed.take(m);
    const at = readRational(`${m[1] === '+' ? '-' : ''}${m[2] ?? ''}`);
    value(at, readRational(m[3] ?? ''), `resto de dividir por x ${m[1]} ${m[2]} = ${m[3]}`);
  }
  for (const m of t.matchAll(
    new RegExp(
      String.raw`vertice\s+(?:es\s+|en\s+|esta\s+en\s+)?(?:el\s+punto\s+)?(?:v\s*=\s*)?\(\s*(${NUM})\s*[;,]\s*(${NUM})\s*\)`,
      'g',
    ),
  )) {
    consumed.take(m);
    const at = readRational(m[1] ?? '');
    value(at, readRational(m[2] ?? ''), `vértice (${m[1]}; ${m[2]})`);
    out.push({ order: 1, at, value: ZERO, said: '' });
  }
  for (const m of t.matchAll(
    new RegExp(
      String.raw`(?:ordenada\s+al\s+origen|termino\s+independiente)\s+(?:es\s+|vale\s+|de\s+)?(?:igual\s+a\s+)?(${NUM})`,
      'g',
    ),
  )) {
    consumed.take(m);
    value(ZERO, readRational(m[1] ?? ''), `${name}(0) = ${m[1]}`);
  }
  return out;
}

function readAsked(t: string, name: string, letters: boolean, consumed: Consumed): Asked | undefined {
  const asked: Asked[] = [];
  const values = [...t.matchAll(new RegExp(String.raw`\b${name}\s*\(\s*(${NUM})\s*\)(?!\s*=)`, 'g'))];
  for (const m of values) {
    consumed.take(m);
    asked.push({ kind: 'value', at: readRational(m[1] ?? '') });
  }
  // «El resto de dividir p(x) por (x + 1) es:», with no value after: p(−1) asked (the remainder theorem).
  const remainder = new RegExp(
    String.raw`resto\s+de\s+(?:la\s+)?divi\w*\s[^.?]*?\bpor\s+(?:el\s+binomio\s+)?\(?\s*x\s*([+-])\s*(${NUM})\s*\)?(?!\s*\^)(?!\s*\)?\s*(?:es|da|vale|sea|resulta|=)\s*(?:igual\s+a\s+)?-?\d)`,
  ).exec(t);
  if (remainder) {
    consumed.take(remainder);
    asked.push({
      kind: 'value',
      at: readRational(`${remainder[1] === '+' ? '-' : ''}${remainder[2] ?? ''}`),
      remainder: true,
    });
  }
  const intercept =
    /(?:calcul|halla|determin|obten|indic|encontr|cual\s+es)\w*\s+(?:su\s+|la\s+|el\s+)?(?:ordenada\s+al\s+origen|termino\s+independiente)(?!\s*(?:es|vale|de|igual)?\s*-?\d)/.exec(
      t,
    );
  if (intercept) asked.push({ kind: 'value', at: ZERO });
  // «Expresar P(x) como producto de factores primos», «descomponerlo en factores»: its factored form.
  if (
    /factori[zc]|producto\s+de\s+(?:sus\s+)?factores|descompon\w*\s+(?:[a-z](?:\s*\(\s*x\s*\))?\s+|el\s+polinomio\s+)?(?:en|como)\s+(?:un\s+)?(?:producto|factores)|(?:expres|escrib)\w*\s+(?:[a-z]\s*\(\s*x\s*\)\s+|el\s+polinomio\s+)?como\s+(?:un\s+)?producto/.test(
      t,
    )
  )
    asked.push({ kind: 'factored' });
  // «Hallar a·b», «a + b + c»: the whole expression of letters, up to a power or a bracket it does not read.
  const combined =
    /(?:halla|calcul|determin|obten|encontr|cual\s+es|cuanto\s+vale)\w*\s+(?:el\s+valor\s+de\s+)?([a-wyz](?:\s*(?:[*·+-]|\/)\s*[a-wyz])+)(?![\p{L}\d^(])/u.exec(
      t,
    );
  if (letters && combined) {
    const expression = (combined[1] ?? '').replace(/\s+/g, '');
    asked.push({
      kind: 'letters-combined',
      letters: expression.split(/[*·+\-/]/),
      ops: expression.match(/[*·+\-/]/g) ?? [],
    });
  }
  const rootsCombined =
    /\b(suma|producto)\s+de\s+(?:todas\s+)?(?:las\s+|sus\s+)raices\b(?!\s*(?:es|vale|da)?\s*(?:igual\s+a\s+)?-?\d)/.exec(
      t,
    );
  if (rootsCombined)
    asked.push({ kind: 'roots-combined', op: rootsCombined[1] === 'suma' ? 'sum' : 'product' });
  // «Las raíces de p(x) = … suman:», «… multiplicadas dan:»: the verb closing the stem.
  else if (/\braices\b[^.?]*\bsuman\s*(?::|\?|$)/.test(t)) asked.push({ kind: 'roots-combined', op: 'sum' });
  else if (/\braices\b[^.?]*\bmultiplicadas\s+dan\s*(?::|\?|$)/.test(t))
    asked.push({ kind: 'roots-combined', op: 'product' });
  // «La suma de sus coeficientes es:», with no value after it: p(1) asked.
  if (
    /\bsuma\s+de\s+(?:todos\s+)?(?:sus|los)\s+coeficientes\b(?!\s*(?:es|vale|da)?\s*(?:igual\s+a\s+)?-?\d)/.test(
      t,
    )
  )
    asked.push({ kind: 'coefficient-sum' });
  const othersCombined =
    /\b(suma|producto)\s+de\s+(?:las\s+)?(?:otras|demas|restantes)\s+(?:dos\s+|tres\s+)?raices\b/.exec(t);
  if (othersCombined)
    asked.push({ kind: 'other-roots', op: othersCombined[1] === 'suma' ? 'sum' : 'product' });
  else if (
    /(?:tercera|cuarta|otra|restante)s?\s+raiz|raices\s+restantes|(?:demas|otras|restantes)\s+(?:dos\s+|tres\s+)?raices/.test(
      t,
    )
  )
    asked.push({ kind: 'other-roots' });
  // «¿Cuáles son sus raíces?», «Hallar los ceros»: asked, not given (no number after them).
  else if (
    /(?:halla|calcul|determin|obten|encontr|indic|cuales\s+son)\w*\s+(?:todas\s+)?(?:sus\s+|las\s+|los\s+)?(?:raices|ceros)(?!\s*(?:son|en|de|x|=)?\s*-?\d)/.test(
      t,
    )
  )
    asked.push({ kind: 'all-roots' });
  if (
    /(?:halla|calcul|determin|obten|encontr|indic|cual\s+es)\w*\s+(?:su\s+|el\s+|las\s+coordenadas\s+del\s+)?vertice(?!\s*(?:es|en|=)?\s*(?:v\s*=\s*)?\(?\s*-?\d)/.test(
      t,
    )
  )
    asked.push({ kind: 'vertex' });
  // «¿Cuánto vale b?», «Hallá k para que…»: one letter asked by name.
  const oneLetter =
    /cuanto\s+(?:vale|valen)\s+([a-wyz])(?![\p{L}\d(*·+\-/^])|(?:halla|calcul|determin|obten|encontr)\w*\s+(?:el\s+valor\s+de\s+)?([a-wyz])\s+(?:para|tal|de\s+modo|de\s+manera|sabiendo|si)\b/u.exec(
      t,
    );
  if (
    letters &&
    !combined &&
    (oneLetter ||
      /(?:halla|calcul|determin|obten|encontr)\w*[^.]*?\b(?:el\s+valor\s+de\s+|los\s+valores\s+de\s+)?[a-wyz]\s*(?:[,;]|\by\b|$|\.)|el\s+valor\s+de\s+[a-wyz]\b|cuanto\s+(?:tiene\s+que\s+|debe\s+)?valer\s+[a-wyz]\b|que\s+valor\s+(?:tiene\s+que\s+tomar|debe\s+tomar|toma|tiene)\s+[a-wyz]\b/.test(
        t,
      )) &&
    asked.length === 0
  ) {
    const only = oneLetter?.[1] ?? oneLetter?.[2];
    asked.push(only ? { kind: 'letters', only } : { kind: 'letters' });
  }
  // A last question about something else of it («¿Cuál es su coeficiente de x²?»): not the polynomial.
  const lastQuestion = t.includes('¿') ? t.slice(t.lastIndexOf('¿')) : '';
  const otherQuestion =
    lastQuestion !== '' && !/polinomio|funcion|parabola|expresion|formula/.test(lastQuestion);
  if (
    asked.length === 0 &&
    !otherQuestion &&
    (/(?:el\s+polinomio|la\s+funcion|la\s+parabola)[^.]*\bes\s*:?\s*$/.test(t.trim()) ||
      /(?:halla|determin|obten|encontr|escrib)\w*\s+(?:el\s+polinomio|la\s+funcion|la\s+formula|la\s+expresion|la\s+ecuacion|[a-z]\s*\(\s*x\s*\))/.test(
        t,
      ))
  )
    asked.push({ kind: 'polynomial' });
  // One thing asked: a second one would go unanswered while the reply reads as sure.
  const kinds = new Set(asked.map((a) => (a.kind === 'value' ? `value${ratText(a.at)}` : a.kind)));
  return kinds.size === 1 ? asked[0] : undefined;
}

/** Other things a statement may ask of the same polynomial, which this reading does not answer. */
const OTHER_QUESTIONS =
  /eje\s+de\s+simetria|\bimagen\b|recorrido|crecimiento|decrecimiento|positividad|negatividad|\bmaxim|\bminim(?!o)|cociente|\bmcd\b|\bgrado\s+de\b|\bderivad/;

/**
 * «La parábola y = a(x − 1)² + 2»: a vertex form with its stretch a letter, written out as the polynomial
 * «f(x) = ax^2 − 2ax + 1a + 2» whose letter the conditions fix. Whole h and k only; the text as it was
 * for anything else.
 */
function vertexFormWrittenOut(t: string): string {
  return t.replace(
    /\b(?:y|([fgh])\s*\(\s*x\s*\))\s*=\s*([a-wyz])\s*\*?\s*\(\s*x\s*([+-])\s*(\d+)\s*\)\s*\^\s*2(?:\s*([+-])\s*(\d+))?(?![\d.,]*\s*[*/^(]|[\d.,]*\s*x)/u,
    (
      whole,
      name: string | undefined,
      letter: string,
      sign: string,
      raw: string,
      kSign?: string,
      kRaw?: string,
    ) => {
      if (!name && !/\bparabola\b/.test(t)) return whole;
      const h = (sign === '-' ? 1 : -1) * Number(raw);
      const k = kRaw === undefined ? 0 : (kSign === '-' ? -1 : 1) * Number(kRaw);
      if (!Number.isSafeInteger(h * h) || h === 0) return whole;
      const b = -2 * h;
      const c = h * h;
      const term = (coefficient: number, rest: string) =>
        `${coefficient < 0 ? '-' : '+'} ${Math.abs(coefficient)}${rest}`;
      return `${name ?? 'f'}(x) = ${letter}x^2 ${term(b, `${letter}x`)} ${term(c, letter)}${k === 0 ? '' : ` ${term(k, '')}`}`;
    },
  );
}

function read(
  problem: string,
): { reading: Reading; asked: Asked; alsoLetters: boolean; negated: boolean } | undefined {
  const t = vertexFormWrittenOut(foldText(prepareMath(withoutOptions(problem))).replace(/\s+/g, ' '));
  if (!/polinomio|funcion\s+cuadratica|\bparabola\b|\b[a-z]\s*\(\s*x\s*\)\s*=\s*[^.]*x\^\d/.test(t))
    return undefined;
  if (OTHER_QUESTIONS.test(t.replace(/grado\s+minimo/g, ''))) return undefined;
  // Two questions («¿…? ¿…?», «¿cuál es … y cuáles son …?»): one reply would answer one of them.
  if (SECOND_QUESTION.test(t)) return undefined;
  const consumed = new Consumed();
  const named = /\b([pqfgh])\s*\(\s*x\s*\)/.exec(t);
  const name = named?.[1] ?? (/funcion|parabola/.test(t) ? 'f' : 'p');
  // The formula is its terms and nothing after them: «x^3 + mx^2 - 4x + 12 tenga a x = -2 como raíz».
  const term = String.raw`(?:\d+(?:[.,]\d+)?\*?[a-wyz]?\*?(?:x(?:\^\d+)?)?|[a-wyz]\*?(?:x(?:\^\d+)?)?|x(?:\^\d+)?)(?![\p{L}\d])`;
  const template = new RegExp(
    String.raw`\b${name}\s*\(\s*x\s*\)\s*=\s*([-+]?\s*${term}(?:\s*[-+]\s*${term})*)`,
    'u',
  ).exec(t);
  const written = template ? writtenPolynomial(template[1] ?? '') : undefined;
  if (template && !written && /\d/.test(template[1] ?? '')) return undefined;
  if (template && written) consumed.take(template);
  const degree = written ? undefined : statedDegree(t, consumed);
  if (!written && degree === undefined) return undefined;
  const roots = readRoots(t, consumed);
  const conditions = readConditions(t, name, consumed);
  const monic = /\bmonico\b/.test(t);
  const leadingMatch = new RegExp(
    String.raw`coeficiente\s+principal\s+(?:es\s+|igual\s+a\s+|de\s+)?(${NUM})`,
  ).exec(t);
  if (leadingMatch) consumed.take(leadingMatch);
  const leading = monic ? ONE : leadingMatch ? readRational(leadingMatch[1] ?? '') : undefined;
  // «la suma de sus raíces es 4», «el producto de sus raíces es −5»: Vieta's relations, linear in the
  // coefficients once the degree is known; «la suma de sus coeficientes es 3» is p(1) = 3.
  const vieta: { kind: 'sum' | 'product'; value: Rational; raw: string }[] = [];
  for (const m of t.matchAll(
    new RegExp(
      String.raw`\b(suma|producto)\s+de\s+(?:todas\s+)?(?:sus|las)\s+raices\s+(?:(?:es|vale|da)\s+(?:igual\s+a\s+)?|igual\s+a\s+)(${NUM})`,
      'g',
    ),
  )) {
    consumed.take(m);
    vieta.push({
      kind: m[1] === 'suma' ? 'sum' : 'product',
      value: readRational(m[2] ?? ''),
      raw: m[2] ?? '',
    });
  }
  for (const m of t.matchAll(
    new RegExp(
      String.raw`\bsuma\s+de\s+(?:sus|los)\s+coeficientes\s+(?:(?:es|vale|da)\s+(?:igual\s+a\s+)?|igual\s+a\s+)(${NUM})`,
      'g',
    ),
  )) {
    consumed.take(m);
    conditions.push({
      order: 0,
      at: ONE,
      value: readRational(m[1] ?? ''),
      said: `suma de coeficientes = ${m[1]}`,
    });
  }
  const asked = readAsked(t, name, Boolean(written?.letters.length), consumed);
  if (!asked) return undefined;
  // «Hallar a y el vértice»: the letter and another thing of the polynomial, which this reading would leave
  // unanswered (the other roots beside the letter are read, as alsoLetters).
  if (
    asked.kind === 'letters' &&
    /(?:halla|calcul|determin|obten|encontr)\w*\s+(?:el\s+valor\s+de\s+)?[a-wyz]\s+(?:y|e)\s+(?:el|la|los|las|su|sus)\s+(?!valor)/.test(
      t,
    )
  )
    return undefined;
  // A polynomial written whole («Sabiendo que x = 1 es raíz de p(x) = x³ − 2x² − 5x + 6, factorizarlo»):
  // its roots are what is asked, with a root given to check and start from.
  if (written && written.letters.length === 0) {
    if (conditions.length > 0) return undefined;
    const rootsAsked = asked.kind === 'factored' || asked.kind === 'other-roots';
    // A remainder asked of it is its value (the remainder theorem), for any degree.
    const remainderAsked = asked.kind === 'value' && asked.remainder === true && roots.length === 0;
    if (
      !(rootsAsked && roots.length > 0) &&
      !(asked.kind === 'roots-combined' && roots.length === 0) &&
      !(asked.kind === 'coefficient-sum' && roots.length === 0) &&
      !remainderAsked
    )
      return undefined;
  }
  // Every number is a condition, the degree, the written polynomial or the argument asked; an i left
  // over is a complex number no condition read.
  const left = consumed.leftover(t);
  if (/\d/.test(left) || /(?<![\p{L}])i(?![\p{L}])/u.test(left)) return undefined;
  const rootDegree = roots.reduce((sum, r) => sum + r.multiplicity, 0);
  const n = written ? written.coefficients.length - 1 : degree === 'minimal' ? rootDegree : degree;
  // Vieta's relations need the degree: with «grado mínimo» they would change it.
  if (degree === 'minimal' && vieta.length > 0) return undefined;
  if (n === undefined || n < 1 || n > 100) return undefined;
  const unknowns = written ? written.letters : Array.from({ length: n + 1 }, (_, k) => `c${k}`);
  const coefficients: Affine[] = written
    ? written.coefficients
    : Array.from({ length: n + 1 }, (_, k) =>
        Array.from({ length: n + 2 }, (_, j) => (j === k ? ONE : ZERO)),
      );
  const all: Condition[] = [
    ...roots.flatMap((r) =>
      Array.from({ length: r.multiplicity }, (_, order) => {
        // The derivatives' rows are the multiplicity's: listed once, with the root.
        const said =
          order === 0
            ? `raíz ${MULTIPLICITY_WORD[r.multiplicity] ?? ''} x = ${rootText(r)}`.replace('  ', ' ')
            : '';
        // A complex root annuls both parts of p(a + bi): two real equations.
        return r.im
          ? [
              { order, at: r.root, atIm: r.im, part: 're' as const, value: ZERO, said },
              { order, at: r.root, atIm: r.im, part: 'im' as const, value: ZERO, said: '' },
            ]
          : [{ order, at: r.root, value: ZERO, said }];
      }).flat(),
    ),
    ...conditions,
    ...vieta.map((v) => vietaCondition(v, n)),
  ];
  const reading: Reading = {
    name,
    unknowns,
    coefficients,
    conditions: all,
    roots,
    letters: Boolean(written),
    ...(leading ? { leading } : {}),
    ...(written || degree === 'minimal' ? {} : { degree: n }),
  };
  // «calcular k y las otras raíces»: the letters are asked too, beside the other thing.
  const alsoLetters =
    reading.letters &&
    asked.kind !== 'letters' &&
    asked.kind !== 'letters-combined' &&
    /(?:halla|calcul|determin|obten|encontr)\w*\s+(?:el\s+valor\s+de\s+)?[a-wyz]\s+(?:y|e)\s+/.test(t);
  // «Hallá k para que p(x) NO sea divisible por (x + 2)»: every value but the one the condition gives;
  // read only for one letter asked alone, and any other «no» before a condition is not read.
  const negated = /\bno\s+(?:sea|es|resulte|tenga|tiene|admita|admite|sean)\b/.test(t);
  if (negated && !(asked.kind === 'letters' && unknowns.length === 1 && written)) return undefined;
  return { reading, asked, alsoLetters, negated };
}

/** The polynomial the conditions give, checked on each of them; undefined when they do not fix one. */
function solveReading(reading: Reading): { p: Poly; unknowns: Rational[] } | undefined {
  const rows = reading.conditions.map((condition) => conditionRow(reading, condition));
  if (reading.leading) {
    const top = reading.coefficients.length - 1;
    rows.push(
      conditionRow(reading, {
        order: top,
        at: ZERO,
        value: mul(reading.leading, rat(factorial(top))),
        said: '',
      }),
    );
  }
  const solution = solveRows(rows, reading.unknowns.length);
  if (!solution) return undefined;
  const p = trim(
    reading.coefficients.map((form) =>
      form.reduce((acc, c, j) => add(acc, j < solution.length ? mul(c, solution[j] ?? ZERO) : c), ZERO),
    ),
  );
  const n = reading.coefficients.length - 1;
  // The degree it was said to have (a «grado 3» whose leading coefficient came out 0 is not one).
  if (p.length - 1 !== n) return undefined;
  for (const condition of reading.conditions) {
    const found = p.reduce((acc, c, k) => add(acc, mul(c, weightOf(condition, k))), ZERO);
    if (!equal(found, condition.value)) return undefined;
  }
  // A double root is a root of multiplicity exactly two.
  const factored = factorRational(p);
  for (const r of reading.roots.filter((root) => !root.im)) {
    const found = factored.linear.find((f) => equal(f.root, r.root));
    if (
      !found ||
      (r.exact === false ? found.multiplicity < r.multiplicity : found.multiplicity !== r.multiplicity)
    )
      return undefined;
  }
  return { p, unknowns: solution };
}

/**
 * Vieta for a degree-n polynomial: the roots add up to −aₙ₋₁/aₙ (aₙ₋₁ + s·aₙ = 0) and multiply to
 * (−1)ⁿ·a₀/aₙ (a₀ − (−1)ⁿ·p·aₙ = 0), every root counted, complex ones too.
 */
function vietaCondition(v: { kind: 'sum' | 'product'; value: Rational; raw: string }, n: number): Condition {
  const weights =
    v.kind === 'sum'
      ? (k: number) => (k === n - 1 ? ONE : k === n ? v.value : ZERO)
      : (k: number) => (k === 0 ? ONE : k === n ? mul(rat(n % 2 === 0 ? -1 : 1), v.value) : ZERO);
  return {
    order: 0,
    at: ZERO,
    value: ZERO,
    weights,
    said: `${v.kind === 'sum' ? 'suma' : 'producto'} de las raíces = ${v.raw}`,
  };
}

const factorial = (k: number): number => (k <= 1 ? 1 : k * factorial(k - 1));

const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const sup = (k: number) => (k === 1 ? '' : [...String(k)].map((d) => SUPERSCRIPT.charAt(Number(d))).join(''));

/** 2 + i, 1 − 3i, 2i, −1/2. */
function rootText(r: { root: Rational; im?: Rational }): string {
  if (!r.im || isZero(r.im)) return ratText(r.root);
  const size = rat(Math.abs(r.im.n), r.im.d);
  const imText = `${equal(size, ONE) ? '' : ratText(size)}i`;
  if (isZero(r.root)) return `${r.im.n < 0 ? '-' : ''}${imText}`;
  return `${ratText(r.root)} ${r.im.n < 0 ? '-' : '+'} ${imText}`;
}

/**
 * Every root of p, each once: the rational ones, and a pair a ± bi from a quadratic factor left with
 * rational a and b; undefined when something else is left.
 */
function allRoots(p: Poly): { root: Rational; im?: Rational }[] | undefined {
  const { linear, rest } = factorRational(p);
  const roots: { root: Rational; im?: Rational }[] = linear.map((f) => ({ root: f.root }));
  if (rest.length === 1) return roots;
  if (rest.length !== 3) return undefined;
  const [c = ZERO, b = ZERO] = rest;
  const re = div(neg(b), rat(2));
  const square = sub(c, mul(re, re));
  const im = sqrtOf(square);
  if (!im || isZero(im)) return undefined;
  return [...roots, { root: re, im }, { root: re, im: neg(im) }];
}

/** The rational square root of a positive rational, or undefined. */
function sqrtOf(a: Rational): Rational | undefined {
  if (a.n <= 0) return undefined;
  const [n, d] = [Math.round(Math.sqrt(a.n)), Math.round(Math.sqrt(a.d))];
  return n * n === a.n && d * d === a.d ? rat(n, d) : undefined;
}

/** 2(x + 1)²(x − 5), from its rational roots; undefined when a factor is left without rational roots. */
function factoredText(p: Poly): string | undefined {
  const { constant, linear, rest } = factorRational(p);
  if (rest.length > 1) return undefined;
  const lead = equal(constant, ONE) ? '' : equal(constant, rat(-1)) ? '-' : ratText(constant);
  const factors = linear
    .map(({ root, multiplicity }) => {
      const inner = isZero(root)
        ? 'x'
        : `x ${root.n < 0 ? '+' : '-'} ${ratText(rat(Math.abs(root.n), root.d))}`;
      return isZero(root) && multiplicity === 1 ? 'x' : `(${inner})${sup(multiplicity)}`;
    })
    .join('');
  return `${lead}${factors}`;
}

function solvePolynomialConditions(problem: string): SolverReply | undefined {
  let found: ReturnType<typeof read>;
  let solved: ReturnType<typeof solveReading>;
  try {
    found = read(problem);
    solved = found && solveReading(found.reading);
  } catch (error) {
    if (error instanceof Unread || error instanceof Inexact) return undefined;
    throw error;
  }
  if (!found || !solved) return undefined;
  const { reading, asked, alsoLetters, negated } = found;
  const { p, unknowns } = solved;
  // The name as the statement writes it: «P(x)», not the folded «p(x)».
  const upper = reading.name.toUpperCase();
  const P =
    new RegExp(`\\b${upper}\\s*\\(`).test(problem) && !new RegExp(`\\b${reading.name}\\s*\\(`).test(problem)
      ? upper
      : reading.name;
  const standard = polyText(p);
  const factored = factoredText(p);
  const steps: string[] = [];
  if (reading.letters && reading.unknowns.length === 0) {
    // The polynomial written whole, no letter in it: the given roots only start its factoring.
    steps.push(
      `${P}(x) está escrito entero: cada raíz r dada lo anula, así que es divisible por (x − r), y dividiendo por Ruffini queda un factor de grado menor, que se factoriza aparte.`,
    );
  } else if (reading.letters) {
    steps.push(
      `Cada condición es una ecuación en ${reading.unknowns.join(', ')}: una raíz r cumple ${P}(r) = 0 (y si es doble, también ${P}'(r) = 0); el resto de dividir por (x − r) es ${P}(r).`,
    );
    steps.push(
      `Resolviendo: ${reading.unknowns.map((u, j) => `${u} = ${ratText(unknowns[j] ?? ZERO)}`).join('; ')}.`,
    );
  } else {
    const n = p.length - 1;
    steps.push(
      `Escribí ${P}(x) con sus ${n + 1} coeficientes desconocidos. Cada condición da una ecuación: una raíz r de multiplicidad m anula ${P} y sus primeras m − 1 derivadas; el resto de dividir por (x − r) es ${P}(r) (teorema del resto); el vértice (h; k) da ${P}(h) = k y ${P}'(h) = 0.`,
    );
    if (factored && reading.roots.length > 0)
      steps.push(
        `Con las raíces, ${P}(x) = a·${factored.replace(/^-?[\d/]*/, '')}; la condición restante fija a = ${ratText(p.at(-1) ?? ONE)}.`,
      );
  }
  steps.push(`Queda ${P}(x) = ${standard}${factored && factored !== standard ? ` = ${factored}` : ''}.`);
  steps.push(
    `Verificación: ${reading.conditions
      .map((c) => c.said)
      .filter((s) => s)
      .join(', ')} ✓`,
  );
  let answer: string;
  switch (asked.kind) {
    case 'value': {
      const v = evalRat(p, asked.at);
      steps.push(
        asked.remainder
          ? `Por el teorema del resto, el resto de dividir por (x − a) es ${P}(a): ${P}(${ratText(asked.at)}) = ${ratText(v)}.`
          : `Evaluá: ${P}(${ratText(asked.at)}) = ${ratText(v)}.`,
      );
      answer = `**${asked.remainder ? 'Resto = ' : ''}${P}(${ratText(asked.at)}) = ${ratText(v)}**`;
      break;
    }
    case 'letters': {
      if (!reading.letters) return undefined;
      if (asked.only && !reading.unknowns.includes(asked.only)) return undefined;
      const shown = reading.unknowns
        .map((u, j) => ({ u, v: unknowns[j] ?? ZERO }))
        .filter(({ u }) => !asked.only || u === asked.only);
      if (negated) {
        const [one] = shown;
        if (!one || shown.length !== 1) return undefined;
        steps.push(
          `La condición se cumple solo para ${one.u} = ${ratText(one.v)}; como se pide que NO se cumpla, sirve cualquier otro valor.`,
        );
        answer = `**${one.u} ≠ ${ratText(one.v)}**`;
        break;
      }
      answer = `**${shown.map(({ u, v }) => `${u} = ${ratText(v)}`).join('; ')}**`;
      break;
    }
    case 'coefficient-sum': {
      const v = evalRat(p, ONE);
      steps.push(
        `La suma de los coeficientes es ${P}(1), porque cada potencia de x vale 1 en x = 1: ${P}(1) = ${ratText(v)}.`,
      );
      answer = `**Suma de los coeficientes = ${P}(1) = ${ratText(v)}**`;
      break;
    }
    case 'letters-combined': {
      const letterValue = (letter: string) => {
        const j = reading.unknowns.indexOf(letter);
        return j < 0 || !reading.letters ? undefined : unknowns[j];
      };
      const values = asked.letters.map(letterValue);
      const [head, ...tail] = values;
      if (!head || tail.some((v) => !v)) return undefined;
      const signs = asked.ops.map((op) => (op === '*' ? '·' : op));
      // Sums and differences, or products, or one quotient: left to right is then the usual order.
      const kinds = new Set(signs.map((op) => (op === '+' || op === '-' ? 'sum' : op)));
      if (kinds.size !== 1 || (kinds.has('/') && signs.length > 1)) return undefined;
      const result = tail.reduce<Rational>((acc, v, k) => {
        const value = v ?? ZERO;
        const op = signs[k];
        return op === '+'
          ? add(acc, value)
          : op === '-'
            ? sub(acc, value)
            : op === '/'
              ? div(acc, value)
              : mul(acc, value);
      }, head);
      const written = asked.letters.map((l, k) => (k === 0 ? l : `${signs[k - 1]}${l}`)).join('');
      const withValues = values
        .map((v, k) => (k === 0 ? ratText(v ?? ZERO) : ` ${signs[k - 1]} ${ratText(v ?? ZERO)}`))
        .join('');
      steps.push(`${written} = ${withValues} = ${ratText(result)}.`);
      answer = `**${written} = ${ratText(result)}**`;
      break;
    }
    case 'roots-combined': {
      // Every root rational: «la suma de las raíces» is theirs, each counted with its multiplicity.
      const { linear, rest } = factorRational(p);
      if (rest.length > 1 || linear.length === 0) return undefined;
      const each = linear.flatMap((f) => Array.from({ length: f.multiplicity }, () => f.root));
      const result = each.reduce(
        (acc, r) => (asked.op === 'sum' ? add(acc, r) : mul(acc, r)),
        asked.op === 'sum' ? ZERO : ONE,
      );
      steps.push(
        `Las raíces son ${each.map((r) => ratText(r)).join(', ')}; ${asked.op === 'sum' ? 'su suma' : 'su producto'} es ${ratText(result)}.`,
      );
      answer = `**${asked.op === 'sum' ? 'Suma' : 'Producto'} de las raíces = ${ratText(result)}**`;
      break;
    }
    case 'factored':
      if (!factored) return undefined;
      answer = `**${P}(x) = ${factored}**`;
      break;
    case 'other-roots': {
      const all = allRoots(p);
      if (!all) return undefined;
      const others = all.filter(
        (r) => !reading.roots.some((k) => equal(k.root, r.root) && equal(k.im ?? ZERO, r.im ?? ZERO)),
      );
      if (others.length === 0) return undefined;
      if (asked.op) {
        // A sum or product of the others, each real: they are listed, then combined.
        if (others.some((r) => r.im)) return undefined;
        const sum = asked.op === 'sum';
        const result = others.reduce(
          (acc, r) => (sum ? add(acc, r.root) : mul(acc, r.root)),
          sum ? ZERO : ONE,
        );
        steps.push(
          `Las otras raíces son ${others.map((r) => rootText(r)).join(' y ')}; ${sum ? 'su suma' : 'su producto'} es ${ratText(result)}.`,
        );
        answer = `**${sum ? 'Suma' : 'Producto'} de las otras raíces = ${ratText(result)}**`;
        break;
      }
      answer = `**${others.map((r) => `x = ${rootText(r)}`).join('; ')}**`;
      break;
    }
    case 'all-roots': {
      const all = allRoots(p);
      if (!all || all.length === 0) return undefined;
      // Complex roots answer «sus raíces» only where the complex numbers are named: a parabola's roots are
      // its x-intercepts, and «no tiene raíces reales» is the answer there.
      if (all.some((r) => r.im) && !/complej|ℂ|\ben c\b/.test(foldText(problem))) return undefined;
      answer = `**${all.map((r) => `x = ${rootText(r)}`).join('; ')}**`;
      break;
    }
    case 'vertex': {
      if (p.length !== 3) return undefined;
      const [, b = ZERO, a = ONE] = p;
      const h = div(neg(b), mul(rat(2), a));
      const k = evalRat(p, h);
      steps.push(`Vértice: x_v = −b/(2a) = ${ratText(h)}; y_v = ${P}(${ratText(h)}) = ${ratText(k)}.`);
      answer = `**V = (${ratText(h)}; ${ratText(k)})**`;
      break;
    }
    case 'polynomial':
      answer = `**${P}(x) = ${standard}**${factored && factored !== standard ? ` (factorizado, ${P}(x) = ${factored})` : ''}`;
      break;
  }
  // «Verificar que x = 2 es raíz de P»: asked too, and answered by the value, which must be 0.
  const verified = [
    ...foldText(problem)
      .replace(/[−–]/g, '-')
      .matchAll(
        new RegExp(
          String.raw`(?:verifica|comproba|mostra|demostra|proba|justifica)\w*\s+que\s+(?:x\s*=\s*)?(${NUM})\s+es\s+(?:una\s+)?raiz`,
          'g',
        ),
      ),
  ].map((m) => readRational(m[1] ?? ''));
  for (const r of verified) if (!isZero(evalRat(p, r))) return undefined;
  if (verified.length)
    answer = `${verified.map((r) => `**${P}(${ratText(r)}) = 0**: x = ${ratText(r)} es raíz ✓`).join('\n\n')}\n\n${answer}`;
  if (alsoLetters) {
    const letters = reading.unknowns.map((u, j) => `${u} = ${ratText(unknowns[j] ?? ZERO)}`).join('; ');
    answer = answer.replace(/^\*\*/, `**${letters}; `);
  }
  return {
    text: workedReply({
      title: 'Polinomio a partir de condiciones',
      data:
        reading.conditions
          .map((c) => c.said)
          .filter((s) => s)
          .join('; ') || 'las condiciones del enunciado',
      steps,
      answer,
      closing: '¿Cuántas condiciones hacen falta para fijar un polinomio de grado n, y por qué?',
    }),
    certain: true,
  };
}

export { solvePolynomialConditions };

export const polynomialConditions = declareSolver({
  name: 'polynomial_from_conditions',
  offer: 'polinomios y parábolas a partir de condiciones (raíces dobles, restos, valores, vértice)',
  summary:
    'A polynomial or quadratic pinned down by conditions: its degree (or «grado mínimo») with roots and their multiplicity, values p(a) = b, remainders of dividing by x − a, a vertex, a point, the y-intercept, «mónico»; or a written polynomial with unknown letters (x³ + ax² + bx − 6) and such conditions. Solves the linear system exactly and answers a value p(k), the letters, the factored form, the other roots or the polynomial.',
  examples: [
    'Sea p(x) un polinomio de grado 3 del cual se sabe que tiene una raíz doble x = 2, que p(0) = 40 y que el resto de dividir a p(x) por x − 1 es 15. Calcular p(3).',
    'El polinomio p(x) = x³ + ax² + bx − 6 es divisible por x − 1 y el resto de dividirlo por x + 1 es −8. Hallar a y b.',
    'Factorizar el polinomio de grado mínimo p(x) sabiendo que x = −1 es raíz doble, x = 5 es raíz simple y p(2) = −54.',
  ],
  parameters: { problem: 'the statement, as written' },
  solve: solvePolynomialConditions,
});
