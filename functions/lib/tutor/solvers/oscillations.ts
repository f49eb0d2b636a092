/**
 * Oscillations and sound as the course teaches them: the simple pendulum (T = 2π·√(L/g), its length back,
 * the same pendulum under another g), a mass on a spring (T = 2π·√(m/k), k from the static stretch), a
 * period or frequency from oscillations counted in a time, a wave's speed from the crests that pass and
 * the crest-to-trough distance, the wavelength of a sound that changes medium (its frequency is kept), the
 * Doppler effect with one of source and listener moving, and sound levels (equal sources add
 * 10·log N dB, a point source loses 20·log(r₂/r₁) dB). Each reading answers only when every number of the
 * statement is one of its data; otherwise it declines, or leaves the problem.
 */
import { GRAVITY } from '../../science/constants.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import {
  firstReading,
  type Rounding,
  resultLine,
  type Span,
  shown,
  statementOf,
  VALUE,
  valueAt,
  type Worked,
} from './given-data.ts';
import { group } from './groups.ts';
import { fmt } from './numbers.ts';
import { changesADatum, type Statement } from './physics.ts';

const LENGTHS: Readonly<Record<string, number>> = { mm: 1e-3, cm: 1e-2, m: 1, km: 1e3 };
const TIMES: Readonly<Record<string, number>> = {
  ms: 1e-3,
  s: 1,
  seg: 1,
  segundo: 1,
  segundos: 1,
  min: 60,
  minuto: 60,
  minutos: 60,
};
const MASSES: Readonly<Record<string, number>> = { g: 1e-3, kg: 1 };

interface Datum {
  value: number;
  written: string;
  span: Span;
}

/** Every «number unit» of a table of units, in base units. */
function read(s: Statement, units: Readonly<Record<string, number>>, after = '(?![\\p{L}\\d/^²³])'): Datum[] {
  const names = Object.keys(units)
    .sort((a, b) => b.length - a.length)
    .join('|');
  const pattern = new RegExp(`(?<![\\p{L}\\d,.^])${VALUE}\\s*(${names})${after}`, 'gu');
  return [...s.folded.matchAll(pattern)].map((match) => ({
    value: valueAt(match, 1) * (units[group(match, 3)] ?? 1),
    written: `${fmt(valueAt(match, 1), 4)} ${group(match, 3)}`,
    span: [match.index, match.index + match[0].length] as const,
  }));
}

const lengthsOf = (s: Statement) => read(s, LENGTHS);
const timesOf = (s: Statement) => read(s, TIMES);
const massesOf = (s: Statement) => read(s, MASSES);
const speedsOf = (s: Statement) => read(s, { 'm/s': 1, 'km/h': 1 / 3.6 }, '(?![\\p{L}\\d^²³])');

/** «g = 9,8 m/s²» each time the statement gives one, in order. */
function gravities(s: Statement): Datum[] {
  return [
    ...s.folded.matchAll(new RegExp(`\\bg\\s*=\\s*${VALUE}(?:\\s*m\\s*/\\s*s(?:\\^\\s*2|²)?)?`, 'g')),
  ].map((match) => ({
    value: valueAt(match, 1),
    written: `g = ${fmt(valueAt(match, 1), 4)} m/s²`,
    span: [match.index, match.index + match[0].length] as const,
  }));
}

/** «20 oscilaciones (completas) en 40 s», «oscila 10 veces en 5 s», «pasan 8 crestas cada 2 s». */
function counted(s: Statement, what: string): { n: number; t: Datum; span: Span } | undefined {
  const pattern = new RegExp(
    `${VALUE}\\s*(?:${what})[^.?\\d]{0,30}?(?:en|cada|durante)\\s+${VALUE}\\s*(ms|s|seg|segundos?|min|minutos?)\\b`,
  );
  const match = pattern.exec(s.folded);
  if (!match) return undefined;
  const unit = group(match, 5);
  const t = valueAt(match, 3) * (TIMES[unit] ?? 1);
  return {
    n: valueAt(match, 1),
    t: {
      value: t,
      written: `${fmt(valueAt(match, 3), 4)} ${unit}`,
      span: [match.index, match.index + match[0].length],
    },
    span: [match.index, match.index + match[0].length],
  };
}

