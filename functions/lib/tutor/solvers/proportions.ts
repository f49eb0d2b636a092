/**
 * Percentages and proportions as word problems: successive discounts and surcharges on a price («cuesta
 * $ 12 000, se le aplica un descuento del 15 % y luego un recargo del 10 %»), the percentage a value
 * changed («pasó de $ 800 a $ 920»), and the rule of three, inverse for workers, taps or machines against
 * time, and direct for a price by quantity («si 3 kg cuestan $ 1.200, ¿cuánto cuestan 5 kg?»); any other simple or compound
 * rule of three is read by compound-proportion.ts. Every number of the statement is used.
 */
import { foldText } from '../text.ts';
import { asksDifference, compoundProportion } from './compound-proportion.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import { growthReading } from './growth.ts';
import { fmt, readNumber } from './numbers.ts';
import { percentReading } from './percent-readings.ts';
import { workedReply } from './reply.ts';
import { withoutOptions } from './statement.ts';

/** Numbers as written, with thousands spaces or points: «12 000», «12.000», «84 000». */
const AMOUNT = String.raw`\d{1,3}(?:[ .]\d{3})+(?:,\d+)?|\d+(?:,\d+)?`;

function amount(raw: string | undefined): number | undefined {
  return readNumber((raw ?? '').replace(/ (?=\d{3}\b)/g, '.'));
}

const money = (x: number) => `$ ${fmt(x, 2)}`;

/** Words as the folded text has them, with their accents back for the student. */
const ACCENTED: Record<string, string> = { dias: 'días', maquinas: 'máquinas', albaniles: 'albañiles' };
const word = (w: string) => ACCENTED[w] ?? w;

/** Every number in the text, as the statement writes them. */
const numbersIn = (folded: string) => [...folded.matchAll(new RegExp(AMOUNT, 'g'))].length;

function successive(folded: string): SolverReply | undefined {
  // The price after the changes is what is asked — not the saving, nor a single step of it.
  if (
    !/precio final|nuevo precio|valor final|cuanto (?:se )?paga|cuanto (?:se debe|hay que) pagar|cuanto cuesta (?:finalmente|ahora|luego|despues)|cual es el precio|precio (?:que|a) pagar|cuanto queda/.test(
      folded,
    )
  )
    return undefined;
  if (/ahorr|cuanto (?:se )?descuenta|cuanto aumenta|cuanto sube|diferencia/.test(folded)) return undefined;
  // A price said with the change already in it («con IVA incluido»), or the price before it asked
  // («sin IVA», «original»): the change is undone, not applied.
  if (/incluid|sin (?:el )?(?:iva|descuento|aumento|recargo|interes)|original|antes de|inicial/.test(folded))
    return undefined;
  const start = new RegExp(
    String.raw`(?:cuesta|vale|precio (?:de|es de)|de)\s*\$\s*(${AMOUNT})|\$\s*(${AMOUNT})`,
  ).exec(folded);
  const base = amount(start?.[1] ?? start?.[2]);
  if (!start || base === undefined) return undefined;
  const changes = [
    ...folded.matchAll(
      new RegExp(
        String.raw`\b(descuento|rebaja|disminu\w*|baja\w*|bonificacion|aumento|aumenta\w*|recargo|incremento|interes|sube|suba|iva)\b[^%$]{0,25}?(${AMOUNT})\s*(?:%|por ?ciento)`,
        'g',
      ),
    ),
  ].map((m) => ({
    down: /descuento|rebaja|disminu|baja|bonificacion/.test(m[1] ?? ''),
    percent: amount(m[2]),
    word: m[1] ?? '',
  }));
  if (changes.length === 0 || changes.some((c) => c.percent === undefined)) return undefined;
  // The price and each percentage: no other number.
  if (numbersIn(folded) !== 1 + changes.length) return undefined;
  let value = base;
  const steps: string[] = [];
  for (const change of changes) {
    const p = change.percent ?? 0;
    const factor = change.down ? 1 - p / 100 : 1 + p / 100;
    const next = value * factor;
    steps.push(
      `${change.down ? 'Un descuento' : 'Un aumento'} del ${fmt(p, 2)} % es multiplicar por ${fmt(factor, 4)}: ${money(value)} · ${fmt(factor, 4)} = ${money(next)}.`,
    );
    value = next;
  }
  const total = changes.reduce(
    (f, c) => f * (c.down ? 1 - (c.percent ?? 0) / 100 : 1 + (c.percent ?? 0) / 100),
    1,
  );
  // The check: one factor for the whole chain gives the same price.
  if (Math.abs(base * total - value) > 1e-6 * Math.max(1, value)) return undefined;
  if (changes.length > 1)
    steps.push(
      `En total, el precio queda multiplicado por ${fmt(total, 4)}: los porcentajes sucesivos no se suman, se multiplican sus factores.`,
    );
  return {
    text: workedReply({
      title: 'Porcentajes sucesivos',
      data: `precio ${money(base)}; ${changes.map((c) => `${c.down ? 'descuento' : 'aumento'} del ${fmt(c.percent ?? 0, 2)} %`).join(', luego ')}`,
      steps,
      answer: `**Precio final: ${money(value)}**`,
      closing:
        '¿Por qué un descuento del 10 % seguido de un aumento del 10 % no te devuelve el precio original?',
    }),
    certain: true,
  };
}

