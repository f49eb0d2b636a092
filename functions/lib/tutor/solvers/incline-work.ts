/**
 * The work of each force on a body that goes up or down an inclined plane (a force parallel to the
 * plane that pushes it up, the weight, the normal, the friction) and the net work, checked against the
 * net force along the plane times the distance.
 */
import { uncertainReply } from './certainty.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import { roundingAsked } from './given-data.ts';
import { fmt, relation, tex } from './numbers.ts';
import {
  askedClause,
  distinctAngles,
  gLine,
  inBase,
  masses,
  ofDimension,
  readForces,
  readKineticFriction,
  readStatement,
  type Statement,
  trigOf,
  typedNumbers,
  unusedNumbers,
} from './physics.ts';
import { workedReply } from './reply.ts';

const n = (value: number) => tex(value, 4);
const eq = (value: number) => (relation(value, 4) === '=' ? '=' : '\\approx');
const INCLINE = /plano inclinado|rampa|pendiente|inclinad[oa]/;
const UP =
  /\b(?:sube|suben|subir|subis|subo|subiendo|subido|asciende|ascender|hacia arriba|(?:plano|rampa|pendiente|cuesta) arriba)\b/;
const DOWN =
  /\b(?:baja|bajar|bajando|desciende|descender|hacia abajo|se desliza|desliza|deslizarse|se deja deslizar|se suelta|cae|resbala|resbalar)\b/;

type Asked = 'each' | 'net' | 'weight' | 'friction' | 'force' | 'normal' | 'kinetic';

function askedWork(question: string): Asked | undefined {
  // The kinetic energy a body gains along the plane is the net work on it.
  if (
    /energia cinetica/.test(question) &&
    /\b(?:gana|ganada|adquiere|adquirida|aumenta|aumento|variacion|cambio)\b/.test(question) &&
    !/trabajo/.test(question)
  )
    return 'kinetic';
  if (!/trabajo/.test(question)) return undefined;
  if (/cada (?:una de las )?fuerza|todas las fuerzas|de las fuerzas/.test(question)) return 'each';
  // «el trabajo de la normal y el del peso»: two forces named, every work stated.
  const named = [
    /\bpeso\b/,
    /rozamiento|friccion/,
    /\bnormal\b/,
    /(?:de|por) (?:la|esa) fuerza (?!normal|de rozamiento)|aplicada/,
  ];
  if (named.filter((force) => force.test(question)).length > 1) return 'each';
  if (/\bnet[oa]\b|total|resultante/.test(question)) return 'net';
  if (/(?:del|por el) peso|de la gravedad|gravitatori|(?:realiza|hace) el peso/.test(question))
    return 'weight';
  if (/rozamiento|friccion/.test(question)) return 'friction';
  if (/(?:de|por) la (?:fuerza )?normal|(?:realiza|hace) la normal/.test(question)) return 'normal';
  if (
    /(?:de|por) (?:la|esa|esta) fuerza|(?:realiza|hace|efectua) (?:la|esa|esta) fuerza|aplicada/.test(
      question,
    )
  )
    return 'force';
  return undefined;
}

/** Where the asked clause names again a force the statement gave («el trabajo de la fuerza de 300 N»). */
function restatedForces(s: Statement, question: string): number[] {
  const start = s.folded.lastIndexOf(question);
  const forces = readForces(s);
  return forces
    .filter(
      (force, i) =>
        start >= 0 &&
        force.index >= start &&
        forces.slice(0, i).some((earlier) => earlier.index < start && earlier.newtons === force.newtons),
    )
    .map((force) => force.index);
}

const CONSTANT_SPEED = /(?:velocidad|rapidez) constante|movimiento uniforme|velocidad uniforme/;
const PARALLEL_PULL = /fuerza[^.]{0,40}paralel|paralel[^.]{0,30}(?:plano|rampa|pendiente)/;
/** A height or a horizontal force is another problem; the plane's own angle «respecto de la horizontal» is not. */
const otherSetting = (s: Statement) =>
  /altura|horizontal/.test(s.folded.replace(/(?:respecto (?:de|a)|con|sobre) la horizontal/g, ' '));

