/**
 * Water through a pipe, as exams ask it: the continuity equation when the pipe narrows or widens («Por una
 * cañería de 6 cm de diámetro circula agua a 2 m/s; más adelante se reduce a 3 cm. La velocidad en el
 * tramo angosto es:», A₁·v₁ = A₂·v₂), and the flow of a hose by its section and speed, Q = A·v, with the
 * time it takes to fill a volume («Un tanque de 1,5 m³ se llena con una manguera de 2 cm² de sección por la
 * que el agua sale a 2,5 m/s»). Every datum used, the result checked back.
 */
import { foldText } from '../text.ts';
import type { SolverReply } from './declaration.ts';
import { fmt, readNumber } from './numbers.ts';
import { workedReply } from './reply.ts';
import { withoutOptions } from './statement.ts';

const NUMBER = String.raw`(\d+(?:[.,]\d+)?)`;
const METRES: Record<string, number> = { mm: 0.001, cm: 0.01, dm: 0.1, m: 1 };
const SQUARE: Record<string, number> = { mm: 1e-6, cm: 1e-4, dm: 0.01, m: 1 };
const CUBIC: Record<string, number> = { l: 0.001, litros: 0.001, dm: 0.001, cm: 1e-6, m: 1 };

interface Section {
  /** m² */
  area: number;
  shown: string;
  index: number;
}

function sections(folded: string): Section[] {
  const found: Section[] = [];
  for (const m of folded.matchAll(
    new RegExp(String.raw`${NUMBER}\s*(mm|cm|dm|m)\s*(?:de\s+)?(diametro|radio)`, 'g'),
  )) {
    const size = (readNumber(m[1] ?? '') ?? Number.NaN) * (METRES[m[2] ?? ''] ?? Number.NaN);
    const radius = m[3] === 'radio' ? size : size / 2;
    found.push({
      area: Math.PI * radius * radius,
      shown: `${m[3] === 'radio' ? 'r' : 'd'} = ${m[1]} ${m[2]}`,
      index: m.index ?? 0,
    });
  }
  // «se reduce a 3 cm de diámetro», «se ensancha a 10 cm»: the second diameter said without the word.
  for (const m of folded.matchAll(
    new RegExp(
      String.raw`(?:reduce|angosta|estrecha|ensancha|amplia|pasa)\w*\s+a\s+(?:un\s+diametro\s+de\s+)?${NUMBER}\s*(mm|cm|dm|m)\b(?!\s*(?:de\s+)?(?:diametro|radio))`,
      'g',
    ),
  )) {
    const size = (readNumber(m[1] ?? '') ?? Number.NaN) * (METRES[m[2] ?? ''] ?? Number.NaN);
    found.push({ area: (Math.PI * size * size) / 4, shown: `d = ${m[1]} ${m[2]}`, index: m.index ?? 0 });
  }
  for (const m of folded.matchAll(
    new RegExp(String.raw`${NUMBER}\s*(mm|cm|dm|m)(?:²|\^2|2)\s*(?:de\s+)?(?:seccion|area)?`, 'g'),
  )) {
    const area = (readNumber(m[1] ?? '') ?? Number.NaN) * (SQUARE[m[2] ?? ''] ?? Number.NaN);
    found.push({ area, shown: `A = ${m[1]} ${m[2]}²`, index: m.index ?? 0 });
  }
  return found.sort((a, b) => a.index - b.index);
}

const speedsIn = (folded: string) =>
  [...folded.matchAll(new RegExp(String.raw`${NUMBER}\s*m\/s\b`, 'g'))].map((m) => ({
    value: readNumber(m[1] ?? '') ?? Number.NaN,
    index: m.index ?? 0,
  }));

const sci = (x: number) =>
  Math.abs(x) < 0.01 ? x.toExponential(2).replace('.', ',').replace('e', ' · 10^') : fmt(x, 4);

/** What the problem asks: after its last «¿», else its last sentence («Calcular el caudal en L/s.»). */
function askedText(folded: string): string {
  const opened = folded.lastIndexOf('¿');
  if (opened >= 0) return folded.slice(opened);
  return (
    folded
      .split(/\n|(?<=[.;:])\s+(?=\p{L})/u)
      .map((line) => line.trim())
      .filter((line) => line !== '')
      .at(-1) ?? ''
  );
}

