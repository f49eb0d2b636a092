import { at } from '../../../../../shared/lib/must.ts';
import { placeOptions, type Rng, texNum } from '../../../lib.ts';
import type { Generator } from '../../../schema.ts';
import { factorTex, numericDistractors, pasos, polyTex } from '../helpers.ts';

/**
 * f(x) = m(x - a) for x < p and s(x - r1)(x - r2) for x ≥ p, with whole zeros and border, so the sign of
 * f is constant between consecutive integers.
 */
interface PiecewiseParams {
  m: number;
  a: number;
  p: number;
  s: 1 | -1;
  r1: number;
  r2: number;
  positive: boolean;
}

type Fn = (x: number) => number;

const nonZero = (rng: Rng, min: number, max: number) => {
  let value = 0;
  while (value === 0) value = rng.int(min, max);
  return value;
};

const pieceFn =
  ({ m, a, p, s, r1, r2 }: PiecewiseParams): Fn =>
  (x) =>
    x < p ? m * (x - a) : s * (x - r1) * (x - r2);

/** Far enough that every zero and border (all in [-9, 9]) lies inside. */
const REACH = 14;

interface Interval {
  from: number | null;
  to: number | null;
  closedFrom: boolean;
  closedTo: boolean;
}

/**
 * The set where `holds(f(x))`, read on the integers and the half-integers between them: the sign of these
 * functions only changes at integers, so each half-integer stands for its whole open unit interval.
 */
function setBySamples(f: Fn, holds: (value: number) => boolean): Interval[] {
  const samples: { x: number; isPoint: boolean; in: boolean }[] = [];
  for (let k = -REACH; k <= REACH; k++) {
    samples.push({ x: k, isPoint: true, in: holds(f(k)) });
    if (k < REACH) samples.push({ x: k + 0.5, isPoint: false, in: holds(f(k + 0.5)) });
  }
  const intervals: Interval[] = [];
  let start = -1;
  samples.forEach((sample, index) => {
    if (sample.in && start === -1) start = index;
    const ends = sample.in && (index === samples.length - 1 || !samples[index + 1]?.in);
    if (!ends) return;
    const first = at(samples, start, 'sample');
    const unboundedLeft = start === 0;
    const unboundedRight = index === samples.length - 1;
    intervals.push({
      from: unboundedLeft ? null : first.isPoint ? first.x : first.x - 0.5,
      to: unboundedRight ? null : sample.isPoint ? sample.x : sample.x + 0.5,
      closedFrom: !unboundedLeft && first.isPoint,
      closedTo: !unboundedRight && sample.isPoint,
    });
    start = -1;
  });
  return intervals;
}

function intervalTex(interval: Interval): string {
  if (interval.from !== null && interval.from === interval.to) return `\\{${texNum(interval.from)}\\}`;
  const left =
    interval.from === null ? '(-\\infty' : `${interval.closedFrom ? '[' : '('}${texNum(interval.from)}`;
  const right = interval.to === null ? '+\\infty)' : `${texNum(interval.to)}${interval.closedTo ? ']' : ')'}`;
  return `${left};\\ ${right}`;
}

const setTex = (intervals: Interval[]) =>
  intervals.length === 0 ? '\\emptyset' : intervals.map(intervalTex).join(' \\cup ');

const endpoints = (intervals: Interval[]) =>
  intervals.flatMap((i) => [i.from, i.to]).filter((x): x is number => x !== null);

/** The zeros that count: each piece's roots inside its own condition. */
function validZeros({ a, p, r1, r2 }: PiecewiseParams): number[] {
  return [...(a < p ? [a] : []), ...[r1, r2].filter((r) => r > p)];
}

