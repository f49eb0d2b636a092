/**
 * The average atomic mass of an element from its isotopes: each isotope's mass times its abundance,
 * summed. The isotopes are written «³⁵Cl», «cloro-35» or «Cl-35»; each has its abundance in % and either
 * its mass in u or, when the statement says so, its mass number as its mass. One abundance may be left as
 * «el resto». Every number of the statement is one of these, the abundances add up to 100 %, or no reading.
 */
import { elements } from '../../science/elements.ts';
import { foldText } from '../text.ts';
import type { SolverReply } from './declaration.ts';
import { fmt, fmtResult, parseNumber, relation, tex } from './numbers.ts';
import { workedReply } from './reply.ts';
import { withoutOptions } from './statement.ts';

const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const bySymbol = new Map(Object.entries(elements).map(([symbol, element]) => [symbol, element]));
const byName = new Map(
  Object.entries(elements).map(([symbol, element]) => [foldText(element.name), symbol] as const),
);

interface Isotope {
  symbol: string;
  massNumber: number;
  index: number;
  end: number;
  abundance?: number;
  mass?: number;
}

// «³⁵Cl», «cloro-35», «Cl-35», «cloro 35».
const ISOTOPE = new RegExp(
  `([${SUPERSCRIPT}]+)\\s?([A-Z][a-z]?)(?![a-z])|\\b([A-Z][a-z]?|\\p{Ll}+)\\s?-\\s?(\\d{1,3})(?![\\d,.])`,
  'gu',
);

function isotopesOf(text: string): Isotope[] {
  const found: Isotope[] = [];
  for (const match of text.matchAll(ISOTOPE)) {
    let symbol: string | undefined;
    let massNumber: number;
    if (match[1] !== undefined) {
      symbol = match[2];
      massNumber = Number([...match[1]].map((c) => SUPERSCRIPT.indexOf(c)).join(''));
    } else {
      const word = match[3] ?? '';
      symbol = bySymbol.has(word) ? word : byName.get(foldText(word));
      massNumber = Number(match[4]);
    }
    if (!symbol || !bySymbol.has(symbol) || !(massNumber > 0)) continue;
    found.push({ symbol, massNumber, index: match.index, end: match.index + match[0].length });
  }
  return found;
}

const PERCENT = /(\d+(?:[.,]\d+)?)\s*%/g;
const MASS_U = /(\d+(?:[.,]\d+)?)\s*(?:u|uma|u\.m\.a\.?)(?![\p{L}\d])/gu;

