/**
 * A body launched with a horizontal speed (off a table, a cliff, from a plane that flies level) or at
 * an angle from the ground (tiro oblicuo): time of flight, range, maximum height and the speed on
 * landing. The horizontal motion is uniform and the vertical one a free fall, each on its own.
 */
import { at } from '../../../../shared/lib/must.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import { texRelation as approx, fmt, relation, tex } from './numbers.ts';
import {
  askedClause,
  changesADatum,
  cosDeg,
  distinctAngles,
  givenTrig,
  gSource,
  inBase,
  ofDimension,
  readStatement,
  type Statement,
  sinDeg,
  typedNumbers,
  unusedNumbers,
} from './physics.ts';
import { workedReply } from './reply.ts';
import { findBareUnits, findQuantities, type Quantity, type Unit, unitBySymbol } from './units.ts';

const LAUNCH =
  /lanza|lanzad|arroja|tira\b|dispar|patea|proyectil|canon|tiro oblicuo|tiro parabolico|sale despedid/;
/** Off a table or a ledge: what leaves it rolling or sliding leaves with a horizontal speed. */
const HORIZONTAL =
  /horizontalmente|velocidad horizontal|en (?:direccion|forma) horizontal|(?:rueda|rodando|desliza\w*|se mueve|sale|abandona|cae)[^.?¿]{0,30}\b(?:mesa|mesada|escritorio|borde|cornisa)\b|\b(?:mesa|mesada|escritorio)\b[^.?¿]{0,40}\b(?:rueda|rodando|abandona|sale del borde)|vuela (?:horizontalmente|en linea recta horizontal)/;
const ANGLED =
  /(?:con|sobre|respecto de|respecto a|por encima de) (?:la )?horizontal|de (?:inclinacion|elevacion)|inclinacion de|angulo de (?:tiro|lanzamiento|elevacion|disparo)|formando un angulo|forma un angulo|(?:con|de) un angulo de|respecto (?:del|al) (?:suelo|piso)|con el (?:suelo|piso)|a \d+(?:[.,]\d+)? ?° (?:de|sobre)/;
const NOT_MINE = /plano inclinado|rampa|pendiente|cuesta|cuerda|polea|resorte|ascensor|rozamiento|friccion/;
// «sin rozamiento con el aire», «despreciando la fricción del aire», «sin rozamiento»: no friction at all,
// still a throw (a surface the friction would be with, «sin rozamiento con el piso», stays for NOT_MINE).
const NO_AIR_FRICTION =
  /\b(?:sin|despreci\w*)\s+(?:el\s+|la\s+)?(?:rozamiento|friccion)(?:\s+(?:con|del)\s+(?:el\s+)?aire\b|(?!\s+(?:con|del|de)\s))/g;

type Asked = 'time' | 'rise' | 'range' | 'height' | 'speed' | 'verticalSpeed';

const ASKED: Record<Exclude<Asked, 'rise' | 'verticalSpeed'>, RegExp> = {
  time: /tiempo|tarda|demora|cuanto dura|permanece en el aire|esta en el aire|en el aire|cuantos segundos|cuando/,
  range:
    /alcance|distancia horizontal|a que distancia|que distancia|donde (?:cae|toca|impacta|llega)|del pie|de la base|cuan lejos|desplazamiento horizontal|a cuantos (?:metros|centimetros|kilometros)\b/,
  height:
    /altura maxima|punto mas alto|maxima altura|que altura|hasta que altura|cuanto sube|(?:cual es|calcul\w*|determin\w*|halla\w*) la altura (?:del|de la)\b/,
  speed: /velocidad|rapidez/,
};

/** An angle asked («¿Qué ángulo forma con la horizontal su velocidad al llegar?»), not one given. */
const ASKS_ANGLE = /\b(?:que|cual es el|cuanto mide el|halla\w* el|calcul\w* el|determin\w* el) angulo\b/;

/** A time asked up to the highest point: "en llegar a la altura máxima", "en subir", "al punto más alto". */
const TO_THE_TOP =
  /altura maxima|maxima altura|punto mas alto|\ben subir\b|deja de subir|hasta (?:que )?(?:se detiene|deja de subir)/;

function askedTargetIn(question: string): Asked | undefined {
  let best: { target: Asked; at: number } | undefined;
  for (const [target, cue] of Object.entries(ASKED) as [Asked, RegExp][]) {
    const at = question.search(cue);
    if (at >= 0 && (!best || at < best.at)) best = { target, at };
  }
  // "¿A qué distancia … llega?" asks where; "¿con qué velocidad llega?" how fast: the first cue says.
  // "¿Cuánto tarda en llegar a la altura máxima?" asks the time to the top, not the time of flight.
  if (best?.target === 'time' && TO_THE_TOP.test(question)) return 'rise';
  // «¿Cuánto tarda en alcanzarla?» names what it reaches by a pronoun: without it, not the flight.
  if (best?.target === 'time' && BACK_REFERENCE.test(question)) return undefined;
  return best?.target;
}

/** A time asked to reach something named before: «en alcanzarla», «en llegar a ella». */
const BACK_REFERENCE = /\b(?:alcanzarl[ao]s?|llegar a (?:ella|el|esa altura|ese punto)|llegar alli)\b/;

const n = (value: number) => tex(value, 4);
const unitTex = (unit: string) => (unit === 'm/s²' ? '\\text{m/s}^2' : `\\text{${unit}}`);
const eq = (value: number, unit: string) => `${approx(value)} ${tex(value, 2)}\\ ${unitTex(unit)}`;

interface Angle {
  degrees: number;
  sin: number;
  cos: number;
  /** Where the statement's numbers for the angle (and its given sine and cosine) start. */
  used: number[];
  line: string;
}

/** The launch angle, with the sine and cosine the statement gives (checked against the angle). */
function readAngle(s: Statement): Angle | 'unclear' | undefined {
  const angles = distinctAngles(s);
  if (!angles.length) return undefined;
  if (angles.length > 1) return 'unclear';
  const { degrees, index } = at(angles, 0, 'angle');
  if (!(degrees > 0 && degrees < 90)) return 'unclear';
  const given = givenTrig(s).find((entry) => entry.degrees === degrees);
  // One of the two given («sen 37° = 0,6»): the other from sen² + cos² = 1, as the statement's rounded
  // value would have it (0,8), not the calculator's cosine (0,7986).
  const sin = given?.sin ?? (given?.cos !== undefined ? Math.sqrt(1 - given.cos ** 2) : sinDeg(degrees));
  const cos = given?.cos ?? (given?.sin !== undefined ? Math.sqrt(1 - given.sin ** 2) : cosDeg(degrees));
  // A given value far from the angle's (a typo, another angle) is not one to compute with.
  if (Math.abs(sin - sinDeg(degrees)) > 0.02 || Math.abs(cos - cosDeg(degrees)) > 0.02) return 'unclear';
  const spans = given?.spans ?? [];
  const used = [
    index,
    ...typedNumbers(s)
      .filter(({ index: at }) => spans.some(([start, end]) => at >= start && at < end))
      .map(({ index: at }) => at),
  ];
  const texAngle = tex(degrees, 2);
  const line = given
    ? `Con los valores del enunciado: $\\operatorname{sen} ${texAngle}^\\circ = ${tex(sin, 4)}$ y $\\cos ${texAngle}^\\circ = ${tex(cos, 4)}$.`
    : `$\\operatorname{sen} ${texAngle}^\\circ ${approx(sin)} ${tex(sin, 4)}$ y $\\cos ${texAngle}^\\circ ${approx(cos)} ${tex(cos, 4)}$.`;
  return { degrees, sin, cos, used, line };
}

interface Result {
  label: string;
  value: number;
  unit: string;
}

/** The unit a question asks its result in, when it names another of the same kind («¿en km/h?»). */
function unitAsked(question: string, siSymbol: string): Unit | undefined {
  const si = unitBySymbol(siSymbol);
  return findBareUnits(question, findQuantities(question)).find(
    (bare) => bare.unit.dimension === si.dimension && bare.unit !== si,
  )?.unit;
}

/** «¿…en milisegundos?»: a unit the units' table does not list, asked of a time. */
function millisecondsAsked(question: string, siSymbol: string): Unit | undefined {
  if (siSymbol !== 's' || !/\b(?:milisegundos?|ms)\b/.test(question)) return undefined;
  return { ...unitBySymbol('s'), symbol: 'ms', name: 'milisegundo', factor: 1e-3, aliases: [] };
}

function reply(
  s: Statement,
  title: string,
  data: string[],
  steps: string[],
  result: Result,
  used: number[],
  closing: string,
): SolverReply {
  const unused = unusedNumbers(s, used);
  if (!(Number.isFinite(result.value) && result.value > 0)) return uncertain(s, title, data, steps, unused);
  if (unused.length) return uncertain(s, title, data, steps, unused);
  const siLine = `${result.label} ${relation(result.value)} ${fmt(result.value)} ${result.unit}`;
  const wanted = unitAsked(askedClause(s), result.unit) ?? millisecondsAsked(askedClause(s), result.unit);
  const converted = wanted && (result.value * unitBySymbol(result.unit).factor) / wanted.factor;
  return {
    certain: true,
    text: workedReply({
      title,
      data: data.join('; '),
      steps,
      // «¿A cuántos centímetros…?», «…en km/h?»: the result in the unit asked, the SI one beside it.
      answer:
        wanted && converted !== undefined
          ? `**${result.label} ${relation(converted)} ${fmt(converted)} ${wanted.symbol}** (${siLine})`
          : `**${siLine}**`,
      closing,
    }),
  };
}

function uncertain(
  _s: Statement,
  title: string,
  data: string[],
  steps: string[],
  unused: number[],
): SolverReply {
  const heads = steps.map((step) => step.slice(0, step.includes(':') ? step.indexOf(':') : step.length));
  return {
    certain: false,
    text: [
      `## ${title}`,
      '',
      `Así leí el enunciado: ${data.join('; ')}.`,
      '',
      unused.length
        ? `Todavía no te doy un resultado: el enunciado también da ${unused.map((value) => fmt(value, 4)).join(', ')} y mi lectura no lo usa, así que podría estar resolviendo otro problema.`
        : 'Todavía no te doy un resultado: con esos datos las cuentas no cierran.',
      '',
      'Así lo encararía:',
      ...heads.map((head, i) => `${i + 1}. ${head}.`),
      '',
      '¿Qué representa cada dato y qué te piden calcular exactamente? Contámelo y lo resolvemos paso a paso.',
    ].join('\n'),
  };
}

