/**
 * A neutralization by volumes: an acid's solution and a hydroxide's, each of a volume and a molarity, one
 * of the four unknown. At the equivalence the moles of H⁺ the acid gives equal the moles of OH⁻ the base
 * gives: a · Ma · Va = b · Mb · Vb, with a the acid's ionizable hydrogens (H₂SO₄: 2) and b the base's
 * hydroxides (Ca(OH)₂: 2). Not a dilution: the two concentrations are of two solutes.
 */
import { foldText } from '../text.ts';
import { group } from './groups.ts';
import { fmt, fmtResult, NUMBER_SOURCE, parseNumber, relation, tex } from './numbers.ts';
import { askedPart } from './physics.ts';
import { workedReply } from './reply.ts';
import { findSubstances, type Substance, substanceName } from './substances.ts';

/** A solution's side of the neutralization: its solute, how many H⁺ or OH⁻ a formula gives, V and M. */
interface Side {
  substance: Substance;
  /** Ionizable hydrogens of the acid or hydroxides of the base. */
  per: number;
  acid: boolean;
  /** Liters, with the unit it was written in. */
  volume?: { liters: number; value: number; unit: string };
  molarity?: number;
}

/** «H2SO4»: an oxoacid or hydracid written with its hydrogens first (no carbon: no organic acid). */
const ACID = /^H(\d*)(?!2O2?$)(?!.*C(?![a-z]))(?:[A-Z][a-z]?\d*)+$/;
/** «NaOH», «Ca(OH)2», «Al(OH)3»: one metal and its hydroxides. */
const BASE = /^([A-Z][a-z]?)(?:OH|\(OH\)(\d))$/;
const NON_METAL_BASE = /^(?:H|C|N|O|P|S|Cl|Br|I|F)$/;

function sideOf(substance: Substance): Side | undefined {
  const acid = ACID.exec(substance.formula);
  if (acid) return { substance, per: Number(acid[1] || 1), acid: true };
  const base = BASE.exec(substance.formula);
  if (base && !NON_METAL_BASE.test(group(base, 1)))
    return { substance, per: Number(base[2] ?? 1), acid: false };
  return undefined;
}

const VOLUME_UNIT: Readonly<Record<string, number>> = {
  ml: 0.001,
  cm3: 0.001,
  'cm³': 0.001,
  cc: 0.001,
  l: 1,
  litro: 1,
  litros: 1,
  dm3: 1,
  'dm³': 1,
};

const NUMBER = `(${NUMBER_SOURCE})`;
const UNIT = '(ml|cm3|cm³|cc|litros?|l|dm3|dm³)';
const MOLARITY = String.raw`(?:m|mol\s*\/\s*l|molar)(?![\p{L}\d])`;
/** «de una solución acuosa de», «de la solución de», «de»: what joins a volume to its solute. */
const OF_SOLUTION = String.raw`de\s+(?:(?:una|la)\s+)?(?:(?:solucion|disolucion)\s+(?:acuosa\s+)?(?:de\s+)?)?`;

