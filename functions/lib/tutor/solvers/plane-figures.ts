/**
 * Areas, perimeters and diagonals of the plane figures of the programme, from measures the statement
 * names: circle (radius or diameter), circular sector (radius and central angle), square, rectangle,
 * trapezoid, rhombus, triangle by base and height, equilateral triangle by its side, and a rectangle
 * from its perimeter and diagonal. Every number of the statement must be a measure read and used.
 */
import { foldText } from '../text.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import { fmt, readNumber } from './numbers.ts';
import { workedReply } from './reply.ts';
import { withoutOptions } from './statement.ts';

type Asked = 'area' | 'perimeter' | 'diagonal' | 'height' | 'arc' | 'sides' | 'side';

interface Result {
  asked: Asked;
  value: number;
  formula: string;
  /** π·k exactly, when the result is a multiple of π. */
  piTimes?: number;
}

interface Figure {
  title: string;
  cue: RegExp;
  /** The measures it needs, by the words that name them. */
  read: (m: Measures) => Partial<Record<string, number>> | undefined;
  solve: (v: Record<string, number>, asked: Asked) => Result | undefined;
}

type Measures = {
  named: Map<string, number>;
  /** The central angle in degrees, and as the statement wrote it. */
  angle?: number;
  angleRaw?: string;
  angleRadians?: string;
  unit: string;
  /** «trapecio isósceles»: its two legs equal. */
  isosceles?: boolean;
  /** «1,2 m = 120 cm»: measures given in another unit than the one asked, passed to it. */
  converted?: string[];
  /** The other units the statement wrote its measures in, when none was asked: the result in each too. */
  others?: string[];
};

const NUM = String.raw`(\d+(?:[.,]\d+)?)`;
const UNIT = String.raw`\s*(mm|cm|dm|km|m)\b`;
const WORD = String.raw`(radio|diametro|lado|base mayor|base menor|bases|base|altura|largo|ancho|diagonal mayor|diagonal menor|diagonales|perimetro|diagonal)`;

/** «de 6 cm de radio», «radio de 6 cm», «bases de 8 cm y 5 cm», «lados de 12 y 5 cm». */
function readMeasures(folded: string): Measures | undefined {
  const named = new Map<string, number>();
  const units = new Set<string>();
  // «1,2 m por 40 cm … en cm»: measures in two units are passed to the one the question asks.
  const target = askedUnit(folded);
  const written = [...new Set([...folded.matchAll(new RegExp(`${NUM}${UNIT}`, 'g'))].map((m) => m[2] ?? ''))];
  const mixed = written.length > 1;
  // No unit asked: the measures are passed to the first one written, and the result is also given in
  // the others (shown in the answer).
  const common = mixed
    ? target && target !== 'unclear'
      ? target
      : target
        ? undefined
        : written[0]
    : undefined;
  const converted: string[] = [];
  const put = (word: string, raw: string | undefined, unit: string | undefined) => {
    const read = readNumber(raw ?? '');
    const value =
      read !== undefined && common && unit
        ? (read * (METRES[unit] ?? Number.NaN)) / (METRES[common] ?? Number.NaN)
        : read;
    if (value === undefined || !Number.isFinite(value) || value <= 0) return false;
    if (common && unit && unit !== common) converted.push(`${raw} ${unit} = ${fmt(value, 6)} ${common}`);
    if (unit) units.add(common ?? unit);
    const before = named.get(word);
    if (before !== undefined && before !== value) return false;
    named.set(word, value);
    return true;
  };
  const pairs = new RegExp(
    String.raw`\b(bases|diagonales|lados|radios)\s+(?:del?\s+(?:un|una|el|la|este|esta)\s+\w+\s+)?(?:miden\s+|de\s+)?${NUM}(?:${UNIT})?\s+y\s+${NUM}${UNIT}`,
    'g',
  );
  for (const m of folded.matchAll(pairs)) {
    const [first, second] =
      m[1] === 'bases'
        ? ['base mayor', 'base menor']
        : m[1] === 'radios'
          ? ['radio mayor', 'radio menor']
          : m[1] === 'diagonales'
            ? ['diagonal mayor', 'diagonal menor']
            : ['largo', 'ancho'];
    // The larger of two diagonals or bases is the «mayor», whichever the statement says first.
    // Compared in metres: «radios 8 cm y 0,05 m».
    const inMetres = (raw: string | undefined, unit: string | undefined) =>
      (readNumber(raw ?? '') ?? 0) * (METRES[unit ?? ''] ?? 1);
    const firstUnit = m[3] ?? m[5];
    const inOrder = inMetres(m[2], firstUnit) >= inMetres(m[4], m[5]) || m[1] === 'lados';
    const [larger, smaller] = inOrder
      ? [
          [m[2], firstUnit],
          [m[4], m[5]],
        ]
      : [
          [m[4], m[5]],
          [m[2], firstUnit],
        ];
    if (!put(first, larger?.[0], larger?.[1]) || !put(second, smaller?.[0], smaller?.[1])) return undefined;
  }
  // «un rectángulo de 9 cm por 12 cm», «mide 1,2 m por 40 cm»: its two sides.
  const byPattern = new RegExp(
    String.raw`\b(?:de|mide|miden)\s+${NUM}${UNIT}\s+(?:por|x|×)\s+${NUM}${UNIT}`,
    'g',
  );
  for (const m of folded.matchAll(byPattern))
    if (!put('largo', m[1], m[2]) || !put('ancho', m[3], m[4])) return undefined;
  const rest = folded.replace(pairs, ' ').replace(byPattern, ' ');
  for (const m of rest.matchAll(new RegExp(String.raw`${NUM}${UNIT}\s+de\s+${WORD}\b`, 'g')))
    if (!put(m[3] ?? '', m[1], m[2])) return undefined;
  for (const m of rest.matchAll(
    new RegExp(String.raw`\b${WORD}\s+(?:de|mide|es de|es|igual a|=)\s*${NUM}${UNIT}`, 'g'),
  ))
    if (!put(m[1] ?? '', m[2], m[3])) return undefined;
  const angle = readAngle(folded);
  if (units.size > 1) return undefined;
  const isosceles = /\bisosceles\b/.test(folded);
  // The metre too, when the data skip it («0,06 km» and «120 cm»).
  const others =
    mixed && !target
      ? [...written, ...(written.includes('m') ? [] : ['m'])].filter((unit) => unit !== common)
      : [];
  return {
    named,
    ...angle,
    unit: [...units][0] ?? '',
    isosceles,
    ...(converted.length ? { converted } : {}),
    ...(others.length ? { others } : {}),
  };
}

const ANGLE_LEAD = String.raw`(?:angulo(?: central)?\s+(?:(?:que\s+)?mide\s+|de\s+)?|\bamplitud\s+(?:de\s+)?)`;

