/**
 * Vertical throws and falls as the exams ask them beyond one formula: a body thrown up (or down) from a
 * height that ends on the ground, the two times a thrown body passes a height (the way up and the way
 * down), the distance a falling body covers during its n-th second, and its speed part of the way down.
 */
import { changesADatum } from './changed-datum.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import { DESCENDING } from './kinematics.ts';
import { fmt, relation, tex } from './numbers.ts';
import {
  askedClause,
  checkedReply,
  gSource,
  inBase,
  ofDimension,
  readStatement,
  type Statement,
  unusedNumbers,
  type WorkedReading,
} from './physics.ts';
import type { Quantity } from './units.ts';
import { DOWN, eq, n, PART_OF_THE_TOP, reply, UP } from './vertical-motion.ts';

const ASCENDING = /al subir|subiendo|de subida|cuando sube|(?:en|durante) (?:el|su) ascenso|por primera vez/;
// The level it falls to, as exams name it: the ground, the floor, the pavement, the street, the water.
const GROUND =
  /(?:al|el|hasta el|contra el) (?:suelo|piso|agua|mar|rio)|a tierra|la base|la (?:vereda|calle)\b|al pie (?:del|de la) (?:acantilado|edificio|torre|barranca|precipicio)/;
// Where the throw starts: a height above the ground.
const RAISED =
  /edificio|terraza|balcon|torre|puente|acantilado|azotea|ventana|altura|sobre el (?:suelo|piso)|del (?:suelo|piso)/;

type Worked = WorkedReading;

/** Thrown up or down from a height, down to the ground: the speed there, or the time it takes. */
function toTheGround(s: Statement, question: string): Worked | undefined {
  const up = UP.test(s.folded);
  const down = !up && DOWN.test(s.folded);
  // «¿Cuánto tiempo permanece en el aire?»: thrown from a height, it is in the air until the ground.
  const inTheAir =
    /(?:permanece|permanecio|permanecera|esta|estuvo|estara) en el aire|tiempo (?:total )?de vuelo|dura(?:cion)? (?:de|d)?el vuelo/.test(
      question,
    );
  // «alcanza una altura máxima de 20 m» is where it gets to, not a height it was thrown from.
  const raised = RAISED.test(s.folded.replace(/altura maxima|maxima altura/g, ' '));
  if (!(up || down) || !raised || !(GROUND.test(question) || inTheAir)) return undefined;
  const speeds = ofDimension(s, 'speed');
  const lengths = ofDimension(s, 'length');
  const [speed] = speeds;
  const [height] = lengths;
  if (!speed || !height || speeds.length !== 1 || lengths.length !== 1 || s.quantities.length !== 2)
    return undefined;
  // «¿con qué velocidad pasa a 25 m del suelo?»: a height in the question is a level it passes, not
  // where it was thrown from.
  if (height.index >= s.folded.lastIndexOf(question)) return undefined;
  const asksSpeed = /velocidad|rapidez/.test(question);
  const asksTime = /tiempo|tarda|demora|cuando|en cuanto/.test(question);
  if (asksSpeed === asksTime) return undefined;
  // In the air says how long, not how fast: a speed is asked of the ground.
  if (asksSpeed && !GROUND.test(question)) return undefined;
  const v0 = inBase(speed);
  const h = inBase(height);
  const g = s.g;
  if (!(v0 > 0 && h > 0)) return undefined;
  // Up is positive: it starts at +h with v0 up (or −v0 down) and the ground is at 0.
  const start = up ? v0 : -v0;
  const v = Math.sqrt(start * start + 2 * g * h);
  const t = (start + v) / g;
  const back = h + start * t - 0.5 * g * t * t;
  const data = [
    `v₀ = ${fmt(v0, 4)} m/s ${up ? 'hacia arriba' : 'hacia abajo'}`,
    `altura inicial h = ${fmt(h, 4)} m`,
  ];
  const steps = [
    `Tomá el eje hacia arriba con el origen en el suelo: parte de $y_0 = ${n(h)}$ m con $v_0 = ${up ? '' : '-'}${n(v0)}$ m/s y la aceleración es $-g$ (${gSource(s)}).`,
    `La velocidad al llegar al suelo ($y = 0$): $v^2 = v_0^2 + 2 g h = ${n(v0)}^2 + 2 \\cdot ${n(g)} \\cdot ${n(h)}$, así que $|v| ${eq(v)} ${n(v)}$ m/s${up ? ' (sube, se detiene y baja: al pasar de nuevo por la altura inicial lleva la misma rapidez con que salió)' : ''}.`,
    `El tiempo: $v = v_0 - g t$ da $t = \\frac{${up ? n(v0) : `-${n(v0)}`} + ${n(v)}}{${n(g)}} ${eq(t)} ${n(t)}$ s.`,
    `Comprobá: $y = ${n(h)} ${up ? '+' : '-'} ${n(v0)} \\cdot ${n(t)} - \\frac{1}{2} \\cdot ${n(g)} \\cdot ${n(t)}^2 ${eq(back)} ${n(Math.abs(back) < 1e-9 ? 0 : back)}$ m: está en el suelo.`,
  ];
  return {
    title: up ? 'Tiro vertical hacia arriba desde una altura' : 'Tiro vertical hacia abajo desde una altura',
    data,
    steps,
    answer: asksSpeed
      ? `v ${relation(v)} ${fmt(v)} m/s, hacia abajo (≈ ${fmt(v * 3.6)} km/h)`
      : `t ${relation(t)} ${fmt(t)} s`,
    used: [speed.index, height.index],
  };
}

/** «La altura máxima, medida desde el suelo»: the highest point asked above the ground, not above the start. */
const TOP_ABOVE_GROUND =
  /altura maxima[^.?;]{0,40}(?:desde|respecto (?:del|al)|sobre|con respecto al|medida desde) (?:el )?(?:suelo|piso)|(?:altura maxima|punto mas alto)[^.?;]{0,20}\b(?:del|al) (?:suelo|piso)/;

