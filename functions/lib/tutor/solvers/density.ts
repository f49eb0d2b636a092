/**
 * Density, mass and volume (ρ = m/V): the density of a body from its mass and volume, the mass of a
 * volume of a substance of known density, or the volume of a mass, with the units exams mix (kg, g,
 * L, mL, cm³, dm³, m³; kg/m³ and g/cm³). Pressure, buoyancy and floating are the hydrostatics solver's.
 */
import { at } from '../../../../shared/lib/must.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import { readDensities } from './hydrostatics.ts';
import { fmt, relation, tex } from './numbers.ts';
import { askedClause, inBase, ofDimension, readStatement, type Statement, unusedNumbers } from './physics.ts';
import { workedReply } from './reply.ts';
import { type Quantity, unitBySymbol } from './units.ts';

type Magnitude = 'rho' | 'm' | 'V';

// A body under a liquid, a pressure, a weight or a concentration: not ρ = m/V alone.
const OTHER_READINGS =
  /sumerg|empuje|flota|presion|profundidad|prensa|embolo|arquimedes|peso aparente|\bpesa\b|\bpeso\b|soluci|soluto|concentraci|molar|\bmol\b|por ciento|%/;

const ASKED: [Magnitude, RegExp][] = [
  ['rho', /densidad/],
  ['m', /\bmasa\b|cuantos (?:kilo)?gramos|cuantos kg|cuantos g\b/],
  ['V', /volumen|cuantos (?:litros|mililitros|cm\^?3|m\^?3|dm\^?3)|que capacidad/],
];

/** «ρ = 2500 kg/m³ = 2,5 g/cm³»: a density in both units exams use, the asked one first. */
function densityLine(kgPerCubicMetre: number, question: string): string {
  const kg = `${fmt(kgPerCubicMetre)} kg/m³`;
  const g = `${fmt(kgPerCubicMetre / 1000, 4)} g/cm³`;
  return /g\s*\/\s*(?:cm|ml)/.test(question)
    ? `ρ ${relation(kgPerCubicMetre / 1000)} ${g} = ${kg}`
    : `ρ ${relation(kgPerCubicMetre)} ${kg} = ${g}`;
}

/** «m = 4 kg = 4000 g»; asked in tonnes, «m = 20,16 t = 20.160 kg». */
const massLine = (kg: number, question: string) =>
  /\btoneladas?\b|\ben (?:t|tn)\b/.test(question)
    ? `m ${relation(kg / 1000)} ${fmt(kg / 1000, 4)} t = ${fmt(kg, 4)} kg`
    : `m ${relation(kg)} ${fmt(kg, 4)} kg = ${fmt(kg * 1000, 4)} g`;

/** «V = 0,002 m³ = 2 L = 2000 cm³». */
const volumeLine = (cubicMetres: number) =>
  `V ${relation(cubicMetres, 6)} ${fmt(cubicMetres, 6)} m³ = ${fmt(cubicMetres * 1000, 4)} L = ${fmt(cubicMetres * 1e6, 4)} cm³`;

/** A body's volume from its measures: what it is, in m³, the lengths it used and the step that says it. */
interface Solid {
  cubicMetres: number;
  indices: number[];
  line: string;
  /** The measures as the statement gives them: «5 cm × 4 cm × 10 cm». */
  measures: string;
}

const said = (q: Quantity) => `${q.written} ${q.unit.symbol}`;

/**
 * The volume of a body given by its measures, every length of the statement used: a box «de 5 cm × 4 cm
 * × 10 cm» or «de 2 m de largo, 1 m de ancho y 0,5 m de alto», a cube «de 20 cm de arista», a cylinder
 * «de 1,2 m de diámetro (o radio) y 1,5 m de altura», a sphere «de 3 cm de radio».
 */
