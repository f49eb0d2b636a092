/**
 * The empirical (minimal) formula from a composition, and the molecular one when the molar mass is
 * given: percentages of every element («40 % de carbono, 6,67 % de hidrógeno y 53,33 % de oxígeno»), or
 * the masses of every element, or a sample of an oxide and the mass of its metal (oxygen by difference).
 * Declines when the percentages do not add up to 100, when the mole ratios are not close to small whole
 * numbers, or when a number of the statement finds no place.
 */
import { atomicMasses, type ElementSymbol, isElementSymbol } from '../../science/atomic-masses.ts';
import { GAS_CONSTANT, MOLAR_VOLUME } from '../../science/constants.ts';
import { elements } from '../../science/elements.ts';
import { molarMass, parseFormula, pretty } from '../../science/formula.ts';
import { foldText } from '../text.ts';
import type { SolverReply } from './declaration.ts';
import { withoutGivenAtomicMasses } from './formula-facts.ts';
import { fmt, NUMBER_SOURCE, parseNumber } from './numbers.ts';
import { workedReply } from './reply.ts';
import { withoutOptions } from './statement.ts';

const ELEMENT_BY_NAME = new Map(
  (Object.keys(elements) as ElementSymbol[]).map((symbol) => [foldText(elements[symbol].name), symbol]),
);

function elementOf(word: string, raw: string): ElementSymbol | undefined {
  const bare = raw.replace(/[^\p{L}]/gu, '');
  if (isElementSymbol(bare)) return bare;
  return ELEMENT_BY_NAME.get(word.replace(/[^\p{L}]/gu, ''));
}

interface Share {
  element: ElementSymbol;
  /** Grams in the sample, or grams in 100 g for a percentage. */
  grams: number;
}

/** «40 % de carbono», «6,67 % H»: each element once, in the order written. */
function readShares(text: string, folded: string, pattern: RegExp, strict: boolean): Share[] | undefined {
  const shares: Share[] = [];
  for (const m of folded.matchAll(pattern)) {
    const start = (m.index ?? 0) + m[0].length - (m[2]?.length ?? 0);
    const element = elementOf(m[2] ?? '', text.slice(start, start + (m[2]?.length ?? 0)));
    // «5,6 g de un óxido»: a mass of something else is the sample, read apart; a percentage must name an element.
    if (!element) {
      if (strict) return undefined;
      continue;
    }
    if (shares.some((share) => share.element === element)) return undefined;
    shares.push({ element, grams: parseNumber(m[1] ?? '') });
  }
  return shares;
}

/** The smallest whole multiples of the mole ratios, if they are near whole numbers (within 0,05). */
export function wholeRatios(moles: readonly number[]): number[] | undefined {
  const least = Math.min(...moles);
  if (!(least > 0)) return undefined;
  const ratios = moles.map((n) => n / least);
  for (let k = 1; k <= 6; k += 1) {
    const scaled = ratios.map((r) => r * k);
    if (scaled.every((r) => Math.abs(r - Math.round(r)) <= 0.05)) return scaled.map(Math.round);
  }
  return undefined;
}

interface GasMolarMass {
  value: number;
  /** How many numbers of the statement it read. */
  numbers: number;
  step: string;
}

const GAS_MASS = new RegExp(
  String.raw`(${NUMBER_SOURCE})\s*(mg|g)\s+(?:de|del)\s+(?:(?:su|ese|este|dicho|el|la)\s+)?(?:gas|vapor|compuesto(?: vaporizado)?|sustancia)\b`,
);
const GAS_VOLUME = new RegExp(
  String.raw`(${NUMBER_SOURCE})\s*(ml|cm3|cm³|cc|dm3|dm³|l|litros?)(?![\p{L}\d])`,
  'gu',
);
const GAS_TEMPERATURE = new RegExp(String.raw`(${NUMBER_SOURCE})\s*(°\s*c|k)(?![\p{L}\d])`, 'gu');
const GAS_PRESSURE = new RegExp(String.raw`(${NUMBER_SOURCE})\s*(atm|mmhg|torr|hpa|kpa)(?![\p{L}\d])`, 'gu');

