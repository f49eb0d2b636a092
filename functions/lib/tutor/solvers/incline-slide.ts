/**
 * Incline questions the incline solver does not read: a body at rest on the plane (the static friction
 * that holds it is the weight's component along the plane, not μ·N), a body held still on a smooth plane
 * by a rope along it, a horizontal force or a weight hung over a pulley, and a body let go from the top
 * of a plane of a given length (its speed at the bottom, or the time it takes).
 */
import { AT_REST } from './at-rest.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import { solveConstantPullForce } from './incline-work.ts';
import { fmt, relation, tex } from './numbers.ts';
import {
  askedClause,
  checkedReply,
  coefficientIndex,
  distinctAngles,
  frictionless,
  gSource,
  inBase,
  MU_SYMBOL,
  masses,
  ofDimension,
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
const INCLINE = /plano inclinado|rampa|pendiente|inclinad[oa]/;

type Worked = WorkedReading;

function reply(s: Statement, worked: Worked): SolverReply {
  return checkedReply(s, worked, {
    method: 'Se resuelve descomponiendo el peso en los ejes del plano. ¿Qué representa ese dato?',
    closing: '¿Qué cambiaría si el ángulo del plano fuera mayor?',
  });
}

/** At rest on the plane: the friction equals m·g·sen θ and the normal m·g·cos θ. */
function atRest(s: Statement, question: string): Worked | undefined {
  if (!AT_REST.test(s.folded)) return undefined;
  const asksFriction = /rozamiento|friccion/.test(question) && /fuerza|cuanto vale|valor/.test(question);
  const asksNormal = /normal/.test(question);
  if (!asksFriction && !asksNormal) return undefined;
  if (/coeficiente/.test(question)) return undefined;
  const ms = masses(s);
  const angles = distinctAngles(s);
  const forces = readForces(s);
  const [mass] = ms;
  const [angle] = angles;
  // «Un bloque de 50 N está en reposo…»: the weight given in newtons instead of the mass.
  const [weight] = forces;
  const byWeight =
    !mass &&
    forces.length === 1 &&
    weight !== undefined &&
    /(?:bloque|cuerpo|caja|cajon|objeto|paquete|baul) (?:de|que pesa)\s*$|\bpesa\s*$|\bpeso de\s*$/.test(
      s.folded.slice(Math.max(0, weight.index - 25), weight.index),
    );
  if (!angle || angles.length !== 1) return undefined;
  if (!byWeight && (!mass || ms.length !== 1 || forces.length)) return undefined;
  if (s.quantities.some((q) => q.unit.dimension !== 'mass')) return undefined;
  // A static μ given beside it only tells whether it stays: it does when tg θ ≤ μₑ, and the friction
  // that holds it is still P·sen θ. A kinetic one, or a μ of no kind, is another question.
  // Both given («μe = 0,8 y μc = 0,5»): at rest the kinetic one does not act, and the reply says so.
  const friction = readFriction(s);
  if (friction === 'ambiguous' || (friction.kinetic !== undefined && friction.static === undefined))
    return undefined;
  const staticMu = friction.static;
  const staticAt = staticMu === undefined ? undefined : coefficientIndex(s, staticMu);
  if (staticMu !== undefined && staticAt === undefined) return undefined;
  const kineticMu = friction.kinetic;
  const kineticAt = kineticMu === undefined ? undefined : coefficientIndex(s, kineticMu);
  if (kineticMu !== undefined && (kineticAt === undefined || kineticAt === staticAt)) return undefined;
  if (staticMu === undefined && (MU_SYMBOL.test(s.folded) || /coeficiente/.test(s.folded))) return undefined;
  const trig = trigOf(s, angle.degrees);
  if (staticMu !== undefined && trig.sin / trig.cos > staticMu + 1e-9) return undefined;
  const g = s.g;
  const P = byWeight && weight ? weight.newtons : (mass?.kg ?? Number.NaN) * g;
  const m = P / g;
  const along = P * trig.sin;
  const normal = P * trig.cos;
  const parts = [
    ...(asksFriction ? [`F_r ${relation(along)} ${fmt(along)} N, plano arriba`] : []),
    ...(asksNormal ? [`N ${relation(normal)} ${fmt(normal)} N`] : []),
  ];
  return {
    title: 'Un cuerpo en reposo sobre un plano inclinado',
    data: [
      byWeight && weight ? `P = ${weight.typed}` : `m = ${fmt(m, 4)} kg`,
      `θ = ${fmt(angle.degrees, 4)}°`,
      ...(staticMu !== undefined ? [`μₑ = ${fmt(staticMu, 4)}`] : []),
      ...(kineticMu !== undefined ? [`μc = ${fmt(kineticMu, 4)}`] : []),
      'en reposo',
    ],
    steps: [
      byWeight
        ? `Descomponé el peso en los ejes del plano: $P_x = P \\operatorname{sen}\\theta ${eq(along)} ${n(along)}$ N, plano abajo, y $P_y = P \\cos\\theta ${eq(normal)} ${n(normal)}$ N, contra el plano.`
        : `Descomponé el peso ($P = m g = ${n(P)}$ N, ${gSource(s)}) en los ejes del plano: $P_x = m g \\operatorname{sen}\\theta ${eq(along)} ${n(along)}$ N, plano abajo, y $P_y = m g \\cos\\theta ${eq(normal)} ${n(normal)}$ N, contra el plano.`,
      'En reposo la fuerza neta es cero en cada eje: la normal equilibra a $P_y$ y el rozamiento (estático) equilibra a $P_x$.',
      `$N = P_y ${eq(normal)} ${n(normal)}$ N; $F_r = P_x ${eq(along)} ${n(along)}$ N, hacia arriba del plano. No es $\\mu N$: ese es el máximo que el rozamiento estático puede dar, y aquí alcanza con menos.`,
      ...(staticMu !== undefined
        ? [
            `Comprobá que se queda quieto: el máximo estático es $\\mu_e N = ${n(staticMu)} \\cdot ${n(normal)} ${eq(staticMu * normal)} ${n(staticMu * normal)}$ N, no menos que los ${n(along)} N que hacen falta.`,
          ]
        : []),
      ...(kineticMu !== undefined
        ? [
            `Como no desliza, el coeficiente cinético (${fmt(kineticMu, 4)}) no interviene: actuaría solo si se moviera.`,
          ]
        : []),
    ],
    answer: parts.join('; '),
    used: [
      ...(byWeight && weight ? [weight.index] : mass ? [mass.index] : []),
      angle.index,
      ...trig.used,
      ...(staticAt !== undefined ? [staticAt] : []),
      ...(kineticAt !== undefined ? [kineticAt] : []),
    ],
  };
}

type Holder = 'along' | 'horizontal' | 'hanging';

/** What holds a body still on a smooth plane: a rope or force along it, a horizontal force, a hung weight. */
function holderOf(folded: string): Holder | undefined {
  const horizontal = /fuerza horizontal|horizontalmente/.test(folded);
  const hanging = /polea/.test(folded) && /cuelga|colgad|pende/.test(folded);
  // A rope along the plane that runs over a pulley to a hung weight is the hung weight's holding.
  const along =
    !hanging && /paralel[oa] (?:al plano|a la rampa|a la pendiente)|a lo largo del plano/.test(folded);
  if (Number(horizontal) + Number(hanging) + Number(along) !== 1) return undefined;
  return horizontal ? 'horizontal' : hanging ? 'hanging' : 'along';
}

/** What a question about a held body asks: the holding force (or hung weight), the normal, or both. */
function heldAsked(question: string, holder: Holder): { holding: boolean; normal: boolean } {
  // «la fuerza normal» asks the normal alone; «la tensión y la normal» asks both.
  // «la fuerza que ejerce el plano» is the normal too.
  const rest = question.replace(
    /fuerza normal|fuerza (?:que )?(?:ejerce|hace) (?:el plano|la rampa|la superficie)|reaccion del plano/g,
    'normal',
  );
  const holding =
    holder === 'hanging'
      ? // The hung body is the one asked about («¿cuánto debe pesar el cuerpo que cuelga?»).
        /pesar|peso|cuanto pesa|\bmasa\b/.test(rest) && /cuelga|colgad|pende|suspendid/.test(rest)
      : holder === 'along'
        ? /tension|fuerza/.test(rest)
        : /fuerza/.test(rest);
  return { holding, normal: /normal/.test(rest) };
}

/**
 * A body held still on a smooth plane, its weight P given (in N, or as a mass): by a rope or a force
 * along the plane (T = P·sen θ, N = P·cos θ), by a horizontal force (F = P·tg θ, N = P/cos θ), or by a
 * weight hung from a rope along the plane over a pulley at the top (P₂ = P·sen θ). Only on a plane said
 * to be smooth: a friction there could hold part of the weight.
 */
function heldOnSmooth(s: Statement, question: string): Worked | undefined {
  const still =
    AT_REST.test(s.folded) ||
    /para que no (?:deslice|baje|caiga|se mueva)|en equilibrio|para que (?:\w+ ){0,3}(?:quede|este|permanezca|se mantenga) (?:en reposo|quiet[oa])|lo sostiene|manten\w* en reposo/.test(
      s.folded,
    );
  if (!still || !frictionless(s)) return undefined;
  const holder = holderOf(s.folded);
  if (!holder) return undefined;
  const asked = heldAsked(question, holder);
  if (!asked.holding && !asked.normal) return undefined;
  const asking = question !== s.folded ? s.folded.lastIndexOf(question) : s.folded.length;
  const forces = readForces(s).filter((force) => force.index < asking);
  const ms = masses(s);
  const angles = distinctAngles(s);
  const [angle] = angles;
  if (!angle || angles.length !== 1 || !(angle.degrees > 0 && angle.degrees < 90)) return undefined;
  if (s.quantities.some((q) => q.unit.dimension !== 'mass')) return undefined;
  const weightFromMass = ms.length === 1 && forces.length === 0;
  if (!(weightFromMass || (forces.length === 1 && ms.length === 0))) return undefined;
  const [force] = forces;
  const [mass] = ms;
  // The weight given is the body's on the plane, never the hung one's.
  const given = force ?? mass;
  const sentenceEnd = given ? s.folded.indexOf('.', given.index) : -1;
  const sentence = given
    ? s.folded.slice(s.folded.lastIndexOf('.', given.index) + 1, sentenceEnd < 0 ? undefined : sentenceEnd)
    : '';
  // «…a un cuerpo que cuelga» far after the body on the plane is the other one; said before the given or
  // right after it («una pesa de 5 kg que cuelga»), the given is the hung one's.
  const givenAt = given ? given.index - (s.folded.lastIndexOf('.', given.index) + 1) : 0;
  if (
    holder === 'hanging' &&
    (/cuelga|colgad|pende|suspendid/.test(sentence.slice(0, givenAt)) ||
      /cuelga|colgad|pende|suspendid/.test(sentence.slice(givenAt, givenAt + 30)))
  )
    return undefined;
  const P = weightFromMass && mass ? mass.kg * s.g : (force?.newtons ?? Number.NaN);
  if (!(P > 0)) return undefined;
  // «¿Qué masa debe tener el cuerpo que cuelga?»: m₂ = m·sen θ, g cancels — only from a mass given
  // (a weight in N would need a g to turn into kg) and never with the normal asked besides.
  const massAsked = holder === 'hanging' && asked.holding && /\bmasa\b/.test(question);
  if (
    massAsked &&
    (!weightFromMass || !mass || asked.normal || /\bpeso\b|\bpesar\b|cuanto pesa/.test(question))
  )
    return undefined;
  const trig = trigOf(s, angle.degrees);
  const along = P * trig.sin;
  const normal = holder === 'horizontal' ? P / trig.cos : P * trig.cos;
  const held = holder === 'horizontal' ? along / trig.cos : along;
  const name = holder === 'along' ? 'T' : holder === 'horizontal' ? 'F' : 'P₂';
  const steps =
    holder === 'horizontal'
      ? [
          'Ejes a lo largo del plano y perpendicular a él. La fuerza horizontal F tiene una componente plano arriba, $F \\cos\\theta$, y otra contra el plano, $F \\operatorname{sen}\\theta$.',
          `A lo largo del plano (sin rozamiento): $F \\cos\\theta = P \\operatorname{sen}\\theta$, así que $F = P \\operatorname{tg}\\theta = ${n(P)} \\cdot ${n(trig.sin / trig.cos)} ${eq(held)} ${n(held)}$ N.`,
          `Perpendicular al plano: $N = P \\cos\\theta + F \\operatorname{sen}\\theta = \\frac{P}{\\cos\\theta} ${eq(normal)} ${n(normal)}$ N.`,
          `Comprobá: $${n(held)} \\cdot ${n(trig.cos)} ${eq(held * trig.cos)} ${n(held * trig.cos)}$ N plano arriba contra $${n(P)} \\cdot ${n(trig.sin)} ${eq(along)} ${n(along)}$ N plano abajo.`,
        ]
      : [
          `Descomponé el peso en los ejes del plano: $P \\operatorname{sen}\\theta ${eq(along)} ${n(along)}$ N plano abajo y $P \\cos\\theta ${eq(P * trig.cos)} ${n(P * trig.cos)}$ N contra el plano.`,
          holder === 'along'
            ? `Sin rozamiento, en equilibrio la cuerda (paralela al plano) equilibra la componente a lo largo del plano: $T = P \\operatorname{sen}\\theta ${eq(held)} ${n(held)}$ N; la normal equilibra la otra: $N = P \\cos\\theta ${eq(normal)} ${n(normal)}$ N.`
            : `La cuerda pasa por la polea y sostiene al cuerpo que cuelga: su tensión es el peso de ese cuerpo, y sobre el plano equilibra la componente del peso: $P_2 = T = P \\operatorname{sen}\\theta ${eq(held)} ${n(held)}$ N.`,
        ];
  const holderText = {
    along: 'sostenido por una cuerda paralela al plano',
    horizontal: 'sostenido por una fuerza horizontal',
    hanging: 'sostenido por un cuerpo que cuelga de una polea',
  }[holder];
  return {
    title: 'Un cuerpo en equilibrio sobre un plano inclinado sin rozamiento',
    data: [
      weightFromMass && mass ? `m = ${fmt(mass.kg, 4)} kg` : `P = ${force?.typed ?? ''}`,
      `θ = ${fmt(angle.degrees, 4)}°`,
      'sin rozamiento',
      holderText,
    ],
    steps: massAsked
      ? [
          `El peso: $P = m g ${eq(P)} ${n(P)}$ N (${gSource(s)}).`,
          ...steps,
          `La masa del que cuelga: $m_2 = \\frac{P_2}{g} = m \\operatorname{sen}\\theta = ${n(mass?.kg ?? 0)} \\cdot ${n(trig.sin)} ${eq((mass?.kg ?? 0) * trig.sin)} ${n((mass?.kg ?? 0) * trig.sin)}$ kg (g se cancela).`,
        ]
      : [...(weightFromMass ? [`El peso: $P = m g ${eq(P)} ${n(P)}$ N (${gSource(s)}).`] : []), ...steps],
    answer: massAsked
      ? `m₂ ${relation((mass?.kg ?? 0) * trig.sin)} ${fmt((mass?.kg ?? 0) * trig.sin)} kg`
      : [
          ...(asked.holding ? [`${name} ${relation(held)} ${fmt(held)} N`] : []),
          ...(asked.normal ? [`N ${relation(normal)} ${fmt(normal)} N`] : []),
        ].join('; '),
    used: [
      angle.index,
      ...trig.used,
      ...(weightFromMass && mass ? [mass.index] : force ? [force.index] : []),
    ],
  };
}

/** Let go from the top of a plane of length L: a = g·(sen θ − μ·cos θ), v = √(2·a·L), t = √(2·L/a). */
const RELEASED = /se suelta|se deja (?:deslizar|caer|libre)|desde el reposo|parte del reposo|se libera/;

function released(s: Statement, question: string): Worked | undefined {
  if (!RELEASED.test(s.folded)) return undefined;
  if (/lanza|empuj|sube|hacia arriba/.test(s.folded) || readForces(s).length) return undefined;
  const asksSpeed = /velocidad|rapidez/.test(question);
  const asksTime = /tiempo|tarda|demora|en cuanto/.test(question);
  if (asksSpeed === asksTime) return undefined;
  const lengths = ofDimension(s, 'length');
  const angles = distinctAngles(s);
  const ms = masses(s);
  const [length] = lengths;
  const [angle] = angles;
  if (!length || !angle || lengths.length !== 1 || angles.length !== 1 || ms.length > 1) return undefined;
  if (!/de (?:largo|longitud)|longitud de|largo de|recorre|a lo largo/.test(s.folded)) return undefined;
  if (/altura/.test(s.folded)) return undefined;
  if (s.quantities.some((q) => !['length', 'mass'].includes(q.unit.dimension))) return undefined;
  const friction = readKineticFriction(s, true);
  if (!friction) return undefined;
  const mu = friction.value;
  const trig = trigOf(s, angle.degrees);
  const g = s.g;
  const L = inBase(length);
  const a = g * (trig.sin - mu * trig.cos);
  if (!(a > 0 && L > 0)) return undefined;
  const v = Math.sqrt(2 * a * L);
  const t = Math.sqrt((2 * L) / a);
  const [mass] = ms;
  return {
    title: 'Un cuerpo que baja desde el reposo por un plano inclinado',
    data: [
      `L = ${fmt(L, 4)} m a lo largo del plano`,
      `θ = ${fmt(angle.degrees, 4)}°`,
      mu > 0 ? `μ = ${fmt(mu, 4)}` : 'sin rozamiento',
      ...(mass ? [`m = ${fmt(mass.kg, 4)} kg`] : []),
    ],
    steps: [
      `A lo largo del plano actúan $m g \\operatorname{sen}\\theta$, plano abajo${mu > 0 ? ', y el rozamiento $\\mu m g \\cos\\theta$, plano arriba' : ''}; la segunda ley da $a = g (\\operatorname{sen}\\theta${mu > 0 ? ' - \\mu \\cos\\theta' : ''})$${mass ? ' y la masa se cancela' : ''} (${gSource(s)}).`,
      `$a = ${n(g)} \\cdot (${n(trig.sin)}${mu > 0 ? ` - ${n(mu)} \\cdot ${n(trig.cos)}` : ''}) ${eq(a)} ${n(a)}$ m/s².`,
      asksSpeed
        ? `Parte del reposo: $v^2 = 2 a L$, así que $v = \\sqrt{2 \\cdot ${n(a)} \\cdot ${n(L)}} ${eq(v)} ${n(v)}$ m/s.`
        : `Parte del reposo: $L = \\frac{1}{2} a t^2$, así que $t = \\sqrt{\\frac{2 \\cdot ${n(L)}}{${n(a)}}} ${eq(t)} ${n(t)}$ s.`,
      `Comprobá: en $t ${eq(t)} ${n(t)}$ s recorre $\\frac{1}{2} a t^2 ${eq(0.5 * a * t * t)} ${n(0.5 * a * t * t)}$ m y llega con $a t ${eq(a * t)} ${n(a * t)}$ m/s.`,
    ],
    answer: asksSpeed ? `v ${relation(v)} ${fmt(v)} m/s` : `t ${relation(t)} ${fmt(t)} s`,
    used: [
      length.index,
      angle.index,
      ...trig.used,
      ...(mass ? [mass.index] : []),
      ...(friction.index === undefined ? [] : [friction.index]),
    ],
  };
}

/**
 * Let go from rest and timed or clocked at the bottom: the acceleration from the motion (a = v²/(2·L) or
 * 2·L/t²), and the kinetic coefficient from a = g·(sen θ − μ·cos θ), μ = (g·sen θ − a)/(g·cos θ).
 */
function coefficientFromRelease(s: Statement, question: string): Worked | undefined {
  if (!/coeficiente|μ|\bmu\b/.test(question) || /estatico/.test(question)) return undefined;
  if (!RELEASED.test(s.folded) || /lanza|empuj|sube|hacia arriba/.test(s.folded) || readForces(s).length)
    return undefined;
  const friction = readFriction(s);
  if (friction === 'ambiguous' || friction.kinetic !== undefined || friction.static !== undefined)
    return undefined;
  const lengths = ofDimension(s, 'length');
  const speeds = ofDimension(s, 'speed');
  const times = ofDimension(s, 'time');
  const angles = distinctAngles(s);
  const ms = masses(s);
  const [length] = lengths;
  const [angle] = angles;
  const [speed] = speeds;
  const [time] = times;
  if (!length || !angle || lengths.length !== 1 || angles.length !== 1 || ms.length > 1) return undefined;
  // «a la mitad del plano lleva 4 m/s»: a speed at another point than the end of the length given.
  if (speeds.length + times.length !== 1 || /altura|mitad|a los \d/.test(s.folded)) return undefined;
  if (s.quantities.some((q) => !['length', 'mass', 'speed', 'time'].includes(q.unit.dimension)))
    return undefined;
  // The speed must be the arrival's, at the end of that stretch.
  if (speed && !/llega|al (?:pie|final)|abajo|alcanza|tiene al|con una (?:velocidad|rapidez)/.test(s.folded))
    return undefined;
  const trig = trigOf(s, angle.degrees);
  const g = s.g;
  const L = inBase(length);
  const a = speed ? inBase(speed) ** 2 / (2 * L) : time ? (2 * L) / inBase(time) ** 2 : Number.NaN;
  const mu = (g * trig.sin - a) / (g * trig.cos);
  // Faster than a smooth plane allows, or no motion: no coefficient fits.
  if (!(L > 0 && a > 0 && mu >= 0)) return undefined;
  const [mass] = ms;
  return {
    title: 'El coeficiente de rozamiento de un cuerpo que baja por un plano inclinado',
    data: [
      `L = ${fmt(L, 4)} m a lo largo del plano`,
      `θ = ${fmt(angle.degrees, 4)}°`,
      'parte del reposo',
      speed
        ? `llega abajo a ${fmt(speed.value, 4)} ${speed.unit.symbol}`
        : `tarda ${fmt(time?.value ?? 0, 4)} ${time?.unit.symbol ?? 's'}`,
      ...(mass ? [`m = ${fmt(mass.kg, 4)} kg`] : []),
    ],
    steps: [
      speed
        ? `Desde el reposo, con aceleración constante: $v^2 = 2 a L$, así que $a = \\frac{v^2}{2 L} = \\frac{${n(inBase(speed))}^2}{2 \\cdot ${n(L)}} ${eq(a)} ${n(a)}$ m/s².`
        : `Desde el reposo, con aceleración constante: $L = \\frac{1}{2} a t^2$, así que $a = \\frac{2 L}{t^2} ${eq(a)} ${n(a)}$ m/s².`,
      `A lo largo del plano, el peso tira plano abajo con $m g \\operatorname{sen}\\theta$ y el rozamiento frena con $\\mu m g \\cos\\theta$: $a = g (\\operatorname{sen}\\theta - \\mu \\cos\\theta)$${mass ? ', y la masa se cancela' : ''} (${gSource(s)}).`,
      `Despejá: $\\mu = \\frac{g \\operatorname{sen}\\theta - a}{g \\cos\\theta} = \\frac{${n(g)} \\cdot ${n(trig.sin)} - ${n(a)}}{${n(g)} \\cdot ${n(trig.cos)}} ${eq(mu)} ${n(mu)}$.`,
      `Comprobá: $g (\\operatorname{sen}\\theta - \\mu \\cos\\theta) ${eq(g * (trig.sin - mu * trig.cos))} ${n(g * (trig.sin - mu * trig.cos))}$ m/s², la aceleración del movimiento.`,
    ],
    answer: `μ ${relation(mu, 3)} ${fmt(mu, 3)}`,
    used: [
      length.index,
      angle.index,
      ...trig.used,
      ...(speed ? [speed.index] : []),
      ...(time ? [time.index] : []),
      ...(mass ? [mass.index] : []),
    ],
  };
}

/** Tilted until the body starts to slide, or sliding down at a constant speed: μ = tg θ at that angle. */
const STARTS_SLIDING =
  /(?:empieza|comienza|empezo|comenzo) a (?:deslizar|resbalar|moverse|bajar)|a punto de (?:deslizar|resbalar)|justo antes de (?:deslizar|resbalar)|angulo (?:maximo|limite|critico)/;
const CONSTANT_DOWN =
  /(?:velocidad|rapidez) constante|movimiento (?:rectilineo )?uniforme|velocidad uniforme/;

function coefficientAtAngle(s: Statement, question: string): Worked | undefined {
  if (!/coeficiente|μ|\bmu\b/.test(question)) return undefined;
  const starts = STARTS_SLIDING.test(s.folded);
  const constant = CONSTANT_DOWN.test(s.folded) && /baja|desliza|desciende|resbala/.test(s.folded);
  if (starts === constant) return undefined;
  // Starting to slide gives the static coefficient; sliding at a constant speed, the kinetic one.
  if (starts ? /cinetico|dinamico/.test(question) : /estatico/.test(question)) return undefined;
  const friction = readFriction(s);
  if (friction === 'ambiguous' || friction.kinetic !== undefined || friction.static !== undefined)
    return undefined;
  if (readForces(s).length || /polea|cuerda|empuj|tira|lanza/.test(s.folded)) return undefined;
  const angles = distinctAngles(s);
  const [angle] = angles;
  const ms = masses(s);
  if (!angle || angles.length !== 1 || ms.length > 1) return undefined;
  if (s.quantities.some((q) => q.unit.dimension !== 'mass')) return undefined;
  const theta = angle.degrees;
  if (!(theta > 0 && theta < 90)) return undefined;
  const trig = trigOf(s, theta);
  const mu = trig.sin / trig.cos;
  const [mass] = ms;
  const name = starts ? 'μₑ' : 'μc';
  return {
    title: starts
      ? 'El coeficiente estático del ángulo en que empieza a deslizar'
      : 'El coeficiente cinético de un cuerpo que baja con velocidad constante',
    data: [`θ = ${fmt(theta, 4)}°`, ...(mass ? [`m = ${fmt(mass.kg, 4)} kg (se cancela)`] : [])],
    steps: [
      starts
        ? 'Justo cuando empieza a deslizar, el rozamiento estático está en su máximo y todavía equilibra al peso a lo largo del plano: $\\mu_e m g \\cos\\theta = m g \\operatorname{sen}\\theta$.'
        : 'Con velocidad constante la fuerza neta es cero: el rozamiento cinético equilibra al peso a lo largo del plano, $\\mu_c m g \\cos\\theta = m g \\operatorname{sen}\\theta$.',
      `La masa y g se cancelan: $\\mu = \\operatorname{tg}\\theta = \\frac{\\operatorname{sen}\\theta}{\\cos\\theta} = \\frac{${n(trig.sin)}}{${n(trig.cos)}} ${eq(mu)} ${n(mu)}$.`,
      `Comprobá: $${n(mu)} \\cdot ${n(trig.cos)} ${eq(mu * trig.cos)} ${n(mu * trig.cos)}$, igual a sen θ.`,
    ],
    answer: `${name} ${relation(mu, 3)} ${fmt(mu, 3)}`,
    used: [angle.index, ...trig.used, ...(mass ? [mass.index] : [])],
  };
}

/** Pushed up the plane by a force parallel to it with a given acceleration: F = m·(a + g·sen θ + μ·g·cos θ). */
function pushedUp(s: Statement, question: string): Worked | undefined {
  if (!/fuerza/.test(question) || !/paralela/.test(s.folded) || !/\bsub|asciend|plano arriba/.test(s.folded))
    return undefined;
  const ms = masses(s);
  const angles = distinctAngles(s);
  const accelerations = ofDimension(s, 'acceleration');
  const [mass] = ms;
  const [angle] = angles;
  const [acceleration] = accelerations;
  if (
    !mass ||
    !angle ||
    !acceleration ||
    ms.length !== 1 ||
    angles.length !== 1 ||
    accelerations.length !== 1
  )
    return undefined;
  if (s.quantities.length !== 2 || readForces(s).length) return undefined;
  const friction = readKineticFriction(s, true);
  if (!friction) return undefined;
  const mu = friction.value;
  const trig = trigOf(s, angle.degrees);
  const m = mass.kg;
  const g = s.g;
  const a = inBase(acceleration);
  const along = m * g * trig.sin;
  const rub = mu * m * g * trig.cos;
  const F = m * a + along + rub;
  return {
    title: 'La fuerza que sube un cuerpo por un plano inclinado con aceleración',
    data: [
      `m = ${fmt(m, 4)} kg`,
      `θ = ${fmt(angle.degrees, 4)}°`,
      `a = ${fmt(a, 4)} m/s² plano arriba`,
      mu > 0 ? `μ = ${fmt(mu, 4)}` : 'sin rozamiento',
    ],
    steps: [
      `A lo largo del plano, plano abajo: la componente del peso $m g \\operatorname{sen}\\theta ${eq(along)} ${n(along)}$ N${mu > 0 ? ` y el rozamiento $\\mu m g \\cos\\theta ${eq(rub)} ${n(rub)}$ N` : ''} (${gSource(s)}).`,
      `Segunda ley plano arriba: $F - m g \\operatorname{sen}\\theta${mu > 0 ? ' - \\mu m g \\cos\\theta' : ''} = m a$, así que $F = ${n(m)} \\cdot ${n(a)} + ${n(along)}${mu > 0 ? ` + ${n(rub)}` : ''} ${eq(F)} ${n(F)}$ N.`,
      `Comprobá: $\\frac{F - ${n(along + rub)}}{m} = ${n((F - along - rub) / m)}$ m/s², la aceleración pedida.`,
    ],
    answer: `F ${relation(F)} ${fmt(F)} N, paralela al plano`,
    used: [
      mass.index,
      angle.index,
      acceleration.index,
      ...trig.used,
      ...(friction.index === undefined ? [] : [friction.index]),
    ],
  };
}

/**
 * A force parallel to a plane with friction that keeps a body at rest or moving at constant speed:
 * «la mínima fuerza… para que no deslice hacia abajo» (static friction helps to hold it: P·sen θ − μe·P·cos θ),
 * «…para que empiece a subir» (P·sen θ + μe·P·cos θ), «…suba con velocidad constante» (kinetic, plus) or
 * «…baje con velocidad constante» (kinetic, minus). Undefined when the case is not said or the result
 * is not a push up the plane.
 */
function frictionHeld(s: Statement, question: string): Worked | undefined {
  if (!/fuerza/.test(question) || !/paralela/.test(s.folded)) return undefined;
  const constant = /velocidad constante|rapidez constante/.test(s.folded);
  const up = /\bsub|asciend|plano arriba|empiece a subir|comience a subir/.test(s.folded);
  const down = /no (?:deslice|resbale|baje|se deslice)|\bbaj|desciend|plano abajo/.test(s.folded);
  if (up === down) return undefined;
  const friction = readFriction(s);
  if (friction === 'ambiguous') return undefined;
  // At constant speed the kinetic coefficient; at the edge of moving, the static one.
  const mu = constant ? friction.kinetic : friction.static;
  const other = constant ? friction.static : friction.kinetic;
  if (
    mu === undefined ||
    other !== undefined ||
    (!constant && !/minima|maxima|empiece|comience|para que no/.test(s.folded))
  )
    return undefined;
  const muAt = coefficientIndex(s, mu);
  const ms = masses(s);
  const angles = distinctAngles(s);
  const forces = readForces(s);
  const lengths = ofDimension(s, 'length');
  const [mass] = ms;
  const [angle] = angles;
  const [weight] = forces;
  // The body's weight: a mass, or a weight typed in N («un cajón de 900 N»), never both.
  const byWeight = !mass && weight !== undefined && forces.length === 1;
  if (!(mass && ms.length === 1 && !forces.length) && !byWeight) return undefined;
  if (muAt === undefined) return undefined;
  // The plane's slope: an angle, or its height and its length («a 1,2 m del suelo… una tabla de 3,6 m»):
  // sen θ = h/L, the longer one the plane's own length, said of the board or ramp.
  const [one, two] = lengths;
  const slope =
    angle && angles.length === 1 && !lengths.length
      ? undefined
      : !angles.length && one && two && lengths.length === 2
        ? (() => {
            const [h, L] = inBase(one) < inBase(two) ? [one, two] : [two, one];
            const said = /(?:tabla|tablon|rampa|plano|largo|longitud|mide)[^.;,]{0,25}$/.test(
              s.folded.slice(Math.max(0, L.index - 40), L.index),
            );
            if (!said || /\bbase\b|horizontal/.test(s.folded) || !(inBase(h) < inBase(L))) return null;
            return { h, L, sin: inBase(h) / inBase(L) };
          })()
        : null;
  if (slope === null || (!slope && !angle)) return undefined;
  if (s.quantities.some((q) => !['mass', 'length', 'force'].includes(q.unit.dimension))) return undefined;
  const trig = slope
    ? { sin: slope.sin, cos: Math.sqrt(1 - slope.sin * slope.sin), used: [slope.h.index, slope.L.index] }
    : trigOf(s, (angle as NonNullable<typeof angle>).degrees);
  const P = mass ? mass.kg * s.g : (weight?.newtons ?? Number.NaN);
  if (!(P > 0)) return undefined;
  const along = P * trig.sin;
  const rub = mu * P * trig.cos;
  const F = up ? along + rub : along - rub;
  if (!(F > 0)) return undefined;
  const kind = constant ? 'dinámico' : 'estático';
  return {
    title: up
      ? 'La fuerza que sube un cuerpo por un plano con rozamiento'
      : 'La fuerza que sostiene un cuerpo en un plano con rozamiento',
    data: [
      mass ? `m = ${fmt(mass.kg, 4)} kg` : `P = ${weight?.typed ?? ''}`,
      slope
        ? `altura h = ${fmt(inBase(slope.h), 4)} m; largo del plano L = ${fmt(inBase(slope.L), 4)} m`
        : `θ = ${fmt(angle?.degrees ?? 0, 4)}°`,
      `μ ${kind} = ${fmt(mu, 4)}`,
      'fuerza paralela al plano',
    ],
    steps: [
      ...(slope
        ? [
            `La inclinación sale de la altura y el largo: $\\operatorname{sen}\\theta = \\frac{h}{L} = \\frac{${n(inBase(slope.h))}}{${n(inBase(slope.L))}} ${eq(trig.sin)} ${n(trig.sin)}$ y $\\cos\\theta = \\sqrt{1 - \\operatorname{sen}^2\\theta} ${eq(trig.cos)} ${n(trig.cos)}$.`,
          ]
        : []),
      `${mass ? `El peso: $P = m g ${eq(P)} ${n(P)}$ N (${gSource(s)}).` : `El peso es $P = ${n(P)}$ N.`} A lo largo del plano tira hacia abajo $P \\operatorname{sen}\\theta ${eq(along)} ${n(along)}$ N; la normal es $N = P \\cos\\theta ${eq(P * trig.cos)} ${n(P * trig.cos)}$ N.`,
      up
        ? `El cuerpo ${constant ? 'sube' : 'está por subir'}: el rozamiento (${kind}) apunta plano abajo y vale $\\mu N ${eq(rub)} ${n(rub)}$ N. ${constant ? 'Con velocidad constante' : 'Justo al empezar a moverse'} la suma de fuerzas es cero: $F = P \\operatorname{sen}\\theta + \\mu N ${eq(F)} ${n(F)}$ N.`
        : `El cuerpo ${constant ? 'baja' : 'tiende a bajar'}: el rozamiento (${kind}) apunta plano arriba y ayuda a sostenerlo, con $\\mu N ${eq(rub)} ${n(rub)}$ N. ${constant ? 'Con velocidad constante' : 'En el límite, con el rozamiento máximo,'} la suma de fuerzas es cero: $F = P \\operatorname{sen}\\theta - \\mu N ${eq(F)} ${n(F)}$ N.`,
      `Comprobá: $${n(F)} - ${n(along)} ${up ? '-' : '+'} ${n(rub)} = 0$: las fuerzas a lo largo del plano se compensan.`,
    ],
    answer: `F ${relation(F)} ${fmt(F)} N, paralela al plano${up ? ' hacia arriba' : ', plano arriba'}`,
    used: [
      ...(mass ? [mass.index] : weight ? [weight.index] : []),
      ...(angle ? [angle.index] : []),
      muAt,
      ...trig.used,
    ],
  };
}

/**
 * A body on an incline joined by a rope over a pulley at the top to one that hangs: which way they move,
 * the acceleration and the tension.
 */
function inclineAndHanging(s: Statement, question: string): Worked | undefined {
  if (!/polea/.test(s.folded) || !/cuelga|colgad|suspendid|pende/.test(s.folded)) return undefined;
  const asksAcceleration = /aceleracion|acelera/.test(question);
  const asksTension = /tension/.test(question);
  // «Determine la rapidez del cuerpo que cuelga cuando descendió 70 cm»: from rest, v² = 2·a·d.
  const lengths = ofDimension(s, 'length');
  const [distance] = lengths;
  const asksSpeed =
    !asksAcceleration &&
    !asksTension &&
    /\b(?:rapidez|velocidad)\b/.test(question) &&
    distance !== undefined &&
    lengths.length === 1 &&
    question.includes(s.folded.slice(distance.index, distance.end)) &&
    /\b(?:parte del reposo|desde el reposo|se (?:suelta|libera)n?)\b/.test(s.folded);
  if (!asksAcceleration && !asksTension && !asksSpeed) return undefined;
  const ms = masses(s);
  const angles = distinctAngles(s);
  const [angle] = angles;
  const [first, second] = ms;
  if (
    !first ||
    !second ||
    !angle ||
    ms.length !== 2 ||
    angles.length !== 1 ||
    s.quantities.length !== 2 + (asksSpeed ? 1 : 0)
  )
    return undefined;
  if (readForces(s).length) return undefined;
  // The hanging body is the one named closer to «cuelga»; the other is on the plane.
  const hangAt = s.folded.search(/cuelga|colgad|suspendid|pende/);
  const onPlane = Math.abs(first.index - hangAt) > Math.abs(second.index - hangAt) ? first : second;
  const hanging = onPlane === first ? second : first;
  if (!(onPlane.index < hangAt ? hanging.index > onPlane.index : true)) return undefined;
  const friction = readKineticFriction(s, true);
  if (!friction) return undefined;
  const mu = friction.value;
  const trig = trigOf(s, angle.degrees);
  const g = s.g;
  const m1 = onPlane.kg;
  const m2 = hanging.kg;
  const pull = m2 * g;
  const along = m1 * g * trig.sin;
  const rub = mu * m1 * g * trig.cos;
  let a: number;
  let tension: number;
  let way: string;
  if (pull > along + rub) {
    a = (pull - along - rub) / (m1 + m2);
    tension = m2 * (g - a);
    way = 'el que cuelga baja y el del plano sube';
  } else if (along > pull + rub) {
    a = (along - pull - rub) / (m1 + m2);
    tension = m2 * (g + a);
    way = 'el del plano baja y el que cuelga sube';
  } else return undefined;
  const parts = [
    ...(asksAcceleration ? [`a ${relation(a)} ${fmt(a)} m/s²`] : []),
    ...(asksTension ? [`T ${relation(tension)} ${fmt(tension)} N`] : []),
  ];
  const speedSteps: string[] = [];
  if (asksSpeed && distance) {
    // The way the question says it moves must be the way it does: the hanging one down when it pulls.
    const hangingDown = pull > along + rub;
    // «¿Qué rapidez tiene B después de descender 1,5 m?» with «un bloque B de 12 kg que cuelga».
    const hangingLetter = /\b([a-d]) de\s*$/.exec(
      s.folded.slice(Math.max(0, hanging.index - 8), hanging.index),
    )?.[1];
    const saysHanging =
      /cuelga|colgad|suspendid/.test(question) ||
      (hangingLetter !== undefined && new RegExp(`\\b${hangingLetter}\\b`).test(question));
    const saysDown = /\b(?:descend|baj)\w*/.test(question);
    const saysUp = /\b(?:ascend|sub(?:e|io|ido))\w*/.test(question);
    if (saysHanging && ((saysDown && !hangingDown) || (saysUp && hangingDown))) return undefined;
    if (!saysHanging && !/\b(?:recorr|desplaz|avanz)\w*/.test(question)) return undefined;
    const d = inBase(distance);
    const v = Math.sqrt(2 * a * d);
    speedSteps.push(
      `Los dos se mueven juntos desde el reposo con esa aceleración: $v = \\sqrt{2 a d} = \\sqrt{2 \\cdot ${n(a)} \\cdot ${n(d)}} ${eq(v)} ${n(v)}$ m/s después de ${fmt(d, 4)} m.`,
    );
    parts.push(`v ${relation(v)} ${fmt(v)} m/s`);
  }
  return {
    title: 'Un cuerpo en un plano inclinado unido a otro que cuelga',
    data: [
      `en el plano m₁ = ${fmt(m1, 4)} kg`,
      `colgando m₂ = ${fmt(m2, 4)} kg`,
      `θ = ${fmt(angle.degrees, 4)}°`,
      mu > 0 ? `μ = ${fmt(mu, 4)}` : 'sin rozamiento',
    ],
    steps: [
      `Compará lo que tira de cada lado (${gSource(s)}): el peso del que cuelga, $m_2 g = ${n(pull)}$ N, contra la componente del peso del otro a lo largo del plano, $m_1 g \\operatorname{sen}\\theta ${eq(along)} ${n(along)}$ N${mu > 0 ? `, con el rozamiento $\\mu m_1 g \\cos\\theta ${eq(rub)} ${n(rub)}$ N en contra del movimiento` : ''}: ${way}.`,
      `Para el sistema (la tensión es interna): $a = \\frac{|m_2 g - m_1 g \\operatorname{sen}\\theta|${mu > 0 ? ' - \\mu m_1 g \\cos\\theta' : ''}}{m_1 + m_2} ${eq(a)} ${n(a)}$ m/s².`,
      `Para el que cuelga: $T = m_2 (g ${pull > along + rub ? '-' : '+'} a) ${eq(tension)} ${n(tension)}$ N. Comprobá con el del plano, la fuerza neta sobre él es $m_1 a = ${n(m1 * a)}$ N: $${pull > along + rub ? `${n(tension)} - ${n(along)}` : `${n(along)} - ${n(tension)}`}${mu > 0 ? ` - ${n(rub)}` : ''} ${eq(m1 * a)} ${n(m1 * a)}$ N.`,
      ...speedSteps,
    ],
    answer: parts.join('; '),
    used: [
      first.index,
      second.index,
      angle.index,
      ...trig.used,
      ...(friction.index === undefined ? [] : [friction.index]),
      ...(asksSpeed && distance ? [distance.index] : []),
    ],
  };
}

/** A reply for a body at rest on an incline or let go down one, or undefined. */
/**
 * The least static coefficient that keeps a body still on a plane of a given angle: at the edge,
 * m·g·sen θ = μₑ·m·g·cos θ, so μₑ = tg θ (the mass and g cancel).
 */
function leastStaticCoefficient(s: Statement, question: string): Worked | undefined {
  if (!/coeficiente/.test(question) || !/minim/.test(question)) return undefined;
  if (
    !/no (?:deslice|resbale|se deslice|se mueva|baje)|quede (?:en reposo|quiet)|permanezca (?:en reposo|quiet)/.test(
      s.folded,
    )
  )
    return undefined;
  if (/cinetic|dinamic/.test(question)) return undefined;
  const angles = distinctAngles(s);
  const [angle] = angles;
  if (!angle || angles.length !== 1 || !(angle.degrees > 0 && angle.degrees < 90)) return undefined;
  if (readForces(s).length || s.quantities.some((q) => q.unit.dimension !== 'mass')) return undefined;
  const ms = masses(s);
  const trig = trigOf(s, angle.degrees);
  const mu = trig.sin / trig.cos;
  return {
    title: 'El coeficiente estático mínimo para que no deslice',
    data: [
      `θ = ${fmt(angle.degrees, 4)}°`,
      ...(ms.length ? [`m = ${fmt(ms[0]?.kg ?? 0, 4)} kg (se cancela)`] : []),
    ],
    steps: [
      'Para que no deslice, el rozamiento estático máximo tiene que alcanzar a la componente del peso a lo largo del plano: $\\mu_e m g \\cos\\theta \\ge m g \\operatorname{sen}\\theta$.',
      `La masa y g se cancelan: $\\mu_e \\ge \\operatorname{tg}\\theta = \\operatorname{tg} ${fmt(angle.degrees, 4)}° ${eq(mu)} ${n(mu)}$.`,
      `Comprobá: con $\\mu_e = ${n(mu)}$, $\\mu_e \\cos\\theta ${eq(mu * trig.cos)} ${n(mu * trig.cos)}$, igual a $\\operatorname{sen}\\theta$.`,
    ],
    answer: `μₑ mínimo ${relation(mu)} ${fmt(mu, 3)}`,
    used: [angle.index, ...trig.used, ...ms.map((m) => m.index)],
  };
}

/** «una tabla cuando ésta forma 25° con la horizontal»: a surface tilted, said without «inclinado». */
const TILTED_SURFACE =
  /\b(?:tabla|tablon|superficie|plano|chapa|techo|tejado)\b[^.;]{0,40}\bforma\w*[^.;]{0,20}\d\s*°\s*con la horizontal/;

/**
 * Pushed up the plane by a horizontal force, «sube por un plano inclinado 30° empujado por una fuerza
 * horizontal de 50 N»: along the plane F·cos θ pushes up and m·g·sen θ pulls down; the normal is
 * m·g·cos θ + F·sen θ, so a friction is μ·(m·g·cos θ + F·sen θ). The acceleration, when it goes up.
 */
function pushedHorizontally(s: Statement, question: string): Worked | undefined {
  if (!/aceleracion/.test(question) || !/fuerza horizontal|horizontalmente/.test(s.folded)) return undefined;
  if (!/\bsub|asciend|plano arriba|hacia arriba/.test(s.folded) || AT_REST.test(s.folded)) return undefined;
  const ms = masses(s);
  const angles = distinctAngles(s);
  const forces = readForces(s);
  const [mass] = ms;
  const [angle] = angles;
  const [force] = forces;
  if (!mass || !angle || !force || ms.length !== 1 || angles.length !== 1 || forces.length !== 1)
    return undefined;
  if (s.quantities.some((q) => !['mass', 'force', 'angle'].includes(q.unit.dimension))) return undefined;
  const friction = readKineticFriction(s, true);
  if (!friction) return undefined;
  const mu = friction.value;
  const trig = trigOf(s, angle.degrees);
  const m = mass.kg;
  const g = s.g;
  const F = force.newtons;
  const up = F * trig.cos;
  const along = m * g * trig.sin;
  const normal = m * g * trig.cos + F * trig.sin;
  const rub = mu * normal;
  const a = (up - along - rub) / m;
  if (!(m > 0 && F > 0) || !(a > 0)) return undefined;
  return {
    title: 'Un cuerpo empujado plano arriba por una fuerza horizontal',
    data: [
      `m = ${fmt(m, 4)} kg`,
      `θ = ${fmt(angle.degrees, 4)}°`,
      `F = ${force.typed}, horizontal`,
      mu > 0 ? `μ = ${fmt(mu, 4)}` : 'sin rozamiento',
    ],
    steps: [
      `Ejes a lo largo del plano y perpendicular a él. La fuerza horizontal tiene una componente plano arriba, $F \\cos\\theta = ${n(F)} \\cdot ${n(trig.cos)} ${eq(up)} ${n(up)}$ N, y otra contra el plano, $F \\operatorname{sen}\\theta$.`,
      `Plano abajo tira la componente del peso: $m g \\operatorname{sen}\\theta = ${n(m)} \\cdot ${n(g)} \\cdot ${n(trig.sin)} ${eq(along)} ${n(along)}$ N (${gSource(s)}).`,
      ...(mu > 0
        ? [
            `La normal no es el peso: $N = m g \\cos\\theta + F \\operatorname{sen}\\theta ${eq(normal)} ${n(normal)}$ N, y el rozamiento $\\mu N ${eq(rub)} ${n(rub)}$ N, plano abajo.`,
          ]
        : []),
      `Segunda ley plano arriba: $a = \\frac{F \\cos\\theta - m g \\operatorname{sen}\\theta${mu > 0 ? ' - \\mu N' : ''}}{m} = \\frac{${n(up)} - ${n(along)}${mu > 0 ? ` - ${n(rub)}` : ''}}{${n(m)}} ${eq(a)} ${n(a)}$ m/s², plano arriba. Comprobá: $m a + ${n(along + rub)} ${eq(m * a + along + rub)} ${n(m * a + along + rub)}$ N, que es $F \\cos\\theta$.`,
    ],
    answer: `a ${relation(a)} ${fmt(a)} m/s², plano arriba`,
    used: [
      mass.index,
      angle.index,
      force.index,
      ...trig.used,
      ...(friction.index === undefined ? [] : [friction.index]),
    ],
  };
}

/**
 * Sent up the plane at v₀, «recorre 4 m sobre el plano y se detiene»: it decelerates at a = v₀²/(2d), and
 * along the plane m·a = m·g·sen θ + F_r, so the friction force is m·(a − g·sen θ).
 */
function frictionFromStop(s: Statement, question: string): Worked | undefined {
  // «Suponiendo constante la fuerza de rozamiento, determinar su valor»: the force named before the order.
  const asked =
    /rozamiento|friccion/.test(question) ||
    (/\b(?:determin|calcul|hall)\w* su valor/.test(question) && /fuerza de rozamiento/.test(s.folded));
  if (!asked || /coeficiente/.test(question) || MU_SYMBOL.test(question)) return undefined;
  if (
    !/\bsub|hacia arriba|plano arriba|asciend/.test(s.folded) ||
    !/se detiene|se para|hasta detenerse/.test(s.folded)
  )
    return undefined;
  const ms = masses(s);
  const angles = distinctAngles(s);
  const speeds = ofDimension(s, 'speed');
  const lengths = ofDimension(s, 'length');
  const [mass] = ms;
  const [angle] = angles;
  const [speed] = speeds;
  const [length] = lengths;
  if (!mass || !angle || !speed || !length || ms.length !== 1 || angles.length !== 1) return undefined;
  if (speeds.length !== 1 || lengths.length !== 1 || s.quantities.length !== 3 || readForces(s).length)
    return undefined;
  const trig = trigOf(s, angle.degrees);
  const m = mass.kg;
  const g = s.g;
  const v = inBase(speed);
  const d = inBase(length);
  const a = (v * v) / (2 * d);
  const along = m * g * trig.sin;
  const rub = m * a - along;
  if (!(m > 0 && v > 0 && d > 0) || !(rub > 0)) return undefined;
  return {
    title: 'La fuerza de rozamiento de un cuerpo que sube y se detiene',
    data: [
      `m = ${fmt(m, 4)} kg`,
      `θ = ${fmt(angle.degrees, 4)}°`,
      `v₀ = ${fmt(v, 4)} m/s`,
      `se detiene a los ${fmt(d, 4)} m`,
    ],
    steps: [
      `Frena de ${n(v)} m/s a 0 en ${n(d)} m: $a = \\frac{v_0^2}{2 d} = \\frac{${n(v)}^2}{2 \\cdot ${n(d)}} ${eq(a)} ${n(a)}$ m/s², plano abajo.`,
      `Plano abajo actúan la componente del peso, $m g \\operatorname{sen}\\theta = ${n(m)} \\cdot ${n(g)} \\cdot ${n(trig.sin)} ${eq(along)} ${n(along)}$ N (${gSource(s)}), y el rozamiento (sube, así que el rozamiento apunta plano abajo).`,
      `Segunda ley: $m a = m g \\operatorname{sen}\\theta + F_r$, así que $F_r = ${n(m * a)} - ${n(along)} ${eq(rub)} ${n(rub)}$ N. Comprobá: $\\frac{${n(along)} + ${n(rub)}}{${n(m)}} ${eq(a)} ${n(a)}$ m/s².`,
    ],
    answer: `F_r ${relation(rub)} ${fmt(rub)} N`,
    used: [mass.index, angle.index, speed.index, length.index, ...trig.used],
  };
}

export function solveInclineSlide(problem: string): SolverReply | undefined {
  const s = readStatement(problem);
  if (
    !(INCLINE.test(s.folded) || /\binclin\w*/.test(s.folded) || TILTED_SURFACE.test(s.folded)) ||
    /potencia|trabajo|energia/.test(s.folded)
  )
    return undefined;
  const question = askedClause(s);
  // «¿…si el bloque pesa el doble?», «…si el ángulo fuera mayor?»: a datum changed in words, which
  // these readings do not apply.
  if (/\bsi\b[^?]*\b(?:el doble|la mitad|el triple|el cuadruple|fuera|fuese|fueran|hubiera)\b/.test(question))
    return undefined;
  const worked =
    heldOnSmooth(s, question) ??
    (/polea|cuerda/.test(s.folded)
      ? inclineAndHanging(s, question)
      : (frictionHeld(s, question) ??
        atRest(s, question) ??
        leastStaticCoefficient(s, question) ??
        released(s, question) ??
        coefficientFromRelease(s, question) ??
        coefficientAtAngle(s, question) ??
        pushedUp(s, question) ??
        pushedHorizontally(s, question) ??
        frictionFromStop(s, question)));
  // Pulled up at a constant speed by a parallel force whose value is asked, with data such a force does
  // not need (the distance, the time): the works' reading says why they do not change it.
  return worked ? reply(s, worked) : solveConstantPullForce(problem);
}

export const inclineSlideSolver = declareSolver({
  name: 'solve_incline_rest_or_slide',
  offer: 'cuerpos en reposo o que bajan por un plano inclinado',
  summary:
    'A body at rest on an inclined plane (the static friction that holds it is m·g·sen θ, the normal m·g·cos θ), a body held still on a smooth plane by a rope along it (T = P·sen θ), a horizontal force (F = P·tg θ, N = P/cos θ) or a weight hung over a pulley (P₂ = P·sen θ), the force parallel to the plane that pushes a body up with a given acceleration, a body on the plane joined over a pulley to one that hangs (acceleration and tension), and a body let go from the top of a plane of given length, with or without friction (a = g·(sen θ − μ·cos θ)): its speed at the bottom or the time it takes. Pass the whole statement.',
  examples: [
    'Un bloque de 10 kg está en reposo sobre un plano inclinado 30°. ¿Cuánto vale la fuerza de rozamiento que lo sostiene? (g = 10 m/s²)',
    'Una caja de 30 kg se suelta desde el reposo en lo alto de un plano inclinado de 5 m de largo y 37° sin rozamiento. ¿Con qué velocidad llega al pie del plano? (g = 10 m/s², sen 37° = 0,6)',
  ],
  parameters: { problem: 'the statement as written' },
  solve: solveInclineSlide,
});
