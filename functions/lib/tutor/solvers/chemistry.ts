/**
 * Chemical formulas, molar masses, mass–mole conversions and stoichiometric ratios, from the equation
 * the student gives or from the usual reaction when they only name a reactant and a product.
 */
import { at, must } from '../../../../shared/lib/must.ts';
import { atomicMasses, type ElementSymbol } from '../../science/atomic-masses.ts';
import { GAS_CONSTANT, MOLAR_VOLUME } from '../../science/constants.ts';
import { elements } from '../../science/elements.ts';
import {
  type Composition,
  type FormulaResult,
  fromSubscripts,
  molarMass,
  parseFormula,
  pretty,
  recase,
  sameComposition,
} from '../../science/formula.ts';
import { commonNames } from '../../science/substance-names.ts';
import { foldText } from '../text.ts';
import { dissociation } from './dissociation.ts';
import { group } from './groups.ts';
import { formulaNamedAt } from './nomenclature.ts';
import { fmt, fmtResult, isShownExactly, NUMBER_SOURCE, parseNumber, tex, texEquals } from './numbers.ts';
import { numbered } from './reply.ts';
import {
  givenAtomicMassesAgree,
  givenMolarMasses,
  molarMassSum,
  withoutGivenMolarMasses,
  withUnneededMassesNote,
} from './substances.ts';
import { findQuantities, foldForUnits, toBase, unitBySymbol } from './units.ts';

const FORMULA_SHAPE = /^(?:[A-Z][a-z]?|[()[\]]|\d|[·*.•])+$/;

/**
 * The formula or the everyday name of a substance at the start of `text` ("H2SO4 ...", "agua ...",
 * "h2so4"), or the symbol that is not in the table.
 */
