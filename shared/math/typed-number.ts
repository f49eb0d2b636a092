/**
 * A number as a student types it into a numeric answer, read the same way in the browser (to say at
 * once what it cannot read) and on the server (which grades it). Argentine and ISO notation both
 * read: "3,5" and "3.5", "1.234,5" and "1,234.5", "1 234,5", "-0,25", "2/3", "2,5e-3", "2,5·10^-3",
 * "6,02 × 10²³". What follows the number is the unit as typed ("3,5 m/s" → unit "m/s").
 *
 * A single point followed by exactly three digits ("1.500") is Argentine thousands to some and a
 * calculator's decimal point to others: it is not guessed, the student is asked to write it again.
 */
import { fromSuperscripts } from './superscripts.ts';

export type TypedNumber =
  | { ok: true; value: number; unit: string }
  | { ok: false; reason: TypedNumberProblem };

export type TypedNumberProblem = 'empty' | 'ambiguous' | 'unreadable' | 'too-long';

/** At most this many characters: enough for "−1.234.567,891 × 10^-12 kg·m/s²". */
export const MAX_TYPED_ANSWER = 40;

/** What the student reads when a typed number cannot be read, by the reason. */
export const typedNumberMessages: Record<TypedNumberProblem, string> = {
  empty: 'Escribí tu respuesta.',
  ambiguous:
    'No sabemos si ese punto separa miles o decimales. Escribí los decimales con coma (1,5) y los miles sin punto (1500).',
  unreadable: 'No entendimos ese número. Escribilo con cifras, por ejemplo 3,5 o -0,25 o 2/3.',
  'too-long': `La respuesta es demasiado larga: usá hasta ${MAX_TYPED_ANSWER} caracteres.`,
};

// More digits than a double keeps would come back changed.
const MAX_SIGNIFICANT_DIGITS = 15;

/** Spaces a phone or a word processor may put between groups of digits. */
const GROUP_SPACE = /[ \u00a0\u202f\u2009]/;

type Decimal = { ok: true; value: number } | { ok: false; reason: 'ambiguous' | 'unreadable' };

/** The value of digits with at most one kind of decimal separator and valid groups of thousands. */
export function readDecimal(raw: string): Decimal {
  const unreadable = { ok: false, reason: 'unreadable' } as const;
  let body = raw;
  if (GROUP_SPACE.test(body)) {
    if (!/^\d{1,3}([ \u00a0\u202f\u2009]\d{3})+([.,]\d+)?$/.test(body)) return unreadable;
    body = body.replace(/[ \u00a0\u202f\u2009]/g, '');
  }
  const commas = (body.match(/,/g) ?? []).length;
  const points = (body.match(/\./g) ?? []).length;
  let plain: string;
  if (commas > 0 && points > 0) {
    const decimalIsComma = body.lastIndexOf(',') > body.lastIndexOf('.');
    const grouped = decimalIsComma ? /^\d{1,3}(\.\d{3})+,\d+$/ : /^\d{1,3}(,\d{3})+\.\d+$/;
    if (!grouped.test(body)) return unreadable;
    plain = decimalIsComma ? body.replace(/\./g, '').replace(',', '.') : body.replace(/,/g, '');
  } else if (commas + points > 1) {
    // Only one kind, several times: groups of thousands ("1.234.567"), never decimals.
    if (!/^\d{1,3}([.,]\d{3})+$/.test(body)) return unreadable;
    plain = body.replace(/[.,]/g, '');
  } else if (commas === 1) {
    if (!/^\d*,\d+$/.test(body)) return unreadable;
    plain = body.replace(',', '.');
  } else if (points === 1) {
    if (!/^\d*\.\d+$/.test(body)) return unreadable;
    if (/^[1-9]\d{0,2}\.\d{3}$/.test(body)) return { ok: false, reason: 'ambiguous' };
    plain = body;
  } else {
    if (!/^\d+$/.test(body)) return unreadable;
    plain = body;
  }
  const significant = plain.replace(/\D/g, '').replace(/^0+/, '').replace(/0+$/, '').length;
  if (significant > MAX_SIGNIFICANT_DIGITS) return unreadable;
  return { ok: true, value: Number(plain) };
}

/** Digits, separators and spaces between digit groups: the mantissa as typed. */
const MANTISSA = /^(?:\d[\d.,]*(?:[ \u00a0\u202f\u2009]\d{3}(?![\d]))*(?:[.,]\d+)?|[.,]\d+)/;

/** Reads a typed answer: its value and whatever follows the number, trimmed (the unit as typed). */
export function readTypedNumber(input: string): TypedNumber {
  const text = input.trim();
  if (text === '') return { ok: false, reason: 'empty' };
  if (text.length > MAX_TYPED_ANSWER) return { ok: false, reason: 'too-long' };
  let rest = text.replace(/[\u2212\u2012\u2013\u2014]/g, '-');
  let sign = 1;
  const signMatch = /^([+-])\s*/.exec(rest);
  if (signMatch) {
    sign = signMatch[1] === '-' ? -1 : 1;
    rest = rest.slice(signMatch[0].length);
  }

  const mantissa = MANTISSA.exec(rest);
  if (!mantissa) return { ok: false, reason: 'unreadable' };
  const base = readDecimal(mantissa[0]);
  if (!base.ok) return base;
  let value = base.value;
  rest = rest.slice(mantissa[0].length);

  // A fraction: "2/3", "1,5 / 4". A slash before a letter is a unit's ("m/s").
  const [fraction, digits] = /^\s*\/\s*(\d[\d.,]*)/.exec(rest) ?? [];
  if (fraction !== undefined && digits !== undefined) {
    const denominator = readDecimal(digits);
    if (!denominator.ok) return denominator;
    if (denominator.value === 0) return { ok: false, reason: 'unreadable' };
    value /= denominator.value;
    rest = rest.slice(fraction.length);
  }

  // A power of ten: "e-3", "·10^-3", "x10^3", "× 10⁻³", "*10^3"; or a power of the number itself: "10^3".
  const exponent =
    /^\s*[eE]([+-]?\d{1,3})(?![\d])/.exec(rest) ??
    /^\s*(?:[·*×xX]|\\cdot|\\times)\s*10\s*(?:\^\s*\(?\s*([+-]?\s*\d{1,3})\s*\)?|([⁺⁻]?[⁰¹²³⁴⁵⁶⁷⁸⁹]{1,3}))/.exec(
      rest,
    );
  if (exponent) {
    const power = fromSuperscripts((exponent[1] ?? exponent[2] ?? '').replace(/\s/g, ''));
    value *= 10 ** Number(power);
    rest = rest.slice(exponent[0].length);
  } else {
    const power = /^\s*(?:\^\s*\(?\s*([+-]?\d{1,2})\s*\)?|([⁻]?[⁰¹²³⁴⁵⁶⁷⁸⁹]{1,2}))/.exec(rest);
    if (power) {
      value **= Number(fromSuperscripts(power[1] ?? power[2] ?? ''));
      rest = rest.slice(power[0].length);
    }
  }
  if (!Number.isFinite(value)) return { ok: false, reason: 'unreadable' };

  const unit = rest.trim();
  // What follows must read as a unit: it starts with a letter or a unit sign, not with more digits.
  if (unit !== '' && !/^[\p{L}°º%µΩ]/u.test(unit)) return { ok: false, reason: 'unreadable' };
  const signed = sign * value;
  return { ok: true, value: Object.is(signed, -0) ? 0 : signed, unit };
}
