/**
 * A quantity given as a quadratic function of another, as the exams' word problems give it: «la altura
 * de una pelota es h(t) = −5t² + 20t + 1,5», «la ganancia es G(x) = −2x² + 80x − 300». The questions are
 * about its vertex and its roots: the maximum (or minimum) value, when or where it is reached, when the
 * quantity comes back to 0 («¿cuánto tarda en volver al suelo?») and its value at the start. Exact; the
 * result checked by evaluating the function. It answers only when every number of the statement is in
 * the formula and one of these questions is asked.
 */
import { foldText } from '../text.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import {
  add,
  div,
  evalRat,
  Inexact,
  isZero,
  mul,
  neg,
  type Poly,
  quadraticRoots,
  type Rational,
  rat,
  ratText,
  sign,
  trim,
  value,
} from './exact.ts';
import { prepareMath } from './numbers.ts';
import { workedReply } from './reply.ts';
import { withoutOptions } from './statement.ts';

class Unread extends Error {}

const SECOND_QUESTION =
  /\?[^¿]*¿|\by\s+(?:cual(?:es)?|cuanto|cuanta|cuantos|cuantas|en\s+que|donde|cuando|a\s+que|que)\s+(?:es|son|vale|valen|instante|momento|tiempo|altura|punto|tarda|alcanza|la|lo|sus?)\b/;

function readRational(raw: string): Rational {
  const [whole = '', decimals = ''] = raw.replace('.', ',').split(',');
  const n = Number(`${whole}${decimals}`);
  if (!Number.isSafeInteger(n)) throw new Unread();
  return rat(n, 10 ** decimals.length);
}

interface Model {
  name: string;
  variable: string;
  /** Coefficients, lowest degree first. */
  p: Poly;
  /** Where the formula sits in the folded text, so that no other number goes unread. */
  start: number;
  end: number;
}

/** «h(t) = −5t^2 + 20t + 1,5»: a quadratic in its own variable, numbers only. */
function readModel(t: string): Model | undefined {
  const term = String.raw`(?:\d+(?:,\d+)?)?\*?[a-z]?(?:\^\d)?`;
  const m = new RegExp(
    String.raw`\b([a-z])\s*\(\s*([a-z])\s*\)\s*=\s*([-+]?\s*${term}(?:\s*[-+]\s*${term})*)`,
  ).exec(t);
  if (!m) return undefined;
  const [whole, name = '', variable = '', body = ''] = m;
  const compact = body.replace(/\s+/g, '').replace(/\*/g, '');
  const terms = compact.match(/[-+]?[^-+]+/g) ?? [];
  const coefficients: Rational[] = [rat(0), rat(0), rat(0)];
  for (const term of terms) {
    const parts = new RegExp(String.raw`^([-+])?(\d+(?:,\d+)?)?(${variable}(?:\^(\d))?)?$`).exec(term);
    if (!parts || (!parts[2] && !parts[3])) return undefined;
    const power = parts[3] ? (parts[4] ? Number(parts[4]) : 1) : 0;
    if (power > 2) return undefined;
    const size = parts[2] ? readRational(parts[2]) : rat(1);
    coefficients[power] = add(coefficients[power] ?? rat(0), parts[1] === '-' ? neg(size) : size);
  }
  const p = trim(coefficients);
  if (p.length !== 3) return undefined;
  const start = m.index;
  return { name, variable, p, start, end: start + whole.length };
}

type Asked = 'extreme-value' | 'extreme-at' | 'zero' | 'initial';

