/**
 * Particles, moles and mass with Avogadro's number (Nₐ = 6,02 · 10²³, as the course uses it):
 * molecules or atoms in a mass or an amount, and the mass or amount of a number of particles,
 * including the atoms of one element inside a compound (the H of 2 mol of H₂O).
 */

import { at } from '../../../../shared/lib/must.ts';
import { isElementSymbol } from '../../science/atomic-masses.ts';
import { AVOGADRO } from '../../science/constants.ts';
import { pretty } from '../../science/formula.ts';
import { foldText } from '../text.ts';
import { askedRounding, roundedText } from './asked-rounding.ts';
import { withoutGivenAtomicMasses } from './formula-facts.ts';
import { group } from './groups.ts';
import { ELEMENT_NAMES } from './nomenclature.ts';
import {
  fmt,
  fmtResult,
  NUMBER_SOURCE,
  parseNumber,
  prepareMath,
  relation,
  tex,
  texEquals,
} from './numbers.ts';
import { askedPart, askedTarget } from './physics.ts';
import { workedReply } from './reply.ts';
import { findSubstances, molarMassSum } from './substances.ts';

/** A count of particles with three decimals of mantissa: 1,204 · 10²⁴ (two would give 1,2). */
function sci(value: number): { text: string; tex: string } {
  const exponent = Math.floor(Math.log10(value));
  let mantissa = Math.round((value / 10 ** exponent) * 1000) / 1000;
  let e = exponent;
  if (mantissa >= 10) {
    mantissa /= 10;
    e++;
  }
  // A moderate value as it is; a tiny one (the moles of one molecule) in powers of ten too, not «0».
  if (e < 6 && e >= -3) return { text: fmt(value, 4), tex: tex(value, 4) };
  const superscript = String(e)
    .replace(/-/g, '⁻')
    .replace(/\d/g, (d) => at('⁰¹²³⁴⁵⁶⁷⁸⁹', Number(d), 'superscript digit'));
  return { text: `${fmt(mantissa, 3)} · 10${superscript}`, tex: `${tex(mantissa, 3)} \\cdot 10^{${e}}` };
}

/** "3,01·10^23", "3,01 x 10²³", "1.204e24", "6,02 * 10^(23)": counts of particles. */
function counts(message: string): { value: number; index: number }[] {
  const text = prepareMath(message);
  const pattern = new RegExp(
    `(${NUMBER_SOURCE})\\s*(?:[*x×·.]\\s*)?10\\s*\\^\\s*\\(?\\s*([+-]?\\d+)\\s*\\)?|(\\d+(?:[.,]\\d+)?[eE][+-]?\\d+)`,
    'g',
  );
  const found: { value: number; index: number }[] = [];
  for (const match of text.matchAll(pattern)) {
    const value = match[3] ? parseNumber(match[3]) : parseNumber(group(match, 1)) * 10 ** Number(match[2]);
    if (Number.isFinite(value) && value > 0) found.push({ value, index: match.index });
  }
  // «10 moléculas de agua»: a few particles, counted one by one.
  for (const match of foldText(message).matchAll(/(?<![\w.,^·])(\d+)\s+(?:moleculas|atomos|particulas)\b/g))
    found.push({ value: Number(match[1]), index: match.index });
  return found;
}

const NAME_TO_SYMBOL = new Map(
  Object.entries(ELEMENT_NAMES).map(([symbol, name]) => [foldText(name), symbol] as [string, string]),
);

/** "átomos de H", "átomos de hidrógeno": the element whose atoms are counted. */
function countedElement(folded: string, message: string): string | undefined {
  const byName = /atomos de ([a-zñ]+)/.exec(folded);
  if (byName) {
    const symbol = NAME_TO_SYMBOL.get(group(byName, 1));
    if (symbol) return symbol;
  }
  const bySymbol = /átomos de ([A-Z][a-z]?)(?![a-z])|atomos de ([A-Z][a-z]?)(?![a-z])/.exec(message);
  const symbol = bySymbol?.[1] ?? bySymbol?.[2];
  return symbol && isElementSymbol(symbol) ? symbol : undefined;
}

