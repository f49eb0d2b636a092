/**
 * Simple circuits: Ohm's law (V = I·R) and electric power (P = V·I) with any two of V, I, R and P given,
 * and resistors in series or in parallel (the equivalent resistance, then the circuit's current, voltage
 * or power from one more datum); the voltage, current or power of one resistor of a series, a parallel or
 * a series–parallel circuit (resistors in series with one parallel). A question about each resistor, or a
 * grouping the words do not make plain, is not read.
 */
import { uncertainReply } from './certainty.ts';
import { solveAppliances } from './circuits-appliances.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import { group } from './groups.ts';
import { texRelation as eq, fmt, fmtResult, NUMBER_SOURCE, parseNumber, relation, tex } from './numbers.ts';
import { askedOrLastClause, askedTarget, readStatement, type Statement, unusedNumbers } from './physics.ts';
import { workedReply } from './reply.ts';
import { solveResistivity } from './resistivity.ts';

type Magnitude = 'R' | 'V' | 'I' | 'P';

interface Reading {
  value: number;
  index: number;
  written: string;
}

const UNIT: Record<Magnitude, string> = { R: 'Ω', V: 'V', I: 'A', P: 'W' };
const NAME: Record<Magnitude, string> = {
  R: 'resistencia',
  V: 'tensión',
  I: 'corriente',
  P: 'potencia',
};

// The unit after a number, in the folded text ("60 ω", "2 kω", "220 v", "5 a", "1500 w"). A bare «a»
// is a current only when no number or article follows: "de 20 a 60" and "5 a la" are not.
const PATTERNS: Record<Magnitude, { source: string; scale: (unit: string) => number }> = {
  R: { source: 'kω|ω|kiloohms?|ohms?|ohmios?', scale: (u) => (u.startsWith('k') ? 1000 : 1) },
  V: { source: 'kv|v|volts?|voltios?', scale: (u) => (u === 'kv' ? 1000 : 1) },
  I: {
    source: String.raw`ma|a(?![\p{L}\d/])(?!\s+(?:\d|la|las|el|los|un|una|otr[oa]s?)\b)|amperes?|amperios?|miliamperes?|miliamperios?`,
    scale: (u) => (u.startsWith('m') ? 0.001 : 1),
  },
  P: { source: 'kw|w|watts?|vatios?|kilowatts?', scale: (u) => (u.startsWith('k') ? 1000 : 1) },
};

/** Every value of one magnitude the statement types, with where it starts (also electric-energy.ts's). */
export function readAll(s: Statement, magnitude: Magnitude): Reading[] {
  const { source, scale } = PATTERNS[magnitude];
  const pattern = new RegExp(`(${NUMBER_SOURCE})\\s*(${source})(?![\\p{L}\\d/^])`, 'gu');
  const found: Reading[] = [];
  for (const match of s.folded.matchAll(pattern)) {
    const value = parseNumber(group(match, 1));
    const unit = group(match, 2);
    if (!Number.isFinite(value) || value <= 0) continue;
    found.push({ value: value * scale(unit), index: match.index, written: `${fmt(value, 4)} ${unit}` });
  }
  return found;
}

const CIRCUIT =
  /resistenc|\bohm|ω|circuito|corriente|\bvolt|amper|bateria|\bpila\b|lampara|foco|estufa|plancha/;

// What the question asks, by the first cue in it ("¿qué corriente circula?", "¿cuál es la resistencia equivalente?").
const ASKED: Record<Magnitude, RegExp> = {
  R: /resistenc/,
  V: /tension|voltaje|diferencia de potencial|\bddp\b/,
  I: /corriente|intensidad/,
  P: /potencia/,
};

const num = (value: number) => tex(value, 4);
const shown = (value: number, magnitude: Magnitude) => `${fmt(value)} ${UNIT[magnitude]}`;

/** The asked magnitude's value in the unit the question names (mA, kW, kΩ), or its base unit. */
function inAskedUnit(value: number, magnitude: Magnitude, question: string): { value: number; unit: string } {
  if (magnitude === 'I' && /\ben (?:ma|miliamper)/.test(question)) return { value: value * 1000, unit: 'mA' };
  if (magnitude === 'P' && /\ben (?:kw|kilowatt)/.test(question)) return { value: value / 1000, unit: 'kW' };
  if (magnitude === 'R' && /\ben (?:kω|kiloohm)/.test(question)) return { value: value / 1000, unit: 'kΩ' };
  return { value, unit: UNIT[magnitude] };
}

/**
 * One resistor's or the circuit's result as the answer states it: in the unit the question names (mA, kW,
 * kΩ) and with the digits a small value needs («I = 6 mA», «I = 0,006 A», not «0,01 A»).
 */
function answerLine(asked: Magnitude, value: number, question: string, label: string = asked): string {
  const answer = inAskedUnit(value, asked, question);
  return `${label} ${relation(answer.value, 4)} ${fmtResult(answer.value, 4)} ${answer.unit}`;
}

/** The other two of V, I, R, P from two known ones, each step as a line. */
function complete(known: Partial<Record<Magnitude, number>>): {
  values: Record<Magnitude, number>;
  steps: string[];
} {
  const { R, V, I, P } = known;
  const steps: string[] = [];
  let r = R;
  let v = V;
  let i = I;
  if (v !== undefined && r !== undefined && i === undefined) {
    i = v / r;
    steps.push(`Ley de Ohm: $I = \\frac{V}{R} = \\frac{${num(v)}}{${num(r)}} ${eq(i)} ${num(i)}$ A.`);
  } else if (i !== undefined && r !== undefined && v === undefined) {
    v = i * r;
    steps.push(`Ley de Ohm: $V = I \\cdot R = ${num(i)} \\cdot ${num(r)} ${eq(v)} ${num(v)}$ V.`);
  } else if (v !== undefined && i !== undefined && r === undefined) {
    r = v / i;
    steps.push(`Ley de Ohm: $R = \\frac{V}{I} = \\frac{${num(v)}}{${num(i)}} ${eq(r)} ${num(r)}$ Ω.`);
  } else if (P !== undefined && v !== undefined) {
    i = P / v;
    r = v / i;
    steps.push(
      `Potencia: $P = V \\cdot I \\Rightarrow I = \\frac{P}{V} = \\frac{${num(P)}}{${num(v)}} ${eq(i)} ${num(i)}$ A.`,
    );
    steps.push(`Ley de Ohm: $R = \\frac{V}{I} = \\frac{${num(v)}}{${num(i)}} ${eq(r)} ${num(r)}$ Ω.`);
  } else if (P !== undefined && i !== undefined) {
    v = P / i;
    r = v / i;
    steps.push(
      `Potencia: $P = V \\cdot I \\Rightarrow V = \\frac{P}{I} = \\frac{${num(P)}}{${num(i)}} ${eq(v)} ${num(v)}$ V.`,
    );
    steps.push(`Ley de Ohm: $R = \\frac{V}{I} = \\frac{${num(v)}}{${num(i)}} ${eq(r)} ${num(r)}$ Ω.`);
  } else if (P !== undefined && r !== undefined) {
    i = Math.sqrt(P / r);
    v = i * r;
    steps.push(
      `Potencia: $P = I^2 \\cdot R \\Rightarrow I = \\sqrt{\\frac{P}{R}} = \\sqrt{\\frac{${num(P)}}{${num(r)}}} ${eq(i)} ${num(i)}$ A.`,
    );
    steps.push(`Ley de Ohm: $V = I \\cdot R ${eq(v)} ${num(v)}$ V.`);
  }
  if (v === undefined || i === undefined || r === undefined) throw new Error('two known magnitudes expected');
  const p = P ?? v * i;
  if (P === undefined)
    steps.push(`Potencia: $P = V \\cdot I = ${num(v)} \\cdot ${num(i)} ${eq(p)} ${num(p)}$ W.`);
  return { values: { R: r, V: v, I: i, P: p }, steps };
}

