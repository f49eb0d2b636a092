import { sectorFigure, unitCircle } from '../circles.ts';
import { functionGraph, parabolaGraph, pointsGraph } from '../function-graph.ts';
import { numberLine } from '../number-line.ts';
import { plot } from '../plot.ts';
import {
  polygonFigure,
  rightTriangle,
  triangleFigure,
  triangleFromSas,
  triangleFromSides,
} from '../polygons.ts';
import { solidFigure } from '../solids.ts';
import type { Point } from '../svg.ts';
import { planeVectors } from '../vectors.ts';
import type { ItemFigures } from './item-figures.ts';

/*
 * Matemática: triangles and shapes drawn to scale from the statement's data (the unknown written as
 * "x", "h" or "?"), points of the plane with their coordinates, solids with their dimensions.
 */

const none = ['', '', ''] as const;
const sin = (degrees: number) => Math.sin((degrees * Math.PI) / 180);
const tan = (degrees: number) => Math.tan((degrees * Math.PI) / 180);

/** A triangle from one side and its two angles (side a, angles A and B): its three sides. */
const fromAas = (a: number, A: number, B: number) =>
  triangleFromSides(a, (a * sin(B)) / sin(A), (a * sin(180 - A - B)) / sin(A));

/** The triangle ABC (A on top) cut by DE parallel to BC, D and E at `share` of the way from A. */
function thales(
  share: number,
  labels: { note: [Point, string][]; sides: (string | undefined)[]; de?: string; alt: string },
) {
  const [A, B, C]: Point[] = [
    [4, 9],
    [0, 0],
    [10, 0],
  ];
  const along = (P: Point, Q: Point): Point => [P[0] + (Q[0] - P[0]) * share, P[1] + (Q[1] - P[1]) * share];
  const D = along(A as Point, B as Point);
  const E = along(A as Point, C as Point);
  return polygonFigure({
    vertices: [A as Point, B as Point, C as Point],
    names: ['A', 'B', 'C'],
    sides: labels.sides,
    points: [
      { at: D, name: 'D' },
      { at: E, name: 'E' },
    ],
    segments: [{ from: D, to: E, solid: true, ...(labels.de ? { label: labels.de } : {}) }],
    notes: labels.note.map(([at, text]) => ({ at, text })),
    title: 'Triángulos en posición de Thales',
    alt: labels.alt,
  });
}

