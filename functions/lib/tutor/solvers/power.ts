/**
 * Mechanical power: P = F·v (a traction force at constant speed), lifting a load at constant speed
 * (P = m·g·v), P = W/t (a work, a force along a distance, a load raised in a time) and a pump that
 * raises water (litres or kilograms per unit of time to a height), with the efficiency when given, and
 * back from a pump's power to the flow it raises.
 */
import { at, must } from '../../../../shared/lib/must.ts';
import { asksAnotherUnit } from './asked-unit.ts';
import { uncertainReply } from './certainty.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import { solvePump } from './energy-pump.ts';
import { group } from './groups.ts';
import { fmt, NUMBER_SOURCE, parseNumber, relation, tex, texRelation } from './numbers.ts';
import {
  askedClause,
  changesADatum,
  distinctAngles,
  forcesInNewtonsLine,
  frictionless,
  gLine,
  inBase,
  MU_SYMBOL,
  massDatumOf,
  masses,
  massFromVolume,
  ofDimension,
  readForces,
  readStatement,
  type Statement,
  statedKgfAt,
  statesUnitVolumeMass,
  trigOf,
  typedDatum,
  unusedNumbers,
} from './physics.ts';
import { workedReply } from './reply.ts';
import type { Quantity } from './units.ts';

/**
 * «…con una cuerda que forma 30° con la horizontal»: the one angle between a pulling force and a level
 * displacement, with the cosine the statement gives, if any; 'unclear' when the angle is of a slope, of
 * the vertical or not one.
 */
function forceAngle(s: Statement): { degrees: number; cos: number; used: number[] } | 'unclear' | undefined {
  const angles = distinctAngles(s);
  if (!angles.length) return undefined;
  const [angle, ...others] = angles;
  if (!angle || others.length) return 'unclear';
  // Along a slope the force's angle is not the one the statement gives from the horizontal.
  if (
    /inclinad|pendiente|rampa|cuesta|subida|bajada|colina|loma|plano|\bsube|\bbaja|ascien|descien|vertical/.test(
      s.folded,
    ) ||
    !/horizontal|desplazamiento/.test(s.folded)
  )
    return 'unclear';
  const trig = trigOf(s, angle.degrees);
  return { degrees: angle.degrees, cos: trig.cos, used: [angle.index, ...trig.used] };
}

const n = (value: number) => tex(value, 4);
const NUM = `(${NUMBER_SOURCE})`;

/** The units a power is asked in; HP and CV as Argentine textbooks round them unless the statement says. */
export const powerUnits = {
  W: { factor: 1, pattern: /\b(?:w|watts?|vatios?)\b/ },
  kW: { factor: 1000, pattern: /\b(?:kw|kilowatts?|kilovatios?)\b/ },
  HP: { factor: 745.7, pattern: /\b(?:hp|caballos? de fuerza)\b/ },
  CV: { factor: 735.5, pattern: /\b(?:cv|caballos? de vapor|caballos? vapor)\b/ },
} as const;
export type PowerUnit = keyof typeof powerUnits;

export function askedUnit(question: string): PowerUnit | undefined {
  const found = (Object.keys(powerUnits) as PowerUnit[])
    .map((unit) => ({ unit, at: question.search(powerUnits[unit].pattern) }))
    .filter(({ at }) => at >= 0)
    .sort((p, q) => p.at - q.at);
  return found[0]?.unit;
}

/** "1 HP = 746 W" typed in the statement: its factor and where its numbers start. */
function statedFactor(s: Statement, unit: PowerUnit): { factor: number; used: number[] } | undefined {
  const name = unit === 'HP' ? 'hp' : unit === 'CV' ? 'cv' : undefined;
  if (!name) return undefined;
  const match = new RegExp(`(1)\\s*${name}\\s*(?:=|equivale a)\\s*${NUM}\\s*w\\b`).exec(s.folded);
  if (!match) return undefined;
  return {
    factor: parseNumber(group(match, 2)),
    used: [match.index, match.index + match[0].indexOf(group(match, 2), group(match, 1).length)],
  };
}

/** "80 %" or "rendimiento de 0,8". */
function efficiency(s: Statement): { value: number; index: number } | undefined {
  const percent = new RegExp(
    `(?:rendimiento|eficiencia)[^.;¿?]{0,25}?${NUM}\\s*%|${NUM}\\s*%[^.;¿?]{0,25}?(?:rendimiento|eficiencia)`,
  ).exec(s.folded);
  if (percent) {
    const raw = must(percent[1] ?? percent[2], 'efficiency percentage');
    return { value: parseNumber(raw) / 100, index: percent.index + percent[0].indexOf(raw) };
  }
  const plain = /(?:rendimiento|eficiencia) (?:es )?(?:de |del |=\s*)?(0[.,]\d+)/.exec(s.folded);
  if (plain)
    return {
      value: parseNumber(group(plain, 1)),
      index: plain.index + plain[0].indexOf(group(plain, 1)),
    };
  return undefined;
}

/** "500 litros de agua por minuto", "2 L/s", "120 kg por minuto": mass per second, and the text. */
function flow(
  s: Statement,
): { kgPerSecond: number; typed: string; index: number; perIndex?: number } | undefined {
  const rate = new RegExp(
    `${NUM}\\s*(l|litros?|kg|kilos?|m3|m³|dm3|dm³)(?:\\s+de agua)?\\s*(?:/|por|cada)\\s*(?:${NUM}\\s*)?(s|seg|segundos?|min|minutos?|h|horas?)\\b`,
  ).exec(s.folded);
  if (!rate) return undefined;
  const amount = parseNumber(group(rate, 1));
  const unit = group(rate, 2);
  const kg = /^m/.test(unit) ? amount * 1000 : amount;
  const per = rate[3] === undefined ? 1 : parseNumber(rate[3]);
  const timeUnit = group(rate, 4);
  const seconds = per * (/^h/.test(timeUnit) ? 3600 : /^m/.test(timeUnit) ? 60 : 1);
  const water = /^(?:l|litro|litros|m3|m³|dm3|dm³)$/.test(unit);
  if (water && !/agua/.test(s.folded)) return undefined;
  return {
    kgPerSecond: kg / seconds,
    typed: `${fmt(amount, 4)} ${unit.startsWith('l') ? 'L' : unit} ${rate[3] ? `cada ${fmt(per, 4)} ${timeUnit}` : `por ${timeUnit}`}`,
    index: rate.index,
    perIndex:
      rate[3] === undefined ? undefined : rate.index + rate[0].indexOf(rate[3], group(rate, 1).length),
  };
}

interface Reading {
  watts: number;
  data: string[];
  steps: string[];
  used: number[];
  /** The work done in the time, when the reading worked it out on the way. */
  work?: number;
}

/** The water's density when the statement gives it in kg/m³ («densidad del agua 1000 kg/m³»), and where. */
function waterDensity(s: Statement): { kgPerCubicMetre: number; index: number } | undefined {
  const found = [...s.folded.matchAll(new RegExp(`(${NUMBER_SOURCE})\\s*kg\\s*/\\s*m\\^?3`, 'g'))];
  const [match] = found;
  if (found.length !== 1 || !match) return undefined;
  const value = parseNumber(group(match, 1));
  return Number.isFinite(value) && value > 0 ? { kgPerCubicMetre: value, index: match.index } : undefined;
}

/**
 * A road's slope: «se eleva 4 m por cada 100 m recorridos» (sin θ = 4/100), or a grade «del 3 %» taken as
 * sin θ, as the guides do for small grades (declined above 10 %, where sin and tan part ways).
 */
function slope(s: Statement): { sine: number; used: number[]; typed: string; line: string } | undefined {
  const rise = new RegExp(
    `(?:se eleva|sube|asciende) (${NUMBER_SOURCE})\\s*m (?:por cada|cada|en) (${NUMBER_SOURCE})\\s*m\\b`,
  ).exec(s.folded);
  if (rise) {
    const [up, along] = [parseNumber(group(rise, 1)), parseNumber(group(rise, 2))];
    if (!(up > 0 && along > up)) return undefined;
    const sine = up / along;
    return {
      sine,
      used: [rise.index + rise[0].indexOf(group(rise, 1)), rise.index + rise[0].lastIndexOf(group(rise, 2))],
      typed: `${fmt(up, 4)} m cada ${fmt(along, 4)} m`,
      line: `Sube ${fmt(up, 4)} m por cada ${fmt(along, 4)} m de camino: $\\sin\\theta = \\frac{${n(up)}}{${n(along)}} = ${n(sine)}$.`,
    };
  }
  const percent = new RegExp(`(?:pendiente|cuesta|subida) (?:del?|de un) (${NUMBER_SOURCE})\\s*%`).exec(
    s.folded,
  );
  if (!percent) return undefined;
  const value = parseNumber(group(percent, 1));
  if (!(value > 0 && value <= 10)) return undefined;
  const sine = value / 100;
  return {
    sine,
    used: [percent.index + percent[0].indexOf(group(percent, 1))],
    typed: `${fmt(value, 4)} %`,
    line: `Una pendiente del ${fmt(value, 4)} % sube ${fmt(value, 4)} m cada 100 m; con un ángulo tan chico, $\\sin\\theta \\approx ${n(sine)}$.`,
  };
}