/** A reply for a simple circuit, or undefined when the statement is not one. */
const COUNTS: Record<string, number> = { dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6 };

/**
 * «Tres resistencias iguales de 30 Ω»: one value said for several resistors, as many readings of it;
 * a count in digits («3 resistencias iguales») is a datum the reading uses.
 */
function equalResistors(
  s: Statement,
  resistors: Reading[],
): { resistors: Reading[]; used: number[] } | undefined {
  const [r] = resistors;
  const match =
    /\b(dos|tres|cuatro|cinco|seis|(\d+)) (?:resistencias|resistores|lamparas|focos) (?:iguales|identic\w+)/.exec(
      s.folded,
    );
  if (!match || !r || resistors.length !== 1) return undefined;
  const end = match.index + match[0].length;
  // The value right after the words: «… iguales de 30 Ω», «… idénticas, de 30 Ω cada una».
  if (r.index < end || r.index - end > 20) return undefined;
  const count = match[2] ? Number(match[2]) : (COUNTS[group(match, 1)] ?? 0);
  if (!(count >= 2 && count <= 20)) return undefined;
  return { resistors: Array.from({ length: count }, () => r), used: match[2] ? [match.index] : [] };
}

const COUNT_WORDS: Readonly<Record<string, number>> = { dos: 2, tres: 3, cuatro: 4 };

/**
 * Lamps rated «220 V, 60 W» connected in series to a source: each has R = V²/P (its resistance taken as
 * constant), the circuit's current is V/ΣR, and each lamp uses I²·R, far below its rating. Equal lamps
 * («dos lámparas iguales que dicen…») or one rating each; the total or each lamp's power.
 */
function ratedInSeries(s: Statement, question: string): SolverReply | undefined {
  if (!/\ben serie\b/.test(s.folded) || /paralelo/.test(s.folded) || !/potencia|consum|disipa/.test(question))
    return undefined;
  const N = `(${NUMBER_SOURCE})`;
  const ratings = [
    ...s.folded.matchAll(
      new RegExp(`${N}\\s*v\\s*(?:,|y|-|/)?\\s*${N}\\s*w\\b|${N}\\s*w\\s*(?:,|y|-|/)?\\s*${N}\\s*v\\b`, 'g'),
    ),
  ].map((match) => ({
    volts: parseNumber(match[1] ?? group(match, 4)),
    watts: parseNumber(match[2] ?? group(match, 3)),
    start: match.index,
    end: match.index + match[0].length,
  }));
  if (!ratings.length) return undefined;
  const sources = readAll(s, 'V').filter((v) => !ratings.some((r) => v.index >= r.start && v.index < r.end));
  if (sources.length !== 1 || readAll(s, 'R').length || readAll(s, 'I').length) return undefined;
  const [source] = sources as [Reading];
  const equal =
    /\b(dos|tres|cuatro|\d)\s+(?:lamparas|focos|bombitas|bombillas|lamparitas)\s+(?:iguales|identicas)/.exec(
      s.folded,
    );
  let lamps: { volts: number; watts: number }[];
  const [rating] = ratings;
  if (equal && ratings.length === 1 && rating) {
    const count = COUNT_WORDS[group(equal, 1)] ?? Number(group(equal, 1));
    lamps = Array.from({ length: count }, () => rating);
  } else if (!equal && ratings.length >= 2) lamps = ratings;
  else return undefined;
  const each = /\bcada\b|cada una|de cada/.test(question);
  if (each && !equal) return undefined;
  const rs = lamps.map((lamp) => lamp.volts ** 2 / lamp.watts);
  const total = rs.reduce((sum, r) => sum + r, 0);
  const current = source.value / total;
  const powers = rs.map((r) => current ** 2 * r);
  const sum = powers.reduce((a, b) => a + b, 0);
  if (!closeTo(sum, source.value * current)) return undefined;
  const ratingNumbers = ratings.flatMap((r) =>
    [...s.folded.slice(r.start, r.end).matchAll(new RegExp(NUMBER_SOURCE, 'g'))].map(
      (m) => r.start + m.index,
    ),
  );
  const value = each ? (powers[0] ?? sum) : sum;
  const text = workedReply({
    title: 'Lámparas en serie',
    data: [
      equal
        ? `${lamps.length} lámparas iguales de ${fmt(lamps[0]?.volts ?? 0, 4)} V y ${fmt(lamps[0]?.watts ?? 0, 4)} W`
        : lamps.map((l) => `una de ${fmt(l.volts, 4)} V y ${fmt(l.watts, 4)} W`).join('; '),
      `en serie a ${fmt(source.value, 4)} V`,
    ].join('; '),
    steps: [
      `La resistencia de cada lámpara sale de sus valores nominales (se supone constante): $R = \\frac{V_n^2}{P_n}$: ${rs.map((r, i) => `$R_${i + 1} = \\frac{${num(lamps[i]?.volts ?? 0)}^2}{${num(lamps[i]?.watts ?? 0)}} ${eq(r)} ${num(r)}$ Ω`).join('; ')}.`,
      `En serie las resistencias se suman: $R_{eq} ${eq(total)} ${num(total)}$ Ω; la corriente es $I = \\frac{${num(source.value)}}{${num(total)}} ${eq(current)} ${num(current)}$ A.`,
      each
        ? `Cada lámpara consume $P = I^2 \\cdot R ${eq(value)} ${num(value)}$ W.`
        : `Entre todas consumen $P = V \\cdot I = ${num(source.value)} \\cdot ${num(current)} ${eq(value)} ${num(value)}$ W.`,
    ],
    answer: `**P ${relation(value)} ${fmt(value)} W${each ? ' cada una' : ' entre todas'}**`,
    closing: '¿Y si las conectaras en paralelo a la misma red, cuánto consumirían?',
  });
  return checked(s, [...ratingNumbers, source.index], text);
}

// «Si se la conecta a 9 V», «ahora se la enchufa a 110 V»: the clause of the other voltage.
const ANOTHER_CONDITION = /\b(?:si|ahora|luego|despues|en cambio|cuando)\b/;
// Lamps, heaters and resistors: bodies whose resistance the exams take as constant.
const OHMIC = /lampar|\bfoco|bombit|bombill|estufa|plancha|calefactor|calentador|\bpava\b|resistenc|resistor/;

