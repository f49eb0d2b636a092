/**
 * Two lever readings the exams write in few words:
 * - a bar of length L used to lift a load at one end, resting on a point at d from the load, pushed at
 *   the other end: the smallest force balances the moments about that point, F·(L − d) = W·d;
 * - a weightless bar with a load at each end: where the support goes so it stays level, at
 *   x = W₂·L/(W₁ + W₂) from the end with W₁ (the moments about the support cancel).
 * Sure only when the statement gives exactly those data and asks that force or that distance.
 */
import type { SolverReply } from './declaration.ts';
import { fmt, NUMBER_SOURCE, parseNumber, relation, tex } from './numbers.ts';
import { readStatement } from './physics.ts';
import { workedReply } from './reply.ts';

const n = (value: number) => tex(value, 4);
const eq = (value: number) => (relation(value, 4) === '=' ? '=' : '\\approx');

interface Measure {
  value: number;
  unit: string;
  index: number;
  end: number;
}

const BAR = /\b(?:barra|barreta|palanca|varilla|tabla|tablon|regla|palo|barrote|pala)\b/;
const WEIGHT_UNIT = /^(?:kgf|kg|n)$/;

/** The numbers of the text with the unit after each («1,5 m», «90 kgf»); a number with no unit has ''. */
function measures(folded: string): Measure[] {
  return [
    ...folded.matchAll(new RegExp(`(?<![\\w,.])(${NUMBER_SOURCE})\\s*(kgf|kg|n|m|cm|mm)?\\b`, 'g')),
  ].map((m) => ({
    value: parseNumber(m[1] ?? ''),
    unit: m[2] ?? '',
    index: m.index ?? 0,
    end: (m.index ?? 0) + (m[0]?.length ?? 0),
  }));
}

const inMeters = (m: Measure) =>
  m.unit === 'cm' ? m.value / 100 : m.unit === 'mm' ? m.value / 1000 : m.value;
const isLength = (m: Measure) => m.unit === 'm' || m.unit === 'cm' || m.unit === 'mm';
const isWeight = (m: Measure) => WEIGHT_UNIT.test(m.unit);
const unitName = (unit: string) => (unit === 'n' ? 'N' : unit);

function questionStart(folded: string): number {
  const mark = folded.lastIndexOf('¿');
  if (mark >= 0) return mark;
  const trimmed = folded.replace(/[.:\s]+$/, '');
  return Math.max(trimmed.lastIndexOf('. '), 0);
}

