/**
 * What the mechanics solvers read from a statement beyond units.ts: forces in N (or kgf), angles in
 * degrees, the friction coefficient, g when the statement gives it, and where the question starts.
 */
import { GRAVITY } from '../../science/constants.ts';
import type { SolverDeclaration, SolverReply } from './declaration.ts';
import { group } from './groups.ts';
import { fmt, NUMBER_SOURCE, parseNumber, relation, tex, texRelation } from './numbers.ts';
import { workedReply } from './reply.ts';
import { spellOutTimes } from './spelled-times.ts';
import { findQuantities, foldForUnits, type Quantity, toBase } from './units.ts';

/** g when the statement does not give it: the science kernel's. */
export const G_DEFAULT = GRAVITY;

export interface Statement {
  folded: string;
  /** From the last "¿" on, or the whole statement. */
  question: string;
  quantities: Quantity[];
  g: number;
  gGiven: boolean;
}

const ASKED =
  /\b(?:cual|cuales|cuanto|cuanta|cuantos|cuantas|calcul\w*|halla\w*|determin\w*|indique\w*|encontra\w*|obten\w*|averigu\w*|que (?=fuerza|aceleracion|masa|distancia|velocidad|rapidez|altura|tiempo|tension|energia|trabajo|normal|coeficiente|presion|volumen|temperatura|concentracion|molaridad|cantidad|posicion))/;

/** Where the question starts: the last "¿", else the first question word, else the whole text. */
export function askedPart(folded: string): string {
  const mark = folded.lastIndexOf('¿');
  if (mark >= 0) return folded.slice(mark);
  // "…, molaridad?": a closing question mark without its opening one asks the last clause.
  const close = folded.lastIndexOf('?');
  if (close >= 0) {
    const start = Math.max(...[',', ';', ':', '.'].map((c) => folded.lastIndexOf(c, close)));
    const clause = folded.slice(start + 1, close + 1);
    if (ASKED.test(clause) || clause.trim().split(/\s+/).length <= 4) return clause;
  }
  const word = ASKED.exec(folded);
  return word ? folded.slice(word.index) : folded;
}

/** A five-options stem's options ("A) 690 N B) 510 N …"): candidates, not data. */
const OPTIONS = /(?:^|\s)[A-E]\)\s[^\n]*?(?=\s[A-E]\)\s|$)/gm;

// «un camión de 3 t»: a mass in tonnes, only after «de» and a number with a space and no operator after
// it, so that the «2t» or «3 t + 1» of a formula stays a time.
const TONNES = new RegExp(`(?<=\\bde )(${NUMBER_SOURCE}) t\\b(?![\\^²³(]|\\s*[-+=*/·])`, 'g');

// «tomando la aceleración de la gravedad como 10 m/s²», «con g igual a 10», «la gravedad vale 9,8 m/s²»:
// the «g = 10» every reading looks for.
const GRAVITY_IN_WORDS = new RegExp(
  `\\b(?:(?:la )?aceleracion de (?:la )?gravedad|la gravedad|g)\\s+(?:como|vale|es de|es|igual a|de)\\s+(${NUMBER_SOURCE})(?=\\s*m\\/s)`,
  'g',
);

export function readStatement(message: string): Statement {
  // «roce» is the exams' other word for «rozamiento»; one word lets every friction reading see it.
  // «media hora», «veinte minutos»: a time in words is a datum every physics reading needs as a number.
  const folded = spellOutTimes(foldForUnits(message.replace(OPTIONS, ' ')))
    .replace(/\broce\b/g, 'rozamiento')
    .replace(TONNES, '$1 toneladas')
    .replace(GRAVITY_IN_WORDS, 'g = $1');
  const gMatch = new RegExp(`\\bg\\s*=\\s*(${NUMBER_SOURCE})`).exec(folded);
  const gValue = gMatch ? parseNumber(group(gMatch, 1)) : Number.NaN;
  const quantities = findQuantities(folded).filter(
    // "g = 10 m/s²" is not the body's acceleration; a temperature ("30 grados") is an angle here.
    (q) =>
      q.unit.dimension !== 'temperature' &&
      !/\bg\s*=\s*$/.test(folded.slice(Math.max(0, q.index - 6), q.index)),
  );
  return {
    folded,
    question: askedPart(folded),
    quantities,
    g: Number.isFinite(gValue) && gValue > 0 ? gValue : G_DEFAULT,
    gGiven: Number.isFinite(gValue) && gValue > 0,
  };
}

export const inBase = (q: Quantity) => toBase(q.value, q.unit);
export const ofDimension = (s: Statement, dimension: Quantity['unit']['dimension']) =>
  s.quantities.filter((q) => q.unit.dimension === dimension);

export interface Force {
  newtons: number;
  index: number;
  typed: string;
}

