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

const RADICAND = String.raw`(?:\(\s*\d+(?:\s*\/\s*\d+)?\s*\)|\d+)`;
const ROOT_FACTOR = String.raw`\d*\s*√\s*${RADICAND}`;
const PRODUCT_TERM = String.raw`[-+−]?\s*${ROOT_FACTOR}(?:\s*[·*×]\s*${ROOT_FACTOR})*`;

/**
 * «√50 − 2√18 + √8 · √(1/2)»: a sum whose terms may be products of roots, of whole numbers or of
 * fractions. Each term is a rational times k√s (√(p/q) = √(pq)/q), and the like ones are added over one
 * denominator; the result is checked against the original in decimals.
 */
function addRadicalProducts(text: string): SolverReply | undefined {
  const runs = [...text.matchAll(new RegExp(String.raw`(?:${PRODUCT_TERM}\s*)+`, 'g'))]
    .map((m) => m[0])
    .filter((run) => (run.match(/√/g) ?? []).length >= 2);
  const [expression] = runs;
  const digits = (part: string) => (part.match(/\d+/g) ?? []).length;
  if (!expression || runs.length !== 1 || digits(text) !== digits(expression)) return undefined;
  if (!/[·*×]|\//.test(expression)) return undefined;
  const before = text.slice(0, text.indexOf(expression));
  const after = text.slice(text.indexOf(expression) + expression.length);
  if (/(?:[·*×/^²³]|[\d)\]]\s*:)\s*$/.test(before) || /^\s*[·*×/:^²³(]/.test(after)) return undefined;
  const terms = new Map<number, number>();
  const termsByDen: { c: number; n: number; q: number }[] = [];
  let original = 0;
  for (const term of expression.matchAll(new RegExp(PRODUCT_TERM, 'g'))) {
    const sign = /^\s*[-−]/.test(term[0]) ? -1 : 1;
    let coefficient = sign;
    let p = 1;
    let q = 1;
    for (const factor of term[0].matchAll(/(\d*)\s*√\s*(?:\(\s*(\d+)(?:\s*\/\s*(\d+))?\s*\)|(\d+))/g)) {
      coefficient *= Number(factor[1] || 1);
      p *= Number(factor[2] ?? factor[4]);
      q *= Number(factor[3] ?? 1);
    }
    if (q === 0 || p > 1e9 || q > 1e9) return undefined;
    original += coefficient * Math.sqrt(p / q);
    termsByDen.push({ c: coefficient, n: p * q, q });
  }
  const d = termsByDen.reduce((acc, { q }) => (acc * q) / gcd(acc, q), 1);
  for (const { c, n, q } of termsByDen) add(terms, (c * d) / q, n);
  const result = { terms, d };
  if (Math.abs(surdValue(result) - original) > 1e-9 * Math.max(1, Math.abs(original))) return undefined;
  const tex = expression
    .trim()
    .replace(/√\s*\(\s*(\d+)\s*\/\s*(\d+)\s*\)/g, '\\sqrt{\\tfrac{$1}{$2}}')
    .replace(/√\s*\(?\s*(\d+)\s*\)?/g, '\\sqrt{$1}')
    .replace(/[·*×]/g, '\\cdot ')
    .replace(/−/g, '-');
  return {
    text: workedReply({
      title: 'Operaciones con radicales',
      data: `$${tex}$`,
      steps: [
        'Multiplicá primero: el producto de raíces cuadradas es la raíz del producto, $\\sqrt{a}\\cdot\\sqrt{b} = \\sqrt{a\\,b}$ (y $\\sqrt{p/q} = \\sqrt{p\\,q}/q$).',
        'Extraé los factores cuadrados de cada raíz y sumá los términos con la misma raíz, como términos semejantes.',
        `Verificación: las dos expresiones valen ≈ ${fmt(original, 4)} ✓`,
      ],
      answer: `**${surdText(result)}**`,
      closing: '¿Por qué √2 · √8 da un número entero y √2 + √8 no?',
    }),
    certain: true,
  };
}

export function solveRadicals(problem: string): SolverReply | undefined {
  const statement = withoutOptions(problem);
  const folded = foldText(statement);
  // An unknown makes it an equation or an algebraic expression: not these roots of numbers.
  if (/(?<![\p{L}])[xyz](?![\p{L}])/u.test(folded)) return undefined;
  if (/racionali[zc]/.test(folded)) return rationalize(statement);
  if (/simplific|calcul|efectua|resolve|reduc|se obtiene|es igual a|resulta|equivale|expresion/.test(folded))
    return addRadicals(statement) ?? addRadicalProducts(statement);
  return undefined;
}

