/**
 * Operations between intervals of real numbers as the exams write them: «Dados A = (−2; 5] y
 * B = [1; 7), hallá A ∩ B, A ∪ B y A − B». Each result is computed by deciding membership at every
 * endpoint and in every gap between them, so a closed or open end is never guessed; the answer is a
 * union of intervals, a single point or ∅.
 */
import { foldText } from '../text.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
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

/** The named intervals: «A = (−2; 5]». */
function readIntervals(text: string): Map<string, Interval> | undefined {
  const found = new Map<string, Interval>();
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
    found.set(m[1] ?? '', interval);
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
  if (!intervals || intervals.size < 2) return undefined;
  // «A = (1; 2)» alone may be a point or a vector: intervals need a bracket, an ∞ or the word.
  if (!/[[\]∞]|intervalo/.test(statement)) return undefined;
  // How many integers, or how long the result is: a question about the set, not the set itself.
  if (/cuant|enteros|naturales|longitud|amplitud|\bsuma\b/.test(foldText(statement))) return undefined;
  const asked = readOperations(statement, new Set(intervals.keys()));
  if (asked.length === 0) return undefined;
  const ends = [...intervals.values()].flatMap((i) => [i.lo, i.hi]);
  const steps: string[] = [];
  const answers: string[] = [];
  for (const [a, op, b] of asked) {
    const [first, second] = [intervals.get(a), intervals.get(b)];
    if (!first || !second) return undefined;
    const keep = (x: number) =>
      op === '∩'
        ? contains(first, x) && contains(second, x)
        : op === '∪'
          ? contains(first, x) || contains(second, x)
          : contains(first, x) && !contains(second, x);
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
  return {
    text: workedReply({
      title: 'Operaciones con intervalos',
      data: [...intervals.entries()].map(([name, i]) => `${name} = ${setText([i])}`).join(', '),
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
