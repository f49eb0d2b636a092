/**
 * One trigonometric ratio and the quadrant, the others asked: «Si sen α = 3/5 y α pertenece al segundo
 * cuadrante, calculá cos α», «tg α = 3/4 con 180° < α < 270°, hallá sen α». The reference right triangle
 * gives the absolute values (sen² + cos² = 1), the quadrant their signs. Exact: every side of the
 * triangle is the square root of an integer, every ratio a reduced k√b/d.
 */
import { foldText } from '../text.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import { fmt } from './numbers.ts';
import { numbered, workedReply } from './reply.ts';
import { withoutOptions } from './statement.ts';

type Ratio = 'sen' | 'cos' | 'tg' | 'cotg' | 'sec' | 'cosec';
type Quadrant = 1 | 2 | 3 | 4;

/** The sides of the reference triangle, squared: opposite, adjacent, hypotenuse. */
interface Triangle {
  opposite: number;
  adjacent: number;
  hypotenuse: number;
}

const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));

/** √n as m√b with b square-free. */
function simplifyRoot(n: number): { m: number; b: number } {
  let m = 1;
  let b = n;
  for (let k = 2; k * k <= b; k++) {
    while (b % (k * k) === 0) {
      b /= k * k;
      m *= k;
    }
  }
  return { m, b };
}

interface Value {
  text: string;
  tex: string;
  value: number;
}

/** ± √x / √y, reduced: √(xy)/y = m√b/y. */
function ratioOf(x: number, y: number, sign: 1 | -1): Value {
  const { m, b } = simplifyRoot(x * y);
  const g = gcd(m, y);
  const [num, den] = [m / g, y / g];
  const minus = sign < 0 ? '-' : '';
  const root = b === 1 ? String(num) : `${num === 1 ? '' : num}√${b}`;
  const rootTex = b === 1 ? String(num) : `${num === 1 ? '' : num}\\sqrt{${b}}`;
  return {
    text: `${minus}${root}${den === 1 ? '' : `/${den}`}`,
    tex: den === 1 ? `${minus}${rootTex}` : `${minus}\\frac{${rootTex}}{${den}}`,
    value: (sign * num * Math.sqrt(b)) / den,
  };
}

const RATIO_WORDS: [RegExp, Ratio][] = [
  [/^(?:cosec|csc)/, 'cosec'],
  [/^(?:cotg|cotan|cot|ctg)/, 'cotg'],
  [/^sec/, 'sec'],
  [/^(?:sen|sin)/, 'sen'],
  [/^cos/, 'cos'],
  [/^(?:tg|tan)/, 'tg'],
];
const RATIO = String.raw`(?:cosec|csc|cotg|cotan|cot|ctg|sec|sen|sin|cos|tg|tan)`;
const ANGLE = String.raw`[αβθφxa]`;

const ratioOfWord = (word: string): Ratio | undefined => RATIO_WORDS.find(([re]) => re.test(word))?.[1];

/** "3/5", "-0,6", "√3/2", "2√2/3": a value as √numerator² / √denominator², with its sign. */
function readValue(raw: string): { x: number; y: number; sign: 1 | -1 } | undefined {
  const m = /^(-)?\s*(\d+(?:,\d+)?)?\s*(√\s*\(?\s*(\d+)\s*\)?)?\s*(?:\/\s*(\d+))?$/.exec(raw.trim());
  if (!m || (!m[2] && !m[3])) return undefined;
  const sign = m[1] ? -1 : 1;
  const den = Number(m[5] ?? 1);
  if (m[2]?.includes(',')) {
    // A decimal: 0,6 = 6/10.
    if (m[3]) return undefined;
    const [whole, decimals = ''] = m[2].split(',');
    const scale = 10 ** decimals.length;
    const n = Number(`${whole}${decimals}`);
    const g = gcd(n, scale * den);
    return { x: (n / g) ** 2, y: ((scale * den) / g) ** 2, sign };
  }
  const k = Number(m[2] ?? 1);
  const radicand = m[4] ? Number(m[4]) : 1;
  return { x: k * k * radicand, y: den * den, sign };
}

