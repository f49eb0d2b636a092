/**
 * The exact value of an expression of numbers with logarithms or trigonometric functions at notable
 * angles («Calculá log₂ 32 − log₃ (1/9)», «sen 30° + cos 60°»), and a logarithm from given ones by the
 * properties («Si log 2 = 0,3 y log 3 = 0,48, calculá log 12»: 12 = 2² · 3). Exact values are p/q·√r
 * with small q; anything else is not stated as exact.
 */
import { foldText } from '../text.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import { evaluate, findStatements, hasKind, hasX, type Node, nodeTex } from './math-text.ts';
import { fmt, readNumber } from './numbers.ts';
import { workedReply } from './reply.ts';
import { withoutOptions } from './statement.ts';

/** v as p/q·√r with q ≤ 12 and r ∈ {1, 2, 3, 6}: «√3/2», «-5/2», «1»; undefined otherwise. */
export function exactText(v: number): string | undefined {
  for (const r of [1, 2, 3, 6]) {
    const t = v / Math.sqrt(r);
    for (let d = 1; d <= 12; d++) {
      const p = Math.round(t * d);
      if (Math.abs(t * d - p) > 1e-9) continue;
      if (p === 0) return '0';
      const k = Math.abs(p);
      const root = r === 1 ? String(k) : `${k === 1 ? '' : k}√${r}`;
      return `${p < 0 ? '-' : ''}${root}${d === 1 ? '' : `/${d}`}`;
    }
  }
  return undefined;
}

/**
 * v as (a√r + b√s)/d, the form of sums and differences of notable angles (sen 75° = (√6 + √2)/4,
 * tg 15° = 2 − √3): small integers a, b, d ≤ 12 and r > s among 6, 3, 2, 1; undefined otherwise.
 */
export function twoSurdText(v: number): string | undefined {
  const pairs = [
    [6, 2],
    [3, 1],
    [2, 1],
    [6, 1],
    [3, 2],
  ] as const;
  const term = (k: number, r: number) => {
    const size = Math.abs(k);
    if (r === 1) return String(size);
    return `${size === 1 ? '' : size}√${r}`;
  };
  for (let d = 1; d <= 12; d++)
    for (const [r, s] of pairs)
      for (let a = -4; a <= 4; a++)
        for (let b = -4; b <= 4; b++) {
          if (a === 0 || b === 0 || Math.abs(a * Math.sqrt(r) + b * Math.sqrt(s) - v * d) > 1e-9) continue;
          // The positive term first: 2 − √3, not −√3 + 2.
          const [[p, x], [q, y]] =
            a < 0 && b > 0
              ? [
                  [b, s],
                  [a, r],
                ]
              : [
                  [a, r],
                  [b, s],
                ];
          const sum = `${p < 0 ? '-' : ''}${term(p, x)} ${q < 0 ? '-' : '+'} ${term(q, y)}`;
          return d === 1 ? sum : `(${sum})/${d}`;
        }
  return undefined;
}

const shownValue = (v: number, exact: string | undefined) =>
  exact ? `= ${exact}${/√|\//.test(exact) ? ` ≈ ${fmt(v, 4)}` : ''}` : `≈ ${fmt(v, 4)}`;

const RECIPROCAL: Readonly<Record<string, string>> = {
  sec: 'cos',
  secante: 'cos',
  cosec: 'sen',
  cosecante: 'sen',
  csc: 'sen',
  cotg: 'tg',
  cotangente: 'tg',
  ctg: 'tg',
  cot: 'tg',
};

const ANGLE_ARG = String.raw`\(\s*-?\d+(?:[.,]\d+)?\s*°\s*\)|-?\d+(?:[.,]\d+)?\s*°|\(\s*\d*\s*π(?:\s*\/\s*\d+)?\s*\)|\d*\s*π(?:\s*\/\s*\d+)?`;
const RECIPROCAL_NAME = String.raw`(cosecante|cotangente|secante|cosec|cotg|csc|ctg|cot|sec)`;

/**
 * «sec² 45°» as «(1/cos² 45°)», «cotg 300°» as «(1/tg 300°)»: the reciprocal ratios of an angle, which
 * the expression reader does not know, written as the quotients they are.
 */
function asQuotients(text: string): string {
  return text.replace(
    new RegExp(String.raw`\b${RECIPROCAL_NAME}\s*(²|\^\s*2)?\s*(${ANGLE_ARG})`, 'gi'),
    (_m, name: string, square: string | undefined, arg: string) =>
      `(1/${RECIPROCAL[name.toLowerCase()] ?? name}${square ? '²' : ''} ${arg})`,
  );
}

/** «Si α = 300°, … cotg α»: the one angle a letter names, in its place; the text as it was otherwise. */
function withNamedAngle(text: string): string {
  const definitions = [...text.matchAll(/([αβγθφ])\s*=\s*(-?\d+(?:[.,]\d+)?\s*°)/gu)];
  const [definition] = definitions;
  if (definitions.length !== 1 || !definition) return text;
  const [whole, letter, angle] = definition;
  const put = text
    .replace(whole, ' ')
    .replace(
      new RegExp(
        String.raw`\b(sen|cos|tg|tan|${RECIPROCAL_NAME.slice(1, -1)})\s*(²|\^\s*2)?\s*${letter}(?![\p{L}\d])`,
        'giu',
      ),
      (_m, name: string, square: string | undefined) => `${name}${square ?? ''} ${angle}`,
    );
  // The letter anywhere else (a quadrant, another ratio of it) is more than a value to put in.
  return letter && put.includes(letter) ? text : put;
}