/**
 * «Un ascensor de 600 kg transporta 5 personas de 70 kg cada una»: what is lifted is the cabin and its
 * load, m = 600 + 5 · 70 kg, one mass. Only a cabin (ascensor, montacargas, cabina, elevador) typed first
 * and a count of equal bodies «de X kg cada uno/a» after it; nothing else is added.
 */
function carriedLoad(
  s: Statement,
  ms: readonly { kg: number; index: number; q: Quantity }[],
): { mass: { kg: number; index: number; q: Quantity }; used: number[]; line: string } | undefined {
  if (ms.length !== 2) return undefined;
  const [cabin, each] = ms as [(typeof ms)[number], (typeof ms)[number]];
  if (
    !/(?:ascensor|montacargas|cabina|elevador)(?: \w+)? de $/.test(
      s.folded.slice(Math.max(0, cabin.index - 30), cabin.index),
    )
  )
    return undefined;
  const counted = /\b(\d+) [a-z]+ de $/.exec(s.folded.slice(Math.max(0, each.index - 30), each.index));
  if (!counted || !/^[\d.,]+\s*(?:kg|g)\b,? cada un[oa]\b/.test(s.folded.slice(each.index, each.index + 30)))
    return undefined;
  const count = Number(group(counted, 1));
  if (!(count >= 1 && count <= 100)) return undefined;
  const kg = cabin.kg + count * each.kg;
  return {
    mass: { kg, index: cabin.index, q: cabin.q },
    used: [
      cabin.index,
      each.index,
      Math.max(0, each.index - 30) + counted.index + counted[0].indexOf(group(counted, 1)),
    ],
    line: `Lo que se eleva es la cabina con su carga: $m = ${tex(cabin.kg, 4)} + ${count} \\cdot ${tex(each.kg, 4)} = ${tex(kg, 4)}$ kg.`,
  };
}