/** Newtons in each spelling of a force unit: kN and kilonewton as exams write loads, kgf = 9,8 N. */
const FORCE_UNITS: Record<string, { newtons: number; symbol: string }> = {
  kgf: { newtons: G_DEFAULT, symbol: 'kgf' },
  kn: { newtons: 1000, symbol: 'kN' },
  kilonewton: { newtons: 1000, symbol: 'kN' },
  kilonewtons: { newtons: 1000, symbol: 'kN' },
  newton: { newtons: 1, symbol: 'N' },
  newtons: { newtons: 1, symbol: 'N' },
  n: { newtons: 1, symbol: 'N' },
  dyn: { newtons: 1e-5, symbol: 'dyn' },
  dina: { newtons: 1e-5, symbol: 'dyn' },
  dinas: { newtons: 1e-5, symbol: 'dyn' },
};

/** «1 kgf = 10 N» (or «equivale a»): the kgf a statement wants used, its number in group 1. */
const statedKgf = (s: Statement) =>
  new RegExp(`\\b1\\s*kgf\\s*(?:=|equivale a)\\s*(${NUMBER_SOURCE})\\s*(?:newtons?|n)\\b`).exec(s.folded);

/** Where the numbers of a stated «1 kgf = 9,8 N» start, for a reading that converts with it. */
export function statedKgfAt(s: Statement): number[] {
  const stated = statedKgf(s);
  if (!stated) return [];
  const typed = group(stated, 1);
  return [stated.index + stated[0].indexOf('1'), stated.index + stated[0].lastIndexOf(typed)];
}

/** Forces typed in N, newton, kN or kgf (1 kgf = 9,8 N). */
export function readForces(s: Statement): Force[] {
  const pattern = new RegExp(
    `(${NUMBER_SOURCE})\\s*(kgf|kilonewtons?|kn|newtons?|n|dyn|dinas?)(?![\\p{L}\\d/]|\\s*[·*]\\s*m\\b)`,
    'gu',
  );
  // «1 kgf = 10 N»: the kgf the statement wants used, and neither side of it is a force on the body.
  const stated = statedKgf(s);
  const kgfInNewtons = stated ? parseNumber(group(stated, 1)) : undefined;
  const inStated = (index: number) =>
    stated !== null && index >= stated.index && index < stated.index + stated[0].length;
  const forces: Force[] = [];
  for (const match of s.folded.matchAll(pattern)) {
    const value = parseNumber(group(match, 1));
    const unit = FORCE_UNITS[group(match, 2)];
    if (!Number.isFinite(value) || !unit || inStated(match.index)) continue;
    const perUnit = unit.symbol === 'kgf' && kgfInNewtons !== undefined ? kgfInNewtons : unit.newtons;
    forces.push({
      newtons: value * perUnit,
      index: match.index,
      typed: `${fmt(value, 4)} ${unit.symbol}`,
    });
  }
  return forces;
}

/**
 * The step that takes forces typed in kgf or kN to newtons, with the factor the statement gives
 * («1 kgf = 10 N»); undefined when every force is in newtons.
 */
export function forcesInNewtonsLine(s: Statement, forces: readonly Force[]): string | undefined {
  const other = forces.filter((f) => !/ N$/.test(f.typed));
  if (!other.length) return undefined;
  const stated = statedKgf(s);
  // Without a stated factor, 1 kgf = 9,8 N: the weight of 1 kg with the statement's g when it gives 9,8.
  const factor = stated
    ? ` (1 kgf = ${fmt(parseNumber(group(stated, 1)), 4)} N, como da el enunciado)`
    : ` (1 kgf = 1 kg · ${fmt(G_DEFAULT, 4)} m/s² = ${fmt(G_DEFAULT, 4)} N${s.gGiven && s.g === G_DEFAULT ? ', con la g del enunciado' : ''})`;
  return `Pasá las fuerzas a newtons: ${other.map((f) => `${f.typed} = ${fmt(f.newtons, 4)} N`).join('; ')}${other.some((f) => f.typed.endsWith('kgf')) ? factor : ''}.`;
}

/** Angles typed with ° or "grados", in degrees. */
export function readAngles(s: Statement): { degrees: number; index: number }[] {
  // "30 °C" and "grados celsius" are temperatures.
  const pattern = new RegExp(
    `(${NUMBER_SOURCE})\\s*(?:°(?!\\s*[cfk]\\b)|grados?(?!\\s*(?:celsius|centigrados|kelvin)))`,
    'g',
  );
  return [...s.folded.matchAll(pattern)]
    .map((match) => ({ degrees: parseNumber(group(match, 1)), index: match.index }))
    .filter((a) => Number.isFinite(a.degrees));
}

/**
 * A coefficient that does not name the friction («con rozamiento, que tiene un coeficiente de 0,1»,
 * «siendo el coeficiente cinético 0,1»): its number must follow at once, so «coeficiente de dilatación»
 * never reads as one.
 */
const BARE_COEFFICIENT =
  '\\bcoeficiente\\s*(estatico|cinetico|dinamico)?\\s*(?:=|:|es igual a|igual a|es de|de|es|vale)?\\s*(' +
  NUMBER_SOURCE +
  ')(?!\\d|[.,]\\d|\\s*(?:n|kgf|newtons?|%|j)\\b)';
