/**
 * Any triangle from three of its sides and angles, with the sine and cosine theorems: «En un triángulo
 * ABC, a = 10 cm, A = 30° y B = 45°. Calculá el lado b», «Dos lados miden 5 cm y 8 cm y forman un ángulo
 * de 60°», «Los lados miden 4, 5 y 6 cm: calculá el ángulo mayor». Side a is opposite angle A (BC = a,
 * AC = b, AB = c). The ambiguous case (two sides and an angle opposite the shorter one) is asked back,
 * never guessed; every result is checked with the sine theorem and the angles' sum.
 */
import { foldText } from '../text.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import { fmt, readNumber } from './numbers.ts';
import { workedReply } from './reply.ts';
import { withoutOptions } from './statement.ts';

type Side = 'a' | 'b' | 'c';
type Angle = 'A' | 'B' | 'C';
const SIDES: readonly Side[] = ['a', 'b', 'c'];
const OPPOSITE: Record<Side, Angle> = { a: 'A', b: 'B', c: 'C' };

interface Triangle {
  sides: Partial<Record<Side, number>>;
  angles: Partial<Record<Angle, number>>;
}

type Height = 'ha' | 'hb' | 'hc';
type Asked = Side | Angle | Height | 'largest' | 'smallest' | 'area' | 'perimeter';
const ANGLES: readonly Angle[] = ['A', 'B', 'C'];

/** The two sides other than x. */
const othersOf = (x: Side, sides: Partial<Record<Side, number>>): [number, number] => {
  const [p = Number.NaN, q = Number.NaN] = SIDES.filter((y) => y !== x).map((y) => sides[y] ?? Number.NaN);
  return [p, q];
};

const rad = (degrees: number) => (degrees * Math.PI) / 180;
const deg = (radians: number) => (radians * 180) / Math.PI;
const NUM = String.raw`\d+(?:[.,]\d+)?`;
const UNIT = String.raw`(?:\s*(mm|cm|dm|km|m)\b)?`;

class Unreadable extends Error {}

/** A time in the speeds' unit: hours for km/h, seconds for m/s («90 min» → 1,5 h). */
function inSpeedsTime(raw: number, unitOfTime: string, perHour: boolean): number {
  if (perHour) return /^h/.test(unitOfTime) ? raw : /^min/.test(unitOfTime) ? raw / 60 : raw / 3600;
  return /^s/.test(unitOfTime) ? raw : /^min/.test(unitOfTime) ? raw * 60 : raw * 3600;
}
/**
 * The time the two travel: «al cabo de 2 h», «a las 2 horas» (a duration: the word «horas»), «tras 1 h 15 min»;
 * with how many numbers it takes and its value in the speeds' unit of time.
 */
function elapsed(folded: string): { numbers: number; inSpeeds: (perHour: boolean) => number } | undefined {
  const match = new RegExp(
    String.raw`\b(?:(?:al cabo de|despues de|luego de|en|durante|tras)\s+(${NUM})\s*(h|horas?|min|minutos?|s|segundos?)|a las\s+(${NUM})\s*(horas))\b(?:\s*(?:y\s+)?(${NUM})\s*(min|minutos)\b)?`,
  ).exec(folded);
  if (!match) return undefined;
  const raw = match[1] ?? match[3];
  const unit = match[2] ?? match[4] ?? '';
  const minutes = match[5];
  // «1 h 15 min»: minutes after hours only.
  if (minutes !== undefined && !/^h/.test(unit)) return undefined;
  return {
    numbers: minutes === undefined ? 1 : 2,
    inSpeeds: (perHour) =>
      inSpeedsTime(num(raw), unit, perHour) +
      (minutes === undefined ? 0 : inSpeedsTime(num(minutes), 'min', perHour)),
  };
}

function num(raw: string | undefined): number {
  const value = readNumber(raw ?? '');
  if (value === undefined || value <= 0) throw new Unreadable();
  return value;
}

const GREEK: Record<string, Angle> = { α: 'A', β: 'B', γ: 'C' };
const PAIR_SIDE: Record<string, Side> = { BC: 'a', CB: 'a', AC: 'b', CA: 'b', AB: 'c', BA: 'c' };

interface Reading {
  triangle: Triangle;
  units: string[];
  /** How many numbers the statement gives, to know each one was read. */
  numbers: number;
  read: number;
  asked: Asked[];
  /** Steps that turn the statement's data into the triangle's (speeds times a time into lengths). */
  lead?: string[];
  /** «un alambrado que cuesta $ 1.800 el metro»: a price per unit of length, for the cost of the perimeter. */
  price?: { value: number; raw: string };
  /** The cost of fencing the perimeter is asked. */
  cost?: boolean;
}

