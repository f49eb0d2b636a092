/**
 * Geometric optics as the course teaches it: light in a medium (v = c/n, n = c/v, λ = λ₀/n), the time light
 * takes (d = c·t), the plane mirror (the reflected ray's angle, the angle between both rays, where the
 * image is, the least mirror to see oneself whole), refraction (Snell's n₁·sen θ₁ = n₂·sen θ₂ both ways),
 * the critical angle (and the least index for total reflection), apparent depth (h/n), thin lenses and
 * spherical mirrors (1/f = 1/p + 1/q, A = −q/p, the image's size and nature) and a lens's power in
 * dioptres (alone or two in contact). Each reading answers only when every number of the statement is
 * one of its data and the question names its unknown; otherwise it declines, or leaves the problem.
 */
import { LIGHT_SPEED } from '../../science/constants.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import {
  firstReading,
  type Read,
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
import { readAngles, type Statement } from './physics.ts';

const RAD = Math.PI / 180;
const sin = (degrees: number) => Math.sin(degrees * RAD);
const asinDeg = (x: number) => Math.asin(x) / RAD;

const LENGTHS: Readonly<Record<string, number>> = {
  nm: 1e-9,
  μm: 1e-6,
  um: 1e-6,
  mm: 1e-3,
  cm: 1e-2,
  m: 1,
  km: 1e3,
};
const LENGTH = '(nm|μm|um|mm|cm|m|km)(?![\\p{L}\\d/^²³])';

/** Media a ray travels in, as statements name them; air and vacuum have n = 1 unless given. */
const MEDIUM =
  /\b(aire|vacio|agua|vidrio|diamante|aceite|alcohol|plastico|acrilico|hielo|cuarzo|material|liquido|prisma|medio|glicerina|benceno|sustancia|fibra|lente|bloque|lamina|placa)\b/g;

interface Medium {
  name: string;
  index: number;
  n?: Read;
}

/** «(n = 1,33)», «índice de refracción de un vidrio es 1,5», «de índice 1,5», «índice del agua: 1,33». */
const indexPattern = () =>
  new RegExp(
    `(?:\\bn\\s*[₀-₉0-9]?\\s*(?:=|:)|\\bn (?:del?|de la) [a-z]+ (?:es de|es|vale|=|:)|\\bindices?(?: de refraccion)?(?:\\s+(?:del?|de la|de un|de una)\\s+[a-z]+)?\\s*(?:es de|es|=|:|vale|igual a|de)?)\\s*${VALUE}(?![\\d\\p{L}]|\\s*(?:nm|m|cm|mm|s|°)\\b)`,
    'gu',
  );

export function indices(s: Statement): Read[] {
  return [...s.folded.matchAll(indexPattern())]
    .map((match) => ({
      value: valueAt(match, 1),
      written: `n = ${fmt(valueAt(match, 1), 4)}`,
      span: [match.index, match.index + match[0].length] as const,
    }))
    .filter((n) => n.value >= 1 && n.value < 5);
}

/** The media named, in order, each with the index typed after it (before the next medium), or air's 1. */
/** Container words that name a medium only with what they are made of: «un bloque de vidrio». */
const CONTAINERS = ['bloque', 'lamina', 'placa', 'prisma', 'fibra', 'lente'];

/**
 * The media named, each once in the order first named, with the index the statement gives it: the
 * medium named inside the index's words («índice del agua: 1,33», «n del vidrio = 1,5»), else the one
 * named last before it («agua (n = 1,33)»); air and vacuum have 1 unless given. A medium given two
 * different indices is left without one.
 */
export function media(s: Statement, ns: readonly Read[]): Medium[] {
  const named = [...s.folded.matchAll(MEDIUM)]
    .map((match) => ({ name: group(match, 1), index: match.index }))
    // «un bloque de vidrio»: the container is the glass.
    .filter(
      (medium, i, all) =>
        !(
          CONTAINERS.includes(medium.name) &&
          all[i + 1] !== undefined &&
          /^\s+de\s+(?:\w+\s+)?$/.test(s.folded.slice(medium.index + medium.name.length, all[i + 1]?.index))
        ),
    );
  const found: Medium[] = [];
  for (const medium of named)
    if (!found.some((other) => other.name === medium.name))
      found.push({ name: medium.name, index: medium.index });
  const conflicting = new Set<string>();
  for (const n of ns) {
    const inside = named.find((medium) => medium.index >= n.span[0] && medium.index < n.span[1]);
    const before = [...named].reverse().find((medium) => medium.index < n.span[0]);
    const owner = found.find((medium) => medium.name === (inside ?? before)?.name);
    if (!owner) continue;
    if (owner.n && owner.n.value !== n.value) conflicting.add(owner.name);
    owner.n ??= n;
  }
  for (const medium of found) if (conflicting.has(medium.name)) medium.n = undefined;
  return found;
}

const nOf = (medium: Medium): number | undefined =>
  medium.n?.value ?? (medium.name === 'aire' || medium.name === 'vacio' ? 1 : undefined);

/** The speed of light: the statement's «c = 3 · 10⁸ m/s», or the kernel's. */
function lightSpeed(s: Statement): { c: number; span?: Span; line: string } {
  // «c = 3 · 10⁸ m/s», or the light's speed said in words («la luz se propaga a 3 × 10⁸ m/s») when it is
  // the vacuum's, c rounded: a speed of light said in words that is not c is its speed in a medium
  // («en un plástico la luz avanza a 200.000 km/s»).
  const typed = new RegExp(`\\bc\\s*=\\s*${VALUE}\\s*(km|m)\\s*/\\s*s\\b`).exec(s.folded);
  const said = typed
    ? undefined
    : new RegExp(
        `\\bluz\\s+(?:se propaga|viaja|se mueve|avanza|va)\\s+a\\s+${VALUE}\\s*(km|m)\\s*/\\s*s\\b`,
      ).exec(s.folded);
  const saidValue = said ? valueAt(said, 1) * (group(said, 3) === 'km' ? 1000 : 1) : undefined;
  const match =
    typed ??
    (said && saidValue !== undefined && Math.abs(saidValue - LIGHT_SPEED) <= 0.01 * LIGHT_SPEED
      ? said
      : null);
  if (!match) return { c: LIGHT_SPEED, line: `c = ${shown(LIGHT_SPEED)} m/s` };
  const c = valueAt(match, 1) * (group(match, 3) === 'km' ? 1000 : 1);
  return { c, span: [match.index, match.index + match[0].length], line: `c = ${shown(c)} m/s` };
}

/** Lengths typed with their unit, in metres. */
function lengths(s: Statement): (Read & { unit: string; own: number })[] {
  const pattern = new RegExp(`(?<![\\p{L}\\d,.^])${VALUE}\\s*${LENGTH}`, 'gu');
  return [...s.folded.matchAll(pattern)].map((match) => {
    const own = valueAt(match, 1);
    const unit = group(match, 3);
    return {
      value: own * (LENGTHS[unit] ?? 1),
      own,
      unit,
      written: `${shown(own, {}, 0)} ${unit}`,
      span: [match.index, match.index + match[0].length] as const,
    };
  });
}

const base = (title: string, method: string): Pick<Worked, 'title' | 'method'> => ({ title, method });

// ─── light in a medium ────────────────────────────────────────────────────────────────────────────

/** The one medium the question names («en el agua») among media that each have their own index. */
function mediumAsked(
  s: Statement,
  ns: readonly Read[],
  question: string,
): (Medium & { n: Read }) | undefined {
  const where = media(s, ns).filter((medium) => medium.n);
  if (where.length !== ns.length) return undefined;
  const named = where.filter((medium) =>
    new RegExp(`\\b(?:en|dentro) (?:el |la |del |de la )?${medium.name}\\b`).test(question),
  );
  const [only] = named;
  return only?.n && named.length === 1 ? { ...only, n: only.n } : undefined;
}

