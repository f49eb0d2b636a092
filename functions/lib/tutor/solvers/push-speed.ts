/**
 * The speed a body ends with after a force drags it along a level floor, by the work of each force:
 * W_F = F·d·cos α, W_roz = −μ·N·d with N = m·g ∓ F·sen α, the weight's and the normal's work zero, and
 * W_neto = ½·m·v² − ½·m·v₀². From rest or from a given speed, the force horizontal or at an angle above or
 * below the horizontal («sen 37° = 0,6» as the statement gives it). Only the final speed is asked.
 */
import { fmt, tex } from './numbers.ts';
import {
  askedTarget,
  distinctAngles,
  type Force,
  frictionless,
  gSource,
  inBase,
  masses,
  ofDimension,
  readForces,
  readKineticFriction,
  readStatement,
  result,
  type Statement,
  texResult,
  trigOf,
  unusedNumbers,
} from './physics.ts';
import { workedReply } from './reply.ts';
import type { Quantity } from './units.ts';

const n = (value: number) => tex(value, 4);

const NOT_A_FLOOR =
  /plano inclinado|inclinad[oa]|rampa|pendiente|polea|cuelga|colgad|resorte|eleva|levanta|\bsube\b/;
const FROM_REST = /\breposo\b|\bquiet[oa]\b|\bdetenid[oa]\b|parte sin velocidad/;
// A force that brakes the body, or points against its motion, is no push.
const AGAINST = /fren|se opone|\bopuest|en contra|sentido contrario|retard|hacia atras/;

/** Which side of the horizontal the force points to: +1 lifts the body, −1 presses it on the floor. */
function side(folded: string): 1 | -1 | undefined {
  if (/hacia abajo|por debajo|debajo de la horizontal/.test(folded)) return -1;
  if (/hacia arriba|por encima|sobre la horizontal|\btira\w*|\barrastr\w*/.test(folded)) return 1;
  return undefined;
}

/**
 * The quantities, less those the question names again with the value and unit of one before it (the
 * indices of the ones left out come second, as used).
 */
function withoutRepeatedInQuestion(
  quantities: readonly Quantity[],
  questionStart: number,
): [Quantity[], number[]] {
  const kept: Quantity[] = [];
  const repeated: number[] = [];
  for (const q of quantities) {
    const again =
      questionStart >= 0 &&
      q.index >= questionStart &&
      kept.some((before) => before.index < questionStart && inBase(before) === inBase(q));
    if (again) repeated.push(q.index);
    else kept.push(q);
  }
  return [kept, repeated];
}

interface Push {
  m: number;
  force: Force;
  d: number;
  v0: number;
  alpha: number;
  sin: number;
  cos: number;
  mu: number;
  /** The friction given as a force («el rozamiento le opone 50 N»), instead of μ. */
  rubbing?: Force;
  used: number[];
}

/**
 * «…mientras el rozamiento le opone una fuerza de 50 N»: a force the statement names as the friction,
 * and the text without that clause (its «opone» is the friction's, not a brake on the push).
 */
function frictionForce(s: Statement, forces: readonly Force[]): { force: Force; rest: string } | undefined {
  for (const force of forces) {
    const before = s.folded.slice(Math.max(0, force.index - 45), force.index);
    const named = /(?:rozamiento|friccion)[^.;,]{0,35}$/.exec(before);
    if (named) {
      const start = force.index - before.length + named.index;
      return { force, rest: `${s.folded.slice(0, start)} ${s.folded.slice(force.index)}` };
    }
  }
  return undefined;
}

function readPush(s: Statement): Push | undefined {
  const allForces = readForces(s);
  const rubbing = frictionForce(s, allForces);
  if (NOT_A_FLOOR.test(s.folded) || AGAINST.test(rubbing?.rest ?? s.folded)) return undefined;
  if (
    askedTarget(s.question, {
      speed: /velocidad|rapidez/,
      other: /trabajo|aceleracion|tiempo|distancia|fuerza|energia|potencia/,
    }) !== 'speed'
  )
    return undefined;
  const ms = masses(s);
  const forces = allForces.filter((force) => force !== rubbing?.force);
  const questionStart = s.folded.lastIndexOf(s.question);
  // «¿Qué velocidad tiene al cabo de los 3 m?»: the distance named again in the question is the same one.
  const [lengths, repeated] = withoutRepeatedInQuestion(ofDimension(s, 'length'), questionStart);
  const speeds = ofDimension(s, 'speed');
  if (ms.length !== 1 || forces.length !== 1 || lengths.length !== 1 || speeds.length > 1) return undefined;
  if (s.quantities.some((q) => !['mass', 'length', 'speed'].includes(q.unit.dimension))) return undefined;
  const [mass] = ms;
  const [force] = forces;
  const [length] = lengths;
  const [speed] = speeds;
  if (!mass || !force || !length) return undefined;
  // The body starts at rest or at the speed the statement gives before its question, never both.
  if (speed ? speed.index >= questionStart || FROM_REST.test(s.folded) : !FROM_REST.test(s.folded))
    return undefined;
  const coefficient = readKineticFriction(s, !rubbing);
  // The friction is either a coefficient or a force in newtons, never both.
  if (rubbing && coefficient) return undefined;
  const friction = rubbing
    ? { value: 0, index: rubbing.force.index }
    : coefficient && !(coefficient.value > 0 && frictionless(s))
      ? coefficient
      : undefined;
  if (!friction) return undefined;
  const angles = distinctAngles(s);
  if (angles.length > 1) return undefined;
  const [angle] = angles;
  const used = [mass.index, force.index, length.index, ...repeated, ...(speed ? [speed.index] : [])];
  if (friction.index !== undefined) used.push(friction.index);
  let alpha = 0;
  let sin = 0;
  let cos = 1;
  if (angle) {
    const direction = side(s.folded);
    if (!direction) return undefined;
    const trig = trigOf(s, angle.degrees);
    alpha = angle.degrees;
    sin = direction * trig.sin;
    cos = trig.cos;
    used.push(angle.index, ...trig.used);
  }
  return {
    m: mass.kg,
    force,
    d: inBase(length),
    v0: speed ? inBase(speed) : 0,
    alpha,
    sin,
    cos,
    mu: friction.value,
    ...(rubbing ? { rubbing: rubbing.force } : {}),
    used,
  };
}