/** One speed and one height, nothing else, the height given before the question: a throw from a height. */
function speedAndHeight(s: Statement, question: string): { speed: Quantity; height: Quantity } | undefined {
  const speeds = ofDimension(s, 'speed');
  const lengths = ofDimension(s, 'length');
  const [speed] = speeds;
  const [height] = lengths;
  if (!speed || !height || speeds.length !== 1 || lengths.length !== 1 || s.quantities.length !== 2)
    return undefined;
  if (height.index >= s.folded.lastIndexOf(question)) return undefined;
  return { speed, height };
}

/** Thrown up from a height: the highest point above the ground, the start plus the rise v₀²/(2g). */
function topAboveTheGround(s: Statement, question: string): Worked | undefined {
  if (!UP.test(s.folded) || !RAISED.test(s.folded) || !TOP_ABOVE_GROUND.test(question)) return undefined;
  const given = speedAndHeight(s, question);
  if (!given) return undefined;
  const { speed, height } = given;
  const v0 = inBase(speed);
  const h = inBase(height);
  const g = s.g;
  if (!(v0 > 0 && h > 0)) return undefined;
  const rise = (v0 * v0) / (2 * g);
  const top = h + rise;
  // Checked back: at the top the speed is zero, after v₀/g, at h + v₀·t − ½·g·t².
  const t = v0 / g;
  if (Math.abs(h + v0 * t - 0.5 * g * t * t - top) > 1e-9 * Math.max(1, top)) return undefined;
  return {
    title: 'Tiro vertical hacia arriba desde una altura: la altura máxima',
    data: [`v₀ = ${fmt(v0, 4)} m/s hacia arriba`, `altura inicial h = ${fmt(h, 4)} m`],
    steps: [
      `En el punto más alto la velocidad se anula: sobre el punto de lanzamiento sube $\\Delta h = \\frac{v_0^2}{2 g} = \\frac{${n(v0)}^2}{2 \\cdot ${n(g)}} ${eq(rise)} ${n(rise)}$ m (${gSource(s)}).`,
      `Desde el suelo, sumale la altura de la que partió: $H = h + \\Delta h = ${n(h)} + ${n(rise)} ${eq(top)} ${n(top)}$ m.`,
    ],
    answer: `H_máx ${relation(top)} ${fmt(top)} m sobre el suelo`,
    used: [speed.index, height.index],
  };
}

/** «La altura máxima sobre la terraza», «respecto del punto de lanzamiento»: the rise above the start. */
const TOP_ABOVE_START =
  /altura maxima[^.?;]{0,40}(?:sobre|respecto (?:de|del|a|al)|medida desde|desde) (?:la |el )?(?:terraza|balcon|azotea|techo|ventana|borde|punto de (?:lanzamiento|partida)|lugar de (?:lanzamiento|partida))/;
/** «¿Cuánto tarda en alcanzar la altura máxima?»: the rise time, whatever height it starts from. */
const RISE_TIME = /(?:tiempo|tarda|demora)[^.?;]*(?:altura maxima|maxima altura|punto mas alto)/;

/**
 * Thrown up from a height, what does not depend on it: the rise above the start, v₀²/(2g), and the time
 * to the top, v₀/g. The start's height is the level those are measured from, not a datum they need.
 */
function riseAboveTheStart(s: Statement, question: string): Worked | undefined {
  if (!UP.test(s.folded) || !RAISED.test(s.folded) || !RAISED_LAUNCH.test(s.folded)) return undefined;
  const asksRise = TOP_ABOVE_START.test(question);
  const asksTime = !asksRise && RISE_TIME.test(question) && !/\b(?:suelo|piso)\b/.test(question);
  if (!asksRise && !asksTime) return undefined;
  const given = speedAndHeight(s, question);
  if (!given) return undefined;
  const { speed, height } = given;
  const v0 = inBase(speed);
  const g = s.g;
  if (!(v0 > 0 && inBase(height) > 0)) return undefined;
  const t = v0 / g;
  const rise = (v0 * v0) / (2 * g);
  // Checked back: after v₀/g the speed is zero and it has gone up v₀·t − ½·g·t².
  if (Math.abs(v0 - g * t) > 1e-9 || Math.abs(v0 * t - 0.5 * g * t * t - rise) > 1e-9 * Math.max(1, rise))
    return undefined;
  return {
    title: asksRise
      ? 'Tiro vertical hacia arriba: la altura máxima sobre el punto de lanzamiento'
      : 'Tiro vertical hacia arriba: el tiempo de subida',
    data: [`v₀ = ${fmt(v0, 4)} m/s hacia arriba`, `parte a ${fmt(inBase(height), 4)} m del suelo`],
    steps: [
      `La altura de la que parte es el nivel desde el que se mide: no cambia cuánto sube ni cuánto tarda en subir.`,
      asksRise
        ? `En el punto más alto la velocidad se anula: $\\Delta h = \\frac{v_0^2}{2 g} = \\frac{${n(v0)}^2}{2 \\cdot ${n(g)}} ${eq(rise)} ${n(rise)}$ m (${gSource(s)}).`
        : `En el punto más alto la velocidad se anula: $0 = v_0 - g t \\Rightarrow t = \\frac{v_0}{g} = \\frac{${n(v0)}}{${n(g)}} ${eq(t)} ${n(t)}$ s (${gSource(s)}).`,
    ],
    answer: asksRise
      ? `Δh ${relation(rise)} ${fmt(rise)} m sobre el punto de lanzamiento`
      : `t ${relation(t)} ${fmt(t)} s`,
    used: [speed.index, height.index],
  };
}

/** Where a body thrown up is at a height: it passes, is, gets there, or someone catches it there. */
const AT_A_HEIGHT =
  /(?:pasa|esta|se encuentra|llega|atrapa|agarra|ataja|recoge|captura)\w*[^.?]{0,60}(?:por encima|de altura|sobre el punto|altura de|del (?:suelo|piso))/;

