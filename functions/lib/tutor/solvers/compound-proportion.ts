/**
 * The rule of three as the exams write it beyond prices, simple or compound: «Si 6 obreros, trabajando
 * 8 horas diarias, construyen un muro en 15 días, ¿cuántos días tardarán 10 obreros trabajando 6 horas
 * diarias?», «5 máquinas fabrican 400 piezas en 8 horas; ¿cuántas piezas fabrican 3 en 10 horas?»,
 * «un auto recorre 240 km con 20 litros…», «en un mapa 3 cm representan 45 km…». Each magnitude is an
 * amount made (piezas, metros, km, litros of fuel) or a factor that makes it (workers, machines, taps,
 * days, hours a day, litres a minute): the amount is proportional to the product of the factors, so a
 * factor is direct to an amount and inverse to another factor. It answers only when every number is a
 * quantity of a magnitude the question restates, and nothing in the statement is physics or money.
 */
import { foldText } from '../text.ts';
import type { SolverReply } from './declaration.ts';
import { fmt, readNumber } from './numbers.ts';
import { workedReply } from './reply.ts';

const DIGITS = String.raw`\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:,\d+)?`;
const WORDS: Record<string, number> = {
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  once: 11,
  doce: 12,
};
const WORD_NUMBER = Object.keys(WORDS).join('|');

/** Who or what does the work: a number in words counts only before one of these. */
const AGENTS =
  /^(obrero|operario|trabajador|pintor|persona|maquina|canilla|grifo|bomba|albanil|empleado|camion|impresora|tractor|costurera|excavadora|vaca|caballo|gallina|alumno|hombre|mujer)$/;
const TIMES = /^(dia|hora|minuto|segundo|semana|mes|ano)$/;
/** Units written in words and as symbols, to one key. */
const CANONICAL: Record<string, string> = {
  kilometro: 'km',
  metro: 'm',
  centimetro: 'cm',
  milimetro: 'mm',
  kilo: 'kg',
  kilogramo: 'kg',
  gramo: 'g',
  l: 'litro',
  h: 'hora',
  min: 'minuto',
  seg: 'segundo',
};
/**
 * Physics, money, powers, a half-life or a doubling (an exponential): not a rule of three even when the
 * numbers look like one; and a question about a difference («cuántos obreros más», «cuántos días antes»)
 * or a multiple in words asks something else.
 */
const NOT_PROPORTION =
  /\$|%|²|\^|\bm\/s|\bcae\b|caida|se suelta|se lanza|acelera|velocidad|gravedad|interes|precio|cuesta|cuestan|vale\b|valen\b|vida media|semivida|semidesintegr|radiactiv|exponencial|decae|se (?:duplica|triplica|cuadruplica|reduce a la mitad)|pierde la mitad/;
const DIFFERENCE =
  /\b(?:mas|menos|adicional(?:es)?|extras?|antes|despues|doble|triple|mitad|faltan|restantes?|quedan|se (?:suman|agregan|retiran|van|cierran|enferman))\b/;

/** «¿cuántos obreros más…?», «si se cierran 2 canillas…»: a difference or a change, not the new amount. */
export const asksDifference = (folded: string): boolean => DIFFERENCE.test(folded);

const ACCENTED: Record<string, string> = {
  dias: 'días',
  maquinas: 'máquinas',
  albaniles: 'albañiles',
  kilometros: 'kilómetros',
  centimetros: 'centímetros',
  camiones: 'camiones',
};

const known = (word: string) => AGENTS.test(word) || TIMES.test(word) || word in CANONICAL;

/** A noun to its singular: días → dia, albañiles → albanil, hombres → hombre, meses → mes. */
function singular(noun: string): string {
  const candidates = [
    noun.endsWith('es') ? noun.slice(0, -2) : '',
    noun.endsWith('s') ? noun.slice(0, -1) : '',
  ];
  const word = candidates.find((candidate) => candidate !== '' && known(candidate));
  if (word) return word;
  if (/[lrndz]es$/.test(noun)) return noun.slice(0, -2);
  return noun.endsWith('s') && noun.length > 3 ? noun.slice(0, -1) : noun;
}

const keyOf = (noun: string) => {
  const one = singular(noun);
  return CANONICAL[one] ?? one;
};

type Kind = 'amount' | 'factor';

interface Quantity {
  value: number;
  /** The magnitude: «obrero», «hora/dia», «litro/minuto», «km». */
  key: string;
  kind: Kind;
  /** As the statement writes the unit. */
  unit: string;
}

