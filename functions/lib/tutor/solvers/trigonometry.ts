/**
 * Trigonometry: equations in one function of a linear angle (sen x = 1/2, cos x = −√2/2, tg x = 1,
 * 2 sen² x − 1 = 0, 2 cos² x − cos x − 1 = 0, sen 2x = √3/2, sen x = cos x) over one turn or the interval
 * the student gives, in radians or degrees, exact for the notable angles; and right triangles from two
 * sides, or a side and an acute angle, with Pythagoras and SOH-CAH-TOA.
 */
import { at } from '../../../../shared/lib/must.ts';
import { foldText } from '../text.ts';
import { combinationAsked } from './asked-combination.ts';
import {
  add,
  div,
  type Exact,
  exactRat,
  Inexact,
  mul,
  neg,
  type Rational,
  rat,
  ratTex,
  sqrtExact,
  sub,
  surd,
  value,
  ZERO,
} from './exact.ts';
import { group } from './groups.ts';
import { joinAnd } from './inequalities.ts';
import {
  evaluate,
  findStatements,
  hasExponential,
  hasKind,
  hasX,
  type Node,
  nodeTex,
  type Statement,
  some,
  statementTex,
  stripGroup,
  type TrigName,
  toRational,
} from './math-text.ts';
import { solveNamedRightTriangle } from './named-right-triangle.ts';
import { asFraction, fmt, NUMBER_SOURCE, parseNumber } from './numbers.ts';
import { orNone } from './or-none.ts';

class Unsupported extends Error {}

const EPS = 1e-9;
const TRIG_TEX: Record<TrigName, string> = {
  sen: '\\operatorname{sen}',
  cos: '\\cos',
  tg: '\\operatorname{tg}',
};

/** The notable values, exact: what a student must know without a calculator. */
const NOTABLE: { value: number; tex: string; text: string }[] = [
  { value: 0, tex: '0', text: '0' },
  { value: 1 / 2, tex: '\\frac{1}{2}', text: '1/2' },
  { value: Math.SQRT2 / 2, tex: '\\frac{\\sqrt{2}}{2}', text: '√2/2' },
  { value: Math.sqrt(3) / 2, tex: '\\frac{\\sqrt{3}}{2}', text: '√3/2' },
  { value: 1, tex: '1', text: '1' },
  { value: Math.sqrt(3) / 3, tex: '\\frac{\\sqrt{3}}{3}', text: '√3/3' },
  { value: Math.sqrt(3), tex: '\\sqrt{3}', text: '√3' },
];

/** A value as exactly as it can be written: 1/2, -√2/2, 1/3, else rounded. */
function valueExact(v: number): Exact & { notable: boolean } {
  const magnitude = Math.abs(v);
  const notable = NOTABLE.find((n) => Math.abs(n.value - magnitude) < EPS);
  const minus = v < -EPS ? '-' : '';
  if (notable)
    return { value: v, tex: `${minus}${notable.tex}`, text: `${minus}${notable.text}`, notable: true };
  if (Math.abs(v * 1e4 - Math.round(v * 1e4)) < 1e-6) {
    return { value: v, tex: fmt(v, 4).replace(',', '{,}'), text: fmt(v, 4), notable: false };
  }
  const fraction = asFraction(v, 60);
  if (fraction) {
    const r = fraction ? rat(fraction.numerator, fraction.denominator) : rat(v);
    return { ...exactRat(r), notable: false };
  }
  return { value: v, tex: fmt(v, 4).replace(',', '{,}'), text: `≈ ${fmt(v, 4)}`, notable: false };
}

// ---------------------------------------------------------------------------------------------------
// Angles: exact ones as a rational multiple of π, the rest in radians.

interface Angle {
  /** Multiple of π, when exact. */
  pi?: Rational;
  radians: number;
}

const piAngle = (r: Rational): Angle => ({ pi: r, radians: value(r) * Math.PI });

function angleTex(angle: Angle): string {
  if (!angle.pi) return fmt(angle.radians, 4).replace(',', '{,}');
  const { n, d } = angle.pi;
  if (n === 0) return '0';
  const sign = n < 0 ? '-' : '';
  const k = Math.abs(n) === 1 ? '' : String(Math.abs(n));
  return d === 1 ? `${sign}${k}\\pi` : `${sign}\\frac{${k}\\pi}{${d}}`;
}

function angleText(angle: Angle): string {
  if (!angle.pi) return `≈ ${fmt(angle.radians, 2)}`;
  const { n, d } = angle.pi;
  if (n === 0) return '0';
  const k = Math.abs(n) === 1 ? '' : String(Math.abs(n));
  return `${n < 0 ? '-' : ''}${k}π${d === 1 ? '' : `/${d}`}`;
}

function degreesText(angle: Angle): string {
  const degrees = angle.pi ? value(angle.pi) * 180 : (angle.radians * 180) / Math.PI;
  const exact = angle.pi && Math.abs(degrees - Math.round(degrees * 100) / 100) < EPS;
  return `${exact ? '' : '≈ '}${fmt(degrees, 2)}°`;
}

/** The solutions of name(θ) = v in [0, 2π), with where each comes from. */
function baseAngles(name: TrigName, v: number): { angles: Angle[]; why: string } | undefined {
  if (name !== 'tg' && Math.abs(v) > 1 + EPS) return undefined;
  const magnitude = Math.abs(v);
  const reference =
    name === 'sen'
      ? Math.asin(Math.min(1, magnitude))
      : name === 'cos'
        ? Math.acos(Math.min(1, magnitude))
        : Math.atan(magnitude);
  // The reference angle in the first quadrant, exact when it is a multiple of π/12.
  const twelfths = (reference / Math.PI) * 12;
  const exact = Math.abs(twelfths - Math.round(twelfths)) < 1e-7 ? rat(Math.round(twelfths), 12) : undefined;
  const at = (k: number, sign: number): Angle => {
    // k·π + sign·α
    if (exact) return piAngle(add(rat(k), mul(rat(sign), exact)));
    return { radians: k * Math.PI + sign * reference };
  };
  const alpha = exact ? angleTex(piAngle(exact)) : fmt(reference, 4).replace(',', '{,}');
  const zero = magnitude < EPS;
  const one = Math.abs(magnitude - 1) < EPS;
  if (name === 'sen') {
    if (zero) return { angles: [piAngle(ZERO), piAngle(rat(1))], why: 'el seno se anula en 0 y en π' };
    if (one)
      return v > 0
        ? { angles: [piAngle(rat(1, 2))], why: 'el seno vale 1 solo en π/2' }
        : { angles: [piAngle(rat(3, 2))], why: 'el seno vale −1 solo en 3π/2' };
    return v > 0
      ? {
          angles: [at(0, 1), at(1, -1)],
          why: `el seno es positivo en el primer y el segundo cuadrante: $\\alpha = ${alpha}$ y $\\pi - \\alpha$`,
        }
      : {
          angles: [at(1, 1), at(2, -1)],
          why: `el seno es negativo en el tercer y el cuarto cuadrante: $\\pi + \\alpha$ y $2\\pi - \\alpha$, con $\\alpha = ${alpha}$`,
        };
  }
  if (name === 'cos') {
    if (zero)
      return { angles: [piAngle(rat(1, 2)), piAngle(rat(3, 2))], why: 'el coseno se anula en π/2 y en 3π/2' };
    if (one)
      return v > 0
        ? { angles: [piAngle(ZERO)], why: 'el coseno vale 1 solo en 0' }
        : { angles: [piAngle(rat(1))], why: 'el coseno vale −1 solo en π' };
    return v > 0
      ? {
          angles: [at(0, 1), at(2, -1)],
          why: `el coseno es positivo en el primer y el cuarto cuadrante: $\\alpha = ${alpha}$ y $2\\pi - \\alpha$`,
        }
      : {
          angles: [at(1, -1), at(1, 1)],
          why: `el coseno es negativo en el segundo y el tercer cuadrante: $\\pi - \\alpha$ y $\\pi + \\alpha$, con $\\alpha = ${alpha}$`,
        };
  }
  if (zero) return { angles: [piAngle(ZERO), piAngle(rat(1))], why: 'la tangente se anula en 0 y en π' };
  return v > 0
    ? {
        angles: [at(0, 1), at(1, 1)],
        why: `la tangente es positiva en el primer y el tercer cuadrante: $\\alpha = ${alpha}$ y $\\pi + \\alpha$`,
      }
    : {
        angles: [at(1, -1), at(2, -1)],
        why: `la tangente es negativa en el segundo y el cuarto cuadrante: $\\pi - \\alpha$ y $2\\pi - \\alpha$, con $\\alpha = ${alpha}$`,
      };
}

// ---------------------------------------------------------------------------------------------------
// The equation as a polynomial in one function: Σ c·T^k.

interface Signature {
  name: TrigName;
  argTex: string;
  arg: Node;
}

type Collected = { coefs: Map<string, number>; signatures: Map<string, Signature> };

const keyOf = (name: TrigName, power: number) => `${name}^${power}`;