/** v = c/n, n = c/v, λ = λ₀/n and d = c·t. */
function lightInMedium(s: Statement, question: string, rounding: Rounding): Worked | undefined {
  if (!/\bluz\b|\bluminos|\brayo/.test(s.folded) && !/\bindice/.test(s.folded)) return undefined;
  // «incide … con un ángulo de 30°», given for the refraction another part asks: the light's speed and
  // wavelength in the medium do not depend on it. Only one angle, said as the incidence.
  const angles = readAngles(s);
  const incidenceOnly =
    angles.length === 1 &&
    /\bincid/.test(s.folded) &&
    /velocidad|rapidez|longitud de onda/.test(question) &&
    !/\bangulo|refract|desvi/.test(question);
  if (angles.length && !incidenceOnly) return undefined;
  const angleSpan = ((): Span[] => {
    const [angle] = angles;
    if (!angle) return [];
    const end = s.folded.slice(angle.index).search(/°|grados?/);
    const span: Span = [angle.index, angle.index + Math.max(end, 0) + 1];
    return [span];
  })();
  const angleStep = angleSpan.length
    ? [
        'El ángulo de incidencia cambia la dirección del rayo, no su velocidad ni su longitud de onda en el medio: acá no interviene.',
      ]
    : [];
  const ns = indices(s);
  const c = lightSpeed(s);
  const cUsed = c.span ? [c.span] : [];
  const speeds = [
    ...s.folded.matchAll(new RegExp(`(?<![\\p{L}\\d,.^])${VALUE}\\s*(km|m)\\s*/\\s*s\\b`, 'gu')),
  ].filter((match) => !c.span || match.index < c.span[0] || match.index >= c.span[1]);
  const asksIndex = /\bindice/.test(question);
  const asksSpeed = /velocidad|rapidez|que tan rapido/.test(question);
  const asksWavelength = /longitud de onda/.test(question);
  if (asksIndex && !asksSpeed && speeds.length === 1 && ns.length === 0) {
    const [match] = speeds;
    if (!match) return undefined;
    const v = valueAt(match, 1) * (group(match, 3) === 'km' ? 1000 : 1);
    const n = c.c / v;
    if (!(n >= 1)) return undefined;
    return {
      ...base('Índice de refracción a partir de la velocidad de la luz', 'Usá n = c/v, con v en m/s.'),
      data: [`v = ${shown(v)} m/s`, c.line],
      steps: [
        'El índice de refracción compara la velocidad de la luz en el vacío con la del medio: n = c/v.',
        `n = ${shown(c.c)} / ${shown(v)} ${approx2(n, rounding)}`,
        'Sin unidad, y mayor que 1: la luz va más lenta en el medio que en el vacío.',
      ],
      answer: resultLine('n', n, '', rounding),
      closing: '¿Qué índice tendría un medio donde la luz viaja a la mitad de c?',
      used: [[match.index, match.index + match[0].length], ...cUsed],
    };
  }
  // «pasa del aire (n = 1) al agua (n = 1,33) … la velocidad de la luz en el agua»: two media with their
  // indices, the one asked named in the question; the other's index is for another part.
  const inAsked = ns.length === 2 ? mediumAsked(s, ns, question) : undefined;
  if (asksSpeed && !asksIndex && (ns.length === 1 || inAsked) && speeds.length === 0 && !asksWavelength) {
    const n = inAsked?.n ?? ns[0];
    if (!n) return undefined;
    const other = ns.find((m) => m !== n);
    const kmPerSecond = /km\s*\/\s*s|kilometros por segundo/.test(question);
    const v = c.c / n.value;
    return {
      ...base('Velocidad de la luz en un medio', 'Usá v = c/n.'),
      data: [n.written, c.line],
      steps: [
        'El índice de refracción dice cuántas veces más lenta va la luz en el medio: v = c/n.',
        `v = ${shown(c.c)} m/s / ${fmt(n.value, 4)} ${approx2(v, rounding)} m/s`,
        ...(kmPerSecond ? [`En km/s: ${shown(v / 1000, rounding)} km/s.`] : []),
        ...angleStep,
        ...(other && inAsked
          ? [
              `El otro índice (${other.written}) es el del otro medio: no cambia la velocidad de la luz en el ${inAsked.name}.`,
            ]
          : []),
      ],
      answer: kmPerSecond ? resultLine('v', v / 1000, 'km/s', rounding) : resultLine('v', v, 'm/s', rounding),
      closing: '¿Por qué nunca puede dar más que c?',
      used: [n.span, ...cUsed, ...angleSpan, ...(other ? [other.span] : [])],
    };
  }
  if (asksWavelength && !/frecuencia|energia/.test(question)) {
    const waves = lengths(s).filter((l) => l.value < 1e-3);
    const [lambda] = waves;
    const where = media(s, ns);
    if (!lambda || waves.length !== 1 || !ns.length || ns.length > 2) return undefined;
    // λ₀ in the first medium, asked in the second: λ₂ = λ₁·n₁/n₂ (the frequency does not change).
    const [from, to] = where.length >= 2 ? [where[0], where.at(-1)] : [undefined, where[0]];
    const n1 = from ? nOf(from) : 1;
    const n2 = to ? nOf(to) : ns[0]?.value;
    if (n1 === undefined || n2 === undefined || ns.length !== where.filter((m) => m.n).length)
      return undefined;
    // «Una luz de 600 nm pasa del agua al vidrio»: 600 nm in the water or in vacuum? Only air says both.
    const measuredIn = s.folded.slice(lambda.span[1], lambda.span[1] + 50);
    if (
      from &&
      n1 !== 1 &&
      !new RegExp(`^[^.,;]*\\b(?:en|dentro) (?:el |la |del |de la )?${from.name}\\b`).test(measuredIn)
    )
      return undefined;
    const result = (lambda.own * n1) / n2;
    return {
      ...base('Longitud de onda de la luz en otro medio', 'La frecuencia no cambia: λ₂ = λ₁·n₁/n₂.'),
      data: [`λ₁ = ${lambda.written}`, `n₁ = ${fmt(n1, 4)}`, `n₂ = ${fmt(n2, 4)}`],
      steps: [
        'Al cambiar de medio la frecuencia de la luz se mantiene; cambia su velocidad (v = c/n) y con ella λ = v/f.',
        `λ₂ = λ₁·n₁/n₂ = ${lambda.written} · ${fmt(n1, 4)} / ${fmt(n2, 4)} ${approx2(result, rounding)} ${lambda.unit}`,
        ...angleStep,
        // «(c = 3 · 10⁸ m/s)» given for the speed another part asks: the ratio of indices does not need it.
        ...(cUsed.length
          ? ['El valor de c no hace falta acá: sólo importa el cociente de los índices.']
          : []),
      ],
      answer: resultLine('λ₂', result, lambda.unit, rounding),
      closing: '¿La luz cambia de color al entrar en el vidrio, si su frecuencia es la misma?',
      used: [lambda.span, ...ns.map((n) => n.span), ...cUsed, ...angleSpan],
    };
  }
  return undefined;
}

const approx2 = (value: number, rounding: Rounding) => `${resultLine('', value, '', rounding).trim()}`;

