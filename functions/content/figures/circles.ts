import type { Figure } from '../schema.ts';
import {
  add,
  angleArc,
  angleLabelAt,
  arrow,
  centredText,
  circle,
  direction,
  dot,
  figure,
  labelNear,
  line,
  num,
  type Point,
  palette,
  path,
  scale,
  text,
} from './svg.ts';

/*
 * Circles: a sector with its radius, angle and arc; the trigonometric circle with an angle and its
 * sine and cosine as the point's coordinates.
 */

export interface SectorSpec {
  /** The central angle in degrees (drawn true). */
  angle: number;
  radius: string;
  /** Label of the central angle; its value in degrees when absent (e.g. "π/3" instead). */
  angleLabel?: string;
  arc?: string;
  alt: string;
  title?: string;
}

export function sectorFigure(spec: SectorSpec): Figure {
  const centre: Point = [160, 140];
  const r = 110;
  // The sector opens symmetric about the vertical, pointing up.
  const start = 90 - spec.angle / 2;
  const a = add(centre, scale(direction(start), r));
  const b = add(centre, scale(direction(start + spec.angle), r));
  const large = spec.angle > 180 ? 1 : 0;
  const parts = [
    circle(centre, r, { color: palette.muted, dash: '3 4', width: 1.1 }),
    path(
      `M${centre[0]} ${centre[1]}L${a[0].toFixed(1)} ${a[1].toFixed(1)}A${r} ${r} 0 ${large} 0 ${b[0].toFixed(1)} ${b[1].toFixed(1)}Z`,
      {
        fill: '#dbe6ff',
        width: 2.2,
      },
    ),
    path(
      `M${a[0].toFixed(1)} ${a[1].toFixed(1)}A${r} ${r} 0 ${large} 0 ${b[0].toFixed(1)} ${b[1].toFixed(1)}`,
      { color: palette.blue, width: 3.2 },
    ),
    angleArc(centre, a, b, 26, { color: palette.warm, width: 1.6 }),
    dot(centre),
  ];
  const labels = [
    labelNear(
      add(centre, scale(direction(start), r / 2)),
      direction(start - 90),
      spec.radius,
      { bold: true },
      6,
    ),
    centredText(angleLabelAt(centre, a, b, 42), spec.angleLabel ?? `${num(spec.angle)}°`, {
      color: palette.warm,
      bold: true,
      size: 13,
    }),
  ];
  if (spec.arc)
    labels.push(
      labelNear(
        add(centre, scale(direction(90), r)),
        [0, -1],
        spec.arc,
        { color: palette.blue, bold: true },
        8,
      ),
    );
  return figure({ title: spec.title ?? 'Sector circular', alt: spec.alt }, [...parts, ...labels]);
}

export interface UnitCircleSpec {
  /** The angle in degrees, drawn true from the positive x axis. */
  angle: number;
  angleLabel?: string;
  /** Show cos and sin as the point's projections. */
  projections?: boolean;
  alt: string;
  title?: string;
}

export function unitCircle(spec: UnitCircleSpec): Figure {
  const centre: Point = [160, 140];
  const r = 100;
  const p = add(centre, scale(direction(spec.angle), r));
  const parts = [
    arrow([centre[0] - r - 20, centre[1]], [centre[0] + r + 24, centre[1]], { width: 1.4 }),
    arrow([centre[0], centre[1] + r + 16], [centre[0], centre[1] - r - 22], { width: 1.4 }),
    circle(centre, r, { width: 2 }),
    line(centre, p, { color: palette.blue, width: 2.6 }),
    angleArc(centre, add(centre, [r, 0]), p, 24, { color: palette.warm, width: 1.6 }),
  ];
  const labels = [
    text([centre[0] + r + 26, centre[1] + 5], 'x'),
    text([centre[0] + 6, centre[1] - r - 18], 'y'),
    text([centre[0] + r + 4, centre[1] + 16], '1', { size: 13 }),
    text([centre[0] - r - 14, centre[1] + 16], '−1', { size: 13 }),
    centredText(angleLabelAt(centre, add(centre, [r, 0]), p, 40), spec.angleLabel ?? `${num(spec.angle)}°`, {
      color: palette.warm,
      bold: true,
      size: 13,
    }),
  ];
  if (spec.projections) {
    const foot: Point = [p[0], centre[1]];
    parts.push(
      line(p, foot, { color: palette.warm, width: 2.2 }),
      line(centre, foot, { color: palette.blue, width: 3.4 }),
    );
    labels.push(
      labelNear(
        [(centre[0] + foot[0]) / 2, centre[1]],
        [0, Math.sin((spec.angle * Math.PI) / 180) >= 0 ? 1 : -1],
        'cos',
        { color: palette.blue, bold: true },
        6,
      ),
      labelNear(
        [foot[0], (p[1] + foot[1]) / 2],
        [Math.cos((spec.angle * Math.PI) / 180) >= 0 ? 1 : -1, 0],
        'sen',
        { color: palette.warm, bold: true },
        6,
      ),
    );
  }
  parts.push(dot(p, palette.blue, 4));
  return figure({ title: spec.title ?? 'Circunferencia trigonométrica', alt: spec.alt }, [
    ...parts,
    ...labels,
  ]);
}
