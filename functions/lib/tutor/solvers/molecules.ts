/**
 * A small molecule as the course draws it: its Lewis structure (one central atom, the others around it,
 * octets completed with multiple bonds), its geometry by the TRePEV (VSEPR) and its polarity, from the
 * formula alone. The readings: the geometry of a molecule, whether it is polar, which of the options is
 * polar or not, the lone pairs of a structure, and which of some substances boils highest.
 * A molecule the model does not draw one way (two central atoms, an odd count of electrons, an octet it
 * cannot complete, an almost nonpolar bond in an asymmetric shape) is declined.
 */
import { at } from '../../../../shared/lib/must.ts';
import { type ElementSymbol, isElementSymbol } from '../../science/atomic-masses.ts';
import { elements } from '../../science/elements.ts';
import { type Composition, parseFormula, pretty } from '../../science/formula.ts';
import { NONMETALS, periodicProperties, SEMIMETALS } from '../../science/periodic-properties.ts';
import { foldText } from '../text.ts';
import { placement } from './atoms.ts';
import type { SolverReply } from './declaration.ts';
import { type OptionLine, optionLines, provenOption } from './option-lines.ts';
import { workedReply } from './reply.ts';
import { findSubstances } from './substances.ts';

/** Valence electrons of a main-group element, from its group. */
export function valenceElectrons(symbol: string): number | undefined {
  if (!isElementSymbol(symbol)) return undefined;
  if (symbol === 'He') return 2;
  const place = placement(elements[symbol].z);
  if (!place || (place.group >= 3 && place.group <= 12)) return undefined;
  return place.group <= 2 ? place.group : place.group - 10;
}

const electronegativity = (symbol: string) => periodicProperties.get(symbol)?.electronegativity;
const periodOf = (symbol: string) =>
  isElementSymbol(symbol) ? placement(elements[symbol].z)?.period : undefined;

/** Centrals that keep fewer than eight electrons (BF₃, BeCl₂, AlCl₃). */
const ELECTRON_POOR = new Set(['Be', 'B', 'Al']);
/** Terminal atoms that can share a second or third pair with the central one. */
const MULTIPLE_BONDING = new Set(['O', 'S', 'N', 'C']);

export interface Lewis {
  readonly formula: string;
  readonly central: string;
  readonly terminals: readonly string[];
  /** Bond order to each terminal, in the order of `terminals`. */
  readonly bonds: readonly number[];
  readonly centralLonePairs: number;
  readonly terminalLonePairs: readonly number[];
  readonly valence: number;
  /** A period-3+ central with a multiple bond: drawn also with an expanded octet, so pair counts vary. */
  readonly resonanceDoubt: boolean;
}

/** The atoms of a composition, each once per count: CH₂Cl₂ → C, H, H, Cl, Cl. */
const atomsOf = (composition: Composition) =>
  [...composition].flatMap(([symbol, count]) => Array.from({ length: count }, () => symbol));

