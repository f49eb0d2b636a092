/**
 * A vehicle that stops from a speed in a distance (or a time) and then, loaded with more mass, brakes
 * from the same speed with the same braking force: «si lleva además cuatro pasajeros (320 kg en total)
 * y frena con la misma fuerza, ¿en qué distancia se detiene?». The deceleration is F/m, so the distance
 * v²/(2a) and the time v/a grow with the mass: d′ = d·m′/m.
 */
import { declareSolver, type SolverReply } from './declaration.ts';
import { texRelation as approx, fmt, relation, tex } from './numbers.ts';
import { askedClause, checkedReply, inBase, ofDimension, readStatement } from './physics.ts';

// «lleva además 320 kg», «con cuatro pasajeros (320 kg en total)», «se le agrega una carga de 500 kg».
const ADDED =
  /\b(?:ademas|tambien|pasajer\w*|se le (?:agrega|suma|carga)n?|carga (?:adicional|extra)|mas carga|cargad[oa] con)\b/;
// «si su masa fuera de 1500 kg», «con una masa total de 1320 kg»: the new mass whole.
const NEW_TOTAL = /\b(?:masa (?:total )?(?:fuera|fuese|es|pasa a ser|de)|masa total)\b/;

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
  const lengths = ofDimension(s, 'length');
  const times = ofDimension(s, 'time');
  const [m1q, m2q] = masses;
  const [speed] = speeds;
  if (!m1q || !m2q || masses.length !== 2 || speeds.length > 1 || m2q.index > ask) return undefined;
  if (s.quantities.some((q) => !['mass', 'speed', 'length', 'time'].includes(q.unit.dimension)))
    return undefined;
  const asksDistance = /distancia|cuantos metros|donde/.test(question);
  const asksTime = /tiempo|cuanto tarda|cuantos segundos|cuando/.test(question);
  if (asksDistance === asksTime) return undefined;
  const stops = asksDistance ? lengths : times;
  const [stop] = stops;
  if (!stop || stops.length !== 1 || lengths.length + times.length !== 1 || stop.index > m2q.index)
    return undefined;
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
