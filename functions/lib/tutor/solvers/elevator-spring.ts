/**
 * A body hanging from a spring fixed to the roof of an elevator: at rest or at constant speed the spring
 * holds the weight, k·x = m·g; when the elevator's acceleration points up (it rises speeding up or comes
 * down braking) it holds more, k·x = m·(g + a); pointing down, k·x = m·(g − a). Asked the stretch, or,
 * given the stretch, the elevator's acceleration and where it points.
 */
import type { SolverReply } from './declaration.ts';
import { group } from './groups.ts';
import { fmt, NUMBER_SOURCE, parseNumber, relation, tex } from './numbers.ts';
import { askedClause, gLine, inBase, masses, ofDimension, readStatement, unusedNumbers } from './physics.ts';
import { workedReply } from './reply.ts';

const n = (value: number) => tex(value, 4);
const LENGTH_FACTORS = { m: 1, cm: 0.01, mm: 0.001 } as const;

// Where the acceleration points, by how the elevator moves.
const UP =
  /\b(?:sube|subiendo|asciende|ascendiendo) (?:acelerando|aumentando su velocidad|cada vez mas rapido)|\b(?:baja|bajando|desciende|descendiendo) (?:frenando|desacelerando|disminuyendo su velocidad)|acelera hacia arriba|aceleracion (?:\S+ ){0,4}hacia arriba/g;
const DOWN =
  /\b(?:baja|bajando|desciende|descendiendo) (?:acelerando|aumentando su velocidad|cada vez mas rapido)|\b(?:sube|subiendo|asciende|ascendiendo) (?:frenando|desacelerando|disminuyendo su velocidad)|acelera hacia abajo|aceleracion (?:\S+ ){0,4}hacia abajo/g;
const STILL = /\ben reposo\b|\bquiet[oa]\b|\bdetenid[oa]\b|velocidad constante|rapidez constante|\bmru\b/g;

/** «400 N/m», «50 N/cm»: the one spring constant typed, in N/m, and where its number starts. */
function springConstant(folded: string): { perMetre: number; index: number } | undefined {
  const found = [...folded.matchAll(new RegExp(`(${NUMBER_SOURCE})\\s*n\\s*/\\s*(mm|cm|m)\\b`, 'g'))];
  const [match, ...others] = found;
  if (!match || others.length) return undefined;
  const unit = group(match, 2) as keyof typeof LENGTH_FACTORS;
  return { perMetre: parseNumber(group(match, 1)) / LENGTH_FACTORS[unit], index: match.index };
}