/** The Lewis structure of a neutral molecule or an ion with one central atom; undefined when not drawn so. */
export function lewisStructure(formula: string, charge = 0): Lewis | undefined {
  const parsed = parseFormula(formula);
  if (!parsed.ok) return undefined;
  const atoms = atomsOf(parsed.composition);
  // Molecules of nonmetals only (BeCl₂ and AlCl₃ drawn as the course does); SiO₂ is a network, no molecule.
  const molecular = (s: string) => NONMETALS.has(s) || SEMIMETALS.has(s) || s === 'Be' || s === 'Al';
  if (!atoms.every(molecular) || parsed.formula === 'SiO2') return undefined;
  const valences = atoms.map(valenceElectrons);
  if (valences.some((v) => v === undefined) || atoms.length < 2 || atoms.length > 7) return undefined;
  const valence = (valences as number[]).reduce((sum, v) => sum + v, 0) - charge;
  if (valence % 2 !== 0) return undefined;
  const symbols = [...parsed.composition.keys()];
  let central: string | undefined;
  if (atoms.length === 2) {
    central = atoms[0];
  } else {
    // The central atom: the one non-hydrogen written once, the least electronegative if two are;
    // with hydrogen and two other elements only carbon (HCN, CHCl₃), since H binds to O in an oxoacid.
    const once = symbols.filter((s) => s !== 'H' && parsed.composition.get(s) === 1);
    once.sort((a, b) => (electronegativity(a) ?? 9) - (electronegativity(b) ?? 9));
    central = once[0];
    if (symbols.includes('H') && symbols.length > 2 && central !== 'C') return undefined;
    if (central === undefined) return undefined;
    // Two candidates as electronegative as each other: no sure centre.
    if (once.length > 1 && electronegativity(once[0] ?? '') === electronegativity(once[1] ?? '')) {
      return undefined;
    }
  }
  const terminals = [...atoms];
  terminals.splice(terminals.indexOf(central as string), 1);
  const centre = central as string;
  const bonds: number[] = terminals.map(() => 1);
  const terminalLonePairs: number[] = terminals.map((t) => (t === 'H' ? 0 : 3));
  let left = valence - 2 * bonds.length - 2 * terminalLonePairs.reduce((a, b) => a + b, 0);
  // A diatomic molecule shares pairs until both complete their octets (N≡N, C≡O, O=O).
  if (atoms.length === 2 && centre !== 'H' && terminals[0] !== 'H') {
    const order = (16 - valence) / 2;
    if (!Number.isInteger(order) || order < 1 || order > 3) return undefined;
    return {
      formula,
      central: centre,
      terminals,
      bonds: [order],
      centralLonePairs: 4 - order,
      terminalLonePairs: [4 - order],
      valence,
      resonanceDoubt: false,
    };
  }
  if (left < 0 || (centre === 'H' && terminals.length > 1)) return undefined;
  const centralLonePairs = left / 2;
  left = 0;
  const electronsAround = () => 2 * (bonds.reduce((a, b) => a + b, 0) + centralLonePairs);
  if (centre === 'H') {
    if (electronsAround() !== 2) return undefined;
  } else {
    const needs = ELECTRON_POOR.has(centre) ? electronsAround() : 8;
    while (electronsAround() < needs) {
      const candidates = terminals
        .map((t, i) => ({ t, i }))
        .filter(
          ({ t, i }) => MULTIPLE_BONDING.has(t) && (terminalLonePairs[i] ?? 0) > 0 && (bonds[i] ?? 0) < 3,
        );
      // Mixed terminals that could both share: which one does is not ours to choose.
      if (candidates.length === 0 || new Set(candidates.map(({ t }) => t)).size > 1) return undefined;
      // The terminal with the fewest pairs shared so far: O=C=O, not O≡C–O.
      candidates.sort((a, b) => (bonds[a.i] ?? 0) - (bonds[b.i] ?? 0));
      const { i } = at(candidates, 0, 'candidate');
      bonds[i] = (bonds[i] ?? 0) + 1;
      terminalLonePairs[i] = (terminalLonePairs[i] ?? 0) - 1;
    }
    const period = periodOf(centre) ?? 0;
    if (electronsAround() > 8 && period < 3) return undefined;
    if (ELECTRON_POOR.has(centre) && centralLonePairs > 0) return undefined;
  }
  return {
    formula,
    central: centre,
    terminals,
    bonds,
    centralLonePairs,
    terminalLonePairs,
    valence,
    resonanceDoubt: (periodOf(centre) ?? 0) >= 3 && bonds.some((b) => b > 1),
  };
}

/** The molecular geometry by the number of atoms around the central one and its lone pairs. */
const SHAPES: Readonly<Record<string, string>> = {
  '1,0': 'lineal',
  '1,1': 'lineal',
  '1,2': 'lineal',
  '1,3': 'lineal',
  '2,0': 'lineal',
  '3,0': 'trigonal plana',
  '2,1': 'angular',
  '4,0': 'tetraédrica',
  '3,1': 'piramidal trigonal',
  '2,2': 'angular',
  '5,0': 'bipiramidal trigonal',
  '4,1': 'de balancín',
  '3,2': 'en forma de T',
  '2,3': 'lineal',
  '6,0': 'octaédrica',
  '5,1': 'piramidal cuadrada',
  '4,2': 'plana cuadrada',
};
/** Shapes in which equal bonds cancel each other. */
const SYMMETRIC = new Set(['2,0', '3,0', '4,0', '5,0', '6,0', '4,2', '2,3']);
/** Below this difference a bond in an asymmetric shape is too weakly polar to call the molecule polar. */
const WEAK_BOND = 0.3;

export const shapeOf = (lewis: Lewis): string | undefined =>
  SHAPES[`${lewis.terminals.length},${lewis.centralLonePairs}`];

