/**
 * Operations between intervals of real numbers as the exams write them: «Dados A = (−2; 5] y
 * B = [1; 7), hallá A ∩ B, A ∪ B y A − B». Each result is computed by deciding membership at every
 * endpoint and in every gap between them, so a closed or open end is never guessed; the answer is a
 * union of intervals, a single point or ∅.
 */
import { foldText } from '../text.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import {
  degree,
  divideByRoot,
  evalPoly,
  isZero,
  lead,
  type Poly,
  polyAdd,
  polyMul,
  type Rational,
  rat,
  value,
} from './exact.ts';
import { evaluate, findStatements, hasX, type Node, stripGroup, toRationalFunction } from './math-text.ts';
import { fmt, readNumber } from './numbers.ts';
import { workedReply } from './reply.ts';
import { withoutOptions } from './statement.ts';

interface Interval {
  lo: number;
  hi: number;
  loClosed: boolean;
  hiClosed: boolean;
}

type Operation = '∩' | '∪' | '−';

const END = String.raw`([-−]?\s*\d+(?:[.,]\d+)?|[-−]\s*∞|\+?\s*∞)`;
const INTERVAL = String.raw`([[(])\s*${END}\s*[;,]\s*${END}\s*([\])])`;

function endValue(raw: string): number | undefined {
  const clean = raw.replace(/\s+/g, '').replace('−', '-');
  if (clean === '-∞') return Number.NEGATIVE_INFINITY;
  if (clean === '∞' || clean === '+∞') return Number.POSITIVE_INFINITY;
  const typed = readNumber(clean.replace(/^-/, ''));
  return typed === undefined ? undefined : clean.startsWith('-') ? -typed : typed;
}

const contains = (i: Interval, x: number) =>
  (x > i.lo || (i.loClosed && x === i.lo)) && (x < i.hi || (i.hiClosed && x === i.hi));
const within = (pieces: readonly Interval[], x: number) => pieces.some((i) => contains(i, x));

/** A polynomial of degree at most 1 from a node: its coefficients [q, m] of m·x + q. */
function linearOf(node: Node): [number, number] | undefined {
  const f = toRationalFunction(node);
  if (!f || degree(f.den) !== 0 || degree(f.num) > 1) return undefined;
  const d = value(lead(f.den));
  return [evalPoly(f.num, 0) / d, (evalPoly(f.num, 1) - evalPoly(f.num, 0)) / d];
}

const holdsAt = (relation: string, left: number, right: number) =>
  relation === '<'
    ? left < right
    : relation === '≤'
      ? left <= right
      : relation === '>'
        ? left > right
        : left >= right;

/**
 * «{x ∈ ℝ / |x − 1| < 3}», «{x ∈ ℝ / 2x + 1 ≥ 3}»: a set said by a linear condition or the distance of a
 * linear expression below a bound, as one interval; undefined for anything else (a union, an empty set).
 */
