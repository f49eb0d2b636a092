/**
 * Two bodies on one vertical line that leave the same point at different times: «se suelta una piedra y,
 * 1 s después, se suelta otra». Up positive from the point they leave, each at y = v·τ − ½gτ², τ counted
 * from its own start. Where they cross (the squares cancel: one linear equation), how far apart they are
 * at an instant, or how fast the second must be thrown down to reach the ground with the first.
 */
import { declareSolver, type SolverReply } from './declaration.ts';
import { texRelation as approx, fmt, relation, tex } from './numbers.ts';
import { askedClause, checkedReply, inBase, ofDimension, readStatement } from './physics.ts';
import type { Quantity } from './units.ts';

const DROP = /\b(?:se (?:suelta|sueltan|deja caer|dejan caer)|suelta|deja caer|dejar caer|soltar)\b/;
const THROW = /\b(?:se (?:lanza|arroja|tira|dispara)|lanza|arroja|lanzar|arrojar)\b/;
const UP = /hacia arriba/;
const DOWN = /hacia abajo/;
// «otra piedra», «se suelta otra», «una segunda piedra»: the second body.
const SECOND = /\b(?:otr[ao]|segund[ao] (?:piedra|pelota|cuerpo|objeto|bola|esfera))\b/;
const DELAY = /^\s*(?:s|seg|segundos?)?\s*(?:despues|mas tarde)\b/;

interface Body {
  /** Up positive; undefined when it is the unknown asked. */
  v: number | undefined;
  /** What the statement says of its start, for the data line. */
  told: string;
  speed?: Quantity;
}

/** One body's start from its clause: dropped (v = 0), thrown up or down at a speed, or down at an unknown speed. */
function readBody(
  clause: string,
  speeds: readonly Quantity[],
  sameSpeed: number | undefined,
): Body | undefined {
  const up = UP.test(clause);
  const down = DOWN.test(clause);
  if (up && down) return undefined;
  if (DROP.test(clause) && !THROW.test(clause)) {
    if (up || down || speeds.length) return undefined;
    return { v: 0, told: 'se suelta desde el reposo' };
  }
  if (!THROW.test(clause) || !(up || down)) return undefined;
  if (speeds.length > 1) return undefined;
  const [speed] = speeds;
  const same = /(?:la )?misma (?:velocidad|rapidez)/.test(clause) ? sameSpeed : undefined;
  const size = speed ? inBase(speed) : same;
  if (size === undefined)
    return { v: undefined, told: `se lanza hacia ${up ? 'arriba' : 'abajo'} con una velocidad a hallar` };
  if (!(size > 0)) return undefined;
  return {
    v: up ? size : -size,
    told: `se lanza hacia ${up ? 'arriba' : 'abajo'} a ${fmt(size, 4)} m/s`,
    ...(speed ? { speed } : {}),
  };
}

const y = (v: number, g: number, tau: number) => v * tau - 0.5 * g * tau * tau;

