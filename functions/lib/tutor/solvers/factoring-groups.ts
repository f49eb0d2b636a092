/**
 * The common factor by groups with any letters, as the exams write it: «Factorizá ax + bx + ay + by»,
 * «3am − 6an + 2bm − 4bn». The four terms are paired in each of the three ways; each pair gives its
 * common monomial, and when both pairs leave the same binomial (or its opposite) that binomial is the
 * common factor: (a + b)(x + y). The product is multiplied back and compared term by term.
 */

/** A monomial: its coefficient and the power of each letter. */
interface Term {
  c: number;
  powers: ReadonlyMap<string, number>;
}

const keyOf = (powers: ReadonlyMap<string, number>) =>
  [...powers]
    .filter(([, k]) => k > 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([letter, k]) => `${letter}${k}`)
    .join('');

const SUPER: Record<string, string> = { '²': '2', '³': '3', '⁴': '4' };
const TO_SUPER = ['', '', '²', '³', '⁴', '⁵', '⁶'];

/** «3am − 6an + 2bm − 4bn» as its terms; undefined for anything else (brackets, i, spaces inside a term). */
export function readTerms(run: string): Term[] | undefined {
  const text = run
    .replace(/[²³⁴]/g, (c) => `^${SUPER[c] ?? ''}`)
    .replace(/[−–]/g, '-')
    .replace(/\s*([+-])\s*/g, '$1')
    .trim();
  if (!/^[-+]?[\da-hj-z^]+(?:[-+][\da-hj-z^]+)*$/.test(text)) return undefined;
  const terms: Term[] = [];
  for (const raw of text.match(/[-+]?[^-+]+/g) ?? []) {
    const m = /^([-+]?)(\d*)((?:[a-hj-z](?:\^\d+)?)+)$/.exec(raw);
    if (!m) return undefined;
    const powers = new Map<string, number>();
    for (const v of (m[3] ?? '').matchAll(/([a-hj-z])(?:\^(\d+))?/g)) {
      const letter = v[1] ?? '';
      powers.set(letter, (powers.get(letter) ?? 0) + Number(v[2] ?? 1));
    }
    terms.push({ c: (m[1] === '-' ? -1 : 1) * (m[2] ? Number(m[2]) : 1), powers });
  }
  return terms;
}

const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));

/** The common monomial of some terms, its sign the first term's. */
function commonOf(terms: readonly Term[]): Term {
  const first = terms[0];
  const letters = new Set(terms.flatMap((t) => [...t.powers.keys()]));
  const powers = new Map<string, number>();
  for (const letter of letters) {
    const k = Math.min(...terms.map((t) => t.powers.get(letter) ?? 0));
    if (k > 0) powers.set(letter, k);
  }
  const c = terms.reduce((g, t) => gcd(g, t.c), 0) * ((first?.c ?? 1) < 0 ? -1 : 1);
  return { c, powers };
}

const divide = (t: Term, by: Term): Term => {
  const powers = new Map(t.powers);
  for (const [letter, k] of by.powers) powers.set(letter, (powers.get(letter) ?? 0) - k);
  return { c: t.c / by.c, powers };
};

const multiply = (t: Term, by: Term): Term => {
  const powers = new Map(t.powers);
  for (const [letter, k] of by.powers) powers.set(letter, (powers.get(letter) ?? 0) + k);
  return { c: t.c * by.c, powers };
};

/** A polynomial as key → coefficient, zeros dropped: to compare two sums whatever their order. */
function collected(terms: readonly Term[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const t of terms) {
    const key = keyOf(t.powers);
    const c = (out.get(key) ?? 0) + t.c;
    if (c === 0) out.delete(key);
    else out.set(key, c);
  }
  return out;
}

const sameSum = (a: Map<string, number>, b: Map<string, number>, sign = 1) =>
  a.size === b.size && [...a].every(([key, c]) => b.get(key) === sign * c);

