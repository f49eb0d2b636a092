/**
 * The energy an appliance uses and what it costs: E = P·t in kWh (and in joules), with the time given
 * whole («durante 5 h») or as hours a day over a number of days, and the cost at a price per kWh. Power
 * from a voltage and a current, or anything else the statement gives, is not read.
 */
import { declareSolver, type SolverReply } from './declaration.ts';
import { group } from './groups.ts';
import { fmt, NUMBER_SOURCE, parseNumber, relation, tex } from './numbers.ts';
import {
  askedOrLastClause,
  inBase,
  ofDimension,
  readStatement,
  type Statement,
  unusedNumbers,
} from './physics.ts';
import { workedReply } from './reply.ts';

const N = `(${NUMBER_SOURCE})`;
const APPLIANCE =
  /lampara|foco|estufa|plancha|calefactor|heladera|televisor|aire acondicionado|lavarropas|horno|pava|termotanque|electric|artefacto|aparato|motor/;

interface Found {
  value: number;
  index: number[];
}

/** «2000 W», «1,5 kW»: the one power the statement gives, in kW. */
function powerKw(s: Statement): Found | undefined {
  const found = [
    ...s.folded.matchAll(new RegExp(`${N}\\s*(kw|w|watts?|vatios?|kilowatts?)(?![\\p{L}\\d/^])`, 'gu')),
  ];
  const [match] = found;
  if (!match || found.length !== 1) return undefined;
  const value = parseNumber(group(match, 1));
  return { value: group(match, 2).startsWith('k') ? value : value / 1000, index: [match.index] };
}

/** «3 horas por día durante 30 días», «durante 5 h»: the hours in use, and where each number starts. */
function hoursInUse(s: Statement): Found | undefined {
  const daily = new RegExp(
    `${N}\\s*(h|hs|horas?|min|minutos?)\\s*(?:por dia|diarias?|al dia|cada dia)[^.?]*?${N}\\s*dias\\b`,
  ).exec(s.folded);
  const times = ofDimension(s, 'time');
  if (daily) {
    const perDay = parseNumber(group(daily, 1)) / (/^m/.test(group(daily, 2)) ? 60 : 1);
    const days = parseNumber(group(daily, 3));
    const daysAt = daily.index + daily[0].lastIndexOf(group(daily, 3));
    // No time but the daily one.
    if (times.some((q) => q.index !== daily.index)) return undefined;
    return { value: perDay * days, index: [daily.index, daysAt] };
  }
  const [time] = times;
  if (!time || times.length !== 1 || /\bdias?\b|\bmes\b|semana/.test(s.folded)) return undefined;
  return { value: inBase(time) / 3600, index: [time.index] };
}

/** «el kWh cuesta $ 80», «a $ 80 el kWh», «$ 80 por kWh»: the price of one kWh. */
function pricePerKwh(s: Statement): Found | undefined {
  const before = new RegExp(`kwh[^.?$]{0,25}\\$\\s*${N}`).exec(s.folded);
  const after = new RegExp(`\\$\\s*${N}\\s*(?:el|por|cada)\\s*kwh`).exec(s.folded);
  const match = before ?? after;
  if (!match || (before && after)) return undefined;
  return {
    value: parseNumber(group(match, 1)),
    index: [match.index + match[0].lastIndexOf(group(match, 1))],
  };
}

/** A reply for the energy of an appliance in kWh and its cost, or undefined. */
export function solveElectricEnergy(message: string): SolverReply | undefined {
  const s = readStatement(message);
  if (!APPLIANCE.test(s.folded)) return undefined;
  const question = askedOrLastClause(s);
  const asksCost = /cuesta|costo|pagar|paga|gasto|importe|precio|cuanto dinero|\$/.test(question);
  const asksEnergy = /energia|consum|kwh|joules?/.test(question);
  if (!asksCost && !asksEnergy) return undefined;
  const power = powerKw(s);
  const hours = hoursInUse(s);
  const price = pricePerKwh(s);
  if (!power || !hours || (asksCost && !price)) return undefined;
  // No other quantity: a voltage, a current, a mass of water to heat is another problem.
  if (s.quantities.some((q) => q.unit.dimension !== 'time')) return undefined;
  const energy = power.value * hours.value;
  const joules = energy * 3.6e6;
  const used = [...power.index, ...hours.index, ...(price?.index ?? [])];
  if (!(energy > 0) || Math.abs(joules / 3.6e6 / hours.value - power.value) > 1e-9 * power.value)
    return undefined;
  if (unusedNumbers(s, used).length) return undefined;
  const steps = [
    `La energía es potencia por tiempo; con la potencia en kW y el tiempo en horas sale en kWh: $E = P \\cdot t = ${tex(power.value, 4)} \\cdot ${tex(hours.value, 4)} ${relation(energy) === '=' ? '=' : '\\approx'} ${tex(energy, 4)}$ kWh.`,
    `En joules (1 kWh = 3.600.000 J): E = ${fmt(joules, 0)} J.`,
  ];
  let answer = `E ${relation(energy)} ${fmt(energy, 4)} kWh = ${fmt(joules, 0)} J`;
  if (asksCost && price) {
    const cost = energy * price.value;
    steps.push(`El costo: ${fmt(energy, 4)} kWh · $ ${fmt(price.value, 4)} por kWh = $ ${fmt(cost)}.`);
    answer = `costo ${relation(cost)} $ ${fmt(cost)}`;
  }
  return {
    certain: true,
    text: workedReply({
      title: 'Energía eléctrica consumida',
      data: [
        `P = ${fmt(power.value, 4)} kW`,
        `t = ${fmt(hours.value, 4)} h`,
        ...(price ? [`precio = $ ${fmt(price.value, 4)} por kWh`] : []),
      ].join('; '),
      steps,
      answer: `**${answer}**`,
      closing: '¿Cuánto bajaría la cuenta si el aparato funcionara la mitad de las horas?',
    }),
  };
}

export const electricEnergySolver = declareSolver({
  name: 'solve_electric_energy',
  offer: 'energía eléctrica consumida en kWh y su costo',
  summary:
    'The energy an appliance uses, E = P·t in kWh and J, from its power and the hours of use (whole, or hours a day over some days), and its cost at a price per kWh. Pass the whole statement.',
  examples: [
    'Una lámpara de 60 W permanece encendida durante 5 h. ¿Qué energía consume?',
    'Una estufa de 2000 W funciona 3 horas por día durante 30 días. Si el kWh cuesta $ 80, ¿cuánto cuesta la energía consumida?',
  ],
  parameters: { problem: 'the electric energy problem as written' },
  solve: solveElectricEnergy,
});