/** What is asked of a pull at a constant speed: the force itself, or the work of one of the forces. */
function pullAsked(question: string): Exclude<Asked, 'each' | 'kinetic'> | 'magnitude' | undefined {
  const work = askedWork(question);
  if (work === 'each' || work === 'kinetic') return undefined;
  if (work) return work;
  const forceItself =
    /fuerza/.test(question) &&
    !/trabajo|potencia|energia|rozamiento|normal|peso/.test(question) &&
    /intensidad|modulo|valor|cuanto vale|que fuerza|calcul|determin|halla/.test(question);
  return forceItself ? 'magnitude' : undefined;
}

/**
 * Pulled up the plane at a constant speed by a force parallel to it whose value is not given: the net
 * force is zero, so F = m·g·(sen θ + μ·cos θ); the force itself, or the work of one of the forces.
 */
function constantPull(s: Statement, question: string): SolverReply | undefined {
  if (!CONSTANT_SPEED.test(s.folded) || !PARALLEL_PULL.test(s.folded) || /aceler/.test(s.folded))
    return undefined;
  if (!UP.test(s.folded) || DOWN.test(s.folded) || readForces(s).length || otherSetting(s)) return undefined;
  const asked = pullAsked(question);
  if (!asked) return undefined;
  if (s.quantities.some((q) => !['mass', 'length', 'time'].includes(q.unit.dimension))) return undefined;
  const ms = masses(s);
  const lengths = ofDimension(s, 'length');
  const times = ofDimension(s, 'time');
  const angles = distinctAngles(s);
  const [m] = ms;
  const [length] = lengths;
  const [angle] = angles;
  const [time] = times;
  if (!m || !angle || ms.length !== 1 || angles.length !== 1 || lengths.length > 1 || times.length > 1)
    return undefined;
  if (asked !== 'magnitude' && !length) return undefined;
  const friction = readKineticFriction(s, true);
  if (!friction) return undefined;
  const theta = angle.degrees;
  if (!(theta > 0 && theta < 90)) return undefined;
  const trig = trigOf(s, theta);
  const mu = friction.value;
  const mg = m.kg * s.g;
  const alongWeight = mg * trig.sin;
  const rub = mu * mg * trig.cos;
  const F = alongWeight + rub;
  const d = length ? inBase(length) : 0;
  const works = { force: F * d, weight: -alongWeight * d, friction: -rub * d, normal: 0, net: 0 };
  const shown = (label: string, value: number, unit: string) =>
    `${label} ${relation(value)} ${fmt(value)} ${unit}`;
  const answer =
    asked === 'magnitude'
      ? shown('F', F, 'N')
      : {
          force: shown('W_F', works.force, 'J'),
          weight: shown('W_P', works.weight, 'J'),
          friction: mu > 0 ? shown('W_r', works.friction, 'J') : 'W_r = 0 J',
          normal: 'W_N = 0 J',
          net: 'W_neto = 0 J',
        }[asked];
  const v = length && time ? d / inBase(time) : undefined;
  const text = workedReply({
    title: 'Un cuerpo que sube por un plano inclinado con velocidad constante',
    data: [
      `m = ${fmt(m.kg, 4)} kg`,
      `θ = ${fmt(theta, 4)}°`,
      mu > 0 ? `μ = ${fmt(mu, 4)}` : 'sin rozamiento',
      ...(length ? [`d = ${fmt(d, 4)} m a lo largo del plano`] : []),
      ...(time ? [`t = ${fmt(inBase(time), 4)} s`] : []),
      'fuerza paralela al plano, velocidad constante',
    ].join('; '),
    steps: [
      `Con velocidad constante la fuerza neta es cero${v === undefined ? '' : ` (la velocidad, $v = \\frac{d}{t} ${eq(v)} ${n(v)}$ m/s, no cambia las fuerzas)`}: a lo largo del plano la fuerza que lo sube equilibra la componente del peso${mu > 0 ? ' y el rozamiento' : ''} (${gLine(s)}).`,
      `$F = m g \\operatorname{sen}\\theta${mu > 0 ? ' + \\mu m g \\cos\\theta' : ''} = ${n(alongWeight)}${mu > 0 ? ` + ${n(rub)}` : ''} ${eq(F)} ${n(F)}$ N.`,
      ...(length
        ? [
            `Trabajos en los ${fmt(d, 4)} m: $W_F = F d ${eq(works.force)} ${n(works.force)}$ J; $W_P = -m g \\operatorname{sen}\\theta \\, d ${eq(works.weight)} ${n(works.weight)}$ J${mu > 0 ? `; $W_r = -\\mu m g \\cos\\theta \\, d ${eq(works.friction)} ${n(works.friction)}$ J` : ''}; la normal no trabaja.`,
            'Trabajo neto: la suma da cero, como pide el teorema del trabajo y la energía (la energía cinética no cambia).',
          ]
        : []),
    ],
    answer: `**${answer}**`,
    closing: '¿Cuánto más fuerza haría falta para subirlo acelerando a 1 m/s²?',
  });
  const used = [
    m.index,
    angle.index,
    ...trig.used,
    ...(friction.index === undefined ? [] : [friction.index]),
    ...(length ? [length.index] : []),
    ...(time ? [time.index] : []),
  ];
  const unused = unusedNumbers(s, used);
  return unused.length === 0
    ? { certain: true, text }
    : { certain: false, text: uncertainReply(text, unused) };
}

