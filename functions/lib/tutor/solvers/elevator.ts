/**
 * A body in an elevator: what a scale marks (the apparent weight, the floor's normal force) and the
 * cable's tension, going up or down, speeding up, braking (with the acceleration given, or from a change
 * of speed in a time), at constant speed or in free fall.
 */

import { at } from '../../../../shared/lib/must.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import { COUNT_WORDS, fmt, relation, tex } from './numbers.ts';
import {
  askedClause,
  gLine,
  inBase,
  masses,
  ofDimension,
  readForces,
  readStatement,
  type Statement,
  texResult,
  unusedNumbers,
} from './physics.ts';
import { workedReply } from './reply.ts';

const n = (value: number) => tex(value, 4);
const CUE = /\b(?:ascensor|elevador|montacargas|cabina)\b/;
const PERSON =
  /persona|hombre|mujer|chic[oa]|nin[oa]|estudiante|alumn[oa]|pasajer[oa]|senor|joven|muchach[oa]|usted|vos\b|bolsa|paquete|caja|cuerpo|objeto/;

type Asked = 'scale' | 'tension';

/** The acceleration, up positive, and how the statement said it; undefined when it does not say. */
function motion(s: Statement): { a: number; line: string; used: number[] } | 'unclear' {
  const f = s.folded;
  if (/caida libre|se corta el cable|se rompe el cable|cae libremente/.test(f)) {
    return {
      a: -s.g,
      line: `En caída libre la cabina acelera hacia abajo con g: a = −${fmt(s.g)} m/s².`,
      used: [],
    };
  }
  const accelerations = ofDimension(s, 'acceleration');
  const speeds = ofDimension(s, 'speed');
  if (/velocidad constante|rapidez constante|movimiento uniforme|\bmru\b/.test(f)) {
    if (accelerations.length) return 'unclear';
    return {
      a: 0,
      line: 'Con velocidad constante la aceleración es cero: la fuerza neta es nula.',
      used: speeds.map((q) => q.index),
    };
  }
  if (/(?:esta )?(?:en reposo|detenid[oa]|quiet[oa])/.test(f) && !accelerations.length) {
    return { a: 0, line: 'En reposo la aceleración es cero: la fuerza neta es nula.', used: [] };
  }
  const change = speedChange(s, accelerations.length);
  if (change) return change;
  const [q] = accelerations;
  if (!q || accelerations.length !== 1 || speeds.length) return 'unclear';
  const a = Math.abs(inBase(q));
  // «Empieza a bajar», «arranca subiendo»: it speeds up from rest along that way.
  const up =
    /\b(?:sube|subiendo|asciende|ascendiendo|hacia arriba)\b|\b(?:empieza|comienza|arranca) a (?:subir|ascender)\b/.test(
      f,
    );
  const down =
    /\b(?:baja|bajando|desciende|descendiendo|hacia abajo)\b|\b(?:empieza|comienza|arranca) a (?:bajar|descender)\b/.test(
      f,
    );
  const braking = /frena|frenando|desacelera|retarda|detenerse|se detiene|disminuye su velocidad/.test(f);
  // «con una aceleración de 1,5 m/s² dirigida hacia abajo»: the number's decimal comma is no clause's end.
  const explicitWay = (way: string) =>
    new RegExp(
      `aceleracion (?:de [^,.;]{0,20}|de [\\d.,]+\\s*\\S+\\s+(?:(?:dirigida|orientada|que apunta|apuntando)\\s+)?)?hacia ${way}|acelera hacia ${way}`,
      'g',
    );
  const explicit = (way: string) => explicitWay(way).test(f);
  // The motion the words say, the acceleration's own way left out.
  const motion = f.replace(explicitWay('arriba'), ' ').replace(explicitWay('abajo'), ' ');
  const movesUp = /\b(?:sube|subiendo|asciende|ascendiendo|hacia arriba)\b/.test(motion);
  const movesDown = /\b(?:baja|bajando|desciende|descendiendo|hacia abajo)\b/.test(motion);
  const explicitUp = explicit('arriba');
  const explicitDown = explicit('abajo');
  let sign: 1 | -1;
  let line: string;
  // Words that say another way than the one said for the acceleration («sube acelerando… hacia abajo»).
  if (
    explicitUp !== explicitDown &&
    movesUp !== movesDown &&
    (movesUp ? 1 : -1) * (braking ? -1 : 1) !== (explicitUp ? 1 : -1)
  )
    return 'unclear';
  if (explicitUp !== explicitDown) {
    sign = explicitUp ? 1 : -1;
    line = `La aceleración apunta hacia ${explicitUp ? 'arriba' : 'abajo'}: a = ${explicitUp ? '' : '−'}${fmt(a)} m/s² (positivo hacia arriba).`;
  } else if (up !== down) {
    // Speeding up points the acceleration along the motion; braking points it against.
    sign = ((up ? 1 : -1) * (braking ? -1 : 1)) as 1 | -1;
    line = `${up ? 'Sube' : 'Baja'}${braking ? ' frenando: la aceleración va en contra del movimiento' : ' acelerando: la aceleración va en el sentido del movimiento'}, hacia ${sign > 0 ? 'arriba' : 'abajo'}. Con el eje positivo hacia arriba, a = ${sign > 0 ? '' : '−'}${fmt(a)} m/s².`;
  } else return 'unclear';
  return { a: sign * a, line, used: [q.index] };
}

