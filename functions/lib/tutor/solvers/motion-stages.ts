/**
 * A motion in stages as the exams chain them: a body that starts from rest, speeds up with a given
 * acceleration for a time, then goes on at the speed it reached for another time (and may then brake to
 * a stop with another acceleration): the distance of each stage and the total; and a way done in two
 * halves at two speeds, whose mean speed is no mean of the speeds.
 */
import { at } from '../../../../shared/lib/must.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import { group } from './groups.ts';
import { fmt, relation, tex } from './numbers.ts';
import {
  askedClause,
  inBase,
  ofDimension,
  readStatement,
  type Statement,
  typedNumbers,
  unusedNumbers,
} from './physics.ts';
import { workedReply } from './reply.ts';

const n = (value: number) => tex(value, 4);
const eq = (value: number) => (relation(value, 4) === '=' ? '=' : '\\approx');
const THEN = /\b(?:luego|despues|a continuacion|y sigue|y continua|y mantiene)\b/;
const CONSTANT =
  /velocidad constante|rapidez constante|con esa velocidad|la velocidad (?:que|alcanzada)|movimiento uniforme|\bmru\b|mantiene (?:la|esa|su) velocidad|sigue con (?:esa|la misma) velocidad/;

/**
 * Halves of a way at two speeds: the mean speed is the whole distance over the whole time, 2·v₁·v₂/(v₁ + v₂),
 * not the mean of the speeds.
 */
function halvesAtTwoSpeeds(s: Statement, question: string): SolverReply | undefined {
  if (!/velocidad media|rapidez media/.test(question)) return undefined;
  if (!/(?:la )?mitad[^.?]{0,40}\by (?:la )?otra mitad\b/.test(s.folded)) return undefined;
  const speeds = ofDimension(s, 'speed');
  const [first, second] = speeds;
  if (!first || !second || speeds.length !== 2 || s.quantities.length !== 2 || first.unit !== second.unit)
    return undefined;
  const v1 = first.value;
  const v2 = second.value;
  const unit = first.unit.symbol;
  // «la mitad del tiempo a 60 km/h y la otra mitad a 90 km/h»: halves of the time, whose mean is the
  // mean of the speeds.
  if (/mitad del tiempo|mitad de su tiempo/.test(s.folded)) return halvesOfTheTime(v1, v2, unit);
  const mean = (2 * v1 * v2) / (v1 + v2);
  // Checked on a way of 2 units: one unit at each speed.
  const time = 1 / v1 + 1 / v2;
  return {
    certain: true,
    text: workedReply({
      title: 'Velocidad media de un recorrido en dos mitades',
      data: [`primera mitad a v₁ = ${fmt(v1, 4)} ${unit}`, `segunda mitad a v₂ = ${fmt(v2, 4)} ${unit}`].join(
        '; ',
      ),
      steps: [
        'La velocidad media es la distancia total sobre el tiempo total, no el promedio de las velocidades: la mitad más lenta dura más.',
        `Con un recorrido $2d$: $t = \\frac{d}{v_1} + \\frac{d}{v_2}$, así que $v_m = \\frac{2d}{t} = \\frac{2 v_1 v_2}{v_1 + v_2} = \\frac{2 \\cdot ${n(v1)} \\cdot ${n(v2)}}{${n(v1)} + ${n(v2)}} ${eq(mean)} ${n(mean)}$ ${unit}.`,
        `Comprobá con $d = 1$: $t = \\frac{1}{${n(v1)}} + \\frac{1}{${n(v2)}} ${eq(time)} ${n(time)}$ y $\\frac{2}{t} ${eq(2 / time)} ${n(2 / time)}$ ${unit}.`,
      ],
      answer: `**v_m ${relation(mean)} ${fmt(mean)} ${unit}**`,
      closing: `¿Por qué no da ${fmt((v1 + v2) / 2)} ${unit}, el promedio de las dos velocidades?`,
    }),
  };
}

/** Halves of the time at two speeds: d = v₁·t/2 + v₂·t/2, so the mean speed is (v₁ + v₂)/2. */
function halvesOfTheTime(v1: number, v2: number, unit: string): SolverReply {
  const mean = (v1 + v2) / 2;
  return {
    certain: true,
    text: workedReply({
      title: 'Velocidad media con dos mitades del tiempo',
      data: [
        `la mitad del tiempo a v₁ = ${fmt(v1, 4)} ${unit}`,
        `la otra mitad a v₂ = ${fmt(v2, 4)} ${unit}`,
      ].join('; '),
      steps: [
        'La velocidad media es la distancia total sobre el tiempo total. Con un tiempo total $t$, cada velocidad dura $t/2$.',
        `$d = v_1 \\frac{t}{2} + v_2 \\frac{t}{2}$, así que $v_m = \\frac{d}{t} = \\frac{v_1 + v_2}{2} = \\frac{${n(v1)} + ${n(v2)}}{2} ${eq(mean)} ${n(mean)}$ ${unit}: acá sí es el promedio, porque cada velocidad dura lo mismo.`,
      ],
      answer: `**v_m ${relation(mean)} ${fmt(mean)} ${unit}**`,
      closing: '¿Y si fueran dos mitades del camino en lugar del tiempo?',
    }),
  };
}

/**
 * A driver who sees an obstacle, takes a reaction time at constant speed and then brakes to a stop:
 * the distance during the reaction (v·t_r), the braking one (v²/2a), or their sum, as the question asks.
 */
function reactionAndBraking(s: Statement, question: string): SolverReply | undefined {
  if (!/reacci|reaccion|reaccionar/.test(s.folded) || !/fren|desaceler|deten/.test(s.folded))
    return undefined;
  const speeds = ofDimension(s, 'speed');
  const times = ofDimension(s, 'time');
  const accelerations = ofDimension(s, 'acceleration');
  const lengths = ofDimension(s, 'length');
  const [speed] = speeds;
  const [reaction] = times;
  const [brake] = accelerations;
  // «ve una vaca 80 m delante»: at most one length, the obstacle's distance when the statement says so.
  const [obstacle] = lengths;
  if (
    !speed ||
    !reaction ||
    !brake ||
    speeds.length !== 1 ||
    times.length !== 1 ||
    accelerations.length !== 1 ||
    lengths.length > 1
  )
    return undefined;
  if (s.quantities.length !== 3 + lengths.length) return undefined;
  if (
    obstacle &&
    !/^\s*(?:por )?(?:delante|adelante|mas adelante|por delante|frente)|^\s*de (?:distancia|el|la)\b/.test(
      s.folded.slice(obstacle.end, obstacle.end + 20),
    ) &&
    !/\ba (?:una distancia de )?$/.test(s.folded.slice(Math.max(0, obstacle.index - 25), obstacle.index))
  )
    return undefined;
  if (!/distancia|recorr|cuantos metros|que espacio/.test(question)) return undefined;
  // The time is the reaction's: «tarda 0,8 s en reaccionar», «un tiempo de reacción de 0,8 s».
  const near = s.folded.slice(Math.max(0, reaction.index - 40), reaction.end + 40);
  if (!/reacci|reaccion/.test(near)) return undefined;
  const onlyBraking =
    /durante (?:el )?frenado|mientras frena|al frenar|distancia de frenado|desde que (?:empieza a |comienza a )?frena/.test(
      question,
    );
  const onlyReaction =
    /durante (?:el (?:tiempo de )?)?reaccion|mientras reacciona|antes de (?:empezar a |comenzar a )?frenar|tiempo de reaccion/.test(
      question,
    );
  // «¿A qué distancia de la vaca queda detenido?»: the gap left before the obstacle.
  const gap =
    obstacle !== undefined &&
    /a que distancia (?:de|del)\b[^?]{0,30}(?:queda|se detiene|se para|frena|detenid|para\b)|(?:cuantos metros|que distancia) (?:le )?(?:queda|quedan|sobra|sobran)/.test(
      question,
    );
  const whole =
    /desde que (?:ve|advierte|divisa|percibe|observa|detecta)|en total|\btotal\b|hasta (?:detenerse|que se detiene|parar|pararse|frenar por completo)/.test(
      question,
    );
  const asked = [
    onlyBraking && 'braking',
    onlyReaction && 'reaction',
    gap && 'gap',
    whole && !gap && !onlyBraking && !onlyReaction && 'total',
  ].filter(Boolean);
  if (asked.length !== 1) return undefined;
  const v = inBase(speed);
  const tr = inBase(reaction);
  const a = Math.abs(inBase(brake));
  if (!(v > 0 && tr > 0 && a > 0)) return undefined;
  const dr = v * tr;
  const db = (v * v) / (2 * a);
  const total = dr + db;
  // The check: the area under v(t), a rectangle and a triangle of base v/a.
  const area = v * tr + (v * (v / a)) / 2;
  if (Math.abs(area - total) > 1e-9 * Math.max(1, total)) return undefined;
  if (
    unusedNumbers(s, [speed.index, reaction.index, brake.index, ...(obstacle ? [obstacle.index] : [])]).length
  )
    return undefined;
  const ahead = obstacle ? inBase(obstacle) : 0;
  const left = ahead - total;
  // Past the obstacle it hits it: it never brakes to a stop, and no distance of this reading is one
  // it runs (does it crash? is another question).
  if (obstacle && !(left > 0)) return undefined;
  const steps = [
    ...(speed.unit.symbol === 'm/s'
      ? []
      : [`Pasá la velocidad a m/s: ${fmt(speed.value, 4)} ${speed.unit.symbol} = ${fmt(v, 4)} m/s.`]),
    `Durante la reacción sigue a velocidad constante (MRU): $d_r = v\\,t_r = ${n(v)} \\cdot ${n(tr)} ${eq(dr)} ${n(dr)}$ m.`,
    `Frenando hasta detenerse (MRUV, v final 0): $d_f = \\frac{v^2}{2a} = \\frac{${n(v)}^2}{2 \\cdot ${n(a)}} ${eq(db)} ${n(db)}$ m.`,
    `Distancia total: $d = d_r + d_f = ${n(dr)} + ${n(db)} ${eq(total)} ${n(total)}$ m. Comprobá: es el área bajo v(t), un rectángulo de ${fmt(tr, 4)} s y un triángulo de ${fmt(v / a, 4)} s de base.`,
  ];
  if (obstacle && left > 0)
    steps.push(
      `El obstáculo estaba a ${fmt(ahead, 4)} m: se detiene antes, a $${n(ahead)} - ${n(total)} ${eq(left)} ${n(left)}$ m de él.`,
    );
  const kind = asked[0];
  const answer =
    kind === 'gap'
      ? `**queda a ${relation(left) === '=' ? '' : '≈ '}${fmt(left)} m del obstáculo**`
      : kind === 'total'
        ? `**d total ${relation(total)} ${fmt(total)} m**`
        : kind === 'braking'
          ? `**d de frenado ${relation(db)} ${fmt(db)} m**`
          : `**d durante la reacción ${relation(dr)} ${fmt(dr)} m**`;
  return {
    certain: true,
    text: workedReply({
      title: 'Tiempo de reacción y frenado',
      data: [
        `v = ${fmt(speed.value, 4)} ${speed.unit.symbol}`,
        `tiempo de reacción ${fmt(reaction.value, 4)} ${reaction.unit.symbol}`,
        `desaceleración ${fmt(a, 4)} m/s²`,
        ...(obstacle ? [`obstáculo a ${fmt(obstacle.value, 4)} ${obstacle.unit.symbol}`] : []),
      ].join('; '),
      steps,
      answer,
      closing: '¿Cuál de las dos distancias crece más si la velocidad se duplica?',
    }),
  };
}

