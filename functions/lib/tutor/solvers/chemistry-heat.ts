/**
 * The heat of a reaction for an amount of one substance, as the entrance programmes ask it: «La
 * combustión de 1 mol de metano libera 890 kJ. ¿Cuánto calor se libera al quemar 32 g?», «…libera
 * 2800 kJ/mol; ¿cuántos kJ da 1 g de glucosa?», «ΔH = −890 kJ» beside an equation where the substance's
 * coefficient is 1, a heat per gram, or the mass that gives a heat asked. Moles from grams with the
 * kernel's atomic masses, from litres in CNPT with the molar volume. Every number of the statement is a
 * datum it uses, or it declines.
 */
import { MOLAR_VOLUME } from '../../science/constants.ts';
import { type Composition, molarMass, pretty } from '../../science/formula.ts';
import { foldText } from '../text.ts';
import { substanceAt } from './chemistry.ts';
import type { SolverReply } from './declaration.ts';
import { fmt, NUMBER_SOURCE, parseNumber } from './numbers.ts';
import { workedReply } from './reply.ts';
import { withoutOptions } from './statement.ts';
import { molarMassSum } from './substances.ts';

type HeatUnit = 'kJ' | 'kcal' | 'J' | 'cal';

const UNIT = '(kj|kcal|j|cal)(?![a-z])';
const RELEASE = /libera|desprend|produc|genera|entrega|exotermic|se obtiene|aporta/;
const ABSORB = /absorb|requier|consum|necesit|endotermic/;

/** «890 kJ por mol», «2800 kJ/mol», «−890 kJ mol⁻¹». */
const PER_MOL = new RegExp(
  String.raw`(-|−)?\s*(${NUMBER_SOURCE})\s*${UNIT}\s*(?:\/\s*mol|por (?:cada )?mol|mol-1|mol⁻¹|cada mol)(?![a-z])`,
  'g',
);
/** «15,6 kJ por gramo», «15,6 kJ/g». */
const PER_GRAM = new RegExp(
  String.raw`(-|−)?\s*(${NUMBER_SOURCE})\s*${UNIT}\s*(?:\/\s*g|por (?:cada )?gramo|cada gramo)(?![a-z])`,
  'g',
);
/** «(la combustión de) 1 mol de metano libera 890 kJ»: one mole named, then its heat in that sentence. */
const ONE_MOLE = new RegExp(
  String.raw`(?:\b1|\bun)\s+mol\s+(?:de\s+)?([^.;?¿]*?)\s+(libera|desprende|produce|genera|entrega|absorbe|requiere|consume)\s+(?:una energia de\s+|un calor de\s+)?(${NUMBER_SOURCE})\s*${UNIT}`,
  'g',
);
/** «ΔH = −890 kJ», «ΔH° = -890 kJ/mol». */
const ENTHALPY = new RegExp(
  String.raw`(?:δh|∆h|dh|entalpia(?: de (?:la )?(?:reaccion|combustion))?)\s*°?\s*(?:=|es(?: de)?|vale)\s*(-|−|\+)?\s*(${NUMBER_SOURCE})\s*${UNIT}(\s*\/\s*mol)?`,
  'g',
);
/** An amount: «32 g de metano», «0,5 mol de CH₄», «44,8 L de metano (en CNPT)». */
const AMOUNT = new RegExp(
  String.raw`(${NUMBER_SOURCE})\s*(g|gramos?|kg|kilogramos?|mol|moles|l|litros?)(?![a-z0-9])\s*(?:de\s+|del\s+)?`,
  'g',
);
/** A total heat given for the mass asked: «…para obtener 4450 kJ». */
const TOTAL_HEAT = new RegExp(String.raw`(${NUMBER_SOURCE})\s*${UNIT}(?!\s*(?:\/|por|cada|mol))`, 'g');

const unitOf = (raw: string): HeatUnit =>
  raw === 'kj' ? 'kJ' : raw === 'kcal' ? 'kcal' : raw === 'j' ? 'J' : 'cal';

interface Substance {
  formula: string;
  composition: Composition;
}

/** The substance a text starts by naming (formula, everyday or nomenclature name). */
function substanceIn(text: string): Substance | undefined {
  const read = substanceAt(text);
  return read?.ok ? { formula: read.formula, composition: read.composition } : undefined;
}

/** Digits outside formulas' subscripts and an equation's coefficients. */
function dataCount(text: string): number {
  const plain = text
    // An equation's coefficients («5 O₂») are no data.
    .replace(
      /(?<![\d.,])\d+\s*(?=(?:[A-Z][a-z]?[0-9₀-₉]*|\((?:[A-Z][a-z]?[0-9₀-₉]*)+\)[0-9₀-₉]*)+(?![\p{L}]))/gu,
      ' ',
    )
    .replace(
      /(?<![\p{L}\d])(?:[A-Z][a-z]?[0-9₀-₉]*|\((?:[A-Z][a-z]?[0-9₀-₉]*)+\)[0-9₀-₉]*)+(?![\p{L}\d])/gu,
      ' ',
    )
    .replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹⁻]+/g, ' ');
  return (plain.match(new RegExp(NUMBER_SOURCE, 'g')) ?? []).length;
}