/** What may follow a unit to make it a rate: «km/h», «horas diarias», «litros por minuto». */
const PER = String.raw`(?:\s*\/\s*(\p{L}+)|\s+(diari[oa]s|por dia|al dia|cada dia|por (?:minuto|hora|segundo|semana)))?`;

const QUANTITY = new RegExp(
  String.raw`(?<![\p{L}\d,.])(${DIGITS}|${WORD_NUMBER})\s+(?:de\s+(?:esas|esos|estas|estos|las|los)\s+)?(\p{L}+)${PER}`,
  'gu',
);

/** The magnitude's key: the unit, over the time of a rate («hora/dia», «litro/minuto»). */
function magnitudeKey(noun: string, per: string | undefined, daily: string | undefined): string {
  const base = keyOf(noun);
  const over = per
    ? keyOf(per)
    : daily
      ? /diari|dia/.test(daily)
        ? 'dia'
        : keyOf(daily.replace('por ', ''))
      : '';
  return over ? `${base}/${over}` : base;
}

/** A unit as the statement writes it, with its rate. */
const unitText = (noun: string, per: string | undefined, daily: string | undefined) =>
  `${ACCENTED[noun] ?? noun}${daily ? ` ${daily}` : per ? `/${per}` : ''}`;

/** The quantities of a text, in order; undefined when a number is not one (a bare number, a word number before a thing). */
function quantities(text: string): Quantity[] | undefined {
  const found: Quantity[] = [];
  let inDigits = 0;
  for (const match of text.matchAll(QUANTITY)) {
    const [raw = '', noun = '', per, daily] = [match[1], match[2], match[3], match[4]];
    const value = WORDS[raw] ?? readNumber(raw);
    const base = keyOf(noun);
    if (value === undefined || value <= 0) return undefined;
    if (WORDS[raw] !== undefined && !AGENTS.test(base)) continue;
    if (WORDS[raw] === undefined) inDigits++;
    const key = magnitudeKey(noun, per, daily);
    // A rate (litros por minuto, horas diarias), an agent or a time makes the amount; the rest is made.
    const kind: Kind = key !== base || AGENTS.test(base) || TIMES.test(base) ? 'factor' : 'amount';
    found.push({ value, key, kind, unit: unitText(noun, per, daily) });
  }
  // Every number written in digits is a quantity read: none is left over.
  const digits = text.match(new RegExp(String.raw`(?<![\p{L}\d,.])(?:${DIGITS})`, 'gu'))?.length ?? 0;
  return digits === inDigits ? found : undefined;
}

/** The magnitude asked: «¿cuántos días…?», «¿cuántas horas diarias…?», «¿cuánto tardaría…?» (the statement's time). */
function askedMagnitude(
  question: string,
  given: readonly Quantity[],
): { key: string; unit: string } | undefined {
  const asked = new RegExp(String.raw`cuant[oa]s\s+(\p{L}+)${PER}`, 'u').exec(question);
  const noun = asked?.[1];
  if (asked && noun)
    return { key: magnitudeKey(noun, asked[2], asked[3]), unit: unitText(noun, asked[2], asked[3]) };
  if (!/cuanto\s+(?:tiempo|tarda|demora)/.test(question)) return undefined;
  const times = given.filter((q) => TIMES.test(q.key));
  return times.length === 1 && times[0] ? { key: times[0].key, unit: times[0].unit } : undefined;
}

/**
 * Whether the magnitudes make the amount by a product: two kinds of workers («6 hombres y 4 mujeres») or
 * two times («2 días y 6 horas») add up instead, and two amounts are a simple rule of three on their own.
 */
function multiplicative(given: readonly Quantity[]): boolean {
  const agents = given.filter((q) => AGENTS.test(q.key)).length;
  const times = given.filter((q) => TIMES.test(q.key)).length;
  const amounts = given.filter((q) => q.kind === 'amount').length;
  const factors = given.length - amounts;
  return agents <= 1 && times <= 1 && (amounts <= 1 || (amounts === 2 && factors === 0));
}

interface Reading {
  given: Quantity[];
  asked: Quantity[];
  unknown: Quantity;
  unit: string;
}