// «t (s): 0 | 2 | 4 | 6», «v (m/s): 4 8 12 16»: a row of a table, its numbers after the label.
const ROW = String.raw`:\s*((?:-?\d+(?:,\d+)?\s*(?:\|\s*)?){3,})`;
const TIME_ROW = new RegExp(String.raw`\bt\s*\(\s*s\s*\)\s*${ROW}`);
const SPEED_ROW = new RegExp(String.raw`\bv\s*\(\s*m\s*/\s*s\s*\)\s*${ROW}`);
const rowValues = (row: string) =>
  (row.match(/-?\d+(?:,\d+)?/g) ?? []).map((x) => Number(x.replace(',', '.')));

/**
 * A table of a body's speed at several instants («t (s): 0 2 4 6 / v (m/s): 4 8 12 16»): when the speed
 * changes the same in every interval, the motion is uniformly accelerated, a = Δv/Δt, and the distance
 * between two instants of the table is the area under v(t), a trapezoid. Speeds that change unevenly, or
 * change sign, are not read.
 */
function speedTable(s: Statement, question: string): SolverReply | undefined {
  const timeRow = TIME_ROW.exec(s.folded);
  const speedRow = SPEED_ROW.exec(s.folded);
  if (!timeRow || !speedRow) return undefined;
  const ts = rowValues(group(timeRow, 1));
  const vs = rowValues(group(speedRow, 1));
  if (ts.length !== vs.length || ts.length < 3 || vs.some((v) => v < 0)) return undefined;
  const a = ((vs[1] ?? 0) - (vs[0] ?? 0)) / ((ts[1] ?? 0) - (ts[0] ?? 0));
  for (let i = 1; i < ts.length; i++) {
    const dt = (ts[i] ?? 0) - (ts[i - 1] ?? 0);
    if (
      !(dt > 0) ||
      Math.abs((vs[i] ?? 0) - (vs[i - 1] ?? 0) - a * dt) > 1e-9 * Math.max(1, Math.abs(a * dt))
    )
      return undefined;
  }
  const askedAt = questionStart(s);
  const tableEnd = Math.max(timeRow.index + timeRow[0].length, speedRow.index + speedRow[0].length);
  if (askedAt < tableEnd) return undefined;
  const asked = s.quantities.filter((q) => q.index >= askedAt);
  const askedNumbers = typedNumbers(s).filter((found) => found.index >= askedAt);
  // Nothing but the table and the question: every other number would be unread.
  if (
    typedNumbers(s).some(
      (found) => found.index < askedAt && (found.index < timeRow.index || found.index >= tableEnd),
    )
  )
    return undefined;
  const speedAt = (t: number) => (vs[0] ?? 0) + a * (t - (ts[0] ?? 0));
  const data = `t (s): ${ts.map((t) => fmt(t, 4)).join('; ')}; v (m/s): ${vs.map((v) => fmt(v, 4)).join('; ')}`;
  const uniform = `En cada intervalo la velocidad cambia lo mismo por segundo: $a = \\frac{\\Delta v}{\\Delta t} = \\frac{${n((vs[1] ?? 0) - (vs[0] ?? 0))}}{${n((ts[1] ?? 0) - (ts[0] ?? 0))}} ${eq(a)} ${n(a)}$ m/s² en todos: es un MRUV.`;
  const reply = (steps: string[], answer: string): SolverReply => ({
    certain: true,
    text: workedReply({
      title: 'Tabla de velocidades: un MRUV',
      data,
      steps: [uniform, ...steps],
      answer,
      closing: '¿Qué forma tiene el gráfico v(t) de esta tabla, y qué representa el área bajo él?',
    }),
  });
  const asksDistance = /distancia|recorre|desplazamiento|cuantos metros/.test(question);
  const asksAcceleration = /aceleracion/.test(question) && !asksDistance;
  if (asksAcceleration && askedNumbers.length === 0) return reply([], `**a ${relation(a)} ${fmt(a)} m/s²**`);
  if (!asksDistance || /velocidad|aceleracion|tiempo/.test(question)) return undefined;
  // Between two instants the question names, or over the whole table.
  const instants = asked.filter((q) => q.unit.dimension === 'time').map(inBase);
  if (askedNumbers.length !== instants.length || (instants.length !== 0 && instants.length !== 2))
    return undefined;
  const [from, to] = instants.length === 2 ? (instants as [number, number]) : [ts[0] ?? 0, ts.at(-1) ?? 0];
  if (!(to > from) || from < (ts[0] ?? 0) || to > (ts.at(-1) ?? 0)) return undefined;
  const v1 = speedAt(from);
  const v2 = speedAt(to);
  const d = ((v1 + v2) / 2) * (to - from);
  const back = v1 * (to - from) + (a * (to - from) ** 2) / 2;
  if (Math.abs(d - back) > 1e-9 * Math.max(1, d)) return undefined;
  return reply(
    [
      `La distancia es el área bajo v(t) entre $t = ${n(from)}$ s y $t = ${n(to)}$ s, un trapecio: $d = \\frac{${n(v1)} + ${n(v2)}}{2} \\cdot ${n(to - from)} ${eq(d)} ${n(d)}$ m.`,
      `Comprobá con $d = v_0 t + \\frac{1}{2} a t^2 = ${n(v1)} \\cdot ${n(to - from)} + \\frac{1}{2} \\cdot ${n(a)} \\cdot ${n(to - from)}^2 ${eq(back)} ${n(back)}$ m.`,
    ],
    `**d ${relation(d)} ${fmt(d)} m**`,
  );
}

