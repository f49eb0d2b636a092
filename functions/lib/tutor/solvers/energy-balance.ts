/**
 * Energy balances the work-and-energy solver does not read: the speed (or the mass) from a kinetic
 * energy, the elastic energy of a spring (½·k·x²) and the speed it gives a body on a smooth surface, the work of the net force or of the brakes from the
 * change of kinetic energy (W = ΔEc), and the energy lost to friction on the way down (m·g·h − ½·m·v²).
 */

import { at } from '../../../../shared/lib/must.ts';
import { asksAnotherUnit } from './asked-unit.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import { group } from './groups.ts';
import { texRelation as approx, fmt, NUMBER_SOURCE, parseNumber, relation, tex } from './numbers.ts';
import {
  askedClause,
  changesADatum,
  distinctAngles,
  frictionless,
  gSource,
  inBase,
  MU_SYMBOL,
  masses,
  ofDimension,
  readAngles,
  readFriction,
  readKineticFriction,
  readStatement,
  type Statement,
  trigOf,
  unusedNumbers,
  withKiloForms,
} from './physics.ts';
import { workedReply } from './reply.ts';
import type { Quantity } from './units.ts';

const NUM = `(${NUMBER_SOURCE})`;

interface Reading {
  title: string;
  data: string[];
  steps: string[];
  answer: string;
  used: number[];
}

/** A quantity's conversion to SI, as a step, when it was typed in another unit. */
const toSI = (q: Quantity, name: string, unit: string) =>
  q.unit.symbol === unit
    ? []
    : [`Pasá ${name} a ${unit}: ${fmt(q.value, 4)} ${q.unit.symbol} = ${fmt(inBase(q), 4)} ${unit}.`];

function fromKinetic(s: Statement, question: string): Reading | undefined {
  if (!/velocidad|rapidez/.test(question) || /altura|cae|caer|suelta|desde/.test(s.folded)) return undefined;
  const energies = ofDimension(s, 'energy');
  const ms = masses(s);
  if (energies.length !== 1 || ms.length !== 1 || ofDimension(s, 'speed').length) return undefined;
  if (!/cinetica/.test(s.folded)) return undefined;
  const energy = at(energies, 0, 'energy');
  const mass = at(ms, 0, 'mass');
  const e = inBase(energy);
  const m = mass.kg;
  if (!(e > 0 && m > 0)) return undefined;
  const v = Math.sqrt((2 * e) / m);
  const back = 0.5 * m * v * v;
  if (Math.abs(back - e) > 1e-6 * e) return undefined;
  return {
    title: 'Velocidad a partir de la energía cinética',
    data: [`Ec = ${fmt(e, 4)} J`, `m = ${fmt(m, 4)} kg`],
    steps: [
      ...toSI(energy, 'la energía', 'J'),
      ...toSI(mass.q, 'la masa', 'kg'),
      `De $E_c = \\frac{1}{2} m v^2$ despejá: $v = \\sqrt{\\frac{2 E_c}{m}} = \\sqrt{\\frac{2 \\cdot ${tex(e)}}{${tex(m)}}} ${approx(v)} ${tex(v, 2)}$ m/s.`,
      `Verificación: $\\frac{1}{2} \\cdot ${tex(m)} \\cdot ${tex(v, 4)}^2 ${approx(back)} ${tex(back, 2)}$ J. ✓`,
    ],
    answer: `v ${relation(v)} ${fmt(v)} m/s`,
    used: [energy.index, mass.index],
  };
}

/** «k = 200 N/m» (or N/cm): the spring's constant in N/m, and the statement's lengths that are not it. */
function springConstant(
  s: Statement,
): { k: RegExpExecArray; kValue: number; lengths: Quantity[] } | undefined {
  const k = new RegExp(`${NUM}\\s*n\\s*/\\s*(m|cm)\\b`).exec(s.folded);
  if (!k) return undefined;
  return {
    k,
    kValue: parseNumber(group(k, 1)) * (k[2] === 'cm' ? 100 : 1),
    lengths: ofDimension(s, 'length').filter((q) => q.index > k.index + k[0].length || q.end < k.index),
  };
}

/** A spring compressed x that pushes one body of mass m, nothing else given: ½·k·x² is its energy. */
function compressedSpring(s: Statement) {
  const spring = springConstant(s);
  if (!spring) return undefined;
  const ms = masses(s);
  const others = s.quantities.filter((q) => !['length', 'mass'].includes(q.unit.dimension));
  if (spring.lengths.length !== 1 || ms.length !== 1 || others.length) return undefined;
  const deformation = at(spring.lengths, 0, 'deformation');
  const mass = at(ms, 0, 'mass');
  const x = inBase(deformation);
  const m = mass.kg;
  if (!(x > 0 && m > 0 && spring.kValue > 0)) return undefined;
  return { ...spring, deformation, mass, x, m, e: 0.5 * spring.kValue * x * x };
}

function elastic(s: Statement, question: string): Reading | undefined {
  if (!/resorte|muelle|elastic/.test(s.folded) || !/energia/.test(question)) return undefined;
  const spring = springConstant(s);
  if (!spring) return undefined;
  const { k, kValue, lengths } = spring;
  if (lengths.length !== 1 || s.quantities.some((q) => q.unit.dimension !== 'length')) return undefined;
  const deformation = at(lengths, 0, 'deformation');
  const x = inBase(deformation);
  const e = 0.5 * kValue * x * x;
  return {
    title: 'Energía potencial elástica',
    data: [`k = ${fmt(kValue, 4)} N/m`, `x = ${fmt(x, 4)} m`],
    steps: [
      ...toSI(deformation, 'la deformación', 'm'),
      `$E_e = \\frac{1}{2} k x^2 = \\frac{1}{2} \\cdot ${tex(kValue)} \\cdot ${tex(x)}^2 ${approx(e)} ${tex(e, 2)}$ J.`,
    ],
    answer: `Ee ${relation(e)} ${fmt(e)} J`,
    used: [k.index, deformation.index],
  };
}

// «¿Con qué velocidad se separa el bloque del resorte?»: the moment it leaves the spring.
const LEAVES_SPRING =
  /se separa|sale despedido|abandona el resorte|deja el resorte|se despega|pierde (?:el )?contacto/;

/** A spring that launches a body on a smooth surface: ½·k·x² = ½·m·v², so v = x·√(k/m). */

// «En la zona del resorte no hay rozamiento», «el tramo del resorte es liso»: friction only after it.
const SMOOTH_BY_SPRING =
  /(?:zona|tramo|parte) del resorte (?:no hay rozamiento|no tiene rozamiento|es lis[ao]|es sin rozamiento)|mientras (?:esta en contacto con|toca) el resorte no hay rozamiento|(?:se separa|abandona|deja|se despega)(?: del| el)? resorte en una (?:zona|parte|superficie) (?:sin rozamiento|lisa)[^.]*\b(?:luego|despues)\b[^.]*\btramo\b/;

/**
 * A spring launches a body over a smooth stretch, which then slides on a level stretch with friction
 * until it stops: the spring's energy ½·k·x², the speed it leaves with (½·m·v² = ½·k·x²) and the
 * distance friction stops it in (μ·m·g·d = ½·k·x²); each asked alone, all the data said where they go.
 */