/** The quadrant the statement names, in words, numerals or as an interval of the angle. */
function readQuadrant(folded: string): Quadrant | 'acute' | undefined {
  const named =
    /\b(primer|1(?:er|ro)?|i|segundo|2(?:do)?|ii|tercer|3(?:er|ro)?|iii|cuarto|4(?:to)?|iv)[°º.]?\s*cuadrante\b/.exec(
      folded,
    )?.[1];
  const after = /\bcuadrante\s+(i{1,3}|iv|[1-4])\b/.exec(folded)?.[1];
  const word = named ?? after;
  if (word) {
    if (/^(?:primer|1|1er|1ro|i)$/.test(word)) return 1;
    if (/^(?:segundo|2|2do|ii)$/.test(word)) return 2;
    if (/^(?:tercer|3|3er|3ro|iii)$/.test(word)) return 3;
    return 4;
  }
  const degrees = new RegExp(String.raw`\b(0|90|180|270)\s*°\s*<\s*${ANGLE}\s*<\s*(90|180|270|360)\s*°`).exec(
    folded,
  );
  if (degrees && Number(degrees[2]) - Number(degrees[1]) === 90)
    return (Number(degrees[1]) / 90 + 1) as Quadrant;
  const PI = ['0', 'π/2', 'π', '3π/2', '2π'];
  const radians = new RegExp(
    String.raw`(0|π\s*/\s*2|π|3\s*π\s*/\s*2)\s*<\s*${ANGLE}\s*<\s*(π\s*/\s*2|π|3\s*π\s*/\s*2|2\s*π)`,
  ).exec(folded);
  if (radians) {
    const lo = PI.indexOf((radians[1] ?? '').replace(/\s/g, ''));
    const hi = PI.indexOf((radians[2] ?? '').replace(/\s/g, ''));
    if (lo >= 0 && hi === lo + 1) return (lo + 1) as Quadrant;
  }
  if (/\bangulo agudo\b|\bes agudo\b|\bagudo\b/.test(folded)) return 'acute';
  return undefined;
}

/** «cos α < 0», «tg x > 0»: the signs the statement gives of other ratios, which narrow the quadrant. */
const SIGN_CONDITION = new RegExp(
  String.raw`\b(${RATIO})\s*\(?\s*${ANGLE}\s*\)?\s*([<>])\s*0(?!\d|[.,]\d)`,
  'g',
);

function signConditions(folded: string): { ratio: Ratio; sign: 1 | -1 }[] {
  return [...folded.matchAll(SIGN_CONDITION)].flatMap((match) => {
    const ratio = ratioOfWord(match[1] ?? '');
    return ratio ? [{ ratio, sign: match[2] === '>' ? (1 as const) : (-1 as const) }] : [];
  });
}

/**
 * The one quadrant where the given ratio has its sign and every sign condition holds («sen x = 2/3 y
 * cos x < 0»: the second); undefined when there is no condition or more than one quadrant fits.
 */
function quadrantFromSigns(
  given: Ratio,
  sign: 1 | -1,
  conditions: readonly { ratio: Ratio; sign: 1 | -1 }[],
): Quadrant | undefined {
  if (conditions.length === 0) return undefined;
  const fits = ([1, 2, 3, 4] as const).filter(
    (quadrant) =>
      signIn(given, quadrant) === sign &&
      conditions.every((condition) => signIn(condition.ratio, quadrant) === condition.sign),
  );
  return fits.length === 1 ? fits[0] : undefined;
}

/** Signs of each ratio in a quadrant: sen and cosec, cos and sec, tg and cotg. */
function signIn(ratio: Ratio, quadrant: Quadrant): 1 | -1 {
  const sen = quadrant === 1 || quadrant === 2 ? 1 : -1;
  const cos = quadrant === 1 || quadrant === 4 ? 1 : -1;
  if (ratio === 'sen' || ratio === 'cosec') return sen;
  if (ratio === 'cos' || ratio === 'sec') return cos;
  return sen === cos ? 1 : -1;
}

