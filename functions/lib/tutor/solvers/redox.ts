/**
 * A redox reaction read from its equation: the oxidation number of every element in every species (by
 * the fixed numbers, the binary salts and hydracids, the known polyatomic ions and the sum equal to the
 * charge), which element is oxidized and which reduced, and the oxidizing and reducing agents. Reads
 * «indique la afirmación correcta» with statements as options, «el número de oxidación del nitrógeno que
 * se reduce pasa de:» with changes as options, and «indique el agente oxidante y el reductor» alone.
 */
import { at } from '../../../../shared/lib/must.ts';
import { type ElementSymbol, isElementSymbol } from '../../science/atomic-masses.ts';
import { balanceEquation } from '../../science/balance.ts';
import { elements } from '../../science/elements.ts';
import { type Composition, fromSubscripts, parseFormula, pretty } from '../../science/formula.ts';
import { foldText } from '../text.ts';
import type { SolverReply } from './declaration.ts';
import { type OptionLine, optionLines, provenOption } from './option-lines.ts';
import { workedReply } from './reply.ts';

interface Species {
  formula: string;
  composition: Composition;
  /** Oxidation number of each element. */
  numbers: Map<string, number>;
}

interface Reaction {
  reactants: Species[];
  products: Species[];
  written: string;
}

const ALKALI = new Set(['Li', 'Na', 'K', 'Rb', 'Cs']);
const ALKALINE_EARTH = new Set(['Be', 'Mg', 'Ca', 'Sr', 'Ba']);
const HALOGENS = new Set(['F', 'Cl', 'Br', 'I']);
const METALS_FIXED: ReadonlyMap<string, number> = new Map([
  ['Al', 3],
  ['Zn', 2],
  ['Ag', 1],
]);

/** Polyatomic ions inside brackets: «Cu(NO₃)₂», «Al₂(SO₄)₃», «Ca(OH)₂». */
const GROUP_CHARGES: ReadonlyMap<string, number> = new Map([
  ['NO3', -1],
  ['NO2', -1],
  ['SO4', -2],
  ['SO3', -2],
  ['CO3', -2],
  ['PO4', -3],
  ['OH', -1],
  ['ClO3', -1],
  ['ClO4', -1],
  ['NH4', 1],
]);

const isMetal = (e: string) =>
  ALKALI.has(e) ||
  ALKALINE_EARTH.has(e) ||
  METALS_FIXED.has(e) ||
  ['Fe', 'Cu', 'Mn', 'Cr', 'Co', 'Ni', 'Pb', 'Sn', 'Hg'].includes(e);

/** The number an element takes by the course's rules, if fixed in this compound. */
function fixedNumber(element: string, composition: Composition): number | undefined {
  const others = [...composition.keys()].filter((e) => e !== element);
  if (element === 'F') return -1;
  if (ALKALI.has(element)) return 1;
  if (ALKALINE_EARTH.has(element)) return 2;
  if (METALS_FIXED.has(element)) return METALS_FIXED.get(element);
  if (element === 'O') return others.includes('F') ? undefined : -2;
  if (element === 'H') return others.every(isMetal) ? -1 : 1;
  // A binary compound of a nonmetal with metals or hydrogen only: the nonmetal takes its negative number.
  const binaryWith = others.length > 0 && others.every((e) => isMetal(e) || e === 'H');
  if (binaryWith && HALOGENS.has(element)) return -1;
  if (binaryWith && element === 'S') return -2;
  if (binaryWith && element === 'N') return -3;
  return undefined;
}

/** Solves the one element left open by the sum equal to the charge; undefined when not exactly one. */
function solveSum(composition: Composition, charge: number, known: Map<string, number>): boolean {
  const open = [...composition.keys()].filter((e) => !known.has(e));
  if (open.length !== 1) return open.length === 0;
  const target = at(open, 0, 'element');
  const sum = [...composition].reduce((s, [e, n]) => s + (known.get(e) ?? 0) * n, 0);
  const x = (charge - sum) / (composition.get(target) ?? 1);
  if (!Number.isInteger(x) || x < -4 || x > 8) return false;
  known.set(target, x);
  return true;
}

