/**
 * Ideal gases: PV = nRT with R = 0,082 atm·L/(mol·K), converting °C to K, mmHg, kPa, hPa, Pa and bar
 * to atm and mL, cm³, dm³ and m³ to L; n from a mass and a formula; CNPT; and the combined law
 * (P₁V₁/T₁ = P₂V₂/T₂: Boyle, Charles, Gay-Lussac) when the gas goes from one state to another.
 */

import { at } from '../../../../shared/lib/must.ts';
import { AVOGADRO, MOLAR_VOLUME, GAS_CONSTANT as R } from '../../science/constants.ts';
import { pretty } from '../../science/formula.ts';
import { askedRounding, roundedText } from './asked-rounding.ts';
import { solveGasStates } from './gases-states.ts';
import { group } from './groups.ts';
import { fmt, fmtResult, NUMBER_SOURCE, parseNumber, relation, tex } from './numbers.ts';
import { askedPart, askedTarget } from './physics.ts';
import { numbered, workedReply } from './reply.ts';
import { withoutOptions } from './statement.ts';
import {
  findSubstances,
  givenAtomicMassesAgree,
  givenMolarMasses,
  molarMassSum,
  withoutGivenMolarMasses,
} from './substances.ts';
import { findQuantities, foldForUnits, type Quantity, toBase, unitBySymbol } from './units.ts';

const approx = (value: number, decimals = 2) => (relation(value, decimals) === '=' ? '=' : '\\approx');
const ATM = unitBySymbol('atm').factor;

type Variable = 'P' | 'V' | 'T' | 'n';

const atm = (q: Quantity) => toBase(q.value, q.unit) / ATM;
const kelvin = (q: Quantity) =>
  q.unit.symbol === 'K' ? q.value : q.unit.symbol === '°C' ? q.value + 273 : Number.NaN;
const qText = (q: Quantity) => `${fmt(q.value, 4)} ${q.unit.symbol}`;

function conversionsOf(ps: Quantity[], vs: Quantity[], ts: Quantity[]): string[] {
  const lines: string[] = [];
  for (const p of ps)
    if (p.unit.symbol !== 'atm')
      lines.push(
        `${qText(p)} = ${fmtResult(atm(p), 4)} atm${p.unit.symbol === 'mmHg' ? ' (1 atm = 760 mmHg)' : ''}`,
      );
  for (const v of vs)
    if (v.unit.symbol !== 'L' && v.unit.symbol !== 'dm³')
      lines.push(`${qText(v)} = ${fmtResult(toBase(v.value, v.unit), 4)} L`);
  for (const t of ts) if (t.unit.symbol === '°C') lines.push(`${qText(t)} = ${fmt(kelvin(t), 4)} K`);
  return lines;
}

const LAW_NAMES: Record<Exclude<Variable, 'n'>, string> = {
  T: 'ley de Boyle (temperatura constante)',
  P: 'ley de Charles (presión constante)',
  V: 'ley de Gay-Lussac (volumen constante)',
};

/** «(1 atm = 101 325 Pa)»: how many pascals the statement takes an atmosphere for, to convert with. */
const ATM_IN_PA = /\(?\s*1\s*atm\s*=\s*(\d{1,3}(?:[ \u00a0.]\d{3})+|\d+)(?:,\d+)?\s*Pa\b\s*\)?\.?/i;
let statedPaPerAtm: number | undefined;

/**
 * The result in the unit the question asks («¿qué volumen, en mL…?», «…en mmHg?»): atm, L and K are
 * the solver's; mL and mmHg are converted; any other unit asked declines (undefined).
 */
function inAskedUnit(
  asked: Variable,
  value: number,
  question: string,
): { value: number; unit: string; note?: string } | undefined {
  const base: Record<Variable, string> = { P: 'atm', V: 'L', T: 'K', n: 'mol' };
  // «en cm³?»: no word boundary after a superscript, so the unit's end is a character that is not a letter or digit.
  if (
    asked === 'V' &&
    /\b(?:en|cuantos) (?:ml|cm3|cm³|cm\^3|cc|centimetros cubicos)(?![a-z0-9])|mililitros/.test(question)
  )
    return { value: value * 1000, unit: 'mL' };
  if (asked === 'V' && /\b(?:en|cuantos) (?:m3|m³|m\^3|metros cubicos)(?![a-z0-9])/.test(question))
    return undefined;
  if (asked === 'P' && /\ben mm ?hg\b|milimetros de mercurio|\ben torr\b/.test(question))
    return { value: value * 760, unit: 'mmHg' };
  if (asked === 'P' && statedPaPerAtm !== undefined && /\ben (?:pa|pascales?)\b/.test(question))
    return { value: value * statedPaPerAtm, unit: 'Pa', note: ` (con 1 atm = ${fmt(statedPaPerAtm, 4)} Pa)` };
  if (asked === 'P' && /\ben (?:k?pa|hpa|bar|pascales?|kilopascales?)\b/.test(question)) return undefined;
  return { value, unit: base[asked] };
}

const NAMES: Record<Exclude<Variable, 'n'>, [word: string, iso: string]> = {
  P: ['presion', 'isobar'],
  V: ['volumen', 'isocor'],
  T: ['temperatura', 'isoterm'],
};

/**
 * «a presión constante», «manteniendo constante la presión», «sin cambiar el volumen», «isotérmica»:
 * the one value the statement gives of a quantity it says does not change.
 */
function saidConstant(folded: string, variable: Exclude<Variable, 'n'>): boolean {
  const [word, iso] = NAMES[variable];
  // «un recipiente rígido», «el volumen del neumático no cambia»: the volume kept by the vessel.
  if (
    variable === 'V' &&
    /\brigid[oa]s?\b|indeformable|\bvolumen(?: del? (?:la |el )?\w+)? no (?:cambia|varia)\b/.test(folded)
  )
    return true;
  return new RegExp(
    `\\b${word} (?:se mantiene |permanece |queda |se conserva )?constante|(?:manteniendo|mantiene|mantener|sin (?:cambiar|variar|modificar)) (?:constante )?(?:la |el |su )?${word}|${iso}`,
  ).test(folded);
}

