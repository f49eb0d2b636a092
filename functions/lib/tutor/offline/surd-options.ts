/**
 * An option written with square roots («6√2», «2(√3 − √2)», «(6 + 3√3)/7») is one number, not the
 * digits it shows: read by digits, «6√2» would be 6 and 2 and never match the engine's 8,49, and a
 * «ninguna» would be named wrongly. The option is evaluated whole and compared with the value the
 * result states, exactly when the result is exact and within its rounding when it says «≈».
 */
import { type Operator, type ParserToken, parseExpression } from '../solvers/expression-parser.ts';

type Token = { kind: 'op'; op: Operator } | { kind: 'num'; value: number } | { kind: 'root' } | { kind: 'i' };

/** A complex value as [real, imaginary]; a real one has 0 as its second part. */
export type Value = readonly [number, number];

const SUPERSCRIPTS: Record<string, string> = { '²': '^2', '³': '^3' };
const OPERATORS: Record<string, Operator> = {
  '+': '+',
  '-': '-',
  '*': '*',
  '/': '/',
  '(': '(',
  ')': ')',
  '^': '^',
};

/** The tokens of a plain numeric expression, or undefined when it holds anything else (a letter, a unit). */
function tokens(text: string): Token[] | undefined {
  const plain = text
    .replace(/\$|\*\*/g, '')
    .replace(/[²³]/g, (c) => SUPERSCRIPTS[c] ?? c)
    .replace(/[−–]/g, '-')
    .replace(/[·×]/g, '*')
    .replace(/:/g, '/')
    .replace(/\s+/g, '')
    .replace(/\.$/, '');
  if (plain === '' || !/^[\d,√+\-*/()^i]+$/.test(plain)) return undefined;
  const found: Token[] = [];
  for (const match of plain.matchAll(/\d+(?:,\d+)?|√|i|[+\-*/()^]/g)) {
    const piece = match[0];
    const op = OPERATORS[piece];
    if (piece === '√') found.push({ kind: 'root' });
    else if (piece === 'i') found.push({ kind: 'i' });
    else if (op) found.push({ kind: 'op', op });
    else found.push({ kind: 'num', value: Number(piece.replace(',', '.')) });
  }
  return found;
}

const times = (a: Value, b: Value): Value => [a[0] * b[0] - a[1] * b[1], a[0] * b[1] + a[1] * b[0]];
function over(a: Value, b: Value): Value {
  const d = b[0] ** 2 + b[1] ** 2;
  return [(a[0] * b[0] + a[1] * b[1]) / d, (a[1] * b[0] - a[0] * b[1]) / d];
}

/** The value of a plain numeric expression with roots, fractions, brackets and i; undefined when it is not one. */
export function complexValue(text: string): Value | undefined {
  const read = tokens(text);
  if (!read) return undefined;
  const real = (v: Value) => Math.abs(v[1]) < 1e-12;
  const value = parseExpression<Token & ParserToken, Value>(read, {
    algebra: {
      add: (a, b) => [a[0] + b[0], a[1] + b[1]],
      sub: (a, b) => [a[0] - b[0], a[1] - b[1]],
      mul: (a, b) => times(a, b),
      div: (a, b) => over(a, b),
      neg: (a) => [-a[0], -a[1]],
    },
    startsFactor: (token) => token.kind !== 'op',
    leaf: (token, cursor) => {
      if (token.kind === 'num') return [token.value, 0];
      if (token.kind === 'i') return [0, 1];
      if (token.kind === 'root') {
        const under = cursor.primary();
        return real(under) && under[0] >= 0 ? [Math.sqrt(under[0]), 0] : cursor.fail();
      }
      return cursor.fail();
    },
    exponent: (base, cursor) => {
      const next = cursor.next();
      if (next?.kind !== 'num' || !Number.isInteger(next.value)) return cursor.fail();
      let power: Value = [1, 0];
      for (let k = 0; k < next.value; k++) power = times(power, base);
      return power;
    },
  });
  return value?.every(Number.isFinite) ? value : undefined;
}

/** The value of a plain real expression with roots, fractions and brackets; undefined when it is not one. */
export function expressionValue(text: string): number | undefined {
  const value = complexValue(text);
  return value && Math.abs(value[1]) < 1e-12 ? value[0] : undefined;
}

/** An option with a square root, as its value; undefined for any other option. */
export function surdValue(option: string): number | undefined {
  return option.includes('√') ? expressionValue(option) : undefined;
}

