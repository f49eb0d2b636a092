/**
 * Percentages read the other way round, as exams ask them: the whole a percentage is of («El 15 % de un
 * número es 45»), the percentage one number is of another («¿Qué porcentaje de 80 es 12?», «De 40
 * alumnos aprobaron 28. ¿Qué porcentaje aprobó?») and a price before a discount or a rise («Después de
 * un descuento del 15 % pagué $ 6.800. ¿Cuál era el precio original?»). Each reading uses every number
 * of the statement and checks its result forward.
 */
import type { SolverReply } from './declaration.ts';
import { fmt, readNumber } from './numbers.ts';
import { workedReply } from './reply.ts';

const AMOUNT = String.raw`\d{1,3}(?:[ .]\d{3})+(?:,\d+)?|\d+(?:,\d+)?`;
const PERCENT = String.raw`(${AMOUNT})\s*(?:%|por ?ciento)`;

const amount = (raw: string | undefined) => readNumber((raw ?? '').replace(/ (?=\d{3}\b)/g, '.'));
const numbersIn = (folded: string) => [...folded.matchAll(new RegExp(AMOUNT, 'g'))];
const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b));
// Words that make a percentage a change of a value, which other readings answer.
const CHANGE = /aument|disminu|descuento|rebaja|recargo|increment|interes|subio|bajo|paso de|iva\b/;

function reply(title: string, data: string, steps: string[], answer: string, closing: string): SolverReply {
  return { text: workedReply({ title, data, steps, answer: `**${answer}**`, closing }), certain: true };
}

/** «El 15 % de un número es 45», «¿De qué número es 36 el 12 %?», «45 es el 15 % de un número». */
function wholeFromPart(folded: string): SolverReply | undefined {
  if (CHANGE.test(folded) || numbersIn(folded).length !== 2) return undefined;
  const WHOLE = String.raw`(?:un|cierto|que|el|un cierto) (?:numero|valor|cantidad|total)`;
  // Each way the statement says it, with the groups of its percentage and its part.
  const readings: Array<{ pattern: RegExp; percent: number; part: number }> = [
    {
      pattern: new RegExp(String.raw`\bel ${PERCENT} de ${WHOLE} (?:es|vale|equivale a|da) (${AMOUNT})\b`),
      percent: 1,
      part: 2,
    },
    {
      pattern: new RegExp(String.raw`\bde que (?:numero|cantidad) es (${AMOUNT}) el ${PERCENT}`),
      percent: 2,
      part: 1,
    },
    { pattern: new RegExp(String.raw`\b(${AMOUNT}) es el ${PERCENT} de ${WHOLE}`), percent: 2, part: 1 },
  ];
  const found = readings
    .map((reading) => ({ reading, match: reading.pattern.exec(folded) }))
    .find((candidate) => candidate.match !== null);
  if (!found?.match) return undefined;
  const p = amount(found.match[found.reading.percent]);
  const v = amount(found.match[found.reading.part]);
  if (p === undefined || v === undefined || p <= 0) return undefined;
  const whole = (v * 100) / p;
  if (!close((p / 100) * whole, v)) return undefined;
  return reply(
    'El total a partir de un porcentaje',
    `el ${fmt(p, 4)} % del número es ${fmt(v, 4)}`,
    [
      `Llamá N al número: el ${fmt(p, 4)} % de N es $\\frac{${fmt(p, 4)}}{100} \\cdot N = ${fmt(v, 4)}$.`,
      `Despejá: $N = \\frac{${fmt(v, 4)} \\cdot 100}{${fmt(p, 4)}} = ${fmt(whole, 4)}$.`,
      `Verificación: el ${fmt(p, 4)} % de ${fmt(whole, 4)} es ${fmt(v, 4)} ✓`,
    ],
    `El número es ${fmt(whole, 4)}`,
    '¿Por qué dividir por 0,15 es lo mismo que multiplicar por 100 y dividir por 15?',
  );
}

