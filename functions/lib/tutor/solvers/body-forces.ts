/**
 * Newton's second law with the forces the exams put on one body beyond a single push: several forces
 * along one line, each with its sense; a rope that pulls, or a push, at an angle over a floor (the
 * normal is no longer the weight), or that does not move the body (its normal and static friction); a
 * body that brakes by friction alone, how far and how long; and the
 * force that stops a body in a given time or sets one at rest moving.
 */
import { declareSolver, type SolverReply } from './declaration.ts';
import { solveCargo } from './forces-cargo.ts';
import { fmt, relation, tex } from './numbers.ts';
import {
  askedClause,
  checkedReply,
  coefficientIndex,
  distinctAngles,
  type Force,
  frictionless,
  gSource,
  inBase,
  MU_SYMBOL,
  massDatum,
  masses,
  ofDimension,
  readAngles,
  readForces,
  readFriction,
  readKineticFriction,
  readStatement,
  type Statement,
  trigOf,
  type WorkedReading,
} from './physics.ts';

const n = (value: number) => tex(value, 4);
const eq = (value: number) => (relation(value, 4) === '=' ? '=' : '\\approx');
const ELSEWHERE =
  /ascensor|elevador|balanza|polea|atwood|inclinad|rampa|pendiente|gira|vueltas?|curva|circular|circulo|circunferencia|resorte|potencia|trabajo|energia|paralelas|momento|palanca|barra|apoyo/;

interface Worked extends WorkedReading {
  closing: string;
}

function reply(s: Statement, worked: Worked): SolverReply {
  return checkedReply(s, worked, {
    method:
      'Se resuelve con el diagrama de cuerpo libre y $\\sum F = m a$ en cada eje. ¿Qué representa ese dato?',
    closing: worked.closing,
  });
}

/** The sense a force is given right after it: +1 to the right (or forward), −1 to the left. */
function senseOf(s: Statement, force: Force, next: number): 1 | -1 | undefined {
  const after = s.folded.slice(force.index, Math.min(next, force.index + 60));
  if (/hacia la derecha|\ba la derecha|hacia el este|hacia adelante/.test(after)) return 1;
  if (
    /hacia la izquierda|\ba la izquierda|hacia el oeste|hacia atras|sentido contrario|sentido opuesto/.test(
      after,
    )
  )
    return -1;
  return undefined;
}

/** Forces along one line, each with its sense, on a body of a given mass: the net force and a. */
function alongALine(s: Statement, question: string): Worked | undefined {
  const forces = readForces(s);
  if (forces.length < 2 || distinctAngles(s).length) return undefined;
  if (!/horizontal|en la misma (?:direccion|recta)|misma direccion|sobre la misma recta/.test(s.folded))
    return undefined;
  const ms = masses(s);
  const [mass] = ms;
  if (!mass || ms.length !== 1 || s.quantities.some((q) => q.unit.dimension !== 'mass')) return undefined;
  const senses = forces.map((force, i) => senseOf(s, force, forces[i + 1]?.index ?? s.folded.length));
  if (senses.some((sense) => sense === undefined)) return undefined;
  const friction = readKineticFriction(s, true);
  if (!friction || friction.value > 0) return undefined;
  const asksAcceleration = /aceleracion|acelera/.test(question);
  const asksNet = /resultante|fuerza neta|neta/.test(question);
  if (!asksAcceleration && !asksNet) return undefined;
  const net = forces.reduce((sum, force, i) => sum + (senses[i] ?? 0) * force.newtons, 0);
  const a = net / mass.kg;
  const sense = net > 0 ? 'hacia la derecha' : net < 0 ? 'hacia la izquierda' : '';
  const terms = forces.map(
    (force, i) => `${(senses[i] ?? 0) > 0 ? (i ? '+ ' : '') : '- '}${n(force.newtons)}`,
  );
  const parts = [
    ...(asksNet
      ? [`F neta ${relation(Math.abs(net))} ${fmt(Math.abs(net))} N${sense ? ` ${sense}` : ''}`]
      : []),
    ...(asksAcceleration
      ? [`a ${relation(Math.abs(a))} ${fmt(Math.abs(a))} m/s²${sense ? ` ${sense}` : ''}`]
      : []),
  ];
  return {
    title: 'Segunda ley de Newton con varias fuerzas',
    data: [
      `m = ${fmt(mass.kg, 4)} kg`,
      ...forces.map(
        (force, i) => `${force.typed} ${(senses[i] ?? 0) > 0 ? 'hacia la derecha' : 'hacia la izquierda'}`,
      ),
      'sin rozamiento',
    ],
    steps: [
      'Tomá positivo hacia la derecha; el peso y la normal se anulan en vertical.',
      `Fuerza neta horizontal: $F_{neta} = ${terms.join(' ')} = ${n(net)}$ N.`,
      `Segunda ley: $a = \\frac{F_{neta}}{m} = \\frac{${n(net)}}{${n(mass.kg)}} ${eq(a)} ${n(a)}$ m/s². Comprobá: $m a = ${n(mass.kg * a)}$ N.`,
    ],
    answer: parts.join('; '),
    used: [mass.index, ...forces.map((force) => force.index)],
    closing: '¿Qué fuerza habría que agregar para que el cuerpo se moviera con velocidad constante?',
  };
}