/** «Con una barreta de 1,5 m … levantar una piedra de 90 kgf … se apoya … a 30 cm de la piedra.» */
function liftingLever(folded: string): SolverReply | undefined {
  if (!/levantar|elevar|mover|sostener/.test(folded)) return undefined;
  const start = questionStart(folded);
  const question = folded.slice(start);
  if (!/fuerza/.test(question) || !/otro extremo|extremo opuesto/.test(folded)) return undefined;
  const all = measures(folded);
  if (all.length !== 3 || all.some((m) => m.index >= start)) return undefined;
  const lengths = all.filter(isLength);
  const weights = all.filter(isWeight);
  if (lengths.length !== 2 || weights.length !== 1) return undefined;
  const [load] = weights;
  if (!load || load.unit === 'kg') return undefined;
  // The bar's length, said with it; the support's distance, said from the load.
  const [first, second] = lengths;
  if (!first || !second) return undefined;
  const isBarLength = (m: Measure) =>
    /\b(?:de largo|de longitud)/.test(folded.slice(m.end, m.end + 14)) ||
    BAR.test(folded.slice(Math.max(0, m.index - 14), m.index));
  const fromLoad = (m: Measure) =>
    // «a 30 cm de la piedra», «a 30 cm del extremo que está bajo la piedra».
    /^\s*(?:de (?:la|el)|del|del extremo (?:que esta )?(?:bajo|debajo de|junto a|de) (?:la|el)) (?:piedra|carga|roca|peso|bloque|caja|cuerpo)\b/.test(
      folded.slice(m.end, m.end + 48),
    ) && /(?:apoy\w*|punto|fulcro)[^.]{0,40}$/.test(folded.slice(Math.max(0, m.index - 50), m.index));
  const bar = [first, second].find(isBarLength);
  const arm = [first, second].find(fromLoad);
  if (!bar || !arm || bar === arm || !BAR.test(folded)) return undefined;
  if (
    !/de peso despreciable|sin peso|masa despreciable|liviana/.test(folded) &&
    /homogene|pesa \d/.test(folded)
  )
    return undefined;
  const length = inMeters(bar);
  const d = inMeters(arm);
  if (!(d > 0 && d < length)) return undefined;
  const other = length - d;
  const force = (load.value * d) / other;
  const unit = unitName(load.unit);
  return {
    certain: true,
    text: workedReply({
      title: 'Palanca: la fuerza para levantar una carga',
      data: `L = ${fmt(bar.value, 4)} ${bar.unit}; carga W = ${fmt(load.value, 4)} ${unit}, en un extremo; apoyo a ${fmt(arm.value, 4)} ${arm.unit} de la carga; la fuerza, en el otro extremo`,
      steps: [
        `Los brazos se miden desde el apoyo: el de la carga es $d = ${n(d)}$ m y el de la fuerza es el resto de la barra, $L - d = ${n(length)} - ${n(d)} = ${n(other)}$ m.`,
        `La fuerza mínima es la que equilibra los momentos respecto del apoyo: $F \\cdot ${n(other)} = ${n(load.value)} \\cdot ${n(d)}$.`,
        `$F = \\frac{${n(load.value)} \\cdot ${n(d)}}{${n(other)}} ${eq(force)} ${n(force)}$ ${unit}. Comprobá: $${n(force)} \\cdot ${n(other)} ${eq(force * other)} ${n(force * other)}$, igual a $${n(load.value)} \\cdot ${n(d)}$.`,
      ],
      answer: `**F ${relation(force)} ${fmt(force, 2)} ${unit}**`,
      closing: '¿Qué pasaría con la fuerza si acercaras todavía más el apoyo a la piedra?',
    }),
  };
}

/** «Una barra de peso despreciable y 2 m … 30 kgf en un extremo y otra de 50 kgf en el otro.» */
function supportPoint(folded: string): SolverReply | undefined {
  if (!BAR.test(folded) || !/peso despreciable|sin peso|masa despreciable|liviana/.test(folded))
    return undefined;
  const start = questionStart(folded);
  const question = folded.slice(start);
  if (!/a que distancia/.test(question) || !/apoy|punto de apoyo|fulcro/.test(question)) return undefined;
  const stem = measures(folded.slice(0, start));
  const lengths = stem.filter(isLength);
  const weights = stem.filter(isWeight);
  if (stem.length !== 3 || lengths.length !== 1 || weights.length !== 2) return undefined;
  const [bar] = lengths;
  const [w1, w2] = weights;
  if (!bar || !w1 || !w2 || w1.unit !== w2.unit) return undefined;
  if (!/^[^.]{0,40}\ben (?:un|uno de sus|un de sus) extremos?\b/.test(folded.slice(w1.end, w1.end + 50)))
    return undefined;
  if (!/^[^.]{0,40}\ben el otro(?: extremo)?\b/.test(folded.slice(w2.end, w2.end + 50))) return undefined;
  // The end the distance is measured from, named by its load.
  const asked = measures(question);
  if (asked.length !== 1) return undefined;
  const [named] = asked;
  if (!named || named.unit !== w1.unit || !/extremo|carga|peso/.test(question)) return undefined;
  const near = named.value === w1.value ? w1 : named.value === w2.value ? w2 : undefined;
  if (!near || w1.value === w2.value) return undefined;
  const far = near === w1 ? w2 : w1;
  const x = (far.value * bar.value) / (w1.value + w2.value);
  const rest = bar.value - x;
  const unit = unitName(w1.unit);
  return {
    certain: true,
    text: workedReply({
      title: 'Dónde va el apoyo de una barra con dos cargas',
      data: `L = ${fmt(bar.value, 4)} ${bar.unit}, de peso despreciable; ${fmt(w1.value, 4)} ${unit} en un extremo y ${fmt(w2.value, 4)} ${unit} en el otro`,
      steps: [
        `Llamá $x$ a la distancia del apoyo al extremo con ${fmt(near.value, 4)} ${unit}; la otra carga queda a $${n(bar.value)} - x$.`,
        `Para que quede horizontal, los momentos respecto del apoyo se cancelan: $${n(near.value)} \\cdot x = ${n(far.value)} \\cdot (${n(bar.value)} - x)$.`,
        `$x = \\frac{${n(far.value)} \\cdot ${n(bar.value)}}{${n(near.value)} + ${n(far.value)}} ${eq(x)} ${n(x)}$ ${bar.unit}. Comprobá: $${n(near.value)} \\cdot ${n(x)} ${eq(near.value * x)} ${n(near.value * x)}$ y $${n(far.value)} \\cdot ${n(rest)} ${eq(far.value * rest)} ${n(far.value * rest)}$.`,
      ],
      answer: `**x ${relation(x)} ${fmt(x, 2)} ${bar.unit} del extremo con ${fmt(near.value, 4)} ${unit}**`,
      closing: '¿El apoyo quedó más cerca de la carga mayor o de la menor? ¿Por qué tiene sentido?',
    }),
  };
}

