/**
 * Right triangles told as things: a ladder against a wall, a kite's string, a ramp, a cable from a pole
 * («Una escalera de 5 m está apoyada en una pared y forma con el piso un ángulo de 60°. ¿A qué altura
 * toca la pared?»). The thing is the hypotenuse, the height and the distance along the ground the legs;
 * two of length, height, distance and angle give the one asked, checked with Pitágoras and the angle.
 */
import { foldText } from '../text.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import { fmt, readNumber } from './numbers.ts';
import { workedReply } from './reply.ts';
import { withoutOptions } from './statement.ts';

const THING =
  /\b(escalera|hilo|cable|cuerda|soga|rampa|tobogan|tabla|viga|tirante|barrilete|cometa|riel|cinta transportadora)\b/;
const FEMININE = /^(?:escalera|cuerda|soga|rampa|tabla|viga|cometa|cinta)/;
const NUM = String.raw`\d+(?:[.,]\d+)?`;
const rad = (degrees: number) => (degrees * Math.PI) / 180;
const deg = (radians: number) => (radians * 180) / Math.PI;

type Quantity = 'length' | 'height' | 'distance' | 'angle';

// «si el pie se aleja 1,4 m más de la pared», «si la base se desliza 50 cm hacia afuera».
const SLIDE =
  /\bsi (?:el pie|la base|el extremo inferior)(?: de la escalera)? se (?:aleja|separa|desliza|corre|mueve)(?: hacia afuera)? (\d+(?:[.,]\d+)?) ?(cm|m)\b(?: mas)?(?: (?:de|desde) la pared)?/;
// «¿cuántos metros baja el extremo superior?», «¿cuánto desciende la parte de arriba?».
const DROP_ASKED = /\b(?:baja|desciende|bajo|descendio|bajara|descendera)\b/;

interface Reading {
  thing: string;
  known: Partial<Record<Quantity, number>>;
  unit: string;
  /** «drop»: how much the top comes down when the foot moves away by `moved`. */
  asked: Quantity | 'drop';
  moved?: number;
  /** The angle asked is the one with the wall (the vertical), not with the floor. */
  withWall: boolean;
  /** «(Expresar en cm.)»: a length asked in another unit than the data's. */
  inUnit?: string;
}

const METRES: Readonly<Record<string, number>> = { mm: 0.001, cm: 0.01, m: 1, km: 1000 };
const UNIT_WORDS: Readonly<Record<string, string>> = {
  milimetros: 'mm',
  centimetros: 'cm',
  metros: 'm',
  kilometros: 'km',
};

const NAMES: Record<Quantity, string> = {
  length: 'largo (hipotenusa)',
  height: 'altura (cateto opuesto al ángulo con el piso)',
  distance: 'distancia horizontal (cateto adyacente)',
  angle: 'ángulo con el piso',
};

const ROLE_WORDS: [Quantity, RegExp][] = [
  // «salvar un desnivel de 0,9 m»: the rise a ramp climbs.
  ['height', /altura|alto|sube|eleva|llega|toca|apoya|desnivel/g],
  ['distance', /pie|base|separad|distancia|alejad|horizontal/g],
  ['length', new RegExp(`${THING.source.replace(/\\b/g, '')}|mide|largo|longitud`, 'g')],
];

/** What a length is: "de largo" or "de altura" just after it, or else the nearest word before it. */
function roleOf(before: string, after: string): Quantity | undefined {
  if (/^\s*de altura/.test(after)) return 'height';
  if (/^\s*de (?:largo|longitud)/.test(after)) return 'length';
  // «a lo largo de 10 m de distancia horizontal»: what the number is said after it, not the «largo» before.
  if (/^\s*de (?:distancia|recorrido) (?:en )?horiz|^\s*en (?:la )?horiz/.test(after)) return 'distance';
  // «a 5 m de su pie», «a 3 m de la pared»: a distance from the foot or the wall, whatever word came before.
  if (/^\s*(?:de (?:su|el|la) (?:pie|base|pared)|del pie)\b/.test(after)) return 'distance';
  let best: { role: Quantity; at: number } | undefined;
  for (const [role, words] of ROLE_WORDS) {
    for (const m of before.matchAll(words)) {
      if (!best || m.index > best.at) best = { role, at: m.index };
    }
  }
  return best && !/[.;]/.test(before.slice(best.at)) ? best.role : undefined;
}