/** A force at an angle over a floor, with or without friction (a rope pulling above the horizontal, a push below it): a. */
function pulledAtAnAngle(s: Statement, question: string): Worked | undefined {
  if (!/aceleracion|acelera/.test(question)) return undefined;
  // A rope pulls up from the floor; a push at an angle presses the body down against it.
  const pushed = /empuj/.test(s.folded);
  const pushDown = /hacia abajo|por debajo de la horizontal/.test(s.folded);
  if (pushed ? !pushDown : !/cuerda|soga|cable|tira|arrastra|tirando/.test(s.folded)) return undefined;
  if (!/con la horizontal|sobre la horizontal|de la horizontal/.test(s.folded)) return undefined;
  const lift = pushed ? -1 : 1;
  const forces = readForces(s);
  const angles = distinctAngles(s);
  const ms = masses(s);
  const [force] = forces;
  const [angle] = angles;
  const [mass] = ms;
  if (!force || !angle || !mass || forces.length !== 1 || angles.length !== 1 || ms.length !== 1)
    return undefined;
  if (s.quantities.some((q) => q.unit.dimension !== 'mass')) return undefined;
  const friction = readKineticFriction(s, true);
  if (!friction) return undefined;
  const mu = friction.value;
  const trig = trigOf(s, angle.degrees);
  const F = force.newtons;
  const m = mass.kg;
  const g = s.g;
  const normal = m * g - lift * F * trig.sin;
  if (!(normal > 0 && angle.degrees > 0 && angle.degrees < 90)) return undefined;
  const rub = mu * normal;
  const along = F * trig.cos;
  // A pull that does not beat the friction leaves the body at rest: no acceleration to state.
  if (!(along > rub)) return undefined;
  const a = (along - rub) / m;
  return {
    title: pushed ? 'Una fuerza oblicua que empuja un cuerpo' : 'Una fuerza oblicua que arrastra un cuerpo',
    data: [
      `m = ${fmt(m, 4)} kg`,
      `F = ${force.typed} a ${fmt(angle.degrees, 4)}° ${pushed ? 'por debajo de' : 'sobre'} la horizontal`,
      mu > 0 ? `μ = ${fmt(mu, 4)}` : 'sin rozamiento',
    ],
    steps: [
      `Descomponé la fuerza: $F_x = F \\cos\\alpha = ${n(F)} \\cdot ${n(trig.cos)} ${eq(along)} ${n(along)}$ N y $F_y = F \\operatorname{sen}\\alpha = ${n(F)} \\cdot ${n(trig.sin)} ${eq(F * trig.sin)} ${n(F * trig.sin)}$ N, hacia ${pushed ? 'abajo' : 'arriba'}.`,
      pushed
        ? `En vertical no hay aceleración: $N = m g + F_y = ${n(m * g)} + ${n(F * trig.sin)} ${eq(normal)} ${n(normal)}$ N (${gSource(s)}): el empujón aprieta el cuerpo contra el piso.`
        : `En vertical no hay aceleración: $N + F_y = m g$, así que $N = ${n(m * g)} - ${n(F * trig.sin)} ${eq(normal)} ${n(normal)}$ N (${gSource(s)}): la cuerda alivia el apoyo.`,
      mu > 0
        ? `Rozamiento: $F_r = \\mu N = ${n(mu)} \\cdot ${n(normal)} ${eq(rub)} ${n(rub)}$ N.`
        : 'Sin rozamiento, solo $F_x$ acelera al cuerpo.',
      `En horizontal: $a = \\frac{F_x - F_r}{m} = \\frac{${n(along)} - ${n(rub)}}{${n(m)}} ${eq(a)} ${n(a)}$ m/s². Comprobá: $m a + F_r = ${n(m * a + rub)}$ N, que es $F_x$.`,
    ],
    answer: `a ${relation(a)} ${fmt(a)} m/s²`,
    used: [
      force.index,
      angle.index,
      mass.index,
      ...trig.used,
      ...(friction.index === undefined ? [] : [friction.index]),
    ],
    closing: pushed
      ? '¿Por qué conviene tirar de una cuerda en vez de empujar hacia abajo?'
      : '¿Por qué la normal es menor que el peso cuando se tira hacia arriba?',
  };
}

/** Where the weight of the body is typed: «un bloque de 100 N», «una caja que pesa 80 N». */
const WEIGHT_BEFORE =
  /(?:bloque|cuerpo|caja|baul|mueble|objeto|cajon|carrito) (?:de|que pesa)\s*$|\bpesa\s*$|\bpeso de\s*$/;

/**
 * A force at an angle over a level floor that does not move the body: the first condition of equilibrium
 * in each axis gives the normal (N = P − F·sen α for a pull above the horizontal, P + F·sen α for a push
 * below it) and the static friction that holds it (F·cos α, not μ·N).
 */