/** Thrown up, it passes a height twice: the time on the way up, on the way down, or both. */
function pastAHeight(s: Statement, question: string): Worked | undefined {
  // Thrown from the ground: the statement before the question names no raised place.
  const given = s.folded.replace(question, '').replace(/(?:por|a) (?:un punto|una altura)[^.?]*/g, '');
  if (!UP.test(s.folded) || RAISED.test(given)) return undefined;
  // "¿Qué velocidad tiene cuando pasa por…?" asks a speed, not the time its "cuando" would suggest.
  const asksSpeed = /velocidad|rapidez/.test(question);
  if (!asksSpeed && !/tiempo|tarda|demora|cuando|instante|momento/.test(question)) return undefined;
  // «¿Cuánto tarda en llegar a la altura máxima?» asks the top, not the height it passes.
  if (/altura maxima|maxima altura|punto mas alto/.test(question)) return undefined;
  if (!AT_A_HEIGHT.test(s.folded)) return undefined;
  const speeds = ofDimension(s, 'speed');
  const lengths = ofDimension(s, 'length');
  const [speed] = speeds;
  const [height] = lengths;
  if (!speed || !height || speeds.length !== 1 || lengths.length !== 1 || s.quantities.length !== 2)
    return undefined;
  const v0 = inBase(speed);
  const h = inBase(height);
  const g = s.g;
  const disc = v0 * v0 - 2 * g * h;
  if (!(v0 > 0 && h > 0 && disc > 0)) return undefined;
  const t1 = (v0 - Math.sqrt(disc)) / g;
  const t2 = (v0 + Math.sqrt(disc)) / g;
  // «Cuando baja, alguien la atrapa…» says the way down in the statement, for every question after it.
  const down = DESCENDING.test(question) || (DESCENDING.test(given) && !ASCENDING.test(question));
  const up = ASCENDING.test(question) || (ASCENDING.test(given) && !DESCENDING.test(question));
  if (down && up) return undefined;
  const check = (t: number) => v0 * t - 0.5 * g * t * t;
  const steps = [
    `Tomá el eje hacia arriba desde el punto de lanzamiento: $y = v_0 t - \\frac{1}{2} g t^2$ (${gSource(s)}).`,
    `Pasa por $y = ${n(h)}$ m cuando $\\frac{1}{2} \\cdot ${n(g)}\\, t^2 - ${n(v0)}\\, t + ${n(h)} = 0$: $t = \\frac{${n(v0)} \\mp \\sqrt{${n(v0)}^2 - 2 \\cdot ${n(g)} \\cdot ${n(h)}}}{${n(g)}}$, es decir $t_1 ${eq(t1)} ${n(t1)}$ s (subiendo) y $t_2 ${eq(t2)} ${n(t2)}$ s (bajando).`,
    `Comprobá: $y(t_1) ${eq(check(t1))} ${n(check(t1))}$ m y $y(t_2) ${eq(check(t2))} ${n(check(t2))}$ m. La altura máxima, $\\frac{v_0^2}{2g} ${eq((v0 * v0) / (2 * g))} ${n((v0 * v0) / (2 * g))}$ m, queda más arriba: por eso pasa dos veces.`,
  ];
  if (asksSpeed) return speedAtAHeight(s, { v0, h, t1, t2, used: [speed.index, height.index], down, up });
  const answer = down
    ? `al bajar, t ${relation(t2)} ${fmt(t2)} s después de lanzada`
    : up
      ? `al subir, t ${relation(t1)} ${fmt(t1)} s después de lanzada`
      : `pasa dos veces: subiendo a t₁ ${relation(t1)} ${fmt(t1)} s y bajando a t₂ ${relation(t2)} ${fmt(t2)} s`;
  return {
    title: 'Tiro vertical: cuándo pasa por una altura',
    data: [`v₀ = ${fmt(v0, 4)} m/s hacia arriba`, `h = ${fmt(h, 4)} m sobre el punto de lanzamiento`],
    steps,
    answer,
    used: [speed.index, height.index],
  };
}

/** The speed of a body thrown up as it passes a height: the same going up and coming down. */
function speedAtAHeight(
  s: Statement,
  pass: { v0: number; h: number; t1: number; t2: number; used: number[]; down: boolean; up: boolean },
): Worked {
  const { v0, h, t1, t2 } = pass;
  const g = s.g;
  const v = Math.sqrt(v0 * v0 - 2 * g * h);
  const back = v0 - g * t1;
  return {
    title: 'Tiro vertical: la velocidad a una altura',
    data: [`v₀ = ${fmt(v0, 4)} m/s hacia arriba`, `h = ${fmt(h, 4)} m sobre el punto de lanzamiento`],
    steps: [
      `Tomá el eje hacia arriba desde el punto de lanzamiento (${gSource(s)}). Sin el tiempo: $v^2 = v_0^2 - 2 g h = ${n(v0)}^2 - 2 \\cdot ${n(g)} \\cdot ${n(h)}$, así que $|v| ${eq(v)} ${n(v)}$ m/s.`,
      `Pasa dos veces por esa altura, subiendo (a $t_1 ${eq(t1)} ${n(t1)}$ s) y bajando (a $t_2 ${eq(t2)} ${n(t2)}$ s), con la misma rapidez: sin rozamiento, lo que pierde al subir lo recupera al bajar.`,
      `Comprobá con $v = v_0 - g t_1 = ${n(v0)} - ${n(g)} \\cdot ${n(t1)} ${eq(back)} ${n(back)}$ m/s.`,
    ],
    answer: `v ${relation(v)} ${fmt(v)} m/s (${pass.down ? 'hacia abajo, porque baja' : pass.up ? 'hacia arriba, porque sube' : 'hacia arriba al subir y hacia abajo al bajar'})`,
    used: pass.used,
  };
}

// Back where it was thrown from: the hand, the launch point, the ground it was thrown from («lanzada desde
// el suelo vuelve a tocarlo 4,6 s después»).
const BACK =
  /(?:vuelve|regresa|retorna|llega de nuevo|cae de nuevo)\w*[^.?]{0,30}(?:punto de (?:partida|lanzamiento)|mano|lanzador)|vuelve a pasar por el punto de (?:partida|lanzamiento)|pasa\w*[^.?]{0,20}por el punto de (?:partida|lanzamiento)[^.?]{0,20}(?:al bajar|de bajada|cuando baja|en (?:la|su) (?:bajada|caida|descenso)|de (?:vuelta|regreso))|(?:de nuevo|otra vez)[^.?]{0,10}por el punto de (?:partida|lanzamiento)|desde el (?:suelo|piso)[^.?]{0,30}(?:vuelve|regresa)\w* a (?:tocar|caer|llegar)/;