/**
 * The force alone of a pull up the plane at a constant speed, for the incline readings of the forces:
 * a statement without energy words («la intensidad de la fuerza aplicada») is theirs to answer.
 */
export function solveConstantPullForce(message: string): SolverReply | undefined {
  const s = readStatement(message);
  if (!INCLINE.test(s.folded)) return undefined;
  const question = askedClause(s);
  return pullAsked(question) === 'magnitude' ? constantPull(s, question) : undefined;
}

/** A force said to be horizontal: its component along the plane is F·cos θ, and it presses the body on it. */
const HORIZONTAL_FORCE =
  /fuerza horizontal|horizontalmente|fuerza[^.;]{0,25}\bhorizontal\b|fuerza paralela al (?:piso|suelo)|paralela a la horizontal/;
/** A force along the motion, whichever way the body goes: «paralela al plano y en el sentido del movimiento». */
const ALONG_MOTION =
  /(?:en el (?:mismo )?sentido|a favor|en la (?:misma )?direccion y sentido) del (?:movimiento|desplazamiento)/;
const FROM_REST = /reposo|sin velocidad inicial/;
const ASKS_SPEED = /velocidad|rapidez|que tan rapido/;
/** A speed at another moment than the end of the stretch: «velocidad media», «a la mitad del recorrido». */
const OTHER_SPEED = /media|promedio|mitad|maxima|minima|inicial|cuando|a los|despues de|antes de/;

/** The lengths of a statement, leaving out one the question names again («al final de esos 2 m»). */
function ownLengths(s: Statement, question: string) {
  const start = s.folded.lastIndexOf(question);
  const lengths = ofDimension(s, 'length');
  return lengths.filter(
    (length, i) =>
      !(
        start >= 0 &&
        length.index >= start &&
        lengths.slice(0, i).some((earlier) => earlier.index < start && inBase(earlier) === inBase(length))
      ),
  );
}

/**
 * A body moved up the plane by a push the other readings leave: a horizontal force (along the plane
 * F·cos θ, and it presses the body, N = m·g·cos θ + F·sen θ), the speed reached from rest (½·m·v² =
 * W_neto), the work of a force along the motion (F·d, whatever the mass), or the friction's work on a
 * body dragged up with no force typed (N = m·g·cos θ). Each work W = F·d·cos φ; undefined otherwise.
 */