function collect(node: Node): Collected {
  const constant = (v: number): Collected => {
    if (!Number.isFinite(v)) throw new Unsupported('constant');
    return { coefs: new Map([['1', v]]), signatures: new Map() };
  };
  if (!hasX(node)) return constant(evaluate(node));
  switch (node.kind) {
    case 'group':
      return collect(node.arg);
    case 'neg':
      return scale(collect(node.arg), -1);
    case 'add': {
      const a = collect(node.left);
      const b = scale(collect(node.right), node.op === '-' ? -1 : 1);
      for (const [k, c] of b.coefs) a.coefs.set(k, (a.coefs.get(k) ?? 0) + c);
      for (const [k, s] of b.signatures) a.signatures.set(k, s);
      return a;
    }
    case 'mul': {
      const a = collect(node.left);
      const b = collect(node.right);
      const aConst = [...a.coefs.keys()].every((k) => k === '1');
      const bConst = [...b.coefs.keys()].every((k) => k === '1');
      if (aConst) return scale(b, a.coefs.get('1') ?? 0);
      if (bConst) return scale(a, b.coefs.get('1') ?? 0);
      // sen x · sen x: only one function, powers add up.
      if (a.coefs.size === 1 && b.coefs.size === 1) {
        const [[ka, ca]] = [...a.coefs] as [[string, number]];
        const [[kb, cb]] = [...b.coefs] as [[string, number]];
        const [na, pa] = ka.split('^') as [TrigName, string];
        const [nb, pb] = kb.split('^') as [TrigName, string];
        if (na !== nb) throw new Unsupported('two functions');
        const signatures = new Map([...a.signatures, ...b.signatures]);
        return { coefs: new Map([[keyOf(na, Number(pa) + Number(pb)), ca * cb]]), signatures };
      }
      throw new Unsupported('product');
    }
    case 'div': {
      if (hasX(node.right)) throw new Unsupported('quotient');
      return scale(collect(node.left), 1 / evaluate(node.right));
    }
    case 'pow': {
      const exponent = toRational(node.exponent);
      const base = collect(node.base);
      if (exponent?.d !== 1 || exponent.n < 1 || exponent.n > 2 || base.coefs.size !== 1) {
        throw new Unsupported('power');
      }
      const [[k, c]] = [...base.coefs] as [[string, number]];
      const [name, p] = k.split('^') as [TrigName, string];
      return {
        coefs: new Map([[keyOf(name, Number(p) * exponent.n), c ** exponent.n]]),
        signatures: base.signatures,
      };
    }
    case 'trig': {
      if (node.power < 1 || node.power > 2) throw new Unsupported('power');
      const signature = { name: node.name, argTex: nodeTex(stripGroup(node.arg)), arg: stripGroup(node.arg) };
      return {
        coefs: new Map([[keyOf(node.name, node.power), 1]]),
        signatures: new Map([[node.name, signature]]),
      };
    }
    default:
      throw new Unsupported(node.kind);
  }
}

function scale(c: Collected, k: number): Collected {
  return { coefs: new Map([...c.coefs].map(([key, v]) => [key, v * k])), signatures: c.signatures };
}

/** The angle's argument as a·x + b·π (b from π or degrees): undefined for anything else. */
function linearAngle(node: Node): { a: Rational; b: Rational } | undefined {
  switch (node.kind) {
    case 'x':
      return { a: rat(1), b: ZERO };
    case 'pi':
      return { a: ZERO, b: rat(1) };
    case 'deg': {
      const degrees = toRational(node.arg);
      return degrees ? { a: ZERO, b: div(degrees, rat(180)) } : undefined;
    }
    case 'group':
      return linearAngle(node.arg);
    case 'neg': {
      const inner = linearAngle(node.arg);
      return inner && { a: neg(inner.a), b: neg(inner.b) };
    }
    case 'add': {
      const left = linearAngle(node.left);
      const right = linearAngle(node.right);
      if (!left || !right) return undefined;
      const s = node.op === '-' ? rat(-1) : rat(1);
      return { a: add(left.a, mul(s, right.a)), b: add(left.b, mul(s, right.b)) };
    }
    case 'mul': {
      const k = toRational(node.left) ?? toRational(node.right);
      const other = toRational(node.left) ? node.right : node.left;
      const inner = linearAngle(other);
      return k && inner ? { a: mul(k, inner.a), b: mul(k, inner.b) } : undefined;
    }
    case 'div': {
      const k = toRational(node.right);
      const inner = linearAngle(node.left);
      return k && inner && k.n !== 0 ? { a: div(inner.a, k), b: div(inner.b, k) } : undefined;
    }
    default:
      return undefined;
  }
}

// ---------------------------------------------------------------------------------------------------
// The interval: one turn unless the student gives another one.

interface Interval {
  lo: number;
  hi: number;
  hiClosed: boolean;
  tex: string;
  degrees: boolean;
  oneTurn: boolean;
}

function readEndpoint(text: string, degrees: boolean): number | undefined {
  const [statement, ...others] = findStatements(text);
  if (!statement || others.length || statement.relations.length) return undefined;
  const [node] = statement.sides;
  if (!node || hasX(node)) return undefined;
  const v = evaluate(node);
  if (!Number.isFinite(v)) return undefined;
  return degrees && !hasKind(node, 'pi') && !hasKind(node, 'deg') ? (v * Math.PI) / 180 : v;
}

function readInterval(message: string, argumentInDegrees: boolean): Interval | undefined | 'unreadable' {
  const folded = foldText(message.replace(/º/g, '°'));
  const degrees = argumentInDegrees || /°|\bgrados?\b|360/.test(folded);
  const bracket = /([[(])\s*([^;,[\]()]*(?:\([^()]*\))?[^;,[\]()]*?)\s*[;,]\s*([^;,[\]()]+?)\s*([\])])/.exec(
    folded,
  );
  const between = /\bentre\s+(-?[^\s]+)\s+y\s+(-?[^\s,.;?]+)/.exec(folded);
  const bounds = /(?<![\w)])(-?[\dπ][^\s<≤]*|pi)\s*(<=|≤|<)\s*x\s*(<=|≤|<)\s*(-?[^\s,;?]*[\dπi])/.exec(
    folded,
  );
  // «el ángulo x del primer cuadrante»: the quadrant's open quarter turn, in degrees as the guide says it
  // unless the statement asks radians («¿cuánto vale x en radianes?»).
  const quadrant = /\b(?:del|en el)\s+(primer|segundo|tercer|cuarto)\s+cuadrante\b/.exec(folded);
  let lo = 0;
  let hi = 2 * Math.PI;
  let hiClosed = false;
  let loClosed = true;
  let inDegrees = degrees;
  if (quadrant && !bracket && !between && !bounds) {
    const k = ['primer', 'segundo', 'tercer', 'cuarto'].indexOf(group(quadrant, 1));
    [lo, hi, loClosed, hiClosed, inDegrees] = [
      (k * Math.PI) / 2,
      ((k + 1) * Math.PI) / 2,
      false,
      false,
      !/\bradian/.test(folded),
    ];
  } else if (bracket && /π|pi|°|\d/.test(bracket[0]) && !/x/.test(bracket[0])) {
    const a = readEndpoint(group(bracket, 2), degrees);
    const b = readEndpoint(group(bracket, 3), degrees);
    if (a === undefined || b === undefined || b <= a) return 'unreadable';
    [lo, hi, loClosed, hiClosed] = [a, b, bracket[1] === '[', bracket[4] === ']'];
  } else if (between) {
    const a = readEndpoint(group(between, 1), degrees);
    const b = readEndpoint(group(between, 2), degrees);
    if (a === undefined || b === undefined || b <= a) return 'unreadable';
    [lo, hi, hiClosed] = [a, b, Math.abs(b - a - 2 * Math.PI) > EPS];
  } else if (bounds) {
    const a = readEndpoint(group(bounds, 1), degrees);
    const b = readEndpoint(group(bounds, 4), degrees);
    if (a === undefined || b === undefined || b <= a) return 'unreadable';
    [lo, hi, loClosed, hiClosed] = [a, b, bounds[2] !== '<', bounds[3] !== '<'];
  }
  if (!loClosed) lo += 1e-12;
  const end = (v: number) => (inDegrees ? `${fmt((v * 180) / Math.PI, 2)}^\\circ` : angleTex(nicePi(v)));
  return {
    lo,
    hi,
    hiClosed,
    degrees: inDegrees,
    oneTurn: Math.abs(lo) < 1e-9 && Math.abs(hi - 2 * Math.PI) < 1e-9 && !hiClosed,
    tex: `${loClosed ? '[' : '('}${end(lo)};\\ ${end(hi)}${hiClosed ? ']' : ')'}`,
  };
}

function nicePi(radians: number): Angle {
  const twelfths = (radians / Math.PI) * 12;
  return Math.abs(twelfths - Math.round(twelfths)) < 1e-7
    ? piAngle(rat(Math.round(twelfths), 12))
    : { radians };
}

// ---------------------------------------------------------------------------------------------------

/** Real roots of c2·u² + c1·u + c0 = 0 (c2 may be 0). */
function rootsOf(c2: number, c1: number, c0: number): number[] {
  if (Math.abs(c2) < EPS) return Math.abs(c1) < EPS ? [] : [-c0 / c1];
  const delta = c1 * c1 - 4 * c2 * c0;
  if (delta < -EPS) return [];
  if (Math.abs(delta) <= EPS) return [-c1 / (2 * c2)];
  const root = Math.sqrt(delta);
  return [(-c1 - root) / (2 * c2), (-c1 + root) / (2 * c2)].sort((a, b) => a - b);
}

