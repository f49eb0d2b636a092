/**
 * What the engine says about a problem with data that no solver answers for sure (#32): a statement
 * with physical units gets the physics method for what it asks, never a mathematics explanation; any
 * statement with data gets what was understood and a question for what is missing, never the decline
 * meant for what is off the course. It states no result.
 */
import { foldText } from '../text.ts';

interface Magnitude {
  unit: RegExp;
  symbol: string;
}

// The symbol a datum is usually written with, by its unit. Longest units first: «m/s²» is not «m/s».
const MAGNITUDES: readonly Magnitude[] = [
  { unit: /^(m\/s²|m\/s2|m\/s\^2)$/, symbol: 'a' },
  { unit: /^(m\/s|km\/h)$/, symbol: 'v' },
  { unit: /^(kN|N|kgf|newtons?)$/, symbol: 'F' },
  { unit: /^(kg|g|kilos?|kilogramos?|gramos?)$/, symbol: 'm' },
  { unit: /^(kJ|J|joules?|cal|kcal)$/, symbol: 'E' },
  { unit: /^(kW|W|CV|HP|watts?)$/, symbol: 'P' },
  { unit: /^(Pa|kPa|hPa|atm|mmHg)$/, symbol: 'p' },
  { unit: /^(N\/m)$/, symbol: 'k' },
  { unit: /^(s|seg|segundos?|min|minutos?|h|horas?)$/, symbol: 't' },
  { unit: /^(km|m|cm|mm|metros?)$/, symbol: 'd' },
  { unit: /^(m²|m2|cm²|cm2)$/, symbol: 'A' },
  { unit: /^°$/, symbol: 'α' },
  { unit: /^Hz$/, symbol: 'f' },
];

const UNIT_SOURCE = String.raw`m\/s²|m\/s2|m\/s\^2|m\/s|km\/h|N\/m|kN|kgf|kg|kJ|kW|kPa|hPa|kcal|mmHg|atm|Pa|CV|HP|Hz|J|W|N|cal|km|cm|mm|m²|m2|cm²|cm2|m|min|seg|s|h|°|kilogramos?|kilos?|newtons?|joules?|watts?|metros?|segundos?|minutos?|horas?|gramos?|g`;
const QUANTITY = new RegExp(
  String.raw`(?<![\p{L}\d.,])(\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:[.,]\d+)?)\s*(${UNIT_SOURCE})(?![\p{L}\d/²])`,
  'gu',
);

// A unit only physics uses: a force, a speed, an acceleration, an energy, a power, a pressure, a mass.
// After a number or a vector's bracket («(3i + 4j) N»).
const PHYSICAL_UNIT =
  /(?:\d(?:[.,]\d+)?|\))\s*(?:m\/s²|m\/s2|m\/s|km\/h|N\/m|kN|kgf|kg|kJ|kW|kPa|hPa|Pa|CV|HP|Hz|J|W|N|newtons?|joules?|watts?)(?![\p{L}\d])/u;

// The units of the other topics: circuits (V, Ω, A, mA), heat (cal, kWh), densities and turns. Not °C, L or
// m³, which a gas or a solution of chemistry writes too; an «A» followed by «)» is an option's letter.
const OTHER_TOPICS_UNIT =
  /\d(?:[.,]\d+)? ?(?:kV|V|kΩ|MΩ|Ω|ohms?|mA|A(?!\))|kcal|cal|kWh|kg\/m³|kg\/m3|g\/cm³|g\/cm3|rpm|rad\/s)(?![\p{L}\d])/u;

/** Whether a statement carries a physical unit (N, kg, m/s, m/s², J, W, Pa, km/h, kgf, V, Ω…) and no chemistry. */
export function isPhysicsStatement(message: string): boolean {
  return (
    (PHYSICAL_UNIT.test(message) || OTHER_TOPICS_UNIT.test(message)) &&
    !CHEMISTRY.test(message) &&
    !hasFormula(message)
  );
}

const CHEMISTRY = /\bmol(es|ar)?\b|\bmolaridad\b|\bsoluto\b|ΔH|\bentalp[ií]a\b/iu;
// "H₂O", "NaCl", "CO2": two element symbols or more, with a digit or a lowercase letter ("HP", "CV" are units).
const FORMULA = /[A-Z][a-z]?[₀-₉]|\b(?:[A-Z][a-z]?\d*){2,}\b/g;
const hasFormula = (message: string) =>
  [...message.matchAll(FORMULA)].some((match) => /[\d₀-₉a-z]/.test(match[0]));

