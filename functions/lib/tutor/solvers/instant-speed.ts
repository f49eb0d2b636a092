/**
 * Two questions of a uniformly accelerated motion the broader kinematics reading leaves: the speed at an
 * instant asked in the question («¿qué velocidad tiene a los 5 s?») when the statement also gives how
 * long it accelerates («durante 12 s»), and the mean speed, v_m = (v₀ + v)/2 (= d/t). Each answers only
 * with exactly its data and checks its result back.
 */
import { at } from '../../../../shared/lib/must.ts';
import { asksAnotherUnit } from './asked-unit.ts';
import { declareSolver, type SolverReply, type TextSolver } from './declaration.ts';
import { texRelation as approx, fmt, relation, tex } from './numbers.ts';
import {
  askedClause,
  checkedReply,
  gLine,
  inBase,
  ofDimension,
  readStatement,
  type Statement,
} from './physics.ts';
import type { Quantity } from './units.ts';

const n = (value: number) => tex(value, 4);
const FROM_REST =
  /(?:parte|sale|arranca|comienza|inicia)\w*[^.?]{0,30}(?:del|desde el) reposo|desde el reposo/;
const BRAKES = /fren|desaceler|retard/;
const ACCELERATED = /aceler|uniformemente variado|mruv|fren|desaceler/;

const datum = (label: string, q: Quantity, base: string) =>
  `${label} = ${fmt(q.value, 4)} ${q.unit.symbol}${q.unit.symbol === base ? '' : ` = ${fmt(inBase(q), 4)} ${base}`}`;

/** The speed at the instant the question names, within the time the statement says it accelerates. */
function speedAtInstant(s: Statement, question: string): SolverReply | undefined {
  if (!/velocidad|rapidez/.test(question) || /media|promedio/.test(question)) return undefined;
  const qStart = s.folded.length - question.length;
  const times = ofDimension(s, 'time');
  const accelerations = ofDimension(s, 'acceleration');
  const speeds = ofDimension(s, 'speed');
  const lengths = ofDimension(s, 'length');
  const asked = times.filter((t) => t.index >= qStart);
  const spans = times.filter((t) => t.index < qStart);
  const [instant] = asked;
  const [span] = spans;
  const [acceleration] = accelerations;
  if (
    !instant ||
    !span ||
    asked.length !== 1 ||
    spans.length !== 1 ||
    !acceleration ||
    accelerations.length !== 1
  )
    return undefined;
  if (lengths.length || speeds.length > 1) return undefined;
  // The span is how long it accelerates: «durante 12 s», «por 12 s».
  if (!/(?:durante|por|a lo largo de) $/.test(s.folded.slice(Math.max(0, span.index - 20), span.index)))
    return undefined;
  const [speed] = speeds;
  // A speed typed after the acceleration, or one it reaches, is a final speed: not v₀.
  if (speed && (speed.index > acceleration.index || /alcanz|llega a|final/.test(s.folded))) return undefined;
  const rest = FROM_REST.test(s.folded);
  if (rest === Boolean(speed)) return undefined;
  const v0 = speed ? inBase(speed) : 0;
  const brakes = BRAKES.test(s.folded);
  const a = (brakes ? -1 : 1) * Math.abs(inBase(acceleration));
  const t = inBase(instant);
  const T = inBase(span);
  if (!(t > 0 && t <= T)) return undefined;
  const v = v0 + a * t;
  // Checked back: the time from v₀ to v at that acceleration is the instant asked.
  if (v < 0 || Math.abs((v - v0) / a - t) > 1e-9 * t) return undefined;
  return checkedReply(
    s,
    {
      title: 'Velocidad en un instante (MRUV)',
      data: [
        speed ? datum('v₀', speed, 'm/s') : 'v₀ = 0 (parte del reposo)',
        `a = ${fmt(a, 4)} m/s²`,
        `acelera durante ${fmt(span.value, 4)} ${span.unit.symbol}`,
        datum('t', instant, 's'),
      ],
      steps: [
        `El instante pedido está dentro de los ${fmt(T, 4)} s en que acelera, así que vale $v = v_0 + a t$.`,
        `$v = ${n(v0)} + (${n(a)}) \\cdot ${n(t)} ${approx(v)} ${tex(v, 2)}$ m/s.`,
      ],
      answer: `v ${relation(v)} ${fmt(v)} m/s`,
      used: [...(speed ? [speed.index] : []), acceleration.index, span.index, instant.index],
    },
    {
      method:
        'En un MRUV la velocidad en cada instante es $v = v_0 + a t$, mientras dura la aceleración. ¿Qué representa el dato que sobra?',
      closing: `¿Qué velocidad tendría al terminar los ${fmt(T, 4)} s?`,
    },
  );
}