/** What is asked of the quantity; undefined when none of these or more than one. */
function askedOf(question: string): Asked | undefined {
  const extreme = /\b(?:maxim|minim)/.test(question);
  // «¿En qué instante…?», not «cuando»: «¿qué velocidad tiene cuando alcanza la altura máxima?» asks another thing.
  // «¿Cuántas unidades debe vender…?» asks where, not how much: «cuántos metros» would ask the value.
  const when =
    /\b(?:en que (?:instante|momento|tiempo|valor)|a los cuantos|para que valor|que cantidad de|cuanto (?:tiempo )?tarda en (?:alcanzar|llegar a)|cuant[oa]s (?:unidades|articulos|productos|piezas|entradas|kilos|kg|litros|personas|dias|horas|minutos|segundos|anos|meses|semanas))\b/.test(
      question,
    );
  // «¿Cuántas mesas debe fabricar para que la ganancia sea máxima?»: the count that makes it extreme,
  // whatever is counted.
  const where =
    when ||
    /\bpara que (?:el |la |los |las |su |sus )?[\w ]{0,30}?(?:sea|resulte|sean|resulten) (?:maxim|minim)|\bcuant[oa]s \w+ (?:debe|deben|hay que|tiene que|tienen que|conviene)\b|¿\s*cuando (?:es|alcanza|se alcanza|se produce|toma)\b/.test(
      question,
    );
  const asked: Asked[] = [];
  if (extreme && where) asked.push('extreme-at');
  else if (extreme) asked.push('extreme-value');
  if (
    /(?:volver|regresar|caer|llegar|tocar|impactar|chocar)\s+(?:al|el|contra el|en el)\s+(?:suelo|piso|agua)|(?:vuelve|regresa|cae|llega|toca|impacta)\s+(?:(?:la|el)\s+[a-z]+\s+)?(?:al|el|contra el|en el)\s+(?:suelo|piso|agua)/.test(
      question,
    )
  )
    asked.push('zero');
  if (/(?:altura|valor)\s+inicial|desde que altura (?:se lanza|fue lanzad|se arroja|parte)/.test(question))
    asked.push('initial');
  return asked.length === 1 ? asked[0] : undefined;
}