// «cuesta $ 1.800 el metro lineal», «a $ 950 por metro»: a price per metre of the perimeter.
const PRICE = /\$\s*(\d{1,3}(?:\.\d{3})+|\d+(?:,\d+)?)\s*(?:el|por|cada)\s+metro(?:\s+lineal)?\b/u;

/** The statement with hats and Greek letters as the vertex letters, and a plain minus. */
function normalized(statement: string): string {
  return statement
    .normalize('NFD')
    .replace(/([ABC])\u0302/g, '$1')
    .normalize('NFC')
    .replace(/[αβγ]/g, (g) => GREEK[g] ?? g)
    .replace(/º/g, '°');
}

function readNamed(text: string, t: Triangle, units: string[]): number {
  let read = 0;
  const sideRe = new RegExp(
    String.raw`(?<![\p{L}])(?:lado\s+)?([abc]|AB|BA|BC|CB|AC|CA)\s*(?:=|mide|vale|es de)\s*(${NUM})${UNIT}`,
    'gu',
  );
  for (const m of text.matchAll(sideRe)) {
    const name = m[1] ?? '';
    const side = PAIR_SIDE[name] ?? SIDES.find((x) => x === name);
    if (!side || t.sides[side] !== undefined) throw new Unreadable();
    t.sides[side] = num(m[2]);
    if (m[3]) units.push(m[3]);
    read++;
  }
  const angleRe = new RegExp(
    String.raw`(?<![\p{L}])(?:[áa]ngulo\s+(?:en\s+)?)?([ABC])\s*(?:=|mide|vale|es de)\s*(${NUM})\s*°`,
    'gu',
  );
  for (const m of text.matchAll(angleRe)) {
    const angle = ANGLES.find((x) => x === m[1]);
    if (!angle || t.angles[angle] !== undefined) throw new Unreadable();
    t.angles[angle] = num(m[2]);
    read++;
  }
  return read;
}

/** «Los lados miden 4 cm, 5 cm y 6 cm», «dos lados miden 5 y 8 cm y forman un ángulo de 60°». */
function readUnnamed(folded: string, t: Triangle, units: string[]): number {
  const three = new RegExp(
    String.raw`lados[^.]*?(?:miden|son|de)\s+(${NUM})${UNIT}\s*,\s*(${NUM})${UNIT}\s*y\s*(${NUM})${UNIT}`,
  ).exec(folded);
  if (three) {
    [t.sides.a, t.sides.b, t.sides.c] = [num(three[1]), num(three[3]), num(three[5])];
    units.push(...[three[2], three[4], three[6]].filter((u): u is string => Boolean(u)));
    return 3;
  }
  const two = new RegExp(
    String.raw`lados[^.]*?(?:miden|son|de)\s+(${NUM})${UNIT}\s*y\s*(${NUM})${UNIT}[^.]*?(?:forman|comprendido|determinan|entre ellos)[^.\d]*?(${NUM})\s*°`,
  ).exec(folded);
  if (two) {
    [t.sides.b, t.sides.c, t.angles.A] = [num(two[1]), num(two[3]), num(two[5])];
    units.push(...[two[2], two[4]].filter((u): u is string => Boolean(u)));
    return 3;
  }
  return 0;
}

/** A solved triangle's area, half of two sides by the sine of the angle between them. */
const areaOf = (t: Triangle) => 0.5 * (t.sides.b ?? 0) * (t.sides.c ?? 0) * Math.sin(rad(t.angles.A ?? 0));

// «la altura correspondiente al lado b», «la altura relativa a AC», «la altura sobre el lado c».
const HEIGHT =
  /\baltura\s+(?:(?:correspondiente|relativa|perpendicular)\s+)?(?:a|al|sobre(?: el)?|respecto(?: de| al)?|del)\s+(?:lado\s+)?([abc]|AB|BA|BC|CB|AC|CA)\b/g;
// Lines of a triangle this reading does not compute: a question naming one is not read.
const OTHER_LINES = /\b(?:altura|mediana|bisectriz|mediatriz|radio|inscript|circunscript|apotema)/;

