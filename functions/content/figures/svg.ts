import { at } from '../../../shared/lib/must.ts';
import { round } from '../lib.ts';
import type { Figure } from '../schema.ts';

/*
 * The drawing primitives every figure of the bank is made of: strings of SVG, nothing that runs, in the
 * product's line-drawing style (a blueprint on white: ink lines, one blue for what the figure is about,
 * one warm colour for a second family, grey guides). Each kind of figure is a module beside this one.
 */

export type Point = readonly [x: number, y: number];

/** Colours readable on white (AA for text); ink follows the page's text colour where the SVG is inlined. */
export const palette = {
  ink: 'currentColor',
  /** What the figure is about: the forces, the curve, the rays. */
  blue: '#0b5cff',
  /** A second family: components, the image, a second series. */
  warm: '#c2410c',
  /** Guides, dashed helpers, axes' ticks. */
  muted: '#5b6472',
} as const;

/** The ink of the figure when nothing sets `color` (an image's SVG does not inherit the page's). */
const INK = '#14213d';
const FONT = 'system-ui, -apple-system, Segoe UI, Roboto, sans-serif';
export const FONT_SIZE = 14;

export interface Stroke {
  color?: string;
  width?: number;
  /** A dashed line (true: the usual dash). */
  dash?: boolean | string;
  fill?: string;
}

