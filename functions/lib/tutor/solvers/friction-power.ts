/**
 * The power against friction: a body dragged at constant speed on a floor with friction (pulled
 * horizontally or by a rope at an angle) or up an incline, P = F·v with the force the balance asks; and
 * the mean power of each force (the applied one, the friction, the net) over a stretch covered in a
 * given time, P = W/t.
 */
import { uncertainReply } from './certainty.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import { fmt, relation, tex } from './numbers.ts';
import {
  askedClause,
  distinctAngles,
  gLine,
  inBase,
  type KineticFriction,
  masses,
  ofDimension,
  readForces,
  readKineticFriction,
  readStatement,
  type Statement,
  trigOf,
  unusedNumbers,
} from './physics.ts';
import { askedUnit, type PowerUnit, powerUnits } from './power.ts';
import { workedReply } from './reply.ts';

const n = (value: number) => tex(value, 4);
const INCLINE = /plano inclinado|rampa|pendiente|inclinad[oa]/;
const CONSTANT = /(?:velocidad|rapidez) constante|constantes?\b|movimiento uniforme|\bmru\b/;
const ALLOWED = new Set(['mass', 'speed', 'length', 'time']);

/** A power in the asked unit, as the answer shows it. */
function inUnit(watts: number, unit: PowerUnit): { value: number; line?: string } {
  if (unit === 'W') return { value: watts };
  const value = watts / powerUnits[unit].factor;
  return {
    value,
    line: `En ${unit}: $${n(watts)} \\text{ W} \\div ${fmt(powerUnits[unit].factor, 4).replace(',', '{,}')} ${relation(value, 4) === '=' ? '=' : '\\approx'} ${tex(value, 3)}$ ${unit}${unit === 'HP' || unit === 'CV' ? ` (1 ${unit} = ${fmt(powerUnits[unit].factor, 4)} W)` : ''}.`,
  };
}

interface Worked {
  title: string;
  data: string[];
  steps: string[];
  label: string;
  watts: number;
  used: number[];
  closing: string;
}

function reply(s: Statement, question: string, worked: Worked): SolverReply {
  const unit = askedUnit(question) ?? 'W';
  const shown = inUnit(worked.watts, unit);
  const steps = shown.line ? [...worked.steps, shown.line] : worked.steps;
  const decimals = Math.abs(shown.value) < 1 ? 3 : 2;
  const answer = `${worked.label} ${relation(shown.value, decimals)} ${fmt(shown.value, decimals)} ${unit}`;
  const text = workedReply({
    title: worked.title,
    data: worked.data.join('; '),
    steps,
    answer: `**${answer}**`,
    closing: worked.closing,
  });
  const unused = unusedNumbers(s, worked.used);
  const certain = unused.length === 0;
  return { certain, text: certain ? text : uncertainReply(text, unused) };
}