/**
 * Thrown up and back where it started: the speed it comes back with (v₀, downward), or, from the time
 * of the round trip, the highest point it reached (g·T²/8).
 */
function backWhereItStarted(s: Statement, question: string): Worked | undefined {
  if (!UP.test(s.folded) || !BACK.test(s.folded)) return undefined;
  const given = s.folded.replace(question, ' ');
  const speeds = ofDimension(s, 'speed');
  const times = ofDimension(s, 'time');
  const lengths = ofDimension(s, 'length');
  // «… a 20 m/s desde 15 m de altura. ¿Con qué velocidad pasa por el punto de lanzamiento al bajar?»:
  // the height it is thrown from is a datum the speed back at that point does not take.
  const launch =
    speeds.length === 1 && lengths.length === 1 && !times.length && s.quantities.length === 2
      ? lengths[0]
      : undefined;
  if (launch && !/\bdesde\b[^.?]{0,40}$/.test(s.folded.slice(0, launch.index))) return undefined;
  if (!launch && RAISED.test(given.replace(/altura maxima/g, ' '))) return undefined;
  const g = s.g;
  const [speed] = speeds;
  const [time] = times;
  if (speed && speeds.length === 1 && !times.length && s.quantities.length === (launch ? 2 : 1)) {
    if (!/velocidad|rapidez/.test(question) || !BACK.test(question)) return undefined;
    const v0 = inBase(speed);
    if (!(v0 > 0)) return undefined;
    const t = (2 * v0) / g;
    const back = v0 - g * t;
    return {
      title: 'Tiro vertical: la vuelta al punto de lanzamiento',
      data: [
        `v₀ = ${fmt(v0, 4)} m/s hacia arriba`,
        ...(launch
          ? [`lanzada desde ${fmt(launch.value, 4)} ${launch.unit.symbol} (no cambia la respuesta)`]
          : []),
      ],
      steps: [
        `Tomá el eje hacia arriba (${gSource(s)}). Vuelve al punto de lanzamiento cuando $y = v_0 t - \\frac{1}{2} g t^2 = 0$, a $t = \\frac{2 v_0}{g} ${eq(t)} ${n(t)}$ s.`,
        `Entonces $v = v_0 - g t = ${n(v0)} - ${n(g)} \\cdot ${n(t)} ${eq(back)} ${n(back)}$ m/s: la misma rapidez con que salió, hacia abajo (sin rozamiento, lo que pierde al subir lo recupera al bajar).`,
      ],
      answer: `v ${relation(v0)} ${fmt(v0)} m/s, hacia abajo`,
      used: [speed.index, ...(launch ? [launch.index] : [])],
    };
  }
  // «¿A qué altura se encontraba a los 4 s del lanzamiento?»: the launch speed from the flight, then the
  // height at the instant the question names, within the flight.
  const questionAt = s.folded.lastIndexOf(question);
  const [flight, instant] = times;
  if (
    flight &&
    instant &&
    times.length === 2 &&
    !speeds.length &&
    s.quantities.length === 2 &&
    flight.index < questionAt &&
    instant.index >= questionAt &&
    /(?:a los|al cabo de|luego de|despues de|a)\s*$/.test(
      s.folded.slice(Math.max(0, instant.index - 14), instant.index),
    ) &&
    /\b(?:que altura|a que distancia del suelo|donde (?:esta|se encuentra)|altura (?:a la )?que)/.test(
      question,
    )
  ) {
    const T = inBase(flight);
    const t = inBase(instant);
    if (!(T > 0 && t > 0 && t < T)) return undefined;
    const v0 = (g * T) / 2;
    const y = v0 * t - 0.5 * g * t * t;
    const mirror = v0 * (T - t) - 0.5 * g * (T - t) ** 2;
    if (!(y > 0) || Math.abs(y - mirror) > 1e-9 * Math.max(1, y)) return undefined;
    return {
      title: 'Tiro vertical: la altura en un instante, desde el tiempo de vuelo',
      data: [`tiempo de ida y vuelta T = ${fmt(T, 4)} s`, `instante pedido t = ${fmt(t, 4)} s`],
      steps: [
        `Sube y baja en tiempos iguales: llega arriba a $\\frac{T}{2} = ${n(T / 2)}$ s, así que salió con $v_0 = g \\cdot \\frac{T}{2} = ${n(g)} \\cdot ${n(T / 2)} ${eq(v0)} ${n(v0)}$ m/s (${gSource(s)}).`,
        `Altura a los ${fmt(t, 4)} s: $y = v_0 t - \\frac{1}{2} g t^2 = ${n(v0)} \\cdot ${n(t)} - \\frac{1}{2} \\cdot ${n(g)} \\cdot ${n(t)}^2 ${eq(y)} ${n(y)}$ m.`,
        `Comprobá con la simetría: a $T - t = ${n(T - t)}$ s está a la misma altura, $${n(mirror)}$ m.`,
      ],
      answer: `y ${relation(y)} ${fmt(y)} m`,
      used: [flight.index, instant.index],
    };
  }
  if (time && times.length === 1 && !speeds.length && s.quantities.length === 1) {
    const asksTop = /altura maxima|punto mas alto|hasta que altura|que altura/.test(question);
    // «Hallar la velocidad de lanzamiento», «¿con qué velocidad fue lanzado?»: the speed it left with.
    const launchAsked =
      /velocidad|rapidez/.test(question) &&
      /lanz[ao]|inicial|sali/.test(question) &&
      !/con que (?:velocidad|rapidez) (?:vuelve|regresa|llega|cae|pasa)/.test(question);
    const asksLaunch = !asksTop && launchAsked;
    if (!asksTop && !asksLaunch) return undefined;
    const T = inBase(time);
    if (!(T > 0)) return undefined;
    const v0 = (g * T) / 2;
    const h = (v0 * v0) / (2 * g);
    const rise = (g * (T / 2) ** 2) / 2;
    if (asksLaunch)
      return {
        title: 'Tiro vertical: la velocidad de lanzamiento desde el tiempo de vuelo',
        data: [`tiempo de ida y vuelta T = ${fmt(T, 4)} s`],
        steps: [
          `Sube y baja en tiempos iguales: tarda $\\frac{T}{2} = ${n(T / 2)}$ s en llegar arriba, donde $v = 0$ (${gSource(s)}).`,
          `De $0 = v_0 - g \\frac{T}{2}$: $v_0 = g \\cdot \\frac{T}{2} = ${n(g)} \\cdot ${n(T / 2)} ${eq(v0)} ${n(v0)}$ m/s.`,
          `Comprobá: $y(T) = v_0 T - \\frac{1}{2} g T^2 = ${n(v0)} \\cdot ${n(T)} - \\frac{1}{2} \\cdot ${n(g)} \\cdot ${n(T)}^2 = ${n(Math.abs(v0 * T - 0.5 * g * T * T) < 1e-9 ? 0 : v0 * T - 0.5 * g * T * T)}$ m: está de vuelta en el punto de partida.`,
        ],
        answer: `v₀ ${relation(v0)} ${fmt(v0)} m/s, hacia arriba`,
        used: [time.index],
      };
    return {
      title: 'Tiro vertical: la altura máxima desde el tiempo de vuelo',
      data: [`tiempo de ida y vuelta T = ${fmt(T, 4)} s`],
      steps: [
        `Sube y baja en tiempos iguales: tarda $\\frac{T}{2} = ${n(T / 2)}$ s en llegar arriba, donde $v = 0$ (${gSource(s)}).`,
        `Así que salió con $v_0 = g \\cdot \\frac{T}{2} = ${n(g)} \\cdot ${n(T / 2)} ${eq(v0)} ${n(v0)}$ m/s, y la altura máxima es $h = \\frac{v_0^2}{2g} ${eq(h)} ${n(h)}$ m.`,
        `Comprobá con la bajada desde el reposo: $\\frac{1}{2} g \\left(\\frac{T}{2}\\right)^2 = \\frac{1}{2} \\cdot ${n(g)} \\cdot ${n(T / 2)}^2 ${eq(rise)} ${n(rise)}$ m.`,
      ],
      // «la velocidad de lanzamiento y la altura máxima»: both.
      answer: `${launchAsked ? `v₀ ${relation(v0)} ${fmt(v0)} m/s; ` : ''}h_max ${relation(h)} ${fmt(h)} m`,
      used: [time.index],
    };
  }
  return undefined;
}

