import { describe, expect, it } from 'vitest';
import { type Figure, figureSchema } from '../schema.ts';
import { bohrAtom, energyLevels } from './atom.ts';
import { sectorFigure, unitCircle } from './circles.ts';
import { circuit } from './circuits.ts';
import { enthalpyDiagram } from './energy-diagram.ts';
import { freeBodyDiagram } from './free-body.ts';
import { functionGraph, parabolaGraph } from './function-graph.ts';
import { inclinedPlane } from './incline.ts';
import { lewisOf } from './lewis.ts';
import { lineGraph, motionGraph } from './line-graph.ts';
import { molecules } from './molecules.ts';
import { numberLine } from './number-line.ts';
import { imageOf, planeMirror, refraction, refractionAngle, sphericalMirror, thinLens } from './optics.ts';
import { pendulumFigure, springFigure, waveFigure } from './oscillations.ts';
import {
  polygonFigure,
  rightTriangle,
  triangleFigure,
  triangleFromSas,
  triangleFromSides,
} from './polygons.ts';
import { solidFigure } from './solids.ts';
import { type Point, SCALE_CLASS } from './svg.ts';
import { planeVectors, spaceVectors } from './vectors.ts';
import { parseXml, textOf, walk, type XmlElement } from './xml.ts';

const alt = 'Una figura de prueba con sus datos.';

/** Every label of a figure, the scale's values apart. */
function labelsOf(figure: Figure): { data: string[]; scale: string[] } {
  const data: string[] = [];
  const scale: string[] = [];
  for (const [element, ancestors] of walk(parseXml(figure.svg)))
    if (element.name === 'text') {
      const onScale = ancestors.some((a) => a.name === 'g' && a.attributes.class === SCALE_CLASS);
      (onScale ? scale : data).push(textOf(element));
    }
  return { data, scale };
}

const elements = (figure: Figure, name: string): XmlElement[] =>
  [...walk(parseXml(figure.svg))].map(([e]) => e).filter((e) => e.name === name);

const pointsOf = (element: XmlElement): Point[] =>
  (element.attributes.points ?? '').split(' ').map((pair) => pair.split(',').map(Number) as unknown as Point);

const angleAt = (vertex: Point, a: Point, b: Point) => {
  const u = [a[0] - vertex[0], a[1] - vertex[1]];
  const v = [b[0] - vertex[0], b[1] - vertex[1]];
  const cos = (u[0]! * v[0]! + u[1]! * v[1]!) / (Math.hypot(u[0]!, u[1]!) * Math.hypot(v[0]!, v[1]!));
  return (Math.acos(cos) * 180) / Math.PI;
};