/** The data of a statement with their usual symbols: «m = 2 kg», «v = 36 km/h». */
export function readData(message: string): string[] {
  return [...message.matchAll(QUANTITY)].flatMap((match) => {
    const unit = match[2] ?? '';
    // «g = 10 m/s²», «F1 = 20 N»: the statement's own symbol.
    const named = /([\p{L}μ][\p{L}\d₀-₉_]{0,3})\s*=\s*$/u.exec(
      message.slice(Math.max(0, match.index - 8), match.index),
    );
    const symbol = named?.[1] ?? MAGNITUDES.find((candidate) => candidate.unit.test(unit))?.symbol;
    return symbol ? [`${symbol} = ${match[1]}${unit === '°' ? '' : ' '}${unit}`] : [];
  });
}

interface Method {
  cue: RegExp;
  /** What is asked, for the student. */
  asked: string;
  steps: readonly string[];
}

// The narrower questions first: «energía potencial» before «energía», «fuerza de rozamiento» before «fuerza».
const METHODS: readonly Method[] = [
  {
    cue: /\bconstante\b.*\b(resorte|elastic)|\b(resorte|elastic)\w*\b.*\bconstante\b/,
    asked: 'la constante del resorte',
    steps: ['Ley de Hooke: $F = k \\cdot x$, así que $k = \\frac{F}{x}$, con x en metros.'],
  },
  {
    cue: /\benergia potencial elastica\b/,
    asked: 'la energía potencial elástica',
    steps: ['$E_e = \\frac{1}{2} k x^2$, con k en N/m y x en metros.'],
  },
  {
    cue: /\benergia potencial\b/,
    asked: 'la energía potencial',
    steps: [
      '$E_p = m \\cdot g \\cdot h$ (m en kg, h en metros sobre el nivel de referencia); de ahí también $h = \\frac{E_p}{m g}$.',
    ],
  },
  {
    cue: /\benergia cinetica\b/,
    asked: 'la energía cinética',
    steps: ['$E_c = \\frac{1}{2} m v^2$, con la velocidad en m/s.'],
  },
  {
    cue: /\b(rozamiento|roce|friccion)\b/,
    asked: 'el rozamiento',
    steps: [
      'Diagrama de cuerpo libre: peso, normal, la fuerza aplicada y el rozamiento, opuesto al movimiento.',
      'En un plano horizontal $N = m g$; el rozamiento dinámico vale $F_r = \\mu \\cdot N$.',
      'Segunda ley de Newton en la dirección del movimiento: $F - F_r = m \\cdot a$.',
    ],
  },
  {
    cue: /\b(tension|cable|cuerda|soga|ascensor)\b/,
    asked: 'la tensión',
    steps: [
      'Diagrama de cuerpo libre del cuerpo colgado: la tensión hacia arriba y el peso $P = m g$ hacia abajo.',
      'Segunda ley de Newton con el eje hacia arriba: $T - m g = m \\cdot a$ (a velocidad constante, a = 0 y $T = m g$).',
    ],
  },
  {
    cue: /\bnormal\b/,
    asked: 'la fuerza normal',
    steps: [
      'En el eje perpendicular a la superficie no hay aceleración: en un plano horizontal $N = m g$; en uno inclinado $N = m g \\cos\\alpha$.',
    ],
  },
  {
    cue: /\bpresion\b/,
    asked: 'la presión',
    steps: [
      '$p = \\frac{F}{A}$, con la fuerza en N y el área en m² (el área de un cuadrado es su lado al cuadrado); en un líquido, $p = \\rho g h$.',
    ],
  },
  {
    cue: /\bpotencia\b/,
    asked: 'la potencia',
    steps: [
      '$P = \\frac{W}{t}$ (el trabajo en J y el tiempo en s), o $P = F \\cdot v$ a velocidad constante.',
    ],
  },
  {
    cue: /\btrabajo\b/,
    asked: 'el trabajo',
    steps: [
      '$W = F \\cdot d \\cdot \\cos\\alpha$, donde α es el ángulo entre la fuerza y el desplazamiento.',
      'Para subir un cuerpo a velocidad constante, $W = m g h$.',
    ],
  },
  {
    cue: /\b(cantidad de movimiento|impulso)\b/,
    asked: 'la cantidad de movimiento',
    steps: [
      '$p = m \\cdot v$ para cada cuerpo, con signo según el sentido; la total es la suma, y el impulso $F \\cdot \\Delta t$ es su cambio.',
    ],
  },
  {
    cue: /\b(consum\w*|kw ?h|kw·h|kwh)\b/,
    asked: 'la energía consumida',
    steps: [
      '$E = P \\cdot t$: con P en kW y t en horas da kWh; con P en W y t en segundos, joules (1 kWh = 3.600.000 J).',
    ],
  },
  {
    cue: /\benergia\b/,
    asked: 'la energía',
    steps: [
      'Sin rozamiento la energía mecánica se conserva: $\\frac{1}{2} m v_0^2 + m g h_0 = \\frac{1}{2} m v^2 + m g h$.',
    ],
  },
  {
    cue: /\baceleracion\b/,
    asked: 'la aceleración',
    steps: [
      'Con fuerzas: segunda ley de Newton, $F_{neta} = m \\cdot a$ (la suma de las fuerzas en la dirección del movimiento).',
      'Con datos del movimiento: $a = \\frac{v - v_0}{t}$ o $v^2 = v_0^2 + 2 a d$ (velocidades en m/s).',
    ],
  },
  {
    cue: /\b(fuerza|resultante|peso)\b/,
    asked: 'la fuerza',
    steps: [
      'Diagrama de cuerpo libre y segunda ley de Newton en cada eje: $\\sum F = m \\cdot a$ (en equilibrio, $\\sum F = 0$); el peso es $P = m g$.',
      'Para fuerzas que forman un ángulo, sumá por componentes: $F_x = F \\cos\\alpha$, $F_y = F \\sin\\alpha$.',
    ],
  },
  {
    cue: /\b(velocidad|rapidez)\b/,
    asked: 'la velocidad',
    steps: [
      'MRU: $v = \\frac{d}{t}$; MRUV: $v = v_0 + a t$ o $v^2 = v_0^2 + 2 a d$.',
      'Con energía, al caer una altura h desde el reposo: $v = \\sqrt{2 g h}$.',
    ],
  },
  {
    cue: /\b(tiempo|cuanto tarda|tarda)\b/,
    asked: 'el tiempo',
    steps: [
      'MRU: $t = \\frac{d}{v}$; MRUV: $t = \\frac{v - v_0}{a}$ o, desde el reposo, $t = \\sqrt{\\frac{2 d}{a}}$.',
    ],
  },
  {
    cue: /\b(distancia|altura|recorr|desplazamiento)\w*/,
    asked: 'la distancia',
    steps: [
      'MRUV: $d = v_0 t + \\frac{1}{2} a t^2$; altura máxima de un tiro vertical: $h = \\frac{v_0^2}{2 g}$.',
    ],
  },
];

