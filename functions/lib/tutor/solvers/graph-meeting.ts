/**
 * Two straight lines of a position-time graph told in words: «la recta del móvil A pasa por (0 s; 0 m)
 * y (10 s; 150 m); la del móvil B, por (0 s; 600 m) y (10 s; 450 m)». Each line is a uniform motion;
 * where they cross, the bodies meet. Read only when each body's two points follow its own name and no
 * other number is left over.
 */
import { at } from '../../../../shared/lib/must.ts';
import type { SolverReply } from './declaration.ts';
import { group } from './groups.ts';
import { fmt, NUMBER_SOURCE, parseNumber, relation, tex } from './numbers.ts';
import { askedClause, type Statement, unusedNumbers } from './physics.ts';
import { workedReply } from './reply.ts';
import { toBase, unitBySymbol } from './units.ts';

const POSITION_GRAPH = /grafic\w* (?:de )?(?:la )?posicion|grafic\w* x\s*(?:\(t\)|-\s*t\b)/;
const BODY = /\b(?:movil|auto|cuerpo|ciclista|tren|moto) (a|b)\b|\bla del? (?:movil )?(b)\b/g;
const POINT = new RegExp(
  `\\(\\s*(${NUMBER_SOURCE})\\s*(s|min|h)?\\s*;\\s*(${NUMBER_SOURCE})\\s*(m|km)?\\s*\\)|(?:empieza|parte|sale|arranca) (?:en|de|desde) x\\s*=\\s*(${NUMBER_SOURCE})\\s*(m|km)?`,
  'g',
);

interface Point {
  t: number;
  x: number;
  at: number[];
}

function readPoint(match: RegExpMatchArray): Point {
  const start = match.index ?? 0;
  const where = (value: string) => start + match[0].indexOf(value, 1);
  if (match[5] !== undefined) {
    return { t: 0, x: toBase(parseNumber(match[5]), unitBySymbol(match[6] ?? 'm')), at: [where(match[5])] };
  }
  const t = group(match, 1);
  const x = group(match, 3);
  return {
    t: toBase(parseNumber(t), unitBySymbol(match[2] ?? 's')),
    x: toBase(parseNumber(x), unitBySymbol(match[4] ?? 'm')),
    at: [start + match[0].indexOf(t), start + match[0].lastIndexOf(x)],
  };
}

const signed = (value: number) => (value < 0 ? `(${tex(value, 4)})` : tex(value, 4));

/** The line through two points as x(t) = x₀ + v·t. */
function line(p: Point, q: Point): { x0: number; v: number } | undefined {
  if (p.t === q.t) return undefined;
  const v = (q.x - p.x) / (q.t - p.t);
  return { x0: p.x - v * p.t, v };
}