/** The clause a number stands in, up to it: from the last period, semicolon or question mark before it. */
function clauseUpTo(folded: string, index: number): string {
  const before = folded.slice(0, index);
  const start = Math.max(...[...before.matchAll(/[.;?¿!:](?!\d)/g)].map((m) => m.index + 1), 0);
  return before.slice(start);
}

// «su resistencia no cambia», «suponiendo constante la resistencia»: the assumption said, no unknown.
const CONSTANT_R =
  /(?:su |la )?resistencia (?:no (?:cambia|varia)|se mantiene(?: constante)?|(?:es |permanece )?constante)|constante (?:su |la )resistencia/;

/**
 * «Una lámpara de 100 W y 220 V se conecta a 110 V», «una lámpara conectada a 12 V consume 0,5 A; si se
 * la conecta a 9 V, …»: the resistance from the rating (V/I or V²/P), taken as constant, and the current or
 * the power at the other voltage, I = V/R and P = V²/R. The rated voltage is the one written with the rating
 * («100 W y 220 V») or the first, outside the clause of a condition («si», «ahora»), which holds the other.
 */
function ratedAtAnotherVoltage(s: Statement, question: string): SolverReply | undefined {
  if (/\b(?:serie|paralelo)\b/.test(s.folded) || !OHMIC.test(s.folded)) return undefined;
  const volts = readAll(s, 'V');
  const ratings = [...readAll(s, 'I'), ...readAll(s, 'P')];
  const [first, other] = volts;
  const [rating] = ratings;
  if (volts.length !== 2 || ratings.length !== 1 || !first || !other || !rating || readAll(s, 'R').length)
    return undefined;
  // «100 W y 220 V», «220 V - 100 W», «de 220 V, 100 W»: the rating written as one.
  const between = (a: number, b: number) => s.folded.slice(Math.min(a, b), Math.max(a, b));
  const paired = /^[\d.,]+\s*\S+\s*(?:,|y|-|\/)?\s*$/.test(between(first.index, rating.index));
  const conditional = (index: number) => ANOTHER_CONDITION.test(clauseUpTo(s.folded, index));
  if (!paired && (conditional(first.index) || !conditional(other.index) || conditional(rating.index)))
    return undefined;
  if (rating.index > other.index || s.folded.lastIndexOf(question) + question.length <= other.index)
    return undefined;
  const asked = askedTarget(question.replace(CONSTANT_R, ' '), ASKED);
  if ((asked !== 'P' && asked !== 'I') || /nominal/.test(question)) return undefined;
  const isPower = readAll(s, 'P').length === 1;
  const r = isPower ? first.value ** 2 / rating.value : first.value / rating.value;
  const value = asked === 'P' ? other.value ** 2 / r : other.value / r;
  // Checked back: at the rated voltage the resistance gives back the rating.
  const back = isPower ? first.value ** 2 / r : first.value / r;
  if (!(r > 0) || !closeTo(back, rating.value)) return undefined;
  const text = workedReply({
    title: 'La misma resistencia a otra tensión',
    data: `${isPower ? 'P' : 'I'} = ${shown(rating.value, isPower ? 'P' : 'I')} a ${shown(first.value, 'V')}; ahora a ${shown(other.value, 'V')}`,
    steps: [
      `${CONSTANT_R.test(s.folded) ? 'La resistencia no cambia' : 'Se toma la resistencia como constante'}: sale de los datos a ${num(first.value)} V, ${isPower ? `$R = \\frac{V^2}{P} = \\frac{${num(first.value)}^2}{${num(rating.value)}}` : `$R = \\frac{V}{I} = \\frac{${num(first.value)}}{${num(rating.value)}}`} ${eq(r)} ${num(r)}$ Ω.`,
      asked === 'P'
        ? `A ${num(other.value)} V: $P = \\frac{V^2}{R} = \\frac{${num(other.value)}^2}{${num(r)}} ${eq(value)} ${num(value)}$ W.`
        : `A ${num(other.value)} V: $I = \\frac{V}{R} = \\frac{${num(other.value)}}{${num(r)}} ${eq(value)} ${num(value)}$ A.`,
    ],
    answer: `**${answerLine(asked, value, question)}**`,
    closing: '¿Qué pasaría con la potencia si la tensión fuera el doble de la nominal?',
  });
  return checked(s, [first.index, other.index, rating.index], text);
}

/**
 * «Una batería de 12 V y resistencia interna 0,5 Ω alimenta una resistencia de 5,5 Ω»: the current
 * I = ε/(R + r), the voltage between the terminals V = ε − I·r (what a voltmeter across them reads, the
 * external resistor's I·R), the internal drop I·r, and the power in the external or the internal resistor.
 * The internal resistance is the one said «interna»; one external resistor and one emf, nothing else.
 */
function internalResistance(s: Statement, question: string): SolverReply | undefined {
  if (!/resistencia interna/.test(s.folded) || /serie|paralelo|cortocircuito/.test(s.folded))
    return undefined;
  const volts = readAll(s, 'V');
  const resistors = readAll(s, 'R');
  const [emf] = volts;
  if (
    volts.length !== 1 ||
    !emf ||
    resistors.length !== 2 ||
    readAll(s, 'I').length ||
    readAll(s, 'P').length
  )
    return undefined;
  // «resistencia interna de 0,5 Ω», «0,5 Ω de resistencia interna»: the one the word stands next to.
  const internal = resistors.map(
    (r) =>
      /resistencia interna (?:es |vale )?(?:de |igual a |r\s*=\s*)?$/.test(
        s.folded.slice(Math.max(0, r.index - 40), r.index),
      ) || /^[\d.,]+\s*\S+\s*de resistencia interna/.test(s.folded.slice(r.index, r.index + 40)),
  );
  if (internal.filter(Boolean).length !== 1) return undefined;
  const r = resistors[internal.indexOf(true)];
  const load = resistors[internal.indexOf(false)];
  if (!r || !load) return undefined;
  const asked = question.replace(/resistencia interna/, 'interna');
  const current = emf.value / (load.value + r.value);
  const terminal = emf.value - current * r.value;
  // Checked back: the terminal voltage is the load's I·R.
  if (!closeTo(terminal, current * load.value)) return undefined;
  let answer: string;
  let last: string;
  if (/\bpotencia\b/.test(asked)) {
    const inside = /\binterna\b/.test(asked);
    if (!inside && !/extern|\bcarga\b|resistencia|lampara|disipa en/.test(asked)) return undefined;
    const power = current ** 2 * (inside ? r.value : load.value);
    last = `Potencia en la resistencia ${inside ? 'interna' : 'externa'}: $P = I^2 \\cdot ${inside ? 'r' : 'R'} = ${num(current)}^2 \\cdot ${num(inside ? r.value : load.value)} ${eq(power)} ${num(power)}$ W.`;
    answer = answerLine('P', power, question);
  } else if (/\binterna\b|\bcaida\b/.test(asked) && /tension|caida|potencial/.test(asked)) {
    const drop = current * r.value;
    last = `Caída de tensión dentro de la batería: $I \\cdot r = ${num(current)} \\cdot ${num(r.value)} ${eq(drop)} ${num(drop)}$ V.`;
    answer = answerLine('V', drop, question);
  } else if (/tension|voltaje|voltimetro|diferencia de potencial|bornes|terminales/.test(asked)) {
    last = `Entre los bornes: $V = \\varepsilon - I \\cdot r = ${num(emf.value)} - ${num(current)} \\cdot ${num(r.value)} ${eq(terminal)} ${num(terminal)}$ V (igual a $I \\cdot R$).`;
    answer = answerLine('V', terminal, question);
  } else if (/corriente|intensidad|amperimetro/.test(asked)) {
    last = '';
    answer = answerLine('I', current, question);
  } else return undefined;
  const text = workedReply({
    title: 'Batería con resistencia interna',
    data: `ε = ${shown(emf.value, 'V')}; r = ${shown(r.value, 'R')} (interna); R = ${shown(load.value, 'R')} (externa)`,
    steps: [
      `La corriente recorre las dos resistencias en serie: $I = \\frac{\\varepsilon}{R + r} = \\frac{${num(emf.value)}}{${num(load.value)} + ${num(r.value)}} ${eq(current)} ${num(current)}$ A.`,
      ...(last ? [last] : []),
    ],
    answer: `**${answer}**`,
    closing:
      '¿Por qué la tensión entre los bornes es menor que la fuerza electromotriz cuando circula corriente?',
  });
  return checked(s, [emf.index, r.index, load.index], text);
}

