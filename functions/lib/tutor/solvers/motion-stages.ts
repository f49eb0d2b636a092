/**
 * A motion in stages as the exams chain them: a body that starts from rest, speeds up with a given
 * acceleration for a time, then goes on at the speed it reached for another time (and may then brake to
 * a stop with another acceleration): the distance of each stage and the total; and a way done in two
 * halves at two speeds, whose mean speed is no mean of the speeds.
 */
import { declareSolver, type SolverReply } from './declaration.ts';
import { fmt, relation, tex } from './numbers.ts';
import { askedClause, inBase, ofDimension, readStatement, type Statement, unusedNumbers } from './physics.ts';
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
  const [speed] = speeds;
  const [reaction] = times;
  const [brake] = accelerations;
  if (
    !speed ||
    !reaction ||
    !brake ||
    speeds.length !== 1 ||
    times.length !== 1 ||
    accelerations.length !== 1
  )
    return undefined;
  if (s.quantities.length !== 3) return undefined;
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
  const whole =
    /desde que (?:ve|advierte|divisa|percibe|observa|detecta)|en total|\btotal\b|hasta (?:detenerse|que se detiene|parar|pararse|frenar por completo)/.test(
      question,
    );
  const asked = [
    onlyBraking && 'braking',
    onlyReaction && 'reaction',
    whole && !onlyBraking && !onlyReaction && 'total',
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
  if (unusedNumbers(s, [speed.index, reaction.index, brake.index]).length) return undefined;
  const steps = [
    ...(speed.unit.symbol === 'm/s'
      ? []
      : [`Pasá la velocidad a m/s: ${fmt(speed.value, 4)} ${speed.unit.symbol} = ${fmt(v, 4)} m/s.`]),
    `Durante la reacción sigue a velocidad constante (MRU): $d_r = v\\,t_r = ${n(v)} \\cdot ${n(tr)} ${eq(dr)} ${n(dr)}$ m.`,
    `Frenando hasta detenerse (MRUV, v final 0): $d_f = \\frac{v^2}{2a} = \\frac{${n(v)}^2}{2 \\cdot ${n(a)}} ${eq(db)} ${n(db)}$ m.`,
    `Distancia total: $d = d_r + d_f = ${n(dr)} + ${n(db)} ${eq(total)} ${n(total)}$ m. Comprobá: es el área bajo v(t), un rectángulo de ${fmt(tr, 4)} s y un triángulo de ${fmt(v / a, 4)} s de base.`,
  ];
  const kind = asked[0];
  const answer =
    kind === 'total'
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
      ].join('; '),
      steps,
      answer,
      closing: '¿Cuál de las dos distancias crece más si la velocidad se duplica?',
    }),
  };
}

/** A reply for a motion in stages, or undefined when the statement is not one. */
export function solveMotionStages(problem: string): SolverReply | undefined {
  const s = readStatement(problem);
  const question = askedClause(s);
  const halves = halvesAtTwoSpeeds(s, question) ?? reactionAndBraking(s, question);
  if (halves) return halves;
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