/** Dragged or pushed up at constant speed: the force equals the resistance, and P = F·v. */
function constantSpeed(
  s: Statement,
  question: string,
  m: { kg: number; index: number },
  mu: KineticFriction,
  angle: { degrees: number; index: number } | undefined,
  incline: boolean,
): SolverReply | undefined {
  const speeds = ofDimension(s, 'speed');
  const lengths = ofDimension(s, 'length');
  const times = ofDimension(s, 'time');
  const used = [m.index, ...(mu.index === undefined ? [] : [mu.index])];
  const data = [`m = ${fmt(m.kg, 4)} kg`];
  const steps: string[] = [];
  let v: number;
  const [speed] = speeds;
  const [length] = lengths;
  const [time] = times;
  if (speed && speeds.length === 1) {
    v = inBase(speed);
    used.push(speed.index);
    data.push(`v = ${fmt(v, 4)} m/s`);
  } else if (!speeds.length && length && time && lengths.length === 1 && times.length === 1) {
    v = inBase(length) / inBase(time);
    used.push(length.index, time.index);
    data.push(`d = ${fmt(inBase(length), 4)} m`, `t = ${fmt(inBase(time), 4)} s`);
    steps.push(
      `A velocidad constante: $v = \\frac{d}{t} = \\frac{${n(inBase(length))}}{${n(inBase(time))}} = ${n(v)}$ m/s.`,
    );
  } else return undefined;
  if (!(v > 0)) return undefined;
  data.push(`μ = ${fmt(mu.value, 4)}`);
  if (angle) {
    used.push(angle.index);
    data.push(`${incline ? 'θ' : 'α'} = ${fmt(angle.degrees, 4)}°`);
  }
  const trig = angle ? trigOf(s, angle.degrees) : { sin: 0, cos: 1, used: [] };
  used.push(...trig.used);
  const mg = m.kg * s.g;
  let force: number;
  let powerOf: number;
  if (incline) {
    if (!angle) return undefined;
    const along = mg * trig.sin;
    const rub = mu.value * mg * trig.cos;
    force = along + rub;
    powerOf = force * v;
    steps.push(
      `Sube a velocidad constante: la fuerza neta es cero. A lo largo del plano, la fuerza que lo sube equilibra la componente del peso${mu.value > 0 ? ' y el rozamiento' : ''} (${gLine(s)}).`,
      `$F = m g \\operatorname{sen}\\theta${mu.value > 0 ? ' + \\mu m g \\cos\\theta' : ''} = ${n(along)}${mu.value > 0 ? ` + ${n(rub)}` : ''} ${relation(force, 4) === '=' ? '=' : '\\approx'} ${n(force)}$ N.`,
      `La fuerza va en el sentido del movimiento: $P = F \\cdot v = ${n(force)} \\cdot ${n(v)} ${relation(powerOf, 4) === '=' ? '=' : '\\approx'} ${n(powerOf)}$ W.`,
      `Comprobá: $F - m g \\operatorname{sen}\\theta${mu.value > 0 ? ' - \\mu m g \\cos\\theta' : ''} = 0$, y la potencia es lo que pierde por segundo la fuerza que sube contra el peso${mu.value > 0 ? ' y el rozamiento' : ''}: $(${n(along)}${mu.value > 0 ? ` + ${n(rub)}` : ''}) \\cdot ${n(v)} = ${n(powerOf)}$ W.`,
    );
  } else {
    force = (mu.value * mg) / (trig.cos + mu.value * trig.sin);
    const normal = mg - force * trig.sin;
    if (!(normal > 0)) return undefined;
    powerOf = force * trig.cos * v;
    steps.push(
      `Velocidad constante: la fuerza neta es cero, así que la fuerza que lo arrastra equilibra al rozamiento (${gLine(s)}).`,
    );
    if (angle) {
      steps.push(
        `La cuerda forma α con la horizontal: su componente vertical alivia la normal, $N = m g - F \\operatorname{sen}\\alpha$. En la horizontal: $F \\cos\\alpha = \\mu (m g - F \\operatorname{sen}\\alpha)$, de donde $F = \\frac{\\mu m g}{\\cos\\alpha + \\mu \\operatorname{sen}\\alpha} \\approx ${n(force)}$ N.`,
        `Solo la componente en la dirección del movimiento hace potencia: $P = F \\cos\\alpha \\cdot v \\approx ${n(force)} \\cdot ${n(trig.cos)} \\cdot ${n(v)} \\approx ${n(powerOf)}$ W.`,
        `Comprobá: $N \\approx ${n(normal)}$ N es positiva y $\\mu N \\approx ${n(mu.value * normal)}$ N es igual a $F \\cos\\alpha$.`,
      );
    } else {
      steps.push(
        `En el piso horizontal $N = m g = ${n(mg)}$ N, y $F = F_r = \\mu N = ${n(mu.value)} \\cdot ${n(mg)} ${relation(force, 4) === '=' ? '=' : '\\approx'} ${n(force)}$ N.`,
        `$P = F \\cdot v = ${n(force)} \\cdot ${n(v)} ${relation(powerOf, 4) === '=' ? '=' : '\\approx'} ${n(powerOf)}$ W.`,
        `Comprobá: es la energía que el rozamiento disipa por segundo, $F_r \\cdot v$: lo mismo, ${fmt(powerOf)} W.`,
      );
    }
  }
  return reply(s, question, {
    title: incline
      ? 'Potencia para subir por un plano a velocidad constante'
      : 'Potencia contra el rozamiento a velocidad constante',
    data,
    steps,
    label: 'P',
    watts: powerOf,
    used,
    closing: '¿Qué pasaría con la potencia si la velocidad fuera el doble?',
  });
}

type Whose = 'applied' | 'friction' | 'net';

