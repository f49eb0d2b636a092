/**
 * Calorimetry without a change of phase: the heat that warms or cools a body (Q = m·c·ΔT), the final
 * temperature after a given heat, the specific heat from a measurement, and the equilibrium temperature
 * of two bodies mixed (Σ m·c·ΔT = 0). Water is 1 cal/(g·°C) when the statement names water and gives
 * no specific heat and the answer is in calories; a change of phase only at its own temperature with its
 * latent heat given (Q = m·L), never with a warming before or after it.
 */

import { askedRounding, roundedText } from './asked-rounding.ts';
import { uncertainReply } from './certainty.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import { group } from './groups.ts';
import { solveHeatPhases } from './heat-phases.ts';
import { texRelation as eq, fmt, NUMBER_SOURCE, parseNumber, relation, tex } from './numbers.ts';
import {
  askedClause,
  askedPart,
  inBase,
  massFromVolume,
  ofDimension,
  readStatement,
  type Statement,
  statesUnitVolumeMass,
  typedNumbers,
  unusedNumbers,
} from './physics.ts';
import { workedReply } from './reply.ts';
import { findQuantities, type Quantity, unitBySymbol } from './units.ts';

interface SpecificHeat {
  /** In the statement's own energy per mass unit and degree. */
  value: number;
  energy: 'cal' | 'kcal' | 'J' | 'kJ';
  mass: 'g' | 'kg';
  index: number;
  /** The substance it is of, when the statement names it: «c(hierro) = 450…», «c del agua: 4186…». */
  of?: string;
}

/**
 * «c(hierro) = », «c del agua: », «calor específico del plomo es de », «c hielo = »: the substance a c
 * is of.
 */
const NAMED_C =
  /(?:\bc|\bce|calor especifico)\s*(?:\(\s*|_?\s*(?:(?:del?|de la)\s+)?)(?!(?:del?|la|el|es|vale|igual)\b)([a-z]+)\s*\)?\s*(?:=|:|es de|es|vale|de)?\s*$/;

/** «…; del agua: 1 cal/(g·°C)», «… y el del agua, 1 cal/(g·°C)»: a later c of a list, by its owner. */
const LISTED_C = /(?:[;,]|\by\b)\s*(?:el |la )?(?:del?|de la)\s+([a-z]+)\s*(?::|=|,|es de|es|vale)?\s*$/;

const num = (value: number) => tex(value, 4);

const BY_SYMBOL: Readonly<Record<string, string>> = {
  al: 'aluminio',
  cu: 'cobre',
  fe: 'hierro',
  pb: 'plomo',
  ag: 'plata',
  au: 'oro',
  zn: 'cinc',
};

function readSpecificHeats(s: Statement): SpecificHeat[] {
  const pattern = new RegExp(
    `(${NUMBER_SOURCE})\\s*(kcal|cal|kj|j)\\s*/\\s*\\(?\\s*(kg|g)\\s*[*.x·]?\\s*(?:°\\s*c|k)\\s*\\)?`,
    'g',
  );
  return [...s.folded.matchAll(pattern)].map((match, i) => {
    const energy = group(match, 2);
    const before = s.folded.slice(Math.max(0, match.index - 40), match.index);
    // «Calor específico del aluminio: 0,22 cal/(g·°C); del agua: 1 cal/(g·°C)»: a list names the next one.
    const said = NAMED_C.exec(before)?.[1] ?? (i > 0 ? LISTED_C.exec(before)?.[1] : undefined);
    // «c Al = 0,22 …», «c(Cu) = 0,093 …»: the metal by its symbol, named by its name beside its body.
    const of = said === undefined ? undefined : (BY_SYMBOL[said] ?? said);
    return {
      value: parseNumber(group(match, 1)),
      energy: energy === 'kcal' ? 'kcal' : energy === 'cal' ? 'cal' : energy === 'kj' ? 'kJ' : 'J',
      mass: group(match, 3) === 'kg' ? 'kg' : 'g',
      index: match.index,
      ...(of ? { of } : {}),
    };
  });
}

const temperaturesOf = (s: Statement): Quantity[] =>
  findQuantities(s.folded).filter((q) => q.unit.symbol === '°C' || q.unit.symbol === 'K');

/** Energy in the unit of c (cal, kcal, J, kJ), from a quantity in the table's base (J). */
const ENERGY_IN_J: Record<SpecificHeat['energy'], number> = { cal: 4.186, kcal: 4186, J: 1, kJ: 1000 };

/** A mass in the unit of c. */
const massIn = (q: Quantity, unit: 'g' | 'kg') => inBase(q) * (unit === 'g' ? 1000 : 1);

const WATER_C: SpecificHeat = { value: 1, energy: 'cal', mass: 'g', index: -1 };

/** What the statements name beside water that is no water: a body, another liquid. */
const NOT_WATER =
  /metal|hierro|cobre|aluminio|plomo|bronce|acero|aceite|alcohol|pieza|bloque|esfera|leche|nafta|mercurio|densidad/;

/**
 * «2,5 litros de agua», «80 L de agua»: water given by its volume and no mass at all, 1 kg a litre. Each
 * volume of a statement that names water and nothing else, as the mass it is (its index and end kept).
 */
function waterByVolume(s: Statement): Quantity[] {
  if (ofDimension(s, 'mass').length || !/\bagua\b/.test(s.folded) || NOT_WATER.test(s.folded)) return [];
  return ofDimension(s, 'volume').map((v) => ({
    ...v,
    value: inBase(v),
    unit: unitBySymbol('kg'),
    written: `${v.written} ${v.unit.symbol} de agua, es decir ${fmt(inBase(v), 4)}`,
  }));
}

function reply(
  data: string[],
  steps: string[],
  line: string,
  unused: number[],
  closing: string,
  title = 'Calorimetría',
): SolverReply {
  const certain = unused.length === 0;
  const text = workedReply({ title, data: data.join('; '), steps, answer: `**${line}**`, closing });
  // A datum left out: the method and the question about it, no result (certainty.ts).
  return { certain, text: certain ? text : uncertainReply(text, unused) };
}

const cLine = (c: SpecificHeat) => `${fmt(c.value, 4)} ${c.energy}/(${c.mass}·°C)`;

/**
 * A change of phase at its own temperature with the latent heat given: Q = m·L («fundir 2 kg de hielo a
 * 0 °C, L = 80 cal/g»). A warming before or after the change is not read.
 */
function changeOfPhase(s: Statement, question: string): SolverReply | undefined {
  if (!/fundir|funde|derretir|derrite|vaporizar|evaporar|hervir|solidificar|condensar/.test(s.folded))
    return undefined;
  if (!/calor|energia|cuantas (?:k?cal|calorias)/.test(question)) return undefined;
  const latent = new RegExp(
    `(${NUMBER_SOURCE})\\s*(kcal|cal|kj|j)\\s*/\\s*(kg|g)\\b(?!\\s*[*.x]?\\s*(?:°|k\\b))`,
  ).exec(s.folded);
  // «calor latente de fusión», «calor de fusión 80 cal/g», «Lf = 80 cal/g»: the latent heat, named.
  if (
    !latent ||
    !/latente|calor de (?:fusion|vaporizacion|solidificacion|condensacion)|\bl[fv]\s*=/.test(s.folded)
  )
    return undefined;
  const masses = ofDimension(s, 'mass').filter(
    (q) => q.index < latent.index || q.index > latent.index + latent[0].length,
  );
  const [mass] = masses;
  if (!mass || masses.length !== 1) return undefined;
  // At most the change's own temperature (0 °C for ice, 100 °C for water), said as where it happens.
  const temps = temperaturesOf(s);
  if (temps.length > 1 || temps.some((t) => t.value !== 0 && t.value !== 100)) return undefined;
  if (ofDimension(s, 'energy').length || readSpecificHeats(s).length) return undefined;
  const L = parseNumber(group(latent, 1));
  const energy =
    group(latent, 2) === 'kcal'
      ? 'kcal'
      : group(latent, 2) === 'cal'
        ? 'cal'
        : group(latent, 2) === 'kj'
          ? 'kJ'
          : 'J';
  const per = group(latent, 3) === 'kg' ? 'kg' : 'g';
  const m = massIn(mass, per);
  const Q = m * L;
  const used = [mass.index, latent.index, ...temps.map((t) => t.index)];
  return reply(
    [
      `m = ${mass.written} ${mass.unit.symbol}`,
      `L = ${fmt(L, 4)} ${energy}/${per}`,
      ...temps.map((t) => `a ${fmt(t.value, 4)} °C`),
    ],
    [
      ...(mass.unit.symbol === per ? [] : [`La masa en ${per}: m = ${fmt(m, 4)} ${per}.`]),
      'Durante el cambio de estado la temperatura no cambia: todo el calor se usa en cambiar de estado, $Q = m \\cdot L$.',
      `$Q = ${num(m)} \\cdot ${num(L)} ${eq(Q)} ${num(Q)}$ ${energy}. Comprobá: $\\frac{Q}{m} = ${num(Q / m)}$ ${energy}/${per}, el calor latente.`,
    ],
    `Q ${relation(Q)} ${fmt(Q)} ${energy}`,
    unusedNumbers(s, used),
    '¿Cuánto calor más haría falta para llevar después esa agua hasta 20 °C?',
    'Calor latente: cambio de estado',
  );
}

