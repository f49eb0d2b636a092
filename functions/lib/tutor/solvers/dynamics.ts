/**
 * Dynamics word problems: Newton's second law on a horizontal surface (F = m·a, with friction μ·N),
 * inclined planes (with and without friction, pushed along the plane or thrown up it) and two masses
 * joined by a rope over a pulley (Atwood's machine, or one on a table and one hanging).
 */

import { at } from '../../../../shared/lib/must.ts';
import { asksAnotherUnit } from './asked-unit.ts';
import { AT_REST } from './at-rest.ts';
import { fmt, NUMBER_SOURCE, parseNumber, relation, tex } from './numbers.ts';
import {
  askedClause,
  askedTarget,
  changesADatum,
  cosDeg,
  distinctAngles,
  type Force,
  forcesInNewtonsLine,
  frictionless,
  givenTrig,
  gLine,
  inBase,
  MU_SYMBOL,
  massDatum,
  massDatumOf,
  masses,
  ofDimension,
  readAngles,
  readForces,
  readFriction,
  readStatement,
  result,
  type Statement,
  sinDeg,
  soleMassAndForce,
  texResult,
  trigLine,
  typedDatum,
} from './physics.ts';
import { solvePushSpeed } from './push-speed.ts';
import { numbered, workedReply } from './reply.ts';
import { nthSecondAsked } from './spelled-times.ts';
import type { Quantity } from './units.ts';

const n = (value: number) => tex(value, 4);
/** A computed intermediate value, rounded as the reply shows it. */
const c = (value: number) => tex(value, 2);

const INCLINE = /plano inclinado|inclinad[oa]|rampa|pendiente/;
const PULLEY = /polea|atwood|maquina de atwood/;
const SLIDING = /desliza|se mueve|en movimiento|arrastra|avanza|resbala|mientras se mueve/;
const HANGING = /cuelga|colgad|suspendid|levanta|eleva|\bsube\b|\bbaja\b|izad|sostiene|sostener/;
const FALLING = /\bcae\b|\bcaen\b|cayendo|en caida|se deja caer|verticalmente/;

function frictionOf(s: Statement): number | undefined | 'ambiguous' {
  const mu = readFriction(s);
  if (mu === 'ambiguous') return mu;
  if (mu.kinetic !== undefined && mu.static !== undefined) return 'ambiguous';
  return mu.kinetic ?? mu.static;
}

/** The net force from two typed forces, when the statement says how they point. */
/** A force typed as the friction's value: «la fuerza de rozamiento vale 6 N», «un rozamiento de 6 N». */
const givenAsFriction = (f: Force, folded: string) =>
  /(?:rozamiento|friccion)[^.;,¿?\d]{0,25}$/.test(folded.slice(Math.max(0, f.index - 40), f.index));

/**
 * An applied force and a friction given in newtons («la fuerza de rozamiento vale 6 N»): the friction
 * opposes the motion, so the net force is their difference. Undefined unless exactly one of the two
 * is the friction and the applied one exceeds it.
 */
function frictionForce(forces: Force[], folded: string): { value: number; line: string } | undefined {
  // With a coefficient too, the friction would be counted twice.
  if (/coeficiente|μ|\bmu\b/.test(folded)) return undefined;
  const isFriction = (f: Force) => givenAsFriction(f, folded);
  const rubbing = forces.filter(isFriction);
  const applied = forces.filter((f) => !isFriction(f));
  const [fr] = rubbing;
  const [f] = applied;
  if (rubbing.length !== 1 || applied.length !== 1 || !fr || !f || f.newtons <= fr.newtons) return undefined;
  const value = f.newtons - fr.newtons;
  return {
    value,
    line: `El rozamiento (${fr.typed}) se opone al movimiento: $F_{neta} = F - F_r = ${n(f.newtons)} - ${n(fr.newtons)} = ${n(value)}$ N.`,
  };
}

function netForce(forces: Force[], folded: string): { value: number; line: string } | undefined {
  const [f1, f2, ...more] = forces;
  if (f1 && !f2) return { value: f1.newtons, line: '' };
  if (!f1 || !f2 || more.length) return undefined;
  const rubbing = frictionForce(forces, folded);
  if (rubbing) return rubbing;
  const opposite = /sentidos? (?:opuestos?|contrarios?)|en contra|opuestas?|contrarias?/.test(folded);
  // «de igual dirección y sentido contrario» names the direction the same and the sense opposite.
  const same =
    /mismo sentido|(?:misma|igual) direccion y sentido(?! (?:contrario|opuesto))|igual sentido|en el mismo sentido|ambas hacia/.test(
      folded,
    );
  if (opposite === same) return undefined;
  const value = opposite ? Math.abs(f1.newtons - f2.newtons) : f1.newtons + f2.newtons;
  return {
    value,
    line: opposite
      ? `Las dos fuerzas van en sentidos opuestos: se restan, $F_{neta} = ${n(Math.max(f1.newtons, f2.newtons))} - ${n(Math.min(f1.newtons, f2.newtons))} = ${n(value)}$ N, hacia el lado de la mayor.`
      : `Las dos fuerzas van en el mismo sentido: se suman, $F_{neta} = ${n(f1.newtons)} + ${n(f2.newtons)} = ${n(value)}$ N.`,
  };
}

/**
 * The acceleration a statement gives through its motion: a speed that changes in a time or along a
 * distance ("pasa del reposo a 20 m/s en 10 s", "a 20 m/s frena hasta detenerse en 40 m"), with the
 * steps that compute it. Undefined when the motion data do not fix it.
 */
function motionAcceleration(s: Statement): { a: number; data: string[]; steps: string[] } | undefined {
  const speeds = ofDimension(s, 'speed');
  const times = ofDimension(s, 'time');
  const lengths = ofDimension(s, 'length');
  const fromRest = /\breposo\b|\barranca\b/.test(s.folded);
  // From rest, a distance covered in a time: d = ½·a·t², so a = 2d/t².
  if (!speeds.length && fromRest && times.length === 1 && lengths.length === 1) return fromDistanceInTime(s);
  if (times.length + lengths.length !== 1 || !speeds.length || speeds.length > 2) return undefined;
  const stops = /se detiene|detenerse|hasta (?:parar|frenar|quedar)|queda detenid|frena por completo/.test(
    s.folded,
  );
  const typed = (q: Quantity) => `${fmt(q.value, 4)} ${q.unit.symbol}`;
  const data: string[] = [];
  let v0: number;
  let v: number;
  if (speeds.length === 2) {
    // «rebota en sentido contrario a 8 m/s»: the second speed's sign flips, which this reading leaves out.
    if (fromRest || stops || /rebot|sentido contrario|sentido opuesto|vuelve/.test(s.folded))
      return undefined;
    const [first, second] = speeds as [Quantity, Quantity];
    [v0, v] = [inBase(first), inBase(second)];
    data.push(`v₀ = ${typed(first)}`, `v = ${typed(second)}`);
  } else {
    if (fromRest === stops) return undefined;
    const speed = at(speeds, 0, 'speed');
    [v0, v] = fromRest ? [0, inBase(speed)] : [inBase(speed), 0];
    data.push(
      fromRest ? 'v₀ = 0 (parte del reposo)' : `v₀ = ${typed(speed)}`,
      fromRest ? `v = ${typed(speed)}` : 'v = 0 (se detiene)',
    );
  }
  const converted = speeds.filter((q) => q.unit.factor !== 1).map((q) => `${typed(q)} = ${n(inBase(q))} m/s`);
  const steps = converted.length ? [`Pasá las velocidades a m/s: ${converted.join('; ')}.`] : [];
  let a: number;
  if (times.length) {
    const q = at(times, 0, 'time');
    const t = inBase(q);
    data.push(`t = ${typed(q)}`);
    a = (v - v0) / t;
    steps.push(
      `La aceleración sale de la cinemática (MRUV): $a = \\frac{v - v_0}{t} = \\frac{${n(v)} - ${n(v0)}}{${n(t)}} ${texResult(a, 'm/s²')}$.`,
    );
  } else {
    const q = at(lengths, 0, 'distance');
    const d = inBase(q);
    data.push(`d = ${typed(q)}`);
    a = (v ** 2 - v0 ** 2) / (2 * d);
    steps.push(
      `La aceleración sale de la cinemática (MRUV): $v^2 = v_0^2 + 2ad \\Rightarrow a = \\frac{v^2 - v_0^2}{2d} = \\frac{${n(v)}^2 - ${n(v0)}^2}{2 \\cdot ${n(d)}} ${texResult(a, 'm/s²')}$.`,
    );
  }
  if (!Number.isFinite(a) || a === 0) return undefined;
  return { a, data, steps };
}

/** The acceleration of a body that starts from rest and covers a distance in a time: a = 2d/t². */
function fromDistanceInTime(s: Statement): { a: number; data: string[]; steps: string[] } | undefined {
  const time = at(ofDimension(s, 'time'), 0, 'time');
  const length = at(ofDimension(s, 'length'), 0, 'distance');
  const t = inBase(time);
  const d = inBase(length);
  if (!(t > 0 && d > 0)) return undefined;
  const a = (2 * d) / (t * t);
  return {
    a,
    data: ['v₀ = 0 (parte del reposo)', typedDatum('d', length, 'm'), typedDatum('t', time, 's')],
    steps: [
      `La aceleración sale de la cinemática (MRUV desde el reposo): $d = \\frac{1}{2} a t^2 \\Rightarrow a = \\frac{2d}{t^2} = \\frac{2 \\cdot ${n(d)}}{${n(t)}^2} ${texResult(a, 'm/s²')}$.`,
    ],
  };
}

/**
 * A force that takes a body from rest to a speed: F = m·a (less friction), then the time it takes,
 * t = v/a, or the way it covers, d = v²/(2a). Undefined when the question asks neither.
 */
function untilASpeed(
  s: Statement,
  m: number,
  force: Force,
  mu: number | undefined,
  speed: Quantity,
): string | undefined {
  // What the question names besides the speed it gives: «¿Cuánto tiempo… para que su velocidad llegue a…?».
  const naming = s.question.replace(/(?:(?:su|la|una) )?(?:velocidad|rapidez)\b/g, ' ');
  const asked = askedTarget(naming, {
    time: /tiempo|tarda|demora|cuantos segundos|en cuanto/,
    distance: /distancia|recorre|recorrio|cuanto avanza|desplazamiento|cuantos metros/,
  });
  if (!asked) return undefined;
  if (givenAsFriction(force, s.folded)) return undefined;
  const friction = mu === undefined ? 0 : mu * m * s.g;
  const a = (force.newtons - friction) / m;
  const v = inBase(speed);
  if (!(a > 0 && v > 0)) return undefined;
  const data = [
    massDatumOf(s, m),
    `F = ${force.typed}`,
    'v₀ = 0 (parte del reposo)',
    `v = ${fmt(speed.value, 4)} ${speed.unit.symbol}`,
  ];
  const steps: string[] = [];
  if (speed.unit.factor !== 1)
    steps.push(`Pasá la velocidad a m/s: ${fmt(speed.value, 4)} ${speed.unit.symbol} = ${n(v)} m/s.`);
  if (mu !== undefined) {
    data.push(`μ = ${fmt(mu, 4)}`);
    steps.push(
      `El rozamiento: $F_r = \\mu \\cdot m \\cdot g = ${n(mu)} \\cdot ${n(m)} \\cdot ${n(s.g)} ${texResult(friction, 'N')}$ (${gLine(s)}).`,
    );
  }
  steps.push(
    `Segunda ley de Newton: $a = \\frac{F${mu === undefined ? '' : ' - F_r'}}{m} = \\frac{${n(force.newtons)}${mu === undefined ? '' : ` - ${c(friction)}`}}{${n(m)}} ${texResult(a, 'm/s²')}$.`,
  );
  const t = v / a;
  const d = (v * v) / (2 * a);
  steps.push(
    asked === 'time'
      ? `Desde el reposo (MRUV): $v = a \\cdot t \\Rightarrow t = \\frac{v}{a} = \\frac{${n(v)}}{${c(a)}} ${texResult(t, 's')}$. Comprobá: $${c(a)} \\cdot ${c(t)} ${texResult(a * t, 'm/s')}$.`
      : `Desde el reposo (MRUV): $v^2 = 2 a d \\Rightarrow d = \\frac{v^2}{2a} = \\frac{${n(v)}^2}{2 \\cdot ${c(a)}} ${texResult(d, 'm')}$.`,
  );
  return reply(
    'Segunda ley de Newton y movimiento',
    data,
    steps,
    asked === 'time' ? `**${result('t', t, 's')}**` : `**${result('d', d, 'm')}**`,
    '¿Cuánto tardaría con el doble de fuerza? Fijate cómo cambia la aceleración.',
  );
}