export function solveCircuit(message: string): SolverReply | undefined {
  const s = readStatement(message);
  if (!CIRCUIT.test(s.folded)) return undefined;
  const rated = ratedInSeries(s, askedOrLastClause(s).trim() || s.question);
  if (rated) return rated;
  const battery = internalResistance(s, askedOrLastClause(s).trim() || s.question);
  if (battery) return battery;
  const another = ratedAtAnotherVoltage(s, askedOrLastClause(s).trim() || s.question);
  if (another) return another;
  // A statement that is one order ending in a period («Calculá … R3 = 15 Ω.») leaves no last clause: it asks whole.
  const question = askedOrLastClause(s).trim() || s.question;
  if (/\bcada\b|cortocircuito|carga electrica|coulomb|campo/.test(s.folded)) return undefined;
  const asked = askedTarget(question, ASKED);
  if (!asked) return undefined;
  const read = {
    R: readAll(s, 'R'),
    V: readAll(s, 'V'),
    I: readAll(s, 'I'),
    P: readAll(s, 'P'),
  };
  const series = /\ben serie\b/.test(s.folded);
  const parallel = /\ben paralelo\b/.test(s.folded);
  const questionStart = s.folded.lastIndexOf(question);
  const named = namedResistor(s, question, questionStart, read.R);
  if (named === 'unclear') return undefined;
  // «Por la resistencia de 6 Ω», «disipa R3» where the question is the whole statement: one resistor is
  // asked, and no resistor was told apart from the data.
  if (!named && read.R.length >= 2 && POINTS_AT_ONE.test(digits(s.folded))) return undefined;
  // «En serie con un paralelo de …»: one word of each, wherever they stand, is a series–parallel circuit.
  const mixed = /\bserie\b/.test(s.folded) && /\bparalelo\b/.test(s.folded);
  if (mixed) return seriesParallel(s, asked, questionStart, named, read);
  if (/\bmixt/.test(s.folded)) return undefined;
  if (named) {
    if (parallel && !series) return oneResistorInParallel(s, asked, named, read);
    if (!series || asked === 'R') return undefined;
    return oneResistorInSeries(s, asked, named, read);
  }
  const steps: string[] = [];
  const data: string[] = [];
  const used: number[] = [];
  const known: Partial<Record<Magnitude, number>> = {};
  const equal = equalResistors(s, read.R);
  if (equal) {
    read.R = equal.resistors;
    used.push(...equal.used);
  }

  if (read.R.length >= 2) {
    if (!series && !parallel) return undefined;
    const rs = read.R.map((r) => r.value);
    const req = series ? rs.reduce((a, b) => a + b, 0) : 1 / rs.reduce((a, b) => a + 1 / b, 0);
    data.push(
      `resistencias de ${read.R.map((r) => `${fmt(r.value, 4)} Ω`).join(', ')} en ${series ? 'serie' : 'paralelo'}`,
    );
    steps.push(
      series
        ? `En serie las resistencias se suman: $R_{eq} = ${rs.map(num).join(' + ')} ${eq(req)} ${num(req)}$ Ω.`
        : `En paralelo se suman las inversas: $\\frac{1}{R_{eq}} = ${rs.map((r) => `\\frac{1}{${num(r)}}`).join(' + ')} \\Rightarrow R_{eq} ${eq(req)} ${num(req)}$ Ω.`,
    );
    // The check: in parallel the equivalent is below the smallest; in series above the largest.
    const ok = series ? req >= Math.max(...rs) : req <= Math.min(...rs);
    if (!ok) return undefined;
    used.push(...read.R.map((r) => r.index));
    known.R = req;
  } else if (read.R.length === 1 && !series && !parallel) {
    const [r] = read.R;
    if (r) {
      known.R = r.value;
      used.push(r.index);
      data.push(`R = ${fmt(r.value, 4)} Ω`);
    }
  } else if (read.R.length === 1) {
    return undefined;
  }
  // «Una lámpara de 60 W y otra de 100 W en paralelo a 220 V»: each gets the source's voltage and uses
  // its power, so the total is their sum (in series their ratings would not hold: not read).
  if (read.P.length >= 2) {
    if (!parallel || series || read.R.length || !/total|la fuente|entrega/.test(question)) return undefined;
    const total = read.P.reduce((sum, p) => sum + p.value, 0);
    data.push(`potencias de ${read.P.map((p) => `${fmt(p.value, 4)} W`).join(' y ')} en paralelo`);
    steps.push(
      `En paralelo cada aparato recibe la tensión de la fuente y usa su potencia: la total es la suma, $P = ${read.P.map((p) => num(p.value)).join(' + ')} ${eq(total)} ${num(total)}$ W.`,
    );
    used.push(...read.P.map((p) => p.index));
    known.P = total;
    read.P = [];
  }
  for (const magnitude of ['V', 'I', 'P'] as const) {
    const found = read[magnitude];
    if (found.length > 1) return undefined;
    const [one] = found;
    if (!one) continue;
    known[magnitude] = one.value;
    used.push(one.index);
    data.push(`${magnitude} = ${fmt(one.value, 4)} ${UNIT[magnitude]}`);
  }
  const count = Object.keys(known).length;
  const usage = appliancesUse(s);
  used.push(...usage);
  if (usage.length)
    steps.push(
      `El precio del kWh y el tiempo de uso sirven para la energía y su costo: la ${NAME[asked]} no depende de ellos.`,
    );
  const unused = unusedNumbers(s, used);
  const equivalentOnly = asked === 'R' && known.R !== undefined && count === 1 && read.R.length >= 2;
  if (count === 0 || count > 2 || (count === 1 && !equivalentOnly)) {
    if (count > 2 || count === 0) return undefined;
    return uncertain(data, steps, asked);
  }
  if (known[asked] !== undefined && !equivalentOnly && !(asked === 'R' && read.R.length >= 2))
    return undefined;

  let value: number;
  if (count === 2) {
    const completed = complete(known);
    steps.push(...completed.steps);
    value = completed.values[asked];
    // Checked back: Ohm's law and the power hold together.
    const { R, V, I, P } = completed.values;
    if (Math.abs(V - I * R) > 1e-6 * Math.max(1, V) || Math.abs(P - V * I) > 1e-6 * Math.max(1, P))
      return undefined;
  } else {
    value = known.R as number;
  }
  if (!Number.isFinite(value) || value <= 0) return undefined;
  const answer = inAskedUnit(value, asked, question);
  const line = `${asked === 'R' && read.R.length >= 2 ? 'R_eq' : asked} ${relation(answer.value)} ${fmt(answer.value)} ${answer.unit}`;
  const certain = unused.length === 0;
  const text = workedReply({
    title:
      read.R.length >= 2
        ? `Resistencias en ${series ? 'serie' : 'paralelo'}`
        : 'Ley de Ohm y potencia eléctrica',
    data: data.join('; '),
    steps: [
      ...steps,
      ...(answer.unit === UNIT[asked]
        ? []
        : [`En ${answer.unit}: ${shown(value, asked)} = ${fmt(answer.value)} ${answer.unit}.`]),
    ],
    answer: `**${line}**`,
    closing:
      read.R.length >= 2
        ? series
          ? '¿Por qué en serie la corriente es la misma en todas las resistencias?'
          : '¿Por qué en paralelo la resistencia equivalente es menor que la más chica?'
        : '¿Qué pasaría con la corriente si duplicaras la resistencia con la misma tensión?',
  });
  // A datum left out: the method and the question about it, no result (certainty.ts).
  return { certain, text: certain ? text : uncertainReply(text, unused) };
}