interface Support {
  x: number;
  /** How the statement places it: «en A», «en su extremo izquierdo», «a 1 m del extremo B». */
  end: 'left' | 'right' | undefined;
}

const LEFT = '(?:a|izquierdo)';
const RIGHT = '(?:b|derecho)';

/** A support's place from its clause: at an end, or at a distance from one. */
function supportAt(clause: string, length: number): Support | undefined {
  const end = new RegExp(`^\\s*(?:uno |el otro |otro )?en (?:su|el) extremo (${LEFT}|${RIGHT})\\b`).exec(
    clause,
  );
  if (end)
    return (end[1] ?? '').match(/^(?:a|izquierdo)$/) ? { x: 0, end: 'left' } : { x: length, end: 'right' };
  const from = new RegExp(
    `^\\s*(?:uno |el otro |otro )?a (${NUMBER_SOURCE})\\s*(m|cm) del? (?:su |el )?(?:extremo )?(${LEFT}|${RIGHT})\\b`,
  ).exec(clause);
  if (!from) return undefined;
  const d = parseNumber(from[1] ?? '') / (from[2] === 'cm' ? 100 : 1);
  if (!(d > 0 && d < length)) return undefined;
  return /^(?:a|izquierdo)$/.test(from[3] ?? '')
    ? { x: d, end: undefined }
    : { x: length - d, end: undefined };
}

/**
 * «Un tablón homogéneo de 5 m de largo y 200 N de peso está apoyado sobre dos caballetes: uno en su
 * extremo A y el otro a 1 m del extremo B. Un pintor de 700 N está parado sobre el tablón a 1,5 m de A.»
 * The force of each support (moments about the other one), and where a person walking past the inner
 * support tips the plank (the far support's force falls to zero).
 */
