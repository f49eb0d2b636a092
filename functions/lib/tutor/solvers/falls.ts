/**
 * Falls told by their seconds, as the exams ask them beyond one formula: the distance a dropped body covers
 * during its n-th second, the height, time or landing speed of a fall from what it covers in its last
 * second(s), the acceleration of a body from rest from its n-th second, its speed part of the way down,
 * and a window passed on the way. Tried just after the vertical throws, on the same cue (ADR 0128).
 */
import { changesADatum } from './changed-datum.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import { fmt, relation } from './numbers.ts';
import {
  askedClause,
  gSource,
  inBase,
  ofDimension,
  readStatement,
  type Statement,
  unusedNumbers,
  type WorkedReading,
} from './physics.ts';
import { ORDINALS } from './spelled-times.ts';
import { DOWN, eq, n, PART_OF_THE_TOP, reply, UP } from './vertical-motion.ts';

type Worked = WorkedReading;

/** Dropped from rest, the distance during its n-th second: g·(2n − 1)/2. */
function nthSecond(s: Statement, question: string): Worked | undefined {
  if (!/(?:se )?deja caer|cae libremente|caida libre|se suelta/.test(s.folded)) return undefined;
  const match = /(?:durante|en) el (\w+) segundo/.exec(question);
  const ordinal = match ? ORDINALS[match[1] ?? ''] : undefined;
  if (!ordinal || !/distancia|recorre|cuantos metros|desciende|cae/.test(question)) return undefined;
  if (s.quantities.length || unusedNumbers(s, []).length) return undefined;
  const g = s.g;
  const before = 0.5 * g * (ordinal - 1) ** 2;
  const after = 0.5 * g * ordinal ** 2;
  const d = after - before;
  return {
    title: 'Caída libre: lo que recorre en un segundo dado',
    data: ['parte del reposo', `el segundo número ${ordinal}, de t = ${ordinal - 1} s a t = ${ordinal} s`],
    steps: [
      `Parte del reposo: lo que cayó hasta el instante $t$ es $y = \\frac{1}{2} g t^2$ (${gSource(s)}).`,
      `Hasta $t = ${ordinal}$ s: $\\frac{1}{2} \\cdot ${n(g)} \\cdot ${ordinal}^2 ${eq(after)} ${n(after)}$ m; hasta $t = ${ordinal - 1}$ s: $\\frac{1}{2} \\cdot ${n(g)} \\cdot ${ordinal - 1}^2 ${eq(before)} ${n(before)}$ m.`,
      `Durante ese segundo recorre la diferencia: $${n(after)} - ${n(before)} ${eq(d)} ${n(d)}$ m, que es $\\frac{g (2n - 1)}{2}$ con $n = ${ordinal}$.`,
    ],
    answer: `d ${relation(d)} ${fmt(d)} m`,
    used: [],
  };
}

/** Dropped from a height, the distance in its last second: h − ½·g·(t − 1)², with t = √(2h/g). */
function lastSecond(s: Statement, question: string): Worked | undefined {
  if (!/(?:se )?deja caer|cae libremente|caida libre|se suelta|cae desde/.test(s.folded)) return undefined;
  if (!/ultimo segundo/.test(question) || !/distancia|recorre|cuantos metros|cae/.test(question))
    return undefined;
  const lengths = ofDimension(s, 'length');
  const [height] = lengths;
  if (!height || lengths.length !== 1 || s.quantities.length !== 1) return undefined;
  const h = inBase(height);
  const g = s.g;
  const t = Math.sqrt((2 * h) / g);
  if (!(t > 1)) return undefined;
  const before = 0.5 * g * (t - 1) ** 2;
  const d = h - before;
  return {
    title: 'Caída libre: lo que recorre en el último segundo',
    data: [`h = ${fmt(h, 4)} m`, 'parte del reposo'],
    steps: [
      `Tiempo total de caída: $h = \\frac{1}{2} g t^2 \\Rightarrow t = \\sqrt{\\frac{2 h}{g}} ${eq(t)} ${n(t)}$ s (${gSource(s)}).`,
      `Hasta un segundo antes, en $t - 1 ${eq(t - 1)} ${n(t - 1)}$ s, cayó $\\frac{1}{2} g (t - 1)^2 ${eq(before)} ${n(before)}$ m.`,
      `En el último segundo recorre el resto: $${n(h)} - ${n(before)} ${eq(d)} ${n(d)}$ m.`,
    ],
    answer: `d ${relation(d)} ${fmt(d)} m`,
    used: [height.index],
  };
}

