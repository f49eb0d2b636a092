/**
 * Conversions the unit table does not hold as units of their own: a density written as a mass over a
 * volume (2,7 g/cm³ in kg/m³), from the table's mass and volume units, and a weight in kgf in newtons
 * (1 kgf = g · 1 kg, with the statement's g). solveConversion tries them first.
 */
import { toSuperscripts } from '../../../../shared/math/superscripts.ts';
import { GRAVITY } from '../../science/constants.ts';
import { type Unit, units } from '../../science/units.ts';
import { foldText } from '../text.ts';
import { group } from './groups.ts';
import { fmt, fmtResult, isShownExactly, NUMBER_SOURCE, parseNumber, tex, texResult } from './numbers.ts';
import { workedReply } from './reply.ts';

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The short spellings of a dimension's units («g», «kg», «cm^3», «l»), longest first. */
function spellings(dimension: Unit['dimension']): Map<string, Unit> {
  const found = units
    .filter((unit) => unit.dimension === dimension)
    .flatMap((unit) =>
      unit.aliases
        .filter((alias) => !alias.includes(' ') && alias.length <= 5)
        .map((alias) => ({ alias, unit })),
    )
    .sort((a, b) => b.alias.length - a.alias.length);
  return new Map(found.map(({ alias, unit }) => [alias, unit]));
}

const massUnits = spellings('mass');
const volumeUnits = spellings('volume');
const alternatives = (map: Map<string, Unit>) => [...map.keys()].map(escapeRegex).join('|');
const RATIO = `(${alternatives(massUnits)})\\s*/\\s*(${alternatives(volumeUnits)})(?![a-z0-9^/])`;
const densityPattern = new RegExp(`(?<![\\d.,])(${NUMBER_SOURCE})\\s*${RATIO}`, 'g');
const densityTarget = new RegExp(`\\b(?:a|en|cuant[oa]s)\\s+${RATIO}`, 'g');

const FORCE = '(kgf|kg-f|kilogramos? fuerza|kilonewtons?|kn|newtons?|n|dyn|dinas?)(?![\\p{L}\\d/])';
// «3·10⁵ dyn» arrives as «3*10^5 dyn» (prepareMath): the power of ten belongs to the number.
const forcePattern = new RegExp(
  `(?<![\\d.,^])(${NUMBER_SOURCE})(?:\\s*[*x]\\s*10\\s*\\^\\s*\\(?(-?\\d+)\\)?)?\\s*${FORCE}`,
  'gu',
);
const forceTarget = new RegExp(`\\b(?:a|en|cuant[oa]s)\\s+${FORCE}`, 'gu');
const CUE =
  /\b(pasa|pasar|pasarl[oa]s?|pasame|pasalo|pasala|converti|convertir|convertirl[oa]s?|convertilo|convertila|expresa|expresar|expresarl[oa]s?|expresalo|expresala|expresad[oa]s?|equivale|equivalen|cuanto|cuantos|cuantas|transforma|transformar)\b/;
const G_GIVEN = new RegExp(`\\bg\\s*=\\s*(${NUMBER_SOURCE})`);

/** Every number typed in the folded statement. */
const typedNumbers = (folded: string) =>
  [...folded.matchAll(new RegExp(`(?<![\\p{L}\\d,.^])${NUMBER_SOURCE}`, 'gu'))].map((match) => ({
    value: parseNumber(match[0]),
    index: match.index,
  }));

/** The unit asked for, named apart from the quantity: «… en kg/m³», «¿Cuántos kgf son …?». */
function targetApart(
  folded: string,
  pattern: RegExp,
  quantity: RegExpExecArray,
): RegExpExecArray | undefined {
  const end = quantity.index + quantity[0].length;
  const found = [...folded.matchAll(pattern)].filter(
    (target) => target.index >= end || target.index + target[0].length <= quantity.index,
  );
  return found.length === 1 ? found[0] : undefined;
}

const is = (value: number) => (isShownExactly(value, 4) ? '=' : '≈');
const texIs = (value: number) => `${isShownExactly(value, 4) ? '=' : '\\approx'} ${texResult(value, 4)}`;

const SI_ASKED =
  /\b(?:en\s+(?:las\s+)?unidades?\s+del\s+s\.?i\b|en\s+(?:el\s+)?s\.?i\.?(?![\p{L}])|en\s+(?:el\s+)?sistema internacional)/u;

