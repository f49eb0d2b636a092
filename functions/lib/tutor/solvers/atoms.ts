/**
 * The atom of the entrance programmes: the protons, neutrons and electrons of an atom, an isotope or a
 * monatomic ion («⁵⁶Fe³⁺ (Z = 26)», «cloro-37», «un átomo neutro con 17 electrones y 18 neutrones»), and
 * the period, group and last-level electrons of an element from its Z or its configuration.
 * Each reading declines unless every number of the statement found its place in it.
 */
import { type ElementSymbol, isElementSymbol } from '../../science/atomic-masses.ts';
import { elements } from '../../science/elements.ts';
import { NONMETALS, periodicProperties, SEMIMETALS } from '../../science/periodic-properties.ts';
import { foldText } from '../text.ts';
import { solveIsotopeAbundance, solveIsotopeAverage } from './chemistry-isotopes.ts';
import type { SolverReply } from './declaration.ts';
import { optionLines, provenOption } from './option-lines.ts';
import { workedReply } from './reply.ts';
import { withoutOptions } from './statement.ts';

const SUPERSCRIPT_DIGITS = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const fromSuperscript = (text: string) =>
  [...text].map((c) => (SUPERSCRIPT_DIGITS.includes(c) ? String(SUPERSCRIPT_DIGITS.indexOf(c)) : c)).join('');

/** Every whole number the statement writes, superscripts included («⁵⁶Fe³⁺» writes 56 and 3). */
const numbersOf = (text: string) =>
  [...fromSuperscript(text).matchAll(/\d+(?:[.,]\d+)?/g)].map((m) => Number(m[0].replace(',', '.')));

interface Atom {
  z?: number;
  a?: number;
  /** The ion's charge; 0 for a neutral atom. */
  charge?: number;
  protons?: number;
  neutrons?: number;
  electrons?: number;
  symbol?: ElementSymbol;
  /** The numbers the reading took, to check that none was left out. */
  used: number[];
}

const ELEMENT_BY_NAME = new Map(
  (Object.keys(elements) as ElementSymbol[]).map((symbol) => [foldText(elements[symbol].name), symbol]),
);

/** Sets a field once; false when the statement gives it twice with different values. */
function give(atom: Atom, field: 'z' | 'a' | 'charge' | 'protons' | 'neutrons' | 'electrons', value: number) {
  const had = atom[field];
  if (had !== undefined && had !== value) return false;
  atom[field] = value;
  return true;
}

/** «⁵⁶Fe³⁺», «Fe³⁺», «S²⁻», «Na⁺», «Fe3+», «S2-», «¹⁴C»: a symbol with its mass number or its charge. */
function readNotation(text: string, atom: Atom): boolean {
  const notation =
    /(?<![\p{L}\d])([⁰¹²³⁴⁵⁶⁷⁸⁹]*)([A-Z][a-z]?)(?:([⁰¹²³⁴⁵⁶⁷⁸⁹]*)([⁺⁻])|(\d*)([+-])(?![\d\p{L}]))?(?![\p{L}\d])/gu;
  for (const m of text.matchAll(notation)) {
    const [, mass = '', symbol = '', superCharge = '', superSign, plainCharge = '', plainSign] = m;
    const sign = superSign ?? plainSign;
    // «El catión X²⁺»: a letter standing for an unknown element still writes its charge (and mass).
    const generic = /^[XYE]$/.test(symbol);
    if ((!isElementSymbol(symbol) && !generic) || (!mass && !sign)) continue;
    if (isElementSymbol(symbol)) {
      if (atom.symbol && atom.symbol !== symbol) return false;
      atom.symbol = symbol;
    }
    if (mass) {
      const a = Number(fromSuperscript(mass));
      if (!give(atom, 'a', a)) return false;
      atom.used.push(a);
    }
    if (sign) {
      const digits = fromSuperscript(superCharge || plainCharge);
      const size = digits ? Number(digits) : 1;
      if (!give(atom, 'charge', sign === '+' || sign === '⁺' ? size : -size)) return false;
      if (digits) atom.used.push(size);
    }
  }
  return true;
}