function pushedUp(s: Statement, question: string): SolverReply | undefined {
  const work = askedWork(question);
  const asked =
    work ??
    (ASKS_SPEED.test(question) &&
    !/trabajo|energia|potencia|tiempo|tarda|aceleracion/.test(question) &&
    !OTHER_SPEED.test(question)
      ? 'speed'
      : undefined);
  if (!asked) return undefined;
  const repeated = restatedForces(s, question);
  const forces = readForces(s).filter((force) => !repeated.includes(force.index));
  const horizontal = HORIZONTAL_FORCE.test(s.folded);
  const [force] = forces;
  if (forces.length > 1 || (horizontal && !force)) return undefined;
  const alongMotion =
    !horizontal && force !== undefined && ALONG_MOTION.test(s.folded) && /paralel/.test(s.folded);
  const draggedUp = !force && asked === 'friction';
  // Which readings are this one's; the rest stay with the other readings of this file.
  if (!(horizontal || asked === 'speed' || (asked === 'force' && alongMotion) || draggedUp)) return undefined;
  if (force && !horizontal && !/paralel/.test(s.folded)) return undefined;
  if (s.quantities.some((q) => !['mass', 'length'].includes(q.unit.dimension))) return undefined;
  if (/altura/.test(s.folded)) return undefined;
  const ms = masses(s);
  const lengths = ownLengths(s, question);
  const angles = distinctAngles(s);
  const [m] = ms;
  const [length] = lengths;
  const [angle] = angles;
  if (!length || !angle || ms.length > 1 || lengths.length !== 1 || angles.length !== 1) return undefined;
  const up = UP.test(s.folded);
  const down = DOWN.test(s.folded);
  // Pushed or dragged, the body goes up the plane (a force along the motion needs no sense said).
  if (!(alongMotion && asked === 'force') && (!up || down)) return undefined;
  const d = inBase(length);
  const theta = angle.degrees;
  if (!(d > 0 && theta > 0 && theta < 90)) return undefined;
  const trig = trigOf(s, theta);
  const friction = readKineticFriction(s, true);
  const F = force?.newtons ?? 0;
  // A length the question names again («al final de esos 2 m») is the same stretch.
  const restatedLengths = ofDimension(s, 'length')
    .filter((q) => !lengths.includes(q))
    .map((q) => q.index);
  const used = [
    length.index,
    angle.index,
    ...trig.used,
    ...repeated,
    ...restatedLengths,
    ...(force ? [force.index] : []),
  ];
  const data = [
    ...(m ? [`m = ${fmt(m.kg, 4)} kg`] : []),
    `d = ${fmt(d, 4)} m a lo largo del plano`,
    `θ = ${fmt(theta, 4)}°`,
    ...(force
      ? [
          `F = ${force.typed}, ${horizontal ? 'horizontal' : alongMotion ? 'paralela al plano, en el sentido del movimiento' : 'paralela al plano, hacia arriba'}`,
        ]
      : []),
    ...(friction ? [friction.value > 0 ? `μ = ${fmt(friction.value, 4)}` : 'sin rozamiento'] : []),
    ...(asked === 'speed' ? ['parte del reposo'] : []),
  ];
  const wF = horizontal ? F * d * trig.cos : F * d;
  const forceStep = horizontal
    ? `Fuerza horizontal: forma θ = ${fmt(theta, 4)}° con el plano, así que su componente a lo largo del plano es $F \\cos\\theta = ${n(F)} \\cdot ${n(trig.cos)} ${eq(F * trig.cos)} ${n(F * trig.cos)}$ N, a favor del desplazamiento: $W_F = F \\cdot d \\cdot \\cos\\theta = ${n(F)} \\cdot ${n(d)} \\cdot ${n(trig.cos)} ${eq(wF)} ${n(wF)}$ J.`
    : `Fuerza aplicada, paralela al plano y a favor del desplazamiento (φ = 0°): $W_F = F \\cdot d = ${n(F)} \\cdot ${n(d)} ${eq(wF)} ${n(wF)}$ J.`;
  const finish = (steps: string[], answer: string, closing: string): SolverReply => {
    const text = workedReply({
      title: 'Trabajo de las fuerzas sobre un cuerpo que sube por un plano inclinado',
      data: data.join('; '),
      steps,
      answer: `**${answer}**`,
      closing,
    });
    // «Redondeá a 2 decimales» asks a rounding: its number is no datum.
    const rounding = /redonde[^.;)?]*/.exec(s.folded);
    const inRounding = rounding
      ? typedNumbers(s)
          .filter(
            (found) => found.index >= rounding.index && found.index < rounding.index + rounding[0].length,
          )
          .map((found) => found.index)
      : [];
    const unused = unusedNumbers(s, [...used, ...inRounding]);
    return unused.length === 0
      ? { certain: true, text }
      : { certain: false, text: uncertainReply(text, unused) };
  };
  if (asked === 'force') {
    if (!force) return undefined;
    // Neither the mass nor the friction changes the work of this force: they are data of other works.
    if (m) used.push(m.index);
    if (friction?.index !== undefined) used.push(friction.index);
    return finish(
      [
        `Cada fuerza hace $W = F \\cdot d \\cdot \\cos\\varphi$, con φ el ángulo entre la fuerza y el desplazamiento, que va a lo largo del plano.`,
        forceStep,
        ...(horizontal
          ? []
          : [
              `El ángulo del plano (${fmt(theta, 4)}°) no entra: la fuerza va a lo largo del desplazamiento.`,
            ]),
      ],
      `W_F ${relation(wF)} ${fmt(wF)} J`,
      '¿Qué trabajo haría la misma fuerza si fuera horizontal?',
    );
  }
  if (!m || !friction) return undefined;
  used.push(m.index, ...(friction.index === undefined ? [] : [friction.index]));
  const mu = friction.value;
  const mg = m.kg * s.g;
  const alongWeight = mg * trig.sin;
  const pressing = horizontal ? F * trig.sin : 0;
  const normal = mg * trig.cos + pressing;
  const rub = mu * normal;
  const wP = -alongWeight * d;
  const wR = -rub * d;
  const wNet = wF + wP + wR;
  const netForce = (horizontal ? F * trig.cos : F) - alongWeight - rub;
  const steps = [
    `El cuerpo sube ${fmt(d, 4)} m por el plano. Cada fuerza hace $W = F \\cdot d \\cdot \\cos\\varphi$, con φ el ángulo entre la fuerza y el desplazamiento (${gLine(s)}).`,
    ...(force
      ? [forceStep]
      : [
          'El enunciado no da la fuerza que lo sube: se toma a lo largo del plano, así que no cambia la normal.',
        ]),
    `Peso: su componente a lo largo del plano, $m g \\operatorname{sen}\\theta = ${n(m.kg)} \\cdot ${n(s.g)} \\cdot ${n(trig.sin)} ${eq(alongWeight)} ${n(alongWeight)}$ N, va en contra del desplazamiento: $W_P = -m g \\operatorname{sen}\\theta \\cdot d ${eq(wP)} ${n(wP)}$ J.`,
    horizontal
      ? `Normal: equilibra lo que aprieta al cuerpo contra el plano, el peso y la fuerza horizontal: $N = m g \\cos\\theta + F \\operatorname{sen}\\theta = ${n(mg * trig.cos)} + ${n(pressing)} ${eq(normal)} ${n(normal)}$ N. Es perpendicular al desplazamiento: $W_N = 0$.`
      : `Normal: $N = m g \\cos\\theta = ${n(m.kg)} \\cdot ${n(s.g)} \\cdot ${n(trig.cos)} ${eq(normal)} ${n(normal)}$ N, perpendicular al desplazamiento: $W_N = 0$.`,
    mu > 0
      ? `Rozamiento: $F_r = \\mu N = ${n(mu)} \\cdot ${n(normal)} ${eq(rub)} ${n(rub)}$ N, en contra del desplazamiento: $W_r = -F_r \\cdot d ${eq(wR)} ${n(wR)}$ J.`
      : 'Sin rozamiento: $W_r = 0$.',
  ];
  if (asked === 'friction')
    return finish(
      steps,
      mu > 0 ? `W_r ${relation(wR)} ${fmt(wR)} J` : 'W_r = 0 J',
      '¿Qué trabajo hizo el peso en ese tramo?',
    );
  if (asked === 'weight' || asked === 'normal')
    return finish(
      steps,
      asked === 'weight' ? `W_P ${relation(wP)} ${fmt(wP)} J` : 'W_N = 0 J',
      '¿Cuánto vale el trabajo neto?',
    );
  if (!force) return undefined;
  // It must go up on its own push: the net force along the plane points up the plane.
  if (!(netForce > 0)) return undefined;
  steps.push(
    `Trabajo neto, la suma: $W_{neto} = ${n(wF)} ${wP < 0 ? '-' : '+'} ${n(Math.abs(wP))}${mu > 0 ? ` - ${n(Math.abs(wR))}` : ''} ${eq(wNet)} ${n(wNet)}$ J. Comprobá: la fuerza neta a lo largo del plano, $${n(netForce)}$ N, por $d$ da $${n(netForce * d)}$ J.`,
  );
  if (asked === 'speed') {
    if (!FROM_REST.test(s.folded)) return undefined;
    const v = Math.sqrt((2 * wNet) / m.kg);
    steps.push(
      `Teorema del trabajo y la energía, desde el reposo: $\\frac{1}{2} m v^2 = W_{neto}$, así que $v = \\sqrt{\\frac{2 W_{neto}}{m}} = \\sqrt{\\frac{2 \\cdot ${n(wNet)}}{${n(m.kg)}}} ${eq(v)} ${tex(v, 4)}$ m/s. Comprobá: $\\frac{1}{2} \\cdot ${n(m.kg)} \\cdot ${tex(v, 4)}^2 ${eq(0.5 * m.kg * v * v)} ${n(0.5 * m.kg * v * v)}$ J.`,
    );
    // «Redondeá a dos decimales»: the decimals asked, trailing zeros kept (4,90).
    const decimals = roundingAsked(s.folded).decimals;
    const speed =
      decimals === undefined
        ? `v ${relation(v, 3)} ${fmt(v, 2)} m/s`
        : `v ${Math.abs(Number(v.toFixed(decimals)) - v) < 1e-9 ? '=' : '≈'} ${v.toFixed(decimals).replace('.', ',')} m/s`;
    return finish(steps, speed, '¿Qué rapidez tendría si el plano no tuviera rozamiento?');
  }
  if (asked === 'kinetic') {
    steps.push('Teorema del trabajo y la energía: la energía cinética que gana es el trabajo neto.');
    return finish(
      steps,
      `ΔEc = W_neto ${relation(wNet)} ${fmt(wNet)} J`,
      '¿Con qué rapidez termina el tramo, si lo empezó en reposo?',
    );
  }
  if (asked === 'net')
    return finish(
      steps,
      `W_neto ${relation(wNet)} ${fmt(wNet)} J`,
      '¿Con qué rapidez termina el tramo, si lo empezó en reposo?',
    );
  const show = (label: string, value: number) => `${label} ${relation(value)} ${fmt(value)} J`;
  return finish(
    steps,
    [
      show('W_neto', wNet),
      show('W_F', wF),
      show('W_P', wP),
      ...(mu > 0 ? [show('W_r', wR)] : []),
      'W_N = 0 J',
    ].join('; '),
    '¿Cuánto cambió la energía cinética del cuerpo en ese tramo?',
  );
}