function readSubstance(text: string): FormulaResult | undefined {
  const folded = foldText(text).trimStart();
  for (const [name, formula] of commonNames) {
    if (folded.startsWith(name) && !/^[a-z]/.test(folded.slice(name.length))) return parseFormula(formula);
  }
  const token = fromSubscripts(text.trimStart())
    .match(/^[\p{L}\d()[\]·*•.]+/u)?.[0]
    ?.replace(/[.·]+$/, '');
  if (!token) return undefined;
  if (FORMULA_SHAPE.test(token)) {
    const parsed = parseFormula(token);
    // A capitalised Spanish word ("Es", "La") is not a misspelt formula: only report one with digits or groups.
    if (!parsed.ok && /^[A-Z][a-z]?$/.test(token)) return undefined;
    return parsed;
  }
  if (/^[a-z\d()]+$/.test(token) && /\d/.test(token)) {
    const recased = recase(token);
    return recased ? parseFormula(recased) : { ok: false, unknown: token };
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------------

const unknownElementReply = (symbol: string) =>
  `No tengo «${symbol}» en mi tabla de masas atómicas. Revisá cómo está escrito el símbolo (la primera letra va en mayúscula y la segunda en minúscula, como en Cl o Na) o pasame su masa atómica y lo calculamos juntos. ¿Qué elemento querías escribir?`;

const molarMassCue =
  /masa molar|masa molecular|peso molecular|peso formula|masa formula|g\/mol|masa de un mol/;

function compositionLines(composition: Composition): { lines: string[]; terms: string[] } {
  const lines: string[] = [];
  const terms: string[] = [];
  for (const [element, count] of composition) {
    const mass = atomicMasses[element as ElementSymbol];
    lines.push(`- ${element}: ${count} × ${fmt(mass)} = ${fmt(count * mass)} g/mol`);
    terms.push(tex(count * mass));
  }
  return { lines, terms };
}

/** The one formula written with digits or groups among the words («Al₂(SO₄)₃», «CaCO3»), if one. */
function writtenFormula(words: readonly string[]): FormulaResult | undefined {
  const formulas = words
    .map((word) => fromSubscripts(word.replace(/^[¿?¡!,:;"'«»(]+|[¿?¡!,:;"'«».]+$/g, '')))
    .filter((token) => FORMULA_SHAPE.test(token) && /[\d()]/.test(token))
    .map((token) => parseFormula(token))
    .filter((parsed) => parsed.ok);
  const distinct = new Set(formulas.map((parsed) => (parsed.ok ? parsed.formula : '')));
  return distinct.size === 1 ? formulas[0] : undefined;
}

// A page's sample, in milligrams too («Un comprimido de 500 mg»).
const SAMPLE_AMOUNT = new RegExp(
  `(${NUMBER_SOURCE})\\s*(moles|mol|gramos|gramo|gr|g|mg|miligramos|kilogramos|kg)(?!\\p{L})\\s*(?:de\\s+|del\\s+)?`,
  'giu',
);

/** A molar mass reply ("masa molar del H2SO4"), or undefined when the message does not ask for one. */
export function solveMolarMass(message: string): string | undefined {
  // "(M(NaOH) = 40 g/mol)" gives a molar mass as a datum of another problem: nothing to compute here.
  if (givenMolarMasses(message).length > 0) return undefined;
  const folded = foldText(message);
  const cue = molarMassCue.exec(folded);
  if (!cue) return undefined;
  // Folding keeps Latin text the same length, so the cue's position holds in the original message.
  const after = message.slice(cue.index + cue[0].length);
  const words = after.split(/\s+/).filter(Boolean);
  // «del sulfato de aluminio, Al₂(SO₄)₃»: the formula written out names the substance, not the
  // element in its name.
  let found: FormulaResult | undefined = writtenFormula(words);
  for (let k = 0; k < words.length && !found; k++) {
    const rest = words
      .slice(k)
      .join(' ')
      .replace(/^[¿?¡!,:;"'«»]+/, '');
    found = readSubstance(rest);
  }
  // «…ácido acetilsalicílico, C₉H₈O₄. Calcule la masa molar del ácido»: the one formula the message writes.
  if (
    !found &&
    /^\s*(?:del?|de la)\s+(?:acido|compuesto|sustancia|sal|oxido|hidroxido)\s*[.?]?\s*$/.test(foldText(after))
  )
    found = writtenFormula(message.split(/\s+/));
  if (!found) {
    const before = message.slice(0, cue.index).split(/\s+/).filter(Boolean);
    for (let k = before.length - 1; k >= 0 && !found; k--) found = readSubstance(before.slice(k).join(' '));
  }
  if (!found) return undefined;
  if (!found.ok) return /\p{L}/u.test(found.unknown) ? unknownElementReply(found.unknown) : undefined;
  const { lines, terms } = compositionLines(found.composition);
  const mass = molarMass(found.composition);
  const name = pretty(found.formula);
  // «Una bolsa contiene 660 g de sulfato de amonio… Calcule la masa molar»: a page's sample, which the molar
  // mass does not depend on; only when the molar mass is all the question asks.
  const samples = [...message.matchAll(SAMPLE_AMOUNT)];
  const asksOnlyThis = !/\by\b|\bmoles\b|gramos|\bmasa de\b|numero|cuant/.test(
    foldText(after.split(/[.?\n]/)[0] ?? ''),
  );
  // «Un comprimido de 500 mg contiene 80 % en masa de C₉H₈O₄»: a sample with its share of the substance.
  const shareOf = (sample: RegExpMatchArray) =>
    new RegExp(
      `^\\s*(?:contiene|tiene|con)\\s+(?:un\\s+)?(${NUMBER_SOURCE})\\s*%\\s*(?:en masa\\s+|m\\s*\\/\\s*m\\s+)?de\\s+`,
    ).exec(foldText(message.slice((sample.index ?? 0) + sample[0].length)));
  const ofIt = samples.every((sample) => {
    const share = shareOf(sample);
    const at = (sample.index ?? 0) + sample[0].length + (share?.[0].length ?? 0);
    const substance = substanceAt(message.slice(at));
    const named = substance?.ok ? substance : writtenFormula(message.slice(at).split(/\s+/).slice(0, 6));
    return named?.ok && sameComposition(named.composition, found.composition);
  });
  if (samples.length > 0 && (!asksOnlyThis || !ofIt)) return undefined;
  const sampleNote = samples.map((sample) => {
    const share = shareOf(sample);
    return `La muestra de ${fmt(parseNumber(group(sample, 1)))} ${group(sample, 2)}${share ? `, con ${share[1]} % de ${pretty(found.formula)},` : ''} no cambia la masa molar: es una propiedad de la sustancia, no de cuánto hay.`;
  });
  return [
    `## Masa molar de ${name}`,
    '',
    ...sampleNote.flatMap((note) => [note, '']),
    'Contá cuántos átomos hay de cada elemento (el subíndice de afuera de un paréntesis multiplica todo lo de adentro) y multiplicá por su masa atómica:',
    '',
    ...lines,
    '',
    `Sumá: $M = ${terms.join(' + ')} = ${tex(mass)}$ g/mol.`,
    '',
    `**M(${name}) = ${fmt(mass)} g/mol**`,
    '',
    `Eso quiere decir que 1 mol de ${name} pesa ${fmt(mass)} g. ¿Cuántos moles habría entonces en ${fmt(mass / 2)} g?`,
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------------
// Stoichiometry.

interface Species {
  coefficient: number;
  formula: string;
  composition: Composition;
  side: 'reactivo' | 'producto';
}

const ARROW = /-+>|→|⟶|=+>|⇒|⇌|<=>/;

const ELEMENT_NAMES: Readonly<Record<string, string>> = {
  oxigeno: 'O',
  hidrogeno: 'H',
  nitrogeno: 'N',
  carbono: 'C',
  azufre: 'S',
  cloro: 'Cl',
  hierro: 'Fe',
  aluminio: 'Al',
  sodio: 'Na',
  potasio: 'K',
  calcio: 'Ca',
  magnesio: 'Mg',
  cobre: 'Cu',
  zinc: 'Zn',
  cinc: 'Zn',
};

/**
 * The one species a statement names by its formula («del O₂», «de NH3») or, for an element alone, by
 * its name («del oxígeno» is the O₂ of the equation), or undefined.
 */
function speciesNamed(all: readonly Species[], written: string): Species | undefined {
  const plain = (text: string) => text.replace(/[₀-₉]/g, (d) => String(d.charCodeAt(0) - 0x2080));
  const element = ELEMENT_NAMES[foldText(written)];
  const named = all.filter((s) =>
    element
      ? s.composition.size === 1 && s.composition.has(element as ElementSymbol)
      : plain(s.formula) === plain(written),
  );
  return named.length === 1 ? named[0] : undefined;
}

function speciesOf(words: string[]): { coefficient: number; formulaText: string } {
  const [first, second] = words;
  if (first !== undefined && second !== undefined && /^\d+$/.test(first)) {
    return { coefficient: Number(first), formulaText: second };
  }
  const only = first ?? '';
  const glued = /^(\d+)(\D.*)$/.exec(only);
  return glued
    ? { coefficient: Number(glued[1]), formulaText: group(glued, 2) }
    : { coefficient: 1, formulaText: only };
}

/**
 * A word without the bracket of the sentence around an equation («… agua (2 H₂ + O₂ → 2 H₂O).»): an
 * opening bracket with no closing one, or a closing one with no opening one, is not the formula's.
 */
function unwrapped(word: string): string {
  const plain = word.replace(/[.,;]+$/, '');
  const opening = (plain.match(/\(/g) ?? []).length;
  const closing = (plain.match(/\)/g) ?? []).length;
  if (opening > closing && plain.startsWith('(')) return plain.slice(1);
  if (closing > opening && plain.endsWith(')')) return plain.slice(0, -1);
  return word;
}

/** One side of "2H2 + O2 -> 2H2O"; the error is the symbol that is not in the table. */
function readSide(text: string, side: Species['side']): Species[] | string {
  const species: Species[] = [];
  const chunks = text.split('+');
  for (const [index, chunk] of chunks.entries()) {
    let words = chunk.trim().split(/\s+/).filter(Boolean).map(unwrapped);
    // Words before the first reactant ("En la reacción 2H2") or after the last product are not species.
    if (side === 'reactivo' && index === 0) {
      words = words.slice(-2);
      if (words.length === 2 && !/^\d+$/.test(words[0] ?? '')) words = words.slice(1);
    }
    if (side === 'producto' && index === chunks.length - 1) {
      words = words.slice(0, 2);
      if (!/^\d+$/.test(words[0] ?? '')) words = words.slice(0, 1);
    }
    const { coefficient, formulaText } = speciesOf(words);
    const cleaned = formulaText.replace(/[.,;]+$/, '').replace(/\((g|l|s|ac|aq)\)$/, '');
    const parsed = parseFormula(cleaned);
    if (!parsed.ok) {
      if (/[A-Z]/.test(cleaned) && FORMULA_SHAPE.test(cleaned)) return parsed.unknown;
      return 'syntax';
    }
    species.push({ coefficient, formula: parsed.formula, composition: parsed.composition, side });
  }
  return species;
}

function atomTotals(species: Species[], coefficients: number[]): Map<string, number> {
  const totals = new Map<string, number>();
  species.forEach((s, i) => {
    for (const [element, count] of s.composition)
      totals.set(element, (totals.get(element) ?? 0) + count * at(coefficients, i, 'coefficient'));
  });
  return totals;
}

function isBalanced(reactants: Species[], products: Species[], coefficients: number[]): boolean {
  const left = atomTotals(reactants, coefficients.slice(0, reactants.length));
  const right = atomTotals(products, coefficients.slice(reactants.length));
  const elements = new Set([...left.keys(), ...right.keys()]);
  return [...elements].every((element) => left.get(element) === right.get(element));
}

/** The smallest whole coefficients (up to 9 each) that balance the equation, if there are any. */
function balance(reactants: Species[], products: Species[]): number[] | undefined {
  const count = reactants.length + products.length;
  if (count > 5) return undefined;
  const coefficients = new Array<number>(count).fill(1);
  for (;;) {
    if (isBalanced(reactants, products, coefficients)) return [...coefficients];
    let position = 0;
    while (position < count && coefficients[position] === 9) coefficients[position++] = 1;
    if (position === count) return undefined;
    coefficients[position] = at(coefficients, position, 'coefficient') + 1;
  }
}

const equationText = (reactants: Species[], products: Species[]) => {
  const side = (list: Species[]) =>
    list.map((s) => `${s.coefficient === 1 ? '' : s.coefficient}${pretty(s.formula)}`).join(' + ');
  return `${side(reactants)} → ${side(products)}`;
};

const amountPattern = new RegExp(
  `(${NUMBER_SOURCE})\\s*(moles|mol|gramos|gramo|gr|g|kilogramos|kg)(?!\\p{L})\\s*(?:de\\s+|del\\s+)?`,
  'giu',
);
const askedPattern =
  /(?:(?:cu[aá]nt[oa]s?|(?:calcul|halla|determin|obten|indic)[a-zá]*:?\s+los|\blos(?=\s+moles\s+de\s+[^.?]*\bque se (?:forman|obtienen|producen|desprenden)\b))\s+(moles|mol|gramos|g|gr|kilogramos|kg|masa)|(?:qu[eé]|cu[aá]l es la|(?:calcul|halla|determin|obten|indic)[a-zá]*:?\s+(?:la|el)|\bla(?=\s+(?:masa|cantidad de moles)\s+de\s+(?:[^.?]*\bque se (?:forma|obtiene|produce)|\S+\s+(?:formad|obtenid|producid|desprendid|liberad)[oa]s?\b)))\s+(masa|cantidad de moles|n[uú]mero de moles))(?:\s+(?:m[aá]xima|te[oó]rica))?(?:\s+(?:de\s+|del\s+)?|(?=\s*[.?!;,]?\s*$))/iu;
// Purity, a yield asked or given otherwise and gas volumes outside CNPT need data these solvers do not
// read: leave them to the theory answer.
const unsupportedData = /%|pureza|riqueza|rendimiento|cnpt|volumen/;
const YIELD = new RegExp(
  `(?:(?:si|con|y) )?(?:el|un) rendimiento (?:de la reaccion )?(?:es |fue |sera |fuera |fuese )?(?:del? )?(${NUMBER_SOURCE})\\s*%`,
);
/** The substances of the course that are gases in CNPT (water is not: it is liquid or ice at 0 °C). */
const GASES_AT_NORMAL = new Set([
  'H2',
  'O2',
  'N2',
  'Cl2',
  'F2',
  'He',
  'Ne',
  'Ar',
  'CO2',
  'CO',
  'NH3',
  'CH4',
  'C2H6',
  'C3H8',
  'C4H10',
  'SO2',
  'NO',
  'NO2',
  'N2O',
  'HCl',
  'H2S',
]);
// «¿Qué volumen de H₂…?», the exam stem «…, el volumen de H₂ en CNPT es:», and the order «Calcular el
// volumen de H₂ que se desprende».
const askedVolume =
  /(?:que|cual es el) volumen ocupa\w*\s+(?:el|la|los|las|ese|esa|esos|esas|dicho|dicha)\s+|(?:que|cual es el|cuantos)\s+(?:volumen|litros)\s+(?:de\s+|del\s+)?|\bel volumen de\s+(?=[^.?]*\bes\s*:?\s*$)|\b(?:calcul|determin|hall|indic)[a-z]*\s*:?\s+el volumen (?:de\s+|del\s+)|\bvolumen que ocupa\w*\s+(?:el|la|los|las|ese|esa|esos|esas|dicho|dicha)\s+/;
// «¿Qué volumen de H₂, en mL, …?»: a unit asked after the volume (a number before it is a datum).
const VOLUME_UNIT_ASKED = /\ben\s+(ml|cm3|cm³|cm\^3|cc|dm3|dm³|dm\^3|m3|m³|m\^3|litros?|l)(?![a-z0-9])/;
const NORMAL_CONDITIONS =
  /,?\s*(?:medidos?\s+)?(?:en\s+)?(?:cnpt|tpn|condiciones normales(?: de presion y temperatura)?),?/;

/**
 * The one state a gas is measured at, when a statement gives exactly one temperature and one pressure
 * («medido a 27 °C y 2 atm», «a 300 K y 760 mmHg»): in K and atm, and as the statement writes them.
 */
function gasState(message: string): { kelvin: number; atm: number; shown: string } | undefined {
  const quantities = findQuantities(foldForUnits(message));
  const pressures = quantities.filter((q) => q.unit.dimension === 'pressure');
  const temperatures = quantities.filter((q) => q.unit.dimension === 'temperature');
  const [p] = pressures;
  const [t] = temperatures;
  if (!p || !t || pressures.length !== 1 || temperatures.length !== 1) return undefined;
  const kelvin = t.unit.symbol === 'K' ? t.value : t.unit.symbol === '°C' ? t.value + 273 : Number.NaN;
  const atm = toBase(p.value, p.unit) / unitBySymbol('atm').factor;
  if (!(kelvin > 0 && atm > 0)) return undefined;
  return {
    kelvin,
    atm,
    shown: `${fmt(t.value)} ${t.unit.symbol} (${fmt(kelvin)} K) y ${fmt(p.value)} ${p.unit.symbol}`,
  };
}

// «44,8 L de hidrógeno», «500 mL de CO₂»: a volume of a substance.
const GIVEN_VOLUME = new RegExp(
  `(${NUMBER_SOURCE})\\s*(l|litros?|dm3|dm³|ml|mililitros?|cm3|cm³)\\s+de\\s+`,
  'gu',
);

/**
 * The gases a statement in CNPT gives by their volume, in litres; undefined when a volume is of
 * something that is not a gas of the equation (a solution, a liquid), which this reading does not use.
 */
function volumesInNormal(
  message: string,
  all: readonly Species[],
): { species: Species; liters: number }[] | undefined {
  const found: { species: Species; liters: number }[] = [];
  const folded = foldText(message);
  for (const match of folded.matchAll(GIVEN_VOLUME)) {
    const species = findSpecies(message.slice(match.index + match[0].length), all);
    if (!species || !GASES_AT_NORMAL.has(species.formula)) return undefined;
    const value = parseNumber(group(match, 1));
    const liters = /^(?:ml|mili|cm)/.test(group(match, 2)) ? value / 1000 : value;
    found.push({ species, liters });
  }
  return found;
}

/** The unit a volume is asked in: litres unless mL or cm³ are named; null for one not given (m³). */
function volumeUnitAsked(folded: string): 'L' | 'mL' | null {
  const unit = VOLUME_UNIT_ASKED.exec(folded)?.[1];
  if (!unit) return 'L';
  if (/^(?:ml|cm|cc)/.test(unit)) return 'mL';
  return /^m/.test(unit) ? null : 'L';
}

/**
 * The equation's species a text starts by naming: by its formula or everyday name, or by its name in
 * any nomenclature the course teaches («cloruro de aluminio», «sulfuro ferroso», «óxido de calcio»).
 */
function findSpecies(text: string, all: readonly Species[]): Species | undefined {
  const substance = substanceAt(text);
  if (!substance?.ok) return undefined;
  return all.find((s) => sameComposition(s.composition, substance.composition));
}

/**
 * What a text names before the substance itself: a demonstrative («ese oxígeno», «dicho gas» is no
 * substance) or the form a solid comes in («12 g de cinta de magnesio», «virutas de hierro», «granallas
 * de cinc»).
 */
const BEFORE_SUBSTANCE =
  /^\s*(?:(?:es[eao]s?|dich[oa]s?|este|esta|estos|estas)\s+)?(?:(?:una?\s+)?(?:cinta|virutas?|limaduras?|granallas?|polvo|trozos?|l[aá]minas?|alambres?|clavos?|barras?)\s+de\s+)?/iu;

/** A substance at the start of a text: its formula, its everyday name or its name in a nomenclature. */
export function substanceAt(raw: string): FormulaResult | undefined {
  const text = raw.replace(BEFORE_SUBSTANCE, '');
  const read = readSubstance(text);
  if (read) return read;
  const formula = formulaNamedAt(text);
  return formula ? parseFormula(formula) : undefined;
}

type MassUnit = 'mol' | 'g' | 'kg';
type AskedUnit = MassUnit | 'L';
// «la cantidad de moles», «el número de moles» ask moles: only a mass asked is in grams.
const unitKind = (unit: string): MassUnit =>
  /(?:^|\s)(moles|mol)$/i.test(unit) ? 'mol' : /^(kilogramos|kg)$/i.test(unit) ? 'kg' : 'g';

/** The quantities a question names: "¿cuántos gramos de X …" and each "4 g de Y" outside that phrase. */
function readQuestion(message: string) {
  const asked = askedPattern.exec(message) ?? undefined;
  const amounts = [...message.matchAll(amountPattern)]
    .filter((match) => !asked || match.index < asked.index || match.index >= asked.index + asked[0].length)
    .map((match) => ({
      amount: parseNumber(group(match, 1)),
      unit: unitKind(group(match, 2)),
      substance: substanceAt(message.slice(match.index + match[0].length)),
    }));
  return {
    asked,
    askedUnit: asked ? unitKind(must(asked[1] ?? asked[2], 'asked unit')) : undefined,
    target: asked ? substanceAt(message.slice(asked.index + asked[0].length)) : undefined,
    amounts,
  };
}

/** An unknown symbol typed as a formula ("Xy2"), not a word that merely failed to read as one. */
const misspelt = (substance: FormulaResult | undefined) =>
  substance && !substance.ok && /^[A-Z]/.test(substance.unknown) ? substance.unknown : undefined;

const EXCESS_ASKED = /reactivo (?:que esta )?en exceso[^?]*(?:quedan?|sobran?|sin reaccionar)/;

/** The limiting reactant of the two given: the one with fewer moles per unit of its coefficient. */
function limitingReply(
  given: { species: Species; moles: number }[],
  steps: string[],
  intro: string,
): string | undefined {
  const ratios = given.map((item) => ({ item, ratio: item.moles / item.species.coefficient }));
  const [first, second] = ratios;
  if (!first || !second || Math.abs(first.ratio - second.ratio) < 1e-9) return undefined;
  const limiting = first.ratio < second.ratio ? first : second;
  const name = pretty(limiting.item.species.formula);
  steps.push(
    `Dividí los moles de cada reactivo por su coeficiente: ${ratios.map(({ item, ratio }) => `${pretty(item.species.formula)}: ${fmt(item.moles)} / ${item.species.coefficient} = ${fmt(ratio)}`).join('; ')}. El menor se agota primero: ${name}.`,
  );
  return workedStoichiometry(
    'Estequiometría: reactivo limitante',
    intro,
    steps,
    [`**El reactivo limitante es ${name}.**`],
    '¿Cuánto sobra del otro reactivo cuando el limitante se termina?',
  );
}

/** What is left of the reactant in excess, when both reactants of a two-reactant equation are given. */
function excessReply(
  reactants: Species[],
  given: { species: Species; moles: number }[],
  unit: MassUnit,
  steps: string[],
  intro: string,
): string | undefined {
  if (reactants.length !== 2 || given.length !== 2) return undefined;
  const ratios = given.map((item) => ({ item, ratio: item.moles / item.species.coefficient }));
  const [first, second] = ratios;
  if (!first || !second || first.ratio === second.ratio) return undefined;
  const [limiting, excess] = first.ratio < second.ratio ? [first, second] : [second, first];
  const limitingName = pretty(limiting.item.species.formula);
  const excessName = pretty(excess.item.species.formula);
  const used = limiting.ratio * excess.item.species.coefficient;
  const left = excess.item.moles - used;
  steps.push(
    `Buscá el reactivo limitante dividiendo los moles de cada reactivo por su coeficiente: ${ratios.map(({ item, ratio }) => `${pretty(item.species.formula)}: ${fmt(item.moles)} / ${item.species.coefficient} = ${fmt(ratio)}`).join('; ')}. El menor es el limitante: ${limitingName}; el ${excessName} está en exceso.`,
    `El ${limitingName} consume $${tex(limiting.item.moles)} \\cdot \\frac{${excess.item.species.coefficient}}{${limiting.item.species.coefficient}} = ${tex(used)}$ mol de ${excessName}; quedan $${tex(excess.item.moles)} - ${tex(used)} = ${tex(left)}$ mol.`,
  );
  let resultText = `${fmt(left)} mol de ${excessName}`;
  if (unit !== 'mol') {
    const mass = molarMass(excess.item.species.composition);
    const grams = left * mass;
    steps.push(
      `Pasá a masa con M(${excessName}) = ${molarMassSum(excess.item.species.composition)} g/mol: $m = ${tex(left)} \\cdot ${tex(mass)} = ${tex(grams)}$ g.`,
    );
    resultText =
      unit === 'kg' ? `${fmt(grams / 1000, 4)} kg de ${excessName}` : `${fmt(grams)} g de ${excessName}`;
  }
  return workedStoichiometry(
    'Estequiometría: reactivo en exceso',
    intro,
    steps,
    [`**Quedan sin reaccionar ${resultText}.**`],
    '¿Por qué el reactivo limitante no es siempre el que tiene menos gramos?',
  );
}

/** A stoichiometry reply: its title, the reading of the reaction, the steps, the result lines and a question. */
function workedStoichiometry(
  title: string,
  intro: string,
  steps: readonly string[],
  answer: readonly string[],
  closing: string,
): string {
  return [
    `## ${title}`,
    '',
    intro,
    '',
    ...numbered(steps),
    '',
    ...answer.flatMap((line) => [line, '']),
    closing,
  ].join('\n');
}

// «250 g de una piedra caliza que contiene 80 % de CaCO₃», «300 g de una muestra con un 90 % de Zn».
const SAMPLE_PURITY = new RegExp(
  `(${NUMBER_SOURCE})\\s*(g|kg)\\s+de\\s+(?:(?:una|un)\\s+)?(?:muestra|piedra|mineral|roca|caliza)(?:\\s+(?:caliza|impur[oa]|de\\s+\\p{L}+))?,?\\s+(?:que contiene|con|cuya pureza es del?)\\s+(?:un\\s+|el\\s+)?(${NUMBER_SOURCE})\\s*%\\s+(?:en masa\\s+)?de\\s+(?=\\S)(?!pureza|riqueza)`,
  'u',
);
// «Una muestra de 250 g de piedra caliza, con una pureza del 90 % en carbonato de calcio»: the sample
// named first, the pure substance after the share.
const NAMED_SAMPLE_PURITY = new RegExp(
  `(?<=\\b(?:muestra|porcion|partida|carga) de )(${NUMBER_SOURCE})\\s*(g|kg)\\s+de\\s+[\\p{L} ]{1,30}?,?\\s+(?:con|de|cuya pureza es)\\s+(?:una\\s+)?(?:pureza|riqueza)\\s+(?:del?\\s+)?(${NUMBER_SOURCE})\\s*%\\s+(?:en|de)\\s+(?=\\S)`,
  'u',
);
// «500 g de CaCO₃ del 80 % de pureza», «200 g de cinc al 90 % de pureza», «300 g de una muestra de cinc
// con un 65,4 % de pureza».
const SUBSTANCE_PURITY = new RegExp(
  `(${NUMBER_SOURCE})\\s*(g|kg)\\s+de\\s+(?:una\\s+muestra\\s+de\\s+)?(\\S+(?:\\s+de\\s+\\p{L}+|\\s+\\p{L}+)?)\\s+(?:del?|al|con un|con una|con)\\s+(${NUMBER_SOURCE})\\s*%\\s+de\\s+(?:pureza|riqueza)`,
  'du',
);

/**
 * A sample's purity written as the pure amount it holds («250 g … que contiene 80 % de CaCO₃» → «200 g
 * de CaCO₃»), with the step that says so; the message as it was when it gives no purity. A second
 * purity, or one above 100 %, is left for the reading to decline.
 */
function withPureAmount(message: string, steps: string[]): string {
  const folded = foldText(message);
  const sample = SAMPLE_PURITY.exec(folded) ?? NAMED_SAMPLE_PURITY.exec(folded);
  const substance = sample ? undefined : SUBSTANCE_PURITY.exec(folded);
  const found = sample ?? substance;
  if (!found) return message;
  const [amountText, unit, percentText] = sample
    ? [group(found, 1), group(found, 2), group(found, 3)]
    : [group(found, 1), group(found, 2), group(found, 4)];
  const share = parseNumber(percentText) / 100;
  if (!(share > 0 && share <= 1)) return message;
  const pure = parseNumber(amountText) * share;
  const shown = fmt(pure, 6);
  // The substance as the message writes it (a formula keeps its capitals): the folded text keeps its indices.
  const span = substance?.indices?.[3];
  const what = span ? message.slice(span[0], span[1]) : undefined;
  const rewritten = sample ? `${shown} ${unit} de ` : `${shown} ${unit} de ${what ?? ''}`;
  steps.push(
    `Sólo la parte pura reacciona: $${tex(parseNumber(amountText))} \\cdot \\frac{${tex(parseNumber(percentText))}}{100} = ${tex(pure)}$ ${unit} puros.`,
  );
  return message.slice(0, found.index) + rewritten + message.slice(found.index + found[0].length);
}

// «0,5 L de una solución de HCl 1 M», «25 mL de solución 0,2 M de NaOH»: a reactant given as a volume of
// a solution of known molarity, which holds V · M moles of it.
const SOLUTION_OF = new RegExp(
  `(${NUMBER_SOURCE})\\s*(l|litros?|dm3|dm³|ml|mililitros?|cm3|cm³)\\s+de\\s+(?:una\\s+)?(?:solucion|disolucion)(?:\\s+acuosa)?\\s+(?:(?:de\\s+)?([\\p{L}\\d()₀-₉ ]{1,40}?)\\s+(${NUMBER_SOURCE})\\s*(?:m|molar)(?![\\p{L}\\d])|(${NUMBER_SOURCE})\\s*(?:m|molar)\\s+de\\s+)`,
  'du',
);

/**
 * A reactant given as a volume of a solution and its molarity, written as the moles it holds («0,5 L de
 * una solución de HCl 1 M» → «0,5 mol de HCl»), with the step that says so; the message as it was when
 * it gives none, or one whose substance is not read whole.
 */
function withSolutionMoles(message: string, steps: string[]): string {
  const found = SOLUTION_OF.exec(foldText(message));
  if (!found) return message;
  const volume = parseNumber(group(found, 1));
  const liters = /^(?:ml|mili|cm)/.test(group(found, 2)) ? volume / 1000 : volume;
  const molarity = parseNumber(found[4] ?? found[5] ?? '');
  const named = found[3];
  // The substance as the message writes it: before the molarity, or after «M de».
  const start = named === undefined ? found.index + found[0].length : (found.indices?.[3]?.[0] ?? -1);
  const substance = start < 0 ? undefined : substanceAt(message.slice(start));
  if (!substance?.ok || !(liters > 0 && molarity > 0)) return message;
  // «de HCl 1 M», «de hidróxido de sodio 0,2 M»: the words before the molarity name the substance alone.
  if (named !== undefined && /\b(?:que|con|cuya|al|del?\s+concentracion)\b/.test(named)) return message;
  const moles = liters * molarity;
  const name = pretty(substance.formula);
  const unitSpan = found.indices?.[2];
  const unitWritten = unitSpan ? message.slice(unitSpan[0], unitSpan[1]) : group(found, 2);
  steps.push(
    `La solución aporta $n = V \\cdot M = ${tex(liters)}\\ \\text{L} \\cdot ${tex(molarity)}\\ \\text{mol/L} = ${tex(moles)}$ mol de ${name} (${fmt(volume)} ${unitWritten} de solución ${fmt(molarity)} M).`,
  );
  const after = message.slice(found.index + found[0].length);
  // After «M de», the substance's own words go with it.
  const tail = named === undefined ? after.replace(/^\S+/, '') : after;
  return `${message.slice(0, found.index)}${fmt(moles, 6)} mol de ${name}${tail}`;
}

/** «…con rendimiento total», «…si el rendimiento fuera del 100 %», «la masa teórica»: the complete reaction. */
const COMPLETE_REACTION =
  /\b(?:con (?:un )?rendimiento (?:total|completo|del 100 ?%)|si el rendimiento fuera (?:total|del 100 ?%)|teoric\w*)/;

/** The moles of the one substance given, asked of it: n = m/M, or V/22,4 L for a gas in CNPT. */
function ownMolesReply(
  target: Species,
  liters: number | undefined,
  given: { amount: number; unit: MassUnit } | undefined,
  steps: string[],
  intro: string,
): string | undefined {
  const name = pretty(target.formula);
  let moles: number;
  if (liters !== undefined) {
    moles = liters / MOLAR_VOLUME;
    steps.push(
      `En CNPT un mol de gas ocupa 22,4 L: $n = \\frac{${tex(liters)}\\ \\text{L}}{22{,}4\\ \\text{L/mol}} = ${tex(moles)}$ mol de ${name}.`,
    );
  } else if (given && given.unit !== 'mol') {
    const grams = given.unit === 'kg' ? given.amount * 1000 : given.amount;
    const mass = molarMass(target.composition);
    moles = grams / mass;
    steps.push(
      `Pasá la masa a moles con la masa molar M(${name}) = ${molarMassSum(target.composition)} g/mol: $n = \\frac{m}{M} = \\frac{${tex(grams)}\\ \\text{g}}{${tex(mass)}\\ \\text{g/mol}} = ${tex(moles)}$ mol de ${name}.`,
    );
  } else return undefined;
  return workedStoichiometry(
    'Estequiometría',
    intro,
    steps,
    [`**Son ${fmt(moles)} mol de ${name}.**`],
    '¿Por qué la proporción se arma con los coeficientes y no con las masas de cada sustancia?',
  );
}

/**
 * «Calcule la masa de CaCO₃ puro contenida en la muestra», «la masa de cinc puro que reacciona»: the pure
 * amount of a sample whose purity is given, the step that computes it (null when the question asks it
 * of another substance; undefined when it does not ask it).
 */
function pureMassReply(
  statement: string,
  message: string,
  all: readonly Species[],
  steps: string[],
  intro: string,
): string | null | undefined {
  const folded = foldText(statement);
  const asked = /\b(?:la masa|los gramos|cuantos gramos|que masa|que cantidad)\s+de\s+/.exec(folded);
  if (!asked || message === statement) return undefined;
  const after = folded.slice(asked.index + asked[0].length);
  const named = /^(.{1,40}?)\s+pur[oa]s?\b/.exec(after);
  if (!named) return undefined;
  const target = findSpecies(statement.slice(asked.index + asked[0].length), all);
  // The pure amount, as the rewritten message states it: «225 g de CaCO₃».
  const amounts = readQuestion(message).amounts.filter(
    ({ substance }) => substance?.ok && target && sameComposition(substance.composition, target.composition),
  );
  const [amount] = amounts;
  if (!target || amounts.length !== 1 || !amount || amount.unit === 'mol') return null;
  const result = `${fmt(amount.amount)} ${amount.unit} de ${pretty(target.formula)} puro`;
  // «…con un rendimiento del 75 %»: the yield acts on what is obtained, not on what the sample holds.
  const yieldGiven = new RegExp(`rendimiento\\s+(?:es\\s+)?(?:de(?:l)?\\s+)?(${NUMBER_SOURCE})\\s*%`).exec(
    folded,
  );
  if (yieldGiven)
    steps.push(
      `El rendimiento del ${yieldGiven[1]} % no cambia cuánto ${pretty(target.formula)} puro tiene la muestra: actúa sobre lo que se obtiene.`,
    );
  return workedStoichiometry(
    'Estequiometría: pureza',
    intro,
    steps,
    [`**La muestra contiene ${result}.**`],
    '¿Por qué la proporción se arma con los coeficientes y no con las masas de cada sustancia?',
  );
}

const OBTAINED =
  /\bse (?:obtienen|obtiene|obtuvieron|obtuvo|forman|forma|formaron|formo|producen|produjeron|recogen|recogieron)\b/;

const YIELD_ASKED =
  /(?:(?:calcul|determin|halla|indic|obten)\w*\s+el|cual (?:es|fue) el|que)\s+rendimiento(?:\s+porcentual)?(?:\s+(?:tuvo|tiene|tuvieron|hubo en))?(?:\s+(?:de )?la reaccion)?\s*[?.]?\s*$/;

/**
 * «…con 56 g de N₂ y exceso de H₂ se obtienen 51 g de NH₃. Calcular el rendimiento»: what was obtained
 * over what the one reactant given could give, or the limiting one of the two given. One product given.
 */
function yieldAskedReply(
  message: string,
  all: Species[],
  steps: string[],
  intro: string,
): string | undefined {
  const { amounts } = readQuestion(message);
  if (amounts.length !== 2 && amounts.length !== 3) return undefined;
  const given = amounts.map(({ amount, unit, substance }) => {
    const species = substance?.ok
      ? all.find((s) => sameComposition(s.composition, substance.composition))
      : undefined;
    return species
      ? { species, grams: unit === 'mol' ? undefined : unit === 'kg' ? amount * 1000 : amount, amount, unit }
      : undefined;
  });
  const reactants = given.filter((g) => g?.species.side === 'reactivo');
  const products = given.filter((g) => g?.species.side === 'producto');
  const [product] = products;
  // One product obtained, and one reactant (the other in excess) or both (the limiting one decides).
  if (!product || products.length !== 1 || reactants.length !== amounts.length - 1) return undefined;
  const inMoles = reactants.flatMap((item) => {
    if (!item) return [];
    const name = pretty(item.species.formula);
    const mass = molarMass(item.species.composition);
    const moles = item.grams === undefined ? item.amount : item.grams / mass;
    if (item.grams !== undefined)
      steps.push(
        `Pasá la masa a moles con M(${name}) = ${molarMassSum(item.species.composition)} g/mol: $n = \\frac{${tex(item.grams)}}{${tex(mass)}} = ${tex(moles)}$ mol de ${name}.`,
      );
    return [{ item, moles, ratio: moles / item.species.coefficient }];
  });
  const [first, second] = inMoles;
  if (!first || (second && (second.item.species === first.item.species || second.ratio === first.ratio)))
    return undefined;
  const least = second && second.ratio < first.ratio ? second : first;
  if (second)
    steps.push(
      `Buscá el reactivo limitante dividiendo los moles de cada reactivo por su coeficiente: ${inMoles.map(({ item, moles, ratio }) => `${pretty(item.species.formula)}: ${fmt(moles)} / ${item.species.coefficient} = ${fmt(ratio)}`).join('; ')}. El menor es el limitante: ${pretty(least.item.species.formula)}.`,
    );
  const reactant = least.item;
  const reactantName = pretty(reactant.species.formula);
  const productName = pretty(product.species.formula);
  const productMass = molarMass(product.species.composition);
  const reactantMoles = least.moles;
  const ratio = product.species.coefficient / reactant.species.coefficient;
  const theoreticalMoles = reactantMoles * ratio;
  steps.push(
    `Con la proporción ${reactant.species.coefficient} mol de ${reactantName} : ${product.species.coefficient} mol de ${productName}, se podrían formar $${tex(reactantMoles)} \\cdot \\frac{${product.species.coefficient}}{${reactant.species.coefficient}} = ${tex(theoreticalMoles)}$ mol de ${productName} (lo teórico).`,
  );
  const [theoretical, obtained, unit] =
    product.grams === undefined
      ? [theoreticalMoles, product.amount, 'mol']
      : [theoreticalMoles * productMass, product.grams, 'g'];
  if (product.grams !== undefined)
    steps.push(
      `En masa, con M(${productName}) = ${molarMassSum(product.species.composition)} g/mol: $${tex(theoreticalMoles)} \\cdot ${tex(productMass)} = ${tex(theoretical)}$ g.`,
    );
  const percent = (100 * obtained) / theoretical;
  // More than all that could form is a reading gone wrong, not a yield.
  if (!(percent > 0 && percent <= 100 + 1e-9)) return undefined;
  steps.push(
    `Rendimiento = obtenido / teórico · 100 = $\\frac{${tex(obtained)}}{${tex(theoretical)}} \\cdot 100 = ${tex(percent)}$ %.`,
  );
  return workedStoichiometry(
    'Estequiometría: rendimiento',
    intro,
    steps,
    [
      `**El rendimiento es ${fmtResult(percent)} %.**`,
      `Se obtuvieron ${fmt(obtained)} ${unit} de ${productName} de los ${fmt(theoretical)} ${unit} posibles.`,
    ],
    '¿Por qué una reacción real casi nunca llega al 100 % de rendimiento?',
  );
}

/** The steps from the data to the asked amount, once the balanced equation is known. */
function stoichiometryReply(
  statement: string,
  reactants: Species[],
  products: Species[],
  steps: string[],
  intro: string,
): string | undefined {
  // Atomic masses the statement lists must be the table's: every molar mass is summed from them.
  if (!givenAtomicMassesAgree(statement)) return undefined;
  const message = withSolutionMoles(withPureAmount(statement, steps), steps);
  const all = [...reactants, ...products];
  const pure = pureMassReply(statement, message, all, steps, intro);
  if (pure !== undefined) return pure ?? undefined;
  // «¿Cuánto NH₃ se forma y cuál es el rendimiento?» asks two things: the yield alone would leave one unsaid.
  // The atomic masses listed after the question («… ¿rendimiento? (Ca = 40; O = 16)») do not end it.
  const ending = foldText(message)
    .replace(/\s*\((?:\s*[a-z]{1,2}\s*=\s*\d+(?:[.,]\d+)?\s*[;,]?)+\s*\)\s*$/, '')
    .trim();
  const asksYield = YIELD_ASKED.test(ending);
  if (asksYield && /\sy\s+(?:cual|que|el)\s[^.?¿]*rendimiento\s*[?.]?\s*$/.test(ending)) return undefined;
  if (asksYield) return yieldAskedReply(message, all, steps, intro);
  const { asked, askedUnit: askedAmount, amounts: read } = readQuestion(message);
  let amounts = read;
  const folded = foldText(message);
  // «¿Qué volumen de hidrógeno, medido en CNPT, se obtiene…?»: moles of a gas times 22,4 L.
  const volume = asked ? undefined : askedVolume.exec(folded);
  const normal = NORMAL_CONDITIONS.test(folded);
  // «…el volumen de O₂ consumido, medido a 27 °C y 2 atm»: V = nRT/P at the one state the page gives.
  const state = volume && !normal ? gasState(message) : undefined;
  if (volume && ((!normal && !state) || /liquid|solid/.test(folded))) return undefined;
  const askedUnit: AskedUnit | undefined = volume ? 'L' : askedAmount;
  const volumeUnit = volume ? volumeUnitAsked(folded) : undefined;
  if (volumeUnit === null) return undefined;
  const askedAt = asked ?? volume;
  const target = askedAt ? findSpecies(message.slice(askedAt.index + askedAt[0].length), all) : undefined;
  // «¿cuántos gramos de agua y de O₂ intervienen?»: two things asked, and the reply would state one.
  const askedClause = askedAt
    ? (foldText((asked ? message : folded).slice(askedAt.index)).split(
        /\?|\d|\b(?:con|a partir|al|si|cuando|para|por|segun)\b/,
      )[0] ?? '')
    : '';
  if (/\sy (?:de|del|la|el|las|los|cuant\w*|que|cual\w*)\s/.test(askedClause)) return undefined;
  // Only a gas at 0 °C and 1 atm has the molar volume: water, a metal or a salt does not.
  if (volume && target && !GASES_AT_NORMAL.has(target.formula)) return undefined;
  // «…si el rendimiento es del 75 %»: the product obtained is that share of the one computed.
  const yieldMatch = YIELD.exec(folded);
  const yieldShare = yieldMatch ? parseNumber(group(yieldMatch, 1)) / 100 : undefined;
  if (yieldShare !== undefined && (!(yieldShare > 0 && yieldShare <= 1) || target?.side !== 'producto'))
    return undefined;
  // «Se desea obtener 44,8 L de hidrógeno, medidos en CNPT»: a gas given by its volume, 22,4 L a mole.
  const givenVolumes = normal && !volume ? volumesInNormal(message, all) : [];
  if (givenVolumes === undefined) return undefined;
  const rest = folded
    .replace(COMPLETE_REACTION, ' ')
    .replace(givenVolumes.length ? GIVEN_VOLUME : /$^/g, ' ')
    .replace(givenVolumes.length ? NORMAL_CONDITIONS : /$^/, ' ')
    .replace(YIELD, ' ')
    .replace(volume ? askedVolume : /$^/, ' ')
    .replace(volume ? NORMAL_CONDITIONS : /$^/, ' ');
  const sources: { species: Species; amount: number; unit: MassUnit }[] = [];
  // «…se obtienen 179,2 g de hierro. Hallar la masa de hierro que se obtendría con rendimiento total»: the
  // product obtained is the yield's datum, not the one the complete reaction gives.
  const ofAsked = ({ substance }: (typeof amounts)[number]) =>
    Boolean(target && substance?.ok && sameComposition(target.composition, substance.composition));
  const complete =
    askedAt &&
    target?.side === 'producto' &&
    amounts.filter(ofAsked).length === 1 &&
    COMPLETE_REACTION.test(folded.slice(askedAt.index));
  if (complete) {
    const obtained = amounts.find(ofAsked);
    if (obtained)
      steps.push(
        `Los ${fmt(obtained.amount)} ${obtained.unit} de ${pretty(target.formula)} obtenidos no entran: se pide lo que daría la reacción completa (rendimiento 100 %).`,
      );
    amounts = amounts.filter((amount) => !ofAsked(amount));
  }
  // An amount of the substance asked is given too («¿cuántos gramos de CH₄ quedan al quemar 16 g de CH₄…?»):
  // what is left or used of it, not what the others need.
  const ofTarget = amounts.some(
    ({ substance }) => target && substance?.ok && sameComposition(target.composition, substance.composition),
  );
  // «Se queman 88 g de propano … Determine los moles de propano quemados», «44,8 L de H₂ en CNPT … los moles
  // de hidrógeno»: the one amount given is the one asked, in moles; what is left of it is another question.
  const ownGiven = amounts.length + givenVolumes.length === 1;
  const ownVolume = givenVolumes.find((given) => given.species === target);
  if (
    target &&
    ownGiven &&
    (ofTarget || ownVolume) &&
    askedUnit === 'mol' &&
    yieldShare === undefined &&
    askedAt &&
    !/\b(?:qued|sobr|exceso|sin reaccionar|falt|agreg|resta)/.test(folded.slice(askedAt.index))
  )
    return ownMolesReply(target, ownVolume?.liters, amounts[0], steps, intro);
  if (ofTarget) return undefined;
  for (const given of givenVolumes) {
    if (given.species === target || sources.some((known) => known.species === given.species))
      return undefined;
    const name = pretty(given.species.formula);
    steps.push(
      `En CNPT un mol de gas ocupa 22,4 L: $n = \\frac{${tex(given.liters)}\\ \\text{L}}{22{,}4\\ \\text{L/mol}} = ${tex(given.liters / MOLAR_VOLUME)}$ mol de ${name}.`,
    );
    sources.push({ species: given.species, amount: given.liters / MOLAR_VOLUME, unit: 'mol' });
  }
  for (const { amount, unit, substance } of amounts) {
    const species = substance?.ok
      ? all.find((s) => sameComposition(s.composition, substance.composition))
      : undefined;
    if (species && species !== target && !sources.some((known) => known.species === species)) {
      sources.push({ species, amount, unit });
    }
  }
  // «¿Cuántos gramos del reactivo en exceso quedan sin reaccionar?»: no substance named, the excess one.
  const excessAsked = EXCESS_ASKED.test(folded) && !target && askedUnit !== 'L' && yieldShare === undefined;
  // «¿Cuál es el reactivo limitante?», alone or with the product it gives («El reactivo limitante y la
  // masa de NH₃ que se forma son:»).
  const limitingAsked = /reactivo limitante/.test(folded) && !excessAsked;
  const limitingOnly = limitingAsked && !target && !askedAt;
  if ((!target && !excessAsked && !limitingOnly) || sources.length === 0) return undefined;
  // «…con 15 g de H₂. Se obtienen 51 g de NH₃. ¿Cuál es el reactivo limitante?»: the product obtained
  // does not decide which reactant runs out first.
  const obtainedProduct = sources.filter((given) => given.species.side === 'producto');
  const [obtained] = obtainedProduct;
  if (
    (limitingOnly || excessAsked) &&
    obtained &&
    obtainedProduct.length === 1 &&
    sources.length === 3 &&
    OBTAINED.test(folded)
  ) {
    sources.splice(sources.indexOf(obtained), 1);
    steps.push(
      `Los ${fmt(obtained.amount)} ${obtained.unit} de ${pretty(obtained.species.formula)} obtenidos no hacen falta acá: qué reactivo se agota primero sale sólo de los reactivos.`,
    );
  }
  if (!askedUnit && !limitingOnly) return undefined;
  if (unsupportedData.test(rest)) return undefined;

  const inMoles = sources.map((given) => {
    const name = pretty(given.species.formula);
    if (given.unit === 'mol') return { ...given, moles: given.amount };
    const grams = given.unit === 'kg' ? given.amount * 1000 : given.amount;
    const mass = molarMass(given.species.composition);
    const moles = grams / mass;
    steps.push(
      `Pasá la masa a moles con la masa molar M(${name}) = ${molarMassSum(given.species.composition)} g/mol: $n = \\frac{m}{M} = \\frac{${tex(grams)}\\ \\text{g}}{${tex(mass)}\\ \\text{g/mol}} = ${tex(moles)}$ mol de ${name}.`,
    );
    return { ...given, moles };
  });
  const reactantsGiven = inMoles.filter((given) => given.species.side === 'reactivo');
  let source = at(inMoles, 0, 'given amount');
  // Every amount given must be one of the two reactants: a product already present is another problem.
  if (excessAsked)
    return inMoles.length === 2 && askedUnit
      ? excessReply(reactants, reactantsGiven, askedUnit, steps, intro)
      : undefined;
  if (limitingAsked) {
    if (reactantsGiven.length !== 2 || inMoles.length !== 2) return undefined;
    if (limitingOnly) return limitingReply(reactantsGiven, steps, intro);
    if (target?.side !== 'producto') return undefined;
  }
  // A yield applies to what one reactant gives: an amount of product obtained is already the yield's.
  // With two reactants given, it applies to what the limiting one gives.
  if (
    yieldShare !== undefined &&
    (inMoles.length > 2 || inMoles.some((given) => given.species.side !== 'reactivo'))
  )
    return undefined;
  if (!target) return undefined;
  if (reactantsGiven.length >= 2 && target.side === 'producto') {
    const ratios = reactantsGiven.map((given) => ({ given, ratio: given.moles / given.species.coefficient }));
    const limiting = ratios.reduce((least, item) => (item.ratio < least.ratio ? item : least));
    source = limiting.given;
    steps.push(
      `Buscá el reactivo limitante dividiendo los moles de cada reactivo por su coeficiente: ${ratios
        .map(
          ({ given, ratio }) =>
            `${pretty(given.species.formula)}: ${fmt(given.moles)} / ${given.species.coefficient} = ${fmt(ratio)}`,
        )
        .join(
          '; ',
        )}. El menor es el limitante: **${pretty(source.species.formula)}**; el otro queda en exceso.`,
    );
  }
  const sourceName = pretty(source.species.formula);
  const targetName = pretty(target.formula);
  const moles = source.moles;
  const targetMoles = (moles * target.coefficient) / source.species.coefficient;
  steps.push(
    `Usá la proporción de los coeficientes, ${source.species.coefficient} mol de ${sourceName} : ${target.coefficient} mol de ${targetName}: $n = ${tex(moles)} \\cdot \\frac{${target.coefficient}}{${source.species.coefficient}} = ${tex(targetMoles)}$ mol de ${targetName}.`,
  );
  const obtainedMoles = targetMoles * (yieldShare ?? 1);
  if (yieldShare !== undefined)
    steps.push(
      `Con un rendimiento del ${fmt(yieldShare * 100)} % se obtiene esa fracción de lo calculado: $n = ${tex(targetMoles)} \\cdot ${tex(yieldShare)} = ${tex(obtainedMoles)}$ mol de ${targetName}.`,
    );
  let resultText = `${fmt(obtainedMoles)} mol de ${targetName}`;
  if (askedUnit === 'L' && state) {
    const liters = (obtainedMoles * GAS_CONSTANT * state.kelvin) / state.atm;
    steps.push(
      `A ${state.shown}, de $PV = nRT$: $V = \\frac{nRT}{P} = \\frac{${tex(obtainedMoles)} \\cdot 0{,}082 \\cdot ${tex(state.kelvin)}}{${tex(state.atm)}} = ${tex(liters)}$ L.`,
    );
    resultText = `${fmt(liters)} L de ${targetName} (a ${state.shown})`;
    if (volumeUnit === 'mL') return undefined;
  } else if (askedUnit === 'L') {
    const liters = obtainedMoles * MOLAR_VOLUME;
    steps.push(
      `En CNPT un mol de gas ocupa 22,4 L: $V = ${tex(obtainedMoles)} \\cdot 22{,}4 = ${tex(liters)}$ L.`,
    );
    resultText = `${fmt(liters)} L de ${targetName} (en CNPT)`;
    if (volumeUnit === 'mL') {
      const milliliters = liters * 1000;
      steps.push(`En mililitros: $V = ${tex(liters)} \\cdot 1000 = ${tex(milliliters)}$ mL.`);
      resultText = `${fmt(milliliters)} mL de ${targetName} (en CNPT)`;
    }
  } else if (askedUnit !== 'mol') {
    const mass = molarMass(target.composition);
    const grams = obtainedMoles * mass;
    steps.push(
      `Pasá a masa con M(${targetName}) = ${molarMassSum(target.composition)} g/mol: $m = n \\cdot M = ${tex(obtainedMoles)} \\cdot ${tex(mass)} = ${tex(grams)}$ g.`,
    );
    resultText =
      askedUnit === 'kg' ? `${fmt(grams / 1000, 4)} kg de ${targetName}` : `${fmt(grams)} g de ${targetName}`;
  }
  const verb = target.side === 'producto' ? 'Se forman' : 'Se necesitan';
  const answer = limitingAsked
    ? `Reactivo limitante: ${pretty(source.species.formula)}; se forman ${resultText}.`
    : `${verb} ${resultText}.`;
  return workedStoichiometry(
    'Estequiometría',
    intro,
    steps,
    [`**${answer}**`],
    '¿Por qué la proporción se arma con los coeficientes y no con las masas de cada sustancia?',
  );
}

const FACTORS: Readonly<Record<string, number>> = {
  'el doble': 2,
  'el triple': 3,
  'el cuadruple': 4,
  'la mitad': 0.5,
  duplica: 2,
  triplica: 3,
  cuadruplica: 4,
};

/**
 * «Si ahora se quema el doble de metano», «si se duplica la masa de cinc»: the one amount given of that
 * substance, scaled, with the phrase that says so taken out and the step that says it; undefined when
 * the change is not of one amount the statement gives.
 */
function withScaledAmount(message: string): { message: string; step: string } | undefined {
  const folded = foldText(message);
  const said =
    /(?:\bsi\b[^.?]*?)?\b(el doble|el triple|el cuadruple|la mitad|duplica|triplica|cuadruplica)\w*\s+(?:(?:la masa|la cantidad|los moles|los gramos)\s+)?(?:de|del)\s+/.exec(
      folded,
    );
  if (!said || [...folded.matchAll(new RegExp(SCALED_AMOUNT.source, 'g'))].length !== 1) return undefined;
  const factor = FACTORS[group(said, 1)];
  const of = substanceAt(message.slice(said.index + said[0].length));
  if (!factor || !of?.ok) return undefined;
  const amounts = [...message.matchAll(amountPattern)].filter((match) => {
    const substance = substanceAt(message.slice(match.index + match[0].length));
    return substance?.ok && sameComposition(substance.composition, of.composition);
  });
  const [amount] = amounts;
  if (amounts.length !== 1 || !amount || amount.index > said.index) return undefined;
  const value = parseNumber(group(amount, 1));
  const changed = value * factor;
  const sentenceStart = Math.max(
    message.lastIndexOf('.', said.index) + 1,
    message.lastIndexOf('\n', said.index) + 1,
    0,
  );
  if (amount.index >= sentenceStart) return undefined;
  // «¿Qué masa de agua se forma si se quema el doble de metano?»: the question before the change;
  // «Si ahora se quema el doble de metano, ¿qué masa…?»: the question after it.
  const head = message.slice(sentenceStart, said.index).trim();
  const tail = message.slice(said.index + said[0].length);
  const question = head ? `${head.replace(/[,;]\s*$/, '')}?` : tail.slice(tail.indexOf('¿'));
  if (!head && !tail.includes('¿')) return undefined;
  const rewritten = `${message.slice(0, amount.index)}${fmt(changed, 6).replace(/\./g, '')}${message.slice(
    amount.index + group(amount, 1).length,
    sentenceStart,
  )} ${question}`;
  return {
    message: rewritten,
    step: `${group(said, 1) === 'la mitad' ? 'La mitad' : 'El cambio'} de ${pretty(of.formula)}: ${fmt(value)} ${group(amount, 2)} · ${fmt(factor)} = ${fmt(changed)} ${group(amount, 2)}.`,
  };
}

const SCALED_AMOUNT =
  /\b(?:el doble|el triple|el cuadruple|la mitad|al doble|al triple|a la mitad|(?:se )?(?:duplica|triplica|cuadruplica)\w*)\b/;

// «Si todo ese hidrógeno se almacena en un tanque de 50 L a 25 °C, ¿qué presión ejerce?», «Todo el amoníaco
// obtenido se disuelve en agua y se lleva a 500 mL de solución. ¿Cuál es su molaridad?»: what a product
// does once formed, in a sentence of its own after the reaction's data.
const STORED = /\btod[oa]\s+(?:(?:es[eoa]|el|la|dich[oa])\s+)(?=\S)/;
const PRESSURE_ASKED = /(?:que|cual es la|calcul\w*\s+la|determin\w*\s+la)\s+presion\b/;
const MOLARITY_ASKED =
  /(?:cual es (?:su|la)|que|calcul\w*\s+(?:su|la)|determin\w*\s+(?:su|la))\s+(?:molaridad|concentracion molar)\b/;

/**
 * The pressure a gas product exerts in a container at a temperature (P = nRT/V), or the molarity of the
 * solution a product is dissolved into (M = n/V), from the moles the reaction gives; undefined when the
 * message asks neither of a product it names in a last sentence of its own.
 */
function storedProductReply(message: string): string | undefined {
  const folded = foldText(message);
  const stored = STORED.exec(folded);
  // The reaction written out before the sentence: no product is guessed.
  const arrow = ARROW.exec(message);
  if (!stored || !arrow || arrow.index > stored.index) return undefined;
  const sentenceStart = Math.max(
    folded.lastIndexOf('.', stored.index) + 1,
    folded.lastIndexOf('\n', stored.index) + 1,
  );
  const sentence = folded.slice(sentenceStart);
  const pressure = PRESSURE_ASKED.test(sentence);
  const molarity = !pressure && MOLARITY_ASKED.test(sentence) && /\bse disuelve\b/.test(sentence);
  if (!pressure && !molarity) return undefined;
  const substance = substanceAt(message.slice(stored.index + stored[0].length));
  if (!substance?.ok) return undefined;
  const quantities = findQuantities(foldForUnits(message.slice(sentenceStart)));
  const volumes = quantities.filter((q) => q.unit.dimension === 'volume');
  const temperatures = quantities.filter((q) => q.unit.dimension === 'temperature');
  const [volume] = volumes;
  const [temperature] = temperatures;
  // Exactly the data the question needs: one volume, and one temperature for a gas (none for a solution).
  if (!volume || volumes.length !== 1 || quantities.length !== (pressure ? 2 : 1)) return undefined;
  if (pressure && (!temperature || !GASES_AT_NORMAL.has(substance.formula))) return undefined;
  const name = pretty(substance.formula);
  const asked = `${message.slice(0, sentenceStart).trimEnd()} ¿Cuántos moles de ${substance.formula} se obtienen?`;
  const reply = solveStoichiometry(asked);
  const found = reply ? new RegExp(`= ([\\d{},]+)\\$ mol de ${name}\\.?\\s*$`, 'm') : undefined;
  const lines = reply?.split('\n') ?? [];
  const last = lines.findLastIndex((line) => found?.test(line));
  const moleLine = lines[last];
  if (!reply || !moleLine || !/^\*\*(?:Se forman|Son) /m.test(reply)) return undefined;
  const moles = parseNumber(group(must(found?.exec(moleLine), 'moles'), 1).replace(/\{,\}/g, ','));
  const liters = toBase(volume.value, volume.unit) / unitBySymbol('L').factor;
  if (!(moles > 0 && liters > 0)) return undefined;
  const steps = lines.slice(0, last + 1);
  const next = steps.filter((line) => /^\d+\. /.test(line)).length + 1;
  let answer: string;
  if (pressure && temperature) {
    const kelvin =
      temperature.unit.symbol === 'K'
        ? temperature.value
        : temperature.unit.symbol === '°C'
          ? temperature.value + 273
          : Number.NaN;
    if (!(kelvin > 0)) return undefined;
    const atm = (moles * GAS_CONSTANT * kelvin) / liters;
    steps.push(
      `${next}. En el recipiente de ${volume.written} ${volume.unit.symbol} a ${fmt(temperature.value)} ${temperature.unit.symbol} (${fmt(kelvin)} K), de $PV = nRT$: $P = \\frac{nRT}{V} = \\frac{${tex(moles)} \\cdot 0{,}082 \\cdot ${tex(kelvin)}}{${tex(liters)}} = ${tex(atm)}$ atm.`,
    );
    answer = `**El ${name} ejerce una presión de ${fmt(atm)} atm.**`;
  } else {
    const concentration = moles / liters;
    steps.push(
      `${next}. Disuelto hasta ${volume.written} ${volume.unit.symbol} de solución (${fmt(liters)} L): $M = \\frac{n}{V} = \\frac{${tex(moles)}}{${tex(liters)}} = ${tex(concentration)}$ M.`,
    );
    answer = `**La molaridad de la solución de ${name} es ${fmt(concentration)} M.**`;
  }
  return [...steps, '', answer, '', '¿Por qué conviene pasar primero todo a moles?'].join('\n');
}

/** A stoichiometry reply for "2H2 + O2 -> 2H2O, ¿cuántos moles de agua se forman con 3 moles de O2?". */
export function solveStoichiometry(message: string): string | undefined {
  // «¿cuántos electrones se transfieren?»: a redox count, which a balanced equation does not state.
  if (/electrones/i.test(message)) return undefined;
  const stored = storedProductReply(message);
  if (stored) return stored;
  // «Si ahora se quema el doble de metano…», «si se duplica la masa de zinc»: an amount changed in words,
  // which the amounts read below would miss.
  if (SCALED_AMOUNT.test(foldText(message))) {
    const scaled = withScaledAmount(message);
    if (!scaled) return undefined;
    const reply = solveStoichiometry(scaled.message);
    return reply
      ?.replace(/\n1\. /, `\n0. ${scaled.step}\n1. `)
      .replace(/^0\. /m, '1. ')
      .replace(
        /^(\d+)\. /gm,
        (() => {
          let k = 0;
          return () => `${++k}. `;
        })(),
      );
  }
  const arrow = ARROW.exec(message);
  if (!arrow) return solveWithoutEquation(message);
  const leftText = message.slice(0, arrow.index).split(/[\n:]/).at(-1) ?? '';
  const rightRaw = message.slice(arrow.index + arrow[0].length);
  // «Dada la reacción Al + O₂ → Al₂O₃: a) …»: the colon closes the equation as a comma does.
  const rightText = rightRaw.split(/[\n,;:¿?]/)[0] ?? '';
  const reactants = readSide(leftText, 'reactivo');
  const products = readSide(rightText, 'producto');
  if (reactants === 'syntax' || products === 'syntax') return undefined;
  if (typeof reactants === 'string') return unknownElementReply(reactants);
  if (typeof products === 'string') return unknownElementReply(products);
  if (reactants.length === 0 || products.length === 0) return undefined;
  const all = [...reactants, ...products];

  const steps: string[] = [];
  const given = all.map((s) => s.coefficient);
  if (isBalanced(reactants, products, given)) {
    const totals = atomTotals(reactants, given.slice(0, reactants.length));
    steps.push(
      `Comprobá que la ecuación esté balanceada: ${[...totals].map(([element, count]) => `${element}: ${count} = ${count}`).join(', ')} ✓.`,
    );
  } else {
    const balanced = balance(reactants, products);
    if (!balanced) {
      return `La ecuación ${equationText(reactants, products)} no está balanceada y no encontré coeficientes chicos que la balanceen. Revisá las fórmulas y probá balancearla primero: ¿qué elemento aparece en menos sustancias? Empezá por ese.`;
    }
    const before = equationText(reactants, products);
    for (const [i, species] of all.entries()) species.coefficient = at(balanced, i, 'coefficient');
    steps.push(
      `Ojo: ${before} no está balanceada. Balanceada queda ${equationText(reactants, products)}; trabajamos con esa.`,
    );
  }

  const reply = stoichiometryReply(
    message,
    reactants,
    products,
    [...steps],
    `Trabajemos con ${equationText(reactants, products)}.`,
  );
  // The atomic masses listed for the whole reaction: those of a substance the question leaves out are said so.
  const elementsOfReaction = new Set(all.flatMap((species) => [...species.composition.keys()]));
  if (reply) return withUnneededMassesNote(message, reply, elementsOfReaction);
  const { asked, amounts } = readQuestion(message);
  // The question names amounts the solver does not use (purity, a volume): better answered from theory.
  if (asked && amounts.length > 0) return undefined;
  // A question about something else (ΔH, redox, a true/false statement) is better answered from theory.
  const equationOnly =
    message
      .replace(/[^\p{L}]+/gu, ' ')
      .trim()
      .split(' ').length <=
    all.length + 3;
  const balanceAsked = /balance|igual(?:a|ar)\b|ajust/.test(foldText(message));
  if (!balanceAsked && !equationOnly) return undefined;
  // «…la suma de los coeficientes es:»: a number made of them, the one result stated.
  const sumAsked = /suma de (?:todos )?(?:los |sus )?coeficientes/.test(foldText(message));
  const sum = all.reduce((total, species) => total + species.coefficient, 0);
  // «El coeficiente del NH₃ es:», «…del oxígeno»: one coefficient asked, stated alone; a substance named
  // otherwise («del agua») is left to the model.
  const oneNamed = /\bcoeficientes? (?:del?|de la)\s+([^\s,.;:?¿)]+)/u.exec(message)?.[1];
  const oneAsked = sumAsked || oneNamed === undefined ? undefined : speciesNamed(all, oneNamed);
  if (oneNamed !== undefined && !sumAsked && !oneAsked) return undefined;
  return [
    `## Relaciones estequiométricas`,
    '',
    ...steps.map((s, i) => `${i + 1}. ${s}`),
    '',
    // Asked to balance, the balanced equation and its coefficients are the result.
    ...(balanceAsked
      ? [
          sumAsked
            ? `**Suma de los coeficientes: ${sum}** (${equationText(reactants, products)}: ${all.map((s) => s.coefficient).join(' + ')})`
            : oneAsked
              ? `**Coeficiente del ${pretty(oneAsked.formula)}: ${oneAsked.coefficient}** (${equationText(reactants, products)})`
              : `**${equationText(reactants, products)}** (coeficientes ${all.map((s) => s.coefficient).join(', ')})`,
          '',
        ]
      : []),
    `Los coeficientes de ${equationText(reactants, products)} te dan la proporción en moles: ${all.map((s) => `${s.coefficient} mol de ${pretty(s.formula)}`).join(' : ')}.`,
    '',
    'Decime qué dato tenés y qué te piden, por ejemplo «¿cuántos moles de H2O se forman con 3 moles de O2?», y lo resolvemos paso a paso. ¿Qué cantidad conocés?',
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------------
// Reactions a student names only by a reactant and a product: "¿cuántos gramos de H2O se forman con
// 4 g de H2?". The engine picks the usual reaction, balances it and says which one it used.

/** The course's usual reactions, unbalanced. Combustions of CxHyOz are built apart. */
const knownReactions: [string, string][] = [
  ['la síntesis del agua', 'H2 + O2 -> H2O'],
  ['la síntesis del amoníaco', 'N2 + H2 -> NH3'],
  ['la síntesis del cloruro de hidrógeno', 'H2 + Cl2 -> HCl'],
  ['la síntesis del cloruro de sodio', 'Na + Cl2 -> NaCl'],
  ['la combustión del carbono', 'C + O2 -> CO2'],
  ['la combustión del azufre', 'S + O2 -> SO2'],
  ['la oxidación del magnesio', 'Mg + O2 -> MgO'],
  ['la oxidación del calcio', 'Ca + O2 -> CaO'],
  ['la oxidación del aluminio', 'Al + O2 -> Al2O3'],
  ['la oxidación del hierro', 'Fe + O2 -> Fe2O3'],
  ['la descomposición del carbonato de calcio', 'CaCO3 -> CaO + CO2'],
  ['la descomposición del clorato de potasio', 'KClO3 -> KCl + O2'],
  ['la descomposición del agua oxigenada', 'H2O2 -> H2O + O2'],
  ['la neutralización del ácido clorhídrico con hidróxido de sodio', 'HCl + NaOH -> NaCl + H2O'],
  ['el ataque del zinc con ácido clorhídrico', 'Zn + HCl -> ZnCl2 + H2'],
];

interface Reaction {
  reactants: Species[];
  products: Species[];
  steps: string[];
  intro: string;
}

type Substance = Extract<FormulaResult, { ok: true }>;

const composition = (formula: string) => (parseFormula(formula) as Substance).composition;
const isFuel = (c: Composition) =>
  c.has('C') && c.has('H') && [...c.keys()].every((element) => ['C', 'H', 'O'].includes(element));
const combustionPartners = ['O2', 'CO2', 'H2O'].map(composition);

const speciesAs = (formula: string, coefficient: number, side: Species['side']): Species => ({
  coefficient,
  formula,
  composition: composition(formula),
  side,
});

/** "del metano (CH₄)" when the substance has an everyday name, else "de C₃H₆". */
function nameWithFormula(substance: Substance): string {
  const entry = commonNames.find(([, formula]) =>
    sameComposition(composition(formula), substance.composition),
  );
  const formula = pretty(substance.formula);
  if (!entry) return `de ${formula}`;
  return `${entry[0].endsWith('a') ? 'de la' : 'del'} ${entry[0]} (${formula})`;
}

const atomCheck = (reactants: Species[], products: Species[]) => {
  const left = atomTotals(
    reactants,
    reactants.map((s) => s.coefficient),
  );
  const right = atomTotals(
    products,
    products.map((s) => s.coefficient),
  );
  return `${[...left].map(([element, count]) => `${element}: ${count} = ${right.get(element)}`).join(', ')} ✓`;
};

/** CxHyOz + O₂ → CO₂ + H₂O, balanced by counting atoms the way a student would. */
function combustion(fuel: Substance): Reaction | undefined {
  const x = fuel.composition.get('C') ?? 0;
  const y = fuel.composition.get('H') ?? 0;
  const z = fuel.composition.get('O') ?? 0;
  const oxygen = x + y / 4 - z / 2;
  if (oxygen <= 0) return undefined;
  const k = [1, 2, 4].find((m) => Number.isInteger((m * y) / 2) && Number.isInteger(m * oxygen)) ?? 4;
  const reactants = [speciesAs(fuel.formula, k, 'reactivo'), speciesAs('O2', k * oxygen, 'reactivo')];
  const products = [speciesAs('CO2', k * x, 'producto'), speciesAs('H2O', (k * y) / 2, 'producto')];
  const name = pretty(fuel.formula);
  const oxygenRight = 2 * x + y / 2;
  const steps = [
    `Planteá la combustión completa: el combustible reacciona con O₂ y da CO₂ y H₂O, ${name} + O₂ → CO₂ + H₂O.`,
    `Balanceá el C y el H: ${x === 1 ? '1 átomo de C da' : `${x} átomos de C dan`} ${x} CO₂ y ${y} de H dan ${fmt(y / 2)} H₂O.`,
    `Balanceá el O: en los productos hay ${x} · 2 + ${fmt(y / 2)} = ${fmt(oxygenRight)} átomos de O${z ? `; el ${name} aporta ${z}, así que faltan ${fmt(oxygenRight - z)}` : ''}, que son ${fmt(oxygen)} O₂.`,
    k > 1
      ? `Para que no queden fracciones, multiplicá todo por ${k}: ${equationText(reactants, products)} (${atomCheck(reactants, products)}).`
      : `Queda ${equationText(reactants, products)} (${atomCheck(reactants, products)}).`,
  ];
  return {
    reactants,
    products,
    steps,
    intro: `No me pasaste la ecuación, así que uso la combustión completa ${nameWithFormula(fuel)}. Si tu ejercicio usa otra reacción, pasámela y la rehacemos.`,
  };
}

/** The usual reaction that holds every substance the question names, balanced, or undefined. */
const METALS = new Set([
  'Li',
  'Na',
  'K',
  'Mg',
  'Ca',
  'Ba',
  'Al',
  'Fe',
  'Cu',
  'Zn',
  'Ag',
  'Pb',
  'Ni',
  'Mn',
  'Cr',
  'Co',
  'Sn',
  'Hg',
]);

/** «NaOH», «Ca(OH)₂»: a metal and as many O as H, each OH one charge of the metal. */
function hydroxide(substance: Substance): { metal: string; charge: number } | undefined {
  const elementsIn: string[] = [...substance.composition.keys()];
  const metal = elementsIn.find((e) => METALS.has(e));
  const o = substance.composition.get('O');
  if (!metal || elementsIn.length !== 3 || !o || o !== substance.composition.get('H')) return undefined;
  if (substance.composition.get(metal as ElementSymbol) !== 1) return undefined;
  return { metal, charge: o };
}

/** «HCl», «H₂SO₄», «H₃PO₄»: hydrogens first, then the anion, no metal. */
function acid(substance: Substance): { anion: string; charge: number } | undefined {
  const match = /^H(\d*)([A-Z].*)$/.exec(substance.formula);
  if (!match || [...substance.composition.keys()].some((e) => METALS.has(e))) return undefined;
  const anion = match[2] ?? '';
  if (!/^(?:[A-Z][a-z]?\d*)+$/.test(anion) || /^O\d*$/.test(anion) || anion.includes('H')) return undefined;
  return { anion, charge: Number(match[1] || 1) };
}

/**
 * «¿Qué masa de NaOH neutraliza 49 g de H₂SO₄?»: an acid and a hydroxide give their salt and water,
 * the salt's formula from the charges crossed (H₂SO₄ + NaOH → Na₂SO₄ + H₂O, balanced).
 */
function neutralization(substances: Substance[]): Reaction | undefined {
  const acids = substances.filter((s) => acid(s));
  const bases = substances.filter((s) => hydroxide(s));
  if (acids.length !== 1 || bases.length !== 1 || substances.length !== 2) return undefined;
  const [acidSubstance] = acids as [Substance];
  const [baseSubstance] = bases as [Substance];
  const { anion, charge: anionCharge } = acid(acidSubstance) as NonNullable<ReturnType<typeof acid>>;
  const { metal, charge: metalCharge } = hydroxide(baseSubstance) as NonNullable<
    ReturnType<typeof hydroxide>
  >;
  const common = gcdOf(anionCharge, metalCharge);
  const metals = anionCharge / common;
  const anions = metalCharge / common;
  const group =
    anions > 1 && /[A-Z].*[A-Z]|\d/.test(anion)
      ? `(${anion})${anions}`
      : `${anion}${anions > 1 ? anions : ''}`;
  const salt = `${metal}${metals > 1 ? metals : ''}${group}`;
  const parsed = parseFormula(salt);
  if (!parsed.ok) return undefined;
  const reactants = [
    speciesAs(acidSubstance.formula, 1, 'reactivo'),
    speciesAs(baseSubstance.formula, 1, 'reactivo'),
  ];
  const products = [speciesAs(parsed.formula, 1, 'producto'), speciesAs('H2O', 1, 'producto')];
  const coefficients = balance(reactants, products);
  if (!coefficients) return undefined;
  const all = [...reactants, ...products];
  for (const [i, species] of all.entries()) species.coefficient = at(coefficients, i, 'coefficient');
  const balanced = equationText(reactants, products);
  return {
    reactants,
    products,
    steps: [
      `Planteá la neutralización: el ácido y el hidróxido dan la sal (${pretty(metal)} con ${metalCharge === 1 ? 'carga +1' : `carga +${metalCharge}`} y el anión ${pretty(anion)} con ${anionCharge === 1 ? 'carga −1' : `carga −${anionCharge}`}, cruzadas: ${pretty(parsed.formula)}) y agua; balanceada: ${balanced} (${atomCheck(reactants, products)}).`,
    ],
    intro: `No me pasaste la ecuación, así que planteo la neutralización ${balanced}. Si tu ejercicio usa otra reacción, pasámela y la rehacemos.`,
  };
}

const gcdOf = (a: number, b: number): number => (b ? gcdOf(b, a % b) : a);

function inferReaction(substances: Substance[], neutralizes = false): Reaction | undefined {
  const neutral = neutralizes ? neutralization(substances) : undefined;
  if (neutral) return neutral;
  const fuel = substances.find((s) => isFuel(s.composition));
  const withFuel = (s: Substance) =>
    s === fuel || combustionPartners.some((partner) => sameComposition(partner, s.composition));
  if (fuel && substances.every(withFuel)) return combustion(fuel);
  for (const [label, equation] of knownReactions) {
    const [left, right] = equation.split('->') as [string, string];
    const reactants = readSide(left, 'reactivo') as Species[];
    const products = readSide(right, 'producto') as Species[];
    const all = [...reactants, ...products];
    const holds = (s: Substance) =>
      all.some((species) => sameComposition(species.composition, s.composition));
    if (!substances.every(holds)) continue;
    const unbalanced = equationText(reactants, products);
    const coefficients = must(balance(reactants, products), 'coefficients of a known reaction');
    for (const [i, species] of all.entries()) species.coefficient = at(coefficients, i, 'coefficient');
    const balanced = equationText(reactants, products);
    const check = atomCheck(reactants, products);
    return {
      reactants,
      products,
      steps: [
        balanced === unbalanced
          ? `Planteá ${label}, ${balanced}, que ya está balanceada (${check}).`
          : `Planteá ${label}, ${unbalanced}, y balanceala: ${balanced} (${check}).`,
      ],
      intro: `No me pasaste la ecuación, así que uso ${label}. Si tu ejercicio usa otra reacción, pasámela y la rehacemos.`,
    };
  }
  return undefined;
}

function solveWithoutEquation(message: string): string | undefined {
  // A sample's purity names the substance only after it («300 g de una muestra de cinc con…»).
  const question = readQuestion(withPureAmount(message, []));
  const { amounts } = question;
  // «¿Qué volumen de CO₂, medido en CNPT, se obtiene…?»: the gas the volume is asked of.
  const volume = question.asked ? undefined : askedVolume.exec(foldText(message));
  const target =
    question.target ?? (volume ? readSubstance(message.slice(volume.index + volume[0].length)) : undefined);
  if (!target?.ok) return undefined;
  const givens = amounts
    .map(({ substance }) => substance)
    .filter((s): s is Substance => s?.ok === true && !sameComposition(s.composition, target.composition));
  if (givens.length === 0) return undefined;
  // A product named that the usual reaction does not make («si se forma CO», «combustión incompleta»).
  if (/\bCO(?![₂2\p{L}])|mon[oó]xido|incomplet/iu.test(message)) return undefined;
  const reaction = inferReaction([target, ...givens], /neutraliz/.test(foldText(message)));
  if (!reaction) return undefined;
  return stoichiometryReply(message, reaction.reactants, reaction.products, reaction.steps, reaction.intro);
}

// ---------------------------------------------------------------------------------------------------
// Mass and moles of one substance.

/**
 * The moles of ions a dissolved mass gives when it dissociates completely: all of them, or those of the
 * cation or the anion the question names. Undefined when the formula does not split into ions.
 */
function ionsReply(
  folded: string,
  name: string,
  formula: string,
  given: { amount: number; unit: string },
  moles: number,
  steps: string[],
): string | undefined {
  const ions = dissociation(formula);
  if (!ions || !/\b(?:moles|mol) de iones\b/.test(folded) || !/disoci|ioniz|solucion|disuelv/.test(folded))
    return undefined;
  const sub = (text: string) => text.replace(/\d/g, (d) => '₀₁₂₃₄₅₆₇₈₉'.charAt(Number(d)));
  const total = ions.cations + ions.anions;
  const pretty = (n: number, ion: string) => `${n === 1 ? '' : `${n} `}${sub(ion)}`;
  steps.push(
    `Al disociarse por completo, cada fórmula de ${name} da ${pretty(ions.cations, ions.cation)} (cationes) y ${pretty(ions.anions, ions.anion)} (aniones): ${ions.cations} + ${ions.anions} = ${total} iones.`,
    `Moles de iones: n(iones) = ${total} · ${fmt(moles, 6)} mol = ${fmtResult(total * moles)} mol.`,
  );
  // «¿… de cada ion?», «moles de iones sodio», «de cationes»: one kind of ion, not all of them.
  if (
    /\bde cada\b|\b(?:cationes|aniones)\b|\biones (?:de |del )?(?!en\b|hay\b|quedan?\b|se\b|totales\b|libera|present|form)\p{L}{3,}/u.test(
      folded,
    )
  )
    return undefined;
  return [
    '## Moles de iones de una sal disuelta',
    '',
    `Pasemos ${fmt(given.amount, 4)} ${given.unit} de ${name} a moles y contemos los iones.`,
    '',
    ...steps.map((s, i) => `${i + 1}. ${s}`),
    '',
    `**n(iones) = ${fmtResult(total * moles)} mol de iones**`,
    '',
    '¿Cuántos de esos moles son de cationes y cuántos de aniones?',
  ].join('\n');
}

/** "¿cuántos moles hay en 36 g de agua?" (n = m/M) and "¿cuántos gramos son 2 moles de CO2?" (m = n·M). */
export function solveMoleConversion(input: string): string | undefined {
  // «la masa de 3 moles de átomos de oxígeno»: the element's atoms, at the end, are the substance (O, not O₂).
  const statement = input.replace(/[aá]tomos de (\p{L}+)(?=\s*[.?]?\s*$)/u, (phrase, word: string) => {
    const symbol = (Object.keys(elements) as ElementSymbol[]).find(
      (s) => foldText(elements[s].name) === foldText(word),
    );
    return symbol ?? phrase;
  });
  const stated = givenMolarMasses(statement);
  if (stated.length > 1) return undefined;
  const message = withoutGivenMolarMasses(statement, stated);
  // «¿Cuántos moles de iones hay…?»: moles asked, of the salt's ions (counted below).
  const { asked, askedUnit, target, amounts } = readQuestion(
    message.replace(/\b(moles|mol) de iones(?: en total)?/giu, '$1'),
  );
  if (!asked || !askedUnit || amounts.length !== 1 || unsupportedData.test(foldText(message)))
    return undefined;
  // «¿Cuántos moles de átomos de oxígeno hay en 88 g de CO₂?»: the atoms of one element, Avogadro's reading.
  if (/\bde atomos\b/.test(foldText(message))) return undefined;
  const [given] = amounts as [(typeof amounts)[number]];
  // With a reaction written, a question that names no substance of its own asks through it («…mol de átomos
  // de oxígeno hay en el CO₂ formado con 16 g de CH₄»); «¿Cuántos moles de CaCO₃ se descomponen?» stays.
  if (/→|->|=>|⟶/.test(message) && !target?.ok) return undefined;
  // Grams to kilograms is a unit conversion, and two different substances a reaction.
  if ((given.unit === 'mol') === (askedUnit === 'mol')) return undefined;
  // A unit asked apart from the question («Calcular la masa … en miligramos»), or a second thing asked
  // («…y el número de moléculas»): not the grams or moles this reading states.
  const folded = foldText(message);
  const unitAsked = /\ben (mg|miligramos?|kg|kilogramos?|toneladas?|t|mmol|milimoles?)\b/.exec(folded)?.[1];
  if (unitAsked && !(askedUnit === 'kg' && /^k/.test(unitAsked))) return undefined;
  if (
    /\by (?:el|la|los|las) (?:numero|cantidad|volumen|moleculas|atomos)|\by cuant[oa]s|\by (?:de|del) (?:moleculas|atomos|particulas|gramos|moles)\b/.test(
      folded,
    )
  )
    return undefined;
  const unknown = misspelt(given.substance) ?? misspelt(target);
  if (unknown) return unknownElementReply(unknown);
  const substance = given.substance?.ok ? given.substance : target?.ok ? target : undefined;
  if (!substance) return undefined;
  if (target?.ok && !sameComposition(target.composition, substance.composition)) return undefined;

  const name = pretty(substance.formula);
  const statedMass = stated[0];
  if (statedMass?.formula) {
    const named = parseFormula(statedMass.formula);
    if (!named.ok || !sameComposition(named.composition, substance.composition)) return undefined;
  }
  // The statement's molar mass rules over the table's.
  const mass = statedMass?.value ?? molarMass(substance.composition);
  const sum = [...substance.composition]
    .map(([element, count]) => `${count} × ${fmt(atomicMasses[element as ElementSymbol])}`)
    .join(' + ');
  const steps = [
    statedMass
      ? `Usá la masa molar que da el enunciado: M(${name}) = ${fmt(mass, 4)} g/mol.`
      : `Calculá la masa molar sumando las masas atómicas: M(${name}) = ${sum} = ${fmt(mass)} g/mol.`,
  ];
  const about = (value: number) => `${isShownExactly(value) ? '' : 'aproximadamente '}${fmtResult(value)}`;
  if (given.unit !== 'mol') {
    const grams = given.unit === 'kg' ? given.amount * 1000 : given.amount;
    if (given.unit === 'kg')
      steps.push(`Pasá la masa a gramos: ${fmt(given.amount, 4)} kg = ${fmt(grams, 4)} g.`);
    const moles = grams / mass;
    steps.push(
      `Dividí la masa por la masa molar, n = m/M: $n = \\frac{${tex(grams)}\\ \\text{g}}{${tex(mass)}\\ \\text{g/mol}} ${texEquals(moles)}$ mol.`,
    );
    // «¿Cuántos moles de iones quedan en la solución?»: each formula unit gives its ions.
    if (/\biones\b/.test(folded)) return ionsReply(folded, name, substance.formula, given, moles, steps);
    return [
      '## De gramos a moles',
      '',
      `Pasemos ${fmt(given.amount, 4)} ${given.unit} de ${name} a moles.`,
      '',
      ...steps.map((s, i) => `${i + 1}. ${s}`),
      '',
      `**En ${fmt(given.amount, 4)} ${given.unit} de ${name} hay ${about(moles)} mol de ${name}.**`,
      '',
      `¿Cuántos moles habría en ${fmt(2 * grams)} g de ${name}? Fijate que no hace falta empezar de cero.`,
    ].join('\n');
  }
  // Moles of ions given are not moles of the salt.
  if (/\biones\b/.test(folded)) return undefined;
  const grams = given.amount * mass;
  steps.push(
    `Multiplicá los moles por la masa molar, m = n · M: $m = ${tex(given.amount)}\\ \\text{mol} \\cdot ${tex(mass)}\\ \\text{g/mol} ${texEquals(grams)}$ g.`,
  );
  const inKg = askedUnit === 'kg' ? ` = ${fmtResult(grams / 1000, 4)} kg` : '';
  if (inKg) steps.push(`Pasá a kilogramos dividiendo por 1000: ${fmtResult(grams)} g${inKg}.`);
  return [
    '## De moles a gramos',
    '',
    `Pasemos ${fmt(given.amount, 4)} mol de ${name} a gramos.`,
    '',
    ...steps.map((s, i) => `${i + 1}. ${s}`),
    '',
    `**${fmt(given.amount, 4)} mol de ${name} ${given.amount === 1 ? 'pesa' : 'pesan'} ${about(grams)} g${inKg}.**`,
    '',
    `¿Cuántos moles habría entonces en ${fmt(grams / 2)} g de ${name}?`,
  ].join('\n');
}
