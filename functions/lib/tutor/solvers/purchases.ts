/**
 * Purchases that make a system: «3 alfajores y 2 gaseosas cuestan $ 2100, y 1 alfajor y 3 gaseosas
 * cuestan $ 1750», and with three goods and three purchases, «2 cuadernos, 1 lapicera y 3 gomas cuestan
 * $ 5200; …». Each purchase is an equation in the goods' prices; as many purchases as goods, every
 * number of the statement a count or a total, and the prices put back in every purchase. Read on the
 * folded statement (word-problem-kinds.ts' `Asked`).
 */
import { fmt, readNumber } from './numbers.ts';
import type { Asked, WorkedKind } from './word-problem-types.ts';

const AMOUNT = String.raw`\d{1,3}(?:[ .]\d{3})+(?:,\d+)?|\d+(?:,\d+)?`;
const amount = (raw: string | undefined) => readNumber((raw ?? '').replace(/ (?=\d{3}\b)/g, '.'));
const numbersOf = (text: string) => (text.match(new RegExp(AMOUNT, 'g')) ?? []).length;
const UNIT = '(?:kg|kilos?|kilogramos?|litros?|l|unidades|paquetes|docenas?)';
const ITEM = `(?:${AMOUNT}) ?${UNIT}? (?:de )?\\p{L}+`;
const VERB = '(?:cuestan|valen|salen|cuesta|(?:se )?pag\\w+|(?:se )?gast\\w+|(?:se )?abon\\w+)';
// «…, y por 2 kg de yerba y 5 kg de azúcar, $ 16 000»: the verb of the first purchase left out after a comma.
const PURCHASE = new RegExp(
  `(${ITEM}(?:(?:, | y | mas )${ITEM})+)(?:,? (?:${VERB}(?: en total)? (?:por )?|(?:en total )?por )|, )\\$ ?(${AMOUNT})`,
  'gu',
);
const ITEM_PARTS = new RegExp(`(${AMOUNT}) ?${UNIT}? (?:de )?(\\p{L}+)`, 'u');

/** The same goods, in the singular or the plural: «alfajores», «alfajor». */
const stem = (word: string) => word.slice(0, 4);

/** The solution of a square system by elimination, or undefined when it does not fix one. */
export function solveSquare(rows: readonly (readonly number[])[]): number[] | undefined {
  const n = rows.length;
  const m = rows.map((row) => [...row]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++)
      if (Math.abs(m[r]?.[col] ?? 0) > Math.abs(m[pivot]?.[col] ?? 0)) pivot = r;
    const top = m[pivot];
    if (!top || Math.abs(top[col] ?? 0) < 1e-12) return undefined;
    [m[col], m[pivot]] = [top, m[col] ?? top];
    for (let r = 0; r < n; r++) {
      const row = m[r];
      if (r === col || !row) continue;
      const factor = (row[col] ?? 0) / (top[col] ?? 1);
      for (let c = col; c <= n; c++) row[c] = (row[c] ?? 0) - factor * (top[c] ?? 0);
    }
  }
  return m.map((row, i) => (row[n] ?? 0) / (row[i] ?? 1));
}

interface Purchase {
  counts: Map<string, number>;
  total: number;
  /** The goods as the statement lists them: «2 alfajores, 1 gaseosa y 3 chicles». */
  written: string;
}

function purchasesOf(statement: string, goods: string[]): Purchase[] | undefined {
  const found: Purchase[] = [];
  for (const match of statement.matchAll(PURCHASE)) {
    const counts = new Map<string, number>();
    for (const item of (match[1] ?? '').split(/, | y | mas /)) {
      const parts = ITEM_PARTS.exec(item);
      const [n, word] = [amount(parts?.[1]), parts?.[2]];
      if (n === undefined || !word) return undefined;
      const key = stem(word);
      if (counts.has(key)) return undefined;
      counts.set(key, n);
      if (!goods.some((good) => stem(good) === key)) goods.push(word);
    }
    const total = amount(match[2]);
    if (total === undefined) return undefined;
    found.push({ counts, total, written: match[1] ?? '' });
  }
  return found;
}

const ASKS_PRICE = /cuanto cuesta|cual es el precio|que precio|cuanto vale|cuanto sale|precio de cada/;