/** d = c·t (a distance from a time light takes) and t = d/c. */
function lightTravel(s: Statement, question: string, rounding: Rounding): Worked | undefined {
  if (!/\bluz\b/.test(s.folded) || /\bindice|\bn\s*=/.test(s.folded)) return undefined;
  const c = lightSpeed(s);
  const times = [
    ...s.folded.matchAll(
      new RegExp(`(?<![\\p{L}\\d,.^])${VALUE}\\s*(s|segundos?|min|minutos?|h|horas?)(?![\\p{L}\\d/])`, 'gu'),
    ),
  ];
  const distances = lengths(s).filter((l) => !c.span || l.span[0] < c.span[0] || l.span[0] >= c.span[1]);
  const cUsed = c.span ? [c.span] : [];
  const asksDistance = /distancia|lejos|separa/.test(question);
  const asksTime = /tarda|tiempo|demora|cuanto/.test(question) && !asksDistance;
  if (asksDistance && times.length === 1 && distances.length === 0) {
    const [match] = times;
    if (!match) return undefined;
    const unit = group(match, 3);
    const factor = unit.startsWith('h') ? 3600 : unit.startsWith('m') ? 60 : 1;
    const t = valueAt(match, 1) * factor;
    const d = c.c * t;
    const km = /\bkm\b|kilometros/.test(question);
    return {
      ...base('Distancia que recorre la luz', 'Usá d = c·t, con t en segundos.'),
      data: [`t = ${fmt(valueAt(match, 1), 4)} ${unit}`, c.line],
      steps: [
        'La luz viaja a velocidad constante c: d = c·t.',
        `d = ${shown(c.c)} m/s · ${shown(t)} s ${approx2(d, rounding)} m`,
        ...(km ? [`En km: ${shown(d / 1000, rounding)} km.`] : []),
      ],
      answer: km ? resultLine('d', d / 1000, 'km', rounding) : resultLine('d', d, 'm', rounding),
      closing: '¿Cuánto tarda la luz en recorrer la mitad de esa distancia?',
      used: [[match.index, match.index + match[0].length], ...cUsed],
    };
  }
  if (asksTime && distances.length === 1 && times.length === 0) {
    const [d] = distances;
    if (!d) return undefined;
    const t = d.value / c.c;
    const minutes = /minutos/.test(question);
    return {
      ...base('Tiempo que tarda la luz', 'Usá t = d/c, con d en metros.'),
      data: [`d = ${d.written}`, c.line],
      steps: [
        'La luz viaja a velocidad constante c: t = d/c.',
        `t = ${shown(d.value)} m / ${shown(c.c)} m/s ${approx2(t, rounding)} s`,
        ...(minutes ? [`En minutos: ${shown(t / 60, rounding)} min.`] : []),
      ],
      answer: minutes ? resultLine('t', t / 60, 'min', rounding) : resultLine('t', t, 's', rounding),
      closing: '¿Y el sonido, cuánto tardaría en recorrer la misma distancia en el aire?',
      used: [d.span, ...cUsed],
    };
  }
  return undefined;
}

// ─── the plane mirror ─────────────────────────────────────────────────────────────────────────────

const PLANE_MIRROR =
  /espejo plano|espejo (?:vertical|horizontal)|\bespejo\b(?![^.]*(?:concavo|convexo|esferico))/;

/** The reflected ray's angle, with the normal or the surface, and the angle between both rays. */
function reflection(s: Statement, question: string): Worked | undefined {
  if (!PLANE_MIRROR.test(s.folded) || !/\brayo|\bluz|\bhaz\b|luminos|incide|reflej|reflexion/.test(s.folded))
    return undefined;
  if (/\bdos espejos|espejos\b|refract|\bindice/.test(s.folded)) return undefined;
  if (!/angulo/.test(question)) return undefined;
  const angles = readAngles(s);
  const [angle] = angles;
  if (!angle || angles.length !== 1 || angle.degrees <= 0 || angle.degrees >= 90) return undefined;
  // What the given angle is measured from: the text right after it.
  const after = s.folded.slice(angle.index, angle.index + 80);
  const before = s.folded.slice(Math.max(0, angle.index - 80), angle.index);
  const fromSurface = SURFACE.test(/^[^.]*/.exec(after)?.[0] ?? '');
  const fromNormal =
    /^[^.]*?\bcon (?:la|respecto de la|respecto a la) normal|^[^.]*?respecto (?:de|a) la normal/.test(
      after,
    ) || /angulo de incidencia/.test(before);
  if (fromSurface === fromNormal) return undefined;
  const incidence = fromNormal ? angle.degrees : 90 - angle.degrees;
  const asked =
    /entre (?:si )?(?:el (?:rayo )?)?incidente y (?:el )?reflejado|entre (?:si )?(?:los|ambos|ellos|el reflejado y el incidente)/.test(
      question,
    )
      ? 'between'
      : /reflej|reflexion/.test(question) && /normal/.test(question)
        ? 'normal'
        : /reflej|reflexion/.test(question) && /superficie|espejo|plano/.test(question)
          ? 'surface'
          : /angulo de reflexion/.test(question)
            ? 'normal'
            : undefined;
  if (!asked) return undefined;
  const value = asked === 'between' ? 2 * incidence : asked === 'normal' ? incidence : 90 - incidence;
  const data = [
    `ángulo del rayo incidente ${fromNormal ? 'con la normal' : 'con la superficie del espejo'}: ${fmt(angle.degrees, 4)}°`,
  ];
  return {
    ...base(
      'Reflexión en un espejo plano',
      'El ángulo de reflexión es igual al de incidencia, ambos medidos desde la normal.',
    ),
    data,
    steps: [
      ...(fromNormal
        ? [`El ángulo de incidencia se mide desde la normal: i = ${fmt(incidence, 4)}°.`]
        : [
            `La normal es perpendicular al espejo: i = 90° − ${fmt(angle.degrees, 4)}° = ${fmt(incidence, 4)}°.`,
          ]),
      `Ley de reflexión: el ángulo de reflexión es igual al de incidencia, r = i = ${fmt(incidence, 4)}°.`,
      ...(asked === 'between'
        ? [`Entre el rayo incidente y el reflejado hay i + r = 2·${fmt(incidence, 4)}° = ${fmt(value, 4)}°.`]
        : asked === 'surface'
          ? [
              `Con la superficie del espejo, el reflejado forma 90° − ${fmt(incidence, 4)}° = ${fmt(value, 4)}°.`,
            ]
          : []),
    ],
    answer:
      asked === 'between'
        ? `Ángulo entre el rayo incidente y el reflejado = ${fmt(value, 4)}°`
        : asked === 'normal'
          ? `El rayo reflejado forma ${fmt(value, 4)}° con la normal`
          : `El rayo reflejado forma ${fmt(value, 4)}° con la superficie del espejo`,
    closing: '¿Qué pasa con el rayo reflejado si el rayo llega perpendicular al espejo?',
    used: [[angle.index, angle.index + 4]],
  };
}

/** Where a plane mirror's image is: as far behind as the object is in front. */
function planeMirrorImage(s: Statement, question: string, rounding: Rounding): Worked | undefined {
  if (!/espejo plano/.test(s.folded) || !/imagen/.test(question)) return undefined;
  if (/se (?:acerca|aleja)|camina|corre|velocidad|rapidez|\bdos espejos|altura|mide/.test(s.folded))
    return undefined;
  const all = lengths(s);
  const [d] = all;
  if (!d || all.length !== 1) return undefined;
  const fromPerson =
    /distancia de (?:vos|ti|el|ella|si|la persona|el objeto|la nena|el nene|la chica|el chico)\b|de vos\b|de ti\b|entre (?:vos|la persona|el objeto|el|ella) y (?:tu|su) imagen|(?:tu|su) imagen (?:y|de) (?:vos|la persona|el objeto)|\b(?:la|lo|te|me|los|las) separa(?:n)? de (?:tu|su) imagen/.test(
      question,
    );
  const fromMirror = /(?:del|al) espejo|detras del espejo/.test(question);
  if (fromPerson === fromMirror) return undefined;
  const value = fromPerson ? 2 * d.own : d.own;
  return {
    ...base('Imagen en un espejo plano', 'La imagen está tan detrás del espejo como el objeto delante.'),
    data: [`distancia del objeto al espejo: ${d.written}`],
    steps: [
      `En un espejo plano la imagen es virtual y está detrás del espejo, a la misma distancia que el objeto: ${d.written}.`,
      ...(fromPerson
        ? [`Del objeto a su imagen hay ${d.written} + ${d.written} = ${shown(value, rounding)} ${d.unit}.`]
        : []),
    ],
    answer: fromPerson
      ? `La imagen está a ${shown(value, rounding)} ${d.unit} del objeto`
      : `La imagen está a ${shown(value, rounding)} ${d.unit} detrás del espejo`,
    closing: '¿Cuánto se acerca la imagen si el objeto se acerca 1 m al espejo?',
    used: [d.span],
  };
}