/** A density's conversion: «La densidad es 2,7 g/cm³. ¿Cuánto vale en kg/m³?». */
function densityConversion(folded: string): string | undefined {
  const found = [...folded.matchAll(densityPattern)];
  if (found.length !== 1 || typedNumbers(folded).length !== 1) return undefined;
  const [match] = found as [RegExpExecArray];
  const target = targetApart(folded, densityTarget, match);
  // «Expresada en unidades del SI, vale:»: kg/m³, the SI's, when no other unit is named.
  const inSI = !target && SI_ASKED.test(folded.slice(match.index + match[0].length));
  if ((!target && !inSI) || !CUE.test(folded)) return undefined;
  const [fromMass, fromVolume] = [massUnits.get(group(match, 2)), volumeUnits.get(group(match, 3))];
  const [toMass, toVolume] = target
    ? [massUnits.get(group(target, 1)), volumeUnits.get(group(target, 2))]
    : [units.find((unit) => unit.symbol === 'kg'), units.find((unit) => unit.symbol === 'm³')];
  if (!fromMass || !fromVolume || !toMass || !toVolume) return undefined;
  if (fromMass === toMass && fromVolume === toVolume) return undefined;
  const value = parseNumber(group(match, 1));
  if (!Number.isFinite(value)) return undefined;
  const massRatio = fromMass.factor / toMass.factor;
  const volumeRatio = fromVolume.factor / toVolume.factor;
  const result = (value * massRatio) / volumeRatio;
  const from = `${fromMass.symbol}/${fromVolume.symbol}`;
  const to = `${toMass.symbol}/${toVolume.symbol}`;
  return workedReply({
    title: 'Conversión de unidades de densidad',
    data: `ρ = ${fmt(value, 4)} ${from}; la piden en ${to}`,
    steps: [
      'Una densidad es una masa sobre un volumen: pasás el numerador y el denominador por separado.',
      `Masa: 1 ${fromMass.symbol} ${is(massRatio)} ${fmtResult(massRatio, 6)} ${toMass.symbol}.`,
      `Volumen: 1 ${fromVolume.symbol} ${is(volumeRatio)} ${fmtResult(volumeRatio, 6)} ${toVolume.symbol}.`,
      `Reemplazá: $\\rho = ${tex(value, 4)} \\cdot \\frac{${tex(massRatio, 6)}}{${tex(volumeRatio, 6)}} ${texIs(result)}$ ${to}.`,
    ],
    answer: `**${fmt(value, 4)} ${from} ${is(result)} ${fmtResult(result, 4)} ${to}**`,
    closing: '¿Por qué el número cambia aunque la sustancia sea la misma? Pensá qué unidad es más chica.',
  });
}

const isKgf = (spelling: string) => /^(?:kgf|kg-f|kilogramos? fuerza)$/.test(spelling);

/** A force unit by the way it is typed: its symbol and its newtons (a kgf's with the statement's g). */
function forceUnit(spelling: string, g: number): { symbol: string; newtons: number } {
  if (isKgf(spelling)) return { symbol: 'kgf', newtons: g };
  if (/^(?:kn|kilonewtons?)$/.test(spelling)) return { symbol: 'kN', newtons: 1000 };
  if (/^(?:dyn|dinas?)$/.test(spelling)) return { symbol: 'dyn', newtons: 1e-5 };
  return { symbol: 'N', newtons: 1 };
}

/** Why the factor is what it is, for the step that states it. */
function forceFactorLine(unit: { symbol: string; newtons: number }, g: number): string {
  if (unit.symbol === 'kgf')
    return `Un kilogramo fuerza es el peso de 1 kg: 1 kgf = 1 kg · ${fmt(g)} m/s² = ${fmt(g)} N.`;
  if (unit.symbol === 'dyn')
    return 'Una dina es la fuerza que da 1 cm/s² a 1 g: 1 dyn = 1 g · 1 cm/s² = 10⁻⁵ N (1 N = 100.000 dyn).';
  return '1 kN = 1000 N.';
}

/**
 * A force in another force unit: kgf and N («Un cuerpo pesa 35 kgf. Expresá su peso en newtons, con
 * g = 9,8 m/s²»), kN, dyn («¿Cuántas dinas son 0,3 N?»). Checked back: the result in the first unit again.
 */