/** A reply for a spring hanging in an accelerating elevator, or undefined when the statement is not one. */
export function solveElevatorSpring(problem: string): SolverReply | undefined {
  const s = readStatement(problem);
  if (!/\b(?:ascensor|elevador|montacargas)\b/.test(s.folded) || !/\bresorte\b/.test(s.folded))
    return undefined;
  const question = askedClause(s);
  const k = springConstant(s.folded);
  const [mass, ...otherMasses] = masses(s);
  if (!k || !mass || otherMasses.length || !(k.perMetre > 0 && mass.kg > 0)) return undefined;
  // Only the constant (read apart), the mass, one acceleration or one stretch.
  const others = s.quantities.filter((q) => q.index !== mass.index && q.index !== k.index);
  const accelerations = ofDimension(s, 'acceleration');
  const lengths = ofDimension(s, 'length').filter((q) => q.index !== k.index);
  if (others.some((q) => !['mass', 'acceleration', 'length'].includes(q.unit.dimension))) return undefined;
  if (accelerations.length > 1 || lengths.length > 1) return undefined;
  const up = [...s.folded.matchAll(UP)].length;
  const down = [...s.folded.matchAll(DOWN)].length;
  const still = [...s.folded.matchAll(STILL)].length;
  const g = s.g;
  const m = mass.kg;
  const kN = k.perMetre;
  const asksStretch =
    /alargamiento|estiramiento|elongacion|cuanto se (?:alarga|estira)|deformacion/.test(question) &&
    !/aceleracion/.test(question);
  const asksAcceleration = /aceleracion|cuanto acelera/.test(question) && !asksStretch;
  const used = [k.index, mass.index];
  const data = [`k = ${fmt(kN, 4)} N/m`, `m = ${fmt(m, 4)} kg`, gLine(s)];
  if (asksStretch && lengths.length === 0) {
    // One way of moving, told once: at rest (or steady), or one acceleration pointing up or down.
    let a = 0;
    let how: string;
    if (accelerations.length === 0) {
      if (still !== 1 || up + down > 0) return undefined;
      how = 'El ascensor no acelera: el resorte sostiene solo el peso, $k x = m g$.';
    } else {
      const acc = accelerations[0];
      if (!acc || up + down !== 1 || still > 0) return undefined;
      a = inBase(acc) * (up ? 1 : -1);
      used.push(acc.index);
      data.push(`a = ${fmt(Math.abs(a), 4)} m/s² hacia ${up ? 'arriba' : 'abajo'}`);
      how = up
        ? 'La aceleración apunta hacia arriba: el resorte tira más que el peso, $k x - m g = m a$, así que $k x = m (g + a)$.'
        : 'La aceleración apunta hacia abajo: el resorte tira menos que el peso, $m g - k x = m a$, así que $k x = m (g - a)$.';
    }
    const force = m * (g + a);
    if (!(force > 0)) return undefined;
    const x = force / kN;
    if (unusedNumbers(s, used).length) return undefined;
    const inCm = /\bcm\b|centimetro/.test(question);
    const shown = inCm
      ? `${fmt(x * 100)} cm`
      : `${fmt(x)} m${x < 1 ? ` (${relation(x * 100)} ${fmt(x * 100)} cm)` : ''}`;
    return {
      certain: true,
      text: workedReply({
        title: 'Resorte colgado en un ascensor',
        data: data.join('; '),
        steps: [
          how,
          `Fuerza del resorte: $F = ${n(m)} \\cdot (${n(g)} ${a >= 0 ? '+' : '-'} ${n(Math.abs(a))}) = ${n(force)}$ N.`,
          `Alargamiento: $x = \\frac{F}{k} = \\frac{${n(force)}}{${n(kN)}} = ${n(x)}$ m${inCm ? ` $= ${n(x * 100)}$ cm` : ''}. Comprobá: $k x - m g = ${n(kN * x - m * g)} = m a$.`,
        ],
        answer: `**x ${relation(inCm ? x * 100 : x)} ${shown}**`,
        closing: '¿Cuándo se estira más, al subir acelerando o al bajar acelerando?',
      }),
    };
  }
  if (asksAcceleration && lengths.length === 1 && accelerations.length === 0 && up + down === 0) {
    const stretch = lengths[0];
    if (!stretch) return undefined;
    const x = inBase(stretch);
    if (!(x > 0)) return undefined;
    used.push(stretch.index);
    if (unusedNumbers(s, used).length) return undefined;
    const a = (kN * x) / m - g;
    const size = Math.abs(a);
    const where = Math.abs(a) < 1e-9 ? 'no acelera' : `hacia ${a > 0 ? 'arriba' : 'abajo'}`;
    return {
      certain: true,
      text: workedReply({
        title: 'Aceleración de un ascensor por el estiramiento de un resorte',
        data: [...data, `x = ${fmt(stretch.value, 4)} ${stretch.unit.symbol}`].join('; '),
        steps: [
          `Fuerza del resorte: $F = k x = ${n(kN)} \\cdot ${n(x)} = ${n(kN * x)}$ N; el peso es $m g = ${n(m * g)}$ N.`,
          `Segunda ley, positivo hacia arriba: $k x - m g = m a$, así que $a = \\frac{${n(kN * x)} - ${n(m * g)}}{${n(m)}} = ${n(a)}$ m/s².`,
          a > 0
            ? 'Sale positiva: apunta hacia arriba (sube acelerando o baja frenando).'
            : a < 0
              ? 'Sale negativa: apunta hacia abajo (baja acelerando o sube frenando).'
              : 'Sale cero: el ascensor está quieto o va a velocidad constante.',
        ],
        answer: `**a ${relation(size)} ${fmt(size)} m/s² (${where})**`,
        closing: '¿Sabrías decir si el ascensor sube o baja con ese dato solo?',
      }),
    };
  }
  return undefined;
}
