/**
 * What the optics, oscillations and field readings share: a number with its power of ten as the folded
 * text writes it («3 * 10^8»), the spans of the statement a reading used (every typed number must fall in
 * one, or the reading declines), the rounding a statement asks («Redondeá a una décima», «a tres cifras
 * significativas») and a result written with it, in scientific notation when it is far from 1.
 */
import type { SolverReply } from './declaration.ts';
import { group } from './groups.ts';
import { fmt, NUMBER_SOURCE, parseNumber } from './numbers.ts';
import {
  askedClause,
  readingReply,
  readStatement,
  type Statement,
  typedNumbers,
  unusedDoubt,
} from './physics.ts';

/** A number, signed, with the power of ten the folded text writes «3 * 10^8», «2,25 * 10^(-7)». */
export const VALUE = `([-+]?${NUMBER_SOURCE})(?:\\s*\\*\\s*10\\s*\\^\\s*\\(?([-+]?\\d+)\\)?)?`;

/** The value of a match of VALUE whose number is group `at` (its power of ten the next group). */
export const valueAt = (match: RegExpMatchArray, at: number): number => {
  const raw = group(match, at);
  const sign = raw.startsWith('-') ? -1 : 1;
  return sign * parseNumber(raw.replace(/^[-+]/, '')) * 10 ** Number(match[at + 1] ?? 0);
};

export type Span = readonly [start: number, end: number];

/** A datum read: its value in the reading's unit, how it is written back, and where it lies. */
export interface Read {
  value: number;
  written: string;
  span: Span;
}

/** Every match of `pattern` (global), as spans. */
export const spansOf = (folded: string, pattern: RegExp): Span[] =>
  [...folded.matchAll(pattern)].map((match) => [match.index, match.index + match[0].length] as const);

/**
 * Numbers that are no data: a rounding asked («Redondeá a 2 decimales»), a sign convention given
 * («q > 0 si es real»), a formula the statement recalls («1/f = 1/p + 1/q», «A = −q/p»).
 */
const NO_DATA = [
  /redonde[^.;)?]*/g,
  /[<>]=?\s*0\b/g,
  /\b1\s*\/\s*[a-z]\w*(?:\s*[+=-]\s*1\s*\/\s*[a-z]\w*)*/g,
  /\b[a-z]\s*=\s*-?\s*[a-z]\s*\/\s*[a-z]\b/g,
];

/** The typed numbers outside every span a reading used and outside the statement's no-data. */
export function unusedOutside(s: Statement, used: readonly Span[]): number[] {
  const spans = [...used, ...NO_DATA.flatMap((pattern) => spansOf(s.folded, pattern))];
  return typedNumbers(s)
    .filter((found) => !spans.some(([start, end]) => found.index >= start && found.index < end))
    .map((found) => found.value);
}

export interface Rounding {
  decimals?: number;
  significant?: number;
}

const WORD_NUMBERS: Readonly<Record<string, number>> = { un: 1, una: 1, dos: 2, tres: 3, cuatro: 4 };

/** The rounding the statement asks, if any. */
export function roundingAsked(folded: string): Rounding {
  const clause = /redonde\w*\s+([^.;)?]*)/.exec(folded)?.[1] ?? '';
  if (!clause) return {};
  // «al entero», «a la unidad», «al segundo», «al grado»: no decimals.
  if (/entero|unidad|^al (?:segundo|grado|metro|centimetro|newton|joule|watt|peso)\b/.test(clause))
    return { decimals: 0 };
  if (/\bdecimas?\b/.test(clause)) return { decimals: 1 };
  if (/\bcentesimas?\b/.test(clause)) return { decimals: 2 };
  const count = /(\d+|una?|dos|tres|cuatro)\s+(decimal|cifra)/.exec(clause);
  if (!count) return {};
  const n = WORD_NUMBERS[group(count, 1)] ?? Number(group(count, 1));
  return group(count, 2) === 'decimal' ? { decimals: n } : { significant: n };
}

const SUPERSCRIPTS = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const superscript = (n: number) =>
  String(n)
    .replace(/-/g, '⁻')
    .replace(/\d/g, (d) => SUPERSCRIPTS.charAt(Number(d)));