function solveQuadraticModel(problem: string): SolverReply | undefined {
  const whole = foldText(prepareMath(withoutOptions(problem)))
    .replace(/\s+/g, ' ')
    .trim();
  // «¿En qué instante alcanza la altura máxima y cuál es esa altura?»: where and how much, in one question.
  const both =
    /\b(?:(?:en|para) que (?:instante|momento|tiempo|valor(?: de [a-z])?)|cuando)\b[^?.¿]*\b(?:maxim|minim)\w*\s*,?\s+y\s+(?:cual|cuanto)\s+(?:es|vale)\s+(?:esa|ese|dicha|dicho|su)\s+[a-z]+\s*(?=\?|$)/.exec(
      whole,
    );
  const valueToo = both !== null;
  // «¿Cuál es la altura máxima que alcanza y en qué instante?»: the value, then where, in one question.
  const whereToo =
    !both &&
    /\b(?:maxim|minim)\w*[^?.¿]*?\s*,?\s+y\s+(?:en|a)\s+(?:que|cual)\s+(?:instante|momento|tiempo)\s*(?=\?|$)/.test(
      whole,
    );
  const t = both
    ? whole.replace(
        /\s*,?\s+y\s+(?:cual|cuanto)\s+(?:es|vale)\s+(?:esa|ese|dicha|dicho|su)\s+[a-z]+\s*(?=\?|$)/,
        '',
      )
    : whereToo
      ? whole.replace(/\s*,?\s+y\s+(?:en|a)\s+(?:que|cual)\s+(?:instante|momento|tiempo)\s*(?=\?|$)/, '')
      : whole;
  let model: Model | undefined;
  try {
    model = readModel(t);
  } catch (error) {
    if (error instanceof Unread || error instanceof Inexact) return undefined;
    throw error;
  }
  if (!model) return undefined;
  // Two questions («¿…? ¿…?», «¿cuál es … y cuáles son …?»): one reply would answer one of them.
  if (SECOND_QUESTION.test(t)) return undefined;
  const outside = `${t.slice(0, model.start)} ${t.slice(model.end)}`;
  const above = aboveFor(model, outside, problem);
  if (above) return above;
  // Every number is in the formula: «a los 3 s», «a 10 m de altura» ask or give something else.
  if (/\d/.test(outside)) return undefined;
  const asked = askedOf(outside);
  // Another quantity of the motion (a speed, an energy) is not the function's value.
  if (!asked || /velocidad|rapidez|aceleracion|energia|distancia|posicion|trabajo|potencia/.test(outside))
    return undefined;
  // A unit asked («en centímetros», «en minutos», «en pesos» of thousands), or a time spent somewhere
  // («¿cuánto tiempo está por encima…?»): not the function's own value in its own unit.
  const question = outside.includes('¿')
    ? outside.slice(outside.lastIndexOf('¿'))
    : (outside.split(/\.\s/).at(-1) ?? outside);
  if (
    /\ben (?:centimetros|metros|milimetros|kilometros|minutos|horas|segundos|pesos|dolares|cm|mm|km|min)\b|por encima|por debajo|permanece/.test(
      question,
    )
  )
    return undefined;
  const { p, variable } = model;
  // The name as written («C(x)», not the folded «c(x)»).
  const name =
    new RegExp(String.raw`\b(${model.name})\s*\(\s*${variable}\s*\)\s*=`, 'i').exec(problem)?.[1] ??
    model.name;
  const [c, b, a] = [p[0] ?? rat(0), p[1] ?? rat(0), p[2] ?? rat(0)];
  const at = div(neg(b), mul(rat(2), a));
  const top = evalRat(p, at);
  const isMax = sign(a) < 0;
  // A maximum asked of an upward parabola (or a minimum of a downward one) does not exist.
  if (asked === 'extreme-value' || asked === 'extreme-at') {
    const wantsMax = /\bmaxim/.test(outside);
    if (wantsMax !== isMax || /\bmaxim/.test(outside) === /\bminim/.test(outside)) return undefined;
  }
  const f = `${name}(${variable})`;
  const steps = [
    `Es una cuadrática en ${variable} con a = ${ratText(a)}, b = ${ratText(b)}, c = ${ratText(c)}; como a ${isMax ? '< 0' : '> 0'}, la parábola tiene un ${isMax ? 'máximo' : 'mínimo'} en el vértice.`,
  ];
  let answer: string;
  const number = (r: Rational) => ratText(r).replace('.', ',');
  switch (asked) {
    case 'extreme-at':
      steps.push(`${variable}_v = −b/(2a) = ${number(neg(b))}/(${number(mul(rat(2), a))}) = ${number(at)}.`);
      answer = `**${variable} = ${decimal(at)}**`;
      if (valueToo) {
        steps.push(`El valor ${isMax ? 'máximo' : 'mínimo'} es ${name}(${number(at)}) = ${number(top)}.`);
        answer += `\n\n**${name}_${isMax ? 'máx' : 'mín'} = ${decimal(top)}**`;
      }
      break;
    case 'extreme-value':
      steps.push(
        `${variable}_v = −b/(2a) = ${number(at)}; el valor ${isMax ? 'máximo' : 'mínimo'} es ${name}(${number(at)}) = ${number(top)}.`,
      );
      // Where it is reached on a line of its own: beside the value it would read as a second result;
      // a result too when it is asked («… y en qué instante?»).
      answer = `**${name}_${isMax ? 'máx' : 'mín'} = ${decimal(top)}**\n\n${whereToo ? `**${variable} = ${decimal(at)}**` : `Se alcanza en ${variable} = ${decimal(at)}.`}`;
      break;
    case 'initial':
      steps.push(`Al comienzo ${variable} = 0: ${name}(0) = c = ${number(c)}.`);
      answer = `**${name}(0) = ${decimal(c)}**`;
      break;
    case 'zero': {
      const { roots } = quadraticRoots(p);
      // The quantity comes back to 0 after the start: the positive root (the one after t = 0).
      const after = roots.filter((r) => r.value > 1e-12);
      if (after.length !== 1 || !roots.length) return undefined;
      const [root] = after;
      if (!root) return undefined;
      const check = value(evalRat(p, rat(0)));
      if (check < 0) return undefined;
      steps.push(
        `Vuelve a 0 cuando ${f} = 0: ${ratText(a)}${variable}² ${sign(b) < 0 ? '−' : '+'} ${ratText(rat(Math.abs(b.n), b.d))}${variable}${isZero(c) ? '' : ` ${sign(c) < 0 ? '−' : '+'} ${ratText(rat(Math.abs(c.n), c.d))}`} = 0, cuya raíz positiva es ${variable} = ${root.text}.`,
      );
      answer = `**${variable} = ${root.text.includes('√') ? `${root.text} ≈ ${decimalNumber(root.value)}` : root.text.replace('.', ',')}**`;
      break;
    }
  }
  steps.push(`Verificación: evaluando la fórmula en ese ${variable} da lo que se pidió ✓`);
  return {
    text: workedReply({
      title: 'Un problema con una función cuadrática',
      data: `${f} = ${polyShown(p, variable)}`,
      steps,
      answer,
      closing: '¿Por qué el máximo (o el mínimo) de una cuadrática está siempre en el vértice?',
    }),
    certain: true,
  };
}

/**
 * «¿Durante cuánto tiempo la piedra está a más de 75 m del suelo?»: the two instants where the quantity
 * equals the level, and the time between them, for a parabola with a maximum above that level. The
 * level is the only number outside the formula.
 */
