/**
 * Inorganic nomenclature of the UTN syllabus, formula ↔ name: binary oxides, hydrides, hydroxides,
 * hydracids, oxoacids, binary salts, oxosalts and the common acid salts, with their traditional, Stock
 * and (for binaries) atomicity names. The compounds are generated once from the elements' oxidation
 * numbers by crossing charges, so a formula and its names always agree.
 */

import { at, must } from '../../../../shared/lib/must.ts';
import { elements } from '../../science/elements.ts';
import { type Composition, parseFormula, pretty, recase } from '../../science/formula.ts';
import { foldText } from '../text.ts';
import { group } from './groups.ts';

interface Metal {
  symbol: string;
  name: string;
  states: number[];
  /** Traditional adjectives for the lower and the higher state, when there are two. */
  oso?: string;
  ico?: string;
  hydride?: boolean;
}

const METALS: Metal[] = [
  { symbol: 'Li', name: elements.Li.name, states: [1], hydride: true },
  { symbol: 'Na', name: elements.Na.name, states: [1], hydride: true },
  { symbol: 'K', name: elements.K.name, states: [1], hydride: true },
  { symbol: 'Ag', name: elements.Ag.name, states: [1] },
  { symbol: 'Be', name: elements.Be.name, states: [2], hydride: true },
  { symbol: 'Mg', name: elements.Mg.name, states: [2], hydride: true },
  { symbol: 'Ca', name: elements.Ca.name, states: [2], hydride: true },
  { symbol: 'Ba', name: elements.Ba.name, states: [2], hydride: true },
  { symbol: 'Zn', name: elements.Zn.name, states: [2] },
  { symbol: 'Al', name: elements.Al.name, states: [3], hydride: true },
  { symbol: 'Fe', name: elements.Fe.name, states: [2, 3], oso: 'ferroso', ico: 'férrico' },
  { symbol: 'Cu', name: elements.Cu.name, states: [1, 2], oso: 'cuproso', ico: 'cúprico' },
  { symbol: 'Co', name: elements.Co.name, states: [2, 3], oso: 'cobaltoso', ico: 'cobáltico' },
  { symbol: 'Ni', name: elements.Ni.name, states: [2, 3], oso: 'niqueloso', ico: 'niquélico' },
  { symbol: 'Sn', name: elements.Sn.name, states: [2, 4], oso: 'estannoso', ico: 'estánnico' },
  { symbol: 'Pb', name: elements.Pb.name, states: [2, 4], oso: 'plumboso', ico: 'plúmbico' },
  { symbol: 'Au', name: elements.Au.name, states: [1, 3], oso: 'auroso', ico: 'áurico' },
  { symbol: 'Hg', name: elements.Hg.name, states: [1, 2], oso: 'mercurioso', ico: 'mercúrico' },
  { symbol: 'Cr', name: elements.Cr.name, states: [2, 3], oso: 'cromoso', ico: 'crómico' },
  { symbol: 'Mn', name: elements.Mn.name, states: [2, 3], oso: 'manganoso', ico: 'mangánico' },
];

const NONMETAL_NAMES: Record<string, string> = Object.fromEntries(
  (['F', 'Cl', 'Br', 'I', 'S', 'N', 'P', 'C', 'Si', 'B', 'Mn', 'Cr', 'H', 'O'] as const).map((symbol) => [
    symbol,
    elements[symbol].name,
  ]),
);

export const ELEMENT_NAMES: Record<string, string> = {
  ...NONMETAL_NAMES,
  ...Object.fromEntries(METALS.map((m) => [m.symbol, m.name])),
};

/** Anions of hydracids: −uro / −hídrico. */
const HYDRACIDS: { symbol: string; charge: number; uro: string; hidrico?: string }[] = [
  { symbol: 'F', charge: 1, uro: 'fluoruro', hidrico: 'fluorhídrico' },
  { symbol: 'Cl', charge: 1, uro: 'cloruro', hidrico: 'clorhídrico' },
  { symbol: 'Br', charge: 1, uro: 'bromuro', hidrico: 'bromhídrico' },
  { symbol: 'I', charge: 1, uro: 'yoduro', hidrico: 'yodhídrico' },
  { symbol: 'S', charge: 2, uro: 'sulfuro', hidrico: 'sulfhídrico' },
  { symbol: 'N', charge: 3, uro: 'nitruro' },
  { symbol: 'P', charge: 3, uro: 'fosfuro' },
];

/** Oxoacids: the central element's number of oxidation, the acid's formula and names. */
interface Oxoacid {
  /** The -ato form of the element, for the systematic name: sulfato, nitrato. */
  ato?: string;
  symbol: string;
  state: number;
  /** Hydrogens, central atoms and oxygens of the acid. */
  h: number;
  x: number;
  o: number;
  adjective: string;
  anion: string;
}

function oxo(symbol: string, state: number, adjective: string, anion: string, ortho = false): Oxoacid {
  // Anhydride + water: X₂Oₛ + H₂O → H₂X₂O₍ₛ₊₁₎, simplified; P and B take three waters (orto).
  if (ortho) return { symbol, state, h: 3, x: 1, o: (state + 3) / 2, adjective, anion };
  return state % 2 === 1
    ? { symbol, state, h: 1, x: 1, o: (state + 1) / 2, adjective, anion }
    : { symbol, state, h: 2, x: 1, o: state / 2 + 1, adjective, anion };
}

