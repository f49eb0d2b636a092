/**
 * What a formula alone tells: the oxidation number of one of its elements («El número de oxidación del
 * azufre en el H₂SO₄ es:», «…del Cr en el ion Cr₂O₇²⁻») and the mass percentage of an element in it
 * («¿Qué porcentaje de nitrógeno hay en el NH₄NO₃?»). Both read every number as the formula's own (or
 * an atomic mass equal to the kernel's), and decline otherwise.
 */
import { atomicMasses, type ElementSymbol, isElementSymbol } from '../../science/atomic-masses.ts';
import { elements } from '../../science/elements.ts';
import { type Composition, pretty } from '../../science/formula.ts';
import { foldText } from '../text.ts';
import type { SolverReply } from './declaration.ts';
import { fmt, NUMBER_SOURCE, parseNumber } from './numbers.ts';
import { workedReply } from './reply.ts';
import { withoutOptions } from './statement.ts';
import { findSubstances, type Substance } from './substances.ts';

const ELEMENT_BY_NAME = new Map(
  (Object.keys(elements) as ElementSymbol[]).map((symbol) => [foldText(elements[symbol].name), symbol]),
);

/** «azufre», «S», «del cloro»: the element a word names. */
function elementOf(word: string): ElementSymbol | undefined {
  const bare = word.replace(/[^\p{L}]/gu, '');
  if (isElementSymbol(bare)) return bare;
  return ELEMENT_BY_NAME.get(foldText(bare));
}

/** The one compound (two or more elements) the text names, by formula or by name. */
function oneCompound(text: string): Substance | undefined {
  const compounds = findSubstances(text).filter((s) => s.composition.size > 1);
  const distinct = new Set(compounds.map((s) => s.formula));
  return distinct.size === 1 ? compounds[0] : undefined;
}

/**
 * «(Ca = 40; O = 16)»: atomic masses the statement gives, blanked out when they are the kernel's;
 * undefined when one differs (the key would be computed with the statement's).
 */
export function withoutGivenAtomicMasses(text: string): string | undefined {
  let differs = false;
  const rest = text.replace(
    /\b([A-Z][a-z]?)\s*[=:]\s*(\d+(?:[.,]\d+)?)/g,
    (whole, symbol: string, value: string) => {
      if (!isElementSymbol(symbol)) return whole;
      if (Math.abs(atomicMasses[symbol] - Number(value.replace(',', '.'))) > 1e-9) differs = true;
      return ' ';
    },
  );
  return differs ? undefined : rest;
}

/** Whether a digit is left once the formulas, their charges and the given masses are taken out. */
function strayNumber(text: string): boolean {
  return /\d/.test(
    text
      .replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹]*[⁺⁻]/g, ' ')
      .replace(
        /(?<![\p{L}\d])(?:[A-Z][a-z]?[0-9₀-₉]*|\((?:[A-Z][a-z]?[0-9₀-₉]*)+\)[0-9₀-₉]*)+(?:(?:\s*[·*]\s*|\.)[0-9₀-₉]*(?:[A-Z][a-z]?[0-9₀-₉]*)+)?(?:\d*[+-])?(?![\p{L}\d])/gu,
        ' ',
      ),
  );
}

/**
 * The element a cue names and the text after it: the cue (folded) ends right before the element's word,
 * and `tail` (folded) must follow that word.
 */
function elementAfter(
  text: string,
  cue: RegExp,
  tail: RegExp,
): { element: ElementSymbol; rest: string; at: number } | undefined {
  const folded = foldText(text);
  const found = cue.exec(folded);
  if (!found) return undefined;
  const start = found.index + found[0].length;
  const word = /^\S+/.exec(text.slice(start))?.[0] ?? '';
  const element = elementOf(word);
  const after = tail.exec(folded.slice(start + word.length));
  if (!element || !after) return undefined;
  return { element, rest: text.slice(start + word.length + after[0].length), at: found.index };
}

