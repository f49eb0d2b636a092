/**
 * Density, mass and volume (ρ = m/V): the density of a body from its mass and volume, the mass of a
 * volume of a substance of known density, or the volume of a mass, with the units exams mix (kg, g,
 * L, mL, cm³, dm³, m³; kg/m³ and g/cm³). Pressure, buoyancy and floating are the hydrostatics solver's.
 */
import { declareSolver, type SolverReply } from './declaration.ts';
import { readDensities } from './hydrostatics.ts';
import { fmt, relation } from './numbers.ts';
import { askedClause, inBase, ofDimension, readStatement, unusedNumbers } from './physics.ts';
import { workedReply } from './reply.ts';

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

/** «m = 4 kg = 4000 g». */
const massLine = (kg: number) => `m ${relation(kg)} ${fmt(kg, 4)} kg = ${fmt(kg * 1000, 4)} g`;

/** «V = 0,002 m³ = 2 L = 2000 cm³». */
const volumeLine = (cubicMetres: number) =>
  `V ${relation(cubicMetres, 6)} ${fmt(cubicMetres, 6)} m³ = ${fmt(cubicMetres * 1000, 4)} L = ${fmt(cubicMetres * 1e6, 4)} cm³`;

/** A reply for ρ = m/V, or undefined. */
export function solveDensity(message: string): SolverReply | undefined {
  const s = readStatement(message);
  if (OTHER_READINGS.test(s.folded)) return undefined;
  const densities = readDensities(s);
  // «0,8 g/cm³» is no mass of 0,8 g: a quantity where a density starts is the density's.
  const atDensity = new Set(densities.map((d) => d.index));
  const masses = ofDimension(s, 'mass').filter((q) => !atDensity.has(q.index));
  const volumes = ofDimension(s, 'volume');
  const read = s.quantities.filter((q) => !atDensity.has(q.index)).length;
  if (read !== masses.length + volumes.length) return undefined;
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
    line = massLine(value);
    check = Math.abs(value / V - rho) <= 1e-9 * Math.max(1, rho);
  } else if (asked === 'V' && rho !== undefined && m !== undefined) {
    const value = m / rho;
    step = `$V = \\frac{m}{\\rho}$: ${fmt(m, 6)} kg / ${fmt(rho, 4)} kg/m³.`;
    line = volumeLine(value);
    check = Math.abs(rho * value - m) <= 1e-9 * Math.max(1, m);
  } else {
    return undefined;
  }
  const used = [density?.index, mass?.index, volume?.index].filter((index) => index !== undefined);
  if (!check || unusedNumbers(s, used).length) return undefined;
  return {
    certain: true,
    text: workedReply({
      title: 'Densidad, masa y volumen',
      data: data.join('; '),
      steps: [
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