/** Launched horizontally from a height h with speed v₀: it falls h while it moves v₀·t forward. */
function horizontalLaunch(s: Statement, v0q: Quantity, hq: Quantity, asked: Asked): SolverReply {
  const v0 = inBase(v0q);
  const h = inBase(hq);
  const g = s.g;
  const t = Math.sqrt((2 * h) / g);
  const title = 'Tiro horizontal';
  const data = [
    `v₀ = ${fmt(v0q.value, 4)} ${v0q.unit.symbol} (horizontal)`,
    `h = ${fmt(hq.value, 4)} ${hq.unit.symbol}`,
  ];
  const conversions = [v0q, hq]
    .filter((q) => q.unit.factor !== 1)
    .map(
      (q) =>
        `${fmt(q.value, 4)} ${q.unit.symbol} = ${fmt(inBase(q), 4)} ${q.unit.dimension === 'speed' ? 'm/s' : 'm'}`,
    );
  const steps = [
    ...(conversions.length ? [`Pasá los datos al SI: ${conversions.join('; ')}.`] : []),
    `Separá los movimientos: en horizontal es un MRU con $v_x = ${n(v0)}$ m/s; en vertical, una caída libre que parte con $v_y = 0$, ${gSource(s)}.`,
    `Tiempo de caída, del vertical: $h = \\frac{1}{2} g t^2 \\Rightarrow t = \\sqrt{\\frac{2h}{g}} = \\sqrt{\\frac{2 \\cdot ${n(h)}}{${n(g)}}} ${eq(t, 's')}$.`,
  ];
  const used = [v0q.index, hq.index];
  if (asked === 'time') {
    steps.push(
      `La velocidad horizontal (${fmt(v0, 4)} m/s) no cambia el tiempo de caída: cae igual que si se soltara desde esa altura.`,
    );
    return reply(
      s,
      title,
      data,
      steps,
      { label: 't', value: t, unit: 's' },
      used,
      '¿Dónde caería si la velocidad horizontal fuera el doble? ¿Y cuánto tardaría?',
    );
  }
  if (asked === 'range') {
    const x = v0 * t;
    steps.push(
      `Distancia horizontal en ese tiempo, del MRU: $x = v_x \\cdot t = ${n(v0)} \\cdot ${tex(t, 4)} ${eq(x, 'm')}$.`,
    );
    return reply(
      s,
      title,
      data,
      steps,
      { label: 'x', value: x, unit: 'm' },
      used,
      '¿Qué pasaría con la distancia si la altura fuera cuatro veces mayor?',
    );
  }
  if (asked === 'verticalSpeed') {
    const vy = g * t;
    steps.push(
      `La velocidad horizontal (${fmt(v0, 4)} m/s) no cambia la vertical: al llegar, $v_y = g \\cdot t = ${n(g)} \\cdot ${tex(t, 4)} ${eq(vy, 'm/s')}$.`,
    );
    return reply(
      s,
      title,
      data,
      steps,
      { label: 'v_y', value: vy, unit: 'm/s' },
      used,
      '¿Y cuánto vale la rapidez con que llega, sumando las dos componentes?',
    );
  }
  if (asked === 'speed') {
    const vy = g * t;
    const v = Math.hypot(v0, vy);
    steps.push(
      `Al llegar, la componente vertical es $v_y = g \\cdot t ${eq(vy, 'm/s')}$ y la horizontal sigue siendo $${n(v0)}$ m/s.`,
      `La rapidez es el módulo: $v = \\sqrt{v_x^2 + v_y^2} = \\sqrt{${n(v0)}^2 + ${tex(vy, 4)}^2} ${eq(v, 'm/s')}$.`,
    );
    return reply(
      s,
      title,
      data,
      steps,
      { label: 'v', value: v, unit: 'm/s' },
      used,
      '¿Por qué la rapidez al llegar no depende de la masa del cuerpo?',
    );
  }
  return uncertain(s, title, data, steps, []);
}

/** Launched from the ground with speed v₀ at an angle α above the horizontal, back to the ground. */
function obliqueLaunch(s: Statement, v0q: Quantity, angle: Angle, asked: Asked): SolverReply {
  const v0 = inBase(v0q);
  const g = s.g;
  const vx = v0 * angle.cos;
  const vy = v0 * angle.sin;
  const title = 'Tiro oblicuo';
  const data = [
    `v₀ = ${fmt(v0q.value, 4)} ${v0q.unit.symbol}`,
    `α = ${fmt(angle.degrees, 4)}° sobre la horizontal`,
  ];
  const steps = [
    ...(v0q.unit.factor !== 1
      ? [`Pasá la velocidad al SI: ${fmt(v0q.value, 4)} ${v0q.unit.symbol} = ${fmt(v0, 4)} m/s.`]
      : []),
    angle.line,
    `Descomponé la velocidad inicial: $v_x = v_0 \\cos\\alpha ${eq(vx, 'm/s')}$ y $v_y = v_0 \\operatorname{sen}\\alpha ${eq(vy, 'm/s')}$; ${gSource(s)}.`,
  ];
  const used = [v0q.index, ...angle.used];
  const rise = vy / g;
  const flight = 2 * rise;
  if (asked === 'height') {
    const top = vy ** 2 / (2 * g);
    steps.push(
      `En el punto más alto $v_y = 0$: $h_{máx} = \\frac{v_y^2}{2g} = \\frac{${tex(vy, 4)}^2}{2 \\cdot ${n(g)}} ${eq(top, 'm')}$.`,
    );
    return reply(
      s,
      title,
      data,
      steps,
      { label: 'h_máx', value: top, unit: 'm' },
      used,
      '¿Con qué ángulo llegaría más alto con la misma velocidad inicial?',
    );
  }
  steps.push(
    `Sube hasta que $v_y$ se anula, en $t_s = \\frac{v_y}{g} ${eq(rise, 's')}$, y tarda lo mismo en bajar: el tiempo de vuelo es $t_v = \\frac{2 v_y}{g} ${eq(flight, 's')}$.`,
  );
  if (asked === 'rise') {
    return reply(
      s,
      title,
      data,
      steps,
      { label: 't_s', value: rise, unit: 's' },
      used,
      '¿Por qué tarda lo mismo en subir que en bajar?',
    );
  }
  if (asked === 'time') {
    return reply(
      s,
      title,
      data,
      steps,
      { label: 't_v', value: flight, unit: 's' },
      used,
      '¿Qué componente de la velocidad decide cuánto tiempo está en el aire?',
    );
  }
  // «¿Qué velocidad tiene en el punto más alto?»: there v_y = 0 and only v_x is left. Asked alone: a
  // question that joins another thing may name the top for that one.
  const question = askedClause(s);
  if (
    asked === 'speed' &&
    TO_THE_TOP.test(question) &&
    joinedTargets(question).length === 1 &&
    !/suelo|piso|agua|tierra|vertical|impact|component/.test(question)
  ) {
    steps.push(
      `En el punto más alto la componente vertical se anula ($v_y = 0$) y la horizontal no cambia (MRU): $v = v_x = v_0 \\cos\\alpha ${eq(vx, 'm/s')}$.`,
    );
    return reply(
      s,
      title,
      data,
      steps,
      { label: 'v', value: vx, unit: 'm/s' },
      used,
      '¿Por qué la velocidad no es cero en el punto más alto, como en un tiro vertical?',
    );
  }
  if (asked === 'range') {
    const range = vx * flight;
    steps.push(
      `En horizontal es un MRU: el alcance es $x = v_x \\cdot t_v = ${tex(vx, 4)} \\cdot ${tex(flight, 4)} ${eq(range, 'm')}$.`,
    );
    return reply(
      s,
      title,
      data,
      steps,
      { label: 'x', value: range, unit: 'm' },
      used,
      '¿Con qué otro ángulo se obtiene el mismo alcance?',
    );
  }
  return uncertain(s, title, data, steps, []);
}

/** The speed a body left with: the plane's, the launch's, the horizontal one («¿a qué velocidad volaba?»). */
const LAUNCH_SPEED =
  /volaba|iba\b|viajaba|se movia|(?:con que|que) (?:velocidad|rapidez) (?:se|fue|hay que|debe)\w* (?:lanz|arroj|tir|dispar|patea)|(?:velocidad|rapidez) con (?:la )?que (?:se|fue)\w* (?:lanz|arroj|tir|dispar|patea)|velocidad (?:inicial|horizontal|de lanzamiento)|rapidez (?:inicial|horizontal|de lanzamiento)|(?:velocidad|rapidez) del avion/;
/** The height a horizontal launch starts from: «a 500 m de altura», «una mesa de 1,25 m de alto», «desde 45 m». */
const isHeight = (s: Statement, q: Quantity) =>
  /^[\d.,]+\s*[a-z/]*\s*(?:de (?:altura|alto)\b|sobre el (?:suelo|piso|agua|nivel del (?:mar|agua|suelo|piso))\b|por encima del (?:suelo|piso|agua|mar|nivel del mar)\b|del (?:suelo|piso)\b)/.test(
    s.folded.slice(q.index),
  ) ||
  /(?:altura de|desde(?: una altura de)?|alto de)\s*$/.test(
    s.folded.slice(Math.max(0, q.index - 25), q.index),
  );
/** How far ahead it lands: «400 m más adelante», «a 60 m del pie», «una distancia horizontal de 30 m». */
const isAhead = (s: Statement, q: Quantity) =>
  /^[\d.,]+\s*[a-z/]*\s*(?:mas adelante|mas alla|del pie|de la base|de la vertical|del borde|(?:en|de) (?:distancia )?horizontal|\(en horizontal\)|de distancia)/.test(
    s.folded.slice(q.index),
  ) ||
  /(?:distancia horizontal de|alcance de|alcance es de)\s*$/.test(
    s.folded.slice(Math.max(0, q.index - 25), q.index),
  );

