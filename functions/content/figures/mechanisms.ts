import type { Figure } from '../schema.ts';
import {
  add,
  angleArc,
  arrow,
  centredText,
  circle,
  dimension,
  figure,
  line,
  num,
  type Point,
  palette,
  polygon,
  radians,
  rightAngleMark,
  scale,
  text,
} from './svg.ts';

/*
 * The set-ups of the mechanics problems: blocks on a floor pushed or pulled (touching or tied), bodies
 * linked by a rope over a pulley (on a table, hanging on both sides, on an incline), a beam with the
 * forces on it and its supports, a hydraulic press and a body under water.
 */

const fill = '#f1f5f9';

function hatchedFloor(from: number, to: number, y: number): string[] {
  const parts = [line([from, y], [to, y])];
  for (let x = from + 10; x <= to; x += 16)
    parts.push(line([x, y + 1], [x - 9, y + 10], { color: palette.muted, width: 1.1 }));
  return parts;
}

export interface BlocksSpec {
  /** From left to right: what is written inside each block (name and mass). */
  blocks: readonly string[];
  /** A horizontal force on the first block from the left (push) or on the last to the right (pull). */
  force?: { label: string; on: 'push' | 'pull' };
  /** The blocks are tied by ropes instead of touching. */
  tied?: boolean;
  /** Written under the floor ("sin rozamiento", "μ = 0,2"). */
  floor?: string;
  alt: string;
  title?: string;
}

export function blocksOnFloor(spec: BlocksSpec): Figure {
  const y = 120;
  const width = 56;
  const gap = spec.tied ? 28 : 0;
  const total = spec.blocks.length * width + (spec.blocks.length - 1) * gap;
  const start = 160 - total / 2;
  const push = spec.force?.on === 'push';
  const pull = spec.force?.on === 'pull';
  // The floor reaches under the force's arrow on its side and just past the blocks on the other, and
  // the force's name sits over its arrow: a row of three tied blocks stays within a phone's column.
  const parts = hatchedFloor(start - (push ? 70 : 24), start + total + (pull ? 70 : 24), y);
  const labels: string[] = [];
  spec.blocks.forEach((name, i) => {
    const x = start + i * (width + gap);
    const h = 44 + 6 * (i % 2);
    parts.push(
      polygon(
        [
          [x, y - h],
          [x + width, y - h],
          [x + width, y],
          [x, y],
        ],
        { fill },
      ),
    );
    labels.push(centredText([x + width / 2, y - h / 2], name, { size: 13, bold: true }));
    if (spec.tied && i > 0) parts.push(line([x - gap, y - 20], [x, y - 20], { width: 1.6 }));
  });
  if (spec.force) {
    const [from, to]: [Point, Point] = push
      ? [
          [start - 62, y - 28],
          [start - 2, y - 28],
        ]
      : [
          [start + total + 2, y - 28],
          [start + total + 62, y - 28],
        ];
    parts.push(arrow(from, to, { color: palette.blue, width: 2.8 }));
    labels.push(
      // Over the blocks' tops: a label wider than its arrow never runs into the block beside it.
      text([(from[0] + to[0]) / 2 + (push ? -6 : 6), y - 56], spec.force.label, {
        anchor: 'middle',
        color: palette.blue,
        bold: true,
      }),
    );
  }
  if (spec.floor)
    labels.push(text([160, y + 28], spec.floor, { anchor: 'middle', size: 13, color: palette.muted }));
  return figure({ title: spec.title ?? 'Bloques sobre un piso horizontal', alt: spec.alt }, [
    ...parts,
    ...labels,
  ]);
}

export interface PulleySpec {
  /** 'mesa': a block on a table and another hanging from its edge; 'atwood': one on each side; 'plano': a block on an incline and one hanging. */
  kind: 'mesa' | 'atwood' | 'plano';
  /** What is written on each body: the one on the table or incline (or left), then the hanging one (or right). */
  bodies: readonly [string, string];
  /** The incline's angle, for 'plano'. */
  angle?: number;
  /** Written by the surface ("sin rozamiento", "μ = 0,2"). */
  surface?: string;
  alt: string;
  title?: string;
}