function oxidationNumbers(formula: string): Map<string, number> | undefined {
  const parsed = parseFormula(formula);
  if (!parsed.ok) return undefined;
  const { composition } = parsed;
  if (composition.size === 1) return new Map([[at([...composition.keys()], 0), 0]]);
  const known = new Map<string, number>();
  for (const e of composition.keys()) {
    const fixed = fixedNumber(e, composition);
    if (fixed !== undefined) known.set(e, fixed);
  }
  // A bracketed ion of known charge: its central element from the ion, the rest from the compound.
  const plain = fromSubscripts(formula);
  // «CuSO₄», «KNO₃»: a known ion written last after one metal, without brackets.
  const last = [...GROUP_CHARGES.keys()].find(
    (g) => plain.endsWith(g) && /^[A-Z][a-z]?\d*$/.test(plain.slice(0, -g.length)),
  );
  const ion = /\(([A-Za-z\d]+)\)(\d*)/.exec(plain)?.[1] ?? last;
  if (ion && [...composition.keys()].filter((e) => !known.has(e)).length > 1) {
    const charge = GROUP_CHARGES.get(ion);
    const inner = parseFormula(ion);
    if (charge === undefined || !inner.ok) return undefined;
    const innerKnown = new Map([...known].filter(([e]) => inner.composition.has(e)));
    if (!solveSum(inner.composition, charge, innerKnown)) return undefined;
    for (const [e, v] of innerKnown) known.set(e, v);
  }
  if (!solveSum(composition, 0, known)) return undefined;
  // Every number fixed must agree with the sum (a peroxide would not).
  const total = [...composition].reduce((s, [e, n]) => s + (known.get(e) ?? Number.NaN) * n, 0);
  return total === 0 ? known : undefined;
}

/** «2 KMnO₄ + 16 HCl → 2 KCl + …»: both sides, every species read with its numbers. */
const EQUATION =
  /((?:\d+\s*)?[A-Z][\w₀-₉()]*(?:\s*\+\s*(?:\d+\s*)?[A-Z][\w₀-₉()]*)*)\s*(?:→|->|⟶|=)\s*((?:\d+\s*)?[A-Z][\w₀-₉()]*(?:\s*\+\s*(?:\d+\s*)?[A-Z][\w₀-₉()]*)*)/u;

/** The equation a text writes: each side's terms with their coefficients (1 when none), as written. */
function equationTerms(text: string):
  | {
      reactants: { coefficient: number; formula: string }[];
      products: { coefficient: number; formula: string }[];
      written: string;
    }
  | undefined {
  const found = EQUATION.exec(text);
  if (!found) return undefined;
  const side = (part: string) =>
    part.split('+').map((term) => {
      const coefficient = /^\s*(\d+)\s*/.exec(term);
      return {
        coefficient: coefficient ? Number(coefficient[1]) : 1,
        formula: term.trim().replace(/^\d+\s*/, ''),
      };
    });
  return {
    reactants: side(at(found, 1, 'reactants')),
    products: side(at(found, 2, 'products')),
    written: found[0],
  };
}

export function readReaction(text: string): Reaction | undefined {
  const terms = equationTerms(text);
  if (!terms) return undefined;
  const side = (list: { formula: string }[]) =>
    list.map(({ formula }) => {
      const parsed = parseFormula(formula);
      const numbers = parsed.ok ? oxidationNumbers(formula) : undefined;
      return parsed.ok && numbers
        ? { formula: parsed.formula, composition: parsed.composition, numbers }
        : undefined;
    });
  const reactants = side(terms.reactants);
  const products = side(terms.products);
  if ([...reactants, ...products].some((s) => s === undefined)) return undefined;
  return { reactants: reactants as Species[], products: products as Species[], written: terms.written };
}

/**
 * «Balancee la ecuación K₂Cr₂O₇ + HCl → CrCl₃ + KCl + Cl₂ + H₂O»: the smallest whole coefficients, the
 * one balance the atoms allow, checked element by element.
 */
