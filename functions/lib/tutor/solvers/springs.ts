/**
 * Springs: Hooke's law F = k·x (the force, the constant or the elongation, a hung mass pulling with its
 * weight m·g) and the elastic potential energy E = ½·k·x², with k in N/m or N/cm and x in m, cm or mm.
 * It answers only when the statement gives exactly the two data its relation needs, and checks the
 * result back in the other form of the same relation.
 */
import { declareSolver, type SolverReply } from './declaration.ts';
import { group } from './groups.ts';
import {
  texRelation as approx,
  fmt,
  fmtResult,
  isShownExactly,
  NUMBER_SOURCE,
  parseNumber,
  relation,
  tex,
  texRelation,
} from './numbers.ts';
import {
  askedClause,
  changesADatum,
  checkedReply,
  gLine,
  inBase,
  masses,
  ofDimension,
  readForces,
  readStatement,
  type Statement,
} from './physics.ts';

const n = (value: number) => tex(value, 4);
const LENGTH_FACTORS = { m: 1, cm: 0.01, mm: 0.001 } as const;
type LengthUnit = keyof typeof LENGTH_FACTORS;

/** «400 N/m», «50 N/cm»: the spring's constant in N/m, as typed, and where its number starts. */
function readConstant(s: Statement): { perMetre: number; typed: string; index: number } | undefined {
  const found = [...s.folded.matchAll(new RegExp(`(${NUMBER_SOURCE})\\s*(k?)n\\s*/\\s*(mm|cm|m)\\b`, 'g'))];
  const [match, ...others] = found;
  if (!match || others.length) return undefined;
  const unit = group(match, 3) as LengthUnit;
  const kilo = match[2] === 'k';
  const value = parseNumber(group(match, 1));
  return {
    perMetre: (value * (kilo ? 1000 : 1)) / LENGTH_FACTORS[unit],
    typed: `${fmt(value, 4)} ${kilo ? 'kN' : 'N'}/${unit}`,
    index: match.index,
  };
}

type Asked = 'k' | 'E' | 'F' | 'x';

/** Its natural length and the length it takes («de 40 cm de longitud natural mide 46 cm»). */
const TWO_LENGTHS =
  /(?:longitud|largo) (?:natural|inicial|sin estirar)[^.?]*\b(?:mide|pasa a medir|queda (?:con una longitud )?de|su longitud (?:es|pasa)|alcanza una longitud)\b|(?:(?:longitud|largo)[^.?]{0,30}\bsin (?:carga|estirar|deformar|peso)|sin (?:carga|estirar|deformar)[^.?]{0,30}\b(?:longitud|largo))[^?]*\b(?:mide|pasa a (?:medir|ser|tener)|queda (?:con una longitud )?de|su longitud (?:es|pasa)|alcanza una longitud|se (?:alarga|estira) hasta)\b/;

/** A length said to be the spring's own, unloaded: «longitud natural», «de largo sin carga». */
const NATURAL_LENGTH =
  /(?:longitud|largo) (?:natural|inicial|sin estirar|libre)|(?:longitud|largo)[^.?]{0,30}\bsin (?:carga|estirar|deformar|peso)|sin (?:carga|estirar|deformar)[^.?]{0,30}\b(?:longitud|largo)/;

/** What the question asks: the constant, the elastic energy, the force, or the elongation. */
function askedOf(question: string): Asked | undefined {
  // «¿Cuánto hay que estirarlo para que almacene 2 J?»: the elongation, whatever the purpose names.
  if (/cuanto (?:hay que|se debe|debe|tiene que) (?:estir|comprim|alarg)/.test(question)) return 'x';
  if (/constante|\bk\b|rigidez/.test(question)) return 'k';
  if (/energia|trabajo/.test(question)) return 'E';
  if (/fuerza|peso|cuantos? (?:n|newtons?)\b/.test(question)) return 'F';
  if (/estir|alarg|comprim|deform|elongacion|acort|cuantos? (?:m|cm|mm|metros|centimetros)\b/.test(question))
    return 'x';
  return undefined;
}