/** A reply for the works of the forces on an incline, or undefined when the statement is not one. */
export function solveInclineWork(message: string): SolverReply | undefined {
  const s = readStatement(message);
  if (!INCLINE.test(s.folded)) return undefined;
  const question = askedClause(s);
  const pulled = constantPull(s, question);
  if (pulled) return pulled;
  const pushed = pushedUp(s, question);
  if (pushed) return pushed;
  const asked = askedWork(question);
  if (!asked) return undefined;
  const repeated = restatedForces(s, question);
  if (s.quantities.some((q) => !['mass', 'length'].includes(q.unit.dimension))) return undefined;
  if (otherSetting(s)) return undefined;
  const ms = masses(s);
  const lengths = ofDimension(s, 'length');
  const angles = distinctAngles(s);
  // A force the asked clause names again is the same force, not a second one.
  const forces = readForces(s).filter((force) => !repeated.includes(force.index));
  const [m] = ms;
  const [length] = lengths;
  const [angle] = angles;
  if (!m || !length || !angle || ms.length !== 1 || lengths.length !== 1 || angles.length !== 1)
    return undefined;
  if (forces.length > 1) return undefined;
  const [force] = forces;
  const up = UP.test(s.folded);
  const down = DOWN.test(s.folded);
  // The weight's work and the normal's depend neither on the friction nor on what moves the body: a
  // statement that says which way the body goes answers them, whatever it says of friction.
  const friction = readKineticFriction(s, true);
  const frictionUnsaid = !friction && !/rozamiento|friccion|μ/.test(s.folded);
  if ((asked === 'weight' || asked === 'normal') && (friction || frictionUnsaid) && up !== down)
    return weightAlone(s, asked, { m, length, angle }, { force, friction, up, repeated });
  // A pushed body goes up the plane; one without a push slides down.
  if (force ? !up || down || !/paralel/.test(s.folded) : !down || up) return undefined;
  if (!friction) return undefined;
  const mu = friction.value;
  const used = [m.index, length.index, angle.index, ...repeated];
  if (friction.index !== undefined) used.push(friction.index);
  if (force) used.push(force.index);

  const d = inBase(length);
  const theta = angle.degrees;
  if (!(d > 0 && theta > 0 && theta < 90)) return undefined;
  const trig = trigOf(s, theta);
  used.push(...trig.used);
  const mg = m.kg * s.g;
  const alongWeight = mg * trig.sin;
  const normal = mg * trig.cos;
  const rub = mu * normal;
  const F = force?.newtons ?? 0;
  const wF = F * d;
  const wP = (force ? -1 : 1) * alongWeight * d;
  const wR = -rub * d;
  const wNet = wF + wP + wR;
  const netForce = force ? F - alongWeight - rub : alongWeight - rub;
  // A body let go slides only when the weight along the plane beats the friction.
  if (!force && !(netForce > 0)) return undefined;

  const data = [
    `m = ${fmt(m.kg, 4)} kg`,
    `d = ${fmt(d, 4)} m a lo largo del plano`,
    `θ = ${fmt(theta, 4)}°`,
    ...(force ? [`F = ${force.typed}, paralela al plano, hacia arriba`] : []),
    mu > 0 ? `μ = ${fmt(mu, 4)}` : 'sin rozamiento',
  ];
  const steps = [
    `El cuerpo ${force ? 'sube' : 'baja'} ${fmt(d, 4)} m por el plano. Cada fuerza hace $W = F \\cdot d \\cdot \\cos\\varphi$, con φ el ángulo entre la fuerza y el desplazamiento (${gLine(s)}).`,
    ...(force
      ? [
          `Fuerza aplicada, a favor del desplazamiento: $W_F = F \\cdot d = ${n(F)} \\cdot ${n(d)} ${eq(wF)} ${n(wF)}$ J.`,
        ]
      : []),
    `Peso: su componente a lo largo del plano es $m g \\operatorname{sen}\\theta = ${n(m.kg)} \\cdot ${n(s.g)} \\cdot ${n(trig.sin)} ${eq(alongWeight)} ${n(alongWeight)}$ N, ${force ? 'en contra' : 'a favor'} del desplazamiento: $W_P = ${force ? '-' : ''}m g \\operatorname{sen}\\theta \\cdot d ${eq(wP)} ${n(wP)}$ J.`,
    `Normal: perpendicular al plano, $N = m g \\cos\\theta ${eq(normal)} ${n(normal)}$ N, no hace trabajo: $W_N = 0$.`,
    mu > 0
      ? `Rozamiento: $F_r = \\mu N ${eq(rub)} ${n(rub)}$ N, siempre en contra del desplazamiento: $W_r = -F_r \\cdot d ${eq(wR)} ${n(wR)}$ J.`
      : 'Sin rozamiento: $W_r = 0$.',
    `Trabajo neto, la suma: $W_{neto} ${eq(wNet)} ${n(wNet)}$ J. Comprobá: la fuerza neta a lo largo del plano, $${n(netForce)}$ N, por $d$ da $${n(netForce * d)}$ J, lo mismo.`,
    ...(asked === 'kinetic'
      ? [
          'Teorema del trabajo y la energía: la energía cinética que gana es el trabajo neto, $\\Delta E_c = W_{neto}$.',
        ]
      : []),
  ];
  const shown = (label: string, value: number) => `${label} ${relation(value)} ${fmt(value)} J`;
  const parts: Record<Exclude<Asked, 'each'>, string> = {
    net: shown('W_neto', wNet),
    force: shown('W_F', wF),
    weight: shown('W_P', wP),
    friction: mu > 0 ? shown('W_r', wR) : 'W_r = 0 J',
    normal: 'W_N = 0 J',
    kinetic: `ΔEc = W_neto ${relation(wNet)} ${fmt(wNet)} J`,
  };
  if (asked === 'force' && !force) return undefined;
  const every = [
    parts.net,
    ...(force ? [parts.force] : []),
    parts.weight,
    ...(mu > 0 ? [parts.friction] : []),
    parts.normal,
  ];
  const answer = asked === 'each' ? every.join('; ') : parts[asked];
  const text = workedReply({
    title: 'Trabajo de cada fuerza en un plano inclinado',
    data: data.join('; '),
    steps,
    answer: `**${answer}**`,
    closing:
      asked === 'kinetic'
        ? '¿Con qué velocidad termina el tramo, si lo empezó en reposo?'
        : '¿Cuánto cambió la energía cinética del cuerpo en ese tramo?',
  });
  const unused = unusedNumbers(s, used);
  const certain = unused.length === 0;
  return { certain, text: certain ? text : uncertainReply(text, unused) };
}