function change(folded: string): SolverReply | undefined {
  if (!/porcentaje|por ?ciento|%/.test(folded)) return undefined;
  const m = new RegExp(
    String.raw`(?:paso|pasa|aumento|aumenta|bajo|baja|subio|sube|disminuyo|disminuye|cambio)\w*\s+de\s+\$?\s*(${AMOUNT})\s*\w*\s+a\s+\$?\s*(${AMOUNT})`,
  ).exec(folded);
  const [from, to] = [amount(m?.[1]), amount(m?.[2])];
  if (!m || from === undefined || to === undefined || from === 0 || numbersIn(folded) !== 2) return undefined;
  const percent = ((to - from) / from) * 100;
  // The check: the value changed by that percentage is the new one.
  if (Math.abs(from * (1 + percent / 100) - to) > 1e-9 * Math.max(1, to)) return undefined;
  const up = percent > 0;
  return {
    text: workedReply({
      title: 'Variación porcentual',
      data: `valor inicial ${fmt(from, 2)}, valor final ${fmt(to, 2)}`,
      steps: [
        `La variación es ${fmt(to, 2)} − ${fmt(from, 2)} = ${fmt(to - from, 2)}.`,
        `Respecto del valor inicial: ${fmt(to - from, 2)} / ${fmt(from, 2)} · 100 = ${fmt(percent, 2)} %.`,
      ],
      answer: `**${up ? 'Aumentó' : 'Disminuyó'} un ${fmt(Math.abs(percent), 2)} %**`,
      closing: '¿Por qué el porcentaje se calcula sobre el valor inicial y no sobre el final?',
    }),
    certain: true,
  };
}

/**
 * «Compra un artículo a $ 12.000 y lo vende a $ 15.000. ¿Qué porcentaje del precio de venta representa su
 * ganancia?»: the profit over the cost, or over the selling price when that is the base named.
 */
function margin(folded: string): SolverReply | undefined {
  const question = folded.slice(Math.max(0, folded.lastIndexOf('¿')));
  if (!/ganancia|beneficio/.test(question) || !/porcentaje|por ?ciento|%/.test(question)) return undefined;
  const bought = new RegExp(
    String.raw`(?:compra|compro|pago|cuesta|costo)\w*[^$\d]{0,30}\$\s*(${AMOUNT})`,
  ).exec(folded);
  const sold = new RegExp(String.raw`(?:vende|vendio|vender)\w*[^$\d]{0,30}\$\s*(${AMOUNT})`).exec(folded);
  const [cost, price] = [amount(bought?.[1]), amount(sold?.[1])];
  if (cost === undefined || price === undefined || !(cost > 0) || !(price > cost) || numbersIn(folded) !== 2)
    return undefined;
  const onSale = /(?:precio de|sobre (?:el|la)) venta/.test(question);
  if (!onSale && /venta/.test(question)) return undefined;
  const base = onSale ? price : cost;
  const profit = price - cost;
  const percent = (profit / base) * 100;
  // The check: that share of the base is the profit.
  if (Math.abs((percent / 100) * base - profit) > 1e-9 * Math.max(1, profit)) return undefined;
  return {
    text: workedReply({
      title: 'Porcentaje de ganancia',
      data: `costo $ ${fmt(cost, 2)}, precio de venta $ ${fmt(price, 2)}`,
      steps: [
        `La ganancia es venta menos costo: $ ${fmt(price, 2)} − $ ${fmt(cost, 2)} = $ ${fmt(profit, 2)}.`,
        `Sobre el precio de ${onSale ? 'venta' : 'costo'}, que es la base que se pide: ${fmt(profit, 2)} / ${fmt(base, 2)} · 100 = ${fmt(percent, 2)} %.`,
        `Verificación: el ${fmt(percent, 2)} % de $ ${fmt(base, 2)} es $ ${fmt(profit, 2)} ✓`,
      ],
      answer: `**La ganancia es el ${fmt(percent, 2)} % del precio de ${onSale ? 'venta' : 'costo'}**`,
      closing: `¿Qué porcentaje daría sobre el precio de ${onSale ? 'costo' : 'venta'}, y por qué es ${onSale ? 'mayor' : 'menor'}?`,
    }),
    certain: true,
  };
}