function pulledAtRest(s: Statement, question: string): Worked | undefined {
  const asksNormal = /normal/.test(question);
  const asksFriction = /rozamiento|friccion/.test(question);
  if (!asksNormal && !asksFriction) return undefined;
  // The greatest static friction is μ·N, not what holds it now.
  if (/coeficiente|maxim/.test(question) || MU_SYMBOL.test(s.folded) || /coeficiente/.test(s.folded))
    return undefined;
  if (
    !/no se mueve|no se desplaza|no desliza|(?:permanece|sigue|queda|esta) (?:en reposo|quiet[oa])/.test(
      s.folded,
    )
  )
    return undefined;
  if (!/piso|suelo|superficie horizontal|mesa/.test(s.folded)) return undefined;
  const pushed = /empuj/.test(s.folded);
  // A pull «que forma 53° con el piso» is above the horizontal too.
  const above =
    /por encima de la horizontal|sobre la horizontal|con la horizontal|con el (?:piso|suelo)/.test(s.folded);
  const below = /por debajo de la horizontal|hacia abajo/.test(s.folded);
  if (pushed ? !below : !above || below) return undefined;
  const asking = question !== s.folded ? s.folded.lastIndexOf(question) : s.folded.length;
  const forces = readForces(s).filter((force) => force.index < asking);
  const ms = masses(s);
  const angles = distinctAngles(s);
  const [angle] = angles;
  if (!angle || angles.length !== 1 || !(angle.degrees > 0 && angle.degrees < 90)) return undefined;
  if (s.quantities.some((q) => q.unit.dimension !== 'mass')) return undefined;
  const isWeight = (force: Force) =>
    WEIGHT_BEFORE.test(s.folded.slice(Math.max(0, force.index - 25), force.index));
  let weight: Force | undefined;
  let pull: Force | undefined;
  if (ms.length === 1 && forces.length === 1) pull = forces[0];
  else if (ms.length === 0 && forces.length === 2) {
    weight = forces.find(isWeight);
    pull = forces.find((force) => !isWeight(force));
    if (!weight || !pull) return undefined;
  } else return undefined;
  const [mass] = ms;
  if (!pull) return undefined;
  const P = weight ? weight.newtons : (mass?.kg ?? Number.NaN) * s.g;
  const lift = pushed ? -1 : 1;
  const trig = trigOf(s, angle.degrees);
  const F = pull.newtons;
  const normal = P - lift * F * trig.sin;
  const friction = F * trig.cos;
  if (!(P > 0 && normal > 0)) return undefined;
  return {
    title: 'Un cuerpo en reposo bajo una fuerza oblicua',
    data: [
      weight ? `P = ${weight.typed}` : `m = ${fmt(mass?.kg ?? 0, 4)} kg`,
      `F = ${pull.typed} a ${fmt(angle.degrees, 4)}° ${pushed ? 'por debajo de' : 'sobre'} la horizontal`,
      'no se mueve',
    ],
    steps: [
      ...(weight ? [] : [`El peso: $P = m g ${eq(P)} ${n(P)}$ N (${gSource(s)}).`]),
      `Descomponé la fuerza: $F_x = F \\cos\\alpha = ${n(F)} \\cdot ${n(trig.cos)} ${eq(friction)} ${n(friction)}$ N y $F_y = F \\operatorname{sen}\\alpha ${eq(F * trig.sin)} ${n(F * trig.sin)}$ N, hacia ${pushed ? 'abajo' : 'arriba'}.`,
      'No se mueve: la resultante es nula en cada eje (primera condición de equilibrio).',
      pushed
        ? `Vertical: $N = P + F_y = ${n(P)} + ${n(F * trig.sin)} ${eq(normal)} ${n(normal)}$ N.`
        : `Vertical: $N + F_y = P$, así que $N = ${n(P)} - ${n(F * trig.sin)} ${eq(normal)} ${n(normal)}$ N.`,
      `Horizontal: el rozamiento estático equilibra a $F_x$: $F_r = F_x ${eq(friction)} ${n(friction)}$ N (no es $\\mu N$, que sería el máximo posible).`,
    ],
    answer: [
      ...(asksNormal ? [`N ${relation(normal)} ${fmt(normal)} N`] : []),
      ...(asksFriction ? [`F_r ${relation(friction)} ${fmt(friction)} N`] : []),
    ].join('; '),
    used: [pull.index, angle.index, ...trig.used, ...(weight ? [weight.index] : mass ? [mass.index] : [])],
    closing: '¿Qué pasaría con el rozamiento si tirases con la misma fuerza pero horizontal?',
  };
}

