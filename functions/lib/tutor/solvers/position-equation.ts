/**
 * A motion given by its equation, as the exams write it: «x(t) = 10 + 4t − t² (x en metros, t en
 * segundos)», «x = 4 − 6t + 3t² (SI)», «v(t) = 20 − 4t». Read as x = x₀ + v₀t + ½at² (or v = v₀ + at),
 * it answers one question: the initial position or speed, the acceleration, the speed or the position at
 * an instant, when it stops (turns back), where it is then, the distance run until then or in the first
 * seconds, and when it passes through the origin or a position. Every number of the statement must be
 * the equation's, the instant or position asked, or an initial position the statement gives.
 */

import { at } from '../../../../shared/lib/must.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import { group } from './groups.ts';
import { fmt, NUMBER_SOURCE, parseNumber, relation, tex } from './numbers.ts';
import { askedClause, inBase, ofDimension, readStatement, type Statement, typedNumbers } from './physics.ts';
import { workedReply } from './reply.ts';

const NUM = NUMBER_SOURCE;
const TERM = String.raw`(?:${NUM}\s*\*?\s*)?t(?:\^2)?|${NUM}`;
/** «x(t) = 10 + 4t - t^2» after folding: the symbol and the polynomial in t, up to the second degree. */
const EQUATION = new RegExp(
  String.raw`(?<![\p{L}\d])([xv])\s*(?:\(\s*t\s*\))?\s*=\s*(-?\s*(?:${TERM})(?:\s*[-+]\s*(?:${TERM}))*)(?![\d\p{L}^(])`,
  'u',
);
/** The units said: «x en metros y t en segundos», «(SI)», «unidades del sistema internacional». */
const SI_UNITS =
  /\bsi\b|sistema internacional|\bx en (?:metros|m)\b|\bv en (?:m\/s|metros por segundo)\b|\(m\)|\bmks\b|en metros y (?:t|el tiempo) en segundos/;
const STOP =
  /se detiene|detenerse|se frena|cambia (?:de|el) sentido|invierte (?:el|su) sentido|velocidad (?:es |se hace |se anula|vale )?(?:nula|cero|0\b)|se anula su velocidad|queda (?:en reposo|detenido)/;
const INSTANT = new RegExp(
  String.raw`(?:a los|en t\s*=|para t\s*=|en el instante t\s*=|al cabo de|luego de|despues de|cuando t\s*=|t\s*=|\ben)\s*(${NUM})\s*(?:s\b|seg\w*)?`,
);
const FIRST_SECONDS = new RegExp(
  String.raw`(?:en|durante) (?:los |esos |estos )?(?:primeros )?(${NUM})\s*(?:s\b|seg\w*)|entre t\s*=\s*0\s*(?:s\s*)?y t\s*=\s*(${NUM})`,
);
const AT_POSITION = new RegExp(
  String.raw`(?:pasa|esta|se encuentra|llega) (?:por|en|a) (?:la posicion |x\s*=\s*)(-?${NUM})\s*m\b`,
);

interface Motion {
  symbol: 'x' | 'v';
  x0?: number;
  v0: number;
  a: number;
  equation: string;
}

/** The coefficients of a polynomial in t up to t²: [constant, t, t²]. */
function coefficients(expression: string): [number, number, number] | undefined {
  const terms = expression.replace(/\s+/g, '').match(/[-+]?[^-+]+/g);
  if (!terms) return undefined;
  const c: [number, number, number] = [0, 0, 0];
  for (const term of terms) {
    const m = new RegExp(`^([-+]?)(${NUM})?\\*?(t(?:\\^2)?)?$`).exec(term);
    if (!m || (!m[2] && !m[3])) return undefined;
    const value = (m[1] === '-' ? -1 : 1) * (m[2] ? parseNumber(m[2]) : 1);
    const degree = !m[3] ? 0 : m[3] === 't' ? 1 : 2;
    if (!Number.isFinite(value)) return undefined;
    c[degree] += value;
  }
  return c;
}

