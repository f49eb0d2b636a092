/**
 * Work and mechanical energy: the work of a force (W = F·d·cos α, lifting, friction), kinetic and
 * potential energy, and conservation of mechanical energy to find a speed or a height.
 */
import { at } from '../../../../shared/lib/must.ts';
import { group } from './groups.ts';
import { fmt, NUMBER_SOURCE, parseNumber, relation, tex } from './numbers.ts';
import {
  askedClause,
  askedTarget,
  changesADatum,
  cosDeg,
  distinctAngles,
  type Force,
  frictionless,
  givenTrig,
  gLine,
  inBase,
  massDatum,
  massDatumOf,
  masses,
  massFromVolume,
  ofDimension,
  readForces,
  readFriction,
  readStatement,
  result,
  type Statement,
  statesUnitVolumeMass,
  texResult,
  trigOf,
  typedDatum,
  withKiloForms,
} from './physics.ts';
import { workedReply } from './reply.ts';
import type { Quantity } from './units.ts';

const n = (value: number) => tex(value, 4);

const ENERGY = /energia|trabajo|conservacion|joule|\d\s*j\b/;
// Whole words: "horizontalmente" holds a "rizo".
const SCENARIO = /tobogan|montana rusa|\brampa|\bpista\b|pendulo|\brizos?\b|\bloop\b/;
const FROM_REST = /se deja caer|se suelta|se solto|reposo|dejar caer|sin velocidad inicial/;
/** A speed said of the arrival, not of the start. */
const ARRIVES = /\bllega\w*|al llegar|toca\w* el (?:suelo|piso)|impacta|choca\w* contra el (?:suelo|piso)/;
/** The question asks the energy at the start. */
const AT_START = /inicial|al (?:comienzo|principio|partir)|punto de partida|antes de (?:caer|soltarl)/;
// «¿Con qué velocidad pasa por un punto a 10 m del suelo?»: a level named as a height above the ground,
// never a distance fallen («después de caer 10 m»).
const LEVEL_ASKED = new RegExp(
  `\\b(?:pasa|llega|esta|se encuentra|situad[oa]|ubicad[oa])\\b[^.;¿?]*\\ba (?:${NUMBER_SOURCE})\\s*m (?:del (?:suelo|piso)|de altura|sobre el (?:suelo|piso))`,
);

// «¿Con qué rapidez llega al piso?», «… cuando toca el suelo»: the ground is the level asked (h₂ = 0).
const GROUND_ASKED =
  /\b(?:llega\w*|al llegar|toca\w*|impacta\w*|cae\w*|choca\w*)\b[^.;¿?]*\b(?:al|el|contra el|en el) (?:suelo|piso)\b/;

/**
 * Thrown from a height with no direction said, and asked the speed it reaches the ground with: only the
 * energy answers it (up, down, level or slanting, v = √(v₀² + 2gh)). A drop or a throw said up, down or
 * level is kinematics'.
 */
const thrownAnyWayToTheGround = (s: Statement) =>
  GROUND_ASKED.test(s.question) &&
  THROWN.test(s.folded) &&
  !FROM_REST.test(s.folded) &&
  !/horizontal|vertical|hacia (?:arriba|abajo)|oblicu|angulo|°/.test(s.folded);

// Thrown up or down, the speed at a level is the same: energy does not ask the direction.
const THROWN = /\b(?:se lanza|se arroja|se tira|lanzad[oa]|arrojad[oa])\b/;

/** A body let go or thrown from a height and asked its speed at another level: energy's, though the statement does not name it. */
const fallToLevel = (s: Statement) =>
  (FROM_REST.test(s.folded) || THROWN.test(s.folded)) &&
  (LEVEL_ASKED.test(s.question) || thrownAnyWayToTheGround(s)) &&
  askedTarget(s.question, {
    speed: /velocidad|rapidez/,
    other: /instante|tiempo|cuando|tarda|altura maxima|distancia|energia|trabajo/,
  }) === 'speed';

function reply(title: string, data: string[], steps: string[], answer: string, closing: string): string {
  return workedReply({ title, data: data.join('; '), steps, answer, closing });
}

const COUNT: Record<string, number> = {
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
};

const STEP_NOUNS: Record<string, string> = {
  pisos: 'piso',
  escalones: 'escalon',
  tramos: 'tramo',
  niveles: 'nivel',
};
const COUNT_SOURCE = `(\\d+|${Object.keys(COUNT).join('|')}) (${Object.keys(STEP_NOUNS).join('|')})`;

/** Where the count and the step of a stepped height were typed. */
interface SteppedMatch {
  typedCount: string;
  countAt: number;
  noun: string;
  typedStep: string;
  stepAt: number;
  unit: string;
}

/** "tres pisos de 3 m cada uno": the count and the step in one phrase. */
function steppedTogether(s: Statement): SteppedMatch | undefined {
  const match = new RegExp(`\\b${COUNT_SOURCE} de (${NUMBER_SOURCE})\\s*(m|cm)\\b`).exec(s.folded);
  if (!match) return undefined;
  const typedCount = group(match, 1);
  const typedStep = group(match, 3);
  return {
    typedCount,
    countAt: match.index,
    noun: group(match, 2),
    typedStep,
    stepAt: match.index + match[0].indexOf(typedStep, typedCount.length + 1),
    unit: group(match, 4),
  };
}

/**
 * "sube 4 pisos …; cada piso mide 2,5 m": the count and the step apart, the step said of each one of the
 * counted things (the same noun), and only one count in the statement.
 */
function steppedApart(s: Statement): SteppedMatch | undefined {
  const counts = [...s.folded.matchAll(new RegExp(`\\b${COUNT_SOURCE}\\b`, 'g'))];
  const [count] = counts;
  if (!count || counts.length !== 1) return undefined;
  const noun = group(count, 2);
  const step = new RegExp(
    `\\bcada ${STEP_NOUNS[noun]} (?:mide |tiene |es de |de |con )?(?:una altura de |un alto de )?(${NUMBER_SOURCE})\\s*(m|cm)\\b`,
  ).exec(s.folded);
  if (!step) return undefined;
  const typedStep = group(step, 1);
  return {
    typedCount: group(count, 1),
    countAt: count.index,
    noun,
    typedStep,
    stepAt: step.index + step[0].lastIndexOf(typedStep, step[0].length - group(step, 2).length),
    unit: group(step, 2),
  };
}

/**
 * "tres pisos de 3 m cada uno", "sube 4 pisos; cada piso mide 2,5 m": a height made of equal steps, as
 * one quantity of the total (the count's and the step's numbers both read).
 */
function steppedHeight(s: Statement): { h: Quantity; used: number[]; line: string } | undefined {
  const match = steppedTogether(s) ?? steppedApart(s);
  if (!match) return undefined;
  const { typedCount, countAt, noun, typedStep, stepAt, unit } = match;
  const count = COUNT[typedCount] ?? Number(typedCount);
  const each = parseNumber(typedStep) * (unit === 'cm' ? 0.01 : 1);
  const step = s.quantities.find((q) => q.index === stepAt);
  if (!step || !Number.isFinite(each) || !(count > 0)) return undefined;
  const total = count * each;
  return {
    h: {
      ...step,
      value: total,
      unit: step.unit.symbol === 'cm' ? { ...step.unit, factor: 1, symbol: 'm' } : step.unit,
    },
    used: /^\d/.test(typedCount) ? [countAt, stepAt] : [stepAt],
    line: `La altura total son ${count} ${noun} de ${fmt(each, 4)} m: $h = ${count} \\cdot ${n(each)} = ${n(total)}$ m.`,
  };
}

const ALONG_A_SLOPE =
  /^\s*(?:\w+\s+)?(?:por|a lo largo de|sobre)\s+(?:una?|el|la)\s+(?:rampa|plano|pendiente|cuesta|escalera|tobogan|ladera)/;

/** Heights: lengths typed next to "altura", "desde", "metros de alto" or h =. */
/** One slope's length and its one angle: the height along it, h = L·sen θ (the sine the statement gives, if any). */
function slopeHeight(s: Statement): { h: number; length: number; degrees: number; line: string } | undefined {
  if (!/rampa|plano inclinado|pendiente|cuesta/.test(s.folded)) return undefined;
  const lengths = ofDimension(s, 'length');
  const angles = distinctAngles(s);
  const [length] = lengths;
  const [angle] = angles;
  if (!length || !angle || lengths.length !== 1 || angles.length !== 1) return undefined;
  const L = inBase(length);
  const trig = trigOf(s, angle.degrees);
  const h = L * trig.sin;
  if (!(h > 0)) return undefined;
  return {
    h,
    length: L,
    degrees: angle.degrees,
    line: `La rampa mide ${fmt(length.value, 4)} ${length.unit.symbol} y se inclina ${fmt(angle.degrees, 4)}°: la altura es $h = L \\cdot \\sin ${fmt(angle.degrees, 4)}° = ${n(L)} \\cdot ${tex(trig.sin, 4)} ${texResult(h, 'm')}$.`,
  };
}