/**
 * The acceleration from a change of speed in a time ("parte del reposo y alcanza 3 m/s en 2 s", "baja a
 * 4 m/s y se detiene en 2 s", "pasa de 2 m/s a 5 m/s en 3 s"): undefined when the statement gives none,
 * 'unclear' when it does not say which way the elevator goes or the words and the speeds disagree.
 */
function speedChange(
  s: Statement,
  givenAccelerations: number,
): { a: number; line: string; used: number[] } | 'unclear' | undefined {
  const speeds = ofDimension(s, 'speed');
  const times = ofDimension(s, 'time');
  const lengths = ofDimension(s, 'length');
  const [time] = times;
  const [length] = lengths;
  // In a time, or along a distance («frena hasta detenerse en 2 m»): one of the two.
  if (givenAccelerations || !speeds.length || times.length + lengths.length !== 1 || !(time || length))
    return undefined;
  const f = s.folded;
  const fromRest = /(?:parte|arranca|sale) (?:del|desde el) reposo|desde el reposo/.test(f);
  const stops = /se detiene|hasta detenerse|hasta quedar detenid|hasta parar/.test(f);
  const [first, second] = speeds.map(inBase);
  let v0: number;
  let v1: number;
  if (speeds.length === 2 && first !== undefined && second !== undefined && !fromRest && !stops) {
    v0 = first;
    v1 = second;
  } else if (speeds.length === 1 && first !== undefined && fromRest !== stops) {
    v0 = fromRest ? 0 : first;
    v1 = fromRest ? first : 0;
  } else return 'unclear';
  const t = time ? inBase(time) : Number.NaN;
  const d = length ? inBase(length) : Number.NaN;
  const up = /\b(?:sube|subiendo|asciende|ascendiendo|hacia arriba)\b/.test(f);
  const down = /\b(?:baja|bajando|desciende|descendiendo|hacia abajo)\b/.test(f);
  const speedingUp = v1 > v0;
  const braking = /frena|desacelera|retarda/.test(f);
  if (!(time ? t > 0 : d > 0) || v0 === v1 || up === down || (braking && speedingUp)) return 'unclear';
  const magnitude = time ? Math.abs(v1 - v0) / t : Math.abs(v1 ** 2 - v0 ** 2) / (2 * d);
  const sign = (up ? 1 : -1) * (speedingUp ? 1 : -1);
  const approx = relation(magnitude, 4) === '=' ? '=' : '\\approx';
  const how = time
    ? `en ${fmt(t, 4)} s: $|a| = \\frac{|\\Delta v|}{\\Delta t} = \\frac{${tex(Math.abs(v1 - v0), 4)}}{${tex(t, 4)}} ${approx} ${tex(magnitude, 4)}$ m/s².`
    : `en ${fmt(d, 4)} m: $v^2 = v_0^2 \\pm 2 |a| d \\Rightarrow |a| = \\frac{|v^2 - v_0^2|}{2d} = \\frac{${tex(Math.abs(v1 ** 2 - v0 ** 2), 4)}}{2 \\cdot ${tex(d, 4)}} ${approx} ${tex(magnitude, 4)}$ m/s².`;
  return {
    a: sign * magnitude,
    line: `${up ? 'Sube' : 'Baja'} y su rapidez pasa de ${fmt(v0, 4)} m/s a ${fmt(v1, 4)} m/s ${how} ${speedingUp ? 'Acelera: la aceleración va en el sentido del movimiento' : 'Frena: la aceleración va en contra del movimiento'}, hacia ${sign > 0 ? 'arriba' : 'abajo'}; con el eje positivo hacia arriba, a = ${sign > 0 ? '' : '−'}${fmt(magnitude, 4)} m/s².`,
    used: [...speeds.map((q) => q.index), ...(time ? [time.index] : []), ...(length ? [length.index] : [])],
  };
}

