/**
 * Modern physics as the course teaches it (the física moderna unit): a photon's energy, frequency and
 * wavelength (E = h·f = h·c/λ, joules and electronvolts), the photoelectric effect (Ec = h·f − W, the
 * threshold), mass and energy (E = m·c²), radioactive decay by half-lives (N = N₀ / 2^(t/T)), time
 * dilation (Δt = γ·Δt₀) and the hydrogen atom's levels (Eₙ = −13,6 eV / n²). The statement's own values of
 * h, c and the electronvolt win over the kernel's. It answers only when every number of the statement
 * is read as one of its data and the question names one unknown; otherwise another reading, or none.
 */
import { at } from '../../../../shared/lib/must.ts';
import { ELECTRONVOLT, LIGHT_SPEED, PLANCK } from '../../science/constants.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import { group } from './groups.ts';
import { solveDecayFromMasses } from './modern-decay.ts';
import { fmt, NUMBER_SOURCE, parseNumber, texOperand as plainTexOperand, tex } from './numbers.ts';
import { askedClause, readStatement, type Statement, typedNumbers, unusedNumbers } from './physics.ts';
import { workedReply } from './reply.ts';

type Dimension = 'energy' | 'frequency' | 'length' | 'mass' | 'time' | 'power' | 'activity' | 'percent';

interface Datum {
  dimension: Dimension;
  /** In SI (J, Hz, m, kg, s, W, Bq) or in per cent. */
  value: number;
  /** As typed, with its unit: «2,3 eV». */
  written: string;
  /** The number in its own unit, and that unit as written back: 5 and «días». */
  own: number;
  unit: string;
  index: number;
  end: number;
}

const FACTORS: Readonly<Record<Dimension, Readonly<Record<string, number>>>> = {
  energy: { j: 1, kj: 1e3, ev: ELECTRONVOLT, kev: 1e3 * ELECTRONVOLT, mev: 1e6 * ELECTRONVOLT },
  frequency: { hz: 1, khz: 1e3, mhz: 1e6, ghz: 1e9, thz: 1e12 },
  length: { nm: 1e-9, μm: 1e-6, um: 1e-6, mm: 1e-3, cm: 1e-2, m: 1, km: 1e3 },
  mass: { mg: 1e-6, g: 1e-3, kg: 1 },
  time: {
    ns: 1e-9,
    μs: 1e-6,
    us: 1e-6,
    ms: 1e-3,
    s: 1,
    segundo: 1,
    segundos: 1,
    min: 60,
    minuto: 60,
    minutos: 60,
    h: 3600,
    hora: 3600,
    horas: 3600,
    dia: 86_400,
    dias: 86_400,
    ano: 3.156e7,
    anos: 3.156e7,
  },
  power: { w: 1, kw: 1e3, mw: 1e-3 },
  activity: { bq: 1 },
  percent: { '%': 1 },
};

/** How each unit is written back to the student. */
const SYMBOLS: Readonly<Record<string, string>> = {
  j: 'J',
  kj: 'kJ',
  ev: 'eV',
  kev: 'keV',
  mev: 'MeV',
  hz: 'Hz',
  khz: 'kHz',
  mhz: 'MHz',
  ghz: 'GHz',
  thz: 'THz',
  w: 'W',
  kw: 'kW',
  bq: 'Bq',
  dia: 'día',
  dias: 'días',
  ano: 'año',
  anos: 'años',
};

const SUPERSCRIPTS = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const superscript = (n: number) =>
  String(n)
    .replace(/-/g, '⁻')
    .replace(/\d/g, (d) => SUPERSCRIPTS.charAt(Number(d)));

/** A value this far from 1 reads in scientific notation: 6 · 10¹⁴ Hz, 3,31 · 10⁻¹⁹ J. */
function scientific(value: number): { mantissa: number; exponent: number; exact: boolean } | undefined {
  const magnitude = Math.abs(value);
  if (magnitude === 0 || (magnitude >= 1e-3 && magnitude < 1e5)) return undefined;
  let exponent = Math.floor(Math.log10(magnitude));
  let mantissa = Math.round((value / 10 ** exponent) * 100) / 100;
  if (Math.abs(mantissa) >= 10) {
    mantissa /= 10;
    exponent++;
  }
  return { mantissa, exponent, exact: Math.abs(mantissa * 10 ** exponent - value) <= 1e-9 * magnitude };
}

/** Decimals for three significant digits, at least two: 4,78; 0,208. */
const decimalsFor = (value: number) => Math.max(2, 2 - Math.floor(Math.log10(Math.abs(value) || 1)));

/** «= 1,2», «≈ 0,208», «≈ 6 · 10¹⁴»: a result after its name, in decimals (a physics result is no fraction). */
function fmtEquals(value: number): string {
  const parts = scientific(value);
  if (!parts) {
    const decimals = decimalsFor(value);
    const shown = fmt(value, decimals);
    return `${Math.abs(Number(shown.replace(/\./g, '').replace(',', '.')) - value) < 1e-9 ? '=' : '≈'} ${shown}`;
  }
  return `${parts.exact ? '=' : '≈'} ${fmt(parts.mantissa)} · 10${superscript(parts.exponent)}`;
}

/** The same in LaTeX. */
function texEquals(value: number): string {
  const parts = scientific(value);
  if (!parts)
    return fmtEquals(value)
      .replace('≈', '\\approx')
      .replace(/(\d),(\d)/g, '$1{,}$2');
  return `${parts.exact ? '=' : '\\approx'} ${tex(parts.mantissa, 2)} \\cdot 10^{${parts.exponent}}`;
}

/** A value to compute with, in LaTeX: 6{,}63 \cdot 10^{-34}. */
function texOperand(value: number): string {
  const parts = scientific(value);
  return parts ? `${tex(parts.mantissa, 2)} \\cdot 10^{${parts.exponent}}` : plainTexOperand(value);
}

/** «3,98 · 10⁻¹⁹ J» from the folded «3,98 * 10^-19 j». */
function writtenOf(number: string, exponent: string | undefined, unit: string): string {
  const power = exponent === undefined ? '' : ` · 10${superscript(Number(exponent))}`;
  const symbol = SYMBOLS[unit] ?? unit;
  return `${number}${power}${symbol === '%' ? ' %' : ` ${symbol}`}`;
}

const UNIT_OF = new Map<string, Dimension>(
  Object.entries(FACTORS).flatMap(([dimension, units]) =>
    Object.keys(units).map((unit) => [unit, dimension as Dimension] as const),
  ),
);

/** A number, with the power of ten the folded text writes «3,98 * 10^-19». */
const VALUE = `(${NUMBER_SOURCE})(?:\\s*[*x×]\\s*10\\s*\\^\\s*\\(?([-+]?\\d+)\\)?)?`;
const UNITS = [...UNIT_OF.keys()].sort((a, b) => b.length - a.length).join('|');
const QUANTITY = new RegExp(`(?<![\\p{L}\\d,.^])${VALUE}\\s*(${UNITS})(?![\\p{L}\\d/])`, 'gu');

const numberAt = (match: RegExpMatchArray, at: number) =>
  parseNumber(group(match, at)) * 10 ** Number(match[at + 1] ?? 0);

/** Every quantity with a unit this reading knows, in the order typed. */
function quantities(folded: string): Datum[] {
  return [...folded.matchAll(QUANTITY)].flatMap((match) => {
    const unit = group(match, 3);
    const dimension = UNIT_OF.get(unit);
    if (!dimension) return [];
    const factor = FACTORS[dimension][unit] ?? 1;
    return [
      {
        dimension,
        value: numberAt(match, 1) * factor,
        written: writtenOf(group(match, 1), match[2], unit),
        own: numberAt(match, 1),
        unit: SYMBOLS[unit] ?? unit,
        index: match.index ?? 0,
        end: (match.index ?? 0) + match[0].length,
      },
    ];
  });
}

interface Constants {
  h: number;
  c: number;
  eV: number;
  kWh: number;
  /** The spans of the constants the statement gives, which are data used. */
  spans: [number, number][];
}

