/**
 * «Un número más su mitad más su tercera parte es 55»: a number and parts or multiples of it added or
 * subtracted, equal to a value, as the first unit's symbolic-language problems tell it. Each phrase is a
 * term k·x or a constant; a phrase it does not know (a square, «aumentado en», which may group either
 * way) leaves the problem to others. Exact in rationals; the number found is put back in the sentence.
 */
import { add, div, fromNumber, isZero, neg, type Rational, rat, ratText, sub, value } from './exact.ts';
import { readNumber } from './numbers.ts';

const AMOUNT = String.raw`\d{1,3}(?:\.\d{3})+|\d+(?:,\d+)?`;
const ORDINAL: Record<string, number> = {
  tercera: 3,
  cuarta: 4,
  quinta: 5,
  sexta: 6,
  septima: 7,
  octava: 8,
  novena: 9,
  decima: 10,
};
const CARDINAL: Record<string, number> = { dos: 2, tres: 3, cuatro: 4, cinco: 5 };
const MULTIPLE: Record<string, number> = { doble: 2, triple: 3, cuadruple: 4, quintuple: 5 };
const OF_IT = String.raw`(?: del numero| de un numero| de dicho numero| de ese numero)?`;

type Term = { x: Rational } | { c: Rational; typed: string };

/** One phrase of the sum as a term, or undefined when it is not one this reading knows. */
function termOf(phrase: string): Term | undefined {
  const p = phrase.trim();
  if (/^(?:un|el|dicho|cierto|este|ese) numero$/.test(p)) return { x: rat(1) };
  if (new RegExp(`^(?:su|la) mitad${OF_IT}$`).test(p)) return { x: rat(1, 2) };
  const part = new RegExp(`^(?:su|la) (\\w+) parte${OF_IT}$`).exec(p);
  const partOf = part ? ORDINAL[part[1] ?? ''] : undefined;
  if (partOf) return { x: rat(1, partOf) };
  const parts = new RegExp(`^(?:sus|las) (\\w+) (\\w+)s partes${OF_IT}$`).exec(p);
  const many = parts ? CARDINAL[parts[1] ?? ''] : undefined;
  const each = parts ? ORDINAL[parts[2] ?? ''] : undefined;
  if (many && each) return { x: rat(many, each) };
  const multiple = new RegExp(`^(?:su|el) (\\w+)${OF_IT}$`).exec(p);
  const times = multiple ? MULTIPLE[multiple[1] ?? ''] : undefined;
  if (times) return { x: rat(times) };
  const constant = new RegExp(`^(${AMOUNT})$`).exec(p);
  const typed = readNumber(constant?.[1] ?? '');
  if (constant && typed !== undefined) return { c: fromNumber(typed), typed: constant[1] ?? '' };
  return undefined;
}

export interface NumberParts {
  title: string;
  data: string;
  steps: string[];
  answer: string;
}

/** The number in «un número más su mitad más su tercera parte es 55. ¿Cuál es el número?», or undefined. */
export function numberParts(folded: string): NumberParts | undefined {
  if (
    !/cual es (?:el|dicho|ese) numero|halla\w* (?:el|dicho|ese) numero|de que numero se trata|que numero es/.test(
      folded,
    )
  )
    return undefined;
  const sentence = new RegExp(
    String.raw`(?:^|[.;¿?]\s*)([a-z][^.;¿?]*?\bnumero\b[^.;¿?]*?)\s+(?:es igual a|es|da|dan|suman|resulta|equivale a)\s+(${AMOUNT})(?=\s*[.;,¿?]|\s*$)`,
  ).exec(folded);
  if (!sentence) return undefined;
  const left = sentence[1] ?? '';
  const total = readNumber(sentence[2] ?? '');
  if (total === undefined) return undefined;
  // «… más …», «… menos …», «…, … y …»: the phrases and their signs, first one positive.
  const pieces = left.split(/\s+(mas|menos)\s+|,\s*|\s+y\s+/);
  const terms: Array<{ sign: 1 | -1; term: Term; phrase: string }> = [];
  let sign: 1 | -1 = 1;
  for (const piece of pieces) {
    if (piece === undefined) continue;
    if (piece === 'mas' || piece === 'menos') {
      sign = piece === 'menos' ? -1 : 1;
      continue;
    }
    const term = termOf(piece);
    if (!term) return undefined;
    terms.push({ sign, term, phrase: piece.trim() });
    sign = 1;
  }
  if (terms.length < 2 || !terms.some((t) => 'x' in t.term)) return undefined;
  // Every number of the statement is a constant of the sum or its value.
  const constants = terms.filter((t) => 'c' in t.term).length;
  if ((folded.match(new RegExp(AMOUNT, 'g')) ?? []).length !== constants + 1) return undefined;
  let coefficient = rat(0);
  let constant = rat(0);
  for (const { sign: s, term } of terms) {
    if ('x' in term) coefficient = add(coefficient, s < 0 ? neg(term.x) : term.x);
    else constant = add(constant, s < 0 ? neg(term.c) : term.c);
  }
  if (isZero(coefficient)) return undefined;
  const x = div(sub(fromNumber(total), constant), coefficient);
  // The check: the sentence with the number put back gives the value.
  const back = terms.reduce(
    (acc, { sign: s, term }) => acc + s * ('x' in term ? value(term.x) * value(x) : value(term.c)),
    0,
  );
  if (Math.abs(back - total) > 1e-9 * Math.max(1, Math.abs(total))) return undefined;
  const written = terms
    .map(({ sign: s, term }, i) => {
      const body = 'x' in term ? (value(term.x) === 1 ? 'x' : `${ratText(term.x)}·x`) : ratText(term.c);
      return i === 0 ? (s < 0 ? `−${body}` : body) : `${s < 0 ? '−' : '+'} ${body}`;
    })
    .join(' ');
  return {
    title: 'Del lenguaje coloquial a una ecuación',
    data: `${left} = ${sentence[2]}`,
    steps: [
      `Llamá x al número y traducí cada parte: ${terms.map((t) => `«${t.phrase}»`).join(', ')}: $${written.replace(/·/g, ' \\cdot ')} = ${sentence[2]}$.`,
      `Agrupá los términos con x: $${ratText(coefficient)} \\cdot x ${value(constant) < 0 ? '-' : '+'} ${ratText(value(constant) < 0 ? neg(constant) : constant)} = ${sentence[2]}$, así que $x = ${ratText(x)}$.`,
      `Verificación: reemplazando x = ${ratText(x)} en el enunciado se obtiene ${sentence[2]} ✓`,
    ],
    answer: `**El número es ${ratText(x)}**`,
  };
}