/**
 * The clause that asks, a closing note of data in parentheses left out even when it holds parentheses
 * of its own: «… hasta 70 °C. (Calor específico del agua: 4186 J/(kg·°C).)».
 */
function questionOf(s: Statement): string {
  let text = s.folded.trim();
  for (;;) {
    const note = /\)\.?\s*(?:redonde[^.()]*\.?)?$/.exec(text);
    if (!note) break;
    let depth = 0;
    let open = -1;
    for (let i = note.index; i >= 0; i--) {
      if (text[i] === ')') depth++;
      else if (text[i] === '(' && --depth === 0) {
        open = i;
        break;
      }
    }
    // A note only after a sentence's end: «(hierro)» inside a sentence stays.
    if (open <= 0 || !/[.?:]\s*$/.test(text.slice(0, open))) break;
    text = text.slice(0, open).trim();
  }
  // «Redondeá a una décima.» after the question is no question either.
  text = text.replace(/\s*redonde[^.?]*\.?$/, '').trim();
  const clause =
    text === s.folded.trim()
      ? askedClause(s)
      : askedClause({ ...s, folded: text, question: askedPart(text) });
  // «… en vapor a 120 °C. c(hielo) = 0,5 cal/(g·°C), Lf = 80 cal/g.»: a closing list of data asks nothing;
  // the sentence that orders or asks does.
  if (!/[¿?]|calcul|halla|determin|cuant|cual|\bque\b|obten|averigu|indica/.test(clause))
    return askedPart(text);
  return clause;
}

/** A reply for a calorimetry problem, or undefined when the statement is not one. */
export function solveCalorimetry(message: string): SolverReply | undefined {
  const own = readCalorimetry(message);
  // A page's one question on water boiled away or ice melted (heat-phases.ts), when these are not sure.
  if (own?.certain) return own;
  return solveHeatPhases(message) ?? own;
}

function readCalorimetry(message: string): SolverReply | undefined {
  // «medio kilo de agua»: half a kilogram, said in words.
  const s = readStatement(message.replace(/\bmedio kilo(?:gramo)?\b/giu, '0,5 kg'));
  if (!/calor|temperatura|calienta|enfria|°c/.test(s.folded)) return undefined;
  const phase = changeOfPhase(s, questionOf(s));
  if (phase) return phase;
  const stages = phaseStages(s, questionOf(s));
  if (stages) return stages;
  const ice = iceToAdd(s, questionOf(s));
  if (ice) return ice;
  if (
    /hielo|vapor|fusion|funde|derrite|ebullicion|hierve|evapora|condensa|solidifica|dilata|latente|gas/.test(
      s.folded,
    )
  )
    return undefined;
  const question = questionOf(s);
  const byVolume = waterByVolume(s);
  // «40 L de agua… 1 L de agua tiene una masa de 1 kg»: the water's mass from its volume, that equivalence no body's.
  const unitWater = statesUnitVolumeMass(s) && /\bagua\b/.test(s.folded) ? massFromVolume(s) : undefined;
  const masses = unitWater
    ? [
        {
          ...unitWater.volume,
          value: unitWater.kg,
          unit: unitBySymbol('kg'),
          written: `${unitWater.volume.written} ${unitWater.volume.unit.symbol} de agua, es decir ${fmt(unitWater.kg, 4)}`,
        },
      ]
    : byVolume.length
      ? byVolume
      : ofDimension(s, 'mass');
  const temps = temperaturesOf(s);
  const heats = readSpecificHeats(s);
  const energies = ofDimension(s, 'energy');
  const water = /\bagua\b/.test(s.folded);
  // «un calorímetro cuyo equivalente en agua es de 20 g … 300 g de agua»: 20 g more of that water.
  const equivalent = waterEquivalent(s, masses);
  if (equivalent) {
    const merged = equivalent.masses;
    const asksT2 =
      /temperatura (?:final|de equilibrio|alcanza|llega|queda|tendra)|a que temperatura|temperatura final/.test(
        question,
      );
    if (merged.length !== 2 || temps.length !== 2) return undefined;
    if (asksT2) return mixing(s, merged, temps, heats, water, equivalent.used);
    if (/calor|energia|cuantas (?:k?cal|calorias)/.test(question) && !/calor especifico/.test(question))
      return mixtureHeat(s, question, merged, temps, heats, water, equivalent.used);
    return undefined;
  }
  const asksT =
    /temperatura (?:final|de equilibrio|alcanza|llega|queda|tendra)|a que temperatura|temperatura final/.test(
      question,
    );
  const asksC = /calor especifico/.test(question);
  const asksQ = !asksT && !asksC && /calor|energia|cuantas (?:k?cal|calorias)/.test(question);
  if (masses.length === 2 && temps.length === 3 && (asksC || asksQ) && water)
    return measuredHeat(s, question, masses, temps, heats, asksC);
  // «…la temperatura de equilibrio si la pieza hubiera sido de 500 g»: the c measured, then the new mixture.
  if (masses.length === 3 && temps.length === 3 && asksT && water) {
    const start = s.folded.lastIndexOf(question);
    const [changed, ...more] = masses.filter((m) => start >= 0 && m.index > start);
    if (changed && !more.length && /\b(?:hubiera|hubiese|fuera|fuese)\b/.test(question))
      return measuredHeat(
        s,
        question,
        masses.filter((m) => m !== changed),
        temps,
        heats,
        false,
        changed,
      );
  }
  if (masses.length === 2 && temps.length === 2 && asksT) return mixing(s, masses, temps, heats, water);
  if (masses.length === 2 && temps.length === 2 && asksQ)
    return mixtureHeat(s, question, masses, temps, heats, water);
  if (masses.length !== 1) return undefined;
  const [mass] = masses;
  if (!mass) return undefined;
  if (heats.length > 1) return undefined;
  const c = heats[0] ?? (water && !asksC ? WATER_C : undefined);
  const used = [mass.index, ...heats.map((h) => h.index), ...(unitWater?.used ?? [])];
  const data = [`m = ${mass.written} ${mass.unit.symbol}`];
  if (c) data.push(c === WATER_C ? `c del agua = ${cLine(c)}` : `c = ${cLine(c)}`);
  const steps: string[] = unitWater ? [unitWater.line] : [];
  // ΔT from two temperatures, or one said as a change ("eleva su temperatura en 30 °C").
  let deltaT: number | undefined;
  let initial: Quantity | undefined;
  if (temps.length === 2) {
    const [t1, t2] = temps as [Quantity, Quantity];
    deltaT = t2.value - t1.value;
    used.push(t1.index, t2.index);
    data.push(`de ${fmt(t1.value, 4)} °C a ${fmt(t2.value, 4)} °C`);
    steps.push(
      `La variación de temperatura: $\\Delta T = ${num(t2.value)} - ${tex(t1.value, 4, true)} = ${num(deltaT)}$ °C.`,
    );
  } else if (temps.length === 1) {
    const [t] = temps as [Quantity];
    const before = s.folded.slice(Math.max(0, t.index - 30), t.index);
    if (
      /\ben $|aumenta\w* $|sube $|eleva\w* $|baja $|disminu\w* $|varia\w* en $|incrementa\w* en $/.test(
        before,
      )
    ) {
      deltaT = /baja|disminu|enfria/.test(before) ? -t.value : t.value;
      data.push(`ΔT = ${fmt(deltaT, 4)} °C`);
    } else initial = t;
    used.push(t.index);
  }
  if (asksQ && c && deltaT !== undefined && energies.length === 0 && !initial) {
    const m = massIn(mass, c.mass);
    if (mass.unit.symbol !== c.mass)
      steps.push(`La masa en ${c.mass}, como pide c: m = ${fmt(m, 4)} ${c.mass}.`);
    const q = m * c.value * deltaT;
    steps.push(
      `$Q = m \\cdot c \\cdot \\Delta T = ${num(m)} \\cdot ${num(c.value)} \\cdot ${tex(deltaT, 4, true)} ${eq(q)} ${num(q)}$ ${c.energy}.`,
    );
    // Checked back: the heat gives back the change of temperature.
    if (Math.abs(q / (m * c.value) - deltaT) > 1e-9 * Math.max(1, Math.abs(deltaT))) return undefined;
    let value = q;
    let unit: string = c.energy;
    if (c.energy === 'cal' && /\ben kcal|kilocalorias/.test(question)) {
      value = q / 1000;
      unit = 'kcal';
      steps.push(`En kcal: ${fmt(q)} cal = ${fmt(value)} kcal.`);
    } else if (/\ben (?:k?j\b|joules?)|kilojoules?/.test(question) !== /^k?J$/.test(c.energy)) {
      // Asked in joules with c in calories, or in calories with c in joules: not converted here. A c
      // the statement gives in J answers in J when the question names no unit.
      const namesUnit =
        /\ben (?:k?j\b|joules?|k?cal\b|k?calorias)|kilojoules?|cuantas (?:k?cal\b|k?calorias)|cuantos (?:k?j\b|k?joules?)/.test(
          question,
        );
      if (namesUnit || c === WATER_C) return undefined;
    }
    if (deltaT < 0) steps.push('El signo negativo dice que el cuerpo cede ese calor (se enfría).');
    // "¿Cuánto calor cede?" asks the heat given off: its size.
    const givenOff = deltaT < 0 && /cede|pierde|libera|entrega/.test(question);
    if (givenOff) value = -value;
    return reply(
      data,
      steps,
      `Q ${relation(value)} ${fmt(value)} ${unit}${givenOff ? ' (cedido)' : ''}`,
      unusedNumbers(s, used),
      '¿Cuánto calor haría falta para la misma variación con el doble de masa?',
    );
  }
  if (asksT && c && initial && energies.length === 1) {
    const [energy] = energies as [Quantity];
    const given = inBase(energy) / ENERGY_IN_J[c.energy];
    const loses = /pierde|cede|extrae|quita|libera|se enfria/.test(s.folded);
    const q = loses ? -given : given;
    used.push(energy.index);
    data.push(
      `Q = ${energy.written} ${energy.unit.symbol}${loses ? ' (cedido)' : ''}`,
      `T₀ = ${fmt(initial.value, 4)} °C`,
    );
    if (energy.unit.symbol !== c.energy && !(energy.unit.symbol === 'J' && c.energy === 'J')) {
      if (
        !(energy.unit.symbol === 'kcal' && c.energy === 'cal') &&
        !(energy.unit.symbol === 'kJ' && c.energy === 'J')
      )
        return undefined;
      steps.push(`En ${c.energy}: Q = ${fmt(given, 4)} ${c.energy}.`);
    }
    const m = massIn(mass, c.mass);
    const dT = q / (m * c.value);
    const final = initial.value + dT;
    steps.push(
      `Despejo de $Q = m \\cdot c \\cdot \\Delta T$: $\\Delta T = \\frac{Q}{m \\cdot c} = \\frac{${tex(q, 4, true)}}{${num(m)} \\cdot ${num(c.value)}} ${eq(dT)} ${tex(dT, 4, true)}$ °C.`,
    );
    steps.push(
      `$T_f = T_0 + \\Delta T = ${num(initial.value)} + ${tex(dT, 4, true)} ${eq(final)} ${num(final)}$ °C.`,
    );
    return reply(
      data,
      steps,
      `T_f ${relation(final)} ${fmt(final)} °C`,
      unusedNumbers(s, used),
      '¿Qué temperatura alcanzaría con el doble de calor?',
    );
  }
  if (
    asksC &&
    deltaT !== undefined &&
    deltaT !== 0 &&
    energies.length === 1 &&
    !initial &&
    heats.length === 0
  ) {
    const [energy] = energies as [Quantity];
    used.push(energy.index);
    const inCal = /cal/.test(energy.unit.symbol);
    const qValue = inCal ? inBase(energy) / 4.186 : inBase(energy);
    const massUnit = inCal ? 'g' : 'kg';
    const m = massIn(mass, massUnit);
    data.push(`Q = ${energy.written} ${energy.unit.symbol}`);
    const value = qValue / (m * deltaT);
    const energyUnit = inCal ? 'cal' : 'J';
    steps.push(
      `Despejo: $c = \\frac{Q}{m \\cdot \\Delta T} = \\frac{${num(qValue)}}{${num(m)} \\cdot ${num(deltaT)}} ${eq(value)} ${num(value)}$ ${energyUnit}/(${massUnit}·°C).`,
    );
    if (value <= 0) return undefined;
    return reply(
      data,
      steps,
      `c ${relation(value)} ${fmt(value)} ${energyUnit}/(${massUnit}·°C)`,
      unusedNumbers(s, used),
      '¿Qué material se calienta más con el mismo calor: uno de c grande o uno de c chico?',
    );
  }
  return undefined;
}

