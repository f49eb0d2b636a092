/**
 * Uniform circular motion (MCU): the centripetal acceleration a = v²/r (or ω²·r), the centripetal force
 * m·v²/r, the angular and tangential speeds, the period and the frequency, from whichever of a speed,
 * turns per unit of time (rpm), a period ("tarda 12 s en dar una vuelta") or ω the statement gives,
 * with a radius (or a diameter) and a mass when a force is asked.
 */

import { at } from '../../../../shared/lib/must.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import { group } from './groups.ts';
import { texRelation as approx, fmt, NUMBER_SOURCE, parseNumber, relation, tex } from './numbers.ts';
import {
  askedClause,
  coefficientIndex,
  gSource,
  inBase,
  ofDimension,
  readFriction,
  readStatement,
  type Statement,
  unusedNumbers,
} from './physics.ts';
import { workedReply } from './reply.ts';
import type { Quantity } from './units.ts';

// Not "circul\w*": a truck that "circula" at 10 m/s goes straight.
const CUE =
  /\b(?:curva|circular\w*|circulo|circunferencia|radio|vueltas?|rpm|centripeta|mcu|gira|giro|calesita|orbita|rueda|disco)\b/;

/**
 * "300 rpm", "2 vueltas por segundo", "120 vueltas por minuto", "da 30 vueltas en 10 s", "una frecuencia
 * de 2 Hz": turns per second.
 */
function turnsPerSecond(folded: string): { value: number; index: number[] } | undefined {
  const rate = new RegExp(
    `(${NUMBER_SOURCE})\\s*(?:rpm|vueltas? (?:por|cada|/)\\s*(minuto|min|segundo|s|seg)\\b|rps|hz\\b)`,
  ).exec(folded);
  if (rate) {
    const value = parseNumber(group(rate, 1));
    const perMinute = /rpm/.test(rate[0]) || /^m/.test(rate[2] ?? '');
    return { value: perMinute ? value / 60 : value, index: [rate.index] };
  }
  const count = new RegExp(
    `(${NUMBER_SOURCE})\\s*vueltas? en\\s*(${NUMBER_SOURCE})\\s*(minutos?|min|segundos?|s|seg)\\b`,
  ).exec(folded);
  if (!count) return undefined;
  const [turnsRaw, timeRaw, timeUnit] = [group(count, 1), group(count, 2), group(count, 3)];
  const seconds = parseNumber(timeRaw) * (/^m/.test(timeUnit) ? 60 : 1);
  return {
    value: parseNumber(turnsRaw) / seconds,
    index: [count.index, count.index + count[0].indexOf(timeRaw, turnsRaw.length)],
  };
}

/** "tarda 12 s en dar una vuelta", "período de 0,5 s", "T = 2 s": the period in seconds. */
function period(s: Statement): { value: number; index: number } | undefined {
  for (const q of ofDimension(s, 'time')) {
    const before = s.folded.slice(Math.max(0, q.index - 30), q.index);
    const after = s.folded.slice(q.index, q.index + 45);
    if (
      /periodo(?: de| es| es de)?\s*$|\bt\s*=\s*$/.test(before) ||
      // «da una vuelta completa (a la pista) cada 0,25 s»: one turn each period.
      // «da una vuelta completa sobre su eje en 24 h»: one turn in the period.
      /\b(?:una|1) vuelta\b[^.,;:?]{0,40}\b(?:cada|en)\s*$/.test(
        s.folded.slice(Math.max(0, q.index - 60), q.index),
      ) ||
      /^\S+\s*(?:\S+\s*)?en (?:dar|completar|hacer) una vuelta/.test(after)
    ) {
      return { value: inBase(q), index: q.index };
    }
  }
  return undefined;
}

type Asked = 'a' | 'F' | 'T' | 'f' | 'n' | 'w' | 'v';

const ASKED: [Asked, RegExp][] = [
  ['F', /fuerza centripeta|fuerza (?:necesaria|neta)|que fuerza/],
  ['a', /aceleracion/],
  ['T', /periodo|cuanto (?:tarda|tardaria|tardara) en (?:dar|completar)/],
  // «¿A cuántas revoluciones por minuto giran las ruedas?»: the frequency in turns per minute.
  ['n', /(?:revoluciones|vueltas) por minuto|\brpm\b/],
  ['f', /frecuencia|cuantas vueltas/],
  ['w', /velocidad angular|rad\/s/],
  ['v', /velocidad|rapidez/],
];