/** Domains around the central atom, for the electron geometry. */
const ELECTRON_GEOMETRY: Readonly<Record<number, string>> = {
  2: 'lineal',
  3: 'trigonal plana',
  4: 'tetraédrica',
  5: 'bipiramidal trigonal',
  6: 'octaédrica',
};

export interface Polarity {
  readonly polar: boolean;
  /** Whether some bond joins atoms of different electronegativity. */
  readonly polarBonds: boolean;
  readonly why: string;
}

/** Whether the molecule is polar; undefined when the model does not settle it. */
export function polarityOf(lewis: Lewis): Polarity | undefined {
  const enCentral = electronegativity(lewis.central);
  const differences = lewis.terminals.map((t) => {
    const en = electronegativity(t);
    return en === undefined || enCentral === undefined ? undefined : Math.abs(en - enCentral);
  });
  if (differences.some((d) => d === undefined)) return undefined;
  const largest = Math.max(...(differences as number[]));
  const polarBonds = largest > 0;
  const key = `${lewis.terminals.length},${lewis.centralLonePairs}`;
  const sameTerminals = new Set(lewis.terminals).size === 1;
  const shape = shapeOf(lewis);
  if (!shape) return undefined;
  if (lewis.terminals.length === 1) {
    return polarBonds
      ? {
          polar: true,
          polarBonds,
          why: `une dos átomos de distinta electronegatividad (Δ = ${fmt(largest)})`,
        }
      : { polar: false, polarBonds, why: 'une dos átomos iguales: el enlace no es polar' };
  }
  if (sameTerminals && SYMMETRIC.has(key)) {
    return {
      polar: false,
      polarBonds,
      why: polarBonds
        ? `sus enlaces son polares (Δ = ${fmt(largest)}), pero la forma ${shape} es simétrica y los dipolos se anulan`
        : 'sus enlaces no son polares',
    };
  }
  if (largest < WEAK_BOND) return undefined;
  // Different terminals: only carbon's shapes, where unequal bonds never cancel.
  if (!sameTerminals) {
    const ens = lewis.terminals.map((t) => electronegativity(t) ?? 0);
    if (lewis.central !== 'C' || Math.max(...ens) - Math.min(...ens) < WEAK_BOND) return undefined;
    return {
      polar: true,
      polarBonds,
      why: `los átomos unidos al C son distintos y sus dipolos no se anulan`,
    };
  }
  return {
    polar: true,
    polarBonds,
    why: `sus enlaces son polares (Δ = ${fmt(largest)}) y la forma ${shape} no es simétrica: los dipolos no se anulan`,
  };
}

const pairs = (n: number) => `${n} ${n === 1 ? 'par libre' : 'pares libres'}`;

const fmt = (n: number) => n.toFixed(2).replace('.', ',');

const totalLonePairs = (lewis: Lewis) =>
  lewis.centralLonePairs + lewis.terminalLonePairs.reduce((a, b) => a + b, 0);

/** «O=C=O: 2 pares libres en cada O»: the structure in words. */
function structureLine(lewis: Lewis): string {
  const bondWord = (b: number) => (b === 1 ? 'simple' : b === 2 ? 'doble' : 'triple');
  const groups = new Map<string, { count: number; lone: number }>();
  lewis.terminals.forEach((t, i) => {
    const key = `${t}|${lewis.bonds[i]}`;
    const had = groups.get(key);
    groups.set(key, { count: (had?.count ?? 0) + 1, lone: lewis.terminalLonePairs[i] ?? 0 });
  });
  const around = [...groups].map(([key, { count, lone }]) => {
    const [t, b] = key.split('|');
    return `${count} enlace${count > 1 ? 's' : ''} ${bondWord(Number(b))}${count > 1 ? 's' : ''} con ${t}${lone ? ` (${lone} pares libres en cada ${t})` : ''}`;
  });
  const pairs = lewis.centralLonePairs;
  return `El ${lewis.central} central tiene ${around.join(' y ')}, y ${pairs === 0 ? 'ningún par libre' : `${pairs} par${pairs > 1 ? 'es' : ''} libre${pairs > 1 ? 's' : ''}`}.`;
}

