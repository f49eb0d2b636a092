/**
 * The tension of ropes as the exams ask it outside a pulley or an elevator: a load lifted or lowered by a
 * rope with a given acceleration, two blocks joined by a rope and pulled across a table, two bodies that
 * hang one below the other, and a weight held by two ropes at the same angle or at two different ones.
 */
import { declareSolver, type SolverReply } from './declaration.ts';
import { group } from './groups.ts';
import { fmt, NUMBER_SOURCE, parseNumber, relation, tex } from './numbers.ts';
import {
  askedClause,
  changesADatum,
  checkedReply,
  distinctAngles,
  givenTrig,
  gSource,
  inBase,
  masses,
  ofDimension,
  readAngles,
  readForces,
  readKineticFriction,
  readStatement,
  type Statement,
  soleMassAndForce,
  statedKgfAt,
  trigOf,
  type WorkedReading,
} from './physics.ts';

const n = (value: number) => tex(value, 4);
const eq = (value: number) => (relation(value, 4) === '=' ? '=' : '\\approx');
const ROPE = /\b(?:cuerdas?|sogas?|cables?|hilos?|cadenas?|alambres?|cuerdit\w*)\b/;
/**
 * «dos cuerdas», «dos alambres», «dos cordones», «sus dos mitades», «cada tramo del cable», «del punto
 * medio de un cable»: a body held by two ropes.
 */
const TWO_ROPES =
  /(?:\bdos (?:cuerdas|sogas|cables|hilos|cadenas|alambres|cordones|cordeles|tensores|mitades|tramos)\b|\bcada (?:tramo|mitad)\b|\bpunto medio de (?:un|una|el|la) (?:cable|cuerda|soga|alambre|hilo|cadena)\b|\bun[ao]? (?:cuerda|soga|cable|hilo|alambre|cadena)\b[^.;¿?]{0,30}?\by (?:por )?otr[ao]\b)/;
/** The two stretches of one rope, «sus dos tramos», «cada mitad del cable»: the same tension, so symmetric. */
const ONE_ROPE_TWO_STRETCHES = /\b(?:dos|cada|ambos|sus) (?:tramos?|mitad(?:es)?)\b/;
/** «dos cuerdas perpendiculares entre sí»: the second rope at 90° − θ from the horizontal. */
const PERPENDICULAR_ROPES =
  /\b(?:cuerdas|sogas|cables|hilos|alambres|cordones) (?:(?:que son )?perpendiculares|que forman entre si un angulo recto)/;
/** «la cuerda 1», «la fuerza 2»: a number that names a rope, no datum. */
const ROPE_NUMBER =
  /\b(?:cuerda|soga|cable|hilo|alambre|fuerza|tension)\s+([12])\b(?![.,]\d|\s*(?:veces|%|n|kn|kgf|newtons?)\b)/g;
/** «en la forma ai + bj», «F1 = Fx i + Fy j», «sus componentes»: a rope's force asked as a vector. */
const VECTOR_ASKED =
  /\bai\s*\+\s*bj\b|\bfx\s*i\s*\+\s*fy\s*j\b|forma (?:cartesiana|vectorial)|\bcomponentes?\b|en funcion de (?:los )?versores/;
// Other solvers' settings: an elevator, a pulley, an incline, a circle.
// «la cuerda inclinada» is a rope at an angle, not an incline.
const ELSEWHERE =
  /ascensor|elevador|montacargas|balanza|polea|atwood|(?<!(?:cuerda|cable|soga|hilo|cadena) )inclinad|rampa|gira|vueltas?|circul|pendulo/;
const TENSION = /tension|fuerza (?:que )?(?:hace|ejerce|soporta)|cuanto (?:soporta|resiste)/;

type Worked = WorkedReading;

/**
 * A weight typed in kgf: a tension in kgf too, beside its newtons («≈ 215,22 N (= 21,96 kgf)»), with
 * the newtons per kgf the reading used (9,8 or the statement's).
 */
function alsoInKgf(s: Statement, force: { newtons: number; index: number; typed: string } | undefined) {
  // «Expresar en newtons»: the unit asked, and no other.
  const typed =
    force?.typed.endsWith('kgf') && !/\ben (?:newtons?|n)\b/.test(s.folded)
      ? new RegExp(`^${NUMBER_SOURCE}`).exec(s.folded.slice(force.index))
      : null;
  const kgf = typed ? parseNumber(typed[0]) : Number.NaN;
  const perKgf = force && kgf > 0 ? force.newtons / kgf : Number.NaN;
  return (newtons: number) => (perKgf > 0 ? ` (= ${fmt(newtons / perKgf)} kgf)` : '');
}

type Reading = Worked | undefined;

function reply(s: Statement, worked: Worked): SolverReply {
  return checkedReply(s, worked, {
    method:
      'Se resuelve con un diagrama de cuerpo libre de cada cuerpo y la segunda ley de Newton en la dirección de la cuerda. ¿Qué representa ese dato?',
    closing: '¿Cómo cambia la tensión si la aceleración se duplica? Miralo en la ecuación de Newton.',
  });
}

/** Which way an acceleration of a lifted load points: +1 up, −1 down, 0 at constant speed. */
function accelerationSign(folded: string): 1 | -1 | 0 | undefined {
  const constant = /velocidad constante|rapidez constante|\bmru\b/.test(folded);
  // «desciende con una aceleración de 1,8 m/s²»: moving down and speeding up, the acceleration points down.
  const up = '(?:sube|asciende|se eleva|es elevad[oa]|se levanta|es levantad[oa])';
  const down = '(?:baja|desciende|es bajad[oa]|se baja)';
  const speeding = '(?:acelerando|con (?:una )?aceleracion)';
  const upward =
    /(?:acelera\w*|aceleracion)[^.?]{0,40}hacia arriba/.test(folded) ||
    new RegExp(`${up} ${speeding}|${down} frenando`).test(folded);
  const downward =
    /(?:acelera\w*|aceleracion)[^.?]{0,40}hacia abajo/.test(folded) ||
    new RegExp(`${down} ${speeding}|${up} frenando`).test(folded);
  if (constant) return upward || downward ? undefined : 0;
  // Hanging still: no acceleration, the rope holds the weight.
  const still =
    /cuelga|colgad|suspendid|en reposo|en equilibrio|quiet[oa]/.test(folded) &&
    !/acelera|\bsub|\bbaj|levant|eleva|desciende|\biza/.test(folded);
  if (still) return upward || downward ? undefined : 0;
  if (upward === downward) return undefined;
  return upward ? 1 : -1;
}

/** A load on a rope that accelerates up or down: T − m·g = m·a. */
function lifted(s: Statement, question: string): Reading {
  if (
    !ROPE.test(s.folded) ||
    !TENSION.test(question) ||
    !/levant|eleva|\bsub(?:e|o|en|iendo|ir)\b|\bbaj(?:a|o|an|ando|ar)\b|desciende|asciende|cuelga|colgad|\biza/.test(
      s.folded,
    )
  )
    return undefined;
  // Two ropes or an angle: a balance of components, not one rope along the weight.
  if (distinctAngles(s).length || TWO_ROPES.test(s.folded)) return undefined;
  const ms = masses(s);
  const accelerations = ofDimension(s, 'acceleration');
  const [mass] = ms;
  if (!mass || ms.length !== 1 || accelerations.length > 1) return undefined;
  if (s.quantities.length !== ms.length + accelerations.length || readForces(s).length) return undefined;
  const sign = accelerationSign(s.folded);
  if (sign === undefined) return undefined;
  const [acceleration] = accelerations;
  if ((sign === 0) !== !acceleration) return undefined;
  const a = acceleration ? inBase(acceleration) : 0;
  const m = mass.kg;
  const g = s.g;
  const T = m * (g + sign * a);
  if (!(T > 0 && m > 0)) return undefined;
  const word =
    sign > 0 ? 'hacia arriba' : sign < 0 ? 'hacia abajo' : 'nula (en reposo o a velocidad constante)';
  return {
    title: 'Tensión de la cuerda que sostiene una carga',
    data: [`m = ${fmt(m, 4)} kg`, `a = ${fmt(a, 4)} m/s² ${word}`],
    steps: [
      `Sobre la carga actúan la tensión $T$, hacia arriba, y el peso $P = m g = ${n(m)} \\cdot ${n(g)} ${eq(m * g)} ${n(m * g)}$ N, hacia abajo (${gSource(s)}).`,
      `Segunda ley con el eje hacia arriba: $T - m g = m a$, con $a = ${sign < 0 ? '-' : ''}${n(a)}$ m/s².`,
      `$T = m (g ${sign < 0 ? '-' : '+'} a) = ${n(m)} \\cdot (${n(g)} ${sign < 0 ? '-' : '+'} ${n(a)}) ${eq(T)} ${n(T)}$ N. Comprobá: $T - P = ${n(T - m * g)}$ N, que es $m a$.`,
    ],
    answer: `T ${relation(T)} ${fmt(T)} N`,
    used: [mass.index, ...(acceleration ? [acceleration.index] : [])],
  };
}

