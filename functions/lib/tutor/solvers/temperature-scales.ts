/**
 * Temperature scales: a reading in another scale («¿Qué temperatura en grados Fahrenheit corresponde a
 * −40 °C?»), a change of temperature in another scale (a rise of 15 °C is one of 27 °F, not of 59 °F),
 * and the temperature at which one scale reads k times the other («la lectura en Fahrenheit es el doble
 * de la lectura en Celsius»: 160 °C). T_F = 9/5·T_C + 32, T_K = T_C + 273.
 */
import { declareSolver, type SolverReply } from './declaration.ts';
import { fmt, relation, tex } from './numbers.ts';
import { askedClause, readStatement, type Statement, unusedNumbers } from './physics.ts';
import { workedReply } from './reply.ts';
import { findQuantities, type Quantity } from './units.ts';

type Scale = 'C' | 'F' | 'K';
const SYMBOL: Record<Scale, string> = { C: '°C', F: '°F', K: 'K' };
const NAME: Record<Scale, string> = { C: 'Celsius', F: 'Fahrenheit', K: 'kelvin' };

const scaleOf = (q: Quantity): Scale | undefined =>
  q.unit.symbol === '°C' ? 'C' : q.unit.symbol === '°F' ? 'F' : q.unit.symbol === 'K' ? 'K' : undefined;

/** The scales a text names, in order: «grados Fahrenheit», «°F», «Celsius», «centígrados», «kelvin». */
function scalesNamed(text: string): Scale[] {
  return [...text.matchAll(/fahrenheit|°\s*f\b|celsius|centigrad\w*|°\s*c\b|kelvin(?:s)?\b/g)].map((m) =>
    /fahrenheit|f/.test(m[0]) ? 'F' : /kelvin/.test(m[0]) ? 'K' : 'C',
  );
}

const toCelsius = (value: number, from: Scale) =>
  from === 'C' ? value : from === 'K' ? value - 273 : ((value - 32) * 5) / 9;
const fromCelsius = (value: number, to: Scale) =>
  to === 'C' ? value : to === 'K' ? value + 273 : (value * 9) / 5 + 32;
/** A degree of one scale in degrees of another: 1 °C = 1 K = 9/5 °F. */
const degreeRatio = (from: Scale, to: Scale) => (from === 'F' ? 5 / 9 : 1) * (to === 'F' ? 9 / 5 : 1);

const FORMULA: Record<Scale, string> = {
  C: 'T_C',
  F: 'T_F = \\frac{9}{5} T_C + 32',
  K: 'T_K = T_C + 273',
};

function reply(s: Statement, used: number[], text: string): SolverReply {
  const unused = unusedNumbers(s, used);
  return { certain: unused.length === 0, text };
}

/**
 * The kelvin relation the statement states, as a datum: «(T(K) = t(°C) + 273)», «T_K = T_C + 273,15». Its
 * offset is the one to use, and its numbers are read.
 */
const STATED_KELVIN = /t\s*(?:\(\s*k\s*\)|_?k)\s*=\s*t\s*(?:\(\s*°?\s*c\s*\)|_?c)\s*\+\s*(273(?:,15)?)\b/;