// «los coeficientes de rozamiento son 0,4 (estático) y 0,3 (cinético)»: the kind after the number.
const KIND_AFTER = `(${NUMBER_SOURCE})\\s*\\((estatico|cinetico|dinamico)\\)`;
// A body on a floor, a road or an incline has no other coefficient an exam would give.
const SPEAKS_OF_FRICTION =
  /rozamiento|friccion|μ|\bmu\b|\b(?:piso|superficie|suelo|plano|mesa|asfalto|pista|hielo|rampa|calle|ruta)\b/;

/**
 * The friction coefficient's symbol: «μ = 0,2», «(μ 0,3)», «μk», «μ_e», «µ» (the micro sign). A `\bμ`
 * never matches after a space or a bracket (μ is no word character for \b), so guards read it here.
 */
export const MU_SYMBOL = /(?<!\p{L})[μµ](?:_?[kdesc])?(?!\p{L})/u;

/** The friction coefficient: μ = 0,2, "coeficiente de rozamiento de 0,3", "μc 0,25", "con rozamiento 0,2". Static apart. */
export function readFriction(s: Statement): { kinetic?: number; static?: number } | 'ambiguous' {
  const result: { kinetic?: number; static?: number } = {};
  const pattern = new RegExp(
    `(?:μ|mu)\\s*(?:_?\\{?(estatico|dinamico|cinetico|e|s|c|k|d)\\}?)?\\s*(?:=|:|de|es|vale)?\\s*(${NUMBER_SOURCE})|coeficiente de (?:rozamiento|friccion)\\s*(estatico|cinetico|dinamico)?(?:\\s+(?:entre|con|del?|de cada) [^.,;\\d¿?]{1,50}?)?\\s*(?:=|:|es igual a|igual a|de|es de|es|vale)?\\s*(${NUMBER_SOURCE})|(?<!coeficiente de )\\b(?:rozamiento|friccion)\\s*(estatico|cinetico|dinamico)?\\s*(?:=|:|de|igual a)?\\s*(${NUMBER_SOURCE})(?![\\d.,]|\\s*(?:n|kgf|newtons?|%|j)\\b)|${BARE_COEFFICIENT}|${KIND_AFTER}`,
    'g',
  );
  // «los coeficientes de rozamiento estático y cinético son 0,5 y 0,4»: two kinds, then their values.
  const paired = new RegExp(
    `coeficientes de (?:rozamiento|friccion) (estatico|cinetico|dinamico) y (estatico|cinetico|dinamico)[^.\\d¿?]{0,40}?\\s(?:son|valen|son de|son respectivamente)\\s+(${NUMBER_SOURCE})\\s*y\\s*(${NUMBER_SOURCE})`,
  ).exec(s.folded);
  if (paired) {
    const [first, second] = [group(paired, 1), group(paired, 2)].map((kind) =>
      kind === 'estatico' ? 'static' : 'kinetic',
    );
    if (first === second || !first || !second) return 'ambiguous';
    result[first] = parseNumber(group(paired, 3));
    result[second] = parseNumber(group(paired, 4));
  }
  for (const match of s.folded.matchAll(pattern)) {
    const kind = match[1] ?? match[3] ?? match[5] ?? match[7] ?? match[10];
    const value = parseNumber((match[2] ?? match[4] ?? match[6] ?? match[8] ?? match[9]) as string);
    // «0,4 (estático) y 0,3 (cinético)» names coefficients only after «coeficientes» in the statement.
    if (match[9] !== undefined && !(value > 0 && value < 1.5 && /coeficientes?\b/.test(s.folded))) continue;
    // A bare "rozamiento 0,2" is a coefficient only when it reads as one.
    if (match[6] !== undefined && !(value > 0 && value < 1.5)) continue;
    // «un coeficiente de 0,1» is the friction's only when the statement speaks of friction or a surface.
    if (match[8] !== undefined && !(value > 0 && value < 1.5 && SPEAKS_OF_FRICTION.test(s.folded))) continue;
    if (!Number.isFinite(value)) continue;
    const isStatic = kind === 'e' || kind === 's' || kind === 'estatico';
    const slot = isStatic ? 'static' : 'kinetic';
    if (result[slot] !== undefined && result[slot] !== value) return 'ambiguous';
    result[slot] = value;
  }
  return result;
}

/** "sin rozamiento", "liso", "despreciando el rozamiento". */
const NO_FRICTION =
  /sin (?:rozamiento|friccion)|liso|lisa|desprecia\w* (?:el |los |todo |todos los )?(?:rozamientos?|friccion(?:es)?)|rozamientos? despreciables?/;
/** «una polea sin rozamiento», «polea ideal y lisa»: what is said of the pulley, not of the surface. */
const PULLEY_WITHOUT_FRICTION = /polea\b[^.,;]{0,20}?(?:sin (?:rozamiento|friccion)|\blisa\b)/g;

/**
 * The statement says there is no friction. A pulley «sin rozamiento» says it only of the pulley when the
 * statement gives a coefficient for the surface («…polea sin rozamiento… el coeficiente entre la caja y
 * la mesa es 0,25»).
 */