export function graphMeeting(s: Statement): SolverReply | undefined {
  const folded = s.folded;
  if (!POSITION_GRAPH.test(folded)) return undefined;
  const bodies = [...folded.matchAll(BODY)].map((m) => ({ name: m[1] ?? m[2], index: m.index ?? 0 }));
  const a = bodies.find((body) => body.name === 'a');
  const b = bodies.find((body) => body.name === 'b');
  if (!a || !b || a.index > b.index) return undefined;
  const points = [...folded.matchAll(POINT)];
  const ofA = points.filter((p) => (p.index ?? 0) > a.index && (p.index ?? 0) < b.index).map(readPoint);
  const ofB = points.filter((p) => (p.index ?? 0) > b.index).map(readPoint);
  if (ofA.length !== 2 || ofB.length !== 2) return undefined;
  const lineA = line(at(ofA, 0, 'point'), at(ofA, 1, 'point'));
  const lineB = line(at(ofB, 0, 'point'), at(ofB, 1, 'point'));
  if (!lineA || !lineB || lineA.v === lineB.v) return undefined;
  const t = (lineB.x0 - lineA.x0) / (lineA.v - lineB.v);
  if (!(t >= 0)) return undefined;
  const x = lineA.x0 + lineA.v * t;
  if (Math.abs(x - (lineB.x0 + lineB.v * t)) > 1e-6 * Math.max(1, Math.abs(x))) return undefined;
  const question = askedClause(s);
  const asksTime = /cuando|instante|momento|tiempo|tarda/.test(question);
  const asksPlace = /donde|posicion|distancia|lugar/.test(question);
  if (!asksTime && !asksPlace) return undefined;
  const unused = unusedNumbers(
    s,
    [...ofA, ...ofB].flatMap((p) => p.at),
  );
  const equation = (name: string, l: { x0: number; v: number }) =>
    `$x_${name}(t) = ${tex(l.x0, 4)} ${l.v < 0 ? '-' : '+'} ${tex(Math.abs(l.v), 4)}\\,t$ (m, s)`;
  const answers = [
    ...(asksTime ? [`t ${relation(t)} ${fmt(t)} s`] : []),
    ...(asksPlace ? [`x ${relation(x)} ${fmt(x)} m`] : []),
  ].join('; ');
  const answer = `Se encuentran: ${answers}`;
  return {
    certain: unused.length === 0,
    text: workedReply({
      title: 'Encuentro leído de un gráfico posición-tiempo',
      data: `A pasa por (${fmt(at(ofA, 0, 'point').t, 4)} s; ${fmt(at(ofA, 0, 'point').x, 4)} m) y (${fmt(at(ofA, 1, 'point').t, 4)} s; ${fmt(at(ofA, 1, 'point').x, 4)} m); B pasa por (${fmt(at(ofB, 0, 'point').t, 4)} s; ${fmt(at(ofB, 0, 'point').x, 4)} m) y (${fmt(at(ofB, 1, 'point').t, 4)} s; ${fmt(at(ofB, 1, 'point').x, 4)} m)`,
      steps: [
        `Cada recta es un MRU: su pendiente es la velocidad. ${equation('A', lineA)} y ${equation('B', lineB)}.`,
        `Se encuentran donde las rectas se cortan, $x_A = x_B$: $t = \\frac{${tex(lineB.x0, 4)} - ${signed(lineA.x0)}}{${tex(lineA.v, 4)} - ${signed(lineB.v)}} ${relation(t) === '=' ? '=' : '\\approx'} ${tex(t, 2)}$ s.`,
        `Comprobá: $x_A ${relation(x) === '=' ? '=' : '\\approx'} ${tex(x, 2)}$ m y $x_B$ da lo mismo en ese instante.`,
      ],
      answer: unused.length
        ? `Con esa lectura quedaría ${answers}, pero no usé ${unused.map((u) => fmt(u, 4)).join(', ')} del enunciado: ¿qué representa?`
        : `**${answer}**`,
      closing: '¿Qué significa en el gráfico que una recta tenga pendiente negativa?',
    }),
  };
}

/** «x_A = 20 + 5 t», «xB(t) = 80 − 10t», «x_1 = 3 t^2»: a body's position as a polynomial in t. */
const POSITION_EQUATION = /\bx\s*_?\s*\{?([ab12])\}?\s*(?:\(\s*t\s*\))?\s*=\s*([\d\s.,+\-*t^]+)/g;

interface Polynomial {
  name: string;
  /** Coefficients of 1, t and t². */
  c: [number, number, number];
  at: number[];
}

/** The right side of a position equation, or undefined when a term is not a number times 1, t or t². */
function readPolynomial(name: string, raw: string, start: number): Polynomial | undefined {
  const text = raw.replace(/[\s,.]+$/, '');
  const c: [number, number, number] = [0, 0, 0];
  const at: number[] = [];
  const term = /([+-]?)\s*(\d+(?:[.,]\d+)?)?\s*\*?\s*(t(?:\s*\^\s*2)?)?\s*/gy;
  let position = 0;
  let terms = 0;
  while (position < text.length) {
    term.lastIndex = position;
    const match = term.exec(text);
    if (!match || match[0].length === 0 || (match[2] === undefined && match[3] === undefined))
      return undefined;
    if (terms > 0 && !match[1]) return undefined;
    const value = match[2] === undefined ? 1 : parseNumber(match[2]);
    if (!Number.isFinite(value)) return undefined;
    const degree = match[3] === undefined ? 0 : /\^/.test(match[3]) ? 2 : 1;
    c[degree] += (match[1] === '-' ? -1 : 1) * value;
    if (match[2] !== undefined) at.push(start + position + match[0].indexOf(match[2]));
    position += match[0].length;
    terms++;
  }
  return terms ? { name, c, at } : undefined;
}

/**
 * Two bodies given by their position equations, «x_A = 20 + 5 t y x_B = 80 − 10 t, en metros y
 * segundos»: they meet when x_A = x_B, each non-negative root (two when a parabola crosses twice).
 */