/**
 * The central angle: «ángulo central de 60°», «de 40° de amplitud», «amplitud de 40°», or in radians
 * («ángulo central de 2π/9», «de 1,2 rad»), kept in degrees and as written.
 */
function readAngle(folded: string): Pick<Measures, 'angle' | 'angleRaw' | 'angleRadians'> {
  const degrees =
    new RegExp(String.raw`${ANGLE_LEAD}(\d+(?:[.,]\d+)?)\s*°`).exec(folded) ??
    /\bde\s+(\d+(?:[.,]\d+)?)\s*°\s+de\s+amplitud\b/.exec(folded);
  if (degrees) return { angle: readNumber(degrees[1] ?? '') ?? Number.NaN, angleRaw: degrees[0] };
  const pi = new RegExp(String.raw`${ANGLE_LEAD}(\d*)\s*π(?:\s*\/\s*(\d+))?(?:\s*rad(?:ianes)?\b)?`).exec(
    folded,
  );
  if (pi) {
    const multiple = Number(pi[1] || 1) / Number(pi[2] ?? 1);
    const shown = `${pi[1] && pi[1] !== '1' ? pi[1] : ''}π${pi[2] ? `/${pi[2]}` : ''}`;
    return { angle: multiple * 180, angleRaw: pi[0], angleRadians: shown };
  }
  const plain = new RegExp(String.raw`${ANGLE_LEAD}(\d+(?:[.,]\d+)?)\s*rad(?:ianes)?\b`).exec(folded);
  if (!plain) return {};
  const radians = readNumber(plain[1] ?? '') ?? Number.NaN;
  return { angle: (radians * 180) / Math.PI, angleRaw: plain[0], angleRadians: fmt(radians, 4) };
}

const radiusOf = (m: Measures) => m.named.get('radio') ?? (m.named.get('diametro') ?? Number.NaN) / 2;
const only = (m: Measures, words: string[]) => [...m.named.keys()].every((k) => words.includes(k));

const FIGURES: Figure[] = [
  {
    title: 'Sector circular',
    cue: /\bsector circular\b|\barco\b.*\bangulo central\b|\bangulo central\b.*\barco\b/,
    read: (m) => (only(m, ['radio', 'diametro']) && m.angle ? { r: radiusOf(m), angle: m.angle } : undefined),
    solve: ({ r = 0, angle = 0 }, asked) =>
      asked === 'area'
        ? {
            asked,
            value: (Math.PI * r * r * angle) / 360,
            formula: 'A = \\pi r^2 \\cdot \\frac{\\alpha}{360^\\circ}',
            piTimes: (r * r * angle) / 360,
          }
        : asked === 'arc'
          ? {
              asked,
              value: (2 * Math.PI * r * angle) / 360,
              formula: 'L = 2\\pi r \\cdot \\frac{\\alpha}{360^\\circ}',
              piTimes: (2 * r * angle) / 360,
            }
          : undefined,
  },
  {
    title: 'Corona circular',
    // The ring between two concentric circles: the larger circle's area less the smaller one's.
    cue: /\bcorona circular\b|\bcircunferencias concentricas\b/,
    read: (m) => {
      const [R, r] = [m.named.get('radio mayor'), m.named.get('radio menor')];
      return R !== undefined && r !== undefined && m.named.size === 2 && R > r ? { R, r } : undefined;
    },
    solve: ({ R = 0, r = 0 }, asked) =>
      asked === 'area'
        ? {
            asked,
            value: Math.PI * (R * R - r * r),
            formula: 'A = \\pi R^2 - \\pi r^2 = \\pi (R^2 - r^2)',
            piTimes: R * R - r * r,
          }
        : undefined,
  },
  {
    title: 'Círculo',
    // «una pizzera circular de 35 cm de diámetro»: a round object is a circle.
    cue: /\b(?:circulo|circunferencia|circular)\b/,
    read: (m) =>
      only(m, ['radio', 'diametro']) && !m.angle && m.named.size === 1 ? { r: radiusOf(m) } : undefined,
    solve: ({ r = 0 }, asked) =>
      asked === 'area'
        ? { asked, value: Math.PI * r * r, formula: 'A = \\pi r^2', piTimes: r * r }
        : asked === 'perimeter' || asked === 'arc'
          ? { asked: 'perimeter', value: 2 * Math.PI * r, formula: 'L = 2\\pi r', piTimes: 2 * r }
          : undefined,
  },
  {
    title: 'Trapecio',
    cue: /\btrapecio\b/,
    read: (m) => {
      const [B, b, h, l] = ['base mayor', 'base menor', 'altura', 'lado'].map((k) => m.named.get(k));
      if (B === undefined || b === undefined || m.named.size !== 3) return undefined;
      if (h !== undefined) return { B, b, h };
      // An isosceles one by its equal legs: each sticks out (B − b)/2, so h = √(l² − ((B − b)/2)²).
      const out = (B - b) / 2;
      return l !== undefined && m.isosceles && l > out
        ? { B, b, h: Math.sqrt(l * l - out * out), l }
        : undefined;
    },
    solve: ({ B = 0, b = 0, h = 0, l }, asked) =>
      asked === 'area'
        ? { asked, value: ((B + b) * h) / 2, formula: 'A = \\frac{(B + b) \\cdot h}{2}' }
        : l !== undefined && asked === 'height'
          ? { asked, value: h, formula: 'h = \\sqrt{l^2 - \\left(\\frac{B - b}{2}\\right)^2}' }
          : l !== undefined && asked === 'perimeter'
            ? { asked, value: B + b + 2 * l, formula: 'P = B + b + 2l' }
            : undefined,
  },
  {
    title: 'Rombo',
    cue: /\brombo\b/,
    read: (m) =>
      only(m, ['diagonal mayor', 'diagonal menor']) && m.named.size === 2
        ? { D: m.named.get('diagonal mayor') ?? 0, d: m.named.get('diagonal menor') ?? 0 }
        : undefined,
    solve: ({ D = 0, d = 0 }, asked) =>
      asked === 'area'
        ? { asked, value: (D * d) / 2, formula: 'A = \\frac{D \\cdot d}{2}' }
        : asked === 'perimeter'
          ? { asked, value: 4 * Math.hypot(D / 2, d / 2), formula: 'P = 4 \\sqrt{(D/2)^2 + (d/2)^2}' }
          : asked === 'side'
            ? { asked, value: Math.hypot(D / 2, d / 2), formula: 'l = \\sqrt{(D/2)^2 + (d/2)^2}' }
            : asked === 'height'
              ? {
                  asked,
                  value: (D * d) / 2 / Math.hypot(D / 2, d / 2),
                  formula: 'h = \\frac{A}{l} = \\frac{D \\cdot d / 2}{l}',
                }
              : undefined,
  },
  {
    title: 'Triángulo equilátero',
    cue: /\btriangulo equilatero\b/,
    read: (m) => (only(m, ['lado']) && m.named.size === 1 ? { l: m.named.get('lado') ?? 0 } : undefined),
    solve: ({ l = 0 }, asked) =>
      asked === 'height'
        ? { asked, value: (Math.sqrt(3) / 2) * l, formula: 'h = \\frac{\\sqrt{3}}{2}\\, l' }
        : asked === 'area'
          ? { asked, value: (Math.sqrt(3) / 4) * l * l, formula: 'A = \\frac{\\sqrt{3}}{4}\\, l^2' }
          : asked === 'perimeter'
            ? { asked, value: 3 * l, formula: 'P = 3l' }
            : undefined,
  },
  {
    title: 'Hexágono regular',
    cue: /\bhexagono regular\b/,
    read: (m) => (only(m, ['lado']) && m.named.size === 1 ? { l: m.named.get('lado') ?? 0 } : undefined),
    solve: ({ l = 0 }, asked) =>
      asked === 'area'
        ? {
            asked,
            value: ((3 * Math.sqrt(3)) / 2) * l * l,
            formula: 'A = \\frac{P \\cdot ap}{2} = \\frac{6l \\cdot \\frac{\\sqrt{3}}{2} l}{2}',
          }
        : asked === 'perimeter'
          ? { asked, value: 6 * l, formula: 'P = 6l' }
          : undefined,
  },
  {
    title: 'Triángulo',
    cue: /\btriangulo\b(?! (?:rectangulo|equilatero|isosceles))/,
    read: (m) =>
      only(m, ['base', 'altura']) && m.named.size === 2
        ? { b: m.named.get('base') ?? 0, h: m.named.get('altura') ?? 0 }
        : undefined,
    solve: ({ b = 0, h = 0 }, asked) =>
      asked === 'area' ? { asked, value: (b * h) / 2, formula: 'A = \\frac{b \\cdot h}{2}' } : undefined,
  },
  {
    title: 'Cuadrado',
    cue: /\b(?:un|el|del|cada|este) cuadrado\b/,
    read: (m) => (only(m, ['lado']) && m.named.size === 1 ? { l: m.named.get('lado') ?? 0 } : undefined),
    solve: ({ l = 0 }, asked) =>
      asked === 'area'
        ? { asked, value: l * l, formula: 'A = l^2' }
        : asked === 'perimeter'
          ? { asked, value: 4 * l, formula: 'P = 4l' }
          : asked === 'diagonal'
            ? { asked, value: l * Math.SQRT2, formula: 'd = l\\sqrt{2}' }
            : undefined,
  },
  {
    title: 'Rectángulo',
    cue: /^(?!.*triangulo).*\brectangul(?:o|ar)\b/s,
    read: (m) => {
      const [l, w] = [
        m.named.get('largo') ?? m.named.get('base'),
        m.named.get('ancho') ?? m.named.get('altura'),
      ];
      if (l !== undefined && w !== undefined && m.named.size === 2) return { l, w };
      const [p, d] = [m.named.get('perimetro'), m.named.get('diagonal')];
      // One side and the diagonal: the other side is the other leg, √(d² − a²).
      const one = l ?? w ?? m.named.get('lado');
      if (one !== undefined && d !== undefined && m.named.size === 2 && d > one)
        return { l: one, w: Math.sqrt(d * d - one * one), d };
      return p !== undefined && d !== undefined && m.named.size === 2 ? { p, d } : undefined;
    },
    solve: ({ l, w, p, d }, asked) => {
      if (l !== undefined && w !== undefined && d !== undefined && asked === 'side')
        return { asked, value: w, formula: 'b = \\sqrt{d^2 - a^2}' };
      if (l !== undefined && w !== undefined)
        return asked === 'area'
          ? { asked, value: l * w, formula: 'A = b \\cdot h' }
          : asked === 'perimeter'
            ? { asked, value: 2 * (l + w), formula: 'P = 2(b + h)' }
            : asked === 'diagonal'
              ? { asked, value: Math.hypot(l, w), formula: 'd = \\sqrt{b^2 + h^2}' }
              : undefined;
      if (p === undefined || d === undefined || asked !== 'sides') return undefined;
      // b + h = P/2 and b² + h² = d²: b and h are the roots of t² − (P/2)t + ((P/2)² − d²)/2 = 0.
      const s = p / 2;
      const q = (s * s - d * d) / 2;
      const disc = s * s - 4 * q;
      if (!(q > 0 && disc >= 0)) return undefined;
      return { asked, value: (s + Math.sqrt(disc)) / 2, formula: 'b + h = \\frac{P}{2},\\ b^2 + h^2 = d^2' };
    },
  },
];

