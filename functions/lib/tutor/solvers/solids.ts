/**
 * The volume or capacity of a solid the statement names (cylinder, cone, sphere, cube, rectangular
 * prism: a tank, a pool, a box; a pyramid of square base), from its measures in mm, cm, dm or m (a
 * diameter is halved), in the unit asked: m³, dm³, cm³ or litres (1 dm³ = 1 L); or its area, lateral
 * or total, in the square of the data's unit. Every measure must be read and used.
 */

import { foldText } from '../text.ts';
import { asksAnotherUnit } from './asked-unit.ts';
import { hasParts, unusedData } from './certainty.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import { fmt, readNumber } from './numbers.ts';
import { workedReply } from './reply.ts';
import { withoutOptions } from './statement.ts';

type Measure = 'radio' | 'diametro' | 'altura' | 'arista' | 'largo' | 'ancho' | 'apotema';

const WORDS: Record<string, Measure> = {
  radio: 'radio',
  diametro: 'diametro',
  altura: 'altura',
  alto: 'altura',
  profundidad: 'altura',
  arista: 'arista',
  lado: 'arista',
  largo: 'largo',
  ancho: 'ancho',
  apotema: 'apotema',
};
const TO_METRES: Record<string, number> = { mm: 0.001, cm: 0.01, dm: 0.1, m: 1 };
const NUM = String.raw`(\d+(?:[.,]\d+)?)\s*(mm|cm|dm|m)\b`;
const WORD = String.raw`(radio|diametro|altura|alto|profundidad|arista|lado|largo|ancho|apotema)`;

interface Length {
  metres: number;
  raw: string;
  unit: string;
}

function measures(folded: string): Map<Measure, Length> | undefined {
  const found = new Map<Measure, Length>();
  const patterns = [
    new RegExp(String.raw`${NUM}\s+de\s+${WORD}\b`, 'g'),
    new RegExp(
      // «radio r = 30 cm»: the measure's symbol may stand between its name and its value.
      String.raw`\b${WORD}(?:\s+(?:de|en)\s+(?:la|su)\s+base)?(?:\s+(?:de|mide|es|igual a)|(?:\s+[rhdla])?\s*[=:])?\s+${NUM}`,
      'g',
    ),
  ];
  // «1,2 m por 0,8 m de base»: a rectangular base's two sides.
  const base = new RegExp(String.raw`${NUM}\s+(?:por|x|×)\s+${NUM}\s+de\s+base\b`).exec(folded);
  if (base) {
    for (const [measure, raw, unit] of [
      ['largo', base[1], base[2]],
      ['ancho', base[3], base[4]],
    ] as const) {
      const value = readNumber(raw ?? '');
      const scale = TO_METRES[unit ?? ''];
      if (value === undefined || !scale) return undefined;
      found.set(measure, { metres: value * scale, raw: raw ?? '', unit: unit ?? '' });
    }
  }
  // «un tanque de 1,5 m por 60 cm por 400 mm»: a box's three edges, in any order.
  const box = new RegExp(String.raw`${NUM}\s*(?:por|x|×)\s*${NUM}\s*(?:por|x|×)\s*${NUM}`, 'g');
  const boxes = [...folded.matchAll(box)];
  if (boxes.length > 1 || (boxes.length === 1 && base)) return undefined;
  for (const match of boxes) {
    for (const [measure, i] of [
      ['largo', 1],
      ['ancho', 3],
      ['altura', 5],
    ] as const) {
      const value = readNumber(match[i] ?? '');
      const scale = TO_METRES[match[i + 1] ?? ''];
      if (value === undefined || !scale) return undefined;
      found.set(measure, { metres: value * scale, raw: match[i] ?? '', unit: match[i + 1] ?? '' });
    }
  }
  for (const [k, pattern] of patterns.entries()) {
    for (const match of folded.matchAll(pattern)) {
      const [raw, unit, word] = k === 0 ? [match[1], match[2], match[3]] : [match[2], match[3], match[1]];
      const value = readNumber(raw as string);
      const measure = WORDS[word ?? ''];
      const scale = TO_METRES[unit ?? ''];
      if (value === undefined || !measure || !scale) return undefined;
      const length = {
        metres: value * scale,
        raw: raw as string,
        unit: unit as string,
      };
      const before = found.get(measure);
      if (before && before.metres !== length.metres) return undefined;
      found.set(measure, length);
    }
  }
  return found;
}

interface Solid {
  /** With its article: «del cilindro», «de la esfera». */
  name: string;
  cue: RegExp;
  needs: Measure[];
  formula: string;
  /** Volume in m³ from r (or a) and h, or from the three edges. */
  volume: (m: Record<Measure, number>) => number;
  /** The volume over π, when the formula has π. */
  round: boolean;
  /** Its areas, in the data's unit squared; `lateral` only where lateral and total differ. */
  area?: {
    total: { formula: string; value: (m: Record<Measure, number>) => number };
    lateral?: { formula: string; value: (m: Record<Measure, number>) => number };
    /** A cube's «área» is its total; its lateral area only when the statement says «lateral». */
    totalUnlessSaid?: boolean;
    /** Every face but the top («sin tapa», «el fondo y las paredes»), for a solid with two equal bases. */
    open?: { formula: string; value: (m: Record<Measure, number>) => number; faces: string };
  };
}

/** The slant height of a cone, or the apothem of a square pyramid's face. */
const slant = (rise: number, run: number) => Math.hypot(rise, run);

