/**
 * Square roots as the first unit writes them: rationalizing a denominator («Racionalizá 6/√3»,
 * «4/(√5 − 1)», «2/(√3 + √2)») and adding like radicals («Simplificá √50 + √18 − √8»). Exact: every
 * root is written k√n with n square-free; each result is checked against the original in decimals.
 */
import { foldText } from '../text.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import { fmt } from './numbers.ts';
import { workedReply } from './reply.ts';
import { withoutOptions } from './statement.ts';

const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));

/** √n as k√s with s square-free. */
function split(n: number): { k: number; s: number } {
  let k = 1;
  let s = n;
  for (let f = 2; f * f <= s; f++) {
    while (s % (f * f) === 0) {
      s /= f * f;
      k *= f;
    }
  }
  return { k, s };
}

/** Σ cᵢ√sᵢ over d, with like radicals gathered and the fraction reduced. */
interface Surds {
  terms: Map<number, number>;
  d: number;
}

function surdText({ terms, d }: Surds): string {
  // Positive terms first: «2√3 − 2√2» rather than «−2√2 + 2√3».
  const entries = [...terms.entries()]
    .filter(([, c]) => c !== 0)
    .sort(([a, p], [b, q]) => Math.sign(q * d) - Math.sign(p * d) || a - b);
  const g = entries.reduce((acc, [, c]) => gcd(acc, c), d);
  const sign = d / g < 0 ? -1 : 1;
  const den = Math.abs(d / g);
  const parts = entries.map(([s, c], i) => {
    const k = (sign * c) / g;
    const body = s === 1 ? String(Math.abs(k)) : `${Math.abs(k) === 1 ? '' : Math.abs(k)}√${s}`;
    return `${i === 0 ? (k < 0 ? '-' : '') : k < 0 ? ' - ' : ' + '}${body}`;
  });
  const numerator = parts.join('') || '0';
  if (den === 1) return numerator;
  return entries.length > 1 ? `(${numerator})/${den}` : `${numerator}/${den}`;
}

const surdValue = ({ terms, d }: Surds) => [...terms].reduce((sum, [s, c]) => sum + c * Math.sqrt(s), 0) / d;

function add(terms: Map<number, number>, c: number, n: number): void {
  const { k, s } = split(n);
  terms.set(s, (terms.get(s) ?? 0) + c * k);
}

const ROOT = String.raw`(\d*)\s*√\s*\(?\s*(\d+)\s*\)?`;

/** «a/√b», «a/(√b ± c)», «a/(c ± √b)», «a/(√b ± √c)». */
function rationalize(text: string): SolverReply | undefined {
  const single = new RegExp(String.raw`(\d+)\s*\/\s*\(?\s*${ROOT}\s*\)?(?!\s*[-+−])`).exec(text);
  const binomial = new RegExp(
    String.raw`(\d+)\s*\/\s*\(\s*(?:${ROOT}|(\d+))\s*([-+−])\s*(?:${ROOT}|(\d+))\s*\)`,
  ).exec(text);
  const steps: string[] = [];
  let result: Surds;
  let original: number;
  let shown: string;
  if (binomial) {
    const a = Number(binomial[1]);
    // Each member of the denominator as c·√n (n = 1 for a whole number).
    const first = binomial[4]
      ? { c: Number(binomial[4]), n: 1 }
      : { c: Number(binomial[2] || 1), n: Number(binomial[3]) };
    const minus = binomial[5] !== '+';
    const second = binomial[8]
      ? { c: Number(binomial[8]), n: 1 }
      : { c: Number(binomial[6] || 1), n: Number(binomial[7]) };
    if (first.n === 1 && second.n === 1) return undefined;
    const denominator = first.c * first.c * first.n - second.c * second.c * second.n;
    if (denominator === 0) return undefined;
    // a/(p ∓ q) = a(p ± q)/(p² − q²)
    const terms = new Map<number, number>();
    add(terms, a * first.c, first.n);
    add(terms, (minus ? 1 : -1) * a * second.c, second.n);
    result = { terms, d: denominator };
    original = a / (first.c * Math.sqrt(first.n) + (minus ? -1 : 1) * second.c * Math.sqrt(second.n));
    const member = (m: { c: number; n: number }) =>
      m.n === 1 ? String(m.c) : `${m.c === 1 ? '' : m.c}\\sqrt{${m.n}}`;
    const [p, q] = [member(first), member(second)];
    shown = `\\frac{${a}}{${p} ${minus ? '-' : '+'} ${q}}`;
    steps.push(
      `Multiplicá numerador y denominador por el conjugado, $${p} ${minus ? '+' : '-'} ${q}$: abajo queda una diferencia de cuadrados, $(${p})^2 - (${q})^2 = ${denominator}$.`,
      `Arriba, $${a}(${p} ${minus ? '+' : '-'} ${q})$; simplificá lo que se pueda.`,
    );
  } else if (single) {
    const a = Number(single[1]);
    const c = Number(single[2] || 1);
    const n = Number(single[3]);
    if (split(n).s === 1) return undefined;
    const terms = new Map<number, number>();
    add(terms, a, n);
    result = { terms, d: c * n };
    original = a / (c * Math.sqrt(n));
    shown = `\\frac{${a}}{${c === 1 ? '' : c}\\sqrt{${n}}}`;
    steps.push(
      `Multiplicá numerador y denominador por $\\sqrt{${n}}$: abajo queda $${c === 1 ? '' : `${c} \\cdot `}\\sqrt{${n}}^2 = ${c * n}$.`,
    );
  } else return undefined;
  if (Math.abs(surdValue(result) - original) > 1e-9 * Math.max(1, Math.abs(original))) return undefined;
  steps.push(`Verificación: las dos expresiones valen ≈ ${fmt(original, 4)} ✓`);
  return {
    text: workedReply({
      title: 'Racionalización',
      data: `$${shown}$`,
      steps,
      answer: `**${surdText(result)}**`,
      closing: '¿Por qué multiplicar por el conjugado hace desaparecer la raíz del denominador?',
    }),
    certain: true,
  };
}