/** One reading in another scale, or in two («expresada en grados Celsius y en kelvin»). */
function reading(s: Statement, t: Quantity, question: string): SolverReply | undefined {
  const from = scaleOf(t);
  if (!from) return undefined;
  const stated = STATED_KELVIN.exec(s.folded);
  const offset = stated ? Number(stated[1]?.replace(',', '.')) : 273;
  const asked = stated ? question.replace(stated[0], ' ') : question;
  const inQuestion = asked.includes(s.folded.slice(t.index, t.end))
    ? asked.replace(s.folded.slice(t.index, t.end), ' ')
    : asked;
  const targets = [...new Set(scalesNamed(inQuestion).filter((scale) => scale !== from))];
  if (targets.length === 0 || targets.length > 2) return undefined;
  if (
    !/temperatura|grados|cuant|corresponde|equivale|marca|indica|lectura|expres|pasa|convert/.test(question)
  )
    return undefined;
  // «sube 100 K», «¿cuánto aumenta en °C?»: a change of temperature, whose conversion has no 273 nor 32.
  const before = s.folded.slice(Math.max(0, t.index - 30), t.index);
  const [to] = targets;
  if (CHANGE_WORDS.test(question) || CHANGE_WORDS.test(before))
    return to && targets.length === 1 && !stated ? changeBy(s, t, from, to, question) : undefined;
  const celsius = from === 'K' ? t.value - offset : toCelsius(t.value, from);
  const inScale = (scale: Scale) => (scale === 'K' ? celsius + offset : fromCelsius(celsius, scale));
  const k = tex(offset);
  const steps: string[] = [];
  if (from !== 'C')
    steps.push(
      from === 'K'
        ? `A Celsius: $T_C = T_K - ${k} = ${tex(t.value)} - ${k} = ${tex(celsius)}$ °C.`
        : `A Celsius: $T_C = \\frac{5}{9}(T_F - 32) = \\frac{5}{9}(${tex(t.value, 4, true)} - 32) ${relation(celsius) === '=' ? '=' : '\\approx'} ${tex(celsius)}$ °C.`,
    );
  for (const to of targets) {
    const result = inScale(to);
    if (to === 'K')
      steps.push(`A kelvin: $T_K = T_C + ${k} = ${tex(celsius, 4, true)} + ${k} = ${tex(result)}$ K.`);
    if (to === 'F')
      steps.push(
        `A Fahrenheit: $T_F = \\frac{9}{5} T_C + 32 = \\frac{9}{5} \\cdot ${tex(celsius, 4, true)} + 32 ${relation(result) === '=' ? '=' : '\\approx'} ${tex(result)}$ °F.`,
      );
  }
  // Checked back: each result taken back to the scale given reads the temperature given.
  for (const to of targets) {
    const result = inScale(to);
    const back = to === 'K' ? result - offset : toCelsius(result, to);
    const again = from === 'K' ? back + offset : fromCelsius(back, from);
    if (Math.abs(again - t.value) > 1e-9 * Math.max(1, Math.abs(t.value))) return undefined;
  }
  // «95 °F = 35 °C; 308 K»: the second value after a semicolon, as an option of two values writes it.
  const results = targets.map((to, i) => {
    const rel = relation(inScale(to));
    return `${i > 0 && rel === '=' ? '' : `${rel} `}${fmt(inScale(to))} ${SYMBOL[to]}`;
  });
  const used = stated
    ? [t.index, t.index + 1, stated.index + stated[0].indexOf(stated[1] ?? '')]
    : [t.index, t.index + 1];
  return reply(
    s,
    used,
    workedReply({
      title: 'Escalas de temperatura',
      data: `T = ${fmt(t.value, 4)} ${SYMBOL[from]}; la piden en ${targets.map((to) => NAME[to]).join(' y en ')}${stated ? `; T_K = T_C + ${fmt(offset)}` : ''}`,
      steps,
      answer: `**${fmt(t.value, 4)} ${SYMBOL[from]} ${results.join('; ')}**`,
      closing: '¿A qué temperatura marcan lo mismo un termómetro Celsius y uno Fahrenheit?',
    }),
  );
}