/** The two sides (squared) whose quotient is the ratio. */
function sidesOf(ratio: Ratio, t: Triangle): [number, number] {
  switch (ratio) {
    case 'sen':
      return [t.opposite, t.hypotenuse];
    case 'cos':
      return [t.adjacent, t.hypotenuse];
    case 'tg':
      return [t.opposite, t.adjacent];
    case 'cotg':
      return [t.adjacent, t.opposite];
    case 'sec':
      return [t.hypotenuse, t.adjacent];
    case 'cosec':
      return [t.hypotenuse, t.opposite];
  }
}

/** The reference triangle from the given ratio's |value| = √x/√y. */
function triangleOf(ratio: Ratio, x: number, y: number): Triangle | undefined {
  switch (ratio) {
    case 'sen':
      return y > x ? { opposite: x, hypotenuse: y, adjacent: y - x } : undefined;
    case 'cos':
      return y > x ? { adjacent: x, hypotenuse: y, opposite: y - x } : undefined;
    case 'tg':
      return x > 0 ? { opposite: x, adjacent: y, hypotenuse: x + y } : undefined;
    // The reciprocals (#32): «cotg θ = 4/3», «sec α = −5/4», «cosec β = 13/5» give the triangle too.
    case 'cotg':
      return x > 0 ? { adjacent: x, opposite: y, hypotenuse: x + y } : undefined;
    case 'sec':
      return x > y ? { hypotenuse: x, adjacent: y, opposite: x - y } : undefined;
    case 'cosec':
      return x > y ? { hypotenuse: x, opposite: y, adjacent: x - y } : undefined;
  }
}

const NAME_TEX: Record<Ratio, string> = {
  sen: '\\operatorname{sen}',
  cos: '\\cos',
  tg: '\\operatorname{tg}',
  cotg: '\\operatorname{cotg}',
  sec: '\\sec',
  cosec: '\\operatorname{cosec}',
};
const QUADRANT_NAME = ['', 'primer', 'segundo', 'tercer', 'cuarto'];
const ALL: Ratio[] = ['sen', 'cos', 'tg', 'cotg', 'sec', 'cosec'];

interface Reading {
  given: Ratio;
  angle: string;
  raw: string;
  x: number;
  y: number;
  sign: 1 | -1;
  quadrant: Quadrant | 'acute' | undefined;
  asked: Ratio[];
  /** «sen β + tg β es igual a:»: two ratios of the angle joined by one operation, asked at the end. */
  pair?: { first: Ratio; op: '+' | '-' | '·' | '/'; second: Ratio; k1: number; k2: number };
  /** The ratios of the double angle asked: «sen 2α», «cos 2x». */
  doubled: Ratio[];
  /** The question combines ratios ("sen α + cos α", "2 sen α"): not a list of ratios. */
  combined: boolean;
}

/** The quadrant named, or the one the signs leave; a named quadrant a sign condition contradicts is none. */
function quadrantOf(folded: string, given: Ratio, sign: 1 | -1): Quadrant | 'acute' | undefined {
  const named = readQuadrant(folded);
  const conditions = signConditions(folded);
  if (named === undefined) return quadrantFromSigns(given, sign, conditions);
  const quadrant = named === 'acute' ? 1 : named;
  return conditions.every((condition) => signIn(condition.ratio, quadrant) === condition.sign)
    ? named
    : undefined;
}

