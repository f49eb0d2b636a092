/**
 * Two energy questions the broader work-and-energy reading leaves: the change of a body's kinetic energy
 * between two speeds (ΔEc = ½·m·(v² − v₀²), negative when it slows down), and the potential energy at
 * the highest point of a vertical throw (all the kinetic energy it was thrown with, without friction).
 * Each answers only with exactly its data (one mass, its speeds) and checks its result back.
 */
import { declareSolver, type SolverReply, type TextSolver } from './declaration.ts';
import { texRelation as approx, fmt, relation, tex } from './numbers.ts';
import {
  askedClause,
  checkedReply,
  gLine,
  inBase,
  masses,
  ofDimension,
  readStatement,
  type Statement,
} from './physics.ts';
import type { Quantity } from './units.ts';

const n = (value: number) => tex(value, 4);

const ASKS_CHANGE =
  /(?:variacion|cambio|incremento|aumento|disminucion) de (?:la |su )?energia cinetica|cuanto (?:varia|cambia|aumenta|disminuye) (?:la |su )?energia cinetica|δ\s*ec|delta\s*ec/;
/** «¿Cuánta energía cinética perdió / ganó?»: the size of the change, asked with its sense. */
const ASKS_LOSS = /cuanta energia cinetica (?:pierde|perdio|perdera|se pierde|se perdio)/;
const ASKS_GAIN = /cuanta energia cinetica (?:gana|gano|ganara|adquiere|adquirio)/;

const speedDatum = (label: string, q: Quantity) =>
  `${label} = ${fmt(q.value, 4)} ${q.unit.symbol}${q.unit.symbol === 'm/s' ? '' : ` = ${fmt(inBase(q), 4)} m/s`}`;

/** «se duplica», «se triplica», «se reduce a la mitad»: the factor a speed is changed by, and where. */
const FACTORS: readonly [RegExp, number, string][] = [
  // «se duplica» and, in a question, «para que se duplique».
  [/(?:se )?dupli(?:ca|que)|el doble/, 2, 'se duplica'],
  [/(?:se )?tripli(?:ca|que)|el triple/, 3, 'se triplica'],
  [/(?:se )?cuadrupli(?:ca|que)/, 4, 'se cuadruplica'],
  [/(?:se )?reduc(?:e|a|iera) a la mitad|la mitad/, 0.5, 'se reduce a la mitad'],
];

function speedFactor(folded: string): { factor: number; said: string } | undefined {
  // «para que su energía cinética se duplique» multiplies the energy, not the speed.
  if (
    /energia\w*(?: cinetica)?(?: se)? (?:dupli|tripli|cuadrupli|reduzc|reduc)|(?:doble|triple|mitad) de (?:su |la )?energia/.test(
      folded,
    )
  )
    return undefined;
  // «Si su masa se duplica…»: another quantity changed than the speed (72 J, the speed's, was stated).
  if (
    /\b(?:masa|peso|altura|fuerza|carga)\b(?: del? \w+)?(?: se)? (?:dupli|tripli|cuadrupli|reduc)/.test(
      folded,
    )
  )
    return undefined;
  const found = FACTORS.filter(([pattern]) => pattern.test(folded));
  const [only, ...others] = found;
  if (!only || others.length) return undefined;
  // «para triplicar su energía cinética», «se le triplica la masa»: the quantity nearest the factor's
  // word, in its clause, is the one changed; only the speed's is this reading's.
  const found1 = only[0].exec(folded);
  if (!found1 || !/^(?:velocidad|rapidez)$/.test(changedQuantity(folded, found1.index) ?? ''))
    return undefined;
  return { factor: only[1], said: only[2] };
}

const QUANTITY_NOUNS = /\b(?:velocidad|rapidez|energia|masa|peso|altura|fuerza|carga)\b/g;