function heights(s: Statement): Quantity[] {
  const stepped = steppedHeight(s);
  if (stepped) return [stepped.h];
  return ofDimension(s, 'length').filter((q) => {
    const before = s.folded.slice(Math.max(0, q.index - 40), q.index);
    const after = s.folded.slice(q.end, q.end + 20);
    // «sube 5 m por una rampa»: a stretch along a slope, not the height it gains.
    if (ALONG_A_SLOPE.test(s.folded.slice(q.end, q.end + 40))) return false;
    // «en lo alto de una rampa de 6 m de longitud»: the slope's length, not its height.
    if (/^\s*de (?:longitud|largo|recorrido)\b/.test(after)) return false;
    if (
      /\b(?:rampa|plano|pendiente|cuesta|tobogan)(?: inclinad[oa])? de\s*$/.test(before) &&
      !/^\s*de (?:altura|alto)\b/.test(after)
    )
      return false;
    return (
      /altura|alto|desde|hasta|h\s*=|eleva|sube|levanta|cae|caer|de lo alto|\bh\d?\s*=/.test(before) ||
      /de (?:altura|alto)|^\s*(?:del|sobre el|por encima del) (?:piso|suelo)|^\s*(?:mas arriba|por encima|sobre el nivel)/.test(
        after,
      )
    );
  });
}

/**
 * The work of each force on a body dragged along a horizontal floor (the applied force, friction,
 * weight and normal) and the net work, checked against the net force times the displacement.
 */
function severalForces(
  s: Statement,
  force: Force,
  m: number,
  length: Quantity,
  mu: number | undefined,
): string | undefined {
  const angles = distinctAngles(s);
  if (angles.length > 1) return undefined;
  // An angle said in words («perpendicular», «en contra del desplazamiento») is not this reading's 0°.
  if (!angles.length && saidAngle(s) !== undefined) return undefined;
  const alpha = angles[0]?.degrees ?? 0;
  const trig = givenTrig(s);
  if (trig.some((entry) => entry.degrees !== alpha)) return undefined;
  const given = trig[0];
  const cos = given?.cos ?? cosDeg(alpha);
  const sin = given?.sin ?? Math.sin((alpha * Math.PI) / 180);
  if (given && (given.cos === undefined) !== (given.sin === undefined) && alpha !== 0 && mu !== undefined)
    return undefined;
  // «¿Qué trabajo realiza la componente vertical de la fuerza?»: a part of a force, which no work listed
  // here names (every work was listed for it).
  if (/\bcomponente|\bproyeccion/.test(s.question)) return undefined;
  const F = force.newtons;
  const d = inBase(length);
  const g = s.g;
  // A force below the horizontal («30° por debajo de la horizontal») presses the body on the floor; one
  // above it («por encima de la horizontal») lifts it.
  const below =
    /hacia abajo|empuja\w* hacia abajo|(?:por )?debajo de la horizontal|por encima(?! de la horizontal)/.test(
      s.folded,
    )
      ? -1
      : 1;
  const normal = m * g - below * F * sin;
  if (normal < 0) return undefined;
  // At constant speed with no μ given, the friction balances the pull: the net work is zero.
  const balanced =
    mu === undefined &&
    !frictionless(s) &&
    /velocidad constante|rapidez constante|movimiento uniforme|\bmru\b/.test(s.folded);
  const friction = balanced ? F * cos : mu === undefined || frictionless(s) ? 0 : mu * normal;
  const wF = F * d * cos;
  const wFr = -friction * d;
  const wNet = wF + wFr;
  const netForce = F * cos - friction;
  if (Math.abs(wNet - netForce * d) > 1e-6 * Math.max(1, Math.abs(wNet))) return undefined;
  const data = [massDatumOf(s, m), `F = ${force.typed}`, typedDatum('d', length, 'm')];
  if (alpha) data.push(`α = ${fmt(alpha, 2)}° con la horizontal`);
  if (mu !== undefined) data.push(`μ = ${fmt(mu, 4)}`);
  if (balanced) data.push('velocidad constante');
  const steps = [
    `Trabajo de la fuerza aplicada: $W_F = F \\cdot d \\cdot \\cos\\alpha = ${n(F)} \\cdot ${n(d)} \\cdot ${tex(cos, 4)} ${texResult(wF, 'J')}$.`,
    `El peso y la normal son perpendiculares al desplazamiento (cos 90° = 0): $W_P = 0$ y $W_N = 0$.`,
  ];
  if (mu !== undefined) {
    steps.push(
      alpha
        ? `La normal no es el peso: la componente vertical de F ${below > 0 ? 'lo alivia' : 'lo aprieta'}, $N = m g ${below > 0 ? '-' : '+'} F \\operatorname{sen}\\alpha = ${n(m)} \\cdot ${n(g)} ${below > 0 ? '-' : '+'} ${n(F)} \\cdot ${tex(sin, 4)} ${texResult(normal, 'N')}$ (${gLine(s)}).`
        : `En el piso horizontal la normal equilibra al peso: $N = m g = ${n(m)} \\cdot ${n(g)} ${texResult(normal, 'N')}$ (${gLine(s)}).`,
    );
    steps.push(
      `Rozamiento: $F_r = \\mu N = ${n(mu)} \\cdot ${tex(normal, 2)} ${texResult(friction, 'N')}$, en contra del desplazamiento: $W_r = -F_r \\cdot d = -${tex(friction, 2)} \\cdot ${n(d)} ${texResult(wFr, 'J')}$.`,
    );
  }
  if (balanced)
    steps.push(
      `A velocidad constante la fuerza neta es cero: el rozamiento equilibra la componente horizontal de la fuerza, $F_r = ${tex(friction, 2)}$ N, y hace $W_r = -F_r \\cdot d ${texResult(wFr, 'J')}$.`,
    );
  steps.push(
    `Trabajo neto, la suma: $W_{neto} = ${tex(wF, 2)} ${wFr < 0 ? '-' : '+'} ${tex(Math.abs(wFr), 2)} + 0 + 0 ${texResult(wNet, 'J')}$. Comprobá: la fuerza neta, $${tex(netForce, 2)}$ N, por $d$ da lo mismo.`,
  );
  const applied = `W_F ${relation(wF)} ${fmt(wF)} J`;
  const ofFriction = mu !== undefined || balanced ? [`W_r ${relation(wFr)} ${fmt(wFr)} J`] : [];
  const perpendicular = 'W_P = W_N = 0';
  const net = `W_neto ${relation(wNet)} ${fmt(wNet)} J`;
  const asksNet = /neto|total|resultante/.test(s.question) && !/cada/.test(s.question);
  const asksFriction = /rozamiento|friccion/.test(s.question) && !/cada/.test(s.question);
  const asksWeight = /\bpeso\b|gravedad|gravitatori/.test(s.question) && !/cada/.test(s.question);
  const asksNormal = /\bnormal\b/.test(s.question) && !/cada/.test(s.question);
  const asksOther = asksNet || asksFriction || /aplicada|fuerza de \d/.test(s.question);
  // One work asked is the answer alone (the others are in the steps): a list would match several
  // options of a five-option stem.
  const ordered = asksNet
    ? [net]
    : asksFriction && ofFriction.length
      ? ofFriction
      : (asksWeight || asksNormal) && !asksOther
        ? [asksWeight && asksNormal ? perpendicular : asksWeight ? 'W_P = 0 J' : 'W_N = 0 J']
        : [applied, ...ofFriction, perpendicular, net];
  return reply(
    'Trabajo de cada fuerza y trabajo neto',
    data,
    steps,
    `**${ordered.join('; ')}**`,
    '¿Cuánto aumenta la energía cinética del cuerpo en ese tramo? Pensá en el teorema del trabajo y la energía.',
  );
}

/**
 * An applied force (at an angle or not) and a friction force given in newtons, over a distance: the work
 * of the one asked (the applied, «la fuerza de 50 N», the friction) or the net work.
 */
function appliedAndFriction(s: Statement): string | undefined {
  // A force named again in the question («la fuerza de 50 N») is not a third one.
  const asking = s.question === s.folded ? s.folded.length : s.folded.lastIndexOf(s.question);
  const forces = readForces(s).filter((force) => force.index < asking);
  const lengths = ofDimension(s, 'length');
  if (forces.length !== 2 || lengths.length !== 1 || masses(s).length) return undefined;
  const rubbing = forces.find((force) =>
    /(?:fuerza de )?(?:rozamiento|friccion)[^.;,]{0,20}$/.test(
      s.folded.slice(Math.max(0, force.index - 35), force.index),
    ),
  );
  const applied = forces.find((force) => force !== rubbing);
  if (!rubbing || !applied) return undefined;
  const angles = distinctAngles(s);
  if (angles.length > 1) return undefined;
  const alpha = angles[0]?.degrees ?? 0;
  const trig = givenTrig(s);
  if (trig.some((entry) => entry.degrees !== alpha)) return undefined;
  const given = trig.find((entry) => entry.degrees === alpha);
  const c = given?.cos ?? cosDeg(alpha);
  const d = inBase(at(lengths, 0, 'distance'));
  const wF = applied.newtons * d * c;
  // The sine the statement gives is not needed: the friction is a datum, not μ·N.
  const sineNote =
    given?.sin !== undefined
      ? ` (el seno, ${fmt(given.sin, 4)}, no hace falta: el rozamiento es un dato, no μ·N)`
      : '';
  const wR = -rubbing.newtons * d;
  const net = wF + wR;
  const q = s.question;
  const named = new RegExp(
    `fuerza de ${fmt(applied.newtons, 4).replace(',', '[,.]')}\\s*n\\b|fuerza aplicada|realiza la fuerza\\b`,
  ).test(q);
  const asked = /\bnet[oa]\b|total|resultante/.test(q)
    ? 'net'
    : /rozamiento|friccion/.test(q)
      ? 'friction'
      : named
        ? 'applied'
        : undefined;
  if (!asked || !/trabajo/.test(q)) return undefined;
  const steps = [
    `Cada fuerza constante hace $W = F \\cdot d \\cdot \\cos\\alpha$, con α el ángulo entre la fuerza y el desplazamiento.`,
    `La fuerza aplicada, a ${fmt(alpha, 2)}° del desplazamiento${sineNote}: $W_F = ${n(applied.newtons)} \\cdot ${n(d)} \\cdot ${tex(c, 4)} ${texResult(wF, 'J')}$.`,
    `El rozamiento, en contra del desplazamiento (cos 180° = −1): $W_r = -${n(rubbing.newtons)} \\cdot ${n(d)} ${texResult(wR, 'J')}$.`,
    `Trabajo neto, la suma: $W_{neto} = ${tex(wF, 4)} ${wR < 0 ? '-' : '+'} ${tex(Math.abs(wR), 4)} ${texResult(net, 'J')}$; el peso y la normal, perpendiculares al desplazamiento, no hacen trabajo.`,
  ];
  const answer =
    asked === 'net'
      ? result('W neto', net, 'J')
      : asked === 'friction'
        ? result('W_r', wR, 'J')
        : result('W_F', wF, 'J');
  return reply(
    'Trabajo de una fuerza oblicua y del rozamiento',
    [
      `F = ${applied.typed} a ${fmt(alpha, 2)}°`,
      `F_r = ${rubbing.typed}`,
      typedDatum('d', at(lengths, 0, 'distance'), 'm'),
    ],
    steps,
    `**${answer}**`,
    '¿Qué trabajo haría la fuerza si tirara en la dirección del desplazamiento?',
  );
}