export function pulleySetup(spec: PulleySpec): Figure {
  const parts: string[] = [];
  const labels: string[] = [];
  const r = 14;
  const block = (centre: Point, w: number, h: number, name: string) => {
    parts.push(
      polygon(
        [
          [centre[0] - w / 2, centre[1] - h / 2],
          [centre[0] + w / 2, centre[1] - h / 2],
          [centre[0] + w / 2, centre[1] + h / 2],
          [centre[0] - w / 2, centre[1] + h / 2],
        ],
        { fill },
      ),
    );
    labels.push(centredText(centre, name, { size: 13, bold: true }));
  };
  if (spec.kind === 'atwood') {
    const r = 34;
    const c: Point = [160, 60];
    parts.push(
      line([110, 12], [210, 12], { width: 3 }),
      line([160, 12], [160, c[1] - r]),
      circle(c, r, { fill: '#fff' }),
    );
    parts.push(line([c[0] - r, c[1]], [c[0] - r, 150]), line([c[0] + r, c[1]], [c[0] + r, 120]));
    block([c[0] - r, 172], 50, 44, spec.bodies[0]);
    block([c[0] + r, 142], 50, 44, spec.bodies[1]);
  } else if (spec.kind === 'mesa') {
    const top = 90;
    const edge = 220;
    parts.push(
      polygon(
        [
          [30, top],
          [edge, top],
          [edge, 200],
          [30, 200],
        ],
        { fill: '#fff' },
      ),
    );
    const c: Point = [edge + r, top - r];
    parts.push(circle(c, r, { fill: '#fff' }), line([edge, top], [c[0], c[1]], { width: 1.5 }));
    block([100, top - 22], 64, 44, spec.bodies[0]);
    parts.push(line([132, top - 22], [c[0], c[1] - r]), line([c[0] + r, c[1]], [c[0] + r, 150]));
    block([c[0] + r, 172], 50, 44, spec.bodies[1]);
    if (spec.surface) labels.push(text([40, top + 20], spec.surface, { size: 13, color: palette.muted }));
  } else {
    const angle = spec.angle ?? 30;
    const t = radians(angle);
    const foot: Point = [24, 200];
    const run = 190;
    const topPoint: Point = [foot[0] + run, foot[1] - run * Math.tan(t)];
    parts.push(polygon([foot, [topPoint[0], foot[1]], topPoint], { fill: '#fff' }));
    parts.push(rightAngleMark([topPoint[0], foot[1]], foot, topPoint, 10, { color: palette.muted }));
    parts.push(angleArc(foot, [topPoint[0], foot[1]], topPoint, 38, { width: 1.5 }));
    labels.push(text(add(foot, [44, -6]), `${num(angle)}°`, { size: 13, bold: true }));
    const up: Point = [Math.cos(t), -Math.sin(t)];
    const out: Point = [up[1], -up[0]];
    const contact = add(foot, scale(up, (run / Math.cos(t)) * 0.5));
    const side = 40;
    const centre = add(contact, scale(out, side / 2));
    const half = scale(up, side / 2);
    const corners: Point[] = [
      add(contact, scale(half, -1)),
      add(contact, half),
      add(add(contact, half), scale(out, side)),
      add(add(contact, scale(half, -1)), scale(out, side)),
    ];
    parts.push(polygon(corners, { fill }));
    labels.push(centredText(centre, spec.bodies[0], { size: 13, bold: true }));
    const c: Point = add(add(topPoint, scale(out, r)), [2, 0]);
    parts.push(circle(c, r, { fill: '#fff' }));
    parts.push(line(add(centre, scale(up, side / 2)), add(c, scale(out, r))));
    parts.push(line([c[0] + r, c[1]], [c[0] + r, c[1] + 70]));
    block([c[0] + r, c[1] + 92], 44, 44, spec.bodies[1]);
    if (spec.surface)
      labels.push(text([foot[0] + 80, foot[1] + 18], spec.surface, { size: 13, color: palette.muted }));
  }
  return figure({ title: spec.title ?? 'Cuerpos vinculados por una polea', alt: spec.alt }, [
    ...parts,
    ...labels,
  ]);
}

export interface BeamSpec {
  /** The beam's length, as the statement gives it (e.g. "3 m"); drawn under it. */
  length?: string;
  /** Forces at a fraction of the length (0 the left end), up or down. */
  forces: readonly { at: number; label: string; up?: boolean }[];
  /** Supports (a fulcrum or trestles) at a fraction of the length. */
  supports?: readonly { at: number; label?: string }[];
  /** Distances marked above the beam between two fractions of the length. */
  distances?: readonly { from: number; to: number; label: string }[];
  /** Names of the ends ("A", "B"; empty for none). */
  ends?: readonly [string, string];
  alt: string;
  title?: string;
}