/** The unit a length is asked in («en cm», «cuántos centímetros»), or metres. */
function askedLength(question: string): LengthUnit {
  if (/\b(?:cm|centimetros?)\b/.test(question)) return 'cm';
  if (/\b(?:mm|milimetros?)\b/.test(question)) return 'mm';
  return 'm';
}

interface Data {
  k?: { perMetre: number; typed: string; index: number };
  /** `also`: where the second length starts, when x is the difference of two. */
  x?: { metres: number; typed: string; index: number; also?: number };
  F?: { newtons: number; line: string; index: number; fromMass: boolean };
  E?: { joules: number; typed: string; index: number };
}

/** The spring's data: at most one of each, or undefined when the statement gives two of a kind. */
function readData(s: Statement): Data | undefined {
  const lengths = ofDimension(s, 'length');
  const energies = ofDimension(s, 'energy');
  const forces = readForces(s);
  const ms = masses(s);
  if (energies.length > 1 || forces.length + ms.length > 1) return undefined;
  const data: Data = { k: readConstant(s) };
  const [length, other] = lengths;
  if (lengths.length > 2 || (other && !TWO_LENGTHS.test(s.folded))) return undefined;
  if (length && other) {
    // Its natural length and the length it takes: the elongation is their difference.
    const metres = Math.abs(inBase(other) - inBase(length));
    if (!(metres > 0)) return undefined;
    data.x = {
      metres,
      typed: `|${fmt(other.value, 4)} ${other.unit.symbol} − ${fmt(length.value, 4)} ${length.unit.symbol}|`,
      index: length.index,
      also: other.index,
    };
  } else if (length) {
    // «tiene una longitud de 20 cm sin carga»: its natural length, not how much it stretches.
    const before = s.folded.slice(Math.max(0, length.index - 30), length.index);
    if (
      NATURAL_LENGTH.test(s.folded) &&
      !/(?:estir|alarg|comprim|deform)\w*(?: (?:en|unos?|hasta))?\s*$/.test(before)
    )
      return undefined;
    data.x = {
      metres: inBase(length),
      typed: `${fmt(length.value, 4)} ${length.unit.symbol}`,
      index: length.index,
    };
  }
  const [energy] = energies;
  if (energy)
    data.E = {
      joules: inBase(energy),
      typed: `${fmt(energy.value, 4)} ${energy.unit.symbol}`,
      index: energy.index,
    };
  const [force] = forces;
  if (force)
    data.F = {
      newtons: force.newtons,
      line: `F = ${force.typed}${force.typed.endsWith(' N') ? '' : ` = ${fmt(force.newtons, 4)} N`}`,
      index: force.index,
      fromMass: false,
    };
  const [mass] = ms;
  if (mass) {
    const weight = mass.kg * s.g;
    data.F = {
      newtons: weight,
      line: `m = ${fmt(mass.kg, 4)} kg colgada: F = m·g = ${fmt(weight, 4)} N (${gLine(s)})`,
      index: mass.index,
      fromMass: true,
    };
  }
  return data;
}

interface Result {
  value: number;
  unit: string;
  label: string;
  steps: string[];
  /** The result put back in the relation gives the datum it came from. */
  back: boolean;
}

const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

