/**
 * Word problems that lead to an equation or a 2×2 system, in the ways the first-unit guides tell them:
 * two kinds counted by heads and legs (hens and rabbits), two prices with a total count and a total
 * amount (tickets, coins, notes), two numbers by their sum and difference, consecutive integers by their
 * sum, ages («tiene el triple … dentro de 10 años tendrá el doble»), and a rectangle whose length exceeds
 * its width by d with a given area. The unknowns are named, the equations written, and the solution put
 * back in every condition of the statement; a number left unread leaves the problem to others. The kinds
 * the entrance exams add (mixtures, work together, percentages in a row, bounds…) are word-problem-kinds.ts'.
 */
import { foldText } from '../text.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import { numberParts } from './number-parts.ts';
import { consecutiveByFact } from './number-parts-consecutive.ts';
import { fmt, readNumber } from './numbers.ts';
import { workedReply } from './reply.ts';
import { withoutOptions } from './statement.ts';
import { twoNumbersByFacts } from './two-numbers-facts.ts';
import { type Asked, WORD_PROBLEM_KINDS } from './word-problem-kinds.ts';

const AMOUNT = String.raw`\d{1,3}(?:[ .]\d{3})+|\d+(?:,\d+)?`;
const amount = (raw: string | undefined) => readNumber((raw ?? '').replace(/ (?=\d{3}\b)/g, '.'));
const count = (folded: string) => (folded.match(new RegExp(AMOUNT, 'g')) ?? []).length;
const whole = (x: number) => Number.isInteger(Math.round(x * 1e9) / 1e9) && x >= 0;

interface Worked {
  title: string;
  data: string;
  steps: string[];
  answer: string;
  unsure?: true;
}

/** A price «$ 27.000» is text: two on one line would otherwise be typeset as a formula between them. */
const escapePrices = (text: string) => text.replace(/(?<!\\)\$ (?=\d)/g, '\\$ ');

const reply = ({ unsure, data, steps, answer, title }: Worked): SolverReply => ({
  text: workedReply({
    title,
    data: escapePrices(data),
    steps: steps.map(escapePrices),
    answer: escapePrices(answer),
    closing: unsure
      ? '¿Qué dice el enunciado que permita quedarse con una sola?'
      : '¿Cómo comprobás la respuesta con los datos del enunciado?',
  }),
  certain: !unsure,
});

/** a + b = n, p·a + q·b = t, in whole numbers. */
function pair(n: number, t: number, p: number, q: number): [number, number] | undefined {
  if (p === q) return undefined;
  const a = (t - q * n) / (p - q);
  const b = n - a;
  return whole(a) && whole(b) && Math.abs(p * a + q * b - t) < 1e-9
    ? [Math.round(a), Math.round(b)]
    : undefined;
}

/** «En un corral hay gallinas y conejos: 30 cabezas y 84 patas. ¿Cuántos conejos hay?». */
function headsAndLegs(folded: string): Worked | undefined {
  const heads = amount(new RegExp(`(${AMOUNT})\\s+cabezas`).exec(folded)?.[1]);
  const legs = amount(new RegExp(`(${AMOUNT})\\s+patas`).exec(folded)?.[1]);
  const two = /gallinas?|patos?|pollos?|aves?/.exec(folded)?.[0];
  const four = /conejos?|vacas?|cerdos?|ovejas?|perros?|caballos?/.exec(folded)?.[0];
  if (heads === undefined || legs === undefined || !two || !four || count(folded) !== 2) return undefined;
  const solved = pair(heads, legs, 4, 2);
  if (!solved) return undefined;
  const [f, t] = solved;
  const askedFour = new RegExp(`cuant[oa]s\\s+${four.slice(0, 4)}`).test(folded);
  const askedTwo = new RegExp(`cuant[oa]s\\s+${two.slice(0, 4)}`).test(folded);
  // Only the counts asked are this reading's answer: another question (the legs of one kind) is not.
  if (!askedFour && !askedTwo && !/cuant[oa]s (?:hay )?de cada|cuantos animales de cada/.test(folded))
    return undefined;
  const plural = (w: string) => (w.endsWith('s') ? w : `${w}s`);
  const answers = [
    askedFour || !askedTwo ? `**${f} ${plural(four)}**` : '',
    askedTwo || !askedFour ? `**${t} ${plural(two)}**` : '',
  ].filter(Boolean);
  return {
    title: 'Problema con un sistema de ecuaciones',
    data: `${heads} cabezas y ${legs} patas; ${plural(two)} con 2 patas y ${plural(four)} con 4`,
    steps: [
      `Llamá c a los ${plural(four)} y g a ${/^(?:gallina|oveja|vaca)/.test(two) ? 'las' : 'los'} ${plural(two)}: cabezas $c + g = ${heads}$, patas $4c + 2g = ${legs}$.`,
      `Restando el doble de la primera a la segunda: $2c = ${legs - 2 * heads}$, así que $c = ${f}$ y $g = ${t}$.`,
      `Verificación: ${f} + ${t} = ${heads} cabezas y 4 · ${f} + 2 · ${t} = ${legs} patas ✓`,
    ],
    answer: answers.join('\n\n'),
  };
}

/** «40 vehículos entre autos y motos, y 130 ruedas»: the heads and legs of a parking lot. */
function vehiclesAndWheels(folded: string): Worked | undefined {
  const total = amount(new RegExp(`(${AMOUNT})\\s+(?:vehiculos|rodados)`).exec(folded)?.[1]);
  const wheels = amount(new RegExp(`(${AMOUNT})\\s+ruedas`).exec(folded)?.[1]);
  const four = /\b(?:autos?|coches?|camionetas?)\b/.exec(folded)?.[0];
  const two = /\b(?:motos?|bicicletas?)\b/.exec(folded)?.[0];
  if (total === undefined || wheels === undefined || !four || !two || count(folded) !== 2) return undefined;
  if (/triciclo|camion(?!eta)/.test(folded)) return undefined;
  const solved = pair(total, wheels, 4, 2);
  if (!solved) return undefined;
  const [f, t] = solved;
  const plural = (w: string) => (w.endsWith('s') ? w : `${w}s`);
  const askedFour = new RegExp(`cuant[oa]s\\s+${four.slice(0, 4)}`).test(folded);
  const askedTwo = new RegExp(`cuant[oa]s\\s+${two.slice(0, 4)}`).test(folded);
  if (!askedFour && !askedTwo && !/de cada (?:uno|tipo|clase)/.test(folded)) return undefined;
  return {
    title: 'Problema con un sistema de ecuaciones',
    data: `${total} vehículos y ${wheels} ruedas; ${plural(four)} con 4 ruedas y ${plural(two)} con 2`,
    steps: [
      `Llamá a a los ${plural(four)} y m a las ${plural(two)}: vehículos $a + m = ${total}$, ruedas $4a + 2m = ${wheels}$.`,
      `Restando el doble de la primera a la segunda: $2a = ${wheels - 2 * total}$, así que $a = ${f}$ y $m = ${t}$.`,
      `Verificación: ${f} + ${t} = ${total} vehículos y 4 · ${f} + 2 · ${t} = ${wheels} ruedas ✓`,
    ],
    answer: [
      askedFour || !askedTwo ? `**${f} ${plural(four)}**` : '',
      askedTwo || !askedFour ? `**${t} ${plural(two)}**` : '',
    ]
      .filter(Boolean)
      .join('\n\n'),
  };
}