function read(s: Statement): Reading | undefined {
  const forces = readForces(s);
  const speeds = ofDimension(s, 'speed');
  const lengths = ofDimension(s, 'length');
  const times = ofDimension(s, 'time');
  const energies = ofDimension(s, 'energy');
  // Water by volume: a litre of water is a kilogram, or the density the statement gives («1000 kg/m³»).
  // «Un metro cúbico de agua tiene 1000 kg»: the liquid's mass from its volume, that unit's mass no body's.
  // A pump's flow in litres with «1 L de agua tiene 1 kg» said: the flow reading takes that litre.
  const unitVolume = statesUnitVolumeMass(s) && !(flow(s) && litreIsKiloAt(s.folded).length);
  const byVolume = unitVolume ? massFromVolume(s) : undefined;
  if (unitVolume && !byVolume) return undefined;
  const water = byVolume ? [] : /agua/.test(s.folded) ? ofDimension(s, 'volume') : [];
  const density = water.length ? waterDensity(s) : undefined;
  const kgPerLitre = density ? density.kgPerCubicMetre / 1000 : 1;
  const typedMasses = byVolume
    ? [{ kg: byVolume.kg, index: byVolume.volume.index, q: byVolume.volume }]
    : [...masses(s), ...water.map((q) => ({ kg: inBase(q) * kgPerLitre, index: q.index, q }))];
  const load = byVolume || water.length ? undefined : carriedLoad(s, typedMasses);
  const ms = load ? [load.mass] : typedMasses;
  const data: string[] = [];
  const steps: string[] = byVolume ? [byVolume.line] : load ? [load.line] : [];
  const used: number[] = density
    ? [density.index]
    : byVolume
      ? [...byVolume.used]
      : load
        ? [...load.used]
        : [];
  const lifting = /eleva|sube|subir|levanta|bombea|bomba|montacargas|grua|altura/.test(s.folded);
  const pump = flow(s);
  if (pump) {
    if (lengths.length !== 1 || forces.length || speeds.length > 1) return undefined;
    // «Sale con 2 m/s», «rapidez de salida de 3 m/s»: what is raised also leaves with kinetic energy.
    const [exit] = speeds;
    if (exit && !/salida|sale\b|salen\b|descarga|expuls/.test(s.folded)) return undefined;
    const height = at(lengths, 0, 'height');
    const h = inBase(height);
    // «1 litro de agua = 1 kg» states what this reading takes: its two numbers are used.
    const litreAt = litreIsKiloAt(s.folded);
    used.push(pump.index, height.index, ...(exit ? [exit.index] : []), ...litreAt);
    if (pump.perIndex !== undefined) used.push(pump.perIndex);
    data.push(`caudal: ${pump.typed}`, `h = ${fmt(h, 4)} m`, ...(exit ? [typedDatum('v', exit, 'm/s')] : []));
    steps.push(
      `Cada segundo sube $\\frac{\\Delta m}{\\Delta t} ${relation(pump.kgPerSecond) === '=' ? '=' : '\\approx'} ${tex(pump.kgPerSecond, 4)}$ kg${pump.typed.includes('kg') ? '' : ' (un litro de agua tiene 1 kg)'}.`,
    );
    const potential = pump.kgPerSecond * s.g * h;
    const v = exit ? inBase(exit) : 0;
    const kinetic = 0.5 * pump.kgPerSecond * v * v;
    const watts = potential + kinetic;
    steps.push(
      `La energía potencial que gana por segundo: $\\frac{m g h}{t} = ${tex(pump.kgPerSecond, 4)} \\cdot ${n(s.g)} \\cdot ${n(h)} ${relation(potential) === '=' ? '=' : '\\approx'} ${tex(potential, 2)}$ W (${gLine(s)}).`,
      ...(exit
        ? [
            `Además sale con ${fmt(v, 4)} m/s: la energía cinética por segundo es $\\frac{1}{2} \\frac{m}{t} v^2 = \\frac{1}{2} \\cdot ${tex(pump.kgPerSecond, 4)} \\cdot ${n(v)}^2 ${relation(kinetic) === '=' ? '=' : '\\approx'} ${tex(kinetic, 2)}$ W.`,
            `Potencia: $P = ${tex(potential, 2)} + ${tex(kinetic, 2)} ${relation(watts) === '=' ? '=' : '\\approx'} ${tex(watts, 2)}$ W.`,
          ]
        : []),
    );
    return { watts, data, steps, used };
  }
  // A vehicle at constant speed on a level road: its mass does not enter, the motor's force equals what
  // opposes the motion («un auto de 1200 kg marcha a velocidad constante… las fuerzas que se oponen suman 800 N»).
  const massAside =
    ms.length === 1 &&
    !water.length &&
    !byVolume &&
    /velocidad constante|rapidez constante/.test(s.folded) &&
    /horizontal|\bllan[oa]\b/.test(s.folded) &&
    !lifting &&
    !slope(s);
  if (
    forces.length === 1 &&
    speeds.length === 1 &&
    !times.length &&
    !lengths.length &&
    (!ms.length || massAside)
  ) {
    const force = at(forces, 0, 'force');
    const speed = at(speeds, 0, 'speed');
    const F = force.newtons;
    const v = inBase(speed);
    const [mass] = massAside ? ms : [];
    used.push(force.index, speed.index, ...statedKgfAt(s), ...(mass ? [mass.index] : []));
    data.push(
      ...(mass ? [massDatumOf(s, mass.kg)] : []),
      `F = ${force.typed}`,
      `v = ${fmt(speed.value, 4)} ${speed.unit.symbol}`,
    );
    if (mass)
      steps.push(
        'A velocidad constante sobre un camino horizontal la fuerza neta es cero: la fuerza del motor iguala a la que se opone al movimiento, y la masa no interviene.',
      );
    const inNewtons = forcesInNewtonsLine(s, [force]);
    if (inNewtons) steps.push(inNewtons);
    if (speed.unit.symbol !== 'm/s') steps.push(`Pasá la velocidad a m/s: v = ${fmt(v, 4)} m/s.`);
    const watts = F * v;
    steps.push(
      `A velocidad constante, la potencia de una fuerza es $P = F \\cdot v = ${n(F)} \\cdot ${n(v)} ${relation(watts) === '=' ? '=' : '\\approx'} ${tex(watts, 2)}$ W.`,
    );
    return { watts, data, steps, used };
  }
  if (
    ms.length === 1 &&
    speeds.length === 1 &&
    lifting &&
    !slope(s) &&
    !times.length &&
    lengths.length <= 1 &&
    !forces.length
  ) {
    const mass = at(ms, 0, 'mass');
    const speed = at(speeds, 0, 'speed');
    const m = mass.kg;
    const v = inBase(speed);
    // «…hasta 18 m de altura con velocidad constante de 0,5 m/s»: the height sets the time, not the power.
    const [height] = lengths;
    used.push(mass.index, speed.index, ...(height ? [height.index] : []));
    data.push(massDatumOf(s, m), `v = ${fmt(v, 4)} m/s`);
    if (!/constante/.test(s.folded)) return undefined;
    steps.push(
      `Sube a velocidad constante: la fuerza que hace es igual al peso, $F = m g = ${n(m)} \\cdot ${n(s.g)} = ${tex(m * s.g, 2)}$ N (${gLine(s)}).`,
      ...(height
        ? [
            `La altura (${fmt(height.value, 4)} ${height.unit.symbol}) no cambia la potencia: fija el tiempo de la subida, $t = \\frac{h}{v} ${texRelation(inBase(height) / v)} ${tex(inBase(height) / v, 2)}$ s.`,
          ]
        : []),
    );
    const watts = m * s.g * v;
    steps.push(
      `$P = F \\cdot v = ${tex(m * s.g, 2)} \\cdot ${n(v)} ${relation(watts) === '=' ? '=' : '\\approx'} ${tex(watts, 2)}$ W.`,
    );
    return { watts, data, steps, used };
  }
  const grade = slope(s);
  // Down a slope at a constant speed the motor does not pull: that is no reading of this one.
  if (
    grade &&
    (!/\b(?:sube|suben|subiendo|asciende|cuesta arriba)\b/.test(s.folded) ||
      /\b(?:baja|bajando|desciende|cuesta abajo)\b/.test(s.folded))
  )
    return undefined;
  if (grade) {
    const mass = at(ms, 0, 'mass');
    const speed = at(speeds, 0, 'speed');
    // «…y además vence un rozamiento de 2000 N»: a friction typed as a force, which the motor beats too.
    const [rubbing] = forces;
    const rubbingSaid =
      rubbing !== undefined &&
      forces.length === 1 &&
      /(?:rozamiento|friccion|resistencias?(?: del aire)?)(?: total)?(?: de| que vale| igual a)?\s*$/.test(
        s.folded.slice(Math.max(0, rubbing.index - 40), rubbing.index),
      );
    if (
      ms.length !== 1 ||
      speeds.length !== 1 ||
      times.length ||
      (forces.length && !rubbingSaid) ||
      energies.length
    )
      return undefined;
    if (lengths.some((length) => !grade.used.includes(length.index))) return undefined;
    const neglected = /desprecia\w* (?:el |la |los |las )?(?:rozamientos?|friccion|fricciones)/.test(
      s.folded,
    );
    if (!rubbingSaid && /aceler|frena|rozamiento|friccion/.test(s.folded) && !frictionless(s) && !neglected)
      return undefined;
    if (rubbingSaid && (/aceler|frena|coeficiente/.test(s.folded) || MU_SYMBOL.test(s.folded) || neglected))
      return undefined;
    const m = mass.kg;
    const v = inBase(speed);
    const Fr = rubbingSaid && rubbing ? rubbing.newtons : 0;
    used.push(mass.index, speed.index, ...grade.used, ...(rubbingSaid && rubbing ? [rubbing.index] : []));
    data.push(
      massDatumOf(s, m),
      typedDatum('v', speed, 'm/s'),
      `pendiente: ${grade.typed}`,
      ...(rubbingSaid && rubbing ? [`rozamiento: ${rubbing.typed}`] : []),
    );
    steps.push(grade.line);
    const along = m * s.g * grade.sine;
    const pull = along + Fr;
    const watts = pull * v;
    steps.push(
      rubbingSaid
        ? `A velocidad constante, el motor equilibra la componente del peso a lo largo de la pendiente y el rozamiento: $F = m g \\sin\\theta + F_r = ${n(m)} \\cdot ${n(s.g)} \\cdot ${n(grade.sine)} + ${n(Fr)} ${relation(pull) === '=' ? '=' : '\\approx'} ${tex(pull, 2)}$ N (${gLine(s)}).`
        : `A velocidad constante y sin rozamiento, el motor equilibra la componente del peso a lo largo de la pendiente: $F = m g \\sin\\theta = ${n(m)} \\cdot ${n(s.g)} \\cdot ${n(grade.sine)} ${relation(along) === '=' ? '=' : '\\approx'} ${tex(along, 2)}$ N (${gLine(s)}).`,
      `$P = F \\cdot v = ${tex(pull, 2)} \\cdot ${n(v)} ${relation(watts) === '=' ? '=' : '\\approx'} ${tex(watts, 2)}$ W.`,
    );
    return { watts, data, steps, used };
  }
  const [time, ...otherTimes] = times;
  if (!time || otherTimes.length) return undefined;
  const t = inBase(time);
  used.push(time.index);
  data.push(`t = ${fmt(time.value, 4)} ${time.unit.symbol}`);
  if (time.unit.symbol !== 's') steps.push(`Pasá el tiempo a segundos: t = ${fmt(t, 4)} s.`);
  let W: number;
  if (energies.length === 1 && !forces.length && !ms.length) {
    const energy = at(energies, 0, 'energy');
    W = inBase(energy);
    used.push(energy.index);
    data.push(`W = ${fmt(W, 4)} J`);
  } else if (forces.length === 1 && lengths.length === 1 && !ms.length && !energies.length) {
    const force = at(forces, 0, 'force');
    const distance = at(lengths, 0, 'distance');
    const F = force.newtons;
    const d = inBase(distance);
    used.push(force.index, distance.index);
    data.push(`F = ${force.typed}`, typedDatum('d', distance, 'm'));
    const slant = forceAngle(s);
    if (slant === 'unclear') return undefined;
    if (slant) {
      used.push(...slant.used);
      data.push(`α = ${fmt(slant.degrees, 4)}° con la horizontal`);
      W = F * d * slant.cos;
      steps.push(
        `Trabajo de la fuerza, que forma ${fmt(slant.degrees, 4)}° con el desplazamiento: $W = F \\cdot d \\cdot \\cos\\alpha = ${n(F)} \\cdot ${n(d)} \\cdot ${tex(slant.cos, 4)} ${texRelation(W)} ${tex(W, 2)}$ J.`,
      );
    } else {
      W = F * d;
      steps.push(
        `Trabajo de la fuerza (en la dirección del desplazamiento): $W = F \\cdot d = ${n(F)} \\cdot ${n(d)} = ${tex(W, 2)}$ J.`,
      );
    }
  } else if (ms.length === 1 && lengths.length === 1 && lifting && !forces.length && !energies.length) {
    // Lifted from rest with an acceleration, it also gains kinetic energy: m·g·h is not all the work.
    if (
      /(?:parte|partiendo|arranca|arrancando|sale|saliendo) (?:del|desde el) reposo|\bacelera/.test(s.folded)
    )
      return undefined;
    const mass = at(ms, 0, 'mass');
    const height = at(lengths, 0, 'height');
    const m = mass.kg;
    const h = inBase(height);
    used.push(mass.index, height.index);
    data.push(
      `m = ${fmt(m, 4)} kg${water.length ? (density ? ` de agua (ρ = ${fmt(density.kgPerCubicMetre, 4)} kg/m³)` : ' de agua (1 L de agua = 1 kg)') : ''}`,
      `h = ${fmt(h, 4)} m`,
    );
    W = m * s.g * h;
    steps.push(
      `Trabajo para elevarlo (lo que gana de energía potencial): $W = m g h = ${n(m)} \\cdot ${n(s.g)} \\cdot ${n(h)} = ${tex(W, 2)}$ J (${gLine(s)}).`,
    );
  } else if (
    ms.length === 1 &&
    !lengths.length &&
    !forces.length &&
    !energies.length &&
    !lifting &&
    (speeds.length === 2 || (speeds.length === 1 && /\breposo\b/.test(s.folded))) &&
    (frictionless(s) || !/rozamiento|friccion/.test(s.folded))
  ) {
    // A vehicle speeding up on the level: the motor's work is the kinetic energy it gains.
    const mass = at(ms, 0, 'mass');
    const m = mass.kg;
    const [first, second] = speeds;
    const initial = second ? first : undefined;
    const final = must(second ?? first, 'final speed');
    const v0 = initial ? inBase(initial) : 0;
    const v = inBase(final);
    used.push(mass.index, ...speeds.map((speed) => speed.index));
    data.push(
      massDatumOf(s, m),
      ...(initial ? [typedDatum('v₀', initial, 'm/s')] : ['v₀ = 0 (parte del reposo)']),
      typedDatum('v', final, 'm/s'),
    );
    W = 0.5 * m * (v * v - v0 * v0);
    if (!(W > 0)) return undefined;
    steps.push(
      `Sin rozamiento, el trabajo del motor es lo que gana de energía cinética: $W = \\frac{1}{2} m (v^2 - v_0^2) = \\frac{1}{2} \\cdot ${n(m)} \\cdot (${n(v)}^2 - ${n(v0)}^2) = ${tex(W, 2)}$ J.`,
    );
  } else return undefined;
  const watts = W / t;
  steps.push(
    `Potencia media: $P = \\frac{W}{t} = \\frac{${tex(W, 2)}}{${n(t)}} ${relation(watts) === '=' ? '=' : '\\approx'} ${tex(watts, 2)}$ W.`,
  );
  return { watts, data, steps, used, work: W };
}