/** What is asked: the measures the statement names and does not give. */
function askedOf(folded: string, given: Map<string, number>): Asked[] {
  const asked: Asked[] = [];
  if (/\barea\b|superficie/.test(folded)) asked.push('area');
  if (/perimetro|longitud de (?:la|su) circunferencia|\bcontorno\b/.test(folded) && !given.has('perimetro'))
    asked.push('perimeter');
  if (/longitud del arco|\barco\b/.test(folded)) asked.push('arc');
  if (/\bdiagonal\b/.test(folded) && ![...given.keys()].some((k) => k.startsWith('diagonal')))
    asked.push('diagonal');
  if (/\baltura\b/.test(folded) && !given.has('altura')) asked.push('height');
  // «tomando como base uno de sus lados» names a side, it does not ask the sides.
  if (
    /\blados\b|dimensiones/.test(folded.replace(/\b(?:uno|cada uno) de (?:sus|los) lados\b/g, ' ')) &&
    !given.has('largo') &&
    !given.has('lado')
  )
    asked.push('sides');
  if (/\b(?:el|su|del|cada) lado\b/.test(folded) && !given.has('lado')) asked.push('side');
  // «Hallar el ancho» with the length and the diagonal given: the other side.
  const other = /\b(?:el|su) (ancho|largo|otro lado)\b/.exec(folded)?.[1];
  if (other && !given.has(other) && given.has('diagonal') && !asked.includes('side')) asked.push('side');
  return asked;
}

const SHOWN: Record<string, string> = { diametro: 'diámetro', perimetro: 'perímetro' };

const NAMES: Record<Asked, string> = {
  area: 'Área',
  perimeter: 'Perímetro',
  diagonal: 'Diagonal',
  height: 'Altura',
  arc: 'Longitud del arco',
  sides: 'Lados',
  side: 'Lado',
};

/** Degrees, minutes and seconds, the seconds rounded: 143,2394° → 143° 14′ 22″. */
function sexagesimal(degrees: number): string {
  const totalSeconds = Math.round(degrees * 3600);
  const whole = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds - whole * 3600) / 60);
  return `${whole}° ${minutes}′ ${totalSeconds - whole * 3600 - minutes * 60}″`;
}