/** «h = 6,63 · 10⁻³⁴ J·s», «c = 3 · 10⁸ m/s», «1 eV = 1,6 · 10⁻¹⁹ J»: the statement's own values. */
function constantsOf(folded: string): Constants {
  const found: Constants = { h: PLANCK, c: LIGHT_SPEED, eV: ELECTRONVOLT, kWh: 3.6e6, spans: [] };
  const read = (pattern: string, set: (value: number) => void) => {
    const match = new RegExp(pattern, 'u').exec(folded);
    if (!match) return;
    set(numberAt(match, 1));
    found.spans.push([match.index, match.index + match[0].length]);
  };
  read(`\\bh\\s*=\\s*${VALUE}\\s*j\\s*\\*?\\s*s\\b`, (value) => {
    found.h = value;
  });
  read(`\\bc\\s*=\\s*${VALUE}\\s*m\\s*/\\s*s\\b`, (value) => {
    found.c = value;
  });
  read(`\\b1\\s*ev\\s*=\\s*${VALUE}\\s*j\\b`, (value) => {
    found.eV = value;
  });
  read(`\\b1\\s*kw\\s*\\*?\\s*h\\s*=\\s*${VALUE}\\s*j\\b`, (value) => {
    found.kWh = value;
  });
  return found;
}

const inside = (datum: { index: number }, spans: [number, number][]) =>
  spans.some(([start, end]) => datum.index >= start && datum.index < end);

interface Reading {
  title: string;
  data: string[];
  steps: string[];
  answer: string;
  /** Where each datum it used starts and ends. */
  spans: [number, number][];
  closing: string;
}

const span = (datum: Datum): [number, number] => [datum.index, datum.end];
const eV = (joules: number, k: Constants) => joules / k.eV;

/** The unit a question asks an energy in: electronvolts when it says so or every energy given is in eV. */
function energyUnit(question: string, energies: Datum[]): 'eV' | 'J' {
  if (/\b(?:en\s+)?(?:ev|electron-?volt(?:io)?s?)\b/.test(question)) return 'eV';
  if (/\ben\s+(?:j|joules?)\b/.test(question)) return 'J';
  return energies.length && energies.every((e) => /ev$/i.test(e.written)) ? 'eV' : 'J';
}

/**
 * An energy in the unit the question asks; one in joules gives its electronvolts beside it, since
 * options and keys of this unit come in either («3,98 · 10⁻¹⁹ J (≈ 2,49 eV)»).
 */
const energyText = (joules: number, unit: 'eV' | 'J', k: Constants) =>
  unit === 'eV'
    ? `${fmtEquals(eV(joules, k))} eV`
    : `${fmtEquals(joules)} J (${fmtEquals(eV(joules, k))} eV)`;

/** A wavelength in metres, and in nanometres beside it when light's are the natural unit: «6 · 10⁻⁷ m (= 600 nm)». */
const lengthText = (metres: number) =>
  metres >= 1e-10 && metres < 1e-4
    ? `${fmtEquals(metres)} m (${fmtEquals(metres * 1e9)} nm)`
    : `${fmtEquals(metres)} m`;

/** Energy units a question may ask a result in besides the joule: «en kJ», «expresada en kWh». */
const ENERGY_UNITS: readonly [RegExp, string, (k: Constants) => number][] = [
  [/\ben\s+(?:kj|kilojoules?)\b/, 'kJ', () => 1e3],
  [/\ben\s+(?:kw\s*\*?\s*h|kilovatios? hora)\b/, 'kWh', (k) => k.kWh],
  [/\ben\s+mev\b/, 'MeV', (k) => 1e6 * k.eV],
  [/\ben\s+(?:ev|electron-?volt(?:io)?s?)\b/, 'eV', (k) => k.eV],
];

/** «E = 1,8 · 10¹² J = 1,8 · 10⁹ kJ»: an energy in joules, and in the unit the question asks. */
function energyAsked(joules: number, question: string, k: Constants): string {
  const asked = ENERGY_UNITS.find(([pattern]) => pattern.test(question));
  return asked
    ? `${fmtEquals(joules)} J ${fmtEquals(joules / asked[2](k))} ${asked[1]}`
    : `${fmtEquals(joules)} J`;
}

/** Time units a question may ask a result in: «Expresar el resultado en minutos». */
const TIME_UNITS: readonly [RegExp, string, number][] = [
  [/\ben\s+segundos?\b/, 's', 1],
  [/\ben\s+(?:minutos?|min)\b/, 'min', 60],
  [/\ben\s+horas?\b/, 'h', 3600],
  [/\ben\s+dias?\b/, 'días', 86_400],
  [/\ben\s+anos?\b/, 'años', 3.156e7],
];

/** «t = 360 s = 6 min»: a time in its own unit, and in the one the question asks when that is another. */
function timeAsked(seconds: number, own: number, unit: string, question: string): string {
  const asked = TIME_UNITS.find(([pattern]) => pattern.test(question));
  const same = asked && Math.abs(seconds / asked[2] - own) <= 1e-9 * Math.abs(own);
  return asked && !same
    ? `${fmtEquals(own)} ${unit} ${fmtEquals(seconds / asked[2])} ${asked[1]}`
    : `${fmtEquals(own)} ${unit}`;
}

/** A mass in kilograms, in grams beside it when it is under a kilogram: «1 · 10⁻³ kg (= 1 g)». */
const massText = (kg: number) =>
  kg < 1 && kg >= 1e-9 ? `${fmtEquals(kg)} kg (${fmtEquals(kg * 1000)} g)` : `${fmtEquals(kg)} kg`;

/** E = h·f = h·c/λ: one of the three from another, or an energy from J to eV and back. */
function photon(s: Statement, data: Datum[], k: Constants, question: string): Reading | undefined {
  if (/funcion trabajo|trabajo de extraccion|umbral|fotoelectric|cinetica/.test(s.folded)) return undefined;
  if (data.length !== 1) return undefined;
  const [given] = data as [Datum];
  const givenName: Asked | undefined =
    given.dimension === 'frequency' ? 'f' : given.dimension === 'length' ? 'lambda' : undefined;
  const asked =
    askedOf(question, ['lambda', 'f', 'E'].filter((name) => name !== givenName) as Asked[]) ??
    (given.dimension === 'energy' && /\ben\s+(?:ev|electron-?volt(?:io)?s?|j|joules?)\b/.test(question)
      ? 'E'
      : undefined);
  if (!asked) return undefined;
  const energyOf = { energy: given.value, frequency: k.h * given.value, length: (k.h * k.c) / given.value }[
    given.dimension as 'energy' | 'frequency' | 'length'
  ];
  if (energyOf === undefined || !(energyOf > 0)) return undefined;
  const steps = [`Un fotón lleva la energía $E = h \\cdot f = \\frac{h \\cdot c}{\\lambda}$.`];
  const unit = energyUnit(
    question,
    data.filter((d) => d.dimension === 'energy'),
  );
  const f = energyOf / k.h;
  let answer: string;
  if (asked === 'E') {
    if (given.dimension === 'energy') {
      // Only a change of unit: the energy asked in the other one.
      const other = /ev$/i.test(given.written) ? 'J' : 'eV';
      if (other !== unit) return undefined;
      steps.push(
        other === 'eV'
          ? `$E = \\frac{${texOperand(given.value)}\\ \\text{J}}{${texOperand(k.eV)}\\ \\text{J/eV}} ${texEquals(eV(given.value, k))}$ eV.`
          : `$E = ${texOperand(eV(given.value, k))}\\ \\text{eV} \\cdot ${texOperand(k.eV)}\\ \\text{J/eV} ${texEquals(given.value)}$ J.`,
      );
    } else {
      steps.push(
        given.dimension === 'frequency'
          ? `$E = h \\cdot f = ${texOperand(k.h)} \\cdot ${texOperand(given.value)} ${texEquals(energyOf)}$ J.`
          : `$E = \\frac{h \\cdot c}{\\lambda} = \\frac{${texOperand(k.h)} \\cdot ${texOperand(k.c)}}{${texOperand(given.value)}} ${texEquals(energyOf)}$ J.`,
      );
      if (unit === 'eV')
        steps.push(
          `En electronvolts: $E = \\frac{E}{${texOperand(k.eV)}} ${texEquals(eV(energyOf, k))}$ eV.`,
        );
    }
    answer = `E ${energyText(energyOf, unit, k)}`;
  } else if (asked === 'f') {
    if (given.dimension === 'frequency') return undefined;
    steps.push(
      given.dimension === 'energy'
        ? `$f = \\frac{E}{h} = \\frac{${texOperand(given.value)}}{${texOperand(k.h)}} ${texEquals(f)}$ Hz.`
        : `$f = \\frac{c}{\\lambda} = \\frac{${texOperand(k.c)}}{${texOperand(given.value)}} ${texEquals(f)}$ Hz.`,
    );
    answer = `f ${fmtEquals(f)} Hz`;
  } else {
    if (given.dimension === 'length') return undefined;
    const lambda = k.c / f;
    steps.push(
      given.dimension === 'energy'
        ? `$\\lambda = \\frac{h \\cdot c}{E} = \\frac{${texOperand(k.h)} \\cdot ${texOperand(k.c)}}{${texOperand(given.value)}} ${texEquals(lambda)}$ m.`
        : `$\\lambda = \\frac{c}{f} = \\frac{${texOperand(k.c)}}{${texOperand(given.value)}} ${texEquals(lambda)}$ m.`,
    );
    answer = `λ ${lengthText(lambda)}`;
  }
  return {
    title: 'Energía, frecuencia y longitud de onda de un fotón',
    data: [given.written],
    steps,
    answer,
    spans: [span(given)],
    closing: '¿Qué fotón lleva más energía, uno de luz roja o uno de luz violeta? ¿Por qué?',
  };
}