const typedUnits: Record<string, PowerUnit> = { kw: 'kW', w: 'W', hp: 'HP', cv: 'CV' };

/** A power typed in the statement ("un motor de 2 kW"), in W, and where its number starts. */
function typedPower(
  s: Statement,
): { watts: number; index: number; unit: PowerUnit; typed: string; factorAt: number[] } | undefined {
  const found = [...s.folded.matchAll(new RegExp(`(${NUMBER_SOURCE})\\s*(kw|w|hp|cv)\\b`, 'g'))].filter(
    // Neither side of "1 HP = 746 W" is the machine's power.
    (match) =>
      !/=\s*$/.test(s.folded.slice(Math.max(0, match.index - 3), match.index)) &&
      !(match[1] === '1' && /^\s*=/.test(s.folded.slice(match.index + match[0].length))),
  );
  const [match, ...others] = found;
  if (!match || others.length) return undefined;
  const unit = must(typedUnits[group(match, 2)], 'power unit');
  const stated = statedFactor(s, unit);
  const value = parseNumber(group(match, 1));
  return {
    watts: value * (stated?.factor ?? powerUnits[unit].factor),
    index: match.index,
    unit,
    factorAt: stated?.used ?? [],
    typed: `${fmt(value, 4)} ${unit}`,
  };
}

/**
 * From a given power: the time to lift a load (t = m·g·h/P) or the constant speed it lifts it at
 * (v = P/(m·g)), without efficiency.
 */
function fromPower(s: Statement, question: string): SolverReply | undefined {
  const asksTime = /cuanto (?:tiempo|tarda|demora)|en cuanto tiempo|que tiempo/.test(question);
  const asksSpeed = /velocidad|rapidez/.test(question);
  if (asksTime === asksSpeed) return undefined;
  if (!/eleva|sube|subir|levanta|montacargas|grua/.test(s.folded)) return undefined;
  const typed = typedPower(s);
  const ms = masses(s);
  const lengths = ofDimension(s, 'length');
  if (!typed || ms.length !== 1 || s.quantities.length !== ms.length + lengths.length) return undefined;
  // «Un motor que consume 5 kW, con un rendimiento del 80 %»: what lifts is the useful part, η·P.
  const eta = efficiency(s);
  if (eta && !(eta.value > 0 && eta.value <= 1)) return undefined;
  if (eta && /util|entrega|suministra/.test(s.folded.slice(Math.max(0, typed.index - 30), typed.index)))
    return undefined;
  const power = eta ? { ...typed, watts: typed.watts * eta.value } : typed;
  const mass = at(ms, 0, 'mass');
  const m = mass.kg;
  const weight = m * s.g;
  const data = [
    `P${eta ? ' consumida' : ''} = ${typed.typed}`,
    ...(eta ? [`rendimiento: ${fmt(eta.value * 100, 2)} %`] : []),
    massDatumOf(s, m),
  ];
  const steps = [
    ...(typed.typed.endsWith(' W') ? [] : [`Pasá la potencia a watts: P = ${fmt(typed.watts, 4)} W.`]),
    ...(eta
      ? [
          `Lo que sube la carga es la potencia útil: $P_{util} = \\eta \\cdot P = ${n(eta.value)} \\cdot ${n(typed.watts)} ${relation(power.watts) === '=' ? '=' : '\\approx'} ${tex(power.watts, 2)}$ W.`,
        ]
      : []),
    `Para subirla a velocidad constante, la fuerza es igual al peso: $F = m g = ${n(m)} \\cdot ${n(s.g)} = ${tex(weight, 2)}$ N (${gLine(s)}).`,
  ];
  const used = [typed.index, mass.index, ...typed.factorAt, ...(eta ? [eta.index] : [])];
  let answer: string;
  if (asksTime) {
    if (lengths.length !== 1) return undefined;
    const height = at(lengths, 0, 'height');
    const h = inBase(height);
    used.push(height.index);
    data.push(`h = ${fmt(h, 4)} m`);
    const t = (weight * h) / power.watts;
    steps.push(
      `Trabajo para subirla: $W = m g h = ${tex(weight, 2)} \\cdot ${n(h)} = ${tex(weight * h, 2)}$ J. Como $P = \\frac{W}{t}$, $t = \\frac{W}{P} = \\frac{${tex(weight * h, 2)}}{${n(power.watts)}} ${relation(t) === '=' ? '=' : '\\approx'} ${tex(t, 2)}$ s.`,
    );
    answer = `t ${relation(t)} ${fmt(t)} s`;
  } else {
    if (lengths.length) return undefined;
    const v = power.watts / weight;
    steps.push(
      `Como $P = F \\cdot v$, $v = \\frac{P}{F} = \\frac{${n(power.watts)}}{${tex(weight, 2)}} ${relation(v) === '=' ? '=' : '\\approx'} ${tex(v, 2)}$ m/s.`,
    );
    answer = `v ${relation(v)} ${fmt(v)} m/s`;
  }
  const unused = unusedNumbers(s, used);
  return {
    certain: unused.length === 0,
    text: workedReply({
      title: 'Potencia mecánica',
      data: data.join('; '),
      steps,
      answer: unused.length
        ? `Con esa lectura quedaría ${answer}, pero no usé ${unused.map((v) => fmt(v, 4)).join(', ')} del enunciado: ¿qué representa? Confirmame los datos y lo cerramos.`
        : `**${answer}**`,
      closing: '¿Qué pasaría con el tiempo si la carga fuera el doble y la potencia la misma?',
    }),
  };
}

/** The weight a power lifts at a constant speed: F = P/v, checked back. */
function weightFromPower(
  power: { watts: number; typed: string },
  v: number,
  usefulStep: readonly string[] = [],
): SolverReply {
  const F = power.watts / v;
  const back = F * v;
  return {
    certain: true,
    text: workedReply({
      title: 'Potencia mecánica',
      data: [`P = ${power.typed}`, `v = ${fmt(v, 4)} m/s, constante`].join('; '),
      steps: [
        ...(power.typed.endsWith(' W') || usefulStep.length
          ? []
          : [`Pasá la potencia a watts: P = ${fmt(power.watts, 4)} W.`]),
        ...usefulStep,
        'A velocidad constante la fuerza que sube la carga es igual a su peso, así que $P = F \\cdot v$.',
        `$F = \\frac{P}{v} = \\frac{${n(power.watts)}}{${n(v)}} ${relation(F) === '=' ? '=' : '\\approx'} ${tex(F, 2)}$ N. Comprobá: $F \\cdot v ${relation(back) === '=' ? '=' : '\\approx'} ${tex(back, 2)}$ W.`,
      ],
      answer: `**F ${relation(F)} ${fmt(F)} N**`,
      closing: '¿Qué masa tiene esa carga, con g = 9,8 m/s²?',
    }),
  };
}

/**
 * The load a machine of given power lifts at a given constant speed: m = P/(g·v), or its weight
 * F = P/v when the question asks a weight or newtons; checked back.
 */