const samples: [string, Figure][] = [
  [
    'cuerpo libre',
    freeBodyDiagram({
      alt,
      body: '5 kg',
      floor: true,
      forces: [
        { label: 'P', angle: 270 },
        { label: 'N', angle: 90 },
      ],
    }),
  ],
  [
    'plano inclinado',
    inclinedPlane({
      angle: 30,
      alt,
      block: '5 kg',
      forces: { weight: 'P', normal: 'N', friction: 'f', applied: { label: 'F', direction: 'up' } },
      components: true,
      length: '4 m',
      height: '2 m',
    }),
  ],
  [
    'x(t)',
    motionGraph({
      quantity: 'x',
      alt,
      bodies: [
        {
          corners: [
            [0, 0],
            [4, 20],
          ],
          name: 'A',
        },
        {
          corners: [
            [0, 60],
            [4, 40],
          ],
          name: 'B',
        },
      ],
    }),
  ],
  [
    'v(t)',
    motionGraph({
      quantity: 'v',
      alt,
      area: true,
      bodies: [
        {
          corners: [
            [0, 10],
            [10, -10],
          ],
        },
      ],
    }),
  ],
  [
    'curva de calentamiento',
    lineGraph({
      title: 'Calentamiento',
      alt,
      x: 'Q (kJ)',
      y: 'T (°C)',
      fromZero: false,
      lines: [
        {
          corners: [
            [0, -10],
            [2, 0],
            [8, 0],
            [12, 100],
          ],
        },
      ],
    }),
  ],
  [
    'función',
    functionGraph({
      alt,
      x: [-4, 6],
      y: [-5, 5],
      curves: [{ f: (x) => 1 / (x - 1) + 1 }],
      levels: [{ x: 1, label: 'x = 1' }],
    }),
  ],
  [
    'parábola',
    parabolaGraph({
      a: -1,
      b: 4,
      c: 5,
      alt,
      show: { roots: true, vertex: true, axis: true, yIntercept: true },
    }),
  ],
  [
    'vectores',
    planeVectors({
      alt,
      vectors: [
        { x: 3, y: 4, label: 'A', components: true },
        { x: -2, y: 1, label: 'B' },
      ],
    }),
  ],
  ['vectores 3D', spaceVectors({ alt, vectors: [{ x: 2, y: 3, z: 4, label: 'a', guides: true }] })],
  [
    'triángulo',
    triangleFigure(triangleFromSas(8, 60, 5), { alt, a: 'a = 8', b: 'b = 5', c: 'c', angleC: '60°' }),
  ],
  [
    'trapecio',
    polygonFigure({
      alt,
      vertices: [
        [0, 0],
        [10, 0],
        [7, 4],
        [2, 4],
      ],
      sides: ['10 cm', undefined, '5 cm'],
    }),
  ],
  ['lente', thinLens({ alt, kind: 'convergente', focal: 10, object: 30, height: 3, image: true })],
  ['lente divergente', thinLens({ alt, kind: 'divergente', focal: 10, object: 20, height: 3, image: true })],
  ['espejo', sphericalMirror({ alt, kind: 'concavo', focal: 10, object: 30, height: 3, image: true })],
  [
    'espejo convexo',
    sphericalMirror({ alt, kind: 'convexo', focal: 10, object: 20, height: 3, image: true }),
  ],
  ['refracción', refraction({ alt, incidence: 40, n1: 1, n2: 1.33 })],
  ['reflexión total', refraction({ alt, incidence: 60, n1: 1.5, n2: 1 })],
  ['espejo plano', planeMirror({ alt, incidence: 35 })],
  ['Lewis', lewisOf('H2O')],
  ['Bohr', bohrAtom({ alt, protons: 11, neutrons: 12, shells: [2, 8, 1] })],
  ['niveles', energyLevels({ alt, levels: [-13.6, -3.4, -1.51], jump: { from: 3, to: 2 } })],
  ['circuito', circuit({ alt, source: '12 V', elements: [{ resistor: 'R₁' }, { parallel: ['R₂', 'R₃'] }] })],
  [
    'recta numérica',
    numberLine({ alt, min: -4, max: 6, intervals: [{ to: -1, closedTo: true }, { from: 3 }] }),
  ],
  ['entalpía', enthalpyDiagram({ alt, reactants: 'A', products: 'B', deltaH: -100 })],
  ['onda', waveFigure({ alt, wavelength: 'λ = 2 m', amplitude: 'A = 1 m' })],
  ['péndulo', pendulumFigure({ alt, length: 'L = 1 m', angle: 10 })],
  ['resorte', springFigure({ alt, constant: 'k', mass: 'm', stretch: 'x' })],
  ['sector', sectorFigure({ alt, angle: 60, radius: 'r', arc: 's' })],
  ['circunferencia', unitCircle({ alt, angle: 150, projections: true })],
  ['cilindro', solidFigure({ alt, kind: 'cilindro', radius: 'r', height: 'h' })],
  ['prisma', solidFigure({ alt, kind: 'prisma', width: 'a', height: 'b', depth: 'c' })],
];

