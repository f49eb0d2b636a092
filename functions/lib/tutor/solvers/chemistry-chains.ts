/**
 * Chemistry's chains of quantities (#32): a statement read as a network of quantities bound to species —
 * masses, moles, particles, gas volumes and states, solutions (molarity, molality, % m/m, % m/v, ppm,
 * molar fraction, density), partial pressures, a reaction with purity, yield and a limiting reagent —
 * and the quantity asked found by chaining the relations that join them (n = m/M, N = n·NA, PV = nRT,
 * c = n/V, …). Each relation is an equation solved for whichever of its quantities is the one unknown;
 * a relation whose quantities are all known checks the others back. Sure only when the asked quantity's
 * chain uses every datum of the statement, every atomic mass given names an element of a species read,
 * and no relation contradicts the data; otherwise it says what it read and asks.
 */
import { atomicMasses, isElementSymbol } from '../../science/atomic-masses.ts';
import { AVOGADRO, GAS_CONSTANT, MOLAR_VOLUME } from '../../science/constants.ts';
import { type Composition, fromSubscripts, parseFormula, pretty } from '../../science/formula.ts';
import { commonNames } from '../../science/substance-names.ts';
import { foldText } from '../text.ts';
import type { SolverReply } from './declaration.ts';
import { fmt, readNumber } from './numbers.ts';
import { withoutOptions } from './statement.ts';

// ---------------------------------------------------------------------------------------------------
// The text

const SUPER = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const fromSuper = (s: string) =>
  s.replace(/[⁻⁺]/g, (c) => (c === '⁻' ? '-' : '+')).replace(/[⁰¹²³⁴-⁹]/g, (c) => String(SUPER.indexOf(c)));

/** The statement as the reading takes it: NFC, «6,02 · 10²³» as «6,02e23», subscripts and «cm³» in digits. */
export function normalized(problem: string): string {
  return fromSubscripts(
    withoutOptions(problem)
      .normalize('NFC')
      .replace(/^\s*\d{1,3}\s*\)\s+(?=\S)/, '')
      // «Ejercicio 5: Se queman …», «Problema 3. …»: the item's number is no datum.
      .replace(/^\s*(?:ejercicio|problema|pregunta)\s+(?:n[°º.]\s*)?\d{1,3}\s*[:.)]\s+(?=\S)/i, '')
      .replace(
        /(\d(?:[.,]\d+)?)\s*[·x×*]\s*10\s*(?:\^\s*\(?\s*([-+−]?\d+)\s*\)?|([⁻⁺]?[⁰¹²³⁴-⁹]+))/g,
        (_, mantissa: string, caret: string | undefined, sup: string | undefined) =>
          `${mantissa}e${(caret ?? fromSuper(sup ?? '')).replace('−', '-')}`,
      )
      .replace(/³/g, '3')
      .replace(/²/g, '2')
      .replace(/−/g, '-'),
  );
}

const NUM = String.raw`\d+(?:[.,]\d+)*(?:e[-+]?\d+)?`;
const num = (raw: string) => readNumber(raw) ?? Number.NaN;

// ---------------------------------------------------------------------------------------------------
// Data: numbers with their units

export type Kind =
  | 'mass'
  | 'volume'
  | 'amount'
  | 'particles'
  | 'molarity'
  | 'molality'
  | 'percent'
  | 'ppm'
  | 'density'
  | 'molarMass'
  | 'pressure'
  | 'temperature';

interface UnitForm {
  source: string;
  kind: Kind;
  /** To the base unit: g, L, mol, particles, mol/L, mol/kg, %, ppm, g/L, g/mol, atm, K. */
  factor: number;
  offset?: number;
  /** For a percentage: which one. */
  percent?: 'm/m' | 'm/v' | 'v/v' | 'plain';
  flags?: string;
}

// Longest first; «M» and «m» only as written (a molarity is not a molality).
const UNIT_FORMS: readonly UnitForm[] = [
  { source: String.raw`g\s*\/\s*(?:cm3|mL|ml|cc)`, kind: 'density', factor: 1000 },
  { source: String.raw`kg\s*\/\s*(?:L|l|dm3)`, kind: 'density', factor: 1000 },
  { source: String.raw`kg\s*\/\s*m3`, kind: 'density', factor: 1 },
  { source: String.raw`g\s*\/\s*(?:L|l|dm3)`, kind: 'density', factor: 1 },
  { source: String.raw`g\s*\/\s*mol`, kind: 'molarMass', factor: 1 },
  { source: String.raw`mol\s*\/\s*(?:L|l|dm3)`, kind: 'molarity', factor: 1 },
  { source: String.raw`mol\s*\/\s*kg`, kind: 'molality', factor: 1 },
  { source: String.raw`%\s*(?:m|p)\s*\/\s*(?:m|p)`, kind: 'percent', factor: 1, percent: 'm/m' },
  { source: String.raw`%\s*(?:m|p)\s*\/\s*v`, kind: 'percent', factor: 1, percent: 'm/v' },
  { source: String.raw`%\s*v\s*\/\s*v`, kind: 'percent', factor: 1, percent: 'v/v' },
  { source: '%', kind: 'percent', factor: 1, percent: 'plain' },
  { source: 'ppm', kind: 'ppm', factor: 1 },
  { source: 'mmHg|torr', kind: 'pressure', factor: 1 / 760 },
  { source: 'atm', kind: 'pressure', factor: 1 },
  { source: 'hPa', kind: 'pressure', factor: 1 / 1013.25 },
  { source: 'kPa', kind: 'pressure', factor: 1 / 101.325 },
  { source: 'Pa', kind: 'pressure', factor: 1 / 101325 },
  { source: '°\\s*C', kind: 'temperature', factor: 1, offset: 273 },
  { source: 'K', kind: 'temperature', factor: 1 },
  { source: 'mmol|milimoles', kind: 'amount', factor: 1e-3 },
  { source: 'kmol|kilomoles', kind: 'amount', factor: 1000 },
  { source: 'mol|moles', kind: 'amount', factor: 1 },
  { source: 'mol[eé]culas|[aá]tomos|iones|part[ií]culas', kind: 'particles', factor: 1 },
  { source: 'mg|miligramos', kind: 'mass', factor: 1e-3 },
  { source: 'kg|kilogramos', kind: 'mass', factor: 1000 },
  { source: 't|toneladas?', kind: 'mass', factor: 1e6 },
  { source: 'g|gramos', kind: 'mass', factor: 1 },
  { source: 'mL|ml|cm3|cc|mililitros', kind: 'volume', factor: 1e-3 },
  { source: 'dm3|L|l|litros?', kind: 'volume', factor: 1 },
  { source: 'm3', kind: 'volume', factor: 1000 },
  { source: 'M|molar', kind: 'molarity', factor: 1 },
  { source: 'm|molal', kind: 'molality', factor: 1 },
];

const DATUM = new RegExp(
  String.raw`(?<![\p{L}\d.,])(${NUM})\s*(${UNIT_FORMS.map((form) => `(?:${form.source})`).join('|')})(?![\p{L}\d/])`,
  'gu',
);

export interface Datum {
  id: number;
  kind: Kind;
  /** In the base unit of its kind. */
  value: number;
  written: string;
  start: number;
  end: number;
  percent?: UnitForm['percent'];
}

function formOf(unit: string): UnitForm | undefined {
  return UNIT_FORMS.find((form) => new RegExp(`^(?:${form.source})$`, 'u').test(unit));
}

/** Given constants and equivalences: «NA = 6,02e23», «R = 0,082 atm·L/(mol·K)», «1 atm = 1013,25 hPa». */
const CONSTANT_SPANS = [
  /\bN\s*_?A\s*=\s*[\d.,e+-]+/g,
  /\bR\s*=\s*[\d.,]+\s*(?:atm\s*[·.*]?\s*(?:L|dm3)\s*\/\s*\(?\s*mol\s*[·.*]?\s*K\s*\)?|J\s*\/\s*\(?\s*mol\s*[·.*]?\s*K\s*\)?)?/g,
  /\b1\s*atm\s*=\s*[\d.,]+\s*(?:hPa|kPa|Pa|mmHg|torr)/g,
  /\b760\s*mmHg\s*=\s*1\s*atm/g,
  // «volumen molar 22,4 L», «Vm = 22,4 L/mol»: the molar volume the CNPT use.
  /\b(?:volumen molar|V\s*_?m)\s*(?:[=:]|es(?: de)?|de)?\s*22[.,]4\s*(?:L|dm3|litros)(?:\s*\/\s*mol)?/gi,
];

function constantSpans(text: string): [number, number][] {
  return CONSTANT_SPANS.flatMap((pattern) =>
    [...text.matchAll(pattern)].map((m) => [m.index, m.index + m[0].length] as [number, number]),
  );
}

/** «(H = 1; O = 16)», «Datos: Mn = 55»: the atomic masses the statement gives, by symbol. */
function givenMasses(text: string): { masses: Map<string, number>; spans: [number, number][] } {
  const masses = new Map<string, number>();
  const spans: [number, number][] = [];
  for (const m of text.matchAll(
    /(?<![\p{L}\d])([A-Z][a-z]?)\s*=\s*(\d+(?:[.,]\d+)?)(?!\s*(?:g|%|°|atm|mol|L\b))/gu,
  )) {
    const symbol = m[1] ?? '';
    if (!isElementSymbol(symbol)) continue;
    masses.set(symbol, num(m[2] ?? ''));
    spans.push([m.index, m.index + m[0].length]);
  }
  return { masses, spans };
}

