import type { Figure } from '../schema.ts';
import {
  add,
  angleArc,
  angleLabelAt,
  arrow,
  centredText,
  dimension,
  exitPoint,
  figure,
  labelNear,
  line,
  num,
  type Point,
  palette,
  polygon,
  radians,
  rightAngleMark,
  scale,
  sub,
  text,
} from './svg.ts';

/*
 * A block on an inclined plane: the angle drawn true and labelled with its value, the forces on the
 * block (weight, normal, friction, an applied force) and, when asked, the weight's two components.
 */

export interface InclineSpec {
  /** The plane's angle with the horizontal, in degrees. */
  angle: number;
  alt: string;
  title?: string;
  /** Written inside the block, e.g. "5 kg". */
  block?: string;
  forces?: {
    weight?: string;
    normal?: string;
    friction?: string;
    /** A force along the plane (up or down) or horizontal, with its label. */
    applied?: { label: string; direction: 'up' | 'down' | 'horizontal' };
  };
  /** The weight's components along and across the plane, dashed. */
  components?: boolean;
  /** Labels of the plane's length (along the slope), its height and its base. */
  length?: string;
  height?: string;
  base?: string;
  /** Which way the block moves: friction points the other way. */
  motion?: 'up' | 'down';
}

const W = 320;
const H = 230;

export function inclinedPlane(spec: InclineSpec): Figure {
  const theta = radians(spec.angle);
  // The longest slope that fits: 250 wide, 175 tall at most.
  const slope = Math.min(250 / Math.cos(theta), 170 / Math.sin(theta));
  const foot: Point = [Math.max(30, (W - slope * Math.cos(theta)) / 2 - 10), H - 28];
  const corner: Point = [foot[0] + slope * Math.cos(theta), foot[1]];
  const top: Point = [corner[0], foot[1] - slope * Math.sin(theta)];
  const up: Point = [Math.cos(theta), -Math.sin(theta)];
  const out: Point = [up[1], -up[0]];
  const side = 46;
  const contact = add(foot, scale(up, slope * 0.5));
  const centre = add(contact, scale(out, side / 2));
  const half = scale(up, side / 2);
  const parts: string[] = [];
  const labels: string[] = [];

  parts.push(polygon([foot, corner, top], { fill: '#f1f5f9' }));
  parts.push(line([foot[0] - 12, foot[1]], [corner[0] + 14, corner[1]]));
  parts.push(rightAngleMark(corner, foot, top, 10, { color: palette.muted }));
  parts.push(angleArc(foot, corner, top, 42, { width: 1.6 }));
  labels.push(centredText(angleLabelAt(foot, corner, top, 58), `${num(spec.angle)}°`, { bold: true }));

  const blockCorners: Point[] = [
    sub(contact, half),
    add(contact, half),
    add(add(contact, half), scale(out, side)),
    add(sub(contact, half), scale(out, side)),
  ];
  parts.push(polygon(blockCorners, { fill: '#fff', width: 2.2 }));
  if (spec.block) labels.push(centredText(centre, spec.block, { bold: true, size: 13 }));

  // Forces leave the block's edge, so its label stays clear.
  const edge = (d: Point) => exitPoint(blockCorners, centre, d);
  const force = (d: Point, length: number, label: string, color: string = palette.blue, from = edge(d)) => {
    const tip = add(from, scale(d, length));
    parts.push(arrow(from, tip, { color, width: 2.6 }));
    labels.push(labelNear(tip, d, label, { color, bold: true }, 5));
  };
  const forces = spec.forces ?? {};
  const weight = 64;
  if (forces.weight) {
    const from = edge([0, 1]);
    force([0, 1], weight, forces.weight);
    if (spec.components) {
      // The weight's components, from where the weight arrow starts, dashed.
      const along = scale(up, -Math.sin(theta) * weight);
      const across = scale(out, -Math.cos(theta) * weight);
      const dashed = { color: palette.warm, width: 2, dash: '4 3' };
      parts.push(arrow(from, add(from, along), dashed), arrow(from, add(from, across), dashed));
      const style = { color: palette.warm, size: 13 };
      labels.push(
        labelNear(add(from, along), [-1, 0.2], `P·sen ${num(spec.angle)}°`, style, 4),
        labelNear(add(from, across), [1, 0.2], `P·cos ${num(spec.angle)}°`, style, 5),
      );
    }
  }
  if (forces.normal) force(out, 56, forces.normal);
  if (forces.friction) {
    const against = spec.motion === 'down' || forces.applied?.direction === 'down' ? up : scale(up, -1);
    force(against, 44, forces.friction, palette.ink);
  }
  if (forces.applied) {
    const { label, direction } = forces.applied;
    if (direction === 'horizontal') {
      // A horizontal push: the arrow ends on the block's back face, its label above its tail.
      const tip = edge([-1, 0]);
      const tail = add(tip, [-52, 0]);
      parts.push(arrow(tail, tip, { color: palette.blue, width: 2.6 }));
      labels.push(labelNear(tail, [-0.2, -1], label, { color: palette.blue, bold: true }, 6));
    } else force(direction === 'up' ? up : scale(up, -1), 56, label);
  }
  // The length's label goes past the block and the weight's arrow, where the triangle is tall enough.
  if (spec.length) parts.push(dimension(foot, top, spec.length, 14, palette.muted, 0.8));
  if (spec.height) parts.push(dimension(corner, top, spec.height, 16));
  if (spec.base)
    labels.push(text([(foot[0] + corner[0]) / 2, foot[1] + 20], spec.base, { anchor: 'middle' }));

  return figure({ title: spec.title ?? 'Plano inclinado', alt: spec.alt }, [...parts, ...labels]);
}
