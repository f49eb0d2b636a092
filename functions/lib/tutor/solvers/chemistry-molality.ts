/**
 * The molality of a solution: moles of solute per kilogram of solvent (water). Read from the solute's
 * mass and the water's mass («23,4 g de NaCl en 500 g de agua»), or from the solution's volume and
 * density («24 g de NaOH … hasta 500 mL; densidad 1,04 g/mL»: the water is the solution's mass less the
 * solute's). The molar mass is summed from the table; atomic masses the statement lists must be the
 * table's and of the solute's elements. Every number of the statement is one of these, or no reading.
 */
import type { ElementSymbol } from '../../science/atomic-masses.ts';
import { pretty } from '../../science/formula.ts';
import { foldText } from '../text.ts';
import type { SolverReply } from './declaration.ts';
import { fmt, fmtResult, NUMBER_SOURCE, parseNumber, relation, tex } from './numbers.ts';
import { workedReply } from './reply.ts';
import { withoutOptions } from './statement.ts';
import { findSubstances, givenAtomicMassesAgree, molarMassSum } from './substances.ts';

const MASS = new RegExp(`(${NUMBER_SOURCE})\\s*(g|kg|gramos?|kilogramos?)(?![\\p{L}\\d/])`, 'gu');
const VOLUME = new RegExp(`(${NUMBER_SOURCE})\\s*(ml|cm3|cm³|l|litros?|dm3|dm³)(?![\\p{L}\\d/])`, 'gu');
const DENSITY = new RegExp(
  `densidad\\s*(?:de la solucion\\s*)?(?:es de|es|de|=|:)?\\s*(${NUMBER_SOURCE})\\s*g\\s*\\/\\s*(?:ml|cm3|cm³)(?![\\p{L}\\d])`,
  'u',
);
const ATOMIC_MASS = /\b([A-Z][a-z]?)\s*[=:]\s*\d+(?:[.,]\d+)?/g;

/** The question: what follows the last «¿», or the last sentence that orders. */
function asked(folded: string): string {
  const open = folded.lastIndexOf('¿');
  if (open >= 0) return folded.slice(open);
  const sentences = folded.split(/(?<=[.:])\s+/);
  return (
    sentences.filter((sentence) => /\b(?:calcul|determin|hall|indiq|obten|expres)/.test(sentence)).at(-1) ??
    ''
  );
}