function readAsked(given: string, t: Triangle): Asked[] {
  const asked: Asked[] = [];
  // A side named as a height's base is not asked.
  const question = given
    .replace(HEIGHT, (_, base: string) => {
      const side = PAIR_SIDE[base] ?? SIDES.find((x) => x === base);
      if (side) asked.push(`h${side}`);
      return ' ';
    })
    // «el ángulo A, opuesto al lado a»: the side names the angle asked, it is not asked.
    .replace(/\bopuesto al lado\s+(?:[abc]|AB|BA|BC|CB|AC|CA)\b/g, ' ');
  const folded = foldText(question);
  if (OTHER_LINES.test(folded)) throw new Unreadable();
  const unknownSides = SIDES.filter((s) => t.sides[s] === undefined);
  const unknownAngles = ANGLES.filter((a) => t.angles[a] === undefined);
  for (const m of question.matchAll(/\blado\s+([abc]|AB|BA|BC|CB|AC|CA)\b/g)) {
    const side = PAIR_SIDE[m[1] ?? ''] ?? SIDES.find((x) => x === m[1]);
    if (side) asked.push(side);
  }
  // «los lados a y b», «los lados BC y AC»: two or three sides named after the plural.
  const NAMED = '([abc]|AB|BA|BC|CB|AC|CA)';
  const plural = new RegExp(
    String.raw`\blados\s+${NAMED}\s*(?:y|,)\s*${NAMED}(?:\s*(?:y|,)\s*${NAMED})?\b`,
    'g',
  );
  for (const m of question.matchAll(plural))
    for (const raw of m.slice(1)) {
      const side = raw === undefined ? undefined : (PAIR_SIDE[raw] ?? SIDES.find((x) => x === raw));
      if (side) asked.push(side);
    }
  const angleOf = (raw: string | undefined) => ANGLES.find((x) => x === raw);
  for (const m of question.matchAll(/[áa]ngulos?\s+(?:en\s+)?([ABC])\b/g))
    asked.push(...ANGLES.filter((x) => x === m[1]));
  if (/[áa]ngulos/.test(question))
    for (const m of question.matchAll(/\b([ABC])\s*(?:y|,)\s*([ABC])\b/g))
      asked.push(...[angleOf(m[1]), angleOf(m[2])].filter((x): x is Angle => x !== undefined));
  if (/tercer lado|lado (?:que falta|restante|desconocido)/.test(folded) && unknownSides.length === 1)
    asked.push(...unknownSides);
  // «el mayor de sus ángulos»: one angle, not all of them.
  if (/angulo mayor|mayor (?:de (?:los|sus) )?angulo/.test(folded)) asked.push('largest');
  if (/angulo menor|menor (?:de (?:los|sus) )?angulo/.test(folded)) asked.push('smallest');
  if (/(?<!(?:mayor|menor) de )(?:los|sus|tres|demas|restantes) angulos|resolve|los elementos/.test(folded))
    asked.push(...unknownAngles);
  if (/resolve|los elementos|lados? (?:que faltan|restantes)/.test(folded)) asked.push(...unknownSides);
  if (/\barea\b|superficie/.test(folded)) asked.push('area');
  if (/perimetro/.test(folded)) asked.push('perimeter');
  return [...new Set(asked)];
}

/**
 * «Dos barcos salen de un puerto por rumbos que forman un ángulo de 40°; recorren 30 km y 45 km, ¿qué
 * distancia los separa?»: two paths from one point, the angle between them and the two lengths, are a
 * triangle's two sides and their included angle; the distance asked is the third side. Only when the
 * statement has exactly those three numbers, the lengths in one unit.
 */