const SOLIDS: Solid[] = [
  {
    name: 'de la esfera',
    cue: /\besfer/,
    needs: ['radio'],
    formula: 'V = \\frac{4}{3}\\pi r^3',
    volume: (m) => (4 / 3) * Math.PI * m.radio ** 3,
    round: true,
    area: { total: { formula: 'A = 4\\pi r^2', value: (m) => 4 * Math.PI * m.radio ** 2 } },
  },
  {
    name: 'del cono',
    cue: /\bcono\b|\bconic[oa]/,
    needs: ['radio', 'altura'],
    formula: 'V = \\frac{1}{3}\\pi r^2 h',
    volume: (m) => (Math.PI * m.radio ** 2 * m.altura) / 3,
    round: true,
    area: {
      total: {
        formula: 'A = \\pi r^2 + \\pi r g,\\ g = \\sqrt{h^2 + r^2}',
        value: (m) => Math.PI * m.radio ** 2 + Math.PI * m.radio * slant(m.altura, m.radio),
      },
      lateral: {
        formula: 'A_L = \\pi r g,\\ g = \\sqrt{h^2 + r^2}',
        value: (m) => Math.PI * m.radio * slant(m.altura, m.radio),
      },
    },
  },
  {
    name: 'del cilindro',
    // «una pileta circular de 4 m de diámetro y 80 cm de profundidad» is a cylinder too.
    cue: /\bcilindr|\bcilindric|\b(?:pileta|tanque|pozo|cisterna|recipiente|deposito)\s+circular\b/,
    needs: ['radio', 'altura'],
    formula: 'V = \\pi r^2 h',
    volume: (m) => Math.PI * m.radio ** 2 * m.altura,
    round: true,
    area: {
      total: {
        formula: 'A = 2\\pi r h + 2\\pi r^2',
        value: (m) => 2 * Math.PI * m.radio * m.altura + 2 * Math.PI * m.radio ** 2,
      },
      lateral: { formula: 'A_L = 2\\pi r h', value: (m) => 2 * Math.PI * m.radio * m.altura },
      open: {
        formula: 'A = 2\\pi r h + \\pi r^2',
        value: (m) => 2 * Math.PI * m.radio * m.altura + Math.PI * m.radio ** 2,
        faces: 'el fondo, un círculo ($\\pi r^2$), y la pared lateral ($2\\pi r h$)',
      },
    },
  },
  {
    name: 'de la pirámide de base cuadrada',
    cue: /\bpiramide\b.*\bbase cuadrada\b/,
    needs: ['arista', 'altura'],
    formula: 'V = \\frac{1}{3} a^2 h',
    volume: (m) => (m.arista ** 2 * m.altura) / 3,
    round: false,
    area: {
      total: {
        formula: 'A = a^2 + 2 a\\,\\text{ap},\\ \\text{ap} = \\sqrt{h^2 + (a/2)^2}',
        value: (m) => m.arista ** 2 + 2 * m.arista * slant(m.altura, m.arista / 2),
      },
      lateral: {
        formula: 'A_L = 2 a\\,\\text{ap},\\ \\text{ap} = \\sqrt{h^2 + (a/2)^2}',
        value: (m) => 2 * m.arista * slant(m.altura, m.arista / 2),
      },
    },
  },
  {
    name: 'del prisma de base cuadrada',
    cue: /\bprisma\b.*\bbase cuadrada\b/,
    needs: ['arista', 'altura'],
    formula: 'V = a^2 h',
    volume: (m) => m.arista ** 2 * m.altura,
    round: false,
    area: {
      total: { formula: 'A = 2a^2 + 4ah', value: (m) => 2 * m.arista ** 2 + 4 * m.arista * m.altura },
      lateral: { formula: 'A_L = 4ah', value: (m) => 4 * m.arista * m.altura },
      open: {
        formula: 'A = a^2 + 4ah',
        value: (m) => m.arista ** 2 + 4 * m.arista * m.altura,
        faces: 'el fondo ($a^2$) y las cuatro caras laterales ($4ah$)',
      },
    },
  },
  {
    name: 'del cubo',
    cue: /\bcub(?:o|ic[oa])\b/,
    needs: ['arista'],
    formula: 'V = a^3',
    volume: (m) => m.arista ** 3,
    round: false,
    area: {
      total: { formula: 'A = 6a^2', value: (m) => 6 * m.arista ** 2 },
      // «el área de sus cuatro caras laterales»: the four faces around, 4a², only when said.
      lateral: { formula: 'A_L = 4a^2', value: (m) => 4 * m.arista ** 2 },
      totalUnlessSaid: true,
      open: {
        formula: 'A = 5a^2',
        value: (m) => 5 * m.arista ** 2,
        faces: 'el fondo y las cuatro caras de los costados, cinco cuadrados de lado a',
      },
    },
  },
  {
    name: 'del prisma rectangular',
    cue: /./,
    needs: ['largo', 'ancho', 'altura'],
    formula: 'V = \\text{largo} \\cdot \\text{ancho} \\cdot \\text{alto}',
    volume: (m) => m.largo * m.ancho * m.altura,
    round: false,
    area: {
      total: {
        formula: 'A = 2(ab + ac + bc)',
        value: (m) => 2 * (m.largo * m.ancho + m.largo * m.altura + m.ancho * m.altura),
      },
      open: {
        formula: 'A = ab + 2(a + b)c',
        value: (m) => m.largo * m.ancho + 2 * (m.largo + m.ancho) * m.altura,
        faces:
          'el fondo (largo a por ancho b) y las cuatro paredes (dos de $a \\cdot c$ y dos de $b \\cdot c$, con c la altura)',
      },
    },
  },
];

const UNITS: { unit: string; cubicMetres: number; asked: RegExp }[] = [
  {
    unit: 'L',
    cubicMetres: 0.001,
    asked: /\blitros?\b|\bcapacidad\b|\bagua\b|\bentran?\b|\bcaben?\b|\bcontiene\b|\bllenar/,
  },
  // «m³» alone: the m of «dm³» or «cm³» is not a metre.
  { unit: 'm³', cubicMetres: 1, asked: /(?<![a-z])m³|(?<![a-z])m\^3|(?<![a-z])metros cubicos/ },
  { unit: 'dm³', cubicMetres: 0.001, asked: /dm³|dm\^3|decimetros cubicos/ },
  { unit: 'cm³', cubicMetres: 1e-6, asked: /cm³|cm\^3|centimetros cubicos/ },
  { unit: 'mm³', cubicMetres: 1e-9, asked: /mm³|mm\^3|milimetros cubicos/ },
];

const number = (v: number) => fmt(v, Math.abs(v) < 1 ? 4 : 2);

// «una canilla que arroja 12 litros por minuto»: how fast it fills, in the statement as folded and as written.
const FILL_RATE =
  /\b\d+(?:[.,]\d+)?\s*(?:litros?|l|m³|dm³)\s*(?:por|cada|\/)\s*(?:minuto|min|segundo|seg|s|hora|h)\b/;
const FILL_RATE_RAW =
  /\b\d+(?:[.,]\d+)?\s*(?:litros?|l|L|m³|dm³)\s*(?:por|cada|\/)\s*(?:minuto|min|segundo|seg|s|hora|h)\b/;
const VOLUME_ASKED = /\bvolumen\b|\bcapacidad\b|\blitros?\b|m³|m\^3|\bcabe|\bentra|\bcontiene/;
const AREA_ASKED = /\barea\b|\bsuperficie\b|\bforrar|\bmaterial\b|\bchapa\b|\brevestir|\bazulejos?\b/;
// «hasta el 80 %», «al 75 % de su capacidad», «hasta el 90 % de su altura»: a share of the solid filled.
const FILL_SHARE =
  /\b(?:hasta (?:el|un)|al|en un|en el) (\d+(?:[.,]\d+)?) ?%(?: de (?:su|la) (capacidad|volumen|altura)\b)?/;
// «revestir el fondo y las cuatro paredes», «una caja sin tapa»: every face but the top.
const OPEN_TOP =
  /\bsin tapa\b|\babiert[oa] (?:por )?arriba\b|\bfondo y (?:(?:las|sus) )?(?:cuatro )?paredes\b|\b(?:(?:las|sus) )?(?:cuatro )?paredes y (?:el )?fondo\b/;

