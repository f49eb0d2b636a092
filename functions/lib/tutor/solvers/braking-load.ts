/**
 * A vehicle that stops from a speed in a distance (or a time) and then, loaded with more mass, brakes
 * from the same speed with the same braking force: «si lleva además cuatro pasajeros (320 kg en total)
 * y frena con la misma fuerza, ¿en qué distancia se detiene?». The deceleration is F/m, so the distance
 * v²/(2a) and the time v/a grow with the mass: d′ = d·m′/m.
 */
import { declareSolver, type SolverReply } from './declaration.ts';
import { texRelation as approx, fmt, relation, tex } from './numbers.ts';
import { askedClause, checkedReply, inBase, ofDimension, readStatement } from './physics.ts';
import type { Quantity } from './units.ts';

// «lleva además 320 kg», «con cuatro pasajeros (320 kg en total)», «se le agrega una carga de 500 kg».
const ADDED =
  /\b(?:ademas|tambien|pasajer\w*|se le (?:agrega|suma|carga)n?|carga (?:adicional|extra)|mas carga|cargad[oa] con)\b/;
// «si su masa fuera de 1500 kg», «con una masa total de 1320 kg»: the new mass whole.
const NEW_TOTAL = /\b(?:masa (?:total )?(?:fuera|fuese|es|pasa a ser|de)|masa total)\b/;

/**
 * What both readings ask of the braking: the distance or the time to stop (one, not both), with the one
 * stop the statement tells (a length or a time, no other of either); only masses, speeds, lengths and
 * times in the statement.
 */
function askedStop(
  s: ReturnType<typeof readStatement>,
  question: string,
): { asksDistance: boolean; stop: Quantity } | undefined {
  if (s.quantities.some((q) => !['mass', 'speed', 'length', 'time'].includes(q.unit.dimension)))
    return undefined;
  const asksDistance = /distancia|cuantos metros|donde/.test(question);
  const asksTime = /tiempo|cuanto tarda|cuantos segundos|cuando/.test(question);
  if (asksDistance === asksTime) return undefined;
  const lengths = ofDimension(s, 'length');
  const times = ofDimension(s, 'time');
  const stops = asksDistance ? lengths : times;
  const [stop] = stops;
  if (!stop || stops.length !== 1 || lengths.length + times.length !== 1) return undefined;
  return { asksDistance, stop };
}

/**
 * The same braking force from another speed, «si viajara a 100 km/h y frenara con la misma fuerza»: the
 * deceleration F/m is the same, so the distance v²/(2a) grows with the square of the speed and the time
 * v/a with the speed: d′ = d·(v′/v)².
 */
function otherSpeed(s: ReturnType<typeof readStatement>, question: string): SolverReply | undefined {
  const f = s.folded;
  const ask = f.indexOf(question);
  const masses = ofDimension(s, 'mass');
  const [v1q, v2q] = ofDimension(s, 'speed');
  if (!v1q || !v2q || v2q.index > ask + question.length) return undefined;
  const asked = askedStop(s, question);
  if (!asked) return undefined;
  const { asksDistance, stop } = asked;
  // The stop told with the first speed, the second speed in the change after it: «si viajara a 100 km/h».
  if (!(v1q.index < stop.index && stop.index < v2q.index)) return undefined;
  if (!/\bsi\b|\bahora\b|en cambio/.test(f.slice(stop.index, v2q.index + 1))) return undefined;
  const v1 = inBase(v1q);
  const v2 = inBase(v2q);
  const before = inBase(stop);
  if (!(v1 > 0 && v2 > 0 && before > 0)) return undefined;
  const k = v2 / v1;
  const after = asksDistance ? before * k * k : before * k;
  const a = asksDistance ? (v1 * v1) / (2 * before) : v1 / before;
  const check = asksDistance ? (v2 * v2) / (2 * a) : v2 / a;
  if (Math.abs(check - after) > 1e-9 * after) return undefined;
  const unit = asksDistance ? 'm' : 's';
  const [mass] = masses;
  return checkedReply(
    s,
    {
      title: 'Frenar desde otra velocidad con la misma fuerza',
      data: [
        `v = ${fmt(v1q.value, 4)} ${v1q.unit.symbol}, se detiene en ${fmt(before, 4)} ${unit}`,
        `v′ = ${fmt(v2q.value, 4)} ${v2q.unit.symbol}`,
        'la misma fuerza de frenado',
      ],
      steps: [
        `Con la misma fuerza (y la misma masa) la desaceleración es la misma: $a = ${asksDistance ? '\\frac{v^2}{2d}' : '\\frac{v}{t}'} ${approx(a)} ${tex(a, 2)}$ m/s²${mass ? ` (la masa, ${fmt(mass.value, 4)} ${mass.unit.symbol}, no cambia y no hace falta)` : ''}.`,
        asksDistance
          ? `Como $d = \\frac{v^2}{2a}$, la distancia va con el cuadrado de la velocidad: $d' = d \\left(\\frac{v'}{v}\\right)^2 = ${tex(before, 4)} \\cdot ${tex(k, 4)}^2 ${approx(after)} ${tex(after, 2)}$ m.`
          : `Como $t = \\frac{v}{a}$, el tiempo va con la velocidad: $t' = t \\cdot \\frac{v'}{v} = ${tex(before, 4)} \\cdot ${tex(k, 4)} ${approx(after)} ${tex(after, 2)}$ s.`,
        `Comprobá: ${asksDistance ? "$\\frac{v'^2}{2a}" : "$\\frac{v'}{a}"} ${approx(check)} ${tex(check, 2)}$ ${unit}.`,
      ],
      answer: `Se detiene en ${asksDistance ? 'd' : 't'}' ${relation(after)} ${fmt(after)} ${unit}.`,
      used: [v1q.index, v2q.index, stop.index, ...(mass ? [mass.index] : [])],
    },
    {
      method: 'Con la misma fuerza, la desaceleración no cambia. ¿Qué representa ese dato?',
      closing: '¿Por qué duplicar la velocidad cuadruplica la distancia de frenado?',
    },
  );
}