/** «Sube 100 K: ¿cuánto sube en °C?»: a change given alone, said in another scale. */
function changeBy(
  s: Statement,
  t: Quantity,
  from: Scale,
  to: Scale,
  question: string,
): SolverReply | undefined {
  if (!CHANGE_WORDS.test(question)) return undefined;
  const ratio = degreeRatio(from, to);
  const result = t.value * ratio;
  const ratioTex = ratio === 1 ? '1' : ratio > 1 ? '\\frac{9}{5}' : '\\frac{5}{9}';
  return reply(
    s,
    [t.index, t.index + 1],
    workedReply({
      title: 'Variación de temperatura en otra escala',
      data: `una variación de ${fmt(t.value, 4)} ${SYMBOL[from]}; en ${NAME[to]}`,
      steps: [
        `Para una variación no se suma el 32 ni el 273: solo cuenta el tamaño del grado (1 °C = 1 K = 9/5 °F). $\\Delta T = ${ratioTex} \\cdot ${tex(t.value, 4, true)} ${relation(result) === '=' ? '=' : '\\approx'} ${tex(result)}$ ${SYMBOL[to]}.`,
      ],
      answer: `**ΔT ${relation(result)} ${fmt(result)} ${SYMBOL[to]}**`,
      closing: '¿Por qué una variación de 1 °C es igual a una de 1 K?',
    }),
  );
}

const CHANGE_WORDS =
  /aument|\bsub|vari|cambi|diferencia|increment|\bbaj|disminu|descend|salto|se calienta|se enfria|\ben $/;

/** A change of temperature, asked in another scale: only the size of the degree matters. */
function change(s: Statement, [a, b]: [Quantity, Quantity], question: string): SolverReply | undefined {
  const from = scaleOf(a);
  if (!from || scaleOf(b) !== from) return undefined;
  if (!/aument|sub|vari|cambi|diferencia|increment|baj|disminu|salto|se calento|se enfrio/.test(question))
    return undefined;
  const targets = [...new Set(scalesNamed(question).filter((scale) => scale !== from))];
  const [to] = targets;
  if (!to || targets.length !== 1) return undefined;
  // «es de 30 °C y baja 10 °C»: the second is a change, not a reading; not read here.
  const saidAsChange = (q: Quantity) =>
    /(?:sub|baj|aument|disminu|vari|increment|descend)\w*\s+(?:en\s+)?$/.test(
      s.folded.slice(Math.max(0, q.index - 25), q.index),
    );
  if (saidAsChange(a) || saidAsChange(b)) return undefined;
  const delta = b.value - a.value;
  const ratio = degreeRatio(from, to);
  // «¿Cuánto bajó?» asks the size of a fall; «¿cuánto aumentó?» of a fall is no reading of it.
  const fall = /baj|disminu|descend|se enfrio/.test(question);
  const rise = /aument|sub|increment|se calento/.test(question);
  if ((fall && delta > 0) || (rise && delta < 0)) return undefined;
  const result = fall ? -delta * ratio : delta * ratio;
  const ratioTex = ratio === 1 ? '1' : ratio > 1 ? '\\frac{9}{5}' : '\\frac{5}{9}';
  return reply(
    s,
    [a.index, a.index + 1, b.index, b.index + 1],
    workedReply({
      title: 'Variación de temperatura en otra escala',
      data: `de ${fmt(a.value, 4)} ${SYMBOL[from]} a ${fmt(b.value, 4)} ${SYMBOL[from]}; la variación en ${NAME[to]}`,
      steps: [
        `La variación: $\\Delta T = ${tex(b.value)} - ${tex(a.value, 4, true)} = ${tex(delta)}$ ${SYMBOL[from]}.`,
        `Para una variación no se suma el 32: solo cuenta el tamaño del grado (1 °C = 1 K = 9/5 °F). $\\Delta T = ${ratioTex} \\cdot ${tex(delta, 4, true)} ${relation(result) === '=' ? '=' : '\\approx'} ${tex(result)}$ ${SYMBOL[to]}.`,
      ],
      answer: `**ΔT ${relation(result)} ${fmt(result)} ${SYMBOL[to]}${fall ? ' (bajó)' : ''}**`,
      closing: `¿Por qué no da lo mismo convertir cada temperatura y restar? Probalo.`,
    }),
  );
}

