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
  return text.replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹⁻]+/g, (run) =>
    braced ? `^{${fromSuperscripts(run)}}` : `^${fromSuperscripts(run)}`,
  );
}

/** An integer power as superscripts, the way a reply writes it after a base: -3 → "⁻³", 12 → "¹²". */
export function toSuperscripts(power: number): string {
  return [...String(power)].map((c) => (c === '-' ? '⁻' : ('⁰¹²³⁴⁵⁶⁷⁸⁹'[Number(c)] ?? c))).join('');
}
