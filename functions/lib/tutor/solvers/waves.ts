/**
 * A wave's speed, wavelength, frequency and period (v = λ·f, T = 1/f): the one relation the entrance
 * exams ask of waves, with the frequency in Hz or kHz, the wavelength in any length and the period in
 * any time. It answers only when the statement gives exactly the two magnitudes the asked one needs.
 */
import { declareSolver, type SolverReply } from './declaration.ts';
import { group } from './groups.ts';
import { texRelation as approx, fmt, NUMBER_SOURCE, parseNumber, relation, tex } from './numbers.ts';
import {
  askedClause,
  inBase,
  ofDimension,
  readStatement,
  type Statement,
  typedNumbers,
  unusedNumbers,
} from './physics.ts';
import { workedReply } from './reply.ts';
import type { Quantity } from './units.ts';

type Magnitude = 'v' | 'lambda' | 'f' | 'T';

const WAVE = /\bondas?\b|\bolas?\b|longitud de onda|\blambda\b|λ|\bsonido\b/;
const WAVELENGTH = /longitud de onda|\blambda\b|λ|distancia entre (?:dos )?crestas/;
const ASKED: [Magnitude, RegExp][] = [
  ['lambda', WAVELENGTH],
  ['f', /frecuencia/],
  ['T', /periodo/],
  ['v', /velocidad|rapidez|se propaga|viaja/],
];
const SYMBOL: Record<Magnitude, string> = { v: 'v', lambda: 'λ', f: 'f', T: 'T' };
const UNIT: Record<Magnitude, string> = { v: 'm/s', lambda: 'm', f: 'Hz', T: 's' };

interface Given {
  value: number;
  index: number;
  /** Where its text ends: the «10» of «3·10⁸ m/s» is part of it, no datum of its own. */
  end: number;
  line: string;
  /** A frequency said as a count in a time («sube y baja 12 veces por minuto»): the frequency found, not typed. */
  counted?: boolean;
}

/**
 * «Un bote sube y baja 12 veces por minuto», «da 30 oscilaciones por segundo»: the waves that pass in
 * one minute or one second, the frequency said as a count. At most one.
 */
function countedFrequency(s: Statement): Given | undefined | 'unclear' {
  const found = [
    ...s.folded.matchAll(
      new RegExp(
        `(${NUMBER_SOURCE})\\s*(?:veces|oscilaciones|vibraciones|ciclos|olas|ondas|crestas)\\s*(?:por|cada|en un|en una|al)\\s*(minuto|segundo)\\b`,
        'g',
      ),
    ),
  ];
  const [match] = found;
  if (!match) return undefined;
  if (found.length > 1) return 'unclear';
  const count = parseNumber(group(match, 1));
  const perMinute = group(match, 2) === 'minuto';
  const value = perMinute ? count / 60 : count;
  if (!(value > 0)) return 'unclear';
  return {
    value,
    index: match.index,
    end: match.index + match[0].length,
    line: `f = ${fmt(count, 4)} oscilaciones por ${perMinute ? `minuto = ${fmt(count, 4)}/(60 s)` : 'segundo'} = ${fmt(value, 4)} Hz`,
    counted: true,
  };
}

/** "680 Hz", "2 kHz", "100 MHz" (the folded text is lower case: a radio's megahertz, never millihertz). */
function frequencies(s: Statement): Given[] | undefined {
  const found = [...s.folded.matchAll(new RegExp(`(${NUMBER_SOURCE})\\s*(k|m)?hz\\b`, 'g'))];
  return found.map((match) => {
    const value = parseNumber(group(match, 1)) * (match[2] === 'k' ? 1000 : match[2] === 'm' ? 1e6 : 1);
    return { value, index: match.index, end: match.index + match[0].length, line: `f = ${fmt(value, 4)} Hz` };
  });
}

/** «λ = 30 cm = 0,3 m»: a datum as written, and in the base unit the formula takes when it is another. */
const withBase = (symbol: string, written: string, unit: string, base: number, baseUnit: string) =>
  `${symbol} = ${written} ${unit}${unit === baseUnit ? '' : ` = ${fmt(base, 4)} ${baseUnit}`}`;

