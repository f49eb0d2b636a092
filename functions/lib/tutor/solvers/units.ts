/** Units as students write them, quantities found in a message, and step-by-step unit conversions. */
import { at } from '../../../../shared/lib/must.ts';
import { toSuperscripts } from '../../../../shared/math/superscripts.ts';
import { GRAVITY } from '../../science/constants.ts';
import { pluralName, type Unit, unitBySymbol, units } from '../../science/units.ts';
import { foldText } from '../text.ts';
import { scientificForm } from './arithmetic.ts';
import { askedRounding, roundedText } from './asked-rounding.ts';
import { compoundConversion, prefixedEnergyConversion } from './compound-units.ts';
import type { SolverReply } from './declaration.ts';
import { group } from './groups.ts';
import {
  fmt,
  fmtResult,
  isShownExactly,
  joinDigitGroups,
  NUMBER_SOURCE,
  parseNumber,
  prepareMath,
  readNumber,
  tex,
  texResult,
} from './numbers.ts';
import { numbered, workedReply } from './reply.ts';

export type { Dimension, Unit } from '../../science/units.ts';
export { unitBySymbol } from '../../science/units.ts';

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const longestFirst = (list: { alias: string; unit: Unit }[]) =>
  list.sort((a, b) => b.alias.length - a.alias.length);
const bareAliases = longestFirst(units.flatMap((unit) => unit.aliases.map((alias) => ({ alias, unit }))));
const aliasList = longestFirst([
  ...bareAliases,
  ...units.flatMap((unit) => (unit.numberOnly ?? []).map((alias) => ({ alias, unit }))),
]);
const byAlias = new Map(aliasList.map(({ alias, unit }) => [alias, unit]));
const unitSource = aliasList.map(({ alias }) => escapeRegex(alias)).join('|');
const bareSource = bareAliases.map(({ alias }) => escapeRegex(alias)).join('|');
// A unit must not run into more letters or an exponent: "m" is not the start of "min" or "m/s".
const unitEnd = '(?![a-z0-9/^²³])';
// "3,6 · 10⁵ mm" arrives as "3,6 * 10^5 mm" (prepareMath): the power of ten belongs to the number.
const quantityPattern = new RegExp(
  `(-?${NUMBER_SOURCE})(?:\\s*[*x]\\s*10\\s*\\^\\s*\\(?(-?\\d+)\\)?)?\\s*(${unitSource})${unitEnd}`,
  'g',
);
const unitPattern = new RegExp(`(?<![a-z0-9/])(${bareSource})${unitEnd}`, 'g');
// A spelling that is also a word («mi», «ha») names a unit on its own only as the target at the end:
// «pasá 1500 m² a ha». «A pie» is a way of walking, never a target.
const targetOnly = units.flatMap((unit) =>
  (unit.numberOnly ?? []).filter((alias) => alias !== 'pie').map((alias) => ({ alias, unit })),
);
const targetOnlyPattern = new RegExp(
  `\\b(?:a|en)\\s+(${targetOnly.map(({ alias }) => escapeRegex(alias)).join('|')})\\s*(?=[.?!,;)]|$)`,
  'g',
);

export interface Quantity {
  value: number;
  unit: Unit;
  /** Where it starts and ends in the folded text. */
  index: number;
  end: number;
  /** The number as the statement writes it, power of ten included: "3,6 · 10⁵". */
  written: string;
}

/** Lower case, no accents, "x²" as "x^2", decimal comma kept: the text the unit patterns read. */
export function foldForUnits(message: string): string {
  return joinDigitGroups(foldText(prepareMath(message).replace(/º/g, '°')).replace(/\s+/g, ' '));
}

export function findQuantities(folded: string): Quantity[] {
  const found: Quantity[] = [];
  for (const match of folded.matchAll(quantityPattern)) {
    const unit = byAlias.get(group(match, 3));
    if (!unit) continue;
    const raw = group(match, 1);
    const mantissa = raw.startsWith('-') ? -parseNumber(raw.slice(1)) : parseNumber(raw);
    const power = match[2] === undefined ? undefined : Number(match[2]);
    const value = power === undefined ? mantissa : mantissa * 10 ** power;
    // «0,000085 m» keeps its figures: four decimals would show it as 0,0001.
    const typed =
      Math.abs(Number(mantissa.toFixed(4)) - mantissa) < 1e-12 ? fmt(mantissa, 4) : fmt(mantissa, 12);
    const written = power === undefined ? typed : `${typed} · 10^{${power}}`;
    found.push({ value, unit, index: match.index, end: match.index + match[0].length, written });
  }
  return found;
}

/** Units named on their own, not right after a number: the "a m/s" of "pasá 72 km/h a m/s". */
export function findBareUnits(folded: string, quantities: Quantity[]): { unit: Unit; index: number }[] {
  const found: { unit: Unit; index: number }[] = [];
  for (const match of folded.matchAll(unitPattern)) {
    const inside = quantities.some((q) => match.index >= q.index && match.index < q.end);
    const unit = byAlias.get(group(match, 1));
    if (!inside && unit) found.push({ unit, index: match.index });
  }
  for (const match of folded.matchAll(targetOnlyPattern)) {
    const alias = group(match, 1);
    const unit = byAlias.get(alias);
    const index = match.index + match[0].indexOf(alias, 1);
    if (unit && !quantities.some((q) => index >= q.index && index < q.end)) found.push({ unit, index });
  }
  return found.sort((a, b) => a.index - b.index);
}

export function toBase(value: number, unit: Unit): number {
  return value * unit.factor;
}

const plural = (unit: Unit, value: number) => (Math.abs(value) === 1 ? unit.name : pluralName(unit));

function convertTemperature(value: number, from: Unit, to: Unit): { result: number; steps: string[] } {
  const celsius = from.symbol === 'K' ? value - 273 : from.symbol === '°F' ? ((value - 32) * 5) / 9 : value;
  const steps: string[] = [];
  if (from.symbol === 'K')
    steps.push(`De kelvin a Celsius restás 273: $T_C = ${tex(value)} - 273 = ${tex(celsius)}$ °C.`);
  if (from.symbol === '°F')
    steps.push(
      `De Fahrenheit a Celsius: $T_C = \\frac{5}{9}(T_F - 32) = \\frac{5}{9}(${tex(value)} - 32) = ${tex(celsius)}$ °C.`,
    );
  let result = celsius;
  if (to.symbol === 'K') {
    result = celsius + 273;
    steps.push(`De Celsius a kelvin sumás 273: $T_K = ${tex(celsius)} + 273 = ${tex(result)}$ K.`);
  }
  if (to.symbol === '°F') {
    result = (celsius * 9) / 5 + 32;
    steps.push(
      `De Celsius a Fahrenheit: $T_F = \\frac{9}{5} T_C + 32 = \\frac{9}{5} \\cdot ${tex(celsius)} + 32 = ${tex(result)}$ °F.`,
    );
  }
  return { result, steps };
}

const conversionCue =
  /\b(pasa|pasar|pasarl[oa]s?|pasame|converti|convertir|convertirl[oa]s?|convertime|expresa|expresar|expresarl[oa]s?|equivale|equivalen|cuanto|cuantos|cuantas|transforma|transformar)\b|\b(a|en)\s*$/;

