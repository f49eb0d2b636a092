/**
 * Electrostatics and magnetism as the course teaches them: Coulomb's force between two point charges, a
 * point charge's field, the point between two charges of one sign where the field is zero, how the force
 * changes when charges and distance are multiplied, the electrons in a charge, the work to carry a charge
 * through a potential difference and the speed of an electron (or proton) accelerated through one; the
 * magnetic force on a straight wire (F = B·I·L·sen θ) and on a moving charge (F = |q|·v·B·sen θ) and the
 * field of a long straight wire (B = μ₀·I/(2π·r)). k, e, mₑ and μ₀ are the statement's when it gives them,
 * else the science kernel's. Each reading answers only when every number of the statement is one of its
 * data; otherwise it declines, or leaves the problem.
 */
import {
  COULOMB_CONSTANT,
  ELECTRON_MASS,
  ELEMENTARY_CHARGE,
  VACUUM_PERMEABILITY,
} from '../../science/constants.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import {
  firstReading,
  type Rounding,
  resultLine,
  type Span,
  shown,
  statementOf,
  VALUE,
  valueAt,
  type Worked,
} from './given-data.ts';
import { group } from './groups.ts';
import { fmt, relation } from './numbers.ts';
import { changesADatum, readAngles, type Statement } from './physics.ts';

interface Datum {
  value: number;
  written: string;
  span: Span;
}

const CHARGE_UNITS: Readonly<Record<string, number>> = {
  c: 1,
  mc: 1e-3,
  μc: 1e-6,
  uc: 1e-6,
  nc: 1e-9,
  pc: 1e-12,
};
const LENGTH_UNITS: Readonly<Record<string, number>> = { mm: 1e-3, cm: 1e-2, m: 1, km: 1e3 };

function readUnits(
  s: Statement,
  units: Readonly<Record<string, number>>,
  symbol: (unit: string) => string,
): Datum[] {
  const names = Object.keys(units)
    .sort((a, b) => b.length - a.length)
    .join('|');
  const pattern = new RegExp(`(?<![\\p{L}\\d,.^])${VALUE}\\s*(${names})(?![\\p{L}\\d/^²³*])`, 'gu');
  return [...s.folded.matchAll(pattern)].map((match) => ({
    value: valueAt(match, 1) * (units[group(match, 3)] ?? 1),
    written: `${shown(valueAt(match, 1), {}, 0)} ${symbol(group(match, 3))}`,
    span: [match.index, match.index + match[0].length] as const,
  }));
}

/** Charges in C, mC, μC, nC, pC, leaving out the «1,6 · 10⁻¹⁹ C» of the electron's charge given. */
const charges = (s: Statement, constants: readonly Span[]) =>
  readUnits(s, CHARGE_UNITS, (unit) =>
    unit === 'uc' ? 'μC' : unit === 'c' ? 'C' : `${unit.slice(0, -1)}C`.replace('m', 'm'),
  ).filter((charge) => !constants.some(([start, end]) => charge.span[0] >= start && charge.span[0] < end));
const lengths = (s: Statement) => readUnits(s, LENGTH_UNITS, (unit) => unit);

/** «k = 9 · 10⁹ N·m²/C²», «e = 1,6 · 10⁻¹⁹ C», «(Carga del electrón: 1,6 · 10⁻¹⁹ C …)», «masa: 9,11 · 10⁻³¹ kg», «μ₀ = 4π · 10⁻⁷». */
function constantsOf(s: Statement) {
  const spans: Span[] = [];
  const find = (pattern: RegExp): number | undefined => {
    const match = pattern.exec(s.folded);
    if (!match) return undefined;
    spans.push([match.index, match.index + match[0].length]);
    return valueAt(match, 1);
  };
  const k = find(
    new RegExp(`\\bk\\s*=\\s*${VALUE}\\s*(?:n\\s*\\*?\\s*m\\s*(?:\\^\\s*2|²)\\s*/\\s*c\\s*(?:\\^\\s*2|²))?`),
  );
  const e = find(
    new RegExp(
      `(?:carga del (?:electron|proton)|\\be\\s*=|carga elemental)\\s*(?:es|:|=|de)?\\s*${VALUE}\\s*c\\b(?:\\s+en valor absoluto)?`,
    ),
  );
  const me = find(
    new RegExp(`(?:masa(?: del electron)?\\s*(?::|=|es|de)|\\bm[_ ]?e\\s*=)\\s*${VALUE}\\s*kg\\b`),
  );
  const mu =
    /(?:μ₀|μ0|μo|mu0|μ_0|μ)\s*=\s*(\d+(?:,\d+)?)?\s*(π|pi)?\s*\*?\s*10\s*\^\s*\(?(-?\d+)\)?(?:\s*t\s*\*?\s*m\s*\/\s*a)?/.exec(
      s.folded,
    );
  let mu0: number | undefined;
  if (mu) {
    spans.push([mu.index, mu.index + mu[0].length]);
    mu0 = Number((mu[1] ?? '1').replace(',', '.')) * (mu[2] ? Math.PI : 1) * 10 ** Number(mu[3]);
  }
  return {
    k: k ?? COULOMB_CONSTANT,
    kGiven: k !== undefined,
    e: e ?? ELEMENTARY_CHARGE,
    eGiven: e !== undefined,
    me: me ?? ELECTRON_MASS,
    meGiven: me !== undefined,
    mu0: mu0 ?? VACUUM_PERMEABILITY,
    muGiven: mu0 !== undefined,
    spans,
  };
}

type Constants = ReturnType<typeof constantsOf>;

const kLine = (c: Constants) => `k = ${shown(c.k)} N·m²/C²`;

/** The charges typed; «dos cargas iguales de 2 μC», «dos cargas de 4 μC cada una»: one typed for both. */
function pairOfCharges(s: Statement, c: Constants): Datum[] {
  const qs = charges(s, c.spans);
  const [only] = qs;
  return only &&
    qs.length === 1 &&
    /\bdos cargas\b/.test(s.folded) &&
    /\biguales\b|\bcada una\b/.test(s.folded)
    ? [only, only]
    : qs;
}

/** F = k·|q₁·q₂|/r² between two point charges. */
function coulombForce(s: Statement, question: string, rounding: Rounding, c: Constants): Worked | undefined {
  if (!/fuerza/.test(question) || /magnetic|campo magnetico|\btesla|\bt\b/.test(s.folded)) return undefined;
  // «¿Es de atracción o de repulsión?»: a question about its kind, not its size; «el módulo de la fuerza
  // de repulsión» asks its size.
  if (
    /atraccion o|repulsion o|atraen o|repelen o|es (?:de )?(?:atraccion|repulsion)|sentido/.test(question) ||
    (/atraen|repelen|atraccion|repulsion/.test(question) &&
      !/modulo|cuanto vale|valor|intensidad|calcul/.test(question))
  )
    return undefined;
  // «la fuerza sobre un electrón ubicado allí», «sobre una carga de 2 μC colocada en ese punto»: a third
  // body at a point, not the pair's force on each other.
  if (
    /\bsobre (?:un|una) (?:electron|proton|carga|particula)\b|\b(?:colocad|ubicad|situad|puest)[oa]s? (?:alli|ahi|en (?:ese|dicho|el) punto)\b/.test(
      question,
    )
  )
    return undefined;
  // A third charge, a net force or a point between them: more than one pair.
  if (
    /tercer|neta|resultante|punto medio|\bcargas? (?:iguales )?de \d[^.,;]*\by (?:una|otra)\b/.test(s.folded)
  )
    return undefined;
  const qs = pairOfCharges(s, c);
  const rs = lengths(s);
  if (qs.length !== 2 || rs.length !== 1) return undefined;
  const [q1, q2] = qs as [Datum, Datum];
  const [r] = rs as [Datum];
  // «¿Cuánto vale la fuerza si la distancia se duplica?»: a change said in words, read by its factors.
  const changed = changesADatum(s.folded) ? changeFactors(s.folded.slice(lastSentence(s.folded))) : undefined;
  if (changesADatum(s.folded) && !changed) return undefined;
  const F0 = (c.k * Math.abs(q1.value * q2.value)) / r.value ** 2;
  const F = changed ? (F0 * changed.charge) / changed.distance ** 2 : F0;
  const kind = Math.sign(q1.value) * Math.sign(q2.value) < 0 ? 'se atraen' : 'se repelen';
  const signsTyped =
    /[-+]\s*$/.test(s.folded.slice(0, q1.span[0] + 1)) ||
    /^[-+]/.test(s.folded.slice(q1.span[0])) ||
    /^[-+]/.test(s.folded.slice(q2.span[0]));
  return {
    title: 'Fuerza entre dos cargas puntuales (ley de Coulomb)',
    method: 'F = k·|q₁·q₂|/r², con las cargas en C y la distancia en m.',
    data: [`q₁ = ${q1.written}`, `q₂ = ${q2.written}`, `r = ${r.written}`, kLine(c)],
    steps: [
      `Pasá a unidades del SI: q₁ = ${shown(q1.value)} C, q₂ = ${shown(q2.value)} C, r = ${shown(r.value)} m.`,
      `F = k·|q₁·q₂|/r² = ${shown(c.k)} · ${shown(Math.abs(q1.value))} · ${shown(Math.abs(q2.value))} / ${shown(r.value)}² ${resultLine('', F, 'N', rounding).trim()}`,
      ...(signsTyped
        ? [`Las cargas son de ${kind === 'se atraen' ? 'distinto' : 'igual'} signo: ${kind}.`]
        : []),
    ],
    ...(changed
      ? {
          steps: [
            `Pasá a unidades del SI: q₁ = ${shown(q1.value)} C, q₂ = ${shown(q2.value)} C, r = ${shown(r.value)} m.`,
            `Antes del cambio: F = k·|q₁·q₂|/r² = ${shown(c.k)} · ${shown(Math.abs(q1.value))} · ${shown(Math.abs(q2.value))} / ${shown(r.value)}² ${resultLine('', F0, 'N', rounding).trim()}`,
            `El cambio: ${changed.lines.join('; ')}. La fuerza se multiplica por ${fmt(changed.charge, 4)} / ${fmt(changed.distance, 4)}² = ${fmt(changed.charge / changed.distance ** 2, 4)}.`,
            `F′ = ${shown(F0)} · ${fmt(changed.charge / changed.distance ** 2, 4)} ${resultLine('', F, 'N', rounding).trim()}`,
          ],
        }
      : {}),
    answer: resultLine(changed ? 'F′' : 'F', F, 'N', rounding),
    closing: '¿Cómo cambia la fuerza si la distancia se duplica?',
    used: [q1.span, q2.span, r.span, ...c.spans],
  };
}