/**
 * An elevator in stages, one speeding up with the acceleration given and one at constant speed («parte
 * del reposo y sube acelerando a 2 m/s² durante 3 s; luego sigue a velocidad constante»), the question
 * naming the stage («mientras acelera», «mientras sube a velocidad constante»): that stage's acceleration.
 * A stage's duration does not change the force. Undefined for anything else: a braking stage said
 * besides (its acceleration is not the one given), or the speeding-up stage said in the same clause as
 * the constant one (its way is not read apart).
 */
function stageOf(s: Statement, question: string): { a: number; line: string; used: number[] } | undefined {
  const f = s.folded;
  const constant = /velocidad constante|rapidez constante/;
  if (!constant.test(f) || /fren|desacelera|detiene|detenerse|retarda/.test(f)) return undefined;
  const accelerations = ofDimension(s, 'acceleration');
  const [given] = accelerations;
  if (!given || accelerations.length !== 1 || ofDimension(s, 'speed').length) return undefined;
  const asksConstant = /(?:velocidad|rapidez) constante|movimiento uniforme/.test(question);
  const asksSpeedingUp =
    /mientras acelera|acelerando|(?:al|el|durante el|en el) arranque|al arrancar|(?:primer|1er) tramo|aumenta su (?:velocidad|rapidez)/.test(
      question,
    );
  if (asksConstant === asksSpeedingUp) return undefined;
  const times = ofDimension(s, 'time');
  const durations = times.length
    ? ` La duración del tramo (${times.map((t) => `${fmt(t.value, 4)} ${t.unit.symbol}`).join(', ')}) no cambia la fuerza.`
    : '';
  const used = [given.index, ...times.map((t) => t.index)];
  if (asksConstant)
    return {
      a: 0,
      line: `En el tramo a velocidad constante la aceleración es cero: la fuerza neta es nula (los ${fmt(inBase(given), 4)} m/s² son del tramo en que acelera).${durations}`,
      used,
    };
  // The speeding-up stage's way, read without the clause of the constant one.
  const apart = f
    .split(/[.;]/)
    .filter((clause) => !constant.test(clause))
    .join('; ');
  if (
    !/acelera|arranca|parte del reposo|desde el reposo/.test(apart) ||
    !apart.includes(fmt(given.value, 4).toLowerCase())
  )
    return undefined;
  const how = motion({ ...s, folded: apart });
  if (how === 'unclear' || how.a === 0) return undefined;
  return { a: how.a, line: `${how.line}${durations}`, used };
}

