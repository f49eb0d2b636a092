/**
 * Dimensional analysis: the SI unit of a constant in a formula («F = k·x, ¿unidades de k?», «x = A·t³ + B·t,
 * unidad de A») or of a quantity defined by a formula («m·v²/r se mide en»). Each letter's magnitude
 * comes from the statement («m es una masa», «t en segundos», «v en m/s»); only the usual letters the
 * statement does not define (m, v, t, g, h, F, r, d) take their usual meaning, never the letter asked.
 */

import { foldText } from '../text.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import { group } from './groups.ts';
import { workedReply } from './reply.ts';

/** Exponents of mass, length and time. */
type Dim = readonly [number, number, number];

const ZERO: Dim = [0, 0, 0];
const add = (a: Dim, b: Dim, k = 1): Dim => [a[0] + k * b[0], a[1] + k * b[1], a[2] + k * b[2]];
const same = (a: Dim, b: Dim) => add(a, b, -1).every((k) => Math.abs(k) < 1e-9);
const bySymbol = (dim: Dim) =>
  [
    ['kg', dim[0]],
    ['m', dim[1]],
    ['s', dim[2]],
  ] as const;

/** Magnitudes by the words statements use for them. */
const MAGNITUDES: [RegExp, Dim][] = [
  [/^(?:masa)/, [1, 0, 0]],
  [/^(?:aceleracion)/, [0, 1, -2]],
  [/^(?:velocidad angular|frecuencia)/, [0, 0, -1]],
  [/^(?:velocidad|rapidez)/, [0, 1, -1]],
  [/^(?:fuerza|peso|tension)/, [1, 1, -2]],
  [/^(?:energia|trabajo)/, [1, 2, -2]],
  [/^(?:potencia)/, [1, 2, -3]],
  [/^(?:presion)/, [1, -1, -2]],
  [/^(?:densidad)/, [1, -3, 0]],
  [/^(?:area|superficie)/, [0, 2, 0]],
  [/^(?:volumen)/, [0, 3, 0]],
  [/^(?:cantidad de movimiento|impulso)/, [1, 1, -1]],
  [/^(?:tiempo|periodo|intervalo)/, [0, 0, 1]],
  [
    /^(?:posicion|distancia|longitud|altura|estiramiento|alargamiento|deformacion|radio|desplazamiento|espacio|largo)/,
    [0, 1, 0],
  ],
];

/** SI units a statement or an option names, folded. */
const UNIT_SYMBOLS: Record<string, Dim> = {
  kg: [1, 0, 0],
  m: [0, 1, 0],
  s: [0, 0, 1],
  n: [1, 1, -2],
  j: [1, 2, -2],
  w: [1, 2, -3],
  pa: [1, -1, -2],
  hz: [0, 0, -1],
  metros: [0, 1, 0],
  metro: [0, 1, 0],
  segundos: [0, 0, 1],
  segundo: [0, 0, 1],
  kilogramos: [1, 0, 0],
  newtons: [1, 1, -2],
  newton: [1, 1, -2],
  joules: [1, 2, -2],
};

const USUAL: Record<string, Dim> = {
  m: [1, 0, 0],
  v: [0, 1, -1],
  t: [0, 0, 1],
  g: [0, 1, -2],
  h: [0, 1, 0],
  F: [1, 1, -2],
  r: [0, 1, 0],
  d: [0, 1, 0],
};

const SUPER: Record<string, string> = { '²': '2', '³': '3', '⁴': '4', '⁻': '-', '¹': '1' };
const toAscii = (text: string) =>
  text
    .replace(/[²³⁴⁻¹]+/g, (m) => `^${[...m].map((c) => SUPER[c]).join('')}`)
    .replace(/[·×∙⋅*]/g, '·')
    .replace(/[−–]/g, '-');

