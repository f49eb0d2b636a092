/**
 * The study of a function given by formula — a polynomial (a parabola), |linear| terms, or pieces
 * ("h(x) = 2x + 1 si x < 0; h(x) = 1 − x² si 0 ≤ x ≤ 2 …"): its values at points, zeros, sets of
 * positivity and negativity, intervals of growth and decrease, and for a parabola its vertex and image.
 * Exact: every piece is a polynomial with rational coefficients on an interval with rational ends.
 */
import { foldText } from '../text.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import {
  add,
  cmp,
  coefAt,
  degree,
  div,
  type Exact,
  evalRat,
  exactRat,
  factorRational,
  fromNumber,
  Inexact,
  isZero,
  mul,
  neg,
  type Poly,
  polyAdd,
  polyTex,
  quadraticRoots,
  type Rational,
  rat,
  ratTex,
  ratText,
  sign,
  sub,
  trim,
  value,
} from './exact.ts';
import { group } from './groups.ts';
import { joinAnd, type Piece, setText } from './inequalities.ts';
import { findStatements, hasKind, type Node, nodeTex, toRationalFunction } from './math-text.ts';
import { prepareMath, readNumber } from './numbers.ts';
import { orNone } from './or-none.ts';
import { workedReply } from './reply.ts';
import { withoutOptions } from './statement.ts';

interface Bound {
  at: Rational;
  closed: boolean;
}

/** A polynomial on an interval (lo, hi); no bound is ±∞. */
interface Segment {
  poly: Poly;
  lo?: Bound;
  hi?: Bound;
  tex: string;
}

class Unsupported extends Error {}

const contains = (s: Segment, x: Rational) =>
  (!s.lo || cmp(x, s.lo.at) > 0 || (s.lo.closed && cmp(x, s.lo.at) === 0)) &&
  (!s.hi || cmp(x, s.hi.at) < 0 || (s.hi.closed && cmp(x, s.hi.at) === 0));
const containsNumber = (s: Segment, x: number) =>
  (!s.lo || x > value(s.lo.at) || (s.lo.closed && x === value(s.lo.at))) &&
  (!s.hi || x < value(s.hi.at) || (s.hi.closed && x === value(s.hi.at)));

const evalNumber = (p: Poly, x: number) => p.reduceRight((acc, c) => acc * x + value(c), 0);
const derivative = (p: Poly): Poly => trim(p.slice(1).map((c, k) => mul(c, rat(k + 1))));

/** The polynomial of a formula without |…|, or undefined. */
function polyOf(node: Node): Poly | undefined {
  if (['trig', 'log', 'sqrt', 'pi', 'e', 'deg', 'abs'].some((kind) => hasKind(node, kind as Node['kind'])))
    return undefined;
  const f = toRationalFunction(node);
  const [den, ...more] = f?.den ?? [];
  if (!f || !den || more.length) return undefined;
  return trim(f.num.map((c) => div(c, den)));
}

/** |linear| terms replaced by ± the linear, on each side of its root: the formula as segments. */
function segmentsOf(node: Node, lo?: Bound, hi?: Bound): Segment[] | undefined {
  const absolutes: Poly[] = [];
  const collect = (n: Node): void => {
    if (n.kind === 'abs') {
      const inner = polyOf(n.arg);
      if (!inner || degree(inner) !== 1) throw new Unsupported();
      absolutes.push(inner);
      return;
    }
    for (const child of children(n)) collect(child);
  };
  collect(node);
  const cuts = absolutes
    .map((p) => div(neg(coefAt(p, 0)), coefAt(p, 1)))
    .filter((r) => (!lo || cmp(r, lo.at) > 0) && (!hi || cmp(r, hi.at) < 0))
    .sort(cmp)
    .filter((r, k, all) => {
      const previous = all[k - 1];
      return previous === undefined || cmp(r, previous) !== 0;
    });
  const bounds: (Bound | undefined)[] = [lo, ...cuts.map((at) => ({ at, closed: true })), hi];
  const out: Segment[] = [];
  for (let k = 0; k + 1 < bounds.length; k++) {
    const from = bounds[k];
    const to = bounds[k + 1];
    const sample =
      from && to
        ? div(add(from.at, to.at), rat(2))
        : from
          ? add(from.at, rat(1))
          : to
            ? sub(to.at, rat(1))
            : rat(0);
    const rewritten = replaceAbs(node, sample);
    const poly = polyOf(rewritten);
    if (!poly) return undefined;
    out.push({
      poly,
      ...(from ? { lo: k === 0 ? from : { at: from.at, closed: false } } : {}),
      ...(to ? { hi: to } : {}),
      tex: nodeTex(node),
    });
  }
  return out;
}

function children(n: Node): Node[] {
  switch (n.kind) {
    case 'neg':
    case 'group':
    case 'abs':
    case 'sqrt':
    case 'trig':
    case 'log':
    case 'deg':
      return [n.arg];
    case 'add':
    case 'mul':
    case 'div':
      return [n.left, n.right];
    case 'pow':
      return [n.base, n.exponent];
    default:
      return [];
  }
}

function replaceAbs(n: Node, at: Rational): Node {
  switch (n.kind) {
    case 'abs': {
      const inner = polyOf(n.arg) as Poly;
      const positive = sign(evalRat(inner, at)) >= 0;
      return positive ? { kind: 'group', arg: n.arg } : { kind: 'neg', arg: { kind: 'group', arg: n.arg } };
    }
    case 'neg':
    case 'group':
      return { ...n, arg: replaceAbs(n.arg, at) };
    case 'add':
    case 'mul':
    case 'div':
      return { ...n, left: replaceAbs(n.left, at), right: replaceAbs(n.right, at) } as Node;
    case 'pow':
      return { ...n, base: replaceAbs(n.base, at) };
    default:
      return n;
  }
}

// ---------------------------------------------------------------------------------------------------
// Reading the definition.

interface Definition {
  name: string;
  segments: Segment[];
  /** The formulas as typed, for the data line. */
  shown: string[];
  piecewise: boolean;
  /** A piece defined on one point («3 si x = 1»): read for values only. */
  pointPieces: boolean;
}

const MATH_CHARS = /[\dx+\-*/^()|√.,\s]/;

