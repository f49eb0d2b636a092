/**
 * Simple machines as the courses teach them, each a balance of work or of moments that gives the force
 * («la potencia») that holds or lifts a load («la resistencia») slowly: the fixed pulley (F = R), the
 * movable pulley (F = (R + P_polea)/2), the «aparejo potencial» of n movable pulleys (F = R/2ⁿ), the
 * «aparejo factorial» of n movable pulleys (F = R/(2n)), the torno (F·manivela = R·radio del cilindro),
 * the screw (F·2π·brazo = R·paso) and the inclined plane without friction used to load something
 * (F·largo = R·altura); and the mechanical advantage R/F when asked.
 */
import { declareSolver, type SolverReply } from './declaration.ts';
import { group } from './groups.ts';
import { fmt, NUMBER_SOURCE, parseNumber, relation, tex } from './numbers.ts';
import {
  askedClause,
  distinctAngles,
  frictionless,
  gSource,
  inBase,
  MU_SYMBOL,
  masses,
  ofDimension,
  readForces,
  readStatement,
  type Statement,
  unusedNumbers,
} from './physics.ts';
import { workedReply } from './reply.ts';
import type { Quantity } from './units.ts';

const n = (value: number) => tex(value, 4);
const eq = (value: number) => (relation(value, 4) === '=' ? '=' : '\\approx');

/** The load: its size in the unit the statement gives (N, kgf, or N from a mass), and the numbers it used. */
interface Load {
  value: number;
  unit: string;
  datum: string;
  step?: string;
  used: number[];
}

/** What the machine does to the load: the force that balances it, its steps and the numbers it used. */
interface Balance {
  title: string;
  data: string[];
  force: number;
  steps: string[];
  used: number[];
}

const SMALL_NUMBERS: Readonly<Record<string, number>> = {
  una: 1,
  un: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
};
const COUNT = `(\\d+|una|un|dos|tres|cuatro|cinco|seis)`;

/** A number typed at the start of `text`, as the statement writes it. */
const typedAt = (s: Statement, index: number) => {
  const match = new RegExp(`^${NUMBER_SOURCE}`).exec(s.folded.slice(index));
  return match ? parseNumber(match[0]) : Number.NaN;
};

/** «la polea móvil, que pesa 20 N», «una polea de 20 N»: the pulley's own weight, not the load. */
const PULLEY_WEIGHT = /\bpolea\b[^.,;]{0,25}?(?:que pesa|de peso|pesa|de)\s*$/;
/** «si se desprecia el peso de la polea», «despreciando el peso de la polea», «sin tener en cuenta el peso de la polea». */
const NEGLECTED_PULLEY =
  /\b(?:despreci\w*|sin (?:tener en cuenta|considerar|contar)) (?:el )?peso de la polea\b/;
/** «se acelera», «con una aceleración de»: a moving system, Newton's, not a machine in balance. */
const ACCELERATED = /aceler|atwood|se suelta|se deja/;

function readLoad(s: Statement, skip: ReadonlySet<number>): Load | undefined {
  const forces = readForces(s).filter((force) => !skip.has(force.index));
  const bodies = masses(s).filter((mass) => !skip.has(mass.index));
  if (forces.length + bodies.length !== 1) return undefined;
  const [force] = forces;
  if (force) {
    const unit = force.typed.endsWith('kgf') ? 'kgf' : force.typed.endsWith(' N') ? 'N' : undefined;
    const value = typedAt(s, force.index);
    if (!unit || !(value > 0)) return undefined;
    return { value, unit, datum: `R = ${force.typed}`, used: [force.index] };
  }
  const [mass] = bodies;
  if (!mass) return undefined;
  const weight = mass.kg * s.g;
  return {
    value: weight,
    unit: 'N',
    datum: `m = ${fmt(mass.kg, 4)} kg`,
    step: `El peso de la carga es la resistencia: $R = m g = ${n(mass.kg)} \\cdot ${n(s.g)} ${eq(weight)} ${n(weight)}$ N (${gSource(s)}).`,
    used: [mass.index],
  };
}

const countOf = (raw: string) => SMALL_NUMBERS[raw] ?? parseNumber(raw);