export const frictionless = (s: Statement) => {
  const surface = s.folded.replace(PULLEY_WITHOUT_FRICTION, ' ');
  // «(μ = 0,25)»: a μ with its value, whatever stands before it (no \b before a μ after a space).
  return NO_FRICTION.test(/coeficiente|μ\s*_?[a-z]?\s*[=:]|\bmu\b/.test(surface) ? surface : s.folded);
};

/** A kinetic coefficient as a reading uses it: its value and where its number starts (none for μ = 0). */
export interface KineticFriction {
  value: number;
  index?: number;
}

/**
 * The kinetic coefficient a statement gives, with where its number stands so that it counts as used;
 * μ = 0 when `noneIfFrictionless` and the statement says there is no friction. Undefined when it gives
 * none, a static one or two that disagree: a body on a floor or an incline with an unsaid friction is
 * no reading to be certain of.
 */
export function readKineticFriction(s: Statement, noneIfFrictionless: boolean): KineticFriction | undefined {
  const friction = readFriction(s);
  if (friction === 'ambiguous' || friction.static !== undefined) return undefined;
  const mu = friction.kinetic;
  if (mu === undefined) return noneIfFrictionless && frictionless(s) ? { value: 0 } : undefined;
  const index = coefficientIndex(s, mu);
  return index === undefined ? undefined : { value: mu, index };
}

/** Where a friction coefficient's number starts (after μ, «rozamiento» or «fricción»), so that it counts as used. */
export function coefficientIndex(s: Statement, mu: number): number | undefined {
  return typedNumbers(s).find(
    (found) =>
      found.value === mu &&
      /(?:μ|\bmu|rozamiento|friccion)[^.;¿?]{0,25}$|coeficiente de (?:rozamiento|friccion)[^.;¿?\d]{0,70}$|coeficientes de (?:rozamiento|friccion)[^.;¿?\d]{0,70}(?:\d+(?:,\d+)?\s*y\s*)?$|\bcoeficiente\s*(?:estatico|cinetico|dinamico)?\s*(?:=|:|es igual a|igual a|es de|de|es|vale)?\s*$/.test(
        s.folded.slice(Math.max(0, found.index - 90), found.index),
      ),
  )?.index;
}

/** A result in running text with its unit: "a = 2,45 m/s²" or "a ≈ 2,45 m/s²". */
export const result = (label: string, value: number, unit: string) =>
  `${label} ${relation(value)} ${fmt(value)} ${unit}`;

/** The same in LaTeX, for the end of a computation: "= 2{,}45\ \text{m/s}^2". */
export const texResult = (value: number, unit: string) =>
  `${texRelation(value)} ${tex(value, 2)}\\ ${unit === 'm/s²' ? '\\text{m/s}^2' : `\\text{${unit}}`}`;

export const sinDeg = (degrees: number) => Math.sin((degrees * Math.PI) / 180);
export const cosDeg = (degrees: number) => Math.cos((degrees * Math.PI) / 180);

/** sen 30° = 0,5; cos 30° ≈ 0,866. */
export function trigLine(degrees: number): string {
  const s = sinDeg(degrees);
  const c = cosDeg(degrees);
  return `$\\operatorname{sen} ${tex(degrees, 2)}^\\circ ${relation(s, 4) === '=' ? '=' : '\\approx'} ${tex(s, 4)}$ y $\\cos ${tex(degrees, 2)}^\\circ ${relation(c, 4) === '=' ? '=' : '\\approx'} ${tex(c, 4)}$`;
}

export const gLine = (s: Statement) => `con g = ${fmt(s.g)} m/s²`;

/** How the reply says which g it used: the statement's, or the usual value when it gives none. */
export const gSource = (s: Statement) =>
  s.gGiven
    ? `con g = ${fmt(s.g)} m/s², como da el enunciado`
    : `con g = ${fmt(s.g)} m/s² (el enunciado no da g)`;

/** The masses of the statement in kg, in the order they were typed. */
export const masses = (s: Statement) =>
  ofDimension(s, 'mass').map((q) => ({ kg: inBase(q), index: q.index, q }));

/** kg per litre of a density typed in each unit exams use. */
const DENSITY_KG_PER_L: Readonly<Record<string, number>> = {
  'g/cm^3': 1,
  'g/cm3': 1,
  'g/ml': 1,
  'kg/l': 1,
  'kg/dm^3': 1,
  'kg/m^3': 0.001,
  'kg/m3': 0.001,
  'g/l': 0.001,
};
const DENSITY_SOURCE = Object.keys(DENSITY_KG_PER_L)
  .map((unit) => unit.replace(/[\^/]/g, '\\$&'))
  .join('|');