/**
 * Launched horizontally from a height h, it lands x ahead: the time of the fall gives the speed it left
 * with, v₀ = x / √(2h/g). Only the launch speed; each length must read as one of the two.
 */
function launchSpeedFromLanding(s: Statement, lengths: Quantity[], asked: Asked): SolverReply | undefined {
  if (asked !== 'speed' || lengths.length !== 2 || distinctAngles(s).length) return undefined;
  const question = askedClause(s);
  if (!LAUNCH_SPEED.test(question) && !SPEED_OF_LEAVING.test(question)) return undefined;
  const heights = lengths.filter((q) => isHeight(s, q) && !isAhead(s, q));
  const aheads = lengths.filter((q) => isAhead(s, q) && !isHeight(s, q));
  const [hq] = heights;
  const [xq] = aheads;
  if (!hq || !xq || heights.length !== 1 || aheads.length !== 1) return undefined;
  const h = inBase(hq);
  const x = inBase(xq);
  const g = s.g;
  const t = Math.sqrt((2 * h) / g);
  const v0 = x / t;
  const title = 'Tiro horizontal: la velocidad de salida';
  const data = [
    `h = ${fmt(hq.value, 4)} ${hq.unit.symbol}`,
    `x = ${fmt(xq.value, 4)} ${xq.unit.symbol} (horizontal)`,
  ];
  const steps = [
    `Separá los movimientos: en vertical cae desde el reposo (${gSource(s)}); en horizontal avanza con la velocidad de salida, constante.`,
    `Tiempo de caída, del vertical: $t = \\sqrt{\\frac{2h}{g}} = \\sqrt{\\frac{2 \\cdot ${n(h)}}{${n(g)}}} ${eq(t, 's')}$.`,
    `En ese tiempo avanza x con MRU: $v_0 = \\frac{x}{t} = \\frac{${n(x)}}{${tex(t, 4)}} ${eq(v0, 'm/s')}$.`,
    `Comprobá: $v_0 \\cdot t = ${tex(v0, 4)} \\cdot ${tex(t, 4)} ${approx(v0 * t)} ${tex(v0 * t, 2)}$ m.`,
  ];
  return reply(
    s,
    title,
    data,
    steps,
    { label: 'v₀', value: v0, unit: 'm/s' },
    [hq.index, xq.index],
    '¿Dónde caería si saliera con la misma velocidad desde el doble de altura?',
  );
}

/**
 * Launched horizontally with v₀, it lands x ahead: the fall lasts x/v₀, so it started at h = ½·g·(x/v₀)²
 * («¿Desde qué altura fue lanzada?»).
 */
function heightFromLanding(
  s: Statement,
  v0q: Quantity,
  xq: Quantity,
  asked: 'height' | 'time' = 'height',
): SolverReply | undefined {
  if (!isAhead(s, xq) || isHeight(s, xq)) return undefined;
  const v0 = inBase(v0q);
  const x = inBase(xq);
  const g = s.g;
  if (!(v0 > 0 && x > 0)) return undefined;
  const t = x / v0;
  const h = 0.5 * g * t * t;
  // «¿Cuánto tarda en caer?»: the flight's time comes from the horizontal alone.
  if (asked === 'time')
    return reply(
      s,
      'Tiro horizontal: el tiempo de vuelo',
      [
        `v₀ = ${fmt(v0q.value, 4)} ${v0q.unit.symbol} (horizontal)`,
        `x = ${fmt(xq.value, 4)} ${xq.unit.symbol}`,
      ],
      [
        'Separá los movimientos: en horizontal es un MRU, con la velocidad de lanzamiento constante.',
        `Avanza x en el tiempo que está en el aire: $t = \\frac{x}{v_0} = \\frac{${n(x)}}{${n(v0)}} ${eq(t, 's')}$.`,
        `Comprobá: $v_0 \\cdot t = ${n(v0)} \\cdot ${tex(t, 4)} ${approx(v0 * t)} ${tex(v0 * t, 2)}$ m.`,
      ],
      { label: 't', value: t, unit: 's' },
      [v0q.index, xq.index],
      '¿Desde qué altura cayó, entonces?',
    );
  const steps = [
    `Separá los movimientos: en horizontal es un MRU con $v_x = ${n(v0)}$ m/s; en vertical, una caída libre que parte con $v_y = 0$, ${gSource(s)}.`,
    `El tiempo de vuelo sale del horizontal: $t = \\frac{x}{v_0} = \\frac{${n(x)}}{${n(v0)}} ${eq(t, 's')}$.`,
    `En ese tiempo cae desde el reposo: $h = \\frac{1}{2} g t^2 = \\frac{1}{2} \\cdot ${n(g)} \\cdot ${tex(t, 4)}^2 ${eq(h, 'm')}$.`,
    `Comprobá: $t = \\sqrt{\\frac{2h}{g}} ${approx(Math.sqrt((2 * h) / g))} ${tex(Math.sqrt((2 * h) / g), 2)}$ s, el mismo tiempo.`,
  ];
  return reply(
    s,
    'Tiro horizontal: la altura de lanzamiento',
    [
      `v₀ = ${fmt(v0q.value, 4)} ${v0q.unit.symbol} (horizontal)`,
      `x = ${fmt(xq.value, 4)} ${xq.unit.symbol}`,
    ],
    steps,
    { label: 'h', value: h, unit: 'm' },
    [v0q.index, xq.index],
    '¿Cuánto tardaría en caer desde la misma altura si se soltara sin velocidad?',
  );
}

/** The launch speed asked, not the one on landing: «la velocidad con que salió», «la velocidad inicial». */
const SPEED_OF_LEAVING =
  /(?:velocidad|rapidez) (?:con (?:la )?que (?:salio|sale|abandono|abandona|fue lanzad|se lanzo|dejo)|inicial|de salida|horizontal)|con que (?:velocidad|rapidez) (?:salio|sale|abandono|abandona|fue (?:lanzad|disparad|arrojad|patead)|se (?:lanzo|disparo|arrojo)|l[ao]s? (?:lanzo|arrojo|tiro|disparo|pateo)|dejo)/;

/**
 * Launched horizontally, it lands x ahead after t: it fell h = ½·g·t² and left with v₀ = x/t. Answers the
 * height, the launch speed, or both when the question asks both («…son, respectivamente:»).
 */
function fromFlight(s: Statement, tq: Quantity, xq: Quantity): SolverReply | undefined {
  if (!isAhead(s, xq) || isHeight(s, xq)) return undefined;
  const question = askedClause(s);
  const asksHeight = /\baltura\b|de alto\b/.test(question);
  const asksSpeed = /velocidad|rapidez/.test(question);
  if (asksSpeed && !SPEED_OF_LEAVING.test(question) && !LAUNCH_SPEED.test(question)) return undefined;
  if (!asksHeight && !asksSpeed) return undefined;
  if (/tiempo|tarda|alcance|distancia/.test(question)) return undefined;
  const t = inBase(tq);
  const x = inBase(xq);
  const g = s.g;
  if (!(t > 0 && x > 0)) return undefined;
  const h = 0.5 * g * t * t;
  const v0 = x / t;
  if (unusedNumbers(s, [tq.index, xq.index]).length) return undefined;
  const steps = [
    `Separá los movimientos: en vertical cae desde el reposo (${gSource(s)}); en horizontal avanza con la velocidad de salida, constante.`,
    ...(asksHeight
      ? [
          `La altura, del vertical: $h = \\frac{1}{2} g t^2 = \\frac{1}{2} \\cdot ${n(g)} \\cdot ${n(t)}^2 ${eq(h, 'm')}$.`,
        ]
      : []),
    ...(asksSpeed
      ? [
          `La velocidad de salida, del MRU horizontal: $v_0 = \\frac{x}{t} = \\frac{${n(x)}}{${n(t)}} ${eq(v0, 'm/s')}$.`,
        ]
      : []),
    `Comprobá: $v_0 \\cdot t = ${tex(v0, 4)} \\cdot ${n(t)} ${approx(v0 * t)} ${tex(v0 * t, 2)}$ m, lo que avanza.`,
  ];
  const answers = [
    ...(asksHeight ? [`h ${relation(h)} ${fmt(h)} m`] : []),
    ...(asksSpeed ? [`v₀ ${relation(v0)} ${fmt(v0)} m/s`] : []),
  ];
  return {
    certain: true,
    text: workedReply({
      title: 'Tiro horizontal: la altura y la velocidad de salida',
      data: [
        `t = ${fmt(tq.value, 4)} ${tq.unit.symbol}`,
        `x = ${fmt(xq.value, 4)} ${xq.unit.symbol} (horizontal)`,
      ].join('; '),
      steps,
      answer: `**${answers.join('; ')}**`,
      closing: '¿Desde qué altura habría que lanzarla para que tarde el doble?',
    }),
  };
}

/**
 * Let go from a vehicle that keeps flying or running level at a constant speed, with the air neglected:
 * on landing the body is right below it (both advance v₀·t), so its horizontal distance from it is 0 m.
 */