function twoStates(
  question: string,
  asked: Exclude<Variable, 'n'>,
  ps: Quantity[],
  vs: Quantity[],
  ts: Quantity[],
  first: string[] = [],
  folded = '',
): string | undefined {
  const lists: Record<Exclude<Variable, 'n'>, Quantity[]> = { P: ps, V: vs, T: ts };
  if (lists[asked].length !== 1) return undefined;
  const value = (variable: Exclude<Variable, 'n'>, q: Quantity) =>
    variable === 'P' ? atm(q) : variable === 'V' ? toBase(q.value, q.unit) : kelvin(q);
  // A single value of a quantity said constant («6 L a 2 atm; a presión constante…») is both states'.
  const keptSaid = (['P', 'V', 'T'] as const).filter(
    (v) => v !== asked && lists[v].length === 1 && saidConstant(folded, v),
  );
  const constant = (['P', 'V', 'T'] as const).filter(
    (v) => v !== asked && (lists[v].length === 0 || keptSaid.includes(v as never)),
  );
  const changing = (['P', 'V', 'T'] as const).filter((v) => v !== asked && lists[v].length === 2);
  if (constant.length + changing.length !== 2 || constant.length > 1) return undefined;
  const one = (variable: Exclude<Variable, 'n'>) => value(variable, at(lists[variable], 0, variable));
  const two = (variable: Exclude<Variable, 'n'>) => value(variable, at(lists[variable], 1, variable));
  const known1 = one(asked);
  if ([known1, ...changing.flatMap((v) => [one(v), two(v)])].some((x) => !Number.isFinite(x) || x <= 0))
    return undefined;
  // P₁V₁/T₁ = P₂V₂/T₂ with the constant one left out: X₂ from X₁ and the others' ratios.
  let result = known1;
  const factors: string[] = [];
  // P₂ = P₁·(V₁/V₂)·(T₂/T₁), V₂ = V₁·(P₁/P₂)·(T₂/T₁), T₂ = T₁·(P₂/P₁)·(V₂/V₁).
  for (const v of changing) {
    const upward = asked === 'T' || v === 'T';
    const [top, bottom] = upward ? [two(v), one(v)] : [one(v), two(v)];
    result *= top / bottom;
    factors.push(`\\frac{${tex(top, 4)}}{${tex(bottom, 4)}}`);
  }
  const unit = asked === 'P' ? 'atm' : asked === 'V' ? 'L' : 'K';
  const [kept] = constant;
  const law = kept ? LAW_NAMES[kept] : 'ecuación general de los gases';
  const formula: Record<Exclude<Variable, 'n'>, string> = {
    P: 'P_2 = P_1',
    V: 'V_2 = V_1',
    T: 'T_2 = T_1',
  };
  const steps = [
    `Con la misma cantidad de gas, $\\frac{P_1 V_1}{T_1} = \\frac{P_2 V_2}{T_2}$${constant.length ? `; como ${constant[0]} no cambia, se simplifica: es la ${law}` : ''}.`,
    ...keptSaid.map((v) => {
      const q = at(lists[v], 0, v);
      return `${v} se mantiene en ${qText(q)} en los dos estados: se cancela y no entra en la cuenta.`;
    }),
  ];
  const conversions = conversionsOf(ps, vs, ts);
  if (conversions.length)
    steps.unshift(
      `Pasá a las unidades de la ecuación (las temperaturas siempre en kelvin): ${conversions.join('; ')}.`,
    );
  steps.unshift(...first);
  const symbols = changing.map((v) =>
    asked === 'T' || v === 'T' ? `\\frac{${v}_2}{${v}_1}` : `\\frac{${v}_1}{${v}_2}`,
  );
  steps.push(
    `Despejá: $${formula[asked]} \\cdot ${symbols.join(' \\cdot ')} = ${tex(known1, 4)} \\cdot ${factors.join(' \\cdot ')} ${approx(result)} ${tex(result, 2)}$ ${unit}.`,
  );
  const celsius = asked === 'T' ? ` (${fmt(result - 273)} °C)` : '';
  const shown = inAskedUnit(asked, result, question);
  if (!shown) return undefined;
  if (shown.unit !== unit)
    steps.push(
      `En la unidad que piden: ${fmt(result)} ${unit} = ${fmt(shown.value)} ${shown.unit}${shown.note ?? ''}.`,
    );
  return [
    `## Gases: ${law}`,
    '',
    ...numbered(steps),
    '',
    `**${asked}₂ ${relation(shown.value)} ${fmt(shown.value)} ${shown.unit}${celsius}**`,
    '',
    asked === 'V'
      ? '¿Tiene sentido el resultado? Si la presión sube, el volumen debería bajar: ¿pasó eso?'
      : '¿Por qué la temperatura tiene que ir en kelvin y no en grados Celsius?',
  ].join('\n');
}

interface GasData {
  normal: boolean;
  ps: Quantity[];
  vs: Quantity[];
  ts: Quantity[];
  masses: Quantity[];
  /** Moles or particles the statement gives: then the molar mass is not what a mass and a volume give. */
  amountGiven: boolean;
}

/** «1,6 g de un gas ocupan 1,12 L en CNPT: ¿masa molar?»: n from the volume (22,4 L/mol or PV/RT), M = m/n. */
function molarMassOfGas({ normal, ps, vs, ts, masses, amountGiven }: GasData): string | undefined {
  const [mass] = masses;
  const [volume] = vs;
  if (!mass || !volume || masses.length !== 1 || vs.length !== 1 || amountGiven) return undefined;
  const grams = toBase(mass.value, mass.unit) * 1000;
  const liters = toBase(volume.value, volume.unit);
  const steps: string[] = [];
  const conversions = conversionsOf(ps, vs, ts);
  if (conversions.length) steps.push(`Pasá a las unidades de R (atm, L, K): ${conversions.join('; ')}.`);
  let n: number;
  if (normal) {
    if (ps.length || ts.length) return undefined;
    n = liters / MOLAR_VOLUME;
    steps.push(
      `En CNPT un mol de cualquier gas ocupa 22,4 L: $n = \\frac{V}{22{,}4\\ \\text{L/mol}} = \\frac{${tex(liters, 4)}}{22{,}4} ${approx(n, 4)} ${tex(n, 4)}$ mol.`,
    );
  } else {
    const [pressure] = ps;
    const [temperature] = ts;
    if (!pressure || !temperature || ps.length !== 1 || ts.length !== 1) return undefined;
    const [P, T] = [atm(pressure), kelvin(temperature)];
    if (!(P > 0 && T > 0)) return undefined;
    n = (P * liters) / (R * T);
    steps.push(
      `De $PV = nRT$: $n = \\frac{PV}{RT} = \\frac{${tex(P, 4)} \\cdot ${tex(liters, 4)}}{0{,}082 \\cdot ${tex(T, 2)}} ${approx(n, 4)} ${tex(n, 4)}$ mol.`,
    );
  }
  if (!(n > 0 && grams > 0)) return undefined;
  const molar = grams / n;
  steps.push(
    `La masa molar es la masa de un mol: $M = \\frac{m}{n} = \\frac{${tex(grams, 4)}\\ \\text{g}}{${tex(n, 4)}\\ \\text{mol}} ${approx(molar)} ${tex(molar, 2)}$ g/mol.`,
  );
  const data = [
    `m = ${qText(mass)}`,
    `V = ${qText(volume)}`,
    ...ps.map((q) => `P = ${qText(q)}`),
    ...ts.map((q) => `T = ${qText(q)}`),
  ];
  return workedReply({
    title: 'Gases: masa molar',
    data: `${data.join('; ')}${normal ? '; CNPT' : ''}`,
    steps,
    answer: `**M ${relation(molar)} ${fmt(molar)} g/mol**`,
    closing: '¿Qué gas de la tabla podría tener esa masa molar?',
  });
}

