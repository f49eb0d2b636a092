/**
 * An option written with square roots («6√2», «2(√3 − √2)», «(6 + 3√3)/7») is one number, not the
 * digits it shows: read by digits, «6√2» would be 6 and 2 and never match the engine's 8,49, and a
 * «ninguna» would be named wrongly. The option is evaluated whole and compared with the value the
 * result states, exactly when the result is exact and within its rounding when it says «≈».
 */
import { type Operator, type ParserToken, parseExpression } from '../solvers/expression-parser.ts';

type Token = { kind: 'op'; op: Operator } | { kind: 'num'; value: number } | { kind: 'root' };

const SUPERSCRIPTS: Record<string, string> = { '²': '^2', '³': '^3' };

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
  if (plain === '' || !/^[\d,√+\-*/()^]+$/.test(plain)) return undefined;
  const found: Token[] = [];
  for (const match of plain.matchAll(/\d+(?:,\d+)?|√|[+\-*/()^]/g)) {
    const piece = match[0];
    if (piece === '√') found.push({ kind: 'root' });
    else if (/\d/.test(piece)) found.push({ kind: 'num', value: Number(piece.replace(',', '.')) });
    else found.push({ kind: 'op', op: piece as Operator });
  }
  return found;
}

/** The value of a plain numeric expression with roots, fractions and brackets; undefined when it is not one. */
export function expressionValue(text: string): number | undefined {
  const read = tokens(text);
  if (!read) return undefined;
  const value = parseExpression<Token & ParserToken, number>(read, {
    algebra: {
      add: (a, b) => a + b,
      sub: (a, b) => a - b,
      mul: (a, b) => a * b,
      div: (a, b) => a / b,
      neg: (a) => -a,
    },
    startsFactor: (token) => token.kind !== 'op',
    leaf: (token, cursor) => {
      if (token.kind === 'num') return token.value;
      if (token.kind === 'root') return Math.sqrt(cursor.primary());
      return cursor.fail();
    },
    exponent: (base, cursor) => {
      const next = cursor.next();
      return next?.kind === 'num' ? base ** next.value : cursor.fail();
    },
  });
  return value !== undefined && Number.isFinite(value) ? value : undefined;
}

/** An option with a square root, as its value; undefined for any other option. */
export function surdValue(option: string): number | undefined {
  return option.includes('√') ? expressionValue(option) : undefined;
}

/** A value a result states, and half a unit in its last place when it is rounded («≈ 8,49»), else 0. */
export interface StatedValue {
  value: number;
  halfUnit: number;
}

/**
 * The values the result lines state: the last side of each clause («√50 + √18 − √8 ≈ 8,49» states
 * 8,49, «2/(√3 + √2) = 2√3 − 2√2» states 2√3 − 2√2), when it is a plain number or expression.
 */
export function statedValues(lines: readonly string[]): StatedValue[] {
  const values: StatedValue[] = [];
  for (const clause of lines.flatMap((line) => line.replace(/\*\*/g, '').split(';'))) {
    const sides = clause.split(/([=≈])/);
    const last = sides.at(-1) ?? '';
    const rounded = sides.at(-2) === '≈';
    const value = expressionValue(last);
    if (value === undefined) continue;
    const decimals = rounded ? (/,(\d+)/.exec(last)?.[1]?.length ?? 0) : undefined;
    values.push({ value, halfUnit: decimals === undefined ? 0 : 0.5 * 10 ** -decimals });
  }
  return values;
}

const exactly = (option: number, stated: StatedValue) =>
  Math.abs(option - stated.value) <= stated.halfUnit + 1e-9 * Math.max(1, Math.abs(option));

/** Whether a result states the option's value (within its own rounding when it is rounded). */
export function statesSurd(option: number, stated: readonly StatedValue[]): boolean {
  return stated.some((value) => exactly(option, value));
}

/**
 * Whether the result cannot rule the option out: it states no value at all, or one within 0,5 % of the
 * option that is not it. Then «ninguna» is not safe to name.
 */
export function surdUndecided(option: number, stated: readonly StatedValue[]): boolean {
  if (stated.length === 0) return true;
  return stated.some(
    (value) => !exactly(option, value) && Math.abs(option - value.value) <= 0.005 * Math.abs(option),
  );
}