/** «cloro-37», «C-14», «el isótopo 37 del cloro»: an element named with its mass number. */
function readIsotope(folded: string, text: string, atom: Atom): boolean {
  for (const m of folded.matchAll(/\b([a-z]+)\s*-\s*(\d+)\b/g)) {
    const symbol = ELEMENT_BY_NAME.get(m[1] ?? '');
    if (!symbol) continue;
    if ((atom.symbol && atom.symbol !== symbol) || !give(atom, 'a', Number(m[2]))) return false;
    atom.symbol = symbol;
    atom.used.push(Number(m[2]));
  }
  for (const m of text.matchAll(/(?<![\p{L}\d])([A-Z][a-z]?)\s*-\s*(\d+)\b/gu)) {
    const symbol = m[1] ?? '';
    if (!isElementSymbol(symbol)) continue;
    if ((atom.symbol && atom.symbol !== symbol) || !give(atom, 'a', Number(m[2]))) return false;
    atom.symbol = symbol;
    atom.used.push(Number(m[2]));
  }
  return true;
}

/** «Z = 26», «A = 32», «número atómico 17», «su número másico es 40». */
function readNumbers(text: string, folded: string, atom: Atom): boolean {
  const read = (pattern: RegExp, source: string, field: 'z' | 'a') => {
    for (const m of source.matchAll(pattern)) {
      const value = Number(m[1]);
      if (!give(atom, field, value)) return false;
      atom.used.push(value);
    }
    return true;
  };
  const of = String.raw`(?:\s+del?\s+[a-z]+)?(?:\s+(?:es|vale|igual\s+a))?\s*(?:[=:]\s*|de\s+)?(\d+)\b`;
  return (
    // «Z = 16», «Z del azufre = 16».
    // «Z = 16», «Z del azufre = 16», «Z(Fe) = 26».
    read(/(?<![\p{L}])Z(?:\s+del?\s+\p{Ll}+|\s*\(\s*[A-Z][a-z]?\s*\))?\s*=\s*(\d+)/gu, text, 'z') &&
    read(/(?<![\p{L}])A(?:\s+del?\s+\p{Ll}+)?\s*=\s*(\d+)/gu, text, 'a') &&
    read(new RegExp(`numero atomico${of}`, 'g'), folded, 'z') &&
    read(new RegExp(`numero masico${of}`, 'g'), folded, 'a')
  );
}

/** «17 electrones y 18 neutrones», «tiene 26 protones»: counts the statement gives. */
function readCounts(given: string, atom: Atom): boolean {
  for (const m of given.matchAll(/\b(\d+)\s+(protones|neutrones|electrones)\b/g)) {
    const value = Number(m[1]);
    const field = m[2] === 'protones' ? 'protons' : m[2] === 'neutrones' ? 'neutrons' : 'electrons';
    if (!give(atom, field, value)) return false;
    atom.used.push(value);
  }
  return true;
}

/** The element the statement names in words («un átomo de hierro», «el cloro»), if one. */
function namedElement(folded: string): ElementSymbol | undefined {
  const named = [...folded.matchAll(/\p{L}+/gu)]
    .map((m) => ELEMENT_BY_NAME.get(m[0]))
    .filter((symbol): symbol is ElementSymbol => symbol !== undefined);
  return new Set(named).size === 1 ? named[0] : undefined;
}

type Particle = 'protons' | 'neutrons' | 'electrons' | 'a' | 'z';

const PARTICLE_WORDS: Record<Particle, RegExp> = {
  protons: /\bprotones\b/,
  neutrons: /\bneutrones\b/,
  electrons: /\belectrones\b/,
  a: /numero masico/,
  z: /numero atomico/,
};

/** A sum, difference, product or ratio of what is found («la suma de protones y electrones»). */
/** «número total de partículas», «cuántas partículas … en total»: the three counts summed. */
const TOTAL_ASKED =
  /\b(?:numero )?total de particulas\b|\bcuantas particulas(?: (?:fundamentales|subatomicas|elementales))?\b[^?.]*\ben total\b/;

const COMBINED_ASKED = /suma|diferencia|\bmas\b|\bmenos\b|producto|cociente|relacion/;

/** The statement split at its question: what it gives, and what it asks. */
function splitQuestion(folded: string): { given: string; question: string } {
  // Without «¿» («cuantos neutrones tiene el cloro-37 si Z = 17»), the question starts at its word, or at
  // the exam's order («Determinar su número másico», «Indicá los protones…»).
  const word =
    /\b(?:cuant[oa]s?|cual(?:es)?|que|indi(?:ca|que)(?:r|n)?|determin(?:a|e)(?:r|n)?|calcul(?:a|e)(?:r|n)?|hall(?:a|e)(?:r|n)?|senal(?:a|e)(?:r|n)?)\b/.exec(
      folded,
    );
  const mark = folded.includes('¿') ? folded.lastIndexOf('¿') : (word?.index ?? -1);
  if (mark >= 0) {
    // «¿Cuántos neutrones tiene…, si el número atómico es 17?»: the condition is a datum, not the question.
    const question = folded.slice(mark);
    const condition = /,?\s+(?:si|sabiendo|considerando|dado)\b/.exec(question);
    if (!condition) return { given: folded.slice(0, mark), question };
    return {
      given: folded.slice(0, mark) + question.slice(condition.index),
      question: question.slice(0, condition.index),
    };
  }
  const stem = /(?:tiene|posee|contiene|esta formado por|presenta)\s*:?\s*$/.exec(folded);
  if (stem) return { given: folded.slice(0, stem.index), question: folded.slice(stem.index) };
  return { given: folded, question: '' };
}

