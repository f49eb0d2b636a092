/**
 * More kinds of word problem, as entrance exams word them: ages with two relations (a difference, a
 * ratio, a sum, a ratio in n years or n years ago), a count of two kinds of coins, notes or tickets and
 * the amount they make, two prices mixed into a given amount at a given price, a mixture by
 * concentration (water at 0 %), two taps, workers or a drain working together, a price changed by two
 * or more percentages in a row, and two numbers (a sum and a difference, a sum and a ratio, a difference
 * and a product, the digits of a two-digit number). Each reading uses every number of the statement,
 * answers what is asked (each part, when the statement comes in parts) and puts the result back in every
 * condition; anything else leaves the problem to others.
 */

import { mixtureAmount, mixturePrice } from './mixture-price.ts';
import { fmt, readNumber } from './numbers.ts';
import { purchases } from './purchases.ts';
import { tieredTariff } from './tiered-tariff.ts';
import type { Asked, WorkedKind } from './word-problem-types.ts';

export type { Asked, WorkedKind };

const AMOUNT = String.raw`\d{1,3}(?:[ .]\d{3})+(?:,\d+)?|\d+(?:,\d+)?`;
const amount = (raw: string | undefined) => readNumber((raw ?? '').replace(/ (?=\d{3}\b)/g, '.'));
const numbersOf = (text: string) => (text.match(new RegExp(AMOUNT, 'g')) ?? []).length;
const near = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
const isWhole = (x: number) => near(x, Math.round(x));
const TIMES: Record<string, number> = {
  doble: 2,
  triple: 3,
  cuadruple: 4,
  quintuple: 5,
  'dos veces': 2,
  'tres veces': 3,
  'cuatro veces': 4,
  'cinco veces': 5,
  'seis veces': 6,
  'siete veces': 7,
  'ocho veces': 8,
};
// «cinco veces la de su hijo» as «el quíntuple»; «tres veces mayor» (read both ways) is not.
const MULTIPLE =
  '(doble|triple|cuadruple|quintuple|(?:dos|tres|cuatro|cinco|seis|siete|ocho) veces(?! (?:mayor|menor|mas)\\b))';

/** The question of a statement without parts: from its last «¿», or its last sentence («… es:»). */
function questionOf(statement: string): string {
  const open = statement.lastIndexOf('¿');
  if (open >= 0) return statement.slice(open);
  const sentences = statement.split(/(?<=[.;])\s/);
  return sentences.at(-1) ?? statement;
}

/** The questions to answer: each part, or the statement's own question. */
function questionsOf(asked: Asked): { label: string; text: string }[] {
  return asked.parts.length
    ? asked.parts.map((part) => ({ label: `${part.label}) `, text: part.prompt }))
    : [{ label: '', text: questionOf(asked.statement) }];
}

/** A unit a question may ask its result in: what it measures and its size in that measure's base unit. */
const UNITS: Record<string, { measure: string; size: number }> = {
  mL: { measure: 'volumen', size: 0.001 },
  L: { measure: 'volumen', size: 1 },
  g: { measure: 'masa', size: 0.001 },
  kg: { measure: 'masa', size: 1 },
  mm: { measure: 'longitud', size: 0.001 },
  cm: { measure: 'longitud', size: 0.01 },
  m: { measure: 'longitud', size: 1 },
  km: { measure: 'longitud', size: 1000 },
  min: { measure: 'tiempo', size: 1 / 60 },
  h: { measure: 'tiempo', size: 1 },
  // Days are not converted: a worker's day is a working day, not 24 h.
};
const UNIT_WORDS: [RegExp, string][] = [
  [/^(?:ml|mililitros?)$/, 'mL'],
  [/^(?:l|litros?)$/, 'L'],
  [/^(?:g|gr|gramos?)$/, 'g'],
  [/^(?:kg|kilos?|kilogramos?)$/, 'kg'],
  [/^(?:mm|milimetros?)$/, 'mm'],
  [/^(?:cm|centimetros?)$/, 'cm'],
  [/^(?:m|metros?)$/, 'm'],
  [/^(?:km|kilometros?)$/, 'km'],
  [/^(?:min|minutos?)$/, 'min'],
  [/^(?:h|hs|horas?)$/, 'h'],
  [/^dias?$/, 'días'],
];
const unitOfWord = (word: string) => UNIT_WORDS.find(([pattern]) => pattern.test(word))?.[1];

/**
 * The unit a question asks its result in («¿Cuántos mL…?», «… expresado en minutos», «¿… en horas?»),
 * or undefined when it names none; `null` when it names a unit these readings do not know.
 */
function askedUnit(question: string): string | null | undefined {
  // «¿Cuántos litros…? Expresar el resultado en mL»: the unit said to express it in wins.
  // «¿cuántos minutos tarda en llenarse?»: a closing «en …» that names no unit leaves the «cuántos» one.
  const words = [
    /\bexpres\w*(?:\s+(?:el|la|los|las|su)\s+[a-z]+)?\s+en\s+([a-z]+)\b/.exec(question),
    /\ben\s+([a-z]+)\s*[?.]*\s*$/.exec(question),
    /\bcuant[oa]s\s+([a-z]+)\b/.exec(question),
  ].flatMap((named) => (named?.[1] ? [named[1]] : []));
  for (const word of words) {
    const unit = unitOfWord(word);
    if (unit) return unit;
    // «¿Cuántos litros…» is a unit; «¿Cuántas monedas…», «¿cuántos años…» name what is counted.
    if (/^(?:cm3|m3|dm3|cc|toneladas?|t|segundos?|s|semanas?|meses)$/.test(word)) return null;
  }
  return undefined;
}

/**
 * A result in `unit` said in the unit the question asks, when it asks one of the same measure: the
 * value, the unit and the step that converts; undefined when the question asks a unit of another measure
 * or one these readings do not convert.
 */
function inAskedUnit(
  value: number,
  unit: string,
  question: string,
): { value: number; unit: string; step?: string } | undefined {
  const wanted = askedUnit(question);
  if (wanted === undefined || wanted === unit) return { value, unit };
  const [from, to] = [UNITS[unit], wanted ? UNITS[wanted] : undefined];
  if (!from || !to || from.measure !== to.measure) return undefined;
  const converted = (value * from.size) / to.size;
  return {
    value: converted,
    unit: wanted ?? unit,
    step: `La pregunta lo pide en ${wanted}: ${fmt(value, 4)} ${unit} = ${fmt(converted, 4)} ${wanted}.`,
  };
}

/** a₁x + b₁y = c₁, a₂x + b₂y = c₂, or undefined when the two equations do not fix one pair. */
function solve2(e1: readonly number[], e2: readonly number[]): [number, number] | undefined {
  const [a1 = 0, b1 = 0, c1 = 0] = e1;
  const [a2 = 0, b2 = 0, c2 = 0] = e2;
  const d = a1 * b2 - a2 * b1;
  if (near(d, 0)) return undefined;
  return [(c1 * b2 - c2 * b1) / d, (a1 * c2 - a2 * c1) / d];
}

// ——— Ages ———

interface AgeRelation {
  /** a·O + b·Y = c, O the elder, Y the younger. */
  equation: [number, number, number];
  text: string;
  numbers: number;
}

const OLDER_WORDS = /\b(?:padre|madre|papa|mama|abuel[oa]|ti[oa]|mayor)\b/;
const YOUNGER_WORDS = /\b(?:hij[oa]|sobrin[oa]|niet[oa]|menor|alumn[oa])\b/;
const NOT_NAMES = new Set([
  'edad',
  'hoy',
  'que',
  'la',
  'el',
  'su',
  'ella',
  'el',
  'actual',
  'entonces',
  'tenga',
  'tiene',
  'mayor',
  'menor',
]);

/** The relations between two ages a statement gives, each taken out of the text once read. */
function ageRelations(statement: string): AgeRelation[] | undefined {
  let rest = statement;
  const found: AgeRelation[] = [];
  const take = (pattern: RegExp, build: (m: RegExpExecArray) => AgeRelation | undefined) => {
    for (;;) {
      const m = pattern.exec(rest);
      if (!m) return;
      const relation = build(m);
      if (!relation) return;
      found.push(relation);
      rest = `${rest.slice(0, m.index)} · ${rest.slice(m.index + m[0].length)}`;
    }
  };
  // «Un padre tiene 38 años y su hijo, 8»: both ages of today, the elder the larger.
  const both = new RegExp(
    `(?:^|[.;,] |\\b)(?:\\p{L}+ )?tiene (?:hoy )?(${AMOUNT}) anos,? y (?:su |la |el )?\\p{L}+,? (?:tiene )?(${AMOUNT})(?: anos)?(?![\\d\\p{L}]|\\s*(?:anos\\s+)?(?:mas|menos|veces|por)\\b|\\s*%)`,
    'u',
  ).exec(rest);
  if (both) {
    const [first, second] = [amount(both[1]), amount(both[2])];
    if (first === undefined || second === undefined || first === second) return undefined;
    const [o, y] = first > second ? [first, second] : [second, first];
    found.push(
      { equation: [1, 0, o], text: `O = ${o}`, numbers: 1 },
      { equation: [0, 1, y], text: `Y = ${y}`, numbers: 1 },
    );
    rest = `${rest.slice(0, both.index)} · ${rest.slice(both.index + both[0].length)}`;
  }
  take(new RegExp(`dentro de (${AMOUNT}) anos[^.;?]*?(?:el )?${MULTIPLE}`), (m) => {
    const [n, k] = [amount(m[1]), TIMES[m[2] ?? '']];
    if (n === undefined || !k) return undefined;
    return {
      equation: [1, -k, (k - 1) * n],
      text: `dentro de ${n} años, O + ${n} = ${k} · (Y + ${n})`,
      numbers: 1,
    };
  });
  take(new RegExp(`hace (${AMOUNT}) anos[^.;?]*?(?:el )?${MULTIPLE}`), (m) => {
    const [n, k] = [amount(m[1]), TIMES[m[2] ?? '']];
    if (n === undefined || !k) return undefined;
    return {
      equation: [1, -k, -(k - 1) * n],
      text: `hace ${n} años, O − ${n} = ${k} · (Y − ${n})`,
      numbers: 1,
    };
  });
  take(
    new RegExp(
      `(?:tiene|es|era|lleva|le lleva)? ?(?:hoy )?(${AMOUNT}) anos mas que|le lleva (${AMOUNT}) anos`,
    ),
    (m) => {
      const d = amount(m[1] ?? m[2]);
      return d === undefined ? undefined : { equation: [1, -1, d], text: `O − Y = ${d}`, numbers: 1 };
    },
  );
  take(new RegExp(`suma de (?:las |sus )?edades[^.;?]*? (?:es|da|suma) (?:de )?(${AMOUNT})`), (m) => {
    const s = amount(m[1]);
    return s === undefined ? undefined : { equation: [1, 1, s], text: `O + Y = ${s}`, numbers: 1 };
  });
  take(new RegExp(`\\b(?:tiene|es|era) (?:hoy |actualmente )?(?:el )?${MULTIPLE}`), (m) => {
    const k = TIMES[m[1] ?? ''];
    return k ? { equation: [1, -k, 0], text: `hoy, O = ${k} · Y`, numbers: 0 } : undefined;
  });
  return found;
}

/** Who a question asks about: the elder, the younger, or when the elder has k times the younger's age. */
/** An age asked: today's, or another time's (`shift` years from today, negative in the past). */
type AgeAsk = { who: 'O' | 'Y'; shift?: number } | { when: 'in' | 'ago'; k: number } | { born: true };

/** «hace 5 años» with a past verb, «dentro de 3 años» with a future one: the years from today. */
const AGE_SHIFT = /\b(hace|dentro de) (\d+) anos\b/;

function ageAsked(text: string, names: { older?: string; younger?: string }): AgeAsk | undefined {
  const when = new RegExp(`(dentro de|hace) cuantos anos[^?]*?${MULTIPLE}`).exec(text);
  if (when) return { when: when[1] === 'hace' ? 'ago' : 'in', k: TIMES[when[2] ?? ''] ?? 0 };
  if (!/edad|cuantos anos|anos tiene/.test(text)) return undefined;
  // «¿Cuántos años tenía el padre cuando nació Ana?»: the elder's age at the younger's birth, the difference.
  const born = /\bcuando naci[oó] (?:su |el |la )?(\p{L}+)/u.exec(text);
  if (born) {
    const asking = text.replace(born[0], ' ');
    const bornYounger = YOUNGER_WORDS.test(born[0]) || born[1] === names.younger;
    const elderAsked =
      (OLDER_WORDS.test(asking) ||
        (names.older !== undefined && new RegExp(`\\b${names.older}\\b`).test(asking))) &&
      !YOUNGER_WORDS.test(asking) &&
      (names.younger === undefined || !new RegExp(`\\b${names.younger}\\b`).test(asking));
    return bornYounger && elderAsked && /\b(?:cuantos anos tenia|que edad tenia)\b/.test(asking)
      ? { born: true }
      : undefined;
  }
  // «¿Cuántos años tenía el padre hace 5 años?», «¿qué edad tendrá dentro de 3 años?»: an age at another
  // time, its verb in the same tense.
  const shiftMatch = AGE_SHIFT.exec(text);
  let shift: number | undefined;
  let question = text;
  if (shiftMatch) {
    const past = shiftMatch[1] === 'hace';
    if (!(past ? /\b(?:tenia|tuvo|era)\b/ : /\b(?:tendra|sera|cumplira)\b/).test(text)) return undefined;
    if ((past ? /\b(?:tendra|sera|cumplira)\b/ : /\b(?:tenia|tuvo|era)\b/).test(text)) return undefined;
    shift = (past ? -1 : 1) * Number(shiftMatch[2]);
    question = text
      .replace(shiftMatch[0], '')
      .replace(/\b(?:tenia|tuvo|era|tendra|sera|cumplira)\b/g, 'tiene');
  }
  if (/\b(?:hace|dentro de) \d|\b(?:tenia|tendra|tuvo|era|sera)\b/.test(question)) return undefined;
  const mentions = (name: string | undefined) =>
    name !== undefined && new RegExp(`\\b${name}\\b`).test(question);
  const older = OLDER_WORDS.test(question) || mentions(names.older);
  const younger = YOUNGER_WORDS.test(question) || mentions(names.younger);
  if (older === younger) return undefined;
  return { who: older ? 'O' : 'Y', ...(shift === undefined ? {} : { shift }) };
}

/** The names the statement gives the elder and the younger, when it names them. */
function ageNames(statement: string): { older?: string; younger?: string } {
  const name = (raw: string | undefined) => (raw && !NOT_NAMES.has(raw) ? raw : undefined);
  const older = name(
    /(?:la edad de |^|[.;,] )(?:hoy )?(?:su |la |el )?(\p{L}+) (?:tiene|era|es|sera|le lleva)\b/u.exec(
      statement,
    )?.[1],
  );
  let younger = name(
    /(?:mas que|de la edad de|de la de|(?:doble|triple|cuadruple|quintuple) de) (?:(?:su|la|el|edad|de|a)\s+)*(\p{L}+)/u.exec(
      statement,
    )?.[1],
  );
  // «Sea x la edad de Lucía. Su padre tiene 30 años más que ella»: she is the one named with x.
  const pronoun = /(?:mas que|de la de) (?:ella|el)\b/.test(statement);
  const named = /sea \w la edad (?:actual )?de (\p{L}+)/u.exec(statement)?.[1];
  if (pronoun && named) younger = named;
  return { ...(older ? { older } : {}), ...(younger ? { younger } : {}) };
}