/** «Se vendieron 200 entradas, las de adulto a $ 500 y las de menor a $ 300; se recaudaron $ 84 000». */
function twoPrices(folded: string): Worked | undefined {
  // «las de adulto a $ 500», and «la entrada general cuesta $ 3000»: the kind, then its price.
  const prices = [
    ...folded.matchAll(new RegExp(`(?:las de|los de|de)\\s+(\\p{L}+)[^$]{0,20}?\\$\\s*(${AMOUNT})`, 'gu')),
    ...folded.matchAll(
      new RegExp(
        `(?:entrada|boleto|ticket|remera|libro|articulo)s?\\s+(\\p{L}+)\\s+(?:cuestan?|valen?|salen?|a)\\s+\\$\\s*(${AMOUNT})`,
        'gu',
      ),
    ),
  ].sort((p, q) => (p.index ?? 0) - (q.index ?? 0));
  const total = new RegExp(
    `(?:recaud\\w*|total de|cobr\\w*|ingres\\w*|sum\\w*)[^$\\d]{0,20}\\$\\s*(${AMOUNT})`,
  ).exec(folded);
  const n = new RegExp(
    `(${AMOUNT})\\s+(entradas|boletos|tickets|monedas|billetes|articulos|unidades|remeras|libros)`,
  ).exec(folded);
  const [first, second] = prices;
  if (!first || !second || prices.length !== 2 || !total || !n || count(folded) !== 4) return undefined;
  const [p, q, t, items] = [amount(first[2]), amount(second[2]), amount(total[1]), amount(n[1])];
  if (p === undefined || q === undefined || t === undefined || items === undefined) return undefined;
  const solved = pair(items, t, p, q);
  if (!solved) return undefined;
  const [a, b] = solved;
  const [kindA, kindB] = [first[1] ?? 'primera', second[1] ?? 'segunda'];
  const noun = n[2] ?? 'unidades';
  // The count of one kind (or of each) is asked: «¿cuántas entradas de adulto…?».
  const asked = new RegExp(`cuant[oa]s\\s+${noun.slice(0, 5)}`).exec(folded);
  if (!asked) return undefined;
  const question = folded.slice(asked.index);
  const askA = question.includes(kindA) || /de cada/.test(question);
  const askB = question.includes(kindB) || /de cada/.test(question);
  if (!askA && !askB) return undefined;
  return {
    title: 'Problema con un sistema de ecuaciones',
    data: `${items} ${noun}; ${kindA} a $ ${fmt(p, 2)}, ${kindB} a $ ${fmt(q, 2)}; total $ ${fmt(t, 2)}`,
    steps: [
      `Llamá a a las de ${kindA} y b a las de ${kindB}: $a + b = ${items}$ y $${fmt(p, 2)}a + ${fmt(q, 2)}b = ${fmt(t, 2)}$.`,
      `Reemplazando b = ${items} − a: $${fmt(p - q, 2)}a = ${fmt(t - q * items, 2)}$, así que a = ${a} y b = ${b}.`,
      `Verificación: ${a} + ${b} = ${items} y ${fmt(p, 2)} · ${a} + ${fmt(q, 2)} · ${b} = ${fmt(t, 2)} ✓`,
    ],
    answer: [
      askA || !askB ? `**${a} ${noun} de ${kindA}**` : '',
      askB || !askA ? `**${b} ${noun} de ${kindB}**` : '',
    ]
      .filter(Boolean)
      .join('\n\n'),
  };
}

/**
 * «Compró camisas a $ 8000 y pantalones a $ 15 000; en total compró 20 prendas y gastó $ 216 000. ¿Cuántos
 * pantalones compró?»: two goods by their price, the count of both and the amount paid.
 */
function twoGoods(folded: string): Worked | undefined {
  const goods = [...folded.matchAll(new RegExp(`(\\p{L}{4,}) a \\$\\s*(${AMOUNT})`, 'gu'))];
  const [first, second] = goods;
  const items = new RegExp(
    `(${AMOUNT})\\s+(prendas|unidades|articulos|productos|objetos|paquetes|cajas)`,
  ).exec(folded);
  const total = new RegExp(
    `(?:gast\\w*|pag\\w*|abon\\w*|recaud\\w*|cobr\\w*)\\s+(?:en total\\s+)?\\$\\s*(${AMOUNT})`,
  ).exec(folded);
  if (!first || !second || goods.length !== 2 || !items || !total || count(folded) !== 4) return undefined;
  const [kindA, kindB] = [first[1] ?? '', second[1] ?? ''];
  if (kindA === kindB) return undefined;
  const [p, q, n, t] = [amount(first[2]), amount(second[2]), amount(items[1]), amount(total[1])];
  if (p === undefined || q === undefined || n === undefined || t === undefined) return undefined;
  const solved = pair(n, t, p, q);
  if (!solved) return undefined;
  const [a, b] = solved;
  const asked = /cuant[oa]s\s+(\p{L}+)/u.exec(folded)?.[1] ?? '';
  const askA = asked.slice(0, 5) === kindA.slice(0, 5) || /de cada/.test(folded);
  const askB = asked.slice(0, 5) === kindB.slice(0, 5) || /de cada/.test(folded);
  if (!askA && !askB) return undefined;
  return {
    title: 'Problema con un sistema de ecuaciones',
    data: `${kindA} a $ ${fmt(p, 2)}, ${kindB} a $ ${fmt(q, 2)}; ${n} en total y $ ${fmt(t, 2)}`,
    steps: [
      `Llamá a a los ${kindA} y b a los ${kindB}: $a + b = ${n}$ y $${fmt(p, 2)}a + ${fmt(q, 2)}b = ${fmt(t, 2)}$.`,
      `Reemplazando a = ${n} − b: $${fmt(q - p, 2)}b = ${fmt(t - p * n, 2)}$, así que b = ${b} y a = ${a}.`,
      `Verificación: ${a} + ${b} = ${n} y ${fmt(p, 2)} · ${a} + ${fmt(q, 2)} · ${b} = ${fmt(t, 2)} ✓`,
    ],
    answer: [askA ? `**${a} ${kindA}**` : '', askB ? `**${b} ${kindB}**` : ''].filter(Boolean).join('\n\n'),
  };
}