/**
 * «En una circunferencia de 4 cm de radio, un ángulo central abarca un arco de 10 cm»: the central angle
 * is the arc over the radius, in radians (α = s / r), and in degrees, minutes and seconds when asked.
 * Only with those two numbers, in one unit.
 */
function centralAngle(folded: string): SolverReply | undefined {
  if (!/\bangulo central\b/.test(folded) || /\bangulo central\s+(?:de\s+|mide\s+)?\d/.test(folded))
    return undefined;
  // «un arco mide 5π cm»: an arc written as a multiple of π.
  const arcMatch = new RegExp(String.raw`\barco\s+(?:de|que mide|mide)\s+${NUM}\s*(π)?${UNIT}`).exec(folded);
  const arc = arcMatch ? [arcMatch[0], arcMatch[1], arcMatch[3]] : null;
  const piTimes = arcMatch?.[2] !== undefined;
  const radius =
    new RegExp(String.raw`${NUM}${UNIT}\s+de\s+radio\b`).exec(folded) ??
    new RegExp(String.raw`\bradio\s+(?:de|mide|es de|=)\s*${NUM}${UNIT}`).exec(folded);
  const numbers = (folded.match(/\d+(?:[.,]\d+)?/g) ?? []).length;
  if (!arc || !radius || numbers !== 2 || arc[2] !== radius[2]) return undefined;
  const k = readNumber(arc[1] ?? '');
  const r = readNumber(radius[1] ?? '');
  if (k === undefined || r === undefined || !(k > 0 && r > 0)) return undefined;
  const s = piTimes ? k * Math.PI : k;
  const radians = s / r;
  const degrees = (radians * 180) / Math.PI;
  // Both units, always: options written in degrees («A) 90°») were otherwise read as none matching.
  const exactDegrees = Math.abs(degrees - Math.round(degrees * 1e4) / 1e4) < 1e-9;
  const answers = [
    `**α = ${fmt(radians, 4)} rad**`,
    `**α ${exactDegrees ? '=' : '≈'} ${fmt(degrees, 4)}° ${exactDegrees ? '=' : '≈'} ${sexagesimal(degrees)}**`,
  ];
  return {
    text: workedReply({
      title: 'Ángulo central',
      data: `arco s = ${piTimes ? `${fmt(k, 4)}π` : fmt(s, 4)} ${arc[2]}, radio r = ${fmt(r, 4)} ${radius[2]}`,
      steps: [
        `En radianes, el ángulo central es el arco sobre el radio: $\\alpha = \\frac{s}{r} = \\frac{${piTimes ? `${fmt(k, 4)}\\pi` : fmt(s, 4)}}{${fmt(r, 4)}} ${Number.isInteger(radians * 1e4) ? '=' : '\\approx'} ${fmt(radians, 4).replace(',', '{,}')}$ rad.`,
        `En grados: $\\alpha \\cdot \\frac{180^\\circ}{\\pi} ${exactDegrees ? '=' : '\\approx'} ${fmt(degrees, 4).replace(',', '{,}')}^\\circ$; la parte decimal por 60 da los minutos, y la de los minutos por 60, los segundos.`,
      ],
      answer: answers.join('\n\n'),
      closing: '¿Por qué un radián es el ángulo que abarca un arco igual al radio?',
    }),
    certain: true,
  };
}

const METRES: Readonly<Record<string, number>> = { mm: 0.001, cm: 0.01, dm: 0.1, m: 1, km: 1000 };

/**
 * The unit a question asks its result in («en m²», «expresada en mm²», «en cm»), read apart from the
 * measures (never right after a number); 'unclear' when it names two.
 */
/** «en metros», «en centímetros»: the unit asked, written as a word. */
const UNIT_WORDS: Readonly<Record<string, string>> = {
  metros: 'm',
  centimetros: 'cm',
  milimetros: 'mm',
  decimetros: 'dm',
  kilometros: 'km',
};

function askedUnit(folded: string): string | undefined | 'unclear' {
  const found = [
    ...folded.matchAll(
      /(?<!\d[.,]?\s?)\ben\s+(mm|cm|dm|km|m|(?:mili|centi|deci|kilo)?metros)(?:²|\^2|2|³|\^3|3)?(?![a-z\d/])/g,
    ),
  ].map((match) => UNIT_WORDS[match[1] ?? ''] ?? match[1]);
  const distinct = [...new Set(found)];
  if (distinct.length > 1) return 'unclear';
  return distinct[0];
}

/** A result in another length unit: areas scale with the square of the length's factor. */
function inUnit(r: Result, scale: number): Result {
  const factor = r.asked === 'area' ? scale * scale : scale;
  return {
    ...r,
    value: r.value * factor,
    ...(r.piTimes !== undefined ? { piTimes: r.piTimes * factor } : {}),
  };
}

const LENGTH_RE = String.raw`(\d+(?:[.,]\d+)?)\s*(mm|cm|dm|km|m)\b`;

/**
 * A point on the rim of something that turns («Una rueda de 35 cm de radio gira un ángulo de 216°. ¿Qué
 * distancia recorre un punto de su borde?»): the arc s = r · α. Two numbers: the radius and the angle.
 */
/**
 * «Una rueda de 70 cm de diámetro, ¿cuántas vueltas (completas) da al recorrer 1,1 km?»: each turn rolls
 * one circumference, n = distancia / (π · d); «completas» keeps the whole turns.
 */
function wheelTurns(folded: string): SolverReply | undefined {
  if (!/\b(?:rueda|neumatico|llanta|cubierta)\b/.test(folded) || !/\bvueltas\b/.test(folded))
    return undefined;
  if (/\bvelocidad\b|\brpm\b|\bsegundos?\b|\bminutos?\b|\bhoras?\b|\bangulo\b/.test(folded)) return undefined;
  const size =
    new RegExp(String.raw`${LENGTH_RE} de (radio|diametro)\b`).exec(folded) ??
    new RegExp(String.raw`\b(radio|diametro)\s+(?:de\s+|mide\s+|es de\s+)?${LENGTH_RE}`).exec(folded);
  const road = new RegExp(
    String.raw`\b(?:recorr\w*|avanza\w*|rueda\w*)\s+(?:una distancia de\s+)?${LENGTH_RE}`,
  ).exec(folded);
  if (!size || !road) return undefined;
  const [word, raw, unit] = /^\d/.test(size[1] ?? '')
    ? [size[3], size[1], size[2]]
    : [size[1], size[2], size[3]];
  const d =
    (readNumber(raw ?? '') ?? Number.NaN) * (METRES[unit ?? ''] ?? Number.NaN) * (word === 'radio' ? 2 : 1);
  const distance = (readNumber(road[1] ?? '') ?? Number.NaN) * (METRES[road[2] ?? ''] ?? Number.NaN);
  if (!(d > 0) || !(distance > 0)) return undefined;
  // The size and the distance are the only numbers.
  if (/\d/.test(folded.replace(size[0], ' ').replace(road[0], ' '))) return undefined;
  const turn = Math.PI * d;
  const n = distance / turn;
  const whole = /\bcompletas\b/.test(folded);
  return {
    text: workedReply({
      title: 'Vueltas de una rueda',
      data: `${word === 'radio' ? 'radio' : 'diámetro'} ${raw} ${unit}; recorrido ${road[1]} ${road[2]}`,
      steps: [
        `En cada vuelta la rueda avanza su circunferencia: $L = \\pi \\cdot d \\approx ${fmt(turn, 4)}$ m.`,
        `Vueltas: $n = \\frac{${fmt(distance, 2)}\\text{ m}}{${fmt(turn, 4)}\\text{ m}} \\approx ${fmt(n, 2)}$${whole ? '; completas, la parte entera' : ''}.`,
      ],
      answer: whole
        ? `**${Math.floor(n)} vueltas completas** (≈ ${fmt(n, 2)})`
        : `**n ≈ ${fmt(n, 2)} vueltas**`,
      closing: '¿Cuántas vueltas daría una rueda del doble de diámetro en el mismo recorrido?',
    }),
    certain: true,
  };
}