/** «Una madre tiene hoy 28 años más que su hija y dentro de 6 años tendrá el triple…»: both ages. */
export function twoAges(asked: Asked): WorkedKind | undefined {
  const { statement } = asked;
  if (
    !/\bedad|\banos\b/.test(statement) ||
    !/\bedad/.test(asked.statement + asked.parts.map((p) => p.prompt).join(' '))
  )
    return undefined;
  // «¿Hace cuántos años … era el cuádruple …?» asks: its multiple is no relation of today's ages.
  const relations = ageRelations(statement.replace(/(?:dentro de|hace) cuantos anos[^?]*\??/g, ' '));
  if (relations?.length !== 2) return undefined;
  const [r1, r2] = relations as [AgeRelation, AgeRelation];
  // A question's own «hace 5 años» is no datum of the relations.
  const shifted = questionsOf(asked).filter(
    (question) => AGE_SHIFT.test(question.text) && statement.includes(question.text),
  ).length;
  if (numbersOf(statement) !== r1.numbers + r2.numbers + shifted) return undefined;
  const solved = solve2(r1.equation, r2.equation);
  if (!solved) return undefined;
  const [o, y] = solved;
  if (!isWhole(o) || !isWhole(y) || y <= 0 || o <= y) return undefined;
  const [older, younger] = [Math.round(o), Math.round(y)];
  const names = ageNames(statement);
  const answers: string[] = [];
  const shifts: string[] = [];
  for (const question of questionsOf(asked)) {
    const ask = ageAsked(question.text, names);
    if (!ask) return undefined;
    if ('born' in ask) {
      shifts.push(
        `Cuando nació el menor, el mayor tenía la diferencia de sus edades (la diferencia no cambia con los años): ${older} − ${younger} = ${older - younger} años.`,
      );
      answers.push(`**${question.label}${older - younger} años**`);
      continue;
    }
    if ('who' in ask) {
      const today = ask.who === 'O' ? older : younger;
      const age = today + (ask.shift ?? 0);
      if (age <= 0) return undefined;
      if (ask.shift !== undefined) {
        shifts.push(
          `${ask.shift < 0 ? `Hace ${-ask.shift} años` : `Dentro de ${ask.shift} años`}, ${ask.who === 'O' ? 'el mayor' : 'el menor'}: ${today} ${ask.shift < 0 ? '−' : '+'} ${Math.abs(ask.shift)} = ${age} años.`,
        );
      }
      answers.push(`**${question.label}${age} años**`);
      continue;
    }
    // O ± n = k(Y ± n): n = (O − kY)/(k − 1) in the future, (kY − O)/(k − 1) in the past.
    if (ask.k < 2) return undefined;
    const n = ((ask.when === 'in' ? 1 : -1) * (older - ask.k * younger)) / (ask.k - 1);
    if (!isWhole(n) || n <= 0) return undefined;
    answers.push(`**${question.label}${ask.when === 'in' ? 'Dentro de' : 'Hace'} ${n} años**`);
    const sign = ask.when === 'in' ? '+' : '−';
    const [o, y] = ask.when === 'in' ? [older + n, younger + n] : [older - n, younger - n];
    shifts.push(
      `${ask.when === 'in' ? 'Dentro de' : 'Hace'} n años: ${older} ${sign} n = ${ask.k} · (${younger} ${sign} n), así que n = ${n}. Verificación: ${o} = ${ask.k} · ${y} ✓`,
    );
  }
  const put = (text: string) => text.replace(/\bO\b/g, String(older)).replace(/\bY\b/g, String(younger));
  return {
    title: 'Problema de edades',
    data: `${r1.text}; ${r2.text}`,
    steps: [
      ...(r1.text.startsWith('O = ') && r2.text.startsWith('Y = ')
        ? [`Hoy el mayor tiene O = ${older} años y el menor Y = ${younger}.`]
        : [
            `Llamá O a la edad de hoy del mayor e Y a la del menor: ${r1.text} y ${r2.text}.`,
            `Resolviendo el sistema: O = ${older} e Y = ${younger}.`,
            `Verificación: ${put(r1.text)} y ${put(r2.text)} ✓`,
          ]),
      ...shifts,
    ],
    answer: answers.join('\n\n'),
  };
}

// ——— Two kinds by count and amount ———

const COUNTED =
  '(monedas|billetes|entradas|boletos|tickets|pasajes|articulos|unidades|prendas|productos|paquetes|cajas|libros|remeras)';
const TOTAL_CUE =
  /(?:sum\w*|total|recaud\w*|entreg\w*|pag\w*|gast\w*|cobr\w*|abon\w*|junt\w*|ahorr\w*|reun\w*)[^$]{0,25}$/;

/**
 * «42 monedas, unas de $ 5 y otras de $ 10, que suman $ 330»; «la entrada general costaba $ 15 000 y la
 * platea $ 25 000. Se vendieron 900 entradas y se recaudaron $ 16 500 000»: x + y = n, p·x + q·y = T.
 */
export function countAndAmount(asked: Asked): WorkedKind | undefined {
  const { statement } = asked;
  // With parts, the statement is all data: its last sentence is no question.
  const question = asked.parts.length ? '' : questionOf(statement);
  const data = statement.slice(0, statement.length - question.length);
  const money = [...data.matchAll(new RegExp(`\\$\\s*(${AMOUNT})`, 'g'))];
  const counted = [...data.matchAll(new RegExp(`(?<!\\$\\s?)\\b(${AMOUNT})\\s+${COUNTED}`, 'g'))];
  if (money.length !== 3 || counted.length !== 1 || numbersOf(statement) !== 4 + numbersOf(question))
    return undefined;
  const totals = money.filter((m) => TOTAL_CUE.test(data.slice(Math.max(0, m.index - 30), m.index)));
  if (totals.length !== 1) return undefined;
  const [total] = totals as [RegExpExecArray];
  const [first, second] = money.filter((m) => m !== total) as [RegExpExecArray, RegExpExecArray];
  const [p, q, t, n] = [amount(first[1]), amount(second[1]), amount(total[1]), amount(counted[0]?.[1])];
  if (p === undefined || q === undefined || t === undefined || n === undefined || p === q) return undefined;
  const solved = solve2([1, 1, n], [p, q, t]);
  if (!solved) return undefined;
  const [x, y] = solved;
  if (!isWhole(x) || !isWhole(y) || x < 0 || y < 0) return undefined;
  const noun = counted[0]?.[2] ?? '';
  // The kind of each price: the word before it («la platea $ 25 000», «la entrada general costaba $ …»).
  const kindOf = (m: RegExpExecArray) =>
    /(\p{L}+),?\s+(?:(?:cuesta|costaba|cuestan|costaban|vale|valia|valen|sale|salia|a|de)\s+)*\$\s*$/u.exec(
      data.slice(Math.max(0, m.index - 40), m.index + 1),
    )?.[1];
  const kinds = [kindOf(first), kindOf(second)];
  const stem = (word: string | undefined) => (word ?? '').slice(0, 5);
  const which = (text: string): 0 | 1 | 'both' | undefined => {
    if (/de cada/.test(text)) return 'both';
    const value = amount(new RegExp(`\\$\\s*(${AMOUNT})`).exec(text)?.[1]);
    if (value !== undefined) return value === p ? 0 : value === q ? 1 : undefined;
    const word = /cuant[oa]s (\p{L}+)/u.exec(text)?.[1];
    if (!word || stem(word) === stem(noun)) {
      // «¿Cuántas entradas de platea…?»: the kind after the noun.
      const after = new RegExp(`cuant[oa]s ${noun} (?:de |del )?(\\p{L}+)`, 'u').exec(text)?.[1];
      const i = kinds.findIndex((kind) => kind && kind !== 'de' && stem(kind) === stem(after));
      return i === 0 || i === 1 ? i : undefined;
    }
    const i = kinds.findIndex((kind) => kind && stem(kind) === stem(word));
    return i === 0 || i === 1 ? i : undefined;
  };
  // A count is asked («¿cuántas monedas de $ 10…?», «hallar cuántas entradas de cada tipo…»), not money.
  const asksCount = asked.parts.length
    ? /cuant[oa]s/.test(statement) || asked.parts.every((part) => /cuant[oa]s/.test(part.prompt))
    : /cuant[oa]s/.test(question);
  if (!asksCount || /cuanto (?:dinero|se recaud)|cuanta plata|cuantos pesos/.test(question)) return undefined;
  const label = (i: 0 | 1) => `${noun} de $ ${fmt(i === 0 ? p : q, 2)}`;
  const answers: string[] = [];
  for (const item of questionsOf(asked)) {
    const i = which(item.text);
    if (i === undefined) return undefined;
    if (i === 'both') answers.push(`**${item.label}${x} ${label(0)} y ${y} ${label(1)}**`);
    else answers.push(`**${item.label}${i === 0 ? x : y} ${label(i)}**`);
  }
  return {
    title: 'Problema con un sistema de ecuaciones',
    data: `${n} ${noun}; de $ ${fmt(p, 2)} y de $ ${fmt(q, 2)}; total $ ${fmt(t, 2)}`,
    steps: [
      `Llamá x a las de $ ${fmt(p, 2)} e y a las de $ ${fmt(q, 2)}: $x + y = ${n}$ y $${fmt(p, 2)}x + ${fmt(q, 2)}y = ${fmt(t, 2)}$.`,
      `Reemplazando y = ${n} − x: $${fmt(p - q, 2)}x = ${fmt(t - q * n, 2)}$, así que x = ${x} e y = ${y}.`,
      `Verificación: ${x} + ${y} = ${n} y ${fmt(p, 2)} · ${x} + ${fmt(q, 2)} · ${y} = ${fmt(t, 2)} ✓`,
    ],
    answer: answers.join('\n\n'),
  };
}

/**
 * «Mezcla café de $ 12 000 el kg con café de $ 18 000 el kg para obtener 30 kg de una mezcla a $ 14 000 el
 * kg»: x + y = N and p·x + q·y = c·N.
 */
export function priceMixture(asked: Asked): WorkedKind | undefined {
  // «a) ¿Cuántos kilos de cada clase para obtener 15 kg de mezcla a $ 14.000 el kilo?»: a part's
  // question may hold the mixture's data; read with the statement, each number once.
  const questions = questionsOf(asked).map((question) => question.text);
  const statement = questions.every((question) => asked.statement.includes(question))
    ? asked.statement
    : `${asked.statement} ${questions.join(' ')}`;
  if (!/mezcl/.test(statement)) return undefined;
  const UNIT = '(kg|kilo|kilogramo|litro|l)';
  const prices = [...statement.matchAll(new RegExp(`\\$\\s*(${AMOUNT}) (?:el|por|cada) ${UNIT}\\b`, 'g'))];
  const made = new RegExp(`(${AMOUNT}) ?(kg|kilos|kilogramos|litros|l) de (?:una |la )?mezcla`).exec(
    statement,
  );
  if (prices.length !== 3 || !made || numbersOf(statement) !== 4) return undefined;
  const [a, b, c] = prices as [RegExpExecArray, RegExpExecArray, RegExpExecArray];
  // The mixture's price comes after the amount made; the two mixed, before it.
  if (!(a.index < made.index && b.index < made.index && c.index > made.index)) return undefined;
  const [p, q, price, n] = [amount(a[1]), amount(b[1]), amount(c[1]), amount(made[1])];
  if (p === undefined || q === undefined || price === undefined || n === undefined) return undefined;
  if (!(Math.min(p, q) < price && price < Math.max(p, q))) return undefined;
  const solved = solve2([1, 1, n], [p, q, price * n]);
  if (!solved) return undefined;
  const [x, y] = solved;
  const unit = made[2] === 'kilos' || made[2] === 'kilogramos' ? 'kg' : made[2] === 'litros' ? 'L' : made[2];
  const answers: string[] = [];
  for (const item of questionsOf(asked)) {
    // The mixture's own price in the question («… que cueste $ 14.000 el kilo») names no kind.
    const named = [...item.text.matchAll(new RegExp(`\\$\\s*(${AMOUNT})`, 'g'))]
      .map((match) => amount(match[1]))
      .filter((value) => value !== price);
    if (named.length > 1) return undefined;
    const [value] = named;
    if (value === p) answers.push(`**${item.label}${fmt(x, 2)} ${unit} del de $ ${fmt(p, 2)}**`);
    else if (value === q) answers.push(`**${item.label}${fmt(y, 2)} ${unit} del de $ ${fmt(q, 2)}**`);
    else if (value === undefined && /de cada/.test(item.text))
      answers.push(
        `**${item.label}${fmt(x, 2)} ${unit} del de $ ${fmt(p, 2)} y ${fmt(y, 2)} ${unit} del de $ ${fmt(q, 2)}**`,
      );
    else return undefined;
  }
  return {
    title: 'Mezcla de dos precios',
    data: `$ ${fmt(p, 2)} y $ ${fmt(q, 2)} por ${unit}; ${fmt(n, 2)} ${unit} de mezcla a $ ${fmt(price, 2)}`,
    steps: [
      `Llamá x e y a lo que va de cada uno: $x + y = ${fmt(n, 2)}$ y $${fmt(p, 2)}x + ${fmt(q, 2)}y = ${fmt(price, 2)} \\cdot ${fmt(n, 2)} = ${fmt(price * n, 2)}$.`,
      `Reemplazando y = ${fmt(n, 2)} − x: x = ${fmt(x, 2)} e y = ${fmt(y, 2)}.`,
      `Verificación: ${fmt(p, 2)} · ${fmt(x, 2)} + ${fmt(q, 2)} · ${fmt(y, 2)} = ${fmt(p * x + q * y, 2)} ✓`,
    ],
    answer: answers.join('\n\n'),
  };
}

// ——— Mixture by concentration ———

const PERCENT = `(${AMOUNT}) ?%`;

/**
 * «¿Cuántos litros de alcohol al 60 % hay que agregar a 20 L al 30 % para obtener una solución al 50 %?»,
 * «12 L de salmuera al 25 %: ¿cuánta agua pura hay que agregar para que baje al 20 %?»:
 * a·V + b·x = c·(V + x), water at 0 %.
 */
/**
 * «Se tienen 20 L de una solución de alcohol al 30 %. ¿Cuántos litros de alcohol puro contiene?»: the
 * substance in a known amount at a percentage, p % of the amount, in the unit of the amount.
 */