/** A reply for a motion in stages, or undefined when the statement is not one. */
export function solveMotionStages(problem: string): SolverReply | undefined {
  const s = readStatement(problem);
  const question = askedClause(s);
  const halves =
    speedTable(s, question) ??
    halvesAtTwoSpeeds(s, question) ??
    reactionAndBraking(s, question) ??
    lastSeconds(s, question) ??
    positionGraph(s, question);
  if (halves) return halves;
  return twoOrThreeStages(s, question) ?? stagesToAStop(s, question) ?? profileReply(s, question);
}

/** What a question about a whole start–cruise–stop motion asks, by its words. */
const STAGES_ASKED = {
  top: /velocidad maxima|maxima velocidad|rapidez maxima|velocidad (?:que )?alcanza|velocidad alcanzada/,
  brake: /desaceleracion|aceleracion (?:de|del|durante el|en el|mientras) (?:frenado|frena|la frenada|ultim)/,
  total:
    /distancia (?:total|recorrida en total)|(?:distancia|recorre|recorrio|metros)[^?]*\ben total\b|(?:a )?que altura (?:se detiene|llega|queda|sube en total)|altura (?:total|a la que se detiene)/,
  time: /tiempo total|cuanto (?:tiempo )?(?:dura|tarda) (?:todo|en total)|duracion total/,
  mean: /velocidad media|rapidez media/,
};

/**
 * From rest, an acceleration for a time, then the speed reached for another time, then a braking to a
 * stop told by its time («hasta detenerse en 4 s») or its distance («deteniéndose en 30 m»): the top
 * speed, the braking's deceleration, the whole distance (or height), the whole time or the mean speed.
 */
function stagesToAStop(s: Statement, question: string): SolverReply | undefined {
  if (!/reposo|parte de|arranca/.test(s.folded) || !THEN.test(s.folded) || !CONSTANT.test(s.folded))
    return undefined;
  const asked = (Object.keys(STAGES_ASKED) as (keyof typeof STAGES_ASKED)[]).filter((k) =>
    STAGES_ASKED[k].test(question),
  );
  // «la aceleración de frenado» also names «aceleración»; one thing asked, or none read.
  if (asked.length !== 1) return undefined;
  // «¿Qué distancia recorre en total y cuánto tarda?»: two things asked, one read.
  if (/\by (?:cuant|que |cual|con que|a que|en que|el tiempo|la velocidad|la distancia)/.test(question))
    return undefined;
  // «la velocidad media durante el frenado», «la distancia en la segunda etapa», «a los 5 s»: one stage
  // or one instant, not the whole motion.
  if (
    asked[0] !== 'brake' &&
    /frenado|frena|acelera|arranque|primer|segund|tercer|ultim|etapa|tramo|\ba los\b|instante/.test(question)
  )
    return undefined;
  const kind = at(asked, 0, 'asked');
  const accelerations = ofDimension(s, 'acceleration');
  const times = ofDimension(s, 'time');
  const lengths = ofDimension(s, 'length');
  const [a1] = accelerations;
  const [t1, t2, t3] = times;
  const [d3] = lengths;
  if (!a1 || !t1 || !t2 || accelerations.length !== 1) return undefined;
  // The stop told once: by a third time or by a distance.
  const last =
    times.length === 3 && !lengths.length ? t3 : times.length === 2 && lengths.length === 1 ? d3 : undefined;
  if (!last || s.quantities.length !== 4) return undefined;
  if (!(a1.index < t1.index && t1.index < t2.index && t2.index < last.index)) return undefined;
  // Each stage's time is a duration («durante 12 s», «por 2 min»), not an instant («hasta los 15 s»).
  const lasting = (q: { index: number }) =>
    /\b(?:durante|por|en|a lo largo de)\s+(?:(?:los|unos|otros)\s+)?(?:(?:siguientes|proximos|primeros)\s+)?$/.test(
      s.folded.slice(Math.max(0, q.index - 40), q.index),
    );
  if (!lasting(t1) || !lasting(t2)) return undefined;
  // From rest at the start: «parte del reposo», «arranca» before the first stage's acceleration («hasta
  // quedar en reposo» is the stop, not the start).
  if (!/reposo|arranca|parte (?:de|desde)|sale (?:de|desde)/.test(s.folded.slice(0, a1.index)))
    return undefined;
  // The last datum is the braking's: a braking word before it, in the same sentence.
  const before = s.folded.slice(t2.end, last.index);
  // To a stop: «frena hasta detenerse en 4 s», «deteniéndose en 30 m»; a braking that only slows is another.
  const around = before + s.folded.slice(last.end, last.end + 25);
  if (
    !/fren|desaceler|deten/.test(around) ||
    !/deten|hasta (?:parar|quedar)|se para\b|queda en reposo/.test(around)
  )
    return undefined;
  if (!/\b(?:en|durante|tras recorrer|luego de recorrer|despues de recorrer)\s*$/.test(before))
    return undefined;
  const a = inBase(a1);
  const first = inBase(t1);
  const second = inBase(t2);
  if (!(a > 0 && first > 0 && second > 0)) return undefined;
  const v = a * first;
  const d1 = 0.5 * a * first * first;
  const d2 = v * second;
  const byTime = last === t3;
  const third = inBase(last);
  if (!(third > 0)) return undefined;
  const tb = byTime ? third : (2 * third) / v;
  const db = byTime ? (v * third) / 2 : third;
  const b = v / tb;
  // Checked: the braking's distance from its deceleration, v²/(2b).
  if (Math.abs((v * v) / (2 * b) - db) > 1e-9 * Math.max(1, db)) return undefined;
  if (unusedNumbers(s, [a1.index, t1.index, t2.index, last.index]).length) return undefined;
  const total = d1 + d2 + db;
  const time = first + second + tb;
  const kmh = /km\/h/.test(question);
  const steps = [
    `Primera etapa (MRUV desde el reposo): llega a $v_{max} = a t_1 = ${n(a)} \\cdot ${n(first)} ${eq(v)} ${n(v)}$ m/s${kmh ? ` $= ${n(v * 3.6)}$ km/h` : ''} y recorre $d_1 = \\frac{1}{2} a t_1^2 ${eq(d1)} ${n(d1)}$ m.`,
    `Segunda etapa (MRU con esa velocidad): $d_2 = v t_2 = ${n(v)} \\cdot ${n(second)} ${eq(d2)} ${n(d2)}$ m.`,
    byTime
      ? `Tercera etapa (frena hasta detenerse en ${fmt(tb, 4)} s): $a_f = \\frac{v}{t_3} = \\frac{${n(v)}}{${n(tb)}} ${eq(b)} ${n(b)}$ m/s² y $d_3 = \\frac{v}{2} t_3 ${eq(db)} ${n(db)}$ m.`
      : `Tercera etapa (frena hasta detenerse en ${fmt(db, 4)} m): $a_f = \\frac{v^2}{2 d_3} = \\frac{${n(v)}^2}{2 \\cdot ${n(db)}} ${eq(b)} ${n(b)}$ m/s², en $t_3 = \\frac{2 d_3}{v} ${eq(tb)} ${n(tb)}$ s.`,
    `En total: $d_{total} = ${n(d1)} + ${n(d2)} + ${n(db)} ${eq(total)} ${n(total)}$ m en $t_{total} = ${n(first)} + ${n(second)} + ${n(tb)} ${eq(time)} ${n(time)}$ s. Comprobá: es el área del trapecio bajo v(t).`,
  ];
  const mean = total / time;
  const answer =
    kind === 'top'
      ? kmh
        ? `**v_máx ${relation(v * 3.6)} ${fmt(v * 3.6)} km/h**`
        : `**v_máx ${relation(v)} ${fmt(v)} m/s**`
      : kind === 'brake'
        ? `**desaceleración ${relation(b)} ${fmt(b)} m/s²**`
        : kind === 'total'
          ? `**d total ${relation(total)} ${fmt(total)} m**${total >= 1000 || /\bkm\b|kilometro/.test(question) ? ` (${relation(total / 1000)} ${fmt(total / 1000, 4)} km)` : ''}`
          : kind === 'time'
            ? `**t total ${relation(time)} ${fmt(time)} s**${time >= 60 ? ` (${relation(time / 60)} ${fmt(time / 60, 4)} min)` : ''}`
            : kmh
              ? `**v_m ${relation(mean * 3.6)} ${fmt(mean * 3.6)} km/h**`
              : `**v_m ${relation(mean)} ${fmt(mean)} m/s**`;
  if (kind === 'mean')
    steps.push(
      `Velocidad media: $v_m = \\frac{d}{t} = \\frac{${n(total)}}{${n(time)}} ${eq(mean)} ${n(mean)}$ m/s.`,
    );
  return {
    certain: true,
    text: workedReply({
      title: 'Movimiento por etapas: arranca, sigue y frena',
      data: [
        `a = ${fmt(a, 4)} m/s² durante ${fmt(t1.value, 4)} ${t1.unit.symbol} desde el reposo`,
        `luego v constante durante ${fmt(t2.value, 4)} ${t2.unit.symbol}`,
        `frena hasta detenerse en ${fmt(last.value, 4)} ${last.unit.symbol}`,
      ].join('; '),
      steps: [
        ...(times.some((q) => q.unit.symbol !== 's') ? ['Pasá los tiempos a segundos.'] : []),
        ...steps,
      ],
      answer,
      closing: '¿Cómo se ve este movimiento en un gráfico velocidad-tiempo?',
    }),
  };
}