function turnArc(folded: string): SolverReply | undefined {
  if (
    !/\b(?:rueda|disco|polea|engranaje)\b/.test(folded) ||
    !/\brecorre|\bdistancia\b|\blongitud\b|\barco\b/.test(folded)
  )
    return undefined;
  if (/\bvueltas?\b|\bvelocidad\b|\brpm\b|\bsegundos?\b|\bminutos?\b|\bdiametro\b/.test(folded))
    return undefined;
  const radius =
    new RegExp(String.raw`${LENGTH_RE} de radio\b`).exec(folded) ??
    new RegExp(String.raw`\bradio\s+(?:de\s+|mide\s+)?${LENGTH_RE}`).exec(folded);
  const r = readNumber(radius?.[1] ?? '');
  const unit = radius?.[2] ?? '';
  const angle = readAngle(folded);
  const degrees = angle.angle;
  if (!radius || r === undefined || !(r > 0) || degrees === undefined || !(degrees > 0)) return undefined;
  // The radius and the angle are the only numbers.
  if (/\d/.test(folded.replace(radius[0], ' ').replace(angle.angleRaw ?? '', ' '))) return undefined;
  const s = (r * degrees * Math.PI) / 180;
  const k = (r * degrees) / 180;
  const pi = Math.abs(k - Math.round(k * 100) / 100) < 1e-9 ? `= ${fmt(k, 2)}π ≈` : '≈';
  return {
    text: workedReply({
      title: 'Longitud de arco',
      data: `radio r = ${fmt(r, 4)} ${unit}, giro de ${angle.angleRadians ? `${angle.angleRadians} rad` : `${fmt(degrees, 2)}°`}`,
      steps: [
        `Un punto del borde describe un arco de circunferencia de radio ${fmt(r, 4)} ${unit}.`,
        angle.angleRadians
          ? `El ángulo ya está en radianes: α = ${angle.angleRadians}.`
          : `El ángulo en radianes: α = ${fmt(degrees, 2)}° · π/180° ${Number.isInteger(Math.round(degrees * 1e9) / 1e9) && Number.isInteger(degrees / 45) ? '=' : '≈'} ${fmt((degrees * Math.PI) / 180, 4)}.`,
        `Longitud del arco: $s = r \\cdot \\alpha$ (con α en radianes).`,
      ],
      answer: `**s ${pi} ${fmt(s, 2)} ${unit}**`,
      closing: '¿Por qué el ángulo tiene que estar en radianes para usar s = r · α?',
    }),
    certain: true,
  };
}

/**
 * A clock's hand sweeping an arc («El minutero de un reloj mide 12 cm. ¿Qué longitud recorre su extremo en
 * 20 minutos?»): the minute hand turns 360° an hour (6° a minute), the hour hand 360° in 12 hours (0,5° a
 * minute); s = r · α. Two numbers: the hand's length and the time.
 */
function clockArc(folded: string): SolverReply | undefined {
  const hand =
    /\b(minutero|aguja (?:de los )?minutos|manecilla (?:de los )?minutos|horario|aguja (?:de las horas|horaria)|manecilla (?:de las horas|horaria))\b/.exec(
      folded,
    );
  if (
    !hand ||
    !/\breloj\b/.test(folded) ||
    !/\brecorre|\bdistancia\b|\blongitud\b|\barco\b|\bdescribe\b/.test(folded)
  )
    return undefined;
  // An angle, an area or a speed asked: another quantity.
  if (/\bangulo\b|\barea\b|\bsector\b|\bvelocidad\b|\bsuperficie\b/.test(folded)) return undefined;
  const length = new RegExp(String.raw`\b(?:mide|de|tiene|longitud de|largo de)\s+${LENGTH_RE}`).exec(folded);
  const time = /(\d+(?:[.,]\d+)?)\s*(minutos?|min|horas?|h)\b/.exec(folded);
  const r = readNumber(length?.[1] ?? '');
  const amount = readNumber(time?.[1] ?? '');
  if (!length || !time || r === undefined || amount === undefined || !(r > 0) || !(amount > 0))
    return undefined;
  // The hand's length and the time are the only numbers.
  if (/\d/.test(folded.replace(length[0], ' ').replace(time[0], ' '))) return undefined;
  const unit = length[2] ?? '';
  const minutes = /^h/.test(time[2] ?? '') ? amount * 60 : amount;
  const minuteHand = /minut/.test(hand[1] ?? '');
  const degrees = minutes * (minuteHand ? 6 : 0.5);
  const s = (r * degrees * Math.PI) / 180;
  const k = (r * degrees) / 180;
  const pi = Math.abs(k - Math.round(k * 100) / 100) < 1e-9 ? `= ${fmt(k, 2)}π ≈` : '≈';
  return {
    text: workedReply({
      title: 'Arco que recorre la aguja de un reloj',
      data: `${minuteHand ? 'minutero' : 'aguja horaria'} de ${fmt(r, 4)} ${unit}; ${fmt(amount, 2)} ${time[2]}`,
      steps: [
        minuteHand
          ? 'El minutero da una vuelta (360°) por hora: gira 6° por minuto.'
          : 'La aguja horaria da una vuelta (360°) cada 12 horas: gira 30° por hora, 0,5° por minuto.',
        `En ${fmt(minutes, 2)} min gira ${fmt(degrees, 2)}° = ${fmt((degrees * Math.PI) / 180, 4)} rad.`,
        `Su extremo describe un arco de radio ${fmt(r, 4)} ${unit}: $s = r \\cdot \\alpha$ (con α en radianes).`,
      ],
      answer: `**s ${pi} ${fmt(s, 2)} ${unit}**`,
      closing: '¿Cuánto recorre en el mismo tiempo el extremo de la aguja horaria, si mide lo mismo?',
    }),
    certain: true,
  };
}