function belowTheLauncher(s: Statement, question: string): SolverReply | undefined {
  NO_AIR_FRICTION.lastIndex = 0;
  const noAir =
    NO_AIR_FRICTION.test(s.folded) ||
    /despreci\w*[^.?]{0,30}\baire\b|sin (?:la )?resistencia del aire|en el vacio/.test(s.folded);
  NO_AIR_FRICTION.lastIndex = 0;
  if (
    !noAir ||
    !/\b(?:toca\w*|llega\w*|impacta\w*|cae\w*)\b[^.?]*\b(?:suelo|piso|tierra|agua|mar)\b/.test(question)
  )
    return undefined;
  // It keeps going as it was: no braking, turning or speeding up after the release.
  if (/fren|acelera|gira|dobla|cambia|aumenta|disminuye/.test(s.folded)) return undefined;
  const speeds = ofDimension(s, 'speed');
  const lengths = ofDimension(s, 'length');
  if (speeds.length !== 1 || lengths.length !== 1 || distinctAngles(s).length) return undefined;
  const v0q = at(speeds, 0, 'speed');
  const hq = at(lengths, 0, 'length');
  const v0 = inBase(v0q);
  const h = inBase(hq);
  const t = Math.sqrt((2 * h) / s.g);
  const x = v0 * t;
  return {
    certain: true,
    text: workedReply({
      title: 'Tiro horizontal desde un vehículo en movimiento',
      data: [
        `v₀ = ${fmt(v0q.value, 4)} ${v0q.unit.symbol} (la del vehículo)`,
        `h = ${fmt(hq.value, 4)} ${hq.unit.symbol}`,
      ].join('; '),
      steps: [
        'Al soltarlo, el cuerpo sale con la velocidad horizontal del vehículo, y sin aire la conserva: en horizontal los dos avanzan lo mismo.',
        `Cae en $t = \\sqrt{2h/g} = \\sqrt{2 \\cdot ${tex(h, 4)} / ${tex(s.g, 4)}} ${approx(t)} ${n(t)}$ s; en ese tiempo cada uno avanza $v_0 \\cdot t ${approx(x)} ${tex(x, 4)}$ m.`,
        'La distancia horizontal entre los dos es la diferencia: $x_{vehículo} - x_{cuerpo} = 0$. Toca el suelo justo debajo del vehículo.',
      ],
      answer: '**d = 0 m** (justo debajo)',
      closing: '¿Y a qué distancia del punto donde lo soltó cae?',
    }),
  };
}

const TARGET = /\b(balsa|barco|lancha|bote|camion|auto|tren|vehiculo|tanque|jeep)\b/;

/**
 * A plane flying level drops a package on a target that moves along the same line («una balsa que navega
 * en el mismo sentido a 18 km/h»): the fall lasts √(2h/g) whatever the speeds; in that time the package
 * gains on the target the difference of their speeds (the sum, when they go toward each other), which is
 * how far behind the target it must be let go. The landing speed, from the two components.
 */
function towardMovingTarget(s: Statement, message: string): SolverReply | undefined {
  const f = s.folded;
  if (!/\b(?:avion|avioneta|helicoptero)\b/.test(f) || changesADatum(message)) return undefined;
  const target = TARGET.exec(f);
  const speeds = ofDimension(s, 'speed');
  const lengths = ofDimension(s, 'length');
  if (!target || speeds.length !== 2 || lengths.length !== 1 || s.quantities.length !== 3) return undefined;
  if (distinctAngles(s).length) return undefined;
  const targetSpeed = speeds.find((q) => q.index > target.index && q.index - target.index < 60);
  const planeSpeed = speeds.find((q) => q !== targetSpeed);
  if (!targetSpeed || !planeSpeed || planeSpeed.index > target.index) return undefined;
  const same = /\bmismo sentido\b/.test(f);
  const opposite = /\bsentido (?:contrario|opuesto)\b|\bhacia el avion\b|\bal encuentro\b/.test(f);
  if (same === opposite) return undefined;
  const hq = at(lengths, 0, 'length');
  if (!isHeight(s, hq)) return undefined;
  const question = askedClause(s);
  if (
    /\brespecto (?:de|a|del|al) (?:la |el )?(?:balsa|barco|lancha|bote|camion|auto|tren|vehiculo|tanque|jeep|avion)\b/.test(
      question,
    )
  )
    return undefined;
  const asked = joinedTargets(question);
  if (asked.length !== 1) return undefined;
  const [kind] = asked;
  const vp = inBase(planeSpeed);
  const vt = inBase(targetSpeed);
  const h = inBase(hq);
  const g = s.g;
  const t = Math.sqrt((2 * h) / g);
  const closing = same ? vp - vt : vp + vt;
  if (!(closing > 0 && t > 0)) return undefined;
  const folded = target[1] ?? 'balsa';
  const name = folded === 'camion' ? 'camión' : folded === 'vehiculo' ? 'vehículo' : folded;
  const feminine = folded === 'balsa' || folded === 'lancha';
  const the = `${feminine ? 'la' : 'el'} ${name}`;
  const ofThe = `${feminine ? 'de la' : 'del'} ${name}`;
  const steps = [
    `El paquete sale con la velocidad del avión, $v_x = ${n(vp)}$ m/s, y cae desde $h = ${n(h)}$ m (${gSource(s)}): $t = \\sqrt{\\frac{2h}{g}} = \\sqrt{\\frac{2 \\cdot ${tex(h, 4)}}{${tex(g, 4)}}} ${approx(t)} ${n(t)}$ s. La velocidad ${ofThe} (${fmt(vt, 4)} m/s) no cambia el tiempo de caída.`,
  ];
  let answer: string;
  if (kind === 'time') answer = `t ${relation(t)} ${fmt(t)} s`;
  else if (kind === 'range') {
    if (
      !/\b(?:detras|antes|atras|delante|adelante|de la|del)\b/.test(question) ||
      (!TARGET.test(question) && !/\bblanco\b/.test(question))
    )
      return undefined;
    const d = closing * t;
    steps.push(
      `En ese tiempo el paquete avanza $${n(vp)} \\cdot ${n(t)} ${approx(vp * t)} ${tex(vp * t, 4)}$ m y ${the} $${n(vt)} \\cdot ${n(t)} ${approx(vt * t)} ${tex(vt * t, 4)}$ m ${same ? 'en el mismo sentido' : 'hacia el avión'}.`,
      `Hay que soltarlo a la distancia que el paquete le descuenta a ${the}: $d = (${n(vp)} ${same ? '-' : '+'} ${n(vt)}) \\cdot ${n(t)} ${approx(closing * t)} ${tex(d, 4)}$ m, antes de pasar sobre ella.`,
    );
    answer = `d ${relation(d)} ${fmt(d)} m (${same ? `detrás ${ofThe}` : `antes de llegar ${feminine ? 'a la' : 'al'} ${name}`})`;
  } else if (kind === 'speed') {
    if (!LANDING.test(question)) return undefined;
    const vy = g * t;
    const v = Math.hypot(vp, vy);
    steps.push(
      `Al llegar, $v_y = g t ${approx(vy)} ${n(vy)}$ m/s y $v_x = ${n(vp)}$ m/s: $v = \\sqrt{v_x^2 + v_y^2} ${approx(v)} ${tex(v, 2)}$ m/s.`,
    );
    answer = `v ${relation(v)} ${fmt(v)} m/s`;
  } else return undefined;
  return {
    certain: true,
    text: workedReply({
      title: 'Tiro horizontal desde un avión hacia un blanco que se mueve',
      data: [
        `avión: v = ${fmt(planeSpeed.value, 4)} ${planeSpeed.unit.symbol}, h = ${fmt(hq.value, 4)} ${hq.unit.symbol}`,
        `${the}: ${fmt(targetSpeed.value, 4)} ${targetSpeed.unit.symbol} ${same ? 'en el mismo sentido' : 'en sentido contrario'}`,
      ].join('; '),
      steps,
      answer: `**${answer}**`,
      closing: `¿Y si ${the} estuviera ${feminine ? 'quieta' : 'quieto'}, a qué distancia habría que soltarlo?`,
    }),
  };
}

/** The components of the launch velocity («las componentes horizontal y vertical de la velocidad inicial»). */
function components(s: Statement, v0q: Quantity, angle: Angle): SolverReply | undefined {
  const question = askedClause(s);
  if (!/componente/.test(question) || !/horizontal|vertical|\bx\b|\by\b/.test(question)) return undefined;
  // The launch velocity's, not the one at the top or on landing, where the vertical one is another.
  if (!/inicial|de (?:lanzamiento|salida|disparo)|con (?:la )?que (?:sale|salio|fue|se)/.test(question))
    return undefined;
  if (/tiempo|alcance|altura|distancia/.test(question)) return undefined;
  if (unusedNumbers(s, [v0q.index, ...angle.used]).length) return undefined;
  const v0 = inBase(v0q);
  const vx = v0 * angle.cos;
  const vy = v0 * angle.sin;
  const steps = [
    ...(v0q.unit.factor !== 1
      ? [`Pasá la velocidad al SI: ${fmt(v0q.value, 4)} ${v0q.unit.symbol} = ${fmt(v0, 4)} m/s.`]
      : []),
    angle.line,
    `Horizontal, con el coseno: $v_x = v_0 \\cos\\alpha = ${n(v0)} \\cdot ${tex(angle.cos, 4)} ${eq(vx, 'm/s')}$.`,
    `Vertical, con el seno: $v_y = v_0 \\operatorname{sen}\\alpha = ${n(v0)} \\cdot ${tex(angle.sin, 4)} ${eq(vy, 'm/s')}$.`,
    `Comprobá: $\\sqrt{v_x^2 + v_y^2} ${approx(Math.hypot(vx, vy))} ${tex(Math.hypot(vx, vy), 2)}$ m/s, la velocidad inicial.`,
  ];
  return {
    certain: true,
    text: workedReply({
      title: 'Tiro oblicuo: las componentes de la velocidad inicial',
      data: [
        `v₀ = ${fmt(v0q.value, 4)} ${v0q.unit.symbol}`,
        `α = ${fmt(angle.degrees, 4)}° sobre la horizontal`,
      ].join('; '),
      steps,
      answer: `**v_x ${relation(vx)} ${fmt(vx)} m/s (horizontal); v_y ${relation(vy)} ${fmt(vy)} m/s (vertical)**`,
      closing: '¿Cuál de las dos componentes cambia durante el vuelo, y cuál no?',
    }),
  };
}

/**
 * Thrown from the ground at an angle, «¿a qué altura se encuentra cuando ha avanzado 24 m en horizontal?»:
 * it takes t = x / v_x to get there, and is then at y = v_y·t − ½·g·t² (on the way up or down).
 */