/** The formula right after "f(x) =": math characters up to the first word. */
function formulaAfter(text: string, from: number): { body: string; end: number } {
  let k = from;
  while (k < text.length) {
    const c = text.charAt(k);
    if (c === '.' || c === ',') {
      if (!/\d/.test(text[k + 1] ?? '')) break;
    } else if (!MATH_CHARS.test(c)) break;
    k++;
  }
  // "|x − 3| + 1 (el mayor…": a bracket opened before a word is not part of the formula.
  let body = text.slice(from, k);
  while (/[\s(]$/.test(body) && body.split('(').length > body.split(')').length)
    body = body.replace(/[\s(]$/, '');
  return { body, end: from + body.length };
}

const NUM = String.raw`-?\d+(?:[.,]\d+)?(?:\/\d+)?`;
// «si x = 1»: a piece on one point, as some statements define a jump.
const CONDITION = String.raw`(?:(${NUM})\s*(<=|≤|<)\s*)?x\s*(<=|>=|≤|≥|<|>|=)\s*(${NUM})`;

function readRational(raw: string): Rational {
  const [n, d] = raw.split('/');
  const number = (s: string) => {
    const typed = readNumber(s.replace(/^-/, ''));
    if (typed === undefined) throw new Inexact();
    return fromNumber(s.startsWith('-') ? -typed : typed);
  };
  return d ? div(number(n as string), number(d)) : number(n as string);
}

function boundsOf(m: RegExpExecArray): { lo?: Bound; hi?: Bound } {
  const [, left, leftRel, rel, right] = m;
  const r = readRational(right as string);
  const strict = rel === '<' || rel === '>';
  if (rel === '=') {
    if (left) throw new Unsupported();
    return { lo: { at: r, closed: true }, hi: { at: r, closed: true } };
  }
  if (left) {
    if (rel !== '<' && rel !== '<=' && rel !== '≤') throw new Unsupported();
    return {
      lo: { at: readRational(left), closed: leftRel !== '<' },
      hi: { at: r, closed: !strict },
    };
  }
  return rel === '<' || rel === '<=' || rel === '≤'
    ? { hi: { at: r, closed: !strict } }
    : { lo: { at: r, closed: !strict } };
}

export function readDefinition(statement: string, only?: string): Definition | undefined {
  const text = prepareMath(statement)
    .replace(/\\le(?:q)?\b/g, '≤')
    .replace(/\\ge(?:q)?\b/g, '≥');
  const named = [...text.matchAll(/\b([a-zA-Z])\s*\(\s*x\s*\)\s*=/g)].filter(
    (head) => only === undefined || head[1] === only,
  );
  // "la parábola y = 2x² − 8x + 3": one formula given as y, studied as f.
  const asY = [...text.matchAll(/(?<![\p{L}\d])y\s*=/gu)];
  const heads = named.length || asY.length !== 1 || !/parabola|funcion/.test(foldText(text)) ? named : asY;
  const [first] = heads;
  if (!first) return undefined;
  const name = heads === named ? group(first, 1) : 'f';
  if (heads === named && heads.some((h) => h[1] !== name)) return undefined;
  const segments: Segment[] = [];
  const shown: string[] = [];
  let piecewise = false;
  let pointPieces = false;
  for (const head of heads) {
    let at = head.index + head[0].length;
    // "{ x + 1 si x < 0 ; x² si x ≥ 0 }" or one piece per "h(x) = … si …".
    if (/^\s*\{/.test(text.slice(at))) at = text.indexOf('{', at) + 1;
    for (let guard = 0; guard < 6; guard++) {
      const { body, end } = formulaAfter(text, at);
      const after = text.slice(end);
      const condition = new RegExp(String.raw`^\s*si\s+${CONDITION}`).exec(after);
      const [statementNode] = findStatements(body).filter((s) => s.relations.length === 0);
      const node = statementNode?.sides[0];
      if (!node || !body.trim()) return undefined;
      if (condition) {
        piecewise = true;
        if (condition[3] === '=') pointPieces = true;
        const { lo, hi } = boundsOf(condition);
        const parts = segmentsOf(node, lo, hi);
        if (!parts) return undefined;
        segments.push(...parts);
        shown.push(`${nodeTex(node)} \\text{ si } ${conditionTex(condition)}`);
        const rest = after.slice(condition[0].length);
        const next = /^\s*(?:[;,]\s*(?:y\s+)?)?(?=[-\dx(|])/.exec(rest);
        const nextHead = /^\s*[;,]?\s*(?:y\s+)?[a-z]\s*\(\s*x\s*\)\s*=/.test(rest);
        if (next && !nextHead) {
          at = end + condition[0].length + next[0].length;
          continue;
        }
        break;
      }
      if (heads.length > 1 || piecewise) return undefined;
      const parts = segmentsOf(node);
      if (!parts) return undefined;
      segments.push(...parts);
      shown.push(nodeTex(node));
      break;
    }
  }
  return { name, segments, shown, piecewise, pointPieces };
}

function conditionTex(m: RegExpExecArray): string {
  const rel = (r: string) => (r === '<=' || r === '≤' ? '\\le' : r === '>=' || r === '≥' ? '\\ge' : r);
  const [, left, leftRel, r, right] = m;
  const num = (s: string) => ratTex(readRational(s));
  return left
    ? `${num(left)} ${rel(leftRel as string)} x ${rel(r as string)} ${num(right as string)}`
    : `x ${rel(r as string)} ${num(right as string)}`;
}

// ---------------------------------------------------------------------------------------------------
// Studying it.

const segmentAt = (segments: Segment[], x: Rational) => {
  const found = segments.filter((s) => contains(s, x));
  return found.length === 1 ? found[0] : undefined;
};

/** Whether the segments cover every real number once. */
function coversLine(segments: Segment[]): boolean {
  const sorted = [...segments].sort((a, b) => (a.lo ? (b.lo ? cmp(a.lo.at, b.lo.at) : 1) : -1));
  if (sorted[0]?.lo || sorted.at(-1)?.hi) return false;
  // Each segment after the first starts where the one before it (sorted[k]) ends.
  for (const [k, segment] of sorted.slice(1).entries()) {
    const left = sorted[k]?.hi;
    const right = segment.lo;
    if (!left || !right || cmp(left.at, right.at) !== 0 || left.closed === right.closed) return false;
  }
  return true;
}

/** Real roots of a polynomial of degree ≤ 2 (or with rational roots), exactly. */
function rootsOf(p: Poly): Exact[] | undefined {
  if (degree(p) < 1) return [];
  if (degree(p) === 1) return [exactRat(div(neg(coefAt(p, 0)), coefAt(p, 1)))];
  if (degree(p) === 2) return quadraticRoots(p).roots;
  const { linear, rest } = factorRational(p);
  const found = linear.map((f) => exactRat(f.root));
  if (degree(rest) === 2) found.push(...quadraticRoots(rest).roots);
  else if (degree(rest) > 2) return undefined;
  return found.sort((a, b) => a.value - b.value);
}

const uniqueSorted = (xs: Exact[]) =>
  xs
    .sort((a, b) => a.value - b.value)
    .filter((x, k, all) => {
      const previous = all[k - 1];
      return previous === undefined || Math.abs(x.value - previous.value) > 1e-12;
    });

/** The sign of f on the line, as the runs where it is positive and negative. */
function signSets(segments: Segment[]): { positive: Piece[]; negative: Piece[]; zeros: Exact[] } | undefined {
  const zeros: Exact[] = [];
  const cuts: Exact[] = [];
  for (const s of segments) {
    const roots = rootsOf(s.poly);
    if (!roots) return undefined;
    if (s.poly.length === 0) return undefined;
    for (const r of roots) if (containsNumber(s, r.value)) zeros.push(r);
    if (s.lo) cuts.push(exactRat(s.lo.at));
    if (s.hi) cuts.push(exactRat(s.hi.at));
  }
  const points = uniqueSorted([...zeros, ...cuts]);
  const f = (x: number) => {
    const s = segments.find((seg) => containsNumber(seg, x));
    if (!s) throw new Unsupported();
    return evalNumber(s.poly, x);
  };
  // Signs on the gaps and at the points, left to right.
  type Run = { sign: number; piece: Piece };
  const runs: Run[] = [];
  const push = (s: number, piece: Piece) => {
    const last = runs.at(-1);
    const touching =
      last &&
      last.sign === s &&
      last.piece.hi &&
      piece.lo &&
      last.piece.hi.value === piece.lo.value &&
      (last.piece.hiClosed || piece.loClosed);
    if (touching && last)
      last.piece = {
        ...last.piece,
        ...(piece.hi ? { hi: piece.hi } : { hi: undefined }),
        hiClosed: piece.hiClosed,
      };
    else runs.push({ sign: s, piece });
  };
  const signAt = (x: number) => {
    const y = f(x);
    return Math.abs(y) < 1e-12 ? 0 : Math.sign(y);
  };
  for (let k = 0; k <= points.length; k++) {
    const lo = points[k - 1];
    const hi = points[k];
    const sample = lo && hi ? (lo.value + hi.value) / 2 : lo ? lo.value + 1 : hi ? hi.value - 1 : 0;
    push(signAt(sample), {
      ...(lo ? { lo } : {}),
      ...(hi ? { hi } : {}),
      loClosed: false,
      hiClosed: false,
    });
    if (hi) push(signAt(hi.value), { lo: hi, hi, loClosed: true, hiClosed: true });
  }
  const clean = (piece: Piece): Piece => {
    const out: Piece = {
      loClosed: piece.lo ? piece.loClosed : false,
      hiClosed: piece.hi ? piece.hiClosed : false,
    };
    if (piece.lo) out.lo = piece.lo;
    if (piece.hi) out.hi = piece.hi;
    return out;
  };
  return {
    positive: runs.filter((r) => r.sign > 0).map((r) => clean(r.piece)),
    negative: runs.filter((r) => r.sign < 0).map((r) => clean(r.piece)),
    zeros: uniqueSorted(zeros),
  };
}

/** Open intervals where f grows and where it decreases (joined across a point where f is continuous). */
function monotony(
  segments: Segment[],
): { growing: Piece[]; decreasing: Piece[]; constant: Piece[] } | undefined {
  const points: Exact[] = [];
  for (const s of segments) {
    const roots = rootsOf(derivative(s.poly));
    if (!roots) return undefined;
    for (const r of roots) if (containsNumber(s, r.value)) points.push(r);
    if (s.lo) points.push(exactRat(s.lo.at));
    if (s.hi) points.push(exactRat(s.hi.at));
  }
  const cuts = uniqueSorted(points);
  const segmentOf = (x: number) => segments.find((seg) => containsNumber(seg, x));
  const continuousAt = (x: number) => {
    const left = segmentOf(x - 1e-9);
    const right = segmentOf(x + 1e-9);
    const here = segmentOf(x);
    if (!left || !right || !here) return false;
    const [l, r, h] = [evalNumber(left.poly, x), evalNumber(right.poly, x), evalNumber(here.poly, x)];
    return Math.abs(l - h) < 1e-9 && Math.abs(r - h) < 1e-9;
  };
  type Run = { kind: number; piece: Piece };
  const runs: Run[] = [];
  for (let k = 0; k <= cuts.length; k++) {
    const lo = cuts[k - 1];
    const hi = cuts[k];
    const sample = lo && hi ? (lo.value + hi.value) / 2 : lo ? lo.value + 1 : hi ? hi.value - 1 : 0;
    const s = segmentOf(sample);
    if (!s) return undefined;
    const slope = evalNumber(derivative(s.poly), sample);
    const kind = Math.abs(slope) < 1e-12 ? 0 : Math.sign(slope);
    const last = runs.at(-1);
    if (last && lo && last.kind === kind && continuousAt(lo.value)) {
      last.piece = { ...last.piece, ...(hi ? { hi } : {}), hiClosed: false };
      if (!hi) delete last.piece.hi;
    } else
      runs.push({
        kind,
        piece: { ...(lo ? { lo } : {}), ...(hi ? { hi } : {}), loClosed: false, hiClosed: false },
      });
  }
  return {
    growing: runs.filter((r) => r.kind > 0).map((r) => r.piece),
    decreasing: runs.filter((r) => r.kind < 0).map((r) => r.piece),
    constant: runs.filter((r) => r.kind === 0).map((r) => r.piece),
  };
}

/**
 * The image of a function by pieces of degree ≤ 2: on each piece its lowest and highest values (at the
 * ends, or the vertex inside), each reached or not, and the pieces' images joined.
 */
function imageOf(segments: Segment[]): Piece[] | undefined {
  type End = { at?: Rational; closed: boolean };
  const ranges: { lo: End; hi: End }[] = [];
  for (const s of segments) {
    const d = degree(s.poly);
    if (d > 2 || s.poly.length === 0) return undefined;
    const lead = coefAt(s.poly, d);
    // Candidates: the value at each end (reached when the end is), and the vertex when inside.
    const values: { y: Rational; reached: boolean }[] = [];
    let unboundedUp = false;
    let unboundedDown = false;
    for (const [bound, side] of [
      [s.lo, -1],
      [s.hi, 1],
    ] as const) {
      if (bound) values.push({ y: evalRat(s.poly, bound.at), reached: bound.closed });
      else if (d === 0) values.push({ y: coefAt(s.poly, 0), reached: true });
      else if (sign(lead) * (d === 1 ? side : 1) > 0) unboundedUp = true;
      else unboundedDown = true;
    }
    if (d === 2) {
      const xv = div(neg(coefAt(s.poly, 1)), mul(rat(2), lead));
      if (contains(s, xv)) values.push({ y: evalRat(s.poly, xv), reached: true });
    }
    if (s.lo && s.hi && cmp(s.lo.at, s.hi.at) >= 0) return undefined;
    const ys = values.map((v) => v.y);
    const min = ys.reduce((m, y) => (cmp(y, m) < 0 ? y : m), ys[0] ?? rat(0));
    const max = ys.reduce((m, y) => (cmp(y, m) > 0 ? y : m), ys[0] ?? rat(0));
    const reached = (y: Rational) => values.some((v) => v.reached && cmp(v.y, y) === 0);
    ranges.push({
      lo: unboundedDown || !values.length ? { closed: false } : { at: min, closed: reached(min) },
      hi: unboundedUp || !values.length ? { closed: false } : { at: max, closed: reached(max) },
    });
  }
  // Joined from the lowest: a range that starts inside (or at a reached end of) the one before extends it.
  const lower = (a: End, b: End) =>
    !a.at ? -1 : !b.at ? 1 : cmp(a.at, b.at) || (a.closed === b.closed ? 0 : a.closed ? -1 : 1);
  ranges.sort((a, b) => lower(a.lo, b.lo));
  const joined: { lo: End; hi: End }[] = [];
  for (const r of ranges) {
    const last = joined.at(-1);
    const meets =
      last &&
      (!last.hi.at ||
        !r.lo.at ||
        cmp(r.lo.at, last.hi.at) < 0 ||
        (cmp(r.lo.at, last.hi.at) === 0 && (last.hi.closed || r.lo.closed)));
    if (!last || !meets) joined.push({ lo: { ...r.lo }, hi: { ...r.hi } });
    else if (
      last.hi.at &&
      (!r.hi.at || cmp(r.hi.at, last.hi.at) > 0 || (cmp(r.hi.at, last.hi.at) === 0 && r.hi.closed))
    )
      last.hi = { ...r.hi };
  }
  return joined.map(({ lo, hi }) => ({
    ...(lo.at ? { lo: exactRat(lo.at) } : {}),
    ...(hi.at ? { hi: exactRat(hi.at) } : {}),
    loClosed: lo.closed,
    hiClosed: hi.closed,
  }));
}

// ---------------------------------------------------------------------------------------------------
// The questions.

type Asked =
  | 'values'
  | 'sign'
  | 'monotony'
  | 'vertex'
  | 'axis'
  | 'extreme'
  | 'extreme-at'
  | 'root-distance'
  | 'canonical'
  | 'factored'
  | 'image'
  | 'roots'
  | 'intercept'
  | 'level'
  | 'continuity';

function askedOf(folded: string): Asked[] {
  const asked: Asked[] = [];
  // «la distancia entre las raíces»: a number made of them, not the roots.
  if (/distancia entre (?:las |sus |ambas )?(?:dos )?(?:raices|ceros)/.test(folded)) return ['root-distance'];
  // What the list of zeros does not answer by itself: their multiplicity, their sum or product, how many
  // there are, or whether a given number is one.
  if (
    /multiplicidad|raiz (?:doble|triple|simple)|raices (?:dobles|simples)|\bsuma\b|\bproducto\b|cuant[oa]s|verifica|comproba|\bes raiz\b|\bes (?:un )?cero\b/.test(
      folded,
    )
  )
    return asked;
  if (/positiv|negativ|\bsigno\b|c\s*\+|c\s*-|c\^/.test(folded)) asked.push('sign');
  if (/crec|decrec|monoton/.test(folded)) asked.push('monotony');
  if (/vertice/.test(folded)) asked.push('vertex');
  if (/eje de simetria/.test(folded)) asked.push('axis');
  // «alcanza su valor mínimo en x =», «¿para qué valor de x es máxima?»: where, not how much.
  if (
    /(?:alcanza|tiene|toma|presenta|logra)\s+(?:su|un|el)\s+(?:valor\s+)?(?:maximo|minimo)\s+(?:absoluto\s+)?en\s*(?:x\s*=?\s*(?::|$|\?)|:?\s*$|(?:que|cual)\s+valor|el\s+punto\s+de\s+abscisa\s*:?\s*$)|(?:para|en)\s+(?:que|cual)\s+valor\s+de\s+x\b[^.?]*(?:maxim|minim)|\babscisa\s+del\s+(?:maximo|minimo)\b/.test(
      folded.trim(),
    )
  )
    asked.push('extreme-at');
  else if (/valor (?:maximo|minimo)|\b(?:el|su) (?:maximo|minimo)\b/.test(folded)) asked.push('extreme');
  if (/forma canonica/.test(folded)) asked.push('canonical');
  if (/forma factorizada/.test(folded)) asked.push('factored');
  // «los puntos de intersección con los ejes»: both axes.
  const bothAxes = /(?:interseccion|corte|cortes|corta)[^.?]*\bejes\b/.test(folded);
  if (/\bimagen\b|recorrido|\brango\b/.test(folded)) asked.push('image');
  if (
    /raices|\braiz\b|\bceros?\b|corta al eje (?:x|de las abscisas)|interseccion(?:es)? con el eje (?:x|de las abscisas)/.test(
      folded,
    )
  )
    asked.push('roots');
  if (bothAxes && !asked.includes('roots')) asked.push('roots');
  if (/ordenada al origen|corta al eje (?:y|de las ordenadas)/.test(folded) || bothAxes)
    asked.push('intercept');
  if (/\bcontinua en\b/.test(folded)) asked.push('continuity');
  if (LEVEL_ASKED.test(folded)) asked.push('level');
  return asked;
}

type Operation = '+' | '-' | '*' | '/';

/** One value asked: f(a), or f(f(a)) when nested. */
type Term = { sign: 1 | -1; at: Rational; nested: boolean; raw: string };

const operationOf = (raw: string | undefined): Operation | undefined =>
  raw === '+' || raw === '-' || raw === '*' || raw === '/' ? raw : undefined;

/**
 * h(−1) + h(1) + h(3), f(0) · f(3), f(4) : f(2): the values asked, and the operation that joins them
 * (one for all of them). A value with anything else around it ("2 · f(1)", "f(3)² ", "f(1) + 4") is a
 * combination this reading does not follow: unsure.
 */
function valuesAsked(text: string, name: string): { terms: Term[]; operation?: Operation } | undefined {
  const prepared = prepareMath(text).replace(new RegExp(String.raw`\)\s*:\s*(?=${name}\s*\()`, 'g'), ') / ');
  // «f(f(−5))»: the value at the value, one level deep.
  const pattern = new RegExp(
    String.raw`(?:([-+*/])\s*)?\b${name}\s*\(\s*(?:${name}\s*\(\s*(${NUM})\s*\)|(${NUM}))\s*\)(?!\s*=)`,
    'g',
  );
  const matches = [...prepared.matchAll(pattern)];
  const terms = matches.map((m) => ({
    sign: (m[1] === '-' ? -1 : 1) as 1 | -1,
    at: readRational(m[2] ?? group(m, 3)),
    nested: m[2] !== undefined,
    raw: m[0].replace(/^[-+*/]\s*/, ''),
  }));
  const [first] = matches;
  if (!first) return undefined;
  const last = matches.at(-1) ?? first;
  // Glued to something else: a coefficient before, or a power or another operand after.
  const before = prepared.slice(0, first.index).trimEnd();
  const after = prepared.slice(last.index + last[0].length).trimStart();
  const glued = /[\d*/^]$/.test(before) || /^(?:[*/^²³]|[-+]\s*[\d(a-z])/.test(after);
  const operations = matches.slice(1).map((m) => operationOf(m[1]));
  const contiguous = matches.slice(1).every((m, k) => {
    const previous = matches[k] ?? first;
    return prepared.slice(previous.index + previous[0].length, m.index).trim() === '';
  });
  const joined = operations.filter((o) => o !== undefined);
  if (glued) throw new Unsupported();
  if (!joined.length) return { terms };
  const additive = joined.every((o) => o === '+' || o === '-');
  const multiplicative = joined.length === 1 && (joined[0] === '*' || joined[0] === '/');
  // "f(−4), f(−1) y f(2)" are three numbers asked; mixed, or joined to more, the reading is unsure.
  if (joined.length !== operations.length || !contiguous || (!additive && !multiplicative))
    throw new Unsupported();
  return { terms, operation: additive ? '+' : joined[0] };
}

const intervalList = (set: Piece[]) => (set.length ? setText(set) : '∅');

/**
 * «Calcular la suma de los valores numéricos de P(x) = 2x³ − x + 4 para x = −2 y para x = 1»: the values
 * at both points, added, written as «Sea P(x) = …. Calcular P(−2) + P(1).»; undefined for anything else.
 */
function sumOfValuesAsked(statement: string): string | undefined {
  const found =
    /(?:la\s+)?suma\s+de\s+los\s+valores\s+num[eé]ricos\s+(?:de\s+)?(.+?)\s+(?:para|en)\s+x\s*=\s*([-−]?\d+(?:[.,]\d+)?(?:\/\d+)?)\s+y\s+(?:para\s+|en\s+)?x\s*=\s*([-−]?\d+(?:[.,]\d+)?(?:\/\d+)?)\s*[.?]?\s*$/iu.exec(
      statement.trim(),
    );
  if (!found) return undefined;
  const before = statement.trim().slice(0, found.index);
  if (
    !/^\s*(?:¿?\s*(?:calcul|hall|determin|obten|cu[aá]nto)\p{L}*\s*(?:vale\s*|es\s*|da\s*)?)?$/iu.test(before)
  )
    return undefined;
  const [, definition = '', a = '', b = ''] = found;
  const names = [...definition.matchAll(/(?<![\p{L}])([a-zA-Z])\s*\(\s*x\s*\)\s*=/gu)];
  const name = names[0]?.[1];
  if (!name || names.length !== 1) return undefined;
  return `Sea ${definition.trim()}. Calcular ${name}(${a}) + ${name}(${b}).`;
}

/**
 * «Se tienen f(x) = x² + 2x − 3 y g(x) = x − 1. Hallar las raíces de f.»: several functions defined and
 * the order («Hallar…», «Calcular…», a question) naming one of them only, the one studied; undefined
 * when one function is defined, or the order names none or several.
 */
function askedOfOne(statement: string): string | undefined {
  const names = [...new Set([...statement.matchAll(/\b([a-zA-Z])\s*\(\s*x\s*\)\s*=/g)].map((m) => m[1]))];
  if (names.length < 2) return undefined;
  const orders = statement
    .split(/(?<=[.?!:])\s+|\n+|(?=¿)|,\s*(?=(?:hall|calcul|determin|obten|encontr|indic|escrib)\w*)/i)
    .filter((sentence) =>
      /[¿?]|\b(?:hall|calcul|determin|obten|encontr|indic|escrib|grafic|estudi)\w*/i.test(sentence),
    )
    .filter((sentence) => !/\b[a-zA-Z]\s*\(\s*x\s*\)\s*=/.test(sentence));
  if (orders.length === 0) return undefined;
  const said = names.filter((name) =>
    orders.some((sentence) => new RegExp(`(?<![\\p{L}])${name}(?![\\p{L}])`, 'u').test(sentence)),
  );
  if (said.length === 1) return said[0];
  // «la función cuadrática f(x) = … y la recta g(x) = …. Determine el vértice de la parábola.»: the
  // parabola is the one function not introduced as a line.
  if (said.length === 0 && orders.some((sentence) => /par[aá]bola/i.test(sentence))) {
    const curves = names.filter(
      (name) => !new RegExp(`\\brectas?\\s+${name}\\s*\\(\\s*x\\s*\\)\\s*=`).test(statement),
    );
    return curves.length === 1 && names.length === 2 ? curves[0] : undefined;
  }
  return undefined;
}

/**
 * «G(x) = −2x² + 120x − 1000 (con x unidades vendidas). ¿Cuál es la ganancia si se venden 20 unidades?»:
 * the value at 20 asked, when the words after the number are those the statement puts after x.
 */
function valueInContext(statement: string): string | undefined {
  const folded = foldText(statement);
  const name = /\b([A-Za-z])\s*\(\s*x\s*\)\s*=/.exec(statement)?.[1];
  const q = folded.lastIndexOf('¿');
  if (!name || q < 0 || folded.length !== statement.length) return undefined;
  const question = folded.slice(q);
  const m = /\b(?:si|cuando|para)\s+(?:se\s+\p{L}+\s+)?(\d+(?:,\d+)?)\s+(\p{L}+)/u.exec(question);
  if (
    !m ||
    (question.match(/\d+/g) ?? []).length !== 1 ||
    /\b(?:mas|menos|adicional|otr[oa]s?)\b/.test(question)
  )
    return undefined;
  if (!new RegExp(`\\bx\\s+${m[2]}\\b`).test(folded.slice(0, q))) return undefined;
  return `${statement.slice(0, q).trim()} Calcular ${name}(${m[1]}).`;
}

/** «los x donde f vale 2»: where f takes a value, as ZEROS_BY_EQUATION writes «f(x) = 2». */
const LEVEL_ASKED = /\blos x donde [a-z] vale (-?\d+(?:[.,]\d+)?(?:\/\d+)?)\b/;

// «Hallá todos los valores de x para los cuales f(x) = 0»: its zeros, asked with the equation.
const ZEROS_BY_EQUATION =
  /([^.?!\n]*\b(?:valores? de x|x tal(?:es)? que|para (?:que|cuales|los cuales|el cual|la cual)|[Rr]esolv|[Hh]all)[^.?!\n=]*?)\b([a-z])\s*\(\s*x\s*\)\s*=\s*([-−]?\d+(?:[.,]\d+)?(?:\/\d+)?)\s*[.?]?\s*$/u;

// «¿Para qué valores de x es f(x) < 0?», «Halle el conjunto solución de f(x) > 0»: a sign set, asked
// with the inequality (strict: the zeros are in neither).
const SIGN_BY_INEQUALITY =
  /([^.?!\n]*\b(?:valores? de x|para (?:que|cuales|los cuales)|conjunto solucion|[Rr]esolv|[Hh]all)[^.?!\n<>=]*?)\b([a-z])\s*\(\s*x\s*\)\s*([<>])\s*0\s*(?:[.?]|y\s+expr[eé]s\p{L}*[^.?!\n]*[.?]?)?\s*$/u;

/** The sign set an inequality asks, said alone: «f(x) < 0 en S = (−1; 5)». */
function signByInequality(problem: string): SolverReply | undefined {
  const statement = withoutOptions(problem).trim();
  const found = SIGN_BY_INEQUALITY.exec(foldText(statement).length === statement.length ? statement : '');
  if (!found) return undefined;
  const [, , name = '', relation] = found;
  const reply = solveFunctionStudy(
    `${statement.slice(0, found.index)} Hallá los conjuntos de positividad y negatividad de ${name}.`,
  );
  const sets = reply && /\*\*C⁺ = (.*?); C⁻ = (.*?)\*\*/.exec(reply.text);
  if (!reply || !sets) return undefined;
  const set = relation === '<' ? sets[2] : sets[1];
  return {
    ...reply,
    text: reply.text.replace(sets[0], `**${name}(x) ${relation} 0 en S = ${set}**`),
  };
}

export function solveFunctionStudy(problem: string): SolverReply | undefined {
  const bySign = signByInequality(problem);
  if (bySign) return bySign;
  const zeros = ZEROS_BY_EQUATION.exec(withoutOptions(problem).trim());
  if (zeros) {
    const before = withoutOptions(problem).trim().slice(0, zeros.index);
    const c = (zeros[3] ?? '0').replace('−', '-');
    return solveFunctionStudy(
      `${before} ${/^-?0$/.test(c) ? `Hallá los ceros de ${zeros[2]}.` : `Hallá los x donde ${zeros[2]} vale ${c}.`}`,
    );
  }
  const inContext = valueInContext(withoutOptions(problem));
  if (inContext) return solveFunctionStudy(inContext);
  const summed = sumOfValuesAsked(withoutOptions(problem));
  if (summed) return solveFunctionStudy(summed);
  const statement = withoutOptions(problem);
  const folded = foldText(statement);
  return orNone(
    () => {
      const definition = readDefinition(statement, askedOfOne(statement));
      if (!definition) return undefined;
      const { name, segments, piecewise } = definition;
      const values = valuesAsked(statement, name);
      // What is asked is read from the question when there is one: «tiene a x = 2 como raíz. ¿Cuál es
      // el resto…?» gives a datum about the roots and asks something else.
      const question = folded.includes('¿') ? folded.slice(folded.indexOf('¿')) : folded;
      if (/\bresto\b|\bcociente\b|\bdivid/.test(question)) return undefined;
      // «las raíces complejas no reales», «factorice P(x)»: not the real zeros alone.
      if (/complej|no reales|imaginari|ℂ|factorice|factorizar?\b|factoree|descomp/.test(question))
        return undefined;
      // «… corta al eje x en:»: the roots said as points too, the way the options write them.
      const crossingAsked = /\beje (?:x|de las abscisas)\b/.test(folded);
      const fromQuestion = askedOf(question);
      const asked = fromQuestion.length ? fromQuestion : askedOf(folded);
      if (values) asked.unshift('values');
      if (asked.length === 0) return undefined;
      // «Las raíces … suman:», «el producto de sus raíces»: a number made of the roots, not the roots.
      if (/\bsuman\b|multiplican|(?:suma|producto) de (?:las|sus) raices/.test(folded)) return undefined;
      // «la cantidad de raíces positivas», «¿cuántas raíces negativas tiene?»: a count of some of them.
      if (
        /\bcantidad de raices|\bcuantas raices\b[^.?]*\b(?:positivas|negativas|enteras|mayores|menores)|\braices (?:positivas|negativas)/.test(
          folded,
        )
      )
        return undefined;
      // Zeros, signs and growth over a piece of one point are not this reading's: values only.
      if (definition.pointPieces && asked.some((what) => what !== 'values')) return undefined;
      // A domain restricted by the statement changes the image and the intervals: not this solver's reading.
      if (/x\s*∈|x\s*\\in|en el intervalo|restringid|dominio\s+(?:es|=)|para x (?:entre|en)\b/.test(folded))
        return undefined;
      const covered = coversLine(segments);
      const steps: string[] = [];
      const answers: string[] = [];
      const single = !piecewise && segments.length === 1 ? segments[0] : undefined;
      const quadratic = single && degree(single.poly) === 2 ? single.poly : undefined;
      for (const what of asked) {
        if (what === 'values' && values) {
          let total = values.operation === '*' || values.operation === '/' ? rat(1) : rat(0);
          const parts: string[] = [];
          // f(a) with the branch that holds a; f(f(a)) is f at that value, with its own branch.
          const valueAt = (at: Rational) => {
            const s = segmentAt(segments, at);
            if (!s) throw new Unsupported();
            return { s, y: evalRat(s.poly, at) };
          };
          const label = (t: Term) =>
            t.nested ? `${name}(${name}(${ratText(t.at)}))` : `${name}(${ratText(t.at)})`;
          const termValue = (t: Term) => {
            const inner = valueAt(t.at);
            return t.nested ? valueAt(inner.y).y : inner.y;
          };
          for (const [k, term] of values.terms.entries()) {
            const inner = valueAt(term.at);
            const { s, y } = term.nested ? valueAt(inner.y) : inner;
            if (values.operation === '*') total = mul(total, y);
            else if (values.operation === '/') {
              if (k > 0 && sign(y) === 0) return undefined;
              total = k === 0 ? y : div(total, y);
            } else total = term.sign > 0 ? add(total, y) : sub(total, y);
            if (term.nested)
              parts.push(
                `$${name}(${ratTex(term.at)}) = ${ratTex(inner.y)}$${piecewise ? ` (rama $${polyTex(inner.s.poly)}$)` : ''}, así que $${name}(${name}(${ratTex(term.at)})) = ${name}(${ratTex(inner.y)}) = ${ratTex(y)}$${piecewise ? ` (rama $${polyTex(s.poly)}$, porque ${ratText(inner.y)} cumple su condición)` : ''}`,
              );
            else
              parts.push(
                `$${name}(${ratTex(term.at)}) = ${ratTex(y)}$${piecewise ? ` (usa la rama $${polyTex(s.poly)}$, porque ${ratText(term.at)} cumple su condición)` : ''}`,
              );
          }
          steps.push(
            `${piecewise ? 'Calculá cada valor con la rama que corresponde' : 'Reemplazá x por cada valor'}: ${parts.join('; ')}.`,
          );
          if (values.operation) {
            const joiner = (t: (typeof values.terms)[number]) =>
              values.operation === '*'
                ? ' · '
                : values.operation === '/'
                  ? ' : '
                  : t.sign < 0
                    ? ' - '
                    : ' + ';
            const combination = values.terms
              .map((t, k) => `${k === 0 ? (t.sign < 0 ? '-' : '') : joiner(t)}${label(t)}`)
              .join('');
            steps.push(`Entonces $${combination.replace(/·/g, '\\cdot')} = ${ratTex(total)}$.`);
            answers.push(`**${combination} = ${ratText(total)}**`);
          } else {
            for (const term of values.terms) answers.push(`**${label(term)} = ${ratText(termValue(term))}**`);
          }
        } else if (what === 'root-distance') {
          // |x₂ − x₁| = √Δ / |a|, stated only when it is rational.
          if (!quadratic) return undefined;
          const [c, b, a] = [coefAt(quadratic, 0), coefAt(quadratic, 1), coefAt(quadratic, 2)];
          const delta = sub(mul(b, b), mul(rat(4), mul(a, c)));
          if (sign(delta) <= 0) return undefined;
          const [rn, rd] = [Math.round(Math.sqrt(delta.n)), Math.round(Math.sqrt(delta.d))];
          if (rn * rn !== delta.n || rd * rd !== delta.d) return undefined;
          const d = div(rat(rn, rd), sign(a) < 0 ? neg(a) : a);
          const sets = signSets(segments);
          const [z1, z2] = sets?.zeros ?? [];
          if (
            !z1 ||
            !z2 ||
            sets?.zeros.length !== 2 ||
            Math.abs(Math.abs(z2.value - z1.value) - value(d)) > 1e-9
          )
            return undefined;
          steps.push(
            `Raíces: $x = ${z1.tex}$ y $x = ${z2.tex}$; la distancia entre ellas es la resta del mayor menos el menor: $${z2.tex} - ${z2.value < 0 || z1.value < 0 ? `(${z1.tex})` : z1.tex} = ${ratTex(d)}$.`,
          );
          answers.push(`**Distancia entre las raíces: d = ${ratText(d)}**`);
        } else if (what === 'roots' || what === 'sign') {
          if (!covered) return undefined;
          const sets = signSets(segments);
          if (!sets) return undefined;
          if (what === 'roots') {
            steps.push(
              sets.zeros.length
                ? `Ceros: igualá ${piecewise ? 'cada rama a 0 y quedate con las soluciones que caen en su intervalo' : `$${name}(x)$ a 0`}: ${joinAnd(sets.zeros.map((z) => `$x = ${z.tex}$`))}.`
                : `$${name}(x) = 0$ no tiene soluciones reales${quadratic ? ` (el discriminante es negativo)` : ''}.`,
            );
            answers.push(
              sets.zeros.length
                ? `**Raíces: ${sets.zeros.map((z) => `x = ${z.text}`).join(' y ')}**${crossingAsked ? ` (corta al eje x en ${sets.zeros.map((z) => `(${z.text}; 0)`).join(' y ')})` : ''}`
                : '**No tiene raíces reales.**',
            );
          } else {
            steps.push(
              `Para el signo, marcá en la recta los ceros${sets.zeros.length ? ` (${joinAnd(sets.zeros.map((z) => `$x = ${z.tex}$`))})` : ''}${piecewise ? ' y los puntos donde cambia la fórmula' : ''}, y probá un valor en cada tramo: entre dos de esas marcas el signo no cambia.`,
            );
            answers.push(`**C⁺ = ${intervalList(sets.positive)}; C⁻ = ${intervalList(sets.negative)}**`);
          }
        } else if (what === 'monotony') {
          if (!covered) return undefined;
          const m = monotony(segments);
          if (!m) return undefined;
          steps.push(
            quadratic
              ? `Una parábola cambia de crecer a decrecer (o al revés) en el vértice, $x_v = -\\frac{b}{2a} = ${ratTex(div(neg(coefAt(quadratic, 1)), mul(rat(2), coefAt(quadratic, 2))))}$.`
              : hasAbs(definition)
                ? 'Con el valor absoluto, separá en dos ramas donde lo de adentro cambia de signo; cada rama es una recta y su pendiente dice si crece o decrece.'
                : 'Mirá en cada tramo si la función sube o baja (la pendiente de cada rama, o el vértice si es una parábola).',
          );
          const parts = [
            m.growing.length ? `crece en ${intervalList(m.growing)}` : 'no crece en ningún intervalo',
            m.decreasing.length
              ? `decrece en ${intervalList(m.decreasing)}`
              : 'no decrece en ningún intervalo',
          ];
          if (m.constant.length) parts.push(`es constante en ${intervalList(m.constant)}`);
          answers.push(`**${name.toUpperCase() === name ? name : name} ${parts.join('; ')}**`);
        } else if (what === 'factored') {
          if (!quadratic) return undefined;
          const sets = signSets(segments);
          const a = coefAt(quadratic, 2);
          const zeros = sets?.zeros ?? [];
          // Only with two rational roots (or a double one) is the factored form the course's.
          if (!sets || zeros.length === 0 || zeros.some((z) => /√|≈/.test(z.text))) return undefined;
          const factor = (z: (typeof zeros)[number]) =>
            `(x ${z.value < 0 ? '+' : '-'} ${z.text.replace(/^-/, '')})`;
          const [z1, z2] = zeros;
          const body = z2 && z1 ? `${factor(z1)}${factor(z2)}` : z1 ? `${factor(z1)}²` : '';
          const lead = ratText(a) === '1' ? '' : ratText(a) === '-1' ? '-' : ratText(a);
          steps.push(
            `Con las raíces $x_1$ y $x_2$, la forma factorizada es $f(x) = a(x - x_1)(x - x_2)$, con $a = ${ratTex(a)}$.`,
          );
          answers.push(`**${name}(x) = ${lead}${body}**`);
        } else if (
          what === 'vertex' ||
          what === 'axis' ||
          what === 'image' ||
          what === 'extreme' ||
          what === 'extreme-at' ||
          what === 'canonical'
        ) {
          if (!quadratic) {
            const image = what === 'image' && piecewise ? imageOf(segments) : undefined;
            if (image) {
              steps.push(
                'Imagen: en cada tramo buscá los valores que toma (los extremos del intervalo y, en una parábola, el vértice si cae adentro) y juntalos.',
              );
              answers.push(`**Im ${name} = ${setText(image)}**`);
              continue;
            }
            if (what === 'image' && single && degree(single.poly) === 1) {
              answers.push('**Im = ℝ** (una recta no horizontal toma todos los valores)');
              continue;
            }
            return undefined;
          }
          const [b, a] = [coefAt(quadratic, 1), coefAt(quadratic, 2)];
          const xv = div(neg(b), mul(rat(2), a));
          const yv = evalRat(quadratic, xv);
          if (!steps.some((s) => s.includes('x_v'))) {
            steps.push(
              `Vértice: $x_v = -\\frac{b}{2a} = -\\frac{${ratTex(b)}}{2 \\cdot ${wrap(a)}} = ${ratTex(xv)}$ y $y_v = ${name}(${ratTex(xv)}) = ${ratTex(yv)}$.`,
            );
          }
          if (what === 'vertex') answers.push(`**V = (${ratText(xv)}; ${ratText(yv)})**`);
          else if (what === 'axis') answers.push(`**Eje de simetría: x = ${ratText(xv)}**`);
          else if (what === 'extreme-at') {
            steps.push(
              sign(a) < 0
                ? `Como $a = ${ratTex(a)} < 0$, el vértice es el punto más alto: el máximo, ${ratText(yv)}, se alcanza en su abscisa.`
                : `Como $a = ${ratTex(a)} > 0$, el vértice es el punto más bajo: el mínimo, ${ratText(yv)}, se alcanza en su abscisa.`,
            );
            // The extreme asked must be the one the parabola has: a minimum of one that opens down is none.
            if (/maxim/.test(folded) === /minim/.test(folded) || /maxim/.test(folded) !== sign(a) < 0)
              return undefined;
            answers.push(`**El ${sign(a) < 0 ? 'máximo' : 'mínimo'} se alcanza en x = ${ratText(xv)}**`);
          } else if (what === 'extreme') {
            const max = sign(a) < 0;
            // «el valor máximo» of a parabola that opens up has none: its minimum is another answer.
            const [saysMax, saysMin] = [/maxim/.test(folded), /minim/.test(folded)];
            if (saysMax !== saysMin && saysMax !== max) return undefined;
            answers.push(`**Valor ${max ? 'máximo' : 'mínimo'}: ${ratText(yv)}** (en x = ${ratText(xv)})`);
          } else if (what === 'canonical') {
            const lead = ratText(a) === '1' ? '' : ratText(a) === '-1' ? '-' : ratText(a);
            const inner = isZero(xv)
              ? 'x'
              : `x ${sign(xv) > 0 ? '-' : '+'} ${ratText(sign(xv) > 0 ? xv : neg(xv))}`;
            const shift = isZero(yv)
              ? ''
              : ` ${sign(yv) > 0 ? '+' : '-'} ${ratText(sign(yv) > 0 ? yv : neg(yv))}`;
            steps.push('La forma canónica es $f(x) = a(x - x_v)^2 + y_v$, con el vértice que ya calculaste.');
            answers.push(`**${name}(x) = ${lead}(${inner})²${shift}**`);
          } else {
            steps.push(
              sign(a) > 0
                ? `Como $a = ${ratTex(a)} > 0$, la parábola abre hacia arriba: el vértice es el punto más bajo.`
                : `Como $a = ${ratTex(a)} < 0$, la parábola abre hacia abajo: el vértice es el punto más alto.`,
            );
            answers.push(sign(a) > 0 ? `**Im = [${ratText(yv)}; +∞)**` : `**Im = (-∞; ${ratText(yv)}]**`);
          }
        } else if (what === 'continuity') {
          // «¿Es f continua en x = 2?»: where two branches meet, f(a) and both branches' values at a.
          const point = /\bcontinua en (?:el punto )?(?:x\s*=\s*)?(-?\d+(?:[.,]\d+)?)\b/.exec(folded);
          if (!point || !piecewise) return undefined;
          const a = readRational(group(point, 1));
          const at = segmentAt(segments, a);
          const left = segments.find((g) => g.hi && cmp(g.hi.at, a) === 0);
          const right = segments.find((g) => g.lo && cmp(g.lo.at, a) === 0);
          if (!at || !left || !right || left === right) return undefined;
          const [fa, l, r] = [evalRat(at.poly, a), evalRat(left.poly, a), evalRat(right.poly, a)];
          const continuous = cmp(l, fa) === 0 && cmp(r, fa) === 0;
          steps.push(
            `En $x = ${ratTex(a)}$ cambia la fórmula: $${name}(${ratTex(a)}) = ${ratTex(fa)}$; por la izquierda la rama $${polyTex(left.poly)}$ tiende a ${ratText(l)} y por la derecha $${polyTex(right.poly)}$ tiende a ${ratText(r)}.`,
          );
          answers.push(
            continuous
              ? `**Sí, ${name} es continua en x = ${ratText(a)}**: ${name}(${ratText(a)}) = ${ratText(fa)} y los dos límites laterales valen ${ratText(fa)}`
              : `**No, ${name} no es continua en x = ${ratText(a)}**: ${name}(${ratText(a)}) = ${ratText(fa)}, límite por izquierda ${ratText(l)} y por derecha ${ratText(r)}`,
          );
        } else if (what === 'level') {
          // f(x) = c on each branch, the solutions kept where the branch holds; a branch equal to c all along
          // has infinitely many.
          const level = LEVEL_ASKED.exec(folded);
          if (!level) return undefined;
          const c = readRational(group(level, 1));
          const shifted = segments.map((g) => ({ ...g, poly: polyAdd(g.poly, [c], -1) }));
          const sets = signSets(shifted);
          if (!sets) return undefined;
          steps.push(
            `Igualá ${piecewise ? 'cada rama' : `$${name}(x)$`} a ${ratText(c)}${piecewise ? ' y quedate con las soluciones que caen en su intervalo' : ''}${sets.zeros.length ? `: ${joinAnd(sets.zeros.map((z) => `$x = ${z.tex}$`))}` : ''}.`,
          );
          answers.push(
            sets.zeros.length
              ? `**${name}(x) = ${ratText(c)} en ${sets.zeros.map((z) => `x = ${z.text}`).join(' y ')}**`
              : `**${name}(x) = ${ratText(c)} no tiene solución**`,
          );
        } else if (what === 'intercept') {
          const s = segmentAt(segments, rat(0));
          if (!s) return undefined;
          const y0 = evalRat(s.poly, rat(0));
          steps.push(`Ordenada al origen: $${name}(0) = ${ratTex(y0)}$.`);
          answers.push(`**Ordenada al origen: ${ratText(y0)}** (corta al eje y en (0; ${ratText(y0)}))`);
        }
      }
      // The check: every stated value recomputed in floating point from the segments.
      for (const s of segments) {
        const probe = s.lo ? value(s.lo.at) + 0.5 : s.hi ? value(s.hi.at) - 0.5 : 0.5;
        if (!Number.isFinite(evalNumber(s.poly, probe))) return undefined;
      }
      const data = definition.piecewise
        ? `$${name}(x) = \\begin{cases} ${definition.shown.join(' \\\\ ')} \\end{cases}$`
        : `$${name}(x) = ${definition.shown[0]}$`;
      return {
        text: workedReply({
          title: piecewise
            ? 'Función definida por partes'
            : quadratic
              ? 'Función cuadrática'
              : 'Estudio de una función',
          data,
          steps,
          answer: answers.join('\n\n'),
          closing: piecewise
            ? '¿Cómo sabés qué rama usar para cada valor de x?'
            : quadratic
              ? '¿Qué signo de a hace que la parábola abra hacia abajo?'
              : hasAbs(definition)
                ? '¿Dónde cambia de signo lo que está dentro del valor absoluto?'
                : '¿Cómo lo comprobarías mirando el gráfico de la función?',
        }),
        certain: true,
      };
    },
    Inexact,
    Unsupported,
  );
}

const wrap = (r: Rational) => (r.n < 0 || r.d !== 1 ? `(${ratTex(r)})` : ratTex(r));
const hasAbs = (d: Definition) => d.shown.some((s) => s.includes('\\left|'));

export const functionStudy = declareSolver({
  name: 'study_function',
  offer: 'estudio de funciones (también partidas)',
  summary:
    'Studies a function given by its formula — a polynomial or parabola, one with |linear| terms, or a piecewise function written "f(x) = … si x < 0; f(x) = … si x ≥ 0": values at points (and sums of them), zeros, sets of positivity and negativity, intervals of growth and decrease, vertex and image of a parabola, y-intercept.',
  examples: [
    'Sea h(x) = 2x + 1 si x < 0; h(x) = 1 − x² si 0 ≤ x ≤ 2; h(x) = x − 5 si x > 2. Calculá h(−1) + h(1) + h(3).',
    'Hallá los conjuntos de positividad y de negatividad de f(x) = x² − 2x − 3.',
    'Hallá el intervalo de decrecimiento de f(x) = |x − 3| + 1.',
    'Dada f(x) = −x² + 2x + 8, hallá sus raíces, el vértice y la imagen.',
  ],
  parameters: { problem: 'the statement, as written' },
  solve: solveFunctionStudy,
});