type Asked = 'lambda' | 'f' | 'E';

/** The one unknown among those a reading solves that the question names. */
function askedOf(question: string, among: readonly Asked[]): Asked | undefined {
  const named = among.filter((name) =>
    name === 'lambda'
      ? /longitud de onda|\blambda\b|λ/.test(question)
      : name === 'f'
        ? /frecuencia/.test(question)
        : /energia/.test(question),
  );
  return named.length === 1 ? named[0] : undefined;
}

/** Ec = h·f − W, the threshold f₀ = W/h and λ₀ = h·c/W. */
function photoelectric(s: Statement, data: Datum[], k: Constants, question: string): Reading | undefined {
  if (!/funcion trabajo|trabajo de extraccion|umbral|fotoelectric/.test(s.folded)) return undefined;
  const workMatch = /funcion trabajo|trabajo de extraccion/.exec(s.folded);
  const thresholdMatch = /frecuencia umbral/.exec(s.folded);
  const after = (match: RegExpExecArray | null, dimension: Dimension) =>
    match
      ? data.find((d) => d.dimension === dimension && d.index > match.index && d.index - match.index < 40)
      : undefined;
  const workDatum = after(workMatch, 'energy');
  const thresholdDatum = after(thresholdMatch, 'frequency');
  const work = workDatum?.value ?? (thresholdDatum ? k.h * thresholdDatum.value : undefined);
  const threshold = workDatum ?? thresholdDatum;
  if (work === undefined || !threshold || !(work > 0)) return undefined;
  const light = data.filter((d) => d !== threshold);
  const unit = energyUnit(
    question,
    data.filter((d) => d.dimension === 'energy'),
  );
  const steps: string[] = [];
  if (!workDatum && thresholdDatum)
    steps.push(
      `La función trabajo es $W = h \\cdot f_0 = ${texOperand(k.h)} \\cdot ${texOperand(thresholdDatum.value)} ${texEquals(work)}$ J.`,
    );
  const spans = data.map(span);
  const base = {
    title: 'Efecto fotoeléctrico',
    data: data.map((d) => d.written),
    spans,
    closing: '¿Por qué una luz muy intensa pero de frecuencia menor que la umbral no arranca electrones?',
  };
  // The threshold is the metal's: a light the statement also gives (for another part) is no part of it.
  if (/frecuencia umbral|frecuencia minima/.test(question) && !thresholdDatum && light.length <= 1) {
    const f0 = work / k.h;
    steps.push(
      `El umbral es la frecuencia cuyo fotón apenas alcanza para arrancar el electrón: $f_0 = \\frac{W}{h} = \\frac{${texOperand(work)}}{${texOperand(k.h)}} ${texEquals(f0)}$ Hz.`,
    );
    return { ...base, steps, answer: `f₀ ${fmtEquals(f0)} Hz` };
  }
  if (/longitud de onda (?:umbral|maxima)/.test(question) && light.length <= 1) {
    const lambda0 = (k.h * k.c) / work;
    steps.push(
      `$\\lambda_0 = \\frac{h \\cdot c}{W} = \\frac{${texOperand(k.h)} \\cdot ${texOperand(k.c)}}{${texOperand(work)}} ${texEquals(lambda0)}$ m.`,
    );
    return { ...base, steps, answer: `λ₀ ${lengthText(lambda0)}` };
  }
  // «La frecuencia umbral es 5 · 10¹⁴ Hz. Calcule su función trabajo»: W = h·f₀.
  if (/funcion trabajo|trabajo de extraccion/.test(question) && !workDatum && light.length === 0)
    return { ...base, steps, answer: `W ${energyText(work, unit, k)}` };
  const [incoming] = light as [Datum];
  // «La energía de cada fotón incidente, en eV»: the light's own photon, before the metal takes its part.
  if (
    /energia de (?:cada|un|los) fotone?s?|energia del foton/.test(question) &&
    !/cinetica/.test(question) &&
    light.length === 1 &&
    incoming &&
    incoming.dimension !== 'energy'
  ) {
    const energy = incoming.dimension === 'frequency' ? k.h * incoming.value : (k.h * k.c) / incoming.value;
    steps.push(
      incoming.dimension === 'frequency'
        ? `Cada fotón lleva $E = h \\cdot f = ${texOperand(k.h)} \\cdot ${texOperand(incoming.value)} ${texEquals(energy)}$ J.`
        : `Cada fotón lleva $E = \\frac{h \\cdot c}{\\lambda} = \\frac{${texOperand(k.h)} \\cdot ${texOperand(k.c)}}{${texOperand(incoming.value)}} ${texEquals(energy)}$ J.`,
    );
    return { ...base, steps, answer: `E ${energyText(energy, unit, k)}` };
  }
  // «¿Cuál es la frecuencia de la luz incidente?»: the light's own, f = c/λ; the work function is no part of it.
  if (
    /frecuencia de la (?:luz|radiacion)|frecuencia (?:de la luz )?incidente/.test(question) &&
    !/umbral|minima/.test(question) &&
    light.length === 1 &&
    incoming?.dimension === 'length'
  ) {
    const f = k.c / incoming.value;
    steps.push(
      `La frecuencia de la luz sale de su longitud de onda (la función trabajo es del metal, no de la luz): $f = \\frac{c}{\\lambda} = \\frac{${texOperand(k.c)}}{${texOperand(incoming.value)}} ${texEquals(f)}$ Hz.`,
    );
    return { ...base, steps, answer: `f ${fmtEquals(f)} Hz` };
  }
  const stopping = /potencial de (?:frenado|corte|detencion)|tension de frenado/.test(question);
  if (!(/cinetica/.test(question) || stopping) || light.length !== 1 || !incoming) return undefined;
  const photonEnergy = {
    energy: incoming.value,
    frequency: k.h * incoming.value,
    length: (k.h * k.c) / incoming.value,
  }[incoming.dimension as 'energy' | 'frequency' | 'length'];
  if (photonEnergy === undefined) return undefined;
  if (incoming.dimension !== 'energy')
    steps.push(
      incoming.dimension === 'frequency'
        ? `Energía de cada fotón: $E = h \\cdot f = ${texOperand(k.h)} \\cdot ${texOperand(incoming.value)} ${texEquals(photonEnergy)}$ J${unit === 'eV' ? ` $${texEquals(eV(photonEnergy, k))}$ eV` : ''}.`
        : `Energía de cada fotón: $E = \\frac{h \\cdot c}{\\lambda} = \\frac{${texOperand(k.h)} \\cdot ${texOperand(k.c)}}{${texOperand(incoming.value)}} ${texEquals(photonEnergy)}$ J${unit === 'eV' ? ` $${texEquals(eV(photonEnergy, k))}$ eV` : ''}.`,
    );
  const kinetic = photonEnergy - work;
  if (kinetic <= 0) {
    steps.push(
      'La energía del fotón no alcanza la función trabajo: no arranca electrones, por intensa que sea la luz.',
    );
    return { ...base, steps, answer: 'No se emiten electrones' };
  }
  const shown = (joules: number) => (unit === 'eV' ? texOperand(eV(joules, k)) : texOperand(joules));
  steps.push(
    `Lo que sobra de la energía del fotón, después de pagar la función trabajo, es la energía cinética máxima: $E_c = E - W = ${shown(photonEnergy)} - ${shown(work)} ${unit === 'eV' ? texEquals(eV(kinetic, k)) : texEquals(kinetic)}$ ${unit}.`,
  );
  if (stopping) {
    const volts = eV(kinetic, k);
    steps.push(
      `El potencial de frenado detiene al electrón más rápido: $e \\cdot V = E_c$, así que $V = \\frac{E_c}{e} ${texEquals(volts)}$ V.`,
    );
    return { ...base, steps, answer: `V ${fmtEquals(volts)} V` };
  }
  return { ...base, steps, answer: `Ec ${energyText(kinetic, unit, k)}` };
}