const TIMES: Record<string, number> = {
  doble: 2,
  triple: 3,
  cuadruple: 4,
  mitad: 0.5,
  igual: 1,
  misma: 1,
  mismo: 1,
};

// «¿A qué temperatura las escalas Celsius y Fahrenheit marcan el mismo número?», «… coinciden?»: the two
// scales named together, then one reading for both.
const SAME_READING =
  /(fahrenheit|celsius|centigrad\w*)\s+y\s+(?:la\s+)?(?:escala\s+)?(fahrenheit|celsius|centigrad\w*)\s+(?:(?:marcan|indican|dan|tienen|muestran)\s+(?:el mismo (?:numero|valor)|la misma (?:lectura|indicacion|cifra)|lo mismo)|coinciden)\b/;

// «¿A qué temperatura coinciden las escalas Celsius y Fahrenheit?»: the verb first.
const SAME_READING_FIRST =
  /\b(?:coinciden|marcan lo mismo|marcan el mismo (?:numero|valor))\s+(?:las (?:lecturas|escalas|indicaciones)(?: de)?\s+)?(?:los termometros\s+)?(?:(?:la escala|el termometro|grados)\s+)?(fahrenheit|celsius|centigrad\w*)\s+y\s+(?:(?:la escala|el termometro|grados)\s+)?(fahrenheit|celsius|centigrad\w*)/;

/** The two scales named together and one reading asked for both, as the relation «igual» reads it. */
function sameReading(folded: string): string[] | undefined {
  const match = SAME_READING.exec(folded) ?? SAME_READING_FIRST.exec(folded);
  return match ? [match[0], match[1] ?? '', 'igual', match[2] ?? ''] : undefined;
}

/** «¿A qué temperatura la lectura en Fahrenheit es el doble de la lectura en Celsius?» */
function relationOfReadings(s: Statement, note?: string): SolverReply | undefined {
  if (findQuantities(s.folded).length || s.quantities.length) return undefined;
  const match =
    /(fahrenheit|celsius|centigrad\w*)[^.?]*?\b(?:es|sea|marca|indica|vale|resulta)\s+(?:exactamente\s+)?(?:el |la |lo )?(doble|triple|cuadruple|mitad|igual|misma|mismo)\b[^.?]*?(fahrenheit|celsius|centigrad\w*)/.exec(
      s.folded,
    ) ?? sameReading(s.folded);
  if (
    !match ||
    !/a que temperatura|que temperatura|cual es (?:esa|la) temperatura|en que temperatura/.test(s.folded)
  )
    return undefined;
  const first: Scale = /fahrenheit/.test(match[1] ?? '') ? 'F' : 'C';
  const second: Scale = /fahrenheit/.test(match[3] ?? '') ? 'F' : 'C';
  const k = TIMES[match[2] ?? ''];
  if (first === second || k === undefined) return undefined;
  // T_F = 9/5·T_C + 32 with T_F = k·T_C (or T_C = k·T_F).
  const celsius = first === 'F' ? 32 / (k - 9 / 5) : (32 * k) / (1 - (9 / 5) * k);
  if (!Number.isFinite(celsius)) return undefined;
  const fahrenheit = (celsius * 9) / 5 + 32;
  // Checked back: the readings stand in the ratio asked.
  const [lhs, rhs] = first === 'F' ? [fahrenheit, celsius] : [celsius, fahrenheit];
  if (Math.abs(lhs - k * rhs) > 1e-9 * Math.max(1, Math.abs(lhs))) return undefined;
  const kTex = k === 0.5 ? '\\frac{1}{2}' : String(k);
  const equation =
    first === 'F'
      ? `$\\frac{9}{5} T_C + 32 = ${kTex} \\, T_C$, así que $T_C = \\frac{32}{${kTex} - \\frac{9}{5}} ${relation(celsius) === '=' ? '=' : '\\approx'} ${tex(celsius)}$ °C.`
      : `$T_C = ${kTex} \\left(\\frac{9}{5} T_C + 32\\right)$, así que $T_C ${relation(celsius) === '=' ? '=' : '\\approx'} ${tex(celsius)}$ °C.`;
  return {
    certain: true,
    text: workedReply({
      title: 'Escalas de temperatura',
      data: `la lectura en ${NAME[first]} es ${k === 1 ? 'igual a' : `${match[2] === 'mitad' ? 'la' : 'el'} ${match[2]} de`} la lectura en ${NAME[second]}`,
      steps: [
        ...(note ? [note] : []),
        `La relación entre las escalas: $${FORMULA.F}$.`,
        `Pedís $T_${first} = ${kTex} \\, T_${second}$: ${equation}`,
        `Comprobá: $T_F = \\frac{9}{5} \\cdot ${tex(celsius, 4, true)} + 32 ${relation(fahrenheit) === '=' ? '=' : '\\approx'} ${tex(fahrenheit)}$ °F, ${k === 1 ? 'la misma lectura' : `y ${tex(lhs)} es ${match[2]} de ${tex(rhs)}`}.`,
      ],
      answer: `**T ${relation(celsius)} ${fmt(celsius)} °C (${fmt(fahrenheit)} °F)**`,
      closing: '¿Y a qué temperatura las dos escalas marcan lo mismo?',
    }),
  };
}