export function readData(text: string): Datum[] {
  const skip = [...constantSpans(text), ...givenMasses(text).spans];
  const data: Datum[] = [];
  for (const m of text.matchAll(DATUM)) {
    const start = m.index;
    if (skip.some(([a, b]) => start >= a && start < b)) continue;
    const form = formOf(m[2] ?? '');
    const raw = num(m[1] ?? '');
    if (!form || !Number.isFinite(raw)) continue;
    data.push({
      id: data.length,
      kind: form.kind,
      value: raw * form.factor + (form.offset ?? 0),
      written: `${m[1]} ${(m[2] ?? '').replace(/\s+/g, '')}`,
      start,
      end: start + m[0].length,
      ...(form.percent ? { percent: form.percent } : {}),
    });
  }
  return data;
}

/** Every number of the statement that is no constant, atomic mass or datum read: a reading leaves none. */
export function strayNumbers(text: string, data: readonly Datum[]): string[] {
  const skip = [
    ...constantSpans(text),
    ...givenMasses(text).spans,
    ...data.map((d) => [d.start, d.end] as [number, number]),
  ];
  const stray: string[] = [];
  for (const m of text.matchAll(new RegExp(`(?<![\\p{L}\\d.,])${NUM}`, 'gu'))) {
    if (skip.some(([a, b]) => m.index >= a && m.index < b)) continue;
    // A subscript of a formula, a coefficient of an equation, a label «a)»: no datum.
    const before = text.slice(Math.max(0, m.index - 1), m.index);
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 2);
    if (/[A-Za-z)\]·]/.test(before) || /^\s*[A-Z(]/.test(after) || /^\)/.test(after)) continue;
    stray.push(m[0]);
  }
  return stray;
}

// ---------------------------------------------------------------------------------------------------
// Species

export interface Species {
  key: string;
  /** As shown: «H₂O». */
  shown: string;
  composition: Composition;
}

export interface Mention {
  species: Species;
  /** A formula as written, not a name. */
  written?: boolean;
  start: number;
  end: number;
}

const canonical = (composition: Composition) =>
  [...composition]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([element, count]) => `${element}${count}`)
    .join('');

function speciesOf(formula: string): Species | undefined {
  const parsed = parseFormula(formula);
  if (!parsed.ok) return undefined;
  return {
    key: canonical(parsed.composition),
    shown: pretty(parsed.formula),
    composition: parsed.composition,
  };
}

// Names the kernel's list does not hold, of the substances these statements name.
const MORE_NAMES: [string, string][] = [
  ['cal viva', 'CaO'],
  ['fluoruro', 'F'],
  ['nitrato', 'NO3'],
  ['cloruro de hidrogeno', 'HCl'],
];

const NAMES = [...MORE_NAMES, ...commonNames].sort((a, b) => b[0].length - a[0].length);

// «NaOH», «H2SO4», «CuSO4·5H2O», «C2H5OH»: two symbols or a count; one capital alone is no formula here.
const FORMULA =
  /(?<![\p{L}\d])(?:[A-Z][a-z]?\d*|\((?:[A-Z][a-z]?\d*)+\)\d*)+(?:[·.]\d*(?:[A-Z][a-z]?\d*)+)?(?![\p{L}\d])/gu;

const COMPOUND_WORD = /(?<![\p{L}])\p{L}+(?:uro|ato|ito|oxido)\s+(?:de\s+)?$/u;

