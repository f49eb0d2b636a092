/**
 * Two numbers known by two facts among their sum, difference («supera en 3 a otro», «difieren en 5»),
 * product, quotient or ratio («el mayor es el triple del menor»), sum or difference of their squares:
 * «Un número positivo supera en 3 a otro y la suma de sus cuadrados es 117». One fact that is linear gives
 * the larger from the smaller; the other is then at most a quadratic in the smaller, solved exactly. Every
 * pair found is put back in both facts, and the statement's words (positive, natural, whole) keep the
 * pairs they allow: sure only when one pair is left and what is asked is read (the pair, the larger, the
 * smaller, or their sum, difference, product or quotient).
 */
import { fmt, readNumber } from './numbers.ts';
import type { Asked, WorkedKind } from './word-problem-kinds.ts';

const AMOUNT = String.raw`\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:,\d+)?`;
const IS = String.raw`(?:es|sea|da|vale|resulta)(?: de| igual a)?`;
const THEIR = String.raw`(?:(?:de|entre) (?:ambos|ellos|(?:los |dichos |esos |estos )?(?:dos )?numeros(?: (?:positivos|naturales|enteros|reales))?))`;
const TIMES: Readonly<Record<string, number>> = { doble: 2, triple: 3, cuadruple: 4, quintuple: 5 };

type FactKind = 'sum' | 'difference' | 'product' | 'quotient' | 'squares' | 'squaresDifference';
interface Fact {
  kind: FactKind;
  value: number;
  text: string;
}

const FACTS: readonly [FactKind, RegExp][] = [
  ['squares', new RegExp(String.raw`suma de (?:sus|los|ambos) cuadrados(?: ${THEIR})? ${IS} (${AMOUNT})`)],
  [
    'squaresDifference',
    new RegExp(String.raw`diferencia (?:de|entre) (?:sus|los) cuadrados(?: ${THEIR})? ${IS} (${AMOUNT})`),
  ],
  ['sum', new RegExp(String.raw`(?<!cuadrados )\bsuma(?: ${THEIR})? ${IS} (${AMOUNT})|\bsuman (${AMOUNT})`)],
  [
    'difference',
    new RegExp(
      String.raw`(?<!cuadrados )\bdiferencia(?: ${THEIR})? ${IS} (${AMOUNT})|\bdifieren en (${AMOUNT})|(?:supera|excede) en (${AMOUNT}) (?:unidades )?(?:a|al) (?:otro|segundo|menor)|(?:es|sea) (${AMOUNT}) unidades mayor que (?:el )?otro`,
    ),
  ],
  ['product', new RegExp(String.raw`\bproducto(?: ${THEIR})? ${IS} (${AMOUNT})`)],
  ['quotient', new RegExp(String.raw`\bcociente(?: ${THEIR}| entre el mayor y el menor)? ${IS} (${AMOUNT})`)],
];

const RATIO =
  /(?:el )?(?:mayor|primero|uno)(?: de (?:los |ambos |dichos )?(?:dos )?numeros(?: (?:positivos|naturales|enteros|reales))?)? (?:es|sea) el (doble|triple|cuadruple|quintuple) del (?:menor|segundo|otro)/;

function factsOf(statement: string): Fact[] | undefined {
  const facts: Fact[] = [];
  let rest = statement;
  for (const [kind, pattern] of FACTS) {
    const found = pattern.exec(rest);
    if (!found) continue;
    const raw = found.slice(1).find((group) => group !== undefined);
    const value = readNumber(raw ?? '');
    if (value === undefined) return undefined;
    facts.push({ kind, value, text: found[0] });
    // A fact read is blanked, so that no other pattern reads its number again.
    rest = rest.replace(found[0], ' '.repeat(found[0].length));
    if (pattern.exec(rest)) return undefined;
  }
  const ratio = RATIO.exec(rest);
  if (ratio) facts.push({ kind: 'quotient', value: TIMES[ratio[1] ?? ''] ?? Number.NaN, text: ratio[0] });
  return facts;
}

/** The value a fact gives for the pair (x the larger, y the smaller). */
function measure(kind: FactKind, x: number, y: number): number {
  switch (kind) {
    case 'sum':
      return x + y;
    case 'difference':
      return x - y;
    case 'product':
      return x * y;
    case 'quotient':
      return x / y;
    case 'squares':
      return x * x + y * y;
    case 'squaresDifference':
      return x * x - y * y;
  }
}

const near = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

/** The smaller's real roots of a·y² + b·y + c = 0 (one when linear). */
function roots(a: number, b: number, c: number): number[] {
  if (Math.abs(a) < 1e-12) return Math.abs(b) < 1e-12 ? [] : [-c / b];
  const disc = b * b - 4 * a * c;
  if (disc < -1e-9) return [];
  const root = Math.sqrt(Math.max(0, disc));
  return disc < 1e-9 ? [-b / (2 * a)] : [(-b - root) / (2 * a), (-b + root) / (2 * a)];
}