/**
 * «Funciona 3 horas diarias. El kWh se paga $ 95»: the appliance's hours of use, its days and the price of
 * a kWh, where each number starts — data for the energy and its cost, said on a page whose other parts
 * ask them. None is read unless the statement prices the kWh.
 */
function appliancesUse(s: Statement): number[] {
  const n = `(?<![\\d.,])(${NUMBER_SOURCE})`;
  const price =
    new RegExp(`kwh[^.?$]{0,25}?(?:\\$\\s*${n}|${n}\\s*pesos\\b)`).exec(s.folded) ??
    new RegExp(`(?:\\$\\s*${n}|${n}\\s*pesos)\\s*(?:el|por|cada)\\s*kwh`).exec(s.folded);
  if (!price) return [];
  const typed = price[1] ?? group(price, 2);
  const spans = [price.index + price[0].lastIndexOf(typed)];
  const times = new RegExp(`${n}\\s*(?:h|hs|horas?|min|minutos?|dias?|semanas?|mes(?:es)?)\\b`, 'g');
  for (const match of s.folded.matchAll(times)) spans.push(match.index + match[0].indexOf(group(match, 1)));
  return spans;
}

// «el paralelo formado por R2 = 6 Ω y R3 = 3 Ω» lists a group's resistors: it points at none.
const SUBSCRIPT_DIGITS = '₀₁₂₃₄₅₆₇₈₉';

/** «R₃» as «R3»: a resistor's name typed with a subscript. */
const digits = (text: string) => text.replace(/[₀-₉]/gu, (d) => String(SUBSCRIPT_DIGITS.indexOf(d)));

