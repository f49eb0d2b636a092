/**
 * Displacements along the cardinal directions ("camina 300 m hacia el este y después 400 m hacia el
 * norte"): the total displacement's magnitude and its angle with the east (or with the direction asked).
 */

import { must } from '../../../../shared/lib/must.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import { group } from './groups.ts';
import { texRelation as approx, fmt, relation, tex } from './numbers.ts';
import { askedClause, inBase, ofDimension, readStatement, type Statement, unusedNumbers } from './physics.ts';
import { workedReply } from './reply.ts';
import type { Quantity } from './units.ts';

/** Unit vectors, east = +x, north = +y. */
const directions: Record<string, [number, number]> = {
  este: [1, 0],
  oeste: [-1, 0],
  norte: [0, 1],
  sur: [0, -1],
};
const LEG =
  /^\s*(?:hacia el|al|en direccion (?:al?|este|oeste|norte|sur)?\s*(?:el )?|rumbo al?|para el)\s*(este|oeste|norte|sur)\b/;

/** A reply for a sum of displacements along cardinal directions, or undefined. */
export function solveDisplacement(message: string): SolverReply | undefined {
  const s = readStatement(message);
  if (!/\b(?:este|oeste|norte|sur)\b/.test(s.folded)) return undefined;
  if (/noreste|noroeste|sudeste|sureste|suroeste|sudoeste|°|grados/.test(s.folded)) return undefined;
  const lengths = ofDimension(s, 'length');
  if (lengths.length < 2 || s.quantities.length !== lengths.length) return undefined;
  const legs: { q: Quantity; direction: string }[] = [];
  for (const q of lengths) {
    const match = LEG.exec(s.folded.slice(q.end));
    if (!match) return undefined;
    legs.push({ q, direction: group(match, 1) });
  }
  const question = askedClause(s);
  // «¿Qué distancia recorrió?» asks for the path walked, the sum of the legs, not the displacement.
  if (
    /recorri|camino|distancia total|en total/.test(question) &&
    !/desplazamiento|linea recta|punto de partida/.test(question)
  )
    return walkedReply(s, lengths);
  const angleAt = question.search(/angulo|direccion|rumbo/);
  const sizeAt = question.search(/modulo|desplazamiento|distancia|a que distancia|cuanto|lejos/);
  const asksAngle = angleAt >= 0;
  const asksSize = sizeAt >= 0;
  if (!asksAngle && !asksSize) return undefined;
  // In the student's unit when every leg uses the same one.
  const [firstLeg] = legs;
  const unit = firstLeg && legs.every(({ q }) => q.unit === firstLeg.q.unit) ? firstLeg.q.unit : undefined;
  const symbol = unit?.symbol ?? 'm';
  const inUnit = (q: Quantity) => (unit ? q.value : inBase(q));
  let x = 0;
  let y = 0;
  for (const { q, direction } of legs) {
    const [ux, uy] = must(directions[direction], `the direction «${direction}»`);
    x += ux * inUnit(q);
    y += uy * inUnit(q);
  }
  const size = Math.hypot(x, y);
  if (size === 0) return undefined;
  const walked = legs.reduce((total, { q }) => total + inUnit(q), 0);
  const eastWest = x >= 0 ? 'este' : 'oeste';
  const northSouth = y >= 0 ? 'norte' : 'sur';
  const reference = askedReference(question);
  const fromNorthSouth = reference === 'norte' || reference === 'sur';
  const [rx, ry] = must(directions[reference ?? eastWest], 'the reference direction');
  // The angle with the direction the question names (the east-west line when it names none).
  const angle = (Math.acos(Math.max(-1, Math.min(1, (x * rx + y * ry) / size))) * 180) / Math.PI;
  const axis = reference ?? eastWest;
  const side = fromNorthSouth ? eastWest : northSouth;
  const steps = [
    `Ejes: x hacia el este, y hacia el norte. Sumá las componentes de cada tramo: $\\Delta x = ${tex(x, 4)}$ ${symbol}, $\\Delta y = ${tex(y, 4)}$ ${symbol}.`,
    `Módulo (Pitágoras): $|\\Delta \\vec r| = \\sqrt{${tex(x, 4, true)}^2 + ${tex(y, 4, true)}^2} ${approx(size)} ${tex(size, 2)}$ ${symbol} (no es la distancia recorrida, ${fmt(walked)} ${symbol}).`,
  ];
  if (x !== 0 && y !== 0)
    steps.push(
      `Ángulo con la dirección ${axis}: $\\cos\\alpha = \\frac{\\Delta \\vec r \\cdot \\hat u_{${axis}}}{|\\Delta \\vec r|}$, $\\alpha ${approx(angle)} ${tex(angle, 2)}^\\circ$ hacia el ${side}.`,
    );
  const direction =
    x === 0
      ? `hacia el ${northSouth}`
      : y === 0
        ? `hacia el ${eastWest}`
        : `a ${fmt(angle)}° al ${side} del ${axis}`;
  const parts = [`|Δr| ${relation(size)} ${fmt(size)} ${symbol}`, direction];
  const answer = (asksAngle && (!asksSize || angleAt < sizeAt) ? [...parts].reverse() : parts).join('; ');
  const unused = unusedNumbers(
    s,
    legs.map(({ q }) => q.index),
  );
  return {
    certain: unused.length === 0,
    text: workedReply({
      title: 'Suma de desplazamientos',
      data: legs.map(({ q, direction: d }) => `${fmt(q.value, 4)} ${q.unit.symbol} hacia el ${d}`).join('; '),
      steps,
      answer: unused.length
        ? `Con esa lectura quedaría ${answer}, pero no usé ${unused.map((v) => fmt(v, 4)).join(', ')} del enunciado: ¿qué representa? Confirmame los datos y lo cerramos.`
        : `**${answer}**`,
      closing: '¿Por qué el desplazamiento es menor que la distancia que caminó?',
    }),
  };
}

