/**
 * Two velocities along the cardinal directions: a velocity relative to the air or the water and the
 * wind's or the current's («vuela hacia el norte a 200 m/s respecto del aire y el viento sopla hacia el
 * este a 50 m/s»), added for the velocity relative to the ground; or a velocity before and after a turn
 * («a 20 m/s hacia el este y, después de doblar, a 15 m/s hacia el norte»), subtracted for the change
 * of velocity. The modulus, checked with the law of cosines.
 */

import { must } from '../../../../shared/lib/must.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import { group } from './groups.ts';
import { fmt, relation, tex } from './numbers.ts';
import { inBase, ofDimension, readStatement, unusedNumbers } from './physics.ts';
import { workedReply } from './reply.ts';
import type { Quantity } from './units.ts';

/** Unit vectors, east = +x, north = +y. */
const DIRECTIONS: Record<string, [number, number]> = {
  este: [1, 0],
  oeste: [-1, 0],
  norte: [0, 1],
  sur: [0, -1],
};
const CARDINAL = '(este|oeste|norte|sur)';
/** «hacia el norte», «rumbo al este», «en dirección sur»: the way it moves. */
const TOWARD = new RegExp(
  String.raw`\b(?:hacia el|hacia|rumbo al?|con rumbo al?|en (?:la )?direccion (?:al?|del)?\s*|en sentido|para el)\s*${CARDINAL}\b`,
  'g',
);
/** «el viento sopla del oeste», «desde el sur»: where it comes from, the opposite way. */
const FROM = new RegExp(String.raw`\b(?:sopla|viene|proviene|llega)\s+(?:del|desde el)\s+${CARDINAL}\b`, 'g');

/**
 * The way each velocity points: every direction phrase goes to the speed it is written next to, which
 * must be clearly nearer than the other; undefined unless each speed gets exactly one.
 */
function directionsOf(folded: string, speeds: readonly Quantity[]): [number, number][] | undefined {
  const phrases = [
    ...[...folded.matchAll(TOWARD)].map((m) => ({ m, sign: 1 })),
    ...[...folded.matchAll(FROM)].map((m) => ({ m, sign: -1 })),
  ];
  const found: ([number, number] | undefined)[] = speeds.map(() => undefined);
  for (const { m, sign } of phrases) {
    const [start, end] = [m.index, m.index + m[0].length];
    const distances = speeds.map((q) => (end <= q.index ? q.index - end : Math.max(0, start - q.end)));
    const nearest = distances.indexOf(Math.min(...distances));
    const others = distances.filter((_, k) => k !== nearest);
    if (others.some((d) => d < 2 * (distances[nearest] ?? 0) + 3)) return undefined;
    const [ux, uy] = must(DIRECTIONS[group(m, 1)], 'a cardinal direction');
    if (found[nearest]) return undefined;
    found[nearest] = [sign * ux, sign * uy];
  }
  return found.every((u) => u !== undefined) ? (found as [number, number][]) : undefined;
}

const DIRECTION_WORD: Record<string, string> = {
  '1,0': 'este',
  '-1,0': 'oeste',
  '0,1': 'norte',
  '0,-1': 'sur',
};

