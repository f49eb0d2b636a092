/**
 * A logarithm of letters from theirs the statement gives, by the properties (product, quotient, power,
 * root): «Sabiendo que log₃ a = 2 y log₃ b = −1, calculá log₃(a³/b²)» (3 · 2 − 2 · (−1) = 8). The argument
 * asked must be a product of powers of the given letters, all in the same base; each given value is used,
 * none assumed. Numbers («log 2 = 0,301 … log 72») are exact-value's reading.
 */
import { foldText } from '../text.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import { fmt, readNumber } from './numbers.ts';
import { workedReply } from './reply.ts';
import { withoutOptions } from './statement.ts';

const SUB = '₀₁₂₃₄₅₆₇₈₉';
const SUP = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const fromSub = (text: string) =>
  [...text].map((c) => (SUB.includes(c) ? String(SUB.indexOf(c)) : c)).join('');
const fromSup = (text: string) =>
  [...text].map((c) => (SUP.includes(c) ? String(SUP.indexOf(c)) : c === '⁻' ? '-' : c)).join('');

const BASE = String.raw`(?:_\s*\(?\s*(\d+)\s*\)?|([₀-₉]+))?`;
const VALUE = String.raw`([-−]?\s?\d+(?:[.,]\d+)?)`;
/** «log₃ a = 2», «log 2 = 0,301», «log(3) ≈ 0,477». */
const GIVEN = new RegExp(
  String.raw`\blog\s*${BASE}\s*\(?\s*([a-z]|\d+)\s*\)?\s*(?:=|≈|≅)\s*${VALUE}(?![\d])`,
  'gu',
);

/** Exponents of a product of powers: «a³/b²», «√a · b», «a^2 b», «72» → its letters or its number. */
function factorsOf(argument: string): Map<string, number> | undefined {
  const text = argument.replace(/\s+/g, '').replace(/[·*×]/g, '');
  const [top = '', bottom, extra] = text.split('/');
  if (extra !== undefined) return undefined;
  const out = new Map<string, number>();
  const read = (side: string, sign: 1 | -1): boolean => {
    const unwrapped = side.replace(/^\((.*)\)$/, '$1');
    const factor = /(√|∛)?([a-z]|\d+)((?:\^\(?-?\d+(?:\/\d+)?\)?)|[⁻⁰¹²³⁴⁵⁶⁷⁸⁹]+)?/gy;
    let used = 0;
    for (const m of unwrapped.matchAll(factor)) {
      if (m.index !== used || m[0] === '') return false;
      used += m[0].length;
      const raw = m[3] ? fromSup(m[3]).replace(/[\^()]/g, '') : '1';
      const [n, d] = raw.split('/');
      let e = Number(n) / Number(d ?? 1);
      if (m[1] === '√') e /= 2;
      if (m[1] === '∛') e /= 3;
      if (!Number.isFinite(e)) return false;
      const key = m[2] ?? '';
      out.set(key, (out.get(key) ?? 0) + sign * e);
    }
    return used === unwrapped.length && used > 0;
  };
  if (!read(top, 1) || (bottom !== undefined && !read(bottom, -1))) return undefined;
  return out;
}