/** The magnitudes the statement gives, by name, or undefined when something is left unread. */
function readGiven(s: Statement): Partial<Record<Magnitude, Given>> | undefined {
  const hertz = frequencies(s);
  const speeds = ofDimension(s, 'speed');
  const lengths = ofDimension(s, 'length');
  const times = ofDimension(s, 'time');
  const read = speeds.length + lengths.length + times.length;
  if (!hertz || read !== s.quantities.length) return undefined;
  if (hertz.length > 1 || speeds.length > 1 || lengths.length > 1 || times.length > 1) return undefined;
  // A length is the wavelength only when the statement says so; a time, the period.
  if (lengths.length && !WAVELENGTH.test(s.folded)) return undefined;
  if (times.length && !/periodo/.test(s.folded)) return undefined;
  const given: Partial<Record<Magnitude, Given>> = {};
  const counted = countedFrequency(s);
  if (counted === 'unclear' || (counted && hertz.length)) return undefined;
  const [frequency = counted] = hertz;
  const fromQuantity = (magnitude: Magnitude, quantity: Quantity | undefined) => {
    if (!quantity) return;
    const base = inBase(quantity);
    given[magnitude] = {
      value: base,
      index: quantity.index,
      end: quantity.end,
      line: withBase(SYMBOL[magnitude], quantity.written, quantity.unit.symbol, base, UNIT[magnitude]),
    };
  };
  fromQuantity('v', speeds[0]);
  fromQuantity('lambda', lengths[0]);
  fromQuantity('T', times[0]);
  if (frequency) given.f = frequency;
  return given;
}

/** The asked magnitude: the one the question names that the statement does not give. */
function askedMagnitude(question: string, given: Partial<Record<Magnitude, Given>>): Magnitude | undefined {
  // A frequency said as a count is still asked in hertz: «12 veces por minuto» is what it is found from.
  const named = ASKED.filter(
    ([name, cue]) => cue.test(question) && (!given[name] || (name === 'f' && given.f?.counted)),
  ).map(([name]) => name);
  return named.length === 1 ? named[0] : undefined;
}

interface Worked {
  value: number;
  steps: string[];
}

/** The asked magnitude from the two given, with its steps; undefined when the data do not determine it. */
function work(asked: Magnitude, given: Partial<Record<Magnitude, Given>>): Worked | undefined {
  const steps: string[] = [];
  let f = given.f?.value;
  if (f === undefined && given.T) {
    f = 1 / given.T.value;
    if (asked !== 'f')
      steps.push(`La frecuencia es la inversa del período: $f = \\frac{1}{T} ${approx(f)} ${tex(f, 4)}$ Hz.`);
  }
  const v = given.v?.value;
  const lambda = given.lambda?.value;
  if (asked === 'v' && lambda !== undefined && f !== undefined) {
    const value = lambda * f;
    steps.push(
      `$v = \\lambda \\cdot f = ${tex(lambda, 4)} \\cdot ${tex(f, 4)} ${approx(value)} ${tex(value, 4)}$ m/s.`,
    );
    return { value, steps };
  }
  if (asked === 'lambda' && v !== undefined && f !== undefined) {
    const value = v / f;
    steps.push(
      `$\\lambda = \\frac{v}{f} = \\frac{${tex(v, 4)}}{${tex(f, 4)}} ${approx(value)} ${tex(value, 4)}$ m.`,
    );
    return { value, steps };
  }
  if ((asked === 'f' || asked === 'T') && v !== undefined && lambda !== undefined && f === undefined) {
    f = v / lambda;
    steps.push(
      `$f = \\frac{v}{\\lambda} = \\frac{${tex(v, 4)}}{${tex(lambda, 4)}} ${approx(f)} ${tex(f, 4)}$ Hz.`,
    );
  } else if ((asked === 'f' || asked === 'T') && given.f?.counted) {
    steps.push(
      `La frecuencia es cuántas oscilaciones hay por segundo: $f ${approx(given.f.value)} ${tex(given.f.value, 4)}$ Hz.`,
      ...(v !== undefined || lambda !== undefined
        ? [
            `${lambda !== undefined ? 'La distancia entre crestas (la longitud de onda)' : 'La velocidad'} no hace falta para ${asked === 'f' ? 'la frecuencia' : 'el período'}: sirve para ${lambda !== undefined ? 'la velocidad, v = λ·f' : 'la longitud de onda'}.`,
          ]
        : []),
    );
  } else if (asked === 'f' && given.T && v === undefined && lambda === undefined) {
    steps.push(
      `$f = \\frac{1}{T} = \\frac{1}{${tex(given.T.value, 4)}} ${approx(f ?? 0)} ${tex(f ?? 0, 4)}$ Hz.`,
    );
  } else if (!(asked === 'T' && given.f && v === undefined && lambda === undefined)) {
    return undefined;
  }
  if (f === undefined) return undefined;
  if (asked === 'f') return { value: f, steps };
  const period = 1 / f;
  steps.push(`$T = \\frac{1}{f} ${approx(period)} ${tex(period, 4)}$ s.`);
  return { value: period, steps };
}

