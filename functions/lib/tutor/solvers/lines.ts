/**
 * Lines in the plane as the exams ask for them: through two points, parallel or perpendicular to a given
 * line through a point (or through the midpoint of a segment: the perpendicular bisector), and the value
 * of a parameter that makes two lines parallel or perpendicular. Exact slopes; each answer in
 * slope-intercept and general form, checked on its points.
 */
import { foldText } from '../text.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import {
  add,
  div,
  type Exact,
  equal,
  exactRat,
  fromNumber,
  Inexact,
  integerForm,
  isZero,
  mul,
  neg,
  ONE,
  type Poly,
  quadraticRoots,
  type Rational,
  rat,
  ratTex,
  ratText,
  sub,
  value,
  ZERO,
} from './exact.ts';
import { group } from './groups.ts';
import { joinAnd } from './inequalities.ts';
import { solveLinearAreas } from './linear-areas.ts';
import {
  equationTex,
  type LineEquation,
  linearFormulas,
  lineEquation,
  parameterLetter,
  paramPolyTex,
  polyInParam,
} from './linear-forms.ts';
import { prepareMath, readNumber } from './numbers.ts';
import { orNone } from './or-none.ts';
import { workedReply } from './reply.ts';
import { withoutOptions } from './statement.ts';

interface Point {
  name?: string;
  x: Rational;
  y: Rational;
}

const NUM = String.raw`-?\d+(?:[.,]\d+)?`;
const POINT = new RegExp(
  String.raw`(?:\b([A-Z])\s*=?\s*)?\(\s*(${NUM})\s*(?:;|,(?=\s)|,(?=\s*-?\d+(?:[.,]\d+)?\s*\)))\s*(${NUM})\s*\)`,
  'g',
);

function readRational(raw: string): Rational {
  const typed = readNumber(raw.replace(/^-/, ''));
  if (typed === undefined) throw new Inexact();
  return fromNumber(raw.startsWith('-') ? -typed : typed);
}

export function findPoints(text: string): Point[] {
  return [...prepareMath(text).matchAll(POINT)].map((m) => ({
    ...(m[1] ? { name: m[1] } : {}),
    x: readRational(group(m, 2)),
    y: readRational(group(m, 3)),
  }));
}

/** A rational for the student: a decimal with a comma when it is a short one (0,5; −1,25), else p/q. */
export function numText(r: Rational): string {
  let d = r.d;
  while (d % 2 === 0) d /= 2;
  while (d % 5 === 0) d /= 5;
  if (d === 1 && r.d <= 10000) return String(value(r)).replace('.', ',');
  return ratText(r);
}

const pointTex = (p: Point) => `(${ratTex(p.x)};\\ ${ratTex(p.y)})`;
const wrap = (r: Rational) => (r.n < 0 ? `(${ratTex(r)})` : ratTex(r));
/** x - 2, x + 3, x */
const minus = (v: string, r: Rational) =>
  isZero(r) ? v : `${v} ${r.n < 0 ? '+' : '-'} ${ratTex(rat(Math.abs(r.n), r.d))}`;

function slopeOf({ a, b }: LineEquation): Rational | undefined {
  return isZero(b) ? undefined : div(neg(a), b);
}

/** y = mx + b, x = c or y = c in plain text, with short decimals. */
function lineText({ a, b, c }: LineEquation): string {
  if (isZero(b)) return `x = ${numText(div(c, a))}`;
  const m = div(neg(a), b);
  const q = div(c, b);
  if (isZero(m)) return `y = ${numText(q)}`;
  const slope = equal(m, ONE) ? '' : equal(m, rat(-1)) ? '-' : numText(m);
  const times = /\//.test(slope) ? ' ' : '';
  return `y = ${slope}${times}x${isZero(q) ? '' : ` ${q.n < 0 ? '-' : '+'} ${numText(rat(Math.abs(q.n), q.d))}`}`;
}

function lineTex({ a, b, c }: LineEquation): string {
  if (isZero(b)) return `x = ${ratTex(div(c, a))}`;
  const m = div(neg(a), b);
  const q = div(c, b);
  if (isZero(m)) return `y = ${ratTex(q)}`;
  const slope = equal(m, ONE) ? '' : equal(m, rat(-1)) ? '-' : ratTex(m);
  return `y = ${slope}x${isZero(q) ? '' : ` ${q.n < 0 ? '-' : '+'} ${ratTex(rat(Math.abs(q.n), q.d))}`}`;
}

/** a·x + b·y + c = 0 with coprime integers and a ≥ 0. */
function generalText({ a, b, c }: LineEquation): string {
  const { poly } = integerForm([a, b, neg(c)]);
  let [A, B, C] = [0, 1, 2].map((k) => poly[k]?.n ?? 0) as [number, number, number];
  if (A < 0 || (A === 0 && B < 0)) [A, B, C] = [-A, -B, -C];
  const term = (k: number, v: string, first: boolean) =>
    k === 0
      ? ''
      : `${first ? (k < 0 ? '-' : '') : k < 0 ? ' - ' : ' + '}${Math.abs(k) === 1 && v ? '' : Math.abs(k)}${v}`;
  return `${term(A, 'x', true)}${term(B, 'y', A === 0)}${term(C, '', false)} = 0`;
}

const through = (p: Point, m: Rational | undefined): LineEquation =>
  m === undefined
    ? { a: ONE, b: ZERO, c: p.x }
    : // y − y₀ = m(x − x₀) ⇔ −m·x + y = y₀ − m·x₀
      { a: neg(m), b: ONE, c: sub(p.y, mul(m, p.x)) };

const passes = ({ a, b, c }: LineEquation, p: Point) => equal(add(mul(a, p.x), mul(b, p.y)), c);

function answerLines(eq: LineEquation): string {
  return `**${lineText(eq)}** (en forma general, ${generalText(eq)})`;
}

function reply(title: string, data: string, steps: string[], answer: string, closing: string): SolverReply {
  return { text: workedReply({ title, data, steps, answer, closing }), certain: true };
}

function pointSlopeStep(p: Point, m: Rational | undefined, eq: LineEquation): string {
  if (m === undefined) return `Una recta vertical por $${pointTex(p)}$ es $x = ${ratTex(p.x)}$.`;
  return `Ecuación punto-pendiente: $${minus('y', p.y)} = ${ratTex(m)}\\,(${minus('x', p.x)})$, o sea $${lineTex(eq)}$.`;
}

function twoPoints(p: Point, q: Point): SolverReply | undefined {
  if (equal(p.x, q.x) && equal(p.y, q.y)) return undefined;
  const steps: string[] = [];
  let m: Rational | undefined;
  if (equal(p.x, q.x)) steps.push(`Los dos puntos tienen la misma abscisa: la recta es vertical.`);
  else {
    m = div(sub(q.y, p.y), sub(q.x, p.x));
    steps.push(
      `Pendiente: $m = \\frac{y_2 - y_1}{x_2 - x_1} = \\frac{${ratTex(q.y)} - ${wrap(p.y)}}{${ratTex(q.x)} - ${wrap(p.x)}} = ${ratTex(m)}$.`,
    );
  }
  const eq = through(p, m);
  steps.push(pointSlopeStep(p, m, eq));
  if (!passes(eq, p) || !passes(eq, q)) return undefined;
  steps.push(`Verificación: los dos puntos cumplen la ecuación ✓`);
  return reply(
    'Recta que pasa por dos puntos',
    `${label(p)} y ${label(q)}`,
    steps,
    answerLines(eq),
    '¿Qué pasa con la pendiente si los dos puntos tienen la misma abscisa?',
  );
}

const label = (p: Point) => `${p.name ? `${p.name} = ` : ''}$${pointTex(p)}$`;

/** Where two lines cross, by Cramer's rule; undefined when they are parallel (or the same line). */
function crossing(first: LineEquation, second: LineEquation): Point | undefined {
  const det = sub(mul(first.a, second.b), mul(second.a, first.b));
  if (isZero(det)) return undefined;
  return {
    x: div(sub(mul(first.c, second.b), mul(second.c, first.b)), det),
    y: div(sub(mul(first.a, second.c), mul(second.a, first.c)), det),
  };
}

/** What a statement about a new line asks of it: its equation, where it crosses the given one, or both. */
interface RelativeAsked {
  crossing: boolean;
  equation: boolean;
}