export function solveLogValues(problem: string): SolverReply | undefined {
  const text = withoutOptions(problem).replace(/−/g, '-');
  const folded = foldText(text);
  if (!/sabiendo|si\b|dado|dados|conociendo/.test(folded)) return undefined;
  const given = [...text.matchAll(GIVEN)];
  const [first] = given;
  if (!first) return undefined;
  const baseOf = (m: RegExpMatchArray) => m[1] ?? (m[2] ? fromSub(m[2]) : '10');
  const base = baseOf(first);
  if (given.some((m) => baseOf(m) !== base)) return undefined;
  const values = new Map<string, number>();
  // Letters only: a number's logarithm from others' is exact-value's reading (fromGiven).
  if (given.some((m) => /\d/.test(m[3] ?? ''))) return undefined;
  for (const m of given) {
    const raw = (m[4] ?? '').replace(/\s/g, '');
    const size = readNumber(raw.replace(/^[-−]/, ''));
    const v = size === undefined ? undefined : /^[-−]/.test(raw) ? -size : size;
    if (v === undefined || values.has(m[3] ?? '')) return undefined;
    values.set(m[3] ?? '', v);
  }
  // The log asked: the one log after the data, with its argument in brackets or a bare one.
  const rest = text.slice((given.at(-1)?.index ?? 0) + (given.at(-1)?.[0].length ?? 0));
  const asked = [
    ...rest.matchAll(
      new RegExp(
        String.raw`\blog(?!aritm)\s*${BASE}\s*(\(([^()]|\([^()]*\))+\)|[√∛]?[a-wz0-9⁰¹²³⁴⁵⁶⁷⁸⁹]+)`,
        'gu',
      ),
    ),
  ];
  if (asked.length !== 1) return undefined;
  const [ask] = asked as [RegExpMatchArray];
  if (baseOf(ask) !== base) return undefined;
  const argument = (ask[3] ?? '').replace(/^\((.*)\)$/, '$1');
  const exponents = factorsOf(argument);
  if (!exponents) return undefined;
  // «log(a² · b / 10)»: a number that is a whole power of the base has that power for its logarithm.
  const powerOfBase = (key: string) => {
    const n = Number(key);
    const b = Number(base);
    if (!/^\d+$/.test(key) || !(b > 1)) return undefined;
    const k = Math.round(Math.log(n) / Math.log(b));
    return b ** k === n ? k : undefined;
  };
  const logOf = (key: string) => values.get(key) ?? powerOfBase(key);
  if ([...exponents.keys()].some((k) => logOf(k) === undefined)) return undefined;
  // Every value given is used.
  if ([...values.keys()].some((k) => !exponents.has(k) || exponents.get(k) === 0)) return undefined;
  const terms = [...exponents].filter(([, e]) => e !== 0);
  const result = terms.reduce((sum, [k, e]) => sum + e * (logOf(k) as number), 0);
  const logName = base === '10' ? 'log' : `log_${base}`;
  const shown = (x: number) => fmt(x, 4);
  const sum = terms
    .map(
      ([k, e], i) =>
        `${i === 0 ? (e < 0 ? '−' : '') : e < 0 ? ' − ' : ' + '}${Math.abs(e) === 1 ? '' : `${shown(Math.abs(e))} · `}${logName} ${k}`,
    )
    .join('');
  const numeric = terms
    .map(([k, e], i) => {
      const v = logOf(k) as number;
      const term = `${Math.abs(e) === 1 ? '' : `${shown(Math.abs(e))} · `}${v < 0 ? `(${shown(v)})` : shown(v)}`;
      return `${i === 0 ? (e < 0 ? '−' : '') : e < 0 ? ' − ' : ' + '}${term}`;
    })
    .join('');
  return {
    text: workedReply({
      title: 'Propiedades de los logaritmos',
      data: `${given.map((m) => `${logName} ${m[3]} = ${shown(values.get(m[3] ?? '') as number)}`).join('; ')}; se pide ${logName}(${argument})`,
      steps: [
        'El logaritmo de un producto es la suma de los logaritmos, el de un cociente la resta, y el de una potencia (o una raíz) el exponente por el logaritmo.',
        `${logName}(${argument}) = ${sum}.`,
        ...terms
          .filter(([k]) => !values.has(k))
          .map(
            ([k]) =>
              `${logName} ${k} = ${powerOfBase(k)}, porque ${base} elevado a ${powerOfBase(k)} da ${k}.`,
          ),
        `Reemplazando: ${numeric} = ${shown(result)}.`,
      ],
      answer: `**${logName}(${argument}) = ${shown(result)}**`,
      closing: '¿Por qué log_b b vale 1 para cualquier base?',
    }),
    certain: true,
  };
}

export const logValues = declareSolver({
  name: 'log_values',
  offer: 'logaritmos de letras a partir de otros dados (propiedades)',
  summary:
    'A logarithm of letters from theirs the statement gives, by the product, quotient, power and root properties (log₃ a = 2, log₃ b = −1 ⇒ log₃(a³/b²) = 8).',
  examples: ['Sabiendo que log₃ a = 2 y log₃ b = −1, calculá log₃(a³/b²).'],
  parameters: { problem: 'the statement, as written' },
  solve: solveLogValues,
});