/**
 * Dropped from a height H, where it is at an instant: «¿a qué altura del suelo se encuentra 1 s después
 * de caer?» is H − ½gt², within the fall's time.
 */
function heightDuringAFall(s: Statement, question: string): Worked | undefined {
  if (
    !/(?:se )?deja caer|cae libremente|caida libre|se suelta|cae desde|\bse cae\b|se desprende/.test(s.folded)
  )
    return undefined;
  if (UP.test(s.folded) || DOWN.test(s.folded)) return undefined;
  if (
    !/(?:a )?que (?:altura|distancia) (?:del|sobre el|respecto del) (?:suelo|piso)|a que altura (?:se encuentra|esta)/.test(
      question,
    )
  )
    return undefined;
  const questionAt = s.folded.lastIndexOf(question);
  const lengths = ofDimension(s, 'length');
  const times = ofDimension(s, 'time');
  const [height] = lengths;
  const [instant] = times;
  if (!height || !instant || lengths.length !== 1 || times.length !== 1 || s.quantities.length !== 2)
    return undefined;
  if (height.index >= questionAt || instant.index < questionAt) return undefined;
  const h = inBase(height);
  const t = inBase(instant);
  const g = s.g;
  const fallen = 0.5 * g * t * t;
  const y = h - fallen;
  const fall = Math.sqrt((2 * h) / g);
  if (!(h > 0 && t > 0 && t < fall && y > 0)) return undefined;
  return {
    title: 'Caída libre: la altura en un instante',
    data: [`h = ${fmt(h, 4)} m`, 'parte del reposo', `t = ${fmt(t, 4)} s`],
    steps: [
      `En ${fmt(t, 4)} s cae, desde el reposo, $d = \\frac{1}{2} g t^2 = \\frac{1}{2} \\cdot ${n(g)} \\cdot ${n(t)}^2 ${eq(fallen)} ${n(fallen)}$ m (${gSource(s)}).`,
      `Está a $y = h - d = ${n(h)} - ${n(fallen)} ${eq(y)} ${n(y)}$ m del suelo. Comprobá: todavía no llegó, tarda $\\sqrt{2h/g} ${eq(fall)} ${n(fall)}$ s en caer entera.`,
    ],
    answer: `y ${relation(y)} ${fmt(y)} m`,
    used: [height.index, instant.index],
  };
}

/** Dropped from a height, its speed when it has fallen a part of it («la mitad de la altura»). */
function partOfAFall(s: Statement, question: string): Worked | undefined {
  if (!/(?:se )?deja caer|cae libremente|caida libre|se suelta|cae desde/.test(s.folded)) return undefined;
  if (!/velocidad|rapidez/.test(question)) return undefined;
  const part = /\bla mitad\b/.test(question)
    ? 1 / 2
    : /tercera parte/.test(question)
      ? 1 / 3
      : /cuarta parte|\bun cuarto\b/.test(question)
        ? 1 / 4
        : undefined;
  if (!part || !/altura|recorrido|camino|caida/.test(question)) return undefined;
  const lengths = ofDimension(s, 'length');
  const [height] = lengths;
  if (!height || lengths.length !== 1 || s.quantities.length !== 1) return undefined;
  const h = inBase(height);
  const g = s.g;
  const fallen = h * part;
  const v = Math.sqrt(2 * g * fallen);
  const t = v / g;
  return {
    title: 'Caída libre: la velocidad a mitad de camino',
    data: [`h = ${fmt(h, 4)} m`, 'parte del reposo', `cayó ${fmt(fallen, 4)} m`],
    steps: [
      `Cuando pasa por ese punto ya cayó $${n(fallen)}$ m (la ${part === 1 / 2 ? 'mitad' : part === 1 / 3 ? 'tercera parte' : 'cuarta parte'} de ${n(h)} m), partiendo del reposo (${gSource(s)}).`,
      `$v^2 = 2 g d = 2 \\cdot ${n(g)} \\cdot ${n(fallen)}$, así que $v ${eq(v)} ${n(v)}$ m/s, hacia abajo.`,
      `Comprobá: tarda $t = \\frac{v}{g} ${eq(t)} ${n(t)}$ s y en ese tiempo cae $\\frac{1}{2} g t^2 ${eq(0.5 * g * t * t)} ${n(0.5 * g * t * t)}$ m. No es la mitad de la velocidad final: la velocidad crece con la raíz de lo que cayó.`,
    ],
    answer: `v ${relation(v)} ${fmt(v)} m/s, hacia abajo`,
    used: [height.index],
  };
}