const INVERSE_AGENTS =
  /obreros|operarios|trabajadores|pintores|personas|maquinas|canillas|grifos|bombas|albaniles|empleados|camiones/;
const TIME = /dias|horas|minutos|semanas|meses/;

/** «Si 8 obreros terminan una obra en 15 días, ¿cuántos días tardarán 12 obreros?». */
function ruleOfThree(folded: string): SolverReply | undefined {
  // «¿cuántos días tardarán 3 obreros más?»: 3 more, not 3.
  if (asksDifference(folded)) return undefined;
  const given = new RegExp(
    String.raw`\bsi\s+(${AMOUNT})\s+(\p{L}+)[^.?¿]*?\s(?:en|a)\s+(${AMOUNT})\s+(\p{L}+)`,
    'u',
  ).exec(folded);
  const asked = new RegExp(
    String.raw`(?:cuant[oa]s?\s+(\p{L}+)[^?]*?|cuanto tiempo[^?]*?)\s(${AMOUNT})\s+(\p{L}+)`,
    'u',
  ).exec(folded.slice((given?.index ?? 0) + (given?.[0].length ?? 0)));
  if (!given || !asked || numbersIn(folded) !== 3) return undefined;
  const [a1, unitA, b1, unitB] = [
    amount(given[1]),
    word(given[2] ?? ''),
    amount(given[3]),
    word(given[4] ?? ''),
  ];
  const [a2, unitA2] = [amount(asked[2]), word(asked[3] ?? '')];
  if (a1 === undefined || b1 === undefined || a2 === undefined || a1 === 0) return undefined;
  // The same kind of quantity changes, and the one asked is the other.
  if (unitA2.slice(0, 4) !== unitA.slice(0, 4)) return undefined;
  const inverse = INVERSE_AGENTS.test(foldText(unitA)) && TIME.test(foldText(unitB));
  if (!inverse) return undefined;
  const b2 = (a1 * b1) / a2;
  // The check: the product stays the same.
  if (Math.abs(a1 * b1 - a2 * b2) > 1e-9 * a1 * b1) return undefined;
  return {
    text: workedReply({
      title: 'Proporcionalidad inversa',
      data: `${fmt(a1, 2)} ${unitA} → ${fmt(b1, 2)} ${unitB}; ${fmt(a2, 2)} ${unitA2} → ?`,
      steps: [
        `Con más ${unitA} se tarda menos: las magnitudes son inversamente proporcionales y su producto es constante.`,
        `${fmt(a1, 2)} · ${fmt(b1, 2)} = ${fmt(a2, 2)} · x, así que x = ${fmt(a1 * b1, 2)} / ${fmt(a2, 2)} = ${fmt(b2, 2)}.`,
      ],
      answer: `**${fmt(b2, 2)} ${unitB}**`,
      closing: '¿Cómo reconocés si dos magnitudes son directa o inversamente proporcionales?',
    }),
    certain: true,
  };
}

const COSTS = String.raw`(?:cuestan|cuesta|valen|vale|se pagan|se paga|pagamos|pago|costaron|costo)`;