/**
 * The top speed on a flat curve: the static friction is the only force toward the centre, so
 * μ·m·g = m·v²/r and v = √(μ·g·r), whatever the mass.
 */
function maxCurveSpeed(s: Statement, question: string): SolverReply | undefined {
  if (!/curva/.test(s.folded) || !/plana|sin peralte|horizontal/.test(s.folded)) return undefined;
  if (!/(?:velocidad|rapidez) maxima|maxima (?:velocidad|rapidez)|lo mas rapido/.test(question))
    return undefined;
  const friction = readFriction(s);
  if (friction === 'ambiguous') return undefined;
  const mu = friction.static ?? friction.kinetic;
  if (mu === undefined || (friction.static !== undefined && friction.kinetic !== undefined)) return undefined;
  const muIndex = coefficientIndex(s, mu);
  const lengths = ofDimension(s, 'length');
  const ms = ofDimension(s, 'mass');
  const [radius] = lengths;
  if (muIndex === undefined || !radius || lengths.length !== 1 || ms.length > 1) return undefined;
  if (s.quantities.some((q) => !['length', 'mass'].includes(q.unit.dimension))) return undefined;
  const r = inBase(radius);
  const g = s.g;
  const v = Math.sqrt(mu * g * r);
  const [mass] = ms;
  const used = [muIndex, radius.index, ...(mass ? [mass.index] : [])];
  const unused = unusedNumbers(s, used);
  if (!(r > 0 && mu > 0) || unused.length) return undefined;
  return {
    certain: true,
    text: workedReply({
      title: 'Velocidad máxima en una curva plana',
      data: [
        `r = ${fmt(r, 4)} m`,
        `μ = ${fmt(mu, 4)}`,
        ...(mass ? [`m = ${fmt(inBase(mass), 4)} kg`] : []),
      ].join('; '),
      steps: [
        'En una curva plana, lo único que empuja el auto hacia el centro es el rozamiento (estático) entre las ruedas y el piso; como mucho vale $\\mu N = \\mu m g$.',
        `A la velocidad máxima ese rozamiento es justo la fuerza centrípeta: $\\mu m g = \\frac{m v^2}{r}$; la masa se cancela${mass ? ' (no hace falta la del enunciado)' : ''}.`,
        `$v = \\sqrt{\\mu g r} = \\sqrt{${tex(mu, 4)} \\cdot ${tex(g, 4)} \\cdot ${tex(r, 4)}} ${approx(v)} ${tex(v, 2)}$ m/s (${gSource(s)}). Comprobá: $\\frac{v^2}{r} ${approx((v * v) / r)} ${tex((v * v) / r, 2)}$ m/s², que es $\\mu g$.`,
      ],
      answer: `**v máx ${relation(v)} ${fmt(v)} m/s (≈ ${fmt(v * 3.6)} km/h)**`,
      closing: '¿Qué pasa con esa velocidad máxima si la ruta está mojada y el coeficiente baja a la mitad?',
    }),
  };
}

const TOP =
  /punto mas alto|parte (?:mas alta|superior)|\ben lo mas alto\b|\barriba de (?:todo|la trayectoria)\b/;
const BOTTOM = /punto mas bajo|parte (?:mas baja|inferior)|\ben lo mas bajo\b/;

/**
 * A body turned in a vertical circle by a string, «gira en un plano vertical»: at the top the string
 * and the weight both pull toward the centre. The least speed there (the string about to slacken) is
 * when the tension is zero, m·g = m·v²/r, v = √(g·r); with a speed, the tension at the top is
 * m·v²/r − m·g, at the bottom m·v²/r + m·g.
 */
