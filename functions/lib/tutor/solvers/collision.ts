/**
 * Momentum in a collision on a line, as the programmes list it beside work and energy: two bodies that
 * stay together after the collision (perfectly inelastic), the common speed and the kinetic energy lost.
 */
import { unitsAsked } from './asked-unit.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import { fmt, relation, tex } from './numbers.ts';
import {
  askedClause,
  gLine,
  inBase,
  masses,
  ofDimension,
  readingReply,
  readKineticFriction,
  readStatement,
  type Statement,
  unusedDoubt,
  unusedNumbers,
} from './physics.ts';
import { workedReply } from './reply.ts';

const n = (value: number) => tex(value, 4);
// A signed value in a product: «(−2)», a positive one bare.
const sg = (value: number) => (value < 0 ? `(${n(value)})` : n(value));
const eq = (value: number) => (relation(value, 4) === '=' ? '=' : '\\approx');
const COLLISION = /choca|choque|colision|impacta|se incrusta|se aloja/;
const TOGETHER =
  /quedan (?:unid|enganchad|pegad|junt|acoplad|adherid)[oa]s|se (?:mueven|desplazan) (?:junt[oa]s|unid[oa]s)|siguen junt[oa]s|se acoplan|se enganchan|se incrusta|se aloja|quedan incrustad/;
const REST = /(?:esta|estaba|que esta|en) (?:en )?reposo|detenid[oa]|quiet[oa]|parad[oa]/;
const HEAD_ON =
  /de frente|sentidos? (?:contrario|opuesto)s?|en sentido contrario|se acercan|una hacia la otra|uno hacia el otro/;

// «¿Cuál es el impulso que recibe?», «el módulo del impulso», «la variación de la cantidad de movimiento».
const ASKS_IMPULSE = /\bimpulso\b|\b(?:variacion|cambio) (?:de|en) (?:la|su) cantidad de movimiento\b/;
// «rebota en sentido contrario a 8 m/s», «vuelve con 6 m/s»: the speed after points the other way.
const REBOUND = /\brebota|\bsale rebotad|\bvuelve (?:hacia atras|en sentido|con)|\bretrocede/;
// One end of the change at rest: «que estaba en reposo», «parte del reposo», «hasta detenerse».
const FROM_REST = /(?:esta|estaba|que esta|parte|partiendo|sale) (?:en |del? )?reposo|inicialmente en reposo/;
const TO_REST = /hasta (?:detenerse|pararse|frenar)|(?:se|lo|la) deten|queda (?:en reposo|detenid)/;

/**
 * The impulse a body receives, as the change of its momentum (I = m·Δv): from rest or to rest with one
 * speed, or a rebound with the speed before and after, opposite. A contact time the question does not
 * use (the impulse needs none) leaves the reply unsure, saying so.
 */
