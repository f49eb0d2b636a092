import { at } from '../../../../shared/lib/must.ts';
import { superscriptPowers } from '../../../../shared/math/superscripts.ts';
import { fmtNum, round, texNum } from '../../../content/lib.ts';
import { group } from './groups.ts';

/**
 * A number as students type it: "3,5" and "3.5" → 3.5; "1.500" and "1.250,5" → Argentine thousands;
 * "1e3" and "2,5e-3" → scientific notation. Whether it reads at all is `readNumber`'s call.
 */
/** How many, said in words: «cuatro personas», «cinco lámparas». */
export const COUNT_WORDS: Readonly<Record<string, number>> = {
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
};

export const NUMBER_SOURCE = String.raw`\d+(?:[.,]\d+)*(?:[eE][+-]?\d+)?`;

// More digits than a double keeps: "12345678901234567890123" would come back as 1,2345678901234568 · 10²².
const MAX_SIGNIFICANT_DIGITS = 15;

const significantDigits = (digits: string) => digits.replace(/\D/g, '').replace(/^0+|0+$/g, '').length;

/**
 * The value of a typed number, or undefined when it cannot be read without guessing: separators in
 * the wrong order ("1,234.5"), repeated ones ("1.2.3", "1,2,3") or more digits than fit in a double.
 */
export function readNumber(raw: string): number | undefined {
  const match = /^(\d+(?:[.,]\d+)*)(?:[eE]([+-]?\d+))?$/.exec(raw.trim());
  if (!match) return undefined;
  const mantissa = group(match, 1);
  let plain: string | undefined;
  if (/^\d+([.,]\d+)?$/.test(mantissa) && !/^[1-9]\d{0,2}\.\d{3}$/.test(mantissa)) {
    plain = mantissa.replace(',', '.');
  } else if (/^[1-9]\d{0,2}(\.\d{3})+(,\d+)?$/.test(mantissa)) {
    plain = mantissa.replace(/\./g, '').replace(',', '.');
  }
  if (plain === undefined || significantDigits(plain) > MAX_SIGNIFICANT_DIGITS) return undefined;
  return Number(match[2] ? `${plain}e${match[2]}` : plain);
}

/** `readNumber`, with NaN for a number it cannot read: for callers that check the result. */
/**
 * «50 000 Pa», «1 200 kg»: groups of three digits after a space (or a thin or hard one) are one number
 * when a measure or a word follows, so that a list of small numbers («2 3 4») is never merged.
 */
const DIGIT_GROUPS =
  /(?<![\d.,]|\d[ \u00a0\u202f])(\d{1,3})((?:[ \u00a0\u202f]\d{3})+)(?!\d)(?=(?:[.,]\d+)?\s*[\p{L}°%$/])/gu;

/** The text with each number written in groups of three digits joined: «1 200 kg» as «1200 kg». */
export function joinDigitGroups(text: string): string {
  return text.replace(
    DIGIT_GROUPS,
    (_whole, head: string, groups: string) => head + groups.replace(/\D/g, ''),
  );
}

export function parseNumber(raw: string): number {
  return readNumber(raw) ?? Number.NaN;
}

const anyNumber = new RegExp(NUMBER_SOURCE, 'g');
// A date ("12.10.2024") is not a number the student wants computed.
const DATE = /^\d{1,2}[./]\d{1,2}[./]\d{2,4}$/;

/** The first number in a message that `readNumber` cannot read, as typed, and why. */
export function unreadableNumber(text: string): { raw: string; reason: 'digits' | 'separators' } | undefined {
  for (const [raw] of text.matchAll(anyNumber)) {
    if (readNumber(raw) !== undefined || DATE.test(raw)) continue;
    const digitsOnly = raw.replace(/[eE].*$/, '').replace(/\D/g, '');
    return { raw, reason: significantDigits(digitsOnly) > MAX_SIGNIFICANT_DIGITS ? 'digits' : 'separators' };
  }
  return undefined;
}

/** Running text: 2500 → "2.500", 0.5 → "0,5", at most `decimals` decimals. */
export function fmt(value: number, decimals = 2): string {
  return fmtNum(value, smallDecimals(value, decimals));
}

/**
 * `decimals`, or more for a small value so that a result keeps three significant digits: 0,025 m is not
 * «0,03 m», 9 V on 1500 Ω is 0,006 A, not «0,01 A». Below half a hundredth a value is as likely the
 * residue of data typed rounded (14,14 N for 10√2 N) as a result, and stays rounded as asked.
 */
function smallDecimals(value: number, decimals: number): number {
  const magnitude = Math.abs(value);
  if (decimals !== 2 || magnitude < 0.005 || magnitude >= 0.1) return decimals;
  return Math.max(decimals, 2 - Math.floor(Math.log10(magnitude)));
}

/** The same number inside LaTeX. Negative numbers go in parentheses when `wrapNegative`. */
export function tex(value: number, decimals = 4, wrapNegative = false): string {
  const text = texNum(value, decimals);
  return wrapNegative && round(value, decimals) < 0 ? `(${text})` : text;
}