/** A statement's own equivalence, "(1 milla = 1609,344 m)": it rules over the table's factor. */
interface Equivalence {
  unit: Unit;
  /** The unit in the dimension's base, as the statement gives it. */
  factor: number;
  text: string;
  /** «1 pie = 12 pulgadas»: 12 of the other unit, which may have an equivalence of its own. */
  amount: number;
  other: Unit;
}

const equivalencePattern = new RegExp(
  `(?:^|[(\\s;,:])(?:1|un|una)\\s+(${unitSource})\\s*(?:=|≈|equivale a|es igual a)\\s*(${NUMBER_SOURCE})\\s*(${unitSource})${unitEnd}`,
  'g',
);

/** The equivalences a statement states, and its text with them blanked out (same length). */
function statedEquivalences(folded: string): { equivalences: Equivalence[]; rest: string } {
  const equivalences: Equivalence[] = [];
  const rest = folded.replace(equivalencePattern, (match, a: string, raw: string, b: string) => {
    const unit = byAlias.get(a);
    const other = byAlias.get(b);
    if (!unit || !other || unit.dimension !== other.dimension || unit.dimension === 'temperature')
      return match;
    const amount = parseNumber(raw);
    equivalences.push({
      unit,
      amount,
      other,
      factor: amount * other.factor,
      // «1 nudo = 1 milla náutica por hora» defines the unit by another spelling of it: say it as typed.
      text: `1 ${unit.name} = ${fmt(amount, 6)} ${other === unit ? (unit.definedAs ?? b) : other.symbol}`,
    });
    return ' '.repeat(match.length);
  });
  return { equivalences, rest };
}

/** A speed as a length over a time, for the units the table has. */
const speedParts: Record<string, [length: string, seconds: number, time: string]> = {
  'km/h': ['km', 3600, 'h'],
  'mi/h': ['mi', 3600, 'h'],
  'm/s': ['m', 1, 's'],
  'cm/s': ['cm', 1, 's'],
  'ft/s': ['ft', 1, 's'],
  // A knot is one nautical mile an hour.
  nudos: ['mn', 3600, 'h'],
};

/** The quantity as the statement gives it: "3,6 · 10⁵ mm". */
const writtenQuantity = (q: Quantity) =>
  `${q.written.replace(/\^\{(-?\d+)\}/, (_, p) => toSuperscripts(Number(p)))} ${q.unit.symbol}`;

const RATE_VOLUMES: Record<string, string> = {
  'm^3': 'm^3',
  m3: 'm^3',
  'cm^3': 'cm^3',
  cm3: 'cm^3',
  l: 'l',
  litro: 'l',
  litros: 'l',
  km: 'km',
  kilometros: 'km',
  m: 'm',
  metros: 'm',
};
const RATE_TIMES: Record<string, string> = { hora: 'h', minuto: 'min', segundo: 's' };
const RATE_IN_WORDS = new RegExp(
  `(${NUMBER_SOURCE})\\s*(${Object.keys(RATE_VOLUMES)
    .map(escapeRegex)
    .join('|')})\\s+(?:de [a-z]+\\s+)?(?:por|cada|en cada|en una|en un)\\s+(hora|minuto|segundo)\\b`,
  'g',
);

/**
 * A rate said in words, «2,4 m³ de agua por hora», «500 cm³ cada segundo», as the unit it is
 * («2,4 m^3/h»), when that unit exists; anything else is left as typed.
 */
export function rateInWords(folded: string): string {
  return folded.replace(RATE_IN_WORDS, (whole, value: string, amount: string, time: string) => {
    const alias = `${RATE_VOLUMES[amount]}/${RATE_TIMES[time]}`;
    return byAlias.has(alias) ? `${value} ${alias}` : whole;
  });
}

/**
 * «¿Cuántos kg de CaO se obtienen a partir de 1 t de CaCO₃?»: the amount asked is of another thing than
 * the amount given (or a reaction turns one into the other), so the answer is no conversion of the datum.
 */
/** The measures of a figure a statement may name, one of them a datum and another asked. */
const MEASURE_NOUN =
  /\b(arista|lado|radio|diametro|altura|largo|ancho|perimetro|area|superficie|volumen|diagonal|apotema|base|hipotenusa|cateto|longitud|circunferencia|contorno)(?:s|es)?\b/g;

function ofAnotherThing(folded: string, quantity: Quantity, targetIndex: number): boolean {
  if (/→|⟶|->|=>/.test(folded)) return true;
  const given = /^\s*de\s+([\p{L}\d]+)/u.exec(folded.slice(quantity.end))?.[1];
  const asked = /^\S+\s+de\s+([\p{L}\d]+)/u.exec(folded.slice(targetIndex))?.[1];
  if (given !== undefined && asked !== undefined && given !== asked) return true;
  // «Un cubo tiene 2 dm de arista. Su diagonal, en centímetros, mide:»: the measure named before the unit
  // asked is another one than the datum's, worked out of it rather than converted.
  const named =
    /\b(?:su|sus|la|las|el|los)\s+(\p{L}+)\s*,?\s*(?:expresad[oa]s?\s+|medid[oa]s?\s+)?(?:a|en)\s*$/u.exec(
      folded.slice(0, targetIndex),
    )?.[1];
  if (given !== undefined && named !== undefined && given !== named) return true;
  // Two measures of a figure named («el perímetro … es 30 cm … ¿el ancho en mm?», «la diagonal de un cubo
  // de 4 cm de arista en mm»): the one asked is worked out of the other, whichever words say which.
  const measures = new Set(
    [...folded.matchAll(MEASURE_NOUN)].map((m) => (m[1] ?? '').replace(/(?:es|s)$/, '')),
  );
  return measures.size > 1;
}

const FRACTION_OF_UNIT = new RegExp(
  `(?<![\\d,./])(\\d+)\\s*/\\s*(\\d+)\\s+de\\s+(?=(?:${unitSource})${unitEnd})`,
);

/**
 * «3/4 de pulgada», «1/2 de milla»: a fraction of a unit, as the decimal it is («0,75 pulgada»), with the
 * step that says so. Only a fraction that a decimal writes exactly (a denominator of 2s and 5s).
 */
function fractionOfUnit(folded: string): { text: string; step: string } | undefined {
  const match = FRACTION_OF_UNIT.exec(folded);
  if (!match) return undefined;
  const [numerator, denominator] = [Number(match[1]), Number(match[2])];
  if (!(denominator > 0) || !/^(?:2|5)*$/.test(factorsOfTwoAndFive(denominator))) return undefined;
  const value = numerator / denominator;
  const decimal = fmt(value, 6);
  return {
    text: `${folded.slice(0, match.index)}${decimal} ${folded.slice(match.index + match[0].length)}`,
    step: `La fracción es un número: ${numerator}/${denominator} = ${decimal}.`,
  };
}

/** The denominator's factors when they are only 2s and 5s («22» for 4), or «x» when another divides it. */
function factorsOfTwoAndFive(n: number): string {
  let rest = n;
  let factors = '';
  for (const p of [2, 5]) {
    while (rest % p === 0) {
      rest /= p;
      factors += String(p);
    }
  }
  return rest === 1 ? factors : 'x';
}