/**
 * A load pulled straight up by a rope with a given force, the acceleration asked: T − m·g = m·a. A
 * force below the weight would let it go down, which «sube» or «hacia arriba» contradicts: no answer.
 */
function pulledUp(s: Statement, question: string): Reading {
  if (!ROPE.test(s.folded) || !/aceleracion|acelera/.test(question)) return undefined;
  if (!/verticalmente|hacia arriba|\bsube\b|levant|eleva|\biza/.test(s.folded)) return undefined;
  if (/hacia abajo|\bbaja\b|desciende|horizontal|inclinad|rampa/.test(s.folded) || distinctAngles(s).length)
    return undefined;
  const sole = soleMassAndForce(s);
  if (!sole) return undefined;
  const { mass, force } = sole;
  const m = mass.kg;
  const g = s.g;
  const T = force.newtons;
  const a = (T - m * g) / m;
  if (!(a > 0)) return undefined;
  return {
    title: 'Carga que sube tirada por una cuerda',
    data: [`m = ${fmt(m, 4)} kg`, `T = ${force.typed}, hacia arriba`],
    steps: [
      `Sobre la carga actúan la tensión, hacia arriba, y el peso $P = m g = ${n(m)} \\cdot ${n(g)} ${eq(m * g)} ${n(m * g)}$ N, hacia abajo (${gSource(s)}).`,
      `Segunda ley con el eje hacia arriba: $T - m g = m a$, así que $a = \\frac{T - m g}{m} = \\frac{${n(T)} - ${n(m * g)}}{${n(m)}} ${eq(a)} ${n(a)}$ m/s², hacia arriba.`,
      `Comprobá: $m (g + a) = ${n(m)} \\cdot (${n(g)} + ${n(a)}) ${eq(m * (g + a))} ${n(m * (g + a))}$ N, la tensión dada.`,
    ],
    answer: `a ${relation(a)} ${fmt(a)} m/s² hacia arriba`,
    used: [mass.index, force.index],
  };
}

/** Two blocks joined by a rope on a table, one pulled by a horizontal force: a and the rope's tension. */
function train(s: Statement, question: string): Reading {
  // A table, a floor or the ground is horizontal without saying so; a surface has to say it.
  const flat = /mesa|piso|suelo/.test(s.folded) || /superficie[^.?]{0,20}horizontal/.test(s.folded);
  if (!ROPE.test(s.folded) || !flat) return undefined;
  if (!/unid|atad|enganchad|conectad/.test(s.folded)) return undefined;
  const ms = masses(s);
  const forces = readForces(s);
  const [force] = forces;
  // "dos bloques de 3 kg y 2 kg … se tira del bloque de 3 kg": a mass named again is the same block.
  const [first, second, ...again] = ms;
  if (!first || !second || first.kg === second.kg || forces.length !== 1 || !force) return undefined;
  if (again.some((m) => m.kg !== first.kg && m.kg !== second.kg)) return undefined;
  if (s.quantities.some((q) => q.unit.dimension !== 'mass')) return undefined;
  // Which block is pulled: the mass named right after "tira del", "se aplica al" or "arrastra al".
  // «son arrastradas sobre el piso por una fuerza … aplicada a la de 5 kg»: the phrase that ends at a mass.
  const pulledAt =
    /(?:tira|tirar|jala|arrastra|aplica|empuja)\w*[^.?]{0,40}?(?:del|al|de la|a la|sobre el|sobre la)\s+(?:bloque|cuerpo|carrito|vagon|caja)?\s*(?:de\s+)?/g;
  const named = [...s.folded.matchAll(pulledAt)]
    .map((phrase) => ms.find((m) => m.index === phrase.index + phrase[0].length))
    .find((mass) => mass !== undefined);
  // «A de 4 kg y B de 6 kg … Se tira de B con 60 N»: the block named by its letter.
  const pulledBlock = named ?? pushedByLetter(s.folded, [first, second], PULLED_LETTER);
  if (!pulledBlock) return undefined;
  const pulled = pulledBlock.kg === first.kg ? first : second;
  const other = pulled === first ? second : first;
  const friction = readKineticFriction(s, true);
  if (!friction) return undefined;
  const mu = friction.value;
  const total = pulled.kg + other.kg;
  const g = s.g;
  const F = force.newtons;
  const a = (F - mu * total * g) / total;
  if (!(a > 0)) return undefined;
  const T = other.kg * a + mu * other.kg * g;
  const asksTension = TENSION.test(question);
  const asksAcceleration = /aceleracion|acelera/.test(question);
  if (!asksTension && !asksAcceleration) return undefined;
  const rub = mu > 0;
  const steps = [
    `Los dos bloques se mueven juntos, con la misma aceleración. Para el conjunto (la tensión es interna): $F ${rub ? '- \\mu (m_1 + m_2) g ' : ''}= (m_1 + m_2)\\, a$${rub ? ` (${gSource(s)})` : ''}.`,
    `$a = \\frac{${n(F)}${rub ? ` - ${n(mu)} \\cdot ${n(total)} \\cdot ${n(g)}` : ''}}{${n(total)}} ${eq(a)} ${n(a)}$ m/s².`,
    `La cuerda es lo único que arrastra al bloque de ${fmt(other.kg, 4)} kg: $T ${rub ? '- \\mu m_2 g ' : ''}= m_2 a$, así que $T = ${n(other.kg)} \\cdot ${n(a)}${rub ? ` + ${n(mu)} \\cdot ${n(other.kg)} \\cdot ${n(g)}` : ''} ${eq(T)} ${n(T)}$ N.`,
    `Comprobá con el bloque del que se tira: $F - T ${rub ? '- \\mu m_1 g ' : ''}= ${n(F - T - mu * pulled.kg * g)}$ N, que es $m_1 a = ${n(pulled.kg * a)}$ N.`,
  ];
  const parts = [
    ...(asksAcceleration ? [`a ${relation(a)} ${fmt(a)} m/s²`] : []),
    ...(asksTension ? [`T ${relation(T)} ${fmt(T)} N`] : []),
  ];
  return {
    title: 'Dos bloques unidos por una cuerda',
    data: [
      `m₁ = ${fmt(pulled.kg, 4)} kg (del que se tira)`,
      `m₂ = ${fmt(other.kg, 4)} kg`,
      `F = ${force.typed}, horizontal`,
      rub ? `μ = ${fmt(mu, 4)}` : 'sin rozamiento',
    ],
    steps,
    answer: parts.join('; '),
    used: [...ms.map((m) => m.index), force.index, ...(friction.index === undefined ? [] : [friction.index])],
  };
}

/** «unidos por sogas en ese orden»: the blocks stand in the order their masses were typed. */
const IN_THAT_ORDER = /en (?:ese|este) (?:mismo )?orden|en el orden (?:dado|indicado|en que)/;

/**
 * Three or more blocks in a row joined by ropes, pulled at an end by a horizontal force: they share one
 * acceleration, and each rope pulls everything behind it, T = F·(masses behind)/(all the masses) (a
 * friction with the same μ on each cancels). The rope asked is named by the two blocks it joins.
 */