const exercises: ItemFigures['exercises'] = {
  'mat-trigonometria-003': triangleFigure(rightTriangle(10 * Math.cos(Math.PI / 6), 5), {
    names: none,
    c: '10 cm',
    b: 'x',
    angleB: '30°',
    right: 'C',
    alt: 'Un triángulo rectángulo con hipotenusa de 10 cm y un ángulo agudo de 30°; x es el cateto opuesto a ese ángulo.',
  }),
  'mat-trigonometria-004': triangleFigure(rightTriangle(4, 3), {
    names: none,
    a: '4',
    b: '3',
    angleB: 'α',
    right: 'C',
    alt: 'Un triángulo rectángulo con catetos de 3 y de 4; α es el ángulo opuesto al cateto de 3.',
  }),
  'mat-trigonometria-010': triangleFigure(rightTriangle(20, 20 * Math.sqrt(3)), {
    title: 'Ángulo de elevación',
    names: none,
    a: '20 m',
    b: 'h',
    angleB: '60°',
    right: 'C',
    alt: 'El edificio, de altura h, y el punto del suelo a 20 m de su base forman un triángulo rectángulo; desde ese punto se ve la parte más alta con un ángulo de elevación de 60°.',
  }),
  'mat-trigonometria-013': triangleFigure(fromAas(10, 30, 45), {
    a: 'a = 10 cm',
    b: 'b',
    angleA: '30°',
    angleB: '45°',
    alt: 'Un triángulo ABC con un ángulo de 30° en A y de 45° en B; el lado a, opuesto a A, mide 10 cm, y el lado b, opuesto a B, es la incógnita.',
  }),
  'mat-trigonometria-014': triangleFigure(triangleFromSas(8, 60, 5), {
    names: none,
    a: '8 cm',
    b: '5 cm',
    c: 'x',
    angleC: '60°',
    alt: 'Un triángulo con dos lados de 5 cm y 8 cm que forman un ángulo de 60°; x es el tercer lado, opuesto a ese ángulo.',
  }),
  'mat-trigonometria-022': triangleFigure(triangleFromSides(13, 7, 8), {
    names: none,
    a: '13 cm',
    b: '7 cm',
    c: '8 cm',
    angleA: '?',
    alt: 'Un triángulo de lados 7 cm, 8 cm y 13 cm; el ángulo marcado, opuesto al lado de 13 cm, es el mayor.',
  }),
  'mat-trigonometria-035': triangleFigure(rightTriangle(3, 3 * Math.sqrt(3)), {
    title: 'Escalera apoyada en una pared',
    names: none,
    c: '6 m',
    b: 'h',
    angleB: '60°',
    right: 'C',
    alt: 'Una escalera de 6 m apoyada en una pared vertical forma un triángulo rectángulo con la pared y el suelo; el ángulo con el suelo es de 60° y h es la altura a la que llega.',
  }),
  'mat-trigonometria-037': triangleFigure(rightTriangle(12, 5), {
    names: none,
    c: '13 cm',
    b: '5 cm',
    angleB: '?',
    right: 'C',
    alt: 'Un triángulo rectángulo con hipotenusa de 13 cm y un cateto de 5 cm; el ángulo marcado es el opuesto a ese cateto.',
  }),
  'mat-trigonometria-038': triangleFigure(triangleFromSides(7, 5, 3), {
    a: 'a = 7 cm',
    b: 'b = 5 cm',
    c: 'c = 3 cm',
    angleA: '?',
    alt: 'Un triángulo ABC con lados a = 7 cm, b = 5 cm y c = 3 cm; el ángulo marcado es A, opuesto al lado a.',
  }),
  'mat-trigonometria-039': triangleFigure(triangleFromSas(60, 30, 40), {
    title: 'Terreno triangular',
    names: none,
    a: '60 m',
    b: '40 m',
    angleC: '30°',
    alt: 'Un terreno triangular con dos lados de 40 m y 60 m que forman un ángulo de 30°.',
  }),
  'mat-trigonometria-042': sectorFigure({
    angle: 1.2 * (180 / Math.PI),
    radius: '10 cm',
    angleLabel: '1,2 rad',
    arc: 's',
    alt: 'Un sector de una circunferencia de 10 cm de radio, con un ángulo central de 1,2 radianes; s es el arco que abarca.',
  }),
  'mat-trigonometria-043': sectorFigure({
    angle: 60,
    radius: '6 cm',
    arc: 's',
    alt: 'Un sector de una circunferencia de 6 cm de radio, con un ángulo central de 60°; s es el arco que abarca.',
  }),
  'mat-trigonometria-044': sectorFigure({
    angle: (20 / 8) * (180 / Math.PI),
    radius: '8 cm',
    angleLabel: '?',
    arc: '20 cm',
    alt: 'Un sector de una circunferencia de 8 cm de radio cuyo arco mide 20 cm; el ángulo central es la incógnita.',
  }),
  'mat-trigonometria-048': sectorFigure({
    angle: 60,
    radius: '4 cm',
    angleLabel: 'π/3',
    alt: 'Un sector circular de 4 cm de radio con un ángulo central de π/3.',
  }),
  'mat-trigonometria-049': triangleFigure(rightTriangle(12, 5), {
    names: none,
    a: '12',
    b: '5',
    angleB: 'α',
    right: 'C',
    alt: 'Un triángulo rectángulo con catetos de 5 y de 12; α es el ángulo opuesto al cateto de 5.',
  }),
  'mat-trigonometria-059': triangleFigure(triangleFromSas(8, 60, 5), {
    names: none,
    a: '8 cm',
    b: '5 cm',
    c: '?',
    angleC: '60°',
    alt: 'Un triángulo con dos lados de 8 cm y 5 cm y un ángulo comprendido de 60°; el tercer lado es la incógnita.',
  }),
  'mat-trigonometria-060': triangleFigure(fromAas(10, 45, 60), {
    a: 'a = 10 cm',
    b: 'b',
    angleA: '45°',
    angleB: '60°',
    alt: 'Un triángulo ABC con ángulos de 45° en A y de 60° en B; el lado a, opuesto a A, mide 10 cm, y el lado b es la incógnita.',
  }),
  'mat-trigonometria-064': triangleFigure(rightTriangle(7 / tan(30), 7), {
    names: none,
    b: '7 cm',
    c: '?',
    angleB: '30°',
    right: 'C',
    alt: 'Un triángulo rectángulo con un cateto de 7 cm opuesto a un ángulo de 30°; la hipotenusa es la incógnita.',
  }),
  'mat-trigonometria-065': triangleFigure(rightTriangle(10, 1.5), {
    title: 'Rampa',
    names: none,
    a: '10 m',
    b: '1,5 m',
    angleB: '?',
    right: 'C',
    alt: 'Una rampa que sube 1,5 m de altura a lo largo de 10 m de distancia horizontal, dibujada como un triángulo rectángulo; el ángulo con el suelo es la incógnita.',
  }),
  'mat-geometria-003': triangleFigure(rightTriangle(8, 6), {
    names: none,
    a: '8 cm',
    b: '6 cm',
    c: 'x',
    right: 'C',
    alt: 'Un triángulo rectángulo con catetos de 6 cm y 8 cm; x es la hipotenusa.',
  }),
  'mat-geometria-004': polygonFigure({
    vertices: [
      [0, 0],
      [12, 0],
      [4, 5],
    ],
    sides: ['12 cm'],
    segments: [{ from: [4, 5], to: [4, 0], label: '5 cm' }],
    title: 'Triángulo con su altura',
    alt: 'Un triángulo con una base de 12 cm y la altura correspondiente, de 5 cm, trazada con línea de trazos.',
  }),
  'mat-geometria-016': triangleFigure(rightTriangle(1.4, 4.8), {
    title: 'Escalera apoyada en una pared',
    names: none,
    a: '1,4 m',
    c: '5 m',
    b: 'h',
    right: 'C',
    alt: 'Una escalera de 5 m apoyada en una pared vertical, con el pie a 1,4 m de la pared: forman un triángulo rectángulo cuyo cateto vertical, h, es la altura a la que llega.',
  }),
  'mat-geometria-032': polygonFigure({
    vertices: [
      [0, 0],
      [16, 0],
      [13, 4],
      [3, 4],
    ],
    sides: ['16 cm', '5 cm', '10 cm', '5 cm'],
    title: 'Trapecio isósceles',
    alt: 'Un trapecio isósceles con bases de 16 cm y 10 cm y lados no paralelos de 5 cm cada uno.',
  }),
  'mat-geometria-038': thales(1 / 3, {
    sides: [undefined, undefined, undefined],
    note: [
      [[2.3, 8], '3 cm'],
      [[0.3, 3.6], '6 cm'],
      [[6.2, 8], '4 cm'],
      [[9.3, 3.6], 'x'],
    ],
    alt: 'Un triángulo ABC con D sobre AB y E sobre AC, y DE paralelo a BC. AD mide 3 cm, DB 6 cm, AE 4 cm y EC es la incógnita x.',
  }),
  'mat-geometria-039': thales(1 / 3, {
    sides: ['AB = 15 cm', 'BC = ?'],
    note: [[[3.9, 7.2], 'AD = 5 cm']],
    de: '4 cm',
    alt: 'Un triángulo ABC con D sobre AB y E sobre AC, y DE paralelo a BC. AD mide 5 cm, AB 15 cm y DE 4 cm; BC es la incógnita.',
  }),
  'mat-geometria-043': thales(2 / 3, {
    sides: [undefined, '9 cm'],
    note: [
      [[1.6, 6.6], '4 cm'],
      [[-0.3, 1.8], '2 cm'],
    ],
    de: 'DE = ?',
    alt: 'Un triángulo ABC con D sobre AB y E sobre AC, y DE paralelo a BC. AD mide 4 cm, DB 2 cm y BC 9 cm; DE es la incógnita.',
  }),
  'mat-geometria-055': polygonFigure({
    vertices: [
      [0, 0],
      [6, 0],
      [3, 3 * Math.sqrt(3)],
    ],
    sides: ['6 cm', '6 cm', '6 cm'],
    title: 'Triángulo equilátero',
    alt: 'Un triángulo equilátero de 6 cm de lado.',
  }),
  'mat-geometria-013': solidFigure({
    kind: 'cilindro',
    radius: '3 cm',
    height: '10 cm',
    alt: 'Un cilindro de 3 cm de radio y 10 cm de altura.',
  }),
  'mat-geometria-045': solidFigure({
    kind: 'prisma',
    width: '4 cm',
    height: '4 cm',
    depth: '4 cm',
    title: 'Cubo',
    alt: 'Un cubo de 4 cm de arista.',
  }),
  'mat-geometria-046': solidFigure({
    kind: 'cilindro',
    radius: '5 dm',
    height: '4 dm',
    alt: 'Un tambor cilíndrico de 5 dm de radio y 4 dm de altura.',
  }),
  'mat-geometria-047': solidFigure({
    kind: 'cono',
    radius: '6 cm',
    height: '4 cm',
    alt: 'Un cono de 6 cm de radio de la base y 4 cm de altura.',
  }),
  'mat-geometria-049': solidFigure({
    kind: 'prisma',
    width: '2 m',
    depth: '1,5 m',
    height: '1 m',
    alt: 'Un tanque con forma de prisma rectangular de 2 m de largo, 1,5 m de ancho y 1 m de alto.',
  }),
  'mat-geometria-052': solidFigure({
    kind: 'prisma',
    width: '5 cm',
    height: '4 cm',
    depth: '3 cm',
    alt: 'Una caja con forma de prisma rectangular de 3 cm × 4 cm × 5 cm.',
  }),
  'mat-geometria-903': solidFigure({
    kind: 'cilindro',
    radius: '5 cm',
    height: '12 cm',
    alt: 'Un tanque cilíndrico de 5 cm de radio y 12 cm de altura.',
  }),
  'mat-geometria-006': pointsGraph({
    points: [
      { at: [1, 2], name: 'A' },
      { at: [4, 6], name: 'B' },
    ],
    join: [[0, 1]],
    alt: 'Los puntos A = (1; 2) y B = (4; 6) en el plano, unidos por un segmento.',
  }),
  'mat-geometria-014': pointsGraph({
    points: [
      { at: [-2, 5], name: 'A' },
      { at: [6, -1], name: 'B' },
    ],
    join: [[0, 1]],
    alt: 'Los puntos A = (−2; 5) y B = (6; −1) en el plano, extremos de un segmento.',
  }),
  'mat-geometria-028': pointsGraph({
    points: [
      { at: [-2, 1], name: 'A' },
      { at: [4, 3], name: 'B' },
      { at: [1, 7], name: 'C' },
    ],
    closed: true,
    alt: 'El triángulo de vértices A = (−2; 1), B = (4; 3) y C = (1; 7) en el plano.',
  }),
  'mat-geometria-056': pointsGraph({
    points: [
      { at: [-1, 2], name: 'A' },
      { at: [3, 5], name: 'B' },
    ],
    join: [[0, 1]],
    alt: 'Los puntos A = (−1; 2) y B = (3; 5) en el plano, unidos por un segmento.',
  }),
  'mat-geometria-057': pointsGraph({
    points: [
      { at: [5, 3], name: 'A' },
      { at: [2, -1], name: 'M' },
    ],
    join: [[0, 1]],
    alt: 'El extremo A = (5; 3) de un segmento y su punto medio M = (2; −1) en el plano; el otro extremo, B, es la incógnita.',
  }),
  'mat-geometria-901': pointsGraph({
    points: [
      { at: [1, 2], name: 'A' },
      { at: [7, 10], name: 'B' },
    ],
    join: [[0, 1]],
    alt: 'Los puntos A = (1; 2) y B = (7; 10) en el plano, unidos por un segmento.',
  }),
};