export function substanceContained(asked: Asked): WorkedKind | undefined {
  const { statement } = asked;
  if (asked.parts.length) return undefined;
  const percents = [...statement.matchAll(new RegExp(PERCENT, 'g'))];
  const known = [
    ...statement.matchAll(
      new RegExp(`(${AMOUNT}) ?(litros|litro|l|kg|kilos|kilogramos|g|gramos|ml)\\b`, 'g'),
    ),
  ];
  if (percents.length !== 1 || known.length !== 1 || numbersOf(statement) !== 2) return undefined;
  const question = questionOf(statement);
  const unitAsked =
    /cuant[oa]s (litros|l|kg|kilos|kilogramos|gramos|g|ml|mililitros) de (?:\p{L}+ )?(?:pur[oa] )?(?:contiene|hay|tiene)\b/u.exec(
      question,
    );
  if (!unitAsked || /agreg|anad|evapor|quit|saca/.test(question)) return undefined;
  const [quantity] = known as [RegExpExecArray];
  const [v, p] = [amount(quantity[1]), amount(percents[0]?.[1])];
  if (v === undefined || p === undefined || !(p > 0 && p < 100)) return undefined;
  const unitWord = quantity[2] ?? '';
  const unit = /^l|litro/.test(unitWord)
    ? 'L'
    : /^k/.test(unitWord)
      ? 'kg'
      : /^g/.test(unitWord)
        ? 'g'
        : 'mL';
  const result = inAskedUnit((p / 100) * v, unit, question);
  if (!result) return undefined;
  return {
    title: 'Sustancia en una solución',
    data: `${fmt(v, 2)} ${unit} al ${fmt(p, 2)} %`,
    steps: [
      `El ${fmt(p, 2)} % de la solución es la sustancia: $${fmt(p / 100, 4)} \\cdot ${fmt(v, 2)} = ${fmt((p / 100) * v, 4)}$ ${unit}.`,
      `Verificación: ${fmt((p / 100) * v, 4)} de ${fmt(v, 2)} es el ${fmt(p, 2)} % ✓`,
      ...(result.step ? [result.step] : []),
    ],
    answer: `**${fmt(result.value, 2)} ${result.unit}**`,
  };
}

export function concentrationMixture(asked: Asked): WorkedKind | undefined {
  const { statement } = asked;
  if (asked.parts.length) return undefined;
  const percents = [...statement.matchAll(new RegExp(PERCENT, 'g'))];
  const known = [
    ...statement.matchAll(
      new RegExp(`(${AMOUNT}) ?(litros|litro|l|kg|kilos|kilogramos|g|gramos|ml)\\b`, 'g'),
    ),
  ];
  if (known.length !== 1) return undefined;
  const [quantity] = known as [RegExpExecArray];
  const water = /\bagua(?: pura| destilada)?\b/.test(statement);
  // «se le agrega alcohol puro»: the other at 100 %, as water is at 0 %.
  const pure = !water && /\b(?:alcohol|acido|jugo|soluto|sustancia) puro\b/.test(statement);
  if (percents.length !== (water || pure ? 2 : 3) || numbersOf(statement) !== percents.length + 1)
    return undefined;
  const target = percents.filter((m) =>
    /(?:obten\w*|obtiene|resulte|result\w*|quede|baje|suba|final|llegue|pase)\b[^%]{0,30}$/.test(
      statement.slice(Math.max(0, m.index - 40), m.index),
    ),
  );
  if (target.length !== 1) return undefined;
  const [goal] = target as [RegExpExecArray];
  const others = percents.filter((m) => m !== goal);
  // The known amount's percentage is the one right after it; the other is the unknown amount's.
  // «20 L de otra solución al 30 %», «12 litros de salmuera con un 25 %»: the known amount's own
  // percentage follows it in the same phrase; «20 L de ella se agrega otra al 60 %» is not one.
  const mine = others.find((m) => m.index > quantity.index);
  const gap = mine ? statement.slice(quantity.index + quantity[0].length, mine.index) : '';
  if (!mine || !/^\s*(?:de\s+)?[\p{L}\s]{0,45}?\b(?:al|con(?:\s+(?:un|el))?)\s*$/u.test(gap))
    return undefined;
  if (
    /\b(?:se|hay|que|para|agreg\w*|mezcl\w*|es|ella|el)\b/.test(
      gap.replace(/\bcon el\s*$/, '').replace(/^\s*de una mezcla de\b/, ' de '),
    )
  )
    return undefined;
  const theirs = others.find((m) => m !== mine);
  const [v, a, c] = [amount(quantity[1]), amount(mine[1]), amount(goal[1])];
  const b = theirs ? amount(theirs[1]) : pure ? 100 : 0;
  if (v === undefined || a === undefined || b === undefined || c === undefined) return undefined;
  if (!(Math.min(a, b) < c && c < Math.max(a, b))) return undefined;
  const question = questionOf(statement);
  if (!/cuant[oa]s|que cantidad/.test(question)) return undefined;
  // «¿Cuántos litros de agua hay que agregar a 12 litros … al 40 % para …?»: a question that holds the
  // data asks what comes before them.
  const asking = question.includes(quantity[0]) ? question.slice(0, question.indexOf(quantity[0])) : question;
  // «¿Cuántos litros de solución se obtienen en total?»: the mixture, the known amount plus the one found.
  const totalAsked = /\bmezcla\b|total|se obtienen|resultan/.test(asking);
  if (
    totalAsked &&
    (/agreg|anad|hay que|se necesit|deben|debe|\bagua\b/.test(asking) || new RegExp(PERCENT).test(asking))
  )
    return undefined;
  // The amount asked is the unknown one: its percentage (or the water) when the question names one.
  const about = asking
    .slice(question.search(/cuant|que cantidad/))
    .split(/\b(?:para|obten|resulte|quede|baje|suba|y se)/)[0];
  const named = new RegExp(PERCENT).exec(about ?? '');
  if (named && amount(named[1]) !== b) return undefined;
  if (/\bprimer/.test(question) || (/\bagua\b/.test(question) && theirs)) return undefined;
  const x = (v * (a - c)) / (c - b);
  const found = totalAsked ? v + x : x;
  const unitWord = quantity[2] ?? '';
  const unit = /^l|litro/.test(unitWord)
    ? 'L'
    : /^k/.test(unitWord)
      ? 'kg'
      : /^g/.test(unitWord)
        ? 'g'
        : 'mL';
  // «¿Cuántos mL de agua…?» of litres given: the amount in the unit asked, or nothing.
  const result = inAskedUnit(found, unit, question);
  if (!result) return undefined;
  return {
    title: 'Mezcla por concentración',
    data: `${fmt(v, 2)} ${unit} al ${fmt(a, 2)} %; la otra al ${fmt(b, 2)} %${theirs ? '' : pure ? ' (pura)' : ' (agua)'}; se busca el ${fmt(c, 2)} %`,
    steps: [
      `Lo que hay de la sustancia no cambia al mezclar: $${fmt(a / 100, 4)} \\cdot ${fmt(v, 2)} + ${fmt(b / 100, 4)}x = ${fmt(c / 100, 4)}(${fmt(v, 2)} + x)$.`,
      `Despejá: $x = \\frac{${fmt(v, 2)}(${fmt(a, 2)} - ${fmt(c, 2)})}{${fmt(c, 2)} - ${fmt(b, 2)}} = ${fmt(x, 2)}$ ${unit}.`,
      `Verificación: ${fmt((a * v + b * x) / 100, 2)} de ${fmt(v + x, 2)} es el ${fmt((100 * (a * v + b * x)) / 100 / (v + x), 2)} % ✓`,
      ...(totalAsked
        ? [
            `La mezcla es lo que había más lo agregado: ${fmt(v, 2)} + ${fmt(x, 2)} = ${fmt(v + x, 2)} ${unit}.`,
          ]
        : []),
      ...(result.step ? [result.step] : []),
    ],
    answer: `**${fmt(result.value, 2)} ${result.unit}**`,
  };
}

// ——— Working together ———

const DURATION = `(?:\\ben|tarda\\w*|demora\\w*) (${AMOUNT}) ?(horas|hora|h|hs|minutos|min|dias)\\b`;
const JOINT =
  /\b(?:juntos|juntas|junto (?:con|a)|ambos|ambas|a la vez|al mismo tiempo|simultaneamente|las dos|los dos|entre (?:los|las) dos)\b/;
const WORKS =
  /\b(?:llen|pint|hace|hacen|levant|tarda|demora|realiz|constru|arm|termin|complet|limpi|cosech|cav|imprim|tipe|rieg|cort)\w*/;
const EMPTIES = /\b(?:vacia|vacian|desagota|desagua)\b/;

/**
 * «Una canilla llena un tanque en 6 h y otra en 3 h: ¿juntas?», «un desagüe lo vacía en 6 h», «con la
 * ayuda de un compañero lo pintan juntos en 4 h: ¿cuánto tardaría el compañero solo?»: rates of one job
 * per unit of time add up, a drain's with a minus.
 */
export function workTogether(asked: Asked): WorkedKind | undefined {
  const { statement } = asked;
  if (asked.parts.length) return undefined;
  const question = questionOf(statement);
  const data = statement.slice(0, statement.length - question.length);
  const durations = [...data.matchAll(new RegExp(DURATION, 'g'))];
  if (durations.length < 2 || numbersOf(statement) !== durations.length) return undefined;
  const unitWord = durations[0]?.[2] ?? 'h';
  const unit = /^h/.test(unitWord) ? 'h' : /^m/.test(unitWord) ? 'min' : 'días';
  // «en 4 h» and «en 360 min»: hours and minutes convert to the first one's unit; a working day is no 24 h.
  const inUnit = (m: RegExpMatchArray) => {
    const value = amount(m[1]) ?? Number.NaN;
    const word = m[2] ?? '';
    if (word.slice(0, 1) === unitWord.slice(0, 1)) return value;
    if (unit === 'h' && /^m/.test(word)) return value / 60;
    if (unit === 'min' && /^h/.test(word)) return value * 60;
    return Number.NaN;
  };
  const converted = durations.flatMap((m) =>
    (m[2] ?? '').slice(0, 1) === unitWord.slice(0, 1)
      ? []
      : [`Pasá a la misma unidad: ${m[1]} ${m[2]} = ${fmt(inUnit(m), 4)} ${unit}.`],
  );
  if (!/cuant[oa]|cuanto tiempo|que tiempo/.test(question)) return undefined;
  const roles = durations.map((m, i) => {
    const from = i === 0 ? 0 : (durations[i - 1]?.index ?? 0) + (durations[i - 1]?.[0].length ?? 0);
    const segment = data.slice(from, m.index + m[0].length);
    return {
      t: inUnit(m),
      sign: EMPTIES.test(segment) || /desague/.test(segment) ? -1 : WORKS.test(segment) ? 1 : 0,
      joint: JOINT.test(segment) || /con (?:la )?ayuda/.test(segment),
    };
  });
  // «La bomba A lo llena en 6 h y la B sola en 3 h»: the verb said once, for both.
  for (const [i, role] of roles.entries()) {
    const before = roles[i - 1];
    if (!before || role.sign !== 0 || !(before.sign > 0)) continue;
    const from = (durations[i - 1]?.index ?? 0) + (durations[i - 1]?.[0].length ?? 0);
    if (/^\s*(?:y|,)\s/.test(data.slice(from, durations[i]?.index))) role.sign = before.sign;
  }
  if (roles.length > 2) return manyTogether(roles, unit, converted, question, data, durations);
  // «Juntos la levantan en 6 días; uno solo tardaría 10»: the pair's time may come first.
  const [r1, r2] = (roles[0]?.joint ? [...roles].reverse() : roles) as [
    (typeof roles)[number],
    (typeof roles)[number],
  ];
  if (r1.sign === 0 || r2.sign === 0 || r1.joint || !(r1.t > 0) || !(r2.t > 0)) return undefined;
  if (!r2.joint) {
    // Both alone; the question asks for both together.
    if (
      !(JOINT.test(question) || JOINT.test(data.slice((durations[1]?.index ?? 0) + 1))) ||
      /\bsol[oa]\b/.test(question)
    )
      return undefined;
    // «Si el depósito está lleno…, ¿en cuántas horas se vacía?»: the drain must outrun the tap.
    const empties = EMPTIES.test(question);
    const rate = (empties ? -1 : 1) * (r1.sign / r1.t + r2.sign / r2.t);
    if (!(rate > 0) || (empties && r2.sign > 0)) return undefined;
    const t = 1 / rate;
    const result = inAskedUnit(t, unit, question);
    if (!result) return undefined;
    return {
      title: 'Trabajo conjunto',
      data: `uno en ${fmt(r1.t, 2)} ${unit}, ${r2.sign < 0 ? 'el otro vacía' : 'el otro'} en ${fmt(r2.t, 2)} ${unit}`,
      steps: [
        ...converted,
        `En 1 ${unit} el primero hace 1/${fmt(r1.t, 2)} del trabajo y el segundo ${r2.sign < 0 ? 'deshace' : 'hace'} 1/${fmt(r2.t, 2)}.`,
        `Juntos, en 1 ${unit}: $\\frac{1}{${fmt(r1.t, 2)}} ${r2.sign < 0 ? '-' : '+'} \\frac{1}{${fmt(r2.t, 2)}} = \\frac{1}{${fmt(t, 4)}}$.`,
        `Tardan $t = ${fmt(t, 4)}$ ${unit}. Verificación: ${fmt(t, 4)} · (1/${fmt(r1.t, 2)} ${r2.sign < 0 ? '−' : '+'} 1/${fmt(r2.t, 2)}) = ${empties ? '−1 (se vacía)' : '1'} ✓`,
        ...(result.step ? [result.step] : []),
      ],
      answer: `**${fmt(result.value, 2)} ${result.unit}**`,
    };
  }
  // One alone and both together: the other alone.
  if (r2.sign < 0 || !/\bsol[oa]\b/.test(question)) return undefined;
  const rate = 1 / r2.t - 1 / r1.t;
  if (!(rate > 0)) return undefined;
  const t = 1 / rate;
  const result = inAskedUnit(t, unit, question);
  if (!result) return undefined;
  return {
    title: 'Trabajo conjunto',
    data: `uno solo en ${fmt(r1.t, 2)} ${unit}; juntos en ${fmt(r2.t, 2)} ${unit}`,
    steps: [
      ...converted,
      `Llamá t a lo que tarda el otro solo: en 1 ${unit} juntos hacen $\\frac{1}{${fmt(r1.t, 2)}} + \\frac{1}{t} = \\frac{1}{${fmt(r2.t, 2)}}$.`,
      `Despejá: $\\frac{1}{t} = \\frac{1}{${fmt(r2.t, 2)}} - \\frac{1}{${fmt(r1.t, 2)}}$, así que t = ${fmt(t, 4)} ${unit}.`,
      `Verificación: 1/${fmt(r1.t, 2)} + 1/${fmt(t, 4)} = 1/${fmt(r2.t, 2)} ✓`,
      ...(result.step ? [result.step] : []),
    ],
    answer: `**${fmt(result.value, 2)} ${result.unit}**`,
  };
}