/**
 * «¿A qué distancia deben ubicarse dos cargas de 4 μC cada una para que se repelan con 3,6 N?»: the
 * distance from Coulomb's force, r = √(k·|q₁·q₂|/F).
 */
function coulombDistance(
  s: Statement,
  question: string,
  rounding: Rounding,
  c: Constants,
): Worked | undefined {
  if (
    !/a que distancia|que distancia|cuanto (?:deben|debe) (?:estar )?separ|la distancia (?:que|a la que)/.test(
      question,
    )
  )
    return undefined;
  if (/magnetic|campo|tercer|neta|resultante|punto medio|potencial/.test(s.folded) || changesADatum(s.folded))
    return undefined;
  const forces = [
    ...s.folded.matchAll(new RegExp(`(?<![\\p{L}\\d,.^])${VALUE}\\s*(n|newtons?)(?![\\p{L}\\d/·*^²])`, 'gu')),
  ];
  if (forces.length !== 1 || lengths(s).length) return undefined;
  const [force] = forces as [RegExpMatchArray];
  const F = valueAt(force, 1);
  const qs = pairOfCharges(s, c);
  if (qs.length !== 2 || !(F > 0)) return undefined;
  const [q1, q2] = qs as [Datum, Datum];
  const r = Math.sqrt((c.k * Math.abs(q1.value * q2.value)) / F);
  const back = (c.k * Math.abs(q1.value * q2.value)) / r ** 2;
  if (Math.abs(back - F) > 1e-9 * F) return undefined;
  const start = force.index ?? 0;
  return {
    title: 'Distancia entre dos cargas (ley de Coulomb)',
    method: 'F = k·|q₁·q₂|/r², despejando r = √(k·|q₁·q₂|/F).',
    data: [`q₁ = ${q1.written}`, `q₂ = ${q2.written}`, `F = ${shown(F)} N`, kLine(c)],
    steps: [
      `Pasá a unidades del SI: q₁ = ${shown(q1.value)} C, q₂ = ${shown(q2.value)} C.`,
      `De F = k·|q₁·q₂|/r²: r² = k·|q₁·q₂|/F = ${shown(c.k)} · ${shown(Math.abs(q1.value))} · ${shown(Math.abs(q2.value))} / ${shown(F)} = ${shown(r ** 2)} m².`,
      `r = √${shown(r ** 2)} ${resultLine('', r, 'm', rounding).trim()}. Comprobá: k·|q₁·q₂|/r² = ${shown(back)} N, la fuerza dada.`,
    ],
    answer: resultLine('r', r, 'm', rounding),
    closing: '¿Y si la fuerza fuera cuatro veces mayor, a qué distancia estarían?',
    used: [q1.span, q2.span, [start, start + force[0].length], ...c.spans],
  };
}

/**
 * Two charges a distance d apart and a third at the midpoint: the net force on the third, each pair at
 * d/2, F = k·|q|·|Q₁ − Q₂|/(d/2)² along the line («dos cargas de 2 μC … una tercera de 1 μC en el punto
 * medio»: equal charges pull or push it equally, 0 N).
 */
function midpointForce(s: Statement, question: string, rounding: Rounding, c: Constants): Worked | undefined {
  if (!/fuerza/.test(question) || !/punto medio/.test(s.folded) || /magnetic|campo/.test(s.folded))
    return undefined;
  if (!/neta|resultante|total|tercer|recibe|actua|sobre (?:ella|la carga)/.test(question)) return undefined;
  const qs = charges(s, c.spans);
  const rs = lengths(s);
  if (rs.length !== 1 || (qs.length !== 2 && qs.length !== 3)) return undefined;
  const before = (at: number) => s.folded.slice(Math.max(0, at - 40), at);
  const [Q1, second] = qs;
  const third = qs.at(-1);
  if (!Q1 || !second || !third || !/tercer/.test(before(third.span[0]))) return undefined;
  // «Dos cargas (iguales) de 2 μC»: one value for both.
  const equalPair =
    qs.length === 2 && /\bdos cargas (?:puntuales )?(?:iguales )?de\s*$/.test(before(Q1.span[0]));
  if (qs.length === 2 && !equalPair) return undefined;
  const Q2 = equalPair ? Q1 : second;
  const [d] = rs as [Datum];
  const r = d.value / 2;
  const F1 = (c.k * Math.abs(Q1.value * third.value)) / r ** 2;
  const F2 = (c.k * Math.abs(Q2.value * third.value)) / r ** 2;
  const net = (c.k * third.value * (Q1.value - Q2.value)) / r ** 2;
  const F = Math.abs(net) < 1e-12 * Math.max(F1, F2) ? 0 : Math.abs(net);
  const toward = net > 0 ? 'q₂' : 'q₁';
  return {
    title: 'Fuerza neta sobre una carga en el punto medio',
    method:
      'Cada carga actúa a d/2 con F = k·|Q·q|/(d/2)²; en el punto medio las dos fuerzas van en la misma recta.',
    data: [
      equalPair ? `q₁ = q₂ = ${Q1.written}` : `q₁ = ${Q1.written}; q₂ = ${Q2.written}`,
      `d = ${d.written}`,
      `q = ${third.written} en el punto medio`,
      kLine(c),
    ],
    steps: [
      `Cada carga está a d/2 = ${shown(r)} m de la del medio.`,
      `F₁ = k·|q₁·q|/(d/2)² = ${shown(c.k)} · ${shown(Math.abs(Q1.value))} · ${shown(Math.abs(third.value))} / ${shown(r)}² ${resultLine('', F1, 'N', rounding).trim()}; F₂ = ${shown(F2)} N.`,
      F === 0
        ? 'Las dos fuerzas son iguales y opuestas (una la empuja o atrae hacia un lado, la otra hacia el otro): se anulan.'
        : `Van en sentidos opuestos si q₁ y q₂ tienen el mismo signo, y en el mismo si no: la neta es k·q·(q₁ − q₂)/(d/2)², dirigida hacia ${toward}.`,
    ],
    answer: F === 0 ? 'F neta = 0 N' : `${resultLine('F neta', F, 'N', rounding)}, hacia ${toward}`,
    closing: '¿Qué pasaría si una de las dos cargas de los extremos cambiara de signo?',
    used: [...qs.map((q) => q.span), d.span, ...c.spans],
  };
}

/** The label typed before a charge: «q₁ = 4 μC» → 1. */
function chargeLabel(s: Statement, charge: Datum): string | undefined {
  return /\bq\s*_?\s*([12₁₂])\s*=\s*$/.exec(
    s.folded.slice(Math.max(0, charge.span[0] - 12), charge.span[0]),
  )?.[1];
}

const LABEL_DIGIT: Readonly<Record<string, string>> = { '1': '1', '₁': '1', '2': '2', '₂': '2' };

/**
 * «el campo que crea q₁ en el lugar donde está q₂», «el campo de q₂ en la posición de q₁»: the charge that
 * makes the field and the one that only marks the point, each known by its label.
 */
function sourceCharge(
  s: Statement,
  question: string,
  qs: readonly Datum[],
): { q: Datum; other: Datum; name: string } | undefined {
  const match =
    /\bcampo(?: electrico)?\s+(?:que (?:crea|genera|produce)|creado por|generado por|producido por|de)\s+(?:la carga\s+)?q\s*_?\s*([12₁₂])(?!\d).*?\b(?:donde (?:esta|se encuentra)|en la posicion de|en el punto (?:donde esta|de))\s+(?:la carga\s+)?q\s*_?\s*([12₁₂])(?!\d)/.exec(
      question,
    );
  if (!match) return undefined;
  const from = LABEL_DIGIT[group(match, 1)];
  const at = LABEL_DIGIT[group(match, 2)];
  if (from === undefined || at === undefined || from === at) return undefined;
  const labelled = qs.map((q) => LABEL_DIGIT[chargeLabel(s, q) ?? ''] ?? '');
  const q = qs[labelled.indexOf(from)];
  const other = qs[labelled.indexOf(at)];
  if (!q || !other) return undefined;
  return { q, other, name: `q${from === '1' ? '₁' : '₂'}` };
}

/**
 * The unit a question asks a field in: «en kN/C», «en kV/m» (the same field), or N/C when it names none;
 * undefined when it names one these readings do not write («en dinas/ues»).
 */