function conditionInterval(condition: string): (Interval & { how: string }) | undefined {
  const statements = findStatements(condition);
  const [only] = statements;
  if (statements.length !== 1 || !only || only.relations.length !== 1 || only.sides.length !== 2)
    return undefined;
  let [left, right] = only.sides as [Node, Node];
  let relation = only.relations[0] ?? '=';
  if (relation === '=') return undefined;
  const flip: Record<string, typeof relation> = { '<': '>', '>': '<', '≤': '≥', '≥': '≤' };
  if (stripGroup(right).kind === 'abs' && !hasX(left)) {
    [left, right] = [right, left];
    relation = flip[relation] ?? relation;
  }
  let interval: Interval | undefined;
  let how = '';
  const bare = stripGroup(left);
  if (bare.kind === 'abs' && !hasX(right)) {
    const inner = linearOf(bare.arg);
    const bound = linearOf(right);
    if (!inner || !bound || inner[1] === 0 || bound[1] !== 0) return undefined;
    const [q, m] = inner;
    const c = bound[0];
    // Only «below a positive bound» is one interval.
    if (!(relation === '<' || relation === '≤') || !(c > 0)) return undefined;
    const [a, b] = [(-c - q) / m, (c - q) / m].sort((u, v) => u - v) as [number, number];
    const closed = relation === '≤';
    interval = { lo: a, hi: b, loClosed: closed, hiClosed: closed };
    const r = closed ? '≤' : '<';
    how = `|u| ${r} ${fmt(c, 4)} es −${fmt(c, 4)} ${r} u ${r} ${fmt(c, 4)}; despejando x queda ${fmt(a, 4)} ${r} x ${r} ${fmt(b, 4)}`;
  } else {
    const l = linearOf(left);
    const r = linearOf(right);
    if (!l || !r) return undefined;
    const [q, m] = [l[0] - r[0], l[1] - r[1]];
    if (m === 0) return undefined;
    const end = -q / m;
    const up = (relation === '>' || relation === '≥') === m > 0;
    const closed = relation === '≤' || relation === '≥';
    interval = up
      ? { lo: end, hi: Number.POSITIVE_INFINITY, loClosed: closed, hiClosed: false }
      : { lo: Number.NEGATIVE_INFINITY, hi: end, loClosed: false, hiClosed: closed };
    how = `despejando x${m < 0 ? ' (al dividir por un número negativo se da vuelta la desigualdad)' : ''} queda x ${up ? (closed ? '≥' : '>') : closed ? '≤' : '<'} ${fmt(end, 4)}`;
  }
  // The check: membership by the condition as written at the ends, beside them and inside.
  const probes = [interval.lo, interval.hi]
    .filter(Number.isFinite)
    .flatMap((e) => [e, e - 0.5, e + 0.5, e - 1e-6, e + 1e-6]);
  probes.push(inside(interval));
  const ok = probes.every(
    (x) => holdsAt(relation, evaluate(left, x), evaluate(right, x)) === contains(interval as Interval, x),
  );
  return ok ? { ...interval, how } : undefined;
}

/** The rational roots of a polynomial (rational root theorem); undefined when an irrational one is left. */
function rootsOf(p: Poly): number[] | undefined {
  let rest = p;
  const roots: number[] = [];
  // Whole coefficients: times the product of the denominators.
  const scale = rest.reduce((acc, c) => acc * c.d, 1);
  if (!Number.isSafeInteger(scale) || scale > 1e6) return undefined;
  const whole = () => rest.map((c) => Math.round((value(c) * scale) / 1));
  const divisors = (n: number) => {
    const out: number[] = [];
    for (let k = 1; k <= Math.min(Math.abs(n), 10_000); k++) if (n % k === 0) out.push(k);
    return out;
  };
  while (degree(rest) >= 1) {
    if (isZero(rest[0] ?? rat(0))) {
      roots.push(0);
      rest = rest.slice(1);
      continue;
    }
    const coefficients = whole();
    const [c0, cn] = [coefficients[0] ?? 0, coefficients.at(-1) ?? 0];
    if (Math.abs(c0) > 10_000 || Math.abs(cn) > 10_000) return undefined;
    let found: Rational | undefined;
    for (const num of divisors(c0))
      for (const den of divisors(cn))
        for (const r of [rat(num, den), rat(-num, den)])
          if (!found && isZero(divideByRoot(rest, r).remainder)) found = r;
    if (!found) break;
    roots.push(value(found));
    rest = divideByRoot(rest, found).quotient;
  }
  // What is left has no rational root: a constant, or a quadratic with no real root.
  if (degree(rest) === 0) return roots;
  if (degree(rest) === 2) {
    const [c, b, a] = rest.map(value) as [number, number, number];
    if (b * b - 4 * a * c < 0) return roots;
  }
  return undefined;
}