/** A reply for a particles–moles–mass problem, or undefined when the message is not one. */
/**
 * «(Ca = 40; NA = 6,02 × 10²³)», «N_A = 6,02 · 10^23», «número de Avogadro: 6,02 × 10²³»: the constant the
 * course uses, given as a datum; taken out so that «NA» is not read as sodium nor the constant as a count.
 */
const AVOGADRO_GIVEN =
  /[;,]?\s*(?:\bN\s*_?\s*[AaₐA]\b|\bn[uú]mero de avogadro)\s*[=:]?\s*6[.,]02\s*[×x·*]\s*10\s*(?:\^\s*\(?\s*23\s*\)?|²³)(?:\s*(?:mol⁻¹|mol\^-1|1\/mol|part[ií]culas\/mol|\/mol))?/giu;

/**
 * «¿Cuántos átomos tiene una molécula de P₄O₁₀?», «¿cuántos átomos de oxígeno hay en cada molécula de
 * H₂SO₄?»: the formula's own subscripts, no Avogadro; undefined when not asked so.
 */
function atomsOfOne(
  folded: string,
  message: string,
  composition: ReadonlyMap<string, number>,
  name: string,
): string | undefined {
  if (!/\b(?:una|cada) (?:sola )?(?:molecula|unidad (?:de )?formula|formula unidad) de\b/.test(folded))
    return undefined;
  const question = askedPart(folded);
  if (
    !/\b(?:cuant[oa]s atomos|numero (?:total )?de atomos)\b/.test(question) ||
    /\bmol(?:es)?\b/.test(question)
  )
    return undefined;
  const named = /atomos de\b/.test(question);
  const element = named ? countedElement(question, message) : undefined;
  if (named && (!element || !composition.has(element))) return undefined;
  const each = [...composition].map(([symbol, count]) => `${count} de ${symbol}`).join(', ');
  const total = [...composition.values()].reduce((a, b) => a + b, 0);
  const count = element ? (composition.get(element) ?? 0) : total;
  return workedReply({
    title: 'Átomos de una molécula',
    data: `una molécula de ${name}`,
    steps: [
      `Los subíndices de ${name} cuentan los átomos de cada elemento en una molécula: ${each}.`,
      ...(element ? [] : [`En total: ${[...composition.values()].join(' + ')} = ${total} átomos.`]),
    ],
    answer: element
      ? `**${count} ${count === 1 ? 'átomo' : 'átomos'} de ${element} por molécula de ${name}**`
      : `**${total} átomos por molécula de ${name}**`,
    closing: '¿Y cuántos átomos habría en un mol de esas moléculas?',
  });
}