function solve(asked: Asked, d: Data, question: string): Result | undefined {
  const { k, x, F, E } = d;
  if (asked === 'k' && F && x && !E && !k) {
    const value = F.newtons / x.metres;
    const perCm = /n\s*\/\s*cm/.test(question);
    const shown = perCm ? value / 100 : value;
    return {
      value: shown,
      unit: perCm ? 'N/cm' : 'N/m',
      label: 'k',
      steps: [
        `Ley de Hooke: $F = k \\cdot x$, así que $k = \\frac{F}{x} = \\frac{${n(F.newtons)}}{${n(x.metres)}} ${texRelation(value)} ${tex(value, 2)}$ N/m.`,
      ],
      back: close(value * x.metres, F.newtons),
    };
  }
  if (asked === 'k' && E && x && !F && !k) {
    const value = (2 * E.joules) / x.metres ** 2;
    return {
      value,
      unit: 'N/m',
      label: 'k',
      steps: [
        `Energía elástica: $E = \\frac{1}{2} k x^2$, así que $k = \\frac{2E}{x^2} = \\frac{2 \\cdot ${n(E.joules)}}{${n(x.metres)}^2} ${texRelation(value)} ${tex(value, 2)}$ N/m.`,
      ],
      back: close(0.5 * value * x.metres ** 2, E.joules),
    };
  }
  if (asked === 'F' && k && x && !F && !E) {
    const value = k.perMetre * x.metres;
    return {
      value,
      unit: 'N',
      label: 'F',
      steps: [
        `Ley de Hooke: $F = k \\cdot x = ${n(k.perMetre)} \\cdot ${n(x.metres)} ${texRelation(value)} ${tex(value, 2)}$ N.`,
      ],
      back: close(value / x.metres, k.perMetre),
    };
  }
  if (asked === 'x' && k && (F || E) && !(F && E) && !x) {
    const metres = F ? F.newtons / k.perMetre : Math.sqrt((2 * (E?.joules ?? Number.NaN)) / k.perMetre);
    const unit = askedLength(question);
    const value = metres / LENGTH_FACTORS[unit];
    const step = F
      ? `Ley de Hooke: $x = \\frac{F}{k} = \\frac{${n(F.newtons)}}{${n(k.perMetre)}} ${relation(metres, 4) === '=' ? '=' : '\\approx'} ${tex(metres, 4)}$ m.`
      : `Energía elástica: $E = \\frac{1}{2} k x^2$, así que $x = \\sqrt{\\frac{2E}{k}} = \\sqrt{\\frac{2 \\cdot ${n(E?.joules ?? 0)}}{${n(k.perMetre)}}} ${relation(metres, 4) === '=' ? '=' : '\\approx'} ${tex(metres, 4)}$ m.`;
    return {
      value,
      unit,
      label: 'x',
      steps: [step, ...(unit === 'm' ? [] : [`En ${unit}: ${fmt(metres, 4)} m = ${fmt(value, 4)} ${unit}.`])],
      back: F ? close(k.perMetre * metres, F.newtons) : close(0.5 * k.perMetre * metres ** 2, E?.joules ?? 0),
    };
  }
  if (asked === 'E' && x && (k || F) && !(k && F) && !E) {
    const perMetre = k ? k.perMetre : (F?.newtons ?? Number.NaN) / x.metres;
    const value = 0.5 * perMetre * x.metres ** 2;
    return {
      value,
      unit: 'J',
      label: 'E',
      steps: [
        ...(k ? [] : [`Primero la constante: $k = \\frac{F}{x} = ${tex(perMetre, 2)}$ N/m.`]),
        `Energía potencial elástica: $E = \\frac{1}{2} k x^2 = \\frac{1}{2} \\cdot ${n(perMetre)} \\cdot ${n(x.metres)}^2 ${texRelation(value)} ${tex(value, 2)}$ J.`,
      ],
      back: close(Math.sqrt((2 * value) / perMetre), x.metres),
    };
  }
  return undefined;
}

/**
 * The same spring under another force: x₂ = x₁·F₂/F₁ («con 12 N se alarga 3 cm; con 20 N, se alargará:»),
 * the force of the question paired with the elongation asked, in the unit of the one given.
 */
