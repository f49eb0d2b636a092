/** Helpers shared by the chemistry generators (tables and number formatting live here, not in lib.ts). */
import { atomicMasses, type ElementSymbol } from '../../../lib/science/atomic-masses.ts';
import { compositionOf } from '../../../lib/science/formula.ts';
import { approxEqual, fmtNum, parseNumbers, pickDistractors, round, texNum } from '../../lib.ts';
import type { Generator } from '../../schema.ts';

/** The kernel's atomic masses (g/mol), the ones the tutor's solvers use too: one table for both. */
export const MASA_ATOMICA = atomicMasses;

export type Elemento = ElementSymbol;

/** Molar mass from a composition such as { C: 6, H: 12, O: 6 }. */
export function masaMolar(composicion: Partial<Record<Elemento, number>>): number {
  let total = 0;
  for (const [simbolo, cantidad] of Object.entries(composicion)) {
    total += MASA_ATOMICA[simbolo as Elemento] * (cantidad ?? 0);
  }
  return round(total, 4);
}

/** True when two lists hold the same numbers (as the content test compares them). */
export function sameNumbers(found: readonly number[], expected: readonly number[]): boolean {
  if (found.length !== expected.length) return false;
  const pool = [...found];
  return expected.every((value) => {
    const index = pool.findIndex((candidate) => approxEqual(candidate, value));
    if (index === -1) return false;
    pool.splice(index, 1);
    return true;
  });
}

/**
 * False for a value no real sample can have: a negative amount, pressure or absolute temperature, or a
 * molarity above 18 M (beyond the solubility of what the course dissolves).
 */
export function posible(option: string): boolean {
  const plain = option.replace(/\$/g, '').replace(/\{,\}/g, ',');
  if (/[-−]\s*\d[\d.,]*\s*(Pa|kPa|hPa|atm|mmHg|bar|K|kg|g|mol|L|mL)(?![\w/])/.test(plain)) return false;
  if (/\d\s*(M|mol\/L)\b/.test(plain) && parseNumbers(option).some((n) => n > 18)) return false;
  return true;
}

/**
 * pickDistractors that also drops any candidate whose numbers coincide with the answer's, so a
 * distractor can never be read as correct.
 */
export function pickNumericDistractors(
  correct: string,
  candidates: readonly string[],
  fallback: (attempt: number) => string,
  answer: readonly number[] = parseNumbers(correct),
): string[] {
  const ok = (option: string) => {
    const numbers = parseNumbers(option);
    return numbers.length > 0 && !sameNumbers(numbers, answer) && posible(option);
  };
  return pickDistractors(correct, candidates.filter(ok), (attempt) => {
    const option = fallback(attempt);
    return ok(option) ? option : correct;
  });
}

const SUPER: Record<string, string> = {
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
  '-': '⁻',
};

/** Splits a positive number into mantissa (1 ≤ m < 10, rounded) and exponent. */
export function sciParts(value: number, decimals = 2): { mantisa: number; exponente: number } {
  if (value === 0) return { mantisa: 0, exponente: 0 };
  let exponente = Math.floor(Math.log10(Math.abs(value)));
  let mantisa = round(value / 10 ** exponente, decimals);
  if (Math.abs(mantisa) >= 10) {
    exponente += 1;
    mantisa = round(value / 10 ** exponente, decimals);
  }
  return { mantisa, exponente };
}

/** Scientific notation for running text: 3,01 · 10²³. */
export function sciText(value: number, decimals = 2): string {
  const { mantisa, exponente } = sciParts(value, decimals);
  const sup = [...String(exponente)].map((c) => SUPER[c] ?? c).join('');
  return `${fmtNum(mantisa, decimals)} · 10${sup}`;
}

/** Scientific notation inside LaTeX: 3{,}01 \cdot 10^{23}. */
export function sciTex(value: number, decimals = 2): string {
  const { mantisa, exponente } = sciParts(value, decimals);
  return `${texNum(mantisa, decimals)} \\cdot 10^{${exponente}}`;
}

const SUB_DIGITS = '₀₁₂₃₄₅₆₇₈₉';

/** Number of decimals that keeps about three significant figures without noise. */
export function autoDecimals(value: number): number {
  const a = Math.abs(value);
  if (a >= 100) return 1;
  if (a >= 1) return 2;
  if (a >= 0.1) return 3;
  return 4;
}

