import type { Figure } from '../schema.ts';
import { arrow, figure, line, num, type Point, palette, path, text } from './svg.ts';

/*
 * An enthalpy diagram: the reactants' and products' levels, the path between them over the activation
 * barrier, and ΔH as the arrow from one level to the other.
 */

export interface EnthalpyDiagramSpec {
  reactants: string;
  products: string;
  /** ΔH in kJ (negative: exothermic). */
  deltaH: number;
  /** The barrier above the reactants, in kJ; a barrier of a third of |ΔH| when absent. */
  activation?: number;
  alt: string;
  title?: string;
  /** The unit written after ΔH ("kJ" or "kJ/mol"). */
  unit?: string;
}

/**
 * ΔH beside its arrow, its middle at `at`: on one line when short, its value under "ΔH =" when long, so a
 * unit like kJ/mol does not widen the figure past a phone's column (ADR 0083).
 */
function deltaHLabel(at: Point, value: string): string[] {
  const options = { color: palette.warm, size: 13, bold: true };
  if (value.length <= 7) return [text([at[0], at[1] + 4], `ΔH = ${value}`, options)];
  return [text([at[0], at[1] - 5], 'ΔH =', options), text([at[0], at[1] + 12], value, options)];
}

export function enthalpyDiagram(spec: EnthalpyDiagramSpec): Figure {
  const activation = spec.activation ?? Math.abs(spec.deltaH) / 3;
  const high = Math.max(0, spec.deltaH) + activation;
  const low = Math.min(0, spec.deltaH);
  const y = (h: number) => 30 + (150 * (high - h)) / (high - low || 1);
  const [yr, yp, ya] = [y(0), y(spec.deltaH), y(activation)];
  const parts = [
    // The axis sits low enough that a level at the bottom keeps its name below it, clear of the axis.
    arrow([40, 214], [40, 14], { width: 1.5 }),
    arrow([40, 214], [305, 214], { width: 1.5 }),
    line([56, yr], [116, yr], { width: 3 }),
    line([216, yp], [280, yp], { width: 3 }),
    path(
      `M116 ${yr.toFixed(1)}C146 ${yr.toFixed(1)} 150 ${ya.toFixed(1)} 166 ${ya.toFixed(1)}S186 ${yp.toFixed(1)} 216 ${yp.toFixed(1)}`,
      {
        color: palette.blue,
        width: 2.4,
      },
    ),
    line([116, yr], [300, yr], { color: palette.muted, dash: true, width: 1.2 }),
    arrow([258, yr], [258, yp], { color: palette.warm, width: 2.4 }),
  ];
  const exo = spec.deltaH < 0;
  const labels = [
    text([10, 14], 'H', { bold: true }),
    text([300, 230], 'avance', { anchor: 'end', size: 13 }),
    text([86, yr - 8], spec.reactants, { anchor: 'middle', size: 13, bold: true }),
    text([248, yp + (exo ? 18 : -8)], spec.products, { anchor: 'middle', size: 13, bold: true }),
    ...deltaHLabel([264, (yr + yp) / 2], `${num(spec.deltaH)} ${spec.unit ?? 'kJ'}`),
  ];
  return figure(
    {
      title: spec.title ?? `Diagrama de entalpía: reacción ${exo ? 'exotérmica' : 'endotérmica'}`,
      alt: spec.alt,
    },
    [...parts, ...labels],
  );
}