/**
 * One stage only, speeding up for a time said after its acceleration («arranca hacia arriba desde el
 * reposo con 1,5 m/s² durante 4 s»), the force asked while it lasts: the time does not change the force.
 */
function oneTimedStage(
  s: Statement,
  question: string,
): { a: number; line: string; used: number[] } | undefined {
  const [given] = ofDimension(s, 'acceleration');
  const [time] = ofDimension(s, 'time');
  if (!given || !time || ofDimension(s, 'acceleration').length + ofDimension(s, 'time').length !== 2)
    return undefined;
  if (
    ofDimension(s, 'speed').length ||
    /(?:velocidad|rapidez) constante|fren|desacelera|detiene|luego|despues|uniforme/.test(s.folded)
  )
    return undefined;
  if (!/^[\d.,]*\s*m\/s\S*\s+durante $/.test(s.folded.slice(given.index, time.index))) return undefined;
  if (/despues|luego|al cabo|a los|cuando|al final/.test(question)) return undefined;
  const how = motion(s);
  if (how === 'unclear' || how.a === 0) return undefined;
  return {
    a: how.a,
    line: `${how.line} La duración del tramo (${fmt(time.value, 4)} ${time.unit.symbol}) no cambia la fuerza.`,
    used: [...how.used, time.index],
  };
}

/**
 * An elevator that starts from rest, reaches a speed in a time and later brakes to a stop in another
 * («parte del reposo y alcanza 3 m/s en 2 s; … luego frena hasta detenerse en 3 s»), the question naming
 * the stage («durante el arranque», «durante el frenado»): that stage's acceleration, v/t, its way from
 * whether it goes up or down. Undefined for anything else.
 */
function changeStages(
  s: Statement,
  question: string,
): { a: number; line: string; used: number[] } | undefined {
  const f = s.folded;
  const speeds = ofDimension(s, 'speed');
  const times = ofDimension(s, 'time');
  const [speed] = speeds;
  const [t1, t2] = times;
  if (!speed || !t1 || !t2 || speeds.length !== 1 || times.length !== 2) return undefined;
  if (ofDimension(s, 'acceleration').length || ofDimension(s, 'length').length) return undefined;
  const rest = /(?:parte|arranca|sale) (?:del|desde el) reposo|desde el reposo/.exec(f);
  const brake = /\bfrena\w*[^.;]*?(?:hasta detenerse|hasta quedar detenid\w*|hasta parar)/.exec(f);
  if (!rest || !brake) return undefined;
  // In order: from rest, the speed and its time; then the braking and its time.
  if (
    !(rest.index < speed.index && speed.index < t1.index && t1.index < brake.index && brake.index < t2.index)
  )
    return undefined;
  const up = /\b(?:sube|subiendo|asciende|ascendiendo|hacia arriba)\b/.test(f);
  const down = /\b(?:baja|bajando|desciende|descendiendo|hacia abajo)\b/.test(f);
  const asksStart = /arranque|arrancar|mientras acelera|(?:primer|1er) tramo|al partir/.test(question);
  const asksBrake = /frenado|frena|detenerse|se detiene|ultimo tramo/.test(question);
  if (up === down || asksStart === asksBrake) return undefined;
  const v = inBase(speed);
  const t = inBase(asksStart ? t1 : t2);
  if (!(v > 0 && t > 0)) return undefined;
  const magnitude = v / t;
  const sign = (up ? 1 : -1) * (asksStart ? 1 : -1);
  const other = asksStart ? t2 : t1;
  return {
    a: sign * magnitude,
    line: `${asksStart ? `Al arrancar pasa de 0 a ${fmt(v, 4)} m/s` : `Al frenar pasa de ${fmt(v, 4)} m/s a 0`} en ${fmt(t, 4)} s: $|a| = \\frac{${tex(v, 4)}}{${tex(t, 4)}} ${relation(magnitude, 4) === '=' ? '=' : '\\approx'} ${tex(magnitude, 4)}$ m/s², ${asksStart ? 'en el sentido del movimiento' : 'en contra del movimiento'}: hacia ${sign > 0 ? 'arriba' : 'abajo'} (a = ${sign > 0 ? '' : '−'}${fmt(magnitude, 4)} m/s² con el eje positivo hacia arriba). Los ${fmt(other.value, 4)} ${other.unit.symbol} son del otro tramo.`,
    used: [speed.index, t1.index, t2.index],
  };
}

