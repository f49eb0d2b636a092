import { at } from '../../../shared/lib/must.ts';
import type { Figure } from '../schema.ts';
import {
  add,
  angleArc,
  angleLabelAt,
  boundsOf,
  centredText,
  dot,
  figure,
  labelNear,
  line,
  mid,
  normal,
  type Point,
  palette,
  polygon,
  radians,
  rightAngleMark,
  scale,
  sub,
  unit,
} from './svg.ts';

/*
 * Triangles and other polygons drawn to scale from their data: vertices named, sides and angles
 * labelled as the statement names them (a value, a letter, "x" or "?"), right angles squared.
 */

export interface PolygonSpec {
  /** Vertices in the plane (y up), in order around the shape. */
  vertices: readonly Point[];
  alt: string;
  title?: string;
  /** Vertex names, e.g. ["A", "B", "C"]. */
  names?: readonly string[];
  /** Side i joins vertex i and vertex i + 1. */
  sides?: readonly (string | undefined)[];
  /** The angle at vertex i. */
  angles?: readonly (string | undefined)[];
  /** Vertices with a right angle. */
  rightAngles?: readonly number[];
  /** Segments inside (a height, a diagonal), dashed unless `solid`, with an optional label at their middle. */
  segments?: readonly { from: Point; to: Point; label?: string; solid?: boolean }[];
  /** Named points that are not vertices (on a side), with a dot. */
  points?: readonly { at: Point; name: string }[];
  /** Free labels at points of the plane (a part of a side), e.g. "3 cm". */
  notes?: readonly { at: Point; text: string }[];
  /** The drawing's longest side, in pixels. */
  size?: number;
}

export function polygonFigure(spec: PolygonSpec): Figure {
  const size = spec.size ?? 250;
  const bounds = boundsOf(spec.vertices);
  const longest = Math.max(bounds.maxX - bounds.minX, bounds.maxY - bounds.minY);
  // One scale on both axes: a flat shape stays flat instead of being stretched.
  const k = size / longest;
  const toDrawing = ([x, y]: Point): Point => [(x - bounds.minX) * k, (bounds.maxY - y) * k];
  const p = spec.vertices.map(toDrawing);
  const centre = scale(
    p.reduce<Point>((sum, v) => add(sum, v), [0, 0]),
    1 / p.length,
  );
  const parts: string[] = [polygon(p, { fill: '#f1f5f9', width: 2.4 })];
  const labels: string[] = [];
  const count = p.length;
  const around = (i: number) => at(p, (i + count) % count, 'vertex');
  for (const segment of spec.segments ?? []) {
    const a = toDrawing(segment.from);
    const b = toDrawing(segment.to);
    parts.push(line(a, b, segment.solid ? { width: 2.2 } : { color: palette.muted, dash: true, width: 1.6 }));
    if (segment.label)
      labels.push(labelNear(mid(a, b), normal(sub(b, a)), segment.label, { color: palette.muted }, 6));
  }
  for (const point of spec.points ?? []) {
    const at = toDrawing(point.at);
    parts.push(dot(at));
    labels.push(labelNear(at, sub(at, centre), point.name, { bold: true }, 8));
  }
  for (const note of spec.notes ?? []) labels.push(centredText(toDrawing(note.at), note.text, { size: 13 }));
  p.forEach((vertex, i) => {
    const previous = around(i - 1);
    const next = around(i + 1);
    const name = spec.names?.[i];
    if (name) labels.push(labelNear(vertex, sub(vertex, centre), name, { bold: true }, 9));
    if (spec.rightAngles?.includes(i)) parts.push(rightAngleMark(vertex, previous, next, 12));
    const angle = spec.angles?.[i];
    if (angle) {
      const corner = Math.min(
        30,
        0.3 * Math.hypot(...sub(next, vertex)),
        0.3 * Math.hypot(...sub(previous, vertex)),
      );
      if (!spec.rightAngles?.includes(i))
        parts.push(angleArc(vertex, previous, next, corner, { color: palette.warm, width: 1.8 }));
      labels.push(
        centredText(angleLabelAt(vertex, previous, next, corner + 14), angle, {
          color: palette.warm,
          bold: true,
          size: 13,
        }),
      );
    }
    const side = spec.sides?.[i];
    if (side) {
      const m = mid(vertex, next);
      // Outward: away from the shape's centre.
      const out = unit(sub(m, centre));
      labels.push(labelNear(m, out, side, {}, 7));
    }
  });
  return figure({ title: spec.title ?? 'Figura geométrica', alt: spec.alt }, [...parts, ...labels]);
}

/** A triangle ABC from its three sides (a opposite A…): C at the origin, B on the x axis. */
export function triangleFromSides(a: number, b: number, c: number): [Point, Point, Point] {
  const angleC = Math.acos((a * a + b * b - c * c) / (2 * a * b));
  return [
    [b * Math.cos(angleC), b * Math.sin(angleC)],
    [a, 0],
    [0, 0],
  ];
}

/** A triangle ABC from two sides and the angle between them (sides a and b, angle C in degrees). */
export function triangleFromSas(a: number, angleC: number, b: number): [Point, Point, Point] {
  const t = radians(angleC);
  return [
    [b * Math.cos(t), b * Math.sin(t)],
    [a, 0],
    [0, 0],
  ];
}

/** A right triangle with its right angle at the origin (C), leg a along x to B, leg b along y to A. */
export function rightTriangle(a: number, b: number): [Point, Point, Point] {
  return [
    [0, b],
    [a, 0],
    [0, 0],
  ];
}

export interface TriangleLabels {
  alt: string;
  title?: string;
  /** Vertex names in the order of the vertices; A, B, C by default. */
  names?: readonly [string, string, string];
  /** Labels of the sides opposite each vertex: a (BC), b (CA), c (AB). */
  a?: string;
  b?: string;
  c?: string;
  /** Labels of the angles at A, B and C. */
  angleA?: string;
  angleB?: string;
  angleC?: string;
  right?: 'A' | 'B' | 'C';
  segments?: PolygonSpec['segments'];
}

/** A triangle ABC labelled the way trigonometry names it: side a opposite A, and so on. */
export function triangleFigure(vertices: readonly [Point, Point, Point], labels: TriangleLabels): Figure {
  return polygonFigure({
    vertices,
    alt: labels.alt,
    title: labels.title ?? 'Triángulo',
    names: labels.names ?? ['A', 'B', 'C'],
    // Side i joins vertex i and i + 1: AB is c, BC is a, CA is b.
    sides: [labels.c, labels.a, labels.b],
    angles: [labels.angleA, labels.angleB, labels.angleC],
    rightAngles: labels.right ? ['ABC'.indexOf(labels.right)] : [],
    ...(labels.segments ? { segments: labels.segments } : {}),
  });
}
