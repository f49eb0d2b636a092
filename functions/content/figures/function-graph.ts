import type { Figure } from '../schema.ts';
import { type Curve, type Level, type Mark, plot } from './plot.ts';
import { num, type Point, palette } from './svg.ts';

/*
 * Graphs of functions of x: any function sampled on a window, and the parabola with what a student
 * looks for in it (roots, vertex, axis of symmetry, where it cuts the y axis) computed from a, b and c.
 */

export interface FunctionGraphSpec {
  title?: string;
  alt: string;
  curves: readonly Curve[];
  x: readonly [min: number, max: number];
  y: readonly [min: number, max: number];
  marks?: readonly Mark[];
  levels?: readonly Level[];
  caption?: string;
  ticks?: { x?: readonly number[]; y?: readonly number[] };
  height?: number;
}

export function functionGraph(spec: FunctionGraphSpec): Figure {
  return plot({
    title: spec.title ?? 'Gráfico de una función',
    alt: spec.alt,
    x: { label: 'x', min: spec.x[0], max: spec.x[1], ...(spec.ticks?.x ? { ticks: spec.ticks.x } : {}) },
    y: { label: 'y', min: spec.y[0], max: spec.y[1], ...(spec.ticks?.y ? { ticks: spec.ticks.y } : {}) },
    curves: spec.curves,
    marks: spec.marks ?? [],
    levels: spec.levels ?? [],
    ...(spec.caption ? { caption: spec.caption } : {}),
    ...(spec.height ? { height: spec.height } : {}),
  });
}

/** A point as the bank writes it: "(−1; 0)". */
export const pointLabel = ([x, y]: Point) => `(${num(x)}; ${num(y)})`;

/** The real roots of ax² + bx + c, smaller first. */
export function quadraticRoots(a: number, b: number, c: number): number[] {
  const discriminant = b * b - 4 * a * c;
  if (discriminant < 0) return [];
  if (discriminant === 0) return [-b / (2 * a)];
  const r = Math.sqrt(discriminant);
  return [(-b - r) / (2 * a), (-b + r) / (2 * a)].sort((p, q) => p - q);
}

export interface ParabolaSpec {
  a: number;
  b: number;
  c: number;
  alt: string;
  title?: string;
  /** The formula as the statement writes it, drawn beside the curve. */
  label?: string;
  /** What to mark with its coordinates; a point the statement asks for stays unmarked. */
  show?: { roots?: boolean; vertex?: boolean; axis?: boolean; yIntercept?: boolean };
}

/** The window that shows the vertex, the roots and the y intercept with some room around them. */
function parabolaWindow(a: number, b: number, c: number) {
  const xv = -b / (2 * a);
  const yv = c - (b * b) / (4 * a);
  const roots = quadraticRoots(a, b, c);
  const xs = [xv, 0, ...roots];
  const half = Math.max(2, ...xs.map((x) => Math.abs(x - xv))) * 1.35;
  const minX = Math.min(xv - half, -1);
  const maxX = Math.max(xv + half, 1);
  const f = (x: number) => a * x * x + b * x + c;
  const ys = [yv, c, 0, f(minX), f(maxX)];
  // The branches are cut where they leave the window; keep it tall enough to see the shape.
  const far = a > 0 ? Math.min(Math.max(...ys), yv + Math.abs(a) * half * half) : yv;
  const near = a > 0 ? yv : Math.max(Math.min(...ys), yv - Math.abs(a) * half * half);
  const low = Math.min(near, far, 0);
  const high = Math.max(near, far, 0);
  const pad = (high - low || 2) * 0.12;
  return { x: [minX, maxX] as const, y: [low - pad, high + pad] as const };
}

export function parabolaGraph(spec: ParabolaSpec): Figure {
  const { a, b, c } = spec;
  const f = (x: number) => a * x * x + b * x + c;
  const show = spec.show ?? {};
  const window = parabolaWindow(a, b, c);
  const vertex: Point = [-b / (2 * a), f(-b / (2 * a))];
  const marks: Mark[] = [];
  if (show.roots)
    for (const root of quadraticRoots(a, b, c))
      marks.push({
        at: [root, 0],
        label: pointLabel([root, 0]),
        towards: [root < vertex[0] ? -0.8 : 0.8, a > 0 ? 1 : -1],
      });
  if (show.vertex)
    marks.push({
      at: vertex,
      label: `V ${pointLabel(vertex)}`,
      towards: [0.6, a > 0 ? 1 : -1],
      color: palette.warm,
    });
  if (show.yIntercept && Math.abs(vertex[0]) > 1e-9)
    marks.push({ at: [0, c], label: pointLabel([0, c]), towards: [-1, -0.2] });
  return functionGraph({
    title: spec.title ?? 'Gráfico de una parábola',
    alt: spec.alt,
    curves: [{ f }],
    ...(spec.label ? { caption: spec.label } : {}),
    x: window.x,
    y: window.y,
    marks,
    // The axis' name away from the vertex, so the two labels never meet.
    levels: show.axis
      ? [{ x: vertex[0], label: `x = ${num(vertex[0])}`, labelAt: a > 0 ? 'top' : 'bottom' }]
      : [],
  });
}

export interface PointsGraphSpec {
  /** Points of the plane with their names; each is labelled with its name and coordinates. */
  points: readonly { at: Point; name: string }[];
  /** Segments between points, by their indices; a closed polygon when `closed`. */
  join?: readonly (readonly [number, number])[];
  closed?: boolean;
  alt: string;
  title?: string;
}

/** Points of the plane on axes at one scale, named with their coordinates, joined where asked. */
export function pointsGraph(spec: PointsGraphSpec): Figure {
  const xs = [0, ...spec.points.map((p) => p.at[0])];
  const ys = [0, ...spec.points.map((p) => p.at[1])];
  const pad = Math.max(
    1,
    0.2 * Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)),
  );
  const joins = spec.closed
    ? spec.points.map((_, i) => [i, (i + 1) % spec.points.length] as const)
    : (spec.join ?? []);
  const centre: Point = [
    spec.points.reduce((sum, p) => sum + p.at[0], 0) / spec.points.length,
    spec.points.reduce((sum, p) => sum + p.at[1], 0) / spec.points.length,
  ];
  return plot({
    title: spec.title ?? 'Puntos en el plano',
    alt: spec.alt,
    x: { label: 'x', min: Math.min(...xs) - pad, max: Math.max(...xs) + pad },
    y: { label: 'y', min: Math.min(...ys) - pad, max: Math.max(...ys) + pad },
    sameScale: true,
    height: 260,
    series: joins.map(([a, b]) => ({
      points: [spec.points[a]?.at ?? [0, 0], spec.points[b]?.at ?? [0, 0]],
      color: palette.blue,
    })),
    marks: spec.points.map((p) => ({
      at: p.at,
      label: `${p.name} ${pointLabel(p.at)}`,
      // Away from the middle of the figure, so labels stay off the segments.
      towards: [p.at[0] >= centre[0] ? 0.8 : -0.8, p.at[1] >= centre[1] ? -1 : 1] satisfies Point,
      color: palette.blue,
    })),
  });
}