function value(node: Node, reciprocals = false): SolverReply | undefined {
  const v = evaluate(node);
  // tg 90° or sec 90° evaluate to a float of 10¹⁶, not to a value: the ratio is not defined there.
  if (!Number.isFinite(v) || Math.abs(v) > 1e9) return undefined;
  const trig = hasKind(node, 'trig');
  const exact = exactText(v) ?? (trig ? twoSurdText(v) : undefined);
  return {
    text: workedReply({
      title: trig ? 'Valor de una expresión trigonométrica' : 'Valor de una expresión con logaritmos',
      data: `$${nodeTex(node)}$`,
      steps: [
        ...(reciprocals
          ? [
              'Las razones recíprocas son cocientes: $\\sec \\alpha = \\frac{1}{\\cos \\alpha}$, $\\operatorname{cosec} \\alpha = \\frac{1}{\\operatorname{sen} \\alpha}$, $\\operatorname{cotg} \\alpha = \\frac{1}{\\operatorname{tg} \\alpha}$.',
            ]
          : []),
        trig
          ? 'Usá los valores de los ángulos notables: $\\operatorname{sen} 30^\\circ = \\cos 60^\\circ = \\frac{1}{2}$, $\\operatorname{sen} 45^\\circ = \\cos 45^\\circ = \\frac{\\sqrt{2}}{2}$, $\\operatorname{sen} 60^\\circ = \\cos 30^\\circ = \\frac{\\sqrt{3}}{2}$, con el signo de cada cuadrante.'
          : 'Cada logaritmo es el exponente al que hay que elevar la base para obtener el argumento: escribí el argumento como potencia de la base ($\\log_b b^k = k$).',
        `Reemplazá y operá: el resultado ${shownValue(v, exact).replace(/^= /, 'es ').replace(/^≈/, 'es aproximadamente')}.`,
      ],
      answer: `**${shownValue(v, exact)}**`,
      closing: trig
        ? '¿Cómo recordás los valores de seno y coseno de 30°, 45° y 60°?'
        : '¿Por qué el logaritmo de 1 es 0 en cualquier base?',
    }),
    certain: exact !== undefined,
  };
}

/** «+ 2», «− 2»: a term's sign written apart from its size. */
const signed = (n: number) => (n < 0 ? `− ${-n}` : `+ ${n}`);

/** «log 2 = 0,3», «log_a 3 = 0,48», «ln 5 = 1,61»: base, argument and value. */
interface Given {
  base: string;
  arg: number;
  value: number;
}

const LOG = String.raw`(log|ln)(?:_([a-z\d]+))?\s*\(?\s*(\d+(?:,\d+)?)\s*\)?`;