const GENERAL: Method = {
  cue: /$^/,
  asked: 'lo que pide el enunciado',
  steps: [
    'Identificá qué magnitud te piden y pasá los datos a unidades del SI (m, kg, s).',
    'Elegí la ley que la relaciona con los datos (Newton, cinemática, trabajo y energía) y despejá antes de reemplazar.',
  ],
};

/** The question of a statement: its last question, or its last sentence. */
export function askedPart(message: string): string {
  const text = message.trim().replace(/\s+/g, ' ');
  const mark = text.lastIndexOf('¿');
  // The question alone: «¿Con qué rapidez llega? (g = 10 m/s², sin rozamiento)» asks no friction.
  if (mark >= 0) return text.slice(mark, text.indexOf('?', mark) + 1 || undefined);
  const sentences = text.split(/(?<=[.:;])\s+/).filter((sentence) => sentence.trim() !== '');
  return sentences.at(-1) ?? text;
}

/** How to find what a part of a physics statement asks («la aceleración»), or undefined when not known. */
export function partMethod(question: string): string[] | undefined {
  return METHODS.find((candidate) => candidate.cue.test(foldText(question)))?.steps.slice();
}

/**
 * A physics statement no solver answered for sure: the data as read, the method for what it asks and a
 * question for what is missing. States no result.
 */
export function physicsMethodReply(message: string): string {
  const asked = foldText(askedPart(message));
  const method =
    METHODS.find((candidate) => candidate.cue.test(asked)) ??
    METHODS.find((candidate) => candidate.cue.test(foldText(message))) ??
    GENERAL;
  const data = readData(message);
  return [
    '## Cómo lo encararía',
    '',
    data.length
      ? `Así leí el enunciado: ${data.join('; ')}. Te piden ${method.asked}.`
      : `Te piden ${method.asked}.`,
    '',
    'Así lo plantearía:',
    ...method.steps.map((step, i) => `${i + 1}. ${step}`),
    '',
    'Todavía no te doy un resultado: no pude leer con seguridad qué representa cada dato. ¿Me decís qué es cada número (y si falta alguno, como g, un ángulo o un coeficiente)? Con eso lo resolvemos paso a paso.',
  ].join('\n');
}

/**
 * A statement with data but no physical unit (a formula, an expression) that nothing answered: what was
 * read and a question for what is asked, instead of the decline for what is off the course.
 */
export function dataReply(message: string): string {
  const shown = message.trim().replace(/\s+/g, ' ');
  const quoted = shown.length > 160 ? `${shown.slice(0, 157)}…` : shown;
  return [
    '## Veamos el enunciado',
    '',
    `Leí: «${quoted}».`,
    '',
    'Todavía no te doy un resultado: no reconozco con seguridad qué te piden hacer con estos datos. ¿Me decís qué hay que calcular (resolver, simplificar, factorizar, hallar un valor…) y, si falta, el dato que no está? Con eso lo resolvemos paso a paso.',
  ].join('\n');
}