function relative(
  kind: 'perpendicular' | 'paralela',
  reference: { eq: LineEquation; shown: string; steps: string[] },
  p: Point,
  pointSteps: string[],
  data: string,
  asked: RelativeAsked = { crossing: false, equation: true },
): SolverReply | undefined {
  const steps = [...reference.steps];
  const given = slopeOf(reference.eq);
  const givenText =
    given === undefined
      ? `$${reference.shown}$ es vertical (no tiene pendiente).`
      : `La pendiente de $${reference.shown}$ es $m = ${ratTex(given)}$${isZero(reference.eq.b) || equal(reference.eq.b, ONE) ? '' : ' (despejá y)'}.`;
  if (!reference.steps.length) steps.push(givenText);
  let m: Rational | undefined;
  if (kind === 'paralela') {
    m = given;
    steps.push(
      m === undefined
        ? 'La paralela también es vertical.'
        : `Rectas paralelas tienen la misma pendiente: $m = ${ratTex(m)}$.`,
    );
  } else if (given === undefined) {
    m = ZERO;
    steps.push('La perpendicular a una vertical es horizontal: $m = 0$.');
  } else if (isZero(given)) {
    m = undefined;
    steps.push('La perpendicular a una horizontal es vertical.');
  } else {
    m = div(rat(-1), given);
    steps.push(
      `Rectas perpendiculares tienen pendientes opuestas e inversas ($m_1 \\cdot m_2 = -1$): $m = -\\frac{1}{m_1} = ${ratTex(m)}$.`,
    );
  }
  steps.push(...pointSteps);
  const eq = through(p, m);
  steps.push(pointSlopeStep(p, m, eq));
  // Check: the point is on it and the slopes keep the relation asked.
  const [a1, b1] = [reference.eq.a, reference.eq.b];
  const relation =
    kind === 'paralela' ? sub(mul(a1, eq.b), mul(eq.a, b1)) : add(mul(a1, eq.a), mul(b1, eq.b));
  if (!passes(eq, p) || !isZero(relation)) return undefined;
  steps.push(
    `Verificación: $${pointTex(p)}$ cumple la ecuación y ${kind === 'paralela' ? 'las pendientes son iguales' : 'el producto de las pendientes da −1'} ✓`,
  );
  const answers = asked.equation ? [answerLines(eq)] : [];
  if (asked.crossing) {
    // «Hallar el punto de intersección entre L₁ y L₂»: the new line is a step, the crossing the answer.
    const cross = crossing(reference.eq, eq);
    if (!cross || !passes(reference.eq, cross) || !passes(eq, cross)) return undefined;
    steps.push(
      `Intersección: resolvé el sistema $${equationTex(reference.eq)}$, $${equationTex(eq)}$ (igualación o sustitución): $x = ${ratTex(cross.x)}$, $y = ${ratTex(cross.y)}$.`,
      `Verificación: $${pointTex(cross)}$ cumple las dos ecuaciones ✓`,
    );
    answers.push(`**Punto de intersección: (${numText(cross.x)}; ${numText(cross.y)})**`);
  }
  return reply(
    asked.crossing ? `Recta ${kind} por un punto y su intersección` : `Recta ${kind} por un punto`,
    data,
    steps,
    answers.join('\n\n'),
    kind === 'paralela'
      ? '¿Qué tendría que cambiar para que la recta fuera perpendicular?'
      : '¿Por qué el producto de las pendientes de dos perpendiculares da −1?',
  );
}

