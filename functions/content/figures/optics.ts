import type { Figure } from '../schema.ts';
import {
  add,
  angleArc,
  angleLabelAt,
  arrow,
  type Bounds,
  centredText,
  clipSegment,
  dimension,
  dot,
  figure,
  frameFor,
  line,
  num,
  type Point,
  palette,
  path,
  polygon,
  radians,
  scale,
  text,
} from './svg.ts';

/*
 * Geometric optics: a thin lens or a spherical mirror on its principal axis with the object, the foci
 * and, when the statement gives it away no more than the drawing should, the image and two principal
 * rays, all placed by the lens (mirror) equation from the data; a plane mirror and a refraction at an
 * interface with their angles.
 */

export interface LensSpec {
  kind: 'convergente' | 'divergente';
  /** Focal length, a positive number in the statement's unit. */
  focal: number;
  /** Object distance to the lens and object height, in the statement's units. */
  object: number;
  height: number;
  /** Draw the image and two principal rays (only when the statement does not ask where it is). */
  image?: boolean;
  alt: string;
  title?: string;
  /** The distance unit written on the dimension lines ("cm"). */
  unit?: string;
  /** Write the object's height beside it. */
  showHeight?: boolean;
}

/** Image distance and height by the thin-lens (or mirror) equation, real-is-positive: 1/p + 1/q = 1/f. */
export function imageOf(focal: number, object: number, height: number): { distance: number; height: number } {
  const distance = 1 / (1 / focal - 1 / object);
  return { distance, height: (-height * distance) / object };
}

const AXIS_COLOR = palette.muted;

/** A ray's segment cut to the drawing's box, so a steep ray does not stretch the figure. */
function rayIn(box: Bounds, a: Point, b: Point, stroke: { color: string; width: number; dash?: string }) {
  const piece = clipSegment(a, b, box);
  return piece ? line(piece[0], piece[1], stroke) : '';
}

function axisFrame(xs: readonly number[], heights: readonly number[]) {
  const reach = Math.max(...xs.map(Math.abs));
  const tallest = Math.max(...heights.map(Math.abs));
  const bounds: Bounds = {
    minX: Math.min(...xs) - 0.12 * reach,
    maxX: Math.max(...xs) + 0.12 * reach,
    minY: -tallest * 1.35,
    maxY: tallest * 1.35,
  };
  const frame = frameFor(bounds, { left: 0, top: 0, width: 300, height: 170 }, false);
  const box: Bounds = { minX: 0, maxX: 300, minY: 0, maxY: 170 };
  return { bounds, frame, box };
}

/** Extends the ray from `a` through `b` to the vertical line x = `toX`. */
const through = (a: Point, b: Point, toX: number): Point => [
  toX,
  a[1] + ((b[1] - a[1]) * (toX - a[0])) / (b[0] - a[0] || 1e-9),
];

