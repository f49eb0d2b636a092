import type { Figure } from '../schema.ts';
import { type Mark, plot, type Series } from './plot.ts';
import { type Point, palette } from './svg.ts';

/*
 * Graphs made of straight pieces — position–time, velocity–time, a heating curve, a pressure–volume
 * path: the points the statement gives are the corners, and the axes are marked at exactly those values.
 */

export interface LineGraphSpec {
  title: string;
  alt: string;
  /** The axes' names with their units, e.g. "t (s)" and "v (m/s)". */
  x: string;
  y: string;
  /** Each line's corners (x, y) in order; a name when there is more than one. */
  lines: readonly { corners: readonly Point[]; name?: string }[];
  /** Corners not to mark on the axes (a value the statement asks for). */
  hide?: readonly Point[];
  /** Shade the area under the first line (the displacement of a v(t) graph). */
  area?: boolean;
  /** Extra points to mark, e.g. where two bodies meet (only when the statement gives it). */
  marks?: readonly Mark[];
  /** The axes start at zero even when no corner is there. */
  fromZero?: boolean;
  /** Mark the corners' values on each axis (both by default; off for a value the statement asks). */
  ticks?: { x?: boolean; y?: boolean };
}

const unique = (values: readonly number[]) =>
  [...new Set(values.map((v) => Math.round(v * 1e6) / 1e6))].sort((a, b) => a - b);

const same = (p: Point, q: Point) => Math.abs(p[0] - q[0]) < 1e-9 && Math.abs(p[1] - q[1]) < 1e-9;

const LINE_COLORS = [palette.blue, palette.warm, palette.ink];

export function lineGraph(spec: LineGraphSpec): Figure {
  const corners = spec.lines.flatMap((line) => line.corners);
  const shown = corners.filter((p) => !spec.hide?.some((h) => same(p, h)));
  const xs = corners.map((p) => p[0]);
  const ys = corners.map((p) => p[1]);
  const fromZero = spec.fromZero ?? true;
  const [minX, maxX] = [fromZero ? Math.min(0, ...xs) : Math.min(...xs), Math.max(...xs)];
  const [minY, maxY] = [fromZero ? Math.min(0, ...ys) : Math.min(...ys), Math.max(...ys)];
  const padY = (maxY - minY || 1) * 0.12;
  const padX = (maxX - minX || 1) * 0.08;
  const series: Series[] = spec.lines.map((line, i) => ({
    points: line.corners,
    color: LINE_COLORS[i % LINE_COLORS.length],
    dash: i === 1,
    ...(line.name ? { label: line.name } : {}),
  }));
  const first = spec.lines[0]?.corners ?? [];
  const base = Math.max(minY, Math.min(0, maxY));
  const areas =
    spec.area && first.length
      ? [
          [
            [first[0]?.[0] ?? 0, base] satisfies Point,
            ...first,
            [first.at(-1)?.[0] ?? 0, base] satisfies Point,
          ],
        ]
      : [];
  const origin: Point = [fromZero ? 0 : minX, fromZero ? 0 : minY];
  const bothTicks = spec.ticks?.x !== false && spec.ticks?.y !== false;
  const marks: Mark[] = [
    ...shown
      .filter((p) => !same(p, origin))
      .map((p) => ({ at: p, guides: bothTicks && p[0] !== origin[0] && p[1] !== origin[1] })),
    ...(spec.marks ?? []),
  ];
  return plot({
    title: spec.title,
    alt: spec.alt,
    x: {
      label: spec.x,
      min: fromZero ? minX : minX - padX,
      max: maxX + padX,
      ticks: spec.ticks?.x === false ? [] : unique(shown.map((p) => p[0])),
    },
    y: {
      label: spec.y,
      min: minY < 0 || !fromZero ? minY - padY : 0,
      max: maxY + padY,
      ticks: spec.ticks?.y === false ? [] : unique(shown.map((p) => p[1])),
    },
    series,
    areas,
    marks,
  });
}

const motion = {
  x: { label: 'x (m)', title: 'Gráfico posición-tiempo' },
  v: { label: 'v (m/s)', title: 'Gráfico velocidad-tiempo' },
  a: { label: 'a (m/s²)', title: 'Gráfico aceleración-tiempo' },
} as const;

export interface MotionGraphSpec extends Omit<LineGraphSpec, 'title' | 'x' | 'y' | 'lines' | 'fromZero'> {
  /** What is plotted against time. */
  quantity: keyof typeof motion;
  /** Each moving body's corners (t, value), in order of time; a name when there is more than one. */
  bodies: LineGraphSpec['lines'];
  title?: string;
}

/** x(t), v(t) or a(t) in SI units, time from zero. */
export function motionGraph({ quantity, bodies, title, ...rest }: MotionGraphSpec): Figure {
  return lineGraph({
    ...rest,
    title: title ?? motion[quantity].title,
    x: 't (s)',
    y: motion[quantity].label,
    lines: bodies,
  });
}