/**
 * A circle known by its circumference («Una circunferencia mide 10π cm de longitud»): r = L/(2π), and the
 * radius, the diameter or the area asked. The length is the only number.
 */
function circleFromLength(folded: string): SolverReply | undefined {
  const given =
    /\b(?:circunferencia|circulo|rueda|aro)\b[^.?]*?\b(?:mide|tiene|es de|longitud (?:es\s+)?de|perimetro (?:es\s+)?de)\s+(\d+(?:[.,]\d+)?)?\s*(π)?\s*(mm|cm|dm|km|m)\b(?:\s+de\s+(longitud|perimetro|largo))?/.exec(
      folded,
    );
  if (!given) return undefined;
  // The length must be said to be the circumference's, not a radius or a diameter.
  const said = folded.slice(Math.max(0, given.index - 16), given.index + given[0].length);
  if (!given[4] && !/longitud|perimetro/.test(said)) return undefined;
  if (/\b(?:radio|diametro)\b/.test(said)) return undefined;
  const rest = folded.replace(given[0], ' ');
  if (/\d/.test(rest.replace(/[²³]/g, ''))) return undefined;
  const asked = [
    /\bradio\b/.test(rest) ? 'radio' : '',
    /\bdiametro\b/.test(rest) ? 'diametro' : '',
    /\barea\b|\bsuperficie\b/.test(rest) ? 'area' : '',
  ].filter(Boolean);
  if (asked.length !== 1) return undefined;
  const coefficient = given[1] === undefined ? 1 : readNumber(given[1]);
  if (coefficient === undefined || !(coefficient > 0) || (given[1] === undefined && !given[2]))
    return undefined;
  const unit = given[3] ?? '';
  const L = given[2] ? coefficient * Math.PI : coefficient;
  const r = L / (2 * Math.PI);
  const inPi = (x: number) => {
    const k = x / Math.PI;
    return Math.abs(k - Math.round(k * 1000) / 1000) < 1e-9
      ? `${fmt(k, 3) === '1' ? '' : fmt(k, 3)}π`
      : undefined;
  };
  const exact = (x: number) => Math.abs(x - Math.round(x * 100) / 100) < 1e-9;
  const radiusShown = `${exact(r) ? '=' : '≈'} ${fmt(r, 2)}`;
  const [label, value, result] =
    asked[0] === 'radio'
      ? ['r', r, `r ${radiusShown} ${unit}`]
      : asked[0] === 'diametro'
        ? ['d', 2 * r, `d ${exact(2 * r) ? '=' : '≈'} ${fmt(2 * r, 2)} ${unit}`]
        : [
            'A',
            Math.PI * r * r,
            `A ${inPi(Math.PI * r * r) ? `= ${inPi(Math.PI * r * r)} ≈` : '≈'} ${fmt(Math.PI * r * r, 2)} ${unit}²`,
          ];
  if (!(value > 0)) return undefined;
  return {
    text: workedReply({
      title: 'Círculo a partir de su circunferencia',
      data: `longitud de la circunferencia L = ${given[1] ?? ''}${given[2] ? 'π' : ''} ${unit}`,
      steps: [
        `La longitud de la circunferencia es $L = 2\\pi r$, así que $r = \\frac{L}{2\\pi}$ ${radiusShown} ${unit}.`,
        ...(label === 'd' ? ['El diámetro es el doble del radio.'] : []),
        ...(label === 'A' ? [`Área del círculo: $A = \\pi r^2$.`] : []),
        `Verificación: $2\\pi \\cdot ${fmt(r, 4).replace(',', '{,}')}$ ${unit} vuelve a dar la longitud dada ✓`,
      ],
      answer: `**${result}**`,
      closing: '¿Por qué el área crece cuatro veces si la circunferencia se duplica?',
    }),
    certain: true,
  };
}

/**
 * «Los lados de un rectángulo miden 6 cm y 8 cm. ¿Qué ángulo forma la diagonal con el lado mayor?»: the
 * diagonal, the two sides make a right triangle; with the larger side the angle is arctg(menor/mayor).
 */
function rectangleDiagonalAngle(folded: string): SolverReply | undefined {
  if (!/\brectangulo\b/.test(folded)) return undefined;
  const side =
    /angulo (?:que )?forma(?:n)? (?:la|su) diagonal con (?:el|su) lado (mayor|menor|mas largo|mas corto)\b|angulo entre (?:la|su) diagonal y (?:el|su) lado (mayor|menor|mas largo|mas corto)\b/.exec(
      folded,
    );
  if (!side) return undefined;
  const sides = new RegExp(
    String.raw`\b(?:lados|dimensiones)\s+(?:de (?:un|el|este|ese) rectangulo\s+)?(?:miden|son(?: de)?|de)\s+(\d+(?:[.,]\d+)?)\s*(mm|cm|dm|km|m)?\s+y\s+${LENGTH_RE}|\bmide\s+${LENGTH_RE}\s+(?:por|x|×)\s+${LENGTH_RE}`,
  ).exec(folded);
  if (!sides) return undefined;
  const raw = sides[1] !== undefined ? [sides[1], sides[3]] : [sides[5], sides[7]];
  const units = sides[1] !== undefined ? [sides[2] ?? sides[4], sides[4]] : [sides[6], sides[8]];
  if (units[0] !== units[1]) return undefined;
  const [a, b] = raw.map((x) => readNumber(x ?? ''));
  if (a === undefined || b === undefined || !(a > 0) || !(b > 0) || a === b) return undefined;
  if (/\d/.test(folded.replace(sides[0], ' '))) return undefined;
  const [small, large] = a < b ? [a, b] : [b, a];
  const withLarger = /mayor|largo/.test(side[1] ?? side[2] ?? '');
  const degrees = (Math.atan(withLarger ? small / large : large / small) * 180) / Math.PI;
  // The check: both angles at that corner add up to 90°.
  const other = (Math.atan(withLarger ? large / small : small / large) * 180) / Math.PI;
  if (Math.abs(degrees + other - 90) > 1e-9) return undefined;
  const whole = Math.floor(degrees);
  const minutes = Math.floor((degrees - whole) * 60);
  const seconds = Math.round(((degrees - whole) * 60 - minutes) * 60);
  const unit = units[0] ?? '';
  return {
    text: workedReply({
      title: 'Ángulo entre la diagonal y un lado del rectángulo',
      data: `lados ${fmt(small, 4)} ${unit} y ${fmt(large, 4)} ${unit}`,
      steps: [
        'La diagonal y dos lados consecutivos forman un triángulo rectángulo.',
        `Desde el vértice del ángulo pedido, el lado ${withLarger ? 'mayor' : 'menor'} es el cateto adyacente y el otro, el opuesto: $\\operatorname{tg} \\alpha = \\frac{${fmt(withLarger ? small : large, 4)}}{${fmt(withLarger ? large : small, 4)}}$.`,
        `$\\alpha = \\operatorname{arctg}(${fmt(withLarger ? small / large : large / small, 4)}) \\approx ${fmt(degrees, 2).replace(',', '{,}')}^\\circ$ (${whole}° ${minutes}' ${seconds}'').`,
        `Verificación: con el otro lado forma ${fmt(other, 2)}°, y suman 90° ✓`,
      ],
      answer: `**α ≈ ${fmt(degrees, 2)}°**`,
      closing: '¿Qué ángulo forma la diagonal con el otro lado, y por qué suman 90°?',
    }),
    certain: true,
  };
}

