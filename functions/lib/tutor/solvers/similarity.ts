/**
 * Proportional segments: Thales (parallels cutting two transversals, named segments AB, BC, A'B', B'C'
 * or «el que corresponde al de 4 cm») and similar triangles by their shadows at the same hour. The
 * unknown comes from one proportion with three lengths of the statement, all of them used.
 */
import { foldText } from '../text.ts';
import { solveAlgebra } from './algebra.ts';
import { hasParts, unusedData } from './certainty.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import { group } from './groups.ts';
import { evaluate, findStatements } from './math-text.ts';
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

/**
 * «determinan dos segmentos de 4 cm y 6 cm; … el que corresponde al de 4 cm mide 5 cm. ¿Cuánto mide el
 * otro?»: the other segment of the first transversal's pair is the one whose partner is asked.
 */
function theOther(folded: string, known: RegExpExecArray | null): readonly [string, string] | undefined {
  if (!known || !/\bel otro\b/.test(folded)) return undefined;
  const pair = new RegExp(
    String.raw`segmentos (?:consecutivos )?(?:de |que miden )?${LENGTH}\s+y\s+${LENGTH}`,
  ).exec(folded);
  if (!pair || pair[2] !== pair[4]) return undefined;
  const [first, second] = [value(pair[1]), value(pair[3])];
  const given = value(known[1]);
  if (first === second || (given !== first && given !== second)) return undefined;
  return [group(pair, given === first ? 3 : 1), group(pair, 2)];
}