/** The quantity named nearest a factor's word («se duplica») in its clause, or undefined. */
function changedQuantity(folded: string, index: number): string | undefined {
  const start = Math.max(...['.', ';', '?', '¿', ','].map((mark) => folded.lastIndexOf(mark, index))) + 1;
  const ends = ['.', ';', '?', ','].map((mark) => folded.indexOf(mark, index)).filter((end) => end >= 0);
  const clause = folded.slice(start, ends.length ? Math.min(...ends) : folded.length);
  const here = index - start;
  let best: { noun: string; distance: number } | undefined;
  for (const match of clause.matchAll(QUANTITY_NOUNS)) {
    const distance = Math.abs(match.index - here);
    if (!best || distance < best.distance) best = { noun: match[0], distance };
  }
  return best?.noun;
}

/** A question that asks how much a kinetic energy changes, not its value. */
const ASKS_HOW_MUCH_IT_CHANGES =
  /en cuanto (?:aumenta|disminuye|varia|cambia|crece)|cuanto (?:aumenta|disminuye|varia|cambia)|variacion|cuantas veces|perdid|pierde|perdio|ganad|\bgan[aoó]\b|disipad/;

/**
 * The broad work-and-energy reading kept from a change of kinetic energy it does not work out: when the
 * question asks how much the energy changes and its reply states no change (Δ, «variación»), it is not
 * an answer to that question.
 */
export function leavesEnergyChange(solve: TextSolver): TextSolver {
  return (problem) => {
    const text = solve(problem);
    if (text === undefined) return undefined;
    const question = askedClause(readStatement(problem));
    if (
      ASKS_HOW_MUCH_IT_CHANGES.test(question) &&
      /energia cinetica|\bec\b/.test(question) &&
      !/Δ|variaci|aument|cambi|veces/i.test(text)
    )
      return undefined;
    return text;
  };
}

/** The unit the question asks an energy in: kJ when it names it, else J. */
const kiloAsked = (question: string) => /\bkj\b|kilojoule/.test(question);

/** ΔEc between two speeds, the first typed the starting one («de 10 m/s a 20 m/s», «frena de 90 a 54 km/h»). */
function kineticChange(s: Statement, question: string): SolverReply | undefined {
  const loss = ASKS_LOSS.test(question);
  const gain = ASKS_GAIN.test(question);
  if (!ASKS_CHANGE.test(question) && !loss && !gain) return undefined;
  const ms = masses(s);
  const speeds = ofDimension(s, 'speed');
  const [mass] = ms;
  const [first, second] = speeds;
  if (!mass || ms.length !== 1) return undefined;
  // A fall gains kinetic energy: a loss asked of it is not this reading.
  if (!first) return speeds.length || loss ? undefined : fallChange(s, mass);
  if (!second)
    return speeds.length === 1
      ? (toRest(s, question, mass, first) ?? byFactor(s, question, mass, first))
      : undefined;
  if (speeds.length !== 2) return undefined;
  // «desde» before the second speed would make it the starting one: not read here.
  if (/desde/.test(s.folded.slice(first.index, second.index + 12))) return undefined;
  const v0 = inBase(first);
  const v = inBase(second);
  const m = mass.kg;
  const change = 0.5 * m * (v ** 2 - v0 ** 2);
  // A loss asked of a body that speeds up, or a gain of one that slows down, is not this reading.
  if ((loss && change >= 0) || (gain && change <= 0)) return undefined;
  const kilo = kiloAsked(question);
  const sized = loss ? -change : change;
  const shown = kilo ? sized / 1000 : sized;
  // Checked back: the final kinetic energy is the starting one plus the change.
  if (Math.abs(0.5 * m * v0 ** 2 + change - 0.5 * m * v ** 2) > 1e-9 * Math.max(1, Math.abs(change)))
    return undefined;
  const unit = kilo ? 'kJ' : 'J';
  return checkedReply(
    s,
    {
      title: 'Variación de la energía cinética',
      data: [`m = ${fmt(m, 4)} kg`, speedDatum('v₀', first), speedDatum('v', second)],
      steps: [
        `$E_{c0} = \\frac{1}{2} m v_0^2 = \\frac{1}{2} \\cdot ${n(m)} \\cdot ${n(v0)}^2 ${approx(0.5 * m * v0 ** 2)} ${tex(0.5 * m * v0 ** 2, 2)}$ J.`,
        `$E_{c} = \\frac{1}{2} m v^2 = \\frac{1}{2} \\cdot ${n(m)} \\cdot ${n(v)}^2 ${approx(0.5 * m * v ** 2)} ${tex(0.5 * m * v ** 2, 2)}$ J.`,
        `$\\Delta E_c = E_c - E_{c0} ${approx(change)} ${tex(change, 2)}$ J${kilo ? ` $${approx(shown)} ${tex(shown, 4)}$ kJ` : ''}${change < 0 ? ': es negativa porque el cuerpo frena' : ''}.`,
      ],
      answer: `${loss ? 'energía cinética perdida' : gain ? 'energía cinética ganada' : 'ΔEc'} ${relation(shown)} ${fmt(shown)} ${unit}`,
      used: [mass.index, first.index, second.index],
    },
    {
      method:
        'La variación de la energía cinética es $\\Delta E_c = \\frac{1}{2} m (v^2 - v_0^2)$, con las velocidades en m/s. ¿Qué representa el dato que sobra?',
      closing: '¿Cuánto trabajo neto hizo falta para ese cambio? (Teorema del trabajo y la energía.)',
    },
  );
}