/** The least plane mirror to see oneself whole: half one's height, its lower edge at half the eyes' height. */
function wholeBodyMirror(s: Statement, question: string, rounding: Rounding): Worked | undefined {
  if (!/espejo/.test(s.folded) || !/cuerpo entero|de pies a cabeza|entero|completo/.test(s.folded))
    return undefined;
  if (!/altura|alto|largo|tamano/.test(question)) return undefined;
  const height = new RegExp(
    `(?:mide|de altura|estatura|altura de|alto)\\s*(?:es de|de|:)?\\s*${VALUE}\\s*${LENGTH}`,
  ).exec(s.folded);
  const eyes = new RegExp(`ojos\\s+(?:estan\\s+|a una altura de\\s+)?a\\s+${VALUE}\\s*${LENGTH}`).exec(
    s.folded,
  );
  if (!height) return undefined;
  const all = lengths(s);
  const asksEdge = /borde inferior|desde el piso|del piso|del suelo|a que altura/.test(question);
  if (!asksEdge && !/minim|que altura|cuanto (?:tiene que |debe )?medir/.test(question)) return undefined;
  if (all.length !== (eyes ? 2 : 1) || (asksEdge && !eyes)) return undefined;
  const H = valueAt(height, 1);
  const unit = group(height, 3);
  const eyeHeight = eyes ? valueAt(eyes, 1) : undefined;
  const spans: Span[] = [[height.index, height.index + height[0].length]];
  if (eyes) spans.push([eyes.index, eyes.index + eyes[0].length]);
  const steps = [
    `Los rayos que llegan al ojo desde la cabeza y desde los pies se reflejan a mitad de camino en altura: el espejo necesita la mitad de la altura de la persona, ${fmt(H, 4)}/2 = ${shown(H / 2, rounding)} ${unit}.`,
  ];
  if (eyeHeight !== undefined)
    steps.push(
      `El rayo de los pies se refleja a la mitad de la altura de los ojos: el borde inferior va a ${fmt(eyeHeight, 4)}/2 = ${shown(eyeHeight / 2, rounding)} ${unit} del piso.`,
    );
  return {
    ...base(
      'Espejo plano para verse de cuerpo entero',
      'El espejo mide la mitad de la altura; su borde inferior, la mitad de la altura de los ojos.',
    ),
    data: [
      `altura de la persona: ${fmt(H, 4)} ${unit}`,
      ...(eyeHeight !== undefined ? [`ojos a ${fmt(eyeHeight, 4)} ${unit} del piso`] : []),
    ],
    steps,
    answer:
      eyeHeight !== undefined
        ? `Altura mínima del espejo = ${shown(H / 2, rounding)} ${unit}; borde inferior a ${shown(eyeHeight / 2, rounding)} ${unit} del piso`
        : `Altura mínima del espejo = ${shown(H / 2, rounding)} ${unit}`,
    closing: '¿Cambia esa altura si la persona se aleja del espejo?',
    used: spans,
  };
}

// ─── refraction ───────────────────────────────────────────────────────────────────────────────────

/** An angle measured from the surface, not from the normal. */
const SURFACE =
  /\b(?:con|respecto (?:de|a|del|al)|sobre|desde)\s+(?:la |el |a la |de la )?(?:superficie|cara|interfaz|plano|espejo|horizontal)/;

/** Which medium the ray leaves and which it enters, by the words around them. */
function fromAndTo(s: Statement, where: readonly Medium[]): [Medium, Medium] | undefined {
  if (where.length !== 2) return undefined;
  const [first, second] = where as [Medium, Medium];
  const before = (medium: Medium) => s.folded.slice(Math.max(0, medium.index - 40), medium.index);
  const leaving =
    /(?:\bdel?|\bdesde(?: el| la| un| una)?|dentro de(?:l| la| un| una)?|\bpor(?: el| la| un| una)?|\ben(?: el| la| un| una)?)\s+(?:\w+\s+)?$/;
  const entering =
    /(?:\bal?|\bhacia(?: el| la| un| una)?|\bsobre(?: el| la| un| una)?|\ben(?: el| la| un| una)?|separa (?:del?|de la)|superficie (?:del?|de la|de un|de una))\s+(?:\w+\s+)?$/;
  if (
    /\bal?\s+(?:\w+\s+){0,3}$/.test(before(second)) ||
    /(?:separa|superficie|sobre|hacia)/.test(before(second))
  )
    if (leaving.test(before(first))) return [first, second];
  if (entering.test(before(first)) && leaving.test(before(second))) return [second, first];
  return undefined;
}

/** The angle of incidence and the refracted one, by the words after each (or their order). */
function incidenceAndRefraction(s: Statement): {
  incidence?: { degrees: number; span: Span };
  refraction?: { degrees: number; span: Span };
} {
  const angles = readAngles(s);
  const found: ReturnType<typeof incidenceAndRefraction> = {};
  for (const angle of angles) {
    const near = s.folded.slice(Math.max(0, angle.index - 40), angle.index + 40);
    // «30° con la superficie», «respecto de la superficie», «sobre la horizontal»: measured from the surface.
    const clause = /^[^.,;]*/.exec(s.folded.slice(angle.index, angle.index + 60))?.[0] ?? '';
    const surface = SURFACE.test(clause);
    if (surface && /normal/.test(clause)) return {};
    const degrees = surface ? 90 - angle.degrees : angle.degrees;
    const span: Span = [angle.index, angle.index + 4];
    if (
      /refract|refracc|se desvia|sale|emerge|transmit/.test(
        s.folded.slice(Math.max(0, angle.index - 30), angle.index + 8),
      ) &&
      found.incidence
    )
      found.refraction = { degrees, span };
    else if (/incid|incide|llega|forma/.test(near) && !found.incidence) found.incidence = { degrees, span };
    else if (!found.incidence) found.incidence = { degrees, span };
    else if (!found.refraction) found.refraction = { degrees, span };
    else return {};
  }
  return found;
}