/** The distance walked: the legs added, whatever their directions. */
function walkedReply(s: Statement, lengths: Quantity[]): SolverReply | undefined {
  const [first] = lengths;
  if (!first || !lengths.every((q) => q.unit === first.unit)) return undefined;
  const total = lengths.reduce((sum, q) => sum + q.value, 0);
  const symbol = first.unit.symbol;
  return {
    certain:
      unusedNumbers(
        s,
        lengths.map((q) => q.index),
      ).length === 0,
    text: workedReply({
      title: 'Distancia recorrida',
      data: lengths.map((q) => `${fmt(q.value, 4)} ${symbol}`).join('; '),
      steps: [
        `La distancia recorrida es el largo del camino: se suman los tramos, sin importar hacia dónde va cada uno: $${lengths.map((q) => tex(q.value, 4)).join(' + ')} = ${tex(total, 4)}$ ${symbol}.`,
      ],
      answer: `**d = ${fmt(total)} ${symbol}**`,
      closing: '¿Por qué el módulo del desplazamiento es menor que esa distancia?',
    }),
  };
}

/** The cardinal direction the question measures the angle from («con la dirección norte», «con el sur»). */
function askedReference(question: string): string | undefined {
  const match = /\bcon (?:la direccion |el eje |el )?(?:al? )?(este|oeste|norte|sur)\b/.exec(question);
  return match ? group(match, 1) : undefined;
}

export const displacementSolver = declareSolver({
  name: 'solve_displacement',
  offer: 'desplazamientos',
  summary:
    'A sum of displacements along the cardinal directions (east, west, north, south): the magnitude of the total displacement and its angle with the east-west line. Pass the whole statement.',
  examples: [
    'Una persona camina 300 m hacia el este y después 400 m hacia el norte. ¿Cuál es el módulo de su desplazamiento y qué ángulo forma con el este?',
  ],
  parameters: { problem: 'the displacements as written' },
  solve: solveDisplacement,
});