/** E = m·c²: the energy of a mass, the mass of an energy, or the mass a power converts in a time. */
function massEnergy(s: Statement, data: Datum[], k: Constants, question: string): Reading | undefined {
  if (
    !/m\s*\*?\s*c\s*\^\s*2|mc2|equivale|convierte en energia|masa en energia|energia en masa|defecto de masa|nuclear|fision|fusion|relacion de einstein|\birradia|(?:transforma|convierte)\w* (?:integra|total|complet)\w* en energia/.test(
      s.folded,
    )
  )
    return undefined;
  const c2 = k.c ** 2;
  const base = {
    title: 'Equivalencia entre masa y energía',
    data: data.map((d) => d.written),
    spans: data.map(span),
    closing: '¿Por qué en una reacción química común no se nota la masa que se convierte en energía?',
  };
  const [first] = data;
  if (data.length === 1 && first?.dimension === 'mass' && /energia/.test(question)) {
    const energy = first.value * c2;
    return {
      ...base,
      steps: [
        `$E = m \\cdot c^2 = ${texOperand(first.value)}\\ \\text{kg} \\cdot (${texOperand(k.c)})^2 ${texEquals(energy)}$ J.`,
      ],
      answer: `E ${energyAsked(energy, question, k)}`,
    };
  }
  // «convierte en energía 2 g de masa por día. ¿Qué potencia media desarrolla?»: P = m·c² / t.
  const perTime = /\bpor (segundo|minuto|hora|dia|ano)\b/.exec(s.folded);
  if (data.length === 1 && first?.dimension === 'mass' && perTime && /potencia/.test(question)) {
    const unit = group(perTime, 1);
    const seconds = FACTORS.time[unit] ?? Number.NaN;
    const energy = first.value * c2;
    const power = energy / seconds;
    return {
      ...base,
      steps: [
        `$E = m \\cdot c^2 = ${texOperand(first.value)}\\ \\text{kg} \\cdot (${texOperand(k.c)})^2 ${texEquals(energy)}$ J por ${unit === 'dia' ? 'día' : unit === 'ano' ? 'año' : unit}.`,
        `$P = \\frac{E}{t} = \\frac{${texOperand(energy)}}{${texOperand(seconds)}\\ \\text{s}} ${texEquals(power)}$ W.`,
      ],
      answer: `P ${fmtEquals(power)} W`,
    };
  }
  if (!/masa/.test(question)) return undefined;
  if (data.length === 1 && first?.dimension === 'energy') {
    const mass = first.value / c2;
    return {
      ...base,
      steps: [
        `$m = \\frac{E}{c^2} = \\frac{${texOperand(first.value)}}{(${texOperand(k.c)})^2} ${texEquals(mass)}$ kg.`,
      ],
      answer: `m ${massText(mass)}`,
    };
  }
  // «una potencia de 3,8 · 10²⁶ W… ¿cuánta masa convierte en energía cada segundo?»
  const power = data.find((d) => d.dimension === 'power');
  if (!power) return undefined;
  const time = data.find((d) => d.dimension === 'time');
  if (data.length !== (time ? 2 : 1) || (!time && !/cada segundo|por segundo|en un segundo/.test(question)))
    return undefined;
  const seconds = time?.value ?? 1;
  const mass = (power.value * seconds) / c2;
  return {
    ...base,
    steps: [
      `En ${time ? time.written : '1 s'} la energía emitida es $E = P \\cdot t = ${texOperand(power.value)} \\cdot ${texOperand(seconds)} ${texEquals(power.value * seconds)}$ J.`,
      `$m = \\frac{E}{c^2} = \\frac{${texOperand(power.value * seconds)}}{(${texOperand(k.c)})^2} ${texEquals(mass)}$ kg.`,
    ],
    answer: `m ${massText(mass)}`,
  };
}

const HALF_LIFE = /vidas? medias?|semividas?|semidesintegracion|periodo de semi/;

/** «carbono-14», «yodo-131»: an isotope's name, whose number is no datum. */
const ISOTOPE = /\b[a-z]+-\d+\b/g;

/** A result without its relation, for a sentence: «10», «6,25». */
const bare = (value: number) => fmtEquals(value).replace(/^[=≈] /, '');

/** «tres períodos»: a count of half-lives said in words. */
const COUNT_WORDS = ['dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez'];
const countOf = (text: string) => {
  const word = COUNT_WORDS.indexOf(text);
  return word >= 0 ? word + 2 : parseNumber(text);
};

/** «al cabo de dos días»: an elapsed time said in words, as the datum it would be typed as. */
function timeInWords(folded: string): Datum[] {
  const match = new RegExp(
    `(?:al cabo de|despues de|luego de|transcurrid[oa]s)\\s+(${COUNT_WORDS.join('|')})\\s+(minutos|horas|dias|anos)\\b`,
  ).exec(folded);
  if (!match) return [];
  const own = countOf(group(match, 1));
  const unit = group(match, 2);
  const index = match.index + match[0].indexOf(group(match, 1));
  return [
    {
      dimension: 'time',
      value: own * (FACTORS.time[unit] ?? Number.NaN),
      written: `${group(match, 1)} ${SYMBOLS[unit] ?? unit}`,
      own,
      unit: SYMBOLS[unit] ?? unit,
      index,
      end: match.index + match[0].length,
    },
  ];
}

/** «que quede la dieciseisava parte»: what is left said as a fraction in words, and its 1/ratio. */
const FRACTIONS: Readonly<Record<string, number>> = {
  'la mitad': 2,
  'la cuarta parte': 4,
  'un cuarto': 4,
  'la octava parte': 8,
  'un octavo': 8,
  'la dieciseisava parte': 16,
  'la decimosexta parte': 16,
  'la treintaidosava parte': 32,
};
const FRACTION_LEFT = new RegExp(
  `(?:quede|queda|quedara|se reduzca a|se reduce a)\\s+(${Object.keys(FRACTIONS).join('|')})\\b`,
);