function readPaths(text: string, folded: string): Reading | undefined {
  const angle = new RegExp(
    String.raw`\b(?:forman|formando|forma)\s+(?:entre\s+si\s+)?(?:un angulo de\s+)?(${NUM})\s*°`,
  ).exec(folded);
  // Two paths that leave one point: «salen de un puerto», «parten del mismo punto», «desde un punto».
  const fromOnePoint =
    /\b(?:salen|parten|despegan|zarpan|arrancan)\b|\bdesde (?:un|el) (?:mismo )?punto\b|\bdel? (?:un |el )?mismo (?:punto|lugar)\b/.test(
      folded,
    );
  if (!angle || !fromOnePoint || !/\bdistancia\b|\bsepara/.test(folded)) return undefined;
  // What the question asks: the distance between the two (the third side), or the path one of them
  // travelled («¿qué distancia recorrió el segundo?»), which is a datum times the time, never the third side.
  const opening = folded.lastIndexOf('¿');
  const question = opening >= 0 ? folded.slice(opening) : (folded.split(/(?<=[.;:])\s+/).at(-1) ?? folded);
  const between =
    /\bsepara|\bentre (?:si|ellos|ellas|ambos|ambas|los dos|las dos|los barcos|los autos|los aviones)\b|\bdistancia entre\b|\bdel? (?:uno|una|un \p{L}+|una \p{L}+) (?:del|de la) otr[oa]\b|\b(?:del|de la) otr[oa]\b|\ba que distancia (?:se encuentran|estan|quedan)\b(?! del? (?:puerto|punto|origen|lugar))/u.test(
      question,
    );
  const travelled = /\brecorr|\bavanz|\bnaveg|\bvol[oó]\b/.test(question);
  if (!between || travelled) {
    if (!travelled || between) return undefined;
    return readTravelled(text, folded, question, angle);
  }
  // «uno a 20 km/h y el otro a 30 km/h … al cabo de 2 h»: each path is its speed times the time.
  const speeds = [...folded.matchAll(new RegExp(String.raw`(${NUM})\s*(km\/h|m\/s)`, 'g'))];
  if (speeds.length > 0) {
    const time = elapsed(folded);
    const [v1, v2] = speeds;
    const numbers = (text.match(new RegExp(NUM, 'g')) ?? []).length;
    if (!time || !v1 || !v2 || speeds.length !== 2 || numbers !== 3 + time.numbers || v1[2] !== v2[2])
      return undefined;
    const perHour = v1[2] === 'km/h';
    const t = time.inSpeeds(perHour);
    const unit = perHour ? 'km' : 'm';
    const [d1, d2] = [num(v1[1]) * t, num(v2[1]) * t];
    if (!(d1 > 0) || !(d2 > 0)) return undefined;
    return {
      triangle: { sides: { b: d1, c: d2 }, angles: { A: num(angle[1]) } },
      units: [unit, unit],
      numbers: 3,
      read: 3,
      asked: ['a'],
      lead: [
        `Cada uno recorre su velocidad por el tiempo (${fmt(t, 4)} ${perHour ? 'h' : 's'}): b = ${fmt(num(v1[1]), 4)} · ${fmt(t, 4)} = ${fmt(d1, 4)} ${unit} y c = ${fmt(num(v2[1]), 4)} · ${fmt(t, 4)} = ${fmt(d2, 4)} ${unit}.`,
        'Los dos caminos y la distancia que los separa forman un triángulo: b y c son dos lados y el ángulo entre ellos es A; la distancia es el lado a.',
      ],
    };
  }
  const lengths = [
    ...folded.replace(angle[0], ' ').matchAll(new RegExp(String.raw`(${NUM})\s*(mm|cm|dm|km|m)\b`, 'g')),
  ];
  const [first, second] = lengths;
  const numbers = (text.match(new RegExp(NUM, 'g')) ?? []).length;
  if (numbers !== 3 || lengths.length !== 2 || !first || !second || first[2] !== second[2]) return undefined;
  const triangle: Triangle = { sides: { b: num(first[1]), c: num(second[1]) }, angles: { A: num(angle[1]) } };
  return {
    triangle,
    units: [first[2] ?? '', second[2] ?? ''],
    numbers,
    read: 3,
    asked: ['a'],
  };
}

/**
 * «… uno a 20 km/h y el otro a 30 km/h. ¿Qué distancia recorrió el segundo al cabo de 2 h?»: the path of
 * the one the question names (first or second as the statement lists them, or the faster or slower),
 * its speed times the time; the angle between the paths is a datum of another question.
 */
function readTravelled(
  text: string,
  folded: string,
  question: string,
  angle: RegExpExecArray,
): Reading | undefined {
  const speeds = [...folded.matchAll(new RegExp(String.raw`(${NUM})\s*(km\/h|m\/s)`, 'g'))];
  const time = elapsed(folded);
  const [v1, v2] = speeds;
  const numbers = (text.match(new RegExp(NUM, 'g')) ?? []).length;
  if (
    !time ||
    !v1 ||
    !v2 ||
    speeds.length !== 2 ||
    numbers !== 3 + time.numbers ||
    v1[2] !== v2[2] ||
    !angle[1]
  )
    return undefined;
  const [s1, s2] = [num(v1[1]), num(v2[1])];
  // «¿Qué distancia recorrió cada uno?»: both paths.
  const each = /\bcada (?:uno|una|barco|lancha|avion|auto)\b/.test(question);
  const first = /\bprimer[oa]?\b/.test(question);
  const second = /\bsegund[oa]\b|\bel otro\b|\bla otra\b/.test(question);
  const faster = /\bmas rapid[oa]\b|\bmas veloz\b/.test(question);
  const slower = /\bmas lent[oa]\b/.test(question);
  const perHour = v1[2] === 'km/h';
  const t = time.inSpeeds(perHour);
  const unit = perHour ? 'km' : 'm';
  const [d1, d2] = [s1 * t, s2 * t];
  if (each && [first, second, faster, slower].every((named) => !named))
    return {
      triangle: { sides: { b: d1, c: d2 }, angles: { A: num(angle[1]) } },
      units: [unit, unit],
      numbers: 3,
      read: 3,
      asked: ['b', 'c'],
      lead: [
        `Cada uno recorre su velocidad por el tiempo (${fmt(t, 4)} ${perHour ? 'h' : 's'}): b = ${fmt(s1, 4)} · ${fmt(t, 4)} = ${fmt(d1, 4)} ${unit} y c = ${fmt(s2, 4)} · ${fmt(t, 4)} = ${fmt(d2, 4)} ${unit}.`,
      ],
    };
  if ([first, second, faster, slower].filter(Boolean).length !== 1 || s1 === s2) return undefined;
  const takesFirst = first || (faster && s1 > s2) || (slower && s1 < s2);
  return {
    triangle: { sides: { b: d1, c: d2 }, angles: { A: num(angle[1]) } },
    units: [unit, unit],
    numbers: 3,
    read: 3,
    asked: [takesFirst ? 'b' : 'c'],
    lead: [
      `Cada uno recorre su velocidad por el tiempo (${fmt(t, 4)} ${perHour ? 'h' : 's'}): b = ${fmt(s1, 4)} · ${fmt(t, 4)} = ${fmt(d1, 4)} ${unit} y c = ${fmt(s2, 4)} · ${fmt(t, 4)} = ${fmt(d2, 4)} ${unit}.`,
      `Lo que recorrió ${takesFirst ? 'el primero' : 'el segundo'} es ${takesFirst ? 'b' : 'c'}; el ángulo entre los caminos sirve para la distancia que los separa (el lado a).`,
    ],
  };
}