function proportional(s: Statement, question: string): SolverReply | undefined {
  if (readConstant(s)) return undefined;
  const load = loadForStretch(s, question);
  if (load) return load;
  if (askedOf(question) !== 'x') return undefined;
  const qStart = s.folded.length - question.length;
  const forces = readForces(s);
  const ms = masses(s);
  // The loads: two forces, or two masses hung (their weights are in the ratio of the masses).
  if (forces.length && ms.length) return undefined;
  const loads = forces.length
    ? forces.map((f) => ({ size: f.newtons, index: f.index, typed: f.typed }))
    : ms.map((m) => ({ size: m.kg, index: m.index, typed: `${fmt(m.kg, 4)} kg` }));
  const lengths = ofDimension(s, 'length');
  const [length] = lengths;
  const given = loads.filter((f) => f.index < qStart);
  const asked = loads.filter((f) => f.index >= qStart);
  const [f1] = given;
  const [f2] = asked;
  if (!length || lengths.length !== 1 || length.index >= qStart || !f1 || !f2) return undefined;
  if (given.length !== 1 || asked.length !== 1 || ofDimension(s, 'energy').length) return undefined;
  const x2 = (length.value * f2.size) / f1.size;
  // Checked back: both pairs give the same constant.
  if (!(x2 > 0) || Math.abs(f2.size / x2 - f1.size / length.value) > 1e-9 * (f1.size / length.value))
    return undefined;
  const unit = length.unit.symbol;
  const perUnit = f1.size / length.value;
  const byMass = !forces.length;
  return checkedReply(
    s,
    {
      title: 'Resortes: ley de Hooke',
      data: [
        `${byMass ? 'm₁' : 'F₁'} = ${f1.typed}`,
        `x₁ = ${fmt(length.value, 4)} ${unit}`,
        `${byMass ? 'm₂' : 'F₂'} = ${f2.typed}`,
      ],
      steps: byMass
        ? [
            `El mismo resorte se estira en proporción al peso, y el peso $m g$ en proporción a la masa (g se cancela).`,
            `$x_2 = x_1 \\cdot \\frac{m_2}{m_1} = ${n(length.value)} \\cdot \\frac{${n(f2.size)}}{${n(f1.size)}} ${approx(x2)} ${tex(x2, 2)}$ ${unit}.`,
          ]
        : [
            `El mismo resorte tiene la misma constante: $k = \\frac{F_1}{x_1} = \\frac{${n(f1.size)}}{${n(length.value)}} ${approx(perUnit)} ${tex(perUnit, 4)}$ N/${unit}.`,
            `$x_2 = \\frac{F_2}{k} = \\frac{${n(f2.size)}}{${tex(perUnit, 4)}} ${approx(x2)} ${tex(x2, 2)}$ ${unit}.`,
          ],
      answer: `x₂ ${relation(x2)} ${fmt(x2)} ${unit}`,
      used: [f1.index, length.index, f2.index],
    },
    {
      method:
        'Con el mismo resorte, $\\frac{F_1}{x_1} = \\frac{F_2}{x_2} = k$. ¿Qué representa el dato que sobra?',
      closing: '¿Qué fuerza haría falta para alargarlo el doble?',
    },
  );
}

/**
 * The load that gives the same spring another stretch: m₂ = m₁·x₂/x₁ or F₂ = F₁·x₂/x₁ («con 500 g se
 * alarga 4 cm; ¿qué masa hay que colgarle para que se alargue 10 cm?»), asked as the load was given.
 */