/** «La suma de dos números es 10 y su diferencia es 4». */
function sumAndDifference(folded: string): Worked | undefined {
  const s = amount(new RegExp(`suma de (?:dos|ambos) numeros es (${AMOUNT})`).exec(folded)?.[1]);
  const d = amount(
    new RegExp(`(?:su |la )?diferencia(?: es| entre ellos es)? (${AMOUNT})`).exec(folded)?.[1],
  );
  if (s === undefined || d === undefined || count(folded) !== 2) return undefined;
  const [a, b] = [(s + d) / 2, (s - d) / 2];
  // What is asked: both numbers, the greater or the smaller; anything else is not this reading.
  const asked = /\bmayor\b/.test(folded)
    ? 'mayor'
    : /\bmenor\b/.test(folded)
      ? 'menor'
      : /cuales son|(?:halla|encontra|determina)\w* (?:los|ambos|dichos) numeros|que numeros son/.test(folded)
        ? 'both'
        : undefined;
  if (!asked || /producto|cociente|cuadrado/.test(folded)) return undefined;
  return {
    title: 'Problema con un sistema de ecuaciones',
    data: `suma ${fmt(s, 4)}, diferencia ${fmt(d, 4)}`,
    steps: [
      `Llamá a y b a los números: $a + b = ${fmt(s, 4)}$ y $a - b = ${fmt(d, 4)}$.`,
      `Sumando las dos ecuaciones, $2a = ${fmt(s + d, 4)}$: a = ${fmt(a, 4)} y b = ${fmt(b, 4)}.`,
      `Verificación: ${fmt(a, 4)} + ${fmt(b, 4)} = ${fmt(s, 4)} y ${fmt(a, 4)} − ${fmt(b, 4)} = ${fmt(d, 4)} ✓`,
    ],
    answer:
      asked === 'both'
        ? `**Los números son ${fmt(a, 4)} y ${fmt(b, 4)}**`
        : `**El ${asked} es ${fmt(asked === 'mayor' ? a : b, 4)}** (los números son ${fmt(a, 4)} y ${fmt(b, 4)})`,
  };
}

/** «Dos números cuya suma es 20 y cuyo producto es 96»: the roots of t² − 20t + 96. */
function sumAndProduct(folded: string): Worked | undefined {
  if (!/dos numeros/.test(folded)) return undefined;
  const s = amount(
    new RegExp(
      `suma(?: de (?:dos|ambos|los) numeros| de ellos)? (?:es(?: de)?|sea(?: de)?|da|de|vale|valga) (${AMOUNT})`,
    ).exec(folded)?.[1],
  );
  // «cuya suma es 15», «cuya suma sea 15», «cuyo producto sea 56», as a statement or a condition.
  const p = amount(
    new RegExp(`producto (?:es(?: de)?|sea(?: de)?|da|de|vale|valga) (${AMOUNT})`).exec(folded)?.[1],
  );
  // A sign in the data («suma −2») is not read: the numbers would be others.
  if (s === undefined || p === undefined || count(folded) !== 2 || /[-−]\s?\d/.test(folded)) return undefined;
  const delta = s * s - 4 * p;
  if (delta < 0) return undefined;
  const [a, b] = [(s + Math.sqrt(delta)) / 2, (s - Math.sqrt(delta)) / 2];
  if (!Number.isInteger(a) || !Number.isInteger(b) || a + b !== s || a * b !== p) return undefined;
  // A number made of the two asked («el cociente entre el mayor y el menor», «su diferencia»): not them.
  const question = folded.slice(Math.max(0, folded.lastIndexOf('¿')));
  if (/cociente|diferencia|razon|cuadrados|\bdoble|\btriple|\bmitad/.test(question)) return undefined;
  const asked = /\bmayor\b/.test(folded) ? 'mayor' : /\bmenor\b/.test(folded) ? 'menor' : 'both';
  return {
    title: 'Problema con una ecuación cuadrática',
    data: `suma ${fmt(s, 4)}, producto ${fmt(p, 4)}`,
    steps: [
      `Llamá x a uno: el otro es ${fmt(s, 4)} − x, y $x(${fmt(s, 4)} - x) = ${fmt(p, 4)}$, o sea $x^2 - ${fmt(s, 4)}x + ${fmt(p, 4)} = 0$.`,
      `Con la resolvente: x = ${fmt(a, 4)} o x = ${fmt(b, 4)}; cada raíz es uno de los números y la otra, el otro.`,
      `Verificación: ${fmt(a, 4)} + ${fmt(b, 4)} = ${fmt(s, 4)} y ${fmt(a, 4)} · ${fmt(b, 4)} = ${fmt(p, 4)} ✓`,
    ],
    answer:
      asked === 'both'
        ? `**Los números son ${fmt(a, 4)} y ${fmt(b, 4)}**`
        : `**El ${asked} es ${fmt(asked === 'mayor' ? a : b, 4)}** (los números son ${fmt(a, 4)} y ${fmt(b, 4)})`,
  };
}

const WORD_COUNT: Record<string, number> = { dos: 2, tres: 3, cuatro: 4, cinco: 5 };

/** «La suma de tres números enteros consecutivos es 84. ¿Cuál es el mayor?». */
function consecutive(folded: string): Worked | undefined {
  const m = new RegExp(
    `suma de (dos|tres|cuatro|cinco) numeros (?:enteros |naturales )?(pares |impares )?consecutivos(?: \\w+)? es (-?${AMOUNT})`,
  ).exec(folded);
  const k = WORD_COUNT[m?.[1] ?? ''];
  const total = amount((m?.[3] ?? '').replace('-', ''));
  if (!m || !k || total === undefined || count(folded) !== 1) return undefined;
  const step = m[2] ? 2 : 1;
  const first = (total - (step * k * (k - 1)) / 2) / k;
  if (
    !Number.isInteger(first) ||
    (m[2] === 'pares ' && first % 2 !== 0) ||
    (m[2] === 'impares ' && Math.abs(first % 2) !== 1)
  )
    return undefined;
  const numbers = Array.from({ length: k }, (_, i) => first + step * i);
  const asked = /mayor/.test(folded)
    ? 'mayor'
    : /menor/.test(folded)
      ? 'menor'
      : /cuales son|los numeros|que numeros/.test(folded)
        ? 'todos'
        : undefined;
  if (!asked || /producto|cuadrado/.test(folded)) return undefined;
  const shown = asked === 'mayor' ? numbers.at(-1) : asked === 'menor' ? numbers[0] : undefined;
  return {
    title: 'Problema con una ecuación',
    data: `${k} números ${m[2] ?? ''}consecutivos que suman ${total}`,
    steps: [
      `Llamá n al menor: los números son ${numbers.map((_, i) => (i === 0 ? 'n' : `n + ${step * i}`)).join(', ')}.`,
      `Su suma: $${k}n + ${(step * k * (k - 1)) / 2} = ${total}$, así que $n = ${first}$.`,
      `Verificación: ${numbers.join(' + ')} = ${total} ✓`,
    ],
    answer:
      shown === undefined
        ? `**Los números son ${numbers.join(', ')}**`
        : `**El ${asked} es ${shown}** (los números son ${numbers.join(', ')})`,
  };
}

const TIMES: Record<string, number> = { doble: 2, triple: 3, cuadruple: 4, quintuple: 5 };