/**
 * Dropped from rest, it takes a time T to pass a window of height L: it enters with v = (L − ½·g·T²)/T,
 * which it reached falling v²/(2g) from the start. The distance from the start to the window's top,
 * the time to get there or the speed there, whichever is asked.
 */
function pastAWindow(s: Statement, question: string): Worked | undefined {
  if (!/(?:se )?deja caer|cae\b|caer|se suelta|desde el reposo/.test(s.folded)) return undefined;
  if (
    !/(?:pasar|pasa|cruzar|cruza|atravesar|atraviesa)\w* (?:frente a|por delante de|por|delante de) (?:una|la) (?:ventana|abertura)/.test(
      s.folded,
    )
  )
    return undefined;
  if (UP.test(s.folded) || DOWN.test(s.folded)) return undefined;
  const lengths = ofDimension(s, 'length');
  const times = ofDimension(s, 'time');
  const [length] = lengths;
  const [time] = times;
  if (!length || !time || lengths.length !== 1 || times.length !== 1 || s.quantities.length !== 2)
    return undefined;
  const L = inBase(length);
  const T = inBase(time);
  const g = s.g;
  const v = (L - 0.5 * g * T * T) / T;
  if (!(v > 0)) return undefined;
  const above = (v * v) / (2 * g);
  const reach = v / g;
  const asksDistance =
    /distancia|altura|cuantos metros|a que (?:distancia|altura)|por debajo|desde (?:la|el) (?:cornisa|terraza|techo|borde)/.test(
      question,
    );
  const asksTime = /tiempo|tarda|demora|cuando/.test(question);
  const asksSpeed = /velocidad|rapidez/.test(question);
  if ([asksDistance, asksTime, asksSpeed].filter(Boolean).length !== 1) return undefined;
  const check = v * T + 0.5 * g * T * T;
  return {
    title: 'Caída libre: el paso frente a una ventana',
    data: ['parte del reposo', `ventana de ${fmt(L, 4)} m`, `la cruza en ${fmt(T, 4)} s`],
    steps: [
      `Frente a la ventana cae ${fmt(L, 4)} m en ${fmt(T, 4)} s, entrando con una velocidad v: $L = v T + \\frac{1}{2} g T^2$ (${gSource(s)}), así que $v = \\frac{L - \\frac{1}{2} g T^2}{T} = \\frac{${n(L)} - \\frac{1}{2} \\cdot ${n(g)} \\cdot ${n(T)}^2}{${n(T)}} ${eq(v)} ${n(v)}$ m/s.`,
      `Esa velocidad la ganó cayendo desde el reposo: $h = \\frac{v^2}{2g} = \\frac{${n(v)}^2}{2 \\cdot ${n(g)}} ${eq(above)} ${n(above)}$ m por encima del borde superior de la ventana, en $t = \\frac{v}{g} ${eq(reach)} ${n(reach)}$ s.`,
      `Comprobá: $${n(v)} \\cdot ${n(T)} + \\frac{1}{2} \\cdot ${n(g)} \\cdot ${n(T)}^2 ${eq(check)} ${n(check)}$ m, el alto de la ventana.`,
    ],
    answer: asksDistance
      ? `h ${relation(above)} ${fmt(above)} m (del punto de partida al borde superior de la ventana)`
      : asksTime
        ? `t ${relation(reach)} ${fmt(reach)} s (hasta llegar a la ventana)`
        : `v ${relation(v)} ${fmt(v)} m/s (al llegar a la ventana)`,
    used: [length.index, time.index],
  };
}

/**
 * Dropped from rest, it falls d in its last second (or its last Δt seconds): ½gT² − ½g(T − Δt)² = d gives
 * the time of the fall, T = d/(g·Δt) + Δt/2, and from it the height ½gT² or the speed on landing g·T.
 */