/** The coefficient of a substance in an equation of the statement, if it has one and the substance is in it. */
function coefficientIn(text: string, substance: Substance): number | undefined {
  const arrow = /->|→|⟶/.exec(text);
  if (!arrow) return undefined;
  const before =
    text
      .slice(0, arrow.index)
      .split(/[\n:.;]/)
      .at(-1) ?? '';
  const after = text.slice(arrow.index + arrow[0].length).split(/[\n,;:¿?]|\.\s|Δ|∆/)[0] ?? '';
  const species = [...before.split('+'), ...after.split('+')].map((chunk) => chunk.trim());
  let found: number | undefined;
  for (const chunk of species) {
    const words = chunk.split(/\s+/).filter(Boolean);
    const last = words.at(-1) ?? '';
    const maybe = words.at(-2);
    const glued = /^(\d+)(\D.*)$/.exec(last);
    const [coefficient, formula] = glued
      ? [Number(glued[1]), glued[2] ?? '']
      : [maybe && /^\d+$/.test(maybe) ? Number(maybe) : 1, last];
    const read = substanceIn(formula.replace(/\((?:g|l|s|ac|aq)\)$/, ''));
    if (read && read.formula === substance.formula) {
      if (found !== undefined) return undefined;
      found = coefficient;
    }
  }
  return found;
}