function heightAtADistance(s: Statement, question: string): SolverReply | undefined {
  if (!/\b(?:a )?que altura\b|\bcual es (?:su|la) altura\b/.test(question)) return undefined;
  const speeds = ofDimension(s, 'speed');
  const lengths = ofDimension(s, 'length');
  const [v0q] = speeds;
  const [xq] = lengths;
  if (!v0q || !xq || speeds.length !== 1 || lengths.length !== 1) return undefined;
  const start = s.folded.indexOf(question);
  if (start < 0 || xq.index < start) return undefined;
  const before = s.folded.slice(Math.max(start, xq.index - 40), xq.index);
  const after = s.folded.slice(xq.index, xq.index + 40).replace(/^[\d.,]+\s*\S+\s*/, '');
  const ahead =
    /(?:avanzad[oa]|avanza|recorrid[oa]|recorre|distancia horizontal(?: de)?|desplazad[oa] horizontalmente)\s*$/.test(
      before,
    ) || /^(?:en (?:direccion )?horizontal|horizontalmente|de distancia horizontal)\b/.test(after);
  // From a roof or a cliff the height is another's: this reads a launch from the ground.
  if (!ahead || /edificio|azotea|terraza|acantilado|torre|balcon|precipicio|\bmesa\b/.test(s.folded))
    return undefined;
  const angle = readAngle(s);
  if (!angle || angle === 'unclear') return undefined;
  const v0 = inBase(v0q);
  const x = inBase(xq);
  const g = s.g;
  const vx = v0 * angle.cos;
  const vy = v0 * angle.sin;
  const t = x / vx;
  const y = vy * t - 0.5 * g * t * t;
  const rise = vy / g;
  if (!(v0 > 0 && x > 0 && y > 0)) return undefined;
  const steps = [
    ...(v0q.unit.factor !== 1
      ? [`Pasá la velocidad al SI: ${fmt(v0q.value, 4)} ${v0q.unit.symbol} = ${fmt(v0, 4)} m/s.`]
      : []),
    angle.line,
    `Descomponé la velocidad inicial: $v_x = v_0 \\cos\\alpha ${eq(vx, 'm/s')}$ y $v_y = v_0 \\operatorname{sen}\\alpha ${eq(vy, 'm/s')}$; ${gSource(s)}.`,
    `En horizontal avanza a velocidad constante: llega a los ${fmt(x, 4)} m a los $t = \\frac{x}{v_x} = \\frac{${n(x)}}{${n(vx)}} ${eq(t, 's')}$.`,
    `En ese instante: $y = v_y t - \\frac{1}{2} g t^2 = ${n(vy)} \\cdot ${n(t)} - \\frac{1}{2} \\cdot ${n(g)} \\cdot ${n(t)}^2 ${eq(y, 'm')}$ (${t < rise ? 'todavía sube' : t > rise ? 'ya baja' : 'está en lo más alto'}: el punto más alto es a los ${fmt(rise)} s).`,
  ];
  return reply(
    s,
    'Tiro oblicuo: la altura a una distancia horizontal',
    [`v₀ = ${fmt(v0q.value, 4)} ${v0q.unit.symbol}`, `α = ${fmt(angle.degrees, 4)}°`, `x = ${fmt(x, 4)} m`],
    steps,
    { label: 'y', value: y, unit: 'm' },
    [v0q.index, xq.index, ...angle.used],
    '¿A qué otra distancia horizontal vuelve a pasar por esa misma altura?',
  );
}

/** A reply for a projectile launched horizontally or at an angle, or undefined when it is not one. */
export function projectileReply(message: string): SolverReply | undefined {
  const s = readStatement(message);
  const f = s.folded;
  if (NOT_MINE.test(f.replace(NO_AIR_FRICTION, ' '))) return undefined;
  const horizontal =
    HORIZONTAL.test(f) &&
    (LAUNCH.test(f) ||
      /suelta|solt|deja caer|dejar caer|cae|caiga|abandona|rueda|rodando|desliza|sale/.test(f));
  const angled = !horizontal && LAUNCH.test(f) && ANGLED.test(f);
  if (!horizontal && !angled) return undefined;
  if (s.quantities.some((q) => !['speed', 'length', 'time', 'acceleration'].includes(q.unit.dimension)))
    return undefined;
  const speeds = ofDimension(s, 'speed');
  const lengths = ofDimension(s, 'length');
  const times = ofDimension(s, 'time');
  if (horizontal && times.length === 1 && lengths.length === 1 && !speeds.length && !distinctAngles(s).length)
    return fromFlight(s, at(times, 0, 'time'), at(lengths, 0, 'length'));
  if (horizontal && speeds.length === 2 && !times.length) return towardMovingTarget(s, message);
  if (times.length || ofDimension(s, 'acceleration').length) return undefined;
  // «Si la velocidad fuera el doble…» changes a datum; «¿Qué ángulo forma su velocidad…?» asks what no
  // reading here works out (the speed it would state is another quantity).
  if (changesADatum(message)) return undefined;
  const question = askedClause(s);
  // «¿Qué ángulo forma con la horizontal su velocidad al llegar al suelo?»: from the two components.
  if (ASKS_ANGLE.test(question)) return horizontal ? landingAngle(s, question) : angleForRange(s, question);
  // «¿Cuánto tarda en caer la mitad de la altura?»: a part of the way, not the whole fall (the whole
  // fall's 4 s was once stated for 2,83 s): the time to fall that part of the height, or nothing.
  if (/\bmitad\b|tercera parte|cuarta parte|\bun cuarto\b|tres cuartos/.test(question))
    return horizontal ? partOfTheFall(s, question) : undefined;
  // «¿Qué velocidad vertical tiene al llegar al suelo?»: one component, where the landing reading states
  // the speed whole (25 m/s was stated for a vertical 20 m/s); the launch components are read apart.
  if (horizontal && /\bvelocidad (?:vertical|horizontal)|\bcomponente/.test(question))
    return LANDING_VERTICAL.test(question) ? verticalOnLanding(s) : undefined;
  // «¿A qué distancia horizontal del avión está el paquete?»: measured from the moving launcher, which
  // keeps above it (the range from the release point, 1.010 m, was stated for 0 m).
  if (
    /\b(?:distancia|lejos|separad[oa]|separacion)\b[^.?¿]*\b(?:del|al|respecto (?:del|al)) (?:avion|avioneta|helicoptero|camion|tren|barco|auto|vehiculo|lanzador)\b/.test(
      question,
    )
  )
    return horizontal ? belowTheLauncher(s, question) : undefined;
  // «¿A qué altura se encuentra cuando ha avanzado 24 m en horizontal?»: not its top, the height there.
  if (angled) {
    const there = heightAtADistance(s, question);
    if (there) return there;
  }
  const asked = askedTargetIn(question);
  if (!asked) return undefined;
  // «Determinar la altura máxima y el alcance»: each thing asked is worked, or none is stated sure.
  const joined = joinedTargets(question);
  if (joined.length > 1) return together(joined.map((target) => launchFor(s, horizontal, target)));
  return launchFor(s, horizontal, asked);
}

// «la componente vertical de su velocidad al llegar al suelo», «¿con qué velocidad vertical impacta?».
const LANDING_VERTICAL =
  /\b(?:velocidad vertical|componente vertical)\b[^?.]*\b(?:lleg\w*|suelo|piso|impact\w*|agua)\b/;

/** Launched horizontally: the vertical component on landing, from the one speed and the one height. */
function verticalOnLanding(s: Statement): SolverReply | undefined {
  const speeds = ofDimension(s, 'speed');
  const lengths = ofDimension(s, 'length');
  if (speeds.length !== 1 || lengths.length !== 1 || distinctAngles(s).length) return undefined;
  const length = at(lengths, 0, 'length');
  if (isAhead(s, length) && !isHeight(s, length)) return undefined;
  return horizontalLaunch(s, at(speeds, 0, 'speed'), length, 'verticalSpeed');
}

/** The things a question asks joined by «y», each read in its own piece, in order; one when it asks one. */
function joinedTargets(question: string): Asked[] {
  const found = question
    .split(/,\s|\by\b/)
    // «¿Cuál es la altura máxima y cuánto tarda en alcanzarla?»: the time to the top the first piece names.
    .map((piece) =>
      BACK_REFERENCE.test(piece) && TO_THE_TOP.test(question) && ASKED.time.test(piece)
        ? 'rise'
        : askedTargetIn(piece),
    )
    .filter((target): target is Asked => target !== undefined);
  return [...new Set(found)];
}

/** The replies of the things asked, one after the other: sure only when each is. */
function together(replies: (SolverReply | undefined)[]): SolverReply | undefined {
  const [first] = replies;
  if (!first) return undefined;
  if (replies.some((reply) => !reply?.certain)) {
    const unsure = replies.find((reply) => reply && !reply.certain);
    return unsure ?? { certain: false, text: first.text };
  }
  return { certain: true, text: replies.map((reply) => reply?.text.trim() ?? '').join('\n\n') };
}

/** The reading of one thing asked of a throw. */
function launchFor(s: Statement, horizontal: boolean, asked: Asked): SolverReply | undefined {
  const speeds = ofDimension(s, 'speed');
  const lengths = ofDimension(s, 'length');
  if (horizontal && !speeds.length) {
    if (asked === 'speed' && !LANDING.test(askedClause(s))) return launchSpeedFromLanding(s, lengths, asked);
    return asked === 'time' || asked === 'speed' ? fromFlightState(s, asked) : undefined;
  }
  if (speeds.length !== 1) return undefined;
  const v0q = at(speeds, 0, 'speed');
  if (horizontal) {
    if (lengths.length !== 1 || distinctAngles(s).length) return undefined;
    const length = at(lengths, 0, 'length');
    // A length said to be ahead («cae a 16 m de la vertical») is no height: the height is what is asked.
    if (isAhead(s, length) && !isHeight(s, length)) {
      if (asked === 'height' || asked === 'time') return heightFromLanding(s, v0q, length, asked);
      // «¿Con qué rapidez llega al suelo?»: the fall lasts x/v₀, and gives the vertical component.
      return asked === 'speed' && LANDING.test(askedClause(s)) ? fromFlightState(s, 'speed') : undefined;
    }
    return horizontalLaunch(s, v0q, length, asked);
  }
  const angle = readAngle(s);
  if (!angle || angle === 'unclear') return undefined;
  // From a height, thrown upward at an angle («Desde la azotea de un edificio de 40 m … a 20 m/s que forma
  // 30° por encima de la horizontal»): its own reading; any other length is another problem.
  if (lengths.length) {
    const heights = lengths.filter((q) => isHeight(s, q) && !isAhead(s, q));
    const aheads = lengths.filter((q) => isAhead(s, q) && !isHeight(s, q));
    const [height] = heights;
    if (!height || heights.length !== 1 || lengths.length > 2) return undefined;
    // A shot at a hoop or over a wall goes up even when the statement says only «con la horizontal».
    const upward =
      /(?:por encima|sobre|arriba) de la horizontal|sobre la horizontal|hacia arriba/.test(s.folded) ||
      (SHOT_TARGET.test(s.folded) && /con la horizontal/.test(s.folded));
    if (!upward) return undefined;
    if (lengths.length === 1) return obliqueFromHeight(s, v0q, angle, height, asked);
    const [ahead] = aheads;
    if (!ahead || aheads.length !== 1) return undefined;
    // The top's height needs no target: the reading without its distance (the other parts use it).
    if (asked === 'height' && TOP.test(askedClause(s)))
      return obliqueFromHeight(s, v0q, angle, height, asked);
    return atTheTarget(s, v0q, angle, height, ahead, asked);
  }
  return components(s, v0q, angle) ?? obliqueLaunch(s, v0q, angle, asked);
}

