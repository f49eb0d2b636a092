/**
 * Uniform circular motion (MCU): the centripetal acceleration a = v²/r (or ω²·r), the angular speed,
 * the period and the frequency, from a speed (or turns per unit of time) and a radius.
 */
import { declareSolver, type SolverReply } from './declaration.ts';
import { fmt, NUMBER_SOURCE, parseNumber, relation, tex } from './numbers.ts';
import { askedClause, inBase, ofDimension, readStatement, unusedNumbers } from './physics.ts';
import { workedReply } from './reply.ts';
import type { Quantity } from './units.ts';

const CUE = /\b(?:curva|circul\w*|radio|vueltas?|rpm|centripeta|mcu|gira|giro|calesita|orbita)\b/;
const approx = (value: number) => (relation(value) === '=' ? '=' : '\\approx');

/** "300 rpm", "2 vueltas por segundo", "120 vueltas por minuto": turns per second, where its number starts. */
function turnsPerSecond(folded: string): { value: number; index: number } | undefined {
  const match = new RegExp(
    `(${NUMBER_SOURCE})\\s*(?:rpm|vueltas? (?:por|cada|/)\\s*(minuto|min|segundo|s|seg)\\b|rps)`,
  ).exec(folded);
  if (!match) return undefined;
  const value = parseNumber(match[1] as string);
  const perMinute = /rpm/.test(match[0]) || /^m/.test(match[2] ?? '');
  return { value: perMinute ? value / 60 : value, index: match.index };
}

/** A reply for a uniform circular motion problem, or undefined. */
export function solveCircular(message: string): SolverReply | undefined {
  const s = readStatement(message);
  if (!CUE.test(s.folded)) return undefined;
  const question = askedClause(s);
  const asked = /aceleracion centripeta|aceleracion normal|aceleracion radial|aceleracion/.test(question)
    ? 'a'
    : /periodo/.test(question)
      ? 'T'
      : /frecuencia/.test(question)
        ? 'f'
        : /velocidad angular/.test(question)
          ? 'w'
          : undefined;
  if (!asked) return undefined;
  const lengths = ofDimension(s, 'length');
  const speeds = ofDimension(s, 'speed');
  const turns = turnsPerSecond(s.folded);
  const others = s.quantities.filter((q) => !['length', 'speed'].includes(q.unit.dimension));
  if (others.length || lengths.length > 1 || speeds.length > 1) return undefined;
  if (speeds.length + (turns ? 1 : 0) !== 1) return undefined;
  const r = lengths.length ? inBase(lengths[0] as Quantity) : undefined;
  const steps: string[] = [];
  const data: string[] = [];
  const used: number[] = [];
  let w: number;
  if (r !== undefined) {
    data.push(`r = ${fmt(r, 4)} m`);
    used.push((lengths[0] as Quantity).index);
  }
  if (turns) {
    used.push(turns.index);
    data.push(`f = ${fmt(turns.value, 4)} vueltas por segundo`);
    w = 2 * Math.PI * turns.value;
    steps.push(
      `Frecuencia en vueltas por segundo: f = ${fmt(turns.value, 4)} Hz; $\\omega = 2\\pi f ${approx(w)} ${tex(w, 4)}$ rad/s.`,
    );
  } else {
    const q = speeds[0] as Quantity;
    const v = inBase(q);
    used.push(q.index);
    data.push(`v = ${fmt(q.value, 4)} ${q.unit.symbol}`);
    if (q.unit.symbol !== 'm/s') steps.push(`Pasá la velocidad a m/s: v = ${fmt(v, 4)} m/s.`);
    if (r === undefined) return undefined;
    w = v / r;
    steps.push(
      `Velocidad angular: $\\omega = \\frac{v}{r} = \\frac{${tex(v, 4)}}{${tex(r, 4)}} ${approx(w)} ${tex(w, 4)}$ rad/s.`,
    );
  }
  let answer: string;
  if (asked === 'a') {
    if (r === undefined) return undefined;
    const a = w * w * r;
    const v = w * r;
    steps.push(
      `Aceleración centrípeta (apunta al centro): $a_c = \\frac{v^2}{r} = \\omega^2 r = \\frac{${tex(v, 4)}^2}{${tex(r, 4)}} ${approx(a)} ${tex(a, 2)}\\ \\text{m/s}^2$.`,
    );
    answer = `a_c ${relation(a)} ${fmt(a)} m/s²`;
  } else if (asked === 'T') {
    const T = (2 * Math.PI) / w;
    steps.push(`Período, el tiempo de una vuelta: $T = \\frac{2\\pi}{\\omega} ${approx(T)} ${tex(T, 2)}$ s.`);
    answer = `T ${relation(T)} ${fmt(T)} s`;
  } else if (asked === 'f') {
    const f = w / (2 * Math.PI);
    steps.push(`Frecuencia, vueltas por segundo: $f = \\frac{\\omega}{2\\pi} ${approx(f)} ${tex(f, 2)}$ Hz.`);
    answer = `f ${relation(f)} ${fmt(f)} Hz`;
  } else {
    answer = `ω ${relation(w)} ${fmt(w)} rad/s`;
  }
  const unused = unusedNumbers(s, used);
  return {
    certain: unused.length === 0,
    text: workedReply({
      title: 'Movimiento circular uniforme',
      data: data.join('; '),
      steps,
      answer: unused.length
        ? `Con esa lectura quedaría ${answer}, pero no usé ${unused.map((v) => fmt(v, 4)).join(', ')} del enunciado: ¿qué representa? Confirmame los datos y lo cerramos.`
        : `**${answer}**`,
      closing: '¿Qué le pasa a la aceleración centrípeta si la velocidad se duplica y el radio queda igual?',
    }),
  };
}

export const circularSolver = declareSolver({
  name: 'solve_circular_motion',
  summary:
    'Uniform circular motion (MCU): centripetal acceleration v²/r, angular speed, period and frequency, from a speed or turns per unit of time (rpm) and a radius. Pass the whole statement.',
  examples: [
    'Un auto toma una curva plana de 50 m de radio a 72 km/h. ¿Cuál es su aceleración centrípeta?',
    'Una rueda gira a 300 rpm. ¿Cuál es su período?',
  ],
  parameters: { problem: 'the circular motion problem as written' },
  solve: solveCircular,
});