// «Un metro cúbico de agua tiene una masa de 1000 kg», «1 cm³ de nafta tiene una masa de 0,82 g».
const UNIT_VOLUME_MASS = new RegExp(
  `\\b(1|un|una) (m\\^3|metro cubico|litro|l|dm\\^3|cm\\^3|centimetro cubico)(?: de [a-z]+)? (?:tiene|pesa|posee) (?:una masa de )?(${NUMBER_SOURCE})\\s*(kg|kilogramos?|g|gramos?)\\b`,
);
const UNIT_VOLUMES: Readonly<Record<string, { litres: number; symbol: string }>> = {
  'm^3': { litres: 1000, symbol: 'm³' },
  'metro cubico': { litres: 1000, symbol: 'm³' },
  litro: { litres: 1, symbol: 'L' },
  l: { litres: 1, symbol: 'L' },
  'dm^3': { litres: 1, symbol: 'dm³' },
  'cm^3': { litres: 0.001, symbol: 'cm³' },
  'centimetro cubico': { litres: 0.001, symbol: 'cm³' },
};

/** Whether the statement says the mass of a unit volume («1 m³ de agua tiene 1000 kg»): that mass is no body's. */
export const statesUnitVolumeMass = (s: Statement) => UNIT_VOLUME_MASS.test(s.folded);

/**
 * A body's mass given by its volume and a density: typed («0,75 g/cm³») or said of a unit volume («un
 * metro cúbico de agua tiene una masa de 1000 kg»). The statement's only volume besides that unit; the
 * mass in kg, where each number it uses starts, and the step that works it out (every number in it).
 */
export function massFromVolume(
  s: Statement,
): { kg: number; used: number[]; line: string; volume: Quantity } | undefined {
  const unitMass = UNIT_VOLUME_MASS.exec(s.folded);
  const typed = [
    ...s.folded.matchAll(new RegExp(`(${NUMBER_SOURCE})\\s*(${DENSITY_SOURCE})(?![a-z0-9^])`, 'g')),
  ];
  if ((unitMass ? 1 : 0) + typed.length !== 1) return undefined;
  const inUnit = (q: Quantity) =>
    unitMass !== null && q.index >= unitMass.index && q.index < unitMass.index + unitMass[0].length;
  const volumes = ofDimension(s, 'volume').filter((q) => !inUnit(q));
  const [volume, ...others] = volumes;
  if (!volume || others.length) return undefined;
  const litres = inBase(volume);
  const shown = `${volume.written} ${volume.unit.symbol}`;
  if (unitMass) {
    const massNumber = group(unitMass, 3);
    const perUnit = parseNumber(massNumber);
    const inGrams = group(unitMass, 4).startsWith('g');
    const unitVolume = UNIT_VOLUMES[group(unitMass, 2)];
    if (!unitVolume || !(perUnit > 0)) return undefined;
    const count = litres / unitVolume.litres;
    const total = count * perUnit;
    const kg = inGrams ? total / 1000 : total;
    const used = [unitMass.index, unitMass.index + unitMass[0].lastIndexOf(massNumber), volume.index];
    const asUnits =
      volume.unit.symbol === unitVolume.symbol ? shown : `${shown} = ${fmt(count, 4)} ${unitVolume.symbol}`;
    const line = `Masa: cada 1 ${unitVolume.symbol} tiene ${fmt(perUnit, 4)} ${inGrams ? 'g' : 'kg'}, así que ${asUnits} tienen $m = ${tex(count, 4)} \\cdot ${tex(perUnit, 4)} = ${tex(total, 4)}$ ${inGrams ? `g = ${fmt(kg, 4)} kg` : 'kg'}.`;
    return { kg, used, line, volume };
  }
  const match = typed[0];
  if (!match) return undefined;
  const density = parseNumber(group(match, 1));
  const kgPerLitre = density * (DENSITY_KG_PER_L[group(match, 2)] ?? Number.NaN);
  if (!(kgPerLitre > 0)) return undefined;
  const kg = litres * kgPerLitre;
  const unit = group(match, 2).replace('^3', '³');
  const line = `Masa: $m = \\rho \\cdot V$; con ρ = ${fmt(density, 4)} ${unit} = ${fmt(kgPerLitre, 4)} kg/L y V = ${shown}${volume.unit.symbol === 'L' ? '' : ` = ${fmt(litres, 4)} L`}, $m = ${tex(kgPerLitre, 4)} \\cdot ${tex(litres, 4)} = ${tex(kg, 4)}$ kg.`;
  return { kg, used: [match.index, volume.index], line, volume };
}

/** The statement's only two data, one mass and one force, or undefined when it gives anything else. */
export function soleMassAndForce(s: Statement) {
  const [mass, ...otherMasses] = masses(s);
  const [force, ...otherForces] = readForces(s);
  if (!mass || !force || otherMasses.length || otherForces.length || s.quantities.length !== 1)
    return undefined;
  return { mass, force };
}

/** A datum for the Datos line, as typed and in the SI unit when typed in another: «d = 500 cm = 5 m». */
export function typedDatum(label: string, q: Quantity, baseSymbol: string): string {
  const inBaseUnit = `${fmt(inBase(q), 4)} ${baseSymbol}`;
  return q.unit.symbol === baseSymbol
    ? `${label} = ${inBaseUnit}`
    : `${label} = ${q.written} ${q.unit.symbol} = ${inBaseUnit}`;
}