function springThenFriction(s: Statement, question: string): Reading | undefined {
  if (!/resorte|muelle/.test(s.folded) || !SMOOTH_BY_SPRING.test(s.folded)) return undefined;
  if (!/abandona|deja el resorte|se separa|sale despedido|se libera|se suelta/.test(s.folded))
    return undefined;
  if (/altura|rampa|inclinad|sube/.test(s.folded)) return undefined;
  const asksEnergy = /energia/.test(question);
  const asksSpeed = /velocidad|rapidez/.test(question) && LEAVES_SPRING.test(question);
  const asksDistance = /distancia|cuanto (?:recorre|avanza|se desplaza)|que recorrido/.test(question);
  if ([asksEnergy, asksSpeed, asksDistance].filter(Boolean).length !== 1) return undefined;
  const spring = springConstant(s);
  const mu = readKineticFriction(s, false);
  if (!spring || !mu || mu.index === undefined || !(mu.value > 0)) return undefined;
  const { k, kValue, lengths } = spring;
  const ms = masses(s);
  const others = s.quantities.filter((q) => !['length', 'mass'].includes(q.unit.dimension));
  const [mass] = ms;
  const [deformation] = lengths;
  if (!mass || !deformation || ms.length !== 1 || lengths.length !== 1 || others.length) return undefined;
  const x = inBase(deformation);
  const m = mass.kg;
  const e = 0.5 * kValue * x * x;
  const v = Math.sqrt((2 * e) / m);
  const d = e / (mu.value * m * s.g);
  // Checked back: friction's work over d takes exactly the spring's energy.
  if (!(e > 0) || Math.abs(mu.value * m * s.g * d - e) > 1e-9 * e) return undefined;
  const [answer, used] = asksEnergy
    ? [`Ee ${relation(e)} ${fmt(e)} J`, 'la masa, el coeficiente y g sirven para lo que pasa después']
    : asksSpeed
      ? [`v ${relation(v)} ${fmt(v)} m/s`, 'el coeficiente y g sirven para el tramo con rozamiento']
      : [`d ${relation(d)} ${fmt(d)} m`, ''];
  return {
    title: 'Un resorte que lanza un cuerpo sobre un tramo con rozamiento',
    data: [
      `k = ${fmt(kValue, 4)} N/m`,
      `x = ${fmt(x, 4)} m`,
      `m = ${fmt(m, 4)} kg`,
      `μ = ${fmt(mu.value, 4)}`,
    ],
    steps: [
      ...toSI(deformation, 'la deformación', 'm'),
      ...toSI(mass.q, 'la masa', 'kg'),
      `Energía del resorte: $E_e = \\frac{1}{2} k x^2 = \\frac{1}{2} \\cdot ${tex(kValue)} \\cdot ${tex(x)}^2 ${approx(e)} ${tex(e, 2)}$ J.`,
      `Junto al resorte no hay rozamiento: sale con toda esa energía, $v = \\sqrt{\\frac{2 E_e}{m}} ${approx(v)} ${tex(v, 2)}$ m/s.`,
      `Después el rozamiento, $F_r = \\mu m g = ${tex(mu.value)} \\cdot ${tex(m)} \\cdot ${tex(s.g)} ${approx(mu.value * m * s.g)} ${tex(mu.value * m * s.g, 2)}$ N (${gSource(s)}), se lleva esa energía: $F_r \\cdot d = E_e$, $d ${approx(d)} ${tex(d, 2)}$ m.`,
      ...(used ? [`Lo que te piden es lo de arriba: ${used}.`] : []),
    ],
    answer,
    used: [k.index, deformation.index, mass.index, mu.index, ...gAt(s)],
  };
}
function springLaunch(s: Statement, question: string): Reading | undefined {
  if (!/resorte|muelle/.test(s.folded) || !/velocidad|rapidez/.test(question)) return undefined;
  // A ramp after the spring changes the speed there, not the one it leaves the spring with.
  if (
    !/lis[ao]|sin rozamiento|sin friccion/.test(s.folded) ||
    (/altura|sube|rampa|inclinad/.test(s.folded) && !LEAVES_SPRING.test(question))
  )
    return undefined;
  const spring = compressedSpring(s);
  if (!spring) return undefined;
  const { k, kValue, deformation, mass, x, m, e } = spring;
  const v = Math.sqrt((2 * e) / m);
  const back = 0.5 * m * v * v;
  return {
    title: 'Un resorte que lanza un cuerpo',
    data: [
      `k = ${fmt(kValue, 4)} N/m`,
      `x = ${fmt(x, 4)} m`,
      `m = ${fmt(m, 4)} kg`,
      'superficie sin rozamiento',
    ],
    steps: [
      ...toSI(deformation, 'la deformación', 'm'),
      ...toSI(mass.q, 'la masa', 'kg'),
      `Sin rozamiento, la energía elástica del resorte se vuelve toda cinética: $\\frac{1}{2} k x^2 = \\frac{1}{2} m v^2$.`,
      `$E_e = \\frac{1}{2} \\cdot ${tex(kValue)} \\cdot ${tex(x)}^2 ${approx(e)} ${tex(e, 2)}$ J, así que $v = \\sqrt{\\frac{2 E_e}{m}} = \\sqrt{\\frac{2 \\cdot ${tex(e, 4)}}{${tex(m)}}} ${approx(v)} ${tex(v, 2)}$ m/s.`,
      `Verificación: $\\frac{1}{2} \\cdot ${tex(m)} \\cdot ${tex(v, 4)}^2 ${approx(back)} ${tex(back, 2)}$ J, la energía del resorte. ✓`,
    ],
    answer: `v ${relation(v)} ${fmt(v)} m/s`,
    used: [k.index, deformation.index, mass.index],
  };
}

/**
 * A spring that launches a body which then goes up a ramp, all without friction: ½·k·x² = m·g·h, so
 * h = k·x²/(2·m·g). Only when every stretch is said to be smooth and no coefficient is given.
 */
function springToHeight(s: Statement, question: string): Reading | undefined {
  if (
    !/resorte|muelle/.test(s.folded) ||
    !/rampa|plano|pendiente|sube|subir|verticalmente|hacia arriba/.test(s.folded)
  )
    return undefined;
  if (!/hasta que altura|que altura|altura maxima|cuanto sube/.test(question)) return undefined;
  // Each stretch smooth («sin rozamiento… también sin rozamiento»), no coefficient.
  if (
    !frictionless(s) ||
    MU_SYMBOL.test(s.folded) ||
    /coeficiente|\bmu\b|con (?:rozamiento|roce)|(?:tiene|hay|presenta|existe)\s+(?:un\s+)?(?:rozamiento|roce)/.test(
      s.folded,
    )
  )
    return undefined;
  const spring = compressedSpring(s);
  if (!spring) return undefined;
  const { k, kValue, deformation, mass, x, m, e } = spring;
  const h = e / (m * s.g);
  const back = m * s.g * h;
  return {
    title: /rampa|plano|pendiente/.test(s.folded)
      ? 'Un resorte que lanza un cuerpo rampa arriba'
      : 'Un resorte que lanza un cuerpo hacia arriba',
    data: [`k = ${fmt(kValue, 4)} N/m`, `x = ${fmt(x, 4)} m`, `m = ${fmt(m, 4)} kg`, 'todo sin rozamiento'],
    steps: [
      ...toSI(deformation, 'la deformación', 'm'),
      ...toSI(mass.q, 'la masa', 'kg'),
      `Sin rozamiento, la energía elástica del resorte se vuelve cinética y, en lo más alto, toda potencial: $\\frac{1}{2} k x^2 = m g h$.`,
      `$E_e = \\frac{1}{2} \\cdot ${tex(kValue)} \\cdot ${tex(x)}^2 ${approx(e)} ${tex(e, 2)}$ J, así que $h = \\frac{E_e}{m g} = \\frac{${tex(e, 4)}}{${tex(m)} \\cdot ${tex(s.g)}} ${approx(h)} ${tex(h, 2)}$ m (g = ${fmt(s.g)} m/s²).`,
      `Verificación: $m g h = ${tex(m)} \\cdot ${tex(s.g)} \\cdot ${tex(h, 4)} ${approx(back)} ${tex(back, 2)}$ J, la energía del resorte. ✓`,
    ],
    answer: `h ${relation(h)} ${fmt(h)} m`,
    used: [k.index, deformation.index, mass.index],
  };
}

const MAX_COMPRESSION =
  /compresion maxima|maxima compresion|cuanto se comprime|comprime (?:como maximo|al maximo)|deformacion maxima|cuanto se acorta/;

/**
 * A body that runs into a spring without friction, let go from rest at a height (a ramp, a slide) or
 * moving at a speed: all its energy ends elastic at the largest compression, ½·k·x² = E.
 */
function springStop(s: Statement, question: string): Reading | undefined {
  if (!/resorte|muelle/.test(s.folded) || !MAX_COMPRESSION.test(question)) return undefined;
  if (!frictionless(s) && !/\blis[ao]\b/.test(s.folded)) return undefined;
  const spring = springConstant(s);
  if (!spring) return undefined;
  const { k, kValue, lengths } = spring;
  const speeds = ofDimension(s, 'speed');
  const ms = masses(s);
  const others = s.quantities.filter((q) => !['length', 'mass', 'speed'].includes(q.unit.dimension));
  const [mass] = ms;
  if (!mass || ms.length !== 1 || others.length || lengths.length + speeds.length !== 1) return undefined;
  const [height] = lengths;
  const [speed] = speeds;
  // A height is where it was let go from rest; a speed is the one it runs into the spring with.
  if (
    height &&
    (!/se suelta|se deja|desde el reposo|parte del reposo|se libera/.test(s.folded) ||
      !/altura/.test(s.folded))
  )
    return undefined;
  const m = mass.kg;
  const energy = height ? m * s.g * inBase(height) : 0.5 * m * inBase(speed ?? at(speeds, 0, 'speed')) ** 2;
  if (!(energy > 0 && kValue > 0)) return undefined;
  const x = Math.sqrt((2 * energy) / kValue);
  const back = 0.5 * kValue * x * x;
  return {
    title: 'Un cuerpo que comprime un resorte',
    data: [
      `m = ${fmt(m, 4)} kg`,
      height
        ? `se suelta desde h = ${fmt(inBase(height), 4)} m`
        : `v = ${fmt(inBase(speed ?? at(speeds, 0, 'speed')), 4)} m/s`,
      `k = ${fmt(kValue, 4)} N/m`,
      'sin rozamiento',
    ],
    steps: [
      height
        ? `Sin rozamiento, la energía potencial con que parte llega entera al resorte: $E = m g h = ${tex(m)} \\cdot ${tex(s.g)} \\cdot ${tex(inBase(height))} ${approx(energy)} ${tex(energy, 2)}$ J (g = ${fmt(s.g)} m/s²).`
        : `Su energía cinética al llegar al resorte: $E = \\frac{1}{2} m v^2 ${approx(energy)} ${tex(energy, 2)}$ J.`,
      `En la compresión máxima se detiene: toda esa energía es elástica, $\\frac{1}{2} k x^2 = E$, así que $x = \\sqrt{\\frac{2 E}{k}} = \\sqrt{\\frac{2 \\cdot ${tex(energy, 4)}}{${tex(kValue)}}} ${approx(x)} ${tex(x, 4)}$ m.`,
      `Verificación: $\\frac{1}{2} \\cdot ${tex(kValue)} \\cdot ${tex(x, 4)}^2 ${approx(back)} ${tex(back, 2)}$ J. ✓`,
    ],
    answer: `x ${relation(x)} ${fmt(x)} m (≈ ${fmt(x * 100)} cm)`,
    used: [
      k.index,
      mass.index,
      ...(height ? [height.index] : []),
      ...(speed ? [speed.index] : []),
      ...gAt(s),
    ],
  };
}

