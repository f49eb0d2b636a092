/**
 * Several appliances on the same mains, each rated by its power at the mains' voltage («una plancha de
 * 1,2 kW y cinco lámparas de 60 W cada una», «dos lámparas, una de 60 W y otra de 100 W, ambas para
 * 220 V»): in parallel each draws its rated power, so the total power is the sum, the total current
 * P/V, one appliance's resistance V²/P, the energy in kWh over some hours and its cost; and the same
 * two connected in series to that mains (resistances unchanged) dissipate V²/(R₁ + R₂).
 * Sure only when every number of the statement is one of these data and the question one of these.
 */
import type { SolverReply } from './declaration.ts';
import { COUNT_WORDS, fmt, NUMBER_SOURCE, parseNumber, relation, tex } from './numbers.ts';
import { workedReply } from './reply.ts';
import { withoutOptions } from './statement.ts';
import { foldForUnits } from './units.ts';

// A dozen too: «doce lámparas».
const COUNTS: Readonly<Record<string, number>> = { ...COUNT_WORDS, doce: 12 };

const APPLIANCE =
  /\b(lamparas?|focos?|bombitas?|bombillas?|lamparitas?|planchas?|estufas?|calefactor(?:es)?|heladeras?|televisor(?:es)?|tv|computadoras?|pavas? electricas?|pavas?|hornos?(?: electricos?)?|microondas|secador(?:es)?(?: de pelo)?|ventilador(?:es)?|lavarropas|termotanques?(?: electricos?)?|duchas?(?: electricas?)?|aire acondicionado|aires acondicionados|motor(?:es)?|resistencias?|aparatos?|artefactos?)\b/;

interface Appliance {
  count: number;
  watts: number;
  name: string;
  typed: string;
  /** Its own hours a day, when the statement gives each appliance its own («durante 5 h»). */
  hours?: number;
}

const n = (value: number) => tex(value, 4);
const eq = (value: number) => (relation(value, 4) === '=' ? '=' : '\\approx');

type Asked = 'power' | 'current' | 'resistance' | 'energy' | 'cost' | 'series' | 'one current';

interface Reading {
  appliances: Appliance[];
  volts: number;
  hours?: number;
  price?: number;
  asked: Asked;
  /** The appliance whose resistance is asked, by its power, or whose current, by its name. */
  of?: Appliance;
  /** Days the cost is asked for («en un mes de 30 días»). */
  days?: number;
}

const NUM = `(${NUMBER_SOURCE})`;