/** From rest, an acceleration for a time, then the speed reached for another (and a braking): the total. */
function twoOrThreeStages(s: Statement, question: string): SolverReply | undefined {
  if (
    !/distancia (?:total|recorrida en total)|en total|recorre en total|distancia recorre[^?]*total/.test(
      question,
    )
  )
    return undefined;
  if (!/reposo|parte de|arranca/.test(s.folded) || !THEN.test(s.folded) || !CONSTANT.test(s.folded))
    return undefined;
  const accelerations = ofDimension(s, 'acceleration');
  const times = ofDimension(s, 'time');
  const [a1, brake] = accelerations;
  const [t1, t2] = times;
  if (!a1 || !t1 || !t2 || s.quantities.length !== accelerations.length + times.length) return undefined;
  // Two stages, or three with a braking to a stop at a given deceleration; the first acceleration typed
  // before the first time.
  const braking = accelerations.length === 2 && /frena|desacelera|hasta detenerse/.test(s.folded);
  // «…y finalmente frena hasta detenerse» with no deceleration: a third stage this reading has no datum for.
  if (!braking && /fren|desaceler|detener|se detiene/.test(s.folded)) return undefined;
  if (times.length !== 2 || accelerations.length > 2 || (accelerations.length === 2 && !braking))
    return undefined;
  if (!(a1.index < t1.index && t1.index < t2.index)) return undefined;
  const a = inBase(a1);
  const first = inBase(t1);
  const second = inBase(t2);
  if (!(a > 0 && first > 0 && second > 0)) return undefined;
  const v = a * first;
  const d1 = 0.5 * a * first * first;
  const d2 = v * second;
  const steps = [
    `Primera etapa (MRUV desde el reposo): llega a $v = a t_1 = ${n(a)} \\cdot ${n(first)} ${eq(v)} ${n(v)}$ m/s y recorre $d_1 = \\frac{1}{2} a t_1^2 ${eq(d1)} ${n(d1)}$ m.`,
    `Segunda etapa (MRU con esa velocidad): $d_2 = v t_2 = ${n(v)} \\cdot ${n(second)} ${eq(d2)} ${n(d2)}$ m.`,
  ];
  const used = [a1.index, t1.index, t2.index];
  const data = [
    `a = ${fmt(a, 4)} m/s² durante ${fmt(first, 4)} s desde el reposo`,
    `luego v constante durante ${fmt(second, 4)} s`,
  ];
  let d3 = 0;
  if (braking && brake) {
    const b = inBase(brake);
    if (!(b > 0) || brake.index < t2.index) return undefined;
    d3 = (v * v) / (2 * b);
    steps.push(
      `Tercera etapa (frena hasta detenerse): $d_3 = \\frac{v^2}{2 a_f} = \\frac{${n(v)}^2}{2 \\cdot ${n(b)}} ${eq(d3)} ${n(d3)}$ m, en $t_3 = \\frac{v}{a_f} ${eq(v / b)} ${n(v / b)}$ s.`,
    );
    used.push(brake.index);
    data.push(`después frena a ${fmt(b, 4)} m/s² hasta detenerse`);
  }
  const total = d1 + d2 + d3;
  steps.push(
    `Distancia total: $d = ${[d1, d2, ...(braking ? [d3] : [])].map(n).join(' + ')} ${eq(total)} ${n(total)}$ m. Comprobá: es el área bajo el gráfico v(t), un ${braking ? 'trapecio' : 'triángulo más un rectángulo'}.`,
  );
  if (unusedNumbers(s, used).length) return undefined;
  return {
    certain: true,
    text: workedReply({
      title: 'Movimiento por etapas',
      data: data.join('; '),
      steps: [
        ...(times.some((q) => q.unit.symbol !== 's') ? ['Pasá los tiempos a segundos.'] : []),
        ...steps,
      ],
      answer: `**d total ${relation(total)} ${fmt(total)} m**`,
      closing: '¿Cómo se ve este movimiento en un gráfico velocidad-tiempo?',
    }),
  };
}

export const motionStagesSolver = declareSolver({
  name: 'solve_motion_stages',
  offer: 'movimientos por etapas',
  summary:
    'A motion in stages: a body that starts from rest and speeds up with a given acceleration for a time, then goes on at constant speed for another time (and may brake to a stop): the distance of each stage and the total, checked as the area under v(t); and the mean speed of a way done in two halves at two speeds (2·v₁·v₂/(v₁ + v₂)). Pass the whole statement.',
  examples: [
    'Un tren parte de una estación con aceleración constante de 0,5 m/s² durante 40 s y luego sigue con velocidad constante durante 2 minutos. ¿Qué distancia total recorre?',
  ],
  parameters: { problem: 'the statement as written' },
  solve: solveMotionStages,
});

/** Where the question starts: its «¿», else the sentence that asks («La distancia total recorrida es:»). */
function questionStart(s: Statement): number {
  const ask = s.folded.lastIndexOf('¿');
  if (ask >= 0) return ask;
  const at = s.folded.lastIndexOf(askedClause(s));
  return at > 0 ? at : s.folded.length;
}

/** One stretch of a motion in stages: from (t₀, v₀) to (t₁, v₁), the speed changing uniformly. */
interface Stretch {
  kind: 'speedUp' | 'steady' | 'brake';
  t0: number;
  t1: number;
  v0: number;
  v1: number;
}

/** Where each stage starts, by its verb: speeding up, keeping the speed, braking. */
const STAGE_VERB =
  /\b(?:acelera\w*|aceleracion|arranca\w*|sube|aumenta|mantiene|se mantiene|sigue|continua|va a|marcha a|viaja a|circula a|recorre(?=[^;.?]{0,30}\b(?:a|con) (?:velocidad|rapidez) constante)|frena\w*|desacelera\w*|baja|disminuye)\b/g;
const kindOf = (verb: string): Stretch['kind'] =>
  /^(?:frena|desacelera|baja|disminuye)/.test(verb)
    ? 'brake'
    : /^(?:acelera|aceleracion|arranca|sube|aumenta)/.test(verb)
      ? 'speedUp'
      : 'steady';

/** A number with no unit: «de 0 a 20 m/s», «hasta 0 en t = 20 s», «entre t = 0 y…». */
const bareNumbers = (s: Statement, from: number, to: number) =>
  typedNumbers(s).filter(
    (found) =>
      found.index >= from &&
      found.index < to &&
      !s.quantities.some((q) => found.index >= q.index && found.index < q.end),
  );

interface Profile {
  stretches: Stretch[];
  used: number[];
  data: string[];
  /** Stages told by the way they cover («recorre 2 km», «se detiene en 300 m»). */
  ways: number;
}

/**
 * A motion in stages read as a v(t) made of straight pieces: each stage from its verb to the next one,
 * with a duration («durante 8 s», «en 5 s»), an instant («hasta t = 15 s»), a speed reached («hasta
 * 72 km/h», «hasta detenerse») or an acceleration; two of them fix the stage. A v-t graph described in
 * words reads the same way. Every number of the statement before the question is used, or nothing.
 */
