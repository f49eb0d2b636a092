/**
 * The empirical (minimal) formula from a composition, and the molecular one when the molar mass is
 * given: percentages of every element («40 % de carbono, 6,67 % de hidrógeno y 53,33 % de oxígeno»), or
 * the masses of every element, or a sample of an oxide and the mass of its metal (oxygen by difference).
 * Declines when the percentages do not add up to 100, when the mole ratios are not close to small whole
 * numbers, or when a number of the statement finds no place.
 */
import { atomicMasses, type ElementSymbol, isElementSymbol } from '../../science/atomic-masses.ts';
import { elements } from '../../science/elements.ts';
import { pretty } from '../../science/formula.ts';
import { foldText } from '../text.ts';
import type { SolverReply } from './declaration.ts';
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

const formulaOf = (shares: readonly Share[], counts: readonly number[]) =>
  shares.map((share, i) => `${share.element}${counts[i] === 1 ? '' : counts[i]}`).join('');

/** An empirical or molecular formula from a composition; undefined when not one we read whole. */
export function solveEmpiricalFormula(problem: string): SolverReply | undefined {
  const text = withoutOptions(problem);
  const folded = foldText(text);
  const empirical = /formula (?:empirica|minima)/.test(folded);
  const molecular = /formula molecular/.test(folded);
  if (!empirical && !molecular) return undefined;
  // A count of atoms, a formula's mass or its name asked of the formula is another question than the formula.
  const question = folded.slice(Math.max(0, folded.lastIndexOf('¿')));
  if (/cuant|(?:masa|peso)(?: molar| molecular)? de (?:su|la|el)\b|nombr|atomicidad/.test(question))
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
  const molar = new RegExp(
    String.raw`(?:masa molar|masa molecular|peso molecular)[^\d]{0,30}?(${NUMBER_SOURCE})\s*g\s*/\s*mol`,
  ).exec(folded);
  let used = molar ? 1 : 0;
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
  if (molecular) {
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
    answer = `**Fórmula molecular: ${pretty(molecularFormula)}**`;
  } else if (molar) return undefined;
  return {
    text: workedReply({
      title: molecular ? 'Fórmula molecular' : 'Fórmula empírica',
      data: shares.map((s) => `${s.element} ${fmt(s.grams, 4)} g`).join('; '),
      steps,
      answer,
      closing: '¿Por qué se divide por el menor número de moles y no por el mayor?',
    }),
    certain: true,
  };
}
