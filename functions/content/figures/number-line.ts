import type { Figure } from '../schema.ts';
import { arrow, dot, figure, line, num, palette, ring, text } from './svg.ts';

/*
 * The real line with intervals marked on it: a closed end filled, an open end hollow, a ray running to
 * the arrow at either end.
 */

export interface Interval {
  /** Undefined: the interval runs to −∞ (or +∞ for `to`). */
  from?: number;
  to?: number;
  closedFrom?: boolean;
  closedTo?: boolean;
}

export interface NumberLineSpec {
  min: number;
  max: number;
  intervals?: readonly Interval[];
  /** Single points (a solution set of isolated values), closed unless said. */
  points?: readonly { x: number; open?: boolean }[];
  /** Values written under the line; the interval ends and points by default. */
  ticks?: readonly number[];
  alt: string;
  title?: string;
  /** A line written above, e.g. the inequality. */
  caption?: string;
}

export function numberLine(spec: NumberLineSpec): Figure {
  const left = 20;
  const right = 300;
  const y = 70;
  const x = (value: number) => left + 14 + ((value - spec.min) / (spec.max - spec.min)) * (right - left - 28);
  const parts: string[] = [
    arrow([left, y], [right, y], { width: 1.6 }),
    arrow([right, y], [left, y], { width: 1.6 }),
  ];
  const labels: string[] = [];
  const ends = [
    ...(spec.intervals ?? []).flatMap((i) => [i.from, i.to]),
    ...(spec.points ?? []).map((p) => p.x),
  ].filter((v): v is number => v !== undefined);
  for (const value of spec.ticks ?? [...new Set(ends)]) {
    parts.push(line([x(value), y - 5], [x(value), y + 5], { color: palette.muted, width: 1.3 }));
    labels.push(text([x(value), y + 22], num(value), { anchor: 'middle', size: 13 }));
  }
  for (const interval of spec.intervals ?? []) {
    const a = interval.from === undefined ? left + 4 : x(interval.from);
    const b = interval.to === undefined ? right - 4 : x(interval.to);
    parts.push(line([a, y - 12], [b, y - 12], { color: palette.blue, width: 4 }));
    if (interval.from !== undefined)
      parts.push(
        interval.closedFrom ? dot([a, y - 12], palette.blue, 5) : ring([a, y - 12], palette.blue, 5),
      );
    if (interval.to !== undefined)
      parts.push(interval.closedTo ? dot([b, y - 12], palette.blue, 5) : ring([b, y - 12], palette.blue, 5));
  }
  for (const point of spec.points ?? [])
    parts.push(
      point.open ? ring([x(point.x), y - 12], palette.blue, 5) : dot([x(point.x), y - 12], palette.blue, 5),
    );
  if (spec.caption) labels.push(text([160, 30], spec.caption, { anchor: 'middle', bold: true }));
  return figure({ title: spec.title ?? 'Recta numérica', alt: spec.alt }, [...parts, ...labels]);
}