const POINTS_AT_ONE =
  /(?:(?<!(?:formad|compuest|integrad|constituid)[oa]s? )\bpor|\ben|\bsobre|a traves de|\bdisipa|\bconsume)\s+(?:la\s+)?(?:resistencia\s+|lampara\s+)?(?:de\s+\d|r_?\{?\d)|\bla de \d/;

/** A resistor the question points at: by its value («la de 4 Ω»), its order («la segunda») or its name («R2»). */
interface NamedResistor {
  /** Its place among the statement's resistors. */
  place: number;
  resistors: Reading[];
  /** Where the question writes its value again, a reference rather than a datum. */
  mention?: number;
}

const ORDINALS = ['primer', 'segund', 'tercer', 'cuart'];

/**
 * The resistor the question asks about, undefined when it names none, 'unclear' when it names one the
 * statement does not give exactly once.
 */
function namedResistor(
  s: Statement,
  question: string,
  questionStart: number,
  all: Reading[],
): NamedResistor | 'unclear' | undefined {
  if (questionStart < 0) return undefined;
  const resistors = all.filter((r) => r.index < questionStart);
  // A question that gives the resistors itself names none of them.
  if (resistors.length < 2) return undefined;
  const mentioned = all.filter((r) => r.index >= questionStart);
  if (mentioned.length > 1) return 'unclear';
  const [mention] = mentioned;
  if (mention) {
    const places = resistors.flatMap((r, place) => (r.value === mention.value ? [place] : []));
    const [place] = places;
    return places.length === 1 && place !== undefined
      ? { place, resistors, mention: mention.index }
      : 'unclear';
  }
  const ordinal = new RegExp(
    `\\b(${ORDINALS.join('|')})a resistencia|\\bla (${ORDINALS.join('|')})a\\b`,
  ).exec(question);
  if (ordinal) {
    const place = ORDINALS.indexOf(ordinal[1] ?? ordinal[2] ?? '');
    return place < resistors.length ? { place, resistors } : 'unclear';
  }
  // «por R3.»: a period that ends the sentence, not a decimal one.
  const label = /\br_?\{?(\d)\}?(?![\d,]|\.\d)/.exec(digits(question));
  if (label) {
    // «R1 = 4 Ω»: the statement names each resistor; the question's name must be one of them.
    const labelled = resistors.flatMap((r, place) => {
      const before = digits(s.folded.slice(Math.max(0, r.index - 12), r.index));
      const name = /\br_?\{?(\d)\}?\s*(?:=|:|de|vale)?\s*$/.exec(before)?.[1];
      return name === label[1] ? [place] : [];
    });
    const [place] = labelled;
    return labelled.length === 1 && place !== undefined ? { place, resistors } : 'unclear';
  }
  // «Una lámpara de 60 Ω y un resistor de 40 Ω … la potencia que disipa el resistor»: the element the
  // statement gave that value to; one the statement does not tell apart is no answer for the circuit.
  const element = ELEMENT.exec(question)?.[1];
  if (element) {
    const places = resistors.flatMap((r, place) =>
      new RegExp(`\\b${element}\\s+(?:de\\s+)?$`).test(s.folded.slice(Math.max(0, r.index - 30), r.index))
        ? [place]
        : [],
    );
    const [place] = places;
    return places.length === 1 && place !== undefined ? { place, resistors } : 'unclear';
  }
  return undefined;
}

// «la potencia que disipa el resistor», «la tensión en la lámpara»: one element of the circuit, by its noun.
const ELEMENT =
  /\b(?:el|la|del|al|en el|en la|por el|por la|de la|a la)\s+(lampara|foco|resistor|estufa|plancha|calefactor|bombita|bombilla)\b/;

/**
 * The voltage across one resistor of a series circuit, or the current through it, from the source's
 * voltage and every resistance: the current is the circuit's, I = V/R_eq, and the drop is I·R_k.
 */
function oneResistorInSeries(
  s: Statement,
  asked: 'V' | 'I' | 'P',
  named: NamedResistor,
  read: Record<Magnitude, Reading[]>,
): SolverReply | undefined {
  const { resistors, place, mention } = named;
  const [source] = read.V;
  const target = resistors[place];
  if (resistors.length < 2 || read.V.length !== 1 || read.I.length || read.P.length || !source || !target)
    return undefined;
  if (source.index > s.folded.lastIndexOf(askedOrLastClause(s))) return undefined;
  const rs = resistors.map((r) => r.value);
  const req = rs.reduce((a, b) => a + b, 0);
  const current = source.value / req;
  const drops = rs.map((r) => current * r);
  const drop = drops[place] ?? Number.NaN;
  // Checked back: the drops add up to the source's voltage.
  if (Math.abs(drops.reduce((a, b) => a + b, 0) - source.value) > 1e-9 * source.value) return undefined;
  const steps = [
    `En serie las resistencias se suman: $R_{eq} = ${rs.map(num).join(' + ')} ${eq(req)} ${num(req)}$ Ω.`,
    `La corriente es la misma en todo el circuito: $I = \\frac{V}{R_{eq}} = \\frac{${num(source.value)}}{${num(req)}} ${eq(current)} ${num(current)}$ A.`,
  ];
  if (asked === 'V')
    steps.push(
      `En la resistencia de ${fmt(target.value, 4)} Ω cae $V = I \\cdot R = ${num(current)} \\cdot ${num(target.value)} ${eq(drop)} ${num(drop)}$ V; las caídas suman ${fmt(source.value, 4)} V, la tensión de la fuente.`,
    );
  else steps.push(`Por la resistencia de ${fmt(target.value, 4)} Ω circula esa misma corriente.`);
  const power = current * current * target.value;
  if (asked === 'P')
    steps.push(
      `Potencia en esa resistencia: $P = I^2 \\cdot R = ${num(current)}^2 \\cdot ${num(target.value)} ${eq(power)} ${num(power)}$ W.`,
    );
  const value = asked === 'V' ? drop : asked === 'P' ? power : current;
  const used = [source.index, ...resistors.map((r) => r.index), ...(mention === undefined ? [] : [mention])];
  const unused = unusedNumbers(s, used);
  const text = workedReply({
    title: 'Resistencias en serie',
    data: [
      `resistencias de ${rs.map((r) => `${fmt(r, 4)} Ω`).join(', ')} en serie`,
      `V = ${fmt(source.value, 4)} V`,
    ].join('; '),
    steps,
    answer: `**${answerLine(asked, value, askedOrLastClause(s))}**`,
    closing: '¿En cuál de las resistencias cae más tensión, y por qué?',
  });
  const certain = unused.length === 0;
  return { certain, text: certain ? text : uncertainReply(text, unused) };
}

/** The reply for a worked circuit: its result when every number was used, otherwise what was left out. */
function checked(s: Statement, used: readonly number[], text: string): SolverReply {
  const unused = unusedNumbers(s, used);
  const certain = unused.length === 0;
  return { certain, text: certain ? text : uncertainReply(text, unused) };
}

/** The source's voltage: the one tension the statement gives before its question, and no current or power. */
function sourceVoltage(read: Record<Magnitude, Reading[]>, questionStart: number): Reading | undefined {
  const [source] = read.V;
  if (read.V.length !== 1 || read.I.length || read.P.length || !source || source.index > questionStart)
    return undefined;
  return source;
}

const ohms = (values: readonly number[]) => values.map((r) => `${fmt(r, 4)} Ω`).join(', ');
const parallelOf = (values: readonly number[]) => 1 / values.reduce((sum, r) => sum + 1 / r, 0);
const parallelStep = (values: readonly number[], result: number, name = 'R_{eq}') =>
  `En paralelo se suman las inversas: $\\frac{1}{${name}} = ${values.map((r) => `\\frac{1}{${num(r)}}`).join(' + ')} \\Rightarrow ${name} ${eq(result)} ${num(result)}$ Ω.`;
const closeTo = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b));

/**
 * One resistor of a parallel circuit, from the source's voltage: each branch has the whole voltage, so
 * I = V/R_k and P = V²/R_k, checked by the branch currents adding up to V/R_eq.
 */
function oneResistorInParallel(
  s: Statement,
  asked: Magnitude,
  named: NamedResistor,
  read: Record<Magnitude, Reading[]>,
): SolverReply | undefined {
  const { resistors, place, mention } = named;
  const target = resistors[place];
  const source = sourceVoltage(read, s.folded.lastIndexOf(askedOrLastClause(s)));
  if (!target || !source || asked === 'R' || resistors.length < 2) return undefined;
  const rs = resistors.map((r) => r.value);
  const req = parallelOf(rs);
  const v = source.value;
  if (
    !closeTo(
      rs.reduce((sum, r) => sum + v / r, 0),
      v / req,
    )
  )
    return undefined;
  const current = v / target.value;
  const power = (v * v) / target.value;
  const steps = [
    `En paralelo cada resistencia queda conectada a la tensión de la fuente: sobre la de ${fmt(target.value, 4)} Ω hay ${fmt(v, 4)} V.`,
  ];
  if (asked === 'I' || asked === 'P')
    steps.push(
      `Ley de Ohm en esa rama: $I = \\frac{V}{R} = \\frac{${num(v)}}{${num(target.value)}} ${eq(current)} ${num(current)}$ A.`,
    );
  if (asked === 'P')
    steps.push(
      `Potencia en esa resistencia: $P = \\frac{V^2}{R} = \\frac{${num(v)}^2}{${num(target.value)}} ${eq(power)} ${num(power)}$ W.`,
    );
  const value = asked === 'I' ? current : asked === 'P' ? power : v;
  const text = workedReply({
    title: 'Resistencias en paralelo',
    data: `resistencias de ${ohms(rs)} en paralelo; V = ${fmt(v, 4)} V`,
    steps,
    answer: `**${answerLine(asked, value, askedOrLastClause(s))}**`,
    closing: '¿Por cuál de las resistencias circula más corriente, y por qué?',
  });
  return checked(
    s,
    [source.index, ...resistors.map((r) => r.index), ...(mention === undefined ? [] : [mention])],
    text,
  );
}

