/**
 * «Un número más su mitad más su tercera parte es 55»: a number and parts or multiples of it added or
 * subtracted, equal to a value, as the first unit's symbolic-language problems tell it. Each phrase is a
 * term k·x or a constant; a phrase it does not know (a square, «aumentado en», which may group either
 * way) leaves the problem to others. Exact in rationals; the number found is put back in the sentence.
 */
import { add, div, fromNumber, isZero, mul, neg, type Rational, rat, ratText, sub, value } from './exact.ts';
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

/** What the question asks of the number: the number itself, a part or multiple of it, or the number with one. */
interface AskedOfNumber {
  /** The asked quantity is coefficient · x. */
  coefficient: Rational;
  /** How the answer names it, or undefined for the number itself. */
  name?: string;
}

const NAMED = String.raw`(la mitad|la \w+ parte|las \w+ \w+s partes|el doble|el triple|el cuadruple|el quintuple)`;
const THAT_NUMBER = String.raw`(?:de ese|del|de dicho|de este) numero`;

function askedOfNumber(folded: string): AskedOfNumber | undefined {
  const open = folded.lastIndexOf('¿');
  const question = open >= 0 ? folded.slice(open) : folded;
  if (
    /(?:cual es (?:el|dicho|ese) numero|halla\w* (?:el|dicho|ese) numero|de que numero se trata|que numero es)\s*(?:[.?]|$)/.test(
      question,
    )
  )
    return { coefficient: rat(1) };
  if (open < 0) return undefined;
  const ask = String.raw`¿\s*(?:cual es|cuanto (?:es|vale)|cuanto da)`;
  // «¿Cuál es la mitad de ese número?», «¿cuánto es el triple del número?»
  const part = new RegExp(String.raw`${ask} ${NAMED} ${THAT_NUMBER}\s*\?`).exec(question);
  const partTerm = part
    ? termOf(`${part[1]} del numero`.replace(/^la (\w+) parte/, 'su $1 parte'))
    : undefined;
  if (part && partTerm && 'x' in partTerm) return { coefficient: partTerm.x, name: `${part[1]} del número` };
  // «¿Cuál es la diferencia entre el número y su mitad?», «¿… la suma del número y su doble?»
  const pair = new RegExp(
    String.raw`${ask} la (diferencia|suma) (?:entre el|de el|del|entre ese|de ese|entre dicho|de dicho) numero y (su \w+(?: parte)?)\s*\?`,
  ).exec(question);
  const other = pair ? termOf(pair[2] ?? '') : undefined;
  if (pair && other && 'x' in other) {
    const coefficient = pair[1] === 'suma' ? add(rat(1), other.x) : sub(rat(1), other.x);
    // «La diferencia entre el número y su doble» is negative: which way it is taken is not said.
    if (!(value(coefficient) > 0)) return undefined;
    return { coefficient, name: `la ${pair[1]} entre el número y ${pair[2]}` };
  }
  return undefined;
}

/** The number in «un número más su mitad más su tercera parte es 55. ¿Cuál es el número?», or undefined. */
export function numberParts(folded: string): NumberParts | undefined {
  const asked = askedOfNumber(folded);
  if (!asked) return undefined;
  const scaled = scaledSum(folded, asked);
  if (scaled) return scaled;
  const sentence = new RegExp(
    String.raw`(?:^|[.;¿?]\s*)([a-z][^.;¿?]*?\bnumero\b[^.;¿?]*?)\s+(?:es igual a|es|da|dan|suman|resulta|equivale a)\s+(${AMOUNT})(?=\s*[.;,¿?]|\s*$)`,
  ).exec(folded);
  if (!sentence) return undefined;
  // «Un número disminuido en su quinta parte»: «menos», when «un número» alone comes before it (after
  // «el triple de un número» it may group either way).
  // «La suma de un número y su mitad»: the terms that follow, added.
  const left = (sentence[1] ?? '')
    .replace(/^la suma (?:de|entre) (?=(?:un|cierto) numero )/, '')
    .replace(
      /^((?:un|cierto|dicho) numero) (disminuido|aumentado) en (?=su |sus )/,
      (_, n: string, verb: string) => `${n} ${verb === 'disminuido' ? 'menos' : 'mas'} `,
    );
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
      ...askedStep(asked, x),
    ],
    answer: askedAnswer(asked, x),
  };
}