/** «Si 3 kg de pan cuestan $ 1.200, ¿cuánto cuestan 5 kg?»: the price grows with the quantity. */
function directCost(folded: string): SolverReply | undefined {
  const given = new RegExp(
    String.raw`\bsi\s+(?:por\s+)?(${AMOUNT})\s+(\p{L}+)(?:\s+de\s+([\p{L} ]{1,30}?))?\s+${COSTS}\s+\$\s*(${AMOUNT})`,
    'u',
  ).exec(folded);
  if (!given) return undefined;
  const rest = folded.slice(given.index + given[0].length);
  const asked = new RegExp(
    String.raw`cuanto\s+(?:${COSTS}|costaran|costara|se pagara|se pagaran|hay que pagar|se debe pagar|pagaremos|pagare)\s+(?:por\s+)?(${AMOUNT})\s+(\p{L}+)(?:\s+(?:de|del)\s+(?:(?:el|la|los|las)\s+)?(?:mism[oa]s?\s+)?(\p{L}+))?`,
    'u',
  ).exec(rest);
  if (!asked || numbersIn(folded) !== 3) return undefined;
  const [q1, unit, price, q2, unit2] = [
    amount(given[1]),
    word(given[2] ?? ''),
    amount(given[4]),
    amount(asked[1]),
    word(asked[2] ?? ''),
  ];
  if (q1 === undefined || price === undefined || q2 === undefined || q1 === 0) return undefined;
  // The same quantity, in the same unit: «3 kg … 5 kg», never «3 kg … 500 g».
  if (unit2 !== unit && unit2.replace(/e?s$/, '') !== unit.replace(/e?s$/, '')) return undefined;
  // The same goods: «3 kg de pan … 5 kg de harina» is not a proportion.
  const [goods, goods2] = [given[3]?.trim().split(' ')[0], asked[3]];
  if (goods2 && goods2 !== 'mismo' && goods2 !== 'misma' && goods !== goods2) return undefined;
  const unitPrice = price / q1;
  const total = unitPrice * q2;
  // The check: the price per unit is the same in both.
  if (Math.abs(total / q2 - price / q1) > 1e-9 * Math.max(1, unitPrice)) return undefined;
  return {
    text: workedReply({
      title: 'Regla de tres simple directa',
      data: `${fmt(q1, 2)} ${unit} → ${money(price)}; ${fmt(q2, 2)} ${unit2} → ?`,
      steps: [
        `A más cantidad, más se paga en la misma proporción: las magnitudes son directamente proporcionales y su cociente es constante.`,
        `El precio por unidad es ${money(price)} / ${fmt(q1, 2)} = ${money(unitPrice)}.`,
        `${fmt(q2, 2)} · ${money(unitPrice)} = ${money(total)} (o x = ${money(price)} · ${fmt(q2, 2)} / ${fmt(q1, 2)}).`,
      ],
      answer: `**${money(total)}**`,
      closing: '¿Cómo reconocés si dos magnitudes son directa o inversamente proporcionales?',
    }),
    certain: true,
  };
}

export function solveProportions(problem: string): SolverReply | undefined {
  const folded = foldText(withoutOptions(problem)).replace(/\s+/g, ' ');
  return (
    successive(folded) ??
    change(folded) ??
    margin(folded) ??
    percentReading(folded) ??
    growthReading(folded) ??
    directCost(folded) ??
    ruleOfThree(folded) ??
    compoundProportion(withoutOptions(problem))
  );
}

export const proportions = declareSolver({
  name: 'percentages_and_proportions',
  offer: 'porcentajes y regla de tres',
  summary:
    'A price after successive percentage changes, a percentage change, a percentage read the other way round (the whole a percentage is of, the percentage a part is of its group, the price before a discount or a rise), exponential growth or decay told in words (doubling every T, compound interest, a yearly loss, a half-life: the value after a time or the time to reach a value), the direct rule of three for a price by quantity, and the simple or compound rule of three (workers, hours a day and days; machines, hours and pieces; fuel and distance; a map scale), each magnitude direct or inverse to the one asked.',
  examples: [
    'Un artículo cuesta $ 12 000. Se le aplica un descuento del 15 % y luego un recargo del 10 %. ¿Cuál es el precio final?',
    'El precio de un producto pasó de $ 800 a $ 920. ¿En qué porcentaje aumentó?',
    'Después de un descuento del 15 % pagué $ 6.800. ¿Cuál era el precio original?',
    'Si 3 kg de pan cuestan $ 1.200, ¿cuánto cuestan 5 kg?',
    'Si 6 obreros, trabajando 8 horas diarias, hacen un muro en 15 días, ¿cuántos días tardarán 10 obreros trabajando 6 horas diarias?',
  ],
  parameters: { problem: 'the statement, as written' },
  solve: solveProportions,
});