/** A body that brakes by friction alone: a = μ·g, so d = v²/(2·μ·g) and t = v/(μ·g). */
function brakingByFriction(s: Statement, question: string): Worked | undefined {
  if (!/frena|se detiene|detenerse|hasta parar|desliza hasta|bloque\w* (?:las )?ruedas/.test(s.folded))
    return undefined;
  const asksDistance = /distancia|recorre|cuantos (?:metros|centimetros)|hasta donde/.test(question);
  const asksTime = /tiempo|tarda|demora|cuando|en cuanto/.test(question);
  if (asksDistance === asksTime) return undefined;
  const speeds = ofDimension(s, 'speed');
  const ms = masses(s);
  const [speed] = speeds;
  const [mass] = ms;
  if (!speed || speeds.length !== 1 || ms.length > 1) return undefined;
  const braking = brakingOf(s, mass);
  if (!braking) return undefined;
  const v = inBase(speed);
  const { a } = braking;
  const d = (v * v) / (2 * a);
  const t = v / a;
  // «¿Cuántos centímetros recorre…?»: the distance in the unit asked, the SI one beside it.
  const inCm = asksDistance && /centimetros|\ben cm\b/.test(question);
  const distance = inCm
    ? `d ${relation(d * 100)} ${fmt(d * 100)} cm (${fmt(d)} m)`
    : `d ${relation(d)} ${fmt(d)} m`;
  return {
    title: braking.data.some((line) => line.startsWith('F_f')) ? 'Frenado' : 'Frenado por rozamiento',
    data: [`v₀ = ${fmt(v, 4)} m/s`, ...braking.data, ...(mass ? [`m = ${fmt(mass.kg, 4)} kg`] : [])],
    steps: [
      ...(speed.unit.symbol === 'm/s'
        ? []
        : [`Pasá la velocidad al SI: ${fmt(speed.value, 4)} ${speed.unit.symbol} = ${fmt(v, 4)} m/s.`]),
      braking.step,
      asksDistance
        ? `Hasta detenerse, $0 = v_0^2 - 2 a d$: $d = \\frac{v_0^2}{2 a} = \\frac{${n(v)}^2}{2 \\cdot ${n(a)}} ${eq(d)} ${n(d)}$ m.`
        : `Hasta detenerse, $0 = v_0 - a t$: $t = \\frac{v_0}{a} = \\frac{${n(v)}}{${n(a)}} ${eq(t)} ${n(t)}$ s.`,
      asksDistance
        ? `Comprobá: en $t = ${n(t)}$ s recorre $v_0 t - \\frac{1}{2} a t^2 ${eq(v * t - 0.5 * a * t * t)} ${n(v * t - 0.5 * a * t * t)}$ m.`
        : `Comprobá: $v_0 - a t = ${n(v - a * t)}$ m/s.`,
    ],
    answer: asksDistance ? distance : `t ${relation(t)} ${fmt(t)} s`,
    used: [speed.index, ...braking.used, ...(mass ? [mass.index] : [])],
    closing: '¿Qué distancia necesitaría si fuera al doble de velocidad?',
  };
}

/**
 * What brakes a body with nothing but friction: a kinetic coefficient (a = μ·g, the mass cancels) or
 * the friction force itself, given in newtons with the mass (a = F_r/m). Undefined for anything else.
 */
function brakingOf(
  s: Statement,
  mass: { kg: number; index: number } | undefined,
): { a: number; data: string[]; step: string; used: number[] } | undefined {
  const friction = readKineticFriction(s, false);
  const forces = readForces(s);
  if (friction && friction.index !== undefined && friction.value > 0) {
    if (forces.length || s.quantities.some((q) => !['speed', 'mass'].includes(q.unit.dimension)))
      return undefined;
    const mu = friction.value;
    const a = mu * s.g;
    return {
      a,
      data: [`μ = ${fmt(mu, 4)}`],
      step: `Lo único que frena es el rozamiento, $F_r = \\mu m g$; por la segunda ley, $a = \\frac{\\mu m g}{m} = \\mu g = ${n(mu)} \\cdot ${n(s.g)} ${eq(a)} ${n(a)}$ m/s² en contra del movimiento (${gSource(s)})${mass ? ': la masa se cancela' : ''}.`,
      used: [friction.index],
    };
  }
  // «…se detiene por una fuerza de rozamiento de 0,3 N»: the force given, with the body's mass.
  // «…la fuerza de frenado es constante y vale 20.000 N»: the brakes' force, said as such, does the same.
  const [force] = forces;
  if (!force || forces.length !== 1 || !mass || readFriction(s) === 'ambiguous') return undefined;
  const named = /(?:rozamiento|friccion|(?:de )?frenado|(?:de )?los frenos|frenante)[^.;,¿?\d]{0,25}$/.exec(
    s.folded.slice(Math.max(0, force.index - 40), force.index),
  );
  if (!named) return undefined;
  if (s.quantities.some((q) => !['speed', 'mass', 'force'].includes(q.unit.dimension))) return undefined;
  const brakes = /fren/.test(named[0]);
  const label = brakes ? 'F_f' : 'F_r';
  const a = force.newtons / mass.kg;
  return {
    a,
    data: [`${label} = ${force.typed}${brakes ? ' (fuerza de frenado)' : ''}`],
    step: `Lo único que frena es ${brakes ? 'la fuerza de frenado' : 'el rozamiento'}: por la segunda ley, $a = \\frac{${label}}{m} = \\frac{${n(force.newtons)}}{${n(mass.kg)}} ${eq(a)} ${n(a)}$ m/s² en contra del movimiento.`,
    used: [force.index],
  };
}