export function solveIsotopeAverage(problem: string): SolverReply | undefined {
  const text = withoutOptions(problem);
  const folded = foldText(text);
  const question = folded.slice(Math.max(0, folded.lastIndexOf('¿'), folded.lastIndexOf('. ') + 1));
  if (
    !/masa atomica (?:relativa )?(?:promedio|media)|peso atomico (?:promedio|medio)|masa atomica (?:relativa )?del\b/.test(
      question,
    )
  )
    return undefined;
  // Only the average asked: a percentage or a particle count asked too is another part.
  if (/porcentaje|abundancia|neutrones|protones|electrones|cuantos|cual(?:es)? de/.test(question))
    return undefined;
  const isotopes = isotopesOf(text);
  const [first] = isotopes;
  if (!first || isotopes.length < 2 || isotopes.some((isotope) => isotope.symbol !== first.symbol))
    return undefined;
  if (new Set(isotopes.map((isotope) => isotope.massNumber)).size !== isotopes.length) return undefined;
  // Each isotope's data: what follows it up to the next one.
  let rest = text;
  for (const [k, isotope] of isotopes.entries()) {
    const span = text.slice(isotope.end, isotopes[k + 1]?.index ?? text.length);
    const percents = [...span.matchAll(PERCENT)];
    const masses = [...span.matchAll(MASS_U)];
    if (percents.length > 1 || masses.length > 1) return undefined;
    if (percents[0]) isotope.abundance = parseNumber(percents[0][1] ?? '');
    if (masses[0]) isotope.mass = parseNumber(masses[0][1] ?? '');
  }
  rest = rest.replace(ISOTOPE, ' ').replace(PERCENT, ' ').replace(MASS_U, ' ');
  if (/\d/.test(rest)) return undefined;
  const byMassNumber =
    /igual a su numero masico|igual al numero masico|(?:su|el) numero masico como (?:su )?masa/.test(folded);
  if (isotopes.some((isotope) => isotope.mass === undefined) && !byMassNumber) return undefined;
  if (byMassNumber && isotopes.some((isotope) => isotope.mass !== undefined)) return undefined;
  const missing = isotopes.filter((isotope) => isotope.abundance === undefined);
  const steps: string[] = [];
  if (missing.length > 1) return undefined;
  const known = isotopes.reduce((sum, isotope) => sum + (isotope.abundance ?? 0), 0);
  const [left] = missing;
  if (left) {
    // «el resto», or an element said to be just these two («una mezcla de dos isótopos»): the other one's.
    const onlyThese =
      isotopes.length === 2 &&
      /\b(?:dos|2) isotopos\b|\b(?:solo|unicamente) (?:por )?(?:estos|dos)\b/.test(folded);
    if (!/\bel resto\b|\bresto\b/.test(folded) && !onlyThese) return undefined;
    left.abundance = 100 - known;
    if (!(left.abundance > 0)) return undefined;
    steps.push(
      `La abundancia que falta es el resto${/\bresto\b/.test(folded) ? '' : ' (el elemento tiene sólo esos dos isótopos)'}: 100 % − ${fmt(known, 4)} % = ${fmt(left.abundance, 4)} %.`,
    );
  } else if (Math.abs(known - 100) > 1e-6) return undefined;
  const name = (isotope: Isotope) =>
    `${[...String(isotope.massNumber)].map((d) => SUPERSCRIPT[Number(d)]).join('')}${isotope.symbol}`;
  const massOf = (isotope: Isotope) => isotope.mass ?? isotope.massNumber;
  if (byMassNumber) steps.push('La masa de cada isótopo se toma igual a su número másico.');
  const average = isotopes.reduce(
    (sum, isotope) => sum + (massOf(isotope) * (isotope.abundance ?? 0)) / 100,
    0,
  );
  steps.push(
    `Promedio ponderado por las abundancias: $\\bar{A} = ${isotopes
      .map((isotope) => `${tex(massOf(isotope), 6)} \\cdot ${tex((isotope.abundance ?? 0) / 100, 6)}`)
      .join(' + ')} ${relation(average) === '=' ? '=' : '\\approx'} ${tex(average, 2)}$ u.`,
  );
  return {
    text: workedReply({
      title: 'Masa atómica promedio',
      data: isotopes
        .map(
          (isotope) =>
            `${name(isotope)}: ${fmt(isotope.abundance ?? 0, 6)} %${isotope.mass === undefined ? '' : `, ${fmt(isotope.mass, 6)} u`}`,
        )
        .join('; '),
      steps,
      answer: `**Masa atómica promedio ${relation(average)} ${fmtResult(average)} u**`,
      closing: '¿Por qué el promedio queda más cerca de la masa del isótopo más abundante?',
    }),
    certain: true,
  };
}

/**
 * The abundance of one of two isotopes from the average atomic mass («⁶³Cu (masa 62,93 u) y ⁶⁵Cu (masa
 * 64,93 u)… la masa atómica promedio del cobre es 63,55 u, determine el porcentaje de abundancia del
 * ⁶³Cu»): x · m₁ + (1 − x) · m₂ = M̄. The masses in u, or the mass numbers when the statement takes them as
 * the masses; the isotopes named («¹⁰B») or not («dos isótopos, uno de masa 10,01 u y otro de 11,01 u»,
 * the one asked «el más liviano»); the average between them, every number read.
 */
const AVERAGE =
  /(?:masa|peso) at[oó]mic[oa] (?:relativ[oa] )?(?:promedio|medi[oa])?\s*(?:del? [\p{L}]+ )?(?:natural )?(?:es(?: de)?|de|vale|igual a|=)\s*(\d+(?:[.,]\d+)?)\s*(?:u\.m\.a\.?|uma|u(?![\p{L}\d]))?/u;