/** Where the count of a «3 poleas móviles» starts when typed in digits (a number the reading uses). */
const countIndex = (match: RegExpExecArray) =>
  /^\d/.test(group(match, 1)) ? [match.index + match[0].indexOf(group(match, 1))] : [];

/**
 * «las poleas y la soga tienen masa despreciable», «las poleas son ideales»: what is said of every
 * pulley at once, no count of them.
 */
const PULLEYS_SAID_LIGHT =
  /\b(?:las )?poleas (?:y (?:la|las|el|los) (?:sogas?|cuerdas?|cables?|hilos?) )?(?:son ideales|ideales|(?:tienen|son de|de) (?:masa|peso) despreciable|no pesan|(?:son )?sin (?:masa|peso|rozamiento))\b/g;

function pulleys(s: Statement, load: Load): Balance | undefined {
  // «una polea fija y una móvil»: the second is a pulley too.
  const f = s.folded
    .replace(PULLEYS_SAID_LIGHT, ' ')
    .replace(/\bpolea fija y (?:una|otra) movil\b/g, 'polea fija y una polea movil')
    .replace(/\bpolea movil y (?:una|otra) fija\b/g, 'polea movil y una polea fija');
  const movable = new RegExp(`${COUNT} (?:poleas? )?moviles?`).exec(f);
  if (/aparejo potencial/.test(f)) {
    if (!movable) return undefined;
    const count = countOf(group(movable, 1));
    const force = load.value / 2 ** count;
    return {
      title: 'Aparejo potencial',
      data: [`${fmt(count)} poleas móviles`],
      force,
      steps: [
        'Cada polea móvil reparte lo que sostiene entre dos tramos de cuerda: divide la fuerza por 2. Con n poleas móviles, $F = \\frac{R}{2^n}$.',
        `$F = \\frac{${n(load.value)}}{2^{${count}}} = \\frac{${n(load.value)}}{${2 ** count}} ${eq(force)} ${n(force)}$ ${load.unit}.`,
      ],
      used: countIndex(movable),
    };
  }
  if (/aparejo factorial/.test(f)) {
    // «de 6 poleas (3 fijas y 3 móviles)»: the movable ones count; the total, typed too, is twice them.
    const total = new RegExp(`${COUNT} poleas(?! moviles| fijas)`).exec(f);
    const fixed = new RegExp(`${COUNT} (?:poleas )?fijas`).exec(f);
    const count = movable ? countOf(group(movable, 1)) : total ? countOf(group(total, 1)) / 2 : Number.NaN;
    if (!Number.isInteger(count) || count < 1) return undefined;
    if (total && countOf(group(total, 1)) !== 2 * count) return undefined;
    if (fixed && countOf(group(fixed, 1)) !== count) return undefined;
    const force = load.value / (2 * count);
    return {
      title: 'Aparejo factorial',
      data: [`${fmt(count)} poleas móviles (y otras tantas fijas)`],
      force,
      steps: [
        `En el aparejo factorial la carga cuelga de $2n$ tramos de cuerda, dos por cada polea móvil: $F = \\frac{R}{2n}$.`,
        `$F = \\frac{${n(load.value)}}{2 \\cdot ${count}} ${eq(force)} ${n(force)}$ ${load.unit}.`,
      ],
      used: [movable, total, fixed].flatMap((match) => (match ? countIndex(match) : [])),
    };
  }
  // «una polea móvil combinada con una polea fija»: the fixed one only turns the rope, the movable halves.
  const withFixed =
    /\bpolea movil\b[^.;¿?]{0,40}?\b(?:con|y|por) una polea fija\b|\bpolea fija\b[^.;¿?]{0,40}?\b(?:con|y) una polea movil\b/.test(
      f,
    );
  if (/\bpolea movil\b/.test(f) && !/\bpoleas\b/.test(f) && (withFixed || !/\bfija\b/.test(f))) {
    const own = readForces(s).find((force) => PULLEY_WEIGHT.test(f.slice(0, force.index)));
    // «Con una polea móvil que pesa 20 N…, ¿qué fuerza hay que hacer si se desprecia el peso de la
    // polea?»: the weight typed is set aside by the question itself.
    const neglected = own !== undefined && NEGLECTED_PULLEY.test(f);
    const pulley = own && !neglected ? typedAt(s, own.index) : 0;
    if (own && !own.typed.endsWith(load.unit === 'kgf' ? 'kgf' : ' N')) return undefined;
    const force = (load.value + pulley) / 2;
    return {
      title: 'Polea móvil',
      data: own
        ? [`peso de la polea = ${own.typed}${neglected ? ' (se desprecia, como pide el enunciado)' : ''}`]
        : ['polea de peso despreciable'],
      force,
      steps: [
        'La polea móvil cuelga de dos tramos de la misma cuerda, y cada uno tira con la fuerza F que hacés en el extremo libre.',
        own && !neglected
          ? `Los dos tramos sostienen la carga y la polea: $2F = R + P_{polea}$ → $F = \\frac{${n(load.value)} + ${n(pulley)}}{2} ${eq(force)} ${n(force)}$ ${load.unit}.`
          : `$2F = R$ → $F = \\frac{${n(load.value)}}{2} ${eq(force)} ${n(force)}$ ${load.unit}.`,
      ],
      used: own ? [own.index] : [],
    };
  }
  if (/\bpolea fija\b/.test(f) && !/\bpoleas\b|\bmovil/.test(f)) {
    return {
      title: 'Polea fija',
      data: ['polea fija'],
      force: load.value,
      steps: [
        'La polea fija solo cambia la dirección de la fuerza: la cuerda tira igual a los dos lados. Para subir la carga despacio (o sostenerla), $F = R$.',
        `$F = ${n(load.value)}$ ${load.unit}.`,
      ],
      used: [],
    };
  }
  return undefined;
}

