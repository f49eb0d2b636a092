/**
 * The energy an appliance uses and what it costs: E = P·t in kWh (and in joules), with the time given
 * whole («durante 5 h») or as hours a day over a number of days, and the cost at a price per kWh. Power
 * from a voltage and a current, or anything else the statement gives, is not read.
 */
import { foldText } from '../text.ts';
import { unitsAsked } from './asked-unit.ts';
import { readAll } from './circuits.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import { finish, resultLine, roundingAsked, type Span, shown, VALUE, valueAt } from './given-data.ts';
import { group } from './groups.ts';
import { fmt, NUMBER_SOURCE, parseNumber, relation, tex } from './numbers.ts';
import {
  askedOrLastClause,
  inBase,
  massFromVolume,
  ofDimension,
  readStatement,
  type Statement,
  statesUnitVolumeMass,
  unusedNumbers,
} from './physics.ts';
import { workedReply } from './reply.ts';
import type { Quantity } from './units.ts';

const N = `(${NUMBER_SOURCE})`;
const APPLIANCE =
  /resistencia|resistor|lampara|foco|estufa|plancha|calefactor|heladera|televisor|aire acondicionado|lavarropas|horno|pava|termotanque|electric|artefacto|aparato|motor|electrodomestico|secador|microondas|ventilador|computadora|calentador|lavavajillas|freezer/;

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

/**
 * No power typed: a resistor's from two of its voltage, current and resistance (P = V²/R, V·I, I²·R),
 * each typed once. Its line says how.
 */
function powerFromOhm(s: Statement): (Found & { line: string }) | undefined {
  const [V, I, R] = (['V', 'I', 'R'] as const).map((magnitude) => readAll(s, magnitude));
  if (!V || !I || !R || V.length > 1 || I.length > 1 || R.length > 1) return undefined;
  const [v, i, r] = [V[0], I[0], R[0]];
  if (v && r && !i)
    return {
      value: v.value ** 2 / r.value / 1000,
      index: [v.index, r.index],
      line: `P = V²/R = ${fmt(v.value, 4)}²/${fmt(r.value, 4)} = ${fmt(v.value ** 2 / r.value, 4)} W`,
    };
  if (v && i && !r)
    return {
      value: (v.value * i.value) / 1000,
      index: [v.index, i.index],
      line: `P = V·I = ${fmt(v.value, 4)} · ${fmt(i.value, 4)} = ${fmt(v.value * i.value, 4)} W`,
    };
  if (i && r && !v)
    return {
      value: (i.value ** 2 * r.value) / 1000,
      index: [i.index, r.index],
      line: `P = I²·R = ${fmt(i.value, 4)}² · ${fmt(r.value, 4)} = ${fmt(i.value ** 2 * r.value, 4)} W`,
    };
  return undefined;
}