/** The acceleration from what the scale marks (or the cable's tension): a = F/m − g, up positive. */
function accelerationFrom(s: Statement, question: string): SolverReply | undefined {
  // «¿Cuál de estas situaciones puede estar ocurriendo?», «¿cómo se está moviendo?»: the acceleration
  // and the two motions it allows.
  const situation =
    /situacion|ocurriendo|pasando|sucediendo|como se (?:esta )?mueve|como se esta moviendo|movimiento (?:del|tiene el) ascensor/.test(
      question,
    );
  if (!/aceleracion|acelera/.test(question) && !situation) return undefined;
  if (s.quantities.some((q) => !['mass'].includes(q.unit.dimension))) return undefined;
  const forces = readForces(s);
  const ms = masses(s);
  const marks = /marca|indica|lee/;
  // "la balanza marca 80 kg": a reading in kg is the force divided by g.
  const readingKg = ms.filter((q) => marks.test(s.folded.slice(Math.max(0, q.index - 20), q.index)));
  const bodies = ms.filter((q) => !readingKg.includes(q));
  const [body] = bodies;
  const [force] = forces;
  const [reading] = readingKg;
  const given = force
    ? { newtons: force.newtons, index: force.index }
    : reading && { newtons: reading.kg * s.g, index: reading.index };
  if (!body || !given || bodies.length !== 1 || forces.length + readingKg.length !== 1) return undefined;
  const m = body.kg;
  const tension = /tension|cable/.test(s.folded);
  const F = given.newtons;
  const used = [body.index, given.index];
  const symbol = tension ? 'T' : 'N';
  const steps: string[] = [];
  if (reading)
    steps.push(
      `Una balanza «en kg» muestra la fuerza dividida por g: $N = ${n(reading.kg)} \\cdot ${n(s.g)} = ${n(F)}$ N.`,
    );
  steps.push(
    `Con el eje positivo hacia arriba: $${symbol} - m g = m a$, así que $a = \\frac{${symbol}}{m} - g = \\frac{${n(F)}}{${n(m)}} - ${n(s.g)}$ (${gLine(s)}).`,
  );
  const a = F / m - s.g;
  steps.push(
    `$a ${relation(a) === '=' ? '=' : '\\approx'} ${tex(a, 2)}$ m/s²: ${Math.abs(a) < 1e-9 ? 'no acelera (reposo o velocidad constante)' : a > 0 ? `positiva, apunta hacia arriba (sube acelerando o baja frenando)` : 'negativa, apunta hacia abajo (baja acelerando o sube frenando)'}. Comprobá: $m(g + a) = ${tex(m * (s.g + a), 2)}$ N.`,
  );
  const unused = unusedNumbers(s, used);
  const still = Math.abs(a) < 1e-9;
  const motions = still
    ? 'está en reposo o se mueve con velocidad constante'
    : a > 0
      ? 'sube acelerando o baja frenando'
      : 'sube frenando o baja acelerando';
  const answer = `a ${relation(Math.abs(a))} ${fmt(Math.abs(a))} m/s²${still ? '' : a > 0 ? ' hacia arriba' : ' hacia abajo'}${situation ? `: el ascensor ${motions}` : ''}`;
  return {
    certain: unused.length === 0,
    text: workedReply({
      title: 'Ascensor: aceleración a partir de lo que marca la balanza',
      data: `m = ${fmt(m, 4)} kg; ${symbol} = ${fmt(F, 4)} N`,
      steps,
      answer: unused.length
        ? `Con esa lectura quedaría ${answer}, pero no usé ${unused.map((v) => fmt(v, 4)).join(', ')} del enunciado: ¿qué representa? Confirmame los datos y lo cerramos.`
        : `**${answer}**`,
      closing: '¿Podés saber si el ascensor sube o baja solo mirando la balanza?',
    }),
  };
}