/** «√50 + √18 − √8»: each root as k√s, then the like ones added. */
function addRadicals(text: string): SolverReply | undefined {
  // The one run of roots added or subtracted, wherever the statement writes it («Al simplificar √75 − √12
  // se obtiene:»), with every number of the statement in it.
  const runs = [...text.matchAll(/(?:[-+−]?\s*\d*\s*√\s*\(?\s*\d+\s*\)?\s*)+/g)]
    .map((m) => m[0])
    .filter((run) => (run.match(/√/g) ?? []).length >= 2);
  const [expression] = runs;
  const digits = (part: string) => (part.match(/\d+/g) ?? []).length;
  if (!expression || runs.length !== 1 || digits(text) !== digits(expression)) return undefined;
  // Products, quotients or powers beside it are another calculation.
  if (
    // A colon divides only after a number or a bracket: «Simplificar: √50 + …» introduces the sum.
    /(?:[·*×/^²³]|[\d)\]]\s*:)\s*$/.test(text.slice(0, text.indexOf(expression))) ||
    /^\s*[·*×/:^²³(]/.test(text.slice(text.indexOf(expression) + expression.length))
  )
    return undefined;
  const terms = [...expression.matchAll(new RegExp(String.raw`([-+−]?)\s*${ROOT}`, 'g'))];
  if (terms.length < 2) return undefined;
  const sum = new Map<number, number>();
  const steps: string[] = [];
  let original = 0;
  const written: string[] = [];
  for (const m of terms) {
    const sign = m[1] === '-' || m[1] === '−' ? -1 : 1;
    const c = Number(m[2] || 1);
    const n = Number(m[3]);
    const { k, s } = split(n);
    add(sum, sign * c, n);
    original += sign * c * Math.sqrt(n);
    if (k > 1) written.push(`$${c === 1 ? '' : c}\\sqrt{${n}} = ${c * k}\\sqrt{${s}}$`);
  }
  if (written.length) steps.push(`Extraé los factores cuadrados de cada raíz: ${written.join(', ')}.`);
  steps.push('Sumá los términos con la misma raíz, como términos semejantes.');
  const result = { terms: sum, d: 1 };
  if (Math.abs(surdValue(result) - original) > 1e-9 * Math.max(1, Math.abs(original))) return undefined;
  return {
    text: workedReply({
      title: 'Suma de radicales',
      data: `$${expression
        .trim()
        .replace(/√\s*\(?\s*(\d+)\s*\)?/g, '\\sqrt{$1}')
        .replace(/−/g, '-')}$`,
      steps,
      answer: `**${surdText(result)}**`,
      closing: '¿Por qué √2 + √3 no se puede escribir como una sola raíz?',
    }),
    certain: true,
  };
}

export function solveRadicals(problem: string): SolverReply | undefined {
  const statement = withoutOptions(problem);
  const folded = foldText(statement);
  // An unknown makes it an equation or an algebraic expression: not these roots of numbers.
  if (/(?<![\p{L}])[xyz](?![\p{L}])/u.test(folded)) return undefined;
  if (/racionaliz/.test(folded)) return rationalize(statement);
  if (/simplific|calcul|efectua|resolve|reduc|se obtiene|es igual a|resulta|equivale|expresion/.test(folded))
    return addRadicals(statement);
  return undefined;
}

export const radicals = declareSolver({
  name: 'square_roots',
  offer: 'radicales (racionalizar y sumar)',
  summary: 'Rationalizes a denominator with roots and adds like radicals, exactly.',
  examples: ['Racionalizá 6/√3.', 'Racionalizá el denominador de 4/(√5 − 1).', 'Simplificá √50 + √18 − √8.'],
  parameters: { problem: 'the statement, as written' },
  solve: solveRadicals,
});