export function readMentions(text: string, folded: string): Mention[] {
  const mentions: Mention[] = [];
  for (const m of text.matchAll(FORMULA)) {
    const wrapped = /^\(([^()]*)\)$/.exec(m[0]);
    const token = (wrapped?.[1] ?? m[0]).replace(/\.$/, '');
    const start = wrapped ? m.index + 1 : m.index;
    if (!/[A-Z][a-z]?\d|[A-Z][a-z]?[A-Z(]|\)\d/.test(token)) continue;
    // «H = 1», «O = 16»: an atomic mass; «300 K»: a unit.
    if (/^\s*=/.test(text.slice(m.index + m[0].length))) continue;
    const species = speciesOf(token);
    if (species) mentions.push({ species, start, end: start + token.length, written: true });
  }
  const taken = (start: number, end: number) => mentions.some((x) => start < x.end && end > x.start);
  for (const [name, formula] of NAMES) {
    for (const m of folded.matchAll(new RegExp(`(?<![\\p{L}])${name}(?![\\p{L}])`, 'gu'))) {
      const end = m.index + name.length;
      if (taken(m.index, end)) continue;
      const species = speciesOf(formula);
      if (!species) continue;
      // «cloruro de cinc», «nitrito de magnesio»: an element named inside a compound's name the list
      // does not hold is that compound, not the element; read as a compound this reading cannot weigh.
      const inName = species.composition.size === 1 && COMPOUND_WORD.exec(folded.slice(0, m.index));
      if (inName) mentions.push({ species: UNKNOWN, start: inName.index, end });
      else mentions.push({ species, start: m.index, end });
    }
  }
  // «El acetileno (C₂H₂) … ¿qué volumen de acetileno …?»: a name the list does not hold, given once with
  // its formula in parentheses, names that species wherever it comes again.
  for (const written of mentions.filter((x) => x.written)) {
    const named = /(?<![\p{L}])(\p{L}{4,})\s*\(\s*$/u.exec(folded.slice(0, written.start));
    const name = named?.[1];
    if (!name || GENERIC_NOUNS.test(name)) continue;
    for (const m of folded.matchAll(new RegExp(`(?<![\\p{L}])${name}(?![\\p{L}])`, 'gu'))) {
      const end = m.index + name.length;
      if (!taken(m.index, end)) mentions.push({ species: written.species, start: m.index, end });
    }
  }
  return mentions.sort((a, b) => a.start - b.start);
}

// Nouns that name a kind of substance, not one: «el ácido (HCl)» may be followed by another acid.
const GENERIC_NOUNS =
  /^(?:compuesto|sustancia|gas|gases|solucion|disolucion|acido|base|sal|sales|oxido|hidroxido|mineral|muestra|metal|elemento|producto|reactivo|formula|molecula|ion|iones|liquido|solido|combustible|mezcla)$/;

export interface Equation {
  reactants: { species: Species; coefficient: number }[];
  products: { species: Species; coefficient: number }[];
  start: number;
  end: number;
}

/** «MnO₂ + 4 HCl → MnCl₂ + Cl₂ + 2 H₂O», balanced; undefined when there is none or it is not balanced. */
export function readEquation(text: string): Equation | undefined | 'unbalanced' {
  const TERM = String.raw`(?:\d+\s*)?(?:[A-Z][a-z]?\d*|\((?:[A-Z][a-z]?\d*)+\)\d*)+`;
  const SIDE = `${TERM}(?:\\s*\\+\\s*${TERM})*`;
  const m = new RegExp(`(${SIDE})\\s*(?:→|->|⟶|=>)\\s*(${SIDE})`).exec(text);
  if (!m) return undefined;
  const side = (raw: string) =>
    raw.split(/\s*\+\s*/).map((term) => {
      const t = /^(\d+)?\s*(.+)$/.exec(term.trim());
      const species = speciesOf(t?.[2] ?? '');
      return species ? { species, coefficient: Number(t?.[1] ?? 1) } : undefined;
    });
  const reactants = side(m[1] ?? '');
  const products = side(m[2] ?? '');
  if (reactants.some((x) => !x) || products.some((x) => !x)) return undefined;
  const r = reactants as Equation['reactants'];
  const p = products as Equation['products'];
  const atoms = (terms: Equation['reactants']) => {
    const total = new Map<string, number>();
    for (const { species, coefficient } of terms)
      for (const [element, count] of species.composition)
        total.set(element, (total.get(element) ?? 0) + count * coefficient);
    return total;
  };
  const left = atoms(r);
  const right = atoms(p);
  if (left.size !== right.size || [...left].some(([e, c]) => right.get(e) !== c)) return 'unbalanced';
  return { reactants: r, products: p, start: m.index, end: m.index + m[0].length };
}

// ---------------------------------------------------------------------------------------------------
// The network: equations solved for their one unknown

export interface Known {
  value: number;
  /** The data it comes from. */
  deps: ReadonlySet<number>;
  /** The step that computed it, if computed. */
  step?: string;
  /** The keys it was computed from. */
  from?: readonly string[];
}

type Term = readonly [key: string, exponent: 1 | -1];

export type Relation =
  /** Π key^exponent = k. */
  | { kind: 'product'; terms: readonly Term[]; k: number; constant?: string }
  /** total = Σ parts. */
  | { kind: 'sum'; total: string; parts: readonly string[] };

export interface Quantity {
  label: string;
  unit: string;
}

export class Network {
  readonly known = new Map<string, Known>();
  readonly relations: Relation[] = [];
  readonly quantities = new Map<string, Quantity>();
  contradiction: string | undefined;

  define(key: string, label: string, unit: string) {
    if (!this.quantities.has(key)) this.quantities.set(key, { label, unit });
  }

  /** Which quantity each datum gave. */
  readonly given = new Map<number, string>();

  give(key: string, value: number, deps: Iterable<number> = [], step?: string) {
    const ids = [...deps];
    const [only] = ids;
    if (ids.length === 1 && only !== undefined && !step) this.given.set(only, key);
    const old = this.known.get(key);
    if (old) {
      if (!close(old.value, value)) this.contradiction = key;
      return;
    }
    this.known.set(key, { value, deps: new Set(ids), ...(step ? { step } : {}) });
  }

  /** a = k · b … / c …: `up` multiply, `down` divide. */
  product(target: string, up: readonly string[], down: readonly string[] = [], k = 1, constant?: string) {
    this.relations.push({
      kind: 'product',
      terms: [[target, 1], ...up.map((key) => [key, -1] as const), ...down.map((key) => [key, 1] as const)],
      k,
      ...(constant ? { constant } : {}),
    });
  }

  sum(total: string, parts: readonly string[]) {
    this.relations.push({ kind: 'sum', total, parts });
  }

  /** Solves every relation with one unknown until none is left; then checks the full ones. */
  run() {
    const used = new Set<Relation>();
    for (let progress = true; progress; ) {
      progress = false;
      for (const relation of this.relations) {
        if (used.has(relation)) continue;
        const keys =
          relation.kind === 'product'
            ? relation.terms.map(([key]) => key)
            : [relation.total, ...relation.parts];
        const [target, ...more] = keys.filter((key) => !this.known.has(key));
        if (target === undefined || more.length > 0) continue;
        const solved = this.solveFor(relation, target);
        used.add(relation);
        // What is left of a reactant that reacts whole: 0,2 − 0,2 may come out as −3 · 10⁻¹⁷.
        if (solved && solved.value < 0 && solved.value > -1e-9) solved.value = 0;
        if (!solved || !Number.isFinite(solved.value) || solved.value < 0) {
          this.contradiction = target;
          return;
        }
        this.known.set(target, solved);
        progress = true;
      }
    }
    for (const relation of this.relations) {
      if (used.has(relation)) continue;
      const keys =
        relation.kind === 'product'
          ? relation.terms.map(([key]) => key)
          : [relation.total, ...relation.parts];
      if (!keys.every((key) => this.known.has(key))) continue;
      const value = (key: string) => this.known.get(key)?.value ?? Number.NaN;
      const ok =
        relation.kind === 'product'
          ? close(
              relation.terms.reduce((p, [key, e]) => p * value(key) ** e, 1),
              relation.k,
            )
          : close(
              value(relation.total),
              relation.parts.reduce((s, key) => s + value(key), 0),
            );
      if (!ok) this.contradiction = keys.join(',');
    }
  }

  private solveFor(relation: Relation, target: string): Known | undefined {
    const get = (key: string) => this.known.get(key) as Known;
    const label = (key: string) => this.quantities.get(key)?.label ?? key;
    const unit = (key: string) => this.quantities.get(key)?.unit ?? '';
    const withUnit = (key: string) => shownValue(get(key).value, unit(key));
    if (relation.kind === 'sum') {
      const others =
        relation.total === target
          ? relation.parts
          : [relation.total, ...relation.parts.filter((k) => k !== target)];
      const value =
        relation.total === target
          ? relation.parts.reduce((s, key) => s + get(key).value, 0)
          : get(relation.total).value -
            relation.parts.filter((k) => k !== target).reduce((s, key) => s + get(key).value, 0);
      const symbolic =
        relation.total === target
          ? relation.parts.map(label).join(' + ')
          : `${label(relation.total)} − ${relation.parts
              .filter((k) => k !== target)
              .map(label)
              .join(' − ')}`;
      const values =
        relation.total === target
          ? relation.parts.map(withUnit).join(' + ')
          : `${withUnit(relation.total)} − ${relation.parts
              .filter((k) => k !== target)
              .map(withUnit)
              .join(' − ')}`;
      return {
        value,
        deps: union(others.map((key) => get(key).deps)),
        from: others,
        step: `${label(target)} = ${symbolic} = ${values} = ${shownValue(value, unit(target))}`,
      };
    }
    const own = relation.terms.find(([key]) => key === target)?.[1] ?? 1;
    const others = relation.terms.filter(([key]) => key !== target);
    // target^own · Π others = k → target = (k / Π others)^(1/own)
    let value = relation.k;
    for (const [key, e] of others) value /= get(key).value ** e;
    value = own === 1 ? value : 1 / value;
    // Shown as target = k^own · Π others^(−e·own).
    const up = others.filter(([, e]) => -e * own > 0).map(([key]) => key);
    const down = others.filter(([, e]) => -e * own < 0).map(([key]) => key);
    const constant = relation.k === 1 ? undefined : (relation.constant ?? fmt(relation.k, 4));
    const constantValue =
      relation.k === 1 ? undefined : (CONSTANT_VALUES[relation.constant ?? ''] ?? constant);
    const constantUp = own === 1;
    const side = (keys: string[], show: (key: string) => string, withConstant: boolean) => {
      const k = show === label ? constant : constantValue;
      const factors = [...(withConstant && k ? [k] : []), ...keys.map(show)];
      return factors.length ? factors.join(' · ') : '1';
    };
    const fraction = (show: (key: string) => string) => {
      const top = side(up, show, constantUp);
      const bottom = side(down, show, !constantUp);
      return bottom === '1'
        ? top
        : `${top} / ${down.length + (!constantUp && constant ? 1 : 0) > 1 ? `(${bottom})` : bottom}`;
    };
    const plain = up.length === 1 && down.length === 0 && !constant;
    return {
      value,
      deps: union(others.map(([key]) => get(key).deps)),
      from: others.map(([key]) => key),
      step: plain
        ? `${label(target)} = ${fraction(label)} = ${shownValue(value, unit(target))}`
        : `${label(target)} = ${fraction(label)} = ${fraction(withUnit)} = ${shownValue(value, unit(target))}`,
    };
  }

  /** The steps that computed `key`, in order, each once. */
  stepsTo(key: string): string[] {
    const steps: string[] = [];
    const seen = new Set<string>();
    const visit = (k: string) => {
      if (seen.has(k)) return;
      seen.add(k);
      const known = this.known.get(k);
      for (const from of known?.from ?? []) visit(from);
      if (known?.step) steps.push(known.step);
    };
    visit(key);
    return steps;
  }
}

/** A constant of a relation as its substitution shows it. */
const CONSTANT_VALUES: Readonly<Record<string, string>> = {
  N_A: '6,02 · 10²³ mol⁻¹',
  R: '0,082 atm·L/(mol·K)',
};

const union = (sets: readonly ReadonlySet<number>[]) => new Set(sets.flatMap((s) => [...s]));

/** Within 2 %: data typed rounded still agree. */
const close = (a: number, b: number) => Math.abs(a - b) <= 0.02 * Math.max(Math.abs(a), Math.abs(b), 1e-12);

/** «0,005 mol», «3,01 · 10²¹ moléculas»: three significant figures, powers of ten far from 1. */
export function shownNumber(value: number): string {
  const magnitude = Math.abs(value);
  if (magnitude !== 0 && (magnitude >= 1e5 || magnitude < 1e-3)) {
    let exponent = Math.floor(Math.log10(magnitude));
    let mantissa = Number((value / 10 ** exponent).toFixed(2));
    if (Math.abs(mantissa) >= 10) {
      mantissa /= 10;
      exponent += 1;
    }
    return `${fmt(mantissa, 2)} · 10${String(exponent)
      .replace('-', '⁻')
      .replace(/\d/g, (d) => SUPER.charAt(Number(d)))}`;
  }
  const needed = magnitude === 0 ? 0 : 3 - 1 - Math.floor(Math.log10(magnitude));
  return fmt(value, Math.max(2, needed));
}

const shownValue = (value: number, unit: string) => `${shownNumber(value)}${unit ? ` ${unit}` : ''}`;

// ---------------------------------------------------------------------------------------------------
// The reading: each datum bound to a species, a solution, the gas's state or the reaction

/** A compound known only by its data: «un gas desconocido», «0,46 g del compuesto». */
const UNKNOWN: Species = { key: '?', shown: 'compuesto', composition: new Map() };
const UNKNOWN_WORDS =
  /^\s*(?:de|del)\s+(?:(?:un|una|el|la|su)\s+)?(?:compuesto|sustancia|gas(?! ideal)|vapor|muestra gaseosa)\b/;

export interface Reading {
  text: string;
  folded: string;
  data: Datum[];
  mentions: Mention[];
  equation: Equation | undefined;
  /** Where the question starts, in the text. */
  askedAt: number;
  masses: Map<string, number>;
}

interface Binding {
  species: Species | undefined;
  /** «de solución de», «ácido comercial»: the datum is the solution's. */
  solution: boolean;
}

/** The species a datum is of: named right after it («90 mg de agua») or right before («agua de 90 mg», «HCl 1 M»). */
function bind(r: Reading, d: Datum): Binding {
  const rest = r.folded.slice(d.end);
  if (UNKNOWN_WORDS.test(rest)) return { species: UNKNOWN, solution: false };
  const lead =
    /^\s*(?:de|del)\s+(?:(?:un|una|el|la)\s+)?((?:(?:solucion|disolucion)(?:\s+acuosa)?|acido comercial)\s+(?:de\s+)?)?(?:(?:ion|gas|vapor)\s+)?/.exec(
      rest,
    );
  if (lead) {
    const at = d.end + lead[0].length;
    const next = r.mentions.find((m) => m.start === at);
    if (next) return { species: next.species, solution: Boolean(lead[1]) };
  }
  // «660 g de sulfato de amonio, (NH₄)₂SO₄»: a name the list does not hold, its formula written after it.
  const named =
    /^\s*(?:en masa\s+)?de\s+(?:(?:un|una|el|la)\s+)?\p{L}+(?:\s+(?:de\s+)?\p{L}+){0,3}\s*,?\s*\(?\s*$/u;
  const written = r.mentions.find(
    (m) =>
      m.written && m.start > d.end && m.start - d.end <= 50 && named.test(r.folded.slice(d.end, m.start)),
  );
  if (written) return { species: written.species, solution: false };
  const previous = [...r.mentions].reverse().find((m) => m.end <= d.start);
  const between = previous ? r.folded.slice(previous.end, d.start) : '';
  if (previous && /^\s*\)?\s*(?:de|del|al|a|:|=|igual a)?\s*$/.test(between))
    return { species: previous.species, solution: false };
  // «una densidad de 2,5 g/dm³» of «un gas desconocido» named before.
  if (/\b(?:gas|compuesto|sustancia) desconocid[oa]\b/.test(r.folded.slice(0, d.start)))
    return { species: UNKNOWN, solution: false };
  return { species: undefined, solution: Boolean(lead?.[1]) };
}

const named = (kind: string, s: Species | undefined) => (s ? `${kind}(${s.shown})` : kind);

export interface Built {
  net: Network;
  species: Map<string, Species>;
  /** Data the reading found no place for. */
  unbound: Datum[];
  /** Reactants said in excess. */
  limiting?: string;
  cnpt: boolean;
  /** The species read as gases (PV = nRT, the molar volume). */
  gases: ReadonlySet<string>;
}

/** The statement read into a network of quantities. */
export function build(r: Reading): Built | undefined {
  const net = new Network();
  const unbound: Datum[] = [];
  const species = new Map<string, Species>();
  for (const m of r.mentions)
    if (m.written || !species.has(m.species.key)) species.set(m.species.key, m.species);
  for (const t of [...(r.equation?.reactants ?? []), ...(r.equation?.products ?? [])])
    species.set(t.species.key, t.species);
  // A datum bound to a name shows the species as the statement writes its formula.
  for (const m of r.mentions) m.species = species.get(m.species.key) ?? m.species;
  const massOf = (s: Species) =>
    [...s.composition].reduce(
      (total, [e, c]) => total + (r.masses.get(e) ?? atomicMasses[e as keyof typeof atomicMasses]) * c,
      0,
    );
  const declare = (s: Species) => {
    const k = s.key;
    net.define(`m:${k}`, named('m', s), 'g');
    net.define(`n:${k}`, named('n', s), 'mol');
    net.define(`N:${k}`, named('N', s), 'partículas');
    net.define(`M:${k}`, named('M', s), 'g/mol');
    if (k !== UNKNOWN.key && s.composition.size === 1 && [...s.composition.values()][0] === 1)
      net.give(`M:${k}`, massOf(s), [], `${named('M', s)} = ${shownNumber(massOf(s))} g/mol`);
    else if (k !== UNKNOWN.key) {
      const parts = [...s.composition].map(([e, c]) =>
        c === 1
          ? `${fmt(r.masses.get(e) ?? atomicMasses[e as keyof typeof atomicMasses], 2)}`
          : `${c} · ${fmt(r.masses.get(e) ?? atomicMasses[e as keyof typeof atomicMasses], 2)}`,
      );
      net.give(
        `M:${k}`,
        massOf(s),
        [],
        `${named('M', s)} = ${parts.join(' + ')} = ${shownNumber(massOf(s))} g/mol`,
      );
    }
    net.product(`n:${k}`, [`m:${k}`], [`M:${k}`]);
    net.product(`N:${k}`, [`n:${k}`], [], AVOGADRO, 'N_A');
    for (const [element, count] of s.composition) {
      net.define(`A:${element}:${k}`, `N(átomos de ${element})`, 'átomos');
      net.product(`A:${element}:${k}`, [`N:${k}`], [], count, String(count));
      // «la masa de nitrógeno que aporta la bolsa» of (NH₄)₂SO₄: n · count · A(element).
      if (k !== UNKNOWN.key && s.composition.size > 1) {
        const atomic = r.masses.get(element) ?? atomicMasses[element as keyof typeof atomicMasses];
        net.define(`me:${element}:${k}`, `m(${element} en ${s.shown})`, 'g');
        net.product(
          `me:${element}:${k}`,
          [`n:${k}`],
          [],
          count * atomic,
          `${count} · ${fmt(atomic, 2)} g/mol`,
        );
      }
    }
  };
  const cnpt = /cnpt|condiciones normales|c\.n\.p\.t/.test(r.folded);
  const temperatures = r.data.filter((d) => d.kind === 'temperature');
  const pressures = r.data.filter((d) => d.kind === 'pressure');
  if (temperatures.length > 1 || pressures.length > 1) return undefined;
  if (cnpt && (temperatures.length || pressures.length)) return undefined;
  const gasState = cnpt || temperatures.length === 1;
  net.define('T', 'T', 'K');
  net.define('P', 'P', 'atm');
  for (const d of temperatures) net.give('T', d.value, [d.id]);
  for (const d of pressures) net.give('P', d.value, [d.id]);
  const gases = new Set<string>();
  const gas = (k: string) => {
    if (gases.has(k)) return;
    gases.add(k);
    net.define(`V:${k}`, named('V', species.get(k)), 'L');
    if (cnpt) net.product(`V:${k}`, [`n:${k}`], [], MOLAR_VOLUME, '22,4 L/mol');
    else {
      net.product(`V:${k}`, [`n:${k}`, 'T'], ['P'], GAS_CONSTANT, 'R');
      net.define(`d:${k}`, named('δ', species.get(k)), 'g/L');
      net.product(`d:${k}`, [`m:${k}`], [`V:${k}`]);
      // M = δRT/P: the molar mass of a gas from its density.
      net.product(`M:${k}`, [`d:${k}`, 'T'], ['P'], GAS_CONSTANT, 'R');
    }
  };
  const solutions = new Set<string>();
  const solution = (s: Species) => {
    const k = s.key;
    if (solutions.has(k)) return;
    solutions.add(k);
    const of = (name: string) => `${name}`;
    net.define(`c:${k}`, of(`C(${s.shown})`), 'M');
    net.define(`Vs:${k}`, of('V(solución)'), 'L');
    net.define(`ms:${k}`, of('m(solución)'), 'g');
    net.define(`ds:${k}`, of('δ(solución)'), 'g/L');
    net.define(`w:${k}`, of('% m/m'), '%');
    net.define(`mv:${k}`, of('% m/v'), '%');
    net.define(`ppm:${k}`, of(`ppm de ${s.shown}`), 'ppm');
    net.define(`b:${k}`, of(`molalidad`), 'mol/kg');
    net.product(`n:${k}`, [`c:${k}`, `Vs:${k}`]);
    net.product(`ms:${k}`, [`ds:${k}`, `Vs:${k}`]);
    net.product(`w:${k}`, [`m:${k}`], [`ms:${k}`], 100, '100');
    net.product(`mv:${k}`, [`m:${k}`], [`Vs:${k}`], 0.1, '100 / 1000');
    net.define(`gL:${k}`, of(`C(${s.shown}) en g/L`), 'g/L');
    net.product(`gL:${k}`, [`m:${k}`], [`Vs:${k}`]);
    net.product(`ppm:${k}`, [`m:${k}`], [`Vs:${k}`], 1000, '1000 mg/g');
    net.product(`ppm:${k}`, [`mv:${k}`], [], 1e4, '10⁴');
    // 1 ppm = 1 mg/L in water: C = ppm / (1000 · M).
    net.product(`c:${k}`, [`ppm:${k}`], [`M:${k}`], 0.001, '1 g / 1000 mg');
    net.product(`c:${k}`, [`w:${k}`, `ds:${k}`], [`M:${k}`], 0.01, '1/100');
    const water = speciesOf('H2O') as Species;
    if (k !== water.key) {
      if (!species.has(water.key)) {
        species.set(water.key, water);
        declare(water);
      }
      net.sum(`ms:${k}`, [`m:${k}`, `m:${water.key}`]);
      net.product(`b:${k}`, [`n:${k}`], [`m:${water.key}`], 1000, '1000 g/kg');
      // «al 10 % m/m»: in 100 g of solution, 10 g of solute and 90 g of water, so the molality needs no
      // amount: b = 1000 · w / (M · (100 − w)).
      net.define('hundred', '100', '%');
      net.give('hundred', 100);
      net.define(`ww:${k}`, '% m/m del agua', '%');
      net.sum('hundred', [`w:${k}`, `ww:${k}`]);
      net.product(`b:${k}`, [`w:${k}`], [`M:${k}`, `ww:${k}`], 1000, '1000 g/kg');
    }
  };
  for (const s of species.values()) declare(s);
  let container: Datum | undefined;
  let sample: Datum | undefined;
  const bindings = new Map<number, Binding>();
  for (const d of r.data) bindings.set(d.id, bind(r, d));
  const impure = impureSpecies(r, bindings);
  // A species with a concentration is a solute; a volume of it is its solution's.
  const solutes = new Set<string>();
  for (const d of r.data) {
    const b = bindings.get(d.id);
    if (b?.species && ['molarity', 'molality', 'ppm'].includes(d.kind)) solutes.add(b.species.key);
    if (b?.species && d.kind === 'percent' && d.percent !== 'plain') solutes.add(b.species.key);
    if (b?.species && b.solution) solutes.add(b.species.key);
  }
  const dissolved = /disuel|disolv|solucion|disolucion|diluy/.test(r.folded);
  for (const d of r.data) {
    if (d.kind === 'temperature' || d.kind === 'pressure') continue;
    const b = bindings.get(d.id) as Binding;
    const s = b.species;
    if (s && !species.has(s.key)) {
      species.set(s.key, s);
      declare(s);
    }
    const k = s?.key;
    switch (d.kind) {
      case 'mass':
      case 'amount':
      case 'particles':
        if (!k || (impure?.key === k && d.kind === 'mass' && !sample)) {
          if (d.kind === 'mass' && !sample) sample = d;
          else unbound.push(d);
          break;
        }
        net.give(`${d.kind === 'mass' ? 'm' : d.kind === 'amount' ? 'n' : 'N'}:${k}`, d.value, [d.id]);
        break;
      case 'volume':
        if (s && solutes.has(s.key)) {
          solution(s);
          net.give(`Vs:${s.key}`, d.value, [d.id]);
        } else if (s && gasState) {
          gas(s.key);
          net.give(`V:${s.key}`, d.value, [d.id]);
        } else if (!s && !container) container = d;
        else unbound.push(d);
        break;
      case 'molarity':
      case 'molality':
      case 'ppm':
      case 'percent': {
        if (d.kind === 'percent' && d.percent === 'plain') {
          const before = r.folded.slice(Math.max(0, d.start - 40), d.start);
          // «80 g de un carburo comercial de 80 % de pureza»: the sample's purity in the one reactant
          // that is neither water, oxygen nor said in excess.
          // The species named after «de pureza con …» is the other reactant, never the sample's.
          const puritySaid = PURITY_SAID.test(r.folded.slice(d.end, d.end + 20));
          const pure = sample && puritySaid ? impureReactant(r) : undefined;
          if (puritySaid && !pure) unbound.push(d);
          else if (pure && sample) {
            if (!species.has(pure.key)) {
              species.set(pure.key, pure);
              declare(pure);
            }
            net.define('sample', 'm(muestra)', 'g');
            net.give('sample', sample.value, [sample.id]);
            net.define(`pur:${pure.key}`, 'pureza', '%');
            net.give(`pur:${pure.key}`, d.value, [d.id]);
            net.product(`m:${pure.key}`, ['sample', `pur:${pure.key}`], [], 0.01, '1/100');
            sample = undefined;
          } else if (/rendimiento/.test(before)) {
            net.define('eta', 'rendimiento', '%');
            net.give('eta', d.value, [d.id]);
          } else if (s && sample) {
            // «200 g de pirolusita, un mineral que contiene 87 % de MnO₂»: the pure part of a sample.
            net.define('sample', 'm(muestra)', 'g');
            net.give('sample', sample.value, [sample.id]);
            net.define(`pur:${s.key}`, `pureza`, '%');
            net.give(`pur:${s.key}`, d.value, [d.id]);
            net.product(`m:${s.key}`, ['sample', `pur:${s.key}`], [], 0.01, '1/100');
            sample = undefined;
          } else unbound.push(d);
          break;
        }
        if (!s) {
          unbound.push(d);
          break;
        }
        solution(s);
        const key =
          d.kind === 'molarity'
            ? 'c'
            : d.kind === 'molality'
              ? 'b'
              : d.kind === 'ppm'
                ? 'ppm'
                : d.percent === 'm/m'
                  ? 'w'
                  : d.percent === 'm/v'
                    ? 'mv'
                    : 'vv';
        if (key === 'vv') {
          unbound.push(d);
          break;
        }
        net.give(`${key}:${s.key}`, d.value, [d.id]);
        break;
      }
      case 'density': {
        // «Se disuelven 20 g de NaOH en 180 g de agua»: the one species dissolved other than water.
        const [only, ...more] = [...species.keys()].filter(
          (key) => key !== speciesOf('H2O')?.key && key !== UNKNOWN.key && net.known.has(`m:${key}`),
        );
        const solute =
          [...solutions][0] ??
          (solutes.size === 1 ? [...solutes][0] : undefined) ??
          (dissolved && !s && more.length === 0 ? only : undefined);
        if (dissolved && solutions.size <= 1 && (solute || (s && s.key !== speciesOf('H2O')?.key))) {
          const sk = solute ?? (s as Species).key;
          solution(species.get(sk) as Species);
          net.give(`ds:${sk}`, d.value, [d.id]);
        } else if (s && s.key === UNKNOWN.key) {
          gas(s.key);
          net.give(`d:${s.key}`, d.value, [d.id]);
        } else if (s ?? (!dissolved && species.size === 1 ? [...species.values()][0] : undefined)) {
          // A pure liquid or solid: δ = m/V of the body the statement measures (the one species named,
          // when the density is said apart from it: «una gota de agua … y densidad 1 g/mL»).
          const body = (s ?? [...species.values()][0]) as Species;
          net.define(`dl:${body.key}`, named('δ', body), 'g/L');
          net.define(`Vl:${body.key}`, named('V', body), 'L');
          net.give(`dl:${body.key}`, d.value, [d.id]);
          net.product(`m:${body.key}`, [`dl:${body.key}`, `Vl:${body.key}`]);
        } else unbound.push(d);
        break;
      }
      default:
        unbound.push(d);
    }
  }
  const purity = impure && sample ? sample : undefined;
  if (sample && !purity) unbound.push(sample);
  // A volume no species names: the container of the one gas, the one solution, or the body of a liquid.
  // The container's sentence names no species, or names this one («toda esa agua se guarda en un
  // recipiente de 5 L» is the water's, not the methane's whose mass is known).
  const namedWith = (d: Datum, key: string) => {
    const start = Math.max(r.folded.lastIndexOf('.', d.start), r.folded.lastIndexOf('?', d.start)) + 1;
    const ends = [r.folded.indexOf('.', d.end), r.folded.indexOf('?', d.end)].filter((i) => i >= 0);
    const end = ends.length ? Math.min(...ends) : r.folded.length;
    const named = r.mentions.filter((m) => m.start >= start && m.start < end).map((m) => m.species.key);
    return named.length === 0 || named.includes(key);
  };
  if (container) {
    const liquids = [...species.keys()].filter((k) => net.quantities.has(`Vl:${k}`));
    const candidates = [...species.keys()].filter((k) => net.known.has(`m:${k}`) || net.known.has(`n:${k}`));
    // A gas dissolved: its amount given as its volume alone.
    const withAmount = [...species.keys()].filter((k) =>
      ['m', 'n', 'N', 'V'].some((q) => net.known.has(`${q}:${k}`)),
    );
    const gasOnly = withAmount.every(
      (k) => net.known.has(`V:${k}`) && !['m', 'n', 'N'].some((q) => net.known.has(`${q}:${k}`)),
    );
    const [dissolvedOne] = withAmount;
    if (liquids.length === 1) net.give(`Vl:${liquids[0]}`, container.value, [container.id]);
    else if (
      // «Se disuelven 3,36 L de HCl gaseoso … hasta obtener 300 mL de solución»: the one solute's solution.
      /^\s*de\s+(?:la\s+)?(?:solucion|disolucion)\b/.test(r.folded.slice(container.end)) &&
      dissolved &&
      solutions.size === 0 &&
      withAmount.length === 1 &&
      gasOnly &&
      dissolvedOne !== undefined
    ) {
      solution(species.get(dissolvedOne) as Species);
      net.give(`Vs:${dissolvedOne}`, container.value, [container.id]);
    } else if (solutions.size === 1) net.give(`Vs:${[...solutions][0]}`, container.value, [container.id]);
    else if (
      gasState &&
      candidates.length === 1 &&
      candidates[0] !== undefined &&
      namedWith(container, candidates[0])
    ) {
      gas(candidates[0]);
      net.give(`V:${candidates[0]}`, container.value, [container.id]);
    } else if (
      gasState &&
      !r.equation &&
      candidates.length > 1 &&
      (/mezcla/.test(r.folded) || candidates.every((k) => namedWith(container as Datum, k)))
    ) {
      // A mixture of gases in one container: Dalton.
      net.define('ntot', 'n(total)', 'mol');
      net.define('Vbox', 'V', 'L');
      net.give('Vbox', container.value, [container.id]);
      net.sum(
        'ntot',
        candidates.map((k) => `n:${k}`),
      );
      net.product('P', ['ntot', 'T'], ['Vbox'], GAS_CONSTANT, 'R');
      for (const k of candidates) {
        net.define(`x:${k}`, named('x', species.get(k)), '');
        net.define(`p:${k}`, named('p', species.get(k)), 'atm');
        net.product(`x:${k}`, [`n:${k}`], ['ntot']);
        net.product(`p:${k}`, [`x:${k}`, 'P']);
      }
    } else unbound.push(container);
  }
  // Molar fractions of a mixture of two or more substances.
  const amounts = [...species.keys()].filter(
    (k) => k !== UNKNOWN.key && (net.known.has(`m:${k}`) || net.known.has(`n:${k}`)),
  );
  if (amounts.length >= 2 && !net.quantities.has('ntot') && !r.equation) {
    net.define('ntot', 'n(total)', 'mol');
    net.sum(
      'ntot',
      amounts.map((k) => `n:${k}`),
    );
    for (const k of amounts) {
      net.define(`x:${k}`, named('x', species.get(k)), '');
      net.product(`x:${k}`, [`n:${k}`], ['ntot']);
      if (pressures.length === 1 && !gasState) {
        net.define(`p:${k}`, named('p', species.get(k)), 'atm');
        net.product(`p:${k}`, [`x:${k}`, 'P']);
      }
    }
  }
  if (pressures.length === 1 && !gasState && !net.quantities.has('ntot')) return undefined;
  // Every species of a gas state is a gas when the statement gives one.
  if (gasState) for (const k of species.keys()) if (!solutes.has(k) && !net.quantities.has(`Vl:${k}`)) gas(k);
  const reacted = reaction(r, net, species);
  // «el volumen de O₂ que se consume»: a gaseous reactant's volume that reacts, from the moles that react;
  // «¿qué volumen de HCl 0,1 M se necesita?»: the volume of a reactant's solution that reacts.
  for (const { species: s } of r.equation?.reactants ?? []) {
    const k = s.key;
    if (solutions.has(k)) {
      net.define(`Vsr:${k}`, `V(solución de ${s.shown}) que reacciona`, 'L');
      net.product(`nr:${k}`, [`c:${k}`, `Vsr:${k}`]);
    }
    if (!gases.has(k)) continue;
    net.define(`Vr:${k}`, `${named('V', s)} que reacciona`, 'L');
    if (cnpt) net.product(`Vr:${k}`, [`nr:${k}`], [], MOLAR_VOLUME, '22,4 L/mol');
    else net.product(`Vr:${k}`, [`nr:${k}`, 'T'], ['P'], GAS_CONSTANT, 'R');
  }
  if (purity && impure) {
    // The pure part of the sample is what reacts (with the other reactant in excess), or what is titrated.
    const k = impure.key;
    net.define('sample', 'm(muestra)', 'g');
    net.give('sample', purity.value, [purity.id]);
    net.define(`pur:${k}`, `pureza en ${impure.shown}`, '%');
    const pure = r.equation?.reactants.some((t) => t.species.key === k) ? `mr:${k}` : `m:${k}`;
    net.product(`pur:${k}`, [pure], ['sample'], 100, '100');
  }
  if (!r.equation) neutralization(r, net, species);
  return { net, species, unbound, cnpt, gases, ...reacted };
}

const PURITY_ASKED = /\b(?:pureza|riqueza)\b/;
const PURITY_SAID = /^\s*(?:de|en)\s+(?:pureza|riqueza)\b/;

/** The one reactant of the equation that is neither water, oxygen nor said in excess («HCl en exceso»). */
function impureReactant(r: Reading): Species | undefined {
  const plain = new Set([speciesOf('H2O')?.key, speciesOf('O2')?.key]);
  const inExcess = (key: string) =>
    r.mentions.some(
      (m) =>
        m.species.key === key &&
        /^\s*(?:\([^)]*\)\s*)?(?:en exceso|suficiente|necesari)/.test(r.folded.slice(m.end, m.end + 25)),
    );
  const [one, ...more] = (r.equation?.reactants ?? []).filter(
    (t) => !plain.has(t.species.key) && !inExcess(t.species.key),
  );
  return one && more.length === 0 ? one.species : undefined;
}

