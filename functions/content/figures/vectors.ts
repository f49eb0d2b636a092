import type { Figure } from '../schema.ts';
import { type Mark, niceTicks, type PlotArrow, plot } from './plot.ts';
import {
  add,
  arrow,
  figure,
  labelNear,
  line,
  num,
  type Point,
  palette,
  scale,
  sub,
  text,
  unit,
} from './svg.ts';

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
  const ends = spec.vectors.flatMap((v): Point[] => {
    const from = v.from ?? [0, 0];
    return [from, [from[0] + v.x, from[1] + v.y]];
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

/** Where the origin's "O" starts (from its baseline), and the middle of its box: beside the origin, three ways. */
const ORIGIN_LABEL_PLACES: readonly [start: Point, middle: Point][] = [
  [
    [-14, -4],
    [-9.5, -10.5],
  ],
  [
    [4, 18],
    [8.5, 11.5],
  ],
  [
    [-22, 8],
    [-17.5, 1.5],
  ],
];

/** The place for "O" farthest, in direction, from the axes and from every vector: a short vector's name never covers it. */
function originLabelOffset(tips: readonly Point[], origin: Point): Point {
  const directions = [unit(EX), EY, EZ, ...tips.map((tip) => unit(sub(tip, origin)))];
  const crowding = (middle: Point) =>
    Math.max(...directions.map((d) => unit(middle)[0] * d[0] + unit(middle)[1] * d[1]));
  const [best = [[-14, -4]] as const] = [...ORIGIN_LABEL_PLACES].sort(
    (a, b) => crowding(a[1]) - crowding(b[1]),
  );
  return best[0];
}

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
    // x's name goes under its arrow's end, not beyond it: a vector drawn along x's line never crosses it.
    labels.push(labelNear(end, name === 'x' ? [0.25, 1] : sub(end, origin), name, { italic: true }, 6));
  }
  labels.push(
    text(
      add(
        origin,
        originLabelOffset(
          spec.vectors.map((v) => project(v.x, v.y, v.z)),
          origin,
        ),
      ),
      'O',
    ),
  );
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
    labels.push(labelNear(tip, sub(tip, origin), v.label, { color, bold: true }, 6));
  });
  // Each vector's components go in a legend under the drawing, one a line: written at its tip, they set
  // the figure's width and shrank every label under what a phone's column can show (ADR 0083).
  const drawn = [...spec.vectors.map((v) => project(v.x, v.y, v.z)), ...axes.map(([end]) => end), origin];
  const left = Math.min(...drawn.map(([x]) => x));
  const bottom = Math.max(...drawn.map(([, y]) => y)) + 40;
  spec.vectors.forEach((v, i) => {
    const color = v.color ?? COLORS[i % COLORS.length] ?? palette.blue;
    labels.push(
      text([left, bottom + 22 * i], `${v.label} = (${num(v.x)}; ${num(v.y)}; ${num(v.z)})`, {
        color,
        bold: true,
      }),
    );
  });
  return figure({ title: spec.title ?? 'Vectores en el espacio', alt: spec.alt }, [...parts, ...labels]);
}