const PRESSURE = new RegExp(String.raw`(?:presion\s+(?:es\s+)?(?:de\s+)?)${NUMBER}\s*(kpa|pa)\b`, 'g');
const DENSITY = /(\d{1,3}(?:[ .]\d{3})+|\d+)(?:,\d+)?\s*kg\/m(?:³|3|\^3)/g;

/**
 * Torricelli: water leaving a small hole at a depth h below the free surface of an open tank, v = √(2·g·h),
 * and the flow through the hole, Q = A·v, in the unit asked (L/min, L/s, m³/s, m³/h). The depth is said
 * below the surface, g is the statement's, and every number is a datum of it. Tried by the hydrostatics
 * declaration (its family's cue names the tanks and depths).
 */
export function solveOutflow(problem: string): SolverReply | undefined {
  const folded = foldText(withoutOptions(problem));
  if (
    !/\b(?:orificio|agujero|perforacion)\b/.test(folded) ||
    !/tanque|deposito|recipiente|pared/.test(folded)
  )
    return undefined;
  const depths = [
    ...folded.matchAll(
      new RegExp(
        String.raw`${NUMBER}\s*(mm|cm|dm|m)\b(?!²|\^|2|3|³)\s*(?:por debajo|debajo|bajo)\s+(?:del|de\s+la|la|el)\s+(?:superficie|nivel)|(?:a una profundidad de|profundidad de)\s*${NUMBER}\s*(mm|cm|dm|m)\b(?!²|\^|2|3|³)`,
        'g',
      ),
    ),
  ];
  const gravity = new RegExp(String.raw`\bg\s*=\s*${NUMBER}\s*m\/s`).exec(folded);
  const holes = sections(folded);
  const [depth] = depths;
  const [hole] = holes;
  if (depths.length !== 1 || !depth || !gravity || holes.length > 1) return undefined;
  const h =
    (readNumber(depth[1] ?? depth[3] ?? '') ?? Number.NaN) *
    (METRES[depth[2] ?? depth[4] ?? ''] ?? Number.NaN);
  const g = readNumber(gravity[1] ?? '') ?? Number.NaN;
  // «Calculá el caudal en L/min. (g = 10 m/s²)»: a closing note of data is no question.
  const asked = askedText(folded.replace(/\s*\([^()]*\)\.?\s*$/, ''));
  const flowUnits: Record<string, [string, number]> = {
    'litros por minuto': ['L/min', 60000],
    'l/min': ['L/min', 60000],
    'litros por segundo': ['L/s', 1000],
    'l/s': ['L/s', 1000],
    'm³/s': ['m³/s', 1],
    'm3/s': ['m³/s', 1],
    'm³/h': ['m³/h', 3600],
    'm3/h': ['m³/h', 3600],
  };
  const unitAsked = Object.keys(flowUnits).find((unit) => asked.includes(unit));
  const asksFlow = /\bcaudal\b/.test(asked) || unitAsked !== undefined;
  const asksSpeed = /\b(?:velocidad|rapidez)\b/.test(asked);
  if (asksFlow === asksSpeed || (asksFlow && !hole) || (asksSpeed && hole)) return undefined;
  // Every number is the depth's, the hole's or g's (the item's own number aside).
  const numbers = [...folded.matchAll(/(?<![\d.,])\d+(?:[.,]\d+)?/g)].filter(
    (m) => !/^\s*$/.test(folded.slice(0, m.index)) || !/^\d+\s*[).]/.test(folded.slice(m.index)),
  );
  const used = [
    depth.index + depth[0].search(/\d/),
    gravity.index + gravity[0].search(/\d/),
    ...(hole ? [hole.index] : []),
  ];
  if (numbers.some((m) => !used.includes(m.index ?? -1)) || !(h > 0 && g > 0)) return undefined;
  const v = Math.sqrt(2 * g * h);
  // Checked back: the speed is that of a fall from the surface, v²/2g = h.
  if (Math.abs((v * v) / (2 * g) - h) > 1e-9 * h) return undefined;
  const steps = [
    `Torricelli: el agua sale como si cayera desde la superficie libre, $v = \\sqrt{2 g h} = \\sqrt{2 \\cdot ${fmt(g, 4)} \\cdot ${fmt(h, 4)}} = ${fmt(v, 4)}$ m/s.`,
  ];
  let answer = `**v = ${fmt(v, 2)} m/s**`;
  if (asksFlow && hole) {
    const q = hole.area * v;
    const [unit, factor] = flowUnits[unitAsked ?? 'm³/s'] ?? ['m³/s', 1];
    steps.push(`Caudal: Q = A · v = ${sci(hole.area)} m² · ${fmt(v, 4)} m/s = ${sci(q)} m³/s.`);
    if (factor !== 1)
      steps.push(`En ${unit}: ${sci(q)} · ${fmt(factor, 6)} = ${fmt(q * factor, 4)} ${unit}.`);
    answer = `**Q = ${factor === 1 ? sci(q) : fmt(q * factor, 2)} ${unit}**`;
  }
  return {
    text: workedReply({
      title: 'Salida por un orificio (Torricelli)',
      data: `h = ${depth[1] ?? depth[3]} ${depth[2] ?? depth[4]} bajo la superficie libre${hole ? `; ${hole.shown}` : ''}; g = ${fmt(g, 4)} m/s²`,
      steps,
      answer,
      closing: '¿Qué pasa con la velocidad de salida a medida que baja el nivel del tanque?',
    }),
    certain: true,
  };
}