/** «una densidad de 1,25 g/L», «densidad = 1,43 g/dm³»: a gas's density in grams per litre. */
const GAS_DENSITY = new RegExp(
  `densidad\\b[^.?;\\d]{0,50}?(${NUMBER_SOURCE})\\s*(?:g\\s*\\/\\s*(?:l|dm3|dm³)|gramos por litro)(?![\\p{L}\\d])`,
  'gu',
);

/**
 * «Un gas tiene una densidad de 1,25 g/L en CNPT: ¿masa molar?»: a mole occupies 22,4 L there, so
 * M = ρ · 22,4 L/mol; at a stated P and T, M = ρRT/P. Nothing else may be given (a mass or a volume
 * would be another reading), and the molar mass found must be a gas's.
 */
function molarMassFromDensity({ normal, ps, vs, ts, masses, amountGiven }: GasData, folded: string) {
  const found = [...folded.matchAll(GAS_DENSITY)];
  const [density] = found;
  if (found.length !== 1 || !density || vs.length || masses.length || amountGiven) return undefined;
  const rho = parseNumber(group(density, 1));
  if (!(rho > 0)) return undefined;
  const data = [`ρ = ${fmt(rho, 4)} g/L`];
  const steps: string[] = [];
  let molar: number;
  if (normal) {
    if (ps.length || ts.length) return undefined;
    molar = rho * MOLAR_VOLUME;
    data.push('CNPT');
    steps.push(
      'En CNPT un mol de cualquier gas ocupa 22,4 L, y la densidad es la masa de cada litro.',
      `La masa molar es la masa de 22,4 L: $M = \\rho \\cdot 22{,}4\\ \\text{L/mol} = ${tex(rho, 4)} \\cdot 22{,}4 ${approx(molar)} ${tex(molar, 2)}$ g/mol.`,
    );
  } else {
    const [pressure] = ps;
    const [temperature] = ts;
    if (ps.length !== 1 || ts.length !== 1 || !pressure || !temperature) return undefined;
    const [P, T] = [atm(pressure), kelvin(temperature)];
    if (!(P > 0 && T > 0)) return undefined;
    molar = (rho * R * T) / P;
    data.push(`P = ${qText(pressure)}`, `T = ${qText(temperature)}`);
    const conversions = conversionsOf(ps, [], ts);
    if (conversions.length) steps.push(`Pasá a las unidades de R (atm, K): ${conversions.join('; ')}.`);
    steps.push(
      `De $PV = nRT$ con $n = m/M$ y $\\rho = m/V$: $M = \\frac{\\rho R T}{P} = \\frac{${tex(rho, 4)} \\cdot 0{,}082 \\cdot ${tex(T, 4)}}{${tex(P, 4)}} ${approx(molar)} ${tex(molar, 2)}$ g/mol.`,
    );
  }
  // No gas is lighter than H₂ (2 g/mol) nor, among those an exam names, heavier than UF₆ (352 g/mol).
  if (!(molar >= 2 && molar <= 360)) return undefined;
  return workedReply({
    title: 'Gases: masa molar a partir de la densidad',
    data: data.join('; '),
    steps,
    answer: `**M ${relation(molar)} ${fmt(molar)} g/mol**`,
    closing: '¿Qué gas de la tabla podría tener esa masa molar?',
  });
}

/** «…y cuántos moles hay?», «…y determinar de qué gas se trata»: a second thing asked after the first. */
const SECOND_ASKED =
  /\sy\s+(?:su|la|el|los|las|cuant\w*|que|cual\w*|determin\w*|calcul\w*|indic\w*|halla\w*)\b/;

const SUPERSCRIPT_DIGITS = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const PARTICLES = new RegExp(
  String.raw`(${NUMBER_SOURCE})\s*[·x×*]\s*10\s*(?:\^\s*\(?\s*(\d+)\s*\)?|([⁰¹²³⁴⁵⁶⁷⁸⁹]+))\s*(mol[eé]culas|[aá]tomos|part[ií]culas)`,
  'gu',
);

/** One count of particles written in scientific notation, and the statement without it. */
function particleCount(
  statement: string,
): { value: number; shown: string; tex: string; entity: string; rest: string } | undefined {
  const found = [...statement.matchAll(PARTICLES)];
  const [match] = found;
  if (found.length !== 1 || !match) return undefined;
  const mantissa = parseNumber(group(match, 1));
  const exponent = match[2]
    ? Number(match[2])
    : Number([...(match[3] ?? '')].map((c) => SUPERSCRIPT_DIGITS.indexOf(c)).join(''));
  const value = mantissa * 10 ** exponent;
  if (!(value > 0)) return undefined;
  return {
    value,
    shown: `${fmt(mantissa, 4)} · 10^${exponent}`,
    tex: `${tex(mantissa, 4)} \\cdot 10^{${exponent}}`,
    entity: group(match, 4),
    rest:
      statement.slice(0, match.index) +
      ' '.repeat(match[0].length) +
      statement.slice(match.index + match[0].length),
  };
}

/** "R = 0,082 atm·L/(mol·K)" as a statement gives it, with or without its unit and parentheses. */
const STATED_R = new RegExp(
  String.raw`\(?\s*R\s*=\s*(${NUMBER_SOURCE})\s*(?:atm\s*[·.*]?\s*L\s*/\s*\(?\s*mol\s*[·.*]?\s*K\s*\)?|atm\s*[·.*]?\s*L\s*[·.*]?\s*mol\s*(?:\^?-1|⁻¹)\s*[·.*]?\s*K\s*(?:\^?-1|⁻¹))?\s*\)?`,
  'gu',
);

/**
 * The statement without the gas constant it states: undefined when it states another value (8,31 in
 * J/(mol·K), a rounder 0,08), which the solver's 0,082 would contradict.
 */