/** A heat for an amount of a substance, or the amount for a heat; undefined when not one read whole. */
export function solveReactionHeat(problem: string): SolverReply | undefined {
  const text = withoutOptions(problem);
  const folded = foldText(text).replace(/−/g, '-');
  if (!/\b(?:kj|kcal|cal|j)\b/.test(folded)) return undefined;
  if (!/calor|energia|kj|kcal|entalpia|δh|∆h/.test(folded)) return undefined;
  // Specific heats, temperatures, bonds, Hess sums: other readings.
  if (
    /°c|grados|temperatura|calor especifico|\bce\b|enlace|hess|formacion|kelvin|\bk\b|calorimetr/.test(folded)
  )
    return undefined;
  const perMol = [...folded.matchAll(PER_MOL)];
  const perGram = [...folded.matchAll(PER_GRAM)];
  const oneMole = [...folded.matchAll(ONE_MOLE)];
  const enthalpy = [...folded.matchAll(ENTHALPY)];
  if (perMol.length + perGram.length + oneMole.length + enthalpy.length !== 1) {
    // «ΔH = −890 kJ/mol» is one datum read twice (as a ΔH and per mole).
    if (!(enthalpy.length === 1 && perMol.length === 1 && perGram.length === 0 && oneMole.length === 0))
      return undefined;
  }
  let rest = folded;
  let per: 'mol' | 'g';
  let value: number;
  let unit: HeatUnit;
  let released: boolean | undefined;
  let named: Substance | undefined;
  let used = 1;
  let equationMoles = 1;
  const [mol] = perMol;
  const [gram] = perGram;
  const [one] = oneMole;
  const [delta] = enthalpy;
  if (delta) {
    const sign = delta[1];
    value = parseNumber(delta[2] ?? '');
    unit = unitOf(delta[3] ?? '');
    released = sign === '-' ? true : sign === '+' ? false : undefined;
    per = 'mol';
    // Without «/mol» the ΔH is the equation's: per as many moles as the substance's coefficient.
    if (!delta[4]) equationMoles = Number.NaN;
    rest = blanked(rest, delta[0]);
  } else if (mol) {
    value = parseNumber(mol[2] ?? '');
    unit = unitOf(mol[3] ?? '');
    per = 'mol';
    if (mol[1]) released = true;
    rest = blanked(rest, mol[0]);
  } else if (gram) {
    value = parseNumber(gram[2] ?? '');
    unit = unitOf(gram[3] ?? '');
    per = 'g';
    if (gram[1]) released = true;
    rest = blanked(rest, gram[0]);
  } else if (one) {
    value = parseNumber(one[3] ?? '');
    unit = unitOf(one[4] ?? '');
    per = 'mol';
    released = RELEASE.test(one[2] ?? '');
    named = substanceIn(text.slice(foldIndex(folded, one.index) + one[0].indexOf(one[1] ?? '')));
    used = /^1/.test(one[0]) ? 2 : 1;
    rest = blanked(rest, one[0]);
  } else return undefined;
  if (!(value > 0)) return undefined;
  // The verbs say whether it is released or absorbed; a sign given must agree with them.
  const releaseWords = RELEASE.test(folded);
  const absorbWords = ABSORB.test(folded);
  if (released === undefined) {
    if (releaseWords === absorbWords) return undefined;
    released = releaseWords;
  } else if (released ? absorbWords && !releaseWords : releaseWords && !absorbWords) return undefined;
  // The question: a heat, or the mass (moles) that gives a heat.
  const question = (folded.includes('¿') ? folded.slice(folded.lastIndexOf('¿')) : folded).replace(/\.$/, '');
  const asksHeat =
    /cuanto calor|cuanta energia|cuant[oa]s? (?:kj|kilojoules?|kcal|kilocalorias|joules?|calorias)|(?:calor|energia) (?:liberad|desprendid|producid|absorbid|que se (?:libera|desprende|produce|absorbe|obtiene))|(?:calcul|determin|hall|indiqu)\w*\s+(?:el|la)\s+(?:calor|energia)/.test(
      question,
    );
  const asksMass = /(?:que|cual es la) masa|cuantos (?:gramos|moles|kilogramos)/.test(question);
  if (asksHeat === asksMass) return undefined;

  if (asksHeat) {
    const amounts = [...rest.matchAll(AMOUNT)];
    if (amounts.length !== 1) return undefined;
    const [amount] = amounts as [RegExpMatchArray];
    const quantity = parseNumber(amount[1] ?? '');
    const amountUnit = amount[2] ?? '';
    const after = text.slice(foldIndex(folded, (amount.index ?? 0) + amount[0].length));
    const substance = substanceIn(after) ?? named ?? onlySubstance(text);
    if (named && substance && named.formula !== substance.formula) return undefined;
    used += 1;
    const gas = /^(?:l|litros?)$/.test(amountUnit);
    if (gas && !/cnpt|condiciones normales|tpn/.test(folded)) return undefined;
    if (dataCount(text) !== used) return undefined;
    const steps: string[] = [];
    const given = `${Number.isNaN(equationMoles) ? `ΔH = ${released ? '−' : '+'}${fmt(value)} ${unit} para la ecuación` : `${fmt(value)} ${unit} ${released ? 'liberados' : 'absorbidos'} por ${per === 'mol' ? 'mol' : 'gramo'}`}; ${fmt(quantity)} ${gas ? 'L (CNPT)' : amountUnit.startsWith('mol') ? 'mol' : amountUnit.startsWith('k') ? 'kg' : 'g'}`;
    let moles: number | undefined;
    let grams: number | undefined;
    const grams0 = /^(?:kg|kilogramos?)$/.test(amountUnit) ? quantity * 1000 : quantity;
    if (/^(?:mol|moles)$/.test(amountUnit)) moles = quantity;
    else if (gas) {
      moles = quantity / MOLAR_VOLUME;
      steps.push(
        `En CNPT un mol de gas ocupa 22,4 L: $n = \\frac{${fmt(quantity)}}{22{,}4} = ${fmt(moles, 4)}$ mol.`,
      );
    } else grams = grams0;
    if (per === 'mol') {
      if (moles === undefined) {
        if (!substance) return undefined;
        const mass = molarMass(substance.composition);
        moles = (grams as number) / mass;
        steps.push(
          `Pasá la masa a moles con M(${pretty(substance.formula)}) = ${molarMassSum(substance.composition)} g/mol: $n = \\frac{${fmt(grams as number)}\\ \\text{g}}{${fmt(mass)}\\ \\text{g/mol}} = ${fmt(moles, 4)}$ mol.`,
        );
      }
      let perMole = value;
      if (Number.isNaN(equationMoles)) {
        const coefficient = substance ? coefficientIn(text, substance) : undefined;
        if (coefficient === undefined) return undefined;
        perMole = value / coefficient;
        if (coefficient !== 1)
          steps.push(
            `El ΔH de la ecuación corresponde a ${coefficient} mol de ${pretty((substance as Substance).formula)}: por mol, ${fmt(value)} / ${coefficient} = ${fmt(perMole)} ${unit}.`,
          );
      }
      const heat = moles * perMole;
      steps.push(
        `Cada mol ${released ? 'libera' : 'absorbe'} ${fmt(perMole)} ${unit}: $Q = ${fmt(moles, 4)} \\cdot ${fmt(perMole)} = ${fmt(heat)}$ ${unit}.`,
      );
      return heatReply(given, substance, steps, heat, unit, released);
    }
    // Per gram: grams times the heat of a gram (moles to grams with the molar mass).
    if (grams === undefined) {
      if (!substance || moles === undefined) return undefined;
      const mass = molarMass(substance.composition);
      grams = moles * mass;
      steps.push(
        `Pasá a masa con M(${pretty(substance.formula)}) = ${fmt(mass)} g/mol: $m = ${fmt(grams)}$ g.`,
      );
    }
    const heat = grams * value;
    steps.push(
      `Cada gramo ${released ? 'libera' : 'absorbe'} ${fmt(value)} ${unit}: $Q = ${fmt(grams)} \\cdot ${fmt(value)} = ${fmt(heat)}$ ${unit}.`,
    );
    return heatReply(given, substance, steps, heat, unit, released);
  }

  // The mass that gives a heat: one total heat besides the heat per mole or gram.
  const totals = [...rest.matchAll(TOTAL_HEAT)];
  if (totals.length !== 1) return undefined;
  const [total] = totals as [RegExpMatchArray];
  if (unitOf(total[2] ?? '') !== unit) return undefined;
  const heat = parseNumber(total[1] ?? '');
  if (!(heat > 0)) return undefined;
  const substance = named ?? substanceAfterAsked(text, question) ?? onlySubstance(text);
  // A ΔH of the equation (no «/mol») is left to the heat asked: the mass from it is not read here.
  if (!substance || Number.isNaN(equationMoles)) return undefined;
  used += 1;
  if (dataCount(text) !== used) return undefined;
  const mass = molarMass(substance.composition);
  const asksMoles = /cuantos moles/.test(question);
  const steps: string[] = [];
  let grams: number;
  let moles: number;
  if (per === 'mol') {
    moles = heat / value;
    grams = moles * mass;
    steps.push(`Moles que dan ese calor: $n = \\frac{${fmt(heat)}}{${fmt(value)}} = ${fmt(moles, 4)}$ mol.`);
    if (!asksMoles)
      steps.push(
        `En masa, con M(${pretty(substance.formula)}) = ${molarMassSum(substance.composition)} g/mol: $m = ${fmt(moles, 4)} \\cdot ${fmt(mass)} = ${fmt(grams)}$ g.`,
      );
  } else {
    grams = heat / value;
    moles = grams / mass;
    steps.push(`Gramos que dan ese calor: $m = \\frac{${fmt(heat)}}{${fmt(value)}} = ${fmt(grams)}$ g.`);
    if (asksMoles) steps.push(`En moles: $n = ${fmt(grams)} / ${fmt(mass)} = ${fmt(moles, 4)}$ mol.`);
  }
  const name = pretty(substance.formula);
  return {
    text: workedReply({
      title: 'Calor de reacción',
      data: `${fmt(value)} ${unit} por ${per === 'mol' ? 'mol' : 'gramo'} de ${name}; Q = ${fmt(heat)} ${unit}`,
      steps,
      answer: asksMoles
        ? `**Hacen falta ${fmt(moles, 4)} mol de ${name}.**`
        : `**Hacen falta ${fmt(grams)} g de ${name}.**`,
      closing: '¿Por qué el calor es proporcional a la cantidad de sustancia que reacciona?',
    }),
    certain: true,
  };
}