/**
 * «{x ∈ ℝ / x² − 2x − 8 ≤ 0}», «{x ∈ ℝ / (x − 1)/(x + 3) > 0}», «{x ∈ ℝ / |x + 1| > 4}»: a set said by a
 * polynomial or rational condition, or a distance above a bound, as the intervals where it holds: the
 * values where a side changes sign (the roots of the numerator and the denominator, or where the
 * distance equals the bound) cut the line, and each end and each gap is kept by the condition as
 * written. Undefined when a critical value is not rational.
 */
function conditionPieces(condition: string): { pieces: Interval[]; how: string } | undefined {
  const one = conditionInterval(condition);
  if (one) return { pieces: [one], how: one.how };
  const statements = findStatements(condition);
  const [only] = statements;
  if (statements.length !== 1 || !only || only.relations.length !== 1 || only.sides.length !== 2)
    return undefined;
  const [left, right] = only.sides as [Node, Node];
  const relation = only.relations[0] ?? '=';
  if (relation === '=') return undefined;
  let ends: number[] | undefined;
  const [bareLeft, bareRight] = [stripGroup(left), stripGroup(right)];
  const abs = bareLeft.kind === 'abs' && !hasX(right) ? bareLeft : undefined;
  if (abs?.kind === 'abs') {
    const inner = linearOf(abs.arg);
    const bound = linearOf(right);
    if (!inner || !bound || inner[1] === 0 || bound[1] !== 0) return undefined;
    const [q, m] = inner;
    ends = [(-bound[0] - q) / m, (bound[0] - q) / m];
  } else if (bareRight.kind !== 'abs') {
    const [l, r] = [toRationalFunction(left), toRationalFunction(right)];
    if (!l || !r) return undefined;
    const num = polyAdd(polyMul(l.num, r.den), polyMul(r.num, l.den), -1);
    const den = polyMul(l.den, r.den);
    if (degree(num) < 1 && degree(den) < 1) return undefined;
    const zeros = degree(num) >= 1 ? rootsOf(num) : [];
    const poles = degree(den) >= 1 ? rootsOf(den) : [];
    if (!zeros || !poles) return undefined;
    ends = [...zeros, ...poles];
  }
  if (!ends) return undefined;
  const keep = (x: number) => {
    const [a, b] = [evaluate(left, x), evaluate(right, x)];
    return Number.isFinite(a) && Number.isFinite(b) && holdsAt(relation, a, b);
  };
  const pieces = build(ends, keep);
  // The check: each piece holds inside and at its closed ends, not at its open finite ones.
  const holds = pieces.every(
    (p) =>
      keep(inside(p)) &&
      (!Number.isFinite(p.lo) || keep(p.lo) === p.loClosed) &&
      (!Number.isFinite(p.hi) || keep(p.hi) === p.hiClosed),
  );
  if (!holds || pieces.length === 0) return undefined;
  const critical = [...new Set(ends)].sort((a, b) => a - b).map((x) => fmt(x, 4));
  const how = `los valores críticos (donde ${abs ? 'la distancia iguala la cota' : 'se anula el numerador o el denominador'}) son ${critical.join('; ')}; probando la condición en cada tramo y en cada extremo queda ${setText(pieces)}`;
  return { pieces, how };
}

const SET_BUILDER =
  /\b([A-Z])\s*=\s*\{\s*x\s*(?:∈|en)\s*(?:ℝ|R|IR)\s*(?:\/|:|tal(?:es)? que)\s*([^{}]+?)\s*\}/g;

// «Sean A el conjunto solución de x² − x − 6 ≤ 0 y B el de (x − 1)/(x + 4) > 0»: a set named as the
// solution of an inequality, up to the next set named or the end of its clause.
const SOLUTION_SET =
  /\b([A-Z])\s*(?:(?:es|=|:)\s*)?(?:el\s+)?(?:conjunto\s+soluci[oó]n\s+)?de\s+(?:la\s+(?:inecuaci[oó]n|desigualdad)\s+)?(.+?)(?=\s+y\s+[A-Z]\s|[.;](?:\s|$)|,\s+\p{L}|\n|$)/gu;

