import type { Figure } from '../schema.ts';
import {
  add,
  angleArc,
  angleLabelAt,
  arrow,
  boundsOf,
  centredText,
  dimension,
  direction,
  figure,
  frameFor,
  line,
  num,
  type Point,
  palette,
  polygon,
  polyline,
  scale,
  text,
} from './svg.ts';

/*
 * A launch under gravity, drawn to scale from its data: the ground, the edge it leaves from when it
 * starts above the ground, the path, the initial velocity with its angle, and the distances named.
 */

export interface TrajectorySpec {
  /** Launch speed (m/s) and angle above the horizontal (degrees). */
  speed: number;
  angle: number;
  /** Height of the launch point above the ground (m). */
  height?: number;
  g?: number;
  labels?: { speed?: string; height?: string; range?: string; top?: string };
  alt: string;
  title?: string;
}

export function trajectoryFigure(spec: TrajectorySpec): Figure {
  const g = spec.g ?? 10;
  const h = spec.height ?? 0;
  const vx = spec.speed * Math.cos((spec.angle * Math.PI) / 180);
  const vy = spec.speed * Math.sin((spec.angle * Math.PI) / 180);
  const flight = (vy + Math.sqrt(vy * vy + 2 * g * h)) / g;
  const path: Point[] = Array.from({ length: 41 }, (_, i) => {
    const t = (flight * i) / 40;
    return [vx * t, h + vy * t - (g * t * t) / 2];
  });
  const range = vx * flight;
  const bounds = boundsOf([...path, [0, 0], [range, 0]]);
  const frame = frameFor(bounds, { left: 30, top: 30, width: 250, height: 150 }, true);
  const P = frame.point;
  const ground = frame.y(0);
  const start = P([0, h]);
  const parts: string[] = [];
  const labels: string[] = [];
  parts.push(line([frame.x(0) - (h > 0 ? 40 : 14), ground], [frame.x(range) + 20, ground]));
  if (h > 0) {
    parts.push(
      polygon([start, [start[0] - 36, start[1]], [start[0] - 36, ground], [start[0], ground]], {
        fill: '#f1f5f9',
      }),
    );
    parts.push(
      dimension(
        [start[0] - 36, ground],
        [start[0] - 36, start[1]],
        spec.labels?.height ?? `${num(h)} m`,
        -12,
      ),
    );
  }
  parts.push(polyline(path.map(P), { color: palette.blue, dash: '6 4', width: 2 }));
  const d = direction(spec.angle);
  parts.push(arrow(start, add(start, scale(d, 62)), { color: palette.warm, width: 2.8 }));
  labels.push(
    text(add(add(start, scale(d, 62)), [6, -6]), spec.labels?.speed ?? `v₀ = ${num(spec.speed)} m/s`, {
      color: palette.warm,
      bold: true,
      size: 13,
    }),
  );
  if (spec.angle > 0) {
    const along = add(start, [60, 0]);
    parts.push(line(start, along, { color: palette.muted, dash: '3 3', width: 1.2 }));
    parts.push(angleArc(start, along, add(start, d), 30, { color: palette.ink, width: 1.4 }));
    labels.push(
      centredText(angleLabelAt(start, along, add(start, d), 42), `${num(spec.angle)}°`, {
        size: 13,
        bold: true,
      }),
    );
  }
  if (spec.labels?.range)
    parts.push(dimension([frame.x(range), ground], [frame.x(0), ground], spec.labels.range, -16));
  if (spec.labels?.top) {
    const topT = vy / g;
    const topPoint = P([vx * topT, h + (vy * vy) / (2 * g)]);
    parts.push(dimension([topPoint[0], ground], topPoint, spec.labels.top, -10));
  }
  return figure({ title: spec.title ?? 'Tiro oblicuo', alt: spec.alt }, [...parts, ...labels]);
}