/**
 * A body that runs into a spring at a speed, without friction, asked its speed when the spring is
 * compressed x («¿Qué rapidez tiene cuando el resorte está comprimido 10 cm?»): ½·m·v₀² = ½·m·v² + ½·k·x².
 * Only short of the largest compression (checked: the energy adds back up).
 */
function springPartway(s: Statement, question: string): Reading | undefined {
  if (!/resorte|muelle/.test(s.folded) || !/velocidad|rapidez/.test(question)) return undefined;
  if (!frictionless(s) && !/\blis[ao]\b/.test(s.folded)) return undefined;
  const spring = springConstant(s);
  if (!spring) return undefined;
  const { k, kValue, lengths } = spring;
  const speeds = ofDimension(s, 'speed');
  const ms = masses(s);
  const [mass] = ms;
  const [speed] = speeds;
  const [compression] = lengths;
  if (!mass || !speed || !compression || ms.length !== 1 || speeds.length !== 1 || lengths.length !== 1)
    return undefined;
  if (s.quantities.some((q) => !['length', 'mass', 'speed'].includes(q.unit.dimension))) return undefined;
  // The compression is the question's: «cuando el resorte está comprimido 10 cm».
  const askedAt = s.folded.lastIndexOf(question);
  if (askedAt < 0 || compression.index < askedAt || !/comprimid|se comprim|compresion/.test(question))
    return undefined;
  if (speed.index > compression.index) return undefined;
  const m = mass.kg;
  const v0 = inBase(speed);
  const x = inBase(compression);
  const kinetic = 0.5 * m * v0 * v0;
  const stored = 0.5 * kValue * x * x;
  if (!(x > 0 && stored < kinetic)) return undefined;
  const v = Math.sqrt((2 * (kinetic - stored)) / m);
  if (Math.abs(0.5 * m * v * v + stored - kinetic) > 1e-9 * kinetic) return undefined;
  return {
    title: 'Un cuerpo que comprime un resorte: su rapidez a una compresión dada',
    data: [
      `m = ${fmt(m, 4)} kg`,
      `v₀ = ${fmt(v0, 4)} m/s`,
      `k = ${fmt(kValue, 4)} N/m`,
      `x = ${fmt(x, 4)} m`,
      'sin rozamiento',
    ],
    steps: [
      ...toSI(compression, 'la compresión', 'm'),
      `Sin rozamiento la energía mecánica se conserva: la cinética con que llega, $\\frac{1}{2} m v_0^2 ${approx(kinetic)} ${tex(kinetic, 2)}$ J, se reparte entre cinética y elástica.`,
      `Con el resorte comprimido ${fmt(x, 4)} m guarda $\\frac{1}{2} k x^2 = \\frac{1}{2} \\cdot ${tex(kValue)} \\cdot ${tex(x)}^2 ${approx(stored)} ${tex(stored, 2)}$ J.`,
      `Le queda $E_c ${approx(kinetic - stored)} ${tex(kinetic - stored, 2)}$ J: $v = \\sqrt{\\frac{2 E_c}{m}} = \\sqrt{\\frac{2 \\cdot ${tex(kinetic - stored, 4)}}{${tex(m)}}} ${approx(v)} ${tex(v, 2)}$ m/s.`,
      `Verificación: $\\frac{1}{2} \\cdot ${tex(m)} \\cdot ${tex(v, 4)}^2 + ${tex(stored, 2)} ${approx(0.5 * m * v * v + stored)} ${tex(0.5 * m * v * v + stored, 2)}$ J. ✓`,
    ],
    answer: `v ${relation(v)} ${fmt(v)} m/s`,
    used: [k.index, mass.index, speed.index, compression.index],
  };
}

/**
 * A pendulum let go from rest with its string at an angle θ to the vertical («forma 60° con la vertical»):
 * it falls h = L·(1 − cos θ), so at the lowest point v = √(2·g·h), whatever its mass; with the mass, the
 * string's tension there, T = m·g + m·v²/L. An angle to the horizontal is 90° − θ.
 */
function pendulumFromAngle(s: Statement, question: string): Reading | undefined {
  if (!/pendulo/.test(s.folded) || !/suelta|se libera|se deja|desde el reposo|se abandona/.test(s.folded))
    return undefined;
  if (/rozamiento|friccion/.test(s.folded) && !frictionless(s)) return undefined;
  const angles = readAngles(s);
  const lengths = ofDimension(s, 'length');
  const ms = masses(s);
  const [angle] = angles;
  const [length] = lengths;
  if (angles.length !== 1 || !angle || lengths.length !== 1 || !length || ms.length > 1) return undefined;
  const after = s.folded.slice(angle.index, angle.index + 40);
  const toVertical = /\bcon (?:la|respecto de la) vertical/.test(after);
  if (toVertical === /\bcon (?:la|respecto de la) horizontal/.test(after)) return undefined;
  if (s.quantities.some((q) => !['length', 'mass'].includes(q.unit.dimension))) return undefined;
  const theta = toVertical ? angle.degrees : 90 - angle.degrees;
  if (!(theta > 0 && theta <= 90)) return undefined;
  const asksSpeed = /velocidad|rapidez/.test(question);
  const asksTension = /tension/.test(question);
  if (asksSpeed === asksTension || !/punto mas bajo|\babajo\b|vertical|equilibrio/.test(question))
    return undefined;
  const [mass] = ms;
  if (asksTension && !mass) return undefined;
  const L = inBase(length);
  const g = s.g;
  const cos = Math.round(Math.cos((theta * Math.PI) / 180) * 1e12) / 1e12;
  const h = L * (1 - cos);
  const v = Math.sqrt(2 * g * h);
  const steps = [
    ...toSI(length, 'la longitud', 'm'),
    `Desnivel hasta el punto más bajo: $h = L (1 - \\cos\\theta) = ${tex(L)} \\cdot (1 - \\cos ${tex(theta)}°) ${approx(h)} ${tex(h, 4)}$ m.`,
    `La tensión del hilo no hace trabajo: $m g h = \\frac{1}{2} m v^2$, así que $v = \\sqrt{2 g h} = \\sqrt{2 \\cdot ${tex(g)} \\cdot ${tex(h, 4)}} ${approx(v)} ${tex(v, 2)}$ m/s${mass && asksSpeed ? ' (la masa se cancela)' : ''}.`,
  ];
  const data = [
    `L = ${fmt(length.value, 4)} ${length.unit.symbol}`,
    `θ = ${fmt(theta)}° con la vertical`,
    ...(mass ? [`m = ${fmt(mass.kg, 4)} kg`] : []),
    `g = ${fmt(g)} m/s²`,
  ];
  const used = [length.index, angle.index, ...(mass ? [mass.index] : [])];
  if (asksTension && mass) {
    const T = mass.kg * g + (mass.kg * v * v) / L;
    steps.push(
      `Abajo, la tensión menos el peso es la fuerza centrípeta: $T = m g + \\frac{m v^2}{L} = ${tex(mass.kg)} \\cdot ${tex(g)} + \\frac{${tex(mass.kg)} \\cdot ${tex(v, 4)}^2}{${tex(L)}} ${approx(T)} ${tex(T, 2)}$ N.`,
    );
    return {
      title: 'Un péndulo que se suelta desde un ángulo',
      data,
      steps,
      answer: `T ${relation(T)} ${fmt(T)} N`,
      used,
    };
  }
  return {
    title: 'Un péndulo que se suelta desde un ángulo',
    data,
    steps,
    answer: `v ${relation(v)} ${fmt(v)} m/s`,
    used,
  };
}

/**
 * Let go from rest at a height, without friction: the kinetic energy at the bottom is the potential
 * energy it had (Ec = m·g·h); for a pendulum, the speed at its lowest point (v = √(2·g·h)), whatever
 * its length and mass.
 */