const valenceLine = (lewis: Lewis) => {
  const counts = new Map<string, number>();
  for (const atom of [lewis.central, ...lewis.terminals]) counts.set(atom, (counts.get(atom) ?? 0) + 1);
  const terms = [...counts].map(([s, n]) => `${n > 1 ? `${n} · ` : ''}${valenceElectrons(s)} (${s})`);
  return `Electrones de valencia: ${terms.join(' + ')} = ${lewis.valence}.`;
};

/** A digit left once the item number and the formulas are taken out: a datum these readings do not use. */
const strayDigit = (text: string) =>
  /\d/.test(
    text
      .replace(/^\s*\d+\s*[).-]\s*/, '')
      .replace(
        /(?<![\p{L}\d])(?:[A-Z][a-z]?[\d₀-₉]*|\((?:[A-Z][a-z]?[\d₀-₉]*)+\)[\d₀-₉]*)+(?![\p{L}\d])/gu,
        ' ',
      ),
  );

// Which molecule the statement names --------------------------------------------------------------

/** The molecules a text names by formula (or by a name with its formula), each once. */
function moleculesIn(text: string): string[] {
  return findSubstances(text)
    .filter((s) => [...s.composition.values()].reduce((a, b) => a + b, 0) >= 2)
    .map((s) => s.formula);
}

/** A formula as the option writes it, alone: «CCl₄», «el NH₃». */
function optionMolecule(option: OptionLine): string | undefined {
  const found = moleculesIn(option.text);
  const bare = option.text.replace(/^(?:el|la|los|las)\s+/i, '').replace(/[.\s]+$/, '');
  if (found.length !== 1 || !/^[A-Z][\w₀-₉()]*$/u.test(bare)) return undefined;
  return found[0];
}

// Polarity -----------------------------------------------------------------------------------------

type Wanted = 'polar' | 'nonpolar' | 'nonpolar-polar-bonds';

function wantedPolarity(folded: string): Wanted | undefined {
  if (!/\bpolar|apolar/.test(folded)) return undefined;
  if (
    /(?:no polar|apolar)\w*[^.?]*(?:aunque|pero|a pesar)[^.?]*enlaces? (?:son |sean |es |sea )?polar/.test(
      folded,
    )
  ) {
    return 'nonpolar-polar-bonds';
  }
  if (/\b(?:no polar|apolar)/.test(folded)) return 'nonpolar';
  return 'polar';
}

function polarityAmongOptions(problem: string): SolverReply | undefined {
  const read = optionLines(problem);
  if (!read) return undefined;
  const folded = foldText(read.statement);
  if (
    !/cual(?:es)? de (?:las|los) siguientes|cual(?:es)? de estas|seleccion|indique (?:cual|la)/.test(folded)
  ) {
    return undefined;
  }
  if (/enlace (?:ionico|covalente)|punto de|geometria|pares/.test(folded)) return undefined;
  const wanted = wantedPolarity(folded);
  if (!wanted) return undefined;
  const weighed = new Map<string, { formula: string; polarity: Polarity; lewis: Lewis }>();
  for (const option of read.options.filter((o) => !o.none)) {
    const formula = optionMolecule(option);
    const lewis = formula ? lewisStructure(formula) : undefined;
    const polarity = lewis ? polarityOf(lewis) : undefined;
    if (!formula || !lewis || !polarity) return undefined;
    weighed.set(option.label, { formula, polarity, lewis });
  }
  const named = provenOption(read.options, (option) => {
    const entry = weighed.get(option.label);
    if (!entry) return undefined;
    const { polar, polarBonds } = entry.polarity;
    return wanted === 'polar' ? polar : wanted === 'nonpolar' ? !polar : !polar && polarBonds;
  });
  if (!named) return undefined;
  const asked =
    wanted === 'polar'
      ? 'la molécula polar'
      : wanted === 'nonpolar'
        ? 'la molécula no polar'
        : 'la molécula no polar con enlaces polares';
  return {
    text: workedReply({
      title: 'Polaridad de moléculas',
      data: `se busca ${asked} entre ${[...weighed.values()].map((e) => pretty(e.formula)).join(', ')}`,
      steps: [
        'Una molécula es polar si sus enlaces son polares (átomos de distinta electronegatividad) y la forma no deja que los dipolos se anulen; la forma sale de la estructura de Lewis y la TRePEV.',
        ...[...weighed].map(
          ([label, e]) =>
            `${label}) ${pretty(e.formula)}: forma ${shapeOf(e.lewis)}; ${e.polarity.why}. ${e.polarity.polar ? 'Es polar' : 'No es polar'}.`,
        ),
      ],
      answer: named.none
        ? `**Ninguna de las moléculas dadas es ${asked.replace(/^la molécula /, '')}: ${named.label}) ${named.text}**`
        : `**${named.label}) ${named.text}: es ${asked}**`,
      closing: '¿Qué cambiaría si reemplazaras uno de los átomos unidos al central por otro elemento?',
    }),
    certain: true,
    option: named.label,
  };
}

