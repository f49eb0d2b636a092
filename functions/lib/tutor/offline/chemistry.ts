/** Chemical formulas, molar masses and stoichiometric ratios from a balanced equation. */
import { foldText } from '../text.ts';
import { fmt, NUMBER_SOURCE, parseNumber, tex } from './numbers.ts';

/** Rounded atomic masses in g/mol, as the UTN course uses them. */
export const atomicMasses: Record<string, number> = {
  H: 1,
  He: 4,
  Li: 7,
  Be: 9,
  B: 11,
  C: 12,
  N: 14,
  O: 16,
  F: 19,
  Ne: 20,
  Na: 23,
  Mg: 24,
  Al: 27,
  Si: 28,
  P: 31,
  S: 32,
  Cl: 35.5,
  Ar: 40,
  K: 39,
  Ca: 40,
  Cr: 52,
  Mn: 55,
  Fe: 56,
  Co: 59,
  Ni: 58.7,
  Cu: 63.5,
  Zn: 65.4,
  Br: 80,
  Ag: 108,
  Sn: 118.7,
  I: 127,
  Ba: 137.3,
  Au: 197,
  Hg: 200.6,
  Pb: 207.2,
};

/** Everyday names students use instead of a formula. Keys are folded (no accents, lower case). */
const commonNames: [string, string][] = [
  ['acido sulfurico', 'H2SO4'],
  ['acido clorhidrico', 'HCl'],
  ['acido nitrico', 'HNO3'],
  ['acido carbonico', 'H2CO3'],
  ['dioxido de carbono', 'CO2'],
  ['monoxido de carbono', 'CO'],
  ['cloruro de sodio', 'NaCl'],
  ['hidroxido de sodio', 'NaOH'],
  ['hidroxido de calcio', 'Ca(OH)2'],
  ['carbonato de calcio', 'CaCO3'],
  ['oxido de calcio', 'CaO'],
  ['amoniaco', 'NH3'],
  ['metano', 'CH4'],
  ['propano', 'C3H8'],
  ['etanol', 'C2H6O'],
  ['glucosa', 'C6H12O6'],
  ['agua', 'H2O'],
  ['oxigeno', 'O2'],
  ['hidrogeno', 'H2'],
  ['nitrogeno', 'N2'],
  ['cloro', 'Cl2'],
  ['hierro', 'Fe'],
  ['cobre', 'Cu'],
  ['sodio', 'Na'],
  ['calcio', 'Ca'],
  ['carbono', 'C'],
  ['azufre', 'S'],
  ['aluminio', 'Al'],
  ['magnesio', 'Mg'],
  ['potasio', 'K'],
  ['zinc', 'Zn'],
  ['plata', 'Ag'],
  ['plomo', 'Pb'],
];

export type Composition = Map<string, number>;
export type FormulaResult =
  | { ok: true; formula: string; composition: Composition }
  | { ok: false; unknown: string };

const subscriptDigits = '₀₁₂₃₄₅₆₇₈₉';
const fromSubscripts = (text: string) => text.replace(/[₀-₉]/g, (c) => String(subscriptDigits.indexOf(c)));
export const pretty = (formula: string) =>
  formula.replace(/(?<=[A-Za-z)\]])\d+/g, (digits) =>
    [...digits].map((d) => subscriptDigits[Number(d)]).join(''),
  );

function merge(into: Composition, from: Composition, times: number) {
  for (const [element, count] of from) into.set(element, (into.get(element) ?? 0) + count * times);
}

/** Parses one formula body ("Ca(OH)2"); returns an error code instead of throwing. */
function parseBody(body: string): Composition | string {
  let i = 0;
  const readCount = () => {
    const match = /^\d+/.exec(body.slice(i));
    if (!match) return 1;
    i += match[0].length;
    return Number(match[0]);
  };
  const group = (closing: string | undefined): Composition | string => {
    const composition: Composition = new Map();
    while (i < body.length) {
      const char = body[i] as string;
      if (char === ')' || char === ']') {
        if (char !== closing) return 'syntax';
        i++;
        return composition;
      }
      if (char === '(' || char === '[') {
        i++;
        const inner = group(char === '(' ? ')' : ']');
        if (typeof inner === 'string') return inner;
        merge(composition, inner, readCount());
      } else if (/[A-Z]/.test(char)) {
        // A lower-case letter after a capital always belongs to the symbol: "Co" is cobalt, "CO" is C and O.
        const symbol = /^[A-Z][a-z]?/.exec(body.slice(i))?.[0] as string;
        if (!(symbol in atomicMasses)) return `unknown:${symbol}`;
        i += symbol.length;
        composition.set(symbol, (composition.get(symbol) ?? 0) + readCount());
      } else return 'syntax';
    }
    return closing ? 'syntax' : composition;
  };
  return group(undefined);
}