function fromRestAtAHeight(s: Statement, question: string): Reading | undefined {
  if (!/se deja caer|se suelta|desde el reposo|se libera|cae desde|cae libremente|caida libre/.test(s.folded))
    return undefined;
  if (/lanza|arroja|inclinad|rampa|resorte/.test(s.folded)) return undefined;
  // «Despreciando el rozamiento con el aire» says there is none; a friction that acts is another reading.
  if (/rozamiento|friccion/.test(s.folded) && !frictionless(s)) return undefined;
  const pendulum = /pendulo/.test(s.folded);
  const asksKinetic = /energia cinetica/.test(question) && /suelo|piso|llegar|abajo|tocar/.test(question);
  const asksSpeed = pendulum && /velocidad|rapidez/.test(question) && /punto mas bajo|abajo/.test(question);
  if (asksKinetic === asksSpeed) return undefined;
  const lengths = ofDimension(s, 'length');
  const ms = masses(s);
  // The height is the length said as one; a pendulum's length ("de 1 m de largo") does not enter.
  const heights = lengths.filter(
    (q) =>
      /(?:altura|desde)(?: de)?\s*$/.test(s.folded.slice(Math.max(0, q.index - 25), q.index)) ||
      /^\S+\s*\S*\s*(?:de altura|sobre (?:su|el) punto mas bajo)/.test(s.folded.slice(q.index, q.index + 40)),
  );
  const others = lengths.filter((q) => !heights.includes(q));
  const [height] = heights;
  if (!height || heights.length !== 1) return undefined;
  if (
    others.some(
      (q) => !(pendulum && /^\S+\s*\S*\s*de (?:largo|longitud)/.test(s.folded.slice(q.index, q.index + 25))),
    )
  )
    return undefined;
  if (others.length > 1 || s.quantities.some((q) => !['length', 'mass'].includes(q.unit.dimension)))
    return undefined;
  const h = inBase(height);
  const g = s.g;
  if (!(h > 0)) return undefined;
  if (asksKinetic) {
    const [mass] = ms;
    if (!mass || ms.length !== 1) return undefined;
    const m = mass.kg;
    const ec = m * g * h;
    const v = Math.sqrt(2 * g * h);
    return {
      title: 'Conservación de la energía mecánica',
      data: [
        `m = ${fmt(m, 4)} kg`,
        `h = ${fmt(h, 4)} m`,
        'parte del reposo, sin rozamiento',
        `g = ${fmt(g)} m/s²`,
      ],
      steps: [
        ...toSI(mass.q, 'la masa', 'kg'),
        'Sin rozamiento la energía mecánica se conserva: toda la potencial del comienzo es cinética al llegar abajo.',
        `$E_c = E_p = m g h = ${tex(m)} \\cdot ${tex(g)} \\cdot ${tex(h)} ${approx(ec)} ${tex(ec, 2)}$ J.`,
        `Verificación: llega con $v = \\sqrt{2 g h} ${approx(v)} ${tex(v, 2)}$ m/s y $\\frac{1}{2} m v^2 ${approx(0.5 * m * v * v)} ${tex(0.5 * m * v * v, 2)}$ J. ✓`,
      ],
      answer: `Ec ${relation(ec)} ${fmt(ec)} J`,
      used: [height.index, mass.index],
    };
  }
  const v = Math.sqrt(2 * g * h);
  return {
    title: 'Un péndulo que se suelta: conservación de la energía',
    data: [`h = ${fmt(h, 4)} m sobre el punto más bajo`, 'parte del reposo', `g = ${fmt(g)} m/s²`],
    steps: [
      'La tensión del hilo es perpendicular al movimiento y no hace trabajo: la energía mecánica se conserva.',
      `$m g h = \\frac{1}{2} m v^2$: la masa se cancela y la longitud del hilo no interviene${others.length || ms.length ? ' (el dato no hace falta)' : ''}.`,
      `$v = \\sqrt{2 g h} = \\sqrt{2 \\cdot ${tex(g)} \\cdot ${tex(h)}} ${approx(v)} ${tex(v, 2)}$ m/s. Verificación: $\\frac{v^2}{2 g} ${approx((v * v) / (2 * g))} ${tex((v * v) / (2 * g), 2)}$ m, la altura. ✓`,
    ],
    answer: `v ${relation(v)} ${fmt(v)} m/s`,
    used: [height.index, ...others.map((q) => q.index), ...ms.map((m) => m.index)],
  };
}

/**
 * The second speed of a body whose speed changes: the one it reaches («hasta 15 m/s», «a 15 m/s»), or
 * the first changed by it («para que su velocidad aumente 5 m/s», «disminuya en 4 m/s»).
 */
function secondSpeed(s: Statement, first: number, second: Quantity): number {
  const before = s.folded.slice(Math.max(0, second.index - 30), second.index);
  const change = inBase(second);
  if (/(?:aument|increment|crezc|crec)\w*\s*(?:en\s*)?$/.test(before)) return first + change;
  if (/(?:disminu|reduzc|reduc|baj)\w*\s*(?:en\s*)?$/.test(before)) return first - change;
  return change;
}

/** W = ΔEc for a body that speeds up or brakes («frena hasta detenerse», «parte del reposo»). */
function workFromKinetic(s: Statement, question: string): Reading | undefined {
  if (
    !/trabajo/.test(question) ||
    /altura|eleva|sube|coeficiente|\d\s*(?:n|kgf)\b/.test(s.folded) ||
    (/rozamiento|friccion/.test(s.folded) && !frictionless(s))
  )
    return undefined;
  const ms = masses(s);
  const speeds = ofDimension(s, 'speed');
  const stops =
    /hasta (?:detenerse|pararse|frenar)|se detiene|queda (?:en reposo|detenid[oa])|para (?:detenerlo|pararlo|frenarlo)\b/.test(
      s.folded,
    );
  const starts = /parte del reposo|desde el reposo|arranca/.test(s.folded);
  if (ms.length !== 1 || speeds.length !== (stops || starts ? 1 : 2) || (stops && starts)) return undefined;
  const mass = at(ms, 0, 'mass');
  const m = mass.kg;
  const first = inBase(at(speeds, 0, 'speed'));
  const [v1, v2] = stops
    ? [first, 0]
    : starts
      ? [0, first]
      : [first, secondSpeed(s, first, at(speeds, 1, 'speed'))];
  if (!(v2 >= 0)) return undefined;
  const w = 0.5 * m * (v2 * v2 - v1 * v1);
  // «el módulo del trabajo», «en valor absoluto»: the size asked, its sign said in words.
  const size = /\bmodulo\b|valor absoluto/.test(question);
  // «…hasta 108 km/h en 10 s»: the time sets the mean power, not the work; a second time is another problem.
  const times = ofDimension(s, 'time');
  const asking = s.folded.lastIndexOf(question);
  const [time] = times.length === 1 && (asking < 0 || at(times, 0, 'time').index < asking) ? times : [];
  if (times.length && !time) return undefined;
  return {
    title: 'Teorema del trabajo y la energía cinética',
    data: [`m = ${fmt(m, 4)} kg`, `v₁ = ${fmt(v1, 4)} m/s`, `v₂ = ${fmt(v2, 4)} m/s`],
    steps: [
      ...speeds.flatMap((q) => toSI(q, 'la velocidad', 'm/s')),
      ...toSI(mass.q, 'la masa', 'kg'),
      ...(speeds.length === 2 && v2 !== inBase(at(speeds, 1, 'speed'))
        ? [`El segundo dato es lo que cambia la velocidad, no la velocidad final: $v_2 = ${tex(v2)}$ m/s.`]
        : []),
      `El trabajo de la fuerza neta es la variación de energía cinética: $W = \\frac{1}{2} m (v_2^2 - v_1^2) = \\frac{1}{2} \\cdot ${tex(m)} \\cdot (${tex(v2)}^2 - ${tex(v1)}^2) ${approx(w)} ${tex(w, 2, true)}$ J.`,
      w < 0
        ? 'Sale negativo: la fuerza (de frenado) se opone al movimiento y le quita energía.'
        : 'Sale positivo: la fuerza neta le entrega energía.',
      ...(size ? [`Se pide el módulo: $|W| ${approx(Math.abs(w))} ${tex(Math.abs(w), 2)}$ J.`] : []),
      ...(time
        ? [
            `El tiempo (${fmt(time.value, 4)} ${time.unit.symbol}) no cambia el trabajo: sirve para la potencia media, $P = \\frac{|W|}{t} ${approx(Math.abs(w) / inBase(time))} ${tex(Math.abs(w) / inBase(time), 2)}$ W.`,
          ]
        : []),
    ],
    answer: size ? `|W| ${relation(Math.abs(w))} ${fmt(Math.abs(w))} J` : `W ${relation(w)} ${fmt(w)} J`,
    used: [...speeds.map((q) => q.index), mass.index, ...(time ? [time.index] : [])],
  };
}