function massFromPower(s: Statement, question: string): SolverReply | undefined {
  const asksWeight = /\bpeso\b|\ben n\b|newtons?\b/.test(question);
  if (!asksWeight && !/\bmasa\b|cuantos (?:kilos|kg)|que carga/.test(question)) return undefined;
  if (!/eleva|sube|subir|levanta|montacargas|grua/.test(s.folded)) return undefined;
  if (!/constante|uniforme/.test(s.folded)) return undefined;
  const typed = typedPower(s);
  const speeds = ofDimension(s, 'speed');
  const [speed] = speeds;
  if (!typed || !speed || speeds.length !== 1 || s.quantities.length !== 1) return undefined;
  // With an efficiency, only the useful part of the power lifts the load.
  const eta = efficiency(s);
  if (eta && !(eta.value > 0 && eta.value <= 1)) return undefined;
  const power = eta
    ? { ...typed, watts: typed.watts * eta.value, typed: `${fmt(typed.watts * eta.value, 4)} W útiles` }
    : typed;
  const usefulStep = eta
    ? [
        `Con un rendimiento de ${fmt(eta.value * 100, 2)} %, la potencia útil es $P_{util} = ${n(typed.watts)} \\cdot ${n(eta.value)} ${relation(power.watts) === '=' ? '=' : '\\approx'} ${tex(power.watts, 2)}$ W.`,
      ]
    : [];
  const v = inBase(speed);
  if (!(v > 0 && power.watts > 0)) return undefined;
  const m = power.watts / (s.g * v);
  const back = m * s.g * v;
  const used = [typed.index, speed.index, ...typed.factorAt, ...(eta ? [eta.index] : [])];
  const unused = unusedNumbers(s, used);
  if (unused.length) return undefined;
  // Stated in N or kg: a weight asked in kgf or a mass in grams is another unit.
  // «¿…en toneladas?»: the mass in tonnes too.
  const tonnes = !asksWeight && /\btoneladas?\b|\ben t\b/.test(question);
  if (asksAnotherUnit(question, asksWeight ? ['N'] : tonnes ? ['kg', 't'] : ['kg'])) return undefined;
  if (asksWeight) return weightFromPower(power, v, usefulStep);
  return {
    certain: true,
    text: workedReply({
      title: 'Potencia mecánica',
      data: [
        `P = ${typed.typed}`,
        ...(eta ? [`rendimiento: ${fmt(eta.value * 100, 2)} %`] : []),
        `v = ${fmt(v, 4)} m/s, constante`,
      ].join('; '),
      steps: [
        ...(typed.typed.endsWith(' W') ? [] : [`Pasá la potencia a watts: P = ${fmt(typed.watts, 4)} W.`]),
        ...usefulStep,
        `A velocidad constante la fuerza que sube la carga es su peso, así que $P = F \\cdot v = m g v$ (${gLine(s)}).`,
        `$m = \\frac{P}{g v} = \\frac{${n(power.watts)}}{${n(s.g)} \\cdot ${n(v)}} ${relation(m) === '=' ? '=' : '\\approx'} ${tex(m, 2)}$ kg. Comprobá: $m g v ${relation(back) === '=' ? '=' : '\\approx'} ${tex(back, 2)}$ W.`,
      ],
      answer: tonnes
        ? `**m ${relation(m)} ${fmt(m)} kg ${relation(m / 1000) === '=' ? '=' : '≈'} ${fmt(m / 1000, 4)} t**`
        : `**m ${relation(m)} ${fmt(m)} kg**`,
      closing: '¿A qué velocidad subiría el doble de carga con la misma potencia?',
    }),
  };
}

/**
 * A machine's efficiency alone: the useful power from the power it takes (P_útil = η·P) or the power
 * it takes from the useful one (P = P_útil/η), in the unit asked.
 */
function fromEfficiency(s: Statement, question: string): SolverReply | undefined {
  const eta = efficiency(s);
  const power = typedPower(s);
  // «…levanta una carga de 400 kg»: the load's mass alone (no speed, height or time) does not enter the
  // useful power; it is said so, and counted.
  const [load, ...more] = masses(s);
  const loadAside =
    load !== undefined &&
    !more.length &&
    s.quantities.length === 1 &&
    /levanta|eleva|sube|carga/.test(s.folded);
  if (!eta || !power || !(eta.value > 0 && eta.value <= 1) || (s.quantities.length && !loadAside))
    return undefined;
  if (/resistencia|voltaje|corriente|lampara/.test(s.folded)) return undefined;
  const givenUseful = /util|entrega|suministra/.test(
    s.folded.slice(Math.max(0, power.index - 40), power.index + 12),
  );
  const asksUseful = /util|entrega|suministra/.test(question);
  const asksInput = /consum|absorb|entrada|total|recibe/.test(question);
  if (asksUseful === asksInput || givenUseful === asksUseful) return undefined;
  const result = asksUseful ? eta.value * power.watts : power.watts / eta.value;
  const unit = askedUnit(question.replace(/\bpotencia\b/g, '')) ?? 'W';
  const shown = result / powerUnits[unit].factor;
  const steps = [
    ...(power.typed.endsWith(' W')
      ? []
      : [`Pasá la potencia a watts: ${power.typed} = ${fmt(power.watts, 4)} W.`]),
    `El rendimiento es la parte de la potencia consumida que sale como útil: $\\eta = \\frac{P_{util}}{P_{consumida}}$, con $\\eta = ${n(eta.value)}$.`,
    asksUseful
      ? `$P_{util} = \\eta \\cdot P = ${n(eta.value)} \\cdot ${n(power.watts)} ${relation(result) === '=' ? '=' : '\\approx'} ${tex(result, 2)}$ W.`
      : `$P = \\frac{P_{util}}{\\eta} = \\frac{${n(power.watts)}}{${n(eta.value)}} ${relation(result) === '=' ? '=' : '\\approx'} ${tex(result, 2)}$ W.`,
    ...(unit === 'W'
      ? []
      : [
          `En ${unit}: ${fmt(result, 4)} W / ${fmt(powerUnits[unit].factor, 4)} ${relation(shown) === '=' ? '=' : '≈'} ${fmt(shown)} ${unit}.`,
        ]),
    `Verificación: $${tex(asksUseful ? result : power.watts, 2)} / ${tex(asksUseful ? power.watts : result, 2)} ${relation(eta.value, 4) === '=' ? '=' : '\\approx'} ${n(eta.value)}$, el rendimiento del enunciado.`,
    ...(loadAside && load
      ? [
          `La masa de la carga (${fmt(load.kg, 4)} kg) no cambia la potencia: sirve para saber con qué velocidad la sube ($v = \\frac{P_{util}}{m g}$).`,
        ]
      : []),
  ];
  const answer = `${asksUseful ? 'P útil' : 'P consumida'} ${relation(shown)} ${fmt(shown)} ${unit}`;
  const unused = unusedNumbers(s, [
    power.index,
    eta.index,
    ...power.factorAt,
    ...(loadAside && load ? [load.index] : []),
  ]);
  return {
    certain: unused.length === 0,
    text: workedReply({
      title: 'Rendimiento de una máquina',
      data: `P ${givenUseful ? 'útil' : 'consumida'} = ${power.typed}; η = ${fmt(eta.value * 100, 2)} %`,
      steps,
      answer: unused.length
        ? `Con esa lectura quedaría ${answer}, pero no usé ${unused.map((v) => fmt(v, 4)).join(', ')} del enunciado: ¿qué representa? Confirmame los datos y lo cerramos.`
        : `**${answer}**`,
      closing: '¿En qué se transforma la potencia que no sale como útil?',
    }),
  };
}

/** «litros por minuto», «m³ por hora», «litros de agua cada segundo»: the flow a question asks for. */
const ASKED_FLOW =
  /\b(litros?|l|m\^?3|m³)(?:\s+de agua)?\s*(?:(?:sube|eleva|bombea|puede (?:subir|elevar))\s+)?(?:\/|por|cada|en (?:un|una|cada))\s*(s|seg|segundos?|min|minutos?|h|horas?)\b/;
// «1 L de agua = 1 kg», «cada litro de agua tiene 1 kg de masa», «1 L de agua tiene una masa de 1 kg»: the
// statement says what the reading takes; its numbers are used.
const LITRE_IS_KILO =
  /(?:\b1\s*(?:l|litros?)\b|\bcada litro\b)(?: de agua)?\s*(?:=|(?:tiene|posee)(?: una masa de)?|pesa|equivale a|corresponde a)\s*1\s*(?:kg|kilos?|kilogramos?)\b/;
/** Where the numbers of «1 L de agua = 1 kg» start, when the statement says it. */
function litreIsKiloAt(folded: string): number[] {
  const litre = LITRE_IS_KILO.exec(folded);
  if (!litre) return [];
  const first = litre[0].indexOf('1');
  const last = litre[0].lastIndexOf('1');
  return [...new Set([litre.index + first, litre.index + last])];
}

/**
 * The flow a pump of given power raises to a height, in the unit the question names: the useful power
 * (times the efficiency, when given) lifts m/t = P/(g·h) kilograms of water a second, a litre each.
 */