export function solveIsotopeAbundance(problem: string): SolverReply | undefined {
  const text = withoutOptions(problem);
  const folded = foldText(text);
  if (
    !/porcentaje|abundancia/.test(folded) ||
    !/masa atomica (?:relativa )?(?:promedio|media)|peso atomico|masa atomica (?:relativa )?del\b/.test(
      folded,
    )
  ) {
    return undefined;
  }
  if (/neutrones|protones|electrones|%/.test(folded)) return undefined;
  const averageMatch = AVERAGE.exec(text);
  const average = parseNumber(averageMatch?.[1] ?? '');
  if (!averageMatch || average === undefined) return undefined;
  const averageAt = averageMatch.index;
  const isotopes = isotopesOf(text);
  const distinct = isotopes.filter(
    (isotope, k) => isotopes.findIndex((o) => o.massNumber === isotope.massNumber) === k,
  );
  if (isotopes.some((isotope) => isotope.symbol !== isotopes[0]?.symbol)) return undefined;
  const byMassNumber =
    /igual a su numero masico|igual al numero masico|(?:su|el) numero masico como (?:su )?masa/.test(folded);
  const rest = text.replace(AVERAGE, ' ');
  const masses = [...rest.matchAll(MASS_U)];
  if (/\d/.test(rest.replace(ISOTOPE, ' ').replace(MASS_U, ' '))) return undefined;
  let ma: number | undefined;
  let mb: number | undefined;
  let a: Isotope | undefined;
  let b: Isotope | undefined;
  if (distinct.length === 2) {
    [a, b] = distinct as [Isotope, Isotope];
    if (byMassNumber) {
      if (masses.length > 0) return undefined;
      [ma, mb] = [a.massNumber, b.massNumber];
    } else {
      // The masses in order, each after its isotope.
      if (masses.length !== 2) return undefined;
      [ma, mb] = masses.map((m) => parseNumber(m[1] ?? ''));
      if ((masses[0]?.index ?? 0) < a.end || (masses[1]?.index ?? 0) < b.end) return undefined;
    }
  } else if (distinct.length === 0 && !byMassNumber && /\bdos isotopos\b/.test(folded)) {
    if (masses.length !== 2) return undefined;
    [ma, mb] = masses.map((m) => parseNumber(m[1] ?? ''));
  } else return undefined;
  if (ma === undefined || mb === undefined || ma === mb) return undefined;
  // The isotope asked: the one named after the last «porcentaje» or «abundancia», or the lighter or heavier.
  const askedAt = Math.max(folded.lastIndexOf('porcentaje'), folded.lastIndexOf('abundancia'));
  const named = distinct.length
    ? new Set(
        isotopes
          .filter((isotope) => isotope.index > askedAt && isotope.index > (a?.end ?? 0))
          .map((isotope) => isotope.massNumber),
      )
    : new Set<number>();
  const tail = folded.slice(askedAt);
  const light = /mas livian|mas liger|de menor masa/.test(tail);
  const heavy = /mas pesad|de mayor masa/.test(tail);
  let askedFirst: boolean;
  if (named.size === 1 && !light && !heavy && a) askedFirst = named.has(a.massNumber);
  else if (named.size === 0 && light !== heavy) askedFirst = light ? ma < mb : ma > mb;
  else return undefined;
  if (averageAt > askedAt && named.size === 0) return undefined;
  const [low, high] = ma < mb ? [ma, mb] : [mb, ma];
  if (!(average > low && average < high)) return undefined;
  const x = (average - mb) / (ma - mb);
  const share = askedFirst ? x : 1 - x;
  const name = (isotope: Isotope | undefined, mass: number) =>
    isotope
      ? `${[...String(isotope.massNumber)].map((d) => SUPERSCRIPT[Number(d)]).join('')}${isotope.symbol}`
      : `isótopo de ${fmt(mass, 6)} u`;
  const [na, nb] = [name(a, ma), name(b, mb)];
  const back = ma * x + mb * (1 - x);
  return {
    text: workedReply({
      title: 'Abundancia de un isótopo',
      data: `${na}: ${fmt(ma, 6)} u; ${nb}: ${fmt(mb, 6)} u; masa atómica promedio ${fmt(average, 6)} u`,
      steps: [
        ...(byMassNumber ? ['La masa de cada isótopo se toma igual a su número másico.'] : []),
        `Llamá x a la fracción de ${na}; la de ${nb} es 1 − x.`,
        `Promedio ponderado: ${fmt(ma, 6)} · x + ${fmt(mb, 6)} · (1 − x) = ${fmt(average, 6)}, de donde x = (${fmt(average, 6)} − ${fmt(mb, 6)}) / (${fmt(ma, 6)} − ${fmt(mb, 6)}) = ${fmt(x, 4)}.`,
        `Verificación: ${fmt(ma, 6)} · ${fmt(x, 4)} + ${fmt(mb, 6)} · ${fmt(1 - x, 4)} ≈ ${fmt(back, 4)} u.`,
      ],
      answer: `**Abundancia ${distinct.length ? 'de ' : 'del '}${askedFirst ? na : nb} ${relation(share * 100)} ${fmtResult(share * 100)} %**`,
      closing: '¿Por qué el promedio queda más cerca de la masa del isótopo más abundante?',
    }),
    certain: true,
  };
}