function fieldUnitAsked(question: string): { unit: string; size: number } | undefined {
  const named = /\ben (?:unidades de )?([a-zμµ]*\s*\/\s*[a-z]+)\b/.exec(question);
  if (!named) return { unit: 'N/C', size: 1 };
  // Folded, «MN/C» and «mN/C» read alike: only the units that cannot be mistaken.
  const known: Record<string, { unit: string; size: number }> = {
    'n/c': { unit: 'N/C', size: 1 },
    'kn/c': { unit: 'kN/C', size: 1e3 },
    'v/m': { unit: 'V/m', size: 1 },
    'kv/m': { unit: 'kV/m', size: 1e3 },
  };
  return known[(named[1] ?? '').replace(/\s+/g, '')];
}

/** A field's answer in the unit asked, with the step that converts it when it is not N/C. */
function fieldAnswer(name: string, E: number, question: string, rounding: Rounding) {
  const asked = fieldUnitAsked(question);
  if (!asked) return undefined;
  const line = resultLine(name, E / asked.size, asked.unit, rounding);
  const step =
    asked.size === 1
      ? undefined
      : `La pregunta lo pide en ${asked.unit}: ${shown(E)} N/C ${resultLine('', E / asked.size, asked.unit, rounding).trim()}.`;
  return { line, step };
}

/** E = k·|q|/r² of one point charge. */
function pointField(s: Statement, question: string, rounding: Rounding, c: Constants): Worked | undefined {
  if (!/campo/.test(question) || /magnetic/.test(s.folded)) return undefined;
  const all = charges(s, c.spans);
  const rs = lengths(s);
  // «el campo que crea q₁ en el lugar donde está q₂»: of two charges, the one that makes the field; the
  // other only marks the point (its own value does not change the field there).
  const source = all.length === 2 && !changesADatum(question) ? sourceCharge(s, question, all) : undefined;
  const qs = source ? [source.q] : all;
  if (qs.length !== 1 || rs.length !== 1) return undefined;
  const [q] = qs as [Datum];
  const [r] = rs as [Datum];
  const E = (c.k * Math.abs(q.value)) / r.value ** 2;
  const answer = fieldAnswer('E', E, question, rounding);
  if (!answer) return undefined;
  return {
    title: 'Campo eléctrico de una carga puntual',
    method: 'E = k·|q|/r², con la carga en C y la distancia en m.',
    data: [`q = ${q.written}`, `r = ${r.written}`, kLine(c)],
    steps: [
      ...(source
        ? [
            `El campo lo crea ${source.name}; la otra carga (${source.other.written}) sólo marca el punto: su valor no cambia el campo ahí (sí la fuerza que siente).`,
          ]
        : []),
      `Pasá a unidades del SI: q = ${shown(q.value)} C, r = ${shown(r.value)} m.`,
      `E = k·|q|/r² = ${shown(c.k)} · ${shown(Math.abs(q.value))} / ${shown(r.value)}² ${resultLine('', E, 'N/C', rounding).trim()}`,
      q.value > 0
        ? 'La carga es positiva: el campo apunta alejándose de ella.'
        : 'La carga es negativa: el campo apunta hacia ella.',
      ...(answer.step ? [answer.step] : []),
    ],
    answer: answer.line,
    closing: '¿Qué fuerza sentiría una carga de 1 μC puesta en ese punto?',
    used: [q.span, r.span, ...(source ? [source.other.span] : []), ...c.spans],
  };
}

/**
 * «¿A qué distancia de una carga puntual de 8 µC el campo vale 2 · 10⁵ N/C?»: one charge and the field in
 * N/C, no length; from E = k·|q|/r², r = √(k·|q|/E).
 */
function fieldDistance(s: Statement, question: string, rounding: Rounding, c: Constants): Worked | undefined {
  if (!/a que distancia|que distancia|la distancia (?:que|a la que)/.test(question)) return undefined;
  if (/magnetic|potencial|fuerza|tercer|neta|resultante|punto medio|nulo|cero|anula/.test(s.folded))
    return undefined;
  if (changesADatum(s.folded) || lengths(s).length) return undefined;
  const fields = [
    ...s.folded.matchAll(new RegExp(`(?<![\\p{L}\\d,.^])${VALUE}\\s*n\\s*/\\s*c(?![\\p{L}\\d])`, 'gu')),
  ];
  const qs = charges(s, c.spans);
  if (fields.length !== 1 || qs.length !== 1) return undefined;
  const [field] = fields as [RegExpMatchArray];
  const [q] = qs as [Datum];
  const E = valueAt(field, 1);
  if (!(E > 0) || q.value === 0) return undefined;
  const r = Math.sqrt((c.k * Math.abs(q.value)) / E);
  const back = (c.k * Math.abs(q.value)) / r ** 2;
  if (Math.abs(back - E) > 1e-9 * E) return undefined;
  const start = field.index ?? 0;
  return {
    title: 'Distancia a una carga puntual (campo eléctrico)',
    method: 'E = k·|q|/r², despejando r = √(k·|q|/E).',
    data: [`q = ${q.written}`, `E = ${shown(E)} N/C`, kLine(c)],
    steps: [
      `Pasá a unidades del SI: q = ${shown(q.value)} C.`,
      `De E = k·|q|/r²: r² = k·|q|/E = ${shown(c.k)} · ${shown(Math.abs(q.value))} / ${shown(E)} = ${shown(r ** 2)} m².`,
      `r = √${shown(r ** 2)} ${resultLine('', r, 'm', rounding).trim()}. Comprobá: k·|q|/r² = ${shown(back)} N/C, el campo dado.`,
    ],
    answer: resultLine('r', r, 'm', rounding),
    closing: '¿Y al doble de esa distancia, cuánto valdría el campo?',
    used: [q.span, [start, start + field[0].length], ...c.spans],
  };
}

/**
 * The electric potential V = k·q/r of one point charge, with its sign, or at the midpoint between two
 * charges, V = k·(q₁ + q₂)/(d/2) (a potential is a scalar: the charges' add with their signs). Not a
 * potential difference, nor a potential energy, nor a statement with volts (another reading's).
 */
function pointPotential(
  s: Statement,
  question: string,
  rounding: Rounding,
  c: Constants,
): Worked | undefined {
  if (
    !/\bpotencial\b/.test(question) ||
    /diferencia de potencial|energia potencial|potencial (?:gravitator|elastic)/.test(question) ||
    /magnetic|capacitor|condensador|placa|conductor|esfera (?:hueca|conductora)/.test(s.folded) ||
    volts(s).length
  )
    return undefined;
  const qs = pairOfCharges(s, c);
  const rs = lengths(s);
  if (rs.length !== 1) return undefined;
  const [r] = rs as [Datum];
  // A sign said in words («una carga negativa de 4 μC») is not typed: not read.
  if (/\bnegativ/.test(s.folded) && qs.every((q) => q.value > 0)) return undefined;
  const [q1, q2] = qs;
  if (qs.length === 1 && q1) {
    const V = (c.k * q1.value) / r.value;
    return {
      title: 'Potencial eléctrico de una carga puntual',
      method: 'V = k·q/r, con la carga (y su signo) en C y la distancia en m.',
      data: [`q = ${q1.written}`, `r = ${r.written}`, kLine(c)],
      steps: [
        `Pasá a unidades del SI: q = ${shown(q1.value)} C, r = ${shown(r.value)} m.`,
        `V = k·q/r = ${shown(c.k)} · (${shown(q1.value)}) / ${shown(r.value)} ${resultLine('', V, 'V', rounding).trim()}`,
        q1.value < 0
          ? 'La carga es negativa: el potencial también lo es.'
          : 'La carga es positiva: el potencial también lo es.',
      ],
      answer: resultLine('V', V, 'V', rounding),
      closing: '¿Cuánto valdría el potencial al doble de distancia?',
      used: [q1.span, r.span, ...c.spans],
    };
  }
  if (qs.length !== 2 || !q1 || !q2 || !/punto medio/.test(question)) return undefined;
  const half = r.value / 2;
  const V1 = (c.k * q1.value) / half;
  const V2 = (c.k * q2.value) / half;
  const V = V1 + V2;
  return {
    title: 'Potencial eléctrico en el punto medio entre dos cargas',
    method: 'Cada carga aporta V = k·q/r con su signo, a r = d/2; el potencial es un escalar: se suman.',
    data: [`q₁ = ${q1.written}`, `q₂ = ${q2.written}`, `d = ${r.written}`, kLine(c)],
    steps: [
      `El punto medio está a d/2 = ${shown(half)} m de cada carga.`,
      `V₁ = k·q₁/(d/2) = ${shown(c.k)} · (${shown(q1.value)}) / ${shown(half)} ${resultLine('', V1, 'V', rounding).trim()}; V₂ = ${shown(c.k)} · (${shown(q2.value)}) / ${shown(half)} ${resultLine('', V2, 'V', rounding).trim()}.`,
      `V = V₁ + V₂ ${resultLine('', V, 'V', rounding).trim()}`,
    ],
    answer: resultLine('V', V, 'V', rounding),
    closing: '¿Y el campo eléctrico en ese mismo punto, también se suma así?',
    used: [q1.span, q2.span, r.span, ...c.spans],
  };
}