export function thinLens(spec: LensSpec): Figure {
  const f = spec.kind === 'convergente' ? spec.focal : -spec.focal;
  const p = spec.object;
  const h = spec.height;
  const image = Number.isFinite(imageOf(f, p, h).distance) && p !== spec.focal ? imageOf(f, p, h) : undefined;
  const showImage = spec.image && image !== undefined;
  const xs = [-p, spec.focal, -spec.focal, ...(showImage && image ? [image.distance] : [])];
  const { bounds, frame, box } = axisFrame(xs, [h, ...(showImage && image ? [image.height] : [])]);
  const P = frame.point;
  const parts: string[] = [];
  const labels: string[] = [];
  const unit = spec.unit ?? 'cm';

  parts.push(line(P([bounds.minX, 0]), P([bounds.maxX, 0]), { color: AXIS_COLOR, dash: '6 4', width: 1.4 }));
  // The lens: a line with arrowheads out (converging) or in (diverging).
  const top = P([0, bounds.maxY * 0.92]);
  const bottom = P([0, bounds.minY * 0.92]);
  parts.push(line(top, bottom, { width: 2.4 }));
  const head = (at: Point, sign: 1 | -1) =>
    polygon([at, add(at, [-6, 9 * sign]), add(at, [6, 9 * sign])], { fill: palette.ink, width: 1 });
  if (spec.kind === 'convergente') parts.push(head(top, 1), head(bottom, -1));
  else parts.push(head(add(top, [0, 9]), -1), head(add(bottom, [0, -9]), 1));

  for (const [x, name] of [
    [-spec.focal, 'F'],
    [spec.focal, 'F′'],
  ] as const) {
    parts.push(dot(P([x, 0]), palette.ink, 3.5));
    labels.push(centredText(add(P([x, 0]), [0, 16]), name, { bold: true }));
  }

  const objectTip = P([-p, h]);
  parts.push(arrow(P([-p, 0]), objectTip, { width: 3 }));
  labels.push(
    text(add(objectTip, [-6, -8]), spec.showHeight ? `${num(h)} ${unit}` : 'objeto', {
      anchor: 'middle',
      size: 13,
    }),
  );

  if (showImage && image) {
    const q = image.distance;
    const imageTip = P([q, image.height]);
    const virtual = q < 0;
    const rays = { color: palette.blue, width: 1.6 };
    const back = { color: palette.blue, width: 1.4, dash: '4 3' };
    // Ray parallel to the axis, refracted through F′ (or as if from F of a diverging lens).
    const atLens = P([0, h]);
    const focusAfter = P([f, 0]);
    const farX = bounds.maxX;
    const parallelOut = through(atLens, focusAfter, frame.x(farX));
    const afterLens = f > 0 ? parallelOut : through(focusAfter, atLens, frame.x(farX));
    parts.push(rayIn(box, objectTip, atLens, rays), rayIn(box, atLens, afterLens, rays));
    // Ray through the optical centre, undeviated.
    parts.push(rayIn(box, objectTip, through(objectTip, P([0, 0]), frame.x(farX)), rays));
    if (virtual) parts.push(rayIn(box, atLens, imageTip, back), rayIn(box, P([0, 0]), imageTip, back));
    parts.push(
      arrow(P([q, 0]), imageTip, { color: palette.warm, width: 3, ...(virtual ? { dash: '5 3' } : {}) }),
    );
    labels.push(
      text(add(imageTip, [0, image.height < 0 ? 18 : -8]), 'imagen', {
        anchor: 'middle',
        color: palette.warm,
        size: 13,
      }),
    );
  }

  const below = frame.y(bounds.minY) + 6;
  parts.push(dimension([P([-p, 0])[0], below], [P([0, 0])[0], below], `p = ${num(p)} ${unit}`, 8));
  parts.push(
    dimension(
      [P([0, 0])[0], below + 30],
      [P([spec.focal, 0])[0], below + 30],
      `f = ${num(spec.focal)} ${unit}`,
      8,
    ),
  );
  return figure({ title: spec.title ?? `Lente ${spec.kind}`, alt: spec.alt }, [...parts, ...labels]);
}

export interface MirrorSpec {
  kind: 'concavo' | 'convexo';
  focal: number;
  object: number;
  height: number;
  image?: boolean;
  alt: string;
  title?: string;
  unit?: string;
}