/**
 * The species whose purity is asked, in a sample whose mass is given: named in the question («la pureza
 * de la muestra en CaCO₃») or said impure with the mass («0,5 g de soda cáustica (NaOH impuro)»). Only
 * with no percentage given, and the other reactant of an equation in excess or unmeasured.
 */
function impureSpecies(r: Reading, bindings: Map<number, Binding>): Species | undefined {
  const q = r.folded.slice(r.askedAt);
  const asked = PURITY_ASKED.exec(q);
  if (!asked || r.data.some((d) => d.kind === 'percent')) return undefined;
  const named = r.mentions.filter((m) => m.start >= r.askedAt + asked.index).map((m) => m.species);
  const masses = r.data.filter((d) => d.kind === 'mass');
  const said = masses
    .filter((d) => /^[^.;:]{0,40}\bimpur[oa]s?\b/.test(r.folded.slice(d.end)))
    .map((d) => bindings.get(d.id)?.species)
    .filter((s): s is Species => s !== undefined);
  const [one, ...more] = named.length > 0 ? named : said;
  if (!one || more.some((s) => s.key !== one.key) || one.key === UNKNOWN.key) return undefined;
  // One mass of the sample: unbound («10 g de piedra caliza») or bound to the impure species.
  const sampleMasses = masses.filter((d) => {
    const s = bindings.get(d.id)?.species;
    return s === undefined || s.key === one.key;
  });
  if (sampleMasses.length !== 1) return undefined;
  const eq = r.equation;
  if (eq) {
    if (!eq.reactants.some((t) => t.species.key === one.key)) return undefined;
    const others = eq.reactants.filter((t) => t.species.key !== one.key);
    const measured = others.some((t) =>
      r.data.some((d) => bindings.get(d.id)?.species?.key === t.species.key),
    );
    if (measured) return undefined;
  }
  return one;
}

