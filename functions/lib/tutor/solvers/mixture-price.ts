/**
 * The price of a mixture of known amounts: «Se mezclan 30 kg de café de $ 8000 el kg con 20 kg de otro
 * de $ 10 500 el kg. ¿A qué precio debe venderse el kilo de la mezcla para no ganar ni perder?». The
 * mixture's price per unit is what the amounts cost over how much they make, a weighted average; it
 * lies between the cheapest and the dearest.
 */
import { fmt, readNumber } from './numbers.ts';
import type { Asked, WorkedKind } from './word-problem-types.ts';

const AMOUNT = String.raw`\d{1,3}(?:[ .]\d{3})+(?:,\d+)?|\d+(?:,\d+)?`;
const amount = (raw: string | undefined) => readNumber((raw ?? '').replace(/ (?=\d{3}\b)/g, '.'));
const numbersOf = (text: string) => (text.match(new RegExp(AMOUNT, 'g')) ?? []).length;
const PORTION = new RegExp(
  `(${AMOUNT}) ?(kg|kilos?|kilogramos?|litros?|l)\\b (?:de )?[^$\\d]{0,40}?(?:de|a) \\$ ?(${AMOUNT}) (?:el|por|cada) (?:kg|kilo|kilogramo|litro|l)\\b`,
  'g',
);
const ASKS = /(?:que|cual (?:es|sera|debe ser) el) precio|cuanto (?:debe )?(?:costar|valer|cuesta|vale|sale)/;

export function mixturePrice(asked: Asked): WorkedKind | undefined {
  const { statement } = asked;
  if (asked.parts.length || !/mezcl/.test(statement)) return undefined;
  const portions = [...statement.matchAll(PORTION)];
  if (portions.length < 2 || numbersOf(statement) !== 2 * portions.length) return undefined;
  const question = statement.slice(Math.max(0, statement.lastIndexOf('¿')));
  if (!ASKS.test(question) || !/\bmezcla\b/.test(question)) return undefined;
  const read = portions.map((m) => ({ q: amount(m[1]), p: amount(m[3]), unit: m[2] ?? '' }));
  const liquid = read.map((r) => /^l/.test(r.unit));
  if (liquid.some((l) => l !== liquid[0])) return undefined;
  const unit = liquid[0] ? 'L' : 'kg';
  let quantity = 0;
  let cost = 0;
  for (const { q, p } of read) {
    if (q === undefined || p === undefined || q <= 0 || p <= 0) return undefined;
    quantity += q;
    cost += q * p;
  }
  const price = cost / quantity;
  const prices = read.map((r) => r.p ?? 0);
  if (!(price >= Math.min(...prices) && price <= Math.max(...prices))) return undefined;
  return {
    title: 'Precio de una mezcla',
    data: read.map((r) => `${fmt(r.q ?? 0, 2)} ${unit} a $ ${fmt(r.p ?? 0, 2)} el ${unit}`).join('; '),
    steps: [
      `Lo que cuesta todo: ${read.map((r) => `${fmt(r.q ?? 0, 2)} · ${fmt(r.p ?? 0, 2)}`).join(' + ')} = $ ${fmt(cost, 2)}.`,
      `Lo que se obtiene: ${read.map((r) => fmt(r.q ?? 0, 2)).join(' + ')} = ${fmt(quantity, 2)} ${unit}.`,
      `Para no ganar ni perder, cada ${unit} de mezcla vale $p = \\frac{${fmt(cost, 2)}}{${fmt(quantity, 2)}} = ${fmt(price, 2)}$.`,
      `Verificación: ${fmt(quantity, 2)} · ${fmt(price, 2)} = ${fmt(quantity * price, 2)}, lo mismo que costaron ✓`,
    ],
    answer: `**$ ${fmt(price, 2)} el ${unit === 'L' ? 'litro' : 'kilo'} de mezcla**`,
  };
}

