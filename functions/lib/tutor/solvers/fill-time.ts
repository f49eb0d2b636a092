/**
 * What follows from a solid's volume in exam statements about tanks, pools and trenches: how long a
 * flow takes to fill it («se llena con una manguera que arroja 20 litros por minuto. ¿Cuántas horas
 * tarda?») and how many trips carry what it holds («un camión lleva 8 m³ por viaje. ¿Cuántos viajes…?»).
 * The volume is the solids reading's, so every measure is read and used; the rest of the data is the
 * flow or the load of one trip.
 */
import { foldText } from '../text.ts';
import { unusedData } from './certainty.ts';
import type { SolverReply } from './declaration.ts';
import { fmt, readNumber, relation } from './numbers.ts';
import { workedReply } from './reply.ts';
import { measuredSolid } from './solids.ts';
import { withoutOptions } from './statement.ts';

const AMOUNT = String.raw`(\d+(?:[.,]\d+)?)\s*(litros?|l|m³|m\^3|m3|dm³|dm\^3|cm³|cm\^3)`;
const CUBIC_METRES: Record<string, number> = {
  litro: 0.001,
  litros: 0.001,
  l: 0.001,
  dm: 0.001,
  cm: 1e-6,
  m: 1,
};
const SECONDS: Record<string, number> = {
  segundo: 1,
  seg: 1,
  s: 1,
  minuto: 60,
  min: 60,
  hora: 3600,
  h: 3600,
};
const TIME_NAMES: Record<number, string> = { 1: 's', 60: 'min', 3600: 'h' };
const TIME_WORDS: Record<number, string> = { 1: 'segundo', 60: 'minuto', 3600: 'hora' };
// «lleno hasta la mitad», «ya tiene 2000 L»: a part of the solid, which this reading does not take.
// «se llena hasta una profundidad de 1,6 m» is the water's own height, a measure, when no other height of
// the solid is typed (FILL_LEVEL, checked in solveFillTime).
const PART_OF_IT =
  /\b(?:mitad|tercera parte|cuarta parte|tres cuartos|un cuarto|cuartas partes|hasta(?! (?:una|la) (?:profundidad|altura) de \d)|ya tiene|ya contiene)\b|%|por ciento/;
const FILL_LEVEL = /\bhasta (?:una|la) (?:profundidad|altura) de \d/;
const HEIGHT_WORDS = /\b(?:alto|altura|profundidad|profundo|hondo)\b/g;

const FLOW = new RegExp(
  `${AMOUNT}\\s*(?:de [a-z]+\\s+)?(?:por|cada|/|en cada|en un|en una|al)\\s*(minuto|min|hora|h|segundo|seg|s)\\b`,
);
const TRIP = new RegExp(`${AMOUNT}\\s*(?:de [a-z]+\\s+)?(?:por viaje|en cada viaje|cada viaje|por vez)`);
// Filling only: an emptying needs the tank full, which a statement may or may not say.
const ASKS_TIME =
  /\b(?:cuant[oa]s? (horas|minutos|segundos)|cuanto tiempo|que tiempo)\b[^?]*\b(?:llenarse|llenarlo|llenarla|llenar|se llena|en llenar\w*|llenado)\b/;
// «Si se lo llena, vacío, con una canilla que aporta 12 L/min, ¿cuántos minutos tarda?»: the filling said
// before the question, in the same sentence.
const FILLED_THEN_ASKED =
  /\bse (?:lo |la )?llena\b[^.?¿]*¿\s*(?:cuant[oa]s? (horas|minutos|segundos)|cuanto tiempo)\s+(?:tarda|demora)\s*\?/;
// A second flow (a leak, a drain, another tap) or several solids: another problem.
const OTHER_FLOW =
  /\b(?:perdida|pierde|desagote|desague|desagua|fuga|agujero|vacia\w*|sale\w*|otra|otro|ambas|ambos|cada una|cada uno|juntas|juntos)\b|\b(?:\d+|dos|tres|cuatro|cinco)\s+(?:canillas|mangueras|bombas|grifos|canos|surtidores|caneria)\b/;
const ASKS_TRIPS = /\bcuantos viajes\b/;

const cubicMetresOf = (unit: string) => CUBIC_METRES[unit.replace(/(?:³|\^3|3)$/, '')] ?? Number.NaN;

