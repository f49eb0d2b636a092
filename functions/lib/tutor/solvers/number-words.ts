/**
 * A number said in words, the exams' «lenguaje simbólico»: «El doble del cuadrado de un número,
 * disminuido en el triple de ese número, es igual a 20. Si el número es positivo, ¿cuánto vale?» is
 * 2x² − 3x = 20. Each side is read whole, word by word (the double, the half, the square, «su
 * consecutivo», «aumentado en», «la suma de … y …»); a word left unread reads nothing. The equation,
 * linear or quadratic, is solved, the condition said («positivo», «natural») kept, and every value checked
 * in the words' equation.
 */
import { foldText } from '../text.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import { fmt, readNumber } from './numbers.ts';
import { workedReply } from './reply.ts';
import { withoutOptions } from './statement.ts';

/** A polynomial in x, its coefficients from the constant up. */
type Poly = number[];

const add = (p: Poly, q: Poly, sign = 1): Poly =>
  Array.from({ length: Math.max(p.length, q.length) }, (_, k) => (p[k] ?? 0) + sign * (q[k] ?? 0));
const times = (p: Poly, q: Poly): Poly => {
  const out: Poly = Array.from({ length: p.length + q.length - 1 }, () => 0);
  for (const [i, a] of p.entries()) for (const [j, b] of q.entries()) out[i + j] = (out[i + j] ?? 0) + a * b;
  return out;
};
const scale = (p: Poly, k: number): Poly => p.map((c) => c * k);
const X: Poly = [0, 1];
const degree = (p: Poly) => {
  for (let k = p.length - 1; k >= 0; k--) if (Math.abs(p[k] ?? 0) > 1e-12) return k;
  return -1;
};
const at = (p: Poly, x: number) => p.reduceRight((acc, c) => acc * x + c, 0);

/** What each word before «de» makes of what follows it. */
const OF: readonly [string, (p: Poly) => Poly][] = [
  ['el doble de', (p) => scale(p, 2)],
  ['el triple de', (p) => scale(p, 3)],
  ['el cuadruple de', (p) => scale(p, 4)],
  ['el quintuple de', (p) => scale(p, 5)],
  ['la mitad de', (p) => scale(p, 1 / 2)],
  ['la tercera parte de', (p) => scale(p, 1 / 3)],
  ['la cuarta parte de', (p) => scale(p, 1 / 4)],
  ['la quinta parte de', (p) => scale(p, 1 / 5)],
  ['el cuadrado de', (p) => times(p, p)],
  ['el cubo de', (p) => times(times(p, p), p)],
  ['el opuesto de', (p) => scale(p, -1)],
  ['el consecutivo de', (p) => add(p, [1])],
  ['el siguiente de', (p) => add(p, [1])],
  ['el anterior de', (p) => add(p, [-1])],
];

/** The number itself, or one of its own («su cuadrado»). */
const ITSELF: readonly [string, Poly][] = [
  ['su cuadrado', [0, 0, 1]],
  ['su cubo', [0, 0, 0, 1]],
  ['su doble', [0, 2]],
  ['su triple', [0, 3]],
  ['su mitad', [0, 1 / 2]],
  ['su tercera parte', [0, 1 / 3]],
  ['su cuarta parte', [0, 1 / 4]],
  ['su quinta parte', [0, 1 / 5]],
  ['su consecutivo', [1, 1]],
  ['su siguiente', [1, 1]],
  ['su anterior', [-1, 1]],
  ['su opuesto', [0, -1]],
  ['un numero', X],
  ['ese numero', X],
  ['dicho numero', X],
  ['el numero', X],
  ['ese mismo numero', X],
  ['el mismo numero', X],
  ['el mismo', X],
];

/** Between two terms: what joins them. */
const JOINS: readonly [RegExp, (p: Poly, q: Poly) => Poly | undefined][] = [
  [/^,?\s*(?:aumentad[oa]s? en|incrementad[oa]s? en|sumad[oa]s? (?:a|con)|mas)\s+/, (p, q) => add(p, q)],
  [/^,?\s*(?:disminuid[oa]s? en|reducid[oa]s? en|menos)\s+/, (p, q) => add(p, q, -1)],
  [/^,?\s*(?:multiplicad[oa]s? por|por)\s+/, (p, q) => times(p, q)],
  [
    /^,?\s*(?:dividid[oa]s? (?:por|entre)|sobre)\s+/,
    (p, q) => (degree(q) === 0 ? scale(p, 1 / (q[0] ?? 1)) : undefined),
  ],
];