/** Which goods a question asks the price of: the ones it names, or each with «cada producto». */
function askedGoods(question: string, goods: readonly string[], inParts: boolean): string[] | undefined {
  if (!ASKS_PRICE.test(question)) return undefined;
  const named = goods.filter((good) => new RegExp(`\\b${stem(good)}`).test(question));
  if (named.length) return inParts && named.length > 1 ? undefined : named;
  return !inParts && /\bcada (?:uno|una|producto|articulo|cosa)|\bde cada\b/.test(question)
    ? [...goods]
    : undefined;
}

/** Goods sold by the ticket: «2 entradas de adulto y 3 de menor» names each kind after the noun. */
const KINDED = /(\d+) (?:entradas?|boletos?|pasajes?|tickets?|butacas?|abonos?) (?:de|para) (\p{L}+)/gu;

/**
 * «2 entradas de adulto y 3 de menor cuestan …»: each kind as a good of its own, «2 adulto y 3 menor», the
 * noun left out where the statement leaves it out. The text is left as it was when no kind is named so.
 */
function withKindsAsGoods(statement: string): string {
  if (!KINDED.test(statement)) return statement;
  return statement
    .replace(KINDED, '$1 $2')
    .replace(/(^|[\s,;:])(\d+) (?:de|para) (\p{L}+)/gu, (_, before: string, n: string, kind: string) =>
      ['las', 'los', 'ellas', 'ellos', 'cada'].includes(kind)
        ? `${before}${n} de ${kind}`
        : `${before}${n} ${kind}`,
    );
}

const ASKS_GROUP =
  /cuanto (?:paga|pagan|pagara|pagaran|cuesta|cuestan|costara|gasta|gastan|gastara|sale|salen|se paga|abona|abonan)/;

/**
 * «¿Cuánto paga un grupo de 3 adultos y 5 menores si le hacen un 10 % de descuento sobre el total?»: the
 * counts of the goods at their prices, with a discount or a surcharge on the total when one is said;
 * every number of the question used.
 */
function groupTotal(
  question: string,
  goods: readonly string[],
  prices: readonly number[],
): { line: string; step: string } | undefined {
  if (!ASKS_GROUP.test(question)) return undefined;
  const items = [...question.matchAll(new RegExp(`(\\d+) (?:${UNIT} )?(?:de )?(\\p{L}+)`, 'gu'))];
  const counts = goods.map(() => 0);
  for (const item of items) {
    const i = goods.findIndex((good) => stem(good) === stem(item[2] ?? ''));
    if (i < 0) continue;
    if (counts[i]) return undefined;
    counts[i] = Number(item[1]);
  }
  const used = counts.filter((count) => count > 0).length;
  if (used === 0) return undefined;
  const percent =
    /(\d+(?:,\d+)?) ?% (?:de )?(descuento|recargo|aumento|interes)|(descuento|recargo|aumento) del? (\d+(?:,\d+)?) ?%/.exec(
      question,
    );
  if (numbersOf(question) !== used + (percent ? 1 : 0)) return undefined;
  const rate = percent ? Number((percent[1] ?? percent[4] ?? '').replace(',', '.')) : 0;
  const kind = percent ? (percent[2] ?? percent[3] ?? '') : '';
  const sign = kind === 'descuento' ? -1 : 1;
  const gross = counts.reduce((sum, count, i) => sum + count * (prices[i] ?? 0), 0);
  const net = gross * (1 + (sign * rate) / 100);
  const parts = counts.flatMap((count, i) => (count ? [`${count} · ${fmt(prices[i] ?? 0, 2)}`] : []));
  const step = `Sin ${kind || 'cambios'}: ${parts.join(' + ')} = $ ${fmt(gross, 2)}${percent ? `; con el ${fmt(rate, 2)} % de ${kind}, $ ${fmt(gross, 2)} · ${fmt(1 + (sign * rate) / 100, 4)} = $ ${fmt(net, 2)}` : ''}.`;
  return { line: `$ ${fmt(net, 2)}`, step };
}