/** The SI unit of each dimension, for «expresar en unidades del SI». */
const SI_UNITS: Record<Unit['dimension'], string> = {
  length: 'm',
  area: 'm²',
  volume: 'm³',
  time: 's',
  speed: 'm/s',
  acceleration: 'm/s²',
  flow: 'm³/s',
  mass: 'kg',
  temperature: 'K',
  pressure: 'Pa',
  energy: 'J',
};

/** Magnitudes a statement may name, with their dimension (none for those the table has no unit of). */
const NAMED_KINDS: [RegExp, Unit['dimension'] | undefined][] = [
  [/\bvelocidad|\brapidez/, 'speed'],
  [/\baceleracion/, 'acceleration'],
  [/\benergia|\btrabajo\b|\bcalor\b/, 'energy'],
  [/\bpresion/, 'pressure'],
  [/\bpeso\b|\bfuerza|\bpotencia|\bdensidad|\bcaudal/, undefined],
];

/** «Expresar en unidades del SI una velocidad de 54 km/h»: the SI unit of the datum's kind as the target. */
function inSI(folded: string, from: Unit): { unit: Unit; index: number } | undefined {
  const cue = /\b(?:unidades?\s+del\s+s\.?i\b|(?:el\s+)?sistema internacional|en\s+el\s+s\.?i\b)/.exec(
    folded,
  );
  if (!cue || !/\b(?:expres|pas[aeá]|convert|reduc)\w*/.test(folded)) return undefined;
  // «Expresar el peso de un cuerpo de 500 g en el SI»: a magnitude of another kind than the datum's is asked.
  for (const [word, dimension] of NAMED_KINDS) {
    if (word.test(folded) && dimension !== from.dimension) return undefined;
  }
  const unit = unitBySymbol(SI_UNITS[from.dimension]);
  return unit === from ? undefined : { unit, index: cue.index };
}

/** A conversion reply ("pasá 72 km/h a m/s", "¿cuántos minutos son 2,5 h?"), or undefined. */
const DURATION_PARTS =
  /(?<![\d,.])(?:(\d+)\s*(?:h|hs|horas?)\s+(?:y\s+)?)?(\d+)\s*(?:min|minutos?)(?:\s*,?\s*(?:y\s+)?(\d+(?:,\d+)?)\s*(?:s|seg|segundos?))?(?![\p{L}\d])/u;

/**
 * «3 h 15 min 30 s, expresado en segundos», «2 h 27 min 36 s en horas»: a duration in hours, minutes and
 * seconds, added up in seconds and written in the unit asked.
 */
function durationInOneUnit(folded: string): string | undefined {
  const parts = DURATION_PARTS.exec(folded);
  if (!parts || (parts[1] === undefined && parts[3] === undefined)) return undefined;
  // «a las 8 h 30 min» is a clock time, no duration.
  if (/\blas\s+$/.test(folded.slice(0, parts.index))) return undefined;
  const rest = `${folded.slice(0, parts.index)} ${folded.slice(parts.index + parts[0].length)}`;
  if (findQuantities(rest).length) return undefined;
  const targets = findBareUnits(rest, []).filter((bare) => bare.unit.dimension === 'time');
  const [target] = targets;
  if (!target || targets.length !== 1) return undefined;
  const before = rest.slice(0, target.index);
  if (!conversionCue.test(before) && !/\b(?:a|en)\s*$/.test(before)) return undefined;
  const [h, min, sec] = [Number(parts[1] ?? 0), Number(parts[2]), parseNumber(parts[3] ?? '0')];
  const seconds = h * 3600 + min * 60 + sec;
  const result = seconds / target.unit.factor;
  const shown = [parts[1] && `${h} h`, `${min} min`, parts[3] && `${fmt(sec, 4)} s`]
    .filter(Boolean)
    .join(' ');
  const is = isShownExactly(result, 4) ? '=' : '≈';
  return [
    `## Conversión de unidades\n\nPasemos ${shown} a ${target.unit.symbol}.\n`,
    ...numbered([
      `Pasá cada parte a segundos: ${[parts[1] && `${h} h = ${fmt(h * 3600, 0)} s`, `${min} min = ${fmt(min * 60, 0)} s`, parts[3] && `${fmt(sec, 4)} s`].filter(Boolean).join('; ')}.`,
      `Sumá: ${fmt(seconds, 4)} s.`,
      ...(target.unit.symbol === 's'
        ? []
        : [
            `1 ${target.unit.name} = ${fmt(target.unit.factor, 0)} s: $${tex(seconds)} \\div ${tex(target.unit.factor)} ${is === '=' ? '=' : '\\approx'} ${texResult(result, 4)}$.`,
          ]),
    ]),
    '',
    `**${shown} ${is} ${fmtResult(result, 4)} ${target.unit.symbol}**`,
    '',
    '¿Por qué no alcanza con escribir las cifras una al lado de la otra? Fijate que una hora tiene 60 minutos, no 100.',
  ].join('\n');
}

/** Seconds in each span a rate or a time is said in; a month or a year has no one length. */
const SPAN_SECONDS: Readonly<Record<string, number>> = {
  segundo: 1,
  minuto: 60,
  hora: 3600,
  dia: 86400,
  semana: 604800,
};
const SPAN = '(segundo|minuto|hora|dia|semana)s?';
const RATE = new RegExp(
  `(${NUMBER_SOURCE})\\s*([a-z]+(?:\\^3)?)\\s+(?:de [a-z]+\\s+)?(?:por|cada|en cada|al|a la)\\s+${SPAN}\\b`,
);
const SPAN_ASKED = new RegExp(`\\ben\\s+(un|una|${NUMBER_SOURCE})\\s+${SPAN}\\b`);

/**
 * «Una canilla pierde 2,5 cm³ de agua por minuto. ¿Cuántos litros se pierden en un día?»: an amount per
 * unit of time (a volume or a mass), the amount in a span the question names, in the unit asked.
 */
function amountOverTime(folded: string): string | undefined {
  const rate = RATE.exec(folded);
  if (!rate) return undefined;
  return amountInSpan(folded, {
    value: parseNumber(group(rate, 1)),
    unitWord: group(rate, 2),
    span: group(rate, 3),
    at: [rate.index, rate.index + rate[0].length],
  });
}

/** Pieces counted per unit of time: «3 gotas por segundo», «40 botellas por minuto». */
const PIECE_RATE = new RegExp(`(${NUMBER_SOURCE})\\s+([a-z]{3,})\\s+(?:por|cada|al|a la)\\s+${SPAN}\\b`);

/**
 * «Una canilla gotea 3 gotas por segundo y cada gota tiene un volumen de 0,05 cm³. ¿Cuántos litros se
 * pierden en un día?»: pieces per unit of time and the amount of one piece («cada gota», «cada botella
 * contiene 500 mL») make the amount per unit of time; then as above.
 */