/**
 * «1 kg de cobre (c = 0,093 cal/g°C) a 100 °C en 1 kg de agua a 20 °C»: one body's c given beside it, the
 * other plain water, whose c is 1 in cal/(g·°C) or kcal/(kg·°C) (in joules it is not taken for granted).
 */
function oneBodyWater(
  s: Statement,
  [m1, m2]: [Quantity, Quantity],
  [t1, t2]: [Quantity, Quantity],
  heats: SpecificHeat[],
): [SpecificHeat, SpecificHeat] | undefined {
  const [h] = heats;
  if (!h || heats.length !== 1) return undefined;
  const unitOfOne = (h.energy === 'cal' && h.mass === 'g') || (h.energy === 'kcal' && h.mass === 'kg');
  if (!unitOfOne) return undefined;
  const water: SpecificHeat = { value: 1, energy: h.energy, mass: h.mass, index: -1 };
  const isWater = (from: number, to: number) => /\bagua\b/.test(s.folded.slice(from, to));
  const firstWater = isWater(m1.index, t1.index);
  const secondWater = isWater(m2.index, t2.index);
  // «… 400 g de agua a 20 °C … con c cobre = 0,093 cal/(g·°C)»: a c named by its substance belongs to
  // the body that substance is said beside, wherever the c is written.
  const named = h.of && h.of !== 'agua' ? new RegExp(`\\b${h.of}\\b`) : undefined;
  const ofFirst = named
    ? named.test(s.folded.slice(0, t1.index)) && !named.test(s.folded.slice(t1.end, t2.index))
    : h.index < m2.index;
  const ofSecond = named
    ? named.test(s.folded.slice(t1.end, t2.index)) && !named.test(s.folded.slice(0, t1.index))
    : h.index > m2.index;
  if (ofFirst && secondWater && !firstWater) return [h, water];
  if (ofSecond && firstWater && !secondWater) return [water, h];
  return undefined;
}

/**
 * «Un bloque de hierro de 0,5 kg a 200 °C se sumerge en 1 kg de agua a 20 °C … (c(hierro) = 450 …,
 * c(agua) = 4186 …)»: each c named by its substance, each substance named beside one body (the text up
 * to that body's temperature), each body with its own.
 */
function namedHeats(
  s: Statement,
  [t1, t2]: [Quantity, Quantity],
  heats: SpecificHeat[],
): [SpecificHeat, SpecificHeat] | undefined {
  const [h1, h2] = heats;
  if (!h1?.of || !h2?.of || heats.length !== 2 || h1.of === h2.of) return undefined;
  if (h1.energy !== h2.energy || h1.mass !== h2.mass) return undefined;
  const first = s.folded.slice(0, t1.index);
  const second = s.folded.slice(t1.end, t2.index);
  const names = (h: SpecificHeat) => new RegExp(`\\b${h.of}\\b`);
  const inFirst = (h: SpecificHeat) => names(h).test(first) && !names(h).test(second);
  const inSecond = (h: SpecificHeat) => names(h).test(second) && !names(h).test(first);
  if (inFirst(h1) && inSecond(h2)) return [h1, h2];
  if (inFirst(h2) && inSecond(h1)) return [h2, h1];
  return undefined;
}