function row(s: Statement, question: string): Reading {
  const flat = /mesa|piso|suelo/.test(s.folded) || /superficie[^.?]{0,20}horizontal/.test(s.folded);
  const asksTension = TENSION.test(question);
  const asksAcceleration = /aceleracion|acelera/.test(question);
  if (!ROPE.test(s.folded) || !flat || !IN_THAT_ORDER.test(s.folded) || !(asksTension || asksAcceleration))
    return undefined;
  if (distinctAngles(s).length || s.quantities.some((q) => q.unit.dimension !== 'mass')) return undefined;
  const ms = masses(s);
  const blocks: typeof ms = [];
  for (const mass of ms) if (!blocks.some((block) => block.kg === mass.kg)) blocks.push(mass);
  const forces = readForces(s);
  const [force] = forces;
  if (blocks.length < 3 || forces.length !== 1 || !force) return undefined;
  // The masses named again after the list (the block pulled, the rope asked) must be its blocks, named
  // after the list is complete.
  const listEnd = (blocks.at(-1)?.index ?? 0) + 1;
  const again = ms.filter((mass) => !blocks.includes(mass));
  if (again.some((mass) => mass.index < listEnd)) return undefined;
  const pulledAt =
    /(?:tira|tiras|tirar|jala|arrastra|aplica|empuja)\w*[^.?]{0,40}?(?:del|al|de la|a la|sobre el|sobre la)\s+(?:bloque|cuerpo|carrito|vagon|caja)?\s*(?:de\s+)?/g;
  const named = [...s.folded.matchAll(pulledAt)]
    .map((phrase) => again.find((m) => m.index === phrase.index + phrase[0].length))
    .find((mass) => mass !== undefined);
  if (!named) return undefined;
  const pulledIndex = blocks.findIndex((block) => block.kg === named.kg);
  if (pulledIndex !== 0 && pulledIndex !== blocks.length - 1) return undefined;
  // Pulled at the last block, the chain reads backwards from it.
  const chain = pulledIndex === 0 ? blocks : [...blocks].reverse();
  const start = s.folded.lastIndexOf(question);
  const inQuestion = again.filter((mass) => mass.index >= start);
  const asksEach = /\b(?:cada|las (?:dos|tres) (?:sogas|cuerdas|cables)|las tensiones|ambas)\b/.test(
    question,
  );
  let asked: number[];
  if (!asksTension) {
    // The acceleration alone: no rope is asked, and no block named in the question.
    if (inQuestion.length) return undefined;
    asked = [];
  } else if (asksEach) {
    if (inQuestion.length) return undefined;
    asked = chain.slice(0, -1).map((_, i) => i);
  } else {
    const [x, y] = inQuestion;
    if (!x || !y || inQuestion.length !== 2) return undefined;
    const i = chain.findIndex((block) => block.kg === x.kg);
    const j = chain.findIndex((block) => block.kg === y.kg);
    if (i < 0 || j < 0 || Math.abs(i - j) !== 1) return undefined;
    asked = [Math.min(i, j)];
  }
  const friction = readKineticFriction(s, true);
  if (!friction) return undefined;
  const mu = friction.value;
  const total = blocks.reduce((sum, block) => sum + block.kg, 0);
  const F = force.newtons;
  const g = s.g;
  const a = F / total - mu * g;
  // Not moving, the ropes' tensions are not fixed by the force.
  if (!(a > 0)) return undefined;
  const behind = (i: number) => chain.slice(i + 1).reduce((sum, block) => sum + block.kg, 0);
  const tension = (i: number) => (F * behind(i)) / total;
  const label = (i: number) =>
    `T entre ${fmt(chain[i]?.kg ?? 0, 4)} kg y ${fmt(chain[i + 1]?.kg ?? 0, 4)} kg`;
  const rub = mu > 0;
  return {
    title: 'Bloques en fila unidos por cuerdas',
    data: [
      `en orden: ${blocks.map((block) => `${fmt(block.kg, 4)} kg`).join(', ')}`,
      `F = ${force.typed}, horizontal, sobre el de ${fmt(named.kg, 4)} kg`,
      rub ? `μ = ${fmt(mu, 4)}` : 'sin rozamiento',
    ],
    steps: [
      `Todos se mueven juntos, con la misma aceleración. Para el conjunto (las tensiones son internas): $F ${rub ? '- \\mu M g ' : ''}= M a$, con $M = ${n(total)}$ kg: $a = ${rub ? `\\frac{${n(F)}}{${n(total)}} - ${n(mu)} \\cdot ${n(g)}` : `\\frac{${n(F)}}{${n(total)}}`} ${eq(a)} ${n(a)}$ m/s²${rub ? ` (${gSource(s)})` : ''}.`,
      `Cada cuerda arrastra todo lo que va detrás de ella: $T = m_{detrás} (a ${rub ? '+ \\mu g' : ''}) = F \\frac{m_{detrás}}{M}$.`,
      ...asked.map(
        (i) =>
          `${label(i)}: detrás quedan ${fmt(behind(i), 4)} kg, $T = ${n(behind(i))} \\cdot ${n(rub ? a + mu * g : a)} ${eq(tension(i))} ${n(tension(i))}$ N.`,
      ),
      `Comprobá con el bloque del que se tira: $F - T_1 ${rub ? '- \\mu m_1 g ' : ''}= ${n(F - tension(0) - mu * (chain[0]?.kg ?? 0) * g)}$ N, que es $m_1 a = ${n((chain[0]?.kg ?? 0) * a)}$ N.`,
    ],
    answer: [
      ...(asksAcceleration ? [`a ${relation(a)} ${fmt(a)} m/s²`] : []),
      ...asked.map((i) => `${label(i)} ${relation(tension(i))} ${fmt(tension(i))} N`),
    ].join('; '),
    used: [...ms.map((m) => m.index), force.index, ...(friction.index === undefined ? [] : [friction.index])],
  };
}

/**
 * Two bodies hung one from the other, the upper one's rope pulled up with a given force: they share
 * a = F/M − g, and the rope between them pulls the lower one, T = m_abajo·(g + a) = F·m_abajo/M.
 */
function pulledChain(s: Statement, question: string): Reading {
  const asksAcceleration = /aceleracion|acelera/.test(question) && !TENSION.test(question);
  if (
    !ROPE.test(s.folded) ||
    !(TENSION.test(question) || asksAcceleration) ||
    !/cuelga|colgad|pende/.test(s.folded)
  )
    return undefined;
  // The force pulls the upper body's rope up; one on the lower body, or downwards, is another problem.
  if (!/hacia arriba|tir|levant|eleva|sube/.test(s.folded) || distinctAngles(s).length) return undefined;
  if (/hacia abajo/.test(s.folded)) return undefined;
  if (
    !asksAcceleration &&
    !/que une|entre (?:los|ambos|las)|intermedia|de abajo|inferior|del medio/.test(question)
  )
    return undefined;
  if (s.quantities.some((q) => q.unit.dimension !== 'mass')) return undefined;
  const given = s.folded.slice(0, s.folded.lastIndexOf(question));
  const named = masses(s);
  // «Dos bloques, de 2 kg y 3 kg, cuelgan uno debajo del otro; el de 2 kg está arriba»: the pair, then
  // which of them is the upper one, said of a mass named again.
  const pair = named.filter((mass, i) => !named.some((other, j) => j < i && other.kg === mass.kg));
  const again = named.filter((mass) => !pair.includes(mass));
  const forces = readForces(s);
  const [force] = forces;
  let [first, second] = pair;
  if (!first || !second || pair.length !== 2 || forces.length !== 1 || !force) return undefined;
  const saidUpper = again.find((mass) =>
    /^\s*kg,? (?:esta |va |queda |cuelga )?(?:arriba|en la parte (?:de )?arriba|mas arriba)\b/.test(
      s.folded.slice(mass.index).replace(/^[\d.,]+/, ''),
    ),
  );
  if (again.length > 1 || (again.length === 1 && (!saidUpper || saidUpper.index >= given.length)))
    return undefined;
  // «uno debajo del otro», said after both, orders them only with the upper one named.
  const saidOrder = saidUpper && /uno (?:debajo|abajo) del otro|una (?:debajo|abajo) de la otra/.test(given);
  if (saidOrder && saidUpper) {
    if (saidUpper.kg === second.kg) [first, second] = [second, first];
  } else {
    // «…y de él cuelga, con otra soga, un cuerpo de 1 kg»: the mass named after it hangs below.
    const below =
      /\bde (?:el|este|ese|ella|esta|esa) (?:cuelga|pende)|\bdebajo\b|\babajo\b|\binferior\b/.exec(given);
    if (again.length || !below || !(first.index < below.index && below.index < second.index))
      return undefined;
  }
  const ms = named;
  const M = first.kg + second.kg;
  const F = force.newtons;
  const g = s.g;
  const a = F / M - g;
  const T = (F * second.kg) / M;
  if (!(T > 0)) return undefined;
  const way = Math.abs(a) < 1e-9 ? 'nula' : a > 0 ? 'hacia arriba' : 'hacia abajo';
  return {
    title: 'Dos cuerpos colgados uno del otro, tirados hacia arriba',
    data: [
      `arriba m₁ = ${fmt(first.kg, 4)} kg`,
      `abajo m₂ = ${fmt(second.kg, 4)} kg`,
      `F = ${force.typed}, hacia arriba`,
    ],
    steps: [
      `Los dos se mueven juntos. Para el conjunto (la cuerda del medio es interna): $F - M g = M a$, con $M = ${n(M)}$ kg, así que $a = \\frac{${n(F)}}{${n(M)}} - ${n(g)} ${eq(a)} ${n(a)}$ m/s², ${way} (${gSource(s)}).`,
      `La cuerda que los une es lo único que tira del cuerpo de abajo: $T - m_2 g = m_2 a$, así que $T = m_2 (g + a) = ${n(second.kg)} \\cdot ${n(g + a)} ${eq(T)} ${n(T)}$ N (es $F \\frac{m_2}{M}$, y g se cancela).`,
      `Comprobá con el de arriba: $F - m_1 g - T = ${n(F - first.kg * g - T)}$ N, que es $m_1 a = ${n(first.kg * a)}$ N.`,
    ],
    answer: asksAcceleration
      ? `a ${relation(Math.abs(a))} ${fmt(Math.abs(a))} m/s² ${way}`
      : `T ${relation(T)} ${fmt(T)} N`,
    used: [...ms.map((mass) => mass.index), force.index],
  };
}