const ms0 = (s: Statement) => masses(s).length > 0;

/**
 * A person or a load given by its weight in newtons («una persona que pesa 600 N», «de 600 N de peso»),
 * as the mass the reading uses (P / g). Undefined unless exactly one force is typed and it is a weight.
 */
function weightGiven(
  s: Statement,
): { kg: number; index: number; newtons: number; typed: string } | undefined {
  const forces = readForces(s);
  const [force] = forces;
  if (!force || forces.length !== 1) return undefined;
  const before = s.folded.slice(Math.max(0, force.index - 20), force.index);
  const after = s.folded.slice(force.index, force.index + 30);
  if (!/(?:\bpesa|\bpeso (?:es )?(?:de )?)\s*$/.test(before) && !/^[\d.,]+\s*\w+ de peso\b/.test(after))
    return undefined;
  return { kg: force.newtons / s.g, index: force.index, newtons: force.newtons, typed: force.typed };
}

const PEOPLE =
  /\b(?:personas|pasajer[oa]s|hombres|mujeres|chic[oa]s|nin[oa]s|estudiantes|alumn[oa]s|ocupantes|operarios|obreros|cajas|bolsas|paquetes)\b/;
// «cuatro personas de 70 kg cada una», «3 pasajeros de 80 kg»: how many carry the mass just after.
const COUNTED = new RegExp(
  String.raw`\b(${Object.keys(COUNT_WORDS).join('|')}|\d+)\s+${PEOPLE.source.slice(2, -2)}\s+(?:de|con una masa de|de masa)\s*$`,
);

/**
 * How many people the mass at `index` is each one's: 1 for «una persona de 70 kg»; the count for
 * «cuatro personas de 70 kg cada una». Undefined when the statement names people in the plural some other
 * way, so the load the cable holds is not known.
 */
function peopleCount(folded: string, index: number): { count: number; index: number } | undefined {
  const from = Math.max(0, index - 60);
  const counted = COUNTED.exec(folded.slice(from, index));
  if (counted) {
    const word = counted[1] ?? '';
    return { count: COUNT_WORDS[word] ?? Number(word), index: from + counted.index };
  }
  return PEOPLE.test(folded) ? undefined : { count: 1, index: -1 };
}