/** v = λ·f with the values found, within rounding: the result checked back. */
function checksBack(asked: Magnitude, value: number, given: Partial<Record<Magnitude, Given>>): boolean {
  if (!(value > 0) || !Number.isFinite(value)) return false;
  const known = {
    ...Object.fromEntries(Object.entries(given).map(([k, g]) => [k, g.value])),
    [asked]: value,
  };
  const f = known.f ?? (known.T ? 1 / known.T : undefined);
  if (known.T !== undefined && f !== undefined && Math.abs(known.T * f - 1) > 1e-9) return false;
  if (known.v === undefined || known.lambda === undefined || f === undefined) return true;
  return Math.abs(known.lambda * f - known.v) <= 1e-9 * Math.max(1, known.v);
}

/** «¿…en cm?»: the result in that unit too. */
function alsoIn(asked: Magnitude, value: number, question: string): string {
  if (asked === 'lambda' && /\ben (?:cm|centimetros)\b/.test(question)) return ` (= ${fmt(value * 100)} cm)`;
  if (asked === 'T' && /\ben (?:ms|milisegundos)\b/.test(question)) return ` (= ${fmt(value * 1000)} ms)`;
  if (asked === 'f' && /\ben (?:khz|kilohertz)\b/.test(question)) return ` (= ${fmt(value / 1000)} kHz)`;
  return '';
}

/** A reply for a wave's v = λ·f, or undefined. */
export function solveWave(message: string): SolverReply | undefined {
  const s = readStatement(message);
  if (!WAVE.test(s.folded) || /\beco\b/.test(s.folded)) return undefined;
  const given = readGiven(s);
  if (!given) return undefined;
  const question = askedClause(s);
  const asked = askedMagnitude(question, given);
  if (!asked) return undefined;
  const worked = work(asked, given);
  if (!worked || !checksBack(asked, worked.value, given)) return undefined;
  const spans = Object.values(given);
  const used = typedNumbers(s)
    .filter((n) => spans.some((g) => n.index >= g.index && n.index < g.end))
    .map((n) => n.index);
  if (unusedNumbers(s, used).length) return undefined;
  const answer = `${SYMBOL[asked]} ${relation(worked.value)} ${fmt(worked.value)} ${UNIT[asked]}${alsoIn(asked, worked.value, question)}`;
  return {
    certain: true,
    text: workedReply({
      title: 'Velocidad, longitud de onda y frecuencia de una onda',
      data: Object.values(given)
        .map((g) => g.line)
        .join('; '),
      steps: [
        'Una onda avanza una longitud de onda en cada período: $v = \\lambda \\cdot f$, con $f = \\frac{1}{T}$.',
        ...worked.steps,
      ],
      answer: `**${answer}**`,
      closing:
        '¿Qué le pasa a la longitud de onda si la frecuencia se duplica y la onda viaja por el mismo medio?',
    }),
  };
}

export const waveSolver = declareSolver({
  name: 'solve_wave',
  offer: 'ondas: velocidad, longitud de onda y frecuencia',
  summary:
    "A wave's speed, wavelength, frequency or period from the two others (v = λ·f, T = 1/f), the frequency in Hz or kHz. Pass the whole statement.",
  examples: [
    'Una onda de 0,5 m de longitud de onda tiene una frecuencia de 680 Hz. ¿Con qué velocidad se propaga?',
    'Un sonido de 440 Hz viaja por el aire a 340 m/s. ¿Cuál es su longitud de onda?',
  ],
  parameters: { problem: 'the wave problem as written' },
  solve: solveWave,
});