/** Blocks side by side: «apoyados uno contra otro», «en contacto», «juntos». */
const IN_CONTACT =
  /uno contra (?:el )?otro|una contra (?:la )?otra|en contacto|junt[oa]s|pegad[oa]s|apoyad\w* uno (?:junto|al lado) (?:a|de)l? otro/;

/** «A de 6 kg y B de 4 kg», «el bloque A, de 6 kg»: blocks named by a letter, and their masses. */
const LETTERED = new RegExp(
  `(?:^|[\\s,(])(?:bloque |cuerpo |caja )?([a-d])\\s*,?\\s*(?:de|con una masa de|=|:|\\()\\s*(${NUMBER_SOURCE})\\s*kg\\b`,
  'g',
);
/** «se tira de B con 60 N», «tirando del bloque A»: the lettered block a rope train is pulled from. */
const PULLED_LETTER =
  /(?:tira\w*|jala\w*)[^.?]{0,40}?\b(?:de|del|sobre|a|al)\s+(?:el |la )?(?:bloque |cuerpo |caja )?([a-d])\b(?!\s*(?:de|con|=|:)\s*\d)/g;
/** «se aplica una fuerza … sobre A», «empujás al bloque B»: the lettered block the force acts on. */
const PUSHED_LETTER =
  /(?:aplicad\w*|aplica\w*|empuj\w*|actua\w*)[^.?]{0,40}?\b(?:sobre|a|al)\s+(?:el |la )?(?:bloque |cuerpo |caja )?([a-d])\b(?!\s*(?:de|con|=|:)\s*\d)/g;

/**
 * The block the force acts on when the blocks are named by letters («A de 6 kg y B de 4 kg … sobre A,
 * que a su vez empuja a B»): two letters, each with one of the two masses, and the letter the force is
 * applied on (not the one the first block pushes in turn). Undefined when any of it is unsaid.
 */
function pushedByLetter<T extends { kg: number }>(
  folded: string,
  blocks: readonly [T, T],
  acting: RegExp = PUSHED_LETTER,
): T | undefined {
  const letters = new Map<string, number>();
  for (const match of folded.matchAll(LETTERED)) letters.set(group(match, 1), parseNumber(group(match, 2)));
  if (letters.size !== 2) return undefined;
  const masses = [...letters.values()];
  if (!blocks.every((block) => masses.filter((kg) => kg === block.kg).length === 1)) return undefined;
  const on = [...folded.matchAll(acting)].filter(
    (m) =>
      letters.has(group(m, 1)) &&
      !/\b(?:este|esta|que a su vez|el cual|la cual)\s+$/.test(
        folded.slice(Math.max(0, m.index - 20), m.index),
      ),
  );
  const letter = on[0]?.[1];
  if (!letter || on.some((m) => m[1] !== letter)) return undefined;
  const kg = letters.get(letter);
  return blocks.find((block) => block.kg === kg);
}

/**
 * Two blocks side by side on a level table, pushed by a horizontal force on one of them: they move
 * together, F − μ(m₁ + m₂)g = (m₁ + m₂)a, and the pushed one pushes the other with N = m₂(a + μg). The
 * force given gives a and N; an acceleration given in the question gives F (and N). Undefined unless
 * the pushed block is named and every datum is read.
 */
function contactPush(s: Statement, question: string): Reading {
  const flat = /mesa|piso|suelo|superficie[^.?]{0,20}horizontal/.test(s.folded);
  if (!IN_CONTACT.test(s.folded) || !flat || ROPE.test(s.folded) || !/empuj|aplica/.test(s.folded))
    return undefined;
  const ms = masses(s);
  // «dos bloques de 2 kg y 3 kg … aplicada sobre el de 2 kg»: a mass named again is the same block.
  const [first, second, ...again] = ms;
  if (!first || !second || first.kg === second.kg) return undefined;
  if (again.some((m) => m.kg !== first.kg && m.kg !== second.kg)) return undefined;
  const forces = readForces(s);
  const accelerations = ofDimension(s, 'acceleration');
  if (forces.length + accelerations.length !== 1) return undefined;
  if (s.quantities.some((q) => !['mass', 'force', 'acceleration'].includes(q.unit.dimension)))
    return undefined;
  // Which block is pushed: «aplicada sobre m₁», «sobre el de 2 kg», «empuja al bloque de 2 kg».
  // «Empujás horizontalmente el de 3 kg…, y este empuja al de 2 kg»: the block the hand pushes, not the
  // one the first block pushes in turn («este», «que a su vez»).
  const pushedAt = [
    ...s.folded.matchAll(
      /(?:aplicad\w*|empuj\w*|actua\w*)[^.?]{0,40}?(?:sobre|a|al|contra|(?<=empuj\w*(?:\s+horizontalmente)?)\s+el|(?<=empuj\w*(?:\s+horizontalmente)?)\s+la)\s+(?:el |la )?(?:bloque |cuerpo |caja )?(?:de\s+)?(m\s*[₁1]|m\s*[₂2]|[\d.,]+ ?kg)/g,
    ),
  ].find(
    (m) =>
      !/\b(?:este|esta|que a su vez|el cual|la cual)\s+$/.test(
        s.folded.slice(Math.max(0, m.index - 20), m.index),
      ),
  );
  const named = pushedAt?.[1]?.replace(/\s/g, '');
  const pushed =
    named === 'm₁' || named === 'm1'
      ? first
      : named === 'm₂' || named === 'm2'
        ? second
        : ([first, second].find(
            (m) => named !== undefined && parseNumber(named.replace(/kg$/, '')) === m.kg,
          ) ?? pushedByLetter(s.folded, [first, second]));
  if (!pushed) return undefined;
  const other = pushed === first ? second : first;
  const friction = readKineticFriction(s, true);
  if (!friction) return undefined;
  const mu = friction.value;
  const g = s.g;
  const total = first.kg + second.kg;
  const [force] = forces;
  const [acceleration] = accelerations;
  const a = force ? (force.newtons - mu * total * g) / total : inBase(acceleration ?? first.q);
  const F = force ? force.newtons : total * (a + mu * g);
  if (!(a > 0 && F > 0)) return undefined;
  const contact = other.kg * (a + mu * g);
  const asksContact =
    /(?:ejerce|hace|aplica)\w* [^?]{0,20}sobre|fuerza de contacto|entre (?:los|ambos) bloques|(?:uno|un bloque) sobre (?:el )?otro/.test(
      question,
    );
  const asksAcceleration = /aceleracion|acelera\b/.test(question) && !acceleration;
  const asksForce =
    !force &&
    /(?:cuanto (?:debe )?vale|valor de|que fuerza|calcula\w*|determina\w*|halla\w*)[^?]{0,20}\bf\b|la fuerza f\b|\bf\s*=\s*\?/.test(
      question,
    );
  if (!asksContact && !asksAcceleration && !asksForce) return undefined;
  const rub = mu > 0;
  const steps = [
    `Los dos bloques se mueven juntos, con la misma aceleración. Para el conjunto (las fuerzas entre ellos son internas): $F ${rub ? '- \\mu (m_1 + m_2) g ' : ''}= (m_1 + m_2)\\, a$${rub ? ` (${gSource(s)})` : ''}.`,
    force
      ? `$a = \\frac{${n(F)}${rub ? ` - ${n(mu)} \\cdot ${n(total)} \\cdot ${n(g)}` : ''}}{${n(total)}} ${eq(a)} ${n(a)}$ m/s².`
      : `Con $a = ${n(a)}$ m/s²: $F = (m_1 + m_2)(a${rub ? ' + \\mu g' : ''}) = ${n(total)} \\cdot (${n(a)}${rub ? ` + ${n(mu)} \\cdot ${n(g)}` : ''}) ${eq(F)} ${n(F)}$ N.`,
    `Lo único que empuja al bloque de ${fmt(other.kg, 4)} kg es el otro: $N ${rub ? '- \\mu m_2 g ' : ''}= m_2 a$, así que $N = ${n(other.kg)} \\cdot ${n(a)}${rub ? ` + ${n(mu)} \\cdot ${n(other.kg)} \\cdot ${n(g)}` : ''} ${eq(contact)} ${n(contact)}$ N.`,
    `Comprobá con el bloque empujado: $F - N ${rub ? '- \\mu m_1 g ' : ''}= ${n(F - contact - mu * pushed.kg * g)}$ N, que es $m_1 a = ${n(pushed.kg * a)}$ N.`,
  ];
  const parts = [
    ...(asksForce ? [`F ${relation(F)} ${fmt(F)} N`] : []),
    ...(asksAcceleration ? [`a ${relation(a)} ${fmt(a)} m/s²`] : []),
    ...(asksContact ? [`fuerza entre los bloques ${relation(contact)} ${fmt(contact)} N`] : []),
  ];
  return {
    title: 'Dos bloques en contacto empujados',
    data: [
      `m₁ = ${fmt(pushed.kg, 4)} kg (el empujado)`,
      `m₂ = ${fmt(other.kg, 4)} kg`,
      force ? `F = ${force.typed}, horizontal` : `a = ${fmt(a, 4)} m/s²`,
      rub ? `μ = ${fmt(mu, 4)}` : 'sin rozamiento',
    ],
    steps,
    answer: parts.join('; '),
    used: [
      ...ms.map((m) => m.index),
      ...(force ? [force.index] : []),
      ...(acceleration ? [acceleration.index] : []),
      ...(friction.index === undefined ? [] : [friction.index]),
    ],
  };
}