function read(statement: string): Reading | undefined {
  const text = normalized(withoutOptions(statement));
  const folded = foldText(text);
  if (!/triangul(?:o|ar(?:es)?)\b|teorema del (?:seno|coseno)/.test(folded)) return readPaths(text, folded);
  if (
    !/triangul(?:o|ar(?:es)?)\b|teorema del (?:seno|coseno)/.test(folded) ||
    /rectangulo|isosceles|equilatero|semejante|thales|paralel/.test(folded)
  )
    return undefined;
  const triangle: Triangle = { sides: {}, angles: {} };
  const units: string[] = [];
  let count = readNamed(text, triangle, units);
  if (count === 0) count = readUnnamed(folded, triangle, units);
  if (count === 0) return undefined;
  const verb =
    /(?:calcul|hall|determin|obten|encontr|cu[áa]nto mide|cu[áa]nto vale|cu[áa]l es|resolv|indic|cu[áa]nto(?=\s+(?:cost|cuesta|sale|se gast|se pag)))[\p{L}]*\s*(.*)$/isu.exec(
      text,
    );
  // «El lado a mide aproximadamente:», an options stem with no order: its last sentence is the question.
  const stem = /(?:^|[.;]\s+)([^.;]*\b(?:mide|vale|es)(?:\s+aproximadamente)?\s*:?\s*)$/u.exec(text.trim());
  const question = verb?.[1] ?? stem?.[1] ?? '';
  // «el ángulo opuesto al lado de 7 cm»: the angle named by a side already given, whose number is no
  // new datum; one side of that length only.
  const opposite = [
    ...foldText(question).matchAll(
      new RegExp(String.raw`angulo opuesto al (?:lado )?(?:de |que mide )?(${NUM})${UNIT}`, 'g'),
    ),
  ].map((m) => {
    const sides = SIDES.filter((x) => triangle.sides[x] === num(m[1]));
    const [side] = sides;
    return sides.length === 1 && side ? OPPOSITE[side] : undefined;
  });
  if (opposite.some((angle) => angle === undefined)) return undefined;
  // A price per metre is a datum of the fencing's cost only: set apart from the triangle's data.
  const price = PRICE.exec(text);
  const priceValue = price ? readNumber(price[1] ?? '') : undefined;
  const cost = /\bcost\w*|\bcuesta\b|\bgast\w*|\bprecio\b|\bpagar\w*/.test(foldText(question));
  const asked = [...new Set([...readAsked(question, triangle), ...(opposite as Angle[])])];
  if (price && (priceValue === undefined || !(priceValue > 0))) return undefined;
  if (cost && (!price || !/perimetro|alambr|cerc|contorno|borde/.test(foldText(question)))) return undefined;
  return {
    triangle,
    units,
    numbers: (text.match(new RegExp(NUM, 'g')) ?? []).length - opposite.length - (price ? 1 : 0),
    read: count,
    asked: cost ? asked.filter((what) => what !== 'perimeter') : asked,
    ...(price && priceValue !== undefined ? { price: { value: priceValue, raw: price[1] ?? '' } } : {}),
    ...(cost ? { cost } : {}),
  };
}