function read(statement: string): Reading | undefined {
  const text = statement
    .replace(/[−–]/g, '-')
    .replace(/\\alpha/g, 'α')
    .replace(/\balfa\b/gi, 'α')
    .replace(/\bbeta\b/gi, 'β')
    .replace(/\btheta\b/gi, 'θ');
  const folded = foldText(text).replace(/º/g, '°');
  if (!/cuadrante|<\s*[αβθφx]\s*<|agudo/.test(folded) && signConditions(folded).length === 0)
    return undefined;
  const given = new RegExp(
    String.raw`\b(${RATIO})\s*\(?\s*(${ANGLE})\s*\)?\s*=\s*(-?\s*\d*(?:,\d+)?\s*(?:√\s*\(?\s*\d+\s*\)?)?\s*(?:\/\s*\d+)?)`,
    'g',
  );
  const givens = [...folded.matchAll(given)];
  if (givens.length !== 1) return undefined;
  const [match] = givens;
  if (!match) return undefined;
  const ratio = ratioOfWord(match[1] ?? '');
  const angle = match[2] ?? 'α';
  const raw = (match[3] ?? '').trim();
  const value = readValue(raw);
  if (!ratio || !value) return undefined;
  // The question: what comes after the verb that asks.
  // «…, sen(2α) vale:»: the double angle's ratio named before the verb that asks for its value.
  const doubleValued = new RegExp(
    String.raw`[,;.]\s*((?:sen|sin|cos|tg|tan)\s*\(?\s*2\s*${angle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\s*\)?)\s*(?:vale|es igual a|es)\s*:?\s*$`,
  ).exec(folded.trim())?.[1];
  const question =
    doubleValued ??
    /\b(?:calcul|hall|determin|obten|encontr|averigu|indic|cuanto vale|cuanto valen|cual es|cuales son|el valor de)\w*(.*)$/s.exec(
      folded.slice((match.index ?? 0) + match[0].length),
    )?.[1] ??
    /\b(?:calcul|hall|determin|obten|encontr|averigu|indic|cuanto vale|cuanto valen|cual es|cuales son|el valor de)\w*(.*?)(?:\bsi\b|\bsabiendo\b|$)/s.exec(
      folded,
    )?.[1] ??
    '';
  // «…, entonces tg x vale:»: the ratio named before the verb that asks for its value.
  const valued = new RegExp(
    String.raw`\b(${RATIO})\s*\(?\s*${ANGLE}\s*\)?\s*(?:vale|es igual a)\s*:?\s*$`,
  ).exec(folded.trim())?.[1];
  // «sen 2x», «cos (2α)»: the double angle's ratios, taken out before the single ones are read.
  const DOUBLE = new RegExp(String.raw`\b(sen|sin|cos|tg|tan)\s*\(?\s*2\s*${angle}\s*\)?`, 'g');
  const doubled = [...question.matchAll(DOUBLE)]
    .map((m) => ratioOfWord(m[1] ?? ''))
    .filter((r): r is Ratio => r !== undefined);
  const single = question.replace(DOUBLE, ' ');
  const words = [...(valued ?? single).matchAll(new RegExp(String.raw`\b(${RATIO})\w*`, 'g'))];
  let asked = words.map((w) => ratioOfWord(w[1] ?? '')).filter((r): r is Ratio => r !== undefined);
  if (/\b(?:demas|restantes|otras)\b[^.]*\b(?:razones|funciones)/.test(question))
    asked = ALL.filter((r) => r !== ratio);
  // «…, sen α + cos α vale:»: the ratio before «vale» is the last term of a sum, not the one asked.
  const valuedInSum =
    valued !== undefined &&
    new RegExp(
      String.raw`(?:[-+*·/]|\d)\s*(?:${RATIO})\w*\s*\(?\s*${ANGLE}\s*\)?\s*(?:vale|es igual a)\s*:?\s*$`,
    ).test(folded.trim());
  const combined =
    valuedInSum ||
    new RegExp(String.raw`${RATIO}\w*\s*\(?\s*\d`).test(single) ||
    // «sen² α», «cos^2 α»: a power of the ratio.
    new RegExp(String.raw`${RATIO}\w*\s*[²³^]`).test(single) ||
    new RegExp(String.raw`${ANGLE}\s*\)?\s*[-+*·/^²]|[-+*·/]\s*(?:\d+\s*)?${RATIO}`).test(single);
  const pairMatch = new RegExp(
    String.raw`(?:^|[^\w,])(?:(\d+)\s*)?(${RATIO})\w*\s*\(?\s*${angle}\s*\)?\s*([-+*·/])\s*(?:(\d+)\s*)?(${RATIO})\w*\s*\(?\s*${angle}\s*\)?\s*(?:vale|es igual a|es|da)?\s*[:.?]?\s*$`,
  ).exec(folded.slice((match.index ?? 0) + match[0].length).trim());
  // «2 sen α + cos α»: a coefficient or another term before the pair is more than the pair.
  const before = pairMatch
    ? folded
        .slice((match.index ?? 0) + match[0].length)
        .trim()
        .slice(0, pairMatch.index + 1)
    : '';
  const alone = !/[\d)+\-*·/^²]\s*$/.test(before);
  const [first, second] = alone
    ? [ratioOfWord(pairMatch?.[2] ?? ''), ratioOfWord(pairMatch?.[5] ?? '')]
    : [undefined, undefined];
  // «2 sen α + 3 cos α»: whole coefficients of each ratio.
  const [k1, k2] = [Number(pairMatch?.[1] ?? 1), Number(pairMatch?.[4] ?? 1)];
  const OPERATION: Record<string, '+' | '-' | '·' | '/'> = {
    '+': '+',
    '-': '-',
    '*': '·',
    '·': '·',
    '/': '/',
  };
  const op = OPERATION[pairMatch?.[3] ?? ''];
  return {
    ...(first && second && op && k1 > 0 && k2 > 0 ? { pair: { first, op, second, k1, k2 } } : {}),
    given: ratio,
    angle,
    raw,
    ...value,
    quadrant: quadrantOf(folded, ratio, value.sign),
    asked: [...new Set(asked)],
    doubled: [...new Set(doubled)],
    combined,
  };
}

