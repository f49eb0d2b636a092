/**
 * Chemical formulas (science kernel, see constants.ts): "H2SO4", "Ca(OH)₂", "[Fe(CN)6]3", "CuSO4·5H2O"
 * read into element counts, and molar masses from the one atomic-mass table.
 */
import { atomicMasses, type ElementSymbol, isElementSymbol } from './atomic-masses.ts';

/** Element counts in order of first appearance: Ca(OH)₂ → Ca 1, O 2, H 2. Every key is a symbol of the table. */
export type Composition = Map<string, number>;

export type FormulaResult =
  | { ok: true; formula: string; composition: Composition }
  /** `unknown` is the symbol that is not in the table, or the whole text when it does not read as a formula. */
  | { ok: false; unknown: string };

const SUBSCRIPT_DIGITS = '₀₁₂₃₄₅₆₇₈₉';

/** "H₂O" → "H2O". */
export const fromSubscripts = (text: string): string =>
  text.replace(/[₀-₉]/g, (c) => String(SUBSCRIPT_DIGITS.indexOf(c)));

/** "Ca(OH)2" → "Ca(OH)₂": digits after a symbol or a group become subscripts, a leading coefficient stays. */
export const pretty = (formula: string): string =>
  formula.replace(/(?<=[A-Za-z)\]])\d+/g, (digits) =>
    [...digits].map((d) => SUBSCRIPT_DIGITS[Number(d)]).join(''),
  );

function merge(into: Composition, from: Composition, times: number) {
  for (const [element, count] of from) into.set(element, (into.get(element) ?? 0) + count * times);
}

/** One formula body ("Ca(OH)2"); an error code instead of a throw. */
function parseBody(body: string): Composition | string {
  let i = 0;
  const readCount = () => {
    const match = /^\d+/.exec(body.slice(i));
    if (!match) return 1;
    i += match[0].length;
    return Number(match[0]);
  };
  const group = (closing: string | undefined): Composition | string => {
    const composition: Composition = new Map();
    while (i < body.length) {
      const char = body.charAt(i);
      if (char === ')' || char === ']') {
        if (char !== closing) return 'syntax';
        i++;
        return composition;
      }
      if (char === '(' || char === '[') {
        i++;
        const inner = group(char === '(' ? ')' : ']');
        if (typeof inner === 'string') return inner;
        merge(composition, inner, readCount());
      } else if (/[A-Z]/.test(char)) {
        // A lower-case letter after a capital always belongs to the symbol: "Co" is cobalt, "CO" is C and O.
        const next = body.charAt(i + 1);
        const symbol = /[a-z]/.test(next) ? char + next : char;
        if (!isElementSymbol(symbol)) return `unknown:${symbol}`;
        i += symbol.length;
        composition.set(symbol, (composition.get(symbol) ?? 0) + readCount());
      } else return 'syntax';
    }
    return closing ? 'syntax' : composition;
  };
  return group(undefined);
}

/** Reads "H2SO4", "Ca(OH)2", "CuSO4·5H2O", "H₂O"; case-sensitive, never throws. */
export function parseFormula(raw: string): FormulaResult {
  const text = fromSubscripts(raw.trim()).replace(/[·*•]/g, '.');
  const total: Composition = new Map();
  for (const part of text.split('.')) {
    const coefficient = /^\d+/.exec(part)?.[0];
    const body = coefficient ? part.slice(coefficient.length) : part;
    if (!body) return { ok: false, unknown: raw };
    const parsed = parseBody(body);
    if (typeof parsed === 'string') {
      return { ok: false, unknown: parsed.startsWith('unknown:') ? parsed.slice('unknown:'.length) : raw };
    }
    merge(total, parsed, coefficient ? Number(coefficient) : 1);
  }
  if (total.size === 0) return { ok: false, unknown: raw };
  return { ok: true, formula: text.replace(/\./g, '·'), composition: total };
}

/** The composition of a formula the caller knows is right (a table of the bank); throws otherwise. */
export function compositionOf(formula: string): Composition {
  const parsed = parseFormula(formula);
  if (!parsed.ok) throw new Error(`cannot read the formula ${formula} (at ${parsed.unknown})`);
  return parsed.composition;
}

/** Sum of atomic masses times counts, g/mol, unrounded. */
export const molarMass = (composition: Composition): number =>
  [...composition].reduce(
    (total, [element, count]) => total + atomicMasses[element as ElementSymbol] * count,
    0,
  );

export const sameComposition = (a: Composition, b: Composition): boolean =>
  a.size === b.size && [...a].every(([element, count]) => b.get(element) === count);

/**
 * "h2so4" typed all in lower case: splits it into known symbols, preferring one-letter ones, so "co2"
 * reads as CO₂ and not cobalt. Undefined when no split works.
 */
export function recase(lower: string): string | undefined {
  const walk = (i: number): string | undefined => {
    if (i >= lower.length) return '';
    const char = lower.charAt(i);
    if (!/[a-z]/.test(char)) {
      const rest = walk(i + 1);
      return rest === undefined ? undefined : char + rest;
    }
    for (const length of [1, 2]) {
      const piece = lower.slice(i, i + length);
      if (!/^[a-z]+$/.test(piece) || piece.length < length) continue;
      const symbol = piece[0]?.toUpperCase() + piece.slice(1);
      if (!isElementSymbol(symbol)) continue;
      const rest = walk(i + length);
      if (rest !== undefined) return symbol + rest;
    }
    return undefined;
  };
  return walk(0);
}