const asksPeriod = (question: string) => /periodo/.test(question);
const asksFrequency = (question: string) => /frecuencia/.test(question);

/** T = 2π·√(L/g), L from T, f = 1/T; the same pendulum under another g; T from counted swings. */
function pendulum(s: Statement, question: string, rounding: Rounding): Worked | undefined {
  if (!/pendulo/.test(s.folded) || /resorte|muelle/.test(s.folded)) return undefined;
  const lengths = lengthsOf(s);
  const times = timesOf(s);
  const gs = gravities(s);
  const period = times.find((t) =>
    /periodo[^.,;?\d]{0,20}$/.test(s.folded.slice(Math.max(0, t.span[0] - 25), t.span[0])),
  );
  const asksLength = /longitud|largo|cuanto mide|que largo/.test(question);
  // Another g: «¿… en la Luna, donde g = 1,6 m/s²?».
  if (gs.length === 2 && period && times.length === 1 && !lengths.length && asksPeriod(question)) {
    const [g1, g2] = gs as [Datum, Datum];
    const T2 = period.value * Math.sqrt(g1.value / g2.value);
    return {
      title: 'El mismo péndulo con otra gravedad',
      method: 'T = 2π·√(L/g): con la misma longitud, T₂ = T₁·√(g₁/g₂).',
      data: [`T₁ = ${period.written}`, `g₁ = ${fmt(g1.value, 4)} m/s²`, `g₂ = ${fmt(g2.value, 4)} m/s²`],
      steps: [
        'El período de un péndulo simple es T = 2π·√(L/g); la longitud no cambia, así que T es proporcional a 1/√g.',
        `T₂ = T₁·√(g₁/g₂) = ${period.written} · √(${fmt(g1.value, 4)}/${fmt(g2.value, 4)}) ${resultLine('', T2, 's', rounding).trim()}`,
        g2.value < g1.value
          ? 'Con menos gravedad el péndulo oscila más lento: el período aumenta.'
          : 'Con más gravedad el péndulo oscila más rápido: el período disminuye.',
      ],
      answer: resultLine('T₂', T2, 's', rounding),
      closing:
        '¿Qué longitud tendría que tener en la Luna para volver a oscilar con el período de la Tierra?',
      used: [period.span, g1.span, g2.span],
    };
  }
  if (gs.length > 1) return undefined;
  const g = gs[0]?.value ?? GRAVITY;
  const gLine = gs[0] ? `g = ${fmt(g, 4)} m/s²` : `g = ${fmt(g, 4)} m/s² (no la da el enunciado)`;
  const gUsed = gs[0] ? [gs[0].span] : [];
  const [L] = lengths;
  // «Un péndulo de 2,45 m tiene una esfera de 300 g»: the bob's one mass, which the period does not take.
  const masses = massesOf(s);
  if (masses.length > 1 || /\bmasa\b|\bpeso\b/.test(question)) return undefined;
  const bob = masses[0];
  const bobLine = bob ? [`m = ${bob.written} (no cambia el período)`] : [];
  const bobUsed = bob ? [bob.span] : [];
  if (L && lengths.length === 1 && !times.length && (asksPeriod(question) || asksFrequency(question))) {
    const T = 2 * Math.PI * Math.sqrt(L.value / g);
    const frequency = asksFrequency(question) && !asksPeriod(question);
    return {
      title: 'Período de un péndulo simple',
      method: 'Para oscilaciones pequeñas, T = 2π·√(L/g), con L en metros.',
      data: [
        `L = ${L.written}${L.written.endsWith(' m') ? '' : ` = ${fmt(L.value, 4)} m`}`,
        gLine,
        ...bobLine,
      ],
      steps: [
        'Para oscilaciones pequeñas el período de un péndulo simple no depende de la masa ni de la amplitud: T = 2π·√(L/g).',
        `T = 2π·√(${fmt(L.value, 4)} / ${fmt(g, 4)}) ${resultLine('', T, 's', frequency ? {} : rounding).trim()}`,
        ...(frequency ? [`f = 1/T ${resultLine('', 1 / T, 'Hz', rounding).trim()}`] : []),
      ],
      answer: frequency ? resultLine('f', 1 / T, 'Hz', rounding) : resultLine('T', T, 's', rounding),
      closing: '¿Qué pasa con el período si la longitud se cuadruplica?',
      used: [L.span, ...gUsed, ...bobUsed],
    };
  }
  if (period && times.length === 1 && !lengths.length && asksLength) {
    const length = g * (period.value / (2 * Math.PI)) ** 2;
    return {
      title: 'Longitud de un péndulo simple a partir de su período',
      method: 'De T = 2π·√(L/g): L = g·(T/2π)².',
      data: [`T = ${period.written}`, gLine, ...bobLine],
      steps: [
        'El período de un péndulo simple es T = 2π·√(L/g); despejando, L = g·(T/2π)².',
        `L = ${fmt(g, 4)} · (${fmt(period.value, 4)} / 2π)² ${resultLine('', length, 'm', rounding).trim()}`,
      ],
      answer: resultLine('L', length, 'm', rounding),
      closing: '¿Cuánto más largo tendría que ser para que el período se duplique?',
      used: [period.span, ...gUsed, ...bobUsed],
    };
  }
  return undefined;
}