/** A path said to stay level: «por un piso horizontal», «siempre a la misma altura». */
const LEVEL_PATH = /horizontal|misma altura|a nivel|mismo nivel/;
/** Anything that takes the body up or down, where the weight does work. */
const CHANGES_LEVEL =
  /inclinad|rampa|pendiente|escalera|\bsub\w*|\bbaj\w*|\bca(?:e|ida|yo)\b|eleva|levant|desciend|ascien|altura de|de altura|°|grados/;

/**
 * The work of the weight (or of the normal) on a body moved along a level path: both are perpendicular to
 * the displacement, so W = P·d·cos 90° = 0, whatever the mass, the distance or the force that moves it.
 */
function levelPathWork(s: Statement): string | undefined {
  const target = /(?:trabajo|trabaja)\b[^.;¿?]*\b(peso|normal)\b/.exec(s.question);
  if (!target || /\bnet[oa]\b|total|resultante|cada|todas/.test(s.question)) return undefined;
  // «¿Qué trabajo hacen el peso y la fuerza?»: another force's work asked beside it.
  const rest = s.question.replace(/\b(?:fuerza )?(?:peso|normal)\b|fuerza de (?:la )?gravedad/g, ' ');
  if (/fuerza|rozamiento|friccion|cuerda|soga|motor|\by (?:el|la|los|las)\b/.test(rest)) return undefined;
  const before = s.folded.slice(0, Math.max(0, s.folded.lastIndexOf(s.question)));
  if (!LEVEL_PATH.test(before) || CHANGES_LEVEL.test(s.folded.replace(/misma altura|mismo nivel/g, ' ')))
    return undefined;
  const lengths = ofDimension(s, 'length');
  const ms = masses(s);
  if (lengths.length !== 1 || ms.length > 1) return undefined;
  if (s.quantities.some((q) => !['length', 'mass', 'time', 'speed'].includes(q.unit.dimension)))
    return undefined;
  const length = at(lengths, 0, 'distance');
  const others = s.quantities.filter((q) => q !== length && q.unit.dimension !== 'mass');
  const forces = readForces(s);
  const weight = target[1] === 'peso';
  const data = [
    ...ms.map((mass) => massDatum(mass)),
    `${typedDatum('d', length, 'm')} horizontal`,
    ...others.map((q) => `${fmt(q.value, 4)} ${q.unit.symbol}`),
    ...forces.map((force) => `F = ${force.typed}`),
  ];
  const name = weight ? 'El peso' : 'La normal';
  return reply(
    weight ? 'Trabajo del peso en un camino horizontal' : 'Trabajo de la normal en un camino horizontal',
    data,
    [
      `${name} es vertical${weight ? ` (P = m g, hacia abajo)` : ' (perpendicular al piso)'} y el desplazamiento es horizontal: forman α = 90°, y cos 90° = 0.`,
      `$W = ${weight ? 'P' : 'N'} \\cdot d \\cdot \\cos 90^\\circ = 0$: la altura no cambia, así que ${weight ? 'el peso' : 'la normal'} no hace trabajo, sea cual sea la distancia (${fmt(length.value, 4)} ${length.unit.symbol})${ms.length ? ` o la masa (${fmt(at(ms, 0, 'mass').q.value, 4)} ${at(ms, 0, 'mass').q.unit.symbol})` : ''}${others.length || forces.length ? ', y lo demás que da el enunciado no lo cambia' : ''}.`,
    ],
    `**W = 0 J**`,
    '¿Qué trabajo haría el peso si subiera la misma valija 3 m por una escalera?',
  );
}