/** ΔEc of a body that falls from rest through a height without friction: all the m·g·h it loses. */
function fallChange(s: Statement, mass: { kg: number; index: number }): SolverReply | undefined {
  const lengths = ofDimension(s, 'length');
  const [height] = lengths;
  if (!height || lengths.length !== 1 || s.quantities.length !== 2) return undefined;
  if (!/reposo|se deja caer|se suelta/.test(s.folded) || !/\bcae|caer|caida/.test(s.folded)) return undefined;
  if (
    /rozamiento|friccion|resistencia del aire/.test(s.folded) &&
    !/desprecia|sin (?:rozamiento|friccion)/.test(s.folded)
  )
    return undefined;
  const m = mass.kg;
  const h = inBase(height);
  const change = m * s.g * h;
  const v = Math.sqrt(2 * s.g * h);
  // Checked back: ½·m·v² at the ground is the energy it lost in height.
  if (!(change > 0) || Math.abs(0.5 * m * v ** 2 - change) > 1e-9 * change) return undefined;
  return checkedReply(
    s,
    {
      title: 'Variación de la energía cinética en una caída',
      data: [
        `m = ${fmt(m, 4)} kg`,
        `h = ${fmt(height.value, 4)} ${height.unit.symbol}`,
        'parte del reposo, sin rozamiento',
        gLine(s),
      ],
      steps: [
        'Sin rozamiento la energía mecánica se conserva: la energía cinética que gana es la potencial que pierde.',
        `$\\Delta E_c = m g h = ${n(m)} \\cdot ${n(s.g)} \\cdot ${n(h)} ${approx(change)} ${tex(change, 2)}$ J.`,
        `Comprobá: llega con $v = \\sqrt{2 g h} ${approx(v)} ${tex(v, 2)}$ m/s y $\\frac{1}{2} m v^2 ${approx(change)} ${tex(change, 2)}$ J.`,
      ],
      answer: `ΔEc ${relation(change)} ${fmt(change)} J`,
      used: [mass.index, height.index],
    },
    {
      method:
        'En una caída sin rozamiento, $\\Delta E_c = -\\Delta E_p = m g h$. ¿Qué representa el dato que sobra?',
      closing: '¿Con qué velocidad llega al suelo?',
    },
  );
}

