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