/** «la suma de A y B», «la diferencia entre A y B», «el producto de A por B». */
const PAIRS: readonly [RegExp, (p: Poly, q: Poly) => Poly][] = [
  [/^la suma (?:de|entre)\s+/, (p, q) => add(p, q)],
  [/^la diferencia (?:de|entre)\s+/, (p, q) => add(p, q, -1)],
  [/^el producto (?:de|entre)\s+/, (p, q) => times(p, q)],
];

const NUMBER = /^(\d+(?:,\d+)?)\b\s*/;

interface Cursor {
  rest: string;
  /** The last term read was «el doble de …», «el cuadrado de …»: a participle after it, without a comma, is ambiguous. */
  prefixed?: boolean;
}

function term(c: Cursor): Poly | undefined {
  c.rest = c.rest.trimStart();
  for (const [pattern, combine] of PAIRS) {
    const m = pattern.exec(c.rest);
    if (!m) continue;
    c.rest = c.rest.slice(m[0].length);
    const first = term(c);
    const link = /^\s*(?:y|por|con)\s+/.exec(c.rest);
    if (!first || !link) return undefined;
    c.rest = c.rest.slice(link[0].length);
    const second = term(c);
    c.prefixed = false;
    return second && combine(first, second);
  }
  for (const [words, make] of OF)
    if (c.rest.startsWith(`${words} `)) {
      c.rest = c.rest.slice(words.length + 1);
      const inner = term(c);
      c.prefixed = true;
      return inner && make(inner);
    }
  for (const [words, value] of ITSELF)
    if (c.rest === words || c.rest.startsWith(`${words} `) || c.rest.startsWith(`${words},`)) {
      c.rest = c.rest.slice(words.length);
      c.prefixed = false;
      return value;
    }
  const number = NUMBER.exec(c.rest);
  const value = readNumber(number?.[1] ?? '');
  if (number && value !== undefined) {
    c.rest = c.rest.slice(number[0].length);
    c.prefixed = false;
    return [value];
  }
  return undefined;
}

/** A side of the equation, read whole; undefined when a word is left. */
function side(text: string): Poly | undefined {
  const c: Cursor = { rest: text.replace(/\bdel\b/g, 'de el').trim() };
  let value = term(c);
  while (value && c.rest.trim()) {
    const join = JOINS.find(([pattern]) => pattern.test(c.rest.trimStart()));
    if (!join) return undefined;
    // «el triple de un número aumentado en 5»: 3x + 5 or 3(x + 5)? Only a comma says which.
    if (
      c.prefixed &&
      /^(?:aumentad|incrementad|sumad|disminuid|reducid|multiplicad|dividid)/.test(c.rest.trimStart())
    )
      return undefined;
    c.rest = c.rest.trimStart().replace(join[0], '');
    const next = term(c);
    value = next && join[1](value, next);
  }
  return value;
}

const CONDITIONS: readonly [RegExp, (x: number) => boolean, string][] = [
  [/\b(?:es |sea )?positivo\b/, (x) => x > 0, 'positivo'],
  [/\b(?:es |sea )?negativo\b/, (x) => x < 0, 'negativo'],
  [/\bnatural\b/, (x) => x > 0 && Number.isInteger(x), 'natural'],
  [/\bentero\b/, (x) => Number.isInteger(x), 'entero'],
];

/** A number inside a formula: the decimal comma braced so TeX does not space it. */
const tx = (x: number) => fmt(x, 4).replace(/,/g, '{,}');

