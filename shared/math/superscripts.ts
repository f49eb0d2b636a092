/**
 * Superscripts as a phone or a word processor types them (x², 10⁻³, 6,02 × 10²³) and the ASCII they
 * stand for: one table for every reader of typed math, in the browser and on the server.
 */

const SUPERSCRIPT_ASCII: Readonly<Record<string, string>> = {
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
  '⁺': '+',
};

/** Superscript digits and signs as ASCII, every other character kept: "⁻³" → "-3", "10²" → "102". */
export function fromSuperscripts(text: string): string {
  return [...text].map((c) => SUPERSCRIPT_ASCII[c] ?? c).join('');
}

/**
 * Each run of superscript digits (and minus signs) as a power: "x²" → "x^2", "10⁻³" → "10^-3"; with
 * `braced`, as LaTeX groups it: "10^{-3}".
 */
export function superscriptPowers(text: string, braced = false): string {
  return text
    .replace(EXPONENT_WITH_LETTERS, (run) =>
      braced ? `^{${fromLetterSuperscripts(run)}}` : `^(${fromLetterSuperscripts(run)})`,
    )
    .replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹⁻]+/g, (run) =>
      braced ? `^{${fromSuperscripts(run)}}` : `^${fromSuperscripts(run)}`,
    );
}

/** The letters an exponent is typed with as superscripts: 2ˣ, eᵏᵗ, 3²ˣ⁺¹. */
const SUPERSCRIPT_LETTERS: Readonly<Record<string, string>> = {
  ˣ: 'x',
  ʸ: 'y',
  ⁿ: 'n',
  ᵏ: 'k',
  ᵗ: 't',
  ᵃ: 'a',
};
// A run with a letter in it is a whole exponent, bracketed so that «2ˣ + 3» is never read as 2^(x + 3).
const EXPONENT_WITH_LETTERS = /[⁰¹²³⁴⁵⁶⁷⁸⁹⁻⁺]*[ˣʸⁿᵏᵗᵃ][⁰¹²³⁴⁵⁶⁷⁸⁹⁻⁺ˣʸⁿᵏᵗᵃ]*/g;
const fromLetterSuperscripts = (run: string) =>
  [...run].map((c) => SUPERSCRIPT_LETTERS[c] ?? SUPERSCRIPT_ASCII[c] ?? c).join('');

/** An integer power as superscripts, the way a reply writes it after a base: -3 → "⁻³", 12 → "¹²". */
export function toSuperscripts(power: number): string {
  return [...String(power)].map((c) => (c === '-' ? '⁻' : ('⁰¹²³⁴⁵⁶⁷⁸⁹'[Number(c)] ?? c))).join('');
}