/**
 * The speed at the end of a stretch covered with constant acceleration, asked at the instant the
 * statement names («recorre 100 m en 20 s… ¿qué velocidad tiene a los 20 s?»): v = 2·d/t − v₀.
 */
function speedAtTheEnd(s: Statement, question: string): SolverReply | undefined {
  if (!/velocidad|rapidez/.test(question) || /media|promedio/.test(question)) return undefined;
  if (!/aceleracion constante|uniformemente|acelera/.test(s.folded) || !FROM_REST.test(s.folded))
    return undefined;
  const qStart = s.folded.length - question.length;
  const times = ofDimension(s, 'time');
  const lengths = ofDimension(s, 'length');
  const asked = times.filter((t) => t.index >= qStart);
  const spans = times.filter((t) => t.index < qStart);
  const [instant] = asked;
  const [span] = spans;
  const [length] = lengths;
  if (!instant || !span || asked.length !== 1 || spans.length !== 1 || !length || lengths.length !== 1)
    return undefined;
  if (ofDimension(s, 'speed').length || ofDimension(s, 'acceleration').length || length.index > qStart)
    return undefined;
  const d = inBase(length);
  const t = inBase(span);
  if (Math.abs(inBase(instant) - t) > 1e-9 * t || !(d > 0 && t > 0)) return undefined;
  const v = (2 * d) / t;
  // Checked back: the mean of 0 and v over the time covers the distance.
  if (Math.abs((v / 2) * t - d) > 1e-9 * d) return undefined;
  return checkedReply(
    s,
    {
      title: 'Velocidad al final de un tramo (MRUV)',
      data: ['v₀ = 0 (parte del reposo)', datum('d', length, 'm'), datum('t', span, 's')],
      steps: [
        `El instante pedido es el final de los ${fmt(t, 4)} s en que recorre ${fmt(d, 4)} m.`,
        `Con aceleración constante, $d = \\frac{v_0 + v}{2} \\cdot t$, así que $v = \\frac{2d}{t} - v_0 = \\frac{2 \\cdot ${n(d)}}{${n(t)}} ${approx(v)} ${tex(v, 2)}$ m/s.`,
      ],
      answer: `v ${relation(v)} ${fmt(v)} m/s`,
      used: [length.index, span.index, instant.index],
    },
    {
      method:
        'Con aceleración constante, $d = \\frac{v_0 + v}{2} \\cdot t$. ¿Qué representa el dato que sobra?',
      closing: '¿Cuál es su aceleración?',
    },
  );
}

const ASKS_MEAN = /(?:velocidad|rapidez) media|(?:velocidad|rapidez) promedio/;
const FALLS = /(?:se )?(?:deja|dejan) caer|se suelta|cae libremente|caida libre/;