// ——— Letters that stand for roots: «Sean a = √12 + √27 y b = √3. Calcule a · b.» ———

const LETTER_DEFINITION =
  /(?<![\p{L}])([a-wyz])\s*=\s*((?:[-+−]?\s*\d*\s*√\s*\(?\s*\d+\s*\)?\s*)+)(?=$|[,;.]|\s+y\s|\s+e\s)/gu;

const times = (p: Surds, q: Surds): Surds => {
  const terms = new Map<number, number>();
  for (const [s, c] of p.terms) for (const [t, e] of q.terms) add(terms, c * e, s * t);
  return { terms, d: p.d * q.d };
};
const plus = (p: Surds, q: Surds, sign: number): Surds => {
  const terms = new Map<number, number>();
  for (const [s, c] of p.terms) add(terms, c * q.d, s);
  for (const [s, c] of q.terms) add(terms, sign * c * p.d, s);
  return { terms, d: p.d * q.d };
};

interface Ops<T> {
  number: (n: number) => T;
  negate: (a: T) => T;
  times: (a: T, b: T) => T;
  plus: (a: T, b: T, sign: number) => T;
}
const exactOps: Ops<Surds> = {
  number: (n) => ({ terms: new Map([[1, n]]), d: 1 }),
  negate: (a) => ({ terms: new Map([...a.terms].map(([s, c]) => [s, -c])), d: a.d }),
  times,
  plus,
};
const decimalOps: Ops<number> = {
  number: (n) => n,
  negate: (a) => -a,
  times: (a, b) => a * b,
  plus: (a, b, sign) => a + sign * b,
};

/** An expression of the letters, whole numbers, + − · and brackets; undefined otherwise. */
function letterExpression<T>(text: string, values: Map<string, T>, ops: Ops<T>): T | undefined {
  const tokens = text.replace(/−/g, '-').match(/\d+|[a-z]|[-+·*×()]|\S/g) ?? [];
  let at = 0;
  const atom = (): T | undefined => {
    const token = tokens[at++];
    if (token === undefined) return undefined;
    if (token === '(') {
      const inner = sum();
      return tokens[at++] === ')' ? inner : undefined;
    }
    if (token === '-') {
      const inner = atom();
      return inner === undefined ? undefined : ops.negate(inner);
    }
    if (/^\d+$/.test(token)) return ops.number(Number(token));
    return values.get(token);
  };
  const product = (): T | undefined => {
    let left = atom();
    while (left !== undefined && /^[·*×]$/.test(tokens[at] ?? '')) {
      at++;
      const right = atom();
      left = right === undefined ? undefined : ops.times(left, right);
    }
    return left;
  };
  const sum = (): T | undefined => {
    let left = product();
    while (left !== undefined && /^[-+]$/.test(tokens[at] ?? '')) {
      const sign = tokens[at++] === '-' ? -1 : 1;
      const right = product();
      left = right === undefined ? undefined : ops.plus(left, right, sign);
    }
    return left;
  };
  const value = sum();
  return at === tokens.length ? value : undefined;
}