/** «Un padre tiene el triple de la edad de su hijo y dentro de 10 años tendrá el doble». */
function ages(folded: string): Worked | undefined {
  const now = /(?:tiene|es) (?:el )?(doble|triple|cuadruple|quintuple) (?:de la edad de|de la de|de)/.exec(
    folded,
  );
  const later = new RegExp(
    `dentro de (${AMOUNT}) anos[^.?]*?(?:tendra|sera)[^.?]*?(?:el )?(doble|triple|cuadruple)`,
  ).exec(folded);
  const k1 = TIMES[now?.[1] ?? ''];
  const k2 = TIMES[later?.[2] ?? ''];
  const t = amount(later?.[1]);
  if (!k1 || !k2 || t === undefined || k1 <= k2 || count(folded) !== 1) return undefined;
  // k1·h + t = k2·(h + t)  ⇒  h = t(k2 − 1)/(k1 − k2).
  const h = (t * (k2 - 1)) / (k1 - k2);
  if (!whole(h) || k1 * h + t !== k2 * (h + t)) return undefined;
  // What is asked is read in the question (from its «¿», or the last sentence), never in the data: «la
  // edad del padre es el triple…» names him, it does not ask his age.
  const asked = folded.includes('¿')
    ? folded.slice(folded.lastIndexOf('¿'))
    : (folded
        .split(/(?<=[.;:])\s+/)
        .filter((s) => s.trim())
        .at(-1) ?? folded);
  // An age at another time («cuando nació Ana», «hace 5 años», «dentro de 10 años») or a number made of
  // both ages (their sum, their difference): not today's age this reading states.
  if (
    /\bnaci|\btenia\b|\btendra\b|\bhace\b|dentro de|diferencia|\bsuma\b|entre (?:ambos|los dos)|juntos/.test(
      asked,
    )
  )
    return undefined;
  let askedOlder =
    /que edad tiene (?:hoy )?el padre|edad (?:actual )?del padre|cuantos anos tiene (?:hoy )?el padre/.test(
      asked,
    );
  let askedYounger =
    /que edad tiene (?:hoy )?(?:el|la) hij[oa]|edad (?:actual )?del hijo|edad (?:actual )?de la hija|cuantos anos tiene (?:hoy )?(?:el|la) hij[oa]/.test(
      asked,
    );
  // «La edad de Ana es el triple de la de su hija … ¿Qué edad tiene hoy Ana?»: the people by name.
  const older = /(?:la edad de )?(\p{L}+) (?:tiene|es) (?:el )?(?:doble|triple|cuadruple|quintuple)/u.exec(
    folded,
  )?.[1];
  const younger =
    /(?:doble|triple|cuadruple|quintuple) (?:de la edad de|de la de|de) (?:su |la edad de )?(\p{L}+)/u.exec(
      folded,
    )?.[1];
  // Looked for in the question only: «La edad de Ana es…» names her in the data too.
  const question = asked;
  const askedAbout = (who: string | undefined) =>
    who !== undefined &&
    !['edad', 'que', 'padre', 'hijo', 'hija'].includes(who) &&
    new RegExp(
      `(?:que edad tiene|cuantos anos tiene|cual es la edad de|edad (?:actual )?de) (?:hoy )?(?:el |la |su )?${who}\\b`,
    ).test(question);
  const byName = { older: askedAbout(older), younger: askedAbout(younger) };
  if (byName.older !== byName.younger) {
    askedOlder ||= byName.older;
    askedYounger ||= byName.younger;
  }
  if (askedOlder === askedYounger) return undefined;
  return {
    title: 'Problema con una ecuación',
    data: `hoy, ${k1} veces la edad; dentro de ${t} años, ${k2} veces`,
    steps: [
      `Llamá h a la edad de hoy del menor: el mayor tiene ${k1}h.`,
      `Dentro de ${t} años: $${k1}h + ${t} = ${k2}(h + ${t})$, así que $${k1 - k2}h = ${t * (k2 - 1)}$ y h = ${h}.`,
      `Verificación: hoy ${h} y ${k1 * h}; dentro de ${t} años ${h + t} y ${k1 * h + t}, que es ${k2} veces ${h + t} ✓`,
    ],
    answer: askedOlder
      ? `**${k1 * h} años** (el menor tiene ${h})`
      : `**${h} años** (el mayor tiene ${k1 * h})`,
  };
}

/** «El largo de un rectángulo supera en 3 cm a su ancho y su área es de 40 cm²». */
function rectangleByArea(folded: string): Worked | undefined {
  const m = new RegExp(
    `largo[^.]*?(?:supera en|excede en|es|mide) (${AMOUNT}) (cm|m|mm|dm)? ?(?:mas que|a|al)[^.]*?ancho`,
  ).exec(folded);
  const area = new RegExp(`area (?:es de |es |mide |de )?(${AMOUNT}) ?(cm|m|mm|dm)?(?:²|2)`).exec(folded);
  const d = amount(m?.[1]);
  const a = amount(area?.[1]);
  if (
    !m ||
    !area ||
    d === undefined ||
    a === undefined ||
    count(folded.replace(/(cm|m|mm|dm)2/g, '$1²')) !== 2
  )
    return undefined;
  // The sides asked, not the perimeter or the diagonal.
  if (
    !/dimensiones|lados|largo y (?:el )?ancho|cuanto mide/.test(folded) ||
    /perimetro|diagonal/.test(folded)
  )
    return undefined;
  // w(w + d) = A  ⇒  w = (−d + √(d² + 4A))/2.
  const w = (-d + Math.sqrt(d * d + 4 * a)) / 2;
  if (!(w > 0) || Math.abs(w * (w + d) - a) > 1e-9 * a) return undefined;
  const u = m[2] ?? area[2] ?? '';
  const unit = u ? ` ${u}` : '';
  const root = (-d - Math.sqrt(d * d + 4 * a)) / 2;
  return {
    title: 'Problema con una ecuación cuadrática',
    data: `largo = ancho + ${fmt(d, 4)}${unit}; área ${fmt(a, 4)}${unit}²`,
    steps: [
      `Llamá x al ancho: el largo es x + ${fmt(d, 4)} y el área $x(x + ${fmt(d, 4)}) = ${fmt(a, 4)}$, o sea $x^2 + ${fmt(d, 4)}x - ${fmt(a, 4)} = 0$.`,
      `Con la resolvente: x = ${fmt(w, 4)} o x = ${fmt(root, 4)}; una longitud no es negativa, así que el ancho es ${fmt(w, 4)}${unit}.`,
      `Verificación: ${fmt(w, 4)} · ${fmt(w + d, 4)} = ${fmt(a, 4)} ✓`,
    ],
    answer: `**Ancho ${fmt(w, 2)}${unit} y largo ${fmt(w + d, 2)}${unit}**`,
  };
}