/** The mean speed of a fall from rest through a height: half the speed it lands with, h/t. */
function meanSpeedOfAFall(s: Statement): SolverReply | undefined {
  const lengths = ofDimension(s, 'length');
  const [height] = lengths;
  if (!FALLS.test(s.folded) || !height || s.quantities.length !== 1) return undefined;
  const h = inBase(height);
  const t = Math.sqrt((2 * h) / s.g);
  const v = s.g * t;
  const mean = v / 2;
  // Checked back: the mean speed over the time of the fall covers the height.
  if (!(h > 0) || Math.abs(mean * t - h) > 1e-9 * h) return undefined;
  return checkedReply(
    s,
    {
      title: 'Velocidad media en una caída libre',
      data: ['v₀ = 0 (se deja caer)', datum('h', height, 'm'), gLine(s)],
      steps: [
        `Tiempo de caída: $h = \\frac{1}{2} g t^2 \\Rightarrow t = \\sqrt{\\frac{2h}{g}} ${approx(t)} ${tex(t, 2)}$ s.`,
        `Llega con $v = g t ${approx(v)} ${tex(v, 2)}$ m/s.`,
        `Con aceleración constante, $v_m = \\frac{v_0 + v}{2} = \\frac{h}{t} ${approx(mean)} ${tex(mean, 2)}$ m/s.`,
      ],
      answer: `v_m ${relation(mean)} ${fmt(mean)} m/s`,
      used: [height.index],
    },
    {
      method: 'En una caída libre, $v_m = \\frac{h}{t} = \\frac{v}{2}$. ¿Qué representa el dato que sobra?',
      closing: '¿Con qué velocidad llega al suelo?',
    },
  );
}

/**
 * A broader motion reading kept from a mean speed it does not work out: when the question asks the mean
 * speed and its reply never names one, it is not an answer to that question.
 */
export function leavesMeanSpeed(solve: TextSolver): TextSolver {
  return (problem) => {
    const text = solve(problem);
    if (text === undefined) return undefined;
    const s = readStatement(problem);
    if (ASKS_MEAN.test(askedClause(s)) && !/(?:velocidad|rapidez) media|v_m|v_\{?m\}?/i.test(text))
      return undefined;
    return text;
  };
}

/**
 * A mean speed stated in the unit the question asks: «…, en km/h?» adds its km/h, with the m/s beside;
 * undefined for any other unit asked.
 */
function meanInAskedUnit(mean: number, question: string): string | undefined {
  const SI = `v_m ${relation(mean)} ${fmt(mean)} m/s`;
  if (!asksAnotherUnit(question, ['m/s'])) return SI;
  if (asksAnotherUnit(question, ['km/h'])) return undefined;
  const kmh = mean * 3.6;
  return `v_m ${relation(kmh)} ${fmt(kmh)} km/h (${relation(mean)} ${fmt(mean)} m/s)`;
}