function refraction(s: Statement, question: string, rounding: Rounding): Worked | undefined {
  if (!/refract|refracc|\bindice|\bn\s*=/.test(s.folded) && !/pasa del?|pasa de la/.test(s.folded))
    return undefined;
  if (/reflexion total|angulo (?:limite|critico)/.test(s.folded)) return undefined;
  const ns = indices(s);
  const where = media(s, ns);
  const { incidence, refraction: refracted } = incidenceAndRefraction(s);
  const asksAngle =
    /angulo/.test(question) && /refract|refracc|sale|emerge|transmit|se desvia/.test(question);
  const asksIndex = /\bindice/.test(question);
  const pair = fromAndTo(s, where);
  if (!pair || !incidence) return undefined;
  const [from, to] = pair;
  const n1 = nOf(from);
  const n2 = nOf(to);
  const nSpans = ns.map((n) => n.span);
  // «(c = 3 · 10⁸ m/s)» given for the light's speed another part asks: Snell's law does not use it.
  const c = lightSpeed(s);
  const cUsed = c.span ? [c.span] : [];
  const cStep = cUsed.length
    ? ['El valor de c no interviene en el ángulo: la ley de Snell usa sólo los índices.']
    : [];
  if (asksAngle && !asksIndex && !refracted && n1 !== undefined && n2 !== undefined) {
    const sine = (n1 * sin(incidence.degrees)) / n2;
    const data = [
      `n₁ = ${fmt(n1, 4)} (${from.name})`,
      `n₂ = ${fmt(n2, 4)} (${to.name})`,
      `θ₁ = ${fmt(incidence.degrees, 4)}°`,
    ];
    const steps = [
      'Ley de Snell: n₁·sen θ₁ = n₂·sen θ₂, con los ángulos medidos desde la normal.',
      `sen θ₂ = n₁·sen θ₁ / n₂ = ${fmt(n1, 4)} · sen ${fmt(incidence.degrees, 4)}° / ${fmt(n2, 4)} ≈ ${fmt(sine, 4)}`,
    ];
    if (sine > 1)
      return {
        ...base('Refracción: ley de Snell', 'Ley de Snell: n₁·sen θ₁ = n₂·sen θ₂.'),
        data,
        steps: [
          ...steps,
          'Un seno no puede superar 1: no hay rayo refractado, la luz se refleja toda (reflexión total).',
        ],
        answer: 'No hay refracción: el rayo sufre reflexión total',
        closing: '¿Cuál es el ángulo límite entre esos dos medios?',
        used: [incidence.span, ...nSpans],
      };
    const theta = asinDeg(sine);
    return {
      ...base('Refracción: ley de Snell', 'Ley de Snell: n₁·sen θ₁ = n₂·sen θ₂.'),
      data,
      steps: [
        ...steps,
        `θ₂ = arcsen(${fmt(sine, 4)}) ${approx2(theta, rounding)}°`,
        n2 > n1
          ? 'Pasa a un medio más refringente: el rayo se acerca a la normal (θ₂ < θ₁).'
          : 'Pasa a un medio menos refringente: el rayo se aleja de la normal (θ₂ > θ₁).',
        ...cStep,
      ],
      answer: resultLine('θ₂', theta, '°', rounding),
      closing: '¿Con qué ángulo de incidencia el rayo no se desviaría?',
      used: [incidence.span, ...nSpans, ...cUsed],
    };
  }
  if (asksIndex && refracted && !asksAngle) {
    // The unknown index is the medium without one.
    const unknownTo = n2 === undefined && n1 !== undefined;
    const unknownFrom = n1 === undefined && n2 !== undefined;
    if (unknownTo === unknownFrom) return undefined;
    const known = (unknownTo ? n1 : n2) as number;
    const n = unknownTo
      ? (known * sin(incidence.degrees)) / sin(refracted.degrees)
      : (known * sin(refracted.degrees)) / sin(incidence.degrees);
    if (!(n >= 1)) return undefined;
    return {
      ...base('Índice de refracción por la ley de Snell', 'Ley de Snell: n₁·sen θ₁ = n₂·sen θ₂.'),
      data: [
        unknownTo ? `n₁ = ${fmt(known, 4)} (${from.name})` : `n₂ = ${fmt(known, 4)} (${to.name})`,
        `θ₁ = ${fmt(incidence.degrees, 4)}°`,
        `θ₂ = ${fmt(refracted.degrees, 4)}°`,
      ],
      steps: [
        'Ley de Snell: n₁·sen θ₁ = n₂·sen θ₂, con los ángulos medidos desde la normal.',
        unknownTo
          ? `n₂ = n₁·sen θ₁ / sen θ₂ = ${fmt(known, 4)} · sen ${fmt(incidence.degrees, 4)}° / sen ${fmt(refracted.degrees, 4)}° ${approx2(n, rounding)}`
          : `n₁ = n₂·sen θ₂ / sen θ₁ = ${fmt(known, 4)} · sen ${fmt(refracted.degrees, 4)}° / sen ${fmt(incidence.degrees, 4)}° ${approx2(n, rounding)}`,
      ],
      answer: resultLine(unknownTo ? 'n₂' : 'n₁', n, '', rounding),
      closing: '¿A qué velocidad viaja la luz en ese material?',
      used: [incidence.span, refracted.span, ...nSpans],
    };
  }
  return undefined;
}

/** The critical angle, θc = arcsen(n₂/n₁), and the least index for total reflection at an angle. */
function criticalAngle(s: Statement, question: string, rounding: Rounding): Worked | undefined {
  if (!/angulo (?:limite|critico)|reflexion total/.test(s.folded)) return undefined;
  const ns = indices(s);
  const where = media(s, ns);
  const angles = readAngles(s);
  const asksAngle = /angulo/.test(question) && !/\bindice/.test(question);
  const asksLeastIndex = /\bindice/.test(question) && /minimo|menor/.test(question);
  // The other medium: given, or air (named, or no other medium named without its index).
  const GENERIC = [
    'prisma',
    'material',
    'medio',
    'sustancia',
    'bloque',
    'fibra',
    'lente',
    'lamina',
    'placa',
    'liquido',
  ];
  const airNamed = where.some((medium) => (medium.name === 'aire' || medium.name === 'vacio') && !medium.n);
  const otherWithout = where.some((medium) => nOf(medium) === undefined && !GENERIC.includes(medium.name));
  const outside = ns.length === 1 && (airNamed || !otherWithout) ? 1 : undefined;
  const nSpans = ns.map((n) => n.span);
  // «incidiendo con 45°», «(c = 3 · 10⁸ m/s)»: data another part asks about; the critical angle, asked by
  // name, depends only on the indices.
  const [incidence] = angles;
  const asideAngle =
    angles.length === 1 &&
    incidence &&
    /angulo (?:limite|critico)/.test(question) &&
    /\bincid/.test(s.folded.slice(Math.max(0, incidence.index - 40), incidence.index))
      ? incidence
      : undefined;
  const c = asideAngle ? lightSpeed(s) : undefined;
  const asides: Span[] = asideAngle
    ? [[asideAngle.index, asideAngle.index + 4], ...(c?.span ? [c.span] : [])]
    : [];
  if (asksAngle && (angles.length === 0 || asideAngle)) {
    const values = [...ns.map((n) => n.value), ...(outside === undefined ? [] : [outside])];
    if (values.length !== 2 || (ns.length === 2 && otherWithout)) return undefined;
    const dense = Math.max(...values);
    const light = Math.min(...values);
    if (dense === light) return undefined;
    const theta = asinDeg(light / dense);
    return {
      ...base('Ángulo límite', 'El ángulo límite cumple sen θc = n₂/n₁, desde el medio de mayor índice.'),
      data: [`n₁ = ${fmt(dense, 4)} (donde viaja la luz)`, `n₂ = ${fmt(light, 4)}`],
      steps: [
        'Hay reflexión total solo yendo de un medio de mayor índice a uno de menor índice. En el ángulo límite el refractado sale rasante (θ₂ = 90°).',
        `n₁·sen θc = n₂·sen 90° ⇒ sen θc = ${fmt(light, 4)} / ${fmt(dense, 4)} ≈ ${fmt(light / dense, 4)}`,
        `θc = arcsen(${fmt(light / dense, 4)}) ${approx2(theta, rounding)}°`,
        ...(asideAngle
          ? [
              `El ángulo de incidencia de ${fmt(asideAngle.degrees, 4)}°${c?.span ? ' y el valor de c' : ''} no intervienen: el ángulo límite depende sólo de los índices.`,
            ]
          : []),
      ],
      answer: resultLine('θc', theta, '°', rounding),
      closing: '¿Qué le pasa a un rayo que llega con un ángulo mayor que θc?',
      used: [...nSpans, ...asides],
    };
  }
  if (asksLeastIndex && angles.length === 1 && ns.length <= 1) {
    const [angle] = angles;
    if (!angle) return undefined;
    const n2 = ns.length === 1 ? ns[0]?.value : airNamed || !otherWithout ? 1 : undefined;
    if (n2 === undefined) return undefined;
    const n = n2 / sin(angle.degrees);
    return {
      ...base(
        'Índice mínimo para la reflexión total',
        'Para que haya reflexión total, el ángulo de incidencia tiene que ser al menos el límite: n ≥ n₂/sen θ.',
      ),
      data: [`ángulo de incidencia: ${fmt(angle.degrees, 4)}°`, `índice del medio de afuera: ${fmt(n2, 4)}`],
      steps: [
        'Hay reflexión total cuando el ángulo de incidencia alcanza el ángulo límite: sen θc = n₂/n.',
        `El caso justo es θc = ${fmt(angle.degrees, 4)}°: n = n₂ / sen θ = ${fmt(n2, 4)} / sen ${fmt(angle.degrees, 4)}° ${approx2(n, rounding)}`,
      ],
      answer: resultLine('n mínimo', n, '', rounding),
      closing: '¿Y si el ángulo de incidencia fuera mayor, el índice mínimo sería mayor o menor?',
      used: [[angle.index, angle.index + 4], ...nSpans],
    };
  }
  return undefined;
}