export function beamFigure(spec: BeamSpec): Figure {
  const [left, right, y] = [40, 280, 110];
  const x = (at: number) => left + (right - left) * at;
  const parts = [
    polygon(
      [
        [left, y - 5],
        [right, y - 5],
        [right, y + 5],
        [left, y + 5],
      ],
      { fill: '#e2e8f0', width: 1.8 },
    ),
  ];
  const labels: string[] = [];
  for (const support of spec.supports ?? []) {
    const sx = x(support.at);
    parts.push(
      polygon(
        [
          [sx, y + 5],
          [sx - 14, y + 32],
          [sx + 14, y + 32],
        ],
        { fill: '#fff' },
      ),
    );
    if (support.label) labels.push(text([sx, y + 48], support.label, { anchor: 'middle', size: 13 }));
  }
  // Labels of forces close together on the same side go one above the other.
  let previous: { x: number; up: boolean; raised: boolean } | undefined;
  for (const force of [...spec.forces].sort((a, b) => Number(a.up ?? 0) - Number(b.up ?? 0) || a.at - b.at)) {
    const fx = x(force.at);
    const up = force.up ?? false;
    const raised = Boolean(previous && previous.up === up && fx - previous.x < 64 && !previous.raised);
    previous = { x: fx, up, raised };
    const [from, to]: [Point, Point] = up
      ? [
          [fx, y + 60],
          [fx, y + 7],
        ]
      : [
          [fx, y - 60],
          [fx, y - 7],
        ];
    parts.push(arrow(from, to, { color: palette.blue, width: 2.8 }));
    const at = (up ? y + 76 : y - 66) + (raised ? (up ? 16 : -16) : 0);
    labels.push(text([fx, at], force.label, { anchor: 'middle', color: palette.blue, bold: true, size: 13 }));
  }
  spec.distances?.forEach((d, i) => {
    const below = spec.forces.some((f) => f.up) ? 96 : spec.supports?.length ? 62 : 24;
    const dy = y + below + 24 * i;
    parts.push(dimension([x(d.from), dy], [x(d.to), dy], d.label, 0.01));
  });
  if (spec.length) parts.push(dimension([left, y - 100], [right, y - 100], spec.length, -0.01));
  if (spec.ends?.[0]) labels.push(text([left - 8, y + 5], spec.ends[0], { anchor: 'end', bold: true }));
  if (spec.ends?.[1]) labels.push(text([right + 8, y + 5], spec.ends[1], { bold: true }));
  return figure({ title: spec.title ?? 'Barra con fuerzas', alt: spec.alt }, [...parts, ...labels]);
}

export interface PressSpec {
  /** Labels of the small and the large piston (area or diameter) and of the forces on them. */
  small: string;
  large: string;
  smallForce: string;
  largeForce: string;
  alt: string;
  title?: string;
}

export function hydraulicPress(spec: PressSpec): Figure {
  const parts = [
    `<path d="M40 40V170H280V40M90 40V120H210V40" fill="#dbe6ff"/>`,
    polygon(
      [
        [40, 62],
        [90, 62],
        [90, 70],
        [40, 70],
      ],
      { fill: '#94a3b8' },
    ),
    polygon(
      [
        [210, 52],
        [280, 52],
        [280, 60],
        [210, 60],
      ],
      { fill: '#94a3b8' },
    ),
    arrow([65, 10], [65, 60], { color: palette.blue, width: 2.8 }),
    arrow([245, 50], [245, 4], { color: palette.warm, width: 2.8 }),
  ];
  const labels = [
    text([72, 24], spec.smallForce, { color: palette.blue, bold: true, size: 13 }),
    text([252, 22], spec.largeForce, { color: palette.warm, bold: true, size: 13 }),
    text([65, 190], spec.small, { anchor: 'middle', size: 13 }),
    text([245, 190], spec.large, { anchor: 'middle', size: 13 }),
  ];
  return figure({ title: spec.title ?? 'Prensa hidráulica', alt: spec.alt }, [...parts, ...labels]);
}

export interface SubmergedSpec {
  /** What is written on the body and on the liquid. */
  body: string;
  liquid: string;
  /** Labels of the buoyancy and the weight arrows. */
  buoyancy?: string;
  weight?: string;
  /** The body floats with part of it out of the liquid. */
  floating?: boolean;
  alt: string;
  title?: string;
}

export function submergedBody(spec: SubmergedSpec): Figure {
  const surface = 60;
  const top = spec.floating ? surface - 20 : 100;
  const parts = [
    polygon(
      [
        [40, surface],
        [280, surface],
        [280, 200],
        [40, 200],
      ],
      { color: 'none', fill: '#dbe6ff', width: 0 },
    ),
    line([40, 20], [40, 200]),
    line([40, 200], [280, 200]),
    line([280, 200], [280, 20]),
    line([40, surface], [280, surface], { color: palette.blue, width: 1.5 }),
    polygon(
      [
        [120, top],
        [200, top],
        [200, top + 56],
        [120, top + 56],
      ],
      { fill },
    ),
    arrow([160, top], [160, top - 44], { color: palette.blue, width: 2.8 }),
    arrow([160, top + 56], [160, top + 100], { color: palette.warm, width: 2.8 }),
  ];
  const labels = [
    centredText([160, top + 28], spec.body, { size: 13, bold: true }),
    text([272, 190], spec.liquid, { size: 13, anchor: 'end' }),
    text([168, top - 30], spec.buoyancy ?? 'E', { color: palette.blue, bold: true }),
    text([168, top + 96], spec.weight ?? 'P', { color: palette.warm, bold: true }),
  ];
  return figure({ title: spec.title ?? 'Cuerpo en un líquido', alt: spec.alt }, [...parts, ...labels]);
}
