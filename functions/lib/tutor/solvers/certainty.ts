/**
 * The generic certainty gate for solvers that still return a worked text (declaration.ts `fromText`):
 * a reply is certain only when every datum of the statement shows up in it. A datum a solver leaves out
 * is one its reading did not use (a mass in a work problem, a μ, a g = 10 the solver overrode), and a
 * result computed without it may answer another problem. What counts as a datum is written below.
 */

import { must } from '../../../../shared/lib/must.ts';
import { atomicMasses, isElementSymbol } from '../../science/atomic-masses.ts';
import { group } from './groups.ts';
import { joinDigitGroups, NUMBER_SOURCE, readNumber } from './numbers.ts';

const superscriptDigits = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const subscriptDigits = '₀₁₂₃₄₅₆₇₈₉';

/**
 * A text with its numbers written plainly: LaTeX's braced decimal comma, thin spaces and
 * `\frac{a}{b}` go; superscripts become powers (`m/s²` → `m/s^2`), subscripts digits after a letter.
 */
function plainNumbers(text: string): string {
  return joinDigitGroups(text)
    .replace(/\{([,.])\}/g, '$1')
    .replace(/\\[,;:! ]/g, ' ')
    .replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹]+/g, (run) => `^${[...run].map((c) => superscriptDigits.indexOf(c)).join('')}`)
    .replace(/[₀-₉]/g, (c) => String(subscriptDigits.indexOf(c)))
    .replace(/[−–]/g, '-');
}

/**
 * A five-options statement's options: lines (or runs) that start with "A)" to "E)". Their numbers are
 * candidates, not data.
 */
const OPTION_RUN = /(?:^|\s)[A-E]\)\s[^\n]*?(?=\s[A-E]\)\s|$)/gm;

/** A number right after a letter, `_` or `^` is a formula's subscript (H2SO4), a log's base or a power. */
const dataNumber = new RegExp(String.raw`(?<![\p{L}\d_^.,])(${NUMBER_SOURCE})`, 'gu');

function values(text: string, pattern: RegExp): number[] {
  const found: number[] = [];
  for (const match of plainNumbers(text).matchAll(pattern)) {
    const raw = group(match, 1);
    const value = readNumber(raw);
    if (value !== undefined) found.push(value);
    else for (const piece of raw.split(/[.,]/)) found.push(Number(piece));
  }
  return found;
}

/**
 * Numbers written as words are data too ("tres pisos de 3 m"). "Dos" and "un" also count things that
 * are not data ("dos autos", "un cuerpo"), so they count only before a measure.
 */
const numberWords: Record<string, number> = {
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  once: 11,
  doce: 12,
  quince: 15,
  veinte: 20,
  treinta: 30,
  cien: 100,
  mil: 1000,
};
const NUMBER_WORD = new RegExp(String.raw`\b(${Object.keys(numberWords).join('|')})\b`, 'giu');
const MEASURE =
  /^\s+(?:pisos?|veces|horas?|minutos?|segundos?|metros?|kil[oó]metros?|kilos?|kilogramos?|gramos?|litros?|vueltas?|moles?|d[ií]as?|cuadras?)\b/iu;
const TWO =
  /\bdos(?=\s+(?:pisos|veces|horas|minutos|segundos|metros|kil[oó]metros|kilos|kilogramos|gramos|litros|vueltas|moles|d[ií]as|cuadras)\b)/giu;

/** A number written as a word, and the measure after it ("tres pisos"). */
interface WordDatum {
  value: number;
  phrase: string;
}

function wordData(text: string): WordDatum[] {
  const found: WordDatum[] = [];
  const phrase = (at: number, word: string) => {
    const measure = MEASURE.exec(text.slice(at + word.length))?.[0] ?? '';
    return `${word}${measure}`.toLowerCase().replace(/\s+/g, ' ');
  };
  for (const match of text.matchAll(NUMBER_WORD)) {
    const word = group(match, 1).toLowerCase();
    const at = match.index ?? 0;
    // "mil" and "cien" alone may be part of a number in digits ("1,5 mil"): only before a measure.
    if ((word === 'mil' || word === 'cien') && !MEASURE.test(text.slice(at + word.length))) continue;
    found.push({ value: must(numberWords[word], `the number word «${word}»`), phrase: phrase(at, word) });
  }
  for (const match of text.matchAll(TWO)) found.push({ value: 2, phrase: phrase(match.index ?? 0, 'dos') });
  return found;
}