/** Apparent depth seen from above: h' = h/n. */
function apparentDepth(s: Statement, question: string, rounding: Rounding): Worked | undefined {
  if (!/profundidad|fondo/.test(s.folded) || !/parece|aparente|se ve/.test(question)) return undefined;
  const ns = indices(s);
  const all = lengths(s);
  const [n] = ns;
  const [h] = all;
  if (!n || !h || ns.length !== 1 || all.length !== 1) return undefined;
  const value = h.own / n.value;
  return {
    ...base('Profundidad aparente', 'Mirando casi en vertical desde el aire: h′ = h/n.'),
    data: [`profundidad real h = ${h.written}`, n.written],
    steps: [
      'Los rayos que salen del fondo se alejan de la normal al pasar al aire; mirando casi en vertical, el fondo parece más cerca: h′ = h/n.',
      `h′ = ${h.written} / ${fmt(n.value, 4)} ${approx2(value, rounding)} ${h.unit}`,
    ],
    answer: resultLine('h′', value, h.unit, rounding),
    closing: '¿Un pez que mira hacia arriba ve a una persona más cerca o más lejos de lo que está?',
    used: [h.span, n.span],
  };
}

// ─── lenses and spherical mirrors ─────────────────────────────────────────────────────────────────

type Element = 'converging lens' | 'diverging lens' | 'concave mirror' | 'convex mirror';

function elementOf(folded: string): Element | undefined {
  const found = new Set<Element>();
  if (/lente(?:s)? (?:\w+ )?convergente|\blupa\b|lente biconvexa/.test(folded)) found.add('converging lens');
  if (/lente(?:s)? (?:\w+ )?divergente|lente biconcava/.test(folded)) found.add('diverging lens');
  if (/espejo (?:\w+ )?concavo/.test(folded)) found.add('concave mirror');
  if (/espejo (?:\w+ )?convexo/.test(folded)) found.add('convex mirror');
  return found.size === 1 ? [...found][0] : undefined;
}

const NAME: Readonly<Record<Element, string>> = {
  'converging lens': 'lente convergente',
  'diverging lens': 'lente divergente',
  'concave mirror': 'espejo cóncavo',
  'convex mirror': 'espejo convexo',
};

/** The focal distance typed: «distancia focal de 10 cm», «f = 10 cm», «de 10 cm de distancia focal», a radius. */
function focal(s: Statement): (Read & { unit: string; own: number; radius: boolean }) | undefined {
  const patterns: [RegExp, boolean][] = [
    [
      new RegExp(
        `(?:distancia focal(?: de la lente| del espejo)?|\\bfocal|\\bf)\\s*(?:=|:|es de|es|de|vale|mide|igual a)?\\s*(?:de\\s*)?${VALUE}\\s*${LENGTH}`,
        'gu',
      ),
      false,
    ],
    [new RegExp(`${VALUE}\\s*${LENGTH}\\s*de (?:distancia )?focal`, 'gu'), false],
    [
      new RegExp(
        `(?:\\bradio(?: de curvatura)?|\\bR)\\s*(?:=|:|es de|es|de|vale|mide)?\\s*(?:de\\s*)?${VALUE}\\s*${LENGTH}`,
        'gu',
      ),
      true,
    ],
    [new RegExp(`${VALUE}\\s*${LENGTH}\\s*de radio(?: de curvatura)?`, 'gu'), true],
  ];
  const found = patterns.flatMap(([pattern, radius]) =>
    [...s.folded.matchAll(pattern)].map((match) => {
      const own = valueAt(match, 1);
      const unit = group(match, 3);
      const number = new RegExp(VALUE).exec(match[0]);
      const start = match.index + (number?.index ?? 0);
      return {
        value: own * (LENGTHS[unit] ?? 1),
        own,
        unit,
        radius,
        written: `${fmt(own, 4)} ${unit}`,
        span: [start, match.index + match[0].length] as const,
      };
    }),
  );
  const distinct = found.filter((f, i) => found.findIndex((g) => g.span[0] === f.span[0]) === i);
  return distinct.length === 1 ? distinct[0] : undefined;
}

/**
 * «Determine la distancia focal del espejo» from its radius: f = R/2, whatever the object (its place and
 * size are for the image other parts ask). A concave mirror only: a convex one's sign is a convention.
 */
function focalFromRadius(
  question: string,
  element: Element,
  f: NonNullable<ReturnType<typeof focal>>,
  all: readonly ReturnType<typeof lengths>[number][],
): Worked | undefined {
  if (
    /distancia focal|\bel foco\b/.test(question) &&
    !/imagen|objeto|aumento/.test(question) &&
    f.radius &&
    element === 'concave mirror' &&
    f.own > 0 &&
    all.length <= 2
  ) {
    const half = f.own / 2;
    return {
      ...base(
        'Distancia focal de un espejo esférico',
        'En un espejo esférico el foco está a mitad de camino entre el espejo y el centro de curvatura: f = R/2.',
      ),
      data: [`R = ${f.written}`, NAME[element]],
      steps: [
        'El foco de un espejo esférico está en el punto medio entre el vértice y el centro de curvatura: f = R/2.',
        `f = ${f.written} / 2 = ${fmt(half, 4)} ${f.unit}`,
        ...(all.length
          ? [
              'La distancia y el tamaño del objeto no cambian la distancia focal: es una propiedad del espejo (sirven para ubicar la imagen).',
            ]
          : []),
      ],
      answer: `f = ${fmt(half, 4)} ${f.unit}`,
      closing: '¿Dónde se forma la imagen de un objeto puesto justo en el centro de curvatura?',
      used: [f.span, ...all.map((l) => l.span)],
    };
  }
  return undefined;
}

/**
 * «Una lente convergente de 5 dioptrías»: one lens's power as its focal length, f = 1/P m, in the unit of
 * the statement's one other length (the object's distance), so that 1/f = 1/p + 1/q reads it.
 */
function focalFromPower(s: Statement, element: Element): ReturnType<typeof focal> {
  if (element.endsWith('mirror')) return undefined;
  const powers = [...s.folded.matchAll(new RegExp(`${VALUE}\\s*(?:dioptrias?|dp)\\b`, 'gu'))];
  const others = lengths(s);
  const [power] = powers;
  if (!power || powers.length !== 1 || others.length === 0 || /^[-+]/.test(group(power, 1))) return undefined;
  const unit = others[0]?.unit ?? 'm';
  const metres = 1 / valueAt(power, 1);
  if (!(metres > 0) || others.some((other) => other.unit !== unit)) return undefined;
  const own = metres / (LENGTHS[unit] ?? 1);
  return {
    value: metres,
    own,
    unit,
    radius: false,
    written: `P = ${fmt(valueAt(power, 1), 4)} dioptrías`,
    span: [power.index, power.index + power[0].length] as const,
  };
}