function verticalCircle(s: Statement, question: string): SolverReply | undefined {
  if (!/(?:plano|circulo|circunferencia|trayectoria) vertical|verticalmente/.test(s.folded)) return undefined;
  if (!/cuerda|hilo|soga|cordel|cable|piolin/.test(s.folded)) return undefined;
  // «¿Cuál es la tensión en ese punto?»: the one point the statement names.
  const there = /en ese (?:punto|lugar|instante)/.test(question) ? s.folded : question;
  const top = TOP.test(there);
  const bottom = BOTTOM.test(there);
  if (top === bottom) return undefined;
  const lengths = ofDimension(s, 'length');
  const ms = ofDimension(s, 'mass');
  const speeds = ofDimension(s, 'speed');
  const [radius] = lengths;
  const [mass] = ms;
  if (!radius || lengths.length !== 1 || ms.length > 1 || speeds.length > 1) return undefined;
  if (s.quantities.some((q) => !['length', 'mass', 'speed'].includes(q.unit.dimension))) return undefined;
  const r = inBase(radius);
  const g = s.g;
  if (!(r > 0)) return undefined;
  const used = [radius.index, ...(mass ? [mass.index] : [])];
  const asksLeast =
    top &&
    !speeds.length &&
    /(?:velocidad|rapidez) minima|minima (?:velocidad|rapidez)|menor (?:velocidad|rapidez)/.test(question);
  const asksTension =
    /tension|fuerza (?:que hace|que ejerce|del|de la) (?:cuerda|hilo|soga|cordel|cable)/.test(question);
  let steps: string[];
  let answer: string;
  let title: string;
  if (asksLeast) {
    const v = Math.sqrt(g * r);
    if (Math.abs((v * v) / r - g) > 1e-9 * g) return undefined;
    title = 'Rapidez mínima en el punto más alto de un círculo vertical';
    steps = [
      'Arriba, la tensión y el peso apuntan los dos hacia el centro: $T + m g = \\frac{m v^2}{r}$.',
      `Con la menor rapidez posible el hilo está por aflojarse: $T = 0$, así que $m g = \\frac{m v^2}{r}$ y la masa se cancela${mass ? ` (los ${fmt(mass.value, 4)} ${mass.unit.symbol} no hacen falta)` : ''}.`,
      `$v_{min} = \\sqrt{g r} = \\sqrt{${tex(g, 4)} \\cdot ${tex(r, 4)}} ${approx(v)} ${tex(v, 2)}$ m/s (${gSource(s)}). Comprobá: $\\frac{v^2}{r} ${approx((v * v) / r)} ${tex((v * v) / r, 2)}$ m/s², que es g.`,
    ];
    answer = `v mín ${relation(v)} ${fmt(v)} m/s en el punto más alto`;
  } else if (asksTension && mass && speeds.length === 1) {
    const [speed] = speeds as [Quantity];
    const v = inBase(speed);
    const m = inBase(mass);
    const Fc = (m * v * v) / r;
    const T = top ? Fc - m * g : Fc + m * g;
    if (!(m > 0 && v > 0) || !(T > 0)) return undefined;
    used.push(speed.index);
    title = `Tensión en el punto más ${top ? 'alto' : 'bajo'} de un círculo vertical`;
    steps = [
      top
        ? 'Arriba, la tensión y el peso apuntan los dos hacia el centro (hacia abajo): $T + m g = \\frac{m v^2}{r}$.'
        : 'Abajo, la tensión apunta hacia el centro (hacia arriba) y el peso hacia afuera: $T - m g = \\frac{m v^2}{r}$.',
      `Fuerza centrípeta: $\\frac{m v^2}{r} = \\frac{${tex(m, 4)} \\cdot ${tex(v, 4)}^2}{${tex(r, 4)}} ${approx(Fc)} ${tex(Fc, 2)}$ N; peso $m g ${approx(m * g)} ${tex(m * g, 2)}$ N (${gSource(s)}).`,
      `$T = \\frac{m v^2}{r} ${top ? '-' : '+'} m g ${approx(T)} ${tex(T, 2)}$ N.`,
    ];
    answer = `T ${relation(T)} ${fmt(T)} N en el punto más ${top ? 'alto' : 'bajo'}`;
  } else return undefined;
  if (unusedNumbers(s, used).length) return undefined;
  return {
    certain: true,
    text: workedReply({
      title,
      data: [`r = ${fmt(r, 4)} m`, ...(mass ? [`m = ${fmt(inBase(mass), 4)} kg`] : [])].join('; '),
      steps:
        radius.unit.symbol === 'm'
          ? steps
          : [`El radio es el largo del hilo, en metros: r = ${fmt(r, 4)} m.`, ...steps],
      answer: `**${answer.charAt(0).toUpperCase()}${answer.slice(1)}.**`,
      closing: '¿Por qué abajo el hilo tira más que arriba, con la misma rapidez?',
    }),
  };
}