export function solveMolality(problem: string): SolverReply | undefined {
  const text = withoutOptions(problem);
  const folded = foldText(text);
  const question = asked(folded);
  if (!/\bmolalidad\b|\bmolal\b/.test(question)) return undefined;
  // One thing asked: «la molaridad y la molalidad» leaves one unsaid.
  if (/molaridad|%|porcentaje|fraccion molar|ppm|normalidad/.test(question)) return undefined;
  if (/dilu|mezcl|agreg|evapor|neutraliz|se toman|alicuota|→|->/.test(folded)) return undefined;
  // The table's atomic masses only, each of an element of the solute.
  const masses = [...text.matchAll(ATOMIC_MASS)];
  if (!givenAtomicMassesAgree(text)) return undefined;
  const bare = text.replace(ATOMIC_MASS, ' ');
  const solutes = findSubstances(bare).filter((substance) => substance.formula !== 'H2O');
  const [solute] = solutes;
  if (!solute || solutes.length !== 1 || !(solute.molarMass > 0)) return undefined;
  if (masses.some(([, symbol = '']) => !solute.composition.has(symbol as ElementSymbol))) return undefined;
  const bareFolded = foldText(bare);
  const grams = [...bareFolded.matchAll(MASS)].map((match) => ({
    value: parseNumber(match[1] ?? '') * (/^k/.test(match[2] ?? '') ? 1000 : 1),
    raw: match[0],
    index: match.index,
    after: bareFolded.slice(match.index + match[0].length),
  }));
  const volumes = [...bareFolded.matchAll(VOLUME)];
  const density = DENSITY.exec(bareFolded);
  const name = solute.name ?? pretty(solute.formula);
  const formula = pretty(solute.formula);
  // The solute's mass: the one followed by the solute («23,4 g de cloruro de sodio», «24 g de NaOH»).
  const soluteMass = grams.filter(
    (mass) => /^\s*de\s/.test(mass.after) && !/^\s*de\s+agua\b/.test(mass.after),
  );
  const [ofSolute] = soluteMass;
  if (!ofSolute || soluteMass.length !== 1 || !(ofSolute.value > 0)) return undefined;
  const moles = ofSolute.value / solute.molarMass;
  const steps = [
    `Masa molar: M(${formula}) = ${molarMassSum(solute.composition)} g/mol; moles de soluto: $n = \\frac{${tex(ofSolute.value, 4)}}{${tex(solute.molarMass, 4)}} = ${tex(moles, 4)}$ mol.`,
  ];
  let water: number;
  let data: string;
  if (grams.length === 2 && volumes.length === 0 && !density) {
    // «… en 500 g de agua»: the solvent's mass, given.
    const other = grams.find((mass) => mass !== ofSolute);
    if (!other || !/^\s*de\s+(?:agua|solvente|disolvente)\b/.test(other.after)) return undefined;
    water = other.value;
    data = `${fmt(ofSolute.value, 4)} g de ${name}; ${fmt(water, 4)} g de agua`;
  } else if (grams.length === 1 && volumes.length === 1 && density) {
    // «… hasta completar 500 mL de solución; densidad 1,04 g/mL»: the water is what the solution weighs beyond its solute.
    const [volume] = volumes;
    const unit = volume?.[2] ?? '';
    const milliliters = parseNumber(volume?.[1] ?? '') * (/^(?:ml|cm)/.test(unit) ? 1 : 1000);
    const after = bareFolded.slice((volume?.index ?? 0) + (volume?.[0].length ?? 0));
    const ofSolution =
      /^\s*(?:de\s+(?:la\s+)?(?:solucion|disolucion)|[.;,]|$)/.test(after) &&
      /hasta|complet|enras|solucion de|de solucion/.test(bareFolded);
    if (!ofSolution) return undefined;
    const d = parseNumber(density[1] ?? '');
    const solution = milliliters * d;
    water = solution - ofSolute.value;
    data = `${fmt(ofSolute.value, 4)} g de ${name}; V = ${fmt(milliliters, 4)} mL de solución; densidad ${fmt(d, 4)} g/mL`;
    steps.push(
      `Masa de la solución: $m = V \\cdot \\delta = ${tex(milliliters, 4)} \\cdot ${tex(d, 4)} = ${tex(solution, 4)}$ g; de agua: ${fmt(solution, 4)} − ${fmt(ofSolute.value, 4)} = ${fmt(water, 4)} g.`,
    );
  } else return undefined;
  if (!(water > 0)) return undefined;
  // Every number of the statement is one of the data read.
  const rest = bare
    .replace(
      new RegExp(
        `(${NUMBER_SOURCE})\\s*(?:g|kg|gramos?|kilogramos?|ml|mL|cm3|cm³|L|l|litros?|dm3|dm³)(?:\\s*\\/\\s*(?:mL|ml|cm3|cm³))?(?![\\p{L}\\d])`,
        'gu',
      ),
      ' ',
    )
    .replace(
      /(?<![\p{L}\d])(?:[A-Z][a-z]?[0-9₀-₉]*|\([A-Z][a-z]?[A-Za-z0-9₀-₉]*\)[0-9₀-₉]*)+(?![\p{L}\d])/gu,
      ' ',
    );
  if (/\d/.test(rest)) return undefined;
  const molality = moles / (water / 1000);
  steps.push(
    `Molalidad: moles de soluto por kilogramo de solvente, $m = \\frac{n}{kg\\ de\\ agua} = \\frac{${tex(moles, 4)}}{${tex(water / 1000, 4)}} ${relation(molality) === '=' ? '=' : '\\approx'} ${tex(molality)}$ mol/kg.`,
  );
  return {
    text: workedReply({
      title: 'Molalidad',
      data,
      steps,
      answer: `**m ${relation(molality)} ${fmtResult(molality)} molal** (mol de soluto por kg de agua)`,
      closing: '¿Por qué la molalidad no cambia con la temperatura y la molaridad sí?',
    }),
    certain: true,
  };
}