const ratioTexName = (ratio: Ratio, angle: string) => `${NAME_TEX[ratio]} ${angle}`;

/**
 * «Si sen α < 0 y tg α > 0, ¿en qué cuadrante está α?»: the one quadrant where every sign holds, when the
 * statement gives signs and no value and asks for the quadrant.
 */
function quadrantOfSigns(statement: string): SolverReply | undefined {
  const folded = foldText(statement.replace(/\\alpha/g, 'α').replace(/\balfa\b/gi, 'α'));
  const conditions = signConditions(folded);
  // The quadrant asked: by name, or by «pertenece al:» before options that name it.
  if (
    conditions.length === 0 ||
    /=/.test(folded) ||
    !/cuadrante|\bpertenece\b|\bse (?:ubica|encuentra)\b/.test(folded)
  )
    return undefined;
  const angle = new RegExp(String.raw`${RATIO}\s*\(?\s*(${ANGLE})`).exec(folded)?.[1] ?? 'α';
  const fits = ([1, 2, 3, 4] as const).filter((quadrant) =>
    conditions.every((condition) => signIn(condition.ratio, quadrant) === condition.sign),
  );
  const [quadrant] = fits;
  if (fits.length !== 1 || quadrant === undefined) return undefined;
  const signs = conditions.map(
    (condition) =>
      `$${ratioTexName(condition.ratio, angle)} ${condition.sign > 0 ? '> 0' : '< 0'}$: ${(
        [1, 2, 3, 4] as const
      )
        .filter((q) => signIn(condition.ratio, q) === condition.sign)
        .map((q) => QUADRANT_NAME[q])
        .join(' o ')} cuadrante.`,
  );
  return {
    text: workedReply({
      title: 'Cuadrante según los signos',
      data: conditions
        .map((c) => `$${ratioTexName(c.ratio, angle)} ${c.sign > 0 ? '> 0' : '< 0'}$`)
        .join(', '),
      steps: [
        ...signs,
        `El único cuadrante que cumple todas las condiciones es el ${QUADRANT_NAME[quadrant]}.`,
      ],
      answer: `**${angle} pertenece al ${QUADRANT_NAME[quadrant]} cuadrante**`,
      closing: '¿Qué razones son positivas en cada cuadrante?',
    }),
    certain: true,
  };
}

/** The double angle's formulas, with the angle's name. */
const DOUBLE_FORMULA: Partial<Record<Ratio, (angle: string) => string>> = {
  sen: (a) => `$\\operatorname{sen} 2${a} = 2 \\operatorname{sen} ${a} \\cos ${a}$`,
  cos: (a) => `$\\cos 2${a} = \\cos^2 ${a} - \\operatorname{sen}^2 ${a}$`,
  tg: (a) => `$\\operatorname{tg} 2${a} = \\frac{2 \\operatorname{tg} ${a}}{1 - \\operatorname{tg}^2 ${a}}$`,
};

/**
 * sen 2α, cos 2α or tg 2α exactly, from the reference triangle's squared sides o, a, h and the quadrant:
 * sen 2α = ±2√(o·a)/h, cos 2α = (a − o)/h, tg 2α = ±2√(o·a)/(a − o). Undefined for tg 2α when a = o.
 */