/** The square unit a question asks an area in: «en cm²», «en metros cuadrados»; undefined when none. */
function askedSquareUnit(folded: string): string | undefined {
  // «¿Cuántos m² de chapa…?» asks in m² as «en m²» does.
  const symbol = /\b(?:en|cuant[oa]s) (mm|cm|dm|m)(?:²|\^2|2)(?![\d/])/.exec(folded)?.[1];
  if (symbol) return symbol;
  const word = /\b(mili|centi|deci)?metros? cuadrados?\b/.exec(folded);
  if (!word) return undefined;
  return { mili: 'mm', centi: 'cm', deci: 'dm' }[word[1] ?? ''] ?? 'm';
}

/** Which area the statement asks: lateral, total, or not said (undefined). */
function areaKind(folded: string): 'lateral' | 'total' | undefined {
  const lateral = /\blateral(?:es)?\b/.test(folded);
  const total = /\btotal\b|por completo|\bcompleta\b|(?:dos|ambas|sus) (?:tapas|bases)/.test(folded);
  return lateral === total ? undefined : lateral ? 'lateral' : 'total';
}

/**
 * The area asked of a solid, in the square of the data's one unit: the total, or the lateral where the
 * statement says which (a sphere, a cube or a box have only the total). Undefined when the data mix
 * units or the statement does not say which area of a cylinder, cone or pyramid.
 */
function areaReply(
  folded: string,
  solid: Solid,
  found: Map<Measure, Length>,
  metres: Record<Measure, number>,
  given?: { data: string; step?: string },
): { text: string; value: number } | undefined {
  const units = new Set([...found.values()].map((length) => length.unit));
  // Measures in two units are passed to the square unit asked («1,2 m de diámetro y 150 cm …, en m²»).
  const squareAsked = askedSquareUnit(folded);
  const dataUnit = units.size === 1 ? [...units][0] : squareAsked;
  const dataScale = TO_METRES[dataUnit ?? ''];
  if (!solid.area || !dataUnit || !dataScale) return undefined;
  // «el área de una de sus caras» of a cube: one square face, a².
  const oneFace =
    solid.name === 'del cubo' &&
    /\barea de (?:una|cada)(?: de (?:sus|las))? caras?\b(?! laterales)/.test(folded);
  // The area of one face or of the base is a plane figure's, not the solid's.
  if (
    !oneFace &&
    /\barea de (?:la|una|cada|su|sus)(?: de (?:sus|las))? (?:base|bases|cara|caras|tapa|tapas|seccion)\b/.test(
      folded,
    )
  )
    return undefined;
  // «¿…, en m²?», «en cm²»: the square unit asked, else the data's unit squared.
  const asked = askedSquareUnit(folded) ?? dataUnit;
  const unit = asked;
  const scale = TO_METRES[unit] ?? dataScale;
  if (asksAnotherUnit(folded, [`${unit}²`])) return undefined;
  const open = OPEN_TOP.test(folded);
  if (open && (!solid.area.open || oneFace || /\blateral|\btotal\b|\btapas\b/.test(folded))) return undefined;
  const said = areaKind(folded);
  const kind = open
    ? 'open'
    : oneFace
      ? said === undefined
        ? 'face'
        : undefined
      : solid.area.lateral && !solid.area.totalUnlessSaid
        ? said
        : said === 'lateral' && !solid.area.lateral
          ? undefined
          : (said ?? 'total');
  const faceArea = { formula: 'A_{cara} = a^2', value: (m: Record<Measure, number>) => m.arista ** 2 };
  const area =
    kind === 'open'
      ? solid.area.open
      : kind === 'face'
        ? faceArea
        : kind === 'lateral'
          ? solid.area.lateral
          : kind === 'total'
            ? solid.area.total
            : undefined;
  if (!area) return undefined;
  const value = area.value(metres) / scale ** 2;
  if (!(value > 0)) return undefined;
  // A multiple of π shown as such, as the options write it: 112π cm².
  const overPi = value / Math.PI;
  const pi =
    solid.round && Math.abs(overPi - Math.round(overPi * 1000) / 1000) < 1e-9 ? `${fmt(overPi, 3)}π ≈ ` : '';
  const shown = `${pi}${number(value)} ${unit}²`;
  const label =
    kind === 'lateral'
      ? 'Área lateral'
      : kind === 'face'
        ? 'Área de una cara'
        : kind === 'open'
          ? 'Área sin la tapa'
          : 'Área total';
  // «=» when the number shown is the exact value (4 decimals below 1, 2 above, as `number` writes it).
  const places = Math.abs(value) < 1 ? 1e4 : 1e2;
  const relation = pi || Math.abs(value * places - Math.round(value * places)) < 1e-6 ? '=' : '≈';
  const data =
    given?.data ??
    [...found].map(([k, v]) => `${k === 'diametro' ? 'diámetro' : k} = ${v.raw} ${v.unit}`).join(', ');
  const text = workedReply({
    title: `${label} ${kind === 'face' ? 'del cubo' : solid.name}`,
    data,
    steps: [
      ...(given?.step ? [given.step] : []),
      ...(kind === 'open' && solid.area.open ? [`Sin la tapa cuentan ${solid.area.open.faces}.`] : []),
      ...(kind === 'lateral' && solid.name === 'del cubo'
        ? ['Las cuatro caras laterales del cubo son cuadrados de lado a (las dos bases no cuentan).']
        : []),
      ...(unit !== dataUnit
        ? [
            `Pasá las medidas a ${unit} (1 ${dataUnit} = ${fmt(dataScale / scale, 4)} ${unit}), porque el área se pide en ${unit}².`,
          ]
        : []),
      `$${area.formula}$, con las medidas en ${unit}: A ${relation} ${shown}.`,
    ],
    answer: `**A ${relation} ${shown}**`,
    closing: '¿Qué diferencia hay entre el área lateral y el área total de un cuerpo?',
  });
  return { text, value };
}

/**
 * «2 tanques de…», «tres cilindros de…»: several equal solids, whose total this reading does not take
 * (the count may even show in a measure, «2 tanques de 1 m por 1 m por 2 m», and pass the data check).
 */
// «hasta 20 cm por debajo del borde»: a water level below the rim, and the solids whose walls stand straight.
const BELOW_RIM =
  /\bhasta (\d+(?:[.,]\d+)?)\s*(mm|cm|dm|m) (?:por debajo del|debajo del|antes del|del) borde\b/;
const WALLED = ['del cilindro', 'del prisma rectangular', 'del prisma de base cuadrada'];

const SEVERAL_SOLIDS =
  /\b(?:\d+|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|doce|veinte|cien)\s+(?:[a-z]+\s+)?(?:tanques|piletas|cajas|cajones|recipientes|cubos|cilindros|esferas|conos|piramides|prismas|zanjas|bidones|latas|botellas|piezas|bloques|ladrillos|depositos|contenedores|acuarios|peceras|vasos|barriles|tambores|tubos|cisternas|habitaciones|salas|aulas)\b/;