export function solveBalancing(problem: string): SolverReply | undefined {
  const text = problem.replace(/^\s*\d+\s*[).-]\s*/, '');
  const terms = equationTerms(text);
  if (!terms || /[⁺⁻]|\be-|\be⁻/.test(text)) return undefined;
  const rest = foldText(text.replace(terms.written, ' ').replace(/\([^()]*=[^()]*\)/g, '.'));
  const sentences = rest
    .split(/[.?!\n¿]+/)
    .map((x) => x.trim())
    .filter(Boolean);
  // The order to balance and nothing else: a coefficient, their sum, a mass or the agents asked too are
  // other readings (the stoichiometry reads «el coeficiente del oxígeno es:»).
  const ORDER =
    /^(?:[a-z]\)\s*)?(?:balance\w*|iguale\w*|igualar|ajuste\w*|equilibre\w*)(?:\s+(?:la|por tanteo|la siguiente))?(?:\s+ecuacion(?:\s+quimica)?)?(?:\s+(?:por tanteo|con los menores coeficientes enteros|con coeficientes enteros minimos))?\s*:?$/;
  const asking = sentences.filter((x) => /\b(?:balance|iguale|igualar|ajuste|equilibre)/.test(x));
  if (asking.length !== 1 || !asking.every((x) => ORDER.test(x))) return undefined;
  if (
    sentences.some((x) =>
      /\b(?:cual|cuales|cuant\w*|indique|calcule|determine|halle|coeficiente|suma)\b/.test(x),
    )
  ) {
    return undefined;
  }
  const parsed = [...terms.reactants, ...terms.products].map(({ formula }) => parseFormula(formula));
  if (parsed.some((p) => !p.ok)) return undefined;
  const compositions = parsed.map((p) => (p.ok ? p.composition : new Map<string, number>()));
  const coefficients = balanceEquation(
    compositions.slice(0, terms.reactants.length),
    compositions.slice(terms.reactants.length),
  );
  if (!coefficients) return undefined;
  const formulas = parsed.map((p) => (p.ok ? pretty(p.formula) : ''));
  const show = (from: number, to: number) =>
    formulas
      .slice(from, to)
      .map((f, i) => `${(coefficients[from + i] ?? 1) === 1 ? '' : coefficients[from + i]}${f}`)
      .join(' + ');
  const balanced = `${show(0, terms.reactants.length)} → ${show(terms.reactants.length, formulas.length)}`;
  const elementsOf = [...new Set(compositions.flatMap((c) => [...c.keys()]))];
  const count = (element: string, from: number, to: number) =>
    compositions
      .slice(from, to)
      .reduce((sum, c, i) => sum + (c.get(element) ?? 0) * (coefficients[from + i] ?? 0), 0);
  return {
    text: workedReply({
      title: 'Balanceo de una ecuación',
      data: pretty(terms.written),
      steps: [
        'Poné un coeficiente desconocido delante de cada sustancia y pedí que cada elemento tenga la misma cantidad de átomos a los dos lados; con los menores enteros que lo cumplen queda la ecuación balanceada.',
        `Coeficientes: ${formulas.map((f, i) => `${f} ${coefficients[i]}`).join(', ')}.`,
        `Verificación, átomos a cada lado: ${elementsOf.map((e) => `${e} ${count(e, 0, terms.reactants.length)} = ${count(e, terms.reactants.length, formulas.length)}`).join(', ')}.`,
      ],
      answer: `**${balanced}**`,
      closing:
        '¿Qué elemento conviene balancear primero, y por qué el oxígeno y el hidrógeno suelen ir al final?',
    }),
    certain: true,
  };
}

interface Change {
  element: string;
  from: number;
  to: number;
  /** The reactant species that holds the element. */
  agent: Species;
}

/** The elements whose number changes: one number among the reactants, another among the products. */
function changesOf(reaction: Reaction): Change[] | undefined {
  const elementsOf = new Set(reaction.reactants.flatMap((s) => [...s.composition.keys()]));
  const changes: Change[] = [];
  for (const element of elementsOf) {
    const before = new Set(
      reaction.reactants.filter((s) => s.numbers.has(element)).map((s) => s.numbers.get(element)),
    );
    const after = new Set(
      reaction.products.filter((s) => s.numbers.has(element)).map((s) => s.numbers.get(element)),
    );
    const moved = [...after].filter((v) => !before.has(v));
    if (moved.length === 0) continue;
    const holders = reaction.reactants.filter((s) => s.numbers.has(element));
    if (before.size !== 1 || moved.length !== 1 || holders.length !== 1) return undefined;
    changes.push({
      element,
      from: at([...before], 0) as number,
      to: at(moved, 0) as number,
      agent: at(holders, 0),
    });
  }
  const up = changes.filter((c) => c.to > c.from);
  const down = changes.filter((c) => c.to < c.from);
  if (up.length !== 1 || down.length !== 1 || up[0]?.agent === down[0]?.agent) return undefined;
  return changes;
}

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

const ELEMENT_BY_NAME = new Map(
  (Object.keys(elements) as ElementSymbol[]).map((symbol) => [foldText(elements[symbol].name), symbol]),
);