/** A unit written as "kg·m²/s²", "N/m", "m/s³", "J": its dimension, or undefined. */
export function unitDim(text: string): Dim | undefined {
  const plain = toAscii(foldText(text).trim()).replace(/\s+/g, '');
  if (plain.startsWith('1/')) {
    const below = plain.includes('/', 2) ? undefined : unitDim(plain.slice(2));
    return below && add(ZERO, below, -1);
  }
  if (!/^[a-z]+(\^-?\d)?([·/][a-z]+(\^-?\d)?)*$/.test(plain)) return undefined;
  let dim: Dim = ZERO;
  let sign = 1;
  for (const piece of plain.split(/(?=[·/])/)) {
    if (piece.startsWith('/')) sign = -1;
    const match = /^[·/]?([a-z]+)(?:\^(-?\d))?$/.exec(piece);
    const base = match && UNIT_SYMBOLS[group(match, 1)];
    if (!base) return undefined;
    dim = add(dim, base, sign * Number(match?.[2] ?? 1));
  }
  return dim;
}

interface Factor {
  symbol: string;
  power: number;
}

/** A product of letters with powers, divided by others: "k·x", "A·t^3", "m·v^2/r", "½·m·v^2". */
function readTerm(term: string): Factor[] | undefined {
  const clean = term.replace(/\s+/g, '').replace(/^(?:½|\d+(?:[.,]\d+)?(?:\/\d+)?)·?/, '');
  if (!/^[A-Za-z(]/.test(clean)) return undefined;
  const factors: Factor[] = [];
  let rest = clean;
  // Left to right, as written: "m·v^2/r" is (m·v²)/r; a divisor divides only the factor after it.
  while (rest.length) {
    const match = /^([·/]?)(\(([^()]+)\)|[A-Za-z](?:_?\d|[₀-₉])?)(?:\^(-?\d))?/.exec(rest);
    if (!match) return undefined;
    const sign = match[1] === '/' ? -1 : 1;
    const power = Number(match[4] ?? 1) * sign;
    if (match[3]) {
      const inner = readTerm(match[3]);
      if (!inner) return undefined;
      for (const f of inner) factors.push({ symbol: f.symbol, power: f.power * power });
    } else {
      factors.push({ symbol: group(match, 2), power });
    }
    rest = rest.slice(match[0].length);
  }
  return factors;
}

/** The terms of a sum: "A + B·t + C·t^2". */
function readSum(expression: string): Factor[][] | undefined {
  const terms = expression.split(/\s*[+-]\s*(?![^()]*\))/).filter((t) => t.trim());
  const read = terms.map(readTerm);
  return read.every((t): t is Factor[] => t !== undefined) ? read : undefined;
}

/** What the statement says each letter is: «F es una fuerza», «v en m/s», «t un tiempo en segundos». */
function meanings(text: string): Map<string, Dim> {
  const found = new Map<string, Dim>();
  const folded = (i: number, j: number) => foldText(text.slice(i, j));
  for (const match of text.matchAll(
    /(?<![\p{L}\d])([A-Za-z](?:_?\d|[₀-₉])?)\s+(?:(?:es|representa|indica|mide)\s+)?(?:una?|la|el)\s+([\p{L} ]+?)(?=\s+en\s|[,;.)y]|\s+y\s|$)/gu,
  )) {
    const word = folded(match.index + match[0].indexOf(group(match, 2)), match.index + match[0].length);
    const dim = MAGNITUDES.find(([cue]) => cue.test(word))?.[1];
    if (dim) found.set(group(match, 1), dim);
  }
  for (const match of text.matchAll(
    /(?<![\p{L}\d])([A-Za-z](?:_?\d|[₀-₉])?)\s+(?:(?:es|representa|se mide|se expresa|esta expresad[oa])\s+)?(?:(?:una?|la|el)\s+[\p{L} ]+?\s+)?(?:medid[oa]s?\s+)?en\s+([A-Za-z²³·/^]+(?:\s*\/\s*[A-Za-z²³]+)?)/gu,
  )) {
    const dim = unitDim(group(match, 2));
    if (dim) found.set(group(match, 1), dim);
  }
  return found;
}

function dimOf(factors: readonly Factor[], known: (symbol: string) => Dim | undefined): Dim | undefined {
  let dim: Dim = ZERO;
  for (const f of factors) {
    const d = known(f.symbol);
    if (!d) return undefined;
    dim = add(dim, d, f.power);
  }
  return dim;
}

const NAMED: [string, Dim][] = [
  ['N', [1, 1, -2]],
  ['J', [1, 2, -2]],
  ['W', [1, 2, -3]],
  ['Pa', [1, -1, -2]],
];