// Strong acids and bases by formula, with the H⁺ or OH⁻ each formula gives.
const NEUTRALIZING: readonly [string, 'acid' | 'base', number][] = [
  ['HCl', 'acid', 1],
  ['HNO3', 'acid', 1],
  ['HBr', 'acid', 1],
  ['HClO4', 'acid', 1],
  ['NaOH', 'base', 1],
  ['KOH', 'base', 1],
  ['LiOH', 'base', 1],
  ['Ca(OH)2', 'base', 2],
  ['Ba(OH)2', 'base', 2],
];

/**
 * «…se titula con HCl 0,2 M: se gastan 56 mL hasta el viraje»: a strong acid and a strong base that
 * neutralize each other with no equation written; n(H⁺) = n(OH⁻) at the equivalence point.
 */
function neutralization(r: Reading, net: Network, species: Map<string, Species>) {
  if (!/\btitul|\bvaloraci|\bviraje|punto de equivalencia|\bneutraliz/.test(r.folded)) return;
  const present = NEUTRALIZING.map(([formula, kind, count]) => ({
    s: speciesOf(formula),
    kind,
    count,
  })).filter(
    (x): x is { s: Species; kind: 'acid' | 'base'; count: number } =>
      x.s !== undefined && species.has(x.s.key),
  );
  const acids = present.filter((x) => x.kind === 'acid');
  const bases = present.filter((x) => x.kind === 'base');
  const [acid] = acids;
  const [base] = bases;
  if (acids.length !== 1 || bases.length !== 1 || !acid || !base) return;
  const other = [...species.keys()].filter(
    (k) => k !== acid.s.key && k !== base.s.key && k !== speciesOf('H2O')?.key,
  );
  if (other.length > 0) return;
  net.define('neq', 'n(H⁺) = n(OH⁻) en la neutralización', 'mol');
  net.product('neq', [`n:${acid.s.key}`], [], acid.count, String(acid.count));
  net.product('neq', [`n:${base.s.key}`], [], base.count, String(base.count));
}