interface Mixture {
  m1: Quantity;
  m2: Quantity;
  t1: Quantity;
  t2: Quantity;
  c1: SpecificHeat;
  c2: SpecificHeat;
  /** m·c of each body, in the c's units. */
  a: number;
  b: number;
  te: number;
}

/** Two bodies mixed, each with its own temperature and c: their equilibrium, checked back. */
function mixture(
  s: Statement,
  masses: Quantity[],
  temps: Quantity[],
  heats: SpecificHeat[],
  water: boolean,
): Mixture | undefined {
  const [m1, m2] = masses as [Quantity, Quantity];
  const [t1, t2] = temps as [Quantity, Quantity];
  // Each mass is followed by its temperature: "200 g de agua a 80 °C con 300 g de agua a 20 °C".
  if (!(m1.index < t1.index && t1.index < m2.index && m2.index < t2.index)) return undefined;
  let c1: SpecificHeat;
  let c2: SpecificHeat;
  const named = namedHeats(s, [t1, t2], heats);
  if (named) [c1, c2] = named;
  else if (heats.length === 2) {
    const [h1, h2] = heats as [SpecificHeat, SpecificHeat];
    if (h1.energy !== h2.energy || h1.mass !== h2.mass || h1.index > m2.index || h2.index < m2.index)
      return undefined;
    c1 = h1;
    c2 = h2;
  } else if (heats.length === 0 && water && !NOT_WATER.test(s.folded)) {
    c1 = WATER_C;
    c2 = WATER_C;
  } else {
    const withWater = oneBodyWater(s, [m1, m2], [t1, t2], heats);
    if (!withWater) return undefined;
    [c1, c2] = withWater;
  }
  const a = massIn(m1, c1.mass) * c1.value;
  const b = massIn(m2, c2.mass) * c2.value;
  const te = (a * t1.value + b * t2.value) / (a + b);
  // Checked back: the heat one gives is the heat the other takes, and the result lies between both.
  if (Math.abs(a * (te - t1.value) + b * (te - t2.value)) > 1e-6 * (a + b)) return undefined;
  if (te < Math.min(t1.value, t2.value) || te > Math.max(t1.value, t2.value)) return undefined;
  return { m1, m2, t1, t2, c1, c2, a, b, te };
}

// «el equilibrio se alcanza a 24 °C», «la temperatura final es de 24 °C», «se equilibran en 24 °C».
const EQUILIBRIUM_BEFORE =
  /(?:equilibr\w*|temperatura final|final(?: de la mezcla)?|se estabiliza)[^.;°]{0,30}$|(?:se equilibran|queda|quedan|termina|terminan) (?:en|a)\s*$/;

/**
 * A body heated and dropped into water, the equilibrium measured (the method of mixtures): the heat the
 * water takes, Q = m_a·c_a·(T_e − T_a), is the heat the body gives, so its c = Q / (m·(T − T_e)). The
 * water's c is the one the statement gives, or 1 cal/(g·°C); a calorimeter that takes heat is not read.
 */
function measuredHeat(
  s: Statement,
  question: string,
  masses: Quantity[],
  temps: Quantity[],
  heats: SpecificHeat[],
  asksC: boolean,
  changedBody?: Quantity,
): SolverReply | undefined {
  if (
    /equivalente en agua|(?:calorimetro|recipiente) de (?:aluminio|cobre|laton|hierro|acero|vidrio)/.test(
      s.folded,
    )
  )
    return undefined;
  const waters = masses.filter((m) => /^[\d.,]+\s*\S+\s+de agua\b/.test(s.folded.slice(m.index)));
  const [waterMass] = waters;
  const bodyMass = masses.find((m) => m !== waterMass);
  if (!waterMass || !bodyMass || waters.length !== 1) return undefined;
  const equilibria = temps.filter((t) =>
    EQUILIBRIUM_BEFORE.test(s.folded.slice(Math.max(0, t.index - 40), t.index)),
  );
  const [te] = equilibria;
  if (!te || equilibria.length !== 1) return undefined;
  // Each other temperature is the body's whose mass is named last before it.
  const owner = (t: Quantity) => masses.filter((m) => m.index < t.index).at(-1);
  const others = temps.filter((t) => t !== te);
  const tw = others.find((t) => owner(t) === waterMass);
  const tb = others.find((t) => owner(t) === bodyMass);
  if (!tw || !tb || te.index < Math.max(tw.index, tb.index)) return undefined;
  // The water's c: given (of water or of no one) or 1 cal/(g·°C); a c of the body would answer nothing.
  if (heats.length > 1 || heats.some((h) => h.of !== undefined && h.of !== 'agua')) return undefined;
  const cw = heats[0] ?? WATER_C;
  const mw = massIn(waterMass, cw.mass);
  const mb = massIn(bodyMass, cw.mass);
  const gained = mw * cw.value * (te.value - tw.value);
  const drop = tb.value - te.value;
  // The body hotter than the water, the equilibrium between them.
  if (!(gained > 0 && drop > 0)) return undefined;
  const c = gained / (mb * drop);
  if (Math.abs(gained + mb * c * (te.value - tb.value)) > 1e-9 * gained) return undefined;
  const asksWater = /\bagua\b/.test(question);
  // «¿Cuánto calor ganó el agua?», «el calor que cede la pieza»: the same heat, in the unit of the c.
  const named = /\ben (k?j|joules?|k?cal|calorias|kilocalorias)\b/.exec(question)?.[1];
  const inOwnUnit =
    named === undefined || named === cw.energy.toLowerCase() || (named === 'calorias' && cw.energy === 'cal');
  if (!asksC && !inOwnUnit) return undefined;
  const data = [
    `agua: m = ${waterMass.written} ${waterMass.unit.symbol} a ${fmt(tw.value, 4)} °C, c = ${cLine(cw)}`,
    `cuerpo: m = ${bodyMass.written} ${bodyMass.unit.symbol} a ${fmt(tb.value, 4)} °C`,
    `equilibrio a ${fmt(te.value, 4)} °C`,
  ];
  const steps = [
    ...(waterMass.unit.symbol !== cw.mass || bodyMass.unit.symbol !== cw.mass
      ? [
          `Las masas en ${cw.mass}, como pide c: agua ${fmt(mw, 4)} ${cw.mass}, cuerpo ${fmt(mb, 4)} ${cw.mass}.`,
        ]
      : []),
    `El agua se calienta de ${fmt(tw.value, 4)} °C a ${fmt(te.value, 4)} °C y gana $Q = m_a c_a (T_e - T_a) = ${num(mw)} \\cdot ${num(cw.value)} \\cdot (${num(te.value)} - ${num(tw.value)}) ${eq(gained)} ${num(gained)}$ ${cw.energy}.`,
    `Ese calor lo cede el cuerpo, que se enfría de ${fmt(tb.value, 4)} °C a ${fmt(te.value, 4)} °C: $Q = m\\, c\\, (T - T_e)$.`,
    `Despejo: $c = \\frac{Q}{m (T - T_e)} = \\frac{${num(gained)}}{${num(mb)} \\cdot (${num(tb.value)} - ${num(te.value)})} ${eq(c)} ${num(c)}$ ${cw.energy}/(${cw.mass}·°C).`,
    `Comprobá: $${num(gained)} + ${num(mb)} \\cdot ${tex(c, 4)} \\cdot (${num(te.value)} - ${num(tb.value)}) ${eq(0)} 0$: lo que gana uno lo pierde el otro.`,
  ];
  if (changedBody) {
    // The same metal, another mass, the other conditions as before: Σ m·c·ΔT = 0 again, with the c found.
    const m2 = massIn(changedBody, cw.mass);
    const a = mw * cw.value;
    const b = m2 * c;
    const t2 = (a * tw.value + b * tb.value) / (a + b);
    if (Math.abs(a * (t2 - tw.value) + b * (t2 - tb.value)) > 1e-9 * (a + b)) return undefined;
    steps.push(
      `Con ${changedBody.written} ${changedBody.unit.symbol} del mismo metal y lo demás igual: $m_a c_a (T_e' - T_a) + m' c (T_e' - T) = 0$, así que $T_e' = \\frac{m_a c_a T_a + m' c\\, T}{m_a c_a + m' c} = \\frac{${num(a)} \\cdot ${num(tw.value)} + ${tex(b, 4)} \\cdot ${num(tb.value)}}{${num(a)} + ${tex(b, 4)}} ${eq(t2)} ${num(t2)}$ °C.`,
    );
    const used = [
      waterMass.index,
      bodyMass.index,
      changedBody.index,
      te.index,
      tw.index,
      tb.index,
      ...heats.map((h) => h.index),
    ];
    return reply(
      [...data, `después, m' = ${changedBody.written} ${changedBody.unit.symbol}`],
      steps,
      `T_e' ${relation(t2)} ${fmt(t2)} °C`,
      unusedNumbers(s, used),
      '¿Por qué con más metal la temperatura de equilibrio sube, pero no al doble?',
      'Calorimetría: el calor específico medido y una mezcla nueva',
    );
  }
  const line = asksC
    ? `c ${relation(c)} ${fmt(c, c < 1 ? 4 : 2)} ${cw.energy}/(${cw.mass}·°C)`
    : `Q ${relation(gained)} ${fmt(gained)} ${cw.energy}${asksWater ? ' (lo gana el agua)' : ' (lo cede el cuerpo)'}`;
  const used = [waterMass.index, bodyMass.index, te.index, tw.index, tb.index, ...heats.map((h) => h.index)];
  return reply(
    data,
    steps,
    line,
    unusedNumbers(s, used),
    '¿Por qué conviene usar mucha agua y un cuerpo bien caliente para medir c con precisión?',
    'Calorimetría: el calor específico por el método de las mezclas',
  );
}