function piecesOverTime(folded: string): string | undefined {
  const rate = PIECE_RATE.exec(folded);
  if (!rate) return undefined;
  const plural = group(rate, 2);
  if (findQuantities(`1 ${plural}`).length > 0) return undefined;
  const noun = plural.replace(/e?s$/, '');
  const each = new RegExp(
    `\\bcada\\s+(?:un[oa]\\s+)?(?:de\\s+(?:las|los|esas|esos)\\s+)?${noun}s?\\b[^.;?¿]{0,40}?(${NUMBER_SOURCE})\\s*([a-z]+(?:\\^3)?)\\b`,
  ).exec(folded);
  if (!each) return undefined;
  const count = parseNumber(group(rate, 1));
  const size = parseNumber(group(each, 1));
  const unitWord = group(each, 2);
  const amountUnit = findQuantities(`1 ${unitWord}`)[0]?.unit;
  if (!amountUnit || !(count > 0) || !(size > 0)) return undefined;
  const value = count * size;
  const perName = group(rate, 3) === 'dia' ? 'día' : group(rate, 3);
  return amountInSpan(
    folded,
    {
      value,
      unitWord,
      span: group(rate, 3),
      at: [rate.index, rate.index + rate[0].length],
      also: [each.index, each.index + each[0].length],
    },
    `Por ${perName}: ${fmt(count, 4)} ${plural} · ${fmt(size, 4)} ${amountUnit.symbol} ${isShownExactly(value, 4) ? '=' : '≈'} ${fmtResult(value, 4)} ${amountUnit.symbol}.`,
  );
}

interface SpanRate {
  value: number;
  unitWord: string;
  span: string;
  /** Where the rate is said, and where a piece's amount is («cada gota tiene 0,05 cm³»). */
  at: [number, number];
  also?: [number, number];
}

function amountInSpan(folded: string, rate: SpanRate, first?: string): string | undefined {
  const amountUnit = findQuantities(`1 ${rate.unitWord}`)[0]?.unit;
  if (!amountUnit || !['volume', 'mass'].includes(amountUnit.dimension)) return undefined;
  const question = askedPart(folded);
  const span = SPAN_ASKED.exec(question);
  const per = SPAN_SECONDS[rate.span];
  const spanUnit = span ? SPAN_SECONDS[group(span, 2)] : undefined;
  if (!span || per === undefined || spanUnit === undefined) return undefined;
  const asked = /\bcuant[oa]s\s+([a-z]+(?:\^3)?)/.exec(question);
  const to = asked ? findQuantities(`1 ${group(asked, 1)}`)[0]?.unit : undefined;
  if (!to || to.dimension !== amountUnit.dimension) return undefined;
  const count = /^un/.test(group(span, 1)) ? 1 : parseNumber(group(span, 1));
  // Every number of the statement is the rate's (or a piece's) or the span's.
  const numbers = [...folded.matchAll(new RegExp(`(?<![\\p{L}\\d,.^])${NUMBER_SOURCE}`, 'gu'))];
  const within = (index: number, [from, to]: [number, number]) => index >= from && index < to;
  const spanAt = folded.lastIndexOf(question) + span.index;
  const inSpan = (index: number) => index >= spanAt && index < spanAt + span[0].length;
  if (
    numbers.some(
      (n) => !within(n.index, rate.at) && !(rate.also && within(n.index, rate.also)) && !inSpan(n.index),
    )
  )
    return undefined;
  const value = rate.value;
  const seconds = count * spanUnit;
  const times = seconds / per;
  const amount = value * times;
  const result = (amount * amountUnit.factor) / to.factor;
  if (!(result > 0)) return undefined;
  const is = (v: number) => (isShownExactly(v, 4) ? '=' : '≈');
  const said = (span: string) => (span === 'dia' ? 'día' : span);
  const perName = said(rate.span);
  const spanName = `${fmt(count, 4)} ${said(group(span, 2))}${count === 1 ? '' : 's'}`;
  return workedReply({
    title: 'Una cantidad por unidad de tiempo',
    data: `${fmtResult(value, 4)} ${amountUnit.symbol} por ${perName}; en ${spanName}; en ${to.symbol}`,
    steps: [
      ...(first ? [first] : []),
      `¿Cuántos ${perName}s hay en ${spanName}? ${fmt(seconds, 4)} s / ${fmt(per, 4)} s = ${fmt(times, 4)}.`,
      `En ese tiempo: ${fmtResult(value, 4)} ${amountUnit.symbol} · ${fmt(times, 4)} ${is(amount)} ${fmtResult(amount, 4)} ${amountUnit.symbol}.`,
      ...(to === amountUnit
        ? []
        : [
            `En ${to.symbol}: ${fmtResult(amount, 4)} ${amountUnit.symbol} ${is(result)} ${fmtResult(result, 4)} ${to.symbol}.`,
          ]),
    ],
    answer: `**${closingLine(`${fmtResult(result, 4)} ${to.symbol}`, roundedAsked(folded, result, to.symbol))}**`,
    closing: '¿Cuánto sería en una semana? ¿Y en un año?',
  });
}

/**
 * «Cada hoja tiene un espesor de 0,08 mm. ¿Qué altura, en metros, alcanza una pila de 2.500 hojas?»: a
 * measure of one piece and a count of the same pieces put one on (or after) another, the total in the
 * unit asked. The piece's noun said once for one («cada hoja») and once for the count («2.500 hojas»).
 */
function lineOfPieces(folded: string): string | undefined {
  if (
    !/\bpila\b|apilad|una sobre otra|uno sobre otro|en fila|en hilera|una a continuacion|uno a continuacion|una detras|uno detras/.test(
      folded,
    )
  )
    return undefined;
  const quantities = findQuantities(folded);
  const [measure] = quantities;
  if (!measure || quantities.length !== 1 || measure.unit.dimension !== 'length') return undefined;
  // The measure that adds up: a thickness or height for a pile, a length for a row.
  const around = folded.slice(Math.max(0, measure.index - 25), measure.end + 15);
  const pile = /\bpila\b|apilad|apilan|sobre otr/.test(folded);
  const said = pile ? /espesor|grosor|\balto\b|altura/ : /\blargo\b|longitud/;
  if (!said.test(around) || /\blargo\b|\bancho\b|longitud/.test(around) === pile) return undefined;
  const one = /\b(?:cada|una|un)\s+([a-z]{3,})\b/.exec(folded.slice(0, measure.index));
  if (!one) return undefined;
  const noun = group(one, 1);
  const counted = [
    ...folded.matchAll(new RegExp(`(?<![\\d,.])(${NUMBER_SOURCE})\\s+(${noun}(?:s|es))\\b`, 'g')),
  ];
  const [count] = counted;
  if (!count || counted.length !== 1) return undefined;
  // Every number is the measure or the count.
  const numbers = [...folded.matchAll(new RegExp(`(?<![\\p{L}\\d,.^])${NUMBER_SOURCE}`, 'gu'))];
  if (numbers.some((n) => n.index !== count.index && (n.index < measure.index || n.index >= measure.end)))
    return undefined;
  const question = askedPart(folded);
  if (!/altura|\balto\b|espesor|grosor|largo|longitud|mide|\bmedira\b/.test(question)) return undefined;
  const named = findBareUnits(folded, quantities).some((bare) => bare.unit.dimension === 'length');
  const to = named ? askedUnitOf(folded, quantities, 'length') : measure.unit;
  if (!to) return undefined;
  const n = parseNumber(group(count, 1));
  if (!Number.isInteger(n) || n < 2) return undefined;
  const total = n * measure.value;
  const result = (total * measure.unit.factor) / to.factor;
  const is = (v: number) => (isShownExactly(v, 4) ? '=' : '≈');
  return workedReply({
    title: 'Piezas una sobre otra',
    data: `cada ${noun}: ${writtenQuantity(measure)}; ${fmt(n, 4)} ${group(count, 2)}; el total en ${to.symbol}`,
    steps: [
      `Una sobre otra, las medidas se suman: ${fmt(n, 4)} · ${writtenQuantity(measure)} ${is(total)} ${fmtResult(total, 4)} ${measure.unit.symbol}.`,
      ...(to === measure.unit
        ? []
        : [
            `En ${to.symbol}: ${fmtResult(total, 4)} ${measure.unit.symbol} ${is(result)} ${fmtResult(result, 4)} ${to.symbol}.`,
          ]),
    ],
    answer: `**${closingLine(`${fmtResult(result, 4)} ${to.symbol}`, roundedAsked(folded, result, to.symbol))}**`,
    closing: '¿Cuántas hojas harían falta para una pila de 1 m?',
  });
}