/**
 * A force on a body at rest and what it does to the motion: F = m·a (less friction), then the speed or
 * the distance after a time, or the speed after a distance (MRUV from rest).
 */
function motionFromForce(
  s: Statement,
  m: number,
  force: Force,
  mu: number | undefined,
  staticMu?: number,
): string | undefined {
  // «… durante 5 s. ¿Qué velocidad tiene al cabo de los 5 s?»: the same time said twice is one datum.
  const times = ofDimension(s, 'time').filter(
    (q, i, all) => all.findIndex((other) => inBase(other) === inBase(q)) === i,
  );
  const lengths = ofDimension(s, 'length');
  const speeds = ofDimension(s, 'speed');
  if (!/\breposo\b|\bquiet[oa]\b|\bdetenid[oa]\b/.test(s.folded)) return undefined;
  // From rest, a speed to reach («para que su velocidad llegue a 7,5 m/s»): the time or the way to it.
  if (speeds.length === 1 && !times.length && !lengths.length)
    return untilASpeed(s, m, force, mu, at(speeds, 0, 'speed'));
  if (times.length + lengths.length !== 1 || speeds.length) return undefined;
  const asked = askedTarget(s.question, {
    speed: /velocidad|rapidez/,
    distance: /distancia|recorre|recorrio|cuanto avanza|desplazamiento/,
  });
  if (!asked || (asked === 'distance' && !times.length)) return undefined;
  const friction = mu === undefined ? 0 : mu * m * s.g;
  const a = (force.newtons - friction) / m;
  if (!(a > 0)) return undefined;
  const data = [massDatumOf(s, m), `F = ${force.typed}`, 'v₀ = 0 (parte del reposo)'];
  const steps: string[] = [];
  // Both coefficients: it starts only if the force beats the static maximum; then the kinetic one acts.
  if (staticMu !== undefined) {
    const maxStatic = staticMu * m * s.g;
    if (!(force.newtons > maxStatic) || mu === undefined || mu > staticMu) return undefined;
    data.push(`μe = ${fmt(staticMu, 4)}`);
    steps.push(
      `El rozamiento estático puede llegar hasta $F_{e,max} = \\mu_e m g = ${n(staticMu)} \\cdot ${n(m)} \\cdot ${n(s.g)} ${texResult(maxStatic, 'N')}$, menos que la fuerza: el cuerpo arranca, y desde ahí actúa el rozamiento dinámico.`,
    );
  }
  if (mu !== undefined) {
    data.push(`μ = ${fmt(mu, 4)}`);
    steps.push(
      `El rozamiento: $F_r = \\mu \\cdot m \\cdot g = ${n(mu)} \\cdot ${n(m)} \\cdot ${n(s.g)} ${texResult(friction, 'N')}$ (${gLine(s)}).`,
    );
  }
  steps.push(
    `Segunda ley de Newton: $a = \\frac{F${mu === undefined ? '' : ' - F_r'}}{m} = \\frac{${n(force.newtons)}${mu === undefined ? '' : ` - ${c(friction)}`}}{${n(m)}} ${texResult(a, 'm/s²')}$.`,
  );
  let answer: string;
  if (times.length) {
    const q = at(times, 0, 'time');
    const t = inBase(q);
    data.push(`t = ${fmt(q.value, 4)} ${q.unit.symbol}`);
    if (asked === 'speed') {
      steps.push(
        `Con esa aceleración, desde el reposo (MRUV): $v = a \\cdot t = ${c(a)} \\cdot ${n(t)} ${texResult(a * t, 'm/s')}$.`,
      );
      answer = `**${result('v', a * t, 'm/s')}**`;
    } else {
      steps.push(
        `Con esa aceleración, desde el reposo (MRUV): $d = \\frac{1}{2} a \\cdot t^2 = \\frac{1}{2} \\cdot ${c(a)} \\cdot ${n(t)}^2 ${texResult(0.5 * a * t * t, 'm')}$.`,
      );
      answer = `**${result('d', 0.5 * a * t * t, 'm')}**`;
    }
  } else {
    const q = at(lengths, 0, 'distance');
    const d = inBase(q);
    data.push(`d = ${fmt(q.value, 4)} ${q.unit.symbol}`);
    const v = Math.sqrt(2 * a * d);
    steps.push(
      `Con esa aceleración, desde el reposo (MRUV): $v = \\sqrt{2 a d} = \\sqrt{2 \\cdot ${c(a)} \\cdot ${n(d)}} ${texResult(v, 'm/s')}$.`,
    );
    answer = `**${result('v', v, 'm/s')}**`;
  }
  // «…expresada en km/h»: the speed in the unit asked (1 m/s = 3,6 km/h).
  if (asked === 'speed' && /km\s*\/\s*h|kilometros? por hora/.test(s.question)) {
    const [time] = times;
    const v = time ? a * inBase(time) : Math.sqrt(2 * a * inBase(at(lengths, 0, 'distance')));
    steps.push(`En km/h: $v = ${c(v)} \\cdot 3{,}6 ${texResult(v * 3.6, 'km/h')}$.`);
    answer = `**${result('v', v * 3.6, 'km/h')}**`;
  }
  return reply(
    'Segunda ley de Newton y movimiento',
    data,
    steps,
    answer,
    '¿Qué cambiaría si la misma fuerza actuara sobre un cuerpo del doble de masa?',
  );
}

/** F = m·a where the acceleration comes from the motion: the net (or braking) force. */
function forceFromMotion(s: Statement, m: number): string | undefined {
  const motion = motionAcceleration(s);
  if (!motion) return undefined;
  const { a } = motion;
  const F = m * Math.abs(a);
  const braking = a < 0;
  const steps = [
    ...motion.steps,
    braking
      ? `La aceleración es negativa: la fuerza neta va en contra del movimiento y lo frena. Segunda ley de Newton: $|F| = m \\cdot |a| = ${n(m)} \\cdot ${c(Math.abs(a))} ${texResult(F, 'N')}$.`
      : `Segunda ley de Newton: $F_{neta} = m \\cdot a = ${n(m)} \\cdot ${c(a)} ${texResult(F, 'N')}$.`,
  ];
  return reply(
    'Segunda ley de Newton con datos del movimiento',
    [massDatumOf(s, m), ...motion.data],
    steps,
    `**${result('F', F, 'N')}**${braking ? ' (en contra del movimiento)' : ''}`,
    braking
      ? '¿Qué distancia de frenado tendría con la misma fuerza si fuera al doble de velocidad?'
      : '¿Qué fuerza haría falta para lograr lo mismo en la mitad del tiempo?',
  );
}

// ---------------------------------------------------------------------------------------------------

/**
 * Newton's second law on a level floor; a push whose final speed no Newton reading here takes (a speed
 * to start with, a force at an angle) goes to the work of each force (push-speed.ts).
 */
export function solveNewton(message: string): string | undefined {
  // «Si se estirara el doble…», «si el piso no tuviera rozamiento»: a datum changed in words, unread here.
  if (changesADatum(message)) return undefined;
  return (
    fallAgainstAir(message) ??
    motorAtConstantSpeed(message) ??
    newtonOnFloor(message) ??
    massFromForceAndAcceleration(message) ??
    obliqueForceOnFloor(message) ??
    massFromWeight(message) ??
    frictionFromMotion(message) ??
    solvePushSpeed(message)
  );
}

/**
 * A vehicle (or a body pushed) at constant speed on a level road, the forces against its motion given in
 * newtons, the motor's force asked: the net force is zero, so it equals them; the mass and the speed do
 * not enter, and the reply says so. Undefined for a slope, an acceleration, or another force asked.
 */
function motorAtConstantSpeed(message: string): string | undefined {
  const s = readStatement(message);
  if (!/velocidad constante|rapidez constante/.test(s.folded) || !/horizontal|\bllan[oa]\b/.test(s.folded))
    return undefined;
  if (INCLINE.test(s.folded) || PULLEY.test(s.folded) || HANGING.test(s.folded) || readAngles(s).length)
    return undefined;
  if (!/fuerza/.test(s.question) || !/motor|traccion|motriz/.test(s.question)) return undefined;
  const forces = readForces(s);
  const [force] = forces;
  if (!force || forces.length !== 1 || ofDimension(s, 'acceleration').length || masses(s).length > 1)
    return undefined;
  if (s.quantities.some((q) => !['mass', 'speed', 'force'].includes(q.unit.dimension))) return undefined;
  if (ofDimension(s, 'speed').length > 1) return undefined;
  // The force given is the one against the motion: «se oponen… suman 800 N», «una resistencia de 800 N».
  if (
    !/(?:se oponen?|resistencias?|rozamiento|friccion|roce)[^.;¿?\d]{0,40}$/.test(
      s.folded.slice(Math.max(0, force.index - 60), force.index),
    )
  )
    return undefined;
  const [mass] = masses(s);
  const [speed] = ofDimension(s, 'speed');
  const data = [
    ...(mass ? [massDatumOf(s, mass.kg)] : []),
    ...(speed ? [typedDatum('v', speed, 'm/s')] : []),
    `fuerzas que se oponen: ${force.typed}`,
  ];
  const steps = [
    'A velocidad constante la aceleración es cero: por la primera ley, la fuerza neta es nula.',
    `En el camino horizontal el peso y la normal se equilibran; en la dirección del movimiento, la fuerza del motor equilibra a las que se oponen: $F_{motor} = ${n(force.newtons)}$ N.`,
    `${mass || speed ? `La ${mass ? 'masa' : ''}${mass && speed ? ' y la ' : ''}${speed ? 'velocidad' : ''} no cambian esa fuerza (sirven para otra cosa, como la potencia $P = F \\cdot v$).` : ''}`,
  ].filter(Boolean);
  return reply(
    'Primera ley de Newton: velocidad constante',
    data,
    steps,
    `**${result('F', force.newtons, 'N')}**`,
    '¿Qué fuerza haría falta si el auto acelerara?',
  );
}

/** A coefficient at the end of a computation: no unit. */
const muTex = (mu: number) => `${relation(mu) === '=' ? '=' : '\\approx'} ${tex(mu, 2)}`;

/** «¿Cuál es el coeficiente de rozamiento…?», «calculá μ»: the coefficient, not the friction force. */
const ASKS_COEFFICIENT = new RegExp(
  `coeficiente (?:de )?(?:rozamiento|friccion)|\\bmu\\b|${MU_SYMBOL.source}`,
  'u',
);

/**
 * The kinetic coefficient from the motion a body makes on a level floor: its acceleration from the
 * speeds, times or distances, then Newton's second law with the friction as the unknown force. With
 * one applied force that speeds the body up, μ = (F − m·a)/(m·g); with no force but the friction
 * braking it to a stop, μ = |a|/g. Undefined for anything else (a force at an angle, a body that is
 * pushed and still slows down, a coefficient out of range).
 */