/** «3 horas por día durante 30 días», «durante 5 h»: the hours in use, and where each number starts. */
function hoursInUse(s: Statement, question = ''): (Found & { seconds?: boolean }) | undefined {
  // «Funciona 3 horas diarias… ¿Qué energía consume por día?»: one day's use, with no count of days.
  const oneDay = new RegExp(
    `${N}\\s*(h|hs|horas?|min|minutos?)\\s*(?:por dia|diarias?|al dia|cada dia)\\b`,
    'g',
  );
  const daysCount = new RegExp(`${N}\\s*dias\\b|\\bmes\\b|semana`);
  if (/\bpor dia\b|\bdiari[oa]s?\b|\bal dia\b|\bcada dia\b|\ben un dia\b/.test(question)) {
    // A day asked beside a count of days: which of them is meant is not read.
    if (daysCount.test(s.folded)) return undefined;
    const said = [...s.folded.matchAll(oneDay)];
    const [only] = said;
    if (!only || said.length !== 1 || ofDimension(s, 'time').some((q) => q.index !== only.index))
      return undefined;
    return { value: parseNumber(group(only, 1)) / (/^m/.test(group(only, 2)) ? 60 : 1), index: [only.index] };
  }
  // «funciona las 24 horas durante 30 días»: the whole day, every day.
  const daily = new RegExp(
    `${N}\\s*(h|hs|horas?|min|minutos?)\\s*(?:por dia|diarias?|al dia|cada dia|(?<=\\blas 24\\s*(?:h|hs|horas))(?:\\s+del dia)?(?=\\s+durante\\s))[^.?]*?${N}\\s*dias\\b`,
  ).exec(s.folded);
  // «6 horas por día. Si el kWh cuesta $ 80, ¿cuánto cuesta lo que consume en 30 días?»: the days said
  // in a later sentence, «en» or «durante» them.
  const dailyLater =
    daily ??
    new RegExp(
      `${N}\\s*(h|hs|horas?|min|minutos?)\\s*(?:por dia|diarias?|al dia|cada dia)\\b[\\s\\S]*?\\b(?:en|durante|por)\\s+(?:un mes de\\s+)?${N}\\s*dias\\b`,
    ).exec(s.folded);
  const times = ofDimension(s, 'time');
  // «4 h por día … en una semana», «durante 2 semanas»: seven days a week.
  const weekly = dailyLater
    ? undefined
    : new RegExp(
        `${N}\\s*(h|hs|horas?|min|minutos?)\\s*(?:por dia|diarias?|al dia|cada dia)[\\s\\S]*?(?:en|durante)\\s+(una|${NUMBER_SOURCE})\\s+semanas?\\b`,
      ).exec(s.folded);
  if (weekly) {
    const perDay = parseNumber(group(weekly, 1)) / (/^m/.test(group(weekly, 2)) ? 60 : 1);
    const count = group(weekly, 3);
    const weeks = count === 'una' ? 1 : parseNumber(count);
    if (times.some((q) => q.index !== weekly.index) || !(weeks > 0)) return undefined;
    const weeksAt = count === 'una' ? [] : [weekly.index + weekly[0].lastIndexOf(count)];
    return { value: perDay * 7 * weeks, index: [weekly.index, ...weeksAt] };
  }
  if (dailyLater) {
    const perDay = parseNumber(group(dailyLater, 1)) / (/^m/.test(group(dailyLater, 2)) ? 60 : 1);
    const days = parseNumber(group(dailyLater, 3));
    const daysAt = dailyLater.index + dailyLater[0].lastIndexOf(group(dailyLater, 3));
    // No time but the daily one.
    if (times.some((q) => q.index !== dailyLater.index)) return undefined;
    return { value: perDay * days, index: [dailyLater.index, daysAt] };
  }
  const [time] = times;
  if (!time || times.length !== 1 || /\bdias?\b|\bmes\b|semana/.test(s.folded)) return undefined;
  return { value: inBase(time) / 3600, index: [time.index], seconds: time.unit.symbol !== 'h' };
}

/** «el kWh cuesta $ 80», «a $ 80 el kWh», «$ 80 por kWh»: the price of one kWh. */
function pricePerKwh(s: Statement): Found | undefined {
  // «$ 80», or «80 pesos».
  const before = new RegExp(`kwh[^.?$]{0,25}?(?<![\\d.,])(?:\\$\\s*${N}|${N}\\s*pesos\\b)`).exec(s.folded);
  const after = new RegExp(`(?:\\$\\s*${N}|${N}\\s*pesos)\\s*(?:el|por|cada)\\s*kwh`).exec(s.folded);
  const match = before ?? after;
  if (!match || (before && after)) return undefined;
  const typed = match[1] ?? group(match, 2);
  return {
    value: parseNumber(typed),
    index: [match.index + match[0].lastIndexOf(typed)],
  };
}

/** Energy units the reply does not state (it says kWh and J, and kJ for a time in seconds). */
const OTHER_ENERGY_UNITS = ['cal', 'kcal', 'MJ', 'mJ', 'Wh', 'eV'];

/** «¿… en Wh?», «¿… en kcal?»: the energy asked in a unit the reply does not state it in. */
function asksUnitNotGiven(question: string): boolean {
  return unitsAsked(question).some((unit) => OTHER_ENERGY_UNITS.includes(unit) && unit !== 'Wh');
}

/** «¿… en Wh?», «¿cuántos watts-hora…?»: the energy asked in watt-hours, said as P in W by t in h. */
function asksWattHours(question: string): boolean {
  return (
    unitsAsked(question).includes('Wh') ||
    /(?:^|[^k\p{L}])w\s?[·.*]?\s?h\b|\bwatts?[\s-]hora/u.test(foldText(question))
  );
}