function work(s: Statement): string | undefined {
  const level = levelPathWork(s);
  if (level) return level;
  const both = appliedAndFriction(s);
  if (both) return both;
  // A force named again in the question («¿qué trabajo realiza la fuerza de 40 N?») is not another one.
  const asking = s.question === s.folded ? s.folded.length : s.folded.lastIndexOf(s.question);
  const forces = readForces(s).filter((force) => force.index < asking);
  const lengths = ofDimension(s, 'length');
  const ms = masses(s);
  const data: string[] = [];
  const steps: string[] = [];
  const angles = distinctAngles(s);
  const trig = givenTrig(s);
  const mu = readFriction(s);
  if (
    forces.length === 1 &&
    ms.length === 1 &&
    lengths.length === 1 &&
    mu !== 'ambiguous' &&
    (mu.kinetic !== undefined ||
      /cada (?:una de las )?fuerzas?|neto|total|resultante|todas las fuerzas/.test(s.question))
  ) {
    return severalForces(
      s,
      at(forces, 0, 'force'),
      at(ms, 0, 'mass').kg,
      at(lengths, 0, 'distance'),
      mu.kinetic,
    );
  }
  const fromSpeeds = forces.length === 0 && lengths.length === 0 && ms.length === 1;
  const braked = fromSpeeds ? brakingWork(s, at(ms, 0, 'mass')) : undefined;
  if (braked) return braked;
  const toTheTop = fromSpeeds ? weightWorkToTheTop(s, at(ms, 0, 'mass')) : undefined;
  if (toTheTop) return toTheTop;
  if (/rozamiento|friccion/.test(s.question)) {
    const mu = readFriction(s);
    if (mu === 'ambiguous' || mu.kinetic === undefined || ms.length !== 1 || lengths.length !== 1)
      return undefined;
    // N = m·g holds on a level floor only: on a slope it is m·g·cos θ (incline-work.ts), and a force
    // at an angle changes it too.
    if (/inclinad|rampa|pendiente|cuesta|plano inclinado|°|grados|angulo/.test(s.folded) || forces.length)
      return undefined;
    const m = at(ms, 0, 'mass').kg;
    const length = at(lengths, 0, 'distance');
    const d = inBase(length);
    const fr = mu.kinetic * m * s.g;
    data.push(massDatumOf(s, m), `μ = ${fmt(mu.kinetic, 4)}`, typedDatum('d', length, 'm'));
    steps.push(
      `Sobre un piso horizontal, $F_r = \\mu m g = ${n(mu.kinetic)} \\cdot ${n(m)} \\cdot ${n(s.g)} ${texResult(fr, 'N')}$ (${gLine(s)}).`,
    );
    steps.push(
      `El rozamiento apunta en contra del desplazamiento (α = 180°, cos 180° = −1): $W_r = -F_r \\cdot d = -${tex(fr, 2)} \\cdot ${n(d)} ${texResult(-fr * d, 'J')}$.`,
    );
    return reply(
      'Trabajo del rozamiento',
      data,
      steps,
      `**${result('W', -fr * d, 'J')}**`,
      '¿Por qué el trabajo del rozamiento es siempre negativo?',
    );
  }
  // Pushed or pulled along a level floor at a constant speed: the force equals the friction, μ·m·g.
  if (
    forces.length === 0 &&
    ms.length === 1 &&
    lengths.length === 1 &&
    mu !== 'ambiguous' &&
    mu.kinetic !== undefined &&
    mu.static === undefined &&
    /(?:velocidad|rapidez) constante/.test(s.folded) &&
    /horizontal|piso|suelo/.test(s.folded) &&
    !/inclinad|pendiente|rampa|angulo|°/.test(s.folded) &&
    (/empuj|tira|arrastr|persona|motor|fuerza aplicada|\bla fuerza\b|\b(?:la|una) (?:cuerda|soga|cadena)\b|\bel cable\b/.test(
      s.question,
    ) ||
      /\bnet[oa]\b|total|resultante/.test(s.question))
  ) {
    const m = at(ms, 0, 'mass').kg;
    const length = at(lengths, 0, 'distance');
    const d = inBase(length);
    const F = mu.kinetic * m * s.g;
    data.push(massDatumOf(s, m), `μ = ${fmt(mu.kinetic, 4)}`, typedDatum('d', length, 'm'));
    steps.push(
      `A velocidad constante la fuerza neta es cero: la fuerza que lo mueve iguala al rozamiento, $F = \\mu m g = ${n(mu.kinetic)} \\cdot ${n(m)} \\cdot ${n(s.g)} ${texResult(F, 'N')}$ (${gLine(s)}).`,
      `Va en el sentido del desplazamiento (α = 0°): $W = F \\cdot d = ${tex(F, 2)} \\cdot ${n(d)} ${texResult(F * d, 'J')}$.`,
    );
    // «El trabajo neto»: the friction undoes that work, as the unchanged kinetic energy says.
    if (/\bnet[oa]\b|total|resultante/.test(s.question)) {
      steps.push(
        `El rozamiento, en contra del desplazamiento, hace $W_r = -${tex(F, 2)} \\cdot ${n(d)} ${texResult(-F * d, 'J')}$; el peso y la normal, perpendiculares, no trabajan.`,
        'Trabajo neto: $W_{neto} = W_F + W_r = 0$, como pide el teorema del trabajo y la energía (la velocidad no cambia).',
      );
      return reply(
        'Trabajo neto con velocidad constante',
        data,
        steps,
        '**W_neto = 0 J**',
        '¿Qué trabajo neto haría falta para duplicar su velocidad?',
      );
    }
    return reply(
      'Trabajo de la fuerza que lo mueve',
      data,
      steps,
      `**${result('W', F * d, 'J')}**`,
      '¿Cuánto vale el trabajo neto sobre el cuerpo, y por qué?',
    );
  }
  if (forces.length === 1 && lengths.length === 1) {
    const force = at(forces, 0, 'force');
    const F = force.newtons;
    const length = at(lengths, 0, 'distance');
    const d = inBase(length);
    if (angles.length > 1) return undefined;
    const said = angles.length ? undefined : saidAngle(s);
    if (said === 'unclear') return undefined;
    const alpha = angles[0]?.degrees ?? said?.degrees ?? 0;
    data.push(`F = ${force.typed}`, typedDatum('d', length, 'm'), `α = ${fmt(alpha, 2)}°`);
    if (angles.length === 0)
      steps.push(
        said?.line ??
          'El enunciado no da ángulo: la fuerza actúa en la dirección del desplazamiento, α = 0° (cos 0° = 1).',
      );
    if (trig.some((entry) => entry.degrees !== alpha)) return undefined;
    const givenCos = trig.find((entry) => entry.degrees === alpha)?.cos;
    if (givenCos !== undefined)
      steps.push(`Usá el valor que da el enunciado: cos ${fmt(alpha, 2)}° = ${fmt(givenCos, 4)}.`);
    const c = givenCos ?? cosDeg(alpha);
    const W = F * d * c;
    // «el trabajo de esa fuerza» on a level floor: a mass given does not change it (only F, d and α do).
    const [mass] = ms;
    if (
      mass &&
      ms.length === 1 &&
      mu !== 'ambiguous' &&
      mu.kinetic === undefined &&
      mu.static === undefined &&
      // «formando un ángulo con el piso» without its value: α is not 0, and not given.
      (angles.length === 1 || !/angulo|inclinad|oblicu/.test(s.folded)) &&
      !/rozamiento|friccion|plano|(?:rampa|superficie|camino|piso) inclinad|pendiente|rampa|cuesta|sube|baja|eleva|levanta/.test(
        s.folded,
      ) &&
      /\bfuerza\b|empuj|tira|arrastr|operari|persona/.test(s.question) &&
      !/\bnet[oa]\b|total|resultante|peso|normal|grave|velocidad|rapidez|energia|aceleracion|potencia/.test(
        s.question,
      )
    )
      steps.push(
        `La masa (${fmt(mass.q.value, 4)} ${mass.q.unit.symbol}) no interviene: el trabajo de una fuerza depende solo de la fuerza, del desplazamiento y del ángulo entre ellos.`,
      );
    steps.push(
      `Trabajo de una fuerza constante: $W = F \\cdot d \\cdot \\cos\\alpha = ${n(F)} \\cdot ${n(d)} \\cdot ${tex(c, 4, true)} ${texResult(W, 'J')}$.`,
    );
    return reply(
      'Trabajo de una fuerza',
      data,
      steps,
      `**${result('W', W, 'J')}**`,
      '¿Qué trabajo haría la misma fuerza si fuera perpendicular al desplazamiento?',
    );
  }
  const hs = heights(s);
  if (
    /(?:trabajo|trabaja)\b[^.;¿?]*\bpeso\b/.test(s.question) &&
    forces.length === 0 &&
    ms.length === 1 &&
    hs.length === 1
  )
    return weightWork(s, at(ms, 0, 'mass'), at(hs, 0, 'height'));
  // «baja … desde un punto a 120 m de altura hasta otro a 80 m»: the weight's work between two levels.
  if (
    /(?:trabajo|trabaja)\b[^.;¿?]*\bpeso\b/.test(s.question) &&
    forces.length === 0 &&
    ms.length === 1 &&
    hs.length === 2
  )
    return weightWorkBetween(s, at(ms, 0, 'mass'), at(hs, 0, 'height'), at(hs, 1, 'height'));
  // A liquid raised by a pump: its mass from a volume and a density («5 m³ de agua… 1 m³ tiene 1000 kg»).
  const byVolume = forces.length === 0 && hs.length === 1 ? massFromVolume(s) : undefined;
  const bodies = byVolume ? ms.filter((mass) => !byVolume.used.includes(mass.index)) : ms;
  if (!byVolume && statesUnitVolumeMass(s)) return undefined;
  if (
    forces.length === 0 &&
    (byVolume ? bodies.length === 0 : ms.length === 1) &&
    hs.length === 1 &&
    /eleva|sube|subir|levanta|levantar|alza|descarga|bombea/.test(s.folded)
  ) {
    // «…sube 12 m en 10 s… ¿Qué trabajo realiza el motor en 1 minuto?»: a second time, or one in the
    // question, sets another stretch than the height typed (60.000 J was stated for 360.000 J).
    const times = ofDimension(s, 'time');
    const askedFrom = s.folded.lastIndexOf(s.question);
    const constantSpeed = /(?:velocidad|rapidez) constante|ritmo constante|movimiento uniforme/.test(
      s.folded,
    );
    const inQuestion = times.filter((t) => askedFrom >= 0 && t.index >= askedFrom);
    const beforeQuestion = times.filter((t) => !inQuestion.includes(t));
    // At a constant speed the time it takes does not change the work; the height it rises in a time
    // («sube 12 m en 10 s»), carried on for the time the question names («¿…en 1 minuto?»), rises
    // h·T/t. Any other time sets a stretch this reading does not know.
    const stretch =
      !byVolume &&
      constantSpeed &&
      times.length === 2 &&
      inQuestion.length === 1 &&
      beforeQuestion.length === 1
        ? { t: at(beforeQuestion, 0, 'time'), T: at(inQuestion, 0, 'time') }
        : undefined;
    const unusedTime =
      !byVolume && constantSpeed && times.length === 1 && inQuestion.length === 0 ? times[0] : undefined;
    if (times.length && !stretch && !unusedTime) return undefined;
    // «…con velocidad constante de 0,5 m/s»: that speed, like the time, does not change m·g·h.
    const speeds = ofDimension(s, 'speed');
    const [unusedSpeed] = !byVolume && constantSpeed && speeds.length === 1 ? speeds : [];
    // Lifted with an acceleration the force is m·(g + a), not the weight: m·g·h is not its work.
    if (
      ofDimension(s, 'acceleration').length ||
      (/aceler|frena|desaceler/.test(s.folded) && !/(?:velocidad|rapidez) constante/.test(s.folded))
    )
      return undefined;
    // «El trabajo neto»: at a constant speed the lift and the weight cancel; otherwise it is not m·g·h.
    if (/\bnet[oa]\b|total|resultante/.test(s.question))
      return byVolume ? undefined : liftedNetWork(s, at(ms, 0, 'mass'), at(hs, 0, 'height'));
    const m = byVolume ? byVolume.kg : at(ms, 0, 'mass').kg;
    const height = at(hs, 0, 'height');
    const typedH = inBase(height);
    const t = stretch ? inBase(stretch.t) : undefined;
    const T = stretch ? inBase(stretch.T) : undefined;
    const h = t !== undefined && T !== undefined ? (typedH * T) / t : typedH;
    if (!(h > 0) || !Number.isFinite(h)) return undefined;
    data.push(
      byVolume ? typedDatum('V', byVolume.volume, 'L') : massDatumOf(s, m),
      typedDatum('h', height, 'm'),
      ...(stretch
        ? [typedDatum('t', stretch.t, 's'), `tiempo preguntado: ${typedDatum('T', stretch.T, 's')}`]
        : []),
      ...(unusedTime ? [typedDatum('t', unusedTime, 's')] : []),
    );
    if (byVolume) steps.push(byVolume.line);
    if (stretch && t !== undefined && T !== undefined)
      steps.push(
        `Con velocidad constante sube lo mismo en cada segundo: $v = \\frac{${n(typedH)}}{${n(t)}} ${texResult(typedH / t, 'm/s')}$, así que en ${n(T)} s sube $h = v \\cdot T = ${n(typedH / t)} \\cdot ${n(T)} ${texResult(h, 'm')}$.`,
      );
    steps.push(
      `Para subirlo con velocidad constante hay que hacer una fuerza igual al peso, $F = m g = ${n(m)} \\cdot ${n(s.g)} ${texResult(m * s.g, 'N')}$ (${gLine(s)}).`,
    );
    steps.push(
      `$W = F \\cdot h = m g h = ${n(m)} \\cdot ${n(s.g)} \\cdot ${n(h)} ${texResult(m * s.g * h, 'J')}$: es lo que gana de energía potencial.`,
    );
    if (unusedSpeed)
      steps.push(
        `La velocidad (${fmt(unusedSpeed.value, 4)} ${unusedSpeed.unit.symbol}) no cambia el trabajo: fija cuánto tarda y la potencia, $P = m g v = ${n(m * s.g)} \\cdot ${n(inBase(unusedSpeed))} ${texResult(m * s.g * inBase(unusedSpeed), 'W')}$.`,
      );
    if (unusedTime)
      steps.push(
        `El tiempo (${fmt(unusedTime.value, 4)} ${unusedTime.unit.symbol}) no cambia el trabajo: con velocidad constante la fuerza es el peso haga la subida rápido o lento. Sirve para la potencia media, $P = \\frac{W}{t} = \\frac{${tex(m * s.g * h, 4)}}{${n(inBase(unusedTime))}} ${texResult((m * s.g * h) / inBase(unusedTime), 'W')}$.`,
      );
    return reply(
      'Trabajo para elevar un cuerpo',
      data,
      steps,
      `**${result('W', m * s.g * h, 'J')}**`,
      '¿Cambiaría el trabajo si lo subieras por una rampa en lugar de verticalmente?',
    );
  }
  return undefined;
}