export function readProfile(s: Statement): Profile | undefined {
  const end = questionStart(s);
  const text = s.folded.slice(0, end);
  // A body going up or down (an elevator, a throw) «sube» and «baja» without speeding up or braking:
  // those verbs are stages only in a v(t) graph told in words.
  if (/ascensor|montacargas|elevador|\bcae\b|caida|lanza|arroja|plano inclinado|rampa/.test(text))
    return undefined;
  // A stage at rest («permanece detenido 5 s», «espera 10 s») has no verb here: its time would be read
  // as the stage before's.
  if (/detenid|quiet|parad[oa]|permanece|espera|se queda|reposo durante/.test(text)) return undefined;
  const graph = /grafico|v\s*\(t\)|v-t\b/.test(text);
  if (!graph && /\b(?:sube|baja)\b/.test(text)) return undefined;
  // «frena con una desaceleración de 3 m/s²», «acelera con una aceleración de 2 m/s²»: one stage, two words.
  const verbs = [...text.matchAll(STAGE_VERB)].filter(
    (verb, i, all) =>
      i === 0 ||
      kindOf(verb[0]) !== kindOf(all[i - 1]?.[0] ?? '') ||
      typedNumbers(s).some((found) => found.index > (all[i - 1]?.index ?? 0) && found.index < verb.index),
  );
  if (verbs.length < 2 || verbs.length > 5) return undefined;
  const moving = /reposo|parte de|arranca|grafico|velocidad|rapidez/.test(text);
  if (!moving) return undefined;
  const used: number[] = [];
  const stretches: Stretch[] = [];
  const data: string[] = [];
  let ways = 0;
  let t = 0;
  let v: number | undefined = /\b(?:parte|arranca|sale) (?:del|desde el) reposo|desde el reposo/.test(text)
    ? 0
    : undefined;
  for (let i = 0; i < verbs.length; i++) {
    const verb = verbs[i];
    if (!verb) return undefined;
    const from = i === 0 ? 0 : verb.index;
    const to = verbs[i + 1]?.index ?? end;
    const clause = text.slice(verb.index, to);
    const kind = kindOf(verb[0]);
    const inside = s.quantities.filter((q) => q.index >= from && q.index < to);
    const speeds = inside.filter((q) => q.unit.dimension === 'speed');
    const accelerations = inside.filter((q) => q.unit.dimension === 'acceleration');
    const times = inside.filter((q) => q.unit.dimension === 'time');
    // «luego recorre 2 km a velocidad constante», «frena hasta detenerse en 300 m»: a stage told by its way.
    const lengths = inside.filter((q) => q.unit.dimension === 'length');
    if (inside.length !== speeds.length + accelerations.length + times.length + lengths.length)
      return undefined;
    if (lengths.length > 1 || (lengths.length === 1 && (times.length > 0 || i === 0 || v === undefined)))
      return undefined;
    // The way the stage covers («recorre 2 km», «se detiene en 300 m»), never a place («a 50 m del semáforo»).
    const wayFirst = lengths[0];
    if (
      wayFirst &&
      (!/\b(?:recorre|recorriendo|en|a lo largo de|tras recorrer|luego de recorrer|despues de recorrer)\s+(?:(?:una distancia|un tramo|un trayecto) de\s+)?(?:otros\s+)?$/.test(
        s.folded.slice(Math.max(0, wayFirst.index - 40), wayFirst.index),
      ) ||
        /^\s*(?:de|del|desde|hasta|antes)\b/.test(s.folded.slice(wayFirst.end, wayFirst.end + 10)))
    )
      return undefined;
    const instants = times.filter((q) =>
      /\bt\s*=\s*$/.test(s.folded.slice(Math.max(0, q.index - 5), q.index)),
    );
    const durations = times.filter((q) => !instants.includes(q));
    const bare = bareNumbers(s, from, to);
    // «entre t = 0 y t = 5 s»: the bare instant must be where the stage starts.
    for (const found of bare) {
      const before = s.folded.slice(Math.max(0, found.index - 8), found.index);
      const after = s.folded.slice(found.index, found.index + 12);
      if (/\bt\s*=\s*$/.test(before) && found.value === t) used.push(found.index);
      else if (
        /(?:\bde|hasta|desde)\s*$/.test(before) &&
        found.value === 0 &&
        (/^0\s+a\b/.test(after) ? v === undefined || v === 0 : true)
      ) {
        if (/^0\s+a\b/.test(after)) v = 0;
        used.push(found.index);
      } else return undefined;
    }
    const stops =
      kind === 'brake' &&
      /hasta (?:detenerse|que se detiene|el reposo|pararse|parar|0\b)|hasta (?:su |quedar )?detenid|se detiene/.test(
        clause,
      );
    if (durations.length + instants.length > 1 || accelerations.length > 1 || speeds.length > 2)
      return undefined;
    let v1: number | undefined = stops ? 0 : undefined;
    let dt: number | undefined;
    const duration = durations[0];
    const instant = instants[0];
    if (duration) dt = inBase(duration);
    if (instant) dt = inBase(instant) - t;
    if (dt !== undefined && !(dt > 0)) return undefined;
    // The speed at the start of the first stage («va a 10 m/s constante», «de 5 a 20 m/s»), then the one reached.
    let reached = speeds.at(-1);
    if (speeds.length === 2 || (kind === 'steady' && speeds.length === 1)) {
      const first = speeds[0];
      if (!first) return undefined;
      const start = inBase(first);
      if (v !== undefined && Math.abs(start - v) > 1e-9) return undefined;
      v = start;
      if (speeds.length === 1) reached = undefined;
    }
    if (v === undefined) return undefined;
    if (reached) {
      if (stops) return undefined;
      v1 = inBase(reached);
    }
    const accel = accelerations[0];
    const way = lengths[0];
    if (way) {
      ways++;
      const d = inBase(way);
      if (!(d > 0)) return undefined;
      if (kind === 'steady') {
        if (accel || v1 !== undefined || !(v > 0)) return undefined;
        dt = d / v;
        v1 = v;
      } else if (v1 !== undefined && !accel) dt = (2 * d) / (v + v1);
      else if (accel && v1 === undefined) {
        const a = Math.abs(inBase(accel)) * (kind === 'brake' ? -1 : 1);
        const square = v * v + 2 * a * d;
        if (!(square >= 0)) return undefined;
        v1 = Math.sqrt(square);
        dt = (v1 - v) / a;
      } else return undefined;
      if (!(dt > 0)) return undefined;
    } else if (kind === 'steady') {
      if (accel || (v1 !== undefined && Math.abs(v1 - v) > 1e-9) || dt === undefined) return undefined;
      v1 = v;
    } else if (accel) {
      const a = Math.abs(inBase(accel)) * (kind === 'brake' ? -1 : 1);
      if (!(Math.abs(a) > 0)) return undefined;
      if (v1 !== undefined && dt !== undefined) return undefined;
      if (v1 !== undefined) dt = (v1 - v) / a;
      else if (dt !== undefined) v1 = v + a * dt;
      else return undefined;
    }
    if (v1 === undefined || dt === undefined || !(dt > 0) || v1 < 0) return undefined;
    if (kind === 'speedUp' && !(v1 > v)) return undefined;
    if (kind === 'brake' && !(v1 < v)) return undefined;
    stretches.push({ kind, t0: t, t1: t + dt, v0: v, v1 });
    used.push(...inside.map((q) => q.index));
    data.push(
      `${kind === 'steady' ? `constante a ${fmt(v, 4)} m/s` : `${kind === 'speedUp' ? 'acelera' : 'frena'} de ${fmt(v, 4)} a ${fmt(v1, 4)} m/s`} entre t = ${fmt(t, 4)} s y t = ${fmt(t + dt, 4)} s${way ? ` (recorre ${fmt(way.value, 4)} ${way.unit.symbol})` : ''}`,
    );
    t += dt;
    v = v1;
  }
  if (typedNumbers(s).some((found) => found.index < end && !used.includes(found.index))) return undefined;
  return { stretches, used, data, ways };
}

/** The distance between two instants: the area under the v(t) pieces. */
function areaBetween(stretches: Stretch[], from: number, to: number): number {
  let area = 0;
  for (const p of stretches) {
    const a = Math.max(from, p.t0);
    const b = Math.min(to, p.t1);
    if (b <= a) continue;
    const speedAt = (time: number) => p.v0 + ((p.v1 - p.v0) * (time - p.t0)) / (p.t1 - p.t0);
    area += ((speedAt(a) + speedAt(b)) / 2) * (b - a);
  }
  return area;
}

const STAGE_ASKED: [RegExp, Stretch['kind']][] = [
  [
    /durante el frenado|mientras frena|al frenar|frenando|en el frenado|tramo de frenado|mientras desacelera/,
    'brake',
  ],
  [
    /mientras acelera|durante la aceleracion|acelerando|en el tramo (?:de|con) aceleracion|en la primera etapa|(?:durante|en) el arranque|al arrancar/,
    'speedUp',
  ],
  [
    /(?:tramo|etapa|parte) (?:de|a|con) (?:velocidad|rapidez) constante|mientras (?:va|se mueve|mantiene)[^?]*constante|con velocidad constante|a velocidad constante/,
    'steady',
  ],
];

/**
 * The question of a motion read as stages: the distance in total, in one stage, or between two
 * instants; the time it takes to reach a speed; the speed at an instant.
 */