/** A given force along a stretch in a given time: the work of each force, and P = W/t. */
function meanPower(
  s: Statement,
  question: string,
  m: { kg: number; index: number },
  mu: KineticFriction,
  angle: { degrees: number; index: number } | undefined,
): SolverReply | undefined {
  const forces = readForces(s);
  const lengths = ofDimension(s, 'length');
  const times = ofDimension(s, 'time');
  const [force] = forces;
  const [length] = lengths;
  const [time] = times;
  if (!force || !length || !time || forces.length !== 1 || lengths.length !== 1 || times.length !== 1)
    return undefined;
  if (ofDimension(s, 'speed').length) return undefined;
  if (angle && /empuj/.test(s.folded)) return undefined;
  const whose: Whose = /\bnet[ao]\b|total|resultante/.test(question)
    ? 'net'
    : /rozamiento|friccion/.test(question)
      ? 'friction'
      : 'applied';
  const F = force.newtons;
  const d = inBase(length);
  const t = inBase(time);
  if (!(d > 0 && t > 0)) return undefined;
  const alpha = angle?.degrees ?? 0;
  const trig = angle ? trigOf(s, alpha) : { sin: 0, cos: 1, used: [] };
  const mg = m.kg * s.g;
  const normal = mg - F * trig.sin;
  if (!(normal > 0)) return undefined;
  const rub = mu.value * normal;
  const along = F * trig.cos;
  if (!(along > rub)) return undefined;
  const wF = along * d;
  const wR = -rub * d;
  const wNet = wF + wR;
  const used = [
    m.index,
    force.index,
    length.index,
    time.index,
    ...(mu.index === undefined ? [] : [mu.index]),
  ];
  if (angle) used.push(angle.index);
  used.push(...trig.used);
  const data = [
    `m = ${fmt(m.kg, 4)} kg`,
    `F = ${force.typed}`,
    `d = ${fmt(d, 4)} m`,
    `t = ${fmt(t, 4)} s`,
    `μ = ${fmt(mu.value, 4)}`,
    ...(angle ? [`α = ${fmt(alpha, 4)}° con la horizontal`] : []),
  ];
  const eq = (value: number) => (relation(value, 4) === '=' ? '=' : '\\approx');
  const steps = [
    `Trabajo de la fuerza aplicada: $W_F = F \\cdot d \\cdot \\cos\\alpha = ${n(F)} \\cdot ${n(d)} \\cdot ${n(trig.cos)} ${eq(wF)} ${n(wF)}$ J.`,
    angle
      ? `La normal: $N = m g - F \\operatorname{sen}\\alpha = ${n(mg)} - ${n(F * trig.sin)} ${eq(normal)} ${n(normal)}$ N (${gLine(s)}); el peso y la normal no hacen trabajo.`
      : `En el piso horizontal $N = m g = ${n(mg)}$ N (${gLine(s)}); el peso y la normal no hacen trabajo.`,
    `Rozamiento: $F_r = \\mu N ${eq(rub)} ${n(rub)}$ N, en contra del desplazamiento: $W_r = -F_r \\cdot d ${eq(wR)} ${tex(wR, 4)}$ J.`,
    `Trabajo neto: $W_{neto} = W_F + W_r ${eq(wNet)} ${n(wNet)}$ J. Comprobá: la fuerza neta, $${n(along - rub)}$ N, por $d$ da lo mismo.`,
  ];
  const work = whose === 'net' ? wNet : whose === 'friction' ? wR : wF;
  const symbol = whose === 'net' ? 'W_{neto}' : whose === 'friction' ? 'W_r' : 'W_F';
  const watts = work / t;
  steps.push(
    `Potencia media: $P = \\frac{${symbol}}{t} = \\frac{${tex(work, 4)}}{${n(t)}} ${eq(watts)} ${tex(watts, 4)}$ W${whose === 'friction' ? ': negativa, el rozamiento le quita energía al cuerpo' : ''}.`,
  );
  return reply(s, question, {
    title: 'Trabajo de cada fuerza y potencia media',
    data,
    steps,
    label: whose === 'net' ? 'P neta' : whose === 'friction' ? 'P del rozamiento' : 'P de la fuerza aplicada',
    watts,
    used,
    closing: '¿Cuánto aumentó la energía cinética del cuerpo en ese tramo?',
  });
}

/** A reply for the power of a body moving against friction (or up an incline), or undefined. */
export function solveFrictionPower(message: string): SolverReply | undefined {
  const s = readStatement(message);
  const question = askedClause(s);
  if (!/potencia/.test(question)) return undefined;
  if (s.quantities.some((q) => !ALLOWED.has(q.unit.dimension))) return undefined;
  const incline = INCLINE.test(s.folded);
  const mu = readKineticFriction(s, incline);
  if (!mu) return undefined;
  const ms = masses(s);
  const [m] = ms;
  if (!m || ms.length !== 1) return undefined;
  const angles = distinctAngles(s);
  if (angles.length > 1) return undefined;
  const [angle] = angles;
  if (CONSTANT.test(s.folded) && !readForces(s).length) {
    if (
      incline &&
      (/\b(?:baja|bajar|desciende|descender)\b/.test(s.folded) || !/sub|ascien|arriba|eleva/.test(s.folded))
    )
      return undefined;
    return constantSpeed(s, question, m, mu, angle, incline);
  }
  if (incline || mu.value === 0) return undefined;
  return meanPower(s, question, m, mu, angle);
}

export const frictionPowerSolver = declareSolver({
  name: 'solve_power_with_friction',
  offer: 'potencia contra el rozamiento y potencia media de cada fuerza',
  summary:
    'Power against friction: a body dragged at constant speed on a floor with friction (pulled horizontally or by a rope at an angle) or pushed up an incline at constant speed (P = F·v with F from the balance of forces), and the mean power of the applied force, the friction or the net force over a distance covered in a given time (P = W/t); W, kW, HP or CV as asked. Pass the whole statement.',
  examples: [
    'Un cajón de 40 kg es arrastrado sobre un piso horizontal con velocidad constante de 1,5 m/s. Si el coeficiente de rozamiento es 0,25, ¿qué potencia desarrolla la fuerza que lo arrastra?',
    'Un motor sube un bloque de 50 kg por un plano inclinado de 30° con velocidad constante de 0,5 m/s. El coeficiente de rozamiento es 0,2. ¿Qué potencia desarrolla el motor?',
    'Un bloque de 10 kg es arrastrado 5 m sobre un piso horizontal por una fuerza horizontal de 60 N durante 4 s. El coeficiente de rozamiento es 0,2. ¿Qué potencia media desarrolla la fuerza?',
  ],
  parameters: { problem: 'the power problem as written' },
  solve: solveFrictionPower,
});