const position = (m: Required<Motion>, t: number) => m.x0 + m.v0 * t + 0.5 * m.a * t * t;
const speed = (m: Motion, t: number) => m.v0 + m.a * t;

/** The path length from 0 to t: a body that turns back runs there and back. */
function pathLength(m: Motion, t: number): number {
  const ts = m.a !== 0 ? -m.v0 / m.a : Number.NaN;
  const moved = (from: number, to: number) =>
    Math.abs(m.v0 * (to - from) + 0.5 * m.a * (to * to - from * from));
  return ts > 0 && ts < t ? moved(0, ts) + moved(ts, t) : moved(0, t);
}

const n = (value: number) => tex(value, 4, true);
const eq = (value: number) => (relation(value, 4) === '=' ? '=' : '\\approx');
const said = (value: number) => `${relation(value) === '=' ? '=' : '≈'} ${fmt(value)}`;

/** «5 m a la derecha del origen», «en x = −3 m», «en la posición 12 m»: where it is at t = 0. */
const START = new RegExp(
  String.raw`(?:(${NUM})\s*m a la (derecha|izquierda) del origen|(?:en|desde) (?:la posicion (?:x\s*=\s*)?|x\s*=\s*)(-?${NUM})\s*m\b)`,
);

/**
 * The same motion told in words: «en t = 0 se encuentra 5 m a la derecha del origen, moviéndose hacia
 * la derecha a 3 m/s, con una aceleración de 2 m/s² en el mismo sentido». The sense of the acceleration
 * must be said (the same sense, the opposite one, speeding up or braking); the speed's sense too, when
 * it is to the left.
 */
function motionInWords(s: Statement): { motion: Motion; used: number[] } | undefined {
  const question = askedClause(s);
  const questionAt = s.folded.lastIndexOf(question);
  const given = s.folded.slice(0, questionAt);
  const start = START.exec(given);
  if (!start || !/\borigen\b|\bx\s*=|posicion/.test(given)) return undefined;
  const speeds = ofDimension(s, 'speed').filter((q) => q.index < questionAt);
  const accelerations = ofDimension(s, 'acceleration').filter((q) => q.index < questionAt);
  const lengths = ofDimension(s, 'length').filter((q) => q.index < questionAt);
  const [speed] = speeds;
  const [acceleration] = accelerations;
  if (!speed || !acceleration || speeds.length !== 1 || accelerations.length !== 1 || lengths.length !== 1)
    return undefined;
  const x0 =
    start[1] !== undefined
      ? parseNumber(start[1]) * (start[2] === 'izquierda' ? -1 : 1)
      : parseNumber(group(start, 3).replace(/^-/, '')) * (group(start, 3).startsWith('-') ? -1 : 1);
  const near = (q: { index: number; end: number }) => s.folded.slice(q.index, q.end + 40);
  const speedSign = /hacia la izquierda|en sentido negativo|hacia las x negativas/.test(near(speed)) ? -1 : 1;
  const around = s.folded.slice(Math.max(0, acceleration.index - 40), acceleration.end + 40);
  const same = /(?:en |con )?el mismo sentido|acelerando|aumenta su velocidad/.test(around);
  const opposite = /sentido (?:contrario|opuesto)|frenando|desacelera|retard/.test(around);
  if (same === opposite) return undefined;
  const v0 = inBase(speed) * speedSign;
  const a = Math.abs(inBase(acceleration)) * (same ? speedSign : -speedSign);
  return {
    motion: { symbol: 'x', x0, v0, a, equation: '' },
    used: [speed.index, acceleration.index, at(lengths, 0, 'start').index],
  };
}