/** A mass for the Datos line, as typed and in kg when typed in another unit: «m = 2000 g = 2 kg». */
export const massDatum = (mass: { q: Quantity }, label = 'm') => typedDatum(label, mass.q, 'kg');

/** The Datos line of the statement's mass of `kg` kilograms, as typed (see massDatum). */
export function massDatumOf(s: Statement, kg: number): string {
  const mass = masses(s).find((candidate) => Math.abs(candidate.kg - kg) <= 1e-12 * Math.max(1, kg));
  return mass ? massDatum(mass) : `m = ${fmt(kg, 4)} kg`;
}

/**
 * A result of a thousand newtons, joules, pascals or calories or more also in kN, kJ, kPa or kcal, after the
 * bold answer: «**F = 5.000 N** (= 5 kN)», the way options often write it (an option «5 kN» is then found,
 * not taken for «Ninguna»).
 */
export function withKiloForms(text: string): string {
  return text.replace(
    /(\*\*[^*\n]*?[=≈] (-?[\d.]+(?:,\d+)?) (N|J|Pa|cal)\*\*)(?! \(=)/,
    (whole, bold: string, raw: string, unit: string) => {
      const value = (raw.startsWith('-') ? -1 : 1) * parseNumber(raw.replace(/^-/, '').replace(/\./g, ''));
      if (!Number.isFinite(value) || Math.abs(value) < 1000) return whole;
      const kilo = value / 1000;
      return `${bold} (${relation(kilo) === '=' ? '=' : '≈'} ${fmt(kilo, 4)} k${unit})`;
    },
  );
}

/** The same for a reply that may be missing. */
export const replyWithKiloForms = (reply: SolverReply | undefined): SolverReply | undefined =>
  reply && { ...reply, text: withKiloForms(reply.text) };

/** A unit a question may ask a result in, from the one the solvers state it in. */
interface AskedUnit {
  asked: RegExp;
  from: 'N' | 'm/s²';
  symbol: string;
  /** How many of `from` make one; undefined when the statement leaves it open. */
  size: (s: Statement) => number | undefined;
  /** Said beside the result: the equivalence used. */
  note: (size: number) => string;
}

const ASKED_UNITS: readonly AskedUnit[] = [
  {
    // «¿Qué fuerza, en kgf, …?», «expresá la tensión en kilogramos fuerza»: with the statement's
    // «1 kgf = … N», or 9,8 N; with another g the statement may mean 1 kgf = 10 N, so it is left open.
    asked: /\ben (?:kgf|kg-f|kilogramos? fuerza)\b/,
    from: 'N',
    symbol: 'kgf',
    size: (s) => {
      const stated = statedKgf(s);
      return stated
        ? parseNumber(group(stated, 1))
        : s.gGiven && Math.abs(s.g - G_DEFAULT) > 1e-9
          ? undefined
          : G_DEFAULT;
    },
    note: (size) => `con 1 kgf = ${fmt(size, 4)} N`,
  },
  {
    asked: /\ben (?:dyn|dinas)\b/,
    from: 'N',
    symbol: 'dyn',
    size: () => 1e-5,
    note: () => '1 N = 100.000 dyn',
  },
  {
    asked: /\ben cm\/s(?:\^2|2|²)/,
    from: 'm/s²',
    symbol: 'cm/s²',
    size: () => 0.01,
    note: () => '1 m/s² = 100 cm/s²',
  },
];

/**
 * A result also in the unit the question asks it in, when the solver states it in another: a force
 * in kgf or dyn, an acceleration in cm/s² («**a = 0,4 m/s²** (= 40 cm/s², 1 m/s² = 100 cm/s²)»). When
 * the reply has no result in the unit it converts from, or the equivalence is left open, it is not sure:
 * it answers in another unit than the one asked, and it says so.
 */
export function withAskedUnit(reply: SolverReply | undefined, problem: string): SolverReply | undefined {
  if (!reply) return reply;
  const s = readStatement(problem);
  const unit = ASKED_UNITS.find((candidate) => candidate.asked.test(s.question));
  if (!unit) return reply;
  const size = unit.size(s);
  const escaped = unit.from.replace('/', '\\/');
  const results = [
    ...reply.text.matchAll(
      new RegExp(`(\\*\\*[^*\\n]*?[=≈] (-?[\\d.]+(?:,\\d+)?) ${escaped}\\*\\*)(?! \\(=)`, 'g'),
    ),
  ];
  // One result in that unit, or it could convert another quantity than the one asked.
  const [found] = results;
  if (!found || results.length > 1 || size === undefined || !(size > 0)) {
    return {
      text: `${reply.text.trim()}\n\nLa pregunta pide el resultado en ${unit.symbol}: pasalo con la equivalencia que usa tu curso (¿cuál es?).`,
      certain: false,
    };
  }
  const raw = group(found, 2);
  const value = (raw.startsWith('-') ? -1 : 1) * parseNumber(raw.replace(/^-/, '').replace(/\./g, ''));
  const converted = value / size;
  const text = reply.text.replace(
    group(found, 1),
    `${group(found, 1)} (${relation(converted) === '=' ? '=' : '≈'} ${fmt(converted, 4)} ${unit.symbol}, ${unit.note(size)})`,
  );
  return { ...reply, text };
}

/**
 * A declared solver whose results in N, J, Pa or cal also show with the prefix k (withKiloForms), and in
 * kgf, dyn or cm/s² when the question asks for them (withAskedUnit).
 */
export function withKiloFormsSolver<const Name extends string>(
  declaration: SolverDeclaration<Name>,
): SolverDeclaration<Name> {
  return {
    ...declaration,
    solve: (problem: string) =>
      replyWithKiloForms(withAskedUnit(withKgfAndG(declaration.solve(problem), problem), problem)),
  };
}

/**
 * A force typed in kgf in a statement that takes another g than 9,8 m/s² and does not say what a kgf
 * is: the forces were read with 1 kgf = 9,8 N, but with g = 10 the statement may mean 10 N. The reply
 * asks which, and is not sure.
 */
function withKgfAndG(reply: SolverReply | undefined, problem: string): SolverReply | undefined {
  if (!reply?.certain) return reply;
  const s = readStatement(problem);
  if (!s.gGiven || Math.abs(s.g - G_DEFAULT) < 1e-9 || statedKgf(s)) return reply;
  if (!readForces(s).some((force) => force.typed.endsWith('kgf'))) return reply;
  return {
    text: `${reply.text.trim()}\n\nOjo: el enunciado da fuerzas en kgf y toma g = ${fmt(s.g)} m/s². Acá usé 1 kgf = ${fmt(G_DEFAULT)} N; si tu curso toma 1 kgf = ${fmt(s.g)} N, el resultado cambia. ¿Cuál usan?`,
    certain: false,
  };
}

/** The quantity the question asks for: the cue that appears first in it. */
export function askedTarget<T extends string>(question: string, cues: Record<T, RegExp>): T | undefined {
  let best: { target: T; at: number } | undefined;
  for (const [target, cue] of Object.entries(cues) as [T, RegExp][]) {
    const at = question.search(cue);
    if (at >= 0 && (!best || at < best.at)) best = { target, at };
  }
  return best?.target;
}

export { changesADatum } from './changed-datum.ts';
/** Every number typed in the statement, by where it starts; g = … and the digit of a name (F1, m₂) apart. */
export function typedNumbers(s: Statement): { value: number; index: number }[] {
  const pattern = new RegExp(`(?<![\\p{L}\\d,.:_^])${NUMBER_SOURCE}`, 'gu');
  return [...s.folded.matchAll(pattern)]
    .filter((match) => !/\bg\s*=\s*$/.test(s.folded.slice(Math.max(0, match.index - 6), match.index)))
    .map((match) => ({ value: parseNumber(match[0]), index: match.index }))
    .filter((found) => Number.isFinite(found.value));
}

/**
 * The typed numbers a reading left out: a solver is certain only when this is empty. `used` holds
 * where each number it read starts (a Quantity's or a Force's index).
 */
export function unusedNumbers(s: Statement, used: Iterable<number>): number[] {
  const taken = new Set(used);
  // «31) ¿Cuántos gramos…», «7. Se mezclan…»: the exam item's number opening the text is no datum.
  const item = /^\s*\d+\s*[).]\s/.exec(s.folded);
  if (item) taken.add(item[0].search(/\d/));
  return typedNumbers(s)
    .filter((found) => !taken.has(found.index))
    .map((found) => found.value);
}