// Geometry, lone pairs and polarity of named molecules ----------------------------------------------

function describeMolecule(lewis: Lewis): string[] {
  const shape = shapeOf(lewis);
  const domains = lewis.terminals.length + lewis.centralLonePairs;
  const steps = [valenceLine(lewis), structureLine(lewis)];
  if (lewis.terminals.length > 1) {
    steps.push(
      `Zonas de electrones alrededor del ${lewis.central}: ${lewis.terminals.length} átomo${lewis.terminals.length > 1 ? 's' : ''} unido${lewis.terminals.length > 1 ? 's' : ''} + ${lewis.centralLonePairs} par${lewis.centralLonePairs === 1 ? '' : 'es'} libre${lewis.centralLonePairs === 1 ? '' : 's'} = ${domains}: disposición ${ELECTRON_GEOMETRY[domains] ?? '?'}; contando sólo los átomos, la geometría molecular es ${shape}.`,
    );
  }
  return steps;
}

interface Asked {
  geometry: boolean;
  polarity: boolean;
  centralPairs: boolean;
  totalPairs: boolean;
}

function askedAbout(folded: string): Asked | undefined {
  const asked = {
    geometry: /geometri|forma (?:de la|molecular)|trepev|\brpecv\b|vsepr/.test(folded),
    polarity: /\bpolar|apolar|polaridad/.test(folded),
    centralPairs:
      /pares? (?:de electrones )?(?:libres?|no enlazantes?|solitarios?)[^.?]*(?:atomo )?central/.test(folded),
    totalPairs:
      /(?:total|numero)[^.?]*pares? (?:de electrones )?(?:libres?|no enlazantes?|solitarios?)|pares? (?:de electrones )?(?:libres?|no enlazantes?|solitarios?)[^.?]*(?:en total|hay en)/.test(
        folded,
      ),
  };
  if (asked.centralPairs) asked.totalPairs = false;
  return Object.values(asked).some(Boolean) ? asked : undefined;
}

/** The geometry, polarity or lone pairs of the molecules a statement names (one or several). */
function namedMolecules(problem: string): SolverReply | undefined {
  if (optionLines(problem)) return undefined;
  const folded = foldText(problem);
  const asked = askedAbout(folded);
  if (!asked) return undefined;
  // A bond type, boiling points or intermolecular forces are other questions; numbers are data we don't use.
  if (
    /enlace|ebullicion|fusion|intermolecular|hibrida|angulo|geometria electronica|disposicion electronica|resonancia|carga formal/.test(
      folded.replace(/sus enlaces? (?:son|sean) polares/, ''),
    )
  ) {
    return undefined;
  }
  if (strayDigit(problem)) return undefined;
  const formulas = moleculesIn(problem);
  if (formulas.length === 0 || formulas.length > 4) return undefined;
  // Every capitalised formula-like token must be one we read (no ion, no unknown name in between).
  if (/[⁺⁻]|\bion\b|\banion\b|\bcation\b/.test(problem) || /\bion\b/.test(folded)) return undefined;
  const drawn = formulas.map((formula) => ({ formula, lewis: lewisStructure(formula) }));
  if (drawn.some((d) => !d.lewis)) return undefined;
  const molecules = drawn as { formula: string; lewis: Lewis }[];
  const results: string[] = [];
  const steps: string[] = [];
  for (const { formula, lewis } of molecules) {
    const name = pretty(formula);
    const shape = shapeOf(lewis);
    if (!shape) return undefined;
    const polarity = asked.polarity ? polarityOf(lewis) : undefined;
    if (asked.polarity && !polarity) return undefined;
    if ((asked.totalPairs || asked.centralPairs) && lewis.resonanceDoubt && asked.totalPairs)
      return undefined;
    const said: string[] = [];
    if (asked.totalPairs) said.push(`${pairs(totalLonePairs(lewis))} en total`);
    if (asked.centralPairs) said.push(`${pairs(lewis.centralLonePairs)} sobre el átomo central`);
    if (asked.geometry) said.push(`geometría ${shape}`);
    if (polarity) said.push(polarity.polar ? 'polar' : 'no polar');
    results.push(`${name}: ${said.join(', ')}`);
    steps.push(
      `${name}. ${describeMolecule(lewis).join(' ')}${polarity ? ` Polaridad: ${polarity.why}, así que ${polarity.polar ? 'es polar' : 'no es polar'}.` : ''}${asked.totalPairs ? ` Pares libres: ${lewis.centralLonePairs} en el ${lewis.central} y ${lewis.terminalLonePairs.reduce((a, b) => a + b, 0)} en los átomos unidos, ${totalLonePairs(lewis)} en total.` : ''}`,
    );
  }
  return {
    text: workedReply({
      title: 'Estructura de Lewis, geometría y polaridad',
      data: molecules.map((m) => pretty(m.formula)).join(', '),
      steps: [
        'Contá los electrones de valencia, uní cada átomo al central con un enlace simple, completá los octetos de los átomos de afuera y poné el resto como pares libres en el central; si al central le falta octeto, formá enlaces dobles o triples.',
        ...steps,
      ],
      answer: results.map((r) => `**${r}**`).join('\n'),
      closing: '¿Por qué los pares libres del átomo central cambian la forma aunque no se «vean» en ella?',
    }),
    certain: true,
  };
}