// Oxidation numbers ----------------------------------------------------------------------------------

const ALKALI = new Set(['Li', 'Na', 'K']);
const ALKALINE_EARTH = new Set(['Be', 'Mg', 'Ca', 'Ba']);

/** The oxidation numbers the course takes as fixed in compounds. */
function fixedNumber(element: string, composition: Composition): number | undefined {
  if (element === 'F') return -1;
  if (ALKALI.has(element) || element === 'Ag') return 1;
  if (ALKALINE_EARTH.has(element) || element === 'Zn') return 2;
  if (element === 'Al') return 3;
  if (element === 'O') return -2;
  // H is +1 bound to a nonmetal; in a metal hydride (NaH, CaH₂) it is −1: left unknown there.
  if (element === 'H') {
    const others = [...composition.keys()].filter((e) => e !== 'H');
    const metalOnly = others.every((e) => ALKALI.has(e) || ALKALINE_EARTH.has(e) || e === 'Al');
    return metalOnly ? undefined : 1;
  }
  return undefined;
}

/** «Cr₂O₇²⁻», «NH₄⁺», «SO4 2-»: the charge written right after the formula, 0 when none. */
function chargeAfter(text: string, substance: Substance): number | undefined {
  const after = text.slice(substance.index).replace(/^[\p{L}\d()₀-₉]+/u, '');
  const superscript = /^\s?([⁰¹²³⁴⁵⁶⁷⁸⁹]*)([⁺⁻])/.exec(after);
  const plain = /^\s?\^?\(?(\d*)([+-])\)?(?![\d\p{L}])/u.exec(after);
  const found = superscript ?? plain;
  if (!found) return 0;
  const digits = [...(found[1] ?? '')]
    .map((c) => ('⁰¹²³⁴⁵⁶⁷⁸⁹'.includes(c) ? '⁰¹²³⁴⁵⁶⁷⁸⁹'.indexOf(c) : c))
    .join('');
  const size = digits ? Number(digits) : 1;
  return found[2] === '+' || found[2] === '⁺' ? size : -size;
}

/** How many times a symbol is written in a formula: «NH4NO3» has N twice. */
const writtenPlaces = (formula: string, element: string) =>
  [...formula.matchAll(new RegExp(`${element}(?![a-z])`, 'g'))].length;

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/**
 * «En el ácido nitroso, HNO₂, el nitrógeno actúa con número de oxidación:»: the compound first, then
 * the element that acts with the number asked.
 */
function elementActing(text: string): { element: ElementSymbol; rest: string } | undefined {
  const folded = foldText(text);
  const found =
    /^(.*)\b(?:el|la)\s+(\p{L}+)\s+(?:actua|trabaja|esta|se encuentra)\s+con\s+(?:el\s+|un\s+)?(?:numero|estado) de oxidacion\s*:?\s*$/u.exec(
      folded,
    );
  if (!found) return undefined;
  const before = found[1] ?? '';
  const start = before.length + (found[0].slice(before.length).indexOf(found[2] ?? '') ?? 0);
  const element = elementOf(text.slice(start, start + (found[2]?.length ?? 0)));
  return element ? { element, rest: text.slice(0, before.length) } : undefined;
}

/**
 * «Para el ácido fosfórico, H₃PO₄: ¿Cuál es el número de oxidación del fósforo?»: the question ends with
 * the element, and the one compound of the statement is where it is.
 */
function elementLast(text: string): { element: ElementSymbol; rest: string } | undefined {
  const read = elementAfter(
    text,
    /(?:numero|estado) de oxidacion (?:del?|que (?:tiene|presenta) el)\s+/,
    /^\s*(?:es\s*)?[?.:]?\s*$/,
  );
  return read ? { element: read.element, rest: text } : undefined;
}