// The kinds of solid a statement may join into one body: a cylinder closed by a half-sphere, a silo with
// a cone below.
const KINDS: readonly [kind: string, cue: RegExp][] = [
  ['esfera', /\b(?:semi|hemi)?esfer|\bmedia esfera\b/],
  ['cono', /\bcono\b|\bconic[oa]\b/],
  ['cilindro', /\bcilindr/],
  ['cubo', /\bcubo\b/],
  ['prisma', /\bprisma\b|\bortoedro\b|\bparalelepipedo\b/],
  ['piramide', /\bpiramide\b/],
];

const kindsIn = (text: string) => KINDS.filter(([, cue]) => cue.test(text)).map(([kind]) => kind);

/**
 * Whether a statement joins solids of more than one kind and the question does not ask of one part by
 * name («la parte cilíndrica», «del cilindro»): a reading of one solid would leave the other out.
 */
function joinsSolids(folded: string, question: string, solidName: string): boolean {
  const kinds = kindsIn(folded);
  if (kinds.length < 2) return false;
  const part =
    /\bparte (?:cilindrica|conica|esferica|semiesferica)|\b(?:del|de la) (?:cilindro|cono|semiesfera|esfera)\b/.exec(
      question,
    );
  if (!part) return true;
  const asked = kindsIn(
    part[0]
      .replace(/cilindrica/, 'cilindro')
      .replace(/conica/, 'cono')
      .replace(/(?:semi)?esferica/, 'esfera'),
  );
  return !(asked.length === 1 && foldText(solidName).includes(asked[0] ?? '-'));
}

/**
 * The solid a folded statement measures and its volume in m³, for the readings that go on from it (how
 * long a hose takes to fill it, how many trips carry it): undefined unless every measure read is used.
 */
export function measuredSolid(
  folded: string,
): { name: string; cubicMetres: number; data: string } | undefined {
  if (SEVERAL_SOLIDS.test(folded) || kindsIn(folded).length > 1) return undefined;
  const found = measures(folded);
  if (!found || found.size === 0) return undefined;
  const diameter = found.get('diametro');
  if (found.get('radio') && diameter) return undefined;
  const solid = SOLIDS.find(
    (s) => s.cue.test(folded) && s.needs.every((need) => found.has(need) || (need === 'radio' && diameter)),
  );
  if (!solid) return undefined;
  const used = new Set<Measure>(solid.needs);
  if (diameter) used.add('diametro');
  if ([...found.keys()].some((measure) => !used.has(measure) && !(measure === 'radio' && diameter)))
    return undefined;
  const metres = Object.fromEntries([...found].map(([k, v]) => [k, v.metres])) as Record<Measure, number>;
  if (diameter) metres.radio = diameter.metres / 2;
  const cubicMetres = solid.volume(metres);
  if (!(cubicMetres > 0)) return undefined;
  const data = [...found]
    .map(([k, v]) => `${k === 'diametro' ? 'diámetro' : k} = ${v.raw} ${v.unit}`)
    .join(', ');
  return { name: solid.name, cubicMetres, data };
}

/**
 * The diagonal of a cube (a√3) or of a rectangular prism (√(l² + w² + h²)), or of one face of a cube
 * (a√2), in the data's unit; every measure read is used.
 */
function diagonalReply(problem: string, folded: string): SolverReply | undefined {
  if (!/\bdiagonal\b/.test(folded) || /\b(?:area|volumen|superficie|capacidad)\b/.test(folded))
    return undefined;
  const cube = /\bcubo\b/.test(folded);
  const prism = /\bprisma|ortoedro|paralelepipedo|\bcaja\b|\bcajon\b/.test(folded);
  if (cube === prism) return undefined;
  const found = measures(folded);
  if (!found) return undefined;
  const units = new Set([...found.values()].map((length) => length.unit));
  if (units.size !== 1) return undefined;
  let unit = [...units][0] ?? '';
  const inUnit = (length: Length | undefined) =>
    length ? length.metres / (TO_METRES[unit] ?? 1) : Number.NaN;
  let value: number;
  let exact: string;
  let step: string;
  // «la diagonal de su cara mayor», «de la cara más chica» of a box: the face of its two longest (or
  // shortest) edges.
  const sizedFace = /diagonal de (?:su|la) cara (?:(mayor|mas grande)|menor|mas chica|mas pequena)\b/.exec(
    folded,
  );
  const face = !sizedFace && /diagonal de (?:una|la|cada) (?:cara|base)/.test(folded);
  // A face named otherwise («de la base», «lateral»), left unread: not the solid's.
  if (!face && !sizedFace && /\bcaras?\b|\bbases?\b|lateral/.test(folded)) return undefined;
  // A unit asked other than the data's («Su diagonal, en centímetros»): the data are passed to it.
  const askedWord = /\ben (centimetros|metros|milimetros|decimetros|cm|mm|dm|m)\b/.exec(folded)?.[1];
  const unitWord: Record<string, string> = {
    centimetros: 'cm',
    metros: 'm',
    milimetros: 'mm',
    decimetros: 'dm',
  };
  const dataUnit = unit;
  if (askedWord) unit = unitWord[askedWord] ?? askedWord;
  const conversion =
    unit !== dataUnit
      ? `Pasá las medidas a ${unit}, la unidad pedida: 1 ${dataUnit} = ${fmt((TO_METRES[dataUnit] ?? 1) / (TO_METRES[unit] ?? 1), 4)} ${unit}.`
      : undefined;
  if (sizedFace) {
    const edges = [found.get('largo'), found.get('ancho'), found.get('altura')];
    if (cube || edges.some((edge) => !edge) || found.size !== 3) return undefined;
    const sorted = edges.map(inUnit).sort((p, q) => p - q);
    const [x, y] = sizedFace[1] ? [sorted[1] ?? 0, sorted[2] ?? 0] : [sorted[0] ?? 0, sorted[1] ?? 0];
    // Two equal edges where the face is chosen would leave two faces alike: still one diagonal, fine.
    const squared = x * x + y * y;
    const d = Math.sqrt(squared);
    if (!(d > 0)) return undefined;
    const shownD = Number.isInteger(Math.round(d * 1e9) / 1e9)
      ? `= ${number(d)}`
      : `= √${number(squared)} ≈ ${fmt(d, 2)}`;
    const text = workedReply({
      title: `Diagonal de la cara ${sizedFace[1] ? 'mayor' : 'menor'} del prisma`,
      data: [...found].map(([k, v]) => `${k} = ${v.raw} ${v.unit}`).join(', '),
      steps: [
        ...(conversion ? [conversion] : []),
        `La cara ${sizedFace[1] ? 'mayor es la de las dos aristas más largas' : 'menor es la de las dos aristas más cortas'}: ${number(x)} ${unit} × ${number(y)} ${unit}.`,
        `Su diagonal es la hipotenusa de ese rectángulo: $d = \\sqrt{${number(x)}^2 + ${number(y)}^2} = \\sqrt{${number(squared)}}$.`,
      ],
      answer: `**d ${shownD} ${unit}**`,
      closing: '¿Por qué la diagonal de la caja es más larga que la de cualquiera de sus caras?',
    });
    return { text, certain: unusedData(problem, text).length === 0 && !hasParts(problem) };
  }
  if (cube) {
    const edge = found.get('arista');
    if (!edge || found.size !== 1) return undefined;
    const a = inUnit(edge);
    value = face ? a * Math.SQRT2 : a * Math.sqrt(3);
    exact = `${number(a)}√${face ? 2 : 3}`;
    step = face
      ? `La diagonal de una cara es la hipotenusa de un cuadrado de lado a: $d = \\sqrt{a^2 + a^2} = a\\sqrt{2}$.`
      : `La diagonal del cubo une dos vértices opuestos: con Pitágoras dos veces, $D = \\sqrt{a^2 + a^2 + a^2} = a\\sqrt{3}$.`;
  } else {
    const [l, w, h] = [found.get('largo'), found.get('ancho'), found.get('altura')];
    if (!l || !w || !h || found.size !== 3 || face) return undefined;
    const [x, y, z] = [inUnit(l), inUnit(w), inUnit(h)];
    value = Math.sqrt(x * x + y * y + z * z);
    exact = Number.isInteger(value) ? number(value) : `√${number(x * x + y * y + z * z)}`;
    step = `La diagonal del prisma, con Pitágoras dos veces: $D = \\sqrt{${number(x)}^2 + ${number(y)}^2 + ${number(z)}^2} = \\sqrt{${number(x * x + y * y + z * z)}}$.`;
  }
  if (!(value > 0)) return undefined;
  const shown = Number.isInteger(Math.round(value * 1e9) / 1e9)
    ? `= ${number(value)}`
    : `= ${exact} ≈ ${fmt(value, 2)}`;
  const text = workedReply({
    title: face ? 'Diagonal de una cara del cubo' : `Diagonal ${cube ? 'del cubo' : 'del prisma'}`,
    data: [...found].map(([k, v]) => `${k} = ${v.raw} ${v.unit}`).join(', '),
    steps: [...(conversion ? [conversion] : []), step],
    answer: `**${face ? 'd' : 'D'} ${shown} ${unit}**`,
    closing: '¿Por qué la diagonal del cubo es más larga que la de una de sus caras?',
  });
  return { text, certain: unusedData(problem, text).length === 0 && !hasParts(problem) };
}