export function solveFlow(problem: string): SolverReply | undefined {
  const folded = foldText(withoutOptions(problem));
  // A hole in a tank asked in litres per minute is cued here; asked as a speed, by the hydrostatics'.
  const outflow = solveOutflow(problem);
  if (outflow) return outflow;
  if (!/\b(?:caneria|tuberia|cano|conducto|manguera|tubo)\b/.test(folded)) return undefined;
  const all = sections(folded);
  const speeds = speedsIn(folded);
  const question = folded.slice(Math.max(0, folded.lastIndexOf('¿')));
  const asked = askedText(folded);
  // Two sections, one speed given at the first: the flow, or the pressure at the second in a level pipe.
  const widths = all.length === 2 && speeds.length === 1 ? narrowing(folded, all, speeds) : undefined;
  if (widths && /\bcaudal\b/.test(asked) && !/\b(?:presion|velocidad|tiempo|tarda)\b/.test(asked))
    return narrowingFlow(widths);
  if (widths && /\bpresion\b/.test(asked) && !/\b(?:caudal|velocidad|tiempo|tarda)\b/.test(asked))
    return narrowingPressure(folded, asked, widths);
  // «Calcular la presión en el tramo angosto»: a question that asks another quantity is not the speed's.
  const otherAsked = /\b(?:presion|caudal)\b/.test(asked) && !/\bvelocidad\b/.test(asked);
  // Continuity: two sections, one speed given at the first, the speed at the second asked.
  if (
    all.length === 2 &&
    speeds.length === 1 &&
    !otherAsked &&
    /velocidad/.test(question.length > 1 ? question : folded)
  ) {
    const [first, second] = all;
    const [speed] = speeds;
    if (!first || !second || !speed) return undefined;
    if (!(speed.index > first.index && speed.index < second.index)) return undefined;
    if (
      !Number.isFinite(first.area * second.area * speed.value) ||
      /\b(?:caudal|tiempo|tarda)\b/.test(folded)
    )
      return undefined;
    const v2 = (first.area * speed.value) / second.area;
    if (Math.abs(first.area * speed.value - second.area * v2) > 1e-12) return undefined;
    const ratio = first.area / second.area;
    return {
      text: workedReply({
        title: 'Ecuación de continuidad',
        data: `sección 1: ${first.shown}, v₁ = ${fmt(speed.value, 4)} m/s; sección 2: ${second.shown}`,
        steps: [
          'El caudal es el mismo en todo el caño (el agua no se comprime ni se pierde): A₁ · v₁ = A₂ · v₂.',
          `Las áreas son proporcionales al cuadrado del diámetro: A₁/A₂ = ${fmt(ratio, 4)}.`,
          `v₂ = v₁ · A₁/A₂ = ${fmt(speed.value, 4)} · ${fmt(ratio, 4)} = ${fmt(v2, 4)} m/s.`,
          `Verificación: A₁ · v₁ = A₂ · v₂ = ${sci(first.area * speed.value)} m³/s ✓`,
        ],
        answer: `**v₂ = ${fmt(v2, 2)} m/s**`,
        closing: '¿Por qué el agua va más rápido donde el caño es más angosto?',
      }),
      certain: true,
    };
  }
  // A hose by its section and speed: Q = A·v; with a volume, the time to fill it.
  if (all.length !== 1 || speeds.length !== 1) return undefined;
  const [section] = all;
  const [speed] = speeds;
  if (!section || !speed) return undefined;
  const q = section.area * speed.value;
  const volumes = [
    ...folded.matchAll(new RegExp(String.raw`${NUMBER}\s*(?:(m|dm|cm)(?:³|\^3|3)|(litros?|l)\b)`, 'g')),
  ];
  const asksTime = /\b(?:tiempo|tarda|cuanto demora)\b/.test(question.length > 1 ? question : folded);
  const asksFlow = /\bcaudal\b/.test(question.length > 1 ? question : folded);
  if (asksTime && volumes.length === 1) {
    const [v] = volumes;
    if (!v) return undefined;
    const volume = (readNumber(v[1] ?? '') ?? Number.NaN) * (CUBIC[v[2] ?? v[3] ?? ''] ?? Number.NaN);
    const t = volume / q;
    if (!Number.isFinite(t) || t <= 0 || Math.abs(t * q - volume) > 1e-9 * volume) return undefined;
    const minutes = t / 60;
    return {
      text: workedReply({
        title: 'Caudal y tiempo de llenado',
        data: `${section.shown}; v = ${fmt(speed.value, 4)} m/s; V = ${v[0]}`,
        steps: [
          `Caudal: Q = A · v = ${sci(section.area)} m² · ${fmt(speed.value, 4)} m/s = ${sci(q)} m³/s.`,
          `Volumen en m³: ${fmt(volume, 6)} m³.`,
          `Tiempo: t = V / Q = ${fmt(volume, 6)} / ${sci(q)} = ${fmt(t, 4)} s.`,
        ],
        answer: `**t = ${fmt(t, 2)} s = ${fmt(minutes, 2)} min${minutes >= 60 ? ` = ${fmt(minutes / 60, 2)} h` : ''}**`,
        closing: '¿Qué cambiaría si la manguera tuviera el doble de sección?',
      }),
      certain: true,
    };
  }
  if (asksFlow && volumes.length === 0) {
    return {
      text: workedReply({
        title: 'Caudal',
        data: `${section.shown}; v = ${fmt(speed.value, 4)} m/s`,
        steps: [`Caudal: Q = A · v = ${sci(section.area)} m² · ${fmt(speed.value, 4)} m/s = ${sci(q)} m³/s.`],
        answer: `**Q = ${sci(q)} m³/s = ${fmt(q * 1000, 4)} L/s**`,
        closing: '¿Cuántos litros pasan en un minuto?',
      }),
      certain: true,
    };
  }
  return undefined;
}