/** A reply for a uniform circular motion problem, or undefined. */
export function solveCircular(message: string): SolverReply | undefined {
  const s = readStatement(message);
  const question = askedClause(s);
  // «se hace girar en un plano vertical»: its own words, read before the cue of a uniform turn.
  const vertical = verticalCircle(s, question);
  if (vertical) return vertical;
  // A wave's frequency and wavelength are no turning body's (waves.ts).
  if (!CUE.test(s.folded) || /longitud de onda|\bondas?\b/.test(s.folded)) return undefined;
  const curve = maxCurveSpeed(s, question);
  if (curve) return curve;
  // A string that turns a body in a horizontal plane is the only force toward the centre: T = m·a_c.
  const string =
    /tension/.test(question) &&
    /plano horizontal|sobre una mesa|horizontalmente/.test(s.folded) &&
    /cuerda|hilo|soga|cordel|cable/.test(s.folded);
  // «¿Cuánto vale la fuerza de rozamiento necesaria?» on a flat curve: the friction is the only force
  // toward the centre, F_r = m·a_c (not μ·N, the most it can give).
  const friction =
    /\bfuerza de (?:rozamiento|roce)\b/.test(question) &&
    /\bcurva\b/.test(s.folded) &&
    /\bplana\b|sin peralte|horizontal/.test(s.folded) &&
    !/peralt(?:e|ad)(?! )|\bcoeficiente\b[^.?]*\bminimo\b/.test(s.folded.replace(/sin peralte/g, ''));
  const asked = string || friction ? 'F' : ASKED.find(([, cue]) => cue.test(question))?.[0];
  if (!asked) return undefined;
  const turns = turnsPerSecond(s.folded);
  const T = period(s);
  const times = ofDimension(s, 'time').filter((q) => q.index !== T?.index && !turns?.index.includes(q.index));
  const lengths = ofDimension(s, 'length');
  const speeds = ofDimension(s, 'speed');
  const massList = ofDimension(s, 'mass');
  const omega = new RegExp(`(${NUMBER_SOURCE})\\s*rad\\s*/\\s*s`).exec(s.folded);
  // «Con una aceleración centrípeta de 4 m/s²» and a radius: ω = √(a/r), when a is not the unknown.
  const accelerations = ofDimension(s, 'acceleration');
  const [centripetal] = accelerations;
  const aGiven =
    centripetal && accelerations.length === 1 && asked !== 'a' && asked !== 'F' && /centripeta/.test(s.folded)
      ? centripetal
      : undefined;
  const others = s.quantities.filter(
    (q) => !['length', 'speed', 'mass', 'time'].includes(q.unit.dimension) && q !== aGiven,
  );
  if (others.length || times.length || lengths.length > 1 || speeds.length > 1 || massList.length > 1)
    return undefined;
  if (speeds.length + (turns ? 1 : 0) + (T ? 1 : 0) + (omega ? 1 : 0) + (aGiven ? 1 : 0) !== 1)
    return undefined;
  const lengthQ = lengths[0];
  const diameter =
    lengthQ && /^\S+\s*(?:\S+\s*)?de diametro/.test(s.folded.slice(lengthQ.index, lengthQ.index + 30));
  const r = lengthQ ? inBase(lengthQ) / (diameter ? 2 : 1) : undefined;
  const steps: string[] = [];
  const data: string[] = [];
  const used: number[] = [];
  let w: number;
  if (lengthQ && r !== undefined) {
    data.push(diameter ? `d = ${fmt(inBase(lengthQ), 4)} m, r = ${fmt(r, 4)} m` : `r = ${fmt(r, 4)} m`);
    used.push(lengthQ.index);
    if (lengthQ.unit.symbol !== 'm' || diameter) steps.push(`El radio en metros: r = ${fmt(r, 4)} m.`);
  }
  if (turns) {
    used.push(...turns.index);
    data.push(`f = ${fmt(turns.value, 4)} vueltas por segundo`);
    w = 2 * Math.PI * turns.value;
    steps.push(
      `Frecuencia en vueltas por segundo: f = ${fmt(turns.value, 4)} Hz; $\\omega = 2\\pi f ${approx(w)} ${tex(w, 4)}$ rad/s.`,
    );
  } else if (T) {
    used.push(T.index);
    data.push(`T = ${fmt(T.value, 4)} s`);
    w = (2 * Math.PI) / T.value;
    steps.push(`Una vuelta (2π rad) en T: $\\omega = \\frac{2\\pi}{T} ${approx(w)} ${tex(w, 4)}$ rad/s.`);
  } else if (omega) {
    used.push(omega.index);
    w = parseNumber(group(omega, 1));
    data.push(`ω = ${fmt(w, 4)} rad/s`);
  } else if (aGiven) {
    if (r === undefined) return undefined;
    const a = inBase(aGiven);
    used.push(aGiven.index);
    data.push(`a_c = ${fmt(a, 4)} m/s²`);
    w = Math.sqrt(a / r);
    steps.push(
      `De $a_c = \\omega^2 r$: $\\omega = \\sqrt{\\frac{a_c}{r}} = \\sqrt{\\frac{${tex(a, 4)}}{${tex(r, 4)}}} ${approx(w)} ${tex(w, 4)}$ rad/s (y $v = \\sqrt{a_c\\,r}$).`,
    );
  } else {
    const q = at(speeds, 0, 'speed');
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
  if (!(w > 0) || (r !== undefined && !(r > 0))) return undefined;
  const needsR = asked === 'a' || asked === 'F' || asked === 'v';
  if ((needsR && r === undefined) || (asked === 'v' && speeds.length)) return undefined;
  const m = massList[0];
  if (asked === 'F' && !m) return undefined;
  if (m && asked === 'F') {
    used.push(m.index);
    data.push(`m = ${fmt(inBase(m), 4)} kg`);
  } else if (m) {
    // A kinematic quantity of the turn: the body's mass is read, and does not enter.
    used.push(m.index);
    data.push(`m = ${fmt(inBase(m), 4)} kg`);
    steps.push(
      `La masa (${fmt(m.value, 4)} ${m.unit.symbol}) no interviene en lo que te piden: en el movimiento circular uniforme ${asked === 'a' ? 'la aceleración centrípeta depende solo del giro y del radio' : asked === 'v' ? 'la rapidez depende solo del giro y del radio' : 'el período, la frecuencia y la velocidad angular dependen solo de cómo gira'}; la masa entra en la fuerza.`,
    );
  }
  let answer: string;
  if (asked === 'a' || asked === 'F') {
    const radius = r as number;
    const a = w * w * radius;
    const v = w * radius;
    steps.push(
      `Aceleración centrípeta (apunta al centro): $a_c = \\frac{v^2}{r} = \\omega^2 r = \\frac{${tex(v, 4)}^2}{${tex(radius, 4)}} ${approx(a)} ${tex(a, 2)}\\ \\text{m/s}^2$.`,
    );
    answer = `a_c ${relation(a)} ${fmt(a)} m/s²`;
    if (asked === 'F') {
      const mass = inBase(m as Quantity);
      const F = mass * a;
      steps.push(
        `Fuerza centrípeta, la neta hacia el centro: $F_c = m\\,a_c = ${tex(mass, 4)} \\cdot ${tex(a, 4)} ${approx(F)} ${tex(F, 2)}$ N.`,
      );
      if (string)
        steps.push(
          'En el plano horizontal la única fuerza hacia el centro es la de la cuerda (el peso y la normal se anulan): la tensión es la fuerza centrípeta.',
        );
      if (friction) {
        steps.push(
          'En una curva plana la única fuerza hacia el centro es el rozamiento (estático) entre las ruedas y el piso: el rozamiento necesario es la fuerza centrípeta.',
        );
        // The coefficient the statement gives bounds it: μ·m·g is the most the road can give.
        const read = readFriction(s);
        const mu = read === 'ambiguous' ? undefined : (read.static ?? read.kinetic);
        const muIndex = mu === undefined ? undefined : coefficientIndex(s, mu);
        if (mu !== undefined && muIndex !== undefined) {
          const most = mu * mass * s.g;
          if (F > most) return undefined;
          used.push(muIndex);
          data.push(`μ = ${fmt(mu, 4)}`);
          steps.push(
            `Comprobá que no derrapa: el rozamiento estático puede dar como mucho $\\mu m g = ${tex(mu, 4)} \\cdot ${tex(mass, 4)} \\cdot ${tex(s.g, 4)} ${approx(most)} ${tex(most, 2)}$ N, más que los ${fmt(F)} N que hacen falta (${gSource(s)}).`,
          );
        }
      }
      answer = string
        ? `T ${relation(F)} ${fmt(F)} N`
        : friction
          ? `F_r ${relation(F)} ${fmt(F)} N`
          : `F_c ${relation(F)} ${fmt(F)} N`;
    }
  } else if (asked === 'v') {
    const v = w * (r as number);
    steps.push(`Velocidad tangencial: $v = \\omega\\,r ${approx(v)} ${tex(v, 4)}$ m/s.`);
    // Also in km/h when the question asks it or the radius is in km (a satellite's orbit).
    const kmh = /km\/h/.test(question) || s.quantities.some((q) => q.unit.symbol === 'km');
    answer = `v ${relation(v)} ${fmt(v)} m/s${kmh ? ` (≈ ${fmt(v * 3.6)} km/h)` : ''}`;
  } else if (asked === 'T') {
    const period = (2 * Math.PI) / w;
    steps.push(
      `Período, el tiempo de una vuelta: $T = \\frac{2\\pi}{\\omega} ${approx(period)} ${tex(period, 2)}$ s.`,
    );
    // «¿…en minutos?», «¿…en horas?»: the period in that unit too.
    const inMinutes = /\bminutos?\b|\ben min\b/.test(question) ? ` (${fmt(period / 60)} min)` : '';
    const inHours = /\bhoras?\b|\ben h\b/.test(question) ? ` (${fmt(period / 3600)} h)` : '';
    answer = `T ${relation(period)} ${fmt(period)} s${inMinutes}${inHours}`;
  } else if (asked === 'n') {
    const f = w / (2 * Math.PI);
    const rpm = f * 60;
    steps.push(
      `Frecuencia: $f = \\frac{\\omega}{2\\pi} ${approx(f)} ${tex(f, 4)}$ vueltas por segundo; por minuto, $n = 60 f ${approx(rpm)} ${tex(rpm, 2)}$ rpm.`,
    );
    answer = `n ${relation(rpm)} ${fmt(rpm)} rpm`;
  } else if (asked === 'f') {
    const f = w / (2 * Math.PI);
    steps.push(`Frecuencia, vueltas por segundo: $f = \\frac{\\omega}{2\\pi} ${approx(f)} ${tex(f, 2)}$ Hz.`);
    answer = `f ${relation(f)} ${fmt(f)} Hz`;
  } else {
    answer = `ω ${relation(w)} ${fmt(w)} rad/s`;
  }
  // "¿Cuál es su período y su frecuencia?": every one of them asked, not the first alone.
  const more = ASKED.filter(
    ([key, cue]) =>
      key !== asked && !(asked === 'n' && key === 'f') && ['T', 'f', 'w'].includes(key) && cue.test(question),
  );
  for (const [key] of more) {
    const value = key === 'T' ? (2 * Math.PI) / w : key === 'f' ? w / (2 * Math.PI) : w;
    const name = { T: 'T', f: 'f', w: 'ω' }[key as 'T' | 'f' | 'w'];
    const unit = { T: 's', f: 'Hz', w: 'rad/s' }[key as 'T' | 'f' | 'w'];
    steps.push(
      key === 'T'
        ? `Período: $T = \\frac{2\\pi}{\\omega} ${approx(value)} ${tex(value, 2)}$ s.`
        : key === 'f'
          ? `Frecuencia: $f = \\frac{\\omega}{2\\pi} ${approx(value)} ${tex(value, 2)}$ Hz.`
          : `Velocidad angular: $\\omega ${approx(value)} ${tex(value, 2)}$ rad/s.`,
    );
    answer += `; ${name} ${relation(value)} ${fmt(value)} ${unit}`;
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
  offer: 'movimiento circular',
  summary:
    'Uniform circular motion (MCU): centripetal acceleration v²/r, centripetal force m·v²/r (the tension of a string that turns a body in a horizontal plane), the top speed on a flat curve √(μ·g·r), angular and tangential speed, period and frequency, from a speed, turns per unit of time (rpm), a period or ω, and a radius or diameter. Pass the whole statement.',
  examples: [
    'Un auto toma una curva plana de 50 m de radio a 72 km/h. ¿Cuál es su aceleración centrípeta?',
    'Una rueda gira a 300 rpm. ¿Cuál es su período?',
    'Una calesita tarda 12 s en dar una vuelta. ¿Qué velocidad tiene un chico sentado a 3 m del centro?',
  ],
  parameters: { problem: 'the circular motion problem as written' },
  solve: solveCircular,
});