/** A reply for two bodies that leave one point at different times, or undefined. */
export function solveStaggeredThrows(problem: string): SolverReply | undefined {
  const s = readStatement(problem);
  const f = s.folded;
  const question = askedClause(s);
  const ask = f.indexOf(question);
  if (ask <= 0) return undefined;
  const told = f.slice(0, ask);
  if (!SECOND.test(told)) return undefined;
  // The delay: the one time told before the question, «1 s después», «2 s más tarde».
  const times = ofDimension(s, 'time');
  const toldTimes = times.filter((q) => q.index < ask);
  const [delay] = toldTimes;
  if (!delay || toldTimes.length !== 1) return undefined;
  const afterDelay = f.slice(delay.index).replace(/^[\d,.]+\s*/, '');
  if (!DELAY.test(afterDelay)) return undefined;
  const td = inBase(delay);
  if (!(td > 0)) return undefined;
  const first = told.slice(0, delay.index);
  const second = told.slice(delay.index);
  if (!SECOND.test(second)) return undefined;
  const speeds = ofDimension(s, 'speed');
  if (speeds.some((q) => q.index >= ask)) return undefined;
  const b1 = readBody(
    first,
    speeds.filter((q) => q.index < delay.index),
    undefined,
  );
  if (!b1 || b1.v === undefined) return undefined;
  const b2 = readBody(
    second,
    speeds.filter((q) => q.index > delay.index),
    b1.v === 0 ? undefined : Math.abs(b1.v),
  );
  if (!b2) return undefined;
  const lengths = ofDimension(s, 'length');
  if (lengths.length > 1 || s.quantities.some((q) => !['time', 'speed', 'length'].includes(q.unit.dimension)))
    return undefined;
  const [height] = lengths;
  if (height && height.index > ask) return undefined;
  const H = height ? inBase(height) : undefined;
  if (H !== undefined && !(H > 0)) return undefined;
  const g = s.g;
  const v1 = b1.v;
  const used = [delay.index, ...speeds.map((q) => q.index)];
  const data = [`la primera ${b1.told}`, `la segunda ${b2.told}, ${fmt(td, 4)} s después`];
  const gLine = `g = ${fmt(g, 4)} m/s²${s.gGiven ? '' : ' (no lo dan: tomé 9,8)'}`;
  const frame = `Eje hacia arriba con origen en el punto de partida (${gLine}); t desde que sale la primera: $y_1 = ${tex(v1, 4)}\\,t - \\frac{1}{2} \\cdot ${tex(g, 4)}\\,t^2$ y, para $t \\ge ${tex(td, 4)}$, $y_2 = v_2 (t - ${tex(td, 4)}) - \\frac{1}{2} \\cdot ${tex(g, 4)}\\,(t - ${tex(td, 4)})^2$.`;

  // Both reach the ground together: the second's speed down.
  if (
    /(?:llegan|llegaron|tocan|caen)[^.?]*(?:al mismo tiempo|simultaneamente|juntas|juntos|a la vez)/.test(
      told,
    )
  ) {
    if (b2.v !== undefined || !DOWN.test(second) || H === undefined || !height) return undefined;
    if (!/velocidad|rapidez/.test(question) || !/segund|arroj|lanz/.test(question)) return undefined;
    const T1 = (v1 + Math.sqrt(v1 * v1 + 2 * g * H)) / g;
    const tau = T1 - td;
    if (!(tau > 0)) return undefined;
    const w = (H - 0.5 * g * tau * tau) / tau;
    if (!(w > 0) || Math.abs(-w * tau - 0.5 * g * tau * tau + H) > 1e-9 * H) return undefined;
    used.push(height.index);
    return checkedReply(
      s,
      {
        title: 'Dos cuerpos que salen en distintos instantes',
        data: [`altura H = ${fmt(H, 4)} m`, ...data],
        steps: [
          `La primera llega al suelo cuando $y_1 = -${tex(H, 4)}$: $\\frac{1}{2} \\cdot ${tex(g, 4)}\\,t^2 ${v1 >= 0 ? '-' : '+'} ${tex(Math.abs(v1), 4)}\\,t - ${tex(H, 4)} = 0$, así que $t_1 ${approx(T1)} ${tex(T1, 2)}$ s (${gLine}).`,
          `La segunda sale ${fmt(td, 4)} s después y llega a la vez: tiene $\\tau = ${tex(T1, 4)} - ${tex(td, 4)} ${approx(tau)} ${tex(tau, 2)}$ s para bajar los ${fmt(H, 4)} m.`,
          `$H = v_2\\,\\tau + \\frac{1}{2} g \\tau^2$, así que $v_2 = \\frac{H - \\frac{1}{2} g \\tau^2}{\\tau} = \\frac{${tex(H, 4)} - ${tex(0.5 * g * tau * tau, 4)}}{${tex(tau, 4)}} ${approx(w)} ${tex(w, 2)}$ m/s hacia abajo.`,
          `Comprobá: $${tex(w, 4)} \\cdot ${tex(tau, 4)} + \\frac{1}{2} \\cdot ${tex(g, 4)} \\cdot ${tex(tau, 4)}^2 ${approx(H)} ${tex(H, 4)}$ m.`,
        ],
        answer: `La segunda se arroja a v ${relation(w)} ${fmt(w)} m/s hacia abajo.`,
        used,
      },
      { method: METHOD, closing: CLOSING },
    );
  }
  if (b2.v === undefined) return undefined;
  const v2 = b2.v;

  // How far apart they are at an instant: the question's own time, from the first's start or the second's.
  if (/separa|distancia (?:hay )?entre|distancia (?:los|las)/.test(question)) {
    const asked = times.filter((q) => q.index >= ask);
    const [at] = asked;
    if (!at || asked.length !== 1) return undefined;
    const from = question.slice(question.indexOf(' ', at.index - ask));
    const ofFirst = /\b(?:la|el) primer[oa]?\b/.test(from);
    const ofSecond = /\b(?:la|el) segund[oa]\b/.test(from);
    if (ofFirst === ofSecond || !/despues|de (?:soltar|lanzar|arrojar|que)/.test(from)) return undefined;
    const t = inBase(at) + (ofSecond ? td : 0);
    if (!(t > td)) return undefined;
    const y1 = y(v1, g, t);
    const y2 = y(v2, g, t - td);
    if (H !== undefined && (y1 <= -H || y2 <= -H)) return undefined;
    const gap = Math.abs(y1 - y2);
    used.push(at.index, ...(height ? [height.index] : []));
    return checkedReply(
      s,
      {
        title: 'Dos cuerpos que salen en distintos instantes',
        data: [...data, `se pregunta a los ${fmt(t, 4)} s de salir la primera`],
        steps: [
          frame,
          `A los $t = ${tex(t, 4)}$ s: $y_1 = ${tex(v1, 4)} \\cdot ${tex(t, 4)} - \\frac{1}{2} \\cdot ${tex(g, 4)} \\cdot ${tex(t, 4)}^2 ${approx(y1)} ${tex(y1, 2)}$ m.`,
          `La segunda lleva $${tex(t - td, 4)}$ s en movimiento: $y_2 ${approx(y2)} ${tex(y2, 2)}$ m.`,
          `La distancia entre ellas es $|y_1 - y_2| ${approx(gap)} ${tex(gap, 2)}$ m${H === undefined ? '' : ` (ninguna bajó aún los ${fmt(H, 4)} m)`}.`,
        ],
        answer: `Las separa d ${relation(gap)} ${fmt(gap)} m.`,
        used,
      },
      { method: METHOD, closing: CLOSING },
    );
  }

  // Where they cross: v₁t − ½gt² = v₂(t − t_d) − ½g(t − t_d)², linear in t.
  if (/se cruzan|se encuentran|se juntan|se alcanzan|(?:la )?alcanza/.test(question)) {
    if (height) return undefined;
    const asksHeight = /a que altura|donde/.test(question);
    const asksTime = /cuando|cuanto tiempo|en que instante|que tiempo/.test(question);
    if (asksHeight === asksTime) return undefined;
    const denominator = v2 + g * td - v1;
    if (Math.abs(denominator) < 1e-12) return undefined;
    const t = (v2 * td + 0.5 * g * td * td) / denominator;
    if (!(t > td)) return undefined;
    const y1 = y(v1, g, t);
    const y2 = y(v2, g, t - td);
    if (Math.abs(y1 - y2) > 1e-9 * Math.max(1, Math.abs(y1))) return undefined;
    // At or below the start they have landed (or meet where the statement gives no room): no crossing.
    if (!(y1 > 1e-9)) return undefined;
    return checkedReply(
      s,
      {
        title: 'Dos cuerpos que salen en distintos instantes',
        data,
        steps: [
          frame,
          `Se cruzan cuando $y_1 = y_2$; los términos en $t^2$ se cancelan y queda $t\\,(v_2 + g\\,t_d - v_1) = v_2 t_d + \\frac{1}{2} g t_d^2$: $t = \\frac{${tex(v2, 4)} \\cdot ${tex(td, 4)} + \\frac{1}{2} \\cdot ${tex(g, 4)} \\cdot ${tex(td, 4)}^2}{${tex(v2, 4)} + ${tex(g, 4)} \\cdot ${tex(td, 4)} - ${tex(v1, 4, true)}} ${approx(t)} ${tex(t, 2)}$ s después de salir la primera (${fmt(t - td)} s después de la segunda).`,
          `Altura del cruce: $y_1 = ${tex(v1, 4)} \\cdot ${tex(t, 4)} - \\frac{1}{2} \\cdot ${tex(g, 4)} \\cdot ${tex(t, 4)}^2 ${approx(y1)} ${tex(y1, 2)}$ m; comprobá con $y_2$ a los ${fmt(t - td)} s: da lo mismo.`,
        ],
        answer: asksHeight
          ? `Se cruzan a h ${relation(y1)} ${fmt(y1)} m sobre el punto de partida.`
          : `Se cruzan t ${relation(t)} ${fmt(t)} s después de salir la primera (${fmt(t - td)} s después de la segunda).`,
        used,
      },
      { method: METHOD, closing: CLOSING },
    );
  }
  return undefined;
}

const METHOD =
  'Escribí la posición de cada cuerpo con su propio reloj, $y = v_0 (t - t_0) - \\frac{1}{2} g (t - t_0)^2$, y compará. ¿Qué representa ese dato?';
const CLOSING = '¿Qué cambia si la segunda sale antes de que la primera llegue a su altura máxima?';

export const staggeredThrowsSolver = declareSolver({
  name: 'solve_staggered_throws',
  offer: 'dos cuerpos que salen del mismo punto en distintos instantes',
  summary:
    'Two bodies dropped or thrown vertically from the same point, the second some seconds after the first: where or when they cross, how far apart they are at an instant, or how fast the second must be thrown down to reach the ground together with the first. Pass the whole statement.',
  examples: [
    'Se lanza una pelota hacia arriba a 20 m/s y 1 s después se lanza otra desde el mismo punto, también hacia arriba, con la misma velocidad. ¿A qué altura se encuentran? (g = 10 m/s²)',
    'Desde un puente se suelta una piedra y, 2 s después, se suelta otra. ¿Qué distancia las separa 4 s después de soltar la primera? (g = 10 m/s²)',
  ],
  parameters: { problem: 'the statement as written' },
  solve: solveStaggeredThrows,
});