function lensOrMirror(s: Statement, question: string, rounding: Rounding): Worked | undefined {
  const element = elementOf(s.folded);
  if (!element) return undefined;
  const typed = focal(s);
  const f = typed ?? focalFromPower(s, element);
  if (!f) return undefined;
  const isMirror = element.endsWith('mirror');
  const all = lengths(s).filter((l) => l.span[0] < f.span[0] || l.span[0] >= f.span[1]);
  const focalAsked = focalFromRadius(question, element, f, all);
  if (focalAsked) return focalAsked;
  // The object's distance: «a 30 cm de la lente», «se ubica a 15 cm», «ponés un objeto a 4 cm de ella».
  const distances = all.filter((l) =>
    /\ba\s*$|distancia (?:del objeto|objeto)\s*(?:=|:|es de|es|de)?\s*$|\bp\s*=\s*$/.test(
      s.folded.slice(Math.max(0, l.span[0] - 40), l.span[0]),
    ),
  );
  const heights = all.filter(
    (l) =>
      /^[^.,;]*?\s*de (?:altura|alto)\b/.test(s.folded.slice(l.span[1], l.span[1] + 20)) ||
      /(?:altura|alto|tamano|mide)\s*(?:=|:|es de|es|de)?\s*$/.test(
        s.folded.slice(Math.max(0, l.span[0] - 25), l.span[0]),
      ),
  );
  const [p] = distances;
  const [h] = heights;
  if (!p || distances.length !== 1 || heights.length > 1 || all.length !== 1 + heights.length)
    return undefined;
  if (h && h.span[0] === p.span[0]) return undefined;
  // «la imagen se forma a 60 cm», «¿dónde está el objeto?»: the image's distance given, the object's asked.
  if (
    // «forma la imagen de un objeto ubicado a 25 cm»: the object's, said after the image.
    /imagen(?![^.,;]*\bobjeto\b)[^.,;]*$/.test(s.folded.slice(Math.max(0, p.span[0] - 40), p.span[0])) ||
    // A stem before options is the whole statement: its last sentence is what it asks.
    /objeto/.test(question.split(/(?<=[.;?])\s+/).pop() ?? question)
  )
    return undefined;
  // «la distancia del espejo a la que se forma la imagen»: the image's distance, said around it.
  const asksWhere =
    /\bdonde|a que distancia|distancia (?:de la )?imagen|posicion|distancia del (?:espejo|la lente) a la que se forma la imagen|(?:imagen|se forma) a (?:una )?distancia del (?:espejo|la lente) de\s*:?\s*$/.test(
      question,
    );
  const asksSize = /altura|tamano|mide|alto/.test(question);
  const asksMagnification = /aumento|amplific|magnific/.test(question);
  const asksNature = /como es|caracter|naturaleza|tipo de imagen|real o virtual|derecha o invertida/.test(
    question,
  );
  if (!asksWhere && !asksSize && !asksMagnification && !asksNature) return undefined;
  if (f.unit !== p.unit || (f.radius && !isMirror)) return undefined;
  const focalLength =
    (f.radius ? f.own / 2 : f.own) *
    (element === 'diverging lens' || element === 'convex mirror' ? -1 : 1) *
    (Math.sign(f.own) < 0 ? -1 : 1);
  const unit = p.unit;
  const pv = p.own;
  if (!(pv > 0) || Math.abs(pv - focalLength) < 1e-12) return undefined;
  const q = 1 / (1 / focalLength - 1 / pv);
  const A = -q / pv;
  const real = q > 0;
  const size = h ? A * h.own : undefined;
  const nature = `${real ? 'real' : 'virtual'}, ${A < 0 ? 'invertida' : 'derecha'}, ${Math.abs(A) > 1 ? 'mayor' : Math.abs(A) < 1 ? 'menor' : 'del mismo tamaño'}${size !== undefined ? ` (${shown(Math.abs(size), rounding)} ${h?.unit ?? unit})` : ''}`;
  if (asksSize && !h) return undefined;
  // An object's height given is used: the image's size is stated too, whichever part is asked (the
  // engine asks a statement in parts one part at a time).
  const parts: string[] = [];
  if (asksWhere || (asksNature && !asksMagnification) || (h && !asksSize && !asksMagnification))
    parts.push(`q ${approx2(q, rounding)} ${unit}`);
  if (asksMagnification) parts.push(`A ${approx2(A, rounding)}`);
  if (size !== undefined && (asksSize || !asksNature))
    // The height as a size with its orientation said: «2 cm (invertida)», not a bare sign.
    parts.push(
      `altura de la imagen ${approx2(Math.abs(size), rounding)} ${h?.unit ?? unit} (${size < 0 ? 'invertida' : 'derecha'})`,
    );
  if (asksNature) parts.push(`imagen ${nature}`);
  return {
    ...base(`Formación de imágenes: ${NAME[element]}`, 'Usá 1/f = 1/p + 1/q y A = −q/p = h′/h.'),
    data: [
      `${NAME[element]}`,
      `f = ${fmt(focalLength, 4)} ${unit}${f.radius ? ` (la mitad del radio de ${f.written})` : typed ? '' : ` (de ${f.written})`}`,
      `p = ${p.written}`,
      ...(h ? [`h = ${h.written}`] : []),
    ],
    steps: [
      ...(typed
        ? []
        : [
            `La potencia es la inversa de la distancia focal en metros: f = 1/P = 1/${fmt(1 / f.value, 4)} = ${fmt(f.value, 4)} m = ${fmt(f.own, 4)} ${unit}.`,
          ]),
      `${element === 'diverging lens' || element === 'convex mirror' ? `Para ${element === 'diverging lens' ? 'una lente divergente' : 'un espejo convexo'} la distancia focal es negativa` : `Para ${element === 'converging lens' ? 'una lente convergente' : 'un espejo cóncavo'} la distancia focal es positiva`}: f = ${fmt(focalLength, 4)} ${unit}.`,
      `1/q = 1/f − 1/p = 1/${fmt(focalLength, 4)} − 1/${fmt(pv, 4)} ⇒ q ${approx2(q, rounding)} ${unit}`,
      real
        ? `q > 0: la imagen es real (${isMirror ? 'delante del espejo' : 'del otro lado de la lente'}).`
        : `q < 0: la imagen es virtual (${isMirror ? 'detrás del espejo' : 'del mismo lado que el objeto'}).`,
      `Aumento: A = −q/p = ${shown(-q, rounding)} / ${fmt(pv, 4)} ${approx2(A, rounding)}${A < 0 ? ' (negativo: invertida)' : ' (positivo: derecha)'}.`,
      ...(size !== undefined && h
        ? [`h′ = A·h = ${shown(A, rounding)} · ${h.written} ${approx2(size, rounding)} ${h.unit}`]
        : []),
    ],
    answer: parts.join('; '),
    closing: '¿Dónde tendría que estar el objeto para que la imagen salga del mismo tamaño?',
    used: [f.span, p.span, ...(h ? [h.span] : [])],
  };
}

/**
 * The object's distance from the image's, said real or virtual («forma una imagen real a 60 cm de ella,
 * ¿a qué distancia está el objeto?»): 1/p = 1/f − 1/q, with q positive for a real image and negative for
 * a virtual one. An image not said real or virtual, or an object that comes out virtual, is declined.
 */
function objectFromImage(s: Statement, question: string, rounding: Rounding): Worked | undefined {
  const element = elementOf(s.folded);
  if (!element || !/objeto/.test(question) || !/distancia|donde|a que|posicion/.test(question))
    return undefined;
  const f = focal(s);
  if (!f) return undefined;
  const isMirror = element.endsWith('mirror');
  const all = lengths(s).filter((l) => l.span[0] < f.span[0] || l.span[0] >= f.span[1]);
  const focalAsked = focalFromRadius(question, element, f, all);
  if (focalAsked) return focalAsked;
  const [image] = all;
  if (!image || all.length !== 1) return undefined;
  const before = s.folded.slice(Math.max(0, image.span[0] - 40), image.span[0]);
  if (!/imagen[^.,;]*$/.test(before)) return undefined;
  const real = /\breal\b/.test(before);
  const virtual = /\bvirtual\b/.test(before);
  if (real === virtual) return undefined;
  if (f.unit !== image.unit || (f.radius && !isMirror)) return undefined;
  const focalLength =
    (f.radius ? f.own / 2 : f.own) *
    (element === 'diverging lens' || element === 'convex mirror' ? -1 : 1) *
    (Math.sign(f.own) < 0 ? -1 : 1);
  const q = (real ? 1 : -1) * Math.abs(image.own);
  if (Math.abs(q - focalLength) < 1e-12) return undefined;
  const p = 1 / (1 / focalLength - 1 / q);
  // Checked back: p and q give the focal length, and the object is real.
  if (!(p > 0) || Math.abs(1 / p + 1 / q - 1 / focalLength) > 1e-9 / Math.abs(focalLength)) return undefined;
  const unit = image.unit;
  return {
    ...base(
      `Formación de imágenes: ${NAME[element]}`,
      'Usá 1/f = 1/p + 1/q, con q > 0 para una imagen real y q < 0 para una virtual.',
    ),
    data: [
      `${NAME[element]}`,
      `f = ${fmt(focalLength, 4)} ${unit}${f.radius ? ` (la mitad del radio de ${f.written})` : ''}`,
      `imagen ${real ? 'real' : 'virtual'} a ${image.written}: q = ${fmt(q, 4)} ${unit}`,
    ],
    steps: [
      `${element === 'diverging lens' || element === 'convex mirror' ? `Para ${element === 'diverging lens' ? 'una lente divergente' : 'un espejo convexo'} la distancia focal es negativa` : `Para ${element === 'converging lens' ? 'una lente convergente' : 'un espejo cóncavo'} la distancia focal es positiva`}: f = ${fmt(focalLength, 4)} ${unit}.`,
      `La imagen es ${real ? 'real: q es positiva' : 'virtual: q es negativa'}, q = ${fmt(q, 4)} ${unit}.`,
      `1/p = 1/f − 1/q = 1/${fmt(focalLength, 4)} − 1/(${fmt(q, 4)}) ⇒ p ${approx2(p, rounding)} ${unit}`,
      `Comprobá: 1/${shown(p, rounding)} + 1/(${fmt(q, 4)}) = 1/${fmt(focalLength, 4)}.`,
    ],
    answer: `p ${approx2(p, rounding)} ${unit}`,
    closing: '¿Cómo es la imagen: derecha o invertida, mayor o menor?',
    used: [f.span, image.span],
  };
}

