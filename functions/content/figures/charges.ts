import type { Figure } from '../schema.ts';
import { centredText, circle, dimension, figure, line, type Point, palette, text } from './svg.ts';

/*
 * Point charges on a line: each a circle with its sign and value, and the distances between them.
 */

export interface PointCharge {
  /** Position along the line, in the statement's unit. */
  at: number;
  /** Its value as the statement writes it ("+2 μC", "q"). */
  label: string;
  /** Positive or negative (the circle's sign and colour). */
  sign: 1 | -1;
}

export interface ChargesSpec {
  charges: readonly PointCharge[];
  /** Distances marked under the line. */
  distances?: readonly { from: number; to: number; label: string }[];
  /** Positions named on the line (the origin, a point P). */
  marks?: readonly { at: number; label: string }[];
  alt: string;
  title?: string;
}

export function chargesFigure(spec: ChargesSpec): Figure {
  const positions = [...spec.charges.map((c) => c.at), ...(spec.marks ?? []).map((m) => m.at)];
  const [min, max] = [Math.min(...positions), Math.max(...positions)];
  const x = (at: number) => 60 + (200 * (at - min)) / (max - min || 1);
  const y = 80;
  const parts = [line([20, y], [300, y], { color: palette.muted, width: 1.3 })];
  const labels: string[] = [];
  for (const charge of spec.charges) {
    const color = charge.sign > 0 ? palette.warm : palette.blue;
    const centre: Point = [x(charge.at), y];
    parts.push(circle(centre, 15, { color, fill: '#fff', width: 2.4 }));
    labels.push(centredText(centre, charge.sign > 0 ? '+' : '−', { color, bold: true, size: 18 }));
    labels.push(text([centre[0], y - 24], charge.label, { anchor: 'middle', bold: true, color }));
  }
  for (const mark of spec.marks ?? []) {
    parts.push(line([x(mark.at), y - 5], [x(mark.at), y + 5], { width: 2 }));
    labels.push(text([x(mark.at), y + 30], mark.label, { anchor: 'middle', size: 13 }));
  }
  spec.distances?.forEach((d, i) => {
    const dy = y + (spec.marks?.length ? 46 : 30) + 24 * i;
    parts.push(dimension([x(d.from), dy], [x(d.to), dy], d.label, 0.01));
  });
  return figure({ title: spec.title ?? 'Cargas puntuales', alt: spec.alt }, [...parts, ...labels]);
}