/**
 * A result as written to the student: «2 · 10⁸», «0,314», «32,1». Far from 1 (10⁵ or more, below 10⁻³) in
 * scientific notation with three significant digits (or those asked); otherwise the decimals asked, or
 * three significant digits and at least `decimals`.
 */
export function shown(value: number, rounding: Rounding = {}, decimals = 2): string {
  const magnitude = Math.abs(value);
  if (magnitude !== 0 && (magnitude >= 1e5 || magnitude < 1e-3)) {
    const digits = rounding.significant ?? 3;
    let exponent = Math.floor(Math.log10(magnitude));
    let mantissa = Number((value / 10 ** exponent).toFixed(digits - 1));
    if (Math.abs(mantissa) >= 10) {
      mantissa /= 10;
      exponent++;
    }
    return `${fmt(mantissa, digits - 1)} · 10${superscript(exponent)}`;
  }
  if (rounding.decimals !== undefined) return fmt(value, rounding.decimals);
  const figures = rounding.significant ?? 3;
  const needed = magnitude === 0 ? 0 : figures - 1 - Math.floor(Math.log10(magnitude));
  return fmt(value, rounding.significant ? Math.max(0, needed) : Math.max(decimals, needed));
}

/** «=» when `shown` wrote the value exactly, «≈» when it rounded. */
export function approx(value: number, rounding: Rounding = {}, decimals = 2): '=' | '≈' {
  const text = shown(value, rounding, decimals);
  const [mantissa, power] = text.split(' · 10');
  const back =
    Number((mantissa ?? '').replace(/\./g, '').replace(',', '.')) *
    (power === undefined
      ? 1
      : 10 ** Number([...power].map((c) => (c === '⁻' ? '-' : String(SUPERSCRIPTS.indexOf(c)))).join('')));
  return Math.abs(back - value) <= 1e-9 * Math.max(1, Math.abs(value)) ? '=' : '≈';
}

/** «v = 2 · 10⁸ m/s», «θ ≈ 32,1°»: a result after its name. */
export const resultLine = (
  name: string,
  value: number,
  unit: string,
  rounding: Rounding = {},
  decimals = 2,
) =>
  `${name} ${approx(value, rounding, decimals)} ${shown(value, rounding, decimals)}${unit === '°' || unit === '' ? unit : ` ${unit}`}`;

/** A reading worked out. `doubt`, when set, says why it gives no result. */
export interface Worked {
  title: string;
  data: string[];
  steps: string[];
  /** The bold answer, without its asterisks. */
  answer: string;
  closing: string;
  used: Span[];
  doubt?: string;
  /** The method without values, for a decline. */
  method: string;
}

/**
 * The reply to a worked reading: certain when it used every number typed and has no doubt; otherwise
 * what it read, why it gives no result, and the method, with no result stated.
 */
export function finish(s: Statement, worked: Worked): SolverReply {
  return readingReply(worked, {
    doubt: worked.doubt ?? unusedDoubt(unusedOutside(s, worked.used)),
    method: `${worked.method}\n\n¿Me confirmás los datos y qué te piden exactamente?`,
    closing: worked.closing,
  });
}

/** A reading: the statement, the part that asks, the rounding asked, and what else its solver reads once. */
export type Reading<Extra extends unknown[] = []> = (
  s: Statement,
  question: string,
  rounding: Rounding,
  ...extra: Extra
) => Worked | undefined;

/**
 * The reply of the first of `readings` that works the statement out, with the rounding the statement
 * asks, finished; undefined when none reads it.
 */
export function firstReading<Extra extends unknown[]>(
  s: Statement,
  question: string,
  readings: readonly Reading<Extra>[],
  ...extra: Extra
): SolverReply | undefined {
  const rounding = roundingAsked(s.folded);
  for (const read of readings) {
    const worked = read(s, question, rounding, ...extra);
    if (worked) return finish(s, worked);
  }
  return undefined;
}

/** The statement as the readings take it, and the part that asks. */
export function statementOf(problem: string): { s: Statement; question: string } {
  const s = readStatement(problem);
  const question = askedClause(s);
  // «Calculá el período de … Redondeá a dos decimales.»: a closing rounding or data note is no question;
  // the statement, in the imperative, asks.
  if (
    !/[¿?]/.test(question) &&
    !/calcul|determin|halla|obten|encontra|indica|averigu|cual|cuant/.test(question)
  )
    return { s, question: s.folded };
  return { s, question };
}