/** The steps that complete the triangle, or why it cannot be completed without asking. */
function complete(t: Triangle, steps: string[]): 'ambiguous' | 'impossible' | undefined {
  const s = t.sides;
  const g = t.angles;
  for (let guard = 0; guard < 8; guard++) {
    const knownAngles = ANGLES.filter((x) => g[x] !== undefined);
    if (knownAngles.length === 2) {
      const missing = ANGLES.find((x) => g[x] === undefined);
      if (!missing) return undefined;
      const value = 180 - knownAngles.reduce((sum, x) => sum + (g[x] ?? 0), 0);
      if (value <= 0) return 'impossible';
      g[missing] = value;
      steps.push(
        `Los ángulos suman 180°: $\\hat{${missing}} = 180^\\circ - ${knownAngles.map((x) => `${tx(g[x] ?? 0, 2)}^\\circ`).join(' - ')} = ${tx(value, 2)}^\\circ$.`,
      );
      continue;
    }
    const knownSides = SIDES.filter((x) => s[x] !== undefined);
    if (knownSides.length === 3 && knownAngles.length < 3) {
      const [a, b, c] = [s.a ?? 0, s.b ?? 0, s.c ?? 0];
      if (a + b <= c || a + c <= b || b + c <= a) return 'impossible';
      for (const x of SIDES) {
        const angle = OPPOSITE[x];
        if (g[angle] !== undefined) continue;
        const [p, q] = othersOf(x, s);
        const cos = (p * p + q * q - (s[x] ?? 0) ** 2) / (2 * p * q);
        g[angle] = deg(Math.acos(cos));
        steps.push(
          `Teorema del coseno para $\\hat{${angle}}$: $\\cos \\hat{${angle}} = \\frac{${tx(p, 4)}^2 + ${tx(q, 4)}^2 - ${tx(s[x] ?? 0, 4)}^2}{2 \\cdot ${tx(p, 4)} \\cdot ${tx(q, 4)}} \\approx ${tx(cos, 4)}$, así que $\\hat{${angle}} \\approx ${tx(g[angle] ?? 0, 2)}^\\circ$.`,
        );
        break;
      }
      continue;
    }
    // Two sides and the angle between them: the third side.
    const included = SIDES.find(
      (x) =>
        s[x] === undefined &&
        g[OPPOSITE[x]] !== undefined &&
        SIDES.every((y) => y === x || s[y] !== undefined),
    );
    if (included) {
      const [p, q] = othersOf(included, s);
      const angle = g[OPPOSITE[included]] ?? 0;
      s[included] = Math.sqrt(p * p + q * q - 2 * p * q * Math.cos(rad(angle)));
      steps.push(
        `Teorema del coseno: $${included}^2 = ${tx(p, 4)}^2 + ${tx(q, 4)}^2 - 2 \\cdot ${tx(p, 4)} \\cdot ${tx(q, 4)} \\cdot \\cos ${tx(angle, 2)}^\\circ = ${tx(s[included] ** 2, 4)}$, así que $${included} ${approx(s[included])}$.`,
      );
      continue;
    }
    // A side and its opposite angle: the sine theorem.
    const pair = SIDES.find((x) => s[x] !== undefined && g[OPPOSITE[x]] !== undefined);
    if (!pair) return undefined;
    const k = (s[pair] ?? 0) / Math.sin(rad(g[OPPOSITE[pair]] ?? 0));
    const pairTex = `\\frac{${pair}}{\\operatorname{sen} \\hat{${OPPOSITE[pair]}}} = \\frac{${tx(s[pair] ?? 0, 4)}}{\\operatorname{sen} ${tx(g[OPPOSITE[pair]] ?? 0, 2)}^\\circ}`;
    const sideToFind = SIDES.find((x) => s[x] === undefined && g[OPPOSITE[x]] !== undefined);
    if (sideToFind) {
      const angle = g[OPPOSITE[sideToFind]] ?? 0;
      s[sideToFind] = k * Math.sin(rad(angle));
      steps.push(
        `Teorema del seno: $\\frac{${sideToFind}}{\\operatorname{sen} \\hat{${OPPOSITE[sideToFind]}}} = ${pairTex}$, así que $${sideToFind} = \\frac{${tx(s[pair] ?? 0, 4)} \\cdot \\operatorname{sen} ${tx(angle, 2)}^\\circ}{\\operatorname{sen} ${tx(g[OPPOSITE[pair]] ?? 0, 2)}^\\circ} ${approx(s[sideToFind])}$.`,
      );
      continue;
    }
    const angleToFind = SIDES.find((x) => s[x] !== undefined && g[OPPOSITE[x]] === undefined);
    if (!angleToFind) return undefined;
    const sin = (s[angleToFind] ?? 0) / k;
    if (sin > 1 + 1e-12) return 'impossible';
    // Opposite a side not longer than the known pair's, the angle is acute; otherwise two triangles may fit.
    if ((s[angleToFind] ?? 0) > (s[pair] ?? 0) + 1e-12) {
      const other = 180 - deg(Math.asin(Math.min(1, sin)));
      if (other + (g[OPPOSITE[pair]] ?? 0) < 180 - 1e-9 && Math.abs(sin - 1) > 1e-12) return 'ambiguous';
    }
    const angle = OPPOSITE[angleToFind];
    g[angle] = deg(Math.asin(Math.min(1, sin)));
    steps.push(
      `Teorema del seno: $\\operatorname{sen} \\hat{${angle}} = \\frac{${angleToFind} \\cdot \\operatorname{sen} \\hat{${OPPOSITE[pair]}}}{${pair}} = \\frac{${tx(s[angleToFind] ?? 0, 4)} \\cdot \\operatorname{sen} ${tx(g[OPPOSITE[pair]] ?? 0, 2)}^\\circ}{${tx(s[pair] ?? 0, 4)}} \\approx ${tx(sin, 4)}$; como $${angleToFind} \\le ${pair}$, el ángulo es agudo: $\\hat{${angle}} \\approx ${tx(g[angle] ?? 0, 2)}^\\circ$.`,
    );
  }
  return undefined;
}