function aboveFor(model: Model, outside: string, problem: string): SolverReply | undefined {
  const level =
    /\b(?:a mas de|por encima de|mas de|arriba de|supera(?:ndo)? (?:los )?)\s*(\d+(?:,\d+)?)\s*(m|metros|cm)?\b/.exec(
      outside,
    );
  if (!level || !/\b(?:durante cuanto tiempo|cuanto tiempo)\b/.test(outside)) return undefined;
  if (/\d/.test(outside.replace(level[0], ' '))) return undefined;
  if (/velocidad|rapidez|aceleracion|energia|distancia|posicion|\ben (?:minutos|horas|ms)\b/.test(outside))
    return undefined;
  const { p, variable } = model;
  const [c, b, a] = [p[0] ?? rat(0), p[1] ?? rat(0), p[2] ?? rat(0)];
  if (sign(a) >= 0) return undefined;
  const k = readRational(level[1] ?? '');
  const shifted = trim([add(c, neg(k)), b, a]);
  const { roots } = quadraticRoots(shifted);
  const [t1, t2] = [...roots].sort((x, y) => x.value - y.value);
  if (roots.length !== 2 || !t1 || !t2 || t1.value < -1e-12 || !(t2.value > t1.value)) return undefined;
  // The check: the quantity equals the level at both instants and is above it halfway.
  const at = (x: number) => value(c) + value(b) * x + value(a) * x * x;
  const kv = value(k);
  if (Math.abs(at(t1.value) - kv) > 1e-9 || Math.abs(at(t2.value) - kv) > 1e-9) return undefined;
  if (!(at((t1.value + t2.value) / 2) > kv)) return undefined;
  const name =
    new RegExp(String.raw`\b(${model.name})\s*\(\s*${variable}\s*\)\s*=`, 'i').exec(problem)?.[1] ??
    model.name;
  const span = t2.value - t1.value;
  const exact = !t1.text.includes('√') && !t2.text.includes('√');
  const shown = (x: { text: string; value: number }) =>
    x.text.includes('√') ? decimalNumber(x.value) : x.text.replace('.', ',');
  return {
    text: workedReply({
      title: 'Cuánto tiempo una cuadrática supera un valor',
      data: `${name}(${variable}) = ${polyShown(p, variable)}; nivel ${decimal(k)}`,
      steps: [
        `Como a < 0, la parábola está por encima de ${decimal(k)} entre los dos instantes en que lo iguala: ${name}(${variable}) = ${decimal(k)}, o sea ${polyShown(shifted, variable)} = 0.`,
        `Con la resolvente: ${variable} = ${shown(t1)} y ${variable} = ${shown(t2)}.`,
        `Entre esos instantes ${name}(${variable}) > ${decimal(k)}: dura ${shown(t2)} − ${shown(t1)} ${exact ? '=' : '≈'} ${decimalNumber(span)}.`,
        'Verificación: en los dos instantes la fórmula da el nivel, y en el medio lo supera ✓',
      ],
      answer: `**Δ${variable} ${exact ? '=' : '≈'} ${decimalNumber(span)}** (entre ${variable} = ${shown(t1)} y ${variable} = ${shown(t2)})`,
      closing: '¿Por qué el tiempo por encima de un nivel es la distancia entre las dos raíces?',
    }),
    certain: true,
  };
}

const decimalNumber = (x: number) => String(Math.round(x * 100) / 100).replace('.', ',');
const decimal = (r: Rational) => (r.d === 1 ? String(r.n) : decimalNumber(value(r)));

function polyShown(p: Poly, v: string): string {
  const [c, b, a] = [p[0] ?? rat(0), p[1] ?? rat(0), p[2] ?? rat(0)];
  const term = (k: Rational, unit: string, first: boolean) => {
    if (isZero(k)) return '';
    const size = decimal(rat(Math.abs(k.n), k.d));
    const body = unit && size === '1' ? unit : `${size}${unit}`;
    return first ? `${k.n < 0 ? '−' : ''}${body}` : ` ${k.n < 0 ? '−' : '+'} ${body}`;
  };
  return `${term(a, `${v}²`, true)}${term(b, v, false)}${term(c, '', false)}`;
}

export { solveQuadraticModel };

export const quadraticModel = declareSolver({
  name: 'quadratic_word_problem',
  offer: 'problemas con una función cuadrática (altura máxima, cuándo vuelve al suelo)',
  summary:
    'A quantity given as a quadratic function of another in a word problem (h(t) = −5t² + 20t + 1,5; G(x) = −2x² + 80x − 300): its maximum or minimum value, when it is reached, when it comes back to 0 (the positive root) or its initial value. Pass the statement with the formula.',
  examples: [
    'La altura de una pelota, en metros, a los t segundos es h(t) = −5t² + 20t + 1,5. Calcular la altura máxima que alcanza.',
    'La altura de un proyectil es h(t) = −5t² + 30t. ¿Cuánto tarda en volver al suelo?',
  ],
  parameters: { problem: 'the statement, as written' },
  solve: solveQuadraticModel,
});
