/**
 * Parts of a math page that name earlier parts or one of the statement's functions (#32): «c) Con b),
 * calcule f⁻¹(10)» read without its reference, «b) Halle la inversa de f» read with f alone.
 */
import { foldText } from '../text.ts';

// «Con b), calcule f⁻¹(10)», «Usando a), halle las raíces», «Con a) y b), calcule z⁶»: a bare
// reference to earlier parts, before the part's own order.
const PART_REFERENCE =
  /^\s*(?:con|usando|utilizando|a partir de|segun)\s+(?:(?:lo hallado|lo obtenido|el resultado|los resultados)\s+(?:en|de)\s+)?([a-e])\)(?:\s*(?:,|y|e)\s*([a-e])\))?\s*,\s*(\S)/iu;

/**
 * «c) Con b), calcule f⁻¹(10)»: the part without its reference, read with the statement alone (the
 * earlier part's result is the statement's too). Only when each part it names asks with no datum of
 * its own (no condition, no equality, no measure), so the statement holds every datum; else undefined.
 */
export function withoutPartReference(
  question: string,
  earlier: readonly { label: string; question: string }[],
): string | undefined {
  const reference = PART_REFERENCE.exec(foldText(question).replace(/[¿¡]/g, ' '));
  if (!reference) return undefined;
  const named = [reference[1], reference[2]].filter((label) => label !== undefined);
  for (const label of named) {
    const part = earlier.find((one) => one.label.toLowerCase() === label.toLowerCase());
    if (!part) return undefined;
    if (/\bsi\b|=|\d\s*(?:[a-zµ°%]|\s(?:m|s|kg|g|l|cm|km|h|n|j|w)\b)/iu.test(foldText(part.question)))
      return undefined;
  }
  const start = question.search(/,\s*\S/u);
  const rest = question.slice(start + 1).trim();
  return rest === '' ? undefined : `${rest.charAt(0).toUpperCase()}${rest.slice(1)}`;
}

// «Dadas f(x) = 3x − 2 y g(x) = x² + 1:»: each function the statement defines, up to «y», «,» or its end.
const DEFINITIONS =
  /(?<![\p{L}])([a-z])\s*\(\s*x\s*\)\s*=\s*(.+?)(?=\s+y\s+[a-z]\s*\(\s*x\s*\)|\s*,\s|\s*[:;\n]|\.(?:\s|$)|$)/gu;

/**
 * «Dadas f(x) = 3x − 2 y g(x) = x² + 1: b) Halle la función inversa de f»: a part that names one of the
 * statement's functions, read with that function alone («Sea f(x) = 3x − 2. Halle …»). Only when the
 * statement is the definitions and nothing else, and the part names no other of them.
 */
export function withOneFunction(statement: string, question: string): string | undefined {
  const definitions = [...statement.matchAll(DEFINITIONS)].map((m) => ({
    name: m[1] ?? '',
    body: (m[2] ?? '').trim(),
  }));
  if (definitions.length < 2 || new Set(definitions.map((d) => d.name)).size !== definitions.length)
    return undefined;
  const left = statement
    .replace(DEFINITIONS, ' ')
    .replace(/\b(?:dadas|dados|sean|sea|dada|dado|las|funciones|y|reales|de|variable|real)\b/giu, ' ')
    .replace(/[\s,.;:]+/g, '');
  if (left !== '') return undefined;
  const names = (name: string) => new RegExp(`(?<![\\p{L}])${name}(?![\\p{L}])`, 'u').test(question);
  const named = definitions.filter((d) => names(d.name));
  if (named.length !== 1 || /∘|\bo\b(?=\s*[a-z]\s*\))/u.test(question)) return undefined;
  const [one] = named;
  return one && `Sea ${one.name}(x) = ${one.body}.\n${question}`;
}