/** Two bodies mixed, each with its own temperature: the equilibrium temperature. */
function mixing(
  s: Statement,
  masses: Quantity[],
  temps: Quantity[],
  heats: SpecificHeat[],
  water: boolean,
  alsoUsed: readonly number[] = [],
): SolverReply | undefined {
  const mixed = mixture(s, masses, temps, heats, water);
  if (!mixed) return undefined;
  const { m1, m2, t1, t2, c1, c2, a, b, te } = mixed;
  const same = c1 === WATER_C;
  const data = [
    `m₁ = ${m1.written} ${m1.unit.symbol} a ${fmt(t1.value, 4)} °C`,
    `m₂ = ${m2.written} ${m2.unit.symbol} a ${fmt(t2.value, 4)} °C`,
    same
      ? 'los dos son agua'
      : `c₁ = ${cLine(c1)}${c1.index < 0 ? ' (agua)' : ''}, c₂ = ${cLine(c2)}${c2.index < 0 ? ' (agua)' : ''}`,
  ];
  const steps = [
    'El calor que cede el más caliente lo absorbe el más frío: $m_1 c_1 (T_e - T_1) + m_2 c_2 (T_e - T_2) = 0$.',
    same
      ? `Como los dos son agua, c se cancela: $T_e = \\frac{m_1 T_1 + m_2 T_2}{m_1 + m_2} = \\frac{${num(massIn(m1, 'g'))} \\cdot ${num(t1.value)} + ${num(massIn(m2, 'g'))} \\cdot ${num(t2.value)}}{${num(massIn(m1, 'g'))} + ${num(massIn(m2, 'g'))}} ${eq(te)} ${num(te)}$ °C.`
      : `Despejo: $T_e = \\frac{m_1 c_1 T_1 + m_2 c_2 T_2}{m_1 c_1 + m_2 c_2} = \\frac{${num(a)} \\cdot ${num(t1.value)} + ${num(b)} \\cdot ${num(t2.value)}}{${num(a)} + ${num(b)}} ${eq(te)} ${num(te)}$ °C.`,
  ];
  const used = [m1.index, m2.index, t1.index, t2.index, ...heats.map((h) => h.index), ...alsoUsed];
  const rounding = askedRounding(s.folded);
  return reply(
    data,
    steps,
    `T_e ${relation(te)} ${fmt(te)} °C${rounding && roundedText(te, rounding) !== fmt(te) ? ` ≈ ${roundedText(te, rounding)} °C` : ''}`,
    unusedNumbers(s, used),
    '¿Por qué la temperatura de equilibrio queda más cerca de la del cuerpo de mayor masa?',
    'Mezcla y temperatura de equilibrio',
  );
}

// «1 cal = 4,186 J», «(1 cal equivale a 4,18 J)»: the joules of a calorie the statement gives.
const CALORIE_IN_J = new RegExp(`\\b1\\s*cal(?:oria)?\\s*(?:=|equivale a|son)\\s*(${NUMBER_SOURCE})\\s*j\\b`);

/** The calorie's joules the statement gives, and where its two numbers start. */
function calorieEquivalence(s: Statement): { joules: number; used: number[] } | undefined {
  const match = CALORIE_IN_J.exec(s.folded);
  if (!match) return undefined;
  const end = match.index + match[0].length;
  const used = typedNumbers(s)
    .filter((found) => found.index >= match.index && found.index < end)
    .map((found) => found.index);
  return { joules: parseNumber(group(match, 1)), used };
}

// «un calorímetro cuyo equivalente en agua es de 20 g», «equivalente en agua del calorímetro: 20 g».
const EQUIVALENT_BEFORE = /equivalente en agua(?: del calorimetro)?\s*(?:es\s+)?(?:de|=|:|igual a)?\s*$/;

/**
 * A calorimeter's water equivalent: so many grams of water more, at the water's temperature. The masses
 * with the water's grown by it (the data line says so), and where the equivalent starts; undefined when no
 * mass is said as one, or no single mass of water is there to take it.
 */
function waterEquivalent(
  s: Statement,
  masses: Quantity[],
): { masses: Quantity[]; used: number[] } | undefined {
  const equivalents = masses.filter((m) =>
    EQUIVALENT_BEFORE.test(s.folded.slice(Math.max(0, m.index - 45), m.index)),
  );
  const [eq0] = equivalents;
  if (!eq0 || equivalents.length !== 1) return undefined;
  const rest = masses.filter((m) => m !== eq0);
  const waters = rest.filter((m) => /^\s*(?:de\s+)?agua\b/.test(s.folded.slice(m.end, m.end + 12)));
  const [waterMass] = waters;
  if (!waterMass || waters.length !== 1) return undefined;
  const grown: Quantity = {
    ...waterMass,
    value: waterMass.value + inBase(eq0) / inBase({ ...waterMass, value: 1 }),
    written: `${waterMass.written} ${waterMass.unit.symbol} de agua + ${eq0.written} ${eq0.unit.symbol} (equivalente en agua del calorímetro) = ${fmt(waterMass.value + inBase(eq0) / inBase({ ...waterMass, value: 1 }), 4)}`,
  };
  return { masses: rest.map((m) => (m === waterMass ? grown : m)), used: [eq0.index] };
}

/**
 * «…se mezclan 300 g de agua a 80 °C con 500 g de agua a 20 °C. ¿Qué calor cede el agua caliente?»: the
 * heat one body of the mixture gives or takes on the way to the equilibrium, Q = m·c·(T_e − T). The body
 * is the one the question calls hot or cold, or names by its substance (named beside one body only).
 */