/** ΔEc of a body that stops («frena hasta detenerse»): from ½·m·v₀² to nothing. */
function toRest(
  s: Statement,
  question: string,
  mass: { kg: number; index: number },
  speed: Quantity,
): SolverReply | undefined {
  if (!ASKS_CHANGE.test(question) && !ASKS_LOSS.test(question)) return undefined;
  if (
    !/hasta (?:detenerse|pararse|parar|quedar (?:en reposo|detenid))|se detiene|queda (?:en reposo|detenid)/.test(
      s.folded,
    )
  )
    return undefined;
  const m = mass.kg;
  const v0 = inBase(speed);
  const before = 0.5 * m * v0 ** 2;
  const loss = ASKS_LOSS.test(question);
  const kilo = kiloAsked(question);
  const value = (loss ? before : -before) / (kilo ? 1000 : 1);
  if (!(before > 0)) return undefined;
  const unit = kilo ? 'kJ' : 'J';
  return checkedReply(
    s,
    {
      title: 'Variación de la energía cinética',
      data: [`m = ${fmt(m, 4)} kg`, speedDatum('v₀', speed), 'v = 0 (se detiene)'],
      steps: [
        `$E_{c0} = \\frac{1}{2} \\cdot ${n(m)} \\cdot ${n(v0)}^2 ${approx(before)} ${tex(before, 2)}$ J; detenido, $E_c = 0$.`,
        `$\\Delta E_c = 0 - ${tex(before, 2)} ${approx(before)} ${tex(-before, 2)}$ J: la pierde toda${kilo ? `, $${tex(value, 4)}$ kJ` : ''}.`,
      ],
      answer: `${loss ? 'energía cinética perdida' : 'ΔEc'} ${relation(value)} ${fmt(value)} ${unit}`,
      used: [mass.index, speed.index],
    },
    {
      method: 'Si se detiene, $\\Delta E_c = 0 - \\frac{1}{2} m v_0^2$. ¿Qué representa el dato que sobra?',
      closing: '¿Qué fuerza hizo ese trabajo negativo?',
    },
  );
}

/** ΔEc when the one speed given is multiplied by a factor the statement says in words («se duplica»). */
function byFactor(
  s: Statement,
  question: string,
  mass: { kg: number; index: number },
  speed: Quantity,
): SolverReply | undefined {
  const factor = speedFactor(s.folded.slice(speed.index));
  if (!factor || !/aumenta|disminuye|varia|cambia|variacion/.test(question) || kiloAsked(question))
    return undefined;
  const m = mass.kg;
  const v0 = inBase(speed);
  const v = factor.factor * v0;
  const before = 0.5 * m * v0 ** 2;
  const after = 0.5 * m * v ** 2;
  const change = after - before;
  const asksIncrease = /aumenta/.test(question);
  if (asksIncrease !== change > 0) return undefined;
  // Checked back: the energy scales with the square of the factor.
  if (Math.abs(after - factor.factor ** 2 * before) > 1e-9 * Math.max(1, after)) return undefined;
  return checkedReply(
    s,
    {
      title: 'Variación de la energía cinética',
      data: [
        `m = ${fmt(m, 4)} kg`,
        speedDatum('v₀', speed),
        `la velocidad ${factor.said}: v = ${fmt(v, 4)} m/s`,
      ],
      steps: [
        `$E_{c0} = \\frac{1}{2} \\cdot ${n(m)} \\cdot ${n(v0)}^2 ${approx(before)} ${tex(before, 2)}$ J.`,
        `$E_{c} = \\frac{1}{2} \\cdot ${n(m)} \\cdot ${n(v)}^2 ${approx(after)} ${tex(after, 2)}$ J (${fmt(factor.factor ** 2, 4)} veces la inicial).`,
        `$\\Delta E_c = E_c - E_{c0} ${approx(change)} ${tex(change, 2)}$ J.`,
      ],
      answer: `ΔEc ${relation(change)} ${fmt(change)} J`,
      used: [mass.index, speed.index],
    },
    {
      method:
        'La energía cinética es $\\frac{1}{2} m v^2$: calculala antes y después y restá. ¿Qué representa el dato que sobra?',
      closing: '¿Cuántas veces más energía tiene, y por qué no es el doble?',
    },
  );
}