function read(problem: string): Reading | undefined {
  // The options' numbers are answers, not data; «20) Dos lámparas…»: the item's number neither.
  const folded = foldForUnits(withoutOptions(problem)).replace(/^\s*\d+\s*[).]\s/, (item) =>
    ' '.repeat(item.length),
  );
  if (!/\b(?:red|vivienda|casa|instalacion|linea|tension|enchufad|conectad)/.test(folded)) return undefined;
  // Anything else electric (a resistor by its ohms, a battery, a capacitor, a fuse) is another reading.
  if (
    /ohm|Ω|\bpila\b|bateria|capacitor|condensador|fusible|rendimiento|eficiencia|calor|agua|°c|litros?\b/.test(
      folded,
    )
  )
    return undefined;
  const numbers = [...folded.matchAll(new RegExp(`(?<![\\w,.])${NUM}`, 'g'))].map((m) => ({
    value: parseNumber(m[1] ?? ''),
    index: m.index ?? 0,
    end: (m.index ?? 0) + (m[0]?.length ?? 0),
  }));
  const mark = folded.lastIndexOf('¿');
  const trimmed = folded.replace(/[.\s]+$/, '');
  const start = mark >= 0 ? mark : Math.max(trimmed.lastIndexOf('. '), trimmed.lastIndexOf(': ')) + 1;
  const question = folded.slice(start);
  const used = new Set<number>();
  let named: number | undefined;
  const appliances: Appliance[] = [];
  const volts: number[] = [];
  let hours: number | undefined;
  let price: number | undefined;
  let days: number | undefined;
  for (const number of numbers) {
    const after = folded.slice(number.end, number.end + 30);
    const before = folded.slice(Math.max(0, number.index - 60), number.index);
    const unit = /^\s*(kw|w)\b(?!\s*h)/.exec(after);
    if (unit && number.index >= start) {
      // «la resistencia de la lámpara de 60 W»: the question names an appliance by its power.
      if (named !== undefined) return undefined;
      named = number.value * (unit[1] === 'kw' ? 1000 : 1);
      used.add(number.index);
      continue;
    }
    if (unit) {
      const watts = number.value * (unit[1] === 'kw' ? 1000 : 1);
      const segment = before.split(/[,;.]| y (?=un|una|otr|\w+ de)/).at(-1) ?? '';
      // The noun nearest the power: «una estufa de 2000 W y dos lámparas de 60 W» names lamps for the 60 W.
      const noun = [...segment.matchAll(new RegExp(APPLIANCE.source, 'g'))].at(-1);
      const counted = new RegExp(
        `(?:^|\\s)(${Object.keys(COUNTS).join('|')}|\\d+)\\s+(?:\\w+\\s+){0,2}de\\s*$`,
      ).exec(segment);
      const each = /^\s*(?:kw|w)\s+cada\s+un[oa]?\b/.test(after);
      let count = 1;
      if (counted && each) {
        const word = counted[1] ?? '';
        count = COUNTS[word] ?? Number(word);
        if (/^\d+$/.test(word)) {
          const at = number.index - segment.length + (counted.index ?? 0) + (counted[0] ?? '').indexOf(word);
          if (!numbers.some((m) => m.index === at)) return undefined;
          used.add(at);
        }
      } else if (counted || each) return undefined;
      if (!(count >= 1 && Number.isInteger(count))) return undefined;
      appliances.push({
        count,
        watts,
        name: noun?.[1] ?? APPLIANCE.exec(folded)?.[1] ?? 'aparato',
        typed: `${count > 1 ? `${count} × ` : ''}${fmt(number.value, 4)} ${unit[1] === 'kw' ? 'kW' : 'W'}`,
      });
      used.add(number.index);
      continue;
    }
    if (/^\s*v\b/.test(after)) {
      volts.push(number.value);
      used.add(number.index);
      continue;
    }
    if (/^\s*(?:h|horas?)\b/.test(after) && !/\$\s*$/.test(before)) {
      // «una estufa de 2000 W durante 5 h, seis lámparas … durante 8 h»: each appliance's own hours,
      // said after it and before the next one.
      const last = appliances.at(-1);
      const own = last && last.hours === undefined && number.index < start && hours === undefined;
      if (own && last) last.hours = number.value;
      else if (hours !== undefined) return undefined;
      else hours = number.value;
      used.add(number.index);
      continue;
    }
    if (/^\s*dias?\b/.test(after)) {
      if (days !== undefined) return undefined;
      days = number.value;
      used.add(number.index);
      continue;
    }
    if (
      /\$\s*$/.test(before) &&
      /kwh|kw ?h|kilowatt/.test(folded.slice(Math.max(0, number.index - 40), number.end + 30))
    ) {
      if (price !== undefined) return undefined;
      price = number.value;
      used.add(number.index);
    }
  }
  // Every number a datum of these: a count of hours a day, days, a third voltage… is another problem.
  if (numbers.some((m) => !used.has(m.index))) return undefined;
  if (appliances.length === 0 || volts.length === 0) return undefined;
  const [v] = volts;
  if (v === undefined || !(v > 0) || volts.some((x) => x !== v)) return undefined;
  // Appliances rated for another voltage than the mains': their power is not the rated one.

  // Hours given to each appliance, or one time for all («… y un termotanque de 2,2 kW funcionan 3 h»: the
  // last one's only is everyone's); never a mix.
  const lastOne = appliances.at(-1);
  if (lastOne?.hours !== undefined && appliances.slice(0, -1).every((a) => a.hours === undefined)) {
    if (hours !== undefined) return undefined;
    hours = lastOne.hours;
    lastOne.hours = undefined;
  }
  const own = appliances.filter((a) => a.hours !== undefined).length;
  if (own > 0 && (own !== appliances.length || hours !== undefined)) return undefined;
  const perDay = own > 0 ? /diari|por dia|al dia|cada dia/.test(folded) : false;
  if (own > 0 && !perDay) return undefined;
  const asked = askedOf(folded, question);
  if (!asked) return undefined;
  // «¿Qué corriente circula por el horno?», «¿qué intensidad toma la estufa?»: the one appliance named.
  if ((asked === 'current' || asked === 'one current') && APPLIANCE.test(question)) {
    const one = theOneNamed(appliances, APPLIANCE.exec(question)?.[1] ?? '');
    if (!one || /\ben serie\b/.test(folded)) return undefined;
    if (days !== undefined && price === undefined) return undefined;
    return {
      appliances,
      volts: v,
      asked: 'one current',
      of: one,
      ...(hours === undefined ? {} : { hours }),
      ...(price === undefined ? {} : { price }),
      ...(days === undefined ? {} : { days }),
    };
  }
  if (asked === 'one current') return undefined;
  // «¿Cuál es la resistencia del calefactor?»: the one appliance named, by its rated power.
  const namedInQuestion = [...question.matchAll(new RegExp(APPLIANCE.source, 'g'))]
    .map((m) => m[1] ?? '')
    .filter((noun) => !noun.startsWith('resistencia'));
  if (asked === 'resistance' && named === undefined && namedInQuestion.length === 1) {
    const one = theOneNamed(appliances, namedInQuestion[0] ?? '');
    if (!one || /\ben serie\b/.test(folded)) return undefined;
    if (hours !== undefined || price !== undefined || days !== undefined) return undefined;
    return { appliances, volts: v, asked, of: one };
  }
  // «¿Qué corriente circula por la plancha?», «la potencia de las lámparas»: one appliance's, not the total.
  // In series, the one named by its rated power («la lámpara de 60 W») is read below.
  if (asked !== 'resistance' && APPLIANCE.test(question) && !(asked === 'series' && named !== undefined))
    return undefined;
  // Each appliance's hours a day: the energy a day, and its cost over the days the question says.
  if (own > 0) {
    if (asked === 'energy' && days === undefined && /por dia|al dia|diari|cada dia/.test(question))
      return { appliances, volts: v, asked, ...(price === undefined ? {} : { price }) };
    if (asked === 'cost' && days !== undefined && price !== undefined && question.includes(`${days}`))
      return { appliances, volts: v, asked, price, days };
    return undefined;
  }
  if (days !== undefined) return undefined;
  if (asked === 'series') {
    if (!/\ben serie\b/.test(folded) || appliances.length !== 2 || appliances.some((a) => a.count !== 1))
      return undefined;
    // «ambas para 220 V, se conectan en serie a una línea de 220 V»: the rated voltage and the line's, the same.
    if (!/misma red|mismos? \d|la red|misma tension|misma linea/.test(folded) && volts.length < 2)
      return undefined;
    // «la potencia que disipa la lámpara de 60 W»: one of the two, by its rated power.
    if (named !== undefined) {
      const of = appliances.filter((a) => a.watts === named);
      if (of.length !== 1 || !of[0] || hours !== undefined || price !== undefined) return undefined;
      return { appliances, volts: v, asked, of: of[0] };
    }
  } else if (/\ben serie\b/.test(folded)) return undefined;
  if (asked === 'cost' && (hours === undefined || price === undefined)) return undefined;
  if (asked === 'energy' && (hours === undefined || price !== undefined)) return undefined;
  if (asked !== 'cost' && asked !== 'energy' && (hours !== undefined || price !== undefined))
    return undefined;
  if ((asked === 'resistance') !== (named !== undefined)) return undefined;
  if (asked === 'resistance') {
    const of = appliances.filter((a) => a.watts === named);
    if (of.length !== 1) return undefined;
    return { appliances, volts: v, asked, ...(of[0] ? { of: of[0] } : {}) };
  }
  return {
    appliances,
    volts: v,
    asked,
    ...(hours === undefined ? {} : { hours }),
    ...(price === undefined ? {} : { price }),
  };
}