/**
 * A cube known by its diagonal («La diagonal de un cubo mide 6√3 cm»): the edge is D/√3, then the edge,
 * the volume or the total area asked. The diagonal is the only number of the statement.
 */
function cubeFromDiagonal(problem: string, folded: string): SolverReply | undefined {
  if (!/\bcubo\b/.test(folded)) return undefined;
  const given =
    /\bdiagonal\b(?: de(?:l| un) cubo)?(?: mide| es de| es igual a|\s*=)\s*(\d+(?:[.,]\d+)?)?\s*(?:√\s*(\d+))?\s*(mm|cm|dm|m)\b/.exec(
      folded,
    );
  if (!given || (given[1] === undefined && given[2] === undefined)) return undefined;
  if (/diagonal de (?:una|la|cada|su) (?:cara|base)/.test(folded)) return undefined;
  // «el área de una de sus caras», «de la base», «lateral»: not the total area this reading gives.
  if (/\b(?:caras?|base|bases|lateral)\b/.test(folded.replace(given[0], ' '))) return undefined;
  const rest = folded.replace(given[0], ' ');
  if (/\d/.test(rest.replace(/[²³]/g, ''))) return undefined;
  const diagonal =
    (given[1] === undefined ? 1 : (readNumber(given[1]) ?? Number.NaN)) * Math.sqrt(Number(given[2] ?? 1));
  const unit = given[3] ?? '';
  const asked = (['arista', 'volumen', 'area'] as const).filter((word) =>
    word === 'area' ? AREA_ASKED.test(rest) : new RegExp(`\\b${word}\\b`).test(rest),
  );
  if (asked.length !== 1 || !(diagonal > 0)) return undefined;
  const edge = diagonal / Math.sqrt(3);
  // The check: the edge found gives the diagonal back.
  if (Math.abs(Math.sqrt(3 * edge * edge) - diagonal) > 1e-9 * diagonal) return undefined;
  const shownDiagonal = `${given[1] ?? ''}${given[2] ? `√${given[2]}` : ''} ${unit}`;
  const results = {
    arista: { label: 'a', value: edge, unit, step: '' },
    volumen: {
      label: 'V',
      value: edge ** 3,
      unit: `${unit}³`,
      step: `Volumen: $V = a^3 = ${number(edge)}^3$.`,
    },
    area: {
      label: 'A',
      value: 6 * edge ** 2,
      unit: `${unit}²`,
      step: `Área total: $A = 6a^2 = 6 \\cdot ${number(edge)}^2$.`,
    },
  };
  const result = results[asked[0] ?? 'arista'];
  const sign = Math.abs(result.value - Math.round(result.value * 100) / 100) < 1e-9 ? '=' : '≈';
  const text = workedReply({
    title: 'Cubo a partir de su diagonal',
    data: `diagonal D = ${shownDiagonal}`,
    steps: [
      `La diagonal del cubo une dos vértices opuestos: con Pitágoras dos veces, $D = a\\sqrt{3}$, así que $a = \\frac{D}{\\sqrt{3}} ${Number.isInteger(Math.round(edge * 1e9) / 1e9) ? '=' : '\\approx'} ${number(edge)}$ ${unit}.`,
      ...(result.step ? [result.step] : []),
    ],
    answer: `**${result.label} ${sign} ${number(result.value)} ${result.unit}**`,
    closing: '¿Por qué la diagonal del cubo es más larga que la de una de sus caras?',
  });
  return { text, certain: !hasParts(problem) };
}

/** «la generatriz» of a cone by its radius (or diameter) and height: g = √(r² + h²). */
function coneSlant(problem: string, folded: string): SolverReply | undefined {
  if (!/\bcono\b/.test(folded) || !/\bgeneratriz\b/.test(folded)) return undefined;
  if (VOLUME_ASKED.test(folded) || AREA_ASKED.test(folded)) return undefined;
  const found = measures(folded);
  const height = found?.get('altura');
  const radius = found?.get('radio');
  const diameter = found?.get('diametro');
  if (!found || !height || (radius ? diameter : !diameter) || found.size !== 2) return undefined;
  const base = (radius ?? diameter) as Length;
  if (base.unit !== height.unit) return undefined;
  const scale = TO_METRES[height.unit] ?? 1;
  const r = (radius ? base.metres : base.metres / 2) / scale;
  const h = height.metres / scale;
  const g = Math.hypot(r, h);
  const sign = Math.abs(g - Math.round(g * 100) / 100) < 1e-9 ? '=' : '≈';
  const text = workedReply({
    title: 'Generatriz del cono',
    data: [...found].map(([k, v]) => `${k === 'diametro' ? 'diámetro' : k} = ${v.raw} ${v.unit}`).join(', '),
    steps: [
      ...(diameter ? [`El radio es la mitad del diámetro: r = ${number(r)} ${height.unit}.`] : []),
      `La altura, el radio de la base y la generatriz forman un triángulo rectángulo: $g = \\sqrt{r^2 + h^2} = \\sqrt{${number(r)}^2 + ${number(h)}^2}$.`,
    ],
    answer: `**g ${sign} ${number(g)} ${height.unit}**`,
    closing: '¿Por qué la generatriz es siempre más larga que la altura?',
  });
  return { text, certain: unusedData(problem, text).length === 0 && !hasParts(problem) };
}