/** Where a substance's mention ends (the folded message keeps the message's positions): its name or its formula token. */
function mentionEnd(message: string, substance: Substance): number {
  if (substance.name) return substance.index + substance.name.length;
  const token = /^(?:[A-Z][a-z]?|\()[A-Za-z\d()₀-₉]*/.exec(message.slice(substance.index))?.[0] ?? '';
  return substance.index + Math.max(token.length, 1);
}

/**
 * The volume and the molarity said of a solute: «30 mL de H₂SO₄ 0,15 M», «25 mL de una solución de
 * NaOH», «NaOH 0,2 M», «0,25 M de HCl». A number read here is marked used so that none is read twice.
 */
function readSide(folded: string, message: string, side: Side, used: Set<number>): void {
  const start = side.substance.index;
  const end = mentionEnd(message, side.substance);
  const before = folded.slice(Math.max(0, start - 80), start);
  const beforeAt = Math.max(0, start - 80);
  const volume = new RegExp(
    `${NUMBER}\\s*${UNIT}\\s+(?:${NUMBER}\\s*${MOLARITY}\\s+)?${OF_SOLUTION}$`,
    'u',
  ).exec(before);
  if (volume) {
    const value = parseNumber(group(volume, 1));
    const unit = group(volume, 2);
    side.volume = {
      liters: value * (VOLUME_UNIT[unit] ?? Number.NaN),
      value,
      unit: unit === 'ml' ? 'mL' : unit,
    };
    used.add(beforeAt + volume.index);
    if (volume[3]) {
      side.molarity = parseNumber(volume[3]);
      used.add(beforeAt + volume.index + volume[0].indexOf(volume[3], group(volume, 1).length));
    }
  }
  const after = new RegExp(`^\\s*(?:\\(ac\\)\\s*)?,?\\s*${NUMBER}\\s*${MOLARITY}`, 'u').exec(
    folded.slice(end),
  );
  if (after && side.molarity === undefined) {
    side.molarity = parseNumber(group(after, 1));
    used.add(end + after[0].indexOf(group(after, 1)));
  }
  const ahead = new RegExp(`${NUMBER}\\s*${MOLARITY}\\s+${OF_SOLUTION}$`, 'u').exec(before);
  if (ahead && side.molarity === undefined && !volume) {
    side.molarity = parseNumber(group(ahead, 1));
    used.add(beforeAt + ahead.index);
  }
}

/** Every number of the folded statement but the formulas' subscripts, by where it starts. */
function numbersAt(folded: string): number[] {
  return [...folded.matchAll(new RegExp(`(?<![\\p{L}\\d.,_^)])${NUMBER_SOURCE}`, 'gu'))].map((m) => m.index);
}

const litersText = (liters: number, unit: string) =>
  unit === 'mL' || unit === 'cm3' || unit === 'cm³' || unit === 'cc' ? liters * 1000 : liters;

/** A reply for a neutralization by volumes, or undefined when the statement is not exactly one. */
export function solveNeutralizationByVolumes(message: string): string | undefined {
  const folded = foldText(message);
  if (!/neutraliz/.test(folded) || folded.length !== message.length) return undefined;
  if (/%|ppm|gramos|masa|\bg\b|densidad|pureza|impur|\bph\b|mezcl|dilu/.test(folded)) return undefined;
  const sides = findSubstances(message)
    .filter((s) => s.formula !== 'H2O')
    .map(sideOf);
  if (sides.length !== 2 || sides.some((s) => s === undefined)) return undefined;
  const [acid, base] = [sides.find((s) => s?.acid), sides.find((s) => s && !s.acid)];
  if (!acid || !base) return undefined;
  const used = new Set<number>();
  readSide(folded, message, acid, used);
  readSide(folded, message, base, used);
  // Every number is one of the four: a number read nowhere is a datum this reading does not account for.
  if (numbersAt(folded).some((at) => !used.has(at))) return undefined;
  const known = [acid.volume, acid.molarity, base.volume, base.molarity].filter((x) => x !== undefined);
  if (known.length !== 3) return undefined;
  const unknown = [acid, base].find((s) => s.volume === undefined || s.molarity === undefined) as Side;
  const other = unknown === acid ? base : acid;
  const asked = askedPart(folded);
  const asksVolume = /volumen|cuantos? (?:ml|cm3|litros)/.test(asked);
  const asksMolarity = /molaridad|concentracion|molar\b/.test(asked);
  if (unknown.volume === undefined ? !asksVolume || asksMolarity : !asksMolarity || asksVolume)
    return undefined;
  const otherVolume = other.volume as NonNullable<Side['volume']>;
  const otherMolarity = other.molarity as number;
  const equivalents = other.per * otherMolarity * otherVolume.liters;
  const name = (s: Side) => fmtResult(s.per, 0);
  const ion = (s: Side) => (s.acid ? 'H⁺' : 'OH⁻');
  const formula = (s: Side) => substanceName(s.substance);
  const steps = [
    `En la neutralización los moles de H⁺ que da el ácido igualan a los moles de OH⁻ que da la base: $a \\cdot M_a \\cdot V_a = b \\cdot M_b \\cdot V_b$, con a = ${name(acid)} (H⁺ por fórmula de ${formula(acid)}) y b = ${name(base)} (OH⁻ por fórmula de ${formula(base)}).`,
    `Moles de ${ion(other)} de ${formula(other)}: $${tex(other.per, 0)} \\cdot ${tex(otherMolarity, 4)} \\cdot ${tex(otherVolume.liters, 6)} = ${tex(equivalents, 6)}$ mol (${fmt(otherVolume.value, 4)} ${otherVolume.unit} = ${fmt(otherVolume.liters, 6)} L).`,
  ];
  let answer: string;
  if (unknown.volume === undefined) {
    const liters = equivalents / (unknown.per * (unknown.molarity as number));
    const unit = otherVolume.unit === 'mL' || /ml|cm3|cm³/.test(asked) ? 'mL' : 'L';
    const value = unit === 'mL' ? liters * 1000 : liters;
    steps.push(
      `Despejá el volumen de ${formula(unknown)}: $V = \\frac{${tex(equivalents, 6)}}{${tex(unknown.per, 0)} \\cdot ${tex(unknown.molarity as number, 4)}} ${relation(liters, 6) === '=' ? '=' : '\\approx'} ${tex(liters, 6)}$ L${unit === 'mL' ? ` = ${fmt(value, 4)} mL` : ''}.`,
    );
    answer = `**V ${relation(value, 2)} ${fmt(value, 2)} ${unit}** de ${formula(unknown)} ${fmt(unknown.molarity as number, 4)} M`;
  } else {
    const volume = unknown.volume;
    const molarity = equivalents / (unknown.per * volume.liters);
    steps.push(
      `Despejá la molaridad de ${formula(unknown)}: $M = \\frac{${tex(equivalents, 6)}}{${tex(unknown.per, 0)} \\cdot ${tex(volume.liters, 6)}} ${relation(molarity, 4) === '=' ? '=' : '\\approx'} ${tex(molarity, 4)}$ M.`,
    );
    answer = `**M ${relation(molarity, 4)} ${fmtResult(molarity, 4)} M** (la solución de ${formula(unknown)}, ${fmt(litersText(volume.liters, volume.unit), 4)} ${volume.unit})`;
  }
  return workedReply({
    title: 'Neutralización',
    data: [
      `${formula(acid)}: ${acid.volume ? `V = ${fmt(acid.volume.value, 4)} ${acid.volume.unit}` : 'V = ?'}, ${acid.molarity !== undefined ? `M = ${fmt(acid.molarity, 4)} M` : 'M = ?'}`,
      `${formula(base)}: ${base.volume ? `V = ${fmt(base.volume.value, 4)} ${base.volume.unit}` : 'V = ?'}, ${base.molarity !== undefined ? `M = ${fmt(base.molarity, 4)} M` : 'M = ?'}`,
    ].join('; '),
    steps,
    answer,
    closing: '¿Por qué se igualan los moles de H⁺ y de OH⁻, y no los moles de ácido y de base?',
  });
}