/** The point between two charges of one sign where their fields cancel: k·q₁/x² = k·q₂/(d − x)². */
function zeroField(s: Statement, question: string, rounding: Rounding, c: Constants): Worked | undefined {
  if (
    !/campo/.test(s.folded) ||
    !/nulo|cero|se anula|anula/.test(s.folded) ||
    !/punto|donde|distancia/.test(question)
  )
    return undefined;
  const qs = charges(s, c.spans);
  if (qs.length !== 2) return undefined;
  const [q1, q2] = qs as [Datum, Datum];
  // Positions «en x = 0» and «en x = 3 m», or a separation «separadas 3 m».
  const positions = [...s.folded.matchAll(new RegExp(`\\bx\\s*=\\s*${VALUE}\\s*(mm|cm|m)?`, 'g'))];
  const rs = lengths(s).filter(
    (r) => !positions.some((p) => r.span[0] >= p.index && r.span[0] < p.index + p[0].length),
  );
  let d: number;
  let origin = 0;
  const used: Span[] = [q1.span, q2.span];
  let unit = 'm';
  if (positions.length === 2 && rs.length === 0) {
    const [a, b] = positions as [RegExpExecArray, RegExpExecArray];
    unit = a[3] ?? b[3] ?? 'm';
    const xa = valueAt(a, 1);
    const xb = valueAt(b, 1);
    if (!(xb > xa) || (a[3] && b[3] && a[3] !== b[3])) return undefined;
    origin = xa;
    d = xb - xa;
    used.push([a.index, a.index + a[0].length], [b.index, b.index + b[0].length]);
  } else if (positions.length === 0 && rs.length === 1) {
    const [r] = rs as [Datum];
    unit = r.written.split(' ')[1] ?? 'm';
    d = r.value / (LENGTH_UNITS[unit] ?? 1);
    used.push(r.span);
  } else return undefined;
  // «también positiva»: a sign said in words counts as typed.
  const sameSign = Math.sign(q1.value) === Math.sign(q2.value) && !/negativ/.test(s.folded);
  if (!sameSign)
    return outsideZeroField(s, question, rounding, c, {
      q1,
      q2,
      d,
      unit,
      used,
      placed: positions.length > 0,
    });
  const ratio = Math.sqrt(Math.abs(q2.value / q1.value));
  const x = d / (1 + ratio);
  const check = Math.abs(q1.value) / x ** 2 - Math.abs(q2.value) / (d - x) ** 2;
  if (Math.abs(check) > 1e-9 * (Math.abs(q1.value) / x ** 2)) return undefined;
  return {
    title: 'Punto donde el campo eléctrico se anula',
    method: 'Entre dos cargas del mismo signo los campos se oponen: k·q₁/x² = k·q₂/(d − x)².',
    data: [
      `q₁ = ${q1.written}${positions.length ? ` en x = ${fmt(origin, 4)} ${unit}` : ''}`,
      `q₂ = ${q2.written}${positions.length ? ` en x = ${fmt(origin + d, 4)} ${unit}` : ''}`,
      `distancia entre ellas d = ${fmt(d, 4)} ${unit}`,
    ],
    steps: [
      'Entre dos cargas del mismo signo sus campos apuntan en sentidos opuestos: se anulan donde tienen igual módulo, más cerca de la carga menor.',
      'k·q₁/x² = k·q₂/(d − x)² ⇒ (d − x)/x = √(q₂/q₁) (k se cancela).',
      `√(q₂/q₁) = √(${shown(Math.abs(q2.value))}/${shown(Math.abs(q1.value))}) ${resultLine('', ratio, '').trim()} ⇒ x = d/(1 + ${shown(ratio)}) = ${fmt(d, 4)}/${shown(1 + ratio)} ${resultLine('', x, unit, rounding).trim()} desde q₁.`,
    ],
    answer: positions.length
      ? resultLine('x', origin + x, unit, rounding)
      : `${resultLine('x', x, unit, rounding)} de la carga q₁ (${q1.written})`,
    closing: '¿Y si las cargas fueran de distinto signo, el punto estaría entre ellas?',
    // A k the statement gives cancels: it is accounted for.
    used: [...used, ...c.spans],
  };
}

/**
 * Two charges of opposite sign, both signs typed («q1 = +4 µC y q2 = −9 µC … separadas 50 cm»): between
 * them their fields point the same way, so the field is zero only outside, beyond the smaller charge, at
 * x from it with k·|q_s|/x² = k·|q_b|/(d + x)², x = d/(√(|q_b|/|q_s|) − 1). A question about a point
 * between them, charges of one size, or a sign said only in words: declined.
 */
function outsideZeroField(
  s: Statement,
  question: string,
  rounding: Rounding,
  c: Constants,
  pair: { q1: Datum; q2: Datum; d: number; unit: string; used: Span[]; placed: boolean },
): Worked | undefined {
  const { q1, q2, d, unit } = pair;
  const typedSign = (q: Datum) =>
    /[-+−]\s*$/.test(s.folded.slice(Math.max(0, q.span[0] - 3), q.span[0] + 1)) ||
    /^[-+−]/.test(s.folded.slice(q.span[0]));
  if (
    pair.placed ||
    /\bentre (?:ellas|ambas|las (?:dos )?cargas)\b/.test(question) ||
    !typedSign(q1) ||
    !typedSign(q2)
  )
    return undefined;
  const [small, big] = Math.abs(q1.value) < Math.abs(q2.value) ? [q1, q2] : [q2, q1];
  if (Math.abs(small.value) === Math.abs(big.value)) return undefined;
  const ratio = Math.sqrt(Math.abs(big.value / small.value));
  const x = d / (ratio - 1);
  const check = Math.abs(small.value) / x ** 2 - Math.abs(big.value) / (d + x) ** 2;
  if (!(x > 0) || Math.abs(check) > 1e-9 * (Math.abs(small.value) / x ** 2)) return undefined;
  const fromQ1 = small === q1 ? x : d + x;
  const smallName = small === q1 ? 'q₁' : 'q₂';
  const bigName = small === q1 ? 'q₂' : 'q₁';
  const inMeters = unit === 'm' ? '' : ` (= ${fmt(fromQ1 * (LENGTH_UNITS[unit] ?? 1), 4)} m)`;
  return {
    title: 'Punto donde el campo eléctrico se anula (cargas de distinto signo)',
    method:
      'Entre dos cargas de distinto signo los campos apuntan para el mismo lado: se anulan afuera, del lado de la carga menor, donde k·|q_menor|/x² = k·|q_mayor|/(d + x)².',
    data: [`q₁ = ${q1.written}`, `q₂ = ${q2.written}`, `distancia entre ellas d = ${fmt(d, 4)} ${unit}`],
    steps: [
      'Entre las cargas el campo de la positiva se aleja de ella y el de la negativa apunta hacia ella: van para el mismo lado y no se anulan.',
      `Afuera se oponen; se igualan del lado de la carga de menor valor absoluto (${smallName} = ${small.written}), a x de ella: k·|${smallName}|/x² = k·|${bigName}|/(d + x)² ⇒ (d + x)/x = √(|${bigName}|/|${smallName}|) (k se cancela).`,
      `√(${shown(Math.abs(big.value))}/${shown(Math.abs(small.value))}) ${resultLine('', ratio, '').trim()} ⇒ x = d/(${shown(ratio)} − 1) = ${fmt(d, 4)}/${shown(ratio - 1)} ${resultLine('', x, unit, rounding).trim()} de ${smallName}, del lado opuesto a ${bigName}.`,
      `Comprobá: k·|${smallName}|/x² y k·|${bigName}|/(d + x)² dan lo mismo, ${shown((c.k * Math.abs(small.value)) / (x * (LENGTH_UNITS[unit] ?? 1)) ** 2)} N/C.`,
    ],
    answer: `${resultLine('x', fromQ1, unit, rounding)}${inMeters} de q₁, del lado de ${smallName} opuesto a ${bigName}`,
    closing: '¿Por qué entre dos cargas de distinto signo el campo no puede anularse?',
    used: [...pair.used, ...c.spans],
  };
}

/**
 * The field at the midpoint of two point charges (no third charge there): each at d/2, E = k·|q|/(d/2)²;
 * along the line toward q₂ the field is k·(q₁ − q₂)/(d/2)² (a positive charge pushes away, a negative one
 * pulls): the same signs subtract, opposite ones add. Both signs typed, or both charges positive.
 */