/** «Según la TRePEV, la geometría del SO₂ es:» with shape options: the option whose shape it is. */
const SHAPE_WORDS: readonly (readonly [RegExp, string])[] = [
  [/^(?:lineal|linear)$/, 'lineal'],
  [/^(?:angular|en v|en forma de v|doblada|flexionada)$/, 'angular'],
  [/^(?:trigonal plana|plana trigonal|triangular plana|plana triangular|triangular)$/, 'trigonal plana'],
  [
    /^(?:piramidal|piramidal trigonal|trigonal piramidal|piramide trigonal|piramidal triangular)$/,
    'piramidal trigonal',
  ],
  [/^(?:tetraedrica|tetraedro)$/, 'tetraédrica'],
  [/^(?:octaedrica)$/, 'octaédrica'],
  [/^(?:bipiramidal trigonal|bipiramide trigonal)$/, 'bipiramidal trigonal'],
  [/^(?:plana cuadrada|cuadrada plana)$/, 'plana cuadrada'],
];

function shapeOfOption(text: string): string | undefined {
  const folded = foldText(text)
    .replace(/[.\s]+$/, '')
    .trim();
  return SHAPE_WORDS.find(([pattern]) => pattern.test(folded))?.[1];
}

function geometryAmongOptions(problem: string): SolverReply | undefined {
  const read = optionLines(problem);
  if (!read) return undefined;
  const folded = foldText(read.statement);
  if (!/geometri|forma de la molecula|trepev|vsepr/.test(folded) || /polar|pares/.test(folded))
    return undefined;
  const formulas = moleculesIn(read.statement);
  if (formulas.length !== 1 || strayDigit(read.statement)) return undefined;
  const formula = at(formulas, 0, 'formula');
  const lewis = lewisStructure(formula);
  const shape = lewis && shapeOf(lewis);
  if (!lewis || !shape) return undefined;
  const named = provenOption(read.options, (option) => {
    const said = shapeOfOption(option.text);
    return said === undefined ? undefined : said === shape;
  });
  if (!named) return undefined;
  return {
    text: workedReply({
      title: 'Geometría molecular (TRePEV)',
      data: pretty(formula),
      steps: describeMolecule(lewis),
      answer: `**${named.label}) ${named.text}: la geometría del ${pretty(formula)} es ${shape}**`,
      closing: '¿Qué geometría tendría si el átomo central no tuviera pares libres?',
    }),
    certain: true,
    option: named.label,
  };
}

// The central atom's bonds, lone pairs, shape and polarity as options ------------------------------

const COUNT_WORDS = ['ningun', 'un', 'dos', 'tres', 'cuatro', 'cinco', 'seis'];
const countOf = (word: string) =>
  /^\d+$/.test(word) ? Number(word) : word === 'uno' || word === 'una' ? 1 : COUNT_WORDS.indexOf(word);
const ORDER: Readonly<Record<string, number>> = { simple: 1, doble: 2, triple: 3 };