/** How each set said by its condition was read: its condition as written and the steps to its interval. */
const said = new Map<string, { condition: string; how: string }>();

/** The named intervals: «A = (−2; 5]», or a set said by its condition, «A = {x ∈ ℝ / |x − 1| < 3}». */
function readIntervals(text: string): Map<string, Interval[]> | undefined {
  const found = new Map<string, Interval[]>();
  said.clear();
  for (const m of text.matchAll(SET_BUILDER)) {
    const read = conditionPieces(m[2] ?? '');
    if (!read) return undefined;
    found.set(m[1] ?? '', read.pieces);
    said.set(m[1] ?? '', { condition: (m[2] ?? '').trim(), how: read.how });
  }
  if (/conjunto\s+soluci[oó]n/iu.test(text))
    for (const m of text.matchAll(SOLUTION_SET)) {
      const condition = m[2] ?? '';
      if (!/[<>≤≥]/.test(condition) || found.has(m[1] ?? '')) continue;
      const read = conditionPieces(condition);
      if (!read) return undefined;
      found.set(m[1] ?? '', read.pieces);
      said.set(m[1] ?? '', { condition: condition.trim(), how: read.how });
    }
  for (const m of text.matchAll(new RegExp(String.raw`\b([A-Z])\s*=\s*${INTERVAL}`, 'g'))) {
    const [lo, hi] = [endValue(m[3] ?? ''), endValue(m[4] ?? '')];
    if (lo === undefined || hi === undefined || !(lo < hi)) return undefined;
    const interval = {
      lo,
      hi,
      loClosed: m[2] === '[' && Number.isFinite(lo),
      hiClosed: m[5] === ']' && Number.isFinite(hi),
    };
    // An infinite end written closed is a typo we do not correct silently.
    if ((m[2] === '[' && !Number.isFinite(lo)) || (m[5] === ']' && !Number.isFinite(hi))) return undefined;
    found.set(m[1] ?? '', [interval]);
  }
  return found;
}

/** The operations asked: «A ∩ B», «A ∪ B», «A − B», «B \ A», «la intersección de A y B». */
function readOperations(text: string, names: Set<string>): [string, Operation, string][] {
  const asked: [string, Operation, string][] = [];
  for (const m of text.matchAll(/\b([A-Z])\s*(∩|∪|[-−\\])\s*([A-Z])\b/g)) {
    const [a, b] = [m[1] ?? '', m[3] ?? ''];
    const op: Operation = m[2] === '∩' ? '∩' : m[2] === '∪' ? '∪' : '−';
    if (names.has(a) && names.has(b) && a !== b) asked.push([a, op, b]);
  }
  const folded = foldText(text);
  for (const m of folded.matchAll(
    /\b(interseccion|union|diferencia)\s+(?:entre|de)\s+([a-z])\s+y\s+([a-z])\b/g,
  )) {
    const [a, b] = [(m[2] ?? '').toUpperCase(), (m[3] ?? '').toUpperCase()];
    const op: Operation = m[1] === 'interseccion' ? '∩' : m[1] === 'union' ? '∪' : '−';
    if (names.has(a) && names.has(b)) asked.push([a, op, b]);
  }
  return asked.filter(
    ([a, op, b], k) => asked.findIndex(([c, p, d]) => c === a && p === op && d === b) === k,
  );
}