/** The reaction: moles reacted and formed by the coefficients, from the limiting reagent. */
function reaction(r: Reading, net: Network, species: Map<string, Species>): { limiting?: string } {
  const eq = r.equation;
  if (!eq) return {};
  net.define('xi', 'ξ (moles de reacción)', 'mol');
  for (const { species: s, coefficient } of eq.reactants) {
    const k = s.key;
    net.define(`nr:${k}`, `${named('n', s)} que reacciona`, 'mol');
    net.define(`mr:${k}`, `${named('m', s)} que reacciona`, 'g');
    net.define(`nl:${k}`, `${named('n', s)} que sobra`, 'mol');
    net.define(`ml:${k}`, `${named('m', s)} que sobra`, 'g');
    net.product(`nr:${k}`, ['xi'], [], coefficient, String(coefficient));
    net.product(`mr:${k}`, [`nr:${k}`, `M:${k}`]);
    net.product(`ml:${k}`, [`nl:${k}`, `M:${k}`]);
    net.sum(`n:${k}`, [`nr:${k}`, `nl:${k}`]);
  }
  // «Si se recogen 5,6 L de O₂, ¿cuál es el rendimiento?»: the amount obtained against the theoretical one.
  const yieldAsked = !net.known.has('eta') && /\brendimiento\b/.test(r.folded.slice(r.askedAt));
  if (yieldAsked) net.define('eta', 'rendimiento', '%');
  const eta = net.known.has('eta') || yieldAsked;
  for (const { species: s, coefficient } of eq.products) {
    const k = s.key;
    if (eta) {
      net.define(`nt:${k}`, `${named('n', s)} teórico`, 'mol');
      net.product(`nt:${k}`, ['xi'], [], coefficient, String(coefficient));
      // Asked, it reads as obtained over theoretical; given, it takes the theoretical amount down.
      if (yieldAsked) net.product('eta', [`n:${k}`], [`nt:${k}`], 100, '100');
      else net.product(`n:${k}`, [`nt:${k}`, 'eta'], [], 0.01, '1/100');
    } else net.product(`n:${k}`, ['xi'], [], coefficient, String(coefficient));
  }
  void species;
  return {};
}

// ---------------------------------------------------------------------------------------------------
// The question

interface Asked {
  key: string;
  /** Unit shown and the factor from the base unit. */
  unit: string;
  factor: number;
  what: string;
}

const ASKED_UNITS: readonly [RegExp, string, number][] = [
  [/\bkpa\b/, 'kPa', 101.325],
  [/\bhpa\b/, 'hPa', 1013.25],
  [/\bmmhg\b|\btorr\b/, 'mmHg', 760],
  [/\bpa\b|pascal/, 'Pa', 101325],
  [/\batm\b|atmosfera/, 'atm', 1],
  [/\bml\b|mililitros|\bcm3\b|\bcc\b/, 'mL', 1000],
  [/\bm3\b|metros cubicos/, 'm³', 0.001],
  [/\bdm3\b/, 'dm³', 1],
  [/\blitros?\b|\bl\b/, 'L', 1],
  [/\bmg\b|miligramos/, 'mg', 1000],
  [/\bkg\b|kilogramos|kilos\b/, 'kg', 0.001],
  [/\btoneladas?\b/, 't', 1e-6],
  [/\bgramos\b|\bg\b/, 'g', 1],
  [/\bkmol\b|kilomoles/, 'kmol', 0.001],
  [/\bmmol\b|milimoles/, 'mmol', 1000],
];

const BASE_UNIT: Readonly<Record<string, string>> = {
  m: 'g',
  mr: 'g',
  ml: 'g',
  n: 'mol',
  nr: 'mol',
  nl: 'mol',
  V: 'L',
  Vs: 'L',
  Vl: 'L',
  Vr: 'L',
  Vsr: 'L',
  P: 'atm',
  p: 'atm',
  ntot: 'mol',
};

function askedUnit(question: string, kind: string): { unit: string; factor: number } {
  const base = BASE_UNIT[kind];
  const words = question.replace(/\b(?:a|de)\s+[\d.,]+\s*\S+/g, ' ');
  for (const [pattern, unit, factor] of ASKED_UNITS) {
    if (!pattern.test(words)) continue;
    const family =
      unit.endsWith('Pa') || unit === 'mmHg' || unit === 'atm'
        ? 'atm'
        : ['mL', 'm³', 'dm³', 'L'].includes(unit)
          ? 'L'
          : ['mg', 'kg', 't', 'g'].includes(unit)
            ? 'g'
            : 'mol';
    if (family === base) return { unit, factor };
  }
  return { unit: base ?? '', factor: 1 };
}