export function solveConversion(message: string): string | undefined {
  const duration = durationInOneUnit(foldForUnits(message.replace(/\n[A-E]\)[^\n]*/g, ' ')));
  if (duration) return duration;
  const overTime =
    amountOverTime(foldForUnits(message.replace(/\n[A-E]\)[^\n]*/g, ' '))) ??
    piecesOverTime(foldForUnits(message.replace(/\n[A-E]\)[^\n]*/g, ' ')));
  if (overTime) return overTime;
  const pieces = lineOfPieces(foldForUnits(message.replace(/\n[A-E]\)[^\n]*/g, ' ')));
  if (pieces) return pieces;
  const compound = prefixedEnergyConversion(message) ?? compoundConversion(foldForUnits(message));
  if (compound) return compound;
  const fraction = fractionOfUnit(foldForUnits(message));
  const { equivalences, rest: folded } = statedEquivalences(
    rateInWords(fraction?.text ?? foldForUnits(message)),
  );
  const quantities = findQuantities(folded);
  const combined =
    weightOfMass(folded, quantities, equivalences) ??
    mixedMeasure(folded, quantities, equivalences) ??
    measureSum(folded, quantities, equivalences) ??
    rectangleArea(folded, quantities, equivalences) ??
    ratioConversion(folded, equivalences);
  if (combined) return combined;
  if (quantities.length !== 1) return undefined;
  const [quantity] = quantities as [Quantity];
  // «Una canilla gotea 3 gotas por segundo y cada gota tiene 0,05 cm³. ¿Cuántos litros se pierden en un
  // día?»: another number is a datum this conversion would leave unused.
  const unlabelled = folded.replace(/^\s*(?:ejercicio\s+)?\d+\s*[).:-]\s/, (label) =>
    ' '.repeat(label.length),
  );
  const others = [...unlabelled.matchAll(new RegExp(`(?<![\\p{L}\\d,.^])${NUMBER_SOURCE}`, 'gu'))].filter(
    (m) => m.index < quantity.index || m.index >= quantity.end,
  );
  if (others.length > 0) return undefined;
  // «2 mL por minuto», «8 litros cada 100 km»: a rate this reading does not carry; its unit alone is not the datum.
  // «45 millas por una ruta», «por la autopista»: the way travelled along, no rate.
  if (
    /^\s*(?:de [a-z]+\s+)?(?:por|cada|\/)\s+(?:un |una |el |la )?[a-z\d]/.test(folded.slice(quantity.end)) &&
    !/^\s*por (?:una |un |la |el )?(?:ruta|camino|calle|carretera|autopista|avenida|sendero|pista|costa|playa|rio)\b/.test(
      folded.slice(quantity.end),
    )
  )
    return undefined;
  const target =
    findBareUnits(folded, quantities).find(
      (bare) => bare.unit.dimension === quantity.unit.dimension && bare.unit !== quantity.unit,
    ) ?? inSI(folded, quantity.unit);
  if (!target) return undefined;
  const before = folded.slice(0, target.index);
  if (!conversionCue.test(before) && !/\b(a|en)\s*$/.test(before)) return undefined;
  if (ofAnotherThing(folded, quantity, target.index)) return undefined;

  const from = quantity.unit;
  const to = target.unit;
  const value = quantity.value;
  const given = writtenQuantity(quantity);
  const header = `## Conversión de unidades\n\nPasemos ${given} a ${to.symbol}.\n`;
  const scientific = quantity.written.includes('^')
    ? [`Escribí el dato como número: ${given} = ${fmt(value, 4)} ${from.symbol}.`]
    : [];

  if (from.dimension === 'temperature') {
    const { result, steps } = convertTemperature(value, from, to);
    return [
      header,
      ...numbered([...scientific, ...steps]),
      '',
      `**${given} = ${fmt(result)} ${to.symbol}**`,
      '',
      'Un detalle: en los ejercicios se suele usar 273; si te piden más precisión, usá 273,15. Una variación de 1 °C es igual a una de 1 K: ¿por qué creés que pasa eso?',
    ].join('\n');
  }

  const stated = (unit: Unit) => equivalences.find((e) => e.unit === unit);
  const factorOf = (unit: Unit): number => {
    const parts = speedParts[unit.symbol];
    if (parts) {
      const length = stated(unitBySymbol(parts[0]));
      if (length) return length.factor / parts[1];
    }
    const whole = stated(unit);
    if (whole) return whole.factor;
    // «250 kcal en kJ, con 1 cal = 4,186 J»: the statement's calorie rules its multiple too.
    const part = unit.multipleOf && stated(unitBySymbol(unit.multipleOf.symbol));
    return part && unit.multipleOf ? part.factor * unit.multipleOf.times : unit.factor;
  };
  const goesThrough = (e: Equivalence, u: Unit) =>
    e.unit === u || speedParts[u.symbol]?.[0] === e.unit.symbol || u.multipleOf?.symbol === e.unit.symbol;
  const used = equivalences.filter((e) => goesThrough(e, from) || goesThrough(e, to));
  // An equivalence the conversion does not go through is a datum this reading leaves out.
  if (used.length !== equivalences.length) return undefined;
  const ratio = factorOf(from) / factorOf(to);
  const result = value * ratio;
  // Four decimals, more for tiny values; "≈" when even that rounds (kJ to cal).
  const is = (v: number) => (isShownExactly(v, 4) ? '=' : '≈');
  const texIs = (v: number) => (isShownExactly(v, 4) ? '=' : '\\approx');
  const steps: string[] = [
    ...(fraction ? [fraction.step] : []),
    ...used.map((e) => `Usá la equivalencia que da el enunciado: ${e.text}.`),
    ...scientific,
  ];
  const fromParts = speedParts[from.symbol];
  const toParts = speedParts[to.symbol];
  const kmhAndMs = [from.symbol, to.symbol].sort().join(' ') === 'km/h m/s' && used.length === 0;
  if (from.dimension === 'speed' && fromParts && toParts && !kmhAndMs) {
    const lengthRatio = factorOf(unitBySymbol(fromParts[0])) / factorOf(unitBySymbol(toParts[0]));
    const timeRatio = fromParts[1] / toParts[1];
    const lengthStep = `1 ${fromParts[0]} ${is(lengthRatio)} ${fmtResult(lengthRatio, 6)} ${toParts[0]}`;
    const [fromTime, toTime] = [fromParts[2], toParts[2]];
    steps.push(
      timeRatio === 1
        ? `El tiempo queda igual; pasá la longitud: ${lengthStep}.`
        : `Pasá por separado la longitud y el tiempo: ${lengthStep} y 1 ${fromTime} = ${fmt(timeRatio, 4)} ${toTime}.`,
    );
    steps.push(
      `Multiplicá por la longitud y dividí por el tiempo: $${tex(value)} \\cdot \\frac{${texResult(lengthRatio, 6)}}{${tex(timeRatio)}} ${texIs(result)} ${texResult(result, 4)}$ ${to.symbol}.`,
    );
  } else if (from.dimension === 'speed' && kmhAndMs) {
    const factors =
      from.symbol === 'km/h'
        ? `\\frac{1000\\ \\text{m}}{1\\ \\text{km}} \\cdot \\frac{1\\ \\text{h}}{3600\\ \\text{s}}`
        : `\\frac{1\\ \\text{km}}{1000\\ \\text{m}} \\cdot \\frac{3600\\ \\text{s}}{1\\ \\text{h}}`;
    steps.push('Acordate: 1 km = 1000 m y 1 h = 3600 s.');
    steps.push(
      `Multiplicá por factores que valen 1 para cancelar las unidades: $${tex(value)}\\ \\text{${from.symbol}} \\cdot ${factors} ${isShownExactly(result) ? '=' : '\\approx'} ${texResult(result)}\\ \\text{${to.symbol}}$.`,
    );
    steps.push(
      from.symbol === 'km/h'
        ? 'Atajo: 1000/3600 = 1/3,6, así que de km/h a m/s dividís por 3,6.'
        : 'Atajo: 3600/1000 = 3,6, así que de m/s a km/h multiplicás por 3,6.',
    );
  } else if (ratio >= 1) {
    steps.push(`La equivalencia es 1 ${from.name} ${is(ratio)} ${fmtResult(ratio, 4)} ${plural(to, ratio)}.`);
    steps.push(
      `Pasás a una unidad más chica, así que multiplicás: $${tex(value)} \\cdot ${texResult(ratio, 4)} ${texIs(result)} ${texResult(result, 4)}$.`,
    );
  } else {
    const inverse = 1 / ratio;
    steps.push(
      `La equivalencia es 1 ${to.name} ${is(inverse)} ${fmtResult(inverse, 4)} ${plural(from, inverse)}.`,
    );
    steps.push(
      `Pasás a una unidad más grande, así que dividís: $${tex(value)} \\div ${texResult(inverse, 4)} ${texIs(result)} ${texResult(result, 4)}$.`,
    );
  }
  const question =
    from.dimension === 'speed' && kmhAndMs
      ? '¿Por qué tiene sentido que el número en m/s sea más chico que en km/h?'
      : ratio >= 1
        ? '¿El resultado tiene sentido? Si la unidad nueva es más chica, el número tiene que crecer: ¿se cumple?'
        : '¿El resultado tiene sentido? Si la unidad nueva es más grande, el número tiene que achicarse: ¿se cumple?';
  // «Redondeá al entero», «a un decimal»: the result also as the statement asks it.
  const rounding = askedRounding(folded);
  const rounded = rounding && roundedText(result, rounding);
  const asked = rounded && rounded !== fmtResult(result, 4) ? ` ≈ ${rounded} ${to.symbol}` : '';
  return [
    header,
    ...numbered(steps),
    '',
    `**${given} ${is(result)} ${fmtResult(result, 4)} ${to.symbol}${asked}**`,
    '',
    question,
  ].join('\n');
}