const askedStep = (asked: AskedOfNumber, x: Rational) =>
  asked.name
    ? [
        `Lo que se pregunta es ${asked.name}: ${ratText(asked.coefficient)} · ${ratText(x)} = ${ratText(mul(asked.coefficient, x))}.`,
      ]
    : [];
const askedAnswer = (asked: AskedOfNumber, x: Rational) =>
  asked.name
    ? `**${asked.name.charAt(0).toUpperCase()}${asked.name.slice(1)} es ${ratText(mul(asked.coefficient, x))}**`
    : `**El número es ${ratText(x)}**`;

const TIMES: Record<string, Rational> = {
  doble: rat(2),
  triple: rat(3),
  cuadruple: rat(4),
  quintuple: rat(5),
  mitad: rat(1, 2),
};

/**
 * «El doble de la suma de un número y 4 es 30», «la mitad de la diferencia entre un número y 6 es 9»: a
 * multiple of the number with a constant, k·(x ± c) = v, so x = v/k ∓ c.
 */
function scaledSum(folded: string, asked: AskedOfNumber): NumberParts | undefined {
  const sentence = new RegExp(
    String.raw`(?:^|[.;¿?]\s*)(?:el|la) (doble|triple|cuadruple|quintuple|mitad) de la (suma|diferencia) (?:de|entre) (?:un|cierto) numero y (${AMOUNT}) (?:es|da|es igual a|equivale a) (${AMOUNT})(?=\s*[.;,¿?]|\s*$)`,
  ).exec(folded);
  if (!sentence) return undefined;
  const k = TIMES[sentence[1] ?? ''];
  const c = readNumber(sentence[3] ?? '');
  const v = readNumber(sentence[4] ?? '');
  if (!k || c === undefined || v === undefined) return undefined;
  if ((folded.match(new RegExp(AMOUNT, 'g')) ?? []).length !== 2) return undefined;
  const plus = sentence[2] === 'suma';
  const inner = div(fromNumber(v), k);
  const x = plus ? sub(inner, fromNumber(c)) : add(inner, fromNumber(c));
  // The check: the sentence with the number put back.
  const back = value(k) * (plus ? value(x) + c : value(x) - c);
  if (Math.abs(back - v) > 1e-9 * Math.max(1, Math.abs(v))) return undefined;
  const op = plus ? '+' : '-';
  return {
    title: 'Del lenguaje coloquial a una ecuación',
    data: `${sentence[1] === 'mitad' ? 'la mitad' : `el ${sentence[1]}`} de la ${sentence[2]} de un número y ${sentence[3]} es ${sentence[4]}`,
    steps: [
      `Llamá x al número: «la ${sentence[2]} de un número y ${sentence[3]}» es $(x ${op} ${sentence[3]})$, y se toma ${sentence[1] === 'mitad' ? 'su mitad' : `su ${sentence[1]}`} entera (el paréntesis va primero): $${ratText(k)} \\cdot (x ${op} ${sentence[3]}) = ${sentence[4]}$.`,
      `Dividí por ${ratText(k)}: $x ${op} ${sentence[3]} = ${ratText(inner)}$, así que $x = ${ratText(x)}$.`,
      `Verificación: ${ratText(k)} · (${ratText(x)} ${op} ${sentence[3]}) = ${sentence[4]} ✓`,
      ...askedStep(asked, x),
    ],
    answer: askedAnswer(asked, x),
  };
}