/** «Un terreno rectangular tiene 34 m de perímetro y 60 m² de superficie»: its two sides. */
function rectangleByPerimeterAndArea(folded: string): Worked | undefined {
  if (!/rectang/.test(folded)) return undefined;
  const perimeter = new RegExp(
    `(?:(${AMOUNT}) ?(cm|m|mm|dm|km)? de perimetro|perimetro(?: de (?:un|el|este|dicho|ese) [a-z]+)? (?:es de |es |mide |de )?(${AMOUNT}) ?(cm|m|mm|dm|km)?)`,
  ).exec(folded);
  const area = new RegExp(
    `(?:(${AMOUNT}) ?(?:cm|m|mm|dm|km)?(?:²|2) de (?:area|superficie)|(?:area|superficie) (?:es de |es |mide |de )?(${AMOUNT}))`,
  ).exec(folded);
  const p = amount(perimeter?.[1] ?? perimeter?.[3]);
  const a = amount(area?.[1] ?? area?.[2]);
  if (p === undefined || a === undefined || count(folded.replace(/(cm|m|mm|dm|km)2/g, '$1²')) !== 2)
    return undefined;
  const asked = {
    smaller: /lado menor|el ancho|cuanto mide el ancho/.test(folded),
    greater: /lado mayor|el largo|cuanto mide el largo/.test(folded),
    both: /dimensiones|cuanto miden (?:sus|los) lados|sus lados|largo y (?:el )?ancho/.test(folded),
  };
  if (!asked.smaller && !asked.greater && !asked.both) return undefined;
  // Another relation between the sides («el largo es el doble del ancho») or another figure's length.
  if (/diagonal|\bradio\b|doble|triple|mitad|supera|excede|mas que|menos que/.test(folded)) return undefined;
  // The sides add up to half the perimeter and multiply to the area: t² − (P/2)t + A = 0.
  const half = p / 2;
  const delta = half * half - 4 * a;
  if (delta < 0) return undefined;
  const [w, l] = [(half - Math.sqrt(delta)) / 2, (half + Math.sqrt(delta)) / 2];
  if (!(w > 0) || Math.abs(w * l - a) > 1e-9 * a || Math.abs(2 * (w + l) - p) > 1e-9 * p) return undefined;
  const u = perimeter?.[2] ?? perimeter?.[4];
  const unit = u ? ` ${u}` : '';
  const answers = [
    asked.smaller || asked.both ? `**Lado menor: ${fmt(w, 2)}${unit}**` : '',
    asked.greater || asked.both ? `**Lado mayor: ${fmt(l, 2)}${unit}**` : '',
  ].filter(Boolean);
  return {
    title: 'Problema con una ecuación cuadrática',
    data: `perímetro ${fmt(p, 4)}${unit}; área ${fmt(a, 4)}${unit}²`,
    steps: [
      `Llamá x e y a los lados: $2x + 2y = ${fmt(p, 4)}$, o sea $x + y = ${fmt(half, 4)}$, y $x \\cdot y = ${fmt(a, 4)}$.`,
      `Reemplazando y = ${fmt(half, 4)} − x: $x^2 - ${fmt(half, 4)}x + ${fmt(a, 4)} = 0$, con raíces ${fmt(w, 4)} y ${fmt(l, 4)}: son los dos lados.`,
      `Verificación: 2 · (${fmt(w, 4)} + ${fmt(l, 4)}) = ${fmt(p, 4)} y ${fmt(w, 4)} · ${fmt(l, 4)} = ${fmt(a, 4)} ✓`,
    ],
    answer: answers.join('\n\n'),
  };
}

const LENGTH_FACTOR: Record<string, number> = { mm: 0.001, cm: 0.01, dm: 0.1, m: 1, km: 1000 };

/** A measure as a result: exact when it is (to four decimals), else «≈» and two decimals (a side by a root). */
const about = (x: number) =>
  Math.abs(x - Number(x.toFixed(4))) < 1e-9 * Math.max(1, Math.abs(x)) ? fmt(x, 4) : `≈ ${fmt(x, 2)}`;

/**
 * A rectangle known by two facts among its perimeter, its area and how its sides compare («el largo es
 * el triple del ancho», «el ancho es 5 m menor que el largo»), asked for what no other reading answers:
 * its diagonal, its perimeter or area when not given, or its sides (in the unit asked, «expresado en cm»).
 * Every number of the facts is one of them; a third fact, another figure or a second relation declines.
 */