// «la masa de HCl que reacciona», «… que se consume», «… necesaria», «¿qué masa de Mg(OH)₂ neutraliza…?»:
// what of a reactant reacts, not what there is of it.
const REACTS = /consum|reaccion|necesit|necesari|requier|neutraliz/;

/** What the question asks, as a key of the network. */
export function readAsked(r: Reading, built: Built): Asked | undefined {
  const q = r.folded.slice(r.askedAt);
  const after = (at: number) =>
    r.mentions.find((m) => m.start >= r.askedAt + at)?.species ??
    (/\b(?:compuesto|gas desconocido|sustancia)\b/.test(q) ? UNKNOWN : undefined);
  const only = () => {
    const [first, ...rest] = [...built.species.values()];
    return rest.length === 0 ? first : undefined;
  };
  // The one species whose amount the data give: «los átomos de hidrógeno en la gota» of water.
  const withAmount = () => {
    const [first, ...rest] = [...built.species.values()].filter((x) => built.net.known.has(`n:${x.key}`));
    return rest.length === 0 ? first : undefined;
  };
  // «la masa del reactivo en exceso»: of two reactants, the one that does not limit.
  const inExcess = () => {
    if (!/reactivo en exceso/.test(q) || !built.limiting) return undefined;
    const [other, ...more] = (r.equation?.reactants ?? []).filter((t) => t.species.key !== built.limiting);
    return other && more.length === 0 ? other.species : undefined;
  };
  const reactant = (k: string) => r.equation?.reactants.some((t) => t.species.key === k) ?? false;
  const forms: [RegExp, (m: RegExpExecArray) => Asked | undefined][] = [
    // «los gramos de Ca(OH)₂ por litro»: a concentration in g/L, not a mass.
    [
      /\b(?:gramos|masa)\b[^?.;]{0,30}? por litro\b|\bg ?\/ ?(?:l|dm3)\b/,
      (m) => solutionAsked('gL', after(m.index) ?? soleSolute(built), 'g/L'),
    ],
    [
      PURITY_ASKED,
      () => {
        const [key] = [...built.net.quantities.keys()].filter((k) => k.startsWith('pur:'));
        return key && built.net.known.has('sample')
          ? { key, unit: '%', factor: 1, what: 'la pureza' }
          : undefined;
      },
    ],
    [
      /\brendimiento\b/,
      () =>
        built.net.quantities.has('eta') && ![...built.net.given.values()].includes('eta')
          ? { key: 'eta', unit: '%', factor: 1, what: 'el rendimiento' }
          : undefined,
    ],
    [/fraccion molar/, (m) => speciesAsked('x', after(m.index) ?? only(), q)],
    [/presion parcial/, (m) => speciesAsked('p', after(m.index), q)],
    [
      /(?:numero|cantidad) total de moles|moles totales|moles de gas/,
      () => ({ key: 'ntot', ...askedUnit(q, 'ntot'), what: 'los moles totales' }),
    ],
    [/presion/, () => ({ key: 'P', ...askedUnit(q, 'P'), what: 'la presión' })],
    [/masa molar|masa molecular|peso molecular/, (m) => speciesAsked('M', after(m.index) ?? only(), q)],
    [
      /(?:numero de|cuant[oa]s) atomos de (\p{L}+)/u,
      (m) => atomsAsked(r, built, m, after(m.index + m[0].length) ?? only() ?? withAmount()),
    ],
    [/(?:numero de|cuant[oa]s) moleculas|moleculas/, (m) => speciesAsked('N', after(m.index) ?? only(), q)],
    [/molaridad|concentracion molar/, (m) => solutionAsked('c', after(m.index) ?? soleSolute(built), 'M')],
    [/molalidad/, (m) => solutionAsked('b', after(m.index) ?? soleSolute(built), 'm')],
    [
      /% ?m ?\/ ?m|porcentaje (?:en )?masa/,
      (m) => solutionAsked('w', after(m.index) ?? soleSolute(built), '% m/m'),
    ],
    [/% ?m ?\/ ?v/, (m) => solutionAsked('mv', after(m.index) ?? soleSolute(built), '% m/v')],
    // «en mg/L (ppm)»: milligrams per litre, the ppm of a water solution.
    [
      /\bppm\b|\bmg ?\/ ?(?:l|dm3)\b/,
      (m) => solutionAsked('ppm', after(m.index) ?? soleSolute(built), 'ppm'),
    ],
    [
      /\bmasa\b|gramos|kilogramos|miligramos|\bkg\b(?! ?\/)|\bmg\b(?! ?\/)|toneladas/,
      (m) => {
        const s = after(m.index) ?? only() ?? inExcess();
        if (!s) return undefined;
        // An element named, whose mass is in the one compound with an amount: its share of that compound.
        const [element] = s.composition.keys();
        if (s.composition.size === 1 && element !== undefined && !built.net.known.has(`m:${s.key}`)) {
          const holders = [...built.species.values()].filter(
            (x) => x.composition.size > 1 && x.composition.has(element) && built.net.known.has(`n:${x.key}`),
          );
          const [holder] = holders;
          if (holders.length === 1 && holder && !r.equation && /\b(?:aporta|contien|hay|present)/.test(q))
            return { key: `me:${element}:${holder.key}`, ...askedUnit(q, 'm'), what: element };
        }
        const kind = reactant(s.key)
          ? /queda|sobra|sin reaccionar|exceso/.test(q)
            ? 'ml'
            : REACTS.test(q)
              ? 'mr'
              : 'm'
          : 'm';
        return speciesAsked(kind, s, q);
      },
    ],
    [
      /\bmoles\b|milimoles|\bkmol\b|\bmmol\b|cantidad de (?:sustancia|materia)|^(?:corresponden?|equivalen?) a mol\s*$/,
      (m) => {
        const s = after(m.index) ?? only();
        if (!s) return undefined;
        const kind = reactant(s.key)
          ? /queda|sobra|sin reaccionar|exceso/.test(q)
            ? 'nl'
            : REACTS.test(q)
              ? 'nr'
              : 'n'
          : 'n';
        return speciesAsked(kind, s, q);
      },
    ],
    [
      /volumen/,
      (m) => {
        // «el volumen de la solución»: of the one solution the statement prepares.
        const s =
          after(m.index) ??
          only() ??
          (/^volumen (?:de|que ocupa) (?:la|esa|dicha) (?:solucion|disolucion)/.test(q.slice(m.index))
            ? soleSolute(built)
            : undefined);
        if (!s) return undefined;
        if (built.net.quantities.has(`Vs:${s.key}`) && !/medid|cnpt|gas/.test(q)) {
          const reacts = built.net.quantities.has(`Vsr:${s.key}`) && REACTS.test(q.slice(m.index));
          const asked = speciesAsked(reacts ? 'Vsr' : 'Vs', s, q);
          // No unit asked: in mL when the statement measures its volumes and densities in mL or cm³.
          const small = (d: Datum) => /(?:ml|cm3|cc)$/i.test(d.written);
          const measured = r.data.filter((d) => d.kind === 'volume' || d.kind === 'density');
          return asked &&
            !ASKED_UNITS.some(([pattern]) => pattern.test(q)) &&
            measured.length > 0 &&
            measured.every(small)
            ? { ...asked, unit: 'mL', factor: 1000 }
            : asked;
        }
        if (built.net.quantities.has(`Vl:${s.key}`)) return speciesAsked('Vl', s, q);
        if (built.net.quantities.has(`Vr:${s.key}`) && REACTS.test(q.slice(m.index)))
          return speciesAsked('Vr', s, q);
        return speciesAsked('V', s, q);
      },
    ],
  ];
  let best: { at: number; asked: Asked | undefined } | undefined;
  for (const [pattern, read] of forms) {
    const m = pattern.exec(q);
    if (!m || (best && m.index >= best.at)) continue;
    best = { at: m.index, asked: read(m) };
  }
  return best?.asked;
}

function speciesAsked(kind: string, s: Species | undefined, q: string): Asked | undefined {
  if (!s) return undefined;
  return { key: `${kind}:${s.key}`, ...askedUnit(q, kind), what: s.shown };
}

function solutionAsked(kind: string, s: Species | undefined, unit: string): Asked | undefined {
  if (!s) return undefined;
  return { key: `${kind}:${s.key}`, unit, factor: 1, what: s.shown };
}

function soleSolute(built: Built): Species | undefined {
  const solutes = [...built.species.values()].filter((s) => built.net.quantities.has(`c:${s.key}`));
  return solutes.length === 1 ? solutes[0] : undefined;
}

function atomsAsked(r: Reading, built: Built, m: RegExpExecArray, s: Species | undefined): Asked | undefined {
  if (!s) return undefined;
  const word = m[1] ?? '';
  const element = [...s.composition.keys()].find(
    (e) =>
      foldText(e) === word ||
      NAMES.some(([name, formula]) => name === word && formula.replace(/\d/g, '') === e),
  );
  void r;
  void built;
  return element ? { key: `A:${element}:${s.key}`, unit: 'átomos', factor: 1, what: s.shown } : undefined;
}

// ---------------------------------------------------------------------------------------------------
// The solver

// «11,2 L de N₂ corresponden a mol», as the options' unit closes an open stem: the question at its end.
const QUESTION =
  /¿|\b(?:calcul|determin|halle|halla|hallar|indiq|exprese|expresa|obten|averig|encontr)\p{L}*|\b(?:corresponden?|equivalen?) a (?=\p{L}+\s*$)/gu;