const OXOACIDS: Oxoacid[] = [
  oxo('Cl', 1, 'hipocloroso', 'hipoclorito'),
  oxo('Cl', 3, 'cloroso', 'clorito'),
  oxo('Cl', 5, 'clórico', 'clorato'),
  oxo('Cl', 7, 'perclórico', 'perclorato'),
  oxo('Br', 1, 'hipobromoso', 'hipobromito'),
  oxo('Br', 3, 'bromoso', 'bromito'),
  oxo('Br', 5, 'brómico', 'bromato'),
  oxo('Br', 7, 'perbrómico', 'perbromato'),
  oxo('I', 1, 'hipoyodoso', 'hipoyodito'),
  oxo('I', 3, 'yodoso', 'yodito'),
  oxo('I', 5, 'yódico', 'yodato'),
  oxo('I', 7, 'peryódico', 'peryodato'),
  oxo('S', 4, 'sulfuroso', 'sulfito'),
  oxo('S', 6, 'sulfúrico', 'sulfato'),
  oxo('N', 3, 'nitroso', 'nitrito'),
  oxo('N', 5, 'nítrico', 'nitrato'),
  oxo('P', 3, 'fosforoso', 'fosfito', true),
  oxo('P', 5, 'fosfórico', 'fosfato', true),
  oxo('C', 4, 'carbónico', 'carbonato'),
  oxo('Si', 4, 'silícico', 'silicato'),
  oxo('B', 3, 'bórico', 'borato', true),
  oxo('Mn', 6, 'mangánico', 'manganato'),
  oxo('Mn', 7, 'permangánico', 'permanganato'),
  oxo('Cr', 6, 'crómico', 'cromato'),
  { symbol: 'Cr', state: 6, h: 2, x: 2, o: 7, adjective: 'dicrómico', anion: 'dicromato' },
];

/** Oxides of nonmetals: the states with an acid get an anhydride name; the others only Stock and atomicity. */
const NONMETAL_OXIDE_STATES: Record<string, number[]> = {
  Cl: [1, 3, 5, 7],
  Br: [1, 3, 5, 7],
  I: [1, 3, 5, 7],
  S: [4, 6],
  N: [1, 2, 3, 4, 5],
  P: [3, 5],
  C: [2, 4],
  Si: [4],
  B: [3],
  Mn: [6, 7],
  Cr: [6],
};

/** The acid salts that the course names. */
const ACID_ANIONS: { formula: string; charge: number; name: string; traditional: string }[] = [
  { formula: 'HCO3', charge: 1, name: 'hidrogenocarbonato', traditional: 'bicarbonato' },
  { formula: 'HSO4', charge: 1, name: 'hidrogenosulfato', traditional: 'bisulfato' },
  { formula: 'HSO3', charge: 1, name: 'hidrogenosulfito', traditional: 'bisulfito' },
  { formula: 'HPO4', charge: 2, name: 'hidrogenofosfato', traditional: 'fosfato ácido' },
  { formula: 'H2PO4', charge: 1, name: 'dihidrogenofosfato', traditional: 'fosfato diácido' },
  { formula: 'HS', charge: 1, name: 'hidrogenosulfuro', traditional: 'bisulfuro' },
];

const ROMAN = ['', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII'];
const PREFIXES = ['', 'mono', 'di', 'tri', 'tetra', 'penta', 'hexa', 'hepta'];
const ATO: Record<string, string> = {
  Cl: 'clorato',
  Br: 'bromato',
  I: 'yodato',
  S: 'sulfato',
  N: 'nitrato',
  P: 'fosfato',
  C: 'carbonato',
  Si: 'silicato',
  B: 'borato',
  Mn: 'manganato',
  Cr: 'cromato',
};
const oxoPrefix = (k: number) => (k === 1 ? 'oxo' : `${PREFIXES[k]}oxo`);

export type Family =
  | 'óxido básico'
  | 'óxido ácido'
  | 'peróxido'
  | 'hidruro metálico'
  | 'hidruro no metálico'
  | 'hidrácido'
  | 'hidróxido'
  | 'oxoácido'
  | 'sal binaria'
  | 'oxosal'
  | 'sal ácida';

export interface Compound {
  formula: string;
  family: Family;
  names: { traditional?: string; stock?: string; systematic?: string; other?: string[] };
  /** How the formula comes out of the charges, for the worked reply. */
  cation?: { symbol: string; charge: number; name: string };
  anion?: { formula: string; charge: number; name: string; acid?: string };
  /** The central element of an acid or an oxide, and its number of oxidation. */
  central?: { symbol: string; state: number };
}

const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);
const count = (k: number) => (k === 1 ? '' : String(k));

/** Cation and anion crossed: Fe³⁺ + O²⁻ → Fe₂O₃; Al³⁺ + SO₄²⁻ → Al₂(SO₄)₃. */
function cross(
  cation: string,
  cationCharge: number,
  anion: string,
  anionCharge: number,
): { formula: string; a: number; b: number } {
  const g = gcd(cationCharge, anionCharge);
  const a = anionCharge / g;
  const b = cationCharge / g;
  const polyCation = /[A-Z].*[A-Z]|\d/.test(cation);
  const polyAnion = /[A-Z].*[A-Z]|\d/.test(anion);
  const left = polyCation && a > 1 ? `(${cation})${a}` : `${cation}${count(a)}`;
  const right = polyAnion && b > 1 ? `(${anion})${b}` : `${anion}${count(b)}`;
  return { formula: left + right, a, b };
}