function fromTheLastSecond(s: Statement, question: string): Worked | undefined {
  if (!/(?:se )?deja caer|cae libremente|caida libre|se suelta|cae desde el reposo/.test(s.folded))
    return undefined;
  if (UP.test(s.folded) || DOWN.test(s.folded)) return undefined;
  const last = /\bultimo segundo\b|\bultimos\b/.exec(s.folded);
  if (!last || /ultimo segundo|ultimos/.test(question)) return undefined;
  const lengths = ofDimension(s, 'length');
  const times = ofDimension(s, 'time');
  const [distance] = lengths;
  if (!distance || lengths.length !== 1 || times.length > 1) return undefined;
  // «en los últimos 2 s»: the time right after «últimos»; «en el último segundo»: one second.
  const [span] = times;
  if (span && !(span.index > last.index && span.index - last.index < 12)) return undefined;
  if (!span && !/ultimo segundo/.test(last[0])) return undefined;
  if (s.quantities.length !== lengths.length + times.length) return undefined;
  const asksHeight = /altura|desde donde|de donde|desde que/.test(question);
  const asksTime = /cuanto tard|tiempo|cuanto dur|cuantos segundos/.test(question);
  const asksSpeed = /velocidad|rapidez/.test(question);
  if (Number(asksHeight) + Number(asksTime) + Number(asksSpeed) !== 1) return undefined;
  const d = inBase(distance);
  const dt = span ? inBase(span) : 1;
  const g = s.g;
  const T = d / (g * dt) + dt / 2;
  if (!(T >= dt && d > 0)) return undefined;
  const h = 0.5 * g * T * T;
  const before = 0.5 * g * (T - dt) ** 2;
  if (Math.abs(h - before - d) > 1e-9 * Math.max(1, d)) return undefined;
  const v = g * T;
  const answer = asksHeight
    ? `h ${relation(h)} ${fmt(h)} m`
    : asksTime
      ? `t ${relation(T)} ${fmt(T)} s`
      : `v ${relation(v)} ${fmt(v)} m/s, hacia abajo`;
  return {
    title: 'Caída libre: la altura desde lo que cae al final',
    data: [
      `parte del reposo`,
      `en ${span ? `los últimos ${fmt(dt, 4)} s` : 'el último segundo'} recorre ${fmt(d, 4)} m`,
    ],
    steps: [
      `Si la caída dura $T$, lo que cae en ${span ? `los últimos ${fmt(dt, 4)} s` : 'el último segundo'} es lo que cayó hasta $T$ menos lo que cayó hasta $T - ${span ? n(dt) : '1'}$ (${gSource(s)}): $\\frac{1}{2} g T^2 - \\frac{1}{2} g (T - ${span ? n(dt) : '1'})^2 = ${n(d)}$.`,
      `Desarrollando, queda lineal en $T$: $g \\cdot ${span ? n(dt) : '1'} \\cdot T - \\frac{1}{2} g \\cdot ${span ? `${n(dt)}^2` : '1'} = ${n(d)}$, así que $T = \\frac{${n(d)}}{${n(g)} \\cdot ${span ? n(dt) : '1'}} + \\frac{${span ? n(dt) : '1'}}{2} ${eq(T)} ${n(T)}$ s.`,
      asksHeight
        ? `Altura: $h = \\frac{1}{2} g T^2 = \\frac{1}{2} \\cdot ${n(g)} \\cdot ${n(T)}^2 ${eq(h)} ${n(h)}$ m.`
        : asksSpeed
          ? `Velocidad al llegar: $v = g T = ${n(g)} \\cdot ${n(T)} ${eq(v)} ${n(v)}$ m/s.`
          : `La caída dura $T ${eq(T)} ${n(T)}$ s.`,
      `Comprobá: hasta $T - ${span ? n(dt) : '1'} ${eq(T - dt)} ${n(T - dt)}$ s cayó $${n(before)}$ m, y $${n(h)} - ${n(before)} ${eq(d)} ${n(d)}$ m ✓`,
    ],
    answer,
    used: [distance.index, ...(span ? [span.index] : [])],
  };
}

/**
 * From rest with constant acceleration, it covers d during its n-th second (from t = n − 1 to t = n):
 * ½a·n² − ½a·(n − 1)² = d, so a = 2d/(2n − 1). The instants the statement may add are those two.
 */