/**
 * Thrown upward at an angle from a height h: it lands when y = h + v_y·t − ½·g·t² = 0, the positive root
 * t = (v_y + √(v_y² + 2·g·h))/g; the range v_x·t; the speed on landing √(v₀² + 2·g·h) by energy,
 * checked against its two components then. The top's height is left alone (above the ground or the roof?).
 */
function obliqueFromHeight(
  s: Statement,
  v0q: Quantity,
  angle: Angle,
  hq: Quantity,
  asked: Asked,
): SolverReply | undefined {
  if (asked === 'height') return topFromHeight(s, v0q, angle, hq);
  if (asked !== 'time' && asked !== 'range' && asked !== 'speed') return undefined;
  if (asked === 'speed' && !LANDING.test(askedClause(s))) return undefined;
  const v0 = inBase(v0q);
  const h = inBase(hq);
  const g = s.g;
  const vx = v0 * angle.cos;
  const vy = v0 * angle.sin;
  const t = (vy + Math.sqrt(vy * vy + 2 * g * h)) / g;
  const landing = h + vy * t - (g * t * t) / 2;
  if (!(t > 0) || Math.abs(landing) > 1e-9 * Math.max(1, h)) return undefined;
  const vyEnd = vy - g * t;
  const speed = Math.sqrt(v0 * v0 + 2 * g * h);
  if (Math.abs(Math.hypot(vx, vyEnd) - speed) > 1e-9 * speed) return undefined;
  const range = vx * t;
  const steps = [
    ...(v0q.unit.factor !== 1
      ? [`Pasá la velocidad al SI: ${fmt(v0q.value, 4)} ${v0q.unit.symbol} = ${fmt(v0, 4)} m/s.`]
      : []),
    angle.line,
    `Descomponé la velocidad inicial: $v_x = v_0 \\cos\\alpha ${eq(vx, 'm/s')}$ y $v_y = v_0 \\operatorname{sen}\\alpha ${eq(vy, 'm/s')}$; ${gSource(s)}.`,
    `Origen en el suelo, al pie del lanzamiento: $y = ${n(h)} + ${tex(vy, 4)}\\,t - \\frac{1}{2} \\cdot ${n(g)}\\,t^2$. Llega al suelo cuando $y = 0$; la raíz positiva: $t = \\frac{v_y + \\sqrt{v_y^2 + 2 g h}}{g} ${eq(t, 's')}$.`,
  ];
  if (asked === 'range')
    steps.push(
      `En horizontal es un MRU: $x = v_x \\cdot t = ${tex(vx, 4)} \\cdot ${tex(t, 4)} ${eq(range, 'm')}$.`,
    );
  if (asked === 'speed')
    steps.push(
      `Al llegar: $v_x ${eq(vx, 'm/s')}$ (no cambia) y $v_y = ${tex(vy, 4)} - ${n(g)} \\cdot ${tex(t, 4)} ${eq(vyEnd, 'm/s')}$; $v = \\sqrt{v_x^2 + v_y^2} ${eq(speed, 'm/s')}$.`,
      `Comprobá por energía: $v = \\sqrt{v_0^2 + 2 g h} = \\sqrt{${n(v0)}^2 + 2 \\cdot ${n(g)} \\cdot ${n(h)}} ${eq(speed, 'm/s')}$.`,
    );
  else
    steps.push(
      `Comprobá: $y(t) = ${n(h)} + ${tex(vy, 4)} \\cdot ${tex(t, 4)} - \\frac{1}{2} \\cdot ${n(g)} \\cdot ${tex(t, 4)}^2 = 0$ m.`,
    );
  const result =
    asked === 'time'
      ? { label: 't', value: t, unit: 's' }
      : asked === 'range'
        ? { label: 'x', value: range, unit: 'm' }
        : { label: 'v', value: speed, unit: 'm/s' };
  return reply(
    s,
    'Tiro oblicuo desde una altura',
    [
      `v₀ = ${fmt(v0q.value, 4)} ${v0q.unit.symbol}`,
      `α = ${fmt(angle.degrees, 4)}° sobre la horizontal`,
      `h = ${fmt(hq.value, 4)} ${hq.unit.symbol}`,
    ],
    steps,
    result,
    [v0q.index, hq.index, ...angle.used],
    '¿Llegaría antes o después si se lanzara con el mismo ángulo hacia abajo?',
  );
}

/** The highest point asked: «la altura máxima», «el punto más alto». */
const TOP = /altura maxima|maxima altura|punto mas alto/;
// Where a height is measured from: the ground (or the sea) below, or the point it was thrown from.
const FROM_GROUND =
  /(?:sobre|desde|respecto (?:del?|al)|medida (?:desde|sobre)|por encima del?|del) (?:el |la )?(?:nivel del (?:mar|agua|suelo|piso)|suelo|piso|agua|mar|tierra)\b/;
const FROM_LAUNCH =
  /(?:sobre|desde|respecto (?:del?|al)|por encima del?) (?:el |la )?(?:punto de (?:lanzamiento|partida|disparo)|borde|lugar de lanzamiento)\b/;

/**
 * Thrown upward at an angle from a height h, the top's height: it rises v_y²/(2g) above where it left,
 * h + v_y²/(2g) above the ground. Only when the question says which of the two it measures.
 */
function topFromHeight(s: Statement, v0q: Quantity, angle: Angle, hq: Quantity): SolverReply | undefined {
  const question = askedClause(s);
  const fromGround = FROM_GROUND.test(question);
  if (!TOP.test(question) || fromGround === FROM_LAUNCH.test(question)) return undefined;
  const v0 = inBase(v0q);
  const h = inBase(hq);
  const g = s.g;
  const vy = v0 * angle.sin;
  const rise = (vy * vy) / (2 * g);
  const top = fromGround ? h + rise : rise;
  const tTop = vy / g;
  const steps = [
    ...(v0q.unit.factor !== 1
      ? [`Pasá la velocidad al SI: ${fmt(v0q.value, 4)} ${v0q.unit.symbol} = ${fmt(v0, 4)} m/s.`]
      : []),
    angle.line,
    `La componente vertical de la velocidad inicial: $v_y = v_0 \\operatorname{sen}\\alpha = ${n(v0)} \\cdot ${tex(angle.sin, 4)} ${eq(vy, 'm/s')}$; ${gSource(s)}.`,
    `En el punto más alto $v_y = 0$: sube $\\Delta y = \\frac{v_y^2}{2 g} = \\frac{${tex(vy, 4)}^2}{2 \\cdot ${n(g)}} ${eq(rise, 'm')}$ por encima del punto de lanzamiento.`,
    ...(fromGround
      ? [
          `Desde el suelo, sumá la altura desde la que se lanzó: $H = h + \\Delta y = ${n(h)} + ${tex(rise, 4)} ${eq(top, 'm')}$.`,
        ]
      : [
          `Medida desde el punto de lanzamiento, la altura de partida (${fmt(hq.value, 4)} ${hq.unit.symbol}) no se suma.`,
        ]),
    `Comprobá: a los $t = \\frac{v_y}{g} ${eq(tTop, 's')}$, $y = ${n(h)} + ${tex(vy, 4)} \\cdot ${tex(tTop, 4)} - \\frac{1}{2} \\cdot ${n(g)} \\cdot ${tex(tTop, 4)}^2 ${eq(h + rise, 'm')}$ desde el suelo.`,
  ];
  return reply(
    s,
    'Tiro oblicuo desde una altura: la altura máxima',
    [
      `v₀ = ${fmt(v0q.value, 4)} ${v0q.unit.symbol}`,
      `α = ${fmt(angle.degrees, 4)}° sobre la horizontal`,
      `h = ${fmt(hq.value, 4)} ${hq.unit.symbol}`,
    ],
    steps,
    { label: 'H', value: top, unit: 'm' },
    [v0q.index, hq.index, ...angle.used],
    '¿Cuánto tarda en llegar a ese punto más alto?',
  );
}

/** A target the throw aims at: a hoop, a goal, a wall, a net. */
const SHOT_TARGET = /\b(?:aro|canasta|cesto|arco|muro|pared|red|valla|cerca|ventana|blanco)\b/;
/** A question about the moment it is above the target: «en llegar a la vertical del aro», «en ese instante». */
const AT_THE_TARGET = new RegExp(
  `vertical del?\\b|en ese (?:instante|momento|punto)|al (?:pasar|llegar)\\b|pasa\\b|${SHOT_TARGET.source}`,
);

/**
 * Thrown upward at an angle from a height h toward a target x ahead (a hoop, a wall): it is above it at
 * t = x/v_x, at y = h + v_y·t − ½·g·t² from the ground, with the speed √(v_x² + (v_y − g·t)²), checked
 * by energy. Each only when the question speaks of that moment.
 */