/**
 * A vehicle that brakes to a stop along a slope with a constant force parallel to the road, asked that
 * force: its work takes away the kinetic energy and, going down, the potential energy it loses too;
 * going up, gravity helps it stop: F·d = ½·m·v² ± m·g·d·sen θ. Checked: the force is positive.
 */
function brakingOnSlope(s: Statement, question: string): Reading | undefined {
  if (!/fuerza/.test(question) || !/pendiente|colina|cuesta|inclinad|rampa/.test(s.folded)) return undefined;
  if (!/fren|detiene|detenerse|se para\b/.test(s.folded) || /rozamiento|friccion|coeficiente/.test(s.folded))
    return undefined;
  const down = /\b(?:baja|bajando|desciende|cuesta abajo|hacia abajo)\b/.test(s.folded);
  const up = /\b(?:sube|subiendo|asciende|cuesta arriba|hacia arriba)\b/.test(s.folded);
  const ms = masses(s);
  const speeds = ofDimension(s, 'speed');
  const lengths = ofDimension(s, 'length');
  const angles = distinctAngles(s);
  const [mass] = ms;
  const [speed] = speeds;
  const [distance] = lengths;
  const [angle] = angles;
  if (down === up || !mass || !speed || !distance || !angle) return undefined;
  if (ms.length !== 1 || speeds.length !== 1 || lengths.length !== 1 || angles.length !== 1) return undefined;
  const m = mass.kg;
  const v = inBase(speed);
  const d = inBase(distance);
  const trig = trigOf(s, angle.degrees);
  const kinetic = 0.5 * m * v * v;
  const potential = m * s.g * d * trig.sin;
  const work = down ? kinetic + potential : kinetic - potential;
  const F = work / d;
  if (!(F > 0 && d > 0)) return undefined;
  const sign = down ? '+' : '-';
  return {
    title: 'Fuerza de frenado en una pendiente',
    data: [
      `m = ${fmt(m, 4)} kg`,
      `v₀ = ${fmt(v, 4)} m/s`,
      `d = ${fmt(d, 4)} m`,
      `θ = ${fmt(angle.degrees, 2)}°`,
      `g = ${fmt(s.g)} m/s²`,
    ],
    steps: [
      ...toSI(speed, 'la velocidad', 'm/s'),
      ...toSI(mass.q, 'la masa', 'kg'),
      `Energía cinética que tiene que sacarle el freno: $\\frac{1}{2} m v_0^2 = \\frac{1}{2} \\cdot ${tex(m)} \\cdot ${tex(v)}^2 ${approx(kinetic)} ${tex(kinetic, 2)}$ J.`,
      `En los ${fmt(d, 4)} m ${down ? 'baja' : 'sube'} una altura $d \\cdot \\operatorname{sen} ${tex(angle.degrees, 2)}^\\circ$: ${down ? 'pierde' : 'gana'} $m g d \\operatorname{sen}\\theta = ${tex(m)} \\cdot ${tex(s.g)} \\cdot ${tex(d)} \\cdot ${tex(trig.sin, 4)} ${approx(potential)} ${tex(potential, 2)}$ J de energía potencial${down ? ', que el freno también tiene que sacar' : ', que ayuda a frenar'}.`,
      `Trabajo del freno: $F \\cdot d = ${tex(kinetic, 2)} ${sign} ${tex(potential, 2)} ${approx(work)} ${tex(work, 2)}$ J, así que $F = \\frac{${tex(work, 2)}}{${tex(d)}} ${approx(F)} ${tex(F, 2)}$ N.`,
    ],
    answer: `F ${relation(F)} ${fmt(F)} N`,
    used: [mass.index, speed.index, distance.index, angle.index, ...trig.used],
  };
}

/**
 * A ball let go from one height that bounces up to a lower one: the mechanical energy lost in the bounce
 * is m·g·(h₁ − h₂), both heights at rest (the top of the fall and of the bounce).
 */
function bounceLoss(s: Statement, question: string): Reading | undefined {
  if (!/rebot/.test(s.folded) || !/perdi|pierde|disip/.test(question) || !/energia/.test(question))
    return undefined;
  // «Cae desde 5 m» with no speed given: let go, as «se suelta».
  const falls = /\bcae desde\b/.test(s.folded) && ofDimension(s, 'speed').length === 0;
  if (!/se suelta|se deja caer|reposo|dejar caer/.test(s.folded) && !falls) return undefined;
  const ms = masses(s);
  const heights = ofDimension(s, 'length');
  const [mass] = ms;
  const [from, to] = heights;
  if (!mass || !from || !to || ms.length !== 1 || heights.length !== 2) return undefined;
  if (!/hasta\s*$|a\s*$/.test(s.folded.slice(Math.max(0, to.index - 8), to.index))) return undefined;
  const m = mass.kg;
  const [h1, h2] = [inBase(from), inBase(to)];
  const lost = m * s.g * (h1 - h2);
  if (!(h1 > h2 && lost > 0)) return undefined;
  // «¿Qué porcentaje de su energía perdió?»: the share, (h₁ − h₂)/h₁, not the joules.
  const share = /porcentaje|por ciento|%|fraccion|que parte/.test(question);
  const percent = ((h1 - h2) / h1) * 100;
  return {
    title: 'Energía perdida en el rebote',
    data: [`m = ${fmt(m, 4)} kg`, `h₁ = ${fmt(h1, 4)} m`, `h₂ = ${fmt(h2, 4)} m`, `g = ${fmt(s.g)} m/s²`],
    steps: [
      ...toSI(mass.q, 'la masa', 'kg'),
      'Arriba de la caída y arriba del rebote está quieta: toda su energía mecánica es potencial.',
      `Antes: $E_1 = m g h_1 = ${tex(m)} \\cdot ${tex(s.g)} \\cdot ${tex(h1)} ${approx(m * s.g * h1)} ${tex(m * s.g * h1, 2)}$ J; después: $E_2 = m g h_2 ${approx(m * s.g * h2)} ${tex(m * s.g * h2, 2)}$ J.`,
      `Perdió $E_1 - E_2 = m g (h_1 - h_2) ${approx(lost)} ${tex(lost, 2)}$ J.`,
      ...(share
        ? [
            `En proporción a la energía inicial: $\\frac{E_1 - E_2}{E_1} = \\frac{h_1 - h_2}{h_1} = \\frac{${tex(h1 - h2)}}{${tex(h1)}} ${approx(percent / 100)} ${tex(percent / 100, 4)}$.`,
          ]
        : []),
    ],
    answer: share
      ? `perdió el ${fmt(percent, 2)} % de su energía`
      : `energía perdida ${relation(lost)} ${fmt(lost)} J`,
    used: [mass.index, from.index, to.index],
  };
}

/**
 * A body let go down a frictionless ramp that then slides on a level stretch with friction until it
 * stops: all m·g·h goes into the friction's work, μ·m·g·d, so d = h/μ (the mass cancels).
 */
