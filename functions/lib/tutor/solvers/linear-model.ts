/**
 * A linear cost told by two data in words (#32): «cobra un cargo fijo más un monto por kilómetro. Un
 * viaje de 40 km cuesta $13.000 y uno de 100 km cuesta $25.000». Each datum is a clause with one
 * quantity and one amount of money; the line through the two pairs is the model, C(x) = mx + b. Asked:
 * the function (its fixed charge and its rate), the cost of another quantity, or the quantity a given
 * amount pays for. Only with a word that says the model is linear («lineal», «fijo»), both quantities in
 * one unit, and one thing asked; the result is checked against both data.
 */
import { foldText } from '../text.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import { fmt } from './numbers.ts';
import { workedReply } from './reply.ts';
import { withoutOptions } from './statement.ts';

const AMOUNT = /\$\s*(\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:,\d+)?)/g;
const UNITS =
  'km|kilometros?|m|metros?|kg|kilos?|h|horas?|min|minutos?|l|litros?|m³|m3|kwh|unidades|dias?|meses|semanas|personas|kilogramos?';
const QUANTITY = new RegExp(`(?<![\\d$.,])(\\d+(?:,\\d+)?)\\s*(${UNITS})(?![\\p{L}\\d])`, 'gu');

const readAmount = (raw: string) => Number(raw.replace(/\./g, '').replace(',', '.'));
const readQuantity = (raw: string) => Number(raw.replace(',', '.'));
/** «km» and «kilómetros», «h» and «horas» are one unit. */
const unitOf = (raw: string) =>
  ({
    kilometro: 'km',
    kilometros: 'km',
    metro: 'm',
    metros: 'm',
    kilo: 'kg',
    kilos: 'kg',
    kilogramo: 'kg',
    kilogramos: 'kg',
    hora: 'h',
    horas: 'h',
    minuto: 'min',
    minutos: 'min',
    litro: 'l',
    litros: 'l',
    m3: 'm³',
    dia: 'dias',
  })[raw] ?? raw;

const money = (v: number) => `$${fmt(v, 2)}`;

function solveLinearModel(problem: string): SolverReply | undefined {
  const folded = foldText(withoutOptions(problem)).replace(/\s+/g, ' ');
  if (!/\blineal|\bfij[oa]s?\b/.test(folded) || /proporcional|porcentaje|%/.test(folded)) return undefined;
  // «por 5 horas, $18.000»: a comma before the amount does not part a datum.
  const clauses = folded.split(/[;?¿:\n]|\.(?!\d)|,(?!\d)(?!\s*\$)|\sy\s|\bmientras\b/);
  const data: { x: number; y: number; unit: string }[] = [];
  const alone: { kind: 'x' | 'y'; value: number; unit?: string }[] = [];
  for (const clause of clauses) {
    const amounts = [...clause.matchAll(AMOUNT)];
    const quantities = [...clause.matchAll(QUANTITY)];
    if (amounts.length > 1 || quantities.length > 1) return undefined;
    const [amount] = amounts;
    const [quantity] = quantities;
    if (amount && quantity)
      data.push({
        x: readQuantity(quantity[1] ?? ''),
        y: readAmount(amount[1] ?? ''),
        unit: unitOf(quantity[2] ?? ''),
      });
    else if (amount) alone.push({ kind: 'y', value: readAmount(amount[1] ?? '') });
    else if (quantity)
      alone.push({ kind: 'x', value: readQuantity(quantity[1] ?? ''), unit: unitOf(quantity[2] ?? '') });
  }
  const [p, q] = data;
  if (!p || !q || data.length !== 2 || p.unit !== q.unit || p.x === q.x || alone.length > 1) return undefined;
  const [asked] = alone;
  if (asked?.kind === 'x' && asked.unit !== p.unit) return undefined;
  const functionAsked = /funcion|formula|expresion|ecuacion|ley\b/.test(folded);
  if (!asked && !functionAsked) return undefined;
  if (asked && !/cuant|cual|calcul|halla|determin|costo|precio|pag|cobr|cuesta|recorr|\?/.test(folded))
    return undefined;
  const m = (q.y - p.y) / (q.x - p.x);
  const b = p.y - m * p.x;
  if (!(m > 0) || b < 0) return undefined;
  const cost = (x: number) => m * x + b;
  // The check: the line goes through both data.
  if (Math.abs(cost(p.x) - p.y) > 1e-6 || Math.abs(cost(q.x) - q.y) > 1e-6) return undefined;
  const name = /\b([a-z])\s*\(\s*x\s*\)/i.exec(problem)?.[1] ?? 'C';
  const formula = `${name}(x) = ${fmt(m, 4)}x${b ? ` + ${fmt(b, 2)}` : ''}`;
  const steps = [
    `Cada dato es un punto (${p.unit}; $): (${fmt(p.x, 4)}; ${fmt(p.y, 2)}) y (${fmt(q.x, 4)}; ${fmt(q.y, 2)}).`,
    `Lo que se paga por cada ${p.unit} es la pendiente: $m = \\frac{${fmt(q.y, 2)} - ${fmt(p.y, 2)}}{${fmt(q.x, 4)} - ${fmt(p.x, 4)}} = ${fmt(m, 4)}$.`,
    `El cargo fijo es la ordenada al origen: $b = ${fmt(p.y, 2)} - ${fmt(m, 4)} \\cdot ${fmt(p.x, 4)} = ${fmt(b, 2)}$, así que $${formula}$.`,
  ];
  let answer: string;
  if (!asked) answer = `**${formula}**\n\n(cargo fijo ${money(b)} y ${money(m)} por ${p.unit})`;
  else if (asked.kind === 'x') {
    steps.push(
      `Con x = ${fmt(asked.value, 4)}: $${name}(${fmt(asked.value, 4)}) = ${fmt(cost(asked.value), 2)}$.`,
    );
    answer = `**${name}(${fmt(asked.value, 4)}) = ${money(cost(asked.value))}**`;
  } else {
    const x = (asked.value - b) / m;
    if (!(x >= 0)) return undefined;
    steps.push(`${fmt(m, 4)}x + ${fmt(b, 2)} = ${fmt(asked.value, 2)}, así que x = ${fmt(x, 4)}.`);
    answer = `**x = ${fmt(x, 2)} ${p.unit}**`;
  }
  return {
    text: workedReply({
      title: 'Función lineal a partir de dos datos',
      data: `(${fmt(p.x, 4)} ${p.unit}; ${money(p.y)}) y (${fmt(q.x, 4)} ${p.unit}; ${money(q.y)})`,
      steps,
      answer,
      closing: '¿Qué significa en el problema la ordenada al origen?',
    }),
    certain: true,
  };
}

export { solveLinearModel };

export const linearModel = declareSolver({
  name: 'linear_cost_from_two_data',
  offer: 'un costo lineal (cargo fijo más un monto por unidad) dado por dos datos',
  summary:
    'A linear cost told by two data in words (a fixed charge plus a rate): the function, the cost of another quantity, or the quantity an amount pays for. Pass the statement.',
  examples: [
    'Un flete cobra un cargo fijo más un monto por kilómetro. Un viaje de 40 km cuesta $13.000 y uno de 100 km cuesta $25.000. ¿Cuánto cuesta un viaje de 250 km?',
  ],
  parameters: { problem: 'the statement, as written' },
  solve: solveLinearModel,
});