function accelerationFromNthSecond(s: Statement, question: string): Worked | undefined {
  if (!/reposo|arranca/.test(s.folded) || !/aceleracion/.test(s.folded)) return undefined;
  if (/\bcae\b|caida|deja caer|se suelta|lanza/.test(s.folded)) return undefined;
  if (!/aceleracion/.test(question) || /velocidad|distancia|tiempo/.test(question)) return undefined;
  const match = /(?:durante|en) (?:el|su) (\w+) segundo/.exec(s.folded);
  const ordinal = match ? ORDINALS[match[1] ?? ''] : undefined;
  if (!ordinal || ordinal < 1) return undefined;
  const lengths = ofDimension(s, 'length');
  const times = ofDimension(s, 'time');
  const [distance] = lengths;
  if (!distance || lengths.length !== 1) return undefined;
  if (s.quantities.length !== lengths.length + times.length) return undefined;
  // «es decir, entre t = 2 s y t = 3 s»: the same second said by its instants, nothing else.
  const instants = times.map((q) => inBase(q));
  if (times.length && !(times.length === 2 && instants[0] === ordinal - 1 && instants[1] === ordinal))
    return undefined;
  const d = inBase(distance);
  const a = (2 * d) / (2 * ordinal - 1);
  const after = 0.5 * a * ordinal ** 2;
  const before = 0.5 * a * (ordinal - 1) ** 2;
  if (!(a > 0) || Math.abs(after - before - d) > 1e-9 * Math.max(1, d)) return undefined;
  return {
    title: 'MRUV desde el reposo: la aceleración desde lo que recorre en un segundo dado',
    data: [
      'parte del reposo',
      `en el segundo número ${ordinal} (de t = ${ordinal - 1} s a t = ${ordinal} s) recorre ${fmt(d, 4)} m`,
    ],
    steps: [
      `Desde el reposo, hasta el instante $t$ recorre $x = \\frac{1}{2} a t^2$.`,
      `Durante ese segundo recorre lo de $t = ${ordinal}$ s menos lo de $t = ${ordinal - 1}$ s: $\\frac{1}{2} a \\cdot ${ordinal}^2 - \\frac{1}{2} a \\cdot ${ordinal - 1}^2 = \\frac{${2 * ordinal - 1}}{2}\\, a = ${n(d)}$ m.`,
      `Despejá: $a = \\frac{2 \\cdot ${n(d)}}{${2 * ordinal - 1}} ${eq(a)} ${n(a)}$ m/s².`,
      `Comprobá: $\\frac{1}{2} \\cdot ${n(a)} \\cdot ${ordinal}^2 - \\frac{1}{2} \\cdot ${n(a)} \\cdot ${ordinal - 1}^2 ${eq(after - before)} ${n(after - before)}$ m ✓`,
    ],
    answer: `a ${relation(a)} ${fmt(a)} m/s²`,
    used: [distance.index, ...times.map((q) => q.index)],
  };
}

export function solveFalls(problem: string): SolverReply | undefined {
  if (changesADatum(problem)) return undefined;
  const s = readStatement(problem);
  const question = askedClause(s);
  // A part of the top is the vertical throw's reading (vertical-throw.ts).
  if (PART_OF_THE_TOP.test(question)) return undefined;
  const worked =
    nthSecond(s, question) ??
    lastSecond(s, question) ??
    fromTheLastSecond(s, question) ??
    accelerationFromNthSecond(s, question) ??
    partOfAFall(s, question) ??
    heightDuringAFall(s, question) ??
    pastAWindow(s, question);
  return worked && reply(s, worked);
}

export const fallsSolver = declareSolver({
  name: 'solve_falls_by_seconds',
  offer: 'caídas por segundos',
  summary:
    'Falls told by their seconds: the distance a dropped body covers during its n-th second; the height, time or landing speed of a fall from what it covers in its last second(s); the acceleration of a body from rest from what it covers in its n-th second; its speed part of the way down; a window passed (g = 9,8 m/s² unless given). Pass the whole statement.',
  examples: [
    'Un objeto se deja caer desde el reposo. ¿Qué distancia recorre durante el tercer segundo de caída? (g = 10 m/s²)',
  ],
  parameters: { problem: 'the statement as written' },
  solve: solveFalls,
});