/** N = N₀ / 2^(t/T): what is left after a time, or the time for what is left. */
function decay(s: Statement, data: Datum[], question: string): Reading | undefined {
  const named = HALF_LIFE.exec(s.folded);
  if (!named) return undefined;
  const times = data.filter((d) => d.dimension === 'time');
  // «una vida media de 5 días»: the half-life is the time just after its name; «4 vidas medias», a count.
  const nameEnd = named.index + named[0].length;
  const halfLife = times.find((d) => d.index > named.index && d.index - nameEnd < 40);
  const countMatch = new RegExp(
    `(${NUMBER_SOURCE}|\\b(?:${COUNT_WORDS.join('|')})\\b)\\s*(?:vidas medias|semividas|periodos)`,
  ).exec(s.folded);
  const amounts = data.filter((d) => d.dimension !== 'time');
  const typedElapsed = times.filter((d) => d !== halfLife);
  const elapsed = typedElapsed.length ? typedElapsed : timeInWords(s.folded);
  const isotopes = [...s.folded.matchAll(ISOTOPE)].map(
    (m) => [m.index, m.index + m[0].length] as [number, number],
  );
  const base = {
    title: 'Decaimiento radiactivo',
    closing: '¿Cuántas vidas medias tienen que pasar para que quede menos del 1 % de la muestra?',
  };
  const halvings = countMatch
    ? {
        n: countOf(group(countMatch, 1)),
        span: [countMatch.index, countMatch.index + countMatch[0].length] as [number, number],
      }
    : halfLife && elapsed.length === 1
      ? { n: at(elapsed, 0, 'datum').value / halfLife.value, span: undefined }
      : undefined;
  const asksTime =
    /cuanto tiempo|antiguedad|edad|cuantos (?:anos|dias|horas|minutos)|que tiempo|despues de cuanto|al cabo de cuanto/.test(
      question,
    );
  if (!asksTime && halvings && !(countMatch && times.length)) {
    const fraction = 2 ** -halvings.n;
    const start = amounts.find((d) => d.dimension !== 'percent');
    if (amounts.length > 1) return undefined;
    // The elapsed time in the half-life's own unit, as a student would divide them.
    const inHalfLifeUnit = (d: Datum) => (halfLife ? d.value / (halfLife.value / halfLife.own) : d.own);
    const steps = [
      halfLife && !countMatch
        ? `Vidas medias transcurridas: $n = \\frac{t}{T} = \\frac{${texOperand(inHalfLifeUnit(at(elapsed, 0, 'datum')))}}{${texOperand(halfLife.own)}} ${texEquals(halvings.n)}$.`
        : `Vidas medias transcurridas: $n = ${texOperand(halvings.n)}$.`,
      `En cada vida media queda la mitad: queda la fracción $\\frac{1}{2^{n}} ${texEquals(fraction)}$.`,
    ];
    const spans = [...data.map(span), ...isotopes, ...(halvings.span ? [halvings.span] : [])];
    const dataLines = data.length ? data.map((d) => d.written) : [`n = ${fmt(halvings.n)} vidas medias`];
    // «¿Qué masa se desintegró?»: what is gone, not what is left.
    const gone =
      /se (?:ha |han )?desintegr|desintegrad[oa]s?\b/.test(question) && !/sin desintegrar/.test(question);
    if (start) {
      const left = start.own * fraction;
      steps.push(
        `$N = N_0 \\cdot \\frac{1}{2^{n}} = ${texOperand(start.own)} \\cdot ${texOperand(fraction)} ${texEquals(left)}$ ${start.unit}.`,
      );
      if (gone)
        steps.push(
          `Se desintegró el resto: $${texOperand(start.own)} - ${texOperand(left)} ${texEquals(start.own - left)}$ ${start.unit}.`,
        );
      // «¿Cuántos gramos quedan?» of a mass given in kg or mg: in grams too.
      const inGrams = (own: number) =>
        start.dimension === 'mass' && start.unit !== 'g' && /\bgramos\b/.test(question)
          ? ` (${fmtEquals((own * start.value) / start.own / 1e-3)} g)`
          : '';
      const answer = gone
        ? `Se desintegran ${bare(start.own - left)} ${start.unit}${inGrams(start.own - left)}`
        : `Quedan ${bare(left)} ${start.unit}${inGrams(left)}`;
      return { ...base, data: dataLines, steps, answer, spans };
    }
    if (!/porcentaje|fraccion|que parte/.test(question)) return undefined;
    return {
      ...base,
      data: dataLines,
      steps,
      answer: gone
        ? `Se desintegra el ${bare(100 - fraction * 100)} %`
        : `Queda el ${bare(fraction * 100)} %`,
      spans,
    };
  }
  if (!asksTime || !halfLife || elapsed.length) return undefined;
  // The time: from N₀ and N (any unit, both the same), or from the per cent left.
  let ratio: number | undefined;
  const percents = amounts.filter((d) => d.dimension === 'percent');
  const others = amounts.filter((d) => d.dimension !== 'percent');
  const fractionLeft = FRACTION_LEFT.exec(s.folded);
  if (fractionLeft && amounts.length === 0) ratio = FRACTIONS[group(fractionLeft, 1)];
  else if (percents.length === 1 && others.length === 0 && /queda|resta|conserva|se mide/.test(s.folded))
    ratio = 100 / at(percents, 0, 'datum').value;
  else if (others.length === 2 && percents.length === 0 && others[0]?.dimension === others[1]?.dimension)
    ratio = at(others, 0, 'datum').value / at(others, 1, 'datum').value;
  if (ratio === undefined || !(ratio > 1)) return undefined;
  const n = Math.log2(ratio);
  const seconds = n * halfLife.value;
  const inUnit = seconds / (halfLife.value / halfLife.own);
  return {
    ...base,
    data: data.map((d) => d.written),
    steps: [
      `Lo que queda es $\\frac{1}{${texOperand(ratio)}}$ de lo inicial, y en cada vida media queda la mitad: $2^{n} = ${texOperand(ratio)}$, $n = \\log_2 ${texOperand(ratio)} ${texEquals(n)}$ vidas medias.`,
      `$t = n \\cdot T = ${texOperand(n)} \\cdot ${texOperand(halfLife.own)} ${texEquals(inUnit)}$ ${halfLife.unit}.`,
    ],
    answer: `t ${timeAsked(seconds, inUnit, halfLife.unit, question)}`,
    spans: [...data.map(span), ...isotopes],
  };
}

/** «0,6c», «0,6 c», «al 60 % de la velocidad de la luz»: a speed as a fraction of c. */
function speedFraction(folded: string): { beta: number; span: [number, number] } | undefined {
  const inC = new RegExp(`(?<![\\p{L}\\d,.^])(${NUMBER_SOURCE})\\s*c\\b(?!\\s*=)`, 'u').exec(folded);
  if (inC) return { beta: parseNumber(group(inC, 1)), span: [inC.index, inC.index + inC[0].length] };
  const percent = new RegExp(`(${NUMBER_SOURCE})\\s*%\\s*de la (?:velocidad|rapidez) de la luz`).exec(folded);
  if (percent)
    return {
      beta: parseNumber(group(percent, 1)) / 100,
      span: [percent.index, percent.index + percent[0].length],
    };
  return undefined;
}

