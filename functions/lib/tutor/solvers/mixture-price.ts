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