/** Completes Z, A, the charge and the three counts from what was given; false on a contradiction. */
function complete(atom: Atom): boolean {
  if (atom.symbol && !give(atom, 'z', elements[atom.symbol].z)) return false;
  if (atom.protons !== undefined && !give(atom, 'z', atom.protons)) return false;
  // A neutral atom's (or an ion's of known charge) electrons give its protons.
  if (atom.z === undefined && atom.electrons !== undefined && atom.charge !== undefined)
    atom.z = atom.electrons + atom.charge;
  if (atom.z === undefined) return false;
  give(atom, 'protons', atom.z);
  if (atom.neutrons !== undefined && !give(atom, 'a', atom.z + atom.neutrons)) return false;
  if (atom.a !== undefined && !give(atom, 'neutrons', atom.a - atom.z)) return false;
  if (atom.electrons !== undefined && !give(atom, 'charge', atom.z - atom.electrons)) return false;
  if (atom.charge !== undefined && !give(atom, 'electrons', atom.z - atom.charge)) return false;
  return [atom.a, atom.neutrons, atom.electrons].every((v) => v === undefined || v >= 0);
}

const LABELS: Record<Particle, string> = {
  protons: 'protones',
  neutrons: 'neutrones',
  electrons: 'electrones',
  a: 'número másico',
  z: 'número atómico',
};

/** The particles of an atom, an isotope or an ion, or undefined when the statement is not one. */
const SUBSCRIPT_DIGITS = '₀₁₂₃₄₅₆₇₈₉';
/** «⁸⁰₃₅Br⁻», «⁸⁰₃₅Br», «²⁴₁₂Mg²⁺»: a species written with A, Z and its charge. */
const NOTATION = /^([⁰¹²³⁴⁵⁶⁷⁸⁹]+)([₀₁₂₃₄₅₆₇₈₉]+)([A-Z][a-z]?)([⁰¹²³⁴⁵⁶⁷⁸⁹]*)([⁺⁻]?)$/;

/**
 * «Una especie tiene 35 protones, 45 neutrones y 36 electrones. Su representación correcta es:» with options
 * «⁸⁰₃₅Br⁻»…: Z is the protons, A = Z + N, the charge protons − electrons, the symbol the table's for Z.
 */
function notationAmongOptions(problem: string): SolverReply | undefined {
  const read = optionLines(problem);
  if (!read) return undefined;
  const folded = foldText(read.statement);
  if (!/representa|notacion|simbolo|se escribe|corresponde/.test(folded)) return undefined;
  const count = (word: string) => [...folded.matchAll(new RegExp(`\\b(\\d+) ${word}\\b`, 'g'))];
  const [p, n, e] = [count('protones'), count('neutrones'), count('electrones')];
  if (p.length !== 1 || n.length !== 1 || e.length !== 1) return undefined;
  const [protons, neutrons, electrons] = [p, n, e].map((m) => Number(m[0]?.[1]));
  if ((folded.match(/\d+/g) ?? []).length !== 3) return undefined;
  const symbol = [...periodicProperties].find(([, row]) => row.z === protons)?.[0];
  if (!symbol || !protons || neutrons === undefined || electrons === undefined) return undefined;
  const a = protons + neutrons;
  const charge = protons - electrons;
  const readOption = (text: string) => {
    const m = NOTATION.exec(text.replace(/\s+/g, ''));
    if (!m) return undefined;
    const size = m[5] ? (m[4] ? Number(fromSuperscript(m[4])) : 1) : 0;
    return {
      a: Number(fromSuperscript(m[1] ?? '')),
      z: Number([...(m[2] ?? '')].map((d) => SUBSCRIPT_DIGITS.indexOf(d)).join('')),
      symbol: m[3],
      charge: m[5] === '⁻' ? -size : size,
    };
  };
  const named = provenOption(read.options, (option) => {
    const o = readOption(option.text);
    return o && o.a === a && o.z === protons && o.symbol === symbol && o.charge === charge;
  });
  if (!named || read.options.some((o) => !o.none && !readOption(o.text))) return undefined;
  return {
    text: workedReply({
      title: 'Notación de una especie química',
      data: `${protons} protones, ${neutrons} neutrones y ${electrons} electrones`,
      steps: [
        `Z = protones = ${protons}: es el ${elements[symbol as ElementSymbol].name} (${symbol}).`,
        `A = Z + N = ${protons} + ${neutrons} = ${a}.`,
        `Carga = protones − electrones = ${protons} − ${electrons} = ${charge > 0 ? `+${charge}` : charge < 0 ? `−${-charge}` : '0'}.`,
      ],
      answer: `**${named.label}) ${named.text}**`,
      closing: '¿Qué cambiaría en la notación si fuera un isótopo con un neutrón más?',
    }),
    certain: true,
    option: named.label,
  };
}