/** The question: from the last «¿» on, or the whole statement. */
const askedPart = (folded: string) => folded.slice(Math.max(0, folded.lastIndexOf('¿')));

/**
 * A unit in its dimension's base through the statement's equivalences, followed in a chain («1 pie =
 * 12 pulgadas; 1 pulgada = 2,54 cm»), or the table's factor; the equivalences it went through are added
 * to `used`.
 */
function chainedFactor(
  unit: Unit,
  equivalences: readonly Equivalence[],
  used: Set<Equivalence>,
  depth = 0,
): number {
  const stated = equivalences.find((e) => e.unit === unit);
  if (!stated || depth > 3) return unit.factor;
  used.add(stated);
  return (
    stated.amount *
    (stated.other === unit ? unit.factor : chainedFactor(stated.other, equivalences, used, depth + 1))
  );
}

/** The unit asked, named apart after the data with a conversion's words before it: «…en metros?». */
function askedUnitOf(folded: string, quantities: Quantity[], dimension: Unit['dimension']): Unit | undefined {
  const targets = findBareUnits(folded, quantities).filter((bare) => bare.unit.dimension === dimension);
  const [target] = targets;
  if (!target || new Set(targets.map((t) => t.unit)).size !== 1) return undefined;
  const before = folded.slice(0, target.index);
  if (!conversionCue.test(before) && !/\b(?:a|en)\s*$/.test(before) && !/\bcual\b[^.?]*\ben\s*$/.test(before))
    return undefined;
  return target.unit;
}

const closingLine = (result: string, rounding: string) => (rounding ? `${result} ≈ ${rounding}` : result);

function roundedAsked(folded: string, value: number, symbol: string): string {
  const rounding = askedRounding(folded);
  const rounded = rounding && roundedText(value, rounding);
  return rounded && rounded !== fmtResult(value, 4) ? `${rounded} ${symbol}` : '';
}

/** «6 pies y 3 pulgadas», «1 m con 20 cm»: one measure in two units, said in the unit asked. */
function mixedMeasure(
  folded: string,
  quantities: Quantity[],
  equivalences: Equivalence[],
): string | undefined {
  const [a, b] = quantities;
  if (!a || !b || quantities.length !== 2 || a.unit.dimension !== b.unit.dimension) return undefined;
  if (!/^\s*(?:y|con)\s*$/.test(folded.slice(a.end, b.index)) || a.unit === b.unit) return undefined;
  if (a.unit.dimension === 'temperature' || a.unit.dimension === 'time') return undefined;
  const to = askedUnitOf(folded, quantities, a.unit.dimension);
  if (!to) return undefined;
  const used = new Set<Equivalence>();
  const [fa, fb, ft] = [a, b, { unit: to }].map((q) => chainedFactor(q.unit, equivalences, used));
  if (fa === undefined || fb === undefined || ft === undefined || fa <= fb) return undefined;
  if (used.size !== equivalences.length) return undefined;
  const partA = (a.value * fa) / ft;
  const partB = (b.value * fb) / ft;
  const result = partA + partB;
  const is = (v: number) => (isShownExactly(v, 4) ? '=' : '≈');
  const given = `${writtenQuantity(a)} y ${writtenQuantity(b)}`;
  return workedReply({
    title: 'Conversión de unidades',
    data: `${given}; lo piden en ${to.symbol}${used.size ? `; ${[...used].map((e) => e.text).join('; ')}` : ''}`,
    steps: [
      ...[...used].map((e) => `Usá la equivalencia que da el enunciado: ${e.text}.`),
      `Pasá cada parte a ${to.symbol}: ${writtenQuantity(a)} ${is(partA)} ${fmtResult(partA, 4)} ${to.symbol}; ${writtenQuantity(b)} ${is(partB)} ${fmtResult(partB, 4)} ${to.symbol}.`,
      `Sumá las partes: $${texResult(partA, 4)} + ${texResult(partB, 4)} ${isShownExactly(result, 4) ? '=' : '\\approx'} ${texResult(result, 4)}$ ${to.symbol}.`,
    ],
    answer: `**${closingLine(`${given} ${is(result)} ${fmtResult(result, 4)} ${to.symbol}`, roundedAsked(folded, result, to.symbol))}**`,
    closing: '¿Por qué no alcanza con escribir «6,3 pies»? Fijate cuántas pulgadas tiene un pie.',
  });
}