/** A place the throw starts from above the ground (a window it passes is no such place). */
const RAISED_LAUNCH = /edificio|terraza|balcon|torre|puente|acantilado|azotea/;

/**
 * Thrown up, it passes one point at t₁ on the way up and again at t₂ on the way down: the two roots of
 * h = v₀·t − ½·g·t² add up to 2·v₀/g and multiply to 2·h/g. The launch speed, the point's height above
 * the launch or the highest point, whichever is asked.
 */
function twoPassings(s: Statement, question: string): Worked | undefined {
  if (
    !UP.test(s.folded) ||
    !/vuelve a (?:pasar|estar|encontrarse)|pasa de nuevo|nuevamente|otra vez|de vuelta|(?:esa|la) misma altura/.test(
      s.folded,
    )
  )
    return undefined;
  const times = ofDimension(s, 'time');
  const [first, second] = times;
  if (!first || !second || times.length !== 2 || s.quantities.length !== 2) return undefined;
  if (Math.max(first.index, second.index) >= s.folded.lastIndexOf(question)) return undefined;
  // Both instants counted from the launch («4 s después del lanzamiento», «a los 4 s»), never «3 s después»
  // of the first pass, which is a lapse between them.
  const fromLaunch = (index: number) =>
    /^[^.;]{0,25}(?:lanza|lanzad|partida)/.test(s.folded.slice(index)) ||
    /a los\s*$/.test(s.folded.slice(Math.max(0, index - 8), index));
  if (!fromLaunch(first.index) || !fromLaunch(second.index)) return undefined;
  const asksTop = /altura maxima|maxima altura|punto mas alto/.test(question);
  const asksSpeed = !asksTop && /velocidad|rapidez/.test(question) && /lanz|inicial|sali/.test(question);
  const asksHeight = !asksTop && !asksSpeed && /altura|a que distancia|cuantos metros/.test(question);
  if (!asksTop && !asksSpeed && !asksHeight) return undefined;
  // Heights are measured from the launch: a question about the ground, with a raised launch, is not.
  if (RAISED_LAUNCH.test(s.folded) && /suelo|piso/.test(question)) return undefined;
  const t1 = Math.min(inBase(first), inBase(second));
  const t2 = Math.max(inBase(first), inBase(second));
  if (!(t1 > 0 && t2 > t1)) return undefined;
  const g = s.g;
  const v0 = (g * (t1 + t2)) / 2;
  const h = (g * t1 * t2) / 2;
  const top = (v0 * v0) / (2 * g);
  const at = (t: number) => v0 * t - 0.5 * g * t * t;
  return {
    title: 'Tiro vertical: los dos pasos por un mismo punto',
    data: [`pasa subiendo a t₁ = ${fmt(t1, 4)} s`, `y bajando a t₂ = ${fmt(t2, 4)} s`],
    steps: [
      `Tomá el eje hacia arriba desde el punto de lanzamiento: $y = v_0 t - \\frac{1}{2} g t^2$ (${gSource(s)}). Pasa por la altura $h$ cuando $\\frac{1}{2} g t^2 - v_0 t + h = 0$, y esa ecuación tiene por raíces $t_1$ y $t_2$.`,
      `La suma de las raíces es $\\frac{2 v_0}{g}$: $v_0 = \\frac{g (t_1 + t_2)}{2} = \\frac{${n(g)} \\cdot ${n(t1 + t2)}}{2} ${eq(v0)} ${n(v0)}$ m/s.`,
      `El producto es $\\frac{2 h}{g}$: $h = \\frac{g\\, t_1 t_2}{2} = \\frac{${n(g)} \\cdot ${n(t1)} \\cdot ${n(t2)}}{2} ${eq(h)} ${n(h)}$ m sobre el punto de lanzamiento.`,
      ...(asksTop
        ? [
            `La altura máxima: $\\frac{v_0^2}{2 g} ${eq(top)} ${n(top)}$ m, a $t = \\frac{t_1 + t_2}{2} = ${n((t1 + t2) / 2)}$ s.`,
          ]
        : []),
      `Comprobá: $y(t_1) ${eq(at(t1))} ${n(at(t1))}$ m y $y(t_2) ${eq(at(t2))} ${n(at(t2))}$ m, la misma altura.`,
    ],
    answer: asksTop
      ? `h_max ${relation(top)} ${fmt(top)} m sobre el punto de lanzamiento`
      : asksSpeed
        ? `v₀ ${relation(v0)} ${fmt(v0)} m/s, hacia arriba`
        : `h ${relation(h)} ${fmt(h)} m sobre el punto de lanzamiento`,
    used: [first.index, second.index],
  };
}