export function solveAvogadro(statement: string): string | undefined {
  const message = statement.replace(AVOGADRO_GIVEN, '');
  const folded = foldText(message);
  if (!/molecula|atomo|particula|avogadro|entidad|\biones?\b|formula unidad/.test(folded)) return undefined;
  if (/->|→|reaccion|\bgas\b|atm|presion|litros?\b|\bml\b|solucion|electron|proton|neutron/.test(folded))
    return undefined;
  // "átomos de oxígeno" names what is counted, not a second substance.
  const all = findSubstances(message);
  // «nitrato de calcio, Ca(NO₃)₂»: the metal of a salt's name is the compound's, not a substance of its own.
  const compounds = all.filter((found) => found.composition.size > 1);
  const inSaltName = (found: (typeof all)[number]) =>
    found.name !== undefined &&
    found.composition.size === 1 &&
    /(?:ato|ito|uro|ido)\s+de\s*$/.test(folded.slice(Math.max(0, found.index - 16), found.index)) &&
    compounds.some((compound) => [...found.composition.keys()].every((e) => compound.composition.has(e)));
  const substances =
    all.length > 1
      ? all.filter(
          (found) =>
            !/atomos de\s*$/.test(folded.slice(Math.max(0, found.index - 12), found.index)) &&
            !inSaltName(found),
        )
      : all;
  const [substance] = substances;
  if (substance === undefined || substances.length !== 1) return undefined;
  const name = pretty(substance.formula);
  const particleCounts = counts(message);
  const massMatches = [
    ...folded.matchAll(
      new RegExp(`(${NUMBER_SOURCE})\\s*(gramos|gramo|gr|g|kg|kilogramos|mg)(?![\\p{L}\\d/])`, 'gu'),
    ),
  ];
  const moleMatches = [
    ...folded.matchAll(new RegExp(`(${NUMBER_SOURCE})\\s*(?:moles|mol)(?![\\p{L}\\d/])`, 'gu')),
  ];
  // The count of Avogadro's number written in the statement is a datum, not a given amount.
  const amounts = massMatches.length + moleMatches.length;
  const given = [
    ...particleCounts
      .filter((c) => amounts === 0 || Math.abs(c.value - AVOGADRO) > 1e18)
      .map((c) => ({ kind: 'particles' as const, value: c.value })),
    ...massMatches.map((m) => {
      const raw = parseNumber(group(m, 1));
      const unit = group(m, 2);
      return {
        kind: 'mass' as const,
        value: unit.startsWith('k') ? raw * 1000 : unit === 'mg' ? raw / 1000 : raw,
      };
    }),
    ...moleMatches.map((m) => ({ kind: 'moles' as const, value: parseNumber(group(m, 1)) })),
  ];
  // «¿Cuál es la masa de una molécula de agua?», «de un átomo de carbono»: one particle, said in words.
  // The atomic masses a statement lists («Dato: Na = 23») are data only when they are the course's.
  const withoutMasses = withoutGivenAtomicMasses(message);
  const bare = withoutMasses !== undefined && !/\d/.test(foldText(withoutMasses));
  if (given.length === 0 && bare) {
    const counted = atomsOfOne(folded, message, substance.composition, name);
    if (counted) return counted;
  }
  if (given.length === 0 && /\b(?:una (?:sola )?molecula|un (?:solo )?atomo) de\b/.test(folded) && bare)
    given.push({ kind: 'particles', value: 1 });
  if (given.length !== 1) return undefined;
  const [datum] = given as [(typeof given)[number]];
  const cues = {
    particles:
      /cuant[oa]s (?:moleculas|atomos|particulas|iones|entidades|formulas unidad)|numero de (?:moleculas|atomos|particulas)|moleculas|atomos|particulas/,
    moles: /cuantos moles|numero de moles|cantidad de moles|moles/,
    mass: /cuantos gramos|que masa|cuanto pesa|masa|gramos/,
  };
  const question = askedPart(folded);
  const asked = askedTarget(question, cues);
  // «3,01·10²³ moléculas de CH₄: ¿cuántos átomos de hidrógeno?»: molecules given, atoms asked.
  const askedHead = question.split(/\d/)[0] ?? question;
  const moleculesToAtoms =
    asked === 'particles' &&
    datum.kind === 'particles' &&
    /atomos/.test(askedHead) &&
    !/moleculas/.test(askedHead) &&
    /moleculas/.test(folded.replace(askedHead, ' '));
  // «¿Cuántos moles de átomos de oxígeno hay en 0,2 mol de P₄O₁₀?»: moles asked of moles, but of atoms.
  const ofAtoms = asked === 'moles' && datum.kind === 'moles' && /moles? de atomos/.test(askedHead);
  if (!asked || (asked === datum.kind && !moleculesToAtoms && !ofAtoms)) return undefined;
  // «el número de moles y de moléculas presentes en 88 g»: two things asked, and the reply states one.
  const alsoAsked = (Object.keys(cues) as (keyof typeof cues)[]).filter(
    (kind) =>
      kind !== datum.kind &&
      cues[kind].test(
        question
          .replace(/\d[\d.,]*\s*(?:moles|mol|gramos|g)\b/g, ' ')
          // «moles de átomos de oxígeno» is one thing: moles, of atoms.
          .replace(/\bmoles? de (?:atomos|moleculas|iones|particulas)\b/g, 'moles'),
      ),
  );
  if (alsoAsked.length > 1) return undefined;
  const element =
    asked === 'particles' || datum.kind === 'particles' ? countedElement(folded, message) : undefined;
  const perUnit = element ? substance.composition.get(element) : undefined;
  if (element && perUnit === undefined) return undefined;
  const single = substance.composition.size === 1 && [...substance.composition.values()][0] === 1;
  const entity = single ? 'átomos' : /ion/.test(folded) ? 'unidades' : 'moléculas';
  // With the atomic masses the statement gives, the molar mass is summed from them, where they show.
  const massesGiven = withoutMasses !== undefined && withoutMasses !== message;
  const steps: string[] = [
    `Un mol de cualquier sustancia tiene $N_A = 6{,}02 \\cdot 10^{23}$ partículas (el número de Avogadro); la masa molar de ${name} es ${massesGiven ? molarMassSum(substance.composition) : fmt(substance.molarMass)} g/mol.`,
  ];
  const data: string[] = [];
  let n: number;
  if (datum.kind === 'mass') {
    data.push(`m = ${fmt(datum.value, 4)} g de ${name}`);
    n = datum.value / substance.molarMass;
    steps.push(
      `Pasá la masa a moles: $n = \\frac{m}{masa\\ molar} = \\frac{${tex(datum.value, 4)}}{${tex(substance.molarMass, 2)}} ${texEquals(n)}$ mol.`,
    );
  } else if (datum.kind === 'moles') {
    data.push(`n = ${fmt(datum.value, 4)} mol de ${name}`);
    n = datum.value;
  } else {
    const units = perUnit && !moleculesToAtoms ? datum.value / perUnit : datum.value;
    const counted = element && !moleculesToAtoms ? `átomos de ${element}` : entity;
    // «1 molécula de CO₂», not «1 moléculas».
    const said =
      datum.value === 1
        ? counted
            .replace(/^moléculas/, 'molécula')
            .replace(/^átomos/, 'átomo')
            .replace(/^partículas/, 'partícula')
            .replace(/^unidades/, 'unidad')
            .replace(/^iones/, 'ion')
        : counted;
    data.push(`${sci(datum.value).text} ${said}${element === substance.formula ? '' : ` de ${name}`}`);
    if (perUnit && perUnit > 1 && !moleculesToAtoms)
      steps.push(
        `Cada ${single ? 'átomo' : 'molécula'} de ${name} tiene ${perUnit} átomos de ${element}: son $${sci(units).tex}$ ${entity}.`,
      );
    n = units / AVOGADRO;
    steps.push(
      `Pasá a moles dividiendo por $N_A$: $n = \\frac{${sci(units).tex}}{6{,}02 \\cdot 10^{23}} ${texEquals(n)}$ mol.`,
    );
  }
  let answer: string;
  // The count stated, for a rounding the statement asks («con tres cifras significativas»).
  let counted: { value: number; text: string } | undefined;
  // «¿Cuántos moles de átomos de oxígeno…?»: the compound's moles times its atoms of that element.
  const atomMoles = asked === 'moles' && /moles? de atomos/.test(askedPart(folded));
  // «la masa de 2 moles de átomos de oxígeno»: a datum in moles of atoms is not moles of the substance
  // the element's name reads as (O₂).
  if (/\bmol(?:es)? de atomos/.test(folded.replace(askedPart(folded), ' '))) return undefined;
  if (!atomMoles && /\bmol(?:es)? de atomos/.test(folded)) return undefined;
  const atomElement = atomMoles ? countedElement(folded, message) : undefined;
  const atomsEach = atomElement ? substance.composition.get(atomElement) : undefined;
  // «¿Cuántos moles de átomos hay en 2 mol de H₂SO₄?»: every atom of the formula, no element named.
  const allAtoms =
    atomMoles && !atomElement && !/atomos de\b/.test(askedPart(folded))
      ? [...substance.composition.values()].reduce((a, b) => a + b, 0)
      : undefined;
  if (atomMoles && allAtoms !== undefined && !single) {
    const atoms = n * allAtoms;
    steps.push(
      `Cada ${entity === 'moléculas' ? 'molécula' : 'unidad'} de ${name} tiene ${allAtoms} átomos en total: $n = ${tex(n, 4)} \\cdot ${allAtoms} ${texEquals(atoms)}$ mol de átomos.`,
    );
    answer = `**n ${relation(atoms, 4)} ${fmtResult(atoms, 4)} mol de átomos**`;
  } else if (atomMoles && (!atomElement || atomsEach === undefined || single)) return undefined;
  else if (atomMoles && atomElement && atomsEach !== undefined) {
    const atoms = n * atomsEach;
    steps.push(
      `Cada ${entity === 'moléculas' ? 'molécula' : 'unidad'} de ${name} tiene ${atomsEach} ${atomsEach === 1 ? 'átomo' : 'átomos'} de ${atomElement}: $n_{${atomElement}} = ${tex(n, 4)} \\cdot ${atomsEach} ${texEquals(atoms)}$ mol de átomos.`,
    );
    answer = `**n ${relation(atoms, 4)} ${fmtResult(atoms, 4)} mol de átomos de ${atomElement}**`;
  } else if (asked === 'moles') {
    answer = `**n ${relation(n, 4)} ${fmtResult(n, 4)} mol de ${name}**`;
  } else if (asked === 'mass') {
    // «¿… la masa en mg?», «¿cuántos kg…?»: the reply is in grams, so another unit asked declines.
    if (/\bmg\b|miligramos?|\bkg\b|kilogramos?|toneladas?/.test(askedPart(folded))) return undefined;
    const grams = n * substance.molarMass;
    steps.push(
      `Pasá a masa: $m = n \\cdot masa\\ molar = ${sci(n).tex} \\cdot ${tex(substance.molarMass, 2)} ${texEquals(grams)}$ g.`,
    );
    answer = `**m ${relation(grams) === '=' ? '=' : '≈'} ${fmtResult(grams)} g de ${name}**`;
  } else {
    const units = n * AVOGADRO;
    steps.push(
      `Multiplicá los moles por $N_A$: $N = ${tex(n, 4)} \\cdot 6{,}02 \\cdot 10^{23} = ${sci(units).tex}$ ${entity}.`,
    );
    if (perUnit && element) {
      const atoms = units * perUnit;
      if (!single)
        steps.push(
          `Cada molécula tiene ${perUnit} ${perUnit === 1 ? 'átomo' : 'átomos'} de ${element}: $${sci(units).tex} \\cdot ${perUnit} = ${sci(atoms).tex}$ átomos de ${element}.`,
        );
      answer = `**${sci(atoms).text} átomos de ${element}**`;
      counted = { value: atoms, text: sci(atoms).text };
    } else if (entity === 'moléculas' && /atomo/.test(askedPart(folded))) {
      const total = [...substance.composition.values()].reduce((a, b) => a + b, 0);
      steps.push(
        `Cada molécula de ${name} tiene ${total} átomos en total: $${sci(units).tex} \\cdot ${total} = ${sci(units * total).tex}$ átomos.`,
      );
      answer = `**${sci(units).text} moléculas, que suman ${sci(units * total).text} átomos**`;
    } else {
      answer = `**${sci(units).text} ${entity} de ${name}**`;
      counted = { value: units, text: sci(units).text };
    }
  }
  // «expresá el resultado con tres cifras significativas»: the count so rounded; other roundings decline.
  const rounding = askedRounding(folded);
  const figuresWord = /\b(\d|un|una|dos|tres|cuatro|cinco) cifras? significativas?/.exec(folded)?.[1];
  if (rounding) {
    if (!counted || !('figures' in rounding) || !figuresWord) return undefined;
    const rounded = roundedText(counted.value, rounding);
    steps.push(
      `Con ${figuresWord} cifras significativas, como pide el enunciado: ${counted.text} ≈ ${rounded}.`,
    );
    answer = answer.replace(counted.text, rounded);
  }
  return workedReply({
    title: 'Número de Avogadro',
    data: data.join('; '),
    steps,
    answer,
    closing: '¿Por qué conviene pasar siempre por los moles para ir de gramos a partículas?',
  });
}