/** «Si log 2 = 0,3 y log 3 = 0,48, calculá log 12»: 12 = 2² · 3, so log 12 = 2 · 0,3 + 0,48. */
function fromGiven(folded: string): SolverReply | undefined {
  const given: Given[] = [
    ...folded.matchAll(new RegExp(`${LOG}\\s*(?:=|≈|≅)\\s*(-?\\d+(?:,\\d+)?)`, 'g')),
  ].map((m) => ({
    base: `${m[1]}${m[2] ?? ''}`,
    arg: readNumber(m[3] ?? '') ?? Number.NaN,
    value: readNumber((m[4] ?? '').replace('-', '')) ?? Number.NaN,
  }));
  // «calculá log 12», «el valor aproximado de log 72 es:»: what follows is the logarithm asked.
  const question =
    /(?:calcul|hall|determin|obten|cuanto vale)\w*\s+(?:el valor de\s+)?(.*)$|\bel valor (?:aproximado |exacto )?de\s+(.*?)\s*(?:es|vale)?\s*:?\s*$/
      .exec(folded)
      ?.slice(1)
      .find((found) => found !== undefined) ?? '';
  const asked = new RegExp(LOG).exec(question);
  const approximate = new RegExp(`${LOG}\\s*(?:≈|≅)`).test(folded);
  // One logarithm asked, alone: «log 6 + log 4» or «2 log 3» is an expression this reading does not add up.
  if (
    (question.match(new RegExp(LOG, 'g')) ?? []).length !== 1 ||
    /[-+*/·:]|\d\s*log|\^/.test(
      question.replace(new RegExp(LOG), ' ').replace(/[.?¿]/g, ' ').replace(/\s+$/, ''),
    )
  )
    return undefined;
  if (given.length < 1 || given.length > 2 || !asked || given.some((g) => !Number.isFinite(g.value)))
    return undefined;
  const base = `${asked[1]}${asked[2] ?? ''}`;
  if (given.some((g) => g.base !== base)) return undefined;
  // «log_x 81 = 4»: the base is the unknown, an equation; and a value given is not asked back.
  if (base === 'logx') return undefined;
  const target = readNumber(asked[3] ?? '') ?? Number.NaN;
  if (given.some((g) => g.arg === target)) return undefined;
  if (!(target > 0) || given.some((g) => !(g.arg > 0))) return undefined;
  // The number the base stands for, when it is one (log is base 10): log_b b = 1 can be used too.
  const b = base === 'log' ? 10 : /^log\d+$/.test(base) ? Number(base.slice(3)) : undefined;
  const [g1, g2] = given;
  if (!g1) return undefined;
  // target = g1^i · g2^j · b^k with small integer exponents.
  for (let k = -3; k <= 3; k++) {
    if (k !== 0 && b === undefined) continue;
    for (let i = -6; i <= 6; i++) {
      for (let j = g2 ? -6 : 0; j <= (g2 ? 6 : 0); j++) {
        const product = g1.arg ** i * (g2 ? g2.arg ** j : 1) * (b ?? 1) ** k;
        if (Math.abs(product - target) > 1e-9 * target) continue;
        const result = i * g1.value + j * (g2?.value ?? 0) + k;
        const term = (e: number, arg: string) =>
          e === 0 ? '' : `${e === 1 ? '' : e === -1 ? '-' : `${e}·`}log ${arg}`;
        const decomposition = [term(i, String(g1.arg)), g2 ? term(j, String(g2.arg)) : '', k ? `${k}` : '']
          .filter(Boolean)
          .join(' + ')
          .replace(/\+ -/g, '- ');
        return {
          text: workedReply({
            title: 'Propiedades de los logaritmos',
            data: given
              .map((g) => `${g.base.replace(/^log([a-z\d]+)$/, 'log_$1')} ${g.arg} = ${fmt(g.value, 4)}`)
              .join('; '),
            steps: [
              `Escribí ${fmt(target, 4)} con los números dados: ${fmt(target, 4)} = ${[i ? `${g1.arg}^${i}` : '', g2 && j ? `${g2.arg}^${j}` : '', k ? `${b}^${k}` : ''].filter(Boolean).join(' · ')}.`,
              `El logaritmo de un producto es la suma de los logaritmos y el de una potencia baja el exponente: log ${fmt(target, 4)} = ${decomposition}.`,
              `Reemplazá: ${i} · ${fmt(g1.value, 4)}${g2 ? ` ${signed(j)} · ${fmt(g2.value, 4)}` : ''}${k ? ` ${signed(k)}` : ''} = ${fmt(result, 4)}.`,
            ],
            // Values given rounded («log 2 ≅ 0,301») give a rounded result.
            answer: `**${asked[0].trim()} ${approximate ? '≈' : '='} ${fmt(result, 4)}**`,
            closing: '¿Qué propiedad usarías para calcular el logaritmo de un cociente?',
          }),
          certain: true,
        };
      }
    }
  }
  return undefined;
}

export function solveExactValue(problem: string): SolverReply | undefined {
  const named = withNamedAngle(withoutOptions(problem));
  const statement = asQuotients(named);
  const reciprocals = statement !== named;
  // «log₂» as «log_2», the way the properties' reading looks for a base.
  const folded = foldText(statement).replace(
    /([₀-₉]+)/g,
    (digits) => `_${[...digits].map((d) => String(d.charCodeAt(0) - 0x2080)).join('')}`,
  );
  if (!/calcul|valor|cuanto|halla/.test(folded)) return undefined;
  // «log₅ 1/25»: the logarithm of a quotient or a logarithm divided, as typed; neither is guessed.
  if (/(?:log|ln)(?:_\w+)?\s*\d+(?:[.,]\d+)?\s*\/\s*\d/.test(folded)) return undefined;
  // «tg 2α»: a multiple of an angle named by a letter is no number to evaluate (the parser would read tg 2).
  if (/\d\s*[αβγθφ]/.test(folded)) return undefined;
  const withGiven = fromGiven(folded);
  if (withGiven) return withGiven;
  // Logarithms given as data that the properties could not use: not a value to compute alone.
  if (new RegExp(`${LOG}\\s*=`).test(folded)) return undefined;
  const found = findStatements(statement).filter((s) => s.relations.length === 0);
  const [only] = found;
  const node = only?.sides[0];
  if (!node || found.length !== 1 || hasX(node)) return undefined;
  if (!hasKind(node, 'log') && !hasKind(node, 'trig')) return undefined;
  const reply = value(node, reciprocals);
  // An exact value asked that is not a notable one: the approximation is no answer to it.
  if (reply && !reply.certain && /exact/.test(folded)) return undefined;
  return reply && { ...reply, certain: true };
}

export const exactValue = declareSolver({
  name: 'exact_values',
  offer: 'valores exactos de logaritmos y de ángulos notables',
  summary:
    'Exact value of logarithms or trigonometric functions of notable angles; a logarithm from given ones by the properties.',
  examples: ['Calculá log₂ 32 − log₃ (1/9).', 'Calculá sen 30° + cos 60°.'],
  parameters: { problem: 'the statement, as written' },
  solve: solveExactValue,
});