/** T = t/n (or f = n/t) from oscillations counted in a time, of a pendulum, a spring or anything that oscillates. */
function countedOscillations(s: Statement, question: string, rounding: Rounding): Worked | undefined {
  if (!asksPeriod(question) && !asksFrequency(question)) return undefined;
  const found = counted(
    s,
    'oscilaciones(?: completas)?|vibraciones(?: completas)?|ciclos|vueltas completas|veces|idas y vueltas',
  );
  if (!found || !(found.n > 0) || !(found.t.value > 0)) return undefined;
  const both = asksPeriod(question) && asksFrequency(question);
  const T = found.t.value / found.n;
  const f = 1 / T;
  return {
    title: 'Período y frecuencia de una oscilación',
    method: 'El período es el tiempo de una oscilación completa: T = t/n; la frecuencia, f = n/t = 1/T.',
    data: [`${fmt(found.n, 4)} oscilaciones en ${found.t.written}`],
    steps: [
      'El período es el tiempo de una oscilación completa: el tiempo total dividido por la cantidad de oscilaciones.',
      `T = ${shown(found.t.value)} s / ${fmt(found.n, 4)} ${resultLine('', T, 's', rounding).trim()}`,
      `La frecuencia es la inversa: f = 1/T ${resultLine('', f, 'Hz', rounding).trim()}`,
    ],
    answer: both
      ? `${resultLine('T', T, 's', rounding)}; ${resultLine('f', f, 'Hz', rounding)}`
      : asksPeriod(question)
        ? resultLine('T', T, 's', rounding)
        : resultLine('f', f, 'Hz', rounding),
    closing: '¿Cuántas oscilaciones haría en un minuto?',
    used: [found.span],
  };
}