function mixtureHeat(
  s: Statement,
  question: string,
  masses: Quantity[],
  temps: Quantity[],
  heats: SpecificHeat[],
  water: boolean,
  alsoUsed: readonly number[] = [],
): SolverReply | undefined {
  // «el calor que cede el cobre», «el calor cedido por el cobre».
  const gives = /\b(?:cede|pierde|libera|entrega|cedido|perdido|liberado|entregado)\b/.test(question);
  const takes = /\b(?:absorbe|gana|recibe|toma|absorbido|ganado|recibido)\b/.test(question);
  if (gives === takes || !/\bcalor\b|energia/.test(question)) return undefined;
  const mixed = mixture(s, masses, temps, heats, water);
  if (!mixed) return undefined;
  const { m1, m2, t1, t2, c1, c2, a, b, te } = mixed;
  const hotFirst = t1.value > t2.value;
  let first: boolean | undefined;
  if (/\bcaliente\b/.test(question) && !/\bfri[oa]\b/.test(question)) first = hotFirst;
  else if (/\bfri[oa]\b/.test(question) && !/\bcaliente\b/.test(question)) first = !hotFirst;
  else {
    const segments = [s.folded.slice(0, t1.index), s.folded.slice(t1.end, t2.index)];
    const named = [
      c1.of,
      c2.of,
      ...[...question.matchAll(/\b(?:el|la|del|de la) ([a-z]+)\b/g)].map((m) => m[1]),
    ];
    const inOne = named.filter(
      (name): name is string =>
        !!name &&
        !['agua', 'mezcla', 'calor', 'equilibrio', 'cuerpo'].includes(name) &&
        new RegExp(`\\b${name}\\b`).test(question) &&
        segments.filter((seg) => new RegExp(`\\b${name}\\b`).test(seg)).length === 1,
    );
    const [name] = inOne;
    if (!name || new Set(inOne).size !== 1) return undefined;
    first = new RegExp(`\\b${name}\\b`).test(segments[0] ?? '');
  }
  if (first === undefined) return undefined;
  const [m, t, c, mc] = first ? [m1, t1, c1, a] : [m2, t2, c2, b];
  // The body asked gives heat when it is the hotter, takes it when it is the colder.
  if (gives !== t.value > te) return undefined;
  const q = mc * (te - t.value);
  // Checked back: the heat one gives is the heat the other takes.
  if (Math.abs(a * (te - t1.value) + b * (te - t2.value)) > 1e-6 * (a + b)) return undefined;
  const size = Math.abs(q);
  const converted = m.unit.symbol !== c.mass;
  // «en joules (1 cal = 4,186 J)»: a heat in calories asked in joules, with the equivalence given or 4,186.
  const inJoules = /\ben (?:joules?|j)\b/.test(question) && (c.energy === 'cal' || c.energy === 'kcal');
  if (/\ben (?:joules?|j|kj|kilojoules?|kcal|kilocalorias)\b/.test(question) && !inJoules) return undefined;
  const given = inJoules ? calorieEquivalence(s) : undefined;
  const perCal = given?.joules ?? ENERGY_IN_J.cal;
  const joules = size * (c.energy === 'kcal' ? 1000 : 1) * perCal;
  return reply(
    [
      `m₁ = ${m1.written} ${m1.unit.symbol} a ${fmt(t1.value, 4)} °C`,
      `m₂ = ${m2.written} ${m2.unit.symbol} a ${fmt(t2.value, 4)} °C`,
      c1 === WATER_C && c2 === WATER_C ? 'los dos son agua' : `c₁ = ${cLine(c1)}, c₂ = ${cLine(c2)}`,
    ],
    [
      `La temperatura de equilibrio: $T_e = \\frac{m_1 c_1 T_1 + m_2 c_2 T_2}{m_1 c_1 + m_2 c_2} ${eq(te)} ${num(te)}$ °C.`,
      `El cuerpo que preguntan va de ${fmt(t.value, 4)} °C a ${fmt(te, 4)} °C: $Q = m \\cdot c \\cdot \\Delta T = ${num(massIn(m, c.mass))} \\cdot ${num(c.value)} \\cdot (${num(te)} - ${num(t.value)}) ${eq(q)} ${tex(q, 4, true)}$ ${c.energy}${converted ? `, con la masa en ${c.mass}` : ''}.`,
      `${gives ? 'Cede' : 'Absorbe'} ese calor; el otro cuerpo ${gives ? 'absorbe' : 'cede'} el mismo: $${num(first ? b : a)} \\cdot (${num(te)} - ${num((first ? t2 : t1).value)}) ${eq(-q)} ${tex(-q, 4, true)}$ ${c.energy}.`,
      ...(inJoules
        ? [
            `En joules, con 1 cal = ${fmt(perCal, 4)} J${given ? ', como da el enunciado' : ''}: $${num(size)} ${c.energy === 'kcal' ? '\\cdot 1000 ' : ''}\\cdot ${num(perCal)} ${eq(joules)} ${num(joules)}$ J.`,
          ]
        : []),
    ],
    inJoules
      ? `Q ${relation(joules)} ${fmt(joules)} J (${gives ? 'cedido' : 'absorbido'})`
      : `Q ${relation(size)} ${fmt(size)} ${c.energy} (${gives ? 'cedido' : 'absorbido'})`,
    unusedNumbers(s, [
      m1.index,
      m2.index,
      t1.index,
      t2.index,
      ...heats.map((h) => h.index),
      ...alsoUsed,
      ...(given?.used ?? []),
    ]),
    '¿Por qué el calor que cede uno es igual al que absorbe el otro?',
    'Mezcla: el calor que intercambia cada cuerpo',
  );
}

/** A latent heat the statement gives: «calor latente de fusión = 334.000 J/kg», «Lv = 540 cal/g». */
interface LatentHeat {
  value: number;
  energy: SpecificHeat['energy'];
  mass: SpecificHeat['mass'];
  change: 'fusion' | 'vaporization';
  index: number;
}

function readLatentHeats(s: Statement): LatentHeat[] | undefined {
  const pattern = new RegExp(
    `(${NUMBER_SOURCE})\\s*(kcal|cal|kj|j)\\s*/\\s*(kg|g)\\b(?!\\s*[*.x]?\\s*(?:°|k\\b|\\^))`,
    'g',
  );
  const found: LatentHeat[] = [];
  for (const match of s.folded.matchAll(pattern)) {
    const before = s.folded.slice(Math.max(0, match.index - 50), match.index);
    const said =
      /(fusion|solidificacion|\bl_?f\b|vaporizacion|ebullicion|condensacion|\bl_?v\b)[^.;,]*$/.exec(before);
    if (!said) return undefined;
    const energy = group(match, 2);
    found.push({
      value: parseNumber(group(match, 1)),
      energy: energy === 'kcal' ? 'kcal' : energy === 'cal' ? 'cal' : energy === 'kj' ? 'kJ' : 'J',
      mass: group(match, 3) === 'kg' ? 'kg' : 'g',
      change: /fusion|solidificacion|l_?f/.test(group(said, 1)) ? 'fusion' : 'vaporization',
      index: match.index,
    });
  }
  return found;
}

type Phase = 'hielo' | 'agua' | 'vapor';
const PHASES: readonly Phase[] = ['hielo', 'agua', 'vapor'];

/** The state named last before a temperature, within its part of the statement. */
function phaseAt(segment: string): Phase | undefined {
  // «vapor de agua a 100 °C» names steam: the water after «vapor de» is what the steam is of.
  const found = [...segment.replace(/\bvapor de agua\b/g, 'vapor').matchAll(/\b(hielo|agua|vapor)\b/g)];
  const last = found[found.length - 1]?.[1];
  return PHASES.find((phase) => phase === last);
}

/** Energy per mass in J/kg, from a value in the statement's units (cal/g is 4186 J/kg). */
const perKg = (value: number, energy: SpecificHeat['energy'], mass: SpecificHeat['mass']) =>
  (value * ENERGY_IN_J[energy]) / (mass === 'g' ? 0.001 : 1);

const SUBSCRIPTS = ['₀', '₁', '₂', '₃', '₄', '₅'];

interface StageLike {
  kind: 'warm' | 'latent';
  phase?: Phase;
  change?: 'fusion' | 'vaporization';
}

/**
 * Which stage of a warming with changes of state the question asks: «llevar el hielo hasta 0 °C»,
 * «fundirlo», «calentar el agua hasta 100 °C», «vaporizarla»; 'total' when it names none (or the whole
 * process); undefined when it names a stage the process does not have, or a stage and the total.
 */
function stageAsked(question: string, stages: readonly StageLike[]): number | 'total' | undefined {
  // «calor latente de fusión = …», «Lv = …»: the name of a datum asks no stage.
  const asked = question
    .replace(/\b(?:calor(?:es)? latentes? de|l(?:atente)? de) (?:fusion|vaporizacion)\b/g, ' ')
    .replace(/\bdatos?\s*:.*$/, ' ');
  const named = [
    {
      match: /\b(?:llevar|calentar|elevar)\w* (?:el |al )?hielo\b|\bhielo hasta 0\b/,
      kind: 'warm',
      phase: 'hielo',
    },
    {
      match: /\b(?:fundir|fundirlo|fundirla|derretir)\w*|\bse funda\b|\bfusion\b/,
      kind: 'latent',
      change: 'fusion',
    },
    {
      match: /\b(?:llevar|calentar|elevar)\w* (?:el |al )?agua\b|\bagua (?:liquida )?hasta 100\b/,
      kind: 'warm',
      phase: 'agua',
    },
    { match: /\b(?:vaporizar|evaporar|hervir)\w*|\bvaporizacion\b/, kind: 'latent', change: 'vaporization' },
  ].filter((candidate) => candidate.match.test(asked));
  const total = /\btotal\b|todo el proceso|el proceso completo/.test(asked);
  if (named.length === 0) return 'total';
  if (named.length > 1 || total) return undefined;
  const [wanted] = named;
  const index = stages.findIndex(
    (stage) =>
      stage.kind === wanted?.kind &&
      (wanted.kind === 'warm' ? stage.phase === wanted.phase : stage.change === wanted.change),
  );
  return index >= 0 ? index : undefined;
}

