/**
 * The generic certainty gate for solvers that still return a worked text (declaration.ts `fromText`):
 * a reply is certain only when every datum of the statement shows up in it. A datum a solver leaves out
 * is one its reading did not use (a mass in a work problem, a μ, a g = 10 the solver overrode), and a
 * result computed without it may answer another problem. What counts as a datum is written below.
 */
import { NUMBER_SOURCE, readNumber } from './numbers.ts';

const superscriptDigits = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const subscriptDigits = '₀₁₂₃₄₅₆₇₈₉';

/**
 * A text with its numbers written plainly: LaTeX's braced decimal comma, thin spaces and
 * `\frac{a}{b}` go; superscripts become powers (`m/s²` → `m/s^2`), subscripts digits after a letter.
 */
function plainNumbers(text: string): string {
  return text
    .replace(/\{([,.])\}/g, '$1')
    .replace(/\\[,;:! ]/g, ' ')
    .replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹]+/g, (run) => `^${[...run].map((c) => superscriptDigits.indexOf(c)).join('')}`)
    .replace(/[₀-₉]/g, (c) => String(subscriptDigits.indexOf(c)))
    .replace(/[−–]/g, '-');
}

/**
 * A five-options statement's options: lines (or runs) that start with "A)" to "E)". Their numbers are
 * candidates, not data.
 */
const OPTION_RUN = /(?:^|\s)[A-E]\)\s[^\n]*?(?=\s[A-E]\)\s|$)/gm;

/** A number right after a letter, `_` or `^` is a formula's subscript (H2SO4), a log's base or a power. */
const dataNumber = new RegExp(String.raw`(?<![\p{L}\d_^.,])(${NUMBER_SOURCE})`, 'gu');

function values(text: string, pattern: RegExp): number[] {
  const found: number[] = [];
  for (const match of plainNumbers(text).matchAll(pattern)) {
    const raw = match[1] as string;
    const value = readNumber(raw);
    if (value !== undefined) found.push(value);
    else for (const piece of raw.split(/[.,]/)) found.push(Number(piece));
  }
  return found;
}

/** The numbers a statement gives, in order, options and formula subscripts aside. */
export function statementData(problem: string): number[] {
  return values(problem.replace(OPTION_RUN, ' '), dataNumber);
}

/** Every number a reply writes, wherever it is. */
const anyNumber = new RegExp(`(${NUMBER_SOURCE})`, 'g');

const same = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a));

/** The statement's data that the reply never writes: empty when the reading used them all. */
export function unusedData(problem: string, reply: string): number[] {
  const written = values(reply, anyNumber);
  const unused: number[] = [];
  for (const datum of statementData(problem)) {
    if (!written.some((value) => same(value, datum)) && !unused.some((value) => same(value, datum))) {
      unused.push(datum);
    }
  }
  return unused;
}

/** What a worked reply (solvers/reply.ts's layout) says, in parts. */
interface WorkedParts {
  title: string | undefined;
  /** What it read from the statement: its "Datos" line, or its opening line when that states no result. */
  reading: string | undefined;
  /** Each step's instruction, the part before its computation. */
  method: string[];
}

/** A digit that is a value, not a subscript or a power's (m_1, v^2). */
const VALUE_DIGIT = /(?<![_^\d]|[_^]\{)\d/;

/**
 * A formula's symbolic part, before any value is put in it: "$W = F d \cos\alpha = 50 \cdot 10 = 500$"
 * → "$W = F d \cos\alpha$"; undefined when it has none.
 */
function symbolic(rest: string): string | undefined {
  const formula = /\$([^$]+)\$/.exec(rest)?.[1];
  if (!formula) return undefined;
  const sides = formula.split('=');
  let kept = 0;
  while (kept < sides.length && !VALUE_DIGIT.test(sides[kept] as string)) kept++;
  return kept >= 2 ? `$${sides.slice(0, kept).join('=').trim()}$` : undefined;
}

/** A step's head: "Pasá el volumen a litros: 500 mL = 0,5 L." → "Pasá el volumen a litros". */
function stepHead(step: string): string | undefined {
  const colon = step.indexOf(':');
  if (colon <= 0) return undefined;
  const head = step
    .slice(0, colon)
    .trim()
    .replace(/[.,;]$/, '');
  // A head that already computes something ("… = 4") would state a result.
  if (/=\s*-?\s*\d/.test(head) || /\*\*/.test(head)) return undefined;
  const formula = symbolic(step.slice(colon + 1));
  return formula ? `${head}: ${formula}` : head;
}

function workedParts(text: string): WorkedParts {
  const lines = text.split('\n').map((line) => line.trim());
  const title = lines.find((line) => line.startsWith('## '))?.slice(3);
  const datos = lines.find((line) => line.startsWith('**Datos:**'));
  const opening = lines.find((line) => line && !line.startsWith('#') && !/^\d+\./.test(line));
  const reading =
    datos?.replace(/\s*\*\*Incógnita:\*\*.*$/, '') ??
    (opening && !opening.includes('**') && !/=\s*-?\s*\d/.test(opening.replace(/\$[^$]*\$/g, ''))
      ? opening
      : undefined);
  const method = lines
    .filter((line) => /^\d+\.\s/.test(line))
    .map((line) => stepHead(line.replace(/^\d+\.\s+/, '')))
    .filter((head): head is string => head !== undefined);
  return { title, reading, method };
}

const numberText = (value: number) =>
  new Intl.NumberFormat('es-AR', { maximumSignificantDigits: 15 }).format(value);

const listed = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}`;

/**
 * The reply when the gate says not certain: what was understood, the method without its results, and
 * a question about the datum the reading left out. It states no result.
 */
export function uncertainReply(text: string, unused: readonly number[]): string {
  const { title, reading, method } = workedParts(text);
  const data = listed(unused.map(numberText));
  const plural = unused.length > 1;
  return [
    `## ${title ?? 'Lo que entendí del problema'}`,
    '',
    reading ? `Así leí el enunciado: ${reading.replace(/^\*\*Datos:\*\*\s*/, '')}` : undefined,
    reading ? '' : undefined,
    unused.length
      ? `Todavía no te doy un resultado: el enunciado también da ${plural ? 'los números' : 'el número'} ${data} y mi lectura no ${plural ? 'los usa' : 'lo usa'}, así que podría estar resolviendo otro problema.`
      : 'Todavía no te doy un resultado: no estoy seguro de haber leído bien qué te piden calcular.',
    ...(method.length ? ['', 'Así lo encararía:', ...method.map((head, i) => `${i + 1}. ${head}.`)] : []),
    '',
    unused.length
      ? `¿Qué representa ${plural ? 'cada uno de esos números' : 'ese número'} y qué te piden calcular exactamente? Contámelo y lo resolvemos paso a paso.`
      : '¿Qué te piden calcular exactamente, y en qué unidad? Contámelo y lo resolvemos paso a paso.',
  ]
    .filter((line) => line !== undefined)
    .join('\n');
}