function plankOnSupports(folded: string): SolverReply | undefined {
  if (!/\b(?:tablon|tabla|viga|barra)\b/.test(folded) || !/\bcaballetes\b|\bdos apoyos\b/.test(folded))
    return undefined;
  if (!/homogene/.test(folded)) return undefined;
  const start = questionStart(folded);
  const stem = folded.slice(0, start);
  const question = folded.slice(start);
  const size = new RegExp(`\\b(?:tablon|tabla|viga|barra) homogene[ao] de (${NUMBER_SOURCE}) m\\b`).exec(
    stem,
  );
  if (!size) return undefined;
  const length = parseNumber(size[1] ?? '');
  const weightMatch =
    new RegExp(`\\by (${NUMBER_SOURCE}) n de peso\\b`).exec(stem) ??
    new RegExp(`\\bque pesa (${NUMBER_SOURCE}) n\\b`).exec(stem);
  if (!weightMatch) return undefined;
  const weight = parseNumber(weightMatch[1] ?? '');
  const supportsClause = /caballetes\s*:\s*([^.]*)/.exec(stem)?.[1];
  if (!supportsClause) return undefined;
  const [firstClause, secondClause, ...more] = supportsClause.split(/\s+y\s+(?=el otro|otro)/);
  if (more.length || !firstClause || !secondClause) return undefined;
  const one = supportAt(firstClause, length);
  const two = supportAt(secondClause.replace(/[,;]\s*$/, ''), length);
  if (!one || !two || Math.abs(one.x - two.x) < 1e-9) return undefined;
  // A person or load on it, at a distance from an end.
  const loadMatch = new RegExp(
    `\\b(?:un|una) (?:pintor|hombre|mujer|obrero|persona|chico|nino|nina|albanil|carga|caja|bloque|balde)\\w* de (${NUMBER_SOURCE}) n\\b[^.]*?\\ba (${NUMBER_SOURCE}) m del? (?:su |el )?(?:extremo )?(${LEFT}|${RIGHT})\\b`,
  ).exec(stem);
  const load = loadMatch
    ? {
        weight: parseNumber(loadMatch[1] ?? ''),
        x: /^(?:a|izquierdo)$/.test(loadMatch[3] ?? '')
          ? parseNumber(loadMatch[2] ?? '')
          : length - parseNumber(loadMatch[2] ?? ''),
      }
    : undefined;
  // Every number of the stem is one of these data.
  const count = measures(
    stem.replace(/[^.]*\b(?:camina|se mueve|se desplaza|avanza|se corre)\b[^.]*\.?\s*$/, ''),
  ).length;
  const expected = 2 + (one.end ? 0 : 1) + (two.end ? 0 : 1) + (load ? 2 : 0);
  if (count !== expected) return undefined;
  if (load && !(load.x >= 0 && load.x <= length)) return undefined;
  const [left, right] = one.x < two.x ? [one, two] : [two, one];
  const middle = length / 2;
  const loads = [{ weight, x: middle }, ...(load ? [load] : [])];
  const moment = (about: number) => loads.reduce((sum, l) => sum + l.weight * (l.x - about), 0);
  const rRight = moment(left.x) / (right.x - left.x);
  const total = loads.reduce((sum, l) => sum + l.weight, 0);
  const rLeft = total - rRight;
  if (!(rLeft >= 0 && rRight >= 0)) return undefined;
  const data = `L = ${fmt(length, 4)} m, homogéneo, P = ${fmt(weight, 4)} N en su centro (${fmt(middle, 4)} m); apoyos en x = ${fmt(left.x, 4)} m y x = ${fmt(right.x, 4)} m${load ? `; carga de ${fmt(load.weight, 4)} N en x = ${fmt(load.x, 4)} m` : ''} (x desde el extremo izquierdo, A)`;
  const loadsTex = loads.map((l) => `${n(l.weight)} \\cdot ${n(l.x - left.x)}`).join(' + ');
  const reactions = [
    `Tomá momentos respecto del apoyo en x = ${fmt(left.x, 4)} m, así su fuerza no aparece: $R_2 \\cdot ${n(right.x - left.x)} = ${loadsTex}$, $R_2 ${eq(rRight)} ${n(rRight)}$ N.`,
    `Suma de fuerzas verticales: $R_1 + R_2 = ${n(total)}$, así que $R_1 = ${n(total)} - ${n(rRight)} ${eq(rLeft)} ${n(rLeft)}$ N.`,
    `Comprobá con momentos respecto del otro apoyo: $R_1 \\cdot ${n(right.x - left.x)} ${eq(rLeft * (right.x - left.x))} ${n(rLeft * (right.x - left.x))}$ N·m, lo mismo que los momentos de las cargas respecto de ese punto.`,
  ];
  // Which support the question names.
  const namesLeftEnd = new RegExp(`\\b(?:en|de|del)\\s+(?:el\\s+)?(?:extremo\\s+)?${LEFT}\\b`).test(
    question.replace(/\bla fuerza\b/, ''),
  );
  const namesOther = /\bel otro caballete\b|\bel otro apoyo\b|\bsegundo caballete\b/.test(question);
  const asksTip = /volcar|vuelca|gire|girar|inclin/.test(question);
  const title = 'Tablón apoyado en dos caballetes';
  const closing = '¿Qué pasa con las fuerzas de los caballetes si la carga se acerca a uno de ellos?';
  if (asksTip) {
    // «El pintor camina hacia B.», said before the question or in it.
    const walk = /[^.]*\b(?:camina|se mueve|se desplaza|avanza|se corre)\b[^.?]*/.exec(folded);
    if (!load || !walk || walk.index < (loadMatch?.index ?? 0)) return undefined;
    if (measures(question).length || measures(walk[0]).length) return undefined;
    // Walking toward the end past the right support: it tips when the left support's force is zero.
    if (!new RegExp(`hacia (?:el extremo )?${RIGHT}\\b`).test(walk[0]) || right.x >= length) return undefined;
    const tipX = right.x + (weight * (right.x - middle)) / load.weight;
    if (!(tipX > load.x && tipX <= length && right.x > middle)) return undefined;
    return {
      certain: true,
      text: workedReply({
        title,
        data,
        steps: [
          `Cuando está por volcar, el tablón deja de apoyarse en el caballete de x = ${fmt(left.x, 4)} m: su fuerza es cero y todo el peso lo sostiene el otro.`,
          `Momentos respecto del caballete de x = ${fmt(right.x, 4)} m: el peso del tablón (a ${fmt(right.x - middle, 4)} m, de un lado) equilibra al de la carga (del otro): $${n(load.weight)} \\cdot (x - ${n(right.x)}) = ${n(weight)} \\cdot ${n(right.x - middle)}$.`,
          `$x = ${n(right.x)} + \\frac{${n(weight)} \\cdot ${n(right.x - middle)}}{${n(load.weight)}} ${eq(tipX)} ${n(tipX)}$ m, menos que el largo del tablón, así que llega a volcar.`,
        ],
        answer: `**x ${relation(tipX)} ${fmt(tipX, 2)} m de A**`,
        closing,
      }),
    };
  }
  if (!/\bfuerza|reaccion|cuanto (?:soporta|sostiene)/.test(question) || measures(question).length)
    return undefined;
  const leftIsEnd = left.x === 0 && (one.x === 0 ? one.end === 'left' : two.end === 'left');
  let answer: string;
  if (namesOther && !namesLeftEnd) {
    // «el otro caballete»: the one not at the left end, only when one of them is.
    if (!leftIsEnd) return undefined;
    answer = `**R (caballete en x = ${fmt(right.x, 4)} m) ${relation(rRight)} ${fmt(rRight, 2)} N hacia arriba**`;
  } else if (namesLeftEnd && !namesOther) {
    if (!leftIsEnd) return undefined;
    answer = `**R (caballete del extremo izquierdo, A) ${relation(rLeft)} ${fmt(rLeft, 2)} N hacia arriba**`;
  } else return undefined;
  return { certain: true, text: workedReply({ title, data, steps: reactions, answer, closing }) };
}

/** A reply for one of the two lever readings, or undefined. */
export function solveLevers(problem: string): SolverReply | undefined {
  // Without the options of a five-options stem, which are candidates, not data.
  // «11) Con una barreta…»: the item's number is no datum.
  const folded = readStatement(problem).folded.replace(/^\s*\d+\s*[).]\s/, (item) => ' '.repeat(item.length));
  if (!BAR.test(folded) && !/\btablon\b|\bviga\b/.test(folded)) return undefined;
  return liftingLever(folded) ?? supportPoint(folded) ?? plankOnSupports(folded);
}