function impulseReply(s: Statement): SolverReply | undefined {
  const question = askedClause(s);
  if (!ASKS_IMPULSE.test(question) || /\bfuerza\b|\benergia\b|\btiempo\b/.test(question)) return undefined;
  if (TOGETHER.test(s.folded)) return undefined;
  const ms = masses(s);
  const speeds = ofDimension(s, 'speed');
  const [mass] = ms;
  if (!mass || ms.length !== 1) return undefined;
  if (s.quantities.some((q) => !['mass', 'speed', 'time'].includes(q.unit.dimension))) return undefined;
  const rebound = REBOUND.test(s.folded);
  const rest = FROM_REST.test(s.folded) || TO_REST.test(s.folded);
  let before: number;
  let after: number;
  if (speeds.length === 2 && rebound && !rest) {
    const [first, second] = speeds;
    if (!first || !second) return undefined;
    before = inBase(first);
    after = -inBase(second);
  } else if (speeds.length === 1 && rest && !rebound) {
    const [speed] = speeds;
    if (!speed) return undefined;
    const v = inBase(speed);
    [before, after] = FROM_REST.test(s.folded) ? [0, v] : [v, 0];
  } else return undefined;
  if (!(Math.abs(before) > 0 || Math.abs(after) > 0)) return undefined;
  const m = mass.kg;
  const change = m * (after - before);
  const size = Math.abs(change);
  const shown = (v: number) => (v < 0 ? `(${n(v)})` : n(v));
  const data = [
    `m = ${fmt(m, 4)} kg`,
    `v₀ = ${fmt(before, 4)} m/s`,
    `v = ${fmt(after, 4)} m/s${rebound ? ' (rebota: sentido contrario)' : ''}`,
  ];
  const steps = [
    'Tomá positivo el sentido en que se mueve primero. El impulso que recibe es el cambio de su cantidad de movimiento: $I = \\Delta p = m (v - v_0)$.',
    `$I = ${n(m)} \\cdot (${shown(after)} - ${shown(before)}) ${eq(change)} ${n(change)}$ N·s${rebound ? ': en un rebote las velocidades se restan con signo, así que sus módulos se suman' : ''}.`,
    `Comprobá: $p_0 + I = ${n(m * before)} + ${shown(change)} ${eq(m * before + change)} ${n(m * before + change)}$ kg·m/s, que es $m v$.`,
  ];
  const used = [mass.index, ...speeds.map((q) => q.index)];
  return readingReply(
    {
      title: 'Impulso y cantidad de movimiento',
      data,
      steps,
      answer: `I ${relation(size)} ${fmt(size)} N·s`,
    },
    {
      doubt: unusedDoubt(unusedNumbers(s, used)),
      method:
        'Así lo encararía:\n1. El impulso es el cambio de la cantidad de movimiento: $I = m (v - v_0)$, con signo según el sentido.\n2. Si la pregunta usa el tiempo de contacto, la fuerza media es $F = \\frac{I}{\\Delta t}$. ¿Qué representa el dato que sobra?',
      closing: '¿Qué fuerza media haría falta si el contacto durara la mitad del tiempo?',
    },
  );
}

// A gun that fires, a body that throws another or splits in two, all from rest.
const PUSH_APART =
  /\b(?:dispara|disparar|disparo|lanza|arroja|expulsa|explota|estalla|se (?:parte|divide|separa)n?)\b/;
// What is asked of the other body: the gun's recoil, the other fragment's speed.
const ASKS_RECOIL =
  /\bretroce\w*|\b(?:el|la) otr[oa]\b|\b(?:segundo|otro) (?:fragmento|trozo|pedazo)|\bfragmento (?:restante|mayor|menor)/;
// Moving before: «que se desplaza a…», «en movimiento», another speed said of the shooter.
const MOVING_BEFORE = /se (?:mueve|desplaza)|en movimiento|viaja|avanza/;

/**
 * Two bodies at rest pushed apart (a gun that fires, a throw from skates, an explosion in two): the
 * momentum stays zero, M·V + m·v = 0, so the other goes back at V = m·v/M. The speed given belongs to
 * the body whose mass is named just before it (the bullet «de 10 g que sale a 600 m/s»).
 */
function recoilReply(s: Statement): SolverReply | undefined {
  const question = askedClause(s);
  if (!PUSH_APART.test(s.folded) || !ASKS_RECOIL.test(question) || !/velocidad|rapidez/.test(question))
    return undefined;
  if (COLLISION.test(s.folded) || MOVING_BEFORE.test(s.folded) || /energia|impulso|fuerza/.test(question))
    return undefined;
  if (s.quantities.some((q) => !['mass', 'speed'].includes(q.unit.dimension))) return undefined;
  const ms = masses(s);
  const speeds = ofDimension(s, 'speed');
  const [speed] = speeds;
  if (ms.length !== 2 || speeds.length !== 1 || !speed) return undefined;
  const before = ms.filter((m) => m.index < speed.index);
  const thrown = before[before.length - 1];
  const other = ms.find((m) => m !== thrown);
  if (!thrown || !other) return undefined;
  // «Un cañón de 800 kg que dispara a 300 m/s…»: the speed is the projectile's, not the mass before it.
  if (PUSH_APART.test(s.folded.slice(thrown.index, speed.index))) return undefined;
  const m = thrown.kg;
  const M = other.kg;
  const v = inBase(speed);
  if (!(m > 0 && M > 0 && v > 0)) return undefined;
  // A gun, a thrower: the heavier body is the one that recoils, slower.
  if (/\bretroce/.test(question) && !(M > m)) return undefined;
  const V = (m * v) / M;
  const check = M * -V + m * v;
  if (Math.abs(check) > 1e-9 * m * v) return undefined;
  const steps = [
    'Antes, todo está en reposo: la cantidad de movimiento total es 0. Las fuerzas que los separan son internas, así que sigue siendo 0 después.',
    `Tomá positivo el sentido en que sale el cuerpo de ${fmt(m, 4)} kg: $M V + m v = 0 \\Rightarrow V = -\\frac{m v}{M} = -\\frac{${n(m)} \\cdot ${n(v)}}{${n(M)}} ${eq(-V)} ${n(-V)}$ m/s.`,
    `El signo menos dice que va en sentido contrario. Comprobá: $${n(M)} \\cdot (${n(-V)}) + ${n(m)} \\cdot ${n(v)} ${eq(check)} 0$ kg·m/s.`,
  ];
  if (unusedNumbers(s, [thrown.index, other.index, speed.index]).length) return undefined;
  return {
    certain: true,
    text: workedReply({
      title: 'Retroceso: conservación de la cantidad de movimiento',
      data: [`M = ${fmt(M, 4)} kg (en reposo)`, `m = ${fmt(m, 4)} kg, sale a ${fmt(v, 4)} m/s`].join('; '),
      steps,
      answer: `**V ${relation(V)} ${fmt(V)} m/s, en sentido contrario**`,
      closing:
        '¿Por qué el que retrocede va mucho más lento, si la cantidad de movimiento de los dos es la misma?',
    }),
  };
}