function profileReply(s: Statement, question: string): SolverReply | undefined {
  const profile = readProfile(s);
  if (!profile) return undefined;
  const { stretches } = profile;
  const last = stretches.at(-1);
  if (!last) return undefined;
  const askStart = questionStart(s);
  const asked = s.quantities.filter((q) => q.index >= askStart);
  const askedNumbers = typedNumbers(s).filter((found) => found.index >= askStart);
  const steps = stretches.map((p, i) => {
    const d = areaBetween(stretches, p.t0, p.t1);
    const name = p.kind === 'steady' ? 'MRU' : p.kind === 'speedUp' ? 'MRUV, acelera' : 'MRUV, frena';
    const a = (p.v1 - p.v0) / (p.t1 - p.t0);
    return `Etapa ${i + 1} (${name}): de $t = ${n(p.t0)}$ s a $t = ${n(p.t1)}$ s, de $${n(p.v0)}$ a $${n(p.v1)}$ m/s${p.kind === 'steady' ? '' : ` ($a ${eq(a)} ${n(a)}$ m/s²)`}; recorre el área bajo v(t): $d_${i + 1} = \\frac{${n(p.v0)} + ${n(p.v1)}}{2} \\cdot ${n(p.t1 - p.t0)} ${eq(d)} ${n(d)}$ m.`;
  });
  const reply = (answer: string, check: string): SolverReply => ({
    certain: true,
    text: workedReply({
      title: 'Movimiento por etapas',
      data: profile.data.join('; '),
      steps: [...steps, check],
      answer,
      closing: '¿Cómo se ve este movimiento en un gráfico velocidad-tiempo?',
    }),
  });
  const total = areaBetween(stretches, 0, last.t1);
  const sum = stretches.reduce((acc, p) => acc + ((p.v0 + p.v1) / 2) * (p.t1 - p.t0), 0);
  if (Math.abs(sum - total) > 1e-6 * Math.max(1, total)) return undefined;
  // One quantity asked: «el tiempo total del recorrido» or «la velocidad media en todo el recorrido» name
  // the way, and ask no distance.
  const asksSpeed = /velocidad|rapidez/.test(question.replace(/(?:velocidad|rapidez) constante/g, ''));
  const asksTime = /tiempo|tarda|demora|cuando|instante|momento/.test(question);
  const asksDistance =
    /\bdistancia\b|\brecorre\b|\brecorrio\b|cuantos metros|que espacio|desplazamiento/.test(question) &&
    !asksSpeed &&
    !asksTime &&
    !/aceleracion (?:tiene|tuvo|es)|que aceleracion|cual (?:es|fue) (?:la|su) aceleracion/.test(question);
  const whole = wholeMotion(
    stretches,
    question,
    askedNumbers.length,
    s.quantities.some((q) => ['km/h', 'h', 'km'].includes(q.unit.symbol)),
    profile.ways > 0,
    reply,
  );
  if (whole !== undefined) return whole ?? undefined;
  if (/media|promedio/.test(question)) return undefined;
  // «entre t = 5 s y t = 15 s»
  const between = /entre t\s*=\s*/.test(question) ? asked.filter((q) => q.unit.dimension === 'time') : [];
  if (asksDistance && between.length === 2 && askedNumbers.length === 2) {
    const [a, b] = between.map(inBase) as [number, number];
    if (!(b > a && a >= 0 && b <= last.t1 + 1e-9)) return undefined;
    const d = areaBetween(stretches, a, b);
    return reply(
      `**d ${relation(d)} ${fmt(d)} m**`,
      `Entre $t = ${n(a)}$ s y $t = ${n(b)}$ s, el área bajo v(t) es $${n(d)}$ m.`,
    );
  }
  if (askedNumbers.length > 0 && asksDistance) return undefined;
  // A trip in km/h or hours may want its total in km: the total in m only for a motion read in m and s.
  const inKilometres =
    /\bkm\b|kilometro|\bcm\b|centimetro/.test(question) ||
    s.quantities.some((q) => ['km/h', 'h', 'km'].includes(q.unit.symbol));
  if (
    asksDistance &&
    !inKilometres &&
    /grafico|v\s*\(t\)|v-t\b/.test(s.folded) &&
    /\btotal\b|en total|todo el (?:recorrido|viaje|movimiento)/.test(question)
  ) {
    return reply(
      `**d total ${relation(total)} ${fmt(total)} m**`,
      `Distancia total: $d = ${stretches.map((p) => n(((p.v0 + p.v1) / 2) * (p.t1 - p.t0))).join(' + ')} ${eq(total)} ${n(total)}$ m, el área bajo todo el gráfico v(t).`,
    );
  }
  if (asksDistance) {
    const kinds = STAGE_ASKED.filter(([cue]) => cue.test(question)).map(([, kind]) => kind);
    const [kind] = kinds;
    if (!kind || kinds.length !== 1) return undefined;
    const matching = stretches.filter((p) => p.kind === kind);
    const [only] = matching;
    if (!only || matching.length !== 1) return undefined;
    const d = areaBetween(stretches, only.t0, only.t1);
    const index = stretches.indexOf(only) + 1;
    return reply(
      `**d ${relation(d)} ${fmt(d)} m**`,
      `Lo pedido es la etapa ${index}: $d_${index} ${eq(d)} ${n(d)}$ m.`,
    );
  }
  // «Calcule la aceleración durante el arranque», «¿qué desaceleración tiene al frenar?»: the one stage
  // of that kind, its slope.
  const asksAcceleration =
    /aceleracion|desaceleracion|cuanto acelera|cuanto desacelera/.test(question) &&
    !asksSpeed &&
    !asksTime &&
    !/\bdistancia\b|\brecorre\b/.test(question);
  if (asksAcceleration && askedNumbers.length === 0) {
    const kinds = STAGE_ASKED.filter(([cue]) => cue.test(question)).map(([, kind]) => kind);
    const [kind] = kinds;
    const placed = stageByPlace(question, stretches);
    if (placed ? kinds.length > 0 : !kind || kinds.length !== 1) return undefined;
    const matching = placed ? [placed] : stretches.filter((p) => p.kind === kind);
    const [only] = matching;
    if (!only || matching.length !== 1) return undefined;
    const a = (only.v1 - only.v0) / (only.t1 - only.t0);
    const index = stretches.indexOf(only) + 1;
    return reply(
      `**a ${relation(a)} ${fmt(a)} m/s²**${a < 0 ? ` (frena: el módulo es ${fmt(-a)} m/s²)` : ''}`,
      `Lo pedido es la etapa ${index}: $a = \\frac{v_1 - v_0}{t_1 - t_0} = \\frac{${n(only.v1)} - ${n(only.v0)}}{${n(only.t1 - only.t0)}} ${eq(a)} ${n(a)}$ m/s², la pendiente de v(t) en ese tramo.`,
    );
  }
  // «¿Cuánto tiempo tarda en alcanzar los 72 km/h?»: the first stretch that ends at that speed.
  if (asksTime && !asksSpeed && /alcanz|llegar a|adquirir/.test(question)) {
    const speeds = asked.filter((q) => q.unit.dimension === 'speed');
    if (speeds.length !== 1 || askedNumbers.length !== 1) return undefined;
    const target = inBase(at(speeds, 0, 'speed'));
    const reach = stretches.find((p) => p.kind === 'speedUp' && Math.abs(p.v1 - target) < 1e-9);
    if (!reach) return undefined;
    return reply(
      `**t ${relation(reach.t1)} ${fmt(reach.t1)} s**`,
      `Llega a $${n(target)}$ m/s al terminar la etapa ${stretches.indexOf(reach) + 1}, en $t = ${n(reach.t1)}$ s.`,
    );
  }
  // «¿Qué velocidad tiene a los 8 s?»
  if (asksSpeed && !/\bdistancia\b|\brecorre\b|tiempo|tarda|demora/.test(question)) {
    const instants = asked.filter((q) => q.unit.dimension === 'time');
    if (
      instants.length !== 1 ||
      askedNumbers.length !== 1 ||
      !/\ba los\b|\ben t\s*=|\bal cabo de\b|\bcuando t\s*=/.test(question)
    )
      return undefined;
    const time = inBase(at(instants, 0, 'instant'));
    const p = stretches.find((piece) => time >= piece.t0 && time <= piece.t1);
    if (!p) return undefined;
    const speed = p.v0 + ((p.v1 - p.v0) * (time - p.t0)) / (p.t1 - p.t0);
    return reply(
      `**v ${relation(speed)} ${fmt(speed)} m/s**`,
      `A los $${n(time)}$ s está en la etapa ${stretches.indexOf(p) + 1}: $v ${eq(speed)} ${n(speed)}$ m/s.`,
    );
  }
  return undefined;
}

/** «el primer tramo», «la segunda etapa», «el último tramo»: one stage by its place. */
function stageByPlace(question: string, stretches: readonly Stretch[]): Stretch | undefined {
  const place = /\b(primer|segund|tercer|ultim)[oa]?\s+(?:tramo|etapa)\b/.exec(question);
  if (!place) return undefined;
  const word = group(place, 1);
  const index = word === 'primer' ? 0 : word === 'segund' ? 1 : word === 'tercer' ? 2 : stretches.length - 1;
  return stretches[index];
}