/** T = 2π·√(m/k), k typed in N/m or from the stretch a hanging mass gives (k = m·g/x). */
function spring(s: Statement, question: string, rounding: Rounding): Worked | undefined {
  if (!/resorte|muelle/.test(s.folded) || (!asksPeriod(question) && !asksFrequency(question)))
    return undefined;
  if (/pendulo/.test(s.folded)) return undefined;
  const masses = massesOf(s);
  const ks = [...s.folded.matchAll(new RegExp(`${VALUE}\\s*n\\s*/\\s*(m|cm)\\b`, 'g'))];
  const lengths = lengthsOf(s);
  const gs = gravities(s);
  const [m] = masses;
  if (!m || masses.length !== 1 || gs.length > 1 || timesOf(s).length) return undefined;
  const frequency = asksFrequency(question) && !asksPeriod(question);
  let k: number;
  const data = [`m = ${m.written}`];
  const steps: string[] = [];
  const used: Span[] = [m.span];
  if (ks.length === 1 && lengths.length === 0 && gs.length === 0) {
    const [match] = ks;
    if (!match) return undefined;
    k = valueAt(match, 1) * (group(match, 3) === 'cm' ? 100 : 1);
    data.push(`k = ${fmt(k, 4)} N/m`);
    used.push([match.index, match.index + match[0].length]);
  } else if (ks.length === 0 && lengths.length === 1 && /estira|alarga|elonga|deforma/.test(s.folded)) {
    const [x] = lengths as [Datum];
    const g = gs[0]?.value ?? GRAVITY;
    k = (m.value * g) / x.value;
    data.push(
      `estiramiento x = ${x.written}`,
      gs[0] ? `g = ${fmt(g, 4)} m/s²` : `g = ${fmt(g, 4)} m/s² (no la da el enunciado)`,
    );
    steps.push(
      `En equilibrio el resorte sostiene el peso: k·x = m·g ⇒ k = ${fmt(m.value, 4)} · ${fmt(g, 4)} / ${fmt(x.value, 4)} ${resultLine('', k, 'N/m').trim()}.`,
    );
    used.push(x.span, ...(gs[0] ? [gs[0].span] : []));
  } else return undefined;
  const T = 2 * Math.PI * Math.sqrt(m.value / k);
  steps.push(
    `El período de una masa en un resorte es T = 2π·√(m/k) = 2π·√(${fmt(m.value, 4)} / ${fmt(k, 4)}) ${resultLine('', T, 's', frequency ? {} : rounding).trim()}.`,
  );
  if (frequency) steps.push(`f = 1/T ${resultLine('', 1 / T, 'Hz', rounding).trim()}.`);
  return {
    title: 'Período de una masa que oscila en un resorte',
    method: 'T = 2π·√(m/k); si el resorte se estira x con la masa colgada, k = m·g/x.',
    data,
    steps,
    answer: frequency ? resultLine('f', 1 / T, 'Hz', rounding) : resultLine('T', T, 's', rounding),
    closing: '¿Qué pasa con el período si la masa se cuadruplica?',
    used,
  };
}

/** A wave's speed from the crest-to-trough (or crest-to-crest) distance and the crests that pass in a time. */
function crestsAndTroughs(s: Statement, question: string, rounding: Rounding): Worked | undefined {
  if (!/cresta/.test(s.folded) || !/velocidad|rapidez|se propaga/.test(question)) return undefined;
  const half = new RegExp(`cresta y (?:el |un )?valle[^.,;?\\d]{0,40}?${VALUE}\\s*(mm|cm|m)\\b`).exec(
    s.folded,
  );
  const whole = new RegExp(
    `(?:dos )?crestas (?:consecutivas|sucesivas|vecinas)[^.,;?\\d]{0,40}?${VALUE}\\s*(mm|cm|m)\\b`,
  ).exec(s.folded);
  const distance = half ?? whole;
  const found = counted(s, 'crestas|ondas|oscilaciones');
  if (!distance || (half && whole) || !found) return undefined;
  const d = valueAt(distance, 1) * (LENGTHS[group(distance, 3)] ?? 1);
  const lambda = half ? 2 * d : d;
  const f = found.n / found.t.value;
  const v = lambda * f;
  return {
    title: 'Velocidad de una onda',
    method:
      'v = λ·f: λ de la distancia entre crestas (de una cresta al valle siguiente hay λ/2), f de las crestas que pasan por segundo.',
    data: [
      `${half ? 'de una cresta al valle siguiente' : 'entre dos crestas consecutivas'}: ${fmt(valueAt(distance, 1), 4)} ${group(distance, 3)}`,
      `${fmt(found.n, 4)} crestas en ${found.t.written}`,
    ],
    steps: [
      half
        ? `De una cresta al valle siguiente hay media longitud de onda: λ = 2·${fmt(d, 4)} m = ${fmt(lambda, 4)} m.`
        : `Entre dos crestas consecutivas hay una longitud de onda: λ = ${fmt(lambda, 4)} m.`,
      `La frecuencia es la cantidad de crestas que pasan por segundo: f = ${fmt(found.n, 4)} / ${shown(found.t.value)} s = ${shown(f)} Hz.`,
      `v = λ·f = ${fmt(lambda, 4)} · ${shown(f)} ${resultLine('', v, 'm/s', rounding).trim()}`,
    ],
    answer: resultLine('v', v, 'm/s', rounding),
    closing: '¿Cuál es el período de esa onda?',
    used: [[distance.index, distance.index + distance[0].length], found.span],
  };
}