// «Los números de oxidación del cromo en el K₂Cr₂O₇ y del manganeso en el KMnO₄ son, respectivamente:»
const TWO_ASKED =
  /n[uú]meros de oxidaci[oó]n\s+(d(?:el|e la)\s+[^?:]+?)\s+y\s+(d(?:el|e la)\s+[^?:]+?)(?:\s*,?\s*(?:son|es|ser[aá]n)\b)?(?:\s*,?\s*respectivamente)?\s*[:?.]*\s*$/iu;

/** Two elements, each in its compound, asked together: each one read alone, both sure or neither. */
function twoOxidationNumbers(text: string): SolverReply | undefined {
  const pair = TWO_ASKED.exec(text.trim());
  if (!pair) return undefined;
  const replies = [pair[1], pair[2]].map((part) =>
    solveOxidationNumber(`¿Cuál es el número de oxidación ${part}?`),
  );
  if (replies.some((reply) => !reply?.certain)) return undefined;
  const answers = replies.map(
    (reply) => /\*\*número de oxidación de (\w+) = ([+−-]?\d+)\*\*/.exec(reply?.text ?? '') ?? undefined,
  );
  if (answers.some((answer) => !answer)) return undefined;
  const [first, second] = answers as [RegExpExecArray, RegExpExecArray];
  const steps = replies.map((reply) =>
    (reply?.text ?? '')
      .split('\n')
      .filter((line) => /^\d+\. /.test(line))
      .map((line) => line.replace(/^\d+\. /, ''))
      .join(' '),
  );
  return {
    text: workedReply({
      title: 'Números de oxidación',
      data: [pair[1], pair[2]].map((part) => (part ?? '').replace(/^d(?:el|e la)\s+/i, '')).join('; '),
      steps: steps.map((step, i) => `${i === 0 ? first[1] : second[1]}: ${step}`),
      answer: `**${first[2]} (${first[1]}) y ${second[2]} (${second[1]}), respectivamente**`,
      closing: '¿Con qué terminación se nombra cada compuesto cuando el elemento actúa con ese número?',
    }),
    certain: true,
  };
}