/** A reply for a braking repeated with another mass and the same force, or undefined. */
export function solveBrakingLoad(problem: string): SolverReply | undefined {
  const s = readStatement(problem);
  const f = s.folded;
  if (!/fren|se detiene|detenerse|para\b/.test(f)) return undefined;
  if (!/(?:la )?misma fuerza/.test(f)) return undefined;
  const question = askedClause(s);
  const ask = f.indexOf(question);
  const masses = ofDimension(s, 'mass');
  const speeds = ofDimension(s, 'speed');
  if (speeds.length === 2 && masses.length <= 1) return otherSpeed(s, question);
  const [m1q, m2q] = masses;
  const [speed] = speeds;
  if (!m1q || !m2q || masses.length !== 2 || speeds.length > 1 || m2q.index > ask) return undefined;
  const asked = askedStop(s, question);
  if (!asked || asked.stop.index > m2q.index) return undefined;
  const { asksDistance, stop } = asked;
  // The speed, when given, must be the same both times.
  if (speed && !/(?:la )?misma velocidad|misma rapidez|desde la misma/.test(f)) return undefined;
  const change = f.slice(stop.index, ask);
  const added = ADDED.test(change);
  const whole = NEW_TOTAL.test(change);
  if (added === whole) return undefined;
  const m1 = inBase(m1q);
  const other = inBase(m2q);
  const m2 = added ? m1 + other : other;
  const before = inBase(stop);
  if (!(m1 > 0 && other > 0 && before > 0)) return undefined;
  const after = (before * m2) / m1;
  const unit = asksDistance ? 'm' : 's';
  const steps = [
    `Con la misma fuerza de frenado F, la desaceleración es $a = \\frac{F}{m}$: con más masa, frena menos.`,
    asksDistance
      ? 'Desde la misma velocidad, la distancia para detenerse es $d = \\frac{v^2}{2a} = \\frac{m v^2}{2F}$: proporcional a la masa.'
      : 'Desde la misma velocidad, el tiempo para detenerse es $t = \\frac{v}{a} = \\frac{m v}{F}$: proporcional a la masa.',
    added
      ? `La masa nueva: $m' = ${tex(m1, 4)} + ${tex(other, 4)} = ${tex(m2, 4)}$ kg.`
      : `La masa nueva es $m' = ${tex(m2, 4)}$ kg.`,
    `$${asksDistance ? 'd' : 't'}' = ${asksDistance ? 'd' : 't'} \\cdot \\frac{m'}{m} = ${tex(before, 4)} \\cdot \\frac{${tex(m2, 4)}}{${tex(m1, 4)}} ${approx(after)} ${tex(after, 2)}$ ${unit}.`,
  ];
  if (speed) {
    const v = inBase(speed);
    const a1 = asksDistance ? (v * v) / (2 * before) : v / before;
    const F = m1 * a1;
    const a2 = F / m2;
    const check = asksDistance ? (v * v) / (2 * a2) : v / a2;
    if (Math.abs(check - after) > 1e-9 * after) return undefined;
    steps.push(
      `Comprobá con los números: $a = ${asksDistance ? `\\frac{v^2}{2d}` : '\\frac{v}{t}'} ${approx(a1)} ${tex(a1, 2)}$ m/s², $F = m a ${approx(F)} ${tex(F, 2)}$ N; con $m'$, $a' = \\frac{F}{m'} ${approx(a2)} ${tex(a2, 2)}$ m/s² y ${asksDistance ? `$d' = \\frac{v^2}{2a'}` : `$t' = \\frac{v}{a'}`} ${approx(check)} ${tex(check, 2)}$ ${unit}.`,
    );
  }
  return checkedReply(
    s,
    {
      title: 'Frenar con otra masa y la misma fuerza',
      data: [
        `m = ${fmt(m1, 4)} kg`,
        ...(speed ? [`v = ${fmt(speed.value, 4)} ${speed.unit.symbol}`] : []),
        `se detiene en ${fmt(before, 4)} ${unit}`,
        added ? `se agregan ${fmt(other, 4)} kg` : `masa nueva ${fmt(other, 4)} kg`,
        'la misma fuerza de frenado',
      ],
      steps,
      answer: `Se detiene en ${asksDistance ? 'd' : 't'}' ${relation(after)} ${fmt(after)} ${unit}.`,
      used: [m1q.index, m2q.index, stop.index, ...(speed ? [speed.index] : [])],
    },
    {
      method: 'Con la misma fuerza, la desaceleración es F/m. ¿Qué representa ese dato?',
      closing: '¿Y si en vez de cargarlo frenara desde el doble de velocidad?',
    },
  );
}

export const brakingLoadSolver = declareSolver({
  name: 'solve_braking_load',
  offer: 'frenar con otra masa y la misma fuerza',
  summary:
    'A vehicle that stops in a distance or a time, braking again from the same speed with the same force but more (or another) mass: the distance and the time grow with the mass. Pass the whole statement.',
  examples: [
    'Un camión de 4000 kg que va a 54 km/h se detiene en 30 m. Si lleva además 1000 kg de carga y frena desde la misma velocidad con la misma fuerza, ¿en qué distancia se detiene?',
  ],
  parameters: { problem: 'the statement as written' },
  solve: solveBrakingLoad,
});
