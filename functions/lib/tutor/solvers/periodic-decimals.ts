/**
 * Periodic decimals as exams write them, «0,1666…», «2,333...», «0,16̄» (a bar over the period): each one
 * as the fraction it is, with the rule's step («0,1666… = (16 − 1)/90 = 1/6»), so that a computation
 * with them is done with fractions. Only a tail that repeats is read as a period: «3,14…» (a number cut
 * short) is left as written.
 */
import { solveArithmetic } from './arithmetic.ts';
import { rat } from './exact.ts';
import { evaluate, findStatements } from './math-text.ts';

export interface PeriodicDecimal {
  written: string;
  numerator: number;
  denominator: number;
  step: string;
}

// «0,1666…», «2,333...», «0,16̄», «0,1̅6̅»: an integer part, a comma and digits ending in dots or a bar.
const WRITTEN = /(?<![\d,.])(-?)(\d+),((?:\d[\u0304\u0305]?)+)(…|\.{3}|(?<=[\u0304\u0305]))/gu;

/** The shortest period that the decimals end by repeating at least twice (or marked by a bar). */
function period(decimals: string, barred: string): { fixed: string; repeating: string } | undefined {
  if (barred) {
    const start = decimals.length - barred.length;
    return { fixed: decimals.slice(0, start), repeating: barred };
  }
  for (let start = 0; start < decimals.length; start++) {
    const tail = decimals.slice(start);
    for (let length = 1; length <= 6 && 2 * length <= tail.length; length++) {
      const unit = tail.slice(0, length);
      if (unit.repeat(Math.ceil(tail.length / length)).slice(0, tail.length) === tail) {
        // «0,1666…»: the period starts where the repetition does, the digits before it are fixed.
        return { fixed: decimals.slice(0, start), repeating: unit };
      }
    }
  }
  return undefined;
}

export function periodicDecimals(text: string): PeriodicDecimal[] {
  const found: PeriodicDecimal[] = [];
  for (const m of text.matchAll(WRITTEN)) {
    const [written, minus = '', whole = '', marked = ''] = m;
    const digits = marked.replace(/[\u0304\u0305]/g, '');
    // Barred digits: those followed by a combining bar.
    const barred = [...marked.matchAll(/(\d)[\u0304\u0305]/g)].map((d) => d[1]).join('');
    if (barred && !marked.endsWith('\u0304') && !marked.endsWith('\u0305')) continue;
    const read = period(digits, barred);
    if (!read) continue;
    const { fixed, repeating } = read;
    // (whole.fixed repeating − whole.fixed) / (9…9 0…0)
    const all = Number(`${whole}${fixed}${repeating}`);
    const head = Number(`${whole}${fixed}`);
    const nines = '9'.repeat(repeating.length);
    const denominatorRaw = Number(`${nines}${'0'.repeat(fixed.length)}`);
    const numeratorRaw = all - head;
    const reduced = rat((minus ? -1 : 1) * numeratorRaw, denominatorRaw);
    const numerator = reduced.n;
    const denominator = reduced.d;
    const shown = denominator === 1 ? `${numerator}` : `${numerator}/${denominator}`;
    found.push({
      written,
      numerator,
      denominator,
      step: `${written} = ${minus}(${all} − ${head})/${denominatorRaw} = ${minus}${numeratorRaw}/${denominatorRaw} = ${shown} (período ${repeating}${fixed ? `, antes ${fixed} sin repetir` : ''}).`,
    });
  }
  return found;
}

/**
 * The text with each periodic decimal written as its fraction: bare between sums and products
 * («(1/6 + 7/3) · 4», a fraction of two numbers is one number), in brackets beside a power or a division.
 */
export function withFractions(text: string, found: readonly PeriodicDecimal[]): string {
  return found.reduce((out, p) => {
    const at = out.indexOf(p.written);
    if (at < 0) return out;
    const fraction = p.denominator === 1 ? `${p.numerator}` : `${p.numerator}/${p.denominator}`;
    const before = out.slice(0, at).trimEnd().at(-1) ?? '';
    const after = out
      .slice(at + p.written.length)
      .trimStart()
      .charAt(0);
    const bare = /^[(+·*×]?$/.test(before) && /^[)+\-−·*×]?$/.test(after) && p.numerator >= 0;
    return `${out.slice(0, at)}${bare ? fraction : `(${fraction})`}${out.slice(at + p.written.length)}`;
  }, text);
}