/**
 * A cone known by its slant height and its radius (or diameter), «una generatriz de 13 cm y el radio de
 * su base mide 50 mm»: the height h = √(g² − r²), then the height, the volume or an area the question
 * names. Measures in two units are passed to the slant height's, and the result is given in the other
 * too. Only with those two numbers.
 */
function coneFromSlant(problem: string, folded: string): SolverReply | undefined {
  if (!/\bcono\b/.test(folded) || SEVERAL_SOLIDS.test(folded)) return undefined;
  const given =
    new RegExp(String.raw`\bgeneratriz\s+(?:de|mide|es de|igual a|=)\s*${NUM}`).exec(folded) ??
    new RegExp(String.raw`${NUM}\s+de\s+generatriz\b`).exec(folded);
  if (!given) return undefined;
  const found = measures(folded.replace(given[0], ' '));
  const base = found?.get('radio') ?? found?.get('diametro');
  if (!found || !base || found.size !== 1) return undefined;
  if (
    /\d/.test(folded.replace(given[0], ' ').replace(new RegExp(String.raw`${base.raw}\s*${base.unit}`), ' '))
  )
    return undefined;
  const unit = given[2] ?? '';
  const scale = TO_METRES[unit] ?? Number.NaN;
  const g = (readNumber(given[1] ?? '') ?? Number.NaN) * scale;
  const r = found.has('radio') ? base.metres : base.metres / 2;
  if (!(g > r) || !(r > 0)) return undefined;
  const h = Math.sqrt(g * g - r * r);
  // What the question asks: one of the height, the volume, the lateral or the total area.
  const question = folded.slice(Math.max(0, folded.lastIndexOf('.', folded.length - 2) + 1));
  const asked = [
    /\baltura\b/.test(question) ? 'h' : '',
    VOLUME_ASKED.test(question) ? 'V' : '',
    AREA_ASKED.test(question) ? (areaKind(question) ?? '') : '',
  ].filter(Boolean);
  // An area not said lateral or total, or two things asked at once: not read.
  if (asked.length !== 1 || (AREA_ASKED.test(question) && !areaKind(question))) return undefined;
  const [what] = asked;
  const inUnit = (x: number, power: number) => x / scale ** power;
  const [R, H, G] = [inUnit(r, 1), inUnit(h, 1), inUnit(g, 1)];
  const result =
    what === 'h'
      ? { label: 'h', value: H, power: 1, formula: `h = \\sqrt{g^2 - r^2}` }
      : what === 'V'
        ? { label: 'V', value: (Math.PI * R * R * H) / 3, power: 3, formula: 'V = \\frac{1}{3}\\pi r^2 h' }
        : what === 'lateral'
          ? { label: 'A_L', value: Math.PI * R * G, power: 2, formula: 'A_L = \\pi r g' }
          : { label: 'A', value: Math.PI * R * (R + G), power: 2, formula: 'A = \\pi r^2 + \\pi r g' };
  const sup = result.power === 1 ? '' : result.power === 2 ? '²' : '³';
  const overPi = result.value / Math.PI;
  const pi =
    what !== 'h' && Math.abs(overPi - Math.round(overPi * 1000) / 1000) < 1e-9 ? `${fmt(overPi, 3)}π ≈ ` : '';
  const exact = Math.abs(result.value - Math.round(result.value * 100) / 100) < 1e-9;
  const others = base.unit === unit ? [] : [base.unit];
  const also = others.map((other) => {
    const k = scale / (TO_METRES[other] ?? Number.NaN);
    return `${number(result.value * k ** result.power)} ${other}${sup}`;
  });
  const answer = `**${result.label === 'A_L' ? 'Área lateral' : result.label === 'A' ? 'Área total' : result.label} ${pi ? `= ${pi}` : exact ? '= ' : '≈ '}${number(result.value)} ${unit}${sup}${also.length ? ` (≈ ${also.join('; ')})` : ''}**`;
  const text = workedReply({
    title: 'Cono a partir de su generatriz',
    data: `generatriz g = ${given[1]} ${unit}, ${found.has('radio') ? 'radio' : 'diámetro'} = ${base.raw} ${base.unit}`,
    steps: [
      ...(base.unit !== unit
        ? [`Pasá todo a ${unit}: ${base.raw} ${base.unit} = ${number(inUnit(base.metres, 1))} ${unit}.`]
        : []),
      ...(found.has('diametro') ? [`El radio es la mitad del diámetro: r = ${number(R)} ${unit}.`] : []),
      `La altura, el radio y la generatriz forman un triángulo rectángulo con la generatriz como hipotenusa: $h = \\sqrt{g^2 - r^2} = \\sqrt{${number(G)}^2 - ${number(R)}^2} ${Number.isInteger(Math.round(H * 1e9) / 1e9) ? '=' : '\\approx'} ${number(H)}$ ${unit}.`,
      ...(what === 'h' ? [] : [`$${result.formula}$, con las medidas en ${unit}.`]),
      `Verificación: $h^2 + r^2 = g^2$ ✓`,
    ],
    answer,
    closing: '¿Por qué la generatriz es siempre más larga que la altura?',
  });
  return { text, certain: !hasParts(problem) };
}

/**
 * «Una esfera tiene un volumen de 36π cm³. Su superficie es:»: the radius from the volume (or the
 * surface), then the other measure asked; with π in the datum, the result as a multiple of π.
 */