export function solvePositionEquation(problem: string): SolverReply | undefined {
  const s = readStatement(problem);
  const found = EQUATION.exec(s.folded);
  // «está en x = 10 m» is a position, not an equation in t: the motion may be told in words.
  if (!found || !/t/.test(group(found, 2))) return motionInWordsReply(s);
  const symbol = group(found, 1) as 'x' | 'v';
  const expression = group(found, 2);
  const c = coefficients(expression);
  if (!c) return undefined;
  if (symbol === 'v' && c[2] !== 0) return undefined;
  // Two questions in one message are the parts machinery's to split.
  if ((s.folded.match(/¿/g) ?? []).length > 1) return undefined;
  if (!SI_UNITS.test(s.folded) && !s.quantities.some((q) => ['m', 's', 'm/s'].includes(q.unit.symbol)))
    return undefined;
  const start = found.index;
  const end = start + found[0].length;
  const used = new Set<number>();
  const markSpan = (from: number, to: number) => {
    for (const typed of typedNumbers(s)) if (typed.index >= from && typed.index < to) used.add(typed.index);
  };
  markSpan(start, end);
  // «en t = 0» names the initial instant; its zero is no datum.
  for (const zero of s.folded.matchAll(/\bt\s*=\s*0(?![\d,.])/g))
    markSpan(zero.index, zero.index + zero[0].length);
  const motion: Motion =
    symbol === 'x'
      ? { symbol, x0: c[0], v0: c[1], a: 2 * c[2], equation: found[0] }
      : { symbol, v0: c[0], a: c[1], equation: found[0] };
  if (symbol === 'v') {
    // «parte del origen», «en t = 0 está en el origen», «en t = 0 se encuentra en x = 5 m».
    const origin =
      /(?:parte|sale) del origen|(?:esta|se encuentra|pasa) (?:por |en )?el origen|\bx(?:0|₀|\(0\))\s*=\s*0\b/;
    const at = new RegExp(
      String.raw`(?:esta|se encuentra|parte de|sale de) (?:la posicion |x\s*=\s*)(-?${NUM})\s*m\b`,
    ).exec(s.folded);
    if (at) {
      motion.x0 = parseNumber(group(at, 1));
      markSpan(at.index, at.index + at[0].length);
    } else if (origin.test(s.folded)) {
      motion.x0 = 0;
      const zero = /\bx(?:0|₀|\(0\))\s*=\s*0\b/.exec(s.folded);
      if (zero) markSpan(zero.index, zero.index + zero[0].length);
    }
  }
  // «la posición de un móvil es x = … (SI), en qué instante se detiene?» without «¿»: the clause read
  // as asked may hold the equation; what is asked is what follows it.
  const clause = askedClause(s);
  const clauseAt = s.folded.lastIndexOf(clause);
  const questionAt = clauseAt <= start ? end : clauseAt;
  const question = s.folded.slice(questionAt);
  const solved = answer(s.folded, question, motion, (from, to) =>
    markSpan(questionAt + from, questionAt + to),
  );
  if (!solved) return undefined;
  if (typedNumbers(s).some((typed) => !used.has(typed.index))) return undefined;
  const data = [
    `${symbol}(t) = ${expression.replace(/\*/g, '·').replace(/\^2/g, '²')} (SI)`,
    ...(symbol === 'v' && motion.x0 !== undefined ? [`x₀ = ${fmt(motion.x0)} m`] : []),
  ];
  const reading =
    symbol === 'x'
      ? `Compará con $x = x_0 + v_0 t + \\frac{1}{2} a t^2$: $x_0 = ${n(c[0])}$ m, $v_0 = ${n(c[1])}$ m/s y $\\frac{1}{2}a = ${n(c[2])}$, o sea $a = ${n(motion.a)}$ m/s²${motion.a === 0 ? ' (MRU)' : ' (MRUV)'}. La velocidad es $v(t) = ${n(motion.v0)} ${motion.a < 0 ? '-' : '+'} ${n(Math.abs(motion.a))}\\,t$.`
      : `Compará con $v = v_0 + a t$: $v_0 = ${n(motion.v0)}$ m/s y $a = ${n(motion.a)}$ m/s²${motion.x0 !== undefined ? `; con $x_0 = ${n(motion.x0)}$ m, $x(t) = ${n(motion.x0)} + ${n(motion.v0)}\\,t + \\frac{1}{2}(${n(motion.a)})\\,t^2$` : ''}.`;
  return {
    certain: true,
    text: workedReply({
      title: 'Movimiento dado por su ecuación',
      data: data.join('; '),
      steps: [reading, ...solved.steps],
      answer: solved.answer,
      closing: '¿Cómo se vería esta ecuación en un gráfico posición-tiempo?',
    }),
  };
}