/** Δt = γ·Δt₀: the time measured from where the clock moves, from the clock's own (the proper time). */
function timeDilation(s: Statement, data: Datum[], question: string): Reading | undefined {
  const speed = speedFraction(s.folded);
  if (!speed || !(speed.beta > 0 && speed.beta < 1)) return undefined;
  const gamma = 1 / Math.sqrt(1 - speed.beta ** 2);
  const rest = data.filter((d) => !inside(d, [speed.span]));
  const base = {
    title: 'Dilatación del tiempo',
    closing: '¿Por qué en la vida diaria no notamos este efecto?',
  };
  const gammaStep = `Factor de Lorentz: $\\gamma = \\frac{1}{\\sqrt{1 - (v/c)^2}} = \\frac{1}{\\sqrt{1 - ${texOperand(speed.beta)}^2}} ${texEquals(gamma)}$.`;
  if (rest.length === 0 && /factor de lorentz|gamma|γ/.test(question))
    return {
      ...base,
      data: [`v = ${fmtEquals(speed.beta).replace(/^= /, '')} c`],
      steps: [gammaStep],
      answer: `γ ${fmtEquals(gamma)}`,
      spans: [speed.span],
    };
  const [given] = rest;
  if (rest.length !== 1 || given?.dimension !== 'time') return undefined;
  if (/longitud|distancia|masa|energia/.test(question)) return undefined;
  // Whose clock the given time is: the moving one's own («según los relojes de la nave», «en reposo»)
  // or the one that sees it move («según los relojes de la Tierra»); the question asks the other.
  const before = s.folded.slice(Math.max(0, given.index - 60), given.index);
  // «durante 8 años medidos en la Tierra»: whose clock may be said right after the time, up to the next stop.
  const after = /^[^.,;?¿]*/.exec(s.folded.slice(given.end))?.[0] ?? '';
  const clause = `${before.slice(Math.max(before.lastIndexOf('.'), before.lastIndexOf('?')) + 1)} ${after}`;
  const moving =
    /(?:relojes?|tiempo) de (?:la|el) (?:nave|cohete|particula|muon)|a bordo|para el (?:astronauta|piloto|viajero|tripulante)|propi[oa]|en reposo|tiempo de vida|segun (?:los relojes de )?(?:la nave|el cohete|sus relojes)/;
  const still = /tierra|observador|laboratorio|terrestre/;
  const ownGiven = moving.test(clause) && !still.test(clause);
  const stillGiven = still.test(clause) && !moving.test(clause);
  const asksStill =
    still.test(question) && !moving.test(question) && !/astronauta|tripula|envejece/.test(question);
  const asksOwn = /astronauta|tripula|envejece|propio|segun (?:los relojes de )?(?:la nave|el cohete)/.test(
    question,
  );
  const speedLine = `v = ${bare(speed.beta)} c`;
  if (ownGiven && asksStill) {
    const dilated = gamma * given.own;
    return {
      ...base,
      data: [speedLine, `Δt₀ = ${given.written}`],
      steps: [
        gammaStep,
        `El tiempo propio es el del reloj que viaja; desde donde se lo ve moverse, dura más: $\\Delta t = \\gamma \\cdot \\Delta t_0 = ${texOperand(gamma)} \\cdot ${texOperand(given.own)} ${texEquals(dilated)}$ ${given.unit}.`,
      ],
      answer: `Δt ${timeAsked(gamma * given.value, dilated, given.unit, question)}`,
      spans: [speed.span, span(given)],
    };
  }
  if (stillGiven && asksOwn) {
    const own = given.own / gamma;
    return {
      ...base,
      data: [speedLine, `Δt = ${given.written}`],
      steps: [
        gammaStep,
        `El reloj que viaja marca el tiempo propio, menor que el medido desde afuera: $\\Delta t_0 = \\frac{\\Delta t}{\\gamma} = \\frac{${texOperand(given.own)}}{${texOperand(gamma)}} ${texEquals(own)}$ ${given.unit}.`,
      ],
      answer: `Δt₀ ${timeAsked(given.value / gamma, own, given.unit, question)}`,
      spans: [speed.span, span(given)],
    };
  }
  return undefined;
}

/** «con factor de Lorentz γ = 2»: the speed that gives it, v = c·√(1 − 1/γ²). */
function speedOfGamma(s: Statement, data: Datum[], question: string): Reading | undefined {
  const match = new RegExp(`(?:γ|gamma)\\s*=\\s*(${NUMBER_SOURCE})`).exec(s.folded);
  if (!match || data.length || !/velocidad|rapidez|que tan rapido/.test(question)) return undefined;
  const gamma = parseNumber(group(match, 1));
  if (!(gamma > 1)) return undefined;
  const beta = Math.sqrt(1 - 1 / gamma ** 2);
  return {
    title: 'Dilatación del tiempo',
    data: [`γ = ${group(match, 1)}`],
    steps: [
      `De $\\gamma = \\frac{1}{\\sqrt{1 - (v/c)^2}}$: $\\frac{v}{c} = \\sqrt{1 - \\frac{1}{\\gamma^2}} = \\sqrt{1 - \\frac{1}{${texOperand(gamma ** 2)}}} ${texEquals(beta)}$.`,
    ],
    answer: `v ≈ ${fmt(beta, 3)} c (${bare(beta * LIGHT_SPEED)} m/s)`,
    spans: [[match.index, match.index + match[0].length]],
    closing:
      '¿Qué le pasaría al factor γ si el reloj se moviera cada vez más cerca de la velocidad de la luz?',
  };
}

/**
 * Two clocks compared, the moving one's and the one that sees it move («por cada hora de la nave
 * transcurren 2 h en la Tierra», «mientras en la nave pasan 3 años, en la Tierra pasan 5»): γ = Δt/Δt₀,
 * and the speed v = c·√(1 − 1/γ²).
 */
function speedOfTwoClocks(s: Statement, data: Datum[], k: Constants, question: string): Reading | undefined {
  if (!/velocidad|rapidez|que tan rapido/.test(question)) return undefined;
  if (data.some((d) => d.dimension !== 'time')) return undefined;
  const text = s.folded.slice(0, Math.max(0, s.folded.lastIndexOf(question)) || s.folded.length);
  const times = FACTORS.time;
  // «cada hora de la nave»: one of that unit, typed in words.
  const implied = [...text.matchAll(/\bcada (segundo|minuto|hora|dia|ano)\b/g)].map((m) => ({
    seconds: times[group(m, 1)] ?? Number.NaN,
    written: `1 ${group(m, 1).replace('ano', 'año').replace('dia', 'día')}`,
    index: m.index,
    end: m.index + m[0].length,
  }));
  const typed = data.map((d) => ({ seconds: d.value, written: d.written, index: d.index, end: d.end }));
  const clocks = [...implied, ...typed].sort((a, b) => a.index - b.index);
  if (clocks.length !== 2 || typed.length < 1) return undefined;
  const moving = /\b(?:nave|cohete|a bordo|astronauta|viajero|particula)\b/;
  const still = /\b(?:tierra|terrestre|observador|laboratorio)\b/;
  // Whose clock each one is: the words right after it, up to the next time.
  const kindOf = (words: string) =>
    moving.test(words) && !still.test(words)
      ? 'moving'
      : still.test(words) && !moving.test(words)
        ? 'still'
        : undefined;
  // Whose clock each one is: its clause when it names one side only («a bordo … pasan 3 años, en la
  // Tierra 5»), else the words right after it, up to the next time («cada hora de la nave … 2 h en la Tierra»).
  const whose = (clock: (typeof clocks)[number], next: number) => {
    const start = Math.max(...[',', ';', '.'].map((c) => text.lastIndexOf(c, clock.index))) + 1;
    const stops = [',', ';', '.'].map((c) => text.indexOf(c, clock.end)).filter((i) => i >= 0);
    const clause = text.slice(start, stops.length ? Math.min(...stops) : text.length);
    return kindOf(clause) ?? kindOf(text.slice(clock.end, Math.min(next, clock.end + 40)));
  };
  const [first, second] = clocks as [(typeof clocks)[number], (typeof clocks)[number]];
  const kinds = [whose(first, second.index), whose(second, text.length)];
  const own =
    kinds[0] === 'moving' && kinds[1] === 'still'
      ? first
      : kinds[0] === 'still' && kinds[1] === 'moving'
        ? second
        : undefined;
  const seen = own === first ? second : first;
  if (!own || !(own.seconds > 0) || !(seen.seconds > own.seconds)) return undefined;
  const gamma = seen.seconds / own.seconds;
  const beta = Math.sqrt(1 - 1 / gamma ** 2);
  return {
    title: 'Dilatación del tiempo',
    data: [`Δt₀ = ${own.written} (reloj que viaja)`, `Δt = ${seen.written} (reloj que lo ve moverse)`],
    steps: [
      `El reloj que viaja marca el tiempo propio: $\\gamma = \\frac{\\Delta t}{\\Delta t_0} ${texEquals(gamma)}$.`,
      `De $\\gamma = \\frac{1}{\\sqrt{1 - (v/c)^2}}$: $\\frac{v}{c} = \\sqrt{1 - \\frac{1}{\\gamma^2}} ${texEquals(beta)}$, y $v = ${texOperand(beta)} \\cdot ${texOperand(k.c)} ${texEquals(beta * k.c)}$ m/s.`,
    ],
    answer: `v ≈ ${fmt(beta, 3)} c (${bare(beta * k.c)} m/s)`,
    spans: data.map(span),
    closing: '¿Qué le pasaría al factor γ si la nave fuera cada vez más cerca de la velocidad de la luz?',
  };
}