function sphereFromMeasure(problem: string, folded: string): SolverReply | undefined {
  if (!/\besfera\b/.test(folded) || SEVERAL_SOLIDS.test(folded)) return undefined;
  const given =
    /\b(volumen|superficie|area)\s+(?:total\s+)?(?:de (?:la|una|esta) esfera\s+)?(?:de|es de|es|mide|igual a|=)?\s*(\d+(?:[.,]\d+)?)\s*(π|pi)?\s*(mm|cm|dm|m)(³|\^3|3|²|\^2|2)(?![\p{L}\d])/u.exec(
      folded,
    );
  if (!given) return undefined;
  const [, kind = '', raw = '', pi, unit = '', power = ''] = given;
  const fromVolume = kind === 'volumen';
  if (fromVolume !== /³|3/.test(power)) return undefined;
  const rest = folded.replace(given[0], ' ');
  // Every number is the datum; the other measure (or the radius) asked, nothing else.
  if (/\d/.test(rest)) return undefined;
  const asked = fromVolume
    ? /\bsuperficie|\barea\b/.test(rest)
      ? 'surface'
      : /\bradio\b/.test(rest)
        ? 'radius'
        : undefined
    : /\bvolumen\b/.test(rest)
      ? 'volume'
      : /\bradio\b/.test(rest)
        ? 'radius'
        : undefined;
  const n = readNumber(raw);
  if (!asked || n === undefined || !(n > 0)) return undefined;
  const datum = pi ? n * Math.PI : n;
  const r = fromVolume ? Math.cbrt((3 * datum) / (4 * Math.PI)) : Math.sqrt(datum / (4 * Math.PI));
  const result =
    asked === 'surface' ? 4 * Math.PI * r * r : asked === 'volume' ? (4 / 3) * Math.PI * r ** 3 : r;
  // The check: the radius gives back the datum.
  const back = fromVolume ? (4 / 3) * Math.PI * r ** 3 : 4 * Math.PI * r * r;
  if (Math.abs(back - datum) > 1e-9 * datum) return undefined;
  const piTimes = result / Math.PI;
  const exactPi = asked !== 'radius' && Math.abs(piTimes - Math.round(piTimes * 1000) / 1000) < 1e-9;
  const round = (v: number) => Math.abs(v - Math.round(v * 100) / 100) < 1e-9;
  const shownResult = exactPi
    ? `= ${number(piTimes)}π ≈ ${number(result)}`
    : `${round(result) ? '=' : '≈'} ${number(result)}`;
  const shownR = round(r) ? `= ${number(r)}` : `≈ ${number(r)}`;
  const answer =
    asked === 'surface'
      ? `**S ${shownResult} ${unit}²**`
      : asked === 'volume'
        ? `**V ${shownResult} ${unit}³**`
        : `**r ${shownR} ${unit}**`;
  const text = workedReply({
    title: 'Esfera a partir de su volumen o su superficie',
    data: `${fromVolume ? 'volumen' : 'superficie'} = ${raw}${pi ? 'π' : ''} ${unit}${fromVolume ? '³' : '²'}`,
    steps: [
      fromVolume
        ? `$V = \\frac{4}{3}\\pi r^3$, así que $r = \\sqrt[3]{\\frac{3V}{4\\pi}}$ ${shownR.replace('≈', '\\approx')} ${unit}.`
        : `$S = 4\\pi r^2$, así que $r = \\sqrt{\\frac{S}{4\\pi}}$ ${shownR.replace('≈', '\\approx')} ${unit}.`,
      ...(asked === 'surface'
        ? [`$S = 4\\pi r^2$ con ese radio.`]
        : asked === 'volume'
          ? [`$V = \\frac{4}{3}\\pi r^3$ con ese radio.`]
          : []),
      `Verificación: con ese radio, el ${fromVolume ? 'volumen' : 'área'} vuelve a dar el dato ✓`,
    ],
    answer,
    closing: '¿Por qué al duplicar el radio el volumen se multiplica por 8?',
  });
  return { text, certain: !hasParts(problem) };
}

