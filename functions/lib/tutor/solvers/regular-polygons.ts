/**
 * Polygons as the exams ask them without a figure: the angles of an n-sided polygon (each interior
 * angle, their sum, each exterior angle, the central angle) and its diagonals; the number of sides from
 * any one of these; a regular polygon inscribed in a circle of known radius (its side, perimeter,
 * apothem or area); and the angle between three vertices of a regular polygon named in order («A, B, C,
 * D y E, en ese orden, son los vértices de un pentágono regular. Hallar el ángulo ACE»), which is an
 * inscribed angle of the circle through the vertices. Every number of the statement is read and used,
 * and each result is checked another way (the datum recomputed from n, the angle from coordinates).
 */
import { at } from '../../../../shared/lib/must.ts';
import { foldText } from '../text.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import { fmt, readNumber } from './numbers.ts';
import { workedReply } from './reply.ts';
import { withoutOptions } from './statement.ts';

/** The polygons the programme names, by their number of sides. */
const NAMED: readonly (readonly [RegExp, number, string])[] = [
  [/\btriangulo equilatero\b/, 3, 'triángulo equilátero'],
  [/\bcuadrado\b/, 4, 'cuadrado'],
  [/\bpentagono\b/, 5, 'pentágono'],
  [/\bhexagono\b/, 6, 'hexágono'],
  [/\bheptagono\b/, 7, 'heptágono'],
  [/\boct[oa]gono\b/, 8, 'octógono'],
  [/\b(?:eneagono|nonagono)\b/, 9, 'eneágono'],
  [/\bdecagono\b/, 10, 'decágono'],
  [/\b(?:endecagono|undecagono)\b/, 11, 'endecágono'],
  [/\bdodecagono\b/, 12, 'dodecágono'],
  [/\bpentadecagono\b/, 15, 'pentadecágono'],
  [/\bicosagono\b/, 20, 'icoságono'],
];

/** What is known or asked of a polygon of n sides. */
type Measure = 'sides' | 'interior' | 'sum' | 'exterior' | 'exteriorSum' | 'central' | 'diagonals';

const LABEL: Record<Measure, string> = {
  sides: 'número de lados',
  interior: 'cada ángulo interior',
  sum: 'suma de los ángulos interiores',
  exterior: 'cada ángulo exterior',
  exteriorSum: 'suma de los ángulos exteriores',
  central: 'ángulo central',
  diagonals: 'número de diagonales',
};

/** Each measure from n. */
const MEASURE_OF: Record<Measure, (n: number) => number> = {
  sides: (n) => n,
  interior: (n) => ((n - 2) * 180) / n,
  sum: (n) => (n - 2) * 180,
  exterior: (n) => 360 / n,
  // One exterior angle at each vertex: n · 360°/n, whatever n is.
  exteriorSum: () => 360,
  central: (n) => 360 / n,
  diagonals: (n) => (n * (n - 3)) / 2,
};

const FORMULA: Record<Measure, string> = {
  sides: 'n',
  interior: '\\frac{(n - 2) \\cdot 180^\\circ}{n}',
  sum: '(n - 2) \\cdot 180^\\circ',
  exterior: '\\frac{360^\\circ}{n}',
  exteriorSum: 'n \\cdot \\frac{360^\\circ}{n}',
  central: '\\frac{360^\\circ}{n}',
  diagonals: '\\frac{n\\,(n - 3)}{2}',
};

/** The measures that only a regular polygon has one value of. */
const NEEDS_REGULAR: ReadonlySet<Measure> = new Set(['interior', 'exterior', 'central']);

const NUMBER = /\d+(?:[.,]\d+)?/g;
const isWhole = (x: number) => Math.abs(x - Math.round(x)) < 1e-9;