/** The mean speed of a uniformly accelerated motion: (v₀ + v)/2 from its speeds, or d/t. */
function meanSpeed(s: Statement, question: string): SolverReply | undefined {
  if (!ASKS_MEAN.test(question)) return undefined;
  const fall = meanSpeedOfAFall(s);
  if (fall) return fall;
  if (!ACCELERATED.test(s.folded)) return undefined;
  const times = ofDimension(s, 'time');
  const speeds = ofDimension(s, 'speed');
  const lengths = ofDimension(s, 'length');
  if (ofDimension(s, 'acceleration').length || times.length > 1 || lengths.length > 1) return undefined;
  const rest = FROM_REST.test(s.folded);
  const stops = /(?:hasta )?(?:detenerse|se detiene|parar|frena hasta el reposo)/.test(s.folded);
  const [time] = times;
  const [first, second] = speeds;
  const given = [first, second].filter((q): q is Quantity => q !== undefined);
  if (
    given.length + (rest ? 1 : 0) + (stops ? 1 : 0) === 2 &&
    speeds.length === given.length &&
    !lengths.length
  ) {
    const v0 = rest ? 0 : inBase(at(given, 0, 'starting speed'));
    const v = stops ? 0 : inBase(at(given, given.length - 1, 'final speed'));
    const mean = (v0 + v) / 2;
    if (!(mean > 0) || Math.abs(2 * mean - v0 - v) > 1e-9 * mean) return undefined;
    const answer = meanInAskedUnit(mean, question);
    if (!answer) return undefined;
    return checkedReply(
      s,
      {
        title: 'Velocidad media en un MRUV',
        data: [
          rest ? 'v₀ = 0 (parte del reposo)' : datum('v₀', at(given, 0, 'starting speed'), 'm/s'),
          stops ? 'v = 0 (se detiene)' : datum('v', at(given, given.length - 1, 'final speed'), 'm/s'),
          ...(time ? [datum('t', time, 's')] : []),
        ],
        steps: [
          'Con aceleración constante la velocidad cambia parejo, así que la media es el promedio de la inicial y la final.',
          `$v_m = \\frac{v_0 + v}{2} = \\frac{${n(v0)} + ${n(v)}}{2} ${approx(mean)} ${tex(mean, 2)}$ m/s.`,
          ...(time
            ? [
                `Comprobá con el tiempo: recorre $d = v_m \\cdot t = ${n(mean)} \\cdot ${n(inBase(time))} ${approx(mean * inBase(time))} ${tex(mean * inBase(time), 2)}$ m, y $\\frac{d}{t}$ vuelve a dar $v_m$.`,
              ]
            : []),
        ],
        answer,
        used: [...given.map((q) => q.index), ...(time ? [time.index] : [])],
      },
      {
        method: 'En un MRUV, $v_m = \\frac{v_0 + v}{2} = \\frac{d}{t}$. ¿Qué representa el dato que sobra?',
        closing: '¿Cuál sería la aceleración?',
      },
    );
  }
  const [length] = lengths;
  if (length && time && !speeds.length) {
    const d = inBase(length);
    const t = inBase(time);
    const mean = d / t;
    if (!(mean > 0) || Math.abs(mean * t - d) > 1e-9 * d) return undefined;
    const answer = meanInAskedUnit(mean, question);
    if (!answer) return undefined;
    return checkedReply(
      s,
      {
        title: 'Velocidad media en un MRUV',
        data: [datum('d', length, 'm'), datum('t', time, 's')],
        steps: [`$v_m = \\frac{d}{t} = \\frac{${n(d)}}{${n(t)}} ${approx(mean)} ${tex(mean, 2)}$ m/s.`],
        answer,
        used: [length.index, time.index],
      },
      {
        method: 'La velocidad media es $v_m = \\frac{d}{t}$. ¿Qué representa el dato que sobra?',
        closing: rest
          ? '¿Con qué velocidad termina, si partió del reposo? (v = 2·v_m)'
          : '¿Cuál sería la aceleración?',
      },
    );
  }
  return undefined;
}

/** A reply for the speed at an instant or the mean speed of a uniformly accelerated motion, or undefined. */
export function solveInstantSpeed(message: string): SolverReply | undefined {
  const s = readStatement(message);
  const question = askedClause(s);
  return meanSpeed(s, question) ?? speedAtInstant(s, question) ?? speedAtTheEnd(s, question);
}

export const instantSpeedSolver = declareSolver({
  name: 'solve_accelerated_speeds',
  offer: 'velocidad media y velocidad en un instante (MRUV)',
  summary:
    'Uniformly accelerated motion: the mean speed v_m = (v₀ + v)/2 (or d/t), and the speed at an instant the question names within the time the statement says it accelerates (v = v₀ + a·t). Pass the whole statement.',
  examples: [
    'Un auto que va a 10 m/s acelera de manera uniforme y 8 s después va a 30 m/s. ¿Cuál fue su velocidad media?',
    'Un móvil parte del reposo y acelera a 3 m/s² durante 12 s. ¿Cuál es su velocidad a los 5 s?',
  ],
  parameters: { problem: 'the motion problem as written' },
  solve: solveInstantSpeed,
});