/** A number inside LaTeX, with its decimal comma. */
const tx = (x: number, decimals = 4) => fmt(x, decimals).replace(',', '{,}');
const nearInteger = (x: number) => Math.abs(x - Math.round(x)) < 1e-9;
const approx = (x: number) => (nearInteger(x) ? `= ${tx(Math.round(x), 0)}` : `\\approx ${tx(x, 2)}`);
const approxText = (x: number) => (nearInteger(x) ? `= ${fmt(Math.round(x), 0)}` : `≈ ${fmt(x, 2)}`);

/** The check: angles sum 180°, and side / sen(opposite) is the same for the three. */
function holds(t: Triangle): boolean {
  const angles = ANGLES.map((x) => t.angles[x] ?? Number.NaN);
  const ratios = SIDES.map(
    (x) => (t.sides[x] ?? Number.NaN) / Math.sin(rad(t.angles[OPPOSITE[x]] ?? Number.NaN)),
  );
  const [r0 = Number.NaN] = ratios;
  return (
    angles.every((x) => x > 0 && x < 180) &&
    Math.abs(angles.reduce((sum, x) => sum + x, 0) - 180) < 1e-6 &&
    ratios.every((r) => Number.isFinite(r) && Math.abs(r - r0) < 1e-6 * r0)
  );
}

function dataText(t: Triangle, unit: string): string {
  const u = unit ? ` ${unit}` : '';
  return [
    ...SIDES.filter((x) => t.sides[x] !== undefined).map((x) => `$${x} = ${tx(t.sides[x] ?? 0, 4)}$${u}`),
    ...ANGLES.filter((x) => t.angles[x] !== undefined).map(
      (x) => `$\\hat{${x}} = ${tx(t.angles[x] ?? 0, 2)}^\\circ$`,
    ),
  ].join(', ');
}

const METHOD = [
  'Llamá a, b, c a los lados y A, B, C a los ángulos opuestos',
  'Con un lado y su ángulo opuesto, el teorema del seno; con dos lados y el ángulo entre ellos, o con los tres lados, el del coseno',
];

function unsure(t: Triangle, unit: string, why: string): SolverReply {
  return {
    text: [
      '## Triángulo oblicuángulo',
      '',
      `**Datos:** ${dataText(t, unit)}.`,
      '',
      `Todavía no te doy un resultado: ${why}.`,
      '',
      'Así lo encararía:',
      ...METHOD.map((step, i) => `${i + 1}. ${step}.`),
      '',
      '¿Me confirmás los datos, a qué ángulo se opone cada lado y qué te piden?',
    ].join('\n'),
    certain: false,
  };
}