const MEDIA =
  /\b(aire|agua|acero|hierro|vidrio|madera|aluminio|cobre|helio|hidrogeno|concreto|hormigon|mar|tierra|roca|cuerda)\b/g;

/** A sound that changes medium keeps its frequency: λ = v/f in the medium asked. */
function changeOfMedium(s: Statement, question: string, rounding: Rounding): Worked | undefined {
  if (!/longitud de onda/.test(question)) return undefined;
  const hertz = read(s, { hz: 1, khz: 1e3 });
  const speeds = speedsOf(s);
  if (hertz.length !== 1 || speeds.length !== 2 || lengthsOf(s).length || timesOf(s).length) return undefined;
  const asked = [...question.matchAll(MEDIA)].map((match) => group(match, 1));
  if (asked.length !== 1) return undefined;
  // Each speed belongs to the medium named right before it.
  const owner = (speed: Datum) => {
    const before = s.folded.slice(0, speed.span[0]);
    const names = [...before.matchAll(MEDIA)];
    return names.at(-1)?.[1];
  };
  const owners = speeds.map(owner);
  if (new Set(owners).size !== 2 || owners.includes(undefined)) return undefined;
  const index = owners.indexOf(asked[0]);
  const speed = speeds[index];
  const [f] = hertz as [Datum];
  const other = speeds[1 - index];
  if (!speed || !other) return undefined;
  const lambda = speed.value / f.value;
  return {
    title: 'Longitud de onda de un sonido que cambia de medio',
    method: 'Al cambiar de medio la frecuencia no cambia: λ = v/f con la velocidad del medio que preguntan.',
    data: [
      `f = ${f.written}`,
      `v en ${owners[index]} = ${speed.written}`,
      `v en ${owners[1 - index]} = ${other.written}`,
    ],
    steps: [
      'La frecuencia la fija la fuente: no cambia al pasar de un medio a otro. Cambian la velocidad y la longitud de onda.',
      `En ${owners[index]}: λ = v/f = ${fmt(speed.value, 4)} / ${fmt(f.value, 4)} ${resultLine('', lambda, 'm', rounding).trim()}`,
    ],
    answer: resultLine('λ', lambda, 'm', rounding),
    closing: `¿Y cuánto vale su longitud de onda en ${owners[1 - index]}?`,
    used: [f.span, speed.span, other.span],
  };
}

/**
 * A Doppler statement's data: its one frequency, the sound's speed (the one said of the sound: «el sonido
 * viaja a 340 m/s», «(v sonido = 340 m/s)») and the `movers` other speeds, in the statement's order;
 * undefined unless it gives just these.
 */
function dopplerData(s: Statement, movers: number): { f: Datum; v: Datum; moving: Datum[] } | undefined {
  const hertz = read(s, { hz: 1, khz: 1e3 });
  const speeds = speedsOf(s);
  if (hertz.length !== 1 || speeds.length !== movers + 1) return undefined;
  const isSound = (speed: Datum) =>
    /sonido[^.,;]{0,25}$|\bv\s*(?:del )?(?:sonido)?\s*=\s*$/.test(
      s.folded.slice(Math.max(0, speed.span[0] - 40), speed.span[0]),
    );
  const sound = speeds.filter(isSound);
  if (sound.length !== 1) return undefined;
  const [v] = sound as [Datum];
  const [f] = hertz as [Datum];
  return { f, v, moving: speeds.filter((speed) => speed !== v) };
}

/**
 * The Doppler effect with source and listener both moving toward each other («un auto cuya bocina emite
 * 400 Hz se acerca a 20 m/s a un motociclista que va a 10 m/s hacia él»): f′ = f·(v + v_o)/(v − v_f).
 * The source is the one that emits, named before the first speed; the listener's speed is the second,
 * said toward the source. A receding one, or an order that does not say so, is declined.
 */