/** A reply for a perfectly inelastic collision or an impulse, or undefined when the statement is neither. */
export function solveCollision(problem: string): SolverReply | undefined {
  const s = readStatement(problem);
  const impulse = impulseReply(s);
  if (impulse) return impulse;
  const recoil = recoilReply(s);
  if (recoil) return recoil;
  if (!COLLISION.test(s.folded)) return undefined;
  if (!TOGETHER.test(s.folded)) return apartAfter(s);
  const pendulum = pendulumRise(s);
  if (pendulum) return pendulum;
  const question = askedClause(s);
  const asksSpeed = /velocidad|rapidez/.test(question);
  const asksLoss = /energia/.test(question) && /perd|disip|pierde/.test(question);
  // After the collision: the distance the pair slides on a rough floor until it stops, or the height a
  // block hung as a pendulum rises to.
  const asksSlide =
    !asksSpeed &&
    !asksLoss &&
    /distancia|recorre|cuanto se desliza|hasta (?:detenerse|pararse)/.test(question);
  const asksRise =
    !asksSpeed &&
    !asksLoss &&
    /altura|cuanto sube|se eleva|asciende/.test(question) &&
    /pendulo|cuelga|colgad|suspendid/.test(s.folded);
  if ([asksSpeed, asksLoss, asksSlide, asksRise].filter(Boolean).length !== 1) return undefined;
  // «…¿cuánta energía se pierde en el choque?», «…inmediatamente después del impacto»: a coefficient for
  // the slide afterwards does not enter the collision itself; it is said so, and counted.
  const inTheCollision =
    (asksSpeed || asksLoss) &&
    /(?:en|durante) (?:el|la) (?:choque|colision|impacto)|(?:inmediatamente|justo) despues/.test(question);
  const friction = asksSlide || inTheCollision ? readKineticFriction(s, false) : undefined;
  if (asksSlide && !(friction && friction.index !== undefined && friction.value > 0)) return undefined;
  if (asksRise && (/rozamiento|friccion|coeficiente/.test(s.folded) || /piso|mesa|superficie/.test(s.folded)))
    return undefined;
  if (asksSlide && /pendulo|cuelga|colgad|suspendid/.test(s.folded)) return undefined;
  const ms = masses(s);
  const speeds = ofDimension(s, 'speed');
  const [m1, m2] = ms;
  if (!m1 || !m2 || ms.length !== 2) return undefined;
  if (s.quantities.some((q) => !['mass', 'speed'].includes(q.unit.dimension))) return undefined;
  // One body moving into one at rest, or two moving head-on; the speeds in the order of the masses.
  const atRest = REST.test(s.folded);
  const headOn = HEAD_ON.test(s.folded);
  let u1: number;
  let u2: number;
  if (speeds.length === 1 && atRest && !headOn) {
    const [speed] = speeds;
    if (!speed) return undefined;
    // The body at rest is the one whose mass is named after the speed ("choca con otro de 1000 kg en reposo").
    const movingFirst = m1.index < speed.index && speed.index < m2.index;
    if (!movingFirst) return undefined;
    u1 = inBase(speed);
    u2 = 0;
  } else if (speeds.length === 2 && headOn && !atRest) {
    const [first, second] = speeds;
    // Each speed after its mass, or both masses then both speeds «respectivamente».
    const interleaved =
      first && second && m1.index < first.index && first.index < m2.index && m2.index < second.index;
    const respectively = first && second && m2.index < first.index && /respectivamente/.test(s.folded);
    if (!first || !second || !(interleaved || respectively)) return undefined;
    u1 = inBase(first);
    u2 = -inBase(second);
  } else return undefined;
  const p = m1.kg * u1 + m2.kg * u2;
  const total = m1.kg + m2.kg;
  const v = p / total;
  const before = 0.5 * m1.kg * u1 * u1 + 0.5 * m2.kg * u2 * u2;
  const after = 0.5 * total * v * v;
  const lost = before - after;
  const sense =
    v > 0 ? 'en el sentido en que iba el primero' : v < 0 ? 'en el sentido en que iba el segundo' : '';
  const steps = [
    `Tomá positivo el sentido en que va el cuerpo de ${fmt(m1.kg, 4)} kg. En el choque las fuerzas son internas: la cantidad de movimiento total se conserva.`,
    `Antes: $p = m_1 v_1 + m_2 v_2 = ${n(m1.kg)} \\cdot ${n(u1)} + ${n(m2.kg)} \\cdot (${n(u2)}) ${eq(p)} ${n(p)}$ kg·m/s.`,
    `Después se mueven juntos: $p = (m_1 + m_2)\\, v$, así que $v = \\frac{${n(p)}}{${n(total)}} ${eq(v)} ${n(v)}$ m/s. Comprobá: $${n(total)} \\cdot ${n(v)} ${eq(total * v)} ${n(total * v)}$ kg·m/s.`,
    `La energía cinética no se conserva en un choque plástico: antes $${n(before)}$ J, después $${n(after)}$ J; se pierden $${n(lost)}$ J (deformación, calor).`,
  ];
  const g = s.g;
  if (asksSlide && friction) {
    const a = friction.value * g;
    const d = (v * v) / (2 * a);
    if (!(d > 0)) return undefined;
    steps.push(
      `Después se deslizan juntos y los frena solo el rozamiento: $a = \\mu g = ${n(friction.value)} \\cdot ${n(g)} ${eq(a)} ${n(a)}$ m/s² (${gLine(s)}; la masa se cancela).`,
      `Hasta detenerse, $0 = v^2 - 2 a d$: $d = \\frac{v^2}{2 a} = \\frac{${n(Math.abs(v))}^2}{2 \\cdot ${n(a)}} ${eq(d)} ${n(d)}$ m. Comprobá: $\\mu (m_1 + m_2) g \\, d = ${n(friction.value * total * g * d)}$ J, la energía cinética después del choque.`,
    );
  }
  if (asksRise) {
    const h = (v * v) / (2 * g);
    steps.push(
      `Después el bloque con la bala sube como un péndulo: su energía cinética se vuelve potencial, $\\frac{1}{2} (m_1 + m_2) v^2 = (m_1 + m_2) g h$, así que $h = \\frac{v^2}{2 g} = \\frac{${n(Math.abs(v))}^2}{2 \\cdot ${n(g)}} ${eq(h)} ${n(h)}$ m (${gLine(s)}).`,
    );
  }
  if (inTheCollision && friction?.index !== undefined)
    steps.push(
      `El rozamiento (μ = ${fmt(friction.value, 4)}) actúa después, mientras se deslizan: no cambia lo que pasa en el choque.`,
    );
  const slide = asksSlide && friction ? (v * v) / (2 * friction.value * g) : 0;
  const rise = (v * v) / (2 * g);
  const answer = asksSpeed
    ? `v ${relation(Math.abs(v))} ${fmt(Math.abs(v))} m/s${sense ? `, ${sense}` : ''}`
    : asksSlide
      ? `d ${relation(slide)} ${fmt(slide)} m`
      : asksRise
        ? riseAnswer(rise, question)
        : `energía perdida ${relation(lost)} ${fmt(lost)} J`;
  const used = [
    m1.index,
    m2.index,
    ...speeds.map((q) => q.index),
    ...(friction?.index !== undefined ? [friction.index] : []),
  ];
  if (unusedNumbers(s, used).length) return undefined;
  return {
    certain: true,
    text: workedReply({
      title: 'Choque plástico: conservación de la cantidad de movimiento',
      data: [
        `m₁ = ${fmt(m1.kg, 4)} kg a ${fmt(u1, 4)} m/s`,
        `m₂ = ${fmt(m2.kg, 4)} kg ${u2 === 0 ? 'en reposo' : `a ${fmt(-u2, 4)} m/s en sentido contrario`}`,
        'quedan unidos',
        ...(friction ? [`después, μ = ${fmt(friction.value, 4)}`] : []),
      ].join('; '),
      steps,
      answer: `**${answer}**`,
      closing: '¿Por qué se conserva la cantidad de movimiento y no la energía cinética?',
    }),
  };
}

