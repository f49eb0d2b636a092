import type { Figure } from '../schema.ts';
import { arrow, centredText, dimension, figure, line, type Point, palette, polygon, text } from './svg.ts';

/*
 * Bodies on a straight road: where each starts, which way it goes and how fast (or how it accelerates),
 * the places named and the distances between them, as a student draws a meeting or a chase.
 */

export interface TrackBody {
  name: string;
  /** Where it is at the start, along the road, in the statement's unit. */
  at: number;
  /** Its speed or acceleration, as the statement gives it ("80 km/h", "a = 2 m/s²"). */
  motion?: string;
  /** +1 to the right, −1 to the left. */
  heading?: 1 | -1;
}

export interface TrackSpec {
  /** The road's length shown, in the statement's unit. */
  length: number;
  bodies: readonly TrackBody[];
  /** Places named on the road (cities, a crossing). */
  places?: readonly { at: number; name: string }[];
  /** Distances marked under the road. */
  distances?: readonly { from: number; to: number; label: string }[];
  alt: string;
  title?: string;
}

const LEFT = 30;
const RIGHT = 290;
const ROAD = 110;

export function trackFigure(spec: TrackSpec): Figure {
  const x = (at: number) => LEFT + ((RIGHT - LEFT) * at) / spec.length;
  const parts: string[] = [line([LEFT - 10, ROAD], [RIGHT + 10, ROAD], { width: 2.4 })];
  const labels: string[] = [];
  for (const place of spec.places ?? []) {
    parts.push(line([x(place.at), ROAD - 6], [x(place.at), ROAD + 6], { width: 2 }));
    labels.push(text([x(place.at), ROAD + 22], place.name, { anchor: 'middle', bold: true }));
  }
  // Bodies starting at the same place are stacked, so their arrows do not overlap.
  const stacked = new Map<number, number>();
  for (const body of spec.bodies) {
    const level = stacked.get(body.at) ?? 0;
    stacked.set(body.at, level + 1);
    const cx = x(body.at);
    const y = ROAD - 14 - 38 * level;
    const half = Math.max(14, 4 + body.name.length * 3.8);
    const car: Point[] = [
      [cx - half, y - 9],
      [cx + half, y - 9],
      [cx + half, y + 9],
      [cx - half, y + 9],
    ];
    parts.push(polygon(car, { color: palette.blue, fill: '#dbe6ff' }));
    labels.push(centredText([cx, y], body.name, { size: 12, bold: true }));
    if (body.motion) {
      const heading = body.heading ?? 1;
      const from: Point = [cx + heading * (half + 4), y];
      const to: Point = [cx + heading * (half + 44), y];
      parts.push(arrow(from, to, { color: palette.warm, width: 2.4 }));
      labels.push(
        text([(from[0] + to[0]) / 2, y - 12], body.motion, {
          anchor: 'middle',
          color: palette.warm,
          size: 13,
          bold: true,
        }),
      );
    }
  }
  spec.distances?.forEach((distance, i) => {
    const y = ROAD + 34 + 26 * i;
    parts.push(dimension([x(distance.from), y], [x(distance.to), y], distance.label, 0.01));
  });
  return figure({ title: spec.title ?? 'Móviles sobre una ruta recta', alt: spec.alt }, [
    ...parts,
    ...labels,
  ]);
}