/** A reply for a problem of temperature scales, or undefined when the statement is not one. */
export function solveTemperatureScales(message: string): SolverReply | undefined {
  const s = readStatement(message);
  if (!/fahrenheit|°\s*f\b|kelvin|celsius|centigrad/.test(s.folded)) return undefined;
  // Heat, a gas, an expansion: the scale is a step of another problem.
  if (/calor|gas\b|presion|dilat|alarga|mezcl|energia|masa|\bkg\b/.test(s.folded)) return undefined;
  const relationReply = relationOfReadings(s);
  if (relationReply) return relationReply;
  if (s.quantities.length) return undefined;
  const temps = findQuantities(s.folded).filter((q) => scaleOf(q));
  const question = askedClause(s);
  // «Indica 86 °F. … ¿A qué temperatura las escalas Celsius y Fahrenheit marcan el mismo número?»: a
  // question about the scales themselves, the same for any reading; the one given is another item's.
  if (temps.length && sameReading(question)) {
    const given = temps.map((t) => `${fmt(t.value)} ${SYMBOL[scaleOf(t) ?? 'C']}`).join(', ');
    return relationOfReadings(
      readStatement(question),
      `La lectura del enunciado (${given}) no interviene: la pregunta es sobre las dos escalas, para cualquier termómetro.`,
    );
  }
  const [first, second] = temps;
  if (first && temps.length === 1) return reading(s, first, question);
  if (first && second && temps.length === 2) return change(s, [first, second], question);
  return undefined;
}

export const temperatureScalesSolver = declareSolver({
  name: 'solve_temperature_scales',
  offer: 'escalas de temperatura: Celsius, Fahrenheit y kelvin',
  summary:
    'Temperature scales: a reading in Celsius, Fahrenheit or kelvin in another scale (T_F = 9/5·T_C + 32, T_K = T_C + 273), a change of temperature in another scale (ΔT_F = 9/5·ΔT_C, no 32), and the temperature at which the Fahrenheit reading is k times the Celsius one (el doble, la mitad, igual). Escalas termométricas.',
  examples: [
    '¿Qué temperatura en grados Fahrenheit corresponde a −40 °C?',
    'Un día la temperatura sube de 20 °C a la mañana a 35 °C a la tarde. ¿Cuánto aumentó la temperatura medida en grados Fahrenheit?',
    '¿A qué temperatura la lectura en grados Fahrenheit es exactamente el doble de la lectura en grados Celsius?',
  ],
  parameters: { problem: 'the temperature-scale problem as written' },
  solve: solveTemperatureScales,
});