export function withoutStatedGasConstant(statement: string): string | undefined {
  let other = false;
  const rest = statement.replace(STATED_R, (_whole, value: string) => {
    if (Math.abs(parseNumber(value) - R) > 1e-9) other = true;
    return ' ';
  });
  return other ? undefined : rest;
}

/** The elements of the course's gases: a compound with any other (a metal) is solid at 0 °C. */
const GAS_ELEMENTS = new Set(['H', 'He', 'C', 'N', 'O', 'F', 'Ne', 'S', 'Cl', 'Ar', 'Kr', 'Xe']);

/** Whether a substance can be a gas in CNPT: water is not (liquid or ice at 0 °C), nor a metal's compound. */
function gasAtNormal(composition: ReadonlyMap<string, number>): boolean {
  const water = composition.size === 2 && composition.get('H') === 2 && composition.get('O') === 1;
  return !water && [...composition.keys()].every((element) => GAS_ELEMENTS.has(element));
}

/** «R = 8,31 J/(mol·K)» as a statement gives it (folded): the gas constant in SI units. */
const SI_R = new RegExp(
  String.raw`\(?\s*\br\s*=\s*(${NUMBER_SOURCE})\s*j\s*/\s*\(?\s*mol\s*[*.]?\s*k\s*\)?(?:\s*\))?`,
);

/**
 * PV = nRT with the R the statement gives in J/(mol·K): the pressure in Pa, the volume in m³, the
 * temperature in K. One state, three of P, V, T and n given (the moles as a number), the fourth asked.
 */
function idealGasSI(raw: string): string | undefined {
  const folded = foldForUnits(raw);
  const stated = SI_R.exec(folded);
  if (!stated) return undefined;
  const rValue = parseNumber(group(stated, 1));
  const rest =
    folded.slice(0, stated.index) +
    ' '.repeat(stated[0].length) +
    folded.slice(stated.index + stated[0].length);
  if (!/\bgas|gases/.test(rest) || /->|→|cnpt|condiciones normales|masa molar/.test(rest)) return undefined;
  const quantities = findQuantities(rest);
  if (quantities.some((q) => !['pressure', 'volume', 'temperature'].includes(q.unit.dimension)))
    return undefined;
  const ps = quantities.filter((q) => q.unit.dimension === 'pressure');
  const vs = quantities.filter((q) => q.unit.dimension === 'volume');
  const ts = quantities.filter((q) => q.unit.dimension === 'temperature' && q.unit.symbol !== '°F');
  const moles = [...rest.matchAll(new RegExp(`(${NUMBER_SOURCE})\\s*(?:moles|mol)(?![\\p{L}\\d/])`, 'gu'))];
  if (ps.length > 1 || vs.length > 1 || ts.length !== 1 || moles.length > 1) return undefined;
  const question = questionPart(rest);
  const asked = askedTarget(question, {
    P: /presion/,
    V: /volumen|ocupa/,
    T: /temperatura/,
    n: /cuantos moles|numero de moles|cantidad de (?:moles|gas|sustancia)/,
  });
  if (!asked) return undefined;
  const [pressure] = ps;
  const [volume] = vs;
  const [temperature] = ts;
  const [mole] = moles;
  const values: Partial<Record<Variable, number>> = {};
  const data = [`R = ${fmt(rValue, 4)} J/(mol·K)`];
  const steps: string[] = [];
  if (mole) {
    values.n = parseNumber(group(mole, 1));
    data.push(`n = ${fmt(values.n, 4)} mol`);
  }
  if (pressure) {
    values.P = toBase(pressure.value, pressure.unit);
    data.push(`P = ${qText(pressure)}`);
    if (pressure.unit.symbol !== 'Pa')
      steps.push(`La presión en Pa: ${qText(pressure)} = ${fmtResult(values.P, 4)} Pa.`);
  }
  if (volume) {
    values.V = toBase(volume.value, volume.unit) / 1000;
    data.push(`V = ${qText(volume)}`);
    if (volume.unit.symbol !== 'm³')
      steps.push(`El volumen en m³ (1 m³ = 1000 L): ${qText(volume)} = ${fmtResult(values.V, 6)} m³.`);
  }
  if (temperature) {
    values.T = kelvin(temperature);
    data.push(`T = ${qText(temperature)}`);
    if (temperature.unit.symbol === '°C')
      steps.push(`La temperatura en kelvin: ${qText(temperature)} = ${fmt(values.T, 4)} K.`);
  }
  const known = (['P', 'V', 'T', 'n'] as const).filter((v) => values[v] !== undefined);
  if (known.length !== 3 || values[asked] !== undefined) return undefined;
  if (Object.values(values).some((value) => !Number.isFinite(value) || (value as number) <= 0))
    return undefined;
  const { P = 0, V = 0, T = 0, n = 0 } = values;
  const r = tex(rValue, 4);
  let result: number;
  let line: string;
  let unit: string;
  if (asked === 'P') {
    result = (n * rValue * T) / V;
    unit = 'Pa';
    line = `$P = \\frac{nRT}{V} = \\frac{${tex(n, 4)} \\cdot ${r} \\cdot ${tex(T, 2)}}{${tex(V, 6)}} ${approx(result)} ${tex(result, 2)}$ Pa`;
  } else if (asked === 'V') {
    result = (n * rValue * T) / P;
    unit = 'm³';
    line = `$V = \\frac{nRT}{P} = \\frac{${tex(n, 4)} \\cdot ${r} \\cdot ${tex(T, 2)}}{${tex(P, 4)}} ${approx(result, 6)} ${tex(result, 6)}$ m³`;
  } else if (asked === 'T') {
    result = (P * V) / (n * rValue);
    unit = 'K';
    line = `$T = \\frac{PV}{nR} = \\frac{${tex(P, 4)} \\cdot ${tex(V, 6)}}{${tex(n, 4)} \\cdot ${r}} ${approx(result)} ${tex(result, 2)}$ K`;
  } else {
    result = (P * V) / (rValue * T);
    unit = 'mol';
    line = `$n = \\frac{PV}{RT} = \\frac{${tex(P, 4)} \\cdot ${tex(V, 6)}}{${r} \\cdot ${tex(T, 2)}} ${approx(result, 4)} ${tex(result, 4)}$ mol`;
  }
  // Checked back: the four values satisfy PV = nRT.
  const all = { P, V, T, n, [asked]: result };
  if (Math.abs(all.P * all.V - all.n * rValue * all.T) > 1e-9 * all.P * all.V) return undefined;
  // A unit asked other than the SI one («en atm», «en litros»): not converted here.
  if (
    /\ben (?:atm|atmosferas|mm ?hg|k?pa\b|hpa|bar|litros|l\b|ml|cm)/.test(question) &&
    !/\ben pa\b|pascales/.test(question)
  )
    return undefined;
  steps.push(`Con R en J/(mol·K), todo en el SI: ${line}.`);
  const extra =
    asked === 'V' ? ` = ${fmtResult(result * 1000, 4)} L` : asked === 'T' ? ` (${fmt(result - 273)} °C)` : '';
  return workedReply({
    title: 'Gases ideales',
    data: data.join('; '),
    steps,
    answer: `**${asked} ${relation(result, asked === 'V' ? 6 : asked === 'n' ? 4 : 2)} ${fmt(result, asked === 'V' ? 6 : asked === 'n' ? 4 : 2)} ${unit}${extra}**`,
    closing: '¿Cuánto daría con R = 0,082 atm·L/(mol·K), en atm? ¿Coincide al pasarlo a Pa?',
  });
}