/**
 * An angle between the force and the displacement said in words: «perpendicular al desplazamiento» is
 * 90°, «en sentido contrario al desplazamiento» 180°, «en la misma dirección y sentido» 0°; 'unclear'
 * when it says more than one.
 */
function saidAngle(s: Statement): { degrees: number; line: string } | 'unclear' | undefined {
  const said = [
    /perpendicular|angulo recto/.test(s.folded)
      ? { degrees: 90, line: 'La fuerza es perpendicular al desplazamiento: α = 90°, cos 90° = 0.' }
      : undefined,
    /(?:sentido )?(?:contrario|opuesto) al (?:desplazamiento|movimiento)|en contra del (?:desplazamiento|movimiento)|(?:contrario|opuesto) a (?:la )?fuerza|en contra de (?:la )?fuerza|se opone al (?:desplazamiento|movimiento)/.test(
      s.folded,
    )
      ? { degrees: 180, line: 'La fuerza va en contra del desplazamiento: α = 180°, cos 180° = −1.' }
      : undefined,
  ].filter((entry) => entry !== undefined);
  if (said.length > 1) return 'unclear';
  return said[0];
}

/**
 * The kinetic energy of a body let go from a height when it passes a lower level the question names
 * («cae desde 20 m, ¿energía cinética cuando está a 5 m del suelo?»): Ec = m·g·(h₁ − h₂), by conservation.
 */
function energyAtLevel(s: Statement, asked: 'kinetic' | 'potential'): string | undefined {
  // «La energía potencial que perdió», «la variación…»: a change, not the energy it has there; two
  // questions («¿…inicial? ¿Y su energía cinética…?») ask more than this one answer.
  // «La energía potencial que perdió hasta ahí»: the change m·g·(h₁ − h₂), said as a loss.
  const lost = asked === 'potential' && /perd|pierde|disminu/.test(s.question);
  if (!lost && /perd|pierde|variacion|cambi|disminu|diferencia|\bgan/.test(s.question)) return undefined;
  if ((s.folded.match(/\?/g) ?? []).length > 1) return undefined;
  if (!FROM_REST.test(s.folded) && !/\bcae\b/.test(s.folded)) return undefined;
  // A speed at the start, or a friction or air that takes energy, is another reading.
  if (ofDimension(s, 'speed').length) return undefined;
  if (
    /rozamiento|friccion|aire|pierde|perdid/.test(s.folded) &&
    !frictionless(s) &&
    !/despreci/.test(s.folded)
  )
    return undefined;
  const ms = masses(s);
  const hs = heights(s);
  const [mass] = ms;
  if (!mass || ms.length !== 1 || hs.length !== 2 || s.quantities.length !== 3) return undefined;
  const question = s.question;
  // The last level named: a question that runs on from the statement names the start first.
  const levelMatch = [
    ...question.matchAll(
      new RegExp(
        `\\ba (${NUMBER_SOURCE})\\s*m (?:del (?:suelo|piso)|de altura|sobre el (?:suelo|piso))`,
        'g',
      ),
    ),
  ].at(-1);
  if (!levelMatch) return undefined;
  const levelAt = s.folded.lastIndexOf(levelMatch[0]);
  const level = hs.find((h) => h.index >= levelAt && h.index < levelAt + levelMatch[0].length);
  const start = hs.find((h) => h !== level);
  if (!level || !start) return undefined;
  const h1 = inBase(start);
  const h2 = inBase(level);
  if (!(h1 > h2 && h2 >= 0)) return undefined;
  const m = mass.kg;
  const ec = m * s.g * (h1 - h2);
  const ep = m * s.g * h2;
  const data = [massDatum(mass), `h₁ = ${fmt(h1, 4)} m (parte del reposo)`, `h₂ = ${fmt(h2, 4)} m`];
  if (lost)
    return reply(
      'Energía potencial perdida hasta una altura',
      data,
      [
        `Al bajar de $h_1$ a $h_2$ pierde $\\Delta E_p = m g (h_1 - h_2) = ${n(m)} \\cdot ${n(s.g)} \\cdot (${n(h1)} - ${n(h2)}) ${texResult(ec, 'J')}$ (${gLine(s)}).`,
        'Sin rozamiento, esa es justo la energía cinética que ganó: la mecánica se conserva.',
      ],
      `**${result('ΔEp', -ec, 'J')}** (perdió ${fmt(ec)} J)`,
      '¿Cuánta energía potencial le queda ahí?',
    );
  if (asked === 'potential')
    return reply(
      'Energía potencial a una altura',
      data,
      [
        `La energía potencial depende solo de la altura a la que está ahora: $E_p = m g h_2 = ${n(m)} \\cdot ${n(s.g)} \\cdot ${n(h2)} ${texResult(ep, 'J')}$ (${gLine(s)}).`,
        `Comprobá con la conservación: la energía del comienzo, $m g h_1 ${texResult(m * s.g * h1, 'J')}$, es esa más la cinética, $E_c = m g (h_1 - h_2) ${texResult(ec, 'J')}$.`,
      ],
      `**${result('Ep', ep, 'J')}**`,
      '¿Cuánto vale ahí su energía cinética?',
    );
  return reply(
    'Energía cinética a una altura',
    data,
    [
      `Sin rozamiento la energía mecánica se conserva: $m g h_1 = E_c + m g h_2$ (${gLine(s)}).`,
      `$E_c = m g (h_1 - h_2) = ${n(m)} \\cdot ${n(s.g)} \\cdot (${n(h1)} - ${n(h2)}) ${texResult(ec, 'J')}$.`,
    ],
    `**${result('Ec', ec, 'J')}**`,
    '¿Cuánto vale ahí su energía potencial? Sumalas y compará con la energía del comienzo.',
  );
}

/** Lifted at a constant speed: the lift and the weight do opposite works, so the net work is zero. */
function liftedNetWork(
  s: Statement,
  mass: { kg: number; q: Quantity },
  height: Quantity,
): string | undefined {
  if (!/(?:velocidad|rapidez) constante|movimiento uniforme/.test(s.folded)) return undefined;
  const m = mass.kg;
  const h = inBase(height);
  const lift = m * s.g * h;
  return reply(
    'Trabajo neto al subir con velocidad constante',
    [massDatum(mass), typedDatum('h', height, 'm'), 'velocidad constante'],
    [
      `Con velocidad constante la fuerza neta es cero: la fuerza que lo sube iguala al peso, $F = m g = ${n(m)} \\cdot ${n(s.g)} ${texResult(m * s.g, 'N')}$ (${gLine(s)}).`,
      `Esa fuerza hace $W_F = m g h ${texResult(lift, 'J')}$ y el peso, en contra, $W_P = -m g h ${texResult(-lift, 'J')}$.`,
      'El trabajo neto es la suma: $W_{neto} = W_F + W_P = 0$, como pide el teorema del trabajo y la energía (la energía cinética no cambia).',
    ],
    '**W_neto = 0 J**',
    '¿En qué se convirtió entonces el trabajo de la fuerza que lo subió?',
  );
}

/** «Frena hasta detenerse», «se detiene»: it stops (a bare «frena» may end at any speed). */
const STOPS =
  /se detiene|detenerse|hasta parar|hasta quedar (?:quiet|detenid)|se para\b|queda (?:quiet|detenid)/;

/**
 * A body that brakes to a stop on the level, asked the work of the friction (or of the brakes): the only
 * force that works, so by the work–energy theorem W = ΔEc = −½·m·v₀².
 */