describe('the figures library', () => {
  it.each(samples)(
    '%s: well-formed SVG, a viewBox, <title> and <desc>, the schema, a few KB',
    (_name, figure) => {
      const root = parseXml(figure.svg);
      expect(root.name).toBe('svg');
      const [, , width, height] = (root.attributes.viewBox ?? '').split(' ').map(Number);
      expect(width).toBeGreaterThan(0);
      expect(height).toBeGreaterThan(0);
      // Never a fixed width that differs from the viewBox: the page scales it to its column.
      expect(Number(root.attributes.width)).toBe(width);
      const children = root.children.filter((c): c is XmlElement => typeof c !== 'string');
      expect(children[0]?.name).toBe('title');
      expect(children[1]?.name).toBe('desc');
      expect(textOf(children[1] as XmlElement)).toBe(figure.alt);
      expect(figureSchema.safeParse(figure).success).toBe(true);
      expect(figure.svg).not.toMatch(/NaN|Infinity|undefined|<image|<style|<script|@font-face|href=/);
      expect(figure.svg.length).toBeLessThan(6000);
    },
  );

  it('reads only well-formed XML', () => {
    expect(() => parseXml('<svg><g></svg>')).toThrow(/cierra/);
    expect(() => parseXml('<svg><text>A & B</text></svg>')).toThrow(/sin escapar/);
    expect(() => parseXml('<svg a="1" a="2"/>')).toThrow(/repetido/);
    expect(() => parseXml('<svg a=1/>')).toThrow(/comillas/);
    expect(parseXml('<svg><text>A &amp; B</text></svg>').children).toHaveLength(1);
  });

  it('draws the inclined plane at the angle it writes', () => {
    for (const angle of [15, 30, 37, 53, 60]) {
      const figure = inclinedPlane({ angle, alt, block: 'm' });
      expect(labelsOf(figure).data).toContain(`${angle}°`);
      const [foot, corner, top] = pointsOf(elements(figure, 'polygon')[0] as XmlElement);
      expect(angleAt(foot as Point, corner as Point, top as Point)).toBeCloseTo(angle, 0);
    }
  });

  it('writes the incline components with the plane angle', () => {
    const { data } = labelsOf(inclinedPlane({ angle: 37, alt, forces: { weight: 'P' }, components: true }));
    expect(data).toEqual(expect.arrayContaining(['P·sen 37°', 'P·cos 37°', 'P', '37°']));
  });

  it('marks a motion graph at the corners it is given, and only there', () => {
    const figure = motionGraph({
      quantity: 'v',
      alt,
      bodies: [
        {
          corners: [
            [0, 0],
            [2, 2],
            [8, 2],
            [10, 0],
          ],
        },
      ],
    });
    expect(labelsOf(figure).data).toEqual(expect.arrayContaining(['t (s)', 'v (m/s)']));
    expect(new Set(labelsOf(figure).scale)).toEqual(new Set(['0', '2', '8', '10']));
    const hidden = motionGraph({
      quantity: 'x',
      alt,
      bodies: [
        {
          corners: [
            [0, 10],
            [6, 40],
          ],
        },
      ],
      hide: [[6, 40]],
    });
    expect(labelsOf(hidden).scale).not.toContain('40');
  });

  it('marks the parabola where its roots and vertex are', () => {
    const { data } = labelsOf(parabolaGraph({ a: -1, b: 4, c: 5, alt, show: { roots: true, vertex: true } }));
    expect(data).toEqual(expect.arrayContaining(['(−1; 0)', '(5; 0)', 'V (2; 9)']));
    const none = labelsOf(parabolaGraph({ a: 1, b: 0, c: 4, alt, show: { roots: true } })).data;
    expect(none.filter((label) => label.startsWith('('))).toEqual([]);
  });

  it('draws a triangle to scale from its data', () => {
    const figure = triangleFigure(triangleFromSas(8, 60, 5), { alt, a: 'a = 8', b: 'b = 5', angleC: '60°' });
    const [A, B, C] = pointsOf(elements(figure, 'polygon')[0] as XmlElement) as [Point, Point, Point];
    expect(angleAt(C, A, B)).toBeCloseTo(60, 0);
    expect(Math.hypot(B[0] - C[0], B[1] - C[1]) / Math.hypot(A[0] - C[0], A[1] - C[1])).toBeCloseTo(8 / 5, 2);
    const [p, q, r] = triangleFromSides(7, 5, 6);
    expect(Math.hypot(q[0] - r[0], q[1] - r[1])).toBeCloseTo(7);
    expect(Math.hypot(p[0] - r[0], p[1] - r[1])).toBeCloseTo(5);
    expect(Math.hypot(p[0] - q[0], p[1] - q[1])).toBeCloseTo(6);
    const right = triangleFigure(rightTriangle(4, 3), { alt, c: 'x', right: 'C' });
    expect(elements(right, 'polyline')).toHaveLength(1);
  });

  it('places the image of a lens by the lens equation', () => {
    expect(imageOf(10, 30, 3).distance).toBeCloseTo(15);
    expect(imageOf(10, 30, 3).height).toBeCloseTo(-1.5);
    expect(imageOf(10, 6, 2).distance).toBeCloseTo(-15);
    const figure = thinLens({ alt, kind: 'convergente', focal: 10, object: 30, height: 3, image: true });
    // Arrows: the object's, then the image's; the lens is the line at the centre.
    const xs = elements(figure, 'polygon').map((p) => pointsOf(p)[0]?.[0] ?? 0);
    const lens = elements(figure, 'line').find((l) => l.attributes['stroke-width'] === '2.4') as XmlElement;
    const lensX = Number(lens.attributes.x1);
    const [objectX, imageX] = [xs[2] ?? 0, xs[3] ?? 0];
    expect((imageX - lensX) / (lensX - objectX)).toBeCloseTo(15 / 30, 1);
    expect(labelsOf(figure).data).toEqual(
      expect.arrayContaining(['p = 30 cm', 'f = 10 cm', 'F', 'F′', 'imagen']),
    );
  });

  it('refracts by Snell’s law and reflects totally past the critical angle', () => {
    expect(refractionAngle(30, 1, 1.5)).toBeCloseTo(19.47, 1);
    expect(refractionAngle(60, 1.5, 1)).toBeUndefined();
    expect(labelsOf(refraction({ alt, incidence: 30, n1: 1, n2: 1.5 })).data).toContain('19,5°');
    expect(labelsOf(refraction({ alt, incidence: 60, n1: 1.5, n2: 1 })).data).toContain('reflexión total');
  });

  it('gives every Lewis structure its valence electrons and full shells', () => {
    const valence: Record<string, number> = { H: 1, B: 3, C: 4, N: 5, O: 6, F: 7, Na: 1, S: 6, Cl: 7 };
    const full = (symbol: string) => (symbol === 'H' ? 2 : symbol === 'B' ? 6 : symbol === 'Na' ? 0 : 8);
    const charge = (text = '') =>
      (text.includes('+') ? 1 : text.includes('−') ? -1 : 0) * (Number.parseInt(text, 10) || 1);
    for (const [id, molecule] of Object.entries(molecules)) {
      const bonds = molecule.bonds ?? [];
      const around = molecule.atoms.map((atom, i) => {
        const shared = bonds
          .filter((b) => b.from === i || b.to === i)
          .reduce((sum, b) => sum + 2 * b.order, 0);
        return shared + 2 * (atom.lonePairs?.length ?? 0) + (atom.singles?.length ?? 0);
      });
      const drawn =
        bonds.reduce((sum, b) => sum + 2 * b.order, 0) +
        molecule.atoms.reduce((sum, a) => sum + 2 * (a.lonePairs?.length ?? 0) + (a.singles?.length ?? 0), 0);
      const ionCharge =
        charge(molecule.charge) + molecule.atoms.reduce((sum, a) => sum + charge(a.charge), 0);
      const expected =
        molecule.atoms.reduce((sum, a) => sum + (valence[a.symbol] ?? Number.NaN), 0) - ionCharge;
      expect(drawn, id).toBe(expected);
      molecule.atoms.forEach((atom, i) => {
        expect(around[i], `${id} ${atom.symbol}`).toBe(full(atom.symbol));
      });
      const dots = elements(lewisOf(id as keyof typeof molecules), 'circle').length;
      expect(dots, id).toBe(
        molecule.atoms.reduce((sum, a) => sum + 2 * (a.lonePairs?.length ?? 0) + (a.singles?.length ?? 0), 0),
      );
    }
  });

  it('puts as many electrons on Bohr’s levels as it is given', () => {
    const figure = bohrAtom({ alt, protons: 11, neutrons: 12, shells: [2, 8, 1] });
    // The nucleus and three orbits, then the electrons.
    expect(elements(figure, 'circle')).toHaveLength(1 + 3 + 11);
    expect(labelsOf(figure).data).toEqual(expect.arrayContaining(['11 p⁺', '12 n', '11 e⁻']));
  });
});