/** The oxidation number of an element in a formula or an ion; undefined when not asked or not sure. */
export function solveOxidationNumber(problem: string): SolverReply | undefined {
  const text = withoutOptions(problem);
  const two = twoOxidationNumbers(text);
  if (two) return two;
  const folded = foldText(text);
  const read = elementAfter(
    text,
    /(?:numero|estado) de oxidacion (?:del?|que (?:tiene|presenta) el)\s+/,
    /^\s+(?:en|dentro de)\s+(?:(?:el|la|los|las)\s+)?(?:(?:ion|anion|cation|compuesto|sal|acido)\s+)?/,
  );
  const { element, rest } = read ?? elementActing(text) ?? elementLast(text) ?? {};
  if (!element || rest === undefined) return undefined;
  const compound = oneCompound(rest);
  if (!compound?.composition.has(element)) return undefined;
  const charge = chargeAfter(rest, compound);
  if (charge === undefined) return undefined;
  if (charge === 0 && /\b(?:ion|anion|cation)\b/.test(folded)) return undefined;
  if (strayNumber(text)) return undefined;
  // An element written in two places (NH₄NO₃, CH₃COOH) may act with two numbers: the sum gives their mean.
  if (writtenPlaces(compound.formula, element) > 1) return undefined;
  const { composition } = compound;
  // «…del oxígeno en el K₂Cr₂O₇»: a fixed number asked beside one unknown; the sum solved for that one
  // checks it (a peroxide would give no whole number in range).
  const asked = element;
  const open = [...composition.keys()].filter(
    (e) => e !== asked && fixedNumber(e, composition) === undefined,
  );
  const target =
    open.length === 1 && fixedNumber(asked, composition) !== undefined ? (open[0] ?? asked) : asked;
  if (writtenPlaces(compound.formula, target) > 1) return undefined;
  const known = [...composition.keys()].filter((e) => e !== target);
  if (known.some((e) => fixedNumber(e, composition) === undefined)) return undefined;
  const knownSum = known.reduce(
    (total, e) => total + (fixedNumber(e, composition) ?? 0) * (composition.get(e) ?? 0),
    0,
  );
  const count = composition.get(target) ?? 0;
  const x = (charge - knownSum) / count;
  if (!Number.isInteger(x) || x < -4 || x > 8) return undefined;
  // A fixed number the sum contradicts is a peroxide (H₂O₂, Na₂O₂) or a slip: not ours to settle.
  const fixed = fixedNumber(target, composition);
  if (fixed !== undefined && fixed !== x) return undefined;
  const formula = pretty(compound.formula);
  const terms = [...composition].map(([e, n]) =>
    e === target
      ? `${n === 1 ? '' : `${n} · `}x`
      : `${n === 1 ? '' : `${n} · `}(${signed(fixedNumber(e, composition) ?? 0)})`,
  );
  return {
    text: workedReply({
      title: 'Número de oxidación',
      data: `${elements[element].name} (${element}) en ${formula}${charge ? `, carga total ${signed(charge)}` : ''}`,
      steps: [
        `Usá los números de oxidación fijos: ${known.map((e) => `${e} ${signed(fixedNumber(e, composition) ?? 0)}`).join(', ')}.`,
        `La suma de los números de oxidación de todos los átomos es ${charge === 0 ? '0 en un compuesto neutro' : `la carga del ion, ${signed(charge)}`}: ${terms.join(' + ')} = ${charge === 0 ? '0' : signed(charge)}.`,
        `Despejá: x = ${signed(x)}${target === asked ? '' : ` (el ${target}), un número posible: el ${asked} tiene su ${signed(fixedNumber(asked, composition) ?? 0)}`}.`,
      ],
      answer: `**número de oxidación de ${asked} = ${signed(target === asked ? x : (fixedNumber(asked, composition) ?? 0))}**`,
      closing: '¿Con qué terminación se nombra el compuesto cuando el elemento actúa con ese número?',
    }),
    certain: true,
  };
}

// Mass percentage ------------------------------------------------------------------------------------

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * «Determinar la composición centesimal del Na₂SO₄»: the percentage of every element, each part naming
 * one of them («a) % de sodio»); undefined when a part names an element the compound lacks.
 */
/**
 * «¿Qué masa de nitrógeno hay en 200 g de NH₄NO₃?», «…la masa de nitrógeno contenida en 200 g del
 * compuesto»: the element's share of the compound's mass. Undefined when not asked; null when asked and
 * not read whole (one compound in the statement, the one mass its only number).
 */
function elementMassIn(text: string): SolverReply | null | undefined {
  const read = elementAfter(
    text,
    /(?:que masa|cuantos gramos|(?:la|cual es la) masa)\s+de\s+/,
    /^\s+(?:(?:hay|que hay|habra|contenid[oa]s?|presentes?|que (?:hay|se encuentra|contiene)n?)\s+)?en\s+/,
  );
  if (!read) return undefined;
  const amount = new RegExp(
    `^(${NUMBER_SOURCE})\\s*(g|gramos|kg|kilogramos)(?![\\p{L}\\d])\\s+(?:de|del)\\s+`,
    'u',
  ).exec(read.rest);
  if (!amount) return null;
  const compound = oneCompound(text);
  if (!compound) return null;
  const count = compound.composition.get(read.element);
  if (!count) return null;
  if (strayNumber(text.replace(amount[0], ' '))) return null;
  const unit = /^k/.test(amount[2] ?? '') ? 'kg' : 'g';
  const mass = parseNumber(amount[1] ?? '');
  const part = atomicMasses[read.element] * count;
  const share = part / compound.molarMass;
  const formula = pretty(compound.formula.replace(/^\(([^()]*)\)$/, '$1'));
  return {
    text: workedReply({
      title: 'Masa de un elemento en un compuesto',
      data: `${fmt(mass)} ${unit} de ${formula}; ${elements[read.element].name} (${read.element})`,
      steps: [
        `Masa molar: M(${formula}) = ${fmt(compound.molarMass)} g/mol; en un mol hay ${count} · ${fmt(atomicMasses[read.element])} = ${fmt(part)} g de ${read.element}.`,
        `Fracción en masa del ${read.element}: ${fmt(part)} / ${fmt(compound.molarMass)} = ${fmt(share, 4)}.`,
        `Masa de ${read.element} = ${fmt(mass)} ${unit} · ${fmt(share, 4)} = ${fmt(mass * share)} ${unit}.`,
      ],
      answer: `**${fmt(mass * share)} ${unit} de ${read.element}**`,
      closing: '¿Cambia el porcentaje del elemento si tomás el doble de compuesto? ¿Y su masa?',
    }),
    certain: true,
  };
}