/** The set {x : keep(x)} as disjoint intervals, from membership at the ends and in the gaps. */
function build(ends: number[], keep: (x: number) => boolean): Interval[] {
  const points = [...new Set(ends.filter(Number.isFinite))].sort((p, q) => p - q);
  const pieces: Interval[] = [];
  const gaps = [Number.NEGATIVE_INFINITY, ...points, Number.POSITIVE_INFINITY];
  const sample = (lo: number, hi: number) =>
    !Number.isFinite(lo) ? (Number.isFinite(hi) ? hi - 1 : 0) : !Number.isFinite(hi) ? lo + 1 : (lo + hi) / 2;
  const extend = (lo: number, hi: number, loClosed: boolean, hiClosed: boolean) => {
    const last = pieces.at(-1);
    if (last && last.hi === lo && (last.hiClosed || loClosed)) {
      last.hi = hi;
      last.hiClosed = hiClosed;
    } else pieces.push({ lo, hi, loClosed, hiClosed });
  };
  for (let k = 0; k + 1 < gaps.length; k++) {
    const [lo, hi] = [gaps[k] ?? 0, gaps[k + 1] ?? 0];
    if (Number.isFinite(lo) && keep(lo)) extend(lo, lo, true, true);
    if (keep(sample(lo, hi))) extend(lo, hi, false, false);
  }
  return pieces;
}

/** A point of a piece: itself for a single point, else one strictly inside. */
function inside(p: Interval): number {
  if (p.lo === p.hi) return p.lo;
  if (!Number.isFinite(p.lo)) return Number.isFinite(p.hi) ? p.hi - 1 : 0;
  return Number.isFinite(p.hi) ? (p.lo + p.hi) / 2 : p.lo + 1;
}

const endText = (x: number) =>
  x === Number.POSITIVE_INFINITY ? '+∞' : x === Number.NEGATIVE_INFINITY ? '-∞' : fmt(x, 4);

function setText(pieces: Interval[]): string {
  if (pieces.length === 0) return '∅';
  return pieces
    .map((p) =>
      p.lo === p.hi
        ? `{${endText(p.lo)}}`
        : `${p.loClosed ? '[' : '('}${endText(p.lo)}; ${endText(p.hi)}${p.hiClosed ? ']' : ')'}`,
    )
    .join(' ∪ ');
}

const WHAT: Record<Operation, string> = {
  '∩': 'la intersección: los x que están en los dos',
  '∪': 'la unión: los x que están en al menos uno',
  '−': 'la diferencia: los x del primero que no están en el segundo',
};