function dopplerBothApproach(s: Statement, question: string, rounding: Rounding): Worked | undefined {
  if (!/frecuencia/.test(question) || !/se acerca|acercandose|aproxima/.test(s.folded)) return undefined;
  if (/alej/.test(s.folded) || /quiet|en reposo|detenid|inmovil|parad/.test(s.folded)) return undefined;
  const data = dopplerData(s, 2);
  if (!data) return undefined;
  const { f, v } = data;
  const [us, uo] = data.moving as [Datum, Datum];
  // The emitter is named before the source's speed, and the listener's speed is said toward it.
  const emitter = /emite|bocina|sirena|silbato|parlante|alarma|fuente/.exec(s.folded);
  if (!emitter || emitter.index > us.span[0] || f.span[0] > uo.span[0]) return undefined;
  const between = s.folded.slice(us.span[1], uo.span[0]);
  const afterListener = s.folded.slice(uo.span[1], uo.span[1] + 30);
  if (/[.;]/.test(between) || !/\b(?:a|hacia) (?:un|una|el|la)\b/.test(between)) return undefined;
  if (
    !/^[^.,;]*?(?:hacia (?:el|ella|la fuente|el auto|la ambulancia|el tren)\b|en sentido (?:contrario|opuesto)|de frente|a su encuentro)/.test(
      afterListener,
    )
  )
    return undefined;
  if (!(us.value < v.value)) return undefined;
  const heard = (f.value * (v.value + uo.value)) / (v.value - us.value);
  // Checked back: the source's and the listener's factors, one after the other, give the same.
  const stepwise = ((f.value * v.value) / (v.value - us.value)) * ((v.value + uo.value) / v.value);
  if (Math.abs(stepwise - heard) > 1e-9 * heard || !(heard > f.value)) return undefined;
  return {
    title: 'Efecto Doppler',
    method: 'Fuente y observador que se acercan: f′ = f·(v + v_o)/(v − v_f).',
    data: [
      `f = ${f.written}`,
      `v del sonido = ${v.written}`,
      `la fuente se acerca a ${us.written}${us.written.endsWith('km/h') ? ` = ${fmt(us.value, 4)} m/s` : ''}`,
      `el observador se acerca a ${uo.written}${uo.written.endsWith('km/h') ? ` = ${fmt(uo.value, 4)} m/s` : ''}`,
    ],
    steps: [
      'Se mueven los dos, uno hacia el otro: el observador al acercarse suma su velocidad arriba, y la fuente al acercarse la resta abajo: f′ = f·(v + v_o)/(v − v_f).',
      `f′ = ${fmt(f.value, 4)} · (${fmt(v.value, 4)} + ${fmt(uo.value, 4)}) / (${fmt(v.value, 4)} − ${fmt(us.value, 4)}) ${resultLine('', heard, 'Hz', rounding).trim()}`,
      'Al acercarse, el sonido se oye más agudo: f′ > f.',
    ],
    answer: resultLine('f′', heard, 'Hz', rounding),
    closing: '¿Qué frecuencia oiría después de cruzarse, cuando se alejan?',
    used: [f.span, v.span, us.span, uo.span],
  };
}