function rectangleTwoFacts(folded: string): Worked | undefined {
  if (!/rectang/.test(folded) || /cuadrado|triangul|circul|semejante|\bradio\b|igual|misma/.test(folded))
    return undefined;
  const sentences = folded.split(/(?<=[.?])\s+|¿/).filter((s) => s.trim());
  const question = sentences.at(-1) ?? '';
  const facts = sentences.slice(0, -1).join(' ');
  if (!/cuanto|cual|calcul|hall|determin|obten|encontr|encuentr/.test(question) || count(question) > 0)
    return undefined;
  const SQ = '(mm|cm|dm|km|m)';
  const U = `${SQ}\\b`;
  const OF =
    '(?: de (?:un|una|el|la|este|esta|dicho|dicha|ese|esa) (?:rectangulo|terreno|lote|campo|patio|jardin|parcela|mesa|chapa|placa|hoja|cancha|pileta|ventana)(?: rectangular)?)?';
  const perimeter = new RegExp(
    `(?:(${AMOUNT}) ?${U} de perimetro|perimetro${OF} (?:es de |es |mide |de )?(${AMOUNT}) ?${U})`,
  ).exec(facts);
  const area = new RegExp(
    `(?:(${AMOUNT}) ?${SQ}(?:²|2) de (?:area|superficie)|(?:area|superficie)${OF} (?:es de |es |mide |de )?(${AMOUNT}) ?${SQ}(?:²|2))`,
  ).exec(facts);
  // «su diagonal mide 26 cm», «una diagonal de 13 m», «26 cm de diagonal».
  const diagonal = new RegExp(
    `(?:(${AMOUNT}) ?${U} de diagonal|diagonal${OF} (?:mide |es de |es |de )(${AMOUNT}) ?${U})`,
  ).exec(facts);
  const SIDE = '(largo|base|ancho|altura)';
  const ratio = new RegExp(
    `${SIDE}${OF} (?:es|mide) el (doble|triple|cuadruple|quintuple) (?:de su|del|de la) ${SIDE}`,
  ).exec(facts);
  const excess = new RegExp(
    `${SIDE}${OF} (?:que )?(?:es|mide) (${AMOUNT}) ?${U} (mas|menos|mayor|menor) (?:largo |larga |corto |corta )?(?:que|de) (?:su |el |la )?${SIDE}|${SIDE}${OF} (?:que )?(?:supera|excede) en (${AMOUNT}) ?${U} (?:a su|al|a la) ${SIDE}`,
  ).exec(facts);
  const long = (side: string | undefined) => side === 'largo' || side === 'base';
  const relations = [ratio, excess].filter(Boolean).length;
  const given = [perimeter, area, diagonal].filter(Boolean).length;
  // The diagonal with the perimeter or the area is the plane figures' reading; here, with a relation.
  if (given + relations !== 2 || relations > 1 || (diagonal && relations !== 1)) return undefined;
  const units = [
    perimeter?.[2] ?? perimeter?.[4],
    area?.[2] ?? area?.[4],
    excess?.[3] ?? excess?.[8],
    diagonal?.[2] ?? diagonal?.[4],
  ].filter((u): u is string => !!u);
  const unit = units[0];
  if (!unit || units.some((u) => u !== unit)) return undefined;
  if (count(facts) !== given + (excess ? 1 : 0)) return undefined;
  const p = amount(perimeter?.[1] ?? perimeter?.[3]);
  const a = amount(area?.[1] ?? area?.[3]);
  const D = amount(diagonal?.[1] ?? diagonal?.[3]);
  let w: number;
  let l: number;
  let setup: string;
  if (ratio) {
    if (!long(ratio[1]) || long(ratio[3])) return undefined;
    const k = TIMES[ratio[2] ?? ''] ?? Number.NaN;
    if (p !== undefined) {
      w = p / (2 * (k + 1));
      setup = `Llamá x al ${ratio[3]}: el ${ratio[1]} es ${k}x y el perímetro, $2x + 2 \\cdot ${k}x = ${fmt(p, 4)}$.`;
    } else if (D !== undefined) {
      w = D / Math.sqrt(1 + k * k);
      setup = `Llamá x al ${ratio[3]}: el ${ratio[1]} es ${k}x y, por Pitágoras con la diagonal, $x^2 + (${k}x)^2 = ${fmt(D, 4)}^2$.`;
    } else {
      w = Math.sqrt((a ?? Number.NaN) / k);
      setup = `Llamá x al ${ratio[3]}: el ${ratio[1]} es ${k}x y el área, $x \\cdot ${k}x = ${fmt(a ?? 0, 4)}$.`;
    }
    l = k * w;
  } else if (excess) {
    const [first, second] = excess[1] ? [excess[1], excess[5]] : [excess[6], excess[9]];
    const more = excess[1] ? /^(?:mas|mayor)$/.test(excess[4] ?? '') : true;
    // The longer side is the one said greater: «el largo es 5 m más que el ancho», «el ancho es 5 m menor que el largo».
    if (long(first) === long(second) || long(first) !== more) return undefined;
    const d = amount(excess[2] ?? excess[7]) ?? Number.NaN;
    if (p !== undefined) {
      w = (p / 2 - d) / 2;
      setup = `Llamá x al lado menor: el mayor es x + ${fmt(d, 4)} y el perímetro, $2x + 2(x + ${fmt(d, 4)}) = ${fmt(p, 4)}$.`;
    } else if (D !== undefined) {
      // x² + (x + d)² = D²: 2x² + 2dx + d² − D² = 0, whose positive root is (−d + √(2D² − d²))/2.
      w = (-d + Math.sqrt(2 * D * D - d * d)) / 2;
      setup = `Llamá x al lado menor: el mayor es x + ${fmt(d, 4)} y, por Pitágoras con la diagonal, $x^2 + (x + ${fmt(d, 4)})^2 = ${fmt(D, 4)}^2$, o sea $2x^2 + ${fmt(2 * d, 4)}x - ${fmt(D * D - d * d, 4)} = 0$; con la resolvente, la raíz positiva.`;
    } else {
      w = (-d + Math.sqrt(d * d + 4 * (a ?? Number.NaN))) / 2;
      setup = `Llamá x al lado menor: el mayor es x + ${fmt(d, 4)} y el área, $x(x + ${fmt(d, 4)}) = ${fmt(a ?? 0, 4)}$; con la resolvente, la raíz positiva.`;
    }
    l = w + d;
  } else {
    const half = (p ?? 0) / 2;
    const delta = half * half - 4 * (a ?? 0);
    if (delta < 0) return undefined;
    w = (half - Math.sqrt(delta)) / 2;
    l = (half + Math.sqrt(delta)) / 2;
    setup = `Los lados suman la mitad del perímetro y su producto es el área: $x^2 - ${fmt(half, 4)}x + ${fmt(a ?? 0, 4)} = 0$.`;
  }
  if (!(w > 0) || !(l > 0)) return undefined;
  if (p !== undefined && Math.abs(2 * (w + l) - p) > 1e-9 * p) return undefined;
  if (a !== undefined && Math.abs(w * l - a) > 1e-9 * a) return undefined;
  if (D !== undefined && Math.abs(Math.hypot(w, l) - D) > 1e-9 * D) return undefined;
  // The unit asked («expresado en cm», «en metros»), or the data's.
  const inUnit = /\ben (mm|cm|dm|km|m|milimetros|centimetros|decimetros|kilometros|metros)\b/.exec(
    question,
  )?.[1];
  const target = inUnit
    ? ({ milimetros: 'mm', centimetros: 'cm', decimetros: 'dm', kilometros: 'km', metros: 'm' }[inUnit] ??
      inUnit)
    : unit;
  const f = (LENGTH_FACTOR[unit] ?? Number.NaN) / (LENGTH_FACTOR[target] ?? Number.NaN);
  const asked = [
    /diagonal/.test(question) ? 'diagonal' : '',
    /perimetro/.test(question) && p === undefined ? 'perimetro' : '',
    /\barea\b|superficie/.test(question) && a === undefined ? 'area' : '',
    /dimensiones|cuanto miden|sus lados|largo y (?:el )?ancho|base y (?:la )?altura/.test(question)
      ? 'lados'
      : '',
  ].filter(Boolean);
  if (asked.length !== 1) return undefined;
  const d2 = w * w + l * l;
  const round = (x: number) => Math.round(x * 1e9) / 1e9;
  const steps = [setup, `Despejá: lado menor ${fmt(w, 4)} ${unit}, lado mayor ${fmt(l, 4)} ${unit}.`];
  let answer: string;
  if (asked[0] === 'diagonal') {
    const d = Math.sqrt(d2);
    steps.push(
      `Por Pitágoras, $d = \\sqrt{${fmt(w, 4)}^2 + ${fmt(l, 4)}^2} = \\sqrt{${fmt(d2, 4)}}$${Number.isInteger(round(d)) ? ` = ${fmt(d, 4)}` : ` ≈ ${fmt(d, 2)}`} ${unit}.`,
    );
    answer = `**Diagonal: ${Number.isInteger(round(d * f)) ? '' : '≈ '}${fmt(d * f, 2)} ${target}**`;
  } else if (asked[0] === 'perimetro') {
    steps.push(`Perímetro: 2 · (${fmt(w, 4)} + ${fmt(l, 4)}) = ${fmt(2 * (w + l), 4)} ${unit}.`);
    answer = `**Perímetro: ${about(2 * (w + l) * f)} ${target}**`;
  } else if (asked[0] === 'area') {
    steps.push(`Área: ${fmt(w, 4)} · ${fmt(l, 4)} = ${fmt(w * l, 4)} ${unit}².`);
    answer = `**Área: ${about(w * l * f * f)} ${target}²**`;
  } else answer = `**Lado menor: ${about(w * f)} ${target}**\n\n**Lado mayor: ${about(l * f)} ${target}**`;
  if (target !== unit) steps.push(`Pasado a ${target}: 1 ${unit} = ${fmt(f, 6)} ${target}.`);
  steps.push(
    `Verificación: ${[p !== undefined ? `2 · (${fmt(w, 4)} + ${fmt(l, 4)}) = ${fmt(p, 4)}` : '', a !== undefined ? `${fmt(w, 4)} · ${fmt(l, 4)} = ${fmt(a, 4)}` : '', ratio ? `${fmt(l, 4)} = ${fmt(l / w, 4)} · ${fmt(w, 4)}` : '', excess ? `${fmt(l, 4)} − ${fmt(w, 4)} = ${fmt(l - w, 4)}` : '', D !== undefined ? `${fmt(w, 4)}² + ${fmt(l, 4)}² = ${fmt(D, 4)}²` : ''].filter(Boolean).join(' y ')} ✓`,
  );
  return {
    title: 'Un rectángulo por dos datos',
    data: [
      p !== undefined ? `perímetro ${fmt(p, 4)} ${unit}` : '',
      a !== undefined ? `área ${fmt(a, 4)} ${unit}²` : '',
      D !== undefined ? `diagonal ${fmt(D, 4)} ${unit}` : '',
      ratio ? `${ratio[1]} = ${ratio[2]} del ${ratio[3]}` : '',
      excess ? `los lados difieren en ${fmt(l - w, 4)} ${unit}` : '',
    ]
      .filter(Boolean)
      .join('; '),
    steps,
    answer,
  };
}