// «Después del choque el primero sigue en el mismo sentido a 4 m/s», «… el primero rebota a 1 m/s».
const FIRST_AFTER = /despues del (?:choque|impacto|la colision)[^.;]*?\bel primero\b[^.;]*$/;
const SAME_SENSE = /\bsigue\b|mismo sentido/;
const OPPOSITE_SENSE = /rebota|sentido contrario|sentido opuesto|retrocede|vuelve/;

/**
 * A body that hits one at rest and both move apart: the first's speed after is given («Después del choque
 * el primero sigue en el mismo sentido a 4 m/s»); the second's speed from the momentum,
 * m₁·u₁ = m₁·v₁ + m₂·v₂, the kinetic energy lost and its share of the energy before. Checked: the second
 * ends ahead of the first (v₂ ≥ v₁) and no energy is gained.
 */
function apartAfter(s: Statement): SolverReply | undefined {
  const question = askedClause(s);
  const asksSpeed = /velocidad|rapidez/.test(question) && /\bsegundo\b/.test(question);
  const asksShare = /porcentaje|%|fraccion/.test(question) && /energia|perdida/.test(question);
  const asksLoss = !asksShare && /energia/.test(question) && /perd|disip|pierde/.test(question);
  if ([asksSpeed, asksShare, asksLoss].filter(Boolean).length !== 1) return undefined;
  const ms = masses(s);
  const speeds = ofDimension(s, 'speed');
  const [m1, m2] = ms;
  const [first, later] = speeds;
  if (!m1 || !m2 || !first || !later || ms.length !== 2 || speeds.length !== 2) return undefined;
  if (s.quantities.some((q) => !['mass', 'speed'].includes(q.unit.dimension))) return undefined;
  // The first moving, the second at rest, then the first's speed after the collision.
  if (!(m1.index < first.index && first.index < m2.index && m2.index < later.index)) return undefined;
  if (!REST.test(s.folded.slice(m2.index, later.index)) || HEAD_ON.test(s.folded)) return undefined;
  const before = s.folded.slice(0, later.index);
  if (!FIRST_AFTER.test(before)) return undefined;
  const clause = before.slice(before.lastIndexOf('el primero'));
  const same = SAME_SENSE.test(clause);
  const opposite = OPPOSITE_SENSE.test(clause);
  if (same === opposite) return undefined;
  const u1 = inBase(first);
  const v1 = (same ? 1 : -1) * inBase(later);
  const v2 = (m1.kg * u1 - m1.kg * v1) / m2.kg;
  const kBefore = 0.5 * m1.kg * u1 * u1;
  const kAfter = 0.5 * m1.kg * v1 * v1 + 0.5 * m2.kg * v2 * v2;
  const lost = kBefore - kAfter;
  // Checked back: the momentum after is the momentum before; the second goes ahead; no energy gained.
  if (Math.abs(m1.kg * v1 + m2.kg * v2 - m1.kg * u1) > 1e-9 * m1.kg * u1) return undefined;
  if (!(u1 > 0) || v2 < v1 - 1e-12 || lost < -1e-9 * kBefore) return undefined;
  const share = (100 * lost) / kBefore;
  const loss = Math.max(lost, 0);
  const steps = [
    `Tomá positivo el sentido en que va el cuerpo de ${fmt(m1.kg, 4)} kg. En el choque las fuerzas son internas: la cantidad de movimiento total se conserva.`,
    `$m_1 u_1 = m_1 v_1 + m_2 v_2$: $${n(m1.kg)} \\cdot ${n(u1)} = ${n(m1.kg)} \\cdot ${sg(v1)} + ${n(m2.kg)} \\, v_2$, así que $v_2 = \\frac{${n(m1.kg * u1)} - ${sg(m1.kg * v1)}}{${n(m2.kg)}} ${eq(v2)} ${n(v2)}$ m/s.`,
    `Comprobá: $${n(m1.kg)} \\cdot ${sg(v1)} + ${n(m2.kg)} \\cdot ${n(v2)} ${eq(m1.kg * v1 + m2.kg * v2)} ${n(m1.kg * v1 + m2.kg * v2)}$ kg·m/s, lo mismo que antes; y el segundo va adelante ($v_2 \\ge v_1$).`,
    ...(asksSpeed
      ? []
      : [
          `Energía cinética antes: $\\frac{1}{2} \\cdot ${n(m1.kg)} \\cdot ${n(u1)}^2 ${eq(kBefore)} ${n(kBefore)}$ J; después: $\\frac{1}{2} \\cdot ${n(m1.kg)} \\cdot ${sg(v1)}^2 + \\frac{1}{2} \\cdot ${n(m2.kg)} \\cdot ${n(v2)}^2 ${eq(kAfter)} ${n(kAfter)}$ J.`,
          `Se pierden $${n(kBefore)} - ${n(kAfter)} ${eq(loss)} ${n(loss)}$ J (deformación, calor).`,
        ]),
    ...(asksShare
      ? [
          `Sobre la energía de antes: $\\frac{${n(loss)}}{${n(kBefore)}} \\cdot 100 ${eq(share)} ${n(share)}$ %.`,
        ]
      : []),
  ];
  const answer = asksSpeed
    ? `v₂ ${relation(v2)} ${fmt(v2)} m/s, en el sentido en que iba el primero`
    : asksShare
      ? `${fmt(share)} % de la energía cinética inicial`
      : `energía perdida ${relation(loss)} ${fmt(loss)} J`;
  if (unusedNumbers(s, [m1.index, m2.index, first.index, later.index]).length) return undefined;
  return {
    certain: true,
    text: workedReply({
      title: 'Choque: conservación de la cantidad de movimiento',
      data: [
        `m₁ = ${fmt(m1.kg, 4)} kg a ${fmt(u1, 4)} m/s`,
        `m₂ = ${fmt(m2.kg, 4)} kg en reposo`,
        `después, el primero a ${fmt(Math.abs(v1), 4)} m/s ${same ? 'en el mismo sentido' : 'en sentido contrario'}`,
      ].join('; '),
      steps,
      answer: `**${answer}**`,
      closing: '¿Por qué se conserva la cantidad de movimiento y no la energía cinética?',
    }),
  };
}