function forceConversion(statement: string): string | undefined {
  // «(1 kgf = 9,8 N)»: the statement's equivalence is its g, read as «g = 9,8».
  const stated = new RegExp(
    `\\(?\\s*1\\s*(?:kgf|kg-f|kilogramos? fuerza)\\s*=\\s*(${NUMBER_SOURCE})\\s*(?:n|newtons?)\\s*\\)?(?![\\p{L}\\d])`,
    'u',
  ).exec(statement);
  const folded = stated
    ? `${statement.slice(0, stated.index)} g = ${group(stated, 1)} ${statement.slice(stated.index + stated[0].length)}`
    : statement;
  if (stated && G_GIVEN.test(statement)) return undefined;
  const found = [...folded.matchAll(forcePattern)];
  if (found.length !== 1) return undefined;
  const [match] = found as [RegExpExecArray];
  const target = targetApart(folded, forceTarget, match);
  if (!target || !CUE.test(folded)) return undefined;
  const gMatch = G_GIVEN.exec(folded);
  const g = gMatch ? parseNumber(group(gMatch, 1)) : GRAVITY;
  if (!(g > 0)) return undefined;
  const from = forceUnit(group(match, 3), g);
  const to = forceUnit(group(target, 1), g);
  if (from.symbol === to.symbol) return undefined;
  // g is a datum only with a kgf on one side.
  const usesG = from.symbol === 'kgf' || to.symbol === 'kgf';
  if (gMatch && !usesG) return undefined;
  // The only numbers are the force (its power of ten with it) and, when given, g.
  const others = typedNumbers(folded).filter(
    (typed) =>
      (typed.index < match.index || typed.index >= match.index + match[0].length) &&
      typed.index !== (gMatch ? gMatch.index + gMatch[0].indexOf(group(gMatch, 1)) : -1),
  );
  if (others.length > 0) return undefined;
  const power = match[2] === undefined ? 0 : Number(match[2]);
  const mantissa = parseNumber(group(match, 1));
  const value = mantissa * 10 ** power;
  // The force as typed, when written with a power of ten: «F = 3 · 10⁵ dyn = 300.000 dyn».
  const typed = power === 0 ? '' : `${fmt(mantissa, 4)} · 10${toSuperscripts(power)} ${from.symbol} = `;
  if (!Number.isFinite(value)) return undefined;
  const result = (value * from.newtons) / to.newtons;
  if (Math.abs((result * to.newtons) / from.newtons - value) > 1e-9 * Math.abs(value)) return undefined;
  const gLine = stated
    ? `1 kgf = ${fmt(g)} N, como da el enunciado`
    : gMatch
      ? `con g = ${fmt(g)} m/s², como da el enunciado`
      : `con g = ${fmt(g)} m/s²`;
  const factors = [from, to].filter((unit) => unit.symbol !== 'N').map((unit) => forceFactorLine(unit, g));
  const ratio = from.newtons / to.newtons;
  return workedReply({
    title: 'Conversión de unidades de fuerza',
    data: `F = ${typed}${fmt(value, 4)} ${from.symbol}${usesG ? `; ${gLine}` : ''}`,
    steps: [
      ...factors,
      ratio >= 1
        ? `De ${from.symbol} a ${to.symbol} multiplicás: $${tex(value, 4)} \\cdot ${tex(ratio, 6)} ${texIs(result)}$ ${to.symbol}.`
        : `De ${from.symbol} a ${to.symbol} dividís: $${tex(value, 4)} \\div ${tex(1 / ratio, 6)} ${texIs(result)}$ ${to.symbol}.`,
    ],
    answer: `**${fmt(value, 4)} ${from.symbol} ${is(result)} ${fmtResult(result, 4)} ${to.symbol}**`,
    closing: '¿Cuánto marcaría en kgf una balanza con ese cuerpo, y cuánto en newtons un dinamómetro?',
  });
}

// Energies with the prefixes the kernel's table, folded to lower case, cannot tell apart (mJ, MJ).
const ENERGY_PREFIXES: Readonly<Record<string, { symbol: string; joules: number }>> = {
  kWh: { symbol: 'kWh', joules: 3.6e6 },
  kW·h: { symbol: 'kWh', joules: 3.6e6 },
  GJ: { symbol: 'GJ', joules: 1e9 },
  MJ: { symbol: 'MJ', joules: 1e6 },
  megajoule: { symbol: 'MJ', joules: 1e6 },
  megajoules: { symbol: 'MJ', joules: 1e6 },
  kJ: { symbol: 'kJ', joules: 1e3 },
  kilojoule: { symbol: 'kJ', joules: 1e3 },
  kilojoules: { symbol: 'kJ', joules: 1e3 },
  J: { symbol: 'J', joules: 1 },
  joule: { symbol: 'J', joules: 1 },
  joules: { symbol: 'J', joules: 1 },
  mJ: { symbol: 'mJ', joules: 1e-3 },
  milijoule: { symbol: 'mJ', joules: 1e-3 },
  milijoules: { symbol: 'mJ', joules: 1e-3 },
};
const ENERGY_UNIT = `(${Object.keys(ENERGY_PREFIXES)
  .sort((a, b) => b.length - a.length)
  .join('|')})(?![\\p{L}\\d/])`;