/**
 * One claim of an option about the central atom: «3 enlaces covalentes simples», «un enlace doble»,
 * «uno simple», «1 par libre», «ningún par libre», «molécula polar», «molécula plana». Undefined when not read.
 */
function claimOnCentral(claim: string, lewis: Lewis, bonds: Map<number, number>): boolean | undefined {
  const bond = /^(\d+|[a-z]+) (?:enlaces? )?(?:covalentes? )?(simple|doble|triple)s?$/.exec(claim);
  if (bond) {
    const count = countOf(bond[1] ?? '');
    const order = ORDER[bond[2] ?? ''] ?? 0;
    if (count < 1) return undefined;
    bonds.set(order, (bonds.get(order) ?? 0) + count);
    return true;
  }
  const pairs = /^(\d+|[a-z]+) par(?:es)? (?:de electrones )?(?:libres?|no enlazantes?|solitarios?)$/.exec(
    claim,
  );
  if (pairs) {
    const count = countOf(pairs[1] ?? '');
    return count < 0 ? undefined : count === lewis.centralLonePairs;
  }
  const polar = /^(?:molecula )?(no polar|apolar|polar)$/.exec(claim);
  if (polar) {
    const polarity = polarityOf(lewis);
    return polarity && polarity.polar === (polar[1] === 'polar');
  }
  if (/^(?:molecula )?plana$/.test(claim)) {
    const shape = shapeOf(lewis) ?? '';
    return /plana/.test(shape) ? true : /piramidal|tetraedrica/.test(shape) ? false : undefined;
  }
  const shape = shapeOfOption(claim.replace(/^(?:molecula|geometria) /, ''));
  return shape === undefined ? undefined : shape === shapeOf(lewis);
}

/**
 * «En el NH₃, según la estructura de Lewis, el átomo de nitrógeno presenta:» with options of bonds, lone
 * pairs and polarity: an option is right when every claim holds and the bonds it counts are all there are.
 */
function centralAtomAmongOptions(problem: string): SolverReply | undefined {
  const read = optionLines(problem);
  if (!read) return undefined;
  const folded = foldText(read.statement);
  // «el átomo de nitrógeno» names the central atom, not a molecule N₂.
  const formulas = moleculesIn(read.statement.replace(/[aá]tomo (?:de(?:l)? )?\p{L}+/giu, ' '));
  if (formulas.length !== 1 || strayDigit(read.statement) || !/lewis|enlaces|pares/.test(folded))
    return undefined;
  const formula = at(formulas, 0, 'formula');
  const lewis = lewisStructure(formula);
  if (!lewis || lewis.resonanceDoubt) return undefined;
  const name = foldText(elements[lewis.central as ElementSymbol]?.name ?? '?');
  if (!new RegExp(`atomo (?:de(?:l)? )?${name}|\\b${name} (?:presenta|tiene)|atomo central`).test(folded))
    return undefined;
  const actual = new Map<number, number>();
  for (const order of lewis.bonds) actual.set(order, (actual.get(order) ?? 0) + 1);
  const named = provenOption(read.options, (option) => {
    const claims = foldText(option.text)
      .replace(/[.\s]+$/, '')
      .split(/\s*[;,]\s*|\s+y\s+/)
      .filter(Boolean);
    const bonds = new Map<number, number>();
    const verdicts = claims.map((claim) => claimOnCentral(claim, lewis, bonds));
    if (bonds.size > 0) {
      const same = bonds.size === actual.size && [...bonds].every(([order, n]) => actual.get(order) === n);
      verdicts.push(same);
    }
    if (verdicts.includes(false)) return false;
    return verdicts.every((v) => v === true) ? true : undefined;
  });
  if (!named) return undefined;
  return {
    text: workedReply({
      title: 'Estructura de Lewis',
      data: pretty(formula),
      steps: describeMolecule(lewis),
      answer: `**${named.label}) ${named.text}**`,
      closing: '¿Qué cambiaría si el átomo central no tuviera pares libres?',
    }),
    certain: true,
    option: named.label,
  };
}

// Boiling points -----------------------------------------------------------------------------------

/**
 * Normal boiling points in °C (sublimation for CO₂), for the comparisons the exams ask. Values from the
 * CRC Handbook of Chemistry and Physics as given on each substance's Wikipedia page (data box,
 * «Boiling point»), e.g. https://en.wikipedia.org/wiki/Hydrogen_sulfide, read 2026-12-02.
 */