const capitalized = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;

/**
 * «El perímetro de un rectángulo es 30 cm y su largo es el doble de su ancho»: the width is P/(2(k + 1)),
 * the length k times it; «el largo mide 4 cm más que el ancho»: the width is (P/2 − d)/2. The sides, or
 * the area, as asked.
 */
function rectangleByPerimeterAndRatio(folded: string): Worked | undefined {
  if (
    !/rectang/.test(folded) ||
    /diagonal|\bradio\b|area (?:es|mide|de) \d|superficie (?:es|mide|de) \d/.test(folded)
  )
    return undefined;
  const perimeter = new RegExp(
    `(?:(${AMOUNT}) ?(cm|m|mm|dm|km)? de perimetro|perimetro(?: de (?:un|el|este|dicho|ese) [a-z]+)? (?:es de |es |mide |de )?(${AMOUNT}) ?(cm|m|mm|dm|km)?)`,
  ).exec(folded);
  const p = amount(perimeter?.[1] ?? perimeter?.[3]);
  if (p === undefined) return undefined;
  // Another figure made of it («el perímetro del cuadrado de igual área»), a perimeter asked again, or a
  // unit asked other than the data's: not the rectangle's area or sides as read.
  if (
    /cuadrado|triangul|circul|semejante|igual area|misma area|\ben (?:cm|m|mm|dm|km|centimetros|metros|milimetros|decimetros)\b/.test(
      folded,
    ) ||
    (folded.match(/perimetro/g) ?? []).length > 1
  )
    return undefined;
  const SIDE = '(largo|base|ancho|altura)';
  const ratio = new RegExp(
    `\\b(?:su |el |la )?${SIDE}(?: de (?:un|el|este|dicho) rectangulo)? (?:es|mide) el (doble|triple|cuadruple) (?:de su|del|de la) ${SIDE}`,
  ).exec(folded);
  const excess = new RegExp(
    `\\b(?:su |el |la )?${SIDE}(?: de (?:un|el|este|dicho) rectangulo)? (?:es|mide) (${AMOUNT}) ?(?:cm|m|mm|dm|km)? mas (?:largo |larga )?que (?:su |el |la )?${SIDE}`,
  ).exec(folded);
  // «el largo es 4 cm menor que el triple de su ancho»: k times the other side, less or more d.
  const offRatio = new RegExp(
    `\\b(?:su |el |la )?${SIDE}(?: de (?:un|el|este|dicho) rectangulo)? (?:es|mide) (${AMOUNT}) ?(?:cm|m|mm|dm|km)? (menor|mayor|menos|mas) (?:que|de) el (doble|triple|cuadruple) (?:de su|del|de la) ${SIDE}`,
  ).exec(folded);
  const long = (side: string | undefined) => side === 'largo' || side === 'base';
  let w: number;
  let l: number;
  let relationLine: string;
  let names: [string, string];
  if (ratio && long(ratio[1]) && !long(ratio[3]) && count(folded) === 1) {
    const k = TIMES[ratio[2] ?? ''] ?? Number.NaN;
    w = p / (2 * (k + 1));
    l = k * w;
    names = [ratio[3] ?? 'ancho', ratio[1] ?? 'largo'];
    relationLine = `Llamá x al ${ratio[3]}: el ${ratio[1]} es ${k}x y el perímetro, $2x + 2 \\cdot ${k}x = ${2 * (k + 1)}x = ${fmt(p, 4)}$.`;
  } else if (offRatio && long(offRatio[1]) && !long(offRatio[5]) && count(folded) === 2) {
    const d = (amount(offRatio[2]) ?? Number.NaN) * (/^(?:menor|menos)$/.test(offRatio[3] ?? '') ? -1 : 1);
    const k = TIMES[offRatio[4] ?? ''] ?? Number.NaN;
    // 2(w + kw + d) = P
    w = (p / 2 - d) / (k + 1);
    l = k * w + d;
    names = [offRatio[5] ?? 'ancho', offRatio[1] ?? 'largo'];
    relationLine = `Llamá x al ${offRatio[5]}: el ${offRatio[1]} es ${k}x ${d < 0 ? '−' : '+'} ${fmt(Math.abs(d), 4)} y el perímetro, $2x + 2(${k}x ${d < 0 ? '-' : '+'} ${fmt(Math.abs(d), 4)}) = ${fmt(p, 4)}$.`;
  } else if (excess && long(excess[1]) && !long(excess[3]) && count(folded) === 2) {
    const d = amount(excess[2]) ?? Number.NaN;
    w = (p / 2 - d) / 2;
    l = w + d;
    names = [excess[3] ?? 'ancho', excess[1] ?? 'largo'];
    relationLine = `Llamá x al ${excess[3]}: el ${excess[1]} es x + ${fmt(d, 4)} y el perímetro, $2x + 2(x + ${fmt(d, 4)}) = ${fmt(p, 4)}$.`;
  } else return undefined;
  if (!(w > 0) || !Number.isFinite(l) || Math.abs(2 * (w + l) - p) > 1e-9 * p) return undefined;
  const asked = {
    area: /\barea\b|superficie/.test(folded),
    sides: /dimensiones|cuanto miden|sus lados|largo y (?:el )?ancho|base y (?:la )?altura|cuanto mide/.test(
      folded,
    ),
  };
  if (asked.area === asked.sides) return undefined;
  const u = perimeter?.[2] ?? perimeter?.[4];
  const unit = u ? ` ${u}` : '';
  return {
    title: 'Un rectángulo por su perímetro y la relación entre sus lados',
    data: `perímetro ${fmt(p, 4)}${unit}`,
    steps: [
      relationLine,
      `Despejá: x = ${fmt(w, 4)}${unit}; el otro lado, ${fmt(l, 4)}${unit}.`,
      ...(asked.area
        ? [`Área: ${fmt(w, 4)} · ${fmt(l, 4)} = ${fmt(w * l, 4)}${unit ? `${unit}²` : ''}.`]
        : []),
      `Verificación: 2 · (${fmt(w, 4)} + ${fmt(l, 4)}) = ${fmt(p, 4)} ✓`,
    ],
    answer: asked.area
      ? `**Área: ${fmt(w * l, 4)}${unit ? `${unit}²` : ''}**`
      : `**${capitalized(names[0])}: ${fmt(w, 4)}${unit}**\n\n**${capitalized(names[1])}: ${fmt(l, 4)}${unit}**`,
  };
}

/**
 * «Un taxi cobra $ 500 de bajada y $ 120 por kilómetro. ¿Cuántos kilómetros como máximo con $ 2900?»:
 * a fixed charge plus a rate per unit within a budget, A + B·n ≤ C. Answered when (C − A)/B is whole
 * (otherwise whether to round down depends on what is counted).
 */