const withoutOptions = (problem: string) => problem.replace(OPTION_RUN, ' ');

// «sen 37° = 0,6», «cos 53° = 0,6», «tg 37° ≈ 0,75»: a ratio's value from a table, given to compute with
// (like g), not a datum a reading must use; the angle stays one.
const GIVEN_RATIO =
  /\b((?:sen|sin|cos|tg|tan)\s*\(?\s*\d+(?:[.,]\d+)?\s*°?\s*\)?)\s*(?:=|≈|vale)\s*\d+(?:[.,]\d+)?/giu;

/** The numbers a statement gives in digits, options, formula subscripts and the trig ratios it gives aside. */
export function statementData(problem: string): number[] {
  return values(withoutOptions(problem).replace(GIVEN_RATIO, '$1'), dataNumber);
}

/** Every number a reply writes, wherever it is. */
const anyNumber = new RegExp(`(${NUMBER_SOURCE})`, 'g');

const same = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a));

/**
 * The reply without the question it closes with: a datum named only there («¿Cuánto pesaría en la Luna,
 * donde g ≈ 1,6 m/s²?») was asked about, not used.
 */
function withoutClosingQuestion(reply: string): string {
  const lines = reply.trimEnd().split('\n');
  const last = lines.at(-1)?.trim() ?? '';
  return /^¿[^*]*\?$/.test(last) ? lines.slice(0, -1).join('\n') : reply;
}

// «(K = 39; O = 16; H = 1)», «Ar(Cl) = 35,5»: an element's atomic mass given to weigh moles with.
const GIVEN_ATOMIC_MASS =
  /(?:\b(?:Ar|A|M)\s*\(\s*)?\b([A-Z][a-z]?)\s*\)?\s*[=:]\s*(\d+(?:[.,]\d+)?)(?:\s*g(?:\/mol)?\b)?(?![\d.,]|\s*(?!(?:y|e)\b)[\p{L}°%/²³])/gu;
const WEIGHS = /g\/mol|masa (?:molar|at[oó]mica|molecular)|\bM[rm]?\s*\(|\bpesa/iu;
const ASKS_MASS =
  /\b(?:masa|gramos?|kilos?|kilogramos?|miligramos?|toneladas?|cu[aá]nto pesa|pureza|riqueza)\b|\b(?:g|kg|mg|t)\b(?=[^\p{L}]*[?.]?\s*$)/iu;

/**
 * The statement without the atomic masses it gives aside, for a reading which weighs nothing: a dilution
 * asked beside «(K = 39; O = 16; H = 1)». Only when the reply never weighs (no molar mass, no g/mol) and
 * the question asks no mass, so a reading that should have weighed is still held by them; only a symbol
 * of an element with a value within 1 of the kernel's mass for it.
 */
function withoutUnweighedAtomicMasses(problem: string, reply: string): string {
  if (WEIGHS.test(reply) || ASKS_MASS.test(question(problem))) return problem;
  return problem.replace(GIVEN_ATOMIC_MASS, (written, symbol: string, value: string) => {
    const mass = readNumber(value);
    return mass !== undefined && isElementSymbol(symbol) && Math.abs(atomicMasses[symbol] - mass) <= 1
      ? ' '
      : written;
  });
}

/**
 * The statement's data that the reply never writes: empty when the reading used them all. A number in
 * digits is used when the reply writes its value anywhere; one in words ("tres pisos") only when the
 * reply writes it with its measure ("3 pisos", "tres pisos"), since its value alone may be another datum's.
 */
/**
 * A unit's power in a reply («cm³», «m/s²», «\\text{m}^2») writes no number: read as one, it stood for a
 * datum 3 or 2 that the reply never used («3 gotas por segundo» answered as one drop in litres).
 */
const UNIT_POWER = /(\b(?:[kcdmµμ]?m|dam|hm|s|h|in|ft|mi|L)(?:\})?)\^\{?([23])\}?(?!\d|[.,]\d)/g;

export function unusedData(problem: string, reply: string): (number | string)[] {
  const written = values(plainNumbers(withoutClosingQuestion(reply)).replace(UNIT_POWER, '$1'), anyNumber);
  const unused: (number | string)[] = [];
  for (const datum of statementData(withoutUnweighedAtomicMasses(problem, reply))) {
    if (!written.some((value) => same(value, datum)) && !unused.some((value) => value === datum)) {
      unused.push(datum);
    }
  }
  const folded = plainNumbers(reply).toLowerCase().replace(/\s+/g, ' ');
  for (const { value, phrase } of wordData(withoutOptions(problem))) {
    const measure = phrase.slice(phrase.indexOf(' ') + 1);
    const inDigits = phrase.includes(' ') ? `${value} ${measure}` : undefined;
    if (!folded.includes(phrase) && !(inDigits && folded.includes(inDigits)) && !unused.includes(phrase)) {
      unused.push(phrase);
    }
  }
  return unused;
}