/** The work of the weight (or of the normal) alone along the plane, whatever the friction: m·g·sen θ·d. */
function weightAlone(
  s: ReturnType<typeof readStatement>,
  asked: Asked,
  body: {
    m: { kg: number; index: number };
    length: Parameters<typeof inBase>[0];
    angle: { degrees: number; index: number };
  },
  move: {
    force: { index: number; typed: string } | undefined;
    friction: { value: number; index?: number } | undefined;
    up: boolean;
    repeated: readonly number[];
  },
): SolverReply | undefined {
  const { m, length, angle } = body;
  const { force, friction, up, repeated } = move;
  const d = inBase(length);
  const theta = angle.degrees;
  if (!(d > 0 && theta > 0 && theta < 90)) return undefined;
  const trig = trigOf(s, theta);
  const alongWeight = m.kg * s.g * trig.sin;
  const wP = (up ? -1 : 1) * alongWeight * d;
  const used = [
    m.index,
    length.index,
    angle.index,
    ...trig.used,
    ...(force ? [force.index] : []),
    ...(friction?.index === undefined ? [] : [friction.index]),
    ...repeated,
  ];
  const text = workedReply({
    title:
      asked === 'normal'
        ? 'Trabajo de la normal en un plano inclinado'
        : 'Trabajo del peso en un plano inclinado',
    data: [
      `m = ${fmt(m.kg, 4)} kg`,
      `d = ${fmt(d, 4)} m a lo largo del plano`,
      `θ = ${fmt(theta, 4)}°`,
      ...(force ? [`F = ${force.typed} (no cambia el trabajo del peso)`] : []),
      ...(friction
        ? [
            friction.value > 0
              ? `μ = ${fmt(friction.value, 4)} (no cambia el trabajo del peso)`
              : 'sin rozamiento',
          ]
        : []),
    ].join('; '),
    steps:
      asked === 'normal'
        ? [
            'La normal es perpendicular al plano y el cuerpo se mueve a lo largo de él (cos 90° = 0): $W_N = 0$.',
          ]
        : [
            `Solo la componente del peso a lo largo del plano trabaja: $m g \\operatorname{sen}\\theta = ${n(m.kg)} \\cdot ${n(s.g)} \\cdot ${n(trig.sin)} ${eq(alongWeight)} ${n(alongWeight)}$ N (${gLine(s)}).`,
            `El cuerpo ${up ? 'sube' : 'baja'}: esa componente va ${up ? 'en contra' : 'a favor'} del desplazamiento, $W_P = ${up ? '-' : ''}m g \\operatorname{sen}\\theta \\cdot d ${eq(wP)} ${n(wP)}$ J. Es lo mismo que $${up ? '-' : ''}m g h$ con la altura que ${up ? 'sube' : 'baja'}, $h = d \\operatorname{sen}\\theta$.`,
          ],
    answer: `**${asked === 'normal' ? 'W_N = 0 J' : `W_P ${relation(wP)} ${fmt(wP)} J`}**`,
    closing: '¿Cambiaría el trabajo del peso si el plano tuviera rozamiento?',
  });
  const unused = unusedNumbers(s, used);
  return unused.length === 0
    ? { certain: true, text }
    : { certain: false, text: uncertainReply(text, unused) };
}

export const inclineWorkSolver = declareSolver({
  name: 'solve_incline_work',
  offer: 'trabajo de cada fuerza en un plano inclinado',
  summary:
    'The work of each force on a body that goes a distance along an inclined plane, pushed up by a force parallel to the plane or sliding down on its own: the applied force, the weight (m·g·sen θ·d), the normal (zero) and the friction (−μ·m·g·cos θ·d), and the net work, checked against the net force times the distance. Pass the whole statement.',
  examples: [
    'Un bloque de 5 kg sube 4 m a lo largo de un plano inclinado de 30° empujado por una fuerza de 50 N paralela al plano. El coeficiente de rozamiento es 0,2. Calculá el trabajo de cada fuerza y el trabajo total.',
    'Un cuerpo de 2 kg se desliza 3 m hacia abajo por un plano inclinado de 37° con coeficiente de rozamiento 0,25. ¿Cuál es el trabajo neto?',
  ],
  parameters: { problem: 'the work problem as written' },
  solve: solveInclineWork,
});