/**
 * «Exprese en metros el resultado de 2,5 hm + 340 dm + 1,2 dam»: measures of one kind in several units
 * added or subtracted, each written with its unit, the result in the unit asked.
 */
function measureSum(folded: string, quantities: Quantity[], equivalences: Equivalence[]): string | undefined {
  if (quantities.length < 2 || equivalences.length) return undefined;
  const [first] = quantities as [Quantity, ...Quantity[]];
  const dimension = first.unit.dimension;
  if (!['length', 'mass', 'volume', 'area'].includes(dimension)) return undefined;
  if (quantities.some((q) => q.unit.dimension !== dimension)) return undefined;
  const signs = [1];
  for (let k = 1; k < quantities.length; k++) {
    const gap = folded.slice(at(quantities, k - 1, 'term').end, at(quantities, k, 'term').index);
    const sign = /^\s*([+−-])\s*$/.exec(gap)?.[1];
    if (!sign) return undefined;
    signs.push(sign === '+' ? 1 : -1);
  }
  if (new Set(quantities.map((q) => q.unit)).size < 2) return undefined;
  const to = askedUnitOf(folded, quantities, dimension);
  if (!to) return undefined;
  const parts = quantities.map((q) => (q.value * q.unit.factor) / to.factor);
  const result = parts.reduce((sum, part, k) => sum + (signs[k] ?? 1) * part, 0);
  if (!(result > 0)) return undefined;
  const is = (v: number) => (isShownExactly(v, 4) ? '=' : '≈');
  const given = quantities
    .map((q, k) => `${k === 0 ? '' : (signs[k] ?? 1) > 0 ? ' + ' : ' − '}${writtenQuantity(q)}`)
    .join('');
  const sum = parts
    .map((part, k) => `${k === 0 ? '' : (signs[k] ?? 1) > 0 ? ' + ' : ' - '}${texResult(part, 4)}`)
    .join('');
  return workedReply({
    title: 'Suma de medidas en distintas unidades',
    data: `${given}; el resultado en ${to.symbol}`,
    steps: [
      `Pasá cada medida a ${to.symbol}: ${quantities.map((q, k) => `${writtenQuantity(q)} ${is(at(parts, k, 'part'))} ${fmtResult(at(parts, k, 'part'), 4)} ${to.symbol}`).join('; ')}.`,
      `Operá con todo en la misma unidad: $${sum} ${isShownExactly(result, 4) ? '=' : '\\approx'} ${texResult(result, 4)}$ ${to.symbol}.`,
    ],
    answer: `**${closingLine(`${given} ${is(result)} ${fmtResult(result, 4)} ${to.symbol}`, roundedAsked(folded, result, to.symbol))}**`,
    closing: '¿Por qué no se pueden sumar directamente 2,5 y 340 si están en unidades distintas?',
  });
}

/** «Un campo rectangular mide 2,5 hm por 36 dam. ¿Cuál es su superficie en hectáreas?» */
function rectangleArea(
  folded: string,
  quantities: Quantity[],
  equivalences: Equivalence[],
): string | undefined {
  const [a, b] = quantities;
  if (!a || !b || quantities.length !== 2 || a.unit.dimension !== 'length' || b.unit.dimension !== 'length')
    return undefined;
  // «2,5 hm por 36 dam», «0,25 hm de frente y 320 dm de fondo».
  const gap = folded.slice(a.end, b.index);
  const named = /^\s*de (?:frente|largo|ancho|base)\s*,?\s*(?:y|por)\s*$/.test(gap);
  if (!/^\s*(?:por|x|×|\*)\s*$/.test(gap) && !named) return undefined;
  if (named && !/^\s*de (?:fondo|ancho|largo|altura|alto)\b/.test(folded.slice(b.end))) return undefined;
  if (!/rectang|campo|terreno|lote|habitacion|piso|parcela|chacra|cancha|placa|hoja/.test(folded))
    return undefined;
  // A rectangle with another figure on it («coronado por un semicírculo», «con un triángulo encima», a
  // path around it): its area is another problem.
  if (/semicirc|circul|triangul|trapeci|rombo|corona|encima|alrededor|marco|vereda|borde|camino/.test(folded))
    return undefined;
  const question = /[¿?]/.test(folded) ? askedPart(folded) : folded.slice(b.end);
  if (!/superficie|\barea\b/.test(question)) return undefined;
  // No unit of area named anywhere: the area in m², the unit of the SI.
  const namesArea = findBareUnits(folded, quantities).some((bare) => bare.unit.dimension === 'area');
  // «…en áreas», a unit the table may not know, is asked all the same.
  const namesOther = /\ben (?!el |la |los |las |un |una |su )[a-z]/.test(question);
  const to = namesArea
    ? askedUnitOf(folded, quantities, 'area')
    : namesOther
      ? undefined
      : unitBySymbol('m²');
  if (!to) return undefined;
  const used = new Set<Equivalence>();
  const [fa, fb] = [a, b].map((q) => chainedFactor(q.unit, equivalences, used)) as [number, number];
  const ft = chainedFactor(to, equivalences, used);
  if (used.size !== equivalences.length) return undefined;
  const area = (a.value * fa * b.value * fb) / ft;
  const is = isShownExactly(area, 4) ? '=' : '≈';
  const [am, bm] = [a.value * fa, b.value * fb];
  return workedReply({
    title: 'Área de un rectángulo y unidades',
    data: `lados ${writtenQuantity(a)} y ${writtenQuantity(b)}; la superficie en ${to.symbol}`,
    steps: [
      ...[...used].map((e) => `Usá la equivalencia que da el enunciado: ${e.text}.`),
      `Pasá los dos lados a metros: ${writtenQuantity(a)} = ${fmtResult(am, 4)} m; ${writtenQuantity(b)} = ${fmtResult(bm, 4)} m.`,
      `El área es base por altura: $A = ${texResult(am, 4)} \\cdot ${texResult(bm, 4)} = ${texResult(am * bm, 4)}$ m².`,
      `En ${to.symbol} (1 ${to.symbol} = ${fmtResult(ft, 4)} m²): $${texResult(am * bm, 4)} \\div ${texResult(ft, 4)} ${is === '=' ? '=' : '\\approx'} ${texResult(area, 4)}$ ${to.symbol}.`,
    ],
    answer: `**${closingLine(`A ${is} ${fmtResult(area, 4)} ${to.symbol}`, roundedAsked(folded, area, to.symbol))}**`,
    closing: '¿Cuántos m² tiene una hectárea? Pensá en un cuadrado de 100 m de lado.',
  });
}