/**
 * Thrown up to a highest point H it is said to reach: at a lower height h it passes with the speed it
 * would gain falling from H, v = √(2·g·(H − h)), going up and coming down.
 */
function belowTheTop(s: Statement, question: string): Worked | undefined {
  if (!UP.test(s.folded) && !/lanzad[oa] hacia arriba/.test(s.folded)) return undefined;
  if (!/velocidad|rapidez/.test(question) || RAISED_LAUNCH.test(s.folded)) return undefined;
  const lengths = ofDimension(s, 'length');
  if (lengths.length !== 2 || s.quantities.length !== 2) return undefined;
  // «una altura máxima de 45 m», «alcanza 45 m de altura máxima».
  const top = lengths.find(
    (q) =>
      /altura maxima(?: de| es de)?\s*$/.test(s.folded.slice(Math.max(0, q.index - 25), q.index)) ||
      /^[\d.,]+\s*m de altura maxima/.test(s.folded.slice(q.index, q.index + 30)),
  );
  const level = lengths.find((q) => q !== top);
  if (!top || !level || level.index < s.folded.lastIndexOf(question)) return undefined;
  const H = inBase(top);
  const h = inBase(level);
  const g = s.g;
  if (!(H > h && h > 0)) return undefined;
  const v = Math.sqrt(2 * g * (H - h));
  const v0 = Math.sqrt(2 * g * H);
  const back = Math.sqrt(v0 * v0 - 2 * g * h);
  return {
    title: 'Tiro vertical: la velocidad a una altura, desde la altura máxima',
    data: [`altura máxima H = ${fmt(H, 4)} m`, `h = ${fmt(h, 4)} m`],
    steps: [
      `Arriba, a ${fmt(H, 4)} m, la velocidad es cero. Desde ahí hasta ${fmt(h, 4)} m baja $H - h = ${n(H - h)}$ m como en caída libre (${gSource(s)}).`,
      `$v = \\sqrt{2 g (H - h)} = \\sqrt{2 \\cdot ${n(g)} \\cdot ${n(H - h)}} ${eq(v)} ${n(v)}$ m/s, la misma al subir que al bajar.`,
      `Comprobá: salió con $v_0 = \\sqrt{2 g H} ${eq(v0)} ${n(v0)}$ m/s, y $\\sqrt{v_0^2 - 2 g h} ${eq(back)} ${n(back)}$ m/s.`,
    ],
    answer: `v ${relation(v)} ${fmt(v)} m/s (hacia arriba al subir y hacia abajo al bajar)`,
    used: [top.index, level.index],
  };
}

const FRACTION_OF_TOP: [RegExp, number, string][] = [
  [/\bla mitad\b/, 1 / 2, 'la mitad'],
  [/\bla tercera parte\b/, 1 / 3, 'la tercera parte'],
  [/\bla cuarta parte\b|\bun cuarto\b/, 1 / 4, 'la cuarta parte'],
  [/\btres cuartos\b|\blas tres cuartas partes\b/, 3 / 4, 'tres cuartos'],
];

/**
 * Thrown up with v₀: a part f of its maximum height («la mitad de su altura máxima»), h = f·v₀²/(2g),
 * reached going up at t = (v₀ − √(v₀² − 2gh))/g and coming down at t = (v₀ + √…)/g; the time asked
 * (one way or both), or the speed there, v₀·√(1 − f).
 */