function askedOf(question: string): Quantity | undefined {
  if (/que angulo|cual es el angulo|el angulo|angulo de inclinacion|inclinacion/.test(question))
    return 'angle';
  if (/a que altura|que altura|la altura|su altura|cuan alto|hasta donde llega|desnivel/.test(question))
    return 'height';
  if (/distancia|a que distancia|separad|del pie|de la pared|de la base|horizontal/.test(question))
    return 'distance';
  if (/largo|longitud|cuanto mide|cuanto hilo|cuanto cable/.test(question)) return 'length';
  return undefined;
}

function read(statement: string): Reading | undefined {
  // An aside without numbers («(Despreciar la altura de quien lo sostiene.)») is neither a datum nor
  // the question: left out, it no longer hides the question before it.
  const asIs = foldText(withoutOptions(statement));
  const unitAsked =
    /\b(?:expres\w*|d[ae]\w*|resultado|respuesta)\s+(?:el resultado\s+|la respuesta\s+)?en\s+(mm|cm|km|m|milimetros|centimetros|kilometros|metros)\b/.exec(
      asIs,
    )?.[1];
  const folded = asIs
    .replace(/º/g, '°')
    .replace(/\([^()\d]*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const thing = THING.exec(folded)?.[1];
  // «¿Qué ángulo forma con el piso? Expresar en grados, con dos decimales.»: how to write the result, after
  // the question; «dos» would read as no datum, and the question would end before it.
  const written = folded.replace(/\?\s*(?:expres|redonde|aproxim)\w*[^?]*$/, '?');
  // A pendulum, a hanging body or a force on a rope is mechanics, where the height asked is another one.
  const physics =
    /\bkg\b|\bn\b|newton|velocidad|pendulo|cuelga|colgad|suelta|bloque|cuerpo|tension|fuerza|esfera|masa|energia|trabajo/;
  if (!thing || /elevacion|depresion|triangulo/.test(folded) || physics.test(folded)) return undefined;
  // The question: asked with «¿…?», ordered («Calcular…»), or left open at the end («…con el piso es:»).
  // «Si el pie se aleja 1,4 m más de la pared, ¿cuánto baja el extremo superior?»: the ladder slides.
  const slide = SLIDE.exec(written);
  const rest = slide ? written.replace(slide[0], ' ') : written;
  const split = /[^.?¿]*[?¿][^.?]*$|(?:calcul|hall|determin|obten|encontr)[^.]*\.?$|[^.?]*:$/.exec(rest);
  const question = split?.[0] ?? '';
  const asked = slide ? (DROP_ASKED.test(question) ? 'drop' : undefined) : askedOf(question);
  if (!asked) return undefined;
  // «¿Qué ángulo forma con la pared?»: the angle with the wall, the complement of the one with the floor.
  const withWall =
    asked === 'angle' &&
    /pared|vertical|poste|mastil/.test(question) &&
    !/piso|suelo|horizontal/.test(question);
  const known: Reading['known'] = {};
  const units = new Set<string>();
  const numbers = [...rest.matchAll(new RegExp(`(${NUM})\\s*(°|grados?|km|cm|m\\b|metros?)?`, 'g'))];
  for (const m of numbers) {
    const value = readNumber(m[1] ?? '');
    if (value === undefined || value <= 0) return undefined;
    const unit = m[2];
    if (!unit) return undefined;
    if (/°|grado/.test(unit)) {
      if (known.angle !== undefined || value >= 90) return undefined;
      // The angle with the wall (the vertical) is the complement of the one with the floor. What it is
      // measured from is said just after it («60° con el suelo») or in its own clause before it, not in
      // an earlier one («apoyada en una pared vertical y forma un ángulo de 60° con el suelo»).
      const after = rest.slice(m.index + m[0].length, m.index + m[0].length + 30);
      const near = rest.slice(Math.max(0, m.index - 50), m.index);
      const before = near.slice(Math.max(near.lastIndexOf(' y '), near.lastIndexOf(',')) + 1);
      const wall = /pared|vertical|poste|mastil/;
      const floor = /piso|suelo|horizontal/;
      const said = /^\s*(?:con|respecto (?:de|a)) (?:el |la )?(\w+)/.exec(after)?.[1] ?? '';
      const withTheWall = floor.test(said)
        ? false
        : wall.test(said)
          ? true
          : wall.test(before) && !floor.test(before);
      known.angle = withTheWall ? 90 - value : value;
      continue;
    }
    units.add(unit.startsWith('metro') ? 'm' : unit);
    const before = rest.slice(Math.max(0, m.index - 40), m.index);
    const after = rest.slice(m.index + m[0].length, m.index + m[0].length + 20);
    const role = roleOf(before, after);
    if (!role || role === 'angle' || known[role] !== undefined) return undefined;
    known[role] = value;
  }
  const given = Object.keys(known).length;
  if (slide) {
    if (slide[2] === undefined) return undefined;
    units.add(slide[2]);
  }
  if (given !== 2 || numbers.length !== 2 || units.size > 1) return undefined;
  if (asked !== 'drop' && known[asked] !== undefined) return undefined;
  const unit = [...units][0] ?? 'm';
  const moved = slide ? readNumber(slide[1] ?? '') : undefined;
  if (slide && !(moved !== undefined && moved > 0)) return undefined;
  const inUnit = unitAsked === undefined ? undefined : (UNIT_WORDS[unitAsked] ?? unitAsked);
  if (
    inUnit !== undefined &&
    ((asked !== 'height' && asked !== 'distance' && asked !== 'length') || !METRES[unit] || !METRES[inUnit])
  )
    return undefined;
  return {
    thing,
    known,
    unit,
    asked,
    withWall,
    ...(inUnit && inUnit !== unit ? { inUnit } : {}),
    ...(moved === undefined ? {} : { moved }),
  };
}

/** Length, height, distance and angle from any two of them. */
function complete(k: Reading['known']): Required<Reading['known']> | undefined {
  const { length: l, height: h, distance: d, angle: a } = k;
  if (l !== undefined && a !== undefined)
    return { length: l, angle: a, height: l * Math.sin(rad(a)), distance: l * Math.cos(rad(a)) };
  if (h !== undefined && a !== undefined)
    return { height: h, angle: a, length: h / Math.sin(rad(a)), distance: h / Math.tan(rad(a)) };
  if (d !== undefined && a !== undefined)
    return { distance: d, angle: a, length: d / Math.cos(rad(a)), height: d * Math.tan(rad(a)) };
  if (l !== undefined && h !== undefined && h < l)
    return { length: l, height: h, distance: Math.sqrt(l * l - h * h), angle: deg(Math.asin(h / l)) };
  if (l !== undefined && d !== undefined && d < l)
    return { length: l, distance: d, height: Math.sqrt(l * l - d * d), angle: deg(Math.acos(d / l)) };
  if (h !== undefined && d !== undefined)
    return { height: h, distance: d, length: Math.hypot(h, d), angle: deg(Math.atan2(h, d)) };
  return undefined;
}

const tx = (x: number, decimals = 2) => fmt(x, decimals).replace(',', '{,}');
const shown = (x: number) =>
  Math.abs(x - Math.round(x)) < 1e-9 ? `= ${fmt(Math.round(x), 0)}` : `≈ ${fmt(x, 2)}`;

function formulaFor(asked: Quantity, k: Reading['known']): string {
  const has = (q: Quantity) => k[q] !== undefined;
  switch (asked) {
    case 'height':
      return has('length') && has('angle')
        ? 'h = L \\cdot \\operatorname{sen} \\alpha'
        : has('distance') && has('angle')
          ? 'h = d \\cdot \\operatorname{tg} \\alpha'
          : has('length') && has('distance')
            ? 'h = \\sqrt{L^2 - d^2}'
            : 'h = L \\cdot \\operatorname{sen} \\alpha';
    case 'distance':
      return has('length') && has('angle')
        ? 'd = L \\cdot \\cos \\alpha'
        : has('height') && has('angle')
          ? 'd = \\frac{h}{\\operatorname{tg} \\alpha}'
          : 'd = \\sqrt{L^2 - h^2}';
    case 'length':
      return has('height') && has('angle')
        ? 'L = \\frac{h}{\\operatorname{sen} \\alpha}'
        : has('distance') && has('angle')
          ? 'L = \\frac{d}{\\cos \\alpha}'
          : 'L = \\sqrt{h^2 + d^2}';
    case 'angle':
      return has('height') && has('length')
        ? '\\operatorname{sen} \\alpha = \\frac{h}{L}'
        : has('distance') && has('length')
          ? '\\cos \\alpha = \\frac{d}{L}'
          : '\\operatorname{tg} \\alpha = \\frac{h}{d}';
  }
}

export function solveLeaning(problem: string): SolverReply | undefined {
  const reading = read(problem);
  if (!reading) return undefined;
  const all = complete(reading.known);
  if (!all) return undefined;
  // The check: Pitágoras and the angle's tangent hold for the completed triangle.
  const holds =
    Math.abs(all.length ** 2 - all.height ** 2 - all.distance ** 2) < 1e-6 * all.length ** 2 &&
    Math.abs(Math.tan(rad(all.angle)) - all.height / all.distance) <
      1e-6 * Math.max(1, all.height / all.distance);
  if (!holds) return undefined;
  const u = reading.unit;
  const data = (Object.entries(reading.known) as [Quantity, number][])
    .map(([q, v]) => `${NAMES[q]} ${q === 'angle' ? `α = ${fmt(v, 2)}°` : `${fmt(v, 4)} ${u}`}`)
    .join(', ');
  if (reading.asked === 'drop') return slidReply(reading, all, data);
  const asked = reading.asked;
  const result = reading.withWall ? 90 - all.angle : all[asked];
  const answer =
    reading.asked === 'angle'
      ? reading.withWall
        ? `**Ángulo con la pared ${shown(result)}°**`
        : `**α ${shown(result)}°**`
      : `**${reading.asked === 'height' ? 'Altura' : reading.asked === 'distance' ? 'Distancia horizontal' : 'Largo'} ${shown(result)} ${u}${reading.inUnit ? ` ${shown((result * (METRES[u] ?? 1)) / (METRES[reading.inUnit] ?? 1)).replace('≈', '≈')} ${reading.inUnit}` : ''}**`;
  const steps = [
    `Dibujá el triángulo rectángulo: ${FEMININE.test(reading.thing) ? 'la' : 'el'} ${reading.thing.replace('tobogan', 'tobogán')} es la hipotenusa L, la altura h el cateto opuesto al ángulo α con el piso y la distancia horizontal d el cateto adyacente.`,
    `$${formulaFor(asked, reading.known)}$, así que ${reading.asked === 'angle' ? `$\\alpha ${shown(result).replace('≈', '\\approx').replace(',', '{,}')}^\\circ$` : `$${reading.asked === 'height' ? 'h' : reading.asked === 'distance' ? 'd' : 'L'} ${shown(result).replace('≈', '\\approx').replace(',', '{,}')}$ ${u}`}.`,
    ...(reading.withWall
      ? [
          `El ángulo con la pared es el complemento del ángulo con el piso (los dos agudos suman 90°): $90^\\circ - \\alpha ${shown(result).replace('≈', '\\approx').replace(',', '{,}')}^\\circ$.`,
        ]
      : []),
    `Verificación: $h^2 + d^2 = ${tx(all.height ** 2 + all.distance ** 2)}$ y $L^2 = ${tx(all.length ** 2)}$ ✓`,
  ];
  return {
    text: workedReply({
      title: 'Triángulo rectángulo en un problema',
      data,
      steps,
      answer,
      closing: '¿Qué lado del triángulo es la hipotenusa en tu dibujo, y por qué?',
    }),
    certain: true,
  };
}

/** «= 5,2» when the value has at most two decimals, else «≈ 5,39». */
const hundredths = (x: number) =>
  Math.abs(x * 100 - Math.round(x * 100)) < 1e-6 ? `= ${fmt(x, 2)}` : `≈ ${fmt(x, 2)}`;

/**
 * The foot moved away by `moved`: the ladder keeps its length, so the new height is √(L² − (d + s)²) and
 * the top comes down by the difference of the heights.
 */
function slidReply(reading: Reading, all: Required<Reading['known']>, data: string): SolverReply | undefined {
  const { moved = 0, unit: u } = reading;
  const distance = all.distance + moved;
  if (!(distance < all.length)) return undefined;
  const height = Math.sqrt(all.length ** 2 - distance ** 2);
  const drop = all.height - height;
  // The check: the new triangle still has the ladder as its hypotenuse.
  if (!(drop > 0) || Math.abs(height ** 2 + distance ** 2 - all.length ** 2) > 1e-6 * all.length ** 2)
    return undefined;
  return {
    text: workedReply({
      title: 'Escalera que se desliza',
      data: `${data}; el pie se aleja ${fmt(moved, 4)} ${u}`,
      steps: [
        `Al principio: $h = \\sqrt{L^2 - d^2}$ ${hundredths(all.height)} ${u}.`,
        `La escalera sigue midiendo lo mismo; el pie queda a $d' = ${tx(all.distance, 4)} + ${tx(moved, 4)} = ${tx(distance, 4)}$ ${u} de la pared.`,
        `Nueva altura: $h' = \\sqrt{L^2 - d'^2} = \\sqrt{${tx(all.length, 4)}^2 - ${tx(distance, 4)}^2}$ ${hundredths(height)} ${u}.`,
        `Lo que baja el extremo superior: $h - h'$ ${hundredths(drop)} ${u}.`,
        `Verificación: $h'^2 + d'^2 = ${tx(height ** 2 + distance ** 2)}$ y $L^2 = ${tx(all.length ** 2)}$ ✓`,
      ],
      answer: `**Baja ${hundredths(drop).replace(/^= /, '')} ${u}** (de ${fmt(all.height, 2)} ${u} a ${fmt(height, 2)} ${u})`,
      closing: '¿Por qué el extremo de arriba no baja lo mismo que se aleja el pie?',
    }),
    certain: true,
  };
}

export const leaning = declareSolver({
  name: 'solve_leaning_right_triangle',
  offer: 'escaleras, rampas, hilos y cables (triángulo rectángulo)',
  summary:
    'A ladder, kite string, ramp or cable as a right triangle: from two of length, height, horizontal distance and angle, the one asked.',
  examples: [
    'Una escalera de 5 m está apoyada en una pared y forma con el piso un ángulo de 60°. ¿A qué altura toca la pared?',
    'Un barrilete está sujeto con un hilo de 50 m que forma con el suelo un ángulo de 40°. ¿A qué altura está?',
  ],
  parameters: { problem: 'the statement, as written' },
  solve: solveLeaning,
});
