import { at } from '../../../shared/lib/must.ts';
import type { Figure } from '../schema.ts';
import type { LewisSpec, Side } from './lewis-spec.ts';
import { type MoleculeId, molecules } from './molecules.ts';
import {
  add,
  centredText,
  circle,
  figure,
  line,
  type Point,
  palette,
  scale,
  sub,
  text,
  unit,
} from './svg.ts';

/*
 * Lewis structures: atoms by their symbols on a small grid, bonds as one, two or three lines (the
 * bonding pairs), lone pairs as two dots on a side of the atom, an ion in brackets with its charge.
 */

const STEP = 62;
const ORIGIN: Point = [30, 30];
const SIDES: Record<Side, Point> = { n: [0, -1], s: [0, 1], e: [1, 0], w: [-1, 0] };
const ATOM_GAP = 13;
const PAIR_DISTANCE = 15;
const DOT = 2.6;

const place = ([x, y]: Point): Point => add(ORIGIN, [x * STEP, y * STEP]);

export function lewisStructure(spec: LewisSpec): Figure {
  const parts: string[] = [];
  const labels: string[] = [];
  const centres = spec.atoms.map((atom) => place(atom.at));
  const dots = (centre: Point, side: Side, count: 1 | 2, symbol: string) => {
    const d = SIDES[side];
    // A two-letter symbol is wider than tall: its side pairs sit further out.
    const distance = PAIR_DISTANCE + (d[0] !== 0 ? 5 * (symbol.length - 1) : 0);
    const pairCentre = add(centre, scale(d, distance));
    const along: Point = [d[1], d[0]];
    const offsets = count === 2 ? [-4, 4] : [0];
    for (const k of offsets)
      parts.push(
        circle(add(pairCentre, scale(along, k)), DOT, { color: 'none', fill: palette.blue, width: 0 }),
      );
  };
  for (const bond of spec.bonds ?? []) {
    const a = at(centres, bond.from, 'bond atom');
    const b = at(centres, bond.to, 'bond atom');
    const d = unit(sub(b, a));
    const start = add(a, scale(d, ATOM_GAP));
    const end = sub(b, scale(d, ATOM_GAP));
    const across: Point = [-d[1], d[0]];
    const offsets = bond.order === 1 ? [0] : bond.order === 2 ? [-3.5, 3.5] : [-5.5, 0, 5.5];
    for (const k of offsets)
      parts.push(
        line(add(start, scale(across, k)), add(end, scale(across, k)), { color: palette.blue, width: 2.2 }),
      );
  }
  spec.atoms.forEach((atom, i) => {
    const centre = at(centres, i, 'atom');
    labels.push(centredText(centre, atom.symbol, { bold: true, size: 18 }));
    for (const side of atom.lonePairs ?? []) dots(centre, side, 2, atom.symbol);
    for (const side of atom.singles ?? []) dots(centre, side, 1, atom.symbol);
    if (atom.charge) {
      const [x, y] = centre;
      const half = 24 + 5 * (atom.symbol.length - 1);
      parts.push(bracket([x - half, y - 24], [x + half, y + 24]));
      labels.push(text([x + half + 4, y - 20], atom.charge, { size: 13, bold: true }));
    }
  });
  if (spec.charge) {
    const xs = centres.map((c) => c[0]);
    const ys = centres.map((c) => c[1]);
    const topLeft: Point = [Math.min(...xs) - 26, Math.min(...ys) - 26];
    const bottomRight: Point = [Math.max(...xs) + 26, Math.max(...ys) + 26];
    parts.push(bracket(topLeft, bottomRight));
    labels.push(text([bottomRight[0] + 4, topLeft[1] + 4], spec.charge, { size: 14, bold: true }));
  }
  return figure({ title: spec.title ?? 'Estructura de Lewis', alt: spec.alt }, [...parts, ...labels]);
}

/** Square brackets around a box. */
function bracket([x1, y1]: Point, [x2, y2]: Point): string {
  const arm = 6;
  return (
    line([x1 + arm, y1], [x1, y1], { width: 1.6 }) +
    line([x1, y1], [x1, y2], { width: 1.6 }) +
    line([x1, y2], [x1 + arm, y2], { width: 1.6 }) +
    line([x2 - arm, y1], [x2, y1], { width: 1.6 }) +
    line([x2, y1], [x2, y2], { width: 1.6 }) +
    line([x2, y2], [x2 - arm, y2], { width: 1.6 })
  );
}

/** One of the molecules of `molecules.ts`, drawn. */
export function lewisOf(id: MoleculeId): Figure {
  const { name, ...structure } = molecules[id];
  return lewisStructure({ ...structure, title: `Estructura de Lewis: ${name}` });
}