/**
 * «¿Qué trabajo hay que hacer para que su velocidad se duplique?»: by the work-energy theorem, the net
 * work is the change of kinetic energy, W = ½·m·v₀²·(k² − 1); negative when the speed is reduced.
 */
function workForFactor(s: Statement, question: string): SolverReply | undefined {
  if (!/\btrabajo\b/.test(question)) return undefined;
  const ms = masses(s);
  const speeds = ofDimension(s, 'speed');
  const [mass] = ms;
  const [speed] = speeds;
  if (!mass || !speed || ms.length !== 1 || speeds.length !== 1) return undefined;
  const factor = speedFactor(s.folded.slice(speed.index));
  if (!factor) return undefined;
  const m = mass.kg;
  const v0 = inBase(speed);
  const v = factor.factor * v0;
  const before = 0.5 * m * v0 ** 2;
  const after = 0.5 * m * v ** 2;
  const work = after - before;
  if (Math.abs(work - before * (factor.factor ** 2 - 1)) > 1e-9 * Math.max(1, Math.abs(work)))
    return undefined;
  return checkedReply(
    s,
    {
      title: 'Teorema del trabajo y la energía cinética',
      data: [
        `m = ${fmt(m, 4)} kg`,
        speedDatum('v₀', speed),
        `la velocidad ${factor.said}: v = ${fmt(v, 4)} m/s`,
      ],
      steps: [
        `$E_{c0} = \\frac{1}{2} \\cdot ${n(m)} \\cdot ${n(v0)}^2 ${approx(before)} ${tex(before, 2)}$ J.`,
        `$E_{c} = \\frac{1}{2} \\cdot ${n(m)} \\cdot ${n(v)}^2 ${approx(after)} ${tex(after, 2)}$ J.`,
        `El trabajo neto es la variación de la energía cinética: $W = E_c - E_{c0} ${approx(work)} ${tex(work, 2)}$ J.`,
      ],
      answer: `W ${relation(work)} ${fmt(work)} J`,
      used: [mass.index, speed.index],
    },
    {
      method:
        'El trabajo neto es la variación de la energía cinética: $W = \\frac{1}{2} m v^2 - \\frac{1}{2} m v_0^2$.',
      closing: '¿Por qué hace falta más trabajo para pasar de v a 2v que de 0 a v?',
    },
  );
}

const ENERGY_FACTORS: readonly [RegExp, number, string][] = [
  [/dupli/, 2, 'se duplica'],
  [/tripli/, 3, 'se triplica'],
  [/cuadrupli/, 4, 'se cuadruplica'],
];

/**
 * A body's kinetic energy multiplied by a factor said in words, the speed given: «¿qué trabajo hay que
 * hacer para que su energía cinética se duplique?» (W = Ec₀·(k − 1)), or its mass multiplied at the same
 * speed, said so («si su masa se duplica y conserva la velocidad, ¿en cuánto aumenta su energía
 * cinética?»): ΔEc = Ec₀·(k − 1). A mass changed without saying the speed is kept is left alone.
 */