/** «Un láser de 1 mW emite luz de 660 nm. ¿Cuántos fotones emite por segundo?»: n = P·t / (h·f). */
function photonCount(s: Statement, data: Datum[], k: Constants, question: string): Reading | undefined {
  if (!/cuantos fotones|(?:numero|cantidad) de fotones/.test(question)) return undefined;
  const power = data.filter((d) => d.dimension === 'power');
  const light = data.filter((d) => d.dimension === 'frequency' || d.dimension === 'length');
  const times = data.filter((d) => d.dimension === 'time');
  // «emite el 5 % de su potencia como luz»: the share of the power that is light.
  const share = data.find(
    (d) => d.dimension === 'percent' && /^\s*de (?:su|la) potencia/.test(s.folded.slice(d.end)),
  );
  const counted = 2 + times.length + (share ? 1 : 0);
  if (power.length !== 1 || light.length !== 1 || times.length > 1 || data.length !== counted)
    return undefined;
  if (!times.length && !/por segundo|cada segundo|en un segundo/.test(question)) return undefined;
  const [l] = [at(light, 0, 'light')];
  const whole = at(power, 0, 'power');
  const p = share ? { ...whole, value: (whole.value * share.value) / 100 } : whole;
  const seconds = times[0]?.value ?? 1;
  const energy = l.dimension === 'frequency' ? k.h * l.value : (k.h * k.c) / l.value;
  const count = (p.value * seconds) / energy;
  return {
    title: 'Fotones que emite una fuente',
    data: data.map((d) => d.written),
    steps: [
      ...(share
        ? [
            `La potencia que sale como esa luz es el ${share.written} de ${whole.written}: $P = ${texOperand(p.value)}$ W.`,
          ]
        : []),
      l.dimension === 'frequency'
        ? `Cada fotón lleva $E = h \\cdot f = ${texOperand(k.h)} \\cdot ${texOperand(l.value)} ${texEquals(energy)}$ J.`
        : `Cada fotón lleva $E = \\frac{h \\cdot c}{\\lambda} = \\frac{${texOperand(k.h)} \\cdot ${texOperand(k.c)}}{${texOperand(l.value)}} ${texEquals(energy)}$ J.`,
      `En ${times[0]?.written ?? '1 s'} la fuente emite $E = P \\cdot t = ${texOperand(p.value * seconds)}$ J: $n = \\frac{${texOperand(p.value * seconds)}}{${texOperand(energy)}} ${texEquals(count)}$ fotones.`,
    ],
    answer: `n ${fmtEquals(count)} fotones`,
    spans: data.map(span),
    closing: '¿Emitiría más o menos fotones por segundo con la misma potencia y luz azul?',
  };
}

/** Eₙ = −13,6 eV / n²: the photon of a jump between two levels of hydrogen. */
function hydrogen(s: Statement, data: Datum[], k: Constants, question: string): Reading | undefined {
  if (!/hidrogeno/.test(s.folded)) return undefined;
  // «Eₙ = −13,6 eV / n²»: the levels' rule, written with or without a datum's unit after it.
  const rule = [...s.folded.matchAll(/13[.,]6\s*ev\b/g)].map(
    (m) => [m.index, m.index + m[0].length] as [number, number],
  );
  const thirteen = data.filter((d) => d.dimension === 'energy' && Math.abs(eV(d.value, k) - 13.6) < 1e-9);
  if (data.length !== thirteen.length) return undefined;
  // «n = 3», «del nivel 3 al nivel 2».
  const numbered = [...s.folded.matchAll(/\bn\s*=\s*(\d+)|\bnivel\s+(\d+)\b/g)].map((m) => ({
    n: Number(m[1] ?? m[2]),
    index: m.index,
  }));
  // «del estado fundamental al primer estado excitado»: levels said in words, n = 1, 2, 3, 4.
  const named = [
    ...s.folded.matchAll(/estado fundamental|(primer|segundo|tercer) (?:estado|nivel) excitado/g),
  ].map((m) => ({ n: m[1] ? ['primer', 'segundo', 'tercer'].indexOf(m[1]) + 2 : 1, index: m.index }));
  const levels = numbered.length ? numbered : named.length === 2 ? named : [];
  const levelSpans = levels.map((l) => [l.index, l.index + 8] as [number, number]);
  const base = {
    title: 'Niveles de energía del átomo de hidrógeno',
    spans: [...thirteen.map(span), ...rule, ...levelSpans],
  };
  // «¿Cuántas líneas distintas puede tener su espectro…?» from the highest level: n·(n − 1)/2 jumps.
  if (/cuantas lineas|cuantas rayas/.test(question) && levels.length === 1) {
    const n = at(levels, 0, 'level').n;
    if (n < 2) return undefined;
    return {
      ...base,
      data: [`nivel más alto n = ${n}`],
      steps: [
        `Cada línea es un salto entre dos niveles de los ${n}: $\\frac{n(n-1)}{2} = \\frac{${n} \\cdot ${n - 1}}{2} = ${(n * (n - 1)) / 2}$.`,
      ],
      answer: `${(n * (n - 1)) / 2} líneas`,
      closing: '¿Cuál de esos saltos da el fotón de mayor energía?',
    };
  }
  if (!/energia|longitud de onda|frecuencia/.test(question)) return undefined;
  const unit = /\ben\s+(?:j|joules?)\b/.test(question) ? 'J' : 'eV';
  // «arrancarle el electrón… en el estado fundamental»: from its level to n = ∞.
  if (/arranca|ionizar|ioniza|separar el electron/.test(question)) {
    if (!/energia/.test(question)) return undefined;
    const from =
      levels.length === 1
        ? at(levels, 0, 'level').n
        : /estado fundamental/.test(s.folded) && !levels.length
          ? 1
          : 0;
    if (!from) return undefined;
    const energy = 13.6 / from ** 2;
    return {
      ...base,
      data: ['Eₙ = −13,6 eV / n²', `n = ${from}`],
      steps: [
        `Arrancar el electrón es llevarlo de $E_{${from}} = -\\frac{13{,}6}{${from ** 2}}$ eV hasta $E = 0$: hacen falta $${texEquals(energy).replace(/^[=]\s*/, '')}$ eV.`,
      ],
      answer: unit === 'J' ? `E ${fmtEquals(energy * k.eV)} J` : `E ${fmtEquals(energy)} eV`,
      closing: '¿Hace falta más o menos energía para arrancarlo desde n = 2? ¿Por qué?',
    };
  }
  // «La energía del nivel n = 3»: the level's own, Eₙ = −13,6 eV / n².
  if (levels.length === 1 && /energia del (?:nivel|estado)/.test(question)) {
    const n = at(levels, 0, 'level').n;
    if (n < 1) return undefined;
    const energy = -13.6 / n ** 2;
    return {
      ...base,
      data: ['Eₙ = −13,6 eV / n²', `n = ${n}`],
      steps: [`$E_{${n}} = -\\frac{13{,}6}{${n ** 2}} ${texEquals(energy)}$ eV.`],
      answer: unit === 'J' ? `E ${fmtEquals(energy * k.eV)} J` : `E ${fmtEquals(energy)} eV`,
      closing: '¿Por qué la energía de un nivel es negativa? ¿Qué significa que valga 0?',
    };
  }
  if (levels.length !== 2 || !/nivel|estado/.test(s.folded)) return undefined;
  const [from, to] = levels as [{ n: number; index: number }, { n: number; index: number }];
  if (from.n === to.n || from.n < 1 || to.n < 1) return undefined;
  const energy = 13.6 * Math.abs(1 / to.n ** 2 - 1 / from.n ** 2);
  const joules = energy * k.eV;
  // «¿Qué energía y qué longitud de onda tiene el fotón…?»: both, the wavelength from λ = h·c/E.
  const alsoLambda = /longitud de onda/.test(question);
  const alsoFrequency = /frecuencia/.test(question);
  const lambda = (k.h * k.c) / joules;
  const frequency = joules / k.h;
  const extraSteps = [
    ...(alsoLambda
      ? [
          `Su longitud de onda: $\\lambda = \\frac{h \\cdot c}{E} = \\frac{${texOperand(k.h)} \\cdot ${texOperand(k.c)}}{${texOperand(joules)}} ${texEquals(lambda)}$ m.`,
        ]
      : []),
    ...(alsoFrequency
      ? [
          `Su frecuencia: $f = \\frac{E}{h} = \\frac{${texOperand(joules)}}{${texOperand(k.h)}} ${texEquals(frequency)}$ Hz.`,
        ]
      : []),
  ];
  const extraAnswer = [
    ...(alsoLambda ? [`λ ${fmtEquals(lambda)} m (≈ ${fmt(lambda * 1e9, 1)} nm)`] : []),
    ...(alsoFrequency ? [`f ${fmtEquals(frequency)} Hz`] : []),
  ];
  return {
    ...base,
    data: ['Eₙ = −13,6 eV / n²', `de n = ${from.n} a n = ${to.n}`],
    steps: [
      `$E_{${from.n}} = -\\frac{13{,}6}{${from.n ** 2}}$ eV y $E_{${to.n}} = -\\frac{13{,}6}{${to.n ** 2}}$ eV.`,
      `El fotón lleva la diferencia: $|E_{${to.n}} - E_{${from.n}}| = 13{,}6 \\cdot \\left|\\frac{1}{${to.n ** 2}} - \\frac{1}{${from.n ** 2}}\\right| ${texEquals(energy)}$ eV${unit === 'J' || alsoLambda || alsoFrequency ? ` $= ${texOperand(energy)} \\cdot ${texOperand(k.eV)} ${texEquals(joules)}$ J` : ''}.`,
      ...extraSteps,
    ],
    answer: [unit === 'J' ? `E ${fmtEquals(joules)} J` : `E ${fmtEquals(energy)} eV`, ...extraAnswer].join(
      '; ',
    ),
    closing: '¿El fotón se emite o se absorbe en este salto? ¿Cómo te das cuenta?',
  };
}