const power = (symbol: string, k: number) =>
  k === 1 ? symbol : `${symbol}${k === 2 ? '²' : k === 3 ? '³' : `^${k}`}`;

/** kg^a·m^b/s^c, and the same through a named unit when it reads shorter (N/m, J, W). */
export function unitText(dim: Dim): string {
  const up: string[] = [];
  const down: string[] = [];
  for (const [symbol, k] of bySymbol(dim)) {
    if (k > 0) up.push(power(symbol, k));
    if (k < 0) down.push(power(symbol, -k));
  }
  const base = `${up.length ? up.join('·') : '1'}${down.length ? `/${down.join('·')}` : ''}`;
  const forms = [base];
  for (const [symbol, named] of NAMED) {
    const rest = add(dim, named, -1);
    const [left, ...others] = bySymbol(rest).filter(([, k]) => k !== 0);
    if (!left) forms.push(symbol);
    else if (others.length === 0 && Math.abs(left[1]) <= 2) {
      const [letter, k] = left;
      forms.push(`${symbol}${k > 0 ? '·' : '/'}${power(letter, Math.abs(k))}`);
    }
  }
  return forms.join(' = ');
}

const FACTOR = String.raw`\(?[A-Za-z](?:_?\d|[₀-₉])?\)?(?:[²³⁴]|\^-?\d)?`;
const TERM = String.raw`(?:(?:½|\d+(?:[.,]\d+)?(?:\/\d+)?)\s*·?\s*)?${FACTOR}(?:\s*[·*/×]\s*${FACTOR})*(?![\p{L}\d])`;
const FORMULA = new RegExp(String.raw`(?<![\p{L}\d])([A-Za-z])\s*=\s*(${TERM}(?:\s*[+−-]\s*${TERM})*)`, 'gu');
const EXPRESSION = new RegExp(
  String.raw`(?<![\p{L}\d])(${TERM})(?=\s*(?:se mide|se expresa|tiene (?:por )?unidad|es:|es\s*$))`,
  'u',
);
// The question before the expression: «¿en qué unidad se mide el producto F·v?».
const EXPRESSION_AFTER = new RegExp(
  String.raw`(?:se mide|se expresa|unidad(?:es)? de)\s+(?:el producto|el cociente|la magnitud|la expresion|la cantidad)?\s*(${TERM})\s*(?:\?|$)`,
  'u',
);