/** «Una bolsa dice 5 lb. ¿Cuál es su peso en newton?»: a mass in any unit, its weight m·g in N. */
function weightOfMass(
  folded: string,
  quantities: Quantity[],
  equivalences: Equivalence[],
): string | undefined {
  const [mass] = quantities.filter((q) => q.unit.dimension === 'mass');
  const others = quantities.filter((q) => q.unit.dimension !== 'mass');
  if (!mass || quantities.length - others.length !== 1) return undefined;
  // Only «g = 9,8 m/s²» beside the mass.
  const gMatch = new RegExp(`\\bg\\s*=\\s*(${NUMBER_SOURCE})\\s*m/s(?:\\^2|²|2)`).exec(folded);
  if (others.length !== (gMatch ? 1 : 0)) return undefined;
  const question = askedPart(folded);
  if (!/\bpeso\b|cuanto pesa/.test(question) || !/\ben (?:newtons?|n)\b|cuantos newtons?/.test(question))
    return undefined;
  const used = new Set<Equivalence>();
  const kg = (mass.value * chainedFactor(mass.unit, equivalences, used)) / 1;
  if (used.size !== equivalences.length) return undefined;
  const g = gMatch ? parseNumber(gMatch[1] ?? '') : GRAVITY;
  const weight = kg * g;
  const is = isShownExactly(weight, 4) ? '=' : '≈';
  return workedReply({
    title: 'Peso de una masa',
    data: `m = ${writtenQuantity(mass)}; g = ${fmt(g, 4)} m/s²${gMatch ? '' : ' (el valor del curso)'}`,
    steps: [
      ...[...used].map((e) => `Usá la equivalencia que da el enunciado: ${e.text}.`),
      ...(mass.unit.symbol === 'kg'
        ? []
        : [
            `La masa en kg: ${writtenQuantity(mass)} ${isShownExactly(kg, 4) ? '=' : '≈'} ${fmtResult(kg, 4)} kg.`,
          ]),
      `El peso es $P = m \\cdot g = ${texResult(kg, 4)} \\cdot ${tex(g)} ${is === '=' ? '=' : '\\approx'} ${texResult(weight, 4)}$ N.`,
    ],
    answer: `**${closingLine(`P ${is} ${fmtResult(weight, 4)} N`, roundedAsked(folded, weight, 'N'))}**`,
    closing: '¿Por qué la libra es una unidad de masa y el newton una de fuerza?',
  });
}

/**
 * «30 millas por galón. ¿Cuántos kilómetros recorre por litro?»: a ratio of two units the table has
 * (a length over a volume, a mass over a time…), in another pair of the same dimensions.
 */
function ratioConversion(folded: string, equivalences: Equivalence[]): string | undefined {
  const pair = new RegExp(
    `(?<![\\d.,])(${NUMBER_SOURCE})\\s*(${unitSource})\\s*(?:por|/|cada)\\s*(?:un |una )?(${unitSource})${unitEnd}`,
    'g',
  );
  const found = [...folded.matchAll(pair)];
  const [match] = found;
  if (!match || found.length !== 1) return undefined;
  const [num, den] = [byAlias.get(match[2] ?? ''), byAlias.get(match[3] ?? '')];
  if (!num || !den || num.dimension === den.dimension) return undefined;
  if (num.dimension === 'temperature' || den.dimension === 'temperature') return undefined;
  // A speed or a flow the table has as a unit of its own («millas por hora») is the plain conversion's.
  if (
    findQuantities(folded).some(
      (q) =>
        q.index === match.index &&
        q.end > match.index + (match[1] ?? '').length + (match[2] ?? '').length + 1,
    )
  )
    return undefined;
  const rest =
    folded.slice(0, match.index) + ' '.repeat(match[0].length) + folded.slice(match.index + match[0].length);
  if (findQuantities(rest).length) return undefined;
  const question = askedPart(rest);
  const target = new RegExp(
    `(?:cuant[oa]s|\\ben)\\s+(${unitSource})\\b(?:\\s+[a-z]+){0,3}?\\s*(?:por|/|cada)\\s*(?:un |una )?(${unitSource})${unitEnd}`,
  ).exec(question);
  if (!target) return undefined;
  const [toNum, toDen] = [byAlias.get(target[1] ?? ''), byAlias.get(target[2] ?? '')];
  if (!toNum || !toDen || toNum.dimension !== num.dimension || toDen.dimension !== den.dimension)
    return undefined;
  if (toNum === num && toDen === den) return undefined;
  const used = new Set<Equivalence>();
  const numRatio = chainedFactor(num, equivalences, used) / chainedFactor(toNum, equivalences, used);
  const denRatio = chainedFactor(den, equivalences, used) / chainedFactor(toDen, equivalences, used);
  if (used.size !== equivalences.length) return undefined;
  const value = parseNumber(match[1] ?? '');
  const result = (value * numRatio) / denRatio;
  const is = (v: number) => (isShownExactly(v, 4) ? '=' : '≈');
  const from = `${num.symbol}/${den.symbol}`;
  const to = `${toNum.symbol}/${toDen.symbol}`;
  return workedReply({
    title: 'Conversión de unidades compuestas',
    data: `${fmt(value, 4)} ${from}; lo piden en ${to}`,
    steps: [
      ...[...used].map((e) => `Usá la equivalencia que da el enunciado: ${e.text}.`),
      `Pasá por separado el numerador y el denominador: 1 ${num.symbol} ${is(numRatio)} ${fmtResult(numRatio, 6)} ${toNum.symbol}; 1 ${den.symbol} ${is(denRatio)} ${fmtResult(denRatio, 6)} ${toDen.symbol}.`,
      `$${tex(value, 4)} \\cdot \\frac{${texResult(numRatio, 6)}}{${texResult(denRatio, 6)}} ${isShownExactly(result, 4) ? '=' : '\\approx'} ${texResult(result, 4)}$ ${to}.`,
    ],
    answer: `**${closingLine(`${fmt(value, 4)} ${from} ${is(result)} ${fmtResult(result, 4)} ${to}`, roundedAsked(folded, result, to))}**${
      // «¿Cuántos kilómetros recorre por litro?»: said the way it was asked too.
      /^cuant/.test(target[0])
        ? `\n\n**Son ${roundedAsked(folded, result, toNum.symbol) || `${fmtResult(result, 4)} ${toNum.symbol}`} por cada ${toDen.symbol}.**`
        : ''
    }`,
    closing: '¿El número tenía que crecer o achicarse? Pensá qué unidad es más grande arriba y abajo.',
  });
}

/**
 * «¿Cómo se expresa en metros y en notación científica?»: a conversion whose result is written out in
 * full gets its scientific form too («= 1,5 · 10¹¹ m»); a result it cannot read states nothing sure.
 */
export function withScientificNotation(
  problem: string,
  reply: SolverReply | undefined,
): SolverReply | undefined {
  if (!reply?.certain || !/notaci[oó]n cient[ií]fica/iu.test(problem)) return reply;
  const lines = reply.text.split('\n');
  const at = lines.findLastIndex((line) => /^\*\*.*\*\*/.test(line.trim()));
  const line = lines[at];
  if (line === undefined) return { ...reply, certain: false };
  if (/·\s*10/.test(line)) return reply;
  const last = /=\s*(-?\d[\d.]*(?:,\d+)?)\s*([^\s*=]+)\*\*/u.exec(line);
  const value = last?.[1] === undefined ? undefined : readNumber(last[1]);
  if (!last || value === undefined || value === 0) return { ...reply, certain: false };
  lines[at] = line.replace(/\*\*(?=[^*]*$)/u, ` = ${scientificForm(value)} ${last[2]}**`);
  return { ...reply, text: lines.join('\n') };
}