/** «el manganeso», «el Mn», «del nitrógeno»: an element named in a text. */
function namedElement(text: string): string | undefined {
  const words = [...text.matchAll(/[\p{L}]+/gu)].map((m) => m[0]);
  const found = new Set(
    words
      .map((w) =>
        isElementSymbol(w) && /^[A-Z]/.test(w) && w.length <= 2
          ? w
          : ELEMENT_BY_NAME.get(foldText(w).replace(/^cinc$/, 'zinc')),
      )
      .filter((e): e is ElementSymbol => e !== undefined),
  );
  return found.size === 1 ? [...found][0] : undefined;
}

/** «de +7 a +2», «de −1 a 0»: a change written as two signed numbers. */
function writtenChange(text: string): { from: number; to: number } | undefined {
  const found = /(?:de\s+)?([+−-]?\s*\d+)\s+a\s+([+−-]?\s*\d+)/.exec(text);
  if (!found) return undefined;
  const value = (s: string) => Number(s.replace(/\s/g, '').replace('−', '-'));
  return { from: value(at(found, 1)), to: value(at(found, 2)) };
}

/** The species of the reaction an option names by its formula. */
function namedSpecies(text: string, reaction: Reaction): Species | undefined {
  const all = [...reaction.reactants, ...reaction.products];
  const formulas = [...text.matchAll(/(?<![\p{L}])[A-Z][\w₀-₉()]*/gu)]
    .map((m) => parseFormula(m[0]))
    .filter((p) => p.ok && /\d|[A-Z].*[A-Z]/.test(p.formula));
  if (formulas.length !== 1) return undefined;
  const [f] = formulas;
  return all.find((s) => f?.ok && s.formula === f.formula);
}

/**
 * A reactant named by an element: the element alone («el Zn») or its ion with the charge it has there
 * («el Cu²⁺» of the CuSO₄).
 */
function speciesOfElement(text: string, reaction: Reaction): Species | undefined {
  const found = [...text.matchAll(/(?<![\p{L}])([A-Z][a-z]?)([¹²³⁴⁵⁶⁷]?)([⁺⁻])?(?![\p{L}₀-₉\d])/gu)].find(
    (m) => isElementSymbol(m[1] ?? ''),
  );
  if (!found) return byName(text, reaction);
  const element = found[1] ?? '';
  if (!found[3]) return reaction.reactants.find((s) => s.formula === element);
  const size = '¹²³⁴⁵⁶⁷'.indexOf(found[2] ?? '') + 1 || 1;
  const charge = found[3] === '⁺' ? size : -size;
  const holders = reaction.reactants.filter((s) => s.numbers.get(element) === charge);
  return holders.length === 1 ? holders[0] : undefined;
}

/** «el cinc», «el ion cobre(II)»: a reactant named by its element's name, an ion with its charge. */
function byName(text: string, reaction: Reaction): Species | undefined {
  const found = /\b(?:el|la)\s+(ion\s+)?(\p{L}+)(?:\s*\((I{1,3}|IV)\))?/iu.exec(text);
  const element = ELEMENT_BY_NAME.get(foldText(found?.[2] ?? '').replace(/^cinc$/, 'zinc'));
  if (!found || !element) return undefined;
  if (!found[1] && !found[3]) return reaction.reactants.find((s) => s.formula === element);
  if (!found[1] || !found[3]) return undefined;
  const charge = ['I', 'II', 'III', 'IV'].indexOf(found[3]) + 1;
  const holders = reaction.reactants.filter((s) => s.numbers.get(element) === charge);
  return holders.length === 1 ? holders[0] : undefined;
}