const LENGTH = `(${NUMBER_SOURCE})\\s*(mm|cm|m)\\b`;
const metersOf = (s: Statement, index: number): Quantity | undefined =>
  ofDimension(s, 'length').find((q) => q.index === index);

/** A length the pattern finds, in metres, with where its number starts. */
function lengthAt(
  s: Statement,
  pattern: RegExp,
): { meters: number; index: number; typed: string } | undefined {
  const match = pattern.exec(s.folded);
  if (!match) return undefined;
  // The number and unit are the first pair of groups that matched (a pattern may offer two wordings).
  const first = match[1] === undefined ? 3 : 1;
  const number = group(match, first);
  const at = match.index + match[0].lastIndexOf(number);
  const q = metersOf(s, at);
  return q ? { meters: inBase(q), index: at, typed: `${number} ${group(match, first + 1)}` } : undefined;
}

function winch(s: Statement, load: Load): Balance | undefined {
  if (!/\btorno\b|\bcabrestante\b|\bmalacate\b/.test(s.folded) || /diametro/.test(s.folded)) return undefined;
  const drum = lengthAt(
    s,
    new RegExp(
      `\\b(?:cilindro|tambor|eje|rodillo)\\b[^.;]{0,25}?\\b(?:(?:de|tiene|mide) ${LENGTH} de radio|radio (?:es )?de ${LENGTH})`,
    ),
  );
  const crank = lengthAt(
    s,
    new RegExp(`\\b(?:manivela|manija|brazo)\\b[^.;]{0,20}?\\b(?:de|mide|tiene) ${LENGTH}`),
  );
  if (!drum || !crank || !(drum.meters < crank.meters)) return undefined;
  const force = (load.value * drum.meters) / crank.meters;
  return {
    title: 'El torno',
    data: [`radio del cilindro = ${drum.typed}`, `manivela = ${crank.typed}`],
    force,
    steps: [
      'El torno es una palanca que gira: en equilibrio, el momento de la fuerza en la manivela iguala al de la carga en el cilindro, $F \\cdot b = R \\cdot r$.',
      `$F = \\frac{R \\cdot r}{b} = \\frac{${n(load.value)} \\cdot ${n(drum.meters)}}{${n(crank.meters)}} ${eq(force)} ${n(force)}$ ${load.unit}.`,
    ],
    used: [drum.index, crank.index],
  };
}

