import { at } from '../../../shared/lib/must.ts';
import type { Figure } from '../schema.ts';
import {
  arrow,
  type Bounds,
  clipSegment,
  dot,
  FONT_SIZE,
  figure,
  frameFor,
  labelNear,
  line,
  mid,
  num,
  type Point,
  palette,
  polygon,
  polyline,
  ring,
  scale,
  scaleGroup,
  sub,
  text,
} from './svg.ts';

/*
 * Axes and what is drawn on them: the engine under the motion graphs and the function graphs. Values
 * are in the plane (y up); ticks are the statement's own numbers where it gives them.
 */

export interface Axis {
  /** The axis' name with its unit, e.g. "t (s)". */
  label: string;
  min: number;
  max: number;
  /** The values marked on the axis; evenly spaced round numbers when absent. */
  ticks?: readonly number[];
}

export interface Series {
  points: readonly Point[];
  color?: string;
  dash?: boolean;
  /** A name written beside the series' last point (or the point at `labelAt`). */
  label?: string;
  labelAt?: number;
}

export interface Curve {
  f: (x: number) => number;
  from?: number;
  to?: number;
  color?: string;
  dash?: boolean;
  label?: string;
  /** Where along x the label goes (its end by default). */
  labelAtX?: number;
}

export interface Mark {
  at: Point;
  label?: string;
  /** Which way the label goes from the point, in the drawing (y down); up and to the right by default. */
  towards?: Point;
  /** Dashed lines from the point to both axes. */
  guides?: boolean;
  hollow?: boolean;
  /** No dot: only the guides and the label. */
  bare?: boolean;
  color?: string;
}

/** A vertical (x) or horizontal (y) line across the plot: an asymptote, an axis of symmetry, a level. */
export interface Level {
  x?: number;
  y?: number;
  label?: string;
  /** Where a vertical line's label goes (its foot by default). */
  labelAt?: 'top' | 'bottom';
}

export interface PlotSpec {
  title: string;
  alt: string;
  x: Axis;
  y: Axis;
  series?: readonly Series[];
  curves?: readonly Curve[];
  marks?: readonly Mark[];
  levels?: readonly Level[];
  /** Regions filled lightly (the area under a v(t) graph). */
  areas?: readonly (readonly Point[])[];
  arrows?: readonly PlotArrow[];
  /** The same scale on both axes (vectors, geometry); each axis fills the drawing otherwise. */
  sameScale?: boolean;
  /** A line written in the plot's top right corner (the function's formula). */
  caption?: string;
  width?: number;
  height?: number;
}

/** Round steps: 1, 2 or 5 times a power of ten, about `count` of them across `span`. */
export function niceTicks(min: number, max: number, count = 5): number[] {
  const raw = (max - min) / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((k) => k * power).find((s) => s >= raw) ?? raw;
  const ticks: number[] = [];
  for (let value = Math.ceil(min / step) * step; value <= max + step * 1e-9; value += step)
    ticks.push(Math.round(value / step) * step);
  return ticks;
}

/** Drops the points a straight line through their neighbours already passes within `tolerance` of (Ramer–Douglas–Peucker). */
function simplify(points: readonly Point[], tolerance: number): Point[] {
  if (points.length < 3) return [...points];
  const first = at(points, 0, 'point');
  const last = at(points, points.length - 1, 'point');
  const dx = last[0] - first[0];
  const dy = last[1] - first[1];
  const span = Math.hypot(dx, dy) || 1;
  let farthest = 0;
  let index = 0;
  points.forEach((p, i) => {
    const distance = Math.abs(dy * (p[0] - first[0]) - dx * (p[1] - first[1])) / span;
    if (distance > farthest) [farthest, index] = [distance, i];
  });
  if (farthest <= tolerance) return [first, last];
  return [
    ...simplify(points.slice(0, index + 1), tolerance).slice(0, -1),
    ...simplify(points.slice(index), tolerance),
  ];
}