/** The Doppler effect with one of source and listener moving and the other at rest. */
function doppler(s: Statement, question: string, rounding: Rounding): Worked | undefined {
  if (
    !/frecuencia/.test(question) ||
    !/se acerca|acercandose|se aleja|alejandose|hacia|aproxima/.test(s.folded)
  )
    return undefined;
  const data = dopplerData(s, 1);
  if (!data) return undefined;
  const { f, v } = data;
  const [u] = data.moving as [Datum];
  // Who moves: the listener at rest («quieta», «en reposo», «parada», «detenida») or the source at rest.
  const listenerStill =
    /(?:persona|observador|oyente|peaton|chico|chica|nene|nena|hombre|mujer)[^.,;]{0,20}(?:quiet|en reposo|parad|detenid|inmovil)/.test(
      s.folded,
    );
  const sourceStill =
    /(?:fuente|sirena|parlante|bocina|alarma|campana)[^.,;]{0,20}(?:quiet|en reposo|fij|detenid|inmovil)/.test(
      s.folded,
    );
  if (listenerStill === sourceStill) return undefined;
  const approaching = /se acerca|acercandose|aproxima|hacia/.test(s.folded);
  const receding = /se aleja|alejandose/.test(s.folded);
  if (approaching === receding) return undefined;
  if (!(u.value < v.value)) return undefined;
  const heard = listenerStill
    ? (f.value * v.value) / (approaching ? v.value - u.value : v.value + u.value)
    : (f.value * (approaching ? v.value + u.value : v.value - u.value)) / v.value;
  const formula = listenerStill
    ? `f′ = f·v/(v ${approaching ? '−' : '+'} v_f)`
    : `f′ = f·(v ${approaching ? '+' : '−'} v_o)/v`;
  return {
    title: 'Efecto Doppler',
    method:
      'Fuente en movimiento: f′ = f·v/(v ∓ v_f); observador en movimiento: f′ = f·(v ± v_o)/v (arriba si se acercan).',
    data: [
      `f = ${f.written}`,
      `v del sonido = ${v.written}`,
      `${listenerStill ? 'la fuente' : 'el observador'} se mueve a ${u.written}${u.written.endsWith('km/h') ? ` = ${fmt(u.value, 4)} m/s` : ''} y ${approaching ? 'se acerca' : 'se aleja'}`,
    ],
    steps: [
      listenerStill
        ? `La fuente se mueve y el que escucha está quieto: ${formula}.`
        : `El que escucha se mueve y la fuente está quieta: ${formula}.`,
      `f′ = ${fmt(f.value, 4)} · ${listenerStill ? `${fmt(v.value, 4)} / (${fmt(v.value, 4)} ${approaching ? '−' : '+'} ${fmt(u.value, 4)})` : `(${fmt(v.value, 4)} ${approaching ? '+' : '−'} ${fmt(u.value, 4)}) / ${fmt(v.value, 4)}`} ${resultLine('', heard, 'Hz', rounding).trim()}`,
      approaching
        ? 'Al acercarse, el sonido se oye más agudo: f′ > f.'
        : 'Al alejarse, el sonido se oye más grave: f′ < f.',
    ],
    answer: resultLine('f′', heard, 'Hz', rounding),
    closing: '¿Qué frecuencia oiría cuando la fuente ya pasó y se aleja a la misma velocidad?',
    used: [f.span, v.span, u.span],
  };
}

const COUNT_WORDS: Readonly<Record<string, number>> = {
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  diez: 10,
  cien: 100,
};