export function solveAtomicParticles(problem: string): SolverReply | undefined {
  // «³⁵Cl (75,8 %) y ³⁷Cl (24,2 %) … la masa atómica promedio»: the isotopes' weighted mean.
  const average =
    solveIsotopeAverage(problem) ?? solveIsotopeAbundance(problem) ?? notationAmongOptions(problem);
  if (average) return average;
  const text = withoutOptions(problem);
  const folded = foldText(text);
  if (
    !/protones|neutrones|electrones|numero masico|numero atomico|\b(?:isotopo|ion|cation|anion|atomo)\b/.test(
      folded,
    )
  )
    return undefined;
  if (/configuracion|periodo|grupo|nivel|orbital|masa molar|moles?\b|gramos/.test(folded)) return undefined;
  // «el número total de partículas (protones, neutrones y electrones) del catión»: the three, summed.
  const total = TOTAL_ASKED.test(folded);
  // Valence or outer electrons are another question; «dos átomos», «en total», a molecule count many atoms.
  if (
    /valencia|capa|ultimo|extern|desapare|molecula|total|\b(?:dos|tres|cuatro|cinco|seis|diez|cien)\b/.test(
      total ? folded.replace(TOTAL_ASKED, ' ') : folded,
    )
  )
    return undefined;
  const { given, question } = splitQuestion(folded);
  if (COMBINED_ASKED.test(question)) return undefined;
  // «¿Cuántos electrones cede cada átomo de magnesio?»: the electrons an ion formation moves, not the
  // atom's own count.
  if (
    /\b(?:cede|ceden|gana|ganan|pierde|pierden|acepta|aceptan|capta|captan|comparte|comparten|transfier\w*|recibe|reciben)\b/.test(
      question,
    )
  )
    return undefined;
  const atom: Atom = { used: [] };
  if (!readNotation(text, atom) || !readIsotope(folded, text, atom) || !readNumbers(text, folded, atom))
    return undefined;
  if (!readCounts(given, atom)) return undefined;
  const named = namedElement(folded);
  if (named && atom.symbol && named !== atom.symbol) return undefined;
  atom.symbol ??= named;
  const ionWords = /\b(?:ion|cation|anion)\b/.test(folded);
  // An atom is neutral unless the statement writes a charge or calls it an ion.
  if (/\bneutro\b/.test(folded) && !give(atom, 'charge', 0)) return undefined;
  // «el anión divalente que forma», «un catión trivalente»: the charge said in words.
  const valence = /\b(anion|cation)\s+(mono|di|tri)valente\b/.exec(folded);
  if (valence) {
    const size = valence[2] === 'mono' ? 1 : valence[2] === 'di' ? 2 : 3;
    if (!give(atom, 'charge', valence[1] === 'anion' ? -size : size)) return undefined;
  }
  if (atom.charge === undefined && !ionWords) atom.charge = 0;
  // Every number of the statement was read as a datum, and none twice over.
  const numbers = numbersOf(text);
  if (numbers.length !== atom.used.length) return undefined;
  if (!complete(atom)) return undefined;
  // «Determine los neutrones de un átomo cuyo número másico es 31…»: a quantity the question gives its value
  // is a datum of it, not asked.
  const named3 = (Object.keys(PARTICLE_WORDS) as Particle[]).filter(
    (p) =>
      PARTICLE_WORDS[p].test(question) &&
      !new RegExp(
        `${PARTICLE_WORDS[p].source}(?:\\s+del?\\s+[a-z]+)?\\s*(?:es|vale|igual a|=|:|de)?\\s*\\d`,
      ).test(question),
  );
  // «El ion … tiene:» lists the three; «¿Cuántos nucleones / partículas con carga…?» is a count of another kind.
  const generic =
    question !== '' &&
    named3.length === 0 &&
    /tiene|posee|contiene|formado|presenta/.test(question) &&
    !/cuant|nucleo|particula|carga|suma|diferencia/.test(question);
  const asked: Particle[] = generic || total ? ['protons', 'neutrons', 'electrons'] : named3;
  if (asked.length === 0 || (total && named3.some((p) => p === 'a' || p === 'z'))) return undefined;
  if (asked.some((p) => atom[p] === undefined)) return undefined;
  // A particle the statement gave is not the question («tiene 17 electrones… ¿cuántos electrones?»).
  const results = asked.map((p) =>
    p === 'a' || p === 'z' ? `${LABELS[p]} = ${atom[p]}` : `${atom[p]} ${LABELS[p]}`,
  );
  const name = atom.symbol ? `${elements[atom.symbol].name} (${atom.symbol})` : 'el elemento';
  const charge = atom.charge ?? 0;
  const steps = [
    `El número atómico Z es la cantidad de protones: Z = ${atom.z}, así que hay ${atom.protons} protones${atom.symbol ? ` (el ${name} tiene Z = ${elements[atom.symbol].z})` : ''}.`,
  ];
  if (atom.a !== undefined)
    steps.push(
      `El número másico A cuenta protones más neutrones: neutrones = A − Z = ${atom.a} − ${atom.z} = ${atom.neutrons}.`,
    );
  steps.push(
    charge === 0
      ? `Un átomo neutro tiene tantos electrones como protones: ${atom.electrons} electrones.`
      : charge > 0
        ? `Un catión de carga ${charge}+ perdió ${charge} electrones: ${atom.z} − ${charge} = ${atom.electrons} electrones.`
        : `Un anión de carga ${-charge}− ganó ${-charge} electrones: ${atom.z} + ${-charge} = ${atom.electrons} electrones.`,
  );
  const sum = (atom.protons ?? 0) + (atom.neutrons ?? 0) + (atom.electrons ?? 0);
  if (total)
    steps.push(
      `En total: ${atom.protons} + ${atom.neutrons} + ${atom.electrons} = ${sum} partículas (A + electrones = ${atom.a} + ${atom.electrons}).`,
    );
  return {
    text: workedReply({
      title: 'Protones, neutrones y electrones',
      data: [
        `Z = ${atom.z}`,
        atom.a !== undefined ? `A = ${atom.a}` : '',
        charge === 0 ? 'átomo neutro' : `carga ${Math.abs(charge)}${charge > 0 ? '+' : '−'}`,
      ]
        .filter(Boolean)
        .join('; '),
      steps,
      answer: total
        ? `**${sum} partículas en total (${results.join(' + ')})**`
        : `**${results.length > 1 ? `${results.slice(0, -1).join(', ')} y ${results.at(-1)}` : results.join('')}**`,
      closing: '¿Qué cambia entre dos isótopos del mismo elemento: los protones o los neutrones?',
    }),
    certain: true,
  };
}