/** A reply for a dimensional-analysis question, or undefined. */
export function solveDimensional(problem: string): SolverReply | undefined {
  // «las unidades de a y de b»: each symbol asked on its own, both answered or neither.
  const pair =
    /(unidad(?:es)?|dimension(?:es)?)\s+de\s+([A-Za-z])\s+y\s+(?:de\s+)?([A-Za-z])(?![\p{L}\d])/u.exec(
      toAscii(problem),
    );
  if (pair) {
    const ask = (symbol: string) =>
      solveDimensional(toAscii(problem).replace(pair[0], `unidad de ${symbol}`));
    const replies = [group(pair, 2), group(pair, 3)].map(ask);
    if (!replies.every((reply) => reply?.certain)) return undefined;
    return {
      certain: true,
      text: [
        'Lo resuelvo por partes, un símbolo por vez.',
        '',
        ...replies.map((reply) => reply?.text ?? ''),
      ].join('\n'),
    };
  }
  const folded = foldText(problem);
  if (!/unidad|dimension|se mide|se expresa/.test(folded)) return undefined;
  if (/\d\s*(?:m|km|cm|s|kg|n|j|w)\b/.test(folded.replace(/\d+\s*(?:m|s)\s*(?=\/)/g, ''))) return undefined;
  const text = toAscii(problem);
  const defined = meanings(text);
  const askedSymbol =
    /(?:unidad(?:es)?|dimension(?:es)?)\s+(?:de|del?)\s+(?:la constante\s+)?([A-Za-z])(?![\p{L}\d])/u.exec(
      text,
    )?.[1] ??
    /(?<![\p{L}\d])([A-Za-z])\s+(?:debe|deberia)\s+(?:medirse|expresarse)/u.exec(text)?.[1] ??
    /(?:debe|deberia|tiene que)\s+(?:medirse|expresarse)\s+([A-Za-z])(?![\p{L}\d])/u.exec(text)?.[1] ??
    /(?:constante|coeficiente)\s+([A-Za-z])(?![\p{L}\d])/u.exec(text)?.[1];
  const known = (symbol: string) =>
    symbol === askedSymbol ? undefined : (defined.get(symbol) ?? USUAL[symbol.replace(/[_\d₀-₉]+$/, '')]);
  const formulas = [...text.matchAll(FORMULA)];
  const data = [...defined.entries()].map(
    ([symbol, dim]) => `[${symbol}] = ${unitText(dim).split(' = ')[0]}`,
  );
  let answer: string | undefined;
  const steps: string[] = [];
  if (askedSymbol) {
    const formula = formulas.find((f) =>
      group(f, 2).match(new RegExp(`(?<![A-Za-z])${askedSymbol}(?![A-Za-z])`)),
    );
    if (!formula) return undefined;
    const lhs = known(group(formula, 1));
    const terms = readSum(group(formula, 2));
    if (!lhs || !terms) return undefined;
    const term = terms.find((t) => t.some((f) => f.symbol === askedSymbol));
    if (!term) return undefined;
    const own = term.filter((f) => f.symbol === askedSymbol).reduce((sum, f) => sum + f.power, 0);
    const rest = dimOf(
      term.filter((f) => f.symbol !== askedSymbol),
      known,
    );
    if (!rest || own === 0) return undefined;
    const dim: Dim = add(lhs, rest, -1).map((x) => x / own) as unknown as Dim;
    if (!dim.every(Number.isInteger)) return undefined;
    steps.push(
      `Todos los términos de una suma tienen la unidad del miembro izquierdo: [${formula[1]}] = ${unitText(lhs).split(' = ')[0]}.`,
      `En el término de ${askedSymbol}, despejá su unidad: [${askedSymbol}] = [${formula[1]}] / [${term
        .filter((f) => f.symbol !== askedSymbol)
        .map((f) => power(f.symbol, Math.abs(f.power)))
        .join(
          '·',
        )}]${term.some((f) => f.symbol !== askedSymbol && f.power < 0) ? ' (con los divisores pasando multiplicando)' : ''}.`,
    );
    // Check: the term with that unit has the unit of the left side.
    const back = add(dim, rest, own);
    if (!same(back, lhs)) return undefined;
    answer = `**[${askedSymbol}] = ${unitText(dim)}**`;
    steps.push(
      `Verificación: [${askedSymbol}]·[resto del término] = ${unitText(back).split(' = ')[0]}, la unidad de ${formula[1]}. ✓`,
    );
  } else {
    const expression = EXPRESSION.exec(text)?.[1] ?? EXPRESSION_AFTER.exec(text)?.[1];
    if (!expression || !/[·/^]/.test(expression)) return undefined;
    const factors = readTerm(expression);
    const dim = factors && dimOf(factors, known);
    if (!factors || !dim) return undefined;
    steps.push(
      `Reemplazá cada letra por su unidad y operá: ${factors.map((f) => `[${f.symbol}]${f.power === 1 ? '' : `^${f.power}`}`).join('·')}.`,
    );
    answer = `**[${expression.trim().replace(/\^2/g, '²').replace(/\^3/g, '³')}] = ${unitText(dim)}**`;
  }
  return {
    certain: true,
    text: workedReply({
      title: 'Análisis dimensional',
      data: data.length ? data.join('; ') : 'las letras con su significado habitual',
      steps,
      answer,
      closing: '¿Qué unidad tendría si en vez de t apareciera t²?',
    }),
  };
}

export const dimensionalSolver = declareSolver({
  name: 'solve_dimensional_analysis',
  offer: 'unidades y análisis dimensional',
  summary:
    'Dimensional analysis: the SI unit of a constant in a formula (F = k·x, x = A·t³ + B·t) or of a quantity defined by a formula (m·v²/r), from what each letter is (a mass, a time in s, a speed in m/s). Pass the statement with the formula and the meaning of its letters.',
  examples: [
    'En F = k·x, F es una fuerza y x un estiramiento. ¿Cuáles son las unidades de k en el SI?',
    'Si m es una masa, v una velocidad y r una distancia, la magnitud m·v²/r se mide en el SI en:',
  ],
  parameters: { problem: 'the statement with the formula and its letters' },
  solve: solveDimensional,
});