function rampThenFriction(s: Statement, question: string): Reading | undefined {
  if (!/distancia|cuanto recorre|que recorre/.test(question)) return undefined;
  if (!/rampa|tobogan|pista|loma|colina/.test(s.folded) || !/horizontal/.test(s.folded)) return undefined;
  // Let go, or thrown from the top at a speed («se lanza a 4 m/s desde lo alto de una rampa»).
  const speeds = ofDimension(s, 'speed');
  const [start] = speeds;
  if (speeds.length > 1 || (start && /reposo|se suelta|se deja/.test(s.folded))) return undefined;
  if (!/sin rozamiento|lisa|liso/.test(s.folded) || !(start || /reposo|se suelta|se deja/.test(s.folded)))
    return undefined;
  // The speed is the start's only when said at the top, before the level stretch.
  if (start && !/(?:lanza|impulsa|empuja|parte|sale)\w*\b[^.;]{0,40}$/.test(s.folded.slice(0, start.index)))
    return undefined;
  const friction = readFriction(s);
  const mu = friction === 'ambiguous' ? undefined : (friction.kinetic ?? undefined);
  if (friction === 'ambiguous' || friction.static !== undefined || mu === undefined || !(mu > 0))
    return undefined;
  const ms = masses(s);
  const heights = ofDimension(s, 'length');
  const [height] = heights;
  if (
    !height ||
    heights.length !== 1 ||
    ms.length > 1 ||
    s.quantities.length !== heights.length + ms.length + speeds.length
  )
    return undefined;
  const h = inBase(height);
  const v0 = start ? inBase(start) : 0;
  // With a start speed, its kinetic energy adds to the fall's: μ g d = g h + v₀²/2.
  const d = (h + (v0 * v0) / (2 * s.g)) / mu;
  const [mass] = ms;
  const muAt = [...s.folded.matchAll(new RegExp(NUMBER_SOURCE, 'g'))]
    .filter((match) => Math.abs(parseNumber(match[0]) - mu) < 1e-12)
    .map((match) => match.index);
  return {
    title: 'Rampa sin rozamiento y frenado en un tramo horizontal',
    data: [
      `h = ${fmt(h, 4)} m`,
      ...(start ? [`v₀ = ${fmt(v0, 4)} m/s arriba`, `g = ${fmt(s.g)} m/s²`] : []),
      `μ = ${fmt(mu, 4)}`,
      ...(mass ? [`m = ${fmt(mass.kg, 4)} kg`] : []),
    ],
    steps: start
      ? [
          ...toSI(start, 'la velocidad', 'm/s'),
          'Baja sin rozamiento: abajo tiene toda la energía del principio, $E = \\frac{1}{2} m v_0^2 + m g h$.',
          'En el tramo horizontal el rozamiento, $F_r = \\mu m g$, le saca esa energía hasta frenarlo: $\\mu m g d = \\frac{1}{2} m v_0^2 + m g h$.',
          `La masa ${mass ? `(${fmt(mass.kg, 4)} kg) ` : ''}se cancela: $d = \\frac{h + \\frac{v_0^2}{2 g}}{\\mu} = \\frac{${tex(h)} + \\frac{${tex(v0)}^2}{2 \\cdot ${tex(s.g)}}}{${tex(mu)}} ${approx(d)} ${tex(d, 2)}$ m (${gSource(s)}).`,
          `Comprobá: $\\mu g d = ${tex(mu)} \\cdot ${tex(s.g)} \\cdot ${tex(d, 4)} ${approx(mu * s.g * d)} ${tex(mu * s.g * d, 2)}$ J/kg, igual a $g h + \\frac{v_0^2}{2} = ${tex(s.g * h + (v0 * v0) / 2, 2)}$ J/kg.`,
        ]
      : [
          'Baja sin rozamiento: abajo tiene toda la energía del principio, $E = m g h$.',
          'En el tramo horizontal el rozamiento, $F_r = \\mu m g$, le saca esa energía hasta frenarlo: $\\mu m g d = m g h$.',
          `La masa ${mass ? `(${fmt(mass.kg, 4)} kg) ` : ''}y g se cancelan: $d = \\frac{h}{\\mu} = \\frac{${tex(h)}}{${tex(mu)}} ${approx(d)} ${tex(d, 2)}$ m.`,
        ],
    answer: `d ${relation(d)} ${fmt(d)} m`,
    used: [height.index, ...(start ? [start.index] : []), ...(mass ? [mass.index] : []), ...muAt, ...gAt(s)],
  };
}

// «llega a la base con una rapidez de 8 m/s», «al pie de la rampa su velocidad es de 6 m/s».
const SPEED_AT_FOOT =
  /(?:llega|sale|pasa)\w* (?:(?:a|por) (?:la base|su base|el pie|el final|la parte (?:mas )?baja|abajo)|al pie)[^.;]{0,50}$|(?:en|a|al) (?:la base|el pie|pie) (?:de la (?:rampa|pista|pendiente|colina))?[^.;]{0,30}(?:es|tiene|vale|de)\s*$/;

/**
 * A body that reaches the foot of a ramp at a given speed (the ramp's friction, if any, already in that
 * speed) and then slides on a level stretch with friction until it stops: ½·m·v² = μ·m·g·d, d = v²/(2μg).
 * The ramp's height is the earlier stage's (the speed at its foot is given), the mass cancels.
 */
function footSpeedThenFriction(s: Statement, question: string): Reading | undefined {
  // «¿Cuánto vale, en módulo, el trabajo de la fuerza de rozamiento en el tramo horizontal?»: the same
  // balance, its work asked (−½·m·v², found as −μ·m·g·d).
  const asksWork =
    /\btrabajo\b/.test(question) &&
    /rozamiento|friccion/.test(question) &&
    /tramo horizontal|superficie horizontal|piso horizontal/.test(question);
  if (
    (!asksWork && !/distancia|cuanto recorre|que recorre/.test(question)) ||
    /rampa|pendiente|loma/.test(question)
  )
    return undefined;
  if (
    !/rampa|tobogan|pista|pendiente|colina|loma/.test(s.folded) ||
    !/tramo horizontal|superficie horizontal|piso horizontal/.test(s.folded)
  )
    return undefined;
  // It stops there: said in the question, or in the statement after the level stretch.
  const level = s.folded.search(/tramo horizontal|superficie horizontal|piso horizontal/);
  if (
    !/detener|frenar|parar/.test(question) &&
    !/hasta (?:detenerse|frenar|parar)/.test(s.folded.slice(level))
  )
    return undefined;
  const speeds = ofDimension(s, 'speed');
  const [speed] = speeds;
  if (!speed || speeds.length !== 1 || !SPEED_AT_FOOT.test(s.folded.slice(0, speed.index))) return undefined;
  const mu = readKineticFriction(s, false);
  if (!mu || mu.index === undefined || !(mu.value > 0)) return undefined;
  const ms = masses(s);
  const heights = ofDimension(s, 'length');
  const [mass] = ms;
  const [height] = heights;
  if (ms.length > 1 || heights.length > 1) return undefined;
  if (s.quantities.length !== speeds.length + ms.length + heights.length) return undefined;
  // The height is the ramp's, told before the speed at its foot.
  if (
    height &&
    (height.index > speed.index || !/altura|alto/.test(s.folded.slice(height.index, height.index + 30)))
  )
    return undefined;
  const v = inBase(speed);
  const d = (v * v) / (2 * mu.value * s.g);
  if (!(d > 0) || Math.abs(mu.value * s.g * d - (v * v) / 2) > 1e-9 * v * v) return undefined;
  if (asksWork) {
    // The work needs the mass: W = −μ·m·g·d, which is −½·m·v² (checked back).
    if (!mass) return undefined;
    const m = mass.kg;
    const w = mu.value * m * s.g * d;
    const kinetic = 0.5 * m * v * v;
    if (Math.abs(w - kinetic) > 1e-9 * kinetic) return undefined;
    return {
      title: 'Trabajo del rozamiento en un tramo horizontal',
      data: [
        `m = ${fmt(m, 4)} kg`,
        `v al pie de la rampa = ${fmt(v, 4)} m/s`,
        `μ = ${fmt(mu.value, 4)}`,
        ...(height ? [`altura de la rampa = ${fmt(inBase(height), 4)} m`] : []),
      ],
      steps: [
        ...toSI(speed, 'la velocidad', 'm/s'),
        ...(height
          ? [
              `La altura de la rampa (${fmt(inBase(height), 4)} m) no entra: la rapidez al pie ya está dada, con lo que la rampa le haya sacado.`,
            ]
          : []),
        `Hasta frenar recorre $d = \\frac{v^2}{2 \\mu g} = \\frac{${tex(v)}^2}{2 \\cdot ${tex(mu.value)} \\cdot ${tex(s.g)}} ${approx(d)} ${tex(d, 2)}$ m (${gSource(s)}).`,
        `El rozamiento, $F_r = \\mu m g = ${tex(mu.value * m * s.g, 4)}$ N, va en contra del movimiento: $W_r = -F_r \\cdot d ${approx(-w)} ${tex(-w, 2)}$ J.`,
        `Comprobá: es toda la energía cinética que tenía al pie, $\\frac{1}{2} m v^2 = \\frac{1}{2} \\cdot ${tex(m)} \\cdot ${tex(v)}^2 ${approx(kinetic)} ${tex(kinetic, 2)}$ J.`,
      ],
      answer: `|W_r| ${relation(w)} ${fmt(w)} J (W_r ${relation(w)} ${fmt(-w)} J)`,
      used: [speed.index, mu.index, mass.index, ...(height ? [height.index] : []), ...gAt(s)],
    };
  }
  return {
    title: 'Frenado por rozamiento en un tramo horizontal',
    data: [
      `v al pie de la rampa = ${fmt(v, 4)} m/s`,
      `μ = ${fmt(mu.value, 4)}`,
      ...(mass ? [`m = ${fmt(mass.kg, 4)} kg`] : []),
      ...(height ? [`altura de la rampa = ${fmt(inBase(height), 4)} m`] : []),
    ],
    steps: [
      ...toSI(speed, 'la velocidad', 'm/s'),
      ...(height
        ? [
            `La altura de la rampa (${fmt(inBase(height), 4)} m) no entra en esta cuenta: la rapidez al pie ya está dada, con lo que la rampa le haya sacado.`,
          ]
        : []),
      'En el tramo horizontal solo lo frena el rozamiento, $F_r = \\mu m g$: su trabajo se lleva toda la energía cinética, $\\mu m g d = \\frac{1}{2} m v^2$.',
      `La masa${mass ? ` (${fmt(mass.kg, 4)} kg)` : ''} se cancela: $d = \\frac{v^2}{2 \\mu g} = \\frac{${tex(v)}^2}{2 \\cdot ${tex(mu.value)} \\cdot ${tex(s.g)}} ${approx(d)} ${tex(d, 2)}$ m (${gSource(s)}).`,
      `Comprobá: $\\mu g d = ${tex(mu.value * s.g * d, 4)}$ J/kg, igual a $\\frac{v^2}{2} = ${tex((v * v) / 2, 4)}$ J/kg.`,
    ],
    answer: `d ${relation(d)} ${fmt(d)} m`,
    used: [
      speed.index,
      mu.index,
      ...(mass ? [mass.index] : []),
      ...(height ? [height.index] : []),
      ...gAt(s),
    ],
  };
}