/** A coordinate as written in the SVG: one decimal, no "-0". */
export function n(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

const formats = new Map<number, Intl.NumberFormat>();

/** A number as a label reads: Argentine notation (as `fmtNum` writes it) and a true minus sign ("−2,5"). */
export function num(value: number, decimals = 2): string {
  // One formatter per precision: making one per label is most of a figure's cost.
  let format = formats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('es-AR', { maximumFractionDigits: decimals, useGrouping: true });
    formats.set(decimals, format);
  }
  return format.format(round(value, decimals)).replace('-', '−');
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function strokeAttributes({ color, width, dash, fill }: Stroke = {}): string {
  return [
    color && color !== palette.ink ? ` stroke="${color}"` : '',
    width !== undefined && width !== 2 ? ` stroke-width="${n(width)}"` : '',
    dash ? ` stroke-dasharray="${dash === true ? '5 4' : dash}"` : '',
    fill ? ` fill="${fill}"` : '',
  ].join('');
}

export const line = (a: Point, b: Point, stroke?: Stroke) =>
  `<line x1="${n(a[0])}" y1="${n(a[1])}" x2="${n(b[0])}" y2="${n(b[1])}"${strokeAttributes(stroke)}/>`;

const pointList = (points: readonly Point[]) => points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');

export const polyline = (points: readonly Point[], stroke?: Stroke) =>
  `<polyline points="${pointList(points)}"${strokeAttributes(stroke)}/>`;

export const polygon = (points: readonly Point[], stroke?: Stroke) =>
  `<polygon points="${pointList(points)}"${strokeAttributes(stroke)}/>`;

export const circle = (center: Point, r: number, stroke?: Stroke) =>
  `<circle cx="${n(center[0])}" cy="${n(center[1])}" r="${n(r)}"${strokeAttributes(stroke)}/>`;

export const path = (d: string, stroke?: Stroke) => `<path d="${d}"${strokeAttributes(stroke)}/>`;

/** A filled dot (a point of a graph, a focus). */
export const dot = (center: Point, color: string = palette.ink, r = 3.5) =>
  circle(center, r, { color, fill: color, width: 1 });

/** A hollow dot (an excluded end of an interval). */
export const ring = (center: Point, color: string = palette.ink, r = 4) =>
  circle(center, r, { color, fill: '#fff', width: 1.8 });

// Vector helpers, in the SVG's own coordinates.
export const add = (a: Point, b: Point): Point => [a[0] + b[0], a[1] + b[1]];
export const sub = (a: Point, b: Point): Point => [a[0] - b[0], a[1] - b[1]];
export const scale = (a: Point, k: number): Point => [a[0] * k, a[1] * k];
export const length = (a: Point) => Math.hypot(a[0], a[1]);
export const unit = (a: Point): Point => scale(a, 1 / (length(a) || 1));
export const normal = (a: Point): Point => [-a[1], a[0]];
export const mid = (a: Point, b: Point): Point => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
export const radians = (degrees: number) => (degrees * Math.PI) / 180;
/** A direction given in degrees the way a student reads it: counter-clockwise from the right, y up. */
export const direction = (degrees: number): Point => [
  Math.cos(radians(degrees)),
  -Math.sin(radians(degrees)),
];

/** Where a ray from `inside` in direction `d` leaves the convex polygon `shape`. */
export function exitPoint(shape: readonly Point[], inside: Point, d: Point): Point {
  let nearest = Number.POSITIVE_INFINITY;
  shape.forEach((a, i) => {
    const b = at(shape, (i + 1) % shape.length, 'vertex');
    const e = sub(b, a);
    const denominator = d[0] * e[1] - d[1] * e[0];
    if (Math.abs(denominator) < 1e-12) return;
    const w = sub(a, inside);
    const t = (w[0] * e[1] - w[1] * e[0]) / denominator;
    const u = (w[0] * d[1] - w[1] * d[0]) / denominator;
    if (t > 1e-9 && u >= -1e-9 && u <= 1 + 1e-9) nearest = Math.min(nearest, t);
  });
  return Number.isFinite(nearest) ? add(inside, scale(d, nearest)) : inside;
}

/** An arrow from `from` to `to`, its head filled; the shaft stops at the head so no line pokes through. */
export function arrow(from: Point, to: Point, stroke: Stroke = {}): string {
  const width = stroke.width ?? 2;
  const color = stroke.color ?? palette.ink;
  const along = unit(sub(to, from));
  const head = Math.min(6 + 2.5 * width, length(sub(to, from)) * 0.6);
  const base = sub(to, scale(along, head));
  const side = scale(normal(along), head * 0.42);
  return (
    line(from, add(base, scale(along, 1)), stroke) +
    polygon([to, add(base, side), sub(base, side)], { color, fill: color, width: 1 })
  );
}

export interface TextOptions {
  anchor?: 'start' | 'middle' | 'end';
  color?: string;
  size?: number;
  bold?: boolean;
  italic?: boolean;
}

/** A label; `at` is where its baseline starts (or its middle, or its end). */
export function text(at: Point, content: string, options: TextOptions = {}): string {
  const { anchor = 'start', color = palette.ink, size, bold, italic } = options;
  return `<text x="${n(at[0])}" y="${n(at[1])}" fill="${color}" stroke="none"${
    anchor === 'start' ? '' : ` text-anchor="${anchor}"`
  }${size ? ` font-size="${n(size)}"` : ''}${bold ? ' font-weight="bold"' : ''}${
    italic ? ' font-style="italic"' : ''
  }>${escapeXml(content)}</text>`;
}

/** The size of a scale's values (an axis' ticks), drawn in a group of their own. */
export const SCALE_SIZE = 13;

/** Groups an axis' values: smaller, and told apart from the data a statement gives (the tests read them so). */
export const scaleGroup = (labels: readonly string[]) =>
  `<g class="${SCALE_CLASS}" font-size="${SCALE_SIZE}">${labels.join('')}</g>`;

/** What marks a scale's group, whatever size its labels end up at. */
export const SCALE_CLASS = 'escala';

/** A label centred on a point (both ways), for labels placed around a shape. */
export const centredText = (at: Point, content: string, options: Omit<TextOptions, 'anchor'> = {}) =>
  text([at[0], at[1] + 0.35 * (options.size ?? FONT_SIZE)], content, { ...options, anchor: 'middle' });

/**
 * A label placed beside a point, away from it in `towards` (a direction in SVG coordinates), at
 * `gap` from it: to the right of a point it starts there, to its left it ends there.
 */
export function labelNear(point: Point, towards: Point, content: string, options: TextOptions = {}, gap = 8) {
  const d = unit(towards);
  const size = options.size ?? FONT_SIZE;
  const at = add(point, scale(d, gap));
  const anchor = d[0] > 0.35 ? 'start' : d[0] < -0.35 ? 'end' : 'middle';
  const baseline = at[1] + size * (0.35 + 0.5 * d[1]);
  return text([at[0], baseline], content, { ...options, anchor });
}

/** The arc that marks the angle at `vertex` between the rays towards `a` and `b` (the smaller one). */
export function angleArc(vertex: Point, a: Point, b: Point, r: number, stroke?: Stroke): string {
  const u = unit(sub(a, vertex));
  const v = unit(sub(b, vertex));
  const start = add(vertex, scale(u, r));
  const end = add(vertex, scale(v, r));
  const sweep = u[0] * v[1] - u[1] * v[0] > 0 ? 1 : 0;
  return path(
    `M${n(start[0])} ${n(start[1])}A${n(r)} ${n(r)} 0 0 ${sweep} ${n(end[0])} ${n(end[1])}`,
    stroke,
  );
}

/** Where an angle's label goes: on the bisector, beyond its arc. */
export function angleLabelAt(vertex: Point, a: Point, b: Point, distance: number): Point {
  const bisector = unit(add(unit(sub(a, vertex)), unit(sub(b, vertex))));
  return add(vertex, scale(bisector, distance));
}

/** The little square of a right angle at `vertex`, between the rays towards `a` and `b`. */
export function rightAngleMark(vertex: Point, a: Point, b: Point, size = 10, stroke?: Stroke): string {
  const u = scale(unit(sub(a, vertex)), size);
  const v = scale(unit(sub(b, vertex)), size);
  return polyline([add(vertex, u), add(add(vertex, u), v), add(vertex, v)], { width: 1.5, ...stroke });
}

/**
 * A dimension line (cota) beside the segment ab, `offset` away on the side `normal(b - a)` points to,
 * with end ticks and its label outside it.
 */
export function dimension(
  a: Point,
  b: Point,
  label: string,
  offset = 14,
  color: string = palette.muted,
  /** Where along the line its label goes (0 at a, 1 at b). */
  at = 0.5,
) {
  const side = scale(unit(normal(sub(b, a))), offset);
  const p = add(a, side);
  const q = add(b, side);
  const tick = scale(unit(side), 5);
  return [
    line(p, q, { color, width: 1.3 }),
    line(sub(p, tick), add(p, tick), { color, width: 1.3 }),
    line(sub(q, tick), add(q, tick), { color, width: 1.3 }),
    labelNear(add(p, scale(sub(q, p), at)), side, label, { color: palette.ink }, 6),
  ].join('');
}

/** The part of segment pq inside the bounds (Liang–Barsky), or undefined. */
export function clipSegment(p: Point, q: Point, b: Bounds): [Point, Point] | undefined {
  let t0 = 0;
  let t1 = 1;
  const dx = q[0] - p[0];
  const dy = q[1] - p[1];
  const edges: [number, number][] = [
    [-dx, p[0] - b.minX],
    [dx, b.maxX - p[0]],
    [-dy, p[1] - b.minY],
    [dy, b.maxY - p[1]],
  ];
  for (const [edge, distance] of edges) {
    if (edge === 0) {
      if (distance < 0) return undefined;
      continue;
    }
    const t = distance / edge;
    if (edge < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 > t1) return undefined;
  }
  return [
    [p[0] + t0 * dx, p[1] + t0 * dy],
    [p[0] + t1 * dx, p[1] + t1 * dy],
  ];
}

/** Maps a region of the plane (y up) onto a box of the drawing (y down). */
export interface Frame {
  x(value: number): number;
  y(value: number): number;
  point(p: Point): Point;
  /** Drawing units per unit of the plane, on each axis. */
  sx: number;
  sy: number;
}

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Bounds {
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

/** A frame for `bounds` in `box`; `sameScale` keeps shapes true (geometry), else each axis fills the box (graphs). */
export function frameFor(bounds: Bounds, box: Box, sameScale: boolean): Frame {
  const spanX = bounds.maxX - bounds.minX || 1;
  const spanY = bounds.maxY - bounds.minY || 1;
  let sx = box.width / spanX;
  let sy = box.height / spanY;
  let left = box.left;
  let top = box.top;
  if (sameScale) {
    const s = Math.min(sx, sy);
    left += (box.width - s * spanX) / 2;
    top += (box.height - s * spanY) / 2;
    sx = s;
    sy = s;
  }
  const x = (value: number) => left + (value - bounds.minX) * sx;
  const y = (value: number) => top + (bounds.maxY - value) * sy;
  return { x, y, point: ([px, py]) => [x(px), y(py)], sx, sy };
}

/** The bounds of some points, with a margin on every side. */
export function boundsOf(points: readonly Point[], margin = 0): Bounds {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return {
    minX: Math.min(...xs) - margin,
    maxX: Math.max(...xs) + margin,
    minY: Math.min(...ys) - margin,
    maxY: Math.max(...ys) + margin,
  };
}

/** Rough extent of a label: the system typeface's average advance is about 0.6 em. */
function textExtent(attributes: string, content: string, base = FONT_SIZE): Bounds {
  const value = (name: string, fallback = 0) =>
    Number(new RegExp(`\\b${name}="([-\\d.]+)"`).exec(attributes)?.[1] ?? fallback);
  const x = value('x');
  const y = value('y');
  const size = value('font-size', base);
  const chars = [...content.replace(/&[a-z]+;/g, '_')].length;
  const width = chars * size * (/font-weight/.test(attributes) ? 0.64 : 0.58);
  const anchor = /text-anchor="(middle|end)"/.exec(attributes)?.[1];
  const left = anchor === 'middle' ? x - width / 2 : anchor === 'end' ? x - width : x;
  return { minX: left, maxX: left + width, minY: y - size * 0.8, maxY: y + size * 0.25 };
}

/** Points along an elliptic arc (no rotation) from `p0` to `p1`, as SVG's arc command draws it. */
function arcPoints(p0: Point, rx: number, ry: number, large: boolean, sweep: boolean, p1: Point): Point[] {
  // In coordinates where the ellipse is a circle of radius rx, find its centre, then walk the arc.
  const k = rx / (ry || 1);
  const a: Point = [p0[0], p0[1] * k];
  const b: Point = [p1[0], p1[1] * k];
  const half = scale(sub(b, a), 0.5);
  const chord = length(half);
  const r = Math.max(rx, chord);
  const offset = Math.sqrt(Math.max(0, r * r - chord * chord));
  const side = large !== sweep ? 1 : -1;
  const centre = add(add(a, half), scale(unit(normal(half)), offset * side));
  const start = Math.atan2(a[1] - centre[1], a[0] - centre[0]);
  let end = Math.atan2(b[1] - centre[1], b[0] - centre[0]);
  if (sweep && end < start) end += 2 * Math.PI;
  if (!sweep && end > start) end -= 2 * Math.PI;
  return Array.from({ length: 17 }, (_, i): Point => {
    const t = start + ((end - start) * i) / 16;
    return [centre[0] + r * Math.cos(t), (centre[1] + r * Math.sin(t)) / k];
  });
}

/** The points a path passes through (its control points for curves), absolute commands only. */
function pathPoints(d: string): Point[] {
  const points: Point[] = [];
  let current: Point = [0, 0];
  for (const [, command = '', args = ''] of d.matchAll(/([MLQCSAZ])([^MLQCSAZ]*)/g)) {
    const values = args.match(/-?\d+(?:\.\d+)?/g)?.map(Number) ?? [];
    if (command === 'A') {
      for (let i = 0; i + 6 < values.length; i += 7) {
        const [rx, ry, , large, sweep, x, y] = values.slice(i, i + 7) as number[];
        const end: Point = [x as number, y as number];
        points.push(...arcPoints(current, rx as number, ry as number, large === 1, sweep === 1, end));
        current = end;
      }
    } else
      for (let i = 0; i + 1 < values.length; i += 2) {
        current = [at(values, i, 'coordinate'), at(values, i + 1, 'coordinate')];
        points.push(current);
      }
  }
  return points;
}

/** The region the drawing's parts cover: coordinates of shapes, estimated boxes of labels. */
export function extentOf(parts: readonly string[], baseSize = FONT_SIZE): Bounds {
  const svg = parts.join('');
  const boxes: Bounds[] = [];
  for (const [, attributes = '', content = ''] of svg.matchAll(/<text([^>]*)>([^<]*)<\/text>/g))
    boxes.push(textExtent(attributes, content, baseSize));
  const shapes = svg.replace(/<text[^>]*>[^<]*<\/text>/g, '');
  const points: Point[] = [];
  const pairs = (text: string) => {
    const values = text.match(/-?\d+(?:\.\d+)?/g)?.map(Number) ?? [];
    for (let i = 0; i + 1 < values.length; i += 2)
      points.push([at(values, i, 'coordinate'), at(values, i + 1, 'coordinate')]);
  };
  for (const [, list = ''] of shapes.matchAll(/points="([^"]*)"/g)) pairs(list);
  for (const [, x1, y1, x2, y2] of shapes.matchAll(
    /x1="([-\d.]+)" y1="([-\d.]+)" x2="([-\d.]+)" y2="([-\d.]+)"/g,
  ))
    points.push([Number(x1), Number(y1)], [Number(x2), Number(y2)]);
  for (const [, cx, cy, r] of shapes.matchAll(/cx="([-\d.]+)" cy="([-\d.]+)" r="([-\d.]+)"/g))
    points.push(
      [Number(cx) - Number(r), Number(cy) - Number(r)],
      [Number(cx) + Number(r), Number(cy) + Number(r)],
    );
  // Moves, lines and curves give their points; an arc gives its end point after its five parameters.
  for (const [, d = ''] of shapes.matchAll(/ d="([^"]*)"/g)) points.push(...pathPoints(d));
  for (const [, x, y, w, h] of shapes.matchAll(
    /<rect x="([-\d.]+)" y="([-\d.]+)" width="([\d.]+)" height="([\d.]+)"/g,
  ))
    points.push([Number(x), Number(y)], [Number(x) + Number(w), Number(y) + Number(h)]);
  if (points.length) boxes.push(boundsOf(points));
  return {
    minX: Math.min(...boxes.map((b) => b.minX)),
    maxX: Math.max(...boxes.map((b) => b.maxX)),
    minY: Math.min(...boxes.map((b) => b.minY)),
    maxY: Math.max(...boxes.map((b) => b.maxY)),
  };
}

/*
 * The ids the SVG's own name and description go by: an image's SVG is a document of its own, so the same
 * ids in every figure never meet; the root names both, as a screen reader reads an inlined SVG.
 */
export const TITLE_ID = 'figura-titulo';
export const DESC_ID = 'figura-descripcion';

/** The narrowest column a figure is shown in on a 360 px phone (measured: the review and the simulator, 280; an exercise, 288). */
export const PHONE_COLUMN = 280;
/** The least a label may measure there, in CSS pixels. */
export const LEAST_TEXT_PX = 11;

const MAX_GROWTH = 1.35;

/** A size to one decimal, rounded up: a grown label never comes out a hair under what it needs. */
const tenthUp = (value: number) => Math.ceil(value * 10 - 1e-9) / 10;

const fittedWidth = (box: Bounds) => Math.ceil(Math.max(MIN_WIDTH, box.maxX - box.minX + 2 * PAD));

/** How big a label of `size` units shows in that column, once a figure `width` units wide is scaled to fit it. */
export const shownSize = (size: number, width: number) => (size * Math.min(width, PHONE_COLUMN)) / width;

/**
 * The parts with their labels grown until the smallest reads at LEAST_TEXT_PX on a phone: a wide figure
 * is scaled down to the column, and its labels with it. The labels grow about their anchors; the
 * viewBox is fitted again each time, so a grown label is never cut.
 */
/** How much the smallest label of these parts must grow to read at LEAST_TEXT_PX on a phone (≤ 1: none). */
export function shortOfLegible(parts: readonly string[], size = FONT_SIZE): number {
  const sizes = [...parts.join('').matchAll(/font-size="([\d.]+)"/g)].map((m) => Number(m[1]));
  return LEAST_TEXT_PX / shownSize(Math.min(size, ...sizes), fittedWidth(extentOf(parts, size)));
}

function legible(parts: readonly string[]): { drawn: readonly string[]; size: number; box: Bounds } {
  let drawn = parts;
  let size = FONT_SIZE;
  let box = extentOf(drawn, size);
  for (let attempt = 0; attempt < 6; attempt++) {
    const sizes = [...drawn.join('').matchAll(/font-size="([\d.]+)"/g)].map((m) => Number(m[1]));
    const smallest = Math.min(size, ...sizes);
    const short = LEAST_TEXT_PX / shownSize(smallest, fittedWidth(box));
    // Past a third larger the labels crowd the drawing (and where labels set the width, growing them
    // cannot help): such a figure has to be laid out narrower instead, and the tests say which.
    if (short <= 1 || size >= MAX_GROWTH * FONT_SIZE) break;
    // A little over what is short: growing the labels widens the figure, which shrinks them again.
    const k = Math.min(short * 1.03, (MAX_GROWTH * FONT_SIZE) / size);
    drawn = drawn.map((part) =>
      part.replace(
        /font-size="([\d.]+)"/g,
        (_, value: string) => `font-size="${tenthUp(Number(value) * k)}"`,
      ),
    );
    size = tenthUp(size * k);
    box = extentOf(drawn, size);
  }
  return { drawn, size, box };
}

/** Below this width a figure is centred in a wider box, so every figure's lines and labels print at one size. */
export const MIN_WIDTH = 320;
const PAD = 6;

export interface FigureSpec {
  /** A short name: the SVG's <title>. */
  title: string;
  /** What the figure shows, in full: the SVG's <desc> and the figure's `alt`. */
  alt: string;
}

/**
 * A figure of the bank: a self-contained SVG whose viewBox is what it draws (labels included, so none is
 * cut), a <title> and a <desc>, ink lines and labels in the system's typeface, and its description as
 * `alt`. Width and height are the viewBox's, at one unit a pixel; the page scales it down to its column.
 */
export function figure({ title, alt }: FigureSpec, parts: readonly string[]): Figure {
  const { drawn, size, box } = legible(parts);
  const width = fittedWidth(box);
  const height = box.maxY - box.minY + 2 * PAD;
  const left = (box.minX + box.maxX) / 2 - width / 2;
  const top = box.minY - PAD;
  const w = Math.ceil(width);
  const h = Math.ceil(height);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${n(left)} ${n(top)} ${w} ${h}" width="${w}" height="${h}" role="img" aria-labelledby="${TITLE_ID} ${DESC_ID}" color="${INK}" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" font-family="${FONT}" font-size="${n(size)}">` +
    `<title id="${TITLE_ID}">${escapeXml(title)}</title><desc id="${DESC_ID}">${escapeXml(alt)}</desc>${drawn.join('')}</svg>`;
  return { svg, alt };
}

/**
 * A figure drawn by hand, before the library: its SVG gets the same name and description as a drawn one
 * (a <title>, a <desc> that is its `alt`, the root labelled by both), so every figure the bank serves is
 * described alike. Redrawing it with the library is the way to bring the rest of it in line.
 */
export function handDrawn({ title, alt }: FigureSpec, svg: string): Figure {
  const open = /^<svg\b[^>]*>/.exec(svg)?.[0];
  if (!open || /<title|<desc|aria-labelledby|role=/.test(svg))
    throw new Error(`figura dibujada a mano sin <svg> propio o ya descrita: ${title}`);
  const root = `${open.slice(0, -1)} role="img" aria-labelledby="${TITLE_ID} ${DESC_ID}">`;
  const described = `<title id="${TITLE_ID}">${escapeXml(title)}</title><desc id="${DESC_ID}">${escapeXml(alt)}</desc>`;
  return { svg: root + described + svg.slice(open.length), alt };
}