interface Narrowing {
  first: Section;
  second: Section;
  v1: number;
  v2: number;
}

/** «En un tramo de 6 cm de diámetro la velocidad es 2 m/s …; luego se angosta a 3 cm»: both speeds. */
function narrowing(
  folded: string,
  all: readonly Section[],
  speeds: readonly { value: number; index: number }[],
): Narrowing | undefined {
  const [first, second] = all;
  const [speed] = speeds;
  if (!first || !second || !speed || /\b(?:tiempo|tarda|llena)\b/.test(folded)) return undefined;
  // The speed is the first section's: said after it and before the second.
  if (!(speed.index > first.index && speed.index < second.index)) return undefined;
  const v2 = (first.area * speed.value) / second.area;
  return Number.isFinite(v2) && v2 > 0 ? { first, second, v1: speed.value, v2 } : undefined;
}

const sectionsData = ({ first, second, v1 }: Narrowing) =>
  `sección 1: ${first.shown}, v₁ = ${fmt(v1, 4)} m/s; sección 2: ${second.shown}`;

/** The flow of a pipe that narrows, at the section whose speed is given: Q = A₁ · v₁, in L/s. */
function narrowingFlow(widths: Narrowing): SolverReply {
  const { first, second, v1 } = widths;
  const q = first.area * v1;
  return {
    text: workedReply({
      title: 'Caudal en un caño que se angosta',
      data: sectionsData(widths),
      steps: [
        'El caudal es el mismo en todo el caño: conviene calcularlo donde se conoce la velocidad, Q = A₁ · v₁.',
        `A₁ = π · (d/2)² = ${sci(first.area)} m²; Q = ${sci(first.area)} · ${fmt(v1, 4)} = ${sci(q)} m³/s.`,
        `En L/s (1 m³ = 1.000 L): Q = ${fmt(q * 1000, 4)} L/s.`,
        `Verificación: en la sección 2, v₂ = Q/A₂ = ${fmt(q / second.area, 4)} m/s y A₂ · v₂ = Q ✓`,
      ],
      answer: `**Q = ${sci(q)} m³/s ≈ ${fmt(q * 1000, 2)} L/s**`,
      closing: '¿Cuántos litros pasan en un minuto?',
    }),
    certain: true,
  };
}