/** The constant force that stops a moving body in a given time: a = v/t, F = m·a (the impulse m·v). */
function stoppingForce(s: Statement, question: string): Worked | undefined {
  if (!/fuerza/.test(question) || !/detener|frenar|parar|quede en reposo|quede quieto/.test(question))
    return undefined;
  const ms = masses(s);
  const speeds = ofDimension(s, 'speed');
  const times = ofDimension(s, 'time');
  const [mass] = ms;
  const [speed] = speeds;
  const [time] = times;
  if (!mass || !speed || !time || ms.length !== 1 || speeds.length !== 1 || times.length !== 1)
    return undefined;
  if (s.quantities.length !== 3 || readForces(s).length || /rozamiento|friccion|μ/.test(s.folded))
    return undefined;
  const v = inBase(speed);
  const t = inBase(time);
  if (!(v > 0 && t > 0)) return undefined;
  const a = v / t;
  const F = mass.kg * a;
  return {
    title: 'La fuerza que detiene un cuerpo en un tiempo dado',
    data: [`m = ${fmt(mass.kg, 4)} kg`, `v₀ = ${fmt(v, 4)} m/s`, `t = ${fmt(t, 4)} s`, 'v final = 0'],
    steps: [
      ...(speed.unit.symbol === 'm/s'
        ? []
        : [`Pasá la velocidad al SI: ${fmt(speed.value, 4)} ${speed.unit.symbol} = ${fmt(v, 4)} m/s.`]),
      `Con fuerza constante la aceleración es constante: $a = \\frac{v - v_0}{t} = \\frac{0 - ${n(v)}}{${n(t)}} ${eq(-a)} ${n(-a)}$ m/s², en contra del movimiento.`,
      `Segunda ley: $|F| = m |a| = ${n(mass.kg)} \\cdot ${n(a)} ${eq(F)} ${n(F)}$ N. Comprobá con el impulso: $F t = ${n(F * t)}$ N·s, que es la cantidad de movimiento inicial $m v_0 = ${n(mass.kg * v)}$ kg·m/s.`,
    ],
    answer: `F ${relation(F)} ${fmt(F)} N, en contra del movimiento`,
    used: [mass.index, speed.index, time.index],
    closing: '¿Qué fuerza haría falta para detenerlo en la mitad del tiempo?',
  };
}

// «Rebota con la misma rapidez», «sale con igual velocidad»: it leaves as fast as it came.
const SAME_SPEED =
  /(?:rebota|sale|vuelve|regresa)\w*\s+(?:despedida\s+|despedido\s+)?con (?:la misma|igual) (?:rapidez|velocidad)(?: en modulo)?/;

/**
 * A body that hits a wall (or the floor) straight on and bounces back: its momentum changes by
 * m·(v₁ + v₂), the impulse of the wall, and over the contact time the mean force is m·(v₁ + v₂)/t.
 */
function reboundForce(s: Statement, question: string): Worked | undefined {
  if (!/rebota|sentido contrario|sentido opuesto|vuelve/.test(s.folded)) return undefined;
  const force = /fuerza/.test(question);
  const impulse = /impulso/.test(question);
  if (force === impulse || /velocidad|rapidez|aceleracion|energia|trabajo/.test(question)) return undefined;
  // An oblique hit changes only the normal component: that is another problem. A bounce off the floor
  // has the weight on top of the impulse's force: the floor's force is not m·Δv/t alone.
  if (readAngles(s).length || /oblicu|angulo/.test(s.folded)) return undefined;
  if (/piso|suelo|\bcae\b|caer|vertical|techo|hacia (?:arriba|abajo)/.test(s.folded)) return undefined;
  const ms = masses(s);
  const speeds = ofDimension(s, 'speed');
  const times = ofDimension(s, 'time');
  const [mass] = ms;
  // «Rebota con la misma rapidez»: one speed said, the one it leaves with too.
  const same = speeds.length === 1 && SAME_SPEED.test(s.folded);
  const [first] = speeds;
  const second = same ? first : speeds[1];
  const [time] = times;
  if (
    !mass ||
    !first ||
    !second ||
    ms.length !== 1 ||
    speeds.length !== (same ? 1 : 2) ||
    times.length !== (force ? 1 : 0)
  )
    return undefined;
  if (s.quantities.length !== 1 + speeds.length + times.length || readForces(s).length) return undefined;
  const v1 = inBase(first);
  const v2 = inBase(second);
  if (!(v1 > 0 && v2 > 0)) return undefined;
  const m = mass.kg;
  const dp = m * (v1 + v2);
  const converted = [first, second, mass.q]
    .filter((q) => q.unit.symbol !== (q.unit.dimension === 'mass' ? 'kg' : 'm/s'))
    .map(
      (q) =>
        `${fmt(q.value, 4)} ${q.unit.symbol} = ${fmt(inBase(q), 4)} ${q.unit.dimension === 'mass' ? 'kg' : 'm/s'}`,
    );
  const steps = [
    ...(converted.length ? [`Pasá al SI: ${converted.join('; ')}.`] : []),
    `Tomá positivo el sentido en que rebota: antes $v_1 = -${n(v1)}$ m/s, después $v_2 = ${n(v2)}$ m/s. El cambio de velocidad es $\\Delta v = ${n(v2)} - (-${n(v1)}) ${eq(v1 + v2)} ${n(v1 + v2)}$ m/s: las rapideces se suman porque cambia el sentido.`,
    `Impulso de la pared = cambio de cantidad de movimiento: $J = m \\Delta v = ${n(m)} \\cdot ${n(v1 + v2)} ${eq(dp)} ${n(dp)}$ N·s, hacia afuera de la pared.`,
  ];
  const t = time ? inBase(time) : undefined;
  if (t !== undefined && time && !(t > 0)) return undefined;
  const F = t === undefined ? undefined : dp / t;
  if (t !== undefined && F !== undefined && time) {
    if (time.unit.symbol !== 's')
      steps.push(`Pasá el tiempo a segundos: ${fmt(time.value, 4)} ${time.unit.symbol} = ${fmt(t, 4)} s.`);
    steps.push(
      `Fuerza media durante el contacto: $F = \\frac{J}{t} = \\frac{${n(dp)}}{${n(t)}} ${eq(F)} ${n(F)}$ N. Comprobá: $F t = ${n(F * t)}$ N·s $= m \\Delta v$.`,
    );
  }
  return {
    title: 'Un rebote: impulso y fuerza media',
    data: [
      massDatum(mass),
      `llega a ${fmt(first.value, 4)} ${first.unit.symbol}`,
      same
        ? 'rebota con la misma rapidez en sentido contrario'
        : `rebota a ${fmt(second.value, 4)} ${second.unit.symbol} en sentido contrario`,
      ...(time ? [`contacto de ${fmt(time.value, 4)} ${time.unit.symbol}`] : []),
    ],
    steps,
    answer:
      F === undefined
        ? `J ${relation(dp)} ${fmt(dp)} N·s, hacia afuera de la pared`
        : `F media ${relation(F)} ${fmt(F)} N, hacia afuera de la pared`,
    used: [mass.index, first.index, ...(same ? [] : [second.index]), ...(time ? [time.index] : [])],
    closing: '¿Qué fuerza media haría si, en vez de rebotar, quedara pegada a la pared?',
  };
}