/** A text with a datum read blanked out, its length kept (indices still point into the statement). */
const blanked = (text: string, datum: string) => text.replace(datum, ' '.repeat(datum.length));

/** The index in the original text of an index in its fold (folding keeps one character per character here). */
const foldIndex = (_folded: string, index: number) => index;

/** The one substance a statement writes as a formula or names, when there is exactly one. */
function onlySubstance(text: string): Substance | undefined {
  const found = new Map<string, Substance>();
  for (const match of text.matchAll(/(?<![\p{L}\d])[\p{L}(][\p{L}\d()₀-₉]*/gu)) {
    const read = substanceIn(text.slice(match.index));
    if (read && !['O2', 'CO2', 'H2O'].includes(read.formula)) found.set(read.formula, read);
  }
  return found.size === 1 ? [...found.values()][0] : undefined;
}

function substanceAfterAsked(text: string, question: string): Substance | undefined {
  const at = /(?:masa|gramos|moles|kilogramos)\s+(?:de\s+|del\s+)?/.exec(question);
  if (!at) return undefined;
  const start = foldText(text).lastIndexOf(question) + at.index + at[0].length;
  return substanceIn(text.slice(start));
}

function heatReply(
  data: string,
  substance: Substance | undefined,
  steps: string[],
  heat: number,
  unit: HeatUnit,
  released: boolean,
): SolverReply {
  return {
    text: workedReply({
      title: 'Calor de reacción',
      data: `${data} de ${substance ? pretty(substance.formula) : 'la sustancia'}`,
      steps,
      answer: `**Se ${released ? 'liberan' : 'absorben'} ${fmt(heat)} ${unit}.**`,
      closing: released
        ? '¿Qué signo tiene el ΔH de una reacción que libera calor?'
        : '¿Qué signo tiene el ΔH de una reacción que absorbe calor?',
    }),
    certain: true,
  };
}