function loadForStretch(s: Statement, question: string): SolverReply | undefined {
  const asksMass = /\b(?:que|cuanta) masa\b/.test(question);
  const asksForce = /\bque (?:fuerza|peso)\b|\bcuanto (?:peso|debe pesar)\b/.test(question);
  if (asksMass === asksForce) return undefined;
  const qStart = s.folded.length - question.length;
  const forces = readForces(s);
  const ms = masses(s);
  const lengths = ofDimension(s, 'length');
  const [x1, x2] = lengths;
  // One load and its stretch before the question, the new stretch in it.
  if (forces.length + ms.length !== 1 || lengths.length !== 2 || !x1 || !x2) return undefined;
  if (x1.index >= qStart || x2.index < qStart || ofDimension(s, 'energy').length) return undefined;
  if (asksMass ? !ms.length : !forces.length) return undefined;
  const [mass] = ms;
  const [force] = forces;
  const given = mass
    ? { size: mass.kg, index: mass.index, typed: `${fmt(mass.kg, 4)} kg`, unit: 'kg', label: 'm' }
    : force
      ? { size: force.newtons, index: force.index, typed: force.typed, unit: 'N', label: 'F' }
      : undefined;
  if (!given || given.index >= qStart) return undefined;
  const [a, b] = [inBase(x1), inBase(x2)];
  const value = (given.size * b) / a;
  // Checked back: both pairs give the same ratio of load to stretch.
  if (!(value > 0) || Math.abs(value / b - given.size / a) > 1e-9 * (given.size / a)) return undefined;
  return checkedReply(
    s,
    {
      title: 'Resortes: ley de Hooke',
      data: [
        `${given.label}₁ = ${given.typed}`,
        `x₁ = ${fmt(x1.value, 4)} ${x1.unit.symbol}`,
        `x₂ = ${fmt(x2.value, 4)} ${x2.unit.symbol}`,
      ],
      steps: [
        mass
          ? 'El mismo resorte se estira en proporción al peso, y el peso $m g$ en proporción a la masa (g se cancela).'
          : 'El mismo resorte tiene la misma constante: la fuerza es proporcional al estiramiento.',
        `$${given.label}_2 = ${given.label}_1 \\cdot \\frac{x_2}{x_1} = ${n(given.size)} \\cdot \\frac{${n(b)}}{${n(a)}} ${approx(value)} ${tex(value, 4)}$ ${given.unit}.`,
      ],
      answer: `${given.label}₂ ${relation(value)} ${fmt(value)} ${given.unit}`,
      used: [given.index, x1.index, x2.index],
    },
    {
      method:
        'Con el mismo resorte, $\\frac{F_1}{x_1} = \\frac{F_2}{x_2} = k$. ¿Qué representa el dato que sobra?',
      closing: '¿Cuánto valdría la constante del resorte?',
    },
  );
}

/**
 * The work to stretch (or compress) a spring further: from x₁ to x₁ + Δx, W = ½·k·(x₂² − x₁²)
 * («está estirado 4 cm, ¿cuánto trabajo hay que hacer para estirarlo 4 cm más?»).
 */
function further(s: Statement, question: string): SolverReply | undefined {
  if (!/trabajo|energia/.test(question)) return undefined;
  const k = readConstant(s);
  const qStart = s.folded.length - question.length;
  const lengths = ofDimension(s, 'length');
  const [first, extra] = lengths;
  if (!k || !first || !extra || lengths.length !== 2 || first.index >= qStart || extra.index < qStart)
    return undefined;
  if (!/^\s*mas\b/.test(s.folded.slice(extra.index).replace(/^[\d.,]+\s*\S+/, ''))) return undefined;
  if (readForces(s).length || masses(s).length || ofDimension(s, 'energy').length) return undefined;
  const x1 = inBase(first);
  const x2 = x1 + inBase(extra);
  const work = 0.5 * k.perMetre * (x2 ** 2 - x1 ** 2);
  // Checked back: the energy stored at x₂ is the one at x₁ plus the work.
  if (!(work > 0) || Math.abs(0.5 * k.perMetre * x2 ** 2 - (0.5 * k.perMetre * x1 ** 2 + work)) > 1e-9 * work)
    return undefined;
  return checkedReply(
    s,
    {
      title: 'Resortes: trabajo para estirarlo más',
      data: [
        `k = ${k.typed}`,
        `x₁ = ${fmt(first.value, 4)} ${first.unit.symbol}`,
        `x₂ = x₁ + ${fmt(extra.value, 4)} ${extra.unit.symbol} = ${fmt(x2, 4)} m`,
      ],
      steps: [
        'El trabajo es lo que aumenta la energía elástica: $W = \\frac{1}{2} k x_2^2 - \\frac{1}{2} k x_1^2$ (no es ½·k·(Δx)²).',
        `$W = \\frac{1}{2} \\cdot ${n(k.perMetre)} \\cdot (${n(x2)}^2 - ${n(x1)}^2) ${approx(work)} ${tex(work, 4)}$ J.`,
      ],
      answer: `W ${relation(work)} ${fmt(work)} J`,
      used: [k.index, first.index, extra.index],
    },
    {
      method:
        'El trabajo para estirarlo de x₁ a x₂ es $\\frac{1}{2} k (x_2^2 - x_1^2)$. ¿Qué representa el dato que sobra?',
      closing: '¿Por qué cuesta más estirar los segundos 4 cm que los primeros?',
    },
  );
}