function doubleAngle(ratio: Ratio, t: Triangle, quadrant: Quadrant): Value | undefined {
  const both = signIn('sen', quadrant) * signIn('cos', quadrant) > 0 ? 1 : -1;
  const difference = t.adjacent - t.opposite;
  const zero: Value = { text: '0', tex: '0', value: 0 };
  if (ratio === 'sen') return ratioOf(4 * t.opposite * t.adjacent, t.hypotenuse ** 2, both);
  if (ratio === 'cos')
    return difference === 0 ? zero : ratioOf(difference ** 2, t.hypotenuse ** 2, difference > 0 ? 1 : -1);
  if (ratio === 'tg' && difference !== 0)
    return ratioOf(4 * t.opposite * t.adjacent, difference ** 2, (both * Math.sign(difference)) as 1 | -1);
  return undefined;
}

export function solveQuadrantRatios(problem: string): SolverReply | undefined {
  const fromSigns = quadrantOfSigns(withoutOptions(problem));
  if (fromSigns) return fromSigns;
  const reading = read(withoutOptions(problem));
  // «x en el tercer cuadrante tal que tg x = 1» asks for x: the given ratio alone is no ratio asked.
  if (
    !reading ||
    (reading.doubled.length === 0 && !reading.pair && reading.asked.every((ratio) => ratio === reading.given))
  )
    return undefined;
  const { given, angle, x, y, sign } = reading;
  const triangle = triangleOf(given, x, y);
  const data = `$${ratioTexName(given, angle)} = ${ratioOf(x, y, sign).tex}$${
    reading.quadrant === 'acute'
      ? `, ${angle} agudo`
      : reading.quadrant
        ? `, ${angle} en el ${QUADRANT_NAME[reading.quadrant]} cuadrante`
        : ''
  }`;
  const method = [
    `Con $${ratioTexName(given, angle)}$ armá un triángulo rectángulo de referencia y hallá el lado que falta con Pitágoras ($\\operatorname{sen}^2 ${angle} + \\cos^2 ${angle} = 1$)`,
    'El cuadrante da el signo de cada razón: en el primero todas son positivas, en el segundo el seno, en el tercero la tangente y en el cuarto el coseno',
  ];
  const quadrant: Quadrant | undefined = reading.quadrant === 'acute' ? 1 : reading.quadrant;
  // What cannot be read whole: no quadrant, a value no ratio can take, a sign against the quadrant,
  // or ratios combined in the question.
  const problemWith = !triangle
    ? `${reading.raw} no es un valor posible para $${ratioTexName(given, angle)}$ con un ángulo que no esté sobre un eje`
    : !quadrant
      ? `no encontré en qué cuadrante está ${angle}, y el signo del resultado depende de eso`
      : signIn(given, quadrant) !== sign
        ? `en el ${QUADRANT_NAME[quadrant]} cuadrante $${ratioTexName(given, angle)}$ ${sign > 0 ? 'es negativo' : 'es positivo'}, y el dato tiene el otro signo`
        : reading.combined && !reading.pair
          ? 'la pregunta combina razones en una cuenta que no sé si leí bien'
          : undefined;
  const unsure = (why: string): SolverReply => ({
    text: [
      '## Razones trigonométricas de un ángulo',
      '',
      `**Datos:** ${data}.`,
      '',
      `Todavía no te doy un resultado: ${why}.`,
      '',
      'Así lo encararía:',
      ...numbered(method.map((step) => `${step}.`)),
      '',
      '¿Me confirmás el dato y el cuadrante, y qué razón te piden?',
    ].join('\n'),
    certain: false,
  });
  if (problemWith || !triangle || !quadrant) return unsure(problemWith ?? '');
  const q = quadrant;
  const values = new Map<Ratio, Value>(
    ALL.map((r) => {
      const [a, b] = sidesOf(r, triangle);
      return [r, ratioOf(a, b, signIn(r, q))];
    }),
  );
  const ratioValue = (r: Ratio) => values.get(r) ?? ratioOf(1, 1, 1);
  // The check: the given value comes back, sen² + cos² = 1 and tg = sen / cos.
  const givenValue = (sign * Math.sqrt(x)) / Math.sqrt(y);
  const holds =
    Math.abs(ratioValue(given).value - givenValue) < 1e-9 &&
    Math.abs(ratioValue('sen').value ** 2 + ratioValue('cos').value ** 2 - 1) < 1e-9 &&
    Math.abs(ratioValue('tg').value - ratioValue('sen').value / ratioValue('cos').value) < 1e-9;
  if (!holds) return undefined;
  const doubles = reading.doubled.map((r) => ({ ratio: r, value: doubleAngle(r, triangle, q) }));
  // A double angle with no tangent (cos 2α = 0), or one that does not come back as 2·sen·cos: not stated.
  if (
    doubles.some(
      ({ ratio, value }) =>
        !value ||
        Math.abs(
          value.value -
            (ratio === 'sen'
              ? 2 * ratioValue('sen').value * ratioValue('cos').value
              : ratio === 'cos'
                ? ratioValue('cos').value ** 2 - ratioValue('sen').value ** 2
                : (2 * ratioValue('tg').value) / (1 - ratioValue('tg').value ** 2)),
        ) > 1e-9,
    )
  )
    return {
      text: [
        '## Razones trigonométricas de un ángulo',
        '',
        `**Datos:** ${data}.`,
        '',
        `Todavía no te doy un resultado: con estos datos $\\cos 2${angle} = 0$, y la tangente del ángulo doble no está definida.`,
        '',
        '¿Me confirmás el dato y qué razón te piden?',
      ].join('\n'),
      certain: false,
    };
  if (reading.pair)
    return (
      pairReply(reading, reading.pair, ratioValue, data, q) ??
      unsure('la cuenta combina razones con raíces, y no la doy sin simplificarla con vos')
    );
  const side = (n: number) => ratioOf(n, 1, 1).tex;
  const steps = [
    `Triángulo de referencia: con $|${ratioTexName(given, angle)}| = ${ratioOf(x, y, 1).tex}$, los lados son opuesto $${side(triangle.opposite)}$, adyacente $${side(triangle.adjacent)}$ e hipotenusa $${side(triangle.hypotenuse)}$ (Pitágoras: $${side(triangle.opposite)}^2 + ${side(triangle.adjacent)}^2 = ${side(triangle.hypotenuse)}^2$).`,
    `Signos: en el ${QUADRANT_NAME[q]} cuadrante ${q === 1 ? 'todas son positivas' : `solo ${['', '', 'el seno', 'la tangente', 'el coseno'][q]} y su recíproca son positivos`}.`,
    ...reading.asked.map(
      (r) =>
        `$${ratioTexName(r, angle)} = ${ratioValue(r).tex}${Number.isInteger(ratioValue(r).value) ? '' : ` \\approx ${fmt(ratioValue(r).value, 4).replace(',', '{,}')}`}$.`,
    ),
    ...doubles.map(({ ratio, value }) => `${DOUBLE_FORMULA[ratio]?.(angle) ?? ''} $= ${value?.tex ?? ''}$.`),
    `Verificación: $\\operatorname{sen}^2 ${angle} + \\cos^2 ${angle} = 1$ ✓`,
  ];
  const stated = (name: string, v: Value) =>
    `**${name} = ${v.text}${/√|\//.test(v.text) ? ` ≈ ${fmt(v.value, 4)}` : ''}**`;
  const answer = [
    ...reading.asked.map((r) => stated(`${r} ${angle}`, ratioValue(r))),
    ...doubles.map(({ ratio, value }) => stated(`${ratio} 2${angle}`, value ?? ratioOf(1, 1, 1))),
  ].join('\n\n');
  return {
    text: workedReply({
      title: 'Razones trigonométricas de un ángulo',
      data,
      steps,
      answer,
      closing: '¿Por qué el cuadrante cambia el signo pero no el valor absoluto de cada razón?',
    }),
    certain: true,
  };
}