/**
 * «Una canilla lo llena en 6 h, otra en 4 h y un desagüe lo vacía en 12 h: abiertos a la vez, ¿en
 * cuánto se llena?»: three or more alone, all working at once; each rate adds, a drain's with a minus.
 */
function manyTogether(
  roles: readonly { t: number; sign: number; joint: boolean }[],
  unit: string,
  converted: string[],
  question: string,
  data: string,
  durations: readonly RegExpMatchArray[],
): WorkedKind | undefined {
  if (roles.some((r) => r.sign === 0 || r.joint || !(r.t > 0))) return undefined;
  const last = durations.at(-1);
  const atOnce = JOINT.test(question) || JOINT.test(data.slice((last?.index ?? 0) + (last?.[0].length ?? 0)));
  if (!atOnce || /\bsol[oa]\b/.test(question) || EMPTIES.test(question)) return undefined;
  const rate = roles.reduce((sum, r) => sum + r.sign / r.t, 0);
  const term = (r: { t: number; sign: number }, i: number) =>
    `${r.sign < 0 ? '-' : i === 0 ? '' : '+'} \\frac{1}{${fmt(r.t, 2)}}`;
  const sum = roles.map(term).join(' ').trim();
  const read = roles.map((r) => `${r.sign < 0 ? 'vacía' : 'llena'} en ${fmt(r.t, 2)} ${unit}`).join('; ');
  if (!(rate > 1e-12)) {
    // What drains outruns or equals what fills: the level never rises.
    return {
      title: 'Trabajo conjunto',
      data: read,
      steps: [
        ...converted,
        `Todos a la vez, en 1 ${unit}: $${sum} = ${fmt(rate, 4)}$ del trabajo.`,
        'Lo que se vacía por hora es igual o mayor que lo que se llena: el nivel nunca sube.',
      ],
      answer: '**No se llena nunca**',
    };
  }
  const t = 1 / rate;
  const result = inAskedUnit(t, unit, question);
  if (!result) return undefined;
  const check = roles.map((r, i) => `${r.sign < 0 ? '− ' : i === 0 ? '' : '+ '}1/${fmt(r.t, 2)}`).join(' ');
  return {
    title: 'Trabajo conjunto',
    data: read,
    steps: [
      ...converted,
      `En 1 ${unit} cada uno hace 1/t del trabajo (el que vacía, con signo menos).`,
      `Todos a la vez, en 1 ${unit}: $${sum} = \\frac{1}{${fmt(t, 4)}}$.`,
      `Tardan $t = ${fmt(t, 4)}$ ${unit}. Verificación: ${fmt(t, 4)} · (${check}) = 1 ✓`,
      ...(result.step ? [result.step] : []),
    ],
    answer: `**${fmt(result.value, 2)} ${result.unit}**`,
  };
}

/** Words between a worker's name and its time: «Luis tarda», «la bomba A sola lo llena en», «Marta, sola, tarda». */
const FILLER_BEFORE_TIME =
  /(?:\s|,)+(?:sol[oa]|lo|la|los|las|el|ella|el solo|llena\w*|pint(?!or\b|ora\b)\w*|tarda\w*|demora\w*|hace\w*|termina\w*|en|puede|podria|trabajando)$/;

/** The worker a stretch of data names last: «luis», «marta», «bomba b» (a letter keeps its noun). */
function workerOf(stretch: string): string | undefined {
  // The clause of this time only: «…una pared; Marta, sola, tarda», «… y la bomba B sola en».
  const segment = stretch.split(/[;.]|\sy\s/).at(-1) ?? stretch;
  // «Un albañil levanta una pared en 10 días»: the one before the verb, not the thing worked on; «Un
  // pintor termina de pintar…»: before the verb that names one («de» names nobody), the last first.
  const verbs = [
    ...segment.matchAll(
      /\b(?:llen|pint|levant|hace|tarda|demora|constru|arm|termin|complet|limpi|cosech|cav|imprim|rieg|cort|vaci)\w*/g,
    ),
  ].reverse();
  for (const verb of verbs.length ? verbs : [undefined]) {
    const name = nameBefore(verb ? segment.slice(0, verb.index) : segment);
    if (name) return name;
  }
  return undefined;
}

/** The name a stretch ends with, once the words between a name and its verb are gone. */
function nameBefore(stretch: string): string | undefined {
  let text = stretch.replace(/[.;,\s]+$/, '').trim();
  for (let guard = 0; guard < 8 && FILLER_BEFORE_TIME.test(text); guard++)
    text = text.replace(FILLER_BEFORE_TIME, '').trim();
  const words = text.split(/[\s,;.]+/).filter(Boolean);
  const last = words.at(-1);
  if (!last || !/^\p{L}+$/u.test(last)) return undefined;
  if (last.length === 1) {
    const noun = words.at(-2);
    return noun && /^\p{L}{3,}$/u.test(noun) ? `${noun} ${last}` : undefined;
  }
  return /^(?:y|e|que|de|del|a|al|para|por|con|un|una|el|la|los|las|su|sus|otra|otro|segund[oa]|primer[oa]|sola|solo|juntas|juntos)$/.test(
    last,
  )
    ? undefined
    : last;
}

const JOINS =
  /\b(?:se (?:le |les )?(?:suma|une|incorpora|agrega)|llega|empieza a (?:ayudar|trabajar)|se pone a)\b/;
const LEAVES = /\b(?:se (?:descompone|rompe|retira|va|apaga|enferma|detiene|cierra)|deja de \w+|abandona)\b/;

/**
 * «Luis pinta la pared en 4 h y Marta en 6 h. Si Luis empieza solo y al cabo de 1 h se suma Marta, ¿cuánto
 * tiempo más tardan?», «las dos bombas arrancan juntas y al cabo de 1 h la B se descompone: ¿cuánto más
 * tarda la A sola?»: the work done in the first stretch at its rate, the rest at the second's.
 */
export function workInStages(asked: Asked): WorkedKind | undefined {
  const { statement } = asked;
  if (asked.parts.length) return undefined;
  const question = questionOf(statement);
  const durations = [...statement.matchAll(new RegExp(DURATION, 'g'))];
  // «al cabo de 1 h se suma…», «trabaja solo durante 2 horas y recién entonces se le suma…».
  const stage = new RegExp(
    `\\b(?:al cabo de|despues de|luego de|durante) (${AMOUNT}) ?(horas|hora|h|hs|minutos|min|dias|dia)\\b`,
  ).exec(statement);
  if (durations.length !== 2 || !stage || numbersOf(statement) !== 3) return undefined;
  if (durations.some((m) => m.index > stage.index)) return undefined;
  const unitOf = (word: string | undefined) =>
    /^h/.test(word ?? '') ? 'h' : /^m/.test(word ?? '') ? 'min' : /^d/.test(word ?? '') ? 'días' : undefined;
  const unit = unitOf(durations[0]?.[2]);
  if (!unit || unitOf(durations[1]?.[2]) !== unit) return undefined;
  // Hours and minutes convert; a working day is no 24 h.
  const toUnit = (value: number, word: string | undefined) =>
    unitOf(word) === unit
      ? value
      : unit === 'h' && unitOf(word) === 'min'
        ? value / 60
        : unit === 'min' && unitOf(word) === 'h'
          ? value * 60
          : Number.NaN;
  const [t1, t2] = durations.map((m) => amount(m[1]) ?? Number.NaN) as [number, number];
  const first = amount(stage[1]);
  if (!(t1 > 0) || !(t2 > 0) || first === undefined || !(first > 0)) return undefined;
  const T = toUnit(first, stage[2]);
  if (!(T > 0)) return undefined;
  // Who is who: the name written last before each time.
  const names = durations.map((m, i) => {
    const from = i === 0 ? 0 : (durations[0]?.index ?? 0) + (durations[0]?.[0].length ?? 0);
    return workerOf(
      statement
        .slice(from, m.index + m[0].slice(0, m[0].search(/\d/)).length)
        .replace(/\s*(?:tarda\w*|demora\w*|en)\s*$/, ''),
    );
  });
  const [n1, n2] = names;
  if (!n1 || !n2 || n1 === n2) return undefined;
  const after = statement.slice(durations[1] ? durations[1].index + durations[1][0].length : 0);
  const mentions = (name: string, text: string) => new RegExp(`\\b${name}\\b`).test(text);
  const joins = JOINS.test(after);
  const leaves = LEAVES.test(after);
  if (joins === leaves) return undefined;
  // One shared job (a wall, a tank), never two trips: a work's verb, no distance or speed; leaving, they
  // worked together first.
  if (!WORKS.test(statement) || /\bkm\b|\bm\/s\b|recorr|viaj|distancia|velocidad|trayecto/.test(statement))
    return undefined;
  if (leaves && !JOINT.test(statement)) return undefined;
  // The one named next to the change («se suma Marta», «la bomba b se descompone»), and only one named so.
  const change = (joins ? JOINS : LEAVES).exec(after);
  if (!change) return undefined;
  const around = after.slice(Math.max(0, change.index - 25), change.index + change[0].length + 25);
  const named = [n1, n2].filter((n) => mentions(n, around));
  if (named.length !== 1) return undefined;
  const changing = named[0] === n1 ? 0 : 1;
  const rates = [1 / t1, 1 / t2] as const;
  const both = rates[0] + rates[1];
  const stay = rates[changing === 0 ? 1 : 0];
  // Joining: the other worked alone first; leaving: both did, then the other alone.
  const rate1 = joins ? stay : both;
  const rate2 = joins ? both : stay;
  const done = rate1 * T;
  if (!(done < 1)) return undefined;
  const rest = (1 - done) / rate2;
  const total = /\ben total\b|\bdesde (?:que|el (?:comienzo|principio))\b|\btodo el trabajo\b/.test(question);
  if (
    !/cuant[oa]|que tiempo/.test(question) ||
    !/\bmas\b|terminar|complet|total|llenar|el resto/.test(question)
  )
    return undefined;
  const found = total ? T + rest : rest;
  const result = inAskedUnit(found, unit, question);
  if (!result) return undefined;
  const who = [n1, n2];
  const alone = who[1 - changing];
  const fraction = (x: number) => fmt(x, 4);
  return {
    title: 'Trabajo conjunto por etapas',
    data: `${n1} en ${fmt(t1, 2)} ${unit}, ${n2} en ${fmt(t2, 2)} ${unit}; el cambio, al cabo de ${fmt(T, 4)} ${unit}`,
    steps: [
      `En 1 ${unit}, ${n1} hace 1/${fmt(t1, 2)} del trabajo y ${n2} 1/${fmt(t2, 2)}; juntos, ${fraction(both)}.`,
      `Primera etapa (${joins ? `${alone} solo` : 'los dos juntos'}, ${fmt(T, 4)} ${unit}): hacen ${fraction(rate1)} · ${fmt(T, 4)} = ${fraction(done)} del trabajo; falta ${fraction(1 - done)}.`,
      `Segunda etapa (${joins ? 'los dos juntos' : `${alone} solo`}): ${fraction(1 - done)} / ${fraction(rate2)} = ${fmt(rest, 4)} ${unit}${total ? `; en total, ${fmt(T, 4)} + ${fmt(rest, 4)} = ${fmt(T + rest, 4)} ${unit}` : ''}.`,
      `Verificación: ${fraction(rate1)} · ${fmt(T, 4)} + ${fraction(rate2)} · ${fmt(rest, 4)} = ${fraction(rate1 * T + rate2 * rest)} (el trabajo entero) ✓`,
      ...(result.step ? [result.step] : []),
    ],
    answer: `**${fmt(result.value, 2)} ${result.unit}${total ? ' en total' : ' más'}**`,
  };
}

// ——— Percentages in a row ———

const UP = /(?:aument\w*|sub[eiao]\w*|recargo|iva|increment\w*|encarec\w*|agreg\w*|interes)/;
const DOWN = /(?:descuento|descuent\w*|descont\w*|rebaj\w*|\bbaj[oa]\w*|disminu\w*|abarat\w*|ofert\w*)/;

/**
 * «Aumentó un 20 % y luego se rebajó un 20 %: su precio final», «tras un descuento del 15 % y el 21 % de
 * IVA se pagó $ 514 250: ¿el precio de lista?», «sube un 10 % y otro 10 %: ¿qué porcentaje en total?».
 */