function frictionFromMotion(message: string): string | undefined {
  const s = readStatement(message);
  if (!ASKS_COEFFICIENT.test(s.question) || INCLINE.test(s.folded) || PULLEY.test(s.folded)) return undefined;
  if (readAngles(s).length || ofDimension(s, 'acceleration').length) return undefined;
  const ms = masses(s);
  const forces = readForces(s);
  if (ms.length !== 1 || forces.length > 1) return undefined;
  if (!s.quantities.every((q) => ['mass', 'speed', 'time', 'length', 'force'].includes(q.unit.dimension)))
    return undefined;
  const m = at(ms, 0, 'mass').kg;
  const motion = motionAcceleration(s);
  if (!motion) return undefined;
  const { a } = motion;
  const g = s.g;
  const [force] = forces;
  // A force given as the friction itself («la fuerza de rozamiento es de 4 N») is no applied force.
  if (force && givenAsFriction(force, s.folded)) return undefined;
  const steps = [...motion.steps];
  let mu: number;
  if (force) {
    if (!(a > 0) || /frena|se detiene|detenerse/.test(s.folded)) return undefined;
    const friction = force.newtons - m * a;
    mu = friction / (m * g);
    steps.push(
      `Segunda ley de Newton con el rozamiento en contra: $F - F_r = m a \\Rightarrow F_r = ${n(force.newtons)} - ${n(m)} \\cdot ${c(a)} ${texResult(friction, 'N')}$.`,
      `En un piso horizontal la normal es el peso, $N = m g = ${n(m)} \\cdot ${n(g)} ${texResult(m * g, 'N')}$ (${gLine(s)}); entonces $\\mu = \\frac{F_r}{N} = \\frac{${c(friction)}}{${c(m * g)}} ${muTex(mu)}$.`,
    );
  } else {
    if (!(a < 0)) return undefined;
    mu = Math.abs(a) / g;
    steps.push(
      `Lo único que lo frena es el rozamiento: $\\mu m g = m |a| \\Rightarrow \\mu = \\frac{|a|}{g} = \\frac{${c(Math.abs(a))}}{${n(g)}} ${muTex(mu)}$ (${gLine(s)}; la masa se simplifica).`,
    );
  }
  if (!(mu > 0 && mu <= 1.5)) return undefined;
  return reply(
    'Coeficiente de rozamiento a partir del movimiento',
    [massDatumOf(s, m), ...(force ? [`F = ${force.typed}`] : []), ...motion.data],
    steps,
    `**μ ${relation(mu)} ${fmt(mu)}**`,
    '¿Cambiaría el coeficiente si la caja tuviera el doble de masa y la misma aceleración?',
  );
}

/**
 * A body falling against a constant air resistance, the acceleration asked: m·g − R = m·a. A resistance
 * above the weight would brake the fall, which «cae» does not say: no answer then.
 */
function fallAgainstAir(message: string): string | undefined {
  const s = readStatement(message);
  if (!/\bcae\b|\bcaen\b|en caida|se deja caer|cayendo/.test(s.folded)) return undefined;
  if (!/resistencia|(?:el|del) aire/.test(s.folded) || !/aceleracion|acelera/.test(askedClause(s)))
    return undefined;
  if (INCLINE.test(s.folded) || PULLEY.test(s.folded) || /cuerda|soga|cable|hilo|paracaid/.test(s.folded))
    return undefined;
  const sole = soleMassAndForce(s);
  if (!sole) return undefined;
  const { mass, force: resistance } = sole;
  const m = mass.kg;
  const weight = m * s.g;
  const a = (weight - resistance.newtons) / m;
  if (!(a > 0)) return undefined;
  return reply(
    'Caída con resistencia del aire',
    [massDatum(mass), `R = ${resistance.typed}, hacia arriba`],
    [
      `Sobre el cuerpo actúan el peso, hacia abajo, $P = m g = ${n(m)} \\cdot ${n(s.g)} ${texResult(weight, 'N')}$ (${gLine(s)}), y la resistencia del aire, hacia arriba.`,
      `Segunda ley con el eje hacia abajo: $P - R = m a$, así que $a = \\frac{${c(weight)} - ${n(resistance.newtons)}}{${n(m)}} ${texResult(a, 'm/s²')}$, hacia abajo y menor que g.`,
      `Comprobá: $m (g - a) = ${n(m)} \\cdot (${n(s.g)} - ${c(a)}) ${texResult(m * (s.g - a), 'N')}$, la resistencia dada.`,
    ],
    `**${result('a', a, 'm/s²')}** (hacia abajo)`,
    '¿Qué pasaría con la aceleración si la resistencia creciera hasta igualar al peso?',
  );
}

/** «Un cuerpo pesa 98 N. ¿Cuál es su masa?»: m = P/g, the only datum a weight in newtons. */
function massFromWeight(message: string): string | undefined {
  const s = readStatement(message);
  if (!/\bmasa\b/.test(askedClause(s)) || s.quantities.length || masses(s).length) return undefined;
  const forces = readForces(s);
  const [weight] = forces;
  if (!weight || forces.length !== 1 || !isWeight(s, weight)) return undefined;
  // A kgf is the weight of a kilogram where g = 9,8 m/s²: with another g, the two readings disagree.
  if (!/ N$/.test(weight.typed) && Math.abs(s.g - 9.8) > 1e-9) return undefined;
  const m = weight.newtons / s.g;
  return reply(
    'Masa a partir del peso',
    [`P = ${weight.typed}`],
    [
      `El peso es $P = m g$, así que $m = \\frac{P}{g} = \\frac{${n(weight.newtons)}}{${n(s.g)}} ${texResult(m, 'kg')}$ (${gLine(s)}).`,
    ],
    `**${result('m', m, 'kg')}**`,
    '¿Cambiaría la masa si el cuerpo estuviera en la Luna? ¿Y el peso?',
  );
}

/**
 * One force at an angle with the horizontal on a body on a flat floor, the acceleration asked: only the
 * horizontal component F·cos α accelerates it; with μ the normal is m·g ∓ F·sen α, so the side of the
 * horizontal must be said («por encima», «tira hacia arriba»; «por debajo», «empuja hacia abajo»).
 */
function obliqueForceOnFloor(message: string): string | undefined {
  const s = readStatement(message);
  if (INCLINE.test(s.folded) || PULLEY.test(s.folded) || HANGING.test(s.folded)) return undefined;
  if (!/aceleracion|acelera/.test(askedClause(s))) return undefined;
  if (!/(?:con|sobre|respecto (?:de|a)|de) la horizontal/.test(s.folded) || /vertical/.test(s.folded))
    return undefined;
  const angles = distinctAngles(s);
  const forces = readForces(s);
  const ms = masses(s);
  const [angle] = angles;
  const [force] = forces;
  const [mass] = ms;
  if (!angle || !force || !mass || angles.length !== 1 || forces.length !== 1 || ms.length !== 1)
    return undefined;
  if (s.quantities.some((q) => q.unit.dimension !== 'mass')) return undefined;
  const alpha = angle.degrees;
  if (!(alpha > 0 && alpha < 90)) return undefined;
  const given = givenTrig(s);
  if (given.some((entry) => entry.degrees !== alpha)) return undefined;
  const sin = given[0]?.sin ?? sinDeg(alpha);
  const cos = given[0]?.cos ?? cosDeg(alpha);
  const friction = readFriction(s);
  if (friction === 'ambiguous' || friction.static !== undefined) return undefined;
  const mu = frictionless(s) ? undefined : friction.kinetic;
  const side = /hacia abajo|por debajo|debajo de la horizontal/.test(s.folded)
    ? -1
    : /hacia arriba|por encima|sobre la horizontal/.test(s.folded)
      ? 1
      : 0;
  if (mu !== undefined && side === 0) return undefined;
  const m = mass.kg;
  const F = force.newtons;
  const normal = m * s.g - (side || 1) * F * sin;
  if (normal < 0) return undefined;
  const fr = mu === undefined ? 0 : mu * normal;
  const a = (F * cos - fr) / m;
  if (a < 0) return undefined;
  const data = [massDatum(mass), `F = ${force.typed} a ${fmt(alpha, 2)}° de la horizontal`];
  if (mu !== undefined) data.push(`μ = ${fmt(mu, 4)}`);
  const steps = [
    `Descomponé la fuerza: la componente horizontal, $F_x = F \\cos\\alpha = ${n(F)} \\cdot ${n(cos)} ${texResult(F * cos, 'N')}$, es la que acelera al cuerpo; la vertical, $F_y = F \\operatorname{sen}\\alpha = ${n(F)} \\cdot ${n(sin)} ${texResult(F * sin, 'N')}$, solo cambia la normal.`,
  ];
  if (mu !== undefined) {
    steps.push(
      `La normal: $N = m g ${side > 0 ? '-' : '+'} F_y = ${n(m)} \\cdot ${n(s.g)} ${side > 0 ? '-' : '+'} ${c(F * sin)} ${texResult(normal, 'N')}$ (${gLine(s)}); el rozamiento, $F_r = \\mu N = ${n(mu)} \\cdot ${c(normal)} ${texResult(fr, 'N')}$.`,
    );
  }
  steps.push(
    `Segunda ley en la horizontal: $a = \\frac{F_x${mu === undefined ? '' : ' - F_r'}}{m} = \\frac{${c(F * cos)}${mu === undefined ? '' : ` - ${c(fr)}`}}{${n(m)}} ${texResult(a, 'm/s²')}$.`,
  );
  return reply(
    'Fuerza oblicua sobre un cuerpo en un piso horizontal',
    data,
    steps,
    `**${result('a', a, 'm/s²')}**`,
    '¿Por qué la componente vertical de la fuerza no acelera al cuerpo?',
  );
}

/** Whether a force is the body's weight as exams give it: «un cuerpo que pesa 49 N», «de 49 N de peso». */
function isWeight(s: Statement, force: Force): boolean {
  const before = s.folded.slice(Math.max(0, force.index - 20), force.index);
  const after = s.folded.slice(force.index, force.index + 30);
  return /(?:\bpesa|\bpeso (?:es )?(?:de )?)\s*$/.test(before) || /^[\d.,]+\s*\w+ de peso\b/.test(after);
}

/**
 * The mass of a body given by its weight (m = P/g) when the statement gives no mass: the weight, the
 * other forces and the step that says it. A kgf is a kilogram's weight where g = 9,8 m/s², so with
 * another g a weight in kgf is no reading to be sure of.
 */
function massFromGivenWeight(
  s: Statement,
  forces: Force[],
): { kg: number; weight: Force; others: Force[]; step: string } | undefined {
  const weights = forces.filter((force) => isWeight(s, force));
  const [weight] = weights;
  if (!weight || weights.length !== 1) return undefined;
  if (!/ N$/.test(weight.typed) && Math.abs(s.g - 9.8) > 1e-9) return undefined;
  const kg = weight.newtons / s.g;
  return {
    kg,
    weight,
    others: forces.filter((force) => force !== weight),
    step: `La masa sale del peso: $m = \\frac{P}{g} = \\frac{${n(weight.newtons)}}{${n(s.g)}} ${texResult(kg, 'kg')}$ (${gLine(s)}).`,
  };
}

/**
 * «¿Cuál es su masa?» with one net force and the acceleration it gives, on a floor without friction:
 * m = F/a, checked back as F = m·a.
 */
function massFromForceAndAcceleration(message: string): string | undefined {
  const s = readStatement(message);
  const forces = readForces(s);
  if (!/\bmasa\b/.test(askedClause(s)) || masses(s).length) return undefined;
  const accelerations = ofDimension(s, 'acceleration');
  const [force] = forces;
  const [acceleration] = accelerations;
  // «…hace que pase de 2 m/s a 8 m/s en 4 s»: the acceleration from the motion, when none is typed.
  const motion =
    accelerations.length === 0 &&
    s.quantities.every((q) => ['speed', 'time', 'length'].includes(q.unit.dimension))
      ? motionAcceleration(s)
      : undefined;
  if (!force || forces.length !== 1 || !(motion || (acceleration && accelerations.length === 1)))
    return undefined;
  if ((!motion && s.quantities.length !== 1) || isWeight(s, force)) return undefined;
  // On a rope, a slope or in a fall the weight acts along the motion too: m = F/a holds for a net force only.
  const alongWeight =
    HANGING.test(s.folded) || FALLING.test(s.folded) || INCLINE.test(s.folded) || PULLEY.test(s.folded);
  if (alongWeight && !/\bneta\b|resultante/.test(s.folded)) return undefined;
  const friction = readFriction(s);
  if (friction === 'ambiguous' || friction.kinetic !== undefined || friction.static !== undefined)
    return undefined;
  if (/rozamiento|friccion/.test(s.folded) && !frictionless(s) && !/\bneta\b|resultante/.test(s.folded))
    return undefined;
  // A body that brakes: the net force is against the motion, m = F/|a|.
  const a = motion ? Math.abs(motion.a) : acceleration ? inBase(acceleration) : Number.NaN;
  if (!(a > 0)) return undefined;
  const m = force.newtons / a;
  if (Math.abs(m * a - force.newtons) > 1e-9 * force.newtons) return undefined;
  return reply(
    'Masa a partir de la segunda ley de Newton',
    motion
      ? [`F = ${force.typed}`, ...motion.data]
      : [
          `F = ${force.typed}`,
          `a = ${fmt(acceleration?.value ?? a, 4)} ${acceleration?.unit.symbol ?? 'm/s²'}`,
        ],
    [
      ...(motion?.steps ?? []),
      `Segunda ley de Newton: $F = m \\cdot a$, así que $m = \\frac{F}{a} = \\frac{${n(force.newtons)}}{${n(a)}} ${texResult(m, 'kg')}$.`,
      `Verificación: $m \\cdot a = ${n(m)} \\cdot ${n(a)} = ${n(force.newtons)}$ N, la fuerza dada.`,
    ],
    `**${result('m', m, 'kg')}**`,
    '¿Qué aceleración tendría con la misma fuerza si la masa fuera el doble?',
  );
}