/** Labelled parts on their own ("a) … b) …"): one solver's single answer cannot be all of them. */
const PART_LABEL = /(?:^|\n|[.:?]\s+)\(?([a-d])\)\s/g;

export function hasParts(problem: string): boolean {
  const labels = new Set([...problem.matchAll(PART_LABEL)].map((match) => match[1]));
  return labels.has('a') && labels.has('b');
}

/** The kinds of quantity a question can ask for, by the words that ask and the units that answer. */
const quantityKinds: readonly { asks: RegExp; units: RegExp; states?: RegExp }[] = [
  // «¿A qué hora…?»: a clock time, «a las 10:12», which a unit does not mark.
  { asks: /\ba qu[eé] hora\b/iu, units: /^$/, states: /\b\d{1,2}:\d{2}\b/ },
  {
    asks: /\b(?:tiempo|tarda|tardan|tardar[ií]an?|demora|demorar[ií]an?|cu[aá]ndo|duraci[oó]n|per[ií]odo|instante|en qu[eé] momento|cu[aá]ntos (?:segundos|minutos)|cu[aá]ntas horas)\b/iu,
    units: /^(?:s|seg|min|h|hs|horas?|minutos?|segundos?|d[ií]as?)\b/iu,
  },
  { asks: /\b(?:velocidad|rapidez)\b/iu, units: /^(?:m\/s|km\/h|cm\/s)(?![²^\d])/iu },
  { asks: /\baceleraci[oó]n\b/iu, units: /^(?:m\/s(?:²|\^2)|cm\/s(?:²|\^2))/iu },
  {
    asks: /\b(?:fuerza|tensi[oó]n|normal|peso|rozamiento|empuje|reacci[oó]n)\b/iu,
    units: /^(?:N|kgf|dina)\b/u,
  },
  { asks: /\b(?:trabajo|energ[ií]a|calor)\b/iu, units: /^(?:J|kJ|cal|kcal|kWh|eV|keV|MeV)\b/u },
  { asks: /\bpotencia\b/iu, units: /^(?:W|kW|HP|CV)\b/u },
  {
    asks: /\b(?:distancia|altura|desplazamiento|longitud|recorrido|recorre|profundidad|alcance|posici[oó]n|d[oó]nde|cu[aá]ntos (?:metros|cent[ií]metros|kil[oó]metros)(?!\s+(?:c[uú]bicos|cuadrados)))\b/iu,
    units: /^(?:m|km|cm|mm|dm|nm|µm|μm)(?![/²³^\d\p{L}])/iu,
  },
  { asks: /\b(?:masa|gramos|cu[aá]nto pesa)\b/iu, units: /^(?:g|kg|mg|t)\b/u },
  { asks: /\bpresi[oó]n\b/iu, units: /^(?:atm|Pa|kPa|hPa|mmHg|bar)\b/u },
  // «¿A qué temperatura … ejercen una presión de 3 atm?»: a temperature, in kelvin or degrees, only when
  // it is what is asked, not the condition of another quantity («¿qué densidad tiene a esa temperatura?»).
  {
    asks: /(?:\bqu[eé]|\b(?:es|ser[aá]|era|fue|calcul\w*|determin\w*|hall\w*|indic\w*)\s+(?:la|su))\s+temperatura\b/iu,
    units: /^(?:K|°C|°F)(?![\p{L}])/u,
  },
  { asks: /\bvolumen\b/iu, units: /^(?:L|l|mL|ml|cm³|m³|dm³|cm\^3|m\^3|dm\^3)(?![\p{L}])/u },
];

/**
 * The question of a statement: its sentences with "¿…?", what follows «Se pide:», or the one that orders
 * ("Calculá…", "Hallá…").
 */