export function percentChain(asked: Asked): WorkedKind | undefined {
  const { statement } = asked;
  if (asked.parts.length) return undefined;
  const question = questionOf(statement);
  const percents = [...statement.matchAll(new RegExp(PERCENT, 'g'))];
  if (percents.length < 2) return undefined;
  const money = [...statement.matchAll(new RegExp(`\\$\\s*(${AMOUNT})`, 'g'))];
  if (money.length > 1 || numbersOf(statement) !== percents.length + money.length) return undefined;
  let previous = 0;
  const factors: number[] = [];
  for (const [i, m] of percents.entries()) {
    const from = i === 0 ? 0 : (percents[i - 1]?.index ?? 0) + (percents[i - 1]?.[0].length ?? 0);
    // The change's word before its percentage, or right after it («el 21 % de IVA»).
    const before = statement.slice(from, m.index);
    const after = statement.slice(m.index + m[0].length, m.index + m[0].length + 12);
    const up = UP.test(before) || /^ de (?:iva|recargo|interes|aumento)/.test(after);
    const down = DOWN.test(before) || /^ de (?:descuento|rebaja)/.test(after);
    const sign = up && !down ? 1 : down && !up ? -1 : /\botro\b/.test(before) ? previous : 0;
    if (sign === 0) return undefined;
    previous = sign;
    factors.push(1 + (sign * (amount(m[1]) ?? Number.NaN)) / 100);
  }
  // «Otro 10 % sobre el precio original»: the changes add up, which this reading does not take.
  if (
    /(?:sobre|del) (?:el )?precio (?:original|inicial)/.test(
      statement.slice(0, statement.length - question.length),
    )
  )
    return undefined;
  const product = factors.reduce((a, b) => a * b, 1);
  if (!Number.isFinite(product) || product <= 0) return undefined;
  const chain = factors.map((f) => fmt(f, 4)).join(' · ');
  if (money.length === 0) {
    // «El precio final, respecto del inicial, es:», «Respecto del precio original, el precio final:»:
    // the same change, said as the options say it (mayor / menor, subió / bajó, igual).
    const compared =
      /respecto (?:del|al) (?:precio )?(?:inicial|original)|compar\w* con el (?:precio )?(?:inicial|original)/.test(
        question,
      );
    if (!compared && !/que porcentaje|cuanto por ciento|en que porcentaje/.test(question)) return undefined;
    const change = (product - 1) * 100;
    if (compared) {
      const same = Math.abs(change) < 1e-9;
      const size = fmt(Math.abs(change), 2);
      return {
        title: 'Porcentajes sucesivos',
        data: `factores ${chain}`,
        steps: [
          'Cada cambio multiplica el precio que había: subir un r % es multiplicar por 1 + r/100, bajar, por 1 − r/100.',
          `En total: ${chain} = ${fmt(product, 4)}.`,
          same
            ? 'El precio quedó multiplicado por 1: es el mismo.'
            : `El precio final es ${fmt(product, 4)} veces el inicial: ${change > 0 ? 'subió' : 'bajó'} un ${size} % (el segundo porcentaje se aplica a otro precio, por eso no se cancelan).`,
        ],
        answer: same
          ? '**El precio final es igual al inicial**'
          : `**El precio final es un ${size} % ${change > 0 ? 'mayor' : 'menor'} que el inicial: ${change > 0 ? 'subió' : 'bajó'} un ${size} %**`,
      };
    }
    return {
      title: 'Porcentajes sucesivos',
      data: `factores ${chain}`,
      steps: [
        'Cada cambio multiplica el precio que había: subir un r % es multiplicar por 1 + r/100, bajar, por 1 − r/100.',
        `En total: ${chain} = ${fmt(product, 4)}.`,
        `El precio quedó multiplicado por ${fmt(product, 4)}: ${change >= 0 ? 'subió' : 'bajó'} un ${fmt(Math.abs(change), 2)} %.`,
      ],
      answer: `**${change >= 0 ? 'Aumentó' : 'Disminuyó'} un ${fmt(Math.abs(change), 2)} %**`,
    };
  }
  const [price] = money as [RegExpExecArray];
  const value = amount(price[1]);
  if (value === undefined) return undefined;
  // The price named before it («el precio de lista es $ …», «se pagó $ …»), else where it stands.
  const before = statement.slice(Math.max(0, price.index - 35), price.index);
  const named = /precio (?:de lista|original|inicial)|costaba|cuesta|valia|vale\b/.test(before)
    ? 'first'
    : /pag\w*|abon\w*|cobr\w*|precio final/.test(before)
      ? 'last'
      : undefined;
  const givenFirst = named
    ? named === 'first'
    : price.index < (percents[0]?.index ?? 0) && !/pag|abon|cobr/.test(statement.slice(0, price.index));
  const asksFinal =
    /precio final|cuanto (?:se )?(?:paga|pago|cuesta ahora|costara|vale ahora)|nuevo precio|precio (?:resultante|actual)|precio (?:a fin(?:es)? de|al final de|despues de|luego de|tras)/.test(
      question,
    );
  const asksOriginal =
    /precio (?:de lista|original|inicial)|cuanto costaba|cual era|sin (?:el )?descuento/.test(question);
  if (asksFinal === asksOriginal) return undefined;
  if (asksFinal && givenFirst) {
    const result = value * product;
    return {
      title: 'Porcentajes sucesivos',
      data: `precio $ ${fmt(value, 2)}; factores ${chain}`,
      steps: [
        'Cada cambio se aplica al precio que había: subir un r % es multiplicar por 1 + r/100, bajar, por 1 − r/100.',
        `$${fmt(value, 2)} \\cdot ${chain.replace(/ · /g, ' \\cdot ')} = ${fmt(result, 2)}$.`,
      ],
      answer: `**$ ${fmt(result, 2)}**`,
    };
  }
  if (asksOriginal && !givenFirst) {
    const result = value / product;
    return {
      title: 'Porcentajes sucesivos',
      data: `se pagó $ ${fmt(value, 2)}; factores ${chain}`,
      steps: [
        `Llamá P al precio de lista: $P \\cdot ${chain.replace(/ · /g, ' \\cdot ')} = ${fmt(value, 2)}$.`,
        `Despejá: P = ${fmt(value, 2)} / ${fmt(product, 4)} = ${fmt(result, 2)}.`,
        `Verificación: ${fmt(result, 2)} · ${fmt(product, 4)} = ${fmt(result * product, 2)} ✓`,
      ],
      answer: `**$ ${fmt(result, 2)}**`,
    };
  }
  return undefined;
}

// ——— Two numbers ———

/**
 * «Hallar dos números tales que su suma sea 85 y su diferencia 23»; «Sea x el mayor de dos números cuya
 * suma es 96. Si el mayor es el triple del menor…»; «uno sea 5 unidades mayor que el otro y su producto
 * sea 204»: the pair, or the one asked.
 */
export function twoNumbers(asked: Asked): WorkedKind | undefined {
  const { statement } = asked;
  if (!/dos numeros/.test(statement)) return undefined;
  const sum = amount(
    new RegExp(
      `suma(?: de (?:los |ambos |dichos |esos )?(?:dos )?numeros| de ambos| de ellos)? (?:sea|es|da|vale) (?:de |igual a )?(${AMOUNT})`,
    ).exec(statement)?.[1],
  );
  // «Dos números están en la razón 3 : 5», «… son proporcionales a 3 y 5»: the smaller to the larger.
  const parts = new RegExp(
    `(?:en la (?:razon|relacion|proporcion)(?: de)?|son proporcionales a) (${AMOUNT}) ?(?::|a|y) ?(${AMOUNT})`,
  ).exec(statement);
  const difference = amount(
    new RegExp(
      `diferencia(?: entre (?:dos|ambos|los|ellos)(?: numeros)?)? (?:sea |es |da |vale )?(?:de |igual a )?(${AMOUNT})`,
    ).exec(statement)?.[1],
  );
  const product = amount(
    new RegExp(
      `producto(?: de (?:dos|ambos|los) numeros(?: naturales| enteros)?(?: consecutivos)?)? (?:sea|es|da|vale) (?:de |igual a )?(${AMOUNT})`,
    ).exec(statement)?.[1],
  );
  const ratio = new RegExp(`(?:el )?mayor (?:es|sea) el ${MULTIPLE} del menor`).exec(statement);
  const apart = amount(new RegExp(`(${AMOUNT}) unidades mayor que el otro`).exec(statement)?.[1]);
  const consecutive = /producto de dos numeros (?:naturales |enteros )?consecutivos/.test(statement);
  let pair: [number, number] | undefined;
  let equations = '';
  const [p1, p2] = [amount(parts?.[1]), amount(parts?.[2])];
  if (parts && p1 !== undefined && p2 !== undefined && p1 > 0 && p2 > 0 && p1 !== p2) {
    if (sum === undefined || difference !== undefined || product || ratio || numbersOf(statement) !== 3)
      return undefined;
    const [a, b] = [Math.min(p1, p2), Math.max(p1, p2)];
    pair = [(sum * b) / (a + b), (sum * a) / (a + b)];
    equations = `$x = ${fmt(b, 4)}k$, $y = ${fmt(a, 4)}k$ y $x + y = ${fmt(sum, 4)}$, así que $k = ${fmt(sum / (a + b), 4)}$`;
  } else if (
    sum !== undefined &&
    difference !== undefined &&
    numbersOf(statement) === 2 &&
    !product &&
    !ratio
  ) {
    pair = [(sum + difference) / 2, (sum - difference) / 2];
    equations = `$x + y = ${fmt(sum, 4)}$ y $x - y = ${fmt(difference, 4)}$`;
  } else if (sum !== undefined && ratio && numbersOf(statement) === 1 && difference === undefined) {
    const k = TIMES[ratio[1] ?? ''] ?? 0;
    pair = [(k * sum) / (k + 1), sum / (k + 1)];
    equations = `$x + y = ${fmt(sum, 4)}$ y $x = ${k}y$`;
  } else if (
    apart !== undefined &&
    product !== undefined &&
    numbersOf(statement) === 2 &&
    sum === undefined
  ) {
    const small = (-apart + Math.sqrt(apart * apart + 4 * product)) / 2;
    pair = [small + apart, small];
    equations = `$x = y + ${fmt(apart, 4)}$ y $x \\cdot y = ${fmt(product, 4)}$, o sea $y^2 + ${fmt(apart, 4)}y - ${fmt(product, 4)} = 0$ (la raíz positiva)`;
    if (/natural|entero/.test(statement) && !isWhole(small)) return undefined;
    // Among the integers the negative root gives a second pair with the same difference and product.
    if (/\benteros?\b/.test(statement) && !/natural|positiv/.test(statement)) return undefined;
  } else if (difference !== undefined && ratio && numbersOf(statement) === 1 && sum === undefined) {
    const k = TIMES[ratio[1] ?? ''] ?? 0;
    pair = [(k * difference) / (k - 1), difference / (k - 1)];
    equations = `$x - y = ${fmt(difference, 4)}$ y $x = ${k}y$`;
  } else if (consecutive && product !== undefined && numbersOf(statement) === 1 && sum === undefined) {
    // n(n + 1) = P, n natural: the positive root of n² + n − P.
    const small = (-1 + Math.sqrt(1 + 4 * product)) / 2;
    if (!isWhole(small) || small <= 0) return undefined;
    // «dos enteros consecutivos»: −(n + 1) and −n multiply to the same P, so the pair is not one.
    if (/\benteros?\b/.test(statement) && !/natural|positiv/.test(statement)) return undefined;
    pair = [small + 1, small];
    equations = `$x = y + 1$ y $x \\cdot y = ${fmt(product, 4)}$, o sea $y^2 + y - ${fmt(product, 4)} = 0$ (la raíz natural)`;
  }
  if (!pair?.every(Number.isFinite)) return undefined;
  const [big, small] = pair;
  const x = /sea x el mayor/.test(statement) ? big : /sea x el menor/.test(statement) ? small : undefined;
  const answers: string[] = [];
  for (const item of questionsOf(asked)) {
    const text = item.text;
    // «¿Cuál es su producto?»: the product of the pair found.
    if (
      /^¿\s*(?:cual es|cuanto (?:es|vale|da)) (?:su producto|el producto (?:de (?:ambos|ellos|los (?:dos )?numeros|dichos numeros)|entre ellos))\s*\?$/.test(
        text,
      )
    ) {
      answers.push(`**${item.label}El producto es ${fmt(big * small, 4)}**`);
      continue;
    }
    // «¿Cuánto vale el doble del mayor?», «¿… su cociente?»: another number made of them, not read.
    if (
      /^¿/.test(text) &&
      /producto|cociente|suma|diferencia|cuadrad|doble|triple|mitad|razon|promedio/.test(text)
    )
      return undefined;
    if (/\bmayor\b/.test(text) && !/\bmenor\b/.test(text)) answers.push(`**${item.label}${fmt(big, 4)}**`);
    else if (/\bmenor\b/.test(text) && !/\bmayor\b/.test(text))
      answers.push(`**${item.label}${fmt(small, 4)}**`);
    else if (/vale x|valor de x/.test(text) && x !== undefined)
      answers.push(`**${item.label}x = ${fmt(x, 4)}**`);
    else if (
      !asked.parts.length &&
      /(?:halla\w*|determina\w*|encontra\w*|cuales son|que numeros son) (?:los |dichos |ambos |esos )?(?:dos )?numeros/.test(
        statement,
      )
    )
      answers.push(`**Los números son ${fmt(big, 4)} y ${fmt(small, 4)}**`);
    else return undefined;
  }
  return {
    title: 'Problema con dos números',
    data: equations.replace(/\$/g, ''),
    steps: [
      `Llamá x al mayor e y al menor: ${equations}.`,
      `Resolviendo: x = ${fmt(big, 4)} e y = ${fmt(small, 4)}.`,
      'Verificación: los dos cumplen cada condición del enunciado ✓',
    ],
    answer: answers.join('\n\n'),
  };
}

/**
 * «En un número de dos cifras, la de las decenas excede en 3 a la de las unidades y la suma de ambas es
 * 11»; «la suma de sus cifras es 9 y, invertidas, el número aumenta 27»: the number 10d + u.
 */
export function twoDigits(asked: Asked): WorkedKind | undefined {
  const { statement } = asked;
  if (!/numero de dos cifras/.test(statement) || asked.parts.length) return undefined;
  const sum = amount(
    new RegExp(`suma de (?:ambas|las|sus) (?:dos )?cifras[^.;?]{0,40}? es (?:de |igual a )?(${AMOUNT})`).exec(
      statement,
    )?.[1],
  );
  const exceeds = new RegExp(
    `cifra de las (decenas|unidades) (?:excede|supera) en (${AMOUNT}) a la de las (decenas|unidades)`,
  ).exec(statement);
  const reversed = new RegExp(`inv\\w+[^.;?]*?(${AMOUNT}) unidades (mayor|menor)`).exec(statement);
  const times = new RegExp(
    `cifra de las (decenas|unidades) es el ${MULTIPLE} de la (?:cifra )?de las (decenas|unidades)`,
  ).exec(statement);
  const relations = [exceeds, reversed, times].filter(Boolean).length;
  if (sum === undefined || relations !== 1 || numbersOf(statement) !== (times ? 1 : 2)) return undefined;
  // «¿Qué número se obtiene al invertir el orden de sus cifras?»: the number with its digits swapped.
  const swapAsked =
    /(?:que numero se obtiene|cual es el numero que se obtiene|que numero resulta) (?:al|si se) inv(?:ert|iert)\w* (?:el orden de )?(?:sus|las) cifras\s*\??$/.test(
      questionOf(statement),
    );
  if (
    !swapAsked &&
    !/(?:cual es|halla\w*|determina\w*|encontra\w*|de que numero se trata|que numero es) ?(?:el |dicho |ese )?numero/.test(
      questionOf(statement),
    )
  )
    return undefined;
  let d: number;
  let u: number;
  let relation: string;
  if (exceeds && !reversed) {
    const by = amount(exceeds[2]) ?? Number.NaN;
    const tensFirst = exceeds[1] === 'decenas';
    if (exceeds[1] === exceeds[3]) return undefined;
    [d, u] = tensFirst ? [(sum + by) / 2, (sum - by) / 2] : [(sum - by) / 2, (sum + by) / 2];
    relation = tensFirst ? `d − u = ${fmt(by, 0)}` : `u − d = ${fmt(by, 0)}`;
  } else if (times) {
    const k = TIMES[times[2] ?? ''] ?? Number.NaN;
    if (times[1] === times[3]) return undefined;
    const unitsBigger = times[1] === 'unidades';
    [d, u] = unitsBigger ? [sum / (k + 1), (k * sum) / (k + 1)] : [(k * sum) / (k + 1), sum / (k + 1)];
    relation = unitsBigger ? `u = ${k}d` : `d = ${k}u`;
  } else if (reversed && !exceeds) {
    // (10u + d) − (10d + u) = 9(u − d) = ±k.
    const k = (amount(reversed[1]) ?? Number.NaN) * (reversed[2] === 'mayor' ? 1 : -1);
    const gap = k / 9;
    [u, d] = [(sum + gap) / 2, (sum - gap) / 2];
    relation = `(10u + d) − (10d + u) = 9(u − d) = ${fmt(k, 0)}`;
  } else return undefined;
  if (![d, u].every((digit) => isWhole(digit) && digit >= 0 && digit <= 9) || d === 0) return undefined;
  const n = 10 * d + u;
  return {
    title: 'Problema con las cifras de un número',
    data: `d + u = ${fmt(sum, 0)}; ${relation}`,
    steps: [
      `Llamá d a la cifra de las decenas y u a la de las unidades: el número es 10d + u.`,
      `Con $d + u = ${fmt(sum, 0)}$ y ${relation}: d = ${d}, u = ${u}.`,
      `Verificación: ${d} + ${u} = ${fmt(sum, 0)} ✓; el número es ${n}${reversed || swapAsked ? ` y al invertirlo queda ${10 * u + d}` : ''}.`,
    ],
    answer: swapAsked ? `**Al invertir sus cifras se obtiene ${10 * u + d}**` : `**El número es ${n}**`,
  };
}

