/**
 * A later part that takes a volume of a solution an earlier part found the molarity of: «c) Se toman
 * 20 mL de esa solución y se llevan a 0,1 L», «¿Qué volumen de NaOH 0,75 M neutraliza 40 mL de esa
 * solución?». Read alone, «esa solución» names no solute nor concentration; written with both (the
 * statement's solute, the earlier part's sure molarity) the part is a problem of its own.
 */

import { foldText } from '../text.ts';
import { earlierResult, formulasIn, type PartAnswer } from './part-chains.ts';

/** A solution named by reference: «esa solución», «la solución diluida», «dicha solución». */
const REFERENCE =
  /\b(?:esa|esta|dicha|aquella|la)\s+soluci[oó]n(?:\s+(diluida|final|resultante|obtenida|preparada|anterior|nueva|original|inicial|concentrada|madre))?\b/iu;

// The adjectives that name the newest solution, after a dilution, and those that name the first.
const NEWEST = /^(?:diluida|final|resultante|nueva)$/;
const FIRST = /^(?:original|inicial|concentrada|madre)$/;

// What a part that found a solution's molarity asks: «la molaridad de la solución», «la nueva molaridad»,
// «la concentración molar del ácido»; never the concentration of an ion.
const ASKS_MOLARITY = /\b(?:molaridad|concentraci[oó]n molar|concentraci[oó]n (?:en|expresada en) mol\/l)\b/u;
const OF_IONS = /\bion(?:es)?\b/u;
const NEW_SOLUTION =
  /\b(?:nueva|final|diluida|resultante)\b|\bse (?:diluye|lleva|completa)\b|\bagua hasta\b/u;

interface Molarity {
  label: string;
  value: string;
  /** Whether the part found it for a solution made from an earlier one (a dilution). */
  diluted: boolean;
}

/** The molarities earlier parts stated sure, in order, each with whether it is of a diluted solution. */
function earlierMolarities(earlier: readonly PartAnswer[]): Molarity[] {
  return earlier.flatMap((part) => {
    const asked = foldText(part.question);
    if (!part.reply?.certain || !ASKS_MOLARITY.test(asked) || OF_IONS.test(asked)) return [];
    const result = earlierResult(part);
    if (!result || !/^(?:M|mol\/L)$/.test(result.unit)) return [];
    return [{ label: part.label, value: result.value, diluted: NEW_SOLUTION.test(asked) }];
  });
}

/** Which earlier molarity a reference names: the newest, the first, or the one there is. */
function referenced(adjective: string | undefined, found: readonly Molarity[]): Molarity | undefined {
  if (found.length === 0) return undefined;
  if (adjective && NEWEST.test(adjective)) return found.filter((molarity) => molarity.diluted).at(-1);
  if (adjective && FIRST.test(adjective)) return found.find((molarity) => !molarity.diluted);
  // «esa solución» after both a solution and its dilution could be either: only one solution is named.
  return new Set(found.map((molarity) => molarity.value)).size === 1 ? found[0] : undefined;
}

// «(Na = 23; S = 32; O = 16)», «(Dato: Cl = 35,5)»: the statement's atomic masses, kept for a part that asks a mass.
const MASSES =
  /\((?:[^()]*?:\s*)?[A-Z][a-z]?\s*=\s*\d+(?:[.,]\d+)?(?:\s*[;,y]\s*[A-Z][a-z]?\s*=\s*\d+(?:[.,]\d+)?)*\s*\)/gu;

// «14,2 g de sulfato de sodio», «una solución de hidróxido de potasio», «0,5 mol de ácido nítrico».
const SOLUTE_NAME =
  /(?:\d\s*(?:g|mg|kg|mol|moles)\s+de|soluci[oó]n(?:\s+acuosa)?\s+de)\s+((?:[a-záéíóúñ]{3,})(?:\s+de\s+[a-záéíóúñ]{3,})?)/iu;

/** The solute a statement names: its formula, or else its name as written; never water. */
function soluteOf(statement: string): string | undefined {
  const formula = [...formulasIn(statement)].find((written) => !/^H[2₂]O$/.test(written));
  if (formula) return formula;
  const name = SOLUTE_NAME.exec(statement)?.[1];
  return name && !/^agua\b/i.test(name) ? name : undefined;
}

/**
 * The part written with the solution it takes: the statement's solute and the earlier part's sure
 * molarity in place of «esa solución», with the statement's atomic masses. Undefined when the part names
 * no solution by reference, the statement no solute, or no one earlier molarity is the one named.
 */
export function withEarlierSolution(
  question: string,
  earlier: readonly PartAnswer[],
  statement: string,
): { problem: string; label: string; value: string } | undefined {
  const reference = REFERENCE.exec(question);
  if (!reference) return undefined;
  // «la solución» with no volume of it taken asks of the statement's own solution («el pH de la solución»).
  const taken = /\d\s*(?:mL|ml|L|l|cm³|cm3|dm³)\s+de\s+$/u.test(question.slice(0, reference.index));
  if (!taken) return undefined;
  const molarity = referenced(reference[1]?.toLowerCase(), earlierMolarities(earlier));
  const solute = soluteOf(statement);
  if (!molarity || !solute) return undefined;
  const weighs = /\b(?:masa|gramos?|g|mg|kg)\b/u.test(foldText(question));
  const masses = weighs ? (statement.match(MASSES)?.join(' ') ?? '') : '';
  const problem = `${question.slice(0, reference.index)}una solución de ${solute} ${molarity.value} M${question.slice(reference.index + reference[0].length)} ${masses}`;
  return { problem: problem.replace(/\s{2,}/g, ' ').trim(), label: molarity.label, value: molarity.value };
}