function letterRoots(statement: string): SolverReply | undefined {
  const definitions = [...statement.matchAll(LETTER_DEFINITION)];
  if (!definitions.length) return undefined;
  const values = new Map<string, Surds>();
  const numbers = new Map<string, number>();
  const data: string[] = [];
  const simplified: string[] = [];
  for (const m of definitions) {
    const [letter = '', written = ''] = [m[1], m[2]?.trim()];
    const terms = new Map<number, number>();
    let decimal = 0;
    for (const t of written.matchAll(new RegExp(String.raw`([-+−]?)\s*${ROOT}`, 'g'))) {
      const sign = t[1] === '-' || t[1] === '−' ? -1 : 1;
      add(terms, sign * Number(t[2] || 1), Number(t[3]));
      decimal += sign * Number(t[2] || 1) * Math.sqrt(Number(t[3]));
    }
    if (values.has(letter)) return undefined;
    values.set(letter, { terms, d: 1 });
    numbers.set(letter, decimal);
    data.push(`${letter} = ${written}`);
    simplified.push(`${letter} = ${surdText({ terms, d: 1 })}`);
  }
  const question = statement.replace(LETTER_DEFINITION, ' ');
  const folded = foldText(question);
  const orders =
    folded.match(
      /\b(?:expres(?!ion)|escrib|simplific|calcul|hall|obten|racionali[zc]|determin|efectu|resolv)\w*/g,
    ) ?? [];
  if (orders.length !== 1) return undefined;
  const steps = [`Extraé los factores cuadrados y agrupá las raíces semejantes: ${simplified.join(', ')}.`];
  const reply = (answer: string, more: string[], check: string) =>
    ({
      text: workedReply({
        title: 'Radicales con letras',
        data: data.join('; '),
        steps: [...steps, ...more, check],
        answer: `**${answer}**`,
        closing: '¿Por qué conviene simplificar cada raíz antes de operar?',
      }),
      certain: true,
    }) satisfies SolverReply;
  // «Exprese a como un múltiplo de √3», «Simplifique a».
  const express =
    /\b(?:expres|escrib|simplific)\w*\s+(?:el numero\s+)?([a-z])\b(?:\s+como\s+(?:un\s+)?multiplo\s+de\s+√\s*(\d+))?\s*\.?\s*$/.exec(
      folded.trim(),
    );
  if (express) {
    const value = values.get(express[1] ?? '');
    if (!value) return undefined;
    const entries = [...value.terms].filter(([, c]) => c !== 0);
    if (express[2] && (entries.length !== 1 || entries[0]?.[0] !== Number(express[2]))) return undefined;
    const exact = numbers.get(express[1] ?? '') ?? Number.NaN;
    if (Math.abs(surdValue(value) - exact) > 1e-9 * Math.max(1, Math.abs(exact))) return undefined;
    return reply(
      `${express[1]} = ${surdText(value)}`,
      [],
      `Verificación: las dos expresiones valen ≈ ${fmt(exact, 4)} ✓`,
    );
  }
  // «Racionalice la expresión 6/(a − b)».
  const quotient =
    /racionali[zc]\w*\s+(?:la\s+expresion\s+|el\s+denominador\s+de\s+)?(\d+)\s*\/\s*\(([^()]+)\)\s*\.?\s*$/.exec(
      folded.trim(),
    );
  if (quotient) {
    const denominator = letterExpression(quotient[2] ?? '', values, exactOps);
    const decimal = letterExpression(quotient[2] ?? '', numbers, decimalOps);
    if (denominator?.d !== 1 || decimal === undefined) return undefined;
    if (Math.abs(surdValue(denominator) - decimal) > 1e-9 * Math.max(1, Math.abs(decimal))) return undefined;
    const written = surdText(denominator);
    // rationalize checks its result against the quotient it reads, the denominator just checked.
    const worked = rationalize(`${quotient[1]}/(${written})`);
    const answer = worked?.text.match(/^\*\*(.+)\*\*$/m)?.[1];
    if (!worked?.certain || !answer) return undefined;
    const exact = Number(quotient[1]) / decimal;
    return reply(
      answer,
      [
        `Reemplazá en el denominador: ${quotient[2]} = ${written}.`,
        ...(worked.text.match(/^\d+\. .*$/gm) ?? [])
          .map((line) => line.replace(/^\d+\. /, ''))
          .filter((line) => !/^Verificación/.test(line)),
      ],
      `Verificación: las dos expresiones valen ≈ ${fmt(exact, 4)} ✓`,
    );
  }
  // «Calcule a · b», «Halle a + 2b».
  const computed =
    /\b(?:calcul|hall|obten|determin|efectu|resolv)\w*\s+(?:el\s+(?:valor|producto|resultado)\s+de\s+)?([a-z0-9\s·*×+\-−()]+?)\s*\.?\s*$/.exec(
      folded.trim(),
    );
  if (computed) {
    const expression = computed[1]?.trim() ?? '';
    if (!/[a-z]/.test(expression)) return undefined;
    const value = letterExpression(expression, values, exactOps);
    const exact = letterExpression(expression, numbers, decimalOps);
    if (!value || exact === undefined) return undefined;
    if (Math.abs(surdValue(value) - exact) > 1e-9 * Math.max(1, Math.abs(exact))) return undefined;
    return reply(
      `${expression} = ${surdText(value)}`,
      [
        `Operá con esas formas: √m · √n = √(m·n), y sumá solo raíces semejantes: ${expression} = ${surdText(value)}.`,
      ],
      `Verificación: con los valores decimales da ≈ ${fmt(exact, 4)} ✓`,
    );
  }
  return undefined;
}

export const radicals = declareSolver({
  name: 'square_roots',
  offer: 'radicales (racionalizar y sumar)',
  summary: 'Rationalizes a denominator with roots and adds like radicals, exactly.',
  examples: ['Racionalizá 6/√3.', 'Racionalizá el denominador de 4/(√5 − 1).', 'Simplificá √50 + √18 − √8.'],
  parameters: { problem: 'the statement, as written' },
  solve: (problem) => solveRadicals(problem) ?? letterRoots(withoutOptions(problem)),
});