function metalName(metal: Metal, state: number): { traditional: string; stock: string } {
  if (metal.states.length === 1) return { traditional: `de ${metal.name}`, stock: `de ${metal.name}` };
  const adjective = state === metal.states[0] ? metal.oso : metal.ico;
  return { traditional: adjective as string, stock: `de ${metal.name} (${ROMAN[state]})` };
}

function oxideWord(k: number): string {
  if (k === 1) return 'monóxido';
  const prefix = at(PREFIXES, k, 'prefix');
  return `${prefix.endsWith('a') ? prefix.slice(0, -1) : prefix}óxido`;
}

function atomicity(first: string, k: number, secondName: string, j: number): string {
  // "trióxido de dihierro", "pentacloruro de fósforo"
  const head = first === 'óxido' ? oxideWord(k) : `${k === 1 ? '' : PREFIXES[k]}${first}`;
  return `${head} de ${j === 1 ? '' : PREFIXES[j]}${secondName}`;
}

let catalog: Compound[] | undefined;

function build(): Compound[] {
  const out: Compound[] = [];
  const oxoAnions = OXOACIDS.map((acid) => ({
    acid,
    formula: `${acid.symbol}${count(acid.x)}O${count(acid.o)}`,
    charge: acid.h,
  }));
  for (const metal of METALS) {
    for (const state of metal.states) {
      const { traditional, stock } = metalName(metal, state);
      const cation = { symbol: metal.symbol, charge: state, name: stock.slice(3) };
      const oxide = cross(metal.symbol, state, 'O', 2);
      out.push({
        formula: oxide.formula,
        family: 'óxido básico',
        names: {
          traditional: `óxido ${traditional}`,
          stock: `óxido ${stock}`,
          systematic: atomicity('óxido', oxide.b, metal.name, oxide.a),
        },
        cation,
        anion: { formula: 'O', charge: 2, name: 'óxido' },
      });
      out.push({
        formula: state === 1 ? `${metal.symbol}OH` : `${metal.symbol}(OH)${state}`,
        family: 'hidróxido',
        names: { traditional: `hidróxido ${traditional}`, stock: `hidróxido ${stock}` },
        cation,
        anion: { formula: 'OH', charge: 1, name: 'hidróxido' },
      });
      if (metal.hydride) {
        out.push({
          formula: `${metal.symbol}H${count(state)}`,
          family: 'hidruro metálico',
          names: { traditional: `hidruro ${traditional}`, stock: `hidruro ${stock}` },
          cation,
          anion: { formula: 'H', charge: 1, name: 'hidruro' },
        });
      }
      for (const h of HYDRACIDS) {
        const salt = cross(metal.symbol, state, h.symbol, h.charge);
        out.push({
          formula: salt.formula,
          family: 'sal binaria',
          names: {
            traditional: `${h.uro} ${traditional}`,
            stock: `${h.uro} ${stock}`,
            systematic: atomicity(h.uro, salt.b, metal.name, salt.a),
          },
          cation,
          anion: {
            formula: h.symbol,
            charge: h.charge,
            name: h.uro,
            ...(h.hidrico ? { acid: `ácido ${h.hidrico}` } : {}),
          },
        });
      }
      for (const anion of oxoAnions) {
        const salt = cross(metal.symbol, state, anion.formula, anion.charge);
        out.push({
          formula: salt.formula,
          family: 'oxosal',
          names: { traditional: `${anion.acid.anion} ${traditional}`, stock: `${anion.acid.anion} ${stock}` },
          cation,
          anion: {
            formula: anion.formula,
            charge: anion.charge,
            name: anion.acid.anion,
            acid: `ácido ${anion.acid.adjective}`,
          },
          central: { symbol: anion.acid.symbol, state: anion.acid.state },
        });
      }
      for (const anion of ACID_ANIONS) {
        const salt = cross(metal.symbol, state, anion.formula, anion.charge);
        out.push({
          formula: salt.formula,
          family: 'sal ácida',
          names: {
            traditional: `${anion.traditional} ${traditional}`,
            stock: `${anion.name} ${stock}`,
          },
          cation,
          anion: { formula: anion.formula, charge: anion.charge, name: anion.name },
        });
      }
    }
  }
  // Ammonium salts: NH₄⁺ behaves like a metal with one number of oxidation.
  const ammonium = { symbol: 'NH4', charge: 1, name: 'amonio' };
  for (const h of HYDRACIDS.filter((h) => h.hidrico)) {
    const salt = cross('NH4', 1, h.symbol, h.charge);
    out.push({
      formula: salt.formula,
      family: 'sal binaria',
      names: { traditional: `${h.uro} de amonio`, stock: `${h.uro} de amonio` },
      cation: ammonium,
      anion: { formula: h.symbol, charge: h.charge, name: h.uro, acid: `ácido ${h.hidrico}` },
    });
  }
  for (const anion of oxoAnions) {
    const salt = cross('NH4', 1, anion.formula, anion.charge);
    out.push({
      formula: salt.formula,
      family: 'oxosal',
      names: { traditional: `${anion.acid.anion} de amonio`, stock: `${anion.acid.anion} de amonio` },
      cation: ammonium,
      anion: {
        formula: anion.formula,
        charge: anion.charge,
        name: anion.acid.anion,
        acid: `ácido ${anion.acid.adjective}`,
      },
      central: { symbol: anion.acid.symbol, state: anion.acid.state },
    });
  }
  // Nonmetal oxides (anhydrides).
  for (const [symbol, states] of Object.entries(NONMETAL_OXIDE_STATES)) {
    for (const state of states) {
      const oxide = cross(symbol, state, 'O', 2);
      const acid = OXOACIDS.find((a) => a.symbol === symbol && a.state === state && a.x === 1);
      const name = must(NONMETAL_NAMES[symbol], `the name of ${symbol}`);
      const several = states.length > 1;
      out.push({
        formula: oxide.formula,
        family: 'óxido ácido',
        names: {
          ...(acid ? { traditional: `anhídrido ${acid.adjective}` } : {}),
          stock: `óxido de ${name}${several || symbol === 'N' ? ` (${ROMAN[state]})` : ''}`,
          systematic: atomicity('óxido', oxide.b, name, oxide.a),
        },
        central: { symbol, state },
        anion: { formula: 'O', charge: 2, name: 'óxido' },
      });
    }
  }
  // Hydracids and the hydrides of nonmetals.
  for (const h of HYDRACIDS.filter((h) => h.hidrico)) {
    out.push({
      formula: `H${count(h.charge)}${h.symbol}`,
      family: 'hidrácido',
      names: { traditional: `ácido ${h.hidrico}`, stock: `${h.uro} de hidrógeno` },
      anion: { formula: h.symbol, charge: h.charge, name: h.uro },
    });
  }
  out.push(
    {
      formula: 'NH3',
      family: 'hidruro no metálico',
      names: { traditional: 'amoníaco', stock: 'trihidruro de nitrógeno', other: ['azano'] },
    },
    {
      formula: 'CH4',
      family: 'hidruro no metálico',
      names: { traditional: 'metano', stock: 'tetrahidruro de carbono' },
    },
    {
      formula: 'PH3',
      family: 'hidruro no metálico',
      names: { traditional: 'fosfina', stock: 'trihidruro de fósforo', other: ['fosfano'] },
    },
    {
      formula: 'H2O',
      family: 'hidruro no metálico',
      names: { traditional: 'agua', stock: 'óxido de hidrógeno', other: ['oxidano'] },
    },
    {
      formula: 'H2O2',
      family: 'peróxido',
      names: { traditional: 'agua oxigenada', stock: 'peróxido de hidrógeno' },
    },
  );
  // Oxoacids.
  for (const acid of OXOACIDS) {
    const ortho = acid.h === 3 && acid.x === 1;
    const formula = `H${count(acid.h)}${acid.symbol}${count(acid.x)}O${count(acid.o)}`;
    out.push({
      formula,
      family: 'oxoácido',
      names: {
        traditional: `ácido ${acid.adjective}`,
        systematic: `${oxoPrefix(acid.o)}${acid.x > 1 ? PREFIXES[acid.x] : ''}${ATO[acid.symbol]} (${ROMAN[acid.state]}) de hidrógeno`,
        ...(ortho ? { other: [`ácido orto${acid.adjective}`] } : {}),
      },
      central: { symbol: acid.symbol, state: acid.state },
      anion: { formula: `${acid.symbol}${count(acid.x)}O${count(acid.o)}`, charge: acid.h, name: acid.anion },
    });
  }
  out.push(
    {
      formula: 'HPO3',
      family: 'oxoácido',
      names: { traditional: 'ácido metafosfórico' },
      central: { symbol: 'P', state: 5 },
    },
    {
      formula: 'H4P2O7',
      family: 'oxoácido',
      names: { traditional: 'ácido pirofosfórico' },
      central: { symbol: 'P', state: 5 },
    },
  );
  return out;
}