/** «el que corresponde al de 4 cm mide 5 cm … ¿cuánto mide el que corresponde al de 6 cm?». */
function corresponding(folded: string): Proportion | undefined {
  const known = new RegExp(String.raw`corresponde al de ${LENGTH} mide ${LENGTH}`).exec(folded);
  const direct = new RegExp(String.raw`corresponde al de ${LENGTH}\s*\?`).exec(folded);
  const asked = direct ? ([group(direct, 1), group(direct, 2)] as const) : theOther(folded, known);
  if (!known || !asked || !/paralel|thales/.test(folded)) return undefined;
  const units = new Set([known[2], known[4], asked[1]]);
  if (units.size !== 1) return undefined;
  return {
    a: value(known[1]),
    b: value(known[3]),
    c: value(asked[0]),
    unit: group(known, 2),
    data: `${/\b(tres|cuatro) rectas/.exec(folded)?.[0] ?? 'rectas'} paralelas; ${known[1]} ${known[2]} ↔ ${known[3]} ${known[4]}; ${asked[0]} ${asked[1]} ↔ x`,
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
    /(?:[Hh]all(?:[aá]r?|e)|[Cc]alcul(?:[aá]r?|e)|[Dd]etermin(?:[aá]r?|e)|[Cc]u[aá]nto mide)\s+(?:el segmento\s+)?([A-Z]'?[A-Z]'?)(?!\w)/u.exec(
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

/**
 * A triangle cut by a segment parallel to a side («DE paralelo a BC, con D en AB y E en AC»): with
 * t = AD/AB, the pieces are AD = t·AB, DB = (1 − t)·AB, AE = t·AC, EC = (1 − t)·AC and DE = t·BC.
 * Two data on one line give t, one on another its length: the third datum asked there.
 */
function parallelCut(text: string): Proportion | undefined {
  const cut = /\b([A-Z])([A-Z])\s*(?:es\s+)?(?:paralel[oa]\s+a(?:l\s+lado)?|∥|\/\/)\s*([A-Z])([A-Z])\b/.exec(
    text,
  );
  if (!cut) return undefined;
  const [p, q, b, c] = [group(cut, 1), group(cut, 2), group(cut, 3), group(cut, 4)];
  const vertex = /\btri[aá]ngulo\s+([A-Z])([A-Z])([A-Z])\b/.exec(text);
  const a = vertex ? [vertex[1], vertex[2], vertex[3]].find((v) => v !== b && v !== c) : undefined;
  if (!a || new Set([a, b, c, p, q]).size !== 5) return undefined;
  // Which of the two new points lies on AB: the statement says it, or a segment names it with B.
  const onAB = (x: string) =>
    new RegExp(`\\b${x}\\s+(?:en|sobre|∈|pertenece a)\\s+(?:el lado\\s+)?(?:${a}${b}|${b}${a})\\b`).test(
      text,
    ) || new RegExp(`\\b(?:${x}${b}|${b}${x})\\b`).test(text);
  const [d, e] = onAB(p) ? [p, q] : onAB(q) ? [q, p] : [undefined, undefined];
  if (!d || !e) return undefined;
  // Each segment: its line and its multiplier of t (undefined: 1 − t).
  const segments: [string[], 'ab' | 'ac' | 'bc', 't' | '1-t' | '1'][] = [
    [[a + d, d + a], 'ab', 't'],
    [[d + b, b + d], 'ab', '1-t'],
    [[a + b, b + a], 'ab', '1'],
    [[a + e, e + a], 'ac', 't'],
    [[e + c, c + e], 'ac', '1-t'],
    [[a + c, c + a], 'ac', '1'],
    [[d + e, e + d], 'bc', 't'],
    [[b + c, c + b], 'bc', '1'],
  ];
  const given = new Map<number, { v: number; raw: string; unit: string; name: string }>();
  for (const m of text.matchAll(new RegExp(String.raw`\b([A-Z][A-Z])\s*=\s*${LENGTH}`, 'g'))) {
    const k = segments.findIndex(([names]) => names.includes(group(m, 1)));
    if (k < 0 || given.has(k)) return undefined;
    given.set(k, { v: value(m[2]), raw: group(m, 2), unit: group(m, 3), name: group(m, 1) });
  }
  const askedName =
    /(?:[Hh]all(?:[aá]r?|e)|[Cc]alcul(?:[aá]r?|e)|[Dd]etermin(?:[aá]r?|e)|[Cc]u[aá]nto mide|[Cc]u[aá]l es)\s+(?:el segmento\s+|la (?:medida|longitud) de(?:l segmento)?\s+|el lado\s+)?([A-Z][A-Z])\b/u.exec(
      text,
    )?.[1];
  const asked = segments.findIndex(([names]) => askedName !== undefined && names.includes(askedName));
  // «Calculá DB y BC»: one proportion answers one segment; more are not this reading.
  const question = text.slice(
    text.search(
      /[Hh]all(?:[aá]r?|e)|[Cc]alcul(?:[aá]r?|e)|[Dd]etermin(?:[aá]r?|e)|[Cc]u[aá]nto mide|[Cc]u[aá]l es/,
    ),
  );
  if ((question.match(/\b[A-Z][A-Z]\b/g) ?? []).length > 1) return undefined;
  if (
    given.size !== 3 ||
    asked < 0 ||
    given.has(asked) ||
    new Set([...given.values()].map((g) => g.unit)).size !== 1
  )
    return undefined;
  const line = (k: number) => segments[k]?.[1];
  const factor = (k: number) => segments[k]?.[2];
  // t from a line with two data, the asked line's length from its one datum.
  const twoOn = (['ab', 'ac', 'bc'] as const).find(
    (l) => [...given.keys()].filter((k) => line(k) === l).length === 2,
  );
  const target = line(asked);
  const one = [...given.entries()].find(([k]) => line(k) === target);
  if (!twoOn || twoOn === target || !one) return undefined;
  const pair = [...given.entries()].filter(([k]) => line(k) === twoOn);
  const value1 = (f: string | undefined, t: number) => (f === 't' ? t : f === '1-t' ? 1 - t : 1);
  // t solves g1 / g2 = m1(t) / m2(t), linear: g1·m2(t) = g2·m1(t).
  const [first, second] = pair;
  if (!first || !second) return undefined;
  const [[k1, g1], [k2, g2]] = [first, second];
  const residual = (t: number) => g1.v * value1(factor(k2), t) - g2.v * value1(factor(k1), t);
  const slope = residual(1) - residual(0);
  if (Math.abs(slope) < 1e-12) return undefined;
  const t = -residual(0) / slope;
  if (!(t > 0 && t < 1)) return undefined;
  const [kOne, gOne] = one;
  const unit = gOne.unit;
  const names = (k: number) => segments[k]?.[0][0] ?? '';
  const data = `${[...given.values()].map((g) => `${g.name} = ${g.raw} ${g.unit}`).join(', ')}, ${d}${e} ∥ ${b}${c}`;
  // The pieces asked and given on one line in the same ratio as the two on the other: one proportion.
  const direct =
    factor(asked) === factor(k2) && factor(kOne) === factor(k1)
      ? { a: g1, b: g2, ka: k1, kb: k2 }
      : factor(asked) === factor(k1) && factor(kOne) === factor(k2)
        ? { a: g2, b: g1, ka: k2, kb: k1 }
        : undefined;
  if (direct) {
    return {
      a: direct.a.v,
      b: direct.b.v,
      c: gOne.v,
      unit,
      data,
      why: `Por el teorema de Thales en el triángulo, ${d}${e} ∥ ${b}${c} corta los lados en partes proporcionales: $\\frac{${names(direct.ka)}}{${names(direct.kb)}} = \\frac{${names(kOne)}}{${names(asked)}}$`,
      unknown: names(asked),
    };
  }
  const ratio = value1(factor(asked), t) / value1(factor(kOne), t);
  return {
    a: 1,
    b: gOne.v,
    c: ratio,
    unit,
    data,
    why: `Por el teorema de Thales en el triángulo, ${d}${e} ∥ ${b}${c} corta los lados en partes proporcionales: con $t = \\frac{${a}${d}}{${a}${b}} = \\frac{${a}${e}}{${a}${c}} = \\frac{${d}${e}}{${b}${c}}$, de ${names(k1)} y ${names(k2)} sale $t = ${fmt(t, 4)}$, y $\\frac{${names(asked)}}{${names(kOne)}} = ${fmt(ratio, 4)}$`,
    unknown: names(asked),
  };
}

/** «Los triángulos ABC y DEF son semejantes; los lados de ABC miden …; el homólogo al de 4 cm mide 10 cm». */
function similarTriangles(folded: string): Proportion | undefined {
  if (!/semejantes/.test(folded)) return undefined;
  const sides = new RegExp(String.raw`lados[^.]*?miden ${LENGTH}\s*,\s*${LENGTH}\s*y\s*${LENGTH}`).exec(
    folded,
  );
  const pair = new RegExp(
    String.raw`(?:homologo|correspondiente) al (?:lado )?de ${LENGTH} mide ${LENGTH}`,
  ).exec(folded);
  if (!sides || !pair || !/perimetro/.test(folded)) return undefined;
  const units = new Set([sides[2], sides[4], sides[6], pair[2], pair[4]]);
  if (units.size !== 1) return undefined;
  const lengths = [value(sides[1]), value(sides[3]), value(sides[5])];
  const from = value(pair[1]);
  if (!lengths.includes(from)) return undefined;
  const perimeter = lengths.reduce((sum, l) => sum + l, 0);
  return {
    a: from,
    b: value(pair[3]),
    c: perimeter,
    unit: group(pair, 2),
    data: `lados ${lengths.map((l) => fmt(l)).join(', ')} ${pair[2]} (perímetro ${fmt(perimeter)} ${pair[2]}); el homólogo al de ${pair[1]} ${pair[2]} mide ${pair[3]} ${pair[4]}`,
    why: `En triángulos semejantes los lados homólogos son proporcionales, y los perímetros también, con la misma razón $k = \\frac{${pair[3]}}{${pair[1]}}$`,
    unknown: 'P',
  };
}

/** «AB = x + 1» up to the next segment, a «;», a «.» before a space, or the end. */
const SEGMENT = /\b([A-Z]'?[A-Z]'?)\s*=\s*(.+?)(?=\s*(?:[,;]|\s+y\s+[A-Z]'?[A-Z]'?\s*=|\.\s|\.?$))/g;

/**
 * Thales with an unknown in a segment: «AB = x + 1 y BC = 6 cm; A′B′ = 4 cm y B′C′ = 8 cm. Hallar x»:
 * AB/BC = A′B′/B′C′ is an equation in x, solved by the algebra solver; every segment must come out
 * positive with the x found.
 */
function algebraicThales(statement: string, folded: string): SolverReply | undefined {
  if (
    !/paralel|thales/.test(folded) ||
    !/\b(?:hall|calcul|determin|obten|encontr)\w*\s+(?:el valor de\s+)?x\b/.test(folded)
  )
    return undefined;
  const segments = new Map(
    [...statement.matchAll(SEGMENT)].map((m) => [
      group(m, 1),
      group(m, 2)
        .replace(/\s*(?:mm|cm|dm|km|m)\b/g, '')
        .trim(),
    ]),
  );
  const plain = [...segments.keys()].filter((name) => !name.includes("'"));
  const [first, second] = plain;
  const primedOf = (name: string) => `${name[0]}'${name[1]}'`;
  if (segments.size !== 4 || !first || !second || plain.length !== 2) return undefined;
  const [p, q, r, t] = [first, second, primedOf(first), primedOf(second)].map((name) => segments.get(name));
  if (!p || !q || !r || !t || ![p, q, r, t].some((e) => /(?<![a-z])x(?![a-z])/.test(e))) return undefined;
  const text = solveAlgebra(`(${p})/(${q}) = (${r})/(${t})`);
  const found = text && /\*\*Resultado: x = (-?[\d.,]+)\*\*/.exec(text);
  const x = found ? readNumber(group(found, 1).replace(/^-/, '')) : undefined;
  if (!text || !found || x === undefined) return undefined;
  const signed = found[1]?.startsWith('-') ? -x : x;
  // Each segment is a length: positive with the x found.
  const lengths = [p, q, r, t].map((e) => {
    const node = findStatements(e)[0]?.sides[0];
    return node ? evaluate(node, signed) : Number.NaN;
  });
  if (!lengths.every((length) => length > 0)) return undefined;
  const lead = `Por el teorema de Thales, los segmentos de una transversal son proporcionales a sus correspondientes en la otra: $\\frac{${first}}{${second}} = \\frac{${primedOf(first)}}{${primedOf(second)}}$, o sea $\\frac{${p}}{${q}} = \\frac{${r}}{${t}}$.`;
  return {
    text: text.replace(/^(## [^\n]*\n\n)/, `## Segmentos proporcionales\n\n${lead}\n\n`),
    certain: true,
  };
}

export function solveSimilarity(problem: string): SolverReply | undefined {
  // A prime written ′ or ’ («A′B′») is the same mark as «A'B'».
  const statement = withoutOptions(problem).replace(/[′’]/g, "'");
  const folded = foldText(statement).replace(/\s+/g, ' ');
  const withX = algebraicThales(statement, folded);
  if (withX) return withX;
  const found =
    corresponding(folded) ??
    named(statement) ??
    shadows(folded) ??
    parallelCut(statement) ??
    similarTriangles(folded);
  if (!found || ![found.a, found.b, found.c].every((v) => v > 0)) return undefined;
  const x = (found.b * found.c) / found.a;
  if (Math.abs((found.a / found.b) * x - found.c) > 1e-9 * found.c) return undefined;
  // «Tres paralelas cortan…» is the figure Thales needs, a datum the reading uses: said in the data.
  const figure =
    /\btres\s+(?:rectas\s+)?paralelas\b/.test(folded) && !found.data.includes('paralelas')
      ? 'tres paralelas; '
      : '';
  const text = workedReply({
    title: 'Segmentos proporcionales',
    data: `${figure}${found.data}`,
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