const energyPattern = new RegExp(`(?<![\\d.,])(${NUMBER_SOURCE})\\s*${ENERGY_UNIT}`, 'gu');
const energyTarget = new RegExp(`(?<![\\p{L}])(?:a|en|[Cc]u[aá]nt[oa]s)\\s+${ENERGY_UNIT}`, 'gu');

/**
 * An energy in MJ or mJ, or into them: «Expresá una energía de 0,25 MJ en kJ». Read as typed, since a
 * mJ is not a MJ; conversions between J and kJ are the unit table's. Checked back.
 */
export function prefixedEnergyConversion(message: string): string | undefined {
  const typed = message.replace(/\u00a0/g, ' ');
  const found = [...typed.matchAll(energyPattern)];
  if (found.length !== 1) return undefined;
  const [match] = found as [RegExpExecArray];
  const target = targetApart(typed, energyTarget, match);
  if (!target || !CUE.test(foldText(typed))) return undefined;
  if (typedNumbers(foldText(typed)).length !== 1) return undefined;
  const from = ENERGY_PREFIXES[group(match, 2)];
  const to = ENERGY_PREFIXES[group(target, 1)];
  if (!from || !to || from.symbol === to.symbol) return undefined;
  // J, kJ and kWh among themselves are the unit table's.
  if (![from.symbol, to.symbol].some((symbol) => ['MJ', 'mJ', 'GJ'].includes(symbol))) return undefined;
  const value = parseNumber(group(match, 1));
  if (!Number.isFinite(value)) return undefined;
  const ratio = from.joules / to.joules;
  const result = value * ratio;
  if (Math.abs(result / ratio - value) > 1e-9 * Math.abs(value)) return undefined;
  return workedReply({
    title: 'Conversión de unidades de energía',
    data: `E = ${fmt(value, 4)} ${from.symbol}; la piden en ${to.symbol}`,
    steps: [
      `1 ${from.symbol} = ${fmtResult(from.joules, 6)} J y 1 ${to.symbol} = ${fmtResult(to.joules, 6)} J: 1 ${from.symbol} ${is(ratio)} ${fmtResult(ratio, 6)} ${to.symbol}.`,
      `$${tex(value, 4)} \\cdot ${tex(ratio, 6)} ${texIs(result)}$ ${to.symbol}.`,
    ],
    answer: `**${fmt(value, 4)} ${from.symbol} ${is(result)} ${fmtResult(result, 4)} ${to.symbol}**`,
    closing: '¿Cuántos kJ hay en un MJ? Fijate cuántos lugares corrés la coma.',
  });
}

// A power times a time, the way meters and the guides write energies: «500 CV·min», «3 kW·min», «2 HP·h».
const POWERS: Readonly<Record<string, { symbol: string; watts: number }>> = {
  w: { symbol: 'W', watts: 1 },
  kw: { symbol: 'kW', watts: 1000 },
  cv: { symbol: 'CV', watts: 735.5 },
  hp: { symbol: 'HP', watts: 745.7 },
};
const TIMES: Readonly<Record<string, { symbol: string; seconds: number }>> = {
  s: { symbol: 's', seconds: 1 },
  min: { symbol: 'min', seconds: 60 },
  h: { symbol: 'h', seconds: 3600 },
};
const POWER_TIME = `(w|kw|cv|hp)\\s*[*.]\\s*(s|min|h)(?![a-z0-9])`;
const powerTimePattern = new RegExp(
  `(?<![\\d.,^])(${NUMBER_SOURCE})(?:\\s*[*x]\\s*10\\s*\\^\\s*\\(?(-?\\d+)\\)?)?\\s*${POWER_TIME}`,
  'g',
);
const ENERGY_TARGETS: Readonly<Record<string, { symbol: string; joules: number }>> = {
  'kw*h': { symbol: 'kW·h', joules: 3.6e6 },
  'kw.h': { symbol: 'kW·h', joules: 3.6e6 },
  kwh: { symbol: 'kW·h', joules: 3.6e6 },
  'w*h': { symbol: 'W·h', joules: 3600 },
  wh: { symbol: 'W·h', joules: 3600 },
  kj: { symbol: 'kJ', joules: 1000 },
  j: { symbol: 'J', joules: 1 },
  joules: { symbol: 'J', joules: 1 },
};
const energyTargetPattern =
  /(?:\ba|\ben|cuant[oa]s)\s+(kw\*h|kw\.h|kwh|w\*h|wh|kj|joules|j)(?![a-z0-9*]|\.[a-z])/g;
