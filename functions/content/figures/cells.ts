import type { Figure } from '../schema.ts';
import { centredText, circle, figure, line, palette, path, polygon, text } from './svg.ts';

/*
 * A galvanic cell as the course draws it: two beakers, each a metal electrode in a solution of its
 * ion, joined by a salt bridge and, outside, by a wire through a voltmeter.
 */

export interface GalvanicCellSpec {
  /** Left and right half-cells: the electrode's metal and the ion in its solution ("Zn", "Zn²⁺"). */
  left: { metal: string; ion: string; role?: string };
  right: { metal: string; ion: string; role?: string };
  alt: string;
  title?: string;
}

export function galvanicCell(spec: GalvanicCellSpec): Figure {
  const parts: string[] = [];
  const labels: string[] = [];
  for (const [x, half] of [
    [40, spec.left],
    [200, spec.right],
  ] as const) {
    parts.push(
      polygon(
        [
          [x, 100],
          [x + 90, 100],
          [x + 90, 200],
          [x, 200],
        ],
        { color: 'none', fill: '#dbe6ff', width: 0 },
      ),
    );
    parts.push(path(`M${x} 70V200H${x + 90}V70`, { width: 2 }));
    parts.push(
      polygon(
        [
          [x + 36, 50],
          [x + 54, 50],
          [x + 54, 170],
          [x + 36, 170],
        ],
        { fill: '#94a3b8', width: 1.5 },
      ),
    );
    labels.push(centredText([x + 45, 185], half.ion, { size: 13, bold: true }));
    const outside = x < 160;
    labels.push(
      text([outside ? x + 30 : x + 60, 68], half.metal, {
        size: 14,
        bold: true,
        anchor: outside ? 'end' : 'start',
      }),
    );
    if (half.role)
      labels.push(text([x + 45, 218], half.role, { anchor: 'middle', size: 13, color: palette.muted }));
  }
  // The salt bridge, an inverted U between the two solutions.
  parts.push(path('M110 150V95Q110 80 125 80H205Q220 80 220 95V150', { color: palette.warm, width: 7 }));
  labels.push(text([165, 100], 'puente', { anchor: 'middle', size: 13, color: palette.warm }));
  labels.push(text([165, 113], 'salino', { anchor: 'middle', size: 13, color: palette.warm }));
  // The outer circuit with its voltmeter.
  parts.push(
    line([85, 50], [85, 18]),
    line([85, 18], [148, 18]),
    line([182, 18], [245, 18]),
    line([245, 18], [245, 50]),
  );
  parts.push(circle([165, 18], 16, { fill: '#fff' }));
  labels.push(centredText([165, 18], 'V', { bold: true }));
  return figure({ title: spec.title ?? 'Pila galvánica', alt: spec.alt }, [...parts, ...labels]);
}