const NORMAL_STATE = String.raw`(?:0 ?°c|273(?:,15)? ?k)\s*(?:y|,)\s*(?:1 atm|760 mm ?hg)|(?:1 atm|760 mm ?hg)\s*(?:y|,)\s*(?:0 ?°c|273(?:,15)? ?k)`;
const NORMAL_SPELLED = new RegExp(
  `(cnpt|tpn|condiciones normales(?: de presion y temperatura)?)\\s*(?:\\(\\s*(?:${NORMAL_STATE})\\s*\\)|,?\\s*(?:es decir,?\\s*)?(?:a\\s+)?(?:${NORMAL_STATE}))`,
);

/**
 * The question, or when nothing asks, a five-options stem's closing clause: «Suponiendo que el volumen no
 * cambia, la nueva presión es:» asks the pressure, not the volume the sentence names before.
 */
function questionPart(folded: string): string {
  const part = askedPart(folded);
  if (part !== folded) return part;
  const stem = folded.trim();
  if (!/\b(?:es|son|sera|seria|vale|resulta)\s*:?$/.test(stem)) return folded;
  // From the last clause of the closing sentence that names a quantity of the gas to the end.
  const sentence = stem.slice(Math.max(stem.lastIndexOf('. '), stem.lastIndexOf(';')) + 1);
  const clauses = sentence.split(',');
  for (let k = clauses.length - 1; k >= 0; k--)
    if (/presion|volumen|temperatura|moles|masa|densidad/.test(clauses[k] ?? ''))
      return clauses.slice(k).join(',');
  return folded;
}

/**
 * A change of state between two states of the same gas, beside the gas constant or a molar mass the page
 * gives for its other questions: neither enters, since the amount of gas does not change; said so.
 */
function withConstantsUnused(
  reply: string | undefined,
  raw: string,
  given: readonly { value: number }[],
): string | undefined {
  if (!reply) return reply;
  const constant = [...raw.matchAll(STATED_R)].map((match) => `R = ${match[1]}`);
  const molar = given.map((mass) => `M = ${fmt(mass.value, 4)} g/mol`);
  const unused = [...constant, ...molar];
  if (!unused.length) return reply;
  const note = `${unused.join(' y ')} no entran en la cuenta: la cantidad de gas es la misma en los dos estados y se cancela.`;
  return reply.replace(/\n\n\*\*(?!Datos)/, `\n\n${note}\n\n**`);
}

/** A reply for an ideal gas problem, or undefined when the message is not one. */
/**
 * «Un tanque rígido de 10 L contiene 64 g de O₂ a 27 °C… Si se calienta hasta 127 °C, ¿cuál es la nueva
 * presión?»: neither the moles nor the volume change, so P₂ = nRT₂/V: the statement read at its second
 * temperature, the first one said. Undefined when the statement is not that.
 */
function rigidHeated(problem: string, folded: string, ps: Quantity[], ts: Quantity[]): string | undefined {
  const [first, second] = ts;
  if (!first || !second || ts.length !== 2 || ps.length !== 0) return undefined;
  if (!/\b(?:nueva presion|presion final)/.test(folded)) return undefined;
  if (
    !/\b(?:calienta|enfria|lleva)\w*\s+(?:hasta|a)\s*$/.test(
      folded.slice(Math.max(0, second.index - 30), second.index),
    )
  )
    return undefined;
  // The first temperature and the change's words out: «… 64 g de O₂. ¿Presión a 127 °C?».
  const at = (text: string) =>
    new RegExp(`\\ba\\s+${text.replace(/[.,]/g, '[.,]')}\\s*(?:°\\s*c|k)\\b,?`, 'i');
  const once = problem.replace(at(fmt(first.value)), ' ');
  if (once === problem) return undefined;
  const reply = solveIdealGas(once.replace(/\bnueva presion|presi[oó]n final/i, 'presión'));
  return reply?.replace(
    /^\*\*Datos:\*\* /m,
    `**Datos:** rígido, a V y n constantes; T₁ = ${qText(first)}, que la nueva presión no usa; `,
  );
}

// «(Tome 0 °C = 273 K y 1 atm = 760 mmHg.)»: the conventions the solver converts with, no data of the gas.
const CONVENTION =
  /(?:\b(?:tom[eaá]|us[eaá]|consider[eaá])\s+)?(?:0\s*°\s*C\s*=\s*273\s*K|1\s*atm\s*=\s*760\s*mm\s*Hg)(?![\d,])/gi;

/** The problem without the conventions it states, and without the brackets they leave empty. */
const withoutConventions = (problem: string) =>
  problem
    .replace(CONVENTION, ' ')
    .replace(/\(\s*(?:y\s*)?[.,;]?\s*\)\.?/g, ' ')
    .replace(/^\s*(?:y\s*)?[.;]\s*$/gm, '');

export function solveIdealGas(written: string): string | undefined {
  const problem = withoutConventions(written);
  const conventions = (written.match(CONVENTION) ?? []).map((said) =>
    said.replace(/^\S+\s+(?=0|1)/, '').replace(/\s+/g, ' '),
  );
  const reply = gasReply(problem);
  // Said where it is used, so that the reply reads them.
  return reply && conventions.length
    ? reply.replace(
        /\n\n\*\*(?!Datos)/,
        `\n\nCon ${conventions.join(' y ')}, como indica el enunciado.\n\n**`,
      )
    : reply;
}