export function positionEquationsMeeting(s: Statement): SolverReply | undefined {
  const folded = s.folded;
  const equations = [...folded.matchAll(POSITION_EQUATION)].map((m) =>
    readPolynomial(group(m, 1), group(m, 2), (m.index ?? 0) + m[0].indexOf(group(m, 2))),
  );
  if (equations.length !== 2 || equations.some((e) => e === undefined)) return undefined;
  const [A, B] = equations as [Polynomial, Polynomial];
  if (A.name === B.name) return undefined;
  // In metres and seconds, as the statement says: the roots are in s and the positions in m.
  if (
    !/metros y segundos|segundos y metros|\bx en m(?:etros)?\b[^.?]*\bt en s|\(si\)|unidades del si|sistema internacional/.test(
      folded,
    )
  )
    return undefined;
  const question = askedClause(s);
  // A speed asked (at the meeting) is another unknown than when and where.
  if (/velocidad|rapidez|aceleracion/.test(question)) return undefined;
  const asksTime = /cuando|instante|momento|tiempo|tarda/.test(question);
  const asksPlace = /donde|posicion|distancia|lugar/.test(question);
  if (!asksTime && !asksPlace) return undefined;
  const [d0, d1, d2] = [A.c[0] - B.c[0], A.c[1] - B.c[1], A.c[2] - B.c[2]];
  let roots: number[];
  if (Math.abs(d2) < 1e-12) {
    if (Math.abs(d1) < 1e-12) return undefined;
    roots = [-d0 / d1];
  } else {
    const disc = d1 * d1 - 4 * d2 * d0;
    if (disc < 0) return undefined;
    roots = [(-d1 - Math.sqrt(disc)) / (2 * d2), (-d1 + Math.sqrt(disc)) / (2 * d2)].sort((p, q) => p - q);
  }
  const times = [...new Set(roots.filter((t) => t >= -1e-12).map((t) => Math.max(0, t)))];
  if (!times.length) return undefined;
  const position = (p: Polynomial, t: number) => p.c[0] + p.c[1] * t + p.c[2] * t * t;
  for (const t of times)
    if (Math.abs(position(A, t) - position(B, t)) > 1e-6 * Math.max(1, Math.abs(position(A, t))))
      return undefined;
  const unused = unusedNumbers(s, [...A.at, ...B.at]);
  const polyTex = (p: Polynomial) =>
    [
      p.c[0] || (!p.c[1] && !p.c[2]) ? tex(p.c[0], 4) : '',
      p.c[1] ? `${p.c[1] < 0 ? '-' : '+'} ${tex(Math.abs(p.c[1]), 4)}\\,t` : '',
      p.c[2] ? `${p.c[2] < 0 ? '-' : '+'} ${tex(Math.abs(p.c[2]), 4)}\\,t^2` : '',
    ]
      .filter(Boolean)
      .join(' ')
      .replace(/^\+ /, '')
      .replace(/^- /, '-');
  const label = (name: string) => name.toUpperCase();
  const each = times.map((t) => {
    const x = position(A, t);
    return [
      ...(asksTime ? [`t ${relation(t)} ${fmt(t)} s`] : []),
      ...(asksPlace ? [`x ${relation(x)} ${fmt(x)} m`] : []),
    ].join('; ');
  });
  const answers = each.join(times.length > 1 ? ', y otra vez en ' : '');
  return {
    certain: unused.length === 0,
    text: workedReply({
      title: 'Encuentro a partir de las ecuaciones de posición',
      data: `$x_${label(A.name)} = ${polyTex(A)}$; $x_${label(B.name)} = ${polyTex(B)}$ (m, s)`,
      steps: [
        `Se encuentran cuando están en el mismo lugar: $x_${label(A.name)} = x_${label(B.name)}$, es decir $${polyTex(A)} = ${polyTex(B)}$.`,
        times.length > 1 || Math.abs(d2) >= 1e-12
          ? `Pasá todo a un miembro: $${tex(d2, 4)}\\,t^2 ${d1 < 0 ? '-' : '+'} ${tex(Math.abs(d1), 4)}\\,t ${d0 < 0 ? '-' : '+'} ${tex(Math.abs(d0), 4)} = 0$; las raíces que sirven son las de t ≥ 0: ${times.map((t) => `t ${relation(t)} ${fmt(t)} s`).join(' y ')}.`
          : `Despejá t: $${tex(d1, 4)}\\,t = ${tex(-d0, 4)}$, $t ${relation(at(times, 0, 'time')) === '=' ? '=' : '\\approx'} ${tex(at(times, 0, 'time'), 2)}$ s.`,
        `Comprobá: en ese instante ${times.map((t) => `$x_${label(A.name)} = x_${label(B.name)} ${relation(position(A, t)) === '=' ? '=' : '\\approx'} ${tex(position(A, t), 2)}$ m`).join(' y ')}.`,
      ],
      answer: unused.length
        ? `Con esa lectura quedaría ${answers}, pero no usé ${unused.map((u) => fmt(u, 4)).join(', ')} del enunciado: ¿qué representa?`
        : `**Se encuentran: ${answers}**`,
      closing: '¿Qué representa en el gráfico x(t) el punto donde se encuentran?',
    }),
  };
}