function compounds(): Compound[] {
  catalog ??= build();
  return catalog;
}

const compositionKey = (c: Composition) =>
  [...c]
    .map(([element, n]) => `${element}${n}`)
    .sort()
    .join('');

let byComposition: Map<string, Compound> | undefined;
let byName: Map<string, Compound> | undefined;

function indexes(): { byComposition: Map<string, Compound>; byName: Map<string, Compound> } {
  if (!byComposition || !byName) {
    byComposition = new Map();
    byName = new Map();
    for (const compound of compounds()) {
      const parsed = parseFormula(compound.formula);
      if (!parsed.ok) continue;
      const key = compositionKey(parsed.composition);
      if (!byComposition.has(key)) byComposition.set(key, compound);
      const { traditional, stock, systematic, other = [] } = compound.names;
      for (const name of [traditional, stock, systematic, ...other]) {
        if (!name) continue;
        for (const variant of nameVariants(name)) if (!byName.has(variant)) byName.set(variant, compound);
      }
    }
  }
  return { byComposition, byName };
}

/** A name as the lookup reads it: folded, "(III)", "III", "(3)" and "3" alike, cinc as zinc. */
export function canonicalName(text: string): string {
  return foldText(text)
    .replace(/\bcinc\b/g, 'zinc')
    .replace(/\bacido\s+(orto)?/g, 'acido $1')
    .replace(/\(\s*([ivx]+|[1-7])\s*\)/g, ' $1')
    .replace(/\s+/g, ' ')
    .replace(
      /\b(de [a-zñ]+) (i{1,3}|iv|v|vi{1,3}|[1-7])\b/g,
      (_, head: string, numeral: string) => `${head} (${toRoman(numeral)})`,
    )
    .replace(/\s+/g, ' ')
    .trim();
}