function midpointField(s: Statement, question: string, rounding: Rounding, c: Constants): Worked | undefined {
  if (!/\bcampo\b/.test(question) || !/punto medio/.test(question) || /magnetic|potencial/.test(s.folded))
    return undefined;
  if (/\bfuerza\b|\btercer/.test(question) || /\btercer/.test(s.folded) || /\bnegativ/.test(s.folded))
    return undefined;
  const qs = charges(s, c.spans);
  const rs = lengths(s);
  if (qs.length !== 2 || rs.length !== 1) return undefined;
  const [q1, q2] = qs as [Datum, Datum];
  const [d] = rs as [Datum];
  // The length must be the charges' separation: «a 10 cm de cada una» is half of it.
  if (
    !/\bseparad|\bdista\w*\b|\bdistancia (?:entre|que las separa)|\buna de (?:la )?otra\b|\ben x\s*=/.test(
      s.folded,
    ) ||
    /^\s*(?:de (?:cada|ambas|las dos)|del (?:punto|centro)|de (?:ese|este|dicho) punto)/.test(
      s.folded.slice(d.span[1]),
    )
  )
    return undefined;
  const r = d.value / 2;
  const E1 = (c.k * Math.abs(q1.value)) / r ** 2;
  const E2 = (c.k * Math.abs(q2.value)) / r ** 2;
  const net = (c.k * (q1.value - q2.value)) / r ** 2;
  const E = Math.abs(net) < 1e-12 * Math.max(E1, E2) ? 0 : Math.abs(net);
  const toward = net > 0 ? 'q₂' : 'q₁';
  const opposite = Math.sign(q1.value) !== Math.sign(q2.value);
  const answer = fieldAnswer('E', E, question, rounding);
  if (!answer) return undefined;
  return {
    title: 'Campo eléctrico en el punto medio entre dos cargas',
    method:
      'Cada carga crea E = k·|q|/r² a r = d/2; los campos van en la misma recta y se suman con su sentido.',
    data: [`q₁ = ${q1.written}`, `q₂ = ${q2.written}`, `d = ${d.written}`, kLine(c)],
    steps: [
      `El punto medio está a d/2 = ${shown(r)} m de cada carga.`,
      `E₁ = k·|q₁|/(d/2)² = ${shown(c.k)} · ${shown(Math.abs(q1.value))} / ${shown(r)}² ${resultLine('', E1, 'N/C', rounding).trim()}; E₂ = ${shown(c.k)} · ${shown(Math.abs(q2.value))} / ${shown(r)}² ${resultLine('', E2, 'N/C', rounding).trim()}.`,
      opposite
        ? 'Las cargas son de distinto signo: el campo de la positiva se aleja de ella y el de la negativa apunta hacia ella, así que en el medio van para el mismo lado y se suman.'
        : 'Las cargas son del mismo signo: en el medio sus campos van en sentidos opuestos y se restan.',
      `E = ${opposite ? 'E₁ + E₂' : '|E₁ − E₂|'} ${resultLine('', E, 'N/C', rounding).trim()}${E === 0 ? '' : `, hacia ${toward}`}.`,
      ...(answer.step && E !== 0 ? [answer.step] : []),
    ],
    answer: E === 0 ? 'E = 0 N/C' : `${answer.line}, hacia ${toward}`,
    closing: '¿Qué fuerza sentiría una carga de 1 μC puesta en ese punto?',
    used: [q1.span, q2.span, d.span, ...c.spans],
  };
}

const FACTOR_WORDS: readonly [RegExp, number, string][] = [
  [/(?:se )?duplica|al doble|el doble|se hace el doble/, 2, 'se duplica'],
  [/(?:se )?triplica|al triple|el triple/, 3, 'se triplica'],
  [/(?:se )?cuadruplica|al cuadruple|el cuadruple/, 4, 'se cuadruplica'],
  [/(?:se reduce|se reducen|disminuye|a) (?:a )?la mitad/, 1 / 2, 'se reduce a la mitad'],
  [
    /(?:se reduce|se reducen|disminuye|a) (?:a )?la tercera parte|a un tercio/,
    1 / 3,
    'se reduce a la tercera parte',
  ],
];

/** Where the last sentence of a text starts: the one that says a change and asks. */
const lastSentence = (folded: string) => {
  const stop = Math.max(folded.lastIndexOf('. '), folded.lastIndexOf(') '), folded.lastIndexOf('\n'));
  return stop < 0 ? 0 : stop + 1;
};

/**
 * «Si la distancia se duplica», «si una de las cargas se triplica», «si ambas cargas se reducen a la
 * mitad»: by how much the charges' product and the distance are multiplied, or undefined for a change not
 * read (a datum named by neither).
 */
function changeFactors(text: string): { charge: number; distance: number; lines: string[] } | undefined {
  // «además», «en el caso anterior», «en la situación de b)»: a change on top of another part's, not read.
  if (
    /\bademas\b|\btambien\b|anterior|(?:situacion|caso|punto|inciso|parte) (?:de |del )?(?:inciso |punto )?[b-e]\b/.test(
      text,
    )
  )
    return undefined;
  let charge = 1;
  let distance: number | undefined;
  const lines: string[] = [];
  for (const clause of text.split(/,|\by\b|;/)) {
    const factor = FACTOR_WORDS.find(([said]) => said.test(clause));
    if (!factor) continue;
    if (/distancia|separacion/.test(clause)) {
      if (distance !== undefined) return undefined;
      distance = factor[1];
      lines.push(`la distancia ${factor[2]}`);
    } else if (/ambas cargas|las dos cargas|cada carga|ambas/.test(clause)) {
      charge *= factor[1] ** 2;
      lines.push(`las dos cargas: cada una ${factor[2]}`);
    } else if (/una de las cargas|una carga|una de ellas|q\s*[₁₂12]/.test(clause)) {
      charge *= factor[1];
      lines.push(`una carga ${factor[2]}`);
    } else return undefined;
  }
  if (distance === undefined && charge === 1) return undefined;
  return { charge, distance: distance ?? 1, lines };
}

/** How Coulomb's force changes when charges and distance are multiplied: F′ = F·a·b/c². */
function forceRatio(s: Statement, question: string): Worked | undefined {
  // «Se repelen con una fuerza de 36 N»: the force before the change, the one number besides the item's.
  const item = /^\s*\d+\s*[).]\s/.exec(s.folded);
  const told = [...s.folded.matchAll(new RegExp(`${VALUE}\\s*(k?n|newtons?)\\b`, 'g'))];
  const [force] = told;
  if (
    !/cargas?/.test(s.folded) ||
    !/fuerza/.test(question) ||
    told.length > 1 ||
    (force && question !== s.folded && (force.index ?? 0) > s.folded.indexOf(question)) ||
    /\d/.test(
      s.folded
        .replace(/\bf\s*[₁₂12]/g, '')
        .replace(item?.[0] ?? '', '')
        .replace(force?.[0] ?? '', ''),
    )
  )
    return undefined;
  const clauses = s.folded.split(/,|\by\b|;/);
  let chargeFactor = 1;
  let distanceFactor: number | undefined;
  const lines: string[] = [];
  for (const clause of clauses) {
    const factor = FACTOR_WORDS.find(([said]) => said.test(clause));
    if (!factor) continue;
    if (/distancia|separacion/.test(clause)) {
      if (distanceFactor !== undefined) return undefined;
      distanceFactor = factor[1];
      lines.push(`la distancia ${factor[2]}: r′ = ${fmt(factor[1], 4)}·r`);
    } else if (/ambas cargas|las dos cargas|cada carga|ambas/.test(clause)) {
      chargeFactor *= factor[1] ** 2;
      lines.push(`las dos cargas: cada una ${factor[2]}`);
    } else if (/una de las cargas|una carga|la carga|una de ellas|q\s*[₁₂12]/.test(clause)) {
      chargeFactor *= factor[1];
      lines.push(`una carga ${factor[2]}`);
    } else return undefined;
  }
  if (distanceFactor === undefined && chargeFactor === 1) return undefined;
  const d = distanceFactor ?? 1;
  const ratio = chargeFactor / d ** 2;
  const newtons = force && valueAt(force, 1) * (/^k/.test(force.at(-1) ?? '') ? 1000 : 1);
  if (newtons !== undefined && !(newtons > 0)) return undefined;
  if (newtons !== undefined) lines.unshift(`F = ${fmt(newtons, 4)} N antes del cambio`);
  const fraction = (value: number) => {
    for (let den = 1; den <= 100; den++) {
      const num = Math.round(value * den);
      if (Math.abs(num / den - value) < 1e-12) return den === 1 ? `${num}` : `${num}/${den}`;
    }
    return fmt(value, 4);
  };
  return {
    title: 'Cómo cambia la fuerza de Coulomb',
    method:
      'F = k·q₁·q₂/r²: la fuerza es proporcional a cada carga e inversamente proporcional al cuadrado de la distancia.',
    data: lines,
    steps: [
      'F = k·q₁·q₂/r²: la fuerza es proporcional a cada carga e inversamente proporcional al cuadrado de la distancia.',
      `Las cargas multiplican la fuerza por ${fraction(chargeFactor)}; la distancia, por 1/${fraction(d)}² = ${fraction(1 / d ** 2)}.`,
      `F′ = F · ${fraction(chargeFactor)} · ${fraction(1 / d ** 2)} = ${fraction(ratio)}·F`,
      ...(newtons === undefined
        ? []
        : [
            `Con F = ${fmt(newtons, 4)} N: F′ = ${fraction(ratio)} · ${fmt(newtons, 4)} N ${relation(newtons * ratio)} ${fmt(newtons * ratio)} N.`,
          ]),
    ],
    answer: newtons === undefined ? `F′ = ${fraction(ratio)} F` : `F′ = ${fmt(newtons * ratio)} N`,
    closing: '¿Qué habría que hacer con la distancia para que la fuerza no cambie?',
    used: [
      ...(item ? [[item.index, item.index + item[0].length] as const] : []),
      ...(force ? [[force.index ?? 0, (force.index ?? 0) + force[0].length] as const] : []),
    ],
  };
}

/** n = |Q|/e: the electrons a charge has in excess (or lacks). */
function electronsInCharge(
  s: Statement,
  question: string,
  rounding: Rounding,
  c: Constants,
): Worked | undefined {
  if (!/electrones|protones/.test(question) || !/cuant/.test(question)) return undefined;
  const qs = charges(s, c.spans);
  if (qs.length !== 1 || lengths(s).length) return undefined;
  const [q] = qs as [Datum];
  const n = Math.abs(q.value) / c.e;
  const excess = q.value < 0;
  return {
    title: 'Cantidad de electrones en una carga',
    method: 'n = |Q|/e, con e = 1,6 · 10⁻¹⁹ C.',
    data: [`Q = ${q.written}`, `e = ${shown(c.e)} C`],
    steps: [
      'Toda carga es un número entero de cargas elementales: n = |Q|/e.',
      `n = ${shown(Math.abs(q.value))} / ${shown(c.e)} ${resultLine('', n, '', rounding).trim()}`,
      excess
        ? 'La carga es negativa: son electrones de más.'
        : 'La carga es positiva: son electrones que le faltan.',
    ],
    answer: `${resultLine('n', n, '', rounding)} electrones${excess ? ' de más' : ' de menos'}`,
    closing: '¿Cuántos electrones hay en 1 μC?',
    used: [q.span, ...c.spans],
  };
}