export function solveSolid(problem: string): SolverReply | undefined {
  const folded = foldText(withoutOptions(problem)).replace(/\s+/g, ' ');
  const sphere = sphereFromMeasure(problem, folded);
  if (sphere) return sphere;
  const fromDiagonal = cubeFromDiagonal(problem, folded);
  if (fromDiagonal) return fromDiagonal;
  const slantHeight = coneSlant(problem, folded);
  if (slantHeight) return slantHeight;
  const bySlant = coneFromSlant(problem, folded);
  if (bySlant) return bySlant;
  const diagonal = diagonalReply(problem, folded);
  if (diagonal) return diagonal;
  // A diagonal asked beside the volume or the area: one reply would state only these.
  if (/\bdiagonal/.test(folded)) return undefined;
  // «Calcule la superficie lateral del tanque» after «una canilla que arroja 12 litros por minuto»: the
  // question, not the filling's data, says an area is asked; the rate is another part's datum.
  const lastSentence = folded.slice(Math.max(0, folded.lastIndexOf('.', folded.length - 2) + 1));
  const rate = FILL_RATE.exec(folded);
  const areaQuestion = rate !== null && AREA_ASKED.test(lastSentence) && !VOLUME_ASKED.test(lastSentence);
  const volumeAsked = !areaQuestion && VOLUME_ASKED.test(folded);
  const areaAsked = !volumeAsked && AREA_ASKED.test(folded);
  if (!volumeAsked && !areaAsked) return undefined;
  // «el volumen de la mitad del cilindro», «lleno hasta las tres cuartas partes»: a part of the solid
  // said in words (a percentage is a number, which the check of unused data already weighs).
  if (
    /\b(?:mitad|tercera parte|cuarta parte|tres cuartos|un cuarto|cuartas partes|doble|triple)\b/.test(folded)
  )
    return undefined;
  // «Si se duplica la arista, …», «¿cuánto aumenta el volumen?»: a measure changed in words, or a change asked.
  if (
    /\bse (?:duplica|triplica|cuadruplica|reduce|achica|agranda)|\b(?:aumenta|disminuye|varia|crece)\b/.test(
      folded,
    )
  )
    return undefined;
  if (SEVERAL_SOLIDS.test(folded)) return undefined;
  // «Si se la llena hasta 20 cm por debajo del borde»: the water stands that much below the solid's height.
  const below = BELOW_RIM.exec(folded);
  if (below && (areaAsked || !WALLED.includes(SOLIDS.find((s) => s.cue.test(folded))?.name ?? '')))
    return undefined;
  const found = measures(below ? folded.replace(below[0], ' ') : folded);
  if (!found || found.size === 0) return undefined;
  const radius = found.get('radio');
  const diameter = found.get('diametro');
  if (radius && diameter) return undefined;
  // «5 cm de apotema lateral» of a square pyramid: its height is √(ap² − (a/2)²), from the right triangle
  // the height, half the side and the face's apothem make.
  const apothem = found.get('apotema');
  const side = found.get('arista');
  let heightStep: string | undefined;
  const given = [...found]
    .map(
      ([k, v]) =>
        `${k === 'diametro' ? 'diámetro' : k === 'apotema' ? 'apotema lateral' : k} = ${v.raw} ${v.unit}`,
    )
    .join(', ');
  if (apothem) {
    if (!/\bpiramide\b.*\bbase cuadrada\b/.test(folded) || !side || found.has('altura')) return undefined;
    if (apothem.unit !== side.unit) return undefined;
    const unitScale = TO_METRES[side.unit] ?? 1;
    const [ap, half] = [apothem.metres / unitScale, side.metres / unitScale / 2];
    if (!(ap > half)) return undefined;
    const h = Math.sqrt(ap * ap - half * half);
    heightStep = `La altura, media arista de la base y la apotema lateral forman un triángulo rectángulo: $h = \\sqrt{\\text{ap}^2 - (a/2)^2} = \\sqrt{${number(ap)}^2 - ${number(half)}^2} ${Number.isInteger(Math.round(h * 1e9) / 1e9) ? '=' : '\\approx'} ${number(h)}$ ${side.unit}.`;
    found.delete('apotema');
    found.set('altura', { metres: h * unitScale, raw: number(h), unit: side.unit });
  }
  const solid = SOLIDS.find(
    (s) => s.cue.test(folded) && s.needs.every((need) => found.has(need) || (need === 'radio' && diameter)),
  );
  if (!solid || joinsSolids(folded, lastSentence, solid.name)) return undefined;
  const used = new Set<Measure>(solid.needs);
  if (diameter) used.add('diametro');
  if ([...found.keys()].some((measure) => !used.has(measure) && !(measure === 'radio' && diameter)))
    return undefined;
  const metres = Object.fromEntries([...found].map(([k, v]) => [k, v.metres])) as Record<Measure, number>;
  if (diameter) metres.radio = diameter.metres / 2;
  const height = found.get('altura');
  const gap = below
    ? (readNumber(below[1] ?? '') ?? Number.NaN) * (TO_METRES[below[2] ?? ''] ?? Number.NaN)
    : 0;
  if (below) {
    if (!height || !WALLED.includes(solid.name) || !(gap > 0) || !(metres.altura > gap)) return undefined;
    metres.altura -= gap;
  }
  const heightScale = TO_METRES[height?.unit ?? ''] ?? 1;
  const waterStep = below
    ? [
        `El agua queda ${below[1]} ${below[2]} por debajo del borde: su altura es ${height?.raw} ${height?.unit} − ${below[1]} ${below[2]} = ${number(metres.altura / heightScale)} ${height?.unit}, la que va en el volumen.`,
      ]
    : [];
  if (areaAsked) {
    const reply = areaReply(
      areaQuestion ? folded.replace(rate?.[0] ?? '', ' ') : folded,
      solid,
      found,
      metres,
      {
        data: given,
        step: heightStep,
      },
    );
    const checked = areaQuestion ? problem.replace(FILL_RATE_RAW, ' ') : problem;
    return (
      reply && {
        text: reply.text,
        certain: unusedData(checked, reply.text).length === 0 && !hasParts(problem),
      }
    );
  }
  const volume = solid.volume(metres);
  if (!(volume > 0)) return undefined;
  // «¿Cuántos gramos de agua caben?»: a mass, which needs a density this reading does not take.
  if (/\bgramos?\b|\bkilos?\b|\bkilogramos?\b|\bkg\b|\bmasa\b|\bpesa\b|\btoneladas?\b/.test(folded))
    return undefined;
  // Litres when a capacity is asked; else the unit named; else the cube of the one unit of the data.
  const units = new Set([...found.values()].map((length) => length.unit));
  const dataUnit = units.size === 1 ? `${[...units][0]}³` : 'm³';
  const question = folded.slice(Math.max(0, folded.search(/¿|calcul|hall|determin|cuant|cual/)));
  const asked =
    UNITS.find((u) => u.unit !== 'L' && u.asked.test(question)) ??
    UNITS.find((u) => u.asked.test(question)) ??
    UNITS.find((u) => u.unit === dataUnit.replace('mm³', 'cm³'));
  if (!asked) return undefined;
  const full = volume / asked.cubicMetres;
  // «llenarla sólo hasta el 80 %», «al 75 % de su capacidad»: that share of the whole volume; of the
  // height only in a solid whose walls stand straight, where it is the same share.
  const share = FILL_SHARE.exec(folded);
  const percent = share ? readNumber(share[1] ?? '') : undefined;
  if (share && (percent === undefined || !(percent > 0 && percent <= 100))) return undefined;
  if (share?.[2] === 'altura' && !WALLED.includes(solid.name)) return undefined;
  const inAsked = percent === undefined ? full : (full * percent) / 100;
  const inData = volume / (TO_METRES[dataUnit.replace('³', '')] ?? 1) ** 3;
  const steps = [
    ...(heightStep ? [heightStep] : []),
    ...waterStep,
    ...(diameter
      ? [
          `El radio es la mitad del diámetro: r = ${diameter.raw} ${diameter.unit} / 2 = ${number(diameter.metres / 2 / (TO_METRES[diameter.unit] ?? 1))} ${diameter.unit}.`,
        ]
      : []),
    `Volumen ${solid.name}: $${solid.formula}$, con todas las medidas en ${dataUnit.replace('³', '')}${units.size > 1 ? ' (pasalas antes)' : ''}: V ${solid.round ? '≈' : '='} ${number(inData)} ${dataUnit}.`,
    ...(asked.unit !== dataUnit
      ? [
          `Pasá a ${asked.unit === 'L' ? 'litros (1 dm³ = 1 L, 1 m³ = 1000 L)' : asked.unit}: V ${solid.round ? '≈' : '='} ${number(full)} ${asked.unit}.`,
        ]
      : []),
    ...(percent === undefined
      ? []
      : [
          `Hasta el ${share?.[1]} % ${share?.[2] === 'altura' ? 'de la altura (con paredes rectas, es esa parte del volumen)' : 'de la capacidad'}: ${number(percent / 100)} · ${number(full)} ${asked.unit} = ${number(inAsked)} ${asked.unit}.`,
        ]),
  ];
  const text = workedReply({
    title: `Volumen ${solid.name}`,
    data: given,
    steps,
    answer: `**V ${solid.round ? '≈' : '='} ${number(inAsked)} ${asked.unit}**`,
    closing: '¿Cuántos litros entran en 1 m³, y por qué?',
  });
  // The unit answered is the one the question asks (read above), so only the data and the parts are checked here.
  return { text, certain: unusedData(problem, text).length === 0 && !hasParts(problem) };
}

export const solids = declareSolver({
  name: 'solid_volume',
  offer: 'áreas y volúmenes de cuerpos',
  summary:
    'Volume or capacity of a cylinder, cone, sphere, cube or rectangular prism (tank, pool, box) from its radius or diameter, height, edge or length, width and depth, in mm, cm, dm or m; the result in the unit asked (m³, dm³, cm³ or litres); the diagonal of a cube, of its face or of a box.',
  examples: [
    'Un tanque cilíndrico tiene 0,5 m de radio y 2 m de altura. ¿Cuántos litros de agua entran?',
    'Calculá el volumen de una esfera de 3 cm de radio.',
    'Una pileta de 6 m de largo, 3 m de ancho y 1,2 m de profundidad, ¿cuántos litros contiene?',
  ],
  parameters: { problem: 'the statement, as written' },
  solve: solveSolid,
});