/** Parses "H2SO4", "Ca(OH)2", "CuSO4·5H2O", "H₂O"; case-sensitive. */
export function parseFormula(raw: string): FormulaResult {
  const text = fromSubscripts(raw.trim()).replace(/[·*•]/g, '.');
  const total: Composition = new Map();
  for (const part of text.split('.')) {
    const coefficient = /^\d+/.exec(part)?.[0];
    const body = coefficient ? part.slice(coefficient.length) : part;
    if (!body) return { ok: false, unknown: raw };
    const parsed = parseBody(body);
    if (typeof parsed === 'string') {
      return { ok: false, unknown: parsed.startsWith('unknown:') ? parsed.slice('unknown:'.length) : raw };
    }
    merge(total, parsed, coefficient ? Number(coefficient) : 1);
  }
  if (total.size === 0) return { ok: false, unknown: raw };
  return { ok: true, formula: text.replace(/\./g, '·'), composition: total };
}

/**
 * "h2so4" typed all in lower case: splits it into known symbols, preferring one-letter ones, so "co2"
 * reads as CO₂ and not cobalt. Undefined when no split works.
 */
function recase(lower: string): string | undefined {
  const walk = (i: number): string | undefined => {
    if (i >= lower.length) return '';
    const char = lower[i] as string;
    if (!/[a-z]/.test(char)) {
      const rest = walk(i + 1);
      return rest === undefined ? undefined : char + rest;
    }
    for (const length of [1, 2]) {
      const piece = lower.slice(i, i + length);
      if (!/^[a-z]+$/.test(piece) || piece.length < length) continue;
      const symbol = piece[0]?.toUpperCase() + piece.slice(1);
      if (!(symbol in atomicMasses)) continue;
      const rest = walk(i + length);
      if (rest !== undefined) return symbol + rest;
    }
    return undefined;
  };
  return walk(0);
}

export const molarMass = (composition: Composition) =>
  [...composition].reduce((total, [element, count]) => total + (atomicMasses[element] as number) * count, 0);

const FORMULA_SHAPE = /^(?:[A-Z][a-z]?|[()[\]]|\d|[·*.•])+$/;

/**
 * The formula or the everyday name of a substance at the start of `text` ("H2SO4 ...", "agua ...",
 * "h2so4"), or the symbol that is not in the table.
 */