/** The motion told in words, answered as its equation would be. */
function motionInWordsReply(s: Statement): SolverReply | undefined {
  if ((s.folded.match(/¿/g) ?? []).length > 1) return undefined;
  const read = motionInWords(s);
  if (!read) return undefined;
  const { motion } = read;
  const used = new Set<number>(read.used);
  const markSpan = (from: number, to: number) => {
    for (const typed of typedNumbers(s)) if (typed.index >= from && typed.index < to) used.add(typed.index);
  };
  for (const zero of s.folded.matchAll(/\bt\s*=\s*0(?![\d,.])/g))
    markSpan(zero.index, zero.index + zero[0].length);
  const question = askedClause(s);
  const questionAt = s.folded.lastIndexOf(question);
  // The clause read as asked must follow the data, or the data would be read as asked.
  if (read.used.some((index) => index >= questionAt)) return undefined;
  const solved = answer(s.folded, question, motion, (from, to) =>
    markSpan(questionAt + from, questionAt + to),
  );
  if (!solved) return undefined;
  if (typedNumbers(s).some((typed) => !used.has(typed.index))) return undefined;
  const x0 = motion.x0 ?? 0;
  return {
    certain: true,
    text: workedReply({
      title: 'Movimiento rectilíneo uniformemente variado (MRUV)',
      data: `x₀ = ${fmt(x0)} m; v₀ = ${fmt(motion.v0)} m/s; a = ${fmt(motion.a)} m/s² (eje positivo hacia la derecha)`,
      steps: [
        `Con el origen como referencia: $x(t) = ${n(x0)} + ${n(motion.v0)}\\,t + \\frac{1}{2}(${n(motion.a)})\\,t^2$ y $v(t) = ${n(motion.v0)} + ${n(motion.a)}\\,t$.`,
        ...solved.steps,
      ],
      answer: solved.answer,
      closing: '¿Cambia de sentido en algún momento? Mirá cuándo se anula v(t).',
    }),
  };
}

interface Answer {
  steps: string[];
  answer: string;
}