/**
 * Warming with changes of state: «200 g de hielo a −10 °C en agua líquida a 20 °C», «0,5 kg de agua a
 * 20 °C hasta vapor a 100 °C». Each stage with its own datum (c of ice, water or steam; the latent heat
 * of fusion or vaporization), all in joules or all in calories.
 */
function phaseStages(s: Statement, question: string): SolverReply | undefined {
  if (!/hielo|vapor/.test(s.folded) || !/calor|energia/.test(question)) return undefined;
  if (/temperatura final|de equilibrio|masa de hielo|cuanto hielo|se mezcla|mezcl/.test(s.folded))
    return undefined;
  const masses = ofDimension(s, 'mass');
  // «a) ¿Cuánto calor hace falta para llevar el hielo hasta 0 °C?»: a temperature in the question names
  // the end of the stage it asks, not a state of the process.
  const asking = s.folded.lastIndexOf(question);
  const questionAt = asking > 0 ? asking : s.folded.length;
  const before = temperaturesOf(s).filter((t) => t.index < questionAt);
  const after = temperaturesOf(s).filter((t) => t.index >= questionAt);
  // «500 g de hielo a −20 °C. Calcule el calor necesario para convertirlo en agua a 40 °C»: the question
  // tells where the process ends, with the state it ends in; it asks the whole heat.
  const [endTold] = after;
  const toldInQuestion =
    before.length === 1 &&
    after.length === 1 &&
    endTold !== undefined &&
    phaseAt(s.folded.slice(questionAt, endTold.index)) !== undefined;
  const temps = toldInQuestion && endTold ? [...before, endTold] : before;
  const askedTemps = toldInQuestion ? [] : after;
  const [mass] = masses;
  if (!mass || masses.length !== 1 || temps.length !== 2 || ofDimension(s, 'energy').length) return undefined;
  const [t1, t2] = temps as [Quantity, Quantity];
  if (t1.unit.symbol !== '°C' || t2.unit.symbol !== '°C') return undefined;
  const p1 = phaseAt(s.folded.slice(0, t1.index));
  const p2 = phaseAt(s.folded.slice(t1.end, t2.index));
  if (!p1 || !p2) return undefined;
  const [i1, i2] = [PHASES.indexOf(p1), PHASES.indexOf(p2)];
  // Heating only, each state within its range of temperatures.
  const inRange = (p: Phase, t: number) =>
    p === 'hielo' ? t <= 0 : p === 'agua' ? t >= 0 && t <= 100 : t >= 100;
  if (i2 < i1 || t2.value < t1.value || !inRange(p1, t1.value) || !inRange(p2, t2.value)) return undefined;
  if (i1 === i2) return undefined;
  const heats = readSpecificHeats(s);
  const latents = readLatentHeats(s);
  if (!latents) return undefined;
  // The stages, each with what it needs.
  interface Stage {
    kind: 'warm' | 'latent';
    phase?: Phase;
    from?: number;
    to?: number;
    change?: LatentHeat['change'];
  }
  const stages: Stage[] = [];
  if (p1 === 'hielo' && t1.value < 0) stages.push({ kind: 'warm', phase: 'hielo', from: t1.value, to: 0 });
  if (i1 === 0) stages.push({ kind: 'latent', change: 'fusion' });
  const waterFrom = i1 === 0 ? 0 : t1.value;
  const waterTo = i2 === 1 ? t2.value : 100;
  if (waterTo > waterFrom) stages.push({ kind: 'warm', phase: 'agua', from: waterFrom, to: waterTo });
  if (i2 === 2) stages.push({ kind: 'latent', change: 'vaporization' });
  if (p2 === 'vapor' && t2.value > 100)
    stages.push({ kind: 'warm', phase: 'vapor', from: 100, to: t2.value });
  const warmed = stages.filter((stage) => stage.kind === 'warm');
  // A stage is asked only by a question of its own after the process («a) ¿… para fundirlo?»); a
  // question that tells the process itself asks its whole heat.
  const apart = !toldInQuestion && asking > 0 && masses.every((m) => m.index < questionAt);
  const askedStage = apart ? stageAsked(question, stages) : 'total';
  if (askedStage === undefined) return undefined;
  // A temperature the question names is where the stage it asks ends, or the whole process's end
  // («¿Cuánto calor hace falta en total, hasta obtener agua a 40 °C?»).
  const stageEnd = askedStage === 'total' ? t2.value : stages[askedStage]?.to;
  if (askedTemps.some((t) => t.value !== stageEnd)) return undefined;
  // Each c by its substance's name, or the one c when one stage warms.
  const cOf = (phase: Phase): SpecificHeat | undefined => {
    const named = heats.filter((h) => h.of === phase);
    if (named.length === 1) return named[0];
    if (heats.length === 1 && warmed.length === 1 && !heats[0]?.of) return heats[0];
    return undefined;
  };
  // All in calories and grams, or all in joules and kilograms: c's and L's of both kinds are not mixed here.
  const families = new Set([...heats, ...latents].map((d) => (d.energy.endsWith('cal') ? 'cal' : 'J')));
  if (families.size !== 1) return undefined;
  const inCal = families.has('cal');
  const E = inCal ? 'cal' : 'J';
  const M = inCal ? 'g' : 'kg';
  /** A c or an L in the base: cal/g or J/kg. */
  const perBase = (value: number, energy: SpecificHeat['energy'], per: SpecificHeat['mass']) =>
    (value * ENERGY_IN_J[energy]) / ENERGY_IN_J[E] / (per === M ? 1 : per === 'g' ? 0.001 : 1000);
  const used: number[] = [mass.index, t1.index, t1.index + 1, t2.index, t2.index + 1];
  const steps: string[] = [];
  const data = [
    `m = ${mass.written} ${mass.unit.symbol}`,
    `de ${p1} a ${fmt(t1.value, 4)} °C a ${p2 === 'agua' ? 'agua líquida' : p2} a ${fmt(t2.value, 4)} °C`,
  ];
  const kg = massIn(mass, M);
  let total = 0;
  const stageHeats: number[] = [];
  for (const stage of stages) {
    if (stage.kind === 'warm') {
      const c = stage.phase && cOf(stage.phase);
      if (!c || stage.from === undefined || stage.to === undefined) return undefined;
      used.push(c.index);
      const cJ = perBase(c.value, c.energy, c.mass);
      const q = kg * cJ * (stage.to - stage.from);
      total += q;
      stageHeats.push(q);
      data.push(`c(${stage.phase}) = ${cLine(c)}`);
      steps.push(
        `Calentar el ${stage.phase === 'agua' ? 'agua líquida' : stage.phase} de ${fmt(stage.from, 4)} °C a ${fmt(stage.to, 4)} °C: $Q = m \\cdot c \\cdot \\Delta T = ${num(kg)} \\cdot ${num(cJ)} \\cdot ${num(stage.to - stage.from)} ${eq(q)} ${num(q)}$ ${E}.`,
      );
    } else {
      const found = latents.filter((l) => l.change === stage.change);
      const [l] = found;
      if (!l || found.length !== 1) return undefined;
      used.push(l.index);
      const lJ = perBase(l.value, l.energy, l.mass);
      const q = kg * lJ;
      total += q;
      stageHeats.push(q);
      data.push(
        `L de ${stage.change === 'fusion' ? 'fusión' : 'vaporización'} = ${fmt(l.value, 4)} ${l.energy}/${l.mass}`,
      );
      steps.push(
        `${stage.change === 'fusion' ? 'Fundir el hielo a 0 °C' : 'Vaporizar el agua a 100 °C'} (la temperatura no cambia): $Q = m \\cdot L = ${num(kg)} \\cdot ${num(lJ)} ${eq(q)} ${num(q)}$ ${E}.`,
      );
    }
  }
  // A latent heat given that no stage uses, or c's and L's in calories and joules mixed: not read.
  if (latents.length !== stages.filter((st) => st.kind === 'latent').length) return undefined;
  if (mass.unit.symbol !== M) steps.unshift(`La masa en ${M}: m = ${fmt(kg, 6)} ${M}.`);
  steps.push(`Sumá las etapas: $Q = ${num(total)}$ ${E}.`);
  if (askedStage !== 'total') {
    // One stage asked: its heat, the others shown so that every datum is read.
    const heat = stageHeats[askedStage];
    if (heat === undefined) return undefined;
    steps.push(
      `La pregunta pide solo la etapa ${askedStage + 1}: $Q_${askedStage + 1} ${eq(heat)} ${num(heat)}$ ${E}.`,
    );
    return reply(
      data,
      steps,
      `Q${SUBSCRIPTS[askedStage + 1] ?? ''} ${relation(heat)} ${fmt(heat)} ${E}`,
      unusedNumbers(s, [...used, ...askedTemps.flatMap((t) => [t.index, t.index + 1])]),
      '¿Qué etapa se lleva la mayor parte del calor, y por qué?',
      'Calor con cambios de estado',
    );
  }
  const rounding = askedRounding(s.folded);
  let line = `Q ${relation(total)} ${fmt(total)} ${E}`;
  if (rounding) {
    // «Redondeá a una décima» of a result of thousands of joules: in kJ, as the statement thinks of it.
    if ('decimals' in rounding && total >= 1e4)
      line += ` = ${fmt(total / 1000, 4)} k${E} ≈ ${roundedText(total / 1000, rounding)} k${E}`;
    else line += ` ≈ ${roundedText(total, rounding)} ${E}`;
  }
  return reply(
    data,
    steps,
    line,
    unusedNumbers(s, [...used, ...askedTemps.flatMap((t) => [t.index, t.index + 1])]),
    '¿Qué etapa se lleva la mayor parte del calor, y por qué?',
    'Calor con cambios de estado',
  );
}