/** Where a typed «g = 10 m/s²» starts, for a reading in which g cancels. */
function gAt(s: Statement): number[] {
  const typed = /\bg\s*=\s*/.exec(s.folded);
  return typed ? [typed.index + typed[0].length] : [];
}

/** A body given a net work: its final speed from the work-energy theorem, v₂ = √(v₁² + 2W/m). */
function speedFromWork(s: Statement, question: string): Reading | undefined {
  if (
    !/velocidad|rapidez/.test(question) ||
    !/trabajo/.test(s.folded) ||
    /altura|cae|eleva|sube/.test(s.folded)
  )
    return undefined;
  const ms = masses(s);
  const speeds = ofDimension(s, 'speed');
  const works = ofDimension(s, 'energy');
  const [mass] = ms;
  const [speed] = speeds;
  const [work] = works;
  if (!mass || !work || ms.length !== 1 || works.length !== 1 || speeds.length > 1) return undefined;
  if (s.quantities.length !== ms.length + speeds.length + works.length) return undefined;
  const starts = /reposo|parte del reposo/.test(s.folded);
  if (!speed && !starts) return undefined;
  const m = mass.kg;
  const v1 = speed ? inBase(speed) : 0;
  // A work typed with its sign («−60 J») keeps it; a positive one is negative when the words say so.
  const typed = inBase(work);
  const w = typed < 0 ? typed : typed * (/negativ|en contra|frena/.test(s.folded) ? -1 : 1);
  const square = v1 * v1 + (2 * w) / m;
  if (!(m > 0) || !(square >= 0)) return undefined;
  const v2 = Math.sqrt(square);
  const back = 0.5 * m * (v2 * v2 - v1 * v1);
  return {
    title: 'Teorema del trabajo y la energía cinética',
    data: [`m = ${fmt(m, 4)} kg`, `v₁ = ${fmt(v1, 4)} m/s`, `W neto = ${fmt(w, 4)} J`],
    steps: [
      `El trabajo neto es la variación de energía cinética: $W = \\frac{1}{2} m v_2^2 - \\frac{1}{2} m v_1^2$.`,
      `Antes: $E_{c1} = \\frac{1}{2} \\cdot ${tex(m)} \\cdot ${tex(v1)}^2 ${approx(0.5 * m * v1 * v1)} ${tex(0.5 * m * v1 * v1, 2)}$ J; después: $E_{c2} = E_{c1} + W ${approx(0.5 * m * v1 * v1 + w)} ${tex(0.5 * m * v1 * v1 + w, 2)}$ J.`,
      `$v_2 = \\sqrt{\\frac{2 E_{c2}}{m}} ${approx(v2)} ${tex(v2, 2)}$ m/s. Verificación: $\\frac{1}{2} m (v_2^2 - v_1^2) ${approx(back)} ${tex(back, 2)}$ J. ✓`,
    ],
    answer: `v ${relation(v2)} ${fmt(v2)} m/s`,
    // A typed minus sign starts the quantity, one character before its digits.
    used: [
      mass.index,
      work.index,
      ...(s.folded[work.index] === '-' ? [work.index + 1] : []),
      ...(speed ? [speed.index] : []),
    ],
  };
}

/** The mean force of the air on a body that falls straight down: the energy lost over the height. */
const MEAN_FORCE =
  /fuerza (?:media|promedio)|fuerza (?:de )?(?:rozamiento|resistencia|friccion)|resistencia (?:media )?del aire/;
const STRAIGHT_DOWN = /se deja caer|se suelta|dejar caer|cae\b/;
const SLOPE = /pista|pendiente|tobogan|rampa|plano|ladera|colina|montana/;

/** Energy lost to friction on the way down from rest: m·g·h − ½·m·v²; over a straight fall, the mean force. */
/**
 * A body that passes a point at a height with a speed and reaches the ground with another speed («pasa
 * a 30 m del suelo con 5 m/s… llega al suelo con 20 m/s, ¿cuánta energía se disipó?»): the mechanical
 * energy lost, m·g·h + ½·m·v₁² − ½·m·v₂². Only with one mass, one height said before both speeds, the
 * end said to be the ground, and a loss asked.
 */
function lossFromASpeed(s: Statement, question: string): Reading | undefined {
  if (!/perdi|disip|rozamiento|calor/.test(question) || !/energia|trabajo/.test(question)) return undefined;
  if (/reposo|se suelta|se deja|resorte|choca|choque/.test(s.folded)) return undefined;
  const ms = masses(s);
  const speeds = ofDimension(s, 'speed');
  const heights = ofDimension(s, 'length');
  const [mass] = ms;
  const [first, second] = speeds;
  const [height] = heights;
  if (!mass || !first || !second || !height || ms.length !== 1 || speeds.length !== 2 || heights.length !== 1)
    return undefined;
  if (s.quantities.length !== 4 || !(height.index < second.index && first.index < second.index))
    return undefined;
  // The height is the start's («a 30 m del suelo», «a 30 m de altura»), the end the ground.
  if (
    !/^\S+\s*\S*\s*(?:de altura|del suelo|del piso|sobre el suelo|sobre el piso)/.test(
      s.folded.slice(height.index, height.index + 30),
    )
  )
    return undefined;
  if (
    !/(?:llega|llegar|arriba)\w*\s+(?:al|a la|hasta el|hasta la)\s+(?:suelo|piso|base|pie)\b[^.;?]{0,40}$/.test(
      s.folded.slice(first.index, second.index),
    )
  )
    return undefined;
  const m = mass.kg;
  const v1 = inBase(first);
  const v2 = inBase(second);
  const h = inBase(height);
  const g = s.g;
  const start = m * g * h + 0.5 * m * v1 * v1;
  const end = 0.5 * m * v2 * v2;
  const lost = start - end;
  if (!(lost > 0 && h > 0)) return undefined;
  return {
    title: 'Energía disipada entre dos puntos',
    data: [
      `m = ${fmt(m, 4)} kg`,
      `h = ${fmt(h, 4)} m con v₁ = ${fmt(v1, 4)} m/s`,
      `en el suelo v₂ = ${fmt(v2, 4)} m/s`,
      `g = ${fmt(g)} m/s²`,
    ],
    steps: [
      ...toSI(first, 'la primera velocidad', 'm/s'),
      ...toSI(second, 'la segunda velocidad', 'm/s'),
      `Arriba: $E_1 = m g h + \\frac{1}{2} m v_1^2 = ${tex(m)} \\cdot ${tex(g)} \\cdot ${tex(h)} + \\frac{1}{2} \\cdot ${tex(m)} \\cdot ${tex(v1)}^2 ${approx(start)} ${tex(start, 2)}$ J.`,
      `En el suelo, solo cinética: $E_2 = \\frac{1}{2} \\cdot ${tex(m)} \\cdot ${tex(v2)}^2 ${approx(end)} ${tex(end, 2)}$ J.`,
      `Lo que falta se disipó (rozamiento): $E_1 - E_2 ${approx(lost)} ${tex(lost, 2)}$ J.`,
    ],
    answer:
      /trabajo/.test(question) && !/energia/.test(question)
        ? `W_r ${relation(lost)} ${fmt(-lost)} J`
        : `energía disipada ${relation(lost)} ${fmt(lost)} J`,
    used: [mass.index, first.index, second.index, height.index],
  };
}