/** A physics reading worked out: what it read, its steps and result, and where each number it used starts. */
export interface WorkedReading {
  title: string;
  data: string[];
  steps: string[];
  answer: string;
  used: number[];
}

/**
 * The reply to a reading worked out: its result, certain; or, when `doubt` says why it gives none, what it
 * read, the doubt and `method` (how such a problem is solved, ending in a question), with no result.
 */
export function readingReply(
  worked: Omit<WorkedReading, 'used'>,
  { doubt, method, closing }: { doubt: string | undefined; method: string; closing: string },
): SolverReply {
  if (doubt)
    return {
      certain: false,
      text: [
        `## ${worked.title}`,
        '',
        `Así leí el enunciado: ${worked.data.join('; ')}.`,
        '',
        `Todavía no te doy un resultado: ${doubt}.`,
        '',
        method,
      ].join('\n'),
    };
  return {
    certain: true,
    text: workedReply({
      title: worked.title,
      data: worked.data.join('; '),
      steps: worked.steps,
      answer: `**${worked.answer}**`,
      closing,
    }),
  };
}

/** Why a reading that left numbers out gives no result: «el enunciado también da 3, 4 y mi lectura no lo usa». */
export const unusedDoubt = (unused: readonly number[]): string | undefined =>
  unused.length
    ? `el enunciado también da ${unused.map((value) => fmt(value, 4)).join(', ')} y mi lectura no lo usa`
    : undefined;

