import { fmtNum, round, texNum } from '../../../content/lib.ts';

/** A number as students type it: "3,5" and "3.5" → 3.5; "1.500" and "1.250,5" → Argentine thousands. */
export const NUMBER_SOURCE = String.raw`\d+(?:[.,]\d+)*`;

export function parseNumber(raw: string): number {
  const text = raw.trim();
  if (text.includes(',')) return Number(text.replace(/\./g, '').replace(',', '.'));
  if (/^[1-9]\d{0,2}(\.\d{3})+$/.test(text)) return Number(text.replace(/\./g, ''));
  return Number(text);
}

/** Running text: 2500 → "2.500", 0.5 → "0,5", at most `decimals` decimals. */
export function fmt(value: number, decimals = 2): string {
  return fmtNum(value, decimals);
}

/** The same number inside LaTeX. Negative numbers go in parentheses when `wrapNegative`. */
export function tex(value: number, decimals = 4, wrapNegative = false): string {
  const text = texNum(value, decimals);
  return wrapNegative && round(value, decimals) < 0 ? `(${text})` : text;
}

export function isInteger(value: number): boolean {
  return Math.abs(value - Math.round(value)) < 1e-9;
}

/** p/q with a small denominator when `value` is that fraction (and not an integer), else undefined. */
export function asFraction(
  value: number,
  maxDenominator = 60,
): { numerator: number; denominator: number } | undefined {
  if (isInteger(value)) return undefined;
  for (let denominator = 2; denominator <= maxDenominator; denominator++) {
    const numerator = Math.round(value * denominator);
    if (Math.abs(numerator / denominator - value) < 1e-9) return { numerator, denominator };
  }
  return undefined;
}

/**
 * An exact-looking value for a result: 5 → "5", 0,25 → "0,25", 5/3 → "5/3 ≈ 1,67", √2 → "≈ 1,41".
 * Plain text, for the result lines.
 */
export function fmtValue(value: number): string {
  if (isInteger(value) || Math.abs(round(value, 2) - value) < 1e-9) return fmt(value);
  const fraction = asFraction(value);
  if (fraction) return `${fraction.numerator}/${fraction.denominator} ≈ ${fmt(value)}`;
  return `≈ ${fmt(value)}`;
}

/** The same in LaTeX: 5/3 → "\frac{5}{3} \approx 1{,}67". */
export function texValue(value: number): string {
  if (isInteger(value) || Math.abs(round(value, 2) - value) < 1e-9) return tex(value, 2);
  const fraction = asFraction(value);
  const sign = fraction && fraction.numerator < 0 ? '-' : '';
  if (fraction)
    return `${sign}\\frac{${Math.abs(fraction.numerator)}}{${fraction.denominator}} \\approx ${tex(value, 2)}`;
  return `\\approx ${tex(value, 2)}`;
}

/** "=" for an exact value, "≈" for a rounded one, to write "x = 5" or "x ≈ 1,41". */
export function relation(value: number, decimals = 2): '=' | '≈' {
  return Math.abs(round(value, decimals) - value) < 1e-9 ? '=' : '≈';
}

const superscriptDigits: Record<string, string> = {
  '⁰': '0',
  '¹': '1',
  '²': '2',
  '³': '3',
  '⁴': '4',
  '⁵': '5',
  '⁶': '6',
  '⁷': '7',
  '⁸': '8',
  '⁹': '9',
  '⁻': '-',
};

/** Unicode math as typed on a phone → ASCII: "x²" → "x^2", "−" → "-", "·" and "×" → "*", "÷" → "/". */
export function prepareMath(text: string): string {
  return text
    .replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹⁻]+/g, (match) => `^${[...match].map((c) => superscriptDigits[c] ?? '').join('')}`)
    .replace(/[−–—]/g, '-')
    .replace(/[×⋅∙·]/g, '*')
    .replace(/÷/g, '/');
}