export function solidVolume(s: Statement): Solid | undefined {
  const lengths = ofDimension(s, 'length');
  if (lengths.length === 0 || lengths.length > 3) return undefined;
  const metres = lengths.map((q) => inBase(q));
  const after = (q: Quantity) => s.folded.slice(q.end, q.end + 20);
  const before = (q: Quantity) => s.folded.slice(Math.max(0, q.index - 20), q.index);
  const names = (q: Quantity, word: RegExp) =>
    new RegExp(`^\\s*de (?:${word.source})\\b`).test(after(q)) ||
    // «de 10 cm de largo», «largo de 10 cm», a list's «largo: 10 cm».
    new RegExp(`\\b(?:${word.source})(?: (?:de |es de |mide )?|\\s*[:=]\\s*)$`).test(before(q));
  const indices = lengths.map((q) => q.index);
  const measures = lengths.map(said).join(' × ');
  const product = (values: number[]) => values.reduce((a, b) => a * b, 1);
  if (lengths.length === 3) {
    const [a, b, c] = lengths as [Quantity, Quantity, Quantity];
    const joined = [s.folded.slice(a.end, b.index), s.folded.slice(b.end, c.index)].every((gap) =>
      /^\s*(?:\*|x|por)\s*$/.test(gap),
    );
    const named = [/largo|longitud/, /ancho/, /alto|altura|profundidad|espesor/].every((word) =>
      lengths.some((q) => names(q, word)),
    );
    if (!joined && !named) return undefined;
    const v = product(metres);
    return {
      cubicMetres: v,
      indices,
      measures,
      line: `El volumen de un prisma es el producto de sus tres medidas: $V = ${lengths.map((q) => tex(inBase(q), 6)).join(' \\cdot ')} = ${tex(v, 8)}$ m³ (las medidas en m).`,
    };
  }
  const radius = lengths.find((q) => names(q, /radio/));
  const diameter = lengths.find((q) => names(q, /diametro/));
  const round = radius ?? diameter;
  const r = radius ? inBase(radius) : diameter ? inBase(diameter) / 2 : undefined;
  if (lengths.length === 2) {
    const height = lengths.find((q) => q !== round && names(q, /alto|altura|largo|longitud|profundidad/));
    if (!/cilindr/.test(s.folded) || !round || r === undefined || !height || radius === diameter)
      return undefined;
    const h = inBase(height);
    const v = Math.PI * r ** 2 * h;
    return {
      cubicMetres: v,
      indices,
      measures: `${radius ? 'radio' : 'diámetro'} ${said(round)}, altura ${said(height)}`,
      line: `El volumen de un cilindro: $V = \\pi \\cdot r^2 \\cdot h = \\pi \\cdot ${tex(r, 6)}^2 \\cdot ${tex(h, 6)} \\approx ${tex(v, 6)}$ m³ (${diameter ? `r = ${said(diameter)} / 2; ` : ''}en m).`,
    };
  }
  const [one] = lengths as [Quantity];
  if (/\bcub(?:o|ic)/.test(s.folded) && names(one, /arista|lado/)) {
    const a = inBase(one);
    return {
      cubicMetres: a ** 3,
      indices,
      measures: `arista ${said(one)}`,
      line: `El volumen de un cubo: $V = a^3 = ${tex(a, 6)}^3 = ${tex(a ** 3, 8)}$ m³.`,
    };
  }
  if (/\besfer/.test(s.folded) && round && r !== undefined) {
    const v = (4 / 3) * Math.PI * r ** 3;
    return {
      cubicMetres: v,
      indices,
      measures: `${radius ? 'radio' : 'diámetro'} ${said(round)}`,
      line: `El volumen de una esfera: $V = \\frac{4}{3} \\pi r^3 = \\frac{4}{3} \\pi \\cdot ${tex(r, 6)}^3 \\approx ${tex(v, 8)}$ m³.`,
    };
  }
  return undefined;
}