/** Two bodies hanging one below the other, at rest: each rope holds what hangs below it. */
function hangingSeries(s: Statement, question: string): Reading {
  if (!ROPE.test(s.folded) || !TENSION.test(question) || !/techo|soporte|viga|gancho/.test(s.folded))
    return undefined;
  if (!/debajo|abajo|por debajo|uno bajo otro|inferior/.test(s.folded) || /acelera/.test(s.folded))
    return undefined;
  const ms = masses(s);
  const [upper, lower] = ms;
  if (!upper || !lower || ms.length !== 2 || s.quantities.length !== 2 || readForces(s).length)
    return undefined;
  // "debajo de él, uno de 3 kg": the mass named after "debajo" hangs below.
  const below = s.folded.search(/debajo|abajo|inferior/);
  if (!(upper.index < below && below < lower.index)) return undefined;
  const g = s.g;
  const top = (upper.kg + lower.kg) * g;
  const bottom = lower.kg * g;
  const asksTop =
    /superior|de arriba|del techo|al techo|sostiene (?:a )?(?:todo|el conjunto|los dos|ambos)/.test(question);
  const asksBottom = /inferior|de abajo|que une|entre (?:los|ambos)/.test(question);
  const asksEach = /cada|las dos|ambas/.test(question);
  if ([asksTop, asksBottom, asksEach].filter(Boolean).length !== 1) return undefined;
  const answer = asksEach
    ? `T superior ${relation(top)} ${fmt(top)} N; T inferior ${relation(bottom)} ${fmt(bottom)} N`
    : asksTop
      ? `T superior ${relation(top)} ${fmt(top)} N`
      : `T inferior ${relation(bottom)} ${fmt(bottom)} N`;
  return {
    title: 'Cuerpos colgados uno debajo del otro',
    data: [`arriba m₁ = ${fmt(upper.kg, 4)} kg`, `abajo m₂ = ${fmt(lower.kg, 4)} kg`, 'en equilibrio'],
    steps: [
      `En reposo, cada cuerda sostiene el peso de todo lo que cuelga debajo de ella (${gSource(s)}).`,
      `Cuerda inferior, solo el cuerpo de abajo: $T_2 = m_2 g = ${n(lower.kg)} \\cdot ${n(g)} ${eq(bottom)} ${n(bottom)}$ N.`,
      `Cuerda superior, los dos: $T_1 = (m_1 + m_2) g = ${n(upper.kg + lower.kg)} \\cdot ${n(g)} ${eq(top)} ${n(top)}$ N. Comprobá con el cuerpo de arriba: $T_1 - m_1 g - T_2 = ${n(top - upper.kg * g - bottom)}$ N.`,
    ],
    answer,
    used: [upper.index, lower.index],
  };
}

/**
 * A weight hung from the midpoint of a cable whose ends are at the same height: the angle is not typed
 * but follows from the lengths, the cable's length L and its ends D apart (each half drops
 * √((L/2)² − (D/2)²)), or the sag h of the midpoint and D; then 2·T·sen α = P.
 */
function sagging(s: Statement, question: string): Reading {
  if (!/punto medio|centro|mitad/.test(s.folded) || !TENSION.test(question)) return undefined;
  if (!/misma altura|mismo nivel/.test(s.folded) || readAngles(s).length) return undefined;
  const lengthOf = (pattern: RegExp) => {
    const match = pattern.exec(s.folded);
    if (!match) return undefined;
    const at = match.index + match[0].lastIndexOf(group(match, 1));
    const q = ofDimension(s, 'length').find((length) => length.index === at);
    return q && { meters: inBase(q), index: at };
  };
  const number = `(${NUMBER_SOURCE})\\s*(?:m|cm)\\b`;
  const cable = lengthOf(
    new RegExp(
      `\\b(?:cable|cuerda|soga|alambre|hilo|cadena)\\b[^.;¿?]{0,15}?\\bde ${number}(?! de (?:altura|alto))`,
    ),
  );
  const apart = lengthOf(
    new RegExp(
      `separad[oa]s? ${number}|\\ba ${number} (?:uno del otro|una de otra|entre si)|distancia de ${number} entre`,
    ),
  );
  const sag = lengthOf(new RegExp(`(?:desciende|baja|se hunde|flecha de|queda)[^.;¿?\\d]{0,20}?${number}`));
  const lengths = ofDimension(s, 'length');
  if (!apart || lengths.length !== 2 || Boolean(cable) === Boolean(sag)) return undefined;
  const half = apart.meters / 2;
  const drop = cable ? Math.sqrt((cable.meters / 2) ** 2 - half ** 2) : (sag?.meters ?? Number.NaN);
  const stretch = cable ? cable.meters / 2 : Math.hypot(half, drop);
  if (!(drop > 0 && stretch > half)) return undefined;
  const sin = drop / stretch;
  const forces = readForces(s);
  const ms = masses(s);
  const weightFromMass = ms.length === 1 && forces.length === 0;
  if (!(weightFromMass || (forces.length === 1 && ms.length === 0))) return undefined;
  if (s.quantities.some((q) => !['mass', 'length'].includes(q.unit.dimension))) return undefined;
  const [force] = forces;
  const [mass] = ms;
  const P = weightFromMass && mass ? mass.kg * s.g : (force?.newtons ?? Number.NaN);
  if (!(P > 0)) return undefined;
  const T = P / (2 * sin);
  return {
    title: 'Un peso colgado del medio de un cable',
    data: [
      weightFromMass && mass ? `m = ${fmt(mass.kg, 4)} kg` : `P = ${force?.typed ?? ''}`,
      cable ? `cable de ${fmt(cable.meters, 4)} m` : `el medio baja ${fmt(drop, 4)} m`,
      `extremos a la misma altura, separados ${fmt(apart.meters, 4)} m`,
    ],
    steps: [
      ...(weightFromMass ? [`El peso: $P = m g ${eq(P)} ${n(P)}$ N (${gSource(s)}).`] : []),
      cable
        ? `Cada mitad del cable mide ${fmt(stretch, 4)} m y avanza ${fmt(half, 4)} m en horizontal: baja $\\sqrt{${n(stretch)}^2 - ${n(half)}^2} ${eq(drop)} ${n(drop)}$ m.`
        : `Cada mitad avanza ${fmt(half, 4)} m en horizontal y baja ${fmt(drop, 4)} m: mide $\\sqrt{${n(half)}^2 + ${n(drop)}^2} ${eq(stretch)} ${n(stretch)}$ m.`,
      `El ángulo α de cada mitad con la horizontal cumple $\\operatorname{sen} \\alpha = \\frac{${n(drop)}}{${n(stretch)}} ${eq(sin)} ${n(sin)}$.`,
      `Las dos mitades tiran con la misma tensión; en vertical: $2 T \\operatorname{sen} \\alpha = P$ → $T = \\frac{${n(P)}}{2 \\cdot ${n(sin)}} ${eq(T)} ${n(T)}$ N.`,
    ],
    answer: `T ${relation(T)} ${fmt(T)} N${alsoInKgf(s, force)(T)}`,
    used: [
      apart.index,
      ...(cable ? [cable.index] : sag ? [sag.index] : []),
      ...(weightFromMass && mass ? [mass.index] : force ? [force.index, ...statedKgfAt(s)] : []),
    ],
  };
}