/**
 * A ballistic pendulum read backwards: the bullet stays in the hanging block and the pair rises h. The
 * pair's speed after the impact from ½·V² = g·h, the bullet's from the momentum, m·u = (m + M)·V, and the
 * kinetic energy lost in the impact, ½·m·u² − ½·(m + M)·V². Checked back: the rise from V is h.
 */
function pendulumRise(s: Statement): SolverReply | undefined {
  if (!/pendulo|cuelga|colgad|suspendid/.test(s.folded) || !/\bbala\b|proyectil/.test(s.folded))
    return undefined;
  const question = askedClause(s);
  const asksLoss = /energia/.test(question) && /perd|disip|pierde/.test(question);
  const asksSpeed = !asksLoss && /velocidad|rapidez/.test(question);
  const ofBullet = asksSpeed && /\bbala\b|proyectil/.test(question);
  const ofPair =
    asksSpeed &&
    !ofBullet &&
    /conjunto|bloque|juntos|despues del (?:impacto|choque)|comienza a moverse/.test(question);
  if (!asksLoss && !ofBullet && !ofPair) return undefined;
  const ms = masses(s);
  const lengths = ofDimension(s, 'length');
  const [rise] = lengths;
  if (ms.length !== 2 || !rise || lengths.length !== 1 || ofDimension(s, 'speed').length) return undefined;
  if (s.quantities.some((q) => !['mass', 'length'].includes(q.unit.dimension))) return undefined;
  // The rise, said as one: «se eleva 20 cm», «sube hasta 5 cm», «asciende una altura de 10 cm».
  if (!/(?:eleva|sube|asciende|levanta)\w*[^.;\d]{0,40}$/.test(s.folded.slice(0, rise.index)))
    return undefined;
  const bullets = ms.filter((m) =>
    /\bbala\b|proyectil/.test(s.folded.slice(Math.max(0, m.index - 30), m.index)),
  );
  const [bullet] = bullets;
  const block = ms.find((m) => m !== bullet);
  if (!bullet || !block || bullets.length !== 1) return undefined;
  const g = s.g;
  const h = inBase(rise);
  const total = bullet.kg + block.kg;
  const V = Math.sqrt(2 * g * h);
  const u = (total * V) / bullet.kg;
  const lost = 0.5 * bullet.kg * u * u - 0.5 * total * V * V;
  if (!(h > 0) || Math.abs((V * V) / (2 * g) - h) > 1e-9 * h || !(lost > 0)) return undefined;
  const steps = [
    `Después del impacto el bloque con la bala sube como un péndulo: su energía cinética se vuelve potencial, $\\frac{1}{2} (m + M) V^2 = (m + M) g h$, así que $V = \\sqrt{2 g h} = \\sqrt{2 \\cdot ${n(g)} \\cdot ${n(h)}} ${eq(V)} ${n(V)}$ m/s (${gLine(s)}).`,
    ...(ofPair
      ? []
      : [
          `En el impacto se conserva la cantidad de movimiento: $m u = (m + M) V$, $u = \\frac{${n(total)} \\cdot ${n(V)}}{${n(bullet.kg)}} ${eq(u)} ${n(u)}$ m/s.`,
        ]),
    ...(asksLoss
      ? [
          `Energía cinética antes: $\\frac{1}{2} \\cdot ${n(bullet.kg)} \\cdot ${n(u)}^2 ${eq(0.5 * bullet.kg * u * u)} ${n(0.5 * bullet.kg * u * u)}$ J; justo después: $\\frac{1}{2} \\cdot ${n(total)} \\cdot ${n(V)}^2 ${eq(0.5 * total * V * V)} ${n(0.5 * total * V * V)}$ J.`,
          `Se pierden $${n(lost)}$ J en el choque (deformación, calor).`,
        ]
      : []),
    `Comprobá: con $V ${eq(V)} ${n(V)}$ m/s sube $\\frac{V^2}{2 g} ${eq(h)} ${n(h)}$ m.`,
  ];
  const answer = ofPair
    ? `V ${relation(V)} ${fmt(V)} m/s`
    : ofBullet
      ? `u ${relation(u)} ${fmt(u)} m/s`
      : `energía perdida ${relation(lost)} ${fmt(lost)} J`;
  if (unusedNumbers(s, [bullet.index, block.index, rise.index]).length) return undefined;
  return {
    certain: true,
    text: workedReply({
      title: 'Péndulo balístico',
      data: [
        `m = ${fmt(bullet.kg, 4)} kg (bala)`,
        `M = ${fmt(block.kg, 4)} kg (bloque)`,
        `sube h = ${fmt(h, 4)} m`,
        `g = ${fmt(g)} m/s²`,
      ].join('; '),
      steps,
      answer: `**${answer}**`,
      closing: '¿Por qué no se puede usar la conservación de la energía en el choque mismo?',
    }),
  };
}

/** The height risen, in cm when the question asks it so («¿Hasta qué altura, en cm, sube?»). */
function riseAnswer(rise: number, question: string): string {
  const metres = `h ${relation(rise)} ${fmt(rise)} m`;
  if (!unitsAsked(question).includes('cm')) return metres;
  const cm = rise * 100;
  return `h ${relation(cm)} ${fmt(cm)} cm (${metres.slice(2)})`;
}

export const collisionSolver = declareSolver({
  name: 'solve_collision',
  offer: 'choques y cantidad de movimiento',
  summary:
    'Conservation of momentum in a perfectly inelastic collision on a line: a body that hits another at rest, or two that meet head-on, and stay together; the common speed (m₁·v₁ + m₂·v₂ = (m₁ + m₂)·v) or the kinetic energy lost. Pass the whole statement.',
  examples: [
    'Un vagón de 2000 kg que se mueve a 3 m/s choca con otro de 1000 kg que está en reposo y quedan enganchados. ¿Con qué velocidad se mueven juntos después del choque?',
  ],
  parameters: { problem: 'the statement as written' },
  solve: solveCollision,
});