function screw(s: Statement, load: Load): Balance | undefined {
  if (!/\btornillo\b|\bgato\b|\bcrique\b/.test(s.folded)) return undefined;
  const pitch = lengthAt(s, new RegExp(`\\bpaso de ${LENGTH}`));
  const arm = lengthAt(s, new RegExp(`\\b(?:palanca|manivela|manija|brazo)\\b[^.;]{0,20}?\\bde ${LENGTH}`));
  if (!pitch || !arm || !(pitch.meters < arm.meters)) return undefined;
  const turn = 2 * Math.PI * arm.meters;
  const force = (load.value * pitch.meters) / turn;
  return {
    title: 'El tornillo como máquina simple',
    data: [`paso = ${pitch.typed}`, `brazo = ${arm.typed}`],
    force,
    steps: [
      'En una vuelta completa la fuerza recorre la circunferencia del brazo, $2\\pi b$, y la carga sube un paso $p$. Sin rozamiento los dos trabajos son iguales: $F \\cdot 2\\pi b = R \\cdot p$.',
      `$2\\pi b = 2\\pi \\cdot ${n(arm.meters)} ${eq(turn)} ${n(turn)}$ m.`,
      `$F = \\frac{R \\cdot p}{2\\pi b} = \\frac{${n(load.value)} \\cdot ${n(pitch.meters)}}{${n(turn)}} ${eq(force)} ${n(force)}$ ${load.unit}.`,
    ],
    used: [pitch.index, arm.index],
  };
}

/** «a 1,2 m del suelo», «una altura de 1,2 m», «de 1,2 m de altura»: the height to lift to. */
const HEIGHT_BEFORE = /(?:altura de|alto de|desnivel de|(?:esta|que esta|ubicad[ao]|situad[ao]) a)\s*$/;
const HEIGHT_AFTER =
  /^\s*(?:de (?:altura|alto|desnivel)|del (?:suelo|piso)|sobre el (?:suelo|piso)|mas arriba)/;

function ramp(s: Statement, load: Load): Balance | undefined {
  const f = s.folded;
  if (!/plano inclinado|\brampa\b|\btabla\b|\btablon\b/.test(f) || !/paralela/.test(askedClause(s)))
    return undefined;
  // «sin rozamiento», «liso», «si no hay rozamiento»: any friction said to be there is a datum not read.
  const smooth = frictionless(s) || /no hay (?:rozamiento|friccion)/.test(f);
  if (distinctAngles(s).length || ((/rozamiento|friccion/.test(f) || MU_SYMBOL.test(f)) && !smooth))
    return undefined;
  const lengths = ofDimension(s, 'length');
  if (lengths.length !== 2) return undefined;
  const isHeight = (q: Quantity) =>
    HEIGHT_BEFORE.test(f.slice(0, q.index)) || HEIGHT_AFTER.test(f.slice(q.end));
  const heights = lengths.filter(isHeight);
  const [height] = heights;
  const length = lengths.find((q) => q !== height);
  if (heights.length !== 1 || !height || !length) return undefined;
  const [h, L] = [inBase(height), inBase(length)];
  if (!(h < L)) return undefined;
  const force = (load.value * h) / L;
  return {
    title: 'El plano inclinado como máquina simple',
    data: [`altura = ${fmt(h, 4)} m`, `largo del plano = ${fmt(L, 4)} m`, 'sin rozamiento'],
    force,
    steps: [
      'Sin rozamiento, el trabajo de la fuerza a lo largo del plano iguala al de subir la carga la altura: $F \\cdot L = R \\cdot h$ (es lo mismo que $F = R \\operatorname{sen} \\alpha$, con $\\operatorname{sen} \\alpha = h/L$).',
      `$F = \\frac{R \\cdot h}{L} = \\frac{${n(load.value)} \\cdot ${n(h)}}{${n(L)}} ${eq(force)} ${n(force)}$ ${load.unit}.`,
    ],
    used: [height.index, length.index],
  };
}

const ASKS_FORCE = /fuerza|potencia|cuanto hay que|que hay que (?:hacer|aplicar)|equilibra/;
const ASKS_ADVANTAGE = /ventaja mecanica/;
/** «¿Qué resistencia equilibra una fuerza de 150 N?»: the load asked of a force given, the other way round. */
const ASKS_LOAD = /\b(?:que|cual es la|cuanto|cuanta)\s+(?:resistencia|carga|peso|masa)\b/;

/**
 * «¿Cuántas poleas móviles debe tener un aparejo potencial para que una fuerza de 25 kgf equilibre una
 * carga de 400 kgf?»: the count from R/F, 2ⁿ for the potential one, 2n for the factorial one, when it
 * comes out whole.
 */