function read(problem: string): Reading | undefined {
  const folded = foldText(problem).replace(/\s+/g, ' ');
  if (NOT_PROPORTION.test(folded) || asksDifference(folded)) return undefined;
  const start = folded.search(/¿|\bcuant[oa]s?\b/);
  if (start <= 0) return undefined;
  const [given, asked] = [quantities(folded.slice(0, start)), quantities(folded.slice(start))];
  if (!given || !asked || given.length < 2 || asked.length < 1) return undefined;
  const magnitude = askedMagnitude(folded.slice(start), given);
  if (!magnitude) return undefined;
  const keys = given.map((q) => q.key);
  if (new Set(keys).size !== keys.length || !multiplicative(given)) return undefined;
  const unknown = given.find((q) => q.key === magnitude.key);
  if (!unknown || asked.some((q) => q.key === magnitude.key)) return undefined;
  // The question restates every other magnitude once, and no new one.
  const others = given.filter((q) => q !== unknown).map((q) => q.key);
  const restated = asked.map((q) => q.key);
  if (restated.length !== others.length || !others.every((key) => restated.includes(key))) return undefined;
  return { given, asked, unknown, unit: magnitude.unit };
}

/** Measures that take any value; anything else asked is counted (workers, trips, pieces). */
const MEASURES = /^(km|m|cm|mm|kg|g|litro|mililitro|tonelada|hectarea|gramo)$/;
const countable = (key: string) => !key.includes('/') && !TIMES.test(key) && !MEASURES.test(key);

/** Whether a magnitude grows with the unknown (direct) or against it (inverse). */
const direct = (unknown: Kind, other: Kind) => unknown === 'amount' || other === 'amount';

/** The amounts over the factors, the unknown's side of the law: constant between both situations. */
function constant(unknown: Quantity, value: number, others: readonly Quantity[]): number {
  return others.reduce((k, q) => (direct(unknown.kind, q.kind) ? k / q.value : k * q.value), value);
}

export function compoundProportion(problem: string): SolverReply | undefined {
  const reading = read(problem);
  if (!reading) return undefined;
  const { given, asked, unknown, unit } = reading;
  const steps: string[] = [];
  let result = unknown.value;
  const factors: string[] = [];
  for (const before of given.filter((q) => q !== unknown)) {
    const after = asked.find((q) => q.key === before.key);
    if (!after) return undefined;
    const isDirect = direct(unknown.kind, before.kind);
    const [top, bottom] = isDirect ? [after.value, before.value] : [before.value, after.value];
    result = (result * top) / bottom;
    factors.push(`${fmt(top, 4)}/${fmt(bottom, 4)}`);
    steps.push(
      `${before.unit}: de ${fmt(before.value, 4)} a ${fmt(after.value, 4)}. ${
        isDirect
          ? `A más ${before.unit}, más ${unit}: es directa, se multiplica por ${fmt(top, 4)}/${fmt(bottom, 4)}.`
          : `A más ${before.unit}, menos ${unit}: es inversa, se multiplica por ${fmt(top, 4)}/${fmt(bottom, 4)} (la razón invertida).`
      }`,
    );
  }
  // The check: the law's constant is the same in both situations.
  const others = (situation: readonly Quantity[]) => situation.filter((q) => q.key !== unknown.key);
  const k1 = constant(unknown, unknown.value, others(given));
  const k2 = constant(unknown, result, others(asked));
  if (!Number.isFinite(result) || Math.abs(k1 - k2) > 1e-9 * Math.max(1, Math.abs(k1))) return undefined;
  // A count (obreros, viajes, piezas) that comes out fractional asks for rounding the statement decides.
  if (countable(unknown.key) && Math.abs(result - Math.round(result)) > 1e-9) return undefined;
  const compound = given.length > 2;
  steps.push(`x = ${fmt(unknown.value, 4)} · ${factors.join(' · ')} = ${fmt(result, 4)}.`);
  return {
    text: workedReply({
      title: compound
        ? 'Regla de tres compuesta'
        : `Regla de tres simple ${direct(unknown.kind, at0(given, unknown).kind) ? 'directa' : 'inversa'}`,
      data: `${given.map((q) => `${fmt(q.value, 4)} ${q.unit}`).join(', ')}; ${asked.map((q) => `${fmt(q.value, 4)} ${q.unit}`).join(', ')}; incógnita: ${unit}`,
      steps: [`Incógnita: ${unit}. Se compara cada magnitud con ella, dejando las demás fijas.`, ...steps],
      answer: `**${fmt(result, 2)} ${unit}**`,
      closing: '¿Cómo decidís si una magnitud es directa o inversa respecto de la incógnita?',
    }),
    certain: true,
  };
}

/** The one magnitude beside the unknown, in a simple rule of three. */
function at0(given: readonly Quantity[], unknown: Quantity): Quantity {
  return given.find((q) => q !== unknown) ?? unknown;
}