/** A reply for an elevator problem (scale reading, cable tension, or the acceleration from them), or undefined. */
export function solveElevator(message: string): SolverReply | undefined {
  const s = readStatement(message);
  if (!CUE.test(s.folded)) return undefined;
  const question = askedClause(s);
  const inverse = accelerationFrom(s, question);
  if (inverse) return inverse;
  // «¿Qué marca el dinamómetro?»: the spring scale a body hangs from pulls as a rope does.
  const asked: Asked | undefined = /tension|cable|dinamometro/.test(question)
    ? 'tension'
    : /balanza|bascula|marca|peso aparente|normal|piso|siente/.test(question)
      ? 'scale'
      : undefined;
  if (!asked) return undefined;
  const givenWeight = ms0(s) ? undefined : weightGiven(s);
  const ms: { kg: number; index: number }[] = givenWeight ? [givenWeight] : masses(s);
  if (ms.length < 1 || ms.length > 2) return undefined;
  if (
    s.quantities.some((q) => !['mass', 'acceleration', 'speed', 'time', 'length'].includes(q.unit.dimension))
  )
    return undefined;
  // A distance is a datum only for the change of speed along it.
  if (
    ofDimension(s, 'length').length &&
    !ofDimension(s, 'time').length &&
    !speedChange(s, ofDimension(s, 'acceleration').length)
  )
    return undefined;
  if (ofDimension(s, 'length').length && ofDimension(s, 'time').length) return undefined;
  const stage = stageOf(s, question) ?? changeStages(s, question) ?? oneTimedStage(s, question);
  // A time is a datum only for the change of speed it takes, or a stage's duration.
  if (
    !stage &&
    ofDimension(s, 'time').length &&
    speedChange(s, ofDimension(s, 'acceleration').length) === undefined
  )
    return undefined;
  const how = stage ?? motion(s);
  const data: string[] = [];
  const steps: string[] = [];
  let m: number;
  const used = ms.map((q) => q.index);
  if (ms.length === 2) {
    // A cabin and a person: the cable holds both, the scale only the person.
    const near = (index: number) => PERSON.test(s.folded.slice(Math.max(0, index - 30), index + 12));
    const person = ms.filter((q) => near(q.index));
    const [personMass] = person;
    if (!personMass || person.length !== 1) return undefined;
    const cabin = ms.find((q) => q !== personMass) as (typeof ms)[number];
    const mp = personMass.kg;
    // «cuatro personas de 70 kg cada una»: the cable holds them all, the floor pushes each one.
    const people = peopleCount(s.folded, personMass.index);
    if (people === undefined) return undefined;
    const { count } = people;
    if (count > 1) used.push(people.index);
    if (count > 1 && asked === 'scale' && !/\bcada (?:una|uno|persona|pasajer[oa])\b/.test(question))
      return undefined;
    data.push(
      `cabina: ${fmt(cabin.kg, 4)} kg`,
      count > 1 ? `${count} personas de ${fmt(mp, 4)} kg cada una` : `persona: ${fmt(mp, 4)} kg`,
    );
    if (asked === 'tension' && count > 1) {
      m = cabin.kg + count * mp;
      steps.push(
        `El cable sostiene la cabina con las ${count} personas adentro: $m = ${n(cabin.kg)} + ${count} \\cdot ${n(mp)} = ${n(m)}$ kg.`,
      );
    } else if (asked === 'tension') {
      m = cabin.kg + mp;
      steps.push(
        `El cable sostiene la cabina con la persona adentro: $m = ${n(cabin.kg)} + ${n(mp)} = ${n(m)}$ kg.`,
      );
    } else {
      m = mp;
      steps.push(`La balanza (el piso) empuja solo a la persona: tomá su masa, m = ${fmt(mp, 4)} kg.`);
    }
  } else {
    m = at(ms, 0, 'mass').kg;
    data.push(givenWeight ? `P = ${givenWeight.typed}` : `m = ${fmt(m, 4)} kg`);
    if (givenWeight)
      steps.push(
        `La masa sale del peso: $m = \\frac{P}{g} = \\frac{${n(givenWeight.newtons)}}{${n(s.g)}} ${texResult(m, 'kg')}$ (${gLine(s)}).`,
      );
  }
  if (how === 'unclear') {
    return {
      certain: false,
      text: workedReply({
        title: 'Ascensor: peso aparente y tensión',
        data: data.join('; '),
        steps: [
          ...steps,
          `Con el eje positivo hacia arriba, la segunda ley dice ${asked === 'tension' ? '$T - m g = m a$, o sea $T = m(g + a)$' : '$N - m g = m a$, o sea $N = m(g + a)$'}, donde a es positiva si la aceleración apunta hacia arriba (sube acelerando o baja frenando) y negativa si apunta hacia abajo (sube frenando o baja acelerando).`,
        ],
        answer:
          'No me queda claro hacia dónde apunta la aceleración: ¿el ascensor sube o baja, y está acelerando, frenando o va a velocidad constante? Con eso lo terminamos.',
        closing: '¿Hacia dónde apunta la aceleración cuando el ascensor baja frenando?',
      }),
    };
  }
  used.push(...how.used);
  const a = how.a;
  data.push(`a = ${fmt(a, 4)} m/s² (positivo hacia arriba)`);
  steps.push(how.line);
  const force = m * (s.g + a);
  const symbol = asked === 'tension' ? 'T' : 'N';
  // «Del techo cuelga una lámpara»: a rope inside the cabin, not its cable.
  const hung = ms.length === 1 && /cuelga|colgad|suspendid|del techo/.test(s.folded);
  steps.push(
    asked === 'tension'
      ? `Fuerzas sobre ${hung ? 'el cuerpo que cuelga (acelera con el ascensor)' : 'la cabina'}: la tensión T hacia arriba y el peso m·g hacia abajo. Segunda ley: $T - m g = m a$ (${gLine(s)}).`
      : `Fuerzas sobre la persona: la normal N de la balanza hacia arriba y su peso m·g hacia abajo; la balanza marca N. Segunda ley: $N - m g = m a$ (${gLine(s)}).`,
  );
  steps.push(
    `Despejá: $${symbol} = m (g + a) = ${n(m)} \\cdot (${n(s.g)} ${a < 0 ? '-' : '+'} ${n(Math.abs(a))}) ${texResult(force, 'N')}$.`,
  );
  const weight = m * s.g;
  steps.push(
    Math.abs(a) < 1e-12
      ? `Comprobá: sin aceleración, ${symbol} es igual al peso, ${fmt(weight)} N.`
      : `Comprobá: ${symbol} ${a > 0 ? 'es mayor' : 'es menor'} que el peso (${fmt(weight)} N), como corresponde a una aceleración hacia ${a > 0 ? 'arriba' : 'abajo'}.`,
  );
  if (force < -1e-9) return undefined;
  const unused = unusedNumbers(s, used);
  const inKgf = asked === 'scale' ? ` (una balanza en kg marcaría ${fmt(force / s.g)} kg)` : '';
  const answer = `${symbol} ${relation(force)} ${fmt(force)} N`;
  return {
    certain: unused.length === 0,
    text: workedReply({
      title:
        asked === 'tension'
          ? hung
            ? 'Ascensor: tensión de la cuerda de un cuerpo colgado'
            : 'Ascensor: tensión del cable'
          : 'Ascensor: lo que marca la balanza',
      data: data.join('; '),
      steps,
      answer: unused.length
        ? `Con esa lectura quedaría ${answer}, pero no usé ${unused.map((v) => fmt(v, 4)).join(', ')} del enunciado: ¿qué representa? Confirmame los datos y lo cerramos.`
        : `**${answer}**${inKgf}`,
      closing:
        asked === 'tension'
          ? '¿Cuánto valdría la tensión si el ascensor subiera a velocidad constante?'
          : '¿Qué marcaría la balanza si se cortara el cable y cayeran libremente?',
    }),
  };
}

export const elevatorSolver = declareSolver({
  name: 'solve_elevator',
  offer: 'ascensores y peso aparente',
  summary:
    "An elevator's cable tension or what a scale inside it marks (apparent weight, the floor's normal force): going up or down, speeding up or braking (the acceleration given, or a change of speed in a time), at constant speed or in free fall. Pass the whole statement.",
  examples: [
    'Una cabina de ascensor de 800 kg sube con aceleración de 1,2 m/s². ¿Cuál es la tensión del cable?',
    'Un ascensor baja y va frenando con una aceleración de 1,5 m/s². ¿Qué marca la balanza de una persona de 60 kg que va adentro?',
    'Un ascensor de 600 kg parte del reposo y sube alcanzando una velocidad de 3 m/s en 2 s. ¿Cuál es la tensión del cable?',
  ],
  parameters: { problem: 'the elevator problem as written' },
  solve: solveElevator,
});