/**
 * What the whole motion read as stages gives: its top speed, its whole way, its whole time or its mean
 * speed (the way over the time). `null` when the question names one of them but asks more, or one stage.
 */
function wholeMotion(
  stretches: readonly Stretch[],
  question: string,
  askedNumbers: number,
  roadUnits: boolean,
  byWay: boolean,
  reply: (answer: string, check: string) => SolverReply,
): SolverReply | null | undefined {
  const asked = (['top', 'total', 'time', 'mean'] as const).filter((k) => STAGES_ASKED[k].test(question));
  if (asked.length === 0) return undefined;
  const [kind] = asked;
  if (!kind || asked.length !== 1 || askedNumbers > 0) return null;
  if (/\by (?:cuant|que |cual|con que|a que|en que|el tiempo|la velocidad|la distancia)/.test(question))
    return null;
  if (
    /frenado|frena|acelera|arranque|primer|segund|tercer|ultim|etapa|tramo|\ba los\b|instante/.test(question)
  )
    return null;
  // The way of the whole trip, not a height nor the way up to some moment («hasta que frena»).
  // A whole way from stages told by their times is left to the readings of that shape (a v-t graph's).
  if (kind === 'total' && !byWay) return undefined;
  if (
    kind === 'total' &&
    (!/distancia|recorr/.test(question) ||
      /altura|\b(?:hasta|antes|desde|durante|mientras|cuando)\b/.test(question))
  )
    return null;
  const last = stretches.at(-1);
  // A trip from rest that speeds up, goes on steady and brakes to a stop: the kind whose whole is asked
  // («arranca, sigue y frena»).
  const shape = stretches.map((p) => p.kind).join(' ');
  if (!last || stretches[0]?.v0 !== 0 || shape !== 'speedUp steady brake' || last.v1 !== 0) return null;
  const total = stretches.reduce((acc, p) => acc + ((p.v0 + p.v1) / 2) * (p.t1 - p.t0), 0);
  const time = last.t1;
  const kmh = /km\/h/.test(question);
  const inKm = /\bkm\b|kilometro/.test(question);
  // A trip told in km/h, km or hours: the result also in those units.
  const speedAlso = (v: number) => (roadUnits && !kmh ? ` (${relation(v * 3.6)} ${fmt(v * 3.6)} km/h)` : '');
  const sum = `$d = ${stretches.map((p) => n(((p.v0 + p.v1) / 2) * (p.t1 - p.t0))).join(' + ')} ${eq(total)} ${n(total)}$ m en $t = ${n(time)}$ s`;
  if (kind === 'top') {
    const top = Math.max(...stretches.map((p) => Math.max(p.v0, p.v1)));
    if (!(top > 0)) return null;
    return reply(
      kmh
        ? `**v_máx ${relation(top * 3.6)} ${fmt(top * 3.6)} km/h**`
        : `**v_máx ${relation(top)} ${fmt(top)} m/s**${speedAlso(top)}`,
      `La velocidad más alta es la del final de la aceleración: $v_{max} ${eq(top)} ${n(top)}$ m/s${kmh ? ` $= ${n(top * 3.6)}$ km/h` : ''}.`,
    );
  }
  if (kind === 'total')
    return reply(
      inKm
        ? `**d total ${relation(total / 1000)} ${fmt(total / 1000)} km**`
        : `**d total ${relation(total)} ${fmt(total)} m**${total >= 1000 || roadUnits ? ` (${relation(total / 1000)} ${fmt(total / 1000, 4)} km)` : ''}`,
      `Distancia total, el área bajo todo el gráfico v(t): ${sum}.`,
    );
  if (kind === 'time')
    return reply(
      `**t total ${relation(time)} ${fmt(time)} s**${time >= 60 ? ` (${relation(time / 60)} ${fmt(time / 60, 4)} min${roadUnits ? ` ${relation(time / 3600)} ${fmt(time / 3600, 4)} h` : ''})` : ''}`,
      `Tiempo total: la suma de las etapas, $t = ${stretches.map((p) => n(p.t1 - p.t0)).join(' + ')} ${eq(time)} ${n(time)}$ s.`,
    );
  const mean = total / time;
  return reply(
    kmh
      ? `**v_m ${relation(mean * 3.6)} ${fmt(mean * 3.6)} km/h**`
      : `**v_m ${relation(mean)} ${fmt(mean)} m/s**${speedAlso(mean)}`,
    `Velocidad media: distancia total sobre tiempo total, ${sum}, así que $v_m = \\frac{${n(total)}}{${n(time)}} ${eq(mean)} ${n(mean)}$ m/s (no es el promedio de las velocidades).`,
  );
}

const DROPPED =
  /\bse (?:suelta|deja caer|cae)\b|\bdejad[oa] caer\b|\bcae libremente\b|\bcaida libre\b|\bsoltad[oa]\b/;

/**
 * «¿Qué distancia recorre en los últimos 2 s?» of a motion from rest at a constant acceleration (a body
 * let fall from a height, a car that starts from rest): what it covers in all, less what it covered
 * until n seconds before the end, ½·a·T² − ½·a·(T − n)².
 */
function lastSeconds(s: Statement, question: string): SolverReply | undefined {
  const last =
    /\b(?:(?:los|las) (?:ultimos|ultimas) (\d+(?:,\d+)?) ?(?:s|seg|segundos)\b|(?:el|su) ultimo segundo\b)/.exec(
      question,
    );
  if (!last) return undefined;
  if (!/distancia|recorr|cuantos metros|que espacio|desciende|cae\b/.test(question)) return undefined;
  const start = questionStart(s);
  const data = s.quantities.filter((q) => q.index < start);
  const n = last[1] ? Number(last[1].replace(',', '.')) : 1;
  const lastNumber = typedNumbers(s).filter((found) => found.index >= start);
  if (lastNumber.length !== (last[1] ? 1 : 0)) return undefined;
  const lengths = data.filter((q) => q.unit.dimension === 'length');
  const times = data.filter((q) => q.unit.dimension === 'time');
  const speeds = data.filter((q) => q.unit.dimension === 'speed');
  const accelerations = data.filter((q) => q.unit.dimension === 'acceleration');
  if (data.length !== lengths.length + times.length + speeds.length + accelerations.length) return undefined;
  const dropped =
    DROPPED.test(s.folded) &&
    !/lanza|arroja|tira\b|hacia (?:arriba|abajo)|con (?:una )?velocidad/.test(s.folded);
  const fromRest =
    /\b(?:parte|arranca|sale) (?:del|desde el) reposo\b|\bdesde el reposo\b|\bpartiendo del reposo\b/.test(
      s.folded,
    );
  let a: number;
  let T: number;
  let how: string;
  if (dropped && lengths.length === 1 && data.length === 1) {
    const H = inBase(at(lengths, 0, 'height'));
    a = s.g;
    T = Math.sqrt((2 * H) / a);
    how = `Cae desde el reposo con $a = g = ${n4(a)}$ m/s² (${s.gGiven ? 'la que da el enunciado' : 'el enunciado no da g'}): tarda $T = \\sqrt{\\frac{2H}{g}} = \\sqrt{\\frac{2 \\cdot ${n4(H)}}{${n4(a)}}} ${eq(T)} ${n4(T)}$ s en caer los $${n4(H)}$ m.`;
  } else if (fromRest && !dropped && data.length === 2) {
    const [tq] = times;
    const [vq] = speeds;
    const [aq] = accelerations;
    const [dq] = lengths;
    if (tq && vq) {
      T = inBase(tq);
      a = inBase(vq) / T;
      how = `Desde el reposo llega a $${n4(inBase(vq))}$ m/s en $T = ${n4(T)}$ s: $a = \\frac{v}{T} ${eq(a)} ${n4(a)}$ m/s².`;
    } else if (tq && aq) {
      T = inBase(tq);
      a = inBase(aq);
      how = `Desde el reposo con $a = ${n4(a)}$ m/s² durante $T = ${n4(T)}$ s.`;
    } else if (aq && vq) {
      a = inBase(aq);
      T = inBase(vq) / a;
      how = `Desde el reposo con $a = ${n4(a)}$ m/s² hasta $${n4(inBase(vq))}$ m/s: tarda $T = \\frac{v}{a} ${eq(T)} ${n4(T)}$ s.`;
    } else if (tq && dq) {
      T = inBase(tq);
      a = (2 * inBase(dq)) / (T * T);
      how = `Desde el reposo recorre $${n4(inBase(dq))}$ m en $T = ${n4(T)}$ s: $a = \\frac{2d}{T^2} ${eq(a)} ${n4(a)}$ m/s².`;
    } else return undefined;
  } else return undefined;
  if (!(a > 0 && T > n && n > 0)) return undefined;
  const whole = 0.5 * a * T * T;
  const before = 0.5 * a * (T - n) ** 2;
  const d = whole - before;
  // Checked with the mean speed of those seconds: (v(T − n) + v(T)) / 2 · n.
  const check = ((a * (T - n) + a * T) / 2) * n;
  if (Math.abs(check - d) > 1e-9 * Math.max(1, d)) return undefined;
  if (unusedNumbers(s, [...data.map((q) => q.index), ...lastNumber.map((found) => found.index)]).length)
    return undefined;
  return {
    certain: true,
    text: workedReply({
      title: 'Lo recorrido en los últimos segundos',
      data: [
        ...data.map((q) => `${SYMBOL[q.unit.dimension] ?? ''} = ${fmt(q.value, 4)} ${q.unit.symbol}`),
        n === 1 ? 'el último segundo' : `los últimos ${fmt(n, 4)} s`,
      ].join('; '),
      steps: [
        how,
        `En total recorre $d(T) = \\frac{1}{2} a T^2 ${eq(whole)} ${n4(whole)}$ m; hasta ${fmt(n, 4)} s antes del final, $d(T - ${n4(n)}) = \\frac{1}{2} a (${n4(T - n)})^2 ${eq(before)} ${n4(before)}$ m.`,
        `En los últimos ${fmt(n, 4)} s: $d = ${n4(whole)} - ${n4(before)} ${eq(d)} ${n4(d)}$ m.`,
        `Comprobá con la velocidad media de ese tramo: $\\frac{${n4(a * (T - n))} + ${n4(a * T)}}{2} \\cdot ${n4(n)} ${eq(check)} ${n4(check)}$ m.`,
      ],
      answer: `**d ${relation(d)} ${fmt(d)} m**`,
      closing: '¿Por qué recorre más en los últimos segundos que en los primeros?',
    }),
  };
}