const PRICE = new RegExp(`\\$ ?(${AMOUNT}) (?:el|por|cada) (kg|kilo|kilogramo|litro|l)\\b`, 'g');

/**
 * The amount of one kind in a mixture sold at a known price: «Mezcla café de $ 12 000 el kg con 6 kg de
 * otro de $ 9 000 el kg y vende la mezcla a $ 10 800 el kg sin ganar ni perder. ¿Cuántos kilos del más
 * caro usó?». What the two cost is what the mixture is sold for: p·x + q·m = c·(x + m).
 */
export function mixtureAmount(asked: Asked): WorkedKind | undefined {
  const { statement } = asked;
  if (asked.parts.length || !/mezcl/.test(statement)) return undefined;
  if (!/(?:sin|no) (?:ganar ni perder|perder ni ganar)/.test(statement)) return undefined;
  const prices = [...statement.matchAll(PRICE)];
  const portions = [...statement.matchAll(PORTION)];
  if (prices.length !== 3 || portions.length !== 1 || numbersOf(statement) !== 4) return undefined;
  const [portion] = portions as [RegExpExecArray];
  // The mixture's price: the one whose sentence names the mixture just before it («vende la mezcla a $ …»).
  const mixture = prices.filter((m) =>
    /\b(?:la|esa|dicha) mezcla\b[^$.\d]{0,30}$/.test(statement.slice(Math.max(0, m.index - 40), m.index)),
  );
  if (mixture.length !== 1) return undefined;
  const [sold] = mixture as [RegExpExecArray];
  const known = prices.find(
    (m) => m !== sold && m.index > portion.index && m.index < portion.index + portion[0].length,
  );
  const unknown = prices.find((m) => m !== sold && m !== known);
  if (!known || !unknown) return undefined;
  const [m, q, p, c] = [amount(portion[1]), amount(known[1]), amount(unknown[1]), amount(sold[1])];
  if (m === undefined || q === undefined || p === undefined || c === undefined || m <= 0) return undefined;
  if (!(Math.min(p, q) < c && c < Math.max(p, q))) return undefined;
  const question = statement.slice(Math.max(0, statement.lastIndexOf('¿')));
  if (!/cuant[oa]s (?:kg|kilos?|kilogramos?|litros?)/.test(question)) return undefined;
  // «del más caro» / «del más barato» must name the kind whose amount is unknown.
  const dearer = /mas car[oa]/.test(question);
  const cheaper = /mas barat[oa]/.test(question);
  if ((dearer && !(p > q)) || (cheaper && !(p < q)) || (!dearer && !cheaper)) return undefined;
  const x = (m * (c - q)) / (p - c);
  if (!(x > 0)) return undefined;
  const unit = /^l/.test(portion[2] ?? '') ? 'L' : 'kg';
  const f = (v: number) => fmt(v, 2);
  return {
    title: 'Mezcla sin ganar ni perder',
    data: `x ${unit} a $ ${f(p)}; ${f(m)} ${unit} a $ ${f(q)}; la mezcla a $ ${f(c)} el ${unit === 'L' ? 'litro' : 'kilo'}`,
    steps: [
      `Sin ganar ni perder, lo que cuestan las dos partes es lo que se cobra por la mezcla: $${f(p)}x + ${f(q)} \\cdot ${f(m)} = ${f(c)}(x + ${f(m)})$.`,
      `Agrupá: $(${f(p)} - ${f(c)})x = (${f(c)} - ${f(q)}) \\cdot ${f(m)}$, así que $x = ${f(x)}$ ${unit}.`,
      `Verificación: ${f(p)} · ${f(x)} + ${f(q)} · ${f(m)} = ${f(p * x + q * m)} y ${f(c)} · ${f(x + m)} = ${f(c * (x + m))} ✓`,
    ],
    answer: `**${f(x)} ${unit} del de $ ${f(p)} el ${unit === 'L' ? 'litro' : 'kilo'}**`,
  };
}
