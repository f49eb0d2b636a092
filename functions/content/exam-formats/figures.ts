import { circuit } from '../figures/circuits.ts';
import { functionGraph } from '../figures/function-graph.ts';
import { inclinedPlane } from '../figures/incline.ts';
import { lineGraph, motionGraph } from '../figures/line-graph.ts';
import { beamFigure, blocksOnFloor, pulleySetup } from '../figures/mechanisms.ts';
import { thinLens } from '../figures/optics.ts';
import { rightTriangle, triangleFigure, triangleFromSas } from '../figures/polygons.ts';
import { handDrawn } from '../figures/svg.ts';
import { trajectoryFigure } from '../figures/trajectory.ts';
import type { Figure } from '../schema.ts';

/*
 * Line drawings for the problems in parts whose statement shows one, drawn with the bank's figures
 * library (ADR 0074) from the statement's numbers; the window is still drawn by hand (no arcs there yet).
 */

const svg = (height: number, lines: string, labels: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 ${height}" width="320" height="${height}"><g fill="none" stroke="currentColor" stroke-width="1.5">${lines}</g><g fill="currentColor" font-family="sans-serif" font-size="13">${labels}</g></svg>`;

export const figures = {
  velocityTime: lineGraph({
    title: 'Gráfico velocidad-tiempo',
    x: 't (s)',
    y: 'v (m/s)',
    ticks: { y: false },
    lines: [
      {
        corners: [
          [0, 0],
          [8, 20],
          [20, 20],
        ],
      },
    ],
    marks: [{ at: [8, 20], label: 'v₁', towards: [-0.6, -1] }],
    alt: 'Gráfico de velocidad en función del tiempo: una recta sube desde el origen hasta la velocidad v₁ a los 8 s (tramo con aceleración constante) y después sigue horizontal hasta los 20 s (tramo con velocidad constante).',
  }),
  projectile: trajectoryFigure({
    speed: 40,
    angle: 30,
    labels: { top: 'h máx', range: 'alcance' },
    alt: 'Un proyectil sale del suelo con velocidad v₀ = 40 m/s formando 30° con la horizontal y describe una parábola que vuelve al suelo. Una cota vertical marca la altura máxima y una horizontal, el alcance.',
  }),
  twoBlocks: blocksOnFloor({
    blocks: ['4 kg', '6 kg'],
    force: { label: 'F = 30 N', on: 'push' },
    floor: 'sin rozamiento',
    alt: 'Dos bloques apoyados uno contra otro sobre un piso horizontal sin rozamiento: m₁ de 4 kg a la izquierda y m₂ de 6 kg a la derecha. Una fuerza horizontal F de 30 N empuja a m₁ hacia la derecha.',
  }),
  atwood: pulleySetup({
    kind: 'atwood',
    bodies: ['3 kg', '5 kg'],
    alt: 'Máquina de Atwood: una polea ideal colgada del techo con una soga que pasa por ella; de un extremo cuelga m₁ de 3 kg y del otro m₂ de 5 kg.',
  }),
  incline: inclinedPlane({
    angle: 30,
    block: '5 kg',
    forces: { weight: 'P', normal: 'N', friction: 'f', applied: { label: 'F = 40 N', direction: 'up' } },
    length: 'd = 4 m',
    alt: 'Un bloque de 5 kg sobre un plano inclinado 30°, con coeficiente de rozamiento 0,2. Una fuerza F de 40 N, paralela al plano, lo arrastra hacia arriba a lo largo de 4 m; actúan también el peso P, la normal N y el rozamiento f.',
  }),
  parallelForces: beamFigure({
    length: '3 m',
    ends: ['A', 'B'],
    forces: [
      { at: 0, label: '200 N' },
      { at: 1, label: '400 N' },
    ],
    alt: 'Una barra horizontal AB de 3 m. En el extremo A actúa una fuerza vertical hacia abajo de 200 N y en el extremo B otra, también vertical hacia abajo, de 400 N.',
  }),
  positionTime: motionGraph({
    quantity: 'x',
    bodies: [
      {
        name: 'A',
        corners: [
          [0, 0],
          [24, 360],
        ],
      },
      {
        name: 'B',
        corners: [
          [0, 600],
          [24, 0],
        ],
      },
    ],
    hide: [
      [24, 360],
      [24, 0],
    ],
    alt: 'Gráfico de posición en función del tiempo con dos rectas: la del móvil A sale del origen con pendiente positiva; la del móvil B sale de 600 m con pendiente negativa. Las rectas se cortan en el encuentro.',
  }),
  mixedCircuit: circuit({
    source: '12 V',
    elements: [{ resistor: 'R₁ = 2 Ω' }, { parallel: ['R₂ = 6 Ω', 'R₃ = 3 Ω'] }],
    alt: 'Circuito: una fuente de 12 V alimenta una resistencia R₁ de 2 Ω en serie con dos resistencias en paralelo, R₂ de 6 Ω y R₃ de 3 Ω.',
  }),
  convergingLens: thinLens({
    kind: 'convergente',
    focal: 10,
    object: 30,
    height: 3,
    showHeight: true,
    alt: 'Una lente convergente de distancia focal 10 cm, con sus focos F y F′ marcados sobre el eje. A la izquierda, a 30 cm de la lente, un objeto de 3 cm de altura.',
  }),
  window: handDrawn(
    {
      title: 'Ventana: un rectángulo con un semicírculo encima',
      alt: 'Una ventana formada por un rectángulo de 1,2 m de ancho y 0,8 m de alto con un semicírculo apoyado sobre su lado superior, de diámetro igual al ancho.',
    },
    svg(
      200,
      `<rect x="100" y="90" width="120" height="80"/><path d="M 100 90 A 60 60 0 0 1 220 90"/><line x1="100" y1="185" x2="220" y2="185" stroke-dasharray="3 3"/><line x1="235" y1="90" x2="235" y2="170" stroke-dasharray="3 3"/>`,
      `<text x="140" y="198">1,2 m</text><text x="240" y="134">0,8 m</text><text x="120" y="70">semicírculo</text>`,
    ),
  ),
  ladder: triangleFigure(rightTriangle(3, 3 * Math.sqrt(3)), {
    title: 'Escalera apoyada en una pared',
    names: ['', '', ''],
    c: '6 m',
    b: 'altura',
    a: 'distancia a la pared',
    angleB: '60°',
    right: 'C',
    alt: 'Una escalera de 6 m apoyada contra una pared vertical, formando un ángulo de 60° con el piso horizontal. Se marcan la altura a la que llega sobre la pared y la distancia de su pie a la pared.',
  }),
  triangleSas: triangleFigure(triangleFromSas(8, 60, 5), {
    a: 'a = 8',
    b: 'b = 5',
    c: 'c',
    angleC: '60°',
    alt: 'Un triángulo ABC con el lado a = 8 entre los vértices C y B, el lado b = 5 entre C y A, y un ángulo de 60° en el vértice C, comprendido entre ambos. El lado c, opuesto a C, es desconocido.',
  }),
  parabola: functionGraph({
    title: 'Gráfico de una parábola',
    x: [-2.5, 6.5],
    y: [-5, 11],
    ticks: { x: [], y: [] },
    curves: [{ f: (x) => -x * x + 4 * x + 5 }],
    caption: 'f(x) = −x² + 4x + 5',
    alt: 'La parábola f(x) = −x² + 4x + 5, con las ramas hacia abajo: corta al eje x en dos puntos, uno a cada lado del eje y, y tiene su vértice, el punto más alto, a la derecha del eje y.',
  }),
} satisfies Record<string, Figure>;