/** A reply for ρ = m/V, or undefined. */
export function solveDensity(message: string): SolverReply | undefined {
  const s = readStatement(message);
  if (OTHER_READINGS.test(s.folded)) return undefined;
  const densities = readDensities(s);
  // «0,8 g/cm³» is no mass of 0,8 g: a quantity where a density starts is the density's.
  const atDensity = new Set(densities.map((d) => d.index));
  const masses = ofDimension(s, 'mass').filter((q) => !atDensity.has(q.index));
  const typedVolumes = ofDimension(s, 'volume');
  // A body given by its measures instead of its volume: the volume worked out from them.
  const solid = typedVolumes.length === 0 ? solidVolume(s) : undefined;
  const measured = new Set(solid?.indices ?? []);
  const volumes: Quantity[] = solid
    ? [
        {
          value: solid.cubicMetres,
          unit: unitBySymbol('m³'),
          index: at(solid.indices, 0, 'a measure'),
          end: -1,
          written: `(${solid.measures}) ${fmt(solid.cubicMetres, 8)}`,
        },
      ]
    : typedVolumes;
  const read = s.quantities.filter((q) => !atDensity.has(q.index) && !measured.has(q.index)).length;
  if (read !== masses.length + typedVolumes.length) return undefined;
  if (densities.length > 1 || masses.length > 1 || volumes.length > 1) return undefined;
  const [density] = densities;
  const [mass] = masses;
  const [volume] = volumes;
  const given = { rho: density, m: mass, V: volume };
  const question = askedClause(s);
  const named = ASKED.filter(([name, cue]) => cue.test(question) && !given[name]).map(([name]) => name);
  if (named.length !== 1 || [density, mass, volume].filter(Boolean).length !== 2) return undefined;
  const asked = named[0];
  const rho = density?.kgPerCubicMetre;
  const m = mass ? inBase(mass) : undefined;
  const V = volume ? inBase(volume) / 1000 : undefined; // the volume base is the litre
  const data: string[] = [];
  if (density)
    data.push(
      `ρ = ${density.written}${density.written.endsWith('kg/m³') ? '' : ` = ${fmt(density.kgPerCubicMetre, 4)} kg/m³`}`,
    );
  if (mass && m !== undefined)
    data.push(
      `m = ${mass.written} ${mass.unit.symbol}${mass.unit.symbol === 'kg' ? '' : ` = ${fmt(m, 6)} kg`}`,
    );
  if (volume && V !== undefined)
    data.push(
      `V = ${volume.written} ${volume.unit.symbol}${volume.unit.symbol === 'm³' ? '' : ` = ${fmt(V, 6)} m³`}`,
    );
  let line: string;
  let step: string;
  let check: boolean;
  if (asked === 'rho' && m !== undefined && V !== undefined) {
    const value = m / V;
    step = `$\\rho = \\frac{m}{V}$: ${fmt(m, 6)} kg / ${fmt(V, 6)} m³.`;
    line = densityLine(value, question);
    check = Math.abs(value * V - m) <= 1e-9 * Math.max(1, m);
  } else if (asked === 'm' && rho !== undefined && V !== undefined) {
    const value = rho * V;
    step = `$m = \\rho \\cdot V$: ${fmt(rho, 4)} kg/m³ · ${fmt(V, 6)} m³.`;
    line = massLine(value, question);
    check = Math.abs(value / V - rho) <= 1e-9 * Math.max(1, rho);
  } else if (asked === 'V' && rho !== undefined && m !== undefined) {
    const value = m / rho;
    step = `$V = \\frac{m}{\\rho}$: ${fmt(m, 6)} kg / ${fmt(rho, 4)} kg/m³.`;
    line = volumeLine(value);
    check = Math.abs(rho * value - m) <= 1e-9 * Math.max(1, m);
  } else {
    return undefined;
  }
  const used = [density?.index, mass?.index, volume?.index, ...(solid?.indices ?? [])].filter(
    (index) => index !== undefined,
  );
  if (!check || unusedNumbers(s, used).length) return undefined;
  return {
    certain: true,
    text: workedReply({
      title: 'Densidad, masa y volumen',
      data: data.join('; '),
      steps: [
        ...(solid ? [solid.line] : []),
        'La densidad es la masa de cada unidad de volumen, $\\rho = \\frac{m}{V}$; paso todo a kg y m³ (1 g/cm³ = 1000 kg/m³, 1 L = 1000 cm³ = 0,001 m³).',
        step,
      ],
      answer: `**${line}**`,
      closing: '¿Flotaría en agua un cuerpo con esa densidad?',
    }),
  };
}

export const densitySolver = declareSolver({
  name: 'solve_density',
  offer: 'densidad, masa y volumen',
  summary:
    'Density, mass and volume (ρ = m/V): a density from a mass and a volume, a mass from a density and a volume, or a volume from a density and a mass, in kg/m³ and g/cm³ with L, mL, cm³, dm³ and m³. Pass the whole statement.',
  examples: [
    'Un bloque de 2 kg ocupa un volumen de 800 cm³. ¿Cuál es su densidad?',
    'Un líquido de densidad 0,8 g/cm³ llena un recipiente de 5 L. ¿Cuál es su masa?',
  ],
  parameters: { problem: 'the density problem as written' },
  solve: solveDensity,
});