function pulleyCount(s: Statement, question: string): SolverReply | undefined {
  if (!/cuantas poleas/.test(question)) return undefined;
  const potential = /aparejo potencial/.test(s.folded);
  if (potential === /aparejo factorial/.test(s.folded)) return undefined;
  const forces = readForces(s);
  const effort = forces.filter((force) => /(?:fuerza|potencia) de\s*$/.test(s.folded.slice(0, force.index)));
  const load = forces.filter((force) =>
    /(?:carga|resistencia|peso|cuerpo) de\s*$/.test(s.folded.slice(0, force.index)),
  );
  const [F] = effort;
  const [R] = load;
  if (!F || !R || forces.length !== 2 || effort.length !== 1 || load.length !== 1) return undefined;
  if (F.typed.endsWith('kgf') !== R.typed.endsWith('kgf') || unusedNumbers(s, [F.index, R.index]).length)
    return undefined;
  const ratio = R.newtons / F.newtons;
  const count = potential ? Math.log2(ratio) : ratio / 2;
  if (!(count >= 1) || Math.abs(count - Math.round(count)) > 1e-9) return undefined;
  const whole = Math.round(count);
  return {
    certain: true,
    text: workedReply({
      title: potential ? 'Aparejo potencial: cuántas poleas' : 'Aparejo factorial: cuántas poleas',
      data: `F = ${F.typed}; R = ${R.typed}`,
      steps: [
        potential
          ? `En el aparejo potencial $F = \\frac{R}{2^n}$, así que $2^n = \\frac{R}{F} = ${n(ratio)}$.`
          : `En el aparejo factorial $F = \\frac{R}{2n}$, así que $2n = \\frac{R}{F} = ${n(ratio)}$.`,
        potential ? `$2^{${whole}} = ${2 ** whole}$: n = ${whole}.` : `n = ${n(ratio)}/2 = ${whole}.`,
      ],
      answer: `**n = ${whole} poleas móviles**`,
      closing: '¿Y cuántas poleas fijas tiene ese aparejo?',
    }),
  };
}

/**
 * «Un aparejo potencial tiene 3 poleas móviles. ¿Qué resistencia equilibra una fuerza de 150 N?»: the
 * pulleys read the other way round, the load from the force (R = F·k, k what the pulleys divide by). Only
 * weightless pulleys (with a pulley's weight F is no longer a multiple of R) and a force typed in N or kgf,
 * the load answered in that same unit.
 */
function loadOfEffort(s: Statement, question: string): SolverReply | undefined {
  // «¿Qué peso tiene cada polea?», «¿qué masa…?» (the weight over g): not the load this reads.
  if (!/\b(?:resistencia|carga|peso)\b/.test(question) || /\b(?:masa|polea)/.test(question)) return undefined;
  if (readForces(s).some((force) => PULLEY_WEIGHT.test(s.folded.slice(0, force.index)))) return undefined;
  if (masses(s).length) return undefined;
  const effort = readLoad(s, new Set());
  if (!effort || effort.step) return undefined;
  // A unit asked other than the force's own: not this answer.
  const inUnit = /\ben (kgf|n|newtons?|kg|kilogramos?|gramos|g|dinas?)\b/.exec(question);
  if (inUnit && (effort.unit === 'kgf') !== (group(inUnit, 1) === 'kgf')) return undefined;
  if (inUnit && /^(?:kg|kilogramos?|gramos|g|dinas?)$/.test(group(inUnit, 1))) return undefined;
  const unitLoad: Load = { value: 1, unit: effort.unit, datum: '', used: [] };
  const balance = pulleys(s, unitLoad);
  if (!balance || !(balance.force > 0)) return undefined;
  if (unusedNumbers(s, [...effort.used, ...balance.used]).length) return undefined;
  const factor = 1 / balance.force;
  const load = effort.value * factor;
  const F = n(effort.value);
  return {
    certain: true,
    text: workedReply({
      title: `${balance.title}: la carga que equilibra una fuerza`,
      data: [effort.datum.replace(/^R =/, 'F ='), ...balance.data].join('; '),
      steps: [
        balance.steps[0] ?? '',
        `Leído al revés: la carga es ${n(factor)} veces la fuerza, $R = F \\cdot ${n(factor)} = ${F} \\cdot ${n(factor)} ${eq(load)} ${n(load)}$ ${effort.unit}.`,
        `Comprobá: $\\frac{${n(load)}}{${n(factor)}} ${eq(effort.value)} ${F}$ ${effort.unit}, la fuerza dada.`,
      ],
      answer: `**R ${relation(load, 4)} ${fmt(load, 4)} ${effort.unit}**`,
      closing: '¿Cuánta cuerda tenés que tirar para que esa carga suba 1 m?',
    }),
  };
}