function answer(
  folded: string,
  question: string,
  m: Motion,
  mark: (from: number, to: number) => void,
): Answer | undefined {
  const instant = INSTANT.exec(question);
  const stopAsked = STOP.test(question);
  const ts = m.a !== 0 ? -m.v0 / m.a : Number.NaN;
  const stopStep = () =>
    `Se detiene (y cambia de sentido) cuando $v = 0$: $${n(m.v0)} + ${n(m.a)}\\,t = 0 \\Rightarrow t = ${n(ts)}$ s.`;
  const hasX0 = (motion: Motion): motion is Required<Motion> => motion.x0 !== undefined;
  // «Indique su velocidad inicial y su aceleración»: both read off the equation.
  if (/velocidad inicial|rapidez inicial/.test(question) && /aceleracion/.test(question) && !instant)
    return {
      steps: [],
      answer: `**v₀ = ${fmt(m.v0)} m/s; a = ${fmt(m.a)} m/s²**`,
    };
  if (/aceleracion/.test(question) && !/velocidad|posicion|distancia/.test(question))
    return { steps: [], answer: `**a = ${fmt(m.a)} m/s²**${m.a === 0 ? ' (velocidad constante)' : ''}` };
  if (/velocidad inicial|rapidez inicial/.test(question) && !/posicion|distancia/.test(question))
    return { steps: [], answer: `**v₀ = ${fmt(m.v0)} m/s**` };
  if (/posicion inicial/.test(question) && hasX0(m)) return { steps: [], answer: `**x₀ = ${fmt(m.x0)} m**` };
  // The instant it stops, and where it is then or how far it ran.
  if (stopAsked || /en ese (?:instante|momento)/.test(question)) {
    if (!(ts > 0)) return undefined;
    const thatInstant = !stopAsked && STOP.test(folded.slice(0, folded.length - question.length));
    if (!stopAsked && !thatInstant) return undefined;
    // «¿Cuándo se detiene?» opens with «cuándo»; «su posición cuando se detiene» asks the position.
    const asksWhen = /en que (?:instante|momento)|^[¿\s]*cuando\b|cuanto (?:tiempo|tarda)|a los cuantos/.test(
      question.trim(),
    );
    const asksWhere = /posicion|donde (?:esta|se encuentra)/.test(question);
    // «¿En qué instante se detiene y dónde?»: two things asked, one read.
    if (asksWhen && asksWhere) return undefined;
    if (asksWhere) {
      if (!hasX0(m)) return undefined;
      const x = position(m, ts);
      return {
        steps: [
          stopStep(),
          `Reemplazá en la posición: $x(${n(ts)}) = ${n(m.x0)} + ${n(m.v0)} \\cdot ${n(ts)} + \\frac{1}{2}(${n(m.a)}) \\cdot ${n(ts)}^2 ${eq(x)} ${n(x)}$ m.`,
        ],
        answer: `**x ${said(x)} m**`,
      };
    }
    if (/distancia|recorr|desplaz/.test(question)) {
      const d = Math.abs(m.v0 * ts + 0.5 * m.a * ts * ts);
      const check = (m.v0 * m.v0) / (2 * Math.abs(m.a));
      if (Math.abs(d - check) > 1e-9 * Math.max(1, d)) return undefined;
      return {
        steps: [
          stopStep(),
          `Hasta ahí recorre $d = |v_0 t + \\frac{1}{2} a t^2| = |${n(m.v0)} \\cdot ${n(ts)} + \\frac{1}{2}(${n(m.a)}) \\cdot ${n(ts)}^2| ${eq(d)} ${n(d)}$ m. Comprobá: $\\frac{v_0^2}{2|a|} ${eq(check)} ${n(check)}$ m.`,
        ],
        answer: `**d ${said(d)} m**`,
      };
    }
    if (!/en que (?:instante|momento)|cuando|cuanto (?:tiempo|tarda)|a los cuantos|tiempo/.test(question))
      return undefined;
    return { steps: [stopStep()], answer: `**t ${said(ts)} s**` };
  }
  // When it passes through the origin or a position.
  const atPosition = AT_POSITION.exec(question);
  const throughOrigin =
    /(?:pasa|llega|vuelve|esta|se encuentra) (?:por |a |en )?el origen|\bx\s*=\s*0\b/.test(question);
  if (
    (throughOrigin || atPosition) &&
    /en que (?:instante|momento)|cuando|a los cuantos|cuanto tarda/.test(question)
  ) {
    if (!hasX0(m)) return undefined;
    const target = atPosition
      ? parseNumber(group(atPosition, 1).replace(/^-/, '')) * (group(atPosition, 1).startsWith('-') ? -1 : 1)
      : 0;
    if (atPosition) mark(atPosition.index, atPosition.index + atPosition[0].length);
    const [A, B, C] = [0.5 * m.a, m.v0, m.x0 - target];
    const roots =
      A === 0
        ? B === 0
          ? []
          : [-C / B]
        : (() => {
            const disc = B * B - 4 * A * C;
            if (disc < 0) return [];
            const r = Math.sqrt(disc);
            return [(-B - r) / (2 * A), (-B + r) / (2 * A)];
          })();
    const later = roots.filter((t) => t > 1e-9);
    // Two later passes (there and back) are two answers: not one to state.
    const [t] = later;
    if (t === undefined || later.length !== 1) return undefined;
    const back = position(m, t);
    if (Math.abs(back - target) > 1e-6 * Math.max(1, Math.abs(target))) return undefined;
    return {
      steps: [
        `Pedí $x(t) = ${n(target)}$: $${n(m.x0)} + ${n(m.v0)}\\,t${A !== 0 ? ` + ${n(A)}\\,t^2` : ''} = ${n(target)}$, y tomá la raíz positiva: $t ${eq(t)} ${n(t)}$ s.`,
        `Comprobá: $x(${n(t)}) ${eq(back)} ${n(back)}$ m.`,
      ],
      answer: `**t ${said(t)} s**`,
    };
  }
  // The distance run in the first seconds.
  const first = FIRST_SECONDS.exec(question);
  if (first && /distancia|recorr/.test(question) && !/posicion|velocidad/.test(question)) {
    const T = parseNumber(first[1] ?? first[2] ?? '');
    if (!(T > 0)) return undefined;
    mark(first.index, first.index + first[0].length);
    const d = pathLength(m, T);
    const turns = ts > 0 && ts < T;
    return {
      steps: [
        turns
          ? `${stopStep()} Antes de los ${fmt(T)} s vuelve: sumá la ida y la vuelta, $d ${eq(d)} ${n(d)}$ m.`
          : `No cambia de sentido antes de ${fmt(T)} s: $d = |v_0 t + \\frac{1}{2} a t^2| = |${n(m.v0)} \\cdot ${n(T)} + \\frac{1}{2}(${n(m.a)}) \\cdot ${n(T)}^2| ${eq(d)} ${n(d)}$ m.`,
      ],
      answer: `**d ${said(d)} m**`,
    };
  }
  if (!instant) return undefined;
  const T = parseNumber(group(instant, 1));
  if (!(T >= 0)) return undefined;
  mark(instant.index, instant.index + instant[0].length);
  if (/velocidad|rapidez/.test(question) && !/posicion|distancia|aceleracion/.test(question)) {
    const v = speed(m, T);
    return {
      steps: [
        `Reemplazá t = ${fmt(T)} s en la velocidad: $v = ${n(m.v0)} + ${n(m.a)} \\cdot ${n(T)} ${eq(v)} ${n(v)}$ m/s.`,
      ],
      answer: `**v ${said(v)} m/s**${v < 0 ? ' (hacia las x negativas)' : ''}`,
    };
  }
  if (/posicion|donde (?:esta|se encuentra)/.test(question) && !/velocidad|distancia/.test(question)) {
    if (!hasX0(m)) return undefined;
    const x = position(m, T);
    return {
      steps: [
        `Reemplazá t = ${fmt(T)} s: $x = ${n(m.x0)} + ${n(m.v0)} \\cdot ${n(T)} + \\frac{1}{2}(${n(m.a)}) \\cdot ${n(T)}^2 ${eq(x)} ${n(x)}$ m.`,
      ],
      answer: `**x ${said(x)} m**`,
    };
  }
  return undefined;
}

export const positionEquationSolver = declareSolver({
  name: 'solve_position_equation',
  offer: 'movimientos dados por su ecuación x(t) o v(t)',
  summary:
    'A straight-line motion given by its equation, x(t) = x₀ + v₀t + ½at² or v(t) = v₀ + at in SI units: the initial speed, the acceleration, the speed or position at an instant, when it stops and where, the distance run, when it passes through the origin. Pass the whole statement.',
  examples: [
    'x(t) = 10 + 4t − t² (SI), ¿en qué instante se detiene?',
    'v(t) = 20 − 4t (SI), parte del origen, ¿qué distancia recorre hasta detenerse?',
  ],
  solve: solvePositionEquation,
});