function brakingWork(s: Statement, mass: { kg: number; q: Quantity }): string | undefined {
  if (!/trabajo/.test(s.question) || !/rozamiento|friccion|frenos?\b|frenado|neto|total/.test(s.question))
    return undefined;
  if (!STOPS.test(s.folded) || /inclinad|pendiente|rampa|cuesta|baja|sube|desciende|altura/.test(s.folded))
    return undefined;
  const speeds = ofDimension(s, 'speed');
  if (speeds.length !== 1 || s.quantities.length !== 2) return undefined;
  const speed = at(speeds, 0, 'speed');
  const m = mass.kg;
  const v0 = inBase(speed);
  const W = -0.5 * m * v0 * v0;
  return reply(
    'Trabajo del rozamiento al frenar',
    [massDatum(mass), typedDatum('v₀', speed, 'm/s'), 'v = 0 (se detiene)'],
    [
      'El peso y la normal son perpendiculares al desplazamiento: no trabajan. La única fuerza que trabaja es la que lo frena.',
      `Teorema del trabajo y la energía: $W = \\Delta E_c = \\frac{1}{2} m v^2 - \\frac{1}{2} m v_0^2 = 0 - \\frac{1}{2} \\cdot ${n(m)} \\cdot ${n(v0)}^2 ${texResult(W, 'J')}$.`,
      'Es negativo: la fuerza va en contra del desplazamiento y le quita toda la energía cinética.',
    ],
    `**${result('W', W, 'J')}**`,
    '¿Cuánto valdría ese trabajo si el auto fuera al doble de velocidad?',
  );
}

/**
 * Thrown up and asked the weight's work up to the highest point: −m·g·h with h = v₀²/(2g), which is the
 * kinetic energy it loses (no friction), −½·m·v₀².
 */
function weightWorkToTheTop(s: Statement, mass: { kg: number; q: Quantity }): string | undefined {
  if (!/(?:trabajo|trabaja)\b[^.;¿?]*\bpeso\b/.test(s.question)) return undefined;
  if (!/lanza\w*[^.;]{0,30}hacia arriba|verticalmente hacia arriba/.test(s.folded)) return undefined;
  if (!/altura maxima|punto mas alto|deja de subir|se detiene/.test(s.question)) return undefined;
  if (/rozamiento|friccion|resistencia del aire/.test(s.folded) && !frictionless(s)) return undefined;
  const speeds = ofDimension(s, 'speed');
  if (speeds.length !== 1 || s.quantities.length !== 2) return undefined;
  const speed = at(speeds, 0, 'speed');
  const m = mass.kg;
  const v0 = inBase(speed);
  const h = (v0 * v0) / (2 * s.g);
  const W = -m * s.g * h;
  if (Math.abs(W + 0.5 * m * v0 * v0) > 1e-9 * Math.max(1, Math.abs(W))) return undefined;
  return reply(
    'Trabajo del peso hasta la altura máxima',
    [massDatum(mass), typedDatum('v₀', speed, 'm/s')],
    [
      `Sube hasta que la velocidad se anula: $h = \\frac{v_0^2}{2 g} = \\frac{${n(v0)}^2}{2 \\cdot ${n(s.g)}} ${texResult(h, 'm')}$ (${gLine(s)}).`,
      `El peso apunta hacia abajo y el cuerpo sube: $W_P = -m g h = -${n(m)} \\cdot ${n(s.g)} \\cdot ${tex(h, 4)} ${texResult(W, 'J')}$.`,
      `Comprobá con el teorema del trabajo y la energía: es la única fuerza que trabaja, y $\\Delta E_c = 0 - \\frac{1}{2} \\cdot ${n(m)} \\cdot ${n(v0)}^2 ${texResult(-0.5 * m * v0 * v0, 'J')}$.`,
    ],
    `**${result('W_P', W, 'J')}**`,
    '¿Qué trabajo hace el peso en la bajada, desde la altura máxima hasta el punto de partida?',
  );
}

/**
 * The work of the weight along a height: m·g·h when the body goes down (the weight goes with it), −m·g·h
 * when it goes up; undefined when the statement does not say which.
 */
function weightWork(s: Statement, mass: { kg: number; q: Quantity }, height: Quantity): string | undefined {
  const down = /\bcae\b|caer|caida|baja\b|bajar|desciende|descender|se suelta|se deja caer/.test(s.folded);
  const up = /\bsube\b|subir|se eleva|elevar|levanta|asciende|ascender|lanza\w* hacia arriba/.test(s.folded);
  if (down === up) return undefined;
  const m = mass.kg;
  const h = inBase(height);
  const W = (down ? 1 : -1) * m * s.g * h;
  return reply(
    'Trabajo del peso',
    [massDatum(mass), typedDatum('h', height, 'm')],
    [
      `El peso, $P = m g = ${n(m)} \\cdot ${n(s.g)} ${texResult(m * s.g, 'N')}$ (${gLine(s)}), es vertical y hacia abajo; a lo largo de la altura recorrida su trabajo es $\\pm P \\cdot h$.`,
      down
        ? `El cuerpo baja: el peso va a favor del desplazamiento, $W_P = m g h = ${n(m)} \\cdot ${n(s.g)} \\cdot ${n(h)} ${texResult(W, 'J')}$.`
        : `El cuerpo sube: el peso va en contra del desplazamiento, $W_P = -m g h = -${n(m)} \\cdot ${n(s.g)} \\cdot ${n(h)} ${texResult(W, 'J')}$.`,
    ],
    `**${result('W_P', W, 'J')}**`,
    '¿Depende ese trabajo del camino, si baja la misma altura por una rampa?',
  );
}

/**
 * The weight's work from one level to another, «desde un punto a 120 m de altura hasta otro a 80 m»:
 * W = m·g·(h₁ − h₂), whatever the path; only when the statement says which is the start («desde … hasta»).
 */
function weightWorkBetween(
  s: Statement,
  mass: { kg: number; q: Quantity },
  first: Quantity,
  second: Quantity,
): string | undefined {
  const between = s.folded.slice(first.index, second.end);
  if (
    !/\bdesde\b/.test(s.folded.slice(Math.max(0, first.index - 60), first.index)) ||
    !/\bhasta\b/.test(between)
  )
    return undefined;
  const [h1, h2] = [inBase(first), inBase(second)];
  if (h1 === h2) return undefined;
  const m = mass.kg;
  const W = m * s.g * (h1 - h2);
  return reply(
    'Trabajo del peso',
    [massDatum(mass), typedDatum('h₁', first, 'm'), typedDatum('h₂', second, 'm')],
    [
      `El peso, $P = m g = ${n(m)} \\cdot ${n(s.g)} ${texResult(m * s.g, 'N')}$ (${gLine(s)}), es vertical: su trabajo depende solo del desnivel, no del camino.`,
      `$W_P = m g (h_1 - h_2) = ${n(m)} \\cdot ${n(s.g)} \\cdot (${n(h1)} - ${n(h2)}) ${texResult(W, 'J')}$${W > 0 ? ' (baja: a favor)' : ' (sube: en contra)'}.`,
    ],
    `**${result('W_P', W, 'J')}**`,
    '¿Cambiaría ese trabajo si bajara por un camino más largo entre los mismos dos puntos?',
  );
}

function conservation(s: Statement, asked: 'speed' | 'height'): string | undefined {
  const hs = heights(s);
  const speeds = ofDimension(s, 'speed');
  const data: string[] = [];
  const steps: string[] = [];
  const g = s.g;
  const mu = readFriction(s);
  if (mu !== 'ambiguous' && (mu.kinetic !== undefined || mu.static !== undefined) && !frictionless(s))
    return undefined;
  const ms = masses(s);
  if (ms.length > 1) return undefined;
  // The mass is a datum even though it cancels: say so, with its value.
  const [mass] = ms;
  if (mass) data.push(`${massDatum(mass)} (se cancela)`);
  if (asked === 'speed') {
    if (hs.length < 1 || hs.length > 2 || speeds.length > 1) return undefined;
    const rest = FROM_REST.test(s.folded);
    if (speeds.length === 0 && !rest) return undefined;
    const [speed] = speeds;
    // The level the question names («pasa a 5 m del suelo», «una segunda cima de 12 m de altura») is the
    // end, wherever it is typed; of two heights, the one the asked clause names is.
    const clauseStart = Math.max(0, s.folded.lastIndexOf(askedClause(s)));
    const inClause = hs.filter((h) => h.index >= clauseStart);
    const clause = s.folded.slice(clauseStart);
    // «Parte de una cima situada a 30 m… Calcular su velocidad en el punto más bajo»: the level said
    // before a clause that asks the speed at the bottom is where it starts.
    const atTheBottom =
      clauseStart > 0 &&
      /velocidad|rapidez/.test(clause) &&
      /punto mas bajo|nivel del (?:suelo|piso)/.test(clause);
    const level = [...s.folded.matchAll(new RegExp(LEVEL_ASKED.source, 'g'))]
      .filter((match) => !atTheBottom || match.index >= clauseStart)
      .at(-1);
    const named =
      (clauseStart > 0 && inClause.length === 1 && hs.length === 2 ? inClause[0] : undefined) ??
      (level && hs.find((h) => h.index >= level.index && h.index < level.index + level[0].length));
    // The level alone, with no height to start from: measured from where? Kinematics' to read.
    if (named && hs.length === 1) return undefined;
    const [start, end] = named && hs.length === 2 ? [hs.find((h) => h !== named), named] : hs;
    const v0 = speed ? inBase(speed) : 0;
    const h1 = inBase(start ?? at(hs, 0, 'height'));
    const h2 = end ? inBase(end) : 0;
    // Each datum as typed, and in the base unit when typed in another («h₁ = 80 cm = 0,8 m»).
    data.push(
      typedDatum('h₁', start ?? at(hs, 0, 'height'), 'm'),
      speed
        ? typedDatum('v₁', speed, 'm/s')
        : `v₁ = ${fmt(v0, 4)} m/s${rest && !speeds.length ? ' (parte del reposo)' : ''}`,
      end ? typedDatum('h₂', end, 'm') : `h₂ = ${fmt(h2, 4)} m`,
    );
    const v2 = v0 * v0 + 2 * g * (h1 - h2);
    if (v2 < 0)
      return 'Con esos datos no le alcanza la energía para llegar a esa altura: revisá las alturas y la velocidad. ¿Me pasás el enunciado completo?';
    const v = Math.sqrt(v2);
    steps.push('Sin rozamiento, la energía mecánica se conserva: $E_{c1} + E_{p1} = E_{c2} + E_{p2}$.');
    steps.push(
      `$\\frac{1}{2} m v_1^2 + m g h_1 = \\frac{1}{2} m v_2^2 + m g h_2$: la masa está en todos los términos y se cancela.`,
    );
    steps.push(
      `Despejá: $v_2 = \\sqrt{v_1^2 + 2g(h_1 - h_2)} = \\sqrt{${n(v0)}^2 + 2 \\cdot ${n(g)} \\cdot (${n(h1)} - ${n(h2)})} ${texResult(v, 'm/s')}$ (${gLine(s)}).`,
    );
    return reply(
      'Conservación de la energía mecánica',
      data,
      steps,
      `**${result('v', v, 'm/s')}** (≈ ${fmt(v * 3.6)} km/h)`,
      '¿Por qué no hizo falta conocer la masa?',
    );
  }
  if (speeds.length !== 1 || hs.length > 1) return undefined;
  const v0 = inBase(at(speeds, 0, 'speed'));
  const [start] = hs;
  const h0 = start ? inBase(start) : 0;
  data.push(`v₁ = ${fmt(v0, 4)} m/s`, `h₁ = ${fmt(h0, 4)} m`, 'v₂ = 0 en el punto más alto');
  const h = h0 + (v0 * v0) / (2 * g);
  steps.push(
    'Sin rozamiento, la energía mecánica se conserva; en la altura máxima la velocidad es cero (toda la energía es potencial).',
  );
  steps.push(`$\\frac{1}{2} m v_1^2 + m g h_1 = m g h_{max}$: la masa se cancela.`);
  steps.push(
    `Despejá: $h_{max} = h_1 + \\frac{v_1^2}{2g} = ${n(h0)} + \\frac{${n(v0)}^2}{2 \\cdot ${n(g)}} ${texResult(h, 'm')}$ (${gLine(s)}).`,
  );
  return reply(
    'Conservación de la energía mecánica',
    data,
    steps,
    `**${result('h', h, 'm')}**`,
    '¿Qué altura alcanzaría con el doble de velocidad? Fijate cómo aparece v en la fórmula.',
  );
}

