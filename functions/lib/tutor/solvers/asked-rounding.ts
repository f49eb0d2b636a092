/**
 * The rounding a statement asks for its result: «redondeá a un decimal», «a una décima», «a dos
 * decimales», «al entero», «a tres cifras significativas». A reader of folded text (lower case, no
 * accents); the result written that way, for the answer line.
 */

/** A number with exactly `decimals` decimals, trailing zeros kept (they are figures): «1,30». */
const fmtNum = (value: number, decimals: number) =>
  new Intl.NumberFormat('es-AR', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: true,
  }).format(value);

export type Rounding = { decimals: number } | { figures: number };

const COUNT: Record<string, number> = { un: 1, una: 1, uno: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5 };
const COUNT_SOURCE = '(\\d|un|una|uno|dos|tres|cuatro|cinco)';

export function askedRounding(folded: string): Rounding | undefined {
  if (!/redonde|aproxim|expres|con /.test(folded)) return undefined;
  const count = (word: string) => COUNT[word] ?? Number(word);
  const figures = new RegExp(`${COUNT_SOURCE} cifras? significativas?`).exec(folded);
  if (figures) return { figures: count(figures[1] ?? '') };
  if (/redonde\w* (?:al|a un) (?:numero )?entero|a la unidad|sin decimales/.test(folded))
    return { decimals: 0 };
  if (/redonde\w* a la (?:decima|primera decimal?)/.test(folded)) return { decimals: 1 };
  if (/redonde\w* a la centesima/.test(folded)) return { decimals: 2 };
  const decimals = new RegExp(
    `redonde\\w*[^.?]{0,20}? a ${COUNT_SOURCE} (?:decimal(?:es)?|decimas?|cifras? decimal(?:es)?)`,
  ).exec(folded);
  if (decimals) return { decimals: count(decimals[1] ?? '') };
  const centesimas = /redonde\w* a (?:la )?centesimas?/.exec(folded);
  if (centesimas) return { decimals: 2 };
  return undefined;
}

/** The value rounded as asked, in running text: «87,7», «1,30 · 10⁶», «113». */
export function roundedText(value: number, rounding: Rounding): string {
  if ('decimals' in rounding) {
    const factor = 10 ** rounding.decimals;
    const rounded = Math.round(value * factor) / factor;
    return fmtNum(rounded, rounding.decimals);
  }
  if (value === 0) return '0';
  const exponent = Math.floor(Math.log10(Math.abs(value)));
  const mantissa = value / 10 ** exponent;
  const digits = rounding.figures - 1;
  const shown = Number(mantissa.toFixed(digits));
  // 9,996 to three figures is 10,0: one more power of ten.
  const [m, e] = Math.abs(shown) >= 10 ? [shown / 10, exponent + 1] : [shown, exponent];
  if (e >= 0 && e < 4 && e >= digits) return fmtNum(Number((m * 10 ** e).toFixed(0)), 0);
  if (e >= 0 && e < 4) return fmtNum(Number((m * 10 ** e).toFixed(digits - e)), digits - e);
  const superscript = String(e)
    .replace(/-/g, '⁻')
    .replace(/\d/g, (d) => '⁰¹²³⁴⁵⁶⁷⁸⁹'.charAt(Number(d)));
  return `${fmtNum(m, digits)} · 10${superscript}`;
}
