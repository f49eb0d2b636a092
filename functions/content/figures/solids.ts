import type { Figure } from '../schema.ts';
import { dimension, figure, line, palette, path, polygon, text } from './svg.ts';

/*
 * Solids as a student sketches them: a cylinder, a cone, a sphere and a rectangular box, hidden edges
 * dashed, the dimensions the statement gives written on them.
 */

export interface SolidSpec {
  kind: 'cilindro' | 'cono' | 'esfera' | 'prisma';
  /** Labels: radius (cylinder, cone, sphere), height (cylinder, cone, box), width and depth (box). */
  radius?: string;
  height?: string;
  width?: string;
  depth?: string;
  alt: string;
  title?: string;
}

const titles = {
  cilindro: 'Cilindro',
  cono: 'Cono',
  esfera: 'Esfera',
  prisma: 'Prisma rectangular',
} as const;

const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  half: 'front' | 'back' | 'all',
  dash = false,
) => {
  const d =
    half === 'all'
      ? `M${cx - rx} ${cy}A${rx} ${ry} 0 1 0 ${cx + rx} ${cy}A${rx} ${ry} 0 1 0 ${cx - rx} ${cy}`
      : `M${cx - rx} ${cy}A${rx} ${ry} 0 0 ${half === 'front' ? 0 : 1} ${cx + rx} ${cy}`;
  return path(d, dash ? { dash: '4 4', width: 1.5, color: palette.muted } : {});
};

export function solidFigure(spec: SolidSpec): Figure {
  const parts: string[] = [];
  const labels: string[] = [];
  const cx = 160;
  if (spec.kind === 'cilindro' || spec.kind === 'cono') {
    const [top, bottom, rx, ry] = [40, 180, 70, 18];
    parts.push(ellipse(cx, bottom, rx, ry, 'front'), ellipse(cx, bottom, rx, ry, 'back', true));
    if (spec.kind === 'cilindro') {
      parts.push(
        ellipse(cx, top, rx, ry, 'all'),
        line([cx - rx, top], [cx - rx, bottom]),
        line([cx + rx, top], [cx + rx, bottom]),
      );
    } else parts.push(line([cx - rx, bottom], [cx, top]), line([cx + rx, bottom], [cx, top]));
    parts.push(line([cx, bottom], [cx + rx, bottom], { color: palette.blue, width: 2 }));
    if (spec.radius)
      labels.push(
        text([cx + rx / 2, bottom - 6], spec.radius, {
          anchor: 'middle',
          color: palette.blue,
          bold: true,
          size: 13,
        }),
      );
    parts.push(line([cx, top], [cx, bottom], { color: palette.muted, dash: '4 4', width: 1.4 }));
    if (spec.height) parts.push(dimension([cx + rx + 14, bottom], [cx + rx + 14, top], spec.height, 0.01));
  } else if (spec.kind === 'esfera') {
    const r = 80;
    parts.push(
      `<circle cx="${cx}" cy="120" r="${r}"/>`,
      ellipse(cx, 120, r, 20, 'front'),
      ellipse(cx, 120, r, 20, 'back', true),
    );
    parts.push(
      line([cx, 120], [cx + r, 120], { color: palette.blue, width: 2 }),
      `<circle cx="${cx}" cy="120" r="2.5" fill="${palette.ink}"/>`,
    );
    if (spec.radius)
      labels.push(
        text([cx + r / 2, 112], spec.radius, { anchor: 'middle', color: palette.blue, bold: true, size: 13 }),
      );
  } else {
    const [x, y, w, h, dx, dy] = [80, 80, 140, 100, 50, -36];
    parts.push(
      polygon(
        [
          [x, y],
          [x + w, y],
          [x + w, y + h],
          [x, y + h],
        ],
        { fill: '#f1f5f9' },
      ),
    );
    parts.push(
      polygon([
        [x, y],
        [x + dx, y + dy],
        [x + w + dx, y + dy],
        [x + w, y],
      ]),
    );
    parts.push(
      polygon([
        [x + w, y],
        [x + w + dx, y + dy],
        [x + w + dx, y + h + dy],
        [x + w, y + h],
      ]),
    );
    const hidden = { dash: '4 4', width: 1.4, color: palette.muted };
    parts.push(
      line([x + dx, y + dy], [x + dx, y + h + dy], hidden),
      line([x + dx, y + h + dy], [x, y + h], hidden),
      line([x + dx, y + h + dy], [x + w + dx, y + h + dy], hidden),
    );
    if (spec.width) parts.push(dimension([x, y + h], [x + w, y + h], spec.width, 12));
    if (spec.height) parts.push(dimension([x, y], [x, y + h], spec.height, 12));
    if (spec.depth) parts.push(dimension([x + w + dx, y + dy], [x + w + dx, y + h + dy], spec.depth, -12));
  }
  return figure({ title: spec.title ?? titles[spec.kind], alt: spec.alt }, [...parts, ...labels]);
}
