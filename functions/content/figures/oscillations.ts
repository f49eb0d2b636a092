import type { Figure } from '../schema.ts';
import {
  add,
  angleArc,
  arrow,
  circle,
  dimension,
  figure,
  line,
  num,
  type Point,
  palette,
  path,
  polyline,
  radians,
  text,
} from './svg.ts';

/*
 * Waves and oscillators: a sinusoidal wave with its wavelength and amplitude marked, a simple pendulum
 * with its length and angle, a block on a spring.
 */

export interface WaveSpec {
  /** Labels of the wavelength and the amplitude, as the statement gives them ("λ = 2 m", "A = 0,5 m"). */
  wavelength?: string;
  amplitude?: string;
  /** How many wavelengths are drawn. */
  cycles?: number;
  alt: string;
  title?: string;
}

export function waveFigure(spec: WaveSpec): Figure {
  const cycles = spec.cycles ?? 2;
  const left = 20;
  const width = 280;
  const lambda = width / cycles;
  const amplitude = 44;
  const axis = 90;
  const points: Point[] = [];
  for (let i = 0; i <= 120; i++) {
    const x = left + (width * i) / 120;
    points.push([x, axis - amplitude * Math.sin((2 * Math.PI * (x - left)) / lambda)]);
  }
  const crest = left + lambda / 4;
  const parts = [
    line([left - 6, axis], [left + width + 8, axis], { color: palette.muted, dash: true, width: 1.3 }),
    polyline(
      points.filter((_, i) => i % 2 === 0),
      { color: palette.blue, width: 2.6 },
    ),
  ];
  if (spec.wavelength)
    parts.push(
      dimension([crest, axis - amplitude], [crest + lambda, axis - amplitude], spec.wavelength, -16),
    );
  if (spec.amplitude)
    parts.push(
      dimension([crest + lambda / 2, axis + amplitude], [crest + lambda / 2, axis], spec.amplitude, -10),
    );
  return figure({ title: spec.title ?? 'Onda', alt: spec.alt }, parts);
}

export interface PendulumSpec {
  /** Labels of the length and, when drawn, the angle. */
  length: string;
  angle?: number;
  mass?: string;
  alt: string;
  title?: string;
}

export function pendulumFigure(spec: PendulumSpec): Figure {
  const pivot: Point = [160, 20];
  const L = 160;
  const theta = radians(spec.angle ?? 20);
  const bob = add(pivot, [L * Math.sin(theta), L * Math.cos(theta)]);
  const rest = add(pivot, [0, L]);
  const parts = [
    line([110, pivot[1]], [210, pivot[1]], { width: 3 }),
    line(pivot, rest, { color: palette.muted, dash: true, width: 1.3 }),
    line(pivot, bob, { width: 2 }),
    circle(bob, 13, { fill: '#dbe6ff', color: palette.blue, width: 2 }),
    path(`M${rest[0] - 40} ${rest[1] - 8}Q${rest[0]} ${rest[1] + 12} ${bob[0] + 30} ${bob[1] - 14}`, {
      color: palette.muted,
      dash: '3 3',
      width: 1.2,
    }),
  ];
  const labels = [text(add(pivot, [L * 0.5 * Math.sin(theta) + 10, L * 0.5]), spec.length, { bold: true })];
  if (spec.angle !== undefined) {
    parts.push(angleArc(pivot, rest, bob, 40, { color: palette.warm, width: 1.6 }));
    labels.push(
      text(add(pivot, [4, 58]), `${num(spec.angle)}°`, { color: palette.warm, size: 13, bold: true }),
    );
  }
  if (spec.mass) labels.push(text(add(bob, [18, 5]), spec.mass, { size: 13 }));
  return figure({ title: spec.title ?? 'Péndulo simple', alt: spec.alt }, [...parts, ...labels]);
}

export interface SpringSpec {
  /** The spring's constant and the block's mass, as the statement writes them. */
  constant: string;
  mass: string;
  /** A displacement from equilibrium, drawn as a dimension. */
  stretch?: string;
  alt: string;
  title?: string;
}

export function springFigure(spec: SpringSpec): Figure {
  const y = 80;
  const coil: Point[] = [
    [30, y],
    [60, y],
  ];
  for (let k = 0; k < 10; k++) coil.push([68 + k * 10, y + (k % 2 === 0 ? -12 : 12)]);
  coil.push([168, y], [190, y]);
  const parts = [
    line([30, 40], [30, 120], { width: 3 }),
    line([30, 120], [300, 120], { width: 2 }),
    polyline(coil, { color: palette.blue, width: 2 }),
    `<rect x="190" y="60" width="56" height="60" fill="#f1f5f9"/>`,
    line([160, 132], [160, 146], { color: palette.muted, width: 1.2 }),
  ];
  const labels = [
    text([110, 52], spec.constant, { anchor: 'middle', bold: true, color: palette.blue }),
    text([218, 96], spec.mass, { anchor: 'middle', bold: true }),
  ];
  if (spec.stretch) {
    parts.push(arrow([160, 140], [190, 140], { color: palette.warm, width: 1.8 }));
    labels.push(text([175, 160], spec.stretch, { anchor: 'middle', color: palette.warm, size: 13 }));
  }
  return figure({ title: spec.title ?? 'Masa y resorte', alt: spec.alt }, [...parts, ...labels]);
}