const BOILING: Readonly<Record<string, number>> = {
  H2O: 100,
  H2S: -60,
  H2Se: -41,
  HF: 19.5,
  HCl: -85,
  HBr: -66,
  HI: -35,
  NH3: -33,
  PH3: -88,
  CH4: -161.5,
  C2H6: -89,
  C3H8: -42,
  CO2: -78.5,
  O2: -183,
  N2: -196,
  H2: -253,
  F2: -188,
  Cl2: -34,
  Br2: 59,
  I2: 184,
  CH3OH: 64.7,
  C2H5OH: 78.4,
};

const boilingOf = (formula: string) => {
  const parsed = parseFormula(formula);
  if (!parsed.ok) return undefined;
  const key = Object.keys(BOILING).find((k) => {
    const other = parseFormula(k);
    return other.ok && sameCounts(other.composition, parsed.composition);
  });
  return key === undefined ? undefined : BOILING[key];
};
const sameCounts = (a: Composition, b: Composition) =>
  a.size === b.size && [...a].every(([s, n]) => b.get(s) === n);

function boilingComparison(problem: string): SolverReply | undefined {
  const read = optionLines(problem);
  const statement = read?.statement ?? problem;
  const folded = foldText(statement);
  const highest =
    /mayor (?:punto|temperatura) de ebullicion|(?:punto|temperatura) de ebullicion mas alt|hierve a mayor/.test(
      folded,
    );
  const lowest =
    /menor (?:punto|temperatura) de ebullicion|(?:punto|temperatura) de ebullicion mas baj|hierve a menor/.test(
      folded,
    );
  if (highest === lowest) return undefined;
  const listed = moleculesIn(statement);
  const fromOptions = read?.options.filter((o) => !o.none).map(optionMolecule) ?? [];
  const formulas = listed.length >= 2 ? listed : (fromOptions as string[]);
  if (formulas.length < 2 || formulas.some((f) => f === undefined)) return undefined;
  const points = formulas.map((f) => ({ f, t: boilingOf(f) }));
  if (points.some((p) => p.t === undefined)) return undefined;
  const sorted = [...points].sort((a, b) => ((b.t as number) - (a.t as number)) * (highest ? 1 : -1));
  const [best, next] = sorted;
  if (!best || !next || Math.abs((best.t as number) - (next.t as number)) < 10) return undefined;
  let named: OptionLine | undefined;
  if (read) {
    named = provenOption(read.options, (option) => {
      const formula = optionMolecule(option);
      return formula === undefined ? undefined : sameFormula(formula, best.f);
    });
    if (!named) return undefined;
  }
  const hBonds = (f: string) => /H/.test(f) && /(?:^|[^a-z])(?:F|O|N)(?![a-z])/.test(f);
  return {
    text: workedReply({
      title: 'Punto de ebullición y fuerzas intermoleculares',
      data: points.map((p) => pretty(p.f)).join(', '),
      steps: [
        'Hierve más alto la sustancia con fuerzas intermoleculares más intensas: puentes de hidrógeno (H unido a F, O o N) > dipolo-dipolo (moléculas polares) > fuerzas de dispersión (crecen con el tamaño de la molécula).',
        ...points.map(
          (p) =>
            `${pretty(p.f)}: ${hBonds(p.f) ? 'forma puentes de hidrógeno' : 'no forma puentes de hidrógeno'}; hierve a ${String(p.t).replace('.', ',').replace('-', '−')} °C.`,
        ),
      ],
      answer: `**${named ? `${named.label}) ` : ''}${pretty(best.f)}: es la de ${highest ? 'mayor' : 'menor'} punto de ebullición**`,
      closing: '¿Por qué el H₂O hierve mucho más alto que el H₂S, si es una molécula más liviana?',
    }),
    certain: true,
    ...(named && { option: named.label }),
  };
}

const sameFormula = (a: string, b: string) => {
  const x = parseFormula(a);
  const y = parseFormula(b);
  return x.ok && y.ok && sameCounts(x.composition, y.composition);
};

/** The molecule readings, tried in turn. */
export function solveMolecule(problem: string): SolverReply | undefined {
  return (
    polarityAmongOptions(problem) ??
    geometryAmongOptions(problem) ??
    centralAtomAmongOptions(problem) ??
    boilingComparison(problem) ??
    namedMolecules(problem)
  );
}

export type { ElementSymbol };