/**
 * «Mide 20 cm sin carga y 24 cm con 200 g colgados: ¿cuánto mide con 500 g?»: the natural length, the
 * length with one load and another load, the length with it, L₂ = L₀ + (L₁ − L₀)·F₂/F₁. The loads are two
 * masses (g cancels) or two forces; the new one in the question.
 */
function lengthWithLoad(s: Statement, question: string): SolverReply | undefined {
  if (!/\blongitud\b|\blargo\b|cuanto medir|cuanto mide/.test(question) || readConstant(s)) return undefined;
  const qStart = s.folded.length - question.length;
  const forces = readForces(s);
  const ms = masses(s);
  if (forces.length && ms.length) return undefined;
  const loads = forces.length
    ? forces.map((f) => ({ size: f.newtons, index: f.index, typed: f.typed }))
    : ms.map((m) => ({ size: m.kg, index: m.index, typed: `${fmt(m.kg, 4)} kg` }));
  const lengths = ofDimension(s, 'length');
  const [a, b] = lengths;
  const [f1, f2] = loads;
  if (lengths.length !== 2 || loads.length !== 2 || !a || !b || !f1 || !f2) return undefined;
  if (b.index >= qStart || f1.index >= qStart || f2.index < qStart || ofDimension(s, 'energy').length)
    return undefined;
  // The natural length is the one said unloaded: «mide 20 cm sin carga», «de longitud natural 20 cm».
  const natural = (q: { index: number; end: number }) =>
    /^\s*(?:de (?:longitud|largo)\s*)?(?:sin (?:carga|estirar|deformar|peso)|de (?:longitud|largo) natural)/.test(
      s.folded.slice(q.end, q.end + 30),
    ) ||
    /(?:(?:longitud|largo) (?:natural|inicial|sin estirar|libre)|sin (?:carga|estirar|deformar|peso))[^.?\d]{0,25}$/.test(
      s.folded.slice(Math.max(0, q.index - 45), q.index),
    );
  if (natural(a) === natural(b)) return undefined;
  const [free, loaded] = natural(a) ? [a, b] : [b, a];
  const L0 = inBase(free);
  const L1 = inBase(loaded);
  if (!(L1 > L0)) return undefined;
  const L2 = L0 + ((L1 - L0) * f2.size) / f1.size;
  // Checked back: both loads give the same constant.
  if (Math.abs(f2.size / (L2 - L0) - f1.size / (L1 - L0)) > 1e-9 * (f1.size / (L1 - L0))) return undefined;
  const unit = free.unit.symbol === loaded.unit.symbol ? free.unit.symbol : 'm';
  const scale = unit === 'm' ? 1 : inBase(free) / free.value;
  const [x1, x2, l0, l2] = [(L1 - L0) / scale, (L2 - L0) / scale, L0 / scale, L2 / scale];
  const byMass = !forces.length;
  return checkedReply(
    s,
    {
      title: 'Resortes: longitud con otra carga',
      data: [
        `L₀ = ${fmt(free.value, 4)} ${free.unit.symbol} (sin carga)`,
        `L₁ = ${fmt(loaded.value, 4)} ${loaded.unit.symbol} con ${byMass ? 'm₁' : 'F₁'} = ${f1.typed}`,
        `${byMass ? 'm₂' : 'F₂'} = ${f2.typed}`,
      ],
      steps: [
        `El estiramiento con la primera carga: $x_1 = L_1 - L_0 ${approx(x1)} ${n(x1)}$ ${unit}.`,
        `${byMass ? 'El estiramiento es proporcional al peso, y el peso a la masa (g se cancela)' : 'El estiramiento es proporcional a la fuerza'}: $x_2 = x_1 \\cdot \\frac{${n(f2.size)}}{${n(f1.size)}} ${approx(x2)} ${n(x2)}$ ${unit}.`,
        `La longitud es la natural más el estiramiento: $L_2 = ${n(l0)} + ${n(x2)} ${approx(l2)} ${n(l2)}$ ${unit}.`,
      ],
      answer: `L₂ ${relation(l2)} ${fmt(l2)} ${unit}`,
      used: [free.index, loaded.index, f1.index, f2.index],
    },
    {
      method:
        'El estiramiento (no la longitud) es proporcional a la carga: $L_2 = L_0 + (L_1 - L_0) \\cdot \\frac{F_2}{F_1}$. ¿Qué representa el dato que sobra?',
      closing: '¿Por qué no es proporcional la longitud total a la carga?',
    },
  );
}