/**
 * «Una muestra de 2,8 g de ese gas ocupa 2,24 L en CNPT», «0,46 g del compuesto … 492 cm³ de vapor a
 * 27 °C y 380 mmHg»: the compound's molar mass from a sample of its gas, M = m·22,4/V or M = mRT/(PV).
 * One mass of the gas, one volume, and the CNPT or one temperature and one pressure.
 */
function gasMolarMass(folded: string): GasMolarMass | undefined {
  const mass = GAS_MASS.exec(folded);
  const volumes = [...folded.matchAll(GAS_VOLUME)];
  const [volume] = volumes;
  if (!mass || volumes.length !== 1 || !volume) return undefined;
  const grams = parseNumber(mass[1] ?? '') / (mass[2] === 'mg' ? 1000 : 1);
  const liters = parseNumber(volume[1] ?? '') / (/^(?:ml|cm|cc)/.test(volume[2] ?? '') ? 1000 : 1);
  const temperatures = [...folded.matchAll(GAS_TEMPERATURE)];
  const pressures = [...folded.matchAll(GAS_PRESSURE)];
  const cnpt = /\bcnpt\b|condiciones normales|\bc\.?n\.?p\.?t\b/.test(folded);
  if (!(grams > 0 && liters > 0)) return undefined;
  if (cnpt) {
    if (temperatures.length || pressures.length) return undefined;
    const value = (grams * MOLAR_VOLUME) / liters;
    return {
      value,
      numbers: 2,
      step: `En CNPT un mol de gas ocupa ${fmt(MOLAR_VOLUME)} L: n = ${fmt(liters, 4)} L / ${fmt(MOLAR_VOLUME)} L/mol = ${fmt(liters / MOLAR_VOLUME, 5)} mol, y M = m / n = ${fmt(grams, 4)} g / ${fmt(liters / MOLAR_VOLUME, 5)} mol = ${fmt(value)} g/mol.`,
    };
  }
  const [temperature] = temperatures;
  const [pressure] = pressures;
  if (temperatures.length !== 1 || pressures.length !== 1 || !temperature || !pressure) return undefined;
  const kelvin = parseNumber(temperature[1] ?? '') + (/°/.test(temperature[2] ?? '') ? 273 : 0);
  const unit = pressure[2] ?? '';
  const perAtm = unit === 'atm' ? 1 : unit === 'hpa' ? 1013.25 : unit === 'kpa' ? 101.325 : 760;
  const atm = parseNumber(pressure[1] ?? '') / perAtm;
  if (!(kelvin > 0 && atm > 0)) return undefined;
  const moles = (atm * liters) / (GAS_CONSTANT * kelvin);
  const value = grams / moles;
  return {
    value,
    numbers: 4,
    step: `Con PV = nRT: n = PV / (RT) = ${fmt(atm, 4)} atm · ${fmt(liters, 4)} L / (${fmt(GAS_CONSTANT, 3)} · ${fmt(kelvin)} K) = ${fmt(moles, 5)} mol, y M = m / n = ${fmt(grams, 4)} g / ${fmt(moles, 5)} mol = ${fmt(value)} g/mol.`,
  };
}

const formulaOf = (shares: readonly Share[], counts: readonly number[]) =>
  shares.map((share, i) => `${share.element}${counts[i] === 1 ? '' : counts[i]}`).join('');

/** An empirical or molecular formula from a composition; undefined when not one we read whole. */
export function solveEmpiricalFormula(problem: string): SolverReply | undefined {
  return empiricalFormula(problem) ?? molecularFromMinimal(problem);
}