function atTheTarget(
  s: Statement,
  v0q: Quantity,
  angle: Angle,
  hq: Quantity,
  xq: Quantity,
  asked: Asked,
): SolverReply | undefined {
  const question = askedClause(s);
  if (!AT_THE_TARGET.test(question) || TOP.test(question)) return undefined;
  if (asked !== 'time' && asked !== 'height' && asked !== 'speed') return undefined;
  if (asked === 'height' && FROM_LAUNCH.test(question)) return undefined;
  const v0 = inBase(v0q);
  const h = inBase(hq);
  const x = inBase(xq);
  const g = s.g;
  const vx = v0 * angle.cos;
  const vy = v0 * angle.sin;
  const t = x / vx;
  const y = h + vy * t - 0.5 * g * t * t;
  const vyThere = vy - g * t;
  const speed = Math.hypot(vx, vyThere);
  // It must still be in the air there, and the energy must close: v² = v₀² − 2·g·(y − h).
  if (!(t > 0 && y > 0)) return undefined;
  if (Math.abs(speed * speed - (v0 * v0 - 2 * g * (y - h))) > 1e-6 * v0 * v0) return undefined;
  const steps = [
    ...(v0q.unit.factor !== 1
      ? [`Pasá la velocidad al SI: ${fmt(v0q.value, 4)} ${v0q.unit.symbol} = ${fmt(v0, 4)} m/s.`]
      : []),
    angle.line,
    `Descomponé la velocidad inicial: $v_x = v_0 \\cos\\alpha ${eq(vx, 'm/s')}$ y $v_y = v_0 \\operatorname{sen}\\alpha ${eq(vy, 'm/s')}$; ${gSource(s)}.`,
    `En horizontal es un MRU: llega a la vertical de los ${fmt(x, 4)} m a los $t = \\frac{x}{v_x} = \\frac{${n(x)}}{${tex(vx, 4)}} ${eq(t, 's')}$.`,
  ];
  if (asked === 'height')
    steps.push(
      `Origen en el suelo: $y = h + v_y t - \\frac{1}{2} g t^2 = ${n(h)} + ${tex(vy, 4)} \\cdot ${tex(t, 4)} - \\frac{1}{2} \\cdot ${n(g)} \\cdot ${tex(t, 4)}^2 ${eq(y, 'm')}$.`,
    );
  if (asked === 'speed')
    steps.push(
      `Ahí $v_x ${eq(vx, 'm/s')}$ (no cambia) y $v_y = ${tex(vy, 4)} - ${n(g)} \\cdot ${tex(t, 4)} ${eq(vyThere, 'm/s')}$${vyThere < 0 ? ' (ya baja)' : ''}; $v = \\sqrt{v_x^2 + v_y^2} ${eq(speed, 'm/s')}$.`,
      `Comprobá por energía: $v = \\sqrt{v_0^2 - 2 g (y - h)}$ con $y ${eq(y, 'm')}$: $${approx(speed)} ${tex(speed, 2)}$ m/s.`,
    );
  if (asked === 'time')
    steps.push(
      `Comprobá: $v_x \\cdot t = ${tex(vx, 4)} \\cdot ${tex(t, 4)} ${approx(vx * t)} ${tex(vx * t, 2)}$ m.`,
    );
  const result =
    asked === 'time'
      ? { label: 't', value: t, unit: 's' }
      : asked === 'height'
        ? { label: 'y', value: y, unit: 'm' }
        : { label: 'v', value: speed, unit: 'm/s' };
  return reply(
    s,
    'Tiro oblicuo desde una altura: al pasar por la vertical del blanco',
    [
      `v₀ = ${fmt(v0q.value, 4)} ${v0q.unit.symbol}`,
      `α = ${fmt(angle.degrees, 4)}°`,
      `h = ${fmt(hq.value, 4)} ${hq.unit.symbol}`,
      `x = ${fmt(xq.value, 4)} ${xq.unit.symbol} (horizontal)`,
    ],
    steps,
    result,
    [v0q.index, hq.index, xq.index, ...angle.used],
    '¿Está subiendo o bajando en ese instante? Fijate el signo de $v_y$.',
  );
}

export const projectileSolver = declareSolver({
  name: 'solve_projectile',
  offer: 'tiro horizontal y oblicuo',
  summary:
    'A projectile: launched horizontally from a height (a table, a cliff, a plane flying level) or from the ground at an angle above the horizontal (tiro oblicuo). Time of flight, horizontal range (how far from the foot of the table), maximum height, or the speed on landing. Uses g = 9,8 m/s² unless given.',
  examples: [
    'Una bolita abandona el borde de una mesa de 1,25 m de altura con una velocidad horizontal de 2 m/s. ¿A qué distancia del pie de la mesa cae? (g = 10 m/s²)',
    'Un proyectil se dispara desde el suelo a 50 m/s formando 37° con la horizontal. Con g = 10 m/s², sen 37° = 0,6 y cos 37° = 0,8, ¿cuál es su alcance?',
  ],
  parameters: { problem: 'the launch problem as written' },
  solve: projectileReply,
});

/** A speed asked on landing: «llega al suelo», «toca el piso», «impacta». */
const LANDING =
  /\b(?:lleg\w*|toca\w*|impact\w*|golpea\w*|cae\w*)\b[^?]*\b(?:suelo|piso|agua|tierra)\b|\bal (?:llegar|caer|tocar|impactar)\b|\b(?:llega|impacta|cae)\b/;

/** What a horizontal launch's data fix: the launch speed, the height, the time of the fall. */
interface FlightState {
  v0: number;
  h: number;
  t: number;
  used: number[];
  data: string[];
  steps: string[];
}

/**
 * A horizontal launch read from any two of its three data: the launch speed and the height, the launch
 * speed and how far ahead it lands, or the height and how far ahead (no speed given).
 */
function flightState(s: Statement): FlightState | undefined {
  if (distinctAngles(s).length) return undefined;
  const speeds = ofDimension(s, 'speed');
  const lengths = ofDimension(s, 'length');
  const g = s.g;
  const heights = lengths.filter((q) => isHeight(s, q) && !isAhead(s, q));
  const aheads = lengths.filter((q) => isAhead(s, q) && !isHeight(s, q));
  const gLine = `en vertical, una caída libre que parte con $v_y = 0$, ${gSource(s)}`;
  const v0Data = (q: Quantity) => `v₀ = ${fmt(q.value, 4)} ${q.unit.symbol} (horizontal)`;
  const hData = (q: Quantity) => `h = ${fmt(q.value, 4)} ${q.unit.symbol}`;
  const xData = (q: Quantity) => `x = ${fmt(q.value, 4)} ${q.unit.symbol} (adelante)`;
  if (speeds.length === 1 && lengths.length === 1) {
    const v0q = at(speeds, 0, 'speed');
    const lq = at(lengths, 0, 'length');
    const v0 = inBase(v0q);
    if (!(v0 > 0)) return undefined;
    if (aheads.length === 1) {
      const x = inBase(lq);
      const t = x / v0;
      return {
        v0,
        h: 0.5 * g * t * t,
        t,
        used: [v0q.index, lq.index],
        data: [v0Data(v0q), xData(lq)],
        steps: [
          `Separá los movimientos: en horizontal es un MRU con $v_x = ${n(v0)}$ m/s; ${gLine}.`,
          `El tiempo de caída sale del horizontal: $t = \\frac{x}{v_0} = \\frac{${n(x)}}{${n(v0)}} ${eq(t, 's')}$.`,
        ],
      };
    }
    if (heights.length !== 1) return undefined;
    const h = inBase(lq);
    const t = Math.sqrt((2 * h) / g);
    return {
      v0,
      h,
      t,
      used: [v0q.index, lq.index],
      data: [v0Data(v0q), hData(lq)],
      steps: [
        `Separá los movimientos: en horizontal es un MRU con $v_x = ${n(v0)}$ m/s; ${gLine}.`,
        `Tiempo de caída, del vertical: $t = \\sqrt{\\frac{2h}{g}} = \\sqrt{\\frac{2 \\cdot ${n(h)}}{${n(g)}}} ${eq(t, 's')}$.`,
      ],
    };
  }
  if (speeds.length || lengths.length !== 2 || heights.length !== 1 || aheads.length !== 1) return undefined;
  const hq = at(heights, 0, 'height');
  const xq = at(aheads, 0, 'ahead');
  const h = inBase(hq);
  const x = inBase(xq);
  const t = Math.sqrt((2 * h) / g);
  const v0 = x / t;
  return {
    v0,
    h,
    t,
    used: [hq.index, xq.index],
    data: [hData(hq), xData(xq)],
    steps: [
      `Separá los movimientos: ${gLine}; en horizontal avanza con la velocidad de salida, constante.`,
      `Tiempo de caída, del vertical: $t = \\sqrt{\\frac{2h}{g}} = \\sqrt{\\frac{2 \\cdot ${n(h)}}{${n(g)}}} ${eq(t, 's')}$.`,
      `En ese tiempo avanza x con MRU, así que salió con $v_0 = \\frac{x}{t} = \\frac{${n(x)}}{${tex(t, 4)}} ${eq(v0, 'm/s')}$.`,
    ],
  };
}

/** The time of the fall, or the speed on landing, of a horizontal launch read from two of its data. */
function fromFlightState(s: Statement, asked: 'time' | 'speed'): SolverReply | undefined {
  const state = flightState(s);
  if (!state) return undefined;
  const g = s.g;
  if (asked === 'time')
    return reply(
      s,
      'Tiro horizontal: el tiempo de caída',
      state.data,
      [
        ...state.steps,
        `Comprobá: $\\frac{1}{2} g t^2 = \\frac{1}{2} \\cdot ${n(g)} \\cdot ${tex(state.t, 4)}^2 ${approx(0.5 * g * state.t ** 2)} ${tex(0.5 * g * state.t ** 2, 3)}$ m, la altura.`,
      ],
      { label: 't', value: state.t, unit: 's' },
      state.used,
      '¿Tardaría más o menos si saliera más rápido de la mesa?',
    );
  const vy = g * state.t;
  const v = Math.hypot(state.v0, vy);
  return reply(
    s,
    'Tiro horizontal: la rapidez al llegar',
    state.data,
    [
      ...state.steps,
      `Al llegar, la componente vertical es $v_y = g \\cdot t = ${n(g)} \\cdot ${tex(state.t, 4)} ${eq(vy, 'm/s')}$ y la horizontal sigue siendo $${n(state.v0)}$ m/s.`,
      `La rapidez es el módulo: $v = \\sqrt{v_x^2 + v_y^2} = \\sqrt{${n(state.v0)}^2 + ${tex(vy, 4)}^2} ${eq(v, 'm/s')}$.`,
    ],
    { label: 'v', value: v, unit: 'm/s' },
    state.used,
    '¿Cuánto vale el ángulo con que llega, respecto de la horizontal?',
  );
}

