/**
 * Proportional segments: Thales (parallels cutting two transversals, named segments AB, BC, A'B', B'C'
 * or «el que corresponde al de 4 cm») and similar triangles by their shadows at the same hour. The
 * unknown comes from one proportion with three lengths of the statement, all of them used.
 */
import { foldText } from '../text.ts';
import { hasParts, unusedData } from './certainty.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import { group } from './groups.ts';
import { fmt, readNumber } from './numbers.ts';
import { workedReply } from './reply.ts';
import { withoutOptions } from './statement.ts';

const LENGTH = String.raw`(\d+(?:[.,]\d+)?)\s*(mm|cm|dm|km|m)\b`;

interface Proportion {
  /** a / b = c / x. */
  a: number;
  b: number;
  c: number;
  unit: string;
  data: string;
  why: string;
  unknown: string;
}

const value = (raw: string | undefined) => readNumber(raw ?? '') ?? Number.NaN;

/** «el que corresponde al de 4 cm mide 5 cm … ¿cuánto mide el que corresponde al de 6 cm?». */
function corresponding(folded: string): Proportion | undefined {
  const known = new RegExp(String.raw`corresponde al de ${LENGTH} mide ${LENGTH}`).exec(folded);
  const asked = new RegExp(String.raw`corresponde al de ${LENGTH}\s*\?`).exec(folded);
  if (!known || !asked || !/paralel|thales/.test(folded)) return undefined;
  const units = new Set([known[2], known[4], asked[2]]);
  if (units.size !== 1) return undefined;
  return {
    a: value(known[1]),
    b: value(known[3]),
    c: value(asked[1]),
    unit: group(known, 2),
    data: `${/\b(tres|cuatro) rectas/.exec(folded)?.[0] ?? 'rectas'} paralelas; ${known[1]} ${known[2]} ↔ ${known[3]} ${known[4]}; ${asked[1]} ${asked[2]} ↔ x`,
    why: 'Por el teorema de Thales, los segmentos que las paralelas determinan en una transversal son proporcionales a sus correspondientes en la otra',
    unknown: 'x',
  };
}

/** AB = 2,5 cm, BC = 4 cm, A'B' = 3 cm: B'C' by AB / BC = A'B' / B'C'. */
function named(text: string): Proportion | undefined {
  if (!/paralel|thales/i.test(foldText(text))) return undefined;
  const given = new Map<string, { v: number; raw: string; unit: string }>();
  for (const m of text.matchAll(new RegExp(String.raw`\b([A-Z]'?[A-Z]'?)\s*=\s*${LENGTH}`, 'g'))) {
    given.set(group(m, 1), { v: value(m[2]), raw: group(m, 2), unit: group(m, 3) });
  }
  const asked =
    /(?:[Hh]all[aá]|[Cc]alcul[aá]|[Dd]etermin[aá]|[Cc]u[aá]nto mide)\s+(?:el segmento\s+)?([A-Z]'?[A-Z]'?)(?!\w)/u.exec(
      text,
    )?.[1];
  if (given.size !== 3 || !asked || given.has(asked)) return undefined;
  const plain = (s: string) => s.replace(/'/g, '');
  const primed = (s: string) => s.includes("'");
  const partner = [...given.keys()].find((k) => plain(k) === plain(asked) && primed(k) !== primed(asked));
  const sameLine = [...given.keys()].find((k) => primed(k) === primed(asked));
  const other = [...given.keys()].find((k) => k !== partner && k !== sameLine);
  if (!partner || !sameLine || !other || plain(other) !== plain(sameLine)) return undefined;
  const [p, s, o] = [given.get(partner), given.get(sameLine), given.get(other)];
  if (!p || !s || !o || new Set([p.unit, s.unit, o.unit]).size !== 1) return undefined;
  return {
    a: o.v,
    b: p.v,
    c: s.v,
    unit: p.unit,
    data: `${other} = ${o.raw} ${o.unit}, ${partner} = ${p.raw} ${p.unit}, ${sameLine} = ${s.raw} ${s.unit}`,
    why: `Por el teorema de Thales: $\\frac{${other}}{${partner}} = \\frac{${sameLine}}{${asked}}$`,
    unknown: asked,
  };
}

/** A height and its shadow, and another shadow at the same hour: the other height. */
function shadows(folded: string): Proportion | undefined {
  if (!/\bsombra/.test(folded) || !/\baltura|\balto|\bmide/.test(folded)) return undefined;
  const lengths = [...folded.matchAll(new RegExp(LENGTH, 'g'))];
  const shadowAt = [...folded.matchAll(new RegExp(String.raw`sombra (?:de|que mide) ${LENGTH}`, 'g'))];
  if (lengths.length !== 3 || shadowAt.length !== 2) return undefined;
  const height = lengths.find((l) => !shadowAt.some((s) => s.index + s[0].length === l.index + l[0].length));
  if (!height || (height.index ?? 0) > (shadowAt[1]?.index ?? 0)) return undefined;
  const [first, second] = shadowAt as [RegExpExecArray, RegExpExecArray];
  if (new Set([height[2], first[2], second[2]]).size !== 1) return undefined;
  return {
    a: value(first[1]),
    b: value(height[1]),
    c: value(second[1]),
    unit: group(height, 2),
    data: `altura ${height[1]} ${height[2]} con sombra ${first[1]} ${first[2]}; otra sombra ${second[1]} ${second[2]}`,
    why: 'A la misma hora los rayos del sol llegan paralelos: cada objeto, su sombra y el rayo forman triángulos rectángulos semejantes, y la altura es proporcional a la sombra',
    unknown: 'h',
  };
}

export function solveSimilarity(problem: string): SolverReply | undefined {
  const statement = withoutOptions(problem);
  const folded = foldText(statement).replace(/\s+/g, ' ');
  const found = corresponding(folded) ?? named(statement) ?? shadows(folded);
  if (!found || ![found.a, found.b, found.c].every((v) => v > 0)) return undefined;
  const x = (found.b * found.c) / found.a;
  if (Math.abs((found.a / found.b) * x - found.c) > 1e-9 * found.c) return undefined;
  const text = workedReply({
    title: 'Segmentos proporcionales',
    data: found.data,
    steps: [
      `${found.why}.`,
      `Planteá la proporción y despejá: $${found.unknown} = \\frac{${fmt(found.b)} \\cdot ${fmt(found.c)}}{${fmt(found.a)}}$.`,
    ],
    answer: `**${found.unknown} ${Number.isInteger(x * 100) ? '=' : '≈'} ${fmt(x)} ${found.unit}**`,
    closing: '¿Qué otra proporción entre los mismos segmentos te da el mismo resultado?',
  });
  return { text, certain: unusedData(problem, text).length === 0 && !hasParts(problem) };
}

export const similarity = declareSolver({
  name: 'proportional_segments',
  offer: 'Thales y semejanza',
  summary:
    "Thales' theorem and similar triangles: a segment cut by parallels on two transversals (named AB, BC, A'B', B'C', or «el que corresponde al de 4 cm»), or a height from its shadow at the same hour as another object's height and shadow.",
  examples: [
    "Las rectas a, b y c son paralelas y determinan AB = 2 cm y BC = 3 cm en una transversal y A'B' = 4 cm en la otra. Hallá B'C'.",
    'Un poste de 3 m proyecta una sombra de 2 m y, a la misma hora, un árbol proyecta una sombra de 5 m. ¿Cuál es la altura del árbol?',
  ],
  parameters: { problem: 'the statement, as written' },
  solve: solveSimilarity,
});