const numberTex = (v: number) => valueExact(v).tex;

function quadraticTex(c2: number, c1: number, c0: number, u: string): string {
  const terms: string[] = [];
  for (const [c, body] of [
    [c2, `${u}^2`],
    [c1, u],
    [c0, ''],
  ] as [number, string][]) {
    if (Math.abs(c) < EPS) continue;
    const magnitude = Math.abs(c);
    const coefficient = body && Math.abs(magnitude - 1) < EPS ? '' : numberTex(magnitude);
    const sign = c < 0 ? '-' : '+';
    terms.push(terms.length ? ` ${sign} ${coefficient}${body}` : `${c < 0 ? '-' : ''}${coefficient}${body}`);
  }
  return terms.join('') || '0';
}

interface Solved {
  steps: string[];
  solutions: Angle[];
  interval: Interval;
  name: TrigName;
  /** The values the function takes at the solutions, and the argument it is of («x», «2x»). */
  values: number[];
  argTex: string;
}

function solveFactor(message: string, left: Node, right: Node): Solved | undefined {
  const l = collect(left);
  const r = scale(collect(right), -1);
  for (const [k, c] of r.coefs) l.coefs.set(k, (l.coefs.get(k) ?? 0) + c);
  for (const [k, s] of r.signatures) l.signatures.set(k, s);
  const coefs = new Map([...l.coefs].filter(([, c]) => Math.abs(c) > EPS));
  const steps: string[] = [];
  // sen² = 1 − cos² (or the other way round) leaves one function when the other shows up only squared.
  for (const [squared, other] of [
    ['sen', 'cos'],
    ['cos', 'sen'],
  ] as const) {
    const c = coefs.get(keyOf(squared, 2));
    if (c === undefined || coefs.has(keyOf(squared, 1)) || !l.signatures.has(other)) continue;
    coefs.delete(keyOf(squared, 2));
    coefs.set('1', (coefs.get('1') ?? 0) + c);
    coefs.set(keyOf(other, 2), (coefs.get(keyOf(other, 2)) ?? 0) - c);
    l.signatures.delete(squared);
    steps.push(
      `Usá $${TRIG_TEX[squared]}^2 x = 1 - ${TRIG_TEX[other]}^2 x$ para que quede una sola función: ${other === 'cos' ? 'el coseno' : 'el seno'}.`,
    );
  }
  const signatures = [...l.signatures.values()];
  const [first] = signatures;
  if (!first) return undefined;
  const argTexes = new Set(signatures.map((s) => s.argTex));
  if (argTexes.size !== 1) return undefined;
  const arg = first.arg;
  const angle = linearAngle(arg);
  if (!angle || angle.a.n === 0) return undefined;
  const argInDegrees = hasKind(arg, 'deg');
  const interval = readInterval(message, argInDegrees);
  if (interval === 'unreadable' || !interval) return undefined;

  const names = new Set(signatures.map((s) => s.name));
  let name: TrigName;
  let values: number[];
  const argTex = first.argTex;
  const fn = (n: TrigName, power = 1) =>
    `${TRIG_TEX[n]}${power === 2 ? '^2' : ''} ${argTex.length > 1 && !/^\d*x$/.test(argTex) ? `(${argTex})` : argTex}`;
  if (names.size === 2 && names.has('sen') && names.has('cos')) {
    // a·sen + b·cos = 0 → tg = −b/a
    const a = coefs.get(keyOf('sen', 1)) ?? 0;
    const b = coefs.get(keyOf('cos', 1)) ?? 0;
    if (coefs.size !== 2 || Math.abs(a) < EPS || Math.abs(b) < EPS) return undefined;
    name = 'tg';
    values = [-b / a];
    steps.push(
      `Dividí los dos miembros por $${fn('cos')}$ (si fuera 0, el seno valdría ±1 y la igualdad no se cumpliría): como $\\frac{\\operatorname{sen}}{\\cos} = \\operatorname{tg}$, queda $${fn('tg')} = ${numberTex(-b / a)}$.`,
    );
  } else if (names.size === 1) {
    name = at([...names], 0, 'trigonometric function');
    const keys = [...coefs.keys()];
    if (!keys.every((k) => k === '1' || k.startsWith(`${name}^`))) return undefined;
    const c2 = coefs.get(keyOf(name, 2)) ?? 0;
    const c1 = coefs.get(keyOf(name, 1)) ?? 0;
    const c0 = coefs.get('1') ?? 0;
    if (Math.abs(c2) < EPS && Math.abs(c1) < EPS) return undefined;
    if (Math.abs(c2) < EPS) {
      const v = -c0 / c1;
      const typed = stripGroup(left).kind === 'trig' && !hasX(right);
      if (!typed) steps.push(`Despejá $${fn(name)}$: $${fn(name)} = ${numberTex(v)}$.`);
      values = [v];
    } else if (Math.abs(c1) < EPS) {
      const square = -c0 / c2;
      steps.push(`Despejá $${fn(name, 2)}$: $${fn(name, 2)} = ${numberTex(square)}$.`);
      if (square < -EPS) {
        values = [];
        steps.push('Un cuadrado no puede ser negativo.');
      } else {
        values = square < EPS ? [0] : [-Math.sqrt(square), Math.sqrt(square)];
        if (square >= EPS) {
          const root = valueExact(Math.sqrt(square));
          steps.push(`Sacá raíz cuadrada, sin olvidarte del signo: $${fn(name)} = \\pm ${root.tex}$.`);
        }
      }
    } else {
      values = rootsOf(c2, c1, c0);
      steps.push(
        `Es una ecuación cuadrática en $${fn(name)}$: llamá $u = ${fn(name)}$ y queda $${quadraticTex(c2, c1, c0, 'u')} = 0$.`,
      );
      steps.push(
        values.length
          ? `Con la resolvente: ${joinAnd(values.map((v) => `$u = ${numberTex(v)}$`))}.`
          : 'El discriminante es negativo: no hay valores reales de u.',
      );
    }
  } else return undefined;

  // Each value of the function gives its angles θ in one turn; the argument a·x + b·π equals θ + 2kπ.
  const solutions: Angle[] = [];
  for (const v of values) {
    const label = `$${fn(name)} = ${numberTex(v)}$`;
    const base = baseAngles(name, v);
    if (!base) {
      steps.push(
        `${label} no tiene solución: el ${name === 'sen' ? 'seno' : 'coseno'} siempre está entre −1 y 1.`,
      );
      continue;
    }
    const period = name === 'tg' ? 1 : 2;
    const list = base.angles.map((a) => `$${angleTex(a)}$${interval.degrees ? ` (${degreesText(a)})` : ''}`);
    const approx = !base.angles.every((a) => a.pi);
    steps.push(
      `${label}: ${base.why}. En una vuelta, el ángulo es ${joinAnd(list)}${approx ? ' (con la calculadora, en radianes)' : ''}${name === 'tg' ? ' (la tangente se repite cada π)' : ''}.`,
    );
    for (const theta of base.angles) {
      for (let k = -40; k <= 40; k++) {
        // a·x + b·π = θ + k·period·π
        const x: Angle = theta.pi
          ? piAngle(div(add(add(theta.pi, rat(k * period)), neg(angle.b)), angle.a))
          : { radians: (theta.radians + k * period * Math.PI - value(angle.b) * Math.PI) / value(angle.a) };
        if (x.radians < interval.lo - EPS || x.radians > interval.hi + EPS) continue;
        if (!interval.hiClosed && x.radians > interval.hi - EPS) continue;
        if (!solutions.some((s) => Math.abs(s.radians - x.radians) < 1e-7)) solutions.push(x);
      }
    }
  }
  if (angle.a.n !== 1 || angle.a.d !== 1 || angle.b.n !== 0) {
    const aTex = ratTex(angle.a);
    steps.push(
      `Como el argumento es $${argTex}$ y no $x$, sumale a cada ángulo las vueltas completas (${name === 'tg' ? '$k\\pi$' : '$2k\\pi$'}) y despejá x; quedate con los que caen en $${interval.tex}$${aTex !== '1' ? ` (al dividir por ${aTex} aparecen más soluciones)` : ''}.`,
    );
  }
  return { steps, solutions, interval, name, values, argTex };
}

const TRIG_WORD: Record<TrigName, string> = { sen: 'sen', cos: 'cos', tg: 'tg' };

/**
 * «Hallar los valores posibles de sen x», «¿qué valores puede tomar cos x?»: the function's values are
 * asked, not the angles.
 */
function asksFunctionValues(message: string, name: TrigName, argTex: string): boolean {
  if (argTex !== 'x') return false;
  const said = name === 'sen' ? 'sen|seno' : name === 'cos' ? 'cos|coseno' : 'tg|tan|tangente';
  return new RegExp(
    String.raw`\bvalor(?:es)?\s+(?:posibles?\s+|reales\s+)?(?:de|(?:que\s+)?(?:pueden?\s+)?toma\w*)\s+(?:el\s+|la\s+)?(?:${said})\s*\(?\s*x\b|\bcu[aá]nto\s+vale\s+(?:el\s+|la\s+)?(?:${said})\s*\(?\s*x\b`,
    'i',
  ).test(message);
}