const COUNTS = ['un', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho'];

/**
 * An option of two claims joined by «y» or «;», true when both hold and false when one fails; the
 * second takes the first one's subject when it names none («El Zn se oxida y actúa como agente reductor»).
 */
function statementHolds(text: string, reaction: Reaction, changes: Change[]): boolean | undefined {
  const parts = text.split(/\s+y\s+|\s*;\s*/);
  if (parts.length === 1) return claimHolds(text, reaction, changes);
  const subject = /^(?:el|la)\s+(?:ion\s+)?\S+/i.exec(parts[0] ?? '')?.[0];
  const verdicts = parts.map((part, index) =>
    claimHolds(index > 0 && subject && !/[A-Z]/.test(part) ? `${subject} ${part}` : part, reaction, changes),
  );
  if (verdicts.includes(false)) return false;
  return verdicts.every((v) => v === true) ? true : undefined;
}

/** Whether a claim about the reaction holds: true, false, or undefined when not read. */
function claimHolds(text: string, reaction: Reaction, changes: Change[]): boolean | undefined {
  const folded = foldText(text);
  const oxidized = changes.find((c) => c.to > c.from) as Change;
  const reduced = changes.find((c) => c.to < c.from) as Change;
  const agent = /agente (oxidante|reductor)/.exec(folded);
  if (agent) {
    const species = namedSpecies(text, reaction) ?? speciesOfElement(text, reaction);
    if (!species || /\bno\b/.test(folded)) return undefined;
    return species === (agent[1] === 'oxidante' ? reduced.agent : oxidized.agent);
  }
  // «El Cu²⁺ cede dos electrones al Zn»: the subject is the element named first.
  const element =
    namedElement(text.replace(/\([^()]*\)/g, '')) ??
    /^\s*(?:[Ee]l|[Ll]a)\s+(?:ion\s+)?([A-Z][a-z]?)(?![a-z])/.exec(text)?.[1];
  if (!element || !isElementSymbol(element) || /\bno\b/.test(folded)) return undefined;
  const change = changes.find((c) => c.element === element);
  // «cede dos electrones»: a count must be the change of one atom.
  const count = /(\d+|[a-z]+) electron(?:es)?\b/.exec(folded)?.[1] ?? '';
  const counted = /^\d+$/.test(count)
    ? Number(count)
    : count === 'uno'
      ? 1
      : COUNTS.indexOf(count) + 1 || undefined;
  if (counted !== undefined && (!change || counted !== Math.abs(change.to - change.from))) return undefined;
  const verb = /se oxida|(?:pierde|cede) (?:\S+ )?electron/.test(folded)
    ? 'up'
    : /se reduce|(?:gana|capta) (?:\S+ )?electron/.test(folded)
      ? 'down'
      : /\bpasa\b|\bcambia\b/.test(folded)
        ? 'any'
        : undefined;
  if (!verb) return undefined;
  const written = writtenChange(folded);
  const plain = foldText(text.replace(/[¹²³⁴⁵⁶⁷]?[⁺⁻]/g, '')).replace(/\S+ electron(?:es)?\b/, '');
  if (/\d/.test(plain) && !written) return undefined;
  if (!change) {
    // An element of the reaction that keeps its number neither oxidizes nor reduces.
    const present = reaction.reactants.some((s) => s.composition.has(element));
    return present ? false : undefined;
  }
  const direction = change.to > change.from ? 'up' : 'down';
  if (verb !== 'any' && verb !== direction) return false;
  if (written) return written.from === change.from && written.to === change.to;
  return verb !== 'any';
}

function describe(reaction: Reaction, changes: Change[]): string[] {
  const oxidized = changes.find((c) => c.to > c.from) as Change;
  const reduced = changes.find((c) => c.to < c.from) as Change;
  const numbersLine = (s: Species) =>
    `${pretty(s.formula)}: ${[...s.numbers].map(([e, v]) => `${e} ${signed(v)}`).join(', ')}`;
  return [
    `Números de oxidación. Reactivos: ${reaction.reactants.map(numbersLine).join('; ')}. Productos: ${reaction.products.map(numbersLine).join('; ')}.`,
    `El ${oxidized.element} pasa de ${signed(oxidized.from)} a ${signed(oxidized.to)}: aumenta, pierde electrones, se oxida. El ${reduced.element} pasa de ${signed(reduced.from)} a ${signed(reduced.to)}: disminuye, gana electrones, se reduce.`,
    `El agente oxidante es el reactivo que contiene al elemento que se reduce: ${pretty(reduced.agent.formula)}. El agente reductor es el que contiene al que se oxida: ${pretty(oxidized.agent.formula)}.`,
  ];
}

function amongStatements(
  read: { statement: string; options: OptionLine[] },
  reaction: Reaction,
  changes: Change[],
) {
  const folded = foldText(read.statement);
  // «…del nitrógeno que se reduce pasa de:» with changes as options.
  const asksChange = /numero de oxidacion[^.?]*(?:pasa|cambia|varia)\s+de\s*:?\s*$/.test(folded);
  if (asksChange) {
    const which = /que se oxida/.test(folded) ? 'up' : /que se reduce/.test(folded) ? 'down' : undefined;
    const element = namedElement(
      read.statement.replace(/[A-Z][\w₀-₉()]*\s*(?:\+|→|->)/g, ' ').replace(/(?:→|->).*/, ''),
    );
    const change = element
      ? changes.find((c) => c.element === element)
      : which
        ? changes.find((c) => c.to > c.from === (which === 'up'))
        : undefined;
    if (!change || (which && change.to > change.from !== (which === 'up'))) return undefined;
    return provenOption(read.options, (option) => {
      const written = writtenChange(foldText(option.text));
      return written ? written.from === change.from && written.to === change.to : undefined;
    });
  }
  if (!/afirmacion|opcion correcta|es correcta|es verdadera|cual de las siguientes/.test(folded))
    return undefined;
  if (/\bfalsa|incorrecta|\bno es\b/.test(folded)) return undefined;
  return provenOption(read.options, (option) => statementHolds(option.text, reaction, changes));
}

export function solveRedox(problem: string): SolverReply | undefined {
  // «Zn(s) + CuSO₄(aq) →»: the states are no part of the formulas.
  const read = optionLines(problem.replace(/(?<=[\w₀-₉)])\((?:s|l|g|aq|ac)\)/g, ''));
  const statement = read?.statement ?? problem.replace(/(?<=[\w₀-₉)])\((?:s|l|g|aq|ac)\)/g, '');
  const reaction = readReaction(statement);
  if (!reaction) return undefined;
  const changes = changesOf(reaction);
  if (!changes) return undefined;
  const oxidized = changes.find((c) => c.to > c.from) as Change;
  const reduced = changes.find((c) => c.to < c.from) as Change;
  const data = pretty(reaction.written);
  if (read) {
    const named = amongStatements(read, reaction, changes);
    if (!named) return undefined;
    return {
      text: workedReply({
        title: 'Óxido-reducción',
        data,
        steps: describe(reaction, changes),
        answer: `**${named.label}) ${named.text}**`,
        closing: '¿Cuántos electrones gana o pierde cada átomo que cambia?',
      }),
      certain: true,
      option: named.label,
    };
  }
  // Alone: the changes, what oxidizes and what reduces, the agents, asked and nothing else. A datum of
  // another sentence (a mass for a later part) does not change who oxidizes.
  // «(Cu = 63,5)»: data in brackets end a sentence of their own.
  const rest = statement
    .replace(reaction.written, ' ')
    .replace(/^\s*\d+\s*[).-]\s*/, '')
    .replace(/\([^()]*=[^()]*\)/g, '.');
  const sentences = foldText(rest)
    .split(/[.?!\n¿]+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  const ASKS = {
    changes:
      /(?:que|cuales) elementos cambian (?:su )?(?:numero|estado) de oxidacion|(?:numeros?|estados?) de oxidacion de los elementos que cambian/,
    who: /(?:que|cual)[^.?]*se (?:oxida|reduce)|elemento[^.?]*(?:se oxida|se reduce)/,
    agents: /agente (?:oxidante|reductor)|agentes/,
  };
  const asking = sentences.filter((sentence) =>
    Object.values(ASKS).some((pattern) => pattern.test(sentence)),
  );
  if (asking.length === 0) return undefined;
  const question = asking.join(' ');
  // Balancing, masses, electrons counted or half-reactions asked too are other questions.
  if (
    /balance|iguale|ajuste|masa|gramos|moles|volumen|electrones|hemirreac|semirreac|\d/.test(question) ||
    asking.some((sentence) => /\by\s+(?:calcul|determin|hall)/.test(sentence))
  ) {
    return undefined;
  }
  const asksChanges = ASKS.changes.test(question);
  const asksWho = ASKS.who.test(question);
  const asksAgents = ASKS.agents.test(question);
  const change = (c: Change) => `${c.element}: ${signed(c.from)} → ${signed(c.to)}`;
  const answer = [
    ...(asksChanges ? [`cambian ${change(oxidized)} y ${change(reduced)}`] : []),
    ...(asksWho
      ? [
          `se oxida el ${oxidized.element} (${signed(oxidized.from)} → ${signed(oxidized.to)}); se reduce el ${reduced.element} (${signed(reduced.from)} → ${signed(reduced.to)})`,
        ]
      : []),
    ...(asksAgents
      ? [
          `agente oxidante: ${pretty(reduced.agent.formula)}; agente reductor: ${pretty(oxidized.agent.formula)}`,
        ]
      : []),
  ];
  return {
    text: workedReply({
      title: 'Óxido-reducción',
      data,
      steps: describe(reaction, changes),
      answer: answer.map((line) => `**${line.charAt(0).toUpperCase()}${line.slice(1)}**`).join('\n'),
      closing: '¿Cuántos electrones gana o pierde cada átomo que cambia?',
    }),
    certain: true,
  };
}
