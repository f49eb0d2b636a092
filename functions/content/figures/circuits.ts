import type { Figure } from '../schema.ts';
import { centredText, figure, line, type Point, palette, polyline, text } from './svg.ts';

/*
 * A circuit of the course: a source on the left and, along the top, elements in series, each a
 * resistor or a group of resistors in parallel; the wire returns along the bottom.
 */

export type CircuitElement = { resistor: string } | { parallel: readonly string[] };

export interface CircuitSpec {
  /** The source's label, e.g. "12 V". */
  source: string;
  elements: readonly CircuitElement[];
  alt: string;
  title?: string;
}

const TOP = 40;
const ROW = 52;
const LEFT = 50;
const SERIES_SLOT = 96;
const PARALLEL_SLOT = 120;

/** A zigzag resistor between two points on a horizontal wire, with its label above. */
function resistor(from: Point, to: Point, label: string): [string, string] {
  const [x1, y] = from;
  const [x2] = to;
  const middle = (x1 + x2) / 2;
  const half = 20;
  const points: Point[] = [
    [x1, y],
    [middle - half, y],
  ];
  for (let k = 0; k < 6; k++)
    points.push([middle - half + (k + 0.5) * ((2 * half) / 6), y + (k % 2 === 0 ? -7 : 7)]);
  points.push([middle + half, y], [x2, y]);
  return [
    polyline(points, { width: 2 }),
    centredText([middle, y - 17], label, { size: 13, bold: true, color: palette.blue }),
  ];
}

export function circuit(spec: CircuitSpec): Figure {
  const rows = Math.max(1, ...spec.elements.map((e) => ('parallel' in e ? e.parallel.length : 1)));
  const bottom = TOP + ROW * (rows - 1) + 70;
  const parts: string[] = [];
  const labels: string[] = [];
  let x = LEFT;
  for (const element of spec.elements) {
    if ('resistor' in element) {
      const [shape, label] = resistor([x, TOP], [x + SERIES_SLOT, TOP], element.resistor);
      parts.push(shape);
      labels.push(label);
      x += SERIES_SLOT;
    } else {
      const [a, b] = [x + 14, x + PARALLEL_SLOT - 14];
      parts.push(line([x, TOP], [a, TOP]), line([b, TOP], [x + PARALLEL_SLOT, TOP]));
      const last = TOP + ROW * (element.parallel.length - 1);
      parts.push(line([a, TOP], [a, last]), line([b, TOP], [b, last]));
      element.parallel.forEach((name, i) => {
        const [shape, label] = resistor([a, TOP + ROW * i], [b, TOP + ROW * i], name);
        parts.push(shape);
        labels.push(label);
      });
      x += PARALLEL_SLOT;
    }
  }
  const right = x;
  parts.push(line([right, TOP], [right, bottom]), line([right, bottom], [LEFT, bottom]));
  // The source on the left side: the long plate is the positive terminal.
  const mid = (TOP + bottom) / 2;
  parts.push(line([LEFT, TOP], [LEFT, mid - 6]), line([LEFT, mid + 6], [LEFT, bottom]));
  parts.push(
    line([LEFT - 14, mid - 6], [LEFT + 14, mid - 6], { width: 2.6 }),
    line([LEFT - 7, mid + 6], [LEFT + 7, mid + 6], { width: 4 }),
  );
  labels.push(text([LEFT - 18, mid + 5], spec.source, { anchor: 'end', bold: true }));
  labels.push(text([LEFT + 18, mid - 10], '+', { size: 13 }));
  return figure({ title: spec.title ?? 'Circuito eléctrico', alt: spec.alt }, [...parts, ...labels]);
}