const ASKS_WORK_OR_ENERGY = /\b(?:trabajo|energia|potencia|impulso)\b/;

/** F = m·a on a horizontal surface, with kinetic friction when μ is given. */
function newtonOnFloor(message: string): string | undefined {
  const s = readStatement(message);
  if (INCLINE.test(s.folded) || PULLEY.test(s.folded) || readAngles(s).length) return undefined;
  // «¿Qué trabajo realiza la fuerza de frenado?» names a force but asks its work: no F = m·a answer.
  if (ASKS_WORK_OR_ENERGY.test(s.question)) return undefined;
  const typedForces = readForces(s);
  const fromWeight = masses(s).length === 0 ? massFromGivenWeight(s, typedForces) : undefined;
  const forces = fromWeight ? fromWeight.others : typedForces;
  const ms = fromWeight ? [{ kg: fromWeight.kg }] : masses(s);
  const accelerations = ofDimension(s, 'acceleration');
  const constantSpeed = /velocidad constante|rapidez constante|movimiento uniforme|mru\b/.test(s.folded);
  if (ms.length !== 1 || accelerations.length > 1) return undefined;
  if (
    !/fuerza|newton|\d\s*n\b|empuj|tira|arrastr|aplica|acelera|masa|peso|pesa\b|rozamiento|friccion|tension/.test(
      s.folded,
    )
  )
    return undefined;
  const m = at(ms, 0, 'mass').kg;
  // A speed that changes in a time or a distance gives the acceleration, when nothing else acts: the net
  // force, not one force named among others (the air's on a falling body, the friction, the normal).
  if (
    !fromWeight &&
    !/fuerza (?:media )?(?:del aire|de (?:la )?resistencia|normal|del peso|de (?:la )?tension|del motor)/.test(
      s.question,
    ) &&
    // The friction is the net force only of a body it stops with nothing else acting.
    (!/fuerza (?:media )?de (?:la )?(?:rozamiento|friccion|roce)/.test(s.question) ||
      /se detiene|hasta detenerse|hasta parar|frena/.test(s.folded)) &&
    !/\bcae\b|caida|se deja caer|lanza|arroja|hacia arriba|verticalmente/.test(s.folded) &&
    !accelerations.length &&
    !forces.length &&
    /fuerza/.test(s.question) &&
    !(HANGING.test(s.folded) && s.quantities.every((q) => q.unit.dimension === 'mass')) &&
    readFriction(s) !== 'ambiguous' &&
    frictionOf(s) === undefined &&
    s.quantities.every((q) => ['mass', 'speed', 'time', 'length'].includes(q.unit.dimension))
  )
    return forceFromMotion(s, m);
  if (
    !fromWeight &&
    forces.length === 1 &&
    !accelerations.length &&
    readFriction(s) !== 'ambiguous' &&
    frictionOf(s) !== 'ambiguous' &&
    s.quantities.every((q) => ['mass', 'time', 'length', 'speed'].includes(q.unit.dimension)) &&
    ofDimension(s, 'speed').length <= 1 &&
    (/velocidad|rapidez|distancia|recorre|avanza/.test(s.question) ||
      (ofDimension(s, 'speed').length === 1 && /tiempo|tarda|demora/.test(s.question)))
  ) {
    const mu = frictionOf(s);
    return motionFromForce(
      s,
      m,
      at(forces, 0, 'force'),
      frictionless(s) || mu === 'ambiguous' ? undefined : mu,
    );
  }
  const both = readFriction(s);
  // «Calcule la distancia que recorre en los primeros 4 s» with both coefficients: it moves when the force
  // beats the static maximum, and then with the kinetic friction.
  if (
    !fromWeight &&
    forces.length === 1 &&
    !accelerations.length &&
    both !== 'ambiguous' &&
    both.static !== undefined &&
    both.kinetic !== undefined &&
    s.quantities.every((q) => ['mass', 'time', 'length'].includes(q.unit.dimension)) &&
    !ofDimension(s, 'speed').length &&
    /velocidad|rapidez|distancia|recorre|avanza/.test(s.question)
  )
    return motionFromForce(s, m, at(forces, 0, 'force'), both.kinetic, both.static);
  // Other quantities (a speed, a time, a distance) belong to a longer problem: not this solver's to guess.
  if (s.quantities.some((q) => !['mass', 'acceleration'].includes(q.unit.dimension))) return undefined;
  if (both !== 'ambiguous' && both.static !== undefined && both.kinetic !== undefined)
    return startsToSlide(s, m, both.static, both.kinetic, forces, accelerations.length);
  // Only the static coefficient: a push below its maximum leaves the body at rest.
  if (
    both !== 'ambiguous' &&
    both.static !== undefined &&
    both.kinetic === undefined &&
    // «¿qué fuerza mínima hace falta para moverlo?» asks another thing.
    !/minim|necesari|hace falta|para que|para mover|para poner/.test(s.question)
  ) {
    const held = startsToSlide(s, m, both.static, undefined, forces, accelerations.length);
    if (held) return held;
  }
  const mu = frictionOf(s);
  if (mu === 'ambiguous') return undefined;
  const cues = {
    friction: /(?:fuerza de )?(?:rozamiento|friccion)(?! (?:estatico|dinamico|cinetico)? ?(?:=|de \d))/,
    force: /fuerza|empujar|tirar|arrastrar|tension/,
    acceleration: /aceleracion|acelera/,
    mu: /coeficiente/,
    weight: /peso|pesa\b/,
  };
  // «Si el coeficiente de roce es 0,3 y g = 9,8 m/s², su aceleración es:»: the clause that ends the
  // stem names the unknown; the data said before it in the same sentence are no question.
  const stem = /(?:^|[,;]\s|\.\s)((?:su|la|el) [^,.;]*\b(?:es|vale|sera|resulta)\s*:\s*)$/.exec(
    s.question,
  )?.[1];
  const asked = (stem ? askedTarget(stem, cues) : undefined) ?? askedTarget(s.question, cues);
  const asksForce = asked === 'force';
  const asksAcceleration = asked === 'acceleration';
  const asksMu = asked === 'mu';
  // A mass read from the weight answers an acceleration, or the force for a given one; nothing else.
  if (fromWeight && !(asksAcceleration || (asksForce && accelerations.length === 1))) return undefined;
  const data: string[] = fromWeight ? [`P = ${fromWeight.weight.typed}`] : [massDatumOf(s, m)];
  const steps: string[] = fromWeight ? [fromWeight.step] : [];
  const withFriction = mu !== undefined && !frictionless(s);
  let answer: string;
  let closing = '¿Qué le pasaría a la aceleración si la masa fuera el doble y la fuerza la misma?';

  const normal = m * s.g;
  const friction = withFriction ? (mu as number) * normal : 0;
  const frictionSteps = () => {
    steps.push(
      `En una superficie horizontal la normal equilibra al peso: $N = m \\cdot g = ${n(m)} \\cdot ${n(s.g)} ${texResult(normal, 'N')}$ (${gLine(s)}).`,
    );
    steps.push(
      `El rozamiento se opone al movimiento: $F_r = \\mu \\cdot N = ${n(mu as number)} \\cdot ${c(normal)} ${texResult(friction, 'N')}$.`,
    );
  };

  if (asksMu && forces.length === 1 && (accelerations.length === 1 || constantSpeed)) {
    const force = at(forces, 0, 'force');
    const [acceleration] = accelerations;
    const F = force.newtons;
    const a = acceleration ? inBase(acceleration) : 0;
    data.push(`F = ${force.typed}`, `a = ${fmt(a, 4)} m/s²`);
    steps.push(
      `Segunda ley de Newton con rozamiento: $F - F_r = m \\cdot a$, así que $F_r = F - m \\cdot a = ${n(F)} - ${n(m)} \\cdot ${n(a)} ${texResult(F - m * a, 'N')}$.`,
    );
    steps.push(
      `La normal es el peso: $N = m \\cdot g = ${n(m)} \\cdot ${n(s.g)} ${texResult(normal, 'N')}$.`,
    );
    const value = (F - m * a) / normal;
    if (value < 0) return undefined;
    steps.push(
      `Despejá: $\\mu = \\frac{F_r}{N} = \\frac{${n(F - m * a)}}{${n(normal)}} ${relation(value, 2) === '=' ? '=' : '\\approx'} ${tex(value, 2)}$ (no tiene unidad).`,
    );
    answer = `**μ ${relation(value, 2)} ${fmt(value, 2)}**`;
    closing = '¿Por qué el coeficiente de rozamiento no tiene unidad?';
  } else if (asksAcceleration && !asksForce && forces.length >= 1) {
    // A body lifted, hanging or falling has its weight along the motion too: a = F/m is not its acceleration.
    if ((HANGING.test(s.folded) || FALLING.test(s.folded)) && !/horizontal/.test(s.folded)) return undefined;
    const net = netForce(forces, s.folded);
    if (!net) return undefined;
    data.push(...forces.map((f) => `${givenAsFriction(f, s.folded) ? 'F_r' : 'F'} = ${f.typed}`));
    if (withFriction) data.push(`μ = ${fmt(mu as number, 4)}`);
    const inNewtons = forcesInNewtonsLine(s, forces);
    if (inNewtons) steps.push(inNewtons);
    if (net.line) steps.push(net.line);
    if (withFriction) {
      frictionSteps();
      if (net.value <= friction) {
        steps.push(
          `La fuerza aplicada (${fmt(net.value)} N) no supera al rozamiento (${fmt(friction)} N): no alcanza para acelerarlo.`,
        );
        return reply(
          'Segunda ley de Newton',
          data,
          steps,
          '**a = 0: el cuerpo no acelera** (si estaba quieto, sigue quieto).',
          '¿Qué fuerza mínima harías falta para que empiece a moverse?',
        );
      }
      steps.push(
        `Segunda ley de Newton: $F_{neta} = F - F_r = m \\cdot a$, así que $a = \\frac{F - F_r}{m} = \\frac{${n(net.value)} - ${n(friction)}}{${n(m)}} ${texResult((net.value - friction) / m, 'm/s²')}$.`,
      );
      answer = `**${result('a', (net.value - friction) / m, 'm/s²')}**`;
    } else {
      steps.push(
        `Segunda ley de Newton: $F = m \\cdot a$, así que $a = \\frac{F}{m} = \\frac{${n(net.value)}}{${n(m)}} ${texResult(net.value / m, 'm/s²')}$.`,
      );
      answer = `**${result('a', net.value / m, 'm/s²')}**`;
    }
  } else if (
    (asked === 'force' || asked === 'weight') &&
    forces.length === 0 &&
    accelerations.length === 0 &&
    !withFriction &&
    HANGING.test(s.folded) &&
    (constantSpeed || /reposo|equilibrio|quiet/.test(s.folded))
  ) {
    steps.push(
      `${constantSpeed ? 'A velocidad constante' : 'En equilibrio'} la fuerza neta es cero: la fuerza hacia arriba iguala al peso, $F = m \\cdot g = ${n(m)} \\cdot ${n(s.g)} ${texResult(m * s.g, 'N')}$ (${gLine(s)}).`,
    );
    answer = `**${result(/tension/.test(s.question) ? 'T' : 'F', m * s.g, 'N')}**`;
    closing = '¿Y si subiera acelerando: la fuerza sería mayor o menor que el peso?';
  } else if (asksForce && (accelerations.length === 1 || constantSpeed)) {
    // A load lifted or let down on a rope also has its weight along the motion: F = m·a is not its force.
    if (HANGING.test(s.folded) && !/horizontal/.test(s.folded)) return undefined;
    const [acceleration] = accelerations;
    const a = acceleration ? inBase(acceleration) : 0;
    data.push(
      `a = ${fmt(a, 4)} m/s²${constantSpeed && !accelerations.length ? ' (velocidad constante)' : ''}`,
    );
    if (withFriction) data.push(`μ = ${fmt(mu as number, 4)}`);
    // «200 cm/s²»: the acceleration in m/s² before it goes into F = m·a.
    if (acceleration && acceleration.unit.symbol !== 'm/s²')
      steps.push(
        `Pasá la aceleración a m/s²: ${fmt(acceleration.value, 4)} ${acceleration.unit.symbol} = ${fmt(a, 4)} m/s².`,
      );
    if (constantSpeed && !accelerations.length)
      steps.push('Velocidad constante quiere decir aceleración nula: a = 0, la fuerza neta es cero.');
    if (withFriction) {
      frictionSteps();
      const F = m * a + friction;
      steps.push(
        `Segunda ley de Newton: $F - F_r = m \\cdot a$, así que $F = m \\cdot a + F_r = ${n(m)} \\cdot ${n(a)} + ${n(friction)} ${texResult(F, 'N')}$.`,
      );
      answer = `**${result('F', F, 'N')}**`;
    } else {
      if (constantSpeed && a === 0) return undefined;
      steps.push(
        `Segunda ley de Newton: $F = m \\cdot a = ${n(m)} \\cdot ${n(a)} ${texResult(m * a, 'N')}$.`,
      );
      answer = `**${result('F', m * a, 'N')}**`;
    }
    closing = withFriction
      ? '¿Qué parte de esa fuerza se "gasta" en vencer el rozamiento y qué parte acelera al cuerpo?'
      : '¿Qué fuerza harías falta para darle el doble de aceleración?';
  } else if (
    asked === 'friction' &&
    mu === undefined &&
    !frictionless(s) &&
    forces.length === 1 &&
    (accelerations.length === 1 || constantSpeed) &&
    !givenAsFriction(at(forces, 0, 'force'), s.folded) &&
    !((HANGING.test(s.folded) || FALLING.test(s.folded)) && !/horizontal/.test(s.folded))
  ) {
    // No coefficient: the friction is what the applied force has left over beyond m·a (F − F_r = m·a).
    const force = at(forces, 0, 'force');
    const [acceleration] = accelerations;
    const a = acceleration ? inBase(acceleration) : 0;
    const Fr = force.newtons - m * a;
    if (!(Fr > 0) || !(a >= 0)) return undefined;
    data.push(
      `F = ${force.typed}`,
      `a = ${fmt(a, 4)} m/s²${constantSpeed && !accelerations.length ? ' (velocidad constante)' : ''}`,
    );
    const inNewtons = forcesInNewtonsLine(s, forces);
    if (inNewtons) steps.push(inNewtons);
    if (acceleration && acceleration.unit.symbol !== 'm/s²')
      steps.push(
        `Pasá la aceleración a m/s²: ${fmt(acceleration.value, 4)} ${acceleration.unit.symbol} = ${fmt(a, 4)} m/s².`,
      );
    if (constantSpeed && !accelerations.length)
      steps.push('Velocidad constante quiere decir aceleración nula: la fuerza neta es cero.');
    steps.push(
      `Segunda ley de Newton con el rozamiento en contra: $F - F_r = m \\cdot a$, así que $F_r = F - m \\cdot a = ${n(force.newtons)} - ${n(m)} \\cdot ${n(a)} ${texResult(Fr, 'N')}$.`,
      `Comprobá: $F - F_r = ${n(force.newtons)} - ${c(Fr)} ${texResult(force.newtons - Fr, 'N')}$, que es $m \\cdot a$.`,
    );
    answer = `**${result('F_r', Fr, 'N')}**`;
    closing = '¿Cuánto valdría el coeficiente de rozamiento con esa fuerza de rozamiento?';
  } else if (
    asked === 'friction' &&
    withFriction &&
    forces.length <= 1 &&
    accelerations.length === 0 &&
    !constantSpeed &&
    // It slides when said so, or when the force pushing it exceeds μ·N (then the friction is μ·N).
    (SLIDING.test(s.folded) || (forces.length === 1 && at(forces, 0, 'force').newtons > friction))
  ) {
    // A body that slides: kinetic friction, μ·N, whatever pulls it; a force given also gives its acceleration.
    data.push(`μ = ${fmt(mu as number, 4)}`);
    frictionSteps();
    const [force] = forces;
    if (force) {
      data.push(`F = ${force.typed}`);
      const a = (force.newtons - friction) / m;
      if (a < 0) return undefined;
      steps.push(
        `Con la fuerza de ${force.typed}, la aceleración sería $a = \\frac{F - F_r}{m} = \\frac{${n(force.newtons)} - ${n(friction)}}{${n(m)}} ${texResult(a, 'm/s²')}$.`,
      );
    }
    answer = `**${result('F_r', friction, 'N')}**`;
    closing = '¿Cambiaría el rozamiento si lo empujaras con más fuerza?';
  } else if (asked === 'weight' && forces.length === 0 && accelerations.length === 0) {
    // «¿Cuánto pesa en la Tierra (g = 9,8 m/s²) y en la Luna (g = 1,6 m/s²)?»: one weight for each g.
    const gravities = [...s.folded.matchAll(new RegExp(`\\bg\\s*=\\s*(${NUMBER_SOURCE})`, 'g'))].map(
      (match) => parseNumber(match[1] ?? ''),
    );
    if (gravities.length > 1) {
      if (!gravities.every((g) => g > 0)) return undefined;
      for (const g of gravities)
        steps.push(
          `Con g = ${fmt(g, 4)} m/s²: $P = m \\cdot g = ${n(m)} \\cdot ${n(g)} ${texResult(m * g, 'N')}$.`,
        );
      steps.push(`La masa es la misma en todos lados (${fmt(m, 4)} kg): cambia el peso, con la g del lugar.`);
      answer = `**${gravities.map((g) => `con g = ${fmt(g, 4)} m/s²: ${result('P', m * g, 'N')}`).join('; ')}** (la masa sigue siendo ${fmt(m, 4)} kg)`;
      closing = '¿Dónde le costaría menos levantarlo? ¿Y empujarlo horizontalmente, sin rozamiento?';
      return reply('Peso y masa', data, steps, answer, closing);
    }
    steps.push(
      `El peso es la fuerza con que la Tierra atrae al cuerpo: $P = m \\cdot g = ${n(m)} \\cdot ${n(s.g)} ${texResult(m * s.g, 'N')}$ (${gLine(s)}).`,
    );
    // "¿Cuánto pesa?" with g: the weight in N; the mass stays what it was.
    answer = `**${result('P', m * s.g, 'N')}** (la masa sigue siendo ${fmt(m, 4)} kg)`;
    closing = '¿Cuánto pesaría el mismo cuerpo en la Luna, donde g ≈ 1,6 m/s²? ¿Y su masa?';
  } else return undefined;
  return reply('Segunda ley de Newton', data, steps, answer, closing);
}