/** «Expresá 0,1666… como fracción»: the fraction of the one periodic decimal asked. */
export function periodicAsFraction(message: string, found: readonly PeriodicDecimal[]): string | undefined {
  const [only] = found;
  if (!only || found.length !== 1) return undefined;
  const rest = message.replace(only.written, ' ');
  if (/\d/.test(rest) || !/fracci[oó]n|generatriz/i.test(rest)) return undefined;
  const fraction = only.denominator === 1 ? `${only.numerator}` : `${only.numerator}/${only.denominator}`;
  const check = only.numerator / only.denominator;
  return [
    '## Decimal periódico a fracción',
    '',
    '1. El numerador es el número escrito sin la coma menos lo que está antes del período; el denominador, un 9 por cada cifra del período y un 0 por cada cifra decimal que no se repite.',
    `2. ${only.step}`,
    `3. Verificación: ${fraction} = ${check.toFixed(8).replace('.', ',')}…, que repite el período ✓`,
    '',
    `**${only.written} = ${fraction}**`,
    '',
    '¿Por qué el denominador lleva nueves y no ceros para las cifras que se repiten?',
  ].join('\n');
}

/**
 * A computation with periodic decimals, done with their fractions, each one's rule shown first; or the
 * fraction of one asked alone. Tried on the measurement family's cue, so the base does not carry it.
 */
export function solvePeriodicArithmetic(message: string): string | undefined {
  // «(0,1666… + 2,333…) · 4»: periodic decimals as their fractions, the rule shown first.
  const periodic = periodicDecimals(message);
  if (!periodic.length) return undefined;
  const alone = periodicAsFraction(message, periodic);
  if (alone) return alone;
  const asked = message
    .replace(/pasando a fracci[oó]n (?:los|las) (?:decimales|expresiones decimales) peri[oó]dic[oa]s/i, '')
    // «(en el primer número el 5 se repite indefinidamente)»: which digits repeat, said in words.
    .replace(/\([^()]*\bse repiten?\b[^()]*\)/iu, ' ');
  // «…, expresado como fracción irreducible, es:»: the result asked as a fraction.
  const asFraction =
    /,?\s*(?:y\s+)?(?:expres\p{L}*|escrit[oa]|dad[oa])?\s*(?:el resultado\s+)?(?:como|en)\s+(?:una\s+)?fracci[oó]n(?:\s+irreducible)?\s*,?/iu;
  const fractionAsked = asFraction.test(asked);
  const text = solveArithmetic(withFractions(asked.replace(asFraction, ' '), periodic));
  if (!text) return undefined;
  const lines = text.split('\n');
  const first = lines.findIndex((line) => /^1\. /.test(line));
  if (first < 0) return undefined;
  const renumbered = lines.map((line) =>
    line.replace(/^(\d+)\. /, (_, n: string) => `${Number(n) + periodic.length}. `),
  );
  const worked = [
    ...renumbered.slice(0, first),
    ...periodic.map((p, i) => `${i + 1}. Pasá a fracción: ${p.step}`),
    ...renumbered.slice(first),
  ];
  // «… expresado como fracción irreducible, es:»: the result as the fraction it is, not rounded.
  if (!fractionAsked) return worked.join('\n');
  const at = worked.findIndex((line) => /^\*\*[^*]+ (?:≈|=) [^*]+\*\*/.test(line));
  const left = worked[at]?.replace(/^\*\*([^*]+?) (?:≈|=) .*$/, '$1') ?? '';
  const fraction = /^[\d\s,+\-*/·()]+$/.test(left) ? fractionOf(left) : undefined;
  if (fraction === undefined) return undefined;
  worked[at] = `**${left} = ${fraction}** (fracción irreducible)`;
  return worked.join('\n');
}

/** «(41/90) + 1,2» → «149/90»: a sum or product of fractions and decimals as p/q in lowest terms. */
function fractionOf(expression: string): string | undefined {
  const statements = findStatements(expression.replace(/·/g, '*'));
  const node = statements[0]?.sides[0];
  if (statements.length !== 1 || !node) return undefined;
  const value = evaluate(node);
  if (!Number.isFinite(value)) return undefined;
  // The smallest denominator that gives the value back is the fraction in lowest terms.
  for (let q = 1; q <= 100000; q++) {
    const p = Math.round(value * q);
    if (Math.abs(value * q - p) < 1e-9) return q === 1 ? `${p}` : `${p}/${q}`;
  }
  return undefined;
}