function flowFromPower(s: Statement, question: string): SolverReply | undefined {
  const asked = ASKED_FLOW.exec(question);
  if (!asked || !/bomba|bombea/.test(s.folded) || !/agua/.test(s.folded)) return undefined;
  const power = typedPower(s);
  const lengths = ofDimension(s, 'length');
  const [height] = lengths;
  const litre = LITRE_IS_KILO.exec(s.folded);
  const data = s.quantities.filter(
    (q) => !litre || q.index < litre.index || q.index >= litre.index + litre[0].length,
  );
  if (!power || !height || lengths.length !== 1 || data.length !== 1) return undefined;
  const eta = efficiency(s);
  if (eta && !(eta.value > 0 && eta.value <= 1)) return undefined;
  const h = inBase(height);
  const useful = power.watts * (eta?.value ?? 1);
  if (!(h > 0 && useful > 0)) return undefined;
  const kgPerSecond = useful / (s.g * h);
  const volumeUnit = group(asked, 1);
  const timeUnit = group(asked, 2);
  const cubic = volumeUnit.startsWith('m');
  const seconds = /^h/.test(timeUnit) ? 3600 : /^m/.test(timeUnit) ? 60 : 1;
  const value = (kgPerSecond * seconds) / (cubic ? 1000 : 1);
  const unit = `${cubic ? 'm³' : 'L'}/${seconds === 3600 ? 'h' : seconds === 60 ? 'min' : 's'}`;
  // Checked back: that flow, raised to the height, takes the useful power.
  const back = ((value * (cubic ? 1000 : 1)) / seconds) * s.g * h;
  if (Math.abs(back - useful) > 1e-9 * useful) return undefined;
  const litreAt = litre ? [litre.index, litre.index + litre[0].lastIndexOf('1')] : [];
  const used = [power.index, height.index, ...power.factorAt, ...(eta ? [eta.index] : []), ...litreAt];
  const unused = unusedNumbers(s, used);
  const steps = [
    ...(power.typed.endsWith(' W') ? [] : [`Pasá la potencia a watts: P = ${fmt(power.watts, 4)} W.`]),
    ...(eta
      ? [
          `Solo el ${fmt(eta.value * 100, 2)} % sube el agua: $P_{util} = ${n(power.watts)} \\cdot ${n(eta.value)} ${relation(useful) === '=' ? '=' : '\\approx'} ${tex(useful, 2)}$ W.`,
        ]
      : []),
    `La potencia es la energía potencial que gana el agua por segundo, $P = \\frac{m}{t} g h$: $\\frac{m}{t} = \\frac{${tex(useful, 4)}}{${n(s.g)} \\cdot ${n(h)}} ${relation(kgPerSecond) === '=' ? '=' : '\\approx'} ${tex(kgPerSecond, 4)}$ kg/s (${gLine(s)}).`,
    `Un litro de agua tiene 1 kg: ${fmt(kgPerSecond, 4)} L/s${seconds === 1 && !cubic ? '' : `, que son ${fmt(value)} ${unit}`}.`,
  ];
  const answer = `Q ${relation(value)} ${fmt(value)} ${unit}`;
  const text = workedReply({
    title: 'Potencia de una bomba',
    data: [
      `P = ${power.typed}`,
      `h = ${fmt(h, 4)} m`,
      ...(eta ? [`rendimiento: ${fmt(eta.value * 100, 2)} %`] : []),
    ].join('; '),
    steps,
    answer: `**${answer}**`,
    closing: '¿Cuánta agua subiría la misma bomba al doble de altura?',
  });
  return { certain: unused.length === 0, text: unused.length ? uncertainReply(text, unused) : text };
}

/** A power expressed in another unit: «2,5 kW, expresala en HP (1 HP = 746 W)». */
function conversion(s: Statement): SolverReply | undefined {
  const power = typedPower(s);
  if (!power || s.quantities.length || !/expres|pasa|converti|equival|cuantos (?:hp|cv|w|kw)/.test(s.folded))
    return undefined;
  const tail = s.folded.slice(power.index + power.typed.length);
  // «¿Cuántos HP son 1492 W?»: the unit asked may come before the power.
  const before = /cuant[oa]s\s+(?:hp|cv|kw|w|watts?|kilowatts?|caballos? de (?:vapor|fuerza))\b/.exec(
    s.folded.slice(0, power.index),
  );
  const target =
    askedUnit(tail.replace(/\(?1\s*(?:hp|cv)\s*=[^)]*\)?/g, '')) ??
    (before ? askedUnit(before[0]) : undefined);
  const from = power.unit;
  if (!target || target === from) return undefined;
  const factor = statedFactor(s, target);
  const perUnit = factor?.factor ?? powerUnits[target].factor;
  const value = power.watts / perUnit;
  const back = value * perUnit;
  if (Math.abs(back - power.watts) > 1e-9 * power.watts) return undefined;
  const unused = unusedNumbers(s, [power.index, ...power.factorAt, ...(factor?.used ?? [])]);
  const answer = `${power.typed} ${relation(value) === '=' ? '=' : '≈'} ${fmt(value)} ${target}`;
  return {
    certain: unused.length === 0,
    text: workedReply({
      title: 'Conversión de unidades de potencia',
      data: `P = ${power.typed}${factor ? `; 1 ${target} = ${fmt(perUnit, 4)} W` : ''}`,
      steps: [
        ...(from === 'W' ? [] : [`En watts: ${power.typed} = ${fmt(power.watts, 4)} W.`]),
        `Cada ${target} son ${fmt(perUnit, 4)} W${factor ? ' (lo dice el enunciado)' : ''}: $${n(power.watts)} / ${n(perUnit)} ${texRelation(value)} ${tex(value, 2)}$ ${target}.`,
      ],
      answer: unused.length
        ? `Con esa lectura quedaría ${answer}, pero no usé ${unused.map((v) => fmt(v, 4)).join(', ')} del enunciado: ¿qué representa?`
        : `**${answer}**`,
      closing: '¿Cuál es más grande, un HP o un kW?',
    }),
  };
}

/** The units an energy is asked in, by what the question names; joules when it names none. */
const ENERGY_UNITS = [
  { unit: 'kWh', joules: 3.6e6, pattern: /\bkw\s*[·.*]?\s*h\b|\bkwh\b|kilowatts?[ -]?horas?/ },
  { unit: 'MJ', joules: 1e6, pattern: /\bmj\b|megajoules?/ },
  { unit: 'kJ', joules: 1000, pattern: /\bkj\b|kilojoules?/ },
  { unit: 'J', joules: 1, pattern: /\bj\b|joules?/ },
] as const;

function askedEnergyUnit(question: string): (typeof ENERGY_UNITS)[number] {
  return ENERGY_UNITS.find(({ pattern }) => pattern.test(question)) ?? { unit: 'J', joules: 1, pattern: /j/ };
}

/** Whether the question names the unit of the energy it asks. */
const namesEnergyUnit = (question: string) => ENERGY_UNITS.some(({ pattern }) => pattern.test(question));

/**
 * The work (or energy) a machine or an appliance of a given power delivers or takes in a time: E = P·t
 * («un motor de 2 HP funciona durante 10 minutos, ¿qué trabajo realiza?», «una estufa de 1500 W encendida
 * 2 h, ¿qué energía consume en kWh?»), in the unit asked (J, kJ, MJ or kWh). Only a power and a time in
 * the statement, no efficiency, no price.
 */
function workFromPower(s: Statement, question: string): SolverReply | undefined {
  // With an efficiency, only «el trabajo útil» says which work: the useful power times the time.
  const eta = efficiency(s);
  // «… consume, en kW·h:»: what it consumes is an energy (with its unit named, checked below).
  if (!/trabajo|energia|consum/.test(question) || (eta && !/\butil\b/.test(question))) return undefined;
  if (eta && !(eta.value > 0 && eta.value <= 1)) return undefined;
  if (/cost|precio|\$|pesos|pagar|factura|tension|voltaje|corriente|resistencia/.test(s.folded))
    return undefined;
  // «4 h por día … en una semana»: a time of use per period is the electric energy's reading, not P·t.
  if (/por dia|diari|al dia|cada dia|semana|\bmes(?:es)?\b|\bano\b|anual/.test(s.folded)) return undefined;
  // An appliance's energy is asked in kW·h as often as in J: without the unit named, not this one's.
  const machine =
    /motor|maquina|grua|bomba|montacargas/.test(s.folded) &&
    (eta !== undefined || !/kw\s*[·.*]?\s*h\b|kwh|electric|consum|lampara|artefacto/.test(s.folded));
  if (!machine && !namesEnergyUnit(question)) return undefined;
  const power = typedPower(s);
  const times = ofDimension(s, 'time');
  const [time] = times;
  if (!power || !time || times.length !== 1 || s.quantities.length !== 1) return undefined;
  const t = inBase(time);
  const useful = power.watts * (eta?.value ?? 1);
  const W = useful * t;
  const asked = askedEnergyUnit(question);
  const shown = W / asked.joules;
  // Checked back: the energy over the time gives the power again.
  if (!(W > 0) || Math.abs((shown * asked.joules) / t - useful) > 1e-9 * useful) return undefined;
  const stated = statedFactor(s, power.unit);
  const unused = unusedNumbers(s, [power.index, time.index, ...power.factorAt, ...(eta ? [eta.index] : [])]);
  if (unused.length) return undefined;
  const steps = [
    ...(power.unit === 'W'
      ? []
      : [
          `Pasá la potencia a watts: P = ${power.typed} = ${fmt(power.watts, 4)} W${stated ? ` (con 1 ${power.unit} = ${fmt(stated.factor, 4)} W, como da el enunciado)` : ''}.`,
        ]),
    ...(time.unit.symbol === 's'
      ? []
      : [`Pasá el tiempo a segundos: t = ${fmt(time.value, 4)} ${time.unit.symbol} = ${fmt(t, 4)} s.`]),
    ...(eta
      ? [
          `Solo el ${fmt(eta.value * 100, 2)} % es útil: $P_{util} = ${n(power.watts)} \\cdot ${n(eta.value)} ${relation(useful) === '=' ? '=' : '\\approx'} ${tex(useful, 2)}$ W.`,
        ]
      : []),
    `Como $P = \\frac{W}{t}$, $W = P${eta ? '_{util}' : ''} \\cdot t = ${n(useful)} \\cdot ${n(t)} ${relation(W) === '=' ? '=' : '\\approx'} ${tex(W, 2)}$ J.`,
    ...(asked.unit === 'J'
      ? []
      : [
          `En ${asked.unit}: 1 ${asked.unit} = ${fmt(asked.joules, 4)} J, así que $W = \\frac{${tex(W, 2)}}{${n(asked.joules)}} ${relation(shown, 4) === '=' ? '=' : '\\approx'} ${tex(shown, 4)}$ ${asked.unit}.`,
        ]),
  ];
  const label = /energia|consum/.test(question) ? 'E' : 'W';
  return {
    certain: true,
    text: workedReply({
      title: 'Trabajo a partir de la potencia',
      data: [
        `P = ${power.typed}`,
        ...(eta ? [`rendimiento: ${fmt(eta.value * 100, 2)} %`] : []),
        `t = ${fmt(time.value, 4)} ${time.unit.symbol}`,
      ].join('; '),
      steps,
      answer: `**${label} ${relation(shown, 4)} ${fmt(shown, 4)} ${asked.unit}**`,
      closing:
        asked.unit === 'kWh'
          ? '¿Cuántos joules son?'
          : '¿Cuántos kW·h son? Recordá que 1 kW·h = 3,6 · 10⁶ J.',
    }),
  };
}