/** The order in which subshells fill (Madelung's rule), with their capacities. */
const SUBSHELLS: readonly (readonly [n: number, l: 's' | 'p' | 'd' | 'f', capacity: number])[] = [
  [1, 's', 2],
  [2, 's', 2],
  [2, 'p', 6],
  [3, 's', 2],
  [3, 'p', 6],
  [4, 's', 2],
  [3, 'd', 10],
  [4, 'p', 6],
  [5, 's', 2],
  [4, 'd', 10],
  [5, 'p', 6],
  [6, 's', 2],
];

/** Elements whose ground state breaks the filling order (Cr, Cu, Mo, Ag…): the reading declines them. */
const ANOMALOUS = new Set([24, 29, 41, 42, 44, 45, 46, 47]);

interface Placement {
  configuration: string;
  period: number;
  group: number;
  lastLevel: number;
}

const SUPER = (n: number) => [...String(n)].map((d) => SUPERSCRIPT_DIGITS.charAt(Number(d))).join('');

/** The configuration, period, group and last-level electrons of a neutral atom of Z ≤ 54. */
export function placement(z: number): Placement | undefined {
  if (!Number.isInteger(z) || z < 1 || z > 54 || ANOMALOUS.has(z)) return undefined;
  let left = z;
  const filled: [number, 's' | 'p' | 'd' | 'f', number][] = [];
  for (const [n, l, capacity] of SUBSHELLS) {
    if (left <= 0) break;
    const count = Math.min(capacity, left);
    filled.push([n, l, count]);
    left -= count;
  }
  const period = Math.max(...filled.map(([n]) => n));
  const inLast = (l: string) =>
    filled.filter(([n, sub]) => n === period && sub === l).reduce((sum, [, , c]) => sum + c, 0);
  const s = inLast('s');
  const p = inLast('p');
  const d = filled.filter(([n, l]) => l === 'd' && n === period - 1).reduce((sum, [, , c]) => sum + c, 0);
  const lastShell = filled.at(-1);
  const block = lastShell?.[1];
  const group = z === 2 ? 18 : block === 's' ? s : block === 'd' ? s + d : 10 + s + p;
  return {
    configuration: filled.map(([n, l, c]) => `${n}${l}${SUPER(c)}`).join(' '),
    period,
    group,
    lastLevel: s + p,
  };
}