/** A question about setting a body at rest moving: «para que empiece a moverse», «sacarlo del reposo». */
const STARTS_MOVING =
  /ponerlo en movimiento|empiece a moverse|comience a moverse|empiece a deslizar|comience a deslizar|sacarlo del reposo|arrancar|iniciar el movimiento|empezar a moverlo|se mueva/;

/** The least force that sets a body at rest moving on a level floor: the static friction's top, μₑ·m·g. */
function startingForce(s: Statement, question: string): Worked | undefined {
  if (
    !/fuerza/.test(question) ||
    !/minima|ponerlo en movimiento|empiece a moverse|comience a moverse|moverlo|sacarlo del reposo/.test(
      question,
    )
  )
    return undefined;
  if (!/horizontal/.test(s.folded) || /inclinad|rampa|pendiente|angulo|°/.test(s.folded)) return undefined;
  const friction = readFriction(s);
  if (friction === 'ambiguous' || friction.static === undefined) return undefined;
  const mu = friction.static;
  const muIndex = coefficientIndex(s, mu);
  // With the kinetic coefficient given too, only a question about setting it moving asks the static top;
  // «mantenerlo en movimiento», «a velocidad constante» asks the kinetic friction.
  const kinetic = friction.kinetic;
  const kineticIndex = kinetic === undefined ? undefined : coefficientIndex(s, kinetic);
  if (
    kinetic !== undefined &&
    (kineticIndex === undefined ||
      kineticIndex === muIndex ||
      !STARTS_MOVING.test(question) ||
      /mantener|constante|una vez|despues|luego|ya en movimiento/.test(question))
  )
    return undefined;
  const ms = masses(s);
  const [mass] = ms;
  if (muIndex === undefined || !mass || ms.length !== 1 || s.quantities.length !== 1 || readForces(s).length)
    return undefined;
  const g = s.g;
  const normal = mass.kg * g;
  const F = mu * normal;
  return {
    title: 'La fuerza mínima para sacar un cuerpo del reposo',
    data: [
      `m = ${fmt(mass.kg, 4)} kg`,
      `μₑ = ${fmt(mu, 4)}`,
      ...(kinetic === undefined ? [] : [`μc = ${fmt(kinetic, 4)}`]),
      'piso horizontal',
    ],
    steps: [
      `En el piso horizontal la normal equilibra al peso: $N = m g = ${n(mass.kg)} \\cdot ${n(g)} ${eq(normal)} ${n(normal)}$ N (${gSource(s)}).`,
      `En reposo, el rozamiento estático crece con la fuerza aplicada hasta un máximo, $F_{r,máx} = \\mu_e N = ${n(mu)} \\cdot ${n(normal)} ${eq(F)} ${n(F)}$ N.`,
      'Para ponerlo en movimiento hay que superar ese máximo: la fuerza mínima es justo ese valor (con algo más ya se mueve).',
      ...(kinetic === undefined
        ? []
        : [
            `El coeficiente cinético, μc = ${fmt(kinetic, 4)}, actúa recién cuando ya se mueve: no cuenta para arrancarlo.`,
          ]),
    ],
    answer: `F mín ${relation(F)} ${fmt(F)} N`,
    used: [mass.index, muIndex, ...(kineticIndex === undefined ? [] : [kineticIndex])],
    closing: 'Una vez en movimiento, ¿alcanza con una fuerza menor? Pensá en el coeficiente cinético.',
  };
}