/**
 * The pressure at the second section of a level pipe (Bernoulli): p₂ = p₁ + ½ ρ (v₁² − v₂²), with the
 * first section's pressure and the liquid's density given («ρ agua = 1000 kg/m³»). Only for a pipe
 * said horizontal, one pressure and at most one density.
 */
function narrowingPressure(folded: string, asked: string, widths: Narrowing): SolverReply | undefined {
  const pressures = [...folded.matchAll(PRESSURE)];
  const densities = [...folded.matchAll(DENSITY)];
  const [pressure] = pressures;
  if (!/\bhorizontal\b/.test(folded) || pressures.length !== 1 || !pressure || densities.length > 1)
    return undefined;
  // The pressure given is the first section's (said between the two), and the one asked the other's.
  const at = pressure.index ?? 0;
  // «en atm»: a unit asked that this reading does not give.
  if (
    !(at > widths.first.index && at < widths.second.index) ||
    /\b(?:ancho|primer\w*|atm|mmhg|bar|psi|cmhg)\b/.test(asked)
  )
    return undefined;
  const given = densities[0];
  const rho = given
    ? (readNumber((given[0] ?? '').replace(/\s*kg.*$/, '').replace(/\s/g, '')) ?? Number.NaN)
    : /\bagua\b/.test(folded)
      ? 1000
      : Number.NaN;
  const p1 = (readNumber(pressure[1] ?? '') ?? Number.NaN) * (pressure[2] === 'kpa' ? 1000 : 1);
  const { v1, v2 } = widths;
  const p2 = p1 + 0.5 * rho * (v1 * v1 - v2 * v2);
  if (!Number.isFinite(p2) || p2 <= 0) return undefined;
  const inKpa = /\bkpa\b/.test(asked) || pressure[2] === 'kpa';
  const shown = inKpa ? `${fmt(p2 / 1000, 4)} kPa` : `${fmt(p2, 4)} Pa`;
  return {
    text: workedReply({
      title: 'Presión en un caño que se angosta (Bernoulli)',
      data: `${sectionsData(widths)}; p₁ = ${pressure[1]} ${pressure[2] === 'kpa' ? 'kPa' : 'Pa'}; ρ = ${fmt(rho, 4)} kg/m³${given ? '' : ' (agua)'}`,
      steps: [
        `Continuidad: v₂ = v₁ · A₁/A₂ = ${fmt(v1, 4)} · ${fmt(widths.first.area / widths.second.area, 4)} = ${fmt(v2, 4)} m/s.`,
        'El caño es horizontal: Bernoulli sin alturas, $p_1 + \\frac{1}{2} \\rho v_1^2 = p_2 + \\frac{1}{2} \\rho v_2^2$.',
        `$p_2 = p_1 + \\frac{1}{2} \\rho (v_1^2 - v_2^2) = ${fmt(p1, 6)} + \\frac{1}{2} \\cdot ${fmt(rho, 4)} \\cdot (${fmt(v1 * v1, 4)} - ${fmt(v2 * v2, 4)}) = ${fmt(p2, 6)}$ Pa.`,
        'Donde el agua va más rápido, la presión es menor.',
      ],
      answer: `**p₂ = ${shown}**`,
      closing: '¿Por qué baja la presión donde el caño se angosta?',
    }),
    certain: true,
  };
}