/**
 * «1s² 2s² 2p⁶ 3s² 3p⁵» or «1s2 2s2 2p6»: the number of electrons it holds, if it is one written in the
 * filling order, each subshell full but the last. With `ending` («…termina en 4s² 3d¹⁰ 4p⁴») the terms
 * are the last ones of the configuration, the ones before taken full.
 */
function electronsOfConfiguration(text: string, ending: boolean): number | undefined {
  const terms = [...fromSuperscript(text).matchAll(/\b([1-7])([spdf])\^?(\d{1,2})(?![\d\p{L}])/gu)];
  if (terms.length < (ending ? 1 : 2)) return undefined;
  const written = terms.map((m) => `${m[1]}${m[2]}${m[3]}`).join(' ');
  const last = terms.at(-1);
  const position = SUBSHELLS.findIndex(([n, l]) => `${n}${l}` === `${last?.[1]}${last?.[2]}`);
  if (position < 0) return undefined;
  const total = ending
    ? SUBSHELLS.slice(0, position).reduce((sum, [, , capacity]) => sum + capacity, 0) + Number(last?.[3])
    : terms.reduce((sum, m) => sum + Number(m[3]), 0);
  const expected = placement(total)?.configuration;
  if (!expected) return undefined;
  const full = fromSuperscript(expected).replace(/\s+/g, ' ');
  return (ending ? full.endsWith(` ${written}`) || full === written : full === written) ? total : undefined;
}

/**
 * The element of an ion the statement writes with its charge and its electrons («El anión X²⁻ tiene 18
 * electrones»): Z = electrons + charge. Undefined when it gives no count of electrons, null when it is
 * read two ways (two ions, two counts).
 */
function ionsElement(
  text: string,
  folded: string,
): { z: number; electrons: number; charge: number; chargeText: string; used: number[] } | null | undefined {
  const charges = [...text.matchAll(/(?<![\p{L}\d])[A-Z][a-z]?([⁰¹²³⁴⁵⁶⁷⁸⁹]*)([⁺⁻])/gu)];
  const counts = [...folded.matchAll(/\b(\d+)\s+electrones\b/g)];
  if (counts.length === 0) return undefined;
  const [charged] = charges;
  const [count] = counts;
  if (!charged || !count || charges.length !== 1 || counts.length !== 1) return null;
  const digits = fromSuperscript(charged[1] ?? '');
  const size = digits ? Number(digits) : 1;
  const charge = charged[2] === '⁺' ? size : -size;
  const electrons = Number(count[1]);
  return {
    z: electrons + charge,
    electrons,
    charge,
    chargeText: `${size === 1 ? '' : size}${charge > 0 ? '+' : '−'}`,
    used: [electrons, ...(digits ? [size] : [])],
  };
}