function gasReply(problem: string): string | undefined {
  // The volume at normal conditions and a pressure's rise in percent (gases-states.ts), before the law.
  const states = solveGasStates(problem);
  if (states) return states;
  const reply = idealGasReply(problem);
  // «(1 atm = 101 325 Pa)» beside a result in atm: the equivalence is the page's for another question.
  if (!reply || statedPaPerAtm === undefined || reply.includes(' Pa (con 1 atm')) return reply;
  const note = `La equivalencia 1 atm = ${fmt(statedPaPerAtm, 4)} Pa sirve para pasar a pascales; acá el resultado va en la unidad que piden.`;
  return reply.replace(/\n\n\*\*(?!Datos)/, `\n\n${note}\n\n**`);
}

function idealGasReply(problem: string): string | undefined {
  // A five-options stem's options are answers to choose from, never data.
  const typed = withoutOptions(problem);
  // An equivalence to convert a result with is no pressure of the gas: read apart.
  const equivalence = ATM_IN_PA.exec(typed);
  statedPaPerAtm = equivalence ? Number(group(equivalence, 1).replace(/[\s.]/g, '')) : undefined;
  const raw = equivalence ? typed.replace(ATM_IN_PA, ' ') : typed;
  const si = idealGasSI(raw);
  if (si) return si;
  const statement = withoutStatedGasConstant(raw);
  if (statement === undefined) return undefined;
  // Atomic masses the statement lists must be the table's: the molar mass is summed from them.
  if (!givenAtomicMassesAgree(statement)) return undefined;
  const given = givenMolarMasses(statement);
  if (given.length > 1) return undefined;
  // «3,01·10²³ moléculas de CO₂»: a count of particles is moles times Avogadro's number.
  const particles = particleCount(withoutGivenMolarMasses(statement, given));
  const message = particles ? particles.rest : withoutGivenMolarMasses(statement, given);
  // «en condiciones normales (0 °C y 1 atm)»: the normal state spelled out beside its name is no datum.
  const folded = foldForUnits(message).replace(NORMAL_SPELLED, '$1');
  if (
    !/\bgas|gases|gaseos[oa]|pv\s*=\s*nrt|cnpt|tpn|condiciones normales|ideal|ocupa|recipiente|globo|presion|tubo|tanque|cilindro|garrafa|\d\s*(?:atm|mmhg)\b/.test(
      folded,
    )
  )
    return undefined;
  if (/->|→|solucion|molaridad/.test(folded)) return undefined;
  const quantities = findQuantities(folded);
  const ps = quantities.filter((q) => q.unit.dimension === 'pressure');
  const vs = quantities.filter((q) => q.unit.dimension === 'volume');
  const ts = quantities.filter((q) => q.unit.dimension === 'temperature' && q.unit.symbol !== '°F');
  const masses = quantities.filter((q) => q.unit.dimension === 'mass');
  if (quantities.some((q) => !['pressure', 'volume', 'temperature', 'mass'].includes(q.unit.dimension)))
    return undefined;
  const moleMatches = [
    ...folded.matchAll(new RegExp(`(${NUMBER_SOURCE})\\s*(?:moles|mol)(?![\\p{L}\\d/])`, 'gu')),
  ];
  const normal = /cnpt|tpn|condiciones normales/.test(folded);
  // The molar mass asked is not a mass: M = m/n, and nothing else answers it here.
  // A second thing asked («…y determinar de qué gas se trata», «…y cuántos moles hay») is left unsaid here.
  const secondAsked = SECOND_ASKED.test(questionPart(folded));
  if (/masa molar|peso molecular|masa molecular/.test(questionPart(folded))) {
    if (secondAsked) return undefined;
    const amountGiven = moleMatches.length > 0 || particles !== undefined;
    const gasData = { normal, ps, vs, ts, masses, amountGiven };
    return molarMassOfGas(gasData) ?? molarMassFromDensity(gasData, folded);
  }
  // «¿Cuál es la densidad del O₂ en CNPT?», «…a 2 atm y 27 °C?»: ρ = P·M/(R·T), in CNPT M/22,4.
  if (/densidad/.test(questionPart(folded))) {
    if (secondAsked || vs.length || masses.length || moleMatches.length || particles) return undefined;
    const named = findSubstances(message);
    const [gas] = named;
    if (named.length !== 1 || !gas || given.length) return undefined;
    if (!gasAtNormal(gas.composition) || /liquid|solid/.test(folded)) return undefined;
    const sum = `M(${pretty(gas.formula)}) = ${molarMassSum(gas.composition)} g/mol`;
    const rounding = askedRounding(folded);
    if (rounding && !('decimals' in rounding)) return undefined;
    const decimalsWord = rounding ? /a (\d|una|un|dos|tres|cuatro) decimal/.exec(folded)?.[1] : undefined;
    if (rounding && !decimalsWord) return undefined;
    let density: number;
    const steps: string[] = [];
    let data: string;
    if (normal) {
      if (ps.length || ts.length) return undefined;
      density = gas.molarMass / MOLAR_VOLUME;
      data = `${pretty(gas.formula)} en CNPT`;
      steps.push(
        `En CNPT un mol de gas ocupa 22,4 L, y un mol de ${pretty(gas.formula)} pesa su masa molar, ${sum}.`,
        `Densidad = masa / volumen de un mol: $\\rho = \\frac{${tex(gas.molarMass, 2)}\\ \\text{g}}{22{,}4\\ \\text{L}} ${approx(density, 4)} ${tex(density, 4)}$ g/L.`,
      );
    } else {
      const [pressure] = ps;
      const [temperature] = ts;
      if (ps.length !== 1 || ts.length !== 1 || !pressure || !temperature) return undefined;
      const p = atm(pressure);
      const t = kelvin(temperature);
      if (!(p > 0 && t > 0)) return undefined;
      density = (p * gas.molarMass) / (R * t);
      data = `${pretty(gas.formula)}; P = ${qText(pressure)}; T = ${fmt(t, 4)} K`;
      steps.push(
        ...(temperature.unit.symbol === '°C'
          ? [`La temperatura en kelvin: ${qText(temperature)} = ${fmt(t, 4)} K.`]
          : []),
        ...(pressure.unit.symbol === 'atm'
          ? []
          : [`La presión en atm: ${qText(pressure)} = ${fmt(p, 4)} atm.`]),
        `De $PV = nRT$ con $n = m/M$: $\\rho = \\frac{m}{V} = \\frac{P \\cdot M}{R \\cdot T}$, con ${sum}.`,
        `$\\rho = \\frac{${tex(p, 4)} \\cdot ${tex(gas.molarMass, 2)}}{0{,}082 \\cdot ${tex(t, 4)}} ${approx(density, 4)} ${tex(density, 4)}$ g/L.`,
      );
    }
    const shown = rounding ? roundedText(density, rounding) : fmt(density);
    if (rounding) steps.push(`Redondeado a ${decimalsWord} decimales, como pide el enunciado: ${shown} g/L.`);
    return workedReply({
      title: 'Gases: densidad',
      data,
      steps,
      answer: `**ρ ≈ ${shown} g/L**`,
      closing: '¿Por qué un gas más pesado (mayor M) es más denso a la misma P y T?',
    });
  }
  // «¿Cuántas moléculas hay en el recipiente?»: the moles times Avogadro's number.
  const moleculesAsked = /\bcuantas (?:moleculas|particulas)\b|numero de moleculas/.test(
    questionPart(folded),
  );
  const asked = moleculesAsked
    ? 'n'
    : askedTarget(questionPart(folded), {
        P: /presion/,
        V: /volumen|cuantos litros|que espacio|ocupa/,
        T: /temperatura/,
        n: /cuantos moles|numero de moles|cantidad de (?:moles|gas|sustancia)|moles/,
        m: /cuantos gramos|que masa|masa/,
      });
  if (!asked || (moleculesAsked && (particles || secondAsked))) return undefined;
  // «Ocupa 10 L a 27 °C y 1 atm. ¿Qué volumen ocupa en CNPT?»: CNPT is the second state, 1 atm and 0 °C.
  const wholeFirstState = ps.length === 1 && vs.length === 1 && ts.length === 1;
  const amountGiven = masses.length > 0 || moleMatches.length > 0 || particles !== undefined;
  if (
    normal &&
    !secondAsked &&
    asked === 'V' &&
    wholeFirstState &&
    !amountGiven &&
    /cnpt|tpn|condiciones normales/.test(questionPart(folded))
  ) {
    const normalState = findQuantities(foldForUnits('1 atm y 0 °C'));
    const p2 = normalState.filter((q) => q.unit.dimension === 'pressure');
    const t2 = normalState.filter((q) => q.unit.dimension === 'temperature');
    const first = ['En CNPT la presión es 1 atm y la temperatura 0 °C (273 K): ese es el estado 2.'];
    return twoStates(questionPart(folded), asked, [...ps, ...p2], vs, [...ts, ...t2], first);
  }
  const rigid = asked === 'P' && !normal && !secondAsked ? rigidHeated(problem, folded, ps, ts) : undefined;
  if (rigid) return rigid;
  if (!normal && (ps.length === 2 || vs.length === 2 || ts.length === 2)) {
    if (masses.length || moleMatches.length || asked === 'n' || asked === 'm') return undefined;
    return withConstantsUnused(twoStates(questionPart(folded), asked, ps, vs, ts, [], folded), raw, given);
  }
  if (ps.length > 1 || vs.length > 1 || ts.length > 1 || masses.length > 1 || moleMatches.length > 1)
    return undefined;
  const substances = findSubstances(message);
  const named = substances.length === 1 ? substances[0] : undefined;
  const stated = given[0];
  if (stated?.formula && named && !findSubstances(stated.formula).some((s) => s.formula === named.formula))
    return undefined;
  // The statement's molar mass rules over the table's, and serves a gas it does not name.
  const gas = stated
    ? { formula: named?.formula ?? stated.formula ?? 'gas', molarMass: stated.value }
    : named;
  const data: string[] = [];
  const steps: string[] = [];
  const values: Partial<Record<Variable, number>> = {};
  if (normal) {
    if (ps.length || ts.length) return undefined;
    // The molar volume is a gas's: water is liquid at 0 °C, and a metal or a salt solid.
    if (named && !gasAtNormal(named.composition)) return undefined;
    if (/liquid|solid/.test(folded)) return undefined;
    values.P = 1;
    values.T = 273;
    steps.push('En CNPT la presión es 1 atm y la temperatura 273 K (0 °C).');
  }
  const [pressure] = ps;
  const [volume] = vs;
  const [temperature] = ts;
  const [moles] = moleMatches;
  const [mass] = masses;
  if (pressure) values.P = atm(pressure);
  if (volume) values.V = toBase(volume.value, volume.unit);
  if (temperature) values.T = kelvin(temperature);
  if (moles) values.n = parseNumber(group(moles, 1));
  if (particles) {
    if (moles || mass) return undefined;
    values.n = particles.value / AVOGADRO;
    data.push(`N = ${particles.shown} ${particles.entity}`);
    steps.push(
      `Pasá las partículas a moles con el número de Avogadro: $n = \\frac{N}{N_A} = \\frac{${particles.tex}}{6{,}02 \\cdot 10^{23}} ${approx(values.n, 4)} ${tex(values.n, 4)}$ mol.`,
    );
  }
  // «Un recipiente de 5 L contiene 11 g de un gas desconocido a 27 °C y 1,23 atm. Calcule los moles»: n from
  // PV/RT, the mass of a gas not named being for its molar mass (another question of the page).
  if (mass && !gas && asked === 'n' && pressure && volume && temperature && !moles) {
    data.push(`m = ${qText(mass)}, que los moles no usan (sirve para la masa molar)`);
  } else if (mass) {
    if (!gas || moles) return undefined;
    const grams = toBase(mass.value, mass.unit) * 1000;
    values.n = grams / gas.molarMass;
    data.push(`m = ${fmt(grams, 4)} g de ${pretty(gas.formula)}`);
    steps.push(
      `Pasá la masa a moles: $n = \\frac{m}{masa\\ molar} = \\frac{${tex(grams, 4)}}{${tex(gas.molarMass, 2)}} ${approx(values.n, 4)} ${tex(values.n, 4)}$ mol.`,
    );
  }
  if (Object.values(values).some((value) => !Number.isFinite(value) || (value as number) <= 0))
    return undefined;
  const target: Variable = asked === 'm' ? 'n' : asked;
  const known = (['P', 'V', 'T', 'n'] as const).filter((v) => values[v] !== undefined);
  // «Un tanque de 10 L contiene 64 g de O₂ a 27 °C. ¿Cuántos moles de O₂ hay?»: n = m/M; the volume and the
  // temperature are the page's for the pressure, which the moles do not need.
  if (asked === 'n' && mass && gas && !pressure && values.n !== undefined && known.length === 3 && !normal) {
    return workedReply({
      title: 'Gases ideales',
      data: `${data.join('; ')}; ${[volume, temperature]
        .filter((q) => q !== undefined)
        .map((q) => qText(q as Quantity))
        .join(' y ')}, que los moles no usan`,
      steps,
      answer: `**n ${relation(values.n, 4)} ${fmt(values.n, 4)} mol**`,
      closing: '¿Por qué la temperatura va siempre en kelvin en la ecuación de los gases?',
    });
  }
  if (known.length !== 3 || values[target] !== undefined) return undefined;
  if (asked === 'm' && !gas) return undefined;
  // «Datos: …; masa molar del O₂ = 32 g/mol» beside «Calcule la cantidad de moles»: the moles come from
  // PV = nRT; the molar mass is the page's for the mass.
  const molarUnused =
    asked === 'n' && !moleculesAsked && stated && !mass && !particles
      ? `M = ${fmt(stated.value, 4)} g/mol, que los moles no usan (sirve para pasar a masa)`
      : undefined;
  const conversions = conversionsOf(ps, vs, ts);
  if (conversions.length) steps.unshift(`Pasá a las unidades de R (atm, L, K): ${conversions.join('; ')}.`);
  const { P, V, T, n } = values as Record<Variable, number>;
  let result: number;
  let line: string;
  const r = '0{,}082';
  if (target === 'P') {
    result = (n * R * T) / V;
    line = `$P = \\frac{nRT}{V} = \\frac{${tex(n, 4)} \\cdot ${r} \\cdot ${tex(T, 2)}}{${tex(V, 4)}} ${approx(result)} ${tex(result, 2)}$ atm`;
  } else if (target === 'V') {
    result = (n * R * T) / P;
    line = `$V = \\frac{nRT}{P} = \\frac{${tex(n, 4)} \\cdot ${r} \\cdot ${tex(T, 2)}}{${tex(P, 4)}} ${approx(result)} ${tex(result, 2)}$ L`;
  } else if (target === 'T') {
    result = (P * V) / (n * R);
    line = `$T = \\frac{PV}{nR} = \\frac{${tex(P, 4)} \\cdot ${tex(V, 4)}}{${tex(n, 4)} \\cdot ${r}} ${approx(result)} ${tex(result, 2)}$ K`;
  } else {
    result = (P * V) / (R * T);
    line = `$n = \\frac{PV}{RT} = \\frac{${tex(P, 4)} \\cdot ${tex(V, 4)}}{${r} \\cdot ${tex(T, 2)}} ${approx(result, 4)} ${tex(result, 4)}$ mol`;
  }
  // In CNPT the course takes a mole of gas as 22,4 L, and its keys follow (RT/P gives 22,386 L).
  if (normal && (target === 'V' || target === 'n')) {
    result = target === 'V' ? n * MOLAR_VOLUME : V / MOLAR_VOLUME;
    line =
      target === 'V'
        ? `$V = n \\cdot 22{,}4\\ \\text{L/mol} = ${tex(n, 4)} \\cdot 22{,}4 ${approx(result)} ${tex(result, 2)}$ L`
        : `$n = \\frac{V}{22{,}4\\ \\text{L/mol}} = \\frac{${tex(V, 4)}}{22{,}4} ${approx(result, 4)} ${tex(result, 4)}$ mol`;
    steps.push(`En CNPT un mol de cualquier gas ocupa 22,4 L (el volumen molar). ${line}.`);
  } else {
    steps.push(
      `Ecuación de estado de los gases ideales, $PV = nRT$ con $R = 0{,}082\\ \\frac{\\text{atm} \\cdot \\text{L}}{\\text{mol} \\cdot \\text{K}}$. Despejá: ${line}.`,
    );
  }
  let answer: string;
  const units: Record<Variable, string> = { P: 'atm', V: 'L', T: 'K', n: 'mol' };
  if (asked === 'm') {
    const grams = result * (gas as { molarMass: number }).molarMass;
    // The molar mass summed from the table when the gas is named by its formula: «M(O₂) = 2 · 16 = 32».
    const molarText =
      named && !stated ? ` con M(${pretty(named.formula)}) = ${molarMassSum(named.composition)} g/mol` : '';
    steps.push(
      `Pasá a masa${molarText}: $m = n \\cdot masa\\ molar = ${tex(result, 4)} \\cdot ${tex((gas as { molarMass: number }).molarMass, 2)} ${approx(grams)} ${tex(grams, 2)}$ g.`,
    );
    // «redondeá al gramo»: the mass to whole grams.
    const whole = /redonde\w* (?:al gramo|al entero|a la unidad)/.test(folded);
    const shownGrams = whole ? fmt(Math.round(grams), 0) : fmt(grams);
    answer = `**m ${whole || relation(grams) !== '=' ? '≈' : '='} ${shownGrams} g de ${pretty((gas as { formula: string }).formula)}**`;
  } else {
    const extra =
      target === 'T' ? ` (${fmt(result - 273)} °C)` : target === 'P' ? ` (${fmt(result * 760)} mmHg)` : '';
    const shown = inAskedUnit(target, result, questionPart(folded));
    if (!shown) return undefined;
    if (shown.unit !== units[target])
      steps.push(
        `En la unidad que piden: ${fmt(result)} ${units[target]} = ${fmt(shown.value)} ${shown.unit}${shown.note ?? ''}.`,
      );
    const shownExtra = shown.unit === 'mmHg' ? '' : extra;
    answer = `**${target} ${relation(shown.value, target === 'n' ? 4 : 2)} ${fmt(shown.value, target === 'n' ? 4 : 2)} ${shown.unit}${shownExtra}**`;
    if (moleculesAsked) {
      const count = result * AVOGADRO;
      const [mantissa, exponent] = count.toExponential(3).split('e');
      const power = [...String(Number(exponent))]
        .map((c) => (c === '-' ? '⁻' : SUPERSCRIPT_DIGITS.charAt(Number(c))))
        .join('');
      const shownCount = `${fmt(Number(mantissa), 3)}·10${power}`;
      steps.push(
        `Cada mol tiene $6{,}02 \\cdot 10^{23}$ moléculas: $N = ${tex(result, 4)} \\cdot 6{,}02 \\cdot 10^{23} ${approx(count)} ${tex(Number(mantissa), 3)} \\cdot 10^{${Number(exponent)}}$ moléculas.`,
      );
      answer = `**N ≈ ${shownCount} moléculas** (n = ${fmt(result, 4)} mol)`;
    }
  }
  for (const v of ['P', 'V', 'T', 'n'] as const) {
    const value = values[v];
    if (value !== undefined && !(v === 'n' && masses.length))
      data.push(`${v} = ${fmt(value, 4)} ${units[v]}`);
  }
  // The molar mass the statement gives and the mass uses, listed with the data it read.
  if (asked === 'm' && stated) data.push(`M = ${fmt(stated.value, 4)} g/mol`);
  if (molarUnused) data.push(molarUnused);
  return workedReply({
    title: 'Gases ideales',
    data: data.join('; '),
    steps,
    answer,
    closing: '¿Por qué la temperatura va siempre en kelvin en la ecuación de los gases?',
  });
}