const ENERGY_UNITS: Record<string, readonly [symbol: string, joules: number]> = {
  MJ: ['MJ', 1e6],
  kJ: ['kJ', 1000],
  mJ: ['mJ', 1e-3],
  kcal: ['kcal', 4186],
  cal: ['cal', 4.186],
  megajoule: ['MJ', 1e6],
  kilojoule: ['kJ', 1000],
  milijoule: ['mJ', 1e-3],
};

/**
 * The bold result in joules also in the unit the question asks it in ("¿…, en kJ?"): "Ec = 30.000 J = 30 kJ".
 * The unit is read from the message as typed: «en mJ» (milijoules) is not «en MJ» (megajoules).
 */
function inAskedUnit(text: string | undefined, message: string): string | undefined {
  const typed = /(?<![\p{L}])en (MJ|kJ|KJ|kj|mJ|kcal|cal|megajoule|kilojoule|milijoule)s?(?![\p{L}])/u.exec(
    message,
  )?.[1];
  const unit = typed === undefined ? undefined : ENERGY_UNITS[typed.replace(/^(KJ|kj)$/, 'kJ')];
  if (!text) return text;
  if (!unit) return withKiloForms(text);
  const [symbol, factor] = unit;
  return text.replace(
    /\*\*([^*\n]*?)([=≈]) (-?[\d.]+(?:,\d+)?) J\*\*/,
    (whole, label: string, rel: string, raw: string) => {
      const joules = parseNumber(raw.replace(/\./g, ''));
      if (!Number.isFinite(joules)) return whole;
      const value = joules / factor;
      return `**${label}${rel} ${raw} J ${relation(value) === '=' && rel === '=' ? '=' : '≈'} ${fmt(value, 4)} ${symbol}**`;
    },
  );
}

/** A reply for a work or energy problem, or undefined when the message is not one. */
export function solveWorkEnergy(message: string): string | undefined {
  // «Si se estirara el doble…», «si el piso no tuviera rozamiento»: a datum changed in words, unread here.
  if (changesADatum(message)) return undefined;
  const fromVertical = fromTheVertical(message);
  if (fromVertical === 'unclear') return undefined;
  const read = readStatement(fromVertical?.message ?? message);
  // «…con velocidad constante… El trabajo realizado por la cuerda es: (g = 10 m/s²)»: a stem whose last
  // sentence asks a work asks that, not the speed its data name first.
  const clause = askedClause(read);
  // «La energía potencial que perdió al pasar … es:»: an options stem with no question mark asks its
  // last clause too, not the whole statement.
  const stem = !read.folded.includes('?') && /\benergia\b/.test(clause) && clause !== read.folded;
  const s = /\btrabajo\b/.test(clause) || stem ? { ...read, question: clause } : read;
  const text = inAskedUnit(workEnergy(s), message);
  return text && fromVertical ? text.replace(/\n\n1\. /, `\n\n${fromVertical.line}\n\n1. `) : text;
}

// «Una fuerza que forma 60° con la vertical»: the angle measured from the vertical, not from the motion.
const FROM_VERTICAL = /(\d+(?:[.,]\d+)?)\s*°\s*(?:con|respecto (?:a|de)) la vertical/i;

/**
 * A force's angle given from the vertical on a body that moves horizontally is 90° minus it from the
 * horizontal («60° con la vertical» is 30° con la horizontal); the statement is read with that angle and
 * the reply says so. 'unclear' when the motion is not said to be horizontal.
 */
function fromTheVertical(message: string): { message: string; line: string } | 'unclear' | undefined {
  const match = FROM_VERTICAL.exec(message);
  if (!match) return undefined;
  if (!/horizontal|\bpiso\b|\bsuelo\b/i.test(message.replace(match[0], ' '))) return 'unclear';
  const degrees = parseNumber(group(match, 1));
  if (!(degrees > 0 && degrees < 90)) return 'unclear';
  const fromHorizontal = 90 - degrees;
  return {
    message: message.replace(match[0], `${fmt(fromHorizontal, 4)}° con la horizontal`),
    line: `El ángulo que da el enunciado, ${fmt(degrees, 4)}°, se mide desde la vertical: con la horizontal (la dirección del desplazamiento) la fuerza forma 90° − ${fmt(degrees, 4)}° = ${fmt(fromHorizontal, 4)}°.`,
  };
}

/** A pendulum's release angle, measured from the vertical («se aparta 60° de la vertical»). */
const PENDULUM_ANGLE = /(\d+(?:[.,]\d+)?)\s*°\s*(?:de|con|respecto (?:a|de)) la vertical/;
const LOWEST =
  /punto mas bajo|posicion mas baja|parte mas baja|pasa por la vertical|posicion (?:de )?equilibrio/;

/** A pendulum of length L let go from rest at θ from the vertical: it drops L·(1 − cos θ) to the bottom. */
function pendulumSwing(s: Statement): string | undefined {
  if (!/pendul/.test(s.folded) || !/velocidad|rapidez/.test(s.question) || !LOWEST.test(s.question))
    return undefined;
  if (!FROM_REST.test(s.folded) || /rozamiento|friccion|aire/.test(s.folded)) return undefined;
  const angle = PENDULUM_ANGLE.exec(s.folded);
  const lengths = ofDimension(s, 'length');
  const ms = masses(s);
  const [length] = lengths;
  if (!angle || !length || lengths.length !== 1 || ms.length > 1) return undefined;
  if (
    !/longitud|largo|hilo|cuerda|\bde \d/.test(
      s.folded.slice(Math.max(0, length.index - 30), length.end + 15),
    )
  )
    return undefined;
  if (s.quantities.some((q) => !['length', 'mass', 'angle'].includes(q.unit.dimension))) return undefined;
  const degrees = parseNumber(group(angle, 1));
  if (!(degrees > 0 && degrees <= 90)) return undefined;
  const L = inBase(length);
  // The cosine the statement gives («cos 37° = 0,8»), else the exact one.
  const cos = givenTrig(s).find((entry) => entry.degrees === degrees)?.cos ?? cosDeg(degrees);
  const h = L * (1 - cos);
  const v = Math.sqrt(2 * s.g * h);
  const [mass] = ms;
  return reply(
    'Péndulo: la velocidad en el punto más bajo',
    [
      typedDatum('L', length, 'm'),
      `θ = ${fmt(degrees, 4)}° con la vertical`,
      'parte del reposo',
      ...(mass ? [`${massDatum(mass)} (se cancela)`] : []),
    ],
    [
      `Al apartarse ${fmt(degrees, 4)}° la masa sube sobre el punto más bajo $h = L (1 - \\cos\\theta) = ${n(L)} \\cdot (1 - ${n(cos)}) ${texResult(h, 'm')}$.`,
      'La tensión del hilo es perpendicular a la trayectoria y no hace trabajo: la energía mecánica se conserva, $m g h = \\frac{1}{2} m v^2$.',
      `$v = \\sqrt{2 g h} = \\sqrt{2 \\cdot ${n(s.g)} \\cdot ${n(h)}} ${texResult(v, 'm/s')}$ (${gLine(s)}).`,
    ],
    `**${result('v', v, 'm/s')}**`,
    '¿Con qué ángulo habría que soltarlo para que pase con el doble de velocidad?',
  );
}