function question(problem: string): string {
  const statement = withoutOptions(problem);
  const asked = [...statement.matchAll(/¿[^?]*\?/g)].map((match) => match[0]);
  if (asked.length) return asked.join(' ');
  // «… Se pide: la energía mecánica inicial de la piedra.»: what follows the announcement is asked.
  const announced = /\bse (?:pide|solicita|quiere saber)\s*:\s*(\S[^\n]*)/iu.exec(statement);
  if (announced) return announced[1] ?? '';
  const ordered = /(?:^|[.\n]\s*)((?:calcul|hall|determin|indic|averigu|obten|encontr)[aáeé][^.\n]*)/iu.exec(
    statement,
  );
  return ordered?.[1] ?? (statement.trim().endsWith(':') ? (statement.split(/[.\n]/).pop() ?? '') : '');
}

/** Words that follow a number in a result without being its unit («x = 2 y x = 5», «x < −6 o x > 2»). */
const NOT_A_UNIT = /^(?:o|y|e|u|a|al|de|del|en|es|con|por|que|x)$/;

/** The units of the quantities a result states ("**2 mol de CO₂ pesan 88 g**" → mol, g). */
function resultUnits(result: string): string[] {
  const plain = result.replace(/\$/g, '').replace(/\{,\}/g, ',');
  // «6,58 · 10⁻⁷ m»: a unit after a power of ten written with superscripts.
  return [
    ...plain.matchAll(/[\d⁰¹²³⁴⁵⁶⁷⁸⁹](?:[\d.,]*\d)?\s*(?:\\?\s*\\text\{\s*)?([A-Za-zµμ°][A-Za-z/²³^0-9]*)/gu),
  ]
    .map((match) => group(match, 1))
    .filter((unit) => !NOT_A_UNIT.test(unit));
}

/** The reply's stated result: its bold lines that are not steps nor the data it read. */
function resultLines(text: string): string {
  return text
    .split('\n')
    .filter(
      (line) => line.includes('**') && !/^\s*\d+\.\s/.test(line) && !/^\*\*Datos:\*\*/.test(line.trim()),
    )
    .join('\n');
}

/**
 * Whether the reply answers the question asked: a statement in parts gets a part-by-part reply; when
 * the question names a kind of quantity (a time, a force…), the result states one of that kind;
 * "¿cuántas soluciones…?" gets a count; an equation in the complex numbers is not answered "no real roots".
 */
export function answersTheQuestion(problem: string, text: string): boolean {
  if (hasParts(problem) && !hasParts(text)) return false;
  const result = resultLines(text);
  const asked = question(problem);
  if (/\bcu[aá]nt[oa]s\s+(?:soluciones|ra[ií]ces|valores)\b/iu.test(asked)) {
    if (!/\b\d+\s+(?:soluciones|ra[ií]ces|valores)\b/iu.test(result)) return false;
  }
  if (/complej/iu.test(problem) && /no (?:tiene|hay) (?:ra[ií]ces|soluci[oó]n|soluciones)/iu.test(text))
    return false;
  const kinds = quantityKinds.filter((kind) => kind.asks.test(asked));
  const units = resultUnits(result);
  if (kinds.length && units.length && !kinds.some((kind) => statesKind(kind, units, result))) {
    return false;
  }
  return true;
}

/**
 * Whether one reply states, for each part of a question asked in parts, a result of the kind that part
 * asks (a time, a distance…), each part a different kind: what lets a whole reading stand for the parts
 * ("¿cuánto tarda en detenerse y qué distancia recorre?", where the second part alone lacks the stop).
 * False when a part names no kind of quantity: a count of results says nothing about which were asked.
 */
export function answersEachPartsKind(parts: readonly string[], text: string): boolean {
  const units = resultUnits(resultLines(text));
  const kinds = parts.map(askedKind);
  if (parts.length < 2 || new Set(kinds).size !== kinds.length) return false;
  return kinds.every((kind) => kind !== undefined && statesKind(kind, units, resultLines(text)));
}

/**
 * The kind a part asks: the one it names first («¿Qué longitud de onda tiene el fotón … cuando el electrón
 * pasa…?» asks a length; its «cuando» is a condition).
 */
function askedKind(part: string): (typeof quantityKinds)[number] | undefined {
  let first: { kind: (typeof quantityKinds)[number]; at: number } | undefined;
  for (const kind of quantityKinds) {
    const at = part.search(kind.asks);
    if (at >= 0 && (!first || at < first.at)) first = { kind, at };
  }
  return first?.kind;
}

/** Whether a result states a quantity of the kind: a unit of its own, or its own form (a clock time). */
function statesKind(kind: (typeof quantityKinds)[number], units: readonly string[], result: string): boolean {
  return kind.states ? kind.states.test(result) : units.some((unit) => kind.units.test(unit));
}

/** What a worked reply (solvers/reply.ts's layout) says, in parts. */
interface WorkedParts {
  title: string | undefined;
  /** What it read from the statement: its "Datos" line, or its opening line when that states no result. */
  reading: string | undefined;
  /** Each step's instruction, the part before its computation. */
  method: string[];
}

/** A digit that is a value, not a subscript or a power's (m_1, v^2). */
const VALUE_DIGIT = /(?<![_^\d]|[_^]\{)\d/;

/**
 * A formula's symbolic part, before any value is put in it: "$W = F d \cos\alpha = 50 \cdot 10 = 500$"
 * → "$W = F d \cos\alpha$"; undefined when it has none.
 */
function symbolic(rest: string): string | undefined {
  const formula = /\$([^$]+)\$/.exec(rest)?.[1];
  if (!formula) return undefined;
  const sides = formula.split('=');
  const firstValued = sides.findIndex((side) => VALUE_DIGIT.test(side));
  const kept = firstValued === -1 ? sides.length : firstValued;
  return kept >= 2 ? `$${sides.slice(0, kept).join('=').trim()}$` : undefined;
}

/** A step's head: "Pasá el volumen a litros: 500 mL = 0,5 L." → "Pasá el volumen a litros". */
function stepHead(step: string): string | undefined {
  const colon = step.indexOf(':');
  if (colon <= 0) return undefined;
  const head = step
    .slice(0, colon)
    .trim()
    .replace(/[.,;]$/, '');
  // A head that already computes something ("… = 4") would state a result.
  if (/=\s*-?\s*\d/.test(head) || /\*\*/.test(head)) return undefined;
  const formula = symbolic(step.slice(colon + 1));
  return formula ? `${head}: ${formula}` : head;
}

function workedParts(text: string): WorkedParts {
  const lines = text.split('\n').map((line) => line.trim());
  const title = lines.find((line) => line.startsWith('## '))?.slice(3);
  const datos = lines.find((line) => line.startsWith('**Datos:**'));
  const opening = lines.find((line) => line && !line.startsWith('#') && !/^\d+\./.test(line));
  const reading =
    datos?.replace(/\s*\*\*Incógnita:\*\*.*$/, '') ??
    (opening && !opening.includes('**') && !/=\s*-?\s*\d/.test(opening.replace(/\$[^$]*\$/g, ''))
      ? opening
      : undefined);
  const method = lines
    .filter((line) => /^\d+\.\s/.test(line))
    .map((line) => stepHead(line.replace(/^\d+\.\s+/, '')))
    .filter((head): head is string => head !== undefined);
  return { title, reading, method };
}

const numberText = (value: number) =>
  new Intl.NumberFormat('es-AR', { maximumSignificantDigits: 15 }).format(value);

const listed = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}`;

/**
 * The reply when the gate says not certain: what was understood, the method without its results, and
 * a question about the datum the reading left out. It states no result.
 */
export function uncertainReply(text: string, unused: readonly (number | string)[]): string {
  const { title, reading, method } = workedParts(text);
  const data = listed(unused.map((datum) => (typeof datum === 'number' ? numberText(datum) : `«${datum}»`)));
  const plural = unused.length > 1;
  return [
    `## ${title ?? 'Lo que entendí del problema'}`,
    '',
    reading ? `Así leí el enunciado: ${reading.replace(/^\*\*Datos:\*\*\s*/, '')}` : undefined,
    reading ? '' : undefined,
    unused.length
      ? `Todavía no te doy un resultado: el enunciado también da ${plural ? 'los datos' : 'el dato'} ${data} y mi lectura no ${plural ? 'los usa' : 'lo usa'}, así que podría estar resolviendo otro problema.`
      : 'Todavía no te doy un resultado: no estoy seguro de haber leído bien qué te piden calcular.',
    ...(method.length ? ['', 'Así lo encararía:', ...method.map((head, i) => `${i + 1}. ${head}.`)] : []),
    '',
    unused.length
      ? `¿Qué representa ${plural ? 'cada uno de esos datos' : 'ese dato'} y qué te piden calcular exactamente? Contámelo y lo resolvemos paso a paso.`
      : '¿Qué te piden calcular exactamente, y en qué unidad? Contámelo y lo resolvemos paso a paso.',
  ]
    .filter((line) => line !== undefined)
    .join('\n');
}