/** A function sampled and cut to the plot: one run of points per piece that stays inside. */
export function sampleCurve(f: (x: number) => number, from: number, to: number, bounds: Bounds): Point[][] {
  const steps = 160;
  const runs: Point[][] = [];
  let run: Point[] = [];
  let previous: Point | undefined;
  const close = () => {
    if (run.length > 1) runs.push(run);
    run = [];
  };
  for (let i = 0; i <= steps; i++) {
    const x = from + ((to - from) * i) / steps;
    const y = f(x);
    const point: Point | undefined = Number.isFinite(y) ? [x, y] : undefined;
    // A jump (an asymptote) breaks the curve instead of joining the two branches.
    const jump = previous && point && Math.abs(point[1] - previous[1]) > 4 * (bounds.maxY - bounds.minY);
    if (previous && point && !jump) {
      const piece = clipSegment(previous, point, bounds);
      if (piece) {
        const last = run[run.length - 1];
        if (!last || last[0] !== piece[0][0] || last[1] !== piece[0][1]) {
          close();
          run.push(piece[0]);
        }
        run.push(piece[1]);
      } else close();
    } else close();
    previous = point;
  }
  close();
  return runs;
}

const MARGIN = { left: 44, right: 46, top: 30, bottom: 30 };

/** An arrow drawn on the axes (a vector), with an optional label at its tip. */
export interface PlotArrow {
  from: Point;
  to: Point;
  label?: string;
  color?: string;
  dash?: boolean;
  /** The label's side of the arrow, looking along it (left by default); 'tip' puts it past the tip. */
  side?: 'left' | 'right' | 'tip';
}