export function solveNumberWords(problem: string): SolverReply | undefined {
  const folded = foldText(withoutOptions(problem))
    .replace(/^\s*(?:\d{1,2}\s*[).:]|(?:ejercicio|problema)\s*\d{1,2}\s*[.:]?)\s*/, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!/\bun numero\b/.test(folded)) return undefined;
  // The sentence of the equation, then the condition and the question.
  const [said = '', ...after] = folded.split(/\.\s+|\?\s*|¿/);
  const sentence = said.replace(/\bigual al\b/g, 'igual a el');
  const rest = after.join(' ');
  const asked =
    /cual es (?:el|dicho|ese) numero|cuanto vale|que numero es|de que numero se trata|halla\w* (?:el|dicho) numero|(?:entonces )?vale\s*:?\s*$|el numero es\s*:?\s*$/;
  if (!asked.test(folded)) return undefined;
  const split = /^(.+?)\s*,?\s+(?:es igual a|equivale a|da como resultado|resulta|da|es)\s+(.+)$/.exec(
    sentence,
  );
  const [left, right] = [side(split?.[1] ?? ''), side(split?.[2] ?? '')];
  if (!split || !left || !right) return undefined;
  const equation = add(left, right, -1);
  const d = degree(equation);
  if (d < 1 || d > 2) return undefined;
  const [c0 = 0, c1 = 0, c2 = 0] = equation;
  let roots: number[];
  if (d === 1) roots = [-c0 / c1];
  else {
    const delta = c1 * c1 - 4 * c2 * c0;
    if (delta < 0) return undefined;
    roots = [(-c1 - Math.sqrt(delta)) / (2 * c2), (-c1 + Math.sqrt(delta)) / (2 * c2)];
  }
  roots = [...new Set(roots.map((r) => Math.round(r * 1e9) / 1e9))];
  // The condition the statement puts on the number; anything else said after the equation is unread.
  const condition = CONDITIONS.find(([pattern]) => pattern.test(rest));
  const kept = condition ? roots.filter(condition[1]) : roots;
  if (kept.length !== 1 && !(kept.length > 1 && !condition)) return undefined;
  if (kept.length > 1 && /\bel numero\b.*\?|entonces vale/.test(rest)) return undefined;
  // The check: each value makes both sides say the same.
  if (kept.some((x) => Math.abs(at(left, x) - at(right, x)) > 1e-9 * Math.max(1, Math.abs(at(right, x)))))
    return undefined;
  const polyText = (p: Poly) =>
    p
      .map((coefficient, k) => [coefficient, k] as const)
      .filter(([coefficient]) => Math.abs(coefficient) > 1e-12)
      .reverse()
      .map(([coefficient, k], i) => {
        const size = Math.abs(coefficient);
        const sign = coefficient < 0 ? (i === 0 ? '-' : ' - ') : i === 0 ? '' : ' + ';
        const shown = k > 0 && size === 1 ? '' : tx(size);
        return `${sign}${shown}${k === 0 ? '' : k === 1 ? 'x' : `x^${k}`}`;
      })
      .join('') || '0';
  const discarded = roots.filter((r) => !kept.includes(r));
  return {
    text: workedReply({
      title: 'Del lenguaje coloquial a una ecuación',
      data: `x es el número; lo que se dice antes de «es» es $${polyText(left)}$ y lo de después, $${polyText(right)}$`,
      steps: [
        `Escribí la ecuación: $${polyText(left)} = ${polyText(right)}$, o sea $${polyText(equation)} = 0$.`,
        d === 1
          ? `Despejá x: $x = ${tx(kept[0] ?? 0)}$.`
          : `Es cuadrática: con la resolvente, $x = ${roots.map(tx).join('$ o $x = ')}$.`,
        ...(discarded.length && condition
          ? [
              `El número tiene que ser ${condition[2]}: ${discarded.map((r) => fmt(r, 4)).join(' y ')} no sirve.`,
            ]
          : []),
        `Verificación: ${kept.map((x) => `con x = ${fmt(x, 4)}, ${fmt(at(left, x), 4)} = ${fmt(at(right, x), 4)} ✓`).join('; ')}`,
      ],
      answer: `**${kept.length === 1 ? `El número es ${fmt(kept[0] ?? 0, 4)}` : `El número es ${kept.map((x) => fmt(x, 4)).join(' o ')}`}**`,
      closing:
        '¿Qué palabra del enunciado te dijo que había que elevar al cuadrado y cuál que había que restar?',
    }),
    certain: true,
  };
}

export const numberWords = declareSolver({
  name: 'number_in_words',
  offer: 'un número dicho en palabras (lenguaje simbólico)',
  summary:
    'A number described in words («el doble del cuadrado de un número, disminuido en su triple, es 20») as a linear or quadratic equation, with the condition said (positive, natural), checked back.',
  examples: [
    'El doble del cuadrado de un número, disminuido en el triple de ese número, es igual a 14. Si el número es positivo, ¿cuánto vale?',
  ],
  parameters: { problem: 'the statement, as written' },
  solve: solveNumberWords,
});