const toRoman = (numeral: string) =>
  /^\d$/.test(numeral) ? at(ROMAN, Number(numeral), 'roman numeral').toLowerCase() : numeral;

function nameVariants(name: string): string[] {
  const canonical = canonicalName(name);
  const variants = [canonical];
  if (canonical.startsWith('hidrogenocarbonato'))
    variants.push(canonical.replace('hidrogenocarbonato', 'carbonato acido'));
  return variants;
}

// ---------------------------------------------------------------------------------------------------

const FORMULA_TOKEN = /(?<![\p{L}\d])(\(?[A-Z][A-Za-z\d()₀-₉]*)(?![\p{L}\d])/gu;

/** The compounds the message names by formula ("Fe2O3", "fe2o3" after "nombre"). */
function formulasIn(message: string): { compound?: Compound; typed: string }[] {
  const found: { compound?: Compound; typed: string }[] = [];
  const { byComposition } = indexes();
  for (const match of message.matchAll(FORMULA_TOKEN)) {
    const typed = group(match, 1);
    // A capitalised Spanish word ("Fe" aside) has no digit and no second capital.
    if (!/\d|[₀-₉]|[A-Z][a-z]?[A-Z]/.test(typed) || /^\(?[IVX]+\)?$/.test(typed)) continue;
    const parsed = parseFormula(typed);
    // «XeF4»: a formula with a symbol the table lacks is still one of the list (no compound of ours).
    if (!parsed.ok) {
      if (/\d|[₀-₉]/.test(typed) && /^\(?[A-Z][a-z]?/.test(typed)) found.push({ typed });
      continue;
    }
    found.push({ compound: byComposition.get(compositionKey(parsed.composition)), typed });
  }
  if (found.length === 0) {
    // Typed all in lower case: "que nombre tiene fe2o3".
    for (const match of message.matchAll(/(?<![\p{L}\d])([a-z][a-z\d()]*\d[a-z\d()]*)(?![\p{L}\d])/gu)) {
      const recased = recase(group(match, 1));
      if (!recased) continue;
      const parsed = parseFormula(recased);
      if (!parsed.ok) continue;
      const compound = byComposition.get(compositionKey(parsed.composition));
      if (compound) found.push({ compound, typed: recased });
    }
  }
  return found;
}

/** The compound the message names in words, longest name first. */
function nameIn(message: string): { compound: Compound; typed: string } | undefined {
  const text = ` ${canonicalName(message)
    .replace(/[¿?¡!.,;:"«»]/g, ' ')
    .replace(/\s+/g, ' ')} `;
  const { byName } = indexes();
  let best: { compound: Compound; typed: string } | undefined;
  for (const [name, compound] of byName) {
    if ((!best || name.length > best.typed.length) && text.includes(` ${name} `))
      best = { compound, typed: name };
  }
  return best;
}

/**
 * The formula of the compound a text starts by naming in any nomenclature («cloruro de aluminio obtenida»
 * → AlCl3), the longest name that ends on a word's end; undefined when none does.
 */
export function formulaNamedAt(text: string): string | undefined {
  const start = canonicalName(text.trimStart().split(/[¿?¡!,;:"«»\n]|\.(?:\s|$)/)[0] ?? '');
  const { byName } = indexes();
  let best: { compound: Compound; name: string } | undefined;
  for (const [name, compound] of byName) {
    if (best && name.length <= best.name.length) continue;
    if (start === name || start.startsWith(`${name} `)) best = { compound, name };
  }
  return best?.compound.formula;
}

// ---------------------------------------------------------------------------------------------------

const signed = (k: number) => (k > 0 ? `+${k}` : `${k}`);
const charge = (k: number, sign: '+' | '-') => `${k === 1 ? '' : k}${sign}`;
const superscript = (text: string) =>
  text.replace(/[\d+-]/g, (c) => '⁰¹²³⁴⁵⁶⁷⁸⁹'['0123456789'.indexOf(c)] ?? (c === '+' ? '⁺' : '⁻'));
const ion = (formula: string, k: number, sign: '+' | '-') =>
  `${pretty(formula)}${superscript(charge(k, sign))}`;

function oxidationStep(compound: Compound): string | undefined {
  const { cation, anion, central, family } = compound;
  if (family === 'oxoácido' && central && anion) {
    const h = anion.charge;
    const o = Number(/O(\d*)$/.exec(anion.formula)?.[1] || 1);
    const x = Number(/^[A-Z][a-z]?(\d*)/.exec(anion.formula)?.[1] || 1);
    return `Número de oxidación del ${ELEMENT_NAMES[central.symbol]}: con H +1 y O −2, la suma da cero, $${h} \\cdot (+1) + ${x === 1 ? '' : `${x}`}x + ${o} \\cdot (-2) = 0$, así que $x = ${signed(central.state)}$.`;
  }
  if (family === 'óxido ácido' && central) {
    const parsed = parseFormula(compound.formula);
    if (!parsed.ok) return undefined;
    const o = parsed.composition.get('O') ?? 1;
    const x = parsed.composition.get(central.symbol) ?? 1;
    return `Número de oxidación del ${ELEMENT_NAMES[central.symbol]}: el oxígeno aporta $${o} \\cdot (-2) = ${-2 * o}$, así que ${x === 1 ? 'el' : `los ${x} átomos de`} ${ELEMENT_NAMES[central.symbol]} ${x === 1 ? 'tiene' : 'suman'} $${signed(2 * o)}$${x === 1 ? '' : `: cada uno, $${signed(central.state)}$`}.`;
  }
  if (cation && anion) {
    const parsed = parseFormula(compound.formula);
    if (!parsed.ok) return undefined;
    const anionCount =
      anion.formula === 'O' ||
      anion.formula === 'H' ||
      (anion.formula.length <= 2 && !/\d/.test(anion.formula) && !/OH/.test(anion.formula))
        ? (parsed.composition.get(anion.formula) ?? 1)
        : undefined;
    const from = anion.acid ? ` (viene del ${anion.acid}: su carga es la cantidad de H que perdió)` : '';
    const n = anionCount ?? (Number(/\)(\d+)$/.exec(compound.formula)?.[1]) || 1);
    const m =
      cation.symbol === 'NH4'
        ? Number(/^\(NH4\)(\d)/.exec(compound.formula)?.[1] ?? 1)
        : (parsed.composition.get(cation.symbol) ?? 1);
    return `Cargas: el anión es ${ion(anion.formula, anion.charge, '-')}${from}; ${n === 1 ? 'uno aporta' : `${n} aportan`} $${n} \\cdot (-${anion.charge}) = ${-n * anion.charge}$, así que ${m === 1 ? `el ${cation.name}` : `los ${m} ${cation.name}`} ${m === 1 ? 'tiene' : 'suman'} $${signed(n * anion.charge)}$: ${ion(cation.symbol, cation.charge, '+')}.`;
  }
  return undefined;
}

type Nomenclature = 'traditional' | 'stock' | 'systematic';

/**
 * The one nomenclature a question asks by name («según la nomenclatura sistemática», «en Stock», «su
 * nombre tradicional»), or none when it names none or several.
 */
function askedNomenclature(folded: string): Nomenclature | undefined {
  const asked: Nomenclature[] = [];
  if (/tradicional/.test(folded)) asked.push('traditional');
  if (/\bstock\b|numerales? romanos?|numeral/.test(folded)) asked.push('stock');
  if (/sistematic|atomicidad|prefijos|iupac/.test(folded)) asked.push('systematic');
  return asked.length === 1 ? asked[0] : undefined;
}

/**
 * The name of one nomenclature: a nonmetal hydride's systematic name is kept as its Stock one, and
 * a name the table leaves out because it equals another («sulfito de potasio» in Stock) is that one.
 */
function nameOf(compound: Compound, asked: Nomenclature): string | undefined {
  const { traditional, stock, systematic } = compound.names;
  if (asked === 'traditional') return traditional;
  if (asked === 'stock') return compound.family.startsWith('hidruro no') ? undefined : stock;
  return compound.family.startsWith('hidruro no') ? stock : systematic;
}

/** Only the asked nomenclature's name in bold; the others, plain and apart, after it. */
function askedNamesBlock(compound: Compound, asked: Nomenclature, name: string): string[] {
  const label = { traditional: 'Tradicional', stock: 'Stock (numeral)', systematic: 'Sistemática' }[asked];
  const { traditional, stock, systematic, other = [] } = compound.names;
  const others = [...new Set([traditional, stock, systematic, ...other])].filter(
    (candidate): candidate is string => candidate !== undefined && candidate !== name,
  );
  return [
    `- ${label}, la que pide el enunciado: **${name}**`,
    // A sentence, not a bullet of the result: the other names are no answer to this question.
    ...(others.length ? ['', `En las otras nomenclaturas se llama ${others.join(', ')}.`] : []),
  ];
}

function namesBlock(compound: Compound): string[] {
  const { traditional, stock, systematic, other } = compound.names;
  const lines: string[] = [];
  if (traditional) lines.push(`- Tradicional: **${traditional}**`);
  if (stock && stock !== traditional)
    lines.push(
      `- ${compound.family === 'hidrácido' ? 'Como compuesto binario (gas puro)' : compound.family.startsWith('hidruro no') ? 'Sistemática' : 'Stock (numeral)'}: **${stock}**`,
    );
  if (systematic && systematic !== stock) {
    lines.push(
      `- ${compound.family === 'oxoácido' ? 'Sistemática (IUPAC)' : 'Atomicidad (prefijos)'}: **${systematic}**`,
    );
  }
  if (other?.length) lines.push(`- También: ${other.join(', ')}`);
  return lines;
}

function formulaToName(
  compound: Compound,
  typed: string,
  asked?: { nomenclature: Nomenclature; name: string },
): string {
  const steps: string[] = [];
  const family = compound.family;
  const familyLine: Record<Family, string> = {
    'óxido básico': 'metal + oxígeno: es un **óxido básico**',
    'óxido ácido': 'no metal + oxígeno: es un **óxido ácido** (anhídrido, en la tradicional)',
    peróxido: 'tiene el grupo O₂²⁻: es un **peróxido** (el oxígeno actúa con −1)',
    'hidruro metálico': 'metal + hidrógeno: es un **hidruro metálico** (el H actúa con −1)',
    'hidruro no metálico': 'no metal + hidrógeno: es un **hidruro no metálico**, con nombre propio',
    hidrácido: 'hidrógeno + no metal (sin oxígeno): es un **hidrácido**',
    hidróxido: 'metal + grupo OH: es un **hidróxido**',
    oxoácido: 'hidrógeno + no metal + oxígeno: es un **oxoácido**',
    'sal binaria': 'metal + no metal: es una **sal binaria** (de hidrácido)',
    oxosal: 'metal + anión con oxígeno: es una **oxosal**',
    'sal ácida': 'metal + anión que conserva un H del ácido: es una **sal ácida**',
  };
  steps.push(
    `Identificá la familia: ${compound.cation?.symbol === 'NH4' ? `el catión amonio (NH₄⁺) hace de metal; ${familyLine[family].replace(/^metal \+ /, '')}` : familyLine[family]}.`,
  );
  const oxidation = oxidationStep(compound);
  if (oxidation) steps.push(oxidation);
  if (family === 'oxoácido')
    steps.push(
      'Con ese número de oxidación elegís la terminación: hipo-…-oso, -oso, -ico o per-…-ico, de menor a mayor.',
    );
  if (family === 'oxosal' || family === 'sal binaria') {
    steps.push('En la sal, la terminación del ácido cambia: -hídrico → -uro, -oso → -ito, -ico → -ato.');
  }
  if (compound.cation && METALS.find((m) => m.symbol === compound.cation?.symbol)?.states.length === 2) {
    const metal = METALS.find((m) => m.symbol === compound.cation?.symbol) as Metal;
    steps.push(
      `El ${metal.name} usa ${metal.states.map(signed).join(' y ')}: con ${signed(compound.cation.charge)}, el ${compound.cation.charge === metal.states[0] ? 'menor' : 'mayor'}, la tradicional termina en -${compound.cation.charge === metal.states[0] ? 'oso' : 'ico'} y Stock pone (${ROMAN[compound.cation.charge]}).`,
    );
  }
  return [
    `## Nomenclatura de ${pretty(compound.formula)}`,
    '',
    ...steps.map((s, i) => `${i + 1}. ${s}`),
    '',
    `**${pretty(compound.formula)}${typed !== compound.formula ? '' : ''}:**`,
    ...(asked ? askedNamesBlock(compound, asked.nomenclature, asked.name) : namesBlock(compound)),
    '',
    compound.family === 'hidrácido'
      ? '¿Por qué el mismo compuesto tiene un nombre como gas y otro en solución acuosa?'
      : '¿Cómo escribirías la fórmula del compuesto del mismo elemento con el otro número de oxidación?',
  ].join('\n');
}

function nameToFormula(compound: Compound, typed: string): string {
  const steps: string[] = [];
  const { cation, anion } = compound;
  const formula = pretty(compound.formula);
  if (cation && anion) {
    const from = anion.acid ? ` (sale del ${anion.acid}: tantas cargas negativas como H tenía)` : '';
    steps.push(
      `Identificá los iones: ${cation.name} → ${ion(cation.symbol, cation.charge, '+')}; ${anion.name} → ${ion(anion.formula, anion.charge, '-')}${from}.`,
    );
    const g = gcd(cation.charge, anion.charge);
    steps.push(
      `Cruzá las cargas como subíndices${g > 1 ? ' y simplificá' : ''}${/\(/.test(compound.formula) ? ', con paréntesis para el grupo que se repite' : ''}: **${formula}**.`,
    );
    const parsed = parseFormula(compound.formula);
    if (parsed.ok) {
      const a = anion.charge / g;
      const b = cation.charge / g;
      steps.push(
        `Controlá que la suma dé cero: $${a} \\cdot (${signed(cation.charge)}) + ${b} \\cdot (-${anion.charge}) = 0$ ✓.`,
      );
    }
  } else if (compound.family === 'oxoácido' && compound.central) {
    const { symbol, state } = compound.central;
    steps.push(`"${compound.names.traditional}" indica el ${ELEMENT_NAMES[symbol]} con ${signed(state)}.`);
    steps.push(
      `Poné H, el no metal y los O necesarios para que la suma dé cero (o sumá agua al anhídrido y simplificá): **${formula}**.`,
    );
  } else if (compound.family === 'óxido ácido' && compound.central) {
    const { symbol, state } = compound.central;
    steps.push(`El ${ELEMENT_NAMES[symbol]} actúa con ${signed(state)} y el oxígeno con −2.`);
    steps.push(`Cruzá los números como subíndices y simplificá si se puede: **${formula}**.`);
  } else {
    steps.push(`Es un compuesto con nombre propio: **${formula}**.`);
  }
  return [
    `## Fórmula del ${displayName(compound, typed)}`,
    '',
    ...steps.map((s, i) => `${i + 1}. ${s}`),
    '',
    `**Fórmula: ${formula}**. Sus nombres:`,
    ...namesBlock(compound),
    '',
    '¿Qué error típico evitaste al escribir los subíndices? Pensá en el número romano y en los paréntesis.',
  ].join('\n');
}

/** The compound's name as the student typed it, with its accents back: "oxido ferrico" → "óxido férrico". */
function displayName(compound: Compound, typed: string): string {
  const { traditional, stock, systematic, other = [] } = compound.names;
  return (
    [traditional, stock, systematic, ...other].find((name) => name && nameVariants(name).includes(typed)) ??
    typed
  );
}

// Exam stems ask without a question: "El compuesto Fe2O3 se llama:", "El Na2SO4 es el:".
const ASKS_NAME =
  /nombr|como se llama|se llama|se denomina|recibe el nombre|nomenclatura|que compuesto es|que sustancia es|que es el|que es la|^\s*(?:el|la)\s+(?:compuesto\s+)?\S+\s+es\s+(?:el|la|un|una)\s*:?\s*$/;
const ASKS_FORMULA = /formula|como se escribe|escribi|escribir|escribime/;

/** A reply that names a formula ("¿qué nombre tiene Fe2O3?") or writes the formula of a name. */
export function solveNomenclature(message: string): string | undefined {
  const folded = foldText(message);
  const asksName = ASKS_NAME.test(folded);
  const asksFormula = ASKS_FORMULA.test(folded);
  if (!asksName && !asksFormula) return undefined;
  // Masses, moles and reactions are other solvers' work; so is a count («¿Cuántos átomos de oxígeno hay en
  // una unidad fórmula de sulfato de hierro (III)?»), which the name or the formula does not answer.
  if (/masa molar|peso molecular|moles|gramos|->|→|reaccion|\bcuant[oa]s\b/.test(folded)) return undefined;
  const formulas = formulasIn(message);
  const named = nameIn(message);
  if (asksName && !asksFormula) {
    if (formulas.length > 1) return namedList(formulas, folded);
    if (formulas.length !== 1) return undefined;
    const [only] = formulas as [{ compound?: Compound; typed: string }];
    if (!only.compound) {
      return `No tengo ${pretty(only.typed)} entre los compuestos inorgánicos del programa (óxidos, hidruros, hidróxidos, ácidos y sales comunes). ¿Está bien escrita la fórmula? Fijate los subíndices y las mayúsculas.`;
    }
    return namedAsAsked(only.compound, only.typed, folded);
  }
  if (asksFormula && !asksName) {
    if (!named || formulas.length) return undefined;
    return nameToFormula(named.compound, named.typed);
  }
  // Both cues ("escribí el nombre y la fórmula…"): go with what the message holds.
  if (formulas.length === 1 && !named && formulas[0]?.compound)
    return namedAsAsked(formulas[0].compound, formulas[0].typed, folded);
  if (named && formulas.length === 0) return nameToFormula(named.compound, named.typed);
  return undefined;
}

/**
 * «Nombre los siguientes compuestos: a) H₂SO₄; b) HCl; c) NaClO»: each formula of a list named, in the
 * nomenclature asked or in all. Every formula must be a compound of the table, and each written once.
 */
function namedList(formulas: { compound?: Compound; typed: string }[], folded: string): string | undefined {
  if (!/siguientes|cada uno|\ba\)/.test(folded)) return undefined;
  const nomenclature = askedNomenclature(folded);
  const lines: string[] = [];
  const seen = new Set<string>();
  for (const { compound } of formulas) {
    if (!compound || seen.has(compound.formula)) return undefined;
    seen.add(compound.formula);
    const { traditional, stock, systematic } = compound.names;
    const names = nomenclature
      ? [nameOf(compound, nomenclature)]
      : [...new Set([traditional, stock, systematic].filter((name) => name !== undefined))];
    if (names.some((name) => name === undefined) || names.length === 0) return undefined;
    lines.push(`- ${pretty(compound.formula)}: **${names.join('** / **')}**`);
  }
  const label = nomenclature
    ? { traditional: 'tradicional', stock: 'de Stock', systematic: 'sistemática' }[nomenclature]
    : 'tradicional / Stock / sistemática';
  return [
    '## Nomenclatura de varios compuestos',
    '',
    '1. Para cada fórmula identificá la familia (óxido, hidróxido, ácido, sal) y el número de oxidación del elemento central o del metal.',
    '2. Con ese número elegís la terminación (tradicional), el numeral romano (Stock) o los prefijos (sistemática).',
    '',
    `**Nombres (${label}):**`,
    ...lines,
    '',
    '¿Cuál de estos compuestos cambiaría de nombre si el elemento actuara con otro número de oxidación?',
  ].join('\n');
}

/**
 * A formula named in the nomenclature the question asks, when it asks one: a name the table does not
 * hold for it is left to the others (no other name stands in for it).
 */
function namedAsAsked(compound: Compound, typed: string, folded: string): string | undefined {
  const nomenclature = askedNomenclature(folded);
  if (!nomenclature) return formulaToName(compound, typed);
  const name = nameOf(compound, nomenclature);
  return name ? formulaToName(compound, typed, { nomenclature, name }) : undefined;
}

/** For tests: every compound the solver knows. */
export const knownCompounds = () => compounds();