// «su fórmula mínima es CH₂O», «tiene fórmula empírica P₂O₅»: the formula said right after too.
const MINIMAL =
  /f[oó]rmula (?:m[ií]nima|emp[ií]rica)(?:[^.?¿]*?\b(?:es|:)\s+|\s+)([A-Z][A-Za-z0-9₀-₉()]*)(?![\p{L}\d])/u;
// «su masa molar es 180 g/mol», «y masa molar 284 g/mol».
const MOLAR_MASS = new RegExp(
  String.raw`masa (?:molar|molecular)(?:[^.?¿\d]*?(?:es|de|=|vale)\s*(?:de\s+)?|\s+)(${NUMBER_SOURCE})\s*g\s*\/\s*mol\b`,
);

/**
 * «La fórmula mínima de un azúcar es CH₂O y su masa molar es 180 g/mol»: the molecular formula is the
 * minimal one n times, n = M / M(mínima) a whole number; asked, the formula, n or one element's atoms.
 */
function molecularFromMinimal(problem: string): SolverReply | undefined {
  const text = withoutGivenAtomicMasses(withoutOptions(problem));
  if (text === undefined) return undefined;
  const minimal = MINIMAL.exec(text);
  const folded = foldText(text);
  const masses = [...folded.matchAll(new RegExp(MOLAR_MASS.source, 'g'))];
  const parsed = minimal ? parseFormula(minimal[1] ?? '') : undefined;
  if (!minimal || !parsed?.ok || masses.length !== 1) return undefined;
  // Every number is the formula's or the molar mass.
  const rest = folded
    .replace(MOLAR_MASS, ' ')
    .replace(foldText(minimal[1] ?? ''), ' ')
    .replace(/^\s*\d+\s*[).-]\s*/, '');
  if (/\d/.test(rest)) return undefined;
  const given = parseNumber(masses[0]?.[1] ?? '');
  const unit = molarMass(parsed.composition);
  const times = Math.round(given / unit);
  if (!(times >= 1) || Math.abs(given / unit - times) > 0.02 * times) return undefined;
  const molecular = [...parsed.composition]
    .map(([symbol, count]) => `${symbol}${count * times > 1 ? count * times : ''}`)
    .join('');
  const question = folded.slice(Math.max(0, folded.lastIndexOf('¿')));
  const atomsOf = /cuant[oa]s atomos de (\p{L}+)/u.exec(question)?.[1];
  const element = atomsOf === undefined ? undefined : ELEMENT_BY_NAME.get(atomsOf);
  // «¿Cuántos átomos tiene cada molécula?», «¿cuántos átomos en total forman una molécula?»: all of them.
  const total =
    atomsOf === undefined &&
    /\b(?:cuant[oa]s atomos|numero (?:total )?de atomos|atomos en total)\b/.test(question) &&
    /\bmolecula\b|en total/.test(question);
  const asked = [
    atomsOf !== undefined,
    /formula molecular/.test(question),
    /cuantas veces/.test(question),
    total,
  ];
  if (asked.filter(Boolean).length !== 1 || (atomsOf !== undefined && !element)) return undefined;
  const count = element ? parsed.composition.get(element) : undefined;
  if (element && count === undefined) return undefined;
  const atoms = [...parsed.composition.values()].reduce((sum, n) => sum + n * times, 0);
  const answer = element
    ? `**${(count ?? 0) * times} átomos de ${elements[element].name} por molécula (${pretty(molecular)})**`
    : total
      ? `**${atoms} átomos por molécula (${pretty(molecular)})**`
      : asked[1]
        ? `**${pretty(molecular)}**`
        : `**${times} veces**`;
  return {
    text: workedReply({
      title: 'Fórmula molecular',
      data: `fórmula mínima ${pretty(minimal[1] ?? '')}; M = ${fmt(given)} g/mol`,
      steps: [
        `Masa molar de la fórmula mínima: ${[...parsed.composition].map(([symbol, n]) => `${n > 1 ? `${n} · ` : ''}${fmt(atomicMasses[symbol as ElementSymbol])}`).join(' + ')} = ${fmt(unit)} g/mol.`,
        `${fmt(given)} / ${fmt(unit)} = ${times}: la fórmula molecular tiene ${times} veces cada subíndice, ${pretty(molecular)}.`,
        ...(total
          ? [
              `Átomos por molécula: ${[...parsed.composition.values()].map((n) => n * times).join(' + ')} = ${atoms}.`,
            ]
          : []),
      ],
      answer,
      closing: '¿Qué fórmula mínima tiene el C₂H₄O₂?',
    }),
    certain: true,
  };
}