/** Units a question may ask a result in, with how the answer writes them. */
const ASKED_UNITS: [RegExp, RegExp][] = [
  [/\ben\s+(?:kw\s*\*?\s*h|kilovatios? hora)\b/, /kWh/],
  [/\ben\s+(?:k?cal|(?:kilo)?calorias)\b/, /cal\b/],
  [/\ben\s+(?:mev|kev)\b/, /[kM]eV/],
  [/\ben\s+(?:ev|electron-?volt(?:io)?s?)\b/, /\beV\b|electrones/],
  [/\ben\s+(?:kj|kilojoules?)\b/, /\bkJ\b/],
  [/\ben\s+(?:j|joules?)\b/, /\bJ\b/],
  [/\ben\s+(?:nm|nanometros)\b/, /\bnm\b/],
  [/\ben\s+(?:cm|mm|μm|um|micrometros|centimetros|milimetros|angstrom)\b/, /$^/],
  [/\ben\s+(?:khz|mhz|ghz|thz)\b/, /$^/],
  [/\ben\s+(?:kw|mw|gw|kilovatios|megavatios|megawatts?)\b/, /$^/],
  [/\ben\s+(?:g|gramos)\b/, /\d g\b/],
  [/\ben\s+(?:mg|miligramos|toneladas?)\b/, /$^/],
  ...TIME_UNITS.map(([asked, unit]): [RegExp, RegExp] => [asked, new RegExp(`\\d ${unit}(?!\\p{L})`, 'u')]),
];

/** Whether the answer is in the unit the question asks, when it names one. */
function answersAskedUnit(question: string, answer: string): boolean {
  return ASKED_UNITS.every(([asked, written]) => !asked.test(question) || written.test(answer));
}

const READINGS = [
  (s: Statement, d: Datum[], k: Constants, q: string) => photoelectric(s, d, k, q),
  (s: Statement, d: Datum[], k: Constants, q: string) => hydrogen(s, d, k, q),
  (s: Statement, d: Datum[], k: Constants, q: string) => massEnergy(s, d, k, q),
  (s: Statement, d: Datum[], _k: Constants, q: string) => decay(s, d, q),
  (s: Statement, d: Datum[], _k: Constants, q: string) => timeDilation(s, d, q),
  (s: Statement, d: Datum[], _k: Constants, q: string) => speedOfGamma(s, d, q),
  (s: Statement, d: Datum[], k: Constants, q: string) => speedOfTwoClocks(s, d, k, q),
  (s: Statement, d: Datum[], k: Constants, q: string) => photonCount(s, d, k, q),
  (s: Statement, d: Datum[], k: Constants, q: string) => photon(s, d, k, q),
];

/**
 * The clause that asks. «… según la relación de Einstein. Considere c = 3 · 10⁸ m/s.»: a closing
 * sentence that only gives a constant asks nothing; the one before it does.
 */
function askedQuestion(s: Statement): string {
  const clause = askedClause(s);
  const start = s.folded.lastIndexOf(clause);
  if (!/^(?:considere|considerar|tome|tomar|use|usar|datos?)\b/.test(clause.trim()) || start <= 0)
    return clause;
  return askedClause(readStatement(s.folded.slice(0, start)));
}

/** A reply for a modern-physics problem, or undefined. */
export function solveModernPhysics(message: string): SolverReply | undefined {
  // «1 mW» and «1 MW» fold alike: a megawatt is left to be written out.
  if (/\d\s*MW\b/.test(message)) return undefined;
  // «Redondeá a tres cifras significativas.»: how to write the result, no question nor datum.
  const s = readStatement(message.replace(/[Rr]edonde[aá]\w*\s[^.)]*\.?/g, ' '));
  const k = constantsOf(s.folded);
  const data = quantities(s.folded).filter((d) => !inside(d, k.spans));
  const question = askedQuestion(s);
  for (const read of READINGS) {
    const reading = read(s, data, k, question);
    if (!reading) continue;
    if (!answersAskedUnit(question, reading.answer)) return undefined;
    const spans = [...reading.spans, ...k.spans];
    const used = typedNumbers(s)
      .filter((n) => inside(n, spans))
      .map((n) => n.index);
    if (unusedNumbers(s, used).length) return undefined;
    return {
      certain: true,
      text: workedReply({
        title: reading.title,
        data: reading.data.join('; '),
        steps: reading.steps,
        answer: `**${reading.answer}**`,
        closing: reading.closing,
      }),
    };
  }
  return undefined;
}

export const modernPhysicsSolver = declareSolver({
  name: 'solve_modern_physics',
  offer: 'física moderna: fotones, efecto fotoeléctrico, E = m·c², vida media y dilatación del tiempo',
  summary:
    "Modern physics of the course: a photon's energy, frequency or wavelength (E = h·f = h·c/λ, J and eV), the photoelectric effect (Ec = h·f − W, threshold frequency), E = m·c², radioactive decay by half-lives (what is left, or the time), time dilation (Δt = γ·Δt₀) and hydrogen's levels (Eₙ = −13,6 eV/n²). The statement's h, c and eV values are used when given. Pass the whole statement.",
  examples: [
    'Un fotón tiene una energía de 3,98 · 10⁻¹⁹ J. ¿Cuál es su frecuencia? (h = 6,63 · 10⁻³⁴ J·s)',
    'Un metal tiene una función trabajo de 2,3 eV y se lo ilumina con fotones de 3,5 eV. ¿Cuál es la energía cinética máxima de los electrones arrancados?',
    'Una muestra contiene 80 g de un isótopo radiactivo cuya vida media es de 5 días. ¿Qué masa queda sin desintegrar al cabo de 15 días?',
  ],
  parameters: { problem: 'the modern physics problem as written' },
  // A half-life read from two masses first (modern-decay.ts).
  solve: (problem: string) => solveDecayFromMasses(problem) ?? solveModernPhysics(problem),
});