export function readChain(problem: string): { r: Reading; built: Built } | undefined {
  const text = normalized(problem);
  const folded = foldText(text);
  const equation = readEquation(text);
  if (equation === 'unbalanced') return undefined;
  const asks = [...folded.matchAll(QUESTION)];
  const last = asks.at(-1)?.index;
  if (last === undefined) return undefined;
  // The question's sentence: its first cue («¿Qué presión, expresada en kPa, …?» asks at «¿»).
  const sentence = Math.max(...[...folded.slice(0, last).matchAll(/[.!?;:]\s/g)].map((m) => m.index + 1), 0);
  const askedAt = asks.find((m) => m.index >= sentence)?.index ?? last;
  // The question starts at its sentence: «… Halle el volumen …», «¿Qué presión …?».
  const r: Reading = {
    text,
    folded,
    data: readData(text),
    mentions: readMentions(text, folded),
    equation,
    askedAt,
    masses: givenMasses(text).masses,
  };
  const built = build(r);
  if (!built) return undefined;
  built.net.run();
  limitingReagent(r, built);
  built.net.run();
  return { r, built };
}

const INTENSIVE = /^(?:pur|c|w|mv|ppm|b|gL|ds):/;

/** ξ from the reactants whose amounts are known: the smallest n/coefficient limits. */
function limitingReagent(r: Reading, built: Built) {
  const eq = r.equation;
  const net = built.net;
  if (!eq || net.known.has('xi')) return;
  const known = eq.reactants.filter((t) => net.known.has(`n:${t.species.key}`));
  if (known.length === 0) return;
  if (known.length === 1) {
    const others = eq.reactants.filter((t) => t !== known[0]);
    // A datum the network gave to the other reactant (its mass, its solution's volume): not in excess. A
    // state said of it («de O₂ a 27 °C»), a purity read as the sample's or a concentration with no volume
    // («se utiliza HCl 0,1 M» to neutralize a known amount, the volume asked) is no amount of it.
    const given = others.some((t) =>
      r.data.some((d) => {
        const key = net.given.get(d.id);
        return key !== undefined && !INTENSIVE.test(key) && key.endsWith(`:${t.species.key}`);
      }),
    );
    if (given) return;
  }
  const ratios = known.map((t) => ({
    t,
    ratio: (net.known.get(`n:${t.species.key}`) as Known).value / t.coefficient,
  }));
  const least = ratios.reduce((a, b) => (b.ratio < a.ratio ? b : a));
  if (ratios.some((x) => x !== least && close(x.ratio, least.ratio))) return;
  built.limiting = least.t.species.key;
  const shown = ratios
    .map(({ t, ratio }) => `${named('n', t.species)}/${t.coefficient} = ${shownNumber(ratio)}`)
    .join('; ');
  const step =
    eq.reactants.length === 1
      ? `Se descompone todo el ${least.t.species.shown}: ξ = ${shown} mol`
      : known.length === 1
        ? `Reacciona todo el ${least.t.species.shown} (el otro reactivo está en exceso): ξ = ${shown} mol`
        : `Reactivo limitante: ${shown}; el menor cociente es el del ${least.t.species.shown}, que limita: ξ = ${shownNumber(least.ratio)} mol`;
  net.known.set('xi', {
    value: least.ratio,
    deps: union(known.map((t) => (net.known.get(`n:${t.species.key}`) as Known).deps)),
    from: known.map((t) => `n:${t.species.key}`),
    step,
  });
}

const TITLES: readonly [RegExp, string][] = [
  [/^(?:nr|nl|mr|ml|Vr|Vsr|xi):|^eta$/, 'Estequiometría'],
  [/^(?:c|b|w|mv|ppm|Vs|x):|^ntot/, 'Soluciones y mezclas'],
  [/^(?:V|P|p|T):?|^M:\?/, 'Gases'],
];

export function solveChemistryChain(problem: string): SolverReply | undefined {
  const read = readChain(problem);
  if (!read) return undefined;
  const { r, built } = read;
  const asked = readAsked(r, built);
  if (!asked) return undefined;
  const net = built.net;
  const found = net.known.get(asked.key);
  if (!found || net.contradiction) return undefined;
  const steps = net.stepsTo(asked.key);
  // A molar mass from the formula alone, or a quantity no datum gives: another reading's question.
  if (steps.length === 0 || found.deps.size === 0) return undefined;
  // «la masa de Fe₂O₃ contenida en el mineral» beside «el rendimiento es del 90 %»: the yield acts on
  // what is obtained, never on a reactant's amount in the sample.
  const etaDatum = [...net.given].find(([, key]) => key === 'eta')?.[0];
  const reactantAsked =
    /^[mn]:/.test(asked.key) &&
    (r.equation?.reactants.some(
      (t) => asked.key === `m:${t.species.key}` || asked.key === `n:${t.species.key}`,
    ) ??
      false);
  const spareYield = etaDatum !== undefined && reactantAsked && !found.deps.has(etaDatum);
  const used = r.data.filter((d) => found.deps.has(d.id) || (spareYield && d.id === etaDatum));
  const unused = r.data.filter((d) => !found.deps.has(d.id) && !(spareYield && d.id === etaDatum));
  if (spareYield)
    steps.push(
      `El rendimiento (${r.data.find((d) => d.id === etaDatum)?.written.replace(/(\d)\.(\d)/g, '$1,$2')}) actúa sobre lo que se obtiene: no cambia cuánto ${asked.what} hay en la muestra.`,
    );
  const stray = strayNumbers(r.text, r.data);
  const quantity = net.quantities.get(asked.key) as Quantity;
  const value = found.value * asked.factor;
  const unit =
    asked.unit ||
    (asked.key.startsWith('N:')
      ? /moleculas/.test(r.folded.slice(r.askedAt))
        ? 'moléculas'
        : 'partículas'
      : quantity.unit);
  // Every atomic mass given names an element of a species read.
  const elements = new Set([...built.species.values()].flatMap((s) => [...s.composition.keys()]));
  // …and is the table's, rounded as exams round it (Hg = 200, Mg = 24): «O = 15» is a typo or another
  // problem's datum.
  const strangeMass = [...r.masses].some(
    ([e, mass]) =>
      !elements.has(e) ||
      (isElementSymbol(e) && Math.abs(atomicMasses[e as keyof typeof atomicMasses] - mass) > 0.75),
  );
  // Water read as a gas below its boiling point (its «presión» in a closed flask at 25 °C) is liquid.
  const water = speciesOf('H2O')?.key;
  const kelvin = net.known.get('T')?.value;
  const through = new Set<string>();
  const visit = (key: string) => {
    if (through.has(key)) return;
    through.add(key);
    for (const from of net.known.get(key)?.from ?? []) visit(from);
  };
  visit(asked.key);
  const waterAsGas = water !== undefined && (through.has(`V:${water}`) || through.has(`d:${water}`));
  const liquidAsGas = waterAsGas && (built.cnpt || kelvin === undefined || kelvin < 373);
  // A count asked rounded «a dos decimales»: a whole number of particles has no decimals to round.
  const countInDecimals = asked.key.startsWith('N:') && /redonde\w*[^.]*decimal/.test(r.folded);
  // A yield above 100 % reads the data wrong (or the amount obtained is not the product's).
  const impossibleYield = asked.key === 'eta' && found.value > 100.05;
  const certain =
    !impossibleYield &&
    unused.length === 0 &&
    stray.length === 0 &&
    !strangeMass &&
    built.limiting !== 'ambiguous' &&
    !liquidAsGas &&
    !countInDecimals;
  const title = TITLES.find(([pattern]) => pattern.test(asked.key))?.[1] ?? 'Moles, masas y partículas';
  const data = used
    .map((d) => {
      const key = net.given.get(d.id);
      const name = key ? net.quantities.get(key)?.label : undefined;
      return `${name ? `${name} = ` : ''}${d.written
        .replace(/(\d)\.(\d)/g, '$1,$2')
        .replace(/([cdm])m3\b/, '$1m³')
        .replace(/\bm3\b/, 'm³')}`;
    })
    .join('; ');
  const answerValue = `${shownNumber(value)}${unit ? ` ${unit}` : ''}`;
  const answerLine = `${quantity.label} ${Math.abs(Number(shownNumber(value).replace(/\./g, '').replace(',', '.')) - value) <= 1e-9 * Math.abs(value) ? '=' : '≈'} ${answerValue}`;
  const converted =
    asked.factor === 1 ? [] : [`Paso a ${unit}: ${shownValue(found.value, quantity.unit)} = ${answerValue}`];
  if (!certain) {
    const left = [...unused.map((d) => d.written.replace(/\s.*$/, '')), ...stray];
    return {
      certain: false,
      text: [
        `## ${title}`,
        '',
        `Así leí el enunciado: ${data || r.data.map((d) => d.written).join('; ')}.`,
        '',
        left.length
          ? `Todavía no te doy un resultado: el enunciado también da ${left.length === 1 ? 'el dato' : 'los datos'} ${left.length > 1 ? `${left.slice(0, -1).join(', ')} y ${left.at(-1)}` : left.join('')} y mi lectura no ${left.length === 1 ? 'lo' : 'los'} usa, así que podría estar resolviendo otro problema.`
          : 'Todavía no te doy un resultado: no estoy seguro de haber leído bien los datos.',
        '',
        'Así lo encararía: pasá cada dato a moles (n = m/M, n = PV/RT, n = C·V) y relacionalos con lo que te piden.',
        '',
        '¿Me confirmás qué representa cada dato y qué te piden exactamente?',
      ].join('\n'),
    };
  }
  return {
    certain: true,
    text: [
      `## ${title}`,
      '',
      `**Datos:** ${data || 'los del enunciado'}.`,
      '',
      ...[...steps, ...converted].map((step, i) => `${i + 1}. ${step}`),
      '',
      `**${answerLine}**`,
      '',
      '¿Ves por qué conviene pasar todo a moles antes de relacionar las cantidades?',
    ].join('\n'),
  };
}