// «1 CV = 735,5 W»: the power unit's watts as the statement gives them.
const statedWatts = (folded: string, unit: string) =>
  new RegExp(`\\b1\\s*${unit}\\s*(?:=|equivale a)\\s*(${NUMBER_SOURCE})\\s*w\\b`).exec(folded);

/**
 * An energy written as a power times a time («500 CV·min», «2 HP·h») in kW·h, W·h, kJ or J: the power
 * in watts (with the statement's «1 CV = 735,5 W» when it gives one) times the time in seconds. Only
 * that quantity and that equivalence may be typed. Checked back.
 */
function powerTimeEnergy(folded: string): string | undefined {
  const found = [...folded.matchAll(powerTimePattern)];
  if (found.length !== 1) return undefined;
  const [match] = found as [RegExpExecArray];
  const targets = [...folded.matchAll(energyTargetPattern)];
  const [target] = targets;
  if (!target || targets.length !== 1 || !CUE.test(folded)) return undefined;
  // W·s, W·h and kW·h are the unit table's own.
  if (['w*s', 'w*h', 'kw*h'].includes(`${group(match, 3)}*${group(match, 4)}`)) return undefined;
  const power = POWERS[group(match, 3)];
  const time = TIMES[group(match, 4)];
  const to = ENERGY_TARGETS[group(target, 1)];
  if (!power || !time || !to) return undefined;
  const stated = statedWatts(folded, group(match, 3));
  const watts = stated ? parseNumber(group(stated, 1)) : power.watts;
  const statedAt = stated ? stated.index : -1;
  const others = typedNumbers(folded).filter(
    (typed) =>
      (typed.index < match.index || typed.index >= match.index + match[0].length) &&
      (typed.index < statedAt || typed.index >= statedAt + (stated?.[0].length ?? 0)),
  );
  if (others.length > 0 || !(watts > 0)) return undefined;
  const exponent = match[2] === undefined ? 0 : Number(match[2]);
  const mantissa = parseNumber(group(match, 1));
  const value = mantissa * 10 ** exponent;
  const joules = value * watts * time.seconds;
  const result = joules / to.joules;
  if (Math.abs((result * to.joules) / (watts * time.seconds) - value) > 1e-9 * Math.abs(value))
    return undefined;
  const unit = `${power.symbol}·${time.symbol}`;
  const typed = exponent === 0 ? '' : `${fmt(mantissa, 4)} · 10${toSuperscripts(exponent)} ${unit} = `;
  return workedReply({
    title: 'Conversión de unidades de energía',
    data: `E = ${typed}${fmt(value, 4)} ${unit}${stated ? `; 1 ${power.symbol} = ${fmt(watts, 4)} W, como da el enunciado` : ''}`,
    steps: [
      `Una potencia por un tiempo es una energía: 1 ${unit} = ${fmt(watts, 4)} W · ${fmt(time.seconds, 4)} s = ${fmtResult(watts * time.seconds, 6)} J.`,
      `$E = ${tex(value, 4)} \\cdot ${tex(watts * time.seconds, 6)} ${texIs(joules)}$ J.`,
      ...(to.symbol === 'J'
        ? []
        : [
            `En ${to.symbol}: 1 ${to.symbol} = ${fmtResult(to.joules, 6)} J, así que $E = ${tex(joules, 4)} \\div ${tex(to.joules, 6)} ${texIs(result)}$ ${to.symbol}.`,
          ]),
    ],
    answer: `**${fmt(value, 4)} ${unit} ${is(result)} ${fmtResult(result, 4)} ${to.symbol}**`,
    closing: '¿Cuántos J tiene 1 kW·h? Pensá cuántos segundos tiene una hora.',
  });
}

/** A density, a force or a power times a time converted, from the folded statement, or undefined. */
export function compoundConversion(folded: string): string | undefined {
  return densityConversion(folded) ?? forceConversion(folded) ?? powerTimeEnergy(folded);
}
