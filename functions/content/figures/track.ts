import type { Figure } from '../schema.ts';
import {
  arrow,
  centredText,
  dimension,
  figure,
  line,
  type Point,
  palette,
  polygon,
  shortOfLegible,
  text,
} from './svg.ts';

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
  // The names sit in boxes fitted to them: the labels grow here, with their boxes, until a phone reads them.
  let grow = 1;
  for (let attempt = 0; attempt < 4; attempt++) {
    const short = shortOfLegible(drawTrack(spec, grow));
    if (short <= 1 || grow >= 1.35) break;
    grow = Math.min(1.35, grow * short * 1.03);
  }
  return figure(
    { title: spec.title ?? 'Móviles sobre una ruta recta', alt: spec.alt },
    drawTrack(spec, grow),
  );
}

function drawTrack(spec: TrackSpec, grow: number): string[] {
  const x = (at: number) => LEFT + ((RIGHT - LEFT) * at) / spec.length;
  const parts: string[] = [line([LEFT - 10, ROAD], [RIGHT + 10, ROAD], { width: 2.4 })];
  const labels: string[] = [];
  for (const place of spec.places ?? []) {
    parts.push(line([x(place.at), ROAD - 6], [x(place.at), ROAD + 6], { width: 2 }));
    labels.push(
      text([x(place.at), ROAD + 22], place.name, { anchor: 'middle', bold: true, size: 14 * grow }),
    );
  }
  // Each body on a level of its own, its box reaching from its place towards the middle of the road, so
  // that a long name stays over the road and no two boxes or arrows meet.
  const size = 13 * grow;
  const half = size / 2 + 4;
  const spacing = 2 * half + size + 10;
  spec.bodies.forEach((body, level) => {
    const cx = x(body.at);
    const y = ROAD - 12 - half - spacing * level;
    const width = Math.max(28, 10 + body.name.length * 7.6 * grow);
    const inward = cx > (LEFT + RIGHT) / 2 ? -1 : 1;
    const far = cx + inward * width;
    const [left, right] = [Math.min(cx, far), Math.max(cx, far)];
    parts.push(line([cx, y + half], [cx, ROAD], { color: palette.muted, width: 1.2, dash: true }));
    parts.push(
      polygon(
        [
          [left, y - half],
          [right, y - half],
          [right, y + half],
          [left, y + half],
        ],
        { color: palette.blue, fill: '#dbe6ff' },
      ),
    );
    labels.push(centredText([(left + right) / 2, y], body.name, { size, bold: true }));
    if (body.motion) {
      const heading = body.heading ?? 1;
      const from: Point = [(heading === inward ? far : cx) + heading * 4, y];
      const to: Point = [from[0] + heading * 44 * grow, y];
      parts.push(arrow(from, to, { color: palette.warm, width: 2.4 }));
      labels.push(
        text([(from[0] + to[0]) / 2, y - half - 4], body.motion, {
          anchor: 'middle',
          color: palette.warm,
          size,
          bold: true,
        }),
      );
    }
  });
  spec.distances?.forEach((distance, i) => {
    const y = ROAD + 34 + 26 * i;
    parts.push(dimension([x(distance.from), y], [x(distance.to), y], distance.label, 0.01));
  });
  return [...parts, ...labels];
}