/** The one appliance a noun names («el horno», «la estufa»), when exactly one, and not one of several alike. */
function theOneNamed(appliances: readonly Appliance[], noun: string): Appliance | undefined {
  const stem = noun.replace(/(?:es|s)?(?: electric[oa]s?)?$/, '');
  const of = appliances.filter((a) => a.name.startsWith(stem));
  const [one] = of;
  return one && of.length === 1 && one.count === 1 ? one : undefined;
}

function askedOf(folded: string, question: string): Asked | undefined {
  if (/\bserie\b/.test(question) || (/\ben serie\b/.test(folded) && /conjunto|disipa|consume/.test(question)))
    return /potencia|disipa/.test(question) ? 'series' : undefined;
  if (/cuesta|costo|pagar|paga|gasto en pesos|importe/.test(question)) return 'cost';
  if ((/energia/.test(question) && /kwh|kilowatt/.test(question)) || /cuantos? kwh/.test(question))
    return 'energy';
  if (/resistencia/.test(question)) return 'resistance';
  if (/corriente|intensidad/.test(question) && /total|instalacion|linea|red\b|general/.test(question))
    return 'current';
  if (/corriente|intensidad/.test(question)) return 'one current';
  if (/potencia/.test(question) && /total|conjunto|instalacion|consume la casa|en total/.test(question))
    return 'power';
  return undefined;
}