export function solveIntervalSets(problem: string): SolverReply | undefined {
  const statement = withoutOptions(problem);
  const intervals = readIntervals(statement);
  // The sets said by a condition (set-builder or solution of an inequality), read by readIntervals.
  const built = [...said.keys()];
  // «Exprese A como intervalo», «Escriba A y B como intervalos»: a set said by its condition, written out.
  const expressed = [
    ...statement.matchAll(
      /\b(?:[Ee]xpres|[Ee]scrib|[Dd]ef[ií]n|[Ii]ndi[cq])\p{L}*\s+(?:(?:al|el) conjunto\s+)?([A-Z])(?:\s+y\s+([A-Z]))?\s+(?:como|en forma de|en notaci[oó]n de)\s+(?:(?:una\s+)?uni[oó]n de\s+)?intervalos?\b/gu,
    ),
    // «Entonces A es igual a:», «El conjunto A es:» before the options.
    ...statement.matchAll(
      /(?:\b[Ee]ntonces\s+|\b[Ee]l conjunto\s+|¿\s*[Cc]u[aá]l es (?:entonces\s+)?(?:el conjunto\s+)?)([A-Z])(?:\s+es(?:\s+igual\s+a)?\s*:|\s*\?)\s*$/gmu,
    ),
  ].flatMap((m) => [m[1], m[2]].filter((name): name is string => name !== undefined));
  // «Exprese A como intervalo» of a set that is two: the statement asks of another set.
  const oneInterval = [...statement.matchAll(/\b([A-Z])\s+como\s+(?:un\s+)?intervalo\b(?!s)/gu)].map(
    (m) => m[1],
  );
  if (!intervals || intervals.size < (expressed.length ? 1 : 2)) return undefined;
  if (expressed.some((name) => !built.includes(name))) return undefined;
  // «A = (1; 2)» alone may be a point or a vector: intervals need a bracket, an ∞ or the word.
  if (!built.length && !/[[\]∞]|intervalo/.test(statement)) return undefined;
  // How many integers, or how long the result is: a question about the set, not the set itself.
  if (
    /cuant|enteros|naturales|longitud|amplitud|\bsuma\b|complement|grafi|represent/.test(foldText(statement))
  )
    return undefined;
  const asked = readOperations(statement, new Set(intervals.keys()));
  if (asked.length === 0 && expressed.length === 0) return undefined;
  // A set said by its condition is written out only when asked, or on the way to an operation.
  if (asked.length && expressed.length) return undefined;
  const ends = [...intervals.values()].flat().flatMap((i) => [i.lo, i.hi]);
  const steps: string[] = [];
  const answers: string[] = [];
  // A set said by its condition is written as an interval first.
  for (const [name, how] of said)
    if (asked.length) {
      const interval = intervals.get(name);
      if (interval)
        steps.push(`${name} = {x ∈ ℝ / ${how.condition}}: ${how.how}, o sea ${name} = ${setText(interval)}.`);
    }
  for (const [a, op, b] of asked) {
    const [first, second] = [intervals.get(a), intervals.get(b)];
    if (!first || !second) return undefined;
    const keep = (x: number) =>
      op === '∩'
        ? within(first, x) && within(second, x)
        : op === '∪'
          ? within(first, x) || within(second, x)
          : within(first, x) && !within(second, x);
    const result = build(ends, keep);
    // The check: every end and a point inside each piece keep the membership the operation says.
    const holds = result.every(
      (p) =>
        keep(inside(p)) &&
        (!Number.isFinite(p.lo) || keep(p.lo) === p.loClosed) &&
        (!Number.isFinite(p.hi) || keep(p.hi) === p.hiClosed),
    );
    if (!holds) return undefined;
    steps.push(
      `${a} ${op} ${b} es ${WHAT[op]}. Marcá ${a} y ${b} en la recta y mirá cada extremo: entra si cumple la condición con sus corchetes.`,
    );
    answers.push(`**${a} ${op} ${b} = ${setText(result)}**`);
  }
  for (const name of expressed) {
    const interval = intervals.get(name);
    if (!interval || (interval.length > 1 && oneInterval.includes(name))) return undefined;
    const how = said.get(name);
    if (!how) return undefined;
    steps.push(
      `${name} son los x con ${how.condition}: ${how.how}. Un extremo que cumple la condición va con corchete; uno que no, con paréntesis.`,
    );
    answers.push(`**${name} = ${setText(interval)}**`);
  }
  return {
    text: workedReply({
      title: expressed.length ? 'Un conjunto como intervalo' : 'Operaciones con intervalos',
      data: [...intervals.entries()]
        .map(([name, i]) => {
          const how = said.get(name);
          return how && expressed.length ? `${name} = {x ∈ ℝ / ${how.condition}}` : `${name} = ${setText(i)}`;
        })
        .join(', '),
      steps,
      answer: answers.join('\n\n'),
      closing: '¿Qué indica un corchete y qué un paréntesis en el extremo de un intervalo?',
    }),
    certain: true,
  };
}

export const intervalSets = declareSolver({
  name: 'interval_operations',
  offer: 'operaciones con intervalos',
  summary: 'Intersection, union and difference of named intervals, e.g. A = (−2; 5] and B = [1; 7).',
  examples: [
    'Dados A = (−2; 5] y B = [1; 7), hallá A ∩ B.',
    'Sean A = [−1; 4) y B = (2; 6]. Calculá A ∪ B y A − B.',
    'Dados A = (−∞; 3] y B = (0; +∞), hallá la intersección de A y B.',
  ],
  parameters: { problem: 'the statement, as written' },
  solve: solveIntervalSets,
});