function wholeComposition(text: string, folded: string): SolverReply | undefined {
  const cue = /composicion (?:centesimal|porcentual)\s+(?:en masa\s+)?(?:de|del)\s+/.exec(folded);
  if (!cue) return undefined;
  const rest = text.slice(cue.index + cue[0].length);
  const compound = oneCompound(rest);
  if (!compound || strayNumber(text)) return undefined;
  const foldedRest = folded.slice(cue.index + cue[0].length);
  for (const named of foldedRest.matchAll(/%\s*(?:en masa\s+)?(?:de|del)\s+(\S+)/g)) {
    const element = elementOf(named[1] ?? '');
    if (!element || !compound.composition.has(element)) return undefined;
  }
  // «sulfato de sodio (Na₂SO₄)» is read with its brackets: they are not part of the formula.
  const formula = pretty(compound.formula.replace(/^\(([^()]*)\)$/, '$1'));
  const shares = [...compound.composition].map(([element, count]) => {
    const symbol = element as ElementSymbol;
    const part = atomicMasses[symbol] * count;
    return { symbol, count, part, percent: (100 * part) / compound.molarMass };
  });
  return {
    text: workedReply({
      title: 'Composición centesimal',
      data: formula,
      steps: [
        `Masa molar: M(${formula}) = ${fmt(compound.molarMass)} g/mol.`,
        ...shares.map(
          ({ symbol, count, part, percent }) =>
            `${capitalized(elements[symbol].name)} (${symbol}): ${count} · ${fmt(atomicMasses[symbol])} = ${fmt(part)} g; ${fmt(part)} / ${fmt(compound.molarMass)} · 100 = ${fmt(percent)} %.`,
        ),
      ],
      answer: `**${shares.map(({ symbol, percent }) => `%${symbol} = ${fmt(percent)} %`).join('; ')}**`,
      closing: '¿Cuánto suman los porcentajes? Sirve para controlar la cuenta.',
    }),
    certain: true,
  };
}