export function solveAppliances(problem: string): SolverReply | undefined {
  const reading = read(problem);
  if (!reading) return undefined;
  const { appliances, volts: v, asked } = reading;
  const total = appliances.reduce((sum, a) => sum + a.count * a.watts, 0);
  const sumTex = appliances
    .map((a) => (a.count > 1 ? `${a.count} \\cdot ${n(a.watts)}` : n(a.watts)))
    .join(' + ');
  const data = [
    ...appliances.map(
      (a) => `${a.name}: ${a.typed}${a.hours === undefined ? '' : `, ${fmt(a.hours, 4)} h por día`}`,
    ),
    `V = ${fmt(v, 4)} V`,
    ...(reading.hours === undefined ? [] : [`t = ${fmt(reading.hours, 4)} h`]),
    ...(reading.price === undefined ? [] : [`$ ${fmt(reading.price, 2)} el kWh`]),
    ...(reading.days === undefined ? [] : [`${fmt(reading.days, 4)} días`]),
  ].join('; ');
  const daily = appliances.every((a) => a.hours !== undefined);
  const parallel =
    'Conectados a la red, cada aparato queda en paralelo con la misma tensión para la que está hecho, así que consume su potencia nominal.';
  const steps: string[] = [parallel];
  let answer: string;
  if (asked === 'one current' && reading.of) {
    const one = reading.of;
    const i = one.watts / v;
    const others = appliances.filter((a) => a !== one);
    steps.push(
      `De $P = V I$, para ${one.name === 'aparato' ? 'ese aparato' : `${/as?$/.test(one.name) ? 'la' : 'el'} ${one.name}`}: $I = \\frac{P}{V} = \\frac{${n(one.watts)}}{${n(v)}} ${eq(i)} ${n(i)}$ A.`,
      `Comprobá: $V \\cdot I = ${n(v)} \\cdot ${n(i)} ${eq(v * i)} ${n(v * i)}$ W, su potencia.`,
      ...(others.length
        ? [
            `Los otros aparatos (${others.map((a) => a.typed).join(', ')}) están en paralelo: no cambian la corriente de este, sólo la total.`,
          ]
        : []),
      ...(daily || reading.hours !== undefined || reading.price !== undefined
        ? ['Las horas de uso y el precio del kWh sirven para la energía y el costo, no para la corriente.']
        : []),
    );
    answer = `**I ${relation(i)} ${fmt(i, i < 1 ? 3 : 2)} A**`;
  } else if (daily && (asked === 'energy' || asked === 'cost')) {
    const terms = appliances.map((a) => ({ a, wh: a.count * a.watts * (a.hours ?? Number.NaN) }));
    const kwh = terms.reduce((sum, t) => sum + t.wh, 0) / 1000;
    steps.push(
      `Cada aparato gasta por día su potencia por sus horas: ${terms
        .map(
          ({ a, wh }) =>
            `${a.name}: $${a.count > 1 ? `${a.count} \\cdot ` : ''}${n(a.watts)} \\cdot ${n(a.hours ?? Number.NaN)} = ${n(wh)}$ Wh`,
        )
        .join('; ')}.`,
      `Por día: $E = ${terms.map((t) => n(t.wh)).join(' + ')} = ${n(kwh * 1000)}$ Wh $${eq(kwh)} ${n(kwh)}$ kWh.`,
    );
    if (asked === 'energy') {
      if (reading.price !== undefined)
        steps.push('El precio del kWh es para el costo: no cambia la energía.');
      answer = `**E ${relation(kwh)} ${fmt(kwh, 2)} kWh por día**`;
    } else {
      const days = reading.days ?? Number.NaN;
      const price = reading.price ?? Number.NaN;
      const cost = kwh * days * price;
      steps.push(
        `En ${fmt(days, 4)} días: $${n(kwh)} \\cdot ${n(days)} ${eq(kwh * days)} ${n(kwh * days)}$ kWh; a $ ${fmt(price, 2)} el kWh: $${n(kwh * days)} \\cdot ${n(price)} ${eq(cost)} ${n(cost)}$ pesos.`,
        'La tensión de la red no hace falta para la energía: cada aparato ya consume su potencia nominal.',
      );
      answer = `**Costo ${relation(cost)} $ ${fmt(cost, 2)}**`;
    }
  } else if (asked === 'resistance' && reading.of) {
    const r = (v * v) / reading.of.watts;
    steps.push(
      `De $P = \\frac{V^2}{R}$: $R = \\frac{V^2}{P} = \\frac{${n(v)}^2}{${n(reading.of.watts)}} ${eq(r)} ${n(r)}\\ \\Omega$.`,
      `Comprobá: $\\frac{V^2}{R} ${eq(reading.of.watts)} ${n(reading.of.watts)}$ W.`,
    );
    answer = `**R ${relation(r)} ${fmt(r, 1)} Ω**`;
  } else if (asked === 'series') {
    const [a, b] = appliances;
    if (!a || !b) return undefined;
    const r1 = (v * v) / a.watts;
    const r2 = (v * v) / b.watts;
    const p = (v * v) / (r1 + r2);
    const one = reading.of;
    const i = v / (r1 + r2);
    const pOne = one && i * i * ((v * v) / one.watts);
    steps.splice(
      0,
      1,
      `La resistencia de cada una sale de sus datos nominales: $R = \\frac{V^2}{P}$, $R_1 = \\frac{${n(v)}^2}{${n(a.watts)}} ${eq(r1)} ${n(r1)}\\ \\Omega$ y $R_2 = \\frac{${n(v)}^2}{${n(b.watts)}} ${eq(r2)} ${n(r2)}\\ \\Omega$.`,
      `En serie las resistencias se suman: $R_{eq} = R_1 + R_2 ${eq(r1 + r2)} ${n(r1 + r2)}\\ \\Omega$.`,
      ...(one && pOne !== undefined
        ? [
            `La corriente es la misma en las dos: $I = \\frac{V}{R_{eq}} = \\frac{${n(v)}}{${n(r1 + r2)}} ${eq(i)} ${n(i)}$ A.`,
            `La de ${fmt(one.watts, 4)} W disipa $P = I^2 R = ${n(i)}^2 \\cdot ${n((v * v) / one.watts)} ${eq(pOne)} ${n(pOne)}$ W (entre las dos, $\\frac{V^2}{R_{eq}} ${eq(p)} ${n(p)}$ W).`,
          ]
        : [
            `Con la misma red: $P = \\frac{V^2}{R_{eq}} = \\frac{${n(v)}^2}{${n(r1 + r2)}} ${eq(p)} ${n(p)}$ W, menos que cualquiera de las dos sola.`,
          ]),
    );
    answer =
      one && pOne !== undefined
        ? `**P ${relation(pOne)} ${fmt(pOne, 2)} W en la de ${fmt(one.watts, 4)} W**`
        : `**P ${relation(p)} ${fmt(p, 2)} W**`;
  } else {
    steps.push(`La potencia total es la suma: $P = ${sumTex} = ${n(total)}$ W.`);
    if (asked === 'power') answer = `**P = ${fmt(total, 2)} W**`;
    else if (asked === 'current') {
      const i = total / v;
      steps.push(`De $P = V I$: $I = \\frac{P}{V} = \\frac{${n(total)}}{${n(v)}} ${eq(i)} ${n(i)}$ A.`);
      answer = `**I ${relation(i)} ${fmt(i, i < 1 ? 3 : 2)} A**`;
    } else {
      const hours = reading.hours ?? Number.NaN;
      const kwh = (total / 1000) * hours;
      steps.push(
        `La energía en kWh: $E = P \\cdot t = ${n(total / 1000)}\\ \\text{kW} \\cdot ${n(hours)}\\ \\text{h} ${eq(kwh)} ${n(kwh)}$ kWh.`,
      );
      if (asked === 'energy') answer = `**E ${relation(kwh)} ${fmt(kwh, 2)} kWh**`;
      else {
        const price = reading.price ?? Number.NaN;
        const cost = kwh * price;
        steps.push(`El costo: $${n(kwh)} \\cdot ${n(price)} ${eq(cost)} ${n(cost)}$ pesos.`);
        answer = `**Costo ${relation(cost)} $ ${fmt(cost, 2)}**`;
      }
    }
  }
  if (!steps.every((step) => !/NaN|Infinity/.test(step))) return undefined;
  return {
    certain: true,
    text: workedReply({
      title: 'Aparatos conectados a la red',
      data,
      steps,
      answer,
      closing: '¿Qué pasaría con la corriente total si prendieras un aparato más?',
    }),
  };
}