/** A typed number in LaTeX with every digit it was typed with: 0,1234567 stays 0{,}1234567. */
export function texExact(value: number): string {
  return new Intl.NumberFormat('es-AR', { maximumSignificantDigits: MAX_SIGNIFICANT_DIGITS })
    .format(value)
    .replace(/,/g, '{,}');
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

// Below a millionth, or beyond the integers a double counts exactly, a result reads in scientific notation.
function scientific(value: number): { mantissa: number; exponent: number } | undefined {
  const magnitude = Math.abs(value);
  if (magnitude === 0 || (magnitude >= 1e-6 && magnitude <= Number.MAX_SAFE_INTEGER)) return undefined;
  let exponent = Math.floor(Math.log10(magnitude));
  let mantissa = round(value / 10 ** exponent, 2);
  if (Math.abs(mantissa) >= 10) {
    mantissa = round(mantissa / 10, 2);
    exponent++;
  }
  return { mantissa, exponent };
}

/** `decimals`, or more to keep three significant digits of a small value: 0,00213 needs 5. */
function decimalsFor(value: number, decimals: number): number {
  const magnitude = Math.abs(value);
  return magnitude === 0 || magnitude >= 0.1
    ? decimals
    : Math.max(decimals, 2 - Math.floor(Math.log10(magnitude)));
}

const superscripts = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const toSuperscript = (n: number) =>
  String(n)
    .replace(/-/g, '⁻')
    .replace(/\d/g, (d) => at(superscripts, Number(d), 'superscript digit'));

/**
 * A computed result in running text, `decimals` decimals, that never rounds to 0 nor loses its scale:
 * 8,1; 0,00213; 1,27 · 10³⁰.
 */
export function fmtResult(value: number, decimals = 2): string {
  const parts = scientific(value);
  if (parts) return `${fmtNum(parts.mantissa, 2)} · 10${toSuperscript(parts.exponent)}`;
  return fmtNum(value, decimalsFor(value, decimals));
}

/** The same in LaTeX: 1{,}27 \cdot 10^{30}. */
export function texResult(value: number, decimals = 2): string {
  const parts = scientific(value);
  if (parts) return `${texNum(parts.mantissa, 2)} \\cdot 10^{${parts.exponent}}`;
  return texNum(value, decimalsFor(value, decimals));
}

/** Whether `fmtResult` writes the value without rounding it. */
export function isShownExactly(value: number, decimals = 2): boolean {
  if (scientific(value)) return false;
  const shown = round(value, decimalsFor(value, decimals));
  return Math.abs(shown - value) < 1e-9 * Math.max(Math.abs(value), 1e-6);
}

/**
 * How a result follows its name, with the right relation: "= 5", "= 0,125", "= 5/3 ≈ 1,67" (a simple
 * fraction), "≈ 1,41". Exact up to four decimals, else rounded to two. Plain text, for the result
 * lines: "x ≈ 8,1", never "x = ≈ 8,1".
 */
export function fmtEquals(value: number): string {
  if (isShownExactly(value, 4)) return `= ${fmtResult(value, 4)}`;
  const fraction = asFraction(value);
  if (fraction) return `= ${fraction.numerator}/${fraction.denominator} ≈ ${fmtResult(value)}`;
  return `≈ ${fmtResult(value)}`;
}

/** The same in LaTeX: "= \frac{5}{3} \approx 1{,}67", "\approx 1{,}41". */
export function texEquals(value: number): string {
  if (isShownExactly(value, 4)) return `= ${texResult(value, 4)}`;
  const fraction = asFraction(value);
  if (fraction) return `= ${texFraction(fraction)} \\approx ${texResult(value)}`;
  return `\\approx ${texResult(value)}`;
}

/** A value to compute with in LaTeX: exact when it can be (0,125 or \frac{1}{3}), else four decimals. */
export function texOperand(value: number): string {
  if (isShownExactly(value, 4)) return texResult(value, 4);
  const fraction = asFraction(value);
  return fraction ? texFraction(fraction) : texResult(value, 4);
}

function texFraction({ numerator, denominator }: { numerator: number; denominator: number }): string {
  return `${numerator < 0 ? '-' : ''}\\frac{${Math.abs(numerator)}}{${denominator}}`;
}

/** "=" for an exact value, "≈" for a rounded one, to write "x = 5" or "x ≈ 1,41". */
export function relation(value: number, decimals = 2): '=' | '≈' {
  const shown = smallDecimals(value, decimals);
  return Math.abs(round(value, shown) - value) < 1e-9 ? '=' : '≈';
}

/** The same relation in TeX: "=" or "\\approx", for a worked step's last equals sign. */
export const texRelation = (value: number): '=' | '\\approx' => (relation(value) === '=' ? '=' : '\\approx');

/** Unicode math as typed on a phone → ASCII: "x²" → "x^2", "−" → "-", "·" and "×" → "*", "÷" → "/". */
// «(x² − 9)/(x² + 6x + 9) : (x − 3)/(2x + 6)»: as the school writes it, a fraction divided by a fraction,
// each one whole (left to right, «÷» would divide the first by x − 3 only).
const FRACTION = String.raw`(?:\([^()]*\)|\d+(?:,\d+)?)\s*\/\s*(?:\([^()]*\)|\d+(?:,\d+)?)`;
const FRACTION_BY_FRACTION = new RegExp(`(${FRACTION})\\s*[:÷]\\s*(${FRACTION})`, 'g');

export function prepareMath(text: string): string {
  return superscriptPowers(text)
    .replace(/[−–—]/g, '-')
    .replace(/[×⋅∙·]/g, '*')
    .replace(FRACTION_BY_FRACTION, '($1)/($2)')
    .replace(/÷/g, '/');
}