/** The factors of «A · B = 0» that hold x; just the equation itself otherwise. */
function factorsOf(statement: Statement): [Node, Node][] {
  const [left, right] = statement.sides as [Node, Node];
  const zero = [left, right].find((side) => !hasX(side) && Math.abs(evaluate(side)) < EPS);
  const product = stripGroup(zero === left ? right : left);
  if (!zero || product.kind !== 'mul') return [[left, right]];
  const factors: Node[] = [];
  const walk = (node: Node) => {
    const inner = stripGroup(node);
    if (inner.kind === 'mul') {
      walk(inner.left);
      walk(inner.right);
    } else if (hasX(inner)) factors.push(inner);
  };
  walk(product);
  return factors.length > 1 ? factors.map((factor) => [factor, zero]) : [[left, right]];
}

function equationReply(message: string, statement: Statement): string | undefined {
  const [left, right] = statement.sides as [Node, Node];
  const factors = factorsOf(statement);
  const steps: string[] = [];
  const solutions: Angle[] = [];
  let found: Interval | undefined;
  let name: TrigName = 'sen';
  let askedValues: string[] | undefined;
  if (factors.length > 1)
    steps.push('Un producto vale 0 cuando alguno de sus factores vale 0: resolvé cada factor igualado a 0.');
  for (const [factorLeft, factorRight] of factors) {
    let solved: Solved | undefined;
    try {
      solved = solveFactor(message, factorLeft, factorRight);
    } catch (error) {
      if (!(error instanceof Unsupported)) throw error;
    }
    // Functions or angles mixed (sen 2x = cos x, 2 sen x cos x = sen x): read at the notable angles.
    if (!solved) return notableRootsReply(message, statement);
    if (factors.length > 1) steps.push(`**Factor** $${nodeTex(factorLeft)} = 0$:`);
    steps.push(...solved.steps);
    found = solved.interval;
    name = solved.name;
    if (asksFunctionValues(message, solved.name, solved.argTex))
      askedValues = solved.values
        // A sine or cosine out of [−1; 1] is no possible value: «cos x = −2» is discarded in the steps.
        .filter((v) => solved.name === 'tg' || Math.abs(v) <= 1 + EPS)
        .map((v) => `${TRIG_WORD[solved.name]} ${solved.argTex} = ${valueExact(v).text}`);
    for (const x of solved.solutions) {
      if (!solutions.some((s) => Math.abs(s.radians - x.radians) < 1e-7)) solutions.push(x);
    }
  }
  if (!found) return undefined;
  const interval = found;
  const functionValues = factors.length === 1 ? askedValues : undefined;
  solutions.sort((p, q) => p.radians - q.radians);
  // Every solution, put back in the equation as typed.
  for (const x of solutions) {
    const difference = evaluate(left, x.radians) - evaluate(right, x.radians);
    if (!(Math.abs(difference) < 1e-6)) return undefined;
  }
  const shown = (a: Angle) =>
    interval.degrees ? `${degreesText(a)}` : `${angleText(a)}${a.pi ? '' : ' rad'}`;
  // In degrees on a bullet of the result, not inside its line (there they would read as more solutions):
  // an option in degrees («90° y 270°») for an interval in radians is the same set.
  const inDegrees =
    !interval.degrees && solutions.length ? `En grados: ${solutions.map(degreesText).join('; ')}.` : '';
  const count = solutions.length === 1 ? '1 solución' : `${solutions.length} soluciones`;
  const [first] = solutions;
  const set =
    first && solutions.length === 1 ? `x = ${shown(first)}` : `x ∈ { ${solutions.map(shown).join('; ')} }`;
  // «¿Cuántas soluciones…?»: the count is the result; the solutions follow on a line of their own, so
  // that an option «2» is read against the count and not against the values.
  const howMany = /cu[aá]ntas/i.test(message);
  // «Hallar los valores posibles de sen x»: the values of the function are the result; its angles follow.
  if (functionValues?.length) {
    const valuesResult = `**${functionValues.join(' o ')}**`;
    const angles = first
      ? `Sus ángulos en ${intervalText(interval)}: ${set}.`
      : `Ninguno da un ángulo en ${intervalText(interval)}.`;
    return [
      '## Ecuación trigonométrica',
      '',
      `Resolvamos $${statementTex(statement)}$: te piden los valores de $${TRIG_TEX[name]} x$.`,
      '',
      ...steps.map((s, i) => `${i + 1}. ${s}`),
      '',
      valuesResult,
      '',
      angles,
      '',
      '¿Por qué conviene llamar u a la función y resolver primero la cuadrática?',
    ].join('\n');
  }
  const result = !first
    ? `**No hay soluciones en ${intervalText(interval)}.**`
    : howMany
      ? `**${count} en ${intervalText(interval)}**\n\nSon ${set}.`
      : `**${count} en ${intervalText(interval)}: ${set}**`;
  const verify = first
    ? `Verificación con x ${withRelation(interval.degrees ? degreesText(first) : angleText(first))}: el primer miembro da ${fmt(evaluate(left, first.radians), 4)} y el segundo ${fmt(evaluate(right, first.radians), 4)} ✓`
    : '';
  return [
    '## Ecuación trigonométrica',
    '',
    `Resolvamos $${statementTex(statement)}$ en $${interval.tex}$${interval.degrees ? '' : interval.oneTurn ? ' (una vuelta, en radianes)' : ' (en radianes)'}.`,
    '',
    ...steps.map((s, i) => `${i + 1}. ${s}`),
    '',
    ...(inDegrees && !howMany
      ? [result, `- ${inDegrees}`, '']
      : [result, '', ...(inDegrees ? [inDegrees, ''] : [])]),
    ...(verify ? [verify, ''] : []),
    `¿En qué cuadrantes es ${name === 'cos' ? 'positivo el coseno' : name === 'tg' ? 'positiva la tangente' : 'positivo el seno'}? Usalo para ubicar las soluciones sin calculadora.`,
  ].join('\n');
}

/** The notable angles of one turn: multiples of π/12 (15°) and of π/8 (22,5°), as multiples of π. */
const NOTABLE_STEPS = [rat(1, 12), rat(1, 8)];

/**
 * An equation the algebra above does not take apart (two functions, two angles, a product): its solutions
 * are looked for among the notable angles of the interval, each put back in the equation as typed, and
 * the whole interval is swept for a zero elsewhere (a sign change, or |f| nearly touching 0). Certain only
 * when every zero is a notable angle, there is at least one, and the equation is not an identity.
 */