// Words of a question that name no group.
const STOP = /^(?:que|porcentaje|del|los|las|una|uno|por|ciento|tanto|total|cual|cuanto\w*|fue|son|es)$/;
const UNIT_WORD =
  /^(?:litros|metros|gramos|kilos|kilogramos|segundos|minutos|horas|pesos|dolares|grados|centimetros|kilometros)$/;

/** The stem of a word, to tell the group a question asks about from the one the data count. */
const stem = (word: string) => word.slice(0, 4);

/**
 * «¿Qué porcentaje de 80 es 12?», «¿Qué porcentaje representan 12 de 80?», «De 40 alumnos aprobaron 28.
 * ¿Qué porcentaje aprobó?»: the part over the whole. In a group, the part must be what the question asks
 * («aprobaron» / «aprobó»), never its complement («desaprobó», «no aprobó»).
 */
function shareOf(folded: string): SolverReply | undefined {
  const question = folded.slice(folded.lastIndexOf('¿') >= 0 ? folded.lastIndexOf('¿') : 0);
  if (!/que (?:porcentaje|tanto por ciento)/.test(question) || CHANGE.test(folded)) return undefined;
  const numbers = numbersIn(folded);
  if (numbers.length !== 2 || /%|por ?ciento/.test(folded)) return undefined;
  const explicit =
    new RegExp(
      String.raw`que porcentaje (?:de|del total de) (${AMOUNT}) (?:es|son|representa\w*) (${AMOUNT})\b`,
    ).exec(question) ??
    new RegExp(
      String.raw`que porcentaje representa\w* (${AMOUNT}) (?:de|sobre|respecto de|del total de) (${AMOUNT})\b`,
    ).exec(question);
  let whole: number | undefined;
  let part: number | undefined;
  if (explicit) {
    const first = amount(explicit[1]);
    const second = amount(explicit[2]);
    [whole, part] = /representa/.test(explicit[0]) ? [second, first] : [first, second];
  } else {
    // A group and a part of it: the part counted with the word the question asks about.
    if (/\bno\b|\bdes\w*|resto|restante|faltan|demas/.test(question)) return undefined;
    const values = numbers.map((m) => ({ value: amount(m[0]), at: m.index ?? 0, text: m[0] }));
    const [a, b] = values;
    if (!a || !b || a.value === undefined || b.value === undefined || a.value === b.value) return undefined;
    const [big, small] = a.value > b.value ? [a, b] : [b, a];
    // Every word the question names is in the statement («¿… prefiere el café?» of a count of tea is
    // another group), and one of them counts the part.
    const asked = (question.match(/[a-z]{3,}/g) ?? []).filter((w) => !STOP.test(w));
    const statement = folded.slice(0, folded.length - question.length);
    const said = statement.match(/[a-z]{3,}/g) ?? [];
    if (!asked.length || !asked.every((w) => said.some((n) => stem(n) === stem(w)))) return undefined;
    const around = folded.slice(Math.max(0, small.at - 30), small.at + small.text.length + 30);
    const nearWords = around.match(/[a-z]{3,}/g) ?? [];
    // «12 no aprobaron» counts the complement of what «¿qué porcentaje aprobó?» asks.
    if (/\bno\b|\bdes[a-z]{4,}|\bin[a-z]{4,}/.test(around)) return undefined;
    const shared = asked.find((w) => nearWords.some((n) => stem(n) === stem(w)));
    if (!shared) return undefined;
    // The whole counts things of a group («40 alumnos», «250 personas»), not a measure («500 L»).
    const counted = /^\s*([a-z]{4,}s)\b/.exec(folded.slice(big.at + big.text.length))?.[1];
    if (!counted || UNIT_WORD.test(counted)) return undefined;
    [whole, part] = [big.value, small.value];
  }
  if (whole === undefined || part === undefined || whole <= 0) return undefined;
  const percent = (part / whole) * 100;
  if (!close((percent / 100) * whole, part)) return undefined;
  return reply(
    'Qué porcentaje es una parte del total',
    `total ${fmt(whole, 4)}; parte ${fmt(part, 4)}`,
    [
      `El porcentaje es la parte sobre el total, por 100: $\\frac{${fmt(part, 4)}}{${fmt(whole, 4)}} \\cdot 100 = ${fmt(percent, 4)}$ %.`,
      `Verificación: el ${fmt(percent, 4)} % de ${fmt(whole, 4)} es ${fmt(part, 4)} ✓`,
    ],
    `${fmt(percent, 4)} %`,
    '¿Qué porcentaje es el resto del total? ¿Cuánto suman los dos?',
  );
}