function monomialText(t: Term, leading: boolean): string {
  const body = [...t.powers]
    .filter(([, k]) => k > 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([letter, k]) => `${letter}${k > 1 ? (TO_SUPER[k] ?? `^${k}`) : ''}`)
    .join('');
  const size = Math.abs(t.c) === 1 && body ? '' : String(Math.abs(t.c));
  const sign = t.c < 0 ? (leading ? '−' : ' − ') : leading ? '' : ' + ';
  return `${sign}${size}${body}`;
}

export const sumText = (terms: readonly Term[]) => terms.map((t, k) => monomialText(t, k === 0)).join('');

export interface Grouping {
  /** The common factors of each pair, as a sum: (a + b). */
  outer: Term[];
  /** The binomial both pairs leave: (x + y). */
  inner: Term[];
  /** The pairs as written: ax + bx and ay + by. */
  pairs: [Term[], Term[]];
}

const PAIRINGS: readonly (readonly [number, number, number, number])[] = [
  [0, 1, 2, 3],
  [0, 2, 1, 3],
  [0, 3, 1, 2],
];

/** Four terms grouped in pairs that leave the same binomial; undefined when no pairing does. */
export function groupFour(terms: readonly Term[]): Grouping | undefined {
  if (terms.length !== 4) return undefined;
  for (const [a, b, c, d] of PAIRINGS) {
    const first = [terms[a], terms[b]].filter((t): t is Term => t !== undefined);
    const second = [terms[c], terms[d]].filter((t): t is Term => t !== undefined);
    const [g1, g2] = [commonOf(first), commonOf(second)];
    const [r1, r2] = [first.map((t) => divide(t, g1)), second.map((t) => divide(t, g2))];
    const [s1, s2] = [collected(r1), collected(r2)];
    if (s1.size !== 2) continue;
    const sign = sameSum(s1, s2) ? 1 : sameSum(s1, s2, -1) ? -1 : 0;
    if (sign === 0 || (keyOf(g1.powers) === '' && keyOf(g2.powers) === '')) continue;
    const outer = [g1, { ...g2, c: sign * g2.c }];
    // The check: (g1 ± g2)(r1) multiplied back is the polynomial.
    const product = outer.flatMap((g) => r1.map((t) => multiply(t, g)));
    if (!sameSum(collected(product), collected(terms))) continue;
    return { outer, inner: r1, pairs: [first, second] };
  }
  return undefined;
}

const TERM = String.raw`\d*(?:[a-hj-z](?:[²³⁴]|\^\d+)?)+`;
const RUN = new RegExp(
  String.raw`(?<![\p{L}\d])[-−]?\s*${TERM}(?:\s*[+\-−]\s*${TERM}){3}(?![\p{L}\d^²³⁴])`,
  'gu',
);

/** Whether a sum can still be factored: a common number or letter, or a difference of two squares. */
function factorsFurther(terms: readonly Term[]): boolean {
  const common = commonOf(terms);
  if (Math.abs(common.c) !== 1 || keyOf(common.powers) !== '') return true;
  const square = (t: Term) =>
    Number.isInteger(Math.sqrt(Math.abs(t.c))) && [...t.powers.values()].every((k) => k % 2 === 0);
  const [p, q] = terms;
  return terms.length === 2 && p !== undefined && q !== undefined && p.c * q.c < 0 && square(p) && square(q);
}

/** «Factorizá ax + bx + ay + by»: the statement's one sum of four terms, grouped; undefined otherwise. */
export function readGrouping(
  statement: string,
): { raw: string; terms: Term[]; grouping: Grouping } | undefined {
  const runs = [...statement.matchAll(RUN)].map((m) => m[0].trim());
  const [raw] = runs;
  if (!raw || runs.length !== 1) return undefined;
  const digits = (text: string) => (text.replace(/[²³⁴]/g, '').match(/\d+/g) ?? []).length;
  if (digits(statement) !== digits(raw)) return undefined;
  const terms = readTerms(raw);
  const grouping = terms && groupFour(terms);
  if (!terms || !grouping || factorsFurther(grouping.outer) || factorsFurther(grouping.inner))
    return undefined;
  return { raw, terms, grouping };
}