function byEnergyFactor(s: Statement, question: string): SolverReply | undefined {
  const ms = masses(s);
  const speeds = ofDimension(s, 'speed');
  const [mass] = ms;
  const [speed] = speeds;
  if (!mass || !speed || ms.length !== 1 || speeds.length !== 1 || kiloAsked(question)) return undefined;
  if (s.quantities.some((q) => !['mass', 'speed'].includes(q.unit.dimension))) return undefined;
  // Only one change said: «se duplica … y se triplica» is two.
  const said = [...s.folded.matchAll(/dupli|tripli|cuadrupli|mitad|el doble|el triple/g)];
  const [word] = said;
  if (!word || said.length !== 1) return undefined;
  const entry = ENERGY_FACTORS.find(([pattern]) => pattern.test(word[0]));
  if (!entry) return undefined;
  const changed = changedQuantity(s.folded, word.index);
  const keepsSpeed =
    /(?:conserva|mantiene|manteniendo|conservando) (?:la|su) (?:misma )?(?:velocidad|rapidez)|(?:a|con) la misma (?:velocidad|rapidez)|sin cambiar (?:la|su) (?:velocidad|rapidez)/.test(
      s.folded,
    );
  const asksWork = /\btrabajo\b/.test(question) && changed === 'energia' && /energia cinetica/.test(s.folded);
  const asksChange =
    changed === 'masa' &&
    keepsSpeed &&
    /en cuanto (?:aumenta|varia|cambia)|cuanto (?:aumenta|varia|cambia)|variacion/.test(question) &&
    /energia cinetica/.test(question);
  if (!asksWork && !asksChange) return undefined;
  const [, k, changeSaid] = entry;
  const m = mass.kg;
  const v = inBase(speed);
  const before = 0.5 * m * v ** 2;
  const afterEnergy = asksWork ? k * before : 0.5 * (k * m) * v ** 2;
  const change = afterEnergy - before;
  // Checked back: both ways give k·Ec₀, and the change is (k − 1)·Ec₀.
  if (!(before > 0) || Math.abs(afterEnergy - k * before) > 1e-9 * afterEnergy) return undefined;
  if (Math.abs(change - (k - 1) * before) > 1e-9 * afterEnergy) return undefined;
  const label = asksWork ? 'W' : 'ΔEc';
  return checkedReply(
    s,
    {
      title: asksWork ? 'Teorema del trabajo y la energía cinética' : 'Variación de la energía cinética',
      data: [
        `m = ${fmt(m, 4)} kg`,
        speedDatum('v', speed),
        asksWork ? `la energía cinética ${changeSaid}` : `la masa ${changeSaid} y la velocidad se mantiene`,
      ],
      steps: [
        `$E_{c0} = \\frac{1}{2} m v^2 = \\frac{1}{2} \\cdot ${n(m)} \\cdot ${n(v)}^2 ${approx(before)} ${tex(before, 2)}$ J.`,
        asksWork
          ? `Si la energía cinética ${changeSaid}, pasa a $E_c = ${fmt(k, 4)} \\cdot ${tex(before, 2)} ${approx(afterEnergy)} ${tex(afterEnergy, 2)}$ J.`
          : `Con masa ${fmt(k * m, 4)} kg y la misma velocidad: $E_c = \\frac{1}{2} \\cdot ${n(k * m)} \\cdot ${n(v)}^2 ${approx(afterEnergy)} ${tex(afterEnergy, 2)}$ J (la energía es proporcional a la masa).`,
        asksWork
          ? `El trabajo neto es la variación de la energía cinética: $W = E_c - E_{c0} ${approx(change)} ${tex(change, 2)}$ J.`
          : `$\\Delta E_c = E_c - E_{c0} ${approx(change)} ${tex(change, 2)}$ J.`,
      ],
      answer: `${label} ${relation(change)} ${fmt(change)} J`,
      used: [mass.index, speed.index],
    },
    {
      method:
        'La energía cinética es $\\frac{1}{2} m v^2$: calculala antes y después del cambio y restá. ¿Qué representa el dato que sobra?',
      closing: asksWork
        ? '¿Por qué número tendría que multiplicarse la velocidad para lograr el mismo cambio de energía?'
        : '¿Y si en lugar de la masa se duplicara la velocidad?',
    },
  );
}

const THROWN_UP =
  /(?:lanza|arroja|tira|dispara|patea)\w*[^.?]{0,40}(?:verticalmente )?hacia arriba|tiro vertical/;