/** The resistors in series and those of the parallel, as the statement groups them; undefined when unclear. */
function groups(
  s: Statement,
  resistors: readonly Reading[],
  questionStart: number,
): { series: Reading[]; parallel: Reading[] } | undefined {
  const text = s.folded.slice(0, questionStart);
  const serieAt = [...text.matchAll(/\bserie\b/g)].map((m) => m.index);
  const parallelAt = [...text.matchAll(/\bparalelo\b/g)].map((m) => m.index);
  const [q] = serieAt;
  const [p] = parallelAt;
  if (serieAt.length !== 1 || parallelAt.length !== 1 || q === undefined || p === undefined) return undefined;
  const [first, last] = q < p ? [q, p] : [p, q];
  // «R1 está en paralelo con R2, y ese conjunto está en serie con R3»: the parallel is what comes before
  // «ese conjunto», in its sentence; the series, what follows the second word.
  const between = text.slice(first, last);
  if (
    p < q &&
    /\b(?:ese|este|el) (?:conjunto|grupo|paralelo)\b|\besa (?:combinacion|asociacion)\b/.test(between)
  ) {
    if (/[.;](?:\s|$)/.test(between)) return undefined;
    const sentenceStart = Math.max(text.lastIndexOf('. ', first), text.lastIndexOf('; ', first)) + 1;
    const parallelGroup = resistors.filter((r) => r.index >= sentenceStart && r.index < last);
    const seriesGroup = resistors.filter((r) => r.index > last);
    const sentenceEnd = text.slice(last).search(/[.;](?:\s|$)/);
    if (sentenceEnd >= 0 && seriesGroup.some((r) => r.index > last + sentenceEnd)) return undefined;
    if (parallelGroup.length + seriesGroup.length !== resistors.length) return undefined;
    return seriesGroup.length >= 1 && parallelGroup.length >= 2
      ? { series: seriesGroup, parallel: parallelGroup }
      : undefined;
  }
  // «R1 en serie con un grupo formado por dos resistencias de 12 Ω y 6 Ω conectadas en paralelo (entre
  // sí)»: the group named after «serie» and closed by «paralelo» is the parallel; what comes before, the
  // series.
  if (
    q < p &&
    /^\s*con (?:un|el|otro) (?:grupo|conjunto|bloque)\b[^.;]*?\b(?:formad|compuest|integrad|constituid)[oa] por\b[^.;]*\b(?:conectad|dispuest|colocad|ubicad|asociad)[oa]s en $/.test(
      text.slice(q + 'serie'.length, p),
    ) &&
    /^paralelo(?: entre si)?\b/.test(text.slice(p))
  ) {
    const seriesGroup = resistors.filter((r) => r.index < q);
    const parallelGroup = resistors.filter((r) => r.index > q && r.index < p);
    if (seriesGroup.length + parallelGroup.length !== resistors.length) return undefined;
    return seriesGroup.length >= 1 && parallelGroup.length >= 2
      ? { series: seriesGroup, parallel: parallelGroup }
      : undefined;
  }
  // Nothing stands between the two words but their link: «en serie con el paralelo de», «en paralelo, y
  // ese conjunto en serie con».
  if (
    resistors.some((r) => r.index > first && r.index < last) ||
    /[.;](?:\s|$)/.test(text.slice(first, last))
  )
    return undefined;
  const before = resistors.filter((r) => r.index < first);
  const after = resistors.filter((r) => r.index > last);
  // The group after the second word stays in its sentence.
  const sentenceEnd = text.slice(last).search(/[.;](?:\s|$)/);
  if (sentenceEnd >= 0 && after.some((r) => r.index > last + sentenceEnd)) return undefined;
  const grouped = q < p ? { series: before, parallel: after } : { series: after, parallel: before };
  return grouped.series.length >= 1 && grouped.parallel.length >= 2 ? grouped : undefined;
}

/** The label typed before a resistor's value: «R₃ = 12 Ω» → 3. */
function resistorLabel(s: Statement, resistor: Reading): string | undefined {
  const label = /\br\s*_?\s*([1-9₁-₉])\s*=\s*$/u.exec(
    s.folded.slice(Math.max(0, resistor.index - 10), resistor.index),
  )?.[1];
  if (label === undefined) return undefined;
  const sub = SUBSCRIPT_DIGITS.indexOf(label);
  return sub >= 0 ? String(sub) : label;
}

/**
 * A switch in one branch of the parallel («R₃ tiene una llave en su rama, inicialmente cerrada»; «Se abre
 * la llave de la rama de R₃»): that branch, and whether the switch is open when the question asks.
 * Undefined with no switch; 'unclear' when its branch or its state cannot be told.
 */
function switchedBranch(
  s: Statement,
  parallel: readonly Reading[],
): { branch: Reading; open: Reading | undefined } | 'unclear' | undefined {
  const text = s.folded;
  if (!/\b(?:llave|interruptor|tecla)\b/.test(text)) return undefined;
  const labels = [
    ...text.matchAll(
      /\br\s*_?\s*([1-9₁-₉])\s+tiene (?:una|un) (?:llave|interruptor)\b|\b(?:llave|interruptor)\b[^.?]*?\brama de (?:la resistencia )?r\s*_?\s*([1-9₁-₉])/gu,
    ),
  ].map((match) => {
    const label = match[1] ?? match[2] ?? '';
    const sub = SUBSCRIPT_DIGITS.indexOf(label);
    return sub >= 0 ? String(sub) : label;
  });
  if (!labels.length || new Set(labels).size !== 1) return 'unclear';
  const branch = parallel.find((r) => resistorLabel(s, r) === labels[0]);
  if (!branch) return 'unclear';
  const opens =
    /\bse abre\b|\babrir\b|\babrimos\b|\bal abrir\b|\bqueda abiert|\besta abiert|\binicialmente abiert/.test(
      text,
    );
  const closes = /\bse (?:vuelve a )?cierra\b|\bcerrar\b|\bal cerrar\b/.test(text);
  const closedAtFirst = /\b(?:inicialmente|esta|queda) cerrad[oa]\b/.test(text);
  if (opens && closes) return 'unclear';
  if (opens) return { branch, open: branch };
  if (closedAtFirst && !closes) return { branch, open: undefined };
  return 'unclear';
}

/**
 * Resistors in series with a parallel: R_eq = ΣR_serie + R_paralelo; from the source's voltage the
 * current I = V/R_eq, the parallel's voltage I·R_p, and each resistor's current, voltage or power;
 * checked by Kirchhoff (the branch currents add up to I, the drops to V).
 */
