import type { Figure } from '../schema.ts';
import {
  add,
  arrow,
  centredText,
  circle,
  direction,
  figure,
  line,
  num,
  type Point,
  palette,
  scale,
  scaleGroup,
  text,
} from './svg.ts';

/*
 * The atom as the course draws it: Bohr's model (a nucleus with its protons and neutrons, electrons on
 * circular levels) and the energy levels of hydrogen with a jump between two of them.
 */

export interface BohrAtomSpec {
  protons: number;
  neutrons: number;
  /** Electrons on each level, from the innermost. */
  shells: readonly number[];
  symbol?: string;
  alt: string;
  title?: string;
}

export function bohrAtom(spec: BohrAtomSpec): Figure {
  const centre: Point = [160, 130];
  const parts: string[] = [circle(centre, 24, { fill: '#fde7d9', color: palette.warm, width: 2 })];
  const labels: string[] = [
    centredText(add(centre, [0, -6]), `${spec.protons} p⁺`, { size: 13, bold: true }),
    centredText(add(centre, [0, 9]), `${spec.neutrons} n`, { size: 13, bold: true }),
  ];
  spec.shells.forEach((count, i) => {
    const r = 42 + 24 * i;
    parts.push(circle(centre, r, { color: palette.muted, width: 1.3 }));
    for (let k = 0; k < count; k++) {
      const at = add(centre, scale(direction(90 + (360 * k) / count + 12 * i), r));
      parts.push(circle(at, 4.5, { color: palette.blue, fill: palette.blue, width: 1 }));
    }
    labels.push(text([centre[0] + 120, 60 + 20 * i], `n = ${i + 1}: ${count} e⁻`, { size: 13 }));
  });
  const electrons = spec.shells.reduce((a, b) => a + b, 0);
  if (spec.symbol) labels.push(text([20, 24], spec.symbol, { size: 18, bold: true }));
  labels.push(text([20, 44], `${electrons} e⁻`, { size: 13, color: palette.blue }));
  return figure({ title: spec.title ?? 'Modelo atómico de Bohr', alt: spec.alt }, [...parts, ...labels]);
}

export interface EnergyLevelsSpec {
  /** Energy of each level n = 1, 2, … in eV (negative). */
  levels: readonly number[];
  /** A jump between two levels (numbers n): down emits, up absorbs. */
  jump?: { from: number; to: number };
  /** Write each level's energy beside it (off when the statement asks for one of them). */
  showEnergies?: boolean;
  alt: string;
  title?: string;
}

/** Levels drawn to scale in energy, each labelled with n and its energy; the jump as an arrow. */
export function energyLevels(spec: EnergyLevelsSpec): Figure {
  const lowest = Math.min(...spec.levels);
  const y = (energy: number) => 8 + 200 * (energy / lowest);
  const parts: string[] = [];
  const labels: string[] = [];
  // Lines at their true energies; labels pushed apart where the upper levels crowd together. The
  // levels' names are the diagram's scale.
  const levelNames: string[] = [];
  let previous = Number.POSITIVE_INFINITY;
  spec.levels.forEach((energy, i) => {
    parts.push(line([80, y(energy)], [240, y(energy)], { width: 2 }));
    const at = Math.min(y(energy) + 4, previous - 13);
    previous = at;
    levelNames.push(text([74, at], `n = ${i + 1}`, { anchor: 'end' }));
    if (spec.showEnergies ?? true) labels.push(text([246, at], `${num(energy)} eV`, { size: 13 }));
  });
  parts.push(line([80, 8], [240, 8], { color: palette.muted, dash: true, width: 1.2 }));
  if (spec.showEnergies ?? true)
    labels.push(text([246, Math.min(12, previous - 13)], '0 eV', { size: 13, color: palette.muted }));
  labels.push(scaleGroup(levelNames));
  if (spec.jump) {
    const from = spec.levels[spec.jump.from - 1];
    const to = spec.levels[spec.jump.to - 1];
    if (from !== undefined && to !== undefined) {
      const emits = to < from;
      const color = emits ? palette.warm : palette.blue;
      parts.push(arrow([160, y(from)], [160, y(to)], { color, width: 2.6 }));
      labels.push(
        text([168, (y(from) + y(to)) / 2 + 4], emits ? 'emite un fotón' : 'absorbe un fotón', {
          color,
          size: 13,
          bold: true,
        }),
      );
    }
  }
  return figure({ title: spec.title ?? 'Niveles de energía del átomo', alt: spec.alt }, [
    ...parts,
    ...labels,
  ]);
}
