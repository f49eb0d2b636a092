/**
 * Triangles, shadows, ladders and ships whose lengths come in more than one unit («una escalera de
 * 6,5 m con el pie a 250 cm», «un hilo de 0,06 km con la mano a 120 cm del suelo») or whose speeds do
 * («una a 18 km/h y la otra a 6 m/s»). Every length is passed to metres (every speed to km/h), the
 * geometry readings solve the statement with one unit, and the reply shows the passage first. Only a
 * certain reading of the converted statement is sure; a question that asks another unit is left alone.
 */

import { foldText } from '../text.ts';
import { fromText, type SolverReply } from './declaration.ts';
import { elevation } from './elevation.ts';
import { leaning } from './leaning.ts';
import { fmt, readNumber } from './numbers.ts';
import { obliqueTriangle } from './oblique-triangle.ts';
import { similarity } from './similarity.ts';
import { solveKite } from './trig-kite.ts';
import { solveShadows } from './trig-shadows.ts';
import { solveRightTriangle } from './trigonometry.ts';

const rightTriangle = fromText(solveRightTriangle);

/** Metres in one of each length unit. */
const METRES: Record<string, number> = {
  mm: 0.001,
  milimetros: 0.001,
  cm: 0.01,
  centimetros: 0.01,
  dm: 0.1,
  decimetros: 0.1,
  m: 1,
  metros: 1,
  km: 1000,
  kilometros: 1000,
};

// A length: a number and its unit, not a speed (km/h, m/s), an area or a volume (cm², m3).
const LENGTH =
  /(\d+(?:[.,]\d+)?)\s*(mm|cm|dm|km|m|mil[ií]metros|cent[ií]metros|dec[ií]metros|kil[oó]metros|metros)(?![\p{L}\d²³/])/gu;
const SPEED = /(\d+(?:[.,]\d+)?)\s*(km\/h|m\/s)(?![\p{L}\d])/gu;

interface Passage {
  converted: string;
  changes: string[];
}

const SYMBOL: Record<number, string> = { 0.001: 'mm', 0.01: 'cm', 0.1: 'dm', 1: 'm', 1000: 'km' };

// «¿Cuánto mide el tercer lado, en cm?», «expresalo en centímetros»: the length unit the question asks.
const ASKED_UNIT =
  /\ben\s+(mil[ií]metros|cent[ií]metros|dec[ií]metros|kil[oó]metros|metros|mm|cm|dm|km|m)(?![\p{L}\d/²³])/iu;

/**
 * The statement with every length in the unit its question asks (metres when it asks none) and every
 * speed in km/h; undefined when nothing changes.
 */
function inOneUnit(problem: string): Passage | undefined {
  const changes: string[] = [];
  const units = new Set<number>();
  for (const match of problem.matchAll(LENGTH)) units.add(METRES[foldText(match[2] ?? '')] ?? Number.NaN);
  const speeds = new Set([...problem.matchAll(SPEED)].map((match) => match[2]));
  if (units.has(Number.NaN)) return undefined;
  const question = problem.slice(Math.max(0, problem.lastIndexOf('¿')));
  const askedMatch = ASKED_UNIT.exec(question);
  const target = askedMatch ? (METRES[foldText(askedMatch[1] ?? '')] ?? 1) : 1;
  const symbol = SYMBOL[target] ?? 'm';
  let converted = askedMatch
    ? `${problem.slice(0, problem.length - question.length)}${question.replace(askedMatch[0], ' ')}`
    : problem;
  if (units.size > 1) {
    converted = converted.replace(LENGTH, (whole, raw: string, unit: string) => {
      const factor = (METRES[foldText(unit)] ?? 1) / target;
      const value = readNumber(raw);
      if (value === undefined || Math.abs(factor - 1) < 1e-12) return whole;
      const inTarget = fmt(value * factor, 6);
      changes.push(`${raw} ${unit} = ${inTarget} ${symbol}`);
      return `${inTarget} ${symbol}`;
    });
  }
  if (speeds.size > 1) {
    converted = converted.replace(SPEED, (whole, raw: string, unit: string) => {
      const value = readNumber(raw);
      if (value === undefined || unit !== 'm/s') return whole;
      const kmh = fmt(value * 3.6, 6);
      changes.push(`${raw} m/s = ${raw} · 3,6 km/h = ${kmh} km/h`);
      return `${kmh} km/h`;
    });
  }
  if (!changes.length) return undefined;
  // A unit still named in words («expresalo en centímetros») is the unit asked: not metres.
  if (
    !askedMatch &&
    /\b(?:mil[ií]metros?|cent[ií]metros?|dec[ií]metros?|kil[oó]metros?|mm|cm|dm)\b/iu.test(converted)
  )
    return undefined;
  if (/\bm\/s\b/.test(converted)) return undefined;
  return { converted, changes };
}

const READINGS = [
  solveShadows,
  solveKite,
  elevation.solve,
  obliqueTriangle.solve,
  similarity.solve,
  leaning.solve,
  rightTriangle,
];

export function solveMixedUnits(problem: string): SolverReply | undefined {
  const passage = inOneUnit(problem);
  if (!passage) return undefined;
  for (const read of READINGS) {
    const reply = read(passage.converted);
    if (!reply?.certain) continue;
    const lines = reply.text.split('\n');
    const title = lines[0]?.startsWith('## ') ? 1 : 0;
    const note = `Primero paso todo a la misma unidad: ${passage.changes.join('; ')}.`;
    return {
      text: [...lines.slice(0, title), ...(title ? [''] : []), note, ...lines.slice(title)].join('\n'),
      certain: true,
    };
  }
  return undefined;
}