/**
 * «Después de un descuento del 15 % pagué $ 6.800. ¿Cuál era el precio original?», «aumentó un 20 % y
 * ahora cuesta $ 3.600. ¿Cuánto costaba antes?»: the price before one change is the price after it
 * divided by the change's factor.
 */
function beforeChange(folded: string): SolverReply | undefined {
  const question = folded.slice(folded.lastIndexOf('¿') >= 0 ? folded.lastIndexOf('¿') : 0);
  if (
    !/original|antes|inicial|sin (?:el )?(?:descuento|aumento|recargo)|costaba|valia|precio de lista/.test(
      question,
    )
  )
    return undefined;
  // «¿Qué porcentaje del precio original se pagó?», «¿cuánto se ahorró?»: made of the price, not it.
  if (/porcentaje|%|ahorr|diferencia|cuanto (?:se )?(?:desconto|aumento|rebajo|subio|bajo)/.test(question))
    return undefined;
  const percents = [...folded.matchAll(new RegExp(PERCENT, 'g'))];
  const [percentMatch] = percents;
  if (percents.length !== 1 || !percentMatch || numbersIn(folded).length !== 2) return undefined;
  const word =
    /(descuento|rebaja|bonificacion|disminu\w*|bajo|aumento|aumento\w*|recargo|incremento|subio)/.exec(
      folded,
    )?.[1];
  if (!word) return undefined;
  const down = /descuento|rebaja|bonificacion|disminu|bajo/.test(word);
  if (down && /aument|recargo|increment|subio/.test(folded)) return undefined;
  const p = amount(percentMatch[1]);
  const priceMatch = new RegExp(String.raw`\$\s*(${AMOUNT})`).exec(folded);
  const after = amount(priceMatch?.[1]);
  if (p === undefined || after === undefined || (down && p >= 100)) return undefined;
  const factor = down ? 1 - p / 100 : 1 + p / 100;
  const before = after / factor;
  if (!close(before * factor, after)) return undefined;
  return reply(
    'El precio antes de un porcentaje',
    `${down ? 'descuento' : 'aumento'} del ${fmt(p, 4)} %; precio después: $ ${fmt(after, 2)}`,
    [
      `${down ? 'Un descuento' : 'Un aumento'} del ${fmt(p, 4)} % multiplica el precio por ${fmt(factor, 4)}: $P \\cdot ${fmt(factor, 4)} = ${fmt(after, 2)}$.`,
      `Despejá: $P = \\frac{${fmt(after, 2)}}{${fmt(factor, 4)}} = ${fmt(before, 2)}$.`,
      `Verificación: $ ${fmt(before, 2)} · ${fmt(factor, 4)} = $ ${fmt(after, 2)} ✓ (no es restar o sumar el ${fmt(p, 4)} % del precio final).`,
    ],
    `Precio original: $ ${fmt(before, 2)}`,
    `¿Por qué no alcanza con ${down ? 'sumarle' : 'restarle'} el ${fmt(p, 4)} % al precio que pagaste?`,
  );
}

/** A reply for a percentage read the other way round, or undefined. */
export function percentReading(folded: string): SolverReply | undefined {
  return wholeFromPart(folded) ?? shareOf(folded) ?? beforeChange(folded);
}