/** A spherical mirror facing left, the object in front of it; the centre C and focus F on the axis. */
export function sphericalMirror(spec: MirrorSpec): Figure {
  const f = spec.kind === 'concavo' ? spec.focal : -spec.focal;
  const p = spec.object;
  const h = spec.height;
  const image = p !== spec.focal ? imageOf(f, p, h) : undefined;
  const showImage = spec.image && image !== undefined && Number.isFinite(image.distance);
  // In the drawing the mirror is at x = 0 and "in front" is to the left (negative x).
  const xs = [-p, -f, -2 * f, 0, ...(showImage && image ? [-image.distance] : [])];
  const { bounds, frame, box } = axisFrame(xs, [h, ...(showImage && image ? [image.height] : [])]);
  const P = frame.point;
  const parts: string[] = [];
  const labels: string[] = [];
  const unit = spec.unit ?? 'cm';

  parts.push(line(P([bounds.minX, 0]), P([bounds.maxX, 0]), { color: AXIS_COLOR, dash: '6 4', width: 1.4 }));
  const top = P([0, bounds.maxY * 0.92]);
  const bottom = P([0, bounds.minY * 0.92]);
  // Concave toward the object: the edges bend to its side.
  const bend = spec.kind === 'concavo' ? -16 : 16;
  const [tx, ty] = top;
  const [bx, by] = bottom;
  parts.push(path(`M${tx + bend} ${ty}Q${tx - bend} ${(ty + by) / 2} ${bx + bend} ${by}`, { width: 2.6 }));
  for (let y = ty + 6; y < by; y += 14) {
    const t = (y - ty) / (by - ty);
    const x = tx + bend * (1 - 2 * t * (1 - t) * 2) + 2;
    parts.push(line([x, y], [x + 8, y - 6], { color: palette.muted, width: 1.1 }));
  }
  for (const [x, name] of [
    [-f, 'F'],
    [-2 * f, 'C'],
  ] as const) {
    parts.push(dot(P([x, 0]), palette.ink, 3.5));
    labels.push(centredText(add(P([x, 0]), [0, 16]), name, { bold: true }));
  }
  const objectTip = P([-p, h]);
  parts.push(arrow(P([-p, 0]), objectTip, { width: 3 }));
  labels.push(text(add(objectTip, [0, -8]), 'objeto', { anchor: 'middle', size: 13 }));
  if (showImage && image) {
    const q = image.distance;
    const imageTip = P([-q, image.height]);
    const rays = { color: palette.blue, width: 1.6 };
    const back = { color: palette.blue, width: 1.4, dash: '4 3' };
    const atMirror = P([0, h]);
    const vertex = P([0, 0]);
    const nearX = frame.x(bounds.minX);
    // Parallel ray reflected through F (or as if from F behind a convex mirror); ray to the vertex, reflected symmetric.
    const focus = P([-f, 0]);
    parts.push(rayIn(box, objectTip, atMirror, rays));
    parts.push(
      rayIn(box, atMirror, f > 0 ? through(atMirror, focus, nearX) : through(focus, atMirror, nearX), rays),
    );
    const mirrored: Point = [objectTip[0], 2 * vertex[1] - objectTip[1]];
    parts.push(
      rayIn(box, objectTip, vertex, rays),
      rayIn(box, vertex, through(vertex, mirrored, nearX), rays),
    );
    if (q < 0) parts.push(rayIn(box, atMirror, imageTip, back), rayIn(box, vertex, imageTip, back));
    if (f < 0) parts.push(rayIn(box, atMirror, focus, back));
    parts.push(
      arrow(P([-q, 0]), imageTip, { color: palette.warm, width: 3, ...(q < 0 ? { dash: '5 3' } : {}) }),
    );
    labels.push(
      text(add(imageTip, [0, image.height < 0 ? 18 : -8]), 'imagen', {
        anchor: 'middle',
        color: palette.warm,
        size: 13,
      }),
    );
  }
  const below = frame.y(bounds.minY) + 6;
  parts.push(dimension([P([-p, 0])[0], below], [P([0, 0])[0], below], `p = ${num(p)} ${unit}`, 8));
  const focusX = P([-f, 0])[0];
  const [left, right] = focusX < P([0, 0])[0] ? [focusX, P([0, 0])[0]] : [P([0, 0])[0], focusX];
  parts.push(dimension([left, below + 30], [right, below + 30], `f = ${num(spec.focal)} ${unit}`, 8));
  return figure(
    { title: spec.title ?? `Espejo ${spec.kind === 'concavo' ? 'cóncavo' : 'convexo'}`, alt: spec.alt },
    [...parts, ...labels],
  );
}

export interface RefractionSpec {
  /** Incidence angle from the normal, in degrees. */
  incidence: number;
  n1: number;
  n2: number;
  /** Names of the media, e.g. "aire" and "agua". */
  media?: readonly [string, string];
  /** Label of the refracted angle; its value when absent ("?" when the statement asks for it). */
  refractedLabel?: string;
  /** Write each medium's index (off when the statement asks for one). */
  showIndices?: boolean;
  alt: string;
  title?: string;
}

/** Snell's law: the refraction angle in degrees, or undefined past the critical angle. */
export function refractionAngle(incidence: number, n1: number, n2: number): number | undefined {
  const s = (n1 * Math.sin(radians(incidence))) / n2;
  return s > 1 ? undefined : (Math.asin(s) * 180) / Math.PI;
}