/** A weight held by two ropes at the same angle: 2·T·sen θ = P (θ from the horizontal). */
function twoRopes(s: Statement, question: string): Reading {
  if (!TWO_ROPES.test(s.folded) || !TENSION.test(question)) return undefined;
  // "dos cuerdas que forman 60° con la horizontal": one angle for both, each at it.
  const each =
    /cada una|cada (?:tramo|mitad)|ambas|iguales|el mismo angulo|mismo angulo|simetric/.test(s.folded) ||
    new RegExp(`${TWO_ROPES.source}[^.?]{0,30}\\bforman\\b`).test(s.folded);
  if (!each) return undefined;
  const angles = distinctAngles(s);
  const [angle] = angles;
  if (!angle || angles.length !== 1) return undefined;
  const fromHorizontal = /con la horizontal|con el techo|sobre la horizontal/.test(s.folded);
  const fromVertical = /con la vertical/.test(s.folded);
  // «dos cordones iguales que forman entre sí 120°»: symmetric ropes, each half that from the vertical.
  const between =
    !fromHorizontal &&
    !fromVertical &&
    /entre si|entre ellas|entre ellos/.test(s.folded) &&
    (/iguales|simetric|(?:el )?mismo angulo/.test(s.folded) || ONE_ROPE_TWO_STRETCHES.test(s.folded));
  if (!between && fromHorizontal === fromVertical) return undefined;
  const forces = readForces(s);
  const ms = masses(s);
  const weightFromMass = ms.length === 1 && forces.length === 0;
  if (!(weightFromMass || (forces.length === 1 && ms.length === 0))) return undefined;
  if (s.quantities.some((q) => q.unit.dimension !== 'mass')) return undefined;
  const [force] = forces;
  const [mass] = ms;
  const g = s.g;
  const P = weightFromMass && mass ? mass.kg * g : (force?.newtons ?? Number.NaN);
  const own = between ? angle.degrees / 2 : angle.degrees;
  if (between && !(angle.degrees > 0 && angle.degrees < 180)) return undefined;
  const trig = trigOf(s, own);
  const vertical = fromHorizontal ? trig.sin : trig.cos;
  if (!(P > 0 && vertical > 1e-9)) return undefined;
  const T = P / (2 * vertical);
  const fn = fromHorizontal ? '\\operatorname{sen}' : '\\cos';
  // «la componente horizontal (vertical) de la tensión de cada tramo»: one of the two, not both.
  const parts = [...question.matchAll(/\b(?:componente|parte|proyeccion) (horizontal|vertical)\b/g)].map(
    (m) => m[1],
  );
  const asksPart = /\bcomponente|\b(?:parte|proyeccion) (?:horizontal|vertical)/.test(question);
  if (asksPart && (parts.length !== 1 || /\by\b[^¿?]*\bcomponente|componentes\b/.test(question)))
    return undefined;
  const [part] = parts;
  const sideFn = fromHorizontal ? '\\cos' : '\\operatorname{sen}';
  const side = fromHorizontal ? trig.cos : trig.sin;
  const Tx = T * side;
  const partStep =
    part === 'horizontal'
      ? `Su componente horizontal: $T_x = T ${sideFn} ${fmt(own, 4)}° ${eq(Tx)} ${n(Tx)}$ N (las de las dos cuerdas se anulan entre sí). Comprobá: $\\frac{P/2}{T_x} = \\frac{${n(P / 2)}}{${n(Tx)}} ${eq(P / 2 / Tx)} ${n(P / 2 / Tx)}$, la tangente del ángulo con la horizontal.`
      : part === 'vertical'
        ? `Su componente vertical: $T_y = T ${fn} ${fmt(own, 4)}° = \\frac{P}{2} ${eq(P / 2)} ${n(P / 2)}$ N: cada cuerda sostiene la mitad del peso.`
        : undefined;
  return {
    title: 'Un peso sostenido por dos cuerdas',
    data: [
      weightFromMass && mass ? `m = ${fmt(mass.kg, 4)} kg` : `P = ${force?.typed ?? ''}`,
      between
        ? `forman entre sí ${fmt(angle.degrees, 4)}°: cada cuerda, ${fmt(own, 4)}° con la vertical`
        : `cada cuerda forma ${fmt(own, 4)}° con la ${fromHorizontal ? 'horizontal' : 'vertical'}`,
    ],
    steps: [
      ...(weightFromMass ? [`El peso: $P = m g ${eq(P)} ${n(P)}$ N (${gSource(s)}).`] : []),
      ...(between
        ? [
            `Son iguales y simétricas: la vertical parte en dos el ángulo entre ellas, así que cada una forma ${fmt(own, 4)}° con la vertical.`,
          ]
        : []),
      'Las dos cuerdas forman el mismo ángulo: sus componentes horizontales se anulan y tiran con la misma tensión $T$.',
      `En vertical, equilibrio: $2 T ${fn} ${fmt(own, 4)}° = P$, con $${fn} ${fmt(own, 4)}° ${eq(vertical)} ${n(vertical)}$.`,
      `$T = \\frac{P}{2 ${fn} ${fmt(own, 4)}°} = \\frac{${n(P)}}{2 \\cdot ${n(vertical)}} ${eq(T)} ${n(T)}$ N. Comprobá: $2 \\cdot ${n(T)} \\cdot ${n(vertical)} ${eq(2 * T * vertical)} ${n(2 * T * vertical)}$ N, el peso.`,
      ...(partStep ? [partStep] : []),
    ],
    answer:
      part === 'horizontal'
        ? `T_x en cada cuerda ${relation(Tx)} ${fmt(Tx)} N${alsoInKgf(s, force)(Tx)}`
        : part === 'vertical'
          ? `T_y en cada cuerda ${relation(P / 2)} ${fmt(P / 2)} N${alsoInKgf(s, force)(P / 2)}`
          : `T en cada cuerda ${relation(T)} ${fmt(T)} N${alsoInKgf(s, force)(T)}`,
    used: [
      angle.index,
      ...trig.used,
      ...(weightFromMass && mass ? [mass.index] : force ? [force.index, ...statedKgfAt(s)] : []),
    ],
  };
}

/** A rope said to be horizontal in the statement: «una horizontal, atada a la pared», «un cable horizontal». */
const HORIZONTAL_ROPE =
  /\b(?:una|uno)(?: de (?:ellas|ellos))?(?: es| esta)? horizontal\b|\b(?:cuerda|cable|soga|hilo|cadena|alambre|cordon|cordel)(?:s|es)? (?:es |esta )?horizontal\b/;

interface Rope {
  /** Its angle above the horizontal, in degrees. */
  degrees: number;
  /** The angle as the statement types it (from the vertical, when it says so); none for a horizontal rope. */
  typed?: number;
  sin: number;
  cos: number;
  /** Where its angle is typed (undefined for a horizontal rope). */
  at?: number;
  /** Where the sine and cosine it takes from the statement are typed. */
  used: number[];
  label: string;
}

/**
 * The sine and cosine of a rope's angle: as the statement gives them («sen 37° = 0,6»), or through the
 * complementary angle it gives them for (53° with sen 37° and cos 37° given), else the calculator's.
 */
function ropeTrig(s: Statement, degrees: number): { sin: number; cos: number; used: number[] } {
  const own = givenTrig(s).find((entry) => entry.degrees === degrees);
  if (own) return trigOf(s, degrees);
  const complement = givenTrig(s).find(
    (entry) => entry.degrees === 90 - degrees && entry.sin !== undefined && entry.cos !== undefined,
  );
  if (!complement) return trigOf(s, degrees);
  const other = trigOf(s, 90 - degrees);
  return { sin: other.cos, cos: other.sin, used: other.used };
}