/**
 * A rectangle with a semicircle on one of its sides, outward («un rectángulo de 1,2 m de ancho y 1,5 m
 * de alto, coronado por un semicírculo cuyo diámetro es el ancho»; «sobre uno de sus lados de 12 m …
 * un semicírculo»): A = b·h + πd²/8, and the perimeter the three free sides and half a circumference.
 */
function rectangleWithSemicircle(statement: string): SolverReply | undefined {
  // «1,5 m de alto» is the rectangle's height.
  const folded = statement.replace(/\bde alto\b/g, 'de altura');
  if (!/\brectangul/.test(folded) || !/\bsemicircul|\bmedio circulo\b/.test(folded)) return undefined;
  if (/recort|quit|saca|hueco|calad|adentro|interior|dos semicircul|ambos lados|cada lado/.test(folded))
    return undefined;
  const measures = readMeasures(folded);
  const sides = measures && [measures.named.get('largo'), measures.named.get('ancho')];
  const alto = measures?.named.get('altura');
  const [p, q] = sides ?? [];
  const [w, h] = p !== undefined && q !== undefined ? [p, q] : [measures?.named.get('ancho'), alto];
  if (!measures || w === undefined || h === undefined || measures.angle !== undefined) return undefined;
  // Which side is the diameter: one named by its length, or «el ancho».
  const named = new RegExp(String.raw`(?:lados?|lado) de ${LENGTH_RE}`).exec(folded);
  const d = /diametro es (?:el|su) ancho|diametro (?:es )?igual al ancho/.test(folded)
    ? measures.named.get('ancho')
    : named
      ? readNumber(named[1] ?? '')
      : undefined;
  if (d === undefined || (d !== w && d !== h)) return undefined;
  const other = d === w ? h : w;
  // Every number is a side: the two of the rectangle, perhaps one said again.
  const numbers = (folded.match(/\d+(?:[.,]\d+)?/g) ?? []).map((n) => readNumber(n));
  if (numbers.some((n) => n !== w && n !== h)) return undefined;
  const asked = askedOf(folded, measures.named).filter((a) => a === 'area' || a === 'perimeter');
  if (asked.length === 0) return undefined;
  const u = measures.unit;
  const rectangle = d * other;
  const half = (Math.PI * d * d) / 8;
  const results = {
    area: { value: rectangle + half, exact: `${fmt(rectangle, 4)} + ${fmt((d * d) / 8, 4)}π`, unit: `${u}²` },
    perimeter: {
      value: d + 2 * other + (Math.PI * d) / 2,
      exact: `${fmt(d + 2 * other, 4)} + ${fmt(d / 2, 4)}π`,
      unit: u,
    },
  };
  const steps = [
    `El semicírculo tiene diámetro ${fmt(d, 4)} ${u} (radio ${fmt(d / 2, 4)} ${u}) y apoya sobre un lado de ${fmt(d, 4)} ${u}, que queda adentro de la figura.`,
  ];
  if (asked.includes('area'))
    steps.push(
      `Área: rectángulo ${fmt(d, 4)} · ${fmt(other, 4)} = ${fmt(rectangle, 4)} ${u}², más medio círculo $\\frac{\\pi r^2}{2} = ${fmt((d * d) / 8, 4)}\\pi$ ${u}².`,
    );
  if (asked.includes('perimeter'))
    steps.push(
      `Perímetro: los tres lados libres, ${fmt(d, 4)} + 2 · ${fmt(other, 4)} = ${fmt(d + 2 * other, 4)} ${u}, más media circunferencia $\\pi r = ${fmt(d / 2, 4)}\\pi$ ${u}.`,
    );
  const answers = asked.map((a) => {
    const r = results[a as 'area' | 'perimeter'];
    return `**${a === 'area' ? 'Área' : 'Perímetro'} = ${r.exact} ≈ ${fmt(r.value, 2)} ${r.unit}**`;
  });
  return {
    text: workedReply({
      title: 'Rectángulo con un semicírculo',
      data: `rectángulo de ${fmt(w, 4)} ${u} por ${fmt(h, 4)} ${u}; semicírculo de diámetro ${fmt(d, 4)} ${u}`,
      steps,
      answer: answers.join('\n\n'),
      closing: '¿Por qué el lado sobre el que apoya el semicírculo no suma en el perímetro?',
    }),
    certain: true,
  };
}

