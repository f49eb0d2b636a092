/**
 * The values of a function defined in the statement that is not a polynomial (the function study's):
 * a logarithm, a power with x in the exponent, a root or a quotient — «Sea g(x) = log₃(x + 1). Calculá
 * g(8)», «Si f(x) = 3^x, calculá f(2) − f(−1)». Each value is computed at its point, outside the domain
 * said so; joined by one operation they are one number asked. Exact when the value is p/q·√r.
 */
import { foldText } from '../text.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import { definitionOf } from './domain.ts';
import { exactText } from './exact-value.ts';
import { evaluate, hasKind, hasX, nodeTex, toRationalFunction } from './math-text.ts';
import { fmt, prepareMath, readNumber } from './numbers.ts';
import { workedReply } from './reply.ts';
import { withoutOptions } from './statement.ts';

const NUM = String.raw`-?\d+(?:[.,]\d+)?(?:\/\d+)?`;

function numberOf(raw: string): number {
  const [n, d] = raw.split('/');
  const typed = readNumber((n ?? '').replace('-', ''));
  if (typed === undefined) return Number.NaN;
  return ((n ?? '').startsWith('-') ? -typed : typed) / Number(d ?? 1);
}

const shown = (v: number) => {
  const exact = exactText(v);
  return exact ? `${exact}${/√|\//.test(exact) ? ` ≈ ${fmt(v, 4)}` : ''}` : `≈ ${fmt(v, 4)}`;
};

export function solveFunctionValues(problem: string): SolverReply | undefined {
  const statement = withoutOptions(problem);
  const prepared = prepareMath(statement);
  const head = /\b([a-zA-Z])\s*\(\s*x\s*\)\s*=/.exec(prepared);
  const name = head?.[1];
  const definition = definitionOf(statement);
  if (!head || !name || !definition || !hasX(definition.node)) return undefined;
  // Another feature asked beside the values («la asíntota horizontal … y el valor de f(4)»): one reply
  // would state only the values.
  if (
    /as[ií]ntota|dominio|imagen|recorrido|ra[ií]z|ra[ií]ces|ceros|v[eé]rtice|inversa|crec|decrec/i.test(
      statement,
    )
  )
    return undefined;
  const { node } = definition;
  // Polynomials are the function study's; trigonometric functions are not read here.
  if (toRationalFunction(node)?.den.length === 1 || hasKind(node, 'trig') || hasKind(node, 'abs'))
    return undefined;
  const after = prepared.slice(head.index + head[0].length + definition.body.length);
  const pattern = new RegExp(String.raw`(?:([-+*/])\s*)?\b${name}\s*\(\s*(${NUM})\s*\)(?!\s*=)`, 'g');
  const matches = [...after.matchAll(pattern)];
  const [first] = matches;
  if (!first || /\b(?:inversa|dominio|imagen|raiz|raices|cero|ceros)\b/.test(foldText(after)))
    return undefined;
  const operations = matches.slice(1).map((m) => m[1]);
  const joined = operations.filter((o) => o !== undefined);
  const contiguous = matches
    .slice(1)
    .every(
      (m, k) => after.slice((matches[k]?.index ?? 0) + (matches[k]?.[0].length ?? 0), m.index).trim() === '',
    );
  const last = matches.at(-1) ?? first;
  const glued =
    /[\d*/^]\s*$/.test(after.slice(0, first.index)) ||
    /^\s*(?:[*/^²³]|[-+]\s*[\d(])/.test(after.slice(last.index + last[0].length));
  if (glued || (joined.length && (joined.length !== operations.length || !contiguous))) return undefined;
  if (joined.length && !(joined.every((o) => o === '+' || o === '-') || joined.length === 1))
    return undefined;
  const steps: string[] = [];
  const values: number[] = [];
  for (const m of matches) {
    const raw = m[2] ?? '';
    const x = numberOf(raw);
    const v = evaluate(node, x);
    if (!Number.isFinite(x)) return undefined;
    if (!Number.isFinite(v)) {
      steps.push(`$${name}(${raw})$ no existe: ${raw.replace('.', ',')} no está en el dominio de ${name}.`);
      return {
        text: workedReply({
          title: 'Valores de una función',
          data: `$${name}(x) = ${nodeTex(node)}$`,
          steps,
          answer: `**${name}(${raw.replace('.', ',')}) no está definido.**`,
          closing: '¿Cuál es el dominio de la función?',
        }),
        certain: true,
      };
    }
    values.push(v);
    steps.push(
      `Reemplazá x por ${raw.replace('.', ',')}: $${name}(${raw}) = ${shown(v)
        .replace('≈', '\\approx')
        .replace(/√(\d+)/g, '\\sqrt{$1}')}$.`,
    );
  }
  const labels = matches.map((m) => `${name}(${(m[2] ?? '').replace('.', ',')})`);
  let answer: string;
  if (joined.length) {
    const total = values.reduce((acc, v, k) => {
      if (k === 0) return v;
      const op = operations[k - 1];
      return op === '+' ? acc + v : op === '-' ? acc - v : op === '*' ? acc * v : acc / v;
    }, 0);
    if (!Number.isFinite(total)) return undefined;
    const expression = labels
      .map((l, k) =>
        k === 0
          ? l
          : ` ${operations[k - 1] === '*' ? '·' : operations[k - 1] === '/' ? ':' : operations[k - 1]} ${l}`,
      )
      .join('');
    steps.push(`Entonces ${expression} ${shown(total).startsWith('≈') ? '' : '= '}${shown(total)}.`);
    answer = `**${expression} ${shown(total).startsWith('≈') ? '' : '= '}${shown(total)}**`;
  } else {
    answer = labels
      .map((l, k) => `**${l} ${shown(values[k] ?? 0).startsWith('≈') ? '' : '= '}${shown(values[k] ?? 0)}**`)
      .join('\n\n');
  }
  return {
    text: workedReply({
      title: 'Valores de una función',
      data: `$${name}(x) = ${nodeTex(node)}$`,
      steps,
      answer,
      closing: '¿Qué valores de x no podrías reemplazar en esta función?',
    }),
    certain: true,
  };
}

export const functionValues = declareSolver({
  name: 'function_values',
  offer: 'valores de funciones logarítmicas, exponenciales y racionales',
  summary: 'Values of a non-polynomial function defined in the statement, alone or joined by one operation.',
  examples: ['Sea g(x) = log₃(x + 1). Calculá g(8).', 'Si f(x) = 3^x, calculá f(2) − f(−1).'],
  parameters: { problem: 'the statement, as written' },
  solve: solveFunctionValues,
});