/** A reply for a spring problem (Hooke's law, elastic energy), or undefined. */
export function solveSpring(message: string): SolverReply | undefined {
  const s = readStatement(message);
  if (!/resorte|muelle|\bhooke\b/.test(s.folded)) return undefined;
  // «Si se le cuelga, en cambio, 500 g»: another load, its value in the question.
  const withLoad = lengthWithLoad(s, askedClause(s));
  if (withLoad) return withLoad;
  // «Si se estirara el doble…», «si el piso no tuviera rozamiento»: a datum changed in words, unread here.
  if (changesADatum(message)) return undefined;
  // A body launched or stopped by a spring, a speed or a height: an energy balance, not this one's.
  if (
    ofDimension(s, 'speed').length ||
    ofDimension(s, 'time').length ||
    /altura|velocidad|rapidez/.test(s.folded)
  )
    return undefined;
  const question = askedClause(s);
  const byProportion = proportional(s, question) ?? further(s, question);
  if (byProportion) return byProportion;
  const asked = askedOf(question);
  const data = readData(s);
  if (!asked || !data) return undefined;
  const result = solve(asked, data, question);
  if (!result || !(result.value > 0) || !Number.isFinite(result.value) || !result.back) return undefined;
  const { k, x, F, E } = data;
  const lines = [
    ...(k ? [`k = ${k.typed}${k.typed.endsWith('N/m') ? '' : ` = ${fmt(k.perMetre, 4)} N/m`}`] : []),
    ...(x ? [`x = ${x.typed}${x.typed.endsWith(' m') ? '' : ` = ${fmt(x.metres, 4)} m`}`] : []),
    ...(F ? [F.line] : []),
    ...(E ? [`E = ${E.typed}`] : []),
  ];
  const used = [k, x, F, E].flatMap((datum) => (datum ? [datum.index] : []));
  if (x?.also !== undefined) used.push(x.also);
  return checkedReply(
    s,
    {
      title: 'Resortes: ley de Hooke y energía elástica',
      data: lines,
      steps: result.steps,
      // Three significant digits for a small result: 0,025 m, not «0,03 m».
      answer: `${result.label} ${isShownExactly(result.value) ? '=' : '≈'} ${fmtResult(result.value)} ${result.unit}`,
      used,
    },
    {
      method:
        'Con un resorte se usan $F = k \\cdot x$ (la fuerza que lo estira o el peso que cuelga) y $E = \\frac{1}{2} k x^2$, con k en N/m y x en metros. ¿Qué representa el dato que sobra?',
      closing: '¿Qué pasaría con la energía almacenada si lo estiraras el doble?',
    },
  );
}

export const springSolver = declareSolver({
  name: 'solve_spring',
  offer: 'resortes: ley de Hooke y energía elástica',
  summary:
    "Springs: Hooke's law F = k·x (the force, the constant or the elongation; a hung mass pulls with m·g) and the elastic potential energy E = ½·k·x², with k in N/m or N/cm and x in m, cm or mm, answered in the unit asked. Pass the whole statement.",
  examples: [
    'Un resorte se estira 5 cm cuando se le aplica una fuerza de 20 N. ¿Cuál es su constante elástica?',
    'Un resorte de constante 200 N/m está comprimido 10 cm. ¿Qué energía potencial elástica almacena?',
  ],
  parameters: { problem: 'the spring problem as written' },
  solve: solveSpring,
});