/**
 * «Un motor consume 1000 W y eleva 100 kg a 8 m en 10 s: ¿cuál es su rendimiento?»: the useful power
 * the rest of the statement gives (a load lifted in a time, a pump's flow…) over the power it takes,
 * checked to be a share between 0 and 1.
 */
function efficiencyAsked(s: Statement, question: string): SolverReply | undefined {
  if (!/rendimiento|eficiencia/.test(question) || efficiency(s)) return undefined;
  // A circuit's or a heater's efficiency is no load lifted; «un motor eléctrico que consume 2 kW» lifting a
  // load is, as long as no voltage or current is typed.
  const electricAside = s.folded.replace(/\bmotor(?:es)? electric[oa]s?\b/g, 'motor');
  if (/electric|resistencia|voltaje|corriente|lampara|calor|termic|volt|amper|\d\s*v\b/.test(electricAside))
    return undefined;
  const taken = typedPower(s);
  const reading = taken ? read(s) : undefined;
  if (!taken || !reading || !(reading.watts > 0) || !(taken.watts > 0)) return undefined;
  const eta = reading.watts / taken.watts;
  if (!(eta > 0 && eta <= 1)) return undefined;
  const used = [...reading.used, taken.index, ...taken.factorAt];
  const unused = unusedNumbers(s, used);
  if (unused.length) return undefined;
  const percent = eta * 100;
  return {
    certain: true,
    text: workedReply({
      title: 'Rendimiento de una máquina',
      data: [...reading.data, `potencia consumida: ${taken.typed}`].join('; '),
      steps: [
        ...reading.steps,
        `Esa es la potencia útil. El rendimiento es la útil sobre la consumida${taken.unit === 'W' ? '' : ` (${taken.typed} = ${fmt(taken.watts, 4)} W)`}: $\\eta = \\frac{${tex(reading.watts, 2)}}{${n(taken.watts)}} ${relation(eta, 4) === '=' ? '=' : '\\approx'} ${tex(eta, 4)}$.`,
      ],
      answer: `**η ${relation(percent, 2)} ${fmt(percent, 2)} %**`,
      closing: '¿Adónde va la potencia que no se aprovecha?',
    }),
  };
}

/**
 * «Un motor consume 2.000 W y entrega una potencia útil de 1,5 kW: ¿su rendimiento?»: the two powers
 * typed, one said useful (útil, entrega, desarrolla) and the other taken (consume, absorbe), η = P_u/P_c,
 * a share between 0 and 1; no other datum.
 */
function efficiencyOfPowers(s: Statement, question: string): SolverReply | undefined {
  if (!/rendimiento|eficiencia/.test(question) || efficiency(s)) return undefined;
  const found = [...s.folded.matchAll(new RegExp(`(${NUMBER_SOURCE})\\s*(kw|w|hp|cv)\\b`, 'g'))].filter(
    // Neither side of «(1 CV = 735 W)» is a machine's power: it is the factor, used when given.
    (match) =>
      !/=\s*$/.test(s.folded.slice(Math.max(0, match.index - 3), match.index)) &&
      !(match[1] === '1' && /^\s*=/.test(s.folded.slice(match.index + match[0].length))),
  );
  if (found.length !== 2) return undefined;
  const factorsUsed: number[] = [];
  const powers = found.map((match) => {
    const unit = must(typedUnits[group(match, 2)], 'power unit');
    const stated = statedFactor(s, unit);
    if (stated) factorsUsed.push(...stated.used);
    const value = parseNumber(group(match, 1));
    const before =
      s.folded
        .slice(Math.max(0, match.index - 40), match.index)
        .split(/[.;,]| y /)
        .at(-1) ?? '';
    return {
      watts: value * (stated?.factor ?? powerUnits[unit].factor),
      index: match.index,
      typed: `${fmt(value, 4)} ${unit}`,
      factor: stated ? ` (con 1 ${unit} = ${fmt(stated.factor, 4)} W, como da el enunciado)` : '',
      useful: /util|entrega|desarrolla|suministra|aprovecha|de salida/.test(before),
      taken: /consum|absorb|recibe|toma|de entrada|de la red/.test(before),
    };
  });
  const useful = powers.filter((p) => p.useful && !p.taken);
  const taken = powers.filter((p) => p.taken && !p.useful);
  const [u] = useful;
  const [c] = taken;
  if (!u || !c || useful.length !== 1 || taken.length !== 1) return undefined;
  const eta = u.watts / c.watts;
  if (!(eta > 0 && eta <= 1)) return undefined;
  if (unusedNumbers(s, [u.index, c.index, ...factorsUsed]).length) return undefined;
  const percent = eta * 100;
  return {
    certain: true,
    text: workedReply({
      title: 'Rendimiento de una máquina',
      data: `potencia útil: ${u.typed}; potencia consumida: ${c.typed}`,
      steps: [
        ...powers
          .filter((p) => !p.typed.endsWith(' W'))
          .map((p) => `Pasá a watt: ${p.typed} = ${fmt(p.watts, 4)} W${p.factor}.`),
        `El rendimiento es la potencia útil sobre la consumida: $\\eta = \\frac{${tex(u.watts, 2)}}{${tex(c.watts, 2)}} ${relation(eta, 4) === '=' ? '=' : '\\approx'} ${tex(eta, 4)}$, es decir ${fmt(percent, 2)} %.`,
        `Verificación: $${tex(c.watts, 2)} \\cdot ${tex(eta, 4)} ${texRelation(c.watts * eta)} ${tex(c.watts * eta, 2)}$ W, la útil.`,
      ],
      answer: `**η ${relation(percent, 2)} ${fmt(percent, 2)} %**`,
      closing: '¿Adónde va la potencia que no se aprovecha?',
    }),
  };
}

/**
 * «Una bomba eleva 300 litros de agua por minuto hasta 12 m. ¿Qué trabajo realiza en media hora?»: the
 * pump's power from its flow (the power's own reading), times the time asked, W = P·t, in the unit asked.
 * Only a flow, one height and one time besides it; no efficiency, no exit speed.
 */