function notableRootsReply(message: string, statement: Statement): string | undefined {
  const [left, right] = statement.sides as [Node, Node];
  const f = (x: number) => evaluate(left, x) - evaluate(right, x);
  const interval = readInterval(message, hasKind(left, 'deg') || hasKind(right, 'deg'));
  if (interval === 'unreadable' || !interval) return undefined;
  const { lo, hi } = interval;
  if (!(hi > lo) || hi - lo > 4 * Math.PI + EPS) return undefined;
  const inside = (x: number) => x >= lo - 1e-12 && (interval.hiClosed ? x <= hi + 1e-12 : x < hi - 1e-9);
  const zeroAt = (x: number) => {
    const y = f(x);
    return Number.isFinite(y) && Math.abs(y) < 1e-9;
  };
  // An identity holds everywhere: not an equation with solutions to list.
  if ([0.123, 0.456, 1.234, 2.345, 3.456, 4.567, 5.678].every((t) => zeroAt(lo + ((hi - lo) * t) / 6.3)))
    return undefined;
  const solutions: Angle[] = [];
  // Zeros at an endpoint the interval leaves out are known too: the sweep does not count them as others.
  const known: number[] = [];
  for (const step of NOTABLE_STEPS) {
    const first = Math.ceil(lo / (value(step) * Math.PI) - 1e-9);
    for (let k = first; k * value(step) * Math.PI <= hi + 1e-9; k++) {
      const pi = mul(rat(k), step);
      const x = value(pi) * Math.PI;
      if (x < lo - 1e-12 || x > hi + 1e-12 || !zeroAt(x) || known.some((a) => Math.abs(a - x) < 1e-9))
        continue;
      known.push(x);
      if (inside(x)) solutions.push({ pi, radians: x });
    }
  }
  if (!solutions.length) return undefined;
  // The sweep: any zero away from the notable ones found means a solution this reading cannot state.
  const samples = 20000;
  const width = (hi - lo) / samples;
  const near = (x: number) => known.some((a) => Math.abs(a - x) < Math.max(3 * width, 0.01));
  let previous = f(lo);
  for (let i = 1; i <= samples; i++) {
    const x = lo + i * width;
    const y = f(x);
    if (!Number.isFinite(y) || !Number.isFinite(previous)) {
      previous = y;
      continue;
    }
    const signChange = Math.sign(y) !== Math.sign(previous) && Math.abs(y) + Math.abs(previous) < 1;
    // A zero that only touches 0 comes within c·width² of it on the grid.
    if ((signChange || Math.abs(y) < 1e-5) && !near(x) && !near(x - width)) return undefined;
    previous = y;
  }
  solutions.sort((p, q) => p.radians - q.radians);
  const shown = (a: Angle) => (interval.degrees ? degreesText(a) : angleText(a));
  const doubled = /\b[2-9]\s*x|\(\s*[2-9]\s*x/.test(message);
  const steps = [
    'Pasá todo a un miembro e igualá a 0.',
    doubled
      ? 'Con las identidades del ángulo doble ($\\operatorname{sen} 2x = 2 \\operatorname{sen} x \\cos x$, $\\cos 2x = 1 - 2\\operatorname{sen}^2 x = 2\\cos^2 x - 1$) dejá todo con el ángulo x y sacá factor común: un producto vale 0 cuando alguno de sus factores vale 0.'
      : 'Con las identidades ($\\operatorname{sen}^2 x + \\cos^2 x = 1$, $\\operatorname{tg} x = \\frac{\\operatorname{sen} x}{\\cos x}$) dejá una sola función, o sacá factor común: un producto vale 0 cuando alguno de sus factores vale 0.',
    `Cada factor da ángulos notables: en $${interval.tex}$ las soluciones son ${joinAnd(solutions.map((a) => `$${angleTex(a)}$${interval.degrees ? ` (${degreesText(a)})` : ''}`))}.`,
    `Verificación: reemplazadas en $${statementTex(statement)}$, cada una da los dos miembros iguales ✓`,
  ];
  const set =
    solutions.length === 1
      ? `x = ${shown(at(solutions, 0, 'solution'))}`
      : `x ∈ { ${solutions.map(shown).join('; ')} }`;
  const count = solutions.length === 1 ? '1 solución' : `${solutions.length} soluciones`;
  const inDegrees = interval.degrees ? '' : `En grados: ${solutions.map(degreesText).join('; ')}.`;
  return [
    '## Ecuación trigonométrica',
    '',
    `Resolvamos $${statementTex(statement)}$ en $${interval.tex}$${interval.degrees ? '' : ' (en radianes)'}.`,
    '',
    ...steps.map((step, i) => `${i + 1}. ${step}`),
    '',
    `**${count} en ${intervalText(interval)}: ${set}**`,
    ...(inDegrees ? [`- ${inDegrees}`] : []),
    '',
    '¿Qué identidad usaste para que quede un producto igualado a 0?',
  ].join('\n');
}

const withRelation = (text: string) => (text.startsWith('≈') ? text : `= ${text}`);
const intervalText = (interval: Interval) => `$${interval.tex}$`;

/** «cos x < 0», «tg α > 0»: a sign given for a ratio, which makes the problem a quadrant's, not an equation. */
const RATIO_SIGN =
  /\b(?:sen|sin|cos|tg|tan|cotg|cot|sec|cosec|csc)\s*\(?\s*[a-zα-ω]\s*\)?\s*[<>≤≥]\s*[-−]?\s*\d/u;

/** A reply for a trigonometric equation in x, or undefined when the message holds none. */
/**
 * A question that asks the value of a ratio or an expression of ratios («¿cuánto vale sen x + cos x?»,
 * «calculá tg x»), not the angle: the equation in the statement is a datum, not what to solve.
 */
const ASKS_A_RATIO =
  /(?:cuanto vale|cuanto valen|calcul\w*|hall\w*|determin\w*|el valor de)\s+(?:la expresion\s+)?(?:sen|cos|tg|tan|cotg|ctg|sec|cosec)\b/;

export function solveTrigEquation(message: string): string | undefined {
  const folded = foldText(message);
  if (RATIO_SIGN.test(folded)) return undefined;
  const asked = folded.slice(Math.max(0, folded.lastIndexOf('¿')));
  if (ASKS_A_RATIO.test(asked)) return undefined;
  // «… y da el promedio de las soluciones»: a number made of the solutions, not the solutions listed (their
  // sum is withCombination's, around this solver in its family).
  if (/\b(?:producto|promedio|diferencia)\b[^.?]*\b(?:soluciones|raices|angulos)\b/.test(folded))
    return undefined;
  if (/\bsuma\b[^.?]*\b(?:soluciones|raices|angulos)\b/.test(folded) && !combinationAsked(message))
    return undefined;
  const found = findStatements(message).filter(
    (statement) =>
      statement.relations.length === 1 &&
      statement.relations[0] === '=' &&
      statement.sides.some((side) => hasKind(side, 'trig') && hasX(side)),
  );
  if (found.length !== 1) return undefined;
  const [statement] = found as [Statement];
  if (
    statement.sides.some(
      (side) =>
        hasKind(side, 'abs') ||
        hasKind(side, 'log') ||
        hasExponential(side) ||
        some(side, (node) => node.kind === 'sqrt' && hasX(node.arg)),
    )
  ) {
    return undefined;
  }
  return orNone(() => equationReply(message, statement), Unsupported, Inexact);
}

// ---------------------------------------------------------------------------------------------------
// Right triangles.

const UNIT = '\\s*(mm|cm|dm|km|m|metros?|centimetros?|u)?\\b';

interface Side {
  value: Rational;
  unit: string | undefined;
}

function readSide(folded: string, pattern: RegExp): Side | undefined {
  const match = pattern.exec(folded);
  if (!match) return undefined;
  const raw = match.groups?.n as string;
  const n = parseNumber(raw);
  if (!Number.isFinite(n) || n <= 0) return undefined;
  const unit = match.groups?.u;
  return { value: ratFrom(n), unit: unit ? normalizeUnit(unit) : undefined };
}

function ratFrom(n: number): Rational {
  const fraction = asFraction(n, 1000);
  if (Number.isInteger(n)) return rat(n);
  if (fraction) return rat(fraction.numerator, fraction.denominator);
  return rat(Math.round(n * 1e6), 1e6);
}

const normalizeUnit = (unit: string) =>
  unit.startsWith('metro') ? 'm' : unit.startsWith('centimetro') ? 'cm' : unit === 'u' ? '' : unit;

const NOT_DEGREES = '(?![\\d.,]|\\s*(?:°|grados?))';
const sideNumber = (name: string) =>
  new RegExp(
    `${name}[^;]{0,40}?(?<![\\d.,])(?<n>${NUMBER_SOURCE})${NOT_DEGREES}${UNIT.replace('(mm', '(?<u>mm')}`,
  );
const numberBefore = (name: string) =>
  new RegExp(`(?<n>${NUMBER_SOURCE})${UNIT.replace('(mm', '(?<u>mm')}\\s*(?:de\\s+)?${name}`);

interface TriangleData {
  hypotenuse?: Side;
  legs: Side[];
  angle?: { degrees: number; leg?: 'opuesto' | 'adyacente' };
  /** «la tangente de uno de los ángulos agudos vale 0,75»: the angle given by one of its ratios. */
  ratio?: { fn: 'sen' | 'cos' | 'tg'; value: Rational; text: string; leg?: 'opuesto' | 'adyacente' };
}

const RATIO_NAME: Record<string, 'sen' | 'cos' | 'tg'> = {
  seno: 'sen',
  sen: 'sen',
  coseno: 'cos',
  cos: 'cos',
  tangente: 'tg',
  tg: 'tg',
  tan: 'tg',
};

/** «la tangente de uno de los ángulos agudos vale 0,75», «sen α = 5/13»: the ratio and its value. */
function readRatio(folded: string): TriangleData['ratio'] | 'two' | undefined {
  const pattern =
    /\b(seno|sen|coseno|cos|tangente|tg|tan)\s*(?:de\s+)?(?:uno de (?:sus|los) angulos agudos|un angulo agudo|(?:el|su) angulo(?: agudo)?(?: [a-z])?|α|alfa|β|beta)?\s*(?:vale|es igual a|es|mide|=)\s*(?<n>\d+(?:,\d+)?)(?:\s*\/\s*(?<d>\d+))?/g;
  const found = [...folded.matchAll(pattern)];
  if (found.length > 1) return 'two';
  const [match] = found;
  if (!match?.groups) return undefined;
  const fn = RATIO_NAME[match[1] ?? ''];
  const n = parseNumber(match.groups.n ?? '');
  const d = match.groups.d ? Number(match.groups.d) : 1;
  if (!fn || !(n > 0) || !(d > 0)) return undefined;
  const value = div(ratFrom(n), rat(d));
  return { fn, value, text: `${match.groups.n}${match.groups.d ? `/${match.groups.d}` : ''}` };
}

function readTriangle(folded: string): TriangleData | undefined {
  const data: TriangleData = { legs: [] };
  data.hypotenuse =
    readSide(folded, sideNumber('hipotenusa')) ?? readSide(folded, numberBefore('hipotenusa'));
  const both = new RegExp(
    `catetos[^\\d]{0,50}?(?<a>${NUMBER_SOURCE})\\s*(?<ua>mm|cm|dm|km|m)?\\s*(?:y|,)\\s*(?<b>${NUMBER_SOURCE})\\s*(?<ub>mm|cm|dm|km|m)?`,
  ).exec(folded);
  if (both?.groups) {
    for (const [n, u] of [
      [both.groups.a, both.groups.ua],
      [both.groups.b, both.groups.ub],
    ] as [string, string | undefined][]) {
      const v = parseNumber(n);
      if (!(v > 0)) return undefined;
      data.legs.push({ value: ratFrom(v), unit: u });
    }
  } else {
    const one =
      readSide(folded, sideNumber('cateto(?! opuesto| adyacente)')) ??
      readSide(folded, numberBefore('cateto'));
    if (one) data.legs.push(one);
  }
  const ratio = readRatio(folded);
  if (ratio === 'two') return undefined;
  if (ratio) {
    const opposite = /cateto opuesto|opuesto (?:al|a ese|a dicho) angulo/.test(folded);
    const adjacent = /cateto adyacente|adyacente (?:al|a ese|a dicho) angulo|contiguo/.test(folded);
    if (opposite !== adjacent) ratio.leg = opposite ? 'opuesto' : 'adyacente';
    if (ratio.leg && data.legs.length === 0) {
      const leg =
        readSide(folded, sideNumber(ratio.leg === 'opuesto' ? 'opuesto' : 'adyacente')) ??
        readSide(folded, numberBefore(`cateto ${ratio.leg}`));
      if (leg) data.legs.push(leg);
    }
    data.ratio = ratio;
  }
  const angle =
    new RegExp(`(?:angulo|alfa|α|β|beta)[^\\d]{0,25}?(?<d>${NUMBER_SOURCE})\\s*(?:°|grados?)`).exec(folded) ??
    new RegExp(`(?<d>${NUMBER_SOURCE})\\s*(?:°|grados?)`).exec(folded);
  if (angle?.groups) {
    const degrees = parseNumber(angle.groups.d as string);
    if (!(degrees > 0 && degrees < 90)) return undefined;
    const opposite = /cateto opuesto|opuesto al angulo|enfrente del angulo|frente al angulo/.test(folded);
    const adjacent = /cateto adyacente|adyacente al angulo|contiguo/.test(folded);
    data.angle = { degrees };
    if (opposite !== adjacent) data.angle.leg = opposite ? 'opuesto' : 'adyacente';
    if (opposite && data.legs.length === 0) {
      const leg = readSide(folded, sideNumber('opuesto')) ?? readSide(folded, numberBefore('cateto opuesto'));
      if (leg) data.legs.push(leg);
    }
    if (adjacent && data.legs.length === 0) {
      const leg =
        readSide(folded, sideNumber('adyacente')) ?? readSide(folded, numberBefore('cateto adyacente'));
      if (leg) data.legs.push(leg);
    }
  }
  return data;
}

/** sin, cos and tan of a notable angle, exactly. */
function notableTrig(degrees: number): { sen: Exact; cos: Exact; tg: Exact } | undefined {
  const half = exactRat(rat(1, 2));
  const r2 = surd(ZERO, rat(1, 2), 2);
  const r3 = surd(ZERO, rat(1, 2), 3);
  if (degrees === 30) return { sen: half, cos: r3, tg: surd(ZERO, rat(1, 3), 3) };
  if (degrees === 45) return { sen: r2, cos: r2, tg: exactRat(rat(1)) };
  if (degrees === 60) return { sen: r3, cos: half, tg: surd(ZERO, rat(1), 3) };
  return undefined;
}

/** k·(p + q√s) for a notable value: 10·√3/2 = 5√3. */
function scaleExact(k: Rational, x: Exact): Exact {
  const match = /^(-?)(?:(\d+))?√(\d+)(?:\/(\d+))?$/.exec(x.text);
  if (match) {
    const q = rat((match[1] ? -1 : 1) * Number(match[2] ?? 1), Number(match[4] ?? 1));
    return surd(ZERO, mul(k, q), Number(match[3]));
  }
  const plain = /^(-?\d+)(?:\/(\d+))?$/.exec(x.text);
  if (plain) return exactRat(mul(k, rat(Number(plain[1]), Number(plain[2] ?? 1))));
  return {
    value: value(k) * x.value,
    tex: fmt(value(k) * x.value, 2).replace(',', '{,}'),
    text: `≈ ${fmt(value(k) * x.value, 2)}`,
  };
}

/** k / x for a notable value: 5 / (1/2) = 10, 5/(√3/2) = 10√3/3. */
function divideExact(k: Rational, x: Exact): Exact {
  const match = /^(?:(\d+))?√(\d+)(?:\/(\d+))?$/.exec(x.text);
  if (match) {
    // k / (q√s) = k√s / (q·s)
    const q = rat(Number(match[1] ?? 1), Number(match[3] ?? 1));
    const s = Number(match[2]);
    return surd(ZERO, div(k, mul(q, rat(s))), s);
  }
  const plain = /^(\d+)(?:\/(\d+))?$/.exec(x.text);
  if (plain) return exactRat(div(k, rat(Number(plain[1]), Number(plain[2] ?? 1))));
  return {
    value: value(k) / x.value,
    tex: fmt(value(k) / x.value, 2).replace(',', '{,}'),
    text: `≈ ${fmt(value(k) / x.value, 2)}`,
  };
}

/** "5 cm", "5√3 cm ≈ 8,66 cm", "≈ 8,66 cm", preceded by its relation: "= 5 cm", "≈ 8,66 cm". */
function lengthText(x: Exact, unit: string): string {
  const u = unit ? ` ${unit}` : '';
  if (/√/.test(x.text)) return `= ${x.text}${u} ≈ ${fmt(x.value, 2)}${u}`;
  if (x.text.startsWith('≈')) return `${x.text}${u}`;
  return `= ${fmt(x.value, 4)}${u}`;
}
/** The same in LaTeX, with its relation: "= 5", "= 5\\sqrt{3} \\approx 8{,}66", "\\approx 8{,}66". */
function lengthTex(x: Exact): string {
  if (/√/.test(x.text)) return `= ${x.tex} \\approx ${fmt(x.value, 2).replace(',', '{,}')}`;
  if (x.text.startsWith('≈')) return `\\approx ${x.tex.replace(',', '{,}')}`;
  return `= ${fmt(x.value, 4).replace(',', '{,}')}`;
}

const RATIO_ASKED: Record<string, 'sen' | 'cos' | 'tg'> = {
  seno: 'sen',
  sen: 'sen',
  coseno: 'cos',
  cos: 'cos',
  tangente: 'tg',
  tg: 'tg',
};

/** p/q ≈ decimal when both are whole, else the decimal: a ratio of two sides. */
function ratioText(p: Exact, q: Exact): string {
  const whole = (x: Exact) => !/√|≈/.test(x.text) && Number.isInteger(x.value);
  const v = p.value / q.value;
  if (whole(p) && whole(q)) {
    const g = gcdInt(p.value, q.value);
    const [n, d] = [p.value / g, q.value / g];
    return d === 1 ? String(n) : `${n}/${d} ≈ ${fmt(v, 4)}`;
  }
  return `≈ ${fmt(v, 4)}`;
}

const gcdInt = (p: number, q: number): number => (q === 0 ? Math.abs(p) : gcdInt(q, p % q));

/**
 * What the last sentence asks of the triangle, stated on its own beside the full solution: the
 * hypotenuse, the other leg, or a ratio of the angle opposite (or adjacent to) the shorter or longer leg
 * («el seno del ángulo opuesto al cateto menor»). Parts asked one at a time then get replies of their own.
 */
function specificAnswers(
  folded: string,
  data: TriangleData,
  a: Exact,
  b: Exact,
  c: Exact,
  unit: string,
): string[] | undefined {
  // What is asked: the last sentence, and any other that asks («Calcular el seno… ¿Cuánto mide la hipotenusa?»).
  const sentences = folded.split(/(?<=[.?!:;])\s+|\n|(?=¿)/).filter((s) => s.trim());
  const asked = [
    ...sentences.filter((s) => /[¿?]|\b(?:calcul|hall|determin|obten|indic|cual es|cuanto)\w*/.test(s)),
    sentences.at(-1) ?? '',
  ].join(' ');
  const lines: string[] = [];
  if (/\bhipotenusa\b/.test(asked) && !data.hypotenuse)
    lines.push(`**Hipotenusa: c ${lengthText(c, unit)}**`);
  if (/\botro cateto\b|\bcateto que falta\b/.test(asked) && data.hypotenuse && data.legs.length === 1)
    lines.push(`**El otro cateto: b ${lengthText(b, unit)}**`);
  // «el seno del ángulo opuesto al cateto menor», «la tangente del mayor de sus ángulos agudos».
  const byLeg =
    /\b(seno|sen|coseno|cos|tangente|tg)\s+del\s+angulo\s+(opuesto|adyacente)\s+al\s+cateto\s+(menor|mayor)\b/.exec(
      asked,
    );
  const bySize =
    /\b(seno|sen|coseno|cos|tangente|tg)\s+del\s+(menor|mayor)\s+de\s+(?:sus|los)\s+(?:dos\s+)?angulos(?:\s+agudos)?\b/.exec(
      asked,
    );
  const fn = RATIO_ASKED[byLeg?.[1] ?? bySize?.[1] ?? ''];
  if (fn && Math.abs(a.value - b.value) > 1e-12) {
    // The smaller angle faces the shorter leg; an angle adjacent to a leg faces the other one.
    const [relation, size] = byLeg ? [byLeg[2], byLeg[3]] : ['opuesto', bySize?.[2]];
    const named = size === 'menor' ? (a.value < b.value ? a : b) : a.value > b.value ? a : b;
    const other = named === a ? b : a;
    const [opposite, adjacent] = relation === 'opuesto' ? [named, other] : [other, named];
    const [p, q] = fn === 'sen' ? [opposite, c] : fn === 'cos' ? [adjacent, c] : [opposite, adjacent];
    const angleName = byLeg ? `del ángulo ${relation} al cateto ${size}` : `del ${size} ángulo agudo`;
    lines.push(`**${fn} ${angleName} = ${ratioText(p, q)}**`);
  } else if (
    /\b(?:calcul|hall|determin|obten|indic|cual es|cuanto vale)\w*\s+(?:el |la )?(?:valor (?:del? |de la )?)?(?:seno|coseno|tangente|sen|cos|tg)\b/.test(
      asked,
    )
  ) {
    // A ratio asked of an angle this reading cannot tell: the sides alone would not answer it.
    return undefined;
  }
  return lines.length ? [...lines, ''] : [];
}

function angleFromRatio(kind: 'sen' | 'cos' | 'tg', ratio: number): { degrees: number; exact: boolean } {
  const radians = kind === 'sen' ? Math.asin(ratio) : kind === 'cos' ? Math.acos(ratio) : Math.atan(ratio);
  const degrees = (radians * 180) / Math.PI;
  const exact = Math.abs(degrees - Math.round(degrees)) < 1e-7;
  return { degrees: exact ? Math.round(degrees) : degrees, exact };
}

const degreeText = (a: { degrees: number; exact: boolean }) => `${a.exact ? '=' : '≈'} ${fmt(a.degrees, 2)}°`;

/**
 * The three sides from one ratio of α and one side: a the leg opposite α, b the adjacent one, c the
 * hypotenuse. Only the pairs that fix the triangle (tg with a leg, sen with the hypotenuse or the opposite
 * leg, cos with the hypotenuse or the adjacent leg); undefined otherwise or when the ratio is impossible.
 */
function sidesFromRatio(
  ratio: NonNullable<TriangleData['ratio']>,
  hypotenuse: Rational | undefined,
  leg: Rational | undefined,
): { a: Exact; b: Exact; c: Exact; known: string; steps: string[] } | undefined {
  const r = ratio.value;
  if (ratio.fn !== 'tg' && !(value(r) < 1)) return undefined;
  const root = (x: Rational) => sqrtExact(x);
  const square = (x: Rational) => mul(x, x);
  const fnTex = `\\operatorname{${ratio.fn}} \\alpha`;
  if (ratio.fn === 'tg' && leg && ratio.leg) {
    const [oa, ob] = ratio.leg === 'adyacente' ? [mul(leg, r), leg] : [leg, div(leg, r)];
    const c = root(add(square(oa), square(ob)));
    return {
      a: exactRat(oa),
      b: exactRat(ob),
      c,
      known: `cateto ${ratio.leg} = ${fmt(value(leg), 4)}`,
      steps: [
        ratio.leg === 'adyacente'
          ? `Cateto opuesto, con la tangente: $${fnTex} = \\frac{a}{b} \\Rightarrow a = b \\cdot ${ratTex(r)} = ${ratTex(oa)}$.`
          : `Cateto adyacente, con la tangente: $${fnTex} = \\frac{a}{b} \\Rightarrow b = \\frac{a}{${ratTex(r)}} = ${ratTex(ob)}$.`,
        `Hipotenusa, con Pitágoras: $c = \\sqrt{a^2 + b^2} ${lengthTex(c)}$.`,
      ],
    };
  }
  const onHypotenuse = hypotenuse && !leg;
  const onLeg = leg && !hypotenuse && ratio.leg === (ratio.fn === 'sen' ? 'opuesto' : 'adyacente');
  if (ratio.fn === 'tg' || (!onHypotenuse && !onLeg)) return undefined;
  const c = onHypotenuse && hypotenuse ? hypotenuse : div(leg ?? r, r);
  const near = onHypotenuse ? mul(c, r) : (leg ?? r);
  const far = root(sub(square(c), square(near)));
  const [a, b] = ratio.fn === 'sen' ? [exactRat(near), far] : [far, exactRat(near)];
  const side = ratio.fn === 'sen' ? 'a' : 'b';
  const other = ratio.fn === 'sen' ? 'b' : 'a';
  return {
    a,
    b,
    c: exactRat(c),
    known: onHypotenuse ? `hipotenusa = ${fmt(value(c), 4)}` : `cateto ${ratio.leg} = ${fmt(value(near), 4)}`,
    steps: [
      onHypotenuse
        ? `Con ${ratio.fn === 'sen' ? 'el seno' : 'el coseno'}: $${fnTex} = \\frac{${side}}{c} \\Rightarrow ${side} = c \\cdot ${ratTex(r)} = ${ratTex(near)}$.`
        : `Hipotenusa, con ${ratio.fn === 'sen' ? 'el seno' : 'el coseno'}: $${fnTex} = \\frac{${side}}{c} \\Rightarrow c = \\frac{${ratTex(near)}}{${ratTex(r)}} = ${ratTex(c)}$.`,
      `El otro cateto, con Pitágoras: $${other} = \\sqrt{c^2 - ${side}^2} ${lengthTex(far)}$.`,
    ],
  };
}

/** A reply for a right triangle given two sides, or a side and an acute angle; undefined otherwise. */
export function solveRightTriangle(message: string): string | undefined {
  return orNone(() => {
    // «En el triángulo ABC, rectángulo en B, AB = 6 cm…»: named by its vertices, read by them first.
    return solveNamedRightTriangle(message) ?? rightTriangle(message);
  }, Inexact);
}

function rightTriangle(message: string): string | undefined {
  const folded = foldText(message.replace(/º/g, '°')).replace(/\s+/g, ' ');
  // «¿Cuánto vale cotg α?»: one ratio asked, which the sides and angles listed would leave to the student.
  if (
    /(?:cuanto vale|calcul\w*|halla\w*|cual es|el valor de)\s+(?:el |la )?(?:sen|cos|tg|tan|cotg|ctg|cot|sec|cosec|csc)\w*\s*[αβθ^]/.test(
      folded,
    )
  )
    return undefined;
  if (!/triangulo rectangulo|cateto|hipotenusa/.test(folded)) return undefined;
  // This reading states the sides, the angles, the area or the perimeter: a height or a projection asked
  // is another quantity of the triangle («¿cuánto mide la altura relativa a la hipotenusa?»).
  const question = folded.includes('¿') ? folded.slice(folded.lastIndexOf('¿')) : '';
  if (/\baltura\b|proyeccion|mediana|bisectriz|inscript|circunscript/.test(question)) return undefined;
  const data = readTriangle(folded);
  if (!data) return undefined;
  const units = [data.hypotenuse, ...data.legs].map((s) => s?.unit).filter((u): u is string => Boolean(u));
  if (new Set(units).size > 1) return undefined;
  const unit = units[0] ?? '';
  const u = unit ? ` ${unit}` : '';
  if (data.angle && data.ratio) return undefined;
  const given = (data.hypotenuse ? 1 : 0) + data.legs.length + (data.angle || data.ratio ? 1 : 0);
  if (given !== 2) return undefined;
  const steps: string[] = [];
  let a: Exact; // the leg opposite α
  let b: Exact; // the leg adjacent to α
  let c: Exact; // hypotenuse
  let alpha: { degrees: number; exact: boolean };
  const sentence: string[] = [];
  try {
    if (data.legs.length === 2) {
      const [p, q] = data.legs as [Side, Side];
      a = exactRat(p.value);
      b = exactRat(q.value);
      c = sqrtExact(add(mul(p.value, p.value), mul(q.value, q.value)));
      sentence.push(`catetos a = ${fmt(a.value, 4)}${u} y b = ${fmt(b.value, 4)}${u}`);
      steps.push(
        `Hipotenusa, con Pitágoras: $c = \\sqrt{a^2 + b^2} = \\sqrt{${ratTex(p.value)}^2 + ${ratTex(q.value)}^2} ${lengthTex(c)}$.`,
      );
      alpha = angleFromRatio('tg', a.value / b.value);
      steps.push(
        `Ángulo α (opuesto a a), con la tangente (cateto opuesto sobre adyacente): $\\operatorname{tg} \\alpha = \\frac{${ratTex(p.value)}}{${ratTex(q.value)}} \\Rightarrow \\alpha ${alpha.exact ? '=' : '\\approx'} ${fmt(alpha.degrees, 2).replace(',', '{,}')}^\\circ$.`,
      );
    } else if (data.hypotenuse && data.legs.length === 1) {
      const hyp = data.hypotenuse.value;
      const leg = at(data.legs, 0, 'leg').value;
      if (value(leg) >= value(hyp)) {
        return `En un triángulo rectángulo la hipotenusa es el lado más largo: con hipotenusa ${fmt(value(hyp), 4)}${u} un cateto no puede medir ${fmt(value(leg), 4)}${u}. ¿Revisás los datos?`;
      }
      c = exactRat(hyp);
      a = exactRat(leg);
      b = sqrtExact(add(mul(hyp, hyp), neg(mul(leg, leg))));
      sentence.push(`hipotenusa c = ${fmt(c.value, 4)}${u} y cateto a = ${fmt(a.value, 4)}${u}`);
      steps.push(
        `El otro cateto, con Pitágoras: $b = \\sqrt{c^2 - a^2} = \\sqrt{${ratTex(hyp)}^2 - ${ratTex(leg)}^2} ${lengthTex(b)}$.`,
      );
      alpha = angleFromRatio('sen', a.value / c.value);
      steps.push(
        `Ángulo α (opuesto a a), con el seno (cateto opuesto sobre hipotenusa): $\\operatorname{sen} \\alpha = \\frac{${ratTex(leg)}}{${ratTex(hyp)}} \\Rightarrow \\alpha ${alpha.exact ? '=' : '\\approx'} ${fmt(alpha.degrees, 2).replace(',', '{,}')}^\\circ$.`,
      );
    } else if (data.ratio) {
      const sides = sidesFromRatio(data.ratio, data.hypotenuse?.value, data.legs[0]?.value);
      if (!sides) return undefined;
      [a, b, c] = [sides.a, sides.b, sides.c];
      alpha = angleFromRatio(data.ratio.fn, value(data.ratio.value));
      sentence.push(
        `${data.ratio.fn === 'sen' ? 'sen' : data.ratio.fn} α = ${data.ratio.text.replace('.', ',')} y ${sides.known}`,
      );
      steps.push(...sides.steps);
      steps.push(
        `El ángulo: $\\operatorname{${data.ratio.fn === 'cos' ? 'arccos' : data.ratio.fn === 'sen' ? 'arcsen' : 'arctg'}} ${ratTex(data.ratio.value)} ${alpha.exact ? '=' : '\\approx'} ${fmt(alpha.degrees, 2).replace(',', '{,}')}^\\circ$.`,
      );
    } else if (data.angle) {
      const degrees = data.angle.degrees;
      const radians = (degrees * Math.PI) / 180;
      const notable = Number.isInteger(degrees) ? notableTrig(degrees) : undefined;
      const sen: Exact = notable?.sen ?? {
        value: Math.sin(radians),
        tex: fmt(Math.sin(radians), 4).replace(',', '{,}'),
        text: `≈ ${fmt(Math.sin(radians), 4)}`,
      };
      const cos: Exact = notable?.cos ?? {
        value: Math.cos(radians),
        tex: fmt(Math.cos(radians), 4).replace(',', '{,}'),
        text: `≈ ${fmt(Math.cos(radians), 4)}`,
      };
      const tg: Exact = notable?.tg ?? {
        value: Math.tan(radians),
        tex: fmt(Math.tan(radians), 4).replace(',', '{,}'),
        text: `≈ ${fmt(Math.tan(radians), 4)}`,
      };
      const fnTex = (x: Exact) =>
        x.text.startsWith('≈') ? `\\approx ${x.tex.replace(',', '{,}')}` : `= ${x.tex}`;
      alpha = { degrees, exact: true };
      if (data.hypotenuse) {
        const hyp = data.hypotenuse.value;
        c = exactRat(hyp);
        a = scaleExact(hyp, sen);
        b = scaleExact(hyp, cos);
        sentence.push(`hipotenusa c = ${fmt(c.value, 4)}${u} y un ángulo agudo α = ${fmt(degrees, 2)}°`);
        steps.push(
          `Cateto opuesto a α, con el seno: $a = c \\cdot \\operatorname{sen} \\alpha = ${ratTex(hyp)} \\cdot \\operatorname{sen} ${fmt(degrees, 2).replace(',', '{,}')}^\\circ$, con $\\operatorname{sen} ${fmt(degrees, 2).replace(',', '{,}')}^\\circ ${fnTex(sen)}$: $a ${lengthTex(a)}$.`,
        );
        steps.push(
          `Cateto adyacente a α, con el coseno: $b = c \\cdot \\cos \\alpha = ${ratTex(hyp)} \\cdot \\cos ${fmt(degrees, 2).replace(',', '{,}')}^\\circ$, con $\\cos ${fmt(degrees, 2).replace(',', '{,}')}^\\circ ${fnTex(cos)}$: $b ${lengthTex(b)}$.`,
        );
      } else if (data.legs.length === 1 && data.angle.leg) {
        const leg = at(data.legs, 0, 'leg').value;
        if (data.angle.leg === 'opuesto') {
          a = exactRat(leg);
          c = divideExact(leg, sen);
          b = divideExact(leg, tg);
          sentence.push(`cateto opuesto a = ${fmt(a.value, 4)}${u} y α = ${fmt(degrees, 2)}°`);
          steps.push(
            `Hipotenusa, con el seno: $\\operatorname{sen} \\alpha = \\frac{a}{c} \\Rightarrow c = \\frac{a}{\\operatorname{sen} \\alpha} = \\frac{${ratTex(leg)}}{${sen.tex}} ${lengthTex(c)}$.`,
          );
          steps.push(
            `Cateto adyacente, con la tangente: $\\operatorname{tg} \\alpha = \\frac{a}{b} \\Rightarrow b = \\frac{a}{\\operatorname{tg} \\alpha} = \\frac{${ratTex(leg)}}{${tg.tex}} ${lengthTex(b)}$.`,
          );
        } else {
          b = exactRat(leg);
          c = divideExact(leg, cos);
          a = scaleExact(leg, tg);
          sentence.push(`cateto adyacente b = ${fmt(b.value, 4)}${u} y α = ${fmt(degrees, 2)}°`);
          steps.push(
            `Hipotenusa, con el coseno: $\\cos \\alpha = \\frac{b}{c} \\Rightarrow c = \\frac{b}{\\cos \\alpha} = \\frac{${ratTex(leg)}}{${cos.tex}} ${lengthTex(c)}$.`,
          );
          steps.push(
            `Cateto opuesto, con la tangente: $a = b \\cdot \\operatorname{tg} \\alpha = ${ratTex(leg)} \\cdot ${tg.tex} ${lengthTex(a)}$.`,
          );
        }
      } else return undefined;
    } else return undefined;
  } catch (error) {
    if (error instanceof Inexact) return undefined;
    throw error;
  }
  const beta = { degrees: 90 - alpha.degrees, exact: alpha.exact };
  const specific = specificAnswers(folded, data, a, b, c, unit);
  if (!specific) return undefined;
  // The area or the perimeter asked is the answer; the sides and angles stay as the steps to it.
  const asked: string[] = [];
  if (/\barea\b|superficie/.test(folded)) {
    const area = (a.value * b.value) / 2;
    steps.push(
      `Área: los catetos son base y altura, $A = \\frac{a \\cdot b}{2} \\approx ${fmt(area, 2).replace(',', '{,}')}$.`,
    );
    asked.push(
      `**Área ${Number.isInteger(Math.round(area * 1e9) / 1e9) ? '=' : '≈'} ${fmt(area, 2)}${unit ? ` ${unit}²` : ''}**`,
    );
  }
  if (/perimetro/.test(folded)) {
    const perimeter = a.value + b.value + c.value;
    steps.push(`Perímetro: $a + b + c \\approx ${fmt(perimeter, 2).replace(',', '{,}')}$.`);
    asked.push(
      `**Perímetro ${Number.isInteger(Math.round(perimeter * 1e9) / 1e9) ? '=' : '≈'} ${fmt(perimeter, 2)}${u}**`,
    );
  }
  steps.push(
    `El otro ángulo agudo: los dos suman 90°, así que $\\beta = 90^\\circ - \\alpha ${beta.exact ? '=' : '\\approx'} ${fmt(beta.degrees, 2).replace(',', '{,}')}^\\circ$.`,
  );
  return [
    '## Triángulo rectángulo',
    '',
    `Datos: ${sentence.join('')}. Llamo a y b a los catetos (a opuesto al ángulo α), c a la hipotenusa y β al otro ángulo agudo. Acordate: SOH-CAH-TOA, $\\operatorname{sen} = \\frac{\\text{op}}{\\text{hip}}$, $\\cos = \\frac{\\text{ady}}{\\text{hip}}$, $\\operatorname{tg} = \\frac{\\text{op}}{\\text{ady}}$.`,
    '',
    ...steps.map((s, i) => `${i + 1}. ${s}`),
    '',
    ...specific,
    asked.length
      ? `Lados: a ${lengthText(a, unit)}; b ${lengthText(b, unit)}; c ${lengthText(c, unit)}.\n\n${asked.join('\n\n')}`
      : `**Lados: a ${lengthText(a, unit)}; b ${lengthText(b, unit)}; c ${lengthText(c, unit)}. Ángulos: α ${degreeText(alpha)}; β ${degreeText(beta)}; y el recto, 90°.**`,
    '',
    `Verificación: $a^2 + b^2 = ${fmt(a.value ** 2 + b.value ** 2, 2).replace(',', '{,}')}$ y $c^2 = ${fmt(c.value ** 2, 2).replace(',', '{,}')}$ ✓`,
    '',
    '¿Cuál de los tres lados tiene que ser siempre el más largo, y cómo lo usarías para detectar un error?',
  ].join('\n');
}