const miniClasses: ItemFigures['miniClasses'] = {
  'algebra-basica-polinomios-factoreo': [
    polygonFigure({
      vertices: [
        [0, 0],
        [5, 0],
        [5, 5],
        [0, 5],
      ],
      sides: ['a + b', undefined, undefined, 'a + b'],
      segments: [
        { from: [3, 0], to: [3, 5], solid: true },
        { from: [0, 2], to: [5, 2], solid: true },
      ],
      notes: [
        { at: [1.5, 3.5], text: 'a²' },
        { at: [4, 3.5], text: 'a·b' },
        { at: [1.5, 1], text: 'a·b' },
        { at: [4, 1], text: 'b²' },
      ],
      title: 'Cuadrado de un binomio',
      alt: 'Un cuadrado de lado a + b partido en cuatro regiones: un cuadrado de área a², otro de área b² y dos rectángulos de área a·b. Por eso (a + b)² = a² + 2·a·b + b².',
    }),
  ],
  'algebra-basica-complejos-forma-polar': [
    planeVectors({
      vectors: [{ x: 3, y: 4, label: 'z = 3 + 4i', components: true }],
      axes: ['Re', 'Im'],
      title: 'Un número complejo en el plano',
      alt: 'El número complejo z = 3 + 4i dibujado como un vector desde el origen hasta el punto (3; 4) del plano complejo: su parte real, 3, sobre el eje real y su parte imaginaria, 4, sobre el eje imaginario. El largo del vector es el módulo y el ángulo con el eje real, el argumento.',
    }),
  ],
  'ecuaciones-cuadraticas': [
    functionGraph({
      title: 'El discriminante y las raíces',
      x: [-4, 4],
      y: [-5, 7],
      curves: [
        { f: (x) => x * x - 4, label: 'Δ > 0', labelAtX: -2.6 },
        { f: (x) => (x - 1) ** 2, color: '#c2410c', label: 'Δ = 0', labelAtX: 3.4 },
        { f: (x) => (x + 1.5) ** 2 + 2, color: '#14213d', label: 'Δ < 0', labelAtX: -3.5 },
      ],
      alt: 'Tres parábolas con las ramas hacia arriba: una corta al eje x en dos puntos (discriminante positivo, dos raíces reales), otra lo toca en un solo punto (discriminante cero, una raíz doble) y la tercera no lo corta (discriminante negativo, sin raíces reales).',
    }),
  ],
  'ecuaciones-sistemas-2x2': [
    functionGraph({
      title: 'Un sistema de dos ecuaciones',
      x: [-1, 5],
      y: [-1, 6],
      curves: [
        { f: (x) => x + 1, label: 'y = x + 1', labelAtX: 4 },
        { f: (x) => -x + 5, color: '#c2410c', label: 'y = −x + 5', labelAtX: 4.4 },
      ],
      marks: [{ at: [2, 3], label: '(2; 3)', guides: true }],
      alt: 'Las rectas y = x + 1 e y = −x + 5 se cortan en el punto (2; 3): ese punto es la solución del sistema, porque cumple las dos ecuaciones a la vez.',
    }),
  ],
  'ecuaciones-inecuaciones-valor-absoluto': [
    numberLine({
      min: -3,
      max: 5,
      intervals: [{ from: -1, to: 3, closedFrom: true, closedTo: true }],
      ticks: [-1, 1, 3],
      caption: '|x − 1| ≤ 2',
      alt: 'La solución de |x − 1| ≤ 2 en la recta numérica: los puntos a distancia 2 o menos del 1, es decir, el intervalo cerrado [−1; 3], con los dos extremos marcados con un punto lleno.',
    }),
  ],
  'funciones-dominio-imagen-composicion': [
    functionGraph({
      title: 'Dominio e imagen',
      x: [-1, 8],
      y: [-1, 4],
      curves: [{ f: (x) => (x >= 1 ? Math.sqrt(x - 1) : Number.NaN), from: 1, label: 'f(x) = √(x − 1)' }],
      marks: [{ at: [1, 0], label: '(1; 0)', towards: [0.3, 1] }],
      alt: 'El gráfico de f(x) = √(x − 1): empieza en el punto (1; 0) y crece hacia la derecha. Su dominio son las x mayores o iguales que 1 y su imagen, las y mayores o iguales que 0.',
    }),
  ],
  'funciones-lineal': [
    plot({
      title: 'Pendiente y ordenada al origen',
      x: { label: 'x', min: -2, max: 4 },
      y: { label: 'y', min: -2, max: 8 },
      curves: [{ f: (x) => 2 * x + 1, label: 'y = 2x + 1', labelAtX: 3.2 }],
      series: [
        {
          points: [
            [1, 3],
            [2, 3],
            [2, 5],
          ],
          color: '#c2410c',
        },
      ],
      marks: [
        { at: [0, 1], label: 'b = 1', towards: [-1, -0.3] },
        { at: [1.5, 3], label: '+1', towards: [0, 1], bare: true },
        { at: [2, 4], label: '+2', towards: [1, 0], bare: true },
      ],
      alt: 'La recta y = 2x + 1 corta al eje y en 1, la ordenada al origen. Un escalón marca la pendiente: cuando x aumenta 1, y aumenta 2.',
    }),
  ],
  'funciones-cuadratica': [
    parabolaGraph({
      a: 1,
      b: -2,
      c: -3,
      label: 'f(x) = x² − 2x − 3',
      show: { roots: true, vertex: true, axis: true, yIntercept: true },
      alt: 'La parábola f(x) = x² − 2x − 3, con las ramas hacia arriba: corta al eje x en (−1; 0) y (3; 0), al eje y en (0; −3), tiene su vértice en (1; −4) y su eje de simetría es la recta x = 1.',
    }),
  ],
  'funciones-exponencial-logaritmica': [
    functionGraph({
      title: 'Exponencial y logaritmo',
      x: [-3, 6],
      y: [-3, 6],
      curves: [
        { f: (x) => 2 ** x, label: 'y = 2ˣ', labelAtX: 2.3 },
        { f: (x) => Math.log2(x), color: '#c2410c', label: 'y = log₂ x', labelAtX: 5.2 },
        { f: (x) => x, color: '#5b6472', dash: true },
      ],
      marks: [
        { at: [0, 1], label: '(0; 1)', towards: [-1, -0.5] },
        { at: [1, 0], label: '(1; 0)', towards: [1, 1] },
      ],
      alt: 'Los gráficos de y = 2ˣ y de y = log₂ x, simétricos respecto de la recta y = x (de trazos). La exponencial pasa por (0; 1) y se acerca al eje x sin tocarlo; el logaritmo pasa por (1; 0) y se acerca al eje y.',
    }),
  ],
  'geometria-angulos-triangulos': [
    triangleFigure(rightTriangle(4, 3), {
      title: 'Teorema de Pitágoras',
      a: 'a',
      b: 'b',
      c: 'c',
      right: 'C',
      alt: 'Un triángulo rectángulo con catetos a y b y la hipotenusa c, opuesta al ángulo recto: c² = a² + b².',
    }),
  ],
  'geometria-areas-volumenes': [
    solidFigure({
      kind: 'cilindro',
      radius: 'r',
      height: 'h',
      alt: 'Un cilindro de radio r y altura h: su volumen es el área de la base por la altura, π·r²·h.',
    }),
  ],
  'geometria-analitica': [
    pointsGraph({
      points: [
        { at: [1, 1], name: 'A' },
        { at: [5, 4], name: 'B' },
      ],
      join: [[0, 1]],
      title: 'Distancia entre dos puntos',
      alt: 'Los puntos A = (1; 1) y B = (5; 4) unidos por un segmento: la distancia entre ellos es la hipotenusa de un triángulo rectángulo de catetos 4 y 3, es decir, 5.',
    }),
  ],
  'trigonometria-angulos-razones': [
    // The sides' long names set the width: placed by hand (the opposite leg's on two lines) on a smaller
    // triangle, they read at 11 px in a phone's column (ADR 0083).
    polygonFigure({
      vertices: rightTriangle(4, 3),
      size: 190,
      title: 'Razones trigonométricas',
      notes: [
        { at: [2.48, 2.14], text: 'hipotenusa' },
        { at: [2, -0.42], text: 'cateto adyacente' },
        { at: [-0.72, 1.67], text: 'cateto' },
        { at: [-0.72, 1.33], text: 'opuesto' },
      ],
      angles: [undefined, 'α', undefined],
      rightAngles: [2],
      alt: 'Un triángulo rectángulo con el ángulo α marcado: el cateto opuesto a α, el cateto adyacente a α y la hipotenusa. sen α es opuesto sobre hipotenusa, cos α es adyacente sobre hipotenusa y tg α es opuesto sobre adyacente.',
    }),
  ],
  'trigonometria-identidades-ecuaciones': [
    unitCircle({
      angle: 150,
      projections: true,
      alt: 'La circunferencia trigonométrica de radio 1 con el ángulo de 150° marcado desde el semieje x positivo: el punto donde su lado corta la circunferencia tiene como coordenadas (cos 150°; sen 150°), con el coseno negativo y el seno positivo.',
    }),
  ],
  'trigonometria-teoremas-seno-coseno': [
    triangleFigure(triangleFromSides(6, 5, 7), {
      title: 'Lados y ángulos de un triángulo',
      a: 'a',
      b: 'b',
      c: 'c',
      angleA: 'A',
      angleB: 'B',
      angleC: 'C',
      names: ['', '', ''],
      alt: 'Un triángulo cualquiera con sus ángulos A, B y C y los lados a, b y c, cada lado opuesto al ángulo de su misma letra: es la notación de los teoremas del seno y del coseno.',
    }),
  ],
  'trigonometria-reciprocas-arco': [
    sectorFigure({
      angle: 70,
      radius: 'r',
      angleLabel: 'θ',
      arc: 's = r·θ',
      alt: 'Un sector circular de radio r y ángulo central θ en radianes: el arco que abarca mide s = r·θ y el área del sector es r²·θ/2.',
    }),
  ],
};

export const figures: ItemFigures = {
  miniClasses,
  exercises,
};
