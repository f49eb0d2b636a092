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
function wholeFromPart(text: string): SolverReply | undefined {
  // «¿Cuánto es el 70 % de ese número?»: another percentage of the whole found, asked after it.
  const other = new RegExp(
    String.raw`¿\s*(?:cuanto|que numero|cual) (?:es|sera|vale|da) el ${PERCENT} (?:de ese|del mismo|de dicho|de este) (?:numero|valor|total)\s*\?\s*$`,
  ).exec(text);
  const folded = other ? text.slice(0, other.index) : text;
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
  const q = amount(other?.[1]);
  if (other && q !== undefined) {
    const asked = (q / 100) * whole;
    return reply(
      'Otro porcentaje del mismo número',
      `el ${fmt(p, 4)} % del número es ${fmt(v, 4)}; se pide el ${fmt(q, 4)} %`,
      [
        `Llamá N al número: $\\frac{${fmt(p, 4)}}{100} \\cdot N = ${fmt(v, 4)}$, así que $N = \\frac{${fmt(v, 4)} \\cdot 100}{${fmt(p, 4)}} = ${fmt(whole, 4)}$.`,
        `El ${fmt(q, 4)} % de ${fmt(whole, 4)} es $\\frac{${fmt(q, 4)}}{100} \\cdot ${fmt(whole, 4)} = ${fmt(asked, 4)}$.`,
        `Verificación: el ${fmt(p, 4)} % de ${fmt(whole, 4)} es ${fmt(v, 4)} ✓, y ${fmt(asked, 4)} / ${fmt(v, 4)} = ${fmt(q, 4)} / ${fmt(p, 4)} ✓`,
      ],
      `El ${fmt(q, 4)} % del número es ${fmt(asked, 4)}`,
      '¿Se podía hacer sin hallar el número, con una regla de tres?',
    );
  }
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
  let complement = false;
  if (explicit) {
    const first = amount(explicit[1]);
    const second = amount(explicit[2]);
    [whole, part] = /representa/.test(explicit[0]) ? [second, first] : [first, second];
  } else {
    // A group and a part of it: the part counted with the word the question asks about, or its
    // complement when one of the two is denied («aprobaron 26 … ¿qué porcentaje desaprobó?», «12 no
    // aprobaron … ¿qué porcentaje aprobó?»).
    if (/resto|restante|faltan|demas/.test(question)) return undefined;
    const deniedQuestion = /\bno\b|\bdes(?=[a-z]{4,})/.test(question);
    const values = numbers.map((m) => ({ value: amount(m[0]), at: m.index ?? 0, text: m[0] }));
    const [a, b] = values;
    if (!a || !b || a.value === undefined || b.value === undefined || a.value === b.value) return undefined;
    const [big, small] = a.value > b.value ? [a, b] : [b, a];
    // Every word the question names is in the statement («¿… prefiere el café?» of a count of tea is
    // another group), and one of them counts the part.
    const asked = (
      question
        .replace(/\bno /g, '')
        .replace(/\bdes(?=[a-z]{4,})/g, '')
        .match(/[a-z]{3,}/g) ?? []
    ).filter((w) => !STOP.test(w));
    const statement = folded.slice(0, folded.length - question.length);
    const said = statement.match(/[a-z]{3,}/g) ?? [];
    if (!asked.length || !asked.every((w) => said.some((n) => stem(n) === stem(w)))) return undefined;
    const around = statement.slice(Math.max(0, small.at - 30), small.at + small.text.length + 30);
    const nearWords = around.match(/[a-z]{3,}/g) ?? [];
    // «12 no aprobaron» counts the complement of what «¿qué porcentaje aprobó?» asks; a count said
    // with a word of its own («12 desaprobaron», «8 inasistentes») is not read.
    const deniedCount = /\bno [a-z]{4,}/.test(around);
    if (/\bdes[a-z]{4,}|\bin[a-z]{4,}/.test(around) || (deniedCount && deniedQuestion)) return undefined;
    const shared = asked.find((w) => nearWords.some((n) => stem(n) === stem(w)));
    if (!shared) return undefined;
    complement = deniedCount !== deniedQuestion;
    // The whole counts things of a group («40 alumnos», «250 personas»), not a measure («500 L»).
    const counted = /^\s*([a-z]{4,}s)\b/.exec(folded.slice(big.at + big.text.length))?.[1];
    if (!counted || UNIT_WORD.test(counted)) return undefined;
    const [total, share] = [big.value as number, small.value as number];
    [whole, part] = [total, complement ? total - share : share];
  }
  if (whole === undefined || part === undefined || whole <= 0) return undefined;
  const percent = (part / whole) * 100;
  if (!close((percent / 100) * whole, part)) return undefined;
  return reply(
    'Qué porcentaje es una parte del total',
    complement
      ? `total ${fmt(whole, 4)}; contados ${fmt(whole - part, 4)}; se pregunta por los demás`
      : `total ${fmt(whole, 4)}; parte ${fmt(part, 4)}`,
    [
      ...(complement
        ? [
            `La pregunta es por los otros: son el total menos los contados, ${fmt(whole, 4)} − ${fmt(whole - part, 4)} = ${fmt(part, 4)}.`,
          ]
        : []),
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
    !/original|antes|inicial|sin (?:el )?(?:descuento|aumento|recargo|iva)|costaba|valia|precio de lista|precio neto/.test(
      question,
    )
  )
    return undefined;
  // «¿Qué porcentaje del precio original se pagó?», «¿cuánto se ahorró?»: made of the price, not it.
  if (/porcentaje|%|ahorr|diferencia|cuanto (?:se )?(?:desconto|aumento|rebajo|subio|bajo)/.test(question))
    return undefined;
  const percents = [...folded.matchAll(new RegExp(PERCENT, 'g'))];
  if (percents.length === 0 || numbersIn(folded).length !== percents.length + 1) return undefined;
  // Each percentage with the change its own clause names just before it («se aumentó un 20 % y, un mes
  // después, se rebajó un 15 %»): successive changes multiply.
  // One percentage: the change is named anywhere («con un 15 % de descuento», «un descuento del 15 %»).
  const single = percents.length === 1;
  const anywhere =
    /(descuento|rebaja|bonificacion|disminu\w*|bajo|aumento|aumento\w*|recargo|incremento|subio|iva\b)/.exec(
      folded,
    )?.[1];
  if (
    single &&
    (!anywhere ||
      (/descuento|rebaja|bonificacion|disminu|bajo/.test(anywhere) &&
        /aument|recargo|increment|subio/.test(folded)))
  )
    return undefined;
  const CHANGE_WORD =
    /(descuento|rebaj\w*|bonificacion|disminu\w*|bajo|baja\w*|aument\w*|recargo|increment\w*|subio|sube\w*|agreg\w*|iva\b)/g;
  const changes: ({ p: number; down: boolean; iva?: boolean } | undefined)[] = [];
  const changeAt = (
    m: RegExpExecArray,
    i: number,
  ): { p: number; down: boolean; iva?: boolean } | undefined => {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    // «el 21 % de IVA», «un 15 % de descuento»: named right after it; else in its own clause before it,
    // after the previous percentage.
    const following = /^\s*de\s+(\p{L}+)/u.exec(folded.slice(end))?.[1] ?? '';
    const previousEnd = i === 0 ? 0 : (percents[i - 1]?.index ?? 0) + (percents[i - 1]?.[0].length ?? 0);
    const before = folded.slice(Math.max(previousEnd, start - 40), start);
    const words = [...before.matchAll(CHANGE_WORD)].map((w) => w[1] ?? '');
    const after = [...following.matchAll(CHANGE_WORD)].map((w) => w[1] ?? '');
    const word = single ? anywhere : (after[0] ?? words.at(-1));
    const p = amount(m[1]);
    if (p === undefined) return undefined;
    // «…aumentó un 30 %, después otro 20 %»: «otro» is one more of the change before it.
    const previous = changes[i - 1];
    if (word === undefined)
      return previous && /\botro\s*$/.test(before) ? { p, down: previous.down } : undefined;
    const down = /descuento|rebaj|bonificacion|disminu|bajo|baja/.test(word);
    // Both kinds of change in its clause: which one it is cannot be told.
    const clause = [...words, ...after];
    if (!single && clause.some((w) => /descuento|rebaj|bonificacion|disminu|bajo|baja/.test(w) !== down))
      return undefined;
    return { p, down, ...(/^iva/.test(word) ? { iva: true } : {}) };
  };
  for (const [i, m] of percents.entries()) changes.push(changeAt(m, i));
  if (changes.some((change) => change === undefined)) return undefined;
  const read = changes as { p: number; down: boolean; iva?: boolean }[];
  const priceMatch = new RegExp(String.raw`\$\s*(${AMOUNT})`).exec(folded);
  const after = amount(priceMatch?.[1]);
  if (after === undefined || read.some(({ p, down }) => down && p >= 100)) return undefined;
  const factors = read.map(({ p, down }) => (down ? 1 - p / 100 : 1 + p / 100));
  const factor = factors.reduce((product, f) => product * f, 1);
  const before = after / factor;
  // Checked forward: each change applied in turn to the price found gives the price said.
  const forward = factors.reduce((price, f) => price * f, before);
  if (!close(forward, after)) return undefined;
  const named = ({ p, down, iva }: { p: number; down: boolean; iva?: boolean }) =>
    `${iva ? 'IVA' : down ? 'descuento' : 'aumento'} del ${fmt(p, 4)} %`;
  const one = read.length === 1 && read[0];
  const steps = one
    ? [
        `${one.iva ? 'Sumar un IVA' : one.down ? 'Un descuento' : 'Un aumento'} del ${fmt(one.p, 4)} % multiplica el precio por ${fmt(factor, 4)}: $P \\cdot ${fmt(factor, 4)} = ${fmt(after, 2)}$.`,
        `Despejá: $P = \\frac{${fmt(after, 2)}}{${fmt(factor, 4)}} = ${fmt(before, 2)}$.`,
        `Verificación: $ ${fmt(before, 2)} · ${fmt(factor, 4)} = $ ${fmt(after, 2)} ✓ (no es restar o sumar el ${fmt(one.p, 4)} % del precio final).`,
      ]
    : [
        `Cada cambio multiplica el precio que había: ${read.map((change, i) => `${named(change)} → ·${fmt(factors[i] ?? 1, 4)}`).join('; ')}.`,
        `Juntos multiplican por $${factors.map((f) => fmt(f, 4)).join(' \\cdot ')} = ${fmt(factor, 6)}$: $P \\cdot ${fmt(factor, 6)} = ${fmt(after, 2)}$.`,
        `Despejá: $P = \\frac{${fmt(after, 2)}}{${fmt(factor, 6)}} = ${fmt(before, 2)}$.`,
        `Verificación: $ ${fmt(before, 2)}${factors.map((f) => ` · ${fmt(f, 4)}`).join('')} = $ ${fmt(after, 2)} ✓ (los porcentajes no se suman: cada uno se aplica al precio que dejó el anterior).`,
      ];
  return reply(
    'El precio antes de un porcentaje',
    `${read.map(named).join(', luego ')}; precio después: $ ${fmt(after, 2)}`,
    steps,
    `${one && one.iva ? 'Precio sin IVA' : 'Precio original'}: $ ${fmt(before, 2)}`,
    one
      ? `¿Por qué no alcanza con ${one.down ? 'sumarle' : 'restarle'} el ${fmt(one.p, 4)} % al precio que pagaste?`
      : '¿Por qué un aumento y un descuento del mismo porcentaje no dejan el precio como estaba?',
  );
}

/**
 * «Después de un aumento del 20 %, un artículo cuesta $ 1800. ¿De cuántos pesos fue el aumento?», «Con
 * un descuento del 15 % se pagaron $ 1700. ¿Cuánto dinero se ahorró?»: the change in pesos. The price
 * said is the one after the change (it was paid, or it is what it costs after it): the price before is
 * that price over the change's factor, and the change their difference. A price said before the change
 * («cuesta $ 2000 y tiene un 15 % de descuento») gives the change as its percentage.
 */
function changeInPesos(folded: string): SolverReply | undefined {
  const open = folded.lastIndexOf('¿');
  if (open < 0) return undefined;
  const question = folded.slice(open);
  const statement = folded.slice(0, open);
  const asked =
    /de cuant[oa]s? (?:pesos )?(?:fue|es|era) (?:el|la) (?:aumento|descuento|recargo|rebaja|incremento)|(?:de )?cuanto (?:dinero |plata )?(?:fue|es) (?:el|la) (?:aumento|descuento|recargo|rebaja|ahorro|incremento)|cuanto (?:dinero |plata )?(?:se )?ahorr\w*|cuanto (?:dinero |plata )?(?:se )?(?:desconto|descontaron|rebajo|rebajaron|recargo|recargaron)/.test(
      question,
    );
  // «¿Cuánto aumentó respecto del precio original?» may ask the percentage: not read.
  if (!asked || /porcentaje|%|por ciento|respecto|precio/.test(question)) return undefined;
  const percents = [...statement.matchAll(new RegExp(PERCENT, 'g'))];
  const prices = [...statement.matchAll(new RegExp(String.raw`\$\s*(${AMOUNT})|(${AMOUNT}) pesos`, 'g'))];
  const [percentMatch] = percents;
  const [priceMatch] = prices;
  if (percents.length !== 1 || prices.length !== 1 || !percentMatch || !priceMatch) return undefined;
  if (numbersIn(folded).length !== 2) return undefined;
  const up = /aument|recargo|increment|subio|sube/.test(statement);
  const down = /descuento|rebaj|bonificacion|disminu|bajo|baja\b|oferta/.test(statement);
  if (up === down) return undefined;
  // The question names the same change: «¿cuánto se ahorró?» of a discount, «¿… el aumento?» of a rise.
  if (/ahorr|descu|rebaj/.test(question) ? !down : !up) return undefined;
  const p = amount(percentMatch[1]);
  const price = amount(priceMatch[1] ?? priceMatch[2]);
  if (p === undefined || price === undefined || !(p > 0) || (down && p >= 100)) return undefined;
  // Whether the price said is the one after the change.
  const percentFirst = (percentMatch.index ?? 0) < (priceMatch.index ?? 0);
  const paid =
    /\bpag\w*|abon\w*|ahora (?:cuesta|vale|es)|(?:cuesta|vale|es) ahora|quedo en|paso a (?:costar|valer)|despues de|tras (?:el|un|la|una)|con (?:el|un|la|una) (?:descuento|aumento|recargo|rebaja)/.test(
      statement,
    );
  const listed =
    /precio (?:de lista|original|inicial)|costaba|valia|antes/.test(statement) ||
    (!paid && !percentFirst && /cuesta|vale|precio/.test(statement));
  if (paid === listed) return undefined;
  if (paid && !percentFirst && !/\bpag\w*|abon\w*|ahora|quedo|paso a/.test(statement)) return undefined;
  const factor = down ? 1 - p / 100 : 1 + p / 100;
  const before = paid ? price / factor : price;
  const after = paid ? price : price * factor;
  const change = Math.abs(after - before);
  if (!close(change, (p / 100) * before)) return undefined;
  const what = down
    ? /ahorr/.test(question)
      ? 'Se ahorró'
      : 'El descuento fue de'
    : /recargo/.test(statement)
      ? 'El recargo fue de'
      : 'El aumento fue de';
  return reply(
    `${down ? 'El descuento' : 'El aumento'} en pesos`,
    `${down ? 'descuento' : 'aumento'} del ${fmt(p, 4)} %; precio ${paid ? 'después' : 'antes'}: $ ${fmt(price, 2)}`,
    [
      ...(paid
        ? [
            `El ${fmt(p, 4)} % se calcula sobre el precio de antes, no sobre los $ ${fmt(price, 2)}: $P \\cdot ${fmt(factor, 4)} = ${fmt(price, 2)}$, así que $P = ${fmt(before, 2)}$.`,
          ]
        : [`El precio después es $ ${fmt(before, 2)} · ${fmt(factor, 4)} = $ ${fmt(after, 2)}.`]),
      `${down ? 'El descuento' : 'El aumento'} es la diferencia: |$ ${fmt(after, 2)} − $ ${fmt(before, 2)}| = $ ${fmt(change, 2)}.`,
      `Verificación: el ${fmt(p, 4)} % de $ ${fmt(before, 2)} es $ ${fmt(change, 2)} ✓`,
    ],
    `${what} $ ${fmt(change, 2)}`,
    `¿Por qué no es el ${fmt(p, 4)} % de $ ${fmt(price, 2)}?`,
  );
}

/** A reply for a percentage read the other way round, or undefined. */
export function percentReading(folded: string): SolverReply | undefined {
  return wholeFromPart(folded) ?? shareOf(folded) ?? beforeChange(folded) ?? changeInPesos(folded);
}