export function readSubstance(text: string): FormulaResult | undefined {
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

const sameComposition = (a: Composition, b: Composition) =>
  a.size === b.size && [...a].every(([element, count]) => b.get(element) === count);

// ---------------------------------------------------------------------------------------------------

const unknownElementReply = (symbol: string) =>
  `No tengo «${symbol}» en mi tabla de masas atómicas. Revisá cómo está escrito el símbolo (la primera letra va en mayúscula y la segunda en minúscula, como en Cl o Na) o pasame su masa atómica y lo calculamos juntos. ¿Qué elemento querías escribir?`;

const molarMassCue =
  /masa molar|masa molecular|peso molecular|peso formula|masa formula|g\/mol|masa de un mol/;

function compositionLines(composition: Composition): { lines: string[]; terms: string[] } {
  const lines: string[] = [];
  const terms: string[] = [];
  for (const [element, count] of composition) {
    const mass = atomicMasses[element] as number;
    lines.push(`- ${element}: ${count} × ${fmt(mass)} = ${fmt(count * mass)} g/mol`);
    terms.push(tex(count * mass));
  }
  return { lines, terms };
}

/** A molar mass reply ("masa molar del H2SO4"), or undefined when the message does not ask for one. */
export function solveMolarMass(message: string): string | undefined {
  const folded = foldText(message);
  const cue = molarMassCue.exec(folded);
  if (!cue) return undefined;
  // Folding keeps Latin text the same length, so the cue's position holds in the original message.
  const after = message.slice(cue.index + cue[0].length);
  const words = after.split(/\s+/).filter(Boolean);
  let found: FormulaResult | undefined;
  for (let k = 0; k < words.length && !found; k++) {
    const rest = words
      .slice(k)
      .join(' ')
      .replace(/^[¿?¡!,:;"'«»]+/, '');
    found = readSubstance(rest);
  }
  if (!found) {
    const before = message.slice(0, cue.index).split(/\s+/).filter(Boolean);
    for (let k = before.length - 1; k >= 0 && !found; k--) found = readSubstance(before.slice(k).join(' '));
  }
  if (!found) return undefined;
  if (!found.ok) return unknownElementReply(found.unknown);
  const { lines, terms } = compositionLines(found.composition);
  const mass = molarMass(found.composition);
  const name = pretty(found.formula);
  return [
    `## Masa molar de ${name}`,
    '',
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

function speciesOf(words: string[]): { coefficient: number; formulaText: string } {
  if (words.length >= 2 && /^\d+$/.test(words[0] as string)) {
    return { coefficient: Number(words[0]), formulaText: words[1] as string };
  }
  const only = words[0] ?? '';
  const glued = /^(\d+)(\D.*)$/.exec(only);
  return glued
    ? { coefficient: Number(glued[1]), formulaText: glued[2] as string }
    : { coefficient: 1, formulaText: only };
}

/** One side of "2H2 + O2 -> 2H2O"; the error is the symbol that is not in the table. */
function readSide(text: string, side: Species['side']): Species[] | string {
  const species: Species[] = [];
  const chunks = text.split('+');
  for (let index = 0; index < chunks.length; index++) {
    let words = (chunks[index] as string).trim().split(/\s+/).filter(Boolean);
    // Words before the first reactant ("En la reacción 2H2") or after the last product are not species.
    if (side === 'reactivo' && index === 0) {
      words = words.slice(-2);
      if (words.length === 2 && !/^\d+$/.test(words[0] as string)) words = words.slice(1);
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
      totals.set(element, (totals.get(element) ?? 0) + count * (coefficients[i] as number));
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
    coefficients[position] = (coefficients[position] as number) + 1;
  }
}

const equationText = (reactants: Species[], products: Species[]) => {
  const side = (list: Species[]) =>
    list.map((s) => `${s.coefficient === 1 ? '' : s.coefficient}${pretty(s.formula)}`).join(' + ');
  return `${side(reactants)} → ${side(products)}`;
};

const amountPattern = new RegExp(
  `(${NUMBER_SOURCE})\\s*(moles|mol|gramos|gramo|gr|g|kilogramos|kg)\\s+(?:de\\s+|del\\s+)?`,
  'giu',
);
const askedPattern =
  /(?:cu[aá]nt[oa]s\s+(moles|mol|gramos|g|gr|kilogramos|kg)|qu[eé]\s+(masa|cantidad de moles|n[uú]mero de moles))\s+(?:de\s+|del\s+)?/iu;

function findSpecies(text: string, all: Species[]): Species | undefined {
  const substance = readSubstance(text);
  if (!substance?.ok) return undefined;
  return all.find((s) => sameComposition(s.composition, substance.composition));
}

const unitKind = (unit: string) =>
  /^(moles|mol)$/i.test(unit) ? 'mol' : /^(kilogramos|kg)$/i.test(unit) ? 'kg' : 'g';

/** A stoichiometry reply for "2H2 + O2 -> 2H2O, ¿cuántos moles de agua se forman con 3 moles de O2?". */
export function solveStoichiometry(message: string): string | undefined {
  const arrow = ARROW.exec(message);
  if (!arrow) return undefined;
  const leftText = message.slice(0, arrow.index).split(/[\n:]/).at(-1) ?? '';
  const rightRaw = message.slice(arrow.index + arrow[0].length);
  const rightText = rightRaw.split(/[\n,;¿?]/)[0] ?? '';
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
    balanced.forEach((coefficient, i) => {
      (all[i] as Species).coefficient = coefficient;
    });
    steps.push(
      `Ojo: ${before} no está balanceada. Balanceada queda ${equationText(reactants, products)}; trabajamos con esa.`,
    );
  }

  // The data and the question can come before or after the equation; the equation itself has no "g de".
  const folded = foldText(message);
  const asked = askedPattern.exec(message);
  const target = asked ? findSpecies(message.slice(asked.index + asked[0].length), all) : undefined;
  const sources: { species: Species; amount: number; unit: 'mol' | 'g' | 'kg' }[] = [];
  for (const match of message.matchAll(amountPattern)) {
    if (asked && match.index >= asked.index && match.index < asked.index + asked[0].length) continue;
    const species = findSpecies(message.slice(match.index + match[0].length), all);
    if (species && species !== target && !sources.some((known) => known.species === species)) {
      sources.push({ species, amount: parseNumber(match[1] as string), unit: unitKind(match[2] as string) });
    }
  }
  const equationOnly =
    message
      .replace(/[^\p{L}]+/gu, ' ')
      .trim()
      .split(' ').length <=
    all.length + 3;
  if (!target || sources.length === 0 || !asked) {
    // A question about something else (ΔH, redox, a true/false statement) is better answered from theory.
    if (!/balance/.test(folded) && !equationOnly) return undefined;
    return [
      `## Relaciones estequiométricas`,
      '',
      ...steps.map((s, i) => `${i + 1}. ${s}`),
      '',
      `Los coeficientes de ${equationText(reactants, products)} te dan la proporción en moles: ${all.map((s) => `${s.coefficient} mol de ${pretty(s.formula)}`).join(' : ')}.`,
      '',
      'Decime qué dato tenés y qué te piden, por ejemplo «¿cuántos moles de H2O se forman con 3 moles de O2?», y lo resolvemos paso a paso. ¿Qué cantidad conocés?',
    ].join('\n');
  }
  // Purity, yield and gas volumes need data this solver does not read: leave them to the theory answer.
  if (/%|pureza|riqueza|rendimiento|cnpt|volumen/.test(folded)) return undefined;

  const inMoles = sources.map((given) => {
    const name = pretty(given.species.formula);
    if (given.unit === 'mol') return { ...given, moles: given.amount };
    const grams = given.unit === 'kg' ? given.amount * 1000 : given.amount;
    const mass = molarMass(given.species.composition);
    const moles = grams / mass;
    steps.push(
      `Pasá la masa a moles con la masa molar M(${name}) = ${fmt(mass)} g/mol: $n = \\frac{m}{M} = \\frac{${tex(grams)}\\ \\text{g}}{${tex(mass)}\\ \\text{g/mol}} = ${tex(moles)}$ mol de ${name}.`,
    );
    return { ...given, moles };
  });
  const reactantsGiven = inMoles.filter((given) => given.species.side === 'reactivo');
  let source = inMoles[0] as (typeof inMoles)[number];
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
  const askedUnit = unitKind((asked[1] ?? asked[2]) as string);
  let resultText = `${fmt(targetMoles)} mol de ${targetName}`;
  if (askedUnit !== 'mol') {
    const mass = molarMass(target.composition);
    const grams = targetMoles * mass;
    steps.push(
      `Pasá a masa con M(${targetName}) = ${fmt(mass)} g/mol: $m = n \\cdot M = ${tex(targetMoles)} \\cdot ${tex(mass)} = ${tex(grams)}$ g.`,
    );
    resultText =
      askedUnit === 'kg' ? `${fmt(grams / 1000, 4)} kg de ${targetName}` : `${fmt(grams)} g de ${targetName}`;
  }
  const verb = target.side === 'producto' ? 'Se forman' : 'Se necesitan';
  return [
    '## Estequiometría',
    '',
    `Trabajemos con ${equationText(reactants, products)}.`,
    '',
    ...steps.map((s, i) => `${i + 1}. ${s}`),
    '',
    `**${verb} ${resultText}.**`,
    '',
    '¿Por qué la proporción se arma con los coeficientes y no con las masas de cada sustancia?',
  ].join('\n');
}