function partOfTheTop(s: Statement, question: string): Worked | undefined {
  if (!UP.test(s.folded) || !/altura maxima|maxima altura|punto mas alto/.test(question)) return undefined;
  if (
    !/\b(?:mitad|parte|cuarto|cuartos)\b[^?]*\bde (?:la|su) (?:altura maxima|maxima altura)\b/.test(question)
  )
    return undefined;
  const matches = FRACTION_OF_TOP.filter(([cue]) => cue.test(question));
  const [only] = matches;
  if (!only || matches.length !== 1) return undefined;
  const [, f, name] = only;
  const speeds = ofDimension(s, 'speed');
  const [speed] = speeds;
  if (!speed || speeds.length !== 1 || s.quantities.length !== 1) return undefined;
  const given = s.folded.replace(question, '');
  if (RAISED.test(given.replace(/altura maxima|maxima altura/g, ''))) return undefined;
  const asksSpeed = /velocidad|rapidez/.test(question);
  if (!asksSpeed && !/tiempo|tarda|demora|cuando|instante|momento/.test(question)) return undefined;
  const v0 = inBase(speed);
  const g = s.g;
  if (!(v0 > 0)) return undefined;
  const top = (v0 * v0) / (2 * g);
  const h = f * top;
  const root = Math.sqrt(v0 * v0 - 2 * g * h);
  const t1 = (v0 - root) / g;
  const t2 = (v0 + root) / g;
  const down = DESCENDING.test(question);
  const up = ASCENDING.test(question);
  if (down && up) return undefined;
  const check = (t: number) => v0 * t - 0.5 * g * t * t;
  const steps = [
    `Tomá el eje hacia arriba desde el punto de lanzamiento (${gSource(s)}). Altura máxima: $h_{máx} = \\frac{v_0^2}{2g} = \\frac{${n(v0)}^2}{2 \\cdot ${n(g)}} ${eq(top)} ${n(top)}$ m; ${name} es $h ${eq(h)} ${n(h)}$ m.`,
    `Pasa por $y = ${n(h)}$ m cuando $\\frac{1}{2} \\cdot ${n(g)}\\, t^2 - ${n(v0)}\\, t + ${n(h)} = 0$: $t_1 ${eq(t1)} ${n(t1)}$ s (subiendo) y $t_2 ${eq(t2)} ${n(t2)}$ s (bajando).`,
    `Comprobá: $y(t_1) ${eq(check(t1))} ${n(check(t1))}$ m y $y(t_2) ${eq(check(t2))} ${n(check(t2))}$ m.`,
  ];
  const data = [
    `v₀ = ${fmt(speed.value, 4)} ${speed.unit.symbol} hacia arriba`,
    `${name} de la altura máxima`,
  ];
  if (asksSpeed) {
    const v = root;
    steps.push(
      `Ahí, $v^2 = v_0^2 - 2 g h$: $|v| = \\sqrt{${n(v0)}^2 - 2 \\cdot ${n(g)} \\cdot ${n(h)}} ${eq(v)} ${n(v)}$ m/s, la misma subiendo y bajando.`,
    );
    return {
      title: 'Tiro vertical: una parte de la altura máxima',
      data,
      steps,
      answer: `v ${relation(v)} ${fmt(v)} m/s (${down ? 'hacia abajo, porque baja' : up ? 'hacia arriba, porque sube' : 'hacia arriba al subir y hacia abajo al bajar'})`,
      used: [speed.index],
    };
  }
  const answer = down
    ? `al bajar, t ${relation(t2)} ${fmt(t2)} s después de lanzada`
    : up
      ? `t ${relation(t1)} ${fmt(t1)} s, subiendo`
      : `pasa dos veces: subiendo a t₁ ${relation(t1)} ${fmt(t1)} s y bajando a t₂ ${relation(t2)} ${fmt(t2)} s`;
  return { title: 'Tiro vertical: una parte de la altura máxima', data, steps, answer, used: [speed.index] };
}

const BODY_LABEL = /\b(?:piedra|pelota|cuerpo|objeto|bolita|esfera|maceta|bola|bolsa|moneda)\s+([A-Z])\b/g;

/**
 * «Desde 45 m se suelta una piedra A y, a la vez, desde 20 m una piedra B»: two bodies let fall, each
 * from its own height; a question naming one of them («¿Cuánto tarda B en llegar al suelo?») is that
 * body's free fall: t = √(2h/g), v = √(2gh). The other body's height is its datum, not this one's.
 */
function twoDrops(problem: string, s: Statement, question: string): Worked | undefined {
  if (
    !/\bse (?:suelta|sueltan|deja caer|dejan caer)\b|\bdejad[oa]s? caer\b|\bcaen? libremente\b/.test(s.folded)
  )
    return undefined;
  if (/lanza|arroja|tira\b|hacia (?:arriba|abajo)/.test(s.folded) || ofDimension(s, 'speed').length)
    return undefined;
  const ask = problem.lastIndexOf('¿');
  if (ask < 0) return undefined;
  const statement = problem.slice(0, ask);
  const clauses = statement.split(/,\s*(?:y\s+)?|;\s*|\s+y\s+|\.\s+/);
  const bodies: { label: string; height: number }[] = [];
  for (const clause of clauses) {
    const labels = [...clause.matchAll(BODY_LABEL)].map((match) => match[1]);
    const heights = [...clause.matchAll(/(\d+(?:,\d+)?)\s*m\b(?!\/)/g)].map((match) =>
      Number((match[1] ?? '').replace(',', '.')),
    );
    if (!labels.length && !heights.length) continue;
    if (labels.length !== 1 || heights.length !== 1) return undefined;
    bodies.push({ label: labels[0] ?? '', height: heights[0] ?? Number.NaN });
  }
  const lengths = ofDimension(s, 'length');
  if (bodies.length !== 2 || lengths.length !== 2 || s.quantities.length !== 2) return undefined;
  if (new Set(bodies.map((body) => body.label)).size !== 2) return undefined;
  const named = bodies.filter((body) =>
    new RegExp(`(?<![\\p{L}])${body.label}(?![\\p{L}])`, 'u').test(problem.slice(ask)),
  );
  const [body] = named;
  if (!body || named.length !== 1) return undefined;
  if (!GROUND.test(question) && !/cae|caer|caida/.test(question)) return undefined;
  const asksSpeed = /velocidad|rapidez/.test(question);
  const asksTime = /tiempo|tarda|demora/.test(question);
  if (asksSpeed === asksTime) return undefined;
  const h = body.height;
  const g = s.g;
  if (!(h > 0)) return undefined;
  const t = Math.sqrt((2 * h) / g);
  const v = Math.sqrt(2 * g * h);
  const other = bodies.find((each) => each !== body);
  return {
    title: 'Caída libre de dos cuerpos',
    data: bodies.map((each) => `${each.label} se suelta desde ${fmt(each.height, 4)} m`),
    steps: [
      `Cada cuerpo cae por su cuenta, desde el reposo (${gSource(s)}); lo que se pregunta es de ${body.label}, que cae ${fmt(h, 4)} m (los ${fmt(other?.height ?? 0, 4)} m son de ${other?.label ?? 'el otro'}).`,
      `Tiempo de caída: $h = \\frac{1}{2} g t^2 \\Rightarrow t = \\sqrt{\\frac{2 \\cdot ${n(h)}}{${n(g)}}} ${eq(t)} ${n(t)}$ s.`,
      `Velocidad al llegar: $v = g t = ${n(g)} \\cdot ${n(t)} ${eq(v)} ${n(v)}$ m/s. Comprobá: $v^2 = 2 g h = ${n(2 * g * h)}$, y $${n(v)}^2 ${eq(v * v)} ${n(v * v)}$.`,
    ],
    answer: asksSpeed
      ? `v_${body.label} ${relation(v)} ${fmt(v)} m/s, hacia abajo`
      : `t_${body.label} ${relation(t)} ${fmt(t)} s`,
    used: lengths.map((q) => q.index),
  };
}