/**
 * A weight held by two ropes at different angles above the horizontal, on either side (one of them may
 * be horizontal): T₁·cos θ₁ = T₂·cos θ₂ and T₁·sen θ₁ + T₂·sen θ₂ = P, so T₁ = P·cos θ₂ / sen(θ₁ + θ₂)
 * and T₂ = P·cos θ₁ / sen(θ₁ + θ₂). The rope asked is told by its angle, «horizontal» or «inclinada».
 */
function unevenRopes(s: Statement, question: string): Reading {
  const vectorAsked = VECTOR_ASKED.test(question);
  if (!TWO_ROPES.test(s.folded) || !(TENSION.test(question) || vectorAsked)) return undefined;
  // A question clause that starts a sentence early («…, una de las cuales forma 30°. La tensión…?»)
  // asks only in its last sentence.
  const lastSentence = question.includes('. ') ? question.slice(question.lastIndexOf('. ') + 2) : question;
  const asking = question !== s.folded ? s.folded.lastIndexOf(lastSentence) : s.folded.length;
  const said = s.folded.slice(0, asking);
  // «que forman con él ángulos de 37° y 53°» (él, the ceiling) measures from the horizontal too; «con
  // la vertical» from the vertical, 90° − θ above the horizontal. Both, or another reference, declines.
  const fromHorizontal = /con la horizontal|con el techo|con (?:el|él) angulos? de|sobre la horizontal/.test(
    said,
  );
  const fromVertical = /con la vertical/.test(said);
  const perpendicular = PERPENDICULAR_ROPES.test(said);
  const between = /entre si/.test(said) && !perpendicular;
  if (fromHorizontal === fromVertical || between || /con el eje|con la pared/.test(said)) return undefined;
  const aboveHorizontal = (typed: number) => (fromVertical ? 90 - typed : typed);
  const spans = givenTrig(s).flatMap((entry) => entry.spans);
  const angles = readAngles(s).filter(
    (angle) => !spans.some(([start, end]) => angle.index >= start && angle.index < end),
  );
  const stated = angles.filter((angle) => angle.index < asking);
  const inQuestion = angles.filter((angle) => angle.index >= asking);
  const horizontal = HORIZONTAL_ROPE.test(said);
  const ropes: Rope[] = stated.map((angle) => {
    const trig = ropeTrig(s, aboveHorizontal(angle.degrees));
    return {
      degrees: aboveHorizontal(angle.degrees),
      typed: angle.degrees,
      ...trig,
      at: angle.index,
      label: `la cuerda de ${fmt(angle.degrees, 4)}°${fromVertical ? ' con la vertical' : ''}`,
    };
  });
  if (horizontal) ropes.unshift({ degrees: 0, sin: 0, cos: 1, used: [], label: 'la cuerda horizontal' });
  // Perpendicular ropes: the other one makes the complementary angle with the horizontal.
  const [only] = ropes;
  if (perpendicular) {
    if (ropes.length !== 1 || !only || horizontal) return undefined;
    ropes.push({
      degrees: 90 - only.degrees,
      sin: only.cos,
      cos: only.sin,
      used: [],
      label: `la cuerda perpendicular a ella (${fmt(90 - only.degrees, 4)}° con la horizontal)`,
    });
  }
  if (ropes.length !== 2) return undefined;
  const [first, second] = ropes as [Rope, Rope];
  if (!horizontal && first.degrees === second.degrees) return undefined;
  if (ropes.some((rope) => !(rope.degrees >= 0 && rope.degrees < 90))) return undefined;
  const forces = readForces(s);
  const ms = masses(s);
  const weightFromMass = ms.length === 1 && forces.length === 0;
  if (!(weightFromMass || (forces.length === 1 && ms.length === 0))) return undefined;
  if (s.quantities.some((q) => q.unit.dimension !== 'mass')) return undefined;
  const [force] = forces;
  const [mass] = ms;
  const P = weightFromMass && mass ? mass.kg * s.g : (force?.newtons ?? Number.NaN);
  const denominator = first.sin * second.cos + first.cos * second.sin;
  if (!(P > 0 && denominator > 1e-9)) return undefined;
  const t1 = (P * second.cos) / denominator;
  const t2 = (P * first.cos) / denominator;
  // Substituted back: the horizontal pulls cancel and the vertical ones hold the weight.
  if (
    Math.abs(t1 * first.cos - t2 * second.cos) > 1e-9 * P ||
    Math.abs(t1 * first.sin + t2 * second.sin - P) > 1e-9 * P
  )
    return undefined;
  // The rope asked: by its angle, «horizontal» or «inclinada», or both when both are asked.
  const both = /cada|ambas|las dos|las tensiones|tensiones/.test(question);
  const named =
    inQuestion.length === 1 ? ropes.find((rope) => rope.typed === inQuestion[0]?.degrees) : undefined;
  if (inQuestion.length > 1 || (inQuestion.length === 1 && !named)) return undefined;
  const asked =
    named ??
    (perpendicular && /\b(?:esa|dicha|esta) cuerda\b/.test(question) ? first : undefined) ??
    // «una de las cuales forma 30°… la tensión de la otra cuerda»: the one perpendicular to it.
    (perpendicular && /\bla otra(?: cuerda| soga| cable| hilo)?\b/.test(question) && !both
      ? second
      : undefined) ??
    (horizontal && /horizontal/.test(question) && !/inclinad/.test(question)
      ? first
      : horizontal && /inclinad|oblicu/.test(question)
        ? second
        : undefined);
  const tensionOf = (rope: Rope) => (rope === first ? t1 : t2);
  const vector = vectorAsked ? ropeVector(s, question, ropes, tensionOf) : undefined;
  if (vectorAsked && !vector) return undefined;
  if (!vector && !asked && !both) return undefined;
  const kgf = alsoInKgf(s, force);
  const stateOne = (rope: Rope) =>
    `T en ${rope.label} ${relation(tensionOf(rope))} ${fmt(tensionOf(rope))} N${kgf(tensionOf(rope))}`;
  return {
    title: 'Un peso sostenido por dos cuerdas con distinto ángulo',
    data: [
      weightFromMass && mass ? `m = ${fmt(mass.kg, 4)} kg` : `P = ${force?.typed ?? ''}`,
      ...ropes.map((rope) => `${rope.label}: θ = ${fmt(rope.degrees, 4)}° con la horizontal`),
    ],
    steps: [
      ...(weightFromMass ? [`El peso: $P = m g ${eq(P)} ${n(P)}$ N (${gSource(s)}).`] : []),
      'Primera condición de equilibrio, por componentes (cada cuerda tira hacia su lado y hacia arriba):',
      `Horizontal: $T_1 \\cos ${fmt(first.degrees, 4)}° = T_2 \\cos ${fmt(second.degrees, 4)}°$; vertical: $T_1 \\operatorname{sen} ${fmt(first.degrees, 4)}° + T_2 \\operatorname{sen} ${fmt(second.degrees, 4)}° = P = ${n(P)}$ N.`,
      `Despejando: $T_1 = \\frac{P \\cos ${fmt(second.degrees, 4)}°}{\\operatorname{sen}(${fmt(first.degrees, 4)}° + ${fmt(second.degrees, 4)}°)} ${eq(t1)} ${n(t1)}$ N y $T_2 = \\frac{P \\cos ${fmt(first.degrees, 4)}°}{\\operatorname{sen}(${fmt(first.degrees, 4)}° + ${fmt(second.degrees, 4)}°)} ${eq(t2)} ${n(t2)}$ N.`,
      `Comprobá: en horizontal $${n(t1 * first.cos)} = ${n(t2 * second.cos)}$ y en vertical $${n(t1 * first.sin)} + ${n(t2 * second.sin)} ${eq(t1 * first.sin + t2 * second.sin)} ${n(P)}$ N, el peso.`,
      ...(vector ? [vector.step] : []),
    ],
    answer: vector?.answer ?? (asked && !both ? stateOne(asked) : `${stateOne(first)}; ${stateOne(second)}`),
    used: [
      ...ropes.flatMap((rope) => (rope.at === undefined ? [] : [rope.at])),
      ...(named ? inQuestion.map((angle) => angle.index) : []),
      ...ropes.flatMap((rope) => rope.used),
      ...(weightFromMass && mass ? [mass.index] : force ? [force.index, ...statedKgfAt(s)] : []),
      ...[...s.folded.matchAll(ROPE_NUMBER)].map((match) => match.index + match[0].length - 1),
    ],
  };
}