function workEnergy(s: Statement): string | undefined {
  if (!ENERGY.test(s.folded) && !SCENARIO.test(s.folded) && !fallToLevel(s)) return undefined;
  if (
    /polea|plano inclinado|potencia\b|calor|termic|electric|nuclear|quimic|ionizacion|enlace|reaccion|foton|fotoelectric/.test(
      s.folded,
    )
  ) {
    return undefined;
  }
  const asked = askedTarget(s.question, {
    work: /trabajo/,
    kinetic: /energia cinetica|cinetica/,
    potential: /energia potencial|potencial/,
    mechanical: /energia mecanica|mecanica/,
    speed: /velocidad|rapidez|que tan rapido/,
    height: /altura|hasta donde|que tan alto/,
  });
  if (!asked) return undefined;
  if (asked === 'work') return work(s);
  if (asked === 'speed') {
    const swing = pendulumSwing(s);
    if (swing) return swing;
  }
  const ms = masses(s);
  const speeds = ofDimension(s, 'speed');
  const hs = heights(s);
  const data: string[] = [];
  const steps: string[] = [];
  if (asked === 'kinetic' || asked === 'potential') {
    const atLevel = energyAtLevel(s, asked);
    if (atLevel) return atLevel;
  }
  if (asked === 'kinetic' || asked === 'potential' || asked === 'mechanical') {
    // A liquid's mass from its volume: «8 m³ de agua… 1 m³ de agua tiene 1000 kg».
    const byVolume = statesUnitVolumeMass(s) ? massFromVolume(s) : undefined;
    if (statesUnitVolumeMass(s) && !byVolume) return undefined;
    if (!byVolume && ms.length !== 1) return undefined;
    const m = byVolume ? byVolume.kg : at(ms, 0, 'mass').kg;
    data.push(`m = ${fmt(m, 4)} kg`);
    if (byVolume) steps.push(byVolume.line);
    const inKg = byVolume ? undefined : at(ms, 0, 'mass').q;
    if (inKg && inKg.unit.symbol !== 'kg')
      steps.push(`Pasá la masa a kg: ${fmt(inKg.value, 4)} ${inKg.unit.symbol} = ${fmt(m, 4)} kg.`);
    let ec = 0;
    let ep = 0;
    // Let go from rest, a body's mechanical energy is all potential at the start, and stays so without friction.
    const letGo =
      asked === 'mechanical' &&
      speeds.length === 0 &&
      FROM_REST.test(s.folded) &&
      (frictionless(s) ||
        /desprecia\w* (?:el |la )?(?:aire|rozamiento|friccion|resistencia)/.test(s.folded) ||
        !/rozamiento|friccion|aire/.test(s.folded));
    // «Se deja caer desde 30 m y llega al suelo con 20 m/s»: the speed and the height belong to two
    // moments, and their sum is no energy the body ever had. Only the start, all potential, is read.
    const twoMoments =
      asked === 'mechanical' && speeds.length > 0 && (FROM_REST.test(s.folded) || ARRIVES.test(s.folded));
    const atStart =
      twoMoments && FROM_REST.test(s.folded) && AT_START.test(s.question) && speeds.length === 1;
    if (twoMoments && !atStart) return undefined;
    if (atStart) {
      const speed = at(speeds, 0, 'speed');
      data.push(
        `v = ${fmt(speed.value, 4)} ${speed.unit.symbol} al final (no entra en la energía del comienzo)`,
      );
      steps.push(
        'Parte del reposo: al comienzo $E_c = 0$, toda su energía mecánica es potencial. La velocidad con que llega es de otro momento y no se suma.',
      );
      // «… llega al pie con 10 m/s. Después recorre un tramo horizontal con coeficiente 0,25»: the
      // coefficient of a later stretch, after the speed it arrives with, is not in the start's energy.
      const later = readFriction(s);
      const mu = later === 'ambiguous' ? undefined : later.kinetic;
      if (mu !== undefined) {
        const after = s.folded.slice(speed.index);
        if (!/(?:despues|luego|a continuacion)[^.]*\btramo horizontal\b/.test(after)) return undefined;
        steps.push(
          `El coeficiente de rozamiento ${fmt(mu, 4)} es del tramo horizontal que viene después: no cambia la energía del comienzo.`,
        );
      }
    }
    if (letGo) steps.push('Parte del reposo: arriba $E_c = 0$, toda su energía mecánica es potencial.');
    if (asked !== 'potential' && !letGo && !atStart) {
      if (speeds.length !== 1) return undefined;
      const speed = at(speeds, 0, 'speed');
      const v = inBase(speed);
      data.push(`v = ${fmt(v, 4)} m/s`);
      if (speed.unit.symbol !== 'm/s')
        steps.push(
          `Pasá la velocidad a m/s: ${fmt(speed.value, 4)} ${speed.unit.symbol} = ${fmt(v, 4)} m/s.`,
        );
      ec = 0.5 * m * v * v;
      steps.push(
        `Energía cinética: $E_c = \\frac{1}{2} m v^2 = \\frac{1}{2} \\cdot ${n(m)} \\cdot ${n(v)}^2 ${texResult(ec, 'J')}$.`,
      );
    }
    // «…en lo alto de una rampa de 6 m de longitud inclinada 30°»: the height it drops is L·sen θ.
    // Only its change along the whole slope, or its value at the top: a point along it is another height.
    const wholeSlope =
      /disminu|pierde|perd|aument|gana|variacion|cambi|en lo alto|arriba|en la cima|mas alto|inicial/.test(
        s.question,
      ) &&
      !/mitad|medio|cuarto|tercio|\d/.test(
        s.question.replace(/\([^()]*\)|\bg\s*=\s*[\d.,]+\s*m\/s\S*/g, ' '),
      );
    const slope = asked === 'potential' && hs.length === 0 && wholeSlope ? slopeHeight(s) : undefined;
    if (slope) {
      data.push(`L = ${fmt(slope.length, 4)} m a lo largo de la rampa`, `θ = ${fmt(slope.degrees, 4)}°`);
      steps.push(slope.line);
      ep = m * s.g * slope.h;
      steps.push(
        `Energía potencial gravitatoria: $E_p = m g h = ${n(m)} \\cdot ${n(s.g)} \\cdot ${n(slope.h)} ${texResult(ep, 'J')}$ (${gLine(s)}).`,
      );
      if (ofDimension(s, 'time').length) return undefined;
    } else if (asked !== 'kinetic') {
      if (hs.length !== 1) return undefined;
      const height = at(hs, 0, 'height');
      const h = inBase(height);
      data.push(`h = ${fmt(h, 4)} m`);
      ep = m * s.g * h;
      const stepped = steppedHeight(s);
      if (stepped) steps.push(stepped.line);
      else if (height.unit.symbol !== 'm')
        steps.push(
          `Pasá la altura a metros: ${fmt(height.value, 4)} ${height.unit.symbol} = ${fmt(h, 4)} m.`,
        );
      steps.push(
        `Energía potencial gravitatoria: $E_p = m g h = ${n(m)} \\cdot ${n(s.g)} \\cdot ${n(h)} ${texResult(ep, 'J')}$ (${gLine(s)}).`,
      );
      // «Levanta … a velocidad constante hasta 12 m en 20 s»: the time of the lift does not change the
      // energy it gains (only the power); a time the question names, or two, are another problem.
      const times = ofDimension(s, 'time');
      const askedFrom = s.folded.lastIndexOf(s.question);
      const [time] = times;
      if (time) {
        if (
          asked !== 'potential' ||
          times.length > 1 ||
          (askedFrom >= 0 && time.index >= askedFrom) ||
          !/(?:velocidad|rapidez) constante/.test(s.folded) ||
          !/eleva|sube|levanta|alza/.test(s.folded)
        )
          return undefined;
        data.push(typedDatum('t', time, 's'));
        steps.push(
          `El tiempo (${fmt(time.value, 4)} ${time.unit.symbol}) no cambia la energía potencial que gana: depende sólo de la masa y de la altura. Sirve para la potencia media, $P = \\frac{E_p}{t} = \\frac{${tex(ep, 4)}}{${n(inBase(time))}} ${texResult(ep / inBase(time), 'W')}$.`,
        );
      }
    }
    if (asked === 'mechanical') {
      steps.push(
        `Energía mecánica: $E_m = E_c + E_p = ${tex(ec, 2)} + ${tex(ep, 2)} ${texResult(ec + ep, 'J')}$.`,
      );
      return reply(
        'Energía mecánica',
        data,
        steps,
        `**${result('Em', ec + ep, 'J')}**`,
        '¿Cómo cambian Ec y Ep mientras cae, si no hay rozamiento?',
      );
    }
    return asked === 'kinetic'
      ? reply(
          'Energía cinética',
          data,
          steps,
          `**${result('Ec', ec, 'J')}**`,
          '¿Qué le pasa a la energía cinética si la velocidad se duplica?',
        )
      : reply(
          'Energía potencial',
          data,
          steps,
          `**${result('Ep', ep, 'J')}**`,
          '¿Respecto de qué nivel medís la altura? ¿Cambia el resultado si elegís otro?',
        );
  }
  if (!/conserv|energia|sin rozamiento/.test(s.folded) && !SCENARIO.test(s.folded) && !fallToLevel(s))
    return undefined;
  return conservation(s, asked);
}