/** fmtNum with a number of decimals suited to the size of the value. */
export function fmtAuto(value: number): string {
  return fmtNum(value, autoDecimals(value));
}

/** texNum with a number of decimals suited to the size of the value. */
export function texAuto(value: number): string {
  return texNum(value, autoDecimals(value));
}

/** The value shown by fmtAuto, as a number (to keep later steps consistent with what the student reads). */
export function roundAuto(value: number): number {
  return round(value, autoDecimals(value));
}

/** "Ca(OH)₂" → "\mathrm{Ca(OH)_2}", "C₆H₁₂O₆" → "\mathrm{C_6H_{12}O_6}". */
export function formulaTex(formula: string): string {
  const body = formula.replace(/[₀-₉]+/g, (run) => {
    const digits = [...run].map((c) => String(SUB_DIGITS.indexOf(c))).join('');
    return digits.length === 1 ? `_${digits}` : `_{${digits}}`;
  });
  return `\\mathrm{${body}}`;
}

/** Composition of a formula of the bank's own tables: "Ca(OH)₂" → { Ca: 1, O: 2, H: 2 }; throws when it does not read. */
export function composicion(formula: string): Partial<Record<Elemento, number>> {
  return Object.fromEntries(compositionOf(formula)) as Partial<Record<Elemento, number>>;
}

/** Molar mass straight from a formula string. */
export function masaMolarDe(formula: string): number {
  return masaMolar(composicion(formula));
}

/** Molar mass a student gets by ignoring every subscript (each element counted once). */
export function masaMolarSinSubindices(formula: string): number {
  return round(
    Object.keys(composicion(formula)).reduce((sum, symbol) => sum + MASA_ATOMICA[symbol as Elemento], 0),
    4,
  );
}

/** Atomic-mass data line for a set of formulas: "C = 12; H = 1; O = 16". */
export function datosMasas(...formulas: string[]): string {
  const symbols: Elemento[] = [];
  for (const formula of formulas) {
    for (const symbol of Object.keys(composicion(formula)) as Elemento[]) {
      if (!symbols.includes(symbol)) symbols.push(symbol);
    }
  }
  return symbols.map((symbol) => `${symbol} = ${fmtNum(MASA_ATOMICA[symbol])}`).join('; ');
}

/** Molar-mass computation written out in LaTeX: "2 \cdot 1 + 16 = 18". */
export function masaMolarTex(formula: string): string {
  const comp = composicion(formula);
  const terms = Object.entries(comp).map(([symbol, count]) => {
    const mass = texNum(MASA_ATOMICA[symbol as Elemento]);
    return count === 1 ? mass : `${count} \\cdot ${mass}`;
  });
  const total = texNum(masaMolar(comp));
  return terms.length === 1 && Object.values(comp)[0] === 1 ? total : `${terms.join(' + ')} = ${total}`;
}

/** A small quantity written exactly: up to 6 decimals, or scientific notation when that would round it. */
export function texExact(value: number): string {
  if (Math.abs(round(value, 6) - value) < 1e-12 * Math.max(1, Math.abs(value))) return texNum(value, 6);
  return sciTex(value, 4);
}

/** fmtNum with a typographic minus sign (−) for negative values. */
export function fmtSigned(value: number, maxDecimals = 2): string {
  return fmtNum(value, maxDecimals).replace('-', '−');
}

/** texNum with three significant figures (for small intermediate amounts such as 0,00466 mol). */
export function texSig(value: number, significant = 3): string {
  if (value === 0) return '0';
  const decimals = Math.max(0, significant - 1 - Math.floor(Math.log10(Math.abs(value))));
  return texNum(value, decimals);
}

/**
 * Says in the statement that the options are rounded, for generators whose answers are shown to a
 * few figures (the quality rules ask for it whenever the value shown is not exact).
 */
export function conRedondeo<P>(generator: Generator<P>): Generator<P> {
  return {
    ...generator,
    build(params, rng) {
      const exercise = generator.build(params, rng);
      if (/redonde|aproxim|cifras significativas/i.test(exercise.question)) return exercise;
      return {
        ...exercise,
        question: `${exercise.question} (Los valores de las opciones están redondeados.)`,
      };
    },
  };
}