/** A simple machine holding or lifting a load slowly: the force needed, or its mechanical advantage. */
export function solveSimpleMachine(problem: string): SolverReply | undefined {
  const s = readStatement(problem);
  const f = s.folded;
  if (ACCELERATED.test(f)) return undefined;
  const question = askedClause(s);
  const counted = pulleyCount(s, question);
  if (counted) return counted;
  const advantage = ASKS_ADVANTAGE.test(question);
  if (!advantage && ASKS_LOAD.test(question)) return loadOfEffort(s, question);
  if (!advantage && !ASKS_FORCE.test(question)) return undefined;
  const own = readForces(s).filter((force) => PULLEY_WEIGHT.test(f.slice(0, force.index)));
  // A pulley's weight typed and every pulley said massless: which one holds is not for this to choose.
  if (own.length && new RegExp(PULLEYS_SAID_LIGHT.source).test(f)) return undefined;
  // «¿Qué fuerza hace el techo (el gancho) sobre la polea fija?»: not the force you make.
  if (/\b(?:techo|gancho|soporte|polea fija|eje)\b/.test(question)) return undefined;
  const load = readLoad(s, new Set(own.map((force) => force.index)));
  if (!load) return undefined;
  const balance = pulleys(s, load) ?? winch(s, load) ?? screw(s, load) ?? ramp(s, load);
  if (!balance || !(balance.force > 0)) return undefined;
  const ratio = load.value / balance.force;
  const used = [...load.used, ...balance.used];
  if (unusedNumbers(s, used).length) return undefined;
  const steps = [...(load.step ? [load.step] : []), ...balance.steps];
  if (advantage)
    steps.push(
      `La ventaja mecánica es cuántas veces la fuerza cabe en la carga: $VM = \\frac{R}{F} = \\frac{${n(load.value)}}{${n(balance.force)}} ${eq(ratio)} ${n(ratio)}$.`,
    );
  const answer = advantage
    ? `VM ${relation(ratio, 4)} ${fmt(ratio, 4)}`
    : `F ${relation(balance.force, 4)} ${fmt(balance.force, 4)} ${load.unit}`;
  return {
    certain: true,
    text: workedReply({
      title: balance.title,
      data: [load.datum, ...balance.data].join('; '),
      steps,
      answer: `**${answer}**`,
      closing: advantage
        ? '¿Qué se paga a cambio de esa ventaja: cuánta cuerda tenés que tirar para que la carga suba 1 m?'
        : '¿Cuánta cuerda (o cuánto recorrido) tenés que hacer para que la carga suba 1 m, y por qué el trabajo no cambia?',
    }),
  };
}

export const simpleMachinesSolver = declareSolver({
  name: 'solve_simple_machine',
  offer: 'máquinas simples: poleas, aparejos, torno, tornillo y plano inclinado',
  summary:
    'A simple machine holding or slowly lifting a load: fixed pulley (F = R), movable pulley (F = (R + pulley)/2), «aparejo potencial» of n movable pulleys (F = R/2ⁿ), «aparejo factorial» (F = R/(2n)), torno (F·crank = R·drum radius), screw (F·2π·arm = R·pitch), frictionless inclined plane by height and length (F = R·h/L); the force or the mechanical advantage R/F. Pass the whole statement.',
  examples: [
    'Un aparejo potencial tiene 3 poleas móviles. ¿Qué fuerza equilibra una resistencia de 1200 N?',
    'Un torno tiene un cilindro de 10 cm de radio y una manivela de 50 cm. ¿Qué fuerza hay que aplicar en la manivela para levantar un balde de 200 N?',
  ],
  parameters: { problem: 'the statement as written' },
  solve: solveSimpleMachine,
});