export function solveObliqueTriangle(problem: string): SolverReply | undefined {
  let reading: Reading | undefined;
  try {
    reading = read(problem);
  } catch (error) {
    if (error instanceof Unreadable) return undefined;
    throw error;
  }
  if (!reading || (reading.asked.length === 0 && !reading.cost)) return undefined;
  const { triangle, units, asked } = reading;
  if (new Set(units).size > 1) return undefined;
  const unit = units[0] ?? '';
  // The price is per metre: the sides in metres, or the cost is not read.
  if (reading.cost && unit !== 'm') return undefined;
  const given = { sides: { ...triangle.sides }, angles: { ...triangle.angles } };
  if (reading.read !== 3 || reading.numbers !== reading.read)
    return unsure(
      given,
      unit,
      'para armar un triángulo hacen falta exactamente tres datos (no los tres ángulos), y no leí así el enunciado',
    );
  const steps: string[] = [...(reading.lead ?? [])];
  const trouble = complete(triangle, steps);
  if (trouble === 'ambiguous')
    return unsure(
      given,
      unit,
      'con dos lados y el ángulo opuesto al menor de ellos puede haber dos triángulos distintos (el ángulo buscado agudo u obtuso)',
    );
  if (trouble === 'impossible' || !holds(triangle))
    return unsure(given, unit, 'con estos datos no se forma un triángulo');
  const u = unit ? ` ${unit}` : '';
  const answers: string[] = [];
  const s = triangle.sides;
  const g = triangle.angles;
  const largest = SIDES.reduce<Side>((m, x) => ((s[x] ?? 0) > (s[m] ?? 0) ? x : m), 'a');
  const smallest = SIDES.reduce<Side>((m, x) => ((s[x] ?? 0) < (s[m] ?? 0) ? x : m), 'a');
  for (const what of asked) {
    if (what === 'largest' || what === 'smallest') {
      const angle = OPPOSITE[what === 'largest' ? largest : smallest];
      steps.push(
        `El ángulo ${what === 'largest' ? 'mayor' : 'menor'} es el opuesto al lado ${what === 'largest' ? 'mayor' : 'menor'}: $\\hat{${angle}}$.`,
      );
      answers.push(
        `**${what === 'largest' ? 'Ángulo mayor' : 'Ángulo menor'}: ${angle} ${approxText(g[angle] ?? 0)}°**`,
      );
    } else if (what === 'area') {
      const area = areaOf(triangle);
      steps.push(
        `Área: $\\frac{1}{2} \\cdot b \\cdot c \\cdot \\operatorname{sen} \\hat{A} ${approx(area)}$${unit ? ` ${unit}²` : ''}.`,
      );
      answers.push(`**Área ${approxText(area)}${unit ? ` ${unit}²` : ''}**`);
    } else if (what === 'ha' || what === 'hb' || what === 'hc') {
      const base = what.charAt(1) as Side;
      const area = areaOf(triangle);
      const height = (2 * area) / (s[base] ?? 1);
      steps.push(
        `Área: $\\frac{1}{2} \\cdot b \\cdot c \\cdot \\operatorname{sen} \\hat{A} ${approx(area)}$${unit ? ` ${unit}²` : ''}.`,
        `La altura sobre el lado ${base} sale del área: $h_${base} = \\frac{2 \\cdot \\text{Área}}{${base}} = \\frac{2 \\cdot ${tx(area, 2)}}{${tx(s[base] ?? 0, 2)}} ${approx(height)}$${u}.`,
      );
      answers.push(`**h_${base} ${approxText(height)}${u}**`);
    } else if (what === 'perimeter') {
      const perimeter = (s.a ?? 0) + (s.b ?? 0) + (s.c ?? 0);
      answers.push(`**Perímetro ${approxText(perimeter)}${u}**`);
    } else if (what === 'a' || what === 'b' || what === 'c') {
      answers.push(`**${what} ${approxText(s[what] ?? 0)}${u}**`);
    } else {
      answers.push(`**${what} ${approxText(g[what] ?? 0)}°**`);
    }
  }
  if (reading.cost && reading.price) {
    const perimeter = (s.a ?? 0) + (s.b ?? 0) + (s.c ?? 0);
    const total = perimeter * reading.price.value;
    steps.push(
      `Perímetro: $${tx(s.a ?? 0, 2)} + ${tx(s.b ?? 0, 2)} + ${tx(s.c ?? 0, 2)} = ${tx(perimeter, 2)}$${u}; a ${reading.price.raw} pesos el metro, el alambrado cuesta $${tx(perimeter, 2)} \\cdot ${reading.price.raw.replace(/\./g, '')}$ pesos.`,
    );
    answers.push(`**Costo: $ ${fmt(total, 2)}** (perímetro ${approxText(perimeter)}${u})`);
  }
  steps.push(
    `Verificación: $\\hat{A} + \\hat{B} + \\hat{C} = 180^\\circ$ y $\\frac{a}{\\operatorname{sen} \\hat{A}} = \\frac{b}{\\operatorname{sen} \\hat{B}} = \\frac{c}{\\operatorname{sen} \\hat{C}} \\approx ${tx((s.a ?? 0) / Math.sin(rad(g.A ?? 0)), 2)}$ ✓`,
  );
  return {
    text: workedReply({
      title: 'Triángulo oblicuángulo',
      data: dataText(given, unit),
      steps,
      answer: answers.join('\n\n'),
      closing: '¿Cuándo conviene el teorema del seno y cuándo el del coseno?',
    }),
    certain: true,
  };
}

export const obliqueTriangle = declareSolver({
  name: 'solve_oblique_triangle',
  offer: 'teoremas del seno y del coseno',
  summary:
    'Any triangle from three elements with the sine and cosine theorems (a, b, c opposite A, B, C): side, angle, area or perimeter asked.',
  examples: [
    'En un triángulo ABC, a = 10 cm, A = 30° y B = 45°. Calculá el lado b.',
    'Dos lados de un triángulo miden 5 cm y 8 cm y forman un ángulo de 60°. ¿Cuánto mide el tercer lado?',
  ],
  parameters: { problem: 'the statement, as written' },
  solve: solveObliqueTriangle,
});