/** Volts typed: «100 V», «diferencia de potencial de 100 V». */
const volts = (s: Statement): Datum[] =>
  [
    ...s.folded.matchAll(
      new RegExp(`(?<![\\p{L}\\d,.^])${VALUE}\\s*(kv|v|volts?|voltios?)(?![\\p{L}\\d/])`, 'gu'),
    ),
  ].map((match) => ({
    value: valueAt(match, 1) * (group(match, 3) === 'kv' ? 1000 : 1),
    written: `${fmt(valueAt(match, 1), 4)} ${group(match, 3) === 'kv' ? 'kV' : 'V'}`,
    span: [match.index, match.index + match[0].length] as const,
  }));

/** W = q·ΔV to carry a charge between two points (without changing its speed). */
function workOnCharge(s: Statement, question: string, rounding: Rounding, c: Constants): Worked | undefined {
  // «¿Qué energía almacena un capacitor…?» is ½·Q·V: only a work asked, and no capacitor.
  if (
    !/trabajo/.test(question) ||
    !/potencial|tension/.test(s.folded) ||
    /capacitor|condensador/.test(s.folded)
  )
    return undefined;
  if (/electron|proton/.test(s.folded) && !charges(s, c.spans).length) return undefined;
  const qs = charges(s, c.spans);
  const vs = volts(s);
  if (qs.length !== 1 || vs.length !== 1 || lengths(s).length) return undefined;
  const [q] = qs as [Datum];
  const [v] = vs as [Datum];
  // The field's own work, or a negative charge, has a sign the statement's direction fixes: not read.
  if (/campo/.test(question) || q.value < 0) return undefined;
  const W = q.value * v.value;
  return {
    title: 'Trabajo para mover una carga entre dos puntos',
    method: 'W = q·ΔV, con la carga en C y la diferencia de potencial en V.',
    data: [`q = ${q.written}`, `ΔV = ${v.written}`],
    steps: [
      'Sin cambiar su velocidad, todo el trabajo se vuelve energía potencial eléctrica: W = q·ΔV.',
      `W = ${shown(Math.abs(q.value))} C · ${fmt(v.value, 4)} V ${resultLine('', W, 'J', rounding).trim()}`,
    ],
    answer: resultLine('W', W, 'J', rounding),
    closing: '¿Y si la carga fuera el triple?',
    used: [q.span, v.span, ...c.spans],
  };
}

/** An electron from rest through a potential difference: ½·m·v² = e·ΔV. */
function acceleratedElectron(
  s: Statement,
  question: string,
  rounding: Rounding,
  c: Constants,
): Worked | undefined {
  if (
    !/electron/.test(s.folded) ||
    /proton/.test(s.folded) ||
    !/rapidez|velocidad|energia cinetica/.test(question)
  )
    return undefined;
  if (!/reposo|parte del|desde el|inicialmente quieto/.test(s.folded)) return undefined;
  const vs = volts(s);
  if (vs.length !== 1 || charges(s, c.spans).length || lengths(s).length) return undefined;
  const [V] = vs as [Datum];
  const Ek = c.e * V.value;
  const asksEnergy = /energia cinetica/.test(question) && !/rapidez|velocidad/.test(question);
  const speed = Math.sqrt((2 * Ek) / c.me);
  return {
    title: 'Electrón acelerado por una diferencia de potencial',
    method: 'La energía que gana es e·ΔV = ½·m·v²: v = √(2·e·ΔV/m).',
    data: [`ΔV = ${V.written}`, `e = ${shown(c.e)} C`, `m = ${shown(c.me)} kg`],
    steps: [
      `La energía cinética que gana es el trabajo del campo: Ec = e·ΔV = ${shown(c.e)} · ${fmt(V.value, 4)} ${resultLine('', Ek, 'J').trim()}`,
      ...(asksEnergy
        ? []
        : [
            `½·m·v² = Ec ⇒ v = √(2·Ec/m) = √(2 · ${shown(Ek)} / ${shown(c.me)}) ${resultLine('', speed, 'm/s', rounding).trim()}`,
          ]),
    ],
    answer: asksEnergy ? resultLine('Ec', Ek, 'J', rounding) : resultLine('v', speed, 'm/s', rounding),
    closing: '¿Cuánto es esa energía en electronvoltios?',
    used: [V.span, ...c.spans],
  };
}

/** Teslas: «0,2 T» (which the statement reader folds to «0,2 toneladas» after «de»), «0,2 tesla». */
const teslas = (s: Statement): Datum[] =>
  [
    ...s.folded.matchAll(
      new RegExp(`(?<![\\p{L}\\d,.^])${VALUE}\\s*(mt|t|toneladas|teslas?)(?![\\p{L}\\d/*])`, 'gu'),
    ),
  ].map((match) => ({
    value: valueAt(match, 1) * (group(match, 3) === 'mt' ? 1e-3 : 1),
    written: `${fmt(valueAt(match, 1), 4)} ${group(match, 3) === 'mt' ? 'mT' : 'T'}`,
    span: [match.index, match.index + match[0].length] as const,
  }));

const amperes = (s: Statement): Datum[] =>
  [
    ...s.folded.matchAll(
      new RegExp(`(?<![\\p{L}\\d,.^])${VALUE}\\s*(ma|a|amperes?|amperios?)(?![\\p{L}\\d/])`, 'gu'),
    ),
  ].map((match) => ({
    value: valueAt(match, 1) * (group(match, 3) === 'ma' ? 1e-3 : 1),
    written: `${fmt(valueAt(match, 1), 4)} ${group(match, 3) === 'ma' ? 'mA' : 'A'}`,
    span: [match.index, match.index + match[0].length] as const,
  }));

/** The angle between the field and the current or the velocity: 90° when said perpendicular, or the one typed. */
function angleToField(s: Statement): { sin: number; line: string; span?: Span } | undefined {
  const angles = readAngles(s);
  if (angles.length > 1) return undefined;
  const [angle] = angles;
  if (angle) {
    return {
      sin: Math.sin((angle.degrees * Math.PI) / 180),
      line: `θ = ${fmt(angle.degrees, 4)}°`,
      span: [angle.index, angle.index + 4],
    };
  }
  if (/perpendicular/.test(s.folded)) return { sin: 1, line: 'perpendicular al campo (sen 90° = 1)' };
  if (/paralel/.test(s.folded)) return { sin: 0, line: 'paralelo al campo (sen 0° = 0)' };
  return undefined;
}

/** F = B·I·L·sen θ on a straight wire, and F = |q|·v·B·sen θ on a moving charge. */
function magneticForce(s: Statement, question: string, rounding: Rounding, c: Constants): Worked | undefined {
  if (!/fuerza/.test(question) || !/magnetic/.test(s.folded)) return undefined;
  const Bs = teslas(s);
  const [B] = Bs;
  const angle = angleToField(s);
  if (!B || Bs.length !== 1 || !angle) return undefined;
  const is = amperes(s);
  const ls = lengths(s);
  const qs = charges(s, c.spans);
  const speeds = [...s.folded.matchAll(new RegExp(`(?<![\\p{L}\\d,.^])${VALUE}\\s*(m/s|km/s)`, 'gu'))];
  const spans: Span[] = [B.span, ...(angle.span ? [angle.span] : [])];
  if (is.length === 1 && ls.length === 1 && !qs.length && !speeds.length) {
    const [I] = is as [Datum];
    const [L] = ls as [Datum];
    const F = B.value * I.value * L.value * angle.sin;
    return {
      title: 'Fuerza magnética sobre un conductor',
      method: 'F = B·I·L·sen θ.',
      data: [`B = ${B.written}`, `I = ${I.written}`, `L = ${L.written}`, angle.line],
      steps: [
        'Sobre un tramo recto de cable con corriente en un campo uniforme: F = B·I·L·sen θ, con θ el ángulo entre el cable y el campo.',
        `F = ${fmt(B.value, 4)} · ${fmt(I.value, 4)} · ${shown(L.value)} · ${fmt(angle.sin, 4)} ${resultLine('', F, 'N', rounding).trim()}`,
      ],
      answer: resultLine('F', F, 'N', rounding),
      closing: '¿Qué fuerza recibiría si el cable fuera paralelo al campo?',
      used: [...spans, I.span, L.span],
    };
  }
  // An electron or a proton: its charge is e, given or the kernel's.
  const particle = /\belectron\b|\bproton\b/.test(s.folded) && !qs.length;
  if (particle) qs.push({ value: c.e, written: `${shown(c.e)} C (la carga elemental)`, span: [0, 0] });
  if (qs.length === 1 && speeds.length === 1 && !is.length && !ls.length) {
    const [q] = qs as [Datum];
    const [speedMatch] = speeds;
    if (!speedMatch) return undefined;
    const v = valueAt(speedMatch, 1) * (group(speedMatch, 3) === 'km/s' ? 1000 : 1);
    const F = Math.abs(q.value) * v * B.value * angle.sin;
    return {
      title: 'Fuerza magnética sobre una carga en movimiento',
      method: 'F = |q|·v·B·sen θ.',
      data: [`q = ${q.written}`, `v = ${shown(v)} m/s`, `B = ${B.written}`, angle.line],
      steps: [
        'Sobre una carga que se mueve en un campo magnético: F = |q|·v·B·sen θ, con θ el ángulo entre la velocidad y el campo.',
        `F = ${shown(Math.abs(q.value))} · ${shown(v)} · ${fmt(B.value, 4)} · ${fmt(angle.sin, 4)} ${resultLine('', F, 'N', rounding).trim()}`,
      ],
      answer: resultLine('F', F, 'N', rounding),
      closing: '¿Hace trabajo esa fuerza sobre la carga?',
      used: [...spans, q.span, [speedMatch.index, speedMatch.index + speedMatch[0].length], ...c.spans],
    };
  }
  return undefined;
}