/** The body an appliance heats: the appliance's power, the body's c and mass, the share of the power it takes. */
interface HeatedBody {
  watts: number;
  kg: number;
  /** c in J/(kg·°C). */
  cValue: number;
  /** The share of the power the body takes, 1 unless a «rendimiento» is given. */
  eta: number;
  /** Whether the statement gives a «rendimiento». */
  efficiency: boolean;
  /** Whether the mass is the litres of water. */
  fromLitres: boolean;
  spans: Span[];
}

/**
 * What heats and what is heated: the appliance's power, the body's c («c = 4180 J/(kg·°C)», «calor
 * específico del agua de 4,18 J/(g·°C)»), a mass in kg (or g) or the litres of water (1 L of water is
 * 1 kg; both given must agree), and the share of the power the body takes when a «rendimiento» is given;
 * undefined unless each is read once.
 */
function heatedBody(s: Statement): HeatedBody | undefined {
  const power = powerKw(s);
  const c = new RegExp(
    `(?:\\bc|calor especifico)(?:\\s+(?:del? (?:la )?)?[a-z]+)?\\s*(?:=|:|es de|de|vale)?\\s*${VALUE}\\s*j\\s*/\\s*\\(?\\s*(kg|g)\\s*\\*?\\s*°?\\s*(?:c|k)\\b`,
  ).exec(s.folded);
  // «…y que 1 L de agua tiene una masa de 1 kg»: that equivalence is no body's mass nor its litres.
  const unit = statesUnitVolumeMass(s) && /\bagua\b/.test(s.folded) ? massFromVolume(s) : undefined;
  // The equivalence said and no volume to weigh with it: its 1 kg is no body's mass.
  if (statesUnitVolumeMass(s) && !unit) return undefined;
  const saidUnit = (q: { index: number }) => unit !== undefined && unit.used.slice(0, 2).includes(q.index);
  const inUnit = (q: { index: number }) =>
    unit !== undefined && q.index >= (unit.used[0] ?? 0) && q.index <= (unit.used[1] ?? 0);
  const masses = ofDimension(s, 'mass').filter((q) => !saidUnit(q) && !inUnit(q));
  const litres = ofDimension(s, 'volume').filter((q) => q.unit.symbol === 'L' && !inUnit(q));
  if (!power || !c || masses.length > 1 || litres.length > 1) return undefined;
  const [mass] = masses;
  const [litre] = litres;
  const kg = mass ? inBase(mass) : litre && /\bagua\b/.test(s.folded) ? (unit?.kg ?? litre.value) : undefined;
  if (kg === undefined || (mass && litre && Math.abs(litre.value - kg) > 1e-9)) return undefined;
  const efficiency = new RegExp(`(?:rendimiento|eficiencia)[^.?\\d]{0,20}${VALUE}\\s*%`).exec(s.folded);
  const eta = efficiency ? valueAt(efficiency, 1) / 100 : 1;
  if (!(eta > 0 && eta <= 1)) return undefined;
  return {
    watts: power.value * 1000,
    kg,
    cValue: valueAt(c, 1) * (group(c, 3) === 'g' ? 1000 : 1),
    eta,
    efficiency: Boolean(efficiency),
    fromLitres: Boolean(litre && !mass),
    spans: [
      ...power.index.map((i) => [i, i + 1] as const),
      [c.index, c.index + c[0].length],
      ...(mass ? [[mass.index, mass.end] as const] : []),
      ...(litre ? [[litre.index, litre.end] as const] : []),
      ...(efficiency ? [[efficiency.index, efficiency.index + efficiency[0].length] as const] : []),
      ...(unit ? unit.used.slice(0, 2).map((i) => [i, i + 1] as const) : []),
    ],
  };
}

/**
 * An appliance of a given power heating a mass of water (or another body of given c) from one
 * temperature to another: the time it takes, t = m·c·ΔT / P (all its power into the body, or the share
 * the statement gives as «rendimiento»).
 */