export function purchases(asked: Asked): WorkedKind | undefined {
  const statement = withKindsAsGoods(asked.statement);
  const goods: string[] = [];
  const found = purchasesOf(statement, goods);
  if (!found || found.length < 2 || found.length > 3 || goods.length !== found.length) return undefined;
  const used = found.reduce((sum, purchase) => sum + purchase.counts.size + 1, 0);
  // A group's counts and its discount may be in the question itself; every other number is a purchase's.
  const question = asked.parts.length ? '' : statement.slice(Math.max(0, statement.lastIndexOf('¿')));
  const inQuestion = numbersOf(statement) - used;
  if (inQuestion !== 0 && (inQuestion !== numbersOf(question) || !ASKS_GROUP.test(question)))
    return undefined;
  const rows = found.map((purchase) => [
    ...goods.map((good) => purchase.counts.get(stem(good)) ?? 0),
    purchase.total,
  ]);
  const prices = solveSquare(rows);
  if (!prices?.every((price) => price > 0 && Number.isFinite(price))) return undefined;
  const back = rows.every((row) => {
    const paid = goods.reduce((sum, _, i) => sum + (row[i] ?? 0) * (prices[i] ?? 0), 0);
    return Math.abs(paid - (row.at(-1) ?? 0)) <= 1e-6 * Math.max(1, Math.abs(paid));
  });
  if (!back || prices.some((price) => Math.abs(price * 100 - Math.round(price * 100)) > 1e-6))
    return undefined;
  const questions = asked.parts.length
    ? asked.parts.map((part) => ({ label: `${part.label}) `, text: part.prompt }))
    : [{ label: '', text: statement.slice(Math.max(0, statement.lastIndexOf('¿'))) }];
  const answers: string[] = [];
  const groupSteps: string[] = [];
  for (const question of questions) {
    const wanted = askedGoods(question.text, goods, asked.parts.length > 0);
    const group = wanted ? undefined : groupTotal(question.text, goods, prices);
    if (group) {
      answers.push(`**${question.label}${group.line}**`);
      groupSteps.push(`${question.label}${group.step}`);
      continue;
    }
    if (!wanted) return undefined;
    const lines = wanted.map((good) => `${good}: $ ${fmt(prices[goods.indexOf(good)] ?? 0, 2)}`);
    answers.push(`**${question.label}${lines.join('; ')}**`);
  }
  const letters = ['x', 'y', 'z'];
  const equation = (row: readonly number[]) =>
    `$${goods
      .map((_, i) => (row[i] ? `${row[i] === 1 ? '' : fmt(row[i] ?? 0, 2)}${letters[i]}` : ''))
      .filter(Boolean)
      .join(' + ')} = ${fmt(row.at(-1) ?? 0, 2)}$`;
  const check = (row: readonly number[]) =>
    `${goods
      .map((_, i) => (row[i] ? `${fmt(row[i] ?? 0, 2)} · ${fmt(prices[i] ?? 0, 2)}` : ''))
      .filter(Boolean)
      .join(' + ')} = ${fmt(row.at(-1) ?? 0, 2)}`;
  return {
    title:
      goods.length === 3
        ? 'Problema con un sistema de tres ecuaciones'
        : 'Problema con un sistema de ecuaciones',
    data: found
      .map((purchase) => {
        // «2 entradas de adulto y 3 de menor» read as «2 adulto y 3 menor»: shown «2 de adulto y 3 de menor».
        const written =
          statement === asked.statement
            ? purchase.written
            : purchase.written.replace(/(\d+) (\p{L}+)/gu, '$1 de $2');
        return `${written}: $ ${fmt(purchase.total, 2)}`;
      })
      .join('; '),
    steps: [
      `Llamá ${goods.map((good, i) => `${letters[i]} al precio de ${good}`).join(', ')}: ${rows.map(equation).join(', ')}.`,
      goods.length === 3
        ? 'Eliminá una incógnita combinando dos pares de ecuaciones, resolvé el sistema de dos que queda y reemplazá hacia atrás.'
        : 'Despejá una incógnita de una ecuación y reemplazala en la otra (o restá las ecuaciones multiplicadas).',
      `Resolviendo el sistema: ${goods.map((_, i) => `${letters[i]} = ${fmt(prices[i] ?? 0, 2)}`).join('; ')}.`,
      `Verificación: ${rows.map(check).join('; ')} ✓`,
      ...groupSteps,
    ],
    answer: answers.join('\n\n'),
  };
}