export function refraction(spec: RefractionSpec): Figure {
  const o: Point = [160, 120];
  const L = 100;
  const parts: string[] = [];
  const labels: string[] = [];
  // The optically denser medium is shaded.
  const [from, to] = spec.n2 >= spec.n1 ? [120, 230] : [10, 120];
  const shade: Point[] = [
    [20, from],
    [300, from],
    [300, to],
    [20, to],
  ];
  parts.push(polygon(shade, { color: 'none', fill: '#e6eeff', width: 0 }));
  parts.push(line([20, 120], [300, 120], { width: 2 }));
  parts.push(line([160, 10], [160, 230], { color: palette.muted, dash: '5 4', width: 1.4 }));
  labels.push(text([166, 22], 'normal', { color: palette.muted, size: 13 }));
  const incident: Point = add(
    o,
    scale([-Math.sin(radians(spec.incidence)), -Math.cos(radians(spec.incidence))], L),
  );
  parts.push(arrow(incident, o, { color: palette.blue, width: 2.6 }));
  parts.push(angleArc(o, [160, 10], incident, 34, { color: palette.blue, width: 1.6 }));
  labels.push(
    centredText(angleLabelAt(o, [160, 10], incident, 50), `${num(spec.incidence)}°`, {
      color: palette.blue,
      bold: true,
      size: 13,
    }),
  );
  const r = refractionAngle(spec.incidence, spec.n1, spec.n2);
  if (r === undefined) {
    const reflected = add(
      o,
      scale([Math.sin(radians(spec.incidence)), -Math.cos(radians(spec.incidence))], L),
    );
    parts.push(arrow(o, reflected, { color: palette.warm, width: 2.6 }));
    labels.push(text(add(reflected, [6, 4]), 'reflexión total', { color: palette.warm, size: 13 }));
  } else {
    const refracted = add(o, scale([Math.sin(radians(r)), Math.cos(radians(r))], L));
    parts.push(arrow(o, refracted, { color: palette.warm, width: 2.6 }));
    parts.push(angleArc(o, [160, 230], refracted, 34, { color: palette.warm, width: 1.6 }));
    labels.push(
      centredText(angleLabelAt(o, [160, 230], refracted, 52), spec.refractedLabel ?? `${num(r, 1)}°`, {
        color: palette.warm,
        bold: true,
        size: 13,
      }),
    );
  }
  const [top, bottom] = spec.media ?? ['medio 1', 'medio 2'];
  const index = (n: number) => (spec.showIndices === false ? '' : ` (n = ${num(n, 3)})`);
  labels.push(text([26, 108], `${top}${index(spec.n1)}`, { size: 13 }));
  labels.push(text([26, 222], `${bottom}${index(spec.n2)}`, { size: 13 }));
  return figure({ title: spec.title ?? 'Refracción de la luz', alt: spec.alt }, [...parts, ...labels]);
}

export interface PlaneMirrorSpec {
  /** Incidence angle from the normal, in degrees. */
  incidence: number;
  alt: string;
  title?: string;
  /** Label of the reflected angle (its value when absent). */
  reflectedLabel?: string;
}

/** A ray reflected by a plane mirror: the normal, the two rays and their equal angles. */
export function planeMirror(spec: PlaneMirrorSpec): Figure {
  const o: Point = [160, 150];
  const L = 110;
  const t = radians(spec.incidence);
  const parts: string[] = [line([40, 150], [280, 150], { width: 3 })];
  for (let x = 48; x <= 280; x += 14)
    parts.push(line([x, 152], [x - 8, 161], { color: palette.muted, width: 1.1 }));
  parts.push(line([160, 30], [160, 150], { color: palette.muted, dash: '5 4', width: 1.4 }));
  const from = add(o, scale([-Math.sin(t), -Math.cos(t)], L));
  const to = add(o, scale([Math.sin(t), -Math.cos(t)], L));
  parts.push(
    arrow(from, o, { color: palette.blue, width: 2.6 }),
    arrow(o, to, { color: palette.warm, width: 2.6 }),
  );
  parts.push(angleArc(o, [160, 30], from, 40, { color: palette.blue, width: 1.6 }));
  parts.push(angleArc(o, [160, 30], to, 48, { color: palette.warm, width: 1.6 }));
  const labels = [
    text([166, 40], 'normal', { color: palette.muted, size: 13 }),
    centredText(angleLabelAt(o, [160, 30], from, 58), `${num(spec.incidence)}°`, {
      color: palette.blue,
      bold: true,
      size: 13,
    }),
    centredText(angleLabelAt(o, [160, 30], to, 66), spec.reflectedLabel ?? `${num(spec.incidence)}°`, {
      color: palette.warm,
      bold: true,
      size: 13,
    }),
    text([44, 178], 'espejo plano', { size: 13 }),
  ];
  return figure({ title: spec.title ?? 'Reflexión en un espejo plano', alt: spec.alt }, [
    ...parts,
    ...labels,
  ]);
}