function heatingTime(s: Statement, question: string): SolverReply | undefined {
  if (!/tarda|tiempo|demora|cuanto dura/.test(question) || !/calienta|calentar|elev|hervir/.test(s.folded))
    return undefined;
  const body = heatedBody(s);
  const temperatures = new RegExp(
    `(?:de|desde)\\s+${VALUE}\\s*°\\s*c\\s+(?:a|hasta)\\s+${VALUE}\\s*°\\s*c`,
  ).exec(s.folded);
  if (!body || !temperatures) return undefined;
  const { watts, kg, cValue, eta, efficiency } = body;
  const t1 = valueAt(temperatures, 1);
  const t2 = valueAt(temperatures, 3);
  const dT = t2 - t1;
  if (!(dT > 0)) return undefined;
  const Q = kg * cValue * dT;
  const t = Q / (eta * watts);
  const rounding = roundingAsked(s.folded);
  const minutes = /\bminutos?\b|\ben min\b/.test(question);
  const spans: Span[] = [...body.spans, [temperatures.index, temperatures.index + temperatures[0].length]];
  return finish(s, {
    title: 'Tiempo de calentamiento con un artefacto eléctrico',
    method:
      'El calor que absorbe el cuerpo es Q = m·c·ΔT; la energía que entrega el artefacto es P·t: t = Q/P.',
    data: [
      `P = ${fmt(watts, 4)} W`,
      `m = ${fmt(kg, 4)} kg`,
      `c = ${fmt(cValue, 4)} J/(kg·°C)`,
      `de ${fmt(t1, 4)} °C a ${fmt(t2, 4)} °C`,
      ...(efficiency ? [`rendimiento ${fmt(eta * 100, 4)} %`] : []),
    ],
    steps: [
      ...(body.fromLitres ? ['Un litro de agua tiene una masa de 1 kg.'] : []),
      `Calor que absorbe: Q = m·c·ΔT = ${fmt(kg, 4)} · ${fmt(cValue, 4)} · ${fmt(dT, 4)} = ${shown(Q, {}, 0)} J.`,
      efficiency
        ? `Solo el ${fmt(eta * 100, 4)} % de la energía eléctrica va al cuerpo: η·P·t = Q ⇒ t = Q/(η·P) = ${shown(Q, {}, 0)} / (${fmt(eta, 4)} · ${fmt(watts, 4)}) ${resultLine('', t, 's', rounding).trim()}.`
        : `Toda la energía eléctrica va al cuerpo: P·t = Q ⇒ t = Q/P = ${shown(Q, {}, 0)} J / ${fmt(watts, 4)} W ${resultLine('', t, 's', rounding).trim()}.`,
      ...(minutes ? [`En minutos: ${shown(t / 60, rounding)} min.`] : []),
    ],
    answer: minutes ? resultLine('t', t / 60, 'min', rounding) : resultLine('t', t, 's', rounding),
    closing: '¿Cuánto tardaría con la mitad de la potencia?',
    used: spans,
  });
}

/**
 * An appliance of a given power heating a mass of water (or another body of given c) for a time: the
 * temperature rise ΔT = P·t/(m·c) (all its power into the body, or the share given as «rendimiento»), and
 * the final temperature when the initial one is given and the final asked.
 */