/**
 * «¿Qué ángulo forma con la horizontal su velocidad al llegar al suelo?»: tan θ = v_y / v_x on landing,
 * with the horizontal unless the question names the vertical.
 */
function landingAngle(s: Statement, question: string): SolverReply | undefined {
  if (!/\b(?:velocidad|rapidez)\b/.test(question) || !LANDING.test(question)) return undefined;
  const withVertical = /\bvertical\b/.test(question);
  if (withVertical && /\bhorizontal\b/.test(question)) return undefined;
  const state = flightState(s);
  if (!state) return undefined;
  const vy = s.g * state.t;
  const below = (Math.atan2(vy, state.v0) * 180) / Math.PI;
  const angle = withVertical ? 90 - below : below;
  const steps = [
    ...state.steps,
    `Al llegar, $v_x = ${n(state.v0)}$ m/s (no cambia) y $v_y = g \\cdot t = ${n(s.g)} \\cdot ${tex(state.t, 4)} ${eq(vy, 'm/s')}$, hacia abajo.`,
    withVertical
      ? `Con la vertical: $\\tan \\beta = \\frac{v_x}{v_y} = \\frac{${n(state.v0)}}{${tex(vy, 4)}} \\Rightarrow \\beta ${approx(angle)} ${tex(angle, 2)}^\\circ$.`
      : `Con la horizontal: $\\tan \\theta = \\frac{v_y}{v_x} = \\frac{${tex(vy, 4)}}{${n(state.v0)}} \\Rightarrow \\theta ${approx(angle)} ${tex(angle, 2)}^\\circ$.`,
    `Comprobá: los dos ángulos, con la horizontal y con la vertical, suman 90°.`,
  ];
  const unused = unusedNumbers(s, state.used);
  if (unused.length || !(angle > 0 && angle < 90))
    return uncertain(s, 'Tiro horizontal: el ángulo al llegar', state.data, steps, unused);
  return {
    certain: true,
    text: workedReply({
      title: 'Tiro horizontal: el ángulo al llegar',
      data: state.data.join('; '),
      steps,
      answer: `**${withVertical ? 'β' : 'θ'} ${relation(angle)} ${fmt(angle)}° ${withVertical ? 'con la vertical' : 'por debajo de la horizontal'}**`,
      closing: '¿Y si se lanzara más rápido, el ángulo sería mayor o menor?',
    }),
  };
}

// «¿Con qué ángulo (de elevación) debe lanzarse para que caiga a 80 m?»: the launch angle, not one on the way.
const LAUNCH_ANGLE_ASKED =
  /angulo (?:de (?:elevacion|tiro|lanzamiento|disparo)|con (?:el|la) que|(?:debe|hay que|tiene que)\b)|(?:debe|hay que|tiene que) (?:lanzar|disparar|patear|tirar|arrojar)\w*\b[^?]*\b(?:para que|si)\b/;

/**
 * From level ground with a speed v₀, the angle that puts it R ahead: R = v₀²·sen(2α)/g, so
 * sen(2α) = g·R/v₀², and both α and 90° − α reach it (45° alone when sen(2α) = 1). Each is checked back.
 */
function angleForRange(s: Statement, question: string): SolverReply | undefined {
  if (!LAUNCH_ANGLE_ASKED.test(question) || distinctAngles(s).length) return undefined;
  const speeds = ofDimension(s, 'speed');
  const lengths = ofDimension(s, 'length');
  const [v0q] = speeds;
  const [rq] = lengths;
  if (!v0q || !rq || speeds.length !== 1 || lengths.length !== 1) return undefined;
  // A height to land from or to («desde un edificio», «a 2 m de altura») is another problem.
  if (
    isHeight(s, rq) ||
    /edificio|azotea|terraza|acantilado|torre|balcon|precipicio|\bmesa\b|altura/.test(s.folded)
  )
    return undefined;
  const v0 = inBase(v0q);
  const range = inBase(rq);
  const g = s.g;
  const sine = (g * range) / (v0 * v0);
  if (!(v0 > 0 && range > 0) || sine > 1 + 1e-12) return undefined;
  const low = (Math.asin(Math.min(1, sine)) * 90) / Math.PI;
  const high = 90 - low;
  const reaches = (deg: number) => (v0 * v0 * Math.sin((2 * deg * Math.PI) / 180)) / g;
  if ([low, high].some((deg) => Math.abs(reaches(deg) - range) > 1e-6 * range)) return undefined;
  const one = Math.abs(low - 45) < 1e-9;
  const deg = (value: number) => `${tex(value, 2)}^\\circ`;
  const steps = [
    ...(v0q.unit.factor !== 1
      ? [`Pasá la velocidad al SI: ${fmt(v0q.value, 4)} ${v0q.unit.symbol} = ${fmt(v0, 4)} m/s.`]
      : []),
    `Desde un terreno horizontal, el alcance es $R = \\frac{v_0^2 \\operatorname{sen}(2\\alpha)}{g}$; ${gSource(s)}.`,
    `Despejá: $\\operatorname{sen}(2\\alpha) = \\frac{g R}{v_0^2} = \\frac{${n(g)} \\cdot ${n(range)}}{${n(v0)}^2} ${approx(sine)} ${tex(sine, 4)}$.`,
    one
      ? `Entonces $2\\alpha = 90^\\circ$: $\\alpha = 45^\\circ$, el ángulo de alcance máximo.`
      : `Dos ángulos entre 0° y 180° tienen ese seno: $2\\alpha ${approx(2 * low)} ${deg(2 * low)}$ o $2\\alpha ${approx(2 * high)} ${deg(2 * high)}$, así que $\\alpha ${approx(low)} ${deg(low)}$ o $\\alpha ${approx(high)} ${deg(high)}$ (complementarios).`,
    `Comprobá: $\\frac{${n(v0)}^2 \\operatorname{sen}(${tex(2 * low, 2)}^\\circ)}{${n(g)}} ${approx(reaches(low))} ${tex(reaches(low), 2)}$ m${one ? '' : ', y lo mismo con el otro ángulo, porque $\\operatorname{sen}(180^\\circ - 2\\alpha) = \\operatorname{sen}(2\\alpha)$'}.`,
  ];
  const data = [`v₀ = ${fmt(v0q.value, 4)} ${v0q.unit.symbol}`, `R = ${fmt(rq.value, 4)} ${rq.unit.symbol}`];
  const unused = unusedNumbers(s, [v0q.index, rq.index]);
  if (unused.length) return uncertain(s, 'Tiro oblicuo: el ángulo para un alcance', data, steps, unused);
  return {
    certain: true,
    text: workedReply({
      title: 'Tiro oblicuo: el ángulo para un alcance',
      data: data.join('; '),
      steps,
      answer: one ? '**α = 45°**' : `**α ${relation(low)} ${fmt(low)}° o α ${relation(high)} ${fmt(high)}°**`,
      closing: '¿Con cuál de los dos ángulos está más tiempo en el aire?',
    }),
  };
}

const FRACTIONS: [RegExp, number, string][] = [
  [/\bla mitad\b/, 1 / 2, 'la mitad'],
  [/\bla tercera parte\b/, 1 / 3, 'la tercera parte'],
  [/\bla cuarta parte\b|\bun cuarto\b/, 1 / 4, 'la cuarta parte'],
  [/\btres cuartos\b|\blas tres cuartas partes\b/, 3 / 4, 'tres cuartos'],
];

/**
 * «¿Cuánto tarda en caer la mitad de esa altura?»: the vertical is a free fall from rest, so falling a
 * part f of the height takes √(2·f·h/g). Only a time to fall a part of the height.
 */
function partOfTheFall(s: Statement, question: string): SolverReply | undefined {
  if (!/\b(?:tiempo|tarda|demora)\b/.test(question)) return undefined;
  if (
    !/\b(?:caer|descender|bajar|recorrer)\b[^?]*\b(?:mitad|parte|cuarto|cuartos)\b[^?]*\bde (?:la|esa|su|dicha) (?:altura|caida)\b/.test(
      question,
    )
  )
    return undefined;
  const matches = FRACTIONS.filter(([cue]) => cue.test(question));
  const [only] = matches;
  if (!only || matches.length !== 1) return undefined;
  const [, f, name] = only;
  const state = flightState(s);
  if (!state) return undefined;
  const g = s.g;
  const part = f * state.h;
  const t = Math.sqrt((2 * part) / g);
  return reply(
    s,
    'Tiro horizontal: el tiempo en caer una parte de la altura',
    state.data,
    [
      `Separá los movimientos: la velocidad horizontal (${fmt(state.v0, 4)} m/s) no cambia cómo cae; en vertical, una caída libre que parte con $v_y = 0$, ${gSource(s)}.`,
      `Cae ${name} de la altura: $\\Delta y = ${tex(f, 4)} \\cdot ${n(state.h)} ${eq(part, 'm')}$.`,
      `Desde el reposo: $\\Delta y = \\frac{1}{2} g t^2 \\Rightarrow t = \\sqrt{\\frac{2 \\Delta y}{g}} = \\sqrt{\\frac{2 \\cdot ${tex(part, 4)}}{${n(g)}}} ${eq(t, 's')}$.`,
      `Comprobá: no es ${name} del tiempo total ($${tex(state.t, 4)}$ s): la caída se acelera, así que la primera parte lleva más tiempo.`,
    ],
    { label: 't', value: t, unit: 's' },
    state.used,
    '¿Cuánto tarda en caer la otra parte?',
  );
}
