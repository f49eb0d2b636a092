/**
 * The substances a chemistry statement names, by formula or by their everyday name, for the solvers
 * of solutions, gases and particle counts: "20 g de NaOH", "de hidróxido de sodio", "h2so4".
 */
import {
  type Composition,
  type FormulaResult,
  molarMass,
  parseFormula,
  pretty,
  recase,
  sameComposition,
} from '../../science/formula.ts';
import { foldText } from '../text.ts';
import { commonNames } from './chemistry.ts';

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
    const boundary = i === 0 || !/[\p{L}\d]/u.test(message[i - 1] as string);
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