/** A ratio's value as a fraction p/q, when it has no root; undefined otherwise. */
function asFraction(v: Value): [number, number] | undefined {
  const m = /^(-?\d+)(?:\/(\d+))?$/.exec(v.text.replace('−', '-'));
  return m ? [Number(m[1]), Number(m[2] ?? 1)] : undefined;
}

const gcdOf = (p: number, q: number): number => (q === 0 ? Math.abs(p) : gcdOf(q, p % q));

/**
 * «sen β + tg β es igual a:»: two ratios of the angle combined by one operation, exactly, when both are
 * fractions (a root in either is left to the student, since the sum of two roots is not reduced here).
 */
function pairReply(
  reading: Reading,
  pair: NonNullable<Reading['pair']>,
  ratioValue: (r: Ratio) => Value,
  data: string,
  q: Quadrant,
): SolverReply | undefined {
  const scaled = (value: Value, k: number): Value =>
    k === 1
      ? value
      : {
          value: value.value * k,
          text: value.text.replace(/^(-?)(\d+)/, (_m, sign: string, n: string) => `${sign}${Number(n) * k}`),
          tex: `${k} \\cdot ${value.value < 0 ? `\\left(${value.tex}\\right)` : value.tex}`,
        };
  const [u, v] = [scaled(ratioValue(pair.first), pair.k1), scaled(ratioValue(pair.second), pair.k2)];
  const [a, b] = [asFraction(u), asFraction(v)];
  if (!a || !b) return undefined;
  const [n, d] =
    pair.op === '+'
      ? [a[0] * b[1] + b[0] * a[1], a[1] * b[1]]
      : pair.op === '-'
        ? [a[0] * b[1] - b[0] * a[1], a[1] * b[1]]
        : pair.op === '·'
          ? [a[0] * b[0], a[1] * b[1]]
          : [a[0] * b[1], a[1] * b[0]];
  if (d === 0) return undefined;
  const g = gcdOf(n, d) || 1;
  const [num, den] = d / g < 0 ? [-n / g, -d / g] : [n / g, d / g];
  const result = num / den;
  // The check: the same operation on the decimal values.
  const direct =
    pair.op === '+'
      ? u.value + v.value
      : pair.op === '-'
        ? u.value - v.value
        : pair.op === '·'
          ? u.value * v.value
          : u.value / v.value;
  if (Math.abs(direct - result) > 1e-9) return undefined;
  const angle = reading.angle;
  const text = den === 1 ? String(num) : `${num}/${den}`;
  const coefficient = (k: number) => (k === 1 ? '' : `${k} `);
  const name = `${coefficient(pair.k1)}${pair.first} ${angle} ${pair.op} ${coefficient(pair.k2)}${pair.second} ${angle}`;
  return {
    text: workedReply({
      title: 'Razones trigonométricas de un ángulo',
      data,
      steps: [
        `Con el triángulo de referencia y los signos del ${QUADRANT_NAME[q]} cuadrante: $${ratioTexName(pair.first, angle)} = ${ratioValue(pair.first).tex}$ y $${ratioTexName(pair.second, angle)} = ${ratioValue(pair.second).tex}$.`,
        `Hacé la cuenta con fracciones: $${u.tex} ${pair.op === '·' ? '\\cdot' : pair.op === '/' ? '\\div' : pair.op} ${v.value < 0 ? `\\left(${v.tex}\\right)` : v.tex} = ${den === 1 ? num : `${num < 0 ? '-' : ''}\\frac{${Math.abs(num)}}{${den}}`}$.`,
        `Verificación: con decimales da ${fmt(direct, 4)} ✓`,
      ],
      answer: `**${name} = ${text}${den === 1 ? '' : ` ≈ ${fmt(result, 4)}`}**`,
      closing: '¿Qué signo tiene cada razón en ese cuadrante, y por qué?',
    }),
    certain: true,
  };
}

export const quadrantRatios = declareSolver({
  name: 'quadrant_ratios',
  offer: 'razones trigonométricas sabiendo una y el cuadrante',
  summary:
    'Given one trigonometric ratio and the quadrant (words, I–IV, an interval or «agudo»), the other ratios asked, exactly.',
  examples: [
    'Si sen α = 3/5 y α pertenece al segundo cuadrante, calculá cos α.',
    'Sabiendo que tg α = 3/4 y que α está en el tercer cuadrante, hallá sen α y cos α.',
  ],
  parameters: { problem: 'the statement, as written' },
  solve: solveQuadrantRatios,
});