const IMAGINARY = /\d\s*i\b|(^|[\s+\-−(])i\b/;

/** An option's values («2i y −2i», «√3 + i», «6√2»), each as written between «y», «;» or «, ». */
/** An angle in degrees («60°») or as a multiple of π («π/3», «5π/6»), in radians; undefined otherwise. */
function angle(text: string): number | undefined {
  const plain = text.replace(/\s+/g, '').replace(/[−–]/g, '-');
  const degrees = /^(-?\d+(?:,\d+)?)°$/.exec(plain);
  if (degrees) return (Number((degrees[1] ?? '').replace(',', '.')) * Math.PI) / 180;
  const pi = /^(-?)(\d*)π(?:\/(\d+))?$/.exec(plain);
  if (!pi) return undefined;
  return ((pi[1] ? -1 : 1) * Number(pi[2] || 1) * Math.PI) / Number(pi[3] ?? 1);
}

/** «2 (cos 60° + i sen 60°)», «2 cis π/3», «2 e^(iπ/3)» as a value; undefined for anything else. */
function polarValue(text: string): Value | undefined {
  const trig =
    /^\s*([^(]*?)\s*[·*]?\s*[([]\s*cos\s*\(?([^()+]+?)\)?\s*\+\s*i\s*[·*]?\s*sen\s*\(?([^()]+?)\)?\s*[)\]]\s*$/.exec(
      text,
    );
  const cis = /^\s*(.*?)\s*cis\s*\(?([^()]+?)\)?\s*$/.exec(text);
  const exponential = /^\s*(.*?)\s*[·*]?\s*e\s*\^\s*[({]?\s*i\s*[·*]?\s*([^(){}]+?)\s*[)}]?\s*$/.exec(text);
  const found = trig ?? cis ?? exponential;
  if (!found) return undefined;
  const [cosine, sine] = trig
    ? [angle(trig[2] ?? ''), angle(trig[3] ?? '')]
    : [angle(found[2] ?? ''), undefined];
  const theta = cosine;
  if (theta === undefined || (trig && sine !== theta)) return undefined;
  const r = found[1]?.trim() ? complexValue(found[1]) : [1, 0];
  if (!r || Math.abs(r[1]) > 1e-12) return undefined;
  return [r[0] * Math.cos(theta), r[0] * Math.sin(theta)];
}

/** A value written in binomial or polar form. */
const formValue = (text: string): Value | undefined => complexValue(text) ?? polarValue(text);

/** A unit after the value: «4√2 cm», «≈ 5,66 cm». */
const UNIT = /\s*(km\/h|m\/s²|m\/s|cm²|cm³|m²|m³|dm³|km|cm|mm|dm|m|kg|g|ml|l|s|min|h|rad)\.?\s*$/;

/** A value in binomial or polar form, and the unit («cm») written after it, '' when none. */
function withUnit(text: string): { value: Value; unit: string } | undefined {
  const value = formValue(text);
  if (value) return { value, unit: '' };
  const unit = UNIT.exec(text);
  const bare = unit ? formValue(text.slice(0, unit.index)) : undefined;
  return bare && unit ? { value: bare, unit: unit[1] ?? '' } : undefined;
}

const writtenValue = (text: string): Value | undefined => withUnit(text)?.value;

/** The unit an option's values are in, '' when it has none. */
export const optionUnit = (option: string): string => UNIT.exec(option)?.[1] ?? '';

/** «1 ± √2» is two values, «1 − √2» and «1 + √2»; a piece without ± is itself. */
const bothSigns = (piece: string): string[] =>
  piece.includes('±') ? [piece.replace('±', '-'), piece.replace('±', '+')] : [piece];

export function optionValues(option: string): Value[] | undefined {
  // A set in braces («{2 − √5; 2 + √5}») is its members.
  const members = option.trim().replace(/^\{\s*(.*?)\s*\}$/, '$1');
  const values = members
    .split(/\s+y\s+|\s*;\s*|,\s+/)
    .flatMap(bothSigns)
    .map(writtenValue);
  return values.length > 0 && values.every((value) => value !== undefined)
    ? values.filter((v) => v !== undefined)
    : undefined;
}

/**
 * Whether an option is weighed by its exact values: it has a root or an i, the result is written with
 * one, or every one of the result's `lines` states a plain value.
 */
export function weighedByValue(
  option: string,
  stated: readonly StatedSet[],
  lines: number,
  resultText = '',
): boolean {
  // An option in a unit is weighed only against a result in that unit: 4√2 cm is no 5,66 m.
  const unit = optionUnit(option);
  const escaped = unit.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  if (unit && !new RegExp(String.raw`\d\s*${escaped}(?![\p{L}])`, 'u').test(resultText)) return false;
  const special = option.includes('√') || IMAGINARY.test(option);
  // A result written with a root or an i (3√3, 2i) is one value too: the 3 of «3√3» is no option «3».
  const exactResult = stated.some((set) => set.values.some((value) => value.exact));
  // Every result line a value («1 − 1/(1 + 1/2) = 1/3 ≈ 0,33»): the expression's own numbers are no result.
  // A fraction option, that is: a decimal one keeps its own rounding, weighed by reading.ts.
  const allValues = lines > 0 && stated.length === lines && /\d\s*\/\s*\d/.test(option);
  return (special || exactResult || allValues) && optionValues(option) !== undefined;
}

/** A value a result states, and half a unit in its last place when it is rounded («≈ 8,49»), else 0. */
export interface StatedValue {
  /** The unit written after it, '' when none. */
  unit: string;
  value: Value;
  halfUnit: number;
  /** Written with a root or an i, or complex. */
  exact: boolean;
}

/** The values one result line states, together: «w₀ = … = 2i; w₁ = … = −2i» is the set {2i, −2i}. */
export interface StatedSet {
  values: readonly StatedValue[];
  /** A set of solutions or roots («x₁ = …; x₂ = …», «w₀ = …; w₁ = …»): an option must give all of them. */
  solutions: boolean;
}

/** «Soluciones: …», «w₀ = …; w₁ = …»: the line lists the members of one set. */
const SOLUTION_LINE = /soluci|ra[ií]ces/i;
const MEMBER = /^\s*[a-zA-Z][₀-₉\d]\s*$/;

/**
 * The values each result line states: the last side of each of its clauses («√50 + √18 − √8 ≈ 8,49»
 * states 8,49, «2/(√3 + √2) = 2√3 − 2√2» states 2√3 − 2√2), when it is a plain number or expression.
 * Lines that state none are left out.
 */
export function statedValues(lines: readonly string[]): StatedSet[] {
  const sets: StatedSet[] = [];
  for (const line of lines) {
    const values: StatedValue[] = [];
    let members = 0;
    // Clauses: «w₀ = …; w₁ = …», «x₁ ≈ −0,41 y x₂ ≈ 2,41», «|z| = 2, arg z = 60°: z = …».
    const clauses = line
      .replace(/\*\*/g, '')
      .split(/;|\s+[yo]\s+(?=\S{1,4}\s*[=≈])|,\s+(?=[^,;]*[=≈])|:\s+(?=[^:;]*[=≈])/);
    for (const clause of clauses) {
      const sides = clause.split(/([=≈])/);
      if (sides.length > 1 && MEMBER.test(sides[0] ?? '')) members++;
      // «… = 1/3 ≈ 0,33» states 1/3 exactly: the side before a rounding, when it is a value.
      const exactSide = sides.at(-2) === '≈' && sides.at(-4) === '=' ? (sides.at(-3) ?? '') : undefined;
      const exactRead = exactSide === undefined ? undefined : withUnit(exactSide);
      const exactValue = exactRead?.value;
      const last = exactValue ? (exactSide ?? '') : (sides.at(-1) ?? '');
      const rounded = !exactValue && sides.at(-2) === '≈';
      const read = exactRead ?? withUnit(last);
      const value = read?.value;
      if (read === undefined || value === undefined) continue;
      const decimals = rounded
        ? Math.max(0, ...[...last.matchAll(/,(\d+)/g)].map((m) => m[1]?.length ?? 0))
        : undefined;
      values.push({
        value,
        unit: read.unit,
        halfUnit: decimals === undefined ? 0 : 0.5 * 10 ** -decimals,
        exact: last.includes('√') || IMAGINARY.test(last) || Math.abs(value[1]) > 1e-12,
      });
    }
    if (values.length > 0) sets.push({ values, solutions: SOLUTION_LINE.test(line) || members >= 2 });
  }
  return sets;
}

const distance = (a: Value, b: Value) => Math.hypot(a[0] - b[0], a[1] - b[1]);

/** Units agree when they are the same or one side does not say it. */
const sameUnit = (unit: string, stated: StatedValue) =>
  unit === '' || stated.unit === '' || unit === stated.unit;

const exactly = (option: Value, stated: StatedValue, unit = '') =>
  sameUnit(unit, stated) &&
  distance(option, stated.value) <= stated.halfUnit * Math.SQRT2 + 1e-9 * Math.max(1, Math.hypot(...option));

/**
 * Whether a result line states the option: the same values, as many as the line states («2i y −2i»
 * for the roots ±2i; «2i» alone is only half of them).
 */
export function statesValues(option: readonly Value[], stated: readonly StatedSet[], unit = ''): boolean {
  return stated.some(({ values, solutions }) => {
    const each = option.every((value) => values.some((s) => exactly(value, s, unit)));
    // A set of solutions is matched whole; a line of several results («|z| = 2, …: z = …») by any of them.
    return solutions ? each && values.every((s) => option.some((value) => exactly(value, s, unit))) : each;
  });
}

/**
 * Whether the result cannot rule the option out: it states no value at all, one within 0,5 % of one of
 * the option's that is not it, or some of the option's values but not as the option gives them. Then
 * «ninguna» is not safe to name.
 */
export function valuesUndecided(option: readonly Value[], stated: readonly StatedSet[], unit = ''): boolean {
  const all = stated.flatMap((set) => set.values).filter((s) => sameUnit(unit, s));
  if (all.length === 0) return true;
  const near = option.some((value) =>
    all.some((s) => !exactly(value, s) && distance(value, s.value) <= 0.005 * Math.hypot(...value)),
  );
  const partly = option.some((value) => all.some((s) => exactly(value, s)));
  return near || partly;
}