function seriesParallel(
  s: Statement,
  asked: Magnitude,
  questionStart: number,
  named: NamedResistor | undefined,
  read: Record<Magnitude, Reading[]>,
): SolverReply | undefined {
  // A question that names no resistor may hold the data itself: «Calculá la resistencia equivalente de …».
  const limit = named ? questionStart : s.folded.length;
  const resistors = named ? named.resistors : read.R;
  const found = groups(s, resistors, limit);
  const switched = found && switchedBranch(s, found.parallel);
  if (!found || switched === 'unclear') return undefined;
  // The branch a switch left open carries no current: the rest of the parallel stays (one resistor left
  // alone is in series with the others).
  const grouped =
    switched?.open === undefined
      ? found
      : (() => {
          const left = found.parallel.filter((r) => r !== switched.open);
          const none: Reading[] = [];
          return left.length >= 2
            ? { series: found.series, parallel: left }
            : { series: [...found.series, ...left], parallel: none };
        })();
  if (switched?.open && named) return undefined;
  const series = grouped.series.map((r) => r.value);
  const parallel = grouped.parallel.map((r) => r.value);
  const rp = parallel.length ? parallelOf(parallel) : 0;
  const req = series.reduce((sum, r) => sum + r, 0) + rp;
  const openStep =
    switched?.open === undefined
      ? []
      : [
          `Con la llave abierta, por la rama de ${fmt(switched.open.value, 4)} Ω no circula corriente: esa resistencia sale del circuito.`,
        ];
  const steps = parallel.length
    ? [
        ...openStep,
        parallelStep(parallel, rp, 'R_p'),
        `El paralelo queda en serie con ${series.length > 1 ? 'las demás' : 'la otra'}: $R_{eq} = ${[...series, rp].map(num).join(' + ')} ${eq(req)} ${num(req)}$ Ω.`,
      ]
    : [
        ...openStep,
        `Lo que queda está todo en serie: $R_{eq} = ${series.map(num).join(' + ')} ${eq(req)} ${num(req)}$ Ω.`,
      ];
  const data = [
    `en serie: ${ohms(found.series.map((r) => r.value))}`,
    `en paralelo: ${ohms(found.parallel.map((r) => r.value))}`,
    ...(switched === undefined
      ? []
      : [`llave en la rama de ${fmt(switched.branch.value, 4)} Ω, ${switched.open ? 'abierta' : 'cerrada'}`]),
  ];
  const used = [...resistors.map((r) => r.index), ...(named?.mention === undefined ? [] : [named.mention])];
  const target = named ? resistors[named.place] : undefined;
  if (named && !target) return undefined;
  let value: number;
  let label: string = asked;
  if (asked === 'R') {
    if (named) return undefined;
    value = req;
    label = 'R_eq';
    // «…el conjunto se alimenta con 12 V. Hallar la resistencia equivalente»: the source's voltage, for
    // the current other questions ask, does not change the equivalent.
    const source = sourceVoltage(read, limit);
    if (source && read.V.length === 1) {
      used.push(source.index);
      steps.push(
        `La tensión de la fuente (${fmt(source.value, 4)} V) no cambia la resistencia equivalente: sirve para la corriente.`,
      );
    }
  } else {
    const source = sourceVoltage(read, limit);
    if (!source) return undefined;
    used.push(source.index);
    const v = source.value;
    data.push(`V = ${fmt(v, 4)} V`);
    const current = v / req;
    const vp = current * rp;
    // Checked back: the branch currents add up to the circuit's, the drops to the source's voltage.
    const drops = series.reduce((sum, r) => sum + current * r, 0) + vp;
    if (
      (parallel.length &&
        !closeTo(
          parallel.reduce((sum, r) => sum + vp / r, 0),
          current,
        )) ||
      !closeTo(drops, v)
    )
      return undefined;
    steps.push(
      `Corriente total (la de las resistencias en serie): $I = \\frac{V}{R_{eq}} = \\frac{${num(v)}}{${num(req)}} ${eq(current)} ${num(current)}$ A.`,
    );
    if (!target) {
      if (asked === 'V') return undefined;
      value = asked === 'I' ? current : v * current;
      if (asked === 'P')
        steps.push(
          `Potencia total: $P = V \\cdot I = ${num(v)} \\cdot ${num(current)} ${eq(value)} ${num(value)}$ W.`,
        );
    } else if (grouped.series.includes(target)) {
      const r = target.value;
      value = asked === 'I' ? current : asked === 'V' ? current * r : current * current * r;
      if (asked === 'I') steps.push(`Por la de ${fmt(r, 4)} Ω, en serie, pasa toda esa corriente.`);
      if (asked === 'V')
        steps.push(`Cae $V = I \\cdot R = ${num(current)} \\cdot ${num(r)} ${eq(value)} ${num(value)}$ V.`);
      if (asked === 'P')
        steps.push(`$P = I^2 \\cdot R = ${num(current)}^2 \\cdot ${num(r)} ${eq(value)} ${num(value)}$ W.`);
    } else {
      const r = target.value;
      steps.push(
        `Tensión sobre el paralelo: $V_p = I \\cdot R_p = ${num(current)} \\cdot ${num(rp)} ${eq(vp)} ${num(vp)}$ V, la misma en cada rama.`,
      );
      value = asked === 'I' ? vp / r : asked === 'V' ? vp : (vp * vp) / r;
      if (asked === 'I')
        steps.push(
          `Por la de ${fmt(r, 4)} Ω: $I = \\frac{V_p}{R} = \\frac{${num(vp)}}{${num(r)}} ${eq(value)} ${num(value)}$ A.`,
        );
      if (asked === 'P')
        steps.push(`$P = \\frac{V_p^2}{R} = \\frac{${num(vp)}^2}{${num(r)}} ${eq(value)} ${num(value)}$ W.`);
    }
  }
  if (!Number.isFinite(value) || value <= 0) return undefined;
  const text = workedReply({
    title: 'Circuito mixto: serie y paralelo',
    data: data.join('; '),
    steps,
    answer: `**${answerLine(asked, value, askedOrLastClause(s), label)}**`,
    closing: '¿Por qué el paralelo se reemplaza por una sola resistencia antes de sumar las de la serie?',
  });
  return checked(s, used, text);
}

function uncertain(data: readonly string[], steps: readonly string[], asked: Magnitude): SolverReply {
  return {
    certain: false,
    text: workedReply({
      title: 'Circuito eléctrico',
      data: data.length ? data.join('; ') : 'no encontré valores con sus unidades',
      steps: [...steps, 'Con dos de estas magnitudes salen las otras: $V = I \\cdot R$ y $P = V \\cdot I$.'],
      answer: `Para calcular la ${NAME[asked]} me falta un dato más (la tensión, la corriente o la potencia del circuito). ¿Cuál te da el enunciado?`,
      closing: '¿Qué otro dato tenés?',
    }),
  };
}

export const circuitSolver = declareSolver({
  name: 'solve_circuit',
  offer: 'circuitos: ley de Ohm, resistencias en serie, en paralelo y mixtas, potencia eléctrica',
  summary:
    "Simple DC circuits: Ohm's law V = I·R and electric power P = V·I with any two of V (volts), I (A or mA), R (Ω) and P (W) given; the equivalent resistance of resistors in series, in parallel or in series with one parallel, then the circuit's current, voltage or power from one more datum; and the current, voltage or power of one resistor (named by its value, its order or R1, R2…) from the source's voltage; several appliances on the mains by their rated powers (total power, total current, one's resistance, energy cost, two in series); a wire's resistance from its resistivity, length and section (R = ρ·L/A). Pass the whole statement.",
  examples: [
    'Una resistencia de 60 Ω se conecta a una batería de 120 V. ¿Qué corriente circula?',
    'Dos resistencias de 6 Ω y 12 Ω se conectan en paralelo. ¿Cuál es la resistencia equivalente?',
    'Una estufa funciona con 220 V y circula por ella una corriente de 5 A. ¿Qué potencia consume?',
    'Una resistencia de 4 Ω está en serie con un paralelo de 6 Ω y 12 Ω, conectado a 24 V. ¿Qué potencia disipa la de 12 Ω?',
  ],
  parameters: { problem: 'the circuit problem as written' },
  // Several appliances on the mains by their rated powers first (circuits-appliances.ts), and a wire's
  // resistance from its resistivity (resistivity.ts).
  solve: (problem: string) => solveAppliances(problem) ?? solveResistivity(problem) ?? solveCircuit(problem),
});
