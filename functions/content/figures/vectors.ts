import type { Figure } from '../schema.ts';
import { type Mark, niceTicks, type PlotArrow, plot } from './plot.ts';
import { add, arrow, figure, labelNear, line, num, type Point, palette, scale, sub, text } from './svg.ts';

/*
 * Vectors: in the plane on axes at one scale (components dashed when asked, tip to tail for a sum), and
 * in space as an oblique sketch of three axes.
 */

export interface PlaneVector {
  x: number;
  y: number;
  label: string;
  /** Where it starts (the origin by default): tip to tail for a sum. */
  from?: Point;
  color?: string;
  /** Dashed lines from its tip to the axes, which are marked at its components. */
  components?: boolean;
  /** The label's side, looking along the arrow (left by default). */
  side?: 'left' | 'right' | 'tip';
}

export interface PlaneVectorsSpec {
  vectors: readonly PlaneVector[];
  alt: string;
  title?: string;
  /** The axes' names; "x" and "y" by default. */
  axes?: readonly [string, string];
}

const COLORS = [palette.blue, palette.warm, palette.ink];

export function planeVectors(spec: PlaneVectorsSpec): Figure {
  const ends = spec.vectors.flatMap((v) => {
    const from = v.from ?? [0, 0];
    return [from, [from[0] + v.x, from[1] + v.y] as Point];
  });
  const xs = [0, ...ends.map((p) => p[0])];
  const ys = [0, ...ends.map((p) => p[1])];
  const span = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys), 1);
  const pad = span * 0.15;
  const x = { min: Math.min(...xs) - (Math.min(...xs) < 0 ? pad : 0), max: Math.max(...xs) + pad };
  const y = { min: Math.min(...ys) - (Math.min(...ys) < 0 ? pad : 0), max: Math.max(...ys) + pad };
  const arrows: PlotArrow[] = [];
  const marks: Mark[] = [];
  spec.vectors.forEach((v, i) => {
    const from = v.from ?? [0, 0];
    const tip: Point = [from[0] + v.x, from[1] + v.y];
    const color = v.color ?? COLORS[i % COLORS.length];
    if (v.components) marks.push({ at: tip, guides: true, bare: true });
    arrows.push({
      from,
      to: tip,
      label: v.label,
      ...(color ? { color } : {}),
      ...(v.side ? { side: v.side } : {}),
    });
  });
  // Ticks at round values at the same step on both axes, and at every component shown.
  const step = niceTicks(0, span, 4);
  const stepSize = (step[1] ?? 1) - (step[0] ?? 0);
  const components = (axis: 0 | 1) =>
    spec.vectors.filter((v) => v.components).map((v) => (v.from?.[axis] ?? 0) + (axis === 0 ? v.x : v.y));
  const ticks = (min: number, max: number, axis: 0 | 1) => {
    const round = niceTicks(min, max, Math.max(2, Math.round((max - min) / stepSize)));
    const own = components(axis);
    return own.length ? [...new Set([...own, 0])].filter((t) => t !== 0 || round.includes(0)) : round;
  };
  return plot({
    title: spec.title ?? 'Vectores en el plano',
    alt: spec.alt,
    x: { label: spec.axes?.[0] ?? 'x', ...x, ticks: ticks(x.min, x.max, 0) },
    y: { label: spec.axes?.[1] ?? 'y', ...y, ticks: ticks(y.min, y.max, 1) },
    arrows,
    marks,
    sameScale: true,
    height: 260,
  });
}

export interface SpaceVector {
  x: number;
  y: number;
  z: number;
  label: string;
  color?: string;
  /** Dashed lines from the tip down to the xy plane and along to the axes. */
  guides?: boolean;
}

export interface SpaceVectorsSpec {
  vectors: readonly SpaceVector[];
  alt: string;
  title?: string;
}

/** Cabinet projection: y to the right, z up, x towards the reader (down and to the left, half length). */
const EX: Point = [-0.42, 0.42];
const EY: Point = [1, 0];
const EZ: Point = [0, -1];

export function spaceVectors(spec: SpaceVectorsSpec): Figure {
  const largest = Math.max(1, ...spec.vectors.flatMap((v) => [Math.abs(v.x), Math.abs(v.y), Math.abs(v.z)]));
  const unitLength = 110 / largest;
  const origin: Point = [150, 150];
  const project = (x: number, y: number, z: number): Point =>
    add(origin, scale(add(add(scale(EX, x), scale(EY, y)), scale(EZ, z)), unitLength));
  const parts: string[] = [];
  const labels: string[] = [];
  const axisLength = largest * 1.3;
  const axes: [Point, string][] = [
    [project(axisLength, 0, 0), 'x'],
    [project(0, axisLength, 0), 'y'],
    [project(0, 0, axisLength), 'z'],
  ];
  for (const [end, name] of axes) {
    parts.push(arrow(origin, end, { width: 1.5 }));
    labels.push(labelNear(end, sub(end, origin), name, { italic: true }, 6));
  }
  labels.push(text(add(origin, [-14, -4]), 'O', { size: 13 }));
  spec.vectors.forEach((v, i) => {
    const tip = project(v.x, v.y, v.z);
    const color = v.color ?? COLORS[i % COLORS.length] ?? palette.blue;
    if (v.guides) {
      const foot = project(v.x, v.y, 0);
      const guide = { color: palette.muted, dash: '3 3', width: 1.2 };
      parts.push(
        line(tip, foot, guide),
        line(foot, project(v.x, 0, 0), guide),
        line(foot, project(0, v.y, 0), guide),
      );
    }
    parts.push(arrow(origin, tip, { color, width: 2.6 }));
    labels.push(
      labelNear(
        tip,
        sub(tip, origin),
        `${v.label} = (${num(v.x)}; ${num(v.y)}; ${num(v.z)})`,
        { color, bold: true },
        6,
      ),
    );
  });
  return figure({ title: spec.title ?? 'Vectores en el espacio', alt: spec.alt }, [...parts, ...labels]);
}