function fixedPlusRate(folded: string, written: string): Worked | undefined {
  const fixed = new RegExp(
    `\\$\\s*(${AMOUNT})\\s+(?:de (?:bajada(?: de bandera)?|cargo fijo|abono|entrada|fijo|inscripcion|matricula|instalacion|conexion)|fijos?)`,
  ).exec(folded);
  const rate = new RegExp(`\\$\\s*(${AMOUNT})\\s+(?:por|cada)\\s+(?:cada\\s+)?(\\p{L}+)`, 'u').exec(folded);
  const budget = new RegExp(`(?:con|tiene|dispone de|cuenta con|presupuesto de)\\s+\\$\\s*(${AMOUNT})`).exec(
    folded,
  );
  // «Además hay que pagar $ 240 de peaje»: one more fixed charge, added to the first.
  const extras = [
    ...folded.matchAll(
      new RegExp(`(?:ademas|tambien)\\b[^.;?$]{0,30}\\$\\s*(${AMOUNT})(?!\\s*(?:por|cada)\\b)`, 'g'),
    ),
  ];
  if (extras.length > 1) return undefined;
  // «Además, con $ 2900…» says the budget, not a charge.
  const [extraMatch] = extras;
  if (
    extraMatch &&
    budget &&
    extraMatch.index + extraMatch[0].lastIndexOf('$') === budget.index + budget[0].indexOf('$')
  )
    return undefined;
  const extra = extras.length ? amount(extras[0]?.[1]) : 0;
  const [fixedOwn, b, c] = [amount(fixed?.[1]), amount(rate?.[1]), amount(budget?.[1])];
  const a = fixedOwn === undefined || extra === undefined ? undefined : fixedOwn + extra;
  if (
    a === undefined ||
    b === undefined ||
    c === undefined ||
    !rate?.[2] ||
    count(folded) !== 3 + extras.length
  )
    return undefined;
  if (
    !/como maximo|a lo sumo|maxim[oa]|mayor (?:cantidad|numero) de|cuant[oa]s \p{L}+ (?:se )?pued/u.test(
      folded,
    ) ||
    b <= 0
  )
    return undefined;
  const exact = (c - a) / b;
  // «¿Cuántos kilómetros enteros…?»: a bound that is not whole is rounded down only when whole ones are asked.
  const n = whole(exact)
    ? exact
    : /\benter[oa]s\b|\bcomplet[oa]s\b/.test(folded) && exact > 0
      ? Math.floor(exact)
      : undefined;
  if (n === undefined) return undefined;
  // The words as written, with their accents: «kilómetros», not «kilometros».
  const unit = /\$\s*[\d.,]+\s+(?:por|cada)\s+(?:cada\s+)?(\p{L}+)/iu.exec(written)?.[1] ?? rate[2];
  const asked =
    /cu[aá]nt[oa]s\s+(\p{L}+)|mayor (?:cantidad|n[uú]mero) de\s+(\p{L}+)/iu
      .exec(written)
      ?.slice(1)
      .find(Boolean) ?? unit;
  return {
    title: 'Problema con una inecuación',
    data: `$ ${fmt(a, 2)} fijos${extra ? ` (${fmt(a - extra, 2)} + ${fmt(extra, 2)})` : ''}, $ ${fmt(b, 2)} por ${unit}, presupuesto $ ${fmt(c, 2)}`,
    steps: [
      ...(extra
        ? [
            `Lo fijo suma los dos cargos que no dependen de la cantidad: ${fmt(a - extra, 2)} + ${fmt(extra, 2)} = ${fmt(a, 2)}.`,
          ]
        : []),
      `Llamá n a la cantidad: el costo es $${fmt(a, 2)} + ${fmt(b, 2)}n$ y no puede pasar de ${fmt(c, 2)}: $${fmt(a, 2)} + ${fmt(b, 2)}n \\le ${fmt(c, 2)}$.`,
      `Restá ${fmt(a, 2)} y dividí por ${fmt(b, 2)} (positivo, la desigualdad no cambia): $n \\le ${fmt(exact, 4)}$${n === exact ? '' : `; enteros, como máximo ${n}`}.`,
      `Verificación: ${fmt(a, 2)} + ${fmt(b, 2)} · ${fmt(n, 4)} = ${fmt(a + b * n, 2)} ✓`,
    ],
    answer: `**Como máximo ${fmt(n, 4)} ${asked}**`,
  };
}

function otherKinds(asked: Asked): Worked | undefined {
  for (const read of [...WORD_PROBLEM_KINDS, twoNumbersByFacts]) {
    const worked = read(asked);
    if (worked) return worked;
  }
  return undefined;
}

/** The statement and its parts («a) …» a line), folded: what the readings of the other kinds take. */
function askedOf(problem: string): Asked {
  const fold = (text: string) => foldText(text).replace(/\s+/g, ' ').trim();
  const lines = withoutOptions(problem).split('\n');
  const first = lines.findIndex((line) => /^\s*[a-d]\)\s/.test(line));
  if (first < 0) return { statement: fold(lines.join(' ')), parts: [] };
  const parts = lines.slice(first).map((line) => /^\s*([a-d])\)\s+(.*)$/.exec(line));
  if (parts.some((part) => !part)) return { statement: fold(lines.join(' ')), parts: [] };
  return {
    statement: fold(lines.slice(0, first).join(' ')),
    parts: parts.map((part) => ({ label: part?.[1] ?? '', prompt: fold(part?.[2] ?? '') })),
  };
}

export function solveWordEquation(problem: string): SolverReply | undefined {
  const folded = foldText(withoutOptions(problem)).replace(/\s+/g, ' ');
  const worked =
    headsAndLegs(folded) ??
    vehiclesAndWheels(folded) ??
    twoPrices(folded) ??
    twoGoods(folded) ??
    sumAndDifference(folded) ??
    numberParts(folded) ??
    sumAndProduct(folded) ??
    consecutive(folded) ??
    consecutiveByFact(folded) ??
    ages(folded) ??
    rectangleByArea(folded) ??
    rectangleByPerimeterAndArea(folded) ??
    rectangleByPerimeterAndRatio(folded) ??
    rectangleTwoFacts(folded) ??
    fixedPlusRate(folded, withoutOptions(problem)) ??
    otherKinds(askedOf(problem));
  return worked && reply(worked);
}

export const wordEquations = declareSolver({
  name: 'word_problem_equations',
  offer: 'problemas que llevan a una ecuación o a un sistema',
  summary:
    'Word problems leading to an equation, a 2×2 system or an inequality: heads and legs, two prices or coins by count and amount, two purchases, sum and difference, a number and its parts («un número más su mitad más su tercera parte es 55»), a sentence about a number, digits, consecutive integers, ages, a rectangle or a square, mixtures (price, concentration), work together, percentages in a row, fractions of what is left, a river current, a round trip, a capacity or an average to reach.',
  examples: [
    'En un corral hay gallinas y conejos. En total se cuentan 30 cabezas y 84 patas. ¿Cuántos conejos hay?',
    'La suma de tres números enteros consecutivos es 84. ¿Cuál es el mayor?',
  ],
  parameters: { problem: 'the statement, as written' },
  solve: solveWordEquation,
});