/** The period, the group or the last-level electrons of an element, from its Z or configuration. */
export function solvePeriodicPlacement(problem: string): SolverReply | undefined {
  const text = withoutOptions(problem);
  const folded = foldText(text);
  const question = folded.slice(Math.max(0, folded.lastIndexOf('¿')));
  // «¿En qué período y grupo se ubica? ¿Es metal o no metal?»: the metal character asked last, the place before.
  const asksMetal = /^¿?\s*(?:es (?:un )?)?(?:metal o no metal|no metal o metal)\b/.test(question);
  const asked = asksMetal ? folded.slice(Math.max(0, folded.indexOf('¿'))) : question;
  const asksPeriod = /periodo/.test(asked);
  const asksGroup = /grupo/.test(asked);
  const asksLast = /ultimo nivel|capa de valencia|electrones de valencia|nivel mas externo/.test(question);
  // «el número de electrones desapareados (y el de valencia)»: Hund's rule on the last subshell.
  const asksUnpaired = /\bdesapareados?\b/.test(question);
  // Beside the configuration, the place or the orbitals asked too: a second question this reading leaves.
  if (asksUnpaired && /configuracion|periodo|grupo|orbital|cuantic/.test(question)) return undefined;
  // A number made of what this reading finds («su grupo más su período», «cuántos le faltan para
  // completar…») is another question.
  if (COMBINED_ASKED.test(question) || /falta|complet|ganar|perder|gana|pierde/.test(question))
    return undefined;
  // «¿Cuál es la configuración electrónica del sodio (Z = 11)?»: the configuration itself is asked.
  const asksConfiguration =
    /(?:cual es|escrib\w*|indi\w*|de|da) (?:la |su )?configuracion electronica/.test(question) &&
    !/[spdf][⁰¹²³⁴⁵⁶⁷⁸⁹]|\d[spdf]\d/.test(folded) &&
    // The abbreviated form, unpaired electrons, quantum numbers or a second question: not this reading.
    !/abreviad|gas noble|\[|desapare|orbital|cuantic|\sy (?:cuant|que|cual|en que|a que)/.test(question);
  const stem =
    /(?:corresponde a|pertenece a|se ubica en|ubicado en|esta en|se encuentra en|se halla en|su ubicacion en la tabla(?: periodica)? es)[^.?]*:?\s*$/.test(
      folded,
    );
  if (!asksPeriod && !asksGroup && !asksLast && !stem && !asksConfiguration && !asksMetal && !asksUnpaired)
    return undefined;
  // «El anión X²⁻ tiene 18 electrones… ¿a qué período pertenece X?»: the element's Z from the ion's
  // electrons and charge; the ion's own configuration or last level is another question.
  const ion = /\b(?:ion|cation|anion)\b|[⁺⁻]/.test(folded) ? ionsElement(text, folded) : undefined;
  if (ion === null || (ion && (asksConfiguration || asksLast))) return undefined;
  const fromConfiguration = electronsOfConfiguration(text, /termina en|finaliza en|acaba en/.test(folded));
  const zs = [
    ...text.matchAll(/(?<![\p{L}])Z\s*=\s*(\d+)/gu),
    ...folded.matchAll(/numero atomico(?:\s+(?:es|igual\s+a))?\s*[=:]?\s*(\d+)/g),
    // «Un átomo neutro tiene 35 electrones»: as many protons.
    ...(ion
      ? []
      : folded.matchAll(/\batomo neutro(?: [a-z])? (?:que )?(?:tiene|posee|con) (\d+) electrones\b/g)),
  ].map((m) => Number(m[1]));
  // «…del sodio»: the element named, its Z from the table (and the same as a Z the statement gives).
  const named = [...folded.matchAll(/\p{L}+/gu)]
    .map((m) => ELEMENT_BY_NAME.get(m[0]))
    .filter((symbol): symbol is ElementSymbol => symbol !== undefined);
  const namedZ = new Set(named).size === 1 && named[0] ? elements[named[0]].z : undefined;
  if (namedZ !== undefined && zs.some((v) => v !== namedZ)) return undefined;
  // «Indique el grupo y el período del calcio»: the element named, its Z from the table.
  if (ion && (zs.length > 0 || (namedZ !== undefined && namedZ !== ion.z))) return undefined;
  const z = ion?.z ?? fromConfiguration ?? zs[0] ?? namedZ;
  if (z === undefined || new Set(zs).size > 1 || (fromConfiguration !== undefined && zs.some((v) => v !== z)))
    return undefined;
  // Every number is Z or a superscript of the configuration.
  // A mass number («su número másico es 32», «A = 24») does not move an element in the table.
  const massNumbers = [
    ...folded.matchAll(/numero masico(?:\s+(?:es|igual\s+a|de))?\s*[=:]?\s*(\d+)/g),
    ...text.matchAll(/(?<![\p{L}])A\s*=\s*(\d+)/gu),
  ].map((m) => Number(m[1]));
  // «… y 18 neutrones»: the neutrons, like the mass number, leave the element where it is.
  const neutrons = ion ? [] : [...folded.matchAll(/\b(\d+) neutrones\b/g)].map((m) => Number(m[1]));
  const allowed = [z, ...massNumbers, ...neutrons, ...(ion?.used ?? [])];
  if (fromConfiguration === undefined && numbersOf(text).some((n) => !allowed.includes(n))) return undefined;
  const place = placement(z);
  if (!place) return undefined;
  // A transition metal's «valence electrons» are counted two ways (the s alone, or s and d): not ours.
  if (/valencia/.test(question) && place.group >= 3 && place.group <= 12) return undefined;
  // Metal or not by the table's staircase; a semimetal or a noble gas is not sorted so simply.
  const symbol = [...periodicProperties].find(([, row]) => row.z === z)?.[0];
  if (asksMetal && (!symbol || SEMIMETALS.has(symbol) || place.group === 18)) return undefined;
  const character = asksMetal && symbol ? (NONMETALS.has(symbol) ? 'no metal' : 'metal') : undefined;
  // Unpaired electrons of a main-group atom: its last subshell, s or p, filled one electron an orbital first.
  const last = /(\d)([sp])([⁰¹²³⁴⁵⁶⁷⁸⁹]+)\s*$/.exec(place.configuration);
  const lastCount = last ? Number(fromSuperscript(last[3] ?? '')) : undefined;
  const unpaired =
    !asksUnpaired || !last || lastCount === undefined || (place.group >= 3 && place.group <= 12)
      ? undefined
      : last[2] === 's'
        ? lastCount % 2
        : lastCount <= 3
          ? lastCount
          : 6 - lastCount;
  if (asksUnpaired && unpaired === undefined) return undefined;
  const where: string[] = [];
  if (asksPeriod || stem) where.push(`el período ${place.period}`);
  if (asksGroup || stem) where.push(`${where.length ? '' : 'el '}grupo ${place.group}`);
  const parts = where.length ? [`Está en ${where.join(', ')}`] : [];
  if (asksConfiguration) parts.push(`Configuración electrónica: ${place.configuration}`);
  if (character) parts.push(`${parts.length ? 'es' : 'Es'} un ${character}`);
  const lastPart = `${place.lastLevel} ${place.lastLevel === 1 ? 'electrón' : 'electrones'} en el último nivel`;
  const unpairedPart = `${unpaired} ${unpaired === 1 ? 'electrón desapareado' : 'electrones desapareados'}`;
  // Both asked: in the order the question names them («…desapareados y … de valencia, respectivamente»).
  if (asksUnpaired && asksLast)
    parts.push(
      `Tiene ${question.indexOf('desapare') < question.search(/valencia|ultimo nivel|externo/) ? `${unpairedPart} y ${lastPart}` : `${lastPart} y ${unpairedPart}`}`,
    );
  else if (asksLast) parts.push(`Tiene ${lastPart}`);
  else if (asksUnpaired) parts.push(`Tiene ${unpairedPart}`);
  return {
    text: workedReply({
      title: 'Configuración electrónica y ubicación en la tabla',
      data: [
        fromConfiguration !== undefined ? `configuración ${place.configuration} (Z = ${z})` : `Z = ${z}`,
        ...(ion
          ? [
              `del ion: ${ion.electrons} electrones y carga ${ion.chargeText}, Z = ${ion.electrons} ${ion.charge < 0 ? '−' : '+'} ${Math.abs(ion.charge)} = ${z}`,
            ]
          : []),
        ...massNumbers.map((a) => `A = ${a}, que no cambia su lugar en la tabla`),
      ].join('; '),
      steps: [
        `Distribuí los ${z} electrones en el orden de llenado (regla de las diagonales): ${place.configuration}.`,
        `El nivel más alto ocupado es el ${place.period}: ese es el período.`,
        `En el último nivel hay ${place.lastLevel} electrones; el grupo sale de los electrones externos (s, p y, en los de transición, los d del nivel anterior): grupo ${place.group}.`,
        ...(unpaired !== undefined && last
          ? [
              `Por la regla de Hund, los ${lastCount} electrones ${last[1]}${last[2]} ocupan primero un orbital cada uno (hay ${last[2] === 's' ? 1 : 3}): quedan ${unpaired} desapareados.`,
            ]
          : []),
        ...(character
          ? [
              `Los no metales están a la derecha de la escalera de la tabla (más el hidrógeno); los metales, a la izquierda: el ${symbol} (Z = ${z}) es un ${character}.`,
            ]
          : []),
      ],
      answer: `**${parts.join('; ')}**`,
      closing: '¿Qué tienen en común los elementos de un mismo grupo?',
    }),
    certain: true,
  };
}