const conjunto: Generator<PiecewiseParams> = {
  id: 'mat-gen-funciones-a-trozos-signo',
  subject: 'matematicas',
  topic: 'funciones',
  difficulty: 'dificil',
  subtopic: 'funciones.a-trozos',
  params(rng) {
    for (;;) {
      const r1 = rng.int(-6, 5);
      const params: PiecewiseParams = {
        m: nonZero(rng, -3, 3),
        a: rng.int(-6, 6),
        p: rng.int(-3, 3),
        s: rng.pick([1, -1] as const),
        r1,
        r2: rng.int(r1 + 1, 7),
        positive: rng.next() < 0.5,
      };
      const { a, p, r1: first, r2: second } = params;
      if (a === p || first === p || second === p) continue;
      if (validZeros(params).length < 2) continue;
      const answer = setBySamples(pieceFn(params), params.positive ? (v) => v > 0 : (v) => v < 0);
      if (answer.length > 0 && endpoints(answer).length > 0) return params;
    }
  },
  build(params, rng) {
    const { m, a, p, s, r1, r2, positive } = params;
    const holds = positive ? (v: number) => v > 0 : (v: number) => v < 0;
    const answer = setBySamples(pieceFn(params), holds);
    const expected = endpoints(answer);
    const leftOnly: Fn = (x) => (x < p ? m * (x - a) : 0);
    const rightOnly: Fn = (x) => (x < p ? 0 : s * (x - r1) * (x - r2));
    const candidates = [
      setBySamples(pieceFn({ ...params, s: s === 1 ? -1 : 1 }), holds), // misread the parabola's opening
      setBySamples(pieceFn({ ...params, m: -m }), holds), // misread the line's slope
      setBySamples(rightOnly, holds), // forgot the first piece
      setBySamples(leftOnly, holds), // forgot the second piece
    ]
      .filter((set) => set.length > 0)
      .map((set) => `$${setTex(set)}$`);
    const shifted = (n: number) =>
      answer.map((i) => ({
        ...i,
        from: i.from === null ? null : i.from + n,
        to: i.to === null ? null : i.to + n,
      }));
    const correct = `$${setTex(answer)}$`;
    const distractors = numericDistractors(correct, expected, candidates, (n) => `$${setTex(shifted(n))}$`);

    const line = polyTex([m, -m * a]);
    const parabola = polyTex([s, -s * (r1 + r2), s * r1 * r2]);
    const f = pieceFn(params);
    const zeros = validZeros(params);
    const cuts = [...new Set([...zeros, p])].sort((x, y) => x - y);
    const tests = [
      cuts[0]! - 1,
      ...cuts.slice(1).map((c, k) => (c + cuts[k]!) / 2),
      cuts[cuts.length - 1]! + 1,
    ];
    const signLines = tests
      .map((x) => `$f(${texNum(x)}) = ${texNum(f(x))} ${f(x) > 0 ? '> 0' : '< 0'}$`)
      .join('; ');
    const name = positive ? 'positividad' : 'negatividad';
    const setName = positive ? 'C^+' : 'C^-';
    const rootNote = (r: number) =>
      r > p ? `$x = ${r}$ sirve` : `$x = ${r}$ se descarta (no cumple $x \\geq ${p}$)`;
    return {
      question: `Hallá el conjunto de ${name} de $f(x) = \\begin{cases} ${line} & \\text{si } x < ${p} \\\\ ${parabola} & \\text{si } x \\geq ${p} \\end{cases}$.`,
      ...placeOptions(rng, correct, distractors),
      explanation: pasos(
        [
          `Ceros del primer tramo: $${line} = 0$ da $x = ${a}$, que ${a < p ? `cumple $x < ${p}$ y sirve` : `no cumple $x < ${p}$ y se descarta`}.`,
          `Ceros del segundo tramo: $${parabola} = ${s === 1 ? '' : '-'}${factorTex(r1)}${factorTex(r2)}$ se anula en $${r1}$ y $${r2}$: ${rootNote(r1)}; ${rootNote(r2)}.`,
          `Marcá en la recta los ceros que sirven y el borde $x = ${p}$ (ahí puede haber un salto), y probá un valor en cada intervalo, con la fórmula de su tramo: ${signLines}. En $x = ${p}$ vale el segundo tramo: $f(${p}) = ${texNum(f(p))}$.`,
          `Quedate con los intervalos donde $f$ es ${positive ? 'positiva' : 'negativa'}; los ceros no entran. Olvidar un tramo, o leer al revés la pendiente de la recta o hacia dónde abre la parábola, cambia el conjunto.`,
        ],
        `$${setName} = ${setTex(answer)}$`,
      ),
    };
  },
  solve(params) {
    // the analytic sign chart: cut at the valid zeros and the border, test one point per region
    const f = pieceFn(params);
    const inSet = (x: number) => (params.positive ? f(x) > 0 : f(x) < 0);
    const cuts = [...new Set([...validZeros(params), params.p])].sort((x, y) => x - y);
    const regions = [
      cuts[0]! - 1,
      ...cuts.slice(1).map((c, k) => (c + cuts[k]!) / 2),
      cuts[cuts.length - 1]! + 1,
    ];
    // a cut is an end of the set when the regions on its two sides differ
    return cuts.filter((_, k) => inSet(regions[k]!) !== inSet(regions[k + 1]!));
  },
};

export const generators: Generator[] = [conjunto];