/** Sound levels: equal sources together (L + 10·log N) and a point source farther away (L − 20·log(r₂/r₁)). */
function soundLevel(s: Statement, question: string, rounding: Rounding): Worked | undefined {
  if (!/\bdb\b|decibel/.test(s.folded) || !/nivel|db|decibel|intensidad sonora/.test(question))
    return undefined;
  const levels = read(s, { db: 1, decibeles: 1, decibelios: 1 });
  const [L] = levels;
  if (!L || levels.length !== 1) return undefined;
  const distances = lengthsOf(s);
  const second =
    /(?:segund[oa]|otr[oa])\s+(?:\w+\s+){0,2}(?:identic|igual)|(?:identic|igual)[^.]{0,20}(?:a su lado|junto)/.test(
      s.folded,
    );
  const many =
    /\b(dos|tres|cuatro|cinco|seis|diez|cien|\d+)\s+(?:\w+\s+)?(?:maquinas|parlantes|fuentes|motores|bocinas|personas|instrumentos|sirenas|autos)\s+(?:\w+\s+)?(?:identic|igual)/.exec(
      s.folded,
    );
  if (distances.length === 0 && (second || many)) {
    const n = second
      ? 2
      : (COUNT_WORDS[group(many as RegExpExecArray, 1)] ?? Number(group(many as RegExpExecArray, 1)));
    if (!(n >= 2) || (second && many)) return undefined;
    const total = L.value + 10 * Math.log10(n);
    const spans: Span[] = [L.span];
    if (many && /\d/.test(group(many, 1))) spans.push([many.index, many.index + many[0].length]);
    return {
      title: 'Nivel sonoro de varias fuentes iguales',
      method: 'Las intensidades se suman: con N fuentes iguales, L = L₁ + 10·log N.',
      data: [`nivel de una fuente: ${L.written.replace('db', 'dB')}`, `${n} fuentes iguales`],
      steps: [
        'Los decibeles no se suman: se suman las intensidades. Con N fuentes iguales la intensidad es N veces la de una.',
        `L = L₁ + 10·log N = ${fmt(L.value, 4)} + 10·log ${n} ${resultLine('', total, 'dB', rounding).trim()}`,
      ],
      answer: resultLine('L', total, 'dB', rounding),
      closing: '¿Cuántas fuentes iguales harían falta para subir 10 dB?',
      used: spans,
    };
  }
  if (distances.length === 2 && !second && !many) {
    const [r1, r2] = distances as [Datum, Datum];
    const total = L.value - 20 * Math.log10(r2.value / r1.value);
    // The level is given at the first distance: «A 2 m … el nivel es de 80 dB. ¿Qué nivel hay a 20 m?».
    if (!(r1.span[0] < L.span[0] && L.span[0] < r2.span[0])) return undefined;
    return {
      title: 'Nivel sonoro a otra distancia de una fuente puntual',
      method: 'La intensidad de una fuente puntual cae como 1/r²: L₂ = L₁ − 20·log(r₂/r₁).',
      data: [`L₁ = ${L.written.replace('db', 'dB')} a ${r1.written}`, `r₂ = ${r2.written}`],
      steps: [
        'Una fuente que emite por igual en todas direcciones reparte su potencia en una esfera: I ∝ 1/r².',
        `L₂ = L₁ − 10·log(I₁/I₂) = L₁ − 20·log(r₂/r₁) = ${fmt(L.value, 4)} − 20·log(${fmt(r2.value, 4)}/${fmt(r1.value, 4)}) ${resultLine('', total, 'dB', rounding).trim()}`,
      ],
      answer: resultLine('L₂', total, 'dB', rounding),
      closing: '¿Cuánto baja el nivel cada vez que se duplica la distancia?',
      used: [L.span, r1.span, r2.span],
    };
  }
  return undefined;
}

const READINGS = [
  pendulum,
  spring,
  countedOscillations,
  crestsAndTroughs,
  changeOfMedium,
  dopplerBothApproach,
  doppler,
  soundLevel,
] as const;

/** A reply for an oscillation or sound problem, or undefined when it is not one this solver reads. */
export function solveOscillations(problem: string): SolverReply | undefined {
  const { s, question } = statementOf(problem);
  if (changesADatum(problem)) return undefined;
  return firstReading(s, question, READINGS);
}

export const oscillationsSolver = declareSolver({
  name: 'solve_oscillations',
  offer: 'péndulo, resorte, efecto Doppler, decibeles y ondas que cambian de medio',
  summary:
    "Oscillations and sound: a simple pendulum's period (T = 2π·√(L/g)), its length, the same pendulum under another g; a mass on a spring (T = 2π·√(m/k), k from a static stretch); period and frequency from oscillations counted in a time; a wave's speed from crests and troughs; a sound's wavelength in another medium; the Doppler effect with the source or the listener moving; sound levels of equal sources together and at another distance. Pass the whole statement.",
  examples: [
    'Calculá el período de un péndulo simple de 1 m de longitud. (g = 9,8 m/s²)',
    'Una masa de 0,5 kg cuelga de un resorte de constante 200 N/m. ¿Cuál es su período de oscilación?',
    'Un auto cuya bocina emite a 400 Hz se acerca a 20 m/s hacia una persona quieta. Si el sonido viaja a 340 m/s, ¿qué frecuencia percibe la persona?',
  ],
  parameters: { problem: 'the oscillation or sound problem as written' },
  solve: solveOscillations,
});