/** B = μ₀·I/(2π·r) at a distance from a long straight wire. */
function wireField(s: Statement, question: string, rounding: Rounding, c: Constants): Worked | undefined {
  if (!/campo magnetico|induccion magnetica/.test(question) || !/cable|conductor|alambre|hilo/.test(s.folded))
    return undefined;
  if (!/recto|rectilineo|largo/.test(s.folded) || /espira|bobina|solenoide/.test(s.folded)) return undefined;
  const is = amperes(s);
  const rs = lengths(s);
  if (is.length !== 1 || rs.length !== 1 || teslas(s).length) return undefined;
  const [I] = is as [Datum];
  const [r] = rs as [Datum];
  const B = (c.mu0 * I.value) / (2 * Math.PI * r.value);
  return {
    title: 'Campo magnético de un conductor recto y largo',
    method: 'B = μ₀·I/(2π·r), con r en metros.',
    data: [`I = ${I.written}`, `r = ${r.written}`, `μ₀ = 4π · 10⁻⁷ T·m/A`],
    steps: [
      'Alrededor de un cable recto y largo las líneas de campo son circunferencias; su módulo es B = μ₀·I/(2π·r).',
      `B = 4π · 10⁻⁷ · ${fmt(I.value, 4)} / (2π · ${shown(r.value)}) = 2 · 10⁻⁷ · ${fmt(I.value, 4)} / ${shown(r.value)} ${resultLine('', B, 'T', rounding).trim()}`,
    ],
    answer: resultLine('B', B, 'T', rounding),
    closing: '¿Cuánto vale el campo al doble de distancia?',
    used: [I.span, r.span, ...c.spans],
  };
}

const CAPACITANCE_UNITS: Readonly<Record<string, number>> = {
  f: 1,
  mf: 1e-3,
  μf: 1e-6,
  uf: 1e-6,
  nf: 1e-9,
  pf: 1e-12,
};
const capacitances = (s: Statement) =>
  readUnits(s, CAPACITANCE_UNITS, (unit) =>
    unit === 'uf' ? 'μF' : unit === 'f' ? 'F' : `${unit.slice(0, -1)}F`,
  );

/**
 * A capacitor: Q = C·V and its energy ½·Q·V = ½·C·V² = Q²/(2C), from two of its capacitance, charge and
 * voltage («almacena 20 μC conectado a 12 V, ¿qué energía almacena?»), the unknown asked being the third
 * or the energy. Checked back: the three satisfy Q = C·V.
 */
function capacitor(s: Statement, question: string, rounding: Rounding, c: Constants): Worked | undefined {
  if (!/capacitor|condensador/.test(s.folded)) return undefined;
  const qs = charges(s, c.spans);
  const vs = volts(s);
  const cs = capacitances(s);
  if (qs.length > 1 || vs.length > 1 || cs.length > 1 || lengths(s).length) return undefined;
  const [q] = qs;
  const [v] = vs;
  const [cap] = cs;
  if ([q, v, cap].filter((datum) => datum !== undefined).length !== 2) return undefined;
  const asks = {
    E: /energia|trabajo/.test(question),
    C: /capacidad|capacitancia/.test(question),
    Q: /\bcarga\b/.test(question),
    V: /tension|diferencia de potencial|voltaje|potencial/.test(question),
  };
  const asked = (Object.keys(asks) as (keyof typeof asks)[]).filter((key) => asks[key]);
  if (asked.length !== 1) return undefined;
  const [unknown] = asked as [keyof typeof asks];
  if (unknown !== 'E' && { C: cap, Q: q, V: v }[unknown] !== undefined) return undefined;
  const Q = q?.value ?? (cap?.value ?? Number.NaN) * (v?.value ?? Number.NaN);
  const V = v?.value ?? Q / (cap?.value ?? Number.NaN);
  const C = cap?.value ?? Q / V;
  if (![Q, V, C].every((x) => Number.isFinite(x) && x > 0)) return undefined;
  if (Math.abs(Q - C * V) > 1e-9 * Q) return undefined;
  const E = 0.5 * Q * V;
  const steps: string[] = [];
  if (!q)
    steps.push(
      `La carga: Q = C·V = ${shown(C)} F · ${fmt(V, 4)} V ${resultLine('', Q, 'C', rounding).trim()}`,
    );
  if (!v)
    steps.push(
      `La tensión: V = Q / C = ${shown(Q)} C / ${shown(C)} F ${resultLine('', V, 'V', rounding).trim()}`,
    );
  if (!cap)
    steps.push(
      `La capacidad: C = Q / V = ${shown(Q)} C / ${fmt(V, 4)} V ${resultLine('', C, 'F', rounding).trim()}`,
    );
  if (unknown === 'E')
    steps.push(
      `La energía almacenada: E = ½·Q·V = ½ · ${shown(Q)} C · ${fmt(V, 4)} V ${resultLine('', E, 'J', rounding).trim()} (es lo mismo que ½·C·V² = Q²/(2C)).`,
    );
  const answer =
    unknown === 'E'
      ? resultLine('E', E, 'J', rounding)
      : unknown === 'Q'
        ? resultLine('Q', Q, 'C', rounding)
        : unknown === 'V'
          ? resultLine('V', V, 'V', rounding)
          : resultLine('C', C, 'F', rounding);
  return {
    title: 'Capacitor: carga, tensión y energía',
    method:
      'En un capacitor Q = C·V, y la energía que almacena es E = ½·Q·V = ½·C·V² = Q²/(2C), en unidades del SI (C, V, F, J).',
    data: [
      ...(cap ? [`C = ${cap.written}`] : []),
      ...(q ? [`Q = ${q.written}`] : []),
      ...(v ? [`V = ${v.written}`] : []),
    ],
    steps,
    answer,
    closing: '¿Qué pasa con la energía si duplicás la tensión con el mismo capacitor?',
    used: [...[q, v, cap].flatMap((datum) => (datum ? [datum.span] : [])), ...c.spans],
  };
}

/**
 * The uniform field between two parallel plates, E = ΔV/d, from the voltage between them and their
 * separation; and the force on an electron (or proton) between them, F = e·ΔV/d. Not a capacitor's
 * charge or energy (a capacitance, a charge typed), nor a charge's work (its sign needs the direction).
 */
function betweenPlates(s: Statement, question: string, rounding: Rounding, c: Constants): Worked | undefined {
  if (!/\bplacas\b/.test(s.folded) || !/paralel/.test(s.folded) || capacitances(s).length) return undefined;
  if (/\btrabajo\b/.test(question)) return workBetweenPlates(s, question, rounding, c);
  if (charges(s, c.spans).length || /trabajo|energia|velocidad|rapidez|aceleracion|masa/.test(question))
    return undefined;
  const vs = volts(s);
  const ds = lengths(s);
  if (vs.length !== 1 || ds.length !== 1) return undefined;
  const [v] = vs as [Datum];
  const [d] = ds as [Datum];
  const E = v.value / d.value;
  const fieldStep = `E = ΔV/d = ${fmt(v.value, 4)} V / ${shown(d.value)} m ${resultLine('', E, 'V/m', rounding).trim()}`;
  const data = [`ΔV = ${v.written}`, `d = ${d.written}`];
  const particle = /\b(electron|proton)\b/.exec(question)?.[1];
  if (/fuerza/.test(question)) {
    if (!particle) return undefined;
    const F = c.e * E;
    return {
      title: `Fuerza sobre un ${particle === 'electron' ? 'electrón' : 'protón'} entre placas paralelas`,
      method: 'Entre placas paralelas el campo es uniforme, E = ΔV/d; sobre la carga, F = |q|·E.',
      data: [...data, `|q| = e = ${shown(c.e)} C`],
      steps: [
        `Pasá la separación a metros: d = ${shown(d.value)} m.`,
        fieldStep,
        `F = e·E = ${shown(c.e)} C · ${shown(E)} V/m ${resultLine('', F, 'N', rounding).trim()}`,
      ],
      answer: resultLine('F', F, 'N', rounding),
      closing: '¿Hacia qué placa lo empuja el campo?',
      used: [v.span, d.span, ...c.spans],
    };
  }
  if (!/\bcampo\b/.test(question) || /magnetic/.test(question)) return undefined;
  return {
    title: 'Campo eléctrico uniforme entre placas paralelas',
    method: 'Entre placas paralelas el campo es uniforme: E = ΔV/d, con d en metros (V/m = N/C).',
    data,
    steps: [
      `Pasá la separación a metros: d = ${shown(d.value)} m.`,
      fieldStep,
      // «La carga del electrón es 1,6 · 10⁻¹⁹ C» given for the force: the field does not depend on it.
      ...(c.eGiven
        ? [
            'El campo no depende de la carga que se ponga entre las placas: la del electrón sirve para la fuerza sobre él.',
          ]
        : []),
    ],
    answer: resultLine('E', E, 'V/m', rounding),
    closing: '¿Qué fuerza sentiría un electrón entre esas placas?',
    used: [v.span, d.span, ...(c.eGiven && !c.kGiven && !c.meGiven ? c.spans : [])],
  };
}