/** The statement says the body does start moving: «en cuanto se pone en movimiento», «una vez que arranca». */
const SAID_TO_MOVE =
  /se pone en movimiento|empieza a (?:moverse|deslizar)|comienza a (?:moverse|deslizar)|una vez en movimiento|ya en movimiento|(?:una vez que|en cuanto|apenas|ni bien|cuando(?: ya)?) (?:se mueve|arranca)/;

/**
 * A body at rest pushed with a force, with both coefficients given: it moves only if the force beats the
 * maximum static friction; then kinetic friction acts. Otherwise friction equals the force.
 */
function startsToSlide(
  s: Statement,
  m: number,
  muS: number,
  muK: number | undefined,
  forces: Force[],
  accelerations: number,
): string | undefined {
  if (forces.length !== 1 || accelerations || (muK !== undefined && muK > muS)) return undefined;
  const force = at(forces, 0, 'force');
  const F = force.newtons;
  const normal = m * s.g;
  const maxStatic = muS * normal;
  const data = [massDatumOf(s, m), `F = ${force.typed}`, `μe = ${fmt(muS, 4)}`];
  if (muK !== undefined) data.push(`μd = ${fmt(muK, 4)}`);
  const steps = [
    `En el piso horizontal la normal equilibra al peso: $N = m g = ${n(m)} \\cdot ${n(s.g)} ${texResult(normal, 'N')}$ (${gLine(s)}).`,
    `El rozamiento estático puede llegar hasta $F_{e,max} = \\mu_e N = ${n(muS)} \\cdot ${c(normal)} ${texResult(maxStatic, 'N')}$.`,
  ];
  // «En cuanto se pone en movimiento…»: the statement says it moves. A force just equal to the static top
  // is the least one that starts it; one below it cannot, and the statement contradicts itself.
  // «Calcule la máxima fuerza de rozamiento estático»: that maximum is the answer, the rest follows.
  const asksMaxStatic =
    /\b(?:maxima|max) fuerza de (?:rozamiento|friccion) estatic|\b(?:rozamiento|friccion) estatico maximo|\bfuerza de (?:rozamiento|friccion) estatic\w* maxima/.test(
      askedClause(s),
    ) && !/aceleracion/.test(askedClause(s));
  const maxFirst = asksMaxStatic ? `**${result('F_e,max', maxStatic, 'N')}**; ` : '';
  const asking = s.question === s.folded ? s.folded.length : s.folded.lastIndexOf(s.question);
  const saidToMove = SAID_TO_MOVE.test(s.folded.slice(0, Math.max(0, asking)));
  const atTheTop = Math.abs(F - maxStatic) <= 1e-9 * Math.max(1, maxStatic);
  if (saidToMove && F < maxStatic && !atTheTop) return undefined;
  if (F <= maxStatic && !(saidToMove && atTheTop)) {
    steps.push(
      `La fuerza (${fmt(F)} N) no supera ese máximo: el cuerpo no se mueve, y el rozamiento estático vale lo justo para equilibrarla, $F_r = F = ${n(F)}$ N (no ${fmt(maxStatic)} N: ese es solo el máximo).`,
    );
    return reply(
      'Rozamiento estático y dinámico',
      data,
      steps,
      `${maxFirst}**El cuerpo no se mueve: a = 0 y el rozamiento vale ${fmt(F)} N**${muK === undefined ? '' : ` (μd = ${fmt(muK, 4)} no interviene)`}`,
      '¿Qué fuerza mínima haría falta para que empiece a moverse?',
    );
  }
  // It slides, but with no kinetic coefficient its acceleration is not given.
  if (muK === undefined) return undefined;
  const kinetic = muK * normal;
  const a = (F - kinetic) / m;
  steps.push(
    `${atTheTop ? 'La fuerza alcanza justo el máximo estático, y el enunciado dice que el cuerpo se pone en movimiento' : 'La fuerza supera al máximo estático'}: se mueve, y desde ahí actúa el rozamiento dinámico, $F_d = \\mu_d N = ${n(muK)} \\cdot ${c(normal)} ${texResult(kinetic, 'N')}$.`,
  );
  steps.push(
    `Segunda ley: $a = \\frac{F - F_d}{m} = \\frac{${n(F)} - ${c(kinetic)}}{${n(m)}} ${texResult(a, 'm/s²')}$.`,
  );
  return reply(
    'Rozamiento estático y dinámico',
    data,
    steps,
    `${maxFirst}**Se mueve: ${result('a', a, 'm/s²')}** (el rozamiento dinámico vale ${fmt(kinetic)} N)`,
    '¿Por qué el coeficiente estático suele ser mayor que el dinámico?',
  );
}

function reply(title: string, data: string[], steps: string[], answer: string, closing: string): string {
  return workedReply({ title, data: data.join('; '), steps, answer, closing });
}

// ---------------------------------------------------------------------------------------------------

/** The question names the normal force before (or without) the acceleration. */
function normalFirst(question: string): boolean {
  const normal = question.search(/normal/);
  const acceleration = question.search(/aceleracion|acelera/);
  return normal >= 0 && (acceleration < 0 || normal < acceleration);
}

/** A question for the friction force itself, not its coefficient. */
const asksFrictionForce = (question: string) =>
  /fuerza de (?:rozamiento|friccion)|(?:cuanto vale|calcula\w*|cual es|halla\w*|determina\w*) (?:el |la )?(?:rozamiento|friccion)/.test(
    question,
  ) && !/coeficiente|μ|\bmu\b/.test(question);