/** The time to fill, or the trips to carry, a measured solid; undefined when the statement asks neither. */
export function solveFillTime(problem: string): SolverReply | undefined {
  const folded = foldText(withoutOptions(problem)).replace(/\s+/g, ' ');
  const time = ASKS_TIME.exec(folded) ?? FILLED_THEN_ASKED.exec(folded);
  const trips = ASKS_TRIPS.test(folded);
  if (!time === !trips || PART_OF_IT.test(folded) || OTHER_FLOW.test(folded)) return undefined;
  // Filled up to a level: that level is the only height the statement gives.
  if (FILL_LEVEL.test(folded) && [...folded.matchAll(HEIGHT_WORDS)].length !== 1) return undefined;
  // Every number is a measure or the rate, with its unit: «3 piletas de…» counts solids this reading
  // does not multiply by.
  if (
    /\d(?:[.,]\d+)?\s+(?!(?:mm|cm|dm|m|m³|m\^3|m3|litros?|l|dm³|cm³)\b)/.test(
      folded.replace(/\d+(?:[.,]\d+)?\s*(?:×|x|por)\s*/g, ' '),
    )
  )
    return undefined;
  const rate = time ? FLOW.exec(folded) : TRIP.exec(folded);
  if (!rate) return undefined;
  // The rate's own numbers are no measures of the solid.
  const solid = measuredSolid(folded.replace(rate[0], ' '));
  if (!solid) return undefined;
  const amount = readNumber(rate[1] ?? '');
  const perUnit = cubicMetresOf(rate[2] ?? '');
  if (amount === undefined || !(amount > 0) || !(perUnit > 0)) return undefined;
  const load = amount * perUnit;
  const litres = solid.cubicMetres * 1000;
  const volumeStep = `Volumen ${solid.name}: V = ${fmt(solid.cubicMetres, 4)} m³ = ${fmt(litres, 2)} L.`;
  let steps: string[];
  let answer: string;
  if (time) {
    const flowSeconds = SECONDS[rate[3] ?? ''] ?? Number.NaN;
    const askedSeconds = { horas: 3600, minutos: 60, segundos: 1 }[time[1] ?? ''] ?? flowSeconds;
    if (!(flowSeconds > 0)) return undefined;
    const seconds = (solid.cubicMetres / load) * flowSeconds;
    const inAsked = seconds / askedSeconds;
    const inFlowUnit = seconds / flowSeconds;
    const flowUnit = TIME_NAMES[flowSeconds] ?? 's';
    const askedUnit = TIME_NAMES[askedSeconds] ?? 's';
    const is = (v: number) => relation(v, 2);
    steps = [
      volumeStep,
      `Entran ${rate[1]} ${rate[2]} por ${TIME_WORDS[flowSeconds]}: dividí el volumen por esa cantidad, en la misma unidad: t ${is(inFlowUnit)} ${fmt(inFlowUnit, 2)} ${flowUnit}.`,
      ...(askedUnit === flowUnit
        ? []
        : [`Pasalo a ${askedUnit}: t ${is(inAsked)} ${fmt(inAsked, 2)} ${askedUnit}.`]),
    ];
    answer = `**t ${is(inAsked)} ${fmt(inAsked, 2)} ${askedUnit}**`;
  } else {
    const ratio = solid.cubicMetres / load;
    const count = Math.ceil(ratio - 1e-9);
    steps = [
      volumeStep,
      `Dividí por lo que lleva cada viaje (${rate[1]} ${rate[2]}): ${fmt(ratio, 4)}.`,
      Math.abs(ratio - count) < 1e-9
        ? 'Da justo: cada viaje va lleno.'
        : `Con ${fmt(Math.floor(ratio), 0)} viajes no alcanza: el último va sin llenarse, pero hay que hacerlo.`,
    ];
    answer = `**Hacen falta ${fmt(count, 0)} viajes**`;
  }
  const text = workedReply({
    title: time ? 'Tiempo de llenado' : 'Cantidad de viajes',
    data: `${solid.data}; ${rate[0].trim()}`,
    steps,
    answer,
    closing: time
      ? '¿Por qué conviene pasar el volumen y el caudal a la misma unidad antes de dividir?'
      : '¿Por qué la cantidad de viajes se redondea para arriba y no al más cercano?',
  });
  if (unusedData(problem, text).length > 0) return undefined;
  return { text, certain: true };
}