/**
 * «¿Qué masa de hielo a 0 °C hay que agregar a 1 kg de agua a 40 °C para que todo quede como agua
 * líquida a 0 °C?»: the heat the water gives cooling to the final temperature melts the ice and warms
 * its water to it, m_h·(L_f + c·T_f) = M·c·(T − T_f).
 */
function iceToAdd(s: Statement, question: string): SolverReply | undefined {
  if (!/(?:masa|cantidad|cuant[oa]s? (?:gramos|kilos|kg|g)) de hielo|cuanto hielo/.test(question))
    return undefined;
  const masses = ofDimension(s, 'mass');
  const temps = temperaturesOf(s);
  const [water] = masses;
  if (!water || masses.length !== 1 || temps.length !== 3 || ofDimension(s, 'energy').length)
    return undefined;
  const segments = temps.map((t, k) => s.folded.slice(k === 0 ? 0 : (temps[k - 1]?.end ?? 0), t.index));
  const iceAt = temps.findIndex((_, k) => /hielo/.test(segments[k] ?? '') && !/agua/.test(segments[k] ?? ''));
  const waterAt = temps.findIndex(
    (_, k) =>
      /\bagua\b/.test(segments[k] ?? '') &&
      (segments[k] ?? '').includes(water.written.split(' ')[0] ?? '#') &&
      !/final|quede|termin|equilibrio/.test(segments[k] ?? ''),
  );
  const finalAt = temps.findIndex((_, k) => /final|quede|termin|equilibrio/.test(segments[k] ?? ''));
  if (iceAt < 0 || waterAt < 0 || finalAt < 0 || new Set([iceAt, waterAt, finalAt]).size !== 3)
    return undefined;
  const [tIce, tWater, tFinal] = [temps[iceAt], temps[waterAt], temps[finalAt]] as [
    Quantity,
    Quantity,
    Quantity,
  ];
  // Ice at its melting point, the water warmer than the end, all of it liquid at the end.
  if (tIce.value !== 0 || tFinal.value < 0 || tWater.value <= tFinal.value) return undefined;
  if (!(water.index > tIce.end && water.index < tWater.index)) return undefined;
  const heats = readSpecificHeats(s);
  const latents = readLatentHeats(s);
  const [c] = heats;
  const [l] = latents ?? [];
  if (
    !c ||
    heats.length !== 1 ||
    (c.of && c.of !== 'agua') ||
    !l ||
    latents?.length !== 1 ||
    l.change !== 'fusion'
  )
    return undefined;
  if (c.energy.endsWith('cal') !== l.energy.endsWith('cal')) return undefined;
  const cJ = perKg(c.value, c.energy, c.mass);
  const lJ = perKg(l.value, l.energy, l.mass);
  const M = inBase(water);
  const given = M * cJ * (tWater.value - tFinal.value);
  const perKgIce = lJ + cJ * tFinal.value;
  const ice = given / perKgIce;
  // Checked back: the heat the water gives is the heat the ice takes.
  if (Math.abs(ice * perKgIce - given) > 1e-9 * given) return undefined;
  const steps = [
    `El agua se enfría de ${fmt(tWater.value, 4)} °C a ${fmt(tFinal.value, 4)} °C y cede $Q = M \\cdot c \\cdot \\Delta T = ${num(M)} \\cdot ${num(cJ)} \\cdot ${num(tWater.value - tFinal.value)} ${eq(given)} ${num(given)}$ J.`,
    tFinal.value > 0
      ? `Cada kg de hielo a 0 °C absorbe $L_f + c \\cdot T_f = ${num(lJ)} + ${num(cJ)} \\cdot ${num(tFinal.value)} = ${num(perKgIce)}$ J (se funde y después se calienta).`
      : `Cada kg de hielo a 0 °C absorbe $L_f = ${num(lJ)}$ J al fundirse, y queda a 0 °C.`,
    `$m_{hielo} = \\frac{${num(given)}}{${num(perKgIce)}} ${eq(ice)} ${num(ice)}$ kg.`,
  ];
  // «¿Cuántos gramos de hielo…?», or the water given in g: the mass of ice in grams.
  const grams = /gramos|\bg\b/.test(question) || (!/kilo|\bkg\b/.test(question) && water.unit.symbol === 'g');
  const [shown, unit] = grams ? [ice * 1000, 'g'] : [ice, 'kg'];
  const rounding = askedRounding(s.folded);
  const line = `m ${relation(shown)} ${fmt(shown, 4)} ${unit}${rounding ? ` ≈ ${roundedText(shown, rounding)} ${unit}` : ''}`;
  if (grams) steps.push(`En gramos: $${num(ice)}$ kg $${eq(shown)} ${num(shown)}$ g.`);
  return reply(
    [
      `M = ${water.written} ${water.unit.symbol} de agua a ${fmt(tWater.value, 4)} °C`,
      `hielo a ${fmt(tIce.value, 4)} °C`,
      `final: agua a ${fmt(tFinal.value, 4)} °C`,
      `c = ${cLine(c)}`,
      `L_f = ${fmt(l.value, 4)} ${l.energy}/${l.mass}`,
    ],
    steps,
    line,
    unusedNumbers(s, [water.index, tIce.index, tWater.index, tFinal.index, c.index, l.index]),
    '¿Qué pasaría si agregaras más hielo que eso?',
    'Hielo que se funde',
  );
}

export const calorimetrySolver = declareSolver({
  name: 'solve_calorimetry',
  offer: 'calorimetría: calor, calor específico y temperatura de equilibrio',
  summary:
    'Calorimetry without a change of phase: the heat Q = m·c·ΔT that warms or cools a body (in cal, kcal or J as c is given; water 1 cal/(g·°C) when not given), the final temperature after a given heat, the specific heat from Q, m and ΔT, and the equilibrium temperature of two bodies mixed. Ice, steam and melting are not read.',
  examples: [
    '¿Qué cantidad de calor hay que entregarle a 500 g de agua para elevar su temperatura de 20 °C a 60 °C?',
    'Se mezclan 200 g de agua a 80 °C con 300 g de agua a 20 °C. ¿Cuál es la temperatura de equilibrio?',
    'Un bloque de 400 g de aluminio (c = 0,22 cal/(g·°C)) se calienta de 15 °C a 65 °C. ¿Cuánto calor absorbe?',
  ],
  parameters: { problem: 'the calorimetry problem as written' },
  solve: solveCalorimetry,
});