// ——— Budgets and bounds ———

/**
 * «Un ascensor soporta como máximo 600 kg; el ascensorista pesa 75 kg: ¿cuántas cajas de 35 kg puede subir
 * como máximo?»: A + B·n ≤ C, n the whole count.
 */
export function capacityCount(asked: Asked): WorkedKind | undefined {
  const { statement } = asked;
  if (asked.parts.length) return undefined;
  const UNIT = '(kg|kilos|kilogramos|t|toneladas|l|litros)';
  const limit = new RegExp(
    `(?:soporta|resiste|admite|carga|transporta|lleva)(?: como maximo| hasta| un maximo de)? (${AMOUNT}) ?${UNIT}\\b|(?:carga|capacidad) maxima (?:es )?de (${AMOUNT}) ?${UNIT}\\b`,
  ).exec(statement);
  const fixed = new RegExp(`(?:pesa|ya lleva|ya tiene|ya carga|con) (${AMOUNT}) ?${UNIT}\\b`).exec(statement);
  const each = new RegExp(`cuant[oa]s (\\p{L}+) de (${AMOUNT}) ?${UNIT}\\b`, 'u').exec(statement);
  if (!limit || !fixed || !each || numbersOf(statement) !== 3) return undefined;
  const question = questionOf(statement);
  if (!/como maximo|a lo sumo|maxim[oa]/.test(statement) || !/cuant[oa]s/.test(question)) return undefined;
  // The bound holds for one trip: «en dos viajes», «en 3 subidas» asks a total this reading does not count.
  if (/\b(?:viajes|veces|subidas|vueltas|turnos)\b/.test(statement)) return undefined;
  const unitOf = (m: RegExpExecArray, i: number) => (m[i] ?? '').slice(0, 1);
  const limitUnit = limit[2] ?? limit[4] ?? '';
  if (new Set([limitUnit.slice(0, 1), unitOf(fixed, 2), unitOf(each, 3)]).size !== 1) return undefined;
  const [c, a, b] = [amount(limit[1] ?? limit[3]), amount(fixed[1]), amount(each[2])];
  if (c === undefined || a === undefined || b === undefined || !(b > 0) || a >= c) return undefined;
  const n = Math.floor((c - a) / b + 1e-9);
  const noun = each[1] ?? '';
  const unit = limitUnit;
  return {
    title: 'Problema con una inecuación',
    data: `límite ${fmt(c, 2)} ${unit}; ya hay ${fmt(a, 2)} ${unit}; cada uno, ${fmt(b, 2)} ${unit}`,
    steps: [
      `Llamá n a la cantidad de ${noun}: $${fmt(a, 2)} + ${fmt(b, 2)}n \\le ${fmt(c, 2)}$.`,
      `Restá ${fmt(a, 2)} y dividí por ${fmt(b, 2)}: $n \\le ${fmt((c - a) / b, 4)}$; n es un número entero, así que n = ${n}.`,
      `Verificación: ${fmt(a, 2)} + ${fmt(b, 2)} · ${n} = ${fmt(a + b * n, 2)} ≤ ${fmt(c, 2)}, y con uno más serían ${fmt(a + b * (n + 1), 2)} ✓`,
    ],
    answer: `**Como máximo ${n} ${noun}**`,
  };
}

const WORD_COUNTS: Record<string, number> = { dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6 };

/**
 * «El promedio de tres parciales debe ser al menos 6; obtuvo 4,5 y 6,5 en los dos primeros: ¿qué nota
 * mínima necesita en el tercero?»: (Σ + x)/n ≥ m, so x ≥ n·m − Σ.
 */
export function averageNeeded(asked: Asked): WorkedKind | undefined {
  const { statement } = asked;
  if (asked.parts.length) return undefined;
  const average = new RegExp(
    `promedio (?:de (?:las |los |sus )?(dos|tres|cuatro|cinco|seis|\\d) (?:notas|parciales|examenes|evaluaciones|pruebas|trabajos)[^.;?]*? )?(?:debe ser|sea|tiene que ser|necesita) (?:de )?(?:al menos|como minimo|mayor o igual (?:a|que)|no menor (?:a|que)) (${AMOUNT})`,
  ).exec(statement);
  const grades = new RegExp(
    `(?:obtuvo|saco|tiene|tuvo) ((?:${AMOUNT})(?:, (?:${AMOUNT}))* y (?:${AMOUNT}))`,
  ).exec(statement);
  if (
    !average?.[1] ||
    !grades ||
    !/nota minima|minima nota|cuanto (?:debe|necesita|tiene que) sacar/.test(questionOf(statement))
  )
    return undefined;
  const n = WORD_COUNTS[average[1]] ?? Number(average[1]);
  const m = amount(average[2]);
  const marks = (grades[1] ?? '').split(/, | y /).map((g) => amount(g));
  const typedCount = /\d/.test(average[1]) ? 1 : 0;
  if (m === undefined || marks.some((g) => g === undefined) || marks.length !== n - 1) return undefined;
  if (numbersOf(statement) !== 1 + marks.length + typedCount) return undefined;
  const total = marks.reduce<number>((a, g) => a + (g ?? 0), 0);
  const x = n * m - total;
  // A mark over 10 cannot be had: the bound is unreachable, which this reading does not state.
  if (x > 10) return undefined;
  return {
    title: 'Problema con una inecuación',
    data: `${n} notas, promedio al menos ${fmt(m, 2)}; ya tiene ${marks.map((g) => fmt(g ?? 0, 2)).join(', ')}`,
    steps: [
      `Llamá x a la nota que falta: $\\frac{${fmt(total, 2)} + x}{${n}} \\ge ${fmt(m, 2)}$.`,
      `Multiplicá por ${n} (positivo): $${fmt(total, 2)} + x \\ge ${fmt(n * m, 2)}$, así que $x \\ge ${fmt(x, 2)}$.`,
      `Verificación: (${fmt(total, 2)} + ${fmt(x, 2)})/${n} = ${fmt(m, 2)} ✓`,
    ],
    answer: `**${x <= 0 ? 'Cualquier nota le alcanza' : `Como mínimo, ${fmt(x, 2)}`}**`,
  };
}

// ——— Speeds ———

/**
 * «Una lancha recorre 60 km río abajo en 2 h y el mismo trayecto río arriba en 3 h»: v + c = d/t₁ and
 * v − c = d/t₂, the boat's speed in still water and the current's.
 */
export function riverCurrent(asked: Asked): WorkedKind | undefined {
  const { statement } = asked;
  const down = new RegExp(
    `(${AMOUNT}) ?(km|m)\\b[^.;?]{0,30}?(?:rio abajo|a favor de la corriente) en (${AMOUNT}) ?(h|horas?)\\b`,
  ).exec(statement);
  const up = new RegExp(`(?:rio arriba|en contra de la corriente) en (${AMOUNT}) ?(h|horas?)\\b`).exec(
    statement,
  );
  if (
    !down ||
    !up ||
    numbersOf(statement) !== 3 ||
    !/mismo (?:trayecto|recorrido|camino)|misma distancia/.test(statement)
  )
    return undefined;
  const [d, t1, t2] = [amount(down[1]), amount(down[3]), amount(up[1])];
  if (d === undefined || t1 === undefined || t2 === undefined || !(t1 < t2)) return undefined;
  const unit = `${down[2]}/h`;
  const [fast, slow] = [d / t1, d / t2];
  const [v, c] = [(fast + slow) / 2, (fast - slow) / 2];
  const answers: string[] = [];
  for (const item of questionsOf(asked)) {
    const current = /corriente|del rio|del agua(?! quieta| en calma)/.test(item.text);
    const boat = /lancha|bote|barco|canoa|aguas? (?:quietas?|en calma|tranquilas?)|propia/.test(item.text);
    if (current && !boat) answers.push(`**${item.label}${fmt(c, 2)} ${unit}**`);
    else if (boat && !current) answers.push(`**${item.label}${fmt(v, 2)} ${unit}**`);
    else if (!asked.parts.length && current && boat)
      answers.push(`**Lancha: ${fmt(v, 2)} ${unit}; corriente: ${fmt(c, 2)} ${unit}**`);
    else return undefined;
  }
  return {
    title: 'Velocidad con corriente',
    data: `${fmt(d, 2)} ${down[2]} río abajo en ${fmt(t1, 2)} h y río arriba en ${fmt(t2, 2)} h`,
    steps: [
      `Río abajo la corriente suma y río arriba resta: $v + c = ${fmt(d, 2)}/${fmt(t1, 2)} = ${fmt(fast, 4)}$ y $v - c = ${fmt(d, 2)}/${fmt(t2, 2)} = ${fmt(slow, 4)}$.`,
      `Sumando y restando: v = ${fmt(v, 4)} ${unit} y c = ${fmt(c, 4)} ${unit}.`,
      `Verificación: (${fmt(v, 4)} + ${fmt(c, 4)}) · ${fmt(t1, 2)} = ${fmt((v + c) * t1, 2)} y (${fmt(v, 4)} − ${fmt(c, 4)}) · ${fmt(t2, 2)} = ${fmt((v - c) * t2, 2)} ✓`,
    ],
    answer: answers.join('\n\n'),
  };
}

/**
 * «Va de un pueblo a otro a 15 km/h y vuelve por el mismo camino a 10 km/h; entre la ida y la vuelta tardó
 * 5 horas: ¿qué distancia hay?»: d/v₁ + d/v₂ = T.
 */
export function roundTrip(asked: Asked): WorkedKind | undefined {
  const { statement } = asked;
  if (asked.parts.length) return undefined;
  const going = new RegExp(`\\b(?:va|viaja|sale)\\b[^.;?]*? a (${AMOUNT}) ?km/h`).exec(statement);
  const back = new RegExp(`\\b(?:vuelve|regresa)\\b[^.;?]*? a (${AMOUNT}) ?km/h`).exec(statement);
  const total = new RegExp(
    `tard\\w+ (?:en total )?(${AMOUNT}) ?(h|horas?)\\b|(${AMOUNT}) ?(?:h|horas) en total`,
  ).exec(statement);
  if (!going || !back || !total || numbersOf(statement) !== 3) return undefined;
  if (!/mismo camino|misma ruta|mismo trayecto|ida y (?:la )?vuelta/.test(statement)) return undefined;
  if (
    !/que distancia|a que distancia|cuantos (?:km|kilometros)|cuanto mide el (?:camino|trayecto)/.test(
      questionOf(statement),
    )
  )
    return undefined;
  const [v1, v2, t] = [amount(going[1]), amount(back[1]), amount(total[1] ?? total[3])];
  if (v1 === undefined || v2 === undefined || t === undefined) return undefined;
  const d = (t * v1 * v2) / (v1 + v2);
  // «¿Qué distancia recorrió en total?»: the way there and back, twice the distance between the towns.
  const question = questionOf(statement);
  const both =
    /en total|ida y (?:la )?vuelta|todo el (?:viaje|recorrido)/.test(question) &&
    !/(?:a|en) la (?:ida|vuelta)\b/.test(question);
  return {
    title: 'Ida y vuelta',
    data: `ida a ${fmt(v1, 2)} km/h, vuelta a ${fmt(v2, 2)} km/h, ${fmt(t, 2)} h en total`,
    steps: [
      `Llamá d a la distancia: la ida dura d/${fmt(v1, 2)} y la vuelta d/${fmt(v2, 2)}, así que $\\frac{d}{${fmt(v1, 2)}} + \\frac{d}{${fmt(v2, 2)}} = ${fmt(t, 2)}$.`,
      `Despejá: $d = \\frac{${fmt(t, 2)} \\cdot ${fmt(v1, 2)} \\cdot ${fmt(v2, 2)}}{${fmt(v1, 2)} + ${fmt(v2, 2)}} = ${fmt(d, 4)}$ km.`,
      `Verificación: ${fmt(d / v1, 4)} h + ${fmt(d / v2, 4)} h = ${fmt(t, 2)} h ✓`,
      ...(both ? [`Ida y vuelta recorre el camino dos veces: 2 · ${fmt(d, 4)} = ${fmt(2 * d, 4)} km.`] : []),
    ],
    answer: `**${fmt(both ? 2 * d : d, 2)} km**`,
  };
}

// ——— Two purchases ———

// ——— A length cut in two ———

/** «Se corta un alambre de 120 cm en dos partes, de modo que una mida 18 cm más que la otra». */
export function cutInTwo(asked: Asked): WorkedKind | undefined {
  const { statement } = asked;
  const whole = new RegExp(
    `(?:cort|divid|part|reparte)\\w* (?:un|una|el|la) (\\p{L}+) de (${AMOUNT}) ?(cm|m|mm|km)? en dos (?:partes|trozos|pedazos)`,
    'u',
  ).exec(statement);
  const more = new RegExp(
    `(?:una|la primera|uno|el primero) (?:mida|mide|tenga|sea) (${AMOUNT}) ?(?:cm|m|mm|km)? mas (?:larg[oa] )?que (?:la|el) otr[oa]`,
  ).exec(statement);
  const times = new RegExp(
    `(?:una|la primera|uno|el primero) (?:mida|mide|sea) el ${MULTIPLE} (?:de|que) (?:la|el) otr[oa]`,
  ).exec(statement);
  if (!whole || (!more && !times) || (more && times)) return undefined;
  const total = amount(whole[2]);
  if (total === undefined || numbersOf(statement) !== (more ? 2 : 1)) return undefined;
  const unit = whole[3] ? ` ${whole[3]}` : '';
  const [short, long] = more
    ? [(total - (amount(more[1]) ?? Number.NaN)) / 2, (total + (amount(more[1]) ?? Number.NaN)) / 2]
    : [
        total / (1 + (TIMES[times?.[1] ?? ''] ?? Number.NaN)),
        total - total / (1 + (TIMES[times?.[1] ?? ''] ?? Number.NaN)),
      ];
  if (!(short > 0) || !Number.isFinite(long)) return undefined;
  const answers: string[] = [];
  const conversions: string[] = [];
  // A part said in the unit the question asks («…, expresada en metros?»), or none when it asks one and
  // the statement gave none.
  const said = (value: number, question: string) => {
    if (!whole[3]) return askedUnit(question) === undefined ? fmt(value, 2) : undefined;
    const result = inAskedUnit(value, whole[3], question);
    if (!result) return undefined;
    if (result.step) conversions.push(result.step);
    return `${fmt(result.value, 4)} ${result.unit}`;
  };
  for (const item of questionsOf(asked)) {
    const part = /mas cort[oa]|menor|mas chic[oa]/.test(item.text)
      ? said(short, item.text)
      : /mas larg[oa]|mayor|mas grande/.test(item.text)
        ? said(long, item.text)
        : undefined;
    if (part !== undefined) answers.push(`**${item.label}${part}**`);
    else if (!asked.parts.length && /cada (?:parte|trozo|pedazo)/.test(item.text) && !askedUnit(item.text))
      answers.push(`**${fmt(short, 2)}${unit} y ${fmt(long, 2)}${unit}**`);
    else return undefined;
  }
  return {
    title: 'Problema con una ecuación',
    data: `${whole[1]} de ${fmt(total, 2)}${unit} en dos partes`,
    steps: [
      more
        ? `Llamá x a la parte más corta: la otra es x + ${more[1]}, y $x + (x + ${more[1]}) = ${fmt(total, 2)}$.`
        : `Llamá x a la parte más corta: la otra es ${TIMES[times?.[1] ?? '']}x, y $x + ${TIMES[times?.[1] ?? '']}x = ${fmt(total, 2)}$.`,
      `Despejá: x = ${fmt(short, 2)}${unit}; la otra, ${fmt(long, 2)}${unit}.`,
      `Verificación: ${fmt(short, 2)} + ${fmt(long, 2)} = ${fmt(short + long, 2)} ✓`,
      ...conversions,
    ],
    answer: answers.join('\n\n'),
  };
}