function empiricalFormula(problem: string): SolverReply | undefined {
  // «(C = 12; H = 1)»: atomic masses the kernel holds too; another value declines.
  const text = withoutGivenAtomicMasses(withoutOptions(problem));
  if (text === undefined) return undefined;
  const folded = foldText(text);
  const question = folded.slice(Math.max(0, folded.lastIndexOf('¿')));
  // «¿Cuántos átomos de carbono tiene cada molécula?»: a count of the molecular formula.
  const countWord = /cuant[oa]s atomos de (\p{L}+)[^?]*\bmolecula/u.exec(question)?.[1];
  const counted = countWord === undefined ? undefined : (ELEMENT_BY_NAME.get(countWord) ?? undefined);
  if (countWord !== undefined && !counted) return undefined;
  const gas = gasMolarMass(folded);
  // «Calcule su masa molar» of a compound whose gas sample gives it, beside its composition.
  const molarAsked = gas !== undefined && /\b(?:masa|peso) (?:molar|molecular)\b/.test(folded);
  const empirical = /formula (?:empirica|minima)/.test(folded);
  const molecular = /formula molecular/.test(folded) || counted !== undefined;
  if (!empirical && !molecular && !molarAsked) return undefined;
  // A count of atoms, a formula's mass or its name asked of the formula is another question than the formula.
  if (
    /(?:masa|peso)(?: molar| molecular)? de (?:su|la|el)\b|nombr|atomicidad/.test(question) ||
    (/cuant/.test(question) && counted === undefined)
  )
    return undefined;
  const percents = readShares(
    text,
    folded,
    new RegExp(String.raw`(${NUMBER_SOURCE})\s*%\s*(?:en masa\s+)?(?:de\s+)?(\p{L}+)`, 'gu'),
    true,
  );
  const masses = readShares(
    text,
    folded,
    new RegExp(String.raw`(${NUMBER_SOURCE})\s*g\s+de\s+(\p{L}+)`, 'gu'),
    false,
  );
  if (!percents || !masses) return undefined;
  // «composición centesimal: C 52,17 %; H 13,04 %; O 34,78 %»: each symbol before its percentage.
  if (percents.length === 0)
    for (const m of text.matchAll(
      new RegExp(String.raw`(?<![\p{L}\d])([A-Z][a-z]?)\s*:?\s*(${NUMBER_SOURCE})\s*%`, 'gu'),
    )) {
      const element = m[1] ?? '';
      if (!isElementSymbol(element) || percents.some((share) => share.element === element)) return undefined;
      percents.push({ element, grams: parseNumber(m[2] ?? '') });
    }
  const molar = new RegExp(
    String.raw`(?:masa molar|masa molecular|peso molecular)[^\d]{0,30}?(${NUMBER_SOURCE})\s*g\s*/\s*mol`,
  ).exec(folded);
  if (gas && (molar || percents.length === 0)) return undefined;
  let used = molar ? 1 : gas ? gas.numbers : 0;
  // «…y el resto de oxígeno», «el resto es nitrógeno»: the element whose share is the difference.
  const restWord = /\bel resto (?:es |son |corresponde a(?:l)? )?(?:de(?:l)? )?(\p{L}+)/u.exec(folded)?.[1];
  const rest = restWord ? ELEMENT_BY_NAME.get(restWord) : undefined;
  if (restWord && !rest) return undefined;
  let shares: Share[];
  const steps: string[] = [];
  if (percents.length >= 1 && masses.length === 0) {
    const total = percents.reduce((sum, share) => sum + share.grams, 0);
    shares = percents;
    used += percents.length;
    steps.push('Tomá 100 g de compuesto: cada porcentaje pasa a ser una masa en gramos.');
    // «Un óxido de azufre contiene 40 % de azufre»: an oxide of that element, the rest is oxygen.
    const oxideOf = /\boxido de (\p{L}+)/u.exec(folded)?.[1];
    const oxide =
      oxideOf !== undefined &&
      percents.length === 1 &&
      percents[0]?.element !== 'O' &&
      ELEMENT_BY_NAME.get(oxideOf) === percents[0]?.element;
    if (oxide && total < 100) {
      shares = [...percents, { element: 'O', grams: 100 - total }];
      steps.push(`El resto es oxígeno: 100 − ${fmt(total, 4)} = ${fmt(100 - total, 4)} g de O.`);
    } else if (rest && total < 100 - 0.5 && !percents.some((share) => share.element === rest)) {
      shares = [...percents, { element: rest, grams: 100 - total }];
      steps.push(
        `El resto es ${elements[rest].name}: 100 − ${fmt(total, 4)} = ${fmt(100 - total, 4)} g de ${rest}.`,
      );
    } else if (percents.length < 2 || Math.abs(total - 100) > 0.5) return undefined;
  } else if (percents.length === 0 && masses.length >= 1) {
    // «5,6 g de un óxido de hierro contiene 3,92 g de hierro»: the sample, the metal, oxygen by difference.
    const sample = new RegExp(String.raw`(${NUMBER_SOURCE})\s*g\s+de\s+(?:un|una|el|la)?\s*oxido`).exec(
      folded,
    );
    const named = masses;
    // «Un compuesto de 4,6 g contiene 2,4 g de C, 0,6 g de H y el resto de oxígeno»: the sample, the
    // element named as the rest by difference.
    const whole = new RegExp(
      String.raw`(?:(?:compuesto|muestra|sustancia)\s+de\s+(${NUMBER_SOURCE})\s*g\b|(${NUMBER_SOURCE})\s*g\s+de\s+(?:un|una|el|la)?\s*(?:compuesto|muestra|sustancia))`,
    ).exec(folded);
    if (!sample && whole && rest) {
      const total = parseNumber(whole[1] ?? whole[2] ?? '');
      const left = total - named.reduce((sum, share) => sum + share.grams, 0);
      if (!(left > 0) || named.some((share) => share.element === rest)) return undefined;
      shares = [...named, { element: rest, grams: left }];
      used += named.length + 1;
      steps.push(
        `El resto de la muestra es ${elements[rest].name}: ${fmt(total, 4)} g − ${named.map((s) => fmt(s.grams, 4)).join(' − ')} g = ${fmt(left, 4)} g de ${rest}.`,
      );
    } else if (sample) {
      const rest = parseNumber(sample[1] ?? '') - named.reduce((sum, share) => sum + share.grams, 0);
      if (!(rest > 0) || named.some((share) => share.element === 'O')) return undefined;
      shares = [...named, { element: 'O', grams: rest }];
      used += named.length + 1;
      steps.push(
        `El resto de la muestra es oxígeno: ${fmt(parseNumber(sample[1] ?? ''), 4)} g − ${named.map((s) => fmt(s.grams, 4)).join(' − ')} g = ${fmt(rest, 4)} g de O.`,
      );
    } else {
      if (masses.length < 2) return undefined;
      shares = masses;
      used += masses.length;
    }
  } else return undefined;
  // The oxide's sample was read as a mass «de un óxido»: not an element, not counted twice.
  const numbers =
    text
      .replace(/(?<![\p{L}\d])(?:[A-Z][a-z]?[0-9₀-₉]*)+(?![\p{L}\d])/gu, ' ')
      .match(new RegExp(NUMBER_SOURCE, 'g')) ?? [];
  if (numbers.length !== used) return undefined;
  const moles = shares.map((share) => share.grams / atomicMasses[share.element]);
  const counts = wholeRatios(moles);
  if (!counts) return undefined;
  const least = Math.min(...moles);
  steps.push(
    `Pasá cada masa a moles de átomos: ${shares.map((s, i) => `${s.element}: ${fmt(s.grams, 4)} / ${fmt(atomicMasses[s.element])} = ${fmt(moles[i] ?? 0, 4)}`).join('; ')}.`,
    `Dividí por el menor (${fmt(least, 4)}) y, si hace falta, multiplicá por un entero chico hasta que todos sean enteros: ${shares.map((s, i) => `${s.element} ${counts[i]}`).join(', ')}.`,
  );
  const formula = formulaOf(shares, counts);
  let answer = `**Fórmula empírica: ${pretty(formula)}**`;
  if (gas) {
    // The gas's molar mass is a whole multiple of the empirical formula's: that checks the reading.
    const unit = shares.reduce((sum, share, i) => sum + atomicMasses[share.element] * (counts[i] ?? 0), 0);
    const factor = gas.value / unit;
    const n = Math.round(factor);
    if (Math.abs(factor - n) > 0.05 || n < 1) return undefined;
    const molecularFormula = formulaOf(
      shares,
      counts.map((c) => c * n),
    );
    steps.push(
      gas.step,
      `La fórmula empírica pesa ${fmt(unit)} g/mol; ${fmt(gas.value)} / ${fmt(unit)} ≈ ${n}: la fórmula molecular tiene ${n} ${n === 1 ? 'vez' : 'veces'} cada subíndice, ${pretty(molecularFormula)}.`,
    );
    const named = counted
      ? `${molecularFormula.match(new RegExp(`${counted}(\\d*)(?![a-z])`))?.[1] || '1'} átomos de ${counted} por molécula`
      : undefined;
    answer = `**${[
      ...(empirical ? [`Fórmula empírica: ${pretty(formula)}`] : []),
      ...(molarAsked ? [`M = ${fmt(gas.value)} g/mol`] : []),
      ...(molecular && !counted ? [`Fórmula molecular: ${pretty(molecularFormula)}`] : []),
      ...(named ? [named] : []),
    ].join('; ')}**`;
  } else if (molecular) {
    if (!molar) return undefined;
    const given = parseNumber(molar[1] ?? '');
    const unit = shares.reduce((sum, share, i) => sum + atomicMasses[share.element] * (counts[i] ?? 0), 0);
    const factor = given / unit;
    if (Math.abs(factor - Math.round(factor)) > 0.05 || Math.round(factor) < 1) return undefined;
    const n = Math.round(factor);
    const molecularFormula = formulaOf(
      shares,
      counts.map((c) => c * n),
    );
    steps.push(
      `La fórmula empírica pesa ${fmt(unit)} g/mol; ${fmt(given)} / ${fmt(unit)} = ${n}: la molecular tiene ${n} veces cada subíndice.`,
    );
    const count = counted && molecularFormula.match(new RegExp(`${counted}(\\d*)(?![a-z])`));
    if (counted && !count) return undefined;
    answer = count
      ? `**${count[1] || '1'} átomos de ${counted} por molécula (${pretty(molecularFormula)})**`
      : `**Fórmula molecular: ${pretty(molecularFormula)}**`;
  } else if (molar) return undefined;
  return {
    text: workedReply({
      title: molecular || molarAsked ? 'Fórmula molecular' : 'Fórmula empírica',
      data: shares.map((s) => `${s.element} ${fmt(s.grams, 4)} g`).join('; '),
      steps,
      answer,
      closing: '¿Por qué se divide por el menor número de moles y no por el mayor?',
    }),
    certain: true,
  };
}