/** A lens's power in dioptres, P = 1/f (m); two lenses in contact add their powers. */
function lensPower(s: Statement, question: string, rounding: Rounding): Worked | undefined {
  if (!/\blentes?\b|\blupa\b|dioptr/.test(s.folded) || /espejo/.test(s.folded)) return undefined;
  const asksPower = /potencia|dioptr|convergencia/.test(question);
  const asksFocal = /focal/.test(question);
  if (asksPower === asksFocal) return undefined;
  const powers = [
    ...s.folded.matchAll(new RegExp(`${VALUE}(?=(?:\\s*(?:,|y)\\s*${VALUE})*\\s*(?:dioptrias?|dp)\\b)`, 'g')),
  ].map((match) => {
    const number = new RegExp(VALUE).exec(match[0]);
    return {
      value: valueAt(match, 1),
      signed: /^[-+]/.test(group(match, 1)),
      span: [match.index + (number?.index ?? 0), match.index + match[0].length] as const,
    };
  });
  const focals = lengths(s);
  const element = elementOf(s.folded);
  const together = /en contacto|juntas|pegadas|adosadas|se juntan|acoplad|combinan|sistema/.test(s.folded);
  const lensCount = powers.length + focals.length;
  if (lensCount === 0 || lensCount > 2 || (lensCount === 2 && !together)) return undefined;
  // Signs: typed, or by the kind named (one kind for both lenses: «dos lentes convergentes»).
  const kinds = [/convergentes?/.test(s.folded), /divergentes?/.test(s.folded)];
  const sign = (typedSign: boolean) => {
    if (typedSign) return 1;
    if (kinds[0] && !kinds[1]) return 1;
    if (kinds[1] && !kinds[0]) return -1;
    return undefined;
  };
  const lensPowers: { P: number; line: string; span: Span }[] = [];
  for (const power of powers) {
    // A power typed without its sign is positive, unless the lens is named divergent.
    const k = power.signed ? 1 : kinds[1] && !kinds[0] ? -1 : 1;
    if (k === undefined) return undefined;
    lensPowers.push({
      P: k * power.value,
      line: `P = ${shown(k * power.value, rounding)} dioptrías`,
      span: power.span,
    });
  }
  for (const f of focals) {
    const k = sign(f.own < 0 || /^\+/.test(s.folded.slice(f.span[0], f.span[0] + 1)));
    if (k === undefined) return undefined;
    const P = (k * 1) / f.value;
    lensPowers.push({
      P,
      line: `f = ${fmt(k * Math.abs(f.own), 4)} ${f.unit} = ${fmt(k * Math.abs(f.value), 4)} m ⇒ P = 1/f ${approx2(P, rounding)} dioptrías`,
      span: f.span,
    });
  }
  if (element === undefined && kinds[0] && kinds[1]) return undefined;
  const P = lensPowers.reduce((sum, lens) => sum + lens.P, 0);
  if (P === 0) return undefined;
  const steps = [
    'La potencia de una lente es la inversa de su distancia focal en metros: P = 1/f (en dioptrías); es negativa para una lente divergente.',
    ...lensPowers.map((lens) => `${lens.line}.`),
    ...(lensPowers.length === 2
      ? [
          `Dos lentes delgadas en contacto suman sus potencias: P = ${lensPowers
            .map((lens) => shown(lens.P, rounding))
            .join(' + ')
            .replace('+ -', '− ')} ${approx2(P, rounding)} dioptrías.`,
        ]
      : []),
  ];
  if (asksPower) {
    if (powers.length === lensCount && lensCount === 1) return undefined;
    return {
      ...base('Potencia de una lente', 'P = 1/f, con f en metros; en contacto, las potencias se suman.'),
      data: lensPowers.map((lens) => lens.line.split(' ⇒')[0] ?? lens.line),
      steps,
      answer: resultLine('P', P, 'dioptrías', rounding),
      closing: '¿Qué potencia tiene una lente de distancia focal el doble?',
      used: lensPowers.map((lens) => lens.span),
    };
  }
  if (focals.length === lensCount && lensCount === 1) return undefined;
  const fm = 1 / P;
  const cm = /\bcm\b|centimetros/.test(question) || Math.abs(fm) < 1;
  return {
    ...base(
      'Distancia focal a partir de la potencia',
      'f = 1/P, en metros; en contacto, las potencias se suman.',
    ),
    data: lensPowers.map((lens) => lens.line.split(' ⇒')[0] ?? lens.line),
    steps: [
      ...steps,
      `f = 1/P = 1/${shown(P, rounding)} ${approx2(fm, rounding)} m${cm ? ` = ${shown(fm * 100, rounding)} cm` : ''}.`,
    ],
    answer: cm ? resultLine('f', fm * 100, 'cm', rounding) : resultLine('f', fm, 'm', rounding),
    closing: '¿Es convergente o divergente el sistema? ¿Cómo lo sabés por el signo?',
    used: lensPowers.map((lens) => lens.span),
  };
}

const READINGS = [
  wholeBodyMirror,
  planeMirrorImage,
  reflection,
  criticalAngle,
  refraction,
  apparentDepth,
  lensOrMirror,
  objectFromImage,
  lensPower,
  lightInMedium,
  lightTravel,
] as const;

/** A reply for an optics problem, or undefined when it is not one this solver reads. */
/** The questions a statement ends with, from the first of a row of «¿…?» with nothing between them. */
function questionsInARow(folded: string): string | undefined {
  const row = /(?:¿[^¿?]*\?\s*){2,}$/.exec(folded.trimEnd());
  return row?.[0];
}

export function solveOptics(problem: string): SolverReply | undefined {
  const { s, question: last } = statementOf(problem);
  // «¿Cuál es el aumento y qué altura tiene la imagen? ¿Es real o virtual?»: questions in a row ask together.
  const asked = questionsInARow(s.folded) ?? last;
  // «¿…el ángulo límite de un vidrio de índice 1,5?»: an index typed in the question is a datum, not what it asks.
  return firstReading(s, asked.replace(indexPattern(), ' '), READINGS);
}

export const opticsSolver = declareSolver({
  name: 'solve_optics',
  offer: 'óptica: espejos, refracción, ángulo límite, lentes y dioptrías',
  summary:
    "Geometric optics of the course: light in a medium (v = c/n, n = c/v, λ = λ₀/n), the time light takes, the plane mirror (reflection angles, the image's distance, the least mirror to see oneself whole), Snell's law both ways, the critical angle and the least index for total reflection, apparent depth (h/n), thin lenses and spherical mirrors (1/f = 1/p + 1/q, A = −q/p, the image's size and nature) and lens power in dioptres (two lenses in contact add). Pass the whole statement.",
  examples: [
    'Un rayo de luz pasa del aire (n = 1) al agua (n = 1,33) con un ángulo de incidencia de 45°. ¿Cuál es el ángulo de refracción?',
    'Un objeto se ubica a 30 cm de una lente convergente de 10 cm de distancia focal. ¿A qué distancia de la lente se forma la imagen?',
    'El índice de refracción de un vidrio es 1,5. ¿A qué velocidad viaja la luz dentro de él?',
  ],
  parameters: { problem: 'the optics problem as written' },
  solve: solveOptics,
});