/** The larger from the smaller, by the one linear fact (sum, difference, ratio). */
function larger(fact: Fact): ((y: number) => number) | undefined {
  if (fact.kind === 'sum') return (y) => fact.value - y;
  if (fact.kind === 'difference') return (y) => y + fact.value;
  if (fact.kind === 'quotient') return (y) => fact.value * y;
  return undefined;
}

const NAMES: Readonly<Record<FactKind, string>> = {
  sum: 'x + y',
  difference: 'x - y',
  product: 'x \\cdot y',
  quotient: 'x / y',
  squares: 'x^2 + y^2',
  squaresDifference: 'x^2 - y^2',
};

const plain = (tex: string) => tex.replace('\\cdot', '·').replaceAll('^2', '²');

/** What a question asks of the pair: the pair, one of them, or a number made of both. */
function answerOf(question: string, x: number, y: number, label: string): string | undefined {
  const made: [RegExp, string, number][] = [
    [/\bproducto\b/, 'El producto es', x * y],
    [/\bcociente\b/, 'El cociente es', x / y],
    [/suma de (?:sus|los) cuadrados/, 'La suma de los cuadrados es', x * x + y * y],
    [/\bsuma\b/, 'La suma es', x + y],
    [/\bdiferencia\b/, 'La diferencia es', x - y],
  ];
  // «el doble del mayor», «el cuadrado del menor», «su promedio»: a number made of them this reading leaves.
  if (
    /doble|triple|cuadruple|mitad|tercera|cuarta|cubo|promedio|razon|veces|inverso|opuesto|siguiente|anterior|\d/.test(
      question,
    )
  )
    return undefined;
  if (/cuadrado/.test(question) && !/suma de (?:sus|los) cuadrados/.test(question)) return undefined;
  const asks = made.filter(([pattern]) => pattern.test(question));
  if (asks.length > 1) return undefined;
  const [one] = asks;
  const rounded = (v: number) => (near(v * 1e4, Math.round(v * 1e4)) ? fmt(v, 4) : `≈ ${fmt(v, 4)}`);
  if (one) return `**${label}${one[1]} ${rounded(one[2])}**`;
  if (
    /\b(?:ambos|los dos|los numeros|dichos numeros|cuales son|que numeros|hall\w*|determin\w*|encontr\w*)\b/.test(
      question,
    )
  )
    return `**${label}Los números son ${fmt(x, 4)} y ${fmt(y, 4)}**`;
  if (/\bmayor\b/.test(question) && !/\bmenor\b/.test(question)) return `**${label}${fmt(x, 4)}**`;
  if (/\bmenor\b/.test(question) && !/\bmayor\b/.test(question)) return `**${label}${fmt(y, 4)}**`;
  return undefined;
}

/** Two pairs the facts allow (9 and 6, or −6 and −9): both shown, and the student asked which one is meant. */
function bothPairs(facts: readonly Fact[], pairs: readonly [number, number][]): WorkedKind {
  const shown = pairs.map(([x, y]) => `${fmt(x, 4)} y ${fmt(y, 4)}`);
  const positives = pairs.flatMap(([x, y], i) => (x > 0 && y > 0 ? [shown[i]] : []));
  const positiveOne = positives.length === 1 ? positives[0] : undefined;
  return {
    title: 'Problema con dos números',
    data: facts.map((fact) => `${plain(NAMES[fact.kind])} = ${fmt(fact.value, 4)}`).join('; '),
    steps: [
      `Llamá x al mayor e y al menor: ${facts.map((fact) => `$${NAMES[fact.kind]} = ${fmt(fact.value, 4)}$`).join(' y ')}.`,
      `Las dos condiciones las cumplen dos pares: ${shown.join(', y también ')}.`,
    ],
    answer: `Hay dos pares posibles: ${shown.join(' o ')}.${positiveOne === undefined ? '' : ` Si el enunciado pide números positivos (o naturales), queda solo ${positiveOne}.`}`,
    unsure: true,
  };
}

/** The statement's question: from its last «¿», or its last sentence when that one orders; else none. */
function questionOf(statement: string): string {
  const open = statement.lastIndexOf('¿');
  if (open >= 0) return statement.slice(open);
  const last = statement.split(/(?<=\.)\s+/).at(-1) ?? '';
  return /^(?:hall|determin|encontr|calcul|indic|averigu)\w*/.test(last) ? last : '';
}