/** A body on an inclined plane: released, pushed up along it, or thrown up it. */
export function solveInclinedPlane(message: string): string | undefined {
  const s = readStatement(message);
  if (!INCLINE.test(s.folded) || PULLEY.test(s.folded)) return undefined;
  // «¿Qué potencia desarrolla la fuerza?», «¿qué trabajo…?»: the energy readings' question, not a force.
  if (/potencia|trabajo|energia/.test(askedClause(s))) return undefined;
  // A horizontal force on an incline («empujado por una fuerza horizontal») is not the force along the
  // plane these readings take: its component along the plane is F·cos θ, and it presses the body too.
  if (/fuerza horizontal|horizontalmente|paralela al (?:piso|suelo)|paralela a la horizontal/.test(s.folded))
    return undefined;
  // A body said to stay at rest has no acceleration to state (incline-slide.ts reads what holds it).
  if (AT_REST.test(s.folded) && !readForces(s).length) return undefined;
  // The static friction that holds a body is not the kinetic μ·N this reading computes.
  if (/rozamiento estatico|friccion estatica/.test(s.question)) return undefined;
  const angles = distinctAngles(s);
  if (angles.length !== 1) return undefined;
  const theta = at(angles, 0, 'angle').degrees;
  if (!(theta > 0 && theta < 90)) return undefined;
  // The values the statement wants used ("sen 37° = 0,6"), else the exact ones.
  const given = givenTrig(s).find((entry) => entry.degrees === theta);
  if (givenTrig(s).some((entry) => entry.degrees !== theta)) return undefined;
  const ms = masses(s);
  if (ms.length > 1) return undefined;
  const m = ms[0]?.kg;
  const mu = frictionOf(s);
  if (mu === 'ambiguous') return undefined;
  const withFriction = mu !== undefined && !frictionless(s);
  const forces = readForces(s);
  if (forces.length > 1) return undefined;
  const speeds = ofDimension(s, 'speed');
  if (speeds.length > 1 || s.quantities.some((q) => !['mass', 'speed'].includes(q.unit.dimension)))
    return undefined;
  const up = /hacia arriba|plano arriba|sube|subir|asciende|lanza/.test(s.folded);
  const g = s.g;
  const sin = given?.sin ?? sinDeg(theta);
  const cos = given?.cos ?? cosDeg(theta);
  const data = [`θ = ${fmt(theta, 2)}°`];
  const [mass] = ms;
  if (mass) data.push(massDatum(mass));
  if (withFriction) data.push(`μ = ${fmt(mu as number, 4)}`);
  const steps: string[] = [
    `Descomponé el peso en los ejes del plano: paralelo, $P_x = m g \\operatorname{sen}\\theta$ (empuja plano abajo), y perpendicular, $P_y = m g \\cos\\theta$. Con ${given ? `los valores del enunciado, sen ${fmt(theta, 2)}° = ${fmt(sin, 4)} y cos ${fmt(theta, 2)}° = ${fmt(cos, 4)}` : trigLine(theta)} (${gLine(s)}).`,
  ];
  const results: string[] = [];
  if (m !== undefined) {
    const px = m * g * sin;
    const normal = m * g * cos;
    steps.push(
      `$P_x = ${n(m)} \\cdot ${n(g)} \\cdot ${n(sin)} ${texResult(px, 'N')}$; la normal equilibra a $P_y$: $N = m g \\cos\\theta = ${n(m)} \\cdot ${n(g)} \\cdot ${n(cos)} ${texResult(normal, 'N')}$.`,
    );
    results.push(result('N', normal, 'N'));
    if (withFriction) {
      steps.push(
        `Rozamiento: $F_r = \\mu N = ${n(mu as number)} \\cdot ${c(normal)} ${texResult((mu as number) * normal, 'N')}$.`,
      );
      // The friction force asked («¿cuánto vale la fuerza de rozamiento?»), not its coefficient: a result too.
      if (asksFrictionForce(askedClause(s))) results.unshift(result('F_r', (mu as number) * normal, 'N'));
    }
  }
  const unitA = 'm/s²';
  let a: number;
  let closing =
    '¿Por qué la aceleración no depende de la masa cuando no hay otras fuerzas que el peso, la normal y el rozamiento?';
  const constantSpeed = /velocidad constante|rapidez constante|con movimiento uniforme/.test(s.folded);
  const question = askedClause(s);
  // «¿Cuál es la componente del peso paralela al plano?»: the components are the answer.
  if (/componente/.test(question) && m !== undefined) {
    const parallel = /paralela|a lo largo|tangencial/.test(question);
    const perpendicular = /perpendicular|normal/.test(question);
    if (parallel === perpendicular || forces.length) return undefined;
    const value = parallel ? m * g * sin : m * g * cos;
    return workedReply({
      title: 'Componentes del peso en un plano inclinado',
      data: data.join('; '),
      steps,
      answer: `**${result(parallel ? 'P_x' : 'P_y', value, 'N')}**`,
      closing: '¿Cuál de las dos componentes crece si el plano se empina más?',
    });
  }
  // Sliding down at constant speed, the friction asked: it balances the weight along the plane.
  if (
    forces.length === 0 &&
    constantSpeed &&
    asksFrictionForce(question) &&
    !withFriction &&
    m !== undefined
  ) {
    const goingDown = /hacia abajo|plano abajo|baja|bajar|desciende|desliza/.test(s.folded);
    const goingUp = /hacia arriba|plano arriba|sube|subir|asciende/.test(s.folded);
    if (!goingDown || goingUp) return undefined;
    const fr = m * g * sin;
    steps.push(
      `A velocidad constante la fuerza neta es nula: a lo largo del plano, el rozamiento (plano arriba) equilibra a $P_x$, $F_r = m g \\operatorname{sen}\\theta ${texResult(fr, 'N')}$.`,
    );
    return workedReply({
      title: 'Plano inclinado: velocidad constante',
      data: data.join('; '),
      steps,
      answer: `**${result('F_r', fr, 'N')}**`,
      closing: '¿Cuánto valdría el coeficiente de rozamiento? Pensá en tg θ.',
    });
  }
  // «¿Qué fuerza paralela al plano hace falta para mantenerlo en reposo?» on a smooth plane: F = P_x.
  const holding =
    /mantener(?:lo|la)? (?:en reposo|en equilibrio|quiet)|sostener(?:lo|la)?\b|para que no (?:deslice|baje|caiga)/.test(
      question,
    );
  if (forces.length === 0 && holding && !constantSpeed && /fuerza/.test(question) && m !== undefined) {
    // A friction said but not given («con rozamiento») may hold part of the weight: no reading to be sure of.
    if (withFriction || (/rozamiento|friccion/.test(s.folded) && !frictionless(s))) return undefined;
    const px = m * g * sin;
    steps.push(
      'En reposo la fuerza neta es nula: a lo largo del plano, la fuerza paralela equilibra a la componente del peso.',
      `$F = P_x = m g \\operatorname{sen}\\theta = ${n(m)} \\cdot ${n(g)} \\cdot ${n(sin)} ${texResult(px, 'N')}$, paralela al plano y hacia arriba.`,
    );
    return workedReply({
      title: 'Plano inclinado sin rozamiento: cuerpo en reposo',
      data: data.join('; '),
      steps,
      answer: `**${result('F', px, 'N')}${results.length ? `; ${results.join('; ')}` : ''}**`,
      closing: '¿Y si hubiera rozamiento: haría falta más o menos fuerza para sostenerlo?',
    });
  }
  if (forces.length === 0 && constantSpeed && /fuerza/.test(question) && m !== undefined) {
    // The force along the plane that keeps it moving at constant speed: the net force is zero.
    const px = m * g * sin;
    const fr = withFriction ? (mu as number) * m * g * cos : 0;
    const goingUp = /hacia arriba|plano arriba|sube|subir|asciende/.test(s.folded);
    const goingDown = /hacia abajo|plano abajo|baja|bajar|desciende/.test(s.folded);
    if (goingUp === goingDown) return undefined;
    const F = goingUp ? px + fr : px - fr;
    steps.push(
      'A velocidad constante la aceleración es cero: la suma de fuerzas a lo largo del plano es nula.',
    );
    if (withFriction)
      steps.push(
        `El rozamiento se opone al movimiento (${goingUp ? 'plano abajo' : 'plano arriba'}): $F_r = \\mu N = ${n(mu as number)} \\cdot ${c(m * g * cos)} ${texResult(fr, 'N')}$.`,
      );
    steps.push(
      goingUp
        ? `Sube: $F = P_x${withFriction ? ' + F_r' : ''} = ${c(px)}${withFriction ? ` + ${c(fr)}` : ''} ${texResult(F, 'N')}$, paralela al plano y hacia arriba.`
        : `Baja: $F + F_r = P_x$ no hace falta empujar si $P_x \\le F_r$; acá $F = P_x - F_r = ${c(px)} - ${c(fr)} ${texResult(F, 'N')}$ ${F >= 0 ? 'frenándolo, plano arriba' : ''}.`,
    );
    if (!goingUp && F < 0) return undefined;
    return workedReply({
      title: withFriction ? 'Plano inclinado con rozamiento' : 'Plano inclinado sin rozamiento',
      data: data.join('; '),
      steps,
      answer: `**${result('F', F, 'N')}${results.length ? `; ${results.join('; ')}` : ''}**`,
      closing: '¿Qué fuerza haría falta para que suba con aceleración de 1 m/s²?',
    });
  }
  if (forces.length === 0 && constantSpeed && /coeficiente|μ|\bmu\b/.test(askedClause(s)) && !withFriction) {
    // Sliding down at constant speed: the friction balances the weight along the plane, μ = tg θ.
    const goingUp = /hacia arriba|plano arriba|sube|subir|asciende/.test(s.folded);
    const goingDown = /hacia abajo|plano abajo|baja|bajar|desciende|desliza/.test(s.folded);
    if (!goingDown || goingUp || mu !== undefined) return undefined;
    const found = sin / cos;
    steps.push(
      'A velocidad constante la aceleración es cero: a lo largo del plano, el rozamiento (plano arriba) equilibra a $P_x$.',
      `$\\mu\\, m g \\cos\\theta = m g \\operatorname{sen}\\theta$, así que $\\mu = \\operatorname{tg}\\theta = \\frac{${n(sin)}}{${n(cos)}} ${relation(found, 4) === '=' ? '=' : '\\approx'} ${tex(found, 4)}$: no depende de la masa.`,
      `Comprobá: $\\mu \\cos\\theta = ${tex(found, 4)} \\cdot ${n(cos)} ${relation(found * cos, 4) === '=' ? '=' : '\\approx'} ${tex(found * cos, 4)}$, igual a $\\operatorname{sen}\\theta$: la fuerza neta es nula.`,
    );
    return workedReply({
      title: 'Plano inclinado: velocidad constante',
      data: data.join('; '),
      steps,
      answer: `**μ ${relation(found)} ${fmt(found)}**`,
      closing: '¿Qué pasaría si el ángulo fuera un poco mayor?',
    });
  }
  // At constant speed the acceleration is zero: a reading of an accelerated body would answer wrong.
  if (forces.length === 0 && constantSpeed) return undefined;
  // A force asked (not the normal nor the friction) that no reading above gives: an acceleration is no answer.
  if (
    forces.length === 0 &&
    /\bfuerza\b/.test(question) &&
    !/normal|rozamiento|friccion|componente/.test(question)
  )
    return undefined;
  if (forces.length === 1) {
    if (m === undefined) return undefined;
    const force = at(forces, 0, 'force');
    const F = force.newtons;
    data.push(`F = ${force.typed} paralela al plano, hacia arriba`);
    if (!/paralel|a lo largo|hacia arriba|plano arriba|sube|subir/.test(s.folded)) return undefined;
    const px = m * g * sin;
    const fr = withFriction ? (mu as number) * m * g * cos : 0;
    if (F > px + fr) {
      a = (F - px - fr) / m;
      steps.push(
        `La fuerza supera a $P_x${withFriction ? ' + F_r' : ''}$, así que sube${withFriction ? ' y el rozamiento apunta plano abajo' : ''}: $a = \\frac{F - P_x${withFriction ? ' - F_r' : ''}}{m} = \\frac{${n(F)} - ${n(px)}${withFriction ? ` - ${n(fr)}` : ''}}{${n(m)}} ${texResult(a, unitA)}$, plano arriba.`,
      );
    } else if (F < px - fr) {
      a = (px - F - fr) / m;
      steps.push(
        `La fuerza no alcanza a sostenerlo: baja${withFriction ? ' y el rozamiento apunta plano arriba' : ''}. $a = \\frac{P_x - F${withFriction ? ' - F_r' : ''}}{m} = \\frac{${n(px)} - ${n(F)}${withFriction ? ` - ${n(fr)}` : ''}}{${n(m)}} ${texResult(a, unitA)}$, plano abajo.`,
      );
    } else {
      a = 0;
      steps.push('La fuerza y el rozamiento alcanzan para equilibrar a $P_x$: el cuerpo no acelera.');
    }
    closing = '¿Qué fuerza paralela al plano haría falta para que suba con velocidad constante?';
  } else if (up && speeds.length === 1) {
    const v0 = inBase(at(speeds, 0, 'speed'));
    data.push(`v₀ = ${fmt(v0, 4)} m/s plano arriba`);
    a = g * (sin + (withFriction ? (mu as number) * cos : 0));
    steps.push(
      `Mientras sube, $P_x$${withFriction ? ' y el rozamiento apuntan' : ' apunta'} plano abajo y lo frenan: $a = g(\\operatorname{sen}\\theta${withFriction ? ' + \\mu\\cos\\theta' : ''}) = ${n(g)} \\cdot (${n(sin)}${withFriction ? ` + ${n(mu as number)} \\cdot ${n(cos)}` : ''}) ${texResult(a, unitA)}$, en contra del movimiento.`,
    );
    const d = (v0 * v0) / (2 * a);
    steps.push(
      `Hasta detenerse: $v^2 = v_0^2 - 2ad \\Rightarrow d = \\frac{v_0^2}{2a} = \\frac{${n(v0)}^2}{2 \\cdot ${n(a)}} ${texResult(d, 'm')}$ sobre el plano (una altura de ${fmt(d * sin)} m).`,
    );
    results.push(result('d', d, 'm'));
    // «Si luego vuelve a bajar, ¿con qué aceleración lo hace?»: on the way down the friction turns plano
    // arriba, a = g(sen θ − μ cos θ), when μ < tg θ lets it slide back at all.
    const asking = s.folded.slice(Math.max(0, s.folded.lastIndexOf('. ', s.folded.lastIndexOf(question))));
    if (
      /aceleracion/.test(question) &&
      /\b(?:vuelve a bajar|al bajar|de bajada|cuando baja|mientras baja|al descender|cuando desciende|mientras desciende)\b/.test(
        asking,
      )
    ) {
      const muDown = withFriction ? (mu as number) : 0;
      if (muDown >= sin / cos) return undefined;
      const down = g * (sin - muDown * cos);
      steps.push(
        `Al volver a bajar el rozamiento cambia de sentido (apunta plano arriba)${withFriction ? `, y como μ < tg θ ≈ ${fmt(sin / cos, 4)} el cuerpo desliza` : ''}: $a = g(\\operatorname{sen}\\theta${withFriction ? ' - \\mu\\cos\\theta' : ''}) = ${n(g)} \\cdot (${n(sin)}${withFriction ? ` - ${n(muDown)} \\cdot ${n(cos)}` : ''}) ${texResult(down, unitA)}$, plano abajo.`,
      );
      return workedReply({
        title: withFriction ? 'Plano inclinado con rozamiento: la bajada' : 'Plano inclinado: la bajada',
        data: data.join('; '),
        steps,
        answer: `**${result('a', down, 'm/s²')} (bajando)**`,
        closing: '¿Por qué baja con menos aceleración que la que tenía al subir?',
      });
    }
    // «¿Cuánto tarda en detenerse?»: t = v₀/a, checked as d = v₀·t/2.
    if (/tiempo|tarda|demora/.test(question)) {
      const t = v0 / a;
      if (Math.abs((v0 * t) / 2 - d) > 1e-9 * Math.max(1, d)) return undefined;
      steps.push(
        `El tiempo hasta detenerse: $v = v_0 - a t = 0 \\Rightarrow t = \\frac{v_0}{a} = \\frac{${n(v0)}}{${n(a)}} ${texResult(t, 's')}$. Comprobá: $\\frac{v_0 t}{2} ${texResult((v0 * t) / 2, 'm')}$, la distancia.`,
      );
      results.unshift(result('t', t, 's'));
    }
    // «¿Qué altura máxima alcanza?»: the height, d·sen θ, first.
    if (/altura/.test(question)) results.unshift(result('h', d * sin, 'm'));
    closing = '¿Qué pasa después de que se detiene? Compará μ con tg θ para decidir si vuelve a bajar.';
  } else {
    if (withFriction && (mu as number) >= sin / cos) {
      steps.push(
        `El rozamiento máximo, $\\mu m g \\cos\\theta$, alcanza para equilibrar a $m g \\operatorname{sen}\\theta$ (μ = ${fmt(mu as number, 4)} ≥ tg θ ≈ ${fmt(sin / cos, 4)}): si está quieto, no desliza.`,
      );
      return workedReply({
        title: 'Plano inclinado',
        data: data.join('; '),
        steps,
        answer: `**El cuerpo no desliza: a = 0${results.length ? `; ${results.join('; ')}` : ''}**`,
        closing: '¿A partir de qué ángulo empezaría a deslizar? Pensá en tg θ = μ.',
      });
    }
    a = g * (sin - (withFriction ? (mu as number) * cos : 0));
    steps.push(
      withFriction
        ? `Baja por el plano y el rozamiento apunta plano arriba. Segunda ley a lo largo del plano, $m a = m g \\operatorname{sen}\\theta - \\mu m g \\cos\\theta$: la masa se cancela y $a = g(\\operatorname{sen}\\theta - \\mu\\cos\\theta) = ${n(g)} \\cdot (${n(sin)} - ${n(mu as number)} \\cdot ${n(cos)}) ${texResult(a, unitA)}$.`
        : `Baja por el plano. Segunda ley a lo largo del plano, $m a = m g \\operatorname{sen}\\theta$: la masa se cancela y $a = g \\operatorname{sen}\\theta = ${n(g)} \\cdot ${n(sin)} ${texResult(a, unitA)}$.`,
    );
  }
  return [
    withFriction ? '## Plano inclinado con rozamiento' : '## Plano inclinado sin rozamiento',
    '',
    `**Datos:** ${data.join('; ')}.`,
    '',
    ...numbered(steps),
    '',
    `**${(
      normalFirst(askedClause(s)) ||
      (withFriction && asksFrictionForce(askedClause(s))) ||
      results[0]?.startsWith('h ') ||
      // «¿Qué distancia recorre hasta detenerse?»: the distance asked first, the acceleration after.
      (results[0]?.startsWith('d ') &&
        /\bdistancia\b|\brecorre\b/.test(askedClause(s)) &&
        !/aceleracion/.test(askedClause(s)))
        ? [...results, result('a', a, 'm/s²')]
        : [result('a', a, 'm/s²'), ...results]
    ).join('; ')}**`,
    '',
    closing,
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------------

/**
 * «En una máquina de Atwood uno de los cuerpos tiene 6 kg y el sistema acelera a 2 m/s². Hallar la masa
 * del otro, el más liviano»: $a = \frac{(m_1 - m_2) g}{m_1 + m_2}$ solved for the other mass. Only with
 * both bodies hanging, one mass and one acceleration as the only data and the statement saying which is
 * the lighter (two answers otherwise); checked back with the acceleration it gives.
 */
function atwoodOtherMass(s: ReturnType<typeof readStatement>, m: number): string | undefined {
  if (/mesa|horizontal|apoyad|superficie/.test(s.folded) || !/\bmasa\b/.test(s.question)) return undefined;
  const accelerations = ofDimension(s, 'acceleration');
  const [given] = accelerations;
  if (
    !given ||
    accelerations.length !== 1 ||
    s.quantities.some((q) => !['mass', 'acceleration'].includes(q.unit.dimension))
  )
    return undefined;
  // «la masa del otro, sabiendo que es el más liviano»: what the other one is, said of the other one.
  const said = /\botr[oa]\b[^.;]*?\bmas (livian|pesad)[oa]\b/.exec(s.folded);
  if (!said || /livian/.test(s.folded) === /pesad/.test(s.folded)) return undefined;
  const lighter = said[1] === 'livian';
  const g = s.g;
  const a = inBase(given);
  if (!(a > 0 && a < g)) return undefined;
  const other = lighter ? (m * (g - a)) / (g + a) : (m * (g + a)) / (g - a);
  const [heavy, light] = lighter ? [m, other] : [other, m];
  const back = ((heavy - light) * g) / (heavy + light);
  if (Math.abs(back - a) > 1e-9 * Math.max(1, a)) return undefined;
  return workedReply({
    title: 'Máquina de Atwood: la masa que falta',
    data: `m = ${fmt(m, 4)} kg; a = ${fmt(a, 4)} m/s²; el otro cuerpo es el más ${lighter ? 'liviano' : 'pesado'}`,
    steps: [
      `El más pesado baja y el más liviano sube, con la misma aceleración: $a = \\frac{(m_1 - m_2) g}{m_1 + m_2}$ (${gLine(s)}).`,
      lighter
        ? `Con $m_1 = ${n(m)}$ kg conocida, despejá $m_2$: $a (m_1 + m_2) = (m_1 - m_2) g \\Rightarrow m_2 = \\frac{m_1 (g - a)}{g + a} = \\frac{${n(m)} \\cdot (${n(g)} - ${n(a)})}{${n(g)} + ${n(a)}} ${texResult(other, 'kg')}$.`
        : `Con $m_2 = ${n(m)}$ kg conocida, despejá $m_1$: $a (m_1 + m_2) = (m_1 - m_2) g \\Rightarrow m_1 = \\frac{m_2 (g + a)}{g - a} = \\frac{${n(m)} \\cdot (${n(g)} + ${n(a)})}{${n(g)} - ${n(a)}} ${texResult(other, 'kg')}$.`,
      `Comprobá: $\\frac{(${n(heavy)} - ${n(light)}) \\cdot ${n(g)}}{${n(heavy)} + ${n(light)}} ${texResult(back, 'm/s²')}$, la aceleración dada.`,
    ],
    answer: `**${result('m', other, 'kg')}**`,
    closing: '¿Cuánto vale la tensión de la cuerda con esas dos masas?',
  });
}

/** Two masses and a rope over a pulley: both hanging (Atwood) or one on a table. */
export function solveAtwood(message: string): string | undefined {
  if (changesADatum(message)) return undefined;
  const s = readStatement(message);
  if (!PULLEY.test(s.folded) || INCLINE.test(s.folded) || readAngles(s).length) return undefined;
  // «…si el sistema se mueve con velocidad constante»: a condition the masses' acceleration ignores
  // (a = 2 m/s² and T = 24 N were stated for it); it needs a force or a friction found, another reading.
  if (/(?:velocidad|rapidez) constante|\bmru\b|en equilibrio/.test(s.folded)) return undefined;
  // «¿Cuánto desciende el cuerpo de 6 kg…?»: a mass the question names again is one of the two.
  const asksFrom = s.folded.length - s.question.length;
  const ms = masses(s).filter(
    (mass, i, all) =>
      !(
        mass.index >= asksFrom &&
        all.some((other, j) => j < i && other.index < asksFrom && other.kg === mass.kg)
      ),
  );
  if (ms.length === 1) return atwoodOtherMass(s, at(ms, 0, 'mass').kg);
  if (ms.length !== 2) return undefined;
  // Stated in SI: a speed asked in km/h or a distance in cm is not this answer.
  if (asksAnotherUnit(s.question, ['m/s', 'm', 's', 'N', 'kg'])) return undefined;
  // Beside the masses, at most the stretch they cover from rest, for a time or a speed.
  const lengths = ofDimension(s, 'length');
  const times = ofDimension(s, 'time');
  if (s.quantities.some((q) => !['mass', 'length', 'time'].includes(q.unit.dimension)) || lengths.length > 1)
    return undefined;
  // Or a time from rest, with the speed or the distance after it asked.
  if (times.length > 1 || (times.length && lengths.length)) return undefined;
  const [elapsed] = times;
  const asksDistance =
    /distancia|recorre|desplaza|cuanto (?:baja|sube|bajo|subio|desciende|descendio|asciende|ascendio)/.test(
      s.question,
    );
  if (
    elapsed &&
    !(
      /reposo|se suelta|se sueltan|se libera/.test(s.folded) &&
      (asksDistance || /velocidad|rapidez/.test(s.question))
    )
  )
    return undefined;
  const stretch = lengths[0];
  const mu = frictionOf(s);
  if (mu === 'ambiguous') return undefined;
  const g = s.g;
  const table = /mesa|horizontal|apoyad|superficie/.test(s.folded);
  const asksTime = /tiempo|tarda|demora|en cuanto/.test(s.question);
  const asksSpeed = /velocidad|rapidez/.test(s.question);
  if (stretch && (table || !/reposo|se suelta|se sueltan|se libera/.test(s.folded) || asksTime === asksSpeed))
    return undefined;
  const steps: string[] = [];
  const [first, second] = ms as [(typeof ms)[number], (typeof ms)[number]];
  if (!table) {
    const [m1, m2] = first.kg >= second.kg ? [first.kg, second.kg] : [second.kg, first.kg];
    if (m1 === m2) {
      return `Con las dos masas iguales (${fmt(m1, 4)} kg) la máquina de Atwood queda en equilibrio: a = 0 y la tensión es igual al peso de cada una, T = m·g = ${fmt(m1 * g)} N. ¿Qué pasa si le agregás una masa chiquita a un lado?`;
    }
    const a = ((m1 - m2) * g) / (m1 + m2);
    const T = (2 * m1 * m2 * g) / (m1 + m2);
    steps.push(
      `La masa mayor (${fmt(m1, 4)} kg) baja y la menor (${fmt(m2, 4)} kg) sube, con la misma aceleración (la soga no se estira) y la misma tensión T (polea ideal).`,
    );
    steps.push(`Segunda ley para cada una: $m_1 g - T = m_1 a$ y $T - m_2 g = m_2 a$ (${gLine(s)}).`);
    steps.push(
      `Sumando las dos, T se cancela: $a = \\frac{(m_1 - m_2) g}{m_1 + m_2} = \\frac{(${n(m1)} - ${n(m2)}) \\cdot ${n(g)}}{${n(m1)} + ${n(m2)}} ${texResult(a, 'm/s²')}$.`,
    );
    steps.push(
      `Reemplazá en la de la masa menor: $T = m_2 (g + a) = ${n(m2)} \\cdot (${n(g)} + ${n(a)}) ${texResult(T, 'N')}$.`,
    );
    const d = stretch ? inBase(stretch) : 0;
    const t = Math.sqrt((2 * d) / a);
    if (stretch)
      steps.push(
        asksTime
          ? `Parten del reposo con aceleración constante: $d = \\frac{1}{2} a t^2$, así que $t = \\sqrt{\\frac{2 \\cdot ${n(d)}}{${n(a)}}} ${texResult(t, 's')}$. Comprobá: $\\frac{1}{2} \\cdot ${n(a)} \\cdot ${n(t)}^2 ${texResult(0.5 * a * t * t, 'm')}$.`
          : `Parten del reposo con aceleración constante: $v = \\sqrt{2 a d} = \\sqrt{2 \\cdot ${n(a)} \\cdot ${n(d)}} ${texResult(a * t, 'm/s')}$.`,
      );
    let moved = stretch ? `; ${asksTime ? result('t', t, 's') : result('v', a * t, 'm/s')}` : '';
    if (elapsed) {
      const te = inBase(elapsed);
      const v = a * te;
      const covered = 0.5 * a * te * te;
      steps.push(
        `Parten del reposo con aceleración constante: a los ${fmt(te, 4)} s, $v = a t = ${n(a)} \\cdot ${n(te)} ${texResult(v, 'm/s')}$ y cada una recorrió $d = \\frac{1}{2} a t^2 = \\frac{1}{2} \\cdot ${n(a)} \\cdot ${n(te)}^2 ${texResult(covered, 'm')}$.`,
      );
      const asksSpeed = /velocidad|rapidez/.test(s.question);
      moved = `; ${[asksSpeed ? result('v', v, 'm/s') : '', asksDistance ? result('d', covered, 'm') : ''].filter(Boolean).join('; ')}`;
    }
    return workedReply({
      title: 'Máquina de Atwood',
      // As typed («m₁ = 300 g = 0,3 kg»): every number of the statement shows in the reply.
      data: `${massDatumOf(s, m1).replace(/^m/, 'm₁')}; ${massDatumOf(s, m2).replace(/^m/, 'm₂')}${stretch ? `; parten del reposo y recorren d = ${fmt(d, 4)} m` : ''}${elapsed ? `; parten del reposo; t = ${fmt(elapsed.value, 4)} ${elapsed.unit.symbol}` : ''}`,
      steps,
      answer: `**${result('a', a, 'm/s²')}; ${result('T', T, 'N')}${moved}**`,
      closing: '¿Por qué la tensión queda entre los dos pesos? Compará T con m₁g y con m₂g.',
    });
  }
  // Which one is on the table: the mass typed closer to "mesa/apoyado" than to "cuelga".
  const tableAt = [...s.folded.matchAll(/mesa|horizontal|apoyad|superficie/g)].map((match) => match.index);
  const hangAt = [...s.folded.matchAll(/cuelga|colga|suspendid|pende|vertical/g)].map((match) => match.index);
  if (!tableAt.length || !hangAt.length) return undefined;
  const distance = (index: number, marks: number[]) =>
    Math.min(...marks.map((mark) => Math.abs(mark - index)));
  const onTable = distance(second.index, tableAt) < distance(first.index, tableAt) ? second : first;
  const hanging = onTable === first ? second : first;
  if (
    distance(hanging.index, hangAt) > distance(hanging.index, tableAt) ||
    distance(onTable.index, tableAt) > distance(onTable.index, hangAt)
  ) {
    return undefined;
  }
  const m1 = onTable.kg;
  const m2 = hanging.kg;
  const withFriction = mu !== undefined && !frictionless(s);
  const muValue = withFriction ? (mu as number) : 0;
  steps.push(
    `El bloque de la mesa (m₁ = ${fmt(m1, 4)} kg) y el que cuelga (m₂ = ${fmt(m2, 4)} kg) se mueven juntos: misma aceleración y misma tensión T.`,
  );
  steps.push(
    `Segunda ley para cada uno: $T${withFriction ? ' - \\mu m_1 g' : ''} = m_1 a$ (en la mesa la normal es $m_1 g$) y $m_2 g - T = m_2 a$ (${gLine(s)}).`,
  );
  if (m2 <= muValue * m1) {
    // At rest, a time «partiendo del reposo» asks about a motion there is not: «¿qué velocidad tienen a
    // los 2 s?» is 0, they never start; only with one coefficient (a kinetic one alone says nothing of
    // the static friction that holds them) and the speed or the distance asked.
    if (
      elapsed &&
      (/cinetic|dinamic/.test(s.folded) ||
        !/reposo/.test(s.folded) ||
        !(asksDistance || /velocidad|rapidez/.test(s.question)))
    )
      return undefined;
    steps.push(
      `El peso del que cuelga (${fmt(m2 * g)} N) no supera al rozamiento máximo (${fmt(muValue * m1 * g)} N).`,
    );
    if (elapsed) {
      const asked = [
        /velocidad|rapidez/.test(s.question) ? 'v = 0 m/s' : '',
        asksDistance ? 'd = 0 m' : '',
      ].filter(Boolean);
      steps.push(
        `Parten del reposo y nada los pone en movimiento: a los ${fmt(elapsed.value, 4)} ${elapsed.unit.symbol} siguen quietos.`,
      );
      return [
        '## Bloque en la mesa y bloque colgante',
        '',
        `**Datos:** m₁ = ${fmt(m1, 4)} kg (en la mesa); m₂ = ${fmt(m2, 4)} kg (colgando); μ = ${fmt(muValue, 4)}; parten del reposo; t = ${fmt(elapsed.value, 4)} ${elapsed.unit.symbol}.`,
        '',
        ...numbered(steps),
        '',
        `**El sistema no se mueve: ${asked.join('; ')} (a = 0; T = ${fmt(m2 * g)} N).**`,
        '',
        '¿Qué masa mínima tendría que colgar para que empiece a moverse?',
      ].join('\n');
    }
    return [
      '## Bloque en la mesa y bloque colgante',
      '',
      ...numbered(steps),
      '',
      `**El sistema no se mueve: a = 0 y T = ${fmt(m2 * g)} N (sostiene al que cuelga).**`,
      '',
      '¿Qué masa mínima tendría que colgar para que empiece a moverse?',
    ].join('\n');
  }
  const a = ((m2 - muValue * m1) * g) / (m1 + m2);
  const T = m1 * (a + muValue * g);
  steps.push(
    `Sumando, T se cancela: $a = \\frac{m_2 g${withFriction ? ' - \\mu m_1 g' : ''}}{m_1 + m_2} = \\frac{${n(m2)} \\cdot ${n(g)}${withFriction ? ` - ${n(muValue)} \\cdot ${n(m1)} \\cdot ${n(g)}` : ''}}{${n(m1)} + ${n(m2)}} ${texResult(a, 'm/s²')}$.`,
  );
  steps.push(
    `Tensión, de la ecuación del que cuelga: $T = m_2 (g - a) = ${n(m2)} \\cdot (${n(g)} - ${n(a)}) ${texResult(T, 'N')}$.`,
  );
  // «Parten del reposo: ¿qué distancia recorren en 2 s?»: the motion after that time.
  let moved = '';
  // «¿Qué distancia recorren durante el tercer segundo?»: from t = n − 1 to t = n, ½·a·(n² − (n − 1)²).
  const nth = elapsed ? undefined : nthSecondAsked(s.question);
  if (nth !== undefined) {
    if (
      !/reposo|se suelta|se sueltan|se libera/.test(s.folded) ||
      !asksDistance ||
      /velocidad|rapidez/.test(s.question)
    )
      return undefined;
    const covered = 0.5 * a * (nth * nth - (nth - 1) * (nth - 1));
    steps.push(
      `Parten del reposo con aceleración constante. Durante el segundo número ${nth} (de t = ${nth - 1} s a t = ${nth} s) recorren $d = \\frac{1}{2} a \\left(${nth}^2 - ${nth - 1}^2\\right) = \\frac{1}{2} \\cdot ${n(a)} \\cdot ${nth * nth - (nth - 1) * (nth - 1)} ${texResult(covered, 'm')}$.`,
      `Comprobá: a los ${nth} s llevan $\\frac{1}{2} \\cdot ${n(a)} \\cdot ${nth}^2 ${texResult(0.5 * a * nth * nth, 'm')}$ y a los ${nth - 1} s, $\\frac{1}{2} \\cdot ${n(a)} \\cdot ${nth - 1}^2 ${texResult(0.5 * a * (nth - 1) * (nth - 1), 'm')}$: la diferencia es esa.`,
    );
    moved = `; ${result('d', covered, 'm')} durante el segundo número ${nth}`;
  }
  if (elapsed) {
    const te = inBase(elapsed);
    const v = a * te;
    const covered = 0.5 * a * te * te;
    steps.push(
      `Parten del reposo con aceleración constante: a los ${fmt(te, 4)} s, $v = a t = ${n(a)} \\cdot ${n(te)} ${texResult(v, 'm/s')}$ y cada uno recorrió $d = \\frac{1}{2} a t^2 = \\frac{1}{2} \\cdot ${n(a)} \\cdot ${n(te)}^2 ${texResult(covered, 'm')}$.`,
    );
    const asksSpeed = /velocidad|rapidez/.test(s.question);
    moved = `; ${[asksSpeed ? result('v', v, 'm/s') : '', asksDistance ? result('d', covered, 'm') : ''].filter(Boolean).join('; ')}`;
  }
  return [
    withFriction
      ? '## Bloque en la mesa (con rozamiento) y bloque colgante'
      : '## Bloque en la mesa y bloque colgante',
    '',
    `**Datos:** ${massDatumOf(s, m1).replace(/^m/, 'm₁')} (en la mesa); ${massDatumOf(s, m2).replace(/^m/, 'm₂')} (colgando)${withFriction ? `; μ = ${fmt(muValue, 4)}` : ''}${elapsed ? `; parten del reposo; t = ${fmt(elapsed.value, 4)} ${elapsed.unit.symbol}` : ''}.`,
    '',
    ...numbered(steps),
    '',
    `**${result('a', a, 'm/s²')}; ${result('T', T, 'N')}${moved}**`,
    '',
    '¿Por qué la tensión es menor que el peso del bloque que cuelga?',
  ].join('\n');
}