/**
 * The reply to a worked reading: its result, certain, when it used every number the statement gives;
 * otherwise what it read, the number it left out, and `method` (how such a problem is solved, ending
 * in a question), with no result.
 */
export function checkedReply(
  s: Statement,
  worked: WorkedReading,
  { method, closing }: { method: string; closing: string },
): SolverReply {
  return readingReply(worked, { doubt: unusedDoubt(unusedNumbers(s, worked.used)), method, closing });
}

/**
 * A last sentence that only gives data: «Datos: g = 10 m/s², sen 37° = 0,6.», «Considere g = 9,8 m/s².»
 * One that also asks («Considere g = 10 m/s² y calcule la altura.») is the question.
 */
const DATA_NOTE =
  /(?<=[.:])\s*(?:datos?\s*:|(?:considere|considerar|tome|tomar|use|usar|utilice|utilizar)\s+g\s*=)(?![^.?¿]*(?:calcul|determin|halla|indique|obten|encontr|cuanto|cual))[^.?¿]*(?:\.\d[^.?¿]*)*\.?$/;

/**
 * The part of a statement that asks: the question (askedPart), or, for an exam stem that ends in ":"
 * ("…, la balanza marca:"), its last sentence.
 */
export function askedClause(s: Statement): string {
  if (s.question !== s.folded || /[¿?]/.test(s.folded)) return s.question;
  // A closing note of data, «… de altura. (g = 10 m/s²)» or «… Datos: g = 10 m/s², sen 37° = 0,6.», is
  // no sentence that asks: the one before is.
  const text = s.folded
    .trim()
    .replace(/(?<=[.:])\s*\([^()]*\)\.?$/, '')
    .replace(DATA_NOTE, '')
    .trim();
  const end = text.endsWith(':') || text.endsWith('.') ? text.length - 1 : text.length;
  const start = Math.max(text.lastIndexOf('. ', end - 1), text.lastIndexOf('? ', end - 1));
  return start >= 0 ? text.slice(start + 2) : text;
}

/** The asked clause, or the last clause when no question word starts one ("…, que corriente sale?"). */
export function askedOrLastClause(s: Statement): string {
  const clause = askedClause(s);
  if (clause.trim() !== s.folded.trim()) return clause;
  const mark = s.folded.lastIndexOf('?');
  // A stem that ends in a colon before its options («… consume:», «…, en kW·h:») asks its last clause.
  const end = mark >= 0 ? mark : s.folded.replace(/[\s:]+$/, '').length;
  return s.folded.slice(Math.max(...[',', '.', ';', ':'].map((c) => s.folded.lastIndexOf(c, end - 1))) + 1);
}

/**
 * "sen 37° = 0,6", "cos 37° = 0,8": the values the statement wants used for an angle, and where their
 * text lies (so that its "37°" is not read as another angle).
 */
export function givenTrig(
  s: Statement,
): { degrees: number; sin?: number; cos?: number; spans: [number, number][] }[] {
  const pattern = new RegExp(
    `\\b(sen|seno|sin|cos|coseno)\\s*\\(?\\s*(${NUMBER_SOURCE})\\s*(?:°|grados?)?\\s*\\)?\\s*(?:=|≈|vale)\\s*(${NUMBER_SOURCE})`,
    'g',
  );
  const found = new Map<number, { degrees: number; sin?: number; cos?: number; spans: [number, number][] }>();
  for (const match of s.folded.matchAll(pattern)) {
    const degrees = parseNumber(group(match, 2));
    const value = parseNumber(group(match, 3));
    if (!Number.isFinite(degrees) || !Number.isFinite(value)) continue;
    const entry = found.get(degrees) ?? { degrees, spans: [] };
    if (/^c/.test(group(match, 1))) entry.cos = value;
    else entry.sin = value;
    entry.spans.push([match.index, match.index + match[0].length]);
    found.set(degrees, entry);
  }
  return [...found.values()];
}

/** The angles of the statement once each, leaving out those inside a given "sen 37° = 0,6". */
export function distinctAngles(s: Statement): { degrees: number; index: number }[] {
  const spans = givenTrig(s).flatMap((given) => given.spans);
  const angles = readAngles(s).filter(
    (angle) => !spans.some(([start, end]) => angle.index >= start && angle.index < end),
  );
  return angles.filter((angle, i) => angles.findIndex((other) => other.degrees === angle.degrees) === i);
}

/**
 * The sine and cosine of an angle, as the statement gives them when it does ("sen 37° = 0,6"), and where
 * those typed numbers start, so that they count as used.
 */
export function trigOf(s: Statement, degrees: number): { sin: number; cos: number; used: number[] } {
  const given = givenTrig(s).find((entry) => entry.degrees === degrees);
  const used = given
    ? typedNumbers(s)
        .filter((found) => given.spans.some(([start, end]) => found.index >= start && found.index < end))
        .map((found) => found.index)
    : [];
  return { sin: given?.sin ?? sinDeg(degrees), cos: given?.cos ?? cosDeg(degrees), used };
}