// ——— A square that grows, what is left of an amount ———

/**
 * «Si cada lado de un cuadrado aumenta 3 cm, su área aumenta 51 cm²»: (x + a)² − x² = A, so
 * x = (A − a²)/(2a); when both shrink, x = (A + a²)/(2a).
 */
export function squareGrowth(asked: Asked): WorkedKind | undefined {
  const { statement } = asked;
  if (asked.parts.length) return undefined;
  const side = new RegExp(
    `lados? de un cuadrado (?:se )?(aumenta|crece|se alarga|alarga|disminuye|se reduce|reduce|se acorta|acorta)n?(?: en)? (${AMOUNT}) ?(cm|m|mm|dm)?\\b`,
  ).exec(statement);
  const area = new RegExp(
    `(?:su )?(?:area|superficie) (?:se )?(aumenta|crece|disminuye|se reduce|reduce)(?: en)? (${AMOUNT}) ?(?:cm|m|mm|dm)?(?:²|2)`,
  ).exec(statement);
  if (!side || !area || numbersOf(statement.replace(/(cm|m|mm|dm)2/g, '$1²')) !== 2) return undefined;
  const grows = /aumenta|crece|alarga/.test(side[1] ?? '');
  if (grows !== /aumenta|crece/.test(area[1] ?? '')) return undefined;
  const question = questionOf(statement);
  const asksSide = /lado/.test(question);
  const asksArea = /area|superficie/.test(question) && !asksSide;
  if (!asksSide && !asksArea) return undefined;
  const [a, change] = [amount(side[2]), amount(area[2])];
  if (a === undefined || change === undefined || !(a > 0)) return undefined;
  const x = grows ? (change - a * a) / (2 * a) : (change + a * a) / (2 * a);
  if (!(x > 0) || (!grows && x <= a)) return undefined;
  const unit = side[3] ? ` ${side[3]}` : '';
  const sign = grows ? '+' : '-';
  return {
    title: 'Problema con una ecuación',
    data: `el lado ${grows ? 'aumenta' : 'disminuye'} ${fmt(a, 4)}${unit}; el área ${grows ? 'aumenta' : 'disminuye'} ${fmt(change, 4)}${unit ? `${unit}²` : ''}`,
    steps: [
      `Llamá x al lado original: ${grows ? `$(x + ${fmt(a, 4)})^2 - x^2 = ${fmt(change, 4)}$` : `$x^2 - (x - ${fmt(a, 4)})^2 = ${fmt(change, 4)}$`}.`,
      `Desarrollá el cuadrado: $${fmt(2 * a, 4)}x ${sign} ${fmt(a * a, 4)} = ${fmt(change, 4)}$, así que x = ${fmt(x, 4)}${unit}.`,
      `Verificación: ${fmt(grows ? (x + a) ** 2 : x * x, 4)} − ${fmt(grows ? x * x : (x - a) ** 2, 4)} = ${fmt(change, 4)} ✓`,
    ],
    answer: asksSide ? `**${fmt(x, 2)}${unit}**` : `**${fmt(x * x, 2)}${unit ? `${unit}²` : ''}**`,
  };
}

/**
 * «Un tanque está lleno hasta los 2/3 de su capacidad; se extraen 150 litros y el nivel queda en 1/4 de
 * la capacidad: ¿cuál es la capacidad?»: the amount taken out (or put in) is the difference of the two
 * fractions of the whole.
 */
export function fractionLevels(asked: Asked): WorkedKind | undefined {
  const { statement } = asked;
  if (asked.parts.length) return undefined;
  const question = questionOf(statement);
  if (!/capacidad|cuantos litros (?:caben|entran|le caben)|cuanto (?:le )?cabe/.test(question))
    return undefined;
  const fractions = [...statement.matchAll(/(?<![\d,./])(\d+)\s*\/\s*(\d+)(?![\d,/]|[.,]\d)/g)];
  const moved = new RegExp(
    String.raw`\b(se (?:extraen|sacan|retiran|consumen|usan|gastan|vacian|pierden|agregan|anaden|echan|cargan|vierten)|(?:extrae|saca|retira|consume|usa|gasta|agrega|anade|echa|carga|vierte)n?)\s+(${AMOUNT})\s*(litros|l|m³|m3|kg|galones)\b`,
  ).exec(statement);
  if (fractions.length !== 2 || !moved || numbersOf(statement) !== 5) return undefined;
  const [first, second] = fractions as [RegExpExecArray, RegExpExecArray];
  if (!(first.index < moved.index && moved.index < second.index)) return undefined;
  if (
    !/(?:lleno|llena|ocupad\w*|carga\w*|contiene|tiene)\b[^.;]{0,25}$/.test(statement.slice(0, first.index))
  )
    return undefined;
  if (
    !/(?:queda|quedan|pasa a|llega a|alcanza)\w*[^.;]{0,25}$/.test(statement.slice(moved.index, second.index))
  )
    return undefined;
  const [a, b] = [Number(first[1]) / Number(first[2]), Number(second[1]) / Number(second[2])];
  const amountMoved = amount(moved[2]) ?? Number.NaN;
  const out = !/agreg|anad|echa|carga|viert/.test(moved[1] ?? '');
  // Taking out lowers the level, putting in raises it; else the statement is another one.
  if (!(a > 0 && a <= 1 && b >= 0 && b <= 1) || (out ? !(a > b) : !(b > a)) || !(amountMoved > 0))
    return undefined;
  const capacity = amountMoved / Math.abs(a - b);
  const unit = moved[3] === 'l' ? 'L' : moved[3] === 'litros' ? 'L' : (moved[3] ?? '');
  const [fa, fb] = [`${first[1]}/${first[2]}`, `${second[1]}/${second[2]}`];
  return {
    title: 'Fracciones de una capacidad',
    data: `al principio ${fa} de la capacidad; ${out ? 'se sacan' : 'se agregan'} ${fmt(amountMoved, 2)} ${unit}; queda ${fb}`,
    steps: [
      `Llamá C a la capacidad: lo que ${out ? 'se sacó' : 'se agregó'} es la diferencia de los dos niveles, $${out ? `\\frac{${first[1]}}{${first[2]}}C - \\frac{${second[1]}}{${second[2]}}C` : `\\frac{${second[1]}}{${second[2]}}C - \\frac{${first[1]}}{${first[2]}}C`} = ${fmt(amountMoved, 2)}$.`,
      `Es $${fmt(Math.abs(a - b), 4)} \\cdot C = ${fmt(amountMoved, 2)}$, así que $C = ${fmt(capacity, 4)}$.`,
      `Verificación: ${fa} de ${fmt(capacity, 2)} es ${fmt(a * capacity, 2)}; ${out ? 'menos' : 'más'} ${fmt(amountMoved, 2)} da ${fmt(b * capacity, 2)}, que es ${fb} de ${fmt(capacity, 2)} ✓`,
    ],
    answer: `**Capacidad: ${fmt(capacity, 2)} ${unit}**`,
  };
}

/**
 * «Gasta 1/3 de su sueldo en el alquiler y 2/5 de lo que le queda en comida; le sobran $ 360 000: ¿cuál es
 * su sueldo?»: each fraction of the whole or of what is left, back to the whole.
 */
export function fractionsLeft(asked: Asked): WorkedKind | undefined {
  const { statement } = asked;
  if (asked.parts.length) return undefined;
  const fractions = [...statement.matchAll(/(?<![\d,./])(\d+)\s*\/\s*(\d+)(?![\d,/]|[.,]\d)/g)];
  const money = [...statement.matchAll(new RegExp(`\\$\\s*(${AMOUNT})`, 'g'))];
  if (fractions.length < 2 || money.length !== 1 || numbersOf(statement) !== 2 * fractions.length + 1)
    return undefined;
  const [left] = money as [RegExpExecArray];
  if (
    !/(?:le )?(?:quedan|sobran|queda|sobra|restan|resta)\b[^$]{0,25}$/.test(statement.slice(0, left.index)) &&
    !/^\s*(?:de sobra|le (?:quedan|sobran))/.test(statement.slice(left.index + left[0].length))
  )
    return undefined;
  if (left.index < (fractions.at(-1)?.index ?? 0)) return undefined;
  const question = questionOf(statement);
  // «¿Cuánto gasta en comida?»: one of the spendings, named by what it goes to, asked instead of the total.
  const spentOn =
    /cuanto (?:dinero )?(?:gasta|gasto|destina|destino|usa|uso|paga|pago)\w* en (?:el |la |los |las )?([a-z]+)\s*\?/.exec(
      question,
    )?.[1];
  if (
    !spentOn &&
    !/sueldo|salario|cuanto (?:cobra|gana|tenia|dinero)|total|herencia|cual (?:es|era) (?:el|la|su) (?:monto|cantidad)/.test(
      question,
    )
  )
    return undefined;
  let share = 1;
  const steps: string[] = [];
  const spendings: { on?: string; of: number; text: string }[] = [];
  for (const [i, m] of fractions.entries()) {
    const f = Number(m[1]) / Number(m[2]);
    if (!(f > 0 && f < 1)) return undefined;
    const after = statement.slice(m.index + m[0].length, m.index + m[0].length + 30);
    const ofRest =
      /^ (?:de lo que (?:le )?(?:queda|quedo|resta|sobra)|del resto|de lo restante|del remanente)/.test(
        after,
      );
    if (i > 0 && !ofRest && !/^ (?:de su|del|de la|de el) /.test(after)) return undefined;
    const on = /^ de [^,.;\d]*? en (?:el |la |los |las )?([a-z]+)/.exec(after)?.[1];
    spendings.push({
      ...(on ? { on } : {}),
      of: i === 0 || !ofRest ? f : share * f,
      text: `${m[1]}/${m[2]}${i === 0 || !ofRest ? ' del total' : ' de lo que quedaba'}`,
    });
    if (i === 0 || !ofRest) {
      share -= f;
      steps.push(`${m[1]}/${m[2]} del total: queda ${fmt(share, 4)} del total.`);
    } else {
      share *= 1 - f;
      steps.push(`${m[1]}/${m[2]} de lo que queda: queda ${fmt(share, 4)} del total.`);
    }
  }
  const r = amount(left[1]);
  if (r === undefined || !(share > 0)) return undefined;
  const whole = r / share;
  const title = 'Problema con fracciones';
  const data = `${fractions.map((m) => `${m[1]}/${m[2]}`).join(', ')}; quedan $ ${fmt(r, 2)}`;
  const toWhole = [
    'Llamá S al total y seguí lo que queda después de cada gasto:',
    ...steps,
    `Queda ${fmt(share, 4)} · S = ${fmt(r, 2)}, así que S = ${fmt(r, 2)} / ${fmt(share, 4)} = ${fmt(whole, 2)}.`,
  ];
  if (!spentOn) return { title, data, steps: toWhole, answer: `**$ ${fmt(whole, 2)}**` };
  const named = spendings.filter((spending) => spending.on?.slice(0, 5) === spentOn.slice(0, 5));
  const [spending] = named;
  if (named.length !== 1 || !spending) return undefined;
  const spent = whole * spending.of;
  return {
    title,
    data,
    steps: [
      ...toWhole,
      `En ${spentOn} va ${spending.text}, o sea ${fmt(spending.of, 4)} del total: ${fmt(spending.of, 4)} · ${fmt(whole, 2)} = ${fmt(spent, 2)}.`,
      `Verificación: ${fmt(whole, 2)} − ${spendings.map((x) => fmt(whole * x.of, 2)).join(' − ')} = ${fmt(whole - spendings.reduce((a, x) => a + whole * x.of, 0), 2)} ✓`,
    ],
    answer: `**$ ${fmt(spent, 2)}**`,
  };
}

// ——— A sentence about one number ———

const PART_OF: Record<string, number> = { mitad: 2, tercera: 3, cuarta: 4, quinta: 5 };
const OF_NUMBER = '(?: (?:de un|del|de dicho|del mismo|de ese) numero)?';

/** One side of «el doble de un número, disminuido en 7»: k·x + c, or undefined when not one of these. */
function sideOf(phrase: string): { k: number; c: number; numbers: number } | undefined {
  const comma = /,\s*(?:aumentad|incrementad|disminuid|reducid)/.test(phrase);
  const p = phrase.replace(/[,.]/g, ' ').replace(/\s+/g, ' ').trim();
  const term = new RegExp(
    `^(?:(?:(?:el|su) )?(doble|triple|cuadruple|quintuple)${OF_NUMBER}|(?:la|su) (mitad)${OF_NUMBER}|(?:la|su) (tercera|cuarta|quinta) parte${OF_NUMBER}|(?:un|el|dicho|el mismo|mismo|ese) numero)`,
  ).exec(p);
  if (!term) return undefined;
  const k = term[1]
    ? (TIMES[term[1]] ?? Number.NaN)
    : term[2] || term[3]
      ? 1 / (PART_OF[term[2] ?? term[3] ?? ''] ?? Number.NaN)
      : 1;
  const rest = p.slice(term[0].length).trim();
  if (rest === '') return { k, c: 0, numbers: 0 };
  const change = new RegExp(
    `^(?:(aumentad[oa]|incrementad[oa]|disminuid[oa]|reducid[oa]) en|(mas|menos)) (${AMOUNT})$`,
  ).exec(rest);
  const c = amount(change?.[3]);
  if (!change || c === undefined) return undefined;
  // «La mitad de un número aumentada en 4» is x/2 + 4, «… aumentado en 4» may be (x + 4)/2; «el doble de un
  // número aumentado en 3» may be 2(x + 3) unless a comma sets the change apart: those are left alone.
  const participle = change[1];
  if (participle) {
    const feminineHead = Boolean(term[2] || term[3]);
    const feminine = participle.endsWith('a');
    if (feminine !== feminineHead) return undefined;
    if (!feminine && term[1] && /numero$/.test(term[0]) && !comma) return undefined;
  }
  const down = /^(?:disminuid|reducid)/.test(change[1] ?? '') || change[2] === 'menos';
  return { k, c: down ? -c : c, numbers: 1 };
}