export function solvePlaneFigure(problem: string): SolverReply | undefined {
  const folded = foldText(withoutOptions(problem))
    .replace(/º/g, '°')
    .replace(/\s+/g, ' ')
    // The distance between a trapezoid's bases is its height.
    .replace(/\bdistancia entre (?:las|sus) bases\b/g, 'altura')
    // A plot's «frente» and «fondo» are its length and width.
    .replace(/\bfrente\b/g, 'largo')
    .replace(/\bfondo\b/g, 'ancho')
    // «sus lados no paralelos miden 10 cm cada uno»: a trapezoid's equal legs, one measure.
    .replace(
      /\blados (?:no paralelos|oblicuos|laterales|iguales) (?:que )?(?:miden? |de )?(\d+(?:[.,]\d+)?\s*(?:mm|cm|dm|km|m)\b)(?: cada uno)?/g,
      'lado de $1',
    )
    // «La diagonal de un rectángulo mide 17 cm»: the measure named before its figure.
    .replace(
      /\b(diagonal|base|altura|radio|diametro) de (?:un|una|el|la|este|esta) (rectangulo|cuadrado|rombo|trapecio|circulo|triangulo)( isosceles)? (mide|es de)\b/g,
      '$2$3, $1 $4',
    )
    // «… y uno de sus lados, 8 cm»: one side of the figure named.
    .replace(/\buno de sus lados,? (?:mide |de )?(\d+(?:[.,]\d+)?\s*(?:mm|cm|dm|km|m)\b)/g, 'lado de $1');
  if (/\b(?:cilindro|cono|esfera|cubo|prisma|piramide|tanque|pileta|volumen)\b/.test(folded))
    return undefined;
  const angle =
    centralAngle(folded) ??
    turnArc(folded) ??
    wheelTurns(folded) ??
    clockArc(folded) ??
    circleFromLength(folded) ??
    rectangleDiagonalAngle(folded) ??
    rectangleWithSemicircle(folded);
  if (angle) return angle;
  const figure = FIGURES.find((f) => f.cue.test(folded));
  if (!figure) return undefined;
  // Two figures in one statement (a circle and its circumscribed square): which measure is whose is not read.
  const named = FIGURES.filter(
    (f) =>
      f.cue.test(folded) && !(/^(?:Sector|Corona) circular$/.test(figure.title) && f.title === 'Círculo'),
  );
  if (named.length > 1 || /\binscri(?:b|p?t)|circunscri(?:b|p?t)/.test(folded)) return undefined;
  const measures = readMeasures(folded);
  if (!measures) return undefined;
  // Every number is a measure read: none left over.
  // The angle is one datum however it is written (2π/9 has two numerals).
  const withoutAngle = measures.angleRaw ? folded.replace(measures.angleRaw, ' ') : folded;
  const numbers = (withoutAngle.match(/\d+(?:[.,]\d+)?/g) ?? []).length;
  if (numbers !== measures.named.size) return undefined;
  const values = figure.read(measures);
  if (!values || Object.values(values).some((v) => v === undefined || !Number.isFinite(v) || v <= 0))
    return undefined;
  const asked = askedOf(folded, measures.named);
  if (asked.length === 0) return undefined;
  // «¿Qué ángulo forma la diagonal con el lado mayor?»: an angle asked, which a length does not answer.
  if (/\b(?:que|cual es el|el) angulo\b|\bangulo (?:que )?forma/.test(folded) && !measures.angle)
    return undefined;
  const solved = asked.map((a) => figure.solve(values as Record<string, number>, a));
  if (solved.some((r) => !r)) return undefined;
  // «¿Cuál es su área en m²?» with the measures in cm: the result in the unit asked, never the data's.
  const target = askedUnit(folded);
  if (target === 'unclear' || (target && !measures.unit)) return undefined;
  const scale = target ? (METRES[measures.unit] ?? Number.NaN) / (METRES[target] ?? Number.NaN) : 1;
  if (!Number.isFinite(scale)) return undefined;
  const results = solved.map((r) => (r && target ? inUnit(r, scale) : r));
  const u = target ?? measures.unit;
  const conversion =
    target && target !== measures.unit
      ? [
          `Lo piden en ${target}${asked.includes('area') ? '²' : ''}: 1 ${measures.unit} = ${fmt(scale, 6)} ${target}${asked.includes('area') ? ` y 1 ${measures.unit}² = ${fmt(scale * scale, 8)} ${target}²` : ''}.`,
        ]
      : [];
  const unitOf = (a: Asked) => (u ? ` ${u}${a === 'area' ? '²' : ''}` : '');
  const shown = (r: Result) => {
    const decimals = Math.abs(r.value) < 1 ? 6 : 2;
    const rounded =
      Math.abs(r.value - Number(r.value.toFixed(decimals))) < 1e-9 * Math.max(1, Math.abs(r.value));
    const pi =
      r.piTimes !== undefined && Math.abs(r.piTimes - Math.round(r.piTimes * 1000) / 1000) < 1e-9
        ? `${fmt(r.piTimes, 3)}π `
        : '';
    // A small result in a larger unit (0,0575 m²) keeps its figures.
    return `${pi ? `= ${pi.trim() === '1π' ? 'π' : pi.trim()} ≈ ` : rounded ? '= ' : '≈ '}${fmt(r.value, decimals)}`;
  };
  const toDegrees = measures.angleRadians
    ? [
        `El ángulo en grados: $${measures.angleRadians} \\cdot \\frac{180^\\circ}{\\pi} ${Number.isInteger(Math.round((measures.angle ?? 0) * 1e9) / 1e9) ? '=' : '\\approx'} ${fmt(measures.angle ?? 0, 2).replace(',', '{,}')}^\\circ$.`,
      ]
    : [];
  const steps: string[] = [
    ...(measures.converted ? [`Pasá las medidas a la unidad pedida: ${measures.converted.join('; ')}.`] : []),
    ...toDegrees,
    ...conversion,
  ];
  const answers: string[] = [];
  for (const r of results) {
    if (!r) continue;
    if (r.asked === 'sides') {
      const p = (values.p ?? 0) / 2;
      const other = p - r.value;
      // The check: the two sides give back the perimeter and the diagonal.
      if (Math.abs(Math.hypot(r.value, other) - (values.d ?? 0)) > 1e-9) return undefined;
      steps.push(
        `Con $${r.formula}$: los lados son las raíces de $t^2 - ${fmt(p, 4)}t + ${fmt(r.value * other, 4)} = 0$.`,
      );
      answers.push(
        `**Lados: ${fmt(r.value, 2)}${unitOf('perimeter')} y ${fmt(other, 2)}${unitOf('perimeter')}**`,
      );
      continue;
    }
    steps.push(`${NAMES[r.asked]}: $${r.formula} ${shown(r).replace('≈', '\\approx')}$${unitOf(r.asked)}.`);
    // The data in two units and none asked: the result in the others too.
    const also = (target ? [] : (measures.others ?? [])).map((other) => {
      const k = (METRES[u] ?? Number.NaN) / (METRES[other] ?? Number.NaN);
      const v = r.value * (r.asked === 'area' ? k * k : k);
      return `${fmt(v, Math.abs(v) < 1 ? 6 : 2)} ${other}${r.asked === 'area' ? '²' : ''}`;
    });
    answers.push(
      `**${NAMES[r.asked]} ${shown(r)}${unitOf(r.asked)}${also.length ? ` (${also.map((x) => `≈ ${x}`).join('; ')})` : ''}**`,
    );
  }
  const data = [
    ...[...measures.named.entries()].map(
      ([k, v]) => `${SHOWN[k] ?? k} ${fmt(v, 4)}${measures.unit ? ` ${measures.unit}` : ''}`,
    ),
    ...(measures.angle
      ? [measures.angleRadians ? `ángulo ${measures.angleRadians} rad` : `ángulo ${fmt(measures.angle, 2)}°`]
      : []),
  ].join(', ');
  return {
    text: workedReply({
      title: figure.title,
      data,
      steps,
      answer: answers.join('\n\n'),
      closing: '¿En qué unidad se mide un área y en cuál un perímetro?',
    }),
    certain: true,
  };
}

export const planeFigures = declareSolver({
  name: 'plane_figure_measures',
  offer: 'áreas y perímetros de figuras planas',
  summary:
    'Areas, perimeters and diagonals of plane figures from their named measures (circle, sector, square, rectangle, trapezoid, rhombus, triangles).',
  examples: [
    'Calculá el área de un sector circular de 6 cm de radio y ángulo central de 60°.',
    'Calculá el área de un trapecio de bases 8 cm y 5 cm y 4 cm de altura.',
  ],
  parameters: { problem: 'the statement, as written' },
  solve: solvePlaneFigure,
});