const n4 = (value: number) => tex(value, 4);
const SYMBOL: Record<string, string> = { length: 'd', time: 'T', speed: 'v', acceleration: 'a' };

const NUM = String.raw`(-?\d+(?:[.,]\d+)?)`;
/** «está en x = 0 en t = 0», «llega … a x = 40 m en t = 4 s»: a point of the x(t) graph. */
const POINT = new RegExp(
  String.raw`\bx\s*=\s*${NUM}\s*(?:m\b)?\s*(?:en|a los|cuando|para)\s*t\s*=\s*${NUM}\s*(?:s\b)?`,
  'g',
);
/** «queda quieto hasta t = 10 s»: the same position up to that instant. */
const STILL = new RegExp(
  String.raw`\b(?:queda|permanece|se queda|esta|sigue)\s+(?:quiet[oa]|detenid[oa]|en reposo|parad[oa])\s+hasta\s+t\s*=\s*${NUM}\s*(?:s\b)?`,
  'g',
);

/**
 * A position-time graph told in words, straight pieces between points: the velocity on a piece (the
 * slope, Δx/Δt), the mean velocity or the displacement between two instants, or the distance covered.
 */
function positionGraph(s: Statement, question: string): SolverReply | undefined {
  if (
    !/grafico (?:de )?(?:posicion|x\s*\(t\)|x-t|x\s*vs\.?\s*t)|posicion-tiempo|posicion en funcion del tiempo/.test(
      s.folded,
    )
  )
    return undefined;
  const start = questionStart(s);
  const text = s.folded.slice(0, start);
  const used: number[] = [];
  const marks: { t: number; x?: number; at: number }[] = [];
  for (const match of text.matchAll(POINT)) {
    const x = Number(group(match, 1).replace(',', '.'));
    const t = Number(group(match, 2).replace(',', '.'));
    marks.push({ t, x, at: match.index });
    used.push(
      match.index + match[0].indexOf(group(match, 1)),
      match.index + match[0].lastIndexOf(group(match, 2)),
    );
  }
  for (const match of text.matchAll(STILL)) {
    marks.push({ t: Number(group(match, 1).replace(',', '.')), at: match.index });
    used.push(match.index + match[0].lastIndexOf(group(match, 1)));
  }
  marks.sort((a, b) => a.at - b.at);
  const points: { t: number; x: number }[] = [];
  for (const mark of marks) {
    const previous = points.at(-1);
    const x = mark.x ?? previous?.x;
    if (x === undefined || (previous && !(mark.t > previous.t))) return undefined;
    points.push({ t: mark.t, x });
  }
  const first = points[0];
  const final = points.at(-1);
  if (!first || !final || points.length < 3) return undefined;
  // Every number before the question is one of the points'.
  if (typedNumbers(s).some((found) => found.index < start && !used.includes(found.index))) return undefined;
  const instants = [...question.matchAll(new RegExp(String.raw`\bt\s*=\s*${NUM}\s*(?:s\b)?`, 'g'))];
  const asked = typedNumbers(s).filter((found) => found.index >= start);
  const between = /\bentre t\s*=/.test(question) && instants.length === 2 && asked.length === 2;
  const whole =
    /\btotal\b|todo el (?:recorrido|movimiento|viaje)|en los \d+ s/.test(question) && asked.length <= 1;
  const xAt = (t: number) => {
    for (let i = 1; i < points.length; i++) {
      const a = points[i - 1];
      const b = points[i];
      if (a && b && t >= a.t && t <= b.t) return a.x + ((b.x - a.x) * (t - a.t)) / (b.t - a.t);
    }
    return undefined;
  };
  let ta = first.t;
  let tb = final.t;
  if (between) {
    ta = Number(group(at(instants, 0, 'from'), 1).replace(',', '.'));
    tb = Number(group(at(instants, 1, 'to'), 1).replace(',', '.'));
  } else if (!whole) return undefined;
  const xa = xAt(ta);
  const xb = xAt(tb);
  if (xa === undefined || xb === undefined || !(tb > ta)) return undefined;
  const inside = points.filter((p) => p.t > ta && p.t < tb);
  const table = `Los puntos del gráfico: ${points.map((p) => `(${fmt(p.t, 4)} s; ${fmt(p.x, 4)} m)`).join(', ')}; entre ellos, rectas.`;
  const reply = (steps: string[], answer: string): SolverReply => ({
    certain: true,
    text: workedReply({
      title: 'Gráfico posición-tiempo',
      data: points.map((p) => `x = ${fmt(p.x, 4)} m en t = ${fmt(p.t, 4)} s`).join('; '),
      steps: [table, ...steps],
      answer,
      closing: '¿Cómo sería el gráfico velocidad-tiempo de este movimiento?',
    }),
  });
  if (/distancia|recorr/.test(question) && !/desplazamiento/.test(question)) {
    const stops = [ta, ...inside.map((p) => p.t), tb];
    const legs = stops.slice(1).map((t, i) => Math.abs((xAt(t) ?? 0) - (xAt(stops[i] ?? 0) ?? 0)));
    const d = legs.reduce((sum, leg) => sum + leg, 0);
    return reply(
      [
        `La distancia recorrida suma lo que avanza en cada tramo, sin signo: $d = ${legs.map(n).join(' + ')} ${eq(d)} ${n(d)}$ m.`,
      ],
      `**d ${relation(d)} ${fmt(d)} m**`,
    );
  }
  if (/desplazamiento/.test(question)) {
    const dx = xb - xa;
    return reply(
      [
        `El desplazamiento es la posición final menos la inicial: $\\Delta x = ${n(xb)} - ${n(xa)} ${eq(dx)} ${n(dx)}$ m.`,
      ],
      `**Δx ${relation(dx)} ${fmt(dx)} m**`,
    );
  }
  if (!/velocidad|rapidez/.test(question)) return undefined;
  const mean = /media|promedio/.test(question);
  // A velocity «entre t = 10 s y t = 14 s» that is no mean is one piece's slope: the instants must be on one piece.
  if (!mean && inside.length) return undefined;
  const v = (xb - xa) / (tb - ta);
  const modulus = /modulo|rapidez/.test(question);
  const value = modulus ? Math.abs(v) : v;
  return reply(
    [
      `${mean ? 'La velocidad media' : 'La velocidad en ese tramo recto'} es la pendiente: $v = \\frac{\\Delta x}{\\Delta t} = \\frac{${n(xb)} - ${n(xa)}}{${n(tb)} - ${n(ta)}} ${eq(v)} ${n(v)}$ m/s${v < 0 ? ' (negativa: vuelve hacia el origen)' : ''}.`,
    ],
    `**${modulus ? '|v|' : mean ? 'v_m' : 'v'} ${relation(value)} ${fmt(value)} m/s**`,
  );
}