/** Two perpendicular forces on a body of a given mass: the net force √(F₁² + F₂²) and a = F/m. */
function perpendicularPair(s: Statement, question: string): Worked | undefined {
  if (
    !/perpendicular|forman (?:un angulo de )?90|en angulo recto/.test(s.folded) ||
    !/aceleracion|acelera/.test(question)
  )
    return undefined;
  const forces = readForces(s);
  const [first, second] = forces;
  const ms = masses(s);
  const [mass] = ms;
  if (!first || !second || !mass || forces.length !== 2 || ms.length !== 1 || s.quantities.length !== 1)
    return undefined;
  // «sin rozamiento» says there is none; a friction the statement gives is another problem.
  if (/rozamiento|friccion|μ/.test(s.folded) && !frictionless(s)) return undefined;
  // «forman 90° entre sí»: the 90 says they are perpendicular.
  const right = /forman (?:un angulo de )?(90)/.exec(s.folded);
  const rightAt = right ? [right.index + right[0].length - 2] : [];
  const net = Math.hypot(first.newtons, second.newtons);
  const a = net / mass.kg;
  const angle = (Math.atan2(second.newtons, first.newtons) * 180) / Math.PI;
  return {
    title: 'Dos fuerzas perpendiculares sobre un cuerpo',
    data: [`m = ${fmt(mass.kg, 4)} kg`, `F₁ = ${first.typed}`, `F₂ = ${second.typed}, perpendiculares`],
    steps: [
      `Perpendiculares, se suman con Pitágoras: $F_{neta} = \\sqrt{${n(first.newtons)}^2 + ${n(second.newtons)}^2} ${eq(net)} ${n(net)}$ N, a ${fmt(angle, 2)}° de la de ${first.typed}.`,
      `Segunda ley: $a = \\frac{F_{neta}}{m} = \\frac{${n(net)}}{${n(mass.kg)}} ${eq(a)} ${n(a)}$ m/s², en la dirección de la fuerza neta. Comprobá: $m a = ${n(mass.kg * a)}$ N.`,
    ],
    answer: `a ${relation(a)} ${fmt(a)} m/s²`,
    used: [first.index, second.index, mass.index, ...rightAt],
    closing: '¿Qué aceleración tendría si las dos fuerzas fueran en el mismo sentido?',
  };
}

/** A body thrown along a level floor that stops by friction: μ = v²/(2·g·d), or v/(g·t). */
function coefficientFromStop(s: Statement, question: string): Worked | undefined {
  if (!/coeficiente/.test(question) || !/detiene|detenerse|se para|hasta parar|frena/.test(s.folded))
    return undefined;
  if (/inclinad|rampa|pendiente|°/.test(s.folded) || readForces(s).length) return undefined;
  const speeds = ofDimension(s, 'speed');
  const lengths = ofDimension(s, 'length');
  const times = ofDimension(s, 'time');
  const ms = masses(s);
  const [speed] = speeds;
  const [length] = lengths;
  const [time] = times;
  if (!speed || speeds.length !== 1 || ms.length > 1 || lengths.length + times.length !== 1) return undefined;
  if (s.quantities.some((q) => !['speed', 'length', 'time', 'mass'].includes(q.unit.dimension)))
    return undefined;
  const v = inBase(speed);
  const g = s.g;
  const a = length ? (v * v) / (2 * inBase(length)) : time ? v / inBase(time) : Number.NaN;
  const mu = a / g;
  if (!(v > 0 && mu > 0)) return undefined;
  const [mass] = ms;
  return {
    title: 'El coeficiente de rozamiento a partir del frenado',
    data: [
      `v₀ = ${fmt(v, 4)} m/s`,
      length
        ? `d = ${fmt(inBase(length), 4)} m hasta detenerse`
        : `t = ${fmt(inBase(time ?? speed), 4)} s hasta detenerse`,
      ...(mass ? [`m = ${fmt(mass.kg, 4)} kg`] : []),
    ],
    steps: [
      length
        ? `Frena de manera uniforme hasta detenerse: $0 = v_0^2 - 2 a d$, así que $a = \\frac{v_0^2}{2 d} ${eq(a)} ${n(a)}$ m/s².`
        : `Frena de manera uniforme hasta detenerse: $0 = v_0 - a t$, así que $a = \\frac{v_0}{t} ${eq(a)} ${n(a)}$ m/s².`,
      `Lo único que lo frena es el rozamiento: $\\mu m g = m a$${mass ? ' (la masa se cancela)' : ''}, y $\\mu = \\frac{a}{g} = \\frac{${n(a)}}{${n(g)}} ${eq(mu)} ${n(mu)}$ (${gSource(s)}).`,
      `Comprobá: con ese μ la desaceleración es $\\mu g = ${n(mu * g)}$ m/s².`,
    ],
    answer: `μ ${relation(mu)} ${fmt(mu, 3)}`,
    used: [
      speed.index,
      ...(length ? [length.index] : []),
      ...(time ? [time.index] : []),
      ...(mass ? [mass.index] : []),
    ],
    closing: '¿Cambiaría el coeficiente si el cuerpo tuviera el doble de masa?',
  };
}

/**
 * The kinetic coefficient from the friction force a body sliding on a level surface feels, with its
 * mass: the normal is its weight, so μ = F_r/(m·g) («se detiene por una fuerza de rozamiento de 0,3 N»).
 */