const TOP =
  /punto mas alto|altura maxima|maxima altura|punto de maxima altura|energia potencial maxima|maxima energia potencial/;

/** Ep at the top of a vertical throw, from the throw's point: all of ½·m·v₀², without friction. */
function potentialAtTop(s: Statement, question: string): SolverReply | undefined {
  if (!/energia potencial/.test(question) || !TOP.test(question) || !THROWN_UP.test(s.folded))
    return undefined;
  if (
    /rozamiento|friccion|resistencia del aire/.test(s.folded) &&
    !/desprecia|sin (?:rozamiento|friccion)/.test(s.folded)
  )
    return undefined;
  const ms = masses(s);
  const speeds = ofDimension(s, 'speed');
  const [mass] = ms;
  const [speed] = speeds;
  if (!mass || ms.length !== 1 || !speed || speeds.length !== 1) return undefined;
  const m = mass.kg;
  const v0 = inBase(speed);
  const energy = 0.5 * m * v0 ** 2;
  const height = v0 ** 2 / (2 * s.g);
  // Checked back: m·g·h_max is the energy it was thrown with.
  if (Math.abs(m * s.g * height - energy) > 1e-9 * Math.max(1, energy) || !(energy > 0)) return undefined;
  return checkedReply(
    s,
    {
      title: 'Energía potencial en el punto más alto',
      data: [`m = ${fmt(m, 4)} kg`, speedDatum('v₀', speed), 'sin rozamiento'],
      steps: [
        'Sin rozamiento la energía mecánica se conserva, y en el punto más alto la velocidad es cero: toda la energía cinética del lanzamiento se volvió potencial (medida desde el punto de lanzamiento).',
        `$E_p = E_{c0} = \\frac{1}{2} m v_0^2 = \\frac{1}{2} \\cdot ${n(m)} \\cdot ${n(v0)}^2 ${approx(energy)} ${tex(energy, 2)}$ J.`,
        `Comprobá: sube $h = \\frac{v_0^2}{2g} ${approx(height)} ${tex(height, 2)}$ m (con g = ${fmt(s.g)} m/s²) y $m g h ${approx(energy)} ${tex(energy, 2)}$ J.`,
      ],
      answer: `Ep ${relation(energy)} ${fmt(energy)} J`,
      used: [mass.index, speed.index],
    },
    {
      method:
        'En el punto más alto de un tiro vertical la velocidad es cero: sin rozamiento, $E_p = \\frac{1}{2} m v_0^2$. ¿Qué representa el dato que sobra?',
      closing: '¿Cuánto valdría su energía cinética a la mitad de esa altura?',
    },
  );
}

/** A reply for a change of kinetic energy or the Ep at the top of a vertical throw, or undefined. */
export function solveKineticChange(message: string): SolverReply | undefined {
  const s = readStatement(message);
  const question = askedClause(s);
  return (
    kineticChange(s, question) ??
    byEnergyFactor(s, question) ??
    workForFactor(s, question) ??
    potentialAtTop(s, question)
  );
}

export const kineticChangeSolver = declareSolver({
  name: 'solve_kinetic_energy_change',
  offer: 'variación de la energía cinética',
  summary:
    'The change of a body’s kinetic energy between two speeds (ΔEc = ½·m·(v² − v₀²), negative when it slows down, in J or kJ as asked), and the potential energy at the highest point of a vertical throw (½·m·v₀², without friction). Pass the whole statement.',
  examples: [
    'Un auto de 800 kg aumenta su velocidad de 10 m/s a 20 m/s. ¿Cuál es la variación de su energía cinética?',
    'Se lanza verticalmente hacia arriba una pelota de 0,5 kg a 20 m/s. ¿Cuál es su energía potencial en el punto más alto?',
  ],
  parameters: { problem: 'the energy problem as written' },
  solve: solveKineticChange,
});