/** The mass percentage of an element in a compound; undefined when not asked or not sure. */
export function solveMassPercent(problem: string): SolverReply | undefined {
  const raw = withoutOptions(problem);
  const text = withoutGivenAtomicMasses(raw);
  if (text === undefined) return undefined;
  const folded = foldText(text);
  if (/solucion|disuel|soluto|pureza|impur|muestra|mineral/.test(folded)) return undefined;
  // «¿…% de oxígeno…? ¿Y el del azufre?»: a second question the reply would leave unsaid.
  if ((folded.match(/¿/g) ?? []).length > 1) return undefined;
  // «% en masa de agua en el CuSO₄·5H₂O»: a hydrate's water, n · M(H₂O) of its molar mass.
  if (/(?:porcentaje|%)\s+(?:(?:en masa|en peso|m\/m)\s+)?de agua/.test(folded)) {
    const found = new Set(findSubstances(text).map((s) => s.formula));
    found.delete('H2O');
    // «sulfato de cobre (II) pentahidratado, CuSO₄·5H₂O»: the name's metal («cobre») or its anhydrous
    // salt is the hydrate's own.
    const hydrates = [...found].filter((formula) => /·\d*H2O$/.test(formula));
    const [only] = hydrates;
    if (hydrates.length === 1 && only)
      for (const s of findSubstances(text))
        if (
          s.formula !== only &&
          (only.startsWith(`${s.formula}·`) ||
            /^\(?[IV]+\)?$/.test(s.formula) ||
            (s.composition.size === 1 && only.startsWith(s.formula)))
        )
          found.delete(s.formula);
    const [hydrate] = findSubstances(text).filter((s) => found.size === 1 && found.has(s.formula));
    const n = Number(/·(\d*)H2O$/.exec(hydrate?.formula ?? '')?.[1] || 'x');
    if (!hydrate || !(n > 0) || strayNumber(text)) return undefined;
    const water = n * (2 * atomicMasses.H + atomicMasses.O);
    const percent = (100 * water) / hydrate.molarMass;
    const formula = pretty(hydrate.formula);
    return {
      text: workedReply({
        title: 'Agua de hidratación',
        data: formula,
        steps: [
          `Masa molar: M(${formula}) = ${fmt(hydrate.molarMass)} g/mol.`,
          `Un mol tiene ${n} mol de H₂O: ${n} · ${fmt(water / n)} = ${fmt(water)} g.`,
          `Porcentaje: ${fmt(water)} / ${fmt(hydrate.molarMass)} · 100 = ${fmt(percent)} %.`,
        ],
        answer: `**${fmt(percent)} % de agua**`,
        closing: '¿Qué masa queda si calentás el cristal hasta secarlo?',
      }),
      certain: true,
    };
  }
  const inMass = elementMassIn(text);
  if (inMass !== undefined) return inMass ?? undefined;
  const read = elementAfter(
    text,
    /(?:porcentaje|%|composicion (?:centesimal|porcentual))\s+(?:(?:en masa|en peso|m\/m)\s+)?(?:de|del)\s+/,
    /^\s+(?:(?:(?:que hay|hay|que contiene|presente)\s+)?en|tiene|contiene|posee)\s+(?:(?:el|la|los|las)\s+)?/,
  );
  // «Para el nitrato de amonio, NH₄NO₃, calcule el porcentaje en masa de nitrógeno»: the compound named
  // before the question, the statement's only one.
  const ending = read
    ? undefined
    : elementAfter(text, /(?:porcentaje|%)\s+(?:(?:en masa|en peso|m\/m)\s+)?(?:de|del)\s+/, /^\s*[.?]?\s*$/);
  if (!read && !ending) return wholeComposition(text, folded);
  const { element } = (read ?? ending) as NonNullable<typeof read>;
  const compound = oneCompound(read ? read.rest : text);
  if (!compound) return undefined;
  const count = compound.composition.get(element);
  if (!count) return undefined;
  if (strayNumber(text)) return undefined;
  const part = atomicMasses[element] * count;
  const percent = (100 * part) / compound.molarMass;
  const formula = pretty(compound.formula);
  return {
    text: workedReply({
      title: 'Composición porcentual',
      data: `${elements[element].name} (${element}) en ${formula}`,
      steps: [
        `Masa molar: M(${formula}) = ${fmt(compound.molarMass)} g/mol.`,
        `En un mol hay ${count} mol de átomos de ${element}: ${count} · ${fmt(atomicMasses[element])} = ${fmt(part)} g.`,
        `Porcentaje: ${fmt(part)} / ${fmt(compound.molarMass)} · 100 = ${fmt(percent)} %.`,
      ],
      answer: `**%${element} = ${fmt(percent)} %**`,
      closing: '¿Cuánto suman los porcentajes de todos los elementos del compuesto?',
    }),
    certain: true,
  };
}