const LAUNCH_SCALE: Readonly<Record<string, number>> = {
  duplicara: 2,
  duplicase: 2,
  duplica: 2,
  triplicara: 3,
  triplicase: 3,
  triplica: 3,
  doble: 2,
  triple: 3,
  mitad: 0.5,
};

/**
 * Thrown up and back in a time T, «si la velocidad de lanzamiento se duplicara, ¿cuál sería la nueva
 * altura máxima (el nuevo tiempo de vuelo)?»: v₀ = gT/2 scaled by k; the top grows with k², the flight
 * with k. Only the launch speed changed, and only the top or the flight asked.
 */
function scaledLaunch(problem: string): SolverReply | undefined {
  const s = readStatement(problem);
  const question = askedClause(s);
  if (!UP.test(s.folded) || !BACK.test(s.folded)) return undefined;
  const change =
    /\bsi (?:la )?(?:velocidad|rapidez) (?:de lanzamiento|inicial|con (?:la )?que (?:se )?(?:lanza|lanzo|arroja))\b[^.?]*?\b(?:se (duplicara|duplicase|duplica|triplicara|triplicase|triplica)|fuera (?:el |la )?(doble|triple|mitad))\b/.exec(
      s.folded,
    );
  if (!change) return undefined;
  const k = LAUNCH_SCALE[change[1] ?? change[2] ?? ''];
  const times = ofDimension(s, 'time');
  const [time] = times;
  if (!k || !time || times.length !== 1 || s.quantities.length !== 1 || time.index > change.index)
    return undefined;
  const asksTop = /altura maxima|maxima altura|punto mas alto|hasta que altura/.test(question);
  const asksFlight =
    !asksTop && /tiempo (?:total )?de vuelo|en el aire|vuelve|volveria|regresa|regresaria/.test(question);
  if (!asksTop && !asksFlight) return undefined;
  const g = s.g;
  const T = inBase(time);
  if (!(T > 0)) return undefined;
  const v0 = (g * T) / 2;
  const v1 = k * v0;
  const h1 = (v1 * v1) / (2 * g);
  const T1 = (2 * v1) / g;
  const h0 = (v0 * v0) / (2 * g);
  if (Math.abs(h1 - k * k * h0) > 1e-9 * Math.max(1, h1)) return undefined;
  return reply(s, {
    title: 'Tiro vertical: otra velocidad de lanzamiento',
    data: [
      `tiempo de ida y vuelta T = ${fmt(T, 4)} s`,
      `la velocidad de lanzamiento se multiplica por ${fmt(k, 4)}`,
    ],
    steps: [
      `Sube y baja en tiempos iguales: $v_0 = g \\cdot \\frac{T}{2} = ${n(g)} \\cdot ${n(T / 2)} ${eq(v0)} ${n(v0)}$ m/s (${gSource(s)}).`,
      `La nueva velocidad: $v_0' = ${fmt(k, 4)} \\cdot ${n(v0)} ${eq(v1)} ${n(v1)}$ m/s.`,
      asksTop
        ? `Nueva altura máxima: $h' = \\frac{v_0'^2}{2g} = \\frac{${n(v1)}^2}{2 \\cdot ${n(g)}} ${eq(h1)} ${n(h1)}$ m (antes ${n(h0)} m: la altura va con $v_0^2$, ${fmt(k * k, 4)} veces).`
        : `Nuevo tiempo de vuelo: $T' = \\frac{2 v_0'}{g} ${eq(T1)} ${n(T1)}$ s (el tiempo va con $v_0$).`,
    ],
    answer: asksTop ? `h_max ${relation(h1)} ${fmt(h1)} m` : `t ${relation(T1)} ${fmt(T1)} s`,
    used: [time.index],
  });
}

/** A reply for these vertical motions, or undefined when the statement is none of them. */
export function solveVerticalThrow(problem: string): SolverReply | undefined {
  // «Si la velocidad de lanzamiento se duplicara, ¿cuál sería la nueva altura máxima?»: the typed data
  // answer the unchanged throw (45 m was stated sure for 180 m).
  if (changesADatum(problem)) return scaledLaunch(problem);
  const s = readStatement(problem);
  const question = askedClause(s);
  // «¿Cuánto tarda en llegar a la mitad de su altura máxima?»: a part of the top, not the top (from a
  // terrace, the time to the top, 3 s, was once stated for it).
  if (PART_OF_THE_TOP.test(question)) {
    const part = partOfTheTop(s, question);
    return part && reply(s, part);
  }
  const worked =
    twoDrops(problem, s, question) ??
    toTheGround(s, question) ??
    topAboveTheGround(s, question) ??
    riseAboveTheStart(s, question) ??
    backWhereItStarted(s, question) ??
    pastAHeight(s, question) ??
    twoPassings(s, question) ??
    belowTheTop(s, question);
  return worked && reply(s, worked);
}

export const verticalThrowSolver = declareSolver({
  name: 'solve_vertical_throw',
  offer: 'tiros verticales desde una altura',
  summary:
    'Vertical throws the exams ask beyond one formula: a body thrown up or down from a height (a building, a balcony) down to the ground, its speed there or the time it takes; the two times a body thrown up passes a given height (on the way up, on the way down, or both) (g = 9,8 m/s² unless given); falls told by their seconds are solve_falls_by_seconds. Pass the whole statement.',
  examples: [
    'Desde la terraza de un edificio de 40 m de altura se lanza una piedra verticalmente hacia arriba con una velocidad de 10 m/s. ¿Con qué velocidad llega al suelo? (g = 10 m/s²)',
    'Se lanza una pelota verticalmente hacia arriba con una velocidad de 25 m/s. ¿Cuánto tiempo después de lanzada pasa, al bajar, por un punto situado 20 m por encima del punto de lanzamiento? (g = 10 m/s²)',
  ],
  parameters: { problem: 'the statement as written' },
  solve: solveVerticalThrow,
});
