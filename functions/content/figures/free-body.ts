import type { Figure } from '../schema.ts';
import {
  add,
  arrow,
  centredText,
  direction,
  exitPoint,
  figure,
  labelNear,
  line,
  type Point,
  palette,
  polygon,
  scale,
} from './svg.ts';

/*
 * A free-body diagram: the body as a block, each force an arrow leaving it in its true direction, its
 * length in proportion to its size when the sizes are known.
 */

export interface Force {
  label: string;
  /** Degrees counter-clockwise from the right: 90 is up, 270 is down. */
  angle: number;
  /** Relative size, 1 the largest drawn; equal when absent. */
  size?: number;
  color?: string;
}

export interface FreeBodySpec {
  forces: readonly Force[];
  alt: string;
  title?: string;
  /** Written inside the block, e.g. "5 kg". */
  body?: string;
  /** The block rests on a horizontal floor (drawn under it, hatched). */
  floor?: boolean;
}

const CENTRE: Point = [160, 125];
const BLOCK = { w: 76, h: 52 };
const LONGEST = 80;

export function freeBodyDiagram(spec: FreeBodySpec): Figure {
  const parts: string[] = [];
  const labels: string[] = [];
  const [cx, cy] = CENTRE;
  const block: Point[] = [
    [cx - BLOCK.w / 2, cy - BLOCK.h / 2],
    [cx + BLOCK.w / 2, cy - BLOCK.h / 2],
    [cx + BLOCK.w / 2, cy + BLOCK.h / 2],
    [cx - BLOCK.w / 2, cy + BLOCK.h / 2],
  ];
  if (spec.floor) {
    const y = cy + BLOCK.h / 2;
    parts.push(line([40, y], [280, y]));
    for (let x = 52; x <= 280; x += 16)
      parts.push(line([x, y + 1], [x - 9, y + 10], { color: palette.muted, width: 1.2 }));
  }
  parts.push(polygon(block, { fill: '#f1f5f9' }));
  if (spec.body) labels.push(centredText(CENTRE, spec.body, { bold: true }));
  const largest = Math.max(...spec.forces.map((f) => f.size ?? 1));
  for (const force of spec.forces) {
    const d = direction(force.angle);
    const from = exitPoint(block, CENTRE, d);
    const tip = add(from, scale(d, 30 + (LONGEST - 30) * ((force.size ?? 1) / largest)));
    const color = force.color ?? palette.blue;
    parts.push(arrow(from, tip, { color, width: 2.6 }));
    labels.push(labelNear(tip, d, force.label, { color, bold: true }, 6));
  }
  return figure({ title: spec.title ?? 'Diagrama de cuerpo libre', alt: spec.alt }, [...parts, ...labels]);
}