function heatingRise(s: Statement, question: string): SolverReply | undefined {
  const asksRise =
    /cuanto (?:aumenta|sube|se eleva|varia|cambia|se incrementa)[^.?]*temperatura|(?:aumento|variacion|incremento) de (?:la )?temperatura/.test(
      question,
    );
  const asksFinal = /temperatura final|a que temperatura|que temperatura (?:alcanza|tendra|tiene|llega)/.test(
    question,
  );
  if (asksRise === asksFinal) return undefined;
  const body = heatedBody(s);
  const temperatures = [...s.folded.matchAll(new RegExp(`${VALUE}\\s*°\\s*c\\b`, 'g'))];
  const times = ofDimension(s, 'time');
  if (!body || times.length !== 1) return undefined;
  // The final temperature needs the initial one; the rise alone takes none.
  if (asksFinal ? temperatures.length !== 1 : temperatures.length !== 0) return undefined;
  const { watts, kg, cValue, eta, efficiency } = body;
  const [time] = times as [Quantity];
  const seconds = inBase(time);
  if (!(seconds > 0) || !(kg > 0) || !(cValue > 0)) return undefined;
  const Q = eta * watts * seconds;
  const dT = Q / (kg * cValue);
  // Checked back: m·c·ΔT gives the heat delivered.
  if (Math.abs(kg * cValue * dT - Q) > 1e-9 * Q) return undefined;
  const [initial] = temperatures;
  const t1 = initial ? valueAt(initial, 1) : undefined;
  const rounding = roundingAsked(s.folded);
  const spans: Span[] = [
    ...body.spans,
    [time.index, time.end],
    ...(initial ? [[initial.index, initial.index + initial[0].length] as const] : []),
  ];
  return finish(s, {
    title: 'Calentamiento con un artefacto eléctrico',
    method:
      'La energía que entrega el artefacto es P·t y el cuerpo la absorbe como Q = m·c·ΔT: ΔT = P·t/(m·c).',
    data: [
      `P = ${fmt(watts, 4)} W`,
      `t = ${fmt(time.value, 4)} ${time.unit.symbol}${time.unit.symbol === 's' ? '' : ` = ${fmt(seconds, 4)} s`}`,
      `m = ${fmt(kg, 4)} kg`,
      `c = ${fmt(cValue, 4)} J/(kg·°C)`,
      ...(t1 !== undefined ? [`temperatura inicial ${fmt(t1, 4)} °C`] : []),
      ...(efficiency ? [`rendimiento ${fmt(eta * 100, 4)} %`] : []),
    ],
    steps: [
      ...(body.fromLitres ? ['Un litro de agua tiene una masa de 1 kg.'] : []),
      efficiency
        ? `Energía que recibe el cuerpo: Q = η·P·t = ${fmt(eta, 4)} · ${fmt(watts, 4)} W · ${fmt(seconds, 4)} s = ${shown(Q, {}, 0)} J.`
        : `Toda la energía eléctrica va al cuerpo: Q = P·t = ${fmt(watts, 4)} W · ${fmt(seconds, 4)} s = ${shown(Q, {}, 0)} J.`,
      `Q = m·c·ΔT ⇒ ΔT = Q/(m·c) = ${shown(Q, {}, 0)} / (${fmt(kg, 4)} · ${fmt(cValue, 4)}) ${resultLine('', dT, '°C', rounding).trim()}.`,
      ...(t1 !== undefined
        ? [
            `Temperatura final: ${fmt(t1, 4)} °C + ${shown(dT, rounding)} °C ${resultLine('', t1 + dT, '°C', rounding).trim()}.`,
          ]
        : []),
    ],
    answer:
      t1 !== undefined ? resultLine('T_f', t1 + dT, '°C', rounding) : resultLine('ΔT', dT, '°C', rounding),
    closing: '¿Cuánto tiempo haría falta para que suba el doble?',
    used: spans,
  });
}

/** A current, a resistance, a voltage or a power: what «¿qué … consume?» may ask besides the energy. */
const OTHER_MAGNITUDE_ASKED =
  /\b(?:corriente|intensidad|resistencia|tension|voltaje|diferencia de potencial|potencia|amperes?|amperios?|watts?|vatios?|ohms?|ohmios?)\b/;