export function twoNumbersByFacts(asked: Asked): WorkedKind | undefined {
  const { statement } = asked;
  if (!/dos numeros|\bun numero\b[^.?]*\b(?:a|al|que el|del) otro\b/.test(statement)) return undefined;
  const facts = factsOf(statement);
  if (!facts || facts.length !== 2 || facts.some((fact) => !Number.isFinite(fact.value))) return undefined;
  // Every number of the statement is a fact's.
  const numbers = statement.match(new RegExp(AMOUNT, 'g')) ?? [];
  const words = facts.filter((fact) => RATIO.test(fact.text)).length;
  if (numbers.length !== facts.length - words) return undefined;
  const [first, second] = facts as [Fact, Fact];
  const linear = larger(first) ? first : larger(second) ? second : undefined;
  let pairs: [number, number][] = [];
  if (linear) {
    const other = linear === first ? second : first;
    const x = larger(linear) as (y: number) => number;
    // The other fact at the smaller y, times y when it is a quotient: a polynomial of degree ≤ 2 in y.
    const g = (y: number) =>
      other.kind === 'quotient' ? x(y) - other.value * y : measure(other.kind, x(y), y) - other.value;
    const [g0, g1, gm] = [g(0), g(1), g(-1)];
    const a = (g1 + gm) / 2 - g0;
    const b = (g1 - gm) / 2;
    if (![2, 3].every((t) => near(g(t), a * t * t + b * t + g0))) return undefined;
    pairs = roots(a, b, g0).map((y) => [x(y), y]);
  } else {
    // A product and the sum of the squares: (x + y)² = squares + 2·product, (x − y)² = squares − 2·product.
    const product = facts.find((fact) => fact.kind === 'product');
    const squares = facts.find((fact) => fact.kind === 'squares');
    if (!product || !squares) return undefined;
    const s2 = squares.value + 2 * product.value;
    const d2 = squares.value - 2 * product.value;
    if (s2 < 0 || d2 < 0) return undefined;
    for (const s of [Math.sqrt(s2), -Math.sqrt(s2)])
      pairs.push([(s + Math.sqrt(d2)) / 2, (s - Math.sqrt(d2)) / 2]);
  }
  // The larger is x when a fact orders them (a difference, a ratio); with a sum or product alone, order each pair.
  const ordered = facts.some((fact) => fact.kind === 'difference' || fact.kind === 'quotient');
  const positive = /positiv|natural/.test(statement);
  const whole = /natural|entero/.test(statement);
  const oneSaidPositive = /\bun numero positivo\b/.test(statement);
  const kept = pairs
    .map(([x, y]): [number, number] => (ordered || x >= y ? [x, y] : [y, x]))
    .filter(([x, y]) => Number.isFinite(x) && Number.isFinite(y))
    .filter(([x, y]) => facts.every((fact) => near(measure(fact.kind, x, y), fact.value)))
    .filter(([x, y]) => !positive || (x > 0 && y > 0))
    .filter(([x]) => !oneSaidPositive || x > 0)
    .filter(([x, y]) => !whole || (near(x, Math.round(x)) && near(y, Math.round(y))));
  const distinct = kept.filter(([x, y], i) => kept.findIndex(([u, v]) => near(u, x) && near(v, y)) === i);
  if (distinct.length === 2 && !positive && !oneSaidPositive && !whole) return bothPairs(facts, distinct);
  if (distinct.length !== 1) return undefined;
  const [[x, y]] = distinct as [[number, number]];
  const questions = asked.parts.length
    ? asked.parts.map((part) => ({ label: `${part.label}) `, text: part.prompt }))
    : [{ label: '', text: questionOf(statement) }];
  if (questions.some((question) => question.text === '')) return undefined;
  const answers = questions.map((question) => answerOf(question.text, x, y, question.label));
  if (answers.some((answer) => answer === undefined)) return undefined;
  const equations = facts.map((fact) => `$${NAMES[fact.kind]} = ${fmt(fact.value, 4)}$`).join(' y ');
  return {
    title: 'Problema con dos números',
    data: facts.map((fact) => `${plain(NAMES[fact.kind])} = ${fmt(fact.value, 4)}`).join('; '),
    steps: [
      `Llamá x al mayor e y al menor: ${equations}.`,
      linear
        ? `Con la condición lineal escribí x en función de y y reemplazala en la otra: queda una ecuación en y que se resuelve con la resolvente${pairs.length > 1 ? `; de sus soluciones queda la que cumple lo que pide el enunciado${positive || oneSaidPositive ? ' (números positivos)' : ''}` : ''}.`
        : 'Con $(x + y)^2 = x^2 + y^2 + 2xy$ y $(x - y)^2 = x^2 + y^2 - 2xy$ salen la suma y la diferencia.',
      `Resolviendo: x = ${fmt(x, 4)} e y = ${fmt(y, 4)}.`,
      `Verificación: ${facts.map((fact) => `${plain(NAMES[fact.kind])} = ${fmt(measure(fact.kind, x, y), 4)}`).join(' y ')} ✓`,
    ],
    answer: answers.join('\n\n'),
  };
}