/** A graph: axes with their names and ticks, then areas, levels, series, curves, arrows and marked points. */
export function plot(spec: PlotSpec): Figure {
  const width = spec.width ?? 320;
  const height = spec.height ?? 230;
  const bounds: Bounds = { minX: spec.x.min, maxX: spec.x.max, minY: spec.y.min, maxY: spec.y.max };
  const frame = frameFor(
    bounds,
    {
      left: MARGIN.left,
      top: MARGIN.top,
      width: width - MARGIN.left - MARGIN.right,
      height: height - MARGIN.top - MARGIN.bottom,
    },
    spec.sameScale ?? false,
  );
  const [left, right, top, bottom] = [
    frame.x(bounds.minX),
    frame.x(bounds.maxX),
    frame.y(bounds.maxY),
    frame.y(bounds.minY),
  ];
  const originX = bounds.minX <= 0 && bounds.maxX >= 0 ? 0 : bounds.minX;
  const originY = bounds.minY <= 0 && bounds.maxY >= 0 ? 0 : bounds.minY;
  const axisY = frame.y(originY);
  const axisX = frame.x(originX);
  const parts: string[] = [];
  const labels: string[] = [];

  for (const area of spec.areas ?? [])
    parts.push(polygon(area.map(frame.point), { color: 'none', fill: '#dbe6ff', width: 0 }));

  // Axes, each an arrow a little beyond the data; the names at their ends.
  parts.push(arrow([left - 4, axisY], [right + 14, axisY], { width: 1.5 }));
  parts.push(arrow([axisX, bottom + 4], [axisX, top - 14], { width: 1.5 }));
  labels.push(text([right + 18, axisY + 5], spec.x.label));
  labels.push(text([axisX + 6, top - 10], spec.y.label));

  // The scale's values, in a group of their own (smaller): the only numbers a figure draws that a
  // statement need not give.
  const scaleLabels: string[] = [];
  const bothCross = originX === 0 && originY === 0;
  const xTicks = spec.x.ticks ?? niceTicks(bounds.minX, bounds.maxX);
  const yTicks = spec.y.ticks ?? niceTicks(bounds.minY, bounds.maxY);
  for (const value of xTicks) {
    if (value === originX && bothCross) continue;
    const x = frame.x(value);
    parts.push(line([x, axisY - 4], [x, axisY + 4], { color: palette.muted, width: 1.3 }));
    scaleLabels.push(text([x, axisY + 18], num(value, 4), { anchor: 'middle' }));
  }
  for (const value of yTicks) {
    if (value === originY && (bothCross || value === bounds.minY)) continue;
    const y = frame.y(value);
    parts.push(line([axisX - 4, y], [axisX + 4, y], { color: palette.muted, width: 1.3 }));
    scaleLabels.push(text([axisX - 7, y + 4], num(value, 4), { anchor: 'end' }));
  }
  if (bothCross) scaleLabels.push(text([axisX - 6, axisY + 16], '0', { anchor: 'end' }));
  if (scaleLabels.length) labels.push(scaleGroup(scaleLabels));

  for (const level of spec.levels ?? []) {
    const vertical = level.x !== undefined;
    const a: Point = vertical ? [frame.x(level.x ?? 0), top] : [left, frame.y(level.y ?? 0)];
    const b: Point = vertical ? [frame.x(level.x ?? 0), bottom] : [right, frame.y(level.y ?? 0)];
    parts.push(line(a, b, { color: palette.muted, dash: true, width: 1.5 }));
    if (level.label)
      labels.push(
        vertical
          ? level.labelAt === 'top'
            ? text([a[0] + 5, a[1] + 12], level.label, { color: palette.muted, size: 13 })
            : text([b[0] + 5, b[1] - 4], level.label, { color: palette.muted, size: 13 })
          : text([b[0], b[1] - 5], level.label, { color: palette.muted, size: 13, anchor: 'end' }),
      );
  }

  for (const series of spec.series ?? []) {
    const color = series.color ?? palette.blue;
    const points = series.points.map(frame.point);
    parts.push(polyline(points, { color, width: 2.6, dash: series.dash }));
    if (series.label) {
      const anchor = at(points, series.labelAt ?? points.length - 1, 'labelled point');
      labels.push(labelNear(anchor, [0.6, -1], series.label, { color, bold: true }));
    }
  }

  for (const curve of spec.curves ?? []) {
    const color = curve.color ?? palette.blue;
    const runs = sampleCurve(curve.f, curve.from ?? bounds.minX, curve.to ?? bounds.maxX, bounds);
    for (const run of runs)
      parts.push(polyline(simplify(run.map(frame.point), 0.35), { color, width: 2.6, dash: curve.dash }));
    const y = curve.labelAtX === undefined ? undefined : curve.f(curve.labelAtX);
    const at: Point | undefined =
      curve.labelAtX !== undefined &&
      y !== undefined &&
      Number.isFinite(y) &&
      y >= bounds.minY &&
      y <= bounds.maxY
        ? [curve.labelAtX, y]
        : runs.at(-1)?.at(-1);
    if (curve.label && at)
      labels.push(labelNear(frame.point(at), [-0.5, -1], curve.label, { color, bold: true }));
  }

  for (const item of spec.arrows ?? []) {
    const color = item.color ?? palette.blue;
    const from = frame.point(item.from);
    const to = frame.point(item.to);
    parts.push(arrow(from, to, { color, width: 2.6, dash: item.dash }));
    if (item.label) {
      const d = sub(to, from);
      const style = { color, bold: true };
      if (item.side === 'tip') labels.push(labelNear(to, d, item.label, style, 6));
      else {
        const left: Point = [d[1], -d[0]];
        labels.push(
          labelNear(mid(from, to), item.side === 'right' ? scale(left, -1) : left, item.label, style, 7),
        );
      }
    }
  }

  for (const mark of spec.marks ?? []) {
    const at = frame.point(mark.at);
    const color = mark.color ?? palette.ink;
    if (mark.guides) {
      parts.push(line(at, [at[0], axisY], { color: palette.muted, dash: '3 3', width: 1.3 }));
      parts.push(line(at, [axisX, at[1]], { color: palette.muted, dash: '3 3', width: 1.3 }));
    }
    if (!mark.bare) parts.push(mark.hollow ? ring(at, color) : dot(at, color));
    if (mark.label)
      labels.push(labelNear(at, mark.towards ?? [0.7, -1], mark.label, { size: FONT_SIZE - 1 }));
  }

  if (spec.caption)
    labels.push(text([width - 8, 16], spec.caption, { anchor: 'end', color: palette.blue, bold: true }));

  return figure({ title: spec.title, alt: spec.alt }, [...parts, ...labels]);
}