/**
 * «El doble de un número, disminuido en 7, es igual a la mitad del mismo número aumentada en 14. ¿Cuál
 * es el número?»: each side a multiple or a part of the number, changed by a constant.
 */
export function numberSentence(asked: Asked): WorkedKind | undefined {
  const { statement } = asked;
  if (asked.parts.length) return undefined;
  const question = questionOf(statement);
  if (
    !/cual es (?:el|dicho|ese) numero|halla\w* (?:el|dicho) numero|de que numero se trata|que numero es/.test(
      question,
    )
  )
    return undefined;
  const data =
    question === statement
      ? statement.replace(/[¿?]/g, '')
      : statement.slice(0, statement.length - question.length);
  // «… es igual al mismo número …»: «al» is «a» and «el».
  const sides = data.split(/ es igual a(?=l? )l?| equivale a(?=l? )l?| da lo mismo que /);
  if (sides.length !== 2) return undefined;
  const [left, right] = [sideOf(sides[0] ?? ''), sideOf(sides[1] ?? '')];
  if (!left || !right || numbersOf(statement) !== left.numbers + right.numbers || near(left.k, right.k))
    return undefined;
  const x = (right.c - left.c) / (left.k - right.k);
  if (!near(left.k * x + left.c, right.k * x + right.c)) return undefined;
  const term = (side: { k: number; c: number }) =>
    `${near(side.k, 1) ? 'x' : side.k < 1 ? `x/${fmt(1 / side.k, 0)}` : `${fmt(side.k, 0)}x`}${side.c ? ` ${side.c < 0 ? '−' : '+'} ${fmt(Math.abs(side.c), 4)}` : ''}`;
  return {
    title: 'Problema con una ecuación',
    data: `${term(left)} = ${term(right)}`,
    steps: [
      `Llamá x al número: ${term(left)} = ${term(right)}.`,
      `Pasá las x a un miembro y los números al otro: x = ${fmt(x, 4)}.`,
      `Verificación: ${fmt(left.k * x + left.c, 4)} = ${fmt(right.k * x + right.c, 4)} ✓`,
    ],
    answer: `**El número es ${fmt(x, 4)}**`,
  };
}

// ——— A fraction whose terms change ———

/**
 * «Si al numerador de una fracción se le suma 3, resulta equivalente a 2/3; si al denominador se le suma 3,
 * resulta 1/3»: each condition (n + a)/(d + b) = p/q is a linear equation in n and d.
 */
export function changedFraction(asked: Asked): WorkedKind | undefined {
  const { statement } = asked;
  if (asked.parts.length || !/fraccion/.test(statement)) return undefined;
  const question = questionOf(statement);
  if (
    !/cual es la fraccion|halla\w* (?:la|dicha) fraccion|de que fraccion se trata|la fraccion (?:es|buscada)/.test(
      question,
    )
  )
    return undefined;
  const CHANGE = `al (numerador|denominador)(?: de (?:una|la|dicha) fraccion)? se le (suma|resta|agrega|quita) (${AMOUNT})`;
  const conditions = [
    ...statement.matchAll(
      new RegExp(
        `${CHANGE}(?:,? y (?:al|a su) (numerador|denominador) se le (suma|resta|agrega|quita) (${AMOUNT}))?,? (?:resulta|se obtiene|queda|da)(?: una fraccion)? (?:equivalente a |igual a )?(${AMOUNT})\\s*/\\s*(${AMOUNT})`,
        'g',
      ),
    ),
  ];
  if (conditions.length !== 2) return undefined;
  const equations: number[][] = [];
  let numbers = 0;
  const lines: string[] = [];
  const shifts: { numerador: number; denominador: number; p: number; q: number }[] = [];
  for (const c of conditions) {
    const shift = { numerador: 0, denominador: 0 };
    for (const [term, verb, raw] of [
      [c[1], c[2], c[3]],
      [c[4], c[5], c[6]],
    ]) {
      if (!term) continue;
      const value = amount(raw) ?? Number.NaN;
      shift[term as 'numerador' | 'denominador'] += /resta|quita/.test(verb ?? '') ? -value : value;
      numbers += 1;
    }
    const [p, q] = [amount(c[7]) ?? Number.NaN, amount(c[8]) ?? Number.NaN];
    numbers += 2;
    // q(n + a) = p(d + b)  ⇒  q·n − p·d = p·b − q·a
    equations.push([q, -p, p * shift.denominador - q * shift.numerador]);
    const show = (letter: string, k: number) =>
      k ? `${letter} ${k < 0 ? '−' : '+'} ${fmt(Math.abs(k), 4)}` : letter;
    const wrap = (text: string) => (text.length > 1 ? `(${text})` : text);
    lines.push(
      `${wrap(show('n', shift.numerador))}/${wrap(show('d', shift.denominador))} = ${fmt(p, 4)}/${fmt(q, 4)}`,
    );
    shifts.push({ ...shift, p, q });
  }
  if (numbersOf(statement) !== numbers) return undefined;
  const solved = solve2(equations[0] ?? [], equations[1] ?? []);
  if (!solved) return undefined;
  const [n, d] = solved;
  if (!isWhole(n) || !isWhole(d) || near(d, 0)) return undefined;
  return {
    title: 'Problema con una fracción',
    data: lines.join('; '),
    steps: [
      `Llamá n al numerador y d al denominador: ${lines.join(' y ')}.`,
      `Multiplicando en cruz queda un sistema lineal; resolviéndolo, n = ${Math.round(n)} y d = ${Math.round(d)}.`,
      `Verificación: ${shifts
        .map((c) => `${fmt(n + c.numerador, 4)}/${fmt(d + c.denominador, 4)} = ${fmt(c.p, 4)}/${fmt(c.q, 4)}`)
        .join(' y ')} ✓`,
    ],
    answer: `**La fracción es ${Math.round(n)}/${Math.round(d)}**`,
  };
}

// ——— Consecutive numbers by a relation ———

const HOW_MANY: Record<string, number> = { dos: 2, tres: 3, cuatro: 4, cinco: 5 };
const FACTOR: Record<string, number> = { doble: 2, triple: 3, cuadruple: 4 };

/**
 * «Hallar tres números naturales consecutivos tales que la suma del menor y el doble del mayor sea 70»:
 * n, n + 1, n + 2 (n + 2, n + 4 for even or odd ones), and one sum of two of them, each maybe a multiple.
 */
export function consecutiveByRelation(asked: Asked): WorkedKind | undefined {
  const { statement } = asked;
  if (asked.parts.length) return undefined;
  const kind = /(dos|tres|cuatro|cinco) numeros (?:naturales |enteros )?(pares |impares )?consecutivos/.exec(
    statement,
  );
  const k = HOW_MANY[kind?.[1] ?? ''];
  if (!kind || !k) return undefined;
  const step = kind[2] ? 2 : 1;
  const WHICH = '(menor|mayor|primero|segundo|tercero|del medio)';
  const relation = new RegExp(
    `suma (?:de |d)el? (?:(doble|triple|cuadruple) del )?${WHICH} (?:y|con|mas) (?:el |la )?(?:(doble|triple|cuadruple) del )?${WHICH} (?:sea|es|da|vale) (?:de |igual a )?(${AMOUNT})`,
  ).exec(statement);
  if (!relation || numbersOf(statement) !== 1) return undefined;
  const position = (word: string | undefined) => {
    const at = { menor: 0, primero: 0, segundo: 1, tercero: 2, mayor: k - 1, 'del medio': (k - 1) / 2 }[
      word ?? ''
    ];
    return at !== undefined && Number.isInteger(at) && at < k ? at : undefined;
  };
  const [p1, p2] = [position(relation[2]), position(relation[4])];
  const [a1, a2] = [FACTOR[relation[1] ?? ''] ?? 1, FACTOR[relation[3] ?? ''] ?? 1];
  const total = amount(relation[5]);
  if (p1 === undefined || p2 === undefined || p1 === p2 || total === undefined) return undefined;
  const n = (total - step * (a1 * p1 + a2 * p2)) / (a1 + a2);
  if (!isWhole(n) || n < 0 || (step === 2 && (kind[2] === 'pares ' ? n % 2 !== 0 : n % 2 !== 1)))
    return undefined;
  const numbers = Array.from({ length: k }, (_, i) => n + step * i);
  const question = questionOf(statement);
  const asks =
    /\bmayor\b/.test(question) && !/\bmenor\b/.test(question) && question !== statement
      ? 'mayor'
      : /\bmenor\b/.test(question) && !/\bmayor\b/.test(question) && question !== statement
        ? 'menor'
        : 'todos';
  const termText = (a: number, p: number) => `${a === 1 ? '' : `${a}·`}(n${p ? ` + ${step * p}` : ''})`;
  return {
    title: 'Problema con números consecutivos',
    data: `${k} números ${kind[2] ?? ''}consecutivos; ${termText(a1, p1)} + ${termText(a2, p2)} = ${fmt(total, 0)}`,
    steps: [
      `Llamá n al menor: los números son ${numbers.map((_, i) => (i ? `n + ${step * i}` : 'n')).join(', ')}.`,
      `La condición: ${termText(a1, p1)} + ${termText(a2, p2)} = ${fmt(total, 0)}, así que ${a1 + a2}n = ${fmt(total - step * (a1 * p1 + a2 * p2), 0)} y n = ${n}.`,
      `Verificación: ${a1 === 1 ? '' : `${a1} · `}${n + step * p1} + ${a2 === 1 ? '' : `${a2} · `}${n + step * p2} = ${fmt(total, 0)} ✓`,
    ],
    answer:
      asks === 'todos'
        ? `**Los números son ${numbers.join(', ')}**`
        : `**El ${asks} es ${asks === 'mayor' ? numbers.at(-1) : numbers[0]}**`,
  };
}

/** «3 camperas de $ 45.000 cada una», «2 kg de pan a $ 1.800 el kilo»: a count, what it is, its price each. */
const BILL_ITEM = new RegExp(
  String.raw`(?<![\d.,])(\d+)\s+((?:[a-zñ]+\s+){0,3}?[a-zñ]+)\s+(?:de|a)\s+\$\s?(${AMOUNT})(?:\s+(?:cada\s+un[oa]|c\/u|por\s+unidad|la\s+unidad|cada\s+\p{L}+|el\s+(?:kilo|kg|litro|metro)))?`,
  'gu',
);

/**
 * «Se compran 3 camperas de $ 45.000 cada una y 2 pantalones de $ 28.000 cada uno. Sobre el total se
 * hace un descuento del 15 % y luego un recargo del 10 %. ¿Cuánto se paga?»: the bill is each count
 * times its price, added, and then each change in turn on what there was.
 */
export function purchaseBill(asked: Asked): WorkedKind | undefined {
  const { statement } = asked;
  if (asked.parts.length) return undefined;
  const question = questionOf(statement);
  if (
    !/cuanto (?:se )?(?:paga|pago|pagara|abona|abono|gasta|gasto|debe pagar|hay que pagar|cuesta (?:la compra|todo|en total))|(?:importe|monto|total) (?:a pagar|de la compra|final)/.test(
      question,
    )
  )
    return undefined;
  const items = [...statement.matchAll(BILL_ITEM)];
  const money = statement.match(/\$/g) ?? [];
  if (items.length < 2 || money.length !== items.length) return undefined;
  const percents = [...statement.matchAll(new RegExp(PERCENT, 'g'))];
  if (numbersOf(statement) !== 2 * items.length + percents.length) return undefined;
  const lastItem = items.at(-1) as RegExpExecArray;
  if (percents.some((m) => (m.index ?? 0) < (lastItem.index ?? 0))) return undefined;
  const lines = items.map((m) => ({
    count: Number(m[1]),
    what: m[2] ?? '',
    price: amount(m[3]) ?? Number.NaN,
  }));
  if (lines.some((line) => !(line.count > 0) || !(line.price > 0))) return undefined;
  const subtotal = lines.reduce((sum, line) => sum + line.count * line.price, 0);
  const changes: { p: number; up: boolean }[] = [];
  for (const [i, m] of percents.entries()) {
    const from = i === 0 ? (lastItem.index ?? 0) + lastItem[0].length : (percents[i - 1]?.index ?? 0) + 1;
    const before = statement.slice(from, m.index);
    const after = statement.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 14);
    // The change named right after it («un 15 % de descuento»), else the last one named before it: «al
    // importe con descuento se le aplica un recargo del 10 %» is a surcharge.
    const named =
      /^ de (recargo|aumento|iva|interes|descuento|rebaja|bonificacion)/.exec(after)?.[1] ??
      [...before.matchAll(new RegExp(`${UP.source}|${DOWN.source}`, 'g'))].at(-1)?.[0] ??
      '';
    const up = UP.test(named);
    const down = DOWN.test(named);
    const p = amount(m[1]);
    if (up === down || p === undefined || (down && p >= 100)) return undefined;
    changes.push({ p, up });
  }
  let total = subtotal;
  const steps = [
    `Cada renglón es cantidad por precio: ${lines.map((line) => `${line.count} · $ ${fmt(line.price, 2)} = $ ${fmt(line.count * line.price, 2)}`).join('; ')}.`,
    `La compra suma $ ${fmt(subtotal, 2)}.`,
  ];
  for (const { p, up } of changes) {
    const next = total * (1 + (up ? p : -p) / 100);
    steps.push(
      `${up ? 'Un recargo' : 'Un descuento'} del ${fmt(p, 4)} % sobre lo que había es multiplicar por ${fmt(1 + (up ? p : -p) / 100, 4)}: $ ${fmt(total, 2)} · ${fmt(1 + (up ? p : -p) / 100, 4)} = $ ${fmt(next, 2)}.`,
    );
    total = next;
  }
  // Checked back: undoing each change in reverse gives the bill again.
  const undone = changes.reduceRight((value, { p, up }) => value / (1 + (up ? p : -p) / 100), total);
  if (Math.abs(undone - subtotal) > 1e-6 * subtotal) return undefined;
  return {
    title: 'El importe de una compra',
    data: `${lines.map((line) => `${line.count} ${line.what} a $ ${fmt(line.price, 2)}`).join('; ')}${changes.length ? `; ${changes.map(({ p, up }) => `${up ? 'recargo' : 'descuento'} del ${fmt(p, 4)} %`).join(', luego ')}` : ''}`,
    steps,
    answer: `**Se paga $ ${fmt(total, 2)}**`,
  };
}

/** The readings of this module, in the order they are tried. */
export const WORD_PROBLEM_KINDS = [
  twoAges,
  countAndAmount,
  priceMixture,
  mixturePrice,
  mixtureAmount,
  concentrationMixture,
  substanceContained,
  workTogether,
  workInStages,
  purchaseBill,
  percentChain,
  twoNumbers,
  twoDigits,
  capacityCount,
  averageNeeded,
  riverCurrent,
  roundTrip,
  purchases,
  tieredTariff,
  cutInTwo,
  squareGrowth,
  fractionLevels,
  fractionsLeft,
  numberSentence,
  changedFraction,
  consecutiveByRelation,
] as const;