export function solveRelativeVelocity(message: string): SolverReply | undefined {
  const s = readStatement(message);
  const folded = s.folded;
  if (!/\b(?:este|oeste|norte|sur)\b/.test(folded)) return undefined;
  if (/noreste|noroeste|sudeste|sureste|suroeste|sudoeste|°|grados/.test(folded)) return undefined;
  const question = s.question;
  const asksChange = /\b(?:cambio|variacion)\b[^?]*\bvelocidad/.test(question);
  const medium = /respecto (?:del|al) (?:aire|agua)|\bviento\b|\bcorriente\b/.test(folded);
  const asksGround =
    medium &&
    /respecto (?:del|al) (?:suelo|piso)|respecto (?:de|a) (?:la )?(?:tierra|orilla)|resultante|para un observador (?:en tierra|en la orilla|parado)/.test(
      question,
    );
  if (asksChange === asksGround) return undefined;
  // Only the modulus: a direction asked is another answer.
  if (/\bangulo\b|\bdireccion\b|\brumbo\b|\bhacia donde\b/.test(question)) return undefined;
  const speeds = ofDimension(s, 'speed');
  if (speeds.length !== 2 || s.quantities.length !== 2) return undefined;
  const [first, second] = speeds as [Quantity, Quantity];
  const ways = directionsOf(folded, speeds);
  const [u1, u2] = ways ?? [];
  if (!ways || !u1 || !u2) return undefined;
  const sameUnit = first.unit === second.unit;
  const symbol = sameUnit ? first.unit.symbol : 'm/s';
  const size = (q: Quantity) => (sameUnit ? q.value : inBase(q));
  const [a, b] = [size(first), size(second)];
  const sign = asksChange ? -1 : 1;
  const v1: [number, number] = [a * u1[0], a * u1[1]];
  const v2: [number, number] = [b * u2[0], b * u2[1]];
  const x = asksChange ? v2[0] - v1[0] : v1[0] + v2[0];
  const y = asksChange ? v2[1] - v1[1] : v1[1] + v2[1];
  const modulus = Math.hypot(x, y);
  // The check: the law of cosines with the angle between the two velocities.
  const cosBetween = u1[0] * u2[0] + u1[1] * u2[1];
  const lawOfCosines = Math.sqrt(Math.max(0, a * a + b * b + sign * 2 * a * b * cosBetween));
  if (Math.abs(lawOfCosines - modulus) > 1e-9 * Math.max(1, modulus)) return undefined;
  const unused = unusedNumbers(
    s,
    speeds.map((q) => q.index),
  );
  const word = (u: [number, number]) => must(DIRECTION_WORD[`${u[0]},${u[1]}`], 'a cardinal direction');
  const label = asksChange ? '|Δv|' : '|v|';
  const answer = `${label} ${relation(modulus)} ${fmt(modulus)} ${symbol}`;
  const steps = asksChange
    ? [
        `Ejes: x hacia el este, y hacia el norte. Antes: $\\vec v_1 = (${tex(v1[0])};\\ ${tex(v1[1])})$ ${symbol}; después: $\\vec v_2 = (${tex(v2[0])};\\ ${tex(v2[1])})$ ${symbol}.`,
        `El cambio de velocidad es la resta de vectores, no de rapideces: $\\Delta \\vec v = \\vec v_2 - \\vec v_1 = (${tex(x)};\\ ${tex(y)})$ ${symbol}.`,
        `Módulo: $|\\Delta \\vec v| = \\sqrt{${tex(x, 4, true)}^2 + ${tex(y, 4, true)}^2} ${relation(modulus) === '=' ? '=' : '\\approx'} ${tex(modulus, 2)}$ ${symbol}.`,
      ]
    : [
        `Ejes: x hacia el este, y hacia el norte. La velocidad respecto del suelo es la suma de la velocidad respecto del aire (o del agua) y la del viento (o la corriente): $\\vec v = \\vec v_1 + \\vec v_2$.`,
        `Componentes: $\\vec v = (${tex(v1[0])} + ${tex(v2[0], 4, true)};\\ ${tex(v1[1])} + ${tex(v2[1], 4, true)}) = (${tex(x)};\\ ${tex(y)})$ ${symbol}.`,
        `Módulo: $|\\vec v| = \\sqrt{${tex(x, 4, true)}^2 + ${tex(y, 4, true)}^2} ${relation(modulus) === '=' ? '=' : '\\approx'} ${tex(modulus, 2)}$ ${symbol}.`,
      ];
  return {
    certain: unused.length === 0 && modulus > 0,
    text: workedReply({
      title: asksChange ? 'Cambio de velocidad (resta de vectores)' : 'Velocidad relativa (suma de vectores)',
      data: speeds
        .map((q, k) => `${fmt(q.value, 4)} ${q.unit.symbol} hacia el ${word(must(ways[k], 'a way'))}`)
        .join('; '),
      steps,
      answer: unused.length
        ? `No usé ${unused.map((v) => fmt(v, 4)).join(', ')} del enunciado: ¿qué representa? Confirmame los datos y lo resolvemos.`
        : `**${answer}**`,
      closing: asksChange
        ? '¿Por qué el cambio de velocidad no es 20 − 15 aunque la rapidez baje de una a otra?'
        : '¿Hacia dónde tendría que apuntar para avanzar justo hacia el norte respecto del suelo?',
    }),
  };
}

export const relativeVelocitySolver = declareSolver({
  name: 'solve_relative_velocity',
  offer: 'velocidad relativa y cambio de velocidad en el plano',
  summary:
    'Two velocities along the cardinal directions (east, west, north, south): a velocity relative to the air or the water plus the wind or the current, for the modulus of the velocity relative to the ground; or a velocity before and after a turn, for the modulus of the change of velocity (a vector difference). Pass the whole statement.',
  examples: [
    'Un avión vuela hacia el norte a 200 m/s respecto del aire y el viento sopla hacia el este a 50 m/s. ¿Cuál es el módulo de su velocidad respecto del suelo?',
    'Un auto va a 20 m/s hacia el este y, después de doblar en una esquina, a 15 m/s hacia el norte. ¿Cuál es el módulo del cambio de su velocidad?',
  ],
  parameters: { problem: 'the statement, as written' },
  solve: solveRelativeVelocity,
});