function coefficientFromFriction(s: Statement, question: string): Worked | undefined {
  if (!/coeficiente/.test(question) || /estatic/.test(question)) return undefined;
  if (/inclinad|rampa|pendiente|°|cuerda|soga|oblicu|ascensor|empuj|tira/.test(s.folded)) return undefined;
  if (!/horizontal|\bpiso\b|\bsuelo\b|\bmesa\b/.test(s.folded)) return undefined;
  if (!/desliza|se mueve|se detiene|detenerse|frena|velocidad constante/.test(s.folded)) return undefined;
  if (/reposo|no se mueve|quiet/.test(s.folded)) return undefined;
  const asking = s.folded.lastIndexOf(question);
  const forces = readForces(s).filter((f) => asking < 0 || f.index < asking);
  const ms = masses(s);
  const [force] = forces;
  const [mass] = ms;
  if (!force || forces.length !== 1 || !mass || ms.length !== 1) return undefined;
  if (
    !/(?:rozamiento|friccion|roce)[^.;,¿?\d]{0,25}$/.test(
      s.folded.slice(Math.max(0, force.index - 40), force.index),
    )
  )
    return undefined;
  const g = s.g;
  const normal = mass.kg * g;
  const mu = force.newtons / normal;
  if (!(mu > 0 && mu < 3)) return undefined;
  return {
    title: 'El coeficiente de rozamiento a partir de la fuerza de rozamiento',
    data: [`F_r = ${force.typed}`, `m = ${fmt(mass.kg, 4)} kg`, 'desliza sobre una superficie horizontal'],
    steps: [
      `Sobre una superficie horizontal la normal equilibra al peso: $N = m g = ${n(mass.kg)} \\cdot ${n(g)} ${eq(normal)} ${n(normal)}$ N (${gSource(s)}).`,
      `El rozamiento cinético es $F_r = \\mu N$: $\\mu = \\frac{F_r}{N} = \\frac{${n(force.newtons)}}{${n(normal)}} ${eq(mu)} ${n(mu)}$.`,
      `Comprobá: $\\mu N = ${n(mu)} \\cdot ${n(normal)} ${eq(mu * normal)} ${n(mu * normal)}$ N, la fuerza de rozamiento dada.`,
    ],
    answer: `μ ${relation(mu)} ${fmt(mu, 3)}`,
    used: [force.index, mass.index],
    closing: '¿Cambiaría la fuerza de rozamiento si el cuerpo tuviera el doble de masa?',
  };
}

/** A reply for these forces on one body, or undefined when the statement is none of them. */
export function solveBodyForces(problem: string): SolverReply | undefined {
  const s = readStatement(problem);
  if (ELSEWHERE.test(s.folded)) return undefined;
  const question = askedClause(s);
  const worked =
    alongALine(s, question) ??
    pulledAtAnAngle(s, question) ??
    pulledAtRest(s, question) ??
    brakingByFriction(s, question) ??
    stoppingForce(s, question) ??
    startingForce(s, question) ??
    reboundForce(s, question) ??
    perpendicularPair(s, question) ??
    coefficientFromStop(s, question) ??
    coefficientFromFriction(s, question);
  return worked && reply(s, worked);
}

export const bodyForcesSolver = declareSolver({
  name: 'solve_forces_on_a_body',
  offer: 'varias fuerzas sobre un cuerpo, fuerzas oblicuas y frenado por rozamiento',
  summary:
    "Newton's second law for one body under several forces: forces along one line each with its sense (net force and acceleration), a force at an angle over a floor with or without friction (a rope pulling above the horizontal, N = m·g − F·sen α; a push below it, N = m·g + F·sen α; a = (F·cos α − μ·N)/m), the normal and the static friction of a body such a force does not move (N = m·g ∓ F·sen α, F_r = F·cos α), a body braking by friction alone (a = μ·g: stopping distance or time), the constant force that stops a body in a given time (F = m·v/t), and the least force that sets a body at rest moving on a level floor (μₑ·m·g); a load loose on a truck that speeds up (the largest acceleration without sliding, μₑ·g, the friction that carries it, the least time to reach a speed). Pass the whole statement.",
  examples: [
    'Sobre un cuerpo de 4 kg apoyado en un piso liso actúan dos fuerzas horizontales: una de 30 N hacia la derecha y otra de 10 N hacia la izquierda. ¿Qué aceleración adquiere el cuerpo?',
    'Un bloque de 10 kg apoyado sobre un piso horizontal es arrastrado por una cuerda que forma 37° con la horizontal y ejerce una fuerza de 50 N. El coeficiente de rozamiento cinético es 0,2. Con g = 10 m/s², sen 37° = 0,6 y cos 37° = 0,8, ¿cuál es la aceleración del bloque?',
    'Un auto que va a 20 m/s frena bloqueando las ruedas sobre un asfalto con coeficiente de rozamiento cinético 0,8. ¿Qué distancia recorre hasta detenerse? (g = 10 m/s²)',
  ],
  parameters: { problem: 'the statement as written' },
  // A load loose on a vehicle that speeds up, carried by the static friction alone, first.
  solve: (problem) => solveCargo(problem) ?? solveBodyForces(problem),
});