function parameterCondition(
  kind: 'perpendicular' | 'paralela',
  formulas: ReturnType<typeof linearFormulas>,
  param: string,
): SolverReply | undefined {
  if (formulas.length !== 2) return undefined;
  const at = (k: Rational) => formulas.map((f) => lineEquation(f, k));
  const condition = polyInParam((k) => {
    const [l1, l2] = at(k);
    if (!l1 || !l2) return undefined;
    return kind === 'perpendicular'
      ? add(mul(l1.a, l2.a), mul(l1.b, l2.b))
      : sub(mul(l1.a, l2.b), mul(l2.a, l1.b));
  });
  if (!condition || condition.length < 2) return undefined;
  const roots = rationalRoots(condition);
  if (!roots) return undefined;
  const valid: Exact[] = [];
  for (const k of roots) {
    const r = exactRat(k);
    // A parallel pair that is the same line is not "parallel".
    const [l1, l2] = at(k);
    if (!l1 || !l2) return undefined;
    if ((isZero(l1.a) && isZero(l1.b)) || (isZero(l2.a) && isZero(l2.b))) continue;
    if (
      kind === 'paralela' &&
      isZero(sub(mul(l1.a, l2.c), mul(l2.a, l1.c))) &&
      isZero(sub(mul(l1.b, l2.c), mul(l2.b, l1.c)))
    )
      continue;
    const check =
      kind === 'perpendicular'
        ? add(mul(l1.a, l2.a), mul(l1.b, l2.b))
        : sub(mul(l1.a, l2.b), mul(l2.a, l1.b));
    if (!isZero(check)) return undefined;
    valid.push(r);
  }
  if (valid.length === 0) return undefined;
  const steps = [
    `Escribí cada recta como $ax + by = c$: el vector $(a;\\ b)$ es perpendicular a la recta.`,
    kind === 'perpendicular'
      ? `Son perpendiculares cuando $a_1 a_2 + b_1 b_2 = 0$ (equivale a $m_1 \\cdot m_2 = -1$): $${paramPolyTex(condition, param)} = 0$.`
      : `Son paralelas cuando $a_1 b_2 - a_2 b_1 = 0$ (igual pendiente): $${paramPolyTex(condition, param)} = 0$.`,
    `Despejando: ${joinAnd(valid.map((r) => `$${param} = ${r.tex}$`))}.`,
    `Verificación: con ${valid.length > 1 ? 'esos valores' : 'ese valor'} la condición se cumple ✓`,
  ];
  return reply(
    `Rectas ${kind === 'perpendicular' ? 'perpendiculares' : 'paralelas'} con un parámetro`,
    `las dos rectas del enunciado, con ${param} a determinar`,
    steps,
    `**${valid.map((r) => `${param} = ${r.text}${/\//.test(r.text) ? ` ≈ ${String(Math.round(r.value * 100) / 100).replace('.', ',')}` : ''}`).join(' o ')}**`,
    '¿Qué condición pedirías para que fueran paralelas en vez de perpendiculares?',
  );
}

/** The roots of a polynomial of degree 1 or 2 when they are rational; undefined when one is not. */
export function rationalRoots(p: Poly): Rational[] | undefined {
  const [b, a] = p;
  if (p.length === 2 && b && a) return [div(neg(b), a)];
  const { roots } = quadraticRoots(p);
  const out: Rational[] = [];
  for (const root of roots) {
    const m = /^(-?\d+)(?:\/(\d+))?$/.exec(root.text);
    if (!m) return undefined;
    out.push(rat(Number(m[1]), Number(m[2] ?? 1)));
  }
  return out;
}

const midpoint = (p: Point, q: Point): Point => ({
  x: div(add(p.x, q.x), rat(2)),
  y: div(add(p.y, q.y), rat(2)),
});

/** «pasa por (1; 2) y tiene pendiente −3», «paralela al eje x que pasa por (2; −1)». */
function pointAndSlope(folded: string, points: Point[], formulas: number): SolverReply | undefined {
  const [p] = points;
  if (!p || points.length !== 1 || formulas > 0) return undefined;
  const slope = new RegExp(
    String.raw`pendiente\s+(?:es\s+|igual a\s+|de\s+|m\s*=\s*)?(${NUM}(?:\/\d+)?)`,
  ).exec(folded.replace(/[−–]/g, '-'));
  const axis = /paralela al eje (?:de las )?(x|y|abscisas|ordenadas)\b/.exec(folded)?.[1];
  if (Boolean(slope) === Boolean(axis)) return undefined;
  let m: Rational | undefined;
  if (slope) {
    const [n, d] = (slope[1] ?? '').split('/');
    m = div(readRational(n ?? ''), d ? readRational(d) : ONE);
  } else m = axis === 'x' || axis === 'abscisas' ? ZERO : undefined;
  const eq = through(p, m);
  if (!passes(eq, p)) return undefined;
  // «… pasa por (2; 7) y tiene pendiente −3, ¿en qué valor de x corta al eje de abscisas?»: the crossing
  // asked, read off the line, not the line alone.
  const crossingAsked =
    /corta al eje|ordenada al origen|abscisa al origen|interse\w* con (?:el )?eje|\braiz\b|\bcero\b/;
  if (crossingAsked.test(folded.replace(/paralela al eje/g, ''))) {
    const crossing = slopeOfLine(
      folded
        .replace(/[−–]/g, '-')
        .replace(slope?.[0] ?? '', '')
        .replace(/interse\w* con (?:el )?eje (x|y)/, 'corta al eje $1'),
      eq,
      lineTex(eq),
    );
    return (
      crossing && {
        ...crossing,
        text: crossing.text.replace(
          'Despejá y para escribirla como',
          `${pointSlopeStep(p, m, eq)} Escrita como`,
        ),
      }
    );
  }
  const steps = [
    ...(axis
      ? [
          m === undefined
            ? 'Una recta paralela al eje y es vertical: todos sus puntos tienen la misma abscisa.'
            : 'Una recta paralela al eje x es horizontal: su pendiente es 0.',
        ]
      : []),
    pointSlopeStep(p, m, eq),
    `Verificación: $${pointTex(p)}$ cumple la ecuación ✓`,
  ];
  return reply(
    'Recta por un punto con su pendiente',
    `${label(p)}; ${axis ? `paralela al eje ${axis === 'abscisas' ? 'x' : axis === 'ordenadas' ? 'y' : axis}` : `pendiente ${m ? numText(m) : ''}`}`,
    steps,
    answerLines(eq),
    '¿Qué indica el signo de la pendiente sobre cómo va la recta?',
  );
}

/**
 * «Dados A(−2; 1) y B(4; 9), calcular la pendiente de la recta AB»: the slope of the line through the two
 * points (and its intercept when asked), not its equation. Only when the slope is asked, not given.
 */
function slopeThrough(folded: string, points: readonly Point[], formulas: number): SolverReply | undefined {
  const [p, q] = points;
  if (!p || !q || points.length !== 2 || formulas > 0 || !/\bpendiente\b/.test(folded)) return undefined;
  if (
    /ecuacion|(?:con|de|tiene|cuya) pendiente|pendiente (?:es|igual|vale|de \d|m\s*=)|paralel|perpendicular/.test(
      folded,
    )
  )
    return undefined;
  // Another thing asked beside the slope («la distancia entre ellos y la pendiente…»): not all answered here.
  if (
    /\bdistancia\b|punto medio|\barea\b|\bangulo\b|perimetro|\braiz\b|abscisa al origen|justifi|rectangul/.test(
      folded,
    )
  )
    return undefined;
  if (equal(p.x, q.x)) return undefined;
  const m = div(sub(q.y, p.y), sub(q.x, p.x));
  const eq = through(p, m);
  if (!passes(eq, p) || !passes(eq, q)) return undefined;
  const interceptAsked = /ordenada al origen|corta al eje (?:y|de (?:las )?ordenadas)/.test(folded);
  const q0 = div(eq.c, eq.b);
  return reply(
    'Pendiente de la recta por dos puntos',
    `${label(p)} y ${label(q)}`,
    [
      `Pendiente: $m = \\frac{y_2 - y_1}{x_2 - x_1} = \\frac{${ratTex(q.y)} - ${wrap(p.y)}}{${ratTex(q.x)} - ${wrap(p.x)}} = ${ratTex(m)}$.`,
      ...(interceptAsked
        ? [`Con la ecuación $${lineTex(eq)}$, la ordenada al origen es $b = ${ratTex(q0)}$.`]
        : []),
      'Verificación: la recta con esa pendiente por el primer punto pasa por el segundo ✓',
    ],
    [
      `**Pendiente: m = ${numText(m)}**`,
      ...(interceptAsked ? [`**Ordenada al origen: b = ${numText(q0)}**`] : []),
    ].join('\n\n'),
    '¿Qué signo tiene la pendiente si la recta baja de izquierda a derecha?',
  );
}

/**
 * «La recta que pasa por A(1; 2) y B(3; 8) corta al eje de ordenadas en el punto:»: the line through the
 * two points, then where it meets the axis asked (its intercepts read off y = mx + b). Undefined when no
 * axis is asked; null when one is and it cannot be answered (a vertical line, another thing asked too).
 */
function axisThrough(
  folded: string,
  points: readonly Point[],
  formulas: number,
): SolverReply | null | undefined {
  const asked = /corta al eje|ordenada al origen|abscisa al origen|interse\w* con (?:el )?eje/.test(folded);
  if (!asked) return undefined;
  const [p, q] = points;
  if (
    !p ||
    !q ||
    points.length !== 2 ||
    formulas > 0 ||
    /paralel|perpendicular|distancia|\barea\b|angulo/.test(folded)
  )
    return null;
  if (equal(p.x, q.x) && equal(p.y, q.y)) return null;
  const m = equal(p.x, q.x) ? undefined : div(sub(q.y, p.y), sub(q.x, p.x));
  const eq = through(p, m);
  if (m === undefined || !passes(eq, p) || !passes(eq, q)) return null;
  const crossing = slopeOfLine(
    folded.replace(/interse\w* con (?:el )?eje (x|y)/, 'corta al eje $1'),
    eq,
    lineTex(eq),
  );
  if (!crossing) return null;
  return {
    ...crossing,
    text: crossing.text.replace(
      'Despejá y para escribirla como',
      `Por los dos puntos, la pendiente es $m = \\frac{${ratTex(q.y)} - ${wrap(p.y)}}{${ratTex(q.x)} - ${wrap(p.x)}} = ${ratTex(m)}$ y la recta, escrita como`,
    ),
  };
}

/** «la pendiente (y la ordenada al origen) de la recta 2x − 3y + 6 = 0»: read off y = mx + b. */
function slopeOfLine(folded: string, eq: LineEquation, shown: string): SolverReply | undefined {
  const asksSlope = /\bpendiente\b/.test(folded);
  const asksIntercept = /ordenada al origen|corta al eje (?:y|de (?:las )?ordenadas)/.test(folded);
  const asksRoot = /abscisa al origen|corta al eje (?:x|de (?:las )?abscisas)|\bcero\b|\braiz\b/.test(folded);
  if (!asksSlope && !asksIntercept && !asksRoot) return undefined;
  // «Una recta corta al eje y en (0; 4) y al eje x en (2; 0). ¿Cuál es su ecuación?»: the crossings are its
  // data, and the equation, not its ordinate, is asked.
  const asked = folded.includes('¿') ? folded.slice(folded.lastIndexOf('¿')) : folded;
  if (/\becuacion\b/.test(asked) && !/pendiente|ordenada|abscisa|corta/.test(asked)) return undefined;
  const m = slopeOf(eq);
  if (m === undefined) return undefined;
  const q = div(eq.c, eq.b);
  const root = isZero(m) ? undefined : div(neg(q), m);
  if (asksRoot && root === undefined) return undefined;
  // «Escribí la ecuación de s y su ordenada al origen»: the equation is asked too, not only read.
  const equationToo =
    /(?:halla|determina|escrib|obten|encontra|calcula|indica)\w*\s+(?:la\s+)?ecuacion\b/.test(asked);
  const answers = [
    equationToo ? answerLines(eq) : '',
    asksSlope ? `**Pendiente: m = ${numText(m)}**` : '',
    // The crossing as a point too: options write it «(0; −1)».
    asksIntercept ? `**Ordenada al origen: b = ${numText(q)}** (el punto (0; ${numText(q)}))` : '',
    asksRoot && root ? `**Abscisa al origen: x = ${numText(root)}** (el punto (${numText(root)}; 0))` : '',
  ].filter(Boolean);
  return reply(
    'Pendiente y ordenada de una recta',
    `la recta $${shown}$`,
    [
      `Despejá y para escribirla como $y = mx + b$: $${lineTex(eq)}$.`,
      `La pendiente es el coeficiente de x y la ordenada al origen el término independiente${root ? `; la recta corta al eje x donde y = 0, en $x = ${ratTex(root)}$` : ''}.`,
    ],
    answers.join('\n\n'),
    '¿Qué recta tiene pendiente 0 y cuál no tiene pendiente?',
  );
}

/**
 * «Una función lineal f cumple f(1) = 5 y f(3) = 9», «tiene pendiente −3 y cumple f(2) = 1»: two values
 * of a linear function, or one and its slope, give its line; its formula, slope, intercept, zero or a
 * value at another x («Calcule f(−1)») as asked. Only with exactly those numbers.
 */
function linearFromValues(statement: string, folded: string): SolverReply | undefined {
  if (!/\bfuncion (?:lineal|afin)\b/.test(folded)) return undefined;
  // «¿… la pendiente de una recta perpendicular a ella?»: another line than the one these values give.
  if (/perpendicular|paralel/.test(folded)) return undefined;
  // «Una función lineal decreciente cumple f(1) = 5 y f(3) = 11»: a condition these values may break,
  // or a question about how it goes; either way more than the numbers this reading uses.
  if (/\b(?:de)?creciente\b|\bconstante\b/.test(folded)) return undefined;
  const prepared = prepareMath(statement);
  const values = [
    ...prepared.matchAll(new RegExp(String.raw`\b([a-z])\s*\(\s*(${NUM})\s*\)\s*=\s*(${NUM})`, 'g')),
  ];
  const [first, second] = values;
  if (!first || values.length > 2 || (second && first[1] !== second[1])) return undefined;
  const name = group(first, 1);
  const slopeGiven = new RegExp(
    String.raw`pendiente\s+(?:es\s+|igual a\s+|de\s+|m\s*=\s*)?(${NUM}(?:\/\d+)?)`,
  ).exec(foldText(prepared));
  // Two values, or one and the slope: never both, which could disagree.
  if (Boolean(second) === Boolean(slopeGiven)) return undefined;
  // «Calcule f(−1)», «¿Cuánto vale f(5)?»: the function's value at an x the statement does not give it at.
  const evaluated = [
    ...prepared.matchAll(new RegExp(String.raw`\b${name}\s*\(\s*(${NUM})\s*\)(?!\s*=)`, 'g')),
  ].map((match) => readRational(group(match, 1)));
  // «¿Para qué valor de x es f(x) = 15?», «¿… f(x) vale 15?»: the x where it takes a value.
  const target = new RegExp(
    String.raw`(?:para que (?:valor(?:es)? de )?x|que valor de x|hall\w* (?:el valor de )?x tal que)\b[^?.]*?(?:\b${name}\s*\(\s*x\s*\)\s*(?:=|vale|valga|sea|es igual a)|\b(?:vale|valga|toma el valor))\s*(${NUM})`,
  ).exec(foldText(prepared));
  const numbers = (prepared.match(/\d+(?:[.,]\d+)?/g) ?? []).length;
  if (numbers !== values.length * 2 + (slopeGiven ? 1 : 0) + evaluated.length + (target ? 1 : 0))
    return undefined;
  const formulaAsked = /formula|expresion|ecuacion|ley\b|hall\w*\s+(?:la\s+funcion|f\b)|defini/.test(folded);
  const zeroAsked = /\bcero\b|\braiz\b|corta al eje (?:x|de (?:las )?abscisas)|\bse anula\b/.test(folded);
  const slopeAsked = !slopeGiven && /\bpendiente\b/.test(folded);
  const interceptAsked = /ordenada al origen|corta al eje (?:y|de (?:las )?ordenadas)/.test(folded);
  if (!formulaAsked && !zeroAsked && !slopeAsked && !interceptAsked && !evaluated.length && !target)
    return undefined;
  if (target && zeroAsked) return undefined;
  const p = { x: readRational(group(first, 2)), y: readRational(group(first, 3)) };
  const q = second ? { x: readRational(group(second, 2)), y: readRational(group(second, 3)) } : undefined;
  if (q && equal(p.x, q.x)) return undefined;
  const [slopeTop, slopeBottom] = (slopeGiven?.[1] ?? '').split('/');
  const m = q
    ? div(sub(q.y, p.y), sub(q.x, p.x))
    : div(readRational(slopeTop ?? ''), slopeBottom ? readRational(slopeBottom) : ONE);
  const eq = through(p, m);
  if (!passes(eq, p) || (q && !passes(eq, q))) return undefined;
  const formula = lineText(eq).replace(/^y =/, `${name}(x) =`);
  const intercept = div(eq.c, eq.b);
  // The zero: m·x + b = 0, x = −b/m; a constant function has none to state.
  if (zeroAsked && isZero(m)) return undefined;
  const zero = zeroAsked ? div(neg(intercept), m) : undefined;
  // The x where f takes the value asked: m·x + b = v, x = (v − b)/m; a constant function has none.
  if (target && isZero(m)) return undefined;
  const targetValue = target ? readRational(group(target, 1)) : undefined;
  const reached = targetValue ? div(sub(targetValue, intercept), m) : undefined;
  const at = (x: Rational) => add(mul(m, x), intercept);
  const steps = [
    q
      ? `Los valores dados son puntos de la recta: $(${ratTex(p.x)};\\ ${ratTex(p.y)})$ y $(${ratTex(q.x)};\\ ${ratTex(q.y)})$.`
      : `El valor dado es un punto de la recta: $(${ratTex(p.x)};\\ ${ratTex(p.y)})$, con pendiente $m = ${ratTex(m)}$.`,
    q
      ? `Pendiente: $m = \\frac{${ratTex(q.y)} - ${wrap(p.y)}}{${ratTex(q.x)} - ${wrap(p.x)}} = ${ratTex(m)}$; ordenada al origen: $b = ${ratTex(intercept)}$.`
      : `Ordenada al origen: $${ratTex(p.y)} = ${ratTex(m)} \\cdot ${wrap(p.x)} + b \\Rightarrow b = ${ratTex(intercept)}$.`,
    ...(zero ? [`Cero: $${ratTex(m)}\\,x + ${wrap(intercept)} = 0 \\Rightarrow x = ${ratTex(zero)}$.`] : []),
    ...(reached && targetValue
      ? [
          `Valor pedido: $${ratTex(m)}\\,x + ${wrap(intercept)} = ${ratTex(targetValue)} \\Rightarrow x = ${ratTex(reached)}$; verificación: $${name}(${ratTex(reached)}) = ${ratTex(at(reached))}$ ✓`,
        ]
      : []),
    ...evaluated.map(
      (x) =>
        `$${name}(${ratTex(x)}) = ${ratTex(m)} \\cdot ${wrap(x)} + ${wrap(intercept)} = ${ratTex(at(x))}$.`,
    ),
    q
      ? 'Verificación: los dos valores dados cumplen la fórmula ✓'
      : 'Verificación: el valor dado cumple la fórmula ✓',
  ];
  return reply(
    q ? 'Función lineal por dos valores' : 'Función lineal por un valor y su pendiente',
    q
      ? `$${name}(${ratTex(p.x)}) = ${ratTex(p.y)}$ y $${name}(${ratTex(q.x)}) = ${ratTex(q.y)}$`
      : `$${name}(${ratTex(p.x)}) = ${ratTex(p.y)}$; pendiente ${numText(m)}`,
    steps,
    [
      ...(formulaAsked ? [`**${formula}**`] : []),
      ...(slopeAsked ? [`**Pendiente: m = ${numText(m)}**`] : []),
      ...(interceptAsked ? [`**Ordenada al origen: b = ${numText(intercept)}**`] : []),
      // The crossing as a point too: the options write it «(−2/3; 0)», and a bare x did not match it.
      ...(zero ? [`**Cero: x = ${numText(zero)}** (corta al eje x en (${numText(zero)}; 0))`] : []),
      ...evaluated.map((x) => `**${name}(${numText(x)}) = ${numText(at(x))}**`),
      ...(reached ? [`**x = ${numText(reached)}**`] : []),
    ].join('\n\n'),
    '¿Qué representa la pendiente en la gráfica de la función?',
  );
}

/** The sentences that ask or order («Hallar…», «¿Cuál…?»), where what is asked is named. */
function orders(folded: string): string {
  return folded
    .split(/(?<=[.?!])\s+|\n+|(?=¿)/)
    .filter(
      (sentence) =>
        /[¿?]|\b(?:halla|hallar|determin|calcul|obten|encontr|escrib|indica)\w*/.test(sentence) ||
        // An options stem left open: «… corta a la recta y = 2x + 1 en:».
        /:\s*$/.test(sentence),
    )
    .join(' ');
}

/**
 * «Las rectas y = 2x + 1 e y = −x/2 + 3 son:», «¿… son paralelas o perpendiculares?»: how two lines lie,
 * from their coefficients: parallel (a₁b₂ = a₂b₁), the same line (and c proportional), perpendicular
 * (a₁a₂ + b₁b₂ = 0) or crossing at another angle. Two lines and no other number asked.
 */
function positionOfTwo(statement: string, folded: string): SolverReply | undefined {
  const asked =
    /\blas rectas\b[^.?]*\bson\s*:?\s*$/.test(folded.trim()) ||
    /\bson (?:paralelas|perpendiculares)(?:,| o)|\bposicion relativa\b|\bque posicion\b|\bcomo son (?:entre si )?(?:las rectas|estas rectas)?/.test(
      folded,
    );
  if (!asked || findPoints(statement).length > 0) return undefined;
  const formulas = linearFormulas(statement, undefined).filter(
    (f) => f.sides.length === 2 && f.vars.size > 0,
  );
  const lines = formulas
    .map((f) => lineEquation(f))
    .filter((eq): eq is LineEquation => eq !== undefined && !(isZero(eq.a) && isZero(eq.b)));
  const [r, q] = lines;
  if (!r || !q || lines.length !== 2 || formulas.length !== 2) return undefined;
  // Every number is one of the two lines'.
  const shownR = equationTex(r);
  const shownQ = equationTex(q);
  const cross = sub(mul(r.a, q.b), mul(q.a, r.b));
  const dot = add(mul(r.a, q.a), mul(r.b, q.b));
  const parallel = isZero(cross);
  const same =
    parallel && isZero(sub(mul(r.a, q.c), mul(q.a, r.c))) && isZero(sub(mul(r.b, q.c), mul(q.b, r.c)));
  const perpendicular = isZero(dot);
  const [m1, m2] = [slopeOf(r), slopeOf(q)];
  const slopeText = (m: Rational | undefined) =>
    m === undefined ? 'vertical (sin pendiente)' : `$m = ${ratTex(m)}$`;
  const steps = [
    `Pendientes: ${slopeText(m1)} para $${shownR}$ y ${slopeText(m2)} para $${shownQ}$.`,
    parallel
      ? same
        ? 'Tienen la misma pendiente y la misma ordenada al origen: son la misma recta.'
        : 'Tienen la misma pendiente y distinta ordenada al origen: no se cortan.'
      : perpendicular
        ? `${m1 !== undefined && m2 !== undefined ? `El producto de las pendientes es $${ratTex(mul(m1, m2))}$` : 'Una es vertical y la otra horizontal'}: se cortan en ángulo recto.`
        : `Las pendientes son distintas y su producto no es −1${m1 !== undefined && m2 !== undefined ? ` (da $${ratTex(mul(m1, m2))}$)` : ''}: se cortan sin formar ángulo recto.`,
  ];
  const answer = parallel
    ? same
      ? '**Son coincidentes (la misma recta)**'
      : '**Son paralelas (no coincidentes)**'
    : perpendicular
      ? '**Son perpendiculares**'
      : '**Son oblicuas: se cortan en un punto sin formar ángulo recto**';
  return reply(
    'Posición relativa de dos rectas',
    `$${shownR}$ y $${shownQ}$`,
    steps,
    answer,
    '¿Cómo lo verías en un gráfico, sin hacer cuentas?',
  );
}

/**
 * «La recta que corta al eje x en x = 4 y al eje y en y = −2 tiene por ecuación:», «… corta a los ejes en
 * (3; 0) y (0; 6)», «su abscisa al origen es −1 y su ordenada al origen 3», «de pendiente 2/3 cuya ordenada
 * al origen es −1»: where the line crosses the axes, or one crossing and its slope, are its data; its
 * equation, its slope or where it crosses the other axis is asked. Only those numbers, nothing else.
 */
function byAxisCrossings(statement: string): SolverReply | undefined {
  const text = foldText(prepareMath(withoutOptions(statement)));
  const X = String.raw`(?:x|de (?:las )?abscisas|horizontal)`;
  const Y = String.raw`(?:y|de (?:las )?ordenadas|vertical)`;
  const VALUE = String.raw`(?:el punto\s+)?(?:[xy]\s*=\s*)?(${NUM})(?!\s*[;)\d])`;
  const crossings: { axis: 'x' | 'y'; value: Rational }[] = [];
  let rest = text;
  const take = (pattern: RegExp, axis: 'x' | 'y') => {
    rest = rest.replace(pattern, (...m: string[]) => {
      crossings.push({ axis, value: readRational(m[1] ?? '') });
      return ' ';
    });
  };
  take(new RegExp(String.raw`\b(?:al|el)\s+eje\s+${X}\s+en\s+${VALUE}`, 'g'), 'x');
  take(new RegExp(String.raw`\b(?:al|el)\s+eje\s+${Y}\s+en\s+${VALUE}`, 'g'), 'y');
  take(
    new RegExp(String.raw`\b(?:al|el)\s+eje\s+${X}\s+en\s+(?:el punto\s+)?\(\s*(${NUM})\s*;\s*0\s*\)`, 'g'),
    'x',
  );
  take(
    new RegExp(String.raw`\b(?:al|el)\s+eje\s+${Y}\s+en\s+(?:el punto\s+)?\(\s*0\s*;\s*(${NUM})\s*\)`, 'g'),
    'y',
  );
  take(
    new RegExp(
      String.raw`\babscisa al origen\s+(?:es\s+|igual a\s+|de\s+|vale\s+)?(?:x\s*=\s*)?(${NUM})`,
      'g',
    ),
    'x',
  );
  take(
    new RegExp(
      String.raw`\bordenada al origen\s+(?:es\s+|igual a\s+|de\s+|vale\s+)?(?:y\s*=\s*|b\s*=\s*)?(${NUM})`,
      'g',
    ),
    'y',
  );
  if (/\ba (?:los|ambos) ejes\b/.test(rest)) {
    rest = rest.replace(
      new RegExp(String.raw`\(\s*(${NUM})\s*;\s*(${NUM})\s*\)`, 'g'),
      (whole, a: string, b: string) => {
        const [x, y] = [readRational(a), readRational(b)];
        if (isZero(y) && !isZero(x)) crossings.push({ axis: 'x', value: x });
        else if (isZero(x) && !isZero(y)) crossings.push({ axis: 'y', value: y });
        else return whole;
        return ' ';
      },
    );
  }
  let given: Rational | undefined;
  rest = rest.replace(
    new RegExp(
      String.raw`\bpendiente\s+(?:es\s+|igual a\s+|de\s+|m\s*=\s*)?(${NUM})(?:\s*\/\s*(\d+))?(?![\d,.])`,
      'g',
    ),
    (_whole, n: string, d?: string) => {
      if (given) throw new Inexact();
      given = div(readRational(n), d ? readRational(d) : ONE);
      return ' ';
    },
  );
  const onX = crossings.filter((c) => c.axis === 'x');
  const onY = crossings.filter((c) => c.axis === 'y');
  const [a] = onX;
  const [b] = onY;
  if (onX.length > 1 || onY.length > 1 || crossings.length + (given ? 1 : 0) !== 2) return undefined;
  // Every number is a datum read; a parallel, a distance or the triangle it makes with the axes asks another thing.
  if (/\d/.test(rest) || /paralel|perpendicular|distancia|\barea\b|angulo|triangulo|perimetro/.test(rest))
    return undefined;
  let p: Point;
  let m: Rational;
  if (a && b) {
    // Both at the origin: every line through it, not one.
    if (isZero(a.value) || isZero(b.value)) return undefined;
    p = { x: a.value, y: ZERO };
    m = div(b.value, neg(a.value));
  } else if (given) {
    p = a ? { x: a.value, y: ZERO } : { x: ZERO, y: (b as { value: Rational }).value };
    m = given;
  } else return undefined;
  const eq = through(p, m);
  const intercept = div(eq.c, eq.b);
  const root = isZero(m) ? undefined : div(neg(intercept), m);
  const slopeAsked = !given && /\bpendiente\b/.test(rest);
  const xAsked = !a && /\beje\s+(?:x|de (?:las )?abscisas)\b|abscisa al origen|\braiz\b|\bcero\b/.test(rest);
  const yAsked = !b && /\beje\s+(?:y|de (?:las )?ordenadas)\b|ordenada al origen/.test(rest);
  const equationAsked =
    /ecuacion|expresion|formula|(?:halla|determina|escrib|obten|encontra)\w*\s+(?:la|dicha|esa)\s+recta|\brecta\b[^.?]*\bes\s*:?\s*$/.test(
      rest.trim(),
    );
  if (!slopeAsked && !equationAsked && !xAsked && !yAsked) return undefined;
  if (xAsked && !root) return undefined;
  const q: Point = { x: ZERO, y: intercept };
  if (!passes(eq, p) || !passes(eq, q) || (a && !passes(eq, { x: a.value, y: ZERO }))) return undefined;
  const data = [
    ...(a ? [`corta al eje x en $(${ratTex(a.value)};\\ 0)$`] : []),
    ...(b ? [`corta al eje y en $(0;\\ ${ratTex(b.value)})$`] : []),
    ...(given ? [`pendiente $${ratTex(given)}$`] : []),
  ].join('; ');
  return reply(
    'Recta por sus cortes con los ejes',
    data,
    [
      a && b
        ? `Los cortes con los ejes son dos puntos de la recta: $(${ratTex(a.value)};\\ 0)$ y $(0;\\ ${ratTex(b.value)})$; pendiente $m = \\frac{${ratTex(b.value)} - 0}{0 - ${wrap(a.value)}} = ${ratTex(m)}$.`
        : `El corte con el eje es un punto de la recta, $${pointTex(p)}$, y la pendiente es $m = ${ratTex(m)}$.`,
      `Ecuación: $${lineTex(eq)}$ (la ordenada al origen es $b = ${ratTex(intercept)}$${root ? `; corta al eje x donde y = 0, en $x = ${ratTex(root)}$` : ''}).`,
      'Verificación: los datos cumplen la ecuación ✓',
    ],
    [
      ...(slopeAsked ? [`**Pendiente: m = ${numText(m)}**`] : []),
      ...(equationAsked ? [answerLines(eq)] : []),
      ...(xAsked && root
        ? [`**Abscisa al origen: x = ${numText(root)}** (el punto (${numText(root)}; 0))`]
        : []),
      ...(yAsked
        ? [`**Ordenada al origen: b = ${numText(intercept)}** (el punto (0; ${numText(intercept)}))`]
        : []),
    ].join('\n\n'),
    '¿Qué relación hay entre la pendiente y los dos cortes con los ejes?',
  );
}

/**
 * «Sean f(x) = x² − 2x − 3 y la recta r que pasa por los puntos (0; −3) y (3; 0). Hallar la ecuación de r.»:
 * a line named by a letter and given by two points, beside other data for other questions, and its
 * equation asked by that letter alone.
 */
function namedThroughTwo(statement: string, folded: string): SolverReply | undefined {
  const named =
    /\bla\s+recta\s+([a-z])\s+(?:que\s+)?(?:pasa\s+por|une|contiene\s+a)\s+(?:los\s+puntos\s+)?(\([^()]*\))\s+y\s+(\([^()]*\))/.exec(
      folded.replace(/[−–]/g, '-'),
    );
  if (!named) return undefined;
  const letter = group(named, 1);
  const question = orders(folded);
  if (!new RegExp(String.raw`\becuacion\s+de\s+(?:la\s+recta\s+)?${letter}\b`).test(question))
    return undefined;
  // Anything else asked of it (where it cuts, a parallel, a distance) is not its equation alone.
  if (
    /paralel|perpendicular|interse|\bcort|distancia|angulo|\barea\b|punto|pendiente|ordenada|abscisa|\by\b(?! la recta)/.test(
      question.replace(/\becuacion\s+de\s+(?:la\s+recta\s+)?[a-z]\b/, ''),
    )
  )
    return undefined;
  const points = findPoints(`${named[2]} ${named[3]}`);
  const [p, q] = points;
  if (!p || !q || points.length !== 2 || findPoints(statement).length !== 2) return undefined;
  return twoPoints(p, q);
}

// «la distancia del punto P(3; −2) a la recta 4x − 3y + 7 = 0», «¿a qué distancia de la recta … está el punto …?»
const DISTANCE_TO_LINE =
  /\bdistancia (?:del|de un|desde el) punto\b[^.?]*\ba la recta\b|\bdistancia (?:de|entre) la recta\b[^.?]*\b(?:y el|al) punto\b|\ba que distancia de la recta\b/;

/** d = |A·x₀ + B·y₀ + C| / √(A² + B²) for the line Ax + By + C = 0, checked against the foot of the perpendicular. */
/** «la circunferencia de centro C(1; −2) tangente a la recta 3x + 4y + 20 = 0»: its radius, or its equation. */
const TANGENT_CIRCLE =
  /\bcircunferencia\b[^.?]*\btangente\b[^.?]*\brecta\b|\brecta\b[^.?]*\btangente a (?:la|una) circunferencia\b/;

function pointToLine(p: Point, eq: LineEquation, circle?: 'radius' | 'equation'): SolverReply | undefined {
  const { poly } = integerForm([eq.a, eq.b, neg(eq.c)]);
  let [A, B, C] = [0, 1, 2].map((k) => poly[k]?.n ?? 0) as [number, number, number];
  if (A < 0 || (A === 0 && B < 0)) [A, B, C] = [-A, -B, -C];
  const squares = A * A + B * B;
  if (squares === 0) return undefined;
  const top = add(add(mul(rat(A), p.x), mul(rat(B), p.y)), rat(C));
  const absTop = top.n < 0 ? neg(top) : top;
  const root = Math.sqrt(squares);
  const d = value(absTop) / root;
  // The check: the foot of the perpendicular from P lies on the line, and it is d away from P.
  const t = value(top) / squares;
  const foot = { x: value(p.x) - A * t, y: value(p.y) - B * t };
  const onLine = Math.abs(A * foot.x + B * foot.y + C) < 1e-9 * Math.max(1, Math.abs(C));
  const away = Math.hypot(foot.x - value(p.x), foot.y - value(p.y));
  if (!onLine || Math.abs(away - d) > 1e-9 * Math.max(1, d)) return undefined;
  const exact = Number.isInteger(root);
  const result = exact
    ? ratText(div(absTop, rat(root)))
    : `${ratText(absTop)}/√${squares} ≈ ${fmtDecimal(d)}`;
  const times = (k: number, x: Rational) =>
    `${k < 0 ? `(${k})` : k} \\cdot ${x.n < 0 ? `(${ratTex(x)})` : ratTex(x)}`;
  if (circle) {
    // The radius of a circle tangent to a line is the distance from its centre to the line.
    if (isZero(absTop)) return undefined;
    const r2 = div(mul(absTop, absTop), rat(squares));
    const shift = (v: string, h: Rational) =>
      isZero(h) ? v : `(${v} ${h.n < 0 ? '+' : '-'} ${ratText(h.n < 0 ? neg(h) : h)})`;
    const equation = `${shift('x', p.x)}² + ${shift('y', p.y)}² = ${ratText(r2)}`;
    return reply(
      'Circunferencia tangente a una recta',
      `centro C = (${ratText(p.x)}; ${ratText(p.y)}); recta tangente ${generalText(eq)}`,
      [
        'La recta tangente toca la circunferencia en un solo punto, donde el radio es perpendicular a ella: el radio es la distancia del centro a la recta.',
        'Con la recta en la forma general $Ax + By + C = 0$: $r = \\frac{|Ax_0 + By_0 + C|}{\\sqrt{A^2 + B^2}}$.',
        `Numerador: $|${times(A, p.x)} + ${times(B, p.y)} ${C < 0 ? '-' : '+'} ${Math.abs(C)}| = ${ratTex(absTop)}$; denominador: $\\sqrt{${A}^2 + ${B < 0 ? `(${B})` : B}^2} = ${exact ? root : `\\sqrt{${squares}}`}$.`,
        `Comprobación: el pie de la perpendicular desde el centro, (${fmtDecimal(foot.x)}; ${fmtDecimal(foot.y)}), está sobre la recta y a distancia r del centro ✓`,
        ...(circle === 'equation'
          ? [`Con centro y radio: $(x - h)^2 + (y - k)^2 = r^2$, con $r^2 = ${ratTex(r2)}$.`]
          : []),
      ],
      circle === 'equation' ? `**${equation}**` : `**r = ${result}**`,
      '¿Por qué el radio que va al punto de tangencia es perpendicular a la recta?',
    );
  }
  return reply(
    'Distancia de un punto a una recta',
    `P = (${ratText(p.x)}; ${ratText(p.y)}); recta ${generalText(eq)}`,
    [
      'Con la recta en la forma general $Ax + By + C = 0$, la distancia de $P(x_0; y_0)$ es $d = \\frac{|Ax_0 + By_0 + C|}{\\sqrt{A^2 + B^2}}$.',
      `Numerador: $|${times(A, p.x)} + ${times(B, p.y)} ${C < 0 ? '-' : '+'} ${Math.abs(C)}| = ${ratTex(absTop)}$.`,
      `Denominador: $\\sqrt{${A}^2 + ${B < 0 ? `(${B})` : B}^2} = ${exact ? root : `\\sqrt{${squares}}`}$.`,
      `Comprobación: el pie de la perpendicular desde P, (${fmtDecimal(foot.x)}; ${fmtDecimal(foot.y)}), está sobre la recta y a esa distancia de P ✓`,
    ],
    `**d = ${result}**`,
    '¿Por qué la distancia a una recta se mide sobre la perpendicular y no sobre otra dirección?',
  );
}

const fmtDecimal = (x: number) => (Math.round(x * 100) / 100).toString().replace('.', ',');

const BETWEEN_PARALLELS = /\bdistancia entre (?:las |dos |ambas )?(?:rectas|paralelas)\b/;

/**
 * «la distancia entre las rectas paralelas 3x + 4y − 10 = 0 y 6x + 8y + 15 = 0»: the distance from a
 * point of the first to the second (written with any coefficients); undefined when they are not parallel.
 */
function betweenParallels(first: LineEquation, second: LineEquation): SolverReply | undefined {
  if (!isZero(sub(mul(first.a, second.b), mul(second.a, first.b)))) return undefined;
  // A point of the first line: where it crosses the y axis, or the x axis when it is vertical.
  const point = isZero(first.b)
    ? { x: div(first.c, first.a), y: ZERO }
    : { x: ZERO, y: div(first.c, first.b) };
  const distance = pointToLine(point, second);
  if (!distance) return undefined;
  const [, data, ...rest] = distance.text.split('\n\n');
  if (!data) return undefined;
  return {
    ...distance,
    text: [
      '## Distancia entre dos rectas paralelas',
      `**Datos:** rectas ${generalText(first)} y ${generalText(second)}.`,
      `Son paralelas (sus coeficientes de x e y son proporcionales): la distancia entre ellas es la de cualquier punto de una a la otra. Un punto de la primera: $P${pointTex(point)}$.`,
      ...rest,
    ].join('\n\n'),
  };
}

export function solveLines(problem: string): SolverReply | undefined {
  // The triangle a line makes with the axes, or two named lines with one; one named line's slope.
  const areas = solveLinearAreas(problem);
  if (areas) return areas;
  const statement = withoutOptions(problem);
  const plain = foldText(statement);
  const fromValues = linearFromValues(statement, plain);
  if (fromValues) return fromValues;
  const position = orNone(() => positionOfTwo(statement, plain), Inexact);
  if (position) return position;
  // «Una función lineal pasa por los puntos (−1; 5) y (3; −3)»: its graph is the line through them.
  const folded = /\brectas?\b/.test(plain) ? plain : plain.replace(/\bfuncion lineal\b/g, 'recta');
  if (!/\brectas?\b|mediatriz/.test(folded)) return undefined;
  const crossed = orNone(() => byAxisCrossings(problem), Inexact);
  if (crossed) return crossed;
  const namedLine = orNone(() => namedThroughTwo(statement, folded), Inexact);
  if (namedLine) return namedLine;
  // «¿Qué valor tiene que tomar k para que la recta que pasa por (1; k)…?»: a point with a letter for a
  // coordinate asks the letter's value, not a line.
  if (/\(\s*[-−]?[\d.,/]*\s*;\s*[a-wz]\s*\)|\(\s*[a-wz]\s*;/.test(folded)) return undefined;
  const kind = /perpendicular|mediatriz/.test(folded)
    ? 'perpendicular'
    : /paralel/.test(folded)
      ? 'paralela'
      : undefined;
  return orNone(() => {
    const points = findPoints(statement);
    const param = parameterLetter(folded);
    const formulas = linearFormulas(statement, param).filter(
      (f) => f.sides.length === 2 && f.vars.size > 0 && (param ? true : !f.hasParam),
    );
    if (/paralela al eje/.test(folded))
      return param ? undefined : pointAndSlope(folded, points, formulas.length);
    if (param) {
      if (!kind || points.length) return undefined;
      return parameterCondition(
        kind,
        formulas.filter((f) => f.hasParam || f.vars.size > 0),
        param,
      );
    }
    const lines = formulas
      .map((f) => lineEquation(f))
      .filter((eq): eq is LineEquation => eq !== undefined && !(isZero(eq.a) && isZero(eq.b)));
    if (lines.length !== formulas.length) return undefined;
    const [onlyLine] = lines;
    const [onlyPoint] = points;
    const pointAndLine =
      !kind && onlyLine && onlyPoint && lines.length === 1 && points.length === 1
        ? { point: onlyPoint, line: onlyLine }
        : undefined;
    const [lineOne, lineTwo] = lines;
    // («las rectas paralelas …» names the kind that the distance between them needs.)
    if (
      kind !== 'perpendicular' &&
      lineOne &&
      lineTwo &&
      lines.length === 2 &&
      !points.length &&
      BETWEEN_PARALLELS.test(folded)
    )
      return betweenParallels(lineOne, lineTwo);
    if (pointAndLine && DISTANCE_TO_LINE.test(folded))
      return pointToLine(pointAndLine.point, pointAndLine.line);
    // «Hallar el radio (la ecuación) de la circunferencia de centro C(1; −2) tangente a la recta …».
    if (pointAndLine && TANGENT_CIRCLE.test(folded)) {
      const radius = /\bradio\b/.test(folded);
      const equation = /\becuacion de la circunferencia\b/.test(folded);
      if (radius === equation || !/\bcentro\b/.test(folded)) return undefined;
      return pointToLine(pointAndLine.point, pointAndLine.line, radius ? 'radius' : 'equation');
    }
    if (!kind) {
      const withSlope = pointAndSlope(folded, points, formulas.length);
      if (withSlope) return withSlope;
      const [only] = lines;
      if (only && lines.length === 1 && points.length === 0) {
        const typed = formulas[0]?.sides[0];
        return slopeOfLine(
          folded,
          only,
          typed?.kind === 'var' && typed.name === 'y' ? lineTex(only) : equationTex(only),
        );
      }
      const [first, second] = points;
      // «A(−1; 2), B(3; 4) y C(5; 0) … la pendiente de la recta AB»: the two points the line is named by,
      // the others data of the figure for another question.
      const pair = /\b(?:recta|segmento|lado)\s+([A-Z])([A-Z])\b/.exec(statement);
      const byPair =
        pair && points.length > 2 && points.every((point) => point.name)
          ? [pair[1], pair[2]].map((name) => points.find((point) => point.name === name))
          : undefined;
      const slopeOnly = slopeThrough(
        folded,
        byPair?.every((point) => point) ? (byPair as Point[]) : points,
        lines.length,
      );
      if (slopeOnly) return slopeOnly;
      const axis = axisThrough(folded, points, lines.length);
      if (axis !== undefined) return axis ?? undefined;
      // «la recta PQ», «la recta que une A y B»: named by the two points it goes through.
      const named = /\brecta\s+([A-Z])([A-Z])\b/.exec(statement);
      // Only when its equation is what is asked: «la recta PQ corta al eje y en…» asks another thing.
      const equationAsked =
        /ecuacion|(?:halla|determina|escrib|obten|encontra)\w*\s+la\s+recta/.test(folded) &&
        !/pendiente|ordenada|\bcorta|interse|\beje\b|distancia|angulo|punto medio|area/.test(folded);
      const byNames =
        equationAsked &&
        named !== null &&
        [named[1], named[2]].every((name) => points.some((point) => point.name === name));
      // «… corta al eje x en:», «… la distancia …»: a point or a length of it asked, not its equation.
      const otherAsked =
        /corta al eje (?:x|de (?:las )?abscisas)|abscisa al origen|\braiz\b|\bcero\b|interse|distancia|angulo|punto medio|\barea\b/.test(
          folded,
        );
      if (
        otherAsked ||
        lines.length ||
        !first ||
        !second ||
        points.length !== 2 ||
        !(
          byNames ||
          (equationAsked && /que une/.test(folded)) ||
          /pasa por|por (?:los puntos|[a-z] y [a-z])|determinad|que contiene/.test(folded)
        )
      )
        return undefined;
      return twoPoints(first, second);
    }
    // The reference line: a formula, or the one through two named points ("perpendicular a AB").
    const named = new Map(points.filter((p) => p.name).map((p) => [p.name as string, p]));
    const segment =
      /\b(?:al?|del?|mediatriz)\s+(?:la\s+recta\s+|el\s+segmento\s+|segmento\s+|de(?:l\s+segmento)?\s+)?([A-Z])([A-Z])\b/.exec(
        statement,
      );
    const pairOf = (m: RegExpExecArray | null) => (m ? [named.get(group(m, 1)), named.get(group(m, 2))] : []);
    // «Sea r la recta que pasa por A(0; 4) y B(2; 0) … la paralela a r»: a line named by a letter.
    const letterLine =
      /\b([a-z]|[A-Z][₀-₉])\s+(?:es\s+)?la\s+recta\s+que\s+pasa\s+por\s+(?:los\s+puntos\s+)?([A-Z])\b[^A-Za-z]*\s+y\s+([A-Z])\b|\b[Ll]a\s+recta\s+([a-z]|[A-Z][₀-₉])\s+(?:que\s+)?pasa\s+por\s+(?:los\s+puntos\s+)?([A-Z])\b[^A-Za-z]*\s+y\s+([A-Z])\b/.exec(
        statement,
      );
    const letter = letterLine?.[1] ?? letterLine?.[4];
    const byLetter =
      !segment &&
      letter !== undefined &&
      new RegExp(`(?:paralela|perpendicular)\\s+a\\s+(?:la\\s+recta\\s+)?${letter}(?![A-Za-z0-9₀-₉])`).test(
        statement,
      )
        ? [
            named.get(letterLine?.[2] ?? letterLine?.[5] ?? ''),
            named.get(letterLine?.[3] ?? letterLine?.[6] ?? ''),
          ]
        : [];
    // «paralela a la recta que une los puntos (1; 1) y (3; 7)» (or «A(1; 1) y B(3; 7)»): the two points
    // right after the phrase.
    const throughPhrase =
      !segment && byLetter.length === 0
        ? /(?:paralela|perpendicular)\s+a\s+la\s+recta\s+(?:que\s+(?:une|pasa\s+por|contiene\s+a)|determinada\s+por|definida\s+por)\s+(?:a\s+)?(?:los\s+puntos\s+)?(?=(?:[A-Z]\s*)?\()/i.exec(
            statement,
          )
        : null;
    const before = throughPhrase ? findPoints(statement.slice(0, throughPhrase.index)).length : 0;
    const byPhrase = throughPhrase ? points.slice(before, before + 2) : [];
    const [s1, s2] = segment ? pairOf(segment) : byLetter.length ? byLetter : byPhrase;
    const midpointAsked = /punto medio|mediatriz/.test(folded);
    let reference: { eq: LineEquation; shown: string; steps: string[] } | undefined;
    const used = new Set<Point>();
    // «perpendicular a y = 2x + 1 … corta a la recta y = 2x + 1»: one line named twice is one reference.
    const distinct = lines.filter(
      (eq, k) =>
        !lines
          .slice(0, k)
          .some(
            (other) =>
              isZero(sub(mul(eq.a, other.b), mul(other.a, eq.b))) &&
              isZero(sub(mul(eq.a, other.c), mul(other.a, eq.c))) &&
              isZero(sub(mul(eq.b, other.c), mul(other.b, eq.c))),
          ),
    );
    const [line] = distinct;
    if (line && distinct.length === 1) {
      const eq = line;
      const typed = formulas[0]?.sides[0];
      reference = {
        eq,
        shown: typed?.kind === 'var' && typed.name === 'y' ? lineTex(eq) : equationTex(eq),
        steps: [],
      };
    } else if (lines.length === 0 && s1 && s2) {
      if (equal(s1.x, s2.x) && equal(s1.y, s2.y)) return undefined;
      const m = equal(s1.x, s2.x) ? undefined : div(sub(s2.y, s1.y), sub(s2.x, s1.x));
      const eq = through(s1, m);
      const [n1, n2] = [s1.name ?? `$${pointTex(s1)}$`, s2.name ?? `$${pointTex(s2)}$`];
      const shown = s1.name && s2.name ? `${s1.name}${s2.name}` : `por ${n1} y ${n2}`;
      reference = {
        eq,
        shown,
        steps:
          m === undefined
            ? [`${n1} y ${n2} tienen la misma abscisa: la recta ${shown} es vertical.`]
            : [
                `Pendiente de la recta ${shown}: $\\frac{${ratTex(s2.y)} - ${wrap(s1.y)}}{${ratTex(s2.x)} - ${wrap(s1.x)}} = ${ratTex(m)}$.`,
              ],
      };
      used.add(s1).add(s2);
    } else return undefined;
    let p: Point | undefined;
    const pointSteps: string[] = [];
    if (midpointAsked && s1 && s2) {
      p = midpoint(s1, s2);
      used.add(s1).add(s2);
      pointSteps.push(
        `Punto medio de ${s1.name}${s2.name}: $M = \\left(\\frac{${ratTex(s1.x)} + ${wrap(s2.x)}}{2};\\ \\frac{${ratTex(s1.y)} + ${wrap(s2.y)}}{2}\\right) = ${pointTex(p)}$.`,
      );
    } else {
      const free = points.filter((q) => !used.has(q));
      if (free.length === 1) p = free[0];
      else if (free.length === 0 && /\borigen\b/.test(folded)) p = { x: ZERO, y: ZERO };
      if (p && free.length === 1) used.add(p);
    }
    if (!p || used.size !== points.length) return undefined;
    const data = [
      lines.length ? `la recta $${reference.shown}$` : `${label(s1 as Point)} y ${label(s2 as Point)}`,
      lines.length
        ? `el punto $${pointTex(p)}$`
        : midpointAsked
          ? 'el punto medio del segmento'
          : `el punto $${pointTex(p)}$`,
    ].join('; ');
    // A length, an angle or an area asked of the lines is not their equation nor their crossing.
    if (/\bdistancia\b|\bangulo\b|\barea\b/.test(folded)) return undefined;
    const question = orders(folded);
    // «su intersección con el eje x», «corta al eje de ordenadas»: a point on an axis, not where the two lines cross.
    if (/\beje\b|al origen/.test(question)) return undefined;
    // «… se cortan en el punto P. Hallar P.»: the point named where they cross is what is asked.
    const crossingName = /\bse cortan en (?:el punto )?([a-z])\b/.exec(folded)?.[1];
    const crossingAsked =
      /interse|punto de corte|se cortan|pie de la perpendicular|\bcorta a (?:la recta|l\s*[₁₂12]|[rs]\b)/.test(
        question,
      ) ||
      (crossingName !== undefined && new RegExp(`\\b${crossingName}\\b(?!\\s*[(=])`).test(question));
    // «Hallar P» of a point this reading does not know: not the line's equation either.
    if (!crossingAsked && /\bhall\w*\s+(?:el punto\s+)?[a-z]\s*\.?$/.test(question.trim())) return undefined;
    return relative(kind, reference, p, pointSteps, data, {
      crossing: crossingAsked,
      equation: !crossingAsked || /ecuacion/.test(question),
    });
  }, Inexact);
}

export const lines = declareSolver({
  name: 'line_equation',
  offer: 'rectas (por dos puntos, paralelas y perpendiculares)',
  summary:
    'Lines in the plane: the line through two points, the line parallel or perpendicular to a given line (y = mx + b or ax + by = c, or the line AB) through a point or through the midpoint of a segment, and the parameter value that makes two lines parallel or perpendicular. Answers in slope-intercept and general form.',
  examples: [
    'Hallá la ecuación de la recta que pasa por (1; 2) y (5; 4).',
    'Escribí la ecuación de la recta perpendicular a y = −2x + 1 que pasa por el punto (4; 3).',
    'La recta paralela a 3x − y = 2 que pasa por (0; 5)',
    '¿Para qué valor de k las rectas (k − 1)x + 2y = 5 y 3x − y = 2 son perpendiculares?',
  ],
  parameters: { problem: 'the statement, as written' },
  solve: solveLines,
});
