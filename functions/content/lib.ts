/** Small, deterministic helpers shared by every subject's content and generators. */

import { at } from '../../shared/lib/must.ts';
import { fromSuperscripts } from '../../shared/math/superscripts.ts';

export interface Rng {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  shuffle<T>(items: readonly T[]): T[];
}

/** mulberry32: tiny, fast and good enough to vary exercises; never used for secrets. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0 || 0x9e3779b9;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return at(items, Math.floor(next() * items.length), 'picked item');
    },
    shuffle: (items) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [at(copy, j, 'item'), at(copy, i, 'item')];
      }
      return copy;
    },
  };
  return rng;
}

/** Rounds away floating-point noise: round(0.1 + 0.2, 2) === 0.3. */
export function round(value: number, decimals = 2): number {
  const factor = 10 ** decimals;
  const rounded = Math.round((value + Number.EPSILON * Math.sign(value)) * factor) / factor;
  return Object.is(rounded, -0) ? 0 : rounded;
}

/** Argentine notation for running text: 1234,5 → "1234,5"; 12500 → "12.500"; never "3,0000001". */
export function fmtNum(value: number, maxDecimals = 2): string {
  return new Intl.NumberFormat('es-AR', { maximumFractionDigits: maxDecimals, useGrouping: true }).format(
    round(value, maxDecimals),
  );
}

/** The same number for use inside LaTeX: the decimal comma is braced so KaTeX adds no space after it. */
export function texNum(value: number, maxDecimals = 2): string {
  return fmtNum(value, maxDecimals).replace(/,/g, '{,}');
}

/** Puts the correct option among the distractors at a random position. */
export function placeOptions(
  rng: Rng,
  correct: string,
  distractors: readonly string[],
): { options: string[]; correctAnswer: number } {
  const options = rng.shuffle([correct, ...distractors.slice(0, 3)]);
  return { options, correctAnswer: options.indexOf(correct) };
}

/**
 * Picks three distractors that differ from the correct option and from each other once formatted.
 * `candidates` go in order of preference (the most typical mistakes first); `fallback` makes more.
 */
export function pickDistractors(
  correct: string,
  candidates: readonly string[],
  fallback: (attempt: number) => string,
): string[] {
  const chosen: string[] = [];
  const seen = new Set([normalizeOption(correct)]);
  const offer = (option: string) => {
    const key = normalizeOption(option);
    if (chosen.length < 3 && !seen.has(key)) {
      seen.add(key);
      chosen.push(option);
    }
  };
  for (const candidate of candidates) offer(candidate);
  for (let attempt = 1; chosen.length < 3 && attempt < 100; attempt++) offer(fallback(attempt));
  if (chosen.length < 3) throw new Error(`could not find three distractors for ${correct}`);
  return chosen;
}

export function normalizeOption(option: string): string {
  return option.replace(/\s+/g, '').replace(/\{,\}/g, ',').toLowerCase();
}

/**
 * Reads the numbers a student sees in an option, in order: "x = 3{,}5" → [3.5], "$\frac{3}{4}$" → [0.75],
 * "2,5 · 10⁻³ mol" and "2{,}5 \cdot 10^{-3}" → [0.0025], "$\sqrt{2}$" → [1.41…], "$2\pi$" → [6.28…].
 * Exponents, subscripts and the contents of \text{}/\mathrm{} (units) are not numbers of the answer.
 */
export function parseNumbers(text: string): number[] {
  let s = text
    .replace(/\{,\}/g, ',')
    .replace(/−/g, '-')
    .replace(/\\(?:text|mathrm|operatorname)\{[^}]*\}/g, ' ')
    .replace(/\\(?:left|right|displaystyle|,|;|!|quad)/g, ' ')
    .replace(/\\dfrac|\\tfrac/g, '\\frac');
  // scientific notation: a · 10^b
  s = s.replace(
    /(-?\d[\d.]*(?:,\d+)?)\s*(?:\\cdot|\\times|·|×)\s*10(?:\^\{?(-?\d+)\}?|([⁻⁰¹²³⁴⁵⁶⁷⁸⁹]+))/g,
    (_m, mantissa: string, exp?: string, sup?: string) => {
      const e = exp ?? fromSuperscripts(sup ?? '');
      return ` ${toNumber(mantissa) * 10 ** Number(e)} `.replace('.', '#');
    },
  );
  s = s.replace(/(-?)\\frac\{(-?[\d.,]+)\}\{(-?[\d.,]+)\}/g, (_m, sign: string, a: string, b: string) =>
    ` ${sign}${toNumber(a) / toNumber(b)} `.replace('.', '#'),
  );
  s = s.replace(/(-?[\d.,]*)\\sqrt\{([\d.,]+)\}/g, (_m, k: string, radicand: string) => {
    const factor = k === '' ? 1 : k === '-' ? -1 : toNumber(k);
    return ` ${factor * Math.sqrt(toNumber(radicand))} `.replace('.', '#');
  });
  s = s.replace(/(-?[\d.,]*)\s*\\pi/g, (_m, k: string) => {
    const factor = k === '' ? 1 : k === '-' ? -1 : toNumber(k);
    return ` ${factor * Math.PI} `.replace('.', '#');
  });
  s = s
    .replace(/[\^_]\{[^}]*\}/g, ' ')
    .replace(/[\^_]-?\d+/g, ' ')
    .replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹⁻₀-₉]+/g, ' ');
  const numbers: number[] = [];
  for (const match of s.matchAll(/(?<![\w#])-?\d[\d.]*(?:[,#]\d+)?(?:e[-+]?\d+)?/g)) {
    const raw = match[0];
    if (raw.includes('#')) numbers.push(Number(raw.replace('#', '.')));
    else numbers.push(toNumber(raw));
  }
  return numbers;
}

/** "1.250,5" → 1250.5; "3,5" → 3.5; "12.500" → 12500; "0.5" (a point with other than 3 digits) → 0.5. */
function toNumber(raw: string): number {
  if (raw.includes(',')) return Number(raw.replace(/\./g, '').replace(',', '.'));
  if (/^-?\d{1,3}(\.\d{3})+$/.test(raw)) return Number(raw.replace(/\./g, ''));
  return Number(raw);
}

/** True when two numbers agree to the precision a rounded option shows (relative 0.5 %, absolute 1e-9). */
export function approxEqual(a: number, b: number, relative = 0.005): boolean {
  return Math.abs(a - b) <= Math.max(1e-9, relative * Math.max(Math.abs(a), Math.abs(b)));
}