/**
 * «¿Qué trabajo realiza el campo al llevar una carga de 3 μC de una placa a la otra?»: the field carries a
 * positive charge along itself, W = q·E·d = q·ΔV. Only a positive charge typed, carried by the field
 * from one plate to the other; a work against the field, or a negative charge, has a sign not read here.
 */
function workBetweenPlates(
  s: Statement,
  question: string,
  rounding: Rounding,
  c: Constants,
): Worked | undefined {
  if (
    // The field the one that carries it («el campo al llevar una carga…»); a charge that only «va» from one
    // plate to the other may be pushed against the field.
    !/\bel campo\b[^.?]*\b(?:al|para) (?:llevar|trasladar|transportar|mover|desplazar)\b/.test(question) ||
    !/\bde una placa a (?:la )?otra\b/.test(question) ||
    /\bcontra\b|externo|agente|velocidad|rapidez/.test(question) ||
    changesADatum(question)
  )
    return undefined;
  const qs = charges(s, c.spans);
  const vs = volts(s);
  const ds = lengths(s);
  if (qs.length !== 1 || vs.length !== 1 || ds.length !== 1) return undefined;
  const [q] = qs as [Datum];
  const [v] = vs as [Datum];
  const [d] = ds as [Datum];
  if (q.value <= 0) return undefined;
  const E = v.value / d.value;
  const W = q.value * E * d.value;
  return {
    title: 'Trabajo del campo entre placas paralelas',
    method: 'Entre placas el campo es uniforme: F = q·E constante, y W = F·d = q·E·d = q·ΔV.',
    data: [`q = ${q.written}`, `ΔV = ${v.written}`, `d = ${d.written}`],
    steps: [
      `El campo es uniforme: E = ΔV/d = ${fmt(v.value, 4)} V / ${shown(d.value)} m ${resultLine('', E, 'V/m', rounding).trim()}.`,
      'La carga es positiva y el campo la lleva en su propio sentido (de la placa positiva a la negativa): la fuerza y el desplazamiento van juntos y el trabajo es positivo.',
      `W = q·E·d = ${shown(q.value)} C · ${shown(E)} V/m · ${shown(d.value)} m ${resultLine('', W, 'J', rounding).trim()} (lo mismo que q·ΔV: la separación se simplifica).`,
      ...(c.eGiven ? [`La carga del electrón no interviene: la que se mueve es la de ${q.written}.`] : []),
    ],
    answer: resultLine('W', W, 'J', rounding),
    closing: '¿Y si la carga fuera negativa, qué signo tendría el trabajo del campo?',
    used: [q.span, v.span, d.span, ...(c.eGiven && !c.kGiven && !c.meGiven ? c.spans : [])],
  };
}

const MASS_UNITS: Readonly<Record<string, number>> = { kg: 1, g: 1e-3, mg: 1e-6 };

/**
 * «Una esferita de 2 g con 5 µC queda suspendida en reposo en un campo eléctrico uniforme vertical»: the
 * electric force holds the weight, q·E = m·g; the field, the charge or the mass, whichever is not given.
 * g is the statement's (no reading without it: 9,8 or 10 changes the result beyond an option's margin).
 */
function chargeHeldByField(
  s: Statement,
  question: string,
  rounding: Rounding,
  c: Constants,
): Worked | undefined {
  if (!/suspendid|en reposo|en equilibrio|flota|levita|inmovil/.test(s.folded)) return undefined;
  if (
    !/campo electrico (?:uniforme|vertical)|campo (?:uniforme|vertical)/.test(s.folded) ||
    /magnetic|placas/.test(s.folded)
  )
    return undefined;
  const gravity = new RegExp(`\\bg\\s*=\\s*${VALUE}\\s*m\\s*/\\s*s`).exec(s.folded);
  if (!gravity || lengths(s).length) return undefined;
  const g = valueAt(gravity, 1);
  const gSpan: Span = [gravity.index, gravity.index + gravity[0].length];
  const masses = readUnits(s, MASS_UNITS, (unit) => unit).filter(
    (m) => m.span[0] < gSpan[0] || m.span[0] >= gSpan[1],
  );
  const qs = charges(s, c.spans);
  const fields = [...s.folded.matchAll(new RegExp(`${VALUE}\\s*(?:n\\s*/\\s*c|v\\s*/\\s*m)\\b`, 'g'))].map(
    (match): { value: number; span: Span } => ({
      value: valueAt(match, 1),
      span: [match.index, match.index + match[0].length],
    }),
  );
  const asked = /\bmasa\b/.test(question)
    ? 'm'
    : /\bcarga\b/.test(question)
      ? 'q'
      : /campo|intensidad/.test(question)
        ? 'E'
        : undefined;
  const given = { m: masses.length, q: qs.length, E: fields.length };
  if (!asked || given[asked] !== 0 || Object.entries(given).some(([k, n]) => k !== asked && n !== 1))
    return undefined;
  const [m] = masses;
  const [q] = qs;
  const [field] = fields;
  const weight = m ? m.value * g : undefined;
  const data = [
    ...(m ? [`m = ${m.written}`] : []),
    ...(q ? [`q = ${q.written}`] : []),
    ...(field ? [`E = ${shown(field.value)} N/C`] : []),
    `g = ${fmt(g, 4)} m/s²`,
  ];
  const steps = ['En reposo, la fuerza eléctrica equilibra al peso: |q|·E = m·g.'];
  let answer: string;
  if (asked === 'E' && m && q && weight !== undefined) {
    const E = weight / Math.abs(q.value);
    steps.push(
      `Peso: m·g = ${shown(m.value)} kg · ${fmt(g, 4)} m/s² = ${shown(weight)} N.`,
      `E = m·g/|q| = ${shown(weight)} / ${shown(Math.abs(q.value))} ${resultLine('', E, 'N/C', rounding).trim()}`,
      q.value > 0
        ? 'La carga es positiva: el campo apunta hacia arriba, como la fuerza.'
        : 'La carga es negativa: la fuerza es opuesta al campo, así que el campo apunta hacia abajo.',
    );
    answer = resultLine('E', E, 'N/C', rounding);
  } else if (asked === 'q' && m && field && weight !== undefined) {
    const charge = weight / field.value;
    steps.push(
      `|q| = m·g/E = ${shown(weight)} / ${shown(field.value)} ${resultLine('', charge, 'C', rounding).trim()}`,
    );
    answer = resultLine('|q|', charge, 'C', rounding);
  } else if (asked === 'm' && q && field) {
    const mass = (Math.abs(q.value) * field.value) / g;
    steps.push(
      `m = |q|·E/g = ${shown(Math.abs(q.value))} · ${shown(field.value)} / ${fmt(g, 4)} ${resultLine('', mass, 'kg', rounding).trim()}`,
    );
    answer = resultLine('m', mass, 'kg', rounding);
  } else return undefined;
  return {
    title: 'Carga en equilibrio en un campo eléctrico',
    method: '|q|·E = m·g, con la carga en C, la masa en kg y el campo en N/C.',
    data,
    steps,
    answer,
    closing: '¿Qué pasaría si la carga fuera del signo contrario?',
    used: [...(m ? [m.span] : []), ...(q ? [q.span] : []), ...(field ? [field.span] : []), gSpan, ...c.spans],
  };
}

const READINGS = [
  chargeHeldByField,
  capacitor,
  betweenPlates,
  midpointForce,
  midpointField,
  zeroField,
  forceRatio,
  magneticForce,
  wireField,
  coulombForce,
  coulombDistance,
  fieldDistance,
  pointField,
  pointPotential,
  electronsInCharge,
  acceleratedElectron,
  workOnCharge,
] as const;

/** A reply for an electrostatics or magnetism problem, or undefined when it is not one this solver reads. */
export function solveElectrostatics(problem: string): SolverReply | undefined {
  const { s, question } = statementOf(problem);
  if (
    !/carga|electron|proton|campo|coulomb|magnetic|potencial|capacitor|condensador|\d\s*(?:μ|n|m|p)?c\b/.test(
      s.folded,
    )
  )
    return undefined;
  const constants = constantsOf(s);
  if (constants.muGiven && Math.abs(constants.mu0 - VACUUM_PERMEABILITY) > 1e-12) return undefined;
  return firstReading(s, question, READINGS, constants);
}

export const electrostaticsSolver = declareSolver({
  name: 'solve_electrostatics',
  offer: 'cargas y campos: ley de Coulomb, campo eléctrico, electrones, fuerza magnética',
  summary:
    "Electrostatics and magnetism: Coulomb's force between two point charges, a point charge's field, where the field of two like charges is zero, how the force changes when charges and distance are multiplied, the electrons in a charge, the work q·ΔV, an electron's speed through a potential difference; the magnetic force on a wire (B·I·L·sen θ) and on a moving charge (|q|·v·B·sen θ), and a long straight wire's field (μ₀·I/2πr). Pass the whole statement.",
  examples: [
    'Dos cargas puntuales de 2 μC y 3 μC están separadas 0,3 m. ¿Cuál es el módulo de la fuerza entre ellas? (k = 9 · 10⁹ N·m²/C²)',
    '¿Cuánto vale el campo eléctrico a 0,5 m de una carga puntual de 5 nC?',
    'Por un cable recto y largo circulan 10 A. ¿Cuánto vale el campo magnético a 5 cm del cable?',
  ],
  parameters: { problem: 'the electrostatics or magnetism problem as written' },
  solve: solveElectrostatics,
});