/** The statement folded, without square units («cm cuadrados» is no square) nor a stray «º». */
function fold(problem: string): string {
  return foldText(withoutOptions(problem))
    .replace(/º/g, '°')
    .replace(/\b(?:(?:centi|mili|deci|kilo)?metros?|cm|mm|dm|km|m) cuadrados?\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The polygon named, as [n, name]; undefined when none or two different ones are. */
function namedPolygon(folded: string): readonly [number, string] | undefined {
  const found = NAMED.filter(([cue]) => cue.test(folded));
  if (found.length !== 1) return undefined;
  const [, n, name] = at(found, 0, 'polygon named');
  return [n, name];
}

const isRegular = (folded: string) => /\bregular(?:es)?\b|\btriangulo equilatero\b|\bcuadrado\b/.test(folded);

/**
 * The sentences that ask, all of them («¿Cuántos lados tiene…? Calcular también…»): with «¿…?», an order
 * («Calcular…»), or the open end of an options stem.
 */
function questionOf(folded: string): string {
  const sentences = folded.split(/(?<=[.?!:])\s+|(?=¿)/).filter((s) => s.trim());
  const asking = sentences.filter((s) =>
    /[?¿]|\b(?:calcul|hall|determin|obten|encontr|indic)\w*|\b(?:es|mide|tiene)(?: de)?:?\s*$|:\s*$/.test(s),
  );
  return asking.join(' ');
}

/** Which angle or count a number is, from the words just before it (or just after). */
function roleOf(folded: string, index: number, raw: string): Measure | undefined {
  const after = folded.slice(index + raw.length, index + raw.length + 40);
  if (/^\s*lados\b/.test(after)) return 'sides';
  if (/^\s*diagonales\b/.test(after)) return 'diagonals';
  if (!/^\s*°/.test(after)) return undefined;
  const clause =
    folded
      .slice(Math.max(0, index - 90), index)
      .split(/[.;?¿]/)
      .at(-1) ?? '';
  const words = [...clause.matchAll(/angulos? (interior|exterior|central)(?:es)?/g)];
  const last =
    words.at(-1)?.[1] ??
    /^\s*°\s*(?:de|cada uno de)?\s*(?:su\s+)?angulos? (interior|exterior|central)/.exec(after)?.[1];
  if (!last) return undefined;
  if (/\bsuma/.test(clause) || /^\s*°?\s*(?:en total|entre todos)/.test(after)) {
    return last === 'interior' ? 'sum' : undefined;
  }
  return last === 'interior' ? 'interior' : last === 'exterior' ? 'exterior' : 'central';
}

/** The measures the question asks, among those it can. */
function askedOf(question: string): Measure[] {
  const asked: Measure[] = [];
  if (
    /cuantos lados|numero de lados|cantidad de lados|de cuantos lados|que poligono|cual es el poligono/.test(
      question,
    )
  )
    asked.push('sides');
  // «Sus ángulos exteriores suman:» is no one angle: their sum, 360° for every convex polygon.
  if (
    /\bsuma(?:n|ran)?\b[^.?]*angulos exteriores|angulos exteriores[^.?]*\bsuma(?:n|ran)?\b/.test(question)
  ) {
    // Another thing asked beside the sum: not this reading's.
    if (/angulos? (?:interior|central)|lados|diagonales/.test(question)) return [];
    return ['exteriorSum'];
  }
  // The sum of central angles: unread.
  if (/\bsuma(?:n|ran)?\b[^.?]*angulos centrales|angulos centrales[^.?]*\bsuma(?:n|ran)?\b/.test(question))
    return [];
  if (/\bsuma(?:n|ran)?\b[^.?]*angulos interiores|angulos interiores[^.?]*\bsuma(?:n|ran)?\b/.test(question))
    asked.push('sum');
  else if (/angulos? interior/.test(question)) asked.push('interior');
  if (/angulos? exterior/.test(question)) asked.push('exterior');
  if (/angulo central/.test(question)) asked.push('central');
  if (/cuantas diagonales|numero de diagonales|cantidad de diagonales|total de diagonales/.test(question))
    asked.push('diagonals');
  return asked;
}

/** n from one known measure; undefined when it is not a polygon's. */
function sidesFrom(measure: Measure, value: number): number | undefined {
  const n =
    measure === 'sides'
      ? value
      : measure === 'sum'
        ? value / 180 + 2
        : measure === 'interior'
          ? value < 180
            ? 360 / (180 - value)
            : Number.NaN
          : measure === 'diagonals'
            ? (3 + Math.sqrt(9 + 8 * value)) / 2
            : 360 / value;
  if (!Number.isFinite(n) || !isWhole(n) || Math.round(n) < 3) return undefined;
  const whole = Math.round(n);
  // The check: the measure recomputed from n is the datum.
  return Math.abs(MEASURE_OF[measure](whole) - value) < 1e-9 ? whole : undefined;
}

const degrees = (x: number) => `${fmt(x, 2)}°`;

/** An angle in degrees as a fraction of π radians («120°» → «2π/3»), when it is one with a small denominator. */
function inRadians(x: number): string | undefined {
  for (let q = 1; q <= 360; q++) {
    const p = (x * q) / 180;
    if (Math.abs(p - Math.round(p)) < 1e-9) {
      const n = Math.round(p);
      if (n === 0) return undefined;
      return `${n === 1 ? '' : n}π${q === 1 ? '' : `/${q}`}`;
    }
  }
  return undefined;
}

/** «120° = 2π/3 rad»: both units, since options may be written in either. */
const angleShown = (x: number) => {
  const radians = inRadians(x);
  return radians ? `${degrees(x)} = ${radians} rad` : degrees(x);
};
const shown = (measure: Measure, x: number) =>
  measure === 'sides'
    ? `${fmt(x, 0)} lados`
    : measure === 'diagonals'
      ? `${fmt(x, 0)} diagonales`
      : degrees(x);

/** «¿Cuánto mide cada ángulo interior de un decágono regular?», «La suma … es 1260°. ¿Cuántos lados…?» */
function polygonMeasures(folded: string): SolverReply | undefined {
  const numbers = [...folded.matchAll(NUMBER)];
  if (numbers.length > 1) return undefined;
  const named = namedPolygon(folded);
  const given = numbers.map((m) => {
    const value = readNumber(m[0]);
    const role = roleOf(folded, m.index, m[0]);
    return value !== undefined && role ? ([role, value] as const) : undefined;
  });
  if (given.some((g) => g === undefined)) return undefined;
  const datum = given[0];
  // Exactly one source of n: the polygon's name, or one measure.
  if ((named ? 1 : 0) + (datum ? 1 : 0) !== 1) return undefined;
  if (!named && !/\bpoligono\b/.test(folded)) return undefined;
  const n = named ? named[0] : datum ? sidesFrom(datum[0], datum[1]) : undefined;
  if (n === undefined) return undefined;
  const asked = askedOf(questionOf(folded)).filter((m) => m !== datum?.[0]);
  if (asked.length === 0 || (named && asked.includes('sides'))) return undefined;
  const regular = isRegular(folded);
  if ([...asked, datum?.[0]].some((m) => m && NEEDS_REGULAR.has(m)) && !regular) return undefined;
  // «desde un vértice» asks the diagonals of one vertex (n − 3), not all of them.
  // Only some of the diagonals («que no pasan por el centro», «desde un vértice»): not all of them.
  if (
    asked.includes('diagonals') &&
    /que (?:no )?pasan|por el centro|mayores|menores|mas largas|mas cortas/.test(folded)
  )
    return undefined;
  if (asked.includes('diagonals') && /desde (?:un|cada|el mismo|un mismo) vertice/.test(folded))
    return undefined;
  const steps: string[] = [];
  if (datum && datum[0] !== 'sides') {
    steps.push(
      `Con n lados, ${LABEL[datum[0]]} es $${FORMULA[datum[0]]}$. Igualo al dato, ${shown(datum[0], datum[1])}, y despejo: $n = ${n}$.`,
      `Verificación: con $n = ${n}$, ${LABEL[datum[0]]} da ${shown(datum[0], MEASURE_OF[datum[0]](n))} ✓`,
    );
  }
  const answers = asked.map((measure) => {
    const value = MEASURE_OF[measure](n);
    if (measure !== 'sides')
      steps.push(
        `${LABEL[measure][0]?.toUpperCase()}${LABEL[measure].slice(1)}: $${FORMULA[measure]} = ${fmt(value, 2)}${measure === 'diagonals' ? '' : '^\\circ'}$ con $n = ${n}$.`,
      );
    return measure === 'sides'
      ? `**n = ${n} lados${NAMED.find(([, k]) => k === n) ? ` (${NAMED.find(([, k]) => k === n)?.[2]})` : ''}**`
      : `**${LABEL[measure][0]?.toUpperCase()}${LABEL[measure].slice(1)}: ${measure === 'diagonals' ? shown(measure, value) : angleShown(value)}**`;
  });
  const data = [
    named ? `${named[1]}${regular ? ' regular' : ''} (n = ${n})` : 'un polígono',
    ...(datum ? [`${LABEL[datum[0]]}: ${shown(datum[0], datum[1])}`] : []),
  ].join('; ');
  return {
    text: workedReply({
      title: 'Ángulos y diagonales de un polígono',
      data,
      steps: [
        'En un polígono de n lados, los ángulos interiores suman $(n - 2) \\cdot 180^\\circ$ (se divide en n − 2 triángulos desde un vértice) y los exteriores, 360°; si es regular, todos los ángulos de cada clase son iguales.',
        ...steps,
      ],
      answer: answers.join('\n\n'),
      closing: '¿Por qué los ángulos exteriores de cualquier polígono convexo suman siempre 360°?',
    }),
    certain: true,
  };
}

type Part = 'side' | 'perimeter' | 'apothem' | 'area';

const PART_WORD: Record<string, Part> = {
  lado: 'side',
  perimetro: 'perimeter',
  apotema: 'apothem',
  area: 'area',
  superficie: 'area',
};

/** «Calcular el área de un hexágono regular inscrito en una circunferencia de 4 cm de radio». */
function inscribed(folded: string): SolverReply | undefined {
  if (!/\binscri(?:p?t[oa]s?\b|be\b)/.test(folded) || !/\b(?:circunferencia|circulo)\b/.test(folded))
    return undefined;
  // «El círculo inscripto en un cuadrado tiene 5 cm de radio»: the circle inside the polygon, whose radius
  // is the apothem, not the polygon inside the circle (it was read so, and stated 50 cm² for 100 cm²).
  if (
    /\b(?:circulo|circunferencia)\s+inscri|\bcircunscri\w*\s+(?:a|al)\s+(?:(?:un|una|el|la)\s+)?(?:circulo|circunferencia)/.test(
      folded,
    )
  )
    return undefined;
  const named = namedPolygon(folded);
  if (!named || !isRegular(folded)) return undefined;
  const numbers = [...folded.matchAll(NUMBER)];
  if (numbers.length !== 1) return undefined;
  const size =
    /(\d+(?:[.,]\d+)?) ?(mm|cm|dm|km|m)\b de (radio|diametro)\b/.exec(folded) ??
    /\b(?:radio|diametro) (?:de |mide |igual a |es de )?(\d+(?:[.,]\d+)?) ?(mm|cm|dm|km|m)\b/.exec(folded);
  const value = size ? readNumber(size[1] ?? '') : undefined;
  if (!size || value === undefined || value <= 0) return undefined;
  const radius =
    (size[3] ?? (/diametro (?:de |mide |igual a |es de )?\d/.test(folded) ? 'diametro' : 'radio')) ===
    'diametro'
      ? value / 2
      : value;
  const unit = size[2] ?? 'cm';
  // What is asked, and of what: the polygon («su área», «el área del cuadrado»), never the circle.
  const question = questionOf(folded) || folded;
  const asks = [
    ...question.matchAll(
      /\b(lado|perimetro|apotema|area|superficie)\b(?:\s+(?:de|del|de la|de un|de una|de su|de cada)\s+(\w+))?/g,
    ),
  ];
  if (asks.length !== 1) return undefined;
  const [, word, of] = at(asks, 0, 'measure asked');
  const part = PART_WORD[word ?? ''];
  if (!part) return undefined;
  // «el área de la parte del círculo que queda fuera del cuadrado»: the circle less the polygon.
  const outside =
    part === 'area' &&
    /\b(?:parte|region|zona)\s+del\s+circulo\b[^.?]*\b(?:fuera|afuera|por fuera)\s+del\s+(\w+)/.exec(
      question,
    );
  if (
    !outside &&
    of &&
    /^(?:circulo|circunferencia|corona|sector|region|zona|parte|figura|segmento|sombreada)$/.test(of)
  )
    return undefined;
  if (!outside && /sombread|region|comprendid|restante|exterior al|fuera del|entre (?:el|la)/.test(question))
    return undefined;
  const [n, name] = named;
  const half = Math.PI / n;
  const side = 2 * radius * Math.sin(half);
  const apothem = radius * Math.cos(half);
  const perimeter = n * side;
  const area = (perimeter * apothem) / 2;
  // The check: the area by the central triangles, ½ R² sen(360°/n) each, agrees.
  if (Math.abs(area - (n / 2) * radius ** 2 * Math.sin(2 * half)) > 1e-9 * Math.max(1, area))
    return undefined;
  if (outside) {
    if (outside[1] !== foldText(named[1]).split(' ')[0]) return undefined;
    const circle = Math.PI * radius * radius;
    const left = circle - area;
    const exactArea = isWhole(area * 100) ? fmt(area, 2) : undefined;
    const exact =
      exactArea && isWhole(radius * radius * 100) ? `= ${fmt(radius * radius, 2)}π − ${exactArea} ≈ ` : '≈ ';
    return {
      text: workedReply({
        title: 'Círculo menos el polígono inscrito',
        data: `${name} inscrito en una circunferencia de radio R = ${fmt(radius, 4)} ${unit}`,
        steps: [
          `Área del círculo: $\\pi R^2 = ${fmt(radius * radius, 4)}\\pi$ ${unit}².`,
          `Área del ${name} (${n} triángulos isósceles de lados R y ángulo central ${fmt(360 / n, 2)}°): $\\frac{${n}}{2} R^2 \\operatorname{sen} ${fmt(360 / n, 2)}^\\circ ${isWhole(area * 100) ? '=' : '\\approx'} ${fmt(area, 2)}$ ${unit}².`,
          `Lo que queda fuera del ${name} es la diferencia: $${fmt(radius * radius, 4)}\\pi - ${fmt(area, 2)} \\approx ${fmt(left, 2)}$ ${unit}².`,
        ],
        answer: `**Área fuera del ${name} ${exact}${fmt(left, 2)} ${unit}²**`,
        closing: '¿Qué parte del círculo ocupa el polígono inscrito?',
      }),
      certain: true,
    };
  }
  const result = { side, perimeter, apothem, area }[part];
  const sign = isWhole(result * 100) ? '=' : '≈';
  const answerUnit = part === 'area' ? `${unit}²` : unit;
  const centralAngle = 360 / n;
  const steps = [
    `Los vértices están sobre la circunferencia: unidos al centro forman ${n} triángulos isósceles de lados iguales R = ${fmt(radius, 4)} ${unit} y ángulo central $\\frac{360^\\circ}{${n}} = ${fmt(centralAngle, 2)}^\\circ$.`,
    `Lado: $l = 2R \\operatorname{sen} \\frac{${fmt(centralAngle, 2)}^\\circ}{2} ${isWhole(side * 100) ? '=' : '\\approx'} ${fmt(side, 2)}$ ${unit}; apotema: $a = R \\cos \\frac{${fmt(centralAngle, 2)}^\\circ}{2} ${isWhole(apothem * 100) ? '=' : '\\approx'} ${fmt(apothem, 2)}$ ${unit}.`,
  ];
  if (part === 'perimeter' || part === 'area')
    steps.push(
      `Perímetro: $P = ${n} \\cdot l ${isWhole(perimeter * 100) ? '=' : '\\approx'} ${fmt(perimeter, 2)}$ ${unit}.`,
    );
  if (part === 'area')
    steps.push(
      `Área: $A = \\frac{P \\cdot a}{2} ${isWhole(area * 100) ? '=' : '\\approx'} ${fmt(area, 2)}$ ${unit}².`,
    );
  const label = { side: 'Lado', perimeter: 'Perímetro', apothem: 'Apotema', area: 'Área' }[part];
  return {
    text: workedReply({
      title: 'Polígono regular inscrito en una circunferencia',
      data: `${name} inscrito en una circunferencia de radio R = ${fmt(radius, 4)} ${unit}`,
      steps,
      answer: `**${label} del ${name} ${sign} ${fmt(result, 2)} ${answerUnit}**`,
      closing:
        '¿Qué polígono regular tiene el lado igual al radio de la circunferencia en que está inscrito?',
    }),
    certain: true,
  };
}

const MEASURE_VALUE = String.raw`(\d+(?:[.,]\d+)?)?\s*(?:√\s*(\d+))?`;

/** «4√3», «6,04», «√2»: a length as the statement writes it. */
function lengthOf(coefficient: string | undefined, root: string | undefined): number | undefined {
  if (coefficient === undefined && root === undefined) return undefined;
  const k = coefficient === undefined ? 1 : readNumber(coefficient);
  return k === undefined ? undefined : k * Math.sqrt(Number(root ?? 1));
}

/** «de 5 cm de lado», «cuya apotema mide 4√3 cm», «apotema de 6,04 cm»: the length a word names. */
function givenLength(folded: string, word: 'lado' | 'apotema') {
  const m =
    new RegExp(String.raw`${MEASURE_VALUE} ?(mm|cm|dm|km|m)\b de ${word}\b`).exec(folded) ??
    new RegExp(
      String.raw`\b${word}\b(?:[^.;\d√]{0,40}?\s(?:mide|es de|igual a|es)\s|\s(?:de |mide |igual a |es de |=\s*)?)${MEASURE_VALUE} ?(mm|cm|dm|km|m)\b`,
    ).exec(folded);
  const value = m ? lengthOf(m[1], m[2]) : undefined;
  return m && value !== undefined && value > 0 ? { value, unit: m[3] ?? '', raw: m[0] } : undefined;
}

const ROOT_SHOWN = (x: number) => {
  for (const r of [2, 3]) {
    const k = x / Math.sqrt(r);
    if (isWhole(k)) return `${Math.round(k) === 1 ? '' : Math.round(k)}√${r} ≈ ${fmt(x, 2)}`;
  }
  return `${isWhole(x * 100) ? '' : '≈ '}${fmt(x, 2)}`;
};

/**
 * A regular polygon by its side, its apothem or both («Un octógono regular tiene 5 cm de lado y 6,04 cm
 * de apotema. Calcular su área», «La apotema de un hexágono regular mide 4√3 cm. Determinar su
 * perímetro»): the apothem is l / (2 tg(180°/n)) and A = P · a / 2. With both given, they must agree
 * (to rounding) and the statement's apothem is the one used.
 */
function bySideOrApothem(folded: string): SolverReply | undefined {
  if (/\binscri|circunscri|\bcircunferencia\b|\bcirculo\b|\bradio\b/.test(folded)) return undefined;
  const named = namedPolygon(folded);
  if (!named || !isRegular(folded)) return undefined;
  const [n, name] = named;
  const side = givenLength(folded, 'lado');
  const apothem = givenLength(folded, 'apotema');
  if (!side && !apothem) return undefined;
  // Every number is the side or the apothem.
  let rest = folded;
  for (const given of [side, apothem]) if (given) rest = rest.replace(given.raw, ' ');
  if ((rest.match(NUMBER) ?? []).length > 0) return undefined;
  if (side && apothem && side.unit !== apothem.unit) return undefined;
  const unit = (side ?? apothem)?.unit ?? '';
  const question = questionOf(rest) || rest;
  const asked = [
    ...new Set(
      [...question.matchAll(/\b(lado|perimetro|apotema|area|superficie)\b/g)].map(
        (m) => PART_WORD[m[1] ?? ''],
      ),
    ),
  ];
  if (asked.length === 0 || asked.some((part) => part === undefined)) return undefined;
  if ((side && asked.includes('side')) || (apothem && asked.includes('apothem'))) return undefined;
  // The side alone and its area or perimeter: the plane figures' reading (plane-figures.ts).
  if (!apothem && !asked.includes('apothem')) return undefined;
  const tangent = Math.tan(Math.PI / n);
  const l = side?.value ?? 2 * (apothem?.value ?? 0) * tangent;
  const a = apothem?.value ?? l / (2 * tangent);
  // A side and an apothem that are not of one regular n-gon: one of them is misread.
  if (side && apothem && Math.abs(apothem.value - l / (2 * tangent)) > 0.01 * apothem.value) return undefined;
  const perimeter = n * l;
  const area = (perimeter * a) / 2;
  const values: Record<Part, number> = { side: l, perimeter, apothem: a, area };
  const label: Record<Part, string> = {
    side: 'Lado',
    perimeter: 'Perímetro',
    apothem: 'Apotema',
    area: 'Área',
  };
  const half = fmt(180 / n, 2);
  const steps = [
    `Unido al centro, cada lado forma un triángulo isósceles de altura igual a la apotema; su mitad es un triángulo rectángulo con ángulo $\\frac{180^\\circ}{${n}} = ${half}^\\circ$ en el centro: $\\operatorname{tg} ${half}^\\circ = \\frac{l/2}{a}$.`,
  ];
  if (!side)
    steps.push(
      `Lado: $l = 2a \\operatorname{tg} ${half}^\\circ$, así que l ${ROOT_SHOWN(l).includes('≈') ? '≈' : '='} ${fmt(l, 2)} ${unit}.`,
    );
  if (!apothem && (asked.includes('apothem') || asked.includes('area')))
    steps.push(
      `Apotema: $a = \\frac{l}{2 \\operatorname{tg} ${half}^\\circ}$, así que a ${isWhole(a * 1e4) ? '=' : '≈'} ${fmt(a, 4)} ${unit}.`,
    );
  if (asked.includes('perimeter') || asked.includes('area'))
    steps.push(`Perímetro: P = ${n} · l = ${fmt(perimeter, 2)} ${unit}.`);
  if (asked.includes('area'))
    steps.push(
      `Área: $A = \\frac{P \\cdot a}{2}$ = ${fmt(perimeter, 2)} · ${fmt(a, 4)} / 2 ${isWhole(area * 100) ? '=' : '≈'} ${fmt(area, 2)} ${unit}².`,
    );
  const answers = (asked as Part[]).map((part) => {
    const v = values[part];
    const shownValue =
      part === 'area' || part === 'perimeter'
        ? `${isWhole(v * 100) ? '=' : '≈'} ${fmt(v, 2)}`
        : `= ${ROOT_SHOWN(v)}`;
    return `**${label[part]} del ${name} ${shownValue.replace('= ≈', '≈')} ${part === 'area' ? `${unit}²` : unit}**`;
  });
  const data = [
    side ? `lado l = ${fmt(side.value, 4)} ${unit}` : '',
    apothem ? `apotema a = ${ROOT_SHOWN(apothem.value).replace(/ ≈.*$/, '')} ${unit}` : '',
  ]
    .filter(Boolean)
    .join(', ');
  return {
    text: workedReply({
      title: `${name.charAt(0).toUpperCase()}${name.slice(1)} regular`,
      data: `${name} regular de ${n} lados; ${data}`,
      steps,
      answer: answers.join('\n\n'),
      closing: '¿Por qué el área de un polígono regular es su perímetro por la apotema sobre 2?',
    }),
    certain: true,
  };
}

/** k·π as the course writes it, when k is a whole or a tenth: «25π», «π», «4,5π». */
const piText = (k: number) =>
  isWhole(k * 10) ? `${isWhole(k) && Math.round(k) === 1 ? '' : fmt(k, 1)}π` : undefined;

interface CircleFigure {
  /** What the circle is inscribed in or circumscribed to, with its article: «del cuadrado». */
  of: string;
  data: string;
  /** The radius of the inscribed circle and of the circumscribed one, and the figure's area. */
  inner: number;
  outer: number;
  area: number;
  why: { inner: string; outer: string };
  unit: string;
  numbers: number;
}

/** A square, an equilateral triangle or a regular polygon by its side, or a right triangle by its legs. */
function circleFigure(folded: string): CircleFigure | undefined {
  const legs =
    /\bcatetos\b[^.]*?(?:\b(?:miden|de|son)\s+|(?<=catetos)\s+)(\d+(?:[.,]\d+)?)\s*(mm|cm|dm|km|m)?\s+y\s+(\d+(?:[.,]\d+)?)\s*(mm|cm|dm|km|m)\b/.exec(
      folded,
    );
  if (/\btriangulo rectangulo\b/.test(folded) && legs) {
    const [p, q] = [readNumber(legs[1] ?? ''), readNumber(legs[3] ?? '')];
    if (p === undefined || q === undefined || (legs[2] && legs[2] !== legs[4])) return undefined;
    const c = Math.hypot(p, q);
    const unit = legs[4] ?? '';
    return {
      of: 'del triángulo rectángulo',
      data: `triángulo rectángulo de catetos ${fmt(p, 4)} ${unit} y ${fmt(q, 4)} ${unit} (hipotenusa √(${fmt(p * p, 4)} + ${fmt(q * q, 4)}) = ${fmt(c, 4)} ${unit})`,
      inner: (p + q - c) / 2,
      outer: c / 2,
      area: (p * q) / 2,
      why: {
        inner:
          'El radio de la inscripta es el área sobre el semiperímetro, que en un triángulo rectángulo da $r = \\frac{a + b - c}{2}$.',
        outer:
          'El ángulo recto abarca media circunferencia: la hipotenusa es un diámetro de la circunscripta, $R = \\frac{c}{2}$.',
      },
      unit,
      numbers: 2,
    };
  }
  const named = namedPolygon(folded);
  if (!named || !isRegular(folded)) return undefined;
  const side = givenLength(folded, 'lado');
  if (!side) return undefined;
  const [n, name] = named;
  const l = side.value;
  const inner = l / (2 * Math.tan(Math.PI / n));
  const outer = l / (2 * Math.sin(Math.PI / n));
  return {
    of: `del ${name}`,
    data: `${name}${/regular/.test(name) || n === 4 || n === 3 ? '' : ' regular'} de lado ${fmt(l, 4)} ${side.unit}`,
    inner,
    outer,
    area: (n * l * inner) / 2,
    why: {
      inner: `El círculo inscripto toca cada lado en su punto medio: su radio es la apotema, $r = \\frac{l}{2 \\operatorname{tg} ${fmt(180 / n, 2)}^\\circ}$.`,
      outer: `La circunferencia circunscripta pasa por los vértices: su radio va del centro a un vértice, $R = \\frac{l}{2 \\operatorname{sen} ${fmt(180 / n, 2)}^\\circ}$.`,
    },
    unit: side.unit,
    numbers: 1,
  };
}

/**
 * «El círculo inscripto en un cuadrado tiene 5 cm de radio. Calcular el área del cuadrado»: the radius of
 * the inscribed circle is the regular polygon's apothem, so l = 2r · tg(180°/n); then the polygon's side,
 * perimeter or area asked. The radius is the only number.
 */
function polygonAroundCircle(folded: string): SolverReply | undefined {
  const named = namedPolygon(folded);
  if (!named || !isRegular(folded)) return undefined;
  const radius =
    /(\d+(?:[.,]\d+)?) ?(mm|cm|dm|km|m)\b de radio\b/.exec(folded) ??
    /\bradio (?:de |mide |es de |igual a )?(\d+(?:[.,]\d+)?) ?(mm|cm|dm|km|m)\b/.exec(folded);
  const r = readNumber(radius?.[1] ?? '');
  if (!radius || r === undefined || !(r > 0) || (folded.match(NUMBER) ?? []).length !== 1) return undefined;
  const question = questionOf(folded) || folded;
  const asks = [...question.matchAll(/\b(lado|perimetro|area|superficie)\b/g)].map(
    (m) => PART_WORD[m[1] ?? ''],
  );
  const [part] = asks;
  if (asks.length !== 1 || !part || /del? (?:circulo|la circunferencia)/.test(question)) return undefined;
  const [n, name] = named;
  const u = radius[2] ?? '';
  const side = 2 * r * Math.tan(Math.PI / n);
  const perimeter = n * side;
  const area = (perimeter * r) / 2;
  const value = { side, perimeter, area, apothem: r }[part];
  const label = { side: 'Lado', perimeter: 'Perímetro', area: 'Área', apothem: 'Apotema' }[part];
  const steps = [
    `El círculo inscripto toca cada lado en su punto medio: su radio es la apotema del ${name}, a = ${fmt(r, 4)} ${u}.`,
    `Con la mitad de un lado y el ángulo $\\frac{180^\\circ}{${n}}$ en el centro: $l = 2a \\operatorname{tg} ${fmt(180 / n, 2)}^\\circ ${isWhole(side * 100) ? '=' : '\\approx'} ${fmt(side, 2)}$ ${u}.`,
  ];
  if (part !== 'side')
    steps.push(
      `Perímetro: $P = ${n} l ${isWhole(perimeter * 100) ? '=' : '\\approx'} ${fmt(perimeter, 2)}$ ${u}.`,
    );
  if (part === 'area') steps.push(`Área: $A = \\frac{P \\cdot a}{2}$.`);
  return {
    text: workedReply({
      title: `${name.charAt(0).toUpperCase()}${name.slice(1)} circunscripto a un círculo`,
      data: `círculo inscripto de radio ${fmt(r, 4)} ${u} en un ${name}`,
      steps,
      answer: `**${label} del ${name} ${isWhole(value * 100) ? '=' : '≈'} ${fmt(value, 2)} ${part === 'area' ? `${u}²` : u}**`,
      closing: '¿Por qué el radio del círculo inscripto es la apotema del polígono?',
    }),
    certain: true,
  };
}

/**
 * The circle inscribed in, or circumscribed to, a figure given by its sides («el círculo inscripto en un
 * cuadrado de 10 cm de lado», «la circunferencia circunscripta a un triángulo rectángulo de catetos 6 y
 * 8 cm»): its radius, its area, its length, or the region between the circle and the figure. Which circle
 * must be plain (inscripto or circunscripto, not both), and every number a side read.
 */
function circleOfFigure(folded: string): SolverReply | undefined {
  const inscribedCircle =
    /\b(?:circulo|circunferencia)\s+inscri(?:p?t[oa])\b|\binscri(?:p?t[oa])\s+en\s+(?:el|un|una|la)\s+(?:cuadrado|triangulo|hexagono|pentagono|octogono|poligono)|\btiene\s+inscri(?:p?t[oa])\s+(?:un|una|el|la)\s+(?:circulo|circunferencia)|\bse\s+inscribe\s+(?:un|una)\s+(?:circulo|circunferencia)/;
  const circumscribed = /\bcircunscri(?:p?t[oa]|be)\b/;
  const inner = inscribedCircle.test(folded);
  const outer = circumscribed.test(folded);
  if (inner === outer || !/\b(?:circulo|circunferencia)\b/.test(folded)) return undefined;
  // «un cuadrado inscrito en una circunferencia»: the polygon inside, the other reading's.
  if (
    inner &&
    /\b(?:cuadrado|triangulo|hexagono|pentagono|octogono|poligono)[^.]*?\binscri(?:p?t[oa]|be)\s+en\s+(?:la|una)\s+circunferencia/.test(
      folded,
    )
  )
    return undefined;
  const figure = circleFigure(folded);
  if (!figure && inner) return polygonAroundCircle(folded);
  if (!figure || (folded.match(NUMBER) ?? []).length !== figure.numbers) return undefined;
  const question = questionOf(folded) || folded;
  const region = /region|comprendid|sombread|entre (?:el|la)|restante|fuera del|exterior al|no ocupad/.test(
    question,
  );
  const kind: 'radius' | 'area' | 'length' | undefined = region
    ? 'area'
    : /\barea\b|superficie/.test(question)
      ? 'area'
      : /\blongitud\b|perimetro/.test(question)
        ? 'length'
        : /\bradio\b/.test(question)
          ? 'radius'
          : undefined;
  if (!kind) return undefined;
  // The area asked of the figure itself, not of its circle: not this reading.
  if (
    kind === 'area' &&
    !region &&
    !/area del? (?:circulo|la circunferencia)|area (?:que encierra|de la circunferencia)/.test(question)
  )
    return undefined;
  const r = inner ? figure.inner : figure.outer;
  const circleArea = Math.PI * r * r;
  const u = figure.unit;
  const steps = [
    inner ? figure.why.inner : figure.why.outer,
    `Así, ${inner ? 'r' : 'R'} ${isWhole(r * 1e4) ? '=' : '≈'} ${fmt(r, 4)} ${u}.`,
  ];
  let answer: string;
  if (kind === 'radius') {
    answer = `**${inner ? 'r' : 'R'} ${isWhole(r * 100) ? '=' : '≈'} ${fmt(r, 2)} ${u}**`;
  } else if (kind === 'length') {
    const k = 2 * r;
    steps.push(`Longitud: $L = 2\\pi ${inner ? 'r' : 'R'}$.`);
    answer = `**L ${piText(k) ? `= ${piText(k)} ≈` : '≈'} ${fmt(2 * Math.PI * r, 2)} ${u}**`;
  } else {
    const k = r * r;
    steps.push(
      `Área del círculo: $\\pi ${inner ? 'r' : 'R'}^2$ ${piText(k) ? `= ${piText(k)}` : ''} ≈ ${fmt(circleArea, 2)} ${u}².`,
    );
    if (region) {
      const difference = inner ? figure.area - circleArea : circleArea - figure.area;
      if (!(difference > 0)) return undefined;
      const figureArea = `${fmt(figure.area, 4)}`;
      steps.push(
        `Área ${figure.of}: ${figureArea} ${u}². La región entre los dos es la diferencia: ${inner ? `${figureArea} − ${piText(k) ?? fmt(circleArea, 2)}` : `${piText(k) ?? fmt(circleArea, 2)} − ${figureArea}`}.`,
      );
      const exact =
        piText(k) && isWhole(figure.area * 1e4)
          ? inner
            ? `${figureArea} − ${piText(k)}`
            : `${piText(k)} − ${figureArea}`
          : undefined;
      answer = `**A ${exact ? `= ${exact} ≈` : '≈'} ${fmt(difference, 2)} ${u}²**`;
    } else answer = `**A ${piText(k) ? `= ${piText(k)} ≈` : '≈'} ${fmt(circleArea, 2)} ${u}²**`;
  }
  return {
    text: workedReply({
      title: `Circunferencia ${inner ? 'inscripta en' : 'circunscripta a'} una figura`,
      data: figure.data,
      steps,
      answer,
      closing: inner
        ? '¿Por qué el radio del círculo inscripto es la apotema del polígono?'
        : '¿Por qué el centro de la circunscripta está a la misma distancia de todos los vértices?',
    }),
    certain: true,
  };
}

/** The vertices' letters in order, from «A, B, C, D y E … son los vértices» or «el pentágono ABCDE». */
function vertexLetters(statement: string): string[] | undefined {
  const listed = /((?:\b[A-Z]\b\s*,\s*)+\b[A-Z]\b\s+y\s+\b[A-Z]\b)[^.]*\bv[eé]rtices\b/.exec(statement);
  if (listed?.[1]) return [...listed[1].matchAll(/\b[A-Z]\b/g)].map((m) => m[0]);
  const word =
    /\b(?:pol[ií]gono|[a-záéíóú]+gono)\s+(?:regular\s+)?([A-Z]{3,20})\b|\b([A-Z]{3,20})\s+(?:es|sea)\s+un\s+[a-záéíóú]+gono\b/.exec(
      statement,
    );
  const letters = word?.[1] ?? word?.[2];
  return letters ? [...letters] : undefined;
}

/** «Hallar la medida del ángulo ACE», «∠BAC»: the three letters, the vertex in the middle. */
function angleLetters(statement: string): readonly [string, string, string] | undefined {
  const asked = [...statement.matchAll(/(?:[áa]ngulo|∠|\\angle)\s*\(?\s*([A-Z])\s*([A-Z])\s*([A-Z])\b/g)];
  if (asked.length !== 1) return undefined;
  const [, x, y, z] = at(asked, 0, 'angle asked');
  return x && y && z ? [x, y, z] : undefined;
}

/** The angle XYZ between vertices i, j, k of a regular n-gon, from their coordinates on the unit circle. */
function angleByCoordinates(n: number, i: number, j: number, k: number): number {
  const point = (t: number) => [Math.cos((2 * Math.PI * t) / n), Math.sin((2 * Math.PI * t) / n)] as const;
  const [px, py] = point(i);
  const [vx, vy] = point(j);
  const [qx, qy] = point(k);
  const [ax, ay, bx, by] = [px - vx, py - vy, qx - vx, qy - vy];
  return (Math.acos((ax * bx + ay * by) / (Math.hypot(ax, ay) * Math.hypot(bx, by))) * 180) / Math.PI;
}

/** «A, B, C, D y E, en ese orden, son los vértices de un pentágono regular. Hallar el ángulo ACE.» */
function vertexAngle(problem: string, folded: string): SolverReply | undefined {
  const statement = withoutOptions(problem);
  if (/\d/.test(folded)) return undefined;
  const letters = vertexLetters(statement);
  const angle = angleLetters(statement);
  const named = namedPolygon(folded);
  if (!letters || !angle || !named || !isRegular(folded) || letters.length !== named[0]) return undefined;
  if (new Set(letters).size !== letters.length) return undefined;
  // Listed in order: said so, or the letters run A, B, C… as the alphabet does.
  const alphabetical = letters.every((l, i) => l.charCodeAt(0) === (letters[0] ?? 'A').charCodeAt(0) + i);
  if (!alphabetical && !/en ese orden|consecutiv|en orden/.test(folded)) return undefined;
  const [i, j, k] = angle.map((l) => letters.indexOf(l));
  if (i === undefined || j === undefined || k === undefined || i < 0 || j < 0 || k < 0) return undefined;
  if (new Set([i, j, k]).size !== 3) return undefined;
  const n = named[0];
  const forward = (((k - i) % n) + n) % n;
  const passesVertex = (((j - i) % n) + n) % n < forward;
  const arcSides = passesVertex ? n - forward : forward;
  const result = (180 * arcSides) / n;
  // The check: the same angle from the vertices' coordinates.
  if (Math.abs(angleByCoordinates(n, i, j, k) - result) > 1e-6) return undefined;
  const [x, y, z] = angle;
  return {
    text: workedReply({
      title: 'Ángulo entre vértices de un polígono regular',
      data: `${named[1]} regular ${letters.join('')} (n = ${n}); ángulo ${x}${y}${z}`,
      steps: [
        `Todo polígono regular está inscrito en una circunferencia: sus ${n} vértices la dividen en ${n} arcos iguales de $\\frac{360^\\circ}{${n}} = ${fmt(360 / n, 2)}^\\circ$.`,
        `El ángulo ${x}${y}${z} tiene el vértice ${y} sobre la circunferencia: es un ángulo inscrito y mide la mitad del arco ${x}${z} que no contiene a ${y}.`,
        `Ese arco abarca ${arcSides} ${arcSides === 1 ? 'lado' : 'lados'}: $${arcSides} \\cdot ${fmt(360 / n, 2)}^\\circ = ${fmt((360 * arcSides) / n, 2)}^\\circ$, y la mitad es $${fmt(result, 2)}^\\circ$.`,
      ],
      answer: `**Ángulo ${x}${y}${z} = ${angleShown(result)}**`,
      closing: `¿Cuánto mide, con el mismo razonamiento, cada ángulo interior del ${named[1]}?`,
    }),
    certain: true,
  };
}

export function solveRegularPolygon(problem: string): SolverReply | undefined {
  const folded = fold(problem);
  const circle = circleOfFigure(folded);
  if (circle) return circle;
  if (!NAMED.some(([cue]) => cue.test(folded)) && !/\bpoligono\b/.test(folded)) return undefined;
  return (
    vertexAngle(problem, folded) ?? inscribed(folded) ?? bySideOrApothem(folded) ?? polygonMeasures(folded)
  );
}

export const regularPolygons = declareSolver({
  name: 'solve_regular_polygon',
  offer: 'ángulos, diagonales y polígonos regulares inscritos',
  summary:
    'Polygons without a figure: each interior or exterior angle, their sum, the central angle and the number of diagonals of an n-gon, the number of sides from any of these; a regular polygon inscribed in a circle of given radius (side, perimeter, apothem, area); the angle between three named vertices of a regular polygon. / Polígonos sin figura: ángulos, diagonales, lados, inscritos en una circunferencia y ángulos entre vértices.',
  examples: [
    '¿Cuánto mide cada ángulo interior de un decágono regular?',
    'La suma de los ángulos interiores de un polígono convexo es 1260°. ¿Cuántos lados tiene?',
    'Calcular el área de un hexágono regular inscrito en una circunferencia de 4 cm de radio.',
    'A, B, C, D y E, en ese orden, son los vértices de un pentágono regular. Hallar la medida del ángulo ACE.',
  ],
  parameters: { problem: 'the statement, as written' },
  solve: solveRegularPolygon,
});
