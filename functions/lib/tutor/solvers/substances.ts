/**
 * The substances a chemistry statement names, by formula or by their everyday name, for the solvers
 * of solutions, gases and particle counts: "20 g de NaOH", "de hidróxido de sodio", "h2so4".
 */

import { atomicMasses, type ElementSymbol } from '../../science/atomic-masses.ts';
import {
  type Composition,
  type FormulaResult,
  molarMass,
  parseFormula,
  pretty,
  recase,
  sameComposition,
} from '../../science/formula.ts';
import { commonNames } from '../../science/substance-names.ts';
import { foldText } from '../text.ts';

export interface Substance {
  formula: string;
  composition: Composition;
  /** Where it starts in the message. */
  index: number;
  /** The name as typed, when it was a name. */
  name?: string;
  molarMass: number;
}

const byLength = [...commonNames].sort((a, b) => b[0].length - a[0].length);
const FORMULA_AT = /^(?:[A-Z][a-z]?|\()[A-Za-z\d()₀-₉·]*/;
const LOWER_FORMULA_AT = /^[a-z][a-z\d()]*\d[a-z\d()]*/;

/** Every substance named in the message, in order, each once. */
export function findSubstances(message: string): Substance[] {
  const folded = foldText(message);
  const found: Substance[] = [];
  const add = (parsed: FormulaResult, index: number, name?: string) => {
    if (!parsed.ok) return;
    if (found.some((s) => sameComposition(s.composition, parsed.composition))) return;
    found.push({
      formula: parsed.formula,
      composition: parsed.composition,
      index,
      ...(name ? { name } : {}),
      molarMass: molarMass(parsed.composition),
    });
  };
  let i = 0;
  while (i < message.length) {
    const boundary = i === 0 || !/[\p{L}\d]/u.test(message.charAt(i - 1));
    if (!boundary) {
      i++;
      continue;
    }
    const name = byLength.find(
      ([n]) => folded.startsWith(n, i) && !/[\p{L}\d]/u.test(folded[i + n.length] ?? ''),
    );
    if (name) {
      add(parseFormula(name[1]), i, name[0]);
      i += name[0].length;
      continue;
    }
    const token = FORMULA_AT.exec(message.slice(i))?.[0]?.replace(/[.·]+$/, '');
    // A capitalised word ("Se", "Si", "La") is not a formula: only tokens with a digit or two symbols,
    // or a lone symbol right after "de" ("10 g de Ca").
    const afterDe = /\bde\s+$/.test(folded.slice(Math.max(0, i - 4), i));
    if (token && (/\d|[₀-₉]|[A-Z][a-z]?[A-Z(]/.test(token) || (afterDe && /^[A-Z][a-z]?$/.test(token)))) {
      add(parseFormula(token), i);
      i += token.length;
      continue;
    }
    const lower = LOWER_FORMULA_AT.exec(message.slice(i))?.[0];
    if (lower) {
      const recased = recase(lower);
      if (recased) add(parseFormula(recased), i);
      i += lower.length;
      continue;
    }
    i++;
  }
  return found;
}

export const substanceName = (s: Substance) => pretty(s.formula);

/** A molar mass the statement gives as a datum. */
export interface GivenMolarMass {
  value: number;
  /** The substance it is given for, when the statement names it: "M(NaOH) = 40 g/mol". */
  formula?: string;
  index: number;
  end: number;
}

const NUMBER = String.raw`\d+(?:[.,]\d+)?`;
// "(M(NaOH) = 40 g/mol)", "Mr = 98", "PM: 58,5", "masa molar del NaCl = 58,5 g/mol", "M = 40 g/mol".
// A bare "M = 40" is a molarity unless g/mol follows.
const GIVEN_MOLAR_MASS = new RegExp(
  String.raw`(?:\b(?:Mr|MM|PM|Pm|M_r|Mm)\s*(?:\(([^=]*?)\))?\s*(?:=|:)\s*(${NUMBER})(?:\s*g\s*/\s*mol)?` +
    String.raw`|\bM\s*(?:\(([^=]*?)\))?\s*=\s*(${NUMBER})\s*g\s*/\s*mol` +
    String.raw`|(?<![\p{L}])(?:[Mm]asa molar|[Pp]eso molecular|[Mm]asa molecular)(?:\s+del?\s+(\S+?))?(?:\s*(?:=|:|es de|de)\s*(${NUMBER})(?:\s*g\s*/\s*mol|\s*g)?|\s+(${NUMBER})\s*g\s*/\s*mol))`,
  'gu',
);

/** The molar masses a statement gives ("(M(NaOH) = 40 g/mol)"), so that no one reads them as asked. */
export function givenMolarMasses(message: string): GivenMolarMass[] {
  const found: GivenMolarMass[] = [];
  for (const match of message.matchAll(GIVEN_MOLAR_MASS)) {
    const raw = match[2] ?? match[4] ?? match[6] ?? match[7];
    const formula = (match[1] ?? match[3] ?? match[5])?.trim();
    if (!raw) continue;
    const value = Number(raw.replace(',', '.'));
    if (!(value > 0)) continue;
    found.push({
      value,
      ...(formula ? { formula } : {}),
      index: match.index,
      end: match.index + match[0].length,
    });
  }
  return found;
}

/** The message with the given molar masses blanked out (same length, so indices still hold). */
export const withoutGivenMolarMasses = (message: string, given: readonly GivenMolarMass[]): string =>
  given.reduce(
    (text, g) => text.slice(0, g.index) + ' '.repeat(g.end - g.index) + text.slice(g.end),
    message,
  );

/**
 * «12 + 4 · 1 = 16»: a molar mass written as the sum of its atomic masses (the kernel's table), so a
 * reply shows every atomic mass a statement lists («(C = 12; H = 1)») where it uses it.
 */
export function molarMassSum(composition: Composition): string {
  const parts = [...composition].map(([element, count]) => {
    const mass = atomicMasses[element as ElementSymbol];
    const shown = String(mass).replace('.', ',');
    return count === 1 ? shown : `${count} · ${shown}`;
  });
  const total = String(Math.round(molarMass(composition) * 1e6) / 1e6).replace('.', ',');
  return parts.length === 1 && composition.values().next().value === 1
    ? total
    : `${parts.join(' + ')} = ${total}`;
}

/**
 * A worked reply with a line that accounts for the atomic masses the statement lists and the reply never
 * needed: «(Ca = 40; C = 12; O = 16; Cl = 35,5)» beside a question about CO₂ leaves the Cl's, listed for
 * the CaCl₂ of the same reaction. Only an element of one of the formulas the reading took (`present`) is
 * said to belong to them; the reply is unchanged when every listed mass shows or one is of an element
 * outside those formulas (a datum the reading may have missed).
 */
export function withUnneededMassesNote(message: string, reply: string, present: ReadonlySet<string>): string {
  const lines = reply.trimEnd().split('\n');
  const closing = lines.at(-1) ?? '';
  const body = lines.slice(0, -1).join('\n');
  const shown = (value: string) => {
    const plain = value.replace('.', ',');
    return new RegExp(`(?<![\\d,.])${plain.replace(',', '(?:,|\\{,\\})')}(?![\\d]|[,.]\\d|\\{,\\})`).test(
      body,
    );
  };
  const unneeded: string[] = [];
  for (const m of message.matchAll(/\b([A-Z][a-z]?)\s*[=:]\s*(\d+(?:[.,]\d+)?)(?=\s*(?:[;,)\n]|y\b|$))/g)) {
    const [, symbol = '', value = ''] = m;
    if (!(symbol in atomicMasses) || shown(value)) continue;
    if (!present.has(symbol)) return reply;
    unneeded.push(`${symbol} = ${value.replace('.', ',')}`);
  }
  if (unneeded.length === 0) return reply;
  const plural = unneeded.length > 1;
  const note = `La${plural ? 's' : ''} masa${plural ? 's' : ''} atómica${plural ? 's' : ''} ${unneeded.join('; ')} no hace${plural ? 'n' : ''} falta para lo que se pide: ${plural ? 'son' : 'es'} de otras sustancias de la reacción.`;
  return `${body}\n${note}\n\n${closing}`;
}

/**
 * The atomic masses a statement lists («(Na = 23; Cl = 35,5)»), checked against the kernel's: false when
 * one differs, for a key computed with the statement's masses would not be the table's.
 */
export function givenAtomicMassesAgree(message: string): boolean {
  // The whole number, never its head: «Cl = 35,5.» closing a sentence is 35,5, not a 35 before a comma.
  for (const m of message.matchAll(
    /\b([A-Z][a-z]?)\s*[=:]\s*(\d+(?:[.,]\d+)?)(?![.,]?\d)(?=\s*(?:[;,)\n]|\.(?!\d)|y\b|$))/g,
  )) {
    const [, symbol = '', given = ''] = m;
    if (!(symbol in atomicMasses)) continue;
    if (Math.abs(atomicMasses[symbol as ElementSymbol] - Number(given.replace(',', '.'))) > 1e-9)
      return false;
  }
  return true;
}