function friction(s: Statement, question: string): Reading | undefined {
  // «El trabajo realizado por la resistencia del aire» names the force but asks its work.
  const asksForce =
    MEAN_FORCE.test(question) &&
    !/trabajo|energia/.test(question) &&
    STRAIGHT_DOWN.test(s.folded) &&
    !SLOPE.test(s.folded);
  if (
    !asksForce &&
    (!/perdi|disip|rozamiento|calor|resistencia del aire/.test(question) || !/energia|trabajo/.test(question))
  )
    return undefined;
  if (!/reposo|se suelta|se deja/.test(s.folded)) return undefined;
  const ms = masses(s);
  const speeds = ofDimension(s, 'speed');
  const heights = ofDimension(s, 'length');
  if (ms.length !== 1 || speeds.length !== 1 || heights.length !== 1 || s.quantities.length !== 3)
    return undefined;
  if (!/altura|alto|desde/.test(s.folded)) return undefined;
  const m = at(ms, 0, 'mass').kg;
  const v = inBase(at(speeds, 0, 'speed'));
  const h = inBase(at(heights, 0, 'height'));
  const g = s.g;
  const ep = m * g * h;
  const ec = 0.5 * m * v * v;
  const lost = ep - ec;
  if (!(lost >= 0)) return undefined;
  // «… llega a la base a 8 m/s. A continuación recorre un tramo horizontal cuyo coeficiente es 0,4»,
  // asked the loss «en la rampa»: that coefficient is the next stretch's, which the loss does not reach.
  const speedAt = at(speeds, 0, 'speed').index;
  const later = readKineticFriction(s, false);
  const nextStretch =
    later?.index !== undefined &&
    later.index > speedAt &&
    /\b(?:en|durante) la (?:rampa|bajada|pista|pendiente|loma)\b|\bal bajar\b/.test(question) &&
    /(?:a continuacion|luego|despues)[^.]*\btramo horizontal\b/.test(s.folded.slice(speedAt, later.index + 1))
      ? later
      : undefined;
  return {
    title: 'Energía perdida por rozamiento',
    data: [
      `m = ${fmt(m, 4)} kg`,
      `h = ${fmt(h, 4)} m`,
      `v final = ${fmt(v, 4)} m/s (parte del reposo)`,
      `g = ${fmt(g)} m/s²`,
    ],
    steps: [
      `Arriba tiene solo energía potencial: $E_p = m g h = ${tex(m)} \\cdot ${tex(g)} \\cdot ${tex(h)} ${approx(ep)} ${tex(ep, 2)}$ J.`,
      `Abajo, solo cinética: $E_c = \\frac{1}{2} m v^2 = \\frac{1}{2} \\cdot ${tex(m)} \\cdot ${tex(v)}^2 ${approx(ec)} ${tex(ec, 2)}$ J.`,
      `Lo que falta se lo llevó el rozamiento: $E_p - E_c ${approx(lost)} ${tex(lost, 2)}$ J (el trabajo del rozamiento es $-${tex(lost, 2)}$ J).`,
      ...(nextStretch
        ? [
            `El coeficiente μ = ${fmt(nextStretch.value, 4)} es del tramo horizontal que viene después: no entra en lo que se perdió en la rampa.`,
          ]
        : []),
      ...(asksForce
        ? [
            `Ese trabajo lo hizo la resistencia del aire a lo largo de la caída, $h = ${tex(h)}$ m: $F_r = \\frac{E_p - E_c}{h} = \\frac{${tex(lost, 2)}}{${tex(h)}} ${approx(lost / h)} ${tex(lost / h, 2)}$ N, hacia arriba.`,
          ]
        : []),
    ],
    // «¿Qué trabajo hizo el rozamiento?» asks the work, negative; «¿cuánta energía se perdió?», the loss.
    answer: asksForce
      ? `F_r ${relation(lost / h)} ${fmt(lost / h)} N`
      : /trabajo/.test(question) && !/energia/.test(question)
        ? `W_r ${relation(lost)} ${fmt(-lost)} J`
        : `energía perdida ${relation(lost)} ${fmt(lost)} J`,
    used: [
      ...s.quantities.map((q) => q.index),
      ...(nextStretch?.index !== undefined ? [nextStretch.index] : []),
    ],
  };
}

// «¿A qué altura su velocidad es de 4 m/s?»: the level where a body let go from rest has that speed.
const HEIGHT_AT_A_SPEED =
  /a que altura\b[^?.;]*\b(?:velocidad|rapidez)\b|(?:velocidad|rapidez)\b[^?.;]*\ba que altura\b/;

/**
 * Let go from rest at a height, without friction: the height where its speed is v, from
 * m·g·h = ½·m·v² + m·g·h₂, so h₂ = h − v²/(2g); the mass cancels. Checked back, and only between the
 * start and the bottom.
 */
function heightAtASpeed(s: Statement, question: string): Reading | undefined {
  if (!HEIGHT_AT_A_SPEED.test(question)) return undefined;
  if (!/se deja caer|se suelta|desde el reposo|se libera|cae desde|cae libremente/.test(s.folded))
    return undefined;
  if (/lanza|arroja|inclinad|rampa|resorte/.test(s.folded)) return undefined;
  if (/rozamiento|friccion/.test(s.folded) && !frictionless(s)) return undefined;
  const askedAt = s.folded.lastIndexOf(question);
  const lengths = ofDimension(s, 'length');
  const speeds = ofDimension(s, 'speed');
  const ms = masses(s);
  const [height] = lengths;
  const [speed] = speeds;
  if (!height || !speed || lengths.length !== 1 || speeds.length !== 1 || ms.length > 1) return undefined;
  if (height.index >= askedAt || speed.index < askedAt) return undefined;
  if (s.quantities.some((q) => !['length', 'mass', 'speed'].includes(q.unit.dimension))) return undefined;
  const h = inBase(height);
  const v = inBase(speed);
  const g = s.g;
  const level = h - (v * v) / (2 * g);
  if (!(h > 0 && v > 0 && level >= 0 && level < h)) return undefined;
  const back = Math.sqrt(2 * g * (h - level));
  if (Math.abs(back - v) > 1e-9 * Math.max(1, v)) return undefined;
  return {
    title: 'Conservación de la energía: la altura a una velocidad dada',
    data: [
      `h = ${fmt(h, 4)} m (parte del reposo)`,
      `v = ${fmt(v, 4)} m/s`,
      'sin rozamiento',
      `g = ${fmt(g)} m/s²`,
    ],
    steps: [
      `Sin rozamiento la energía mecánica se conserva: $m g h = \\frac{1}{2} m v^2 + m g h_2$; la masa se cancela${ms.length ? ' (el dato no hace falta)' : ''}.`,
      `$h_2 = h - \\frac{v^2}{2 g} = ${tex(h)} - \\frac{${tex(v)}^2}{2 \\cdot ${tex(g)}} ${approx(level)} ${tex(level, 2)}$ m.`,
      `Verificación: cayó $${tex(h - level, 4)}$ m y $\\sqrt{2 g \\cdot ${tex(h - level, 4)}} ${approx(back)} ${tex(back, 2)}$ m/s. ✓`,
    ],
    answer: `h ${relation(level)} ${fmt(level)} m`,
    used: [height.index, speed.index, ...ms.map((m) => m.index)],
  };
}

/** A reply for one of these energy balances, or undefined. */
export function solveEnergyBalance(problem: string): SolverReply | undefined {
  // «Si se estirara el doble…», «si el piso no tuviera rozamiento»: a datum changed in words, unread here.
  if (changesADatum(problem)) return undefined;
  const s = readStatement(problem);
  if (/potencia\b|polea|plano inclinado|\bhp\b|\bcv\b|watt/.test(s.folded)) return undefined;
  const question = askedClause(s);
  const read =
    brakingOnSlope(s, question) ??
    bounceLoss(s, question) ??
    rampThenFriction(s, question) ??
    footSpeedThenFriction(s, question) ??
    springThenFriction(s, question) ??
    springLaunch(s, question) ??
    springToHeight(s, question) ??
    springStop(s, question) ??
    springPartway(s, question) ??
    lossFromASpeed(s, question) ??
    heightAtASpeed(s, question) ??
    pendulumFromAngle(s, question) ??
    fromRestAtAHeight(s, question) ??
    fromKinetic(s, question) ??
    elastic(s, question) ??
    workFromKinetic(s, question) ??
    speedFromWork(s, question) ??
    friction(s, question);
  if (!read) return undefined;
  // A result asked in a unit the reading does not state («¿…, en cm?» for a distance in m) is not this
  // answer; a result in J is also shown in kJ.
  const stated = [...read.answer.matchAll(/\d\s?(m\/s|kJ|J|N|cm|mm|m|s|kg|%)(?![\p{L}/])/gu)].map(
    (m) => m[1] ?? '',
  );
  if (asksAnotherUnit(question, stated.includes('J') ? [...stated, 'kJ'] : stated)) return undefined;
  const unused = unusedNumbers(s, read.used);
  const certain = unused.length === 0;
  return {
    certain,
    text: workedReply({
      title: read.title,
      data: read.data.join('; '),
      steps: read.steps,
      answer: certain
        ? withKiloForms(`**${read.answer}**`)
        : `Con esa lectura quedaría ${read.answer}, pero no usé ${unused.map((v) => fmt(v, 4)).join(', ')} del enunciado: ¿qué representa? Confirmámelo y lo cerramos.`,
      closing: '¿Qué forma de energía aparece y cuál desaparece en este proceso?',
    }),
  };
}

export const energyBalanceSolver = declareSolver({
  name: 'solve_energy_balance',
  offer: 'conservación de la energía',
  summary:
    'Energy balances: the speed from a kinetic energy and a mass, the elastic energy of a spring (½·k·x²), the work of the net force or the brakes from the change in kinetic energy (W = ΔEc), and the energy lost to friction sliding down from rest (m·g·h − ½·m·v²).',
  examples: [
    'Un cuerpo de 3 kg tiene una energía cinética de 150 J. ¿Cuál es su velocidad?',
    'Un resorte de constante 400 N/m se comprime 10 cm. ¿Qué energía potencial elástica almacena?',
    'Un auto de 1200 kg que viaja a 90 km/h frena hasta detenerse. ¿Qué trabajo hace la fuerza de frenado?',
  ],
  parameters: { problem: 'the statement as written' },
  solve: solveEnergyBalance,
});