function pumpWork(s: Statement, question: string): SolverReply | undefined {
  if (!/trabajo|energia/.test(question) || /potencia(?!l)|rendimiento|eficiencia/.test(question))
    return undefined;
  const pump = flow(s);
  if (!pump || efficiency(s) || typedPower(s) || ofDimension(s, 'speed').length) return undefined;
  const times = ofDimension(s, 'time').filter((q) => q.index !== pump.perIndex && q.index > pump.index);
  const [time] = times;
  if (!time || times.length !== 1) return undefined;
  const reading = read(s);
  if (!reading || !(reading.watts > 0)) return undefined;
  const t = inBase(time);
  const W = reading.watts * t;
  const asked = askedEnergyUnit(question);
  if (!namesEnergyUnit(question) && /\ben (?!el|la|los|las|un|una|media|\d)\w+/.test(question))
    return undefined;
  const shown = W / asked.joules;
  if (!(W > 0) || Math.abs((shown * asked.joules) / t - reading.watts) > 1e-9 * reading.watts)
    return undefined;
  const unused = unusedNumbers(s, [...reading.used, time.index]);
  if (unused.length) return undefined;
  return {
    certain: true,
    text: workedReply({
      title: 'Trabajo de una bomba en un tiempo',
      data: [...reading.data, `t = ${fmt(time.value, 4)} ${time.unit.symbol}`].join('; '),
      steps: [
        ...reading.steps,
        ...(time.unit.symbol === 's'
          ? []
          : [`Pasá el tiempo a segundos: t = ${fmt(time.value, 4)} ${time.unit.symbol} = ${fmt(t, 4)} s.`]),
        `Como $P = \\frac{W}{t}$, $W = P \\cdot t = ${tex(reading.watts, 4)} \\cdot ${n(t)} ${relation(W) === '=' ? '=' : '\\approx'} ${tex(W, 2)}$ J.`,
        ...(asked.unit === 'J'
          ? []
          : [
              `En ${asked.unit}: $W = \\frac{${tex(W, 2)}}{${n(asked.joules)}} ${relation(shown, 4) === '=' ? '=' : '\\approx'} ${tex(shown, 4)}$ ${asked.unit}.`,
            ]),
        `Comprobá: en ${fmt(t, 4)} s sube $${tex(pump.kgPerSecond, 4)} \\cdot ${n(t)} ${relation(pump.kgPerSecond * t) === '=' ? '=' : '\\approx'} ${tex(pump.kgPerSecond * t, 2)}$ kg, y $m g h$ da lo mismo.`,
      ],
      answer: `**W ${relation(shown, 4)} ${fmt(shown, 4)} ${asked.unit}**`,
      closing: '¿Cuánto tardaría una bomba del doble de potencia en hacer ese mismo trabajo?',
    }),
  };
}

/** A reply for a mechanical power problem, or undefined. */
export function solvePower(message: string): SolverReply | undefined {
  const own = readPower(message);
  // A page's one question on a pump raising water (energy-pump.ts), when these readings are not sure.
  if (own?.certain) return own;
  return solvePump(message) ?? own;
}

function readPower(message: string): SolverReply | undefined {
  const s = readStatement(message);
  // «Si lo hiciera en la mitad del tiempo…»: a datum changed in words, which the typed numbers miss.
  if (changesADatum(message)) return undefined;
  const converted = conversion(s);
  if (converted) return converted;
  const question = askedClause(s);
  // «¿Cuánto aumenta la energía potencial…?» asks no power (it was stated, sure, P = 2.400 W).
  if (!/potencia(?!l)/.test(question))
    return (
      efficiencyAsked(s, question) ??
      efficiencyOfPowers(s, question) ??
      flowFromPower(s, question) ??
      fromPower(s, question) ??
      massFromPower(s, question) ??
      pumpWork(s, question) ??
      workFromPower(s, question)
    );
  const byEfficiency = fromEfficiency(s, question);
  if (byEfficiency) return byEfficiency;
  // «Una fuerza de resistencia de 800 N», «la resistencia del aire»: a force against the motion, no resistor.
  // «la potencia eléctrica que consume» a pump or a motor that lifts: what it takes, no circuit.
  const machine = /bomba|motor|grua|ascensor|montacargas|malacate/.test(s.folded);
  const against = s.folded
    .replace(
      /fuerza (?:de )?resistencia|resistencia (?:del aire|al avance|al movimiento|aerodinamica|total|media)/g,
      ' ',
    )
    .replace(machine ? /\b(?:potencia|energia) electrica\b|\bmotor electrico\b/g : /$^/g, ' ');
  if (/electric|resistencia|voltaje|tension electrica|corriente|lampara|calor|termic|luz|lente/.test(against))
    return undefined;
  const reading = read(s);
  if (!reading || !(reading.watts > 0) || !Number.isFinite(reading.watts)) return undefined;
  const { data, steps, used } = reading;
  let watts = reading.watts;
  const eta = efficiency(s);
  // «La potencia útil» asked beside a rendimiento: the power that does the work, not what the motor takes.
  const takenAsked = /consum|absorb|entrada|total/.test(question);
  const usefulAsked = /\butil\b/.test(question) && !takenAsked;
  // «la potencia útil y la consumida»: both are stated.
  const bothAsked = /\butil\b/.test(question) && takenAsked;
  if (eta) {
    if (!(eta.value > 0 && eta.value <= 1)) return undefined;
    used.push(eta.index);
    data.push(`rendimiento: ${fmt(eta.value * 100, 2)} %`);
    const useful = watts;
    const taken = useful / eta.value;
    if (!usefulAsked) watts = taken;
    steps.push(
      `Esa es la potencia útil. Con un rendimiento de ${fmt(eta.value * 100, 2)} %, el motor tiene que consumir más: $P = \\frac{P_{util}}{\\eta} = \\frac{${tex(useful, 2)}}{${n(eta.value)}} ${relation(taken) === '=' ? '=' : '\\approx'} ${tex(taken, 2)}$ W${usefulAsked ? ', pero lo que te piden es la útil' : ''}.`,
    );
  }
  const unit = askedUnit(question) ?? 'W';
  const stated = statedFactor(s, unit);
  if (stated) used.push(...stated.used);
  const factor = stated?.factor ?? powerUnits[unit].factor;
  const value = watts / factor;
  if (unit !== 'W') {
    steps.push(
      `Pasalo a ${unit}: 1 ${unit} = ${fmt(factor, 4)} W, así que $P = \\frac{${tex(watts, 2)}}{${n(factor)}} ${texRelation(value)} ${tex(value, 2)}$ ${unit}.`,
    );
  }
  // «(1 HP = 746 W)» beside a power asked in W (an exam's options in both units): also in that unit.
  const others = (['HP', 'CV'] as const).flatMap((other) => {
    const given = other === unit ? undefined : statedFactor(s, other);
    return given ? [{ other, given }] : [];
  });
  for (const { other, given } of others) {
    used.push(...given.used);
    const inOther = watts / given.factor;
    steps.push(
      `En ${other}, con 1 ${other} = ${fmt(given.factor, 4)} W como da el enunciado: $P = \\frac{${tex(watts, 2)}}{${n(given.factor)}} ${texRelation(inOther)} ${tex(inOther, 2)}$ ${other}.`,
    );
  }
  const otherForms = others
    .map(
      ({ other, given }) =>
        ` (${relation(watts / given.factor) === '=' ? '=' : '≈'} ${fmt(watts / given.factor)} ${other})`,
    )
    .join('');
  const unused = unusedNumbers(s, used);
  // «Calcular el trabajo realizado y la potencia»: the work is stated too, or the reply is not sure.
  const workAsked = /\btrabajo\b/.test(question);
  const work = workAsked ? reading.work : undefined;
  const label = eta && usefulAsked ? 'P_util' : eta && bothAsked ? 'P consumida' : 'P';
  const useful = eta && bothAsked ? value * eta.value : undefined;
  const answer = `${work === undefined ? '' : `W ${relation(work)} ${fmt(work)} J; `}${useful === undefined ? '' : `P_util ${relation(useful)} ${fmt(useful)} ${unit}; `}${label} ${relation(value)} ${fmt(value)} ${unit}`;
  return {
    certain: unused.length === 0 && (!workAsked || work !== undefined),
    text: workedReply({
      title: 'Potencia mecánica',
      data: data.join('; '),
      steps,
      answer: unused.length
        ? `Con esa lectura quedaría ${answer}, pero no usé ${unused.map((v) => fmt(v, 4)).join(', ')} del enunciado: ¿qué representa? Confirmame los datos y lo cerramos.`
        : `**${answer}**${unit === 'W' && value >= 1000 ? ` (= ${fmt(value / 1000, 3)} kW)` : ''}${otherForms}`,
      closing: '¿Qué potencia haría falta para hacer el mismo trabajo en la mitad del tiempo?',
    }),
  };
}

export const powerSolver = declareSolver({
  name: 'solve_power',
  offer: 'potencia y rendimiento',
  summary:
    'Mechanical power: P = F·v for a force at constant speed, lifting a load at constant speed (P = m·g·v), P = W/t for a work, a force along a distance or a load raised in a time, and a pump raising water (litres per minute to a height), with the efficiency when given; answers in W, kW, HP or CV as asked. Pass the whole statement.',
  examples: [
    'El motor de un auto ejerce una fuerza de tracción de 3000 N mientras avanza a 25 m/s constantes. ¿Qué potencia desarrolla, en kW?',
    'Un montacargas sube una carga de 900 kg a velocidad constante de 1,5 m/s. ¿Qué potencia desarrolla?',
    'Una bomba eleva 600 litros de agua por minuto a un tanque a 15 m de altura. ¿Qué potencia tiene?',
  ],
  parameters: { problem: 'the power problem as written' },
  solve: solvePower,
});