/**
 * A rope's force written by components, «F1 = ai + bj»: the rope asked by its number («la cuerda 1»,
 * «F1», «la primera»), each rope's side told by the nearest «izquierda» or «derecha» to its angle, +x to
 * the right and +y up. Undefined when the rope or a side is not said.
 */
function ropeVector(
  s: Statement,
  question: string,
  ropes: readonly Rope[],
  tensionOf: (rope: Rope) => number,
): { answer: string; step: string } | undefined {
  if (ropes.some((rope) => rope.at === undefined)) return undefined;
  const number =
    /\bf\s*_?([12₁₂])(?![\d])|\b(?:cuerda|soga|cable|hilo|alambre|fuerza)\s+([12])\b|\b(primera|segunda)\b/.exec(
      question,
    );
  if (!number) return undefined;
  const said = number[1] ?? number[2] ?? number[3] ?? '';
  const index = /^(?:1|₁|primera)$/.test(said) ? 0 : 1;
  const rope = ropes[index];
  if (!rope) return undefined;
  // Each rope's side, «hacia la izquierda», in the clause that types its angle.
  const clauses = s.folded.split(
    /[;.:]|,\s*(?:y|mientras que)\s|,\s*(?=(?:la|el) (?:otra|otro|segunda|segundo|cuerda|cable|soga)\b)/,
  );
  let start = 0;
  const spans = clauses.map((clause) => {
    const at = s.folded.indexOf(clause, start);
    start = at + clause.length;
    return { at, clause };
  });
  const sideOf = (candidate: Rope) => {
    const own = spans.find(
      ({ at, clause }) => (candidate.at ?? -1) >= at && (candidate.at ?? -1) < at + clause.length,
    );
    if (
      !own ||
      ropes.some((rope) => rope !== candidate && own.clause.includes(`${fmt(rope.typed ?? -1, 4)}°`))
    )
      return undefined;
    const left = /\bizquierda\b/.test(own.clause);
    return left === /\bderecha\b/.test(own.clause) ? undefined : left;
  };
  const left = sideOf(rope);
  const other = ropes.find((candidate) => candidate !== rope);
  if (left === undefined || !other || sideOf(other) !== !left) return undefined;
  const T = tensionOf(rope);
  const x = (left ? -1 : 1) * T * rope.cos;
  const y = T * rope.sin;
  const name = `F${index + 1}`;
  // «…en la forma F1 = Fx i + Fy j: a) Fx»: the part names the component alone, at the end.
  const asked = question.trim().replace(/[.?!:;\s]+$/, '');
  const onlyX = /componente (?:fx|x|horizontal)\b|\bfx$/.test(asked);
  const onlyY = /componente (?:fy|y|vertical)\b|\bfy$/.test(asked);
  if (onlyX && onlyY) return undefined;
  const signed = (value: number) => (value < 0 ? `− ${fmt(-value)}` : `+ ${fmt(value)}`);
  const approx = relation(x) === '=' && relation(y) === '=' ? '=' : '\\approx';
  return {
    step: `La cuerda ${index + 1} tira hacia la ${left ? 'izquierda' : 'derecha'} y hacia arriba: $${name} = (${left ? '-' : ''}T \\cos ${fmt(rope.degrees, 4)}°;\\ T \\operatorname{sen} ${fmt(rope.degrees, 4)}°) ${approx} (${tex(x, 4)};\\ ${tex(y, 4)})$ N.`,
    answer: onlyX
      ? `${name}x ${relation(x)} ${fmt(x)} N`
      : onlyY
        ? `${name}y ${relation(y)} ${fmt(y)} N`
        : `${name} ${relation(x) === '=' && relation(y) === '=' ? '=' : '≈'} ${fmt(x)}i ${signed(y)}j N (|${name}| ${relation(T)} ${fmt(T)} N, hacia la ${left ? 'izquierda' : 'derecha'} y arriba)`,
  };
}

/** A reply for the tension of these ropes, or undefined when the statement is none of them. */
/**
 * «…forman 30° con la horizontal. ¿Y si los cables formaran 60° con la horizontal? Calculá la nueva
 * tensión»: the ropes' one angle changed by a later clause, the statement as it would read with the new
 * angle (the clause taken out); undefined when the change is not that.
 */
function withChangedAngle(problem: string): string | undefined {
  const change =
    /¿?\s*(?:y\s+)?si\s+(?:los|las|ambos|ambas|cada uno de los|cada una de las)\s+(?:dos\s+)?(?:cables|cuerdas|sogas|hilos|alambres|cadenas)\s+(?:formaran|formasen)\s+(?:un [aá]ngulo de\s+)?(\d+(?:,\d+)?)\s*°\s*(con la (?:horizontal|vertical))?\s*(?:\?|,)?/iu.exec(
      problem,
    );
  if (!change) return undefined;
  const before = problem.slice(0, change.index);
  const angles = [...before.matchAll(/(\d+(?:,\d+)?)\s*°/g)];
  const [angle] = angles;
  if (!angle || angles.length !== 1) return undefined;
  // Measured from the same line as the statement's angle, when the change names one.
  const reference = change[2]?.toLowerCase();
  if (reference && !before.toLowerCase().includes(reference)) return undefined;
  const rest = problem.slice(change.index + change[0].length);
  const changed =
    `${before.slice(0, angle.index)}${change[1]}°${before.slice(angle.index + angle[0].length)} ${rest}`.trim();
  // Another change left beside the angle's («…y el cartel pesara el doble»): not read.
  return changesADatum(changed) ? undefined : changed;
}

export function solveRopes(problem: string): SolverReply | undefined {
  const changed = changesADatum(problem) ? withChangedAngle(problem) : undefined;
  if (changed) {
    const worked = solveRopes(changed);
    return worked?.certain ? worked : undefined;
  }
  // «Si el semáforo pesara el doble, ¿cuál sería la tensión?»: a datum changed in words, unread here.
  if (changesADatum(problem)) return undefined;
  const s = readStatement(problem);
  if (ELSEWHERE.test(s.folded)) return undefined;
  const question = askedClause(s);
  // «¿Cuál es la suma de las tensiones?»: a number made of the tensions, not the tensions themselves.
  if (/\b(?:suma|diferencia|cociente|razon|relacion|cuantas veces)\b/.test(question)) return undefined;
  // «¿Cuál es la componente horizontal de la tensión?»: a part of a tension, which only the symmetric
  // ropes state (the others state the tension whole; 579,56 N was stated for its 559,8 N horizontal part).
  if (/\bcomponente|\b(?:parte|proyeccion) (?:horizontal|vertical)/.test(question)) {
    const part = twoRopes(s, question);
    return part && reply(s, part);
  }
  const worked =
    lifted(s, question) ??
    pulledUp(s, question) ??
    train(s, question) ??
    row(s, question) ??
    pulledChain(s, question) ??
    contactPush(s, question) ??
    hangingSeries(s, question) ??
    twoRopes(s, question) ??
    sagging(s, question) ??
    unevenRopes(s, question);
  return worked && reply(s, worked);
}

export const ropesSolver = declareSolver({
  name: 'solve_rope_tension',
  offer: 'tensión de cuerdas',
  summary:
    'The tension of ropes outside pulleys and elevators: a load lifted or lowered by a rope with a given acceleration (T = m·(g ± a)), two blocks joined by a rope and pulled across a table by a horizontal force (with or without friction: a and T), two bodies hanging one below the other from a ceiling, a weight held by two ropes at the same angle (2·T·sen θ = P), and one held by two ropes at different angles above the horizontal, one of them maybe horizontal (the two equations of equilibrium). Pass the whole statement.',
  examples: [
    'Se levanta un balde de 12 kg con una soga, con una aceleración de 1,5 m/s² hacia arriba. ¿Qué tensión soporta la soga? (g = 9,8 m/s²)',
    'Dos bloques de 3 kg y 2 kg, unidos por una cuerda, están sobre una mesa horizontal sin rozamiento. Se tira del bloque de 3 kg con una fuerza horizontal de 20 N. ¿Cuál es la tensión de la cuerda que une los bloques?',
    'Un cartel de 80 N cuelga en equilibrio de dos cuerdas que forman cada una 30° con la horizontal. ¿Cuál es la tensión de cada cuerda?',
  ],
  parameters: { problem: 'the statement as written' },
  solve: solveRopes,
});