/** The reply, or undefined when the statement is not a push along a floor asking the final speed. */
export function solvePushSpeed(message: string): string | undefined {
  const s = readStatement(message);
  const push = readPush(s);
  if (!push || unusedNumbers(s, push.used).length) return undefined;
  const { m, force, d, v0, alpha, sin, cos, mu, rubbing } = push;
  const F = force.newtons;
  const normal = m * s.g - F * sin;
  // Given in newtons, the friction needs no normal; from μ the force must not lift the body.
  if (!rubbing && !(normal > 0)) return undefined;
  const friction = rubbing ? rubbing.newtons : mu * normal;
  const workForce = F * d * cos;
  const workFriction = -friction * d;
  const net = workForce + workFriction;
  // From rest the push must beat the friction; a body already moving may slow down, not turn back.
  if (v0 === 0 && !(F * cos > friction)) return undefined;
  const v2 = v0 * v0 + (2 * net) / m;
  if (!(v2 >= 0)) return undefined;
  const v = Math.sqrt(v2);
  // Checked back: the same speed from Newton's second law and the MRUV.
  const a = (F * cos - friction) / m;
  if (Math.abs(v0 * v0 + 2 * a * d - v2) > 1e-9 * Math.max(1, v2)) return undefined;
  const data = [`m = ${fmt(m, 4)} kg`, `F = ${force.typed}`, `d = ${fmt(d, 4)} m`];
  if (alpha) data.push(`α = ${fmt(alpha, 2)}° ${sin < 0 ? 'por debajo' : 'por encima'} de la horizontal`);
  data.push(
    rubbing ? `F_r = ${rubbing.typed}` : mu ? `μ = ${fmt(mu, 4)}` : 'sin rozamiento',
    v0 ? `v₀ = ${fmt(v0, 4)} m/s` : 'v₀ = 0 (parte del reposo)',
  );
  const normalSteps = [
    alpha
      ? `La normal: $N = m g ${sin < 0 ? '+' : '-'} F \\operatorname{sen} \\alpha = ${n(m)} \\cdot ${n(s.g)} ${sin < 0 ? '+' : '-'} ${n(F)} \\cdot ${n(Math.abs(sin))} ${texResult(normal, 'N')}$ (${gSource(s)}).`
      : `En el piso horizontal la normal equilibra al peso: $N = m g = ${n(m)} \\cdot ${n(s.g)} ${texResult(normal, 'N')}$ (${gSource(s)}).`,
    ...(mu
      ? [`El rozamiento: $F_r = \\mu N = ${n(mu)} \\cdot ${n(normal)} ${texResult(friction, 'N')}$.`]
      : []),
  ];
  const steps = [
    ...(rubbing
      ? ['El rozamiento es un dato, en newtons: no hace falta la normal para calcularlo.']
      : normalSteps),
    `Trabajo de la fuerza: $W_F = F \\cdot d \\cdot \\cos \\alpha = ${n(F)} \\cdot ${n(d)} \\cdot ${n(cos)} ${texResult(workForce, 'J')}$.`,
    ...(mu || rubbing
      ? [
          `Trabajo del rozamiento, opuesto al desplazamiento: $W_r = -F_r \\cdot d = -${n(friction)} \\cdot ${n(d)} ${texResult(workFriction, 'J')}$.`,
        ]
      : []),
    'El peso y la normal son perpendiculares al desplazamiento: no hacen trabajo.',
    `Trabajo neto: $W_{neto} = ${n(workForce)} ${workFriction ? `- ${n(-workFriction)}` : ''} ${texResult(net, 'J')}$.`,
    `Teorema del trabajo y la energía: $W_{neto} = \\frac{1}{2} m v^2 - \\frac{1}{2} m v_0^2 \\Rightarrow v = \\sqrt{v_0^2 + \\frac{2 W_{neto}}{m}} = \\sqrt{${n(v0)}^2 + \\frac{2 \\cdot ${n(net)}}{${n(m)}}} ${texResult(v, 'm/s')}$.`,
  ];
  return workedReply({
    title: 'Trabajo de las fuerzas y velocidad final',
    data: data.join('; '),
    steps,
    answer: `**${result('v', v, 'm/s')}**`,
    closing: '¿Cuánto valdría la velocidad final sin rozamiento? Compará los dos trabajos netos.',
  });
}