/** A reply for the energy of an appliance in kWh and its cost, or undefined. */
export function solveElectricEnergy(message: string): SolverReply | undefined {
  const s = readStatement(message);
  if (!APPLIANCE.test(s.folded)) return undefined;
  const question = askedOrLastClause(s);
  const heating = heatingTime(s, question) ?? heatingRise(s, question);
  if (heating) return heating;
  const asksCost = /cuesta|costo|pagar|paga|gasto|importe|precio|cuanto dinero|\$|pesos/.test(question);
  const asksEnergy = /energia|consum|kwh|joules?/.test(question);
  if (!asksCost && !asksEnergy) return undefined;
  // «¿Qué corriente consume?», «¿qué potencia consume?»: another magnitude asked with «consume», not the
  // energy.
  if (!asksCost && !/energia|kwh|joules?/.test(question) && OTHER_MAGNITUDE_ASKED.test(question))
    return undefined;
  // The reply says kWh and J (kJ for a time in seconds): «en Wh», «en kcal» are not among them.
  if (asksUnitNotGiven(question)) return undefined;
  const wattHours = asksWattHours(question);
  if (wattHours && asksCost) return undefined;
  const typed = powerKw(s);
  const fromOhm = typed ? undefined : powerFromOhm(s);
  if (typed && (readAll(s, 'R').length || readAll(s, 'I').length)) return undefined;
  const power = typed ?? fromOhm;
  const hours = hoursInUse(s, question);
  const price = pricePerKwh(s);
  if (!power || !hours || (asksCost && !price)) return undefined;
  // No other quantity: a voltage, a current, a mass of water to heat is another problem.
  if (s.quantities.some((q) => q.unit.dimension !== 'time')) return undefined;
  // «Una plancha de 1100 W conectada a 220 V»: the voltage it is rated for; with its power typed, the
  // energy is P·t whatever it is. Two voltages are another problem.
  const rated = typed ? readAll(s, 'V') : [];
  if (rated.length > 1) return undefined;
  const energy = power.value * hours.value;
  const joules = energy * 3.6e6;
  const used = [...power.index, ...hours.index, ...(price?.index ?? []), ...rated.map((v) => v.index)];
  if (!(energy > 0) || Math.abs(joules / 3.6e6 / hours.value - power.value) > 1e-9 * power.value)
    return undefined;
  if (unusedNumbers(s, used).length) return undefined;
  const watts = power.value * 1000;
  const seconds = hours.value * 3600;
  const steps = hours.seconds
    ? [
        `La energía es potencia por tiempo; en W y s sale en joules: $E = P \\cdot t = ${tex(watts, 4)} \\cdot ${tex(seconds, 4)} ${relation(joules) === '=' ? '=' : '\\approx'} ${tex(joules, 2)}$ J.`,
        `En kWh (1 kWh = 3.600.000 J): E ≈ ${fmt(energy, 4)} kWh.`,
      ]
    : [
        `La energía es potencia por tiempo; con la potencia en kW y el tiempo en horas sale en kWh: $E = P \\cdot t = ${tex(power.value, 4)} \\cdot ${tex(hours.value, 4)} ${relation(energy) === '=' ? '=' : '\\approx'} ${tex(energy, 4)}$ kWh.`,
        `En joules (1 kWh = 3.600.000 J): E = ${fmt(joules, 0)} J.`,
      ];
  if (fromOhm) steps.unshift(`Potencia del resistor: ${fromOhm.line}.`);
  if (wattHours)
    steps.push(
      `En Wh (1 kWh = 1000 Wh), como pide la pregunta: ${fmt(energy, 4)} kWh = ${fmt(energy * 1000, 4)} Wh; es lo mismo que la potencia en W por las horas, ${fmt(watts, 4)} · ${fmt(hours.value, 4)}.`,
    );
  for (const volts of rated)
    steps.unshift(
      `La tensión (${fmt(volts.value, 4)} V) es la de la red a la que se conecta: con la potencia dada, no hace falta para la energía.`,
    );
  // A time in seconds or minutes: the energy in joules first (and kJ), the kWh after.
  let answer = wattHours
    ? `E ${relation(energy * 1000)} ${fmt(energy * 1000, 4)} Wh = ${fmt(energy, 4)} kWh`
    : hours.seconds
      ? `E ${relation(joules)} ${fmt(joules)} J = ${fmt(joules / 1000, 4)} kJ (≈ ${fmt(energy, 4)} kWh)`
      : `E ${relation(energy)} ${fmt(energy, 4)} kWh = ${fmt(joules, 0)} J`;
  if (asksCost && price) {
    const cost = energy * price.value;
    steps.push(`El costo: ${fmt(energy, 4)} kWh · $ ${fmt(price.value, 4)} por kWh = $ ${fmt(cost)}.`);
    // A price said in pesos: the cost in pesos, as the options write it.
    answer =
      /\bpesos\b/.test(s.folded) && !/\$/.test(s.folded)
        ? `costo ${relation(cost)} ${fmt(cost)} pesos`
        : `costo ${relation(cost)} $ ${fmt(cost)}`;
  }
  return {
    certain: true,
    text: workedReply({
      title: 'Energía eléctrica consumida',
      data: [
        hours.seconds ? `P = ${fmt(watts, 4)} W` : `P = ${fmt(power.value, 4)} kW`,
        hours.seconds ? `t = ${fmt(seconds, 4)} s` : `t = ${fmt(hours.value, 4)} h`,
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
